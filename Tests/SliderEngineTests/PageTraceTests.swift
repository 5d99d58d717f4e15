import SceneGraph
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// Traces of pages: `"slider": N` picks the slider, in the fast scanner and the tree reader alike, and a page replay
/// runs each slider as its own replay would.
@Suite("Page traces")
struct PageTraceTests {
    static let seed = PageDocumentTests.seed

    /// A page of a range slider and a single slider.
    static let mixed = SceneDocument(
        page: ScenePage(), sliders: [
            SceneSlider(config: SliderConfig(bounds: (0, 100), step: 1), value: RangeBinding(20, 60)),
            SceneSlider(config: SliderConfig(kind: .single, bounds: (0, 1)), value: RangeBinding(single: 0.5), valueType: .float),
        ])

    static func read(_ events: String, for scene: SceneDocument = mixed) throws -> [TimedEvent<Double>] {
        try TraceDocument(bytes: Array(#"{"events": [\#(events)]}"#.utf8), file: "t.json", for: scene).events
    }

    @Test("An event names its slider; absent is 0; each slider's kind decides its VoiceOver and setValue events")
    func targets() throws {
        let events = try Self.read(#"""
            {"t": 0, "type": "touchDown", "x": 10}, {"t": 0.1, "type": "increment", "slider": 1},
            {"t": 0.2, "type": "increment", "thumb": "upper", "slider": 0}, {"t": 0.3, "type": "setValue", "slider": 1, "value": 0.25}
            """#)
        expectEqual(events, [TimedEvent(t: 0, .touchDown(x: 10, y: nil)), TimedEvent(t: 0.1, .increment(.lower), slider: 1),
                           TimedEvent(t: 0.2, .increment(.upper)), TimedEvent(t: 0.3, .setValue(RangeBinding(single: 0.25)), slider: 1)])
    }

    @Test("A slider index that names no slider is a located error", arguments: [
        (#"{"t": 0, "type": "touchUp", "slider": 2}"#, "t.json:1:51: at $.events[0].slider: the page has 2 sliders, numbered 0 and 1; found 2"),
        (#"{"t": 0, "type": "touchUp", "slider": 1.5}"#, "t.json:1:51: at $.events[0].slider: expected a slider index, a whole number from 0, found 1.5"),
        (#"{"t": 0, "type": "touchUp", "slider": "1"}"#, "t.json:1:51: at $.events[0].slider: expected a number, found a string (\"1\")"),
        (#"{"t": 0, "type": "increment", "slider": 1, "thumb": "lower"}"#, "t.json:1:65: at $.events[0].thumb: a single slider has one thumb; leave \"thumb\" out"),
        (#"{"t": 0, "type": "touchUp", "sldier": 1}"#, "t.json:1:51: at $.events[0].sldier: unknown key \"sldier\"; did you mean \"slider\"?"),
    ])
    func badIndex(event: String, message: String) {
        do {
            _ = try Self.read(event)
            Issue.record("read \(event)")
        } catch {
            expectEqual("\(error)", message)
        }
    }

    @Test("A one-slider scene takes slider 0 and refuses any other")
    func oneSlider() throws {
        let scene = try SceneDocument(contentsOf: PageDocumentTests.fixtures + "/scenes/price.json")
        try expectEqual(Self.read(#"{"t": 0, "type": "touchUp", "slider": 0}"#, for: scene), [TimedEvent(t: 0, .touchUp)])
        #expect(throws: DocumentError.self) { try Self.read(#"{"t": 0, "type": "touchUp", "slider": 1}"#, for: scene) }
    }

    @Test("The fast scanner reads slider events itself, without the tree reader")
    func fastPath() throws {
        let text = #"{ "t": 0.5, "type": "increment", "slider": 1 }"#
        let stream = TraceStream(bytes: Array(text.utf8), file: "t.json", for: Self.mixed)
        let fast = try #require(stream.scanEvent(from: 0, to: text.utf8.count))
        expectEqual(fast.event, TimedEvent(t: 0.5, .increment(.lower), slider: 1))
        // An index it cannot vouch for goes to the tree reader, which says why.
        let bad = #"{ "t": 0.5, "type": "increment", "slider": 7 }"#
        expectNil(TraceStream(bytes: Array(bad.utf8), file: "t.json", for: Self.mixed).scanEvent(from: 0, to: bad.utf8.count))
    }

    @Test("The stream agrees with the tree reader on 3,000 random page traces with slider keys")
    func streamAgrees() {
        let targets = TraceTargets(Self.mixed)
        var r = SplitMix64(seed: 11)
        let indexes = ["0", "1", "2", "-1", "1.5", "null", "\"1\"", "1e0", "-0", "01"]
        for _ in 0..<3000 {
            var text = TraceStreamTests.randomTrace(&r)
            // Put a slider key in some events.
            text = text.split(separator: "\"type\"", omittingEmptySubsequences: false).enumerated().map { k, part in
                k == 0 || r.below(3) != 0 ? String(part) : "\"slider\": \(r.pick(indexes)), " + String(part)
            }.joined(separator: "\"type\"")
            let bytes = Array(text.utf8)
            let stream = TraceStream(bytes: bytes, file: "t.json", targets: targets)
            let streamed = Self.result { try stream.readAll() }
            let tree = TraceStreamTests.reference(bytes, targets: targets)
            switch (streamed, tree) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(text)")
            case (.failure(let a), .failure(let b)):
                if !a.message.hasPrefix("invalid JSON"), !b.message.hasPrefix("invalid JSON") {
                    expectEqual(a, b, "\(text)")
                }
            case (let a, let b): Issue.record("stream \(a) but tree \(b) for \(text)")
            }
        }
    }

    static func result(_ body: () throws -> [TimedEvent<Double>]) -> Result<[TimedEvent<Double>], DocumentError> {
        do { return .success(try body()) } catch let e as DocumentError { return .failure(e) } catch { return .failure(DocumentError(file: "t.json", message: "\(error)")) }
    }

    @Test("A written page trace keeps each event's slider and each slider's own thumbs and values")
    func writeBack() throws {
        let events = [TimedEvent<Double>(t: 0, .increment(.upper)), TimedEvent(t: 0.5, .increment(.lower), slider: 1),
                      TimedEvent(t: 1, .setValue(RangeBinding(single: 0.75)), slider: 1)]
        let bytes = TraceDocument(events: events).jsonBytes(for: Self.mixed)
        let text = String(decoding: bytes, as: UTF8.self)
        expectContains(text, #"{ "t": 0.5, "type": "increment", "slider": 1 }"#)
        expectContains(text, #"{ "t": 1, "type": "setValue", "slider": 1, "value": 0.75 }"#)
        try expectEqual(TraceDocument(bytes: bytes, file: "w.json", for: Self.mixed).events, events)
    }

    @Test("Effects of a page replay say which slider; the log ends with each slider's value")
    func effects() throws {
        let scene = try SceneDocument(contentsOf: Self.seed)
        let events = try Self.read(#"{"t": 0, "type": "increment", "thumb": "upper", "slider": 1}, {"t": 1, "type": "decrement", "thumb": "lower"}"#, for: scene)
        var out: [UInt8] = []
        EffectReplay(document: scene, events: events).write { out += $0 }
        expectEqual(String(decoding: out, as: UTF8.self), """
            {"t":0,"slider":1,"type":"value","value":[24,42]}
            {"t":1,"slider":0,"type":"value","value":[110,480]}
            {"type":"final","slider":0,"value":[110,480]}
            {"type":"final","slider":1,"value":[24,42]}

            """)
    }

    @Test("On a page, a slider moves exactly as it does in its own replay, and the other stays put")
    func sliderMovesAsAlone() throws {
        let scene = try SceneDocument(contentsOf: Self.seed)
        let trace = try TraceDocument(contentsOf: PageDocumentTests.fixtures + "/traces/seed-example-drags.json", for: scene)
        let page = Replay(document: scene, trace: trace, fps: 30)
        let alone = Replay(document: scene.document(forSlider: 1),
                           events: trace.events.filter { $0.slider == 1 }.map { TimedEvent(t: $0.t, $0.event) }, fps: 30)
        // The price slider sees only its own events: without the age drag it is drawn the same.
        let priceOnly = Replay(document: scene, events: trace.events.filter { $0.slider == 0 }, fps: 30)
        for t in [0.8, 0.85, 0.9, 1.0, 1.2] {
            let shown = page.scene(at: t)
            let own = alone.scene(at: t)
            let moved = shown.nodes.filter { $0.id.hasPrefix("s1/") }
            expectEqual(moved.count, own.nodes.count)
            for (node, mine) in zip(moved, own.nodes) {
                var expected = mine.prefixingIDs("s1/")
                expected.transform.translateX += 30
                expected.transform.translateY += 148
                expectEqual(node, expected, "at \(t)")
            }
            expectEqual(shown.nodes.filter { $0.id.hasPrefix("s0/") }, priceOnly.scene(at: t).nodes.filter { $0.id.hasPrefix("s0/") })
        }
        // During the age drag its chips light up in slider 1 only.
        let mid = page.scene(at: 0.8)
        #expect(mid.node(id: "s1/thumb.lower")?.transform.scale ?? 1 > 1)
        expectEqual(mid.node(id: "s0/thumb.upper")?.transform.scale, 1)
    }
}
