import SceneGraph

extension Icon {
    /// The icon's outline in a box `aspectRatio` wide and 1 tall (scale by the text size). The package's own geometry,
    /// drawn to read like the SF Symbols of the same names.
    public var path: Path {
        let w = aspectRatio
        switch self {
        case .speaker:
            return Self.speakerOutline
        case .speakerWave:
            var elements = Self.speakerOutline.elements
            for (i, radius) in [0.22, 0.42, 0.62].enumerated() {
                let sweep = [0.75, 0.8, 0.85][i]
                elements += Self.arc(center: Point(x: 0.62, y: 0.5), inner: radius - 0.05, outer: radius + 0.05, sweep: sweep).elements
            }
            return Path(elements)
        case .sunMin:
            return Self.sun(width: w, core: 0.2, rayStart: 0.3, rayEnd: 0.42, rayWidth: 0.09)
        case .sunMax:
            return Self.sun(width: w, core: 0.22, rayStart: 0.34, rayEnd: 0.55, rayWidth: 0.09)
        case .minus:
            return Self.bar(Rect(x: 0.05, y: 0.44, width: w - 0.1, height: 0.12))
        case .plus:
            return Path(Self.bar(Rect(x: 0.05, y: 0.44, width: w - 0.1, height: 0.12)).elements
                + Self.bar(Rect(x: w / 2 - 0.06, y: 0.1, width: 0.12, height: 0.8)).elements)
        }
    }

    /// A speaker: a box and a cone, in a 0.8 × 1 box.
    private static let speakerOutline = Path([
        .move(Point(x: 0.02, y: 0.36)), .line(Point(x: 0.24, y: 0.36)), .line(Point(x: 0.56, y: 0.1)),
        .line(Point(x: 0.56, y: 0.9)), .line(Point(x: 0.24, y: 0.64)), .line(Point(x: 0.02, y: 0.64)), .close,
    ])

    /// A rectangle as a closed path.
    private static func bar(_ r: Rect) -> Path {
        Path([.move(Point(x: r.x, y: r.y)), .line(Point(x: r.maxX, y: r.y)), .line(Point(x: r.maxX, y: r.maxY)),
              .line(Point(x: r.x, y: r.maxY)), .close])
    }

    /// A ring segment facing right, from −sweep to +sweep radians, as a polygon of 12 steps a side.
    private static func arc(center c: Point, inner: Double, outer: Double, sweep: Double) -> Path {
        let steps = 12
        var elements: [Path.Element] = []
        for i in 0...steps {
            let a = -sweep + 2 * sweep * Double(i) / Double(steps)
            let p = Point(x: c.x + outer * PortableMath.cos(a), y: c.y + outer * PortableMath.sin(a))
            elements.append(i == 0 ? .move(p) : .line(p))
        }
        for i in stride(from: steps, through: 0, by: -1) {
            let a = -sweep + 2 * sweep * Double(i) / Double(steps)
            elements.append(.line(Point(x: c.x + inner * PortableMath.cos(a), y: c.y + inner * PortableMath.sin(a))))
        }
        elements.append(.close)
        return Path(elements)
    }

    /// A disc with eight rays.
    private static func sun(width: Double, core: Double, rayStart: Double, rayEnd: Double, rayWidth: Double) -> Path {
        let c = Point(x: width / 2, y: 0.5)
        // A circle from four cubic quarter arcs (k = 0.5523 of the radius).
        let k = 0.5523 * core
        var elements: [Path.Element] = [
            .move(Point(x: c.x + core, y: c.y)),
            .curve(Point(x: c.x + core, y: c.y + k), Point(x: c.x + k, y: c.y + core), Point(x: c.x, y: c.y + core)),
            .curve(Point(x: c.x - k, y: c.y + core), Point(x: c.x - core, y: c.y + k), Point(x: c.x - core, y: c.y)),
            .curve(Point(x: c.x - core, y: c.y - k), Point(x: c.x - k, y: c.y - core), Point(x: c.x, y: c.y - core)),
            .curve(Point(x: c.x + k, y: c.y - core), Point(x: c.x + core, y: c.y - k), Point(x: c.x + core, y: c.y)),
            .close,
        ]
        for i in 0..<8 {
            let a = Double(i) * Double.pi / 4
            let (dx, dy) = (PortableMath.cos(a), PortableMath.sin(a))
            let (nx, ny) = (-dy * rayWidth / 2, dx * rayWidth / 2)
            elements += [
                .move(Point(x: c.x + dx * rayStart + nx, y: c.y + dy * rayStart + ny)),
                .line(Point(x: c.x + dx * rayEnd + nx, y: c.y + dy * rayEnd + ny)),
                .line(Point(x: c.x + dx * rayEnd - nx, y: c.y + dy * rayEnd - ny)),
                .line(Point(x: c.x + dx * rayStart - nx, y: c.y + dy * rayStart - ny)),
                .close,
            ]
        }
        return Path(elements)
    }
}
