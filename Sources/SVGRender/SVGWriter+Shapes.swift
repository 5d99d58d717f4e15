import SceneGraph

// Leaf elements. Attribute order is fixed per element:
//   rect:   id x y width height rx fill fill-opacity stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin opacity
//   circle: id cx cy r fill fill-opacity stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin opacity
//   path:   id d fill fill-opacity stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin opacity
//   (stroke-linecap and stroke-linejoin only when they are not SVG's defaults, butt and miter)
//   text:   id x y font-family font-size font-weight fill fill-opacity opacity xml:space
//   tspan:  x (one per piece that the font's own advances do not place, inside the text, on the same line)

extension SVGWriter {
    /// Writes a node's own shape as one leaf element; `id` is nil when a `<g>` around it carries the id. The shape is
    /// read in place (see `writeNodes`): passing it by value copied the whole enum for every leaf.
    mutating func writeShape(of node: UnsafePointer<Node>, id: String?, depth: Int, opacity: Double) {
        switch node.pointee.shape {
        case .group:
            return
        case .roundedRect(let rounded, let paint):
            indent(depth)
            ascii("<rect")
            if let id { idAttribute(id) }
            writeRectGeometry(rounded, inset: paint.insideInset)
            writePaint(paint)
        case .circle(let circle, let paint):
            indent(depth)
            ascii("<circle")
            if let id { idAttribute(id) }
            number("cx", circle.center.x)
            number("cy", circle.center.y)
            number("r", max(abs(circle.radius) - paint.insideInset, 0))
            writePaint(paint)
        case .path(let path, let paint):
            indent(depth)
            ascii("<path")
            if let id { idAttribute(id) }
            writePathData(path)
            writePaint(paint)
        case .text(let run):
            if options.textMode == .paths { return writeTextPath(run, id: id, depth: depth, opacity: opacity) }
            writeText(run, id: id, depth: depth, opacity: opacity)
            return
        }
        if isBelowOne(opacity) { unit("opacity", opacity) }
        ascii("/>\n")
    }

    /// Appends ` x y width height rx` for a rounded rectangle shrunk by `inset` on every side.
    ///
    /// Negative sizes are normalised; the radius shrinks with the inset and never goes below 0.
    mutating func writeRectGeometry(_ rounded: RoundedRect, inset: Double) {
        let r = rounded.rect
        let x = min(r.x, r.maxX)
        let y = min(r.y, r.maxY)
        let width = abs(r.width)
        let height = abs(r.height)
        number("x", x + inset)
        number("y", y + inset)
        number("width", max(width - 2 * inset, 0))
        number("height", max(height - 2 * inset, 0))
        let radius = max(rounded.cornerRadius - inset, 0)
        if radius > 0 { number("rx", radius) }
    }

    /// Appends fill and stroke attributes; a paint without fill gets `fill="none"`.
    mutating func writePaint(_ paint: Paint) {
        if let fill = paint.fill {
            color("fill", fill, opacityName: "fill-opacity")
        } else {
            ascii(" fill=\"none\"")
        }
        if let stroke = paint.stroke {
            buffer.append(UInt8(ascii: " "))
            ascii("stroke=\"")
            hex(stroke.color)
            buffer.append(UInt8(ascii: "\""))
            number("stroke-width", abs(stroke.width))
            if isBelowOne(stroke.color.alpha) { unit("stroke-opacity", stroke.color.alpha) }
            switch stroke.lineCap {
            case .butt: break
            case .round: ascii(" stroke-linecap=\"round\"")
            case .square: ascii(" stroke-linecap=\"square\"")
            }
            switch stroke.lineJoin {
            case .miter: break
            case .round: ascii(" stroke-linejoin=\"round\"")
            case .bevel: ascii(" stroke-linejoin=\"bevel\"")
            }
        }
    }

    /// Appends ` d="M… L… C… Z"`: each command letter directly followed by its space-separated numbers.
    mutating func writePathData(_ path: Path) {
        ascii(" d=\"")
        var first = true
        for element in path.elements {
            if !first { buffer.append(UInt8(ascii: " ")) }
            first = false
            switch element {
            case .move(let p):
                buffer.append(UInt8(ascii: "M"))
                plain(p.x)
                spaced(p.y)
            case .line(let p):
                buffer.append(UInt8(ascii: "L"))
                plain(p.x)
                spaced(p.y)
            case .curve(let c1, let c2, let p):
                buffer.append(UInt8(ascii: "C"))
                plain(c1.x)
                spaced(c1.y)
                spaced(c2.x)
                spaced(c2.y)
                spaced(p.x)
                spaced(p.y)
            case .close:
                buffer.append(UInt8(ascii: "Z"))
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Writes a `<text>` with one x position per Unicode scalar, since librsvg and resvg ignore
    /// `font-variant-numeric: tabular-nums`.
    ///
    /// The positions are written as the `x` list of the `<text>` (the SVG form, which resvg and browsers
    /// honour). librsvg 2.54 uses only the first value of an `x` list and lays the rest out with the
    /// font's own advances and kerning, so the content is split into `<tspan x>` pieces exactly where a
    /// glyph's position differs from where those advances put it (see `GlyphSpans`). A run that the font
    /// lays out by itself, such as a label, gets no tspans at all. When the offsets do not match the scalar
    /// count, or there is only one scalar, the text gets a single x and no tspans.
    ///
    /// With `tabularDigits`, the offsets are the tabular slots, but every renderer draws the font's default
    /// glyphs, so each glyph that Inter's `tnum` substitutes is moved right by `InterFace.tabularShift`: the
    /// default "1" then stands centred in its slot, as the tabular "1" does, instead of at its left.
    mutating func writeText(_ run: TextRun, id: String?, depth: Int, opacity: Double) {
        indent(depth)
        ascii("<text")
        if let id { idAttribute(id) }
        ascii(" x=\"")
        let spanned = writeXList(run)
        buffer.append(UInt8(ascii: "\""))
        number("y", run.origin.y)
        ascii(" font-family=\"")
        buffer.append(fontFamily)
        buffer.append(UInt8(ascii: "\""))
        number("font-size", run.fontSize)
        number("font-weight", Double(run.fontWeight))
        color("fill", run.color, opacityName: "fill-opacity")
        if isBelowOne(opacity) { unit("opacity", opacity) }
        ascii(" xml:space=\"preserve\">")
        if spanned {
            writeGlyphSpans(run)
        } else {
            XMLEscape.append(run.text, to: &buffer)
        }
        ascii("</text>\n")
    }

    /// Writes the numbers of a run's `x` list (one per scalar when the run has an offset for each, else its origin)
    /// and fills `spanStarts`; returns whether the content needs `<tspan>`s.
    private mutating func writeXList(_ run: TextRun) -> Bool {
        let scalars = Self.scalarCount(run.text)
        let positioned = scalars > 0 && run.offsets.count == scalars
        // Emptied only when used: `removeAll(keepingCapacity:)` on an empty array still costs a call to
        // `replaceSubrange`.
        if !spanStarts.isEmpty { spanStarts.removeAll(keepingCapacity: true) }
        guard positioned else {
            plain(run.origin.x)
            return false
        }
        var spans = GlyphSpans(run)
        var index = 0
        for (scalar, offset) in zip(run.text.unicodeScalars, run.offsets) {
            let x = run.origin.x + offset + spans.shift(scalar)
            if index > 0 { buffer.append(UInt8(ascii: " ")) }
            if spans.startsSpan(scalar, at: x) { spanStarts.append((index, x)) }
            plain(x)
            index += 1
        }
        return spanStarts.count > 1
    }

    /// Appends one `<tspan x="…">…</tspan>` for each piece of `run.text` that starts at a scalar index in
    /// `spanStarts` (ascending, from 0, with the x that `writeText` wrote for it).
    mutating func writeGlyphSpans(_ run: TextRun) {
        var text = run.text
        let starts = spanStarts
        text.withUTF8 { bytes in
            var index = 0
            var start = 0
            var next = 0
            while start < bytes.count {
                var end = start + 1
                while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
                if next < starts.count && starts[next].index == index {
                    if next > 0 { ascii("</tspan>") }
                    ascii("<tspan x=\"")
                    plain(starts[next].x)
                    ascii("\">")
                    next += 1
                }
                XMLEscape.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &buffer)
                index += 1
                start = end
            }
        }
        ascii("</tspan>")
    }

    /// The number of Unicode scalars in `text`, counted from its UTF-8 without decoding.
    static func scalarCount(_ text: String) -> Int {
        // Read where the string keeps its bytes (a native or literal string always does); iterating `utf8` goes
        // through the string's index machinery byte by byte.
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count &+= 1 }
            return count
        }
        if let counted { return counted }
        var count = 0
        for byte in text.utf8 where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

/// Where librsvg, which takes only the first value of a text's `x` list, needs a `<tspan x>` to start.
///
/// Within one piece a renderer places each glyph at the previous one's position plus the font's default
/// advance and pair kerning (the viewer draws default glyphs). A glyph starts a new piece when its written
/// position is more than a millionth of a point from that, or when the renderer's advance for the glyph
/// before it is not known: a scalar that Inter lacks (a fallback font draws it) or a default-ignorable one.
/// Inter covers no right-to-left scalar and no combining mark, so every piece is a left-to-right run of
/// base glyphs, which bidi reordering and mark positioning leave alone.
struct GlyphSpans {
    let face: InterFace
    let perUnit: Double
    let tabular: Bool
    let kerning: ASCIIKerning?
    private var previous: Unicode.Scalar?
    private var expected = 0.0

    init(_ run: TextRun) {
        face = InterMetrics.face(weight: run.fontWeight)
        kerning = ASCIIKerning.table(for: face)
        perUnit = run.fontSize / InterMetrics.unitsPerEm
        tabular = run.tabularDigits
    }

    /// Where a renderer that draws only default glyphs must move one glyph of a tabular run, in points:
    /// the tnum glyph's ink offset from the default glyph's, or 0 (see `writeText`).
    func shift(_ scalar: Unicode.Scalar) -> Double { tabular ? face.tabularShift(of: scalar) * perUnit : 0 }

    /// Whether `scalar`, drawn at `x`, starts a new piece; called once per scalar, in order.
    mutating func startsSpan(_ scalar: Unicode.Scalar, at x: Double) -> Bool {
        defer { previous = scalar }
        var starts = true
        if let previous, Self.joins(previous, scalar), let advance = face.advance(of: previous) {
            let pair = kerning?.kerning(previous, scalar, face: face) ?? face.kerning(previous, scalar)
            expected += (advance + pair) * perUnit
            starts = !(abs(x - expected) <= 1e-6)
        }
        if starts { expected = x }
        return starts
    }

    /// Whether two neighbours may share a piece: both letters, both digits, a space and either, or a
    /// currency or percent sign beside a digit. Inter's contextual alternates (`calt`), which librsvg applies
    /// within a piece, change only other neighbours: "<" and arrows next to other signs, ":" and "x" between
    /// digits, punctuation beside capitals. Our own rasteriser and the browsers, which place every glyph by
    /// the `x` list, draw no contextual forms, so a piece must not give librsvg the chance to.
    static func joins(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Bool {
        let l = Kind(left)
        let r = Kind(right)
        switch (l, r) {
        case (.other, _), (_, .other): return false
        case (.sign, .digit), (.digit, .sign): return true
        case (.sign, _), (_, .sign): return false
        default: return l == r || l == .space || r == .space
        }
    }

    private enum Kind {
        case letter, digit, space, sign, other

        init(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            if value == 0x20 {
                self = .space
            } else if value >= 0x30 && value <= 0x39 {
                self = .digit
            } else if value < 0x80 {
                if (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A {
                    self = .letter
                } else {
                    self = value == 0x24 || value == 0x25 ? .sign : .other
                }
            } else {
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter: self = .letter
                case .currencySymbol: self = .sign
                default: self = value == 0x2030 ? .sign : .other
                }
            }
        }
    }
}

/// Inter's kerning for pairs of printable ASCII scalars, read by index. `GlyphSpans` asks for the pair before every
/// glyph of every text, and the face's sorted pair table takes a dozen steps of binary search each time. Built once
/// per face from that table, in one pass over it; any other pair is looked up in the face.
///
/// The two tables are made once and kept for the life of the process, read through a plain pointer: as an array,
/// every text on every thread would retain and release the one shared storage, and threads writing the same
/// reference count contend for it.
struct ASCIIKerning: @unchecked Sendable {
    private static let first: UInt32 = 0x20, last: UInt32 = 0x7E
    private static let width = Int(last - first + 1)
    /// `width × width` values, never freed (there are two tables, `regular` and `semiBold`).
    private let values: UnsafePointer<Int16>

    private init(_ face: InterFace) {
        let values = UnsafeMutablePointer<Int16>.allocate(capacity: Self.width * Self.width)
        values.initialize(repeating: 0, count: Self.width * Self.width)
        for (key, value) in zip(face.kerningKeys, face.kerningValues) {
            let left = key >> 16, right = key & 0xFFFF
            if let slot = Self.slot(left, right) { values[slot] = value }
        }
        self.values = UnsafePointer(values)
    }

    static let regular = ASCIIKerning(InterMetrics.regular)
    static let semiBold = ASCIIKerning(InterMetrics.semiBold)

    /// The table for `face`, nil for a face other than the two the package draws.
    static func table(for face: InterFace) -> ASCIIKerning? {
        if face === InterMetrics.regular { return regular }
        if face === InterMetrics.semiBold { return semiBold }
        return nil
    }

    private static func slot(_ left: UInt32, _ right: UInt32) -> Int? {
        guard left >= first, left <= last, right >= first, right <= last else { return nil }
        return Int(left - first) * width + Int(right - first)
    }

    /// `face.kerning(left, right)`, from the table when both scalars are printable ASCII.
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, face: InterFace) -> Double {
        guard let slot = Self.slot(left.value, right.value) else { return face.kerning(left, right) }
        return Double(values[slot])
    }
}
