import Foundation
import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender

/// `render-cli check [PATH…]`: renders every case and compares it byte for byte with its golden.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let abstract = "Compare every case's rendering with its golden file, byte for byte."
    static let usage = "render-cli check [<folder>|<file.case.json>]... [--filter GLOB]... [--shard I/N|auto] [--jobs N] [--record all|missing|failed|never] [--prune] [--junit FILE] [--report DIR] [--artifacts DIR] [--root DIR]"
    static let discussion = """
        Cases are NAME.case.json files (goldens beside them in NAME.goldens/) anywhere under the folders given, and
        the fixtures layout: scenes/*.json → goldens/NAME.svg, sequences/*.json → goldens/sequences/. docs/check.md
        describes both. Each failure prints what changed by element id, a line diff, and the command that accepts
        just that case. Goldens change only when --record asks ('missing' writes absent ones, 'failed' rewrites
        differences and writes absent ones, 'all' rewrites everything); the default is SNAPSHOT_TESTING_RECORD (or
        its alias SNAPSHOT_RECORD; another value is a usage error), else 'missing' on a machine and 'never' when CI
        is set. A run that wrote anything exits 1. Cases render on --jobs threads; the output is the same bytes
        whatever the count. --shard I/N runs one CI job's share (auto reads Buildkite, GitLab or CircleCI
        parallel-job variables); the shards' union is the suite. Under GitHub Actions (GITHUB_ACTIONS set) it also
        prints an ::error annotation per failing golden and appends a summary, with each failure's accept command,
        to $GITHUB_STEP_SUMMARY.
        """
    static let options: [(flags: String, help: String)] = [
        ("--filter <glob>", "Only outputs whose id matches (* any text, ? one character, [..] a set); repeatable."),
        ("--shard <i/n|auto>", "Run shard I of N (from 1), or the CI's own parallel-job variables."),
        ("--jobs <n>", "Worker threads (default: the cores this process may use)."),
        ("--record <mode>", "all, missing, failed or never (default: SNAPSHOT_TESTING_RECORD, else missing; never under CI)."),
        ("--prune", "Delete stale goldens (refused with --filter or --shard)."),
        ("--junit <file>", "Also write JUnit XML of the run."),
        ("--report <dir>", "Also write the review report: DIR/index.html (side by side, wipe, difference) and report.json."),
        ("--artifacts <dir>", "Where failures' new output goes, mirroring the golden's path (default $SNAPSHOT_ARTIFACTS/render-cli-check, else .build/golden-artifacts)."),
        ("--root <dir>", "The folder case files' scene and trace paths may not leave (default: the folder checked)."),
        ("--timings", "Also print, on stderr, how long each step took and how much of the run was serial."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: ["--filter", "--shard", "--jobs", "--record", "--artifacts", "--junit", "--report", "--root"], switches: ["--prune", "--timings"])
        var check = CheckRun(paths: args.positionals.isEmpty ? ["Fixtures"] : args.positionals)
        check.filters = args.all("--filter").map(Glob.init)
        if let text = args.value("--shard") {
            guard let shard = text == "auto" ? Shard.auto(ProcessInfo.processInfo.environment) : Shard(text) else {
                throw CLIError.usage("'--shard' expects I/N with 1 ≤ I ≤ N, such as 2/4, or auto; got '\(text)'", command: name)
            }
            check.shard = shard
        }
        if let jobs = try args.jobs(command: name) { check.jobs = jobs }
        if let text = args.value("--record") {
            guard let mode = SnapshotRecordMode(rawValue: text) else {
                throw CLIError.usage("'--record' expects all, missing, failed or never, got '\(text)'", command: name)
            }
            check.mode = mode
        } else {
            do {
                check.mode = try SnapshotRecordMode.environment()
            } catch let error as RecordModeError {
                throw CLIError.usage("\(error)", command: name)
            }
        }
        check.artifacts = args.value("--artifacts") ?? CheckRun.defaultArtifacts(ProcessInfo.processInfo.environment)
        check.prune = args.has("--prune")
        check.root = args.value("--root")
        if check.prune, !check.filters.isEmpty || (check.shard.map { $0.count > 1 } ?? false) {
            throw CLIError.usage("--prune needs the whole suite; drop --filter and --shard", command: name)
        }
        let outcome = try check.run()
        let report = outcome.report
        for line in CheckText.lines(report, pruned: outcome.pruned) { output.print(line) }
        if args.has("--timings") { output.note(CheckText.timings(outcome.steps)) }
        if let junit = args.value("--junit") { try Files.write(JUnitReport.xml(report), to: junit, output: &output) }
        if let folder = args.value("--report") {
            try CheckReport.write(report, to: folder)
            output.note("wrote the review report to \(folder)/index.html")
            let failures = report.count(.failed) + report.count(.missing)
            if failures > 0 {
                output.note("to accept \(failures == 1 ? "its failure" : "its \(failures) failures") (or those you tick on the page): "
                    + "render-cli accept \(CheckRun.shellQuoted(folder))")
            }
        }
        try gitHub(report, reportFolder: args.value("--report"), output: &output)
        let wrote = report.count(.recorded) + outcome.pruned.count
        if report.count(.failed) + report.count(.missing) > 0 {
            throw CLIError.failed(wrote > 0 ? "some goldens differ or are missing, and \(wrote) file\(wrote == 1 ? " was" : "s were") written" : "")
        }
        if wrote > 0 { throw CLIError.failed("wrote \(wrote) golden file\(wrote == 1 ? "" : "s"); run again to check them") }
    }

    /// Under GitHub Actions: the annotations on stdout, and the job summary appended to `$GITHUB_STEP_SUMMARY`.
    static func gitHub(_ report: CheckReport, reportFolder: String?, output: inout Output) throws {
        let environment = CLIEnvironment.values
        guard GitHubOutput.isActive(environment) else { return }
        let cwd = FileManager.default.currentDirectoryPath
        let workspace = environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 } ?? cwd
        for line in GitHubOutput.annotations(report, reportFolder: reportFolder, workspace: workspace, workingFolder: cwd) {
            output.print(line)
        }
        if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            try GitHubOutput.append(GitHubOutput.summary(report, reportFolder: reportFolder, workspace: workspace, workingFolder: cwd), to: path)
        }
    }
}
