import SceneGraph

/// The slider as a pure reducer: events in, state changes and a `Reaction` out, and a scene for any state.
///
/// Generic over the bound value type, like the seed's `RangeSlider<V: BinaryFloatingPoint>`: arithmetic runs in
/// `Double`, and every value written passes through `V`, exactly as the seed's `V(result.value)` does. Values are read
/// through `SliderValue.decimalValue`, which is the seed's `Double(v)` for `Double` and the shortest decimal for `Float`.
public struct SliderEngine<V: SliderValue>: Sendable {
    /// The parameters.
    public let config: SliderConfig
    /// Snapping, gap and rounding rules.
    public let math: RangeMath
    /// Drawn thumb diameter: `style.thumbSize`, at least 16; 28 by default.
    public let thumbSize: Double
    /// Track thickness: `style.trackHeight`, at least 2; 8 for a range slider and 4 for a single one by default.
    public let trackHeight: Double
    /// Made with the engine and shared by its copies, whose configuration is the same: a scene cache that kept
    /// something made from this engine's configuration (its formatter, its palette) tells by this reference alone
    /// that it is still for the same, without comparing the formats and styles.
    let identity = Identity()

    /// See `identity`.
    final class Identity: Sendable {}

    /// Space between a single slider's value label and its track. SwiftUI's is not published; 8 pt matches the system spacing.
    public static var valueLabelSpacing: Double { 8 }

    /// Creates an engine. Bounds, step and gap are converted through `V` first, as the binding's type would hold them.
    public init(config: SliderConfig) {
        self.config = config
        let first = V(config.lowerBound), second = V(config.upperBound)
        let step = config.step.map { V($0) }
        math = RangeMath(
            lower: first.decimalValue, upper: second.decimalValue, step: step.map { $0.decimalValue },
            gap: config.kind == .range ? V(config.minimumDistance).decimalValue : 0)
        thumbSize = max(config.style.thumbSize ?? 28, 16)
        trackHeight = max(config.style.trackHeight ?? (config.kind == .range ? 8 : 4), 2)
    }

    /// The state a scene starts in: the given binding and environment, nothing grabbed.
    public func initialState(value: RangeBinding<V>, environment: SliderEnvironment) -> SliderState<V> {
        SliderState(binding: value, environment: environment)
    }

    /// The values as displayed: the binding clamped into the bounds and ordered (a single slider's in both ends).
    public func current(_ state: SliderState<V>) -> (lower: Double, upper: Double) {
        switch config.kind {
        case .range:
            return math.normalized(state.binding.lower.decimalValue, state.binding.upper.decimalValue)
        case .single:
            let v = math.clamped(state.binding.lower.decimalValue)
            return (v, v)
        }
    }

    /// A formatter for this slider's format in the state's locale.
    public func formatter(locale: String) -> ValueFormatter {
        ValueFormatter(format: config.format, math: math, locale: locale)
    }
}
