/// Geometry that every renderer of a scene must agree on: SVG and pixels alike.
extension Paint {
    /// How far the shape is inset so an `.inside` stroke (SwiftUI's `strokeBorder`) lies within the edge:
    /// half the line width, or 0 for a centred stroke or no stroke.
    public var insideInset: Double {
        guard let stroke, stroke.placement == .inside, stroke.width.isFinite else { return 0 }
        return abs(stroke.width) / 2
    }
}

extension Node {
    /// Extra room around a filter region so anti-aliased edge pixels are not cut off.
    public static let filterMargin = 1.0

    /// The region a node's filter (shadow, saturation) must cover: its content (`localBounds`), plus its own shadow,
    /// plus `filterMargin`; nil for a node with no content.
    public static func filterRegion(content: Rect?, shadow: Shadow?) -> Rect? {
        guard var rect = content else { return nil }
        if let shadow { rect = shadow.bounds(of: rect) }
        return rect.outset(by: filterMargin)
    }
}
