import Foundation
import SceneGraph
import SliderEngine
import SliderDocuments
@testable import SliderCheck
import SliderReports
import Testing
import TestSupport

/// A dense trace: many events in one frame. The player's timeline keeps a few markers a frame and lane and says how
/// many it merged, so its data stays small; normal traces (a few events a frame) are untouched.
@Suite("Dense traces")
struct DenseTraceTests {
    /// A drag of `count` moves in `duration` seconds, sweeping the track back and forth 3 pt a move.
    static func drag(count: Int, duration: Double) -> [TimedEvent<Double>] {
        var events = [TimedEvent<Double>(t: 0, .touchDown(x: 14, y: nil))]
        for i in 1...count {
            let p = i % 200
            let x = 14 + 3 * Double(p <= 100 ? p : 200 - p)
            events.append(TimedEvent(t: duration * Double(i) / Double(count + 1), .touchMove(x: x, y: nil)))
        }
        events.append(TimedEvent(t: duration, .touchUp))
        return events
    }

    @Test("20,000 moves in 0.1 s: at most 8 markers a frame and lane plus one merged marker, the count shown, the data small")
    func mergesDenseFrames() throws {
        let scene = try SceneDocument(contentsOf: fixtures + "/scenes/price.json")
        let events = Self.drag(count: 20_000, duration: 0.1)
        var values = SliderPlayer(), records = SliderPlayer(keepingValues: false)
        var frames = 0
        for frame in Replay(document: scene, events: events, fps: 60) {
            values.add(frame, files: ["frames/\(frame.index).svg"])
            records.add(frame, paths: .sameName(folders: ["frames"], name: "\(frame.index).svg"))
            frames += 1
        }
        let data = values.data(title: "t", fps: 60, schemes: ["light"])
        var perFrameLane: [[Int]: Int] = [:]
        for marker in data.markers where marker.kind != "merged" && !marker.alwaysDrawn {
            perFrameLane[[marker.frame, marker.lane], default: 0] += 1
        }
        #expect(perFrameLane.values.allSatisfy { $0 <= SliderPlayer.markersPerFrame })
        let merged = data.markers.filter { $0.kind == "merged" }
        #expect(!merged.isEmpty)
        #expect(merged.contains { $0.lane == 0 && $0.detail.hasSuffix("touchMove in frame \($0.frame)") })
        expectGreater(values.mergedMarkers, 20_000)
        expectEqual(data.notice?.contains("were merged"), true)
        // Every event is in the timeline or counted in a merged marker.
        let inputs = data.markers.filter { $0.lane == 0 && $0.kind != "merged" }.count
        let mergedInputs = merged.filter { $0.lane == 0 }.map { Int($0.detail.split(separator: " ")[0].replacingOccurrences(of: ",", with: ""))! }
        expectEqual(inputs + mergedInputs.reduce(0, +), events.count)
        // The touch down and up are always shown.
        #expect(data.markers.contains { $0.kind == "touchDown" } && data.markers.contains { $0.kind == "touchUp" })
        // The page from records is as small: well under what 20,000 markers would need (about 100 bytes each).
        let page = PlayerPage.html(records.data(title: "t", fps: 60, schemes: ["light"]))
        expectLess(page.utf8.count, 200_000)
        expectLess(frames, 100)
    }

    @Test("accessibility.jsonl gives a dense frame its first changes, one merged line with the count, and its last")
    func mergesAccessibilityLines() throws {
        let scene = try SceneDocument(contentsOf: fixtures + "/scenes/price.json")
        let job = FramesRender(document: scene, events: Self.drag(count: 5_000, duration: 0.1), sceneName: "price.json", traceName: "t.json")
        var run = job
        run.writesFrames = false
        let folder = MemoryFolder()
        _ = try run.run(into: folder, jobs: 1)
        let lines = String(decoding: folder["accessibility.jsonl"] ?? [], as: UTF8.self).split(separator: "\n")
        var perFrame: [Int: Int] = [:]
        var merged = 0
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            perFrame[object["frame"] as? Int ?? -1, default: 0] += 1
            if let count = object["merged"] as? Int { merged += count } else { #expect(object["elements"] != nil) }
        }
        #expect(perFrame.values.allSatisfy { $0 <= FrameLog.accessibilityChangesPerFrame + 1 }, "\(perFrame)")
        expectGreater(merged, 2_000, "\(merged)")
        // A normal trace's file is untouched: the drag of the fixtures has no merged line.
        let normal = FramesRender(document: scene, events: try TraceDocument(contentsOf: fixtures + "/traces/price-drag.json", for: scene).events,
                                  sceneName: "price.json", traceName: "price-drag.json")
        let normalFolder = MemoryFolder()
        _ = try normal.run(into: normalFolder, jobs: 1)
        expectNotContains(String(decoding: normalFolder["accessibility.jsonl"] ?? [], as: UTF8.self), "merged")
    }
}
