/// The parameters of one slider, as a scene file or a caller gives them. Numbers are `Double` here; the engine converts
/// them through its value type (`Double` or `Float`) before any arithmetic, as the binding would hold them.
public struct SliderConfig: Hashable, Sendable {
    /// Which control this is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The seed's dual-thumb `RangeSlider`.
        case range
        /// SwiftUI's single-value `Slider`.
        case single
    }

    /// Where a range slider prints its values.
    public enum Readout: String, Hashable, Sendable, CaseIterable {
        /// A chip above each thumb; the two merge into one when they would touch.
        case thumbs
        /// A "lower – upper" line above the track.
        case header
        /// Nothing visible; VoiceOver still speaks the values.
        case hidden
    }

    /// Range or single.
    public var kind: Kind
    /// The first bound as given; the engine orders the two.
    public var lowerBound: Double
    /// The second bound as given.
    public var upperBound: Double
    /// Snapping increment from the lower bound; nil, zero, negative or non-finite means continuous.
    public var step: Double?
    /// Smallest gap the two values keep (range only), capped at the span.
    public var minimumDistance: Double
    /// Where the values print (range only).
    public var readout: Readout
    /// VoiceOver label of the lower thumb.
    public var lowerLabel: String
    /// VoiceOver label of the upper thumb.
    public var upperLabel: String
    /// VoiceOver label of a single slider (the `label` closure of `Slider`).
    public var label: String
    /// View at the low end of a single slider's track.
    public var minimumValueLabel: ValueLabel?
    /// View at the high end of a single slider's track.
    public var maximumValueLabel: ValueLabel?
    /// How values turn into text for readouts and VoiceOver.
    public var format: ValueFormat
    /// Colour and metric overrides.
    public var style: StyleOverrides

    /// Creates a configuration; the defaults are the seed's.
    public init(
        kind: Kind = .range, bounds: (Double, Double), step: Double? = nil, minimumDistance: Double = 0,
        readout: Readout = .thumbs, lowerLabel: String = "Minimum", upperLabel: String = "Maximum", label: String = "",
        minimumValueLabel: ValueLabel? = nil, maximumValueLabel: ValueLabel? = nil, format: ValueFormat = .automatic,
        style: StyleOverrides = StyleOverrides()
    ) {
        self.kind = kind
        self.lowerBound = bounds.0
        self.upperBound = bounds.1
        self.step = step
        self.minimumDistance = minimumDistance
        self.readout = readout
        self.lowerLabel = lowerLabel
        self.upperLabel = upperLabel
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.format = format
        self.style = style
    }
}

/// A minimum or maximum value label of a single slider: text, or one of the built-in icons.
public enum ValueLabel: Hashable, Sendable {
    /// A line of text in the secondary label colour.
    case text(String)
    /// A built-in vector icon.
    case icon(Icon)
}

/// The built-in icons, drawn as the package's own vector paths (named after the SF Symbols they stand in for).
public enum Icon: String, Hashable, Sendable, CaseIterable {
    /// A speaker.
    case speaker = "speaker.fill"
    /// A speaker with three sound waves.
    case speakerWave = "speaker.wave.3.fill"
    /// A small sun.
    case sunMin = "sun.min.fill"
    /// A large sun.
    case sunMax = "sun.max.fill"
    /// A minus sign.
    case minus = "minus"
    /// A plus sign.
    case plus = "plus"
}
