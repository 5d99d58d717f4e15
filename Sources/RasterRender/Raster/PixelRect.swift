import SceneGraph

/// A rectangle of whole pixels, `x0 ..< x1` by `y0 ..< y1`.
struct PixelRect: Hashable, Sendable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    /// Width in pixels, 0 when empty.
    var width: Int { max(x1 - x0, 0) }
    /// Height in pixels, 0 when empty.
    var height: Int { max(y1 - y0, 0) }
    /// Whether it holds no pixel.
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The pixels a device rectangle touches (rounded outwards); empty for non-finite input.
    init(covering r: Rect) {
        guard r.x.isFinite, r.y.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        let limit = Double(PixelRect.limit)
        self.init(
            x0: Int(max(min(r.x.rounded(.down), limit), -limit)), y0: Int(max(min(r.y.rounded(.down), limit), -limit)),
            x1: Int(max(min(r.maxX.rounded(.up), limit), -limit)), y1: Int(max(min(r.maxY.rounded(.up), limit), -limit)))
    }

    /// Creates a rectangle from its edges.
    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The overlap of two rectangles (empty when they do not overlap).
    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// The smallest rectangle holding both (the other one when this is empty).
    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// Coordinates are kept within ±2^24 pixels, far beyond any canvas, so integer maths never overflows.
    static let limit = 1 << 24
}
