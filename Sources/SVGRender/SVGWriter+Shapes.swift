import SceneGraph

// Leaf elements. Attribute order is fixed per element:
//   rect:   id x y width height rx fill fill-opacity stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin opacity
//   circle: id cx cy r fill fill-opacity stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin opacity
//   path:   id d fill fill-opacity stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin opacity
//   (stroke-linecap and stroke-linejoin only when they are not SVG's defaults, butt and miter)
//   text:   id x y font-family font-size font-weight fill fill-opacity opacity xml:space
//   tspan:  x (one per Unicode scalar, inside the text, on the same line)

extension SVGWriter {
    /// Writes a node's own shape as one leaf element; `id` is nil when a `<g>` around it carries the id.
    mutating func writeShape(_ shape: Shape, id: String?, depth: Int, opacity: Double) {
        switch shape {
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
    /// The positions are written twice: as the `x` list of the `<text>` (the SVG form, which resvg and
    /// browsers honour) and as one `<tspan x>` per scalar inside it, because librsvg 2.54 uses only the
    /// first value of an `x` list. When the offsets do not match the scalar count, or there is only one
    /// scalar, the text gets a single x and no tspans.
    ///
    /// With `tabularDigits`, the offsets are the tabular slots, but every renderer draws the font's default
    /// glyphs, so each glyph that Inter's `tnum` substitutes is moved right by `InterFace.tabularShift`: the
    /// default "1" then stands centred in its slot, as the tabular "1" does, instead of at its left.
    mutating func writeText(_ run: TextRun, id: String?, depth: Int, opacity: Double) {
        indent(depth)
        ascii("<text")
        if let id { idAttribute(id) }
        ascii(" x=\"")
        let scalars = Self.scalarCount(run.text)
        let positioned = scalars > 0 && run.offsets.count == scalars
        if positioned {
            let shift = GlyphShift(run)
            var first = true
            for (scalar, offset) in zip(run.text.unicodeScalars, run.offsets) {
                if !first { buffer.append(UInt8(ascii: " ")) }
                first = false
                plain(run.origin.x + offset + shift.points(scalar))
            }
        } else {
            plain(run.origin.x)
        }
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
        if positioned && scalars > 1 {
            writeGlyphSpans(run)
        } else {
            XMLEscape.append(run.text, to: &buffer)
        }
        ascii("</text>\n")
    }

    /// Appends `<tspan x="…">c</tspan>` for each scalar of `run.text`; offsets must match the scalar count.
    mutating func writeGlyphSpans(_ run: TextRun) {
        let shift = GlyphShift(run)
        var scalarIterator = run.text.unicodeScalars.makeIterator()
        var text = run.text
        text.withUTF8 { bytes in
            var index = 0
            var start = 0
            while start < bytes.count {
                var end = start + 1
                while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
                let offset = index < run.offsets.count ? run.offsets[index] : 0
                let moved = scalarIterator.next().map { shift.points($0) } ?? 0
                ascii("<tspan x=\"")
                plain(run.origin.x + offset + moved)
                ascii("\">")
                XMLEscape.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &buffer)
                ascii("</tspan>")
                index += 1
                start = end
            }
        }
    }

    /// The number of Unicode scalars in `text`, counted from its UTF-8 without decoding.
    static func scalarCount(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

/// Where a renderer that draws only default glyphs must move each glyph of a tabular run (see `writeText`).
struct GlyphShift {
    let face: InterFace?
    let perUnit: Double

    init(_ run: TextRun) {
        face = run.tabularDigits ? InterMetrics.face(weight: run.fontWeight) : nil
        perUnit = run.fontSize / InterMetrics.unitsPerEm
    }

    /// The shift in points for one scalar: the tnum glyph's ink offset from the default glyph's, or 0.
    func points(_ scalar: Unicode.Scalar) -> Double {
        guard let face else { return 0 }
        return face.tabularShift(of: scalar) * perUnit
    }
}

extension Paint {
    /// How far the shape is inset so an `.inside` stroke (SwiftUI's `strokeBorder`) lies within the edge:
    /// half the line width, or 0 for a centred stroke or no stroke.
    var insideInset: Double {
        guard let stroke, stroke.placement == .inside, stroke.width.isFinite else { return 0 }
        return abs(stroke.width) / 2
    }
}
