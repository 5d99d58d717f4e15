import SceneGraph

/// What one event of a replay did: the value written to the binding and the haptic played, if any.
public struct ReplayStep: Hashable, Sendable {
    /// The event, as the trace holds it.
    public var event: TimedEvent<Double>
    /// The value written to the binding, if the event wrote one (a single slider's value is in both ends).
    public var written: RangeBinding<Double>?
    /// The written value as JSON in the shortest form of the scene's value type: `[130,480]`, or `130` for a single slider.
    public var writtenText: String?
    /// The haptic played, if any.
    public var haptic: Haptic?
    /// The thumb held after the event (nil: none).
    public var active: Thumb?
    /// The frame the effect first shows in (nil when the replay renders no frames).
    public var frame: Int?
    /// The accessibility tree after the event, when the event changed it (nil when it did not, or without frames);
    /// on a page, the whole page's tree.
    public var accessibility: [AccessibilityElement]?
    /// The page slider the event went to (nil in a replay of one slider, which takes every event).
    public var slider: Int?

    /// Creates a step.
    public init(event: TimedEvent<Double>, written: RangeBinding<Double>? = nil, writtenText: String? = nil, haptic: Haptic? = nil,
                active: Thumb? = nil, frame: Int? = nil, accessibility: [AccessibilityElement]? = nil, slider: Int? = nil) {
        self.slider = slider
        self.event = event
        self.written = written
        self.writtenText = writtenText
        self.haptic = haptic
        self.active = active
        self.frame = frame
        self.accessibility = accessibility
    }
}

/// One frame of a replay: what the screen shows at `t`, and what happened since the previous frame.
public struct ReplayFrame: Hashable, Sendable {
    /// The frame number: frame `i` is at `start + i / fps`, so numbers stay dense in time even when frames are held.
    public var index: Int
    /// Seconds since the start of the trace's clock.
    public var t: Double
    /// How many frame periods this frame stays on screen: 1, or more when nothing moves until the next event.
    public var holdFrames: Int
    /// The presentation scene.
    public var scene: Scene
    /// The events applied since the previous frame, with their effects, in order.
    public var steps: [ReplayStep]

    /// Creates a frame.
    public init(index: Int, t: Double, holdFrames: Int = 1, scene: Scene, steps: [ReplayStep] = []) {
        self.index = index
        self.t = t
        self.holdFrames = holdFrames
        self.scene = scene
        self.steps = steps
    }

    /// The accessibility tree when it changed since the previous frame.
    public var accessibilityChange: [AccessibilityElement]? {
        steps.last(where: { $0.accessibility != nil })?.accessibility
    }
}
