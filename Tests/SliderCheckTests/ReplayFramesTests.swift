import Foundation
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

@Suite("Frames of a replay")
struct ReplayFramesTests {
    /// Runs a replay (every frame, none held) and returns the frame times and the x of the lower thumb's face in
    /// each frame, and whether the last frame shows the final target.
    func run(_ doc: SceneDocument, _ events: [TimedEvent<Double>], fps: Double) -> (times: [Double], lowerX: [Double], settled: Bool) {
        let replay = Replay(document: doc, events: events, fps: fps, holdsIdleFrames: false)
        var times: [Double] = [], xs: [Double] = []
        var last: Scene?
        for frame in replay {
            times.append(frame.t)
            if case .circle(let c, _)? = frame.scene.node(id: "thumb.lower.face")?.shape { xs.append(c.center.x) }
            last = frame.scene
        }
        // The last frame shows the final target: nothing is still moving.
        let engine = SliderEngine<Double>(config: doc.config)
        var state = engine.initialState(value: doc.value, environment: doc.environment)
        for e in events { _ = engine.reduce(&state, e.event, at: e.t) }
        let target = engine.scene(state, options: doc.sceneOptions())
        return (times, xs, last?.nodes == target.nodes)
    }

    @Test("Frames run at start + i/fps from the first event until everything has settled, both ends included")
    func frameTimes() throws {
        let doc = try scene("price")
        let evs = try trace("price-drag", for: doc).events
        let result = run(doc, evs, fps: 60)
        expectEqual(result.times.first, 0)
        for (i, t) in result.times.enumerated() { #expect(t == Double(i) / 60) }
        // The last event is at 1.5 s; the release spring settles later still.
        expectGreaterOrEqual(result.times.last ?? 0, 1.5)
        #expect(result.settled)
        // One frame earlier, something was still moving or the last event had not happened.
        let shorter = run(doc, evs, fps: 20)
        expectLess(shorter.times.count, result.times.count)
    }

    @Test("A tap on the track glides the thumb with a spring: it moves over several frames, overshoots, and settles")
    func tapGlides() throws {
        let doc = try scene("price")
        let taps = try trace("tap-track", for: doc).events
        let xs = run(doc, taps, fps: 60).lowerX
        // $120 is at x 50.24; the tap at 100 is 49.8 pt from it (outside the 44 pt target) and sets $280 (x 98.56).
        let start = 14 + 0.12 * 302, end = 14 + 0.28 * 302
        expectLess(abs(xs[0] - start), 1e-9)
        #expect(xs[1] > start && xs[1] < end)
        expectGreater(xs.max() ?? 0, end + 0.5, "the 0.3 s, 0.3 bounce grab spring overshoots")
        expectLess(abs((xs.last ?? 0) - end), 1e-9)
    }

    @Test("Under Reduce Motion the thumb follows the finger with no smoothing")
    func reduceMotionFollowsTheFinger() throws {
        var doc = try scene("age-stacked")
        doc.environment.reduceMotion = true
        let evs = try trace("stacked-drag", for: doc).events
        let engine = SliderEngine<Double>(config: doc.config)
        var state = engine.initialState(value: doc.value, environment: doc.environment)
        var mismatches = 0, compared = 0
        for frame in Replay(document: doc, events: evs, fps: 60, holdsIdleFrames: false) {
            // The event that picks a thumb changes `active`, so the seed's `.animation(motion, value: active)` animates
            // that one change with `.smooth(duration: 0.15)`; every later move jumps.
            var grabbedNow = false
            for step in frame.steps {
                grabbedNow = step.active != state.active
                _ = engine.reduce(&state, step.event.event, at: step.event.t)
            }
            if grabbedNow || frame.steps.isEmpty { continue }
            // Every frame shows the upper thumb exactly where the latest value puts it.
            let target = engine.scene(state, options: doc.sceneOptions())
            guard case .circle(let a, _)? = frame.scene.node(id: "thumb.upper.face")?.shape,
                  case .circle(let b, _)? = target.node(id: "thumb.upper.face")?.shape else { continue }
            compared += 1
            if a.center != b.center { mismatches += 1 }
        }
        expectGreater(compared, 10)
        expectEqual(mismatches, 0)
        expectGreater(state.binding.upper, 50)
    }

    @Test("An idle stretch is one held frame: a touch-up ten million seconds later costs a handful of frames")
    func idleStretchesAreHeld() throws {
        let doc = try scene("price")
        let events = [TimedEvent<Double>(t: 0, .touchDown(x: 100, y: nil)), TimedEvent(t: 10_000_000, .touchUp)]
        let frames = Array(Replay(document: doc, events: events, fps: 60))
        expectLess(frames.count, 200)
        let held = try #require(frames.first { $0.holdFrames > 1 })
        // Held until the frame that shows the touch-up.
        expectEqual(held.index + held.holdFrames, 600_000_000)
        expectEqual(frames.last.map { $0.index >= 600_000_000 }, true)
        // Holding changes nothing a viewer sees: the same frames, fewer of them.
        let short = [TimedEvent<Double>(t: 0, .touchDown(x: 100, y: nil)), TimedEvent(t: 3, .touchUp)]
        let dense = Array(Replay(document: doc, events: short, fps: 30, holdsIdleFrames: false))
        let sparse = Array(Replay(document: doc, events: short, fps: 30))
        expectLess(sparse.count, dense.count)
        for frame in sparse {
            for k in frame.index..<(frame.index + frame.holdFrames) { #expect(dense[k].scene == frame.scene) }
        }
        expectEqual(sparse.map(\.holdFrames).reduce(0, +), dense.count)
    }

    @Test("Past its frame limit a replay stops, says so, and can count what it would have made")
    func frameLimit() throws {
        let doc = try scene("price")
        let evs = try trace("price-drag", for: doc).events
        var iterator = Replay(document: doc, events: evs, fps: 60, maximumFrames: 10).makeIterator()
        var made = 0
        while iterator.next() != nil { made += 1 }
        expectEqual(made, 10)
        #expect(iterator.isTruncated)
        let all = Array(Replay(document: doc, events: evs, fps: 60)).count
        expectEqual(iterator.countAllFrames(limit: 1000), all)
    }

    @Test("The frame at a time is the frame the replay shows then")
    func sceneAtTime() throws {
        let doc = try scene("price")
        let evs = try trace("price-drag", for: doc).events
        let replay = Replay(document: doc, events: evs, fps: 60, holdsIdleFrames: false)
        let frames = Array(replay)
        expectEqual(replay.scene(at: frames[12].t), frames[12].scene)
        expectEqual(replay.scene(at: frames[40].t), frames[40].scene)
    }

    @Test("Frame names sort in time order even past 9999 frames")
    func frameNames() throws {
        let short = [TimedEvent<Double>(t: 0, .touchUp), TimedEvent(t: 2, .touchUp)]
        expectEqual(FramesRender(document: try scene("price"), events: short, sceneName: "", traceName: "").frameDigits, 4)
        let long = [TimedEvent<Double>(t: 0, .touchUp), TimedEvent(t: 200, .touchUp)]
        expectEqual(FramesRender(document: try scene("price"), events: long, sceneName: "", traceName: "").frameDigits, 5)
        let names = (0..<12_345).map { FramesRender.frameName($0, digits: 5) }
        expectEqual(names, names.sorted())
        expectEqual(FramesRender.frameName(42, digits: 4), "0042.svg")
        // Written byte by byte: the same as the index's decimal text padded with zeros, for every width and suffix.
        var random = SplitMix64(seed: 0x5EED_F4A3E)
        let suffixes = ["svg", "png", "", "ünïcode", "a-much-longer-extension"]
        for _ in 0..<2_000 {
            let index = random.pick([0, 9, 10, 99_999, 100_000, Int.max, -7, Int(random.below(1 << 40))])
            let digits = Int(random.below(24))
            let ext = random.pick(suffixes)
            let text = String(index)
            let expected = String(repeating: "0", count: max(0, digits - text.count)) + text + "." + ext
            expectEqual(FramesRender.frameName(index, digits: digits, extension: ext), expected)
        }
        expectEqual(FramesRender.frameName(Int.max, digits: 4), "9223372036854775807.svg")
    }
}

@Suite("Frames folder")
struct FramesFolderTests {
    static func render(jobs: Int, format: FrameFormat = .svg(), chunkedTrace: Bool = false, roundTrip: Bool = false,
                       events limit: Int = .max, schemes: [ColorScheme] = [.light, .dark]) throws -> MemoryFolder {
        let doc = try scene("price")
        var events = Array(try trace("price-drag", for: doc).events.prefix(limit))
        if chunkedTrace {
            // A drag long enough for two chunks of player data, in chunks of 200 frames (2,000 in a real run).
            events = [TimedEvent(t: 0, .touchDown(x: 50, y: nil))]
            for i in 1..<500 { events.append(TimedEvent(t: Double(i) / 120, .touchMove(x: 50 + Double(i % 200), y: nil))) }
            events.append(TimedEvent(t: 500.0 / 120, .touchUp))
        }
        if roundTrip {
            // The events as a trace file gives them back (its times are written to 4 decimals).
            events = try TraceDocument(bytes: TraceDocument(events: events).jsonBytes(for: doc), file: "t.json", for: doc).events
        }
        var job = FramesRender(document: doc, events: events, sceneName: "price.json", traceName: "t.json", schemes: schemes)
        job.format = format
        job.sheet = true
        job.animated = true
        job.playerChunkFrames = 200
        let folder = MemoryFolder()
        _ = try job.run(into: folder, jobs: jobs)
        return folder
    }

    @Test("Every file is the same bytes whatever the number of worker threads", arguments: [false, true])
    func jobsDoNotChangeBytes(long: Bool) throws {
        let one = try Self.render(jobs: 1, chunkedTrace: long)
        let three = try Self.render(jobs: 3, chunkedTrace: long)
        expectEqual(one.files.map(\.path), three.files.map(\.path))
        for (a, b) in zip(one.files, three.files) { #expect(a.bytes == b.bytes, "\(a.path)") }
        #expect(one.files.contains { $0.path == "frames/dark/0000.svg" })
        #expect(one.files.contains { $0.path == "animated-light.svg" } && one.files.contains { $0.path == "sheet-dark.svg" })
        if long {
            // The player's data comes in chunk scripts, and the page loads them.
            let chunks = one.files.filter { $0.path.hasPrefix("player/data-") }
            expectEqual(chunks.count, 2)
            let page = String(decoding: one["index.html"] ?? [], as: UTF8.self)
            expectContains(page, #"<script src="player/data-0.js"></script>"#)
            expectContains(page, #"max="288""#)
        }
    }

    @Test("The manifest's value and the player's caption and VoiceOver lines are each frame's own, as the value changes")
    func perFrameText() throws {
        let doc = try scene("price")
        let events = try trace("price-drag", for: doc).events
        let folder = MemoryFolder()
        _ = try FramesRender(document: doc, events: events, sceneName: "price.json", traceName: "t.json").run(into: folder, jobs: 2)
        let frames = Array(Replay(document: doc, events: events, fps: 60))
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(folder["manifest.json"] ?? [])) as? [String: Any])
        let values = try #require(manifest["frames"] as? [[String: Any]]).map { $0["value"] as? String }
        expectEqual(values, frames.map { $0.scene.displayedValue })
        let data = try #require(PlayerPageData.object(String(decoding: folder["index.html"] ?? [], as: UTF8.self)))
        let shown = try #require(data["frames"] as? [[String: Any]])
        expectEqual(shown.map { $0["caption"] as? String }, frames.map { $0.scene.displayedValue })
        expectEqual(shown.map { $0["details"] as? [String] }, frames.map { accessibilityReadingOrder($0.scene.accessibility).map(\.spokenText) })
        // The drag moves the value, so the lines change from frame to frame, and come back.
        expectGreater(Set(values.compactMap { $0 }).count, 5)
    }

    @Test("The player's VoiceOver lines say dimmed once the slider is disabled mid-drag, and not before")
    func playerSaysDimmed() throws {
        let doc = try scene("price")
        let events = try trace("disable-mid-drag", for: doc).events
        let folder = MemoryFolder()
        _ = try FramesRender(document: doc, events: events, sceneName: "price.json", traceName: "t.json").run(into: folder, jobs: 1)
        let data = try #require(PlayerPageData.object(String(decoding: folder["index.html"] ?? [], as: UTF8.self)))
        let lines = try #require(data["frames"] as? [[String: Any]]).map { ($0["details"] as? [String]) ?? [] }
        expectEqual(lines.first?.allSatisfy { $0.hasSuffix(", adjustable") && !$0.contains("dimmed") }, true)
        #expect(lines.last == ["Minimum price, $120, dimmed, adjustable", "Maximum price, $480, dimmed, adjustable"]
            || lines.last?.allSatisfy { $0.hasSuffix(", dimmed, adjustable") } == true)
    }

    @Test("The streamed animated SVG is the one writeAnimated makes from all the frames")
    func animatedStreams() throws {
        let folder = try Self.render(jobs: 1)
        let doc = try scene("price")
        let frames = Array(Replay(document: doc, events: try trace("price-drag", for: doc).events, fps: 60, scheme: .light))
        var writer = SVGWriter()
        expectEqual(folder["animated-light.svg"], writer.writeAnimated(frames.map(\.scene), times: frames.map(\.t)))
    }

    @Test("PNG frames, a PNG sheet and an APNG animation")
    func pngFolder() throws {
        // The drag's first touch, in the dark: a debug build draws PNGs slowly.
        let folder = try Self.render(jobs: 2, format: .png(scale: 1), events: 2, schemes: [.dark])
        expectEqual(folder["frames/0000.png"].map { Array($0.prefix(4)) }, [0x89, 0x50, 0x4E, 0x47])
        let apng = try #require(folder["animated.png"])
        expectGreater(apng.count, 1000)
        expectEqual(String(decoding: apng[37..<41], as: UTF8.self), "acTL")
        expectNotNil(folder["sheet.png"])
    }

    @Test("An animation longer than its frame limit keeps every n-th frame and still lasts as long as the replay")
    func animationSampled() throws {
        let doc = try scene("price")
        let events = try trace("price-drag", for: doc).events
        func run(limit: Int, format: FrameFormat, events: [TimedEvent<Double>] = events) throws -> (MemoryFolder, FramesRender.Summary) {
            var job = FramesRender(document: doc, events: events, sceneName: "price.json", traceName: "t.json")
            job.format = format
            job.animated = true
            job.animationFrameLimit = limit
            let folder = MemoryFolder()
            return (folder, try job.run(into: folder, jobs: 1))
        }
        let (full, fullSummary) = try run(limit: 3_600, format: .svg())
        let (sampled, summary) = try run(limit: 10, format: .svg())
        expectEqual(fullSummary.animationStep, 1)
        #expect(summary.frames == 73 && summary.animationStep == 8, "\(summary.frames) frames, step \(summary.animationStep)")
        let groups = { (bytes: [UInt8]?) in String(decoding: bytes ?? [], as: UTF8.self).components(separatedBy: "<g id=\"frame").count - 1 }
        expectLessOrEqual(groups(sampled["animated.svg"]), 10)
        expectGreater(groups(full["animated.svg"]), 10)
        let duration = { (bytes: [UInt8]?) in String(decoding: bytes ?? [], as: UTF8.self).firstRange(of: /dur="[^"]+"/).map { String(String(decoding: bytes ?? [], as: UTF8.self)[$0]) } }
        expectNotNil(duration(sampled["animated.svg"]))
        expectEqual(duration(sampled["animated.svg"]), duration(full["animated.svg"]))
        // The APNG: at most the limit plus the held last frame, and the same total delay (of the drag's first
        // touches: a debug build draws PNGs slowly).
        let start = Array(events.prefix(8))
        let (png, shortSummary) = try run(limit: 4, format: .png(scale: 1), events: start)
        let (fullPNG, _) = try run(limit: 3_600, format: .png(scale: 1), events: start)
        expectGreater(shortSummary.animationStep, 1, "\(shortSummary.frames) frames")
        func frameCount(_ bytes: [UInt8]?) -> Int { Array(bytes?[41..<45] ?? []).reduce(0) { $0 << 8 | Int($1) } }
        expectLessOrEqual(frameCount(png["animated.png"]), 5)
        expectGreater(frameCount(fullPNG["animated.png"]), 5)
        let (a, b) = (try totalDelay(png["animated.png"]), try totalDelay(fullPNG["animated.png"]))
        expectLess(abs(a - b), 1e-9, "\(a) s sampled, \(b) s in full")
    }

    /// The sum of an APNG's frame delays, in seconds.
    func totalDelay(_ bytes: [UInt8]?) throws -> Double {
        let b = try #require(bytes)
        var i = 8, total = 0.0
        while i + 8 <= b.count {
            let length = b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: b[i + 4..<i + 8], as: UTF8.self) == "fcTL" {
                let d = i + 8
                let numerator = Int(b[d + 20]) << 8 | Int(b[d + 21]), denominator = Int(b[d + 22]) << 8 | Int(b[d + 23])
                total += Double(numerator) / Double(denominator == 0 ? 100 : denominator)
            }
            i += 12 + length
        }
        return total
    }
}

@Suite("Frames folder failures")
struct FramesFailureTests {
    struct DiskFull: Error, Equatable { var path: String }

    /// A folder in memory that fails every write to files whose path has `failing` in it, once `after` bytes of
    /// them were taken (a disk that fills up part way through a run).
    final class FailingFolder: OutputFolder, @unchecked Sendable {
        let inner = MemoryFolder()
        let failing: String
        let after: Int
        private let lock = NSLock()
        private var taken = 0

        init(failing: String, after: Int) {
            self.failing = failing
            self.after = after
        }

        private func take(_ count: Int, for path: String) throws {
            guard path.contains(failing) else { return }
            lock.lock()
            defer { lock.unlock() }
            taken += count
            if taken > after { throw DiskFull(path: path) }
        }

        func write(_ bytes: [UInt8], to path: String) throws {
            try take(bytes.count, for: path)
            try inner.write(bytes, to: path)
        }

        func appender(for path: String) throws -> OutputAppender {
            let file = try inner.appender(for: path)
            return OutputAppender(sink: { [self] bytes in
                try take(bytes.count, for: path)
                try file.append(bytes)
            }, finish: { try file.close() })
        }
    }

    /// A five-second drag, 300 frames, whose player data comes in chunks of 100 frames.
    static func drag() throws -> FramesRender {
        let doc = try scene("price")
        var events = [TimedEvent<Double>(t: 0, .touchDown(x: 50, y: nil))]
        for i in 1..<600 { events.append(TimedEvent(t: Double(i) / 120, .touchMove(x: 50 + Double(i % 200), y: nil))) }
        events.append(TimedEvent(t: 600.0 / 120, .touchUp))
        var job = FramesRender(document: doc, events: events, sceneName: "price.json", traceName: "t.json")
        job.playerChunkFrames = 100
        return job
    }

    /// Each file's share of the drag's output is several times the bytes a failing folder lets through.
    @Test("The drag writes more than each failing folder lets through")
    func dragIsLongEnough() throws {
        let folder = MemoryFolder()
        _ = try Self.drag().run(into: folder, jobs: 2)
        let bytes = { (prefix: String) in folder.files.filter { $0.path.hasPrefix(prefix) }.reduce(0) { $0 + $1.bytes.count } }
        expectGreater(bytes("frames/"), 4 * 60_000)
        expectGreater(bytes("manifest.json"), 2 * 10_000)
        expectGreater(bytes("effects.jsonl"), 4 * 2_000)
        expectGreaterOrEqual(folder.files.filter { $0.path.hasPrefix("player/data-") }.count, 2)
    }

    @Test("A write that fails on a worker, on the log thread or on the caller's thread ends the run with that error",
          arguments: [("frames/", 60_000), ("manifest.json", 10_000), ("player/data-", 1), ("effects.jsonl", 2_000),
                      ("index.html", 0)], [1, 2, 3])
    func failureEndsTheRun(failing: (String, Int), jobs: Int) throws {
        let folder = FailingFolder(failing: failing.0, after: failing.1)
        #expect(throws: DiskFull.self, "\(failing.0) with \(jobs) jobs") { _ = try Self.drag().run(into: folder, jobs: jobs) }
    }
}

@Suite("Frames that repeat")
struct RepeatedFramesTests {
    @Test("A frame with exactly an earlier frame's bytes is a second name for its file; every frame reads as drawn")
    func repeatsShareFiles() throws {
        let doc = try scene("price")
        let job = FramesRender(document: doc, events: try trace("price-drag", for: doc).events, sceneName: "price.json", traceName: "t.json")
        let memory = MemoryFolder()
        _ = try job.run(into: memory, jobs: 2)
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staging = try StagingFolder(replacing: root + "/out")
        _ = try job.run(into: staging, jobs: 2)
        try staging.commit()
        let frames = memory.files.filter { $0.path.hasPrefix("frames/") }
        var inodes = Set<UInt64>()
        for file in frames {
            try expectEqual(readFile(root + "/out/" + file.path), file.bytes, "\(file.path)")
            let attributes = try FileManager.default.attributesOfItem(atPath: root + "/out/" + file.path)
            inodes.insert((attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
        }
        // Distinct pictures get files of their own; the rest are links to them.
        let distinct = Set(frames.map(\.bytes)).count
        #expect(inodes.count == distinct && distinct < frames.count, "\(inodes.count) files, \(distinct) pictures, \(frames.count) frames")
    }

    @Test("Only the newest frames are remembered, within the limits")
    func bounded() {
        var written = WrittenFrames()
        for i in 0..<(WrittenFrames.capacity + 10) { written.add(Array(String(i).utf8), at: "f\(i)") }
        expectNil(written.path(of: Array("0".utf8)))
        expectEqual(written.path(of: Array(String(WrittenFrames.capacity + 9).utf8)), "f\(WrittenFrames.capacity + 9)")
        written.add(Array("x".utf8), at: "a")
        written.add(Array("x".utf8), at: "b")
        expectEqual(written.path(of: Array("x".utf8)), "b")
    }
}
