/// One line of text, already measured: each scalar has its own x position, so tabular digits render the same in every renderer.
public struct TextRun: Hashable, Sendable, Codable {
    /// The characters.
    public var text: String
    /// Start of the baseline.
    public var origin: Point
    /// Offset of each Unicode scalar of `text` from `origin.x`.
    public var offsets: [Double]
    /// Advance width of the whole line.
    public var width: Double
    /// Font size in points.
    public var fontSize: Double
    /// CSS font weight (400 regular, 600 semibold).
    public var fontWeight: Int
    /// Text colour.
    public var color: Color
    /// Whether digits use the font's tabular figures (OpenType `tnum`, SwiftUI's `.monospacedDigit()`): `offsets`
    /// then hold the tabular slots, and a renderer draws the tabular glyphs in them.
    public var tabularDigits: Bool

    /// Creates a text run.
    public init(text: String, origin: Point, offsets: [Double], width: Double, fontSize: Double, fontWeight: Int, color: Color, tabularDigits: Bool = false) {
        self.text = text
        self.origin = origin
        self.offsets = offsets
        self.width = width
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.color = color
        self.tabularDigits = tabularDigits
    }
}

/// An outline made of straight and curved segments.
public struct Path: Hashable, Sendable, Codable {
    /// One drawing command.
    public enum Element: Hashable, Sendable, Codable {
        /// Starts a subpath.
        case move(Point)
        /// A straight segment.
        case line(Point)
        /// A cubic Bézier segment.
        case curve(Point, Point, Point)
        /// Closes the subpath.
        case close
    }

    /// The commands in order.
    public var elements: [Element]

    /// Creates a path.
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// This path moved by (dx, dy) and scaled by `s` about the origin.
    public func transformed(scale s: Double, dx: Double, dy: Double) -> Path {
        func map(_ p: Point) -> Point { Point(x: p.x * s + dx, y: p.y * s + dy) }
        return Path(elements.map { element in
            switch element {
            case .move(let p): return .move(map(p))
            case .line(let p): return .line(map(p))
            case .curve(let a, let b, let c): return .curve(map(a), map(b), map(c))
            case .close: return .close
            }
        })
    }
}
