/// Text as outlines: each scalar's Inter glyph placed at the pen position layout gave it.
extension TextRun {
    /// One placed glyph of a run.
    public struct PlacedGlyph: Sendable, Hashable {
        /// The scalar drawn.
        public var scalar: Unicode.Scalar
        /// The glyph drawn for it (`.notdef` when the table lacks the scalar).
        public var glyph: InterOutlines.Glyph
        /// Pen position on the baseline, in the run's space (points, y down).
        public var pen: Point
        /// Points per font unit: `fontSize / unitsPerEm`.
        public var scale: Double
    }

    /// Pen x positions of the scalars, relative to `origin.x`: `offsets` when it has one per scalar, else the glyph
    /// advances added up from 0 (what an SVG renderer does with a single `x`).
    public var penOffsets: [Double] {
        let scalars = Array(text.unicodeScalars)
        if offsets.count == scalars.count { return offsets }
        let perUnit = fontSize / InterOutlines.unitsPerEm
        var pen = 0.0
        var result: [Double] = []
        result.reserveCapacity(scalars.count)
        for scalar in scalars {
            result.append(pen)
            let advance = InterOutlines.glyph(for: scalar, weight: fontWeight, tabular: tabularDigits)?.advance ?? 0
            pen += advance * perUnit
        }
        return result
    }

    /// The glyphs of the run in order, with their pen positions; default-ignorable scalars are left out (they draw
    /// nothing). With `tabularDigits`, digits and the separators `tnum` replaces draw their tabular glyphs in their slots.
    public var placedGlyphs: [PlacedGlyph] {
        let pens = penOffsets
        let scale = fontSize / InterOutlines.unitsPerEm
        var result: [PlacedGlyph] = []
        for (i, scalar) in text.unicodeScalars.enumerated() {
            guard let glyph = InterOutlines.glyph(for: scalar, weight: fontWeight, tabular: tabularDigits) else { continue }
            let pen = Point(x: origin.x + (i < pens.count ? pens[i] : 0), y: origin.y)
            result.append(PlacedGlyph(scalar: scalar, glyph: glyph, pen: pen, scale: scale))
        }
        return result
    }

    /// Every glyph of the run as one outline in the run's space (points, y down), filled with the non-zero rule.
    public var outline: Path {
        var elements: [Path.Element] = []
        for placed in placedGlyphs {
            elements += placed.glyph.outline.placed(scale: placed.scale, at: placed.pen).elements
        }
        return Path(elements)
    }

    /// The run's scalars the outline table lacks (drawn as `.notdef`), each once, in order of first appearance.
    public var uncoveredScalars: [Unicode.Scalar] {
        var seen: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where InterOutlines.coverage(of: scalar) == .missing && !seen.contains(scalar) {
            seen.append(scalar)
        }
        return seen
    }
}

extension Scene {
    /// Scalars of the scene's text that the outline table lacks and that a PNG or a `--text paths` SVG therefore
    /// draws as `.notdef` boxes: each once, sorted by scalar value. Empty when every glyph is covered.
    public var uncoveredScalars: [Unicode.Scalar] {
        var found: [Unicode.Scalar] = []
        for node in nodes {
            node.forEachNode { node in
                guard case .text(let run) = node.shape else { return }
                for scalar in run.uncoveredScalars where !found.contains(scalar) { found.append(scalar) }
            }
        }
        return found.sorted { $0.value < $1.value }
    }
}
