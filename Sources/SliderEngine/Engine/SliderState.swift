/// The two ends of a bound range as the binding holds them: possibly out of bounds, reversed or not finite.
/// A single slider's binding holds its value in both ends.
public struct RangeBinding<V: SliderValue>: Hashable, Sendable {
    /// The first end.
    public var lower: V
    /// The second end.
    public var upper: V

    /// Creates a binding value.
    public init(_ lower: V, _ upper: V) {
        self.lower = lower
        self.upper = upper
    }

    /// A single slider's value.
    public init(single value: V) {
        self.init(value, value)
    }
}

/// Where the current touch stands.
public enum TouchPhase: Hashable, Sendable {
    /// No finger down.
    case idle
    /// A finger went down at `startX` inside the hit area and the slider follows it.
    case tracking(startX: Double)
    /// A finger is down but the slider ignores it until it lifts: it began outside, or the slider was disabled under it.
    case ignored
}

/// Everything the slider remembers between events: the seed's `@State` and `@Binding`, plus the environment.
public struct SliderState<V: SliderValue>: Hashable, Sendable {
    /// The binding as last written, by the slider or from outside.
    public var binding: RangeBinding<V>
    /// Width, direction, scheme, text size, Reduce Motion and enablement.
    public var environment: SliderEnvironment
    /// The grabbed thumb, if any.
    public var active: Thumb?
    /// Both thumbs are under the finger and the first clear movement will choose one.
    public var isPending: Bool
    /// Finger position minus thumb centre when the touch began on a thumb; 0 when it began on the track.
    public var grabOffset: Double
    /// The grabbed thumb rests against a bound or the gap, so reaching it again plays no impact.
    public var isPinned: Bool
    /// Event time of the last selection haptic, or nil for none yet.
    public var lastSelectionTime: Double?
    /// The current touch.
    public var touch: TouchPhase

    /// Creates a state at rest.
    public init(binding: RangeBinding<V>, environment: SliderEnvironment) {
        self.binding = binding
        self.environment = environment
        self.active = nil
        self.isPending = false
        self.grabOffset = 0
        self.isPinned = false
        self.lastSelectionTime = nil
        self.touch = .idle
    }
}
