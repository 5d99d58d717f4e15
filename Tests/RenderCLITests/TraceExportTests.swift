@testable import SliderEngine
@testable import SliderDocuments
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli

@Suite("trace export --to webdriver")
struct TraceExportTests {
    func export(_ path: String, _ options: [String] = []) -> (code: ExitCode, stdout: String, stderr: String) {
        runCLI(["trace", "export", "--to", "webdriver"] + options + [path])
    }

    /// Exports `trace`, imports the result back with `importOptions`, and returns both event lists (touches only).
    func roundTrip(_ trace: String, export exportOptions: [String] = [], import importOptions: [String]) throws -> (original: [TimedEvent<Double>], back: [TimedEvent<Double>]) {
        let exported = export(trace, exportOptions)
        expectEqual(exported.code, .ok)
        let actions = writeTemporary("actions.json", exported.stdout)
        let imported = runCLI(["trace", "import", "--from", "webdriver"] + importOptions + [actions])
        expectEqual(imported.code, .ok, "\(imported.stderr)")
        let original = try TraceFile.parse(readFile(trace), file: trace, kind: .range, valueType: .double).events.filter(\.isTouch)
        return (original.map(\.asWritten), try traceEvents(imported.stdout))
    }

    /// Same touches in the same order, times within 0.5 ms, coordinates exact at 0.01 pt.
    func expectSameTouches(_ a: [TimedEvent<Double>], _ b: [TimedEvent<Double>], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.count == b.count, sourceLocation: sourceLocation)
        for (x, y) in zip(a, b) {
            #expect(x.event == y.event, "at t=\(x.t)", sourceLocation: sourceLocation)
            expectLessOrEqual(abs(x.t - y.t), 0.0005 + 1e-12, "\(x.t) vs \(y.t)", sourceLocation: sourceLocation)
        }
    }

    @Test("A small trace exports to one touch pointer: move and press, timed moves, pauses, lift; VoiceOver is skipped with a warning")
    func format() {
        let trace = writeTemporary("t.json", #"""
            {"events": [
              {"t": 0.25, "type": "touchDown", "x": 50.24},
              {"t": 0.2667, "type": "touchMove", "x": 54.24, "y": 60},
              {"t": 0.2833, "type": "touchMove", "x": 58.5},
              {"t": 0.4, "type": "touchUp"},
              {"t": 1, "type": "increment", "thumb": "upper"},
              {"t": 1.2, "type": "touchDown", "x": 10, "y": 5},
              {"t": 1.25, "type": "touchCancel"},
              {"t": 1.5, "type": "setColorScheme", "value": "dark"}
            ]}
            """#)
        let result = export(trace, ["--origin", "16,200", "--y", "57"])
        expectEqual(result.code, .ok)
        expectEqual(result.stderr, "Warning: WebDriver Actions cannot express 2 events; skipped increment upper at t=1, setColorScheme at t=1.5\n")
        expectEqual(result.stdout, """
            {
              "actions": [
                {
                  "type": "pointer",
                  "id": "finger1",
                  "parameters": { "pointerType": "touch" },
                  "actions": [
                    { "type": "pause", "duration": 250 },
                    { "type": "pointerMove", "duration": 0, "x": 66.24, "y": 257, "origin": "viewport" },
                    { "type": "pointerDown", "button": 0 },
                    { "type": "pointerMove", "duration": 17, "x": 70.24, "y": 260, "origin": "viewport" },
                    { "type": "pointerMove", "duration": 16, "x": 74.5, "y": 260, "origin": "viewport" },
                    { "type": "pause", "duration": 117 },
                    { "type": "pointerUp", "button": 0 },
                    { "type": "pause", "duration": 800 },
                    { "type": "pointerMove", "duration": 0, "x": 26, "y": 205, "origin": "viewport" },
                    { "type": "pointerDown", "button": 0 },
                    { "type": "pause", "duration": 50 },
                    { "type": "pointerCancel" }
                  ]
                }
              ]
            }

            """)
    }

    @Test("--integers rounds to whole points; --scene takes y from the track's centre; a single slider's swipes name no thumb")
    func options() {
        let trace = writeTemporary("t.json", #"{"events": [{"t": 0, "type": "touchDown", "x": 50.5}, {"t": 0.1, "type": "decrement"}]}"#)
        let result = export(trace, ["--integers", "--scene", fixtures + "/scenes/price.json"])
        expectContains(result.stdout, #"{ "type": "pointerMove", "duration": 0, "x": 51, "y": 56, "origin": "viewport" }"#)
        expectEqual(result.stderr, """
            Warning: WebDriver Actions cannot express 1 event; skipped decrement at t=0.1
            Warning: the trace ends with the finger down, and so do the actions

            """)
        expectContains(export(trace).stdout, #""x": 50.5, "y": 22,"#)
    }

    @Test("Moves and lifts with no finger down are skipped by name; a second touchDown lifts the first")
    func oddTouches() {
        let trace = writeTemporary("t.json", #"{"events": [{"t": 0, "type": "touchMove", "x": 1}, {"t": 0.1, "type": "touchDown", "x": 2}, {"t": 0.2, "type": "touchDown", "x": 3}, {"t": 0.3, "type": "touchUp"}, {"t": 0.4, "type": "touchUp"}]}"#)
        let result = export(trace)
        expectEqual(result.stderr, """
            Warning: WebDriver Actions cannot express 2 events; skipped touchMove at t=0 (no finger down), touchUp at t=0.4 (no finger down)
            Warning: touchDown at t=0.2 comes while the finger is down; the actions lift it first

            """)
        expectEqual(result.stdout.components(separatedBy: "pointerUp").count - 1, 2)
    }

    @Test("Round trip: the bundled 60 Hz price drag comes back with --rate 60 (x only, times within 0.5 ms)")
    func roundTripPriceDrag() throws {
        let (original, back) = try roundTrip(fixtures + "/traces/price-drag.json", export: ["--origin", "16,200"], import: ["--rate", "60", "--origin", "16,200", "--x-only"])
        expectEqual(original.count, 32)
        expectSameTouches(original, back)
    }

    @Test("Round trip: generated gestures with y, at 60 Hz and eased, come back exactly at 0.01 pt")
    func roundTripGenerated() throws {
        let generated = runCLI(["trace", "generate", "tap 100,58", "drag 50.24,57 200,61.5 --duration 0.4", "fling 200,57 40,57", "press-hold 120,50 --duration 0.8"])
        let trace = writeTemporary("g.json", generated.stdout)
        let (original, back) = try roundTrip(trace, export: ["--origin", "16.5,200.25"], import: ["--rate", "60", "--origin", "16.5,200.25"])
        expectEqual(original.count, 2 + 26 + 9 + 2)
        expectSameTouches(original, back)
    }

    @Test("Round trip at the default 120 Hz: an imported 120 Hz WebDriver move exports and imports to the same events")
    func roundTripImported() throws {
        let first = runCLI(["trace", "import", "--from", "webdriver", fixtures + "/traces/webdriver-ticks.json"])
        let trace = writeTemporary("imported.json", first.stdout)
        let (original, back) = try roundTrip(trace, import: [])
        expectEqual(original.count, 14)
        expectSameTouches(original, back)
    }

    @Test("Round trip of a device recording: getevent frames (8.3 ms, one 16.7 ms) come back with --rate 60")
    func roundTripGetevent() throws {
        let first = runCLI(["trace", "import", "--from", "getevent", "--scale", "0.3333333333333333", "--origin", "15,300", fixtures + "/traces/getevent-lt.txt"])
        let trace = writeTemporary("device.json", first.stdout)
        let (original, back) = try roundTrip(trace, export: ["--origin", "15,300"], import: ["--rate", "60", "--origin", "15,300"])
        expectEqual(original.count, 10)
        expectSameTouches(original, back)
    }

    @Test("What does not round-trip: a 60 Hz trace imported at 120 Hz gains a move between every two (the rate rule)")
    func rateMismatch() throws {
        let (original, back) = try roundTrip(fixtures + "/traces/price-drag.json", import: ["--x-only"])
        expectEqual(original.count, 32)
        expectEqual(back.count, 32 + 30)
        expectEqual(back[1], move(0.0085, 52.24))
        expectEqual(back[2], move(0.017, 54.24))
    }

    @Test("What does not round-trip: a finger held still before a move; the move's duration spans the hold")
    func holdBeforeMove() throws {
        let first = runCLI(["trace", "import", "--from", "webdriver", "--origin", "16,200", fixtures + "/traces/webdriver-drag.json"])
        let trace = writeTemporary("imported.json", first.stdout)
        let (original, back) = try roundTrip(trace, export: ["--origin", "16,200"], import: ["--origin", "16,200"])
        // The first move comes 108 ms after the press, so it returns as 13 steps from 50 to 55 over those 108 ms.
        expectEqual(original[1], move(0.1083, 55, 57))
        expectEqual(back.count, original.count + 12)
        expectEqual(back[1], move(0.0083, 50.38, 57))
        expectEqual(back[13], move(0.108, 55, 57))
        expectSameTouches(Array(original.dropFirst(2)), Array(back.dropFirst(14)))
    }
}

extension TimedEvent where V == Double {
    var isTouch: Bool {
        switch event {
        case .touchDown, .touchMove, .touchUp, .touchCancel: return true
        default: return false
        }
    }
}
