import SceneGraph

// `SVGOptions.textMode == .paths`: a text run becomes one `<path>` of its Inter glyph outlines, placed as the
// rasteriser places them (each scalar at its offset, tabular glyphs in tabular slots, `.notdef` for a scalar the
// table lacks), so the file looks the same in every viewer with or without fonts. The text stays readable to
// assistive technology and search in `aria-label`.
//
//   path: id aria-label d fill fill-opacity opacity

extension SVGWriter {
    /// Writes a text run as `<path aria-label="…" d="…">`.
    mutating func writeTextPath(_ run: TextRun, id: String?, depth: Int, opacity: Double) {
        indent(depth)
        ascii("<path")
        if let id { idAttribute(id) }
        ascii(" aria-label=\"")
        XMLEscape.append(run.text, to: &buffer)
        buffer.append(UInt8(ascii: "\""))
        writePathData(run.outline)
        color("fill", run.color, opacityName: "fill-opacity")
        if isBelowOne(opacity) { unit("opacity", opacity) }
        ascii("/>\n")
    }
}
