/// One element of a scene: a shape, a run of text, or a group of children, with the effects SwiftUI modifiers apply to it.
///
/// Effects apply in SwiftUI's order for `content.shadow(…).scaleEffect(…).offset(…).opacity(…)`:
/// the shadow is drawn from the node's content, then the node is transformed, then faded.
/// `opacity` applies to each leaf below the node, as SwiftUI applies it to the children of a container, except on a node
/// with `saturation` below 1: the colour filter renders the node as one layer, and its opacity fades that layer.
/// The clip applies after the shadow (SwiftUI's `.shadow(…).clipShape(…)` order).
public struct Node: Hashable, Sendable, Codable, Identifiable {
    /// A stable identifier, such as `thumb.lower`; the animation timeline matches nodes across scenes by it.
    public var id: String
    /// What the node draws.
    public var shape: Shape
    /// Translation and scale applied to the node and its children.
    public var transform: Transform
    /// Opacity multiplied into every leaf below this node.
    public var opacity: UnitInterval
    /// Saturation of the node's rendering: 1 keeps colours, 0 is greyscale (Rec. 709 weights).
    public var saturation: UnitInterval
    /// A drop shadow of the node's content.
    public var shadow: Shadow?
    /// A rounded rectangle, in local coordinates, that clips the node.
    public var clip: RoundedRect?
    /// Children of a group, drawn in order (later on top).
    public var children: [Node]

    /// Creates a node.
    public init(
        id: String, shape: Shape, transform: Transform = .identity, opacity: UnitInterval = .one,
        saturation: UnitInterval = .one, shadow: Shadow? = nil, clip: RoundedRect? = nil, children: [Node] = []
    ) {
        self.id = id
        self.shape = shape
        self.transform = transform
        self.opacity = opacity
        self.saturation = saturation
        self.shadow = shadow
        self.clip = clip
        self.children = children
    }

    /// A group of children.
    public static func group(_ id: String, _ children: [Node]) -> Node {
        Node(id: id, shape: .group, children: children)
    }

    /// Every node of this subtree in drawing order, the node itself first.
    public func forEachNode(_ body: (Node) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }

    /// The first node of this subtree with the given id.
    public func first(id wanted: String) -> Node? {
        if id == wanted { return self }
        for child in children {
            if let found = child.first(id: wanted) { return found }
        }
        return nil
    }
}

/// What a node draws.
public enum Shape: Hashable, Sendable, Codable {
    /// Nothing of its own; only its children.
    case group
    /// A rectangle with rounded corners (a capsule when the radius is half the shorter side).
    case roundedRect(RoundedRect, Paint)
    /// A circle.
    case circle(Circle, Paint)
    /// A single line of text.
    case text(TextRun)
    /// An arbitrary outline, used for icons.
    case path(Path, Paint)
}

/// A rectangle with a corner radius.
public struct RoundedRect: Hashable, Sendable, Codable {
    /// The bounds.
    public var rect: Rect
    /// Corner radius, at most half the shorter side.
    public var cornerRadius: Double

    /// Creates a rounded rectangle; the radius is capped at half the shorter side.
    public init(_ rect: Rect, cornerRadius: Double) {
        self.rect = rect
        self.cornerRadius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
    }

    /// A capsule: corner radius `min(width, height) / 2`.
    public static func capsule(_ rect: Rect) -> RoundedRect {
        RoundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

/// A circle.
public struct Circle: Hashable, Sendable, Codable {
    /// Centre.
    public var center: Point
    /// Radius.
    public var radius: Double

    /// Creates a circle.
    public init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }
}

/// Fill and stroke of a shape.
public struct Paint: Hashable, Sendable, Codable {
    /// Fill colour, or none.
    public var fill: Color?
    /// Outline, or none.
    public var stroke: Stroke?

    /// Creates a paint.
    public init(fill: Color? = nil, stroke: Stroke? = nil) {
        self.fill = fill
        self.stroke = stroke
    }
}

/// An outline.
public struct Stroke: Hashable, Sendable, Codable {
    /// Where the line sits relative to the shape's edge.
    public enum Placement: String, Hashable, Sendable, Codable {
        /// Entirely inside the edge, like SwiftUI's `strokeBorder`.
        case inside
        /// Centred on the edge, like SwiftUI's `stroke`.
        case centered
    }

    /// How the ends of open subpaths are drawn (SwiftUI's `StrokeStyle.lineCap`).
    public enum LineCap: String, Hashable, Sendable, Codable {
        /// Flat, at the end point.
        case butt
        /// A half disc past the end point.
        case round
        /// A half square past the end point.
        case square
    }

    /// How corners between segments are drawn (SwiftUI's `StrokeStyle.lineJoin`).
    public enum LineJoin: String, Hashable, Sendable, Codable {
        /// A sharp corner (SVG's default miter limit, 4).
        case miter
        /// A rounded corner.
        case round
        /// A cut-off corner.
        case bevel
    }

    /// Line colour.
    public var color: Color
    /// Line width.
    public var width: Double
    /// Where the line sits.
    public var placement: Placement
    /// The ends of open subpaths.
    public var lineCap: LineCap
    /// The corners.
    public var lineJoin: LineJoin

    /// Creates a stroke.
    public init(color: Color, width: Double, placement: Placement = .inside, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter) {
        self.color = color
        self.width = width
        self.placement = placement
        self.lineCap = lineCap
        self.lineJoin = lineJoin
    }
}

/// A drop shadow: the node's alpha, blurred, offset and tinted.
public struct Shadow: Hashable, Sendable, Codable {
    /// Shadow colour, including its opacity.
    public var color: Color
    /// Blur radius; the Gaussian's standard deviation in the SVG output.
    public var radius: Double
    /// Horizontal offset.
    public var x: Double
    /// Vertical offset.
    public var y: Double

    /// Creates a shadow.
    public init(color: Color, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
