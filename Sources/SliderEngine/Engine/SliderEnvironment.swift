/// The SwiftUI environment a slider reads: its width and the user's settings.
public struct SliderEnvironment: Hashable, Sendable {
    /// The slider's own width in points.
    public var width: Double
    /// Reading direction; right-to-left mirrors the track.
    public var layoutDirection: LayoutDirection
    /// Light or dark palette.
    public var colorScheme: ColorScheme
    /// The user's text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// Accessibility Reduce Motion.
    public var reduceMotion: Bool
    /// `false` under `.disabled(true)`.
    public var isEnabled: Bool
    /// Locale identifier for number formatting, such as `en_US`.
    public var locale: String

    /// Creates an environment; the defaults are an iPhone-width slider in light mode at the default text size.
    public init(
        width: Double = 330, layoutDirection: LayoutDirection = .leftToRight, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, reduceMotion: Bool = false, isEnabled: Bool = true,
        locale: String = "en_US"
    ) {
        self.width = width
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.reduceMotion = reduceMotion
        self.isEnabled = isEnabled
        self.locale = locale
    }

    /// The widest slider the files accept, in points: far wider than any screen, small enough that every position
    /// stays exact to the output's two decimals.
    public static let maximumWidth = 100_000.0

    /// Whether the layout runs right to left.
    public var isRTL: Bool { layoutDirection == .rightToLeft }
}

/// Reading direction.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}

/// Light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// The twelve Dynamic Type sizes, smallest first.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Orders sizes from xSmall to accessibility5.
    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
