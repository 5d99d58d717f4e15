import Foundation
import SliderCheck
import SliderSnapshots
import SceneGraph

/// `render-cli accept REPORT_DIR [--filter GLOB]…`: writes the new outputs a review report holds as the goldens.
enum AcceptCommand: Subcommand {
    static let name = "accept"
    static let abstract = "Write the new outputs of a review report's failures as their goldens."
    static let usage = "render-cli accept <report-dir>|<report.json> [--filter GLOB]... [--dry-run]"
    static let discussion = """
        Reads REPORT_DIR/report.json, written by 'render-cli check --report DIR', 'render-cli report merge' or a
        'swift test' run with SNAPSHOT_REPORT=DIR, and writes the new output of each failed or missing case as its
        golden; --filter keeps only the cases whose id matches (repeatable; the report page's copy box makes such a
        command for the failures you tick). Relative golden paths are taken from the working folder: run it where
        the check ran (the package root for a swift test report). Nothing is written, and the exit status is 1, if
        any chosen case names a golden outside the roots the report names (.., an absolute path elsewhere, a
        symbolic link leading out), a golden that changed or appeared since the report was made, or if a --filter
        matches no failure; every refusal is printed. A report from before version 2 names no roots and is
        refused. Exit status 0 when the goldens were written (or there was nothing to accept), 64 for bad
        arguments, 65 for a report.json that cannot be read as one, 74 when a golden cannot be written.
        """
    static let options: [(flags: String, help: String)] = [
        ("--filter <glob>", "Only the failures whose id matches (* any text, ? one character, [..] a set); repeatable."),
        ("--dry-run", "Print what would be written, and every refusal, without writing."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: ["--filter"], switches: ["--dry-run"])
        let folder = try args.expectPositionals(["<report-dir>"], command: name)[0]
        let file = Files.isDirectory(folder) ? (folder.hasSuffix("/") ? folder : folder + "/") + CheckReport.dataName : folder
        let report = try CheckReport.read(folder)
        let plan = ReportAccept.plan(report, filters: args.all("--filter").map(Glob.init))
        guard plan.isAccepted else {
            throw AcceptRefused(file: file, lines: plan.problems.map { VisibleText.escaped($0) } + plan.refusals.map(\.description))
        }
        if plan.writes.isEmpty {
            output.print("nothing to accept: \(file) holds no failed or missing case")
            return
        }
        if !args.has("--dry-run") { try ReportAccept.apply(plan) }
        let verb = args.has("--dry-run") ? "would write" : "wrote"
        for write in plan.writes {
            output.print(VisibleText.escaped("\(verb) \(write.path) (\(write.id), \(write.replaces ? "replaced" : "new"))"))
        }
        let n = plan.writes.count
        output.print("\(args.has("--dry-run") ? "would accept" : "accepted") \(n) golden\(n == 1 ? "" : "s") from \(file)")
    }
}
