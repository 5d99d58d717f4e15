import SceneGraph
import SliderEngine
import SVGRender

/// A trace replayed into a folder of frames, as `render-cli render SCENE --trace TRACE --out DIR` writes it:
/// `frames/0000.svg …` (or `frames/light/…` and `frames/dark/…`), `effects.jsonl`, `accessibility.jsonl`,
/// `manifest.json`, `index.html` (the player), and on request `sheet.svg` and `animated.svg`.
public struct FramesRender {
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
    }

    /// The replay in one scheme.
    func replay(_ scheme: ColorScheme) -> Replay<[TimedEvent<Double>]> {
        Replay(document: document, events: events, fps: fps, scheme: scheme, maximumFrames: maximumFrames)
    }

    /// Digits of frame file names, so names sort in time order: at least 4, more when the trace (plus 5 s for springs
    /// to settle, far more than any of the seed's animations needs) could run past 9999 frames.
    public var frameDigits: Int {
        let span = (events.last?.t ?? 0) - (events.first?.t ?? 0)
        let frames = ((span + 5) * fps).rounded(.up)
        return max(4, frames < 1e15 ? String(Int(frames)).count : 16)
    }

    /// `0042.svg`: the frame index zero-padded to `digits`.
    public static func frameName(_ index: Int, digits: Int, extension ext: String = "svg") -> String {
        let text = String(index)
        return String(repeating: "0", count: max(0, digits - text.count)) + text + "." + ext
    }

    /// Renders every file into `folder`; `progress` hears about every 25th frame.
    public func run(into folder: inout some OutputFolder, progress: (String) -> Void = { _ in }) throws -> Summary {
        let folders = schemes.count > 1 ? schemes.map { "frames/\($0.rawValue)" } : ["frames"]
        let digits = frameDigits
        var writer: SVGWriter
        if case .svg(let options) = format { writer = SVGWriter(options: options) } else { writer = SVGWriter() }
        var manifest = Manifest(scene: sceneName, trace: traceName, fps: fps, schemes: schemes.map(\.rawValue))
        var player = SliderPlayer()
        var effects: [UInt8] = []
        var accessibility: [UInt8] = []
        var written = 0, periods = 0
        for (s, scheme) in schemes.enumerated() {
            var iterator = replay(scheme).makeIterator()
            var animatedFrames: [Scene] = [], animatedTimes: [Double] = []
            var k = 0
            while let frame = iterator.next() {
                let name = Self.frameName(frame.index, digits: digits, extension: format.pathExtension)
                let file = folders[s] + "/" + name
                switch format {
                case .svg: try writer.withBytes(of: frame.scene) { bytes in try folder.write(Array(bytes), to: file) }
                case .png: try folder.write(format.bytes(frame.scene), to: file)
                }
                if s == 0 {
                    for step in frame.steps {
                        EffectLog.append(step, to: &effects)
                        if let elements = step.accessibility {
                            accessibility += Array("{\"t\":\(step.event.t.shortestText),\"frame\":\(step.frame ?? frame.index),\"elements\":\(AccessibilityText.json(elements))}\n".utf8)
                        }
                    }
                    let files = folders.map { $0 + "/" + name }
                    manifest.add(frame, files: files)
                    player.add(frame, files: files)
                    periods = frame.index + frame.holdFrames
                }
                if animated, case .svg = format { animatedFrames.append(frame.scene); animatedTimes.append(frame.t) }
                if k % 25 == 0 { progress("\(scheme.rawValue): frame \(frame.index) at \(NumberText.string(frame.t, decimals: 3)) s") }
                k += 1
            }
            if iterator.isTruncated {
                throw ReplayLimitError(limit: maximumFrames, wouldWrite: iterator.countAllFrames(limit: ReplayLimitError.countingLimit))
            }
            written = k
            let suffix = schemes.count > 1 ? "-\(scheme.rawValue)" : ""
            if sheet {
                try folder.write(format.bytes(try replay(scheme).contactSheet(columns: sheetColumns)), to: "sheet\(suffix).\(format.pathExtension)")
            }
            if animated {
                switch format {
                case .svg:
                    var animatedWriter = SVGWriter()
                    try folder.write(animatedWriter.writeAnimated(animatedFrames, times: animatedTimes), to: "animated\(suffix).svg")
                case .png(let scale):
                    try folder.write(AnimatedPNG.bytes(of: replay(scheme), scale: scale), to: "animated\(suffix).png")
                }
            }
        }
        try folder.write(effects, to: "effects.jsonl")
        try folder.write(accessibility, to: "accessibility.jsonl")
        try folder.write(manifest.bytes(), to: "manifest.json")
        let title = sceneName + " × " + traceName
        try folder.write(Array(PlayerPage.html(player.data(title: title, fps: fps, schemes: schemes.map(\.rawValue))).utf8), to: "index.html")
        return Summary(frames: written, timelineFrames: periods)
    }

    /// The single frame at time `t` of the replay in `scheme`.
    public func scene(at t: Double, scheme: ColorScheme) -> Scene {
        replay(scheme).scene(at: t)
    }
}
