import SceneGraph

// How a scene becomes pixels, with the semantics of the SVG the writer emits (see SVGWriter.swift):
//
// - Opacity multiplies down the tree and applies to each leaf, except below a node with saturation under 1: that
//   node is drawn into a layer, filtered, and its opacity (with its ancestors') fades the layer as a whole.
// - A node with a shadow, a saturation under 1 or a clip is drawn into an offscreen layer first. A filter (shadow,
//   saturation) works on the layer over the node's filter region, as `Node.filterRegion(content:shadow:)`; then the clip
//   masks the result (SVG applies a `<g>`'s filter before its clip-path), and the layer is composited source-over.
//   Where the clipped content's own edge is the clip's edge, that edge is anti-aliased once (`sharedEdges`).
// - A leaf with both a fill and a stroke and an opacity under 1 is one layer too, as SVG's `opacity` on an element.
// - Shapes are filled with exact-area coverage (`CoverageAccumulator`), composited in premultiplied 8-bit sRGB.
// - Text is drawn from Inter's outlines (`InterOutlines`), each glyph at its pen position from the run's offsets.

/// Draws scenes as anti-aliased pixels; keep one to draw many frames, since it reuses its buffers.
public struct Rasterizer: Sendable {
    var coverage = CoverageAccumulator()
    var edges = EdgeList()
    var row: [UInt8] = []
    /// The last canvas, kept to draw the next frame into without a fresh allocation.
    var canvas = Layer(rect: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))
    /// Whether leaves are drawn as their bare geometry (opaque white, no filters): the coverage a clip's content
    /// would have if every colour were opaque, so that the clip can anti-alias an edge its content shares only once.
    var geometryOnly = false

    /// The largest canvas side, in pixels; a larger scene is cut to it.
    public static let maximumSide = 16384
    /// The most pixels a canvas holds (64 Mi, 256 MiB of RGBA); a taller scene is cut to it at the bottom.
    public static let maximumPixels = 1 << 26

    /// Creates a rasteriser.
    public init() {}

    /// The pixel size of a scene's canvas at a scale: each side `ceil(points · scale)`, at least 1, at most
    /// `maximumSide`, and the height cut so the canvas holds at most `maximumPixels`.
    public static func pixelSize(of scene: Scene, scale: Int) -> (width: Int, height: Int) {
        let s = Double(clampedScale(scale))
        func side(_ points: Double) -> Int {
            guard points.isFinite, points > 0 else { return 1 }
            return Int(min(max((points * s - 1e-6).rounded(.up), 1), Double(maximumSide)))
        }
        let width = side(scene.size.width)
        return (width, min(side(scene.size.height), max(maximumPixels / width, 1)))
    }

    /// A scale kept within 1...8.
    static func clampedScale(_ scale: Int) -> Int { min(max(scale, 1), 8) }

    /// The scene drawn at `scale` device pixels per point (1, 2 or 3 as iPhone screens; at most 8).
    public mutating func image(of scene: Scene, scale: Int) -> RGBAImage {
        render(scene, scale: scale)
        return Self.unpremultiplied(canvas)
    }

    /// Draws a scene into `canvas` (premultiplied).
    mutating func render(_ scene: Scene, scale: Int) {
        let size = Self.pixelSize(of: scene, scale: scale)
        let rect = PixelRect(x0: 0, y0: 0, x1: size.width, y1: size.height)
        var canvas = self.canvas
        self.canvas = Layer(rect: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))
        if canvas.rect == rect {
            canvas.clear()
        } else {
            canvas = Layer(rect: rect)
        }
        defer { self.canvas = canvas }
        let map = Affine.scale(Double(Self.clampedScale(scale)))
        if let background = scene.background {
            let rect = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
            fillRoundedRect(rect, radius: 0, map: map, color: PremultipliedColor(background, opacity: 1), into: &canvas)
        }
        for node in scene.nodes { draw(node, map: map, inheritedOpacity: 1, into: &canvas) }
    }

    /// Draws one node and its subtree; `inheritedOpacity` is the product of its ancestors' leaf opacities.
    mutating func draw(_ node: Node, map parentMap: Affine, inheritedOpacity: Double, into target: inout Layer) {
        let opacity = inheritedOpacity * node.opacity.value
        let map = parentMap.concatenating(node.transform)
        let saturates = !geometryOnly && node.saturation.value < 1
        let region = !geometryOnly && (node.shadow != nil || saturates)
            ? Node.filterRegion(content: node.localBounds, shadow: node.shadow) : nil
        guard region != nil || node.clip != nil else {
            if opacity <= 0 { return }
            drawShape(node.shape, map: map, opacity: opacity, into: &target)
            for child in node.children { draw(child, map: map, inheritedOpacity: opacity, into: &target) }
            return
        }
        let layerOpacity = saturates ? opacity : 1
        let leafOpacity = saturates ? 1 : opacity
        if layerOpacity <= 0 || (leafOpacity <= 0 && !saturates) { return }
        var bounds: PixelRect
        if let region {
            // A shadow can reach in from beyond the target; farther than 4096 pixels it is too faint to matter.
            let reach = min((node.shadow.map { 3 * abs($0.radius) + abs($0.x) + abs($0.y) } ?? 0) * map.k + 2, 4096)
            let limit = PixelRect(covering: Rect(x: Double(target.rect.x0), y: Double(target.rect.y0),
                                                 width: Double(target.rect.width), height: Double(target.rect.height)).outset(by: reach))
            bounds = PixelRect(covering: map.apply(region)).intersection(limit)
            if bounds.width * bounds.height > Self.maximumPixels { bounds = bounds.intersection(target.rect) }
        } else {
            bounds = target.rect
        }
        if let clip = node.clip { bounds = bounds.intersection(PixelRect(covering: map.apply(clip.rect))) }
        if bounds.isEmpty { return }
        var layer = Layer(rect: bounds)
        drawShape(node.shape, map: map, opacity: leafOpacity, into: &layer)
        for child in node.children { draw(child, map: map, inheritedOpacity: leafOpacity, into: &layer) }
        if region != nil {
            if let shadow = node.shadow {
                let sigma = shadow.radius.isFinite ? max(shadow.radius, 0) : 0
                layer.applyShadow(sigma: sigma * map.k, dx: shadow.x * map.k, dy: shadow.y * map.k,
                                  color: PremultipliedColor(shadow.color, opacity: 1))
            }
            if saturates { layer.applySaturation(node.saturation.value) }
        }
        var mask: [UInt8]?
        if let clip = node.clip {
            mask = coverageMask(of: clip, map: map, over: bounds)
            // Without a filter, the layer holds only the node's shapes: an edge they share with the clip is
            // anti-aliased once, not once by the shape and again by the clip.
            if region == nil, var cut = mask {
                sharedEdges(node, map: map, leafOpacity: leafOpacity, over: bounds, mask: &cut)
                mask = cut
            }
        }
        target.composite(layer, opacity: layerOpacity, mask: mask)
    }

    /// Loosens a clip's mask where the clipped content's own edges already anti-alias the clip's edge. The content's
    /// bare coverage g (drawn in `geometryOnly`) and the clip's coverage m of a pixel are taken as nested areas, as
    /// they are where the content's edge is the clip's edge (the track's capsule and its clipped rectangles): the
    /// content shows over min(g, m) of the pixel, so its pixel, already scaled by g, is scaled by min(1, m / g).
    /// The factor stays between m (the plain product, as before) and 1: the content is never drawn past its own
    /// coverage, and never cut more than the plain product cuts it.
    mutating func sharedEdges(_ node: Node, map: Affine, leafOpacity: Double, over bounds: PixelRect, mask: inout [UInt8]) {
        var bare = Layer(rect: bounds)
        let saved = geometryOnly
        geometryOnly = true
        drawShape(node.shape, map: map, opacity: leafOpacity, into: &bare)
        for child in node.children { draw(child, map: map, inheritedOpacity: leafOpacity, into: &bare) }
        geometryOnly = saved
        for i in 0..<mask.count {
            let m = UInt32(mask[i]), g = UInt32(bare.pixels[i * 4 + 3])
            if m == 255 || g == 0 || m == 0 { continue }
            mask[i] = UInt8(min((m * 255 + g / 2) / g, 255))
        }
    }

    /// One coverage byte per pixel of `bounds` for a clip's rounded rectangle.
    mutating func coverageMask(of clip: RoundedRect, map: Affine, over bounds: PixelRect) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: bounds.width * bounds.height)
        edges.removeAll()
        edges.addRoundedRect(clip.rect, radius: clip.cornerRadius, map)
        if edges.isEmpty { return mask }
        coverage.begin(bounds)
        coverage.add(edges)
        let width = bounds.width
        coverage.coverageRows(&row) { y, cover in
            let start = (y - bounds.y0) * width
            for x in 0..<cover.count { mask[start + x] = cover[x] }
        }
        return mask
    }

    /// Straight-alpha pixels of a premultiplied canvas: opaque and transparent pixels as they are (transparent ones
    /// as 0, 0, 0, 0), others divided by their alpha, rounded to nearest.
    static func unpremultiplied(_ canvas: Layer) -> RGBAImage {
        let count = canvas.pixels.count
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            canvas.pixels.withUnsafeBufferPointer { source in
                guard let s = source.baseAddress, let o = out.baseAddress else { return }
                let src = UnsafeRawPointer(s), dst = UnsafeMutableRawPointer(o)
                for i in 0..<(count / 4) {
                    let word = src.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                    let a = UInt32(s[i * 4 + 3])
                    if a == 255 || a == 0 {
                        dst.storeBytes(of: a == 0 ? 0 : word, toByteOffset: i * 4, as: UInt32.self)
                        continue
                    }
                    for c in 0..<3 { o[i * 4 + c] = UInt8(min((UInt32(s[i * 4 + c]) * 255 + a / 2) / a, 255)) }
                    o[i * 4 + 3] = UInt8(a)
                }
            }
            initialized = count
        }
        return RGBAImage(width: canvas.rect.width, height: canvas.rect.height, pixels: pixels)
            ?? RGBAImage(width: canvas.rect.width, height: canvas.rect.height)
    }
}
