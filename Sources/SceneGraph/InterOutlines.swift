/// Inter's glyph outlines (Regular and SemiBold 3.019, SIL OFL 1.1: see `LICENSES/Inter-OFL.txt`), so text can be drawn
/// as paths without any font installed.
///
/// The table covers the scalars of `InterMetrics` (formatted numbers, currency symbols, percent, dashes, Latin and
/// Cyrillic labels) and the `tnum` glyphs that replace digits and separators in tabular text.
///
/// Fallback: a scalar the table does not hold draws Inter's `.notdef` glyph of the same weight (a crossed box) in its
/// slot, never nothing, and `Scene.uncoveredScalars` / `TextRun.uncoveredScalars` list it. A default-ignorable scalar
/// (bidi marks, soft hyphen, zero-width space), which shapers do not show and layout gives no width, draws nothing
/// and is not reported.
public enum InterOutlines {
    /// Font units per em of both faces.
    public static let unitsPerEm: Double = InterOutlineData.unitsPerEm

    /// Which of the two faces a run is drawn with.
    public enum Face: Sendable, Hashable {
        /// Inter Regular (weight 400).
        case regular
        /// Inter SemiBold (weight 600).
        case semiBold

        /// The face for a CSS weight: Regular up to 500, SemiBold above.
        public init(weight: Int) {
            self = weight <= 500 ? .regular : .semiBold
        }
    }

    /// How the table answers for one scalar.
    public enum Coverage: Sendable, Hashable {
        /// The table holds the scalar's glyph.
        case covered
        /// A default-ignorable scalar: drawn as nothing, by design.
        case ignorable
        /// Not in the table: drawn as `.notdef`.
        case missing
    }

    /// One glyph: its name in the font, its advance and its outline.
    public struct Glyph: Sendable, Hashable {
        /// The glyph's name in the font, such as `uni0031`; `.notdef` for the fallback box.
        public let name: String
        /// Advance width in font units.
        public let advance: Double
        /// The outline in font units, y up, pen at the origin; every contour is closed. Filled with the non-zero rule.
        public let outline: Path
    }

    /// Whether the table draws `scalar`.
    public static func coverage(of scalar: Unicode.Scalar) -> Coverage {
        if InterMetrics.isDefaultIgnorable(scalar.value) { return .ignorable }
        return row(scalar.value) == nil ? .missing : .covered
    }

    /// The glyph drawn for `scalar` at `weight` (see `Face(weight:)`), the `tnum` glyph when `tabular` and the font
    /// substitutes one; `.notdef` when the table lacks the scalar, and nil only for a default-ignorable scalar.
    public static func glyph(for scalar: Unicode.Scalar, weight: Int, tabular: Bool) -> Glyph? {
        if InterMetrics.isDefaultIgnorable(scalar.value) { return nil }
        let face = Face(weight: weight)
        let glyphs = face == .regular ? Decoded.regular : Decoded.semiBold
        guard let index = row(scalar.value) else { return glyphs.first }
        let line: UInt16
        switch (face, tabular) {
        case (.regular, false): line = InterOutlineData.regularDefault[index]
        case (.regular, true): line = InterOutlineData.regularTabular[index]
        case (.semiBold, false): line = InterOutlineData.semiBoldDefault[index]
        case (.semiBold, true): line = InterOutlineData.semiBoldTabular[index]
        }
        return Int(line) < glyphs.count ? glyphs[Int(line)] : glyphs.first
    }

    /// Whether `tabular` changes the glyph drawn for `scalar` (GSUB `tnum` substitutes it: digits, `,` `.` `:` `;`).
    public static func isTabularSubstituted(_ scalar: Unicode.Scalar, weight: Int) -> Bool {
        guard let index = row(scalar.value) else { return false }
        switch Face(weight: weight) {
        case .regular: return InterOutlineData.regularDefault[index] != InterOutlineData.regularTabular[index]
        case .semiBold: return InterOutlineData.semiBoldDefault[index] != InterOutlineData.semiBoldTabular[index]
        }
    }

    /// How far right, in font units, the `tnum` glyph of `scalar` draws compared with its default glyph (Inter's
    /// tabular figures are the default outlines moved into a wider or narrower slot): the shift that places the
    /// default glyph where the tabular one would be, e.g. 280 for SemiBold "1". 0 when `tnum` leaves the glyph alone.
    public static func tabularShift(of scalar: Unicode.Scalar, weight: Int) -> Double {
        guard isTabularSubstituted(scalar, weight: weight),
              let plain = glyph(for: scalar, weight: weight, tabular: false),
              let tabular = glyph(for: scalar, weight: weight, tabular: true),
              case .move(let a)? = plain.outline.elements.first,
              case .move(let b)? = tabular.outline.elements.first
        else { return 0 }
        return b.x - a.x
    }

    /// The outline of `scalar` in points for a font size, y down, pen at `pen` on the baseline; empty for an
    /// ignorable scalar, `.notdef` for a missing one.
    public static func outline(of scalar: Unicode.Scalar, weight: Int, tabular: Bool, fontSize: Double, pen: Point = .zero) -> Path {
        guard let glyph = glyph(for: scalar, weight: weight, tabular: tabular) else { return Path() }
        return glyph.outline.placed(scale: fontSize / unitsPerEm, at: pen)
    }

    /// Row of `InterOutlineData.scalars` holding `value`, by binary search.
    static func row(_ value: UInt32) -> Int? {
        let table = InterOutlineData.scalars
        var low = 0
        var high = table.count
        while low < high {
            let mid = (low &+ high) >> 1
            let found = table[mid]
            if found < value {
                low = mid &+ 1
            } else if found > value {
                high = mid
            } else {
                return mid
            }
        }
        return nil
    }

    /// The glyph tables, decoded once on first use.
    enum Decoded {
        static let regular: [Glyph] = GlyphDecoder.glyphs(InterOutlineData.regularGlyphs)
        static let semiBold: [Glyph] = GlyphDecoder.glyphs(InterOutlineData.semiBoldGlyphs)
    }
}

extension Path {
    /// This font-unit outline (y up) scaled by `scale` and flipped to y down, with its origin moved to `pen`.
    public func placed(scale: Double, at pen: Point) -> Path {
        func map(_ p: Point) -> Point { Point(x: pen.x + p.x * scale, y: pen.y - p.y * scale) }
        return Path(elements.map { element in
            switch element {
            case .move(let p): return .move(map(p))
            case .line(let p): return .line(map(p))
            case .curve(let a, let b, let c): return .curve(map(a), map(b), map(c))
            case .close: return .close
            }
        })
    }
}
