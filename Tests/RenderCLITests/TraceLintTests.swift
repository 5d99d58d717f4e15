import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli
@testable import SliderEngine
@testable import SliderDocuments

@Suite("trace lint")
struct TraceLintTests {
    /// Lints a trace whose events are given one per line, so line N + 2 is event N.
    func lint(_ events: [String], _ options: [String] = []) -> (code: ExitCode, lines: [String], path: String) {
        let path = writeTemporary("trace.json", "{\"events\": [\n" + events.joined(separator: ",\n") + "\n]}\n")
        let result = runCLI(["trace", "lint"] + options + [path])
        let lines = result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: path, with: "trace.json") }
        return (result.code, lines, path)
    }

    @Test("Clean traces exit 0 with one summary line each; the bundled traces are clean")
    func clean() {
        let result = runCLI(["trace", "lint", fixtures + "/traces/price-drag.json", fixtures + "/traces/age-gap.json"])
        expectEqual(result.code, .ok)
        expectEqual(result.stdout, "\(fixtures)/traces/price-drag.json: clean, 34 events\n\(fixtures)/traces/age-gap.json: clean, 10 events\n")
        expectEqual(lint([#"{"t": 0, "type": "touchDown", "x": 1}"#, #"{"t": 0.1, "type": "touchUp"}"#]).lines, ["trace.json: clean, 2 events"])
    }

    @Test("Each problem is reported at its line; exit 1", arguments: [
        // Decreasing times: what replay refuses, reported rather than stopping.
        ([#"{"t": 1, "type": "increment", "thumb": "upper"}"#, #"{"t": 0.5, "type": "increment", "thumb": "upper"}"#],
         ["trace.json:3: error: time 0.5 is earlier than the previous event's 1; times never decrease"]),
        ([#"{"t": 0, "type": "touchMove", "x": 10}"#],
         ["trace.json:2: warning: touchMove with no finger down; replay ignores it"]),
        ([#"{"t": 0, "type": "touchUp"}"#],
         ["trace.json:2: warning: touchUp with no finger down"]),
        ([#"{"t": 0, "type": "touchDown", "x": 10}"#, #"{"t": 0.2, "type": "touchMove", "x": 20}"#],
         ["trace.json:2: warning: the touch that starts here never ends: no touchUp or touchCancel follows"]),
        ([#"{"t": 0, "type": "touchDown", "x": 10}"#, #"{"t": 0.1, "type": "touchDown", "x": 20}"#, #"{"t": 0.2, "type": "touchCancel"}"#],
         ["trace.json:3: warning: touchDown while the finger that touched on line 2 is still down; replay starts a new touch"]),
        ([#"{"t": 0, "type": "touchDown", "x": 10}"#, #"{"t": 0.5, "type": "touchMove", "x": 20}"#, #"{"t": 1.75, "type": "touchUp"}"#],
         ["trace.json:4: warning: 1.25 s pass without an event while the finger that touched on line 2 is down; more than 1 s is unusual for a drag"]),
        ([#"{"t": 0, "type": "touchDown", "x": -45}"#, #"{"t": 0.1, "type": "touchMove", "x": 375, "y": -44.5}"#, #"{"t": 0.2, "type": "touchUp"}"#],
         ["trace.json:2: warning: x -45 is 45 pt left of the slider, more than 44 pt outside; check the origin or the scale",
          "trace.json:3: warning: x 375 is 45 pt right of the slider (width 330), more than 44 pt outside; check the origin or the scale",
          "trace.json:3: warning: y -44.5 is 44.5 pt above the slider, more than 44 pt outside; check the origin or the scale"]),
        ([#"{"t": 0, "type": "touchDwn", "x": 1}"#, #"{"type": "touchUp"}"#, #"{"t": "0", "type": "touchUp", "X": 1}"#, #"[1]"#],
         [#"trace.json:2: error: unknown event type "touchDwn"; did you mean "touchDown"?"#,
          #"trace.json:3: error: missing key "t""#,
          "trace.json:3: warning: touchUp with no finger down",
          "trace.json:4: error: expected a time in seconds, found a string",
          #"trace.json:4: error: unknown key "X" in a touchUp event"#,
          "trace.json:4: warning: touchUp with no finger down",
          "trace.json:5: error: expected an event object, found an array"]),
        ([#"{"t": 0, "type": "setValue", "value": "x"}"#, #"{"t": 0, "type": "setColorScheme", "value": "blue"}"#, #"{"t": 0, "type": "setDisabled"}"#, #"{"t": 0, "type": "increment", "thumb": "middle"}"#],
         ["trace.json:2: error: expected a number (a single slider) or two numbers, [lower, upper], found a string",
          #"trace.json:3: error: unknown value "blue"; expected one of "light", "dark""#,
          #"trace.json:4: error: missing key "value""#,
          #"trace.json:5: error: expected "lower" or "upper""#]),
        ([#"{"t": 0, "type": "setValue", "value": [1, 2], "animated": "yes"}"#, #"{"t": 0, "type": "increment", "thumb": "upper", "animated": true}"#],
         ["trace.json:2: error: expected true (the app changed the value inside withAnimation) or false",
          #"trace.json:3: error: unknown key "animated" in a increment event"#]),
    ])
    func problems(events: [String], expected: [String]) {
        let result = lint(events)
        // Errors (what replay refuses) exit 1; warnings alone exit 0, and 1 with --strict.
        let hasErrors = expected.contains { $0.contains(": error: ") }
        expectEqual(result.code, hasErrors ? .failed : .ok)
        expectEqual(lint(events, ["--strict"]).code, .failed)
        expectEqual(Array(result.lines.dropLast()), expected)
    }

    @Test("Whatever replay refuses is an error, even where the lint rules say nothing", arguments: [
        (#"{"t": 20000000, "type": "touchUp"}"#, "trace.json:2: error: at $.events[0].t: expected a time from 0 to 10000000 seconds, found 20000000"),
        (#"{"t": 0, "type": "touchDown", "x": 5e6}"#, "trace.json:2: error: at $.events[0].x: expected a coordinate within ±1000000 points, found 5000000"),
    ])
    func parityWithReplay(event: String, expected: String) {
        let result = lint([event])
        expectEqual(result.code, .failed)
        expectContains(result.lines, expected, "\(result.lines)")
        let replay = runCLI(["replay", fixtures + "/scenes/price.json", result.path])
        expectEqual(replay.code, .dataError)
    }

    @Test("The summary counts errors and warnings")
    func summary() {
        let result = lint([#"{"t": 1, "type": "touchMove", "x": 1}"#, #"{"t": 0, "type": "touchUp"}"#])
        expectEqual(result.lines.last, "trace.json: 1 error, 2 warnings in 2 events")
    }

    @Test("A setWidth event moves the right edge; --width sets it; --scene gives width, height and kind")
    func geometry() {
        let wide = [#"{"t": 0, "type": "setWidth", "value": 500}"#, #"{"t": 0, "type": "touchDown", "x": 520}"#, #"{"t": 0.1, "type": "touchUp"}"#]
        expectEqual(lint(wide).code, .ok)
        expectEqual(lint(Array(wide.dropFirst()), ["--width", "400"]).lines.first, "trace.json:2: warning: x 520 is 120 pt right of the slider (width 400), more than 44 pt outside; check the origin or the scale")

        let scene = fixtures + "/scenes/price.json"
        let low = lint([#"{"t": 0, "type": "touchDown", "x": 10, "y": 150}"#, #"{"t": 0.1, "type": "touchUp"}"#, #"{"t": 0.2, "type": "decrement"}"#], ["--scene", scene])
        expectEqual(Array(low.lines.dropLast()), [
            "trace.json:2: warning: y 150 is 72.13 pt below the slider (height 77.87), more than 44 pt outside; check the origin or the scale",
            #"trace.json:4: error: a range slider's decrement names a thumb: "thumb": "lower" or "upper""#,
        ])
        let single = writeTemporary("single.json", #"{"slider": {"kind": "single", "bounds": [0, 1], "value": 0.5}}"#)
        expectEqual(lint([#"{"t": 0, "type": "increment", "thumb": "lower"}"#], ["--scene", single]).lines.first, #"trace.json:2: error: a single slider has one thumb; leave "thumb" out"#)
        expectEqual(lint([], ["--scene", scene, "--width", "3"]).code, .usage)
    }

    @Test("A file that is not a JSON trace is bad data, exit 65")
    func notATrace() {
        let broken = writeTemporary("t.json", "{\"events\": [\n{\"t\": 0,}\n]}")
        let result = runCLI(["trace", "lint", broken])
        expectEqual(result.code, .dataError)
        expectEqual(result.stderr, "Error: \(broken):2:9: invalid JSON: expected a key in quotes, found '}'\n")
        let noEvents = writeTemporary("t.json", #"{"evnts": []}"#)
        expectEqual(runCLI(["trace", "lint", noEvents]).stderr, "Error: \(noEvents):1:1: at $: missing key \"events\"\n")
    }
}
