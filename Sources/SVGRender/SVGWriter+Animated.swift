import SceneGraph

extension SVGWriter {
    /// One SVG document that plays `frames` in browsers with SMIL: each distinct frame is a group made visible for its
    /// time slot with a discrete `<animate>` on `visibility`, looping with `hold` seconds on the last frame.
    /// Renderers without SMIL (librsvg, resvg) show the first frame. Consecutive identical frames share one group.
    public mutating func writeAnimated(_ frames: [Scene], times: [Double], hold: Double = 1) -> [UInt8] {
        buffer.reset()
        filterCount = 0
        clipCount = 0
        guard let first = frames.first, frames.count == times.count else { return [] }
        // Collapse runs of identical frames.
        var slots: [(scene: Scene, start: Double)] = []
        for (scene, t) in zip(frames, times) where slots.last?.scene.nodes != scene.nodes {
            slots.append((scene, t))
        }
        let origin = times[0]
        let total = max((times.last ?? origin) - origin + max(hold, 0), 1e-3)
        writeHeader(size: first.size, background: first.background)
        let basePrefix = idPrefix
        for (i, slot) in slots.enumerated() {
            let start = (slot.start - origin) / total
            let end = i + 1 < slots.count ? (slots[i + 1].start - origin) / total : 1
            indent(1)
            ascii("<g")
            idPrefix = basePrefix
            idAttribute("frame" + String(i))
            ascii(i == 0 ? ">\n" : " visibility=\"hidden\">\n")
            indent(2)
            ascii("<animate attributeName=\"visibility\" calcMode=\"discrete\" repeatCount=\"indefinite\" dur=\"")
            buffer.append(total, decimals: 3)
            ascii("s\" values=\"")
            if i == 0 {
                ascii(end < 1 ? "visible;hidden\" keyTimes=\"0;" : "visible\" keyTimes=\"0")
                if end < 1 { buffer.append(end, decimals: 5) }
            } else if end < 1 {
                ascii("hidden;visible;hidden\" keyTimes=\"0;")
                buffer.append(start, decimals: 5)
                buffer.append(UInt8(ascii: ";"))
                buffer.append(end, decimals: 5)
            } else {
                ascii("hidden;visible\" keyTimes=\"0;")
                buffer.append(start, decimals: 5)
            }
            ascii("\"/>\n")
            // Node and definition ids stay unique across frames: f3-thumb.lower, f3-f1, …
            idPrefix = basePrefix + Array(("f" + String(i) + "-").utf8)
            for node in slot.scene.nodes { writeNode(node, depth: 2, inheritedOpacity: 1) }
            indent(1)
            ascii("</g>\n")
        }
        idPrefix = basePrefix
        ascii("</svg>\n")
        return Array(buffer.bytes)
    }
}
