import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots

/// `render-cli report <verb> …`: works on the review reports that `check --report DIR` writes.
enum ReportCommand: Subcommand {
    static let name = "report"
    static let abstract = "Merge the review reports of several check runs (CI shards) into one."
    static var verbs: [any Subcommand.Type] { [ReportMergeCommand.self] }

    static var usage: String {
        (["render-cli report <verb> [options]"] + verbs.map { $0.usage }).joined(separator: "\n       ")
    }

    static var discussion: String {
        var lines = ["VERBS:"]
        for verb in verbs { lines.append("  " + verb.name.padding(24) + verb.abstract) }
        lines += [
            "",
            "A report folder holds index.html (a self-contained review page: golden and actual side by side, a wipe,",
            "a difference view, the change summary, the line diff and the accept command of each failed or recorded",
            "case; a summary bar and a filter box) and report.json (every result with its bytes, for merging).",
            "'render-cli report help <verb>' prints one verb's help; docs/check.md describes both files.",
        ]
        return lines.joined(separator: "\n")
    }

    static var options: [(flags: String, help: String)] {
        verbs.flatMap { verb in verb.options.map { ($0.flags, "(\(verb.name)) \($0.help)") } }
    }

    static func run(_ arguments: [String], output: inout Output) throws {
        let names = verbs.map { $0.name }.joined(separator: ", ")
        guard let word = arguments.first else { throw CLIError.usage("missing <verb>; expected one of \(names)", command: name) }
        if word == "help" {
            let rest = arguments.dropFirst()
            guard let topic = rest.first else { return output.print(RenderCLI.help(ReportCommand.self)) }
            guard rest.count == 1, let verb = verbs.first(where: { $0.name == topic }) else {
                throw CLIError.usage(unknownVerb(rest.joined(separator: " ")), command: name)
            }
            return output.print(RenderCLI.help(verb))
        }
        guard let verb = verbs.first(where: { $0.name == word }) else { throw CLIError.usage(unknownVerb(word), command: name) }
        try verb.run(Array(arguments.dropFirst()), output: &output)
    }

    private static func unknownVerb(_ word: String) -> String {
        var message = "unknown verb '\(word)'"
        if let near = Suggestion.closest(word, in: verbs.map { $0.name }) { message += "; did you mean '\(near)'?" }
        else { message += "; expected one of \(verbs.map { $0.name }.joined(separator: ", "))" }
        return message
    }
}

/// `render-cli report merge DIR… --out DIR`: joins the reports of CI shards.
enum ReportMergeCommand: Subcommand {
    static let name = "merge"
    static let abstract = "Join the report folders of several shards into one report."
    static let usage = "render-cli report merge <report-dir>... --out <dir> [--label TEXT]"
    static let discussion = """
        Reads DIR/report.json of each report folder (or a report.json given directly), concatenates the results,
        sorted by case id, and writes the merged index.html and report.json to --out, whole or not at all. A case
        id that two reports both hold is an error naming both. Stale goldens are those any report lists that no
        merged case produced. The label defaults to the reports' labels joined by ' + '. Exit status 0 when the
        merged report was written, whatever its cases' results (the check runs report those); 65 for a report.json
        that cannot be read as one, 74 when --out cannot be written.
        """
    static let options: [(flags: String, help: String)] = [
        ("--out <dir>", "The merged report folder (new, empty, or an earlier render-cli output)."),
        ("--label <text>", "The merged report's label, shown under its title."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let command = ReportCommand.name + " " + name
        let args = try Arguments(arguments, command: command, valued: ["--out", "--label"])
        guard !args.positionals.isEmpty else { throw CLIError.usage("missing <report-dir>", command: command) }
        guard let out = args.value("--out") else { throw CLIError.usage("missing --out <dir>", command: command) }
        let merged = try CheckReport.merge(args.positionals, label: args.value("--label"))
        try CheckReport.write(merged, to: out)
        let failed = merged.count(.failed) + merged.count(.missing)
        output.print("merged \(args.positionals.count) report\(args.positionals.count == 1 ? "" : "s"): "
            + "\(merged.count(.passed)) passed, \(failed) failed, \(merged.count(.recorded)) recorded, \(merged.stale.count) stale")
        output.note("wrote \(out)/\(CheckReport.pageName) and \(out)/\(CheckReport.dataName)")
    }
}
