/// How a value becomes text in the readouts and for VoiceOver: the seed's `format:` parameter as data.
public struct ValueFormat: Hashable, Sendable {
    /// The kind of formatter.
    public enum Style: Hashable, Sendable {
        /// The seed's default: a plain number with as many decimals as the step has (up to two without a step).
        case automatic
        /// A locale-aware number (`.number`).
        case number
        /// A currency amount (`.currency(code:)`), e.g. "USD".
        case currency(code: String)
        /// A percentage of a fraction (`.percent`): 0.25 reads "25%".
        case percent
        /// The seed example's `{ "\(Int($0))" }`: truncated toward zero, no grouping, no locale.
        case integer
    }

    /// The kind of formatter.
    public var style: Style
    /// Fewest fraction digits shown (`.precision(.fractionLength(min...max))`); nil keeps the style's default.
    public var minimumFractionDigits: Int?
    /// Most fraction digits shown; nil keeps the style's default.
    public var maximumFractionDigits: Int?
    /// Whether thousands are grouped; nil keeps the locale's default.
    public var grouping: Bool?

    /// Creates a format.
    public init(_ style: Style, minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil, grouping: Bool? = nil) {
        self.style = style
        self.minimumFractionDigits = minimumFractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.grouping = grouping
    }

    /// The seed's default format.
    public static let automatic = ValueFormat(.automatic)
}

/// A colour with a light and a dark value, like the seed's `adaptive(light:dark:)`.
public struct AdaptiveColor: Hashable, Sendable {
    /// Value in light mode.
    public var light: UInt32
    /// Value in dark mode.
    public var dark: UInt32
    /// Alpha in light mode.
    public var lightAlpha: Double
    /// Alpha in dark mode.
    public var darkAlpha: Double

    /// Creates an adaptive colour from two `0xRRGGBB` values.
    public init(light: UInt32, dark: UInt32, lightAlpha: Double = 1, darkAlpha: Double = 1) {
        self.light = light
        self.dark = dark
        self.lightAlpha = lightAlpha
        self.darkAlpha = darkAlpha
    }

    /// The same colour in both schemes.
    public init(_ hex: UInt32, alpha: Double = 1) {
        self.init(light: hex, dark: hex, lightAlpha: alpha, darkAlpha: alpha)
    }
}

/// Per-item overrides of the `Style`; nil keeps the house value.
public struct StyleOverrides: Hashable, Sendable {
    /// The unselected part of the track.
    public var track: AdaptiveColor?
    /// The selected span, and the chip of a grabbed thumb.
    public var fill: AdaptiveColor?
    /// The thumb face.
    public var thumb: AdaptiveColor?
    /// The ring around each thumb.
    public var thumbBorder: AdaptiveColor?
    /// Text on `fill`.
    public var ink: AdaptiveColor?
    /// Readout text at rest and the header values.
    public var label: AdaptiveColor?
    /// The dash between values.
    public var secondaryLabel: AdaptiveColor?
    /// Readout chips at rest.
    public var chip: AdaptiveColor?
    /// Track and span thickness (at least 2).
    public var trackHeight: Double?
    /// Drawn thumb diameter (at least 16).
    public var thumbSize: Double?

    /// Creates overrides; pass only what changes.
    public init(
        track: AdaptiveColor? = nil, fill: AdaptiveColor? = nil, thumb: AdaptiveColor? = nil,
        thumbBorder: AdaptiveColor? = nil, ink: AdaptiveColor? = nil, label: AdaptiveColor? = nil,
        secondaryLabel: AdaptiveColor? = nil, chip: AdaptiveColor? = nil, trackHeight: Double? = nil,
        thumbSize: Double? = nil
    ) {
        self.track = track
        self.fill = fill
        self.thumb = thumb
        self.thumbBorder = thumbBorder
        self.ink = ink
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.chip = chip
        self.trackHeight = trackHeight
        self.thumbSize = thumbSize
    }
}
