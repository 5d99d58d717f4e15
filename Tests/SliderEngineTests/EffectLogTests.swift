import Testing
@testable import SliderEngine
@testable import SliderDocuments
import TestSupport

/// `EffectReplay.write` writes each event's lines straight from the reaction; `EffectLog.append` writes them from a
/// `ReplayStep`. Both must give the same bytes, whatever the slider, the value type and the event source.
@Suite("Replay log")
struct EffectLogTests {
    /// Random events for `scene`: drags across (and past) the track, VoiceOver swipes, lifts and cancels, at times
    /// that are whole, short and long decimals.
    static func events(seed: UInt64, scene: SceneDocument) -> [TimedEvent<Double>] {
        var r = SplitMix64(seed: seed ^ 0x5EED_0F_E4EC_7105)
        let width = scene.environment.width
        let thumbs: [Thumb] = scene.config.kind == .range ? [.lower, .upper] : [.lower]
        var t = 0.0, down = false
        var events: [TimedEvent<Double>] = []
        for _ in 0..<120 {
            t += r.pick([0, 0.001, 0.0083, 1.0 / 120, 0.25, 1, 1e-7])
            let x = r.pick([-40, 0, width / 3, width / 2, width, width + 60, r.unit() * width])
            let event: SliderEvent<Double>
            switch r.unit() {
            case ..<0.15: event = down ? .touchUp : .touchDown(x: x, y: nil); down.toggle()
            case ..<0.2: event = down ? .touchCancel : .increment(r.pick(thumbs)); down = false
            case ..<0.3: event = r.chance(0.5) ? .increment(r.pick(thumbs)) : .decrement(r.pick(thumbs))
            default: event = down ? .touchMove(x: x, y: nil) : .touchDown(x: x, y: nil); down = true
            }
            events.append(TimedEvent(t: t, event))
        }
        return events
    }

    /// The log as the steps say it: each step's lines, then the final value.
    static func stepLines(_ replay: EffectReplay<[TimedEvent<Double>]>) -> [UInt8] {
        var out: [UInt8] = []
        var iterator = replay.makeIterator()
        while let step = iterator.next() { EffectLog.append(step, to: &out) }
        out += EffectLog.finalLine(iterator.finalValueText)
        return out
    }

    /// The first line where two logs differ, both ways, or nil when they are equal.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String? {
        guard a != b else { return nil }
        let x = String(decoding: a, as: UTF8.self).split(separator: "\n"), y = String(decoding: b, as: UTF8.self).split(separator: "\n")
        let i = (0..<min(x.count, y.count)).first { x[$0] != y[$0] } ?? min(x.count, y.count)
        return "line \(i + 1): \(i < x.count ? String(x[i]) : "(none)") against \(i < y.count ? String(y[i]) : "(none)")"
    }

    @Test("The direct loop writes what the steps' lines say, from an array and from a trace file, for 200 random sliders")
    func directLoopMatchesSteps() throws {
        var lines = 0
        for seed in UInt64(0)..<200 {
            let c = PropertyCase(seed: seed)
            let scene = SceneDocument(config: c.config, value: c.value, valueType: c.valueType, environment: c.environment)
            let events = Self.events(seed: seed, scene: scene)
            let expected = Self.stepLines(EffectReplay(document: scene, events: events))
            var fromArray: [UInt8] = []
            EffectReplay(document: scene, events: events).write { fromArray += $0 }
            // A trace file keeps times to four decimals: its steps are those of the events read back.
            let file = TraceDocument(events: events).jsonBytes(for: scene)
            let readBack = try TraceStream(bytes: file, file: "t.json", for: scene).readAll()
            let stream = TraceStream(bytes: file, file: "t.json", for: scene)
            var fromFile: [UInt8] = []
            EffectReplay(document: scene, events: stream).writeStreamed { fromFile += $0 }
            expectNil(stream.error, "\(c)")
            expectNil(Self.firstDifference(fromArray, expected), "\(c)")
            expectNil(Self.firstDifference(fromFile, Self.stepLines(EffectReplay(document: scene, events: readBack))), "\(c)")
            lines += expected.count { $0 == UInt8(ascii: "\n") }
        }
        // The events make effects: values and haptics, not only the final lines.
        expectGreater(lines, 200 * 20)
    }

    @Test("A value line and its haptic line share the time, frame and slider; the log ends with the final value")
    func valueThenHaptic() throws {
        let scene = try SceneDocument(contentsOf: DocumentRoundTripTests.fixtures + "/scenes/price.json")
        let events: [TimedEvent<Double>] = [
            TimedEvent(t: 0, .touchDown(x: 50.24, y: nil)), TimedEvent(t: 0.0083, .touchMove(x: 14.5, y: nil)),
            TimedEvent(t: 0.0167, .touchMove(x: 15, y: nil)), TimedEvent(t: 0.0333, .touchMove(x: 16, y: nil)),
            TimedEvent(t: 0.05, .touchUp),
        ]
        var out: [UInt8] = []
        EffectReplay(document: scene, events: events).write { out += $0 }
        expectEqual(String(decoding: out, as: UTF8.self), """
            {"t":0.0083,"type":"value","value":[0,480]}
            {"t":0.0083,"type":"haptic","style":"impact"}
            {"t":0.0333,"type":"value","value":[10,480]}
            {"t":0.0333,"type":"haptic","style":"selection"}
            {"type":"final","value":[10,480]}

            """)
        var step = ReplayStep(event: TimedEvent(t: 1.5, .touchUp), writtenText: "[1,2]", haptic: .impact, frame: 12, slider: 3)
        var line: [UInt8] = []
        EffectLog.append(step, to: &line)
        expectEqual(String(decoding: line, as: UTF8.self), """
            {"t":1.5,"frame":12,"slider":3,"type":"value","value":[1,2]}
            {"t":1.5,"frame":12,"slider":3,"type":"haptic","style":"impact"}

            """)
        step.writtenText = nil
        step.haptic = nil
        line.removeAll()
        EffectLog.append(step, to: &line)
        #expect(line.isEmpty)
    }

    /// The shortest text as Swift's own conversions give it: integer digits for a whole number below 10¹⁵, the
    /// round-trip `description` otherwise.
    static func reference(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return x == 0 ? "0" : String(Int64(x)) }
        return x.description
    }

    @Test("A value's shortest text as bytes is its shortest text: whole numbers, -0, decimals, Float and huge values")
    func shortestTextBytes() {
        var r = SplitMix64(seed: 7)
        var doubles: [Double] = [0, -0.0, 1, -1, 1e15 - 1, 1e15, -1e15, 1e300, 0.1, 0.0083, -2.5, 1e-7, 123_456_789.25]
        for _ in 0..<2_000 { doubles.append((r.unit() - 0.5) * r.pick([1, 100, 1e6, 1e16])) }
        doubles += doubles.map { $0.rounded() }
        for x in doubles {
            var bytes: [UInt8] = []
            x.appendShortestText(to: &bytes)
            expectEqual(String(decoding: bytes, as: UTF8.self), Self.reference(x))
            expectEqual(x.shortestText, Self.reference(x))
            expectEqual(Double(String(decoding: bytes, as: UTF8.self)), x, "\(x) reads back")
            let f = Float(x)
            var floatBytes: [UInt8] = []
            f.appendShortestText(to: &floatBytes)
            expectEqual(Float(String(decoding: floatBytes, as: UTF8.self)), f, "\(f) reads back")
        }
        var zero: [UInt8] = []
        (-0.0).appendShortestText(to: &zero)
        expectEqual(zero, Array("0".utf8))
        var whole: [UInt8] = []
        Float(480).appendShortestText(to: &whole)
        expectEqual(whole, Array("480".utf8))
    }
}
