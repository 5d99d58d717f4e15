import SceneGraph
import Synchronization
import SliderEngine
import SVGRender

/// A trace replayed into a folder of frames, as `render-cli render SCENE --trace TRACE --out DIR` writes it:
/// `frames/0000.svg …` (or `frames/light/…` and `frames/dark/…`), `effects.jsonl`, `accessibility.jsonl`,
/// `manifest.json`, `index.html` (the player), and on request `sheet.svg` and `animated.svg`.
public struct FramesRender: Sendable {
    /// The scene.
    public var document: SceneDocument
    /// The events.
    public var events: [TimedEvent<Double>]
    /// The scene file's name as the manifest and player show it.
    public var sceneName: String
    /// The trace file's name as the manifest and player show it.
    public var traceName: String
    /// One or two colour schemes.
    public var schemes: [ColorScheme]
    /// Frames per second.
    public var fps: Double = 60
    /// The format of the frames, the sheet and the animation (`animated.svg`, or `animated.png` as APNG).
    public var format = FrameFormat.svg()
    /// Also write `animated.svg` (or `animated.png`).
    public var animated = false
    /// Also write `sheet.svg`.
    public var sheet = false
    /// Columns of the sheet.
    public var sheetColumns = 6
    /// Write a file per frame (`frames/…`). Without them a long replay costs only its logs, the manifest, the player
    /// and whatever `sheet` and `animated` ask for: the player then shows the contact sheet in place of the frames,
    /// and its scrubber moves the readouts and the timeline.
    public var writesFrames = true
    /// The most frames an animation keeps. A longer replay is sampled every n-th frame, still in real time, so the
    /// animation stays a few megabytes and a browser can play it (3,600: a minute at 60 fps).
    public var animationFrameLimit = 3_600
    /// The most frames written per scheme.
    public var maximumFrames = Replay<[TimedEvent<Double>]>.defaultMaximumFrames

    /// A job; `schemes` defaults to the document's own.
    public init(document: SceneDocument, events: [TimedEvent<Double>], sceneName: String, traceName: String, schemes: [ColorScheme]? = nil) {
        self.document = document
        self.events = events
        self.sceneName = sceneName
        self.traceName = traceName
        self.schemes = schemes ?? [document.environment.colorScheme]
    }

    /// What a run wrote.
    public struct Summary: Hashable, Sendable {
        /// Frames written per scheme.
        public var frames: Int
        /// Frame periods the replay spans (held frames count once per period).
        public var timelineFrames: Int
        /// The animation keeps every n-th frame (1: all of them); see `animationFrameLimit`.
        public var animationStep = 1
        /// Frame files, over all schemes, that are a second name for an earlier frame's file (see `FrameFiles`).
        public var repeatedFrames = 0
        /// Frame files, over all schemes, kept unchanged from the output folder's previous run.
        public var keptFrames = 0
    }

    /// Every how many frames an animation of `frames` frames keeps one, within `animationFrameLimit`.
    public func animationStep(frames: Int) -> Int {
        let limit = max(animationFrameLimit, 1)
        return max(1, (frames + limit - 1) / limit)
    }

    /// The replay in one scheme.
    func replay(_ scheme: ColorScheme) -> Replay<[TimedEvent<Double>]> {
        Replay(document: document, events: events, fps: fps, scheme: scheme, maximumFrames: maximumFrames)
    }

    /// The replay in one scheme of the events `feed` reads (each replay of a feed starts from its first event).
    func replay(_ scheme: ColorScheme, feed: TraceFeed) -> Replay<TraceFeed.Events> {
        Replay(document: document, events: feed.events, fps: fps, scheme: scheme, maximumFrames: maximumFrames)
    }

    /// The contact sheet's bytes, from `feed` when there is one, else from `events`.
    func sheetBytes(_ scheme: ColorScheme, feed: TraceFeed?) throws -> [UInt8] {
        if let feed { return format.bytes(try replay(scheme, feed: feed).contactSheet(columns: sheetColumns)) }
        return format.bytes(try replay(scheme).contactSheet(columns: sheetColumns))
    }

    /// Digits of frame file names, so names sort in time order: at least 4, more when the trace (plus 5 s for springs
    /// to settle, far more than any of the seed's animations needs) could run past 9999 frames.
    public var frameDigits: Int {
        Self.frameDigits(first: events.first?.t ?? 0, last: events.last?.t ?? 0, fps: fps)
    }

    /// `frameDigits` for a trace from `first` to `last` seconds at `fps`.
    static func frameDigits(first: Double, last: Double, fps: Double) -> Int {
        let frames = ((last - first + 5) * fps).rounded(.up)
        return max(4, frames < 1e15 ? String(Int(frames)).count : 16)
    }

    /// `0042.svg`: the frame index zero-padded to `digits`. Written byte by byte into the string's own storage (a
    /// name of up to 15 bytes is a small string, with no allocation): built from strings joined with `+`, a frame's
    /// name and path took about 1,500 of the replay thread's instructions a frame.
    public static func frameName(_ index: Int, digits: Int, extension ext: String = "svg") -> String {
        guard index >= 0 else {
            let text = String(index)
            return String(repeating: "0", count: max(0, digits - text.count)) + text + "." + ext
        }
        var ext = ext
        var width = 1, rest = index / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        let padded = max(width, digits)
        return ext.withUTF8 { suffix in
            String(unsafeUninitializedCapacity: padded + 1 + suffix.count) { out in
                var value = index
                for i in stride(from: padded - 1, through: 0, by: -1) {
                    out[i] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
                out[padded] = UInt8(ascii: ".")
                _ = out[(padded + 1)...].initialize(fromContentsOf: suffix)
                return padded + 1 + suffix.count
            }
        }
    }

    /// Renders every file into `folder`; `progress` hears about every 25th frame. Frames are drawn and written by
    /// `jobs` threads, this one among them (it runs the replay, and draws too whenever the others fall behind); the
    /// logs, the manifest and the player's data are written by one of them at a time, in frame order (see
    /// `HelpingPool`). Every byte is the same whatever `jobs` is.
    public func run(into folder: some OutputFolder, jobs: Int = CoreCount.current, progress: (String) -> Void = { _ in }) throws -> Summary {
        try run(into: folder, jobs: jobs, feed: nil, progress: progress)
    }

    /// `run`, with the events coming from `feed` while another thread reads them (`events` is not used): the replay
    /// starts before the trace has been read to its end. Frame names need the trace's last time before the first
    /// frame is named, so `lastTime` is a guess of it (`TraceFeed.lastTimeGuess`); when the events read show another
    /// width of frame names, the run throws `FrameNamesGuessError` after writing its frames, and the caller runs
    /// again into a fresh folder with `events` set to `feed.all()`. A bad trace throws its error once the frames
    /// made from its good part are written: the caller discards the folder, as for any failed run.
    public func run(into folder: some OutputFolder, jobs: Int = CoreCount.current, streaming feed: TraceFeed,
                    lastTime: Double, progress: (String) -> Void = { _ in }) throws -> Summary {
        guard let first = feed.firstTime() else {
            // No events, or a bad first one: as without a feed.
            var job = self
            job.events = try feed.all()
            return try job.run(into: folder, jobs: jobs, feed: nil, progress: progress)
        }
        return try run(into: folder, jobs: jobs, feed: (feed, Self.frameDigits(first: first, last: lastTime, fps: fps)), progress: progress)
    }

    /// The run, from `events` or from `feed` with the frame names' width guessed.
    private func run(into folder: some OutputFolder, jobs: Int, feed: (feed: TraceFeed, digits: Int)?, progress: (String) -> Void) throws -> Summary {
        let folders = schemes.count > 1 ? schemes.map { "frames/\($0.rawValue)" } : ["frames"]
        let digits = feed?.digits ?? frameDigits
        let log = try FrameLog(folder: folder, frameFolders: writesFrames ? folders : [],
                               manifest: ManifestWriter(scene: sceneName, trace: traceName, fps: fps, schemes: schemes.map(\.rawValue)))
        var written = 0
        let format = self.format
        let counts = FrameFiles.Counts()
        for (s, scheme) in schemes.enumerated() {
            // The first scheme's frames feed the logs, which one thread at a time takes in frame order; with one job,
            // this thread draws each frame and logs it in turn.
            let pool = HelpingPool<FrameJob, FrameLog.Entry, FrameFiles>(
                jobs: jobs, batch: FrameFiles.handOver, makeState: { FrameFiles(format: format, counts: counts) },
                work: { files, job in try files.write(job, into: folder) },
                ordered: { entry in try log.add(entry.frame, name: entry.name, pointedAt: entry.pointedAt) })
            // The contact sheet replays the trace again and needs nothing from this pass: with more than one job it
            // is made on a thread of its own meanwhile (the same bytes).
            let sheetJob = sheet && jobs > 1 ? Background { [self] in try sheetBytes(scheme, feed: feed?.feed) } : nil
            let logsInPool = s == 0 && jobs > 1
            var repeats = RepeatFinder()
            // With more than one job, this thread draws SVG frames as they come while the helpers are behind, and
            // the pool's threads write the files (`FrameFiles.draw`); a PNG frame, many times dearer to draw, is
            // drawn by whichever thread takes it. The log's entries get the finger's point, found here, instead of
            // the scene's nodes. So a frame drawn here leaves no scene in flight.
            var drawer: FrameFiles? = if jobs > 1, case .svg = format { FrameFiles(format: format, counts: counts) } else { nil }
            var pointer = SliderPlayer.Pointer()
            var drawing = false
            func entry(_ frame: ReplayFrame, name: String) -> FrameLog.Entry {
                for step in frame.steps { pointer.follow(step) }
                let point = pointer.point(in: frame.scene)
                var logged = frame
                logged.scene.nodes = []
                return FrameLog.Entry(frame: logged, name: name, pointedAt: .some(point))
            }
            var k = 0
            /// The pass over one replay's frames, which `next` gives. `next` is a closure made where the replay's
            /// event type is known, so that it calls the replay's code specialised for that type: a generic function
            /// here depended on being inlined for that, and when it was not (a longer body), the replay ran as generic
            /// code, instantiating type metadata for every event (8,750 more instructions a frame).
            func pass(_ next: () -> ReplayFrame?) throws {
                do {
                    while let frame = next() {
                        let name = Self.frameName(frame.index, digits: digits, extension: format.pathExtension)
                        if writesFrames {
                            let path = SuitePath.joined(folders[s], name)
                            let role = repeats.role(of: frame.scene, path: path)
                            var job = FrameJob(scene: frame.scene, path: path, position: k, role: role, fingerprint: repeats.fingerprint)
                            // A batch's frames are drawn here when the helpers had a batch waiting at the last
                            // hand-over, else by the helpers: this thread, the replay, is the longer stage.
                            if k % FrameFiles.handOver == 0 { drawing = pool.jobBatchesWaiting > 0 }
                            if drawing { drawer?.draw(&job) }
                            // Consumed: handed over as it is, where passing the variable copied the job (one job: 270
                            // instructions a frame).
                            if logsInPool {
                                try pool.submit(consume job, entry(frame, name: name))
                            } else {
                                try pool.submit(job: consume job)
                            }
                        } else if logsInPool {
                            try pool.submit(entry: entry(frame, name: name))
                        }
                        // One job logs each frame here, after drawing it, as the pool would, without an entry's copies.
                        if s == 0 && !logsInPool { try log.add(frame, name: name) }
                        if k % 25 == 0 { progress("\(scheme.rawValue): frame \(frame.index) at \(NumberText.string(frame.t, decimals: 3)) s") }
                        k += 1
                    }
                } catch {
                    try? pool.finish()
                    throw error
                }
                try pool.finish()
            }
            // When the replay stopped at `maximumFrames`: how many frames the whole replay would make (`.some(nil)`:
            // more than can be counted), counted where the event type is known, as the frames were; else nil.
            let truncated: Int??
            if let feed {
                var iterator = replay(scheme, feed: feed.feed).makeIterator()
                try pass { iterator.next() }
                truncated = iterator.isTruncated ? .some(iterator.countAllFrames(limit: ReplayLimitError.countingLimit)) : nil
                if s == 0 {
                    // A bad trace says so now, before the frame limit could; then the guess is checked.
                    let (first, last) = try feed.feed.times()
                    let actual = Self.frameDigits(first: first, last: last, fps: fps)
                    if actual != feed.digits { throw FrameNamesGuessError(guessed: feed.digits, actual: actual) }
                }
            } else {
                var iterator = replay(scheme).makeIterator()
                try pass { iterator.next() }
                truncated = iterator.isTruncated ? .some(iterator.countAllFrames(limit: ReplayLimitError.countingLimit)) : nil
            }
            if let wouldWrite = truncated { throw ReplayLimitError(limit: maximumFrames, wouldWrite: wouldWrite) }
            written = k
            let suffix = schemes.count > 1 ? "-\(scheme.rawValue)" : ""
            if sheet {
                let bytes = try sheetJob?.value() ?? sheetBytes(scheme, feed: feed?.feed)
                try folder.write(bytes, to: "sheet\(suffix).\(format.pathExtension)")
            }
            if animated {
                let step = animationStep(frames: k)
                switch format {
                case .svg(let options):
                    let file = try folder.appender(for: "animated\(suffix).svg")
                    if let feed {
                        try writeAnimatedSVG(replay(scheme, feed: feed.feed), start: log.firstTime, end: log.lastTime, options: options, every: step, to: file)
                    } else {
                        try writeAnimatedSVG(replay(scheme), start: log.firstTime, end: log.lastTime, options: options, every: step, to: file)
                    }
                case .png(let scale):
                    let bytes = if let feed {
                        try AnimatedPNG.bytes(of: replay(scheme, feed: feed.feed), scale: scale, every: step)
                    } else {
                        try AnimatedPNG.bytes(of: replay(scheme), scale: scale, every: step)
                    }
                    try folder.write(bytes, to: "animated\(suffix).png")
                }
            }
        }
        try log.finish()
        let title = sceneName + " × " + traceName
        var data = log.player.data(title: title, fps: fps, schemes: schemes.map(\.rawValue), chunks: log.chunks)
        if !writesFrames {
            // The contact sheet stands in for the frames: a still picture of the whole replay that costs the page
            // nothing to show (an animation of thousands of frames would keep a browser busy).
            let suffixes = schemes.count > 1 ? schemes.map { "-" + $0.rawValue } : [""]
            let ext = format.pathExtension
            if sheet { data.standIns = suffixes.map { "sheet\($0).\(ext)" } }
            data.pointerLabel = nil
            data.notice = "No frame files were written. "
                + (sheet ? "The picture is the contact sheet; " : "")
                + (animated ? "animated\(suffixes[0]).\(ext) plays the replay. " : "")
                + "The scrubber moves the readouts and the timeline."
        }
        try folder.write(Array(PlayerPage.html(data).utf8), to: "index.html")
        return Summary(frames: written, timelineFrames: log.periods, animationStep: animated ? animationStep(frames: written) : 1,
                       repeatedFrames: counts.repeated.load(ordering: .relaxed), keptFrames: counts.kept.load(ordering: .relaxed))
    }

    /// The animated SVG, written as the replay runs a second time, keeping every `step`-th frame (each shown until
    /// the next one kept).
    func writeAnimatedSVG<Events>(_ replay: Replay<Events>, start: Double, end: Double, options: SVGOptions, every step: Int = 1,
                                  to file: OutputAppender) throws {
        var stream: AnimatedSVGStream?
        var iterator = replay.makeIterator()
        while let (frame, _) = iterator.next(keepingEvery: step) {
            if stream == nil {
                stream = AnimatedSVGStream(size: frame.scene.size, background: frame.scene.background, start: start, end: end, options: options)
            }
            if let bytes = stream?.add(frame.scene, at: frame.t) { try file.append(bytes) }
        }
        if let bytes = stream?.finish() { try file.append(bytes) }
        try file.close()
    }

    /// The single frame at time `t` of the replay in `scheme`.
    public func scene(at t: Double, scheme: ColorScheme) -> Scene {
        replay(scheme).scene(at: t)
    }
}

/// A streamed run's frame names were given a width from a guess of the trace's last time that the events read did
/// not bear out: the run's frames are named wrongly, and it must be run again, into a fresh folder, from the events.
public struct FrameNamesGuessError: Error, Hashable, Sendable {
    /// The digits the names were given.
    public var guessed: Int
    /// The digits the trace's events call for.
    public var actual: Int
}

/// One frame for a worker to draw and write.
public struct FrameJob: Sendable {
    /// The scene.
    public var scene: Scene
    /// Where it goes in the output folder.
    public var path: String
    /// Its place among the frames written, from 0.
    public var position: Int
    /// Whether it repeats an earlier frame's scene, or keeps its file for later ones (see `RepeatFinder`).
    public var role: FrameRole
    /// The scene's `frameFingerprint` when known: a frame whose fingerprint differs from the frame before's is not
    /// compared with it (see `FrameFiles.drawn`).
    public var fingerprint: UInt64? = nil
    /// The frame's bytes when they were drawn before the job was handed over (`FrameFiles.draw`); the scene is then
    /// empty, and the worker only writes or links the file.
    public var bytes: [UInt8]? = nil

    /// The scene a job keeps once its frame is drawn: nothing to count references to.
    static let noScene = Scene(size: Size(width: 0, height: 0), nodes: [])
}

/// A worker's state in a frames run: its drawing state, and the last frame it wrote.
///
/// A frame whose scene is exactly an earlier frame's (`FrameRole.repeats`, found in frame order by `RepeatFinder`)
/// becomes a second name for that frame's file (a hard link), when the folder can make one, without drawing: a drag
/// shows the same scenes again and again (the thumb moves in steps, held springs give the same scene, a finger goes
/// back over the track), and a link costs no inode, no data and no drawing. The worker waits for the earlier file
/// to be in place first (`KeeperBoard`). A frame of a new scene that draws the same bytes as the frame just before it
/// is linked to that one after drawing, when both are in the same run of `run` frames, which one worker takes
/// together. Which frames are linked depends on the frames alone, never on the number of workers. A frame not linked
/// is offered to the folder's `reuse`, which takes an unchanged file from the output the folder replaces, before it
/// is written anew.
public struct FrameFiles {
    /// Frames linked to the frame before only within a run of this many; a link never crosses from one run to the
    /// next, so which frames are linked never depends on which worker took them.
    public static let run = 16
    /// Frames handed over together, to be drawn and to be logged: whole runs, 128 frames (a few hundred microseconds
    /// of work). A thread waiting for frames is woken once per batch: handed 16 frames at a time, the 72,000-event
    /// drag's two jobs switched threads about 9,300 times and ran 0.35 s in tmpfs; 128 at a time, about 2,100 times
    /// and 0.28 s (measured with a log thread of its own, handed 512 frames at a time).
    public static let handOver = 8 * run
    var writer: FrameWriter
    var last: (position: Int, scene: Scene, fingerprint: UInt64?, path: String, bytes: [UInt8])?
    let counts: Counts

    /// What the workers of a run did instead of writing a file, and where they wait for each other's files.
    public final class Counts: Sendable {
        /// Frames linked to an earlier frame.
        public let repeated = Atomic(0)
        /// Frames kept from the previous run.
        public let kept = Atomic(0)
        /// The files of the frames that later frames repeat.
        let keepers = KeeperBoard()

        /// None yet.
        public init() {}
    }

    /// A worker's state for frames in `format`, counting into `counts`.
    public init(format: FrameFormat, counts: Counts = Counts()) {
        writer = FrameWriter(format: format)
        self.counts = counts
    }

    /// Draws `job`'s frame now, on the thread that made its scene and in frame order, and leaves the job only its
    /// bytes (its scene emptied) for `write` on another thread. A frame that repeats one not drawn here is left as
    /// it is: its keeper's bytes come from the thread that draws the keeper.
    ///
    /// With two jobs, a frame drawn on the other thread kept its scene alive until then, a batch or more later:
    /// hundreds of scenes in flight, which `malloc` could not hand out again while they were hot, and whose storage
    /// the other core counted references to (see *The replay thread draws, and the log gets no scene* in
    /// docs/speed.md).
    public mutating func draw(_ job: inout FrameJob) {
        let bytes: [UInt8]
        switch job.role {
        case .repeats(let keeper):
            guard keeper.drawnFirst else { return }
            bytes = drawn(job, like: keeper.bytes)
        case .keeps(let keeper):
            bytes = drawn(job, like: [])
            keeper.keepDrawn(bytes)
        }
        last = (job.position, job.scene, job.fingerprint, job.path, bytes)
        job.bytes = bytes
        job.scene = FrameJob.noScene
    }

    /// Writes `job`'s frame into `folder`: a link to the earlier frame it repeats, or to the frame before it when
    /// they draw the same, else a new file.
    public mutating func write(_ job: FrameJob, into folder: some OutputFolder) throws {
        do {
            try place(job, into: folder)
        } catch {
            // No worker waits for a file that will not come.
            counts.keepers.abort(error)
            throw error
        }
    }

    /// `write`, failures left to it.
    private mutating func place(_ job: FrameJob, into folder: some OutputFolder) throws {
        switch job.role {
        case .repeats(let keeper):
            try counts.keepers.wait(for: keeper)
            let bytes = drawn(job, like: keeper.bytes)
            if SnapshotFile.sameBytes(bytes, keeper.bytes), try folder.link(keeper.path, to: job.path) {
                counts.repeated.add(1, ordering: .relaxed)
                last = (job.position, job.scene, job.fingerprint, job.path, bytes)
                return
            }
            // Unlike the frame its fingerprint named, or no links here: a file of its own.
            try writeFile(job, bytes: bytes, into: folder)
        case .keeps(let keeper):
            let bytes = try writeFile(job, bytes: drawn(job, like: []), into: folder)
            counts.keepers.finish(keeper, bytes: bytes)
        }
    }

    /// The bytes of `job`'s frame: the frame before's when it is the same scene, else drawn, and given as `known`
    /// itself when they are the same bytes. Scenes whose fingerprints differ are not equal, and are not compared: in
    /// a drag most frames differ from the one before, and comparing them (the scenes' nodes copied on the way, each
    /// a retain and a release of objects made on the other core) cost more than the rare equal scene saves.
    ///
    /// Drawn bytes are compared where the writer made them, and copied out only when they differ from `known`:
    /// almost every frame of a drag draws its keeper's bytes again, and a copy of each (3 kB, past the sizes glibc's
    /// per-thread cache keeps) was an allocation and a free through the allocator's locks (over the 6,000-event
    /// drag, 1.46 M instructions of 182.7 M, 0.8 %).
    private mutating func drawn(_ job: FrameJob, like known: [UInt8]) -> [UInt8] {
        if let bytes = job.bytes { return bytes }
        if let last, last.position == job.position - 1, last.fingerprint == nil || job.fingerprint == nil || last.fingerprint == job.fingerprint,
           last.scene == job.scene { return last.bytes }
        return writer.bytes(job.scene, reusing: known)
    }

    /// Writes `job`'s frame, `bytes`, as a file of its own, or a link to the frame before it when they draw the same.
    @discardableResult
    private mutating func writeFile(_ job: FrameJob, bytes: [UInt8], into folder: some OutputFolder) throws -> [UInt8] {
        var linked = false
        if let last, last.position == job.position - 1, job.position % Self.run != 0 {
            linked = try SnapshotFile.sameBytes(bytes, last.bytes) && folder.link(last.path, to: job.path)
        }
        if linked {
            counts.repeated.add(1, ordering: .relaxed)
        } else if try folder.reuse(bytes, at: job.path) {
            // The previous run wrote this frame the same way: its file is taken.
            counts.kept.add(1, ordering: .relaxed)
        } else {
            try folder.write(bytes, to: job.path)
        }
        last = (job.position, job.scene, job.fingerprint, job.path, bytes)
        return bytes
    }
}

/// A worker's reusable drawing state: an SVG writer, or a rasteriser and PNG encoder.
public struct FrameWriter {
    let format: FrameFormat
    var svg: SVGWriter
    var rasterizer = Rasterizer()
    var encoder = PNGEncoder()

    /// A writer for `format`.
    public init(format: FrameFormat) {
        self.format = format
        if case .svg(let options) = format { svg = SVGWriter(options: options) } else { svg = SVGWriter() }
    }

    /// The file's bytes.
    public mutating func bytes(_ scene: Scene) -> [UInt8] {
        switch format {
        case .svg: return svg.write(scene)
        case .png(let scale): return encoder.encode(rasterizer.image(of: scene, scale: scale))
        }
    }

    /// The file's bytes, given as `known` itself when they are the same bytes: an SVG is compared in the writer's
    /// buffer and copied out of it only when it differs.
    public mutating func bytes(_ scene: Scene, reusing known: [UInt8]) -> [UInt8] {
        switch format {
        case .svg:
            return svg.withBytes(of: scene) { drawn in
                known.withUnsafeBufferPointer { SnapshotFile.sameBytes(drawn, $0) } ? known : Array(drawn)
            }
        case .png:
            let drawn = bytes(scene)
            return SnapshotFile.sameBytes(drawn, known) ? known : drawn
        }
    }
}

/// What a frames run writes about its frames, in frame order: `effects.jsonl`, `accessibility.jsonl`,
/// `manifest.json` and the player's data. It is used by one thread at a time: the pool's ordered stage while frames
/// come, then the caller once the pool is finished.
final class FrameLog: @unchecked Sendable {
    /// A frame and its file name.
    struct Entry: Sendable {
        var frame: ReplayFrame
        var name: String
        /// The finger's point in the frame's scene, found already (see `SliderPlayer.Pointer`), when not nil; the
        /// scene's nodes are then left out of `frame`.
        var pointedAt: Point??
    }

    private let folder: any OutputFolder
    private let frameFolders: [String]
    private let effects: OutputAppender
    private let accessibility: OutputAppender
    private let manifestFile: OutputAppender
    // One thread at a time uses the log, and no access to these overlaps another: the run-time exclusivity checks
    // (two calls into the runtime for every `&line`) are left out.
    @exclusivity(unchecked) private var manifest: ManifestWriter
    @exclusivity(unchecked) private var line = ByteWriter(capacity: 4096)
    @exclusivity(unchecked) private(set) var player = SliderPlayer(keepingValues: false)
    private(set) var chunks: [String] = []
    private(set) var periods = 0
    private(set) var firstTime = 0.0
    private(set) var lastTime = 0.0
    private var count = 0
    /// The last frame's accessibility elements and the value they show.
    @exclusivity(unchecked) private var shown: (elements: [AccessibilityElement], value: String)?

    /// Opens the logs in `folder`; frames are shown from `frameFolders` (one per scheme, none without frame files).
    init(folder: some OutputFolder, frameFolders: [String], manifest: ManifestWriter) throws {
        self.folder = folder
        self.frameFolders = frameFolders
        self.manifest = manifest
        effects = try folder.appender(for: "effects.jsonl")
        accessibility = try folder.appender(for: "accessibility.jsonl")
        manifestFile = try folder.appender(for: "manifest.json")
        try manifestFile.append(manifest.head())
    }

    /// Logs a frame named `name`; with `pointedAt` (see `Entry`) the frame's scene may have no nodes.
    func add(_ frame: ReplayFrame, name: String, pointedAt: Point?? = nil) throws {
        for step in frame.steps {
            line.removeAll()
            EffectLog.append(step, to: &line)
            if line.count > 0 { try effects.append(line.bytes) }
            if let elements = step.accessibility {
                line.removeAll()
                JSONText.appendLiteral("{\"t\":", to: &line)
                step.event.t.appendShortestText(to: &line)
                JSONText.appendField(",\"frame\":", step.frame ?? frame.index, to: &line)
                JSONText.appendLiteral(",\"elements\":", to: &line)
                AccessibilityText.appendJSON(elements, to: &line)
                JSONText.appendLiteral("}\n", to: &line)
                try accessibility.append(line.bytes)
            }
        }
        let files = FramePaths.sameName(folders: frameFolders, name: name)
        // The value on screen comes from the accessibility elements, which change only when a value does.
        let value: String
        if let shown, shown.elements == frame.scene.accessibility {
            value = shown.value
        } else {
            value = frame.scene.displayedValue
            shown = (frame.scene.accessibility, value)
        }
        line.removeAll()
        manifest.line(frame, files: files, value: value, to: &line)
        try manifestFile.append(line.bytes)
        player.add(frame, paths: files, caption: value, pointedAt: pointedAt)
        if let chunk = player.takeChunk() { try writeChunk(chunk) }
        periods = frame.index + frame.holdFrames
        if count == 0 { firstTime = frame.t }
        lastTime = frame.t
        count += 1
    }

    private func writeChunk(_ chunk: [UInt8]) throws {
        let path = "player/data-\(chunks.count).js"
        try folder.write(chunk, to: path)
        chunks.append(path)
    }

    /// Writes the last chunk and closes the logs.
    func finish() throws {
        if let chunk = player.takeChunk(force: true) { try writeChunk(chunk) }
        try effects.close()
        try accessibility.close()
        try manifestFile.append(manifest.tail(start: firstTime, end: lastTime))
        try manifestFile.close()
    }
}
