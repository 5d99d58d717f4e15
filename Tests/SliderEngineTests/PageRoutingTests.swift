import SceneGraph
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// A recording of a whole screen, given touch by touch to the slider of the page each touch lands on.
@Suite("Routing a screen recording among a page's sliders")
struct PageRoutingTests {
    static func page() throws -> SceneDocument { try SceneDocument(contentsOf: PageDocumentTests.seed) }

    @Test("Each touch goes to the slider it lands on, in that slider's frame; touches on no slider are left out")
    func routes() throws {
        let page = try Self.page()
        let frames = page.sliderFrames
        expectEqual(frames.count, 2)
        let (price, age) = (frames[0], frames[1])
        // The gap between the two sliders: on no slider.
        let gapY = price.y + price.height + 20
        expectLess(gapY, age.y)
        let events: [TimedEvent<Double>] = [
            TimedEvent(t: 0, .touchDown(x: age.x + 100, y: age.y + age.height - 10)),
            TimedEvent(t: 0.1, .touchMove(x: age.x + 140, y: age.y + age.height - 12)),
            TimedEvent(t: 0.2, .touchUp),
            TimedEvent(t: 0.3, .touchDown(x: 50, y: gapY)),
            TimedEvent(t: 0.4, .touchMove(x: 60, y: gapY)),
            TimedEvent(t: 0.5, .touchUp),
            TimedEvent(t: 0.6, .increment(.upper), slider: 1),
            TimedEvent(t: 0.7, .touchDown(x: price.x + 10, y: price.y + 5)),
            TimedEvent(t: 0.8, .touchCancel),
        ]
        let routed = try TracePageRouting(page: page).route(events)
        expectEqual(routed.events, [
            TimedEvent(t: 0, .touchDown(x: 100, y: age.height - 10), slider: 1),
            TimedEvent(t: 0.1, .touchMove(x: 140, y: age.height - 12), slider: 1),
            TimedEvent(t: 0.2, .touchUp, slider: 1),
            TimedEvent(t: 0.6, .increment(.upper), slider: 1),
            TimedEvent(t: 0.7, .touchDown(x: 10, y: 5), slider: 0),
            TimedEvent(t: 0.8, .touchCancel, slider: 0),
        ])
        expectEqual(routed.touches, [1, 1])
        expectEqual(routed.notes, ["the touch at t=0.3 (50, \(gapY.shortestText)) lands on no slider; left out"])
    }

    @Test("A routed drag replays on the page: the slider under the finger moves, the other stays")
    func replays() throws {
        let page = try Self.page()
        let age = page.sliderFrames[1]
        let thumbY = age.y + age.height - 14
        var recording = [TimedEvent<Double>(t: 0, .touchDown(x: age.x + 60, y: thumbY))]
        for i in 1...20 { recording.append(TimedEvent(t: Double(i) / 60, .touchMove(x: age.x + 60 + Double(i) * 5, y: thumbY))) }
        recording.append(TimedEvent(t: 0.4, .touchUp))
        let routed = try TracePageRouting(page: page).route(recording).events
        #expect(routed.allSatisfy { $0.slider == 1 })
        var lines = ""
        EffectReplay(document: page, events: routed).write { lines += String(decoding: $0, as: UTF8.self) }
        let writes = lines.split(separator: "\n").filter { $0.contains(#""type":"value""#) }
        #expect(!writes.isEmpty)
        #expect(writes.allSatisfy { $0.contains(#""slider":1"#) })
        expectContains(lines, #"{"type":"final","slider":0,"value":[120,480]}"#)
    }

    @Test("A touch without y cannot be routed, and says so; many touches on nothing are summed up")
    func limits() throws {
        let page = try Self.page()
        #expect(throws: TraceRoutingError.noY(t: 1.5)) {
            try TracePageRouting(page: page).route([TimedEvent(t: 1.5, .touchDown(x: 10, y: nil))])
        }
        var misses: [TimedEvent<Double>] = []
        for i in 0..<25 { misses += [TimedEvent(t: Double(i), .touchDown(x: -5, y: -5)), TimedEvent(t: Double(i) + 0.5, .touchUp)] }
        let routed = try TracePageRouting(page: page).route(misses)
        #expect(routed.events.isEmpty)
        expectEqual(routed.notes.count, TracePageRouting.noteLimit + 1)
        expectEqual(routed.notes.last, "15 more touches land on no slider; left out")
    }
}
