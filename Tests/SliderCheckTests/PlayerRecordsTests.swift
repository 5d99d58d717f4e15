import Foundation
import SceneGraph
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender
import Testing
import TestSupport

/// The player's data written as records while frames come (`SliderPlayer(keepingValues: false)`, as a frames run
/// uses it) against the same data kept as values and written by `PlayerPage` at the end.
@Suite("Player records")
struct PlayerRecordsTests {
    /// Every sequence fixture's scene, trace and frame rate.
    static func sequences() throws -> [(name: String, spec: SequenceSpec)] {
        let folder = fixtures + "/sequences"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
            .map { ($0, try SequenceSpec(contentsOf: folder + "/" + $0, fixtures: fixtures)) }
    }

    /// The two players fed the same frames, each frame's files given as paths to one and as folders and a name to
    /// the other; `chunk` hears each chunk either takes.
    static func feed(_ replay: Replay<[TimedEvent<Double>]>, folders: [String],
                     chunk: (_ values: [UInt8]?, _ records: [UInt8]?, _ expected: [UInt8]?) -> Void = { _, _, _ in })
        -> (values: SliderPlayer, records: SliderPlayer) {
        var values = SliderPlayer(), records = SliderPlayer(keepingValues: false)
        var sinceChunk = 0
        for frame in replay {
            let name = FramesRender.frameName(frame.index, digits: 4)
            values.add(frame, files: folders.map { $0 + "/" + name })
            records.add(frame, paths: .sameName(folders: folders, name: name))
            sinceChunk += 1
            // When a chunk is due, what the values make of the frames and markers gathered, before it clears them.
            var expected: [UInt8]?
            if sinceChunk == SliderPlayer.chunkFrames {
                let listed = values.data(title: "", fps: 60, schemes: [])
                expected = PlayerPage.chunkBytes(frames: listed.frames, markers: listed.markers)
                sinceChunk = 0
            }
            let a = values.takeChunk(), b = records.takeChunk()
            if a != nil || b != nil || expected != nil { chunk(a, b, expected) }
        }
        return (values, records)
    }

    @Test("Each sequence's page is the same, byte for byte, from records as from values, in one or two schemes")
    func pages() throws {
        let sequences = try Self.sequences()
        expectGreaterOrEqual(sequences.count, 8)
        for (name, spec) in sequences {
            let replay = Replay(document: spec.scene, events: spec.trace.events, fps: spec.fps)
            for folders in [["frames"], ["frames/light", "frames/dark"], []] {
                let (values, records) = Self.feed(replay, folders: folders)
                let schemes = folders.map { String($0.split(separator: "/").last ?? "") }
                let fromValues = values.data(title: "t", fps: spec.fps, schemes: schemes)
                let fromRecords = records.data(title: "t", fps: spec.fps, schemes: schemes)
                expectNil(fromValues.records)
                expectNotNil(fromRecords.records)
                #expect(fromRecords.markers.isEmpty)
                expectEqual(fromRecords.chunkedFrameCount, fromValues.frames.count)
                expectEqual(fromRecords.frames.first, fromValues.frames.first)
                expectEqual(fromRecords.frames.last, fromValues.frames.last)
                expectEqual(PlayerPage.html(fromRecords), PlayerPage.html(fromValues), "\(name) in \(folders)")
            }
        }
    }

    @Test("A long drag's chunks are the same from records as from values, and as PlayerPage writes the values")
    func chunks() throws {
        let doc = try scene("price")
        // A finger sweeping the track for 40 s at 120 Hz: over 2,400 frames at 60 fps, a chunk and the rest.
        var events = [TimedEvent<Double>(t: 0, .touchDown(x: 50, y: nil))]
        for i in 1..<4_800 {
            let k = i % 600
            events.append(TimedEvent(t: Double(i) / 120, .touchMove(x: 14 + Double((i / 600) % 2 == 0 ? k : 600 - k) * 0.5, y: nil)))
        }
        events.append(TimedEvent(t: 40, .touchUp))
        let replay = Replay(document: doc, events: events, fps: 60)
        var taken = 0
        let (values, records) = Self.feed(replay, folders: ["frames"]) { a, b, expected in
            #expect(a != nil && a == b)
            expectEqual(b, expected)
            taken += 1
        }
        expectEqual(taken, 1)
        var (lastValues, lastRecords) = (values, records)
        let a = lastValues.takeChunk(force: true), b = lastRecords.takeChunk(force: true)
        #expect(a != nil && a == b)
        // The rest of the frames, as a chunk: the second frame of its list is the page's last.
        let rest = try #require(b.map { String(decoding: $0, as: UTF8.self) })
        #expect(rest.hasPrefix("(window.playerChunks = window.playerChunks || []).push({\n\"frames\":[\n{\"index\":2000,"))
        let page = lastRecords.data(title: "t", fps: 60, schemes: ["light"], chunks: ["player/data-0.js", "player/data-1.js"])
        expectEqual(page, lastValues.data(title: "t", fps: 60, schemes: ["light"], chunks: ["player/data-0.js", "player/data-1.js"]))
        expectEqual(page.chunkedFrameCount, Array(replay).count)
        expectGreater(page.chunkedFrameCount, SliderPlayer.chunkFrames)
    }
}
