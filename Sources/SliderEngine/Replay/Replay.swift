import SceneGraph

/// A trace replayed through the engine and the animation timeline into frames: what a person would have seen on the
/// phone at `fps`, from the first event until everything has settled after the last one.
///
/// A replay is a lazy sequence: frames are made one at a time as you iterate, and events are pulled from `events` as
/// they are needed, so a million-event trace never holds a million frames (or, with a streaming event source, a
/// million events). When nothing moves until the next event, the frame is held (`ReplayFrame.holdFrames`) instead of
/// repeated, so a long pause costs one frame.
///
/// A page file's replay runs each slider on its own engine and timeline; each event goes to the slider its `slider`
/// index names, and each frame stacks the sliders' frames (ids prefixed `s0/`, `s1/` …; see `PageComposer`).
///
/// ```swift
/// let scene = try SceneDocument(contentsOf: "Fixtures/scenes/price.json")
/// let trace = try TraceDocument(contentsOf: "Fixtures/traces/price-drag.json", for: scene)
/// for frame in Replay(document: scene, events: trace.events, fps: 30) {
///     print(frame.t, frame.scene.displayedValue, frame.steps.compactMap(\.haptic))
/// }
/// ```
public struct Replay<Events: Sequence>: Sequence where Events.Element == TimedEvent<Double> {
    /// The scene file: slider, binding and environment at the start.
    public var document: SceneDocument
    /// The events, times never decreasing.
    public var events: Events
    /// Frames per second.
    public var fps: Double
    /// The colour scheme the frames are drawn in.
    public var scheme: ColorScheme
    /// Whether a frame is held while nothing moves, rather than repeated every 1/fps (default true).
    public var holdsIdleFrames: Bool
    /// The most frames one iteration makes; past it the iterator stops and says so (`Iterator.isTruncated`).
    public var maximumFrames: Int

    /// The default frame limit: 100,000 frames (about 28 minutes at 60 fps of continuous motion).
    public static var defaultMaximumFrames: Int { 100_000 }

    /// A replay of `events` on `document` at `fps` (1…1000), in `scheme` (default: the document's).
    public init(document: SceneDocument, events: Events, fps: Double = 60, scheme: ColorScheme? = nil,
                holdsIdleFrames: Bool = true, maximumFrames: Int = Replay.defaultMaximumFrames) {
        self.document = document
        self.events = events
        self.fps = fps.isFinite ? Swift.min(Swift.max(fps, 1), 1000) : 60
        self.scheme = scheme ?? document.environment.colorScheme
        self.holdsIdleFrames = holdsIdleFrames
        self.maximumFrames = maximumFrames
    }

    /// Iterates the frames.
    public func makeIterator() -> Iterator { Iterator(self) }

    /// The presentation scene at time `t` (seconds on the trace's clock), after every event up to `t`.
    public func scene(at t: Double) -> Scene {
        var iterator = makeIterator()
        return iterator.scene(at: t)
    }

    /// Makes the frames of a replay one at a time.
    public struct Iterator: IteratorProtocol {
        // One of the two is set: the replay loop for the document's value type. Optional chaining mutates in place,
        // so the timeline's storage is never copied.
        var double: ReplayCore<SliderTrack<Double>, Events.Iterator>?
        var float: ReplayCore<SliderTrack<Float>, Events.Iterator>?
        var page: ReplayCore<PageTracks, Events.Iterator>?
        let maximumFrames: Int
        /// Frames made so far.
        public private(set) var frameCount = 0
        /// Whether the iteration stopped at `maximumFrames` before the replay settled.
        public private(set) var isTruncated = false

        init(_ replay: Replay) {
            let events = replay.events.makeIterator()
            let (document, scheme) = (replay.document, replay.scheme)
            if let layout = document.page {
                page = ReplayCore(events: events, fps: replay.fps, holds: replay.holdsIdleFrames) {
                    PageTracks(document: document, page: layout, scheme: scheme, start: $0)
                }
            } else {
                switch document.valueType {
                case .double:
                    double = ReplayCore(events: events, fps: replay.fps, holds: replay.holdsIdleFrames) {
                        SliderTrack(document: document, scheme: scheme, start: $0)
                    }
                case .float:
                    float = ReplayCore(events: events, fps: replay.fps, holds: replay.holdsIdleFrames) {
                        SliderTrack(document: document, scheme: scheme, start: $0)
                    }
                }
            }
            maximumFrames = Swift.max(0, replay.maximumFrames)
        }

        /// The time of the first frame: the first event's time (0 for an empty trace).
        public var start: Double { double?.start ?? float?.start ?? page?.start ?? 0 }

        /// The next frame, or nil when the replay has settled (or hit the frame limit).
        public mutating func next() -> ReplayFrame? {
            guard !isTruncated else { return nil }
            let frame = advance(sample: true)
            if frame != nil { frameCount += 1 }
            if frameCount >= maximumFrames, frame != nil, !isFinished {
                isTruncated = true
            }
            return frame
        }

        /// Advances one frame without drawing it: its number and how many frame periods it is held, or nil at the end.
        public mutating func skipFrame() -> (index: Int, holdFrames: Int)? {
            guard !isTruncated, let frame = advance(sample: false) else { return nil }
            frameCount += 1
            if frameCount >= maximumFrames, !isFinished { isTruncated = true }
            return (frame.index, frame.holdFrames)
        }

        /// After truncation: how many frames the whole replay would have made, counted without drawing them, up to
        /// `limit` (nil when it would make more).
        public mutating func countAllFrames(limit: Int) -> Int? {
            var count = frameCount
            while !isFinished {
                guard count < limit else { return nil }
                guard advance(sample: false) != nil else { break }
                count += 1
            }
            return count
        }

        var isFinished: Bool { double?.finished ?? float?.finished ?? page?.finished ?? true }

        mutating func advance(sample: Bool) -> ReplayFrame? {
            if double != nil { return double?.nextFrame(sample: sample) ?? nil }
            if float != nil { return float?.nextFrame(sample: sample) ?? nil }
            return page?.nextFrame(sample: sample) ?? nil
        }

        mutating func scene(at t: Double) -> Scene {
            if double != nil, let scene = double?.scene(at: t) { return scene }
            if float != nil, let scene = float?.scene(at: t) { return scene }
            return page?.scene(at: t) ?? Scene(size: Size(width: 1, height: 1), nodes: [])
        }
    }
}
extension Replay where Events == [TimedEvent<Double>] {
    /// A replay of a trace file's events.
    public init(document: SceneDocument, trace: TraceDocument, fps: Double = 60, scheme: ColorScheme? = nil,
                holdsIdleFrames: Bool = true, maximumFrames: Int = Replay.defaultMaximumFrames) {
        self.init(document: document, events: trace.events, fps: fps, scheme: scheme, holdsIdleFrames: holdsIdleFrames, maximumFrames: maximumFrames)
    }
}

extension Replay: Sendable where Events: Sendable {}
