import SceneGraph

// Leaf shapes, with the geometry the SVG writer gives them (SVGWriter+Shapes.swift): an `.inside` stroke insets the
// shape by half its width and is then centred on the inset edge; a rectangle or circle of zero size draws nothing.

extension Rasterizer {
    /// Draws a node's own shape with the leaf opacity.
    mutating func drawShape(_ shape: Shape, map: Affine, opacity: Double, into target: inout Layer) {
        switch shape {
        case .group:
            return
        case .text(let run):
            drawText(run, map: map, opacity: opacity, into: &target)
        case .roundedRect(let rounded, let paint):
            drawLeaf(paint, map: map, opacity: opacity, into: &target) { raster, color, stroke, layer in
                raster.paintRoundedRect(rounded, paint: paint, stroke: stroke, map: map, color: color, into: &layer)
            }
        case .circle(let circle, let paint):
            drawLeaf(paint, map: map, opacity: opacity, into: &target) { raster, color, stroke, layer in
                raster.paintCircle(circle, paint: paint, stroke: stroke, map: map, color: color, into: &layer)
            }
        case .path(let path, let paint):
            drawLeaf(paint, map: map, opacity: opacity, into: &target) { raster, color, stroke, layer in
                raster.paintPath(path, paint: paint, stroke: stroke, map: map, color: color, into: &layer)
            }
        }
    }

    /// Paints a fill, then a stroke, each through `paint` (`stroke` false for the fill); with an opacity under 1 and
    /// both present, in a layer faded as a whole, as SVG's `opacity` on the element.
    private mutating func drawLeaf(
        _ paint: Paint, map: Affine, opacity: Double, into target: inout Layer,
        _ body: (inout Rasterizer, PremultipliedColor, Bool, inout Layer) -> Void
    ) {
        let stroke = paint.stroke.flatMap { $0.width.isFinite && $0.width != 0 ? $0 : nil }
        if geometryOnly {
            // Each part's coverage on its own, kept where it is the largest: parts that share an edge (a clip's
            // content and its background) cover that edge's pixels as one shape does, not as two laid over each other.
            let white = PremultipliedColor(.white, opacity: 1)
            for isStroke in [false, true] {
                let painted = isStroke ? (stroke.map { $0.color.alpha > 0 } ?? false) : (paint.fill.map { $0.alpha > 0 } ?? false)
                guard painted else { continue }
                var part = Layer(rect: target.rect)
                body(&self, white, isStroke, &part)
                target.keepLargerAlpha(of: part)
            }
            return
        }
        let asLayer = opacity < 1 && paint.fill != nil && stroke != nil
        let leafOpacity = asLayer ? 1 : opacity
        var layer = asLayer ? Layer(rect: target.rect) : Layer(rect: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))
        if let fill = paint.fill, fill.alpha > 0 {
            if asLayer {
                body(&self, PremultipliedColor(fill, opacity: leafOpacity), false, &layer)
            } else {
                body(&self, PremultipliedColor(fill, opacity: leafOpacity), false, &target)
            }
        }
        if let stroke, stroke.color.alpha > 0 {
            if asLayer {
                body(&self, PremultipliedColor(stroke.color, opacity: leafOpacity), true, &layer)
            } else {
                body(&self, PremultipliedColor(stroke.color, opacity: leafOpacity), true, &target)
            }
        }
        if asLayer { target.composite(layer, opacity: opacity) }
    }

    /// The fill or the stroke of a rounded rectangle.
    mutating func paintRoundedRect(_ rounded: RoundedRect, paint: Paint, stroke: Bool, map: Affine, color: PremultipliedColor, into target: inout Layer) {
        let inset = paint.insideInset
        let r = rounded.rect
        let x = min(r.x, r.maxX) + inset, y = min(r.y, r.maxY) + inset
        let width = max(abs(r.width) - 2 * inset, 0), height = max(abs(r.height) - 2 * inset, 0)
        guard width > 0, height > 0 else { return }
        let radius = max(rounded.cornerRadius - inset, 0)
        let shape = Rect(x: x, y: y, width: width, height: height)
        guard stroke, let line = paint.stroke else {
            fillRoundedRect(shape, radius: radius, map: map, color: color, into: &target)
            return
        }
        let half = abs(line.width) / 2
        edges.removeAll()
        edges.addRoundedRect(shape.outset(by: half), radius: radius > 0 ? radius + half : 0, map)
        let inner = shape.outset(by: -half)
        if inner.width > 0 && inner.height > 0 {
            edges.addRoundedRect(inner, radius: max(radius - half, 0), map, reversed: true)
        }
        fillEdges(color, into: &target)
    }

    /// The fill or the stroke of a circle.
    mutating func paintCircle(_ circle: Circle, paint: Paint, stroke: Bool, map: Affine, color: PremultipliedColor, into target: inout Layer) {
        let radius = max(abs(circle.radius) - paint.insideInset, 0)
        guard radius > 0 else { return }
        edges.removeAll()
        if stroke, let line = paint.stroke {
            let half = abs(line.width) / 2
            edges.addCircle(center: circle.center, radius: radius + half, map)
            if radius > half { edges.addCircle(center: circle.center, radius: radius - half, map, reversed: true) }
        } else {
            edges.addCircle(center: circle.center, radius: radius, map)
        }
        fillEdges(color, into: &target)
    }

    /// The fill or the stroke of a path, with the stroke's caps and joins as SVG draws them: a round cap adds a half
    /// disc of radius width / 2 past each open end, a round join a disc at each joint, a miter is bevelled past 4.
    mutating func paintPath(_ path: Path, paint: Paint, stroke: Bool, map: Affine, color: PremultipliedColor, into target: inout Layer) {
        edges.removeAll()
        if stroke, let line = paint.stroke {
            let cap: Stroker.Cap
            switch line.lineCap {
            case .butt: cap = .butt
            case .round: cap = .round
            case .square: cap = .square
            }
            let join: Stroker.Join
            switch line.lineJoin {
            case .miter: join = .miter(limit: 4)
            case .round: join = .round
            case .bevel: join = .bevel
            }
            let outline = Stroker(width: abs(line.width), cap: cap, join: join).outline(of: path)
            edges.add(outline, map)
        } else {
            edges.add(path, map)
        }
        fillEdges(color, into: &target)
    }

    /// Fills a rounded rectangle in local space; one without rounding takes the exact rectangle path.
    mutating func fillRoundedRect(_ rect: Rect, radius: Double, map: Affine, color: PremultipliedColor, into target: inout Layer) {
        if radius <= 0 {
            target.fillRect(map.apply(rect), color: color, scratch: &row)
            return
        }
        edges.removeAll()
        edges.addRoundedRect(rect, radius: radius, map)
        fillEdges(color, into: &target)
    }

    /// Fills the edges collected in `edges` with the non-zero rule.
    mutating func fillEdges(_ color: PremultipliedColor, into target: inout Layer) {
        guard !edges.isEmpty, color.a > 0 else { return }
        let box = edges.bounds.intersection(target.rect)
        if box.isEmpty { return }
        coverage.begin(box)
        coverage.add(edges)
        target.fill(&coverage, scratch: &row, color: color)
    }

    /// Draws a text run from the glyph outlines, all glyphs filled together in the run's colour.
    mutating func drawText(_ run: TextRun, map: Affine, opacity: Double, into target: inout Layer) {
        let color = PremultipliedColor(run.color, opacity: opacity)
        guard color.a > 0 else { return }
        edges.removeAll()
        for placed in run.placedGlyphs {
            edges.addGlyph(placed.glyph.outline, pen: placed.pen, scale: placed.scale, map)
        }
        guard geometryOnly else { return fillEdges(color, into: &target) }
        var part = Layer(rect: target.rect)
        fillEdges(PremultipliedColor(.white, opacity: 1), into: &part)
        target.keepLargerAlpha(of: part)
    }
}
