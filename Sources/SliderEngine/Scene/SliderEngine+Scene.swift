import SceneGraph

extension SliderEngine {
    /// The declarative scene of a state: where everything should be, colours resolved for the scheme, text measured.
    @_specialize(exported: true, where V == Double)
    @_specialize(exported: true, where V == Float)
    public func scene(_ state: SliderState<V>, options: SceneOptions = SceneOptions(), cache: SceneCache = SceneCache()) -> Scene {
        buildScene(state, options: options, cache: cache)
    }

    /// `scene`, for callers in this module, which call this so that nothing here refers to `scene`'s exported
    /// specialisations (see `reduceEvent`).
    func buildScene(_ state: SliderState<V>, options: SceneOptions, cache: SceneCache) -> Scene {
        buildSceneAndLayout(state, options: options, cache: cache).scene
    }

    /// The scene, and the box its nodes lay out before the canvas padding moves them (`layoutBoundsInParent` of the
    /// root with its transform left out), which the builder adds up as it goes; tests compare it with the walk.
    func buildSceneAndLayout(_ state: SliderState<V>, options: SceneOptions, cache: SceneCache) -> (scene: Scene, laidOut: Rect?) {
        // The state is read, not copied: a copy retained its strings for every frame.
        let active: Thumb? = options.grabbed.map { config.kind == .single ? .lower : $0 } ?? state.active
        let env = state.environment
        cache.startScene()
        let palette = cache.palette(self, scheme: env.colorScheme)
        let (lower, upper) = current(state)
        let (lowerText, upperText) = cache.strings(Double(V(lower)), Double(V(upper)), engine: self, locale: env.locale)
        // The header's one-line decision from the cache's measurements (the widths `headerFitsOnOneLine` measures).
        let layout = self.layout(env, texts: { (lowerText, upperText) }) { lower, upper in
            // The header built last decided it already, when it was for the same texts, text size and width.
            if let fits = cache.headerFits(lower, upper, type: env.dynamicTypeSize, width: env.width) { return fits }
            return Self.headerFits(lower: lower, upper: upper, environment: env) {
                cache.layout($0, fontSize: $1, weight: TextFont.header.weight, tabular: TextFont.header.tabularDigits).width
            }
        }
        var builder = SceneBuilder<V>(math: math, kind: config.kind, readout: config.readout, active: active, env: env, layout: layout,
                                   palette: palette, cache: cache)
        let children: [Node]
        var accessibility: [AccessibilityElement]
        // What the slider's nodes lay out (`root.layoutBoundsInParent`), added up in the same steps as the builder makes
        // each node: walking the finished tree copied every shape out of its node, a quarter of the cost of a scene.
        var laidOut = LayoutBox()
        switch config.kind {
        case .range:
            children = builder.range(lower: lower, upper: upper, lowerText: lowerText, upperText: upperText, into: &laidOut)
            accessibility = [
                builder.element(.lower, value: lower, text: lowerText, label: config.lowerLabel, priority: 2),
                builder.element(.upper, value: upper, text: upperText, label: config.upperLabel, priority: 1),
            ]
        case .single:
            children = builder.single(value: lower, labels: (config.minimumValueLabel, config.maximumValueLabel),
                                      widths: (valueLabelWidth(config.minimumValueLabel, env.dynamicTypeSize),
                                               valueLabelWidth(config.maximumValueLabel, env.dynamicTypeSize)),
                                      into: &laidOut)
            accessibility = [builder.element(.lower, value: lower, text: lowerText, label: config.label, priority: 0)]
        }
        var root = Node.group("slider", children)
        let rootBox = laidOut.inParent(clip: root.clip, transform: root.transform)
        // The canvas is the slider's frame and everything laid out beyond it (a merged chip wider than a narrow
        // slider), plus the padding; the frame keeps its size and only moves by whole points on the canvas.
        let p = options.padding
        let frame = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        let content = rootBox.map { Self.union(frame, $0) } ?? frame
        let dx = p + Self.overflow(-content.x), dy = p + Self.overflow(-content.y)
        for i in accessibility.indices {
            accessibility[i].frame.x += dx
            accessibility[i].frame.y += dy
        }
        root.transform = Transform(translateX: dx, translateY: dy)
        if !env.isEnabled {
            // `.saturation(0)` then `.opacity(0.45)` over the whole control.
            root.saturation = .zero
            root.opacity = UnitInterval(0.45)
        }
        // Whole points, so every renderer rasterises the same pixel grid.
        let size = Size(width: (dx + layout.width + Self.overflow(content.maxX - layout.width) + p).rounded(.up),
                        height: (dy + layout.height + Self.overflow(content.maxY - layout.height) + p).rounded(.up))
        let background = options.background.map { c in
            env.colorScheme == .dark ? Color(hex: c.dark, alpha: c.darkAlpha) : Color(hex: c.light, alpha: c.lightAlpha)
        }
        return (Scene(size: size, background: background, nodes: [root], accessibility: accessibility), rootBox)
    }

    /// How far content reaches past an edge, in whole points (0 for less than a millionth of a point, rounding noise).
    static func overflow(_ distance: Double) -> Double {
        distance > 1e-6 ? distance.rounded(.up) : 0
    }

    /// The box covering both rectangles.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
}

/// Builds the nodes of one frame, in the seed's drawing order.
struct SceneBuilder<V: SliderValue> {
    /// What the builder reads of the engine, rather than the engine: a copy of the engine, with its configuration's
    /// strings, was made and released for every frame.
    let math: RangeMath
    let kind: SliderConfig.Kind
    let readout: SliderConfig.Readout
    /// The grabbed thumb, if any.
    let active: Thumb?
    let env: SliderEnvironment
    let layout: SliderLayout
    let palette: Palette
    let cache: SceneCache

    private var type: DynamicTypeSize { env.dynamicTypeSize }

    /// Thumb centre in the slider frame for a value.
    func thumbX(_ v: Double) -> Double {
        layout.trackOriginX + layout.localX(fraction: math.fraction(v))
    }

    /// The glyph offsets and width of `string` in `font`, from the cache.
    func measure(_ string: String, _ font: TextFont) -> (offsets: [Double], width: Double) {
        cache.layout(string, fontSize: font.size(type), weight: font.weight, tabular: font.tabularDigits)
    }

    /// One line of text in `font` whose line box (SF Pro's line height) starts at (`x`, `top`); `measured` is
    /// `measure(string, font)` when the caller has it already. Its line box is added to `parent`.
    func text(_ id: String, _ string: String, x: Double, top: Double, font: TextFont, color: Color,
              measured known: (offsets: [Double], width: Double)? = nil, into parent: inout LayoutBox) -> Node {
        let size = font.size(type)
        let measured = known ?? measure(string, font)
        let run = TextRun(text: string, origin: Point(x: x, y: top + TextMeasure.baseline(fontSize: size)),
                          offsets: measured.offsets, width: measured.width, fontSize: size, fontWeight: font.weight,
                          color: color, tabularDigits: font.tabularDigits)
        parent.add(run.layoutBox, clip: nil, transform: .identity)
        return Node(id: id, shape: .text(run))
    }

    /// A node without children whose shape is `shape` (not text, which `text` makes), its box added to `parent`.
    func leaf(_ id: String, _ shape: consuming Shape, into parent: inout LayoutBox) -> Node {
        parent.add(shape.localBounds, clip: nil, transform: .identity)
        return Node(id: id, shape: shape)
    }

    // MARK: Range slider

    mutating func range(lower: Double, upper: Double, lowerText: String, upperText: String, into parent: inout LayoutBox) -> [Node] {
        let lowerX = thumbX(lower), upperX = thumbX(upper)
        guard let kept = cache.subtrees else {
            return rangePieces(lowerX: lowerX, upperX: upperX, lowerText: lowerText, upperText: upperText, into: &parent)
        }
        // The list made last, when each piece in it is still the one its slot keeps, is this frame's list: nothing is
        // copied or made for it, and an SVG writer finds the whole slider in the same storage as the frame before.
        if slotsMatch(kept, lowerX: lowerX, upperX: upperX, lowerText: lowerText, upperText: upperText),
           keptParts(kept) == kept.listParts {
            parent.add(kept.listBox)
            return kept.list
        }
        var box = LayoutBox()
        let nodes = rangePieces(lowerX: lowerX, upperX: upperX, lowerText: lowerText, upperText: upperText, into: &box)
        parent.add(box)
        // Every slot now keeps this frame's piece.
        kept.keepList(nodes, box: box, parts: keptParts(kept))
        return nodes
    }

    /// Whether each slot this frame's list draws from keeps the piece this frame would build.
    func slotsMatch(_ kept: BuiltSubtrees, lowerX: Double, upperX: Double, lowerText: String, upperText: String) -> Bool {
        switch readout {
        case .header: guard cache.headerMatches(headerKey(lowerText, upperText)) else { return false }
        case .thumbs: guard kept.chips.matches(chipsKey(lowerText, upperText, lowerX: lowerX, upperX: upperX)) else { return false }
        case .hidden: break
        }
        return kept.track.matches(trackKey(from: min(lowerX, upperX), to: max(lowerX, upperX)))
            && kept.lowerThumb.matches(thumbKey(x: lowerX, grabbed: active == .lower))
            && kept.upperThumb.matches(thumbKey(x: upperX, grabbed: active == .upper))
    }

    /// The pieces the slots keep now, in the order this frame's list draws them.
    func keptParts(_ kept: BuiltSubtrees) -> PieceList {
        var parts = PieceList()
        switch readout {
        case .header: parts.append(.header, cache.headerGeneration)
        case .thumbs: parts.append(.chips, kept.chips.generation)
        case .hidden: break
        }
        parts.append(.track, kept.track.generation)
        // The grabbed thumb has zIndex 1: drawn last, above the other.
        if active == .lower {
            parts.append(.upperThumb, kept.upperThumb.generation)
            parts.append(.lowerThumb, kept.lowerThumb.generation)
        } else {
            parts.append(.lowerThumb, kept.lowerThumb.generation)
            parts.append(.upperThumb, kept.upperThumb.generation)
        }
        return parts
    }

    /// The range slider's pieces in drawing order, each made or handed out again.
    func rangePieces(lowerX: Double, upperX: Double, lowerText: String, upperText: String, into parent: inout LayoutBox) -> [Node] {
        // Each piece is one node, appended as it is made: appending arrays of nodes copied every node.
        var nodes: [Node] = []
        nodes.reserveCapacity(4)
        switch readout {
        case .header: nodes.append(header(lowerText, upperText, into: &parent))
        case .thumbs: appendChips(lowerText, upperText, lowerX: lowerX, upperX: upperX, to: &nodes, into: &parent)
        case .hidden: break
        }
        appendTrack(from: min(lowerX, upperX), to: max(lowerX, upperX), to: &nodes, into: &parent)
        // The grabbed thumb has zIndex 1: drawn last, above the other.
        if active == .lower {
            appendThumb(.upper, x: upperX, grabbed: false, to: &nodes, into: &parent)
            appendThumb(.lower, x: lowerX, grabbed: true, to: &nodes, into: &parent)
        } else {
            appendThumb(.lower, x: lowerX, grabbed: false, to: &nodes, into: &parent)
            appendThumb(.upper, x: upperX, grabbed: active == .upper, to: &nodes, into: &parent)
        }
        return nodes
    }

    // MARK: Pieces handed out again

    /// What the chip row is made from.
    func chipsKey(_ lowerText: String, _ upperText: String, lowerX: Double, upperX: Double) -> ChipsKey {
        ChipsKey(lower: lowerText, upper: upperText, lowerX: lowerX, upperX: upperX, active: active, isRTL: env.isRTL,
                 type: type, width: layout.width, fill: palette.fill, chip: palette.chip, ink: palette.ink, label: palette.label)
    }

    /// What the track is made from.
    func trackKey(from start: Double, to end: Double) -> TrackKey {
        TrackKey(start: start, end: end, originX: layout.trackOriginX, width: layout.trackWidth, height: layout.trackHeight,
                 rowTop: layout.rowTop, target: layout.target, track: palette.track, fill: palette.fill)
    }

    /// What a thumb is made from (a single slider's: not grabbed, and `reduceMotion` false, as it never grows).
    func thumbKey(x: Double, grabbed: Bool, reduceMotion: Bool? = nil) -> ThumbKey {
        ThumbKey(x: x, rowMidY: layout.rowMidY, radius: layout.radius, grabbed: grabbed,
                 reduceMotion: reduceMotion ?? env.reduceMotion, face: palette.thumb, border: palette.thumbBorder)
    }

    /// What the header is made from besides constants.
    func headerKey(_ lowerText: String, _ upperText: String) -> SceneCache.BuiltHeader.Key {
        SceneCache.BuiltHeader.Key(lower: lowerText, upper: upperText, type: type, isRTL: env.isRTL, width: env.width,
                                   layoutWidth: layout.width, label: palette.label, secondaryLabel: palette.secondaryLabel)
    }

    /// Appends `chips` to `nodes`, or the row built last when it was built from the same (see `BuiltSubtree`).
    /// These are inlined, so that a cache's first scene, which keeps nothing, builds each piece as it did without
    /// them; and they append, as a node returned through them was copied on the way, twice more when handed out again.
    @inline(__always)
    func appendChips(_ lowerText: String, _ upperText: String, lowerX: Double, upperX: Double, to nodes: inout [Node],
                     into parent: inout LayoutBox) {
        guard let kept = cache.subtrees else {
            return nodes.append(chips(lowerText, upperText, lowerX: lowerX, upperX: upperX, into: &parent))
        }
        let key = chipsKey(lowerText, upperText, lowerX: lowerX, upperX: upperX)
        if kept.chips.reuse(key, appendingTo: &nodes, into: &parent) { return }
        var box = LayoutBox()
        let node = chips(lowerText, upperText, lowerX: lowerX, upperX: upperX, into: &box)
        kept.chips.keep(node, key, box: box, into: &parent)
        nodes.append(node)
    }

    /// Appends `track`, or the track built last when it was built from the same.
    @inline(__always)
    func appendTrack(from start: Double, to end: Double, to nodes: inout [Node], into parent: inout LayoutBox) {
        guard let kept = cache.subtrees else { return nodes.append(track(from: start, to: end, into: &parent)) }
        let key = trackKey(from: start, to: end)
        if kept.track.reuse(key, appendingTo: &nodes, into: &parent) { return }
        var box = LayoutBox()
        let node = track(from: start, to: end, into: &box)
        kept.track.keep(node, key, box: box, into: &parent)
        nodes.append(node)
    }

    /// Appends a range slider's `thumb`, or the one built last when it was built from the same.
    @inline(__always)
    func appendThumb(_ which: Thumb, x: Double, grabbed: Bool, to nodes: inout [Node], into parent: inout LayoutBox) {
        let (id, face) = which == .lower ? ("thumb.lower", "thumb.lower.face") : ("thumb.upper", "thumb.upper.face")
        guard let kept = cache.subtrees else { return nodes.append(thumb(id, face: face, x: x, grabbed: grabbed, into: &parent)) }
        let key = thumbKey(x: x, grabbed: grabbed)
        let slot = which == .lower ? kept.lowerThumb : kept.upperThumb
        if slot.reuse(key, appendingTo: &nodes, into: &parent) { return }
        var box = LayoutBox()
        let node = thumb(id, face: face, x: x, grabbed: grabbed, into: &box)
        slot.keep(node, key, box: box, into: &parent)
        nodes.append(node)
    }

    /// "lower – upper" in title3 semibold, on one line when it fits, else stacked; leading-aligned in the reader's direction.
    func header(_ lowerText: String, _ upperText: String, into parent: inout LayoutBox) -> Node {
        // Everything the header is made from besides constants; the last one built is handed out again for the same.
        let key = headerKey(lowerText, upperText)
        if let built = cache.header(for: key) {
            let node = Node.group("header", built.items)
            parent.add(built.box, clip: node.clip, transform: node.transform)
            return node
        }
        // The three items without arrays of their own: each array of them was an allocation every frame.
        let dash = SliderEngine<V>.dash
        let lowerMeasured = measure(lowerText, .header), dashMeasured = measure(dash, .header)
        let upperMeasured = measure(upperText, .header)
        let line = TextFont.header.lineHeight(type)
        // `engine.headerFitsOnOneLine`, from the cached measurements: the same widths, summed in the same order.
        let fits = SliderEngine<V>.headerFits(lowerMeasured.width, dashMeasured.width, upperMeasured.width, in: env.width)
        var nodes: [Node] = []
        nodes.reserveCapacity(3)
        var pen = 0.0
        var own = LayoutBox()
        for i in 0..<3 {
            let item: (id: String, text: String, color: Color, measured: (offsets: [Double], width: Double))
            switch i {
            case 0: item = ("header.lower", lowerText, palette.label, lowerMeasured)
            case 1: item = ("header.dash", dash, palette.secondaryLabel, dashMeasured)
            default: item = ("header.upper", upperText, palette.label, upperMeasured)
            }
            let measured = item.measured
            let w = measured.width
            let x: Double, top: Double
            if fits {
                x = env.isRTL ? layout.width - pen - w : pen
                top = 0
                pen += w + SliderEngine<V>.headerItemSpacing
            } else {
                x = env.isRTL ? layout.width - w : 0
                top = Double(i) * (line + SliderEngine<V>.headerLineSpacing)
            }
            nodes.append(text(item.id, item.text, x: x, top: top, font: .header, color: item.color, measured: measured,
                              into: &own))
        }
        let node = Node.group("header", nodes)
        parent.add(own, clip: node.clip, transform: node.transform)
        cache.keepHeader(SceneCache.BuiltHeader(key: key, items: nodes, box: own, fits: fits))
        return node
    }

    /// The chip row: a chip over each thumb, cross-faded into one merged chip when they would come within 6 pt.
    func chips(_ lowerText: String, _ upperText: String, lowerX: Double, upperX: Double, into parent: inout LayoutBox) -> Node {
        let pad = SliderEngine<V>.chipPadding
        let dash = SliderEngine<V>.dash
        // Each text is measured once, and the chips are built from the measurements.
        let lower = ChipPart(text: lowerText, measured: measure(lowerText, .chip))
        let upper = ChipPart(text: upperText, measured: measure(upperText, .chip))
        let dashPart = ChipPart(text: dash, measured: measure(dash, .chip))
        let lowerWidth = lower.measured.width + 2 * pad.horizontal
        let upperWidth = upper.measured.width + 2 * pad.horizontal
        let mergedWidth = lower.measured.width + dashPart.measured.width + upper.measured.width
            + 2 * Self.mergedSpacing + 2 * pad.horizontal
        let lowerCenter = clampCenter(lowerX, lowerWidth), upperCenter = clampCenter(upperX, upperWidth)
        let (leftCenter, leftWidth, rightCenter, rightWidth) = lowerCenter <= upperCenter
            ? (lowerCenter, lowerWidth, upperCenter, upperWidth) : (upperCenter, upperWidth, lowerCenter, lowerWidth)
        let merged = leftCenter + leftWidth / 2 + Self.mergeGap > rightCenter - rightWidth / 2
        let mergedCenter = clampCenter((lowerX + upperX) / 2, mergedWidth)

        // Opacity does not change layout, so each chip's box is added as it is made.
        var own = LayoutBox()
        // The chips are made straight into their array and changed there: a chip held in a variable was copied into
        // the array, with its strings and arrays.
        let (first, last) = env.isRTL ? (upper, lower) : (lower, upper)
        var chips = [
            chip(.lower, lower, center: lowerCenter, width: lowerWidth, lit: active == .lower, into: &own),
            chip(.upper, upper, center: upperCenter, width: upperWidth, lit: active == .upper, into: &own),
            // The merged chip reads in the reader's direction: right-to-left puts the lower value on the right.
            chip(.merged, first, dashPart, last, center: mergedCenter, width: mergedWidth, lit: active != nil, into: &own),
        ]
        chips[0].opacity = merged ? .zero : .one
        chips[1].opacity = merged ? .zero : .one
        chips[2].opacity = merged ? .one : .zero
        let node = Node.group("chips", chips)
        parent.add(own, clip: node.clip, transform: node.transform)
        return node
    }

    /// Chips closer than this merge (the seed's `gap`).
    static var mergeGap: Double { 6 }
    /// Space between the values and the dash in a merged chip (`HStack(spacing: 5)`).
    static var mergedSpacing: Double { 5 }
    /// Opacity of the dash inside a merged chip.
    static var mergedDashOpacity: Double { 0.6 }

    func clampCenter(_ x: Double, _ chip: Double) -> Double {
        guard layout.width > chip else { return layout.width / 2 }
        return min(max(x, chip / 2), layout.width - chip / 2)
    }

    /// A capsule chip holding one value, or value, dash, value. Like the seed's `.offset(x:)`, the chip is laid out at
    /// its own origin and moved by a translation, so a running animation carries its text along with its capsule.
    /// The parts are one value, or value, dash, value (`dash` and `last` given), passed as they are: an array of
    /// them was an allocation for every chip of every frame.
    func chip(_ kind: ChipKind, _ first: ChipPart, _ dash: ChipPart? = nil, _ last: ChipPart? = nil, center: Double, width: Double,
              lit: Bool, into parent: inout LayoutBox) -> Node {
        let pad = SliderEngine<V>.chipPadding
        let height = TextFont.chip.lineHeight(type) + 2 * pad.vertical
        let rect = Rect(x: 0, y: 0, width: width, height: height)
        var own = LayoutBox()
        let count = dash == nil ? 1 : 3
        // Each node is appended as it is made and changed in place: one held in a variable was copied.
        var children: [Node] = []
        children.reserveCapacity(1 + count)
        children.append(leaf(kind.backgroundID, .roundedRect(.capsule(rect), Paint(fill: lit ? palette.fill : palette.chip)), into: &own))
        var pen = pad.horizontal
        for i in 0..<count {
            let part = i == 0 ? first : i == 1 ? (dash ?? first) : (last ?? first)
            children.append(text(kind.textID(i), part.text, x: pen, top: pad.vertical, font: .chip, color: lit ? palette.ink : palette.label,
                                 measured: part.measured, into: &own))
            if count == 3 && i == 1 { children[children.count - 1].opacity = UnitInterval(Self.mergedDashOpacity) }
            pen += part.measured.width + Self.mergedSpacing
        }
        var chip = Node.group(kind.id, children)
        chip.transform = Transform(translateX: center - width / 2)
        parent.add(own, clip: chip.clip, transform: chip.transform)
        return chip
    }

    /// The track capsule and the filled span, clipped to the capsule.
    func track(from start: Double, to end: Double, into parent: inout LayoutBox) -> Node {
        let h = layout.trackHeight
        let y = layout.rowTop + (layout.target - h) / 2
        let capsule = RoundedRect.capsule(Rect(x: layout.trackOriginX, y: y, width: layout.trackWidth, height: h))
        var own = LayoutBox()
        let background = leaf("track.background", .roundedRect(capsule, Paint(fill: palette.track)), into: &own)
        let span = RoundedRect(Rect(x: start, y: y, width: max(end - start, 0), height: h), cornerRadius: 0)
        let fill = leaf("track.fill", .roundedRect(span, Paint(fill: palette.fill)), into: &own)
        var group = Node.group("track", [background, fill])
        group.clip = capsule
        parent.add(own, clip: group.clip, transform: group.transform)
        return group
    }

    /// A thumb: a circle with an inside border, a shadow, and the 1.18 grab scale (none under Reduce Motion).
    func thumb(_ id: String, face faceID: String, x: Double, grabbed: Bool, into parent: inout LayoutBox) -> Node {
        let center = Point(x: x, y: layout.rowMidY)
        let border = Stroke(color: palette.thumbBorder, width: grabbed ? 3 : 2, placement: .inside)
        var own = LayoutBox()
        let circle = leaf(faceID, .circle(Circle(center: center, radius: layout.radius), Paint(fill: palette.thumb, stroke: border)), into: &own)
        var node = Node.group(id, [circle])
        node.shadow = Shadow(color: Color.black.withAlpha(grabbed ? 0.22 : 0.12), radius: grabbed ? 6 : 3, y: grabbed ? 3 : 1)
        let scale = grabbed && !env.reduceMotion ? 1.18 : 1
        node.transform = Transform(scale: scale, anchor: center)
        parent.add(own, clip: node.clip, transform: node.transform)
        return node
    }

    // MARK: Single slider

    /// SwiftUI's `Slider`: value labels at the ends, the system track with its minimum side filled, a white thumb.
    /// `labels` are the minimum and maximum value labels, and `widths` their widths (`SliderEngine.valueLabelWidth`).
    func single(value: Double, labels: (minimum: ValueLabel?, maximum: ValueLabel?), widths: (minimum: Double, maximum: Double),
                into parent: inout LayoutBox) -> [Node] {
        var nodes: [Node] = []
        nodes.reserveCapacity(4)
        let x = thumbX(value)
        let leadingEdge = env.isRTL ? layout.trackOriginX + layout.trackWidth : layout.trackOriginX
        appendTrack(from: min(leadingEdge, x), to: max(leadingEdge, x), to: &nodes, into: &parent)
        appendSingleThumb(x: x, to: &nodes, into: &parent)
        let spacing = SliderEngine<V>.valueLabelSpacing
        let minimumWidth = widths.minimum, maximumWidth = widths.maximum
        if let label = labels.minimum {
            let x = env.isRTL ? layout.trackOriginX + layout.trackWidth + spacing : layout.trackOriginX - spacing - minimumWidth
            appendValueLabel(.minimum, label, x: x, to: &nodes, into: &parent)
        }
        if let label = labels.maximum {
            let x = env.isRTL ? layout.trackOriginX - spacing - maximumWidth : layout.trackOriginX + layout.trackWidth + spacing
            appendValueLabel(.maximum, label, x: x, to: &nodes, into: &parent)
        }
        return nodes
    }

    /// A single slider's thumb: a white disc with a hairline and a soft shadow.
    func singleThumb(x: Double, into parent: inout LayoutBox) -> Node {
        let center = Point(x: x, y: layout.rowMidY)
        let hairline = Stroke(color: palette.thumbBorder, width: 0.5, placement: .inside)
        var thumbBox = LayoutBox()
        let face = leaf("thumb.face", .circle(Circle(center: center, radius: layout.radius), Paint(fill: palette.thumb, stroke: hairline)),
                        into: &thumbBox)
        var thumb = Node.group("thumb", [face])
        thumb.shadow = Shadow(color: Color.black.withAlpha(0.15), radius: 4, y: 2)
        parent.add(thumbBox, clip: thumb.clip, transform: thumb.transform)
        return thumb
    }

    /// Appends a single slider's `singleThumb`, or the one built last when it was built from the same.
    @inline(__always)
    func appendSingleThumb(x: Double, to nodes: inout [Node], into parent: inout LayoutBox) {
        guard let kept = cache.subtrees else { return nodes.append(singleThumb(x: x, into: &parent)) }
        let key = thumbKey(x: x, grabbed: false, reduceMotion: false)
        if kept.singleThumb.reuse(key, appendingTo: &nodes, into: &parent) { return }
        var box = LayoutBox()
        let node = singleThumb(x: x, into: &box)
        kept.singleThumb.keep(node, key, box: box, into: &parent)
        nodes.append(node)
    }

    /// Which of a single slider's value labels.
    enum LabelEnd {
        case minimum, maximum

        var id: String { self == .minimum ? "label.minimum" : "label.maximum" }
    }

    /// Appends the value label at `end`, or the one built last there when it was built from the same.
    @inline(__always)
    func appendValueLabel(_ end: LabelEnd, _ label: ValueLabel, x: Double, to nodes: inout [Node], into parent: inout LayoutBox) {
        guard let kept = cache.subtrees else { return nodes.append(valueLabel(end.id, label, x: x, into: &parent)) }
        let key = ValueLabelKey(label, x: x, rowMidY: layout.rowMidY, type: type, isRTL: env.isRTL, color: palette.secondaryLabel)
        let slot = end == .minimum ? kept.minimumLabel : kept.maximumLabel
        if slot.reuse(key, appendingTo: &nodes, into: &parent) { return }
        var box = LayoutBox()
        let node = valueLabel(end.id, label, x: x, into: &box)
        slot.keep(node, key, box: box, into: &parent)
        nodes.append(node)
    }

    /// A value label on the track row: text on a line box centred on the row, or a symbol centred on that text's cap
    /// height (half of SF Pro's cap height above its baseline), as SF Symbols sit next to text.
    func valueLabel(_ id: String, _ label: ValueLabel, x: Double, into parent: inout LayoutBox) -> Node {
        let font = TextFont.valueLabel
        let top = layout.rowMidY - font.lineHeight(type) / 2
        switch label {
        case .text(let string):
            return text(id, string, x: x, top: top, font: font, color: palette.secondaryLabel, into: &parent)
        case .icon(let icon):
            let size = font.size(type)
            let center = top + TextMeasure.baseline(fontSize: size) - TextMeasure.capHeight(fontSize: size) / 2
            var own = LayoutBox()
            let parts = icon.parts.enumerated().map { i, part in
                let stroke = part.strokeWidth > 0
                    ? Stroke(color: palette.secondaryLabel, width: part.strokeWidth * size, placement: .centered,
                             lineCap: .round, lineJoin: .round)
                    : nil
                let path = part.placed(size: size, x: x, y: center, advance: icon.advance,
                                       mirrored: env.isRTL && icon.isDirectional)
                return leaf("\(id).\(i)", .path(path, Paint(fill: part.isFilled ? palette.secondaryLabel : nil, stroke: stroke)), into: &own)
            }
            let node = Node.group(id, parts)
            parent.add(own, clip: node.clip, transform: node.transform)
            return node
        }
    }

    // MARK: Accessibility

    /// An adjustable element whose frame is the thumb's 44 pt target.
    func element(_ thumb: Thumb, value: Double, text: String, label: String, priority: Double) -> AccessibilityElement {
        let frame = Rect(center: Point(x: thumbX(value), y: layout.rowMidY), width: layout.target, height: layout.target)
        let id = kind == .single ? "thumb" : "thumb.\(thumb.rawValue)"
        return AccessibilityElement(id: id, label: label, value: text, traits: SceneConstants.adjustable, frame: frame,
                                    actions: SceneConstants.adjustments, sortPriority: priority)
    }
}

/// A thumb's trait and actions, which every frame of a slider holds, made once: an array literal allocates anew
/// every frame (and the generic builder cannot hold stored statics).
enum SceneConstants {
    static let adjustable = ["adjustable"]
    static let adjustments = ["increment", "decrement"]
}

/// The three chips of the range slider's thumb readout, with their node ids as literals (a literal `String` is
/// never allocated or reference-counted, and these ids are made for every frame).
enum ChipKind {
    case lower, upper, merged

    var id: String {
        switch self {
        case .lower: "chip.lower"
        case .upper: "chip.upper"
        case .merged: "chip.merged"
        }
    }

    var backgroundID: String {
        switch self {
        case .lower: "chip.lower.background"
        case .upper: "chip.upper.background"
        case .merged: "chip.merged.background"
        }
    }

    /// The id of the chip's `index`-th text: one for a value chip, three (value, dash, value) for the merged one.
    func textID(_ index: Int) -> String {
        switch (self, index) {
        case (.lower, 0): "chip.lower.text0"
        case (.upper, 0): "chip.upper.text0"
        case (.merged, 0): "chip.merged.text0"
        case (.merged, 1): "chip.merged.text1"
        case (.merged, 2): "chip.merged.text2"
        default: "\(id).text\(index)"
        }
    }
}

/// One text of a chip and its measurement, so the chip row measures each text once.
struct ChipPart {
    let text: String
    let measured: (offsets: [Double], width: Double)
}
