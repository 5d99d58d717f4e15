import Foundation
import SceneGraph
import SliderEngine
import Testing
@testable import render_cli

@Suite("Frames of a replay")
struct FrameRenderTests {
    static let scene = fixtures + "/scenes/price.json"
    static let trace = fixtures + "/traces/price-drag.json"

    func document(_ path: String = scene) throws -> SceneDocument {
        try SceneFile.parse(Files.read(path), file: path)
    }

    func events(_ path: String = trace, _ doc: SceneDocument) throws -> [TimedEvent<Double>] {
        try TraceFile.parse(Files.read(path), file: path, kind: doc.config.kind, valueType: doc.valueType)
    }

    /// Runs a replay and returns the frame times and the x of the lower thumb's face in each frame.
    func run(_ doc: SceneDocument, _ events: [TimedEvent<Double>], fps: Double) throws -> (times: [Double], lowerX: [Double], settled: Bool) {
        let replay = FrameReplay<Double>(document: doc, events: events, fps: fps)
        var times: [Double] = [], xs: [Double] = []
        var last: Scene?
        try replay.run(scheme: .light, onStep: { _ in }, onFrame: { _, t, scene, _ in
            times.append(t)
            if case .circle(let c, _)? = scene.node(id: "thumb.lower.face")?.shape { xs.append(c.center.x) }
            last = scene
        })
        // The last frame shows the final target: nothing is still moving.
        var state = replay.engine.initialState(value: RangeBinding(doc.value.0, doc.value.1), environment: doc.environment)
        for e in replay.events { _ = replay.engine.reduce(&state, e.event, at: e.t) }
        let target = replay.engine.scene(state, options: doc.sceneOptions())
        return (times, xs, last?.nodes == target.nodes)
    }

    @Test("Frames run at start + i/fps from the first event until everything has settled, both ends included")
    func frameTimes() throws {
        let doc = try document()
        let evs = try events(Self.trace, doc)
        let result = try run(doc, evs, fps: 60)
        #expect(result.times.first == 0)
        for (i, t) in result.times.enumerated() { #expect(t == Double(i) / 60) }
        // The last event is at 1.5 s; the release spring settles later still.
        #expect((result.times.last ?? 0) >= 1.5)
        #expect(result.settled)
        // One frame earlier, something was still moving or the last event had not happened.
        let shorter = try run(doc, evs, fps: 20)
        #expect(shorter.times.count < result.times.count)
    }

    @Test("A tap on the track glides the thumb with a spring: it moves over several frames, overshoots, and settles")
    func tapGlides() throws {
        let doc = try document()
        let taps = try events(fixtures + "/traces/tap-track.json", doc)
        let xs = try run(doc, taps, fps: 60).lowerX
        // $120 is at x 50.24; the tap at 100 is 49.8 pt from it (outside the 44 pt target) and sets $280 (x 98.56).
        let start = 14 + 0.12 * 302, end = 14 + 0.28 * 302
        #expect(abs(xs[0] - start) < 1e-9)
        #expect(xs[1] > start && xs[1] < end)
        #expect((xs.max() ?? 0) > end + 0.5, "the 0.3 s, 0.3 bounce grab spring overshoots")
        #expect(abs((xs.last ?? 0) - end) < 1e-9)
    }

    @Test("Under Reduce Motion the thumb follows the finger with no smoothing")
    func reduceMotionFollowsTheFinger() throws {
        var doc = try document(fixtures + "/scenes/age-stacked.json")
        doc.environment.reduceMotion = true
        let evs = try events(fixtures + "/traces/stacked-drag.json", doc)
        let replay = FrameReplay<Double>(document: doc, events: evs, fps: 60)
        var mismatches = 0
        var state = replay.engine.initialState(value: RangeBinding(doc.value.0, doc.value.1), environment: doc.environment)
        var grabbedNow = false
        try replay.run(scheme: .light, onStep: { step in
            // The event that picks a thumb changes `active`, so the seed's `.animation(motion, value: active)` animates
            // that one change with `.smooth(duration: 0.15)`; every later move jumps.
            grabbedNow = step.state.active != state.active
            state = step.state
        }, onFrame: { _, _, scene, shown in
            if grabbedNow { return }
            // Every frame shows the upper thumb exactly where the latest value puts it.
            let target = replay.engine.scene(shown, options: doc.sceneOptions())
            guard case .circle(let a, _)? = scene.node(id: "thumb.upper.face")?.shape,
                  case .circle(let b, _)? = target.node(id: "thumb.upper.face")?.shape else { return }
            if a.center != b.center { mismatches += 1 }
        })
        #expect(mismatches == 0)
        #expect(state.binding.upper > 50)
    }

    @Test("render --trace writes frames, effects with frame numbers, accessibility changes, a manifest and a player")
    func outputFolder() throws {
        let out = temporaryFolder() + "/price"
        let result = runCLI(["render", Self.scene, "--trace", Self.trace, "--out", out, "--fps", "30", "--sheet", "--animated"])
        #expect(result.code == .ok, "\(result.stderr)")
        let frames = try Files.list(out + "/frames", suffix: ".svg")
        #expect(frames.first == "0000.svg")
        #expect(frames == frames.sorted())
        let effects = String(decoding: try Files.read(out + "/effects.jsonl"), as: UTF8.self).split(separator: "\n")
        #expect(effects.first == #"{"t":0.0167,"frame":1,"type":"value","value":[130,480]}"#)
        #expect(effects.contains(#"{"t":0.45,"frame":14,"type":"haptic","style":"impact"}"#))
        let accessibility = String(decoding: try Files.read(out + "/accessibility.jsonl"), as: UTF8.self)
        #expect(accessibility.hasPrefix(#"{"t":0.0167,"frame":1,"elements":[{"id":"thumb.lower","label":"Minimum price","value":"$130""#))
        let manifest = try JSONSerialization.jsonObject(with: Data(try Files.read(out + "/manifest.json"))) as? [String: Any]
        let listed = manifest?["frames"] as? [[String: Any]]
        #expect(listed?.count == frames.count)
        #expect((listed?.last?["t"] as? Double ?? 0) >= 1.5)
        for name in ["index.html", "sheet.svg", "animated.svg"] { #expect(Files.exists(out + "/" + name), "\(name)") }
        let animated = String(decoding: try Files.read(out + "/animated.svg"), as: UTF8.self)
        #expect(animated.contains(#"calcMode="discrete""#))
        // A second, shorter run into the same folder leaves no stale frames behind.
        let again = runCLI(["render", Self.scene, "--trace", fixtures + "/traces/tap-track.json", "--out", out, "--fps", "30"])
        #expect(again.code == .ok)
        #expect(try Files.list(out + "/frames", suffix: ".svg").count < frames.count)
    }

    @Test("--at T writes the one frame at that time, and --scheme both writes both folders")
    func singleFrameAndSchemes() throws {
        let file = temporaryFolder() + "/at.svg"
        let at = runCLI(["render", Self.scene, "--trace", Self.trace, "--at", "0.2", "--out", file])
        #expect(at.code == .ok)
        let svg = String(decoding: try Files.read(file), as: UTF8.self)
        #expect(svg.contains(">$</tspan><tspan x=\"") && svg.hasSuffix("</svg>\n"))
        let out = temporaryFolder() + "/both"
        let both = runCLI(["render", Self.scene, "--trace", fixtures + "/traces/tap-track.json", "--out", out, "--scheme", "both", "--fps", "10"])
        #expect(both.code == .ok)
        #expect(try Files.list(out + "/frames/light", suffix: ".svg") == Files.list(out + "/frames/dark", suffix: ".svg"))
        #expect(runCLI(["render", Self.scene, "--fps", "30"]).code == .usage)
        #expect(runCLI(["render", Self.scene, "--trace", Self.trace]).stderr.contains("give --out DIR"))
    }

    @Test("Frame names sort in time order even past 9999 frames")
    func frameNames() {
        let short = [TimedEvent<Double>(t: 0, .touchUp), TimedEvent(t: 2, .touchUp)]
        #expect(TraceRender.frameDigits(events: short, fps: 60) == 4)
        let long = [TimedEvent<Double>(t: 0, .touchUp), TimedEvent(t: 200, .touchUp)]
        #expect(TraceRender.frameDigits(events: long, fps: 60) == 5)
        let names = (0..<12_345).map { TraceRender.frameName($0, digits: 5) }
        #expect(names == names.sorted())
        #expect(TraceRender.frameName(42, digits: 4) == "0042.svg")
    }
}
