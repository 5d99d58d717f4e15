/// Bounding boxes of what nodes draw, for filter regions and hit-testing checks.
///
/// Conventions:
/// - Strokes count where they paint: a `.centered` stroke adds half its width outside the edge,
///   an `.inside` stroke adds nothing.
/// - Text spans `origin.x ... origin.x + width` (or the last glyph offset, when larger) horizontally and
///   `baseline − 0.97·fontSize ... baseline + 0.25·fontSize` vertically: Inter's ascender (2728/2816 em)
///   and descender (680/2816 em), rounded up, so accents and descenders stay inside.
/// - Paths use the box of all their points, Bézier control points included: never too small, at most
///   a little large.
/// - A child contributes its `boundsInParent`: its content, its own shadow, cut to its own clip, then
///   mapped through its transform.
extension Node {
    /// The box of the node's own shape and its children's `boundsInParent`, in this node's local space
    /// before its own transform, its own shadow and its own clip; nil when nothing is drawn.
    public var localBounds: Rect? {
        withUnsafePointer(to: self) { Node.localBounds(of: $0) }
    }

    /// Everything this node paints, its own shadow included and cut to its own clip, mapped through its
    /// transform into the parent's space; nil when nothing is drawn.
    public var boundsInParent: Rect? {
        withUnsafePointer(to: self) { Node.boundsInParent(of: $0) }
    }

    /// `localBounds` of the node at `node`, with the tree read in place: a recursion over `children` by value
    /// copies every node below (its id, text and arrays retained and released).
    public static func localBounds(of node: UnsafePointer<Node>) -> Rect? {
        var box = BoundsBox()
        box.add(Shape.localBounds(of: shape(of: node)))
        node.pointee.children.forEachInPlace { box.add(boundsInParent(of: $0)) }
        return box.rect
    }

    /// `boundsInParent` of the node at `node`, read in place (see `localBounds(of:)`).
    public static func boundsInParent(of node: UnsafePointer<Node>) -> Rect? {
        guard var rect = localBounds(of: node) else { return nil }
        if let shadow = node.pointee.shadow { rect = shadow.bounds(of: rect) }
        if let clip = node.pointee.clip {
            guard let cut = BoundsBox.intersection(rect, clip.rect) else { return nil }
            rect = cut
        }
        return node.pointee.transform.apply(rect)
    }
}

extension Node {
    /// The box of what this node lays out, in its parent's space: its shape (strokes included; text as its line box,
    /// SF Pro's ascender above the baseline and descender below) and its children's, moved by the translation of its
    /// transform and cut to its clip. Shadows and scale are drawing effects, left out (like SwiftUI's `.shadow` and
    /// `.scaleEffect`, they do not change layout). Nodes with opacity 0 count, so a cross-fade never changes the box.
    /// nil when nothing is laid out.
    public var layoutBoundsInParent: Rect? {
        withUnsafePointer(to: self) { Node.layoutBounds(of: $0) }
    }

    /// `layoutBoundsInParent` of the node at `node`, read in place: a plain recursion over `children` copies every
    /// node of the tree (its id, text and arrays retained and released), which would dominate building a scene.
    private static func layoutBounds(of node: UnsafePointer<Node>) -> Rect? {
        var box = LayoutBox()
        let shape = Node.shape(of: node)
        if case .text(let run) = shape.pointee {
            box.add(run.layoutBox)
        } else {
            box.add(Shape.localBounds(of: shape))
        }
        node.pointee.children.forEachInPlace { box.add(layoutBounds(of: $0)) }
        return box.inParent(clip: node.pointee.clip, transform: node.pointee.transform)
    }
}

extension TextRun {
    /// The box this run lays out in its node's space: from the leftmost of its origin and glyph offsets to the
    /// farthest of its width and last offset, and SF Pro's line box (ascender above the baseline, descender below).
    public var layoutBox: Rect {
        let last = offsets.last ?? 0
        let right = max(width, last, 0), left = min(offsets.min() ?? 0, 0)
        let size = abs(fontSize)
        let ascent = TextMeasure.baseline(fontSize: size)
        let descent = TextMeasure.lineHeight(fontSize: size) - ascent
        return Rect(x: origin.x + left, y: origin.y - ascent, width: right - left, height: ascent + descent)
    }
}

/// The union of what a node lays out, for `Node.layoutBoundsInParent` and for builders that know each node's
/// box as they make it: a builder that adds, for every node, its shape's box (`TextRun.layoutBox` for text,
/// `Shape.localBounds` otherwise) and its children's `inParent` boxes gets the same rectangle, bit for bit, as
/// the walk over the finished tree, without reading every shape again.
public struct LayoutBox {
    @usableFromInline var box = BoundsBox()

    /// An empty box.
    @inlinable public init() {}

    /// Grows the box to include `rect`, if any.
    @inlinable public mutating func add(_ rect: Rect?) { box.add(rect) }

    /// Grows the box to include everything `other` holds: the same box, bit for bit, as adding to this one what was
    /// added to `other` (a box keeps only its extremes, and the extremes of the points added do not depend on their
    /// order or grouping).
    @inlinable public mutating func add(_ other: LayoutBox) { box.add(other.box) }

    /// The union so far, in the node's own space; nil when nothing was added.
    @inlinable public var rect: Rect? { box.rect }

    /// Adds what a node lays out in its parent's space, from `own`, the box of its shape in its own space: the
    /// step of `inParent(clip:transform:)` for a node without children.
    @inlinable public mutating func add(_ own: Rect?, clip: RoundedRect?, transform: Transform) {
        var box = LayoutBox()
        box.add(own)
        add(box, clip: clip, transform: transform)
    }

    /// Adds what a node lays out in its parent's space, from `own`, the union of its shape and children.
    @inlinable public mutating func add(_ own: LayoutBox, clip: RoundedRect?, transform: Transform) {
        add(own.inParent(clip: clip, transform: transform))
    }

    /// The box in the parent's space of a node that lays out this union: cut to its `clip`, moved by the
    /// translation of its `transform` (scale is a drawing effect, left out); nil when nothing is laid out.
    @inlinable public func inParent(clip: RoundedRect?, transform: Transform) -> Rect? {
        guard var rect = box.rect else { return nil }
        if let clip {
            guard let cut = BoundsBox.intersection(rect, clip.rect) else { return nil }
            rect = cut
        }
        return Transform(translateX: transform.translateX, translateY: transform.translateY).apply(rect)
    }
}

extension Array where Element == Node {
    /// Calls `body` with a pointer to each node in order, so a walk over a tree reads it in place: passing the
    /// nodes by value (a `for` loop, or an argument to a mutating method) copies each one, with its id, text
    /// and arrays retained and released. The pointer is valid only inside `body`.
    @inlinable
    public func forEachInPlace(_ body: (UnsafePointer<Node>) throws -> Void) rethrows {
        try withUnsafeBufferPointer { list in
            guard let base = list.baseAddress else { return }
            for i in 0..<list.count { try body(base + i) }
        }
    }
}

extension Shadow {
    /// The box covering `content` and this shadow of it: the content moved by the offset and grown by
    /// three standard deviations (the blur's visible extent).
    public func bounds(of content: Rect) -> Rect {
        let spread = 3 * max(radius.isFinite ? radius : 0, 0)
        var box = BoundsBox()
        box.add(content)
        box.add(
            Rect(x: content.x + x, y: content.y + y, width: content.width, height: content.height).outset(by: spread))
        return box.rect ?? content
    }
}

extension Transform {
    /// The box of a rectangle's four corners mapped into the parent space.
    @inlinable
    public func apply(_ rect: Rect) -> Rect {
        let m = matrix
        let x0 = m.a * rect.x + m.e
        let x1 = m.a * rect.maxX + m.e
        let y0 = m.d * rect.y + m.f
        let y1 = m.d * rect.maxY + m.f
        return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
}

extension Node {
    /// Where the node at `node` keeps its shape, so the shape can be read in place: `node.pointee.shape` loads the
    /// whole enum out of the node first, retaining a text's string and arrays. Valid while `node` is.
    @inline(__always)
    static func shape(of node: UnsafePointer<Node>) -> UnsafePointer<Shape> {
        UnsafeRawPointer(node).advanced(by: shapeOffset).assumingMemoryBound(to: Shape.self)
    }

    private static let shapeOffset = MemoryLayout<Node>.offset(of: \Node.shape)!
}

extension Shape {
    /// The box of what this shape paints, strokes included; nil for a group.
    public var localBounds: Rect? {
        withUnsafePointer(to: self) { Shape.localBounds(of: $0) }
    }

    /// `localBounds` of the shape at `shape`, read in place.
    static func localBounds(of shape: UnsafePointer<Shape>) -> Rect? {
        switch shape.pointee {
        case .group:
            return nil
        case .roundedRect(let rounded, let paint):
            return rounded.rect.outset(by: paint.outsideStroke)
        case .circle(let circle, let paint):
            let r = abs(circle.radius) + paint.outsideStroke
            return Rect(x: circle.center.x - r, y: circle.center.y - r, width: 2 * r, height: 2 * r)
        case .text(let run):
            let last = run.offsets.last ?? 0
            let right = max(run.width, last, 0)
            let left = min(run.offsets.min() ?? 0, 0)
            let size = abs(run.fontSize)
            return Rect(
                x: run.origin.x + left, y: run.origin.y - 0.97 * size,
                width: right - left, height: (0.97 + 0.25) * size)
        case .path(let path, let paint):
            var box = BoundsBox()
            for element in path.elements {
                switch element {
                case .move(let p), .line(let p):
                    box.add(p)
                case .curve(let c1, let c2, let p):
                    box.add(c1)
                    box.add(c2)
                    box.add(p)
                case .close:
                    break
                }
            }
            return box.rect.map { $0.outset(by: paint.outsideStroke) }
        }
    }
}

extension Paint {
    /// How far the stroke paints outside the shape's edge: half the width for a centred stroke, else 0.
    var outsideStroke: Double {
        guard let stroke, stroke.placement == .centered, stroke.width.isFinite else { return 0 }
        return abs(stroke.width) / 2
    }
}

/// An accumulating union of rectangles and points, normalising negative sizes.
@usableFromInline
struct BoundsBox {
    @usableFromInline var minX = Double.infinity, minY = Double.infinity
    @usableFromInline var maxX = -Double.infinity, maxY = -Double.infinity

    @inlinable init() {}

    /// Grows the box to include `rect`, if any.
    @inlinable mutating func add(_ rect: Rect?) {
        guard let rect else { return }
        add(Point(x: rect.x, y: rect.y))
        add(Point(x: rect.maxX, y: rect.maxY))
    }

    /// Grows the box to include `p`; non-finite coordinates are ignored.
    @inlinable mutating func add(_ p: Point) {
        if p.x.isFinite {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
        }
        if p.y.isFinite {
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
    }

    /// Grows the box to include everything `other` holds.
    @inlinable mutating func add(_ other: BoundsBox) {
        minX = min(minX, other.minX)
        maxX = max(maxX, other.maxX)
        minY = min(minY, other.minY)
        maxY = max(maxY, other.maxY)
    }

    /// The box, or nil when nothing was added.
    @inlinable var rect: Rect? {
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    @inlinable static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(min(a.x, a.maxX), min(b.x, b.maxX))
        let x1 = min(max(a.x, a.maxX), max(b.x, b.maxX))
        let y0 = max(min(a.y, a.maxY), min(b.y, b.maxY))
        let y1 = min(max(a.y, a.maxY), max(b.y, b.maxY))
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
