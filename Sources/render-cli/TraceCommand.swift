import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots

/// `render-cli trace <verb> …`: imports recorded gestures, exports traces for devices, generates traces from one-line
/// gestures and lints traces. Each verb is a `Subcommand` of its own, run and described from here.
enum TraceCommand: Subcommand {
    static let name = "trace"
    static let abstract = "Import, export, generate and lint gesture traces."
    static var verbs: [any Subcommand.Type] {
        [TraceImportCommand.self, TraceExportCommand.self, TraceGenerateCommand.self, TraceLintCommand.self]
    }

    static var usage: String {
        (["render-cli trace <verb> [options]"] + verbs.map { $0.usage }).joined(separator: "\n       ")
    }

    static var discussion: String {
        var lines = ["VERBS:"]
        for verb in verbs { lines.append("  " + verb.name.padding(24) + verb.abstract) }
        lines += [
            "",
            "Traces are in the slider's frame: x in points from the slider's left edge, to the right on screen in every",
            "layout direction; y from its top edge, optional (replay uses the track's centre line). Written traces have",
            "one event per line, times rounded to 0.0001 s and coordinates to 0.01 pt. Without --out the result goes to",
            "stdout; an existing --out file is replaced only with --force. Warnings go to stderr.",
            "",
            "GESTURES (trace generate):",
        ]
        lines += TraceGesture.grammar.map { "  " + $0 }
        lines += [
            "",
            "Options below name the verbs they apply to. 'render-cli trace help <verb>' prints one verb's help;",
            "docs/traces.md describes the formats and the coordinate mapping.",
        ]
        return lines.joined(separator: "\n")
    }

    /// Every verb's options, each marked with the verbs it applies to; identical entries are listed once.
    static var options: [(flags: String, help: String)] {
        var merged: [(flags: String, help: String, verbs: [String])] = []
        for verb in verbs {
            for option in verb.options {
                if let i = merged.firstIndex(where: { $0.flags == option.flags && $0.help == option.help }) {
                    merged[i].verbs.append(verb.name)
                } else {
                    merged.append((option.flags, option.help, [verb.name]))
                }
            }
        }
        return merged.map { ($0.flags, "(\($0.verbs.joined(separator: ", "))) \($0.help)") }
    }

    static func run(_ arguments: [String], output: inout Output) throws {
        guard let word = arguments.first else {
            throw CLIError.usage("missing <verb>; expected one of \(verbs.map { $0.name }.joined(separator: ", "))", command: name)
        }
        if word == "help" {
            let rest = arguments.dropFirst()
            guard let topic = rest.first else {
                output.print(RenderCLI.help(TraceCommand.self))
                return
            }
            guard rest.count == 1, let verb = verbs.first(where: { $0.name == topic }) else {
                throw CLIError.usage(unknownVerb(rest.count == 1 ? topic : rest.joined(separator: " ")), command: name)
            }
            output.print(RenderCLI.help(verb))
            return
        }
        guard let verb = verbs.first(where: { $0.name == word }) else {
            throw CLIError.usage(unknownVerb(word), command: name)
        }
        do {
            try verb.run(Array(arguments.dropFirst()), output: &output)
        } catch CLIError.usage(let message, let command) where command == name {
            // Shared option parsers report "trace"; point the user at the verb's own help.
            throw CLIError.usage(message, command: name + " " + verb.name)
        }
    }

    private static func unknownVerb(_ word: String) -> String {
        var message = "unknown verb '\(word)'"
        if let near = Suggestion.closest(word, in: verbs.map { $0.name }) { message += "; did you mean '\(near)'?" }
        else { message += "; expected one of \(verbs.map { $0.name }.joined(separator: ", "))" }
        return message
    }
}

/// Helpers the trace verbs share: writing results, reading `X,Y` and `WxH` pairs.
enum TraceIO {
    /// Writes `bytes` to `path` atomically, or to stdout when `path` is nil. An existing file is kept unless `force`.
    static func emit(_ bytes: [UInt8], to path: String?, force: Bool, output: inout Output) throws {
        guard let path else {
            output.write(bytes)
            return
        }
        if path == "-" { return output.write(bytes) }
        if Files.isDirectory(path) { throw CLIError.io("cannot write \(path): it is a folder") }
        if Files.exists(path) && !force && !SafeFile.isWrittenThrough(path) {
            throw CLIError.io("\(path) already exists; pass --force to replace it")
        }
        try SafeFile.write(bytes, to: path)
    }

    /// Two numbers separated by `separator` (`16,200` or `393x852`), as the value of `option`.
    static func pair(_ text: String, option: String, separator: Character = ",", what: String, _ rule: (Double) -> Bool = { _ in true }) throws -> (Double, Double) {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite, rule(a), rule(b) else {
            throw CLIError.usage("'\(option)' expects \(what), got '\(text)'", command: TraceCommand.name)
        }
        return (a, b)
    }

    /// The `--origin X,Y` option: the slider's top-left in the source's coordinates (0,0 when absent).
    static func origin(_ args: Arguments) throws -> (x: Double, y: Double) {
        guard let text = args.value("--origin") else { return (0, 0) }
        let p = try pair(text, option: "--origin", what: "the slider's top-left as X,Y in points, such as 16,200")
        return (p.0, p.1)
    }

    /// Refuses options given to a verb or format they do not apply to.
    static func refuse(_ names: [String], in args: Arguments, _ reason: String) throws {
        for name in names where args.value(name) != nil || args.has(name) {
            throw CLIError.usage("'\(name)' \(reason)", command: TraceCommand.name)
        }
    }

    /// The last path component, for comments that must not depend on where files live.
    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
