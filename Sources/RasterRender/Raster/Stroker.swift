import SceneGraph

/// The outline of a stroked path, as polygons whose non-zero union is the stroke: one quadrilateral per segment, one
/// polygon per join and per cap, all wound the same way. Curves are flattened first by `EdgeList`'s rule.
struct Stroker {
    /// How an open subpath ends.
    enum Cap: Hashable, Sendable {
        /// Flat, at the end point (SVG's default).
        case butt
        /// A half disc.
        case round
        /// A half square.
        case square
    }

    /// How segments meet.
    enum Join: Hashable, Sendable {
        /// A sharp corner, bevelled when longer than `limit` half widths (SVG's default, limit 4).
        case miter(limit: Double)
        /// A circular arc.
        case round
        /// A straight cut.
        case bevel
    }

    /// Line width.
    var width: Double
    /// End caps.
    var cap: Cap
    /// Joins.
    var join: Join
    /// Largest distance between a curve and its chords, in the path's units.
    var tolerance: Double = EdgeList.tolerance

    /// The stroke's outline, filled with the non-zero rule.
    func outline(of path: Path) -> Path {
        let half = width / 2
        guard half > 0, half.isFinite else { return Path() }
        var out: [Path.Element] = []
        for (points, closed) in polylines(path) {
            guard points.count >= 2 else {
                if let p = points.first, cap != .butt { dot(p, half, &out) }
                continue
            }
            let segments = closed ? points.count : points.count - 1
            for i in 0..<segments {
                let a = points[i], b = points[(i + 1) % points.count]
                let n = normal(a, b, half)
                polygon([add(a, n), add(b, n), sub(b, n), sub(a, n)], &out)
            }
            let joints = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
            for i in joints {
                let previous = points[(i + points.count - 1) % points.count], p = points[i], next = points[(i + 1) % points.count]
                joinPolygon(previous, p, next, half, &out)
            }
            if !closed {
                capPolygon(points[1], points[0], half, &out)
                capPolygon(points[points.count - 2], points[points.count - 1], half, &out)
            }
        }
        return Path(out)
    }

    // MARK: Pieces

    private func joinPolygon(_ a: Point, _ p: Point, _ b: Point, _ half: Double, _ out: inout [Path.Element]) {
        let d1 = unit(a, p), d2 = unit(p, b)
        let cross = d1.x * d2.y - d1.y * d2.x
        if abs(cross) < 1e-12 && d1.x * d2.x + d1.y * d2.y > 0 { return }
        // The outer side is left of the turn for a right turn and vice versa.
        let side: Double = cross > 0 ? -1 : 1
        let n1 = Point(x: -d1.y * half * side, y: d1.x * half * side)
        let n2 = Point(x: -d2.y * half * side, y: d2.x * half * side)
        switch join {
        case .bevel:
            polygon([p, add(p, n1), add(p, n2)], &out)
        case .round:
            polygon([p] + arc(p, from: n1, to: n2, half), &out)
        case .miter(let limit):
            let cosTheta = d1.x * d2.x + d1.y * d2.y
            // Miter length over half width: 1 / sin(φ/2), φ the angle between the segments; cos φ = −cosTheta.
            let sinHalf = ((1 + cosTheta) / 2).squareRoot()
            if sinHalf > 1e-12 && 1 / sinHalf <= limit {
                let m = Point(x: n1.x + n2.x, y: n1.y + n2.y)
                let length = (m.x * m.x + m.y * m.y).squareRoot()
                let reach = half / sinHalf
                let tip = length > 0 ? Point(x: p.x + m.x / length * reach, y: p.y + m.y / length * reach) : p
                polygon([p, add(p, n1), tip, add(p, n2)], &out)
            } else {
                polygon([p, add(p, n1), add(p, n2)], &out)
            }
        }
    }

    private func capPolygon(_ from: Point, _ end: Point, _ half: Double, _ out: inout [Path.Element]) {
        let d = unit(from, end)
        let n = Point(x: -d.y * half, y: d.x * half)
        switch cap {
        case .butt:
            return
        case .square:
            let e = Point(x: d.x * half, y: d.y * half)
            polygon([add(end, n), add(add(end, n), e), sub(add(end, e), n), sub(end, n)], &out)
        case .round:
            polygon([end] + arc(end, from: n, to: Point(x: -n.x, y: -n.y), half, through: Point(x: d.x * half, y: d.y * half)), &out)
        }
    }

    private func dot(_ p: Point, _ half: Double, _ out: inout [Path.Element]) {
        let n = Point(x: 0, y: -half)
        switch cap {
        case .butt: return
        case .square: polygon([Point(x: p.x - half, y: p.y - half), Point(x: p.x + half, y: p.y - half),
                               Point(x: p.x + half, y: p.y + half), Point(x: p.x - half, y: p.y + half)], &out)
        case .round:
            polygon(arc(p, from: n, to: Point(x: 0, y: half), half, through: Point(x: half, y: 0))
                + arc(p, from: Point(x: 0, y: half), to: n, half, through: Point(x: -half, y: 0)), &out)
        }
    }

    /// Points on the circle of radius `half` about `c` from offset `a` to offset `b` (the shorter way, or through
    /// `through` when given), with steps small enough for the tolerance.
    private func arc(_ c: Point, from a: Point, to b: Point, _ half: Double, through: Point? = nil) -> [Point] {
        if let through {
            return arc(c, from: a, to: through, half) + arc(c, from: through, to: b, half).dropFirst()
        }
        let cosAngle = max(min((a.x * b.x + a.y * b.y) / (half * half), 1), -1)
        // Chord error half · (1 − cos(step / 2)) ≤ tolerance, with cos(step / 2) from the half-angle formula.
        let limit = max(1 - tolerance / half, 0)
        var steps = 1
        var c2 = ((1 + cosAngle) / 2).squareRoot()  // cos of half the whole angle
        while c2 < limit && steps < 256 {
            steps *= 2
            c2 = ((1 + c2) / 2).squareRoot()
        }
        // Equal steps by repeated bisection: normalise the sum of the neighbours.
        var points = [a, b]
        var level = 1
        while level < steps {
            var refined: [Point] = [points[0]]
            for i in 1..<points.count {
                let m = Point(x: points[i - 1].x + points[i].x, y: points[i - 1].y + points[i].y)
                let length = (m.x * m.x + m.y * m.y).squareRoot()
                if length > 0 { refined.append(Point(x: m.x / length * half, y: m.y / length * half)) }
                refined.append(points[i])
            }
            points = refined
            level *= 2
        }
        return points.map { add(c, $0) }
    }

    /// Appends a closed polygon, turned so every piece winds clockwise on screen (positive shoelace area, y down).
    private func polygon(_ points: [Point], _ out: inout [Path.Element]) {
        guard points.count >= 3 else { return }
        var area = 0.0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        let ordered = area < 0 ? Array(points.reversed()) : points
        out.append(.move(ordered[0]))
        for p in ordered.dropFirst() { out.append(.line(p)) }
        out.append(.close)
    }

    // MARK: Geometry

    /// Each subpath as points without repeats, and whether it is closed.
    private func polylines(_ path: Path) -> [([Point], Bool)] {
        var result: [([Point], Bool)] = []
        var points: [Point] = []
        var restart: Point?
        func append(_ p: Point) {
            if points.isEmpty, let start = restart { points.append(start) }
            restart = nil
            if let last = points.last, last == p { return }
            points.append(p)
        }
        func finish(_ closed: Bool) {
            if closed, points.count > 1, points.first == points.last { points.removeLast() }
            if !points.isEmpty { result.append((points, closed && points.count > 2)) }
            points = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(false)
                restart = nil
                append(p)
            case .line(let p):
                append(p)
            case .curve(let a, let b, let c):
                let start = points.last ?? restart ?? .zero
                let n = EdgeList.segmentCount(start, a, b, c, tolerance: tolerance)
                for i in 1...n { append(EdgeList.point(i, of: n, start, a, b, c)) }
            case .close:
                let first = points.first
                finish(true)
                restart = first
            }
        }
        finish(false)
        return result
    }

    private func unit(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? Point(x: dx / length, y: dy / length) : Point(x: 1, y: 0)
    }

    private func normal(_ a: Point, _ b: Point, _ half: Double) -> Point {
        let d = unit(a, b)
        return Point(x: -d.y * half, y: d.x * half)
    }

    private func add(_ a: Point, _ b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    private func sub(_ a: Point, _ b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}
