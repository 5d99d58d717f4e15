#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SceneGraph
import SliderEngine
import SVGRender
@testable import SliderRendering
import Testing

@Suite("Repeated frames as hard links")
struct FrameLinkTests {
    /// A folder in memory that cannot link, so every frame is a file of its own.
    final class PlainFolder: OutputFolder, @unchecked Sendable {
        let inner = MemoryFolder()
        func write(_ bytes: [UInt8], to path: String) throws { try inner.write(bytes, to: path) }
        func appender(for path: String) throws -> OutputAppender { try inner.appender(for: path) }
    }

    /// The drag of the failure tests: a finger sweeping the price slider, so the thumb rests between steps.
    static func render(jobs: Int, into folder: some OutputFolder) throws -> FramesRender.Summary {
        try FramesFailureTests.drag().run(into: folder, jobs: jobs)
    }

    /// The price slider's scene with the lower thumb at `lower` and the upper at 900, made by one engine; in the
    /// document's colour scheme unless given another.
    struct PriceFrames {
        let doc: SceneDocument
        let engine: SliderEngine<Double>

        init() throws {
            doc = try scene("price")
            engine = SliderEngine<Double>(config: doc.config)
        }

        func callAsFunction(_ lower: Double, grabbed: Thumb? = nil, scheme: ColorScheme? = nil) -> Scene {
            var environment = doc.environment
            if let scheme { environment.colorScheme = scheme }
            return engine.scene(engine.initialState(value: RangeBinding(lower, 900), environment: environment), options: SceneOptions(grabbed: grabbed))
        }
    }

    /// Each frame file's inode and link count, in frame order.
    static func inodes(_ folder: String) throws -> [(name: String, inode: UInt64, links: UInt64)] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted().map { name in
            var info = stat()
            guard lstat(folder + "/frames/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw CocoaError(.fileReadUnknown) }
            return (name, UInt64(info.st_ino), UInt64(info.st_nlink))
        }
    }

    @Test("A frame that repeats an earlier frame is a second name for its file; every byte is what separate files hold, for any number of jobs")
    func repeatedFramesAreLinks() throws {
        let plain = PlainFolder()
        let count = try Self.render(jobs: 1, into: plain).frames
        // What each frame's file is, as the number of the first frame that names the same file.
        var shapes: [[Int]] = []
        for jobs in [1, 2, 3] {
            let root = temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: root) }
            let staging = try StagingFolder(replacing: root + "/out")
            let summary = try Self.render(jobs: jobs, into: staging)
            #expect(summary.frames == count && summary.keptFrames == 0)
            try staging.commit()
            // Every file on the disk holds the bytes a folder without links was given.
            for (path, bytes) in plain.inner.files {
                #expect(try readFile(root + "/out/" + path) == bytes, "\(path) with \(jobs) jobs")
            }
            let frames = try Self.inodes(root + "/out")
            #expect(frames.count == count)
            var first: [UInt64: Int] = [:]
            var shape: [Int] = []
            for (i, frame) in frames.enumerated() {
                let owner = first[frame.inode] ?? i
                first[frame.inode] = owner
                shape.append(owner)
                // Frames share a file only where their bytes are the same.
                if owner != i {
                    #expect(plain.inner["frames/" + frame.name] == plain.inner["frames/" + frames[owner].name], "frame \(i)")
                }
            }
            // Each file's link count is the number of frames that name it.
            for frame in frames { #expect(Int(frame.links) == shape.filter { $0 == first[frame.inode] }.count) }
            let distinct = first.count
            #expect(summary.repeatedFrames == frames.count - distinct)
            // A finger sweeping the track at 120 Hz goes over the same places again and again: most frames repeat an
            // earlier one, and most of those not the one just before.
            let previous = shape.indices.dropFirst().filter { shape[$0] == shape[$0 - 1] }.count
            #expect(distinct < count / 3, "\(distinct) files for \(count) frames")
            #expect(frames.count - distinct > 2 * previous, "\(frames.count - distinct) links, \(previous) to the frame before")
            shapes.append(shape)
        }
        // Which frames share a file depends on the frames alone.
        #expect(shapes.allSatisfy { $0 == shapes[0] })
    }

    @Test("Frames of equal scenes share the first one's file even when it was written long before: the finder remembers 512 scenes, oldest out first")
    func repeatFinderRemembersInOrder() throws {
        let frame = try PriceFrames()
        var finder = RepeatFinder()
        var keepers: [Double: FrameKeeper] = [:]
        // 600 different scenes, each shown twice in a row, then the first ones again.
        for i in 0..<600 {
            let value = Double(i)
            guard case .keeps(let keeper) = finder.role(of: frame(value), path: "a\(i)") else {
                Issue.record("scene \(i) is new")
                continue
            }
            keepers[value] = keeper
            guard case .repeats(let same) = finder.role(of: frame(value), path: "b\(i)") else {
                Issue.record("scene \(i) shown again is a repeat")
                continue
            }
            #expect(same === keeper)
        }
        // The 88 oldest were forgotten (600 − 512), so each is kept anew; a remembered one is the same keeper.
        for i in [0, 50, 87] {
            guard case .keeps = finder.role(of: frame(Double(i)), path: "c\(i)") else { Issue.record("scene \(i) forgotten"); continue }
        }
        for i in [300, 599] {
            guard case .repeats(let same) = finder.role(of: frame(Double(i)), path: "c\(i)") else { Issue.record("scene \(i) kept"); continue }
            #expect(same === keepers[Double(i)])
        }
    }

    @Test("A frame drawn the same as a known one is handed that one's bytes, not a copy; drawn otherwise, its own (SVG and PNG)")
    func drawnBytesReuseTheKnown() throws {
        let frame = try PriceFrames()
        func storage(_ bytes: [UInt8]) -> UnsafeRawPointer? { bytes.withUnsafeBytes { $0.baseAddress } }
        for format in [FrameFormat.svg(), .png(scale: 1)] {
            var writer = FrameWriter(format: format), fresh = FrameWriter(format: format)
            let known = fresh.bytes(frame(100))
            let same = writer.bytes(frame(100), reusing: known)
            #expect(same == known && storage(same) == storage(known), "\(format)")
            let other = writer.bytes(frame(200), reusing: known)
            #expect(other == fresh.bytes(frame(200)) && other != known, "\(format)")
            #expect(writer.bytes(frame(100), reusing: []) == known, "\(format)")
        }
    }

    @Test("A frame named a repeat by its fingerprint shares the earlier file only when the bytes are the same")
    func repeatsAreCheckedByBytes() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frame = try PriceFrames()
        let staging = try StagingFolder(replacing: root + "/out")
        var files = FrameFiles(format: .svg())
        let keeper = FrameKeeper(path: "frames/0.svg")
        try files.write(FrameJob(scene: frame(100), path: "frames/0.svg", position: 0, role: .keeps(keeper)), into: staging)
        // As if two fingerprints had met: a different scene named a repeat of the first, then the same scene drawn anew.
        try files.write(FrameJob(scene: frame(200), path: "frames/1.svg", position: 1, role: .repeats(keeper)), into: staging)
        try files.write(FrameJob(scene: frame(100), path: "frames/2.svg", position: 2, role: .repeats(keeper)), into: staging)
        try staging.commit()
        let frames = try Self.inodes(root + "/out")
        #expect(frames.map(\.name) == ["0.svg", "1.svg", "2.svg"])
        #expect(frames[0].inode != frames[1].inode && frames[0].inode == frames[2].inode)
        var fresh = SVGWriter()
        #expect(try readFile(root + "/out/frames/1.svg") == fresh.write(frame(200)))
        #expect(try readFile(root + "/out/frames/2.svg") == fresh.write(frame(100)))
        #expect(files.counts.repeated.load(ordering: .relaxed) == 1)
    }

    @Test("Frames drawn ahead on one thread (FrameFiles.draw) and written on another give the same files and links")
    func drawnAhead() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frame = try PriceFrames()
        let scenes = [frame(100), frame(100), frame(200), frame(100), frame(200.001), frame(300)]
        var layouts: [[Int]] = []
        for ahead in [false, true] {
            let staging = try StagingFolder(replacing: root + "/out\(ahead)")
            var drawer = FrameFiles(format: .svg()), files = FrameFiles(format: .svg())
            var finder = RepeatFinder()
            for (i, scene) in scenes.enumerated() {
                let path = "frames/\(i).svg"
                var job = FrameJob(scene: scene, path: path, position: i, role: finder.role(of: scene, path: path), fingerprint: finder.fingerprint)
                if ahead {
                    drawer.draw(&job)
                    #expect(job.bytes != nil && job.scene.nodes.isEmpty)
                }
                try files.write(job, into: staging)
            }
            try staging.commit()
            let frames = try Self.inodes(root + "/out\(ahead)")
            var fresh = SVGWriter()
            for (i, scene) in scenes.enumerated() { #expect(try readFile(root + "/out\(ahead)/frames/\(i).svg") == fresh.write(scene)) }
            // Which frames share a file: the first of each group's place.
            layouts.append(frames.map { f in frames.firstIndex { $0.inode == f.inode }! })
        }
        #expect(layouts[0] == layouts[1])
        #expect(layouts[1] == [0, 0, 2, 0, 2, 5])
    }

    @Test("A repeat of a frame not drawn ahead is left to the thread that writes it; a keeper drawn ahead keeps the drawn bytes")
    func drawnAheadOnlyAfterItsKeeper() throws {
        let frame = try PriceFrames()
        var drawer = FrameFiles(format: .svg())
        let keeper = FrameKeeper(path: "frames/0.svg")
        var repeated = FrameJob(scene: frame(100), path: "frames/1.svg", position: 1, role: .repeats(keeper))
        drawer.draw(&repeated)
        #expect(repeated.bytes == nil && !repeated.scene.nodes.isEmpty)
        var kept = FrameJob(scene: frame(100), path: "frames/2.svg", position: 2, role: .keeps(keeper))
        drawer.draw(&kept)
        let drawn = try #require(kept.bytes)
        #expect(keeper.bytes == drawn)
        // The thread that writes the file tells the board; the bytes kept stay the drawn ones.
        KeeperBoard().finish(keeper, bytes: [1, 2, 3])
        #expect(keeper.bytes == drawn)
    }

    @Test("Equal scenes have equal fingerprints; a thumb moved by a hundredth or more, another text or another colour changes it")
    func fingerprints() throws {
        let frame = try PriceFrames()
        #expect(frame(100).frameFingerprint == frame(100).frameFingerprint)
        let others = [frame(110), frame(100, grabbed: .lower), frame(100, scheme: .dark), frame(100.5)]
        for (i, other) in others.enumerated() { #expect(other.frameFingerprint != frame(100).frameFingerprint, "\(i)") }
        // A thumb moved by less than a hundredth (a spring coming to rest) draws the same: one fingerprint.
        #expect(frame(100.0001).frameFingerprint == frame(100).frameFingerprint)
        #expect(frame(100.0001) != frame(100))
    }

    @Test("Without links, or where every frame differs, each frame is a file of its own")
    func differentFramesAreFiles() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let doc = try scene("price")
        // A finger moving ten points a frame at 60 Hz: every frame shows a new value.
        var events = [TimedEvent<Double>(t: 0, .touchDown(x: 30, y: nil))]
        for i in 1..<20 { events.append(TimedEvent(t: Double(i) / 60, .touchMove(x: 30 + Double(i) * 10, y: nil))) }
        let staging = try StagingFolder(replacing: root + "/out")
        _ = try FramesRender(document: doc, events: events, sceneName: "price.json", traceName: "t.json").run(into: staging, jobs: 2)
        try staging.commit()
        let frames = try Self.inodes(root + "/out")
        for i in frames.indices.dropFirst() where frames[i].inode == frames[i - 1].inode {
            #expect(try readFile(root + "/out/frames/" + frames[i].name) == readFile(root + "/out/frames/" + frames[i - 1].name))
        }
        #expect(frames.prefix(20).allSatisfy { $0.links == 1 })
    }

    @Test("A staged path stays inside: no empty, \".\" or \"..\" part, no leading or trailing slash; nested folders are made",
          arguments: [("frames/0001.svg", true), ("a", true), ("...", true), ("a/.../b", true), (".hidden/x", true), ("a/..b/c", true),
                      ("é/日本/👍.svg", true), ("", false), ("/etc/passwd", false), ("a/", false), ("a//b", false), (".", false),
                      ("..", false), ("./a", false), ("a/./b", false), ("a/../b", false), ("../a", false), ("a/..", false), ("/", false)])
    func stagedPathsStayInside(path: String, inside: Bool) throws {
        #expect(StagingFolder.staysInside(path) == inside)
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staging = try StagingFolder(replacing: root + "/out")
        if inside {
            try staging.write([7], to: "deep/" + path)
            try staging.commit()
            #expect(try readFile(root + "/out/deep/" + path) == [7])
        } else {
            #expect(throws: OutputError.self) { try staging.write([7], to: path) }
            staging.discard()
        }
    }

    @Test("Folders are made once each, whichever file reaches them first: siblings, deeper folders and files at the top")
    func foldersOnTheWay() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staging = try StagingFolder(replacing: root + "/out")
        let paths = ["a/b/c.svg", "a/d/e.svg", "a/b/f/g.svg", "x.svg", "a/b/h.svg", "é/日本/i.svg", "é/j.svg"]
        for (i, path) in paths.enumerated() { try staging.write([UInt8(i)], to: path) }
        try staging.commit()
        for (i, path) in paths.enumerated() { #expect(try readFile(root + "/out/" + path) == [UInt8(i)], "\(path)") }
        #expect(SuitePath.joined("/tmp/.out.staging", "frames/0001.svg") == "/tmp/.out.staging/frames/0001.svg")
        #expect(SuitePath.joined("é", "日本") == "é/日本")
    }

    @Test("A link stays inside the staging folder and never replaces a name")
    func linksAreChecked() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staging = try StagingFolder(replacing: root + "/out")
        try staging.write([1, 2, 3], to: "frames/a.svg")
        #expect(try staging.link("frames/a.svg", to: "frames/b.svg"))
        #expect(try staging.link("frames/a.svg", to: "copies/c.svg"))
        #expect(throws: OutputError.self) { try staging.link("frames/a.svg", to: "frames/b.svg") }
        #expect(throws: OutputError.self) { try staging.link("frames/a.svg", to: "../escape.svg") }
        #expect(throws: OutputError.self) { try staging.link("../../etc/passwd", to: "frames/d.svg") }
        // Nothing to link to: the caller writes the file.
        #expect(try !staging.link("frames/missing.svg", to: "frames/e.svg"))
        try staging.commit()
        #expect(try readFile(root + "/out/frames/b.svg") == [1, 2, 3])
        #expect(try readFile(root + "/out/copies/c.svg") == [1, 2, 3])
        #expect(!FileManager.default.fileExists(atPath: root + "/escape.svg"))
        #expect(!FileManager.default.fileExists(atPath: root + "/out/frames/e.svg"))
    }

    @Test("A run into the previous folder takes every unchanged frame from it, and changed frames are written anew")
    func unchangedFramesAreReused() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var kept = 0
        func render(_ scheme: ColorScheme) throws -> [String: UInt64] {
            var job = try FramesFailureTests.drag()
            job.schemes = [scheme]
            let staging = try StagingFolder(replacing: root + "/out")
            kept = try job.run(into: staging, jobs: 2).keptFrames
            try staging.commit()
            return Dictionary(uniqueKeysWithValues: try Self.inodes(root + "/out").map { ($0.name, $0.inode) })
        }
        let plain = PlainFolder()
        _ = try Self.render(jobs: 1, into: plain)
        let first = try render(.light)
        // The same frames again: every file is the one the last run made (its inodes stay in use throughout, so a
        // new file could not have one of their numbers).
        #expect(kept == 0)
        let second = try render(.light)
        #expect(second == first)
        #expect(kept == Set(first.values).count)
        // A frame of the same size with one byte changed, and other frames under the same names: the files hold the
        // new bytes.
        for run in [0, 5] {
            let name = root + "/out/frames/" + FramesRender.frameName(run * FrameFiles.run, digits: 4)
            var bytes = try readFile(name)
            bytes[bytes.count / 2] ^= 1
            let fd = open(name, O_WRONLY)
            #expect(fd >= 0 && write(fd, bytes, bytes.count) == bytes.count)
            close(fd)
        }
        _ = try render(.light)
        _ = try render(.dark)
        _ = try render(.light)
        for (path, bytes) in plain.inner.files {
            #expect(try readFile(root + "/out/" + path) == bytes, "\(path)")
        }
    }

    @Test("Only a regular file of the old output with the very bytes is reused; an interrupted run leaves the old output whole")
    func reuseIsChecked() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = try StagingFolder(replacing: root + "/out")
        try first.write([1, 2, 3], to: "frames/a.svg")
        try first.write([4, 5, 6], to: "frames/b.svg")
        try first.commit()
        #expect(symlink(root + "/out/frames/a.svg", root + "/out/frames/link.svg") == 0)
        #expect(mkfifo(root + "/out/frames/fifo.svg", 0o644) == 0)
        let second = try StagingFolder(replacing: root + "/out")
        // No fresh run has anything to reuse.
        #expect(try !StagingFolder(replacing: root + "/fresh").reuse([1, 2, 3], at: "frames/a.svg"))
        #expect(try second.reuse([1, 2, 3], at: "frames/a.svg"))
        #expect(try !second.reuse([4, 5, 7], at: "frames/b.svg"))
        #expect(try !second.reuse([4, 5], at: "frames/b.svg"))
        #expect(try !second.reuse([1, 2, 3], at: "frames/link.svg"))
        #expect(try !second.reuse([1, 2, 3], at: "frames/fifo.svg"))
        #expect(try !second.reuse([1, 2, 3], at: "frames/missing.svg"))
        #expect(throws: OutputError.self) { try second.reuse([1, 2, 3], at: "../out/frames/a.svg") }
        #expect(throws: OutputError.self) { try second.reuse([1, 2, 3], at: "frames/a.svg") }
        // Interrupted: the old output is as it was, with one name per file again.
        second.discard()
        var info = stat()
        #expect(stat(root + "/out/frames/a.svg", &info) == 0 && info.st_nlink == 1)
        #expect(try readFile(root + "/out/frames/a.svg") == [1, 2, 3])
        #expect(try readFile(root + "/out/frames/b.svg") == [4, 5, 6])
    }
}
