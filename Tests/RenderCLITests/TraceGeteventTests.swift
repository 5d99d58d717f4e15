@testable import SliderEngine
@testable import SliderDocuments
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli

@Suite("trace import --from getevent")
struct TraceGeteventTests {
    static let traces = fixtures + "/traces"
    /// The fixtures' touchscreen: 1080 × 2400 raw units on a 360 × 800 pt screen, the slider's top-left at 15,300.
    static let ranges = ["--axis-ranges", traces + "/getevent-p.txt", "--screen", "360x800", "--origin", "15,300"]

    func importing(_ path: String, _ options: [String]) -> (code: ExitCode, stdout: String, stderr: String) {
        runCLI(["trace", "import", "--from", "getevent"] + options + [path])
    }

    /// The drag in getevent-lt.txt and getevent-t.txt: raw x 196 + 15 per frame (5 pt), a frame with only a pressure
    /// change (no move), y wobbling by a raw unit or two, a lift 48 ms after the last move.
    static let drag: [TimedEvent<Double>] = [
        down(0, 50.33, 57), move(0.0167, 55.33, 57), move(0.025, 60.33, 57.33), move(0.0333, 65.33, 57.33),
        move(0.0417, 70.33, 57.67), move(0.05, 75.33, 57.67), move(0.0583, 80.33, 57.67), move(0.0667, 85.33, 57.33),
        move(0.075, 90.33, 57.33), up(0.1233),
    ]

    @Test("getevent -lt with a device path, axis ranges from getevent -p and the screen size")
    func labelled() throws {
        let result = importing(Self.traces + "/getevent-lt.txt", Self.ranges)
        expectEqual(result.code, .ok)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("""
            {
              "comment": "Imported from getevent-lt.txt (Android getevent, /dev/input/event2, x 0…1079 and y 0…2399 on a 360x800 pt screen), slider origin 15,300.",

            """))
        try expectEqual(traceEvents(result.stdout), Self.drag)
    }

    @Test("getevent -t (raw hex, no device path) gives the same trace, with --scale or with --x-range and --y-range")
    func raw() throws {
        let scaled = importing(Self.traces + "/getevent-t.txt", ["--scale", "0.3333333333333333", "--origin", "15,300"])
        expectEqual(scaled.code, .ok)
        try expectEqual(traceEvents(scaled.stdout), Self.drag)
        let flags = importing(Self.traces + "/getevent-t.txt", ["--x-range", "0,1079", "--y-range", "0,2399", "--screen", "360x800", "--origin", "15,300"])
        try expectEqual(traceEvents(flags.stdout), Self.drag)
        let xOnly = importing(Self.traces + "/getevent-t.txt", Self.ranges + ["--x-only"])
        try expectEqual(traceEvents(xOnly.stdout).first, down(0, 50.33))
    }

    @Test("A second finger is reported on stderr and skipped, even after the first lifts")
    func twoFingers() throws {
        let path = Self.traces + "/getevent-two-fingers.txt"
        let result = importing(path, Self.ranges)
        expectEqual(result.code, .ok)
        try expectEqual(traceEvents(result.stdout), [down(0, 185, 57), move(0.0083, 190, 57), move(0.025, 195, 57), up(0.0333)])
        expectEqual(result.stderr, "Warning: \(path): line 9: another finger touched while the first was down; the slider follows the first finger, as a SwiftUI drag does, so it is left out\n")
    }

    @Test("A device without tracking ids: BTN_TOUCH DOWN and UP bound the touch")
    func buttonOnly() throws {
        let path = writeTemporary("bt.txt", """
            [    10.000000] 0003 0035 00000064
            [    10.000000] 0003 0036 000000c8
            [    10.000000] 0001 014a 00000001
            [    10.000000] 0000 0000 00000000
            [    10.010000] 0003 0035 0000006e
            [    10.010000] 0000 0000 00000000
            [    10.020000] 0001 014a 00000000
            [    10.020000] 0000 0000 00000000
            [    10.030000] 0003 0035 00000078
            [    10.030000] 0000 0000 00000000

            """)
        let result = importing(path, ["--scale", "0.5"])
        try expectEqual(traceEvents(result.stdout), [down(0, 50, 100), move(0.01, 55, 100), up(0.02)])
    }

    @Test("Dropped events and a finger still down at the end are reported; the import goes on")
    func notes() throws {
        let path = writeTemporary("drop.txt", """
            [     1.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
            [     1.000000] EV_ABS       ABS_MT_POSITION_X    00000010
            [     1.000000] EV_ABS       ABS_MT_POSITION_Y    00000010
            [     1.000000] EV_SYN       SYN_REPORT           00000000
            [     1.010000] EV_SYN       SYN_DROPPED          00000000
            [     1.010000] EV_ABS       ABS_MT_POSITION_X    00000020
            [     1.010000] EV_SYN       SYN_REPORT           00000000
            [     1.020000] EV_ABS       ABS_MT_POSITION_X    00000030
            [     1.020000] EV_SYN       SYN_REPORT           00000000
            """)
        let result = importing(path, ["--scale", "1"])
        expectEqual(result.code, .ok)
        try expectEqual(traceEvents(result.stdout), [down(0, 16, 16), move(0.02, 48, 16)])
        expectEqual(result.stderr, """
            Warning: \(path):5: the kernel dropped events (SYN_DROPPED) at 0.01 s; events up to the next SYN_REPORT are skipped
            Warning: \(path):1: the finger that touched here is still down at the end of the recording; the trace has no touchUp

            """)
    }

    @Test("--device picks one touch device; several without it are refused")
    func devices() throws {
        let text = """
            [     1.000000] /dev/input/event2: 0003 0039 00000001
            [     1.000000] /dev/input/event2: 0003 0035 00000010
            [     1.000000] /dev/input/event2: 0003 0036 00000010
            [     1.000000] /dev/input/event2: 0000 0000 00000000
            [     1.500000] /dev/input/event7: 0003 0039 00000001
            [     1.500000] /dev/input/event7: 0003 0035 00000040
            [     1.500000] /dev/input/event7: 0003 0036 00000010
            [     1.500000] /dev/input/event7: 0000 0000 00000000

            """
        let path = writeTemporary("two.txt", text)
        let refused = importing(path, ["--scale", "1"])
        expectEqual(refused.code, .dataError)
        expectEqual(refused.stderr, "Error: \(path): events from several touch devices (/dev/input/event2, /dev/input/event7); choose one with --device\n")
        let chosen = importing(path, ["--scale", "1", "--device", "/dev/input/event7"])
        try expectEqual(traceEvents(chosen.stdout), [down(0, 64, 16)])
        let missing = importing(path, ["--scale", "1", "--device", "/dev/input/event9"])
        expectEqual(missing.stderr, "Error: \(path): no events from /dev/input/event9; the file has /dev/input/event2, /dev/input/event7\n")
    }

    @Test("Malformed getevent text: file:line: message, exit 65", arguments: [
        ("add device 1: /dev/input/event2\n/dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000010\n", "2: this event has no time; record with 'getevent -lt' or 'getevent -t'"),
        ("0003 0035 00000010\n", "1: this event has no time; record with 'getevent -lt' or 'getevent -t'"),
        ("hello world\n", "1: not a getevent line: 'hello world'; expected '[   seconds.micros] TYPE CODE VALUE'"),
        ("[ 1.0 EV_SYN SYN_REPORT 00000000\n", "1: missing ']' after the time"),
        ("[ 1.x] EV_SYN SYN_REPORT 00000000\n", "1: '1.x' is not a time in seconds such as 12345.678901"),
        ("[ 1.0] EV_SYN SYN_REPORT\n", "1: expected TYPE CODE VALUE after the time, found 'EV_SYN SYN_REPORT'"),
        ("[ 1.0] ev_abs 0035 00000010\n", "1: 'ev_abs' is not an event type such as EV_ABS or 0003"),
        ("[ 1.0] EV_ABS abs-x 00000010\n", "1: 'abs-x' is not an event code such as ABS_MT_POSITION_X or 0035"),
        ("[ 1.0] EV_ABS ABS_MT_POSITION_X 0x10\n", "1: '0x10' is not a value in hex (such as 000001f4) or UP/DOWN"),
        ("[ 1.0] EV_ABS ABS_MT_POSITION_X 00000010 rate\n", "1: expected TYPE CODE VALUE after the time, found 'EV_ABS ABS_MT_POSITION_X 00000010 rate'"),
    ])
    func malformed(text: String, message: String) {
        let path = writeTemporary("bad.txt", text)
        let result = importing(path, ["--scale", "1"])
        expectEqual(result.code, .dataError)
        expectEqual(result.stderr, "Error: \(path):\(message)\n")
    }

    @Test("Axis ranges: getevent -lp labels work too; a file without touch ranges is refused")
    func axisRanges() throws {
        let lp = Array("""
            add device 3: /dev/input/event5
              name:     "touch"
              events:
                ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                            ABS_MT_POSITION_X     : value 0, min 0, max 1439, fuzz 0, flat 0, resolution 0
                            ABS_MT_POSITION_Y     : value 0, min 10, max 3209, fuzz 0, flat 0, resolution 0

            """.utf8)
        let devices = try Getevent.axisRanges(lp, file: "lp.txt")
        expectEqual(devices, [Getevent.DeviceRanges(device: "/dev/input/event5", x: .init(min: 0, max: 1439), y: .init(min: 10, max: 3209))])
        #expect(Getevent.Scaling.ranges(x: .init(min: 0, max: 1439), y: .init(min: 10, max: 3209), screenWidth: 412, screenHeight: 915).point(720, 1610) == (206, 457.5))

        let keysOnly = writeTemporary("p.txt", "add device 1: /dev/input/event4\n  name:     \"gpio-keys\"\n  events:\n    KEY (0001): 0072\n")
        let result = importing(Self.traces + "/getevent-lt.txt", ["--axis-ranges", keysOnly, "--screen", "360x800"])
        expectEqual(result.code, .dataError)
        expectEqual(result.stderr, "Error: \(keysOnly): no ABS_MT_POSITION_X and ABS_MT_POSITION_Y ranges found; expected the output of 'getevent -p' or 'getevent -lp'\n")
    }

    @Test("Scaling options are checked: one way to scale, and axis ranges need the screen", arguments: [
        ([String](), "getevent positions are raw sensor units; pass --scale S, or --axis-ranges FILE (or --x-range and --y-range) with --screen WxH"),
        (["--scale", "1", "--x-range", "0,1079"], "give either --scale or --x-range, not both"),
        (["--scale", "1", "--screen", "360x800"], "--screen goes with axis ranges; --scale already maps raw units to points"),
        (["--x-range", "0,1079", "--y-range", "0,2399"], "axis ranges need the screen size in points: --screen WxH, such as 360x800"),
        (["--x-range", "0,1079", "--screen", "360x800"], "give both --x-range and --y-range"),
        (["--x-range", "1079,0", "--y-range", "0,2399", "--screen", "360x800"], "'--x-range' expects MIN,MAX with MAX above MIN, got '1079,0'"),
        (["--axis-ranges", "p.txt", "--y-range", "0,9", "--screen", "1x1"], "give either --axis-ranges or --y-range, not both"),
        (["--x-range", "0,1079", "--y-range", "0,2399", "--screen", "360*800"], "'--screen' expects the screen size as WxH in points, such as 360x800, got '360*800'"),
        (["--scale", "0"], "'--scale' expects points per raw unit, greater than 0, got '0'"),
    ])
    func scalingOptions(options: [String], message: String) {
        let result = importing(Self.traces + "/getevent-t.txt", options)
        expectEqual(result.code, .usage)
        expectEqual(result.stderr, "Error: \(message)\n" + traceUsageTail("import"))
    }
}
