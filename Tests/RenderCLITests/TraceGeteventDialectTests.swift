@testable import SliderEngine
@testable import SliderDocuments
import Foundation
import Testing
import TestSupport
@testable import render_cli

/// The getevent dialects real captures come in (issue 48), and the encodings and format detection of `trace import`.
/// Every sample here is written for the test, after the shapes in `../shared/DESIGN.md` ("Recordings in the field").
@Suite("trace import: encodings, format detection and getevent dialects")
struct TraceGeteventDialectTests {
    /// A tap-and-drag in protocol B, `getevent -lt` without a device column.
    static let dragB = """
        [   100.000000] EV_ABS       ABS_MT_TRACKING_ID   00000005
        [   100.000000] EV_ABS       ABS_MT_POSITION_X    00000064
        [   100.000000] EV_ABS       ABS_MT_POSITION_Y    000000c8
        [   100.000000] EV_SYN       SYN_REPORT           00000000
        [   100.010000] EV_ABS       ABS_MT_POSITION_X    0000006e
        [   100.010000] EV_SYN       SYN_REPORT           00000000
        [   100.020000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [   100.020000] EV_SYN       SYN_REPORT           00000000

        """
    static let dragEvents = [down(0, 100, 200), move(0.01, 110, 200), up(0.02)]

    func importing(_ text: String, _ options: [String] = ["--scale", "1"], name: String = "g.txt") -> (path: String, code: ExitCode, stdout: String, stderr: String) {
        let path = writeTemporary(name, text)
        let r = runCLI(["trace", "import"] + options + [path])
        return (path, r.code, r.stdout, r.stderr)
    }

    func importing(bytes: [UInt8], _ options: [String] = ["--scale", "1"]) -> (path: String, code: ExitCode, stdout: String, stderr: String) {
        let path = temporaryFolder() + "/bytes.txt"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let r = runCLI(["trace", "import"] + options + [path])
        return (path, r.code, r.stdout, r.stderr)
    }

    @Test("UTF-8 with a BOM, UTF-16 LE and BE with a BOM (PowerShell's >), CRLF and CR line ends all read the same")
    func encodings() throws {
        let crlf = Self.dragB.replacingOccurrences(of: "\n", with: "\r\n")
        let variants: [[UInt8]] = [
            Array(Self.dragB.utf8), [0xEF, 0xBB, 0xBF] + Array(Self.dragB.utf8), Array(crlf.utf8),
            Array(Self.dragB.replacingOccurrences(of: "\n", with: "\r").utf8),
            [0xFF, 0xFE] + crlf.utf16.flatMap { [UInt8($0 & 0xff), UInt8($0 >> 8)] },
            [0xFE, 0xFF] + crlf.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] },
        ]
        for bytes in variants {
            let r = importing(bytes: bytes)
            expectEqual(r.code, .ok, "\(r.stderr)")
            try expectEqual(traceEvents(r.stdout), Self.dragEvents)
        }
        // The decoder itself: CRLF keeps the line count; an odd-length UTF-16 file is refused.
        try expectEqual(TraceText.utf8(Array("a\r\nb\r\n".utf8), file: "f"), Array("a\nb\n".utf8))
        #expect(throws: DocumentError.self) { try TraceText.utf8([0xFF, 0xFE, 0x41], file: "f") }
        // WebDriver JSON in UTF-16 with CRLF, without --from.
        let json = "{\"actions\": [{\"type\": \"pointer\", \"id\": \"f\", \"actions\": [\r\n{\"type\": \"pointerMove\", \"x\": 10, \"y\": 20},\r\n{\"type\": \"pointerDown\", \"button\": 0}, {\"type\": \"pointerUp\", \"button\": 0}]}]}\r\n"
        let wd = importing(bytes: [0xFF, 0xFE] + json.utf16.flatMap { [UInt8($0 & 0xff), UInt8($0 >> 8)] }, [])
        expectEqual(wd.code, .ok, "\(wd.stderr)")
        try expectEqual(traceEvents(wd.stdout), [down(0, 10, 20), up(0)])
    }

    @Test("The format is found from the content; --from still overrides; an unknown file names what it looked like")
    func detection() throws {
        expectEqual(TraceImportFormat.detect(Array("{\"actions\": []}".utf8)), .success(.webdriver))
        expectEqual(TraceImportFormat.detect(Array("  [ {\"type\": \"pointer\"} ]".utf8)), .success(.webdriver))
        expectEqual(TraceImportFormat.detect(Array(Self.dragB.utf8)), .success(.getevent))
        expectEqual(TraceImportFormat.detect(Array("$ adb shell getevent -t\n[ 1.0] /dev/input/event2: 0003 0035 00000010\n".utf8)), .success(.getevent))
        expectEqual(TraceImportFormat.detect(Array("/dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000010\n".utf8)), .success(.getevent))
        expectEqual(TraceImportFormat.detect(Array("0003 0035 00000010\n".utf8)), .success(.getevent))
        expectEqual(TraceImportFormat.detect(Array("hello world\n".utf8)), .failure(.init(description: "text starting 'hello world'")))
        expectEqual(TraceImportFormat.detect([]), .failure(.init(description: "an empty file")))
        expectEqual(TraceImportFormat.detect([0, 1, 2, 3]), .failure(.init(description: "binary data, not text")))

        let r = importing(Self.dragB)
        expectEqual(r.code, .ok)
        try expectEqual(traceEvents(r.stdout), Self.dragEvents)
        let unknown = importing("hello world\n")
        expectEqual(unknown.code, .dataError)
        expectEqual(unknown.stderr, "Error: \(unknown.path): cannot tell the format: it looks like text starting 'hello world', which is none of webdriver, getevent, appium-touchaction, cdp, adb-input; name the format with --from\n")
        let forced = importing(Self.dragB, ["--from", "webdriver"])
        expectEqual(forced.code, .dataError)
    }

    @Test("Pasted shell prompt lines, add device blocks, getevent -r's rate and epoch times are read")
    func promptsAndRate() throws {
        let text = """
            generic_x86:/ $ getevent -ltr
            add device 1: /dev/input/event1
              name:     "virtio_input_multi_touch_1"
            [1733479200.000000] /dev/input/event1: EV_ABS       ABS_MT_TRACKING_ID   00000005
            [1733479200.000000] /dev/input/event1: EV_ABS       ABS_MT_POSITION_X    00000064
            [1733479200.000000] /dev/input/event1: EV_ABS       ABS_MT_POSITION_Y    000000c8
            [1733479200.000000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000
            [1733479200.010000] /dev/input/event1: EV_ABS       ABS_MT_POSITION_X    0000006e
            [1733479200.010000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000             rate 100
            [1733479200.020000] /dev/input/event1: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            [1733479200.020000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000             rate 100
            ^C
            generic_x86:/ $

            """
        let r = importing(text)
        expectEqual(r.code, .ok, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        try expectEqual(traceEvents(r.stdout), Self.dragEvents)
        let adb = importing("$ adb shell getevent -lt\n" + Self.dragB)
        try expectEqual(traceEvents(adb.stdout), Self.dragEvents)
        // -l without times is still refused, with what to do.
        let untimed = importing("/dev/input/event1: EV_ABS       ABS_MT_POSITION_X    00000064\n")
        expectEqual(untimed.code, .dataError)
        expectSuffix(untimed.stderr, ":1: this event has no time; record with 'getevent -lt' or 'getevent -t'\n")
    }

    @Test("Multi-touch protocol A: contacts end with SYN_MT_REPORT, a frame with no contact lifts, a second contact is left out")
    func protocolA() throws {
        // getevent -t, numeric, as an old phone writes it: the second finger (tracking id 1) joins and leaves.
        let text = """
            [  10.000000] 0001 014a 00000001
            [  10.000000] 0003 0039 00000000
            [  10.000000] 0003 0035 00000064
            [  10.000000] 0003 0036 000000c8
            [  10.000000] 0000 0002 00000000
            [  10.000000] 0000 0000 00000000
            [  10.010000] 0003 0039 00000000
            [  10.010000] 0003 0035 0000006e
            [  10.010000] 0003 0036 000000c8
            [  10.010000] 0000 0002 00000000
            [  10.010000] 0003 0039 00000001
            [  10.010000] 0003 0035 00000200
            [  10.010000] 0003 0036 00000200
            [  10.010000] 0000 0002 00000000
            [  10.010000] 0000 0000 00000000
            [  10.020000] 0003 0039 00000000
            [  10.020000] 0003 0035 00000078
            [  10.020000] 0000 0002 00000000
            [  10.020000] 0000 0000 00000000
            [  10.030000] 0000 0002 00000000
            [  10.030000] 0001 014a 00000000
            [  10.030000] 0000 0000 00000000

            """
        let r = importing(text)
        expectEqual(r.code, .ok, "\(r.stderr)")
        // Line 17's contact has no y: it keeps its last one (200).
        try expectEqual(traceEvents(r.stdout), [down(0, 100, 200), move(0.01, 110, 200), move(0.02, 120, 200), up(0.03)])
        expectEqual(r.stderr, "Warning: \(r.path): line 11: another finger touched while the first was down; the slider follows the first finger, as a SwiftUI drag does, so it is left out\n")

        // Without tracking ids: the first contact of each frame is the finger.
        let anonymous = """
            [  1.000000] EV_ABS       ABS_MT_POSITION_X    00000010
            [  1.000000] EV_ABS       ABS_MT_POSITION_Y    00000020
            [  1.000000] EV_SYN       SYN_MT_REPORT        00000000
            [  1.000000] EV_SYN       SYN_REPORT           00000000
            [  1.100000] EV_SYN       SYN_MT_REPORT        00000000
            [  1.100000] EV_SYN       SYN_REPORT           00000000

            """
        try expectEqual(traceEvents(importing(anonymous).stdout), [down(0, 16, 32), up(0.1)])
    }

    @Test("Single-touch (ABS_X, ABS_Y, BTN_TOUCH; the old emulator) is read, CRLF and trailing spaces included")
    func singleTouch() throws {
        let text = """
            [     460.610221] EV_ABS       ABS_X                00000064            \r
            [     460.610221] EV_ABS       ABS_Y                000000c8            \r
            [     460.610221] EV_KEY       BTN_TOUCH            DOWN                \r
            [     460.610221] EV_SYN       SYN_REPORT           00000000            \r
            [     460.710221] EV_ABS       ABS_X                0000006e            \r
            [     460.710221] EV_SYN       SYN_REPORT           00000000            \r
            [     460.810221] EV_KEY       BTN_TOUCH            UP                  \r
            [     460.810221] EV_SYN       SYN_REPORT           00000000            \r

            """
        let r = importing(text)
        expectEqual(r.code, .ok, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        try expectEqual(traceEvents(r.stdout), [down(0, 100, 200), move(0.1, 110, 200), up(0.2)])
    }

    @Test("Protocol B: a finger whose position the capture never gave waits for one, with a warning; the others in one warning")
    func unrepeatedValues() throws {
        let text = """
            [  36.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
            [  36.000000] EV_ABS       ABS_MT_SLOT          00000001
            [  36.000000] EV_ABS       ABS_MT_TRACKING_ID   00000002
            [  36.000000] EV_ABS       ABS_MT_POSITION_X    00000300
            [  36.000000] EV_ABS       ABS_MT_POSITION_Y    00000300
            [  36.000000] EV_SYN       SYN_REPORT           00000000
            [  36.400000] EV_ABS       ABS_MT_SLOT          00000000
            [  36.400000] EV_ABS       ABS_MT_POSITION_X    00000100
            [  36.400000] EV_ABS       ABS_MT_POSITION_Y    00000100
            [  36.400000] EV_SYN       SYN_REPORT           00000000
            [  36.500000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            [  36.500000] EV_SYN       SYN_REPORT           00000000
            [  36.600000] EV_ABS       ABS_MT_TRACKING_ID   00000003
            [  36.600000] EV_SYN       SYN_REPORT           00000000
            [  36.700000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            [  36.700000] EV_ABS       ABS_MT_SLOT          00000001
            [  36.700000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            [  36.700000] EV_SYN       SYN_REPORT           00000000

            """
        let r = importing(text)
        expectEqual(r.code, .ok, "\(r.stderr)")
        // Slot 0's second touch (line 13) keeps the slot's last position, 256,256.
        try expectEqual(traceEvents(r.stdout), [down(0.4, 256, 256), up(0.5), down(0.6, 256, 256), up(0.7)])
        expectEqual(r.stderr, """
            Warning: \(r.path):1: the finger that touched here has no position until line 10 (the kernel does not repeat an unchanged value, and the capture holds none before); its touchDown is at line 10
            Warning: \(r.path): line 3: another finger touched while the first was down; the slider follows the first finger, as a SwiftUI drag does, so it is left out

            """)
        expectEqual(Getevent.compressed([9, 3, 4, 5, 12]), "3–5, 9, 12")
    }

    @Test("--device with a -p file whose devices the event lines do not name")
    func deviceWithoutColumn() throws {
        let ranges = writeTemporary("p.txt", """
            add device 1: /dev/input/event3
              name:     "first touch"
              events:
                ABS (0003): 0035  : value 0, min 0, max 999, fuzz 0, flat 0, resolution 0
                            0036  : value 0, min 0, max 999, fuzz 0, flat 0, resolution 0
            add device 2: /dev/input/event4
              name:     "second touch"
              events:
                ABS (0003): 0035  : value 0, min 0, max 1999, fuzz 0, flat 0, resolution 0
                            0036  : value 0, min 0, max 1999, fuzz 0, flat 0, resolution 0

            """)
        let options = ["--axis-ranges", ranges, "--screen", "1000x1000"]
        let refused = importing(Self.dragB, options)
        expectEqual(refused.code, .dataError)
        expectContains(refused.stderr, "choose one with --device")
        let chosen = importing(Self.dragB, options + ["--device", "/dev/input/event4"])
        expectEqual(chosen.code, .ok, "\(chosen.stderr)")
        try expectEqual(traceEvents(chosen.stdout), [down(0, 50, 100), move(0.01, 55, 100), up(0.02)])
        expectContains(chosen.stdout, "Android getevent, /dev/input/event4, x 0…1999")
    }

    @Test("No touch at all is an error naming the file; trace lint warns about an empty trace")
    func nothingLost() throws {
        let keys = """
            [  1.000000] /dev/input/event0: EV_KEY       KEY_POWER            DOWN
            [  1.000000] /dev/input/event0: EV_SYN       SYN_REPORT           00000000
            [  1.100000] /dev/input/event0: EV_KEY       KEY_POWER            UP
            [  1.100000] /dev/input/event0: EV_SYN       SYN_REPORT           00000000

            """
        let r = importing(keys)
        expectEqual(r.code, .dataError)
        expectEqual(r.stderr, "Error: \(r.path): no touch found; expected a finger going down (ABS_MT_TRACKING_ID, SYN_MT_REPORT contacts, or BTN_TOUCH with ABS_X/ABS_Y)\n")
        let empty = writeTemporary("empty.json", "{\"events\": []}\n")
        let lint = runCLI(["trace", "lint", empty])
        expectEqual(lint.code, .ok)
        #expect(lint.stdout.contains("\(empty):1: warning: the trace has no events"))
    }
}

@Suite("Format detection of the field formats")
struct FieldFormatDetectionTests {
    @Test("Appium TouchAction, CDP, adb input and an Appium log line are told apart from WebDriver Actions and getevent",
          arguments: [
              (#"{"actions": [{"action": "press", "options": {"x": 10, "y": 20}}, {"action": "release", "options": {}}]}"#, "appium-touchaction"),
              (#"[{"method": "Input.dispatchTouchEvent", "params": {"type": "touchStart", "touchPoints": [{"x": 1, "y": 2}]}}]"#, "cdp"),
              (#"[{"type": "touchStart", "touchPoints": [{"x": 1, "y": 2}]}, {"type": "touchEnd", "touchPoints": []}]"#, "cdp"),
              ("# a swipe\nadb shell input swipe 100 500 900 500 300\n", "adb-input"),
              ("input tap 10 20\n", "adb-input"),
              ("adb -s emulator-5554 shell input touchscreen motionevent DOWN 10 20\n", "adb-input"),
              (#"2024-01-01 10:00:00:123 [HTTP] --> POST /session/abc/actions {"actions": [{"type": "pointer", "id": "f", "actions": []}]}"#, "webdriver"),
              (#"{"actions": [{"type": "pointer", "id": "finger1", "actions": [{"type": "pointerDown", "button": 0}]}]}"#, "webdriver"),
              ("[   1.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000010\n", "getevent"),
          ])
    func detects(text: String, format: String) throws {
        let found = try TraceImportFormat.detect(Array(text.utf8)).get()
        expectEqual(found.rawValue, format)
    }

    @Test("Text that is none of them is described")
    func unknown() {
        #expect(throws: TraceImportFormat.Unrecognized(description: "text starting 'tap the screen'")) {
            try TraceImportFormat.detect(Array("tap the screen\n".utf8)).get()
        }
    }
}
