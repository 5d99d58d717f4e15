import SceneGraph

extension SliderEngine {
    /// The declarative scene of a state: where everything should be, colours resolved for the scheme, text measured.
    /// A `cache` kept across frames keeps value formatting and text measurement off the per-frame path.
    public func scene(_ state: SliderState<V>, options: SceneOptions = SceneOptions(), cache: SceneCache = SceneCache()) -> Scene {
        buildSceneAndLayout(state, options: options, cache: cache).scene
    }

    /// The scene, and the box its nodes lay out before the canvas padding moves them (`layoutBoundsInParent` of the
    /// root with its transform left out), which the builder adds up as it goes; tests compare it with the walk.
    func buildSceneAndLayout(_ state: SliderState<V>, options: SceneOptions, cache: SceneCache) -> (scene: Scene, laidOut: Rect?) {
        let active: Thumb? = options.grabbed.map { config.kind == .single ? .lower : $0 } ?? state.active
        let env = state.environment
        let palette = Palette(kind: config.kind, overrides: config.style, scheme: env.colorScheme)
        let (lower, upper) = current(state)
        let (lowerText, upperText) = cache.strings(Double(V(lower)), Double(V(upper)), engine: self, locale: env.locale)
        // The header's one-line decision from the cache's measurements (the widths `headerFitsOnOneLine` measures).
        let layout = self.layout(env, texts: { (lowerText, upperText) }) { lower, upper in
            Self.headerFits(lower: lower, upper: upper, environment: env) {
                cache.layout($0, fontSize: $1, weight: TextFont.header.weight, tabular: TextFont.header.tabularDigits).width
            }
        }
        let builder = SceneBuilder(math: math, kind: config.kind, readout: config.readout, active: active, env: env, layout: layout,
                                   palette: palette, cache: cache)
        let children: [Node]
        var accessibility: [AccessibilityElement]
        // What the slider's nodes lay out (`root.layoutBoundsInParent`), added up in the same steps as the builder makes
        // each node, rather than by walking the finished tree.
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
struct SceneBuilder {
    /// The engine's layout constants, the same for every value type.
    private typealias Metrics = SliderEngine<Double>

    /// What the builder reads of the engine.
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

    /// The range slider's pieces in drawing order.
    func range(lower: Double, upper: Double, lowerText: String, upperText: String, into parent: inout LayoutBox) -> [Node] {
        let lowerX = thumbX(lower), upperX = thumbX(upper)
        var nodes: [Node] = []
        nodes.reserveCapacity(4)
        switch readout {
        case .header: nodes.append(header(lowerText, upperText, into: &parent))
        case .thumbs: nodes.append(chips(lowerText, upperText, lowerX: lowerX, upperX: upperX, into: &parent))
        case .hidden: break
        }
        nodes.append(track(from: min(lowerX, upperX), to: max(lowerX, upperX), into: &parent))
        // The grabbed thumb has zIndex 1: drawn last, above the other.
        if active == .lower {
            nodes.append(thumb(.upper, x: upperX, grabbed: false, into: &parent))
            nodes.append(thumb(.lower, x: lowerX, grabbed: true, into: &parent))
        } else {
            nodes.append(thumb(.lower, x: lowerX, grabbed: false, into: &parent))
            nodes.append(thumb(.upper, x: upperX, grabbed: active == .upper, into: &parent))
        }
        return nodes
    }

    /// "lower – upper" in title3 semibold, on one line when it fits, else stacked; leading-aligned in the reader's direction.
    func header(_ lowerText: String, _ upperText: String, into parent: inout LayoutBox) -> Node {
        let dash = Metrics.dash
        let lowerMeasured = measure(lowerText, .header), dashMeasured = measure(dash, .header)
        let upperMeasured = measure(upperText, .header)
        let line = TextFont.header.lineHeight(type)
        // `engine.headerFitsOnOneLine`, from the cached measurements: the same widths, summed in the same order.
        let fits = Metrics.headerFits(lowerMeasured.width, dashMeasured.width, upperMeasured.width, in: env.width)
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
                pen += w + Metrics.headerItemSpacing
            } else {
                x = env.isRTL ? layout.width - w : 0
                top = Double(i) * (line + Metrics.headerLineSpacing)
            }
            nodes.append(text(item.id, item.text, x: x, top: top, font: .header, color: item.color, measured: measured,
                              into: &own))
        }
        let node = Node.group("header", nodes)
        parent.add(own, clip: node.clip, transform: node.transform)
        return node
    }

    /// The chip row: a chip over each thumb, cross-faded into one merged chip when they would come within 6 pt.
    func chips(_ lowerText: String, _ upperText: String, lowerX: Double, upperX: Double, into parent: inout LayoutBox) -> Node {
        let pad = Metrics.chipPadding
        let dash = Metrics.dash
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
        let pad = Metrics.chipPadding
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
    func thumb(_ which: Thumb, x: Double, grabbed: Bool, into parent: inout LayoutBox) -> Node {
        let (id, faceID) = which == .lower ? ("thumb.lower", "thumb.lower.face") : ("thumb.upper", "thumb.upper.face")
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
        nodes.append(track(from: min(leadingEdge, x), to: max(leadingEdge, x), into: &parent))
        nodes.append(singleThumb(x: x, into: &parent))
        let spacing = Metrics.valueLabelSpacing
        let minimumWidth = widths.minimum, maximumWidth = widths.maximum
        if let label = labels.minimum {
            let x = env.isRTL ? layout.trackOriginX + layout.trackWidth + spacing : layout.trackOriginX - spacing - minimumWidth
            nodes.append(valueLabel("label.minimum", label, x: x, into: &parent))
        }
        if let label = labels.maximum {
            let x = env.isRTL ? layout.trackOriginX - spacing - maximumWidth : layout.trackOriginX + layout.trackWidth + spacing
            nodes.append(valueLabel("label.maximum", label, x: x, into: &parent))
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

    /// An adjustable element whose frame is the thumb's 44 pt target. Under `.disabled(true)` it carries
    /// `notEnabled` (VoiceOver says "dimmed") and offers no actions, as the reducer ignores VoiceOver's adjustments.
    func element(_ thumb: Thumb, value: Double, text: String, label: String, priority: Double) -> AccessibilityElement {
        let frame = Rect(center: Point(x: thumbX(value), y: layout.rowMidY), width: layout.target, height: layout.target)
        let id = kind == .single ? "thumb" : "thumb.\(thumb.rawValue)"
        let enabled = env.isEnabled
        return AccessibilityElement(id: id, label: label, value: text,
                                    traits: enabled ? SceneConstants.adjustable : SceneConstants.dimmedAdjustable,
                                    frame: frame, actions: enabled ? SceneConstants.adjustments : [], sortPriority: priority)
    }
}

/// A thumb's trait and actions, which every frame of a slider holds, made once: an array literal allocates anew
/// every frame (and the generic builder cannot hold stored statics).
enum SceneConstants {
    static let adjustable = ["adjustable"]
    /// A disabled thumb's traits, in the order VoiceOver speaks them: "dimmed, adjustable".
    static let dimmedAdjustable = [AccessibilityElement.notEnabled, "adjustable"]
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
