import Foundation
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli
@testable import SliderEngine
@testable import SliderDocuments

/// Every malformed scene or trace gets one clear line naming the file, the place and the problem, and exit status 65.
@Suite("Bad input")
struct BadInputTests {
    static let goodScene = #"{"slider": {"bounds": [0, 100], "value": [10, 20]}}"#
    static let goodTrace = #"{"events": [{"t": 0, "type": "touchUp"}]}"#

    func replay(scene: String = goodScene, trace: String = goodTrace) -> (code: ExitCode, stdout: String, stderr: String) {
        runCLI(["replay", writeTemporary("scene.json", scene), writeTemporary("trace.json", trace)])
    }

    @Test("Bad scenes name the file, the line and column, the JSON path and the problem", arguments: [
        (#"{"slider": {"bounds": [0, 100], "value": [10, 20]"#, "scene.json:1:50: invalid JSON: unterminated object: expected ',' or '}', found end of file"),
        (#"{"slider": {"bounds": [0, "100"], "value": [10, 20]}}"#, #"scene.json:1:27: at $.slider.bounds[1]: expected a number, found a string ("100")"#),
        (#"{"slider": {"value": [10, 20]}}"#, #"scene.json:1:12: at $.slider: missing key "bounds""#),
        (#"{"slider": {"bounds": [0, 100], "value": [10, NaN]}}"#, "scene.json:1:47: invalid JSON: NaN and Infinity are not JSON numbers"),
        (#"{"slider": {"bounds": [0, 1e400], "value": [10, 20]}}"#, "scene.json:1:27: invalid JSON: the number 1e400 is too large for a 64-bit float"),
        (#"{"slider": {"kind": "single", "bounds": [0, 100], "value": [10, 20]}}"#, #"scene.json:1:60: at $.slider.value: a single slider takes one number, found an array; use "kind": "range" for two values"#),
        (#"{"slider": {"bounds": [0, 100], "value": 10}}"#, "scene.json:1:42: at $.slider.value: a range slider takes two numbers, [lower, upper], found one number"),
        (#"{"slider": {"bounds": [0, 100], "value": [1, 2], "stpe": 1}}"#, #"scene.json:1:58: at $.slider.stpe: unknown key "stpe"; did you mean "step"?"#),
        (#"{"slider": {"bounds": [0, 100], "value": [1, 2], "valueType": "float", "step": 1e39}}"#, "scene.json:1:80: at $.slider.step: 1e+39 does not fit in a Float"),
        (#"{"slider": {"bounds": [0, 100], "value": [1, 2]}, "environment": {"width": -3}}"#, "scene.json:1:76: at $.environment.width: expected a width greater than 0 and at most 100000 points, found -3"),
        (#"{"slider": {"bounds": [0, 100], "value": [1, 2], "format": {"style": "currency", "code": "dollars"}}}"#, #"scene.json:1:90: at $.slider.format.code: "dollars" is not an ISO 4217 currency code such as "USD""#),
        (#"{"slider": {"bounds": [0, 100], "value": [1, 2], "style": {"fill": "orange"}}}"#, ##"scene.json:1:68: at $.slider.style.fill: "orange" is not a colour; expected "#RRGGBB", "#RGB" or "#RRGGBBAA""##),
    ])
    func badScenes(scene: String, message: String) {
        let result = replay(scene: scene)
        expectEqual(result.code, .dataError)
        #expect(result.stdout.isEmpty)
        let line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        expectPrefix(line, "Error: /")
        expectSuffix(line, message)
    }

    @Test("Bad traces name the file, the line and column, the JSON path and the problem", arguments: [
        (#"{"events": [{"t": 0, "type": "touchDwn", "x": 3}]}"#, #"trace.json:1:30: at $.events[0].type: unknown event type "touchDwn"; did you mean "touchDown"?"#),
        (#"{"events": [{"t": 1, "type": "touchUp"}, {"t": 0.5, "type": "touchUp"}]}"#, "trace.json:1:48: at $.events[1].t: time 0.5 is earlier than the previous event's 1; times never decrease"),
        (#"{"events": [{"t": 0, "type": "increment", "thumb": "middle"}]}"#, #"trace.json:1:52: at $.events[0].thumb: unknown value "middle"; expected one of "lower", "upper""#),
        (#"{"events": [{"t": 0, "type": "increment"}]}"#, #"trace.json:1:13: at $.events[0]: missing key "thumb"; a range slider's increment names "lower" or "upper""#),
        (#"{"events": [{"t": 0, "type": "touchDown"}]}"#, #"trace.json:1:13: at $.events[0]: missing key "x""#),
        (#"{"events": [{"t": 0, "type": "touchDown", "x": true}]}"#, "trace.json:1:48: at $.events[0].x: expected a number, found a boolean (true)"),
        (#"{"events": [{"t": -Infinity, "type": "touchUp"}]}"#, "trace.json:1:20: invalid JSON: expected digits in number"),
        (#"{"events": [{"t": 0, "type": "setValue", "value": 5}]}"#, "trace.json:1:51: at $.events[0].value: a range slider's setValue takes two numbers, [lower, upper], found one number"),
        (#"{"events": {}}"#, "trace.json:1:12: at $.events: expected an array, found an object"),
    ])
    func badTraces(trace: String, message: String) {
        let result = replay(trace: trace)
        expectEqual(result.code, .dataError)
        let line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        expectSuffix(line, message)
    }

    @Test("An error in the middle of a trace ends the lines: the effects before it are printed, the final line is not")
    func errorMidTrace() {
        let result = replay(trace: """
            {"events": [
            {"t": 0, "type": "touchDown", "x": 50},
            {"t": 0.1, "type": "touchMove", "x": 150},
            {"t": 0.2, "type": "touchMove", "x": oops}
            ]}
            """)
        expectEqual(result.code, .dataError)
        expectSuffix(result.stderr, "trace.json:4:38: invalid JSON: expected a value, found 'o'\n")
        #expect(!result.stdout.isEmpty)
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("{\"t\":0.1,") }, "\(result.stdout)")
        expectNotContains(result.stdout, "final")
    }

    @Test("A two-number setValue for a single slider is refused")
    func singleSetValueArray() {
        let result = replay(
            scene: #"{"slider": {"kind": "single", "bounds": [0, 100], "value": 5}}"#,
            trace: #"{"events": [{"t": 0, "type": "setValue", "value": [1, 2]}]}"#)
        expectEqual(result.code, .dataError)
        expectContains(result.stderr, "at $.events[0].value: a single slider's setValue takes one number, found an array")
    }

    @Test("A missing file is an I/O error, exit 74")
    func missingFile() {
        let result = runCLI(["replay", "/nonexistent/scene.json", "/nonexistent/trace.json"])
        expectEqual(result.code, .ioError)
        expectEqual(result.stderr, "Error: cannot read /nonexistent/scene.json: no such file\n")
    }

    @Test("Wrong arguments print the usage and exit 64")
    func usage() {
        let result = runCLI(["replay", "only-one.json"])
        expectEqual(result.code, .usage)
        expectEqual(result.stderr, """
            Error: missing <trace.json>
            Usage: render-cli replay <scene.json> <trace.json>
              See 'render-cli replay --help' for more information.

            """)
        expectPrefix(runCLI(["replya"]).stderr, "Error: unknown subcommand 'replya'; did you mean 'replay'?")
        expectEqual(runCLI(["replay", "--fast"]).code, .usage)
    }

    @Test("--help prints OVERVIEW, USAGE and OPTIONS on stdout and exits 0")
    func help() {
        let top = runCLI(["--help"])
        expectEqual(top.code, .ok)
        expectPrefix(top.stdout, "OVERVIEW: ")
        expectContains(top.stdout, "SUBCOMMANDS:\n  replay")
        let replay = runCLI(["replay", "--help"])
        expectEqual(replay.code, .ok)
        expectContains(replay.stdout, "USAGE: render-cli replay <scene.json> <trace.json>")
        #expect(replay.stderr.isEmpty)
    }
}

@Suite("Output formats and check messages")
struct OutputFormatTests {
    @Test("An --out file whose extension names another format is refused, and nothing is written")
    func wrongExtension() {
        let folder = temporaryFolder()
        let result = runCLI(["render", fixtures + "/scenes/price.json", "--out", folder + "/price.jpg"])
        expectEqual(result.code, .usage)
        #expect(result.stderr.hasPrefix("Error: '--out \(folder)/price.jpg' ends in .jpg, but render writes SVG or PNG; name the file .svg or .png\n"))
        #expect(!fileExists(folder + "/price.jpg"))
        let svgAsPNG = runCLI(["render", fixtures + "/scenes/price.json", "--format", "svg", "--out", folder + "/price.png"])
        expectEqual(svgAsPNG.code, .usage)
        #expect(!fileExists(folder + "/price.png"))
        expectEqual(runCLI(["render", fixtures + "/scenes/price.json", "--out", folder + "/price.svg"]).code, .ok)
    }

    @Test("check says missing for a missing golden and gives the command that accepts a changed one")
    func checkMessages() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/goldens", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixtures + "/scenes/price.json", toPath: folder + "/scenes/price.json")
        let missing = runCLI(["check", folder, "--record", "never"])
        expectEqual(missing.code, .failed)
        #expect(missing.stdout.hasPrefix("MISSING   price  \(folder)/goldens/price.svg\n    no golden yet; to create it: render-cli check \(folder) --filter price --record missing\n"))
        expectNotContains(missing.stdout, "did not match")
        expectEqual(runCLI(["check", folder, "--record", "missing"]).code, .failed)
        expectEqual(runCLI(["check", folder, "--record", "never"]).code, .ok)
        let golden = try String(contentsOfFile: folder + "/goldens/price.svg", encoding: .utf8)
        try golden.replacingOccurrences(of: "#ff5b3a", with: "#7c3aed").write(toFile: folder + "/goldens/price.svg", atomically: true, encoding: .utf8)
        let changed = runCLI(["check", folder, "--record", "never", "--artifacts", folder + "/artifacts"])
        expectEqual(changed.code, .failed)
        expectContains(changed.stdout, "track.fill fill #7c3aed → #ff5b3a")
        #expect(changed.stdout.contains("    to accept: render-cli check \(folder) --filter price --record failed"))
        #expect(fileExists(folder + "/artifacts" + folder + "/goldens/price.svg"))
    }
}

@Suite("Version")
struct VersionTests {
    @Test("--version prints the latest released version of CHANGELOG.md (an Unreleased heading above it aside)")
    func versionMatchesChangelog() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let latest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }.map { String($0.dropFirst(3)) }
        expectNotNil(latest)
        expectEqual(runCLI(["--version"]).stdout, "render-cli \(latest ?? "")\n")
    }
}
