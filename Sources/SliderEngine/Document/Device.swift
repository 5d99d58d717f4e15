import SceneGraph

/// A phone a page can stand for: its screen in points, portrait, and the safe area's insets there (docs/scenes.md has
/// the table and its sources). The notched and Dynamic Island iPhones have no inset on the left and right in portrait.
public enum Device: String, Hashable, Sendable, CaseIterable {
    /// iPhone 15: 393 × 852 pt, 59 pt above and 34 pt below.
    case iPhone15 = "iPhone 15"
    /// iPhone 15 Plus: 430 × 932 pt, 59 pt above and 34 pt below.
    case iPhone15Plus = "iPhone 15 Plus"
    /// iPhone 15 Pro: 393 × 852 pt, 59 pt above and 34 pt below.
    case iPhone15Pro = "iPhone 15 Pro"
    /// iPhone 15 Pro Max: 430 × 932 pt, 59 pt above and 34 pt below.
    case iPhone15ProMax = "iPhone 15 Pro Max"
    /// iPhone 16: 393 × 852 pt, 59 pt above and 34 pt below.
    case iPhone16 = "iPhone 16"
    /// iPhone 16 Plus: 430 × 932 pt, 59 pt above and 34 pt below.
    case iPhone16Plus = "iPhone 16 Plus"
    /// iPhone 16 Pro: 402 × 874 pt, 62 pt above (uncertain, see docs/scenes.md) and 34 pt below.
    case iPhone16Pro = "iPhone 16 Pro"
    /// iPhone 16 Pro Max: 440 × 956 pt, 62 pt above (uncertain, see docs/scenes.md) and 34 pt below.
    case iPhone16ProMax = "iPhone 16 Pro Max"

    /// The screen in points, portrait.
    public var screen: Size {
        switch self {
        case .iPhone15, .iPhone15Pro, .iPhone16: return Size(width: 393, height: 852)
        case .iPhone15Plus, .iPhone15ProMax, .iPhone16Plus: return Size(width: 430, height: 932)
        case .iPhone16Pro: return Size(width: 402, height: 874)
        case .iPhone16ProMax: return Size(width: 440, height: 956)
        }
    }

    /// The safe area's insets above (status bar and Dynamic Island) and below (home indicator), in points, portrait.
    public var safeArea: SafeArea {
        switch self {
        case .iPhone16Pro, .iPhone16ProMax: return SafeArea(top: 62, bottom: 34)
        default: return SafeArea(top: 59, bottom: 34)
        }
    }
}

/// Insets of a page's safe area from its top and bottom edges, in points.
public struct SafeArea: Hashable, Sendable {
    /// Points from the top edge.
    public var top: Double
    /// Points from the bottom edge.
    public var bottom: Double

    /// Creates insets.
    public init(top: Double = 0, bottom: Double = 0) {
        self.top = top
        self.bottom = bottom
    }
}
