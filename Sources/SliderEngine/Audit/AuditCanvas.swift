import SceneGraph

/// A scene flattened for the audit: every leaf in drawing order with its geometry in canvas coordinates, the
/// opacity and clips that reach it, and whether a disabled slider's greying covers it.
struct AuditCanvas {
    /// A uniform scale then a translation: what the scene's transforms compose to.
    struct Placement {
        var scale = 1.0
        var dx = 0.0
        var dy = 0.0

        func apply(_ p: Point) -> Point { Point(x: scale * p.x + dx, y: scale * p.y + dy) }
        func apply(_ r: Rect) -> Rect {
            let a = apply(Point(x: r.x, y: r.y))
            return Rect(x: a.x, y: a.y, width: r.width * scale, height: r.height * scale)
        }
        func apply(_ r: RoundedRect) -> RoundedRect { RoundedRect(apply(r.rect), cornerRadius: r.cornerRadius * scale) }
        /// This placement after the node's own transform.
        func then(_ t: Transform) -> Placement {
            let m = t.matrix
            return Placement(scale: scale * m.a, dx: scale * m.e + dx, dy: scale * m.f + dy)
        }
    }

    /// What a leaf draws, placed on the canvas.
    enum Geometry {
        case rect(RoundedRect, fill: Color?)
        case circle(center: Point, radius: Double, fill: Color?, stroke: Color?, strokeWidth: Double)
        /// A run of text: its layout box, where its capitals' middle runs, its size in points and its run.
        case text(box: Rect, midline: Double, size: Double, run: TextRun)
        case path(bounds: Rect)
    }

    /// One drawn leaf.
    struct Leaf {
        /// The node's id, page prefix included.
        var id: String
        /// The page prefix of the slider the leaf belongs to (`s1/`), or "" in a one-slider scene.
        var slider: String
        var geometry: Geometry
        /// Opacity multiplied down from the root.
        var opacity: Double
        /// Whether a node above it has saturation under 1: a disabled slider's greying.
        var greyed: Bool
        /// Clips that reach the leaf, on the canvas.
        var clips: [RoundedRect]
        /// The id of the group the leaf is drawn in, and the canvas box of a `….background` sibling (a chip's capsule).
        var parent: String
        var container: Rect?

        /// Text's string, when the leaf is text.
        var text: TextRun? {
            if case .text(_, _, _, let run) = geometry { return run }
            return nil
        }

        /// The box the leaf covers on the canvas.
        var box: Rect {
            switch geometry {
            case .rect(let r, _): return r.rect
            case .circle(let c, let r, _, _, _): return Rect(center: c, width: 2 * r, height: 2 * r)
            case .text(let box, _, _, _): return box
            case .path(let bounds): return bounds
            }
        }

        /// The colour this leaf leaves at `p` over `below`, or nil when it does not cover `p` (text and icons never
        /// count as what something else sits on).
        func paint(at p: Point, over below: Color) -> Color? {
            switch geometry {
            case .rect(let r, let fill):
                guard let fill, AuditCanvas.contains(r, p), clips.allSatisfy({ AuditCanvas.contains($0, p) }) else { return nil }
                return shown(fill).composited(over: below)
            case .circle(let c, let radius, let fill, let stroke, let width):
                let dx = p.x - c.x, dy = p.y - c.y
                let d2 = dx * dx + dy * dy
                guard d2 <= radius * radius, clips.allSatisfy({ AuditCanvas.contains($0, p) }) else { return nil }
                var color = below
                if let fill { color = shown(fill).composited(over: color) }
                let inner = max(radius - width, 0)
                if let stroke, width > 0, d2 >= inner * inner { color = shown(stroke).composited(over: color) }
                return color
            case .text, .path:
                return nil
            }
        }

        /// A colour as this leaf shows it: greyed when its slider is disabled, faded by its opacity.
        func shown(_ color: Color) -> Color {
            let c = greyed ? color.desaturated : color
            return c.withAlpha(c.alpha * opacity)
        }
    }

    var leaves: [Leaf] = []
    /// Each leaf's box, or nil for one that never paints a background (text, icons, no fill or stroke): what
    /// `color(at:)` reads first, so most leaves are passed over without being read.
    private var paintBoxes: [Rect?] = []
    /// The colour under everything: the scene's background over `base`.
    var background: Color
    var size: Size
    /// The page prefixes whose slider is drawn greyed (disabled).
    var greyedSliders: [String] = []

    init(_ scene: Scene, base: Color) {
        background = (scene.background ?? .clear).composited(over: base.withAlpha(1))
        size = scene.size
        for node in scene.nodes {
            let slider = Self.sliderPrefix(node.id)
            if node.saturation.value < 1 && !greyedSliders.contains(slider) { greyedSliders.append(slider) }
            walk(node, slider: slider, placement: Placement(), opacity: 1, greyed: false, clips: [], parent: "", siblings: [])
        }
    }

    /// `s1/` for `s1/thumb.lower`, "" for an id without a page prefix.
    static func sliderPrefix(_ id: String) -> String {
        guard id.first == "s", let slash = id.firstIndex(of: "/"),
              id[id.index(after: id.startIndex)..<slash].allSatisfy(\.isNumber), slash > id.index(after: id.startIndex)
        else { return "" }
        return String(id[...slash])
    }

    private mutating func walk(_ node: Node, slider: String, placement outer: Placement, opacity: Double, greyed: Bool,
                               clips outerClips: [RoundedRect], parent: String, siblings: [Node]) {
        let placement = outer.then(node.transform)
        let opacity = opacity * node.opacity.value
        let greyed = greyed || node.saturation.value < 1
        var clips = outerClips
        if let clip = node.clip { clips.append(placement.apply(clip)) }
        switch node.shape {
        case .group:
            for child in node.children {
                walk(child, slider: slider, placement: placement, opacity: opacity, greyed: greyed, clips: clips,
                     parent: node.id, siblings: node.children)
            }
            return
        default:
            break
        }
        let geometry: Geometry
        switch node.shape {
        case .group:
            return
        case .roundedRect(let r, let paint):
            geometry = .rect(placement.apply(r), fill: paint.fill)
        case .circle(let c, let paint):
            geometry = .circle(center: placement.apply(c.center), radius: c.radius * placement.scale, fill: paint.fill,
                               stroke: paint.stroke?.color, strokeWidth: (paint.stroke?.width ?? 0) * placement.scale)
        case .text(let run):
            let size = run.fontSize * placement.scale
            let baseline = placement.apply(run.origin).y
            let mid = baseline - TextMeasure.capHeight(fontSize: size) / 2
            geometry = .text(box: placement.apply(run.layoutBox), midline: mid, size: size, run: run)
        case .path(let path, _):
            geometry = .path(bounds: placement.apply(Self.bounds(path)))
        }
        // A chip's capsule is the `….background` leaf beside its texts.
        let container = siblings.first { $0.id != node.id && $0.id.hasSuffix(".background") }.flatMap { sibling -> Rect? in
            guard case .roundedRect(let r, _) = sibling.shape else { return nil }
            return placement.apply(r.rect)
        }
        let leaf = Leaf(id: node.id, slider: slider, geometry: geometry, opacity: opacity, greyed: greyed, clips: clips,
                        parent: parent, container: container)
        switch geometry {
        case .rect(_, _?): paintBoxes.append(leaf.box)
        case .circle(_, _, let fill, let stroke, _) where fill != nil || stroke != nil: paintBoxes.append(leaf.box)
        default: paintBoxes.append(nil)
        }
        leaves.append(leaf)
    }

    private static func bounds(_ path: Path) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .curve(let a, let b, let c): add(a); add(b); add(c)
            case .close: break
            }
        }
        guard minX <= maxX else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether a rounded rectangle covers `p` (its corners rounded).
    static func contains(_ r: RoundedRect, _ p: Point) -> Bool {
        let rect = r.rect
        guard rect.contains(p) else { return false }
        let radius = r.cornerRadius
        guard radius > 0 else { return true }
        let cx = min(max(p.x, rect.x + radius), rect.maxX - radius)
        let cy = min(max(p.y, rect.y + radius), rect.maxY - radius)
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= radius * radius
    }

    /// The colour at `p` from everything drawn before leaf `index`, leaving out leaves whose id starts with `skip`.
    func color(at p: Point, before index: Int, skipping skip: String? = nil) -> Color {
        var color = background
        for i in 0..<min(index, leaves.count) {
            guard let box = paintBoxes[i], box.contains(p) else { continue }
            if let skip, leaves[i].id.hasPrefix(skip) { continue }
            if let painted = leaves[i].paint(at: p, over: color) { color = painted }
        }
        return color
    }

    /// Whether the leaf can be seen: some opacity, and for text, a colour that is not fully transparent.
    func isVisible(_ leaf: Leaf) -> Bool {
        guard leaf.opacity > 0 else { return false }
        if let run = leaf.text { return run.color.alpha > 0 && !run.text.isEmpty }
        return true
    }
}
