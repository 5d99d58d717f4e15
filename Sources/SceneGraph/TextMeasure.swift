/// Measures one line of text with the package's reference font tables (Inter Regular and SemiBold), so layout needs no
/// font at run time, and gives SF Pro's line box, so text is as tall as it is on the phone.
///
/// SF Pro's advances are not public; Inter is a close, redistributable stand-in. Layout and rendering both use Inter,
/// so a chip is always exactly as wide as the text drawn in it. Heights are SF Pro's: a one-line SwiftUI `Text` is
/// `UIFont.lineHeight` tall, ascender plus descender plus line gap, and its baseline sits the ascender below its top.
public enum TextMeasure {
    /// SF Pro's units per em.
    public static let sfProUnitsPerEm = 2048.0
    /// SF Pro's ascender in font units (hhea; 16.19 pt at 17 pt).
    public static let sfProAscender = 1950.0
    /// SF Pro's descender in font units, as a positive depth below the baseline (hhea −494).
    public static let sfProDescender = 494.0
    /// SF Pro's line gap in font units.
    public static let sfProLineGap = 0.0
    /// SF Pro's cap height in font units (OS/2; 11.98 pt at 17 pt): symbols are centred on half of it.
    public static let sfProCapHeight = 1443.0

    /// The height of a one-line text at `fontSize`: (1950 + 494 + 0) / 2048 = 1.1934 em, so 20.29 pt at 17 pt
    /// (`UIFont.systemFont(ofSize: 17).lineHeight`), 15.51 pt at 13 pt and 23.87 pt at 20 pt.
    public static func lineHeight(fontSize: Double) -> Double {
        (sfProAscender + sfProDescender + sfProLineGap) / sfProUnitsPerEm * fontSize
    }

    /// Distance from the top of a one-line text's box to its baseline: SF Pro's ascender, 0.9521 em. Inter's glyphs sit
    /// on that baseline, so they take SF Pro's place in the box.
    public static func baseline(fontSize: Double) -> Double {
        sfProAscender / sfProUnitsPerEm * fontSize
    }

    /// Height of SF Pro's capitals above the baseline at `fontSize`: 0.7046 em.
    public static func capHeight(fontSize: Double) -> Double {
        sfProCapHeight / sfProUnitsPerEm * fontSize
    }

    /// Offsets of each Unicode scalar from the start of the line, and the line's advance width, in points, in the
    /// Inter face of `weight` (CSS weight; Regular below 500, SemiBold from 500).
    ///
    /// With `tabularDigits`, digits take Inter's tabular advances (SwiftUI's `.monospacedDigit()`).
    /// Pair kerning from the font's table applies between neighbours (tabular figures do not kern, as in the font).
    /// Invisible format characters (bidi marks, soft hyphens) take no width; scalars the table lacks take
    /// the face's `fallbackAdvance`.
    public static func layout(_ text: String, fontSize: Double, weight: Int, tabularDigits: Bool) -> (offsets: [Double], width: Double) {
        let face = InterMetrics.face(weight: weight)
        let perUnit = fontSize / InterMetrics.unitsPerEm
        var offsets: [Double] = []
        offsets.reserveCapacity(text.unicodeScalars.count)
        var pen = 0.0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous {
                let kern = tabularDigits ? face.tabularKerning(previous, scalar) : face.kerning(previous, scalar)
                pen += kern * perUnit
            }
            offsets.append(pen)
            pen += face.layoutAdvance(of: scalar, tabular: tabularDigits) * perUnit
            previous = scalar
        }
        return (offsets, pen)
    }

    /// The advance width of a line in points.
    public static func width(_ text: String, fontSize: Double, weight: Int, tabularDigits: Bool) -> Double {
        layout(text, fontSize: fontSize, weight: weight, tabularDigits: tabularDigits).width
    }
}
