/// Measures one line of text with the package's reference font table (Inter SemiBold), so layout needs no font at run time.
///
/// SF Pro's advances are not public; Inter is a close, redistributable stand-in. Layout and rendering both use Inter,
/// so a chip is always exactly as wide as the text drawn in it.
public enum TextMeasure {
    /// Offsets of each Unicode scalar from the start of the line, and the line's advance width, in points.
    ///
    /// With `tabularDigits`, digits take Inter's tabular advances (SwiftUI's `.monospacedDigit()`).
    /// Pair kerning from the font's table applies between neighbours (tabular figures do not kern, as in the font).
    /// Invisible format characters (bidi marks, soft hyphens) take no width; scalars the table lacks take
    /// `InterMetrics.fallbackAdvance`.
    public static func layout(_ text: String, fontSize: Double, tabularDigits: Bool) -> (offsets: [Double], width: Double) {
        let perUnit = fontSize / InterMetrics.unitsPerEm
        var offsets: [Double] = []
        offsets.reserveCapacity(text.unicodeScalars.count)
        var pen = 0.0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous {
                let kern = tabularDigits ? InterMetrics.tabularKerning(previous, scalar) : InterMetrics.kerning(previous, scalar)
                pen += kern * perUnit
            }
            offsets.append(pen)
            pen += InterMetrics.layoutAdvance(of: scalar, tabular: tabularDigits) * perUnit
            previous = scalar
        }
        return (offsets, pen)
    }

    /// The advance width of a line in points.
    public static func width(_ text: String, fontSize: Double, tabularDigits: Bool) -> Double {
        layout(text, fontSize: fontSize, tabularDigits: tabularDigits).width
    }

    /// Distance from the top of a line box to the baseline, centring the font's ascender-to-descender extent in the box.
    public static func baseline(fontSize: Double, lineHeight: Double) -> Double {
        let ascent = InterMetrics.ascender / InterMetrics.unitsPerEm * fontSize
        let descent = -InterMetrics.descender / InterMetrics.unitsPerEm * fontSize
        return (lineHeight - (ascent + descent)) / 2 + ascent
    }
}
