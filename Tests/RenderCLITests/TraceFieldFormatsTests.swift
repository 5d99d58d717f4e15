@testable import SliderEngine
@testable import SliderDocuments
import Testing
import TestSupport
@testable import render_cli

/// `trace import --from appium-touchaction|cdp|adb-input`, on small samples written for these tests.
@Suite("trace import: Appium TouchAction, CDP touch events, adb shell input")
struct TraceFieldFormatsTests {
    func importing(_ format: String, _ text: String, _ options: [String] = [], name: String = "input.txt") -> (code: ExitCode, stdout: String, stderr: String, path: String) {
        let path = writeTemporary(name, text)
        let r = runCLI(["trace", "import", "--from", format] + options + [path])
        return (r.code, r.stdout, r.stderr, path)
    }

    func events(_ format: String, _ text: String, _ options: [String] = []) throws -> [TimedEvent<Double>] {
        let r = importing(format, text, options)
        expectEqual(r.code, .ok, "\(r.stderr)")
        return try traceEvents(r.stdout)
    }

    @Test("Appium TouchAction: press, wait as the next move's duration, moveTo absolute, hold, release; tap and longPress")
    func appiumTouchAction() throws {
        let body = #"""
            {"actions": [{"action": "press", "options": {"x": 100, "y": 50}}, {"action": "wait", "options": {"ms": 50}},
             {"action": "moveTo", "options": {"x": 200, "y": 50}}, {"action": "moveTo", "options": {"x": 210, "y": 50}},
             {"action": "wait", "options": {"ms": 100}}, {"action": "release", "options": {}},
             {"action": "tap", "options": {"x": 5, "y": 6, "count": 2}},
             {"action": "longPress", "options": {"x": 1, "y": 1, "duration": 300}}, {"action": "release"}]}
            """#
        let r = importing("appium-touchaction", body, ["--rate", "60", "--origin", "0,40"])
        expectEqual(r.code, .ok, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("(Appium TouchAction, moves at 60 Hz), slider origin 0,40."))
        try expectEqual(traceEvents(r.stdout), [
            down(0, 100, 10), move(0.0167, 133.33, 10), move(0.0333, 166.67, 10), move(0.05, 200, 10),
            move(0.0667, 210, 10), up(0.1667),
            down(0.1667, 5, -34), up(0.1833), down(0.2, 5, -34), up(0.2167),
            down(0.2333, 1, -39), up(0.5333),
        ])
        // The driver call and a pasted log line; --scale for pixel coordinates; longPress holds 1 s by default.
        let actions = #"[{"action": "longPress", "options": {"x": 20, "y": 40}}, {"action": "moveTo", "options": {"x": 40, "y": 40}}, {"action": "release"}]"#
        let expected = [down(0, 10, 20), move(1.0083, 20, 20), up(1.0083)]
        try expectEqual(events("appium-touchaction", "[\(actions), \"4d2f\"]", ["--scale", "0.5"]), expected)
        try expectEqual(events("appium-touchaction", "2024-01-01 10:00:00:123 [HTTP] --> POST /wd/hub/session/4d2f/touch/perform {\"actions\": \(actions)}", ["--scale", "0.5"]), expected)
    }

    @Test("Appium TouchAction: warnings for what makes no sense, errors with the JSON path")
    func appiumProblems() throws {
        let r = importing("appium-touchaction", #"""
            {"actions": [[{"action": "moveTo", "options": {"x": 1, "y": 2}}, {"action": "press", "options": {"x": 1, "y": 2}}],
                         [{"action": "press", "options": {"x": 9, "y": 9}}]]}
            """#)
        expectEqual(r.code, .ok)
        try expectEqual(traceEvents(r.stdout), [down(0.0083, 1, 2)])
        expectEqual(r.stderr, """
            Warning: \(r.path):2:14: at $.actions[1]: a multi-finger touch action; the slider follows the first finger, the other 1 are left out
            Warning: \(r.path):1:15: at $.actions[0][0]: a moveTo with no finger down (no press before it); it only places the finger
            Warning: \(r.path):1:66: at $.actions[0][1]: the finger is still down after the last action (no release); the trace has no touchUp

            """)
        for (body, message) in [
            (#"{"actions": [{"action": "pres", "options": {"x": 1, "y": 2}}]}"#, #"1:25: at $.actions[0].action: unknown touch action "pres"; did you mean "press"?"#),
            (#"{"actions": [{"action": "press", "options": {"element": "e1", "x": 1, "y": 2}}]}"#, #"1:57: at $.actions[0].options.element: an element; a trace has no page elements, so give x and y in screen coordinates"#),
            (#"{"actions": [{"action": "press", "options": {"x": 1}}]}"#, #"1:45: at $.actions[0].options: missing option "y""#),
            (#"{"actions": [{"action": "wait", "options": {"ms": -5}}]}"#, #"1:51: at $.actions[0].options.ms: expected milliseconds, 0 or more, found -5"#),
            (#"{"actions": [{"action": "tap", "options": {"x": 1, "y": 1, "cout": 2}}]}"#, #"1:68: at $.actions[0].options.cout: unknown key "cout"; did you mean "count"?"#),
        ] {
            let bad = importing("appium-touchaction", body)
            expectEqual(bad.code, .dataError)
            expectEqual(bad.stderr, "Error: \(bad.path):\(message)\n")
        }
    }

    @Test("CDP: messages or bare params, one frame apart without timestamps, the first touch point followed")
    func cdp() throws {
        let messages = #"""
            [{"id": 1, "method": "Input.dispatchTouchEvent", "params": {"type": "touchStart", "touchPoints": [{"x": 10, "y": 20, "id": 0}]}},
             {"id": 2, "method": "Input.dispatchTouchEvent", "params": {"type": "touchMove", "touchPoints": [{"x": 99, "y": 99, "id": 1}, {"x": 30, "y": 20, "id": 0, "force": 1}]}},
             {"id": 3, "method": "Runtime.evaluate", "params": {"expression": "1"}},
             {"type": "touchEnd", "touchPoints": []}]
            """#
        let r = importing("cdp", messages, ["--origin", "10,0"])
        expectEqual(r.code, .ok)
        try expectEqual(traceEvents(r.stdout), [down(0, 0, 20), move(0.0083, 20, 20), up(0.0167)])
        expectEqual(r.stderr, """
            Warning: \(r.path):2:127: at $[1].params.touchPoints[1]: several touch points; the slider follows the first finger to touch, the others are left out
            Warning: \(r.path):3:22: at $[2].method: a Runtime.evaluate message; only Input.dispatchTouchEvent touches the slider, so it is left out

            """)
        // Timestamps (seconds since the epoch) give the times; touchCancel cancels.
        let stamped = #"""
            [{"type": "touchStart", "touchPoints": [{"x": 1, "y": 2}], "timestamp": 1700000000.5},
             {"type": "touchMove", "touchPoints": [{"x": 5, "y": 2}], "timestamp": 1700000000.75},
             {"type": "touchCancel", "touchPoints": [], "timestamp": 1700000001}]
            """#
        try expectEqual(events("cdp", stamped), [down(0, 1, 2), move(0.25, 5, 2), TimedEvent(t: 0.5, .touchCancel)])
        for (body, message) in [
            (#"[{"type": "touchStart", "touchPoints": [{"x": 1, "y": 2}], "timestamp": 5}, {"type": "touchEnd", "touchPoints": []}]"#,
             #"1:77: at $[1]: missing key "timestamp"; the first touch event has one, so every event needs one (or leave them all out)"#),
            (#"[{"type": "touchStart", "touchPoints": [{"x": 1, "y": 2}], "timestamp": 5}, {"type": "touchEnd", "touchPoints": [], "timestamp": 4}]"#,
             #"1:130: at $[1].timestamp: the timestamp 4 is earlier than the previous event's; times never decrease"#),
            (#"[{"type": "touchBegin", "touchPoints": []}]"#,
             #"1:11: at $[0].type: unknown value "touchBegin"; expected one of "touchStart", "touchMove", "touchEnd", "touchCancel""#),
            (#"[{"type": "touchStart", "touchPoints": []}]"#, #"1:40: at $[0].touchPoints: a touchStart needs at least one touch point"#),
        ] {
            let bad = importing("cdp", body)
            expectEqual(bad.code, .dataError)
            expectEqual(bad.stderr, "Error: \(bad.path):\(message)\n")
        }
        expectEqual(importing("cdp", "[]", ["--scale", "2"]).code, .usage)
    }

    @Test("adb shell input: tap, swipe (300 ms by default), draganddrop after a 400 ms hold, motionevent, sleep; CRLF and comments")
    func adbInput() throws {
        let script = "adb shell input tap 100 200\r\n# a comment\r\n\r\ninput swipe 0 0 60 0 50\r\nsleep 0.5\r\n"
            + "input touchscreen motionevent DOWN 10 10\r\ninput motionevent MOVE 20 10\r\ninput motionevent UP 20 10\r\n"
            + "input keyevent 4\r\nadb -s emulator-5554 shell input draganddrop 0 0 30 0 20  # drag\r\n"
        let r = importing("adb-input", script, ["--scale", "0.5", "--rate", "100"])
        expectEqual(r.code, .ok, "\(r.stderr)")
        #expect(r.stdout.contains("(adb shell input, swipes at 100 Hz, 0.5 pt per unit)"))
        try expectEqual(traceEvents(r.stdout), [
            down(0, 50, 100), up(0),
            down(0.01, 0, 0), move(0.02, 6, 0), move(0.03, 12, 0), move(0.04, 18, 0), move(0.05, 24, 0), move(0.06, 30, 0), up(0.06),
            down(0.56, 5, 5), move(0.57, 10, 5), up(0.58),
            down(0.59, 0, 0), move(1, 7.5, 0), move(1.01, 15, 0), up(1.01),
        ])
        expectEqual(r.stderr, "Warning: \(r.path):9:7: 'input keyevent' does not touch the screen; left out\n")
        // Android's default swipe duration; without --scale pixels are points, with a warning.
        let swipe = importing("adb-input", "input swipe 10 0 40 0\n", ["--rate", "10"])
        try expectEqual(traceEvents(swipe.stdout), [down(0, 10, 0), move(0.1, 20, 0), move(0.2, 30, 0), move(0.3, 40, 0), up(0.3)])
        #expect(swipe.stderr.contains("screen pixels were taken as points (no --scale)"))
    }

    @Test("adb shell input: errors name the line and column")
    func adbErrors() {
        for (script, message) in [
            ("input tap 1 2\ninput swip 1 2 3 4\n", #"2:7: unknown input command "swip"; did you mean "swipe"?"#),
            ("input swipe 1 2 3 x\n", #"1:19: expected a number for Y2, found "x""#),
            ("input tap 1\n", "1:7: tap takes tap X Y; found 1 argument"),
            ("input swipe 1 2 3 4 5 6\n", "1:23: swipe takes swipe X1 Y1 X2 Y2 [DURATION_MS]; found 6 arguments"),
            ("input motionevent PRESS 1 2\n", "1:19: unknown motion event \"PRESS\"; expected DOWN, MOVE, UP or CANCEL"),
            ("  tapp 1 2\n", #"1:3: unknown command "tapp"; did you mean "tap"?"#),
            ("adb push x y\n", "1:5: expected \"shell\" after \"adb\"; only 'adb shell input …' commands are read"),
        ] {
            let r = importing("adb-input", script)
            expectEqual(r.code, .dataError)
            expectEqual(r.stderr, "Error: \(r.path):\(message)\n")
        }
    }

    @Test("adb input: --screen in points and --pixels in pixels scale as --scale does; alone, mismatched or with --scale they are refused")
    func adbInputScreen() throws {
        let script = "adb shell input swipe 150 990 900 990 200\n"
        let byScreen = try events("adb-input", script, ["--screen", "360x800", "--pixels", "1080x2400", "--origin", "15,300"])
        let byScale = try events("adb-input", script, ["--scale", "0.3333333333333333", "--origin", "15,300"])
        expectEqual(byScreen, byScale)
        if case .touchDown(let x, let y) = byScreen.first?.event { #expect(abs(x - 35) < 1e-9 && abs((y ?? 0) - 30) < 1e-9) } else { Issue.record("no touchDown") }
        for (options, message) in [
            (["--screen", "360x800"], "--screen and --pixels go together"),
            (["--pixels", "1080x2400"], "--screen and --pixels go together"),
            (["--screen", "360x800", "--pixels", "2400x1080"], "have different shapes"),
            (["--screen", "360x800", "--pixels", "1080x2400", "--scale", "0.5"], "give --scale or --screen with --pixels, not both"),
        ] {
            let r = importing("adb-input", script, options)
            #expect(r.code == .usage && r.stderr.contains(message), "\(options): \(r.stderr)")
        }
        let cdp = importing("cdp", #"[{"type": "touchStart", "touchPoints": [{"x": 1, "y": 2}]}]"#, ["--pixels", "1080x2400"])
        #expect(cdp.code == .usage && cdp.stderr.contains("'--pixels' applies to --from adb-input only"), "\(cdp.stderr)")
    }
}
