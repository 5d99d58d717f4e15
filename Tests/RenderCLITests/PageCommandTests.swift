import Foundation
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli
@testable import SliderEngine
@testable import SliderDocuments

/// The commands on page files: replay, render with a trace, lint and export.
@Suite("Page files on the command line")
struct PageCommandTests {
    let scene = fixtures + "/scenes/seed-example.json"
    let trace = fixtures + "/traces/seed-example-drags.json"

    @Test("replay names the slider on every line of a page and ends with each slider's value")
    func replay() {
        let result = runCLI(["replay", scene, trace])
        expectEqual(result.code, .ok, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first, #"{"t":0.0167,"slider":0,"type":"value","value":[120,510]}"#)
        expectContains(lines, #"{"t":0.9,"slider":1,"type":"haptic","style":"impact"}"#)
        expectEqual(lines.suffix(2), [#"{"type":"final","slider":0,"value":[120,790]}"#, #"{"type":"final","slider":1,"value":[36,41]}"#])
        // A one-slider scene's lines stay as they were.
        let single = runCLI(["replay", fixtures + "/scenes/price.json", fixtures + "/traces/price-drag.json"])
        expectNotContains(single.stdout, "slider")
    }

    @Test("A trace naming a slider the page lacks is refused with its place")
    func badIndex() {
        let bad = writeTemporary("bad.json", #"{"events": [{"t": 0, "type": "touchDown", "slider": 2, "x": 10}]}"#)
        let result = runCLI(["replay", scene, bad])
        expectEqual(result.code, .dataError)
        expectContains(result.stderr, "bad.json:1:53: at $.events[0].slider: the page has 2 sliders, numbered 0 and 1; found 2")
    }

    @Test("render --trace on a page writes the frames folder: page-sized frames, effects with the slider")
    func frames() throws {
        let out = temporaryFolder() + "/drags"
        let result = runCLI(["render", scene, "--trace", trace, "--fps", "30", "--out", out])
        expectEqual(result.code, .ok, "\(result.stderr)")
        let frames = try listFiles(out + "/frames", suffix: ".svg")
        expectEqual(frames.count, 50)
        let first = String(decoding: try readFile(out + "/frames/" + frames[0]), as: UTF8.self)
        #expect(first.contains(#"width="393" height="256""#) && first.contains(#"id="s1/thumb.lower""#))
        let effects = String(decoding: try readFile(out + "/effects.jsonl"), as: UTF8.self)
        expectPrefix(effects, #"{"t":0.0167,"frame":1,"slider":0,"type":"value","value":[120,510]}"#)
    }

    @Test("lint checks each page slider's events against that slider, and a slider the page lacks is an error")
    func lint() {
        expectSuffix(runCLI(["trace", "lint", trace, "--scene", scene]).stdout, "clean, 28 events\n")
        let path = writeTemporary("t.json", """
            {"events": [
            {"t": 0, "type": "touchDown", "slider": 1, "x": 10},
            {"t": 0.1, "type": "touchDown", "x": 10},
            {"t": 0.2, "type": "touchUp", "slider": 1},
            {"t": 0.3, "type": "touchUp"},
            {"t": 0.4, "type": "increment", "slider": 3, "thumb": "lower"}
            ]}
            """)
        let result = runCLI(["trace", "lint", path, "--scene", scene])
        expectEqual(result.code, .failed)
        // Two fingers on two sliders are two touches: no "touchDown while … still down".
        expectEqual(result.stdout.replacingOccurrences(of: path, with: "t.json"), """
            t.json:6: error: the page has 2 sliders, numbered 0 and 1; found 3
            t.json: 1 error, 0 warnings in 5 events

            """)
    }

    @Test("export with a page scene moves each slider's points to its frame on the page; without one it warns")
    func export() {
        let placed = runCLI(["trace", "export", "--to", "webdriver", trace, "--scene", scene])
        expectEqual(placed.code, .ok)
        // Slider 0's frame is at (30, 30), slider 1's at (30, 148); y is each track's centre.
        expectContains(placed.stdout, #""x": 190.4, "y": 85.87"#)
        expectContains(placed.stdout, #""x": 73.52, "y": 203.51"#)
        #expect(placed.stderr.isEmpty)
        let unplaced = runCLI(["trace", "export", "--to", "webdriver", trace])
        expectContains(unplaced.stderr, "events name page slider 1; their points are in each slider's own frame")
    }
}
