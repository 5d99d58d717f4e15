import SceneGraph

// Filters and clip paths.
//
// Shadows are built from feGaussianBlur + feOffset + feFlood + feComposite + feMerge rather than
// feDropShadow, which librsvg 2.54 drops entirely. Saturation is feColorMatrix type="saturate" in sRGB,
// applied after the shadow merge when a node has both. Filter regions are in user space on use, which is
// the node's local space (its own transform included, as for any attribute of the same `<g>`), so they
// come from `Node.localBounds`.

extension SVGWriter {
    /// Writes `<filter id="f<n>">` for a node's shadow and/or saturation.
    mutating func writeFilter(_ number: Int, shadow: Shadow?, saturation: UnitInterval, region: Rect, depth: Int) {
        indent(depth)
        ascii("<filter id=\"")
        definitionID(kind: UInt8(ascii: "f"), number)
        ascii("\" filterUnits=\"userSpaceOnUse\"")
        self.number("x", region.x)
        self.number("y", region.y)
        self.number("width", region.width)
        self.number("height", region.height)
        ascii(" color-interpolation-filters=\"sRGB\">\n")
        let saturates = saturation.value < 1
        if let shadow {
            indent(depth + 1)
            ascii("<feGaussianBlur in=\"SourceAlpha\"")
            self.number("stdDeviation", shadow.radius.isFinite ? max(shadow.radius, 0) : 0)
            ascii(" result=\"blur\"/>\n")
            indent(depth + 1)
            ascii("<feOffset in=\"blur\"")
            self.number("dx", shadow.x)
            self.number("dy", shadow.y)
            ascii(" result=\"offset\"/>\n")
            indent(depth + 1)
            ascii("<feFlood flood-color=\"")
            hex(shadow.color)
            buffer.append(UInt8(ascii: "\""))
            unit("flood-opacity", shadow.color.alpha)
            ascii(" result=\"color\"/>\n")
            indent(depth + 1)
            ascii("<feComposite in=\"color\" in2=\"offset\" operator=\"in\" result=\"shadow\"/>\n")
            indent(depth + 1)
            ascii(saturates ? "<feMerge result=\"merged\">\n" : "<feMerge>\n")
            indent(depth + 2)
            ascii("<feMergeNode in=\"shadow\"/>\n")
            indent(depth + 2)
            ascii("<feMergeNode in=\"SourceGraphic\"/>\n")
            indent(depth + 1)
            ascii("</feMerge>\n")
        }
        if saturates {
            indent(depth + 1)
            ascii(shadow == nil ? "<feColorMatrix in=\"SourceGraphic\"" : "<feColorMatrix in=\"merged\"")
            ascii(" type=\"saturate\"")
            unit("values", saturation.value)
            ascii("/>\n")
        }
        indent(depth)
        ascii("</filter>\n")
    }

    /// Writes `<clipPath id="c<n>">` holding the clip's rounded rectangle, in the node's local space.
    mutating func writeClipPath(_ number: Int, clip: RoundedRect, depth: Int) {
        indent(depth)
        ascii("<clipPath id=\"")
        definitionID(kind: UInt8(ascii: "c"), number)
        ascii("\">\n")
        indent(depth + 1)
        ascii("<rect")
        writeRectGeometry(clip, inset: 0)
        ascii("/>\n")
        indent(depth)
        ascii("</clipPath>\n")
    }
}
