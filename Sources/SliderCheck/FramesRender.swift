import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender

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
    /// Frames per chunk script of the player's data (tests chunk short replays).
    var playerChunkFrames = SliderPlayer.chunkFrames

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

    /// Digits of frame file names, so names sort in time order: at least 4, more when the trace (plus 5 s for springs
    /// to settle, far more than any of the seed's animations needs) could run past 9999 frames.
    public var frameDigits: Int {
        let frames = (((events.last?.t ?? 0) - (events.first?.t ?? 0) + 5) * fps).rounded(.up)
        return max(4, frames < 1e15 ? String(Int(frames)).count : 16)
    }

    /// `0042.svg`: the frame index zero-padded to `digits`.
    public static func frameName(_ index: Int, digits: Int, extension ext: String = "svg") -> String {
        let text = String(index)
        return String(repeating: "0", count: max(0, digits - text.count)) + text + "." + ext
    }

    /// Frames drawn together: the replay thread makes this many scenes, then `jobs` threads draw and write them.
    /// It bounds the scenes held in memory at once.
    static let batchSize = 256

    /// Renders every file into `folder`; `progress` hears about every 25th frame. The replay runs on this thread;
    /// its frames are drawn in batches by `jobs` threads, then written and logged here in frame order. Every byte is
    /// the same whatever `jobs` is.
    public func run(into folder: some OutputFolder, jobs: Int = CoreCount.current, progress: (String) -> Void = { _ in }) throws -> Summary {
        let folders = schemes.count > 1 ? schemes.map { "frames/\($0.rawValue)" } : ["frames"]
        let digits = frameDigits
        let log = try FrameLog(folder: folder, frameFolders: writesFrames ? folders : [],
                               manifest: ManifestWriter(scene: sceneName, trace: traceName, fps: fps, schemes: schemes.map(\.rawValue)),
                               framesPerChunk: playerChunkFrames)
        var written = 0
        for (s, scheme) in schemes.enumerated() {
            var batch: [(scene: Scene, path: String)] = []
            var files = WrittenFrames()
            var iterator = replay(scheme).makeIterator()
            var k = 0
            while let frame = iterator.next() {
                let name = Self.frameName(frame.index, digits: digits, extension: format.pathExtension)
                if writesFrames {
                    batch.append((frame.scene, SuitePath.joined(folders[s], name)))
                    if batch.count == Self.batchSize {
                        try writeFrames(batch, into: folder, jobs: jobs, written: &files)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                if s == 0 { try log.add(frame, name: name) }
                if k % 25 == 0 { progress("\(scheme.rawValue): frame \(frame.index) at \(NumberText.string(frame.t, decimals: 3)) s") }
                k += 1
            }
            try writeFrames(batch, into: folder, jobs: jobs, written: &files)
            if iterator.isTruncated {
                throw ReplayLimitError(limit: maximumFrames, wouldWrite: iterator.countAllFrames(limit: ReplayLimitError.countingLimit))
            }
            written = k
            let suffix = schemes.count > 1 ? "-\(scheme.rawValue)" : ""
            if sheet {
                let bytes = format.bytes(try replay(scheme).contactSheet(columns: sheetColumns))
                try folder.write(bytes, to: "sheet\(suffix).\(format.pathExtension)")
            }
            if animated {
                let step = animationStep(frames: k)
                switch format {
                case .svg(let options):
                    let file = try folder.appender(for: "animated\(suffix).svg")
                    try writeAnimatedSVG(replay(scheme), start: log.firstTime, end: log.lastTime, options: options, every: step, to: file)
                case .png(let scale):
                    try folder.write(try AnimatedPNG.bytes(of: replay(scheme), scale: scale, every: step), to: "animated\(suffix).png")
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
                + (data.notice.map { " " + $0 } ?? "")
        }
        try folder.write(Array(PlayerPage.html(data).utf8), to: "index.html")
        return Summary(frames: written, timelineFrames: log.periods, animationStep: animated ? animationStep(frames: written) : 1)
    }

    /// Draws a batch of frames on `jobs` threads, each taking every `jobs`-th frame with a writer of its own, then
    /// writes them in frame order. A frame whose bytes are exactly those of an earlier frame (`WrittenFrames`)
    /// becomes a second name for that frame's file (a hard link), where the folder can make one.
    private func writeFrames(_ batch: [(scene: Scene, path: String)], into folder: some OutputFolder, jobs: Int,
                             written: inout WrittenFrames) throws {
        guard !batch.isEmpty else { return }
        let threads = min(max(jobs, 1), batch.count)
        let format = self.format
        let drawn = Parallel.map(threads, threads: threads) { worker -> [[UInt8]] in
            var writer = FrameWriter(format: format)
            return stride(from: worker, to: batch.count, by: threads).map { writer.bytes(batch[$0].scene) }
        }
        for (i, frame) in batch.enumerated() {
            let bytes = drawn[i % threads][i / threads]
            if let earlier = written.path(of: bytes), try folder.link(earlier, to: frame.path) { continue }
            try folder.write(bytes, to: frame.path)
            written.add(bytes, at: frame.path)
        }
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

/// The files a frames run has written, by their bytes: the newest 512 of them, up to 8 MiB of bytes in all.
///
/// A drag shows the same pictures again and again (the thumb moves in steps, and the finger goes back over the
/// track), and on many disks creating a file costs far more than drawing it, while a second name for a file costs
/// almost nothing. The key is the frame's whole output, so two frames share a file only when every byte is the
/// same; which frames share depends on the frames alone.
struct WrittenFrames {
    static let capacity = 512
    static let byteLimit = 8 << 20
    private var paths: [[UInt8]: String] = [:]
    /// The keys, oldest first, and their bytes in all.
    private var order: [[UInt8]] = []
    private var bytesKept = 0

    /// The path of an earlier frame with exactly these bytes.
    func path(of bytes: [UInt8]) -> String? { paths[bytes] }

    /// Remembers that `path` holds `bytes` (in place of an earlier file with the same bytes, if any), forgetting the
    /// oldest frames past the limits.
    mutating func add(_ bytes: [UInt8], at path: String) {
        if paths.updateValue(path, forKey: bytes) != nil { return }
        order.append(bytes)
        bytesKept += bytes.count
        while order.count > Self.capacity || (bytesKept > Self.byteLimit && order.count > 1) {
            let oldest = order.removeFirst()
            paths[oldest] = nil
            bytesKept -= oldest.count
        }
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
}

/// What a frames run writes about its frames, in frame order: `effects.jsonl`, `accessibility.jsonl`,
/// `manifest.json` and the player's data.
final class FrameLog {
    /// The most lines `accessibility.jsonl` gives one frame (see `add`).
    static let accessibilityChangesPerFrame = 8
    private let folder: any OutputFolder
    private let frameFolders: [String]
    private let effects: OutputAppender
    private let accessibility: OutputAppender
    private let manifestFile: OutputAppender
    // One thread at a time uses the log, and no access to these overlaps another: the run-time exclusivity checks
    // (two calls into the runtime for every `&line`) are left out.
    private var manifest: ManifestWriter
    private var line = ByteWriter(capacity: 4096)
    private(set) var player: SliderPlayer
    private(set) var chunks: [String] = []
    private(set) var periods = 0
    private(set) var firstTime = 0.0
    private(set) var lastTime = 0.0
    private var count = 0
    /// The last frame's accessibility elements and the value they show.
    private var shown: (elements: [AccessibilityElement], value: String)?

    /// Opens the logs in `folder`; frames are shown from `frameFolders` (one per scheme, none without frame files);
    /// the player's data goes in chunk scripts of `framesPerChunk` frames.
    init(folder: some OutputFolder, frameFolders: [String], manifest: ManifestWriter, framesPerChunk: Int) throws {
        self.folder = folder
        player = SliderPlayer(keepingValues: false, framesPerChunk: framesPerChunk)
        self.frameFolders = frameFolders
        self.manifest = manifest
        effects = try folder.appender(for: "effects.jsonl")
        accessibility = try folder.appender(for: "accessibility.jsonl")
        manifestFile = try folder.appender(for: "manifest.json")
        try manifestFile.append(manifest.head())
    }

    /// Logs a frame named `name`.
    func add(_ frame: ReplayFrame, name: String) throws {
        // A frame's accessibility changes: all of them up to `accessibilityChangesPerFrame`; past that the first
        // ones, one line saying how many were merged, and the frame's last (what VoiceOver reads once it settles).
        let changes = frame.steps.reduce(0) { $0 + ($1.accessibility == nil ? 0 : 1) }
        let kept = Self.accessibilityChangesPerFrame - 1
        var change = 0
        for step in frame.steps {
            line.removeAll()
            EffectLog.append(step, to: &line)
            if line.count > 0 { try effects.append(line.bytes) }
            if let elements = step.accessibility {
                defer { change += 1 }
                let last = change == changes - 1
                if changes > Self.accessibilityChangesPerFrame && change >= kept && !last {
                    if change == kept {
                        line.removeAll()
                        JSONText.appendLiteral("{\"t\":", to: &line)
                        step.event.t.appendShortestText(to: &line)
                        JSONText.appendField(",\"frame\":", step.frame ?? frame.index, to: &line)
                        JSONText.appendField(",\"merged\":", changes - kept - 1, to: &line)
                        JSONText.appendLiteral("}\n", to: &line)
                        try accessibility.append(line.bytes)
                    }
                    continue
                }
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
        player.add(frame, paths: files, caption: value)
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
