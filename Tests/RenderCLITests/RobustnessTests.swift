import Foundation
import Testing
import TestSupport

/// The hostile-but-fair audit of issue 9, run against the built binary in temporary folders. Device nodes are our
/// own copies made with mknod, never the real /dev entries. docs/robustness.md lists each case with its test.
/// Device numbers for mknod (1,3 /dev/null; 1,5 /dev/zero; 1,7 /dev/full) and /proc/self/fd are Linux's.
let linuxOnly: ConditionTrait = .enabled(if: isLinux, "mknod's device numbers and /proc/self/fd are Linux's")
#if os(Linux)
let isLinux = true
#else
let isLinux = false
#endif

@Suite("Robustness")
struct RobustnessTests {
    static let scene = fixtures + "/scenes/price.json"
    static let trace = fixtures + "/traces/price-drag.json"

    // MARK: Never replace what is not ours

    @Test("--out onto a device node writes through it and leaves the node a device", linuxOnly)
    func deviceNode() throws {
        let dir = temporaryFolder()
        try shell("mknod \(dir)/null c 1 3")
        let still = try shell(#"$CLI render "\#(Self.scene)" --out "\#(dir)/null""#)
        expectEqual(still.status, 0, "\(still.stderr)")
        expectEqual(fileType(dir + "/null"), "char")
        let generated = try shell(#"$CLI trace generate "tap 100" --out "\#(dir)/null" --force"#)
        expectEqual(generated.status, 0, "\(generated.stderr)")
        expectEqual(fileType(dir + "/null"), "char")
        let at = try shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --at 0.2 --out "\#(dir)/null""#)
        expectEqual(at.status, 0)
        expectEqual(fileType(dir + "/null"), "char")
        // A folder render refuses a device outright.
        let frames = try shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(dir)/null""#)
        expectEqual(frames.status, 74)
        expectEqual(frames.stderr, "Error: cannot write \(dir)/null: it exists and is not a folder\n")
        expectEqual(fileType(dir + "/null"), "char")
    }

    @Test("--out onto a FIFO writes into the pipe; --out - and a symlink to stdout print", linuxOnly)
    func fifoAndStdout() throws {
        let dir = temporaryFolder()
        let result = try shell(#"""
            mkfifo "\#(dir)/pipe"
            cat "\#(dir)/pipe" > "\#(dir)/read.svg" &
            $CLI render "\#(Self.scene)" --out "\#(dir)/pipe"
            wait
            ln -s /proc/self/fd/1 "\#(dir)/stdout"
            $CLI render "\#(Self.scene)" --out "\#(dir)/stdout" | head -c 5
            echo
            $CLI render "\#(Self.scene)" --out - | head -c 5
            """#)
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(fileType(dir + "/pipe"), "fifo")
        expectEqual(fileType(dir + "/stdout"), "link")
        try expectEqual(readFile(dir + "/read.svg"), readFile(fixtures + "/goldens/price.svg"))
        expectEqual(result.stdout, "<?xml\n<?xml")
    }

    @Test("A symlink to a file is written through: the link stays, its target changes")
    func symlinkToFile() throws {
        let dir = temporaryFolder()
        try shell(#"echo old > "\#(dir)/target.svg"; ln -s target.svg "\#(dir)/link.svg""#)
        let result = try shell(#"$CLI render "\#(Self.scene)" --out "\#(dir)/link.svg""#)
        expectEqual(result.status, 0)
        expectEqual(fileType(dir + "/link.svg"), "link")
        try expectEqual(readFile(dir + "/target.svg"), readFile(fixtures + "/goldens/price.svg"))
    }

    @Test("A frames symlink planted in the output folder is not followed; output never leaves the folder")
    func plantedSymlink() throws {
        let dir = temporaryFolder()
        let out = dir + "/out"
        try expectEqual(shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(out)""#).status, 0)
        try shell(#"mkdir "\#(dir)/elsewhere"; echo keep > "\#(dir)/elsewhere/keep.txt"; rm -rf "\#(out)/frames"; ln -s ../elsewhere "\#(out)/frames""#)
        let again = try shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(out)""#)
        expectEqual(again.status, 0, "\(again.stderr)")
        expectEqual(fileType(out + "/frames"), "directory")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir + "/elsewhere"), ["keep.txt"])
    }

    @Test("A folder that is not ours is never replaced, and an --out that is a symlink to a folder is refused")
    func foreignFolder() throws {
        let dir = temporaryFolder()
        try shell(#"mkdir "\#(dir)/mine"; echo precious > "\#(dir)/mine/notes.txt"; ln -s mine "\#(dir)/alias""#)
        let result = try shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(dir)/mine""#)
        expectEqual(result.status, 74)
        expectEqual(result.stderr, "Error: cannot write \(dir)/mine: the folder exists and does not hold render-cli output; give a new or empty folder\n")
        try expectEqual(String(contentsOfFile: dir + "/mine/notes.txt", encoding: .utf8), "precious\n")
        let alias = try shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(dir)/alias""#)
        expectEqual(alias.status, 74)
        expectEqual(alias.stderr, "Error: cannot write \(dir)/alias: it is a symbolic link; give the folder itself\n")
    }

    @Test("A sequence case whose scene path leaves the fixtures folder is refused, naming the case file")
    func sequenceEscape() throws {
        let dir = temporaryFolder()
        try shell(#"""
            mkdir -p "\#(dir)/sequences" "\#(dir)/goldens/sequences"
            printf '{"scene": "../../../../etc/passwd", "trace": "traces/x.json"}\n' > "\#(dir)/sequences/evil.json"
            """#)
        let result = try shell(#"$CLI check "\#(dir)""#)
        expectEqual(result.status, 65, "\(result.stderr)")
        #expect(result.stderr.contains("Error: \(dir)/sequences/evil.json:1:11: at $.scene: the path \"../../../../etc/passwd\" leaves the fixtures folder"))
    }

    // MARK: Bounded output, bounded work

    @Test("A touch-up ten million seconds later renders a handful of frames: the idle stretch is held")
    func longIdleStretch() throws {
        let dir = temporaryFolder()
        try #"{"events": [{"t": 0, "type": "touchDown", "x": 100}, {"t": 10000000, "type": "touchUp"}]}"#.write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        let result = try shell(#"$CLI render "\#(Self.scene)" --trace "\#(dir)/t.json" --out "\#(dir)/out""#)
        expectEqual(result.status, 0, "\(result.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/out/frames")
        expectLess(frames.count, 200)
        let manifest = try String(contentsOfFile: dir + "/out/manifest.json", encoding: .utf8)
        expectContains(manifest, #""hold": 9999999."#)
    }

    @Test("The frame limit refuses a replay before it is swapped in, giving the count it would have written")
    func frameLimit() throws {
        let dir = temporaryFolder()
        let result = try shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(dir)/out" --max-frames 10"#)
        expectEqual(result.status, 65)
        expectEqual(result.stderr, "Error: the replay would write 73 frames, over the limit of 10; raise it with --max-frames, lower --fps, or shorten the trace\n")
        expectEqual(fileType(dir + "/out"), "missing")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir), [])
    }

    @Test("Times of 1e19 s and beyond are refused with a located error, not a crash", arguments: ["1e19", "1.7e308"])
    func hugeTimes(t: String) throws {
        let dir = temporaryFolder()
        try #"{"events": [{"t": 0, "type": "touchDown", "x": 100}, {"t": \#(t), "type": "touchUp"}]}"#.write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        for command in [#"render "\#(Self.scene)" --trace "\#(dir)/t.json" --out "\#(dir)/out""#, #"trace export --to webdriver "\#(dir)/t.json""#] {
            let result = try shell("$CLI " + command)
            expectEqual(result.status, 65, "\(command): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: \(dir)/t.json:1:60: at $.events[1].t: expected a time from 0 to 10000000 seconds, found"))
        }
    }

    @Test("A WebDriver pause of 10^15 ms is refused at the action that makes it")
    func hugePause() throws {
        let dir = temporaryFolder()
        try #"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 1000000000000000}, {"type": "pointerUp", "button": 0}]}]}"#
            .write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        let result = try shell(#"$CLI trace import --from webdriver "\#(dir)/a.json""#)
        expectEqual(result.status, 65)
        #expect(result.stderr.hasPrefix("Error: \(dir)/a.json:1:95: at $.actions[0].actions[1]: the time reaches 1000000000000 s, outside 0 to 10000000 seconds"))
        #expect(result.stdout.isEmpty)
    }

    @Test("getevent with decreasing timestamps or a wild value is refused at its line; a log without SYN_REPORT is refused")
    func geteventChecks() throws {
        let dir = temporaryFolder()
        let back = """
            [   100.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
            [   100.000000] EV_ABS       ABS_MT_POSITION_X    00000064
            [   100.000000] EV_ABS       ABS_MT_POSITION_Y    00000064
            [   100.000000] EV_SYN       SYN_REPORT           00000000
            [    15.500000] EV_ABS       ABS_MT_POSITION_X    00000070
            [    15.500000] EV_SYN       SYN_REPORT           00000000

            """
        try back.write(toFile: dir + "/back.txt", atomically: true, encoding: .utf8)
        let r1 = try shell(#"$CLI trace import --from getevent --scale 1 "\#(dir)/back.txt""#)
        expectEqual(r1.status, 65)
        #expect(r1.stderr.hasPrefix("Error: \(dir)/back.txt:6: the time reaches -84.5 s, outside 0 to 10000000 seconds"))
        #expect(r1.stderr.contains("(the log's timestamps go backwards here)"))
        let wild = back.replacingOccurrences(of: "[    15.500000] EV_ABS       ABS_MT_POSITION_X    00000070", with: "[   100.100000] EV_ABS       ABS_MT_POSITION_Y    80000000")
            .replacingOccurrences(of: "[    15.500000]", with: "[   100.100000]")
        try wild.write(toFile: dir + "/wild.txt", atomically: true, encoding: .utf8)
        let r2 = try shell(#"$CLI trace import --from getevent --scale 0.3333 "\#(dir)/wild.txt""#)
        expectEqual(r2.status, 65)
        #expect(r2.stderr.hasPrefix("Error: \(dir)/wild.txt:6: the coordinate -715756299.8784 is more than 1000000 points from the slider"))
        try "[   1.000000] EV_ABS       ABS_MT_POSITION_X    00000064\n".write(toFile: dir + "/nosyn.txt", atomically: true, encoding: .utf8)
        let r3 = try shell(#"$CLI trace import --from getevent --scale 1 "\#(dir)/nosyn.txt""#)
        expectEqual(r3.status, 65)
        #expect(r3.stderr.hasPrefix("Error: \(dir)/nosyn.txt: no touch found; "))
        expectContains(r3.stderr, "; the log has positions but no SYN_REPORT")
    }

    @Test("Messages quote at most 80 escaped characters: a 10 MB key, escape sequences and newlines")
    func boundedMessages() throws {
        let dir = temporaryFolder()
        let huge = String(repeating: "k", count: 10_000_000)
        try #"{"slider": {"bounds": [0, 1], "value": [0, 1], "\#(huge)": 1}}"#.write(toFile: dir + "/huge.json", atomically: true, encoding: .utf8)
        let started = Date()
        let r1 = try shell(#"$CLI render "\#(dir)/huge.json""#)
        expectEqual(r1.status, 65)
        expectLess(r1.stderr.count, 600)
        #expect(r1.stderr.contains("unknown key \"" + String(repeating: "k", count: 80) + "…\""))
        expectLess(Date().timeIntervalSince(started), 60)
        try #"{"slider": {"bounds": [0, 1], "value": [0, 1], "a\u001b[2J\nError: fake": 1}}"#.write(toFile: dir + "/ansi.json", atomically: true, encoding: .utf8)
        let r2 = try shell(#"$CLI render "\#(dir)/ansi.json""#)
        expectEqual(r2.status, 65)
        expectNotContains(r2.stderr, "\u{1B}")
        expectEqual(r2.stderr.split(separator: "\n").count, 1)
        expectContains(r2.stderr, #"unknown key "a\u{1B}[2J\nError: fake""#)
    }

    @Test("--accessibility text escapes control and bidi characters in labels")
    func accessibilityEscapes() throws {
        let dir = temporaryFolder()
        try #"{"slider": {"bounds": [0, 10], "value": [1, 2], "lowerLabel": "Min\u202Eevil\u001b[31m"}}"#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let result = try shell(#"$CLI render "\#(dir)/s.json" --out "\#(dir)/s.svg" --accessibility text"#)
        expectEqual(result.status, 0)
        expectPrefix(result.stdout, #"Min\u{202E}evil\u{1B}[31m, 1, adjustable  ["#)
    }

    // MARK: Special inputs

    @Test("A FIFO and - read from stdin: trace generate | render-cli replay scene -")
    func pipedInput() throws {
        let dir = temporaryFolder()
        let piped = try shell(#"$CLI trace generate "drag 50 200" | $CLI replay "\#(Self.scene)" -"#)
        expectEqual(piped.status, 0, "\(piped.stderr)")
        expectSuffix(piped.stdout, "{\"type\":\"final\",\"value\":[480,480]}\n")
        let fifo = try shell(#"mkfifo "\#(dir)/t"; cat "\#(Self.trace)" > "\#(dir)/t" & $CLI replay "\#(Self.scene)" "\#(dir)/t""#)
        expectEqual(fifo.status, 0)
        expectSuffix(fifo.stdout, "{\"type\":\"final\",\"value\":[470,490]}\n")
    }

    @Test("A device as input is refused as not a regular file", linuxOnly)
    func deviceInput() throws {
        let dir = temporaryFolder()
        try shell("mknod \(dir)/zero c 1 5")
        let result = try shell(#"$CLI replay "\#(dir)/zero" "\#(Self.trace)""#)
        expectEqual(result.status, 74)
        expectEqual(result.stderr, "Error: cannot read \(dir)/zero: not a regular file\n")
    }

    @Test("Invalid UTF-8 in a string is an error at its position")
    func invalidUTF8() throws {
        let dir = temporaryFolder()
        var bytes = Array(#"{"slider": {"bounds": [0, 1], "value": [0, 1], "lowerLabel": "ab"#.utf8)
        bytes += [0xC3, 0x28]
        bytes += Array(#""}}"#.utf8)
        _ = FileManager.default.createFile(atPath: dir + "/s.json", contents: Data(bytes))
        let result = try shell(#"$CLI render "\#(dir)/s.json""#)
        expectEqual(result.status, 65)
        expectEqual(result.stderr, "Error: \(dir)/s.json:1:65: invalid JSON: invalid UTF-8 byte 0xc3 in string\n")
    }

    @Test("check fails on a folder without cases, and a golden that is a folder is an error, not missing")
    func checkEdges() throws {
        let dir = temporaryFolder()
        try shell(#"mkdir -p "\#(dir)/empty/scenes""#)
        let empty = try shell(#"$CLI check "\#(dir)/empty""#)
        expectEqual(empty.status, 1)
        expectEqual(empty.stderr, "Error: no cases found in \(dir)/empty: expected scenes/*.json, sequences/*.json or *.case.json files\n")
        try shell(#"mkdir -p "\#(dir)/f/scenes" "\#(dir)/f/goldens/price.svg"; cp "\#(Self.scene)" "\#(dir)/f/scenes/""#)
        let folder = try shell(#"$CLI check "\#(dir)/f""#)
        expectEqual(folder.status, 74)
        expectEqual(folder.stderr, "Error: The snapshot path \(dir)/f/goldens/price.svg is not a regular file.\n")
    }

    // MARK: Numbers that overflow or underflow

    @Test("Bounds whose span overflows, steps below span × 1e-12 and widths over 100,000 pt are refused", arguments: [
        (#"{"slider": {"bounds": [-1.7e308, 1.7e308], "value": [0, 1]}}"#, "1:23: at $.slider.bounds: the span from -1.7e+308 to 1.7e+308 is too large for a 64-bit float; keep the bounds within ±8.9e307"),
        (#"{"slider": {"bounds": [0, 1000], "value": [120, 480], "step": 5e-324}}"#, "1:63: at $.slider.step: a step of 5e-324 is less than 1e-12 of the span 1000; the slider would have more than a trillion positions"),
        (#"{"slider": {"bounds": [0, 1], "value": [0, 1]}, "environment": {"width": 100001}}"#, "1:74: at $.environment.width: expected a width greater than 0 and at most 100000 points, found 100001"),
    ])
    func numbers(scene: String, message: String) throws {
        let dir = temporaryFolder()
        try scene.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let result = try shell(#"$CLI render "\#(dir)/s.json""#)
        expectEqual(result.status, 65)
        expectEqual(result.stderr, "Error: \(dir)/s.json:\(message)\n")
    }
}

/// Interrupts of work under way, full disks and broken pipes: one at a time, since each times a signal against a
/// running process (the pipe tests below run beside them, one at a time too).
@Suite("Robustness: interrupts, full disks and broken pipes", .serialized)
struct InterruptTests {
    static let scene = RobustnessTests.scene
    static let trace = RobustnessTests.trace

    /// A trace long enough that rendering takes seconds: 100 s of drag, 6,000 frames.
    static func longTrace(_ dir: String) throws -> String {
        var events = [#"{"t": 0, "type": "touchDown", "x": 50}"#]
        for i in 1..<12_000 { events.append(#"{"t": \#(Double(i) / 120), "type": "touchMove", "x": \#(50 + (i % 250))}"#) }
        events.append(#"{"t": 100, "type": "touchUp"}"#)
        try ("{\"events\": [\n" + events.joined(separator: ",\n") + "\n]}\n").write(toFile: dir + "/long.json", atomically: true, encoding: .utf8)
        return dir + "/long.json"
    }

    @Test("SIGINT and SIGTERM remove the staging folder, keep the old output whole, and exit 130 or 143", arguments: [("INT", Int32(130)), ("TERM", Int32(143))])
    func interrupt(signal: String, status: Int32) throws {
        let dir = temporaryFolder()
        let long = try Self.longTrace(dir)
        try expectEqual(shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(dir)/out""#).status, 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: dir + "/out/frames").sorted()
        let result = try shell(#"""
            $CLI render "\#(Self.scene)" --trace "\#(long)" --out "\#(dir)/out" --fps 60 &
            pid=$!
            for i in $(seq 1 3000); do
              if ls -d "\#(dir)"/.out.render-cli-staging-* >/dev/null 2>&1 && [ -n "$(ls "\#(dir)"/.out.render-cli-staging-*/frames 2>/dev/null | head -1)" ]; then break; fi
              sleep 0.01
            done
            kill -\#(signal) $pid
            wait $pid
            echo "status $?"
            """#)
        expectEqual(result.stdout, "status \(status)\n", "\(result.stderr)")
        #expect(result.stderr.contains("Error: interrupted by SIG\(signal); removed the partial output, the previous output is as it was"))
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["long.json", "out"])
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir + "/out/frames").sorted(), before)
    }

    /// Cases in the interrupted check: the debug build takes about half a second for them after the first golden.
    static let cases = 1500

    @Test("SIGINT stops check between cases: 130, and each golden it wrote is whole, so the next run records the rest and all pass")
    func interruptCheck() throws {
        let dir = temporaryFolder()
        // Enough cases that the run is still going when the first golden folder appears.
        try FileManager.default.createDirectory(atPath: dir + "/cases", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.scene, toPath: dir + "/price.json")
        for i in 0..<Self.cases { try #"{"scene": "../price.json"}"#.write(toFile: dir + "/cases/c\(i).case.json", atomically: false, encoding: .utf8) }
        let result = try shell(#"""
            $CLI check cases --root . --record missing --jobs 2 > check.out 2> check.err &
            pid=$!
            for i in $(seq 1 3000); do [ -n "$(ls -d cases/*.goldens 2>/dev/null | head -1)" ] && break; sleep 0.005; done
            kill -INT $pid
            wait $pid
            echo "status $?"
            """#, in: dir)
        expectEqual(result.stdout, "status 130\n")
        expectEqual(String(decoding: try readFile(dir + "/check.err"), as: UTF8.self), "Error: interrupted by SIGINT; every golden and artifact written before it is whole\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir + "/cases").filter { $0.hasSuffix(".goldens") }.count
        #expect(written > 0 && written < Self.cases, "\(written) golden folders")
        // No temporary file anywhere: each golden was renamed into place whole.
        try expectEqual(shell(#"find cases -mindepth 1 ! -name '*.case.json' ! -name '*.goldens' ! -name rest-light.svg | head -3"#, in: dir).stdout, "")
        let rest = try shell(#"$CLI check cases --root . --record missing --jobs 2"#, in: dir)
        #expect(rest.stderr.contains("wrote \(Self.cases - written) golden files"), "\(rest.stderr)")
        let all = try shell(#"$CLI check cases --root . --record never --jobs 2"#, in: dir)
        expectEqual(all.status, 0)
        #expect(all.stdout.hasSuffix("\(Self.cases) passed, 0 failed\n"), "\(all.stdout.suffix(200))")
    }

    @Test("A staging folder left by a killed run is removed by the next run")
    func killedRun() throws {
        let dir = temporaryFolder()
        // A dead process's staging folder: pid 2^22 + 1 is above Linux's largest pid.
        try shell(#"mkdir -p "\#(dir)/.out.render-cli-staging-4194305/frames""#)
        try expectEqual(shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(dir)/out""#).status, 0)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir), ["out"])
    }

    @Test("A full disk (a file-size limit) fails with exit 74 and leaves the old output whole")
    func fullDisk() throws {
        let dir = temporaryFolder()
        try expectEqual(shell(#"$CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(dir)/out""#).status, 0)
        let manifest = try readFile(dir + "/out/manifest.json")
        let result = try shell(#"ulimit -f 64; $CLI render "\#(Self.scene)" --trace "\#(Self.trace)" --out "\#(dir)/out" --animated"#)
        expectEqual(result.status, 74)
        #expect(result.stderr.hasPrefix("Error: cannot write \(dir)/out/"))
        expectContains(result.stderr, "File too large")
        try expectEqual(readFile(dir + "/out/manifest.json"), manifest)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir), ["out"])
        // --scheme both writes both files or neither: the dark one cannot be written, so the light one is not either.
        try shell(#"mkdir "\#(dir)/pair-dark.svg""#)
        let both = try shell(#"$CLI render "\#(Self.scene)" --scheme both --out "\#(dir)/pair.svg""#)
        expectEqual(both.status, 74)
        expectEqual(both.stderr, "Error: cannot write \(dir)/pair-dark.svg: it is a folder\n")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["out", "pair-dark.svg"])
    }

    @Test("Writing to a full device (our mknod copy of /dev/full) exits 74; a closed pipe exits quietly", linuxOnly)
    func stdoutErrors() throws {
        let dir = temporaryFolder()
        try shell("mknod \(dir)/full c 1 7")
        let full = try shell(#"$CLI replay "\#(Self.scene)" "\#(Self.trace)" > "\#(dir)/full""#)
        expectEqual(full.status, 74)
        expectEqual(full.stderr, "Error: cannot write to stdout: No space left on device\n")
        let long = try Self.longTrace(dir)
        let pipe = try shell(#"set -o pipefail; $CLI replay "\#(Self.scene)" "\#(long)" | head -1; echo "status ${PIPESTATUS[0]}""#)
        expectSuffix(pipe.stdout, "status 141\n")
        #expect(pipe.stderr.isEmpty)
    }
}

/// Signals against commands reading from or writing into pipes: one at a time, beside the suite above.
@Suite("Robustness: interrupts of commands on pipes", .serialized)
struct PipeInterruptTests {
    static let scene = RobustnessTests.scene
    static func longTrace(_ dir: String) throws -> String { try InterruptTests.longTrace(dir) }

    /// A shell function: `stop PID SIGNAL SECONDS NAME` sends the signal, waits up to SECONDS for the process to end
    /// (killing it and printing "NAME still running" when it does not), then prints "NAME status" and its exit status.
    static let stop = #"""
        stop() {
          kill -$2 $1
          for i in $(seq 1 $(($3 * 100))); do kill -0 $1 2>/dev/null || break; sleep 0.01; done
          if kill -0 $1 2>/dev/null; then echo "$4 still running"; kill -9 $1; fi
          wait $1
          echo "$4 status $?"
        }
        """#

    @Test("SIGINT and SIGTERM stop replay and render reading a trace or a scene from a pipe that stays open: 128 + the signal, no final line, no output",
          arguments: [("INT", Int32(130)), ("TERM", Int32(143))])
    func interruptOpenPipe(signal: String, status: Int32) throws {
        let dir = temporaryFolder()
        // Two events, then the writer holds the pipe open without writing: a reader restarted after the signal
        // would wait for ever.
        let result = try shell(#"""
            \#(Self.stop)
            mkfifo "\#(dir)/pipe"
            for command in replay render scene; do
              if [ $command = replay ]; then
                $CLI replay "\#(Self.scene)" - < "\#(dir)/pipe" > "\#(dir)/replay.out" 2> "\#(dir)/replay.err" &
              elif [ $command = render ]; then
                $CLI render "\#(Self.scene)" --trace - --out "\#(dir)/out" < "\#(dir)/pipe" > "\#(dir)/render.out" 2> "\#(dir)/render.err" &
              else
                # A whole document (the scene) read from the pipe.
                $CLI render - --out "\#(dir)/still.svg" < "\#(dir)/pipe" > "\#(dir)/scene.out" 2> "\#(dir)/scene.err" &
              fi
              pid=$!
              # This shell holds the pipe's writing end open on descriptor 3 while the command reads.
              exec 3> "\#(dir)/pipe"
              printf '{"events": [\n{"t": 0, "type": "touchDown", "x": 50},\n{"t": 0.1, "type": "touchMove", "x": 150},\n' >&3
              sleep 0.5
              stop $pid \#(signal) 5 $command
              exec 3>&-
            done
            """#)
        expectEqual(result.stdout, "replay status \(status)\nrender status \(status)\nscene status \(status)\n", "\(result.stdout)")
        expectEqual(String(decoding: try readFile(dir + "/scene.err"), as: UTF8.self), "Error: interrupted by SIG\(signal)\n")
        expectEqual(String(decoding: try readFile(dir + "/replay.err"), as: UTF8.self), "Error: interrupted by SIG\(signal)\n")
        // The effects of the events read are not printed as if the trace had ended, and no final line comes.
        expectEqual(String(decoding: try readFile(dir + "/replay.out"), as: UTF8.self), "")
        expectEqual(String(decoding: try readFile(dir + "/render.err"), as: UTF8.self), "Error: interrupted by SIG\(signal)\n")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["pipe", "render.err", "render.out", "replay.err", "replay.out", "scene.err", "scene.out"])
    }

    @Test("SIGINT stops replay and trace generate writing into a pipe whose reader stalls, even after a partial write")
    func interruptStalledReader() throws {
        let dir = temporaryFolder()
        let long = try Self.longTrace(dir)
        let result = try shell(#"""
            \#(Self.stop)
            mkfifo "\#(dir)/pipe"
            for command in replay generate; do
              if [ $command = replay ]; then
                $CLI replay "\#(Self.scene)" "\#(long)" > "\#(dir)/pipe" 2> "\#(dir)/replay.err" &
              else
                $CLI trace generate "drag 50 300 --duration 600" --rate 120 > "\#(dir)/pipe" 2> "\#(dir)/generate.err" &
              fi
              pid=$!
              # Open for reading, and never read: the pipe fills and the writer waits.
              exec 3< "\#(dir)/pipe"
              sleep 0.5
              # Up to 15 s: on a loaded machine a debug build may still be making the trace when the signal comes.
              stop $pid INT 15 $command
              exec 3<&-
            done
            """#)
        expectEqual(result.stdout, "replay status 130\ngenerate status 130\n", "\(result.stdout)")
        expectEqual(String(decoding: try readFile(dir + "/replay.err"), as: UTF8.self), "Error: interrupted by SIGINT\n")
        expectEqual(String(decoding: try readFile(dir + "/generate.err"), as: UTF8.self), "Error: interrupted by SIGINT\n")
    }

    @Test("SIGINT that comes while trace generate still makes its trace, before its first write into a stalled pipe, stops it")
    func interruptBeforeFirstWrite() throws {
        let dir = temporaryFolder()
        // The debug build takes most of a second to make 20 minutes of drag at 120 Hz, so the signal comes before
        // the first write; a writer that looked at the stop request only after a write would wait for ever.
        let result = try shell(#"""
            \#(Self.stop)
            mkfifo "\#(dir)/pipe"
            $CLI trace generate "drag 50 300 --duration 1200" --rate 120 > "\#(dir)/pipe" 2> "\#(dir)/generate.err" &
            pid=$!
            exec 3< "\#(dir)/pipe"
            sleep 0.2
            stop $pid INT 15 generate
            exec 3<&-
            """#)
        expectEqual(result.stdout, "generate status 130\n")
        expectEqual(String(decoding: try readFile(dir + "/generate.err"), as: UTF8.self), "Error: interrupted by SIGINT\n")
    }
}
