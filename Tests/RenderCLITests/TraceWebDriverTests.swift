@testable import SliderEngine
@testable import SliderDocuments
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli

@Suite("trace import --from webdriver")
struct TraceWebDriverTests {
    func importing(_ path: String, _ options: [String] = []) -> (code: ExitCode, stdout: String, stderr: String) {
        runCLI(["trace", "import", "--from", "webdriver"] + options + [path])
    }

    func importing(json: String, _ options: [String] = []) throws -> [TimedEvent<Double>] {
        let result = importing(writeTemporary("actions.json", json), options)
        expectEqual(result.code, .ok, "\(result.stderr)")
        return try traceEvents(result.stdout)
    }

    /// One touch pointer source with these actions.
    func touch(_ actions: String) -> String {
        #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [\#(actions)]}]}"#
    }

    @Test("An Appium-style drag: press, pause, a 250 ms move at 120 Hz, a relative move, lift")
    func appiumDrag() throws {
        let result = importing(fixtures + "/traces/webdriver-drag.json", ["--origin", "16,200"])
        expectEqual(result.code, .ok)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("""
            {
              "comment": "Imported from webdriver-drag.json (W3C WebDriver Actions, moves at 120 Hz), slider origin 16,200.",
              "events": [
                { "t": 0, "type": "touchDown", "x": 50, "y": 57 },
                { "t": 0.1083, "type": "touchMove", "x": 55, "y": 57 },

            """))
        var expected = [down(0, 50, 57)]
        // 250 ms at 120 Hz: 30 moves of 5 pt every 8.33 ms after the 100 ms pause, ending on 200.
        expected += (1...30).map { k in move(TraceWriter.time(0.1 + 0.25 * Double(k) / 30), 50 + 5 * Double(k), 57) }
        // "pointer" origin: 30 pt back from where the finger is, 50 ms in 6 moves.
        expected += (1...6).map { k in move(TraceWriter.time(0.35 + 0.05 * Double(k) / 6), 200 - 5 * Double(k), 57) }
        expected.append(up(0.4))
        try expectEqual(traceEvents(result.stdout), expected)
    }

    @Test("--rate sets how finely moves are interpolated: max(1, round(d × rate)) steps")
    func rate() throws {
        let events = try traceEvents(importing(fixtures + "/traces/webdriver-drag.json", ["--origin", "16,200", "--rate", "60"]).stdout)
        expectEqual(events.count, 1 + 15 + 3 + 1)
        expectEqual(events[1], move(0.1167, 60, 57))
        expectEqual(events[15], move(0.35, 200, 57))
        expectEqual(WebDriverImport.steps(ms: 9, rate: 120), 1)
        expectEqual(WebDriverImport.steps(ms: 13, rate: 120), 2)
        expectEqual(WebDriverImport.steps(ms: 0, rate: 120), 1)
        expectEqual(WebDriverImport.steps(ms: 400, rate: 60), 24)
    }

    @Test("A tick lasts as long as its longest action: a none source's 300 ms pause holds the lift back")
    func tickDuration() throws {
        let result = importing(fixtures + "/traces/webdriver-ticks.json")
        var expected = [down(0, 100, 22)]
        expected += (1...12).map { k in move(TraceWriter.time(0.1 * Double(k) / 12), TraceWriter.coordinate(100 + 100 * Double(k) / 12), 22) }
        expected.append(up(0.3))
        try expectEqual(traceEvents(result.stdout), expected)
    }

    @Test("Pointer semantics of the spec: start at 0,0, hover moves are silent, unchanged positions dispatch nothing")
    func pointerSemantics() throws {
        // pointerDown with no move first: the pointer is at the viewport's 0,0.
        try expectEqual(importing(json: touch(#"{"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}"#), ["--origin", "10,-5"]), [down(0, -10, 5), up(0)])
        // Moves before the press only place the pointer; a move to where it already is dispatches nothing.
        try expectEqual(importing(json: touch(#"""
            {"type": "pointerMove", "duration": 100, "x": 40, "y": 10}, {"type": "pointerDown", "button": 0},
            {"type": "pointerMove", "duration": 20, "x": 40, "y": 10}, {"type": "pointerMove", "x": 10, "y": 0, "origin": "pointer"},
            {"type": "pointerUp", "button": 0}
            """#)), [down(0.1, 40, 10), move(0.12, 50, 10), up(0.12)])
        // Two buttons: the touch ends when the last one is released; releasing a button that is not pressed does nothing.
        try expectEqual(importing(json: touch(#"""
            {"type": "pointerDown", "button": 0}, {"type": "pointerDown", "button": 2}, {"type": "pointerUp", "button": 1},
            {"type": "pointerUp", "button": 0}, {"type": "pause", "duration": 50}, {"type": "pointerUp", "button": 2}
            """#)), [down(0, 0, 0), up(0.05)])
        // pointerCancel ends the touch as a cancel.
        try expectEqual(importing(json: touch(#"{"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 10}, {"type": "pointerCancel"}"#)), [down(0, 0, 0), TimedEvent(t: 0.01, .touchCancel)])
    }

    @Test("Pen and mouse pointers, a bare array of sources and extra pointer properties are accepted")
    func variants() throws {
        let pen = #"[{"type": "pointer", "id": "p", "parameters": {"pointerType": "pen"}, "actions": [{"type": "pointerMove", "x": 5, "y": 6, "pressure": 0.5}, {"type": "pointerDown", "button": 0, "width": 3}]}]"#
        try expectEqual(importing(json: pen, ["--x-only"]), [down(0, 5)])
        let mouse = #"{"actions": [{"type": "pointer", "id": "m", "actions": [{"type": "pointerDown", "button": 0}]}]}"#
        try expectEqual(importing(json: mouse), [down(0, 0, 0)])
        // Nothing touches: an error, not an empty trace.
        let empty = importing(writeTemporary("actions.json", #"{"actions": []}"#))
        expectEqual(empty.code, .dataError)
        expectSuffix(empty.stderr, ": no touch found: the file holds no finger going down\n", "\(empty.stderr)")
    }

    @Test("Refusals name the file, the place and the reason, exit 65", arguments: [
        (#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerMove", "x": 1, "y": 2, "origin": {"element-6066-11e4-a52e-4f735466cecf": "e1"}}]}]}"#,
         #"1:107: at $.actions[0].actions[0].origin: an element origin; a trace has no page elements, so use "viewport" (absolute) or "pointer" (relative) coordinates"#),
        (#"{"actions": [{"type": "key", "id": "k", "actions": [{"type": "keyDown", "value": "a"}]}]}"#,
         #"1:23: at $.actions[0].type: a key input source ("k"); only pointer sources and "none" sources (pauses) become slider traces"#),
        (#"{"actions": [{"type": "wheel", "id": "w", "actions": []}]}"#,
         #"1:23: at $.actions[0].type: a wheel input source ("w"); only pointer sources and "none" sources (pauses) become slider traces"#),
        (#"{"actions": [{"type": "pointer", "id": "a", "actions": []}, {"type": "pointer", "id": "b", "parameters": {"pointerType": "mouse"}, "actions": []}]}"#,
         #"1:61: at $.actions[1]: a second pointer source ("b" after "a"); the slider follows one finger, so multi-touch actions are refused"#),
        (#"{"actions": [{"type": "none", "id": "a", "actions": []}, {"type": "pointer", "id": "a", "actions": []}]}"#,
         #"1:84: at $.actions[1].id: the id "a" names two input sources; give each source its own id"#),
        (#"{"actions": [{"type": "joystick", "id": "j", "actions": []}]}"#,
         #"1:23: at $.actions[0].type: unknown input source type "joystick"; expected one of "pointer", "none", "key", "wheel""#),
        (#"{"actions": [{"type": "none", "id": "n", "actions": [{"type": "pointerDown", "button": 0}]}]}"#,
         #"1:63: at $.actions[0].actions[0].type: a none source takes only pause actions, found "pointerDown""#),
        (#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pause", "duration": 12.5}]}]}"#,
         #"1:87: at $.actions[0].actions[0].duration: expected a duration in whole milliseconds (an integer of 0 or more), found 12.5"#),
        (#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerMove", "duration": -1, "x": 0, "y": 0}]}]}"#,
         #"1:93: at $.actions[0].actions[0].duration: expected a duration in whole milliseconds (an integer of 0 or more), found -1"#),
        (#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerMove", "x": 0, "y": 0, "origin": "page"}]}]}"#,
         #"1:107: at $.actions[0].actions[0].origin: unknown origin "page"; expected "viewport" or "pointer" (element origins are refused)"#),
        (#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerMve", "x": 0, "y": 0}]}]}"#,
         #"1:66: at $.actions[0].actions[0].type: unknown pointer action "pointerMve"; did you mean "pointerMove"?"#),
        (#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerDown"}]}]}"#,
         #"1:57: at $.actions[0].actions[0]: missing key "button""#),
        (#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerMove", "x": 0}]}]}"#,
         #"1:57: at $.actions[0].actions[0]: missing key "y""#),
        (#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerMove", "durtion": 5, "x": 0, "y": 0}]}]}"#,
         #"1:92: at $.actions[0].actions[0].durtion: unknown key "durtion"; did you mean "duration"?"#),
        (#"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "finger"}, "actions": []}]}"#,
         #"1:75: at $.actions[0].parameters.pointerType: unknown value "finger"; expected one of "mouse", "pen", "touch""#),
        (#"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerMove", "duration": 100000000, "x": 0, "y": 0}]}]}"#,
         #"1:93: at $.actions[0].actions[0].duration: a move of 100000000 ms at 120 Hz would make 12000000 samples, more than 1000000; lower --rate"#),
        (#"{"sessionId": "x", "actions": []}"#, #"1:15: at $.sessionId: unknown key "sessionId"; expected one of "actions""#),
    ])
    func refusals(json: String, message: String) {
        let path = writeTemporary("actions.json", json)
        let result = importing(path)
        expectEqual(result.code, .dataError)
        #expect(result.stdout.isEmpty)
        expectEqual(result.stderr, "Error: \(path):\(message)\n")
    }

    @Test("Two touch sources (a pinch) are refused with the place of the second")
    func twoSources() {
        let path = fixtures + "/traces/webdriver-two-sources.json"
        let result = importing(path)
        expectEqual(result.code, .dataError)
        expectEqual(result.stderr, """
            Error: \(path):14:5: at $.actions[1]: a second pointer source ("finger2" after "finger1"); the slider follows one finger, so multi-touch actions are refused

            """)
    }

    @Test("--scene PAGE gives each touch of a screen recording to the slider it lands on; the result replays on the page")
    func routedToPage() throws {
        let seed = fixtures + "/scenes/seed-example.json"
        let age = try SceneDocument(contentsOf: seed).sliderFrames[1]
        let (x, y) = (Int(age.x) + 60, Int(age.y + age.height) - 14)
        // A drag on the age slider, then a tap above every slider.
        let json = touch("""
            {"type": "pointerMove", "duration": 0, "x": \(x), "y": \(y)}, {"type": "pointerDown", "button": 0},
            {"type": "pointerMove", "duration": 200, "x": \(x + 80), "y": \(y)}, {"type": "pointerUp", "button": 0},
            {"type": "pointerMove", "duration": 0, "x": 5, "y": 5}, {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}
            """)
        let file = writeTemporary("screen.json", json)
        let result = importing(file, ["--scene", seed, "--rate", "60"])
        expectEqual(result.code, .ok, "\(result.stderr)")
        expectContains(result.stderr, "touches per slider: slider 0: 0, slider 1: 1")
        #expect(result.stderr.contains("Warning: the touch at t=0.2 (5, 5) lands on no slider; left out"))
        expectContains(result.stdout, #"{ "t": 0, "type": "touchDown", "slider": 1, "x": 60, "y": "#)
        expectContains(result.stdout, "touches given to the sliders of seed-example.json")
        let trace = writeTemporary("routed.json", result.stdout)
        let replay = runCLI(["replay", seed, trace])
        expectEqual(replay.code, .ok, "\(replay.stderr)")
        expectContains(replay.stdout, #""slider":1,"type":"value""#)
        // --slider N marks every event without routing; --scene needs a page and goes without --slider.
        let one = writeTemporary("one.json", touch(#"{"type": "pointerMove", "duration": 0, "x": 10, "y": 10}, {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}"#))
        let marked = importing(one, ["--slider", "1"])
        expectEqual(marked.code, .ok)
        try expectEqual(TraceDocument(bytes: Array(marked.stdout.utf8), file: "m.json", for: SceneDocument(contentsOf: seed)).events.map(\.slider), [1, 1])
        expectContains(importing(file, ["--scene", fixtures + "/scenes/price.json"]).stderr, "is one slider; use --origin")
        expectEqual(importing(file, ["--scene", seed, "--slider", "1"]).code, .usage)
        expectEqual(importing(file, ["--slider", "-1"]).code, .usage)
        let generated = runCLI(["trace", "generate", "tap 100", "--slider", "1"])
        #expect(generated.code == .ok && generated.stdout.contains(#""type": "touchDown", "slider": 1, "x": 100"#))
    }

    @Test("What real clients send beyond the spec is read, each with one warning naming the first place and the count")
    func lenientClients() throws {
        // WebdriverIO: button on pointerMove and pause; Selenium Python: duration on down and up; a pointerUp without button.
        let json = touch(#"""
            {"type": "pointerMove", "duration": 0, "x": 10, "y": 20, "button": 0, "width": 1, "height": 1, "pressure": 0.5,
             "tangentialPressure": 0, "tiltX": 0, "tiltY": 0, "twist": 0, "altitudeAngle": 1.5, "azimuthAngle": 0},
            {"type": "pointerDown", "button": 0, "duration": 0},
            {"type": "pause", "duration": 100, "button": 0},
            {"type": "pointerMove", "duration": 50, "x": 30, "y": 20, "button": 0},
            {"type": "pointerUp", "duration": 0}
            """#)
        let path = writeTemporary("clients.json", json)
        let result = importing(path, ["--rate", "40"])
        expectEqual(result.code, .ok, "\(result.stderr)")
        try expectEqual(traceEvents(result.stdout), [down(0, 10, 20), move(0.125, 20, 20), move(0.15, 30, 20), up(0.15)])
        expectEqual(result.stderr, """
            Warning: \(path):1:164: at $.actions[0].actions[0].button: "button" on a pointerMove action is not in the W3C spec (WebdriverIO and device farms send it); ignored (also at 5:69: at $.actions[0].actions[3].button; 2 places in all)
            Warning: \(path):3:50: at $.actions[0].actions[1].duration: "duration" on pointerDown and pointerUp actions is not in the W3C spec (Selenium Python sends it); ignored, it holds no time (also at 6:35: at $.actions[0].actions[4].duration; 2 places in all)
            Warning: \(path):4:46: at $.actions[0].actions[2].button: "button" on a pause action is not in the W3C spec (WebdriverIO and device farms send it); ignored
            Warning: \(path):6:1: at $.actions[0].actions[4]: a pointerUp without "button" (the spec requires one); read as releasing every pressed button

            """)
        // A pointerUp without button releases every pressed button; a stray button must still be a button number.
        try expectEqual(importing(json: touch(#"{"type": "pointerDown", "button": 0}, {"type": "pointerDown", "button": 2}, {"type": "pointerUp"}"#)), [down(0, 0, 0), up(0)])
        let bad = writeTemporary("bad.json", touch(#"{"type": "pause", "duration": 1, "button": -1}"#))
        #expect(importing(bad).stderr.contains("at $.actions[0].actions[0].button: expected a button number (an integer of 0 or more), found -1"))
    }

    @Test("Appium's forms: the driver call [[sources], id], and a whole log line pasted with its timestamp or the body on the next line")
    func appiumLogForms() throws {
        let sources = #"[{"type": "pointer", "id": "f", "actions": [{"type": "pointerMove", "x": 5, "y": 6}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 20}, {"type": "pointerUp", "button": 0}]}]"#
        let expected = [down(0, 5, 6), up(0.02)]
        try expectEqual(importing(json: "[\(sources), \"4d2f\"]"), expected)
        try expectEqual(importing(json: "2024-01-01 10:00:00:123 [HTTP] --> POST /session/4d2f/actions {\"actions\": \(sources)}\n"), expected)
        try expectEqual(importing(json: "[HTTP] --> POST /wd/hub/session/4d2f/actions\r\n[HTTP] {\"actions\": \(sources)}\r\n[HTTP] <-- POST /wd/hub/session/4d2f/actions 200 41 ms - 14\n"), expected)
        try expectEqual(importing(json: "[W3C (4d2f)] Calling AppiumDriver.performActions() with args: [\(sources),\"4d2f\"]"), expected)
        // Errors keep the file's own line and column.
        let path = writeTemporary("log.txt", "[HTTP] --> POST /session/x/actions\n[HTTP] {\"actions\": [{\"type\": \"pointer\", \"id\": \"f\", \"actions\": [{\"type\": \"pointerDwn\"}]}]}\n")
        expectEqual(importing(path).stderr, "Error: \(path):2:73: at $.actions[0].actions[0].type: unknown pointer action \"pointerDwn\"; did you mean \"pointerDown\"?\n")
        let nested = writeTemporary("nested.json", "[[], []]")
        expectContains(importing(nested).stderr, "at $[0]: expected an input source object")
    }
}
