import SliderRendering
import SVGRender

/// `render-cli check [FIXTURES]`: renders every fixture and compares it byte for byte with its golden.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let abstract = "Compare every fixture's rendering with its golden file, byte for byte."
    static let usage = "render-cli check [<fixtures-folder>] [--record all|missing|failed|never] [--artifacts DIR]"
    static let discussion = """
        Scenes in <fixtures>/scenes/*.json render to <fixtures>/goldens/<name>.svg; replays in
        <fixtures>/sequences/*.json render to a contact sheet and effect lines in <fixtures>/goldens/sequences/.
        A mismatch prints a line diff
        and saves the new output under --artifacts (default .build/golden-artifacts). Goldens change only when
        --record asks: 'missing' writes absent ones, 'failed' rewrites mismatches, 'all' rewrites everything.
        Any recording exits 1, so a run that only wrote files never counts as a pass.
        """
    static let options: [(flags: String, help: String)] = [
        ("--record <mode>", "all, missing, failed or never (default: never)."),
        ("--artifacts <dir>", "Where mismatched output goes (default: .build/golden-artifacts)."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: ["--record", "--artifacts"])
        guard args.positionals.count <= 1 else { throw CLIError.usage("unexpected argument '\(args.positionals[1])'", command: name) }
        let fixtures = args.positionals.first ?? "Fixtures"
        let modeText = args.value("--record") ?? "never"
        guard let mode = SnapshotRecordMode(rawValue: modeText) else {
            throw CLIError.usage("'--record' expects all, missing, failed or never, got '\(modeText)'", command: name)
        }
        let artifacts = args.value("--artifacts") ?? ".build/golden-artifacts"
        let cases = try GoldenSuite.cases(fixtures: fixtures)
        if cases.isEmpty { throw CLIError.failed("no cases found in \(fixtures): expected scenes/*.json or sequences/*.json") }
        var failures = 0, recorded = 0
        for (i, golden) in cases.enumerated() {
            output.progress("[\(i + 1)/\(cases.count)] \(golden.name)")
            switch try golden.check(mode: mode, artifacts: artifacts) {
            case .matched: break
            case .recorded(let path):
                recorded += 1
                output.print("recorded \(path)")
            case .missing:
                failures += 1
                output.print("missing  \(golden.goldenPath): no golden yet; to create it: render-cli check \(fixtures) --record missing")
            case .mismatched(let diff, let artifact):
                failures += 1
                output.print("differs  \(golden.goldenPath)" + (artifact.map { " (new output: \($0))" } ?? ""))
                output.print(diff)
                output.print("  to accept it: render-cli check \(fixtures) --record failed")
            }
        }
        output.progress("", done: false)
        output.print("\(cases.count - failures - recorded) passed, \(failures + recorded) failed")
        if failures > 0 { throw CLIError.failed("\(failures) golden file\(failures == 1 ? " is" : "s are") missing or different") }
        if recorded > 0 { throw CLIError.failed("recorded \(recorded) golden file\(recorded == 1 ? "" : "s"); run again to check them") }
    }
}
