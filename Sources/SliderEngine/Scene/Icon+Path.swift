import SceneGraph

/// One stroke-and-fill part of a symbol, in em of the label's point size.
public struct SymbolPart: Hashable, Sendable {
    /// The outline: x from the symbol's leading edge, y from its vertical centre (down is positive).
    public var path: Path
    /// Whether the outline is filled.
    public var isFilled: Bool
    /// Width of the round-capped, round-joined stroke along the outline, in em; 0 for none.
    public var strokeWidth: Double

    /// Creates a part.
    public init(_ path: Path, isFilled: Bool, strokeWidth: Double) {
        self.path = path
        self.isFilled = isFilled
        self.strokeWidth = strokeWidth
    }
}

/// The built-in value-label symbols, drawn by this package to SF Symbols' proportions at regular weight and medium
/// scale (never traced from Apple's outlines): strokes 0.085 em wide with round caps and joins, each symbol's box as
/// wide as its ink (its advance, so the 8 pt gap to the track is the same on both sides), centred on SF Pro's cap
/// height like the symbols, which sit between baseline and cap line.
extension Icon {
    /// Stroke width of the symbols, in em: about SF Pro Regular's stem.
    public static var strokeWidth: Double { 0.085 }

    /// Width of the symbol's box in em of the point size: its ink, strokes included (9.27 pt for the speaker at 17 pt).
    public var advance: Double {
        switch self {
        case .speaker: return Self.speakerWidth
        case .speakerWave: return Self.waveCenter + Self.waves[2].radius + Self.strokeWidth / 2
        case .sunMin: return 2 * 0.35 + Self.strokeWidth
        case .sunMax: return 2 * 0.44 + Self.strokeWidth
        case .minus, .plus: return 0.62 + Self.strokeWidth
        }
    }

    /// Whether the symbol points one way, so right-to-left mirrors it (SF Symbols flips the speakers).
    public var isDirectional: Bool { self == .speaker || self == .speakerWave }

    /// The symbol's parts, x from the leading edge of its box, y from its centre.
    public var parts: [SymbolPart] {
        switch self {
        case .speaker: Self.made.speaker
        case .speakerWave: Self.made.speakerWave
        case .sunMin: Self.made.sunMin
        case .sunMax: Self.made.sunMax
        case .minus: Self.made.minus
        case .plus: Self.made.plus
        }
    }

    /// Each symbol's parts, made once in the process: the waves' and rays' arcs take sines and cosines, and a single
    /// slider with two symbols made them for every frame, two thirds of the frame's scene.
    private static let made = (speaker: Icon.speaker.makeParts(), speakerWave: Icon.speakerWave.makeParts(),
                               sunMin: Icon.sunMin.makeParts(), sunMax: Icon.sunMax.makeParts(),
                               minus: Icon.minus.makeParts(), plus: Icon.plus.makeParts())

    /// The symbol's parts, made anew.
    private func makeParts() -> [SymbolPart] {
        let w = Self.strokeWidth, inset = Self.strokeWidth / 2
        switch self {
        case .speaker:
            return [Self.speakerPart]
        case .speakerWave:
            // Three waves round the cone's mouth, each a little flatter than the one inside it.
            let center = Point(x: Self.waveCenter, y: 0)
            let waves = Self.waves.map { wave in
                SymbolPart(Self.arc(center: center, radius: wave.radius, sweep: wave.sweep), isFilled: false, strokeWidth: w)
            }
            return [Self.speakerPart] + waves
        case .sunMin:
            return Self.sun(center: 0.35 + inset, disc: 0.18, rays: (0.3, 0.35))
        case .sunMax:
            return Self.sun(center: 0.44 + inset, disc: 0.19, rays: (0.32, 0.44))
        case .minus:
            return [SymbolPart(Path([.move(Point(x: inset, y: 0)), .line(Point(x: inset + 0.62, y: 0))]), isFilled: false, strokeWidth: w)]
        case .plus:
            let half = 0.31
            let cross = Path([
                .move(Point(x: inset, y: 0)), .line(Point(x: inset + 2 * half, y: 0)),
                .move(Point(x: inset + half, y: -half)), .line(Point(x: inset + half, y: half)),
            ])
            return [SymbolPart(cross, isFilled: false, strokeWidth: w)]
        }
    }

    /// Width of the speaker's ink.
    static let speakerWidth = 0.545
    /// The speaker's waves, inner first: radius and half sweep (radians) of each arc. Their radii are 0.17 em apart,
    /// so the gap between two waves is one stroke width, as between the suns' discs and rays (0.0775 and 0.0875 em).
    static let waves: [(radius: Double, sweep: Double)] = [(0.29, 0.78), (0.46, 0.72), (0.63, 0.66)]
    /// Centre of the speaker's waves, inside the cone. SF Symbols spaces the first wave from the cone as the waves
    /// from each other: the first wave's round ends, its nearest ink, sit one stroke width right of the cone's mouth
    /// (0.4663 em; at 0.4, until issue 51, they came within 0.018 em, 0.31 pt at 17 pt, of it).
    static let waveCenter = speakerWidth + strokeWidth + strokeWidth / 2 - waves[0].radius * PortableMath.cos(waves[0].sweep)

    /// A speaker: a short box and a cone opening to the right, filled, with corners rounded to half the stroke width
    /// (a rounded outline rather than a stroke over the fill, so a translucent colour does not darken its edges).
    private static var speakerPart: SymbolPart {
        let w = speakerWidth
        let corners = [Point(x: 0, y: -0.19), Point(x: 0.21, y: -0.19), Point(x: w, y: -0.4),
                       Point(x: w, y: 0.4), Point(x: 0.21, y: 0.19), Point(x: 0, y: 0.19)]
        return SymbolPart(roundedPolygon(corners, radius: strokeWidth / 2), isFilled: true, strokeWidth: 0)
    }

    /// A closed polygon whose corners are circular arcs of `radius` tangent to both edges (cubic Béziers).
    static func roundedPolygon(_ corners: [Point], radius: Double) -> Path {
        var elements: [Path.Element] = []
        let n = corners.count
        for i in 0..<n {
            let v = corners[i], previous = corners[(i + n - 1) % n], next = corners[(i + 1) % n]
            func unit(_ p: Point) -> Point {
                let dx = p.x - v.x, dy = p.y - v.y, length = (dx * dx + dy * dy).squareRoot()
                return Point(x: dx / length, y: dy / length)
            }
            let u1 = unit(previous), u2 = unit(next)
            let c = min(max(u1.x * u2.x + u1.y * u2.y, -1), 1)  // cosine of the corner's angle
            let d = radius * ((1 + c) / (1 - c)).squareRoot()  // from the corner to where the arc meets each edge
            let halfTurn = ((1 + c) / (1 - c)).squareRoot()  // tan of half the turn, π − angle
            let k = 4.0 / 3.0 * radius * halfTurn / (1 + (1 + halfTurn * halfTurn).squareRoot())
            let t1 = Point(x: v.x + u1.x * d, y: v.y + u1.y * d), t2 = Point(x: v.x + u2.x * d, y: v.y + u2.y * d)
            elements.append(i == 0 ? .move(t1) : .line(t1))
            elements.append(.curve(Point(x: t1.x - u1.x * k, y: t1.y - u1.y * k), Point(x: t2.x - u2.x * k, y: t2.y - u2.y * k), t2))
        }
        elements.append(.close)
        return Path(elements)
    }

    /// An open arc facing right, from −sweep to +sweep radians, as two cubic Béziers.
    private static func arc(center c: Point, radius r: Double, sweep: Double) -> Path {
        func point(_ a: Double) -> Point { Point(x: c.x + r * PortableMath.cos(a), y: c.y + r * PortableMath.sin(a)) }
        // Control points at k·r along the tangents, k = 4/3·tan(φ/4) for a segment of φ radians.
        let phi = sweep
        let k = 4.0 / 3.0 * PortableMath.sin(phi / 4) / PortableMath.cos(phi / 4) * r
        func tangent(_ a: Double) -> (Double, Double) { (-PortableMath.sin(a), PortableMath.cos(a)) }
        var elements: [Path.Element] = [.move(point(-sweep))]
        for (a0, a1) in [(-sweep, 0.0), (0.0, sweep)] {
            let p0 = point(a0), p1 = point(a1), t0 = tangent(a0), t1 = tangent(a1)
            elements.append(.curve(Point(x: p0.x + k * t0.0, y: p0.y + k * t0.1),
                                   Point(x: p1.x - k * t1.0, y: p1.y - k * t1.1), p1))
        }
        return Path(elements)
    }

    /// A filled disc and eight round-capped rays between the radii `rays`.
    private static func sun(center x: Double, disc: Double, rays: (Double, Double)) -> [SymbolPart] {
        let c = Point(x: x, y: 0)
        // A circle from four cubic quarter arcs (k = 0.5523 of the radius).
        let k = 0.5523 * disc
        let circle = Path([
            .move(Point(x: c.x + disc, y: c.y)),
            .curve(Point(x: c.x + disc, y: c.y + k), Point(x: c.x + k, y: c.y + disc), Point(x: c.x, y: c.y + disc)),
            .curve(Point(x: c.x - k, y: c.y + disc), Point(x: c.x - disc, y: c.y + k), Point(x: c.x - disc, y: c.y)),
            .curve(Point(x: c.x - disc, y: c.y - k), Point(x: c.x - k, y: c.y - disc), Point(x: c.x, y: c.y - disc)),
            .curve(Point(x: c.x + k, y: c.y - disc), Point(x: c.x + disc, y: c.y - k), Point(x: c.x + disc, y: c.y)),
            .close,
        ])
        var elements: [Path.Element] = []
        for i in 0..<8 {
            let a = Double(i) * Double.pi / 4
            let (dx, dy) = (PortableMath.cos(a), PortableMath.sin(a))
            elements.append(.move(Point(x: c.x + dx * rays.0, y: c.y + dy * rays.0)))
            elements.append(.line(Point(x: c.x + dx * rays.1, y: c.y + dy * rays.1)))
        }
        return [SymbolPart(circle, isFilled: true, strokeWidth: 0),
                SymbolPart(Path(elements), isFilled: false, strokeWidth: strokeWidth)]
    }
}

extension SymbolPart {
    /// This part scaled to `size` points with its box's leading edge at `x` and its centre at `y`, mirrored within a
    /// box `advance` em wide when `mirrored`.
    func placed(size: Double, x: Double, y: Double, advance: Double, mirrored: Bool) -> Path {
        func map(_ p: Point) -> Point {
            Point(x: x + (mirrored ? advance - p.x : p.x) * size, y: y + p.y * size)
        }
        return Path(path.elements.map { element in
            switch element {
            case .move(let p): return .move(map(p))
            case .line(let p): return .line(map(p))
            case .curve(let a, let b, let c): return .curve(map(a), map(b), map(c))
            case .close: return .close
            }
        })
    }
}
