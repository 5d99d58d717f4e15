/// Something that happened to the slider. Times travel beside events, in seconds.
public enum SliderEvent<V: SliderValue>: Hashable, Sendable {
    /// A finger went down at `x` (and `y`, or the track's vertical centre when nil) in the slider's own frame.
    case touchDown(x: Double, y: Double?)
    /// The finger moved.
    case touchMove(x: Double, y: Double?)
    /// The finger lifted.
    case touchUp
    /// The system cancelled the touch.
    case touchCancel
    /// VoiceOver swipe up on a thumb.
    case increment(Thumb)
    /// VoiceOver swipe down on a thumb.
    case decrement(Thumb)
    /// `.disabled(_:)` changed.
    case setDisabled(Bool)
    /// Reduce Motion changed.
    case setReduceMotion(Bool)
    /// The binding was changed from outside; `animated` when the app changed it inside `withAnimation { }`, which
    /// animates the change (and rolls the header's digits); a plain write jumps.
    case setValue(RangeBinding<V>, animated: Bool = false)
    /// The slider's width changed.
    case setWidth(Double)
    /// The layout direction changed.
    case setLayoutDirection(LayoutDirection)
    /// The Dynamic Type size changed.
    case setDynamicTypeSize(DynamicTypeSize)
    /// The colour scheme changed.
    case setColorScheme(ColorScheme)
}

/// An event with the time it happened, in seconds, and the slider it happened to.
public struct TimedEvent<V: SliderValue>: Hashable, Sendable {
    /// Seconds since the trace began.
    public var t: Double
    /// What happened.
    public var event: SliderEvent<V>
    /// Which slider of a page the event is for, from 0 in the page's order (a trace's `"slider": N`); 0 in a
    /// one-slider scene, which takes every event whatever its index.
    public var slider: Int {
        get { Int(sliderIndex) }
        set { sliderIndex = Int32(clamping: newValue) }
    }
    // 32 bits, so an event stays 32 bytes, as cheap to stream as before pages.
    private var sliderIndex: Int32

    /// Creates a timed event for slider `slider` (default 0, the first or only one).
    public init(t: Double, _ event: SliderEvent<V>, slider: Int = 0) {
        self.t = t
        self.event = event
        self.sliderIndex = Int32(clamping: slider)
    }
}

/// A haptic the slider plays.
public enum Haptic: String, Hashable, Sendable, CaseIterable {
    /// `.selection`: a light tick per value change.
    case selection
    /// `.impact(flexibility: .rigid, intensity: 0.8)`: a firm tap at a bound or the gap.
    case impact
}

/// What one event made the slider do: at most one write to the binding and one haptic, in that order.
/// A fixed-size value rather than an array, so reducing allocates nothing.
public struct Reaction<V: SliderValue>: Hashable, Sendable {
    /// The range written to the binding, if the value changed.
    public var written: RangeBinding<V>?
    /// The haptic played, if any.
    public var haptic: Haptic?

    /// Creates a reaction.
    public init(written: RangeBinding<V>? = nil, haptic: Haptic? = nil) {
        self.written = written
        self.haptic = haptic
    }

    /// Nothing happened.
    public static var none: Reaction { Reaction() }
}
