import Foundation
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli
@testable import SliderEngine
@testable import SliderDocuments

@Suite("replay")
struct ReplayCommandTests {
    @Test("Replaying the bundled price drag prints values, haptics and the final value")
    func bundledPriceDrag() {
        let result = runCLI(["replay", fixtures + "/scenes/price.json", fixtures + "/traces/price-drag.json"])
        expectEqual(result.code, .ok)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first, #"{"t":0.0167,"type":"value","value":[130,480]}"#)
        expectEqual(lines[1], #"{"t":0.0167,"type":"haptic","style":"selection"}"#)
        // The lower thumb runs into the upper one at 480: one impact, then the VoiceOver swipes write without haptics.
        expectEqual(lines.filter { $0.contains("impact") }, [#"{"t":0.45,"type":"haptic","style":"impact"}"#])
        expectEqual(lines.suffix(3), [
            #"{"t":1,"type":"value","value":[480,490]}"#,
            #"{"t":1.5,"type":"value","value":[470,490]}"#,
            #"{"type":"final","value":[470,490]}"#,
        ])
        // Throttled: no two selection haptics closer than 35 ms.
        let times = lines.filter { $0.contains("selection") }.compactMap { line -> Double? in
            guard let start = line.range(of: #"{"t":"#), let end = line.range(of: ",") else { return nil }
            return Double(line[start.upperBound..<end.lowerBound])
        }
        expectEqual(times.count, 9)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 > 0.035 })
    }

    @Test("A long trace streams: every line, or at a bad event the lines before it and the error")
    func longTraces() throws {
        let dir = temporaryFolder()
        // A drag of about 800 KB, several of the reader's 256 KiB chunks, and the same drag with an event that goes back
        // in time.
        var lines = [#"{"t": 0, "type": "touchDown", "x": 50}"#]
        for i in 1..<16_000 { lines.append(#"{"t": \#(Double(i) / 120), "type": "touchMove", "x": \#(20 + (i % 600) / 2)}"#) }
        lines.append(#"{"t": 160, "type": "touchUp"}"#)
        let long = dir + "/long.json", bad = dir + "/bad.json"
        try ("{\"events\": [\n" + lines.joined(separator: ",\n") + "\n]}\n").write(toFile: long, atomically: true, encoding: .utf8)
        #expect(try FileManager.default.attributesOfItem(atPath: long)[.size] as? Int ?? 0 > 3 * (256 << 10))
        lines[12_000] = #"{"t": 1, "type": "touchMove", "x": 5}"#
        try ("{\"events\": [\n" + lines.joined(separator: ",\n") + "\n]}\n").write(toFile: bad, atomically: true, encoding: .utf8)
        let cases = [("price", "price-drag"), ("single-plain", "single-off-grid-grab"), ("seed-example", "seed-example-drags"),
                     ("age", "age-gap"), ("price", long), ("price", bad)]
        for (scene, trace) in cases {
            let tracePath = trace.hasPrefix("/") ? trace : fixtures + "/traces/\(trace).json"
            let runs = [runCLI(["replay", fixtures + "/scenes/\(scene).json", tracePath])]
            expectGreater(runs[0].stdout.count, 100, "\(trace)")
            if trace == bad {
                expectEqual(runs[0].code, .dataError)
                expectContains(runs[0].stderr, "bad.json:12002:", "\(runs[0].stderr)")
                expectNotContains(runs[0].stdout, "final")
            } else {
                #expect(runs[0].code == .ok && runs[0].stdout.contains(#"{"type":"final""#), "\(trace): \(runs[0].stderr)")
            }
        }
        expectEqual(runCLI(["replay", fixtures + "/scenes/price.json", long, "--jobs", "2"]).code, .usage)
    }

    @Test("A single slider prints one number, and Float values print in their shortest form")
    func singleFloat() {
        let scene = writeTemporary("single.json", #"{"slider": {"kind": "single", "bounds": [0, 1], "value": 0.5, "step": 0.1, "valueType": "float"}}"#)
        let trace = writeTemporary("trace.json", #"{"events": [{"t": 0, "type": "increment"}, {"t": 0.5, "type": "increment"}, {"t": 1, "type": "setValue", "value": 0.25}]}"#)
        let result = runCLI(["replay", scene, trace])
        expectEqual(result.stdout, """
            {"t":0,"type":"value","value":0.6}
            {"t":0.5,"type":"value","value":0.7}
            {"type":"final","value":0.25}

            """)
    }

    @Test("The README's first command works on the bundled example")
    func readmeCommand() {
        let result = runCLI(["replay", fixtures + "/scenes/age.json", fixtures + "/traces/age-gap.json"])
        expectEqual(result.code, .ok)
        expectContains(result.stdout, #"{"t":0.1,"type":"haptic","style":"impact"}"#)
        expectSuffix(result.stdout, "{\"type\":\"final\",\"value\":[24,34]}\n")
    }
}

@Suite("Output")
struct OutputTests {
    @Test("Progress lines redraw in place on a terminal and stay silent otherwise")
    func progress() {
        var quiet = Output()
        quiet.progress("frame 10")
        #expect(quiet.stderr.isEmpty)
        var terminal = Output()
        terminal.stderrIsTerminal = true
        terminal.progress("frame 10")
        terminal.progress("frame 20", done: true)
        expectEqual(String(decoding: terminal.stderr, as: UTF8.self), "\r\u{1B}[2Kframe 10\r\u{1B}[2Kframe 20\n")
        // The real frame renderer reports progress through the same call.
        var rendering = Output()
        rendering.stderrIsTerminal = true
        let out = temporaryFolder() + "/p"
        _ = RenderCLI.run(["render", fixtures + "/scenes/price.json", "--trace", fixtures + "/traces/tap-track.json", "--out", out], output: &rendering)
        expectContains(String(decoding: rendering.stderr, as: UTF8.self), "\r\u{1B}[2Klight: frame 25 at 0.417 s")
    }
}

@Suite("Writing files")
struct WritingTests {
    @Test("Output goes through a temporary file and a rename: whole files, no leftovers, clear errors")
    func atomicWrites() throws {
        let folder = temporaryFolder()
        let target = folder + "/price.svg"
        expectEqual(runCLI(["render", fixtures + "/scenes/price.json", "--out", target]).code, .ok)
        // Hidden temporary files count too.
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder), ["price.svg"])
        let svg = try readFile(target)
        expectEqual(svg.suffix(7), Array("</svg>\n".utf8))
        let missing = runCLI(["render", fixtures + "/scenes/price.json", "--out", folder + "/nope/price.svg"])
        expectEqual(missing.code, .ioError)
        expectEqual(missing.stderr, "Error: cannot write \(folder)/nope/price.svg: the folder \(folder)/nope does not exist\n")
        let intoFolder = runCLI(["render", fixtures + "/scenes/price.json", "--out", folder])
        expectEqual(intoFolder.code, .ok)
        try expectEqual(readFile(target), svg)
    }
}
