import SceneGraph

/// A font the slider draws text in, as SwiftUI spells it: a text style, a weight and whether digits are tabular
/// (`.font(.footnote.weight(.semibold).monospacedDigit())`).
public struct TextFont: Hashable, Sendable {
    /// The Dynamic Type text style, which gives the point size.
    public var style: TextStyle
    /// CSS font weight: 400 regular, 600 semibold.
    public var weight: Int
    /// Whether digits take tabular advances (`.monospacedDigit()`).
    public var tabularDigits: Bool

    /// Creates a font.
    public init(_ style: TextStyle, weight: Int, tabularDigits: Bool) {
        self.style = style
        self.weight = weight
        self.tabularDigits = tabularDigits
    }

    /// The range slider's header: `.title3.weight(.semibold).monospacedDigit()`.
    public static let header = TextFont(.title3, weight: 600, tabularDigits: true)
    /// The range slider's readout chips: `.footnote.weight(.semibold).monospacedDigit()`.
    public static let chip = TextFont(.footnote, weight: 600, tabularDigits: true)
    /// `Slider`'s text value labels: a plain `Text`, body regular with proportional digits.
    public static let valueLabel = TextFont(.body, weight: 400, tabularDigits: false)

    /// Point size at a Dynamic Type size.
    public func size(_ dynamicType: DynamicTypeSize) -> Double { style.size(dynamicType) }

    /// Height of one line at a Dynamic Type size: SF Pro's line height, 1.1934 em (see `TextMeasure.lineHeight`).
    public func lineHeight(_ dynamicType: DynamicTypeSize) -> Double { style.lineHeight(dynamicType) }
}

/// The iOS text styles the slider uses, with Apple's Dynamic Type sizes (Human Interface Guidelines, iOS typography tables).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// Readout chips (`.footnote`).
    case footnote
    /// The header line (`.title3`).
    case title3
    /// Value labels of a single slider (`.body`).
    case body
    /// Small captions (`.caption`).
    case caption1

    /// Point size at a Dynamic Type size.
    public func size(_ dynamicType: DynamicTypeSize) -> Double { metrics(dynamicType).size }

    /// Height of a one-line text at a Dynamic Type size: SF Pro's line height at the style's size, 1.1934 em
    /// (`TextMeasure.lineHeight`), which is what a one-line SwiftUI `Text` is; 15.51 pt for footnote and 23.87 pt for
    /// title3 at the default size.
    public func lineHeight(_ dynamicType: DynamicTypeSize) -> Double { TextMeasure.lineHeight(fontSize: size(dynamicType)) }

    /// The HIG table's line height ("leading") at a Dynamic Type size: the spacing of lines in a paragraph, which a
    /// one-line `Text` does not use (18 pt for footnote at the default size, where one line is 15.51 pt).
    public func paragraphLineHeight(_ dynamicType: DynamicTypeSize) -> Double { metrics(dynamicType).lineHeight }

    private func metrics(_ dynamicType: DynamicTypeSize) -> (size: Double, lineHeight: Double) {
        let index = dynamicType.index
        switch self {
        case .footnote: return Self.footnoteTable[index]
        case .title3: return Self.title3Table[index]
        case .body: return Self.bodyTable[index]
        case .caption1: return Self.caption1Table[index]
        }
    }

    private static let footnoteTable: [(Double, Double)] = [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
    ]
    private static let title3Table: [(Double, Double)] = [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
    ]
    private static let bodyTable: [(Double, Double)] = [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ]
    private static let caption1Table: [(Double, Double)] = [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
    ]
}

extension DynamicTypeSize {
    /// Position from 0 (xSmall) to 11 (accessibility5).
    var index: Int {
        switch self {
        case .xSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .xLarge: return 4
        case .xxLarge: return 5
        case .xxxLarge: return 6
        case .accessibility1: return 7
        case .accessibility2: return 8
        case .accessibility3: return 9
        case .accessibility4: return 10
        case .accessibility5: return 11
        }
    }
}
