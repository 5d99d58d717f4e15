/// A point in the scene's coordinate space (points, y down).
public struct Point: Hashable, Sendable, Codable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable, Codable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle of the given size centred on a point.
    public init(center: Point, width: Double, height: Double) {
        self.init(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }
    /// Horizontal centre.
    public var midX: Double { x + width / 2 }
    /// Vertical centre.
    public var midY: Double { y + height / 2 }

    /// Whether the point lies inside or on the edge.
    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x <= maxX && p.y >= y && p.y <= maxY
    }

    /// The rectangle grown by `d` on every side (shrunk for negative `d`).
    public func outset(by d: Double) -> Rect {
        Rect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
    }
}

/// A translation followed by a uniform scale about an anchor point, the transforms SwiftUI's `offset` and `scaleEffect` produce.
public struct Transform: Hashable, Sendable, Codable {
    /// Horizontal translation.
    public var translateX: Double
    /// Vertical translation.
    public var translateY: Double
    /// Uniform scale factor.
    public var scale: Double
    /// Point, in the node's local space, that the scale keeps fixed.
    public var anchor: Point

    /// Creates a transform.
    public init(translateX: Double = 0, translateY: Double = 0, scale: Double = 1, anchor: Point = .zero) {
        self.translateX = translateX
        self.translateY = translateY
        self.scale = scale
        self.anchor = anchor
    }

    /// No transform.
    public static let identity = Transform()

    /// Whether this transform changes nothing.
    public var isIdentity: Bool { translateX == 0 && translateY == 0 && scale == 1 }

    /// The affine matrix `(a, b, c, d, e, f)` in SVG order: scale about the anchor, then translate.
    public var matrix: (a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (scale, 0, 0, scale, translateX + anchor.x * (1 - scale), translateY + anchor.y * (1 - scale))
    }

    /// Maps a local point into the parent space.
    public func apply(_ p: Point) -> Point {
        let m = matrix
        return Point(x: m.a * p.x + m.e, y: m.d * p.y + m.f)
    }
}
