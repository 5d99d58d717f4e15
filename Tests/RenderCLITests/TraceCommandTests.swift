import Foundation
@testable import SliderEngine
@testable import SliderDocuments
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli

/// The events of a trace the CLI wrote, read back as `replay` reads them.
func traceEvents(_ text: String, kind: SliderConfig.Kind = .range) throws -> [TimedEvent<Double>] {
    try TraceFile.parse(Array(text.utf8), file: "out.json", kind: kind, valueType: .double).events
}

/// Shorthands for expected events.
func down(_ t: Double, _ x: Double, _ y: Double? = nil) -> TimedEvent<Double> { TimedEvent(t: t, .touchDown(x: x, y: y)) }
func move(_ t: Double, _ x: Double, _ y: Double? = nil) -> TimedEvent<Double> { TimedEvent(t: t, .touchMove(x: x, y: y)) }
func up(_ t: Double) -> TimedEvent<Double> { TimedEvent(t: t, .touchUp) }

/// The usage line and help pointer a `trace <verb>` usage error ends with.
/// Errors before a verb is known point at `trace --help` with the usage of every verb.
func traceUsageTail(_ verb: String?) -> String {
    guard let verb, let command = TraceCommand.verbs.first(where: { $0.name == verb }) else {
        return "Usage: \(TraceCommand.usage)\n  See 'render-cli trace --help' for more information.\n"
    }
    return "Usage: \(command.usage)\n  See 'render-cli trace \(verb) --help' for more information.\n"
}

@Suite("trace command")
struct TraceCommandTests {
    @Test("trace --help lists the verbs, the gesture grammar and every verb's options")
    func help() {
        let result = runCLI(["trace", "--help"])
        expectEqual(result.code, .ok)
        #expect(result.stderr.isEmpty)
        expectPrefix(result.stdout, "OVERVIEW: Import, export, generate and lint gesture traces.\n")
        for verb in ["import", "export", "generate", "lint"] {
            #expect(result.stdout.contains("\n  \(verb.padding(24))"), "verb \(verb) not listed")
            #expect(result.stdout.contains("       render-cli trace \(verb) "))
        }
        expectContains(result.stdout, "  voiceover [lower|upper] +N|-N")
        #expect(result.stdout.contains("  --from <format>         (import) webdriver, getevent, appium-touchaction, cdp or adb-input (default: found from the content)."))
        #expect(result.stdout.contains("  --out <file>            (import, export, generate) Write the result here"))
        expectContains(runCLI(["--help"]).stdout, "\n  trace                   Import, export, generate and lint gesture traces.")
    }

    @Test("Every verb's --help and 'trace help <verb>' print that verb alone", arguments: [
        ("import", "USAGE: render-cli trace import [--from webdriver|getevent|appium-touchaction|cdp|adb-input] <file> [options]", "--axis-ranges <file>"),
        ("export", "USAGE: render-cli trace export --to webdriver <trace.json> [options]", "--integers"),
        ("generate", "USAGE: render-cli trace generate <gesture>... [options]", "--gap <seconds>"),
        ("lint", "USAGE: render-cli trace lint <trace.json>... [--scene <scene.json> | --width <w>] [--strict]", "--width <w>"),
    ])
    func verbHelp(verb: String, usage: String, option: String) {
        for flag in ["--help", "-h"] {
            let result = runCLI(["trace", verb, flag])
            expectEqual(result.code, .ok)
            expectEqual(result.stdout, runCLI(["trace", "help", verb]).stdout)
        }
        let own = runCLI(["trace", "help", verb])
        expectEqual(own.code, .ok)
        expectPrefix(own.stdout, "OVERVIEW: ")
        #expect(own.stdout.contains("\n\(usage)\n\nOPTIONS:\n"))
        #expect(own.stdout.contains("  \(option)"))
        expectSuffix(own.stdout, "  -h, --help              Show help information.\n")
        #expect(own.stderr.isEmpty)
    }

    @Test("Usage errors exit 64 with Error, the trace usage and where to find help", arguments: [
        (["trace"], "missing <verb>; expected one of import, export, generate, lint"),
        (["trace", "imprt"], "unknown verb 'imprt'; did you mean 'import'?"),
        (["trace", "help", "lnt"], "unknown verb 'lnt'; did you mean 'lint'?"),
        (["trace", "import", "--from", "xml", "a.json"], "unknown format 'xml' for --from; expected webdriver, getevent, appium-touchaction, cdp, adb-input"),
        (["trace", "import", "--from", "webdriver"], "missing the file to import"),
        (["trace", "import", "--from", "webdriver", "a", "b"], "unexpected argument 'b'"),
        (["trace", "import", "--from", "webdriver", "--rat", "60", "a"], "unknown option '--rat'; did you mean '--rate'?"),
        (["trace", "import", "--from", "webdriver", "--rate", "0", "a"], "'--rate' expects a rate in Hz from 1 to 10000, got '0'"),
        (["trace", "import", "--from", "webdriver", "--scale", "2", "a"], "'--scale' does not apply to --from webdriver"),
        (["trace", "import", "--from", "getevent", "--rate", "60", "a"], "'--rate' applies to --from webdriver, appium-touchaction, cdp and adb-input only"),
        (["trace", "import", "--from", "adb-input", "--screen", "360x800", "a"], "--screen and --pixels go together: the screen in points and in pixels, such as --screen 360x800 --pixels 1080x2400"),
        (["trace", "import", "--from", "cdp", "--scale", "2", "a"], "--scale does not apply to --from cdp: its coordinates are CSS pixels, which are points"),
        (["trace", "import", "--from", "webdriver", "--origin", "16", "a"], "'--origin' expects the slider's top-left as X,Y in points, such as 16,200, got '16'"),
        (["trace", "export", "a.json"], "missing --to; the one export format is --to webdriver"),
        (["trace", "export", "--to", "appium", "a.json"], "unknown format 'appium' for --to; expected webdriver"),
        (["trace", "generate"], "missing <gesture>; for example: render-cli trace generate \"drag 50 200\""),
        (["trace", "lint"], "missing <trace.json>"),
        (["trace", "lint", "--width", "-1", "a.json"], "'--width' expects a width in points greater than 0, got '-1'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let result = runCLI(arguments)
        expectEqual(result.code, .usage)
        #expect(result.stdout.isEmpty)
        expectEqual(result.stderr, "Error: \(message)\n" + traceUsageTail(arguments.dropFirst().first))
    }

    @Test("A missing input file is an I/O error, exit 74")
    func missingInput() {
        let result = runCLI(["trace", "import", "--from", "webdriver", "/nonexistent/actions.json"])
        expectEqual(result.code, .ioError)
        expectEqual(result.stderr, "Error: cannot read /nonexistent/actions.json: no such file\n")
    }

    @Test("--out writes the file whole, refuses to replace it without --force, and leaves no temporary file")
    func outAndForce() throws {
        let folder = temporaryFolder()
        let out = folder + "/tap.json"
        let first = runCLI(["trace", "generate", "tap 100", "--out", out])
        expectEqual(first.code, .ok)
        #expect(first.stdout.isEmpty)
        let written = String(decoding: try readFile(out), as: UTF8.self)
        expectEqual(written, runCLI(["trace", "generate", "tap 100"]).stdout)

        let refused = runCLI(["trace", "generate", "tap 200", "--out", out])
        expectEqual(refused.code, .ioError)
        expectEqual(refused.stderr, "Error: \(out) already exists; pass --force to replace it\n")
        expectEqual(String(decoding: try readFile(out), as: UTF8.self), written)

        let forced = runCLI(["trace", "generate", "tap 200", "--out", out, "--force"])
        expectEqual(forced.code, .ok)
        #expect(String(decoding: try readFile(out), as: UTF8.self).contains(#"{ "t": 0, "type": "touchDown", "x": 200 }"#))
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder), ["tap.json"])

        let intoFolder = runCLI(["trace", "generate", "tap 1", "--out", folder, "--force"])
        expectEqual(intoFolder.code, .ioError)
        expectEqual(intoFolder.stderr, "Error: cannot write \(folder): it is a folder\n")
        let noFolder = runCLI(["trace", "generate", "tap 1", "--out", folder + "/missing/t.json"])
        expectEqual(noFolder.code, .ioError)
        expectEqual(noFolder.stderr, "Error: cannot write \(folder)/missing/t.json: the folder \(folder)/missing does not exist\n")
    }

    @Test("The writer: fixed key order, one event per line, 4 decimals for t and 2 for x and y, no -0, final newline")
    func writer() {
        let events: [TimedEvent<Double>] = [
            down(0, 50.239999999, -0.001), move(0.016666666, 54.245), up(0.03333333),
            TimedEvent(t: 1, .increment(.upper)), TimedEvent(t: 1.5, .setValue(RangeBinding(120, 480.5))),
            TimedEvent(t: 2, .setDisabled(true)), TimedEvent(t: 2, .setLayoutDirection(.rightToLeft)), TimedEvent(t: 2.5, .touchCancel),
        ]
        let text = String(decoding: TraceWriter.bytes(events, comment: "A \"quoted\" comment."), as: UTF8.self)
        expectEqual(text, """
            {
              "comment": "A \\"quoted\\" comment.",
              "events": [
                { "t": 0, "type": "touchDown", "x": 50.24, "y": 0 },
                { "t": 0.0167, "type": "touchMove", "x": 54.25 },
                { "t": 0.0333, "type": "touchUp" },
                { "t": 1, "type": "increment", "thumb": "upper" },
                { "t": 1.5, "type": "setValue", "value": [120, 480.5] },
                { "t": 2, "type": "setDisabled", "value": true },
                { "t": 2, "type": "setLayoutDirection", "value": "rightToLeft" },
                { "t": 2.5, "type": "touchCancel" }
              ]
            }

            """)
        let single = String(decoding: TraceWriter.bytes([TimedEvent(t: 0, .decrement(.lower)), TimedEvent(t: 1, .setValue(RangeBinding(single: 0.25)))], kind: .single), as: UTF8.self)
        expectEqual(single, "{\n  \"events\": [\n    { \"t\": 0, \"type\": \"decrement\" },\n    { \"t\": 1, \"type\": \"setValue\", \"value\": 0.25 }\n  ]\n}\n")
        expectEqual(String(decoding: TraceWriter.bytes([]), as: UTF8.self), "{\n  \"events\": []\n}\n")
    }

    @Test("Rounding is what the file holds: writing a read-back trace gives the same bytes")
    func writerIsIdempotent() throws {
        let events = (0..<200).map { i in move(Double(i) / 120, 14 + Double(i) * 1.51, Double(i) / 7) }
        let once = TraceWriter.bytes(events)
        let again = TraceWriter.bytes(try traceEvents(String(decoding: once, as: UTF8.self)))
        expectEqual(once, again)
        expectEqual(events.map(\.asWritten), try traceEvents(String(decoding: once, as: UTF8.self)))
    }
}
