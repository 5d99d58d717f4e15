import SceneGraph

/// Straight edges in device pixels, made from paths and shapes: the input of `CoverageAccumulator`.
///
/// Curves are flattened by one fixed rule, so the same path always gives the same edges: a cubic becomes `n`
/// chords at equal parameter steps, `n = ceil(sqrt(6 · L / (8 · tolerance)))`, where `L` is the larger second
/// difference of its control points (the bound on the chord error of a uniform subdivision), capped at 256.
/// Subpaths are closed implicitly, as filling does in SVG.
struct EdgeList {
    /// The largest distance, in device pixels, between a curve and its chords.
    static let tolerance = 1.0 / 128

    /// Edges as `x0, y0, x1, y1`, four numbers an edge.
    private(set) var coordinates: [Double] = []
    /// Box of every point added, in device pixels.
    private(set) var minX = Double.infinity, minY = Double.infinity
    private(set) var maxX = -Double.infinity, maxY = -Double.infinity
    private var start = Point.zero
    private var current = Point.zero
    private var open = false

    /// Whether no edge has been added.
    var isEmpty: Bool { coordinates.isEmpty }

    /// The number of edges.
    var count: Int { coordinates.count / 4 }

    /// Removes every edge, keeping the storage.
    mutating func removeAll() {
        coordinates.removeAll(keepingCapacity: true)
        minX = .infinity
        minY = .infinity
        maxX = -.infinity
        maxY = -.infinity
        open = false
    }

    /// The pixels the edges touch.
    var bounds: PixelRect {
        guard minX <= maxX, minY <= maxY else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        return PixelRect(covering: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    // MARK: Building

    /// Starts a subpath at a device point, closing the previous one.
    mutating func move(_ p: Point) {
        close()
        start = p
        current = p
        open = true
        include(p)
    }

    /// A straight edge to a device point.
    mutating func line(_ p: Point) {
        if !open { move(current) }
        addEdge(current, p)
        current = p
        include(p)
    }

    /// A cubic Bézier to `p3`, flattened by the fixed rule.
    mutating func curve(_ p1: Point, _ p2: Point, _ p3: Point) {
        if !open { move(current) }
        let p0 = current
        let n = Self.segmentCount(p0, p1, p2, p3, tolerance: Self.tolerance)
        var previous = p0
        for i in 1...n {
            let p = Self.point(i, of: n, p0, p1, p2, p3)
            addEdge(previous, p)
            previous = p
        }
        current = p3
        include(p1)
        include(p2)
        include(p3)
    }

    /// The number of equal parameter steps that keep a cubic within `tolerance` of its chords: 1 to 256.
    static func segmentCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let l = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        guard l.isFinite, l > 0, tolerance > 0 else { return 1 }
        let steps = (6 * l / (8 * tolerance)).squareRoot().rounded(.up)
        return Int(min(max(steps, 1), 256))
    }

    /// The point at parameter `i / n` of a cubic; exactly `p3` at `i == n`.
    @inline(__always)
    static func point(_ i: Int, of n: Int, _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Point {
        if i >= n { return p3 }
        let t = Double(i) / Double(n)
        let u = 1 - t
        let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
        return Point(x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x, y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
    }

    /// Closes the current subpath with an edge back to its start.
    mutating func close() {
        guard open else { return }
        addEdge(current, start)
        current = start
        open = false
    }

    /// A path mapped through `map`.
    mutating func add(_ path: Path, _ map: Affine) {
        for element in path.elements {
            switch element {
            case .move(let p): move(map.apply(p))
            case .line(let p): line(map.apply(p))
            case .curve(let a, let b, let c): curve(map.apply(a), map.apply(b), map.apply(c))
            case .close: close()
            }
        }
        close()
    }

    /// A font-unit glyph outline (y up) placed at `pen` with `scale` points per unit, then mapped through `map`.
    mutating func addGlyph(_ outline: Path, pen: Point, scale: Double, _ map: Affine) {
        let k = map.k * scale
        let ox = map.k * pen.x + map.tx, oy = map.k * pen.y + map.ty
        @inline(__always) func place(_ p: Point) -> Point { Point(x: ox + k * p.x, y: oy - k * p.y) }
        for element in outline.elements {
            switch element {
            case .move(let p): move(place(p))
            case .line(let p): line(place(p))
            case .curve(let a, let b, let c): curve(place(a), place(b), place(c))
            case .close: close()
            }
        }
        close()
    }

    /// A rounded rectangle in local space, clockwise on screen, or anticlockwise when `reversed` (to cut a hole).
    mutating func addRoundedRect(_ r: Rect, radius: Double, _ map: Affine, reversed: Bool = false) {
        let x0 = min(r.x, r.maxX), x1 = max(r.x, r.maxX), y0 = min(r.y, r.maxY), y1 = max(r.y, r.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let rr = max(min(radius, (x1 - x0) / 2, (y1 - y0) / 2), 0)
        // Corners from the top-left, clockwise: each is (corner point, direction of its first edge).
        var points: [(Point, Point, Point, Point)] = []  // arc start, control 1, control 2, arc end
        let c = rr * Self.kappa
        points.append((Point(x: x1 - rr, y: y0), Point(x: x1 - rr + c, y: y0), Point(x: x1, y: y0 + rr - c), Point(x: x1, y: y0 + rr)))
        points.append((Point(x: x1, y: y1 - rr), Point(x: x1, y: y1 - rr + c), Point(x: x1 - rr + c, y: y1), Point(x: x1 - rr, y: y1)))
        points.append((Point(x: x0 + rr, y: y1), Point(x: x0 + rr - c, y: y1), Point(x: x0, y: y1 - rr + c), Point(x: x0, y: y1 - rr)))
        points.append((Point(x: x0, y: y0 + rr), Point(x: x0, y: y0 + rr - c), Point(x: x0 + rr - c, y: y0), Point(x: x0 + rr, y: y0)))
        if reversed {
            points = points.reversed().map { ($0.3, $0.2, $0.1, $0.0) }
        }
        move(map.apply(points[3].3))
        for (a, b1, b2, b) in points {
            line(map.apply(a))
            if rr > 0 { curve(map.apply(b1), map.apply(b2), map.apply(b)) }
        }
        close()
    }

    /// A circle in local space from four cubic quarter arcs, clockwise on screen, or anticlockwise when `reversed`.
    mutating func addCircle(center: Point, radius: Double, _ map: Affine, reversed: Bool = false) {
        let r = abs(radius)
        guard r > 0, r.isFinite else { return }
        addRoundedRect(Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), radius: r, map, reversed: reversed)
    }

    /// The cubic control distance of a quarter circle of radius 1: 4/3 · (√2 − 1).
    static let kappa = 0.5522847498307936

    // MARK: Private

    private mutating func addEdge(_ a: Point, _ b: Point) {
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        coordinates.append(a.x)
        coordinates.append(a.y)
        coordinates.append(b.x)
        coordinates.append(b.y)
    }

    @inline(__always)
    private mutating func include(_ p: Point) {
        guard p.x.isFinite, p.y.isFinite else { return }
        minX = min(minX, p.x)
        maxX = max(maxX, p.x)
        minY = min(minY, p.y)
        maxY = max(maxY, p.y)
    }
}
