import SceneGraph

/// The maps scenes use, from a node's space to device pixels: a uniform scale, then a translation.
struct Affine: Hashable, Sendable {
    /// Scale factor.
    var k: Double
    /// Horizontal translation, after the scale.
    var tx: Double
    /// Vertical translation, after the scale.
    var ty: Double

    /// Device pixels per point for a canvas scale.
    static func scale(_ s: Double) -> Affine { Affine(k: s, tx: 0, ty: 0) }

    /// Maps a point.
    @inline(__always)
    func apply(_ p: Point) -> Point { Point(x: k * p.x + tx, y: k * p.y + ty) }

    /// This map after a node's transform: the node's local space to device pixels.
    func concatenating(_ t: Transform) -> Affine {
        let m = t.matrix
        return Affine(k: k * m.a, tx: k * m.e + tx, ty: k * m.f + ty)
    }

    /// The device box of a local rectangle.
    func apply(_ r: Rect) -> Rect {
        let x0 = k * r.x + tx, x1 = k * r.maxX + tx
        let y0 = k * r.y + ty, y1 = k * r.maxY + ty
        return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
}
