import SceneGraph
import SliderEngine
import SliderDocuments
@testable import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender
import Testing
import TestSupport

/// The finger in the player: `SliderPlayer` puts each frame's finger, in scene points, into the player's data.
@Suite("Player finger")
struct PlayerPointerTests {
    /// The player's frames of a replay.
    func frames(_ document: SceneDocument, _ trace: TraceDocument, fps: Double = 60) -> [PlayerData.Frame] {
        var player = SliderPlayer()
        for frame in Replay(document: document, trace: trace, fps: fps) { player.add(frame, files: ["f.svg"]) }
        return player.data(title: "t", fps: fps, schemes: ["light"]).frames
    }

    /// Whether `p` is within 0.01 pt of (x, y).
    func at(_ p: Point?, _ x: Double, _ y: Double) -> Bool {
        guard let p else { return false }
        return abs(p.x - x) < 0.01 && abs(p.y - y) < 0.01
    }

    @Test("While the finger is down the point is its last touch, moved by the canvas padding, on the track's centre line")
    func drag() throws {
        let doc = try scene("price")
        let frames = frames(doc, try trace("price-drag", for: doc))
        // The touch down at x 50.24: the slider's frame sits 24 pt in; the track's centre is 33.87 + 22 pt down.
        #expect(at(frames[0].pointer, 74.24, 79.87))
        // Frame 29 (t 0.4833…) shows the move at 0.4833 (x 166.24), the last one at or before it; frame 30 the one at 0.5.
        #expect(at(frames.first { $0.index == 29 }?.pointer, 190.24, 79.87))
        #expect(at(frames.first { $0.index == 30 }?.pointer, 194.24, 79.87))
        // The finger lifts at 0.55: from frame 33 on, no pointer; VoiceOver swipes later show none.
        expectNotNil(frames.first { $0.index == 32 }?.pointer)
        #expect(frames.filter { $0.index >= 33 }.allSatisfy { $0.pointer == nil })
    }

    @Test("A touch with its own y keeps it; a move with no finger down shows nothing")
    func givenY() throws {
        let doc = try scene("price")
        let text = #"{"events": [{"t": 0, "type": "touchMove", "x": 10}, {"t": 0.1, "type": "touchDown", "x": 100, "y": 40}, {"t": 0.2, "type": "touchUp"}]}"#
        let frames = frames(doc, try TraceDocument(bytes: Array(text.utf8), file: "t.json", for: doc), fps: 20)
        expectNil(frames[0].pointer)
        #expect(at(frames[2].pointer, 124, 64))
        expectNil(frames[4].pointer)
    }

    @Test("On a page the finger is in its slider's frame: slider 1's touch lands 148 pt down")
    func page() throws {
        let doc = try scene("seed-example")
        let frames = frames(doc, try trace("seed-example-drags", for: doc), fps: 30)
        // Slider 1's touch down at 0.75 (x 43.52): its frame is at (30, 148), its track's centre 25.51 + 8 + 22 down.
        let down = try #require(frames.first { $0.t >= 0.75 - 1e-9 })
        #expect(at(down.pointer, 73.52, 203.51))
        // Between the two drags no finger is down.
        expectNil(frames.first { abs($0.t - 0.5) < 0.02 }?.pointer)
    }
}
