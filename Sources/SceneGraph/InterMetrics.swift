// GENERATED FILE - do not edit by hand.
//
// Generator:  scripts/measure-inter.py, with fontTools 4.68.0
// Font file:  /usr/share/fonts/opentype/inter/Inter-Regular.otf
//   Inter Regular, name ID 5 "Version 3.019;git-0a5106e0b", head.fontRevision 3.019
//   SHA-256 a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc
// Font file:  /usr/share/fonts/opentype/inter/Inter-SemiBold.otf
//   Inter Semi Bold, name ID 5 "Version 3.019;git-0a5106e0b", head.fontRevision 3.019
//   SHA-256 8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457
// Package:    Debian fonts-inter 4.0~beta7+ds-1 (bookworm ships the Inter 3.019 .otf files under this version)
// Regenerate: scripts/install-font-tools.sh && python3 scripts/measure-inter.py Sources/SceneGraph/InterMetrics.swift
//
// Not in Inter Regular, so not in its table (advance(of:) returns nil):
//   U+0149, U+061C, U+0660, U+0661, U+0662, U+0663, U+0664, U+0665, U+0666, U+0667, U+0668, U+0669, U+066A,
//   U+066B, U+066C, U+200C, U+200D, U+200E, U+200F, U+20C0, U+FFE0, U+FFE1, U+FFE5, U+FFE6
// Not in Inter Semi Bold, so not in its table (advance(of:) returns nil):
//   U+0149, U+061C, U+0660, U+0661, U+0662, U+0663, U+0664, U+0665, U+0666, U+0667, U+0668, U+0669, U+066A,
//   U+066B, U+066C, U+200C, U+200D, U+200E, U+200F, U+20C0, U+FFE0, U+FFE1, U+FFE5, U+FFE6

/// Horizontal metrics of Inter 3.019 Regular and SemiBold (Debian's fonts-inter), measured with fontTools by scripts/measure-inter.py.
public enum InterMetrics {
    /// Font units per em.
    public static let unitsPerEm: Double = 2816

    // Vertical metrics, the same in both faces: OS/2 sTypoAscender/sTypoDescender/sTypoLineGap (identical to hhea
    // ascender/descender/lineGap in these fonts), OS/2 sCapHeight and sxHeight (OS/2 version 4).
    /// Typographic ascender in font units (OS/2 sTypoAscender, equal to hhea ascender).
    public static let ascender: Double = 2728
    /// Typographic descender in font units, negative (OS/2 sTypoDescender, equal to hhea descender).
    public static let descender: Double = -680
    /// Typographic line gap in font units (OS/2 sTypoLineGap, equal to hhea lineGap).
    public static let lineGap: Double = 0
    /// Cap height in font units (OS/2 sCapHeight).
    public static let capHeight: Double = 2048
    /// x height in font units (OS/2 sxHeight).
    public static let xHeight: Double = 1536

    /// One row of an advance table, in font units.
    public struct AdvanceEntry: Sendable, Equatable {
        /// Unicode scalar value.
        public let scalar: UInt32
        /// Advance width of the cmap glyph (default features).
        public let advance: UInt16
        /// Advance width after GSUB 'tnum'; equal to `advance` when 'tnum' leaves the glyph alone.
        public let tabularAdvance: UInt16
        /// Whether GSUB 'tnum' substitutes the glyph (its advance may still be unchanged, as for ".").
        public let isTabularSubstituted: Bool
        /// How far right of the default glyph's ink the 'tnum' glyph's ink sits, from the same pen position (0 when not substituted).
        public let tabularShift: Int16

        init(_ scalar: UInt32, _ advance: UInt16, _ tabularAdvance: UInt16, _ isTabularSubstituted: Bool = false, _ tabularShift: Int16 = 0) {
            self.scalar = scalar
            self.advance = advance
            self.tabularAdvance = tabularAdvance
            self.isTabularSubstituted = isTabularSubstituted
            self.tabularShift = tabularShift
        }
    }

    /// Inter Regular (CSS weight 400).
    public static let regular = InterFace(
        weight: 400, name: "Inter Regular", averageAdvance: 1838, fallbackAdvance: 1760,
        advanceTable: regularAdvances, tabularSubstitutedScalars: regularTabularSubstituted,
        kerningKeys: regularKerningKeys, kerningValues: regularKerningValues)

    /// Inter Semi Bold (CSS weight 600).
    public static let semiBold = InterFace(
        weight: 600, name: "Inter Semi Bold", averageAdvance: 1849, fallbackAdvance: 1878,
        advanceTable: semiBoldAdvances, tabularSubstitutedScalars: semiBoldTabularSubstituted,
        kerningKeys: semiBoldKerningKeys, kerningValues: semiBoldKerningValues)

    /// The face for a CSS weight: Regular below 500, SemiBold from 500 on (the two weights the package draws).
    public static func face(weight: Int) -> InterFace {
        weight < 500 ? regular : semiBold
    }

    /// Inter Regular: every covered scalar the font has a glyph for (499 rows), sorted by scalar value; U+0020-U+007E and U+00A0-U+00FF come first, contiguous.
    static let regularAdvances: [AdvanceEntry] = [
        AdvanceEntry(0x0020, 792, 792),  // U+0020 SPACE (uni0020)
        AdvanceEntry(0x0021, 784, 784),  // U+0021 EXCLAMATION MARK (uni0021)
        AdvanceEntry(0x0022, 1136, 1136),  // U+0022 QUOTATION MARK (uni0022)
        AdvanceEntry(0x0023, 1776, 1776),  // U+0023 NUMBER SIGN (uni0023)
        AdvanceEntry(0x0024, 1796, 1796),  // U+0024 DOLLAR SIGN (uni0024)
        AdvanceEntry(0x0025, 2288, 2288),  // U+0025 PERCENT SIGN (uni0025)
        AdvanceEntry(0x0026, 1800, 1800),  // U+0026 AMPERSAND (uni0026)
        AdvanceEntry(0x0027, 624, 624),  // U+0027 APOSTROPHE (uni0027)
        AdvanceEntry(0x0028, 1020, 1020),  // U+0028 LEFT PARENTHESIS (uni0028)
        AdvanceEntry(0x0029, 1020, 1020),  // U+0029 RIGHT PARENTHESIS (uni0029)
        AdvanceEntry(0x002A, 1408, 1408),  // U+002A ASTERISK (uni002A)
        AdvanceEntry(0x002B, 1856, 1856),  // U+002B PLUS SIGN (uni002B)
        AdvanceEntry(0x002C, 788, 776, true, -12),  // U+002C COMMA (uni002C)
        AdvanceEntry(0x002D, 1296, 1296),  // U+002D HYPHEN-MINUS (uni002D)
        AdvanceEntry(0x002E, 776, 776, true, 0),  // U+002E FULL STOP (uni002E)
        AdvanceEntry(0x002F, 1004, 1004),  // U+002F SOLIDUS (uni002F)
        AdvanceEntry(0x0030, 1760, 1824, true, 32),  // U+0030 DIGIT ZERO (uni0030)
        AdvanceEntry(0x0031, 1308, 1824, true, 256),  // U+0031 DIGIT ONE (uni0031)
        AdvanceEntry(0x0032, 1704, 1824, true, 60),  // U+0032 DIGIT TWO (uni0032)
        AdvanceEntry(0x0033, 1792, 1824, true, 16),  // U+0033 DIGIT THREE (uni0033)
        AdvanceEntry(0x0034, 1808, 1824, true, 0),  // U+0034 DIGIT FOUR (uni0034)
        AdvanceEntry(0x0035, 1712, 1824, true, 52),  // U+0035 DIGIT FIVE (uni0035)
        AdvanceEntry(0x0036, 1756, 1824, true, 32),  // U+0036 DIGIT SIX (uni0036)
        AdvanceEntry(0x0037, 1608, 1824, true, 108),  // U+0037 DIGIT SEVEN (uni0037)
        AdvanceEntry(0x0038, 1736, 1824, true, 44),  // U+0038 DIGIT EIGHT (uni0038)
        AdvanceEntry(0x0039, 1756, 1824, true, 32),  // U+0039 DIGIT NINE (uni0039)
        AdvanceEntry(0x003A, 776, 776, true, 0),  // U+003A COLON (uni003A)
        AdvanceEntry(0x003B, 788, 776, true, -8),  // U+003B SEMICOLON (uni003B)
        AdvanceEntry(0x003C, 1856, 1856),  // U+003C LESS-THAN SIGN (uni003C)
        AdvanceEntry(0x003D, 1856, 1856),  // U+003D EQUALS SIGN (uni003D)
        AdvanceEntry(0x003E, 1856, 1856),  // U+003E GREATER-THAN SIGN (uni003E)
        AdvanceEntry(0x003F, 1428, 1428),  // U+003F QUESTION MARK (uni003F)
        AdvanceEntry(0x0040, 2636, 2636),  // U+0040 COMMERCIAL AT (uni0040)
        AdvanceEntry(0x0041, 1904, 1904),  // U+0041 LATIN CAPITAL LETTER A (uni0041)
        AdvanceEntry(0x0042, 1832, 1832),  // U+0042 LATIN CAPITAL LETTER B (uni0042)
        AdvanceEntry(0x0043, 2048, 2048),  // U+0043 LATIN CAPITAL LETTER C (uni0043)
        AdvanceEntry(0x0044, 2024, 2024),  // U+0044 LATIN CAPITAL LETTER D (uni0044)
        AdvanceEntry(0x0045, 1684, 1684),  // U+0045 LATIN CAPITAL LETTER E (uni0045)
        AdvanceEntry(0x0046, 1652, 1652),  // U+0046 LATIN CAPITAL LETTER F (uni0046)
        AdvanceEntry(0x0047, 2092, 2092),  // U+0047 LATIN CAPITAL LETTER G (uni0047)
        AdvanceEntry(0x0048, 2084, 2084),  // U+0048 LATIN CAPITAL LETTER H (uni0048)
        AdvanceEntry(0x0049, 744, 744),  // U+0049 LATIN CAPITAL LETTER I (uni0049)
        AdvanceEntry(0x004A, 1528, 1528),  // U+004A LATIN CAPITAL LETTER J (uni004A)
        AdvanceEntry(0x004B, 1836, 1836),  // U+004B LATIN CAPITAL LETTER K (uni004B)
        AdvanceEntry(0x004C, 1584, 1584),  // U+004C LATIN CAPITAL LETTER L (uni004C)
        AdvanceEntry(0x004D, 2504, 2504),  // U+004D LATIN CAPITAL LETTER M (uni004D)
        AdvanceEntry(0x004E, 2120, 2120),  // U+004E LATIN CAPITAL LETTER N (uni004E)
        AdvanceEntry(0x004F, 2144, 2144),  // U+004F LATIN CAPITAL LETTER O (uni004F)
        AdvanceEntry(0x0050, 1788, 1788),  // U+0050 LATIN CAPITAL LETTER P (uni0050)
        AdvanceEntry(0x0051, 2144, 2144),  // U+0051 LATIN CAPITAL LETTER Q (uni0051)
        AdvanceEntry(0x0052, 1800, 1800),  // U+0052 LATIN CAPITAL LETTER R (uni0052)
        AdvanceEntry(0x0053, 1796, 1796),  // U+0053 LATIN CAPITAL LETTER S (uni0053)
        AdvanceEntry(0x0054, 1808, 1808),  // U+0054 LATIN CAPITAL LETTER T (uni0054)
        AdvanceEntry(0x0055, 2088, 2088),  // U+0055 LATIN CAPITAL LETTER U (uni0055)
        AdvanceEntry(0x0056, 1904, 1904),  // U+0056 LATIN CAPITAL LETTER V (uni0056)
        AdvanceEntry(0x0057, 2672, 2672),  // U+0057 LATIN CAPITAL LETTER W (uni0057)
        AdvanceEntry(0x0058, 1808, 1808),  // U+0058 LATIN CAPITAL LETTER X (uni0058)
        AdvanceEntry(0x0059, 1872, 1872),  // U+0059 LATIN CAPITAL LETTER Y (uni0059)
        AdvanceEntry(0x005A, 1760, 1760),  // U+005A LATIN CAPITAL LETTER Z (uni005A)
        AdvanceEntry(0x005B, 1020, 1020),  // U+005B LEFT SQUARE BRACKET (uni005B)
        AdvanceEntry(0x005C, 1004, 1004),  // U+005C REVERSE SOLIDUS (uni005C)
        AdvanceEntry(0x005D, 1020, 1020),  // U+005D RIGHT SQUARE BRACKET (uni005D)
        AdvanceEntry(0x005E, 1320, 1320),  // U+005E CIRCUMFLEX ACCENT (uni005E)
        AdvanceEntry(0x005F, 1272, 1272),  // U+005F LOW LINE (uni005F)
        AdvanceEntry(0x0060, 1400, 1400),  // U+0060 GRAVE ACCENT (uni0060)
        AdvanceEntry(0x0061, 1588, 1588),  // U+0061 LATIN SMALL LETTER A (uni0061)
        AdvanceEntry(0x0062, 1748, 1748),  // U+0062 LATIN SMALL LETTER B (uni0062)
        AdvanceEntry(0x0063, 1572, 1572),  // U+0063 LATIN SMALL LETTER C (uni0063)
        AdvanceEntry(0x0064, 1748, 1748),  // U+0064 LATIN SMALL LETTER D (uni0064)
        AdvanceEntry(0x0065, 1640, 1640),  // U+0065 LATIN SMALL LETTER E (uni0065)
        AdvanceEntry(0x0066, 1016, 1016),  // U+0066 LATIN SMALL LETTER F (uni0066)
        AdvanceEntry(0x0067, 1716, 1716),  // U+0067 LATIN SMALL LETTER G (uni0067)
        AdvanceEntry(0x0068, 1664, 1664),  // U+0068 LATIN SMALL LETTER H (uni0068)
        AdvanceEntry(0x0069, 668, 668),  // U+0069 LATIN SMALL LETTER I (uni0069)
        AdvanceEntry(0x006A, 668, 668),  // U+006A LATIN SMALL LETTER J (uni006A)
        AdvanceEntry(0x006B, 1532, 1532),  // U+006B LATIN SMALL LETTER K (uni006B)
        AdvanceEntry(0x006C, 668, 668),  // U+006C LATIN SMALL LETTER L (uni006C)
        AdvanceEntry(0x006D, 2448, 2448),  // U+006D LATIN SMALL LETTER M (uni006D)
        AdvanceEntry(0x006E, 1648, 1648),  // U+006E LATIN SMALL LETTER N (uni006E)
        AdvanceEntry(0x006F, 1680, 1680),  // U+006F LATIN SMALL LETTER O (uni006F)
        AdvanceEntry(0x0070, 1716, 1716),  // U+0070 LATIN SMALL LETTER P (uni0070)
        AdvanceEntry(0x0071, 1716, 1716),  // U+0071 LATIN SMALL LETTER Q (uni0071)
        AdvanceEntry(0x0072, 1048, 1048),  // U+0072 LATIN SMALL LETTER R (uni0072)
        AdvanceEntry(0x0073, 1472, 1472),  // U+0073 LATIN SMALL LETTER S (uni0073)
        AdvanceEntry(0x0074, 1024, 1024),  // U+0074 LATIN SMALL LETTER T (uni0074)
        AdvanceEntry(0x0075, 1636, 1636),  // U+0075 LATIN SMALL LETTER U (uni0075)
        AdvanceEntry(0x0076, 1568, 1568),  // U+0076 LATIN SMALL LETTER V (uni0076)
        AdvanceEntry(0x0077, 2288, 2288),  // U+0077 LATIN SMALL LETTER W (uni0077)
        AdvanceEntry(0x0078, 1520, 1520),  // U+0078 LATIN SMALL LETTER X (uni0078)
        AdvanceEntry(0x0079, 1568, 1568),  // U+0079 LATIN SMALL LETTER Y (uni0079)
        AdvanceEntry(0x007A, 1524, 1524),  // U+007A LATIN SMALL LETTER Z (uni007A)
        AdvanceEntry(0x007B, 1020, 1020),  // U+007B LEFT CURLY BRACKET (uni007B)
        AdvanceEntry(0x007C, 920, 920),  // U+007C VERTICAL LINE (uni007C)
        AdvanceEntry(0x007D, 1020, 1020),  // U+007D RIGHT CURLY BRACKET (uni007D)
        AdvanceEntry(0x007E, 1856, 1856),  // U+007E TILDE (uni007E)
        AdvanceEntry(0x00A0, 792, 792),  // U+00A0 NO-BREAK SPACE (uni00A0)
        AdvanceEntry(0x00A1, 784, 784),  // U+00A1 INVERTED EXCLAMATION MARK (uni00A1)
        AdvanceEntry(0x00A2, 1572, 1572),  // U+00A2 CENT SIGN (uni00A2)
        AdvanceEntry(0x00A3, 1776, 1776),  // U+00A3 POUND SIGN (uni00A3)
        AdvanceEntry(0x00A4, 2036, 2036),  // U+00A4 CURRENCY SIGN (uni00A4)
        AdvanceEntry(0x00A5, 1544, 1544),  // U+00A5 YEN SIGN (uni00A5)
        AdvanceEntry(0x00A6, 748, 748),  // U+00A6 BROKEN BAR (uni00A6)
        AdvanceEntry(0x00A7, 1552, 1552),  // U+00A7 SECTION SIGN (uni00A7)
        AdvanceEntry(0x00A8, 1664, 1664),  // U+00A8 DIAERESIS (uni00A8)
        AdvanceEntry(0x00A9, 2576, 2576),  // U+00A9 COPYRIGHT SIGN (uni00A9)
        AdvanceEntry(0x00AA, 1264, 1264),  // U+00AA FEMININE ORDINAL INDICATOR (uni00AA)
        AdvanceEntry(0x00AB, 1520, 1520),  // U+00AB LEFT-POINTING DOUBLE ANGLE QUOTATION MARK (uni00AB)
        AdvanceEntry(0x00AC, 1520, 1520),  // U+00AC NOT SIGN (uni00AC)
        AdvanceEntry(0x00AD, 1296, 1296),  // U+00AD SOFT HYPHEN (uni00AD)
        AdvanceEntry(0x00AE, 1888, 1888),  // U+00AE REGISTERED SIGN (uni00AE)
        AdvanceEntry(0x00AF, 1264, 1264),  // U+00AF MACRON (uni00AF)
        AdvanceEntry(0x00B0, 1280, 1280),  // U+00B0 DEGREE SIGN (uni00B0)
        AdvanceEntry(0x00B1, 1856, 1856),  // U+00B1 PLUS-MINUS SIGN (uni00B1)
        AdvanceEntry(0x00B2, 1184, 1184),  // U+00B2 SUPERSCRIPT TWO (uni00B2)
        AdvanceEntry(0x00B3, 1212, 1212),  // U+00B3 SUPERSCRIPT THREE (uni00B3)
        AdvanceEntry(0x00B4, 1400, 1400),  // U+00B4 ACUTE ACCENT (uni00B4)
        AdvanceEntry(0x00B5, 1752, 1752),  // U+00B5 MICRO SIGN (uni00B5)
        AdvanceEntry(0x00B6, 1688, 1688),  // U+00B6 PILCROW SIGN (uni00B6)
        AdvanceEntry(0x00B7, 776, 776),  // U+00B7 MIDDLE DOT (uni00B7)
        AdvanceEntry(0x00B8, 752, 752),  // U+00B8 CEDILLA (uni00B8)
        AdvanceEntry(0x00B9, 882, 882),  // U+00B9 SUPERSCRIPT ONE (uni00B9)
        AdvanceEntry(0x00BA, 1264, 1264),  // U+00BA MASCULINE ORDINAL INDICATOR (uni00BA)
        AdvanceEntry(0x00BB, 1520, 1520),  // U+00BB RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK (uni00BB)
        AdvanceEntry(0x00BC, 2488, 2488),  // U+00BC VULGAR FRACTION ONE QUARTER (uni00BC)
        AdvanceEntry(0x00BD, 2608, 2608),  // U+00BD VULGAR FRACTION ONE HALF (uni00BD)
        AdvanceEntry(0x00BE, 2672, 2672),  // U+00BE VULGAR FRACTION THREE QUARTERS (uni00BE)
        AdvanceEntry(0x00BF, 1428, 1428),  // U+00BF INVERTED QUESTION MARK (uni00BF)
        AdvanceEntry(0x00C0, 1904, 1904),  // U+00C0 LATIN CAPITAL LETTER A WITH GRAVE (uni00C0)
        AdvanceEntry(0x00C1, 1904, 1904),  // U+00C1 LATIN CAPITAL LETTER A WITH ACUTE (uni00C1)
        AdvanceEntry(0x00C2, 1904, 1904),  // U+00C2 LATIN CAPITAL LETTER A WITH CIRCUMFLEX (uni00C2)
        AdvanceEntry(0x00C3, 1904, 1904),  // U+00C3 LATIN CAPITAL LETTER A WITH TILDE (uni00C3)
        AdvanceEntry(0x00C4, 1904, 1904),  // U+00C4 LATIN CAPITAL LETTER A WITH DIAERESIS (uni00C4)
        AdvanceEntry(0x00C5, 1904, 1904),  // U+00C5 LATIN CAPITAL LETTER A WITH RING ABOVE (uni00C5)
        AdvanceEntry(0x00C6, 2788, 2788),  // U+00C6 LATIN CAPITAL LETTER AE (uni00C6)
        AdvanceEntry(0x00C7, 2048, 2048),  // U+00C7 LATIN CAPITAL LETTER C WITH CEDILLA (uni00C7)
        AdvanceEntry(0x00C8, 1684, 1684),  // U+00C8 LATIN CAPITAL LETTER E WITH GRAVE (uni00C8)
        AdvanceEntry(0x00C9, 1684, 1684),  // U+00C9 LATIN CAPITAL LETTER E WITH ACUTE (uni00C9)
        AdvanceEntry(0x00CA, 1684, 1684),  // U+00CA LATIN CAPITAL LETTER E WITH CIRCUMFLEX (uni00CA)
        AdvanceEntry(0x00CB, 1684, 1684),  // U+00CB LATIN CAPITAL LETTER E WITH DIAERESIS (uni00CB)
        AdvanceEntry(0x00CC, 744, 744),  // U+00CC LATIN CAPITAL LETTER I WITH GRAVE (uni00CC)
        AdvanceEntry(0x00CD, 744, 744),  // U+00CD LATIN CAPITAL LETTER I WITH ACUTE (uni00CD)
        AdvanceEntry(0x00CE, 744, 744),  // U+00CE LATIN CAPITAL LETTER I WITH CIRCUMFLEX (uni00CE)
        AdvanceEntry(0x00CF, 744, 744),  // U+00CF LATIN CAPITAL LETTER I WITH DIAERESIS (uni00CF)
        AdvanceEntry(0x00D0, 2024, 2024),  // U+00D0 LATIN CAPITAL LETTER ETH (uni00D0)
        AdvanceEntry(0x00D1, 2120, 2120),  // U+00D1 LATIN CAPITAL LETTER N WITH TILDE (uni00D1)
        AdvanceEntry(0x00D2, 2144, 2144),  // U+00D2 LATIN CAPITAL LETTER O WITH GRAVE (uni00D2)
        AdvanceEntry(0x00D3, 2144, 2144),  // U+00D3 LATIN CAPITAL LETTER O WITH ACUTE (uni00D3)
        AdvanceEntry(0x00D4, 2144, 2144),  // U+00D4 LATIN CAPITAL LETTER O WITH CIRCUMFLEX (uni00D4)
        AdvanceEntry(0x00D5, 2144, 2144),  // U+00D5 LATIN CAPITAL LETTER O WITH TILDE (uni00D5)
        AdvanceEntry(0x00D6, 2144, 2144),  // U+00D6 LATIN CAPITAL LETTER O WITH DIAERESIS (uni00D6)
        AdvanceEntry(0x00D7, 1856, 1856),  // U+00D7 MULTIPLICATION SIGN (uni00D7)
        AdvanceEntry(0x00D8, 2144, 2144),  // U+00D8 LATIN CAPITAL LETTER O WITH STROKE (uni00D8)
        AdvanceEntry(0x00D9, 2088, 2088),  // U+00D9 LATIN CAPITAL LETTER U WITH GRAVE (uni00D9)
        AdvanceEntry(0x00DA, 2088, 2088),  // U+00DA LATIN CAPITAL LETTER U WITH ACUTE (uni00DA)
        AdvanceEntry(0x00DB, 2088, 2088),  // U+00DB LATIN CAPITAL LETTER U WITH CIRCUMFLEX (uni00DB)
        AdvanceEntry(0x00DC, 2088, 2088),  // U+00DC LATIN CAPITAL LETTER U WITH DIAERESIS (uni00DC)
        AdvanceEntry(0x00DD, 1872, 1872),  // U+00DD LATIN CAPITAL LETTER Y WITH ACUTE (uni00DD)
        AdvanceEntry(0x00DE, 1776, 1776),  // U+00DE LATIN CAPITAL LETTER THORN (uni00DE)
        AdvanceEntry(0x00DF, 1716, 1716),  // U+00DF LATIN SMALL LETTER SHARP S (uni00DF)
        AdvanceEntry(0x00E0, 1588, 1588),  // U+00E0 LATIN SMALL LETTER A WITH GRAVE (uni00E0)
        AdvanceEntry(0x00E1, 1588, 1588),  // U+00E1 LATIN SMALL LETTER A WITH ACUTE (uni00E1)
        AdvanceEntry(0x00E2, 1588, 1588),  // U+00E2 LATIN SMALL LETTER A WITH CIRCUMFLEX (uni00E2)
        AdvanceEntry(0x00E3, 1588, 1588),  // U+00E3 LATIN SMALL LETTER A WITH TILDE (uni00E3)
        AdvanceEntry(0x00E4, 1588, 1588),  // U+00E4 LATIN SMALL LETTER A WITH DIAERESIS (uni00E4)
        AdvanceEntry(0x00E5, 1588, 1588),  // U+00E5 LATIN SMALL LETTER A WITH RING ABOVE (uni00E5)
        AdvanceEntry(0x00E6, 2604, 2604),  // U+00E6 LATIN SMALL LETTER AE (uni00E6)
        AdvanceEntry(0x00E7, 1572, 1572),  // U+00E7 LATIN SMALL LETTER C WITH CEDILLA (uni00E7)
        AdvanceEntry(0x00E8, 1640, 1640),  // U+00E8 LATIN SMALL LETTER E WITH GRAVE (uni00E8)
        AdvanceEntry(0x00E9, 1640, 1640),  // U+00E9 LATIN SMALL LETTER E WITH ACUTE (uni00E9)
        AdvanceEntry(0x00EA, 1640, 1640),  // U+00EA LATIN SMALL LETTER E WITH CIRCUMFLEX (uni00EA)
        AdvanceEntry(0x00EB, 1640, 1640),  // U+00EB LATIN SMALL LETTER E WITH DIAERESIS (uni00EB)
        AdvanceEntry(0x00EC, 668, 668),  // U+00EC LATIN SMALL LETTER I WITH GRAVE (uni00EC)
        AdvanceEntry(0x00ED, 668, 668),  // U+00ED LATIN SMALL LETTER I WITH ACUTE (uni00ED)
        AdvanceEntry(0x00EE, 668, 668),  // U+00EE LATIN SMALL LETTER I WITH CIRCUMFLEX (uni00EE)
        AdvanceEntry(0x00EF, 668, 668),  // U+00EF LATIN SMALL LETTER I WITH DIAERESIS (uni00EF)
        AdvanceEntry(0x00F0, 1632, 1632),  // U+00F0 LATIN SMALL LETTER ETH (uni00F0)
        AdvanceEntry(0x00F1, 1648, 1648),  // U+00F1 LATIN SMALL LETTER N WITH TILDE (uni00F1)
        AdvanceEntry(0x00F2, 1680, 1680),  // U+00F2 LATIN SMALL LETTER O WITH GRAVE (uni00F2)
        AdvanceEntry(0x00F3, 1680, 1680),  // U+00F3 LATIN SMALL LETTER O WITH ACUTE (uni00F3)
        AdvanceEntry(0x00F4, 1680, 1680),  // U+00F4 LATIN SMALL LETTER O WITH CIRCUMFLEX (uni00F4)
        AdvanceEntry(0x00F5, 1680, 1680),  // U+00F5 LATIN SMALL LETTER O WITH TILDE (uni00F5)
        AdvanceEntry(0x00F6, 1680, 1680),  // U+00F6 LATIN SMALL LETTER O WITH DIAERESIS (uni00F6)
        AdvanceEntry(0x00F7, 1856, 1856),  // U+00F7 DIVISION SIGN (uni00F7)
        AdvanceEntry(0x00F8, 1680, 1680),  // U+00F8 LATIN SMALL LETTER O WITH STROKE (uni00F8)
        AdvanceEntry(0x00F9, 1636, 1636),  // U+00F9 LATIN SMALL LETTER U WITH GRAVE (uni00F9)
        AdvanceEntry(0x00FA, 1636, 1636),  // U+00FA LATIN SMALL LETTER U WITH ACUTE (uni00FA)
        AdvanceEntry(0x00FB, 1636, 1636),  // U+00FB LATIN SMALL LETTER U WITH CIRCUMFLEX (uni00FB)
        AdvanceEntry(0x00FC, 1636, 1636),  // U+00FC LATIN SMALL LETTER U WITH DIAERESIS (uni00FC)
        AdvanceEntry(0x00FD, 1568, 1568),  // U+00FD LATIN SMALL LETTER Y WITH ACUTE (uni00FD)
        AdvanceEntry(0x00FE, 1716, 1716),  // U+00FE LATIN SMALL LETTER THORN (uni00FE)
        AdvanceEntry(0x00FF, 1568, 1568),  // U+00FF LATIN SMALL LETTER Y WITH DIAERESIS (uni00FF)
        AdvanceEntry(0x0100, 1904, 1904),  // U+0100 LATIN CAPITAL LETTER A WITH MACRON (uni0100)
        AdvanceEntry(0x0101, 1588, 1588),  // U+0101 LATIN SMALL LETTER A WITH MACRON (uni0101)
        AdvanceEntry(0x0102, 1904, 1904),  // U+0102 LATIN CAPITAL LETTER A WITH BREVE (uni0102)
        AdvanceEntry(0x0103, 1588, 1588),  // U+0103 LATIN SMALL LETTER A WITH BREVE (uni0103)
        AdvanceEntry(0x0104, 1904, 1904),  // U+0104 LATIN CAPITAL LETTER A WITH OGONEK (uni0104)
        AdvanceEntry(0x0105, 1588, 1588),  // U+0105 LATIN SMALL LETTER A WITH OGONEK (uni0105)
        AdvanceEntry(0x0106, 2048, 2048),  // U+0106 LATIN CAPITAL LETTER C WITH ACUTE (uni0106)
        AdvanceEntry(0x0107, 1572, 1572),  // U+0107 LATIN SMALL LETTER C WITH ACUTE (uni0107)
        AdvanceEntry(0x0108, 2048, 2048),  // U+0108 LATIN CAPITAL LETTER C WITH CIRCUMFLEX (uni0108)
        AdvanceEntry(0x0109, 1572, 1572),  // U+0109 LATIN SMALL LETTER C WITH CIRCUMFLEX (uni0109)
        AdvanceEntry(0x010A, 2048, 2048),  // U+010A LATIN CAPITAL LETTER C WITH DOT ABOVE (uni010A)
        AdvanceEntry(0x010B, 1572, 1572),  // U+010B LATIN SMALL LETTER C WITH DOT ABOVE (uni010B)
        AdvanceEntry(0x010C, 2048, 2048),  // U+010C LATIN CAPITAL LETTER C WITH CARON (uni010C)
        AdvanceEntry(0x010D, 1572, 1572),  // U+010D LATIN SMALL LETTER C WITH CARON (uni010D)
        AdvanceEntry(0x010E, 2024, 2024),  // U+010E LATIN CAPITAL LETTER D WITH CARON (uni010E)
        AdvanceEntry(0x010F, 1906, 1906),  // U+010F LATIN SMALL LETTER D WITH CARON (uni010F)
        AdvanceEntry(0x0110, 2024, 2024),  // U+0110 LATIN CAPITAL LETTER D WITH STROKE (uni0110)
        AdvanceEntry(0x0111, 1748, 1748),  // U+0111 LATIN SMALL LETTER D WITH STROKE (uni0111)
        AdvanceEntry(0x0112, 1684, 1684),  // U+0112 LATIN CAPITAL LETTER E WITH MACRON (uni0112)
        AdvanceEntry(0x0113, 1640, 1640),  // U+0113 LATIN SMALL LETTER E WITH MACRON (uni0113)
        AdvanceEntry(0x0114, 1684, 1684),  // U+0114 LATIN CAPITAL LETTER E WITH BREVE (uni0114)
        AdvanceEntry(0x0115, 1640, 1640),  // U+0115 LATIN SMALL LETTER E WITH BREVE (uni0115)
        AdvanceEntry(0x0116, 1684, 1684),  // U+0116 LATIN CAPITAL LETTER E WITH DOT ABOVE (uni0116)
        AdvanceEntry(0x0117, 1640, 1640),  // U+0117 LATIN SMALL LETTER E WITH DOT ABOVE (uni0117)
        AdvanceEntry(0x0118, 1684, 1684),  // U+0118 LATIN CAPITAL LETTER E WITH OGONEK (uni0118)
        AdvanceEntry(0x0119, 1640, 1640),  // U+0119 LATIN SMALL LETTER E WITH OGONEK (uni0119)
        AdvanceEntry(0x011A, 1684, 1684),  // U+011A LATIN CAPITAL LETTER E WITH CARON (uni011A)
        AdvanceEntry(0x011B, 1640, 1640),  // U+011B LATIN SMALL LETTER E WITH CARON (uni011B)
        AdvanceEntry(0x011C, 2092, 2092),  // U+011C LATIN CAPITAL LETTER G WITH CIRCUMFLEX (uni011C)
        AdvanceEntry(0x011D, 1716, 1716),  // U+011D LATIN SMALL LETTER G WITH CIRCUMFLEX (uni011D)
        AdvanceEntry(0x011E, 2092, 2092),  // U+011E LATIN CAPITAL LETTER G WITH BREVE (uni011E)
        AdvanceEntry(0x011F, 1716, 1716),  // U+011F LATIN SMALL LETTER G WITH BREVE (uni011F)
        AdvanceEntry(0x0120, 2092, 2092),  // U+0120 LATIN CAPITAL LETTER G WITH DOT ABOVE (uni0120)
        AdvanceEntry(0x0121, 1716, 1716),  // U+0121 LATIN SMALL LETTER G WITH DOT ABOVE (uni0121)
        AdvanceEntry(0x0122, 2092, 2092),  // U+0122 LATIN CAPITAL LETTER G WITH CEDILLA (uni0122)
        AdvanceEntry(0x0123, 1716, 1716),  // U+0123 LATIN SMALL LETTER G WITH CEDILLA (uni0123)
        AdvanceEntry(0x0124, 2084, 2084),  // U+0124 LATIN CAPITAL LETTER H WITH CIRCUMFLEX (uni0124)
        AdvanceEntry(0x0125, 1664, 1664),  // U+0125 LATIN SMALL LETTER H WITH CIRCUMFLEX (uni0125)
        AdvanceEntry(0x0126, 2188, 2188),  // U+0126 LATIN CAPITAL LETTER H WITH STROKE (uni0126)
        AdvanceEntry(0x0127, 1664, 1664),  // U+0127 LATIN SMALL LETTER H WITH STROKE (uni0127)
        AdvanceEntry(0x0128, 1248, 1248),  // U+0128 LATIN CAPITAL LETTER I WITH TILDE (uni0128)
        AdvanceEntry(0x0129, 784, 784),  // U+0129 LATIN SMALL LETTER I WITH TILDE (uni0129)
        AdvanceEntry(0x012A, 744, 744),  // U+012A LATIN CAPITAL LETTER I WITH MACRON (uni012A)
        AdvanceEntry(0x012B, 668, 668),  // U+012B LATIN SMALL LETTER I WITH MACRON (uni012B)
        AdvanceEntry(0x012C, 744, 744),  // U+012C LATIN CAPITAL LETTER I WITH BREVE (uni012C)
        AdvanceEntry(0x012D, 668, 668),  // U+012D LATIN SMALL LETTER I WITH BREVE (uni012D)
        AdvanceEntry(0x012E, 744, 744),  // U+012E LATIN CAPITAL LETTER I WITH OGONEK (uni012E)
        AdvanceEntry(0x012F, 668, 668),  // U+012F LATIN SMALL LETTER I WITH OGONEK (uni012F)
        AdvanceEntry(0x0130, 744, 744),  // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE (uni0130)
        AdvanceEntry(0x0131, 668, 668),  // U+0131 LATIN SMALL LETTER DOTLESS I (uni0131)
        AdvanceEntry(0x0132, 2272, 2272),  // U+0132 LATIN CAPITAL LIGATURE IJ (uni0132)
        AdvanceEntry(0x0133, 1336, 1336),  // U+0133 LATIN SMALL LIGATURE IJ (uni0133)
        AdvanceEntry(0x0134, 1528, 1528),  // U+0134 LATIN CAPITAL LETTER J WITH CIRCUMFLEX (uni0134)
        AdvanceEntry(0x0135, 668, 668),  // U+0135 LATIN SMALL LETTER J WITH CIRCUMFLEX (uni0135)
        AdvanceEntry(0x0136, 1836, 1836),  // U+0136 LATIN CAPITAL LETTER K WITH CEDILLA (uni0136)
        AdvanceEntry(0x0137, 1532, 1532),  // U+0137 LATIN SMALL LETTER K WITH CEDILLA (uni0137)
        AdvanceEntry(0x0138, 1776, 1776),  // U+0138 LATIN SMALL LETTER KRA (uni0138)
        AdvanceEntry(0x0139, 1584, 1584),  // U+0139 LATIN CAPITAL LETTER L WITH ACUTE (uni0139)
        AdvanceEntry(0x013A, 668, 668),  // U+013A LATIN SMALL LETTER L WITH ACUTE (uni013A)
        AdvanceEntry(0x013B, 1584, 1584),  // U+013B LATIN CAPITAL LETTER L WITH CEDILLA (uni013B)
        AdvanceEntry(0x013C, 668, 668),  // U+013C LATIN SMALL LETTER L WITH CEDILLA (uni013C)
        AdvanceEntry(0x013D, 1584, 1584),  // U+013D LATIN CAPITAL LETTER L WITH CARON (uni013D)
        AdvanceEntry(0x013E, 858, 858),  // U+013E LATIN SMALL LETTER L WITH CARON (uni013E)
        AdvanceEntry(0x013F, 1584, 1584),  // U+013F LATIN CAPITAL LETTER L WITH MIDDLE DOT (uni013F)
        AdvanceEntry(0x0140, 888, 888),  // U+0140 LATIN SMALL LETTER L WITH MIDDLE DOT (uni0140)
        AdvanceEntry(0x0141, 1584, 1584),  // U+0141 LATIN CAPITAL LETTER L WITH STROKE (uni0141)
        AdvanceEntry(0x0142, 668, 668),  // U+0142 LATIN SMALL LETTER L WITH STROKE (uni0142)
        AdvanceEntry(0x0143, 2120, 2120),  // U+0143 LATIN CAPITAL LETTER N WITH ACUTE (uni0143)
        AdvanceEntry(0x0144, 1648, 1648),  // U+0144 LATIN SMALL LETTER N WITH ACUTE (uni0144)
        AdvanceEntry(0x0145, 2120, 2120),  // U+0145 LATIN CAPITAL LETTER N WITH CEDILLA (uni0145)
        AdvanceEntry(0x0146, 1648, 1648),  // U+0146 LATIN SMALL LETTER N WITH CEDILLA (uni0146)
        AdvanceEntry(0x0147, 2120, 2120),  // U+0147 LATIN CAPITAL LETTER N WITH CARON (uni0147)
        AdvanceEntry(0x0148, 1648, 1648),  // U+0148 LATIN SMALL LETTER N WITH CARON (uni0148)
        AdvanceEntry(0x014A, 2120, 2120),  // U+014A LATIN CAPITAL LETTER ENG (uni014A)
        AdvanceEntry(0x014B, 1648, 1648),  // U+014B LATIN SMALL LETTER ENG (uni014B)
        AdvanceEntry(0x014C, 2144, 2144),  // U+014C LATIN CAPITAL LETTER O WITH MACRON (uni014C)
        AdvanceEntry(0x014D, 1680, 1680),  // U+014D LATIN SMALL LETTER O WITH MACRON (uni014D)
        AdvanceEntry(0x014E, 2144, 2144),  // U+014E LATIN CAPITAL LETTER O WITH BREVE (uni014E)
        AdvanceEntry(0x014F, 1680, 1680),  // U+014F LATIN SMALL LETTER O WITH BREVE (uni014F)
        AdvanceEntry(0x0150, 2144, 2144),  // U+0150 LATIN CAPITAL LETTER O WITH DOUBLE ACUTE (uni0150)
        AdvanceEntry(0x0151, 1680, 1680),  // U+0151 LATIN SMALL LETTER O WITH DOUBLE ACUTE (uni0151)
        AdvanceEntry(0x0152, 2684, 2684),  // U+0152 LATIN CAPITAL LIGATURE OE (uni0152)
        AdvanceEntry(0x0153, 2788, 2788),  // U+0153 LATIN SMALL LIGATURE OE (uni0153)
        AdvanceEntry(0x0154, 1800, 1800),  // U+0154 LATIN CAPITAL LETTER R WITH ACUTE (uni0154)
        AdvanceEntry(0x0155, 1048, 1048),  // U+0155 LATIN SMALL LETTER R WITH ACUTE (uni0155)
        AdvanceEntry(0x0156, 1800, 1800),  // U+0156 LATIN CAPITAL LETTER R WITH CEDILLA (uni0156)
        AdvanceEntry(0x0157, 1048, 1048),  // U+0157 LATIN SMALL LETTER R WITH CEDILLA (uni0157)
        AdvanceEntry(0x0158, 1800, 1800),  // U+0158 LATIN CAPITAL LETTER R WITH CARON (uni0158)
        AdvanceEntry(0x0159, 1048, 1048),  // U+0159 LATIN SMALL LETTER R WITH CARON (uni0159)
        AdvanceEntry(0x015A, 1796, 1796),  // U+015A LATIN CAPITAL LETTER S WITH ACUTE (uni015A)
        AdvanceEntry(0x015B, 1472, 1472),  // U+015B LATIN SMALL LETTER S WITH ACUTE (uni015B)
        AdvanceEntry(0x015C, 1796, 1796),  // U+015C LATIN CAPITAL LETTER S WITH CIRCUMFLEX (uni015C)
        AdvanceEntry(0x015D, 1472, 1472),  // U+015D LATIN SMALL LETTER S WITH CIRCUMFLEX (uni015D)
        AdvanceEntry(0x015E, 1796, 1796),  // U+015E LATIN CAPITAL LETTER S WITH CEDILLA (uni015E)
        AdvanceEntry(0x015F, 1472, 1472),  // U+015F LATIN SMALL LETTER S WITH CEDILLA (uni015F)
        AdvanceEntry(0x0160, 1796, 1796),  // U+0160 LATIN CAPITAL LETTER S WITH CARON (uni0160)
        AdvanceEntry(0x0161, 1472, 1472),  // U+0161 LATIN SMALL LETTER S WITH CARON (uni0161)
        AdvanceEntry(0x0162, 1808, 1808),  // U+0162 LATIN CAPITAL LETTER T WITH CEDILLA (uni0162)
        AdvanceEntry(0x0163, 1024, 1024),  // U+0163 LATIN SMALL LETTER T WITH CEDILLA (uni0163)
        AdvanceEntry(0x0164, 1808, 1808),  // U+0164 LATIN CAPITAL LETTER T WITH CARON (uni0164)
        AdvanceEntry(0x0165, 1024, 1024),  // U+0165 LATIN SMALL LETTER T WITH CARON (uni0165)
        AdvanceEntry(0x0166, 1808, 1808),  // U+0166 LATIN CAPITAL LETTER T WITH STROKE (uni0166)
        AdvanceEntry(0x0167, 1024, 1024),  // U+0167 LATIN SMALL LETTER T WITH STROKE (uni0167)
        AdvanceEntry(0x0168, 2088, 2088),  // U+0168 LATIN CAPITAL LETTER U WITH TILDE (uni0168)
        AdvanceEntry(0x0169, 1636, 1636),  // U+0169 LATIN SMALL LETTER U WITH TILDE (uni0169)
        AdvanceEntry(0x016A, 2088, 2088),  // U+016A LATIN CAPITAL LETTER U WITH MACRON (uni016A)
        AdvanceEntry(0x016B, 1636, 1636),  // U+016B LATIN SMALL LETTER U WITH MACRON (uni016B)
        AdvanceEntry(0x016C, 2088, 2088),  // U+016C LATIN CAPITAL LETTER U WITH BREVE (uni016C)
        AdvanceEntry(0x016D, 1636, 1636),  // U+016D LATIN SMALL LETTER U WITH BREVE (uni016D)
        AdvanceEntry(0x016E, 2088, 2088),  // U+016E LATIN CAPITAL LETTER U WITH RING ABOVE (uni016E)
        AdvanceEntry(0x016F, 1636, 1636),  // U+016F LATIN SMALL LETTER U WITH RING ABOVE (uni016F)
        AdvanceEntry(0x0170, 2088, 2088),  // U+0170 LATIN CAPITAL LETTER U WITH DOUBLE ACUTE (uni0170)
        AdvanceEntry(0x0171, 1636, 1636),  // U+0171 LATIN SMALL LETTER U WITH DOUBLE ACUTE (uni0171)
        AdvanceEntry(0x0172, 2088, 2088),  // U+0172 LATIN CAPITAL LETTER U WITH OGONEK (uni0172)
        AdvanceEntry(0x0173, 1636, 1636),  // U+0173 LATIN SMALL LETTER U WITH OGONEK (uni0173)
        AdvanceEntry(0x0174, 2672, 2672),  // U+0174 LATIN CAPITAL LETTER W WITH CIRCUMFLEX (uni0174)
        AdvanceEntry(0x0175, 2288, 2288),  // U+0175 LATIN SMALL LETTER W WITH CIRCUMFLEX (uni0175)
        AdvanceEntry(0x0176, 1872, 1872),  // U+0176 LATIN CAPITAL LETTER Y WITH CIRCUMFLEX (uni0176)
        AdvanceEntry(0x0177, 1568, 1568),  // U+0177 LATIN SMALL LETTER Y WITH CIRCUMFLEX (uni0177)
        AdvanceEntry(0x0178, 1872, 1872),  // U+0178 LATIN CAPITAL LETTER Y WITH DIAERESIS (uni0178)
        AdvanceEntry(0x0179, 1760, 1760),  // U+0179 LATIN CAPITAL LETTER Z WITH ACUTE (uni0179)
        AdvanceEntry(0x017A, 1524, 1524),  // U+017A LATIN SMALL LETTER Z WITH ACUTE (uni017A)
        AdvanceEntry(0x017B, 1760, 1760),  // U+017B LATIN CAPITAL LETTER Z WITH DOT ABOVE (uni017B)
        AdvanceEntry(0x017C, 1524, 1524),  // U+017C LATIN SMALL LETTER Z WITH DOT ABOVE (uni017C)
        AdvanceEntry(0x017D, 1760, 1760),  // U+017D LATIN CAPITAL LETTER Z WITH CARON (uni017D)
        AdvanceEntry(0x017E, 1524, 1524),  // U+017E LATIN SMALL LETTER Z WITH CARON (uni017E)
        AdvanceEntry(0x017F, 752, 752),  // U+017F LATIN SMALL LETTER LONG S (uni017F)
        AdvanceEntry(0x0192, 1088, 1088),  // U+0192 LATIN SMALL LETTER F WITH HOOK (uni0192)
        AdvanceEntry(0x0218, 1796, 1796),  // U+0218 LATIN CAPITAL LETTER S WITH COMMA BELOW (uni0218)
        AdvanceEntry(0x0219, 1472, 1472),  // U+0219 LATIN SMALL LETTER S WITH COMMA BELOW (uni0219)
        AdvanceEntry(0x021A, 1808, 1808),  // U+021A LATIN CAPITAL LETTER T WITH COMMA BELOW (uni021A)
        AdvanceEntry(0x021B, 1024, 1024),  // U+021B LATIN SMALL LETTER T WITH COMMA BELOW (uni021B)
        AdvanceEntry(0x0400, 1684, 1684),  // U+0400 CYRILLIC CAPITAL LETTER IE WITH GRAVE (uni0400)
        AdvanceEntry(0x0401, 1684, 1684),  // U+0401 CYRILLIC CAPITAL LETTER IO (uni0401)
        AdvanceEntry(0x0402, 2276, 2276),  // U+0402 CYRILLIC CAPITAL LETTER DJE (uni0402)
        AdvanceEntry(0x0403, 1620, 1620),  // U+0403 CYRILLIC CAPITAL LETTER GJE (uni0403)
        AdvanceEntry(0x0404, 1872, 1872),  // U+0404 CYRILLIC CAPITAL LETTER UKRAINIAN IE (uni0404)
        AdvanceEntry(0x0405, 1796, 1796),  // U+0405 CYRILLIC CAPITAL LETTER DZE (uni0405)
        AdvanceEntry(0x0406, 744, 744),  // U+0406 CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I (uni0406)
        AdvanceEntry(0x0407, 744, 744),  // U+0407 CYRILLIC CAPITAL LETTER YI (uni0407)
        AdvanceEntry(0x0408, 1528, 1528),  // U+0408 CYRILLIC CAPITAL LETTER JE (uni0408)
        AdvanceEntry(0x0409, 3048, 3048),  // U+0409 CYRILLIC CAPITAL LETTER LJE (uni0409)
        AdvanceEntry(0x040A, 3180, 3180),  // U+040A CYRILLIC CAPITAL LETTER NJE (uni040A)
        AdvanceEntry(0x040B, 2536, 2536),  // U+040B CYRILLIC CAPITAL LETTER TSHE (uni040B)
        AdvanceEntry(0x040C, 1836, 1836),  // U+040C CYRILLIC CAPITAL LETTER KJE (uni040C)
        AdvanceEntry(0x040D, 2120, 2120),  // U+040D CYRILLIC CAPITAL LETTER I WITH GRAVE (uni040D)
        AdvanceEntry(0x040E, 1756, 1756),  // U+040E CYRILLIC CAPITAL LETTER SHORT U (uni040E)
        AdvanceEntry(0x040F, 2024, 2024),  // U+040F CYRILLIC CAPITAL LETTER DZHE (uni040F)
        AdvanceEntry(0x0410, 1904, 1904),  // U+0410 CYRILLIC CAPITAL LETTER A (uni0410)
        AdvanceEntry(0x0411, 1856, 1856),  // U+0411 CYRILLIC CAPITAL LETTER BE (uni0411)
        AdvanceEntry(0x0412, 1832, 1832),  // U+0412 CYRILLIC CAPITAL LETTER VE (uni0412)
        AdvanceEntry(0x0413, 1620, 1620),  // U+0413 CYRILLIC CAPITAL LETTER GHE (uni0413)
        AdvanceEntry(0x0414, 2116, 2116),  // U+0414 CYRILLIC CAPITAL LETTER DE (uni0414)
        AdvanceEntry(0x0415, 1684, 1684),  // U+0415 CYRILLIC CAPITAL LETTER IE (uni0415)
        AdvanceEntry(0x0416, 2672, 2672),  // U+0416 CYRILLIC CAPITAL LETTER ZHE (uni0416)
        AdvanceEntry(0x0417, 1792, 1792),  // U+0417 CYRILLIC CAPITAL LETTER ZE (uni0417)
        AdvanceEntry(0x0418, 2120, 2120),  // U+0418 CYRILLIC CAPITAL LETTER I (uni0418)
        AdvanceEntry(0x0419, 2120, 2120),  // U+0419 CYRILLIC CAPITAL LETTER SHORT I (uni0419)
        AdvanceEntry(0x041A, 1820, 1820),  // U+041A CYRILLIC CAPITAL LETTER KA (uni041A)
        AdvanceEntry(0x041B, 2008, 2008),  // U+041B CYRILLIC CAPITAL LETTER EL (uni041B)
        AdvanceEntry(0x041C, 2504, 2504),  // U+041C CYRILLIC CAPITAL LETTER EM (uni041C)
        AdvanceEntry(0x041D, 2084, 2084),  // U+041D CYRILLIC CAPITAL LETTER EN (uni041D)
        AdvanceEntry(0x041E, 2144, 2144),  // U+041E CYRILLIC CAPITAL LETTER O (uni041E)
        AdvanceEntry(0x041F, 2032, 2032),  // U+041F CYRILLIC CAPITAL LETTER PE (uni041F)
        AdvanceEntry(0x0420, 1788, 1788),  // U+0420 CYRILLIC CAPITAL LETTER ER (uni0420)
        AdvanceEntry(0x0421, 2048, 2048),  // U+0421 CYRILLIC CAPITAL LETTER ES (uni0421)
        AdvanceEntry(0x0422, 1808, 1808),  // U+0422 CYRILLIC CAPITAL LETTER TE (uni0422)
        AdvanceEntry(0x0423, 1756, 1756),  // U+0423 CYRILLIC CAPITAL LETTER U (uni0423)
        AdvanceEntry(0x0424, 2228, 2228),  // U+0424 CYRILLIC CAPITAL LETTER EF (uni0424)
        AdvanceEntry(0x0425, 1808, 1808),  // U+0425 CYRILLIC CAPITAL LETTER HA (uni0425)
        AdvanceEntry(0x0426, 2116, 2116),  // U+0426 CYRILLIC CAPITAL LETTER TSE (uni0426)
        AdvanceEntry(0x0427, 2012, 2012),  // U+0427 CYRILLIC CAPITAL LETTER CHE (uni0427)
        AdvanceEntry(0x0428, 2680, 2680),  // U+0428 CYRILLIC CAPITAL LETTER SHA (uni0428)
        AdvanceEntry(0x0429, 2760, 2760),  // U+0429 CYRILLIC CAPITAL LETTER SHCHA (uni0429)
        AdvanceEntry(0x042A, 2288, 2288),  // U+042A CYRILLIC CAPITAL LETTER HARD SIGN (uni042A)
        AdvanceEntry(0x042B, 2392, 2392),  // U+042B CYRILLIC CAPITAL LETTER YERU (uni042B)
        AdvanceEntry(0x042C, 1840, 1840),  // U+042C CYRILLIC CAPITAL LETTER SOFT SIGN (uni042C)
        AdvanceEntry(0x042D, 1888, 1888),  // U+042D CYRILLIC CAPITAL LETTER E (uni042D)
        AdvanceEntry(0x042E, 2848, 2848),  // U+042E CYRILLIC CAPITAL LETTER YU (uni042E)
        AdvanceEntry(0x042F, 1888, 1888),  // U+042F CYRILLIC CAPITAL LETTER YA (uni042F)
        AdvanceEntry(0x0430, 1588, 1588),  // U+0430 CYRILLIC SMALL LETTER A (uni0430)
        AdvanceEntry(0x0431, 1660, 1660),  // U+0431 CYRILLIC SMALL LETTER BE (uni0431)
        AdvanceEntry(0x0432, 1580, 1580),  // U+0432 CYRILLIC SMALL LETTER VE (uni0432)
        AdvanceEntry(0x0433, 1292, 1292),  // U+0433 CYRILLIC SMALL LETTER GHE (uni0433)
        AdvanceEntry(0x0434, 1756, 1756),  // U+0434 CYRILLIC SMALL LETTER DE (uni0434)
        AdvanceEntry(0x0435, 1640, 1640),  // U+0435 CYRILLIC SMALL LETTER IE (uni0435)
        AdvanceEntry(0x0436, 2328, 2328),  // U+0436 CYRILLIC SMALL LETTER ZHE (uni0436)
        AdvanceEntry(0x0437, 1392, 1392),  // U+0437 CYRILLIC SMALL LETTER ZE (uni0437)
        AdvanceEntry(0x0438, 1680, 1680),  // U+0438 CYRILLIC SMALL LETTER I (uni0438)
        AdvanceEntry(0x0439, 1680, 1680),  // U+0439 CYRILLIC SMALL LETTER SHORT I (uni0439)
        AdvanceEntry(0x043A, 1512, 1512),  // U+043A CYRILLIC SMALL LETTER KA (uni043A)
        AdvanceEntry(0x043B, 1660, 1660),  // U+043B CYRILLIC SMALL LETTER EL (uni043B)
        AdvanceEntry(0x043C, 2112, 2112),  // U+043C CYRILLIC SMALL LETTER EM (uni043C)
        AdvanceEntry(0x043D, 1640, 1640),  // U+043D CYRILLIC SMALL LETTER EN (uni043D)
        AdvanceEntry(0x043E, 1680, 1680),  // U+043E CYRILLIC SMALL LETTER O (uni043E)
        AdvanceEntry(0x043F, 1640, 1640),  // U+043F CYRILLIC SMALL LETTER PE (uni043F)
        AdvanceEntry(0x0440, 1716, 1716),  // U+0440 CYRILLIC SMALL LETTER ER (uni0440)
        AdvanceEntry(0x0441, 1572, 1572),  // U+0441 CYRILLIC SMALL LETTER ES (uni0441)
        AdvanceEntry(0x0442, 1504, 1504),  // U+0442 CYRILLIC SMALL LETTER TE (uni0442)
        AdvanceEntry(0x0443, 1568, 1568),  // U+0443 CYRILLIC SMALL LETTER U (uni0443)
        AdvanceEntry(0x0444, 1916, 1916),  // U+0444 CYRILLIC SMALL LETTER EF (uni0444)
        AdvanceEntry(0x0445, 1520, 1520),  // U+0445 CYRILLIC SMALL LETTER HA (uni0445)
        AdvanceEntry(0x0446, 1788, 1788),  // U+0446 CYRILLIC SMALL LETTER TSE (uni0446)
        AdvanceEntry(0x0447, 1616, 1616),  // U+0447 CYRILLIC SMALL LETTER CHE (uni0447)
        AdvanceEntry(0x0448, 2300, 2300),  // U+0448 CYRILLIC SMALL LETTER SHA (uni0448)
        AdvanceEntry(0x0449, 2440, 2440),  // U+0449 CYRILLIC SMALL LETTER SHCHA (uni0449)
        AdvanceEntry(0x044A, 1844, 1844),  // U+044A CYRILLIC SMALL LETTER HARD SIGN (uni044A)
        AdvanceEntry(0x044B, 2112, 2112),  // U+044B CYRILLIC SMALL LETTER YERU (uni044B)
        AdvanceEntry(0x044C, 1560, 1560),  // U+044C CYRILLIC SMALL LETTER SOFT SIGN (uni044C)
        AdvanceEntry(0x044D, 1524, 1524),  // U+044D CYRILLIC SMALL LETTER E (uni044D)
        AdvanceEntry(0x044E, 2288, 2288),  // U+044E CYRILLIC SMALL LETTER YU (uni044E)
        AdvanceEntry(0x044F, 1580, 1580),  // U+044F CYRILLIC SMALL LETTER YA (uni044F)
        AdvanceEntry(0x0450, 1640, 1640),  // U+0450 CYRILLIC SMALL LETTER IE WITH GRAVE (uni0450)
        AdvanceEntry(0x0451, 1640, 1640),  // U+0451 CYRILLIC SMALL LETTER IO (uni0451)
        AdvanceEntry(0x0452, 1664, 1664),  // U+0452 CYRILLIC SMALL LETTER DJE (uni0452)
        AdvanceEntry(0x0453, 1292, 1292),  // U+0453 CYRILLIC SMALL LETTER GJE (uni0453)
        AdvanceEntry(0x0454, 1520, 1520),  // U+0454 CYRILLIC SMALL LETTER UKRAINIAN IE (uni0454)
        AdvanceEntry(0x0455, 1472, 1472),  // U+0455 CYRILLIC SMALL LETTER DZE (uni0455)
        AdvanceEntry(0x0456, 668, 668),  // U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I (uni0456)
        AdvanceEntry(0x0457, 668, 668),  // U+0457 CYRILLIC SMALL LETTER YI (uni0457)
        AdvanceEntry(0x0458, 668, 668),  // U+0458 CYRILLIC SMALL LETTER JE (uni0458)
        AdvanceEntry(0x0459, 2600, 2600),  // U+0459 CYRILLIC SMALL LETTER LJE (uni0459)
        AdvanceEntry(0x045A, 2532, 2532),  // U+045A CYRILLIC SMALL LETTER NJE (uni045A)
        AdvanceEntry(0x045B, 1664, 1664),  // U+045B CYRILLIC SMALL LETTER TSHE (uni045B)
        AdvanceEntry(0x045C, 1512, 1512),  // U+045C CYRILLIC SMALL LETTER KJE (uni045C)
        AdvanceEntry(0x045D, 1680, 1680),  // U+045D CYRILLIC SMALL LETTER I WITH GRAVE (uni045D)
        AdvanceEntry(0x045E, 1568, 1568),  // U+045E CYRILLIC SMALL LETTER SHORT U (uni045E)
        AdvanceEntry(0x045F, 1640, 1640),  // U+045F CYRILLIC SMALL LETTER DZHE (uni045F)
        AdvanceEntry(0x0E3F, 1832, 1832),  // U+0E3F THAI CURRENCY SYMBOL BAHT (uni0E3F)
        AdvanceEntry(0x2000, 1536, 1536),  // U+2000 EN QUAD (uni2000)
        AdvanceEntry(0x2001, 3072, 3072),  // U+2001 EM QUAD (uni2001)
        AdvanceEntry(0x2002, 1408, 1408),  // U+2002 EN SPACE (uni2002)
        AdvanceEntry(0x2003, 2816, 2816),  // U+2003 EM SPACE (uni2003)
        AdvanceEntry(0x2004, 940, 940),  // U+2004 THREE-PER-EM SPACE (uni2004)
        AdvanceEntry(0x2005, 704, 704),  // U+2005 FOUR-PER-EM SPACE (uni2005)
        AdvanceEntry(0x2006, 468, 468),  // U+2006 SIX-PER-EM SPACE (uni2006)
        AdvanceEntry(0x2007, 1824, 1824),  // U+2007 FIGURE SPACE (uni2007)
        AdvanceEntry(0x2008, 776, 776),  // U+2008 PUNCTUATION SPACE (uni2008)
        AdvanceEntry(0x2009, 512, 512),  // U+2009 THIN SPACE (uni2009)
        AdvanceEntry(0x200A, 256, 256),  // U+200A HAIR SPACE (uni200A)
        AdvanceEntry(0x200B, 0, 0),  // U+200B ZERO WIDTH SPACE (uni200B)
        AdvanceEntry(0x2010, 1008, 1008),  // U+2010 HYPHEN (uni2010)
        AdvanceEntry(0x2011, 1008, 1008),  // U+2011 NON-BREAKING HYPHEN (uni2011)
        AdvanceEntry(0x2012, 1824, 1824),  // U+2012 FIGURE DASH (uni2012)
        AdvanceEntry(0x2013, 1408, 1408),  // U+2013 EN DASH (uni2013)
        AdvanceEntry(0x2014, 2816, 2816),  // U+2014 EM DASH (uni2014)
        AdvanceEntry(0x2015, 2816, 2816),  // U+2015 HORIZONTAL BAR (uni2015)
        AdvanceEntry(0x2018, 560, 560),  // U+2018 LEFT SINGLE QUOTATION MARK (uni2018)
        AdvanceEntry(0x2019, 520, 520),  // U+2019 RIGHT SINGLE QUOTATION MARK (uni2019)
        AdvanceEntry(0x201A, 560, 560),  // U+201A SINGLE LOW-9 QUOTATION MARK (uni201A)
        AdvanceEntry(0x201B, 624, 624),  // U+201B SINGLE HIGH-REVERSED-9 QUOTATION MARK (uni201B)
        AdvanceEntry(0x201C, 1072, 1072),  // U+201C LEFT DOUBLE QUOTATION MARK (uni201C)
        AdvanceEntry(0x201D, 1072, 1072),  // U+201D RIGHT DOUBLE QUOTATION MARK (uni201D)
        AdvanceEntry(0x201E, 1072, 1072),  // U+201E DOUBLE LOW-9 QUOTATION MARK (uni201E)
        AdvanceEntry(0x2022, 1584, 1584),  // U+2022 BULLET (uni2022)
        AdvanceEntry(0x2026, 2312, 2312),  // U+2026 HORIZONTAL ELLIPSIS (uni2026)
        AdvanceEntry(0x202F, 512, 512),  // U+202F NARROW NO-BREAK SPACE (uni202F)
        AdvanceEntry(0x2030, 2944, 2944),  // U+2030 PER MILLE SIGN (uni2030)
        AdvanceEntry(0x2032, 620, 620),  // U+2032 PRIME (uni2032)
        AdvanceEntry(0x2033, 1140, 1140),  // U+2033 DOUBLE PRIME (uni2033)
        AdvanceEntry(0x2039, 1008, 1008),  // U+2039 SINGLE LEFT-POINTING ANGLE QUOTATION MARK (uni2039)
        AdvanceEntry(0x203A, 1008, 1008),  // U+203A SINGLE RIGHT-POINTING ANGLE QUOTATION MARK (uni203A)
        AdvanceEntry(0x2044, 772, 772),  // U+2044 FRACTION SLASH (uni2044)
        AdvanceEntry(0x20A0, 2032, 2032),  // U+20A0 EURO-CURRENCY SIGN (uni20A0)
        AdvanceEntry(0x20A1, 2048, 2048),  // U+20A1 COLON SIGN (uni20A1)
        AdvanceEntry(0x20A2, 2048, 2048),  // U+20A2 CRUZEIRO SIGN (uni20A2)
        AdvanceEntry(0x20A3, 1652, 1652),  // U+20A3 FRENCH FRANC SIGN (uni20A3)
        AdvanceEntry(0x20A4, 1820, 1820),  // U+20A4 LIRA SIGN (uni20A4)
        AdvanceEntry(0x20A5, 2404, 2404),  // U+20A5 MILL SIGN (uni20A5)
        AdvanceEntry(0x20A6, 2168, 2168),  // U+20A6 NAIRA SIGN (uni20A6)
        AdvanceEntry(0x20A7, 3144, 3144),  // U+20A7 PESETA SIGN (uni20A7)
        AdvanceEntry(0x20A8, 3140, 3140),  // U+20A8 RUPEE SIGN (uni20A8)
        AdvanceEntry(0x20A9, 2672, 2672),  // U+20A9 WON SIGN (uni20A9)
        AdvanceEntry(0x20AA, 2268, 2268),  // U+20AA NEW SHEQEL SIGN (uni20AA)
        AdvanceEntry(0x20AB, 1748, 1748),  // U+20AB DONG SIGN (uni20AB)
        AdvanceEntry(0x20AC, 1872, 1872),  // U+20AC EURO SIGN (uni20AC)
        AdvanceEntry(0x20AD, 1992, 1992),  // U+20AD KIP SIGN (uni20AD)
        AdvanceEntry(0x20AE, 1808, 1808),  // U+20AE TUGRIK SIGN (uni20AE)
        AdvanceEntry(0x20AF, 3568, 3568),  // U+20AF DRACHMA SIGN (uni20AF)
        AdvanceEntry(0x20B0, 1776, 1776),  // U+20B0 GERMAN PENNY SIGN (uni20B0)
        AdvanceEntry(0x20B1, 2040, 2040),  // U+20B1 PESO SIGN (uni20B1)
        AdvanceEntry(0x20B2, 2092, 2092),  // U+20B2 GUARANI SIGN (uni20B2)
        AdvanceEntry(0x20B3, 1904, 1904),  // U+20B3 AUSTRAL SIGN (uni20B3)
        AdvanceEntry(0x20B4, 1772, 1772),  // U+20B4 HRYVNIA SIGN (uni20B4)
        AdvanceEntry(0x20B5, 2048, 2048),  // U+20B5 CEDI SIGN (uni20B5)
        AdvanceEntry(0x20B6, 1520, 1520),  // U+20B6 LIVRE TOURNOIS SIGN (uni20B6)
        AdvanceEntry(0x20B7, 1776, 1776),  // U+20B7 SPESMILO SIGN (uni20B7)
        AdvanceEntry(0x20B8, 1808, 1808),  // U+20B8 TENGE SIGN (uni20B8)
        AdvanceEntry(0x20B9, 1520, 1520),  // U+20B9 INDIAN RUPEE SIGN (uni20B9)
        AdvanceEntry(0x20BA, 1660, 1660),  // U+20BA TURKISH LIRA SIGN (uni20BA)
        AdvanceEntry(0x20BB, 2288, 2288),  // U+20BB NORDIC MARK SIGN (uni20BB)
        AdvanceEntry(0x20BC, 2032, 2032),  // U+20BC MANAT SIGN (uni20BC)
        AdvanceEntry(0x20BD, 1964, 1964),  // U+20BD RUBLE SIGN (uni20BD)
        AdvanceEntry(0x20BE, 2032, 2032),  // U+20BE LARI SIGN (uni20BE)
        AdvanceEntry(0x20BF, 1832, 1832),  // U+20BF BITCOIN SIGN (uni20BF)
        AdvanceEntry(0x2103, 3296, 3296),  // U+2103 DEGREE CELSIUS (uni2103)
        AdvanceEntry(0x2109, 2932, 2932),  // U+2109 DEGREE FAHRENHEIT (uni2109)
        AdvanceEntry(0x2116, 3064, 3064),  // U+2116 NUMERO SIGN (uni2116)
        AdvanceEntry(0x2190, 2688, 2688),  // U+2190 LEFTWARDS ARROW (uni2190)
        AdvanceEntry(0x2191, 2688, 2688),  // U+2191 UPWARDS ARROW (uni2191)
        AdvanceEntry(0x2192, 2688, 2688),  // U+2192 RIGHTWARDS ARROW (uni2192)
        AdvanceEntry(0x2193, 2688, 2688),  // U+2193 DOWNWARDS ARROW (uni2193)
        AdvanceEntry(0x2212, 1856, 1856),  // U+2212 MINUS SIGN (uni2212)
        AdvanceEntry(0x221E, 2620, 2620),  // U+221E INFINITY (uni221E)
        AdvanceEntry(0x2248, 1856, 1856),  // U+2248 ALMOST EQUAL TO (uni2248)
        AdvanceEntry(0x2264, 1856, 1856),  // U+2264 LESS-THAN OR EQUAL TO (uni2264)
        AdvanceEntry(0x2265, 1856, 1856),  // U+2265 GREATER-THAN OR EQUAL TO (uni2265)
        AdvanceEntry(0xFEFF, 0, 0),  // U+FEFF ZERO WIDTH NO-BREAK SPACE (uniFEFF)
    ]

    /// Inter Regular: scalars whose glyph GSUB 'tnum' substitutes: U+002C, U+002E, U+0030, U+0031, U+0032, U+0033, U+0034, U+0035, U+0036, U+0037, U+0038, U+0039, U+003A, U+003B.
    static let regularTabularSubstituted: [UInt32] = [0x002C, 0x002E, 0x0030, 0x0031, 0x0032, 0x0033, 0x0034, 0x0035, 0x0036, 0x0037, 0x0038, 0x0039, 0x003A, 0x003B]

    /// Inter Regular: kerning pair keys, `left << 16 | right` (scalar values), sorted; 18742 non-zero GPOS 'kern' pairs between covered scalars.
    static let regularKerningKeys: [UInt32] = [
        // U+0022 QUOTATION MARK
        0x0022_0026, 0x0022_002C, 0x0022_002E, 0x0022_0034, 0x0022_0041, 0x0022_004A, 0x0022_00C0, 0x0022_00C1,
        0x0022_00C2, 0x0022_00C3, 0x0022_00C4, 0x0022_00C5, 0x0022_00C6, 0x0022_0100, 0x0022_0102, 0x0022_0104,
        0x0022_0134, 0x0022_0408, 0x0022_0409, 0x0022_0410, 0x0022_041B, 0x0022_2026,
        // U+0024 DOLLAR SIGN
        0x0024_00EF, 0x0024_0129, 0x0024_012B, 0x0024_012D, 0x0024_0457,
        // U+0025 PERCENT SIGN
        0x0025_2018, 0x0025_2019, 0x0025_201C, 0x0025_201D,
        // U+0026 AMPERSAND
        0x0026_0022, 0x0026_0027, 0x0026_0054, 0x0026_0056, 0x0026_0057, 0x0026_0059, 0x0026_005C, 0x0026_0076,
        0x0026_0077, 0x0026_0079, 0x0026_00AA, 0x0026_00AE, 0x0026_00BA, 0x0026_00DD, 0x0026_00FD, 0x0026_00FF,
        0x0026_0162, 0x0026_0164, 0x0026_0166, 0x0026_0174, 0x0026_0175, 0x0026_0176, 0x0026_0177, 0x0026_0178,
        0x0026_021A, 0x0026_0402, 0x0026_040B, 0x0026_0422, 0x0026_0423, 0x0026_042A, 0x0026_0443, 0x0026_045E,
        0x0026_2018, 0x0026_201C,
        // U+0027 APOSTROPHE
        0x0027_0026, 0x0027_002C, 0x0027_002E, 0x0027_0034, 0x0027_0041, 0x0027_004A, 0x0027_00C0, 0x0027_00C1,
        0x0027_00C2, 0x0027_00C3, 0x0027_00C4, 0x0027_00C5, 0x0027_00C6, 0x0027_0100, 0x0027_0102, 0x0027_0104,
        0x0027_0134, 0x0027_0408, 0x0027_0409, 0x0027_0410, 0x0027_041B, 0x0027_2026,
        // U+0028 LEFT PARENTHESIS
        0x0028_0063, 0x0028_0064, 0x0028_0065, 0x0028_0067, 0x0028_006A, 0x0028_006F, 0x0028_0071, 0x0028_00A2,
        0x0028_00E7, 0x0028_00E8, 0x0028_00E9, 0x0028_00EA, 0x0028_00EB, 0x0028_00F0, 0x0028_00F2, 0x0028_00F3,
        0x0028_00F4, 0x0028_00F5, 0x0028_00F6, 0x0028_00F8, 0x0028_0107, 0x0028_0109, 0x0028_010B, 0x0028_010D,
        0x0028_010F, 0x0028_0111, 0x0028_0113, 0x0028_0115, 0x0028_0117, 0x0028_0119, 0x0028_011B, 0x0028_011D,
        0x0028_011F, 0x0028_0121, 0x0028_0123, 0x0028_0135, 0x0028_014D, 0x0028_014F, 0x0028_0151, 0x0028_0153,
        0x0028_0435, 0x0028_043E, 0x0028_0441, 0x0028_0444, 0x0028_0450, 0x0028_0451, 0x0028_0454, 0x0028_0458,
        0x0028_20AB,
        // U+0029 RIGHT PARENTHESIS
        0x0029_2018, 0x0029_201C,
        // U+002A ASTERISK
        0x002A_0026, 0x002A_002C, 0x002A_002E, 0x002A_0034, 0x002A_0041, 0x002A_004A, 0x002A_005F, 0x002A_00C0,
        0x002A_00C1, 0x002A_00C2, 0x002A_00C3, 0x002A_00C4, 0x002A_00C5, 0x002A_00C6, 0x002A_00D0, 0x002A_0100,
        0x002A_0102, 0x002A_0104, 0x002A_0134, 0x002A_0408, 0x002A_0409, 0x002A_0410, 0x002A_041B, 0x002A_2026,
        // U+002B PLUS SIGN
        0x002B_0032, 0x002B_0033, 0x002B_0037, 0x002B_0054, 0x002B_0056, 0x002B_0057, 0x002B_0058, 0x002B_0059,
        0x002B_005C, 0x002B_0078, 0x002B_00B6, 0x002B_00DD, 0x002B_0162, 0x002B_0164, 0x002B_0166, 0x002B_0174,
        0x002B_0176, 0x002B_0178, 0x002B_021A, 0x002B_0402, 0x002B_040B, 0x002B_0416, 0x002B_0417, 0x002B_0422,
        0x002B_0423, 0x002B_0425, 0x002B_042A, 0x002B_0436, 0x002B_0442, 0x002B_0445, 0x002B_044A, 0x002B_2018,
        0x002B_201C,
        // U+002C COMMA
        0x002C_0022, 0x002C_0027, 0x002C_0030, 0x002C_0031, 0x002C_0033, 0x002C_0035, 0x002C_0036, 0x002C_0037,
        0x002C_0038, 0x002C_0039, 0x002C_003F, 0x002C_0054, 0x002C_0059, 0x002C_0060, 0x002C_00B6, 0x002C_00DD,
        0x002C_0162, 0x002C_0164, 0x002C_0166, 0x002C_0176, 0x002C_0178, 0x002C_021A, 0x002C_0402, 0x002C_040B,
        0x002C_0422, 0x002C_0423, 0x002C_042A, 0x002C_0431, 0x002C_0442, 0x002C_044A, 0x002C_2019, 0x002C_201B,
        0x002C_201D,
        // U+002D HYPHEN-MINUS
        0x002D_0032, 0x002D_0033, 0x002D_0037, 0x002D_0054, 0x002D_0056, 0x002D_0057, 0x002D_0058, 0x002D_0059,
        0x002D_005C, 0x002D_0078, 0x002D_00B6, 0x002D_00DD, 0x002D_0162, 0x002D_0164, 0x002D_0166, 0x002D_0174,
        0x002D_0176, 0x002D_0178, 0x002D_021A, 0x002D_0402, 0x002D_040B, 0x002D_0416, 0x002D_0417, 0x002D_0422,
        0x002D_0423, 0x002D_0425, 0x002D_042A, 0x002D_0436, 0x002D_0442, 0x002D_0445, 0x002D_044A, 0x002D_2018,
        0x002D_201C,
        // U+002E FULL STOP
        0x002E_0022, 0x002E_0027, 0x002E_0030, 0x002E_0031, 0x002E_0033, 0x002E_0035, 0x002E_0036, 0x002E_0037,
        0x002E_0038, 0x002E_0039, 0x002E_003F, 0x002E_0054, 0x002E_0059, 0x002E_0060, 0x002E_00B6, 0x002E_00DD,
        0x002E_0162, 0x002E_0164, 0x002E_0166, 0x002E_0176, 0x002E_0178, 0x002E_021A, 0x002E_0402, 0x002E_040B,
        0x002E_0422, 0x002E_0423, 0x002E_042A, 0x002E_0431, 0x002E_0442, 0x002E_044A, 0x002E_2019, 0x002E_201B,
        0x002E_201D,
        // U+002F SOLIDUS
        0x002F_002C, 0x002F_002E, 0x002F_004A, 0x002F_0134, 0x002F_0408, 0x002F_2026,
        // U+0030 DIGIT ZERO
        0x0030_002C, 0x0030_002E, 0x0030_0037, 0x0030_0059, 0x0030_005F, 0x0030_00DD, 0x0030_0176, 0x0030_0178,
        0x0030_0423, 0x0030_2018, 0x0030_201A, 0x0030_201C, 0x0030_201E, 0x0030_2026,
        // U+0031 DIGIT ONE
        0x0031_002C, 0x0031_002E, 0x0031_201A, 0x0031_201E, 0x0031_2026,
        // U+0032 DIGIT TWO
        0x0032_0034,
        // U+0033 DIGIT THREE
        0x0033_002C, 0x0033_002E, 0x0033_00AB, 0x0033_201A, 0x0033_201E, 0x0033_2026, 0x0033_2039,
        // U+0034 DIGIT FOUR
        0x0034_002C, 0x0034_002E, 0x0034_0031, 0x0034_00AE, 0x0034_2026,
        // U+0035 DIGIT FIVE
        0x0035_002C, 0x0035_002E, 0x0035_00AE, 0x0035_2026,
        // U+0036 DIGIT SIX
        0x0036_002C, 0x0036_002E, 0x0036_005F, 0x0036_201A, 0x0036_201E, 0x0036_2026,
        // U+0037 DIGIT SEVEN
        0x0037_0023, 0x0037_0026, 0x0037_002C, 0x0037_002E, 0x0037_0030, 0x0037_0033, 0x0037_0034, 0x0037_0035,
        0x0037_0036, 0x0037_0037, 0x0037_0038, 0x0037_0039, 0x0037_003A, 0x0037_003B, 0x0037_003C, 0x0037_0041,
        0x0037_004A, 0x0037_005F, 0x0037_0061, 0x0037_0063, 0x0037_0064, 0x0037_0065, 0x0037_0067, 0x0037_006F,
        0x0037_0071, 0x0037_0073, 0x0037_00A2, 0x0037_00AB, 0x0037_00C0, 0x0037_00C1, 0x0037_00C2, 0x0037_00C3,
        0x0037_00C4, 0x0037_00C5, 0x0037_00C6, 0x0037_00E0, 0x0037_00E1, 0x0037_00E2, 0x0037_00E3, 0x0037_00E4,
        0x0037_00E5, 0x0037_00E6, 0x0037_00E7, 0x0037_00E8, 0x0037_00E9, 0x0037_00EA, 0x0037_00EB, 0x0037_00EF,
        0x0037_00F0, 0x0037_00F2, 0x0037_00F3, 0x0037_00F4, 0x0037_00F5, 0x0037_00F6, 0x0037_00F8, 0x0037_0100,
        0x0037_0101, 0x0037_0102, 0x0037_0103, 0x0037_0104, 0x0037_0105, 0x0037_0107, 0x0037_0109, 0x0037_010B,
        0x0037_010D, 0x0037_010F, 0x0037_0111, 0x0037_0113, 0x0037_0115, 0x0037_0117, 0x0037_0119, 0x0037_011B,
        0x0037_011D, 0x0037_011F, 0x0037_0121, 0x0037_0123, 0x0037_0129, 0x0037_012B, 0x0037_012D, 0x0037_0134,
        0x0037_014D, 0x0037_014F, 0x0037_0151, 0x0037_0153, 0x0037_015B, 0x0037_015D, 0x0037_015F, 0x0037_0161,
        0x0037_0219, 0x0037_0408, 0x0037_0410, 0x0037_0430, 0x0037_0431, 0x0037_0435, 0x0037_043E, 0x0037_0441,
        0x0037_0444, 0x0037_0447, 0x0037_044F, 0x0037_0450, 0x0037_0451, 0x0037_0454, 0x0037_0455, 0x0037_0457,
        0x0037_201A, 0x0037_201E, 0x0037_2026, 0x0037_2039, 0x0037_20AB,
        // U+0038 DIGIT EIGHT
        0x0038_002C, 0x0038_002E, 0x0038_00AB, 0x0038_201A, 0x0038_201E, 0x0038_2026, 0x0038_2039,
        // U+0039 DIGIT NINE
        0x0039_002C, 0x0039_002E, 0x0039_0037, 0x0039_0059, 0x0039_005F, 0x0039_00DD, 0x0039_0176, 0x0039_0178,
        0x0039_0423, 0x0039_2018, 0x0039_201A, 0x0039_201C, 0x0039_201E, 0x0039_2026,
        // U+003A COLON
        0x003A_0054, 0x003A_0056, 0x003A_005C, 0x003A_0162, 0x003A_0164, 0x003A_0166, 0x003A_021A, 0x003A_0402,
        0x003A_040B, 0x003A_0422, 0x003A_042A, 0x003A_2018, 0x003A_201C,
        // U+003B SEMICOLON
        0x003B_0054, 0x003B_0056, 0x003B_005C, 0x003B_0162, 0x003B_0164, 0x003B_0166, 0x003B_021A, 0x003B_0402,
        0x003B_040B, 0x003B_0422, 0x003B_042A, 0x003B_2018, 0x003B_201C,
        // U+003D EQUALS SIGN
        0x003D_0041, 0x003D_0056, 0x003D_0057, 0x003D_0058, 0x003D_0059, 0x003D_005C, 0x003D_0076, 0x003D_0078,
        0x003D_0079, 0x003D_00C0, 0x003D_00C1, 0x003D_00C2, 0x003D_00C3, 0x003D_00C4, 0x003D_00C5, 0x003D_00C6,
        0x003D_00DD, 0x003D_00FD, 0x003D_00FF, 0x003D_0100, 0x003D_0102, 0x003D_0104, 0x003D_0174, 0x003D_0176,
        0x003D_0177, 0x003D_0178, 0x003D_0410, 0x003D_0416, 0x003D_0423, 0x003D_0425, 0x003D_042A, 0x003D_0436,
        0x003D_0443, 0x003D_0445, 0x003D_045E, 0x003D_2018, 0x003D_201C, 0x003D_20B8,
        // U+003E GREATER-THAN SIGN
        0x003E_0037, 0x003E_0054, 0x003E_0056, 0x003E_0057, 0x003E_0058, 0x003E_0059, 0x003E_005A, 0x003E_005C,
        0x003E_00DD, 0x003E_0162, 0x003E_0164, 0x003E_0166, 0x003E_0174, 0x003E_0176, 0x003E_0178, 0x003E_0179,
        0x003E_017B, 0x003E_017D, 0x003E_021A, 0x003E_0402, 0x003E_0409, 0x003E_040B, 0x003E_0416, 0x003E_041B,
        0x003E_0422, 0x003E_0423, 0x003E_0425, 0x003E_042A, 0x003E_2018, 0x003E_201C, 0x003E_20B8,
        // U+003F QUESTION MARK
        0x003F_0041, 0x003F_00C0, 0x003F_00C1, 0x003F_00C2, 0x003F_00C3, 0x003F_00C4, 0x003F_00C5, 0x003F_00C6,
        0x003F_0100, 0x003F_0102, 0x003F_0104, 0x003F_0410,
        // U+0041 LATIN CAPITAL LETTER A
        0x0041_0022, 0x0041_0027, 0x0041_002A, 0x0041_0031, 0x0041_003D, 0x0041_003F, 0x0041_0043, 0x0041_0047,
        0x0041_004F, 0x0041_0051, 0x0041_0054, 0x0041_0056, 0x0041_0057, 0x0041_0059, 0x0041_005C, 0x0041_005E,
        0x0041_0069, 0x0041_0074, 0x0041_0076, 0x0041_0077, 0x0041_0079, 0x0041_00A9, 0x0041_00AA, 0x0041_00AB,
        0x0041_00AE, 0x0041_00B0, 0x0041_00B1, 0x0041_00B6, 0x0041_00B7, 0x0041_00BA, 0x0041_00BB, 0x0041_00C7,
        0x0041_00D2, 0x0041_00D3, 0x0041_00D4, 0x0041_00D5, 0x0041_00D6, 0x0041_00D8, 0x0041_00DD, 0x0041_00EC,
        0x0041_00ED, 0x0041_00EE, 0x0041_00EF, 0x0041_00FD, 0x0041_00FF, 0x0041_0106, 0x0041_0108, 0x0041_010A,
        0x0041_010C, 0x0041_011C, 0x0041_011E, 0x0041_0120, 0x0041_0122, 0x0041_0129, 0x0041_012B, 0x0041_012D,
        0x0041_012F, 0x0041_0131, 0x0041_0133, 0x0041_014C, 0x0041_014E, 0x0041_0150, 0x0041_0152, 0x0041_0162,
        0x0041_0163, 0x0041_0164, 0x0041_0165, 0x0041_0166, 0x0041_0167, 0x0041_0174, 0x0041_0175, 0x0041_0176,
        0x0041_0177, 0x0041_0178, 0x0041_021A, 0x0041_021B, 0x0041_0402, 0x0041_0404, 0x0041_040B, 0x0041_041E,
        0x0041_0421, 0x0041_0422, 0x0041_0423, 0x0041_0424, 0x0041_042A, 0x0041_042D, 0x0041_0443, 0x0041_044B,
        0x0041_0456, 0x0041_0457, 0x0041_045E, 0x0041_2018, 0x0041_2019, 0x0041_201C, 0x0041_201D, 0x0041_2039,
        0x0041_203A, 0x0041_20A1, 0x0041_20B2, 0x0041_20B5, 0x0041_2248, 0x0041_2264, 0x0041_2265,
        // U+0042 LATIN CAPITAL LETTER B
        0x0042_00EF, 0x0042_0129, 0x0042_012B, 0x0042_012D, 0x0042_0457,
        // U+0043 LATIN CAPITAL LETTER C
        0x0043_0058, 0x0043_005F, 0x0043_00EF, 0x0043_0129, 0x0043_012B, 0x0043_012D, 0x0043_0416, 0x0043_0425,
        0x0043_0457,
        // U+0044 LATIN CAPITAL LETTER D
        0x0044_002C, 0x0044_002E, 0x0044_002F, 0x0044_0041, 0x0044_0054, 0x0044_0056, 0x0044_0058, 0x0044_0059,
        0x0044_005C, 0x0044_005F, 0x0044_00AE, 0x0044_00C0, 0x0044_00C1, 0x0044_00C2, 0x0044_00C3, 0x0044_00C4,
        0x0044_00C5, 0x0044_00C6, 0x0044_00DD, 0x0044_0100, 0x0044_0102, 0x0044_0104, 0x0044_0162, 0x0044_0164,
        0x0044_0166, 0x0044_0176, 0x0044_0178, 0x0044_021A, 0x0044_0402, 0x0044_040B, 0x0044_0410, 0x0044_0416,
        0x0044_0422, 0x0044_0423, 0x0044_0425, 0x0044_042A, 0x0044_2018, 0x0044_201A, 0x0044_201C, 0x0044_201E,
        0x0044_2026,
        // U+0045 LATIN CAPITAL LETTER E
        0x0045_00EF, 0x0045_0129, 0x0045_012B, 0x0045_012D, 0x0045_0457,
        // U+0046 LATIN CAPITAL LETTER F
        0x0046_002C, 0x0046_002E, 0x0046_0041, 0x0046_004A, 0x0046_005F, 0x0046_0063, 0x0046_0064, 0x0046_0065,
        0x0046_0067, 0x0046_006D, 0x0046_006E, 0x0046_006F, 0x0046_0070, 0x0046_0071, 0x0046_0072, 0x0046_0075,
        0x0046_0076, 0x0046_0079, 0x0046_007A, 0x0046_00A2, 0x0046_00B5, 0x0046_00C0, 0x0046_00C1, 0x0046_00C2,
        0x0046_00C3, 0x0046_00C4, 0x0046_00C5, 0x0046_00C6, 0x0046_00E7, 0x0046_00E8, 0x0046_00E9, 0x0046_00EA,
        0x0046_00EB, 0x0046_00F0, 0x0046_00F1, 0x0046_00F2, 0x0046_00F3, 0x0046_00F4, 0x0046_00F5, 0x0046_00F6,
        0x0046_00F8, 0x0046_00F9, 0x0046_00FA, 0x0046_00FB, 0x0046_00FC, 0x0046_00FD, 0x0046_00FF, 0x0046_0100,
        0x0046_0102, 0x0046_0104, 0x0046_0107, 0x0046_0109, 0x0046_010B, 0x0046_010D, 0x0046_010F, 0x0046_0111,
        0x0046_0113, 0x0046_0115, 0x0046_0117, 0x0046_0119, 0x0046_011B, 0x0046_011D, 0x0046_011F, 0x0046_0121,
        0x0046_0123, 0x0046_0134, 0x0046_0144, 0x0046_0146, 0x0046_0148, 0x0046_014B, 0x0046_014D, 0x0046_014F,
        0x0046_0151, 0x0046_0153, 0x0046_0155, 0x0046_0157, 0x0046_0159, 0x0046_0169, 0x0046_016B, 0x0046_016D,
        0x0046_016F, 0x0046_0171, 0x0046_0173, 0x0046_0177, 0x0046_017A, 0x0046_017C, 0x0046_017E, 0x0046_0408,
        0x0046_0410, 0x0046_0432, 0x0046_0433, 0x0046_0435, 0x0046_0438, 0x0046_0439, 0x0046_043A, 0x0046_043C,
        0x0046_043D, 0x0046_043E, 0x0046_043F, 0x0046_0440, 0x0046_0441, 0x0046_0443, 0x0046_0444, 0x0046_0446,
        0x0046_0448, 0x0046_0449, 0x0046_044C, 0x0046_044E, 0x0046_0450, 0x0046_0451, 0x0046_0453, 0x0046_0454,
        0x0046_045A, 0x0046_045C, 0x0046_045D, 0x0046_045E, 0x0046_045F, 0x0046_201A, 0x0046_201E, 0x0046_2026,
        0x0046_20AB,
        // U+0047 LATIN CAPITAL LETTER G
        0x0047_0041, 0x0047_0054, 0x0047_0056, 0x0047_0058, 0x0047_0059, 0x0047_005C, 0x0047_0069, 0x0047_006A,
        0x0047_00C0, 0x0047_00C1, 0x0047_00C2, 0x0047_00C3, 0x0047_00C4, 0x0047_00C5, 0x0047_00C6, 0x0047_00DD,
        0x0047_00EC, 0x0047_00ED, 0x0047_00EE, 0x0047_00EF, 0x0047_0100, 0x0047_0102, 0x0047_0104, 0x0047_0127,
        0x0047_0129, 0x0047_012B, 0x0047_012D, 0x0047_012F, 0x0047_0131, 0x0047_0133, 0x0047_0135, 0x0047_0162,
        0x0047_0164, 0x0047_0166, 0x0047_0176, 0x0047_0178, 0x0047_021A, 0x0047_0402, 0x0047_040B, 0x0047_0410,
        0x0047_0416, 0x0047_0422, 0x0047_0423, 0x0047_0425, 0x0047_042A, 0x0047_044B, 0x0047_0456, 0x0047_0457,
        0x0047_0458,
        // U+0048 LATIN CAPITAL LETTER H
        0x0048_005F, 0x0048_00CF, 0x0048_00EF, 0x0048_0129, 0x0048_012B, 0x0048_012D, 0x0048_012F, 0x0048_0457,
        // U+0049 LATIN CAPITAL LETTER I
        0x0049_005F, 0x0049_00CF, 0x0049_00EF, 0x0049_0129, 0x0049_012B, 0x0049_012D, 0x0049_012F, 0x0049_0457,
        // U+004A LATIN CAPITAL LETTER J
        0x004A_002C, 0x004A_002E, 0x004A_002F, 0x004A_005F, 0x004A_201A, 0x004A_201E, 0x004A_2026,
        // U+004B LATIN CAPITAL LETTER K
        0x004B_002B, 0x004B_002D, 0x004B_003C, 0x004B_003D, 0x004B_0043, 0x004B_0047, 0x004B_004F, 0x004B_0051,
        0x004B_0063, 0x004B_0064, 0x004B_0065, 0x004B_0067, 0x004B_0069, 0x004B_006F, 0x004B_0071, 0x004B_0075,
        0x004B_0076, 0x004B_0077, 0x004B_0079, 0x004B_007E, 0x004B_00A2, 0x004B_00A9, 0x004B_00AB, 0x004B_00AC,
        0x004B_00AD, 0x004B_00AE, 0x004B_00B1, 0x004B_00B5, 0x004B_00B7, 0x004B_00C7, 0x004B_00D2, 0x004B_00D3,
        0x004B_00D4, 0x004B_00D5, 0x004B_00D6, 0x004B_00D8, 0x004B_00E7, 0x004B_00E8, 0x004B_00E9, 0x004B_00EA,
        0x004B_00EB, 0x004B_00EC, 0x004B_00ED, 0x004B_00EE, 0x004B_00EF, 0x004B_00F0, 0x004B_00F2, 0x004B_00F3,
        0x004B_00F4, 0x004B_00F5, 0x004B_00F6, 0x004B_00F7, 0x004B_00F8, 0x004B_00F9, 0x004B_00FA, 0x004B_00FB,
        0x004B_00FC, 0x004B_00FD, 0x004B_00FF, 0x004B_0106, 0x004B_0107, 0x004B_0108, 0x004B_0109, 0x004B_010A,
        0x004B_010B, 0x004B_010C, 0x004B_010D, 0x004B_010F, 0x004B_0111, 0x004B_0113, 0x004B_0115, 0x004B_0117,
        0x004B_0119, 0x004B_011B, 0x004B_011C, 0x004B_011D, 0x004B_011E, 0x004B_011F, 0x004B_0120, 0x004B_0121,
        0x004B_0122, 0x004B_0123, 0x004B_0129, 0x004B_012B, 0x004B_012D, 0x004B_012F, 0x004B_0131, 0x004B_0133,
        0x004B_014C, 0x004B_014D, 0x004B_014E, 0x004B_014F, 0x004B_0150, 0x004B_0151, 0x004B_0152, 0x004B_0153,
        0x004B_0169, 0x004B_016B, 0x004B_016D, 0x004B_016F, 0x004B_0171, 0x004B_0173, 0x004B_0175, 0x004B_0177,
        0x004B_0404, 0x004B_041E, 0x004B_0421, 0x004B_0424, 0x004B_042D, 0x004B_0435, 0x004B_043E, 0x004B_0441,
        0x004B_0443, 0x004B_0444, 0x004B_044B, 0x004B_0450, 0x004B_0451, 0x004B_0454, 0x004B_0456, 0x004B_0457,
        0x004B_045E, 0x004B_2039, 0x004B_20A1, 0x004B_20AB, 0x004B_20B2, 0x004B_20B5, 0x004B_2192, 0x004B_2212,
        0x004B_221E, 0x004B_2248, 0x004B_2264, 0x004B_2265,
        // U+004C LATIN CAPITAL LETTER L
        0x004C_0022, 0x004C_0027, 0x004C_002A, 0x004C_002B, 0x004C_002D, 0x004C_0031, 0x004C_0041, 0x004C_0043,
        0x004C_0047, 0x004C_004F, 0x004C_0051, 0x004C_0054, 0x004C_0056, 0x004C_0059, 0x004C_005C, 0x004C_005E,
        0x004C_0074, 0x004C_0076, 0x004C_0079, 0x004C_007E, 0x004C_00A9, 0x004C_00AA, 0x004C_00AB, 0x004C_00AC,
        0x004C_00AD, 0x004C_00AE, 0x004C_00B0, 0x004C_00B7, 0x004C_00BA, 0x004C_00C0, 0x004C_00C1, 0x004C_00C2,
        0x004C_00C3, 0x004C_00C4, 0x004C_00C5, 0x004C_00C6, 0x004C_00C7, 0x004C_00D2, 0x004C_00D3, 0x004C_00D4,
        0x004C_00D5, 0x004C_00D6, 0x004C_00D8, 0x004C_00DD, 0x004C_00F7, 0x004C_00FD, 0x004C_00FF, 0x004C_0100,
        0x004C_0102, 0x004C_0104, 0x004C_0106, 0x004C_0108, 0x004C_010A, 0x004C_010C, 0x004C_011C, 0x004C_011E,
        0x004C_0120, 0x004C_0122, 0x004C_014C, 0x004C_014E, 0x004C_0150, 0x004C_0152, 0x004C_0162, 0x004C_0163,
        0x004C_0164, 0x004C_0165, 0x004C_0166, 0x004C_0167, 0x004C_0176, 0x004C_0177, 0x004C_0178, 0x004C_021A,
        0x004C_021B, 0x004C_0402, 0x004C_0404, 0x004C_040B, 0x004C_0410, 0x004C_041E, 0x004C_0421, 0x004C_0422,
        0x004C_0423, 0x004C_0424, 0x004C_042A, 0x004C_042D, 0x004C_0443, 0x004C_045E, 0x004C_2018, 0x004C_2019,
        0x004C_201B, 0x004C_201C, 0x004C_201D, 0x004C_2039, 0x004C_20A1, 0x004C_20B2, 0x004C_20B5, 0x004C_2192,
        0x004C_2212,
        // U+004D LATIN CAPITAL LETTER M
        0x004D_005F, 0x004D_00CF, 0x004D_00EF, 0x004D_0129, 0x004D_012B, 0x004D_012D, 0x004D_012F, 0x004D_0457,
        // U+004E LATIN CAPITAL LETTER N
        0x004E_005F, 0x004E_00CF, 0x004E_00EF, 0x004E_0129, 0x004E_012B, 0x004E_012D, 0x004E_012F, 0x004E_0457,
        // U+004F LATIN CAPITAL LETTER O
        0x004F_002C, 0x004F_002E, 0x004F_002F, 0x004F_0041, 0x004F_0054, 0x004F_0056, 0x004F_0058, 0x004F_0059,
        0x004F_005C, 0x004F_005F, 0x004F_00AE, 0x004F_00C0, 0x004F_00C1, 0x004F_00C2, 0x004F_00C3, 0x004F_00C4,
        0x004F_00C5, 0x004F_00C6, 0x004F_00DD, 0x004F_0100, 0x004F_0102, 0x004F_0104, 0x004F_0162, 0x004F_0164,
        0x004F_0166, 0x004F_0176, 0x004F_0178, 0x004F_021A, 0x004F_0402, 0x004F_040B, 0x004F_0410, 0x004F_0416,
        0x004F_0422, 0x004F_0423, 0x004F_0425, 0x004F_042A, 0x004F_2018, 0x004F_201A, 0x004F_201C, 0x004F_201E,
        0x004F_2026,
        // U+0050 LATIN CAPITAL LETTER P
        0x0050_0026, 0x0050_002B, 0x0050_002C, 0x0050_002D, 0x0050_002E, 0x0050_0041, 0x0050_004A, 0x0050_0063,
        0x0050_0064, 0x0050_0065, 0x0050_0067, 0x0050_006F, 0x0050_0071, 0x0050_007E, 0x0050_00A2, 0x0050_00AC,
        0x0050_00AD, 0x0050_00B7, 0x0050_00C0, 0x0050_00C1, 0x0050_00C2, 0x0050_00C3, 0x0050_00C4, 0x0050_00C5,
        0x0050_00C6, 0x0050_00E7, 0x0050_00E8, 0x0050_00E9, 0x0050_00EA, 0x0050_00EB, 0x0050_00F0, 0x0050_00F2,
        0x0050_00F3, 0x0050_00F4, 0x0050_00F5, 0x0050_00F6, 0x0050_00F7, 0x0050_00F8, 0x0050_0100, 0x0050_0102,
        0x0050_0104, 0x0050_0107, 0x0050_0109, 0x0050_010B, 0x0050_010D, 0x0050_010F, 0x0050_0111, 0x0050_0113,
        0x0050_0115, 0x0050_0117, 0x0050_0119, 0x0050_011B, 0x0050_011D, 0x0050_011F, 0x0050_0121, 0x0050_0123,
        0x0050_0134, 0x0050_014D, 0x0050_014F, 0x0050_0151, 0x0050_0153, 0x0050_0408, 0x0050_0410, 0x0050_0435,
        0x0050_043E, 0x0050_0441, 0x0050_0444, 0x0050_0450, 0x0050_0451, 0x0050_0454, 0x0050_201A, 0x0050_201E,
        0x0050_2026, 0x0050_20AB, 0x0050_2192, 0x0050_2212,
        // U+0051 LATIN CAPITAL LETTER Q
        0x0051_002C, 0x0051_002E, 0x0051_002F, 0x0051_0041, 0x0051_0054, 0x0051_0056, 0x0051_0058, 0x0051_0059,
        0x0051_005C, 0x0051_005F, 0x0051_00AE, 0x0051_00C0, 0x0051_00C1, 0x0051_00C2, 0x0051_00C3, 0x0051_00C4,
        0x0051_00C5, 0x0051_00C6, 0x0051_00DD, 0x0051_0100, 0x0051_0102, 0x0051_0104, 0x0051_0162, 0x0051_0164,
        0x0051_0166, 0x0051_0176, 0x0051_0178, 0x0051_021A, 0x0051_0402, 0x0051_040B, 0x0051_0410, 0x0051_0416,
        0x0051_0422, 0x0051_0423, 0x0051_0425, 0x0051_042A, 0x0051_2018, 0x0051_201A, 0x0051_201C, 0x0051_201E,
        0x0051_2026,
        // U+0052 LATIN CAPITAL LETTER R
        0x0052_0056, 0x0052_0059, 0x0052_005C, 0x0052_0063, 0x0052_0064, 0x0052_0065, 0x0052_0067, 0x0052_006F,
        0x0052_0071, 0x0052_00A2, 0x0052_00DD, 0x0052_00E7, 0x0052_00E8, 0x0052_00E9, 0x0052_00EA, 0x0052_00EB,
        0x0052_00EF, 0x0052_00F0, 0x0052_00F2, 0x0052_00F3, 0x0052_00F4, 0x0052_00F5, 0x0052_00F6, 0x0052_00F8,
        0x0052_0107, 0x0052_0109, 0x0052_010B, 0x0052_010D, 0x0052_010F, 0x0052_0111, 0x0052_0113, 0x0052_0115,
        0x0052_0117, 0x0052_0119, 0x0052_011B, 0x0052_011D, 0x0052_011F, 0x0052_0121, 0x0052_0123, 0x0052_0129,
        0x0052_012B, 0x0052_012D, 0x0052_014D, 0x0052_014F, 0x0052_0151, 0x0052_0153, 0x0052_0176, 0x0052_0178,
        0x0052_0423, 0x0052_0435, 0x0052_043E, 0x0052_0441, 0x0052_0444, 0x0052_0450, 0x0052_0451, 0x0052_0454,
        0x0052_0457, 0x0052_20AB,
        // U+0053 LATIN CAPITAL LETTER S
        0x0053_00EF, 0x0053_0129, 0x0053_012B, 0x0053_012D, 0x0053_0457,
        // U+0054 LATIN CAPITAL LETTER T
        0x0054_0026, 0x0054_002B, 0x0054_002C, 0x0054_002D, 0x0054_002E, 0x0054_002F, 0x0054_0034, 0x0054_003A,
        0x0054_003B, 0x0054_003C, 0x0054_0041, 0x0054_0043, 0x0054_0047, 0x0054_004A, 0x0054_004F, 0x0054_0051,
        0x0054_005F, 0x0054_0061, 0x0054_0063, 0x0054_0064, 0x0054_0065, 0x0054_0067, 0x0054_006D, 0x0054_006E,
        0x0054_006F, 0x0054_0070, 0x0054_0071, 0x0054_0072, 0x0054_0073, 0x0054_0075, 0x0054_0076, 0x0054_0077,
        0x0054_0078, 0x0054_0079, 0x0054_007A, 0x0054_007E, 0x0054_00A2, 0x0054_00A9, 0x0054_00AB, 0x0054_00AC,
        0x0054_00AD, 0x0054_00B5, 0x0054_00B7, 0x0054_00BB, 0x0054_00C0, 0x0054_00C1, 0x0054_00C2, 0x0054_00C3,
        0x0054_00C4, 0x0054_00C5, 0x0054_00C6, 0x0054_00C7, 0x0054_00D2, 0x0054_00D3, 0x0054_00D4, 0x0054_00D5,
        0x0054_00D6, 0x0054_00D8, 0x0054_00E0, 0x0054_00E1, 0x0054_00E2, 0x0054_00E3, 0x0054_00E4, 0x0054_00E5,
        0x0054_00E6, 0x0054_00E7, 0x0054_00E8, 0x0054_00E9, 0x0054_00EA, 0x0054_00EB, 0x0054_00EF, 0x0054_00F0,
        0x0054_00F1, 0x0054_00F2, 0x0054_00F3, 0x0054_00F4, 0x0054_00F5, 0x0054_00F6, 0x0054_00F7, 0x0054_00F8,
        0x0054_00F9, 0x0054_00FA, 0x0054_00FB, 0x0054_00FC, 0x0054_00FD, 0x0054_00FF, 0x0054_0100, 0x0054_0101,
        0x0054_0102, 0x0054_0103, 0x0054_0104, 0x0054_0105, 0x0054_0106, 0x0054_0107, 0x0054_0108, 0x0054_0109,
        0x0054_010A, 0x0054_010B, 0x0054_010C, 0x0054_010D, 0x0054_010F, 0x0054_0111, 0x0054_0113, 0x0054_0115,
        0x0054_0117, 0x0054_0119, 0x0054_011B, 0x0054_011C, 0x0054_011D, 0x0054_011E, 0x0054_011F, 0x0054_0120,
        0x0054_0121, 0x0054_0122, 0x0054_0123, 0x0054_0129, 0x0054_012B, 0x0054_012D, 0x0054_0134, 0x0054_0144,
        0x0054_0146, 0x0054_0148, 0x0054_014B, 0x0054_014C, 0x0054_014D, 0x0054_014E, 0x0054_014F, 0x0054_0150,
        0x0054_0151, 0x0054_0152, 0x0054_0153, 0x0054_0155, 0x0054_0157, 0x0054_0159, 0x0054_015B, 0x0054_015D,
        0x0054_015F, 0x0054_0161, 0x0054_0169, 0x0054_016B, 0x0054_016D, 0x0054_016F, 0x0054_0171, 0x0054_0173,
        0x0054_0175, 0x0054_0177, 0x0054_017A, 0x0054_017C, 0x0054_017E, 0x0054_0219, 0x0054_0404, 0x0054_0408,
        0x0054_0410, 0x0054_041E, 0x0054_0421, 0x0054_0424, 0x0054_042D, 0x0054_0430, 0x0054_0432, 0x0054_0433,
        0x0054_0435, 0x0054_0436, 0x0054_0438, 0x0054_0439, 0x0054_043A, 0x0054_043C, 0x0054_043D, 0x0054_043E,
        0x0054_043F, 0x0054_0440, 0x0054_0441, 0x0054_0442, 0x0054_0443, 0x0054_0444, 0x0054_0445, 0x0054_0446,
        0x0054_0447, 0x0054_0448, 0x0054_0449, 0x0054_044A, 0x0054_044C, 0x0054_044E, 0x0054_044F, 0x0054_0450,
        0x0054_0451, 0x0054_0453, 0x0054_0454, 0x0054_0455, 0x0054_0457, 0x0054_045A, 0x0054_045C, 0x0054_045D,
        0x0054_045E, 0x0054_045F, 0x0054_201A, 0x0054_201E, 0x0054_2026, 0x0054_2039, 0x0054_203A, 0x0054_20A1,
        0x0054_20AB, 0x0054_20B2, 0x0054_20B5, 0x0054_2192, 0x0054_2212,
        // U+0055 LATIN CAPITAL LETTER U
        0x0055_002C, 0x0055_002E, 0x0055_002F, 0x0055_005F, 0x0055_201A, 0x0055_201E, 0x0055_2026,
        // U+0056 LATIN CAPITAL LETTER V
        0x0056_0026, 0x0056_002B, 0x0056_002C, 0x0056_002D, 0x0056_002E, 0x0056_002F, 0x0056_0034, 0x0056_003A,
        0x0056_003B, 0x0056_003C, 0x0056_003D, 0x0056_0040, 0x0056_0041, 0x0056_0043, 0x0056_0047, 0x0056_004A,
        0x0056_004F, 0x0056_0051, 0x0056_005F, 0x0056_0061, 0x0056_0063, 0x0056_0064, 0x0056_0065, 0x0056_0067,
        0x0056_006F, 0x0056_0071, 0x0056_0073, 0x0056_007E, 0x0056_00A2, 0x0056_00A9, 0x0056_00AB, 0x0056_00AC,
        0x0056_00AD, 0x0056_00B1, 0x0056_00B7, 0x0056_00C0, 0x0056_00C1, 0x0056_00C2, 0x0056_00C3, 0x0056_00C4,
        0x0056_00C5, 0x0056_00C6, 0x0056_00C7, 0x0056_00D2, 0x0056_00D3, 0x0056_00D4, 0x0056_00D5, 0x0056_00D6,
        0x0056_00D7, 0x0056_00D8, 0x0056_00E0, 0x0056_00E1, 0x0056_00E2, 0x0056_00E3, 0x0056_00E4, 0x0056_00E5,
        0x0056_00E6, 0x0056_00E7, 0x0056_00E8, 0x0056_00E9, 0x0056_00EA, 0x0056_00EB, 0x0056_00EF, 0x0056_00F0,
        0x0056_00F2, 0x0056_00F3, 0x0056_00F4, 0x0056_00F5, 0x0056_00F6, 0x0056_00F7, 0x0056_00F8, 0x0056_0100,
        0x0056_0101, 0x0056_0102, 0x0056_0103, 0x0056_0104, 0x0056_0105, 0x0056_0106, 0x0056_0107, 0x0056_0108,
        0x0056_0109, 0x0056_010A, 0x0056_010B, 0x0056_010C, 0x0056_010D, 0x0056_010F, 0x0056_0111, 0x0056_0113,
        0x0056_0115, 0x0056_0117, 0x0056_0119, 0x0056_011B, 0x0056_011C, 0x0056_011D, 0x0056_011E, 0x0056_011F,
        0x0056_0120, 0x0056_0121, 0x0056_0122, 0x0056_0123, 0x0056_0129, 0x0056_012B, 0x0056_012D, 0x0056_0134,
        0x0056_014C, 0x0056_014D, 0x0056_014E, 0x0056_014F, 0x0056_0150, 0x0056_0151, 0x0056_0152, 0x0056_0153,
        0x0056_015B, 0x0056_015D, 0x0056_015F, 0x0056_0161, 0x0056_0219, 0x0056_0404, 0x0056_0408, 0x0056_0410,
        0x0056_041E, 0x0056_0421, 0x0056_0424, 0x0056_042D, 0x0056_0430, 0x0056_0435, 0x0056_043E, 0x0056_0441,
        0x0056_0444, 0x0056_0447, 0x0056_044F, 0x0056_0450, 0x0056_0451, 0x0056_0454, 0x0056_0455, 0x0056_0457,
        0x0056_201A, 0x0056_201E, 0x0056_2026, 0x0056_2039, 0x0056_20A1, 0x0056_20AB, 0x0056_20B2, 0x0056_20B5,
        0x0056_2192, 0x0056_2212, 0x0056_2248, 0x0056_2264, 0x0056_2265,
        // U+0057 LATIN CAPITAL LETTER W
        0x0057_0026, 0x0057_002B, 0x0057_002C, 0x0057_002D, 0x0057_002E, 0x0057_0034, 0x0057_003A, 0x0057_003B,
        0x0057_003C, 0x0057_003D, 0x0057_0041, 0x0057_0043, 0x0057_0047, 0x0057_004A, 0x0057_004F, 0x0057_0051,
        0x0057_0061, 0x0057_0063, 0x0057_0064, 0x0057_0065, 0x0057_0067, 0x0057_006D, 0x0057_006E, 0x0057_006F,
        0x0057_0070, 0x0057_0071, 0x0057_0072, 0x0057_0073, 0x0057_007E, 0x0057_00A2, 0x0057_00A9, 0x0057_00AB,
        0x0057_00AC, 0x0057_00AD, 0x0057_00B1, 0x0057_00B7, 0x0057_00C0, 0x0057_00C1, 0x0057_00C2, 0x0057_00C3,
        0x0057_00C4, 0x0057_00C5, 0x0057_00C6, 0x0057_00C7, 0x0057_00D2, 0x0057_00D3, 0x0057_00D4, 0x0057_00D5,
        0x0057_00D6, 0x0057_00D8, 0x0057_00E0, 0x0057_00E1, 0x0057_00E2, 0x0057_00E3, 0x0057_00E4, 0x0057_00E5,
        0x0057_00E6, 0x0057_00E7, 0x0057_00E8, 0x0057_00E9, 0x0057_00EA, 0x0057_00EB, 0x0057_00F0, 0x0057_00F1,
        0x0057_00F2, 0x0057_00F3, 0x0057_00F4, 0x0057_00F5, 0x0057_00F6, 0x0057_00F7, 0x0057_00F8, 0x0057_0100,
        0x0057_0101, 0x0057_0102, 0x0057_0103, 0x0057_0104, 0x0057_0105, 0x0057_0106, 0x0057_0107, 0x0057_0108,
        0x0057_0109, 0x0057_010A, 0x0057_010B, 0x0057_010C, 0x0057_010D, 0x0057_010F, 0x0057_0111, 0x0057_0113,
        0x0057_0115, 0x0057_0117, 0x0057_0119, 0x0057_011B, 0x0057_011C, 0x0057_011D, 0x0057_011E, 0x0057_011F,
        0x0057_0120, 0x0057_0121, 0x0057_0122, 0x0057_0123, 0x0057_0134, 0x0057_0144, 0x0057_0146, 0x0057_0148,
        0x0057_014B, 0x0057_014C, 0x0057_014D, 0x0057_014E, 0x0057_014F, 0x0057_0150, 0x0057_0151, 0x0057_0152,
        0x0057_0153, 0x0057_0155, 0x0057_0157, 0x0057_0159, 0x0057_015B, 0x0057_015D, 0x0057_015F, 0x0057_0161,
        0x0057_0219, 0x0057_0404, 0x0057_0408, 0x0057_0410, 0x0057_041E, 0x0057_0421, 0x0057_0424, 0x0057_042D,
        0x0057_0430, 0x0057_0432, 0x0057_0433, 0x0057_0435, 0x0057_0438, 0x0057_0439, 0x0057_043A, 0x0057_043C,
        0x0057_043D, 0x0057_043E, 0x0057_043F, 0x0057_0440, 0x0057_0441, 0x0057_0444, 0x0057_0446, 0x0057_0447,
        0x0057_0448, 0x0057_0449, 0x0057_044C, 0x0057_044E, 0x0057_044F, 0x0057_0450, 0x0057_0451, 0x0057_0453,
        0x0057_0454, 0x0057_0455, 0x0057_045A, 0x0057_045C, 0x0057_045D, 0x0057_045F, 0x0057_201A, 0x0057_201E,
        0x0057_2026, 0x0057_2039, 0x0057_20A1, 0x0057_20AB, 0x0057_20B2, 0x0057_20B5, 0x0057_2192, 0x0057_2212,
        0x0057_2248, 0x0057_2264, 0x0057_2265,
        // U+0058 LATIN CAPITAL LETTER X
        0x0058_002B, 0x0058_002D, 0x0058_003C, 0x0058_003D, 0x0058_0043, 0x0058_0047, 0x0058_004F, 0x0058_0051,
        0x0058_0063, 0x0058_0064, 0x0058_0065, 0x0058_0067, 0x0058_006F, 0x0058_0071, 0x0058_007E, 0x0058_00A2,
        0x0058_00A9, 0x0058_00AB, 0x0058_00AC, 0x0058_00AD, 0x0058_00AE, 0x0058_00B1, 0x0058_00B7, 0x0058_00C7,
        0x0058_00D2, 0x0058_00D3, 0x0058_00D4, 0x0058_00D5, 0x0058_00D6, 0x0058_00D8, 0x0058_00E7, 0x0058_00E8,
        0x0058_00E9, 0x0058_00EA, 0x0058_00EB, 0x0058_00F0, 0x0058_00F2, 0x0058_00F3, 0x0058_00F4, 0x0058_00F5,
        0x0058_00F6, 0x0058_00F7, 0x0058_00F8, 0x0058_0106, 0x0058_0107, 0x0058_0108, 0x0058_0109, 0x0058_010A,
        0x0058_010B, 0x0058_010C, 0x0058_010D, 0x0058_010F, 0x0058_0111, 0x0058_0113, 0x0058_0115, 0x0058_0117,
        0x0058_0119, 0x0058_011B, 0x0058_011C, 0x0058_011D, 0x0058_011E, 0x0058_011F, 0x0058_0120, 0x0058_0121,
        0x0058_0122, 0x0058_0123, 0x0058_014C, 0x0058_014D, 0x0058_014E, 0x0058_014F, 0x0058_0150, 0x0058_0151,
        0x0058_0152, 0x0058_0153, 0x0058_0404, 0x0058_041E, 0x0058_0421, 0x0058_0424, 0x0058_042D, 0x0058_0435,
        0x0058_043E, 0x0058_0441, 0x0058_0444, 0x0058_0450, 0x0058_0451, 0x0058_0454, 0x0058_2039, 0x0058_20A1,
        0x0058_20AB, 0x0058_20B2, 0x0058_20B5, 0x0058_2192, 0x0058_2212, 0x0058_2248, 0x0058_2264, 0x0058_2265,
        // U+0059 LATIN CAPITAL LETTER Y
        0x0059_0026, 0x0059_002B, 0x0059_002C, 0x0059_002D, 0x0059_002E, 0x0059_0034, 0x0059_003A, 0x0059_003B,
        0x0059_003C, 0x0059_003D, 0x0059_0041, 0x0059_0043, 0x0059_0047, 0x0059_004A, 0x0059_004F, 0x0059_0051,
        0x0059_0054, 0x0059_0061, 0x0059_0063, 0x0059_0064, 0x0059_0065, 0x0059_0067, 0x0059_006D, 0x0059_006E,
        0x0059_006F, 0x0059_0070, 0x0059_0071, 0x0059_0072, 0x0059_0073, 0x0059_0075, 0x0059_007E, 0x0059_00A2,
        0x0059_00A9, 0x0059_00AB, 0x0059_00AC, 0x0059_00AD, 0x0059_00AE, 0x0059_00B1, 0x0059_00B5, 0x0059_00B7,
        0x0059_00BB, 0x0059_00C0, 0x0059_00C1, 0x0059_00C2, 0x0059_00C3, 0x0059_00C4, 0x0059_00C5, 0x0059_00C6,
        0x0059_00C7, 0x0059_00D2, 0x0059_00D3, 0x0059_00D4, 0x0059_00D5, 0x0059_00D6, 0x0059_00D7, 0x0059_00D8,
        0x0059_00E0, 0x0059_00E1, 0x0059_00E2, 0x0059_00E3, 0x0059_00E4, 0x0059_00E5, 0x0059_00E6, 0x0059_00E7,
        0x0059_00E8, 0x0059_00E9, 0x0059_00EA, 0x0059_00EB, 0x0059_00ED, 0x0059_00F0, 0x0059_00F1, 0x0059_00F2,
        0x0059_00F3, 0x0059_00F4, 0x0059_00F5, 0x0059_00F6, 0x0059_00F7, 0x0059_00F8, 0x0059_00F9, 0x0059_00FA,
        0x0059_00FB, 0x0059_00FC, 0x0059_0100, 0x0059_0101, 0x0059_0102, 0x0059_0103, 0x0059_0104, 0x0059_0105,
        0x0059_0106, 0x0059_0107, 0x0059_0108, 0x0059_0109, 0x0059_010A, 0x0059_010B, 0x0059_010C, 0x0059_010D,
        0x0059_010F, 0x0059_0111, 0x0059_0113, 0x0059_0115, 0x0059_0117, 0x0059_0119, 0x0059_011B, 0x0059_011C,
        0x0059_011D, 0x0059_011E, 0x0059_011F, 0x0059_0120, 0x0059_0121, 0x0059_0122, 0x0059_0123, 0x0059_0134,
        0x0059_0144, 0x0059_0146, 0x0059_0148, 0x0059_014B, 0x0059_014C, 0x0059_014D, 0x0059_014E, 0x0059_014F,
        0x0059_0150, 0x0059_0151, 0x0059_0152, 0x0059_0153, 0x0059_0155, 0x0059_0157, 0x0059_0159, 0x0059_015B,
        0x0059_015D, 0x0059_015F, 0x0059_0161, 0x0059_0162, 0x0059_0164, 0x0059_0166, 0x0059_0169, 0x0059_016B,
        0x0059_016D, 0x0059_016F, 0x0059_0171, 0x0059_0173, 0x0059_0219, 0x0059_021A, 0x0059_0402, 0x0059_0404,
        0x0059_0408, 0x0059_040B, 0x0059_0410, 0x0059_041E, 0x0059_0421, 0x0059_0422, 0x0059_0424, 0x0059_042A,
        0x0059_042D, 0x0059_0430, 0x0059_0432, 0x0059_0433, 0x0059_0435, 0x0059_0438, 0x0059_0439, 0x0059_043A,
        0x0059_043C, 0x0059_043D, 0x0059_043E, 0x0059_043F, 0x0059_0440, 0x0059_0441, 0x0059_0444, 0x0059_0446,
        0x0059_0447, 0x0059_0448, 0x0059_0449, 0x0059_044C, 0x0059_044E, 0x0059_044F, 0x0059_0450, 0x0059_0451,
        0x0059_0453, 0x0059_0454, 0x0059_0455, 0x0059_045A, 0x0059_045C, 0x0059_045D, 0x0059_045F, 0x0059_201A,
        0x0059_201E, 0x0059_2026, 0x0059_2039, 0x0059_203A, 0x0059_20A1, 0x0059_20AB, 0x0059_20B2, 0x0059_20B5,
        0x0059_2192, 0x0059_2212, 0x0059_221E, 0x0059_2248, 0x0059_2264, 0x0059_2265,
        // U+005A LATIN CAPITAL LETTER Z
        0x005A_002B, 0x005A_002D, 0x005A_003C, 0x005A_0043, 0x005A_0047, 0x005A_004F, 0x005A_0051, 0x005A_007E,
        0x005A_00A9, 0x005A_00AB, 0x005A_00AC, 0x005A_00AD, 0x005A_00B7, 0x005A_00C7, 0x005A_00D2, 0x005A_00D3,
        0x005A_00D4, 0x005A_00D5, 0x005A_00D6, 0x005A_00D8, 0x005A_00EF, 0x005A_00F7, 0x005A_0106, 0x005A_0108,
        0x005A_010A, 0x005A_010C, 0x005A_011C, 0x005A_011E, 0x005A_0120, 0x005A_0122, 0x005A_0129, 0x005A_012B,
        0x005A_012D, 0x005A_014C, 0x005A_014E, 0x005A_0150, 0x005A_0152, 0x005A_0404, 0x005A_041E, 0x005A_0421,
        0x005A_0424, 0x005A_042D, 0x005A_0457, 0x005A_2039, 0x005A_20A1, 0x005A_20B2, 0x005A_20B5, 0x005A_2192,
        0x005A_2212,
        // U+005B LEFT SQUARE BRACKET
        0x005B_0063, 0x005B_0064, 0x005B_0065, 0x005B_0067, 0x005B_006A, 0x005B_006F, 0x005B_0071, 0x005B_00A2,
        0x005B_00E7, 0x005B_00E8, 0x005B_00E9, 0x005B_00EA, 0x005B_00EB, 0x005B_00F0, 0x005B_00F2, 0x005B_00F3,
        0x005B_00F4, 0x005B_00F5, 0x005B_00F6, 0x005B_00F8, 0x005B_0107, 0x005B_0109, 0x005B_010B, 0x005B_010D,
        0x005B_010F, 0x005B_0111, 0x005B_0113, 0x005B_0115, 0x005B_0117, 0x005B_0119, 0x005B_011B, 0x005B_011D,
        0x005B_011F, 0x005B_0121, 0x005B_0123, 0x005B_0135, 0x005B_014D, 0x005B_014F, 0x005B_0151, 0x005B_0153,
        0x005B_0435, 0x005B_043E, 0x005B_0441, 0x005B_0444, 0x005B_0450, 0x005B_0451, 0x005B_0454, 0x005B_0458,
        0x005B_20AB,
        // U+005C REVERSE SOLIDUS
        0x005C_0022, 0x005C_0027, 0x005C_002A, 0x005C_002C, 0x005C_002E, 0x005C_0031, 0x005C_003D, 0x005C_003F,
        0x005C_0043, 0x005C_0047, 0x005C_004F, 0x005C_0051, 0x005C_0054, 0x005C_0056, 0x005C_0057, 0x005C_0059,
        0x005C_005C, 0x005C_005E, 0x005C_0069, 0x005C_0074, 0x005C_0076, 0x005C_0077, 0x005C_0079, 0x005C_00A9,
        0x005C_00AA, 0x005C_00AB, 0x005C_00AE, 0x005C_00B0, 0x005C_00B1, 0x005C_00B6, 0x005C_00B7, 0x005C_00BA,
        0x005C_00BB, 0x005C_00C7, 0x005C_00D2, 0x005C_00D3, 0x005C_00D4, 0x005C_00D5, 0x005C_00D6, 0x005C_00D8,
        0x005C_00DD, 0x005C_00EC, 0x005C_00ED, 0x005C_00EE, 0x005C_00EF, 0x005C_00FD, 0x005C_00FF, 0x005C_0106,
        0x005C_0108, 0x005C_010A, 0x005C_010C, 0x005C_011C, 0x005C_011E, 0x005C_0120, 0x005C_0122, 0x005C_0129,
        0x005C_012B, 0x005C_012D, 0x005C_012F, 0x005C_0131, 0x005C_0133, 0x005C_014C, 0x005C_014E, 0x005C_0150,
        0x005C_0152, 0x005C_0162, 0x005C_0163, 0x005C_0164, 0x005C_0165, 0x005C_0166, 0x005C_0167, 0x005C_0174,
        0x005C_0175, 0x005C_0176, 0x005C_0177, 0x005C_0178, 0x005C_021A, 0x005C_021B, 0x005C_0402, 0x005C_0404,
        0x005C_040B, 0x005C_041E, 0x005C_0421, 0x005C_0422, 0x005C_0423, 0x005C_0424, 0x005C_042A, 0x005C_042D,
        0x005C_0443, 0x005C_044B, 0x005C_0456, 0x005C_0457, 0x005C_045E, 0x005C_2018, 0x005C_2019, 0x005C_201C,
        0x005C_201D, 0x005C_2026, 0x005C_2039, 0x005C_203A, 0x005C_20A1, 0x005C_20B2, 0x005C_20B5, 0x005C_20B8,
        0x005C_2248, 0x005C_2264, 0x005C_2265,
        // U+005D RIGHT SQUARE BRACKET
        0x005D_2018, 0x005D_201C,
        // U+005E CIRCUMFLEX ACCENT
        0x005E_0026, 0x005E_002C, 0x005E_002E, 0x005E_0034, 0x005E_0041, 0x005E_004A, 0x005E_005F, 0x005E_00C0,
        0x005E_00C1, 0x005E_00C2, 0x005E_00C3, 0x005E_00C4, 0x005E_00C5, 0x005E_00C6, 0x005E_00D0, 0x005E_0100,
        0x005E_0102, 0x005E_0104, 0x005E_0134, 0x005E_0408, 0x005E_0409, 0x005E_0410, 0x005E_041B, 0x005E_2026,
        // U+005F LOW LINE
        0x005F_002A, 0x005F_0030, 0x005F_0031, 0x005F_0033, 0x005F_0034, 0x005F_0035, 0x005F_0036, 0x005F_0038,
        0x005F_0039, 0x005F_0043, 0x005F_0047, 0x005F_004F, 0x005F_0051, 0x005F_0054, 0x005F_0055, 0x005F_0056,
        0x005F_005C, 0x005F_005E, 0x005F_0069, 0x005F_006A, 0x005F_006D, 0x005F_006E, 0x005F_0070, 0x005F_0072,
        0x005F_0076, 0x005F_0079, 0x005F_00A9, 0x005F_00B0, 0x005F_00B6, 0x005F_00C7, 0x005F_00D2, 0x005F_00D3,
        0x005F_00D4, 0x005F_00D5, 0x005F_00D6, 0x005F_00D8, 0x005F_00D9, 0x005F_00DA, 0x005F_00DB, 0x005F_00DC,
        0x005F_00EC, 0x005F_00ED, 0x005F_00EE, 0x005F_00F1, 0x005F_00FD, 0x005F_00FF, 0x005F_0106, 0x005F_0108,
        0x005F_010A, 0x005F_010C, 0x005F_011C, 0x005F_011E, 0x005F_0120, 0x005F_0122, 0x005F_012F, 0x005F_0131,
        0x005F_0133, 0x005F_0135, 0x005F_0144, 0x005F_0146, 0x005F_0148, 0x005F_014B, 0x005F_014C, 0x005F_014E,
        0x005F_0150, 0x005F_0152, 0x005F_0155, 0x005F_0157, 0x005F_0159, 0x005F_0162, 0x005F_0164, 0x005F_0166,
        0x005F_0168, 0x005F_016A, 0x005F_016C, 0x005F_016E, 0x005F_0170, 0x005F_0172, 0x005F_0177, 0x005F_021A,
        0x005F_0402, 0x005F_0404, 0x005F_040B, 0x005F_0414, 0x005F_041E, 0x005F_0421, 0x005F_0422, 0x005F_0424,
        0x005F_0427, 0x005F_042A, 0x005F_042D, 0x005F_0431, 0x005F_0432, 0x005F_0433, 0x005F_0434, 0x005F_0438,
        0x005F_0439, 0x005F_043A, 0x005F_043C, 0x005F_043D, 0x005F_043F, 0x005F_0440, 0x005F_0443, 0x005F_0446,
        0x005F_0448, 0x005F_0449, 0x005F_044B, 0x005F_044C, 0x005F_044E, 0x005F_0453, 0x005F_0456, 0x005F_0458,
        0x005F_045A, 0x005F_045C, 0x005F_045D, 0x005F_045E, 0x005F_045F, 0x005F_2018, 0x005F_201C, 0x005F_20A1,
        0x005F_20B2, 0x005F_20B5, 0x005F_20B8,
        // U+0061 LATIN SMALL LETTER A
        0x0061_0031, 0x0061_0054, 0x0061_0056, 0x0061_0057, 0x0061_0059, 0x0061_005C, 0x0061_0076, 0x0061_0079,
        0x0061_00AE, 0x0061_00DD, 0x0061_00FD, 0x0061_00FF, 0x0061_0162, 0x0061_0164, 0x0061_0166, 0x0061_0174,
        0x0061_0176, 0x0061_0177, 0x0061_0178, 0x0061_021A, 0x0061_0402, 0x0061_040B, 0x0061_0422, 0x0061_0423,
        0x0061_042A, 0x0061_0442, 0x0061_0443, 0x0061_044A, 0x0061_045E, 0x0061_2018, 0x0061_201C,
        // U+0062 LATIN SMALL LETTER B
        0x0062_0029, 0x0062_0041, 0x0062_0054, 0x0062_0056, 0x0062_0057, 0x0062_0058, 0x0062_0059, 0x0062_005C,
        0x0062_005D, 0x0062_0076, 0x0062_0077, 0x0062_0078, 0x0062_0079, 0x0062_007D, 0x0062_00AA, 0x0062_00AE,
        0x0062_00BA, 0x0062_00C0, 0x0062_00C1, 0x0062_00C2, 0x0062_00C3, 0x0062_00C4, 0x0062_00C5, 0x0062_00C6,
        0x0062_00DD, 0x0062_00FD, 0x0062_00FF, 0x0062_0100, 0x0062_0102, 0x0062_0104, 0x0062_0162, 0x0062_0164,
        0x0062_0166, 0x0062_0174, 0x0062_0175, 0x0062_0176, 0x0062_0177, 0x0062_0178, 0x0062_021A, 0x0062_0402,
        0x0062_040B, 0x0062_0410, 0x0062_0416, 0x0062_0422, 0x0062_0423, 0x0062_0425, 0x0062_042A, 0x0062_0436,
        0x0062_0442, 0x0062_0443, 0x0062_0445, 0x0062_044A, 0x0062_045E, 0x0062_2018, 0x0062_201C,
        // U+0063 LATIN SMALL LETTER C
        0x0063_0054, 0x0063_0059, 0x0063_0078, 0x0063_00AE, 0x0063_00DD, 0x0063_0162, 0x0063_0164, 0x0063_0166,
        0x0063_0176, 0x0063_0178, 0x0063_021A, 0x0063_0402, 0x0063_040B, 0x0063_0422, 0x0063_0423, 0x0063_042A,
        0x0063_0436, 0x0063_0442, 0x0063_0445, 0x0063_044A,
        // U+0064 LATIN SMALL LETTER D
        0x0064_005F, 0x0064_00CF, 0x0064_00EF, 0x0064_0129, 0x0064_012B, 0x0064_012D, 0x0064_012F, 0x0064_0457,
        // U+0065 LATIN SMALL LETTER E
        0x0065_0054, 0x0065_0056, 0x0065_0057, 0x0065_0059, 0x0065_005C, 0x0065_0076, 0x0065_0078, 0x0065_0079,
        0x0065_00AE, 0x0065_00DD, 0x0065_00FD, 0x0065_00FF, 0x0065_0162, 0x0065_0164, 0x0065_0166, 0x0065_0174,
        0x0065_0176, 0x0065_0177, 0x0065_0178, 0x0065_021A, 0x0065_0402, 0x0065_040B, 0x0065_0422, 0x0065_0423,
        0x0065_042A, 0x0065_0436, 0x0065_0442, 0x0065_0443, 0x0065_0445, 0x0065_044A, 0x0065_045E,
        // U+0066 LATIN SMALL LETTER F
        0x0066_002B, 0x0066_002C, 0x0066_002D, 0x0066_002E, 0x0066_002F, 0x0066_0034, 0x0066_0041, 0x0066_004A,
        0x0066_0059, 0x0066_005F, 0x0066_0061, 0x0066_0063, 0x0066_0064, 0x0066_0065, 0x0066_0067, 0x0066_006F,
        0x0066_0071, 0x0066_0073, 0x0066_007E, 0x0066_00A2, 0x0066_00AB, 0x0066_00AC, 0x0066_00AD, 0x0066_00B7,
        0x0066_00C0, 0x0066_00C1, 0x0066_00C2, 0x0066_00C3, 0x0066_00C4, 0x0066_00C5, 0x0066_00C6, 0x0066_00D7,
        0x0066_00DD, 0x0066_00E0, 0x0066_00E1, 0x0066_00E2, 0x0066_00E3, 0x0066_00E4, 0x0066_00E5, 0x0066_00E6,
        0x0066_00E7, 0x0066_00E8, 0x0066_00E9, 0x0066_00EA, 0x0066_00EB, 0x0066_00EF, 0x0066_00F0, 0x0066_00F2,
        0x0066_00F3, 0x0066_00F4, 0x0066_00F5, 0x0066_00F6, 0x0066_00F7, 0x0066_00F8, 0x0066_0100, 0x0066_0101,
        0x0066_0102, 0x0066_0103, 0x0066_0104, 0x0066_0105, 0x0066_0107, 0x0066_0109, 0x0066_010B, 0x0066_010D,
        0x0066_010F, 0x0066_0111, 0x0066_0113, 0x0066_0115, 0x0066_0117, 0x0066_0119, 0x0066_011B, 0x0066_011D,
        0x0066_011F, 0x0066_0121, 0x0066_0123, 0x0066_0129, 0x0066_012B, 0x0066_012D, 0x0066_0134, 0x0066_014D,
        0x0066_014F, 0x0066_0151, 0x0066_0153, 0x0066_015B, 0x0066_015D, 0x0066_015F, 0x0066_0161, 0x0066_0176,
        0x0066_0178, 0x0066_0219, 0x0066_0408, 0x0066_0410, 0x0066_0423, 0x0066_0430, 0x0066_0435, 0x0066_043E,
        0x0066_0441, 0x0066_0444, 0x0066_0447, 0x0066_044F, 0x0066_0450, 0x0066_0451, 0x0066_0454, 0x0066_0455,
        0x0066_0457, 0x0066_201A, 0x0066_201E, 0x0066_2022, 0x0066_2026, 0x0066_2039, 0x0066_20AB, 0x0066_2192,
        0x0066_2212,
        // U+0067 LATIN SMALL LETTER G
        0x0067_0054, 0x0067_005F, 0x0067_0162, 0x0067_0164, 0x0067_0166, 0x0067_021A, 0x0067_0402, 0x0067_040B,
        0x0067_0422, 0x0067_042A,
        // U+0068 LATIN SMALL LETTER H
        0x0068_0031, 0x0068_0054, 0x0068_0056, 0x0068_0057, 0x0068_0059, 0x0068_005C, 0x0068_0076, 0x0068_0079,
        0x0068_00AE, 0x0068_00DD, 0x0068_00FD, 0x0068_00FF, 0x0068_0162, 0x0068_0164, 0x0068_0166, 0x0068_0174,
        0x0068_0176, 0x0068_0177, 0x0068_0178, 0x0068_021A, 0x0068_0402, 0x0068_040B, 0x0068_0422, 0x0068_0423,
        0x0068_042A, 0x0068_0442, 0x0068_0443, 0x0068_044A, 0x0068_045E, 0x0068_2018, 0x0068_201C,
        // U+0069 LATIN SMALL LETTER I
        0x0069_0029, 0x0069_0056, 0x0069_0057, 0x0069_005C, 0x0069_005D, 0x0069_005F, 0x0069_007D, 0x0069_00A5,
        0x0069_00EF, 0x0069_0127, 0x0069_0129, 0x0069_012B, 0x0069_012D, 0x0069_012E, 0x0069_012F, 0x0069_0135,
        0x0069_0174, 0x0069_0192, 0x0069_0457, 0x0069_20A9,
        // U+006A LATIN SMALL LETTER J
        0x006A_0029, 0x006A_0056, 0x006A_0057, 0x006A_005C, 0x006A_005D, 0x006A_005F, 0x006A_007D, 0x006A_00A5,
        0x006A_00EF, 0x006A_0127, 0x006A_0129, 0x006A_012B, 0x006A_012D, 0x006A_012E, 0x006A_012F, 0x006A_0135,
        0x006A_0174, 0x006A_0192, 0x006A_0457, 0x006A_20A9,
        // U+006B LATIN SMALL LETTER K
        0x006B_002B, 0x006B_002D, 0x006B_0034, 0x006B_003C, 0x006B_0054, 0x006B_0063, 0x006B_0064, 0x006B_0065,
        0x006B_0067, 0x006B_006F, 0x006B_0071, 0x006B_007E, 0x006B_00A2, 0x006B_00AB, 0x006B_00AC, 0x006B_00AD,
        0x006B_00B7, 0x006B_00E7, 0x006B_00E8, 0x006B_00E9, 0x006B_00EA, 0x006B_00EB, 0x006B_00F0, 0x006B_00F2,
        0x006B_00F3, 0x006B_00F4, 0x006B_00F5, 0x006B_00F6, 0x006B_00F7, 0x006B_00F8, 0x006B_0107, 0x006B_0109,
        0x006B_010B, 0x006B_010D, 0x006B_010F, 0x006B_0111, 0x006B_0113, 0x006B_0115, 0x006B_0117, 0x006B_0119,
        0x006B_011B, 0x006B_011D, 0x006B_011F, 0x006B_0121, 0x006B_0123, 0x006B_014D, 0x006B_014F, 0x006B_0151,
        0x006B_0153, 0x006B_0162, 0x006B_0164, 0x006B_0166, 0x006B_021A, 0x006B_0402, 0x006B_040B, 0x006B_0422,
        0x006B_042A, 0x006B_0435, 0x006B_043E, 0x006B_0441, 0x006B_0444, 0x006B_0450, 0x006B_0451, 0x006B_0454,
        0x006B_2039, 0x006B_20AB, 0x006B_2192, 0x006B_2212,
        // U+006C LATIN SMALL LETTER L
        0x006C_005F, 0x006C_00CF, 0x006C_00EF, 0x006C_0129, 0x006C_012B, 0x006C_012D, 0x006C_012F, 0x006C_0457,
        // U+006D LATIN SMALL LETTER M
        0x006D_0031, 0x006D_0054, 0x006D_0056, 0x006D_0057, 0x006D_0059, 0x006D_005C, 0x006D_0076, 0x006D_0079,
        0x006D_00AE, 0x006D_00DD, 0x006D_00FD, 0x006D_00FF, 0x006D_0162, 0x006D_0164, 0x006D_0166, 0x006D_0174,
        0x006D_0176, 0x006D_0177, 0x006D_0178, 0x006D_021A, 0x006D_0402, 0x006D_040B, 0x006D_0422, 0x006D_0423,
        0x006D_042A, 0x006D_0442, 0x006D_0443, 0x006D_044A, 0x006D_045E, 0x006D_2018, 0x006D_201C,
        // U+006E LATIN SMALL LETTER N
        0x006E_0031, 0x006E_0054, 0x006E_0056, 0x006E_0057, 0x006E_0059, 0x006E_005C, 0x006E_0076, 0x006E_0079,
        0x006E_00AE, 0x006E_00DD, 0x006E_00FD, 0x006E_00FF, 0x006E_0162, 0x006E_0164, 0x006E_0166, 0x006E_0174,
        0x006E_0176, 0x006E_0177, 0x006E_0178, 0x006E_021A, 0x006E_0402, 0x006E_040B, 0x006E_0422, 0x006E_0423,
        0x006E_042A, 0x006E_0442, 0x006E_0443, 0x006E_044A, 0x006E_045E, 0x006E_2018, 0x006E_201C,
        // U+006F LATIN SMALL LETTER O
        0x006F_0029, 0x006F_0041, 0x006F_0054, 0x006F_0056, 0x006F_0057, 0x006F_0058, 0x006F_0059, 0x006F_005C,
        0x006F_005D, 0x006F_0076, 0x006F_0077, 0x006F_0078, 0x006F_0079, 0x006F_007D, 0x006F_00AA, 0x006F_00AE,
        0x006F_00BA, 0x006F_00C0, 0x006F_00C1, 0x006F_00C2, 0x006F_00C3, 0x006F_00C4, 0x006F_00C5, 0x006F_00C6,
        0x006F_00DD, 0x006F_00FD, 0x006F_00FF, 0x006F_0100, 0x006F_0102, 0x006F_0104, 0x006F_0162, 0x006F_0164,
        0x006F_0166, 0x006F_0174, 0x006F_0175, 0x006F_0176, 0x006F_0177, 0x006F_0178, 0x006F_021A, 0x006F_0402,
        0x006F_040B, 0x006F_0410, 0x006F_0416, 0x006F_0422, 0x006F_0423, 0x006F_0425, 0x006F_042A, 0x006F_0436,
        0x006F_0442, 0x006F_0443, 0x006F_0445, 0x006F_044A, 0x006F_045E, 0x006F_2018, 0x006F_201C,
        // U+0070 LATIN SMALL LETTER P
        0x0070_0029, 0x0070_0041, 0x0070_0054, 0x0070_0056, 0x0070_0057, 0x0070_0058, 0x0070_0059, 0x0070_005C,
        0x0070_005D, 0x0070_0076, 0x0070_0077, 0x0070_0078, 0x0070_0079, 0x0070_007D, 0x0070_00AA, 0x0070_00AE,
        0x0070_00BA, 0x0070_00C0, 0x0070_00C1, 0x0070_00C2, 0x0070_00C3, 0x0070_00C4, 0x0070_00C5, 0x0070_00C6,
        0x0070_00DD, 0x0070_00FD, 0x0070_00FF, 0x0070_0100, 0x0070_0102, 0x0070_0104, 0x0070_0162, 0x0070_0164,
        0x0070_0166, 0x0070_0174, 0x0070_0175, 0x0070_0176, 0x0070_0177, 0x0070_0178, 0x0070_021A, 0x0070_0402,
        0x0070_040B, 0x0070_0410, 0x0070_0416, 0x0070_0422, 0x0070_0423, 0x0070_0425, 0x0070_042A, 0x0070_0436,
        0x0070_0442, 0x0070_0443, 0x0070_0445, 0x0070_044A, 0x0070_045E, 0x0070_2018, 0x0070_201C,
        // U+0071 LATIN SMALL LETTER Q
        0x0071_0054, 0x0071_005F, 0x0071_0162, 0x0071_0164, 0x0071_0166, 0x0071_021A, 0x0071_0402, 0x0071_040B,
        0x0071_0422, 0x0071_042A,
        // U+0072 LATIN SMALL LETTER R
        0x0072_002B, 0x0072_002C, 0x0072_002D, 0x0072_002E, 0x0072_002F, 0x0072_003C, 0x0072_0041, 0x0072_004A,
        0x0072_0054, 0x0072_005A, 0x0072_0063, 0x0072_0064, 0x0072_0065, 0x0072_0066, 0x0072_0067, 0x0072_006F,
        0x0072_0071, 0x0072_0074, 0x0072_0076, 0x0072_0077, 0x0072_0078, 0x0072_0079, 0x0072_007E, 0x0072_00A2,
        0x0072_00AC, 0x0072_00AD, 0x0072_00B7, 0x0072_00C0, 0x0072_00C1, 0x0072_00C2, 0x0072_00C3, 0x0072_00C4,
        0x0072_00C5, 0x0072_00C6, 0x0072_00E7, 0x0072_00E8, 0x0072_00E9, 0x0072_00EA, 0x0072_00EB, 0x0072_00F0,
        0x0072_00F2, 0x0072_00F3, 0x0072_00F4, 0x0072_00F5, 0x0072_00F6, 0x0072_00F7, 0x0072_00F8, 0x0072_00FD,
        0x0072_00FF, 0x0072_0100, 0x0072_0102, 0x0072_0104, 0x0072_0107, 0x0072_0109, 0x0072_010B, 0x0072_010D,
        0x0072_010F, 0x0072_0111, 0x0072_0113, 0x0072_0115, 0x0072_0117, 0x0072_0119, 0x0072_011B, 0x0072_011D,
        0x0072_011F, 0x0072_0121, 0x0072_0123, 0x0072_0134, 0x0072_014D, 0x0072_014F, 0x0072_0151, 0x0072_0153,
        0x0072_0162, 0x0072_0163, 0x0072_0164, 0x0072_0165, 0x0072_0166, 0x0072_0167, 0x0072_0175, 0x0072_0177,
        0x0072_0179, 0x0072_017B, 0x0072_017D, 0x0072_021A, 0x0072_021B, 0x0072_0402, 0x0072_0408, 0x0072_040B,
        0x0072_0410, 0x0072_0422, 0x0072_042A, 0x0072_0435, 0x0072_0436, 0x0072_043E, 0x0072_0441, 0x0072_0443,
        0x0072_0444, 0x0072_0445, 0x0072_0450, 0x0072_0451, 0x0072_0454, 0x0072_045E, 0x0072_2019, 0x0072_201A,
        0x0072_201D, 0x0072_201E, 0x0072_2026, 0x0072_20AB, 0x0072_2192, 0x0072_2212,
        // U+0073 LATIN SMALL LETTER S
        0x0073_0054, 0x0073_0056, 0x0073_0057, 0x0073_0059, 0x0073_005C, 0x0073_00AE, 0x0073_00DD, 0x0073_0162,
        0x0073_0164, 0x0073_0166, 0x0073_0174, 0x0073_0176, 0x0073_0178, 0x0073_021A, 0x0073_0402, 0x0073_040B,
        0x0073_0422, 0x0073_0423, 0x0073_042A, 0x0073_2018, 0x0073_201A, 0x0073_201C, 0x0073_201E,
        // U+0074 LATIN SMALL LETTER T
        0x0074_002B, 0x0074_002D, 0x0074_0034, 0x0074_003C, 0x0074_0042, 0x0074_0044, 0x0074_0045, 0x0074_0046,
        0x0074_0048, 0x0074_0049, 0x0074_004B, 0x0074_004C, 0x0074_004D, 0x0074_004E, 0x0074_0050, 0x0074_0052,
        0x0074_0054, 0x0074_0056, 0x0074_0057, 0x0074_0059, 0x0074_005C, 0x0074_0062, 0x0074_0063, 0x0074_0064,
        0x0074_0065, 0x0074_0067, 0x0074_0068, 0x0074_006B, 0x0074_006C, 0x0074_006F, 0x0074_0071, 0x0074_0073,
        0x0074_007C, 0x0074_007E, 0x0074_00A2, 0x0074_00AC, 0x0074_00AD, 0x0074_00B7, 0x0074_00C8, 0x0074_00C9,
        0x0074_00CA, 0x0074_00CB, 0x0074_00CC, 0x0074_00CD, 0x0074_00D1, 0x0074_00D7, 0x0074_00DD, 0x0074_00DE,
        0x0074_00DF, 0x0074_00E7, 0x0074_00E8, 0x0074_00E9, 0x0074_00EA, 0x0074_00EB, 0x0074_00F0, 0x0074_00F2,
        0x0074_00F3, 0x0074_00F4, 0x0074_00F5, 0x0074_00F6, 0x0074_00F7, 0x0074_00F8, 0x0074_00FE, 0x0074_0107,
        0x0074_0109, 0x0074_010B, 0x0074_010D, 0x0074_010E, 0x0074_010F, 0x0074_0111, 0x0074_0112, 0x0074_0113,
        0x0074_0114, 0x0074_0115, 0x0074_0116, 0x0074_0117, 0x0074_0118, 0x0074_0119, 0x0074_011A, 0x0074_011B,
        0x0074_011D, 0x0074_011F, 0x0074_0121, 0x0074_0123, 0x0074_0124, 0x0074_0125, 0x0074_0126, 0x0074_0127,
        0x0074_012E, 0x0074_0130, 0x0074_0136, 0x0074_0137, 0x0074_0139, 0x0074_013A, 0x0074_013B, 0x0074_013C,
        0x0074_013D, 0x0074_013E, 0x0074_0140, 0x0074_0141, 0x0074_0142, 0x0074_0143, 0x0074_0145, 0x0074_0147,
        0x0074_014A, 0x0074_014D, 0x0074_014F, 0x0074_0151, 0x0074_0153, 0x0074_0154, 0x0074_0156, 0x0074_0158,
        0x0074_015B, 0x0074_015D, 0x0074_015F, 0x0074_0161, 0x0074_0162, 0x0074_0164, 0x0074_0166, 0x0074_0174,
        0x0074_0176, 0x0074_0178, 0x0074_0219, 0x0074_021A, 0x0074_0400, 0x0074_0401, 0x0074_0402, 0x0074_0403,
        0x0074_0406, 0x0074_040A, 0x0074_040B, 0x0074_040C, 0x0074_040D, 0x0074_040F, 0x0074_0411, 0x0074_0412,
        0x0074_0413, 0x0074_0415, 0x0074_0418, 0x0074_0419, 0x0074_041A, 0x0074_041C, 0x0074_041D, 0x0074_041F,
        0x0074_0420, 0x0074_0422, 0x0074_0423, 0x0074_0426, 0x0074_0428, 0x0074_0429, 0x0074_042A, 0x0074_042B,
        0x0074_042C, 0x0074_042E, 0x0074_0435, 0x0074_043E, 0x0074_0441, 0x0074_0444, 0x0074_044F, 0x0074_0450,
        0x0074_0451, 0x0074_0452, 0x0074_0454, 0x0074_0455, 0x0074_045B, 0x0074_0E3F, 0x0074_2018, 0x0074_2019,
        0x0074_201C, 0x0074_201D, 0x0074_2022, 0x0074_20A8, 0x0074_20AB, 0x0074_20BF, 0x0074_2116, 0x0074_2192,
        0x0074_2212,
        // U+0075 LATIN SMALL LETTER U
        0x0075_0054, 0x0075_0059, 0x0075_00DD, 0x0075_0162, 0x0075_0164, 0x0075_0166, 0x0075_0176, 0x0075_0178,
        0x0075_021A, 0x0075_0402, 0x0075_040B, 0x0075_0422, 0x0075_0423, 0x0075_042A, 0x0075_2018, 0x0075_2019,
        0x0075_201C, 0x0075_201D,
        // U+0076 LATIN SMALL LETTER V
        0x0076_002C, 0x0076_002E, 0x0076_002F, 0x0076_003C, 0x0076_003D, 0x0076_0041, 0x0076_004A, 0x0076_0054,
        0x0076_0059, 0x0076_005F, 0x0076_0061, 0x0076_0063, 0x0076_0064, 0x0076_0065, 0x0076_0067, 0x0076_006F,
        0x0076_0071, 0x0076_00A2, 0x0076_00AB, 0x0076_00AC, 0x0076_00B1, 0x0076_00C0, 0x0076_00C1, 0x0076_00C2,
        0x0076_00C3, 0x0076_00C4, 0x0076_00C5, 0x0076_00C6, 0x0076_00DD, 0x0076_00E0, 0x0076_00E1, 0x0076_00E2,
        0x0076_00E3, 0x0076_00E4, 0x0076_00E5, 0x0076_00E6, 0x0076_00E7, 0x0076_00E8, 0x0076_00E9, 0x0076_00EA,
        0x0076_00EB, 0x0076_00EE, 0x0076_00EF, 0x0076_00F0, 0x0076_00F2, 0x0076_00F3, 0x0076_00F4, 0x0076_00F5,
        0x0076_00F6, 0x0076_00F8, 0x0076_0100, 0x0076_0101, 0x0076_0102, 0x0076_0103, 0x0076_0104, 0x0076_0105,
        0x0076_0107, 0x0076_0109, 0x0076_010B, 0x0076_010D, 0x0076_010F, 0x0076_0111, 0x0076_0113, 0x0076_0115,
        0x0076_0117, 0x0076_0119, 0x0076_011B, 0x0076_011D, 0x0076_011F, 0x0076_0121, 0x0076_0123, 0x0076_0127,
        0x0076_0129, 0x0076_012B, 0x0076_012D, 0x0076_0134, 0x0076_014D, 0x0076_014F, 0x0076_0151, 0x0076_0153,
        0x0076_0162, 0x0076_0164, 0x0076_0166, 0x0076_0176, 0x0076_0178, 0x0076_021A, 0x0076_0402, 0x0076_0408,
        0x0076_040B, 0x0076_0410, 0x0076_0422, 0x0076_0423, 0x0076_042A, 0x0076_0430, 0x0076_0434, 0x0076_0435,
        0x0076_043B, 0x0076_043E, 0x0076_0441, 0x0076_0444, 0x0076_0447, 0x0076_0450, 0x0076_0451, 0x0076_0454,
        0x0076_0457, 0x0076_0459, 0x0076_2019, 0x0076_201A, 0x0076_201D, 0x0076_201E, 0x0076_2026, 0x0076_2039,
        0x0076_20AB, 0x0076_2248, 0x0076_2264, 0x0076_2265,
        // U+0077 LATIN SMALL LETTER W
        0x0077_0026, 0x0077_002C, 0x0077_002E, 0x0077_0041, 0x0077_004A, 0x0077_0054, 0x0077_005A, 0x0077_0063,
        0x0077_0064, 0x0077_0065, 0x0077_0067, 0x0077_006F, 0x0077_0071, 0x0077_00A2, 0x0077_00AB, 0x0077_00C0,
        0x0077_00C1, 0x0077_00C2, 0x0077_00C3, 0x0077_00C4, 0x0077_00C5, 0x0077_00C6, 0x0077_00E7, 0x0077_00E8,
        0x0077_00E9, 0x0077_00EA, 0x0077_00EB, 0x0077_00F0, 0x0077_00F2, 0x0077_00F3, 0x0077_00F4, 0x0077_00F5,
        0x0077_00F6, 0x0077_00F8, 0x0077_0100, 0x0077_0102, 0x0077_0104, 0x0077_0107, 0x0077_0109, 0x0077_010B,
        0x0077_010D, 0x0077_010F, 0x0077_0111, 0x0077_0113, 0x0077_0115, 0x0077_0117, 0x0077_0119, 0x0077_011B,
        0x0077_011D, 0x0077_011F, 0x0077_0121, 0x0077_0123, 0x0077_0134, 0x0077_014D, 0x0077_014F, 0x0077_0151,
        0x0077_0153, 0x0077_0162, 0x0077_0164, 0x0077_0166, 0x0077_0179, 0x0077_017B, 0x0077_017D, 0x0077_021A,
        0x0077_0402, 0x0077_0408, 0x0077_040B, 0x0077_0410, 0x0077_0422, 0x0077_042A, 0x0077_0435, 0x0077_043E,
        0x0077_0441, 0x0077_0444, 0x0077_0450, 0x0077_0451, 0x0077_0454, 0x0077_2019, 0x0077_201A, 0x0077_201D,
        0x0077_201E, 0x0077_2026, 0x0077_2039, 0x0077_20AB,
        // U+0078 LATIN SMALL LETTER X
        0x0078_002B, 0x0078_002D, 0x0078_003D, 0x0078_0054, 0x0078_0063, 0x0078_0064, 0x0078_0065, 0x0078_0067,
        0x0078_006F, 0x0078_0071, 0x0078_007E, 0x0078_00A2, 0x0078_00AB, 0x0078_00AC, 0x0078_00AD, 0x0078_00B1,
        0x0078_00B7, 0x0078_00E7, 0x0078_00E8, 0x0078_00E9, 0x0078_00EA, 0x0078_00EB, 0x0078_00F0, 0x0078_00F2,
        0x0078_00F3, 0x0078_00F4, 0x0078_00F5, 0x0078_00F6, 0x0078_00F7, 0x0078_00F8, 0x0078_0107, 0x0078_0109,
        0x0078_010B, 0x0078_010D, 0x0078_010F, 0x0078_0111, 0x0078_0113, 0x0078_0115, 0x0078_0117, 0x0078_0119,
        0x0078_011B, 0x0078_011D, 0x0078_011F, 0x0078_0121, 0x0078_0123, 0x0078_014D, 0x0078_014F, 0x0078_0151,
        0x0078_0153, 0x0078_0162, 0x0078_0164, 0x0078_0166, 0x0078_021A, 0x0078_0402, 0x0078_040B, 0x0078_0422,
        0x0078_042A, 0x0078_0435, 0x0078_043E, 0x0078_0441, 0x0078_0444, 0x0078_0450, 0x0078_0451, 0x0078_0454,
        0x0078_2039, 0x0078_20AB, 0x0078_2192, 0x0078_2212, 0x0078_2248, 0x0078_2264, 0x0078_2265,
        // U+0079 LATIN SMALL LETTER Y
        0x0079_002C, 0x0079_002E, 0x0079_002F, 0x0079_003C, 0x0079_003D, 0x0079_0041, 0x0079_004A, 0x0079_0054,
        0x0079_0059, 0x0079_005F, 0x0079_0061, 0x0079_0063, 0x0079_0064, 0x0079_0065, 0x0079_0067, 0x0079_006F,
        0x0079_0071, 0x0079_00A2, 0x0079_00AB, 0x0079_00AC, 0x0079_00B1, 0x0079_00C0, 0x0079_00C1, 0x0079_00C2,
        0x0079_00C3, 0x0079_00C4, 0x0079_00C5, 0x0079_00C6, 0x0079_00DD, 0x0079_00E0, 0x0079_00E1, 0x0079_00E2,
        0x0079_00E3, 0x0079_00E4, 0x0079_00E5, 0x0079_00E6, 0x0079_00E7, 0x0079_00E8, 0x0079_00E9, 0x0079_00EA,
        0x0079_00EB, 0x0079_00EE, 0x0079_00EF, 0x0079_00F0, 0x0079_00F2, 0x0079_00F3, 0x0079_00F4, 0x0079_00F5,
        0x0079_00F6, 0x0079_00F8, 0x0079_0100, 0x0079_0101, 0x0079_0102, 0x0079_0103, 0x0079_0104, 0x0079_0105,
        0x0079_0107, 0x0079_0109, 0x0079_010B, 0x0079_010D, 0x0079_010F, 0x0079_0111, 0x0079_0113, 0x0079_0115,
        0x0079_0117, 0x0079_0119, 0x0079_011B, 0x0079_011D, 0x0079_011F, 0x0079_0121, 0x0079_0123, 0x0079_0127,
        0x0079_0129, 0x0079_012B, 0x0079_012D, 0x0079_0134, 0x0079_014D, 0x0079_014F, 0x0079_0151, 0x0079_0153,
        0x0079_0162, 0x0079_0164, 0x0079_0166, 0x0079_0176, 0x0079_0178, 0x0079_021A, 0x0079_0402, 0x0079_0408,
        0x0079_040B, 0x0079_0410, 0x0079_0422, 0x0079_0423, 0x0079_042A, 0x0079_0430, 0x0079_0434, 0x0079_0435,
        0x0079_043B, 0x0079_043E, 0x0079_0441, 0x0079_0444, 0x0079_0447, 0x0079_0450, 0x0079_0451, 0x0079_0454,
        0x0079_0457, 0x0079_0459, 0x0079_2019, 0x0079_201A, 0x0079_201D, 0x0079_201E, 0x0079_2026, 0x0079_2039,
        0x0079_20AB, 0x0079_2248, 0x0079_2264, 0x0079_2265,
        // U+007A LATIN SMALL LETTER Z
        0x007A_0054, 0x007A_0063, 0x007A_0064, 0x007A_0065, 0x007A_0067, 0x007A_006F, 0x007A_0071, 0x007A_00A2,
        0x007A_00E7, 0x007A_00E8, 0x007A_00E9, 0x007A_00EA, 0x007A_00EB, 0x007A_00F0, 0x007A_00F2, 0x007A_00F3,
        0x007A_00F4, 0x007A_00F5, 0x007A_00F6, 0x007A_00F8, 0x007A_0107, 0x007A_0109, 0x007A_010B, 0x007A_010D,
        0x007A_010F, 0x007A_0111, 0x007A_0113, 0x007A_0115, 0x007A_0117, 0x007A_0119, 0x007A_011B, 0x007A_011D,
        0x007A_011F, 0x007A_0121, 0x007A_0123, 0x007A_014D, 0x007A_014F, 0x007A_0151, 0x007A_0153, 0x007A_0162,
        0x007A_0164, 0x007A_0166, 0x007A_021A, 0x007A_0402, 0x007A_040B, 0x007A_0422, 0x007A_042A, 0x007A_0435,
        0x007A_043E, 0x007A_0441, 0x007A_0444, 0x007A_0450, 0x007A_0451, 0x007A_0454, 0x007A_20AB,
        // U+007B LEFT CURLY BRACKET
        0x007B_0063, 0x007B_0064, 0x007B_0065, 0x007B_0067, 0x007B_006A, 0x007B_006F, 0x007B_0071, 0x007B_00A2,
        0x007B_00E7, 0x007B_00E8, 0x007B_00E9, 0x007B_00EA, 0x007B_00EB, 0x007B_00F0, 0x007B_00F2, 0x007B_00F3,
        0x007B_00F4, 0x007B_00F5, 0x007B_00F6, 0x007B_00F8, 0x007B_0107, 0x007B_0109, 0x007B_010B, 0x007B_010D,
        0x007B_010F, 0x007B_0111, 0x007B_0113, 0x007B_0115, 0x007B_0117, 0x007B_0119, 0x007B_011B, 0x007B_011D,
        0x007B_011F, 0x007B_0121, 0x007B_0123, 0x007B_0135, 0x007B_014D, 0x007B_014F, 0x007B_0151, 0x007B_0153,
        0x007B_0435, 0x007B_043E, 0x007B_0441, 0x007B_0444, 0x007B_0450, 0x007B_0451, 0x007B_0454, 0x007B_0458,
        0x007B_20AB,
        // U+007C VERTICAL LINE
        0x007C_005F, 0x007C_00CF, 0x007C_00EF, 0x007C_0129, 0x007C_012B, 0x007C_012D, 0x007C_012F, 0x007C_0457,
        // U+007D RIGHT CURLY BRACKET
        0x007D_2018, 0x007D_201C,
        // U+007E TILDE
        0x007E_0032, 0x007E_0033, 0x007E_0037, 0x007E_0054, 0x007E_0056, 0x007E_0057, 0x007E_0058, 0x007E_0059,
        0x007E_005C, 0x007E_0078, 0x007E_00B6, 0x007E_00DD, 0x007E_0162, 0x007E_0164, 0x007E_0166, 0x007E_0174,
        0x007E_0176, 0x007E_0178, 0x007E_021A, 0x007E_0402, 0x007E_040B, 0x007E_0416, 0x007E_0417, 0x007E_0422,
        0x007E_0423, 0x007E_0425, 0x007E_042A, 0x007E_0436, 0x007E_0442, 0x007E_0445, 0x007E_044A, 0x007E_2018,
        0x007E_201C,
        // U+00A1 INVERTED EXCLAMATION MARK
        0x00A1_0054, 0x00A1_0056, 0x00A1_0059, 0x00A1_005C, 0x00A1_00DD, 0x00A1_0162, 0x00A1_0164, 0x00A1_0166,
        0x00A1_0176, 0x00A1_0178, 0x00A1_021A, 0x00A1_0402, 0x00A1_040B, 0x00A1_0422, 0x00A1_0423, 0x00A1_042A,
        0x00A1_2018, 0x00A1_201C,
        // U+00A2 CENT SIGN
        0x00A2_0054, 0x00A2_0059, 0x00A2_0078, 0x00A2_00AE, 0x00A2_00DD, 0x00A2_0162, 0x00A2_0164, 0x00A2_0166,
        0x00A2_0176, 0x00A2_0178, 0x00A2_021A, 0x00A2_0402, 0x00A2_040B, 0x00A2_0422, 0x00A2_0423, 0x00A2_042A,
        0x00A2_0436, 0x00A2_0442, 0x00A2_0445, 0x00A2_044A,
        // U+00A5 YEN SIGN
        0x00A5_0069, 0x00A5_00EC, 0x00A5_00ED, 0x00A5_00EE, 0x00A5_012F, 0x00A5_0131, 0x00A5_0133, 0x00A5_044B,
        0x00A5_0456,
        // U+00A9 COPYRIGHT SIGN
        0x00A9_002C, 0x00A9_002E, 0x00A9_002F, 0x00A9_0041, 0x00A9_0054, 0x00A9_0056, 0x00A9_0058, 0x00A9_0059,
        0x00A9_005C, 0x00A9_005F, 0x00A9_00AE, 0x00A9_00C0, 0x00A9_00C1, 0x00A9_00C2, 0x00A9_00C3, 0x00A9_00C4,
        0x00A9_00C5, 0x00A9_00C6, 0x00A9_00DD, 0x00A9_0100, 0x00A9_0102, 0x00A9_0104, 0x00A9_0162, 0x00A9_0164,
        0x00A9_0166, 0x00A9_0176, 0x00A9_0178, 0x00A9_021A, 0x00A9_0402, 0x00A9_040B, 0x00A9_0410, 0x00A9_0416,
        0x00A9_0422, 0x00A9_0423, 0x00A9_0425, 0x00A9_042A, 0x00A9_2018, 0x00A9_201A, 0x00A9_201C, 0x00A9_201E,
        0x00A9_2026,
        // U+00AA FEMININE ORDINAL INDICATOR
        0x00AA_0026, 0x00AA_0041, 0x00AA_004A, 0x00AA_0063, 0x00AA_0064, 0x00AA_0065, 0x00AA_0067, 0x00AA_006F,
        0x00AA_0071, 0x00AA_00A2, 0x00AA_00C0, 0x00AA_00C1, 0x00AA_00C2, 0x00AA_00C3, 0x00AA_00C4, 0x00AA_00C5,
        0x00AA_00C6, 0x00AA_00E7, 0x00AA_00E8, 0x00AA_00E9, 0x00AA_00EA, 0x00AA_00EB, 0x00AA_00F0, 0x00AA_00F2,
        0x00AA_00F3, 0x00AA_00F4, 0x00AA_00F5, 0x00AA_00F6, 0x00AA_00F8, 0x00AA_0100, 0x00AA_0102, 0x00AA_0104,
        0x00AA_0107, 0x00AA_0109, 0x00AA_010B, 0x00AA_010D, 0x00AA_010F, 0x00AA_0111, 0x00AA_0113, 0x00AA_0115,
        0x00AA_0117, 0x00AA_0119, 0x00AA_011B, 0x00AA_011D, 0x00AA_011F, 0x00AA_0121, 0x00AA_0123, 0x00AA_0126,
        0x00AA_0134, 0x00AA_014D, 0x00AA_014F, 0x00AA_0151, 0x00AA_0153, 0x00AA_0408, 0x00AA_0410, 0x00AA_0435,
        0x00AA_043E, 0x00AA_0441, 0x00AA_0444, 0x00AA_0450, 0x00AA_0451, 0x00AA_0454, 0x00AA_20AB,
        // U+00AB LEFT-POINTING DOUBLE ANGLE QUOTATION MARK
        0x00AB_0041, 0x00AB_0054, 0x00AB_0059, 0x00AB_00C0, 0x00AB_00C1, 0x00AB_00C2, 0x00AB_00C3, 0x00AB_00C4,
        0x00AB_00C5, 0x00AB_00C6, 0x00AB_00DD, 0x00AB_0100, 0x00AB_0102, 0x00AB_0104, 0x00AB_0162, 0x00AB_0164,
        0x00AB_0166, 0x00AB_0176, 0x00AB_0178, 0x00AB_021A, 0x00AB_0402, 0x00AB_040B, 0x00AB_0410, 0x00AB_0422,
        0x00AB_0423, 0x00AB_042A,
        // U+00AC NOT SIGN
        0x00AC_042A,
        // U+00AD SOFT HYPHEN
        0x00AD_0032, 0x00AD_0033, 0x00AD_0037, 0x00AD_0054, 0x00AD_0056, 0x00AD_0057, 0x00AD_0058, 0x00AD_0059,
        0x00AD_005C, 0x00AD_0078, 0x00AD_00B6, 0x00AD_00DD, 0x00AD_0162, 0x00AD_0164, 0x00AD_0166, 0x00AD_0174,
        0x00AD_0176, 0x00AD_0178, 0x00AD_021A, 0x00AD_0402, 0x00AD_040B, 0x00AD_0416, 0x00AD_0417, 0x00AD_0422,
        0x00AD_0423, 0x00AD_0425, 0x00AD_042A, 0x00AD_0436, 0x00AD_0442, 0x00AD_0445, 0x00AD_044A, 0x00AD_2018,
        0x00AD_201C,
        // U+00AE REGISTERED SIGN
        0x00AE_0026, 0x00AE_0034, 0x00AE_0041, 0x00AE_0043, 0x00AE_0047, 0x00AE_004A, 0x00AE_004F, 0x00AE_0051,
        0x00AE_0058, 0x00AE_0059, 0x00AE_0061, 0x00AE_0063, 0x00AE_0064, 0x00AE_0065, 0x00AE_0067, 0x00AE_006F,
        0x00AE_0071, 0x00AE_0073, 0x00AE_00A2, 0x00AE_00A9, 0x00AE_00C0, 0x00AE_00C1, 0x00AE_00C2, 0x00AE_00C3,
        0x00AE_00C4, 0x00AE_00C5, 0x00AE_00C6, 0x00AE_00C7, 0x00AE_00D2, 0x00AE_00D3, 0x00AE_00D4, 0x00AE_00D5,
        0x00AE_00D6, 0x00AE_00D8, 0x00AE_00DD, 0x00AE_00E0, 0x00AE_00E1, 0x00AE_00E2, 0x00AE_00E3, 0x00AE_00E4,
        0x00AE_00E5, 0x00AE_00E6, 0x00AE_00E7, 0x00AE_00E8, 0x00AE_00E9, 0x00AE_00EA, 0x00AE_00EB, 0x00AE_00F0,
        0x00AE_00F2, 0x00AE_00F3, 0x00AE_00F4, 0x00AE_00F5, 0x00AE_00F6, 0x00AE_00F8, 0x00AE_0100, 0x00AE_0101,
        0x00AE_0102, 0x00AE_0103, 0x00AE_0104, 0x00AE_0105, 0x00AE_0106, 0x00AE_0107, 0x00AE_0108, 0x00AE_0109,
        0x00AE_010A, 0x00AE_010B, 0x00AE_010C, 0x00AE_010D, 0x00AE_010F, 0x00AE_0111, 0x00AE_0113, 0x00AE_0115,
        0x00AE_0117, 0x00AE_0119, 0x00AE_011B, 0x00AE_011C, 0x00AE_011D, 0x00AE_011E, 0x00AE_011F, 0x00AE_0120,
        0x00AE_0121, 0x00AE_0122, 0x00AE_0123, 0x00AE_0134, 0x00AE_014C, 0x00AE_014D, 0x00AE_014E, 0x00AE_014F,
        0x00AE_0150, 0x00AE_0151, 0x00AE_0152, 0x00AE_0153, 0x00AE_015B, 0x00AE_015D, 0x00AE_015F, 0x00AE_0161,
        0x00AE_0176, 0x00AE_0178, 0x00AE_0219, 0x00AE_0404, 0x00AE_0408, 0x00AE_0410, 0x00AE_0416, 0x00AE_041E,
        0x00AE_0421, 0x00AE_0423, 0x00AE_0424, 0x00AE_0425, 0x00AE_042D, 0x00AE_0430, 0x00AE_0435, 0x00AE_043E,
        0x00AE_0441, 0x00AE_0444, 0x00AE_0447, 0x00AE_044F, 0x00AE_0450, 0x00AE_0451, 0x00AE_0454, 0x00AE_0455,
        0x00AE_20A1, 0x00AE_20AB, 0x00AE_20B2, 0x00AE_20B5,
        // U+00B0 DEGREE SIGN
        0x00B0_0026, 0x00B0_002C, 0x00B0_002E, 0x00B0_0034, 0x00B0_0041, 0x00B0_0043, 0x00B0_0047, 0x00B0_004A,
        0x00B0_004F, 0x00B0_0051, 0x00B0_005F, 0x00B0_00A9, 0x00B0_00C0, 0x00B0_00C1, 0x00B0_00C2, 0x00B0_00C3,
        0x00B0_00C4, 0x00B0_00C5, 0x00B0_00C6, 0x00B0_00C7, 0x00B0_00D0, 0x00B0_00D2, 0x00B0_00D3, 0x00B0_00D4,
        0x00B0_00D5, 0x00B0_00D6, 0x00B0_00D8, 0x00B0_0100, 0x00B0_0102, 0x00B0_0104, 0x00B0_0106, 0x00B0_0108,
        0x00B0_010A, 0x00B0_010C, 0x00B0_011C, 0x00B0_011E, 0x00B0_0120, 0x00B0_0122, 0x00B0_0134, 0x00B0_014C,
        0x00B0_014E, 0x00B0_0150, 0x00B0_0152, 0x00B0_0404, 0x00B0_0408, 0x00B0_0409, 0x00B0_0410, 0x00B0_041B,
        0x00B0_041E, 0x00B0_0421, 0x00B0_0424, 0x00B0_042D, 0x00B0_2026, 0x00B0_20A1, 0x00B0_20B2, 0x00B0_20B5,
        // U+00B1 PLUS-MINUS SIGN
        0x00B1_0041, 0x00B1_0056, 0x00B1_0057, 0x00B1_0058, 0x00B1_0059, 0x00B1_005C, 0x00B1_0076, 0x00B1_0078,
        0x00B1_0079, 0x00B1_00C0, 0x00B1_00C1, 0x00B1_00C2, 0x00B1_00C3, 0x00B1_00C4, 0x00B1_00C5, 0x00B1_00C6,
        0x00B1_00DD, 0x00B1_00FD, 0x00B1_00FF, 0x00B1_0100, 0x00B1_0102, 0x00B1_0104, 0x00B1_0174, 0x00B1_0176,
        0x00B1_0177, 0x00B1_0178, 0x00B1_0410, 0x00B1_0416, 0x00B1_0423, 0x00B1_0425, 0x00B1_042A, 0x00B1_0436,
        0x00B1_0443, 0x00B1_0445, 0x00B1_045E, 0x00B1_2018, 0x00B1_201C, 0x00B1_20B8,
        // U+00B3 SUPERSCRIPT THREE
        0x00B3_002C, 0x00B3_002E, 0x00B3_0034, 0x00B3_0041, 0x00B3_004A, 0x00B3_0074, 0x00B3_00AB, 0x00B3_00C0,
        0x00B3_00C1, 0x00B3_00C2, 0x00B3_00C3, 0x00B3_00C4, 0x00B3_00C5, 0x00B3_00C6, 0x00B3_0100, 0x00B3_0102,
        0x00B3_0104, 0x00B3_0126, 0x00B3_0134, 0x00B3_0163, 0x00B3_0165, 0x00B3_0167, 0x00B3_021B, 0x00B3_0408,
        0x00B3_0410, 0x00B3_201A, 0x00B3_201E, 0x00B3_2026, 0x00B3_2039,
        // U+00B5 MICRO SIGN
        0x00B5_002B, 0x00B5_002D, 0x00B5_002F, 0x00B5_003C, 0x00B5_0054, 0x00B5_0059, 0x00B5_005F, 0x00B5_007E,
        0x00B5_00AC, 0x00B5_00AD, 0x00B5_00B7, 0x00B5_00DD, 0x00B5_00F7, 0x00B5_0162, 0x00B5_0164, 0x00B5_0166,
        0x00B5_0176, 0x00B5_0178, 0x00B5_021A, 0x00B5_0402, 0x00B5_040B, 0x00B5_0422, 0x00B5_0423, 0x00B5_042A,
        0x00B5_2018, 0x00B5_2019, 0x00B5_201C, 0x00B5_201D, 0x00B5_2192, 0x00B5_2212,
        // U+00B6 PILCROW SIGN
        0x00B6_005F, 0x00B6_00CF, 0x00B6_00EF, 0x00B6_0129, 0x00B6_012B, 0x00B6_012D, 0x00B6_012F, 0x00B6_0457,
        // U+00B7 MIDDLE DOT
        0x00B7_0032, 0x00B7_0033, 0x00B7_0037, 0x00B7_0041, 0x00B7_004A, 0x00B7_0054, 0x00B7_0056, 0x00B7_0057,
        0x00B7_0058, 0x00B7_0059, 0x00B7_005C, 0x00B7_0078, 0x00B7_00B6, 0x00B7_00C0, 0x00B7_00C1, 0x00B7_00C2,
        0x00B7_00C3, 0x00B7_00C4, 0x00B7_00C5, 0x00B7_00C6, 0x00B7_00DD, 0x00B7_0100, 0x00B7_0102, 0x00B7_0104,
        0x00B7_0134, 0x00B7_0162, 0x00B7_0164, 0x00B7_0166, 0x00B7_0174, 0x00B7_0176, 0x00B7_0178, 0x00B7_021A,
        0x00B7_0402, 0x00B7_0408, 0x00B7_040B, 0x00B7_0410, 0x00B7_0416, 0x00B7_0417, 0x00B7_0422, 0x00B7_0423,
        0x00B7_0425, 0x00B7_042A, 0x00B7_0436, 0x00B7_0442, 0x00B7_0445, 0x00B7_044A, 0x00B7_2018, 0x00B7_201C,
        // U+00BA MASCULINE ORDINAL INDICATOR
        0x00BA_0026, 0x00BA_0041, 0x00BA_004A, 0x00BA_0063, 0x00BA_0064, 0x00BA_0065, 0x00BA_0067, 0x00BA_006F,
        0x00BA_0071, 0x00BA_00A2, 0x00BA_00C0, 0x00BA_00C1, 0x00BA_00C2, 0x00BA_00C3, 0x00BA_00C4, 0x00BA_00C5,
        0x00BA_00C6, 0x00BA_00E7, 0x00BA_00E8, 0x00BA_00E9, 0x00BA_00EA, 0x00BA_00EB, 0x00BA_00F0, 0x00BA_00F2,
        0x00BA_00F3, 0x00BA_00F4, 0x00BA_00F5, 0x00BA_00F6, 0x00BA_00F8, 0x00BA_0100, 0x00BA_0102, 0x00BA_0104,
        0x00BA_0107, 0x00BA_0109, 0x00BA_010B, 0x00BA_010D, 0x00BA_010F, 0x00BA_0111, 0x00BA_0113, 0x00BA_0115,
        0x00BA_0117, 0x00BA_0119, 0x00BA_011B, 0x00BA_011D, 0x00BA_011F, 0x00BA_0121, 0x00BA_0123, 0x00BA_0126,
        0x00BA_0134, 0x00BA_014D, 0x00BA_014F, 0x00BA_0151, 0x00BA_0153, 0x00BA_0408, 0x00BA_0410, 0x00BA_0435,
        0x00BA_043E, 0x00BA_0441, 0x00BA_0444, 0x00BA_0450, 0x00BA_0451, 0x00BA_0454, 0x00BA_20AB,
        // U+00BB RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK
        0x00BB_0031, 0x00BB_0032, 0x00BB_0033, 0x00BB_0037, 0x00BB_0038, 0x00BB_0041, 0x00BB_0054, 0x00BB_0056,
        0x00BB_0057, 0x00BB_0058, 0x00BB_0059, 0x00BB_005A, 0x00BB_005C, 0x00BB_0076, 0x00BB_0077, 0x00BB_0078,
        0x00BB_0079, 0x00BB_00C0, 0x00BB_00C1, 0x00BB_00C2, 0x00BB_00C3, 0x00BB_00C4, 0x00BB_00C5, 0x00BB_00C6,
        0x00BB_00DD, 0x00BB_00FD, 0x00BB_00FF, 0x00BB_0100, 0x00BB_0102, 0x00BB_0104, 0x00BB_0162, 0x00BB_0164,
        0x00BB_0166, 0x00BB_0174, 0x00BB_0175, 0x00BB_0176, 0x00BB_0177, 0x00BB_0178, 0x00BB_0179, 0x00BB_017B,
        0x00BB_017D, 0x00BB_021A, 0x00BB_0402, 0x00BB_0409, 0x00BB_040B, 0x00BB_0410, 0x00BB_0416, 0x00BB_041B,
        0x00BB_0422, 0x00BB_0423, 0x00BB_0425, 0x00BB_042A, 0x00BB_0436, 0x00BB_0443, 0x00BB_0445, 0x00BB_045E,
        0x00BB_2018, 0x00BB_201C,
        // U+00BF INVERTED QUESTION MARK
        0x00BF_0166, 0x00BF_2018, 0x00BF_2019, 0x00BF_201C, 0x00BF_201D,
        // U+00C0 LATIN CAPITAL LETTER A WITH GRAVE
        0x00C0_0022, 0x00C0_0027, 0x00C0_002A, 0x00C0_0031, 0x00C0_003D, 0x00C0_003F, 0x00C0_0043, 0x00C0_0047,
        0x00C0_004F, 0x00C0_0051, 0x00C0_0054, 0x00C0_0056, 0x00C0_0057, 0x00C0_0059, 0x00C0_005C, 0x00C0_005E,
        0x00C0_0069, 0x00C0_0074, 0x00C0_0076, 0x00C0_0077, 0x00C0_0079, 0x00C0_00A9, 0x00C0_00AA, 0x00C0_00AB,
        0x00C0_00AE, 0x00C0_00B0, 0x00C0_00B1, 0x00C0_00B6, 0x00C0_00B7, 0x00C0_00BA, 0x00C0_00BB, 0x00C0_00C7,
        0x00C0_00D2, 0x00C0_00D3, 0x00C0_00D4, 0x00C0_00D5, 0x00C0_00D6, 0x00C0_00D8, 0x00C0_00DD, 0x00C0_00EC,
        0x00C0_00ED, 0x00C0_00EE, 0x00C0_00EF, 0x00C0_00FD, 0x00C0_00FF, 0x00C0_0106, 0x00C0_0108, 0x00C0_010A,
        0x00C0_010C, 0x00C0_011C, 0x00C0_011E, 0x00C0_0120, 0x00C0_0122, 0x00C0_0129, 0x00C0_012B, 0x00C0_012D,
        0x00C0_012F, 0x00C0_0131, 0x00C0_0133, 0x00C0_014C, 0x00C0_014E, 0x00C0_0150, 0x00C0_0152, 0x00C0_0162,
        0x00C0_0163, 0x00C0_0164, 0x00C0_0165, 0x00C0_0166, 0x00C0_0167, 0x00C0_0174, 0x00C0_0175, 0x00C0_0176,
        0x00C0_0177, 0x00C0_0178, 0x00C0_021A, 0x00C0_021B, 0x00C0_0402, 0x00C0_0404, 0x00C0_040B, 0x00C0_041E,
        0x00C0_0421, 0x00C0_0422, 0x00C0_0423, 0x00C0_0424, 0x00C0_042A, 0x00C0_042D, 0x00C0_0443, 0x00C0_044B,
        0x00C0_0456, 0x00C0_0457, 0x00C0_045E, 0x00C0_2018, 0x00C0_2019, 0x00C0_201C, 0x00C0_201D, 0x00C0_2039,
        0x00C0_203A, 0x00C0_20A1, 0x00C0_20B2, 0x00C0_20B5, 0x00C0_2248, 0x00C0_2264, 0x00C0_2265,
        // U+00C1 LATIN CAPITAL LETTER A WITH ACUTE
        0x00C1_0022, 0x00C1_0027, 0x00C1_002A, 0x00C1_0031, 0x00C1_003D, 0x00C1_003F, 0x00C1_0043, 0x00C1_0047,
        0x00C1_004F, 0x00C1_0051, 0x00C1_0054, 0x00C1_0056, 0x00C1_0057, 0x00C1_0059, 0x00C1_005C, 0x00C1_005E,
        0x00C1_0069, 0x00C1_0074, 0x00C1_0076, 0x00C1_0077, 0x00C1_0079, 0x00C1_00A9, 0x00C1_00AA, 0x00C1_00AB,
        0x00C1_00AE, 0x00C1_00B0, 0x00C1_00B1, 0x00C1_00B6, 0x00C1_00B7, 0x00C1_00BA, 0x00C1_00BB, 0x00C1_00C7,
        0x00C1_00D2, 0x00C1_00D3, 0x00C1_00D4, 0x00C1_00D5, 0x00C1_00D6, 0x00C1_00D8, 0x00C1_00DD, 0x00C1_00EC,
        0x00C1_00ED, 0x00C1_00EE, 0x00C1_00EF, 0x00C1_00FD, 0x00C1_00FF, 0x00C1_0106, 0x00C1_0108, 0x00C1_010A,
        0x00C1_010C, 0x00C1_011C, 0x00C1_011E, 0x00C1_0120, 0x00C1_0122, 0x00C1_0129, 0x00C1_012B, 0x00C1_012D,
        0x00C1_012F, 0x00C1_0131, 0x00C1_0133, 0x00C1_014C, 0x00C1_014E, 0x00C1_0150, 0x00C1_0152, 0x00C1_0162,
        0x00C1_0163, 0x00C1_0164, 0x00C1_0165, 0x00C1_0166, 0x00C1_0167, 0x00C1_0174, 0x00C1_0175, 0x00C1_0176,
        0x00C1_0177, 0x00C1_0178, 0x00C1_021A, 0x00C1_021B, 0x00C1_0402, 0x00C1_0404, 0x00C1_040B, 0x00C1_041E,
        0x00C1_0421, 0x00C1_0422, 0x00C1_0423, 0x00C1_0424, 0x00C1_042A, 0x00C1_042D, 0x00C1_0443, 0x00C1_044B,
        0x00C1_0456, 0x00C1_0457, 0x00C1_045E, 0x00C1_2018, 0x00C1_2019, 0x00C1_201C, 0x00C1_201D, 0x00C1_2039,
        0x00C1_203A, 0x00C1_20A1, 0x00C1_20B2, 0x00C1_20B5, 0x00C1_2248, 0x00C1_2264, 0x00C1_2265,
        // U+00C2 LATIN CAPITAL LETTER A WITH CIRCUMFLEX
        0x00C2_0022, 0x00C2_0027, 0x00C2_002A, 0x00C2_0031, 0x00C2_003D, 0x00C2_003F, 0x00C2_0043, 0x00C2_0047,
        0x00C2_004F, 0x00C2_0051, 0x00C2_0054, 0x00C2_0056, 0x00C2_0057, 0x00C2_0059, 0x00C2_005C, 0x00C2_005E,
        0x00C2_0069, 0x00C2_0074, 0x00C2_0076, 0x00C2_0077, 0x00C2_0079, 0x00C2_00A9, 0x00C2_00AA, 0x00C2_00AB,
        0x00C2_00AE, 0x00C2_00B0, 0x00C2_00B1, 0x00C2_00B6, 0x00C2_00B7, 0x00C2_00BA, 0x00C2_00BB, 0x00C2_00C7,
        0x00C2_00D2, 0x00C2_00D3, 0x00C2_00D4, 0x00C2_00D5, 0x00C2_00D6, 0x00C2_00D8, 0x00C2_00DD, 0x00C2_00EC,
        0x00C2_00ED, 0x00C2_00EE, 0x00C2_00EF, 0x00C2_00FD, 0x00C2_00FF, 0x00C2_0106, 0x00C2_0108, 0x00C2_010A,
        0x00C2_010C, 0x00C2_011C, 0x00C2_011E, 0x00C2_0120, 0x00C2_0122, 0x00C2_0129, 0x00C2_012B, 0x00C2_012D,
        0x00C2_012F, 0x00C2_0131, 0x00C2_0133, 0x00C2_014C, 0x00C2_014E, 0x00C2_0150, 0x00C2_0152, 0x00C2_0162,
        0x00C2_0163, 0x00C2_0164, 0x00C2_0165, 0x00C2_0166, 0x00C2_0167, 0x00C2_0174, 0x00C2_0175, 0x00C2_0176,
        0x00C2_0177, 0x00C2_0178, 0x00C2_021A, 0x00C2_021B, 0x00C2_0402, 0x00C2_0404, 0x00C2_040B, 0x00C2_041E,
        0x00C2_0421, 0x00C2_0422, 0x00C2_0423, 0x00C2_0424, 0x00C2_042A, 0x00C2_042D, 0x00C2_0443, 0x00C2_044B,
        0x00C2_0456, 0x00C2_0457, 0x00C2_045E, 0x00C2_2018, 0x00C2_2019, 0x00C2_201C, 0x00C2_201D, 0x00C2_2039,
        0x00C2_203A, 0x00C2_20A1, 0x00C2_20B2, 0x00C2_20B5, 0x00C2_2248, 0x00C2_2264, 0x00C2_2265,
        // U+00C3 LATIN CAPITAL LETTER A WITH TILDE
        0x00C3_0022, 0x00C3_0027, 0x00C3_002A, 0x00C3_0031, 0x00C3_003D, 0x00C3_003F, 0x00C3_0043, 0x00C3_0047,
        0x00C3_004F, 0x00C3_0051, 0x00C3_0054, 0x00C3_0056, 0x00C3_0057, 0x00C3_0059, 0x00C3_005C, 0x00C3_005E,
        0x00C3_0069, 0x00C3_0074, 0x00C3_0076, 0x00C3_0077, 0x00C3_0079, 0x00C3_00A9, 0x00C3_00AA, 0x00C3_00AB,
        0x00C3_00AE, 0x00C3_00B0, 0x00C3_00B1, 0x00C3_00B6, 0x00C3_00B7, 0x00C3_00BA, 0x00C3_00BB, 0x00C3_00C7,
        0x00C3_00D2, 0x00C3_00D3, 0x00C3_00D4, 0x00C3_00D5, 0x00C3_00D6, 0x00C3_00D8, 0x00C3_00DD, 0x00C3_00EC,
        0x00C3_00ED, 0x00C3_00EE, 0x00C3_00EF, 0x00C3_00FD, 0x00C3_00FF, 0x00C3_0106, 0x00C3_0108, 0x00C3_010A,
        0x00C3_010C, 0x00C3_011C, 0x00C3_011E, 0x00C3_0120, 0x00C3_0122, 0x00C3_0129, 0x00C3_012B, 0x00C3_012D,
        0x00C3_012F, 0x00C3_0131, 0x00C3_0133, 0x00C3_014C, 0x00C3_014E, 0x00C3_0150, 0x00C3_0152, 0x00C3_0162,
        0x00C3_0163, 0x00C3_0164, 0x00C3_0165, 0x00C3_0166, 0x00C3_0167, 0x00C3_0174, 0x00C3_0175, 0x00C3_0176,
        0x00C3_0177, 0x00C3_0178, 0x00C3_021A, 0x00C3_021B, 0x00C3_0402, 0x00C3_0404, 0x00C3_040B, 0x00C3_041E,
        0x00C3_0421, 0x00C3_0422, 0x00C3_0423, 0x00C3_0424, 0x00C3_042A, 0x00C3_042D, 0x00C3_0443, 0x00C3_044B,
        0x00C3_0456, 0x00C3_0457, 0x00C3_045E, 0x00C3_2018, 0x00C3_2019, 0x00C3_201C, 0x00C3_201D, 0x00C3_2039,
        0x00C3_203A, 0x00C3_20A1, 0x00C3_20B2, 0x00C3_20B5, 0x00C3_2248, 0x00C3_2264, 0x00C3_2265,
        // U+00C4 LATIN CAPITAL LETTER A WITH DIAERESIS
        0x00C4_0022, 0x00C4_0027, 0x00C4_002A, 0x00C4_0031, 0x00C4_003D, 0x00C4_003F, 0x00C4_0043, 0x00C4_0047,
        0x00C4_004F, 0x00C4_0051, 0x00C4_0054, 0x00C4_0056, 0x00C4_0057, 0x00C4_0059, 0x00C4_005C, 0x00C4_005E,
        0x00C4_0069, 0x00C4_0074, 0x00C4_0076, 0x00C4_0077, 0x00C4_0079, 0x00C4_00A9, 0x00C4_00AA, 0x00C4_00AB,
        0x00C4_00AE, 0x00C4_00B0, 0x00C4_00B1, 0x00C4_00B6, 0x00C4_00B7, 0x00C4_00BA, 0x00C4_00BB, 0x00C4_00C7,
        0x00C4_00D2, 0x00C4_00D3, 0x00C4_00D4, 0x00C4_00D5, 0x00C4_00D6, 0x00C4_00D8, 0x00C4_00DD, 0x00C4_00EC,
        0x00C4_00ED, 0x00C4_00EE, 0x00C4_00EF, 0x00C4_00FD, 0x00C4_00FF, 0x00C4_0106, 0x00C4_0108, 0x00C4_010A,
        0x00C4_010C, 0x00C4_011C, 0x00C4_011E, 0x00C4_0120, 0x00C4_0122, 0x00C4_0129, 0x00C4_012B, 0x00C4_012D,
        0x00C4_012F, 0x00C4_0131, 0x00C4_0133, 0x00C4_014C, 0x00C4_014E, 0x00C4_0150, 0x00C4_0152, 0x00C4_0162,
        0x00C4_0163, 0x00C4_0164, 0x00C4_0165, 0x00C4_0166, 0x00C4_0167, 0x00C4_0174, 0x00C4_0175, 0x00C4_0176,
        0x00C4_0177, 0x00C4_0178, 0x00C4_021A, 0x00C4_021B, 0x00C4_0402, 0x00C4_0404, 0x00C4_040B, 0x00C4_041E,
        0x00C4_0421, 0x00C4_0422, 0x00C4_0423, 0x00C4_0424, 0x00C4_042A, 0x00C4_042D, 0x00C4_0443, 0x00C4_044B,
        0x00C4_0456, 0x00C4_0457, 0x00C4_045E, 0x00C4_2018, 0x00C4_2019, 0x00C4_201C, 0x00C4_201D, 0x00C4_2039,
        0x00C4_203A, 0x00C4_20A1, 0x00C4_20B2, 0x00C4_20B5, 0x00C4_2248, 0x00C4_2264, 0x00C4_2265,
        // U+00C5 LATIN CAPITAL LETTER A WITH RING ABOVE
        0x00C5_0022, 0x00C5_0027, 0x00C5_002A, 0x00C5_0031, 0x00C5_003D, 0x00C5_003F, 0x00C5_0043, 0x00C5_0047,
        0x00C5_004F, 0x00C5_0051, 0x00C5_0054, 0x00C5_0056, 0x00C5_0057, 0x00C5_0059, 0x00C5_005C, 0x00C5_005E,
        0x00C5_0069, 0x00C5_0074, 0x00C5_0076, 0x00C5_0077, 0x00C5_0079, 0x00C5_00A9, 0x00C5_00AA, 0x00C5_00AB,
        0x00C5_00AE, 0x00C5_00B0, 0x00C5_00B1, 0x00C5_00B6, 0x00C5_00B7, 0x00C5_00BA, 0x00C5_00BB, 0x00C5_00C7,
        0x00C5_00D2, 0x00C5_00D3, 0x00C5_00D4, 0x00C5_00D5, 0x00C5_00D6, 0x00C5_00D8, 0x00C5_00DD, 0x00C5_00EC,
        0x00C5_00ED, 0x00C5_00EE, 0x00C5_00EF, 0x00C5_00FD, 0x00C5_00FF, 0x00C5_0106, 0x00C5_0108, 0x00C5_010A,
        0x00C5_010C, 0x00C5_011C, 0x00C5_011E, 0x00C5_0120, 0x00C5_0122, 0x00C5_0129, 0x00C5_012B, 0x00C5_012D,
        0x00C5_012F, 0x00C5_0131, 0x00C5_0133, 0x00C5_014C, 0x00C5_014E, 0x00C5_0150, 0x00C5_0152, 0x00C5_0162,
        0x00C5_0163, 0x00C5_0164, 0x00C5_0165, 0x00C5_0166, 0x00C5_0167, 0x00C5_0174, 0x00C5_0175, 0x00C5_0176,
        0x00C5_0177, 0x00C5_0178, 0x00C5_021A, 0x00C5_021B, 0x00C5_0402, 0x00C5_0404, 0x00C5_040B, 0x00C5_041E,
        0x00C5_0421, 0x00C5_0422, 0x00C5_0423, 0x00C5_0424, 0x00C5_042A, 0x00C5_042D, 0x00C5_0443, 0x00C5_044B,
        0x00C5_0456, 0x00C5_0457, 0x00C5_045E, 0x00C5_2018, 0x00C5_2019, 0x00C5_201C, 0x00C5_201D, 0x00C5_2039,
        0x00C5_203A, 0x00C5_20A1, 0x00C5_20B2, 0x00C5_20B5, 0x00C5_2248, 0x00C5_2264, 0x00C5_2265,
        // U+00C6 LATIN CAPITAL LETTER AE
        0x00C6_00EF, 0x00C6_0129, 0x00C6_012B, 0x00C6_012D, 0x00C6_0457,
        // U+00C7 LATIN CAPITAL LETTER C WITH CEDILLA
        0x00C7_0058, 0x00C7_005F, 0x00C7_00EF, 0x00C7_0129, 0x00C7_012B, 0x00C7_012D, 0x00C7_0416, 0x00C7_0425,
        0x00C7_0457,
        // U+00C8 LATIN CAPITAL LETTER E WITH GRAVE
        0x00C8_00EF, 0x00C8_0129, 0x00C8_012B, 0x00C8_012D, 0x00C8_0457,
        // U+00C9 LATIN CAPITAL LETTER E WITH ACUTE
        0x00C9_00EF, 0x00C9_0129, 0x00C9_012B, 0x00C9_012D, 0x00C9_0457,
        // U+00CA LATIN CAPITAL LETTER E WITH CIRCUMFLEX
        0x00CA_00EF, 0x00CA_0129, 0x00CA_012B, 0x00CA_012D, 0x00CA_0457,
        // U+00CB LATIN CAPITAL LETTER E WITH DIAERESIS
        0x00CB_00EF, 0x00CB_0129, 0x00CB_012B, 0x00CB_012D, 0x00CB_0457,
        // U+00CC LATIN CAPITAL LETTER I WITH GRAVE
        0x00CC_005F, 0x00CC_00CF, 0x00CC_00EF, 0x00CC_0129, 0x00CC_012B, 0x00CC_012D, 0x00CC_012F, 0x00CC_0457,
        // U+00CD LATIN CAPITAL LETTER I WITH ACUTE
        0x00CD_005F, 0x00CD_00CF, 0x00CD_00EF, 0x00CD_0129, 0x00CD_012B, 0x00CD_012D, 0x00CD_012F, 0x00CD_0457,
        // U+00D0 LATIN CAPITAL LETTER ETH
        0x00D0_002C, 0x00D0_002E, 0x00D0_002F, 0x00D0_0041, 0x00D0_0054, 0x00D0_0056, 0x00D0_0058, 0x00D0_0059,
        0x00D0_005C, 0x00D0_005F, 0x00D0_00AE, 0x00D0_00C0, 0x00D0_00C1, 0x00D0_00C2, 0x00D0_00C3, 0x00D0_00C4,
        0x00D0_00C5, 0x00D0_00C6, 0x00D0_00DD, 0x00D0_0100, 0x00D0_0102, 0x00D0_0104, 0x00D0_0162, 0x00D0_0164,
        0x00D0_0166, 0x00D0_0176, 0x00D0_0178, 0x00D0_021A, 0x00D0_0402, 0x00D0_040B, 0x00D0_0410, 0x00D0_0416,
        0x00D0_0422, 0x00D0_0423, 0x00D0_0425, 0x00D0_042A, 0x00D0_2018, 0x00D0_201A, 0x00D0_201C, 0x00D0_201E,
        0x00D0_2026,
        // U+00D1 LATIN CAPITAL LETTER N WITH TILDE
        0x00D1_005F, 0x00D1_00CF, 0x00D1_00EF, 0x00D1_0129, 0x00D1_012B, 0x00D1_012D, 0x00D1_012F, 0x00D1_0457,
        // U+00D2 LATIN CAPITAL LETTER O WITH GRAVE
        0x00D2_002C, 0x00D2_002E, 0x00D2_002F, 0x00D2_0041, 0x00D2_0054, 0x00D2_0056, 0x00D2_0058, 0x00D2_0059,
        0x00D2_005C, 0x00D2_005F, 0x00D2_00AE, 0x00D2_00C0, 0x00D2_00C1, 0x00D2_00C2, 0x00D2_00C3, 0x00D2_00C4,
        0x00D2_00C5, 0x00D2_00C6, 0x00D2_00DD, 0x00D2_0100, 0x00D2_0102, 0x00D2_0104, 0x00D2_0162, 0x00D2_0164,
        0x00D2_0166, 0x00D2_0176, 0x00D2_0178, 0x00D2_021A, 0x00D2_0402, 0x00D2_040B, 0x00D2_0410, 0x00D2_0416,
        0x00D2_0422, 0x00D2_0423, 0x00D2_0425, 0x00D2_042A, 0x00D2_2018, 0x00D2_201A, 0x00D2_201C, 0x00D2_201E,
        0x00D2_2026,
        // U+00D3 LATIN CAPITAL LETTER O WITH ACUTE
        0x00D3_002C, 0x00D3_002E, 0x00D3_002F, 0x00D3_0041, 0x00D3_0054, 0x00D3_0056, 0x00D3_0058, 0x00D3_0059,
        0x00D3_005C, 0x00D3_005F, 0x00D3_00AE, 0x00D3_00C0, 0x00D3_00C1, 0x00D3_00C2, 0x00D3_00C3, 0x00D3_00C4,
        0x00D3_00C5, 0x00D3_00C6, 0x00D3_00DD, 0x00D3_0100, 0x00D3_0102, 0x00D3_0104, 0x00D3_0162, 0x00D3_0164,
        0x00D3_0166, 0x00D3_0176, 0x00D3_0178, 0x00D3_021A, 0x00D3_0402, 0x00D3_040B, 0x00D3_0410, 0x00D3_0416,
        0x00D3_0422, 0x00D3_0423, 0x00D3_0425, 0x00D3_042A, 0x00D3_2018, 0x00D3_201A, 0x00D3_201C, 0x00D3_201E,
        0x00D3_2026,
        // U+00D4 LATIN CAPITAL LETTER O WITH CIRCUMFLEX
        0x00D4_002C, 0x00D4_002E, 0x00D4_002F, 0x00D4_0041, 0x00D4_0054, 0x00D4_0056, 0x00D4_0058, 0x00D4_0059,
        0x00D4_005C, 0x00D4_005F, 0x00D4_00AE, 0x00D4_00C0, 0x00D4_00C1, 0x00D4_00C2, 0x00D4_00C3, 0x00D4_00C4,
        0x00D4_00C5, 0x00D4_00C6, 0x00D4_00DD, 0x00D4_0100, 0x00D4_0102, 0x00D4_0104, 0x00D4_0162, 0x00D4_0164,
        0x00D4_0166, 0x00D4_0176, 0x00D4_0178, 0x00D4_021A, 0x00D4_0402, 0x00D4_040B, 0x00D4_0410, 0x00D4_0416,
        0x00D4_0422, 0x00D4_0423, 0x00D4_0425, 0x00D4_042A, 0x00D4_2018, 0x00D4_201A, 0x00D4_201C, 0x00D4_201E,
        0x00D4_2026,
        // U+00D5 LATIN CAPITAL LETTER O WITH TILDE
        0x00D5_002C, 0x00D5_002E, 0x00D5_002F, 0x00D5_0041, 0x00D5_0054, 0x00D5_0056, 0x00D5_0058, 0x00D5_0059,
        0x00D5_005C, 0x00D5_005F, 0x00D5_00AE, 0x00D5_00C0, 0x00D5_00C1, 0x00D5_00C2, 0x00D5_00C3, 0x00D5_00C4,
        0x00D5_00C5, 0x00D5_00C6, 0x00D5_00DD, 0x00D5_0100, 0x00D5_0102, 0x00D5_0104, 0x00D5_0162, 0x00D5_0164,
        0x00D5_0166, 0x00D5_0176, 0x00D5_0178, 0x00D5_021A, 0x00D5_0402, 0x00D5_040B, 0x00D5_0410, 0x00D5_0416,
        0x00D5_0422, 0x00D5_0423, 0x00D5_0425, 0x00D5_042A, 0x00D5_2018, 0x00D5_201A, 0x00D5_201C, 0x00D5_201E,
        0x00D5_2026,
        // U+00D6 LATIN CAPITAL LETTER O WITH DIAERESIS
        0x00D6_002C, 0x00D6_002E, 0x00D6_002F, 0x00D6_0041, 0x00D6_0054, 0x00D6_0056, 0x00D6_0058, 0x00D6_0059,
        0x00D6_005C, 0x00D6_005F, 0x00D6_00AE, 0x00D6_00C0, 0x00D6_00C1, 0x00D6_00C2, 0x00D6_00C3, 0x00D6_00C4,
        0x00D6_00C5, 0x00D6_00C6, 0x00D6_00DD, 0x00D6_0100, 0x00D6_0102, 0x00D6_0104, 0x00D6_0162, 0x00D6_0164,
        0x00D6_0166, 0x00D6_0176, 0x00D6_0178, 0x00D6_021A, 0x00D6_0402, 0x00D6_040B, 0x00D6_0410, 0x00D6_0416,
        0x00D6_0422, 0x00D6_0423, 0x00D6_0425, 0x00D6_042A, 0x00D6_2018, 0x00D6_201A, 0x00D6_201C, 0x00D6_201E,
        0x00D6_2026,
        // U+00D7 MULTIPLICATION SIGN
        0x00D7_0054, 0x00D7_0056, 0x00D7_0059, 0x00D7_005C, 0x00D7_00DD, 0x00D7_0162, 0x00D7_0164, 0x00D7_0166,
        0x00D7_0176, 0x00D7_0178, 0x00D7_021A, 0x00D7_0402, 0x00D7_040B, 0x00D7_0416, 0x00D7_0422, 0x00D7_0423,
        0x00D7_042A, 0x00D7_042F, 0x00D7_20B8,
        // U+00D8 LATIN CAPITAL LETTER O WITH STROKE
        0x00D8_002C, 0x00D8_002E, 0x00D8_002F, 0x00D8_0041, 0x00D8_0054, 0x00D8_0056, 0x00D8_0058, 0x00D8_0059,
        0x00D8_005C, 0x00D8_005F, 0x00D8_00AE, 0x00D8_00C0, 0x00D8_00C1, 0x00D8_00C2, 0x00D8_00C3, 0x00D8_00C4,
        0x00D8_00C5, 0x00D8_00C6, 0x00D8_00DD, 0x00D8_0100, 0x00D8_0102, 0x00D8_0104, 0x00D8_0162, 0x00D8_0164,
        0x00D8_0166, 0x00D8_0176, 0x00D8_0178, 0x00D8_021A, 0x00D8_0402, 0x00D8_040B, 0x00D8_0410, 0x00D8_0416,
        0x00D8_0422, 0x00D8_0423, 0x00D8_0425, 0x00D8_042A, 0x00D8_2018, 0x00D8_201A, 0x00D8_201C, 0x00D8_201E,
        0x00D8_2026,
        // U+00D9 LATIN CAPITAL LETTER U WITH GRAVE
        0x00D9_002C, 0x00D9_002E, 0x00D9_002F, 0x00D9_005F, 0x00D9_201A, 0x00D9_201E, 0x00D9_2026,
        // U+00DA LATIN CAPITAL LETTER U WITH ACUTE
        0x00DA_002C, 0x00DA_002E, 0x00DA_002F, 0x00DA_005F, 0x00DA_201A, 0x00DA_201E, 0x00DA_2026,
        // U+00DB LATIN CAPITAL LETTER U WITH CIRCUMFLEX
        0x00DB_002C, 0x00DB_002E, 0x00DB_002F, 0x00DB_005F, 0x00DB_201A, 0x00DB_201E, 0x00DB_2026,
        // U+00DC LATIN CAPITAL LETTER U WITH DIAERESIS
        0x00DC_002C, 0x00DC_002E, 0x00DC_002F, 0x00DC_005F, 0x00DC_201A, 0x00DC_201E, 0x00DC_2026,
        // U+00DD LATIN CAPITAL LETTER Y WITH ACUTE
        0x00DD_0026, 0x00DD_002B, 0x00DD_002C, 0x00DD_002D, 0x00DD_002E, 0x00DD_0034, 0x00DD_003A, 0x00DD_003B,
        0x00DD_003C, 0x00DD_003D, 0x00DD_0041, 0x00DD_0043, 0x00DD_0047, 0x00DD_004A, 0x00DD_004F, 0x00DD_0051,
        0x00DD_0054, 0x00DD_0061, 0x00DD_0063, 0x00DD_0064, 0x00DD_0065, 0x00DD_0067, 0x00DD_006D, 0x00DD_006E,
        0x00DD_006F, 0x00DD_0070, 0x00DD_0071, 0x00DD_0072, 0x00DD_0073, 0x00DD_0075, 0x00DD_007E, 0x00DD_00A2,
        0x00DD_00A9, 0x00DD_00AB, 0x00DD_00AC, 0x00DD_00AD, 0x00DD_00AE, 0x00DD_00B1, 0x00DD_00B5, 0x00DD_00B7,
        0x00DD_00BB, 0x00DD_00C0, 0x00DD_00C1, 0x00DD_00C2, 0x00DD_00C3, 0x00DD_00C4, 0x00DD_00C5, 0x00DD_00C6,
        0x00DD_00C7, 0x00DD_00D2, 0x00DD_00D3, 0x00DD_00D4, 0x00DD_00D5, 0x00DD_00D6, 0x00DD_00D7, 0x00DD_00D8,
        0x00DD_00E0, 0x00DD_00E1, 0x00DD_00E2, 0x00DD_00E3, 0x00DD_00E4, 0x00DD_00E5, 0x00DD_00E6, 0x00DD_00E7,
        0x00DD_00E8, 0x00DD_00E9, 0x00DD_00EA, 0x00DD_00EB, 0x00DD_00ED, 0x00DD_00F0, 0x00DD_00F1, 0x00DD_00F2,
        0x00DD_00F3, 0x00DD_00F4, 0x00DD_00F5, 0x00DD_00F6, 0x00DD_00F7, 0x00DD_00F8, 0x00DD_00F9, 0x00DD_00FA,
        0x00DD_00FB, 0x00DD_00FC, 0x00DD_0100, 0x00DD_0101, 0x00DD_0102, 0x00DD_0103, 0x00DD_0104, 0x00DD_0105,
        0x00DD_0106, 0x00DD_0107, 0x00DD_0108, 0x00DD_0109, 0x00DD_010A, 0x00DD_010B, 0x00DD_010C, 0x00DD_010D,
        0x00DD_010F, 0x00DD_0111, 0x00DD_0113, 0x00DD_0115, 0x00DD_0117, 0x00DD_0119, 0x00DD_011B, 0x00DD_011C,
        0x00DD_011D, 0x00DD_011E, 0x00DD_011F, 0x00DD_0120, 0x00DD_0121, 0x00DD_0122, 0x00DD_0123, 0x00DD_0134,
        0x00DD_0144, 0x00DD_0146, 0x00DD_0148, 0x00DD_014B, 0x00DD_014C, 0x00DD_014D, 0x00DD_014E, 0x00DD_014F,
        0x00DD_0150, 0x00DD_0151, 0x00DD_0152, 0x00DD_0153, 0x00DD_0155, 0x00DD_0157, 0x00DD_0159, 0x00DD_015B,
        0x00DD_015D, 0x00DD_015F, 0x00DD_0161, 0x00DD_0162, 0x00DD_0164, 0x00DD_0166, 0x00DD_0169, 0x00DD_016B,
        0x00DD_016D, 0x00DD_016F, 0x00DD_0171, 0x00DD_0173, 0x00DD_0219, 0x00DD_021A, 0x00DD_0402, 0x00DD_0404,
        0x00DD_0408, 0x00DD_040B, 0x00DD_0410, 0x00DD_041E, 0x00DD_0421, 0x00DD_0422, 0x00DD_0424, 0x00DD_042A,
        0x00DD_042D, 0x00DD_0430, 0x00DD_0432, 0x00DD_0433, 0x00DD_0435, 0x00DD_0438, 0x00DD_0439, 0x00DD_043A,
        0x00DD_043C, 0x00DD_043D, 0x00DD_043E, 0x00DD_043F, 0x00DD_0440, 0x00DD_0441, 0x00DD_0444, 0x00DD_0446,
        0x00DD_0447, 0x00DD_0448, 0x00DD_0449, 0x00DD_044C, 0x00DD_044E, 0x00DD_044F, 0x00DD_0450, 0x00DD_0451,
        0x00DD_0453, 0x00DD_0454, 0x00DD_0455, 0x00DD_045A, 0x00DD_045C, 0x00DD_045D, 0x00DD_045F, 0x00DD_201A,
        0x00DD_201E, 0x00DD_2026, 0x00DD_2039, 0x00DD_203A, 0x00DD_20A1, 0x00DD_20AB, 0x00DD_20B2, 0x00DD_20B5,
        0x00DD_2192, 0x00DD_2212, 0x00DD_221E, 0x00DD_2248, 0x00DD_2264, 0x00DD_2265,
        // U+00DE LATIN CAPITAL LETTER THORN
        0x00DE_002C, 0x00DE_002E, 0x00DE_0041, 0x00DE_004A, 0x00DE_0054, 0x00DE_0056, 0x00DE_005A, 0x00DE_005C,
        0x00DE_00C0, 0x00DE_00C1, 0x00DE_00C2, 0x00DE_00C3, 0x00DE_00C4, 0x00DE_00C5, 0x00DE_00C6, 0x00DE_0100,
        0x00DE_0102, 0x00DE_0104, 0x00DE_0134, 0x00DE_0162, 0x00DE_0164, 0x00DE_0166, 0x00DE_0179, 0x00DE_017B,
        0x00DE_017D, 0x00DE_021A, 0x00DE_0402, 0x00DE_0408, 0x00DE_040B, 0x00DE_0410, 0x00DE_0422, 0x00DE_042A,
        0x00DE_2018, 0x00DE_201A, 0x00DE_201C, 0x00DE_201E, 0x00DE_2026,
        // U+00DF LATIN SMALL LETTER SHARP S
        0x00DF_00EF, 0x00DF_0129, 0x00DF_012B, 0x00DF_012D, 0x00DF_0457, 0x00DF_2018, 0x00DF_201C,
        // U+00E0 LATIN SMALL LETTER A WITH GRAVE
        0x00E0_0031, 0x00E0_0054, 0x00E0_0056, 0x00E0_0057, 0x00E0_0059, 0x00E0_005C, 0x00E0_0076, 0x00E0_0079,
        0x00E0_00AE, 0x00E0_00DD, 0x00E0_00FD, 0x00E0_00FF, 0x00E0_0162, 0x00E0_0164, 0x00E0_0166, 0x00E0_0174,
        0x00E0_0176, 0x00E0_0177, 0x00E0_0178, 0x00E0_021A, 0x00E0_0402, 0x00E0_040B, 0x00E0_0422, 0x00E0_0423,
        0x00E0_042A, 0x00E0_0442, 0x00E0_0443, 0x00E0_044A, 0x00E0_045E, 0x00E0_2018, 0x00E0_201C,
        // U+00E1 LATIN SMALL LETTER A WITH ACUTE
        0x00E1_0031, 0x00E1_0054, 0x00E1_0056, 0x00E1_0057, 0x00E1_0059, 0x00E1_005C, 0x00E1_0076, 0x00E1_0079,
        0x00E1_00AE, 0x00E1_00DD, 0x00E1_00FD, 0x00E1_00FF, 0x00E1_0162, 0x00E1_0164, 0x00E1_0166, 0x00E1_0174,
        0x00E1_0176, 0x00E1_0177, 0x00E1_0178, 0x00E1_021A, 0x00E1_0402, 0x00E1_040B, 0x00E1_0422, 0x00E1_0423,
        0x00E1_042A, 0x00E1_0442, 0x00E1_0443, 0x00E1_044A, 0x00E1_045E, 0x00E1_2018, 0x00E1_201C,
        // U+00E2 LATIN SMALL LETTER A WITH CIRCUMFLEX
        0x00E2_0031, 0x00E2_0054, 0x00E2_0056, 0x00E2_0057, 0x00E2_0059, 0x00E2_005C, 0x00E2_0076, 0x00E2_0079,
        0x00E2_00AE, 0x00E2_00DD, 0x00E2_00FD, 0x00E2_00FF, 0x00E2_0162, 0x00E2_0164, 0x00E2_0166, 0x00E2_0174,
        0x00E2_0176, 0x00E2_0177, 0x00E2_0178, 0x00E2_021A, 0x00E2_0402, 0x00E2_040B, 0x00E2_0422, 0x00E2_0423,
        0x00E2_042A, 0x00E2_0442, 0x00E2_0443, 0x00E2_044A, 0x00E2_045E, 0x00E2_2018, 0x00E2_201C,
        // U+00E3 LATIN SMALL LETTER A WITH TILDE
        0x00E3_0031, 0x00E3_0054, 0x00E3_0056, 0x00E3_0057, 0x00E3_0059, 0x00E3_005C, 0x00E3_0076, 0x00E3_0079,
        0x00E3_00AE, 0x00E3_00DD, 0x00E3_00FD, 0x00E3_00FF, 0x00E3_0162, 0x00E3_0164, 0x00E3_0166, 0x00E3_0174,
        0x00E3_0176, 0x00E3_0177, 0x00E3_0178, 0x00E3_021A, 0x00E3_0402, 0x00E3_040B, 0x00E3_0422, 0x00E3_0423,
        0x00E3_042A, 0x00E3_0442, 0x00E3_0443, 0x00E3_044A, 0x00E3_045E, 0x00E3_2018, 0x00E3_201C,
        // U+00E4 LATIN SMALL LETTER A WITH DIAERESIS
        0x00E4_0031, 0x00E4_0054, 0x00E4_0056, 0x00E4_0057, 0x00E4_0059, 0x00E4_005C, 0x00E4_0076, 0x00E4_0079,
        0x00E4_00AE, 0x00E4_00DD, 0x00E4_00FD, 0x00E4_00FF, 0x00E4_0162, 0x00E4_0164, 0x00E4_0166, 0x00E4_0174,
        0x00E4_0176, 0x00E4_0177, 0x00E4_0178, 0x00E4_021A, 0x00E4_0402, 0x00E4_040B, 0x00E4_0422, 0x00E4_0423,
        0x00E4_042A, 0x00E4_0442, 0x00E4_0443, 0x00E4_044A, 0x00E4_045E, 0x00E4_2018, 0x00E4_201C,
        // U+00E5 LATIN SMALL LETTER A WITH RING ABOVE
        0x00E5_0031, 0x00E5_0054, 0x00E5_0056, 0x00E5_0057, 0x00E5_0059, 0x00E5_005C, 0x00E5_0076, 0x00E5_0079,
        0x00E5_00AE, 0x00E5_00DD, 0x00E5_00FD, 0x00E5_00FF, 0x00E5_0162, 0x00E5_0164, 0x00E5_0166, 0x00E5_0174,
        0x00E5_0176, 0x00E5_0177, 0x00E5_0178, 0x00E5_021A, 0x00E5_0402, 0x00E5_040B, 0x00E5_0422, 0x00E5_0423,
        0x00E5_042A, 0x00E5_0442, 0x00E5_0443, 0x00E5_044A, 0x00E5_045E, 0x00E5_2018, 0x00E5_201C,
        // U+00E6 LATIN SMALL LETTER AE
        0x00E6_0054, 0x00E6_0056, 0x00E6_0057, 0x00E6_0059, 0x00E6_005C, 0x00E6_0076, 0x00E6_0078, 0x00E6_0079,
        0x00E6_00AE, 0x00E6_00DD, 0x00E6_00FD, 0x00E6_00FF, 0x00E6_0162, 0x00E6_0164, 0x00E6_0166, 0x00E6_0174,
        0x00E6_0176, 0x00E6_0177, 0x00E6_0178, 0x00E6_021A, 0x00E6_0402, 0x00E6_040B, 0x00E6_0422, 0x00E6_0423,
        0x00E6_042A, 0x00E6_0436, 0x00E6_0442, 0x00E6_0443, 0x00E6_0445, 0x00E6_044A, 0x00E6_045E,
        // U+00E7 LATIN SMALL LETTER C WITH CEDILLA
        0x00E7_0054, 0x00E7_0059, 0x00E7_0078, 0x00E7_00AE, 0x00E7_00DD, 0x00E7_0162, 0x00E7_0164, 0x00E7_0166,
        0x00E7_0176, 0x00E7_0178, 0x00E7_021A, 0x00E7_0402, 0x00E7_040B, 0x00E7_0422, 0x00E7_0423, 0x00E7_042A,
        0x00E7_0436, 0x00E7_0442, 0x00E7_0445, 0x00E7_044A,
        // U+00E8 LATIN SMALL LETTER E WITH GRAVE
        0x00E8_0054, 0x00E8_0056, 0x00E8_0057, 0x00E8_0059, 0x00E8_005C, 0x00E8_0076, 0x00E8_0078, 0x00E8_0079,
        0x00E8_00AE, 0x00E8_00DD, 0x00E8_00FD, 0x00E8_00FF, 0x00E8_0162, 0x00E8_0164, 0x00E8_0166, 0x00E8_0174,
        0x00E8_0176, 0x00E8_0177, 0x00E8_0178, 0x00E8_021A, 0x00E8_0402, 0x00E8_040B, 0x00E8_0422, 0x00E8_0423,
        0x00E8_042A, 0x00E8_0436, 0x00E8_0442, 0x00E8_0443, 0x00E8_0445, 0x00E8_044A, 0x00E8_045E,
        // U+00E9 LATIN SMALL LETTER E WITH ACUTE
        0x00E9_0054, 0x00E9_0056, 0x00E9_0057, 0x00E9_0059, 0x00E9_005C, 0x00E9_0076, 0x00E9_0078, 0x00E9_0079,
        0x00E9_00AE, 0x00E9_00DD, 0x00E9_00FD, 0x00E9_00FF, 0x00E9_0162, 0x00E9_0164, 0x00E9_0166, 0x00E9_0174,
        0x00E9_0176, 0x00E9_0177, 0x00E9_0178, 0x00E9_021A, 0x00E9_0402, 0x00E9_040B, 0x00E9_0422, 0x00E9_0423,
        0x00E9_042A, 0x00E9_0436, 0x00E9_0442, 0x00E9_0443, 0x00E9_0445, 0x00E9_044A, 0x00E9_045E,
        // U+00EA LATIN SMALL LETTER E WITH CIRCUMFLEX
        0x00EA_0054, 0x00EA_0056, 0x00EA_0057, 0x00EA_0059, 0x00EA_005C, 0x00EA_0076, 0x00EA_0078, 0x00EA_0079,
        0x00EA_00AE, 0x00EA_00DD, 0x00EA_00FD, 0x00EA_00FF, 0x00EA_0162, 0x00EA_0164, 0x00EA_0166, 0x00EA_0174,
        0x00EA_0176, 0x00EA_0177, 0x00EA_0178, 0x00EA_021A, 0x00EA_0402, 0x00EA_040B, 0x00EA_0422, 0x00EA_0423,
        0x00EA_042A, 0x00EA_0436, 0x00EA_0442, 0x00EA_0443, 0x00EA_0445, 0x00EA_044A, 0x00EA_045E,
        // U+00EB LATIN SMALL LETTER E WITH DIAERESIS
        0x00EB_0054, 0x00EB_0056, 0x00EB_0057, 0x00EB_0059, 0x00EB_005C, 0x00EB_0076, 0x00EB_0078, 0x00EB_0079,
        0x00EB_00AE, 0x00EB_00DD, 0x00EB_00FD, 0x00EB_00FF, 0x00EB_0162, 0x00EB_0164, 0x00EB_0166, 0x00EB_0174,
        0x00EB_0176, 0x00EB_0177, 0x00EB_0178, 0x00EB_021A, 0x00EB_0402, 0x00EB_040B, 0x00EB_0422, 0x00EB_0423,
        0x00EB_042A, 0x00EB_0436, 0x00EB_0442, 0x00EB_0443, 0x00EB_0445, 0x00EB_044A, 0x00EB_045E,
        // U+00EC LATIN SMALL LETTER I WITH GRAVE
        0x00EC_0029, 0x00EC_0056, 0x00EC_0057, 0x00EC_005C, 0x00EC_005D, 0x00EC_005F, 0x00EC_007D, 0x00EC_00A5,
        0x00EC_00EF, 0x00EC_0127, 0x00EC_0129, 0x00EC_012B, 0x00EC_012D, 0x00EC_012E, 0x00EC_012F, 0x00EC_0135,
        0x00EC_0174, 0x00EC_0192, 0x00EC_0457, 0x00EC_20A9,
        // U+00ED LATIN SMALL LETTER I WITH ACUTE
        0x00ED_0029, 0x00ED_0056, 0x00ED_0057, 0x00ED_005C, 0x00ED_005D, 0x00ED_005F, 0x00ED_007D, 0x00ED_00A5,
        0x00ED_00EF, 0x00ED_0127, 0x00ED_0129, 0x00ED_012B, 0x00ED_012D, 0x00ED_012E, 0x00ED_012F, 0x00ED_0135,
        0x00ED_0174, 0x00ED_0192, 0x00ED_0457, 0x00ED_20A9,
        // U+00EE LATIN SMALL LETTER I WITH CIRCUMFLEX
        0x00EE_0029, 0x00EE_0056, 0x00EE_0057, 0x00EE_005C, 0x00EE_005D, 0x00EE_005F, 0x00EE_006A, 0x00EE_007D,
        0x00EE_00A5, 0x00EE_00EF, 0x00EE_0127, 0x00EE_0129, 0x00EE_012B, 0x00EE_012D, 0x00EE_012E, 0x00EE_012F,
        0x00EE_0135, 0x00EE_0174, 0x00EE_0192, 0x00EE_0457, 0x00EE_0458, 0x00EE_20A9,
        // U+00EF LATIN SMALL LETTER I WITH DIAERESIS
        0x00EF_0031, 0x00EF_0037, 0x00EF_0042, 0x00EF_0044, 0x00EF_0045, 0x00EF_0046, 0x00EF_0048, 0x00EF_0049,
        0x00EF_004B, 0x00EF_004C, 0x00EF_004D, 0x00EF_004E, 0x00EF_0050, 0x00EF_0052, 0x00EF_0054, 0x00EF_0056,
        0x00EF_005A, 0x00EF_005C, 0x00EF_0062, 0x00EF_0066, 0x00EF_0068, 0x00EF_0069, 0x00EF_006A, 0x00EF_006B,
        0x00EF_006C, 0x00EF_0074, 0x00EF_007C, 0x00EF_00C8, 0x00EF_00C9, 0x00EF_00CA, 0x00EF_00CB, 0x00EF_00CC,
        0x00EF_00CD, 0x00EF_00D1, 0x00EF_00DE, 0x00EF_00DF, 0x00EF_00EC, 0x00EF_00ED, 0x00EF_00EE, 0x00EF_00EF,
        0x00EF_00FE, 0x00EF_010E, 0x00EF_0112, 0x00EF_0114, 0x00EF_0116, 0x00EF_0118, 0x00EF_011A, 0x00EF_0124,
        0x00EF_0125, 0x00EF_0126, 0x00EF_0127, 0x00EF_0129, 0x00EF_012B, 0x00EF_012D, 0x00EF_012E, 0x00EF_012F,
        0x00EF_0130, 0x00EF_0131, 0x00EF_0133, 0x00EF_0135, 0x00EF_0136, 0x00EF_0137, 0x00EF_0139, 0x00EF_013A,
        0x00EF_013B, 0x00EF_013C, 0x00EF_013D, 0x00EF_013E, 0x00EF_0140, 0x00EF_0141, 0x00EF_0142, 0x00EF_0143,
        0x00EF_0145, 0x00EF_0147, 0x00EF_014A, 0x00EF_0154, 0x00EF_0156, 0x00EF_0158, 0x00EF_0162, 0x00EF_0163,
        0x00EF_0164, 0x00EF_0165, 0x00EF_0166, 0x00EF_0167, 0x00EF_0179, 0x00EF_017B, 0x00EF_017D, 0x00EF_021A,
        0x00EF_021B, 0x00EF_0400, 0x00EF_0401, 0x00EF_0402, 0x00EF_0403, 0x00EF_0406, 0x00EF_040A, 0x00EF_040B,
        0x00EF_040C, 0x00EF_040D, 0x00EF_040F, 0x00EF_0411, 0x00EF_0412, 0x00EF_0413, 0x00EF_0415, 0x00EF_0418,
        0x00EF_0419, 0x00EF_041A, 0x00EF_041C, 0x00EF_041D, 0x00EF_041F, 0x00EF_0420, 0x00EF_0422, 0x00EF_0426,
        0x00EF_0428, 0x00EF_0429, 0x00EF_042A, 0x00EF_042B, 0x00EF_042C, 0x00EF_042E, 0x00EF_044B, 0x00EF_0452,
        0x00EF_0456, 0x00EF_0457, 0x00EF_0458, 0x00EF_045B, 0x00EF_0E3F, 0x00EF_20A8, 0x00EF_20BF, 0x00EF_2116,
        // U+00F0 LATIN SMALL LETTER ETH
        0x00F0_0029, 0x00F0_0041, 0x00F0_0054, 0x00F0_0056, 0x00F0_0057, 0x00F0_0058, 0x00F0_0059, 0x00F0_005C,
        0x00F0_005D, 0x00F0_0076, 0x00F0_0077, 0x00F0_0078, 0x00F0_0079, 0x00F0_007D, 0x00F0_00AA, 0x00F0_00AE,
        0x00F0_00BA, 0x00F0_00C0, 0x00F0_00C1, 0x00F0_00C2, 0x00F0_00C3, 0x00F0_00C4, 0x00F0_00C5, 0x00F0_00C6,
        0x00F0_00DD, 0x00F0_00FD, 0x00F0_00FF, 0x00F0_0100, 0x00F0_0102, 0x00F0_0104, 0x00F0_0162, 0x00F0_0164,
        0x00F0_0166, 0x00F0_0174, 0x00F0_0175, 0x00F0_0176, 0x00F0_0177, 0x00F0_0178, 0x00F0_021A, 0x00F0_0402,
        0x00F0_040B, 0x00F0_0410, 0x00F0_0416, 0x00F0_0422, 0x00F0_0423, 0x00F0_0425, 0x00F0_042A, 0x00F0_0436,
        0x00F0_0442, 0x00F0_0443, 0x00F0_0445, 0x00F0_044A, 0x00F0_045E, 0x00F0_2018, 0x00F0_201C,
        // U+00F1 LATIN SMALL LETTER N WITH TILDE
        0x00F1_0031, 0x00F1_0054, 0x00F1_0056, 0x00F1_0057, 0x00F1_0059, 0x00F1_005C, 0x00F1_0076, 0x00F1_0079,
        0x00F1_00AE, 0x00F1_00DD, 0x00F1_00FD, 0x00F1_00FF, 0x00F1_0162, 0x00F1_0164, 0x00F1_0166, 0x00F1_0174,
        0x00F1_0176, 0x00F1_0177, 0x00F1_0178, 0x00F1_021A, 0x00F1_0402, 0x00F1_040B, 0x00F1_0422, 0x00F1_0423,
        0x00F1_042A, 0x00F1_0442, 0x00F1_0443, 0x00F1_044A, 0x00F1_045E, 0x00F1_2018, 0x00F1_201C,
        // U+00F2 LATIN SMALL LETTER O WITH GRAVE
        0x00F2_0029, 0x00F2_0041, 0x00F2_0054, 0x00F2_0056, 0x00F2_0057, 0x00F2_0058, 0x00F2_0059, 0x00F2_005C,
        0x00F2_005D, 0x00F2_0076, 0x00F2_0077, 0x00F2_0078, 0x00F2_0079, 0x00F2_007D, 0x00F2_00AA, 0x00F2_00AE,
        0x00F2_00BA, 0x00F2_00C0, 0x00F2_00C1, 0x00F2_00C2, 0x00F2_00C3, 0x00F2_00C4, 0x00F2_00C5, 0x00F2_00C6,
        0x00F2_00DD, 0x00F2_00FD, 0x00F2_00FF, 0x00F2_0100, 0x00F2_0102, 0x00F2_0104, 0x00F2_0162, 0x00F2_0164,
        0x00F2_0166, 0x00F2_0174, 0x00F2_0175, 0x00F2_0176, 0x00F2_0177, 0x00F2_0178, 0x00F2_021A, 0x00F2_0402,
        0x00F2_040B, 0x00F2_0410, 0x00F2_0416, 0x00F2_0422, 0x00F2_0423, 0x00F2_0425, 0x00F2_042A, 0x00F2_0436,
        0x00F2_0442, 0x00F2_0443, 0x00F2_0445, 0x00F2_044A, 0x00F2_045E, 0x00F2_2018, 0x00F2_201C,
        // U+00F3 LATIN SMALL LETTER O WITH ACUTE
        0x00F3_0029, 0x00F3_0041, 0x00F3_0054, 0x00F3_0056, 0x00F3_0057, 0x00F3_0058, 0x00F3_0059, 0x00F3_005C,
        0x00F3_005D, 0x00F3_0076, 0x00F3_0077, 0x00F3_0078, 0x00F3_0079, 0x00F3_007D, 0x00F3_00AA, 0x00F3_00AE,
        0x00F3_00BA, 0x00F3_00C0, 0x00F3_00C1, 0x00F3_00C2, 0x00F3_00C3, 0x00F3_00C4, 0x00F3_00C5, 0x00F3_00C6,
        0x00F3_00DD, 0x00F3_00FD, 0x00F3_00FF, 0x00F3_0100, 0x00F3_0102, 0x00F3_0104, 0x00F3_0162, 0x00F3_0164,
        0x00F3_0166, 0x00F3_0174, 0x00F3_0175, 0x00F3_0176, 0x00F3_0177, 0x00F3_0178, 0x00F3_021A, 0x00F3_0402,
        0x00F3_040B, 0x00F3_0410, 0x00F3_0416, 0x00F3_0422, 0x00F3_0423, 0x00F3_0425, 0x00F3_042A, 0x00F3_0436,
        0x00F3_0442, 0x00F3_0443, 0x00F3_0445, 0x00F3_044A, 0x00F3_045E, 0x00F3_2018, 0x00F3_201C,
        // U+00F4 LATIN SMALL LETTER O WITH CIRCUMFLEX
        0x00F4_0029, 0x00F4_0041, 0x00F4_0054, 0x00F4_0056, 0x00F4_0057, 0x00F4_0058, 0x00F4_0059, 0x00F4_005C,
        0x00F4_005D, 0x00F4_0076, 0x00F4_0077, 0x00F4_0078, 0x00F4_0079, 0x00F4_007D, 0x00F4_00AA, 0x00F4_00AE,
        0x00F4_00BA, 0x00F4_00C0, 0x00F4_00C1, 0x00F4_00C2, 0x00F4_00C3, 0x00F4_00C4, 0x00F4_00C5, 0x00F4_00C6,
        0x00F4_00DD, 0x00F4_00FD, 0x00F4_00FF, 0x00F4_0100, 0x00F4_0102, 0x00F4_0104, 0x00F4_0162, 0x00F4_0164,
        0x00F4_0166, 0x00F4_0174, 0x00F4_0175, 0x00F4_0176, 0x00F4_0177, 0x00F4_0178, 0x00F4_021A, 0x00F4_0402,
        0x00F4_040B, 0x00F4_0410, 0x00F4_0416, 0x00F4_0422, 0x00F4_0423, 0x00F4_0425, 0x00F4_042A, 0x00F4_0436,
        0x00F4_0442, 0x00F4_0443, 0x00F4_0445, 0x00F4_044A, 0x00F4_045E, 0x00F4_2018, 0x00F4_201C,
        // U+00F5 LATIN SMALL LETTER O WITH TILDE
        0x00F5_0029, 0x00F5_0041, 0x00F5_0054, 0x00F5_0056, 0x00F5_0057, 0x00F5_0058, 0x00F5_0059, 0x00F5_005C,
        0x00F5_005D, 0x00F5_0076, 0x00F5_0077, 0x00F5_0078, 0x00F5_0079, 0x00F5_007D, 0x00F5_00AA, 0x00F5_00AE,
        0x00F5_00BA, 0x00F5_00C0, 0x00F5_00C1, 0x00F5_00C2, 0x00F5_00C3, 0x00F5_00C4, 0x00F5_00C5, 0x00F5_00C6,
        0x00F5_00DD, 0x00F5_00FD, 0x00F5_00FF, 0x00F5_0100, 0x00F5_0102, 0x00F5_0104, 0x00F5_0162, 0x00F5_0164,
        0x00F5_0166, 0x00F5_0174, 0x00F5_0175, 0x00F5_0176, 0x00F5_0177, 0x00F5_0178, 0x00F5_021A, 0x00F5_0402,
        0x00F5_040B, 0x00F5_0410, 0x00F5_0416, 0x00F5_0422, 0x00F5_0423, 0x00F5_0425, 0x00F5_042A, 0x00F5_0436,
        0x00F5_0442, 0x00F5_0443, 0x00F5_0445, 0x00F5_044A, 0x00F5_045E, 0x00F5_2018, 0x00F5_201C,
        // U+00F6 LATIN SMALL LETTER O WITH DIAERESIS
        0x00F6_0029, 0x00F6_0041, 0x00F6_0054, 0x00F6_0056, 0x00F6_0057, 0x00F6_0058, 0x00F6_0059, 0x00F6_005C,
        0x00F6_005D, 0x00F6_0076, 0x00F6_0077, 0x00F6_0078, 0x00F6_0079, 0x00F6_007D, 0x00F6_00AA, 0x00F6_00AE,
        0x00F6_00BA, 0x00F6_00C0, 0x00F6_00C1, 0x00F6_00C2, 0x00F6_00C3, 0x00F6_00C4, 0x00F6_00C5, 0x00F6_00C6,
        0x00F6_00DD, 0x00F6_00FD, 0x00F6_00FF, 0x00F6_0100, 0x00F6_0102, 0x00F6_0104, 0x00F6_0162, 0x00F6_0164,
        0x00F6_0166, 0x00F6_0174, 0x00F6_0175, 0x00F6_0176, 0x00F6_0177, 0x00F6_0178, 0x00F6_021A, 0x00F6_0402,
        0x00F6_040B, 0x00F6_0410, 0x00F6_0416, 0x00F6_0422, 0x00F6_0423, 0x00F6_0425, 0x00F6_042A, 0x00F6_0436,
        0x00F6_0442, 0x00F6_0443, 0x00F6_0445, 0x00F6_044A, 0x00F6_045E, 0x00F6_2018, 0x00F6_201C,
        // U+00F7 DIVISION SIGN
        0x00F7_0032, 0x00F7_0033, 0x00F7_0037, 0x00F7_0054, 0x00F7_0056, 0x00F7_0057, 0x00F7_0058, 0x00F7_0059,
        0x00F7_005C, 0x00F7_0078, 0x00F7_00B6, 0x00F7_00DD, 0x00F7_0162, 0x00F7_0164, 0x00F7_0166, 0x00F7_0174,
        0x00F7_0176, 0x00F7_0178, 0x00F7_021A, 0x00F7_0402, 0x00F7_040B, 0x00F7_0416, 0x00F7_0417, 0x00F7_0422,
        0x00F7_0423, 0x00F7_0425, 0x00F7_042A, 0x00F7_0436, 0x00F7_0442, 0x00F7_0445, 0x00F7_044A, 0x00F7_2018,
        0x00F7_201C,
        // U+00F8 LATIN SMALL LETTER O WITH STROKE
        0x00F8_0029, 0x00F8_0041, 0x00F8_0054, 0x00F8_0056, 0x00F8_0057, 0x00F8_0058, 0x00F8_0059, 0x00F8_005C,
        0x00F8_005D, 0x00F8_0076, 0x00F8_0077, 0x00F8_0078, 0x00F8_0079, 0x00F8_007D, 0x00F8_00AA, 0x00F8_00AE,
        0x00F8_00BA, 0x00F8_00C0, 0x00F8_00C1, 0x00F8_00C2, 0x00F8_00C3, 0x00F8_00C4, 0x00F8_00C5, 0x00F8_00C6,
        0x00F8_00DD, 0x00F8_00FD, 0x00F8_00FF, 0x00F8_0100, 0x00F8_0102, 0x00F8_0104, 0x00F8_0162, 0x00F8_0164,
        0x00F8_0166, 0x00F8_0174, 0x00F8_0175, 0x00F8_0176, 0x00F8_0177, 0x00F8_0178, 0x00F8_021A, 0x00F8_0402,
        0x00F8_040B, 0x00F8_0410, 0x00F8_0416, 0x00F8_0422, 0x00F8_0423, 0x00F8_0425, 0x00F8_042A, 0x00F8_0436,
        0x00F8_0442, 0x00F8_0443, 0x00F8_0445, 0x00F8_044A, 0x00F8_045E, 0x00F8_2018, 0x00F8_201C,
        // U+00F9 LATIN SMALL LETTER U WITH GRAVE
        0x00F9_0054, 0x00F9_0059, 0x00F9_00DD, 0x00F9_0162, 0x00F9_0164, 0x00F9_0166, 0x00F9_0176, 0x00F9_0178,
        0x00F9_021A, 0x00F9_0402, 0x00F9_040B, 0x00F9_0422, 0x00F9_0423, 0x00F9_042A, 0x00F9_2018, 0x00F9_2019,
        0x00F9_201C, 0x00F9_201D,
        // U+00FA LATIN SMALL LETTER U WITH ACUTE
        0x00FA_0054, 0x00FA_0059, 0x00FA_00DD, 0x00FA_0162, 0x00FA_0164, 0x00FA_0166, 0x00FA_0176, 0x00FA_0178,
        0x00FA_021A, 0x00FA_0402, 0x00FA_040B, 0x00FA_0422, 0x00FA_0423, 0x00FA_042A, 0x00FA_2018, 0x00FA_2019,
        0x00FA_201C, 0x00FA_201D,
        // U+00FB LATIN SMALL LETTER U WITH CIRCUMFLEX
        0x00FB_0054, 0x00FB_0059, 0x00FB_00DD, 0x00FB_0162, 0x00FB_0164, 0x00FB_0166, 0x00FB_0176, 0x00FB_0178,
        0x00FB_021A, 0x00FB_0402, 0x00FB_040B, 0x00FB_0422, 0x00FB_0423, 0x00FB_042A, 0x00FB_2018, 0x00FB_2019,
        0x00FB_201C, 0x00FB_201D,
        // U+00FC LATIN SMALL LETTER U WITH DIAERESIS
        0x00FC_0054, 0x00FC_0059, 0x00FC_00DD, 0x00FC_0162, 0x00FC_0164, 0x00FC_0166, 0x00FC_0176, 0x00FC_0178,
        0x00FC_021A, 0x00FC_0402, 0x00FC_040B, 0x00FC_0422, 0x00FC_0423, 0x00FC_042A, 0x00FC_2018, 0x00FC_2019,
        0x00FC_201C, 0x00FC_201D,
        // U+00FD LATIN SMALL LETTER Y WITH ACUTE
        0x00FD_002C, 0x00FD_002E, 0x00FD_002F, 0x00FD_003C, 0x00FD_003D, 0x00FD_0041, 0x00FD_004A, 0x00FD_0054,
        0x00FD_0059, 0x00FD_005F, 0x00FD_0061, 0x00FD_0063, 0x00FD_0064, 0x00FD_0065, 0x00FD_0067, 0x00FD_006F,
        0x00FD_0071, 0x00FD_00A2, 0x00FD_00AB, 0x00FD_00AC, 0x00FD_00B1, 0x00FD_00C0, 0x00FD_00C1, 0x00FD_00C2,
        0x00FD_00C3, 0x00FD_00C4, 0x00FD_00C5, 0x00FD_00C6, 0x00FD_00DD, 0x00FD_00E0, 0x00FD_00E1, 0x00FD_00E2,
        0x00FD_00E3, 0x00FD_00E4, 0x00FD_00E5, 0x00FD_00E6, 0x00FD_00E7, 0x00FD_00E8, 0x00FD_00E9, 0x00FD_00EA,
        0x00FD_00EB, 0x00FD_00EE, 0x00FD_00EF, 0x00FD_00F0, 0x00FD_00F2, 0x00FD_00F3, 0x00FD_00F4, 0x00FD_00F5,
        0x00FD_00F6, 0x00FD_00F8, 0x00FD_0100, 0x00FD_0101, 0x00FD_0102, 0x00FD_0103, 0x00FD_0104, 0x00FD_0105,
        0x00FD_0107, 0x00FD_0109, 0x00FD_010B, 0x00FD_010D, 0x00FD_010F, 0x00FD_0111, 0x00FD_0113, 0x00FD_0115,
        0x00FD_0117, 0x00FD_0119, 0x00FD_011B, 0x00FD_011D, 0x00FD_011F, 0x00FD_0121, 0x00FD_0123, 0x00FD_0127,
        0x00FD_0129, 0x00FD_012B, 0x00FD_012D, 0x00FD_0134, 0x00FD_014D, 0x00FD_014F, 0x00FD_0151, 0x00FD_0153,
        0x00FD_0162, 0x00FD_0164, 0x00FD_0166, 0x00FD_0176, 0x00FD_0178, 0x00FD_021A, 0x00FD_0402, 0x00FD_0408,
        0x00FD_040B, 0x00FD_0410, 0x00FD_0422, 0x00FD_0423, 0x00FD_042A, 0x00FD_0430, 0x00FD_0434, 0x00FD_0435,
        0x00FD_043B, 0x00FD_043E, 0x00FD_0441, 0x00FD_0444, 0x00FD_0447, 0x00FD_0450, 0x00FD_0451, 0x00FD_0454,
        0x00FD_0457, 0x00FD_0459, 0x00FD_2019, 0x00FD_201A, 0x00FD_201D, 0x00FD_201E, 0x00FD_2026, 0x00FD_2039,
        0x00FD_20AB, 0x00FD_2248, 0x00FD_2264, 0x00FD_2265,
        // U+00FE LATIN SMALL LETTER THORN
        0x00FE_0029, 0x00FE_0041, 0x00FE_0054, 0x00FE_0056, 0x00FE_0057, 0x00FE_0058, 0x00FE_0059, 0x00FE_005C,
        0x00FE_005D, 0x00FE_0076, 0x00FE_0077, 0x00FE_0078, 0x00FE_0079, 0x00FE_007D, 0x00FE_00AA, 0x00FE_00AE,
        0x00FE_00BA, 0x00FE_00C0, 0x00FE_00C1, 0x00FE_00C2, 0x00FE_00C3, 0x00FE_00C4, 0x00FE_00C5, 0x00FE_00C6,
        0x00FE_00DD, 0x00FE_00FD, 0x00FE_00FF, 0x00FE_0100, 0x00FE_0102, 0x00FE_0104, 0x00FE_0162, 0x00FE_0164,
        0x00FE_0166, 0x00FE_0174, 0x00FE_0175, 0x00FE_0176, 0x00FE_0177, 0x00FE_0178, 0x00FE_021A, 0x00FE_0402,
        0x00FE_040B, 0x00FE_0410, 0x00FE_0416, 0x00FE_0422, 0x00FE_0423, 0x00FE_0425, 0x00FE_042A, 0x00FE_0436,
        0x00FE_0442, 0x00FE_0443, 0x00FE_0445, 0x00FE_044A, 0x00FE_045E, 0x00FE_2018, 0x00FE_201C,
        // U+00FF LATIN SMALL LETTER Y WITH DIAERESIS
        0x00FF_002C, 0x00FF_002E, 0x00FF_002F, 0x00FF_003C, 0x00FF_003D, 0x00FF_0041, 0x00FF_004A, 0x00FF_0054,
        0x00FF_0059, 0x00FF_005F, 0x00FF_0061, 0x00FF_0063, 0x00FF_0064, 0x00FF_0065, 0x00FF_0067, 0x00FF_006F,
        0x00FF_0071, 0x00FF_00A2, 0x00FF_00AB, 0x00FF_00AC, 0x00FF_00B1, 0x00FF_00C0, 0x00FF_00C1, 0x00FF_00C2,
        0x00FF_00C3, 0x00FF_00C4, 0x00FF_00C5, 0x00FF_00C6, 0x00FF_00DD, 0x00FF_00E0, 0x00FF_00E1, 0x00FF_00E2,
        0x00FF_00E3, 0x00FF_00E4, 0x00FF_00E5, 0x00FF_00E6, 0x00FF_00E7, 0x00FF_00E8, 0x00FF_00E9, 0x00FF_00EA,
        0x00FF_00EB, 0x00FF_00EE, 0x00FF_00EF, 0x00FF_00F0, 0x00FF_00F2, 0x00FF_00F3, 0x00FF_00F4, 0x00FF_00F5,
        0x00FF_00F6, 0x00FF_00F8, 0x00FF_0100, 0x00FF_0101, 0x00FF_0102, 0x00FF_0103, 0x00FF_0104, 0x00FF_0105,
        0x00FF_0107, 0x00FF_0109, 0x00FF_010B, 0x00FF_010D, 0x00FF_010F, 0x00FF_0111, 0x00FF_0113, 0x00FF_0115,
        0x00FF_0117, 0x00FF_0119, 0x00FF_011B, 0x00FF_011D, 0x00FF_011F, 0x00FF_0121, 0x00FF_0123, 0x00FF_0127,
        0x00FF_0129, 0x00FF_012B, 0x00FF_012D, 0x00FF_0134, 0x00FF_014D, 0x00FF_014F, 0x00FF_0151, 0x00FF_0153,
        0x00FF_0162, 0x00FF_0164, 0x00FF_0166, 0x00FF_0176, 0x00FF_0178, 0x00FF_021A, 0x00FF_0402, 0x00FF_0408,
        0x00FF_040B, 0x00FF_0410, 0x00FF_0422, 0x00FF_0423, 0x00FF_042A, 0x00FF_0430, 0x00FF_0434, 0x00FF_0435,
        0x00FF_043B, 0x00FF_043E, 0x00FF_0441, 0x00FF_0444, 0x00FF_0447, 0x00FF_0450, 0x00FF_0451, 0x00FF_0454,
        0x00FF_0457, 0x00FF_0459, 0x00FF_2019, 0x00FF_201A, 0x00FF_201D, 0x00FF_201E, 0x00FF_2026, 0x00FF_2039,
        0x00FF_20AB, 0x00FF_2248, 0x00FF_2264, 0x00FF_2265,
        // U+0100 LATIN CAPITAL LETTER A WITH MACRON
        0x0100_0022, 0x0100_0027, 0x0100_002A, 0x0100_0031, 0x0100_003D, 0x0100_003F, 0x0100_0043, 0x0100_0047,
        0x0100_004F, 0x0100_0051, 0x0100_0054, 0x0100_0056, 0x0100_0057, 0x0100_0059, 0x0100_005C, 0x0100_005E,
        0x0100_0069, 0x0100_0074, 0x0100_0076, 0x0100_0077, 0x0100_0079, 0x0100_00A9, 0x0100_00AA, 0x0100_00AB,
        0x0100_00AE, 0x0100_00B0, 0x0100_00B1, 0x0100_00B6, 0x0100_00B7, 0x0100_00BA, 0x0100_00BB, 0x0100_00C7,
        0x0100_00D2, 0x0100_00D3, 0x0100_00D4, 0x0100_00D5, 0x0100_00D6, 0x0100_00D8, 0x0100_00DD, 0x0100_00EC,
        0x0100_00ED, 0x0100_00EE, 0x0100_00EF, 0x0100_00FD, 0x0100_00FF, 0x0100_0106, 0x0100_0108, 0x0100_010A,
        0x0100_010C, 0x0100_011C, 0x0100_011E, 0x0100_0120, 0x0100_0122, 0x0100_0129, 0x0100_012B, 0x0100_012D,
        0x0100_012F, 0x0100_0131, 0x0100_0133, 0x0100_014C, 0x0100_014E, 0x0100_0150, 0x0100_0152, 0x0100_0162,
        0x0100_0163, 0x0100_0164, 0x0100_0165, 0x0100_0166, 0x0100_0167, 0x0100_0174, 0x0100_0175, 0x0100_0176,
        0x0100_0177, 0x0100_0178, 0x0100_021A, 0x0100_021B, 0x0100_0402, 0x0100_0404, 0x0100_040B, 0x0100_041E,
        0x0100_0421, 0x0100_0422, 0x0100_0423, 0x0100_0424, 0x0100_042A, 0x0100_042D, 0x0100_0443, 0x0100_044B,
        0x0100_0456, 0x0100_0457, 0x0100_045E, 0x0100_2018, 0x0100_2019, 0x0100_201C, 0x0100_201D, 0x0100_2039,
        0x0100_203A, 0x0100_20A1, 0x0100_20B2, 0x0100_20B5, 0x0100_2248, 0x0100_2264, 0x0100_2265,
        // U+0101 LATIN SMALL LETTER A WITH MACRON
        0x0101_0031, 0x0101_0054, 0x0101_0056, 0x0101_0057, 0x0101_0059, 0x0101_005C, 0x0101_0076, 0x0101_0079,
        0x0101_00AE, 0x0101_00DD, 0x0101_00FD, 0x0101_00FF, 0x0101_0162, 0x0101_0164, 0x0101_0166, 0x0101_0174,
        0x0101_0176, 0x0101_0177, 0x0101_0178, 0x0101_021A, 0x0101_0402, 0x0101_040B, 0x0101_0422, 0x0101_0423,
        0x0101_042A, 0x0101_0442, 0x0101_0443, 0x0101_044A, 0x0101_045E, 0x0101_2018, 0x0101_201C,
        // U+0102 LATIN CAPITAL LETTER A WITH BREVE
        0x0102_0022, 0x0102_0027, 0x0102_002A, 0x0102_0031, 0x0102_003D, 0x0102_003F, 0x0102_0043, 0x0102_0047,
        0x0102_004F, 0x0102_0051, 0x0102_0054, 0x0102_0056, 0x0102_0057, 0x0102_0059, 0x0102_005C, 0x0102_005E,
        0x0102_0069, 0x0102_0074, 0x0102_0076, 0x0102_0077, 0x0102_0079, 0x0102_00A9, 0x0102_00AA, 0x0102_00AB,
        0x0102_00AE, 0x0102_00B0, 0x0102_00B1, 0x0102_00B6, 0x0102_00B7, 0x0102_00BA, 0x0102_00BB, 0x0102_00C7,
        0x0102_00D2, 0x0102_00D3, 0x0102_00D4, 0x0102_00D5, 0x0102_00D6, 0x0102_00D8, 0x0102_00DD, 0x0102_00EC,
        0x0102_00ED, 0x0102_00EE, 0x0102_00EF, 0x0102_00FD, 0x0102_00FF, 0x0102_0106, 0x0102_0108, 0x0102_010A,
        0x0102_010C, 0x0102_011C, 0x0102_011E, 0x0102_0120, 0x0102_0122, 0x0102_0129, 0x0102_012B, 0x0102_012D,
        0x0102_012F, 0x0102_0131, 0x0102_0133, 0x0102_014C, 0x0102_014E, 0x0102_0150, 0x0102_0152, 0x0102_0162,
        0x0102_0163, 0x0102_0164, 0x0102_0165, 0x0102_0166, 0x0102_0167, 0x0102_0174, 0x0102_0175, 0x0102_0176,
        0x0102_0177, 0x0102_0178, 0x0102_021A, 0x0102_021B, 0x0102_0402, 0x0102_0404, 0x0102_040B, 0x0102_041E,
        0x0102_0421, 0x0102_0422, 0x0102_0423, 0x0102_0424, 0x0102_042A, 0x0102_042D, 0x0102_0443, 0x0102_044B,
        0x0102_0456, 0x0102_0457, 0x0102_045E, 0x0102_2018, 0x0102_2019, 0x0102_201C, 0x0102_201D, 0x0102_2039,
        0x0102_203A, 0x0102_20A1, 0x0102_20B2, 0x0102_20B5, 0x0102_2248, 0x0102_2264, 0x0102_2265,
        // U+0103 LATIN SMALL LETTER A WITH BREVE
        0x0103_0031, 0x0103_0054, 0x0103_0056, 0x0103_0057, 0x0103_0059, 0x0103_005C, 0x0103_0076, 0x0103_0079,
        0x0103_00AE, 0x0103_00DD, 0x0103_00FD, 0x0103_00FF, 0x0103_0162, 0x0103_0164, 0x0103_0166, 0x0103_0174,
        0x0103_0176, 0x0103_0177, 0x0103_0178, 0x0103_021A, 0x0103_0402, 0x0103_040B, 0x0103_0422, 0x0103_0423,
        0x0103_042A, 0x0103_0442, 0x0103_0443, 0x0103_044A, 0x0103_045E, 0x0103_2018, 0x0103_201C,
        // U+0104 LATIN CAPITAL LETTER A WITH OGONEK
        0x0104_0022, 0x0104_0027, 0x0104_002A, 0x0104_0031, 0x0104_003D, 0x0104_003F, 0x0104_0043, 0x0104_0047,
        0x0104_004F, 0x0104_0051, 0x0104_0054, 0x0104_0056, 0x0104_0057, 0x0104_0059, 0x0104_005C, 0x0104_005E,
        0x0104_0069, 0x0104_0074, 0x0104_0076, 0x0104_0077, 0x0104_0079, 0x0104_00A9, 0x0104_00AA, 0x0104_00AB,
        0x0104_00AE, 0x0104_00B0, 0x0104_00B1, 0x0104_00B6, 0x0104_00B7, 0x0104_00BA, 0x0104_00BB, 0x0104_00C7,
        0x0104_00D2, 0x0104_00D3, 0x0104_00D4, 0x0104_00D5, 0x0104_00D6, 0x0104_00D8, 0x0104_00DD, 0x0104_00EC,
        0x0104_00ED, 0x0104_00EE, 0x0104_00EF, 0x0104_00FD, 0x0104_00FF, 0x0104_0106, 0x0104_0108, 0x0104_010A,
        0x0104_010C, 0x0104_011C, 0x0104_011E, 0x0104_0120, 0x0104_0122, 0x0104_0129, 0x0104_012B, 0x0104_012D,
        0x0104_012F, 0x0104_0131, 0x0104_0133, 0x0104_014C, 0x0104_014E, 0x0104_0150, 0x0104_0152, 0x0104_0162,
        0x0104_0163, 0x0104_0164, 0x0104_0165, 0x0104_0166, 0x0104_0167, 0x0104_0174, 0x0104_0175, 0x0104_0176,
        0x0104_0177, 0x0104_0178, 0x0104_021A, 0x0104_021B, 0x0104_0402, 0x0104_0404, 0x0104_040B, 0x0104_041E,
        0x0104_0421, 0x0104_0422, 0x0104_0423, 0x0104_0424, 0x0104_042A, 0x0104_042D, 0x0104_0443, 0x0104_044B,
        0x0104_0456, 0x0104_0457, 0x0104_045E, 0x0104_2018, 0x0104_2019, 0x0104_201C, 0x0104_201D, 0x0104_2039,
        0x0104_203A, 0x0104_20A1, 0x0104_20B2, 0x0104_20B5, 0x0104_2248, 0x0104_2264, 0x0104_2265,
        // U+0105 LATIN SMALL LETTER A WITH OGONEK
        0x0105_0031, 0x0105_0054, 0x0105_0056, 0x0105_0057, 0x0105_0059, 0x0105_005C, 0x0105_0076, 0x0105_0079,
        0x0105_00AE, 0x0105_00DD, 0x0105_00FD, 0x0105_00FF, 0x0105_0162, 0x0105_0164, 0x0105_0166, 0x0105_0174,
        0x0105_0176, 0x0105_0177, 0x0105_0178, 0x0105_021A, 0x0105_0402, 0x0105_040B, 0x0105_0422, 0x0105_0423,
        0x0105_042A, 0x0105_0442, 0x0105_0443, 0x0105_044A, 0x0105_045E, 0x0105_2018, 0x0105_201C,
        // U+0106 LATIN CAPITAL LETTER C WITH ACUTE
        0x0106_0058, 0x0106_005F, 0x0106_00EF, 0x0106_0129, 0x0106_012B, 0x0106_012D, 0x0106_0416, 0x0106_0425,
        0x0106_0457,
        // U+0107 LATIN SMALL LETTER C WITH ACUTE
        0x0107_0054, 0x0107_0059, 0x0107_0078, 0x0107_00AE, 0x0107_00DD, 0x0107_0162, 0x0107_0164, 0x0107_0166,
        0x0107_0176, 0x0107_0178, 0x0107_021A, 0x0107_0402, 0x0107_040B, 0x0107_0422, 0x0107_0423, 0x0107_042A,
        0x0107_0436, 0x0107_0442, 0x0107_0445, 0x0107_044A,
        // U+0108 LATIN CAPITAL LETTER C WITH CIRCUMFLEX
        0x0108_0058, 0x0108_005F, 0x0108_00EF, 0x0108_0129, 0x0108_012B, 0x0108_012D, 0x0108_0416, 0x0108_0425,
        0x0108_0457,
        // U+0109 LATIN SMALL LETTER C WITH CIRCUMFLEX
        0x0109_0054, 0x0109_0059, 0x0109_0078, 0x0109_00AE, 0x0109_00DD, 0x0109_0162, 0x0109_0164, 0x0109_0166,
        0x0109_0176, 0x0109_0178, 0x0109_021A, 0x0109_0402, 0x0109_040B, 0x0109_0422, 0x0109_0423, 0x0109_042A,
        0x0109_0436, 0x0109_0442, 0x0109_0445, 0x0109_044A,
        // U+010A LATIN CAPITAL LETTER C WITH DOT ABOVE
        0x010A_0058, 0x010A_005F, 0x010A_00EF, 0x010A_0129, 0x010A_012B, 0x010A_012D, 0x010A_0416, 0x010A_0425,
        0x010A_0457,
        // U+010B LATIN SMALL LETTER C WITH DOT ABOVE
        0x010B_0054, 0x010B_0059, 0x010B_0078, 0x010B_00AE, 0x010B_00DD, 0x010B_0162, 0x010B_0164, 0x010B_0166,
        0x010B_0176, 0x010B_0178, 0x010B_021A, 0x010B_0402, 0x010B_040B, 0x010B_0422, 0x010B_0423, 0x010B_042A,
        0x010B_0436, 0x010B_0442, 0x010B_0445, 0x010B_044A,
        // U+010C LATIN CAPITAL LETTER C WITH CARON
        0x010C_0058, 0x010C_005F, 0x010C_00EF, 0x010C_0129, 0x010C_012B, 0x010C_012D, 0x010C_0416, 0x010C_0425,
        0x010C_0457,
        // U+010D LATIN SMALL LETTER C WITH CARON
        0x010D_0054, 0x010D_0059, 0x010D_0078, 0x010D_00AE, 0x010D_00DD, 0x010D_0162, 0x010D_0164, 0x010D_0166,
        0x010D_0176, 0x010D_0178, 0x010D_021A, 0x010D_0402, 0x010D_040B, 0x010D_0422, 0x010D_0423, 0x010D_042A,
        0x010D_0436, 0x010D_0442, 0x010D_0445, 0x010D_044A,
        // U+010E LATIN CAPITAL LETTER D WITH CARON
        0x010E_002C, 0x010E_002E, 0x010E_002F, 0x010E_0041, 0x010E_0054, 0x010E_0056, 0x010E_0058, 0x010E_0059,
        0x010E_005C, 0x010E_005F, 0x010E_00AE, 0x010E_00C0, 0x010E_00C1, 0x010E_00C2, 0x010E_00C3, 0x010E_00C4,
        0x010E_00C5, 0x010E_00C6, 0x010E_00DD, 0x010E_0100, 0x010E_0102, 0x010E_0104, 0x010E_0162, 0x010E_0164,
        0x010E_0166, 0x010E_0176, 0x010E_0178, 0x010E_021A, 0x010E_0402, 0x010E_040B, 0x010E_0410, 0x010E_0416,
        0x010E_0422, 0x010E_0423, 0x010E_0425, 0x010E_042A, 0x010E_2018, 0x010E_201A, 0x010E_201C, 0x010E_201E,
        0x010E_2026,
        // U+010F LATIN SMALL LETTER D WITH CARON
        0x010F_0022, 0x010F_0027, 0x010F_002A, 0x010F_0031, 0x010F_0037, 0x010F_0054, 0x010F_005E, 0x010F_0069,
        0x010F_006A, 0x010F_00AA, 0x010F_00AE, 0x010F_00B0, 0x010F_00BA, 0x010F_00EC, 0x010F_00ED, 0x010F_00EE,
        0x010F_00EF, 0x010F_0127, 0x010F_0129, 0x010F_012B, 0x010F_012D, 0x010F_012F, 0x010F_0131, 0x010F_0133,
        0x010F_0135, 0x010F_0162, 0x010F_0164, 0x010F_0166, 0x010F_021A, 0x010F_0402, 0x010F_040B, 0x010F_0422,
        0x010F_042A, 0x010F_044B, 0x010F_0456, 0x010F_0457, 0x010F_0458, 0x010F_2018, 0x010F_201C,
        // U+0111 LATIN SMALL LETTER D WITH STROKE
        0x0111_0069, 0x0111_006A, 0x0111_00EC, 0x0111_00ED, 0x0111_00EE, 0x0111_00EF, 0x0111_0127, 0x0111_0129,
        0x0111_012B, 0x0111_012D, 0x0111_012F, 0x0111_0131, 0x0111_0133, 0x0111_0135, 0x0111_044B, 0x0111_0456,
        0x0111_0457, 0x0111_0458,
        // U+0112 LATIN CAPITAL LETTER E WITH MACRON
        0x0112_00EF, 0x0112_0129, 0x0112_012B, 0x0112_012D, 0x0112_0457,
        // U+0113 LATIN SMALL LETTER E WITH MACRON
        0x0113_0054, 0x0113_0056, 0x0113_0057, 0x0113_0059, 0x0113_005C, 0x0113_0076, 0x0113_0078, 0x0113_0079,
        0x0113_00AE, 0x0113_00DD, 0x0113_00FD, 0x0113_00FF, 0x0113_0162, 0x0113_0164, 0x0113_0166, 0x0113_0174,
        0x0113_0176, 0x0113_0177, 0x0113_0178, 0x0113_021A, 0x0113_0402, 0x0113_040B, 0x0113_0422, 0x0113_0423,
        0x0113_042A, 0x0113_0436, 0x0113_0442, 0x0113_0443, 0x0113_0445, 0x0113_044A, 0x0113_045E,
        // U+0114 LATIN CAPITAL LETTER E WITH BREVE
        0x0114_00EF, 0x0114_0129, 0x0114_012B, 0x0114_012D, 0x0114_0457,
        // U+0115 LATIN SMALL LETTER E WITH BREVE
        0x0115_0054, 0x0115_0056, 0x0115_0057, 0x0115_0059, 0x0115_005C, 0x0115_0076, 0x0115_0078, 0x0115_0079,
        0x0115_00AE, 0x0115_00DD, 0x0115_00FD, 0x0115_00FF, 0x0115_0162, 0x0115_0164, 0x0115_0166, 0x0115_0174,
        0x0115_0176, 0x0115_0177, 0x0115_0178, 0x0115_021A, 0x0115_0402, 0x0115_040B, 0x0115_0422, 0x0115_0423,
        0x0115_042A, 0x0115_0436, 0x0115_0442, 0x0115_0443, 0x0115_0445, 0x0115_044A, 0x0115_045E,
        // U+0116 LATIN CAPITAL LETTER E WITH DOT ABOVE
        0x0116_00EF, 0x0116_0129, 0x0116_012B, 0x0116_012D, 0x0116_0457,
        // U+0117 LATIN SMALL LETTER E WITH DOT ABOVE
        0x0117_0054, 0x0117_0056, 0x0117_0057, 0x0117_0059, 0x0117_005C, 0x0117_0076, 0x0117_0078, 0x0117_0079,
        0x0117_00AE, 0x0117_00DD, 0x0117_00FD, 0x0117_00FF, 0x0117_0162, 0x0117_0164, 0x0117_0166, 0x0117_0174,
        0x0117_0176, 0x0117_0177, 0x0117_0178, 0x0117_021A, 0x0117_0402, 0x0117_040B, 0x0117_0422, 0x0117_0423,
        0x0117_042A, 0x0117_0436, 0x0117_0442, 0x0117_0443, 0x0117_0445, 0x0117_044A, 0x0117_045E,
        // U+0118 LATIN CAPITAL LETTER E WITH OGONEK
        0x0118_00EF, 0x0118_0129, 0x0118_012B, 0x0118_012D, 0x0118_0457,
        // U+0119 LATIN SMALL LETTER E WITH OGONEK
        0x0119_0054, 0x0119_0056, 0x0119_0057, 0x0119_0059, 0x0119_005C, 0x0119_0076, 0x0119_0078, 0x0119_0079,
        0x0119_00AE, 0x0119_00DD, 0x0119_00FD, 0x0119_00FF, 0x0119_0162, 0x0119_0164, 0x0119_0166, 0x0119_0174,
        0x0119_0176, 0x0119_0177, 0x0119_0178, 0x0119_021A, 0x0119_0402, 0x0119_040B, 0x0119_0422, 0x0119_0423,
        0x0119_042A, 0x0119_0436, 0x0119_0442, 0x0119_0443, 0x0119_0445, 0x0119_044A, 0x0119_045E,
        // U+011A LATIN CAPITAL LETTER E WITH CARON
        0x011A_00EF, 0x011A_0129, 0x011A_012B, 0x011A_012D, 0x011A_0457,
        // U+011B LATIN SMALL LETTER E WITH CARON
        0x011B_0054, 0x011B_0056, 0x011B_0057, 0x011B_0059, 0x011B_005C, 0x011B_0076, 0x011B_0078, 0x011B_0079,
        0x011B_00AE, 0x011B_00DD, 0x011B_00FD, 0x011B_00FF, 0x011B_0162, 0x011B_0164, 0x011B_0166, 0x011B_0174,
        0x011B_0176, 0x011B_0177, 0x011B_0178, 0x011B_021A, 0x011B_0402, 0x011B_040B, 0x011B_0422, 0x011B_0423,
        0x011B_042A, 0x011B_0436, 0x011B_0442, 0x011B_0443, 0x011B_0445, 0x011B_044A, 0x011B_045E,
        // U+011C LATIN CAPITAL LETTER G WITH CIRCUMFLEX
        0x011C_0041, 0x011C_0054, 0x011C_0056, 0x011C_0058, 0x011C_0059, 0x011C_005C, 0x011C_0069, 0x011C_006A,
        0x011C_00C0, 0x011C_00C1, 0x011C_00C2, 0x011C_00C3, 0x011C_00C4, 0x011C_00C5, 0x011C_00C6, 0x011C_00DD,
        0x011C_00EC, 0x011C_00ED, 0x011C_00EE, 0x011C_00EF, 0x011C_0100, 0x011C_0102, 0x011C_0104, 0x011C_0127,
        0x011C_0129, 0x011C_012B, 0x011C_012D, 0x011C_012F, 0x011C_0131, 0x011C_0133, 0x011C_0135, 0x011C_0162,
        0x011C_0164, 0x011C_0166, 0x011C_0176, 0x011C_0178, 0x011C_021A, 0x011C_0402, 0x011C_040B, 0x011C_0410,
        0x011C_0416, 0x011C_0422, 0x011C_0423, 0x011C_0425, 0x011C_042A, 0x011C_044B, 0x011C_0456, 0x011C_0457,
        0x011C_0458,
        // U+011D LATIN SMALL LETTER G WITH CIRCUMFLEX
        0x011D_0054, 0x011D_005F, 0x011D_0162, 0x011D_0164, 0x011D_0166, 0x011D_021A, 0x011D_0402, 0x011D_040B,
        0x011D_0422, 0x011D_042A,
        // U+011E LATIN CAPITAL LETTER G WITH BREVE
        0x011E_0041, 0x011E_0054, 0x011E_0056, 0x011E_0058, 0x011E_0059, 0x011E_005C, 0x011E_0069, 0x011E_006A,
        0x011E_00C0, 0x011E_00C1, 0x011E_00C2, 0x011E_00C3, 0x011E_00C4, 0x011E_00C5, 0x011E_00C6, 0x011E_00DD,
        0x011E_00EC, 0x011E_00ED, 0x011E_00EE, 0x011E_00EF, 0x011E_0100, 0x011E_0102, 0x011E_0104, 0x011E_0127,
        0x011E_0129, 0x011E_012B, 0x011E_012D, 0x011E_012F, 0x011E_0131, 0x011E_0133, 0x011E_0135, 0x011E_0162,
        0x011E_0164, 0x011E_0166, 0x011E_0176, 0x011E_0178, 0x011E_021A, 0x011E_0402, 0x011E_040B, 0x011E_0410,
        0x011E_0416, 0x011E_0422, 0x011E_0423, 0x011E_0425, 0x011E_042A, 0x011E_044B, 0x011E_0456, 0x011E_0457,
        0x011E_0458,
        // U+011F LATIN SMALL LETTER G WITH BREVE
        0x011F_0054, 0x011F_005F, 0x011F_0162, 0x011F_0164, 0x011F_0166, 0x011F_021A, 0x011F_0402, 0x011F_040B,
        0x011F_0422, 0x011F_042A,
        // U+0120 LATIN CAPITAL LETTER G WITH DOT ABOVE
        0x0120_0041, 0x0120_0054, 0x0120_0056, 0x0120_0058, 0x0120_0059, 0x0120_005C, 0x0120_0069, 0x0120_006A,
        0x0120_00C0, 0x0120_00C1, 0x0120_00C2, 0x0120_00C3, 0x0120_00C4, 0x0120_00C5, 0x0120_00C6, 0x0120_00DD,
        0x0120_00EC, 0x0120_00ED, 0x0120_00EE, 0x0120_00EF, 0x0120_0100, 0x0120_0102, 0x0120_0104, 0x0120_0127,
        0x0120_0129, 0x0120_012B, 0x0120_012D, 0x0120_012F, 0x0120_0131, 0x0120_0133, 0x0120_0135, 0x0120_0162,
        0x0120_0164, 0x0120_0166, 0x0120_0176, 0x0120_0178, 0x0120_021A, 0x0120_0402, 0x0120_040B, 0x0120_0410,
        0x0120_0416, 0x0120_0422, 0x0120_0423, 0x0120_0425, 0x0120_042A, 0x0120_044B, 0x0120_0456, 0x0120_0457,
        0x0120_0458,
        // U+0121 LATIN SMALL LETTER G WITH DOT ABOVE
        0x0121_0054, 0x0121_005F, 0x0121_0162, 0x0121_0164, 0x0121_0166, 0x0121_021A, 0x0121_0402, 0x0121_040B,
        0x0121_0422, 0x0121_042A,
        // U+0122 LATIN CAPITAL LETTER G WITH CEDILLA
        0x0122_0041, 0x0122_0054, 0x0122_0056, 0x0122_0058, 0x0122_0059, 0x0122_005C, 0x0122_0069, 0x0122_006A,
        0x0122_00C0, 0x0122_00C1, 0x0122_00C2, 0x0122_00C3, 0x0122_00C4, 0x0122_00C5, 0x0122_00C6, 0x0122_00DD,
        0x0122_00EC, 0x0122_00ED, 0x0122_00EE, 0x0122_00EF, 0x0122_0100, 0x0122_0102, 0x0122_0104, 0x0122_0127,
        0x0122_0129, 0x0122_012B, 0x0122_012D, 0x0122_012F, 0x0122_0131, 0x0122_0133, 0x0122_0135, 0x0122_0162,
        0x0122_0164, 0x0122_0166, 0x0122_0176, 0x0122_0178, 0x0122_021A, 0x0122_0402, 0x0122_040B, 0x0122_0410,
        0x0122_0416, 0x0122_0422, 0x0122_0423, 0x0122_0425, 0x0122_042A, 0x0122_044B, 0x0122_0456, 0x0122_0457,
        0x0122_0458,
        // U+0123 LATIN SMALL LETTER G WITH CEDILLA
        0x0123_0054, 0x0123_005F, 0x0123_0162, 0x0123_0164, 0x0123_0166, 0x0123_021A, 0x0123_0402, 0x0123_040B,
        0x0123_0422, 0x0123_042A,
        // U+0124 LATIN CAPITAL LETTER H WITH CIRCUMFLEX
        0x0124_005F, 0x0124_00CF, 0x0124_00EF, 0x0124_0129, 0x0124_012B, 0x0124_012D, 0x0124_012F, 0x0124_0457,
        // U+0125 LATIN SMALL LETTER H WITH CIRCUMFLEX
        0x0125_0031, 0x0125_0054, 0x0125_0056, 0x0125_0057, 0x0125_0059, 0x0125_005C, 0x0125_0076, 0x0125_0079,
        0x0125_00AE, 0x0125_00DD, 0x0125_00FD, 0x0125_00FF, 0x0125_0162, 0x0125_0164, 0x0125_0166, 0x0125_0174,
        0x0125_0176, 0x0125_0177, 0x0125_0178, 0x0125_021A, 0x0125_0402, 0x0125_040B, 0x0125_0422, 0x0125_0423,
        0x0125_042A, 0x0125_0442, 0x0125_0443, 0x0125_044A, 0x0125_045E, 0x0125_2018, 0x0125_201C,
        // U+0126 LATIN CAPITAL LETTER H WITH STROKE
        0x0126_005F, 0x0126_00AA, 0x0126_00BA, 0x0126_00CF, 0x0126_00EF, 0x0126_0129, 0x0126_012B, 0x0126_012D,
        0x0126_012F, 0x0126_0457,
        // U+0127 LATIN SMALL LETTER H WITH STROKE
        0x0127_0031, 0x0127_0054, 0x0127_0056, 0x0127_0057, 0x0127_0059, 0x0127_005C, 0x0127_0076, 0x0127_0079,
        0x0127_00AE, 0x0127_00DD, 0x0127_00FD, 0x0127_00FF, 0x0127_0162, 0x0127_0164, 0x0127_0166, 0x0127_0174,
        0x0127_0176, 0x0127_0177, 0x0127_0178, 0x0127_021A, 0x0127_0402, 0x0127_040B, 0x0127_0422, 0x0127_0423,
        0x0127_042A, 0x0127_0442, 0x0127_0443, 0x0127_044A, 0x0127_045E, 0x0127_2018, 0x0127_201C,
        // U+0129 LATIN SMALL LETTER I WITH TILDE
        0x0129_0031, 0x0129_0037, 0x0129_0042, 0x0129_0044, 0x0129_0045, 0x0129_0046, 0x0129_0048, 0x0129_0049,
        0x0129_004B, 0x0129_004C, 0x0129_004D, 0x0129_004E, 0x0129_0050, 0x0129_0052, 0x0129_0054, 0x0129_0056,
        0x0129_005A, 0x0129_005C, 0x0129_0062, 0x0129_0066, 0x0129_0068, 0x0129_0069, 0x0129_006A, 0x0129_006B,
        0x0129_006C, 0x0129_0074, 0x0129_007C, 0x0129_00C8, 0x0129_00C9, 0x0129_00CA, 0x0129_00CB, 0x0129_00CC,
        0x0129_00CD, 0x0129_00D1, 0x0129_00DE, 0x0129_00DF, 0x0129_00EC, 0x0129_00ED, 0x0129_00EE, 0x0129_00EF,
        0x0129_00FE, 0x0129_010E, 0x0129_0112, 0x0129_0114, 0x0129_0116, 0x0129_0118, 0x0129_011A, 0x0129_0124,
        0x0129_0125, 0x0129_0126, 0x0129_0127, 0x0129_0129, 0x0129_012B, 0x0129_012D, 0x0129_012E, 0x0129_012F,
        0x0129_0130, 0x0129_0131, 0x0129_0133, 0x0129_0135, 0x0129_0136, 0x0129_0137, 0x0129_0139, 0x0129_013A,
        0x0129_013B, 0x0129_013C, 0x0129_013D, 0x0129_013E, 0x0129_0140, 0x0129_0141, 0x0129_0142, 0x0129_0143,
        0x0129_0145, 0x0129_0147, 0x0129_014A, 0x0129_0154, 0x0129_0156, 0x0129_0158, 0x0129_0162, 0x0129_0163,
        0x0129_0164, 0x0129_0165, 0x0129_0166, 0x0129_0167, 0x0129_0179, 0x0129_017B, 0x0129_017D, 0x0129_021A,
        0x0129_021B, 0x0129_0400, 0x0129_0401, 0x0129_0402, 0x0129_0403, 0x0129_0406, 0x0129_040A, 0x0129_040B,
        0x0129_040C, 0x0129_040D, 0x0129_040F, 0x0129_0411, 0x0129_0412, 0x0129_0413, 0x0129_0415, 0x0129_0418,
        0x0129_0419, 0x0129_041A, 0x0129_041C, 0x0129_041D, 0x0129_041F, 0x0129_0420, 0x0129_0422, 0x0129_0426,
        0x0129_0428, 0x0129_0429, 0x0129_042A, 0x0129_042B, 0x0129_042C, 0x0129_042E, 0x0129_044B, 0x0129_0452,
        0x0129_0456, 0x0129_0457, 0x0129_0458, 0x0129_045B, 0x0129_0E3F, 0x0129_20A8, 0x0129_20BF, 0x0129_2116,
        // U+012B LATIN SMALL LETTER I WITH MACRON
        0x012B_0031, 0x012B_0037, 0x012B_0042, 0x012B_0044, 0x012B_0045, 0x012B_0046, 0x012B_0048, 0x012B_0049,
        0x012B_004B, 0x012B_004C, 0x012B_004D, 0x012B_004E, 0x012B_0050, 0x012B_0052, 0x012B_0054, 0x012B_0056,
        0x012B_005A, 0x012B_005C, 0x012B_0062, 0x012B_0066, 0x012B_0068, 0x012B_0069, 0x012B_006A, 0x012B_006B,
        0x012B_006C, 0x012B_0074, 0x012B_007C, 0x012B_00C8, 0x012B_00C9, 0x012B_00CA, 0x012B_00CB, 0x012B_00CC,
        0x012B_00CD, 0x012B_00D1, 0x012B_00DE, 0x012B_00DF, 0x012B_00EC, 0x012B_00ED, 0x012B_00EE, 0x012B_00EF,
        0x012B_00FE, 0x012B_010E, 0x012B_0112, 0x012B_0114, 0x012B_0116, 0x012B_0118, 0x012B_011A, 0x012B_0124,
        0x012B_0125, 0x012B_0126, 0x012B_0127, 0x012B_0129, 0x012B_012B, 0x012B_012D, 0x012B_012E, 0x012B_012F,
        0x012B_0130, 0x012B_0131, 0x012B_0133, 0x012B_0135, 0x012B_0136, 0x012B_0137, 0x012B_0139, 0x012B_013A,
        0x012B_013B, 0x012B_013C, 0x012B_013D, 0x012B_013E, 0x012B_0140, 0x012B_0141, 0x012B_0142, 0x012B_0143,
        0x012B_0145, 0x012B_0147, 0x012B_014A, 0x012B_0154, 0x012B_0156, 0x012B_0158, 0x012B_0162, 0x012B_0163,
        0x012B_0164, 0x012B_0165, 0x012B_0166, 0x012B_0167, 0x012B_0179, 0x012B_017B, 0x012B_017D, 0x012B_021A,
        0x012B_021B, 0x012B_0400, 0x012B_0401, 0x012B_0402, 0x012B_0403, 0x012B_0406, 0x012B_040A, 0x012B_040B,
        0x012B_040C, 0x012B_040D, 0x012B_040F, 0x012B_0411, 0x012B_0412, 0x012B_0413, 0x012B_0415, 0x012B_0418,
        0x012B_0419, 0x012B_041A, 0x012B_041C, 0x012B_041D, 0x012B_041F, 0x012B_0420, 0x012B_0422, 0x012B_0426,
        0x012B_0428, 0x012B_0429, 0x012B_042A, 0x012B_042B, 0x012B_042C, 0x012B_042E, 0x012B_044B, 0x012B_0452,
        0x012B_0456, 0x012B_0457, 0x012B_0458, 0x012B_045B, 0x012B_0E3F, 0x012B_20A8, 0x012B_20BF, 0x012B_2116,
        // U+012D LATIN SMALL LETTER I WITH BREVE
        0x012D_0031, 0x012D_0037, 0x012D_0042, 0x012D_0044, 0x012D_0045, 0x012D_0046, 0x012D_0048, 0x012D_0049,
        0x012D_004B, 0x012D_004C, 0x012D_004D, 0x012D_004E, 0x012D_0050, 0x012D_0052, 0x012D_0054, 0x012D_0056,
        0x012D_005A, 0x012D_005C, 0x012D_0062, 0x012D_0066, 0x012D_0068, 0x012D_0069, 0x012D_006A, 0x012D_006B,
        0x012D_006C, 0x012D_0074, 0x012D_007C, 0x012D_00C8, 0x012D_00C9, 0x012D_00CA, 0x012D_00CB, 0x012D_00CC,
        0x012D_00CD, 0x012D_00D1, 0x012D_00DE, 0x012D_00DF, 0x012D_00EC, 0x012D_00ED, 0x012D_00EE, 0x012D_00EF,
        0x012D_00FE, 0x012D_010E, 0x012D_0112, 0x012D_0114, 0x012D_0116, 0x012D_0118, 0x012D_011A, 0x012D_0124,
        0x012D_0125, 0x012D_0126, 0x012D_0127, 0x012D_0129, 0x012D_012B, 0x012D_012D, 0x012D_012E, 0x012D_012F,
        0x012D_0130, 0x012D_0131, 0x012D_0133, 0x012D_0135, 0x012D_0136, 0x012D_0137, 0x012D_0139, 0x012D_013A,
        0x012D_013B, 0x012D_013C, 0x012D_013D, 0x012D_013E, 0x012D_0140, 0x012D_0141, 0x012D_0142, 0x012D_0143,
        0x012D_0145, 0x012D_0147, 0x012D_014A, 0x012D_0154, 0x012D_0156, 0x012D_0158, 0x012D_0162, 0x012D_0163,
        0x012D_0164, 0x012D_0165, 0x012D_0166, 0x012D_0167, 0x012D_0179, 0x012D_017B, 0x012D_017D, 0x012D_021A,
        0x012D_021B, 0x012D_0400, 0x012D_0401, 0x012D_0402, 0x012D_0403, 0x012D_0406, 0x012D_040A, 0x012D_040B,
        0x012D_040C, 0x012D_040D, 0x012D_040F, 0x012D_0411, 0x012D_0412, 0x012D_0413, 0x012D_0415, 0x012D_0418,
        0x012D_0419, 0x012D_041A, 0x012D_041C, 0x012D_041D, 0x012D_041F, 0x012D_0420, 0x012D_0422, 0x012D_0426,
        0x012D_0428, 0x012D_0429, 0x012D_042A, 0x012D_042B, 0x012D_042C, 0x012D_042E, 0x012D_044B, 0x012D_0452,
        0x012D_0456, 0x012D_0457, 0x012D_0458, 0x012D_045B, 0x012D_0E3F, 0x012D_20A8, 0x012D_20BF, 0x012D_2116,
        // U+012E LATIN CAPITAL LETTER I WITH OGONEK
        0x012E_005F, 0x012E_00CF, 0x012E_00EF, 0x012E_0129, 0x012E_012B, 0x012E_012D, 0x012E_012F, 0x012E_0457,
        // U+012F LATIN SMALL LETTER I WITH OGONEK
        0x012F_0029, 0x012F_0056, 0x012F_0057, 0x012F_005C, 0x012F_005D, 0x012F_005F, 0x012F_007D, 0x012F_00A5,
        0x012F_00EF, 0x012F_0127, 0x012F_0129, 0x012F_012B, 0x012F_012D, 0x012F_012E, 0x012F_012F, 0x012F_0135,
        0x012F_0174, 0x012F_0192, 0x012F_0457, 0x012F_20A9,
        // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE
        0x0130_005F, 0x0130_00CF, 0x0130_00EF, 0x0130_0129, 0x0130_012B, 0x0130_012D, 0x0130_012F, 0x0130_0457,
        // U+0131 LATIN SMALL LETTER DOTLESS I
        0x0131_0029, 0x0131_0056, 0x0131_0057, 0x0131_005C, 0x0131_005D, 0x0131_005F, 0x0131_007D, 0x0131_00A5,
        0x0131_00EF, 0x0131_0127, 0x0131_0129, 0x0131_012B, 0x0131_012D, 0x0131_012E, 0x0131_012F, 0x0131_0135,
        0x0131_0174, 0x0131_0192, 0x0131_0457, 0x0131_20A9,
        // U+0133 LATIN SMALL LIGATURE IJ
        0x0133_0029, 0x0133_0056, 0x0133_0057, 0x0133_005C, 0x0133_005D, 0x0133_005F, 0x0133_007D, 0x0133_00A5,
        0x0133_00EF, 0x0133_0127, 0x0133_0129, 0x0133_012B, 0x0133_012D, 0x0133_012E, 0x0133_012F, 0x0133_0135,
        0x0133_0174, 0x0133_0192, 0x0133_0457, 0x0133_20A9,
        // U+0134 LATIN CAPITAL LETTER J WITH CIRCUMFLEX
        0x0134_002C, 0x0134_002E, 0x0134_002F, 0x0134_005F, 0x0134_201A, 0x0134_201E, 0x0134_2026,
        // U+0135 LATIN SMALL LETTER J WITH CIRCUMFLEX
        0x0135_0029, 0x0135_0056, 0x0135_0057, 0x0135_005C, 0x0135_005D, 0x0135_005F, 0x0135_0069, 0x0135_006A,
        0x0135_007D, 0x0135_00A5, 0x0135_00EC, 0x0135_00ED, 0x0135_00EE, 0x0135_00EF, 0x0135_0127, 0x0135_0129,
        0x0135_012B, 0x0135_012D, 0x0135_012E, 0x0135_012F, 0x0135_0131, 0x0135_0133, 0x0135_0135, 0x0135_0174,
        0x0135_0192, 0x0135_044B, 0x0135_0456, 0x0135_0457, 0x0135_0458, 0x0135_20A9,
        // U+0136 LATIN CAPITAL LETTER K WITH CEDILLA
        0x0136_002B, 0x0136_002D, 0x0136_003C, 0x0136_003D, 0x0136_0043, 0x0136_0047, 0x0136_004F, 0x0136_0051,
        0x0136_0063, 0x0136_0064, 0x0136_0065, 0x0136_0067, 0x0136_0069, 0x0136_006F, 0x0136_0071, 0x0136_0075,
        0x0136_0076, 0x0136_0077, 0x0136_0079, 0x0136_007E, 0x0136_00A2, 0x0136_00A9, 0x0136_00AB, 0x0136_00AC,
        0x0136_00AD, 0x0136_00AE, 0x0136_00B1, 0x0136_00B5, 0x0136_00B7, 0x0136_00C7, 0x0136_00D2, 0x0136_00D3,
        0x0136_00D4, 0x0136_00D5, 0x0136_00D6, 0x0136_00D8, 0x0136_00E7, 0x0136_00E8, 0x0136_00E9, 0x0136_00EA,
        0x0136_00EB, 0x0136_00EC, 0x0136_00ED, 0x0136_00EE, 0x0136_00EF, 0x0136_00F0, 0x0136_00F2, 0x0136_00F3,
        0x0136_00F4, 0x0136_00F5, 0x0136_00F6, 0x0136_00F7, 0x0136_00F8, 0x0136_00F9, 0x0136_00FA, 0x0136_00FB,
        0x0136_00FC, 0x0136_00FD, 0x0136_00FF, 0x0136_0106, 0x0136_0107, 0x0136_0108, 0x0136_0109, 0x0136_010A,
        0x0136_010B, 0x0136_010C, 0x0136_010D, 0x0136_010F, 0x0136_0111, 0x0136_0113, 0x0136_0115, 0x0136_0117,
        0x0136_0119, 0x0136_011B, 0x0136_011C, 0x0136_011D, 0x0136_011E, 0x0136_011F, 0x0136_0120, 0x0136_0121,
        0x0136_0122, 0x0136_0123, 0x0136_0129, 0x0136_012B, 0x0136_012D, 0x0136_012F, 0x0136_0131, 0x0136_0133,
        0x0136_014C, 0x0136_014D, 0x0136_014E, 0x0136_014F, 0x0136_0150, 0x0136_0151, 0x0136_0152, 0x0136_0153,
        0x0136_0169, 0x0136_016B, 0x0136_016D, 0x0136_016F, 0x0136_0171, 0x0136_0173, 0x0136_0175, 0x0136_0177,
        0x0136_0404, 0x0136_041E, 0x0136_0421, 0x0136_0424, 0x0136_042D, 0x0136_0435, 0x0136_043E, 0x0136_0441,
        0x0136_0443, 0x0136_0444, 0x0136_044B, 0x0136_0450, 0x0136_0451, 0x0136_0454, 0x0136_0456, 0x0136_0457,
        0x0136_045E, 0x0136_2039, 0x0136_20A1, 0x0136_20AB, 0x0136_20B2, 0x0136_20B5, 0x0136_2192, 0x0136_2212,
        0x0136_221E, 0x0136_2248, 0x0136_2264, 0x0136_2265,
        // U+0137 LATIN SMALL LETTER K WITH CEDILLA
        0x0137_002B, 0x0137_002D, 0x0137_0034, 0x0137_003C, 0x0137_0054, 0x0137_0063, 0x0137_0064, 0x0137_0065,
        0x0137_0067, 0x0137_006F, 0x0137_0071, 0x0137_007E, 0x0137_00A2, 0x0137_00AB, 0x0137_00AC, 0x0137_00AD,
        0x0137_00B7, 0x0137_00E7, 0x0137_00E8, 0x0137_00E9, 0x0137_00EA, 0x0137_00EB, 0x0137_00F0, 0x0137_00F2,
        0x0137_00F3, 0x0137_00F4, 0x0137_00F5, 0x0137_00F6, 0x0137_00F7, 0x0137_00F8, 0x0137_0107, 0x0137_0109,
        0x0137_010B, 0x0137_010D, 0x0137_010F, 0x0137_0111, 0x0137_0113, 0x0137_0115, 0x0137_0117, 0x0137_0119,
        0x0137_011B, 0x0137_011D, 0x0137_011F, 0x0137_0121, 0x0137_0123, 0x0137_014D, 0x0137_014F, 0x0137_0151,
        0x0137_0153, 0x0137_0162, 0x0137_0164, 0x0137_0166, 0x0137_021A, 0x0137_0402, 0x0137_040B, 0x0137_0422,
        0x0137_042A, 0x0137_0435, 0x0137_043E, 0x0137_0441, 0x0137_0444, 0x0137_0450, 0x0137_0451, 0x0137_0454,
        0x0137_2039, 0x0137_20AB, 0x0137_2192, 0x0137_2212,
        // U+0139 LATIN CAPITAL LETTER L WITH ACUTE
        0x0139_0022, 0x0139_0027, 0x0139_002A, 0x0139_002B, 0x0139_002D, 0x0139_0031, 0x0139_0041, 0x0139_0043,
        0x0139_0047, 0x0139_004F, 0x0139_0051, 0x0139_0054, 0x0139_0056, 0x0139_0059, 0x0139_005C, 0x0139_005E,
        0x0139_0074, 0x0139_0076, 0x0139_0079, 0x0139_007E, 0x0139_00A9, 0x0139_00AA, 0x0139_00AB, 0x0139_00AC,
        0x0139_00AD, 0x0139_00AE, 0x0139_00B0, 0x0139_00B7, 0x0139_00BA, 0x0139_00C0, 0x0139_00C1, 0x0139_00C2,
        0x0139_00C3, 0x0139_00C4, 0x0139_00C5, 0x0139_00C6, 0x0139_00C7, 0x0139_00D2, 0x0139_00D3, 0x0139_00D4,
        0x0139_00D5, 0x0139_00D6, 0x0139_00D8, 0x0139_00DD, 0x0139_00F7, 0x0139_00FD, 0x0139_00FF, 0x0139_0100,
        0x0139_0102, 0x0139_0104, 0x0139_0106, 0x0139_0108, 0x0139_010A, 0x0139_010C, 0x0139_011C, 0x0139_011E,
        0x0139_0120, 0x0139_0122, 0x0139_014C, 0x0139_014E, 0x0139_0150, 0x0139_0152, 0x0139_0162, 0x0139_0163,
        0x0139_0164, 0x0139_0165, 0x0139_0166, 0x0139_0167, 0x0139_0176, 0x0139_0177, 0x0139_0178, 0x0139_021A,
        0x0139_021B, 0x0139_0402, 0x0139_0404, 0x0139_040B, 0x0139_0410, 0x0139_041E, 0x0139_0421, 0x0139_0422,
        0x0139_0423, 0x0139_0424, 0x0139_042A, 0x0139_042D, 0x0139_0443, 0x0139_045E, 0x0139_2018, 0x0139_2019,
        0x0139_201B, 0x0139_201C, 0x0139_201D, 0x0139_2039, 0x0139_20A1, 0x0139_20B2, 0x0139_20B5, 0x0139_2192,
        0x0139_2212,
        // U+013A LATIN SMALL LETTER L WITH ACUTE
        0x013A_005F, 0x013A_00CF, 0x013A_00EF, 0x013A_0129, 0x013A_012B, 0x013A_012D, 0x013A_012F, 0x013A_0457,
        // U+013B LATIN CAPITAL LETTER L WITH CEDILLA
        0x013B_0022, 0x013B_0027, 0x013B_002A, 0x013B_002B, 0x013B_002D, 0x013B_0031, 0x013B_0041, 0x013B_0043,
        0x013B_0047, 0x013B_004F, 0x013B_0051, 0x013B_0054, 0x013B_0056, 0x013B_0059, 0x013B_005C, 0x013B_005E,
        0x013B_0074, 0x013B_0076, 0x013B_0079, 0x013B_007E, 0x013B_00A9, 0x013B_00AA, 0x013B_00AB, 0x013B_00AC,
        0x013B_00AD, 0x013B_00AE, 0x013B_00B0, 0x013B_00B7, 0x013B_00BA, 0x013B_00C0, 0x013B_00C1, 0x013B_00C2,
        0x013B_00C3, 0x013B_00C4, 0x013B_00C5, 0x013B_00C6, 0x013B_00C7, 0x013B_00D2, 0x013B_00D3, 0x013B_00D4,
        0x013B_00D5, 0x013B_00D6, 0x013B_00D8, 0x013B_00DD, 0x013B_00F7, 0x013B_00FD, 0x013B_00FF, 0x013B_0100,
        0x013B_0102, 0x013B_0104, 0x013B_0106, 0x013B_0108, 0x013B_010A, 0x013B_010C, 0x013B_011C, 0x013B_011E,
        0x013B_0120, 0x013B_0122, 0x013B_014C, 0x013B_014E, 0x013B_0150, 0x013B_0152, 0x013B_0162, 0x013B_0163,
        0x013B_0164, 0x013B_0165, 0x013B_0166, 0x013B_0167, 0x013B_0176, 0x013B_0177, 0x013B_0178, 0x013B_021A,
        0x013B_021B, 0x013B_0402, 0x013B_0404, 0x013B_040B, 0x013B_0410, 0x013B_041E, 0x013B_0421, 0x013B_0422,
        0x013B_0423, 0x013B_0424, 0x013B_042A, 0x013B_042D, 0x013B_0443, 0x013B_045E, 0x013B_2018, 0x013B_2019,
        0x013B_201B, 0x013B_201C, 0x013B_201D, 0x013B_2039, 0x013B_20A1, 0x013B_20B2, 0x013B_20B5, 0x013B_2192,
        0x013B_2212,
        // U+013C LATIN SMALL LETTER L WITH CEDILLA
        0x013C_005F, 0x013C_00CF, 0x013C_00EF, 0x013C_0129, 0x013C_012B, 0x013C_012D, 0x013C_012F, 0x013C_0457,
        // U+013D LATIN CAPITAL LETTER L WITH CARON
        0x013D_0022, 0x013D_0027, 0x013D_002A, 0x013D_002B, 0x013D_002D, 0x013D_0031, 0x013D_0041, 0x013D_0043,
        0x013D_0047, 0x013D_004F, 0x013D_0051, 0x013D_0054, 0x013D_0056, 0x013D_0059, 0x013D_005C, 0x013D_005E,
        0x013D_0074, 0x013D_0076, 0x013D_0079, 0x013D_007E, 0x013D_00A9, 0x013D_00AA, 0x013D_00AB, 0x013D_00AC,
        0x013D_00AD, 0x013D_00AE, 0x013D_00B0, 0x013D_00B7, 0x013D_00BA, 0x013D_00C0, 0x013D_00C1, 0x013D_00C2,
        0x013D_00C3, 0x013D_00C4, 0x013D_00C5, 0x013D_00C6, 0x013D_00C7, 0x013D_00D2, 0x013D_00D3, 0x013D_00D4,
        0x013D_00D5, 0x013D_00D6, 0x013D_00D8, 0x013D_00DD, 0x013D_00F7, 0x013D_00FD, 0x013D_00FF, 0x013D_0100,
        0x013D_0102, 0x013D_0104, 0x013D_0106, 0x013D_0108, 0x013D_010A, 0x013D_010C, 0x013D_011C, 0x013D_011E,
        0x013D_0120, 0x013D_0122, 0x013D_014C, 0x013D_014E, 0x013D_0150, 0x013D_0152, 0x013D_0162, 0x013D_0163,
        0x013D_0164, 0x013D_0165, 0x013D_0166, 0x013D_0167, 0x013D_0176, 0x013D_0177, 0x013D_0178, 0x013D_021A,
        0x013D_021B, 0x013D_0402, 0x013D_0404, 0x013D_040B, 0x013D_0410, 0x013D_041E, 0x013D_0421, 0x013D_0422,
        0x013D_0423, 0x013D_0424, 0x013D_042A, 0x013D_042D, 0x013D_0443, 0x013D_045E, 0x013D_2018, 0x013D_2019,
        0x013D_201B, 0x013D_201C, 0x013D_201D, 0x013D_2039, 0x013D_20A1, 0x013D_20B2, 0x013D_20B5, 0x013D_2192,
        0x013D_2212,
        // U+013E LATIN SMALL LETTER L WITH CARON
        0x013E_005F, 0x013E_00CF, 0x013E_00EF, 0x013E_0129, 0x013E_012B, 0x013E_012D, 0x013E_012F, 0x013E_0457,
        // U+013F LATIN CAPITAL LETTER L WITH MIDDLE DOT
        0x013F_0059, 0x013F_00DD, 0x013F_0176, 0x013F_0178, 0x013F_0423,
        // U+0140 LATIN SMALL LETTER L WITH MIDDLE DOT
        0x0140_005F, 0x0140_00CF, 0x0140_00D0, 0x0140_00EF, 0x0140_0110, 0x0140_0129, 0x0140_012B, 0x0140_012D,
        0x0140_012F, 0x0140_0457,
        // U+0141 LATIN CAPITAL LETTER L WITH STROKE
        0x0141_0022, 0x0141_0027, 0x0141_002A, 0x0141_002B, 0x0141_002D, 0x0141_0031, 0x0141_0041, 0x0141_0043,
        0x0141_0047, 0x0141_004F, 0x0141_0051, 0x0141_0054, 0x0141_0056, 0x0141_0059, 0x0141_005C, 0x0141_005E,
        0x0141_0074, 0x0141_0076, 0x0141_0079, 0x0141_007E, 0x0141_00A9, 0x0141_00AA, 0x0141_00AB, 0x0141_00AC,
        0x0141_00AD, 0x0141_00AE, 0x0141_00B0, 0x0141_00B7, 0x0141_00BA, 0x0141_00C0, 0x0141_00C1, 0x0141_00C2,
        0x0141_00C3, 0x0141_00C4, 0x0141_00C5, 0x0141_00C6, 0x0141_00C7, 0x0141_00D2, 0x0141_00D3, 0x0141_00D4,
        0x0141_00D5, 0x0141_00D6, 0x0141_00D8, 0x0141_00DD, 0x0141_00F7, 0x0141_00FD, 0x0141_00FF, 0x0141_0100,
        0x0141_0102, 0x0141_0104, 0x0141_0106, 0x0141_0108, 0x0141_010A, 0x0141_010C, 0x0141_011C, 0x0141_011E,
        0x0141_0120, 0x0141_0122, 0x0141_014C, 0x0141_014E, 0x0141_0150, 0x0141_0152, 0x0141_0162, 0x0141_0163,
        0x0141_0164, 0x0141_0165, 0x0141_0166, 0x0141_0167, 0x0141_0176, 0x0141_0177, 0x0141_0178, 0x0141_021A,
        0x0141_021B, 0x0141_0402, 0x0141_0404, 0x0141_040B, 0x0141_0410, 0x0141_041E, 0x0141_0421, 0x0141_0422,
        0x0141_0423, 0x0141_0424, 0x0141_042A, 0x0141_042D, 0x0141_0443, 0x0141_045E, 0x0141_2018, 0x0141_2019,
        0x0141_201B, 0x0141_201C, 0x0141_201D, 0x0141_2039, 0x0141_20A1, 0x0141_20B2, 0x0141_20B5, 0x0141_2192,
        0x0141_2212,
        // U+0142 LATIN SMALL LETTER L WITH STROKE
        0x0142_005F, 0x0142_00CF, 0x0142_00D0, 0x0142_00EF, 0x0142_0110, 0x0142_0129, 0x0142_012B, 0x0142_012D,
        0x0142_012F, 0x0142_0457,
        // U+0143 LATIN CAPITAL LETTER N WITH ACUTE
        0x0143_005F, 0x0143_00CF, 0x0143_00EF, 0x0143_0129, 0x0143_012B, 0x0143_012D, 0x0143_012F, 0x0143_0457,
        // U+0144 LATIN SMALL LETTER N WITH ACUTE
        0x0144_0031, 0x0144_0054, 0x0144_0056, 0x0144_0057, 0x0144_0059, 0x0144_005C, 0x0144_0076, 0x0144_0079,
        0x0144_00AE, 0x0144_00DD, 0x0144_00FD, 0x0144_00FF, 0x0144_0162, 0x0144_0164, 0x0144_0166, 0x0144_0174,
        0x0144_0176, 0x0144_0177, 0x0144_0178, 0x0144_021A, 0x0144_0402, 0x0144_040B, 0x0144_0422, 0x0144_0423,
        0x0144_042A, 0x0144_0442, 0x0144_0443, 0x0144_044A, 0x0144_045E, 0x0144_2018, 0x0144_201C,
        // U+0145 LATIN CAPITAL LETTER N WITH CEDILLA
        0x0145_005F, 0x0145_00CF, 0x0145_00EF, 0x0145_0129, 0x0145_012B, 0x0145_012D, 0x0145_012F, 0x0145_0457,
        // U+0146 LATIN SMALL LETTER N WITH CEDILLA
        0x0146_0031, 0x0146_0054, 0x0146_0056, 0x0146_0057, 0x0146_0059, 0x0146_005C, 0x0146_0076, 0x0146_0079,
        0x0146_00AE, 0x0146_00DD, 0x0146_00FD, 0x0146_00FF, 0x0146_0162, 0x0146_0164, 0x0146_0166, 0x0146_0174,
        0x0146_0176, 0x0146_0177, 0x0146_0178, 0x0146_021A, 0x0146_0402, 0x0146_040B, 0x0146_0422, 0x0146_0423,
        0x0146_042A, 0x0146_0442, 0x0146_0443, 0x0146_044A, 0x0146_045E, 0x0146_2018, 0x0146_201C,
        // U+0147 LATIN CAPITAL LETTER N WITH CARON
        0x0147_005F, 0x0147_00CF, 0x0147_00EF, 0x0147_0129, 0x0147_012B, 0x0147_012D, 0x0147_012F, 0x0147_0457,
        // U+0148 LATIN SMALL LETTER N WITH CARON
        0x0148_0031, 0x0148_0054, 0x0148_0056, 0x0148_0057, 0x0148_0059, 0x0148_005C, 0x0148_0076, 0x0148_0079,
        0x0148_00AE, 0x0148_00DD, 0x0148_00FD, 0x0148_00FF, 0x0148_0162, 0x0148_0164, 0x0148_0166, 0x0148_0174,
        0x0148_0176, 0x0148_0177, 0x0148_0178, 0x0148_021A, 0x0148_0402, 0x0148_040B, 0x0148_0422, 0x0148_0423,
        0x0148_042A, 0x0148_0442, 0x0148_0443, 0x0148_044A, 0x0148_045E, 0x0148_2018, 0x0148_201C,
        // U+014A LATIN CAPITAL LETTER ENG
        0x014A_005F, 0x014A_00CF, 0x014A_00EF, 0x014A_0129, 0x014A_012B, 0x014A_012D, 0x014A_012F, 0x014A_0457,
        // U+014C LATIN CAPITAL LETTER O WITH MACRON
        0x014C_002C, 0x014C_002E, 0x014C_002F, 0x014C_0041, 0x014C_0054, 0x014C_0056, 0x014C_0058, 0x014C_0059,
        0x014C_005C, 0x014C_005F, 0x014C_00AE, 0x014C_00C0, 0x014C_00C1, 0x014C_00C2, 0x014C_00C3, 0x014C_00C4,
        0x014C_00C5, 0x014C_00C6, 0x014C_00DD, 0x014C_0100, 0x014C_0102, 0x014C_0104, 0x014C_0162, 0x014C_0164,
        0x014C_0166, 0x014C_0176, 0x014C_0178, 0x014C_021A, 0x014C_0402, 0x014C_040B, 0x014C_0410, 0x014C_0416,
        0x014C_0422, 0x014C_0423, 0x014C_0425, 0x014C_042A, 0x014C_2018, 0x014C_201A, 0x014C_201C, 0x014C_201E,
        0x014C_2026,
        // U+014D LATIN SMALL LETTER O WITH MACRON
        0x014D_0029, 0x014D_0041, 0x014D_0054, 0x014D_0056, 0x014D_0057, 0x014D_0058, 0x014D_0059, 0x014D_005C,
        0x014D_005D, 0x014D_0076, 0x014D_0077, 0x014D_0078, 0x014D_0079, 0x014D_007D, 0x014D_00AA, 0x014D_00AE,
        0x014D_00BA, 0x014D_00C0, 0x014D_00C1, 0x014D_00C2, 0x014D_00C3, 0x014D_00C4, 0x014D_00C5, 0x014D_00C6,
        0x014D_00DD, 0x014D_00FD, 0x014D_00FF, 0x014D_0100, 0x014D_0102, 0x014D_0104, 0x014D_0162, 0x014D_0164,
        0x014D_0166, 0x014D_0174, 0x014D_0175, 0x014D_0176, 0x014D_0177, 0x014D_0178, 0x014D_021A, 0x014D_0402,
        0x014D_040B, 0x014D_0410, 0x014D_0416, 0x014D_0422, 0x014D_0423, 0x014D_0425, 0x014D_042A, 0x014D_0436,
        0x014D_0442, 0x014D_0443, 0x014D_0445, 0x014D_044A, 0x014D_045E, 0x014D_2018, 0x014D_201C,
        // U+014E LATIN CAPITAL LETTER O WITH BREVE
        0x014E_002C, 0x014E_002E, 0x014E_002F, 0x014E_0041, 0x014E_0054, 0x014E_0056, 0x014E_0058, 0x014E_0059,
        0x014E_005C, 0x014E_005F, 0x014E_00AE, 0x014E_00C0, 0x014E_00C1, 0x014E_00C2, 0x014E_00C3, 0x014E_00C4,
        0x014E_00C5, 0x014E_00C6, 0x014E_00DD, 0x014E_0100, 0x014E_0102, 0x014E_0104, 0x014E_0162, 0x014E_0164,
        0x014E_0166, 0x014E_0176, 0x014E_0178, 0x014E_021A, 0x014E_0402, 0x014E_040B, 0x014E_0410, 0x014E_0416,
        0x014E_0422, 0x014E_0423, 0x014E_0425, 0x014E_042A, 0x014E_2018, 0x014E_201A, 0x014E_201C, 0x014E_201E,
        0x014E_2026,
        // U+014F LATIN SMALL LETTER O WITH BREVE
        0x014F_0029, 0x014F_0041, 0x014F_0054, 0x014F_0056, 0x014F_0057, 0x014F_0058, 0x014F_0059, 0x014F_005C,
        0x014F_005D, 0x014F_0076, 0x014F_0077, 0x014F_0078, 0x014F_0079, 0x014F_007D, 0x014F_00AA, 0x014F_00AE,
        0x014F_00BA, 0x014F_00C0, 0x014F_00C1, 0x014F_00C2, 0x014F_00C3, 0x014F_00C4, 0x014F_00C5, 0x014F_00C6,
        0x014F_00DD, 0x014F_00FD, 0x014F_00FF, 0x014F_0100, 0x014F_0102, 0x014F_0104, 0x014F_0162, 0x014F_0164,
        0x014F_0166, 0x014F_0174, 0x014F_0175, 0x014F_0176, 0x014F_0177, 0x014F_0178, 0x014F_021A, 0x014F_0402,
        0x014F_040B, 0x014F_0410, 0x014F_0416, 0x014F_0422, 0x014F_0423, 0x014F_0425, 0x014F_042A, 0x014F_0436,
        0x014F_0442, 0x014F_0443, 0x014F_0445, 0x014F_044A, 0x014F_045E, 0x014F_2018, 0x014F_201C,
        // U+0150 LATIN CAPITAL LETTER O WITH DOUBLE ACUTE
        0x0150_002C, 0x0150_002E, 0x0150_002F, 0x0150_0041, 0x0150_0054, 0x0150_0056, 0x0150_0058, 0x0150_0059,
        0x0150_005C, 0x0150_005F, 0x0150_00AE, 0x0150_00C0, 0x0150_00C1, 0x0150_00C2, 0x0150_00C3, 0x0150_00C4,
        0x0150_00C5, 0x0150_00C6, 0x0150_00DD, 0x0150_0100, 0x0150_0102, 0x0150_0104, 0x0150_0162, 0x0150_0164,
        0x0150_0166, 0x0150_0176, 0x0150_0178, 0x0150_021A, 0x0150_0402, 0x0150_040B, 0x0150_0410, 0x0150_0416,
        0x0150_0422, 0x0150_0423, 0x0150_0425, 0x0150_042A, 0x0150_2018, 0x0150_201A, 0x0150_201C, 0x0150_201E,
        0x0150_2026,
        // U+0151 LATIN SMALL LETTER O WITH DOUBLE ACUTE
        0x0151_0029, 0x0151_0041, 0x0151_0054, 0x0151_0056, 0x0151_0057, 0x0151_0058, 0x0151_0059, 0x0151_005C,
        0x0151_005D, 0x0151_0076, 0x0151_0077, 0x0151_0078, 0x0151_0079, 0x0151_007D, 0x0151_00AA, 0x0151_00AE,
        0x0151_00BA, 0x0151_00C0, 0x0151_00C1, 0x0151_00C2, 0x0151_00C3, 0x0151_00C4, 0x0151_00C5, 0x0151_00C6,
        0x0151_00DD, 0x0151_00FD, 0x0151_00FF, 0x0151_0100, 0x0151_0102, 0x0151_0104, 0x0151_0162, 0x0151_0164,
        0x0151_0166, 0x0151_0174, 0x0151_0175, 0x0151_0176, 0x0151_0177, 0x0151_0178, 0x0151_021A, 0x0151_0402,
        0x0151_040B, 0x0151_0410, 0x0151_0416, 0x0151_0422, 0x0151_0423, 0x0151_0425, 0x0151_042A, 0x0151_0436,
        0x0151_0442, 0x0151_0443, 0x0151_0445, 0x0151_044A, 0x0151_045E, 0x0151_2018, 0x0151_201C,
        // U+0152 LATIN CAPITAL LIGATURE OE
        0x0152_00EF, 0x0152_0129, 0x0152_012B, 0x0152_012D, 0x0152_0457,
        // U+0153 LATIN SMALL LIGATURE OE
        0x0153_0054, 0x0153_0056, 0x0153_0057, 0x0153_0059, 0x0153_005C, 0x0153_0076, 0x0153_0078, 0x0153_0079,
        0x0153_00AE, 0x0153_00DD, 0x0153_00FD, 0x0153_00FF, 0x0153_0162, 0x0153_0164, 0x0153_0166, 0x0153_0174,
        0x0153_0176, 0x0153_0177, 0x0153_0178, 0x0153_021A, 0x0153_0402, 0x0153_040B, 0x0153_0422, 0x0153_0423,
        0x0153_042A, 0x0153_0436, 0x0153_0442, 0x0153_0443, 0x0153_0445, 0x0153_044A, 0x0153_045E,
        // U+0154 LATIN CAPITAL LETTER R WITH ACUTE
        0x0154_0056, 0x0154_0059, 0x0154_005C, 0x0154_0063, 0x0154_0064, 0x0154_0065, 0x0154_0067, 0x0154_006F,
        0x0154_0071, 0x0154_00A2, 0x0154_00DD, 0x0154_00E7, 0x0154_00E8, 0x0154_00E9, 0x0154_00EA, 0x0154_00EB,
        0x0154_00EF, 0x0154_00F0, 0x0154_00F2, 0x0154_00F3, 0x0154_00F4, 0x0154_00F5, 0x0154_00F6, 0x0154_00F8,
        0x0154_0107, 0x0154_0109, 0x0154_010B, 0x0154_010D, 0x0154_010F, 0x0154_0111, 0x0154_0113, 0x0154_0115,
        0x0154_0117, 0x0154_0119, 0x0154_011B, 0x0154_011D, 0x0154_011F, 0x0154_0121, 0x0154_0123, 0x0154_0129,
        0x0154_012B, 0x0154_012D, 0x0154_014D, 0x0154_014F, 0x0154_0151, 0x0154_0153, 0x0154_0176, 0x0154_0178,
        0x0154_0423, 0x0154_0435, 0x0154_043E, 0x0154_0441, 0x0154_0444, 0x0154_0450, 0x0154_0451, 0x0154_0454,
        0x0154_0457, 0x0154_20AB,
        // U+0155 LATIN SMALL LETTER R WITH ACUTE
        0x0155_002B, 0x0155_002C, 0x0155_002D, 0x0155_002E, 0x0155_002F, 0x0155_003C, 0x0155_0041, 0x0155_004A,
        0x0155_0054, 0x0155_005A, 0x0155_0063, 0x0155_0064, 0x0155_0065, 0x0155_0066, 0x0155_0067, 0x0155_006F,
        0x0155_0071, 0x0155_0074, 0x0155_0076, 0x0155_0077, 0x0155_0078, 0x0155_0079, 0x0155_007E, 0x0155_00A2,
        0x0155_00AC, 0x0155_00AD, 0x0155_00B7, 0x0155_00C0, 0x0155_00C1, 0x0155_00C2, 0x0155_00C3, 0x0155_00C4,
        0x0155_00C5, 0x0155_00C6, 0x0155_00E7, 0x0155_00E8, 0x0155_00E9, 0x0155_00EA, 0x0155_00EB, 0x0155_00F0,
        0x0155_00F2, 0x0155_00F3, 0x0155_00F4, 0x0155_00F5, 0x0155_00F6, 0x0155_00F7, 0x0155_00F8, 0x0155_00FD,
        0x0155_00FF, 0x0155_0100, 0x0155_0102, 0x0155_0104, 0x0155_0107, 0x0155_0109, 0x0155_010B, 0x0155_010D,
        0x0155_010F, 0x0155_0111, 0x0155_0113, 0x0155_0115, 0x0155_0117, 0x0155_0119, 0x0155_011B, 0x0155_011D,
        0x0155_011F, 0x0155_0121, 0x0155_0123, 0x0155_0134, 0x0155_014D, 0x0155_014F, 0x0155_0151, 0x0155_0153,
        0x0155_0162, 0x0155_0163, 0x0155_0164, 0x0155_0165, 0x0155_0166, 0x0155_0167, 0x0155_0175, 0x0155_0177,
        0x0155_0179, 0x0155_017B, 0x0155_017D, 0x0155_021A, 0x0155_021B, 0x0155_0402, 0x0155_0408, 0x0155_040B,
        0x0155_0410, 0x0155_0422, 0x0155_042A, 0x0155_0435, 0x0155_0436, 0x0155_043E, 0x0155_0441, 0x0155_0443,
        0x0155_0444, 0x0155_0445, 0x0155_0450, 0x0155_0451, 0x0155_0454, 0x0155_045E, 0x0155_2019, 0x0155_201A,
        0x0155_201D, 0x0155_201E, 0x0155_2026, 0x0155_20AB, 0x0155_2192, 0x0155_2212,
        // U+0156 LATIN CAPITAL LETTER R WITH CEDILLA
        0x0156_0056, 0x0156_0059, 0x0156_005C, 0x0156_0063, 0x0156_0064, 0x0156_0065, 0x0156_0067, 0x0156_006F,
        0x0156_0071, 0x0156_00A2, 0x0156_00DD, 0x0156_00E7, 0x0156_00E8, 0x0156_00E9, 0x0156_00EA, 0x0156_00EB,
        0x0156_00EF, 0x0156_00F0, 0x0156_00F2, 0x0156_00F3, 0x0156_00F4, 0x0156_00F5, 0x0156_00F6, 0x0156_00F8,
        0x0156_0107, 0x0156_0109, 0x0156_010B, 0x0156_010D, 0x0156_010F, 0x0156_0111, 0x0156_0113, 0x0156_0115,
        0x0156_0117, 0x0156_0119, 0x0156_011B, 0x0156_011D, 0x0156_011F, 0x0156_0121, 0x0156_0123, 0x0156_0129,
        0x0156_012B, 0x0156_012D, 0x0156_014D, 0x0156_014F, 0x0156_0151, 0x0156_0153, 0x0156_0176, 0x0156_0178,
        0x0156_0423, 0x0156_0435, 0x0156_043E, 0x0156_0441, 0x0156_0444, 0x0156_0450, 0x0156_0451, 0x0156_0454,
        0x0156_0457, 0x0156_20AB,
        // U+0157 LATIN SMALL LETTER R WITH CEDILLA
        0x0157_002B, 0x0157_002C, 0x0157_002D, 0x0157_002E, 0x0157_002F, 0x0157_003C, 0x0157_0041, 0x0157_004A,
        0x0157_0054, 0x0157_005A, 0x0157_0063, 0x0157_0064, 0x0157_0065, 0x0157_0066, 0x0157_0067, 0x0157_006F,
        0x0157_0071, 0x0157_0074, 0x0157_0076, 0x0157_0077, 0x0157_0078, 0x0157_0079, 0x0157_007E, 0x0157_00A2,
        0x0157_00AC, 0x0157_00AD, 0x0157_00B7, 0x0157_00C0, 0x0157_00C1, 0x0157_00C2, 0x0157_00C3, 0x0157_00C4,
        0x0157_00C5, 0x0157_00C6, 0x0157_00E7, 0x0157_00E8, 0x0157_00E9, 0x0157_00EA, 0x0157_00EB, 0x0157_00F0,
        0x0157_00F2, 0x0157_00F3, 0x0157_00F4, 0x0157_00F5, 0x0157_00F6, 0x0157_00F7, 0x0157_00F8, 0x0157_00FD,
        0x0157_00FF, 0x0157_0100, 0x0157_0102, 0x0157_0104, 0x0157_0107, 0x0157_0109, 0x0157_010B, 0x0157_010D,
        0x0157_010F, 0x0157_0111, 0x0157_0113, 0x0157_0115, 0x0157_0117, 0x0157_0119, 0x0157_011B, 0x0157_011D,
        0x0157_011F, 0x0157_0121, 0x0157_0123, 0x0157_0134, 0x0157_014D, 0x0157_014F, 0x0157_0151, 0x0157_0153,
        0x0157_0162, 0x0157_0163, 0x0157_0164, 0x0157_0165, 0x0157_0166, 0x0157_0167, 0x0157_0175, 0x0157_0177,
        0x0157_0179, 0x0157_017B, 0x0157_017D, 0x0157_021A, 0x0157_021B, 0x0157_0402, 0x0157_0408, 0x0157_040B,
        0x0157_0410, 0x0157_0422, 0x0157_042A, 0x0157_0435, 0x0157_0436, 0x0157_043E, 0x0157_0441, 0x0157_0443,
        0x0157_0444, 0x0157_0445, 0x0157_0450, 0x0157_0451, 0x0157_0454, 0x0157_045E, 0x0157_2019, 0x0157_201A,
        0x0157_201D, 0x0157_201E, 0x0157_2026, 0x0157_20AB, 0x0157_2192, 0x0157_2212,
        // U+0158 LATIN CAPITAL LETTER R WITH CARON
        0x0158_0056, 0x0158_0059, 0x0158_005C, 0x0158_0063, 0x0158_0064, 0x0158_0065, 0x0158_0067, 0x0158_006F,
        0x0158_0071, 0x0158_00A2, 0x0158_00DD, 0x0158_00E7, 0x0158_00E8, 0x0158_00E9, 0x0158_00EA, 0x0158_00EB,
        0x0158_00EF, 0x0158_00F0, 0x0158_00F2, 0x0158_00F3, 0x0158_00F4, 0x0158_00F5, 0x0158_00F6, 0x0158_00F8,
        0x0158_0107, 0x0158_0109, 0x0158_010B, 0x0158_010D, 0x0158_010F, 0x0158_0111, 0x0158_0113, 0x0158_0115,
        0x0158_0117, 0x0158_0119, 0x0158_011B, 0x0158_011D, 0x0158_011F, 0x0158_0121, 0x0158_0123, 0x0158_0129,
        0x0158_012B, 0x0158_012D, 0x0158_014D, 0x0158_014F, 0x0158_0151, 0x0158_0153, 0x0158_0176, 0x0158_0178,
        0x0158_0423, 0x0158_0435, 0x0158_043E, 0x0158_0441, 0x0158_0444, 0x0158_0450, 0x0158_0451, 0x0158_0454,
        0x0158_0457, 0x0158_20AB,
        // U+0159 LATIN SMALL LETTER R WITH CARON
        0x0159_002B, 0x0159_002C, 0x0159_002D, 0x0159_002E, 0x0159_002F, 0x0159_003C, 0x0159_0041, 0x0159_004A,
        0x0159_0054, 0x0159_005A, 0x0159_0063, 0x0159_0064, 0x0159_0065, 0x0159_0066, 0x0159_0067, 0x0159_006F,
        0x0159_0071, 0x0159_0074, 0x0159_0076, 0x0159_0077, 0x0159_0078, 0x0159_0079, 0x0159_007E, 0x0159_00A2,
        0x0159_00AC, 0x0159_00AD, 0x0159_00B7, 0x0159_00C0, 0x0159_00C1, 0x0159_00C2, 0x0159_00C3, 0x0159_00C4,
        0x0159_00C5, 0x0159_00C6, 0x0159_00E7, 0x0159_00E8, 0x0159_00E9, 0x0159_00EA, 0x0159_00EB, 0x0159_00F0,
        0x0159_00F2, 0x0159_00F3, 0x0159_00F4, 0x0159_00F5, 0x0159_00F6, 0x0159_00F7, 0x0159_00F8, 0x0159_00FD,
        0x0159_00FF, 0x0159_0100, 0x0159_0102, 0x0159_0104, 0x0159_0107, 0x0159_0109, 0x0159_010B, 0x0159_010D,
        0x0159_010F, 0x0159_0111, 0x0159_0113, 0x0159_0115, 0x0159_0117, 0x0159_0119, 0x0159_011B, 0x0159_011D,
        0x0159_011F, 0x0159_0121, 0x0159_0123, 0x0159_0134, 0x0159_014D, 0x0159_014F, 0x0159_0151, 0x0159_0153,
        0x0159_0162, 0x0159_0163, 0x0159_0164, 0x0159_0165, 0x0159_0166, 0x0159_0167, 0x0159_0175, 0x0159_0177,
        0x0159_0179, 0x0159_017B, 0x0159_017D, 0x0159_021A, 0x0159_021B, 0x0159_0402, 0x0159_0408, 0x0159_040B,
        0x0159_0410, 0x0159_0422, 0x0159_042A, 0x0159_0435, 0x0159_0436, 0x0159_043E, 0x0159_0441, 0x0159_0443,
        0x0159_0444, 0x0159_0445, 0x0159_0450, 0x0159_0451, 0x0159_0454, 0x0159_045E, 0x0159_2019, 0x0159_201A,
        0x0159_201D, 0x0159_201E, 0x0159_2026, 0x0159_20AB, 0x0159_2192, 0x0159_2212,
        // U+015A LATIN CAPITAL LETTER S WITH ACUTE
        0x015A_00EF, 0x015A_0129, 0x015A_012B, 0x015A_012D, 0x015A_0457,
        // U+015B LATIN SMALL LETTER S WITH ACUTE
        0x015B_0054, 0x015B_0056, 0x015B_0057, 0x015B_0059, 0x015B_005C, 0x015B_00AE, 0x015B_00DD, 0x015B_0162,
        0x015B_0164, 0x015B_0166, 0x015B_0174, 0x015B_0176, 0x015B_0178, 0x015B_021A, 0x015B_0402, 0x015B_040B,
        0x015B_0422, 0x015B_0423, 0x015B_042A, 0x015B_2018, 0x015B_201A, 0x015B_201C, 0x015B_201E,
        // U+015C LATIN CAPITAL LETTER S WITH CIRCUMFLEX
        0x015C_00EF, 0x015C_0129, 0x015C_012B, 0x015C_012D, 0x015C_0457,
        // U+015D LATIN SMALL LETTER S WITH CIRCUMFLEX
        0x015D_0054, 0x015D_0056, 0x015D_0057, 0x015D_0059, 0x015D_005C, 0x015D_00AE, 0x015D_00DD, 0x015D_0162,
        0x015D_0164, 0x015D_0166, 0x015D_0174, 0x015D_0176, 0x015D_0178, 0x015D_021A, 0x015D_0402, 0x015D_040B,
        0x015D_0422, 0x015D_0423, 0x015D_042A, 0x015D_2018, 0x015D_201A, 0x015D_201C, 0x015D_201E,
        // U+015E LATIN CAPITAL LETTER S WITH CEDILLA
        0x015E_00EF, 0x015E_0129, 0x015E_012B, 0x015E_012D, 0x015E_0457,
        // U+015F LATIN SMALL LETTER S WITH CEDILLA
        0x015F_0054, 0x015F_0056, 0x015F_0057, 0x015F_0059, 0x015F_005C, 0x015F_00AE, 0x015F_00DD, 0x015F_0162,
        0x015F_0164, 0x015F_0166, 0x015F_0174, 0x015F_0176, 0x015F_0178, 0x015F_021A, 0x015F_0402, 0x015F_040B,
        0x015F_0422, 0x015F_0423, 0x015F_042A, 0x015F_2018, 0x015F_201A, 0x015F_201C, 0x015F_201E,
        // U+0160 LATIN CAPITAL LETTER S WITH CARON
        0x0160_00EF, 0x0160_0129, 0x0160_012B, 0x0160_012D, 0x0160_0457,
        // U+0161 LATIN SMALL LETTER S WITH CARON
        0x0161_0054, 0x0161_0056, 0x0161_0057, 0x0161_0059, 0x0161_005C, 0x0161_00AE, 0x0161_00DD, 0x0161_0162,
        0x0161_0164, 0x0161_0166, 0x0161_0174, 0x0161_0176, 0x0161_0178, 0x0161_021A, 0x0161_0402, 0x0161_040B,
        0x0161_0422, 0x0161_0423, 0x0161_042A, 0x0161_2018, 0x0161_201A, 0x0161_201C, 0x0161_201E,
        // U+0162 LATIN CAPITAL LETTER T WITH CEDILLA
        0x0162_0026, 0x0162_002B, 0x0162_002C, 0x0162_002D, 0x0162_002E, 0x0162_002F, 0x0162_0034, 0x0162_003A,
        0x0162_003B, 0x0162_003C, 0x0162_0041, 0x0162_0043, 0x0162_0047, 0x0162_004A, 0x0162_004F, 0x0162_0051,
        0x0162_005F, 0x0162_0061, 0x0162_0063, 0x0162_0064, 0x0162_0065, 0x0162_0067, 0x0162_006D, 0x0162_006E,
        0x0162_006F, 0x0162_0070, 0x0162_0071, 0x0162_0072, 0x0162_0073, 0x0162_0075, 0x0162_0076, 0x0162_0077,
        0x0162_0078, 0x0162_0079, 0x0162_007A, 0x0162_007E, 0x0162_00A2, 0x0162_00A9, 0x0162_00AB, 0x0162_00AC,
        0x0162_00AD, 0x0162_00B5, 0x0162_00B7, 0x0162_00BB, 0x0162_00C0, 0x0162_00C1, 0x0162_00C2, 0x0162_00C3,
        0x0162_00C4, 0x0162_00C5, 0x0162_00C6, 0x0162_00C7, 0x0162_00D2, 0x0162_00D3, 0x0162_00D4, 0x0162_00D5,
        0x0162_00D6, 0x0162_00D8, 0x0162_00E0, 0x0162_00E1, 0x0162_00E2, 0x0162_00E3, 0x0162_00E4, 0x0162_00E5,
        0x0162_00E6, 0x0162_00E7, 0x0162_00E8, 0x0162_00E9, 0x0162_00EA, 0x0162_00EB, 0x0162_00EF, 0x0162_00F0,
        0x0162_00F1, 0x0162_00F2, 0x0162_00F3, 0x0162_00F4, 0x0162_00F5, 0x0162_00F6, 0x0162_00F7, 0x0162_00F8,
        0x0162_00F9, 0x0162_00FA, 0x0162_00FB, 0x0162_00FC, 0x0162_00FD, 0x0162_00FF, 0x0162_0100, 0x0162_0101,
        0x0162_0102, 0x0162_0103, 0x0162_0104, 0x0162_0105, 0x0162_0106, 0x0162_0107, 0x0162_0108, 0x0162_0109,
        0x0162_010A, 0x0162_010B, 0x0162_010C, 0x0162_010D, 0x0162_010F, 0x0162_0111, 0x0162_0113, 0x0162_0115,
        0x0162_0117, 0x0162_0119, 0x0162_011B, 0x0162_011C, 0x0162_011D, 0x0162_011E, 0x0162_011F, 0x0162_0120,
        0x0162_0121, 0x0162_0122, 0x0162_0123, 0x0162_0129, 0x0162_012B, 0x0162_012D, 0x0162_0134, 0x0162_0144,
        0x0162_0146, 0x0162_0148, 0x0162_014B, 0x0162_014C, 0x0162_014D, 0x0162_014E, 0x0162_014F, 0x0162_0150,
        0x0162_0151, 0x0162_0152, 0x0162_0153, 0x0162_0155, 0x0162_0157, 0x0162_0159, 0x0162_015B, 0x0162_015D,
        0x0162_015F, 0x0162_0161, 0x0162_0169, 0x0162_016B, 0x0162_016D, 0x0162_016F, 0x0162_0171, 0x0162_0173,
        0x0162_0175, 0x0162_0177, 0x0162_017A, 0x0162_017C, 0x0162_017E, 0x0162_0219, 0x0162_0404, 0x0162_0408,
        0x0162_0410, 0x0162_041E, 0x0162_0421, 0x0162_0424, 0x0162_042D, 0x0162_0430, 0x0162_0432, 0x0162_0433,
        0x0162_0435, 0x0162_0436, 0x0162_0438, 0x0162_0439, 0x0162_043A, 0x0162_043C, 0x0162_043D, 0x0162_043E,
        0x0162_043F, 0x0162_0440, 0x0162_0441, 0x0162_0442, 0x0162_0443, 0x0162_0444, 0x0162_0445, 0x0162_0446,
        0x0162_0447, 0x0162_0448, 0x0162_0449, 0x0162_044A, 0x0162_044C, 0x0162_044E, 0x0162_044F, 0x0162_0450,
        0x0162_0451, 0x0162_0453, 0x0162_0454, 0x0162_0455, 0x0162_0457, 0x0162_045A, 0x0162_045C, 0x0162_045D,
        0x0162_045E, 0x0162_045F, 0x0162_201A, 0x0162_201E, 0x0162_2026, 0x0162_2039, 0x0162_203A, 0x0162_20A1,
        0x0162_20AB, 0x0162_20B2, 0x0162_20B5, 0x0162_2192, 0x0162_2212,
        // U+0163 LATIN SMALL LETTER T WITH CEDILLA
        0x0163_002B, 0x0163_002D, 0x0163_0034, 0x0163_003C, 0x0163_0042, 0x0163_0044, 0x0163_0045, 0x0163_0046,
        0x0163_0048, 0x0163_0049, 0x0163_004B, 0x0163_004C, 0x0163_004D, 0x0163_004E, 0x0163_0050, 0x0163_0052,
        0x0163_0054, 0x0163_0056, 0x0163_0057, 0x0163_0059, 0x0163_005C, 0x0163_0062, 0x0163_0063, 0x0163_0064,
        0x0163_0065, 0x0163_0067, 0x0163_0068, 0x0163_006B, 0x0163_006C, 0x0163_006F, 0x0163_0071, 0x0163_0073,
        0x0163_007C, 0x0163_007E, 0x0163_00A2, 0x0163_00AC, 0x0163_00AD, 0x0163_00B7, 0x0163_00C8, 0x0163_00C9,
        0x0163_00CA, 0x0163_00CB, 0x0163_00CC, 0x0163_00CD, 0x0163_00D1, 0x0163_00D7, 0x0163_00DD, 0x0163_00DE,
        0x0163_00DF, 0x0163_00E7, 0x0163_00E8, 0x0163_00E9, 0x0163_00EA, 0x0163_00EB, 0x0163_00F0, 0x0163_00F2,
        0x0163_00F3, 0x0163_00F4, 0x0163_00F5, 0x0163_00F6, 0x0163_00F7, 0x0163_00F8, 0x0163_00FE, 0x0163_0107,
        0x0163_0109, 0x0163_010B, 0x0163_010D, 0x0163_010E, 0x0163_010F, 0x0163_0111, 0x0163_0112, 0x0163_0113,
        0x0163_0114, 0x0163_0115, 0x0163_0116, 0x0163_0117, 0x0163_0118, 0x0163_0119, 0x0163_011A, 0x0163_011B,
        0x0163_011D, 0x0163_011F, 0x0163_0121, 0x0163_0123, 0x0163_0124, 0x0163_0125, 0x0163_0126, 0x0163_0127,
        0x0163_012E, 0x0163_0130, 0x0163_0136, 0x0163_0137, 0x0163_0139, 0x0163_013A, 0x0163_013B, 0x0163_013C,
        0x0163_013D, 0x0163_013E, 0x0163_0140, 0x0163_0141, 0x0163_0142, 0x0163_0143, 0x0163_0145, 0x0163_0147,
        0x0163_014A, 0x0163_014D, 0x0163_014F, 0x0163_0151, 0x0163_0153, 0x0163_0154, 0x0163_0156, 0x0163_0158,
        0x0163_015B, 0x0163_015D, 0x0163_015F, 0x0163_0161, 0x0163_0162, 0x0163_0164, 0x0163_0166, 0x0163_0174,
        0x0163_0176, 0x0163_0178, 0x0163_0219, 0x0163_021A, 0x0163_0400, 0x0163_0401, 0x0163_0402, 0x0163_0403,
        0x0163_0406, 0x0163_040A, 0x0163_040B, 0x0163_040C, 0x0163_040D, 0x0163_040F, 0x0163_0411, 0x0163_0412,
        0x0163_0413, 0x0163_0415, 0x0163_0418, 0x0163_0419, 0x0163_041A, 0x0163_041C, 0x0163_041D, 0x0163_041F,
        0x0163_0420, 0x0163_0422, 0x0163_0423, 0x0163_0426, 0x0163_0428, 0x0163_0429, 0x0163_042A, 0x0163_042B,
        0x0163_042C, 0x0163_042E, 0x0163_0435, 0x0163_043E, 0x0163_0441, 0x0163_0444, 0x0163_044F, 0x0163_0450,
        0x0163_0451, 0x0163_0452, 0x0163_0454, 0x0163_0455, 0x0163_045B, 0x0163_0E3F, 0x0163_2018, 0x0163_2019,
        0x0163_201C, 0x0163_201D, 0x0163_2022, 0x0163_20A8, 0x0163_20AB, 0x0163_20BF, 0x0163_2116, 0x0163_2192,
        0x0163_2212,
        // U+0164 LATIN CAPITAL LETTER T WITH CARON
        0x0164_0026, 0x0164_002B, 0x0164_002C, 0x0164_002D, 0x0164_002E, 0x0164_002F, 0x0164_0034, 0x0164_003A,
        0x0164_003B, 0x0164_003C, 0x0164_0041, 0x0164_0043, 0x0164_0047, 0x0164_004A, 0x0164_004F, 0x0164_0051,
        0x0164_005F, 0x0164_0061, 0x0164_0063, 0x0164_0064, 0x0164_0065, 0x0164_0067, 0x0164_006D, 0x0164_006E,
        0x0164_006F, 0x0164_0070, 0x0164_0071, 0x0164_0072, 0x0164_0073, 0x0164_0075, 0x0164_0076, 0x0164_0077,
        0x0164_0078, 0x0164_0079, 0x0164_007A, 0x0164_007E, 0x0164_00A2, 0x0164_00A9, 0x0164_00AB, 0x0164_00AC,
        0x0164_00AD, 0x0164_00B5, 0x0164_00B7, 0x0164_00BB, 0x0164_00C0, 0x0164_00C1, 0x0164_00C2, 0x0164_00C3,
        0x0164_00C4, 0x0164_00C5, 0x0164_00C6, 0x0164_00C7, 0x0164_00D2, 0x0164_00D3, 0x0164_00D4, 0x0164_00D5,
        0x0164_00D6, 0x0164_00D8, 0x0164_00E0, 0x0164_00E1, 0x0164_00E2, 0x0164_00E3, 0x0164_00E4, 0x0164_00E5,
        0x0164_00E6, 0x0164_00E7, 0x0164_00E8, 0x0164_00E9, 0x0164_00EA, 0x0164_00EB, 0x0164_00EF, 0x0164_00F0,
        0x0164_00F1, 0x0164_00F2, 0x0164_00F3, 0x0164_00F4, 0x0164_00F5, 0x0164_00F6, 0x0164_00F7, 0x0164_00F8,
        0x0164_00F9, 0x0164_00FA, 0x0164_00FB, 0x0164_00FC, 0x0164_00FD, 0x0164_00FF, 0x0164_0100, 0x0164_0101,
        0x0164_0102, 0x0164_0103, 0x0164_0104, 0x0164_0105, 0x0164_0106, 0x0164_0107, 0x0164_0108, 0x0164_0109,
        0x0164_010A, 0x0164_010B, 0x0164_010C, 0x0164_010D, 0x0164_010F, 0x0164_0111, 0x0164_0113, 0x0164_0115,
        0x0164_0117, 0x0164_0119, 0x0164_011B, 0x0164_011C, 0x0164_011D, 0x0164_011E, 0x0164_011F, 0x0164_0120,
        0x0164_0121, 0x0164_0122, 0x0164_0123, 0x0164_0129, 0x0164_012B, 0x0164_012D, 0x0164_0134, 0x0164_0144,
        0x0164_0146, 0x0164_0148, 0x0164_014B, 0x0164_014C, 0x0164_014D, 0x0164_014E, 0x0164_014F, 0x0164_0150,
        0x0164_0151, 0x0164_0152, 0x0164_0153, 0x0164_0155, 0x0164_0157, 0x0164_0159, 0x0164_015B, 0x0164_015D,
        0x0164_015F, 0x0164_0161, 0x0164_0169, 0x0164_016B, 0x0164_016D, 0x0164_016F, 0x0164_0171, 0x0164_0173,
        0x0164_0175, 0x0164_0177, 0x0164_017A, 0x0164_017C, 0x0164_017E, 0x0164_0219, 0x0164_0404, 0x0164_0408,
        0x0164_0410, 0x0164_041E, 0x0164_0421, 0x0164_0424, 0x0164_042D, 0x0164_0430, 0x0164_0432, 0x0164_0433,
        0x0164_0435, 0x0164_0436, 0x0164_0438, 0x0164_0439, 0x0164_043A, 0x0164_043C, 0x0164_043D, 0x0164_043E,
        0x0164_043F, 0x0164_0440, 0x0164_0441, 0x0164_0442, 0x0164_0443, 0x0164_0444, 0x0164_0445, 0x0164_0446,
        0x0164_0447, 0x0164_0448, 0x0164_0449, 0x0164_044A, 0x0164_044C, 0x0164_044E, 0x0164_044F, 0x0164_0450,
        0x0164_0451, 0x0164_0453, 0x0164_0454, 0x0164_0455, 0x0164_0457, 0x0164_045A, 0x0164_045C, 0x0164_045D,
        0x0164_045E, 0x0164_045F, 0x0164_201A, 0x0164_201E, 0x0164_2026, 0x0164_2039, 0x0164_203A, 0x0164_20A1,
        0x0164_20AB, 0x0164_20B2, 0x0164_20B5, 0x0164_2192, 0x0164_2212,
        // U+0165 LATIN SMALL LETTER T WITH CARON
        0x0165_002B, 0x0165_002D, 0x0165_0034, 0x0165_003C, 0x0165_0042, 0x0165_0044, 0x0165_0045, 0x0165_0046,
        0x0165_0048, 0x0165_0049, 0x0165_004B, 0x0165_004C, 0x0165_004D, 0x0165_004E, 0x0165_0050, 0x0165_0052,
        0x0165_0054, 0x0165_0056, 0x0165_0057, 0x0165_0059, 0x0165_005C, 0x0165_0062, 0x0165_0063, 0x0165_0064,
        0x0165_0065, 0x0165_0067, 0x0165_0068, 0x0165_006B, 0x0165_006C, 0x0165_006F, 0x0165_0071, 0x0165_0073,
        0x0165_007C, 0x0165_007E, 0x0165_00A2, 0x0165_00AC, 0x0165_00AD, 0x0165_00B7, 0x0165_00C8, 0x0165_00C9,
        0x0165_00CA, 0x0165_00CB, 0x0165_00CC, 0x0165_00CD, 0x0165_00D1, 0x0165_00D7, 0x0165_00DD, 0x0165_00DE,
        0x0165_00DF, 0x0165_00E7, 0x0165_00E8, 0x0165_00E9, 0x0165_00EA, 0x0165_00EB, 0x0165_00F0, 0x0165_00F2,
        0x0165_00F3, 0x0165_00F4, 0x0165_00F5, 0x0165_00F6, 0x0165_00F7, 0x0165_00F8, 0x0165_00FE, 0x0165_0107,
        0x0165_0109, 0x0165_010B, 0x0165_010D, 0x0165_010E, 0x0165_010F, 0x0165_0111, 0x0165_0112, 0x0165_0113,
        0x0165_0114, 0x0165_0115, 0x0165_0116, 0x0165_0117, 0x0165_0118, 0x0165_0119, 0x0165_011A, 0x0165_011B,
        0x0165_011D, 0x0165_011F, 0x0165_0121, 0x0165_0123, 0x0165_0124, 0x0165_0125, 0x0165_0126, 0x0165_0127,
        0x0165_012E, 0x0165_0130, 0x0165_0136, 0x0165_0137, 0x0165_0139, 0x0165_013A, 0x0165_013B, 0x0165_013C,
        0x0165_013D, 0x0165_013E, 0x0165_0140, 0x0165_0141, 0x0165_0142, 0x0165_0143, 0x0165_0145, 0x0165_0147,
        0x0165_014A, 0x0165_014D, 0x0165_014F, 0x0165_0151, 0x0165_0153, 0x0165_0154, 0x0165_0156, 0x0165_0158,
        0x0165_015B, 0x0165_015D, 0x0165_015F, 0x0165_0161, 0x0165_0162, 0x0165_0164, 0x0165_0166, 0x0165_0174,
        0x0165_0176, 0x0165_0178, 0x0165_0219, 0x0165_021A, 0x0165_0400, 0x0165_0401, 0x0165_0402, 0x0165_0403,
        0x0165_0406, 0x0165_040A, 0x0165_040B, 0x0165_040C, 0x0165_040D, 0x0165_040F, 0x0165_0411, 0x0165_0412,
        0x0165_0413, 0x0165_0415, 0x0165_0418, 0x0165_0419, 0x0165_041A, 0x0165_041C, 0x0165_041D, 0x0165_041F,
        0x0165_0420, 0x0165_0422, 0x0165_0423, 0x0165_0426, 0x0165_0428, 0x0165_0429, 0x0165_042A, 0x0165_042B,
        0x0165_042C, 0x0165_042E, 0x0165_0435, 0x0165_043E, 0x0165_0441, 0x0165_0444, 0x0165_044F, 0x0165_0450,
        0x0165_0451, 0x0165_0452, 0x0165_0454, 0x0165_0455, 0x0165_045B, 0x0165_0E3F, 0x0165_2018, 0x0165_2019,
        0x0165_201C, 0x0165_201D, 0x0165_2022, 0x0165_20A8, 0x0165_20AB, 0x0165_20BF, 0x0165_2116, 0x0165_2192,
        0x0165_2212,
        // U+0166 LATIN CAPITAL LETTER T WITH STROKE
        0x0166_0026, 0x0166_002B, 0x0166_002C, 0x0166_002D, 0x0166_002E, 0x0166_002F, 0x0166_0034, 0x0166_003A,
        0x0166_003B, 0x0166_003C, 0x0166_003D, 0x0166_0041, 0x0166_0043, 0x0166_0047, 0x0166_004A, 0x0166_004F,
        0x0166_0051, 0x0166_005F, 0x0166_0061, 0x0166_0063, 0x0166_0064, 0x0166_0065, 0x0166_0067, 0x0166_006D,
        0x0166_006E, 0x0166_006F, 0x0166_0070, 0x0166_0071, 0x0166_0072, 0x0166_0073, 0x0166_0075, 0x0166_0076,
        0x0166_0077, 0x0166_0078, 0x0166_0079, 0x0166_007A, 0x0166_007E, 0x0166_00A2, 0x0166_00A9, 0x0166_00AB,
        0x0166_00AC, 0x0166_00AD, 0x0166_00B1, 0x0166_00B5, 0x0166_00B7, 0x0166_00BB, 0x0166_00C0, 0x0166_00C1,
        0x0166_00C2, 0x0166_00C3, 0x0166_00C4, 0x0166_00C5, 0x0166_00C6, 0x0166_00C7, 0x0166_00D2, 0x0166_00D3,
        0x0166_00D4, 0x0166_00D5, 0x0166_00D6, 0x0166_00D8, 0x0166_00E0, 0x0166_00E1, 0x0166_00E2, 0x0166_00E3,
        0x0166_00E4, 0x0166_00E5, 0x0166_00E6, 0x0166_00E7, 0x0166_00E8, 0x0166_00E9, 0x0166_00EA, 0x0166_00EB,
        0x0166_00EF, 0x0166_00F0, 0x0166_00F1, 0x0166_00F2, 0x0166_00F3, 0x0166_00F4, 0x0166_00F5, 0x0166_00F6,
        0x0166_00F7, 0x0166_00F8, 0x0166_00F9, 0x0166_00FA, 0x0166_00FB, 0x0166_00FC, 0x0166_00FD, 0x0166_00FF,
        0x0166_0100, 0x0166_0101, 0x0166_0102, 0x0166_0103, 0x0166_0104, 0x0166_0105, 0x0166_0106, 0x0166_0107,
        0x0166_0108, 0x0166_0109, 0x0166_010A, 0x0166_010B, 0x0166_010C, 0x0166_010D, 0x0166_010F, 0x0166_0111,
        0x0166_0113, 0x0166_0115, 0x0166_0117, 0x0166_0119, 0x0166_011B, 0x0166_011C, 0x0166_011D, 0x0166_011E,
        0x0166_011F, 0x0166_0120, 0x0166_0121, 0x0166_0122, 0x0166_0123, 0x0166_0129, 0x0166_012B, 0x0166_012D,
        0x0166_0134, 0x0166_0144, 0x0166_0146, 0x0166_0148, 0x0166_014B, 0x0166_014C, 0x0166_014D, 0x0166_014E,
        0x0166_014F, 0x0166_0150, 0x0166_0151, 0x0166_0152, 0x0166_0153, 0x0166_0155, 0x0166_0157, 0x0166_0159,
        0x0166_015B, 0x0166_015D, 0x0166_015F, 0x0166_0161, 0x0166_0169, 0x0166_016B, 0x0166_016D, 0x0166_016F,
        0x0166_0171, 0x0166_0173, 0x0166_0175, 0x0166_0177, 0x0166_017A, 0x0166_017C, 0x0166_017E, 0x0166_0219,
        0x0166_0404, 0x0166_0408, 0x0166_0410, 0x0166_041E, 0x0166_0421, 0x0166_0424, 0x0166_042D, 0x0166_0430,
        0x0166_0432, 0x0166_0433, 0x0166_0435, 0x0166_0436, 0x0166_0438, 0x0166_0439, 0x0166_043A, 0x0166_043C,
        0x0166_043D, 0x0166_043E, 0x0166_043F, 0x0166_0440, 0x0166_0441, 0x0166_0442, 0x0166_0443, 0x0166_0444,
        0x0166_0445, 0x0166_0446, 0x0166_0447, 0x0166_0448, 0x0166_0449, 0x0166_044A, 0x0166_044C, 0x0166_044E,
        0x0166_044F, 0x0166_0450, 0x0166_0451, 0x0166_0453, 0x0166_0454, 0x0166_0455, 0x0166_0457, 0x0166_045A,
        0x0166_045C, 0x0166_045D, 0x0166_045E, 0x0166_045F, 0x0166_201A, 0x0166_201E, 0x0166_2026, 0x0166_2039,
        0x0166_203A, 0x0166_20A1, 0x0166_20AB, 0x0166_20B2, 0x0166_20B5, 0x0166_2192, 0x0166_2212, 0x0166_2248,
        0x0166_2264, 0x0166_2265,
        // U+0167 LATIN SMALL LETTER T WITH STROKE
        0x0167_002B, 0x0167_002D, 0x0167_0034, 0x0167_003C, 0x0167_0042, 0x0167_0044, 0x0167_0045, 0x0167_0046,
        0x0167_0048, 0x0167_0049, 0x0167_004B, 0x0167_004C, 0x0167_004D, 0x0167_004E, 0x0167_0050, 0x0167_0052,
        0x0167_0054, 0x0167_0056, 0x0167_0057, 0x0167_0059, 0x0167_005C, 0x0167_0062, 0x0167_0063, 0x0167_0064,
        0x0167_0065, 0x0167_0067, 0x0167_0068, 0x0167_006B, 0x0167_006C, 0x0167_006F, 0x0167_0071, 0x0167_0073,
        0x0167_007C, 0x0167_007E, 0x0167_00A2, 0x0167_00AC, 0x0167_00AD, 0x0167_00B7, 0x0167_00C8, 0x0167_00C9,
        0x0167_00CA, 0x0167_00CB, 0x0167_00CC, 0x0167_00CD, 0x0167_00D1, 0x0167_00D7, 0x0167_00DD, 0x0167_00DE,
        0x0167_00DF, 0x0167_00E7, 0x0167_00E8, 0x0167_00E9, 0x0167_00EA, 0x0167_00EB, 0x0167_00F0, 0x0167_00F2,
        0x0167_00F3, 0x0167_00F4, 0x0167_00F5, 0x0167_00F6, 0x0167_00F7, 0x0167_00F8, 0x0167_00FE, 0x0167_0107,
        0x0167_0109, 0x0167_010B, 0x0167_010D, 0x0167_010E, 0x0167_010F, 0x0167_0111, 0x0167_0112, 0x0167_0113,
        0x0167_0114, 0x0167_0115, 0x0167_0116, 0x0167_0117, 0x0167_0118, 0x0167_0119, 0x0167_011A, 0x0167_011B,
        0x0167_011D, 0x0167_011F, 0x0167_0121, 0x0167_0123, 0x0167_0124, 0x0167_0125, 0x0167_0126, 0x0167_0127,
        0x0167_012E, 0x0167_0130, 0x0167_0136, 0x0167_0137, 0x0167_0139, 0x0167_013A, 0x0167_013B, 0x0167_013C,
        0x0167_013D, 0x0167_013E, 0x0167_0140, 0x0167_0141, 0x0167_0142, 0x0167_0143, 0x0167_0145, 0x0167_0147,
        0x0167_014A, 0x0167_014D, 0x0167_014F, 0x0167_0151, 0x0167_0153, 0x0167_0154, 0x0167_0156, 0x0167_0158,
        0x0167_015B, 0x0167_015D, 0x0167_015F, 0x0167_0161, 0x0167_0162, 0x0167_0164, 0x0167_0166, 0x0167_0174,
        0x0167_0176, 0x0167_0178, 0x0167_0219, 0x0167_021A, 0x0167_0400, 0x0167_0401, 0x0167_0402, 0x0167_0403,
        0x0167_0406, 0x0167_040A, 0x0167_040B, 0x0167_040C, 0x0167_040D, 0x0167_040F, 0x0167_0411, 0x0167_0412,
        0x0167_0413, 0x0167_0415, 0x0167_0418, 0x0167_0419, 0x0167_041A, 0x0167_041C, 0x0167_041D, 0x0167_041F,
        0x0167_0420, 0x0167_0422, 0x0167_0423, 0x0167_0426, 0x0167_0428, 0x0167_0429, 0x0167_042A, 0x0167_042B,
        0x0167_042C, 0x0167_042E, 0x0167_0435, 0x0167_043E, 0x0167_0441, 0x0167_0444, 0x0167_044F, 0x0167_0450,
        0x0167_0451, 0x0167_0452, 0x0167_0454, 0x0167_0455, 0x0167_045B, 0x0167_0E3F, 0x0167_2018, 0x0167_2019,
        0x0167_201C, 0x0167_201D, 0x0167_2022, 0x0167_20A8, 0x0167_20AB, 0x0167_20BF, 0x0167_2116, 0x0167_2192,
        0x0167_2212,
        // U+0168 LATIN CAPITAL LETTER U WITH TILDE
        0x0168_002C, 0x0168_002E, 0x0168_002F, 0x0168_005F, 0x0168_201A, 0x0168_201E, 0x0168_2026,
        // U+0169 LATIN SMALL LETTER U WITH TILDE
        0x0169_0054, 0x0169_0059, 0x0169_00DD, 0x0169_0162, 0x0169_0164, 0x0169_0166, 0x0169_0176, 0x0169_0178,
        0x0169_021A, 0x0169_0402, 0x0169_040B, 0x0169_0422, 0x0169_0423, 0x0169_042A, 0x0169_2018, 0x0169_2019,
        0x0169_201C, 0x0169_201D,
        // U+016A LATIN CAPITAL LETTER U WITH MACRON
        0x016A_002C, 0x016A_002E, 0x016A_002F, 0x016A_005F, 0x016A_201A, 0x016A_201E, 0x016A_2026,
        // U+016B LATIN SMALL LETTER U WITH MACRON
        0x016B_0054, 0x016B_0059, 0x016B_00DD, 0x016B_0162, 0x016B_0164, 0x016B_0166, 0x016B_0176, 0x016B_0178,
        0x016B_021A, 0x016B_0402, 0x016B_040B, 0x016B_0422, 0x016B_0423, 0x016B_042A, 0x016B_2018, 0x016B_2019,
        0x016B_201C, 0x016B_201D,
        // U+016C LATIN CAPITAL LETTER U WITH BREVE
        0x016C_002C, 0x016C_002E, 0x016C_002F, 0x016C_005F, 0x016C_201A, 0x016C_201E, 0x016C_2026,
        // U+016D LATIN SMALL LETTER U WITH BREVE
        0x016D_0054, 0x016D_0059, 0x016D_00DD, 0x016D_0162, 0x016D_0164, 0x016D_0166, 0x016D_0176, 0x016D_0178,
        0x016D_021A, 0x016D_0402, 0x016D_040B, 0x016D_0422, 0x016D_0423, 0x016D_042A, 0x016D_2018, 0x016D_2019,
        0x016D_201C, 0x016D_201D,
        // U+016E LATIN CAPITAL LETTER U WITH RING ABOVE
        0x016E_002C, 0x016E_002E, 0x016E_002F, 0x016E_005F, 0x016E_201A, 0x016E_201E, 0x016E_2026,
        // U+016F LATIN SMALL LETTER U WITH RING ABOVE
        0x016F_0054, 0x016F_0059, 0x016F_00DD, 0x016F_0162, 0x016F_0164, 0x016F_0166, 0x016F_0176, 0x016F_0178,
        0x016F_021A, 0x016F_0402, 0x016F_040B, 0x016F_0422, 0x016F_0423, 0x016F_042A, 0x016F_2018, 0x016F_2019,
        0x016F_201C, 0x016F_201D,
        // U+0170 LATIN CAPITAL LETTER U WITH DOUBLE ACUTE
        0x0170_002C, 0x0170_002E, 0x0170_002F, 0x0170_005F, 0x0170_201A, 0x0170_201E, 0x0170_2026,
        // U+0171 LATIN SMALL LETTER U WITH DOUBLE ACUTE
        0x0171_0054, 0x0171_0059, 0x0171_00DD, 0x0171_0162, 0x0171_0164, 0x0171_0166, 0x0171_0176, 0x0171_0178,
        0x0171_021A, 0x0171_0402, 0x0171_040B, 0x0171_0422, 0x0171_0423, 0x0171_042A, 0x0171_2018, 0x0171_2019,
        0x0171_201C, 0x0171_201D,
        // U+0172 LATIN CAPITAL LETTER U WITH OGONEK
        0x0172_002C, 0x0172_002E, 0x0172_002F, 0x0172_005F, 0x0172_201A, 0x0172_201E, 0x0172_2026,
        // U+0173 LATIN SMALL LETTER U WITH OGONEK
        0x0173_0054, 0x0173_0059, 0x0173_00DD, 0x0173_0162, 0x0173_0164, 0x0173_0166, 0x0173_0176, 0x0173_0178,
        0x0173_021A, 0x0173_0402, 0x0173_040B, 0x0173_0422, 0x0173_0423, 0x0173_042A, 0x0173_2018, 0x0173_2019,
        0x0173_201C, 0x0173_201D,
        // U+0174 LATIN CAPITAL LETTER W WITH CIRCUMFLEX
        0x0174_0026, 0x0174_002B, 0x0174_002C, 0x0174_002D, 0x0174_002E, 0x0174_0034, 0x0174_003A, 0x0174_003B,
        0x0174_003C, 0x0174_003D, 0x0174_0041, 0x0174_0043, 0x0174_0047, 0x0174_004A, 0x0174_004F, 0x0174_0051,
        0x0174_0061, 0x0174_0063, 0x0174_0064, 0x0174_0065, 0x0174_0067, 0x0174_006D, 0x0174_006E, 0x0174_006F,
        0x0174_0070, 0x0174_0071, 0x0174_0072, 0x0174_0073, 0x0174_007E, 0x0174_00A2, 0x0174_00A9, 0x0174_00AB,
        0x0174_00AC, 0x0174_00AD, 0x0174_00B1, 0x0174_00B7, 0x0174_00C0, 0x0174_00C1, 0x0174_00C2, 0x0174_00C3,
        0x0174_00C4, 0x0174_00C5, 0x0174_00C6, 0x0174_00C7, 0x0174_00D2, 0x0174_00D3, 0x0174_00D4, 0x0174_00D5,
        0x0174_00D6, 0x0174_00D8, 0x0174_00E0, 0x0174_00E1, 0x0174_00E2, 0x0174_00E3, 0x0174_00E4, 0x0174_00E5,
        0x0174_00E6, 0x0174_00E7, 0x0174_00E8, 0x0174_00E9, 0x0174_00EA, 0x0174_00EB, 0x0174_00F0, 0x0174_00F1,
        0x0174_00F2, 0x0174_00F3, 0x0174_00F4, 0x0174_00F5, 0x0174_00F6, 0x0174_00F7, 0x0174_00F8, 0x0174_0100,
        0x0174_0101, 0x0174_0102, 0x0174_0103, 0x0174_0104, 0x0174_0105, 0x0174_0106, 0x0174_0107, 0x0174_0108,
        0x0174_0109, 0x0174_010A, 0x0174_010B, 0x0174_010C, 0x0174_010D, 0x0174_010F, 0x0174_0111, 0x0174_0113,
        0x0174_0115, 0x0174_0117, 0x0174_0119, 0x0174_011B, 0x0174_011C, 0x0174_011D, 0x0174_011E, 0x0174_011F,
        0x0174_0120, 0x0174_0121, 0x0174_0122, 0x0174_0123, 0x0174_0134, 0x0174_0144, 0x0174_0146, 0x0174_0148,
        0x0174_014B, 0x0174_014C, 0x0174_014D, 0x0174_014E, 0x0174_014F, 0x0174_0150, 0x0174_0151, 0x0174_0152,
        0x0174_0153, 0x0174_0155, 0x0174_0157, 0x0174_0159, 0x0174_015B, 0x0174_015D, 0x0174_015F, 0x0174_0161,
        0x0174_0219, 0x0174_0404, 0x0174_0408, 0x0174_0410, 0x0174_041E, 0x0174_0421, 0x0174_0424, 0x0174_042D,
        0x0174_0430, 0x0174_0432, 0x0174_0433, 0x0174_0435, 0x0174_0438, 0x0174_0439, 0x0174_043A, 0x0174_043C,
        0x0174_043D, 0x0174_043E, 0x0174_043F, 0x0174_0440, 0x0174_0441, 0x0174_0444, 0x0174_0446, 0x0174_0447,
        0x0174_0448, 0x0174_0449, 0x0174_044C, 0x0174_044E, 0x0174_044F, 0x0174_0450, 0x0174_0451, 0x0174_0453,
        0x0174_0454, 0x0174_0455, 0x0174_045A, 0x0174_045C, 0x0174_045D, 0x0174_045F, 0x0174_201A, 0x0174_201E,
        0x0174_2026, 0x0174_2039, 0x0174_20A1, 0x0174_20AB, 0x0174_20B2, 0x0174_20B5, 0x0174_2192, 0x0174_2212,
        0x0174_2248, 0x0174_2264, 0x0174_2265,
        // U+0175 LATIN SMALL LETTER W WITH CIRCUMFLEX
        0x0175_0026, 0x0175_002C, 0x0175_002E, 0x0175_0041, 0x0175_004A, 0x0175_0054, 0x0175_005A, 0x0175_0063,
        0x0175_0064, 0x0175_0065, 0x0175_0067, 0x0175_006F, 0x0175_0071, 0x0175_00A2, 0x0175_00AB, 0x0175_00C0,
        0x0175_00C1, 0x0175_00C2, 0x0175_00C3, 0x0175_00C4, 0x0175_00C5, 0x0175_00C6, 0x0175_00E7, 0x0175_00E8,
        0x0175_00E9, 0x0175_00EA, 0x0175_00EB, 0x0175_00F0, 0x0175_00F2, 0x0175_00F3, 0x0175_00F4, 0x0175_00F5,
        0x0175_00F6, 0x0175_00F8, 0x0175_0100, 0x0175_0102, 0x0175_0104, 0x0175_0107, 0x0175_0109, 0x0175_010B,
        0x0175_010D, 0x0175_010F, 0x0175_0111, 0x0175_0113, 0x0175_0115, 0x0175_0117, 0x0175_0119, 0x0175_011B,
        0x0175_011D, 0x0175_011F, 0x0175_0121, 0x0175_0123, 0x0175_0134, 0x0175_014D, 0x0175_014F, 0x0175_0151,
        0x0175_0153, 0x0175_0162, 0x0175_0164, 0x0175_0166, 0x0175_0179, 0x0175_017B, 0x0175_017D, 0x0175_021A,
        0x0175_0402, 0x0175_0408, 0x0175_040B, 0x0175_0410, 0x0175_0422, 0x0175_042A, 0x0175_0435, 0x0175_043E,
        0x0175_0441, 0x0175_0444, 0x0175_0450, 0x0175_0451, 0x0175_0454, 0x0175_2019, 0x0175_201A, 0x0175_201D,
        0x0175_201E, 0x0175_2026, 0x0175_2039, 0x0175_20AB,
        // U+0176 LATIN CAPITAL LETTER Y WITH CIRCUMFLEX
        0x0176_0026, 0x0176_002B, 0x0176_002C, 0x0176_002D, 0x0176_002E, 0x0176_0034, 0x0176_003A, 0x0176_003B,
        0x0176_003C, 0x0176_003D, 0x0176_0041, 0x0176_0043, 0x0176_0047, 0x0176_004A, 0x0176_004F, 0x0176_0051,
        0x0176_0054, 0x0176_0061, 0x0176_0063, 0x0176_0064, 0x0176_0065, 0x0176_0067, 0x0176_006D, 0x0176_006E,
        0x0176_006F, 0x0176_0070, 0x0176_0071, 0x0176_0072, 0x0176_0073, 0x0176_0075, 0x0176_007E, 0x0176_00A2,
        0x0176_00A9, 0x0176_00AB, 0x0176_00AC, 0x0176_00AD, 0x0176_00AE, 0x0176_00B1, 0x0176_00B5, 0x0176_00B7,
        0x0176_00BB, 0x0176_00C0, 0x0176_00C1, 0x0176_00C2, 0x0176_00C3, 0x0176_00C4, 0x0176_00C5, 0x0176_00C6,
        0x0176_00C7, 0x0176_00D2, 0x0176_00D3, 0x0176_00D4, 0x0176_00D5, 0x0176_00D6, 0x0176_00D7, 0x0176_00D8,
        0x0176_00E0, 0x0176_00E1, 0x0176_00E2, 0x0176_00E3, 0x0176_00E4, 0x0176_00E5, 0x0176_00E6, 0x0176_00E7,
        0x0176_00E8, 0x0176_00E9, 0x0176_00EA, 0x0176_00EB, 0x0176_00ED, 0x0176_00F0, 0x0176_00F1, 0x0176_00F2,
        0x0176_00F3, 0x0176_00F4, 0x0176_00F5, 0x0176_00F6, 0x0176_00F7, 0x0176_00F8, 0x0176_00F9, 0x0176_00FA,
        0x0176_00FB, 0x0176_00FC, 0x0176_0100, 0x0176_0101, 0x0176_0102, 0x0176_0103, 0x0176_0104, 0x0176_0105,
        0x0176_0106, 0x0176_0107, 0x0176_0108, 0x0176_0109, 0x0176_010A, 0x0176_010B, 0x0176_010C, 0x0176_010D,
        0x0176_010F, 0x0176_0111, 0x0176_0113, 0x0176_0115, 0x0176_0117, 0x0176_0119, 0x0176_011B, 0x0176_011C,
        0x0176_011D, 0x0176_011E, 0x0176_011F, 0x0176_0120, 0x0176_0121, 0x0176_0122, 0x0176_0123, 0x0176_0134,
        0x0176_0144, 0x0176_0146, 0x0176_0148, 0x0176_014B, 0x0176_014C, 0x0176_014D, 0x0176_014E, 0x0176_014F,
        0x0176_0150, 0x0176_0151, 0x0176_0152, 0x0176_0153, 0x0176_0155, 0x0176_0157, 0x0176_0159, 0x0176_015B,
        0x0176_015D, 0x0176_015F, 0x0176_0161, 0x0176_0162, 0x0176_0164, 0x0176_0166, 0x0176_0169, 0x0176_016B,
        0x0176_016D, 0x0176_016F, 0x0176_0171, 0x0176_0173, 0x0176_0219, 0x0176_021A, 0x0176_0402, 0x0176_0404,
        0x0176_0408, 0x0176_040B, 0x0176_0410, 0x0176_041E, 0x0176_0421, 0x0176_0422, 0x0176_0424, 0x0176_042A,
        0x0176_042D, 0x0176_0430, 0x0176_0432, 0x0176_0433, 0x0176_0435, 0x0176_0438, 0x0176_0439, 0x0176_043A,
        0x0176_043C, 0x0176_043D, 0x0176_043E, 0x0176_043F, 0x0176_0440, 0x0176_0441, 0x0176_0444, 0x0176_0446,
        0x0176_0447, 0x0176_0448, 0x0176_0449, 0x0176_044C, 0x0176_044E, 0x0176_044F, 0x0176_0450, 0x0176_0451,
        0x0176_0453, 0x0176_0454, 0x0176_0455, 0x0176_045A, 0x0176_045C, 0x0176_045D, 0x0176_045F, 0x0176_201A,
        0x0176_201E, 0x0176_2026, 0x0176_2039, 0x0176_203A, 0x0176_20A1, 0x0176_20AB, 0x0176_20B2, 0x0176_20B5,
        0x0176_2192, 0x0176_2212, 0x0176_221E, 0x0176_2248, 0x0176_2264, 0x0176_2265,
        // U+0177 LATIN SMALL LETTER Y WITH CIRCUMFLEX
        0x0177_002C, 0x0177_002E, 0x0177_002F, 0x0177_003C, 0x0177_003D, 0x0177_0041, 0x0177_004A, 0x0177_0054,
        0x0177_0059, 0x0177_005F, 0x0177_0061, 0x0177_0063, 0x0177_0064, 0x0177_0065, 0x0177_0067, 0x0177_006F,
        0x0177_0071, 0x0177_00A2, 0x0177_00AB, 0x0177_00AC, 0x0177_00B1, 0x0177_00C0, 0x0177_00C1, 0x0177_00C2,
        0x0177_00C3, 0x0177_00C4, 0x0177_00C5, 0x0177_00C6, 0x0177_00DD, 0x0177_00E0, 0x0177_00E1, 0x0177_00E2,
        0x0177_00E3, 0x0177_00E4, 0x0177_00E5, 0x0177_00E6, 0x0177_00E7, 0x0177_00E8, 0x0177_00E9, 0x0177_00EA,
        0x0177_00EB, 0x0177_00EE, 0x0177_00EF, 0x0177_00F0, 0x0177_00F2, 0x0177_00F3, 0x0177_00F4, 0x0177_00F5,
        0x0177_00F6, 0x0177_00F8, 0x0177_0100, 0x0177_0101, 0x0177_0102, 0x0177_0103, 0x0177_0104, 0x0177_0105,
        0x0177_0107, 0x0177_0109, 0x0177_010B, 0x0177_010D, 0x0177_010F, 0x0177_0111, 0x0177_0113, 0x0177_0115,
        0x0177_0117, 0x0177_0119, 0x0177_011B, 0x0177_011D, 0x0177_011F, 0x0177_0121, 0x0177_0123, 0x0177_0127,
        0x0177_0129, 0x0177_012B, 0x0177_012D, 0x0177_0134, 0x0177_014D, 0x0177_014F, 0x0177_0151, 0x0177_0153,
        0x0177_0162, 0x0177_0164, 0x0177_0166, 0x0177_0176, 0x0177_0178, 0x0177_021A, 0x0177_0402, 0x0177_0408,
        0x0177_040B, 0x0177_0410, 0x0177_0422, 0x0177_0423, 0x0177_042A, 0x0177_0430, 0x0177_0434, 0x0177_0435,
        0x0177_043B, 0x0177_043E, 0x0177_0441, 0x0177_0444, 0x0177_0447, 0x0177_0450, 0x0177_0451, 0x0177_0454,
        0x0177_0457, 0x0177_0459, 0x0177_2019, 0x0177_201A, 0x0177_201D, 0x0177_201E, 0x0177_2026, 0x0177_2039,
        0x0177_20AB, 0x0177_2248, 0x0177_2264, 0x0177_2265,
        // U+0178 LATIN CAPITAL LETTER Y WITH DIAERESIS
        0x0178_0026, 0x0178_002B, 0x0178_002C, 0x0178_002D, 0x0178_002E, 0x0178_0034, 0x0178_003A, 0x0178_003B,
        0x0178_003C, 0x0178_003D, 0x0178_0041, 0x0178_0043, 0x0178_0047, 0x0178_004A, 0x0178_004F, 0x0178_0051,
        0x0178_0054, 0x0178_0061, 0x0178_0063, 0x0178_0064, 0x0178_0065, 0x0178_0067, 0x0178_006D, 0x0178_006E,
        0x0178_006F, 0x0178_0070, 0x0178_0071, 0x0178_0072, 0x0178_0073, 0x0178_0075, 0x0178_007E, 0x0178_00A2,
        0x0178_00A9, 0x0178_00AB, 0x0178_00AC, 0x0178_00AD, 0x0178_00AE, 0x0178_00B1, 0x0178_00B5, 0x0178_00B7,
        0x0178_00BB, 0x0178_00C0, 0x0178_00C1, 0x0178_00C2, 0x0178_00C3, 0x0178_00C4, 0x0178_00C5, 0x0178_00C6,
        0x0178_00C7, 0x0178_00D2, 0x0178_00D3, 0x0178_00D4, 0x0178_00D5, 0x0178_00D6, 0x0178_00D7, 0x0178_00D8,
        0x0178_00E0, 0x0178_00E1, 0x0178_00E2, 0x0178_00E3, 0x0178_00E4, 0x0178_00E5, 0x0178_00E6, 0x0178_00E7,
        0x0178_00E8, 0x0178_00E9, 0x0178_00EA, 0x0178_00EB, 0x0178_00ED, 0x0178_00F0, 0x0178_00F1, 0x0178_00F2,
        0x0178_00F3, 0x0178_00F4, 0x0178_00F5, 0x0178_00F6, 0x0178_00F7, 0x0178_00F8, 0x0178_00F9, 0x0178_00FA,
        0x0178_00FB, 0x0178_00FC, 0x0178_0100, 0x0178_0101, 0x0178_0102, 0x0178_0103, 0x0178_0104, 0x0178_0105,
        0x0178_0106, 0x0178_0107, 0x0178_0108, 0x0178_0109, 0x0178_010A, 0x0178_010B, 0x0178_010C, 0x0178_010D,
        0x0178_010F, 0x0178_0111, 0x0178_0113, 0x0178_0115, 0x0178_0117, 0x0178_0119, 0x0178_011B, 0x0178_011C,
        0x0178_011D, 0x0178_011E, 0x0178_011F, 0x0178_0120, 0x0178_0121, 0x0178_0122, 0x0178_0123, 0x0178_0134,
        0x0178_0144, 0x0178_0146, 0x0178_0148, 0x0178_014B, 0x0178_014C, 0x0178_014D, 0x0178_014E, 0x0178_014F,
        0x0178_0150, 0x0178_0151, 0x0178_0152, 0x0178_0153, 0x0178_0155, 0x0178_0157, 0x0178_0159, 0x0178_015B,
        0x0178_015D, 0x0178_015F, 0x0178_0161, 0x0178_0162, 0x0178_0164, 0x0178_0166, 0x0178_0169, 0x0178_016B,
        0x0178_016D, 0x0178_016F, 0x0178_0171, 0x0178_0173, 0x0178_0219, 0x0178_021A, 0x0178_0402, 0x0178_0404,
        0x0178_0408, 0x0178_040B, 0x0178_0410, 0x0178_041E, 0x0178_0421, 0x0178_0422, 0x0178_0424, 0x0178_042A,
        0x0178_042D, 0x0178_0430, 0x0178_0432, 0x0178_0433, 0x0178_0435, 0x0178_0438, 0x0178_0439, 0x0178_043A,
        0x0178_043C, 0x0178_043D, 0x0178_043E, 0x0178_043F, 0x0178_0440, 0x0178_0441, 0x0178_0444, 0x0178_0446,
        0x0178_0447, 0x0178_0448, 0x0178_0449, 0x0178_044C, 0x0178_044E, 0x0178_044F, 0x0178_0450, 0x0178_0451,
        0x0178_0453, 0x0178_0454, 0x0178_0455, 0x0178_045A, 0x0178_045C, 0x0178_045D, 0x0178_045F, 0x0178_201A,
        0x0178_201E, 0x0178_2026, 0x0178_2039, 0x0178_203A, 0x0178_20A1, 0x0178_20AB, 0x0178_20B2, 0x0178_20B5,
        0x0178_2192, 0x0178_2212, 0x0178_221E, 0x0178_2248, 0x0178_2264, 0x0178_2265,
        // U+0179 LATIN CAPITAL LETTER Z WITH ACUTE
        0x0179_002B, 0x0179_002D, 0x0179_003C, 0x0179_0043, 0x0179_0047, 0x0179_004F, 0x0179_0051, 0x0179_007E,
        0x0179_00A9, 0x0179_00AB, 0x0179_00AC, 0x0179_00AD, 0x0179_00B7, 0x0179_00C7, 0x0179_00D2, 0x0179_00D3,
        0x0179_00D4, 0x0179_00D5, 0x0179_00D6, 0x0179_00D8, 0x0179_00EF, 0x0179_00F7, 0x0179_0106, 0x0179_0108,
        0x0179_010A, 0x0179_010C, 0x0179_011C, 0x0179_011E, 0x0179_0120, 0x0179_0122, 0x0179_0129, 0x0179_012B,
        0x0179_012D, 0x0179_014C, 0x0179_014E, 0x0179_0150, 0x0179_0152, 0x0179_0404, 0x0179_041E, 0x0179_0421,
        0x0179_0424, 0x0179_042D, 0x0179_0457, 0x0179_2039, 0x0179_20A1, 0x0179_20B2, 0x0179_20B5, 0x0179_2192,
        0x0179_2212,
        // U+017A LATIN SMALL LETTER Z WITH ACUTE
        0x017A_0054, 0x017A_0063, 0x017A_0064, 0x017A_0065, 0x017A_0067, 0x017A_006F, 0x017A_0071, 0x017A_00A2,
        0x017A_00E7, 0x017A_00E8, 0x017A_00E9, 0x017A_00EA, 0x017A_00EB, 0x017A_00F0, 0x017A_00F2, 0x017A_00F3,
        0x017A_00F4, 0x017A_00F5, 0x017A_00F6, 0x017A_00F8, 0x017A_0107, 0x017A_0109, 0x017A_010B, 0x017A_010D,
        0x017A_010F, 0x017A_0111, 0x017A_0113, 0x017A_0115, 0x017A_0117, 0x017A_0119, 0x017A_011B, 0x017A_011D,
        0x017A_011F, 0x017A_0121, 0x017A_0123, 0x017A_014D, 0x017A_014F, 0x017A_0151, 0x017A_0153, 0x017A_0162,
        0x017A_0164, 0x017A_0166, 0x017A_021A, 0x017A_0402, 0x017A_040B, 0x017A_0422, 0x017A_042A, 0x017A_0435,
        0x017A_043E, 0x017A_0441, 0x017A_0444, 0x017A_0450, 0x017A_0451, 0x017A_0454, 0x017A_20AB,
        // U+017B LATIN CAPITAL LETTER Z WITH DOT ABOVE
        0x017B_002B, 0x017B_002D, 0x017B_003C, 0x017B_0043, 0x017B_0047, 0x017B_004F, 0x017B_0051, 0x017B_007E,
        0x017B_00A9, 0x017B_00AB, 0x017B_00AC, 0x017B_00AD, 0x017B_00B7, 0x017B_00C7, 0x017B_00D2, 0x017B_00D3,
        0x017B_00D4, 0x017B_00D5, 0x017B_00D6, 0x017B_00D8, 0x017B_00EF, 0x017B_00F7, 0x017B_0106, 0x017B_0108,
        0x017B_010A, 0x017B_010C, 0x017B_011C, 0x017B_011E, 0x017B_0120, 0x017B_0122, 0x017B_0129, 0x017B_012B,
        0x017B_012D, 0x017B_014C, 0x017B_014E, 0x017B_0150, 0x017B_0152, 0x017B_0404, 0x017B_041E, 0x017B_0421,
        0x017B_0424, 0x017B_042D, 0x017B_0457, 0x017B_2039, 0x017B_20A1, 0x017B_20B2, 0x017B_20B5, 0x017B_2192,
        0x017B_2212,
        // U+017C LATIN SMALL LETTER Z WITH DOT ABOVE
        0x017C_0054, 0x017C_0063, 0x017C_0064, 0x017C_0065, 0x017C_0067, 0x017C_006F, 0x017C_0071, 0x017C_00A2,
        0x017C_00E7, 0x017C_00E8, 0x017C_00E9, 0x017C_00EA, 0x017C_00EB, 0x017C_00F0, 0x017C_00F2, 0x017C_00F3,
        0x017C_00F4, 0x017C_00F5, 0x017C_00F6, 0x017C_00F8, 0x017C_0107, 0x017C_0109, 0x017C_010B, 0x017C_010D,
        0x017C_010F, 0x017C_0111, 0x017C_0113, 0x017C_0115, 0x017C_0117, 0x017C_0119, 0x017C_011B, 0x017C_011D,
        0x017C_011F, 0x017C_0121, 0x017C_0123, 0x017C_014D, 0x017C_014F, 0x017C_0151, 0x017C_0153, 0x017C_0162,
        0x017C_0164, 0x017C_0166, 0x017C_021A, 0x017C_0402, 0x017C_040B, 0x017C_0422, 0x017C_042A, 0x017C_0435,
        0x017C_043E, 0x017C_0441, 0x017C_0444, 0x017C_0450, 0x017C_0451, 0x017C_0454, 0x017C_20AB,
        // U+017D LATIN CAPITAL LETTER Z WITH CARON
        0x017D_002B, 0x017D_002D, 0x017D_003C, 0x017D_0043, 0x017D_0047, 0x017D_004F, 0x017D_0051, 0x017D_007E,
        0x017D_00A9, 0x017D_00AB, 0x017D_00AC, 0x017D_00AD, 0x017D_00B7, 0x017D_00C7, 0x017D_00D2, 0x017D_00D3,
        0x017D_00D4, 0x017D_00D5, 0x017D_00D6, 0x017D_00D8, 0x017D_00EF, 0x017D_00F7, 0x017D_0106, 0x017D_0108,
        0x017D_010A, 0x017D_010C, 0x017D_011C, 0x017D_011E, 0x017D_0120, 0x017D_0122, 0x017D_0129, 0x017D_012B,
        0x017D_012D, 0x017D_014C, 0x017D_014E, 0x017D_0150, 0x017D_0152, 0x017D_0404, 0x017D_041E, 0x017D_0421,
        0x017D_0424, 0x017D_042D, 0x017D_0457, 0x017D_2039, 0x017D_20A1, 0x017D_20B2, 0x017D_20B5, 0x017D_2192,
        0x017D_2212,
        // U+017E LATIN SMALL LETTER Z WITH CARON
        0x017E_0054, 0x017E_0063, 0x017E_0064, 0x017E_0065, 0x017E_0067, 0x017E_006F, 0x017E_0071, 0x017E_00A2,
        0x017E_00E7, 0x017E_00E8, 0x017E_00E9, 0x017E_00EA, 0x017E_00EB, 0x017E_00F0, 0x017E_00F2, 0x017E_00F3,
        0x017E_00F4, 0x017E_00F5, 0x017E_00F6, 0x017E_00F8, 0x017E_0107, 0x017E_0109, 0x017E_010B, 0x017E_010D,
        0x017E_010F, 0x017E_0111, 0x017E_0113, 0x017E_0115, 0x017E_0117, 0x017E_0119, 0x017E_011B, 0x017E_011D,
        0x017E_011F, 0x017E_0121, 0x017E_0123, 0x017E_014D, 0x017E_014F, 0x017E_0151, 0x017E_0153, 0x017E_0162,
        0x017E_0164, 0x017E_0166, 0x017E_021A, 0x017E_0402, 0x017E_040B, 0x017E_0422, 0x017E_042A, 0x017E_0435,
        0x017E_043E, 0x017E_0441, 0x017E_0444, 0x017E_0450, 0x017E_0451, 0x017E_0454, 0x017E_20AB,
        // U+0192 LATIN SMALL LETTER F WITH HOOK
        0x0192_0069, 0x0192_00EC, 0x0192_00ED, 0x0192_00EE, 0x0192_012F, 0x0192_0131, 0x0192_0133, 0x0192_044B,
        0x0192_0456,
        // U+0218 LATIN CAPITAL LETTER S WITH COMMA BELOW
        0x0218_00EF, 0x0218_0129, 0x0218_012B, 0x0218_012D, 0x0218_0457,
        // U+0219 LATIN SMALL LETTER S WITH COMMA BELOW
        0x0219_0054, 0x0219_0056, 0x0219_0057, 0x0219_0059, 0x0219_005C, 0x0219_00AE, 0x0219_00DD, 0x0219_0162,
        0x0219_0164, 0x0219_0166, 0x0219_0174, 0x0219_0176, 0x0219_0178, 0x0219_021A, 0x0219_0402, 0x0219_040B,
        0x0219_0422, 0x0219_0423, 0x0219_042A, 0x0219_2018, 0x0219_201A, 0x0219_201C, 0x0219_201E,
        // U+021A LATIN CAPITAL LETTER T WITH COMMA BELOW
        0x021A_0026, 0x021A_002B, 0x021A_002C, 0x021A_002D, 0x021A_002E, 0x021A_002F, 0x021A_0034, 0x021A_003A,
        0x021A_003B, 0x021A_003C, 0x021A_0041, 0x021A_0043, 0x021A_0047, 0x021A_004A, 0x021A_004F, 0x021A_0051,
        0x021A_005F, 0x021A_0061, 0x021A_0063, 0x021A_0064, 0x021A_0065, 0x021A_0067, 0x021A_006D, 0x021A_006E,
        0x021A_006F, 0x021A_0070, 0x021A_0071, 0x021A_0072, 0x021A_0073, 0x021A_0075, 0x021A_0076, 0x021A_0077,
        0x021A_0078, 0x021A_0079, 0x021A_007A, 0x021A_007E, 0x021A_00A2, 0x021A_00A9, 0x021A_00AB, 0x021A_00AC,
        0x021A_00AD, 0x021A_00B5, 0x021A_00B7, 0x021A_00BB, 0x021A_00C0, 0x021A_00C1, 0x021A_00C2, 0x021A_00C3,
        0x021A_00C4, 0x021A_00C5, 0x021A_00C6, 0x021A_00C7, 0x021A_00D2, 0x021A_00D3, 0x021A_00D4, 0x021A_00D5,
        0x021A_00D6, 0x021A_00D8, 0x021A_00E0, 0x021A_00E1, 0x021A_00E2, 0x021A_00E3, 0x021A_00E4, 0x021A_00E5,
        0x021A_00E6, 0x021A_00E7, 0x021A_00E8, 0x021A_00E9, 0x021A_00EA, 0x021A_00EB, 0x021A_00EF, 0x021A_00F0,
        0x021A_00F1, 0x021A_00F2, 0x021A_00F3, 0x021A_00F4, 0x021A_00F5, 0x021A_00F6, 0x021A_00F7, 0x021A_00F8,
        0x021A_00F9, 0x021A_00FA, 0x021A_00FB, 0x021A_00FC, 0x021A_00FD, 0x021A_00FF, 0x021A_0100, 0x021A_0101,
        0x021A_0102, 0x021A_0103, 0x021A_0104, 0x021A_0105, 0x021A_0106, 0x021A_0107, 0x021A_0108, 0x021A_0109,
        0x021A_010A, 0x021A_010B, 0x021A_010C, 0x021A_010D, 0x021A_010F, 0x021A_0111, 0x021A_0113, 0x021A_0115,
        0x021A_0117, 0x021A_0119, 0x021A_011B, 0x021A_011C, 0x021A_011D, 0x021A_011E, 0x021A_011F, 0x021A_0120,
        0x021A_0121, 0x021A_0122, 0x021A_0123, 0x021A_0129, 0x021A_012B, 0x021A_012D, 0x021A_0134, 0x021A_0144,
        0x021A_0146, 0x021A_0148, 0x021A_014B, 0x021A_014C, 0x021A_014D, 0x021A_014E, 0x021A_014F, 0x021A_0150,
        0x021A_0151, 0x021A_0152, 0x021A_0153, 0x021A_0155, 0x021A_0157, 0x021A_0159, 0x021A_015B, 0x021A_015D,
        0x021A_015F, 0x021A_0161, 0x021A_0169, 0x021A_016B, 0x021A_016D, 0x021A_016F, 0x021A_0171, 0x021A_0173,
        0x021A_0175, 0x021A_0177, 0x021A_017A, 0x021A_017C, 0x021A_017E, 0x021A_0219, 0x021A_0404, 0x021A_0408,
        0x021A_0410, 0x021A_041E, 0x021A_0421, 0x021A_0424, 0x021A_042D, 0x021A_0430, 0x021A_0432, 0x021A_0433,
        0x021A_0435, 0x021A_0436, 0x021A_0438, 0x021A_0439, 0x021A_043A, 0x021A_043C, 0x021A_043D, 0x021A_043E,
        0x021A_043F, 0x021A_0440, 0x021A_0441, 0x021A_0442, 0x021A_0443, 0x021A_0444, 0x021A_0445, 0x021A_0446,
        0x021A_0447, 0x021A_0448, 0x021A_0449, 0x021A_044A, 0x021A_044C, 0x021A_044E, 0x021A_044F, 0x021A_0450,
        0x021A_0451, 0x021A_0453, 0x021A_0454, 0x021A_0455, 0x021A_0457, 0x021A_045A, 0x021A_045C, 0x021A_045D,
        0x021A_045E, 0x021A_045F, 0x021A_201A, 0x021A_201E, 0x021A_2026, 0x021A_2039, 0x021A_203A, 0x021A_20A1,
        0x021A_20AB, 0x021A_20B2, 0x021A_20B5, 0x021A_2192, 0x021A_2212,
        // U+021B LATIN SMALL LETTER T WITH COMMA BELOW
        0x021B_002B, 0x021B_002D, 0x021B_0034, 0x021B_003C, 0x021B_0042, 0x021B_0044, 0x021B_0045, 0x021B_0046,
        0x021B_0048, 0x021B_0049, 0x021B_004B, 0x021B_004C, 0x021B_004D, 0x021B_004E, 0x021B_0050, 0x021B_0052,
        0x021B_0054, 0x021B_0056, 0x021B_0057, 0x021B_0059, 0x021B_005C, 0x021B_0062, 0x021B_0063, 0x021B_0064,
        0x021B_0065, 0x021B_0067, 0x021B_0068, 0x021B_006B, 0x021B_006C, 0x021B_006F, 0x021B_0071, 0x021B_0073,
        0x021B_007C, 0x021B_007E, 0x021B_00A2, 0x021B_00AC, 0x021B_00AD, 0x021B_00B7, 0x021B_00C8, 0x021B_00C9,
        0x021B_00CA, 0x021B_00CB, 0x021B_00CC, 0x021B_00CD, 0x021B_00D1, 0x021B_00D7, 0x021B_00DD, 0x021B_00DE,
        0x021B_00DF, 0x021B_00E7, 0x021B_00E8, 0x021B_00E9, 0x021B_00EA, 0x021B_00EB, 0x021B_00F0, 0x021B_00F2,
        0x021B_00F3, 0x021B_00F4, 0x021B_00F5, 0x021B_00F6, 0x021B_00F7, 0x021B_00F8, 0x021B_00FE, 0x021B_0107,
        0x021B_0109, 0x021B_010B, 0x021B_010D, 0x021B_010E, 0x021B_010F, 0x021B_0111, 0x021B_0112, 0x021B_0113,
        0x021B_0114, 0x021B_0115, 0x021B_0116, 0x021B_0117, 0x021B_0118, 0x021B_0119, 0x021B_011A, 0x021B_011B,
        0x021B_011D, 0x021B_011F, 0x021B_0121, 0x021B_0123, 0x021B_0124, 0x021B_0125, 0x021B_0126, 0x021B_0127,
        0x021B_012E, 0x021B_0130, 0x021B_0136, 0x021B_0137, 0x021B_0139, 0x021B_013A, 0x021B_013B, 0x021B_013C,
        0x021B_013D, 0x021B_013E, 0x021B_0140, 0x021B_0141, 0x021B_0142, 0x021B_0143, 0x021B_0145, 0x021B_0147,
        0x021B_014A, 0x021B_014D, 0x021B_014F, 0x021B_0151, 0x021B_0153, 0x021B_0154, 0x021B_0156, 0x021B_0158,
        0x021B_015B, 0x021B_015D, 0x021B_015F, 0x021B_0161, 0x021B_0162, 0x021B_0164, 0x021B_0166, 0x021B_0174,
        0x021B_0176, 0x021B_0178, 0x021B_0219, 0x021B_021A, 0x021B_0400, 0x021B_0401, 0x021B_0402, 0x021B_0403,
        0x021B_0406, 0x021B_040A, 0x021B_040B, 0x021B_040C, 0x021B_040D, 0x021B_040F, 0x021B_0411, 0x021B_0412,
        0x021B_0413, 0x021B_0415, 0x021B_0418, 0x021B_0419, 0x021B_041A, 0x021B_041C, 0x021B_041D, 0x021B_041F,
        0x021B_0420, 0x021B_0422, 0x021B_0423, 0x021B_0426, 0x021B_0428, 0x021B_0429, 0x021B_042A, 0x021B_042B,
        0x021B_042C, 0x021B_042E, 0x021B_0435, 0x021B_043E, 0x021B_0441, 0x021B_0444, 0x021B_044F, 0x021B_0450,
        0x021B_0451, 0x021B_0452, 0x021B_0454, 0x021B_0455, 0x021B_045B, 0x021B_0E3F, 0x021B_2018, 0x021B_2019,
        0x021B_201C, 0x021B_201D, 0x021B_2022, 0x021B_20A8, 0x021B_20AB, 0x021B_20BF, 0x021B_2116, 0x021B_2192,
        0x021B_2212,
        // U+0400 CYRILLIC CAPITAL LETTER IE WITH GRAVE
        0x0400_00EF, 0x0400_0129, 0x0400_012B, 0x0400_012D, 0x0400_0457,
        // U+0401 CYRILLIC CAPITAL LETTER IO
        0x0401_00EF, 0x0401_0129, 0x0401_012B, 0x0401_012D, 0x0401_0457,
        // U+0402 CYRILLIC CAPITAL LETTER DJE
        0x0402_0029, 0x0402_0031, 0x0402_0041, 0x0402_0054, 0x0402_0056, 0x0402_0057, 0x0402_0058, 0x0402_0059,
        0x0402_005C, 0x0402_005D, 0x0402_0076, 0x0402_0077, 0x0402_0078, 0x0402_0079, 0x0402_007D, 0x0402_00AA,
        0x0402_00AE, 0x0402_00BA, 0x0402_00C0, 0x0402_00C1, 0x0402_00C2, 0x0402_00C3, 0x0402_00C4, 0x0402_00C5,
        0x0402_00C6, 0x0402_00DD, 0x0402_00FD, 0x0402_00FF, 0x0402_0100, 0x0402_0102, 0x0402_0104, 0x0402_0162,
        0x0402_0164, 0x0402_0166, 0x0402_0174, 0x0402_0175, 0x0402_0176, 0x0402_0177, 0x0402_0178, 0x0402_021A,
        0x0402_0402, 0x0402_040B, 0x0402_0410, 0x0402_0416, 0x0402_0422, 0x0402_0423, 0x0402_0425, 0x0402_042A,
        0x0402_0436, 0x0402_0442, 0x0402_0443, 0x0402_0445, 0x0402_044A, 0x0402_045E, 0x0402_2018, 0x0402_201C,
        // U+0403 CYRILLIC CAPITAL LETTER GJE
        0x0403_0026, 0x0403_002B, 0x0403_002C, 0x0403_002D, 0x0403_002E, 0x0403_002F, 0x0403_0034, 0x0403_003A,
        0x0403_003B, 0x0403_003C, 0x0403_0041, 0x0403_0043, 0x0403_0047, 0x0403_004A, 0x0403_004F, 0x0403_0051,
        0x0403_005F, 0x0403_0061, 0x0403_0063, 0x0403_0064, 0x0403_0065, 0x0403_0067, 0x0403_006D, 0x0403_006E,
        0x0403_006F, 0x0403_0070, 0x0403_0071, 0x0403_0072, 0x0403_0073, 0x0403_0075, 0x0403_0076, 0x0403_0077,
        0x0403_0078, 0x0403_0079, 0x0403_007A, 0x0403_007E, 0x0403_00A2, 0x0403_00A9, 0x0403_00AB, 0x0403_00AC,
        0x0403_00AD, 0x0403_00B5, 0x0403_00B7, 0x0403_00BB, 0x0403_00C0, 0x0403_00C1, 0x0403_00C2, 0x0403_00C3,
        0x0403_00C4, 0x0403_00C5, 0x0403_00C6, 0x0403_00C7, 0x0403_00D2, 0x0403_00D3, 0x0403_00D4, 0x0403_00D5,
        0x0403_00D6, 0x0403_00D8, 0x0403_00E0, 0x0403_00E1, 0x0403_00E2, 0x0403_00E3, 0x0403_00E4, 0x0403_00E5,
        0x0403_00E6, 0x0403_00E7, 0x0403_00E8, 0x0403_00E9, 0x0403_00EA, 0x0403_00EB, 0x0403_00EF, 0x0403_00F0,
        0x0403_00F1, 0x0403_00F2, 0x0403_00F3, 0x0403_00F4, 0x0403_00F5, 0x0403_00F6, 0x0403_00F7, 0x0403_00F8,
        0x0403_00F9, 0x0403_00FA, 0x0403_00FB, 0x0403_00FC, 0x0403_00FD, 0x0403_00FF, 0x0403_0100, 0x0403_0101,
        0x0403_0102, 0x0403_0103, 0x0403_0104, 0x0403_0105, 0x0403_0106, 0x0403_0107, 0x0403_0108, 0x0403_0109,
        0x0403_010A, 0x0403_010B, 0x0403_010C, 0x0403_010D, 0x0403_010F, 0x0403_0111, 0x0403_0113, 0x0403_0115,
        0x0403_0117, 0x0403_0119, 0x0403_011B, 0x0403_011C, 0x0403_011D, 0x0403_011E, 0x0403_011F, 0x0403_0120,
        0x0403_0121, 0x0403_0122, 0x0403_0123, 0x0403_0129, 0x0403_012B, 0x0403_012D, 0x0403_0134, 0x0403_0144,
        0x0403_0146, 0x0403_0148, 0x0403_014B, 0x0403_014C, 0x0403_014D, 0x0403_014E, 0x0403_014F, 0x0403_0150,
        0x0403_0151, 0x0403_0152, 0x0403_0153, 0x0403_0155, 0x0403_0157, 0x0403_0159, 0x0403_015B, 0x0403_015D,
        0x0403_015F, 0x0403_0161, 0x0403_0169, 0x0403_016B, 0x0403_016D, 0x0403_016F, 0x0403_0171, 0x0403_0173,
        0x0403_0175, 0x0403_0177, 0x0403_017A, 0x0403_017C, 0x0403_017E, 0x0403_0219, 0x0403_0404, 0x0403_0408,
        0x0403_0410, 0x0403_041E, 0x0403_0421, 0x0403_0424, 0x0403_042D, 0x0403_0430, 0x0403_0432, 0x0403_0433,
        0x0403_0435, 0x0403_0436, 0x0403_0438, 0x0403_0439, 0x0403_043A, 0x0403_043C, 0x0403_043D, 0x0403_043E,
        0x0403_043F, 0x0403_0440, 0x0403_0441, 0x0403_0442, 0x0403_0443, 0x0403_0444, 0x0403_0445, 0x0403_0446,
        0x0403_0447, 0x0403_0448, 0x0403_0449, 0x0403_044A, 0x0403_044C, 0x0403_044E, 0x0403_044F, 0x0403_0450,
        0x0403_0451, 0x0403_0453, 0x0403_0454, 0x0403_0455, 0x0403_0457, 0x0403_045A, 0x0403_045C, 0x0403_045D,
        0x0403_045E, 0x0403_045F, 0x0403_201A, 0x0403_201E, 0x0403_2026, 0x0403_2039, 0x0403_203A, 0x0403_20A1,
        0x0403_20AB, 0x0403_20B2, 0x0403_20B5, 0x0403_2192, 0x0403_2212,
        // U+0404 CYRILLIC CAPITAL LETTER UKRAINIAN IE
        0x0404_002C, 0x0404_002E, 0x0404_2026,
        // U+0405 CYRILLIC CAPITAL LETTER DZE
        0x0405_00EF, 0x0405_0129, 0x0405_012B, 0x0405_012D, 0x0405_0457,
        // U+0406 CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I
        0x0406_005F, 0x0406_00CF, 0x0406_00EF, 0x0406_0129, 0x0406_012B, 0x0406_012D, 0x0406_012F, 0x0406_0457,
        // U+0408 CYRILLIC CAPITAL LETTER JE
        0x0408_002C, 0x0408_002E, 0x0408_002F, 0x0408_005F, 0x0408_201A, 0x0408_201E, 0x0408_2026,
        // U+0409 CYRILLIC CAPITAL LETTER LJE
        0x0409_0029, 0x0409_0041, 0x0409_0054, 0x0409_0056, 0x0409_0057, 0x0409_0058, 0x0409_0059, 0x0409_005C,
        0x0409_005D, 0x0409_0076, 0x0409_0077, 0x0409_0078, 0x0409_0079, 0x0409_007D, 0x0409_00AA, 0x0409_00AE,
        0x0409_00BA, 0x0409_00C0, 0x0409_00C1, 0x0409_00C2, 0x0409_00C3, 0x0409_00C4, 0x0409_00C5, 0x0409_00C6,
        0x0409_00DD, 0x0409_00FD, 0x0409_00FF, 0x0409_0100, 0x0409_0102, 0x0409_0104, 0x0409_0162, 0x0409_0164,
        0x0409_0166, 0x0409_0174, 0x0409_0175, 0x0409_0176, 0x0409_0177, 0x0409_0178, 0x0409_021A, 0x0409_0402,
        0x0409_040B, 0x0409_0410, 0x0409_0416, 0x0409_0422, 0x0409_0423, 0x0409_0425, 0x0409_042A, 0x0409_0436,
        0x0409_0442, 0x0409_0443, 0x0409_0445, 0x0409_044A, 0x0409_045E, 0x0409_2018, 0x0409_201C,
        // U+040A CYRILLIC CAPITAL LETTER NJE
        0x040A_0029, 0x040A_0041, 0x040A_0054, 0x040A_0056, 0x040A_0057, 0x040A_0058, 0x040A_0059, 0x040A_005C,
        0x040A_005D, 0x040A_0076, 0x040A_0077, 0x040A_0078, 0x040A_0079, 0x040A_007D, 0x040A_00AA, 0x040A_00AE,
        0x040A_00BA, 0x040A_00C0, 0x040A_00C1, 0x040A_00C2, 0x040A_00C3, 0x040A_00C4, 0x040A_00C5, 0x040A_00C6,
        0x040A_00DD, 0x040A_00FD, 0x040A_00FF, 0x040A_0100, 0x040A_0102, 0x040A_0104, 0x040A_0162, 0x040A_0164,
        0x040A_0166, 0x040A_0174, 0x040A_0175, 0x040A_0176, 0x040A_0177, 0x040A_0178, 0x040A_021A, 0x040A_0402,
        0x040A_040B, 0x040A_0410, 0x040A_0416, 0x040A_0422, 0x040A_0423, 0x040A_0425, 0x040A_042A, 0x040A_0436,
        0x040A_0442, 0x040A_0443, 0x040A_0445, 0x040A_044A, 0x040A_045E, 0x040A_2018, 0x040A_201C,
        // U+040B CYRILLIC CAPITAL LETTER TSHE
        0x040B_0031, 0x040B_0054, 0x040B_0056, 0x040B_0057, 0x040B_0059, 0x040B_005C, 0x040B_0076, 0x040B_0079,
        0x040B_00AE, 0x040B_00DD, 0x040B_00FD, 0x040B_00FF, 0x040B_0162, 0x040B_0164, 0x040B_0166, 0x040B_0174,
        0x040B_0176, 0x040B_0177, 0x040B_0178, 0x040B_021A, 0x040B_0402, 0x040B_040B, 0x040B_0422, 0x040B_0423,
        0x040B_042A, 0x040B_0442, 0x040B_0443, 0x040B_044A, 0x040B_045E, 0x040B_2018, 0x040B_201C,
        // U+040C CYRILLIC CAPITAL LETTER KJE
        0x040C_002B, 0x040C_002D, 0x040C_003C, 0x040C_003D, 0x040C_0043, 0x040C_0047, 0x040C_004F, 0x040C_0051,
        0x040C_0063, 0x040C_0064, 0x040C_0065, 0x040C_0067, 0x040C_0069, 0x040C_006F, 0x040C_0071, 0x040C_0075,
        0x040C_0076, 0x040C_0077, 0x040C_0079, 0x040C_007E, 0x040C_00A2, 0x040C_00A9, 0x040C_00AB, 0x040C_00AC,
        0x040C_00AD, 0x040C_00AE, 0x040C_00B1, 0x040C_00B5, 0x040C_00B7, 0x040C_00C7, 0x040C_00D2, 0x040C_00D3,
        0x040C_00D4, 0x040C_00D5, 0x040C_00D6, 0x040C_00D8, 0x040C_00E7, 0x040C_00E8, 0x040C_00E9, 0x040C_00EA,
        0x040C_00EB, 0x040C_00EC, 0x040C_00ED, 0x040C_00EE, 0x040C_00EF, 0x040C_00F0, 0x040C_00F2, 0x040C_00F3,
        0x040C_00F4, 0x040C_00F5, 0x040C_00F6, 0x040C_00F7, 0x040C_00F8, 0x040C_00F9, 0x040C_00FA, 0x040C_00FB,
        0x040C_00FC, 0x040C_00FD, 0x040C_00FF, 0x040C_0106, 0x040C_0107, 0x040C_0108, 0x040C_0109, 0x040C_010A,
        0x040C_010B, 0x040C_010C, 0x040C_010D, 0x040C_010F, 0x040C_0111, 0x040C_0113, 0x040C_0115, 0x040C_0117,
        0x040C_0119, 0x040C_011B, 0x040C_011C, 0x040C_011D, 0x040C_011E, 0x040C_011F, 0x040C_0120, 0x040C_0121,
        0x040C_0122, 0x040C_0123, 0x040C_0129, 0x040C_012B, 0x040C_012D, 0x040C_012F, 0x040C_0131, 0x040C_0133,
        0x040C_014C, 0x040C_014D, 0x040C_014E, 0x040C_014F, 0x040C_0150, 0x040C_0151, 0x040C_0152, 0x040C_0153,
        0x040C_0169, 0x040C_016B, 0x040C_016D, 0x040C_016F, 0x040C_0171, 0x040C_0173, 0x040C_0175, 0x040C_0177,
        0x040C_0404, 0x040C_041E, 0x040C_0421, 0x040C_0424, 0x040C_042D, 0x040C_0435, 0x040C_043E, 0x040C_0441,
        0x040C_0443, 0x040C_0444, 0x040C_044B, 0x040C_0450, 0x040C_0451, 0x040C_0454, 0x040C_0456, 0x040C_0457,
        0x040C_045E, 0x040C_2039, 0x040C_20A1, 0x040C_20AB, 0x040C_20B2, 0x040C_20B5, 0x040C_2192, 0x040C_2212,
        0x040C_221E, 0x040C_2248, 0x040C_2264, 0x040C_2265,
        // U+040D CYRILLIC CAPITAL LETTER I WITH GRAVE
        0x040D_005F, 0x040D_00CF, 0x040D_00EF, 0x040D_0129, 0x040D_012B, 0x040D_012D, 0x040D_012F, 0x040D_0457,
        // U+0410 CYRILLIC CAPITAL LETTER A
        0x0410_0022, 0x0410_0027, 0x0410_002A, 0x0410_0031, 0x0410_003D, 0x0410_003F, 0x0410_0043, 0x0410_0047,
        0x0410_004F, 0x0410_0051, 0x0410_0054, 0x0410_0056, 0x0410_0057, 0x0410_0059, 0x0410_005C, 0x0410_005E,
        0x0410_0069, 0x0410_0074, 0x0410_0076, 0x0410_0077, 0x0410_0079, 0x0410_00A9, 0x0410_00AA, 0x0410_00AB,
        0x0410_00AE, 0x0410_00B0, 0x0410_00B1, 0x0410_00B6, 0x0410_00B7, 0x0410_00BA, 0x0410_00BB, 0x0410_00C7,
        0x0410_00D2, 0x0410_00D3, 0x0410_00D4, 0x0410_00D5, 0x0410_00D6, 0x0410_00D8, 0x0410_00DD, 0x0410_00EC,
        0x0410_00ED, 0x0410_00EE, 0x0410_00EF, 0x0410_00FD, 0x0410_00FF, 0x0410_0106, 0x0410_0108, 0x0410_010A,
        0x0410_010C, 0x0410_011C, 0x0410_011E, 0x0410_0120, 0x0410_0122, 0x0410_0129, 0x0410_012B, 0x0410_012D,
        0x0410_012F, 0x0410_0131, 0x0410_0133, 0x0410_014C, 0x0410_014E, 0x0410_0150, 0x0410_0152, 0x0410_0162,
        0x0410_0163, 0x0410_0164, 0x0410_0165, 0x0410_0166, 0x0410_0167, 0x0410_0174, 0x0410_0175, 0x0410_0176,
        0x0410_0177, 0x0410_0178, 0x0410_021A, 0x0410_021B, 0x0410_0402, 0x0410_0404, 0x0410_040B, 0x0410_041E,
        0x0410_0421, 0x0410_0422, 0x0410_0423, 0x0410_0424, 0x0410_042A, 0x0410_042D, 0x0410_0443, 0x0410_044B,
        0x0410_0456, 0x0410_0457, 0x0410_045E, 0x0410_2018, 0x0410_2019, 0x0410_201C, 0x0410_201D, 0x0410_2039,
        0x0410_203A, 0x0410_20A1, 0x0410_20B2, 0x0410_20B5, 0x0410_2248, 0x0410_2264, 0x0410_2265,
        // U+0411 CYRILLIC CAPITAL LETTER BE
        0x0411_00EF, 0x0411_0129, 0x0411_012B, 0x0411_012D, 0x0411_042A, 0x0411_0457,
        // U+0412 CYRILLIC CAPITAL LETTER VE
        0x0412_00EF, 0x0412_0129, 0x0412_012B, 0x0412_012D, 0x0412_0457,
        // U+0413 CYRILLIC CAPITAL LETTER GHE
        0x0413_0026, 0x0413_002B, 0x0413_002C, 0x0413_002D, 0x0413_002E, 0x0413_002F, 0x0413_0034, 0x0413_003A,
        0x0413_003B, 0x0413_003C, 0x0413_0041, 0x0413_0043, 0x0413_0047, 0x0413_004A, 0x0413_004F, 0x0413_0051,
        0x0413_005F, 0x0413_0061, 0x0413_0063, 0x0413_0064, 0x0413_0065, 0x0413_0067, 0x0413_006D, 0x0413_006E,
        0x0413_006F, 0x0413_0070, 0x0413_0071, 0x0413_0072, 0x0413_0073, 0x0413_0075, 0x0413_0076, 0x0413_0077,
        0x0413_0078, 0x0413_0079, 0x0413_007A, 0x0413_007E, 0x0413_00A2, 0x0413_00A9, 0x0413_00AB, 0x0413_00AC,
        0x0413_00AD, 0x0413_00B5, 0x0413_00B7, 0x0413_00BB, 0x0413_00C0, 0x0413_00C1, 0x0413_00C2, 0x0413_00C3,
        0x0413_00C4, 0x0413_00C5, 0x0413_00C6, 0x0413_00C7, 0x0413_00D2, 0x0413_00D3, 0x0413_00D4, 0x0413_00D5,
        0x0413_00D6, 0x0413_00D8, 0x0413_00E0, 0x0413_00E1, 0x0413_00E2, 0x0413_00E3, 0x0413_00E4, 0x0413_00E5,
        0x0413_00E6, 0x0413_00E7, 0x0413_00E8, 0x0413_00E9, 0x0413_00EA, 0x0413_00EB, 0x0413_00EF, 0x0413_00F0,
        0x0413_00F1, 0x0413_00F2, 0x0413_00F3, 0x0413_00F4, 0x0413_00F5, 0x0413_00F6, 0x0413_00F7, 0x0413_00F8,
        0x0413_00F9, 0x0413_00FA, 0x0413_00FB, 0x0413_00FC, 0x0413_00FD, 0x0413_00FF, 0x0413_0100, 0x0413_0101,
        0x0413_0102, 0x0413_0103, 0x0413_0104, 0x0413_0105, 0x0413_0106, 0x0413_0107, 0x0413_0108, 0x0413_0109,
        0x0413_010A, 0x0413_010B, 0x0413_010C, 0x0413_010D, 0x0413_010F, 0x0413_0111, 0x0413_0113, 0x0413_0115,
        0x0413_0117, 0x0413_0119, 0x0413_011B, 0x0413_011C, 0x0413_011D, 0x0413_011E, 0x0413_011F, 0x0413_0120,
        0x0413_0121, 0x0413_0122, 0x0413_0123, 0x0413_0129, 0x0413_012B, 0x0413_012D, 0x0413_0134, 0x0413_0144,
        0x0413_0146, 0x0413_0148, 0x0413_014B, 0x0413_014C, 0x0413_014D, 0x0413_014E, 0x0413_014F, 0x0413_0150,
        0x0413_0151, 0x0413_0152, 0x0413_0153, 0x0413_0155, 0x0413_0157, 0x0413_0159, 0x0413_015B, 0x0413_015D,
        0x0413_015F, 0x0413_0161, 0x0413_0169, 0x0413_016B, 0x0413_016D, 0x0413_016F, 0x0413_0171, 0x0413_0173,
        0x0413_0175, 0x0413_0177, 0x0413_017A, 0x0413_017C, 0x0413_017E, 0x0413_0219, 0x0413_0404, 0x0413_0408,
        0x0413_0410, 0x0413_041E, 0x0413_0421, 0x0413_0424, 0x0413_042D, 0x0413_0430, 0x0413_0432, 0x0413_0433,
        0x0413_0435, 0x0413_0436, 0x0413_0438, 0x0413_0439, 0x0413_043A, 0x0413_043C, 0x0413_043D, 0x0413_043E,
        0x0413_043F, 0x0413_0440, 0x0413_0441, 0x0413_0442, 0x0413_0443, 0x0413_0444, 0x0413_0445, 0x0413_0446,
        0x0413_0447, 0x0413_0448, 0x0413_0449, 0x0413_044A, 0x0413_044C, 0x0413_044E, 0x0413_044F, 0x0413_0450,
        0x0413_0451, 0x0413_0453, 0x0413_0454, 0x0413_0455, 0x0413_0457, 0x0413_045A, 0x0413_045C, 0x0413_045D,
        0x0413_045E, 0x0413_045F, 0x0413_201A, 0x0413_201E, 0x0413_2026, 0x0413_2039, 0x0413_203A, 0x0413_20A1,
        0x0413_20AB, 0x0413_20B2, 0x0413_20B5, 0x0413_2192, 0x0413_2212,
        // U+0414 CYRILLIC CAPITAL LETTER DE
        0x0414_005F, 0x0414_0414,
        // U+0415 CYRILLIC CAPITAL LETTER IE
        0x0415_00EF, 0x0415_0129, 0x0415_012B, 0x0415_012D, 0x0415_0457,
        // U+0416 CYRILLIC CAPITAL LETTER ZHE
        0x0416_002B, 0x0416_002D, 0x0416_0034, 0x0416_003C, 0x0416_003D, 0x0416_0043, 0x0416_0047, 0x0416_004F,
        0x0416_0051, 0x0416_0063, 0x0416_0064, 0x0416_0065, 0x0416_0067, 0x0416_006F, 0x0416_0071, 0x0416_007E,
        0x0416_00A2, 0x0416_00A9, 0x0416_00AB, 0x0416_00AC, 0x0416_00AD, 0x0416_00AE, 0x0416_00B1, 0x0416_00B7,
        0x0416_00C7, 0x0416_00D2, 0x0416_00D3, 0x0416_00D4, 0x0416_00D5, 0x0416_00D6, 0x0416_00D7, 0x0416_00D8,
        0x0416_00E7, 0x0416_00E8, 0x0416_00E9, 0x0416_00EA, 0x0416_00EB, 0x0416_00F0, 0x0416_00F2, 0x0416_00F3,
        0x0416_00F4, 0x0416_00F5, 0x0416_00F6, 0x0416_00F7, 0x0416_00F8, 0x0416_0106, 0x0416_0107, 0x0416_0108,
        0x0416_0109, 0x0416_010A, 0x0416_010B, 0x0416_010C, 0x0416_010D, 0x0416_010F, 0x0416_0111, 0x0416_0113,
        0x0416_0115, 0x0416_0117, 0x0416_0119, 0x0416_011B, 0x0416_011C, 0x0416_011D, 0x0416_011E, 0x0416_011F,
        0x0416_0120, 0x0416_0121, 0x0416_0122, 0x0416_0123, 0x0416_014C, 0x0416_014D, 0x0416_014E, 0x0416_014F,
        0x0416_0150, 0x0416_0151, 0x0416_0152, 0x0416_0153, 0x0416_0404, 0x0416_041E, 0x0416_0421, 0x0416_0424,
        0x0416_0427, 0x0416_042A, 0x0416_042D, 0x0416_0435, 0x0416_0437, 0x0416_043E, 0x0416_0441, 0x0416_0442,
        0x0416_0444, 0x0416_0447, 0x0416_044A, 0x0416_0450, 0x0416_0451, 0x0416_0454, 0x0416_2039, 0x0416_20A1,
        0x0416_20AB, 0x0416_20B2, 0x0416_20B4, 0x0416_20B5, 0x0416_2192, 0x0416_2212, 0x0416_2248, 0x0416_2264,
        0x0416_2265,
        // U+0418 CYRILLIC CAPITAL LETTER I
        0x0418_005F, 0x0418_00CF, 0x0418_00EF, 0x0418_0129, 0x0418_012B, 0x0418_012D, 0x0418_012F, 0x0418_0457,
        // U+0419 CYRILLIC CAPITAL LETTER SHORT I
        0x0419_005F, 0x0419_00CF, 0x0419_00EF, 0x0419_0129, 0x0419_012B, 0x0419_012D, 0x0419_012F, 0x0419_0457,
        // U+041A CYRILLIC CAPITAL LETTER KA
        0x041A_002B, 0x041A_002D, 0x041A_003C, 0x041A_003D, 0x041A_0043, 0x041A_0047, 0x041A_004F, 0x041A_0051,
        0x041A_0063, 0x041A_0064, 0x041A_0065, 0x041A_0067, 0x041A_0069, 0x041A_006F, 0x041A_0071, 0x041A_0075,
        0x041A_0076, 0x041A_0077, 0x041A_0079, 0x041A_007E, 0x041A_00A2, 0x041A_00A9, 0x041A_00AB, 0x041A_00AC,
        0x041A_00AD, 0x041A_00AE, 0x041A_00B1, 0x041A_00B5, 0x041A_00B7, 0x041A_00C7, 0x041A_00D2, 0x041A_00D3,
        0x041A_00D4, 0x041A_00D5, 0x041A_00D6, 0x041A_00D8, 0x041A_00E7, 0x041A_00E8, 0x041A_00E9, 0x041A_00EA,
        0x041A_00EB, 0x041A_00EC, 0x041A_00ED, 0x041A_00EE, 0x041A_00EF, 0x041A_00F0, 0x041A_00F2, 0x041A_00F3,
        0x041A_00F4, 0x041A_00F5, 0x041A_00F6, 0x041A_00F7, 0x041A_00F8, 0x041A_00F9, 0x041A_00FA, 0x041A_00FB,
        0x041A_00FC, 0x041A_00FD, 0x041A_00FF, 0x041A_0106, 0x041A_0107, 0x041A_0108, 0x041A_0109, 0x041A_010A,
        0x041A_010B, 0x041A_010C, 0x041A_010D, 0x041A_010F, 0x041A_0111, 0x041A_0113, 0x041A_0115, 0x041A_0117,
        0x041A_0119, 0x041A_011B, 0x041A_011C, 0x041A_011D, 0x041A_011E, 0x041A_011F, 0x041A_0120, 0x041A_0121,
        0x041A_0122, 0x041A_0123, 0x041A_0129, 0x041A_012B, 0x041A_012D, 0x041A_012F, 0x041A_0131, 0x041A_0133,
        0x041A_014C, 0x041A_014D, 0x041A_014E, 0x041A_014F, 0x041A_0150, 0x041A_0151, 0x041A_0152, 0x041A_0153,
        0x041A_0169, 0x041A_016B, 0x041A_016D, 0x041A_016F, 0x041A_0171, 0x041A_0173, 0x041A_0175, 0x041A_0177,
        0x041A_0404, 0x041A_041E, 0x041A_0421, 0x041A_0424, 0x041A_042D, 0x041A_0435, 0x041A_043E, 0x041A_0441,
        0x041A_0443, 0x041A_0444, 0x041A_044B, 0x041A_0450, 0x041A_0451, 0x041A_0454, 0x041A_0456, 0x041A_0457,
        0x041A_045E, 0x041A_2039, 0x041A_20A1, 0x041A_20AB, 0x041A_20B2, 0x041A_20B5, 0x041A_2192, 0x041A_2212,
        0x041A_221E, 0x041A_2248, 0x041A_2264, 0x041A_2265,
        // U+041B CYRILLIC CAPITAL LETTER EL
        0x041B_005F, 0x041B_00CF, 0x041B_00EF, 0x041B_0129, 0x041B_012B, 0x041B_012D, 0x041B_012F, 0x041B_0457,
        // U+041C CYRILLIC CAPITAL LETTER EM
        0x041C_005F, 0x041C_00CF, 0x041C_00EF, 0x041C_0129, 0x041C_012B, 0x041C_012D, 0x041C_012F, 0x041C_0457,
        // U+041D CYRILLIC CAPITAL LETTER EN
        0x041D_005F, 0x041D_00CF, 0x041D_00EF, 0x041D_0129, 0x041D_012B, 0x041D_012D, 0x041D_012F, 0x041D_0457,
        // U+041E CYRILLIC CAPITAL LETTER O
        0x041E_002C, 0x041E_002E, 0x041E_002F, 0x041E_0041, 0x041E_0054, 0x041E_0056, 0x041E_0058, 0x041E_0059,
        0x041E_005C, 0x041E_005F, 0x041E_00AE, 0x041E_00C0, 0x041E_00C1, 0x041E_00C2, 0x041E_00C3, 0x041E_00C4,
        0x041E_00C5, 0x041E_00C6, 0x041E_00DD, 0x041E_0100, 0x041E_0102, 0x041E_0104, 0x041E_0162, 0x041E_0164,
        0x041E_0166, 0x041E_0176, 0x041E_0178, 0x041E_021A, 0x041E_0402, 0x041E_040B, 0x041E_0410, 0x041E_0416,
        0x041E_0422, 0x041E_0423, 0x041E_0425, 0x041E_042A, 0x041E_2018, 0x041E_201A, 0x041E_201C, 0x041E_201E,
        0x041E_2026,
        // U+041F CYRILLIC CAPITAL LETTER PE
        0x041F_005F, 0x041F_00CF, 0x041F_00EF, 0x041F_0129, 0x041F_012B, 0x041F_012D, 0x041F_012F, 0x041F_0457,
        // U+0420 CYRILLIC CAPITAL LETTER ER
        0x0420_0026, 0x0420_002B, 0x0420_002C, 0x0420_002D, 0x0420_002E, 0x0420_0041, 0x0420_004A, 0x0420_0063,
        0x0420_0064, 0x0420_0065, 0x0420_0067, 0x0420_006F, 0x0420_0071, 0x0420_007E, 0x0420_00A2, 0x0420_00AC,
        0x0420_00AD, 0x0420_00B7, 0x0420_00C0, 0x0420_00C1, 0x0420_00C2, 0x0420_00C3, 0x0420_00C4, 0x0420_00C5,
        0x0420_00C6, 0x0420_00E7, 0x0420_00E8, 0x0420_00E9, 0x0420_00EA, 0x0420_00EB, 0x0420_00F0, 0x0420_00F2,
        0x0420_00F3, 0x0420_00F4, 0x0420_00F5, 0x0420_00F6, 0x0420_00F7, 0x0420_00F8, 0x0420_0100, 0x0420_0102,
        0x0420_0104, 0x0420_0107, 0x0420_0109, 0x0420_010B, 0x0420_010D, 0x0420_010F, 0x0420_0111, 0x0420_0113,
        0x0420_0115, 0x0420_0117, 0x0420_0119, 0x0420_011B, 0x0420_011D, 0x0420_011F, 0x0420_0121, 0x0420_0123,
        0x0420_0134, 0x0420_014D, 0x0420_014F, 0x0420_0151, 0x0420_0153, 0x0420_0408, 0x0420_0410, 0x0420_0435,
        0x0420_043E, 0x0420_0441, 0x0420_0444, 0x0420_0450, 0x0420_0451, 0x0420_0454, 0x0420_201A, 0x0420_201E,
        0x0420_2026, 0x0420_20AB, 0x0420_2192, 0x0420_2212,
        // U+0421 CYRILLIC CAPITAL LETTER ES
        0x0421_0058, 0x0421_005F, 0x0421_00EF, 0x0421_0129, 0x0421_012B, 0x0421_012D, 0x0421_0416, 0x0421_0425,
        0x0421_0457,
        // U+0422 CYRILLIC CAPITAL LETTER TE
        0x0422_0026, 0x0422_002B, 0x0422_002C, 0x0422_002D, 0x0422_002E, 0x0422_002F, 0x0422_0034, 0x0422_003A,
        0x0422_003B, 0x0422_003C, 0x0422_0041, 0x0422_0043, 0x0422_0047, 0x0422_004A, 0x0422_004F, 0x0422_0051,
        0x0422_005F, 0x0422_0061, 0x0422_0063, 0x0422_0064, 0x0422_0065, 0x0422_0067, 0x0422_006D, 0x0422_006E,
        0x0422_006F, 0x0422_0070, 0x0422_0071, 0x0422_0072, 0x0422_0073, 0x0422_0075, 0x0422_0076, 0x0422_0077,
        0x0422_0078, 0x0422_0079, 0x0422_007A, 0x0422_007E, 0x0422_00A2, 0x0422_00A9, 0x0422_00AB, 0x0422_00AC,
        0x0422_00AD, 0x0422_00B5, 0x0422_00B7, 0x0422_00BB, 0x0422_00C0, 0x0422_00C1, 0x0422_00C2, 0x0422_00C3,
        0x0422_00C4, 0x0422_00C5, 0x0422_00C6, 0x0422_00C7, 0x0422_00D2, 0x0422_00D3, 0x0422_00D4, 0x0422_00D5,
        0x0422_00D6, 0x0422_00D8, 0x0422_00E0, 0x0422_00E1, 0x0422_00E2, 0x0422_00E3, 0x0422_00E4, 0x0422_00E5,
        0x0422_00E6, 0x0422_00E7, 0x0422_00E8, 0x0422_00E9, 0x0422_00EA, 0x0422_00EB, 0x0422_00EF, 0x0422_00F0,
        0x0422_00F1, 0x0422_00F2, 0x0422_00F3, 0x0422_00F4, 0x0422_00F5, 0x0422_00F6, 0x0422_00F7, 0x0422_00F8,
        0x0422_00F9, 0x0422_00FA, 0x0422_00FB, 0x0422_00FC, 0x0422_00FD, 0x0422_00FF, 0x0422_0100, 0x0422_0101,
        0x0422_0102, 0x0422_0103, 0x0422_0104, 0x0422_0105, 0x0422_0106, 0x0422_0107, 0x0422_0108, 0x0422_0109,
        0x0422_010A, 0x0422_010B, 0x0422_010C, 0x0422_010D, 0x0422_010F, 0x0422_0111, 0x0422_0113, 0x0422_0115,
        0x0422_0117, 0x0422_0119, 0x0422_011B, 0x0422_011C, 0x0422_011D, 0x0422_011E, 0x0422_011F, 0x0422_0120,
        0x0422_0121, 0x0422_0122, 0x0422_0123, 0x0422_0129, 0x0422_012B, 0x0422_012D, 0x0422_0134, 0x0422_0144,
        0x0422_0146, 0x0422_0148, 0x0422_014B, 0x0422_014C, 0x0422_014D, 0x0422_014E, 0x0422_014F, 0x0422_0150,
        0x0422_0151, 0x0422_0152, 0x0422_0153, 0x0422_0155, 0x0422_0157, 0x0422_0159, 0x0422_015B, 0x0422_015D,
        0x0422_015F, 0x0422_0161, 0x0422_0169, 0x0422_016B, 0x0422_016D, 0x0422_016F, 0x0422_0171, 0x0422_0173,
        0x0422_0175, 0x0422_0177, 0x0422_017A, 0x0422_017C, 0x0422_017E, 0x0422_0219, 0x0422_0404, 0x0422_0408,
        0x0422_0410, 0x0422_041E, 0x0422_0421, 0x0422_0424, 0x0422_042D, 0x0422_0430, 0x0422_0432, 0x0422_0433,
        0x0422_0435, 0x0422_0436, 0x0422_0438, 0x0422_0439, 0x0422_043A, 0x0422_043C, 0x0422_043D, 0x0422_043E,
        0x0422_043F, 0x0422_0440, 0x0422_0441, 0x0422_0442, 0x0422_0443, 0x0422_0444, 0x0422_0445, 0x0422_0446,
        0x0422_0447, 0x0422_0448, 0x0422_0449, 0x0422_044A, 0x0422_044C, 0x0422_044E, 0x0422_044F, 0x0422_0450,
        0x0422_0451, 0x0422_0453, 0x0422_0454, 0x0422_0455, 0x0422_0457, 0x0422_045A, 0x0422_045C, 0x0422_045D,
        0x0422_045E, 0x0422_045F, 0x0422_201A, 0x0422_201E, 0x0422_2026, 0x0422_2039, 0x0422_203A, 0x0422_20A1,
        0x0422_20AB, 0x0422_20B2, 0x0422_20B5, 0x0422_2192, 0x0422_2212,
        // U+0423 CYRILLIC CAPITAL LETTER U
        0x0423_0026, 0x0423_002B, 0x0423_002C, 0x0423_002D, 0x0423_002E, 0x0423_0034, 0x0423_003A, 0x0423_003B,
        0x0423_003C, 0x0423_003D, 0x0423_0041, 0x0423_0043, 0x0423_0047, 0x0423_004A, 0x0423_004F, 0x0423_0051,
        0x0423_0054, 0x0423_0061, 0x0423_0063, 0x0423_0064, 0x0423_0065, 0x0423_0067, 0x0423_006D, 0x0423_006E,
        0x0423_006F, 0x0423_0070, 0x0423_0071, 0x0423_0072, 0x0423_0073, 0x0423_0075, 0x0423_007E, 0x0423_00A2,
        0x0423_00A9, 0x0423_00AB, 0x0423_00AC, 0x0423_00AD, 0x0423_00AE, 0x0423_00B1, 0x0423_00B5, 0x0423_00B7,
        0x0423_00BB, 0x0423_00C0, 0x0423_00C1, 0x0423_00C2, 0x0423_00C3, 0x0423_00C4, 0x0423_00C5, 0x0423_00C6,
        0x0423_00C7, 0x0423_00D2, 0x0423_00D3, 0x0423_00D4, 0x0423_00D5, 0x0423_00D6, 0x0423_00D7, 0x0423_00D8,
        0x0423_00E0, 0x0423_00E1, 0x0423_00E2, 0x0423_00E3, 0x0423_00E4, 0x0423_00E5, 0x0423_00E6, 0x0423_00E7,
        0x0423_00E8, 0x0423_00E9, 0x0423_00EA, 0x0423_00EB, 0x0423_00ED, 0x0423_00F0, 0x0423_00F1, 0x0423_00F2,
        0x0423_00F3, 0x0423_00F4, 0x0423_00F5, 0x0423_00F6, 0x0423_00F7, 0x0423_00F8, 0x0423_00F9, 0x0423_00FA,
        0x0423_00FB, 0x0423_00FC, 0x0423_0100, 0x0423_0101, 0x0423_0102, 0x0423_0103, 0x0423_0104, 0x0423_0105,
        0x0423_0106, 0x0423_0107, 0x0423_0108, 0x0423_0109, 0x0423_010A, 0x0423_010B, 0x0423_010C, 0x0423_010D,
        0x0423_010F, 0x0423_0111, 0x0423_0113, 0x0423_0115, 0x0423_0117, 0x0423_0119, 0x0423_011B, 0x0423_011C,
        0x0423_011D, 0x0423_011E, 0x0423_011F, 0x0423_0120, 0x0423_0121, 0x0423_0122, 0x0423_0123, 0x0423_0134,
        0x0423_0144, 0x0423_0146, 0x0423_0148, 0x0423_014B, 0x0423_014C, 0x0423_014D, 0x0423_014E, 0x0423_014F,
        0x0423_0150, 0x0423_0151, 0x0423_0152, 0x0423_0153, 0x0423_0155, 0x0423_0157, 0x0423_0159, 0x0423_015B,
        0x0423_015D, 0x0423_015F, 0x0423_0161, 0x0423_0162, 0x0423_0164, 0x0423_0166, 0x0423_0169, 0x0423_016B,
        0x0423_016D, 0x0423_016F, 0x0423_0171, 0x0423_0173, 0x0423_0219, 0x0423_021A, 0x0423_0402, 0x0423_0404,
        0x0423_0408, 0x0423_040B, 0x0423_0410, 0x0423_041E, 0x0423_0421, 0x0423_0422, 0x0423_0424, 0x0423_042A,
        0x0423_042D, 0x0423_0430, 0x0423_0432, 0x0423_0433, 0x0423_0435, 0x0423_0438, 0x0423_0439, 0x0423_043A,
        0x0423_043C, 0x0423_043D, 0x0423_043E, 0x0423_043F, 0x0423_0440, 0x0423_0441, 0x0423_0444, 0x0423_0446,
        0x0423_0447, 0x0423_0448, 0x0423_0449, 0x0423_044C, 0x0423_044E, 0x0423_044F, 0x0423_0450, 0x0423_0451,
        0x0423_0453, 0x0423_0454, 0x0423_0455, 0x0423_045A, 0x0423_045C, 0x0423_045D, 0x0423_045F, 0x0423_201A,
        0x0423_201E, 0x0423_2026, 0x0423_2039, 0x0423_203A, 0x0423_20A1, 0x0423_20AB, 0x0423_20B2, 0x0423_20B5,
        0x0423_2192, 0x0423_2212, 0x0423_221E, 0x0423_2248, 0x0423_2264, 0x0423_2265,
        // U+0424 CYRILLIC CAPITAL LETTER EF
        0x0424_002C, 0x0424_002E, 0x0424_002F, 0x0424_0041, 0x0424_0054, 0x0424_0056, 0x0424_0058, 0x0424_0059,
        0x0424_005C, 0x0424_005F, 0x0424_00AE, 0x0424_00C0, 0x0424_00C1, 0x0424_00C2, 0x0424_00C3, 0x0424_00C4,
        0x0424_00C5, 0x0424_00C6, 0x0424_00DD, 0x0424_0100, 0x0424_0102, 0x0424_0104, 0x0424_0162, 0x0424_0164,
        0x0424_0166, 0x0424_0176, 0x0424_0178, 0x0424_021A, 0x0424_0402, 0x0424_040B, 0x0424_0410, 0x0424_0416,
        0x0424_0422, 0x0424_0423, 0x0424_0425, 0x0424_042A, 0x0424_2018, 0x0424_201A, 0x0424_201C, 0x0424_201E,
        0x0424_2026,
        // U+0425 CYRILLIC CAPITAL LETTER HA
        0x0425_002B, 0x0425_002D, 0x0425_003C, 0x0425_003D, 0x0425_0043, 0x0425_0047, 0x0425_004F, 0x0425_0051,
        0x0425_0063, 0x0425_0064, 0x0425_0065, 0x0425_0067, 0x0425_006F, 0x0425_0071, 0x0425_007E, 0x0425_00A2,
        0x0425_00A9, 0x0425_00AB, 0x0425_00AC, 0x0425_00AD, 0x0425_00AE, 0x0425_00B1, 0x0425_00B7, 0x0425_00C7,
        0x0425_00D2, 0x0425_00D3, 0x0425_00D4, 0x0425_00D5, 0x0425_00D6, 0x0425_00D8, 0x0425_00E7, 0x0425_00E8,
        0x0425_00E9, 0x0425_00EA, 0x0425_00EB, 0x0425_00F0, 0x0425_00F2, 0x0425_00F3, 0x0425_00F4, 0x0425_00F5,
        0x0425_00F6, 0x0425_00F7, 0x0425_00F8, 0x0425_0106, 0x0425_0107, 0x0425_0108, 0x0425_0109, 0x0425_010A,
        0x0425_010B, 0x0425_010C, 0x0425_010D, 0x0425_010F, 0x0425_0111, 0x0425_0113, 0x0425_0115, 0x0425_0117,
        0x0425_0119, 0x0425_011B, 0x0425_011C, 0x0425_011D, 0x0425_011E, 0x0425_011F, 0x0425_0120, 0x0425_0121,
        0x0425_0122, 0x0425_0123, 0x0425_014C, 0x0425_014D, 0x0425_014E, 0x0425_014F, 0x0425_0150, 0x0425_0151,
        0x0425_0152, 0x0425_0153, 0x0425_0404, 0x0425_041E, 0x0425_0421, 0x0425_0424, 0x0425_042D, 0x0425_0435,
        0x0425_043E, 0x0425_0441, 0x0425_0444, 0x0425_0450, 0x0425_0451, 0x0425_0454, 0x0425_2039, 0x0425_20A1,
        0x0425_20AB, 0x0425_20B2, 0x0425_20B5, 0x0425_2192, 0x0425_2212, 0x0425_2248, 0x0425_2264, 0x0425_2265,
        // U+0426 CYRILLIC CAPITAL LETTER TSE
        0x0426_005F, 0x0426_0414,
        // U+0427 CYRILLIC CAPITAL LETTER CHE
        0x0427_005F, 0x0427_00CF, 0x0427_00EF, 0x0427_0129, 0x0427_012B, 0x0427_012D, 0x0427_012F, 0x0427_0457,
        // U+0428 CYRILLIC CAPITAL LETTER SHA
        0x0428_005F, 0x0428_00CF, 0x0428_00EF, 0x0428_0129, 0x0428_012B, 0x0428_012D, 0x0428_012F, 0x0428_0457,
        // U+0429 CYRILLIC CAPITAL LETTER SHCHA
        0x0429_005F, 0x0429_0414,
        // U+042A CYRILLIC CAPITAL LETTER HARD SIGN
        0x042A_0029, 0x042A_0041, 0x042A_0054, 0x042A_0056, 0x042A_0057, 0x042A_0058, 0x042A_0059, 0x042A_005C,
        0x042A_005D, 0x042A_0076, 0x042A_0077, 0x042A_0078, 0x042A_0079, 0x042A_007D, 0x042A_00AA, 0x042A_00AE,
        0x042A_00BA, 0x042A_00C0, 0x042A_00C1, 0x042A_00C2, 0x042A_00C3, 0x042A_00C4, 0x042A_00C5, 0x042A_00C6,
        0x042A_00DD, 0x042A_00FD, 0x042A_00FF, 0x042A_0100, 0x042A_0102, 0x042A_0104, 0x042A_0162, 0x042A_0164,
        0x042A_0166, 0x042A_0174, 0x042A_0175, 0x042A_0176, 0x042A_0177, 0x042A_0178, 0x042A_021A, 0x042A_0402,
        0x042A_040B, 0x042A_0410, 0x042A_0416, 0x042A_0422, 0x042A_0423, 0x042A_0425, 0x042A_042A, 0x042A_0436,
        0x042A_0442, 0x042A_0443, 0x042A_0445, 0x042A_044A, 0x042A_045E, 0x042A_2018, 0x042A_201C,
        // U+042B CYRILLIC CAPITAL LETTER YERU
        0x042B_005F, 0x042B_00CF, 0x042B_00EF, 0x042B_0129, 0x042B_012B, 0x042B_012D, 0x042B_012F, 0x042B_0457,
        // U+042C CYRILLIC CAPITAL LETTER SOFT SIGN
        0x042C_0029, 0x042C_0041, 0x042C_0054, 0x042C_0056, 0x042C_0057, 0x042C_0058, 0x042C_0059, 0x042C_005C,
        0x042C_005D, 0x042C_0076, 0x042C_0077, 0x042C_0078, 0x042C_0079, 0x042C_007D, 0x042C_00AA, 0x042C_00AE,
        0x042C_00BA, 0x042C_00C0, 0x042C_00C1, 0x042C_00C2, 0x042C_00C3, 0x042C_00C4, 0x042C_00C5, 0x042C_00C6,
        0x042C_00DD, 0x042C_00FD, 0x042C_00FF, 0x042C_0100, 0x042C_0102, 0x042C_0104, 0x042C_0162, 0x042C_0164,
        0x042C_0166, 0x042C_0174, 0x042C_0175, 0x042C_0176, 0x042C_0177, 0x042C_0178, 0x042C_021A, 0x042C_0402,
        0x042C_040B, 0x042C_0410, 0x042C_0416, 0x042C_0422, 0x042C_0423, 0x042C_0425, 0x042C_042A, 0x042C_0436,
        0x042C_0442, 0x042C_0443, 0x042C_0445, 0x042C_044A, 0x042C_045E, 0x042C_2018, 0x042C_201C,
        // U+042D CYRILLIC CAPITAL LETTER E
        0x042D_002C, 0x042D_002E, 0x042D_002F, 0x042D_0041, 0x042D_0054, 0x042D_0056, 0x042D_0058, 0x042D_0059,
        0x042D_005C, 0x042D_005F, 0x042D_00AE, 0x042D_00C0, 0x042D_00C1, 0x042D_00C2, 0x042D_00C3, 0x042D_00C4,
        0x042D_00C5, 0x042D_00C6, 0x042D_00DD, 0x042D_0100, 0x042D_0102, 0x042D_0104, 0x042D_0162, 0x042D_0164,
        0x042D_0166, 0x042D_0176, 0x042D_0178, 0x042D_021A, 0x042D_0402, 0x042D_040B, 0x042D_0410, 0x042D_0416,
        0x042D_0422, 0x042D_0423, 0x042D_0425, 0x042D_042A, 0x042D_2018, 0x042D_201A, 0x042D_201C, 0x042D_201E,
        0x042D_2026,
        // U+042E CYRILLIC CAPITAL LETTER YU
        0x042E_002C, 0x042E_002E, 0x042E_005F, 0x042E_201A, 0x042E_201E, 0x042E_2026,
        // U+042F CYRILLIC CAPITAL LETTER YA
        0x042F_005F, 0x042F_00CF, 0x042F_00EF, 0x042F_0129, 0x042F_012B, 0x042F_012D, 0x042F_012F, 0x042F_0457,
        // U+0430 CYRILLIC SMALL LETTER A
        0x0430_0031, 0x0430_0054, 0x0430_0056, 0x0430_0057, 0x0430_0059, 0x0430_005C, 0x0430_0076, 0x0430_0079,
        0x0430_00AE, 0x0430_00DD, 0x0430_00FD, 0x0430_00FF, 0x0430_0162, 0x0430_0164, 0x0430_0166, 0x0430_0174,
        0x0430_0176, 0x0430_0177, 0x0430_0178, 0x0430_021A, 0x0430_0402, 0x0430_040B, 0x0430_0422, 0x0430_0423,
        0x0430_042A, 0x0430_0442, 0x0430_0443, 0x0430_044A, 0x0430_045E, 0x0430_2018, 0x0430_201C,
        // U+0431 CYRILLIC SMALL LETTER BE
        0x0431_044A,
        // U+0432 CYRILLIC SMALL LETTER VE
        0x0432_0054, 0x0432_0056, 0x0432_0057, 0x0432_0059, 0x0432_005C, 0x0432_00AE, 0x0432_00DD, 0x0432_0162,
        0x0432_0164, 0x0432_0166, 0x0432_0174, 0x0432_0176, 0x0432_0178, 0x0432_021A, 0x0432_0402, 0x0432_040B,
        0x0432_0422, 0x0432_0423, 0x0432_042A, 0x0432_2018, 0x0432_201A, 0x0432_201C, 0x0432_201E,
        // U+0433 CYRILLIC SMALL LETTER GHE
        0x0433_002B, 0x0433_002C, 0x0433_002D, 0x0433_002E, 0x0433_0054, 0x0433_005F, 0x0433_0061, 0x0433_0063,
        0x0433_0064, 0x0433_0065, 0x0433_0067, 0x0433_006F, 0x0433_0071, 0x0433_007E, 0x0433_00A2, 0x0433_00AB,
        0x0433_00AC, 0x0433_00AD, 0x0433_00B7, 0x0433_00E0, 0x0433_00E1, 0x0433_00E2, 0x0433_00E3, 0x0433_00E4,
        0x0433_00E5, 0x0433_00E6, 0x0433_00E7, 0x0433_00E8, 0x0433_00E9, 0x0433_00EA, 0x0433_00EB, 0x0433_00F0,
        0x0433_00F2, 0x0433_00F3, 0x0433_00F4, 0x0433_00F5, 0x0433_00F6, 0x0433_00F7, 0x0433_00F8, 0x0433_0101,
        0x0433_0103, 0x0433_0105, 0x0433_0107, 0x0433_0109, 0x0433_010B, 0x0433_010D, 0x0433_010F, 0x0433_0111,
        0x0433_0113, 0x0433_0115, 0x0433_0117, 0x0433_0119, 0x0433_011B, 0x0433_011D, 0x0433_011F, 0x0433_0121,
        0x0433_0123, 0x0433_014D, 0x0433_014F, 0x0433_0151, 0x0433_0153, 0x0433_0162, 0x0433_0164, 0x0433_0166,
        0x0433_021A, 0x0433_0402, 0x0433_040B, 0x0433_0422, 0x0433_042A, 0x0433_0430, 0x0433_0434, 0x0433_0435,
        0x0433_043B, 0x0433_043E, 0x0433_0441, 0x0433_0444, 0x0433_0447, 0x0433_0450, 0x0433_0451, 0x0433_0454,
        0x0433_0459, 0x0433_201A, 0x0433_201E, 0x0433_2026, 0x0433_2039, 0x0433_20AB, 0x0433_2192, 0x0433_2212,
        // U+0434 CYRILLIC SMALL LETTER DE
        0x0434_005F,
        // U+0435 CYRILLIC SMALL LETTER IE
        0x0435_0054, 0x0435_0056, 0x0435_0057, 0x0435_0059, 0x0435_005C, 0x0435_0076, 0x0435_0078, 0x0435_0079,
        0x0435_00AE, 0x0435_00DD, 0x0435_00FD, 0x0435_00FF, 0x0435_0162, 0x0435_0164, 0x0435_0166, 0x0435_0174,
        0x0435_0176, 0x0435_0177, 0x0435_0178, 0x0435_021A, 0x0435_0402, 0x0435_040B, 0x0435_0422, 0x0435_0423,
        0x0435_042A, 0x0435_0436, 0x0435_0442, 0x0435_0443, 0x0435_0445, 0x0435_044A, 0x0435_045E,
        // U+0436 CYRILLIC SMALL LETTER ZHE
        0x0436_002B, 0x0436_002D, 0x0436_003D, 0x0436_0054, 0x0436_0063, 0x0436_0064, 0x0436_0065, 0x0436_0067,
        0x0436_006F, 0x0436_0071, 0x0436_007E, 0x0436_00A2, 0x0436_00AB, 0x0436_00AC, 0x0436_00AD, 0x0436_00B1,
        0x0436_00B7, 0x0436_00E7, 0x0436_00E8, 0x0436_00E9, 0x0436_00EA, 0x0436_00EB, 0x0436_00F0, 0x0436_00F2,
        0x0436_00F3, 0x0436_00F4, 0x0436_00F5, 0x0436_00F6, 0x0436_00F7, 0x0436_00F8, 0x0436_0107, 0x0436_0109,
        0x0436_010B, 0x0436_010D, 0x0436_010F, 0x0436_0111, 0x0436_0113, 0x0436_0115, 0x0436_0117, 0x0436_0119,
        0x0436_011B, 0x0436_011D, 0x0436_011F, 0x0436_0121, 0x0436_0123, 0x0436_014D, 0x0436_014F, 0x0436_0151,
        0x0436_0153, 0x0436_0162, 0x0436_0164, 0x0436_0166, 0x0436_021A, 0x0436_0402, 0x0436_040B, 0x0436_0422,
        0x0436_042A, 0x0436_0435, 0x0436_043E, 0x0436_0441, 0x0436_0444, 0x0436_044A, 0x0436_0450, 0x0436_0451,
        0x0436_0454, 0x0436_2039, 0x0436_20AB, 0x0436_2192, 0x0436_2212, 0x0436_2248, 0x0436_2264, 0x0436_2265,
        // U+0437 CYRILLIC SMALL LETTER ZE
        0x0437_201A, 0x0437_201E,
        // U+0438 CYRILLIC SMALL LETTER I
        0x0438_0031, 0x0438_0054, 0x0438_0056, 0x0438_0057, 0x0438_0059, 0x0438_005C, 0x0438_0076, 0x0438_0079,
        0x0438_00AE, 0x0438_00DD, 0x0438_00FD, 0x0438_00FF, 0x0438_0162, 0x0438_0164, 0x0438_0166, 0x0438_0174,
        0x0438_0176, 0x0438_0177, 0x0438_0178, 0x0438_021A, 0x0438_0402, 0x0438_040B, 0x0438_0422, 0x0438_0423,
        0x0438_042A, 0x0438_0442, 0x0438_0443, 0x0438_044A, 0x0438_045E, 0x0438_2018, 0x0438_201C,
        // U+0439 CYRILLIC SMALL LETTER SHORT I
        0x0439_0031, 0x0439_0054, 0x0439_0056, 0x0439_0057, 0x0439_0059, 0x0439_005C, 0x0439_0076, 0x0439_0079,
        0x0439_00AE, 0x0439_00DD, 0x0439_00FD, 0x0439_00FF, 0x0439_0162, 0x0439_0164, 0x0439_0166, 0x0439_0174,
        0x0439_0176, 0x0439_0177, 0x0439_0178, 0x0439_021A, 0x0439_0402, 0x0439_040B, 0x0439_0422, 0x0439_0423,
        0x0439_042A, 0x0439_0442, 0x0439_0443, 0x0439_044A, 0x0439_045E, 0x0439_2018, 0x0439_201C,
        // U+043A CYRILLIC SMALL LETTER KA
        0x043A_002B, 0x043A_002D, 0x043A_0034, 0x043A_003C, 0x043A_0054, 0x043A_0063, 0x043A_0064, 0x043A_0065,
        0x043A_0067, 0x043A_006F, 0x043A_0071, 0x043A_007E, 0x043A_00A2, 0x043A_00AB, 0x043A_00AC, 0x043A_00AD,
        0x043A_00B7, 0x043A_00E7, 0x043A_00E8, 0x043A_00E9, 0x043A_00EA, 0x043A_00EB, 0x043A_00F0, 0x043A_00F2,
        0x043A_00F3, 0x043A_00F4, 0x043A_00F5, 0x043A_00F6, 0x043A_00F7, 0x043A_00F8, 0x043A_0107, 0x043A_0109,
        0x043A_010B, 0x043A_010D, 0x043A_010F, 0x043A_0111, 0x043A_0113, 0x043A_0115, 0x043A_0117, 0x043A_0119,
        0x043A_011B, 0x043A_011D, 0x043A_011F, 0x043A_0121, 0x043A_0123, 0x043A_014D, 0x043A_014F, 0x043A_0151,
        0x043A_0153, 0x043A_0162, 0x043A_0164, 0x043A_0166, 0x043A_021A, 0x043A_0402, 0x043A_040B, 0x043A_0422,
        0x043A_042A, 0x043A_0435, 0x043A_043E, 0x043A_0441, 0x043A_0444, 0x043A_0450, 0x043A_0451, 0x043A_0454,
        0x043A_2039, 0x043A_20AB, 0x043A_2192, 0x043A_2212,
        // U+043B CYRILLIC SMALL LETTER EL
        0x043B_0031, 0x043B_0054, 0x043B_0056, 0x043B_0057, 0x043B_0059, 0x043B_005C, 0x043B_0076, 0x043B_0079,
        0x043B_00AE, 0x043B_00DD, 0x043B_00FD, 0x043B_00FF, 0x043B_0162, 0x043B_0164, 0x043B_0166, 0x043B_0174,
        0x043B_0176, 0x043B_0177, 0x043B_0178, 0x043B_021A, 0x043B_0402, 0x043B_040B, 0x043B_0422, 0x043B_0423,
        0x043B_042A, 0x043B_0442, 0x043B_0443, 0x043B_044A, 0x043B_045E, 0x043B_2018, 0x043B_201C,
        // U+043C CYRILLIC SMALL LETTER EM
        0x043C_0031, 0x043C_0054, 0x043C_0056, 0x043C_0057, 0x043C_0059, 0x043C_005C, 0x043C_0076, 0x043C_0079,
        0x043C_00AE, 0x043C_00DD, 0x043C_00FD, 0x043C_00FF, 0x043C_0162, 0x043C_0164, 0x043C_0166, 0x043C_0174,
        0x043C_0176, 0x043C_0177, 0x043C_0178, 0x043C_021A, 0x043C_0402, 0x043C_040B, 0x043C_0422, 0x043C_0423,
        0x043C_042A, 0x043C_0442, 0x043C_0443, 0x043C_044A, 0x043C_045E, 0x043C_2018, 0x043C_201C,
        // U+043D CYRILLIC SMALL LETTER EN
        0x043D_0031, 0x043D_0054, 0x043D_0056, 0x043D_0057, 0x043D_0059, 0x043D_005C, 0x043D_0076, 0x043D_0079,
        0x043D_00AE, 0x043D_00DD, 0x043D_00FD, 0x043D_00FF, 0x043D_0162, 0x043D_0164, 0x043D_0166, 0x043D_0174,
        0x043D_0176, 0x043D_0177, 0x043D_0178, 0x043D_021A, 0x043D_0402, 0x043D_040B, 0x043D_0422, 0x043D_0423,
        0x043D_042A, 0x043D_0442, 0x043D_0443, 0x043D_044A, 0x043D_045E, 0x043D_2018, 0x043D_201C,
        // U+043E CYRILLIC SMALL LETTER O
        0x043E_0029, 0x043E_0041, 0x043E_0054, 0x043E_0056, 0x043E_0057, 0x043E_0058, 0x043E_0059, 0x043E_005C,
        0x043E_005D, 0x043E_0076, 0x043E_0077, 0x043E_0078, 0x043E_0079, 0x043E_007D, 0x043E_00AA, 0x043E_00AE,
        0x043E_00BA, 0x043E_00C0, 0x043E_00C1, 0x043E_00C2, 0x043E_00C3, 0x043E_00C4, 0x043E_00C5, 0x043E_00C6,
        0x043E_00DD, 0x043E_00FD, 0x043E_00FF, 0x043E_0100, 0x043E_0102, 0x043E_0104, 0x043E_0162, 0x043E_0164,
        0x043E_0166, 0x043E_0174, 0x043E_0175, 0x043E_0176, 0x043E_0177, 0x043E_0178, 0x043E_021A, 0x043E_0402,
        0x043E_040B, 0x043E_0410, 0x043E_0416, 0x043E_0422, 0x043E_0423, 0x043E_0425, 0x043E_042A, 0x043E_0436,
        0x043E_0442, 0x043E_0443, 0x043E_0445, 0x043E_044A, 0x043E_045E, 0x043E_2018, 0x043E_201C,
        // U+043F CYRILLIC SMALL LETTER PE
        0x043F_0031, 0x043F_0054, 0x043F_0056, 0x043F_0057, 0x043F_0059, 0x043F_005C, 0x043F_0076, 0x043F_0079,
        0x043F_00AE, 0x043F_00DD, 0x043F_00FD, 0x043F_00FF, 0x043F_0162, 0x043F_0164, 0x043F_0166, 0x043F_0174,
        0x043F_0176, 0x043F_0177, 0x043F_0178, 0x043F_021A, 0x043F_0402, 0x043F_040B, 0x043F_0422, 0x043F_0423,
        0x043F_042A, 0x043F_0442, 0x043F_0443, 0x043F_044A, 0x043F_045E, 0x043F_2018, 0x043F_201C,
        // U+0440 CYRILLIC SMALL LETTER ER
        0x0440_0029, 0x0440_0041, 0x0440_0054, 0x0440_0056, 0x0440_0057, 0x0440_0058, 0x0440_0059, 0x0440_005C,
        0x0440_005D, 0x0440_0076, 0x0440_0077, 0x0440_0078, 0x0440_0079, 0x0440_007D, 0x0440_00AA, 0x0440_00AE,
        0x0440_00BA, 0x0440_00C0, 0x0440_00C1, 0x0440_00C2, 0x0440_00C3, 0x0440_00C4, 0x0440_00C5, 0x0440_00C6,
        0x0440_00DD, 0x0440_00FD, 0x0440_00FF, 0x0440_0100, 0x0440_0102, 0x0440_0104, 0x0440_0162, 0x0440_0164,
        0x0440_0166, 0x0440_0174, 0x0440_0175, 0x0440_0176, 0x0440_0177, 0x0440_0178, 0x0440_021A, 0x0440_0402,
        0x0440_040B, 0x0440_0410, 0x0440_0416, 0x0440_0422, 0x0440_0423, 0x0440_0425, 0x0440_042A, 0x0440_0436,
        0x0440_0442, 0x0440_0443, 0x0440_0445, 0x0440_044A, 0x0440_045E, 0x0440_2018, 0x0440_201C,
        // U+0441 CYRILLIC SMALL LETTER ES
        0x0441_0054, 0x0441_0059, 0x0441_0078, 0x0441_00AE, 0x0441_00DD, 0x0441_0162, 0x0441_0164, 0x0441_0166,
        0x0441_0176, 0x0441_0178, 0x0441_021A, 0x0441_0402, 0x0441_040B, 0x0441_0422, 0x0441_0423, 0x0441_042A,
        0x0441_0436, 0x0441_0442, 0x0441_0445, 0x0441_044A,
        // U+0442 CYRILLIC SMALL LETTER TE
        0x0442_002B, 0x0442_002C, 0x0442_002D, 0x0442_002E, 0x0442_0054, 0x0442_005F, 0x0442_0061, 0x0442_0063,
        0x0442_0064, 0x0442_0065, 0x0442_0067, 0x0442_006F, 0x0442_0071, 0x0442_007E, 0x0442_00A2, 0x0442_00AB,
        0x0442_00AC, 0x0442_00AD, 0x0442_00B7, 0x0442_00E0, 0x0442_00E1, 0x0442_00E2, 0x0442_00E3, 0x0442_00E4,
        0x0442_00E5, 0x0442_00E6, 0x0442_00E7, 0x0442_00E8, 0x0442_00E9, 0x0442_00EA, 0x0442_00EB, 0x0442_00F0,
        0x0442_00F2, 0x0442_00F3, 0x0442_00F4, 0x0442_00F5, 0x0442_00F6, 0x0442_00F7, 0x0442_00F8, 0x0442_0101,
        0x0442_0103, 0x0442_0105, 0x0442_0107, 0x0442_0109, 0x0442_010B, 0x0442_010D, 0x0442_010F, 0x0442_0111,
        0x0442_0113, 0x0442_0115, 0x0442_0117, 0x0442_0119, 0x0442_011B, 0x0442_011D, 0x0442_011F, 0x0442_0121,
        0x0442_0123, 0x0442_014D, 0x0442_014F, 0x0442_0151, 0x0442_0153, 0x0442_0162, 0x0442_0164, 0x0442_0166,
        0x0442_021A, 0x0442_0402, 0x0442_040B, 0x0442_0422, 0x0442_042A, 0x0442_0430, 0x0442_0434, 0x0442_0435,
        0x0442_043B, 0x0442_043E, 0x0442_0441, 0x0442_0444, 0x0442_0447, 0x0442_0450, 0x0442_0451, 0x0442_0454,
        0x0442_0459, 0x0442_201A, 0x0442_201E, 0x0442_2026, 0x0442_2039, 0x0442_20AB, 0x0442_2192, 0x0442_2212,
        // U+0443 CYRILLIC SMALL LETTER U
        0x0443_002C, 0x0443_002E, 0x0443_002F, 0x0443_003C, 0x0443_003D, 0x0443_0041, 0x0443_004A, 0x0443_0054,
        0x0443_0059, 0x0443_005F, 0x0443_0061, 0x0443_0063, 0x0443_0064, 0x0443_0065, 0x0443_0067, 0x0443_006F,
        0x0443_0071, 0x0443_00A2, 0x0443_00AB, 0x0443_00AC, 0x0443_00B1, 0x0443_00C0, 0x0443_00C1, 0x0443_00C2,
        0x0443_00C3, 0x0443_00C4, 0x0443_00C5, 0x0443_00C6, 0x0443_00DD, 0x0443_00E0, 0x0443_00E1, 0x0443_00E2,
        0x0443_00E3, 0x0443_00E4, 0x0443_00E5, 0x0443_00E6, 0x0443_00E7, 0x0443_00E8, 0x0443_00E9, 0x0443_00EA,
        0x0443_00EB, 0x0443_00EE, 0x0443_00EF, 0x0443_00F0, 0x0443_00F2, 0x0443_00F3, 0x0443_00F4, 0x0443_00F5,
        0x0443_00F6, 0x0443_00F8, 0x0443_0100, 0x0443_0101, 0x0443_0102, 0x0443_0103, 0x0443_0104, 0x0443_0105,
        0x0443_0107, 0x0443_0109, 0x0443_010B, 0x0443_010D, 0x0443_010F, 0x0443_0111, 0x0443_0113, 0x0443_0115,
        0x0443_0117, 0x0443_0119, 0x0443_011B, 0x0443_011D, 0x0443_011F, 0x0443_0121, 0x0443_0123, 0x0443_0127,
        0x0443_0129, 0x0443_012B, 0x0443_012D, 0x0443_0134, 0x0443_014D, 0x0443_014F, 0x0443_0151, 0x0443_0153,
        0x0443_0162, 0x0443_0164, 0x0443_0166, 0x0443_0176, 0x0443_0178, 0x0443_021A, 0x0443_0402, 0x0443_0408,
        0x0443_040B, 0x0443_0410, 0x0443_0422, 0x0443_0423, 0x0443_042A, 0x0443_0430, 0x0443_0434, 0x0443_0435,
        0x0443_043B, 0x0443_043E, 0x0443_0441, 0x0443_0444, 0x0443_0447, 0x0443_0450, 0x0443_0451, 0x0443_0454,
        0x0443_0457, 0x0443_0459, 0x0443_2019, 0x0443_201A, 0x0443_201D, 0x0443_201E, 0x0443_2026, 0x0443_2039,
        0x0443_20AB, 0x0443_2248, 0x0443_2264, 0x0443_2265,
        // U+0444 CYRILLIC SMALL LETTER EF
        0x0444_0029, 0x0444_0041, 0x0444_0054, 0x0444_0056, 0x0444_0057, 0x0444_0058, 0x0444_0059, 0x0444_005C,
        0x0444_005D, 0x0444_0076, 0x0444_0077, 0x0444_0078, 0x0444_0079, 0x0444_007D, 0x0444_00AA, 0x0444_00AE,
        0x0444_00BA, 0x0444_00C0, 0x0444_00C1, 0x0444_00C2, 0x0444_00C3, 0x0444_00C4, 0x0444_00C5, 0x0444_00C6,
        0x0444_00DD, 0x0444_00FD, 0x0444_00FF, 0x0444_0100, 0x0444_0102, 0x0444_0104, 0x0444_0162, 0x0444_0164,
        0x0444_0166, 0x0444_0174, 0x0444_0175, 0x0444_0176, 0x0444_0177, 0x0444_0178, 0x0444_021A, 0x0444_0402,
        0x0444_040B, 0x0444_0410, 0x0444_0416, 0x0444_0422, 0x0444_0423, 0x0444_0425, 0x0444_042A, 0x0444_0436,
        0x0444_0442, 0x0444_0443, 0x0444_0445, 0x0444_044A, 0x0444_045E, 0x0444_2018, 0x0444_201C,
        // U+0445 CYRILLIC SMALL LETTER HA
        0x0445_002B, 0x0445_002D, 0x0445_003D, 0x0445_0054, 0x0445_0063, 0x0445_0064, 0x0445_0065, 0x0445_0067,
        0x0445_006F, 0x0445_0071, 0x0445_007E, 0x0445_00A2, 0x0445_00AB, 0x0445_00AC, 0x0445_00AD, 0x0445_00B1,
        0x0445_00B7, 0x0445_00E7, 0x0445_00E8, 0x0445_00E9, 0x0445_00EA, 0x0445_00EB, 0x0445_00F0, 0x0445_00F2,
        0x0445_00F3, 0x0445_00F4, 0x0445_00F5, 0x0445_00F6, 0x0445_00F7, 0x0445_00F8, 0x0445_0107, 0x0445_0109,
        0x0445_010B, 0x0445_010D, 0x0445_010F, 0x0445_0111, 0x0445_0113, 0x0445_0115, 0x0445_0117, 0x0445_0119,
        0x0445_011B, 0x0445_011D, 0x0445_011F, 0x0445_0121, 0x0445_0123, 0x0445_014D, 0x0445_014F, 0x0445_0151,
        0x0445_0153, 0x0445_0162, 0x0445_0164, 0x0445_0166, 0x0445_021A, 0x0445_0402, 0x0445_040B, 0x0445_0422,
        0x0445_042A, 0x0445_0435, 0x0445_043E, 0x0445_0441, 0x0445_0444, 0x0445_0450, 0x0445_0451, 0x0445_0454,
        0x0445_2039, 0x0445_20AB, 0x0445_2192, 0x0445_2212, 0x0445_2248, 0x0445_2264, 0x0445_2265,
        // U+0446 CYRILLIC SMALL LETTER TSE
        0x0446_002B, 0x0446_002D, 0x0446_0034, 0x0446_003C, 0x0446_0042, 0x0446_0044, 0x0446_0045, 0x0446_0046,
        0x0446_0048, 0x0446_0049, 0x0446_004B, 0x0446_004C, 0x0446_004D, 0x0446_004E, 0x0446_0050, 0x0446_0052,
        0x0446_0054, 0x0446_0056, 0x0446_0057, 0x0446_0059, 0x0446_005C, 0x0446_0062, 0x0446_0063, 0x0446_0064,
        0x0446_0065, 0x0446_0067, 0x0446_0068, 0x0446_006B, 0x0446_006C, 0x0446_006F, 0x0446_0071, 0x0446_0073,
        0x0446_007C, 0x0446_007E, 0x0446_00A2, 0x0446_00AC, 0x0446_00AD, 0x0446_00B7, 0x0446_00C8, 0x0446_00C9,
        0x0446_00CA, 0x0446_00CB, 0x0446_00CC, 0x0446_00CD, 0x0446_00D1, 0x0446_00D7, 0x0446_00DD, 0x0446_00DE,
        0x0446_00DF, 0x0446_00E7, 0x0446_00E8, 0x0446_00E9, 0x0446_00EA, 0x0446_00EB, 0x0446_00F0, 0x0446_00F2,
        0x0446_00F3, 0x0446_00F4, 0x0446_00F5, 0x0446_00F6, 0x0446_00F7, 0x0446_00F8, 0x0446_00FE, 0x0446_0107,
        0x0446_0109, 0x0446_010B, 0x0446_010D, 0x0446_010E, 0x0446_010F, 0x0446_0111, 0x0446_0112, 0x0446_0113,
        0x0446_0114, 0x0446_0115, 0x0446_0116, 0x0446_0117, 0x0446_0118, 0x0446_0119, 0x0446_011A, 0x0446_011B,
        0x0446_011D, 0x0446_011F, 0x0446_0121, 0x0446_0123, 0x0446_0124, 0x0446_0125, 0x0446_0126, 0x0446_0127,
        0x0446_012E, 0x0446_0130, 0x0446_0136, 0x0446_0137, 0x0446_0139, 0x0446_013A, 0x0446_013B, 0x0446_013C,
        0x0446_013D, 0x0446_013E, 0x0446_0140, 0x0446_0141, 0x0446_0142, 0x0446_0143, 0x0446_0145, 0x0446_0147,
        0x0446_014A, 0x0446_014D, 0x0446_014F, 0x0446_0151, 0x0446_0153, 0x0446_0154, 0x0446_0156, 0x0446_0158,
        0x0446_015B, 0x0446_015D, 0x0446_015F, 0x0446_0161, 0x0446_0162, 0x0446_0164, 0x0446_0166, 0x0446_0174,
        0x0446_0176, 0x0446_0178, 0x0446_0219, 0x0446_021A, 0x0446_0400, 0x0446_0401, 0x0446_0402, 0x0446_0403,
        0x0446_0406, 0x0446_040A, 0x0446_040B, 0x0446_040C, 0x0446_040D, 0x0446_040F, 0x0446_0411, 0x0446_0412,
        0x0446_0413, 0x0446_0415, 0x0446_0418, 0x0446_0419, 0x0446_041A, 0x0446_041C, 0x0446_041D, 0x0446_041F,
        0x0446_0420, 0x0446_0422, 0x0446_0423, 0x0446_0426, 0x0446_0428, 0x0446_0429, 0x0446_042A, 0x0446_042B,
        0x0446_042C, 0x0446_042E, 0x0446_0435, 0x0446_043E, 0x0446_0441, 0x0446_0444, 0x0446_044F, 0x0446_0450,
        0x0446_0451, 0x0446_0452, 0x0446_0454, 0x0446_0455, 0x0446_045B, 0x0446_0E3F, 0x0446_2018, 0x0446_2019,
        0x0446_201C, 0x0446_201D, 0x0446_2022, 0x0446_20A8, 0x0446_20AB, 0x0446_20BF, 0x0446_2116, 0x0446_2192,
        0x0446_2212,
        // U+0447 CYRILLIC SMALL LETTER CHE
        0x0447_0031, 0x0447_0054, 0x0447_0056, 0x0447_0057, 0x0447_0059, 0x0447_005C, 0x0447_0076, 0x0447_0079,
        0x0447_00AE, 0x0447_00DD, 0x0447_00FD, 0x0447_00FF, 0x0447_0162, 0x0447_0164, 0x0447_0166, 0x0447_0174,
        0x0447_0176, 0x0447_0177, 0x0447_0178, 0x0447_021A, 0x0447_0402, 0x0447_040B, 0x0447_0422, 0x0447_0423,
        0x0447_042A, 0x0447_0442, 0x0447_0443, 0x0447_044A, 0x0447_045E, 0x0447_2018, 0x0447_201C,
        // U+0448 CYRILLIC SMALL LETTER SHA
        0x0448_0031, 0x0448_0054, 0x0448_0056, 0x0448_0057, 0x0448_0059, 0x0448_005C, 0x0448_0076, 0x0448_0079,
        0x0448_00AE, 0x0448_00DD, 0x0448_00FD, 0x0448_00FF, 0x0448_0162, 0x0448_0164, 0x0448_0166, 0x0448_0174,
        0x0448_0176, 0x0448_0177, 0x0448_0178, 0x0448_021A, 0x0448_0402, 0x0448_040B, 0x0448_0422, 0x0448_0423,
        0x0448_042A, 0x0448_0442, 0x0448_0443, 0x0448_044A, 0x0448_045E, 0x0448_2018, 0x0448_201C,
        // U+0449 CYRILLIC SMALL LETTER SHCHA
        0x0449_002B, 0x0449_002D, 0x0449_0034, 0x0449_003C, 0x0449_0042, 0x0449_0044, 0x0449_0045, 0x0449_0046,
        0x0449_0048, 0x0449_0049, 0x0449_004B, 0x0449_004C, 0x0449_004D, 0x0449_004E, 0x0449_0050, 0x0449_0052,
        0x0449_0054, 0x0449_0056, 0x0449_0057, 0x0449_0059, 0x0449_005C, 0x0449_0062, 0x0449_0063, 0x0449_0064,
        0x0449_0065, 0x0449_0067, 0x0449_0068, 0x0449_006B, 0x0449_006C, 0x0449_006F, 0x0449_0071, 0x0449_0073,
        0x0449_007C, 0x0449_007E, 0x0449_00A2, 0x0449_00AC, 0x0449_00AD, 0x0449_00B7, 0x0449_00C8, 0x0449_00C9,
        0x0449_00CA, 0x0449_00CB, 0x0449_00CC, 0x0449_00CD, 0x0449_00D1, 0x0449_00D7, 0x0449_00DD, 0x0449_00DE,
        0x0449_00DF, 0x0449_00E7, 0x0449_00E8, 0x0449_00E9, 0x0449_00EA, 0x0449_00EB, 0x0449_00F0, 0x0449_00F2,
        0x0449_00F3, 0x0449_00F4, 0x0449_00F5, 0x0449_00F6, 0x0449_00F7, 0x0449_00F8, 0x0449_00FE, 0x0449_0107,
        0x0449_0109, 0x0449_010B, 0x0449_010D, 0x0449_010E, 0x0449_010F, 0x0449_0111, 0x0449_0112, 0x0449_0113,
        0x0449_0114, 0x0449_0115, 0x0449_0116, 0x0449_0117, 0x0449_0118, 0x0449_0119, 0x0449_011A, 0x0449_011B,
        0x0449_011D, 0x0449_011F, 0x0449_0121, 0x0449_0123, 0x0449_0124, 0x0449_0125, 0x0449_0126, 0x0449_0127,
        0x0449_012E, 0x0449_0130, 0x0449_0136, 0x0449_0137, 0x0449_0139, 0x0449_013A, 0x0449_013B, 0x0449_013C,
        0x0449_013D, 0x0449_013E, 0x0449_0140, 0x0449_0141, 0x0449_0142, 0x0449_0143, 0x0449_0145, 0x0449_0147,
        0x0449_014A, 0x0449_014D, 0x0449_014F, 0x0449_0151, 0x0449_0153, 0x0449_0154, 0x0449_0156, 0x0449_0158,
        0x0449_015B, 0x0449_015D, 0x0449_015F, 0x0449_0161, 0x0449_0162, 0x0449_0164, 0x0449_0166, 0x0449_0174,
        0x0449_0176, 0x0449_0178, 0x0449_0219, 0x0449_021A, 0x0449_0400, 0x0449_0401, 0x0449_0402, 0x0449_0403,
        0x0449_0406, 0x0449_040A, 0x0449_040B, 0x0449_040C, 0x0449_040D, 0x0449_040F, 0x0449_0411, 0x0449_0412,
        0x0449_0413, 0x0449_0415, 0x0449_0418, 0x0449_0419, 0x0449_041A, 0x0449_041C, 0x0449_041D, 0x0449_041F,
        0x0449_0420, 0x0449_0422, 0x0449_0423, 0x0449_0426, 0x0449_0428, 0x0449_0429, 0x0449_042A, 0x0449_042B,
        0x0449_042C, 0x0449_042E, 0x0449_0435, 0x0449_043E, 0x0449_0441, 0x0449_0444, 0x0449_044F, 0x0449_0450,
        0x0449_0451, 0x0449_0452, 0x0449_0454, 0x0449_0455, 0x0449_045B, 0x0449_0E3F, 0x0449_2018, 0x0449_2019,
        0x0449_201C, 0x0449_201D, 0x0449_2022, 0x0449_20A8, 0x0449_20AB, 0x0449_20BF, 0x0449_2116, 0x0449_2192,
        0x0449_2212,
        // U+044A CYRILLIC SMALL LETTER HARD SIGN
        0x044A_0029, 0x044A_0054, 0x044A_0056, 0x044A_0058, 0x044A_0059, 0x044A_005C, 0x044A_005D, 0x044A_0076,
        0x044A_0077, 0x044A_0078, 0x044A_0079, 0x044A_007D, 0x044A_00AA, 0x044A_00BA, 0x044A_00DD, 0x044A_00FD,
        0x044A_00FF, 0x044A_0162, 0x044A_0164, 0x044A_0166, 0x044A_0175, 0x044A_0176, 0x044A_0177, 0x044A_0178,
        0x044A_021A, 0x044A_0402, 0x044A_040B, 0x044A_0416, 0x044A_0422, 0x044A_0423, 0x044A_0425, 0x044A_042A,
        0x044A_0436, 0x044A_0442, 0x044A_0443, 0x044A_0445, 0x044A_044A, 0x044A_045E, 0x044A_2018, 0x044A_201C,
        // U+044B CYRILLIC SMALL LETTER YERU
        0x044B_0029, 0x044B_0056, 0x044B_0057, 0x044B_005C, 0x044B_005D, 0x044B_005F, 0x044B_007D, 0x044B_00A5,
        0x044B_00EF, 0x044B_0127, 0x044B_0129, 0x044B_012B, 0x044B_012D, 0x044B_012E, 0x044B_012F, 0x044B_0135,
        0x044B_0174, 0x044B_0192, 0x044B_0457, 0x044B_20A9,
        // U+044C CYRILLIC SMALL LETTER SOFT SIGN
        0x044C_0029, 0x044C_0054, 0x044C_0056, 0x044C_0058, 0x044C_0059, 0x044C_005C, 0x044C_005D, 0x044C_0076,
        0x044C_0077, 0x044C_0078, 0x044C_0079, 0x044C_007D, 0x044C_00AA, 0x044C_00BA, 0x044C_00DD, 0x044C_00FD,
        0x044C_00FF, 0x044C_0162, 0x044C_0164, 0x044C_0166, 0x044C_0175, 0x044C_0176, 0x044C_0177, 0x044C_0178,
        0x044C_021A, 0x044C_0402, 0x044C_040B, 0x044C_0416, 0x044C_0422, 0x044C_0423, 0x044C_0425, 0x044C_042A,
        0x044C_0436, 0x044C_0442, 0x044C_0443, 0x044C_0445, 0x044C_044A, 0x044C_045E, 0x044C_2018, 0x044C_201C,
        // U+044D CYRILLIC SMALL LETTER E
        0x044D_0029, 0x044D_0041, 0x044D_0054, 0x044D_0056, 0x044D_0057, 0x044D_0058, 0x044D_0059, 0x044D_005C,
        0x044D_005D, 0x044D_0076, 0x044D_0077, 0x044D_0078, 0x044D_0079, 0x044D_007D, 0x044D_00AA, 0x044D_00AE,
        0x044D_00BA, 0x044D_00C0, 0x044D_00C1, 0x044D_00C2, 0x044D_00C3, 0x044D_00C4, 0x044D_00C5, 0x044D_00C6,
        0x044D_00DD, 0x044D_00FD, 0x044D_00FF, 0x044D_0100, 0x044D_0102, 0x044D_0104, 0x044D_0162, 0x044D_0164,
        0x044D_0166, 0x044D_0174, 0x044D_0175, 0x044D_0176, 0x044D_0177, 0x044D_0178, 0x044D_021A, 0x044D_0402,
        0x044D_040B, 0x044D_0410, 0x044D_0416, 0x044D_0422, 0x044D_0423, 0x044D_0425, 0x044D_042A, 0x044D_0436,
        0x044D_0442, 0x044D_0443, 0x044D_0445, 0x044D_044A, 0x044D_045E, 0x044D_2018, 0x044D_201C,
        // U+044E CYRILLIC SMALL LETTER YU
        0x044E_0029, 0x044E_0041, 0x044E_0054, 0x044E_0056, 0x044E_0057, 0x044E_0058, 0x044E_0059, 0x044E_005C,
        0x044E_005D, 0x044E_0076, 0x044E_0077, 0x044E_0078, 0x044E_0079, 0x044E_007D, 0x044E_00AA, 0x044E_00AE,
        0x044E_00BA, 0x044E_00C0, 0x044E_00C1, 0x044E_00C2, 0x044E_00C3, 0x044E_00C4, 0x044E_00C5, 0x044E_00C6,
        0x044E_00DD, 0x044E_00FD, 0x044E_00FF, 0x044E_0100, 0x044E_0102, 0x044E_0104, 0x044E_0162, 0x044E_0164,
        0x044E_0166, 0x044E_0174, 0x044E_0175, 0x044E_0176, 0x044E_0177, 0x044E_0178, 0x044E_021A, 0x044E_0402,
        0x044E_040B, 0x044E_0410, 0x044E_0416, 0x044E_0422, 0x044E_0423, 0x044E_0425, 0x044E_042A, 0x044E_0436,
        0x044E_0442, 0x044E_0443, 0x044E_0445, 0x044E_044A, 0x044E_045E, 0x044E_2018, 0x044E_201C,
        // U+044F CYRILLIC SMALL LETTER YA
        0x044F_0031, 0x044F_0054, 0x044F_0056, 0x044F_0057, 0x044F_0059, 0x044F_005C, 0x044F_0076, 0x044F_0079,
        0x044F_00AE, 0x044F_00DD, 0x044F_00FD, 0x044F_00FF, 0x044F_0162, 0x044F_0164, 0x044F_0166, 0x044F_0174,
        0x044F_0176, 0x044F_0177, 0x044F_0178, 0x044F_021A, 0x044F_0402, 0x044F_040B, 0x044F_0422, 0x044F_0423,
        0x044F_042A, 0x044F_0442, 0x044F_0443, 0x044F_044A, 0x044F_045E, 0x044F_2018, 0x044F_201C,
        // U+0450 CYRILLIC SMALL LETTER IE WITH GRAVE
        0x0450_0054, 0x0450_0056, 0x0450_0057, 0x0450_0059, 0x0450_005C, 0x0450_0076, 0x0450_0078, 0x0450_0079,
        0x0450_00AE, 0x0450_00DD, 0x0450_00FD, 0x0450_00FF, 0x0450_0162, 0x0450_0164, 0x0450_0166, 0x0450_0174,
        0x0450_0176, 0x0450_0177, 0x0450_0178, 0x0450_021A, 0x0450_0402, 0x0450_040B, 0x0450_0422, 0x0450_0423,
        0x0450_042A, 0x0450_0436, 0x0450_0442, 0x0450_0443, 0x0450_0445, 0x0450_044A, 0x0450_045E,
        // U+0451 CYRILLIC SMALL LETTER IO
        0x0451_0054, 0x0451_0056, 0x0451_0057, 0x0451_0059, 0x0451_005C, 0x0451_0076, 0x0451_0078, 0x0451_0079,
        0x0451_00AE, 0x0451_00DD, 0x0451_00FD, 0x0451_00FF, 0x0451_0162, 0x0451_0164, 0x0451_0166, 0x0451_0174,
        0x0451_0176, 0x0451_0177, 0x0451_0178, 0x0451_021A, 0x0451_0402, 0x0451_040B, 0x0451_0422, 0x0451_0423,
        0x0451_042A, 0x0451_0436, 0x0451_0442, 0x0451_0443, 0x0451_0445, 0x0451_044A, 0x0451_045E,
        // U+0452 CYRILLIC SMALL LETTER DJE
        0x0452_0031, 0x0452_0054, 0x0452_0056, 0x0452_0057, 0x0452_0059, 0x0452_005C, 0x0452_0076, 0x0452_0079,
        0x0452_00AE, 0x0452_00DD, 0x0452_00FD, 0x0452_00FF, 0x0452_0162, 0x0452_0164, 0x0452_0166, 0x0452_0174,
        0x0452_0176, 0x0452_0177, 0x0452_0178, 0x0452_021A, 0x0452_0402, 0x0452_040B, 0x0452_0422, 0x0452_0423,
        0x0452_042A, 0x0452_0442, 0x0452_0443, 0x0452_044A, 0x0452_045E, 0x0452_2018, 0x0452_201C,
        // U+0453 CYRILLIC SMALL LETTER GJE
        0x0453_002B, 0x0453_002C, 0x0453_002D, 0x0453_002E, 0x0453_0054, 0x0453_005F, 0x0453_0061, 0x0453_0063,
        0x0453_0064, 0x0453_0065, 0x0453_0067, 0x0453_006F, 0x0453_0071, 0x0453_007E, 0x0453_00A2, 0x0453_00AB,
        0x0453_00AC, 0x0453_00AD, 0x0453_00B7, 0x0453_00E0, 0x0453_00E1, 0x0453_00E2, 0x0453_00E3, 0x0453_00E4,
        0x0453_00E5, 0x0453_00E6, 0x0453_00E7, 0x0453_00E8, 0x0453_00E9, 0x0453_00EA, 0x0453_00EB, 0x0453_00F0,
        0x0453_00F2, 0x0453_00F3, 0x0453_00F4, 0x0453_00F5, 0x0453_00F6, 0x0453_00F7, 0x0453_00F8, 0x0453_0101,
        0x0453_0103, 0x0453_0105, 0x0453_0107, 0x0453_0109, 0x0453_010B, 0x0453_010D, 0x0453_010F, 0x0453_0111,
        0x0453_0113, 0x0453_0115, 0x0453_0117, 0x0453_0119, 0x0453_011B, 0x0453_011D, 0x0453_011F, 0x0453_0121,
        0x0453_0123, 0x0453_014D, 0x0453_014F, 0x0453_0151, 0x0453_0153, 0x0453_0162, 0x0453_0164, 0x0453_0166,
        0x0453_021A, 0x0453_0402, 0x0453_040B, 0x0453_0422, 0x0453_042A, 0x0453_0430, 0x0453_0434, 0x0453_0435,
        0x0453_043B, 0x0453_043E, 0x0453_0441, 0x0453_0444, 0x0453_0447, 0x0453_0450, 0x0453_0451, 0x0453_0454,
        0x0453_0459, 0x0453_201A, 0x0453_201E, 0x0453_2026, 0x0453_2039, 0x0453_20AB, 0x0453_2192, 0x0453_2212,
        // U+0454 CYRILLIC SMALL LETTER UKRAINIAN IE
        0x0454_0054, 0x0454_0059, 0x0454_0078, 0x0454_00AE, 0x0454_00DD, 0x0454_0162, 0x0454_0164, 0x0454_0166,
        0x0454_0176, 0x0454_0178, 0x0454_021A, 0x0454_0402, 0x0454_040B, 0x0454_0422, 0x0454_0423, 0x0454_042A,
        0x0454_0436, 0x0454_0442, 0x0454_0445, 0x0454_044A,
        // U+0455 CYRILLIC SMALL LETTER DZE
        0x0455_0054, 0x0455_0056, 0x0455_0057, 0x0455_0059, 0x0455_005C, 0x0455_00AE, 0x0455_00DD, 0x0455_0162,
        0x0455_0164, 0x0455_0166, 0x0455_0174, 0x0455_0176, 0x0455_0178, 0x0455_021A, 0x0455_0402, 0x0455_040B,
        0x0455_0422, 0x0455_0423, 0x0455_042A, 0x0455_2018, 0x0455_201A, 0x0455_201C, 0x0455_201E,
        // U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I
        0x0456_0029, 0x0456_0056, 0x0456_0057, 0x0456_005C, 0x0456_005D, 0x0456_005F, 0x0456_007D, 0x0456_00A5,
        0x0456_00EF, 0x0456_0127, 0x0456_0129, 0x0456_012B, 0x0456_012D, 0x0456_012E, 0x0456_012F, 0x0456_0135,
        0x0456_0174, 0x0456_0192, 0x0456_0457, 0x0456_20A9,
        // U+0457 CYRILLIC SMALL LETTER YI
        0x0457_0031, 0x0457_0037, 0x0457_0042, 0x0457_0044, 0x0457_0045, 0x0457_0046, 0x0457_0048, 0x0457_0049,
        0x0457_004B, 0x0457_004C, 0x0457_004D, 0x0457_004E, 0x0457_0050, 0x0457_0052, 0x0457_0054, 0x0457_0056,
        0x0457_005A, 0x0457_005C, 0x0457_0062, 0x0457_0066, 0x0457_0068, 0x0457_0069, 0x0457_006A, 0x0457_006B,
        0x0457_006C, 0x0457_0074, 0x0457_007C, 0x0457_00C8, 0x0457_00C9, 0x0457_00CA, 0x0457_00CB, 0x0457_00CC,
        0x0457_00CD, 0x0457_00D1, 0x0457_00DE, 0x0457_00DF, 0x0457_00EC, 0x0457_00ED, 0x0457_00EE, 0x0457_00EF,
        0x0457_00FE, 0x0457_010E, 0x0457_0112, 0x0457_0114, 0x0457_0116, 0x0457_0118, 0x0457_011A, 0x0457_0124,
        0x0457_0125, 0x0457_0126, 0x0457_0127, 0x0457_0129, 0x0457_012B, 0x0457_012D, 0x0457_012E, 0x0457_012F,
        0x0457_0130, 0x0457_0131, 0x0457_0133, 0x0457_0135, 0x0457_0136, 0x0457_0137, 0x0457_0139, 0x0457_013A,
        0x0457_013B, 0x0457_013C, 0x0457_013D, 0x0457_013E, 0x0457_0140, 0x0457_0141, 0x0457_0142, 0x0457_0143,
        0x0457_0145, 0x0457_0147, 0x0457_014A, 0x0457_0154, 0x0457_0156, 0x0457_0158, 0x0457_0162, 0x0457_0163,
        0x0457_0164, 0x0457_0165, 0x0457_0166, 0x0457_0167, 0x0457_0179, 0x0457_017B, 0x0457_017D, 0x0457_021A,
        0x0457_021B, 0x0457_0400, 0x0457_0401, 0x0457_0402, 0x0457_0403, 0x0457_0406, 0x0457_040A, 0x0457_040B,
        0x0457_040C, 0x0457_040D, 0x0457_040F, 0x0457_0411, 0x0457_0412, 0x0457_0413, 0x0457_0415, 0x0457_0418,
        0x0457_0419, 0x0457_041A, 0x0457_041C, 0x0457_041D, 0x0457_041F, 0x0457_0420, 0x0457_0422, 0x0457_0426,
        0x0457_0428, 0x0457_0429, 0x0457_042A, 0x0457_042B, 0x0457_042C, 0x0457_042E, 0x0457_044B, 0x0457_0452,
        0x0457_0456, 0x0457_0457, 0x0457_0458, 0x0457_045B, 0x0457_0E3F, 0x0457_20A8, 0x0457_20BF, 0x0457_2116,
        // U+0458 CYRILLIC SMALL LETTER JE
        0x0458_0029, 0x0458_0056, 0x0458_0057, 0x0458_005C, 0x0458_005D, 0x0458_005F, 0x0458_007D, 0x0458_00A5,
        0x0458_00EF, 0x0458_0127, 0x0458_0129, 0x0458_012B, 0x0458_012D, 0x0458_012E, 0x0458_012F, 0x0458_0135,
        0x0458_0174, 0x0458_0192, 0x0458_0457, 0x0458_20A9,
        // U+0459 CYRILLIC SMALL LETTER LJE
        0x0459_0029, 0x0459_0054, 0x0459_0056, 0x0459_0058, 0x0459_0059, 0x0459_005C, 0x0459_005D, 0x0459_0076,
        0x0459_0077, 0x0459_0078, 0x0459_0079, 0x0459_007D, 0x0459_00AA, 0x0459_00BA, 0x0459_00DD, 0x0459_00FD,
        0x0459_00FF, 0x0459_0162, 0x0459_0164, 0x0459_0166, 0x0459_0175, 0x0459_0176, 0x0459_0177, 0x0459_0178,
        0x0459_021A, 0x0459_0402, 0x0459_040B, 0x0459_0416, 0x0459_0422, 0x0459_0423, 0x0459_0425, 0x0459_042A,
        0x0459_0436, 0x0459_0442, 0x0459_0443, 0x0459_0445, 0x0459_044A, 0x0459_045E, 0x0459_2018, 0x0459_201C,
        // U+045A CYRILLIC SMALL LETTER NJE
        0x045A_0029, 0x045A_0054, 0x045A_0056, 0x045A_0058, 0x045A_0059, 0x045A_005C, 0x045A_005D, 0x045A_0076,
        0x045A_0077, 0x045A_0078, 0x045A_0079, 0x045A_007D, 0x045A_00AA, 0x045A_00BA, 0x045A_00DD, 0x045A_00FD,
        0x045A_00FF, 0x045A_0162, 0x045A_0164, 0x045A_0166, 0x045A_0175, 0x045A_0176, 0x045A_0177, 0x045A_0178,
        0x045A_021A, 0x045A_0402, 0x045A_040B, 0x045A_0416, 0x045A_0422, 0x045A_0423, 0x045A_0425, 0x045A_042A,
        0x045A_0436, 0x045A_0442, 0x045A_0443, 0x045A_0445, 0x045A_044A, 0x045A_045E, 0x045A_2018, 0x045A_201C,
        // U+045B CYRILLIC SMALL LETTER TSHE
        0x045B_0031, 0x045B_0054, 0x045B_0056, 0x045B_0057, 0x045B_0059, 0x045B_005C, 0x045B_0076, 0x045B_0079,
        0x045B_00AE, 0x045B_00DD, 0x045B_00FD, 0x045B_00FF, 0x045B_0162, 0x045B_0164, 0x045B_0166, 0x045B_0174,
        0x045B_0176, 0x045B_0177, 0x045B_0178, 0x045B_021A, 0x045B_0402, 0x045B_040B, 0x045B_0422, 0x045B_0423,
        0x045B_042A, 0x045B_0442, 0x045B_0443, 0x045B_044A, 0x045B_045E, 0x045B_2018, 0x045B_201C,
        // U+045C CYRILLIC SMALL LETTER KJE
        0x045C_002B, 0x045C_002D, 0x045C_0034, 0x045C_003C, 0x045C_0054, 0x045C_0063, 0x045C_0064, 0x045C_0065,
        0x045C_0067, 0x045C_006F, 0x045C_0071, 0x045C_007E, 0x045C_00A2, 0x045C_00AB, 0x045C_00AC, 0x045C_00AD,
        0x045C_00B7, 0x045C_00E7, 0x045C_00E8, 0x045C_00E9, 0x045C_00EA, 0x045C_00EB, 0x045C_00F0, 0x045C_00F2,
        0x045C_00F3, 0x045C_00F4, 0x045C_00F5, 0x045C_00F6, 0x045C_00F7, 0x045C_00F8, 0x045C_0107, 0x045C_0109,
        0x045C_010B, 0x045C_010D, 0x045C_010F, 0x045C_0111, 0x045C_0113, 0x045C_0115, 0x045C_0117, 0x045C_0119,
        0x045C_011B, 0x045C_011D, 0x045C_011F, 0x045C_0121, 0x045C_0123, 0x045C_014D, 0x045C_014F, 0x045C_0151,
        0x045C_0153, 0x045C_0162, 0x045C_0164, 0x045C_0166, 0x045C_021A, 0x045C_0402, 0x045C_040B, 0x045C_0422,
        0x045C_042A, 0x045C_0435, 0x045C_043E, 0x045C_0441, 0x045C_0444, 0x045C_0450, 0x045C_0451, 0x045C_0454,
        0x045C_2039, 0x045C_20AB, 0x045C_2192, 0x045C_2212,
        // U+045D CYRILLIC SMALL LETTER I WITH GRAVE
        0x045D_0031, 0x045D_0054, 0x045D_0056, 0x045D_0057, 0x045D_0059, 0x045D_005C, 0x045D_0076, 0x045D_0079,
        0x045D_00AE, 0x045D_00DD, 0x045D_00FD, 0x045D_00FF, 0x045D_0162, 0x045D_0164, 0x045D_0166, 0x045D_0174,
        0x045D_0176, 0x045D_0177, 0x045D_0178, 0x045D_021A, 0x045D_0402, 0x045D_040B, 0x045D_0422, 0x045D_0423,
        0x045D_042A, 0x045D_0442, 0x045D_0443, 0x045D_044A, 0x045D_045E, 0x045D_2018, 0x045D_201C,
        // U+045E CYRILLIC SMALL LETTER SHORT U
        0x045E_002C, 0x045E_002E, 0x045E_002F, 0x045E_003C, 0x045E_003D, 0x045E_0041, 0x045E_004A, 0x045E_0054,
        0x045E_0059, 0x045E_005F, 0x045E_0061, 0x045E_0063, 0x045E_0064, 0x045E_0065, 0x045E_0067, 0x045E_006F,
        0x045E_0071, 0x045E_00A2, 0x045E_00AB, 0x045E_00AC, 0x045E_00B1, 0x045E_00C0, 0x045E_00C1, 0x045E_00C2,
        0x045E_00C3, 0x045E_00C4, 0x045E_00C5, 0x045E_00C6, 0x045E_00DD, 0x045E_00E0, 0x045E_00E1, 0x045E_00E2,
        0x045E_00E3, 0x045E_00E4, 0x045E_00E5, 0x045E_00E6, 0x045E_00E7, 0x045E_00E8, 0x045E_00E9, 0x045E_00EA,
        0x045E_00EB, 0x045E_00EE, 0x045E_00EF, 0x045E_00F0, 0x045E_00F2, 0x045E_00F3, 0x045E_00F4, 0x045E_00F5,
        0x045E_00F6, 0x045E_00F8, 0x045E_0100, 0x045E_0101, 0x045E_0102, 0x045E_0103, 0x045E_0104, 0x045E_0105,
        0x045E_0107, 0x045E_0109, 0x045E_010B, 0x045E_010D, 0x045E_010F, 0x045E_0111, 0x045E_0113, 0x045E_0115,
        0x045E_0117, 0x045E_0119, 0x045E_011B, 0x045E_011D, 0x045E_011F, 0x045E_0121, 0x045E_0123, 0x045E_0127,
        0x045E_0129, 0x045E_012B, 0x045E_012D, 0x045E_0134, 0x045E_014D, 0x045E_014F, 0x045E_0151, 0x045E_0153,
        0x045E_0162, 0x045E_0164, 0x045E_0166, 0x045E_0176, 0x045E_0178, 0x045E_021A, 0x045E_0402, 0x045E_0408,
        0x045E_040B, 0x045E_0410, 0x045E_0422, 0x045E_0423, 0x045E_042A, 0x045E_0430, 0x045E_0434, 0x045E_0435,
        0x045E_043B, 0x045E_043E, 0x045E_0441, 0x045E_0444, 0x045E_0447, 0x045E_0450, 0x045E_0451, 0x045E_0454,
        0x045E_0457, 0x045E_0459, 0x045E_2019, 0x045E_201A, 0x045E_201D, 0x045E_201E, 0x045E_2026, 0x045E_2039,
        0x045E_20AB, 0x045E_2248, 0x045E_2264, 0x045E_2265,
        // U+045F CYRILLIC SMALL LETTER DZHE
        0x045F_0031, 0x045F_0054, 0x045F_0056, 0x045F_0057, 0x045F_0059, 0x045F_005C, 0x045F_0076, 0x045F_0079,
        0x045F_00AE, 0x045F_00DD, 0x045F_00FD, 0x045F_00FF, 0x045F_0162, 0x045F_0164, 0x045F_0166, 0x045F_0174,
        0x045F_0176, 0x045F_0177, 0x045F_0178, 0x045F_021A, 0x045F_0402, 0x045F_040B, 0x045F_0422, 0x045F_0423,
        0x045F_042A, 0x045F_0442, 0x045F_0443, 0x045F_044A, 0x045F_045E, 0x045F_2018, 0x045F_201C,
        // U+0E3F THAI CURRENCY SYMBOL BAHT
        0x0E3F_00EF, 0x0E3F_0129, 0x0E3F_012B, 0x0E3F_012D, 0x0E3F_0457,
        // U+2018 LEFT SINGLE QUOTATION MARK
        0x2018_0026, 0x2018_002C, 0x2018_002E, 0x2018_002F, 0x2018_0034, 0x2018_0041, 0x2018_004A, 0x2018_00BF,
        0x2018_00C0, 0x2018_00C1, 0x2018_00C2, 0x2018_00C3, 0x2018_00C4, 0x2018_00C5, 0x2018_00C6, 0x2018_0100,
        0x2018_0102, 0x2018_0104, 0x2018_0134, 0x2018_0408, 0x2018_0409, 0x2018_0410, 0x2018_0414, 0x2018_041B,
        0x2018_0434, 0x2018_043B, 0x2018_0459, 0x2018_201A, 0x2018_201E, 0x2018_2026,
        // U+2019 RIGHT SINGLE QUOTATION MARK
        0x2019_0023, 0x2019_0026, 0x2019_002B, 0x2019_002C, 0x2019_002D, 0x2019_002E, 0x2019_002F, 0x2019_0030,
        0x2019_0034, 0x2019_0036, 0x2019_0038, 0x2019_003A, 0x2019_003B, 0x2019_003C, 0x2019_003D, 0x2019_0040,
        0x2019_0041, 0x2019_004A, 0x2019_005F, 0x2019_0061, 0x2019_0063, 0x2019_0064, 0x2019_0065, 0x2019_0067,
        0x2019_006D, 0x2019_006E, 0x2019_006F, 0x2019_0070, 0x2019_0071, 0x2019_0072, 0x2019_0073, 0x2019_0074,
        0x2019_0075, 0x2019_0076, 0x2019_0079, 0x2019_007E, 0x2019_00A2, 0x2019_00AB, 0x2019_00AC, 0x2019_00AD,
        0x2019_00B1, 0x2019_00B5, 0x2019_00B6, 0x2019_00B7, 0x2019_00BF, 0x2019_00C0, 0x2019_00C1, 0x2019_00C2,
        0x2019_00C3, 0x2019_00C4, 0x2019_00C5, 0x2019_00C6, 0x2019_00E0, 0x2019_00E1, 0x2019_00E2, 0x2019_00E3,
        0x2019_00E4, 0x2019_00E5, 0x2019_00E6, 0x2019_00E7, 0x2019_00E8, 0x2019_00E9, 0x2019_00EA, 0x2019_00EB,
        0x2019_00F0, 0x2019_00F1, 0x2019_00F2, 0x2019_00F3, 0x2019_00F4, 0x2019_00F5, 0x2019_00F6, 0x2019_00F7,
        0x2019_00F8, 0x2019_00F9, 0x2019_00FA, 0x2019_00FB, 0x2019_00FC, 0x2019_00FD, 0x2019_00FF, 0x2019_0100,
        0x2019_0101, 0x2019_0102, 0x2019_0103, 0x2019_0104, 0x2019_0105, 0x2019_0107, 0x2019_0109, 0x2019_010B,
        0x2019_010D, 0x2019_010F, 0x2019_0111, 0x2019_0113, 0x2019_0115, 0x2019_0117, 0x2019_0119, 0x2019_011B,
        0x2019_011D, 0x2019_011F, 0x2019_0121, 0x2019_0123, 0x2019_0134, 0x2019_0144, 0x2019_0146, 0x2019_0148,
        0x2019_014B, 0x2019_014D, 0x2019_014F, 0x2019_0151, 0x2019_0153, 0x2019_0155, 0x2019_0157, 0x2019_0159,
        0x2019_015B, 0x2019_015D, 0x2019_015F, 0x2019_0161, 0x2019_0163, 0x2019_0165, 0x2019_0167, 0x2019_0169,
        0x2019_016B, 0x2019_016D, 0x2019_016F, 0x2019_0171, 0x2019_0173, 0x2019_0177, 0x2019_0219, 0x2019_021B,
        0x2019_0408, 0x2019_0409, 0x2019_0410, 0x2019_0414, 0x2019_041B, 0x2019_0430, 0x2019_0431, 0x2019_0432,
        0x2019_0433, 0x2019_0434, 0x2019_0435, 0x2019_0438, 0x2019_0439, 0x2019_043A, 0x2019_043B, 0x2019_043C,
        0x2019_043D, 0x2019_043E, 0x2019_043F, 0x2019_0440, 0x2019_0441, 0x2019_0443, 0x2019_0444, 0x2019_0446,
        0x2019_0447, 0x2019_0448, 0x2019_0449, 0x2019_044C, 0x2019_044E, 0x2019_044F, 0x2019_0450, 0x2019_0451,
        0x2019_0453, 0x2019_0454, 0x2019_0455, 0x2019_0459, 0x2019_045A, 0x2019_045C, 0x2019_045D, 0x2019_045E,
        0x2019_045F, 0x2019_201A, 0x2019_201E, 0x2019_2026, 0x2019_2039, 0x2019_20AB, 0x2019_2192, 0x2019_2212,
        0x2019_2248, 0x2019_2264, 0x2019_2265,
        // U+201A SINGLE LOW-9 QUOTATION MARK
        0x201A_0031, 0x201A_0054, 0x201A_0056, 0x201A_0057, 0x201A_0059, 0x201A_005C, 0x201A_0076, 0x201A_0079,
        0x201A_00DD, 0x201A_00FD, 0x201A_00FF, 0x201A_0162, 0x201A_0164, 0x201A_0166, 0x201A_0174, 0x201A_0176,
        0x201A_0177, 0x201A_0178, 0x201A_021A, 0x201A_0402, 0x201A_040B, 0x201A_0414, 0x201A_0422, 0x201A_0423,
        0x201A_0427, 0x201A_042A, 0x201A_0434, 0x201A_0442, 0x201A_0443, 0x201A_0447, 0x201A_044A, 0x201A_045E,
        0x201A_2018, 0x201A_2019, 0x201A_201C, 0x201A_201D,
        // U+201C LEFT DOUBLE QUOTATION MARK
        0x201C_0026, 0x201C_002C, 0x201C_002E, 0x201C_002F, 0x201C_0034, 0x201C_0041, 0x201C_004A, 0x201C_00BF,
        0x201C_00C0, 0x201C_00C1, 0x201C_00C2, 0x201C_00C3, 0x201C_00C4, 0x201C_00C5, 0x201C_00C6, 0x201C_0100,
        0x201C_0102, 0x201C_0104, 0x201C_0134, 0x201C_0408, 0x201C_0409, 0x201C_0410, 0x201C_0414, 0x201C_041B,
        0x201C_0434, 0x201C_043B, 0x201C_0459, 0x201C_201A, 0x201C_201E, 0x201C_2026,
        // U+201D RIGHT DOUBLE QUOTATION MARK
        0x201D_0023, 0x201D_0026, 0x201D_002B, 0x201D_002C, 0x201D_002D, 0x201D_002E, 0x201D_002F, 0x201D_0030,
        0x201D_0034, 0x201D_0036, 0x201D_0038, 0x201D_003A, 0x201D_003B, 0x201D_003C, 0x201D_003D, 0x201D_0040,
        0x201D_0041, 0x201D_004A, 0x201D_005F, 0x201D_0061, 0x201D_0063, 0x201D_0064, 0x201D_0065, 0x201D_0067,
        0x201D_006D, 0x201D_006E, 0x201D_006F, 0x201D_0070, 0x201D_0071, 0x201D_0072, 0x201D_0073, 0x201D_0074,
        0x201D_0075, 0x201D_0076, 0x201D_0079, 0x201D_007E, 0x201D_00A2, 0x201D_00AB, 0x201D_00AC, 0x201D_00AD,
        0x201D_00B1, 0x201D_00B5, 0x201D_00B6, 0x201D_00B7, 0x201D_00BF, 0x201D_00C0, 0x201D_00C1, 0x201D_00C2,
        0x201D_00C3, 0x201D_00C4, 0x201D_00C5, 0x201D_00C6, 0x201D_00E0, 0x201D_00E1, 0x201D_00E2, 0x201D_00E3,
        0x201D_00E4, 0x201D_00E5, 0x201D_00E6, 0x201D_00E7, 0x201D_00E8, 0x201D_00E9, 0x201D_00EA, 0x201D_00EB,
        0x201D_00F0, 0x201D_00F1, 0x201D_00F2, 0x201D_00F3, 0x201D_00F4, 0x201D_00F5, 0x201D_00F6, 0x201D_00F7,
        0x201D_00F8, 0x201D_00F9, 0x201D_00FA, 0x201D_00FB, 0x201D_00FC, 0x201D_00FD, 0x201D_00FF, 0x201D_0100,
        0x201D_0101, 0x201D_0102, 0x201D_0103, 0x201D_0104, 0x201D_0105, 0x201D_0107, 0x201D_0109, 0x201D_010B,
        0x201D_010D, 0x201D_010F, 0x201D_0111, 0x201D_0113, 0x201D_0115, 0x201D_0117, 0x201D_0119, 0x201D_011B,
        0x201D_011D, 0x201D_011F, 0x201D_0121, 0x201D_0123, 0x201D_0134, 0x201D_0144, 0x201D_0146, 0x201D_0148,
        0x201D_014B, 0x201D_014D, 0x201D_014F, 0x201D_0151, 0x201D_0153, 0x201D_0155, 0x201D_0157, 0x201D_0159,
        0x201D_015B, 0x201D_015D, 0x201D_015F, 0x201D_0161, 0x201D_0163, 0x201D_0165, 0x201D_0167, 0x201D_0169,
        0x201D_016B, 0x201D_016D, 0x201D_016F, 0x201D_0171, 0x201D_0173, 0x201D_0177, 0x201D_0219, 0x201D_021B,
        0x201D_0408, 0x201D_0409, 0x201D_0410, 0x201D_0414, 0x201D_041B, 0x201D_0430, 0x201D_0431, 0x201D_0432,
        0x201D_0433, 0x201D_0434, 0x201D_0435, 0x201D_0438, 0x201D_0439, 0x201D_043A, 0x201D_043B, 0x201D_043C,
        0x201D_043D, 0x201D_043E, 0x201D_043F, 0x201D_0440, 0x201D_0441, 0x201D_0443, 0x201D_0444, 0x201D_0446,
        0x201D_0447, 0x201D_0448, 0x201D_0449, 0x201D_044C, 0x201D_044E, 0x201D_044F, 0x201D_0450, 0x201D_0451,
        0x201D_0453, 0x201D_0454, 0x201D_0455, 0x201D_0459, 0x201D_045A, 0x201D_045C, 0x201D_045D, 0x201D_045E,
        0x201D_045F, 0x201D_201A, 0x201D_201E, 0x201D_2026, 0x201D_2039, 0x201D_20AB, 0x201D_2192, 0x201D_2212,
        0x201D_2248, 0x201D_2264, 0x201D_2265,
        // U+201E DOUBLE LOW-9 QUOTATION MARK
        0x201E_0031, 0x201E_0054, 0x201E_0056, 0x201E_0057, 0x201E_0059, 0x201E_005C, 0x201E_0076, 0x201E_0079,
        0x201E_00DD, 0x201E_00FD, 0x201E_00FF, 0x201E_0162, 0x201E_0164, 0x201E_0166, 0x201E_0174, 0x201E_0176,
        0x201E_0177, 0x201E_0178, 0x201E_021A, 0x201E_0402, 0x201E_040B, 0x201E_0414, 0x201E_0422, 0x201E_0423,
        0x201E_0427, 0x201E_042A, 0x201E_0434, 0x201E_0442, 0x201E_0443, 0x201E_0447, 0x201E_044A, 0x201E_045E,
        0x201E_2018, 0x201E_2019, 0x201E_201C, 0x201E_201D,
        // U+2026 HORIZONTAL ELLIPSIS
        0x2026_0022, 0x2026_0027, 0x2026_0030, 0x2026_0031, 0x2026_0033, 0x2026_0035, 0x2026_0036, 0x2026_0037,
        0x2026_0038, 0x2026_0039, 0x2026_003F, 0x2026_0054, 0x2026_0059, 0x2026_0060, 0x2026_00B6, 0x2026_00DD,
        0x2026_0162, 0x2026_0164, 0x2026_0166, 0x2026_0176, 0x2026_0178, 0x2026_021A, 0x2026_0402, 0x2026_040B,
        0x2026_0422, 0x2026_0423, 0x2026_042A, 0x2026_0431, 0x2026_0442, 0x2026_044A, 0x2026_2019, 0x2026_201B,
        0x2026_201D,
        // U+2039 SINGLE LEFT-POINTING ANGLE QUOTATION MARK
        0x2039_0041, 0x2039_0054, 0x2039_0059, 0x2039_00C0, 0x2039_00C1, 0x2039_00C2, 0x2039_00C3, 0x2039_00C4,
        0x2039_00C5, 0x2039_00C6, 0x2039_00DD, 0x2039_0100, 0x2039_0102, 0x2039_0104, 0x2039_0162, 0x2039_0164,
        0x2039_0166, 0x2039_0176, 0x2039_0178, 0x2039_021A, 0x2039_0402, 0x2039_040B, 0x2039_0410, 0x2039_0422,
        0x2039_0423, 0x2039_042A,
        // U+203A SINGLE RIGHT-POINTING ANGLE QUOTATION MARK
        0x203A_0031, 0x203A_0032, 0x203A_0033, 0x203A_0037, 0x203A_0038, 0x203A_0041, 0x203A_0054, 0x203A_0056,
        0x203A_0057, 0x203A_0058, 0x203A_0059, 0x203A_005A, 0x203A_005C, 0x203A_0076, 0x203A_0077, 0x203A_0078,
        0x203A_0079, 0x203A_00C0, 0x203A_00C1, 0x203A_00C2, 0x203A_00C3, 0x203A_00C4, 0x203A_00C5, 0x203A_00C6,
        0x203A_00DD, 0x203A_00FD, 0x203A_00FF, 0x203A_0100, 0x203A_0102, 0x203A_0104, 0x203A_0162, 0x203A_0164,
        0x203A_0166, 0x203A_0174, 0x203A_0175, 0x203A_0176, 0x203A_0177, 0x203A_0178, 0x203A_0179, 0x203A_017B,
        0x203A_017D, 0x203A_021A, 0x203A_0402, 0x203A_0409, 0x203A_040B, 0x203A_0410, 0x203A_0416, 0x203A_041B,
        0x203A_0422, 0x203A_0423, 0x203A_0425, 0x203A_042A, 0x203A_0436, 0x203A_0443, 0x203A_0445, 0x203A_045E,
        0x203A_2018, 0x203A_201C,
        // U+20A1 COLON SIGN
        0x20A1_0058, 0x20A1_005F, 0x20A1_00EF, 0x20A1_0129, 0x20A1_012B, 0x20A1_012D, 0x20A1_0416, 0x20A1_0425,
        0x20A1_0457,
        // U+20A8 RUPEE SIGN
        0x20A8_0054, 0x20A8_0056, 0x20A8_0057, 0x20A8_0059, 0x20A8_005C, 0x20A8_00AE, 0x20A8_00DD, 0x20A8_0162,
        0x20A8_0164, 0x20A8_0166, 0x20A8_0174, 0x20A8_0176, 0x20A8_0178, 0x20A8_021A, 0x20A8_0402, 0x20A8_040B,
        0x20A8_0422, 0x20A8_0423, 0x20A8_042A, 0x20A8_2018, 0x20A8_201A, 0x20A8_201C, 0x20A8_201E,
        // U+20B2 GUARANI SIGN
        0x20B2_0041, 0x20B2_0054, 0x20B2_0056, 0x20B2_0058, 0x20B2_0059, 0x20B2_005C, 0x20B2_0069, 0x20B2_006A,
        0x20B2_00C0, 0x20B2_00C1, 0x20B2_00C2, 0x20B2_00C3, 0x20B2_00C4, 0x20B2_00C5, 0x20B2_00C6, 0x20B2_00DD,
        0x20B2_00EC, 0x20B2_00ED, 0x20B2_00EE, 0x20B2_00EF, 0x20B2_0100, 0x20B2_0102, 0x20B2_0104, 0x20B2_0127,
        0x20B2_0129, 0x20B2_012B, 0x20B2_012D, 0x20B2_012F, 0x20B2_0131, 0x20B2_0133, 0x20B2_0135, 0x20B2_0162,
        0x20B2_0164, 0x20B2_0166, 0x20B2_0176, 0x20B2_0178, 0x20B2_021A, 0x20B2_0402, 0x20B2_040B, 0x20B2_0410,
        0x20B2_0416, 0x20B2_0422, 0x20B2_0423, 0x20B2_0425, 0x20B2_042A, 0x20B2_044B, 0x20B2_0456, 0x20B2_0457,
        0x20B2_0458,
        // U+20B5 CEDI SIGN
        0x20B5_0058, 0x20B5_005F, 0x20B5_00EF, 0x20B5_0129, 0x20B5_012B, 0x20B5_012D, 0x20B5_0416, 0x20B5_0425,
        0x20B5_0457,
        // U+20BD RUBLE SIGN
        0x20BD_002C, 0x20BD_002E, 0x20BD_002F, 0x20BD_005F, 0x20BD_2026,
        // U+20BF BITCOIN SIGN
        0x20BF_00EF, 0x20BF_0129, 0x20BF_012B, 0x20BF_012D, 0x20BF_0457,
        // U+2190 LEFTWARDS ARROW
        0x2190_0032, 0x2190_0033, 0x2190_0037, 0x2190_0054, 0x2190_0056, 0x2190_0057, 0x2190_0058, 0x2190_0059,
        0x2190_005C, 0x2190_0078, 0x2190_00B6, 0x2190_00DD, 0x2190_0162, 0x2190_0164, 0x2190_0166, 0x2190_0174,
        0x2190_0176, 0x2190_0178, 0x2190_021A, 0x2190_0402, 0x2190_040B, 0x2190_0416, 0x2190_0417, 0x2190_0422,
        0x2190_0423, 0x2190_0425, 0x2190_042A, 0x2190_0436, 0x2190_0442, 0x2190_0445, 0x2190_044A, 0x2190_2018,
        0x2190_201C,
        // U+2212 MINUS SIGN
        0x2212_0032, 0x2212_0033, 0x2212_0037, 0x2212_0054, 0x2212_0056, 0x2212_0057, 0x2212_0058, 0x2212_0059,
        0x2212_005C, 0x2212_0078, 0x2212_00B6, 0x2212_00DD, 0x2212_0162, 0x2212_0164, 0x2212_0166, 0x2212_0174,
        0x2212_0176, 0x2212_0178, 0x2212_021A, 0x2212_0402, 0x2212_040B, 0x2212_0416, 0x2212_0417, 0x2212_0422,
        0x2212_0423, 0x2212_0425, 0x2212_042A, 0x2212_0436, 0x2212_0442, 0x2212_0445, 0x2212_044A, 0x2212_2018,
        0x2212_201C,
        // U+221E INFINITY
        0x221E_0059, 0x221E_00DD, 0x221E_0176, 0x221E_0178, 0x221E_0423,
        // U+2248 ALMOST EQUAL TO
        0x2248_0041, 0x2248_0056, 0x2248_0057, 0x2248_0058, 0x2248_0059, 0x2248_005C, 0x2248_0076, 0x2248_0078,
        0x2248_0079, 0x2248_00C0, 0x2248_00C1, 0x2248_00C2, 0x2248_00C3, 0x2248_00C4, 0x2248_00C5, 0x2248_00C6,
        0x2248_00DD, 0x2248_00FD, 0x2248_00FF, 0x2248_0100, 0x2248_0102, 0x2248_0104, 0x2248_0174, 0x2248_0176,
        0x2248_0177, 0x2248_0178, 0x2248_0410, 0x2248_0416, 0x2248_0423, 0x2248_0425, 0x2248_042A, 0x2248_0436,
        0x2248_0443, 0x2248_0445, 0x2248_045E, 0x2248_2018, 0x2248_201C, 0x2248_20B8,
        // U+2264 LESS-THAN OR EQUAL TO
        0x2264_0041, 0x2264_0056, 0x2264_0057, 0x2264_0058, 0x2264_0059, 0x2264_005C, 0x2264_0076, 0x2264_0078,
        0x2264_0079, 0x2264_00C0, 0x2264_00C1, 0x2264_00C2, 0x2264_00C3, 0x2264_00C4, 0x2264_00C5, 0x2264_00C6,
        0x2264_00DD, 0x2264_00FD, 0x2264_00FF, 0x2264_0100, 0x2264_0102, 0x2264_0104, 0x2264_0174, 0x2264_0176,
        0x2264_0177, 0x2264_0178, 0x2264_0410, 0x2264_0416, 0x2264_0423, 0x2264_0425, 0x2264_042A, 0x2264_0436,
        0x2264_0443, 0x2264_0445, 0x2264_045E, 0x2264_2018, 0x2264_201C, 0x2264_20B8,
        // U+2265 GREATER-THAN OR EQUAL TO
        0x2265_0041, 0x2265_0056, 0x2265_0057, 0x2265_0058, 0x2265_0059, 0x2265_005C, 0x2265_0076, 0x2265_0078,
        0x2265_0079, 0x2265_00C0, 0x2265_00C1, 0x2265_00C2, 0x2265_00C3, 0x2265_00C4, 0x2265_00C5, 0x2265_00C6,
        0x2265_00DD, 0x2265_00FD, 0x2265_00FF, 0x2265_0100, 0x2265_0102, 0x2265_0104, 0x2265_0174, 0x2265_0176,
        0x2265_0177, 0x2265_0178, 0x2265_0410, 0x2265_0416, 0x2265_0423, 0x2265_0425, 0x2265_042A, 0x2265_0436,
        0x2265_0443, 0x2265_0445, 0x2265_045E, 0x2265_2018, 0x2265_201C, 0x2265_20B8,
    ]

    /// Inter Regular: kerning values in font units, parallel to `regularKerningKeys`.
    static let regularKerningValues: [Int16] = [
        // U+0022 QUOTATION MARK
        -96, -232, -232, -176, -224, -464, -224, -224,
        -224, -224, -224, -224, -224, -224, -224, -224,
        -464, -464, -128, -224, -128, -232,
        // U+0024 DOLLAR SIGN
        128, 128, 128, 128, 128,
        // U+0025 PERCENT SIGN
        -176, -192, -176, -192,
        // U+0026 AMPERSAND
        -96, -96, -160, -176, -112, -208, -176, -96,
        -96, -96, -112, -64, -112, -208, -96, -96,
        -160, -160, -160, -112, -96, -208, -96, -208,
        -160, -160, -160, -160, -208, -160, -96, -96,
        -256, -256,
        // U+0027 APOSTROPHE
        -96, -232, -232, -176, -224, -464, -224, -224,
        -224, -224, -224, -224, -224, -224, -224, -224,
        -464, -464, -128, -224, -128, -232,
        // U+0028 LEFT PARENTHESIS
        -32, -32, -32, -32, 80, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, -32,
        -32, -32, -32, 80, -32, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, 80,
        -32,
        // U+0029 RIGHT PARENTHESIS
        -96, -96,
        // U+002A ASTERISK
        -96, -384, -384, -128, -224, -272, -192, -224,
        -224, -224, -224, -224, -224, -224, 96, -224,
        -224, -224, -272, -272, -96, -224, -96, -384,
        // U+002B PLUS SIGN
        -96, -32, -64, -208, -144, -144, -176, -224,
        -144, -64, -48, -224, -96, -96, -208, -144,
        -224, -224, -208, -208, -208, -304, -144, -208,
        -224, -176, -192, -64, -80, -64, -80, -176,
        -176,
        // U+002C COMMA
        -232, -232, -72, -244, -76, -40, -72, -40,
        -64, -20, -252, -96, -96, -384, -144, -96,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -72, -256, -256, -160, -384,
        -160,
        // U+002D HYPHEN-MINUS
        -96, -32, -64, -208, -144, -144, -176, -224,
        -144, -64, -48, -224, -96, -96, -208, -144,
        -224, -224, -208, -208, -208, -304, -144, -208,
        -224, -176, -192, -64, -80, -64, -80, -176,
        -176,
        // U+002E FULL STOP
        -232, -232, -72, -244, -76, -40, -72, -40,
        -64, -20, -252, -96, -96, -384, -144, -96,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -72, -256, -256, -160, -384,
        -160,
        // U+002F SOLIDUS
        -112, -112, -176, -176, -176, -112,
        // U+0030 DIGIT ZERO
        -72, -72, -56, -96, -128, -96, -96, -96,
        -96, -128, -144, -128, -144, -72,
        // U+0031 DIGIT ONE
        -120, -120, -128, -128, -120,
        // U+0032 DIGIT TWO
        -44,
        // U+0033 DIGIT THREE
        -64, -64, -96, -144, -144, -64, -96,
        // U+0034 DIGIT FOUR
        -96, -96, -28, -16, -96,
        // U+0035 DIGIT FIVE
        -76, -76, -16, -76,
        // U+0036 DIGIT SIX
        -96, -96, -128, -128, -128, -96,
        // U+0037 DIGIT SEVEN
        -160, -128, -352, -352, -44, -48, -164, -28,
        -44, 56, -40, -28, -96, -96, -256, -304,
        -272, -448, -128, -144, -144, -144, -144, -144,
        -144, -112, -144, -176, -304, -304, -304, -304,
        -304, -304, -304, -128, -128, -128, -128, -128,
        -128, -128, -144, -144, -144, -144, -144, 256,
        -144, -144, -144, -144, -144, -144, -144, -304,
        -128, -304, -128, -304, -128, -144, -144, -144,
        -144, -144, -144, -144, -144, -144, -144, -144,
        -144, -144, -144, -144, 256, 256, 256, -272,
        -144, -144, -144, -144, -112, -112, -112, -112,
        -112, -272, -304, -128, -44, -144, -144, -144,
        -144, -128, -112, -144, -144, -144, -112, 256,
        -400, -400, -352, -176, -144,
        // U+0038 DIGIT EIGHT
        -64, -64, -96, -144, -144, -64, -96,
        // U+0039 DIGIT NINE
        -72, -72, -56, -96, -128, -96, -96, -96,
        -96, -128, -144, -128, -144, -72,
        // U+003A COLON
        -96, -176, -176, -96, -96, -96, -96, -96,
        -96, -96, -144, -128, -128,
        // U+003B SEMICOLON
        -96, -176, -176, -96, -96, -96, -96, -96,
        -96, -96, -144, -128, -128,
        // U+003D EQUALS SIGN
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
        // U+003E GREATER-THAN SIGN
        -208, -224, -208, -208, -160, -256, -176, -208,
        -256, -224, -224, -224, -208, -256, -256, -176,
        -176, -176, -224, -224, -96, -224, -144, -96,
        -224, -256, -160, -208, -272, -272, -208,
        // U+003F QUESTION MARK
        -176, -176, -176, -176, -176, -176, -176, -176,
        -176, -176, -176, -176,
        // U+0041 LATIN CAPITAL LETTER A
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+0042 LATIN CAPITAL LETTER B
        96, 96, 96, 96, 96,
        // U+0043 LATIN CAPITAL LETTER C
        -16, -112, 96, 96, 96, 96, -16, -16,
        96,
        // U+0044 LATIN CAPITAL LETTER D
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+0045 LATIN CAPITAL LETTER E
        208, 208, 208, 208, 208,
        // U+0046 LATIN CAPITAL LETTER F
        -112, -96, -256, -192, -96, -112, -112, -112,
        -112, -16, -16, -112, -16, -112, -16, -96,
        -96, -96, -96, -112, -96, -256, -256, -256,
        -256, -256, -256, -256, -112, -112, -112, -112,
        -112, -112, -16, -112, -112, -112, -112, -112,
        -112, -96, -96, -96, -96, -96, -96, -256,
        -256, -256, -112, -112, -112, -112, -112, -112,
        -112, -112, -112, -112, -112, -112, -112, -112,
        -112, -192, -16, -16, -16, -16, -112, -112,
        -112, -112, -16, -16, -16, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -96, -192,
        -256, -16, -16, -112, -16, -16, -16, -16,
        -16, -112, -16, -16, -112, -96, -112, -16,
        -16, -16, -16, -16, -112, -112, -16, -112,
        -16, -16, -16, -96, -16, -336, -336, -240,
        -112,
        // U+0047 LATIN CAPITAL LETTER G
        -64, -84, -64, -16, -64, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -64,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -84,
        -84, -84, -64, -64, -84, -84, -84, -64,
        -16, -84, -64, -16, -84, 96, 96, 96,
        96,
        // U+0048 LATIN CAPITAL LETTER H
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0049 LATIN CAPITAL LETTER I
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+004A LATIN CAPITAL LETTER J
        -96, -96, -160, -144, -224, -224, -96,
        // U+004B LATIN CAPITAL LETTER K
        -304, -304, -192, -96, -96, -96, -96, -96,
        -112, -112, -112, -112, 96, -112, -112, -96,
        -112, -176, -112, -304, -112, -96, -144, -144,
        -304, -42, -96, -96, -128, -96, -96, -96,
        -96, -96, -96, -96, -112, -112, -112, -112,
        -112, 96, 96, 96, 240, -112, -112, -112,
        -112, -112, -112, -304, -112, -96, -96, -96,
        -96, -112, -112, -96, -112, -96, -112, -96,
        -112, -96, -112, -112, -112, -112, -112, -112,
        -112, -112, -96, -112, -96, -112, -96, -112,
        -96, -112, 240, 240, 240, 96, 96, 96,
        -96, -112, -96, -112, -96, -112, -96, -112,
        -96, -96, -96, -96, -96, -96, -176, -112,
        -96, -96, -96, -96, -96, -112, -112, -112,
        -112, -112, 96, -112, -112, -112, 96, 240,
        -112, -144, -96, -112, -96, -96, -304, -304,
        -96, -96, -96, -96,
        // U+004C LATIN CAPITAL LETTER L
        -256, -256, -112, -240, -144, -128, 128, -80,
        -80, -80, -80, -272, -192, -96, -192, -368,
        -64, -192, -192, -112, -80, -272, -176, -368,
        -240, -228, -128, -176, -272, 128, 128, 128,
        128, 128, 128, 128, -80, -80, -80, -80,
        -80, -80, -80, -96, -240, -192, -192, 128,
        128, 128, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -272, -64,
        -272, -64, -272, -64, -96, -192, -96, -272,
        -64, -272, -80, -272, 128, -80, -80, -272,
        -96, -80, -272, -80, -192, -192, -240, -112,
        -128, -240, -112, -176, -80, -80, -80, -240,
        -240,
        // U+004D LATIN CAPITAL LETTER M
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+004E LATIN CAPITAL LETTER N
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+004F LATIN CAPITAL LETTER O
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+0050 LATIN CAPITAL LETTER P
        -96, -128, -112, -128, -96, -208, -272, -16,
        -16, -16, -16, -16, -16, -128, -16, -128,
        -128, -128, -208, -208, -208, -208, -208, -208,
        -208, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -128, -16, -208, -208,
        -208, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, -16,
        -272, -16, -16, -16, -16, -272, -208, -16,
        -16, -16, -16, -16, -16, -16, -400, -400,
        -272, -16, -128, -128,
        // U+0051 LATIN CAPITAL LETTER Q
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+0052 LATIN CAPITAL LETTER R
        -48, -68, -48, -16, -16, -16, -16, -16,
        -16, -16, -68, -16, -16, -16, -16, -16,
        128, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, 128,
        128, 128, -16, -16, -16, -16, -68, -68,
        -68, -16, -16, -16, -16, -16, -16, -16,
        128, -16,
        // U+0053 LATIN CAPITAL LETTER S
        128, 128, 128, 128, 128,
        // U+0054 LATIN CAPITAL LETTER T
        -96, -208, -96, -208, -96, -224, -192, -96,
        -96, -224, -240, -84, -84, -256, -84, -84,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -176, -176, -128, -208, -224, -84, -368, -208,
        -208, -208, -224, -144, -240, -240, -240, -240,
        -240, -240, -240, -84, -84, -84, -84, -84,
        -84, -84, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -208, -224,
        -208, -208, -208, -144, -176, -96, -240, -208,
        -240, -208, -240, -208, -84, -224, -84, -224,
        -84, -224, -84, -224, -224, -224, -224, -224,
        -224, -224, -224, -84, -224, -84, -224, -84,
        -224, -84, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -84, -224, -84, -224, -84,
        -224, -84, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -84, -256,
        -240, -84, -84, -84, -84, -208, -160, -160,
        -224, -176, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -176, -176, -224, -176, -160,
        -208, -160, -160, -176, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -84,
        -224, -84, -84, -208, -208,
        // U+0055 LATIN CAPITAL LETTER U
        -96, -96, -160, -144, -224, -224, -96,
        // U+0056 LATIN CAPITAL LETTER V
        -144, -144, -272, -144, -272, -208, -96, -176,
        -176, -208, -176, -96, -176, -96, -96, -272,
        -96, -96, -224, -144, -144, -144, -144, -144,
        -144, -144, -128, -144, -144, -96, -160, -176,
        -144, -176, -112, -176, -176, -176, -176, -176,
        -176, -176, -96, -96, -96, -96, -96, -96,
        -112, -96, -144, -144, -144, -144, -112, -144,
        -144, -144, -144, -144, -144, -144, 240, -144,
        -144, -144, -144, -128, -144, -144, -144, -176,
        -144, -176, -144, -176, -144, -96, -144, -96,
        -144, -96, -144, -96, -144, -144, -144, -144,
        -144, -144, -144, -144, -96, -144, -96, -144,
        -96, -144, -96, -144, 240, 240, 240, -272,
        -96, -144, -96, -144, -96, -144, -96, -144,
        -128, -128, -128, -128, -128, -96, -272, -176,
        -96, -96, -96, -96, -144, -144, -144, -144,
        -144, -144, -128, -144, -144, -144, -128, 240,
        -320, -320, -272, -160, -96, -144, -96, -96,
        -144, -144, -176, -176, -176,
        // U+0057 LATIN CAPITAL LETTER W
        -144, -144, -272, -144, -272, -96, -144, -144,
        -208, -176, -160, -96, -96, -176, -96, -96,
        -144, -144, -144, -144, -144, -96, -96, -144,
        -96, -144, -96, -96, -144, -144, -96, -160,
        -144, -144, -176, -96, -160, -160, -160, -160,
        -160, -160, -160, -96, -96, -96, -96, -96,
        -96, -96, -144, -144, -144, -144, -144, -144,
        -144, -144, -144, -144, -144, -144, -144, -96,
        -144, -144, -144, -144, -144, -144, -144, -160,
        -144, -160, -144, -160, -144, -96, -144, -96,
        -144, -96, -144, -96, -144, -144, -144, -144,
        -144, -144, -144, -144, -96, -144, -96, -144,
        -96, -144, -96, -144, -176, -96, -96, -96,
        -96, -96, -144, -96, -144, -96, -144, -96,
        -144, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -176, -160, -96, -96, -96, -96,
        -144, -96, -96, -144, -96, -96, -96, -96,
        -96, -144, -96, -96, -144, -144, -96, -144,
        -96, -96, -96, -96, -96, -144, -144, -96,
        -144, -96, -96, -96, -96, -96, -304, -304,
        -272, -160, -96, -144, -96, -96, -144, -144,
        -176, -176, -176,
        // U+0058 LATIN CAPITAL LETTER X
        -192, -192, -160, -144, -32, -32, -32, -32,
        -80, -80, -80, -80, -80, -80, -192, -80,
        -32, -112, -192, -192, -20, -144, -128, -32,
        -32, -32, -32, -32, -32, -32, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -192, -80, -32, -80, -32, -80, -32,
        -80, -32, -80, -80, -80, -80, -80, -80,
        -80, -80, -32, -80, -32, -80, -32, -80,
        -32, -80, -32, -80, -32, -80, -32, -80,
        -32, -80, -32, -32, -32, -32, -32, -80,
        -80, -80, -80, -80, -80, -80, -112, -32,
        -80, -32, -32, -192, -192, -144, -144, -144,
        // U+0059 LATIN CAPITAL LETTER Y
        -176, -224, -96, -224, -96, -192, -176, -176,
        -288, -272, -208, -96, -96, -96, -96, -96,
        128, -200, -216, -216, -216, -216, -112, -112,
        -216, -112, -216, -112, -192, -112, -224, -216,
        -96, -256, -144, -224, -24, -272, -112, -144,
        -176, -208, -208, -208, -208, -208, -208, -208,
        -96, -96, -96, -96, -96, -96, -128, -96,
        -200, -200, -200, -200, -200, -200, -200, -216,
        -216, -216, -216, -216, -80, -216, -112, -216,
        -216, -216, -216, -216, -224, -216, -112, -112,
        -112, -112, -208, -200, -208, -200, -208, -200,
        -96, -216, -96, -216, -96, -216, -96, -216,
        -216, -216, -216, -216, -216, -216, -216, -96,
        -216, -96, -216, -96, -216, -96, -216, -96,
        -112, -112, -112, -112, -96, -160, -96, -216,
        -96, -216, -96, -216, -112, -112, -112, -192,
        -192, -192, -192, 128, 128, 128, -112, -112,
        -112, -112, -112, -112, -192, 128, 128, -96,
        -96, 128, -208, -96, -96, 128, -96, 128,
        -96, -200, -112, -112, -216, -112, -112, -112,
        -112, -112, -216, -112, -112, -216, -216, -112,
        -200, -112, -112, -112, -112, -192, -216, -216,
        -112, -216, -192, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -96, -216, -96, -96,
        -224, -224, -96, -272, -272, -272,
        // U+005A LATIN CAPITAL LETTER Z
        -112, -112, -176, -96, -96, -96, -96, -112,
        -96, -96, -112, -112, -96, -96, -96, -96,
        -96, -96, -96, -96, 240, -112, -96, -96,
        -96, -96, -96, -96, -96, -96, 240, 240,
        240, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, 240, -96, -96, -96, -96, -112,
        -112,
        // U+005B LEFT SQUARE BRACKET
        -32, -32, -32, -32, 80, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, -32,
        -32, -32, -32, 80, -32, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, 80,
        -32,
        // U+005C REVERSE SOLIDUS
        -224, -224, -224, 112, 112, -96, -144, -176,
        -96, -96, -96, -96, -112, -144, -160, -208,
        -144, -224, 16, -96, -144, -192, -144, -96,
        -208, -96, -200, -224, -144, -28, -96, -208,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -208, 16, 16, 16, 128, -144, -144, -96,
        -96, -96, -96, -96, -96, -96, -96, 128,
        128, 128, 16, 16, 16, -96, -96, -96,
        -96, -112, -96, -112, -96, -112, -96, -160,
        -192, -208, -144, -208, -112, -96, -112, -96,
        -112, -96, -96, -112, -208, -96, -112, -96,
        -144, 16, 16, 128, -144, -120, -160, -120,
        -160, 112, -96, -96, -96, -96, -96, -144,
        -144, -144, -144,
        // U+005D RIGHT SQUARE BRACKET
        -96, -96,
        // U+005E CIRCUMFLEX ACCENT
        -96, -384, -384, -128, -224, -272, -192, -224,
        -224, -224, -224, -224, -224, -224, 96, -224,
        -224, -224, -272, -272, -96, -224, -96, -384,
        // U+005F LOW LINE
        -192, -128, -304, -128, -160, -128, -128, -128,
        -128, -112, -112, -112, -112, -160, -112, -224,
        -224, -192, 96, 272, 128, 128, 128, 128,
        -224, -224, -112, -192, -128, -112, -112, -112,
        -112, -112, -112, -112, -112, -112, -112, -112,
        96, 96, 96, 128, -224, -224, -112, -112,
        -112, -112, -112, -112, -112, -112, 96, 96,
        96, 272, 128, 128, 128, 128, -112, -112,
        -112, -112, 128, 128, 128, -160, -160, -160,
        -112, -112, -112, -112, -112, -112, -224, -160,
        -160, -112, -160, 160, -112, -112, -160, -112,
        -304, -144, -112, -128, 128, 128, 128, 128,
        128, 128, 128, 128, 128, 128, -224, 128,
        128, 128, 96, 128, 128, 128, 96, 272,
        128, 128, 128, -224, 128, -112, -112, -112,
        -112, -112, -144,
        // U+0061 LATIN SMALL LETTER A
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0062 LATIN SMALL LETTER B
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+0063 LATIN SMALL LETTER C
        -208, -176, -16, -16, -176, -208, -208, -208,
        -176, -176, -208, -208, -208, -208, -176, -208,
        -16, -32, -16, -32,
        // U+0064 LATIN SMALL LETTER D
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0065 LATIN SMALL LETTER E
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+0066 LATIN SMALL LETTER F
        -80, -160, -80, -160, -80, -176, -96, -176,
        28, -40, -44, -64, -64, -64, -64, -64,
        -64, -64, -80, -64, -112, -80, -80, -80,
        -96, -96, -96, -96, -96, -96, -96, -64,
        28, -44, -44, -44, -44, -44, -44, -44,
        -64, -64, -64, -64, -64, 288, -64, -64,
        -64, -64, -64, -64, -80, -64, -96, -44,
        -96, -44, -96, -44, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, 288, 288, 288, -176, -64,
        -64, -64, -64, -64, -64, -64, -64, 28,
        28, -64, -176, -96, 28, -44, -64, -64,
        -64, -64, -44, -64, -64, -64, -64, -64,
        288, -256, -256, -64, -160, -112, -64, -80,
        -80,
        // U+0067 LATIN SMALL LETTER G
        -144, 96, -144, -144, -144, -144, -144, -144,
        -144, -144,
        // U+0068 LATIN SMALL LETTER H
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0069 LATIN SMALL LETTER I
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+006A LATIN SMALL LETTER J
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+006B LATIN SMALL LETTER K
        -128, -128, -128, -240, -160, -64, -64, -64,
        -64, -64, -64, -128, -64, -144, -192, -128,
        -128, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -128, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -160, -160, -160, -160, -160, -160, -160,
        -160, -64, -64, -64, -64, -64, -64, -64,
        -144, -64, -128, -128,
        // U+006C LATIN SMALL LETTER L
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+006D LATIN SMALL LETTER M
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+006E LATIN SMALL LETTER N
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+006F LATIN SMALL LETTER O
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+0070 LATIN SMALL LETTER P
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+0071 LATIN SMALL LETTER Q
        -144, 96, -144, -144, -144, -144, -144, -144,
        -144, -144,
        // U+0072 LATIN SMALL LETTER R
        -112, -176, -112, -176, -96, -112, -112, -160,
        -160, -96, -48, -48, -48, 96, -48, -48,
        -48, 96, 48, 24, 48, 48, -112, -48,
        -96, -112, -112, -112, -112, -112, -112, -112,
        -112, -112, -48, -48, -48, -48, -48, -48,
        -48, -48, -48, -48, -48, -112, -48, 48,
        48, -112, -112, -112, -48, -48, -48, -48,
        -48, -48, -48, -48, -48, -48, -48, -48,
        -48, -48, -48, -160, -48, -48, -48, -48,
        -160, 96, -160, 96, -160, 96, 24, 48,
        -96, -96, -96, -160, 96, -160, -160, -160,
        -112, -160, -160, -48, 48, -48, -48, 48,
        -48, 48, -48, -48, -48, 48, 48, -224,
        48, -224, -176, -48, -112, -112,
        // U+0073 LATIN SMALL LETTER S
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0074 LATIN SMALL LETTER T
        -56, -56, -40, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -28, -28, -44, -28, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -28,
        32, -56, -16, -56, -56, -56, 32, 32,
        32, 32, 32, 32, 32, -32, -44, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -56, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -28, -28, -28, -28, -96, -96, -96, -28,
        -44, -44, -28, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -44, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -28, -16,
        -16, 32, -16, -28, 32, 32, -112, 80,
        -112, 80, -32, 32, -16, 32, 32, -56,
        -56,
        // U+0075 LATIN SMALL LETTER U
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+0076 LATIN SMALL LETTER V
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -48, -56, -56, -56, -56, -56,
        -56, -56, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -48, -48, -48,
        -48, -48, -48, -48, -56, -56, -56, -56,
        -56, 112, 112, -56, -56, -56, -56, -56,
        -56, -56, -192, -48, -192, -48, -192, -48,
        -56, -56, -56, -56, -56, -56, -56, -56,
        -56, -56, -56, -56, -56, -56, -56, 112,
        112, 128, 112, -176, -56, -56, -56, -56,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -48, -128, -56,
        -128, -56, -56, -56, -48, -56, -56, -56,
        112, -128, 100, -224, 100, -224, -208, -112,
        -56, -112, -112, -112,
        // U+0077 LATIN SMALL LETTER W
        -96, -208, -208, -192, -160, -144, -96, -52,
        -52, -52, -52, -52, -52, -52, -96, -192,
        -192, -192, -192, -192, -192, -192, -52, -52,
        -52, -52, -52, -52, -52, -52, -52, -52,
        -52, -52, -192, -192, -192, -52, -52, -52,
        -52, -52, -52, -52, -52, -52, -52, -52,
        -52, -52, -52, -52, -160, -52, -52, -52,
        -52, -144, -144, -144, -96, -96, -96, -144,
        -144, -160, -144, -192, -144, -144, -52, -52,
        -52, -52, -52, -52, -52, 120, -224, 120,
        -224, -208, -96, -52,
        // U+0078 LATIN SMALL LETTER X
        -64, -64, -96, -176, -64, -64, -64, -64,
        -64, -64, -64, -64, -96, -64, -64, -96,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -176, -176, -176, -176, -176, -176, -176,
        -176, -64, -64, -64, -64, -64, -64, -64,
        -96, -64, -64, -64, -96, -96, -96,
        // U+0079 LATIN SMALL LETTER Y
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -48, -56, -56, -56, -56, -56,
        -56, -56, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -48, -48, -48,
        -48, -48, -48, -48, -56, -56, -56, -56,
        -56, 112, 112, -56, -56, -56, -56, -56,
        -56, -56, -192, -48, -192, -48, -192, -48,
        -56, -56, -56, -56, -56, -56, -56, -56,
        -56, -56, -56, -56, -56, -56, -56, 112,
        112, 128, 112, -176, -56, -56, -56, -56,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -48, -128, -56,
        -128, -56, -56, -56, -48, -56, -56, -56,
        112, -128, 100, -224, 100, -224, -208, -112,
        -56, -112, -112, -112,
        // U+007A LATIN SMALL LETTER Z
        -96, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -96,
        -96, -96, -96, -96, -96, -96, -96, -44,
        -44, -44, -44, -44, -44, -44, -44,
        // U+007B LEFT CURLY BRACKET
        -32, -32, -32, -32, 80, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, -32,
        -32, -32, -32, 80, -32, -32, -32, -32,
        -32, -32, -32, -32, -32, -32, -32, 80,
        -32,
        // U+007C VERTICAL LINE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+007D RIGHT CURLY BRACKET
        -96, -96,
        // U+007E TILDE
        -96, -32, -64, -208, -144, -144, -176, -224,
        -144, -64, -48, -224, -96, -96, -208, -144,
        -224, -224, -208, -208, -208, -96, -144, -208,
        -224, -176, -192, -64, -80, -64, -80, -176,
        -176,
        // U+00A1 INVERTED EXCLAMATION MARK
        -192, -96, -192, -96, -192, -192, -192, -192,
        -192, -192, -192, -192, -192, -192, -192, -192,
        -96, -96,
        // U+00A2 CENT SIGN
        -208, -176, -16, -16, -176, -208, -208, -208,
        -176, -176, -208, -208, -208, -208, -176, -208,
        -16, -32, -16, -32,
        // U+00A5 YEN SIGN
        96, 96, 96, 96, 96, 96, 96, 96,
        96,
        // U+00A9 COPYRIGHT SIGN
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+00AA FEMININE ORDINAL INDICATOR
        -112, -208, -208, -96, -96, -96, -96, -96,
        -96, -96, -208, -208, -208, -208, -208, -208,
        -208, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -208, -208, -208,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -96, 112,
        -208, -96, -96, -96, -96, -208, -208, -96,
        -96, -96, -96, -96, -96, -96, -96,
        // U+00AB LEFT-POINTING DOUBLE ANGLE QUOTATION MARK
        -96, -144, -176, -96, -96, -96, -96, -96,
        -96, -96, -176, -96, -96, -96, -144, -144,
        -144, -176, -176, -144, -144, -144, -96, -144,
        -176, -192,
        // U+00AC NOT SIGN
        -144,
        // U+00AD SOFT HYPHEN
        -96, -32, -64, -208, -144, -144, -176, -224,
        -144, -64, -48, -224, -96, -96, -208, -144,
        -224, -224, -208, -208, -208, -304, -144, -208,
        -224, -176, -192, -64, -80, -64, -80, -176,
        -176,
        // U+00AE REGISTERED SIGN
        -96, -140, -200, -16, -16, -200, -16, -16,
        -20, -24, -32, -80, -80, -80, -80, -80,
        -80, -32, -80, -16, -200, -200, -200, -200,
        -200, -200, -200, -16, -16, -16, -16, -16,
        -16, -16, -24, -32, -32, -32, -32, -32,
        -32, -32, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -200, -32,
        -200, -32, -200, -32, -16, -80, -16, -80,
        -16, -80, -16, -80, -80, -80, -80, -80,
        -80, -80, -80, -16, -80, -16, -80, -16,
        -80, -16, -80, -200, -16, -80, -16, -80,
        -16, -80, -16, -80, -32, -32, -32, -32,
        -24, -24, -32, -16, -200, -200, -20, -16,
        -16, -24, -16, -20, -16, -32, -80, -80,
        -80, -80, -32, -32, -80, -80, -80, -32,
        -16, -80, -16, -16,
        // U+00B0 DEGREE SIGN
        -96, -384, -384, -128, -224, -32, -32, -272,
        -32, -32, -192, -32, -224, -224, -224, -224,
        -224, -224, -224, -32, 96, -32, -32, -32,
        -32, -32, -32, -224, -224, -224, -32, -32,
        -32, -32, -32, -32, -32, -32, -272, -32,
        -32, -32, -32, -32, -272, -96, -224, -96,
        -32, -32, -32, -32, -384, -32, -32, -32,
        // U+00B1 PLUS-MINUS SIGN
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
        // U+00B3 SUPERSCRIPT THREE
        -304, -304, -160, -256, -320, 96, -96, -256,
        -256, -256, -256, -256, -256, -256, -256, -256,
        -256, 128, -320, 96, 96, 96, 96, -320,
        -256, -400, -400, -304, -96,
        // U+00B5 MICRO SIGN
        -112, -112, -96, -112, -144, -160, -96, -112,
        -96, -112, -112, -160, -112, -144, -208, -144,
        -160, -160, -144, -144, -144, -144, -160, -144,
        -144, 40, -144, 40, -112, -112,
        // U+00B6 PILCROW SIGN
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+00B7 MIDDLE DOT
        -96, -32, -64, -96, -128, -224, -112, -144,
        -128, -144, -112, -64, -48, -96, -96, -96,
        -96, -96, -96, -96, -144, -96, -96, -96,
        -128, -224, -224, -224, -144, -144, -144, -224,
        -224, -128, -224, -96, -128, -144, -224, -144,
        -128, -224, -64, -80, -64, -80, -176, -176,
        // U+00BA MASCULINE ORDINAL INDICATOR
        -112, -208, -208, -96, -96, -96, -96, -96,
        -96, -96, -208, -208, -208, -208, -208, -208,
        -208, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -208, -208, -208,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -96, 112,
        -208, -96, -96, -96, -96, -208, -208, -96,
        -96, -96, -96, -96, -96, -96, -96,
        // U+00BB RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK
        -112, -144, -128, -144, -96, -96, -368, -176,
        -160, -112, -256, -96, -176, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -256, -96, -96, -96, -96, -96, -368, -368,
        -368, -160, -96, -256, -96, -256, -96, -96,
        -96, -368, -368, -96, -368, -96, -144, -96,
        -368, -256, -112, -192, -96, -96, -96, -96,
        -240, -240,
        // U+00BF INVERTED QUESTION MARK
        -192, -176, -96, -176, -96,
        // U+00C0 LATIN CAPITAL LETTER A WITH GRAVE
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+00C1 LATIN CAPITAL LETTER A WITH ACUTE
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+00C2 LATIN CAPITAL LETTER A WITH CIRCUMFLEX
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+00C3 LATIN CAPITAL LETTER A WITH TILDE
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+00C4 LATIN CAPITAL LETTER A WITH DIAERESIS
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+00C5 LATIN CAPITAL LETTER A WITH RING ABOVE
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+00C6 LATIN CAPITAL LETTER AE
        208, 208, 208, 208, 208,
        // U+00C7 LATIN CAPITAL LETTER C WITH CEDILLA
        -16, -112, 96, 96, 96, 96, -16, -16,
        96,
        // U+00C8 LATIN CAPITAL LETTER E WITH GRAVE
        208, 208, 208, 208, 208,
        // U+00C9 LATIN CAPITAL LETTER E WITH ACUTE
        208, 208, 208, 208, 208,
        // U+00CA LATIN CAPITAL LETTER E WITH CIRCUMFLEX
        208, 208, 208, 208, 208,
        // U+00CB LATIN CAPITAL LETTER E WITH DIAERESIS
        208, 208, 208, 208, 208,
        // U+00CC LATIN CAPITAL LETTER I WITH GRAVE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+00CD LATIN CAPITAL LETTER I WITH ACUTE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+00D0 LATIN CAPITAL LETTER ETH
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+00D1 LATIN CAPITAL LETTER N WITH TILDE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+00D2 LATIN CAPITAL LETTER O WITH GRAVE
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+00D3 LATIN CAPITAL LETTER O WITH ACUTE
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+00D4 LATIN CAPITAL LETTER O WITH CIRCUMFLEX
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+00D5 LATIN CAPITAL LETTER O WITH TILDE
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+00D6 LATIN CAPITAL LETTER O WITH DIAERESIS
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+00D7 MULTIPLICATION SIGN
        -160, -112, -128, -112, -128, -160, -160, -160,
        -128, -128, -160, -160, -160, -128, -160, -128,
        -208, -128, -96,
        // U+00D8 LATIN CAPITAL LETTER O WITH STROKE
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+00D9 LATIN CAPITAL LETTER U WITH GRAVE
        -96, -96, -160, -144, -224, -224, -96,
        // U+00DA LATIN CAPITAL LETTER U WITH ACUTE
        -96, -96, -160, -144, -224, -224, -96,
        // U+00DB LATIN CAPITAL LETTER U WITH CIRCUMFLEX
        -96, -96, -160, -144, -224, -224, -96,
        // U+00DC LATIN CAPITAL LETTER U WITH DIAERESIS
        -96, -96, -160, -144, -224, -224, -96,
        // U+00DD LATIN CAPITAL LETTER Y WITH ACUTE
        -176, -224, -96, -224, -96, -192, -176, -176,
        -288, -272, -208, -96, -96, -96, -96, -96,
        128, -200, -216, -216, -216, -216, -112, -112,
        -216, -112, -216, -112, -192, -112, -224, -216,
        -96, -256, -144, -224, -24, -272, -112, -144,
        -176, -208, -208, -208, -208, -208, -208, -208,
        -96, -96, -96, -96, -96, -96, -128, -96,
        -200, -200, -200, -200, -200, -200, -200, -216,
        -216, -216, -216, -216, -80, -216, -112, -216,
        -216, -216, -216, -216, -224, -216, -112, -112,
        -112, -112, -208, -200, -208, -200, -208, -200,
        -96, -216, -96, -216, -96, -216, -96, -216,
        -216, -216, -216, -216, -216, -216, -216, -96,
        -216, -96, -216, -96, -216, -96, -216, -96,
        -112, -112, -112, -112, -96, -160, -96, -216,
        -96, -216, -96, -216, -112, -112, -112, -192,
        -192, -192, -192, 128, 128, 128, -112, -112,
        -112, -112, -112, -112, -192, 128, 128, -96,
        -96, 128, -208, -96, -96, 128, -96, 128,
        -96, -200, -112, -112, -216, -112, -112, -112,
        -112, -112, -216, -112, -112, -216, -216, -112,
        -200, -112, -112, -112, -112, -192, -216, -216,
        -112, -216, -192, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -96, -216, -96, -96,
        -224, -224, -96, -272, -272, -272,
        // U+00DE LATIN CAPITAL LETTER THORN
        -288, -288, -112, -112, -160, -144, -112, -144,
        -112, -112, -112, -112, -112, -112, -112, -112,
        -112, -112, -112, -160, -160, -160, -112, -112,
        -112, -160, -160, -112, -160, -112, -160, -160,
        -160, -352, -160, -352, -288,
        // U+00DF LATIN SMALL LETTER SHARP S
        96, 96, 96, 96, 96, -192, -192,
        // U+00E0 LATIN SMALL LETTER A WITH GRAVE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+00E1 LATIN SMALL LETTER A WITH ACUTE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+00E2 LATIN SMALL LETTER A WITH CIRCUMFLEX
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+00E3 LATIN SMALL LETTER A WITH TILDE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+00E4 LATIN SMALL LETTER A WITH DIAERESIS
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+00E5 LATIN SMALL LETTER A WITH RING ABOVE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+00E6 LATIN SMALL LETTER AE
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+00E7 LATIN SMALL LETTER C WITH CEDILLA
        -208, -176, -16, -16, -176, -208, -208, -208,
        -176, -176, -208, -208, -208, -208, -176, -208,
        -16, -32, -16, -32,
        // U+00E8 LATIN SMALL LETTER E WITH GRAVE
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+00E9 LATIN SMALL LETTER E WITH ACUTE
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+00EA LATIN SMALL LETTER E WITH CIRCUMFLEX
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+00EB LATIN SMALL LETTER E WITH DIAERESIS
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+00EC LATIN SMALL LETTER I WITH GRAVE
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+00ED LATIN SMALL LETTER I WITH ACUTE
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+00EE LATIN SMALL LETTER I WITH CIRCUMFLEX
        96, 96, 96, 96, 96, 112, 112, 96,
        96, 96, 112, 112, 96, 96, 96, 112,
        112, 96, 96, 96, 112, 96,
        // U+00EF LATIN SMALL LETTER I WITH DIAERESIS
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 256, -160, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 96, 256, 96, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 96, 112, 256,
        112, 256, 256, 96, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 256, 112,
        256, 112, -160, 112, 112, 112, 112, 208,
        // U+00F0 LATIN SMALL LETTER ETH
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+00F1 LATIN SMALL LETTER N WITH TILDE
        -112, -144, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -144, -144, -144, -144,
        -208, -56, -208, -144, -144, -144, -144, -208,
        -144, -120, -56, -120, -56, -128, -128,
        // U+00F2 LATIN SMALL LETTER O WITH GRAVE
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+00F3 LATIN SMALL LETTER O WITH ACUTE
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+00F4 LATIN SMALL LETTER O WITH CIRCUMFLEX
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+00F5 LATIN SMALL LETTER O WITH TILDE
        -32, -96, -144, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -144, -144,
        -144, -144, -52, -240, -56, -240, -144, -144,
        -144, -96, -80, -144, -240, -80, -144, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+00F6 LATIN SMALL LETTER O WITH DIAERESIS
        -32, -96, -144, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -144, -144,
        -144, -144, -52, -240, -56, -240, -144, -144,
        -144, -96, -80, -144, -240, -80, -144, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+00F7 DIVISION SIGN
        -96, -32, -64, -208, -144, -144, -176, -224,
        -144, -64, -48, -224, -96, -96, -208, -144,
        -224, -224, -208, -208, -208, -304, -144, -208,
        -224, -176, -192, -64, -80, -64, -80, -176,
        -176,
        // U+00F8 LATIN SMALL LETTER O WITH STROKE
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+00F9 LATIN SMALL LETTER U WITH GRAVE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+00FA LATIN SMALL LETTER U WITH ACUTE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+00FB LATIN SMALL LETTER U WITH CIRCUMFLEX
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+00FC LATIN SMALL LETTER U WITH DIAERESIS
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+00FD LATIN SMALL LETTER Y WITH ACUTE
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -48, -56, -56, -56, -56, -56,
        -56, -56, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -48, -48, -48,
        -48, -48, -48, -48, -56, -56, -56, -56,
        -56, 112, 112, -56, -56, -56, -56, -56,
        -56, -56, -192, -48, -192, -48, -192, -48,
        -56, -56, -56, -56, -56, -56, -56, -56,
        -56, -56, -56, -56, -56, -56, -56, 112,
        112, 128, 112, -176, -56, -56, -56, -56,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -48, -128, -56,
        -128, -56, -56, -56, -48, -56, -56, -56,
        112, -128, 100, -224, 100, -224, -208, -112,
        -56, -112, -112, -112,
        // U+00FE LATIN SMALL LETTER THORN
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+00FF LATIN SMALL LETTER Y WITH DIAERESIS
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -48, -56, -56, -56, -56, -56,
        -56, -56, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -48, -48, -48,
        -48, -48, -48, -48, -56, -56, -56, -56,
        -56, 112, 112, -56, -56, -56, -56, -56,
        -56, -56, -192, -48, -192, -48, -192, -48,
        -56, -56, -56, -56, -56, -56, -56, -56,
        -56, -56, -56, -56, -56, -56, -56, 112,
        112, 128, 112, -176, -56, -56, -56, -56,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -48, -128, -56,
        -128, -56, -56, -56, -48, -56, -56, -56,
        112, -128, 100, -224, 100, -224, -208, -112,
        -56, -112, -112, -112,
        // U+0100 LATIN CAPITAL LETTER A WITH MACRON
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+0101 LATIN SMALL LETTER A WITH MACRON
        -112, -208, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -208, -208, -208, -144,
        -208, -56, -208, -208, -208, -208, -208, -208,
        -208, -120, -56, -120, -56, -128, -128,
        // U+0102 LATIN CAPITAL LETTER A WITH BREVE
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+0103 LATIN SMALL LETTER A WITH BREVE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0104 LATIN CAPITAL LETTER A WITH OGONEK
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+0105 LATIN SMALL LETTER A WITH OGONEK
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0106 LATIN CAPITAL LETTER C WITH ACUTE
        -16, -112, 96, 96, 96, 96, -16, -16,
        96,
        // U+0107 LATIN SMALL LETTER C WITH ACUTE
        -208, -176, -16, -16, -176, -208, -208, -208,
        -176, -176, -208, -208, -208, -208, -176, -208,
        -16, -32, -16, -32,
        // U+0108 LATIN CAPITAL LETTER C WITH CIRCUMFLEX
        -16, -112, 96, 96, 96, 96, -16, -16,
        96,
        // U+0109 LATIN SMALL LETTER C WITH CIRCUMFLEX
        -208, -176, -16, -16, -176, -208, -208, -208,
        -176, -176, -208, -208, -208, -208, -176, -208,
        -16, -32, -16, -32,
        // U+010A LATIN CAPITAL LETTER C WITH DOT ABOVE
        -16, -112, 96, 96, 96, 96, -16, -16,
        96,
        // U+010B LATIN SMALL LETTER C WITH DOT ABOVE
        -208, -176, -16, -16, -176, -208, -208, -208,
        -176, -176, -208, -208, -208, -208, -176, -208,
        -16, -32, -16, -32,
        // U+010C LATIN CAPITAL LETTER C WITH CARON
        -16, -112, 96, 96, 96, 96, -16, -16,
        96,
        // U+010D LATIN SMALL LETTER C WITH CARON
        -208, -176, -16, -16, -176, -208, -208, -208,
        -176, -176, -208, -208, -208, -208, -176, -208,
        -16, -32, -16, -32,
        // U+010E LATIN CAPITAL LETTER D WITH CARON
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+010F LATIN SMALL LETTER D WITH CARON
        96, 96, 160, 128, 128, 112, 160, 112,
        96, 112, 48, 160, 112, 112, 112, 96,
        96, 96, 96, 96, 96, 112, 112, 112,
        96, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 96, 96, 96, 96,
        // U+0111 LATIN SMALL LETTER D WITH STROKE
        96, 112, 96, 96, 112, 112, 112, 112,
        112, 112, 96, 96, 96, 112, 96, 96,
        112, 112,
        // U+0112 LATIN CAPITAL LETTER E WITH MACRON
        208, 208, 208, 208, 208,
        // U+0113 LATIN SMALL LETTER E WITH MACRON
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+0114 LATIN CAPITAL LETTER E WITH BREVE
        208, 208, 208, 208, 208,
        // U+0115 LATIN SMALL LETTER E WITH BREVE
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+0116 LATIN CAPITAL LETTER E WITH DOT ABOVE
        208, 208, 208, 208, 208,
        // U+0117 LATIN SMALL LETTER E WITH DOT ABOVE
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+0118 LATIN CAPITAL LETTER E WITH OGONEK
        208, 208, 208, 208, 208,
        // U+0119 LATIN SMALL LETTER E WITH OGONEK
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+011A LATIN CAPITAL LETTER E WITH CARON
        208, 208, 208, 208, 208,
        // U+011B LATIN SMALL LETTER E WITH CARON
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+011C LATIN CAPITAL LETTER G WITH CIRCUMFLEX
        -64, -84, -64, -16, -64, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -64,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -84,
        -84, -84, -64, -64, -84, -84, -84, -64,
        -16, -84, -64, -16, -84, 96, 96, 96,
        96,
        // U+011D LATIN SMALL LETTER G WITH CIRCUMFLEX
        -144, 96, -144, -144, -144, -144, -144, -144,
        -144, -144,
        // U+011E LATIN CAPITAL LETTER G WITH BREVE
        -64, -84, -64, -16, -64, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -64,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -84,
        -84, -84, -64, -64, -84, -84, -84, -64,
        -16, -84, -64, -16, -84, 96, 96, 96,
        96,
        // U+011F LATIN SMALL LETTER G WITH BREVE
        -144, 96, -144, -144, -144, -144, -144, -144,
        -144, -144,
        // U+0120 LATIN CAPITAL LETTER G WITH DOT ABOVE
        -64, -84, -64, -16, -64, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -64,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -84,
        -84, -84, -64, -64, -84, -84, -84, -64,
        -16, -84, -64, -16, -84, 96, 96, 96,
        96,
        // U+0121 LATIN SMALL LETTER G WITH DOT ABOVE
        -144, 96, -144, -144, -144, -144, -144, -144,
        -144, -144,
        // U+0122 LATIN CAPITAL LETTER G WITH CEDILLA
        -64, -84, -64, -16, -64, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -64,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -84,
        -84, -84, -64, -64, -84, -84, -84, -64,
        -16, -84, -64, -16, -84, 96, 96, 96,
        96,
        // U+0123 LATIN SMALL LETTER G WITH CEDILLA
        -144, 96, -144, -144, -144, -144, -144, -144,
        -144, -144,
        // U+0124 LATIN CAPITAL LETTER H WITH CIRCUMFLEX
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0125 LATIN SMALL LETTER H WITH CIRCUMFLEX
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0126 LATIN CAPITAL LETTER H WITH STROKE
        96, 112, 112, 224, 208, 208, 208, 208,
        96, 208,
        // U+0127 LATIN SMALL LETTER H WITH STROKE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0129 LATIN SMALL LETTER I WITH TILDE
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 112, 96, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 96,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 96, 96, 96, 112, 112,
        112, 112, 112, 96, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 112, 112,
        112, 96, 96, 112, 112, 112, 112, 208,
        // U+012B LATIN SMALL LETTER I WITH MACRON
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 112, 112, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 128, 96, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 208,
        // U+012D LATIN SMALL LETTER I WITH BREVE
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 112, -160, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 96, 112, 112,
        112, 112, 112, 96, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 112, 112,
        112, 112, -160, 112, 112, 112, 112, 208,
        // U+012E LATIN CAPITAL LETTER I WITH OGONEK
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+012F LATIN SMALL LETTER I WITH OGONEK
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0131 LATIN SMALL LETTER DOTLESS I
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0133 LATIN SMALL LIGATURE IJ
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0134 LATIN CAPITAL LETTER J WITH CIRCUMFLEX
        -96, -96, -160, -144, -224, -224, -96,
        // U+0135 LATIN SMALL LETTER J WITH CIRCUMFLEX
        96, 96, 96, 96, 96, 112, 112, 112,
        96, 96, 112, 112, 112, 96, 112, 112,
        96, 96, 96, 112, 112, 112, 112, 96,
        96, 112, 112, 96, 112, 96,
        // U+0136 LATIN CAPITAL LETTER K WITH CEDILLA
        -304, -304, -192, -96, -96, -96, -96, -96,
        -112, -112, -112, -112, 96, -112, -112, -96,
        -112, -176, -112, -304, -112, -96, -144, -144,
        -304, -42, -96, -96, -128, -96, -96, -96,
        -96, -96, -96, -96, -112, -112, -112, -112,
        -112, 96, 96, 96, 240, -112, -112, -112,
        -112, -112, -112, -304, -112, -96, -96, -96,
        -96, -112, -112, -96, -112, -96, -112, -96,
        -112, -96, -112, -112, -112, -112, -112, -112,
        -112, -112, -96, -112, -96, -112, -96, -112,
        -96, -112, 240, 240, 240, 96, 96, 96,
        -96, -112, -96, -112, -96, -112, -96, -112,
        -96, -96, -96, -96, -96, -96, -176, -112,
        -96, -96, -96, -96, -96, -112, -112, -112,
        -112, -112, 96, -112, -112, -112, 96, 240,
        -112, -144, -96, -112, -96, -96, -304, -304,
        -96, -96, -96, -96,
        // U+0137 LATIN SMALL LETTER K WITH CEDILLA
        -128, -128, -128, -240, -160, -64, -64, -64,
        -64, -64, -64, -128, -64, -144, -192, -128,
        -128, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -128, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -160, -160, -160, -160, -160, -160, -160,
        -160, -64, -64, -64, -64, -64, -64, -64,
        -144, -64, -128, -128,
        // U+0139 LATIN CAPITAL LETTER L WITH ACUTE
        -256, -256, -128, -144, -144, -128, 128, -80,
        -80, -80, -80, -272, -192, -96, -192, -128,
        -64, -192, -192, -128, -80, -272, -176, -144,
        -144, -228, -128, -144, -272, 128, 128, 128,
        128, 128, 128, 128, -80, -80, -80, -80,
        -80, -80, -80, -96, -144, -192, -192, 128,
        128, 128, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -272, -64,
        -272, -64, -272, -64, -96, -192, -96, -272,
        -64, -272, -80, -272, 128, -80, -80, -272,
        -96, -80, -272, -80, -192, -192, -240, -112,
        -128, -240, -112, -176, -80, -80, -80, -144,
        -144,
        // U+013A LATIN SMALL LETTER L WITH ACUTE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+013B LATIN CAPITAL LETTER L WITH CEDILLA
        -256, -256, -112, -240, -144, -128, 128, -80,
        -80, -80, -80, -272, -192, -96, -192, -368,
        -64, -192, -192, -112, -80, -272, -176, -368,
        -240, -228, -128, -176, -272, 128, 128, 128,
        128, 128, 128, 128, -80, -80, -80, -80,
        -80, -80, -80, -96, -240, -192, -192, 128,
        128, 128, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -272, -64,
        -272, -64, -272, -64, -96, -192, -96, -272,
        -64, -272, -80, -272, 128, -80, -80, -272,
        -96, -80, -272, -80, -192, -192, -240, -112,
        -128, -240, -112, -176, -80, -80, -80, -240,
        -240,
        // U+013C LATIN SMALL LETTER L WITH CEDILLA
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+013D LATIN CAPITAL LETTER L WITH CARON
        -256, -256, -112, -112, -112, -128, 128, -80,
        -80, -80, -80, -272, -192, -96, -192, -368,
        -64, -192, -192, -96, -80, -272, -176, -112,
        -112, -228, -128, -112, -272, 128, 128, 128,
        128, 128, 128, 128, -80, -80, -80, -80,
        -80, -80, -80, -96, -112, -192, -192, 128,
        128, 128, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -272, -64,
        -272, -64, -272, -64, -96, -192, -96, -272,
        -64, -272, -80, -272, 128, -80, -80, -272,
        -96, -80, -272, -80, -192, -192, -240, -112,
        -128, -240, -112, -176, -80, -80, -80, -112,
        -112,
        // U+013E LATIN SMALL LETTER L WITH CARON
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+013F LATIN CAPITAL LETTER L WITH MIDDLE DOT
        -96, -96, -96, -96, -96,
        // U+0140 LATIN SMALL LETTER L WITH MIDDLE DOT
        96, 224, 96, 208, 96, 208, 208, 208,
        96, 208,
        // U+0141 LATIN CAPITAL LETTER L WITH STROKE
        -256, -256, -96, -240, -144, -128, 128, -80,
        -80, -80, -80, -272, -192, -96, -192, -96,
        -64, -192, -192, -112, -80, -272, -176, -368,
        -240, -228, -96, -176, -272, 128, 128, 128,
        128, 128, 128, 128, -80, -80, -80, -80,
        -80, -80, -80, -96, -240, -192, -192, 128,
        128, 128, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -272, -64,
        -272, -64, -272, -64, -96, -192, -96, -272,
        -64, -272, -80, -272, 128, -80, -80, -272,
        -96, -80, -272, -80, -192, -192, -240, -96,
        -128, -240, -96, -176, -80, -80, -80, -240,
        -240,
        // U+0142 LATIN SMALL LETTER L WITH STROKE
        96, 224, 96, 208, 96, 208, 208, 208,
        96, 208,
        // U+0143 LATIN CAPITAL LETTER N WITH ACUTE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0144 LATIN SMALL LETTER N WITH ACUTE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0145 LATIN CAPITAL LETTER N WITH CEDILLA
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0146 LATIN SMALL LETTER N WITH CEDILLA
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0147 LATIN CAPITAL LETTER N WITH CARON
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0148 LATIN SMALL LETTER N WITH CARON
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+014A LATIN CAPITAL LETTER ENG
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+014C LATIN CAPITAL LETTER O WITH MACRON
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+014D LATIN SMALL LETTER O WITH MACRON
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+014E LATIN CAPITAL LETTER O WITH BREVE
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+014F LATIN SMALL LETTER O WITH BREVE
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+0150 LATIN CAPITAL LETTER O WITH DOUBLE ACUTE
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+0151 LATIN SMALL LETTER O WITH DOUBLE ACUTE
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+0152 LATIN CAPITAL LIGATURE OE
        208, 208, 208, 208, 208,
        // U+0153 LATIN SMALL LIGATURE OE
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+0154 LATIN CAPITAL LETTER R WITH ACUTE
        -48, -68, -48, -16, -16, -16, -16, -16,
        -16, -16, -68, -16, -16, -16, -16, -16,
        128, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, 128,
        128, 128, -16, -16, -16, -16, -68, -68,
        -68, -16, -16, -16, -16, -16, -16, -16,
        128, -16,
        // U+0155 LATIN SMALL LETTER R WITH ACUTE
        -112, -176, -112, -176, -96, -112, -112, -160,
        -160, -96, -48, -48, -48, 96, -48, -48,
        -48, 96, 24, 24, 24, 24, -112, -48,
        -96, -112, -112, -112, -112, -112, -112, -112,
        -112, -112, -48, -48, -48, -48, -48, -48,
        -48, -48, -48, -48, -48, -112, -48, 24,
        24, -112, -112, -112, -48, -48, -48, -48,
        -48, -48, -48, -48, -48, -48, -48, -48,
        -48, -48, -48, -160, -48, -48, -48, -48,
        -160, 96, -160, 96, -160, 96, 24, 24,
        -96, -96, -96, -160, 96, -160, -160, -160,
        -112, -160, -160, -48, 24, -48, -48, 24,
        -48, 24, -48, -48, -48, 24, 48, -224,
        48, -224, -176, -48, -112, -112,
        // U+0156 LATIN CAPITAL LETTER R WITH CEDILLA
        -48, -68, -48, -16, -16, -16, -16, -16,
        -16, -16, -68, -16, -16, -16, -16, -16,
        128, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, 128,
        128, 128, -16, -16, -16, -16, -68, -68,
        -68, -16, -16, -16, -16, -16, -16, -16,
        128, -16,
        // U+0157 LATIN SMALL LETTER R WITH CEDILLA
        -112, -176, -112, -176, -96, -112, -112, -160,
        -160, -96, -48, -48, -48, 96, -48, -48,
        -48, 96, 24, 24, 24, 24, -112, -48,
        -96, -112, -112, -112, -112, -112, -112, -112,
        -112, -112, -48, -48, -48, -48, -48, -48,
        -48, -48, -48, -48, -48, -112, -48, 24,
        24, -112, -112, -112, -48, -48, -48, -48,
        -48, -48, -48, -48, -48, -48, -48, -48,
        -48, -48, -48, -160, -48, -48, -48, -48,
        -160, 96, -160, 96, -160, 96, 24, 24,
        -96, -96, -96, -160, 96, -160, -160, -160,
        -112, -160, -160, -48, 24, -48, -48, 24,
        -48, 24, -48, -48, -48, 24, 48, -224,
        48, -224, -176, -48, -112, -112,
        // U+0158 LATIN CAPITAL LETTER R WITH CARON
        -48, -68, -48, -16, -16, -16, -16, -16,
        -16, -16, -68, -16, -16, -16, -16, -16,
        128, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, 128,
        128, 128, -16, -16, -16, -16, -68, -68,
        -68, -16, -16, -16, -16, -16, -16, -16,
        128, -16,
        // U+0159 LATIN SMALL LETTER R WITH CARON
        -112, -176, -112, -176, -96, -112, -112, -160,
        -160, -96, -48, -48, -48, 96, -48, -48,
        -48, 96, 24, 24, 24, 24, -112, -48,
        -96, -112, -112, -112, -112, -112, -112, -112,
        -112, -112, -48, -48, -48, -48, -48, -48,
        -48, -48, -48, -48, -48, -112, -48, 24,
        24, -112, -112, -112, -48, -48, -48, -48,
        -48, -48, -48, -48, -48, -48, -48, -48,
        -48, -48, -48, -160, -48, -48, -48, -48,
        -160, 96, -160, 96, -160, 96, 24, 24,
        -96, -96, -96, -160, 96, -160, -160, -160,
        -112, -160, -160, -48, 24, -48, -48, 24,
        -48, 24, -48, -48, -48, 24, 48, -224,
        48, -224, -176, -48, -112, -112,
        // U+015A LATIN CAPITAL LETTER S WITH ACUTE
        128, 128, 128, 128, 128,
        // U+015B LATIN SMALL LETTER S WITH ACUTE
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+015C LATIN CAPITAL LETTER S WITH CIRCUMFLEX
        128, 128, 128, 128, 128,
        // U+015D LATIN SMALL LETTER S WITH CIRCUMFLEX
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+015E LATIN CAPITAL LETTER S WITH CEDILLA
        128, 128, 128, 128, 128,
        // U+015F LATIN SMALL LETTER S WITH CEDILLA
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0160 LATIN CAPITAL LETTER S WITH CARON
        128, 128, 128, 128, 128,
        // U+0161 LATIN SMALL LETTER S WITH CARON
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0162 LATIN CAPITAL LETTER T WITH CEDILLA
        -96, -96, -96, -96, -96, -224, -192, -96,
        -96, -224, -240, -84, -84, -256, -84, -84,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -96, -176, -176,
        -176, -176, -96, -96, -224, -84, -368, -96,
        -96, -96, -96, -144, -240, -240, -240, -240,
        -240, -240, -240, -84, -84, -84, -84, -84,
        -84, -84, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -96, -224,
        -96, -96, -96, -96, -176, -96, -240, -208,
        -240, -208, -240, -208, -84, -224, -84, -224,
        -84, -224, -84, -224, -224, -224, -224, -224,
        -224, -224, -224, -84, -224, -84, -224, -84,
        -224, -84, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -84, -224, -84, -224, -84,
        -224, -84, -224, -160, -160, -160, -208, -208,
        -208, -208, -96, -96, -96, -96, -96, -96,
        -176, -176, -96, -96, -96, -208, -84, -256,
        -240, -84, -84, -84, -84, -208, -160, -160,
        -224, -176, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -176, -176, -224, -176, -160,
        -208, -160, -160, -176, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -96, -368, -144, -84,
        -224, -84, -84, -96, -96,
        // U+0163 LATIN SMALL LETTER T WITH CEDILLA
        -56, -56, -40, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -28, -28, -44, -28, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -28,
        32, -56, -16, -56, -56, -56, 32, 32,
        32, 32, 32, 32, 32, -32, -44, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -56, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -28, -28, -28, -28, -96, -96, -96, -28,
        -44, -44, -28, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -44, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -28, -16,
        -16, 32, -16, -28, 32, 32, -112, 80,
        -112, 80, -32, 32, -16, 32, 32, -56,
        -56,
        // U+0164 LATIN CAPITAL LETTER T WITH CARON
        -96, -96, -96, -96, -96, -224, -192, -96,
        -96, -224, -240, -84, -84, -256, -84, -84,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -176, -176, -128, -96, -224, -84, -368, -96,
        -96, -208, -96, -144, -240, -240, -240, -240,
        -240, -240, -240, -84, -84, -84, -84, -84,
        -84, -84, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -96, -224,
        -208, -208, -208, -144, -176, -96, -240, -208,
        -240, -208, -240, -208, -84, -224, -84, -224,
        -84, -224, -84, -224, -224, -224, -224, -224,
        -224, -224, -224, -84, -224, -84, -224, -84,
        -224, -84, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -84, -224, -84, -224, -84,
        -224, -84, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -84, -256,
        -240, -84, -84, -84, -84, -208, -160, -160,
        -224, -176, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -176, -176, -224, -176, -160,
        -208, -160, -160, -176, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -84,
        -224, -84, -84, -96, -96,
        // U+0165 LATIN SMALL LETTER T WITH CARON
        -56, -56, -40, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -28, -28, -44, -28, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -28,
        32, -56, -16, -56, -56, -56, 32, 32,
        32, 32, 32, 32, 32, -32, -44, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -56, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -28, -28, -28, -28, -96, -96, -96, -28,
        -44, -44, -28, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -44, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -28, -16,
        -16, 32, -16, -28, 32, 32, -112, 80,
        -112, 80, -32, 32, -16, 32, 32, -56,
        -56,
        // U+0166 LATIN CAPITAL LETTER T WITH STROKE
        -96, -208, -96, -208, -96, -224, -192, -96,
        -96, -224, -96, -160, -84, -84, -336, -84,
        -84, -160, -208, -224, -224, -224, -224, -160,
        -160, -224, -160, -224, -160, -208, -208, -176,
        -176, -176, -176, -128, -208, -224, -84, -368,
        -208, -208, -96, -208, -224, -144, -160, -160,
        -160, -160, -160, -160, -160, -84, -84, -84,
        -84, -84, -84, -84, -208, -208, -208, -112,
        -112, -208, -208, -224, -224, -224, -224, -144,
        256, -224, -160, -224, -224, -224, -144, -144,
        -208, -224, -208, -208, -208, -144, -176, -96,
        -160, -208, -160, -208, -160, -208, -84, -224,
        -84, -224, -84, -224, -84, -224, -224, -224,
        -224, -224, -224, -224, -224, -84, -224, -84,
        -224, -84, -224, -84, -224, 256, 256, 256,
        -336, -160, -160, -160, -160, -84, -224, -84,
        -224, -84, -224, -84, -224, -160, -160, -160,
        -208, -208, -208, -208, -112, -208, -208, -208,
        -208, -208, -176, -176, -128, -128, -128, -208,
        -84, -336, -160, -84, -84, -84, -84, -208,
        -160, -160, -224, -176, -160, -160, -160, -160,
        -160, -224, -160, -160, -224, -176, -176, -224,
        -176, -160, -208, -160, -160, -176, -160, -160,
        -208, -224, -224, -160, -224, -208, 256, -160,
        -160, -160, -176, -160, -336, -336, -96, -368,
        -144, -84, -224, -84, -84, -208, -208, -96,
        -96, -96,
        // U+0167 LATIN SMALL LETTER T WITH STROKE
        -56, -56, -40, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -28, -28, -44, -28, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -28,
        32, -56, -16, -56, -56, -56, 32, 32,
        32, 32, 32, 32, 32, -32, -44, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -56, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -28, -28, -28, -28, -96, -96, -96, -28,
        -44, -44, -28, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -44, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -28, -16,
        -16, 32, -16, -28, 32, 32, -112, 80,
        -112, 80, -32, 32, -16, 32, 32, -56,
        -56,
        // U+0168 LATIN CAPITAL LETTER U WITH TILDE
        -96, -96, -160, -144, -224, -224, -96,
        // U+0169 LATIN SMALL LETTER U WITH TILDE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+016A LATIN CAPITAL LETTER U WITH MACRON
        -96, -96, -160, -144, -224, -224, -96,
        // U+016B LATIN SMALL LETTER U WITH MACRON
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+016C LATIN CAPITAL LETTER U WITH BREVE
        -96, -96, -160, -144, -224, -224, -96,
        // U+016D LATIN SMALL LETTER U WITH BREVE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+016E LATIN CAPITAL LETTER U WITH RING ABOVE
        -96, -96, -160, -144, -224, -224, -96,
        // U+016F LATIN SMALL LETTER U WITH RING ABOVE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+0170 LATIN CAPITAL LETTER U WITH DOUBLE ACUTE
        -96, -96, -160, -144, -224, -224, -96,
        // U+0171 LATIN SMALL LETTER U WITH DOUBLE ACUTE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+0172 LATIN CAPITAL LETTER U WITH OGONEK
        -96, -96, -160, -144, -224, -224, -96,
        // U+0173 LATIN SMALL LETTER U WITH OGONEK
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+0174 LATIN CAPITAL LETTER W WITH CIRCUMFLEX
        -144, -144, -272, -144, -272, -96, -144, -144,
        -208, -176, -160, -96, -96, -176, -96, -96,
        -144, -144, -144, -144, -144, -96, -96, -144,
        -96, -144, -96, -96, -144, -144, -96, -160,
        -144, -144, -176, -96, -160, -160, -160, -160,
        -160, -160, -160, -96, -96, -96, -96, -96,
        -96, -96, -144, -144, -144, -144, -144, -144,
        -144, -144, -144, -144, -144, -144, -144, -96,
        -144, -144, -144, -144, -144, -144, -144, -160,
        -144, -160, -144, -160, -144, -96, -144, -96,
        -144, -96, -144, -96, -144, -144, -144, -144,
        -144, -144, -144, -144, -96, -144, -96, -144,
        -96, -144, -96, -144, -176, -96, -96, -96,
        -96, -96, -144, -96, -144, -96, -144, -96,
        -144, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -176, -160, -96, -96, -96, -96,
        -144, -96, -96, -144, -96, -96, -96, -96,
        -96, -144, -96, -96, -144, -144, -96, -144,
        -96, -96, -96, -96, -96, -144, -144, -96,
        -144, -96, -96, -96, -96, -96, -304, -304,
        -272, -160, -96, -144, -96, -96, -144, -144,
        -176, -176, -176,
        // U+0175 LATIN SMALL LETTER W WITH CIRCUMFLEX
        -96, -208, -208, -192, -160, -144, -96, -52,
        -52, -52, -52, -52, -52, -52, -96, -192,
        -192, -192, -192, -192, -192, -192, -52, -52,
        -52, -52, -52, -52, -52, -52, -52, -52,
        -52, -52, -192, -192, -192, -52, -52, -52,
        -52, -52, -52, -52, -52, -52, -52, -52,
        -52, -52, -52, -52, -160, -52, -52, -52,
        -52, -144, -144, -144, -96, -96, -96, -144,
        -144, -160, -144, -192, -144, -144, -52, -52,
        -52, -52, -52, -52, -52, 120, -224, 120,
        -224, -208, -96, -52,
        // U+0176 LATIN CAPITAL LETTER Y WITH CIRCUMFLEX
        -176, -224, -96, -224, -96, -192, -176, -176,
        -288, -272, -208, -96, -96, -96, -96, -96,
        128, -200, -216, -216, -216, -216, -112, -112,
        -216, -112, -216, -112, -192, -112, -224, -216,
        -96, -256, -144, -224, -24, -272, -112, -144,
        -176, -208, -208, -208, -208, -208, -208, -208,
        -96, -96, -96, -96, -96, -96, -128, -96,
        -200, -200, -200, -200, -200, -200, -200, -216,
        -216, -216, -216, -216, -80, -216, -112, -216,
        -216, -216, -216, -216, -224, -216, -112, -112,
        -112, -112, -208, -200, -208, -200, -208, -200,
        -96, -216, -96, -216, -96, -216, -96, -216,
        -216, -216, -216, -216, -216, -216, -216, -96,
        -216, -96, -216, -96, -216, -96, -216, -96,
        -112, -112, -112, -112, -96, -160, -96, -216,
        -96, -216, -96, -216, -112, -112, -112, -192,
        -192, -192, -192, 128, 128, 128, -112, -112,
        -112, -112, -112, -112, -192, 128, 128, -96,
        -96, 128, -208, -96, -96, 128, -96, 128,
        -96, -200, -112, -112, -216, -112, -112, -112,
        -112, -112, -216, -112, -112, -216, -216, -112,
        -200, -112, -112, -112, -112, -192, -216, -216,
        -112, -216, -192, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -96, -216, -96, -96,
        -224, -224, -96, -272, -272, -272,
        // U+0177 LATIN SMALL LETTER Y WITH CIRCUMFLEX
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -48, -56, -56, -56, -56, -56,
        -56, -56, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -48, -48, -48,
        -48, -48, -48, -48, -56, -56, -56, -56,
        -56, 112, 112, -56, -56, -56, -56, -56,
        -56, -56, -192, -48, -192, -48, -192, -48,
        -56, -56, -56, -56, -56, -56, -56, -56,
        -56, -56, -56, -56, -56, -56, -56, 112,
        112, 128, 112, -176, -56, -56, -56, -56,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -48, -128, -56,
        -128, -56, -56, -56, -48, -56, -56, -56,
        112, -128, 100, -224, 100, -224, -208, -112,
        -56, -112, -112, -112,
        // U+0178 LATIN CAPITAL LETTER Y WITH DIAERESIS
        -176, -224, -96, -224, -96, -192, -176, -176,
        -288, -272, -208, -96, -96, -96, -96, -96,
        128, -200, -216, -216, -216, -216, -112, -112,
        -216, -112, -216, -112, -192, -112, -224, -216,
        -96, -256, -144, -224, -24, -272, -112, -144,
        -176, -208, -208, -208, -208, -208, -208, -208,
        -96, -96, -96, -96, -96, -96, -128, -96,
        -200, -200, -200, -200, -200, -200, -200, -216,
        -216, -216, -216, -216, -80, -216, -112, -216,
        -216, -216, -216, -216, -224, -216, -112, -112,
        -112, -112, -208, -200, -208, -200, -208, -200,
        -96, -216, -96, -216, -96, -216, -96, -216,
        -216, -216, -216, -216, -216, -216, -216, -96,
        -216, -96, -216, -96, -216, -96, -216, -96,
        -112, -112, -112, -112, -96, -160, -96, -216,
        -96, -216, -96, -216, -112, -112, -112, -192,
        -192, -192, -192, 128, 128, 128, -112, -112,
        -112, -112, -112, -112, -192, 128, 128, -96,
        -96, 128, -208, -96, -96, 128, -96, 128,
        -96, -200, -112, -112, -216, -112, -112, -112,
        -112, -112, -216, -112, -112, -216, -216, -112,
        -200, -112, -112, -112, -112, -192, -216, -216,
        -112, -216, -192, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -96, -216, -96, -96,
        -224, -224, -96, -272, -272, -272,
        // U+0179 LATIN CAPITAL LETTER Z WITH ACUTE
        -112, -112, -176, -96, -96, -96, -96, -112,
        -96, -96, -112, -112, -96, -96, -96, -96,
        -96, -96, -96, -96, 240, -112, -96, -96,
        -96, -96, -96, -96, -96, -96, 240, 240,
        240, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, 240, -96, -96, -96, -96, -112,
        -112,
        // U+017A LATIN SMALL LETTER Z WITH ACUTE
        -96, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -96,
        -96, -96, -96, -96, -96, -96, -96, -44,
        -44, -44, -44, -44, -44, -44, -44,
        // U+017B LATIN CAPITAL LETTER Z WITH DOT ABOVE
        -112, -112, -176, -96, -96, -96, -96, -112,
        -96, -96, -112, -112, -96, -96, -96, -96,
        -96, -96, -96, -96, 240, -112, -96, -96,
        -96, -96, -96, -96, -96, -96, 240, 240,
        240, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, 240, -96, -96, -96, -96, -112,
        -112,
        // U+017C LATIN SMALL LETTER Z WITH DOT ABOVE
        -96, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -96,
        -96, -96, -96, -96, -96, -96, -96, -44,
        -44, -44, -44, -44, -44, -44, -44,
        // U+017D LATIN CAPITAL LETTER Z WITH CARON
        -112, -112, -176, -96, -96, -96, -96, -112,
        -96, -96, -112, -112, -96, -96, -96, -96,
        -96, -96, -96, -96, 240, -112, -96, -96,
        -96, -96, -96, -96, -96, -96, 240, 240,
        240, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, 240, -96, -96, -96, -96, -112,
        -112,
        // U+017E LATIN SMALL LETTER Z WITH CARON
        -96, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -96,
        -96, -96, -96, -96, -96, -96, -96, -44,
        -44, -44, -44, -44, -44, -44, -44,
        // U+0192 LATIN SMALL LETTER F WITH HOOK
        96, 96, 96, 96, 96, 96, 96, 96,
        96,
        // U+0218 LATIN CAPITAL LETTER S WITH COMMA BELOW
        128, 128, 128, 128, 128,
        // U+0219 LATIN SMALL LETTER S WITH COMMA BELOW
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+021A LATIN CAPITAL LETTER T WITH COMMA BELOW
        -96, -208, -96, -208, -96, -224, -192, -96,
        -96, -224, -240, -84, -84, -256, -84, -84,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -176, -176, -128, -208, -224, -84, -368, -208,
        -208, -208, -224, -144, -240, -240, -240, -240,
        -240, -240, -240, -84, -84, -84, -84, -84,
        -84, -84, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -208, -224,
        -208, -208, -208, -144, -176, -96, -240, -208,
        -240, -208, -240, -208, -84, -224, -84, -224,
        -84, -224, -84, -224, -224, -224, -224, -224,
        -224, -224, -224, -84, -224, -84, -224, -84,
        -224, -84, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -84, -224, -84, -224, -84,
        -224, -84, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -84, -256,
        -240, -84, -84, -84, -84, -208, -160, -160,
        -224, -176, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -176, -176, -224, -176, -160,
        -208, -160, -160, -176, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -84,
        -224, -84, -84, -208, -208,
        // U+021B LATIN SMALL LETTER T WITH COMMA BELOW
        -56, -56, -40, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -28, -28, -44, -28, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -28,
        32, -56, -16, -56, -56, -56, 32, 32,
        32, 32, 32, 32, 32, -32, -44, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -56, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -28, -28, -28, -28, -96, -96, -96, -28,
        -44, -44, -28, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -44, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -28, -16,
        -16, 32, -16, -28, 32, 32, -112, 80,
        -112, 80, -32, 32, -16, 32, 32, -56,
        -56,
        // U+0400 CYRILLIC CAPITAL LETTER IE WITH GRAVE
        208, 208, 208, 208, 208,
        // U+0401 CYRILLIC CAPITAL LETTER IO
        208, 208, 208, 208, 208,
        // U+0402 CYRILLIC CAPITAL LETTER DJE
        -32, -96, -96, -112, -144, -144, -80, -240,
        -144, -32, -56, -52, -64, -56, -32, -96,
        -32, -96, -96, -96, -96, -96, -96, -96,
        -96, -240, -56, -56, -96, -96, -96, -112,
        -112, -112, -144, -52, -240, -56, -240, -112,
        -112, -112, -96, -80, -112, -240, -80, -112,
        -64, -112, -56, -64, -112, -56, -176, -176,
        // U+0403 CYRILLIC CAPITAL LETTER GJE
        -96, -208, -96, -208, -96, -224, -192, -96,
        -96, -224, -240, -84, -84, -256, -84, -84,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -176, -176, -128, -208, -224, -84, -368, -208,
        -208, -208, -224, -144, -240, -240, -240, -240,
        -240, -240, -240, -84, -84, -84, -84, -84,
        -84, -84, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -208, -224,
        -208, -208, -208, -144, -176, -96, -240, -208,
        -240, -208, -240, -208, -84, -224, -84, -224,
        -84, -224, -84, -224, -224, -224, -224, -224,
        -224, -224, -224, -84, -224, -84, -224, -84,
        -224, -84, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -84, -224, -84, -224, -84,
        -224, -84, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -84, -256,
        -240, -84, -84, -84, -84, -208, -160, -160,
        -224, -176, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -176, -176, -224, -176, -160,
        -208, -160, -160, -176, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -84,
        -224, -84, -84, -208, -208,
        // U+0404 CYRILLIC CAPITAL LETTER UKRAINIAN IE
        -128, -128, -128,
        // U+0405 CYRILLIC CAPITAL LETTER DZE
        128, 128, 128, 128, 128,
        // U+0406 CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0408 CYRILLIC CAPITAL LETTER JE
        -96, -96, -160, -144, -224, -224, -96,
        // U+0409 CYRILLIC CAPITAL LETTER LJE
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+040A CYRILLIC CAPITAL LETTER NJE
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+040B CYRILLIC CAPITAL LETTER TSHE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+040C CYRILLIC CAPITAL LETTER KJE
        -304, -304, -192, -96, -96, -96, -96, -96,
        -112, -112, -112, -112, 96, -112, -112, -96,
        -112, -176, -112, -304, -112, -96, -144, -144,
        -304, -42, -96, -96, -128, -96, -96, -96,
        -96, -96, -96, -96, -112, -112, -112, -112,
        -112, 96, 96, 96, 240, -112, -112, -112,
        -112, -112, -112, -304, -112, -96, -96, -96,
        -96, -112, -112, -96, -112, -96, -112, -96,
        -112, -96, -112, -112, -112, -112, -112, -112,
        -112, -112, -96, -112, -96, -112, -96, -112,
        -96, -112, 240, 240, 240, 96, 96, 96,
        -96, -112, -96, -112, -96, -112, -96, -112,
        -96, -96, -96, -96, -96, -96, -176, -112,
        -96, -96, -96, -96, -96, -112, -112, -112,
        -112, -112, 96, -112, -112, -112, 96, 240,
        -112, -144, -96, -112, -96, -96, -304, -304,
        -96, -96, -96, -96,
        // U+040D CYRILLIC CAPITAL LETTER I WITH GRAVE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0410 CYRILLIC CAPITAL LETTER A
        -224, -224, -224, -96, -144, -176, -96, -96,
        -96, -96, -240, -192, -160, -208, -192, -224,
        16, -96, -192, -192, -192, -96, -208, -96,
        -200, -224, -144, -28, -96, -208, -96, -96,
        -96, -96, -96, -96, -96, -96, -208, 16,
        16, 16, 128, -192, -192, -96, -96, -96,
        -96, -96, -96, -96, -96, 128, 128, 128,
        16, 16, 16, -96, -96, -96, -96, -240,
        -96, -240, -96, -160, -96, -160, -192, -208,
        -192, -208, -240, -96, -240, -96, -240, -96,
        -96, -240, -208, -96, -240, -96, -192, 16,
        16, 128, -192, -368, -288, -368, -288, -96,
        -96, -96, -96, -96, -144, -144, -144,
        // U+0411 CYRILLIC CAPITAL LETTER BE
        96, 96, 96, 96, -160, 96,
        // U+0412 CYRILLIC CAPITAL LETTER VE
        96, 96, 96, 96, 96,
        // U+0413 CYRILLIC CAPITAL LETTER GHE
        -96, -208, -96, -208, -96, -224, -192, -96,
        -96, -224, -240, -84, -84, -256, -84, -84,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -176, -176, -128, -208, -224, -84, -368, -208,
        -208, -208, -224, -144, -240, -240, -240, -240,
        -240, -240, -240, -84, -84, -84, -84, -84,
        -84, -84, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -208, -224,
        -208, -208, -208, -144, -176, -96, -240, -208,
        -240, -208, -240, -208, -84, -224, -84, -224,
        -84, -224, -84, -224, -224, -224, -224, -224,
        -224, -224, -224, -84, -224, -84, -224, -84,
        -224, -84, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -84, -224, -84, -224, -84,
        -224, -84, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -84, -256,
        -240, -84, -84, -84, -84, -208, -160, -160,
        -224, -176, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -176, -176, -224, -176, -160,
        -208, -160, -160, -176, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -84,
        -224, -84, -84, -208, -208,
        // U+0414 CYRILLIC CAPITAL LETTER DE
        176, 96,
        // U+0415 CYRILLIC CAPITAL LETTER IE
        208, 208, 208, 208, 208,
        // U+0416 CYRILLIC CAPITAL LETTER ZHE
        -304, -304, -112, -144, -144, -32, -32, -32,
        -32, -80, -80, -80, -80, -80, -80, -96,
        -80, -32, -144, -144, -304, -20, -144, -304,
        -32, -32, -32, -32, -32, -32, -128, -32,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -304, -80, -32, -80, -32,
        -80, -32, -80, -32, -80, -80, -80, -80,
        -80, -80, -80, -80, -32, -80, -32, -80,
        -32, -80, -32, -80, -32, -80, -32, -80,
        -32, -80, -32, -80, -32, -32, -32, -144,
        -96, -112, -32, -80, -96, -80, -80, -176,
        -80, -160, -128, -80, -80, -80, -144, -32,
        -80, -32, -96, -32, -304, -304, -144, -144,
        -144,
        // U+0418 CYRILLIC CAPITAL LETTER I
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0419 CYRILLIC CAPITAL LETTER SHORT I
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+041A CYRILLIC CAPITAL LETTER KA
        -304, -304, -192, -96, -96, -96, -96, -96,
        -112, -112, -112, -112, 96, -112, -112, -96,
        -112, -176, -112, -304, -112, -96, -144, -144,
        -304, -42, -96, -96, -128, -96, -96, -96,
        -96, -96, -96, -96, -112, -112, -112, -112,
        -112, 96, 96, 96, 240, -112, -112, -112,
        -112, -112, -112, -304, -112, -96, -96, -96,
        -96, -112, -112, -96, -112, -96, -112, -96,
        -112, -96, -112, -112, -112, -112, -112, -112,
        -112, -112, -96, -112, -96, -112, -96, -112,
        -96, -112, 240, 240, 240, 96, 96, 96,
        -96, -112, -96, -112, -96, -112, -96, -112,
        -96, -96, -96, -96, -96, -96, -176, -112,
        -96, -96, -96, -96, -96, -112, -112, -112,
        -112, -112, 96, -112, -112, -112, 96, 240,
        -112, -144, -96, -112, -96, -96, -304, -304,
        -96, -96, -96, -96,
        // U+041B CYRILLIC CAPITAL LETTER EL
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+041C CYRILLIC CAPITAL LETTER EM
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+041D CYRILLIC CAPITAL LETTER EN
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+041E CYRILLIC CAPITAL LETTER O
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+041F CYRILLIC CAPITAL LETTER PE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0420 CYRILLIC CAPITAL LETTER ER
        -96, -128, -112, -128, -96, -208, -272, -16,
        -16, -16, -16, -16, -16, -128, -16, -128,
        -128, -128, -208, -208, -208, -208, -208, -208,
        -208, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -128, -16, -208, -208,
        -208, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -16, -16, -16, -16,
        -272, -16, -16, -16, -16, -272, -208, -16,
        -16, -16, -16, -16, -16, -16, -400, -400,
        -272, -16, -128, -128,
        // U+0421 CYRILLIC CAPITAL LETTER ES
        -16, -112, 96, 96, 96, 96, -16, -16,
        96,
        // U+0422 CYRILLIC CAPITAL LETTER TE
        -96, -208, -96, -208, -96, -224, -192, -96,
        -96, -224, -240, -84, -84, -256, -84, -84,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -176, -176, -128, -208, -224, -84, -368, -208,
        -208, -208, -224, -144, -240, -240, -240, -240,
        -240, -240, -240, -84, -84, -84, -84, -84,
        -84, -84, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -208, -224,
        -208, -208, -208, -144, -176, -96, -240, -208,
        -240, -208, -240, -208, -84, -224, -84, -224,
        -84, -224, -84, -224, -224, -224, -224, -224,
        -224, -224, -224, -84, -224, -84, -224, -84,
        -224, -84, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -84, -224, -84, -224, -84,
        -224, -84, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -84, -256,
        -240, -84, -84, -84, -84, -208, -160, -160,
        -224, -176, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -176, -176, -224, -176, -160,
        -208, -160, -160, -176, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -84,
        -224, -84, -84, -208, -208,
        // U+0423 CYRILLIC CAPITAL LETTER U
        -176, -224, -96, -224, -96, -192, -176, -176,
        -288, -272, -208, -96, -96, -96, -96, -96,
        128, -200, -216, -216, -216, -216, -112, -112,
        -216, -112, -216, -112, -192, -112, -224, -216,
        -96, -256, -144, -224, -24, -272, -112, -144,
        -176, -208, -208, -208, -208, -208, -208, -208,
        -96, -96, -96, -96, -96, -96, -128, -96,
        -200, -200, -200, -200, -200, -200, -200, -216,
        -216, -216, -216, -216, -80, -216, -112, -216,
        -216, -216, -216, -216, -224, -216, -112, -112,
        -112, -112, -208, -200, -208, -200, -208, -200,
        -96, -216, -96, -216, -96, -216, -96, -216,
        -216, -216, -216, -216, -216, -216, -216, -96,
        -216, -96, -216, -96, -216, -96, -216, -96,
        -112, -112, -112, -112, -96, -160, -96, -216,
        -96, -216, -96, -216, -112, -112, -112, -192,
        -192, -192, -192, 128, 128, 128, -112, -112,
        -112, -112, -112, -112, -192, 128, 128, -96,
        -96, 128, -208, -96, -96, 128, -96, 128,
        -96, -200, -112, -112, -216, -112, -112, -112,
        -112, -112, -216, -112, -112, -216, -216, -112,
        -200, -112, -112, -112, -112, -192, -216, -216,
        -112, -216, -192, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -96, -216, -96, -96,
        -224, -224, -96, -272, -272, -272,
        // U+0424 CYRILLIC CAPITAL LETTER EF
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -144,
        -84, -96, -32, -96, -96, -144, -96, -144,
        -128,
        // U+0425 CYRILLIC CAPITAL LETTER HA
        -192, -192, -160, -144, -32, -32, -32, -32,
        -80, -80, -80, -80, -80, -80, -192, -80,
        -32, -112, -192, -192, -20, -144, -128, -32,
        -32, -32, -32, -32, -32, -32, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -192, -80, -32, -80, -32, -80, -32,
        -80, -32, -80, -80, -80, -80, -80, -80,
        -80, -80, -32, -80, -32, -80, -32, -80,
        -32, -80, -32, -80, -32, -80, -32, -80,
        -32, -80, -32, -32, -32, -32, -32, -80,
        -80, -80, -80, -80, -80, -80, -112, -32,
        -80, -32, -32, -192, -192, -144, -144, -144,
        // U+0426 CYRILLIC CAPITAL LETTER TSE
        176, 96,
        // U+0427 CYRILLIC CAPITAL LETTER CHE
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0428 CYRILLIC CAPITAL LETTER SHA
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0429 CYRILLIC CAPITAL LETTER SHCHA
        176, 96,
        // U+042A CYRILLIC CAPITAL LETTER HARD SIGN
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+042B CYRILLIC CAPITAL LETTER YERU
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+042C CYRILLIC CAPITAL LETTER SOFT SIGN
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+042D CYRILLIC CAPITAL LETTER E
        -128, -128, -112, -96, -84, -96, -32, -96,
        -96, -112, -16, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -84, -84,
        -84, -96, -96, -84, -84, -84, -96, -32,
        -84, -96, -32, -84, -96, -112, -96, -112,
        -128,
        // U+042E CYRILLIC CAPITAL LETTER YU
        -128, -128, -112, -96, -96, -128,
        // U+042F CYRILLIC CAPITAL LETTER YA
        96, 224, 208, 208, 208, 208, 96, 208,
        // U+0430 CYRILLIC SMALL LETTER A
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0431 CYRILLIC SMALL LETTER BE
        -96,
        // U+0432 CYRILLIC SMALL LETTER VE
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0433 CYRILLIC SMALL LETTER GHE
        -80, -256, -80, -256, -176, -144, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -112,
        -96, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -176, -176, -176,
        -176, -176, -176, -176, -176, -80, -128, -80,
        -128, -80, -80, -80, -80, -80, -80, -80,
        -128, -336, -336, -256, -112, -80, -80, -80,
        // U+0434 CYRILLIC SMALL LETTER DE
        128,
        // U+0435 CYRILLIC SMALL LETTER IE
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+0436 CYRILLIC SMALL LETTER ZHE
        -64, -64, -96, -176, -64, -64, -64, -64,
        -64, -64, -64, -64, -96, -64, -64, -96,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -176, -176, -176, -176, -176, -176, -176,
        -176, -64, -64, -64, -64, -96, -64, -64,
        -64, -96, -64, -64, -64, -96, -96, -96,
        // U+0437 CYRILLIC SMALL LETTER ZE
        -112, -112,
        // U+0438 CYRILLIC SMALL LETTER I
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0439 CYRILLIC SMALL LETTER SHORT I
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+043A CYRILLIC SMALL LETTER KA
        -128, -128, -128, -240, -160, -64, -64, -64,
        -64, -64, -64, -128, -64, -144, -192, -128,
        -128, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -128, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -160, -160, -160, -160, -160, -160, -160,
        -160, -64, -64, -64, -64, -64, -64, -64,
        -144, -64, -128, -128,
        // U+043B CYRILLIC SMALL LETTER EL
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+043C CYRILLIC SMALL LETTER EM
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+043D CYRILLIC SMALL LETTER EN
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+043E CYRILLIC SMALL LETTER O
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+043F CYRILLIC SMALL LETTER PE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0440 CYRILLIC SMALL LETTER ER
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+0441 CYRILLIC SMALL LETTER ES
        -208, -176, -16, -16, -176, -208, -208, -208,
        -176, -176, -208, -208, -208, -208, -176, -208,
        -16, -32, -16, -32,
        // U+0442 CYRILLIC SMALL LETTER TE
        -80, -256, -80, -256, -176, -144, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -112,
        -96, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -176, -176, -176,
        -176, -176, -176, -176, -176, -80, -128, -80,
        -128, -80, -80, -80, -80, -80, -80, -80,
        -128, -208, -208, -256, -112, -80, -80, -80,
        // U+0443 CYRILLIC SMALL LETTER U
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -48, -56, -56, -56, -56, -56,
        -56, -56, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -48, -48, -48,
        -48, -48, -48, -48, -56, -56, -56, -56,
        -56, 112, 112, -56, -56, -56, -56, -56,
        -56, -56, -192, -48, -192, -48, -192, -48,
        -56, -56, -56, -56, -56, -56, -56, -56,
        -56, -56, -56, -56, -56, -56, -56, 112,
        112, 128, 112, -176, -56, -56, -56, -56,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -48, -128, -56,
        -128, -56, -56, -56, -48, -56, -56, -56,
        112, -128, 100, -224, 100, -224, -208, -112,
        -56, -112, -112, -112,
        // U+0444 CYRILLIC SMALL LETTER EF
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+0445 CYRILLIC SMALL LETTER HA
        -64, -64, -96, -176, -64, -64, -64, -64,
        -64, -64, -64, -64, -96, -64, -64, -96,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -176, -176, -176, -176, -176, -176, -176,
        -176, -64, -64, -64, -64, -64, -64, -64,
        -96, -64, -64, -64, -96, -96, -96,
        // U+0446 CYRILLIC SMALL LETTER TSE
        -56, -56, -40, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -28, -28, -44, -28, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -28,
        32, -56, -16, -56, -56, -56, 32, 32,
        32, 32, 32, 32, 32, -32, -44, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -56, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -28, -28, -28, -28, -96, -96, -96, -28,
        -44, -44, -28, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -44, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -28, -16,
        -16, 32, -16, -28, 32, 32, -112, 80,
        -112, 80, -32, 32, -16, 32, 32, -56,
        -56,
        // U+0447 CYRILLIC SMALL LETTER CHE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0448 CYRILLIC SMALL LETTER SHA
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0449 CYRILLIC SMALL LETTER SHCHA
        -56, -56, -40, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -28, -28, -44, -28, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -28,
        32, -56, -16, -56, -56, -56, 32, 32,
        32, 32, 32, 32, 32, -32, -44, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -56, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -28, -28, -28, -28, -96, -96, -96, -28,
        -44, -44, -28, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -44, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -28, -16,
        -16, 32, -16, -28, 32, 32, -112, 80,
        -112, 80, -32, 32, -16, 32, 32, -56,
        -56,
        // U+044A CYRILLIC SMALL LETTER HARD SIGN
        -80, -280, -280, -80, -480, -280, -80, -80,
        -80, -64, -80, -80, -160, -160, -480, -80,
        -80, -280, -280, -280, -80, -480, -80, -480,
        -280, -280, -280, -80, -280, -480, -80, -280,
        -64, -160, -80, -64, -160, -80, -200, -200,
        // U+044B CYRILLIC SMALL LETTER YERU
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+044C CYRILLIC SMALL LETTER SOFT SIGN
        -80, -280, -280, -80, -480, -280, -80, -80,
        -80, -64, -80, -80, -160, -160, -480, -80,
        -80, -280, -280, -280, -80, -480, -80, -480,
        -280, -280, -280, -80, -280, -480, -80, -280,
        -64, -160, -80, -64, -160, -80, -200, -200,
        // U+044D CYRILLIC SMALL LETTER E
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+044E CYRILLIC SMALL LETTER YU
        -32, -96, -112, -144, -144, -80, -240, -144,
        -32, -56, -52, -64, -56, -32, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -240, -56, -56, -96, -96, -96, -112, -112,
        -112, -144, -52, -240, -56, -240, -112, -112,
        -112, -96, -80, -112, -240, -80, -112, -64,
        -112, -56, -64, -112, -56, -176, -176,
        // U+044F CYRILLIC SMALL LETTER YA
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0450 CYRILLIC SMALL LETTER IE WITH GRAVE
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+0451 CYRILLIC SMALL LETTER IO
        -144, -144, -144, -240, -144, -48, -40, -48,
        -48, -240, -48, -48, -144, -144, -144, -144,
        -240, -48, -240, -144, -144, -144, -144, -240,
        -144, -40, -56, -48, -40, -56, -48,
        // U+0452 CYRILLIC SMALL LETTER DJE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0453 CYRILLIC SMALL LETTER GJE
        -80, -256, -80, -256, -176, -144, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -112,
        -96, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -176, -176, -176,
        -176, -176, -176, -176, -176, -80, -128, -80,
        -128, -80, -80, -80, -80, -80, -80, -80,
        -128, -336, -336, -256, -112, -80, -80, -80,
        // U+0454 CYRILLIC SMALL LETTER UKRAINIAN IE
        -208, -176, -16, -16, -176, -208, -208, -208,
        -176, -176, -208, -208, -208, -208, -176, -208,
        -16, -32, -16, -32,
        // U+0455 CYRILLIC SMALL LETTER DZE
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0457 CYRILLIC SMALL LETTER YI
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 256, -160, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 96, 256, 96, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 96, 112, 256,
        112, 256, 256, 96, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 256, 112,
        256, 112, -160, 112, 112, 112, 112, 208,
        // U+0458 CYRILLIC SMALL LETTER JE
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0459 CYRILLIC SMALL LETTER LJE
        -80, -280, -280, -80, -480, -280, -80, -80,
        -80, -64, -80, -80, -160, -160, -480, -80,
        -80, -280, -280, -280, -80, -480, -80, -480,
        -280, -280, -280, -80, -280, -480, -80, -280,
        -64, -160, -80, -64, -160, -80, -200, -200,
        // U+045A CYRILLIC SMALL LETTER NJE
        -80, -280, -280, -80, -480, -280, -80, -80,
        -80, -64, -80, -80, -160, -160, -480, -80,
        -80, -280, -280, -280, -80, -480, -80, -480,
        -280, -280, -280, -80, -280, -480, -80, -280,
        -64, -160, -80, -64, -160, -80, -200, -200,
        // U+045B CYRILLIC SMALL LETTER TSHE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+045C CYRILLIC SMALL LETTER KJE
        -128, -128, -128, -240, -160, -64, -64, -64,
        -64, -64, -64, -128, -64, -144, -192, -128,
        -128, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -128, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -160, -160, -160, -160, -160, -160, -160,
        -160, -64, -64, -64, -64, -64, -64, -64,
        -144, -64, -128, -128,
        // U+045D CYRILLIC SMALL LETTER I WITH GRAVE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+045E CYRILLIC SMALL LETTER SHORT U
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -48, -56, -56, -56, -56, -56,
        -56, -56, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -48, -48, -48,
        -48, -48, -48, -48, -56, -56, -56, -56,
        -56, 112, 112, -56, -56, -56, -56, -56,
        -56, -56, -192, -48, -192, -48, -192, -48,
        -56, -56, -56, -56, -56, -56, -56, -56,
        -56, -56, -56, -56, -56, -56, -56, 112,
        112, 128, 112, -176, -56, -56, -56, -56,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -48, -128, -56,
        -128, -56, -56, -56, -48, -56, -56, -56,
        112, -128, 100, -224, 100, -224, -208, -112,
        -56, -112, -112, -112,
        // U+045F CYRILLIC SMALL LETTER DZHE
        -112, -128, -144, -144, -208, -144, -56, -56,
        -24, -208, -56, -56, -128, -128, -128, -144,
        -208, -56, -208, -128, -128, -128, -128, -208,
        -128, -120, -56, -120, -56, -128, -128,
        // U+0E3F THAI CURRENCY SYMBOL BAHT
        96, 96, 96, 96, 96,
        // U+2018 LEFT SINGLE QUOTATION MARK
        -176, -240, -240, -272, -176, -272, -416, -176,
        -272, -272, -272, -272, -272, -272, -272, -272,
        -272, -272, -416, -416, -176, -272, -144, -176,
        -160, -240, -240, -352, -352, -240,
        // U+2019 RIGHT SINGLE QUOTATION MARK
        -352, -192, -176, -280, -176, -280, -400, -128,
        -272, -128, -112, -160, -160, -272, -160, -160,
        -384, -352, -112, -160, -176, -176, -176, -176,
        -60, -60, -176, -60, -176, -60, -216, 40,
        -112, 40, 40, -128, -176, -240, -176, -176,
        -160, -128, -32, -176, -192, -384, -384, -384,
        -384, -384, -384, -384, -160, -160, -160, -160,
        -160, -160, -160, -176, -176, -176, -176, -176,
        -176, -60, -176, -176, -176, -176, -176, -176,
        -176, -112, -112, -112, -112, 40, 40, -384,
        -160, -384, -160, -384, -160, -176, -176, -176,
        -176, -176, -176, -176, -176, -176, -176, -176,
        -176, -176, -176, -176, -352, -60, -60, -60,
        -60, -176, -176, -176, -176, -60, -60, -60,
        -216, -216, -216, -216, 40, 40, 40, -112,
        -112, -112, -112, -112, -112, 40, -216, 40,
        -352, -144, -384, -112, -144, -160, -128, -60,
        -60, -160, -176, -60, -60, -60, -176, -60,
        -60, -176, -60, -60, -176, 40, -176, -60,
        -160, -60, -60, -60, -60, -96, -176, -176,
        -60, -176, -216, -176, -60, -60, -60, 40,
        -60, -528, -528, -280, -240, -176, -176, -176,
        -160, -160, -160,
        // U+201A SINGLE LOW-9 QUOTATION MARK
        -192, -272, -256, -176, -304, -256, -144, -144,
        -304, -144, -144, -272, -272, -272, -176, -304,
        -144, -304, -272, -272, -272, 144, -272, -304,
        -176, -144, 176, -144, -144, -96, -112, -144,
        -352, -272, -352, -272,
        // U+201C LEFT DOUBLE QUOTATION MARK
        -176, -240, -240, -272, -176, -272, -416, -176,
        -272, -272, -272, -272, -272, -272, -272, -272,
        -272, -272, -416, -416, -176, -272, -144, -176,
        -160, -240, -240, -352, -352, -240,
        // U+201D RIGHT DOUBLE QUOTATION MARK
        -352, -192, -176, -280, -176, -280, -400, -128,
        -272, -128, -112, -160, -160, -272, -160, -160,
        -384, -352, -112, -160, -176, -176, -176, -176,
        -60, -60, -176, -60, -176, -60, -216, 40,
        -112, 40, 40, -128, -176, -240, -176, -176,
        -160, -128, -32, -176, -192, -384, -384, -384,
        -384, -384, -384, -384, -160, -160, -160, -160,
        -160, -160, -160, -176, -176, -176, -176, -176,
        -176, -60, -176, -176, -176, -176, -176, -176,
        -176, -112, -112, -112, -112, 40, 40, -384,
        -160, -384, -160, -384, -160, -176, -176, -176,
        -176, -176, -176, -176, -176, -176, -176, -176,
        -176, -176, -176, -176, -352, -60, -60, -60,
        -60, -176, -176, -176, -176, -60, -60, -60,
        -216, -216, -216, -216, 40, 40, 40, -112,
        -112, -112, -112, -112, -112, 40, -216, 40,
        -352, -144, -384, -112, -144, -160, -128, -60,
        -60, -160, -176, -60, -60, -60, -176, -60,
        -60, -176, -60, -60, -176, 40, -176, -60,
        -160, -60, -60, -60, -60, -96, -176, -176,
        -60, -176, -216, -176, -60, -60, -60, 40,
        -60, -528, -528, -280, -240, -176, -176, -176,
        -160, -160, -160,
        // U+201E DOUBLE LOW-9 QUOTATION MARK
        -192, -272, -256, -176, -304, -256, -144, -144,
        -304, -144, -144, -272, -272, -272, -176, -304,
        -144, -304, -272, -272, -272, 144, -272, -304,
        -176, -144, 176, -144, -144, -96, -112, -144,
        -352, -272, -352, -272,
        // U+2026 HORIZONTAL ELLIPSIS
        -232, -232, -72, -244, -76, -40, -72, -40,
        -64, -20, -252, -96, -96, -384, -144, -96,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -72, -256, -256, -160, -384,
        -160,
        // U+2039 SINGLE LEFT-POINTING ANGLE QUOTATION MARK
        -96, -144, -176, -96, -96, -96, -96, -96,
        -96, -96, -176, -96, -96, -96, -144, -144,
        -144, -176, -176, -144, -144, -144, -96, -144,
        -176, -192,
        // U+203A SINGLE RIGHT-POINTING ANGLE QUOTATION MARK
        -112, -144, -128, -144, -96, -96, -368, -176,
        -160, -112, -256, -96, -176, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -256, -96, -96, -96, -96, -96, -368, -368,
        -368, -160, -96, -256, -96, -256, -96, -96,
        -96, -368, -368, -96, -368, -96, -144, -96,
        -368, -256, -112, -192, -96, -96, -96, -96,
        -240, -240,
        // U+20A1 COLON SIGN
        -16, -112, 96, 96, 96, 96, -16, -16,
        96,
        // U+20A8 RUPEE SIGN
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+20B2 GUARANI SIGN
        -64, -84, -64, -16, -64, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -64,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -84,
        -84, -84, -64, -64, -84, -84, -84, -64,
        -16, -84, -64, -16, -84, 96, 96, 96,
        96,
        // U+20B5 CEDI SIGN
        -16, -112, 96, 96, 96, 96, -16, -16,
        96,
        // U+20BD RUBLE SIGN
        -192, -192, -112, -144, -192,
        // U+20BF BITCOIN SIGN
        96, 96, 96, 96, 96,
        // U+2190 LEFTWARDS ARROW
        -96, -32, -64, -208, -144, -144, -176, -224,
        -144, -64, -48, -224, -96, -96, -208, -144,
        -224, -224, -208, -208, -208, -304, -144, -208,
        -224, -176, -192, -64, -80, -64, -80, -176,
        -176,
        // U+2212 MINUS SIGN
        -96, -32, -64, -208, -144, -144, -176, -224,
        -144, -64, -48, -224, -96, -96, -208, -144,
        -224, -224, -208, -208, -208, -304, -144, -208,
        -224, -176, -192, -64, -80, -64, -80, -176,
        -176,
        // U+221E INFINITY
        -96, -96, -96, -96, -96,
        // U+2248 ALMOST EQUAL TO
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
        // U+2264 LESS-THAN OR EQUAL TO
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
        // U+2265 GREATER-THAN OR EQUAL TO
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
    ]

    /// Inter Semi Bold: every covered scalar the font has a glyph for (499 rows), sorted by scalar value; U+0020-U+007E and U+00A0-U+00FF come first, contiguous.
    static let semiBoldAdvances: [AdvanceEntry] = [
        AdvanceEntry(0x0020, 699, 699),  // U+0020 SPACE (uni0020)
        AdvanceEntry(0x0021, 870, 870),  // U+0021 EXCLAMATION MARK (uni0021)
        AdvanceEntry(0x0022, 1115, 1115),  // U+0022 QUOTATION MARK (uni0022)
        AdvanceEntry(0x0023, 1811, 1811),  // U+0023 NUMBER SIGN (uni0023)
        AdvanceEntry(0x0024, 1828, 1828),  // U+0024 DOLLAR SIGN (uni0024)
        AdvanceEntry(0x0025, 2376, 2376),  // U+0025 PERCENT SIGN (uni0025)
        AdvanceEntry(0x0026, 1866, 1866),  // U+0026 AMPERSAND (uni0026)
        AdvanceEntry(0x0027, 600, 600),  // U+0027 APOSTROPHE (uni0027)
        AdvanceEntry(0x0028, 1108, 1108),  // U+0028 LEFT PARENTHESIS (uni0028)
        AdvanceEntry(0x0029, 1108, 1108),  // U+0029 RIGHT PARENTHESIS (uni0029)
        AdvanceEntry(0x002A, 1530, 1530),  // U+002A ASTERISK (uni002A)
        AdvanceEntry(0x002B, 1894, 1894),  // U+002B PLUS SIGN (uni002B)
        AdvanceEntry(0x002C, 831, 819, true, -6),  // U+002C COMMA (uni002C)
        AdvanceEntry(0x002D, 1312, 1312),  // U+002D HYPHEN-MINUS (uni002D)
        AdvanceEntry(0x002E, 818, 818, true, 6),  // U+002E FULL STOP (uni002E)
        AdvanceEntry(0x002F, 1066, 1066),  // U+002F SOLIDUS (uni002F)
        AdvanceEntry(0x0030, 1878, 1888, true, 5),  // U+0030 DIGIT ZERO (uni0030)
        AdvanceEntry(0x0031, 1354, 1888, true, 280),  // U+0031 DIGIT ONE (uni0031)
        AdvanceEntry(0x0032, 1750, 1888, true, 69),  // U+0032 DIGIT TWO (uni0032)
        AdvanceEntry(0x0033, 1835, 1888, true, 27),  // U+0033 DIGIT THREE (uni0033)
        AdvanceEntry(0x0034, 1875, 1885, true, 0),  // U+0034 DIGIT FOUR (uni0034)
        AdvanceEntry(0x0035, 1781, 1888, true, 47),  // U+0035 DIGIT FIVE (uni0035)
        AdvanceEntry(0x0036, 1825, 1888, true, 32),  // U+0036 DIGIT SIX (uni0036)
        AdvanceEntry(0x0037, 1653, 1888, true, 119),  // U+0037 DIGIT SEVEN (uni0037)
        AdvanceEntry(0x0038, 1819, 1888, true, 34),  // U+0038 DIGIT EIGHT (uni0038)
        AdvanceEntry(0x0039, 1825, 1888, true, 29),  // U+0039 DIGIT NINE (uni0039)
        AdvanceEntry(0x003A, 818, 818, true, 6),  // U+003A COLON (uni003A)
        AdvanceEntry(0x003B, 831, 814, true, 0),  // U+003B SEMICOLON (uni003B)
        AdvanceEntry(0x003C, 1894, 1894),  // U+003C LESS-THAN SIGN (uni003C)
        AdvanceEntry(0x003D, 1894, 1894),  // U+003D EQUALS SIGN (uni003D)
        AdvanceEntry(0x003E, 1894, 1894),  // U+003E GREATER-THAN SIGN (uni003E)
        AdvanceEntry(0x003F, 1532, 1532),  // U+003F QUESTION MARK (uni003F)
        AdvanceEntry(0x0040, 2814, 2814),  // U+0040 COMMERCIAL AT (uni0040)
        AdvanceEntry(0x0041, 2038, 2038),  // U+0041 LATIN CAPITAL LETTER A (uni0041)
        AdvanceEntry(0x0042, 1851, 1851),  // U+0042 LATIN CAPITAL LETTER B (uni0042)
        AdvanceEntry(0x0043, 2094, 2094),  // U+0043 LATIN CAPITAL LETTER C (uni0043)
        AdvanceEntry(0x0044, 2040, 2040),  // U+0044 LATIN CAPITAL LETTER D (uni0044)
        AdvanceEntry(0x0045, 1711, 1711),  // U+0045 LATIN CAPITAL LETTER E (uni0045)
        AdvanceEntry(0x0046, 1649, 1649),  // U+0046 LATIN CAPITAL LETTER F (uni0046)
        AdvanceEntry(0x0047, 2126, 2126),  // U+0047 LATIN CAPITAL LETTER G (uni0047)
        AdvanceEntry(0x0048, 2095, 2095),  // U+0048 LATIN CAPITAL LETTER H (uni0048)
        AdvanceEntry(0x0049, 774, 774),  // U+0049 LATIN CAPITAL LETTER I (uni0049)
        AdvanceEntry(0x004A, 1579, 1579),  // U+004A LATIN CAPITAL LETTER J (uni004A)
        AdvanceEntry(0x004B, 1906, 1906),  // U+004B LATIN CAPITAL LETTER K (uni004B)
        AdvanceEntry(0x004C, 1594, 1594),  // U+004C LATIN CAPITAL LETTER L (uni004C)
        AdvanceEntry(0x004D, 2552, 2552),  // U+004D LATIN CAPITAL LETTER M (uni004D)
        AdvanceEntry(0x004E, 2086, 2086),  // U+004E LATIN CAPITAL LETTER N (uni004E)
        AdvanceEntry(0x004F, 2182, 2182),  // U+004F LATIN CAPITAL LETTER O (uni004F)
        AdvanceEntry(0x0050, 1812, 1812),  // U+0050 LATIN CAPITAL LETTER P (uni0050)
        AdvanceEntry(0x0051, 2184, 2184),  // U+0051 LATIN CAPITAL LETTER Q (uni0051)
        AdvanceEntry(0x0052, 1832, 1832),  // U+0052 LATIN CAPITAL LETTER R (uni0052)
        AdvanceEntry(0x0053, 1828, 1828),  // U+0053 LATIN CAPITAL LETTER S (uni0053)
        AdvanceEntry(0x0054, 1858, 1858),  // U+0054 LATIN CAPITAL LETTER T (uni0054)
        AdvanceEntry(0x0055, 2066, 2066),  // U+0055 LATIN CAPITAL LETTER U (uni0055)
        AdvanceEntry(0x0056, 2038, 2038),  // U+0056 LATIN CAPITAL LETTER V (uni0056)
        AdvanceEntry(0x0057, 2835, 2835),  // U+0057 LATIN CAPITAL LETTER W (uni0057)
        AdvanceEntry(0x0058, 1944, 1944),  // U+0058 LATIN CAPITAL LETTER X (uni0058)
        AdvanceEntry(0x0059, 1984, 1984),  // U+0059 LATIN CAPITAL LETTER Y (uni0059)
        AdvanceEntry(0x005A, 1838, 1838),  // U+005A LATIN CAPITAL LETTER Z (uni005A)
        AdvanceEntry(0x005B, 1108, 1108),  // U+005B LEFT SQUARE BRACKET (uni005B)
        AdvanceEntry(0x005C, 1066, 1066),  // U+005C REVERSE SOLIDUS (uni005C)
        AdvanceEntry(0x005D, 1108, 1108),  // U+005D RIGHT SQUARE BRACKET (uni005D)
        AdvanceEntry(0x005E, 1355, 1355),  // U+005E CIRCUMFLEX ACCENT (uni005E)
        AdvanceEntry(0x005F, 1318, 1318),  // U+005F LOW LINE (uni005F)
        AdvanceEntry(0x0060, 1400, 1400),  // U+0060 GRAVE ACCENT (uni0060)
        AdvanceEntry(0x0061, 1618, 1618),  // U+0061 LATIN SMALL LETTER A (uni0061)
        AdvanceEntry(0x0062, 1775, 1775),  // U+0062 LATIN SMALL LETTER B (uni0062)
        AdvanceEntry(0x0063, 1626, 1626),  // U+0063 LATIN SMALL LETTER C (uni0063)
        AdvanceEntry(0x0064, 1775, 1775),  // U+0064 LATIN SMALL LETTER D (uni0064)
        AdvanceEntry(0x0065, 1669, 1669),  // U+0065 LATIN SMALL LETTER E (uni0065)
        AdvanceEntry(0x0066, 1062, 1062),  // U+0066 LATIN SMALL LETTER F (uni0066)
        AdvanceEntry(0x0067, 1761, 1761),  // U+0067 LATIN SMALL LETTER G (uni0067)
        AdvanceEntry(0x0068, 1726, 1726),  // U+0068 LATIN SMALL LETTER H (uni0068)
        AdvanceEntry(0x0069, 734, 734),  // U+0069 LATIN SMALL LETTER I (uni0069)
        AdvanceEntry(0x006A, 734, 734),  // U+006A LATIN SMALL LETTER J (uni006A)
        AdvanceEntry(0x006B, 1602, 1602),  // U+006B LATIN SMALL LETTER K (uni006B)
        AdvanceEntry(0x006C, 734, 734),  // U+006C LATIN SMALL LETTER L (uni006C)
        AdvanceEntry(0x006D, 2528, 2528),  // U+006D LATIN SMALL LETTER M (uni006D)
        AdvanceEntry(0x006E, 1717, 1717),  // U+006E LATIN SMALL LETTER N (uni006E)
        AdvanceEntry(0x006F, 1712, 1712),  // U+006F LATIN SMALL LETTER O (uni006F)
        AdvanceEntry(0x0070, 1759, 1759),  // U+0070 LATIN SMALL LETTER P (uni0070)
        AdvanceEntry(0x0071, 1759, 1759),  // U+0071 LATIN SMALL LETTER Q (uni0071)
        AdvanceEntry(0x0072, 1117, 1117),  // U+0072 LATIN SMALL LETTER R (uni0072)
        AdvanceEntry(0x0073, 1546, 1546),  // U+0073 LATIN SMALL LETTER S (uni0073)
        AdvanceEntry(0x0074, 1070, 1070),  // U+0074 LATIN SMALL LETTER T (uni0074)
        AdvanceEntry(0x0075, 1713, 1713),  // U+0075 LATIN SMALL LETTER U (uni0075)
        AdvanceEntry(0x0076, 1622, 1622),  // U+0076 LATIN SMALL LETTER V (uni0076)
        AdvanceEntry(0x0077, 2358, 2358),  // U+0077 LATIN SMALL LETTER W (uni0077)
        AdvanceEntry(0x0078, 1584, 1584),  // U+0078 LATIN SMALL LETTER X (uni0078)
        AdvanceEntry(0x0079, 1622, 1622),  // U+0079 LATIN SMALL LETTER Y (uni0079)
        AdvanceEntry(0x007A, 1582, 1582),  // U+007A LATIN SMALL LETTER Z (uni007A)
        AdvanceEntry(0x007B, 1108, 1108),  // U+007B LEFT CURLY BRACKET (uni007B)
        AdvanceEntry(0x007C, 1008, 1008),  // U+007C VERTICAL LINE (uni007C)
        AdvanceEntry(0x007D, 1108, 1108),  // U+007D RIGHT CURLY BRACKET (uni007D)
        AdvanceEntry(0x007E, 1894, 1894),  // U+007E TILDE (uni007E)
        AdvanceEntry(0x00A0, 699, 699),  // U+00A0 NO-BREAK SPACE (uni00A0)
        AdvanceEntry(0x00A1, 870, 870),  // U+00A1 INVERTED EXCLAMATION MARK (uni00A1)
        AdvanceEntry(0x00A2, 1626, 1626),  // U+00A2 CENT SIGN (uni00A2)
        AdvanceEntry(0x00A3, 1853, 1853),  // U+00A3 POUND SIGN (uni00A3)
        AdvanceEntry(0x00A4, 2114, 2114),  // U+00A4 CURRENCY SIGN (uni00A4)
        AdvanceEntry(0x00A5, 1589, 1589),  // U+00A5 YEN SIGN (uni00A5)
        AdvanceEntry(0x00A6, 897, 897),  // U+00A6 BROKEN BAR (uni00A6)
        AdvanceEntry(0x00A7, 1630, 1630),  // U+00A7 SECTION SIGN (uni00A7)
        AdvanceEntry(0x00A8, 1558, 1558),  // U+00A8 DIAERESIS (uni00A8)
        AdvanceEntry(0x00A9, 2576, 2576),  // U+00A9 COPYRIGHT SIGN (uni00A9)
        AdvanceEntry(0x00AA, 1336, 1336),  // U+00AA FEMININE ORDINAL INDICATOR (uni00AA)
        AdvanceEntry(0x00AB, 1682, 1682),  // U+00AB LEFT-POINTING DOUBLE ANGLE QUOTATION MARK (uni00AB)
        AdvanceEntry(0x00AC, 1595, 1595),  // U+00AC NOT SIGN (uni00AC)
        AdvanceEntry(0x00AD, 1312, 1312),  // U+00AD SOFT HYPHEN (uni00AD)
        AdvanceEntry(0x00AE, 1875, 1875),  // U+00AE REGISTERED SIGN (uni00AE)
        AdvanceEntry(0x00AF, 1482, 1482),  // U+00AF MACRON (uni00AF)
        AdvanceEntry(0x00B0, 1290, 1290),  // U+00B0 DEGREE SIGN (uni00B0)
        AdvanceEntry(0x00B1, 1894, 1894),  // U+00B1 PLUS-MINUS SIGN (uni00B1)
        AdvanceEntry(0x00B2, 1190, 1190),  // U+00B2 SUPERSCRIPT TWO (uni00B2)
        AdvanceEntry(0x00B3, 1234, 1234),  // U+00B3 SUPERSCRIPT THREE (uni00B3)
        AdvanceEntry(0x00B4, 1400, 1400),  // U+00B4 ACUTE ACCENT (uni00B4)
        AdvanceEntry(0x00B5, 1835, 1835),  // U+00B5 MICRO SIGN (uni00B5)
        AdvanceEntry(0x00B6, 1707, 1707),  // U+00B6 PILCROW SIGN (uni00B6)
        AdvanceEntry(0x00B7, 818, 818),  // U+00B7 MIDDLE DOT (uni00B7)
        AdvanceEntry(0x00B8, 954, 954),  // U+00B8 CEDILLA (uni00B8)
        AdvanceEntry(0x00B9, 896, 896),  // U+00B9 SUPERSCRIPT ONE (uni00B9)
        AdvanceEntry(0x00BA, 1331, 1331),  // U+00BA MASCULINE ORDINAL INDICATOR (uni00BA)
        AdvanceEntry(0x00BB, 1688, 1688),  // U+00BB RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK (uni00BB)
        AdvanceEntry(0x00BC, 2480, 2480),  // U+00BC VULGAR FRACTION ONE QUARTER (uni00BC)
        AdvanceEntry(0x00BD, 2589, 2589),  // U+00BD VULGAR FRACTION ONE HALF (uni00BD)
        AdvanceEntry(0x00BE, 2702, 2702),  // U+00BE VULGAR FRACTION THREE QUARTERS (uni00BE)
        AdvanceEntry(0x00BF, 1532, 1532),  // U+00BF INVERTED QUESTION MARK (uni00BF)
        AdvanceEntry(0x00C0, 2038, 2038),  // U+00C0 LATIN CAPITAL LETTER A WITH GRAVE (uni00C0)
        AdvanceEntry(0x00C1, 2038, 2038),  // U+00C1 LATIN CAPITAL LETTER A WITH ACUTE (uni00C1)
        AdvanceEntry(0x00C2, 2038, 2038),  // U+00C2 LATIN CAPITAL LETTER A WITH CIRCUMFLEX (uni00C2)
        AdvanceEntry(0x00C3, 2038, 2038),  // U+00C3 LATIN CAPITAL LETTER A WITH TILDE (uni00C3)
        AdvanceEntry(0x00C4, 2038, 2038),  // U+00C4 LATIN CAPITAL LETTER A WITH DIAERESIS (uni00C4)
        AdvanceEntry(0x00C5, 2038, 2038),  // U+00C5 LATIN CAPITAL LETTER A WITH RING ABOVE (uni00C5)
        AdvanceEntry(0x00C6, 2863, 2863),  // U+00C6 LATIN CAPITAL LETTER AE (uni00C6)
        AdvanceEntry(0x00C7, 2094, 2094),  // U+00C7 LATIN CAPITAL LETTER C WITH CEDILLA (uni00C7)
        AdvanceEntry(0x00C8, 1711, 1711),  // U+00C8 LATIN CAPITAL LETTER E WITH GRAVE (uni00C8)
        AdvanceEntry(0x00C9, 1711, 1711),  // U+00C9 LATIN CAPITAL LETTER E WITH ACUTE (uni00C9)
        AdvanceEntry(0x00CA, 1711, 1711),  // U+00CA LATIN CAPITAL LETTER E WITH CIRCUMFLEX (uni00CA)
        AdvanceEntry(0x00CB, 1711, 1711),  // U+00CB LATIN CAPITAL LETTER E WITH DIAERESIS (uni00CB)
        AdvanceEntry(0x00CC, 774, 774),  // U+00CC LATIN CAPITAL LETTER I WITH GRAVE (uni00CC)
        AdvanceEntry(0x00CD, 774, 774),  // U+00CD LATIN CAPITAL LETTER I WITH ACUTE (uni00CD)
        AdvanceEntry(0x00CE, 774, 774),  // U+00CE LATIN CAPITAL LETTER I WITH CIRCUMFLEX (uni00CE)
        AdvanceEntry(0x00CF, 774, 774),  // U+00CF LATIN CAPITAL LETTER I WITH DIAERESIS (uni00CF)
        AdvanceEntry(0x00D0, 2040, 2040),  // U+00D0 LATIN CAPITAL LETTER ETH (uni00D0)
        AdvanceEntry(0x00D1, 2086, 2086),  // U+00D1 LATIN CAPITAL LETTER N WITH TILDE (uni00D1)
        AdvanceEntry(0x00D2, 2182, 2182),  // U+00D2 LATIN CAPITAL LETTER O WITH GRAVE (uni00D2)
        AdvanceEntry(0x00D3, 2182, 2182),  // U+00D3 LATIN CAPITAL LETTER O WITH ACUTE (uni00D3)
        AdvanceEntry(0x00D4, 2182, 2182),  // U+00D4 LATIN CAPITAL LETTER O WITH CIRCUMFLEX (uni00D4)
        AdvanceEntry(0x00D5, 2182, 2182),  // U+00D5 LATIN CAPITAL LETTER O WITH TILDE (uni00D5)
        AdvanceEntry(0x00D6, 2182, 2182),  // U+00D6 LATIN CAPITAL LETTER O WITH DIAERESIS (uni00D6)
        AdvanceEntry(0x00D7, 1894, 1894),  // U+00D7 MULTIPLICATION SIGN (uni00D7)
        AdvanceEntry(0x00D8, 2182, 2182),  // U+00D8 LATIN CAPITAL LETTER O WITH STROKE (uni00D8)
        AdvanceEntry(0x00D9, 2066, 2066),  // U+00D9 LATIN CAPITAL LETTER U WITH GRAVE (uni00D9)
        AdvanceEntry(0x00DA, 2066, 2066),  // U+00DA LATIN CAPITAL LETTER U WITH ACUTE (uni00DA)
        AdvanceEntry(0x00DB, 2066, 2066),  // U+00DB LATIN CAPITAL LETTER U WITH CIRCUMFLEX (uni00DB)
        AdvanceEntry(0x00DC, 2066, 2066),  // U+00DC LATIN CAPITAL LETTER U WITH DIAERESIS (uni00DC)
        AdvanceEntry(0x00DD, 1984, 1984),  // U+00DD LATIN CAPITAL LETTER Y WITH ACUTE (uni00DD)
        AdvanceEntry(0x00DE, 1851, 1851),  // U+00DE LATIN CAPITAL LETTER THORN (uni00DE)
        AdvanceEntry(0x00DF, 1818, 1818),  // U+00DF LATIN SMALL LETTER SHARP S (uni00DF)
        AdvanceEntry(0x00E0, 1618, 1618),  // U+00E0 LATIN SMALL LETTER A WITH GRAVE (uni00E0)
        AdvanceEntry(0x00E1, 1618, 1618),  // U+00E1 LATIN SMALL LETTER A WITH ACUTE (uni00E1)
        AdvanceEntry(0x00E2, 1618, 1618),  // U+00E2 LATIN SMALL LETTER A WITH CIRCUMFLEX (uni00E2)
        AdvanceEntry(0x00E3, 1618, 1618),  // U+00E3 LATIN SMALL LETTER A WITH TILDE (uni00E3)
        AdvanceEntry(0x00E4, 1618, 1618),  // U+00E4 LATIN SMALL LETTER A WITH DIAERESIS (uni00E4)
        AdvanceEntry(0x00E5, 1618, 1618),  // U+00E5 LATIN SMALL LETTER A WITH RING ABOVE (uni00E5)
        AdvanceEntry(0x00E6, 2583, 2583),  // U+00E6 LATIN SMALL LETTER AE (uni00E6)
        AdvanceEntry(0x00E7, 1626, 1626),  // U+00E7 LATIN SMALL LETTER C WITH CEDILLA (uni00E7)
        AdvanceEntry(0x00E8, 1669, 1669),  // U+00E8 LATIN SMALL LETTER E WITH GRAVE (uni00E8)
        AdvanceEntry(0x00E9, 1669, 1669),  // U+00E9 LATIN SMALL LETTER E WITH ACUTE (uni00E9)
        AdvanceEntry(0x00EA, 1669, 1669),  // U+00EA LATIN SMALL LETTER E WITH CIRCUMFLEX (uni00EA)
        AdvanceEntry(0x00EB, 1669, 1669),  // U+00EB LATIN SMALL LETTER E WITH DIAERESIS (uni00EB)
        AdvanceEntry(0x00EC, 734, 734),  // U+00EC LATIN SMALL LETTER I WITH GRAVE (uni00EC)
        AdvanceEntry(0x00ED, 734, 734),  // U+00ED LATIN SMALL LETTER I WITH ACUTE (uni00ED)
        AdvanceEntry(0x00EE, 734, 734),  // U+00EE LATIN SMALL LETTER I WITH CIRCUMFLEX (uni00EE)
        AdvanceEntry(0x00EF, 734, 734),  // U+00EF LATIN SMALL LETTER I WITH DIAERESIS (uni00EF)
        AdvanceEntry(0x00F0, 1670, 1670),  // U+00F0 LATIN SMALL LETTER ETH (uni00F0)
        AdvanceEntry(0x00F1, 1717, 1717),  // U+00F1 LATIN SMALL LETTER N WITH TILDE (uni00F1)
        AdvanceEntry(0x00F2, 1712, 1712),  // U+00F2 LATIN SMALL LETTER O WITH GRAVE (uni00F2)
        AdvanceEntry(0x00F3, 1712, 1712),  // U+00F3 LATIN SMALL LETTER O WITH ACUTE (uni00F3)
        AdvanceEntry(0x00F4, 1712, 1712),  // U+00F4 LATIN SMALL LETTER O WITH CIRCUMFLEX (uni00F4)
        AdvanceEntry(0x00F5, 1712, 1712),  // U+00F5 LATIN SMALL LETTER O WITH TILDE (uni00F5)
        AdvanceEntry(0x00F6, 1712, 1712),  // U+00F6 LATIN SMALL LETTER O WITH DIAERESIS (uni00F6)
        AdvanceEntry(0x00F7, 1894, 1894),  // U+00F7 DIVISION SIGN (uni00F7)
        AdvanceEntry(0x00F8, 1712, 1712),  // U+00F8 LATIN SMALL LETTER O WITH STROKE (uni00F8)
        AdvanceEntry(0x00F9, 1713, 1713),  // U+00F9 LATIN SMALL LETTER U WITH GRAVE (uni00F9)
        AdvanceEntry(0x00FA, 1713, 1713),  // U+00FA LATIN SMALL LETTER U WITH ACUTE (uni00FA)
        AdvanceEntry(0x00FB, 1713, 1713),  // U+00FB LATIN SMALL LETTER U WITH CIRCUMFLEX (uni00FB)
        AdvanceEntry(0x00FC, 1713, 1713),  // U+00FC LATIN SMALL LETTER U WITH DIAERESIS (uni00FC)
        AdvanceEntry(0x00FD, 1622, 1622),  // U+00FD LATIN SMALL LETTER Y WITH ACUTE (uni00FD)
        AdvanceEntry(0x00FE, 1722, 1722),  // U+00FE LATIN SMALL LETTER THORN (uni00FE)
        AdvanceEntry(0x00FF, 1622, 1622),  // U+00FF LATIN SMALL LETTER Y WITH DIAERESIS (uni00FF)
        AdvanceEntry(0x0100, 2038, 2038),  // U+0100 LATIN CAPITAL LETTER A WITH MACRON (uni0100)
        AdvanceEntry(0x0101, 1618, 1618),  // U+0101 LATIN SMALL LETTER A WITH MACRON (uni0101)
        AdvanceEntry(0x0102, 2038, 2038),  // U+0102 LATIN CAPITAL LETTER A WITH BREVE (uni0102)
        AdvanceEntry(0x0103, 1618, 1618),  // U+0103 LATIN SMALL LETTER A WITH BREVE (uni0103)
        AdvanceEntry(0x0104, 2038, 2038),  // U+0104 LATIN CAPITAL LETTER A WITH OGONEK (uni0104)
        AdvanceEntry(0x0105, 1618, 1618),  // U+0105 LATIN SMALL LETTER A WITH OGONEK (uni0105)
        AdvanceEntry(0x0106, 2094, 2094),  // U+0106 LATIN CAPITAL LETTER C WITH ACUTE (uni0106)
        AdvanceEntry(0x0107, 1626, 1626),  // U+0107 LATIN SMALL LETTER C WITH ACUTE (uni0107)
        AdvanceEntry(0x0108, 2094, 2094),  // U+0108 LATIN CAPITAL LETTER C WITH CIRCUMFLEX (uni0108)
        AdvanceEntry(0x0109, 1626, 1626),  // U+0109 LATIN SMALL LETTER C WITH CIRCUMFLEX (uni0109)
        AdvanceEntry(0x010A, 2094, 2094),  // U+010A LATIN CAPITAL LETTER C WITH DOT ABOVE (uni010A)
        AdvanceEntry(0x010B, 1626, 1626),  // U+010B LATIN SMALL LETTER C WITH DOT ABOVE (uni010B)
        AdvanceEntry(0x010C, 2094, 2094),  // U+010C LATIN CAPITAL LETTER C WITH CARON (uni010C)
        AdvanceEntry(0x010D, 1626, 1626),  // U+010D LATIN SMALL LETTER C WITH CARON (uni010D)
        AdvanceEntry(0x010E, 2040, 2040),  // U+010E LATIN CAPITAL LETTER D WITH CARON (uni010E)
        AdvanceEntry(0x010F, 2017, 2017),  // U+010F LATIN SMALL LETTER D WITH CARON (uni010F)
        AdvanceEntry(0x0110, 2040, 2040),  // U+0110 LATIN CAPITAL LETTER D WITH STROKE (uni0110)
        AdvanceEntry(0x0111, 1775, 1775),  // U+0111 LATIN SMALL LETTER D WITH STROKE (uni0111)
        AdvanceEntry(0x0112, 1711, 1711),  // U+0112 LATIN CAPITAL LETTER E WITH MACRON (uni0112)
        AdvanceEntry(0x0113, 1669, 1669),  // U+0113 LATIN SMALL LETTER E WITH MACRON (uni0113)
        AdvanceEntry(0x0114, 1711, 1711),  // U+0114 LATIN CAPITAL LETTER E WITH BREVE (uni0114)
        AdvanceEntry(0x0115, 1669, 1669),  // U+0115 LATIN SMALL LETTER E WITH BREVE (uni0115)
        AdvanceEntry(0x0116, 1711, 1711),  // U+0116 LATIN CAPITAL LETTER E WITH DOT ABOVE (uni0116)
        AdvanceEntry(0x0117, 1669, 1669),  // U+0117 LATIN SMALL LETTER E WITH DOT ABOVE (uni0117)
        AdvanceEntry(0x0118, 1711, 1711),  // U+0118 LATIN CAPITAL LETTER E WITH OGONEK (uni0118)
        AdvanceEntry(0x0119, 1669, 1669),  // U+0119 LATIN SMALL LETTER E WITH OGONEK (uni0119)
        AdvanceEntry(0x011A, 1711, 1711),  // U+011A LATIN CAPITAL LETTER E WITH CARON (uni011A)
        AdvanceEntry(0x011B, 1669, 1669),  // U+011B LATIN SMALL LETTER E WITH CARON (uni011B)
        AdvanceEntry(0x011C, 2126, 2126),  // U+011C LATIN CAPITAL LETTER G WITH CIRCUMFLEX (uni011C)
        AdvanceEntry(0x011D, 1761, 1761),  // U+011D LATIN SMALL LETTER G WITH CIRCUMFLEX (uni011D)
        AdvanceEntry(0x011E, 2126, 2126),  // U+011E LATIN CAPITAL LETTER G WITH BREVE (uni011E)
        AdvanceEntry(0x011F, 1761, 1761),  // U+011F LATIN SMALL LETTER G WITH BREVE (uni011F)
        AdvanceEntry(0x0120, 2126, 2126),  // U+0120 LATIN CAPITAL LETTER G WITH DOT ABOVE (uni0120)
        AdvanceEntry(0x0121, 1761, 1761),  // U+0121 LATIN SMALL LETTER G WITH DOT ABOVE (uni0121)
        AdvanceEntry(0x0122, 2126, 2126),  // U+0122 LATIN CAPITAL LETTER G WITH CEDILLA (uni0122)
        AdvanceEntry(0x0123, 1761, 1761),  // U+0123 LATIN SMALL LETTER G WITH CEDILLA (uni0123)
        AdvanceEntry(0x0124, 2095, 2095),  // U+0124 LATIN CAPITAL LETTER H WITH CIRCUMFLEX (uni0124)
        AdvanceEntry(0x0125, 1726, 1726),  // U+0125 LATIN SMALL LETTER H WITH CIRCUMFLEX (uni0125)
        AdvanceEntry(0x0126, 2250, 2250),  // U+0126 LATIN CAPITAL LETTER H WITH STROKE (uni0126)
        AdvanceEntry(0x0127, 1726, 1726),  // U+0127 LATIN SMALL LETTER H WITH STROKE (uni0127)
        AdvanceEntry(0x0128, 1262, 1262),  // U+0128 LATIN CAPITAL LETTER I WITH TILDE (uni0128)
        AdvanceEntry(0x0129, 803, 803),  // U+0129 LATIN SMALL LETTER I WITH TILDE (uni0129)
        AdvanceEntry(0x012A, 774, 774),  // U+012A LATIN CAPITAL LETTER I WITH MACRON (uni012A)
        AdvanceEntry(0x012B, 734, 734),  // U+012B LATIN SMALL LETTER I WITH MACRON (uni012B)
        AdvanceEntry(0x012C, 774, 774),  // U+012C LATIN CAPITAL LETTER I WITH BREVE (uni012C)
        AdvanceEntry(0x012D, 734, 734),  // U+012D LATIN SMALL LETTER I WITH BREVE (uni012D)
        AdvanceEntry(0x012E, 774, 774),  // U+012E LATIN CAPITAL LETTER I WITH OGONEK (uni012E)
        AdvanceEntry(0x012F, 750, 750),  // U+012F LATIN SMALL LETTER I WITH OGONEK (uni012F)
        AdvanceEntry(0x0130, 774, 774),  // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE (uni0130)
        AdvanceEntry(0x0131, 734, 734),  // U+0131 LATIN SMALL LETTER DOTLESS I (uni0131)
        AdvanceEntry(0x0132, 2354, 2354),  // U+0132 LATIN CAPITAL LIGATURE IJ (uni0132)
        AdvanceEntry(0x0133, 1467, 1467),  // U+0133 LATIN SMALL LIGATURE IJ (uni0133)
        AdvanceEntry(0x0134, 1579, 1579),  // U+0134 LATIN CAPITAL LETTER J WITH CIRCUMFLEX (uni0134)
        AdvanceEntry(0x0135, 734, 734),  // U+0135 LATIN SMALL LETTER J WITH CIRCUMFLEX (uni0135)
        AdvanceEntry(0x0136, 1906, 1906),  // U+0136 LATIN CAPITAL LETTER K WITH CEDILLA (uni0136)
        AdvanceEntry(0x0137, 1602, 1602),  // U+0137 LATIN SMALL LETTER K WITH CEDILLA (uni0137)
        AdvanceEntry(0x0138, 1851, 1851),  // U+0138 LATIN SMALL LETTER KRA (uni0138)
        AdvanceEntry(0x0139, 1594, 1594),  // U+0139 LATIN CAPITAL LETTER L WITH ACUTE (uni0139)
        AdvanceEntry(0x013A, 734, 734),  // U+013A LATIN SMALL LETTER L WITH ACUTE (uni013A)
        AdvanceEntry(0x013B, 1594, 1594),  // U+013B LATIN CAPITAL LETTER L WITH CEDILLA (uni013B)
        AdvanceEntry(0x013C, 734, 734),  // U+013C LATIN SMALL LETTER L WITH CEDILLA (uni013C)
        AdvanceEntry(0x013D, 1594, 1594),  // U+013D LATIN CAPITAL LETTER L WITH CARON (uni013D)
        AdvanceEntry(0x013E, 992, 992),  // U+013E LATIN SMALL LETTER L WITH CARON (uni013E)
        AdvanceEntry(0x013F, 1616, 1616),  // U+013F LATIN CAPITAL LETTER L WITH MIDDLE DOT (uni013F)
        AdvanceEntry(0x0140, 1069, 1069),  // U+0140 LATIN SMALL LETTER L WITH MIDDLE DOT (uni0140)
        AdvanceEntry(0x0141, 1627, 1627),  // U+0141 LATIN CAPITAL LETTER L WITH STROKE (uni0141)
        AdvanceEntry(0x0142, 734, 734),  // U+0142 LATIN SMALL LETTER L WITH STROKE (uni0142)
        AdvanceEntry(0x0143, 2086, 2086),  // U+0143 LATIN CAPITAL LETTER N WITH ACUTE (uni0143)
        AdvanceEntry(0x0144, 1717, 1717),  // U+0144 LATIN SMALL LETTER N WITH ACUTE (uni0144)
        AdvanceEntry(0x0145, 2086, 2086),  // U+0145 LATIN CAPITAL LETTER N WITH CEDILLA (uni0145)
        AdvanceEntry(0x0146, 1717, 1717),  // U+0146 LATIN SMALL LETTER N WITH CEDILLA (uni0146)
        AdvanceEntry(0x0147, 2086, 2086),  // U+0147 LATIN CAPITAL LETTER N WITH CARON (uni0147)
        AdvanceEntry(0x0148, 1717, 1717),  // U+0148 LATIN SMALL LETTER N WITH CARON (uni0148)
        AdvanceEntry(0x014A, 2086, 2086),  // U+014A LATIN CAPITAL LETTER ENG (uni014A)
        AdvanceEntry(0x014B, 1734, 1734),  // U+014B LATIN SMALL LETTER ENG (uni014B)
        AdvanceEntry(0x014C, 2182, 2182),  // U+014C LATIN CAPITAL LETTER O WITH MACRON (uni014C)
        AdvanceEntry(0x014D, 1712, 1712),  // U+014D LATIN SMALL LETTER O WITH MACRON (uni014D)
        AdvanceEntry(0x014E, 2182, 2182),  // U+014E LATIN CAPITAL LETTER O WITH BREVE (uni014E)
        AdvanceEntry(0x014F, 1712, 1712),  // U+014F LATIN SMALL LETTER O WITH BREVE (uni014F)
        AdvanceEntry(0x0150, 2182, 2182),  // U+0150 LATIN CAPITAL LETTER O WITH DOUBLE ACUTE (uni0150)
        AdvanceEntry(0x0151, 1712, 1712),  // U+0151 LATIN SMALL LETTER O WITH DOUBLE ACUTE (uni0151)
        AdvanceEntry(0x0152, 2806, 2806),  // U+0152 LATIN CAPITAL LIGATURE OE (uni0152)
        AdvanceEntry(0x0153, 2762, 2762),  // U+0153 LATIN SMALL LIGATURE OE (uni0153)
        AdvanceEntry(0x0154, 1832, 1832),  // U+0154 LATIN CAPITAL LETTER R WITH ACUTE (uni0154)
        AdvanceEntry(0x0155, 1117, 1117),  // U+0155 LATIN SMALL LETTER R WITH ACUTE (uni0155)
        AdvanceEntry(0x0156, 1832, 1832),  // U+0156 LATIN CAPITAL LETTER R WITH CEDILLA (uni0156)
        AdvanceEntry(0x0157, 1117, 1117),  // U+0157 LATIN SMALL LETTER R WITH CEDILLA (uni0157)
        AdvanceEntry(0x0158, 1832, 1832),  // U+0158 LATIN CAPITAL LETTER R WITH CARON (uni0158)
        AdvanceEntry(0x0159, 1117, 1117),  // U+0159 LATIN SMALL LETTER R WITH CARON (uni0159)
        AdvanceEntry(0x015A, 1828, 1828),  // U+015A LATIN CAPITAL LETTER S WITH ACUTE (uni015A)
        AdvanceEntry(0x015B, 1546, 1546),  // U+015B LATIN SMALL LETTER S WITH ACUTE (uni015B)
        AdvanceEntry(0x015C, 1828, 1828),  // U+015C LATIN CAPITAL LETTER S WITH CIRCUMFLEX (uni015C)
        AdvanceEntry(0x015D, 1546, 1546),  // U+015D LATIN SMALL LETTER S WITH CIRCUMFLEX (uni015D)
        AdvanceEntry(0x015E, 1828, 1828),  // U+015E LATIN CAPITAL LETTER S WITH CEDILLA (uni015E)
        AdvanceEntry(0x015F, 1546, 1546),  // U+015F LATIN SMALL LETTER S WITH CEDILLA (uni015F)
        AdvanceEntry(0x0160, 1828, 1828),  // U+0160 LATIN CAPITAL LETTER S WITH CARON (uni0160)
        AdvanceEntry(0x0161, 1546, 1546),  // U+0161 LATIN SMALL LETTER S WITH CARON (uni0161)
        AdvanceEntry(0x0162, 1858, 1858),  // U+0162 LATIN CAPITAL LETTER T WITH CEDILLA (uni0162)
        AdvanceEntry(0x0163, 1070, 1070),  // U+0163 LATIN SMALL LETTER T WITH CEDILLA (uni0163)
        AdvanceEntry(0x0164, 1858, 1858),  // U+0164 LATIN CAPITAL LETTER T WITH CARON (uni0164)
        AdvanceEntry(0x0165, 1138, 1138),  // U+0165 LATIN SMALL LETTER T WITH CARON (uni0165)
        AdvanceEntry(0x0166, 1858, 1858),  // U+0166 LATIN CAPITAL LETTER T WITH STROKE (uni0166)
        AdvanceEntry(0x0167, 1070, 1070),  // U+0167 LATIN SMALL LETTER T WITH STROKE (uni0167)
        AdvanceEntry(0x0168, 2066, 2066),  // U+0168 LATIN CAPITAL LETTER U WITH TILDE (uni0168)
        AdvanceEntry(0x0169, 1713, 1713),  // U+0169 LATIN SMALL LETTER U WITH TILDE (uni0169)
        AdvanceEntry(0x016A, 2066, 2066),  // U+016A LATIN CAPITAL LETTER U WITH MACRON (uni016A)
        AdvanceEntry(0x016B, 1713, 1713),  // U+016B LATIN SMALL LETTER U WITH MACRON (uni016B)
        AdvanceEntry(0x016C, 2066, 2066),  // U+016C LATIN CAPITAL LETTER U WITH BREVE (uni016C)
        AdvanceEntry(0x016D, 1713, 1713),  // U+016D LATIN SMALL LETTER U WITH BREVE (uni016D)
        AdvanceEntry(0x016E, 2066, 2066),  // U+016E LATIN CAPITAL LETTER U WITH RING ABOVE (uni016E)
        AdvanceEntry(0x016F, 1713, 1713),  // U+016F LATIN SMALL LETTER U WITH RING ABOVE (uni016F)
        AdvanceEntry(0x0170, 2066, 2066),  // U+0170 LATIN CAPITAL LETTER U WITH DOUBLE ACUTE (uni0170)
        AdvanceEntry(0x0171, 1713, 1713),  // U+0171 LATIN SMALL LETTER U WITH DOUBLE ACUTE (uni0171)
        AdvanceEntry(0x0172, 2066, 2066),  // U+0172 LATIN CAPITAL LETTER U WITH OGONEK (uni0172)
        AdvanceEntry(0x0173, 1713, 1713),  // U+0173 LATIN SMALL LETTER U WITH OGONEK (uni0173)
        AdvanceEntry(0x0174, 2835, 2835),  // U+0174 LATIN CAPITAL LETTER W WITH CIRCUMFLEX (uni0174)
        AdvanceEntry(0x0175, 2358, 2358),  // U+0175 LATIN SMALL LETTER W WITH CIRCUMFLEX (uni0175)
        AdvanceEntry(0x0176, 1984, 1984),  // U+0176 LATIN CAPITAL LETTER Y WITH CIRCUMFLEX (uni0176)
        AdvanceEntry(0x0177, 1622, 1622),  // U+0177 LATIN SMALL LETTER Y WITH CIRCUMFLEX (uni0177)
        AdvanceEntry(0x0178, 1984, 1984),  // U+0178 LATIN CAPITAL LETTER Y WITH DIAERESIS (uni0178)
        AdvanceEntry(0x0179, 1838, 1838),  // U+0179 LATIN CAPITAL LETTER Z WITH ACUTE (uni0179)
        AdvanceEntry(0x017A, 1582, 1582),  // U+017A LATIN SMALL LETTER Z WITH ACUTE (uni017A)
        AdvanceEntry(0x017B, 1838, 1838),  // U+017B LATIN CAPITAL LETTER Z WITH DOT ABOVE (uni017B)
        AdvanceEntry(0x017C, 1582, 1582),  // U+017C LATIN SMALL LETTER Z WITH DOT ABOVE (uni017C)
        AdvanceEntry(0x017D, 1838, 1838),  // U+017D LATIN CAPITAL LETTER Z WITH CARON (uni017D)
        AdvanceEntry(0x017E, 1582, 1582),  // U+017E LATIN SMALL LETTER Z WITH CARON (uni017E)
        AdvanceEntry(0x017F, 794, 794),  // U+017F LATIN SMALL LETTER LONG S (uni017F)
        AdvanceEntry(0x0192, 1243, 1243),  // U+0192 LATIN SMALL LETTER F WITH HOOK (uni0192)
        AdvanceEntry(0x0218, 1828, 1828),  // U+0218 LATIN CAPITAL LETTER S WITH COMMA BELOW (uni0218)
        AdvanceEntry(0x0219, 1546, 1546),  // U+0219 LATIN SMALL LETTER S WITH COMMA BELOW (uni0219)
        AdvanceEntry(0x021A, 1858, 1858),  // U+021A LATIN CAPITAL LETTER T WITH COMMA BELOW (uni021A)
        AdvanceEntry(0x021B, 1070, 1070),  // U+021B LATIN SMALL LETTER T WITH COMMA BELOW (uni021B)
        AdvanceEntry(0x0400, 1711, 1711),  // U+0400 CYRILLIC CAPITAL LETTER IE WITH GRAVE (uni0400)
        AdvanceEntry(0x0401, 1711, 1711),  // U+0401 CYRILLIC CAPITAL LETTER IO (uni0401)
        AdvanceEntry(0x0402, 2356, 2356),  // U+0402 CYRILLIC CAPITAL LETTER DJE (uni0402)
        AdvanceEntry(0x0403, 1631, 1631),  // U+0403 CYRILLIC CAPITAL LETTER GJE (uni0403)
        AdvanceEntry(0x0404, 1933, 1933),  // U+0404 CYRILLIC CAPITAL LETTER UKRAINIAN IE (uni0404)
        AdvanceEntry(0x0405, 1828, 1828),  // U+0405 CYRILLIC CAPITAL LETTER DZE (uni0405)
        AdvanceEntry(0x0406, 774, 774),  // U+0406 CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I (uni0406)
        AdvanceEntry(0x0407, 774, 774),  // U+0407 CYRILLIC CAPITAL LETTER YI (uni0407)
        AdvanceEntry(0x0408, 1579, 1579),  // U+0408 CYRILLIC CAPITAL LETTER JE (uni0408)
        AdvanceEntry(0x0409, 3130, 3130),  // U+0409 CYRILLIC CAPITAL LETTER LJE (uni0409)
        AdvanceEntry(0x040A, 3164, 3164),  // U+040A CYRILLIC CAPITAL LETTER NJE (uni040A)
        AdvanceEntry(0x040B, 2558, 2558),  // U+040B CYRILLIC CAPITAL LETTER TSHE (uni040B)
        AdvanceEntry(0x040C, 1906, 1906),  // U+040C CYRILLIC CAPITAL LETTER KJE (uni040C)
        AdvanceEntry(0x040D, 2086, 2086),  // U+040D CYRILLIC CAPITAL LETTER I WITH GRAVE (uni040D)
        AdvanceEntry(0x040E, 1846, 1846),  // U+040E CYRILLIC CAPITAL LETTER SHORT U (uni040E)
        AdvanceEntry(0x040F, 2038, 2038),  // U+040F CYRILLIC CAPITAL LETTER DZHE (uni040F)
        AdvanceEntry(0x0410, 2038, 2038),  // U+0410 CYRILLIC CAPITAL LETTER A (uni0410)
        AdvanceEntry(0x0411, 1842, 1842),  // U+0411 CYRILLIC CAPITAL LETTER BE (uni0411)
        AdvanceEntry(0x0412, 1851, 1851),  // U+0412 CYRILLIC CAPITAL LETTER VE (uni0412)
        AdvanceEntry(0x0413, 1631, 1631),  // U+0413 CYRILLIC CAPITAL LETTER GHE (uni0413)
        AdvanceEntry(0x0414, 2185, 2185),  // U+0414 CYRILLIC CAPITAL LETTER DE (uni0414)
        AdvanceEntry(0x0415, 1711, 1711),  // U+0415 CYRILLIC CAPITAL LETTER IE (uni0415)
        AdvanceEntry(0x0416, 2928, 2928),  // U+0416 CYRILLIC CAPITAL LETTER ZHE (uni0416)
        AdvanceEntry(0x0417, 1835, 1835),  // U+0417 CYRILLIC CAPITAL LETTER ZE (uni0417)
        AdvanceEntry(0x0418, 2086, 2086),  // U+0418 CYRILLIC CAPITAL LETTER I (uni0418)
        AdvanceEntry(0x0419, 2086, 2086),  // U+0419 CYRILLIC CAPITAL LETTER SHORT I (uni0419)
        AdvanceEntry(0x041A, 1935, 1935),  // U+041A CYRILLIC CAPITAL LETTER KA (uni041A)
        AdvanceEntry(0x041B, 2040, 2040),  // U+041B CYRILLIC CAPITAL LETTER EL (uni041B)
        AdvanceEntry(0x041C, 2552, 2552),  // U+041C CYRILLIC CAPITAL LETTER EM (uni041C)
        AdvanceEntry(0x041D, 2095, 2095),  // U+041D CYRILLIC CAPITAL LETTER EN (uni041D)
        AdvanceEntry(0x041E, 2182, 2182),  // U+041E CYRILLIC CAPITAL LETTER O (uni041E)
        AdvanceEntry(0x041F, 2114, 2114),  // U+041F CYRILLIC CAPITAL LETTER PE (uni041F)
        AdvanceEntry(0x0420, 1812, 1812),  // U+0420 CYRILLIC CAPITAL LETTER ER (uni0420)
        AdvanceEntry(0x0421, 2094, 2094),  // U+0421 CYRILLIC CAPITAL LETTER ES (uni0421)
        AdvanceEntry(0x0422, 1858, 1858),  // U+0422 CYRILLIC CAPITAL LETTER TE (uni0422)
        AdvanceEntry(0x0423, 1846, 1846),  // U+0423 CYRILLIC CAPITAL LETTER U (uni0423)
        AdvanceEntry(0x0424, 2364, 2364),  // U+0424 CYRILLIC CAPITAL LETTER EF (uni0424)
        AdvanceEntry(0x0425, 1944, 1944),  // U+0425 CYRILLIC CAPITAL LETTER HA (uni0425)
        AdvanceEntry(0x0426, 2196, 2196),  // U+0426 CYRILLIC CAPITAL LETTER TSE (uni0426)
        AdvanceEntry(0x0427, 2106, 2106),  // U+0427 CYRILLIC CAPITAL LETTER CHE (uni0427)
        AdvanceEntry(0x0428, 2862, 2862),  // U+0428 CYRILLIC CAPITAL LETTER SHA (uni0428)
        AdvanceEntry(0x0429, 2920, 2920),  // U+0429 CYRILLIC CAPITAL LETTER SHCHA (uni0429)
        AdvanceEntry(0x042A, 2306, 2306),  // U+042A CYRILLIC CAPITAL LETTER HARD SIGN (uni042A)
        AdvanceEntry(0x042B, 2475, 2475),  // U+042B CYRILLIC CAPITAL LETTER YERU (uni042B)
        AdvanceEntry(0x042C, 1885, 1885),  // U+042C CYRILLIC CAPITAL LETTER SOFT SIGN (uni042C)
        AdvanceEntry(0x042D, 1944, 1944),  // U+042D CYRILLIC CAPITAL LETTER E (uni042D)
        AdvanceEntry(0x042E, 2933, 2933),  // U+042E CYRILLIC CAPITAL LETTER YU (uni042E)
        AdvanceEntry(0x042F, 1915, 1915),  // U+042F CYRILLIC CAPITAL LETTER YA (uni042F)
        AdvanceEntry(0x0430, 1618, 1618),  // U+0430 CYRILLIC SMALL LETTER A (uni0430)
        AdvanceEntry(0x0431, 1706, 1706),  // U+0431 CYRILLIC SMALL LETTER BE (uni0431)
        AdvanceEntry(0x0432, 1609, 1609),  // U+0432 CYRILLIC SMALL LETTER VE (uni0432)
        AdvanceEntry(0x0433, 1305, 1305),  // U+0433 CYRILLIC SMALL LETTER GHE (uni0433)
        AdvanceEntry(0x0434, 1844, 1844),  // U+0434 CYRILLIC SMALL LETTER DE (uni0434)
        AdvanceEntry(0x0435, 1669, 1669),  // U+0435 CYRILLIC SMALL LETTER IE (uni0435)
        AdvanceEntry(0x0436, 2424, 2424),  // U+0436 CYRILLIC SMALL LETTER ZHE (uni0436)
        AdvanceEntry(0x0437, 1453, 1453),  // U+0437 CYRILLIC SMALL LETTER ZE (uni0437)
        AdvanceEntry(0x0438, 1707, 1707),  // U+0438 CYRILLIC SMALL LETTER I (uni0438)
        AdvanceEntry(0x0439, 1707, 1707),  // U+0439 CYRILLIC SMALL LETTER SHORT I (uni0439)
        AdvanceEntry(0x043A, 1603, 1603),  // U+043A CYRILLIC SMALL LETTER KA (uni043A)
        AdvanceEntry(0x043B, 1689, 1689),  // U+043B CYRILLIC SMALL LETTER EL (uni043B)
        AdvanceEntry(0x043C, 2146, 2146),  // U+043C CYRILLIC SMALL LETTER EM (uni043C)
        AdvanceEntry(0x043D, 1658, 1658),  // U+043D CYRILLIC SMALL LETTER EN (uni043D)
        AdvanceEntry(0x043E, 1712, 1712),  // U+043E CYRILLIC SMALL LETTER O (uni043E)
        AdvanceEntry(0x043F, 1669, 1669),  // U+043F CYRILLIC SMALL LETTER PE (uni043F)
        AdvanceEntry(0x0440, 1759, 1759),  // U+0440 CYRILLIC SMALL LETTER ER (uni0440)
        AdvanceEntry(0x0441, 1626, 1626),  // U+0441 CYRILLIC SMALL LETTER ES (uni0441)
        AdvanceEntry(0x0442, 1549, 1549),  // U+0442 CYRILLIC SMALL LETTER TE (uni0442)
        AdvanceEntry(0x0443, 1622, 1622),  // U+0443 CYRILLIC SMALL LETTER U (uni0443)
        AdvanceEntry(0x0444, 2129, 2129),  // U+0444 CYRILLIC SMALL LETTER EF (uni0444)
        AdvanceEntry(0x0445, 1584, 1584),  // U+0445 CYRILLIC SMALL LETTER HA (uni0445)
        AdvanceEntry(0x0446, 1830, 1830),  // U+0446 CYRILLIC SMALL LETTER TSE (uni0446)
        AdvanceEntry(0x0447, 1648, 1648),  // U+0447 CYRILLIC SMALL LETTER CHE (uni0447)
        AdvanceEntry(0x0448, 2378, 2378),  // U+0448 CYRILLIC SMALL LETTER SHA (uni0448)
        AdvanceEntry(0x0449, 2592, 2592),  // U+0449 CYRILLIC SMALL LETTER SHCHA (uni0449)
        AdvanceEntry(0x044A, 1938, 1938),  // U+044A CYRILLIC SMALL LETTER HARD SIGN (uni044A)
        AdvanceEntry(0x044B, 2240, 2240),  // U+044B CYRILLIC SMALL LETTER YERU (uni044B)
        AdvanceEntry(0x044C, 1624, 1624),  // U+044C CYRILLIC SMALL LETTER SOFT SIGN (uni044C)
        AdvanceEntry(0x044D, 1546, 1546),  // U+044D CYRILLIC SMALL LETTER E (uni044D)
        AdvanceEntry(0x044E, 2322, 2322),  // U+044E CYRILLIC SMALL LETTER YU (uni044E)
        AdvanceEntry(0x044F, 1612, 1612),  // U+044F CYRILLIC SMALL LETTER YA (uni044F)
        AdvanceEntry(0x0450, 1669, 1669),  // U+0450 CYRILLIC SMALL LETTER IE WITH GRAVE (uni0450)
        AdvanceEntry(0x0451, 1669, 1669),  // U+0451 CYRILLIC SMALL LETTER IO (uni0451)
        AdvanceEntry(0x0452, 1730, 1730),  // U+0452 CYRILLIC SMALL LETTER DJE (uni0452)
        AdvanceEntry(0x0453, 1305, 1305),  // U+0453 CYRILLIC SMALL LETTER GJE (uni0453)
        AdvanceEntry(0x0454, 1595, 1595),  // U+0454 CYRILLIC SMALL LETTER UKRAINIAN IE (uni0454)
        AdvanceEntry(0x0455, 1546, 1546),  // U+0455 CYRILLIC SMALL LETTER DZE (uni0455)
        AdvanceEntry(0x0456, 734, 734),  // U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I (uni0456)
        AdvanceEntry(0x0457, 734, 734),  // U+0457 CYRILLIC SMALL LETTER YI (uni0457)
        AdvanceEntry(0x0458, 734, 734),  // U+0458 CYRILLIC SMALL LETTER JE (uni0458)
        AdvanceEntry(0x0459, 2654, 2654),  // U+0459 CYRILLIC SMALL LETTER LJE (uni0459)
        AdvanceEntry(0x045A, 2569, 2569),  // U+045A CYRILLIC SMALL LETTER NJE (uni045A)
        AdvanceEntry(0x045B, 1726, 1726),  // U+045B CYRILLIC SMALL LETTER TSHE (uni045B)
        AdvanceEntry(0x045C, 1603, 1603),  // U+045C CYRILLIC SMALL LETTER KJE (uni045C)
        AdvanceEntry(0x045D, 1707, 1707),  // U+045D CYRILLIC SMALL LETTER I WITH GRAVE (uni045D)
        AdvanceEntry(0x045E, 1622, 1622),  // U+045E CYRILLIC SMALL LETTER SHORT U (uni045E)
        AdvanceEntry(0x045F, 1669, 1669),  // U+045F CYRILLIC SMALL LETTER DZHE (uni045F)
        AdvanceEntry(0x0E3F, 1851, 1851),  // U+0E3F THAI CURRENCY SYMBOL BAHT (uni0E3F)
        AdvanceEntry(0x2000, 1584, 1584),  // U+2000 EN QUAD (uni2000)
        AdvanceEntry(0x2001, 3150, 3150),  // U+2001 EM QUAD (uni2001)
        AdvanceEntry(0x2002, 1408, 1408),  // U+2002 EN SPACE (uni2002)
        AdvanceEntry(0x2003, 2816, 2816),  // U+2003 EM SPACE (uni2003)
        AdvanceEntry(0x2004, 940, 940),  // U+2004 THREE-PER-EM SPACE (uni2004)
        AdvanceEntry(0x2005, 704, 704),  // U+2005 FOUR-PER-EM SPACE (uni2005)
        AdvanceEntry(0x2006, 468, 468),  // U+2006 SIX-PER-EM SPACE (uni2006)
        AdvanceEntry(0x2007, 1888, 1888),  // U+2007 FIGURE SPACE (uni2007)
        AdvanceEntry(0x2008, 818, 818),  // U+2008 PUNCTUATION SPACE (uni2008)
        AdvanceEntry(0x2009, 461, 461),  // U+2009 THIN SPACE (uni2009)
        AdvanceEntry(0x200A, 230, 230),  // U+200A HAIR SPACE (uni200A)
        AdvanceEntry(0x200B, 0, 0),  // U+200B ZERO WIDTH SPACE (uni200B)
        AdvanceEntry(0x2010, 1208, 1208),  // U+2010 HYPHEN (uni2010)
        AdvanceEntry(0x2011, 1208, 1208),  // U+2011 NON-BREAKING HYPHEN (uni2011)
        AdvanceEntry(0x2012, 1888, 1888),  // U+2012 FIGURE DASH (uni2012)
        AdvanceEntry(0x2013, 1408, 1408),  // U+2013 EN DASH (uni2013)
        AdvanceEntry(0x2014, 2816, 2816),  // U+2014 EM DASH (uni2014)
        AdvanceEntry(0x2015, 2816, 2816),  // U+2015 HORIZONTAL BAR (uni2015)
        AdvanceEntry(0x2018, 642, 642),  // U+2018 LEFT SINGLE QUOTATION MARK (uni2018)
        AdvanceEntry(0x2019, 602, 602),  // U+2019 RIGHT SINGLE QUOTATION MARK (uni2019)
        AdvanceEntry(0x201A, 642, 642),  // U+201A SINGLE LOW-9 QUOTATION MARK (uni201A)
        AdvanceEntry(0x201B, 670, 670),  // U+201B SINGLE HIGH-REVERSED-9 QUOTATION MARK (uni201B)
        AdvanceEntry(0x201C, 1149, 1149),  // U+201C LEFT DOUBLE QUOTATION MARK (uni201C)
        AdvanceEntry(0x201D, 1147, 1147),  // U+201D RIGHT DOUBLE QUOTATION MARK (uni201D)
        AdvanceEntry(0x201E, 1147, 1147),  // U+201E DOUBLE LOW-9 QUOTATION MARK (uni201E)
        AdvanceEntry(0x2022, 1398, 1398),  // U+2022 BULLET (uni2022)
        AdvanceEntry(0x2026, 2270, 2270),  // U+2026 HORIZONTAL ELLIPSIS (uni2026)
        AdvanceEntry(0x202F, 461, 461),  // U+202F NARROW NO-BREAK SPACE (uni202F)
        AdvanceEntry(0x2030, 3034, 3034),  // U+2030 PER MILLE SIGN (uni2030)
        AdvanceEntry(0x2032, 730, 730),  // U+2032 PRIME (uni2032)
        AdvanceEntry(0x2033, 1298, 1298),  // U+2033 DOUBLE PRIME (uni2033)
        AdvanceEntry(0x2039, 1072, 1072),  // U+2039 SINGLE LEFT-POINTING ANGLE QUOTATION MARK (uni2039)
        AdvanceEntry(0x203A, 1072, 1072),  // U+203A SINGLE RIGHT-POINTING ANGLE QUOTATION MARK (uni203A)
        AdvanceEntry(0x2044, 770, 770),  // U+2044 FRACTION SLASH (uni2044)
        AdvanceEntry(0x20A0, 2106, 2106),  // U+20A0 EURO-CURRENCY SIGN (uni20A0)
        AdvanceEntry(0x20A1, 2094, 2094),  // U+20A1 COLON SIGN (uni20A1)
        AdvanceEntry(0x20A2, 2067, 2067),  // U+20A2 CRUZEIRO SIGN (uni20A2)
        AdvanceEntry(0x20A3, 1649, 1649),  // U+20A3 FRENCH FRANC SIGN (uni20A3)
        AdvanceEntry(0x20A4, 1873, 1873),  // U+20A4 LIRA SIGN (uni20A4)
        AdvanceEntry(0x20A5, 2420, 2420),  // U+20A5 MILL SIGN (uni20A5)
        AdvanceEntry(0x20A6, 2142, 2142),  // U+20A6 NAIRA SIGN (uni20A6)
        AdvanceEntry(0x20A7, 3434, 3434),  // U+20A7 PESETA SIGN (uni20A7)
        AdvanceEntry(0x20A8, 3257, 3257),  // U+20A8 RUPEE SIGN (uni20A8)
        AdvanceEntry(0x20A9, 2856, 2856),  // U+20A9 WON SIGN (uni20A9)
        AdvanceEntry(0x20AA, 2500, 2500),  // U+20AA NEW SHEQEL SIGN (uni20AA)
        AdvanceEntry(0x20AB, 1775, 1775),  // U+20AB DONG SIGN (uni20AB)
        AdvanceEntry(0x20AC, 1912, 1912),  // U+20AC EURO SIGN (uni20AC)
        AdvanceEntry(0x20AD, 2184, 2184),  // U+20AD KIP SIGN (uni20AD)
        AdvanceEntry(0x20AE, 1858, 1858),  // U+20AE TUGRIK SIGN (uni20AE)
        AdvanceEntry(0x20AF, 3818, 3818),  // U+20AF DRACHMA SIGN (uni20AF)
        AdvanceEntry(0x20B0, 1992, 1992),  // U+20B0 GERMAN PENNY SIGN (uni20B0)
        AdvanceEntry(0x20B1, 2258, 2258),  // U+20B1 PESO SIGN (uni20B1)
        AdvanceEntry(0x20B2, 2126, 2126),  // U+20B2 GUARANI SIGN (uni20B2)
        AdvanceEntry(0x20B3, 2038, 2038),  // U+20B3 AUSTRAL SIGN (uni20B3)
        AdvanceEntry(0x20B4, 1998, 1998),  // U+20B4 HRYVNIA SIGN (uni20B4)
        AdvanceEntry(0x20B5, 2094, 2094),  // U+20B5 CEDI SIGN (uni20B5)
        AdvanceEntry(0x20B6, 1725, 1725),  // U+20B6 LIVRE TOURNOIS SIGN (uni20B6)
        AdvanceEntry(0x20B7, 1986, 1986),  // U+20B7 SPESMILO SIGN (uni20B7)
        AdvanceEntry(0x20B8, 1859, 1859),  // U+20B8 TENGE SIGN (uni20B8)
        AdvanceEntry(0x20B9, 1584, 1584),  // U+20B9 INDIAN RUPEE SIGN (uni20B9)
        AdvanceEntry(0x20BA, 1770, 1770),  // U+20BA TURKISH LIRA SIGN (uni20BA)
        AdvanceEntry(0x20BB, 2510, 2510),  // U+20BB NORDIC MARK SIGN (uni20BB)
        AdvanceEntry(0x20BC, 2110, 2110),  // U+20BC MANAT SIGN (uni20BC)
        AdvanceEntry(0x20BD, 2054, 2054),  // U+20BD RUBLE SIGN (uni20BD)
        AdvanceEntry(0x20BE, 2110, 2110),  // U+20BE LARI SIGN (uni20BE)
        AdvanceEntry(0x20BF, 1851, 1851),  // U+20BF BITCOIN SIGN (uni20BF)
        AdvanceEntry(0x2103, 3339, 3339),  // U+2103 DEGREE CELSIUS (uni2103)
        AdvanceEntry(0x2109, 2938, 2938),  // U+2109 DEGREE FAHRENHEIT (uni2109)
        AdvanceEntry(0x2116, 3090, 3090),  // U+2116 NUMERO SIGN (uni2116)
        AdvanceEntry(0x2190, 2688, 2688),  // U+2190 LEFTWARDS ARROW (uni2190)
        AdvanceEntry(0x2191, 2688, 2688),  // U+2191 UPWARDS ARROW (uni2191)
        AdvanceEntry(0x2192, 2688, 2688),  // U+2192 RIGHTWARDS ARROW (uni2192)
        AdvanceEntry(0x2193, 2688, 2688),  // U+2193 DOWNWARDS ARROW (uni2193)
        AdvanceEntry(0x2212, 1894, 1894),  // U+2212 MINUS SIGN (uni2212)
        AdvanceEntry(0x221E, 2719, 2719),  // U+221E INFINITY (uni221E)
        AdvanceEntry(0x2248, 1894, 1894),  // U+2248 ALMOST EQUAL TO (uni2248)
        AdvanceEntry(0x2264, 1894, 1894),  // U+2264 LESS-THAN OR EQUAL TO (uni2264)
        AdvanceEntry(0x2265, 1894, 1894),  // U+2265 GREATER-THAN OR EQUAL TO (uni2265)
        AdvanceEntry(0xFEFF, 0, 0),  // U+FEFF ZERO WIDTH NO-BREAK SPACE (uniFEFF)
    ]

    /// Inter Semi Bold: scalars whose glyph GSUB 'tnum' substitutes: U+002C, U+002E, U+0030, U+0031, U+0032, U+0033, U+0034, U+0035, U+0036, U+0037, U+0038, U+0039, U+003A, U+003B.
    static let semiBoldTabularSubstituted: [UInt32] = [0x002C, 0x002E, 0x0030, 0x0031, 0x0032, 0x0033, 0x0034, 0x0035, 0x0036, 0x0037, 0x0038, 0x0039, 0x003A, 0x003B]

    /// Inter Semi Bold: kerning pair keys, `left << 16 | right` (scalar values), sorted; 20358 non-zero GPOS 'kern' pairs between covered scalars.
    static let semiBoldKerningKeys: [UInt32] = [
        // U+0022 QUOTATION MARK
        0x0022_0026, 0x0022_002C, 0x0022_002E, 0x0022_0034, 0x0022_0041, 0x0022_004A, 0x0022_00C0, 0x0022_00C1,
        0x0022_00C2, 0x0022_00C3, 0x0022_00C4, 0x0022_00C5, 0x0022_00C6, 0x0022_0100, 0x0022_0102, 0x0022_0104,
        0x0022_0134, 0x0022_0408, 0x0022_0409, 0x0022_0410, 0x0022_041B, 0x0022_2026,
        // U+0024 DOLLAR SIGN
        0x0024_0041, 0x0024_00C0, 0x0024_00C1, 0x0024_00C2, 0x0024_00C3, 0x0024_00C4, 0x0024_00C5, 0x0024_00C6,
        0x0024_00EF, 0x0024_0100, 0x0024_0102, 0x0024_0104, 0x0024_0129, 0x0024_012B, 0x0024_012D, 0x0024_0410,
        0x0024_0457,
        // U+0025 PERCENT SIGN
        0x0025_2018, 0x0025_2019, 0x0025_201C, 0x0025_201D,
        // U+0026 AMPERSAND
        0x0026_0022, 0x0026_0027, 0x0026_0054, 0x0026_0056, 0x0026_0057, 0x0026_0059, 0x0026_005C, 0x0026_0076,
        0x0026_0077, 0x0026_0079, 0x0026_00AA, 0x0026_00AE, 0x0026_00BA, 0x0026_00DD, 0x0026_00FD, 0x0026_00FF,
        0x0026_0162, 0x0026_0164, 0x0026_0166, 0x0026_0174, 0x0026_0175, 0x0026_0176, 0x0026_0177, 0x0026_0178,
        0x0026_021A, 0x0026_0402, 0x0026_040B, 0x0026_0422, 0x0026_0423, 0x0026_042A, 0x0026_0443, 0x0026_045E,
        0x0026_2018, 0x0026_201C,
        // U+0027 APOSTROPHE
        0x0027_0026, 0x0027_002C, 0x0027_002E, 0x0027_0034, 0x0027_0041, 0x0027_004A, 0x0027_00C0, 0x0027_00C1,
        0x0027_00C2, 0x0027_00C3, 0x0027_00C4, 0x0027_00C5, 0x0027_00C6, 0x0027_0100, 0x0027_0102, 0x0027_0104,
        0x0027_0134, 0x0027_0408, 0x0027_0409, 0x0027_0410, 0x0027_041B, 0x0027_2026,
        // U+0028 LEFT PARENTHESIS
        0x0028_0063, 0x0028_0064, 0x0028_0065, 0x0028_0067, 0x0028_006A, 0x0028_006F, 0x0028_0071, 0x0028_00A2,
        0x0028_00E7, 0x0028_00E8, 0x0028_00E9, 0x0028_00EA, 0x0028_00EB, 0x0028_00F0, 0x0028_00F2, 0x0028_00F3,
        0x0028_00F4, 0x0028_00F5, 0x0028_00F6, 0x0028_00F8, 0x0028_0107, 0x0028_0109, 0x0028_010B, 0x0028_010D,
        0x0028_010F, 0x0028_0111, 0x0028_0113, 0x0028_0115, 0x0028_0117, 0x0028_0119, 0x0028_011B, 0x0028_011D,
        0x0028_011F, 0x0028_0121, 0x0028_0123, 0x0028_0135, 0x0028_014D, 0x0028_014F, 0x0028_0151, 0x0028_0153,
        0x0028_0435, 0x0028_043E, 0x0028_0441, 0x0028_0444, 0x0028_0450, 0x0028_0451, 0x0028_0454, 0x0028_0458,
        0x0028_20AB,
        // U+0029 RIGHT PARENTHESIS
        0x0029_2018, 0x0029_201C,
        // U+002A ASTERISK
        0x002A_0026, 0x002A_002C, 0x002A_002E, 0x002A_0034, 0x002A_0041, 0x002A_004A, 0x002A_005F, 0x002A_00C0,
        0x002A_00C1, 0x002A_00C2, 0x002A_00C3, 0x002A_00C4, 0x002A_00C5, 0x002A_00C6, 0x002A_00D0, 0x002A_0100,
        0x002A_0102, 0x002A_0104, 0x002A_0134, 0x002A_0408, 0x002A_0409, 0x002A_0410, 0x002A_041B, 0x002A_2026,
        // U+002B PLUS SIGN
        0x002B_0032, 0x002B_0033, 0x002B_0037, 0x002B_0054, 0x002B_0056, 0x002B_0057, 0x002B_0058, 0x002B_0059,
        0x002B_005C, 0x002B_0078, 0x002B_00B6, 0x002B_00DD, 0x002B_0162, 0x002B_0164, 0x002B_0166, 0x002B_0174,
        0x002B_0176, 0x002B_0178, 0x002B_021A, 0x002B_0402, 0x002B_040B, 0x002B_0416, 0x002B_0417, 0x002B_0422,
        0x002B_0423, 0x002B_0425, 0x002B_042A, 0x002B_0436, 0x002B_0442, 0x002B_0445, 0x002B_044A, 0x002B_2018,
        0x002B_201C,
        // U+002C COMMA
        0x002C_0020, 0x002C_0021, 0x002C_0022, 0x002C_0027, 0x002C_0030, 0x002C_0031, 0x002C_0033, 0x002C_0035,
        0x002C_0036, 0x002C_0037, 0x002C_0038, 0x002C_0039, 0x002C_003F, 0x002C_0054, 0x002C_0059, 0x002C_0060,
        0x002C_00B6, 0x002C_00DD, 0x002C_0162, 0x002C_0164, 0x002C_0166, 0x002C_0176, 0x002C_0178, 0x002C_021A,
        0x002C_0402, 0x002C_040B, 0x002C_0422, 0x002C_0423, 0x002C_042A, 0x002C_0431, 0x002C_0442, 0x002C_044A,
        0x002C_2019, 0x002C_201B, 0x002C_201D,
        // U+002D HYPHEN-MINUS
        0x002D_0032, 0x002D_0033, 0x002D_0037, 0x002D_0054, 0x002D_0056, 0x002D_0057, 0x002D_0058, 0x002D_0059,
        0x002D_005C, 0x002D_0078, 0x002D_00B6, 0x002D_00DD, 0x002D_0162, 0x002D_0164, 0x002D_0166, 0x002D_0174,
        0x002D_0176, 0x002D_0178, 0x002D_021A, 0x002D_0402, 0x002D_040B, 0x002D_0416, 0x002D_0417, 0x002D_0422,
        0x002D_0423, 0x002D_0425, 0x002D_042A, 0x002D_0436, 0x002D_0442, 0x002D_0445, 0x002D_044A, 0x002D_2018,
        0x002D_201C,
        // U+002E FULL STOP
        0x002E_0020, 0x002E_0021, 0x002E_0022, 0x002E_0027, 0x002E_0030, 0x002E_0031, 0x002E_0033, 0x002E_0035,
        0x002E_0036, 0x002E_0037, 0x002E_0038, 0x002E_0039, 0x002E_003F, 0x002E_0054, 0x002E_0059, 0x002E_0060,
        0x002E_00B6, 0x002E_00DD, 0x002E_0162, 0x002E_0164, 0x002E_0166, 0x002E_0176, 0x002E_0178, 0x002E_021A,
        0x002E_0402, 0x002E_040B, 0x002E_0422, 0x002E_0423, 0x002E_042A, 0x002E_0431, 0x002E_0442, 0x002E_044A,
        0x002E_2019, 0x002E_201B, 0x002E_201D,
        // U+002F SOLIDUS
        0x002F_002C, 0x002F_002E, 0x002F_004A, 0x002F_0056, 0x002F_0057, 0x002F_005C, 0x002F_0134, 0x002F_0174,
        0x002F_0408, 0x002F_2026,
        // U+0030 DIGIT ZERO
        0x0030_002C, 0x0030_002E, 0x0030_0037, 0x0030_0059, 0x0030_005F, 0x0030_00DD, 0x0030_0176, 0x0030_0178,
        0x0030_0423, 0x0030_2018, 0x0030_201A, 0x0030_201C, 0x0030_201E, 0x0030_2026,
        // U+0031 DIGIT ONE
        0x0031_002C, 0x0031_002E, 0x0031_201A, 0x0031_201E, 0x0031_2026,
        // U+0032 DIGIT TWO
        0x0032_0034,
        // U+0033 DIGIT THREE
        0x0033_002C, 0x0033_002E, 0x0033_00AB, 0x0033_201A, 0x0033_201E, 0x0033_2026, 0x0033_2039,
        // U+0034 DIGIT FOUR
        0x0034_002C, 0x0034_002E, 0x0034_0031, 0x0034_00AE, 0x0034_2026,
        // U+0035 DIGIT FIVE
        0x0035_002C, 0x0035_002E, 0x0035_00AE, 0x0035_2026,
        // U+0036 DIGIT SIX
        0x0036_002C, 0x0036_002E, 0x0036_005F, 0x0036_201A, 0x0036_201E, 0x0036_2026,
        // U+0037 DIGIT SEVEN
        0x0037_0023, 0x0037_0026, 0x0037_002C, 0x0037_002E, 0x0037_0030, 0x0037_0033, 0x0037_0034, 0x0037_0035,
        0x0037_0036, 0x0037_0037, 0x0037_0038, 0x0037_0039, 0x0037_003A, 0x0037_003B, 0x0037_003C, 0x0037_0041,
        0x0037_004A, 0x0037_005F, 0x0037_0061, 0x0037_0063, 0x0037_0064, 0x0037_0065, 0x0037_0067, 0x0037_006F,
        0x0037_0071, 0x0037_0073, 0x0037_00A2, 0x0037_00AB, 0x0037_00C0, 0x0037_00C1, 0x0037_00C2, 0x0037_00C3,
        0x0037_00C4, 0x0037_00C5, 0x0037_00C6, 0x0037_00E0, 0x0037_00E1, 0x0037_00E2, 0x0037_00E3, 0x0037_00E4,
        0x0037_00E5, 0x0037_00E6, 0x0037_00E7, 0x0037_00E8, 0x0037_00E9, 0x0037_00EA, 0x0037_00EB, 0x0037_00EF,
        0x0037_00F0, 0x0037_00F2, 0x0037_00F3, 0x0037_00F4, 0x0037_00F5, 0x0037_00F6, 0x0037_00F8, 0x0037_0100,
        0x0037_0101, 0x0037_0102, 0x0037_0103, 0x0037_0104, 0x0037_0105, 0x0037_0107, 0x0037_0109, 0x0037_010B,
        0x0037_010D, 0x0037_010F, 0x0037_0111, 0x0037_0113, 0x0037_0115, 0x0037_0117, 0x0037_0119, 0x0037_011B,
        0x0037_011D, 0x0037_011F, 0x0037_0121, 0x0037_0123, 0x0037_0129, 0x0037_012B, 0x0037_012D, 0x0037_0134,
        0x0037_014D, 0x0037_014F, 0x0037_0151, 0x0037_0153, 0x0037_015B, 0x0037_015D, 0x0037_015F, 0x0037_0161,
        0x0037_0219, 0x0037_0408, 0x0037_0410, 0x0037_0430, 0x0037_0431, 0x0037_0435, 0x0037_043E, 0x0037_0441,
        0x0037_0444, 0x0037_0447, 0x0037_044F, 0x0037_0450, 0x0037_0451, 0x0037_0454, 0x0037_0455, 0x0037_0457,
        0x0037_201A, 0x0037_201E, 0x0037_2026, 0x0037_2039, 0x0037_20AB,
        // U+0038 DIGIT EIGHT
        0x0038_002C, 0x0038_002E, 0x0038_00AB, 0x0038_201A, 0x0038_201E, 0x0038_2026, 0x0038_2039,
        // U+0039 DIGIT NINE
        0x0039_002C, 0x0039_002E, 0x0039_0037, 0x0039_0059, 0x0039_005F, 0x0039_00DD, 0x0039_0176, 0x0039_0178,
        0x0039_0423, 0x0039_2018, 0x0039_201A, 0x0039_201C, 0x0039_201E, 0x0039_2026,
        // U+003A COLON
        0x003A_0054, 0x003A_0056, 0x003A_005C, 0x003A_0162, 0x003A_0164, 0x003A_0166, 0x003A_021A, 0x003A_0402,
        0x003A_040B, 0x003A_0422, 0x003A_042A, 0x003A_2018, 0x003A_201C,
        // U+003B SEMICOLON
        0x003B_0054, 0x003B_0056, 0x003B_005C, 0x003B_0162, 0x003B_0164, 0x003B_0166, 0x003B_021A, 0x003B_0402,
        0x003B_040B, 0x003B_0422, 0x003B_042A, 0x003B_2018, 0x003B_201C,
        // U+003D EQUALS SIGN
        0x003D_0041, 0x003D_0056, 0x003D_0057, 0x003D_0058, 0x003D_0059, 0x003D_005C, 0x003D_0076, 0x003D_0078,
        0x003D_0079, 0x003D_00C0, 0x003D_00C1, 0x003D_00C2, 0x003D_00C3, 0x003D_00C4, 0x003D_00C5, 0x003D_00C6,
        0x003D_00DD, 0x003D_00FD, 0x003D_00FF, 0x003D_0100, 0x003D_0102, 0x003D_0104, 0x003D_0174, 0x003D_0176,
        0x003D_0177, 0x003D_0178, 0x003D_0410, 0x003D_0416, 0x003D_0423, 0x003D_0425, 0x003D_042A, 0x003D_0436,
        0x003D_0443, 0x003D_0445, 0x003D_045E, 0x003D_2018, 0x003D_201C, 0x003D_20B8,
        // U+003E GREATER-THAN SIGN
        0x003E_0037, 0x003E_0041, 0x003E_0054, 0x003E_0056, 0x003E_0057, 0x003E_0058, 0x003E_0059, 0x003E_005A,
        0x003E_005C, 0x003E_00C0, 0x003E_00C1, 0x003E_00C2, 0x003E_00C3, 0x003E_00C4, 0x003E_00C5, 0x003E_00C6,
        0x003E_00DD, 0x003E_0100, 0x003E_0102, 0x003E_0104, 0x003E_0162, 0x003E_0164, 0x003E_0166, 0x003E_0174,
        0x003E_0176, 0x003E_0178, 0x003E_0179, 0x003E_017B, 0x003E_017D, 0x003E_021A, 0x003E_0402, 0x003E_0409,
        0x003E_040B, 0x003E_0410, 0x003E_0416, 0x003E_041B, 0x003E_0422, 0x003E_0423, 0x003E_0425, 0x003E_042A,
        0x003E_2018, 0x003E_201C, 0x003E_20B8,
        // U+003F QUESTION MARK
        0x003F_0041, 0x003F_00C0, 0x003F_00C1, 0x003F_00C2, 0x003F_00C3, 0x003F_00C4, 0x003F_00C5, 0x003F_00C6,
        0x003F_0100, 0x003F_0102, 0x003F_0104, 0x003F_0410,
        // U+0041 LATIN CAPITAL LETTER A
        0x0041_0022, 0x0041_0024, 0x0041_0027, 0x0041_002A, 0x0041_0031, 0x0041_003C, 0x0041_003D, 0x0041_003F,
        0x0041_0043, 0x0041_0047, 0x0041_004F, 0x0041_0051, 0x0041_0053, 0x0041_0054, 0x0041_0056, 0x0041_0057,
        0x0041_0059, 0x0041_005C, 0x0041_005E, 0x0041_0063, 0x0041_0064, 0x0041_0065, 0x0041_0066, 0x0041_0067,
        0x0041_0069, 0x0041_006F, 0x0041_0071, 0x0041_0073, 0x0041_0074, 0x0041_0076, 0x0041_0077, 0x0041_0079,
        0x0041_00A2, 0x0041_00A9, 0x0041_00AA, 0x0041_00AB, 0x0041_00AE, 0x0041_00B0, 0x0041_00B1, 0x0041_00B6,
        0x0041_00B7, 0x0041_00BA, 0x0041_00BB, 0x0041_00C7, 0x0041_00D2, 0x0041_00D3, 0x0041_00D4, 0x0041_00D5,
        0x0041_00D6, 0x0041_00D8, 0x0041_00DD, 0x0041_00E7, 0x0041_00E8, 0x0041_00E9, 0x0041_00EA, 0x0041_00EB,
        0x0041_00EC, 0x0041_00ED, 0x0041_00EE, 0x0041_00EF, 0x0041_00F0, 0x0041_00F2, 0x0041_00F3, 0x0041_00F4,
        0x0041_00F5, 0x0041_00F6, 0x0041_00F8, 0x0041_00FD, 0x0041_00FF, 0x0041_0106, 0x0041_0107, 0x0041_0108,
        0x0041_0109, 0x0041_010A, 0x0041_010B, 0x0041_010C, 0x0041_010D, 0x0041_010F, 0x0041_0111, 0x0041_0113,
        0x0041_0115, 0x0041_0117, 0x0041_0119, 0x0041_011B, 0x0041_011C, 0x0041_011D, 0x0041_011E, 0x0041_011F,
        0x0041_0120, 0x0041_0121, 0x0041_0122, 0x0041_0123, 0x0041_0129, 0x0041_012B, 0x0041_012D, 0x0041_012F,
        0x0041_0131, 0x0041_0133, 0x0041_014C, 0x0041_014D, 0x0041_014E, 0x0041_014F, 0x0041_0150, 0x0041_0151,
        0x0041_0152, 0x0041_0153, 0x0041_015A, 0x0041_015B, 0x0041_015C, 0x0041_015D, 0x0041_015E, 0x0041_015F,
        0x0041_0160, 0x0041_0161, 0x0041_0162, 0x0041_0163, 0x0041_0164, 0x0041_0165, 0x0041_0166, 0x0041_0167,
        0x0041_0174, 0x0041_0175, 0x0041_0176, 0x0041_0177, 0x0041_0178, 0x0041_0218, 0x0041_0219, 0x0041_021A,
        0x0041_021B, 0x0041_0402, 0x0041_0404, 0x0041_0405, 0x0041_040B, 0x0041_041E, 0x0041_0421, 0x0041_0422,
        0x0041_0423, 0x0041_0424, 0x0041_042A, 0x0041_042D, 0x0041_0435, 0x0041_043E, 0x0041_0441, 0x0041_0443,
        0x0041_0444, 0x0041_044B, 0x0041_044F, 0x0041_0450, 0x0041_0451, 0x0041_0454, 0x0041_0455, 0x0041_0456,
        0x0041_0457, 0x0041_045E, 0x0041_2018, 0x0041_2019, 0x0041_201C, 0x0041_201D, 0x0041_2039, 0x0041_203A,
        0x0041_20A1, 0x0041_20AB, 0x0041_20B2, 0x0041_20B5, 0x0041_2248, 0x0041_2264, 0x0041_2265,
        // U+0042 LATIN CAPITAL LETTER B
        0x0042_00EF, 0x0042_0129, 0x0042_012B, 0x0042_012D, 0x0042_0457,
        // U+0043 LATIN CAPITAL LETTER C
        0x0043_0041, 0x0043_0058, 0x0043_005F, 0x0043_0076, 0x0043_0079, 0x0043_00C0, 0x0043_00C1, 0x0043_00C2,
        0x0043_00C3, 0x0043_00C4, 0x0043_00C5, 0x0043_00C6, 0x0043_00EF, 0x0043_00FD, 0x0043_00FF, 0x0043_0100,
        0x0043_0102, 0x0043_0104, 0x0043_0129, 0x0043_012B, 0x0043_012D, 0x0043_0177, 0x0043_0410, 0x0043_0416,
        0x0043_0425, 0x0043_0443, 0x0043_0457, 0x0043_045E,
        // U+0044 LATIN CAPITAL LETTER D
        0x0044_002C, 0x0044_002E, 0x0044_002F, 0x0044_0041, 0x0044_0054, 0x0044_0056, 0x0044_0057, 0x0044_0058,
        0x0044_0059, 0x0044_005C, 0x0044_005F, 0x0044_00AE, 0x0044_00C0, 0x0044_00C1, 0x0044_00C2, 0x0044_00C3,
        0x0044_00C4, 0x0044_00C5, 0x0044_00C6, 0x0044_00DD, 0x0044_0100, 0x0044_0102, 0x0044_0104, 0x0044_0162,
        0x0044_0164, 0x0044_0166, 0x0044_0174, 0x0044_0176, 0x0044_0178, 0x0044_021A, 0x0044_0402, 0x0044_040B,
        0x0044_0410, 0x0044_0416, 0x0044_0422, 0x0044_0423, 0x0044_0425, 0x0044_042A, 0x0044_2018, 0x0044_201A,
        0x0044_201C, 0x0044_201E, 0x0044_2026,
        // U+0045 LATIN CAPITAL LETTER E
        0x0045_00EF, 0x0045_0129, 0x0045_012B, 0x0045_012D, 0x0045_0457,
        // U+0046 LATIN CAPITAL LETTER F
        0x0046_002C, 0x0046_002E, 0x0046_0041, 0x0046_004A, 0x0046_005F, 0x0046_0061, 0x0046_0063, 0x0046_0064,
        0x0046_0065, 0x0046_0067, 0x0046_006D, 0x0046_006E, 0x0046_006F, 0x0046_0070, 0x0046_0071, 0x0046_0072,
        0x0046_0075, 0x0046_0076, 0x0046_0079, 0x0046_007A, 0x0046_00A2, 0x0046_00B5, 0x0046_00C0, 0x0046_00C1,
        0x0046_00C2, 0x0046_00C3, 0x0046_00C4, 0x0046_00C5, 0x0046_00C6, 0x0046_00E0, 0x0046_00E1, 0x0046_00E2,
        0x0046_00E3, 0x0046_00E4, 0x0046_00E5, 0x0046_00E6, 0x0046_00E7, 0x0046_00E8, 0x0046_00E9, 0x0046_00EA,
        0x0046_00EB, 0x0046_00F0, 0x0046_00F1, 0x0046_00F2, 0x0046_00F3, 0x0046_00F4, 0x0046_00F5, 0x0046_00F6,
        0x0046_00F8, 0x0046_00F9, 0x0046_00FA, 0x0046_00FB, 0x0046_00FC, 0x0046_00FD, 0x0046_00FF, 0x0046_0100,
        0x0046_0101, 0x0046_0102, 0x0046_0103, 0x0046_0104, 0x0046_0105, 0x0046_0107, 0x0046_0109, 0x0046_010B,
        0x0046_010D, 0x0046_010F, 0x0046_0111, 0x0046_0113, 0x0046_0115, 0x0046_0117, 0x0046_0119, 0x0046_011B,
        0x0046_011D, 0x0046_011F, 0x0046_0121, 0x0046_0123, 0x0046_0134, 0x0046_0144, 0x0046_0146, 0x0046_0148,
        0x0046_014B, 0x0046_014D, 0x0046_014F, 0x0046_0151, 0x0046_0153, 0x0046_0155, 0x0046_0157, 0x0046_0159,
        0x0046_0169, 0x0046_016B, 0x0046_016D, 0x0046_016F, 0x0046_0171, 0x0046_0173, 0x0046_0177, 0x0046_017A,
        0x0046_017C, 0x0046_017E, 0x0046_0408, 0x0046_0410, 0x0046_0430, 0x0046_0432, 0x0046_0433, 0x0046_0435,
        0x0046_0438, 0x0046_0439, 0x0046_043A, 0x0046_043C, 0x0046_043D, 0x0046_043E, 0x0046_043F, 0x0046_0440,
        0x0046_0441, 0x0046_0443, 0x0046_0444, 0x0046_0446, 0x0046_0447, 0x0046_0448, 0x0046_0449, 0x0046_044C,
        0x0046_044E, 0x0046_0450, 0x0046_0451, 0x0046_0453, 0x0046_0454, 0x0046_045A, 0x0046_045C, 0x0046_045D,
        0x0046_045E, 0x0046_045F, 0x0046_201A, 0x0046_201E, 0x0046_2026, 0x0046_20AB,
        // U+0047 LATIN CAPITAL LETTER G
        0x0047_0041, 0x0047_0054, 0x0047_0056, 0x0047_0058, 0x0047_0059, 0x0047_005C, 0x0047_0069, 0x0047_006A,
        0x0047_00C0, 0x0047_00C1, 0x0047_00C2, 0x0047_00C3, 0x0047_00C4, 0x0047_00C5, 0x0047_00C6, 0x0047_00DD,
        0x0047_00EC, 0x0047_00ED, 0x0047_00EE, 0x0047_00EF, 0x0047_0100, 0x0047_0102, 0x0047_0104, 0x0047_0127,
        0x0047_0129, 0x0047_012B, 0x0047_012D, 0x0047_012F, 0x0047_0131, 0x0047_0133, 0x0047_0135, 0x0047_0162,
        0x0047_0164, 0x0047_0166, 0x0047_0176, 0x0047_0178, 0x0047_021A, 0x0047_0402, 0x0047_040B, 0x0047_0410,
        0x0047_0416, 0x0047_0422, 0x0047_0423, 0x0047_0425, 0x0047_042A, 0x0047_044B, 0x0047_0456, 0x0047_0457,
        0x0047_0458,
        // U+0048 LATIN CAPITAL LETTER H
        0x0048_005F, 0x0048_00CE, 0x0048_00CF, 0x0048_00EF, 0x0048_0128, 0x0048_0129, 0x0048_012A, 0x0048_012B,
        0x0048_012C, 0x0048_012D, 0x0048_012F, 0x0048_0407, 0x0048_0457,
        // U+0049 LATIN CAPITAL LETTER I
        0x0049_005F, 0x0049_00CE, 0x0049_00CF, 0x0049_00EF, 0x0049_0128, 0x0049_0129, 0x0049_012A, 0x0049_012B,
        0x0049_012C, 0x0049_012D, 0x0049_012F, 0x0049_0407, 0x0049_0457,
        // U+004A LATIN CAPITAL LETTER J
        0x004A_002C, 0x004A_002E, 0x004A_002F, 0x004A_005F, 0x004A_201A, 0x004A_201E, 0x004A_2026,
        // U+004B LATIN CAPITAL LETTER K
        0x004B_0024, 0x004B_002B, 0x004B_002D, 0x004B_003C, 0x004B_003D, 0x004B_0043, 0x004B_0047, 0x004B_004F,
        0x004B_0051, 0x004B_0053, 0x004B_0063, 0x004B_0064, 0x004B_0065, 0x004B_0067, 0x004B_0069, 0x004B_006F,
        0x004B_0071, 0x004B_0075, 0x004B_0076, 0x004B_0077, 0x004B_0079, 0x004B_007E, 0x004B_00A2, 0x004B_00A9,
        0x004B_00AB, 0x004B_00AC, 0x004B_00AD, 0x004B_00AE, 0x004B_00B1, 0x004B_00B5, 0x004B_00B7, 0x004B_00C7,
        0x004B_00D2, 0x004B_00D3, 0x004B_00D4, 0x004B_00D5, 0x004B_00D6, 0x004B_00D8, 0x004B_00E7, 0x004B_00E8,
        0x004B_00E9, 0x004B_00EA, 0x004B_00EB, 0x004B_00EC, 0x004B_00ED, 0x004B_00EE, 0x004B_00EF, 0x004B_00F0,
        0x004B_00F2, 0x004B_00F3, 0x004B_00F4, 0x004B_00F5, 0x004B_00F6, 0x004B_00F7, 0x004B_00F8, 0x004B_00F9,
        0x004B_00FA, 0x004B_00FB, 0x004B_00FC, 0x004B_00FD, 0x004B_00FF, 0x004B_0106, 0x004B_0107, 0x004B_0108,
        0x004B_0109, 0x004B_010A, 0x004B_010B, 0x004B_010C, 0x004B_010D, 0x004B_010F, 0x004B_0111, 0x004B_0113,
        0x004B_0115, 0x004B_0117, 0x004B_0119, 0x004B_011B, 0x004B_011C, 0x004B_011D, 0x004B_011E, 0x004B_011F,
        0x004B_0120, 0x004B_0121, 0x004B_0122, 0x004B_0123, 0x004B_0129, 0x004B_012B, 0x004B_012D, 0x004B_012F,
        0x004B_0131, 0x004B_0133, 0x004B_014C, 0x004B_014D, 0x004B_014E, 0x004B_014F, 0x004B_0150, 0x004B_0151,
        0x004B_0152, 0x004B_0153, 0x004B_015A, 0x004B_015C, 0x004B_015E, 0x004B_0160, 0x004B_0169, 0x004B_016B,
        0x004B_016D, 0x004B_016F, 0x004B_0171, 0x004B_0173, 0x004B_0175, 0x004B_0177, 0x004B_0218, 0x004B_0404,
        0x004B_0405, 0x004B_041E, 0x004B_0421, 0x004B_0424, 0x004B_042D, 0x004B_0435, 0x004B_043E, 0x004B_0441,
        0x004B_0443, 0x004B_0444, 0x004B_044B, 0x004B_0450, 0x004B_0451, 0x004B_0454, 0x004B_0456, 0x004B_0457,
        0x004B_045E, 0x004B_2039, 0x004B_20A1, 0x004B_20AB, 0x004B_20B2, 0x004B_20B5, 0x004B_2192, 0x004B_2212,
        0x004B_221E, 0x004B_2248, 0x004B_2264, 0x004B_2265,
        // U+004C LATIN CAPITAL LETTER L
        0x004C_0022, 0x004C_0027, 0x004C_002A, 0x004C_002B, 0x004C_002D, 0x004C_0031, 0x004C_0041, 0x004C_0043,
        0x004C_0047, 0x004C_004F, 0x004C_0051, 0x004C_0054, 0x004C_0056, 0x004C_0057, 0x004C_0059, 0x004C_005C,
        0x004C_005E, 0x004C_0074, 0x004C_0076, 0x004C_0079, 0x004C_007E, 0x004C_00A9, 0x004C_00AA, 0x004C_00AB,
        0x004C_00AC, 0x004C_00AD, 0x004C_00AE, 0x004C_00B0, 0x004C_00B7, 0x004C_00BA, 0x004C_00C0, 0x004C_00C1,
        0x004C_00C2, 0x004C_00C3, 0x004C_00C4, 0x004C_00C5, 0x004C_00C6, 0x004C_00C7, 0x004C_00D2, 0x004C_00D3,
        0x004C_00D4, 0x004C_00D5, 0x004C_00D6, 0x004C_00D8, 0x004C_00DD, 0x004C_00F7, 0x004C_00FD, 0x004C_00FF,
        0x004C_0100, 0x004C_0102, 0x004C_0104, 0x004C_0106, 0x004C_0108, 0x004C_010A, 0x004C_010C, 0x004C_011C,
        0x004C_011E, 0x004C_0120, 0x004C_0122, 0x004C_014C, 0x004C_014E, 0x004C_0150, 0x004C_0152, 0x004C_0162,
        0x004C_0163, 0x004C_0164, 0x004C_0165, 0x004C_0166, 0x004C_0167, 0x004C_0174, 0x004C_0176, 0x004C_0177,
        0x004C_0178, 0x004C_021A, 0x004C_021B, 0x004C_0402, 0x004C_0404, 0x004C_040B, 0x004C_0410, 0x004C_041E,
        0x004C_0421, 0x004C_0422, 0x004C_0423, 0x004C_0424, 0x004C_042A, 0x004C_042D, 0x004C_0443, 0x004C_045E,
        0x004C_2018, 0x004C_2019, 0x004C_201B, 0x004C_201C, 0x004C_201D, 0x004C_2039, 0x004C_20A1, 0x004C_20B2,
        0x004C_20B5, 0x004C_2192, 0x004C_2212,
        // U+004D LATIN CAPITAL LETTER M
        0x004D_005F, 0x004D_00CE, 0x004D_00CF, 0x004D_00EF, 0x004D_0128, 0x004D_0129, 0x004D_012A, 0x004D_012B,
        0x004D_012C, 0x004D_012D, 0x004D_012F, 0x004D_0407, 0x004D_0457,
        // U+004E LATIN CAPITAL LETTER N
        0x004E_005F, 0x004E_00CE, 0x004E_00CF, 0x004E_00EF, 0x004E_0128, 0x004E_0129, 0x004E_012A, 0x004E_012B,
        0x004E_012C, 0x004E_012D, 0x004E_012F, 0x004E_0407, 0x004E_0457,
        // U+004F LATIN CAPITAL LETTER O
        0x004F_002C, 0x004F_002E, 0x004F_002F, 0x004F_0041, 0x004F_0054, 0x004F_0056, 0x004F_0057, 0x004F_0058,
        0x004F_0059, 0x004F_005C, 0x004F_005F, 0x004F_00AE, 0x004F_00C0, 0x004F_00C1, 0x004F_00C2, 0x004F_00C3,
        0x004F_00C4, 0x004F_00C5, 0x004F_00C6, 0x004F_00DD, 0x004F_0100, 0x004F_0102, 0x004F_0104, 0x004F_0162,
        0x004F_0164, 0x004F_0166, 0x004F_0174, 0x004F_0176, 0x004F_0178, 0x004F_021A, 0x004F_0402, 0x004F_040B,
        0x004F_0410, 0x004F_0416, 0x004F_0422, 0x004F_0423, 0x004F_0425, 0x004F_042A, 0x004F_2018, 0x004F_201A,
        0x004F_201C, 0x004F_201E, 0x004F_2026,
        // U+0050 LATIN CAPITAL LETTER P
        0x0050_0026, 0x0050_002B, 0x0050_002C, 0x0050_002D, 0x0050_002E, 0x0050_0041, 0x0050_004A, 0x0050_0061,
        0x0050_0063, 0x0050_0064, 0x0050_0065, 0x0050_0067, 0x0050_006F, 0x0050_0071, 0x0050_007E, 0x0050_00A2,
        0x0050_00AC, 0x0050_00AD, 0x0050_00B7, 0x0050_00C0, 0x0050_00C1, 0x0050_00C2, 0x0050_00C3, 0x0050_00C4,
        0x0050_00C5, 0x0050_00C6, 0x0050_00E0, 0x0050_00E1, 0x0050_00E2, 0x0050_00E3, 0x0050_00E4, 0x0050_00E5,
        0x0050_00E6, 0x0050_00E7, 0x0050_00E8, 0x0050_00E9, 0x0050_00EA, 0x0050_00EB, 0x0050_00F0, 0x0050_00F2,
        0x0050_00F3, 0x0050_00F4, 0x0050_00F5, 0x0050_00F6, 0x0050_00F7, 0x0050_00F8, 0x0050_0100, 0x0050_0101,
        0x0050_0102, 0x0050_0103, 0x0050_0104, 0x0050_0105, 0x0050_0107, 0x0050_0109, 0x0050_010B, 0x0050_010D,
        0x0050_010F, 0x0050_0111, 0x0050_0113, 0x0050_0115, 0x0050_0117, 0x0050_0119, 0x0050_011B, 0x0050_011D,
        0x0050_011F, 0x0050_0121, 0x0050_0123, 0x0050_0134, 0x0050_014D, 0x0050_014F, 0x0050_0151, 0x0050_0153,
        0x0050_0408, 0x0050_0410, 0x0050_0430, 0x0050_0435, 0x0050_043E, 0x0050_0441, 0x0050_0444, 0x0050_0447,
        0x0050_0450, 0x0050_0451, 0x0050_0454, 0x0050_201A, 0x0050_201E, 0x0050_2026, 0x0050_20AB, 0x0050_2192,
        0x0050_2212,
        // U+0051 LATIN CAPITAL LETTER Q
        0x0051_002C, 0x0051_002E, 0x0051_002F, 0x0051_0041, 0x0051_0054, 0x0051_0056, 0x0051_0057, 0x0051_0058,
        0x0051_0059, 0x0051_005C, 0x0051_005F, 0x0051_00AE, 0x0051_00C0, 0x0051_00C1, 0x0051_00C2, 0x0051_00C3,
        0x0051_00C4, 0x0051_00C5, 0x0051_00C6, 0x0051_00DD, 0x0051_0100, 0x0051_0102, 0x0051_0104, 0x0051_0162,
        0x0051_0164, 0x0051_0166, 0x0051_0174, 0x0051_0176, 0x0051_0178, 0x0051_021A, 0x0051_0402, 0x0051_040B,
        0x0051_0410, 0x0051_0416, 0x0051_0422, 0x0051_0423, 0x0051_0425, 0x0051_042A, 0x0051_2018, 0x0051_201A,
        0x0051_201C, 0x0051_201E, 0x0051_2026,
        // U+0052 LATIN CAPITAL LETTER R
        0x0052_0056, 0x0052_0059, 0x0052_005C, 0x0052_0063, 0x0052_0064, 0x0052_0065, 0x0052_0067, 0x0052_006F,
        0x0052_0071, 0x0052_00A2, 0x0052_00DD, 0x0052_00E7, 0x0052_00E8, 0x0052_00E9, 0x0052_00EA, 0x0052_00EB,
        0x0052_00EF, 0x0052_00F0, 0x0052_00F2, 0x0052_00F3, 0x0052_00F4, 0x0052_00F5, 0x0052_00F6, 0x0052_00F8,
        0x0052_0107, 0x0052_0109, 0x0052_010B, 0x0052_010D, 0x0052_010F, 0x0052_0111, 0x0052_0113, 0x0052_0115,
        0x0052_0117, 0x0052_0119, 0x0052_011B, 0x0052_011D, 0x0052_011F, 0x0052_0121, 0x0052_0123, 0x0052_0129,
        0x0052_012B, 0x0052_012D, 0x0052_014D, 0x0052_014F, 0x0052_0151, 0x0052_0153, 0x0052_0176, 0x0052_0178,
        0x0052_0423, 0x0052_0435, 0x0052_043E, 0x0052_0441, 0x0052_0444, 0x0052_0450, 0x0052_0451, 0x0052_0454,
        0x0052_0457, 0x0052_20AB,
        // U+0053 LATIN CAPITAL LETTER S
        0x0053_0041, 0x0053_00C0, 0x0053_00C1, 0x0053_00C2, 0x0053_00C3, 0x0053_00C4, 0x0053_00C5, 0x0053_00C6,
        0x0053_00EF, 0x0053_0100, 0x0053_0102, 0x0053_0104, 0x0053_0129, 0x0053_012B, 0x0053_012D, 0x0053_0410,
        0x0053_0457,
        // U+0054 LATIN CAPITAL LETTER T
        0x0054_0026, 0x0054_002B, 0x0054_002C, 0x0054_002D, 0x0054_002E, 0x0054_002F, 0x0054_0034, 0x0054_003A,
        0x0054_003B, 0x0054_003C, 0x0054_0041, 0x0054_0043, 0x0054_0047, 0x0054_004A, 0x0054_004F, 0x0054_0051,
        0x0054_005F, 0x0054_0061, 0x0054_0063, 0x0054_0064, 0x0054_0065, 0x0054_0067, 0x0054_006D, 0x0054_006E,
        0x0054_006F, 0x0054_0070, 0x0054_0071, 0x0054_0072, 0x0054_0073, 0x0054_0075, 0x0054_0076, 0x0054_0077,
        0x0054_0078, 0x0054_0079, 0x0054_007A, 0x0054_007E, 0x0054_00A2, 0x0054_00A9, 0x0054_00AB, 0x0054_00AC,
        0x0054_00AD, 0x0054_00B5, 0x0054_00B7, 0x0054_00BB, 0x0054_00C0, 0x0054_00C1, 0x0054_00C2, 0x0054_00C3,
        0x0054_00C4, 0x0054_00C5, 0x0054_00C6, 0x0054_00C7, 0x0054_00D2, 0x0054_00D3, 0x0054_00D4, 0x0054_00D5,
        0x0054_00D6, 0x0054_00D8, 0x0054_00E0, 0x0054_00E1, 0x0054_00E2, 0x0054_00E3, 0x0054_00E4, 0x0054_00E5,
        0x0054_00E6, 0x0054_00E7, 0x0054_00E8, 0x0054_00E9, 0x0054_00EA, 0x0054_00EB, 0x0054_00EF, 0x0054_00F0,
        0x0054_00F1, 0x0054_00F2, 0x0054_00F3, 0x0054_00F4, 0x0054_00F5, 0x0054_00F6, 0x0054_00F7, 0x0054_00F8,
        0x0054_00F9, 0x0054_00FA, 0x0054_00FB, 0x0054_00FC, 0x0054_00FD, 0x0054_00FF, 0x0054_0100, 0x0054_0101,
        0x0054_0102, 0x0054_0103, 0x0054_0104, 0x0054_0105, 0x0054_0106, 0x0054_0107, 0x0054_0108, 0x0054_0109,
        0x0054_010A, 0x0054_010B, 0x0054_010C, 0x0054_010D, 0x0054_010F, 0x0054_0111, 0x0054_0113, 0x0054_0115,
        0x0054_0117, 0x0054_0119, 0x0054_011B, 0x0054_011C, 0x0054_011D, 0x0054_011E, 0x0054_011F, 0x0054_0120,
        0x0054_0121, 0x0054_0122, 0x0054_0123, 0x0054_0129, 0x0054_012B, 0x0054_012D, 0x0054_0134, 0x0054_0144,
        0x0054_0146, 0x0054_0148, 0x0054_014B, 0x0054_014C, 0x0054_014D, 0x0054_014E, 0x0054_014F, 0x0054_0150,
        0x0054_0151, 0x0054_0152, 0x0054_0153, 0x0054_0155, 0x0054_0157, 0x0054_0159, 0x0054_015B, 0x0054_015D,
        0x0054_015F, 0x0054_0161, 0x0054_0169, 0x0054_016B, 0x0054_016D, 0x0054_016F, 0x0054_0171, 0x0054_0173,
        0x0054_0175, 0x0054_0177, 0x0054_017A, 0x0054_017C, 0x0054_017E, 0x0054_0219, 0x0054_0404, 0x0054_0408,
        0x0054_0410, 0x0054_041E, 0x0054_0421, 0x0054_0424, 0x0054_042D, 0x0054_0430, 0x0054_0432, 0x0054_0433,
        0x0054_0435, 0x0054_0436, 0x0054_0438, 0x0054_0439, 0x0054_043A, 0x0054_043C, 0x0054_043D, 0x0054_043E,
        0x0054_043F, 0x0054_0440, 0x0054_0441, 0x0054_0442, 0x0054_0443, 0x0054_0444, 0x0054_0445, 0x0054_0446,
        0x0054_0447, 0x0054_0448, 0x0054_0449, 0x0054_044A, 0x0054_044C, 0x0054_044E, 0x0054_044F, 0x0054_0450,
        0x0054_0451, 0x0054_0453, 0x0054_0454, 0x0054_0455, 0x0054_0457, 0x0054_045A, 0x0054_045C, 0x0054_045D,
        0x0054_045E, 0x0054_045F, 0x0054_201A, 0x0054_201E, 0x0054_2026, 0x0054_2039, 0x0054_203A, 0x0054_20A1,
        0x0054_20AB, 0x0054_20B2, 0x0054_20B5, 0x0054_2192, 0x0054_2212,
        // U+0055 LATIN CAPITAL LETTER U
        0x0055_002C, 0x0055_002E, 0x0055_002F, 0x0055_005F, 0x0055_201A, 0x0055_201E, 0x0055_2026,
        // U+0056 LATIN CAPITAL LETTER V
        0x0056_0026, 0x0056_002B, 0x0056_002C, 0x0056_002D, 0x0056_002E, 0x0056_002F, 0x0056_0034, 0x0056_003A,
        0x0056_003B, 0x0056_003C, 0x0056_003D, 0x0056_0040, 0x0056_0041, 0x0056_0043, 0x0056_0047, 0x0056_004A,
        0x0056_004F, 0x0056_0051, 0x0056_005C, 0x0056_005F, 0x0056_0061, 0x0056_0063, 0x0056_0064, 0x0056_0065,
        0x0056_0067, 0x0056_006F, 0x0056_0071, 0x0056_0073, 0x0056_007E, 0x0056_00A2, 0x0056_00A9, 0x0056_00AB,
        0x0056_00AC, 0x0056_00AD, 0x0056_00B1, 0x0056_00B7, 0x0056_00BF, 0x0056_00C0, 0x0056_00C1, 0x0056_00C2,
        0x0056_00C3, 0x0056_00C4, 0x0056_00C5, 0x0056_00C6, 0x0056_00C7, 0x0056_00D2, 0x0056_00D3, 0x0056_00D4,
        0x0056_00D5, 0x0056_00D6, 0x0056_00D7, 0x0056_00D8, 0x0056_00E0, 0x0056_00E1, 0x0056_00E2, 0x0056_00E3,
        0x0056_00E4, 0x0056_00E5, 0x0056_00E6, 0x0056_00E7, 0x0056_00E8, 0x0056_00E9, 0x0056_00EA, 0x0056_00EB,
        0x0056_00EF, 0x0056_00F0, 0x0056_00F2, 0x0056_00F3, 0x0056_00F4, 0x0056_00F5, 0x0056_00F6, 0x0056_00F7,
        0x0056_00F8, 0x0056_0100, 0x0056_0101, 0x0056_0102, 0x0056_0103, 0x0056_0104, 0x0056_0105, 0x0056_0106,
        0x0056_0107, 0x0056_0108, 0x0056_0109, 0x0056_010A, 0x0056_010B, 0x0056_010C, 0x0056_010D, 0x0056_010F,
        0x0056_0111, 0x0056_0113, 0x0056_0115, 0x0056_0117, 0x0056_0119, 0x0056_011B, 0x0056_011C, 0x0056_011D,
        0x0056_011E, 0x0056_011F, 0x0056_0120, 0x0056_0121, 0x0056_0122, 0x0056_0123, 0x0056_0129, 0x0056_012B,
        0x0056_012D, 0x0056_0134, 0x0056_014C, 0x0056_014D, 0x0056_014E, 0x0056_014F, 0x0056_0150, 0x0056_0151,
        0x0056_0152, 0x0056_0153, 0x0056_015B, 0x0056_015D, 0x0056_015F, 0x0056_0161, 0x0056_0219, 0x0056_0404,
        0x0056_0408, 0x0056_0410, 0x0056_041E, 0x0056_0421, 0x0056_0424, 0x0056_042D, 0x0056_0430, 0x0056_0435,
        0x0056_043E, 0x0056_0441, 0x0056_0444, 0x0056_0447, 0x0056_044F, 0x0056_0450, 0x0056_0451, 0x0056_0454,
        0x0056_0455, 0x0056_0457, 0x0056_201A, 0x0056_201E, 0x0056_2026, 0x0056_2039, 0x0056_20A1, 0x0056_20AB,
        0x0056_20B2, 0x0056_20B5, 0x0056_2192, 0x0056_2212, 0x0056_2248, 0x0056_2264, 0x0056_2265,
        // U+0057 LATIN CAPITAL LETTER W
        0x0057_0024, 0x0057_0026, 0x0057_002B, 0x0057_002C, 0x0057_002D, 0x0057_002E, 0x0057_002F, 0x0057_0034,
        0x0057_003A, 0x0057_003B, 0x0057_003C, 0x0057_003D, 0x0057_0041, 0x0057_0043, 0x0057_0047, 0x0057_004A,
        0x0057_004F, 0x0057_0051, 0x0057_0053, 0x0057_005C, 0x0057_0061, 0x0057_0063, 0x0057_0064, 0x0057_0065,
        0x0057_0067, 0x0057_006D, 0x0057_006E, 0x0057_006F, 0x0057_0070, 0x0057_0071, 0x0057_0072, 0x0057_0073,
        0x0057_007E, 0x0057_00A2, 0x0057_00A9, 0x0057_00AB, 0x0057_00AC, 0x0057_00AD, 0x0057_00B1, 0x0057_00B7,
        0x0057_00BF, 0x0057_00C0, 0x0057_00C1, 0x0057_00C2, 0x0057_00C3, 0x0057_00C4, 0x0057_00C5, 0x0057_00C6,
        0x0057_00C7, 0x0057_00D2, 0x0057_00D3, 0x0057_00D4, 0x0057_00D5, 0x0057_00D6, 0x0057_00D8, 0x0057_00E0,
        0x0057_00E1, 0x0057_00E2, 0x0057_00E3, 0x0057_00E4, 0x0057_00E5, 0x0057_00E6, 0x0057_00E7, 0x0057_00E8,
        0x0057_00E9, 0x0057_00EA, 0x0057_00EB, 0x0057_00F0, 0x0057_00F1, 0x0057_00F2, 0x0057_00F3, 0x0057_00F4,
        0x0057_00F5, 0x0057_00F6, 0x0057_00F7, 0x0057_00F8, 0x0057_0100, 0x0057_0101, 0x0057_0102, 0x0057_0103,
        0x0057_0104, 0x0057_0105, 0x0057_0106, 0x0057_0107, 0x0057_0108, 0x0057_0109, 0x0057_010A, 0x0057_010B,
        0x0057_010C, 0x0057_010D, 0x0057_010F, 0x0057_0111, 0x0057_0113, 0x0057_0115, 0x0057_0117, 0x0057_0119,
        0x0057_011B, 0x0057_011C, 0x0057_011D, 0x0057_011E, 0x0057_011F, 0x0057_0120, 0x0057_0121, 0x0057_0122,
        0x0057_0123, 0x0057_0134, 0x0057_0144, 0x0057_0146, 0x0057_0148, 0x0057_014B, 0x0057_014C, 0x0057_014D,
        0x0057_014E, 0x0057_014F, 0x0057_0150, 0x0057_0151, 0x0057_0152, 0x0057_0153, 0x0057_0155, 0x0057_0157,
        0x0057_0159, 0x0057_015A, 0x0057_015B, 0x0057_015C, 0x0057_015D, 0x0057_015E, 0x0057_015F, 0x0057_0160,
        0x0057_0161, 0x0057_0218, 0x0057_0219, 0x0057_0404, 0x0057_0405, 0x0057_0408, 0x0057_0410, 0x0057_041E,
        0x0057_0421, 0x0057_0424, 0x0057_042D, 0x0057_0430, 0x0057_0432, 0x0057_0433, 0x0057_0435, 0x0057_0438,
        0x0057_0439, 0x0057_043A, 0x0057_043C, 0x0057_043D, 0x0057_043E, 0x0057_043F, 0x0057_0440, 0x0057_0441,
        0x0057_0444, 0x0057_0446, 0x0057_0447, 0x0057_0448, 0x0057_0449, 0x0057_044C, 0x0057_044E, 0x0057_044F,
        0x0057_0450, 0x0057_0451, 0x0057_0453, 0x0057_0454, 0x0057_0455, 0x0057_045A, 0x0057_045C, 0x0057_045D,
        0x0057_045F, 0x0057_201A, 0x0057_201E, 0x0057_2026, 0x0057_2039, 0x0057_20A1, 0x0057_20AB, 0x0057_20B2,
        0x0057_20B5, 0x0057_2192, 0x0057_2212, 0x0057_2248, 0x0057_2264, 0x0057_2265,
        // U+0058 LATIN CAPITAL LETTER X
        0x0058_002B, 0x0058_002D, 0x0058_003C, 0x0058_003D, 0x0058_0043, 0x0058_0047, 0x0058_004F, 0x0058_0051,
        0x0058_0063, 0x0058_0064, 0x0058_0065, 0x0058_0067, 0x0058_006F, 0x0058_0071, 0x0058_007E, 0x0058_00A2,
        0x0058_00A9, 0x0058_00AB, 0x0058_00AC, 0x0058_00AD, 0x0058_00AE, 0x0058_00B1, 0x0058_00B7, 0x0058_00C7,
        0x0058_00D2, 0x0058_00D3, 0x0058_00D4, 0x0058_00D5, 0x0058_00D6, 0x0058_00D8, 0x0058_00E7, 0x0058_00E8,
        0x0058_00E9, 0x0058_00EA, 0x0058_00EB, 0x0058_00F0, 0x0058_00F2, 0x0058_00F3, 0x0058_00F4, 0x0058_00F5,
        0x0058_00F6, 0x0058_00F7, 0x0058_00F8, 0x0058_0106, 0x0058_0107, 0x0058_0108, 0x0058_0109, 0x0058_010A,
        0x0058_010B, 0x0058_010C, 0x0058_010D, 0x0058_010F, 0x0058_0111, 0x0058_0113, 0x0058_0115, 0x0058_0117,
        0x0058_0119, 0x0058_011B, 0x0058_011C, 0x0058_011D, 0x0058_011E, 0x0058_011F, 0x0058_0120, 0x0058_0121,
        0x0058_0122, 0x0058_0123, 0x0058_014C, 0x0058_014D, 0x0058_014E, 0x0058_014F, 0x0058_0150, 0x0058_0151,
        0x0058_0152, 0x0058_0153, 0x0058_0404, 0x0058_041E, 0x0058_0421, 0x0058_0424, 0x0058_042D, 0x0058_0435,
        0x0058_043E, 0x0058_0441, 0x0058_0444, 0x0058_0450, 0x0058_0451, 0x0058_0454, 0x0058_2039, 0x0058_20A1,
        0x0058_20AB, 0x0058_20B2, 0x0058_20B5, 0x0058_2192, 0x0058_2212, 0x0058_2248, 0x0058_2264, 0x0058_2265,
        // U+0059 LATIN CAPITAL LETTER Y
        0x0059_0026, 0x0059_002B, 0x0059_002C, 0x0059_002D, 0x0059_002E, 0x0059_0034, 0x0059_003A, 0x0059_003B,
        0x0059_003C, 0x0059_003D, 0x0059_0041, 0x0059_0043, 0x0059_0047, 0x0059_004A, 0x0059_004F, 0x0059_0051,
        0x0059_0054, 0x0059_0061, 0x0059_0063, 0x0059_0064, 0x0059_0065, 0x0059_0067, 0x0059_0069, 0x0059_006D,
        0x0059_006E, 0x0059_006F, 0x0059_0070, 0x0059_0071, 0x0059_0072, 0x0059_0073, 0x0059_0075, 0x0059_007E,
        0x0059_00A2, 0x0059_00A9, 0x0059_00AB, 0x0059_00AC, 0x0059_00AD, 0x0059_00AE, 0x0059_00B1, 0x0059_00B5,
        0x0059_00B7, 0x0059_00BB, 0x0059_00C0, 0x0059_00C1, 0x0059_00C2, 0x0059_00C3, 0x0059_00C4, 0x0059_00C5,
        0x0059_00C6, 0x0059_00C7, 0x0059_00D2, 0x0059_00D3, 0x0059_00D4, 0x0059_00D5, 0x0059_00D6, 0x0059_00D7,
        0x0059_00D8, 0x0059_00E0, 0x0059_00E1, 0x0059_00E2, 0x0059_00E3, 0x0059_00E4, 0x0059_00E5, 0x0059_00E6,
        0x0059_00E7, 0x0059_00E8, 0x0059_00E9, 0x0059_00EA, 0x0059_00EB, 0x0059_00EC, 0x0059_00ED, 0x0059_00EE,
        0x0059_00F0, 0x0059_00F1, 0x0059_00F2, 0x0059_00F3, 0x0059_00F4, 0x0059_00F5, 0x0059_00F6, 0x0059_00F7,
        0x0059_00F8, 0x0059_00F9, 0x0059_00FA, 0x0059_00FB, 0x0059_00FC, 0x0059_0100, 0x0059_0101, 0x0059_0102,
        0x0059_0103, 0x0059_0104, 0x0059_0105, 0x0059_0106, 0x0059_0107, 0x0059_0108, 0x0059_0109, 0x0059_010A,
        0x0059_010B, 0x0059_010C, 0x0059_010D, 0x0059_010F, 0x0059_0111, 0x0059_0113, 0x0059_0115, 0x0059_0117,
        0x0059_0119, 0x0059_011B, 0x0059_011C, 0x0059_011D, 0x0059_011E, 0x0059_011F, 0x0059_0120, 0x0059_0121,
        0x0059_0122, 0x0059_0123, 0x0059_012F, 0x0059_0131, 0x0059_0133, 0x0059_0134, 0x0059_0144, 0x0059_0146,
        0x0059_0148, 0x0059_014B, 0x0059_014C, 0x0059_014D, 0x0059_014E, 0x0059_014F, 0x0059_0150, 0x0059_0151,
        0x0059_0152, 0x0059_0153, 0x0059_0155, 0x0059_0157, 0x0059_0159, 0x0059_015B, 0x0059_015D, 0x0059_015F,
        0x0059_0161, 0x0059_0162, 0x0059_0164, 0x0059_0166, 0x0059_0169, 0x0059_016B, 0x0059_016D, 0x0059_016F,
        0x0059_0171, 0x0059_0173, 0x0059_0219, 0x0059_021A, 0x0059_0402, 0x0059_0404, 0x0059_0408, 0x0059_040B,
        0x0059_0410, 0x0059_041E, 0x0059_0421, 0x0059_0422, 0x0059_0424, 0x0059_042A, 0x0059_042D, 0x0059_0430,
        0x0059_0432, 0x0059_0433, 0x0059_0435, 0x0059_0438, 0x0059_0439, 0x0059_043A, 0x0059_043C, 0x0059_043D,
        0x0059_043E, 0x0059_043F, 0x0059_0440, 0x0059_0441, 0x0059_0444, 0x0059_0446, 0x0059_0447, 0x0059_0448,
        0x0059_0449, 0x0059_044B, 0x0059_044C, 0x0059_044E, 0x0059_044F, 0x0059_0450, 0x0059_0451, 0x0059_0453,
        0x0059_0454, 0x0059_0455, 0x0059_0456, 0x0059_045A, 0x0059_045C, 0x0059_045D, 0x0059_045F, 0x0059_201A,
        0x0059_201E, 0x0059_2026, 0x0059_2039, 0x0059_203A, 0x0059_20A1, 0x0059_20AB, 0x0059_20B2, 0x0059_20B5,
        0x0059_2192, 0x0059_2212, 0x0059_221E, 0x0059_2248, 0x0059_2264, 0x0059_2265,
        // U+005A LATIN CAPITAL LETTER Z
        0x005A_002B, 0x005A_002D, 0x005A_003C, 0x005A_0043, 0x005A_0047, 0x005A_004F, 0x005A_0051, 0x005A_007E,
        0x005A_00A9, 0x005A_00AB, 0x005A_00AC, 0x005A_00AD, 0x005A_00B7, 0x005A_00C7, 0x005A_00D2, 0x005A_00D3,
        0x005A_00D4, 0x005A_00D5, 0x005A_00D6, 0x005A_00D8, 0x005A_00EF, 0x005A_00F7, 0x005A_0106, 0x005A_0108,
        0x005A_010A, 0x005A_010C, 0x005A_011C, 0x005A_011E, 0x005A_0120, 0x005A_0122, 0x005A_0129, 0x005A_012B,
        0x005A_012D, 0x005A_014C, 0x005A_014E, 0x005A_0150, 0x005A_0152, 0x005A_0404, 0x005A_041E, 0x005A_0421,
        0x005A_0424, 0x005A_042D, 0x005A_0457, 0x005A_2039, 0x005A_20A1, 0x005A_20B2, 0x005A_20B5, 0x005A_2192,
        0x005A_2212,
        // U+005B LEFT SQUARE BRACKET
        0x005B_0063, 0x005B_0064, 0x005B_0065, 0x005B_0067, 0x005B_006A, 0x005B_006F, 0x005B_0071, 0x005B_00A2,
        0x005B_00E7, 0x005B_00E8, 0x005B_00E9, 0x005B_00EA, 0x005B_00EB, 0x005B_00F0, 0x005B_00F2, 0x005B_00F3,
        0x005B_00F4, 0x005B_00F5, 0x005B_00F6, 0x005B_00F8, 0x005B_0107, 0x005B_0109, 0x005B_010B, 0x005B_010D,
        0x005B_010F, 0x005B_0111, 0x005B_0113, 0x005B_0115, 0x005B_0117, 0x005B_0119, 0x005B_011B, 0x005B_011D,
        0x005B_011F, 0x005B_0121, 0x005B_0123, 0x005B_0135, 0x005B_014D, 0x005B_014F, 0x005B_0151, 0x005B_0153,
        0x005B_0435, 0x005B_043E, 0x005B_0441, 0x005B_0444, 0x005B_0450, 0x005B_0451, 0x005B_0454, 0x005B_0458,
        0x005B_20AB,
        // U+005C REVERSE SOLIDUS
        0x005C_0022, 0x005C_0024, 0x005C_0027, 0x005C_002A, 0x005C_002C, 0x005C_002E, 0x005C_0031, 0x005C_003C,
        0x005C_003D, 0x005C_003F, 0x005C_0043, 0x005C_0047, 0x005C_004F, 0x005C_0051, 0x005C_0053, 0x005C_0054,
        0x005C_0056, 0x005C_0057, 0x005C_0059, 0x005C_005C, 0x005C_005E, 0x005C_0063, 0x005C_0064, 0x005C_0065,
        0x005C_0066, 0x005C_0067, 0x005C_0069, 0x005C_006F, 0x005C_0071, 0x005C_0073, 0x005C_0074, 0x005C_0076,
        0x005C_0077, 0x005C_0079, 0x005C_00A2, 0x005C_00A9, 0x005C_00AA, 0x005C_00AB, 0x005C_00AE, 0x005C_00B0,
        0x005C_00B1, 0x005C_00B6, 0x005C_00B7, 0x005C_00BA, 0x005C_00BB, 0x005C_00C7, 0x005C_00D2, 0x005C_00D3,
        0x005C_00D4, 0x005C_00D5, 0x005C_00D6, 0x005C_00D8, 0x005C_00DD, 0x005C_00E7, 0x005C_00E8, 0x005C_00E9,
        0x005C_00EA, 0x005C_00EB, 0x005C_00EC, 0x005C_00ED, 0x005C_00EE, 0x005C_00EF, 0x005C_00F0, 0x005C_00F2,
        0x005C_00F3, 0x005C_00F4, 0x005C_00F5, 0x005C_00F6, 0x005C_00F8, 0x005C_00FD, 0x005C_00FF, 0x005C_0106,
        0x005C_0107, 0x005C_0108, 0x005C_0109, 0x005C_010A, 0x005C_010B, 0x005C_010C, 0x005C_010D, 0x005C_010F,
        0x005C_0111, 0x005C_0113, 0x005C_0115, 0x005C_0117, 0x005C_0119, 0x005C_011B, 0x005C_011C, 0x005C_011D,
        0x005C_011E, 0x005C_011F, 0x005C_0120, 0x005C_0121, 0x005C_0122, 0x005C_0123, 0x005C_0129, 0x005C_012B,
        0x005C_012D, 0x005C_012F, 0x005C_0131, 0x005C_0133, 0x005C_014C, 0x005C_014D, 0x005C_014E, 0x005C_014F,
        0x005C_0150, 0x005C_0151, 0x005C_0152, 0x005C_0153, 0x005C_015A, 0x005C_015B, 0x005C_015C, 0x005C_015D,
        0x005C_015E, 0x005C_015F, 0x005C_0160, 0x005C_0161, 0x005C_0162, 0x005C_0163, 0x005C_0164, 0x005C_0165,
        0x005C_0166, 0x005C_0167, 0x005C_0174, 0x005C_0175, 0x005C_0176, 0x005C_0177, 0x005C_0178, 0x005C_0218,
        0x005C_0219, 0x005C_021A, 0x005C_021B, 0x005C_0402, 0x005C_0404, 0x005C_0405, 0x005C_040B, 0x005C_041E,
        0x005C_0421, 0x005C_0422, 0x005C_0423, 0x005C_0424, 0x005C_042A, 0x005C_042D, 0x005C_0435, 0x005C_043E,
        0x005C_0441, 0x005C_0443, 0x005C_0444, 0x005C_044B, 0x005C_044F, 0x005C_0450, 0x005C_0451, 0x005C_0454,
        0x005C_0455, 0x005C_0456, 0x005C_0457, 0x005C_045E, 0x005C_2018, 0x005C_2019, 0x005C_201C, 0x005C_201D,
        0x005C_2026, 0x005C_2039, 0x005C_203A, 0x005C_20A1, 0x005C_20AB, 0x005C_20B2, 0x005C_20B5, 0x005C_20B8,
        0x005C_2248, 0x005C_2264, 0x005C_2265,
        // U+005D RIGHT SQUARE BRACKET
        0x005D_2018, 0x005D_201C,
        // U+005E CIRCUMFLEX ACCENT
        0x005E_0026, 0x005E_002C, 0x005E_002E, 0x005E_0034, 0x005E_0041, 0x005E_004A, 0x005E_005F, 0x005E_00C0,
        0x005E_00C1, 0x005E_00C2, 0x005E_00C3, 0x005E_00C4, 0x005E_00C5, 0x005E_00C6, 0x005E_00D0, 0x005E_0100,
        0x005E_0102, 0x005E_0104, 0x005E_0134, 0x005E_0408, 0x005E_0409, 0x005E_0410, 0x005E_041B, 0x005E_2026,
        // U+005F LOW LINE
        0x005F_002A, 0x005F_0030, 0x005F_0031, 0x005F_0033, 0x005F_0034, 0x005F_0035, 0x005F_0036, 0x005F_0038,
        0x005F_0039, 0x005F_0043, 0x005F_0047, 0x005F_004F, 0x005F_0051, 0x005F_0054, 0x005F_0055, 0x005F_0056,
        0x005F_005C, 0x005F_005E, 0x005F_0069, 0x005F_006A, 0x005F_006D, 0x005F_006E, 0x005F_0070, 0x005F_0072,
        0x005F_0076, 0x005F_0079, 0x005F_00A9, 0x005F_00B0, 0x005F_00B6, 0x005F_00C7, 0x005F_00D2, 0x005F_00D3,
        0x005F_00D4, 0x005F_00D5, 0x005F_00D6, 0x005F_00D8, 0x005F_00D9, 0x005F_00DA, 0x005F_00DB, 0x005F_00DC,
        0x005F_00EC, 0x005F_00ED, 0x005F_00EE, 0x005F_00F1, 0x005F_00FD, 0x005F_00FF, 0x005F_0106, 0x005F_0108,
        0x005F_010A, 0x005F_010C, 0x005F_011C, 0x005F_011E, 0x005F_0120, 0x005F_0122, 0x005F_012F, 0x005F_0131,
        0x005F_0133, 0x005F_0135, 0x005F_0144, 0x005F_0146, 0x005F_0148, 0x005F_014B, 0x005F_014C, 0x005F_014E,
        0x005F_0150, 0x005F_0152, 0x005F_0155, 0x005F_0157, 0x005F_0159, 0x005F_0162, 0x005F_0164, 0x005F_0166,
        0x005F_0168, 0x005F_016A, 0x005F_016C, 0x005F_016E, 0x005F_0170, 0x005F_0172, 0x005F_0177, 0x005F_021A,
        0x005F_0402, 0x005F_0404, 0x005F_040B, 0x005F_0414, 0x005F_041E, 0x005F_0421, 0x005F_0422, 0x005F_0424,
        0x005F_0427, 0x005F_042A, 0x005F_042D, 0x005F_0431, 0x005F_0432, 0x005F_0433, 0x005F_0434, 0x005F_0438,
        0x005F_0439, 0x005F_043A, 0x005F_043C, 0x005F_043D, 0x005F_043F, 0x005F_0440, 0x005F_0443, 0x005F_0446,
        0x005F_0448, 0x005F_0449, 0x005F_044B, 0x005F_044C, 0x005F_044E, 0x005F_0453, 0x005F_0456, 0x005F_0458,
        0x005F_045A, 0x005F_045C, 0x005F_045D, 0x005F_045E, 0x005F_045F, 0x005F_2018, 0x005F_201C, 0x005F_20A1,
        0x005F_20B2, 0x005F_20B5, 0x005F_20B8,
        // U+0061 LATIN SMALL LETTER A
        0x0061_0031, 0x0061_0054, 0x0061_0056, 0x0061_0057, 0x0061_0059, 0x0061_005C, 0x0061_0076, 0x0061_0079,
        0x0061_00AE, 0x0061_00DD, 0x0061_00FD, 0x0061_00FF, 0x0061_0162, 0x0061_0164, 0x0061_0166, 0x0061_0174,
        0x0061_0176, 0x0061_0177, 0x0061_0178, 0x0061_021A, 0x0061_0402, 0x0061_040B, 0x0061_0422, 0x0061_0423,
        0x0061_042A, 0x0061_0442, 0x0061_0443, 0x0061_044A, 0x0061_045E, 0x0061_2018, 0x0061_201C,
        // U+0062 LATIN SMALL LETTER B
        0x0062_0029, 0x0062_0041, 0x0062_0054, 0x0062_0056, 0x0062_0057, 0x0062_0058, 0x0062_0059, 0x0062_005C,
        0x0062_005D, 0x0062_0076, 0x0062_0077, 0x0062_0078, 0x0062_0079, 0x0062_007D, 0x0062_00AA, 0x0062_00AE,
        0x0062_00BA, 0x0062_00C0, 0x0062_00C1, 0x0062_00C2, 0x0062_00C3, 0x0062_00C4, 0x0062_00C5, 0x0062_00C6,
        0x0062_00DD, 0x0062_00FD, 0x0062_00FF, 0x0062_0100, 0x0062_0102, 0x0062_0104, 0x0062_0162, 0x0062_0164,
        0x0062_0166, 0x0062_0174, 0x0062_0175, 0x0062_0176, 0x0062_0177, 0x0062_0178, 0x0062_021A, 0x0062_0402,
        0x0062_040B, 0x0062_0410, 0x0062_0416, 0x0062_0422, 0x0062_0423, 0x0062_0425, 0x0062_042A, 0x0062_0436,
        0x0062_0442, 0x0062_0443, 0x0062_0445, 0x0062_044A, 0x0062_045E, 0x0062_2018, 0x0062_201C,
        // U+0063 LATIN SMALL LETTER C
        0x0063_0054, 0x0063_0057, 0x0063_0059, 0x0063_0078, 0x0063_00AE, 0x0063_00DD, 0x0063_0162, 0x0063_0164,
        0x0063_0166, 0x0063_0174, 0x0063_0176, 0x0063_0178, 0x0063_021A, 0x0063_0402, 0x0063_040B, 0x0063_0422,
        0x0063_0423, 0x0063_042A, 0x0063_0436, 0x0063_0442, 0x0063_0445, 0x0063_044A,
        // U+0064 LATIN SMALL LETTER D
        0x0064_005F, 0x0064_00CE, 0x0064_00CF, 0x0064_00EF, 0x0064_0128, 0x0064_0129, 0x0064_012A, 0x0064_012B,
        0x0064_012C, 0x0064_012D, 0x0064_012F, 0x0064_0407, 0x0064_0457,
        // U+0065 LATIN SMALL LETTER E
        0x0065_0054, 0x0065_0056, 0x0065_0057, 0x0065_0059, 0x0065_005C, 0x0065_0076, 0x0065_0077, 0x0065_0078,
        0x0065_0079, 0x0065_00AE, 0x0065_00DD, 0x0065_00FD, 0x0065_00FF, 0x0065_0162, 0x0065_0164, 0x0065_0166,
        0x0065_0174, 0x0065_0175, 0x0065_0176, 0x0065_0177, 0x0065_0178, 0x0065_021A, 0x0065_0402, 0x0065_040B,
        0x0065_0422, 0x0065_0423, 0x0065_042A, 0x0065_0436, 0x0065_0442, 0x0065_0443, 0x0065_0445, 0x0065_044A,
        0x0065_045E,
        // U+0066 LATIN SMALL LETTER F
        0x0066_002B, 0x0066_002C, 0x0066_002D, 0x0066_002E, 0x0066_002F, 0x0066_0034, 0x0066_0041, 0x0066_004A,
        0x0066_0059, 0x0066_005F, 0x0066_0061, 0x0066_0063, 0x0066_0064, 0x0066_0065, 0x0066_0067, 0x0066_006F,
        0x0066_0071, 0x0066_0073, 0x0066_007E, 0x0066_00A2, 0x0066_00AB, 0x0066_00AC, 0x0066_00AD, 0x0066_00B7,
        0x0066_00C0, 0x0066_00C1, 0x0066_00C2, 0x0066_00C3, 0x0066_00C4, 0x0066_00C5, 0x0066_00C6, 0x0066_00D7,
        0x0066_00DD, 0x0066_00E0, 0x0066_00E1, 0x0066_00E2, 0x0066_00E3, 0x0066_00E4, 0x0066_00E5, 0x0066_00E6,
        0x0066_00E7, 0x0066_00E8, 0x0066_00E9, 0x0066_00EA, 0x0066_00EB, 0x0066_00EF, 0x0066_00F0, 0x0066_00F2,
        0x0066_00F3, 0x0066_00F4, 0x0066_00F5, 0x0066_00F6, 0x0066_00F7, 0x0066_00F8, 0x0066_0100, 0x0066_0101,
        0x0066_0102, 0x0066_0103, 0x0066_0104, 0x0066_0105, 0x0066_0107, 0x0066_0109, 0x0066_010B, 0x0066_010D,
        0x0066_010F, 0x0066_0111, 0x0066_0113, 0x0066_0115, 0x0066_0117, 0x0066_0119, 0x0066_011B, 0x0066_011D,
        0x0066_011F, 0x0066_0121, 0x0066_0123, 0x0066_0129, 0x0066_012B, 0x0066_012D, 0x0066_0134, 0x0066_014D,
        0x0066_014F, 0x0066_0151, 0x0066_0153, 0x0066_015B, 0x0066_015D, 0x0066_015F, 0x0066_0161, 0x0066_0176,
        0x0066_0178, 0x0066_0219, 0x0066_0408, 0x0066_0410, 0x0066_0423, 0x0066_0430, 0x0066_0435, 0x0066_043E,
        0x0066_0441, 0x0066_0444, 0x0066_0447, 0x0066_044F, 0x0066_0450, 0x0066_0451, 0x0066_0454, 0x0066_0455,
        0x0066_0457, 0x0066_201A, 0x0066_201E, 0x0066_2022, 0x0066_2026, 0x0066_2039, 0x0066_20AB, 0x0066_2192,
        0x0066_2212,
        // U+0067 LATIN SMALL LETTER G
        0x0067_0054, 0x0067_005F, 0x0067_006A, 0x0067_0135, 0x0067_0162, 0x0067_0164, 0x0067_0166, 0x0067_021A,
        0x0067_0402, 0x0067_040B, 0x0067_0422, 0x0067_042A, 0x0067_0458,
        // U+0068 LATIN SMALL LETTER H
        0x0068_0031, 0x0068_0054, 0x0068_0056, 0x0068_0057, 0x0068_0059, 0x0068_005C, 0x0068_0076, 0x0068_0079,
        0x0068_00AE, 0x0068_00DD, 0x0068_00FD, 0x0068_00FF, 0x0068_0162, 0x0068_0164, 0x0068_0166, 0x0068_0174,
        0x0068_0176, 0x0068_0177, 0x0068_0178, 0x0068_021A, 0x0068_0402, 0x0068_040B, 0x0068_0422, 0x0068_0423,
        0x0068_042A, 0x0068_0442, 0x0068_0443, 0x0068_044A, 0x0068_045E, 0x0068_2018, 0x0068_201C,
        // U+0069 LATIN SMALL LETTER I
        0x0069_0029, 0x0069_0056, 0x0069_0057, 0x0069_005C, 0x0069_005D, 0x0069_005F, 0x0069_007D, 0x0069_00A5,
        0x0069_00EF, 0x0069_0127, 0x0069_0129, 0x0069_012B, 0x0069_012D, 0x0069_012E, 0x0069_012F, 0x0069_0135,
        0x0069_0174, 0x0069_0192, 0x0069_0457, 0x0069_20A9,
        // U+006A LATIN SMALL LETTER J
        0x006A_0029, 0x006A_0056, 0x006A_0057, 0x006A_005C, 0x006A_005D, 0x006A_005F, 0x006A_007D, 0x006A_00A5,
        0x006A_00EF, 0x006A_0127, 0x006A_0129, 0x006A_012B, 0x006A_012D, 0x006A_012E, 0x006A_012F, 0x006A_0135,
        0x006A_0174, 0x006A_0192, 0x006A_0457, 0x006A_20A9,
        // U+006B LATIN SMALL LETTER K
        0x006B_002B, 0x006B_002D, 0x006B_0034, 0x006B_003C, 0x006B_0054, 0x006B_0063, 0x006B_0064, 0x006B_0065,
        0x006B_0067, 0x006B_006F, 0x006B_0071, 0x006B_0076, 0x006B_0079, 0x006B_007E, 0x006B_00A2, 0x006B_00AB,
        0x006B_00AC, 0x006B_00AD, 0x006B_00B7, 0x006B_00E7, 0x006B_00E8, 0x006B_00E9, 0x006B_00EA, 0x006B_00EB,
        0x006B_00F0, 0x006B_00F2, 0x006B_00F3, 0x006B_00F4, 0x006B_00F5, 0x006B_00F6, 0x006B_00F7, 0x006B_00F8,
        0x006B_00FD, 0x006B_00FF, 0x006B_0107, 0x006B_0109, 0x006B_010B, 0x006B_010D, 0x006B_010F, 0x006B_0111,
        0x006B_0113, 0x006B_0115, 0x006B_0117, 0x006B_0119, 0x006B_011B, 0x006B_011D, 0x006B_011F, 0x006B_0121,
        0x006B_0123, 0x006B_014D, 0x006B_014F, 0x006B_0151, 0x006B_0153, 0x006B_0162, 0x006B_0164, 0x006B_0166,
        0x006B_0177, 0x006B_021A, 0x006B_0402, 0x006B_040B, 0x006B_0422, 0x006B_042A, 0x006B_0435, 0x006B_043E,
        0x006B_0441, 0x006B_0443, 0x006B_0444, 0x006B_0450, 0x006B_0451, 0x006B_0454, 0x006B_045E, 0x006B_2039,
        0x006B_20AB, 0x006B_2192, 0x006B_2212,
        // U+006C LATIN SMALL LETTER L
        0x006C_005F, 0x006C_00CE, 0x006C_00CF, 0x006C_00EF, 0x006C_0128, 0x006C_0129, 0x006C_012A, 0x006C_012B,
        0x006C_012C, 0x006C_012D, 0x006C_012F, 0x006C_0407, 0x006C_0457,
        // U+006D LATIN SMALL LETTER M
        0x006D_0031, 0x006D_0054, 0x006D_0056, 0x006D_0057, 0x006D_0059, 0x006D_005C, 0x006D_0076, 0x006D_0079,
        0x006D_00AE, 0x006D_00DD, 0x006D_00FD, 0x006D_00FF, 0x006D_0162, 0x006D_0164, 0x006D_0166, 0x006D_0174,
        0x006D_0176, 0x006D_0177, 0x006D_0178, 0x006D_021A, 0x006D_0402, 0x006D_040B, 0x006D_0422, 0x006D_0423,
        0x006D_042A, 0x006D_0442, 0x006D_0443, 0x006D_044A, 0x006D_045E, 0x006D_2018, 0x006D_201C,
        // U+006E LATIN SMALL LETTER N
        0x006E_0031, 0x006E_0054, 0x006E_0056, 0x006E_0057, 0x006E_0059, 0x006E_005C, 0x006E_0076, 0x006E_0079,
        0x006E_00AE, 0x006E_00DD, 0x006E_00FD, 0x006E_00FF, 0x006E_0162, 0x006E_0164, 0x006E_0166, 0x006E_0174,
        0x006E_0176, 0x006E_0177, 0x006E_0178, 0x006E_021A, 0x006E_0402, 0x006E_040B, 0x006E_0422, 0x006E_0423,
        0x006E_042A, 0x006E_0442, 0x006E_0443, 0x006E_044A, 0x006E_045E, 0x006E_2018, 0x006E_201C,
        // U+006F LATIN SMALL LETTER O
        0x006F_0029, 0x006F_0041, 0x006F_0054, 0x006F_0056, 0x006F_0057, 0x006F_0058, 0x006F_0059, 0x006F_005C,
        0x006F_005D, 0x006F_0076, 0x006F_0077, 0x006F_0078, 0x006F_0079, 0x006F_007D, 0x006F_00AA, 0x006F_00AE,
        0x006F_00BA, 0x006F_00C0, 0x006F_00C1, 0x006F_00C2, 0x006F_00C3, 0x006F_00C4, 0x006F_00C5, 0x006F_00C6,
        0x006F_00DD, 0x006F_00FD, 0x006F_00FF, 0x006F_0100, 0x006F_0102, 0x006F_0104, 0x006F_0162, 0x006F_0164,
        0x006F_0166, 0x006F_0174, 0x006F_0175, 0x006F_0176, 0x006F_0177, 0x006F_0178, 0x006F_021A, 0x006F_0402,
        0x006F_040B, 0x006F_0410, 0x006F_0416, 0x006F_0422, 0x006F_0423, 0x006F_0425, 0x006F_042A, 0x006F_0436,
        0x006F_0442, 0x006F_0443, 0x006F_0445, 0x006F_044A, 0x006F_045E, 0x006F_2018, 0x006F_201C,
        // U+0070 LATIN SMALL LETTER P
        0x0070_0029, 0x0070_0041, 0x0070_0054, 0x0070_0056, 0x0070_0057, 0x0070_0058, 0x0070_0059, 0x0070_005C,
        0x0070_005D, 0x0070_0076, 0x0070_0077, 0x0070_0078, 0x0070_0079, 0x0070_007D, 0x0070_00AA, 0x0070_00AE,
        0x0070_00BA, 0x0070_00C0, 0x0070_00C1, 0x0070_00C2, 0x0070_00C3, 0x0070_00C4, 0x0070_00C5, 0x0070_00C6,
        0x0070_00DD, 0x0070_00FD, 0x0070_00FF, 0x0070_0100, 0x0070_0102, 0x0070_0104, 0x0070_0162, 0x0070_0164,
        0x0070_0166, 0x0070_0174, 0x0070_0175, 0x0070_0176, 0x0070_0177, 0x0070_0178, 0x0070_021A, 0x0070_0402,
        0x0070_040B, 0x0070_0410, 0x0070_0416, 0x0070_0422, 0x0070_0423, 0x0070_0425, 0x0070_042A, 0x0070_0436,
        0x0070_0442, 0x0070_0443, 0x0070_0445, 0x0070_044A, 0x0070_045E, 0x0070_2018, 0x0070_201C,
        // U+0071 LATIN SMALL LETTER Q
        0x0071_0054, 0x0071_005F, 0x0071_006A, 0x0071_0135, 0x0071_0162, 0x0071_0164, 0x0071_0166, 0x0071_021A,
        0x0071_0402, 0x0071_040B, 0x0071_0422, 0x0071_042A, 0x0071_0458,
        // U+0072 LATIN SMALL LETTER R
        0x0072_002B, 0x0072_002C, 0x0072_002D, 0x0072_002E, 0x0072_002F, 0x0072_003C, 0x0072_0041, 0x0072_004A,
        0x0072_0054, 0x0072_005A, 0x0072_0061, 0x0072_0063, 0x0072_0064, 0x0072_0065, 0x0072_0066, 0x0072_0067,
        0x0072_006F, 0x0072_0071, 0x0072_0074, 0x0072_0076, 0x0072_0077, 0x0072_0078, 0x0072_0079, 0x0072_007E,
        0x0072_00A2, 0x0072_00AC, 0x0072_00AD, 0x0072_00B7, 0x0072_00C0, 0x0072_00C1, 0x0072_00C2, 0x0072_00C3,
        0x0072_00C4, 0x0072_00C5, 0x0072_00C6, 0x0072_00E0, 0x0072_00E1, 0x0072_00E2, 0x0072_00E3, 0x0072_00E4,
        0x0072_00E5, 0x0072_00E6, 0x0072_00E7, 0x0072_00E8, 0x0072_00E9, 0x0072_00EA, 0x0072_00EB, 0x0072_00F0,
        0x0072_00F2, 0x0072_00F3, 0x0072_00F4, 0x0072_00F5, 0x0072_00F6, 0x0072_00F7, 0x0072_00F8, 0x0072_00FD,
        0x0072_00FF, 0x0072_0100, 0x0072_0101, 0x0072_0102, 0x0072_0103, 0x0072_0104, 0x0072_0105, 0x0072_0107,
        0x0072_0109, 0x0072_010B, 0x0072_010D, 0x0072_010F, 0x0072_0111, 0x0072_0113, 0x0072_0115, 0x0072_0117,
        0x0072_0119, 0x0072_011B, 0x0072_011D, 0x0072_011F, 0x0072_0121, 0x0072_0123, 0x0072_0134, 0x0072_014D,
        0x0072_014F, 0x0072_0151, 0x0072_0153, 0x0072_0162, 0x0072_0163, 0x0072_0164, 0x0072_0165, 0x0072_0166,
        0x0072_0167, 0x0072_0175, 0x0072_0177, 0x0072_0179, 0x0072_017B, 0x0072_017D, 0x0072_021A, 0x0072_021B,
        0x0072_0402, 0x0072_0408, 0x0072_040B, 0x0072_0410, 0x0072_0422, 0x0072_042A, 0x0072_0430, 0x0072_0435,
        0x0072_0436, 0x0072_043E, 0x0072_0441, 0x0072_0443, 0x0072_0444, 0x0072_0445, 0x0072_0447, 0x0072_0450,
        0x0072_0451, 0x0072_0454, 0x0072_045E, 0x0072_2019, 0x0072_201A, 0x0072_201D, 0x0072_201E, 0x0072_2026,
        0x0072_20AB, 0x0072_2192, 0x0072_2212,
        // U+0073 LATIN SMALL LETTER S
        0x0073_0054, 0x0073_0056, 0x0073_0057, 0x0073_0059, 0x0073_005C, 0x0073_00AE, 0x0073_00DD, 0x0073_0162,
        0x0073_0164, 0x0073_0166, 0x0073_0174, 0x0073_0176, 0x0073_0178, 0x0073_021A, 0x0073_0402, 0x0073_040B,
        0x0073_0422, 0x0073_0423, 0x0073_042A, 0x0073_2018, 0x0073_201A, 0x0073_201C, 0x0073_201E,
        // U+0074 LATIN SMALL LETTER T
        0x0074_002B, 0x0074_002D, 0x0074_0034, 0x0074_003C, 0x0074_0042, 0x0074_0044, 0x0074_0045, 0x0074_0046,
        0x0074_0048, 0x0074_0049, 0x0074_004B, 0x0074_004C, 0x0074_004D, 0x0074_004E, 0x0074_0050, 0x0074_0052,
        0x0074_0054, 0x0074_0056, 0x0074_0057, 0x0074_0059, 0x0074_005C, 0x0074_0062, 0x0074_0063, 0x0074_0064,
        0x0074_0065, 0x0074_0067, 0x0074_0068, 0x0074_006B, 0x0074_006C, 0x0074_006F, 0x0074_0071, 0x0074_0073,
        0x0074_007C, 0x0074_007E, 0x0074_00A2, 0x0074_00AC, 0x0074_00AD, 0x0074_00B7, 0x0074_00C8, 0x0074_00C9,
        0x0074_00CA, 0x0074_00CB, 0x0074_00CC, 0x0074_00CD, 0x0074_00D1, 0x0074_00D7, 0x0074_00DD, 0x0074_00DE,
        0x0074_00DF, 0x0074_00E7, 0x0074_00E8, 0x0074_00E9, 0x0074_00EA, 0x0074_00EB, 0x0074_00F0, 0x0074_00F2,
        0x0074_00F3, 0x0074_00F4, 0x0074_00F5, 0x0074_00F6, 0x0074_00F7, 0x0074_00F8, 0x0074_00FE, 0x0074_0107,
        0x0074_0109, 0x0074_010B, 0x0074_010D, 0x0074_010E, 0x0074_010F, 0x0074_0111, 0x0074_0112, 0x0074_0113,
        0x0074_0114, 0x0074_0115, 0x0074_0116, 0x0074_0117, 0x0074_0118, 0x0074_0119, 0x0074_011A, 0x0074_011B,
        0x0074_011D, 0x0074_011F, 0x0074_0121, 0x0074_0123, 0x0074_0124, 0x0074_0125, 0x0074_0126, 0x0074_0127,
        0x0074_012E, 0x0074_0130, 0x0074_0136, 0x0074_0137, 0x0074_0139, 0x0074_013A, 0x0074_013B, 0x0074_013C,
        0x0074_013D, 0x0074_013E, 0x0074_0140, 0x0074_0141, 0x0074_0142, 0x0074_0143, 0x0074_0145, 0x0074_0147,
        0x0074_014A, 0x0074_014D, 0x0074_014F, 0x0074_0151, 0x0074_0153, 0x0074_0154, 0x0074_0156, 0x0074_0158,
        0x0074_015B, 0x0074_015D, 0x0074_015F, 0x0074_0161, 0x0074_0162, 0x0074_0164, 0x0074_0166, 0x0074_0174,
        0x0074_0176, 0x0074_0178, 0x0074_0219, 0x0074_021A, 0x0074_0400, 0x0074_0401, 0x0074_0402, 0x0074_0403,
        0x0074_0406, 0x0074_040A, 0x0074_040B, 0x0074_040C, 0x0074_040D, 0x0074_040F, 0x0074_0411, 0x0074_0412,
        0x0074_0413, 0x0074_0415, 0x0074_0418, 0x0074_0419, 0x0074_041A, 0x0074_041C, 0x0074_041D, 0x0074_041F,
        0x0074_0420, 0x0074_0422, 0x0074_0423, 0x0074_0426, 0x0074_0428, 0x0074_0429, 0x0074_042A, 0x0074_042B,
        0x0074_042C, 0x0074_042E, 0x0074_0435, 0x0074_043E, 0x0074_0441, 0x0074_0444, 0x0074_044F, 0x0074_0450,
        0x0074_0451, 0x0074_0452, 0x0074_0454, 0x0074_0455, 0x0074_045B, 0x0074_0E3F, 0x0074_2018, 0x0074_2019,
        0x0074_201C, 0x0074_201D, 0x0074_2022, 0x0074_20A8, 0x0074_20AB, 0x0074_20BF, 0x0074_2116, 0x0074_2192,
        0x0074_2212,
        // U+0075 LATIN SMALL LETTER U
        0x0075_0054, 0x0075_0059, 0x0075_00DD, 0x0075_0162, 0x0075_0164, 0x0075_0166, 0x0075_0176, 0x0075_0178,
        0x0075_021A, 0x0075_0402, 0x0075_040B, 0x0075_0422, 0x0075_0423, 0x0075_042A, 0x0075_2018, 0x0075_2019,
        0x0075_201C, 0x0075_201D,
        // U+0076 LATIN SMALL LETTER V
        0x0076_002C, 0x0076_002E, 0x0076_002F, 0x0076_003C, 0x0076_003D, 0x0076_0041, 0x0076_004A, 0x0076_0054,
        0x0076_0059, 0x0076_005F, 0x0076_0061, 0x0076_0063, 0x0076_0064, 0x0076_0065, 0x0076_0067, 0x0076_006F,
        0x0076_0071, 0x0076_00A2, 0x0076_00AB, 0x0076_00AC, 0x0076_00B1, 0x0076_00C0, 0x0076_00C1, 0x0076_00C2,
        0x0076_00C3, 0x0076_00C4, 0x0076_00C5, 0x0076_00C6, 0x0076_00DD, 0x0076_00E0, 0x0076_00E1, 0x0076_00E2,
        0x0076_00E3, 0x0076_00E4, 0x0076_00E5, 0x0076_00E6, 0x0076_00E7, 0x0076_00E8, 0x0076_00E9, 0x0076_00EA,
        0x0076_00EB, 0x0076_00EE, 0x0076_00EF, 0x0076_00F0, 0x0076_00F2, 0x0076_00F3, 0x0076_00F4, 0x0076_00F5,
        0x0076_00F6, 0x0076_00F8, 0x0076_0100, 0x0076_0101, 0x0076_0102, 0x0076_0103, 0x0076_0104, 0x0076_0105,
        0x0076_0107, 0x0076_0109, 0x0076_010B, 0x0076_010D, 0x0076_010F, 0x0076_0111, 0x0076_0113, 0x0076_0115,
        0x0076_0117, 0x0076_0119, 0x0076_011B, 0x0076_011D, 0x0076_011F, 0x0076_0121, 0x0076_0123, 0x0076_0127,
        0x0076_0129, 0x0076_012B, 0x0076_012D, 0x0076_0134, 0x0076_014D, 0x0076_014F, 0x0076_0151, 0x0076_0153,
        0x0076_0162, 0x0076_0164, 0x0076_0166, 0x0076_0176, 0x0076_0178, 0x0076_021A, 0x0076_0402, 0x0076_0408,
        0x0076_040B, 0x0076_0410, 0x0076_0422, 0x0076_0423, 0x0076_042A, 0x0076_0430, 0x0076_0434, 0x0076_0435,
        0x0076_043B, 0x0076_043E, 0x0076_0441, 0x0076_0444, 0x0076_0447, 0x0076_0450, 0x0076_0451, 0x0076_0454,
        0x0076_0457, 0x0076_0459, 0x0076_2019, 0x0076_201A, 0x0076_201D, 0x0076_201E, 0x0076_2026, 0x0076_2039,
        0x0076_20AB, 0x0076_2248, 0x0076_2264, 0x0076_2265,
        // U+0077 LATIN SMALL LETTER W
        0x0077_0026, 0x0077_002C, 0x0077_002E, 0x0077_0041, 0x0077_004A, 0x0077_0054, 0x0077_005A, 0x0077_0063,
        0x0077_0064, 0x0077_0065, 0x0077_0067, 0x0077_006F, 0x0077_0071, 0x0077_00A2, 0x0077_00AB, 0x0077_00C0,
        0x0077_00C1, 0x0077_00C2, 0x0077_00C3, 0x0077_00C4, 0x0077_00C5, 0x0077_00C6, 0x0077_00E7, 0x0077_00E8,
        0x0077_00E9, 0x0077_00EA, 0x0077_00EB, 0x0077_00F0, 0x0077_00F2, 0x0077_00F3, 0x0077_00F4, 0x0077_00F5,
        0x0077_00F6, 0x0077_00F8, 0x0077_0100, 0x0077_0102, 0x0077_0104, 0x0077_0107, 0x0077_0109, 0x0077_010B,
        0x0077_010D, 0x0077_010F, 0x0077_0111, 0x0077_0113, 0x0077_0115, 0x0077_0117, 0x0077_0119, 0x0077_011B,
        0x0077_011D, 0x0077_011F, 0x0077_0121, 0x0077_0123, 0x0077_0134, 0x0077_014D, 0x0077_014F, 0x0077_0151,
        0x0077_0153, 0x0077_0162, 0x0077_0164, 0x0077_0166, 0x0077_0179, 0x0077_017B, 0x0077_017D, 0x0077_021A,
        0x0077_0402, 0x0077_0408, 0x0077_040B, 0x0077_0410, 0x0077_0422, 0x0077_042A, 0x0077_0435, 0x0077_043E,
        0x0077_0441, 0x0077_0444, 0x0077_0450, 0x0077_0451, 0x0077_0454, 0x0077_2019, 0x0077_201A, 0x0077_201D,
        0x0077_201E, 0x0077_2026, 0x0077_2039, 0x0077_20AB,
        // U+0078 LATIN SMALL LETTER X
        0x0078_002B, 0x0078_002D, 0x0078_003D, 0x0078_0054, 0x0078_0061, 0x0078_0063, 0x0078_0064, 0x0078_0065,
        0x0078_0067, 0x0078_006F, 0x0078_0071, 0x0078_007E, 0x0078_00A2, 0x0078_00AB, 0x0078_00AC, 0x0078_00AD,
        0x0078_00B1, 0x0078_00B7, 0x0078_00E0, 0x0078_00E1, 0x0078_00E2, 0x0078_00E3, 0x0078_00E4, 0x0078_00E5,
        0x0078_00E6, 0x0078_00E7, 0x0078_00E8, 0x0078_00E9, 0x0078_00EA, 0x0078_00EB, 0x0078_00F0, 0x0078_00F2,
        0x0078_00F3, 0x0078_00F4, 0x0078_00F5, 0x0078_00F6, 0x0078_00F7, 0x0078_00F8, 0x0078_0101, 0x0078_0103,
        0x0078_0105, 0x0078_0107, 0x0078_0109, 0x0078_010B, 0x0078_010D, 0x0078_010F, 0x0078_0111, 0x0078_0113,
        0x0078_0115, 0x0078_0117, 0x0078_0119, 0x0078_011B, 0x0078_011D, 0x0078_011F, 0x0078_0121, 0x0078_0123,
        0x0078_014D, 0x0078_014F, 0x0078_0151, 0x0078_0153, 0x0078_0162, 0x0078_0164, 0x0078_0166, 0x0078_021A,
        0x0078_0402, 0x0078_040B, 0x0078_0422, 0x0078_042A, 0x0078_0430, 0x0078_0435, 0x0078_043E, 0x0078_0441,
        0x0078_0444, 0x0078_0447, 0x0078_0450, 0x0078_0451, 0x0078_0454, 0x0078_2039, 0x0078_20AB, 0x0078_2192,
        0x0078_2212, 0x0078_2248, 0x0078_2264, 0x0078_2265,
        // U+0079 LATIN SMALL LETTER Y
        0x0079_002C, 0x0079_002E, 0x0079_002F, 0x0079_003C, 0x0079_003D, 0x0079_0041, 0x0079_004A, 0x0079_0054,
        0x0079_0059, 0x0079_005F, 0x0079_0061, 0x0079_0063, 0x0079_0064, 0x0079_0065, 0x0079_0067, 0x0079_006F,
        0x0079_0071, 0x0079_00A2, 0x0079_00AB, 0x0079_00AC, 0x0079_00B1, 0x0079_00C0, 0x0079_00C1, 0x0079_00C2,
        0x0079_00C3, 0x0079_00C4, 0x0079_00C5, 0x0079_00C6, 0x0079_00DD, 0x0079_00E0, 0x0079_00E1, 0x0079_00E2,
        0x0079_00E3, 0x0079_00E4, 0x0079_00E5, 0x0079_00E6, 0x0079_00E7, 0x0079_00E8, 0x0079_00E9, 0x0079_00EA,
        0x0079_00EB, 0x0079_00EE, 0x0079_00EF, 0x0079_00F0, 0x0079_00F2, 0x0079_00F3, 0x0079_00F4, 0x0079_00F5,
        0x0079_00F6, 0x0079_00F8, 0x0079_0100, 0x0079_0101, 0x0079_0102, 0x0079_0103, 0x0079_0104, 0x0079_0105,
        0x0079_0107, 0x0079_0109, 0x0079_010B, 0x0079_010D, 0x0079_010F, 0x0079_0111, 0x0079_0113, 0x0079_0115,
        0x0079_0117, 0x0079_0119, 0x0079_011B, 0x0079_011D, 0x0079_011F, 0x0079_0121, 0x0079_0123, 0x0079_0127,
        0x0079_0129, 0x0079_012B, 0x0079_012D, 0x0079_0134, 0x0079_014D, 0x0079_014F, 0x0079_0151, 0x0079_0153,
        0x0079_0162, 0x0079_0164, 0x0079_0166, 0x0079_0176, 0x0079_0178, 0x0079_021A, 0x0079_0402, 0x0079_0408,
        0x0079_040B, 0x0079_0410, 0x0079_0422, 0x0079_0423, 0x0079_042A, 0x0079_0430, 0x0079_0434, 0x0079_0435,
        0x0079_043B, 0x0079_043E, 0x0079_0441, 0x0079_0444, 0x0079_0447, 0x0079_0450, 0x0079_0451, 0x0079_0454,
        0x0079_0457, 0x0079_0459, 0x0079_2019, 0x0079_201A, 0x0079_201D, 0x0079_201E, 0x0079_2026, 0x0079_2039,
        0x0079_20AB, 0x0079_2248, 0x0079_2264, 0x0079_2265,
        // U+007A LATIN SMALL LETTER Z
        0x007A_0054, 0x007A_0063, 0x007A_0064, 0x007A_0065, 0x007A_0067, 0x007A_006F, 0x007A_0071, 0x007A_00A2,
        0x007A_00E7, 0x007A_00E8, 0x007A_00E9, 0x007A_00EA, 0x007A_00EB, 0x007A_00F0, 0x007A_00F2, 0x007A_00F3,
        0x007A_00F4, 0x007A_00F5, 0x007A_00F6, 0x007A_00F8, 0x007A_0107, 0x007A_0109, 0x007A_010B, 0x007A_010D,
        0x007A_010F, 0x007A_0111, 0x007A_0113, 0x007A_0115, 0x007A_0117, 0x007A_0119, 0x007A_011B, 0x007A_011D,
        0x007A_011F, 0x007A_0121, 0x007A_0123, 0x007A_014D, 0x007A_014F, 0x007A_0151, 0x007A_0153, 0x007A_0162,
        0x007A_0164, 0x007A_0166, 0x007A_021A, 0x007A_0402, 0x007A_040B, 0x007A_0422, 0x007A_042A, 0x007A_0435,
        0x007A_043E, 0x007A_0441, 0x007A_0444, 0x007A_0450, 0x007A_0451, 0x007A_0454, 0x007A_20AB,
        // U+007B LEFT CURLY BRACKET
        0x007B_0063, 0x007B_0064, 0x007B_0065, 0x007B_0067, 0x007B_006A, 0x007B_006F, 0x007B_0071, 0x007B_00A2,
        0x007B_00E7, 0x007B_00E8, 0x007B_00E9, 0x007B_00EA, 0x007B_00EB, 0x007B_00F0, 0x007B_00F2, 0x007B_00F3,
        0x007B_00F4, 0x007B_00F5, 0x007B_00F6, 0x007B_00F8, 0x007B_0107, 0x007B_0109, 0x007B_010B, 0x007B_010D,
        0x007B_010F, 0x007B_0111, 0x007B_0113, 0x007B_0115, 0x007B_0117, 0x007B_0119, 0x007B_011B, 0x007B_011D,
        0x007B_011F, 0x007B_0121, 0x007B_0123, 0x007B_0135, 0x007B_014D, 0x007B_014F, 0x007B_0151, 0x007B_0153,
        0x007B_0435, 0x007B_043E, 0x007B_0441, 0x007B_0444, 0x007B_0450, 0x007B_0451, 0x007B_0454, 0x007B_0458,
        0x007B_20AB,
        // U+007C VERTICAL LINE
        0x007C_005F, 0x007C_00CE, 0x007C_00CF, 0x007C_00EF, 0x007C_0128, 0x007C_0129, 0x007C_012A, 0x007C_012B,
        0x007C_012C, 0x007C_012D, 0x007C_012F, 0x007C_0407, 0x007C_0457,
        // U+007D RIGHT CURLY BRACKET
        0x007D_2018, 0x007D_201C,
        // U+007E TILDE
        0x007E_0032, 0x007E_0033, 0x007E_0037, 0x007E_0054, 0x007E_0056, 0x007E_0057, 0x007E_0058, 0x007E_0059,
        0x007E_005C, 0x007E_0078, 0x007E_00B6, 0x007E_00DD, 0x007E_0162, 0x007E_0164, 0x007E_0166, 0x007E_0174,
        0x007E_0176, 0x007E_0178, 0x007E_021A, 0x007E_0402, 0x007E_040B, 0x007E_0416, 0x007E_0417, 0x007E_0422,
        0x007E_0423, 0x007E_0425, 0x007E_042A, 0x007E_0436, 0x007E_0442, 0x007E_0445, 0x007E_044A, 0x007E_2018,
        0x007E_201C,
        // U+00A1 INVERTED EXCLAMATION MARK
        0x00A1_0054, 0x00A1_0056, 0x00A1_0059, 0x00A1_005C, 0x00A1_00DD, 0x00A1_0162, 0x00A1_0164, 0x00A1_0166,
        0x00A1_0176, 0x00A1_0178, 0x00A1_021A, 0x00A1_0402, 0x00A1_040B, 0x00A1_0422, 0x00A1_0423, 0x00A1_042A,
        0x00A1_2018, 0x00A1_201C,
        // U+00A2 CENT SIGN
        0x00A2_0054, 0x00A2_0057, 0x00A2_0059, 0x00A2_0078, 0x00A2_00AE, 0x00A2_00DD, 0x00A2_0162, 0x00A2_0164,
        0x00A2_0166, 0x00A2_0174, 0x00A2_0176, 0x00A2_0178, 0x00A2_021A, 0x00A2_0402, 0x00A2_040B, 0x00A2_0422,
        0x00A2_0423, 0x00A2_042A, 0x00A2_0436, 0x00A2_0442, 0x00A2_0445, 0x00A2_044A,
        // U+00A5 YEN SIGN
        0x00A5_0069, 0x00A5_00EC, 0x00A5_00ED, 0x00A5_00EE, 0x00A5_012F, 0x00A5_0131, 0x00A5_0133, 0x00A5_044B,
        0x00A5_0456,
        // U+00A9 COPYRIGHT SIGN
        0x00A9_002C, 0x00A9_002E, 0x00A9_002F, 0x00A9_0041, 0x00A9_0054, 0x00A9_0056, 0x00A9_0057, 0x00A9_0058,
        0x00A9_0059, 0x00A9_005C, 0x00A9_005F, 0x00A9_00AE, 0x00A9_00C0, 0x00A9_00C1, 0x00A9_00C2, 0x00A9_00C3,
        0x00A9_00C4, 0x00A9_00C5, 0x00A9_00C6, 0x00A9_00DD, 0x00A9_0100, 0x00A9_0102, 0x00A9_0104, 0x00A9_0162,
        0x00A9_0164, 0x00A9_0166, 0x00A9_0174, 0x00A9_0176, 0x00A9_0178, 0x00A9_021A, 0x00A9_0402, 0x00A9_040B,
        0x00A9_0410, 0x00A9_0416, 0x00A9_0422, 0x00A9_0423, 0x00A9_0425, 0x00A9_042A, 0x00A9_2018, 0x00A9_201A,
        0x00A9_201C, 0x00A9_201E, 0x00A9_2026,
        // U+00AA FEMININE ORDINAL INDICATOR
        0x00AA_0026, 0x00AA_0041, 0x00AA_004A, 0x00AA_0063, 0x00AA_0064, 0x00AA_0065, 0x00AA_0067, 0x00AA_006F,
        0x00AA_0071, 0x00AA_00A2, 0x00AA_00C0, 0x00AA_00C1, 0x00AA_00C2, 0x00AA_00C3, 0x00AA_00C4, 0x00AA_00C5,
        0x00AA_00C6, 0x00AA_00E7, 0x00AA_00E8, 0x00AA_00E9, 0x00AA_00EA, 0x00AA_00EB, 0x00AA_00F0, 0x00AA_00F2,
        0x00AA_00F3, 0x00AA_00F4, 0x00AA_00F5, 0x00AA_00F6, 0x00AA_00F8, 0x00AA_0100, 0x00AA_0102, 0x00AA_0104,
        0x00AA_0107, 0x00AA_0109, 0x00AA_010B, 0x00AA_010D, 0x00AA_010F, 0x00AA_0111, 0x00AA_0113, 0x00AA_0115,
        0x00AA_0117, 0x00AA_0119, 0x00AA_011B, 0x00AA_011D, 0x00AA_011F, 0x00AA_0121, 0x00AA_0123, 0x00AA_0126,
        0x00AA_0134, 0x00AA_014D, 0x00AA_014F, 0x00AA_0151, 0x00AA_0153, 0x00AA_0408, 0x00AA_0410, 0x00AA_0435,
        0x00AA_043E, 0x00AA_0441, 0x00AA_0444, 0x00AA_0450, 0x00AA_0451, 0x00AA_0454, 0x00AA_20AB,
        // U+00AB LEFT-POINTING DOUBLE ANGLE QUOTATION MARK
        0x00AB_0041, 0x00AB_0054, 0x00AB_0059, 0x00AB_00C0, 0x00AB_00C1, 0x00AB_00C2, 0x00AB_00C3, 0x00AB_00C4,
        0x00AB_00C5, 0x00AB_00C6, 0x00AB_00DD, 0x00AB_0100, 0x00AB_0102, 0x00AB_0104, 0x00AB_0162, 0x00AB_0164,
        0x00AB_0166, 0x00AB_0176, 0x00AB_0178, 0x00AB_021A, 0x00AB_0402, 0x00AB_040B, 0x00AB_0410, 0x00AB_0422,
        0x00AB_0423, 0x00AB_042A,
        // U+00AC NOT SIGN
        0x00AC_042A,
        // U+00AD SOFT HYPHEN
        0x00AD_0032, 0x00AD_0033, 0x00AD_0037, 0x00AD_0054, 0x00AD_0056, 0x00AD_0057, 0x00AD_0058, 0x00AD_0059,
        0x00AD_005C, 0x00AD_0078, 0x00AD_00B6, 0x00AD_00DD, 0x00AD_0162, 0x00AD_0164, 0x00AD_0166, 0x00AD_0174,
        0x00AD_0176, 0x00AD_0178, 0x00AD_021A, 0x00AD_0402, 0x00AD_040B, 0x00AD_0416, 0x00AD_0417, 0x00AD_0422,
        0x00AD_0423, 0x00AD_0425, 0x00AD_042A, 0x00AD_0436, 0x00AD_0442, 0x00AD_0445, 0x00AD_044A, 0x00AD_2018,
        0x00AD_201C,
        // U+00AE REGISTERED SIGN
        0x00AE_0026, 0x00AE_0034, 0x00AE_0041, 0x00AE_0043, 0x00AE_0047, 0x00AE_004A, 0x00AE_004F, 0x00AE_0051,
        0x00AE_0058, 0x00AE_0059, 0x00AE_0061, 0x00AE_0063, 0x00AE_0064, 0x00AE_0065, 0x00AE_0067, 0x00AE_006F,
        0x00AE_0071, 0x00AE_0073, 0x00AE_00A2, 0x00AE_00A9, 0x00AE_00C0, 0x00AE_00C1, 0x00AE_00C2, 0x00AE_00C3,
        0x00AE_00C4, 0x00AE_00C5, 0x00AE_00C6, 0x00AE_00C7, 0x00AE_00D2, 0x00AE_00D3, 0x00AE_00D4, 0x00AE_00D5,
        0x00AE_00D6, 0x00AE_00D8, 0x00AE_00DD, 0x00AE_00E0, 0x00AE_00E1, 0x00AE_00E2, 0x00AE_00E3, 0x00AE_00E4,
        0x00AE_00E5, 0x00AE_00E6, 0x00AE_00E7, 0x00AE_00E8, 0x00AE_00E9, 0x00AE_00EA, 0x00AE_00EB, 0x00AE_00F0,
        0x00AE_00F2, 0x00AE_00F3, 0x00AE_00F4, 0x00AE_00F5, 0x00AE_00F6, 0x00AE_00F8, 0x00AE_0100, 0x00AE_0101,
        0x00AE_0102, 0x00AE_0103, 0x00AE_0104, 0x00AE_0105, 0x00AE_0106, 0x00AE_0107, 0x00AE_0108, 0x00AE_0109,
        0x00AE_010A, 0x00AE_010B, 0x00AE_010C, 0x00AE_010D, 0x00AE_010F, 0x00AE_0111, 0x00AE_0113, 0x00AE_0115,
        0x00AE_0117, 0x00AE_0119, 0x00AE_011B, 0x00AE_011C, 0x00AE_011D, 0x00AE_011E, 0x00AE_011F, 0x00AE_0120,
        0x00AE_0121, 0x00AE_0122, 0x00AE_0123, 0x00AE_0134, 0x00AE_014C, 0x00AE_014D, 0x00AE_014E, 0x00AE_014F,
        0x00AE_0150, 0x00AE_0151, 0x00AE_0152, 0x00AE_0153, 0x00AE_015B, 0x00AE_015D, 0x00AE_015F, 0x00AE_0161,
        0x00AE_0176, 0x00AE_0178, 0x00AE_0219, 0x00AE_0404, 0x00AE_0408, 0x00AE_0410, 0x00AE_0416, 0x00AE_041E,
        0x00AE_0421, 0x00AE_0423, 0x00AE_0424, 0x00AE_0425, 0x00AE_042D, 0x00AE_0430, 0x00AE_0435, 0x00AE_043E,
        0x00AE_0441, 0x00AE_0444, 0x00AE_0447, 0x00AE_044F, 0x00AE_0450, 0x00AE_0451, 0x00AE_0454, 0x00AE_0455,
        0x00AE_20A1, 0x00AE_20AB, 0x00AE_20B2, 0x00AE_20B5,
        // U+00B0 DEGREE SIGN
        0x00B0_0026, 0x00B0_002C, 0x00B0_002E, 0x00B0_0034, 0x00B0_0041, 0x00B0_0043, 0x00B0_0047, 0x00B0_004A,
        0x00B0_004F, 0x00B0_0051, 0x00B0_005F, 0x00B0_00A9, 0x00B0_00C0, 0x00B0_00C1, 0x00B0_00C2, 0x00B0_00C3,
        0x00B0_00C4, 0x00B0_00C5, 0x00B0_00C6, 0x00B0_00C7, 0x00B0_00D0, 0x00B0_00D2, 0x00B0_00D3, 0x00B0_00D4,
        0x00B0_00D5, 0x00B0_00D6, 0x00B0_00D8, 0x00B0_0100, 0x00B0_0102, 0x00B0_0104, 0x00B0_0106, 0x00B0_0108,
        0x00B0_010A, 0x00B0_010C, 0x00B0_011C, 0x00B0_011E, 0x00B0_0120, 0x00B0_0122, 0x00B0_0134, 0x00B0_014C,
        0x00B0_014E, 0x00B0_0150, 0x00B0_0152, 0x00B0_0404, 0x00B0_0408, 0x00B0_0409, 0x00B0_0410, 0x00B0_041B,
        0x00B0_041E, 0x00B0_0421, 0x00B0_0424, 0x00B0_042D, 0x00B0_2026, 0x00B0_20A1, 0x00B0_20B2, 0x00B0_20B5,
        // U+00B1 PLUS-MINUS SIGN
        0x00B1_0041, 0x00B1_0056, 0x00B1_0057, 0x00B1_0058, 0x00B1_0059, 0x00B1_005C, 0x00B1_0076, 0x00B1_0078,
        0x00B1_0079, 0x00B1_00C0, 0x00B1_00C1, 0x00B1_00C2, 0x00B1_00C3, 0x00B1_00C4, 0x00B1_00C5, 0x00B1_00C6,
        0x00B1_00DD, 0x00B1_00FD, 0x00B1_00FF, 0x00B1_0100, 0x00B1_0102, 0x00B1_0104, 0x00B1_0174, 0x00B1_0176,
        0x00B1_0177, 0x00B1_0178, 0x00B1_0410, 0x00B1_0416, 0x00B1_0423, 0x00B1_0425, 0x00B1_042A, 0x00B1_0436,
        0x00B1_0443, 0x00B1_0445, 0x00B1_045E, 0x00B1_2018, 0x00B1_201C, 0x00B1_20B8,
        // U+00B3 SUPERSCRIPT THREE
        0x00B3_002C, 0x00B3_002E, 0x00B3_0034, 0x00B3_0041, 0x00B3_004A, 0x00B3_0074, 0x00B3_00AB, 0x00B3_00C0,
        0x00B3_00C1, 0x00B3_00C2, 0x00B3_00C3, 0x00B3_00C4, 0x00B3_00C5, 0x00B3_00C6, 0x00B3_0100, 0x00B3_0102,
        0x00B3_0104, 0x00B3_0126, 0x00B3_0134, 0x00B3_0163, 0x00B3_0165, 0x00B3_0167, 0x00B3_021B, 0x00B3_0408,
        0x00B3_0410, 0x00B3_201A, 0x00B3_201E, 0x00B3_2026, 0x00B3_2039,
        // U+00B5 MICRO SIGN
        0x00B5_002B, 0x00B5_002D, 0x00B5_002F, 0x00B5_003C, 0x00B5_0054, 0x00B5_0059, 0x00B5_005F, 0x00B5_007E,
        0x00B5_00AC, 0x00B5_00AD, 0x00B5_00B7, 0x00B5_00DD, 0x00B5_00F7, 0x00B5_0162, 0x00B5_0164, 0x00B5_0166,
        0x00B5_0176, 0x00B5_0178, 0x00B5_021A, 0x00B5_0402, 0x00B5_040B, 0x00B5_0422, 0x00B5_0423, 0x00B5_042A,
        0x00B5_2018, 0x00B5_2019, 0x00B5_201C, 0x00B5_201D, 0x00B5_2192, 0x00B5_2212,
        // U+00B6 PILCROW SIGN
        0x00B6_005F, 0x00B6_00CE, 0x00B6_00CF, 0x00B6_00EF, 0x00B6_0128, 0x00B6_0129, 0x00B6_012A, 0x00B6_012B,
        0x00B6_012C, 0x00B6_012D, 0x00B6_012F, 0x00B6_0407, 0x00B6_0457,
        // U+00B7 MIDDLE DOT
        0x00B7_0032, 0x00B7_0033, 0x00B7_0037, 0x00B7_0041, 0x00B7_004A, 0x00B7_0054, 0x00B7_0056, 0x00B7_0057,
        0x00B7_0058, 0x00B7_0059, 0x00B7_005C, 0x00B7_0078, 0x00B7_00B6, 0x00B7_00C0, 0x00B7_00C1, 0x00B7_00C2,
        0x00B7_00C3, 0x00B7_00C4, 0x00B7_00C5, 0x00B7_00C6, 0x00B7_00DD, 0x00B7_0100, 0x00B7_0102, 0x00B7_0104,
        0x00B7_0134, 0x00B7_0162, 0x00B7_0164, 0x00B7_0166, 0x00B7_0174, 0x00B7_0176, 0x00B7_0178, 0x00B7_021A,
        0x00B7_0402, 0x00B7_0408, 0x00B7_040B, 0x00B7_0410, 0x00B7_0416, 0x00B7_0417, 0x00B7_0422, 0x00B7_0423,
        0x00B7_0425, 0x00B7_042A, 0x00B7_0436, 0x00B7_0442, 0x00B7_0445, 0x00B7_044A, 0x00B7_2018, 0x00B7_201C,
        // U+00BA MASCULINE ORDINAL INDICATOR
        0x00BA_0026, 0x00BA_0041, 0x00BA_004A, 0x00BA_0063, 0x00BA_0064, 0x00BA_0065, 0x00BA_0067, 0x00BA_006F,
        0x00BA_0071, 0x00BA_00A2, 0x00BA_00C0, 0x00BA_00C1, 0x00BA_00C2, 0x00BA_00C3, 0x00BA_00C4, 0x00BA_00C5,
        0x00BA_00C6, 0x00BA_00E7, 0x00BA_00E8, 0x00BA_00E9, 0x00BA_00EA, 0x00BA_00EB, 0x00BA_00F0, 0x00BA_00F2,
        0x00BA_00F3, 0x00BA_00F4, 0x00BA_00F5, 0x00BA_00F6, 0x00BA_00F8, 0x00BA_0100, 0x00BA_0102, 0x00BA_0104,
        0x00BA_0107, 0x00BA_0109, 0x00BA_010B, 0x00BA_010D, 0x00BA_010F, 0x00BA_0111, 0x00BA_0113, 0x00BA_0115,
        0x00BA_0117, 0x00BA_0119, 0x00BA_011B, 0x00BA_011D, 0x00BA_011F, 0x00BA_0121, 0x00BA_0123, 0x00BA_0126,
        0x00BA_0134, 0x00BA_014D, 0x00BA_014F, 0x00BA_0151, 0x00BA_0153, 0x00BA_0408, 0x00BA_0410, 0x00BA_0435,
        0x00BA_043E, 0x00BA_0441, 0x00BA_0444, 0x00BA_0450, 0x00BA_0451, 0x00BA_0454, 0x00BA_20AB,
        // U+00BB RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK
        0x00BB_0031, 0x00BB_0032, 0x00BB_0033, 0x00BB_0037, 0x00BB_0038, 0x00BB_0041, 0x00BB_0054, 0x00BB_0056,
        0x00BB_0057, 0x00BB_0058, 0x00BB_0059, 0x00BB_005A, 0x00BB_005C, 0x00BB_0076, 0x00BB_0077, 0x00BB_0078,
        0x00BB_0079, 0x00BB_00C0, 0x00BB_00C1, 0x00BB_00C2, 0x00BB_00C3, 0x00BB_00C4, 0x00BB_00C5, 0x00BB_00C6,
        0x00BB_00DD, 0x00BB_00FD, 0x00BB_00FF, 0x00BB_0100, 0x00BB_0102, 0x00BB_0104, 0x00BB_0162, 0x00BB_0164,
        0x00BB_0166, 0x00BB_0174, 0x00BB_0175, 0x00BB_0176, 0x00BB_0177, 0x00BB_0178, 0x00BB_0179, 0x00BB_017B,
        0x00BB_017D, 0x00BB_021A, 0x00BB_0402, 0x00BB_0409, 0x00BB_040B, 0x00BB_0410, 0x00BB_0416, 0x00BB_041B,
        0x00BB_0422, 0x00BB_0423, 0x00BB_0425, 0x00BB_042A, 0x00BB_0436, 0x00BB_0443, 0x00BB_0445, 0x00BB_045E,
        0x00BB_2018, 0x00BB_201C,
        // U+00BF INVERTED QUESTION MARK
        0x00BF_0056, 0x00BF_0057, 0x00BF_005C, 0x00BF_0166, 0x00BF_0174, 0x00BF_2018, 0x00BF_2019, 0x00BF_201C,
        0x00BF_201D,
        // U+00C0 LATIN CAPITAL LETTER A WITH GRAVE
        0x00C0_0022, 0x00C0_0024, 0x00C0_0027, 0x00C0_002A, 0x00C0_0031, 0x00C0_003C, 0x00C0_003D, 0x00C0_003F,
        0x00C0_0043, 0x00C0_0047, 0x00C0_004F, 0x00C0_0051, 0x00C0_0053, 0x00C0_0054, 0x00C0_0056, 0x00C0_0057,
        0x00C0_0059, 0x00C0_005C, 0x00C0_005E, 0x00C0_0063, 0x00C0_0064, 0x00C0_0065, 0x00C0_0066, 0x00C0_0067,
        0x00C0_0069, 0x00C0_006F, 0x00C0_0071, 0x00C0_0073, 0x00C0_0074, 0x00C0_0076, 0x00C0_0077, 0x00C0_0079,
        0x00C0_00A2, 0x00C0_00A9, 0x00C0_00AA, 0x00C0_00AB, 0x00C0_00AE, 0x00C0_00B0, 0x00C0_00B1, 0x00C0_00B6,
        0x00C0_00B7, 0x00C0_00BA, 0x00C0_00BB, 0x00C0_00C7, 0x00C0_00D2, 0x00C0_00D3, 0x00C0_00D4, 0x00C0_00D5,
        0x00C0_00D6, 0x00C0_00D8, 0x00C0_00DD, 0x00C0_00E7, 0x00C0_00E8, 0x00C0_00E9, 0x00C0_00EA, 0x00C0_00EB,
        0x00C0_00EC, 0x00C0_00ED, 0x00C0_00EE, 0x00C0_00EF, 0x00C0_00F0, 0x00C0_00F2, 0x00C0_00F3, 0x00C0_00F4,
        0x00C0_00F5, 0x00C0_00F6, 0x00C0_00F8, 0x00C0_00FD, 0x00C0_00FF, 0x00C0_0106, 0x00C0_0107, 0x00C0_0108,
        0x00C0_0109, 0x00C0_010A, 0x00C0_010B, 0x00C0_010C, 0x00C0_010D, 0x00C0_010F, 0x00C0_0111, 0x00C0_0113,
        0x00C0_0115, 0x00C0_0117, 0x00C0_0119, 0x00C0_011B, 0x00C0_011C, 0x00C0_011D, 0x00C0_011E, 0x00C0_011F,
        0x00C0_0120, 0x00C0_0121, 0x00C0_0122, 0x00C0_0123, 0x00C0_0129, 0x00C0_012B, 0x00C0_012D, 0x00C0_012F,
        0x00C0_0131, 0x00C0_0133, 0x00C0_014C, 0x00C0_014D, 0x00C0_014E, 0x00C0_014F, 0x00C0_0150, 0x00C0_0151,
        0x00C0_0152, 0x00C0_0153, 0x00C0_015A, 0x00C0_015B, 0x00C0_015C, 0x00C0_015D, 0x00C0_015E, 0x00C0_015F,
        0x00C0_0160, 0x00C0_0161, 0x00C0_0162, 0x00C0_0163, 0x00C0_0164, 0x00C0_0165, 0x00C0_0166, 0x00C0_0167,
        0x00C0_0174, 0x00C0_0175, 0x00C0_0176, 0x00C0_0177, 0x00C0_0178, 0x00C0_0218, 0x00C0_0219, 0x00C0_021A,
        0x00C0_021B, 0x00C0_0402, 0x00C0_0404, 0x00C0_0405, 0x00C0_040B, 0x00C0_041E, 0x00C0_0421, 0x00C0_0422,
        0x00C0_0423, 0x00C0_0424, 0x00C0_042A, 0x00C0_042D, 0x00C0_0435, 0x00C0_043E, 0x00C0_0441, 0x00C0_0443,
        0x00C0_0444, 0x00C0_044B, 0x00C0_044F, 0x00C0_0450, 0x00C0_0451, 0x00C0_0454, 0x00C0_0455, 0x00C0_0456,
        0x00C0_0457, 0x00C0_045E, 0x00C0_2018, 0x00C0_2019, 0x00C0_201C, 0x00C0_201D, 0x00C0_2039, 0x00C0_203A,
        0x00C0_20A1, 0x00C0_20AB, 0x00C0_20B2, 0x00C0_20B5, 0x00C0_2248, 0x00C0_2264, 0x00C0_2265,
        // U+00C1 LATIN CAPITAL LETTER A WITH ACUTE
        0x00C1_0022, 0x00C1_0024, 0x00C1_0027, 0x00C1_002A, 0x00C1_0031, 0x00C1_003C, 0x00C1_003D, 0x00C1_003F,
        0x00C1_0043, 0x00C1_0047, 0x00C1_004F, 0x00C1_0051, 0x00C1_0053, 0x00C1_0054, 0x00C1_0056, 0x00C1_0057,
        0x00C1_0059, 0x00C1_005C, 0x00C1_005E, 0x00C1_0063, 0x00C1_0064, 0x00C1_0065, 0x00C1_0066, 0x00C1_0067,
        0x00C1_0069, 0x00C1_006F, 0x00C1_0071, 0x00C1_0073, 0x00C1_0074, 0x00C1_0076, 0x00C1_0077, 0x00C1_0079,
        0x00C1_00A2, 0x00C1_00A9, 0x00C1_00AA, 0x00C1_00AB, 0x00C1_00AE, 0x00C1_00B0, 0x00C1_00B1, 0x00C1_00B6,
        0x00C1_00B7, 0x00C1_00BA, 0x00C1_00BB, 0x00C1_00C7, 0x00C1_00D2, 0x00C1_00D3, 0x00C1_00D4, 0x00C1_00D5,
        0x00C1_00D6, 0x00C1_00D8, 0x00C1_00DD, 0x00C1_00E7, 0x00C1_00E8, 0x00C1_00E9, 0x00C1_00EA, 0x00C1_00EB,
        0x00C1_00EC, 0x00C1_00ED, 0x00C1_00EE, 0x00C1_00EF, 0x00C1_00F0, 0x00C1_00F2, 0x00C1_00F3, 0x00C1_00F4,
        0x00C1_00F5, 0x00C1_00F6, 0x00C1_00F8, 0x00C1_00FD, 0x00C1_00FF, 0x00C1_0106, 0x00C1_0107, 0x00C1_0108,
        0x00C1_0109, 0x00C1_010A, 0x00C1_010B, 0x00C1_010C, 0x00C1_010D, 0x00C1_010F, 0x00C1_0111, 0x00C1_0113,
        0x00C1_0115, 0x00C1_0117, 0x00C1_0119, 0x00C1_011B, 0x00C1_011C, 0x00C1_011D, 0x00C1_011E, 0x00C1_011F,
        0x00C1_0120, 0x00C1_0121, 0x00C1_0122, 0x00C1_0123, 0x00C1_0129, 0x00C1_012B, 0x00C1_012D, 0x00C1_012F,
        0x00C1_0131, 0x00C1_0133, 0x00C1_014C, 0x00C1_014D, 0x00C1_014E, 0x00C1_014F, 0x00C1_0150, 0x00C1_0151,
        0x00C1_0152, 0x00C1_0153, 0x00C1_015A, 0x00C1_015B, 0x00C1_015C, 0x00C1_015D, 0x00C1_015E, 0x00C1_015F,
        0x00C1_0160, 0x00C1_0161, 0x00C1_0162, 0x00C1_0163, 0x00C1_0164, 0x00C1_0165, 0x00C1_0166, 0x00C1_0167,
        0x00C1_0174, 0x00C1_0175, 0x00C1_0176, 0x00C1_0177, 0x00C1_0178, 0x00C1_0218, 0x00C1_0219, 0x00C1_021A,
        0x00C1_021B, 0x00C1_0402, 0x00C1_0404, 0x00C1_0405, 0x00C1_040B, 0x00C1_041E, 0x00C1_0421, 0x00C1_0422,
        0x00C1_0423, 0x00C1_0424, 0x00C1_042A, 0x00C1_042D, 0x00C1_0435, 0x00C1_043E, 0x00C1_0441, 0x00C1_0443,
        0x00C1_0444, 0x00C1_044B, 0x00C1_044F, 0x00C1_0450, 0x00C1_0451, 0x00C1_0454, 0x00C1_0455, 0x00C1_0456,
        0x00C1_0457, 0x00C1_045E, 0x00C1_2018, 0x00C1_2019, 0x00C1_201C, 0x00C1_201D, 0x00C1_2039, 0x00C1_203A,
        0x00C1_20A1, 0x00C1_20AB, 0x00C1_20B2, 0x00C1_20B5, 0x00C1_2248, 0x00C1_2264, 0x00C1_2265,
        // U+00C2 LATIN CAPITAL LETTER A WITH CIRCUMFLEX
        0x00C2_0022, 0x00C2_0024, 0x00C2_0027, 0x00C2_002A, 0x00C2_0031, 0x00C2_003C, 0x00C2_003D, 0x00C2_003F,
        0x00C2_0043, 0x00C2_0047, 0x00C2_004F, 0x00C2_0051, 0x00C2_0053, 0x00C2_0054, 0x00C2_0056, 0x00C2_0057,
        0x00C2_0059, 0x00C2_005C, 0x00C2_005E, 0x00C2_0063, 0x00C2_0064, 0x00C2_0065, 0x00C2_0066, 0x00C2_0067,
        0x00C2_0069, 0x00C2_006F, 0x00C2_0071, 0x00C2_0073, 0x00C2_0074, 0x00C2_0076, 0x00C2_0077, 0x00C2_0079,
        0x00C2_00A2, 0x00C2_00A9, 0x00C2_00AA, 0x00C2_00AB, 0x00C2_00AE, 0x00C2_00B0, 0x00C2_00B1, 0x00C2_00B6,
        0x00C2_00B7, 0x00C2_00BA, 0x00C2_00BB, 0x00C2_00C7, 0x00C2_00D2, 0x00C2_00D3, 0x00C2_00D4, 0x00C2_00D5,
        0x00C2_00D6, 0x00C2_00D8, 0x00C2_00DD, 0x00C2_00E7, 0x00C2_00E8, 0x00C2_00E9, 0x00C2_00EA, 0x00C2_00EB,
        0x00C2_00EC, 0x00C2_00ED, 0x00C2_00EE, 0x00C2_00EF, 0x00C2_00F0, 0x00C2_00F2, 0x00C2_00F3, 0x00C2_00F4,
        0x00C2_00F5, 0x00C2_00F6, 0x00C2_00F8, 0x00C2_00FD, 0x00C2_00FF, 0x00C2_0106, 0x00C2_0107, 0x00C2_0108,
        0x00C2_0109, 0x00C2_010A, 0x00C2_010B, 0x00C2_010C, 0x00C2_010D, 0x00C2_010F, 0x00C2_0111, 0x00C2_0113,
        0x00C2_0115, 0x00C2_0117, 0x00C2_0119, 0x00C2_011B, 0x00C2_011C, 0x00C2_011D, 0x00C2_011E, 0x00C2_011F,
        0x00C2_0120, 0x00C2_0121, 0x00C2_0122, 0x00C2_0123, 0x00C2_0129, 0x00C2_012B, 0x00C2_012D, 0x00C2_012F,
        0x00C2_0131, 0x00C2_0133, 0x00C2_014C, 0x00C2_014D, 0x00C2_014E, 0x00C2_014F, 0x00C2_0150, 0x00C2_0151,
        0x00C2_0152, 0x00C2_0153, 0x00C2_015A, 0x00C2_015B, 0x00C2_015C, 0x00C2_015D, 0x00C2_015E, 0x00C2_015F,
        0x00C2_0160, 0x00C2_0161, 0x00C2_0162, 0x00C2_0163, 0x00C2_0164, 0x00C2_0165, 0x00C2_0166, 0x00C2_0167,
        0x00C2_0174, 0x00C2_0175, 0x00C2_0176, 0x00C2_0177, 0x00C2_0178, 0x00C2_0218, 0x00C2_0219, 0x00C2_021A,
        0x00C2_021B, 0x00C2_0402, 0x00C2_0404, 0x00C2_0405, 0x00C2_040B, 0x00C2_041E, 0x00C2_0421, 0x00C2_0422,
        0x00C2_0423, 0x00C2_0424, 0x00C2_042A, 0x00C2_042D, 0x00C2_0435, 0x00C2_043E, 0x00C2_0441, 0x00C2_0443,
        0x00C2_0444, 0x00C2_044B, 0x00C2_044F, 0x00C2_0450, 0x00C2_0451, 0x00C2_0454, 0x00C2_0455, 0x00C2_0456,
        0x00C2_0457, 0x00C2_045E, 0x00C2_2018, 0x00C2_2019, 0x00C2_201C, 0x00C2_201D, 0x00C2_2039, 0x00C2_203A,
        0x00C2_20A1, 0x00C2_20AB, 0x00C2_20B2, 0x00C2_20B5, 0x00C2_2248, 0x00C2_2264, 0x00C2_2265,
        // U+00C3 LATIN CAPITAL LETTER A WITH TILDE
        0x00C3_0022, 0x00C3_0024, 0x00C3_0027, 0x00C3_002A, 0x00C3_0031, 0x00C3_003C, 0x00C3_003D, 0x00C3_003F,
        0x00C3_0043, 0x00C3_0047, 0x00C3_004F, 0x00C3_0051, 0x00C3_0053, 0x00C3_0054, 0x00C3_0056, 0x00C3_0057,
        0x00C3_0059, 0x00C3_005C, 0x00C3_005E, 0x00C3_0063, 0x00C3_0064, 0x00C3_0065, 0x00C3_0066, 0x00C3_0067,
        0x00C3_0069, 0x00C3_006F, 0x00C3_0071, 0x00C3_0073, 0x00C3_0074, 0x00C3_0076, 0x00C3_0077, 0x00C3_0079,
        0x00C3_00A2, 0x00C3_00A9, 0x00C3_00AA, 0x00C3_00AB, 0x00C3_00AE, 0x00C3_00B0, 0x00C3_00B1, 0x00C3_00B6,
        0x00C3_00B7, 0x00C3_00BA, 0x00C3_00BB, 0x00C3_00C7, 0x00C3_00D2, 0x00C3_00D3, 0x00C3_00D4, 0x00C3_00D5,
        0x00C3_00D6, 0x00C3_00D8, 0x00C3_00DD, 0x00C3_00E7, 0x00C3_00E8, 0x00C3_00E9, 0x00C3_00EA, 0x00C3_00EB,
        0x00C3_00EC, 0x00C3_00ED, 0x00C3_00EE, 0x00C3_00EF, 0x00C3_00F0, 0x00C3_00F2, 0x00C3_00F3, 0x00C3_00F4,
        0x00C3_00F5, 0x00C3_00F6, 0x00C3_00F8, 0x00C3_00FD, 0x00C3_00FF, 0x00C3_0106, 0x00C3_0107, 0x00C3_0108,
        0x00C3_0109, 0x00C3_010A, 0x00C3_010B, 0x00C3_010C, 0x00C3_010D, 0x00C3_010F, 0x00C3_0111, 0x00C3_0113,
        0x00C3_0115, 0x00C3_0117, 0x00C3_0119, 0x00C3_011B, 0x00C3_011C, 0x00C3_011D, 0x00C3_011E, 0x00C3_011F,
        0x00C3_0120, 0x00C3_0121, 0x00C3_0122, 0x00C3_0123, 0x00C3_0129, 0x00C3_012B, 0x00C3_012D, 0x00C3_012F,
        0x00C3_0131, 0x00C3_0133, 0x00C3_014C, 0x00C3_014D, 0x00C3_014E, 0x00C3_014F, 0x00C3_0150, 0x00C3_0151,
        0x00C3_0152, 0x00C3_0153, 0x00C3_015A, 0x00C3_015B, 0x00C3_015C, 0x00C3_015D, 0x00C3_015E, 0x00C3_015F,
        0x00C3_0160, 0x00C3_0161, 0x00C3_0162, 0x00C3_0163, 0x00C3_0164, 0x00C3_0165, 0x00C3_0166, 0x00C3_0167,
        0x00C3_0174, 0x00C3_0175, 0x00C3_0176, 0x00C3_0177, 0x00C3_0178, 0x00C3_0218, 0x00C3_0219, 0x00C3_021A,
        0x00C3_021B, 0x00C3_0402, 0x00C3_0404, 0x00C3_0405, 0x00C3_040B, 0x00C3_041E, 0x00C3_0421, 0x00C3_0422,
        0x00C3_0423, 0x00C3_0424, 0x00C3_042A, 0x00C3_042D, 0x00C3_0435, 0x00C3_043E, 0x00C3_0441, 0x00C3_0443,
        0x00C3_0444, 0x00C3_044B, 0x00C3_044F, 0x00C3_0450, 0x00C3_0451, 0x00C3_0454, 0x00C3_0455, 0x00C3_0456,
        0x00C3_0457, 0x00C3_045E, 0x00C3_2018, 0x00C3_2019, 0x00C3_201C, 0x00C3_201D, 0x00C3_2039, 0x00C3_203A,
        0x00C3_20A1, 0x00C3_20AB, 0x00C3_20B2, 0x00C3_20B5, 0x00C3_2248, 0x00C3_2264, 0x00C3_2265,
        // U+00C4 LATIN CAPITAL LETTER A WITH DIAERESIS
        0x00C4_0022, 0x00C4_0024, 0x00C4_0027, 0x00C4_002A, 0x00C4_0031, 0x00C4_003C, 0x00C4_003D, 0x00C4_003F,
        0x00C4_0043, 0x00C4_0047, 0x00C4_004F, 0x00C4_0051, 0x00C4_0053, 0x00C4_0054, 0x00C4_0056, 0x00C4_0057,
        0x00C4_0059, 0x00C4_005C, 0x00C4_005E, 0x00C4_0063, 0x00C4_0064, 0x00C4_0065, 0x00C4_0066, 0x00C4_0067,
        0x00C4_0069, 0x00C4_006F, 0x00C4_0071, 0x00C4_0073, 0x00C4_0074, 0x00C4_0076, 0x00C4_0077, 0x00C4_0079,
        0x00C4_00A2, 0x00C4_00A9, 0x00C4_00AA, 0x00C4_00AB, 0x00C4_00AE, 0x00C4_00B0, 0x00C4_00B1, 0x00C4_00B6,
        0x00C4_00B7, 0x00C4_00BA, 0x00C4_00BB, 0x00C4_00C7, 0x00C4_00D2, 0x00C4_00D3, 0x00C4_00D4, 0x00C4_00D5,
        0x00C4_00D6, 0x00C4_00D8, 0x00C4_00DD, 0x00C4_00E7, 0x00C4_00E8, 0x00C4_00E9, 0x00C4_00EA, 0x00C4_00EB,
        0x00C4_00EC, 0x00C4_00ED, 0x00C4_00EE, 0x00C4_00EF, 0x00C4_00F0, 0x00C4_00F2, 0x00C4_00F3, 0x00C4_00F4,
        0x00C4_00F5, 0x00C4_00F6, 0x00C4_00F8, 0x00C4_00FD, 0x00C4_00FF, 0x00C4_0106, 0x00C4_0107, 0x00C4_0108,
        0x00C4_0109, 0x00C4_010A, 0x00C4_010B, 0x00C4_010C, 0x00C4_010D, 0x00C4_010F, 0x00C4_0111, 0x00C4_0113,
        0x00C4_0115, 0x00C4_0117, 0x00C4_0119, 0x00C4_011B, 0x00C4_011C, 0x00C4_011D, 0x00C4_011E, 0x00C4_011F,
        0x00C4_0120, 0x00C4_0121, 0x00C4_0122, 0x00C4_0123, 0x00C4_0129, 0x00C4_012B, 0x00C4_012D, 0x00C4_012F,
        0x00C4_0131, 0x00C4_0133, 0x00C4_014C, 0x00C4_014D, 0x00C4_014E, 0x00C4_014F, 0x00C4_0150, 0x00C4_0151,
        0x00C4_0152, 0x00C4_0153, 0x00C4_015A, 0x00C4_015B, 0x00C4_015C, 0x00C4_015D, 0x00C4_015E, 0x00C4_015F,
        0x00C4_0160, 0x00C4_0161, 0x00C4_0162, 0x00C4_0163, 0x00C4_0164, 0x00C4_0165, 0x00C4_0166, 0x00C4_0167,
        0x00C4_0174, 0x00C4_0175, 0x00C4_0176, 0x00C4_0177, 0x00C4_0178, 0x00C4_0218, 0x00C4_0219, 0x00C4_021A,
        0x00C4_021B, 0x00C4_0402, 0x00C4_0404, 0x00C4_0405, 0x00C4_040B, 0x00C4_041E, 0x00C4_0421, 0x00C4_0422,
        0x00C4_0423, 0x00C4_0424, 0x00C4_042A, 0x00C4_042D, 0x00C4_0435, 0x00C4_043E, 0x00C4_0441, 0x00C4_0443,
        0x00C4_0444, 0x00C4_044B, 0x00C4_044F, 0x00C4_0450, 0x00C4_0451, 0x00C4_0454, 0x00C4_0455, 0x00C4_0456,
        0x00C4_0457, 0x00C4_045E, 0x00C4_2018, 0x00C4_2019, 0x00C4_201C, 0x00C4_201D, 0x00C4_2039, 0x00C4_203A,
        0x00C4_20A1, 0x00C4_20AB, 0x00C4_20B2, 0x00C4_20B5, 0x00C4_2248, 0x00C4_2264, 0x00C4_2265,
        // U+00C5 LATIN CAPITAL LETTER A WITH RING ABOVE
        0x00C5_0022, 0x00C5_0024, 0x00C5_0027, 0x00C5_002A, 0x00C5_0031, 0x00C5_003C, 0x00C5_003D, 0x00C5_003F,
        0x00C5_0043, 0x00C5_0047, 0x00C5_004F, 0x00C5_0051, 0x00C5_0053, 0x00C5_0054, 0x00C5_0056, 0x00C5_0057,
        0x00C5_0059, 0x00C5_005C, 0x00C5_005E, 0x00C5_0063, 0x00C5_0064, 0x00C5_0065, 0x00C5_0066, 0x00C5_0067,
        0x00C5_0069, 0x00C5_006F, 0x00C5_0071, 0x00C5_0073, 0x00C5_0074, 0x00C5_0076, 0x00C5_0077, 0x00C5_0079,
        0x00C5_00A2, 0x00C5_00A9, 0x00C5_00AA, 0x00C5_00AB, 0x00C5_00AE, 0x00C5_00B0, 0x00C5_00B1, 0x00C5_00B6,
        0x00C5_00B7, 0x00C5_00BA, 0x00C5_00BB, 0x00C5_00C7, 0x00C5_00D2, 0x00C5_00D3, 0x00C5_00D4, 0x00C5_00D5,
        0x00C5_00D6, 0x00C5_00D8, 0x00C5_00DD, 0x00C5_00E7, 0x00C5_00E8, 0x00C5_00E9, 0x00C5_00EA, 0x00C5_00EB,
        0x00C5_00EC, 0x00C5_00ED, 0x00C5_00EE, 0x00C5_00EF, 0x00C5_00F0, 0x00C5_00F2, 0x00C5_00F3, 0x00C5_00F4,
        0x00C5_00F5, 0x00C5_00F6, 0x00C5_00F8, 0x00C5_00FD, 0x00C5_00FF, 0x00C5_0106, 0x00C5_0107, 0x00C5_0108,
        0x00C5_0109, 0x00C5_010A, 0x00C5_010B, 0x00C5_010C, 0x00C5_010D, 0x00C5_010F, 0x00C5_0111, 0x00C5_0113,
        0x00C5_0115, 0x00C5_0117, 0x00C5_0119, 0x00C5_011B, 0x00C5_011C, 0x00C5_011D, 0x00C5_011E, 0x00C5_011F,
        0x00C5_0120, 0x00C5_0121, 0x00C5_0122, 0x00C5_0123, 0x00C5_0129, 0x00C5_012B, 0x00C5_012D, 0x00C5_012F,
        0x00C5_0131, 0x00C5_0133, 0x00C5_014C, 0x00C5_014D, 0x00C5_014E, 0x00C5_014F, 0x00C5_0150, 0x00C5_0151,
        0x00C5_0152, 0x00C5_0153, 0x00C5_015A, 0x00C5_015B, 0x00C5_015C, 0x00C5_015D, 0x00C5_015E, 0x00C5_015F,
        0x00C5_0160, 0x00C5_0161, 0x00C5_0162, 0x00C5_0163, 0x00C5_0164, 0x00C5_0165, 0x00C5_0166, 0x00C5_0167,
        0x00C5_0174, 0x00C5_0175, 0x00C5_0176, 0x00C5_0177, 0x00C5_0178, 0x00C5_0218, 0x00C5_0219, 0x00C5_021A,
        0x00C5_021B, 0x00C5_0402, 0x00C5_0404, 0x00C5_0405, 0x00C5_040B, 0x00C5_041E, 0x00C5_0421, 0x00C5_0422,
        0x00C5_0423, 0x00C5_0424, 0x00C5_042A, 0x00C5_042D, 0x00C5_0435, 0x00C5_043E, 0x00C5_0441, 0x00C5_0443,
        0x00C5_0444, 0x00C5_044B, 0x00C5_044F, 0x00C5_0450, 0x00C5_0451, 0x00C5_0454, 0x00C5_0455, 0x00C5_0456,
        0x00C5_0457, 0x00C5_045E, 0x00C5_2018, 0x00C5_2019, 0x00C5_201C, 0x00C5_201D, 0x00C5_2039, 0x00C5_203A,
        0x00C5_20A1, 0x00C5_20AB, 0x00C5_20B2, 0x00C5_20B5, 0x00C5_2248, 0x00C5_2264, 0x00C5_2265,
        // U+00C6 LATIN CAPITAL LETTER AE
        0x00C6_00EF, 0x00C6_0129, 0x00C6_012B, 0x00C6_012D, 0x00C6_0457,
        // U+00C7 LATIN CAPITAL LETTER C WITH CEDILLA
        0x00C7_0041, 0x00C7_0058, 0x00C7_005F, 0x00C7_0076, 0x00C7_0079, 0x00C7_00C0, 0x00C7_00C1, 0x00C7_00C2,
        0x00C7_00C3, 0x00C7_00C4, 0x00C7_00C5, 0x00C7_00C6, 0x00C7_00EF, 0x00C7_00FD, 0x00C7_00FF, 0x00C7_0100,
        0x00C7_0102, 0x00C7_0104, 0x00C7_0129, 0x00C7_012B, 0x00C7_012D, 0x00C7_0177, 0x00C7_0410, 0x00C7_0416,
        0x00C7_0425, 0x00C7_0443, 0x00C7_0457, 0x00C7_045E,
        // U+00C8 LATIN CAPITAL LETTER E WITH GRAVE
        0x00C8_00EF, 0x00C8_0129, 0x00C8_012B, 0x00C8_012D, 0x00C8_0457,
        // U+00C9 LATIN CAPITAL LETTER E WITH ACUTE
        0x00C9_00EF, 0x00C9_0129, 0x00C9_012B, 0x00C9_012D, 0x00C9_0457,
        // U+00CA LATIN CAPITAL LETTER E WITH CIRCUMFLEX
        0x00CA_00EF, 0x00CA_0129, 0x00CA_012B, 0x00CA_012D, 0x00CA_0457,
        // U+00CB LATIN CAPITAL LETTER E WITH DIAERESIS
        0x00CB_00EF, 0x00CB_0129, 0x00CB_012B, 0x00CB_012D, 0x00CB_0457,
        // U+00CC LATIN CAPITAL LETTER I WITH GRAVE
        0x00CC_005F, 0x00CC_00CE, 0x00CC_00CF, 0x00CC_00EF, 0x00CC_0128, 0x00CC_0129, 0x00CC_012A, 0x00CC_012B,
        0x00CC_012C, 0x00CC_012D, 0x00CC_012F, 0x00CC_0407, 0x00CC_0457,
        // U+00CD LATIN CAPITAL LETTER I WITH ACUTE
        0x00CD_005F, 0x00CD_00CE, 0x00CD_00CF, 0x00CD_00EF, 0x00CD_0128, 0x00CD_0129, 0x00CD_012A, 0x00CD_012B,
        0x00CD_012C, 0x00CD_012D, 0x00CD_012F, 0x00CD_0407, 0x00CD_0457,
        // U+00D0 LATIN CAPITAL LETTER ETH
        0x00D0_002C, 0x00D0_002E, 0x00D0_002F, 0x00D0_0041, 0x00D0_0054, 0x00D0_0056, 0x00D0_0057, 0x00D0_0058,
        0x00D0_0059, 0x00D0_005C, 0x00D0_005F, 0x00D0_00AE, 0x00D0_00C0, 0x00D0_00C1, 0x00D0_00C2, 0x00D0_00C3,
        0x00D0_00C4, 0x00D0_00C5, 0x00D0_00C6, 0x00D0_00DD, 0x00D0_0100, 0x00D0_0102, 0x00D0_0104, 0x00D0_0162,
        0x00D0_0164, 0x00D0_0166, 0x00D0_0174, 0x00D0_0176, 0x00D0_0178, 0x00D0_021A, 0x00D0_0402, 0x00D0_040B,
        0x00D0_0410, 0x00D0_0416, 0x00D0_0422, 0x00D0_0423, 0x00D0_0425, 0x00D0_042A, 0x00D0_2018, 0x00D0_201A,
        0x00D0_201C, 0x00D0_201E, 0x00D0_2026,
        // U+00D1 LATIN CAPITAL LETTER N WITH TILDE
        0x00D1_005F, 0x00D1_00CE, 0x00D1_00CF, 0x00D1_00EF, 0x00D1_0128, 0x00D1_0129, 0x00D1_012A, 0x00D1_012B,
        0x00D1_012C, 0x00D1_012D, 0x00D1_012F, 0x00D1_0407, 0x00D1_0457,
        // U+00D2 LATIN CAPITAL LETTER O WITH GRAVE
        0x00D2_002C, 0x00D2_002E, 0x00D2_002F, 0x00D2_0041, 0x00D2_0054, 0x00D2_0056, 0x00D2_0057, 0x00D2_0058,
        0x00D2_0059, 0x00D2_005C, 0x00D2_005F, 0x00D2_00AE, 0x00D2_00C0, 0x00D2_00C1, 0x00D2_00C2, 0x00D2_00C3,
        0x00D2_00C4, 0x00D2_00C5, 0x00D2_00C6, 0x00D2_00DD, 0x00D2_0100, 0x00D2_0102, 0x00D2_0104, 0x00D2_0162,
        0x00D2_0164, 0x00D2_0166, 0x00D2_0174, 0x00D2_0176, 0x00D2_0178, 0x00D2_021A, 0x00D2_0402, 0x00D2_040B,
        0x00D2_0410, 0x00D2_0416, 0x00D2_0422, 0x00D2_0423, 0x00D2_0425, 0x00D2_042A, 0x00D2_2018, 0x00D2_201A,
        0x00D2_201C, 0x00D2_201E, 0x00D2_2026,
        // U+00D3 LATIN CAPITAL LETTER O WITH ACUTE
        0x00D3_002C, 0x00D3_002E, 0x00D3_002F, 0x00D3_0041, 0x00D3_0054, 0x00D3_0056, 0x00D3_0057, 0x00D3_0058,
        0x00D3_0059, 0x00D3_005C, 0x00D3_005F, 0x00D3_00AE, 0x00D3_00C0, 0x00D3_00C1, 0x00D3_00C2, 0x00D3_00C3,
        0x00D3_00C4, 0x00D3_00C5, 0x00D3_00C6, 0x00D3_00DD, 0x00D3_0100, 0x00D3_0102, 0x00D3_0104, 0x00D3_0162,
        0x00D3_0164, 0x00D3_0166, 0x00D3_0174, 0x00D3_0176, 0x00D3_0178, 0x00D3_021A, 0x00D3_0402, 0x00D3_040B,
        0x00D3_0410, 0x00D3_0416, 0x00D3_0422, 0x00D3_0423, 0x00D3_0425, 0x00D3_042A, 0x00D3_2018, 0x00D3_201A,
        0x00D3_201C, 0x00D3_201E, 0x00D3_2026,
        // U+00D4 LATIN CAPITAL LETTER O WITH CIRCUMFLEX
        0x00D4_002C, 0x00D4_002E, 0x00D4_002F, 0x00D4_0041, 0x00D4_0054, 0x00D4_0056, 0x00D4_0057, 0x00D4_0058,
        0x00D4_0059, 0x00D4_005C, 0x00D4_005F, 0x00D4_00AE, 0x00D4_00C0, 0x00D4_00C1, 0x00D4_00C2, 0x00D4_00C3,
        0x00D4_00C4, 0x00D4_00C5, 0x00D4_00C6, 0x00D4_00DD, 0x00D4_0100, 0x00D4_0102, 0x00D4_0104, 0x00D4_0162,
        0x00D4_0164, 0x00D4_0166, 0x00D4_0174, 0x00D4_0176, 0x00D4_0178, 0x00D4_021A, 0x00D4_0402, 0x00D4_040B,
        0x00D4_0410, 0x00D4_0416, 0x00D4_0422, 0x00D4_0423, 0x00D4_0425, 0x00D4_042A, 0x00D4_2018, 0x00D4_201A,
        0x00D4_201C, 0x00D4_201E, 0x00D4_2026,
        // U+00D5 LATIN CAPITAL LETTER O WITH TILDE
        0x00D5_002C, 0x00D5_002E, 0x00D5_002F, 0x00D5_0041, 0x00D5_0054, 0x00D5_0056, 0x00D5_0057, 0x00D5_0058,
        0x00D5_0059, 0x00D5_005C, 0x00D5_005F, 0x00D5_00AE, 0x00D5_00C0, 0x00D5_00C1, 0x00D5_00C2, 0x00D5_00C3,
        0x00D5_00C4, 0x00D5_00C5, 0x00D5_00C6, 0x00D5_00DD, 0x00D5_0100, 0x00D5_0102, 0x00D5_0104, 0x00D5_0162,
        0x00D5_0164, 0x00D5_0166, 0x00D5_0174, 0x00D5_0176, 0x00D5_0178, 0x00D5_021A, 0x00D5_0402, 0x00D5_040B,
        0x00D5_0410, 0x00D5_0416, 0x00D5_0422, 0x00D5_0423, 0x00D5_0425, 0x00D5_042A, 0x00D5_2018, 0x00D5_201A,
        0x00D5_201C, 0x00D5_201E, 0x00D5_2026,
        // U+00D6 LATIN CAPITAL LETTER O WITH DIAERESIS
        0x00D6_002C, 0x00D6_002E, 0x00D6_002F, 0x00D6_0041, 0x00D6_0054, 0x00D6_0056, 0x00D6_0057, 0x00D6_0058,
        0x00D6_0059, 0x00D6_005C, 0x00D6_005F, 0x00D6_00AE, 0x00D6_00C0, 0x00D6_00C1, 0x00D6_00C2, 0x00D6_00C3,
        0x00D6_00C4, 0x00D6_00C5, 0x00D6_00C6, 0x00D6_00DD, 0x00D6_0100, 0x00D6_0102, 0x00D6_0104, 0x00D6_0162,
        0x00D6_0164, 0x00D6_0166, 0x00D6_0174, 0x00D6_0176, 0x00D6_0178, 0x00D6_021A, 0x00D6_0402, 0x00D6_040B,
        0x00D6_0410, 0x00D6_0416, 0x00D6_0422, 0x00D6_0423, 0x00D6_0425, 0x00D6_042A, 0x00D6_2018, 0x00D6_201A,
        0x00D6_201C, 0x00D6_201E, 0x00D6_2026,
        // U+00D7 MULTIPLICATION SIGN
        0x00D7_0054, 0x00D7_0056, 0x00D7_0059, 0x00D7_005C, 0x00D7_00DD, 0x00D7_0162, 0x00D7_0164, 0x00D7_0166,
        0x00D7_0176, 0x00D7_0178, 0x00D7_021A, 0x00D7_0402, 0x00D7_040B, 0x00D7_0416, 0x00D7_0422, 0x00D7_0423,
        0x00D7_042A, 0x00D7_042F, 0x00D7_20B8,
        // U+00D8 LATIN CAPITAL LETTER O WITH STROKE
        0x00D8_002C, 0x00D8_002E, 0x00D8_002F, 0x00D8_0041, 0x00D8_0054, 0x00D8_0056, 0x00D8_0057, 0x00D8_0058,
        0x00D8_0059, 0x00D8_005C, 0x00D8_005F, 0x00D8_00AE, 0x00D8_00C0, 0x00D8_00C1, 0x00D8_00C2, 0x00D8_00C3,
        0x00D8_00C4, 0x00D8_00C5, 0x00D8_00C6, 0x00D8_00DD, 0x00D8_0100, 0x00D8_0102, 0x00D8_0104, 0x00D8_0162,
        0x00D8_0164, 0x00D8_0166, 0x00D8_0174, 0x00D8_0176, 0x00D8_0178, 0x00D8_021A, 0x00D8_0402, 0x00D8_040B,
        0x00D8_0410, 0x00D8_0416, 0x00D8_0422, 0x00D8_0423, 0x00D8_0425, 0x00D8_042A, 0x00D8_2018, 0x00D8_201A,
        0x00D8_201C, 0x00D8_201E, 0x00D8_2026,
        // U+00D9 LATIN CAPITAL LETTER U WITH GRAVE
        0x00D9_002C, 0x00D9_002E, 0x00D9_002F, 0x00D9_005F, 0x00D9_201A, 0x00D9_201E, 0x00D9_2026,
        // U+00DA LATIN CAPITAL LETTER U WITH ACUTE
        0x00DA_002C, 0x00DA_002E, 0x00DA_002F, 0x00DA_005F, 0x00DA_201A, 0x00DA_201E, 0x00DA_2026,
        // U+00DB LATIN CAPITAL LETTER U WITH CIRCUMFLEX
        0x00DB_002C, 0x00DB_002E, 0x00DB_002F, 0x00DB_005F, 0x00DB_201A, 0x00DB_201E, 0x00DB_2026,
        // U+00DC LATIN CAPITAL LETTER U WITH DIAERESIS
        0x00DC_002C, 0x00DC_002E, 0x00DC_002F, 0x00DC_005F, 0x00DC_201A, 0x00DC_201E, 0x00DC_2026,
        // U+00DD LATIN CAPITAL LETTER Y WITH ACUTE
        0x00DD_0026, 0x00DD_002B, 0x00DD_002C, 0x00DD_002D, 0x00DD_002E, 0x00DD_0034, 0x00DD_003A, 0x00DD_003B,
        0x00DD_003C, 0x00DD_003D, 0x00DD_0041, 0x00DD_0043, 0x00DD_0047, 0x00DD_004A, 0x00DD_004F, 0x00DD_0051,
        0x00DD_0054, 0x00DD_0061, 0x00DD_0063, 0x00DD_0064, 0x00DD_0065, 0x00DD_0067, 0x00DD_0069, 0x00DD_006D,
        0x00DD_006E, 0x00DD_006F, 0x00DD_0070, 0x00DD_0071, 0x00DD_0072, 0x00DD_0073, 0x00DD_0075, 0x00DD_007E,
        0x00DD_00A2, 0x00DD_00A9, 0x00DD_00AB, 0x00DD_00AC, 0x00DD_00AD, 0x00DD_00AE, 0x00DD_00B1, 0x00DD_00B5,
        0x00DD_00B7, 0x00DD_00BB, 0x00DD_00C0, 0x00DD_00C1, 0x00DD_00C2, 0x00DD_00C3, 0x00DD_00C4, 0x00DD_00C5,
        0x00DD_00C6, 0x00DD_00C7, 0x00DD_00D2, 0x00DD_00D3, 0x00DD_00D4, 0x00DD_00D5, 0x00DD_00D6, 0x00DD_00D7,
        0x00DD_00D8, 0x00DD_00E0, 0x00DD_00E1, 0x00DD_00E2, 0x00DD_00E3, 0x00DD_00E4, 0x00DD_00E5, 0x00DD_00E6,
        0x00DD_00E7, 0x00DD_00E8, 0x00DD_00E9, 0x00DD_00EA, 0x00DD_00EB, 0x00DD_00EC, 0x00DD_00ED, 0x00DD_00EE,
        0x00DD_00F0, 0x00DD_00F1, 0x00DD_00F2, 0x00DD_00F3, 0x00DD_00F4, 0x00DD_00F5, 0x00DD_00F6, 0x00DD_00F7,
        0x00DD_00F8, 0x00DD_00F9, 0x00DD_00FA, 0x00DD_00FB, 0x00DD_00FC, 0x00DD_0100, 0x00DD_0101, 0x00DD_0102,
        0x00DD_0103, 0x00DD_0104, 0x00DD_0105, 0x00DD_0106, 0x00DD_0107, 0x00DD_0108, 0x00DD_0109, 0x00DD_010A,
        0x00DD_010B, 0x00DD_010C, 0x00DD_010D, 0x00DD_010F, 0x00DD_0111, 0x00DD_0113, 0x00DD_0115, 0x00DD_0117,
        0x00DD_0119, 0x00DD_011B, 0x00DD_011C, 0x00DD_011D, 0x00DD_011E, 0x00DD_011F, 0x00DD_0120, 0x00DD_0121,
        0x00DD_0122, 0x00DD_0123, 0x00DD_012F, 0x00DD_0131, 0x00DD_0133, 0x00DD_0134, 0x00DD_0144, 0x00DD_0146,
        0x00DD_0148, 0x00DD_014B, 0x00DD_014C, 0x00DD_014D, 0x00DD_014E, 0x00DD_014F, 0x00DD_0150, 0x00DD_0151,
        0x00DD_0152, 0x00DD_0153, 0x00DD_0155, 0x00DD_0157, 0x00DD_0159, 0x00DD_015B, 0x00DD_015D, 0x00DD_015F,
        0x00DD_0161, 0x00DD_0162, 0x00DD_0164, 0x00DD_0166, 0x00DD_0169, 0x00DD_016B, 0x00DD_016D, 0x00DD_016F,
        0x00DD_0171, 0x00DD_0173, 0x00DD_0219, 0x00DD_021A, 0x00DD_0402, 0x00DD_0404, 0x00DD_0408, 0x00DD_040B,
        0x00DD_0410, 0x00DD_041E, 0x00DD_0421, 0x00DD_0422, 0x00DD_0424, 0x00DD_042A, 0x00DD_042D, 0x00DD_0430,
        0x00DD_0432, 0x00DD_0433, 0x00DD_0435, 0x00DD_0438, 0x00DD_0439, 0x00DD_043A, 0x00DD_043C, 0x00DD_043D,
        0x00DD_043E, 0x00DD_043F, 0x00DD_0440, 0x00DD_0441, 0x00DD_0444, 0x00DD_0446, 0x00DD_0447, 0x00DD_0448,
        0x00DD_0449, 0x00DD_044B, 0x00DD_044C, 0x00DD_044E, 0x00DD_044F, 0x00DD_0450, 0x00DD_0451, 0x00DD_0453,
        0x00DD_0454, 0x00DD_0455, 0x00DD_0456, 0x00DD_045A, 0x00DD_045C, 0x00DD_045D, 0x00DD_045F, 0x00DD_201A,
        0x00DD_201E, 0x00DD_2026, 0x00DD_2039, 0x00DD_203A, 0x00DD_20A1, 0x00DD_20AB, 0x00DD_20B2, 0x00DD_20B5,
        0x00DD_2192, 0x00DD_2212, 0x00DD_221E, 0x00DD_2248, 0x00DD_2264, 0x00DD_2265,
        // U+00DE LATIN CAPITAL LETTER THORN
        0x00DE_002C, 0x00DE_002E, 0x00DE_0041, 0x00DE_004A, 0x00DE_0054, 0x00DE_0056, 0x00DE_005A, 0x00DE_005C,
        0x00DE_00C0, 0x00DE_00C1, 0x00DE_00C2, 0x00DE_00C3, 0x00DE_00C4, 0x00DE_00C5, 0x00DE_00C6, 0x00DE_0100,
        0x00DE_0102, 0x00DE_0104, 0x00DE_0134, 0x00DE_0162, 0x00DE_0164, 0x00DE_0166, 0x00DE_0179, 0x00DE_017B,
        0x00DE_017D, 0x00DE_021A, 0x00DE_0402, 0x00DE_0408, 0x00DE_040B, 0x00DE_0410, 0x00DE_0422, 0x00DE_042A,
        0x00DE_2018, 0x00DE_201A, 0x00DE_201C, 0x00DE_201E, 0x00DE_2026,
        // U+00DF LATIN SMALL LETTER SHARP S
        0x00DF_00EF, 0x00DF_0129, 0x00DF_012B, 0x00DF_012D, 0x00DF_0457, 0x00DF_2018, 0x00DF_201C,
        // U+00E0 LATIN SMALL LETTER A WITH GRAVE
        0x00E0_0031, 0x00E0_0054, 0x00E0_0056, 0x00E0_0057, 0x00E0_0059, 0x00E0_005C, 0x00E0_0076, 0x00E0_0079,
        0x00E0_00AE, 0x00E0_00DD, 0x00E0_00FD, 0x00E0_00FF, 0x00E0_0162, 0x00E0_0164, 0x00E0_0166, 0x00E0_0174,
        0x00E0_0176, 0x00E0_0177, 0x00E0_0178, 0x00E0_021A, 0x00E0_0402, 0x00E0_040B, 0x00E0_0422, 0x00E0_0423,
        0x00E0_042A, 0x00E0_0442, 0x00E0_0443, 0x00E0_044A, 0x00E0_045E, 0x00E0_2018, 0x00E0_201C,
        // U+00E1 LATIN SMALL LETTER A WITH ACUTE
        0x00E1_0031, 0x00E1_0054, 0x00E1_0056, 0x00E1_0057, 0x00E1_0059, 0x00E1_005C, 0x00E1_0076, 0x00E1_0079,
        0x00E1_00AE, 0x00E1_00DD, 0x00E1_00FD, 0x00E1_00FF, 0x00E1_0162, 0x00E1_0164, 0x00E1_0166, 0x00E1_0174,
        0x00E1_0176, 0x00E1_0177, 0x00E1_0178, 0x00E1_021A, 0x00E1_0402, 0x00E1_040B, 0x00E1_0422, 0x00E1_0423,
        0x00E1_042A, 0x00E1_0442, 0x00E1_0443, 0x00E1_044A, 0x00E1_045E, 0x00E1_2018, 0x00E1_201C,
        // U+00E2 LATIN SMALL LETTER A WITH CIRCUMFLEX
        0x00E2_0031, 0x00E2_0054, 0x00E2_0056, 0x00E2_0057, 0x00E2_0059, 0x00E2_005C, 0x00E2_0076, 0x00E2_0079,
        0x00E2_00AE, 0x00E2_00DD, 0x00E2_00FD, 0x00E2_00FF, 0x00E2_0162, 0x00E2_0164, 0x00E2_0166, 0x00E2_0174,
        0x00E2_0176, 0x00E2_0177, 0x00E2_0178, 0x00E2_021A, 0x00E2_0402, 0x00E2_040B, 0x00E2_0422, 0x00E2_0423,
        0x00E2_042A, 0x00E2_0442, 0x00E2_0443, 0x00E2_044A, 0x00E2_045E, 0x00E2_2018, 0x00E2_201C,
        // U+00E3 LATIN SMALL LETTER A WITH TILDE
        0x00E3_0031, 0x00E3_0054, 0x00E3_0056, 0x00E3_0057, 0x00E3_0059, 0x00E3_005C, 0x00E3_0076, 0x00E3_0079,
        0x00E3_00AE, 0x00E3_00DD, 0x00E3_00FD, 0x00E3_00FF, 0x00E3_0162, 0x00E3_0164, 0x00E3_0166, 0x00E3_0174,
        0x00E3_0176, 0x00E3_0177, 0x00E3_0178, 0x00E3_021A, 0x00E3_0402, 0x00E3_040B, 0x00E3_0422, 0x00E3_0423,
        0x00E3_042A, 0x00E3_0442, 0x00E3_0443, 0x00E3_044A, 0x00E3_045E, 0x00E3_2018, 0x00E3_201C,
        // U+00E4 LATIN SMALL LETTER A WITH DIAERESIS
        0x00E4_0031, 0x00E4_0054, 0x00E4_0056, 0x00E4_0057, 0x00E4_0059, 0x00E4_005C, 0x00E4_0076, 0x00E4_0079,
        0x00E4_00AE, 0x00E4_00DD, 0x00E4_00FD, 0x00E4_00FF, 0x00E4_0162, 0x00E4_0164, 0x00E4_0166, 0x00E4_0174,
        0x00E4_0176, 0x00E4_0177, 0x00E4_0178, 0x00E4_021A, 0x00E4_0402, 0x00E4_040B, 0x00E4_0422, 0x00E4_0423,
        0x00E4_042A, 0x00E4_0442, 0x00E4_0443, 0x00E4_044A, 0x00E4_045E, 0x00E4_2018, 0x00E4_201C,
        // U+00E5 LATIN SMALL LETTER A WITH RING ABOVE
        0x00E5_0031, 0x00E5_0054, 0x00E5_0056, 0x00E5_0057, 0x00E5_0059, 0x00E5_005C, 0x00E5_0076, 0x00E5_0079,
        0x00E5_00AE, 0x00E5_00DD, 0x00E5_00FD, 0x00E5_00FF, 0x00E5_0162, 0x00E5_0164, 0x00E5_0166, 0x00E5_0174,
        0x00E5_0176, 0x00E5_0177, 0x00E5_0178, 0x00E5_021A, 0x00E5_0402, 0x00E5_040B, 0x00E5_0422, 0x00E5_0423,
        0x00E5_042A, 0x00E5_0442, 0x00E5_0443, 0x00E5_044A, 0x00E5_045E, 0x00E5_2018, 0x00E5_201C,
        // U+00E6 LATIN SMALL LETTER AE
        0x00E6_0054, 0x00E6_0056, 0x00E6_0057, 0x00E6_0059, 0x00E6_005C, 0x00E6_0076, 0x00E6_0077, 0x00E6_0078,
        0x00E6_0079, 0x00E6_00AE, 0x00E6_00DD, 0x00E6_00FD, 0x00E6_00FF, 0x00E6_0162, 0x00E6_0164, 0x00E6_0166,
        0x00E6_0174, 0x00E6_0175, 0x00E6_0176, 0x00E6_0177, 0x00E6_0178, 0x00E6_021A, 0x00E6_0402, 0x00E6_040B,
        0x00E6_0422, 0x00E6_0423, 0x00E6_042A, 0x00E6_0436, 0x00E6_0442, 0x00E6_0443, 0x00E6_0445, 0x00E6_044A,
        0x00E6_045E,
        // U+00E7 LATIN SMALL LETTER C WITH CEDILLA
        0x00E7_0054, 0x00E7_0057, 0x00E7_0059, 0x00E7_0078, 0x00E7_00AE, 0x00E7_00DD, 0x00E7_0162, 0x00E7_0164,
        0x00E7_0166, 0x00E7_0174, 0x00E7_0176, 0x00E7_0178, 0x00E7_021A, 0x00E7_0402, 0x00E7_040B, 0x00E7_0422,
        0x00E7_0423, 0x00E7_042A, 0x00E7_0436, 0x00E7_0442, 0x00E7_0445, 0x00E7_044A,
        // U+00E8 LATIN SMALL LETTER E WITH GRAVE
        0x00E8_0054, 0x00E8_0056, 0x00E8_0057, 0x00E8_0059, 0x00E8_005C, 0x00E8_0076, 0x00E8_0077, 0x00E8_0078,
        0x00E8_0079, 0x00E8_00AE, 0x00E8_00DD, 0x00E8_00FD, 0x00E8_00FF, 0x00E8_0162, 0x00E8_0164, 0x00E8_0166,
        0x00E8_0174, 0x00E8_0175, 0x00E8_0176, 0x00E8_0177, 0x00E8_0178, 0x00E8_021A, 0x00E8_0402, 0x00E8_040B,
        0x00E8_0422, 0x00E8_0423, 0x00E8_042A, 0x00E8_0436, 0x00E8_0442, 0x00E8_0443, 0x00E8_0445, 0x00E8_044A,
        0x00E8_045E,
        // U+00E9 LATIN SMALL LETTER E WITH ACUTE
        0x00E9_0054, 0x00E9_0056, 0x00E9_0057, 0x00E9_0059, 0x00E9_005C, 0x00E9_0076, 0x00E9_0077, 0x00E9_0078,
        0x00E9_0079, 0x00E9_00AE, 0x00E9_00DD, 0x00E9_00FD, 0x00E9_00FF, 0x00E9_0162, 0x00E9_0164, 0x00E9_0166,
        0x00E9_0174, 0x00E9_0175, 0x00E9_0176, 0x00E9_0177, 0x00E9_0178, 0x00E9_021A, 0x00E9_0402, 0x00E9_040B,
        0x00E9_0422, 0x00E9_0423, 0x00E9_042A, 0x00E9_0436, 0x00E9_0442, 0x00E9_0443, 0x00E9_0445, 0x00E9_044A,
        0x00E9_045E,
        // U+00EA LATIN SMALL LETTER E WITH CIRCUMFLEX
        0x00EA_0054, 0x00EA_0056, 0x00EA_0057, 0x00EA_0059, 0x00EA_005C, 0x00EA_0076, 0x00EA_0077, 0x00EA_0078,
        0x00EA_0079, 0x00EA_00AE, 0x00EA_00DD, 0x00EA_00FD, 0x00EA_00FF, 0x00EA_0162, 0x00EA_0164, 0x00EA_0166,
        0x00EA_0174, 0x00EA_0175, 0x00EA_0176, 0x00EA_0177, 0x00EA_0178, 0x00EA_021A, 0x00EA_0402, 0x00EA_040B,
        0x00EA_0422, 0x00EA_0423, 0x00EA_042A, 0x00EA_0436, 0x00EA_0442, 0x00EA_0443, 0x00EA_0445, 0x00EA_044A,
        0x00EA_045E,
        // U+00EB LATIN SMALL LETTER E WITH DIAERESIS
        0x00EB_0054, 0x00EB_0056, 0x00EB_0057, 0x00EB_0059, 0x00EB_005C, 0x00EB_0076, 0x00EB_0077, 0x00EB_0078,
        0x00EB_0079, 0x00EB_00AE, 0x00EB_00DD, 0x00EB_00FD, 0x00EB_00FF, 0x00EB_0162, 0x00EB_0164, 0x00EB_0166,
        0x00EB_0174, 0x00EB_0175, 0x00EB_0176, 0x00EB_0177, 0x00EB_0178, 0x00EB_021A, 0x00EB_0402, 0x00EB_040B,
        0x00EB_0422, 0x00EB_0423, 0x00EB_042A, 0x00EB_0436, 0x00EB_0442, 0x00EB_0443, 0x00EB_0445, 0x00EB_044A,
        0x00EB_045E,
        // U+00EC LATIN SMALL LETTER I WITH GRAVE
        0x00EC_0029, 0x00EC_0056, 0x00EC_0057, 0x00EC_005C, 0x00EC_005D, 0x00EC_005F, 0x00EC_007D, 0x00EC_00A5,
        0x00EC_00EF, 0x00EC_0127, 0x00EC_0129, 0x00EC_012B, 0x00EC_012D, 0x00EC_012E, 0x00EC_012F, 0x00EC_0135,
        0x00EC_0174, 0x00EC_0192, 0x00EC_0457, 0x00EC_20A9,
        // U+00ED LATIN SMALL LETTER I WITH ACUTE
        0x00ED_0029, 0x00ED_0056, 0x00ED_0057, 0x00ED_005C, 0x00ED_005D, 0x00ED_005F, 0x00ED_007D, 0x00ED_00A5,
        0x00ED_00EF, 0x00ED_0127, 0x00ED_0129, 0x00ED_012B, 0x00ED_012D, 0x00ED_012E, 0x00ED_012F, 0x00ED_0135,
        0x00ED_0174, 0x00ED_0192, 0x00ED_0457, 0x00ED_20A9,
        // U+00EE LATIN SMALL LETTER I WITH CIRCUMFLEX
        0x00EE_0029, 0x00EE_0056, 0x00EE_0057, 0x00EE_005C, 0x00EE_005D, 0x00EE_005F, 0x00EE_006A, 0x00EE_007D,
        0x00EE_00A5, 0x00EE_00EF, 0x00EE_0127, 0x00EE_0129, 0x00EE_012B, 0x00EE_012D, 0x00EE_012E, 0x00EE_012F,
        0x00EE_0135, 0x00EE_0174, 0x00EE_0192, 0x00EE_0457, 0x00EE_0458, 0x00EE_20A9,
        // U+00EF LATIN SMALL LETTER I WITH DIAERESIS
        0x00EF_0031, 0x00EF_0037, 0x00EF_0042, 0x00EF_0044, 0x00EF_0045, 0x00EF_0046, 0x00EF_0048, 0x00EF_0049,
        0x00EF_004B, 0x00EF_004C, 0x00EF_004D, 0x00EF_004E, 0x00EF_0050, 0x00EF_0052, 0x00EF_0054, 0x00EF_0056,
        0x00EF_005A, 0x00EF_005C, 0x00EF_0062, 0x00EF_0066, 0x00EF_0068, 0x00EF_0069, 0x00EF_006A, 0x00EF_006B,
        0x00EF_006C, 0x00EF_0074, 0x00EF_007C, 0x00EF_00C8, 0x00EF_00C9, 0x00EF_00CA, 0x00EF_00CB, 0x00EF_00CC,
        0x00EF_00CD, 0x00EF_00D1, 0x00EF_00DE, 0x00EF_00DF, 0x00EF_00EC, 0x00EF_00ED, 0x00EF_00EE, 0x00EF_00EF,
        0x00EF_00FE, 0x00EF_010E, 0x00EF_0112, 0x00EF_0114, 0x00EF_0116, 0x00EF_0118, 0x00EF_011A, 0x00EF_0124,
        0x00EF_0125, 0x00EF_0126, 0x00EF_0127, 0x00EF_0129, 0x00EF_012B, 0x00EF_012D, 0x00EF_012E, 0x00EF_012F,
        0x00EF_0130, 0x00EF_0131, 0x00EF_0133, 0x00EF_0135, 0x00EF_0136, 0x00EF_0137, 0x00EF_0139, 0x00EF_013A,
        0x00EF_013B, 0x00EF_013C, 0x00EF_013D, 0x00EF_013E, 0x00EF_0140, 0x00EF_0141, 0x00EF_0142, 0x00EF_0143,
        0x00EF_0145, 0x00EF_0147, 0x00EF_014A, 0x00EF_0154, 0x00EF_0156, 0x00EF_0158, 0x00EF_0162, 0x00EF_0163,
        0x00EF_0164, 0x00EF_0165, 0x00EF_0166, 0x00EF_0167, 0x00EF_0179, 0x00EF_017B, 0x00EF_017D, 0x00EF_021A,
        0x00EF_021B, 0x00EF_0400, 0x00EF_0401, 0x00EF_0402, 0x00EF_0403, 0x00EF_0406, 0x00EF_040A, 0x00EF_040B,
        0x00EF_040C, 0x00EF_040D, 0x00EF_040F, 0x00EF_0411, 0x00EF_0412, 0x00EF_0413, 0x00EF_0415, 0x00EF_0418,
        0x00EF_0419, 0x00EF_041A, 0x00EF_041C, 0x00EF_041D, 0x00EF_041F, 0x00EF_0420, 0x00EF_0422, 0x00EF_0426,
        0x00EF_0428, 0x00EF_0429, 0x00EF_042A, 0x00EF_042B, 0x00EF_042C, 0x00EF_042E, 0x00EF_044B, 0x00EF_0452,
        0x00EF_0456, 0x00EF_0457, 0x00EF_0458, 0x00EF_045B, 0x00EF_0E3F, 0x00EF_20A8, 0x00EF_20BF, 0x00EF_2116,
        // U+00F0 LATIN SMALL LETTER ETH
        0x00F0_0029, 0x00F0_0041, 0x00F0_0054, 0x00F0_0056, 0x00F0_0057, 0x00F0_0058, 0x00F0_0059, 0x00F0_005C,
        0x00F0_005D, 0x00F0_0076, 0x00F0_0077, 0x00F0_0078, 0x00F0_0079, 0x00F0_007D, 0x00F0_00AA, 0x00F0_00AE,
        0x00F0_00BA, 0x00F0_00C0, 0x00F0_00C1, 0x00F0_00C2, 0x00F0_00C3, 0x00F0_00C4, 0x00F0_00C5, 0x00F0_00C6,
        0x00F0_00DD, 0x00F0_00FD, 0x00F0_00FF, 0x00F0_0100, 0x00F0_0102, 0x00F0_0104, 0x00F0_0162, 0x00F0_0164,
        0x00F0_0166, 0x00F0_0174, 0x00F0_0175, 0x00F0_0176, 0x00F0_0177, 0x00F0_0178, 0x00F0_021A, 0x00F0_0402,
        0x00F0_040B, 0x00F0_0410, 0x00F0_0416, 0x00F0_0422, 0x00F0_0423, 0x00F0_0425, 0x00F0_042A, 0x00F0_0436,
        0x00F0_0442, 0x00F0_0443, 0x00F0_0445, 0x00F0_044A, 0x00F0_045E, 0x00F0_2018, 0x00F0_201C,
        // U+00F1 LATIN SMALL LETTER N WITH TILDE
        0x00F1_0031, 0x00F1_0054, 0x00F1_0056, 0x00F1_0057, 0x00F1_0059, 0x00F1_005C, 0x00F1_0076, 0x00F1_0079,
        0x00F1_00AE, 0x00F1_00DD, 0x00F1_00FD, 0x00F1_00FF, 0x00F1_0162, 0x00F1_0164, 0x00F1_0166, 0x00F1_0174,
        0x00F1_0176, 0x00F1_0177, 0x00F1_0178, 0x00F1_021A, 0x00F1_0402, 0x00F1_040B, 0x00F1_0422, 0x00F1_0423,
        0x00F1_042A, 0x00F1_0442, 0x00F1_0443, 0x00F1_044A, 0x00F1_045E, 0x00F1_2018, 0x00F1_201C,
        // U+00F2 LATIN SMALL LETTER O WITH GRAVE
        0x00F2_0029, 0x00F2_0041, 0x00F2_0054, 0x00F2_0056, 0x00F2_0057, 0x00F2_0058, 0x00F2_0059, 0x00F2_005C,
        0x00F2_005D, 0x00F2_0076, 0x00F2_0077, 0x00F2_0078, 0x00F2_0079, 0x00F2_007D, 0x00F2_00AA, 0x00F2_00AE,
        0x00F2_00BA, 0x00F2_00C0, 0x00F2_00C1, 0x00F2_00C2, 0x00F2_00C3, 0x00F2_00C4, 0x00F2_00C5, 0x00F2_00C6,
        0x00F2_00DD, 0x00F2_00FD, 0x00F2_00FF, 0x00F2_0100, 0x00F2_0102, 0x00F2_0104, 0x00F2_0162, 0x00F2_0164,
        0x00F2_0166, 0x00F2_0174, 0x00F2_0175, 0x00F2_0176, 0x00F2_0177, 0x00F2_0178, 0x00F2_021A, 0x00F2_0402,
        0x00F2_040B, 0x00F2_0410, 0x00F2_0416, 0x00F2_0422, 0x00F2_0423, 0x00F2_0425, 0x00F2_042A, 0x00F2_0436,
        0x00F2_0442, 0x00F2_0443, 0x00F2_0445, 0x00F2_044A, 0x00F2_045E, 0x00F2_2018, 0x00F2_201C,
        // U+00F3 LATIN SMALL LETTER O WITH ACUTE
        0x00F3_0029, 0x00F3_0041, 0x00F3_0054, 0x00F3_0056, 0x00F3_0057, 0x00F3_0058, 0x00F3_0059, 0x00F3_005C,
        0x00F3_005D, 0x00F3_0076, 0x00F3_0077, 0x00F3_0078, 0x00F3_0079, 0x00F3_007D, 0x00F3_00AA, 0x00F3_00AE,
        0x00F3_00BA, 0x00F3_00C0, 0x00F3_00C1, 0x00F3_00C2, 0x00F3_00C3, 0x00F3_00C4, 0x00F3_00C5, 0x00F3_00C6,
        0x00F3_00DD, 0x00F3_00FD, 0x00F3_00FF, 0x00F3_0100, 0x00F3_0102, 0x00F3_0104, 0x00F3_0162, 0x00F3_0164,
        0x00F3_0166, 0x00F3_0174, 0x00F3_0175, 0x00F3_0176, 0x00F3_0177, 0x00F3_0178, 0x00F3_021A, 0x00F3_0402,
        0x00F3_040B, 0x00F3_0410, 0x00F3_0416, 0x00F3_0422, 0x00F3_0423, 0x00F3_0425, 0x00F3_042A, 0x00F3_0436,
        0x00F3_0442, 0x00F3_0443, 0x00F3_0445, 0x00F3_044A, 0x00F3_045E, 0x00F3_2018, 0x00F3_201C,
        // U+00F4 LATIN SMALL LETTER O WITH CIRCUMFLEX
        0x00F4_0029, 0x00F4_0041, 0x00F4_0054, 0x00F4_0056, 0x00F4_0057, 0x00F4_0058, 0x00F4_0059, 0x00F4_005C,
        0x00F4_005D, 0x00F4_0076, 0x00F4_0077, 0x00F4_0078, 0x00F4_0079, 0x00F4_007D, 0x00F4_00AA, 0x00F4_00AE,
        0x00F4_00BA, 0x00F4_00C0, 0x00F4_00C1, 0x00F4_00C2, 0x00F4_00C3, 0x00F4_00C4, 0x00F4_00C5, 0x00F4_00C6,
        0x00F4_00DD, 0x00F4_00FD, 0x00F4_00FF, 0x00F4_0100, 0x00F4_0102, 0x00F4_0104, 0x00F4_0162, 0x00F4_0164,
        0x00F4_0166, 0x00F4_0174, 0x00F4_0175, 0x00F4_0176, 0x00F4_0177, 0x00F4_0178, 0x00F4_021A, 0x00F4_0402,
        0x00F4_040B, 0x00F4_0410, 0x00F4_0416, 0x00F4_0422, 0x00F4_0423, 0x00F4_0425, 0x00F4_042A, 0x00F4_0436,
        0x00F4_0442, 0x00F4_0443, 0x00F4_0445, 0x00F4_044A, 0x00F4_045E, 0x00F4_2018, 0x00F4_201C,
        // U+00F5 LATIN SMALL LETTER O WITH TILDE
        0x00F5_0029, 0x00F5_0041, 0x00F5_0054, 0x00F5_0056, 0x00F5_0057, 0x00F5_0058, 0x00F5_0059, 0x00F5_005C,
        0x00F5_005D, 0x00F5_0076, 0x00F5_0077, 0x00F5_0078, 0x00F5_0079, 0x00F5_007D, 0x00F5_00AA, 0x00F5_00AE,
        0x00F5_00BA, 0x00F5_00C0, 0x00F5_00C1, 0x00F5_00C2, 0x00F5_00C3, 0x00F5_00C4, 0x00F5_00C5, 0x00F5_00C6,
        0x00F5_00DD, 0x00F5_00FD, 0x00F5_00FF, 0x00F5_0100, 0x00F5_0102, 0x00F5_0104, 0x00F5_0162, 0x00F5_0164,
        0x00F5_0166, 0x00F5_0174, 0x00F5_0175, 0x00F5_0176, 0x00F5_0177, 0x00F5_0178, 0x00F5_021A, 0x00F5_0402,
        0x00F5_040B, 0x00F5_0410, 0x00F5_0416, 0x00F5_0422, 0x00F5_0423, 0x00F5_0425, 0x00F5_042A, 0x00F5_0436,
        0x00F5_0442, 0x00F5_0443, 0x00F5_0445, 0x00F5_044A, 0x00F5_045E, 0x00F5_2018, 0x00F5_201C,
        // U+00F6 LATIN SMALL LETTER O WITH DIAERESIS
        0x00F6_0029, 0x00F6_0041, 0x00F6_0054, 0x00F6_0056, 0x00F6_0057, 0x00F6_0058, 0x00F6_0059, 0x00F6_005C,
        0x00F6_005D, 0x00F6_0076, 0x00F6_0077, 0x00F6_0078, 0x00F6_0079, 0x00F6_007D, 0x00F6_00AA, 0x00F6_00AE,
        0x00F6_00BA, 0x00F6_00C0, 0x00F6_00C1, 0x00F6_00C2, 0x00F6_00C3, 0x00F6_00C4, 0x00F6_00C5, 0x00F6_00C6,
        0x00F6_00DD, 0x00F6_00FD, 0x00F6_00FF, 0x00F6_0100, 0x00F6_0102, 0x00F6_0104, 0x00F6_0162, 0x00F6_0164,
        0x00F6_0166, 0x00F6_0174, 0x00F6_0175, 0x00F6_0176, 0x00F6_0177, 0x00F6_0178, 0x00F6_021A, 0x00F6_0402,
        0x00F6_040B, 0x00F6_0410, 0x00F6_0416, 0x00F6_0422, 0x00F6_0423, 0x00F6_0425, 0x00F6_042A, 0x00F6_0436,
        0x00F6_0442, 0x00F6_0443, 0x00F6_0445, 0x00F6_044A, 0x00F6_045E, 0x00F6_2018, 0x00F6_201C,
        // U+00F7 DIVISION SIGN
        0x00F7_0032, 0x00F7_0033, 0x00F7_0037, 0x00F7_0054, 0x00F7_0056, 0x00F7_0057, 0x00F7_0058, 0x00F7_0059,
        0x00F7_005C, 0x00F7_0078, 0x00F7_00B6, 0x00F7_00DD, 0x00F7_0162, 0x00F7_0164, 0x00F7_0166, 0x00F7_0174,
        0x00F7_0176, 0x00F7_0178, 0x00F7_021A, 0x00F7_0402, 0x00F7_040B, 0x00F7_0416, 0x00F7_0417, 0x00F7_0422,
        0x00F7_0423, 0x00F7_0425, 0x00F7_042A, 0x00F7_0436, 0x00F7_0442, 0x00F7_0445, 0x00F7_044A, 0x00F7_2018,
        0x00F7_201C,
        // U+00F8 LATIN SMALL LETTER O WITH STROKE
        0x00F8_0029, 0x00F8_0041, 0x00F8_0054, 0x00F8_0056, 0x00F8_0057, 0x00F8_0058, 0x00F8_0059, 0x00F8_005C,
        0x00F8_005D, 0x00F8_0076, 0x00F8_0077, 0x00F8_0078, 0x00F8_0079, 0x00F8_007D, 0x00F8_00AA, 0x00F8_00AE,
        0x00F8_00BA, 0x00F8_00C0, 0x00F8_00C1, 0x00F8_00C2, 0x00F8_00C3, 0x00F8_00C4, 0x00F8_00C5, 0x00F8_00C6,
        0x00F8_00DD, 0x00F8_00FD, 0x00F8_00FF, 0x00F8_0100, 0x00F8_0102, 0x00F8_0104, 0x00F8_0162, 0x00F8_0164,
        0x00F8_0166, 0x00F8_0174, 0x00F8_0175, 0x00F8_0176, 0x00F8_0177, 0x00F8_0178, 0x00F8_021A, 0x00F8_0402,
        0x00F8_040B, 0x00F8_0410, 0x00F8_0416, 0x00F8_0422, 0x00F8_0423, 0x00F8_0425, 0x00F8_042A, 0x00F8_0436,
        0x00F8_0442, 0x00F8_0443, 0x00F8_0445, 0x00F8_044A, 0x00F8_045E, 0x00F8_2018, 0x00F8_201C,
        // U+00F9 LATIN SMALL LETTER U WITH GRAVE
        0x00F9_0054, 0x00F9_0059, 0x00F9_00DD, 0x00F9_0162, 0x00F9_0164, 0x00F9_0166, 0x00F9_0176, 0x00F9_0178,
        0x00F9_021A, 0x00F9_0402, 0x00F9_040B, 0x00F9_0422, 0x00F9_0423, 0x00F9_042A, 0x00F9_2018, 0x00F9_2019,
        0x00F9_201C, 0x00F9_201D,
        // U+00FA LATIN SMALL LETTER U WITH ACUTE
        0x00FA_0054, 0x00FA_0059, 0x00FA_00DD, 0x00FA_0162, 0x00FA_0164, 0x00FA_0166, 0x00FA_0176, 0x00FA_0178,
        0x00FA_021A, 0x00FA_0402, 0x00FA_040B, 0x00FA_0422, 0x00FA_0423, 0x00FA_042A, 0x00FA_2018, 0x00FA_2019,
        0x00FA_201C, 0x00FA_201D,
        // U+00FB LATIN SMALL LETTER U WITH CIRCUMFLEX
        0x00FB_0054, 0x00FB_0059, 0x00FB_00DD, 0x00FB_0162, 0x00FB_0164, 0x00FB_0166, 0x00FB_0176, 0x00FB_0178,
        0x00FB_021A, 0x00FB_0402, 0x00FB_040B, 0x00FB_0422, 0x00FB_0423, 0x00FB_042A, 0x00FB_2018, 0x00FB_2019,
        0x00FB_201C, 0x00FB_201D,
        // U+00FC LATIN SMALL LETTER U WITH DIAERESIS
        0x00FC_0054, 0x00FC_0059, 0x00FC_00DD, 0x00FC_0162, 0x00FC_0164, 0x00FC_0166, 0x00FC_0176, 0x00FC_0178,
        0x00FC_021A, 0x00FC_0402, 0x00FC_040B, 0x00FC_0422, 0x00FC_0423, 0x00FC_042A, 0x00FC_2018, 0x00FC_2019,
        0x00FC_201C, 0x00FC_201D,
        // U+00FD LATIN SMALL LETTER Y WITH ACUTE
        0x00FD_002C, 0x00FD_002E, 0x00FD_002F, 0x00FD_003C, 0x00FD_003D, 0x00FD_0041, 0x00FD_004A, 0x00FD_0054,
        0x00FD_0059, 0x00FD_005F, 0x00FD_0061, 0x00FD_0063, 0x00FD_0064, 0x00FD_0065, 0x00FD_0067, 0x00FD_006F,
        0x00FD_0071, 0x00FD_00A2, 0x00FD_00AB, 0x00FD_00AC, 0x00FD_00B1, 0x00FD_00C0, 0x00FD_00C1, 0x00FD_00C2,
        0x00FD_00C3, 0x00FD_00C4, 0x00FD_00C5, 0x00FD_00C6, 0x00FD_00DD, 0x00FD_00E0, 0x00FD_00E1, 0x00FD_00E2,
        0x00FD_00E3, 0x00FD_00E4, 0x00FD_00E5, 0x00FD_00E6, 0x00FD_00E7, 0x00FD_00E8, 0x00FD_00E9, 0x00FD_00EA,
        0x00FD_00EB, 0x00FD_00EE, 0x00FD_00EF, 0x00FD_00F0, 0x00FD_00F2, 0x00FD_00F3, 0x00FD_00F4, 0x00FD_00F5,
        0x00FD_00F6, 0x00FD_00F8, 0x00FD_0100, 0x00FD_0101, 0x00FD_0102, 0x00FD_0103, 0x00FD_0104, 0x00FD_0105,
        0x00FD_0107, 0x00FD_0109, 0x00FD_010B, 0x00FD_010D, 0x00FD_010F, 0x00FD_0111, 0x00FD_0113, 0x00FD_0115,
        0x00FD_0117, 0x00FD_0119, 0x00FD_011B, 0x00FD_011D, 0x00FD_011F, 0x00FD_0121, 0x00FD_0123, 0x00FD_0127,
        0x00FD_0129, 0x00FD_012B, 0x00FD_012D, 0x00FD_0134, 0x00FD_014D, 0x00FD_014F, 0x00FD_0151, 0x00FD_0153,
        0x00FD_0162, 0x00FD_0164, 0x00FD_0166, 0x00FD_0176, 0x00FD_0178, 0x00FD_021A, 0x00FD_0402, 0x00FD_0408,
        0x00FD_040B, 0x00FD_0410, 0x00FD_0422, 0x00FD_0423, 0x00FD_042A, 0x00FD_0430, 0x00FD_0434, 0x00FD_0435,
        0x00FD_043B, 0x00FD_043E, 0x00FD_0441, 0x00FD_0444, 0x00FD_0447, 0x00FD_0450, 0x00FD_0451, 0x00FD_0454,
        0x00FD_0457, 0x00FD_0459, 0x00FD_2019, 0x00FD_201A, 0x00FD_201D, 0x00FD_201E, 0x00FD_2026, 0x00FD_2039,
        0x00FD_20AB, 0x00FD_2248, 0x00FD_2264, 0x00FD_2265,
        // U+00FE LATIN SMALL LETTER THORN
        0x00FE_0029, 0x00FE_0041, 0x00FE_0054, 0x00FE_0056, 0x00FE_0057, 0x00FE_0058, 0x00FE_0059, 0x00FE_005C,
        0x00FE_005D, 0x00FE_0076, 0x00FE_0077, 0x00FE_0078, 0x00FE_0079, 0x00FE_007D, 0x00FE_00AA, 0x00FE_00AE,
        0x00FE_00BA, 0x00FE_00C0, 0x00FE_00C1, 0x00FE_00C2, 0x00FE_00C3, 0x00FE_00C4, 0x00FE_00C5, 0x00FE_00C6,
        0x00FE_00DD, 0x00FE_00FD, 0x00FE_00FF, 0x00FE_0100, 0x00FE_0102, 0x00FE_0104, 0x00FE_0162, 0x00FE_0164,
        0x00FE_0166, 0x00FE_0174, 0x00FE_0175, 0x00FE_0176, 0x00FE_0177, 0x00FE_0178, 0x00FE_021A, 0x00FE_0402,
        0x00FE_040B, 0x00FE_0410, 0x00FE_0416, 0x00FE_0422, 0x00FE_0423, 0x00FE_0425, 0x00FE_042A, 0x00FE_0436,
        0x00FE_0442, 0x00FE_0443, 0x00FE_0445, 0x00FE_044A, 0x00FE_045E, 0x00FE_2018, 0x00FE_201C,
        // U+00FF LATIN SMALL LETTER Y WITH DIAERESIS
        0x00FF_002C, 0x00FF_002E, 0x00FF_002F, 0x00FF_003C, 0x00FF_003D, 0x00FF_0041, 0x00FF_004A, 0x00FF_0054,
        0x00FF_0059, 0x00FF_005F, 0x00FF_0061, 0x00FF_0063, 0x00FF_0064, 0x00FF_0065, 0x00FF_0067, 0x00FF_006F,
        0x00FF_0071, 0x00FF_00A2, 0x00FF_00AB, 0x00FF_00AC, 0x00FF_00B1, 0x00FF_00C0, 0x00FF_00C1, 0x00FF_00C2,
        0x00FF_00C3, 0x00FF_00C4, 0x00FF_00C5, 0x00FF_00C6, 0x00FF_00DD, 0x00FF_00E0, 0x00FF_00E1, 0x00FF_00E2,
        0x00FF_00E3, 0x00FF_00E4, 0x00FF_00E5, 0x00FF_00E6, 0x00FF_00E7, 0x00FF_00E8, 0x00FF_00E9, 0x00FF_00EA,
        0x00FF_00EB, 0x00FF_00EE, 0x00FF_00EF, 0x00FF_00F0, 0x00FF_00F2, 0x00FF_00F3, 0x00FF_00F4, 0x00FF_00F5,
        0x00FF_00F6, 0x00FF_00F8, 0x00FF_0100, 0x00FF_0101, 0x00FF_0102, 0x00FF_0103, 0x00FF_0104, 0x00FF_0105,
        0x00FF_0107, 0x00FF_0109, 0x00FF_010B, 0x00FF_010D, 0x00FF_010F, 0x00FF_0111, 0x00FF_0113, 0x00FF_0115,
        0x00FF_0117, 0x00FF_0119, 0x00FF_011B, 0x00FF_011D, 0x00FF_011F, 0x00FF_0121, 0x00FF_0123, 0x00FF_0127,
        0x00FF_0129, 0x00FF_012B, 0x00FF_012D, 0x00FF_0134, 0x00FF_014D, 0x00FF_014F, 0x00FF_0151, 0x00FF_0153,
        0x00FF_0162, 0x00FF_0164, 0x00FF_0166, 0x00FF_0176, 0x00FF_0178, 0x00FF_021A, 0x00FF_0402, 0x00FF_0408,
        0x00FF_040B, 0x00FF_0410, 0x00FF_0422, 0x00FF_0423, 0x00FF_042A, 0x00FF_0430, 0x00FF_0434, 0x00FF_0435,
        0x00FF_043B, 0x00FF_043E, 0x00FF_0441, 0x00FF_0444, 0x00FF_0447, 0x00FF_0450, 0x00FF_0451, 0x00FF_0454,
        0x00FF_0457, 0x00FF_0459, 0x00FF_2019, 0x00FF_201A, 0x00FF_201D, 0x00FF_201E, 0x00FF_2026, 0x00FF_2039,
        0x00FF_20AB, 0x00FF_2248, 0x00FF_2264, 0x00FF_2265,
        // U+0100 LATIN CAPITAL LETTER A WITH MACRON
        0x0100_0022, 0x0100_0024, 0x0100_0027, 0x0100_002A, 0x0100_0031, 0x0100_003C, 0x0100_003D, 0x0100_003F,
        0x0100_0043, 0x0100_0047, 0x0100_004F, 0x0100_0051, 0x0100_0053, 0x0100_0054, 0x0100_0056, 0x0100_0057,
        0x0100_0059, 0x0100_005C, 0x0100_005E, 0x0100_0063, 0x0100_0064, 0x0100_0065, 0x0100_0066, 0x0100_0067,
        0x0100_0069, 0x0100_006F, 0x0100_0071, 0x0100_0073, 0x0100_0074, 0x0100_0076, 0x0100_0077, 0x0100_0079,
        0x0100_00A2, 0x0100_00A9, 0x0100_00AA, 0x0100_00AB, 0x0100_00AE, 0x0100_00B0, 0x0100_00B1, 0x0100_00B6,
        0x0100_00B7, 0x0100_00BA, 0x0100_00BB, 0x0100_00C7, 0x0100_00D2, 0x0100_00D3, 0x0100_00D4, 0x0100_00D5,
        0x0100_00D6, 0x0100_00D8, 0x0100_00DD, 0x0100_00E7, 0x0100_00E8, 0x0100_00E9, 0x0100_00EA, 0x0100_00EB,
        0x0100_00EC, 0x0100_00ED, 0x0100_00EE, 0x0100_00EF, 0x0100_00F0, 0x0100_00F2, 0x0100_00F3, 0x0100_00F4,
        0x0100_00F5, 0x0100_00F6, 0x0100_00F8, 0x0100_00FD, 0x0100_00FF, 0x0100_0106, 0x0100_0107, 0x0100_0108,
        0x0100_0109, 0x0100_010A, 0x0100_010B, 0x0100_010C, 0x0100_010D, 0x0100_010F, 0x0100_0111, 0x0100_0113,
        0x0100_0115, 0x0100_0117, 0x0100_0119, 0x0100_011B, 0x0100_011C, 0x0100_011D, 0x0100_011E, 0x0100_011F,
        0x0100_0120, 0x0100_0121, 0x0100_0122, 0x0100_0123, 0x0100_0129, 0x0100_012B, 0x0100_012D, 0x0100_012F,
        0x0100_0131, 0x0100_0133, 0x0100_014C, 0x0100_014D, 0x0100_014E, 0x0100_014F, 0x0100_0150, 0x0100_0151,
        0x0100_0152, 0x0100_0153, 0x0100_015A, 0x0100_015B, 0x0100_015C, 0x0100_015D, 0x0100_015E, 0x0100_015F,
        0x0100_0160, 0x0100_0161, 0x0100_0162, 0x0100_0163, 0x0100_0164, 0x0100_0165, 0x0100_0166, 0x0100_0167,
        0x0100_0174, 0x0100_0175, 0x0100_0176, 0x0100_0177, 0x0100_0178, 0x0100_0218, 0x0100_0219, 0x0100_021A,
        0x0100_021B, 0x0100_0402, 0x0100_0404, 0x0100_0405, 0x0100_040B, 0x0100_041E, 0x0100_0421, 0x0100_0422,
        0x0100_0423, 0x0100_0424, 0x0100_042A, 0x0100_042D, 0x0100_0435, 0x0100_043E, 0x0100_0441, 0x0100_0443,
        0x0100_0444, 0x0100_044B, 0x0100_044F, 0x0100_0450, 0x0100_0451, 0x0100_0454, 0x0100_0455, 0x0100_0456,
        0x0100_0457, 0x0100_045E, 0x0100_2018, 0x0100_2019, 0x0100_201C, 0x0100_201D, 0x0100_2039, 0x0100_203A,
        0x0100_20A1, 0x0100_20AB, 0x0100_20B2, 0x0100_20B5, 0x0100_2248, 0x0100_2264, 0x0100_2265,
        // U+0101 LATIN SMALL LETTER A WITH MACRON
        0x0101_0031, 0x0101_0054, 0x0101_0056, 0x0101_0057, 0x0101_0059, 0x0101_005C, 0x0101_0076, 0x0101_0079,
        0x0101_00AE, 0x0101_00DD, 0x0101_00FD, 0x0101_00FF, 0x0101_0162, 0x0101_0164, 0x0101_0166, 0x0101_0174,
        0x0101_0176, 0x0101_0177, 0x0101_0178, 0x0101_021A, 0x0101_0402, 0x0101_040B, 0x0101_0422, 0x0101_0423,
        0x0101_042A, 0x0101_0442, 0x0101_0443, 0x0101_044A, 0x0101_045E, 0x0101_2018, 0x0101_201C,
        // U+0102 LATIN CAPITAL LETTER A WITH BREVE
        0x0102_0022, 0x0102_0024, 0x0102_0027, 0x0102_002A, 0x0102_0031, 0x0102_003C, 0x0102_003D, 0x0102_003F,
        0x0102_0043, 0x0102_0047, 0x0102_004F, 0x0102_0051, 0x0102_0053, 0x0102_0054, 0x0102_0056, 0x0102_0057,
        0x0102_0059, 0x0102_005C, 0x0102_005E, 0x0102_0063, 0x0102_0064, 0x0102_0065, 0x0102_0066, 0x0102_0067,
        0x0102_0069, 0x0102_006F, 0x0102_0071, 0x0102_0073, 0x0102_0074, 0x0102_0076, 0x0102_0077, 0x0102_0079,
        0x0102_00A2, 0x0102_00A9, 0x0102_00AA, 0x0102_00AB, 0x0102_00AE, 0x0102_00B0, 0x0102_00B1, 0x0102_00B6,
        0x0102_00B7, 0x0102_00BA, 0x0102_00BB, 0x0102_00C7, 0x0102_00D2, 0x0102_00D3, 0x0102_00D4, 0x0102_00D5,
        0x0102_00D6, 0x0102_00D8, 0x0102_00DD, 0x0102_00E7, 0x0102_00E8, 0x0102_00E9, 0x0102_00EA, 0x0102_00EB,
        0x0102_00EC, 0x0102_00ED, 0x0102_00EE, 0x0102_00EF, 0x0102_00F0, 0x0102_00F2, 0x0102_00F3, 0x0102_00F4,
        0x0102_00F5, 0x0102_00F6, 0x0102_00F8, 0x0102_00FD, 0x0102_00FF, 0x0102_0106, 0x0102_0107, 0x0102_0108,
        0x0102_0109, 0x0102_010A, 0x0102_010B, 0x0102_010C, 0x0102_010D, 0x0102_010F, 0x0102_0111, 0x0102_0113,
        0x0102_0115, 0x0102_0117, 0x0102_0119, 0x0102_011B, 0x0102_011C, 0x0102_011D, 0x0102_011E, 0x0102_011F,
        0x0102_0120, 0x0102_0121, 0x0102_0122, 0x0102_0123, 0x0102_0129, 0x0102_012B, 0x0102_012D, 0x0102_012F,
        0x0102_0131, 0x0102_0133, 0x0102_014C, 0x0102_014D, 0x0102_014E, 0x0102_014F, 0x0102_0150, 0x0102_0151,
        0x0102_0152, 0x0102_0153, 0x0102_015A, 0x0102_015B, 0x0102_015C, 0x0102_015D, 0x0102_015E, 0x0102_015F,
        0x0102_0160, 0x0102_0161, 0x0102_0162, 0x0102_0163, 0x0102_0164, 0x0102_0165, 0x0102_0166, 0x0102_0167,
        0x0102_0174, 0x0102_0175, 0x0102_0176, 0x0102_0177, 0x0102_0178, 0x0102_0218, 0x0102_0219, 0x0102_021A,
        0x0102_021B, 0x0102_0402, 0x0102_0404, 0x0102_0405, 0x0102_040B, 0x0102_041E, 0x0102_0421, 0x0102_0422,
        0x0102_0423, 0x0102_0424, 0x0102_042A, 0x0102_042D, 0x0102_0435, 0x0102_043E, 0x0102_0441, 0x0102_0443,
        0x0102_0444, 0x0102_044B, 0x0102_044F, 0x0102_0450, 0x0102_0451, 0x0102_0454, 0x0102_0455, 0x0102_0456,
        0x0102_0457, 0x0102_045E, 0x0102_2018, 0x0102_2019, 0x0102_201C, 0x0102_201D, 0x0102_2039, 0x0102_203A,
        0x0102_20A1, 0x0102_20AB, 0x0102_20B2, 0x0102_20B5, 0x0102_2248, 0x0102_2264, 0x0102_2265,
        // U+0103 LATIN SMALL LETTER A WITH BREVE
        0x0103_0031, 0x0103_0054, 0x0103_0056, 0x0103_0057, 0x0103_0059, 0x0103_005C, 0x0103_0076, 0x0103_0079,
        0x0103_00AE, 0x0103_00DD, 0x0103_00FD, 0x0103_00FF, 0x0103_0162, 0x0103_0164, 0x0103_0166, 0x0103_0174,
        0x0103_0176, 0x0103_0177, 0x0103_0178, 0x0103_021A, 0x0103_0402, 0x0103_040B, 0x0103_0422, 0x0103_0423,
        0x0103_042A, 0x0103_0442, 0x0103_0443, 0x0103_044A, 0x0103_045E, 0x0103_2018, 0x0103_201C,
        // U+0104 LATIN CAPITAL LETTER A WITH OGONEK
        0x0104_0022, 0x0104_0024, 0x0104_0027, 0x0104_002A, 0x0104_0031, 0x0104_003C, 0x0104_003D, 0x0104_003F,
        0x0104_0043, 0x0104_0047, 0x0104_004F, 0x0104_0051, 0x0104_0053, 0x0104_0054, 0x0104_0056, 0x0104_0057,
        0x0104_0059, 0x0104_005C, 0x0104_005E, 0x0104_0063, 0x0104_0064, 0x0104_0065, 0x0104_0066, 0x0104_0067,
        0x0104_0069, 0x0104_006F, 0x0104_0071, 0x0104_0073, 0x0104_0074, 0x0104_0076, 0x0104_0077, 0x0104_0079,
        0x0104_00A2, 0x0104_00A9, 0x0104_00AA, 0x0104_00AB, 0x0104_00AE, 0x0104_00B0, 0x0104_00B1, 0x0104_00B6,
        0x0104_00B7, 0x0104_00BA, 0x0104_00BB, 0x0104_00C7, 0x0104_00D2, 0x0104_00D3, 0x0104_00D4, 0x0104_00D5,
        0x0104_00D6, 0x0104_00D8, 0x0104_00DD, 0x0104_00E7, 0x0104_00E8, 0x0104_00E9, 0x0104_00EA, 0x0104_00EB,
        0x0104_00EC, 0x0104_00ED, 0x0104_00EE, 0x0104_00EF, 0x0104_00F0, 0x0104_00F2, 0x0104_00F3, 0x0104_00F4,
        0x0104_00F5, 0x0104_00F6, 0x0104_00F8, 0x0104_00FD, 0x0104_00FF, 0x0104_0106, 0x0104_0107, 0x0104_0108,
        0x0104_0109, 0x0104_010A, 0x0104_010B, 0x0104_010C, 0x0104_010D, 0x0104_010F, 0x0104_0111, 0x0104_0113,
        0x0104_0115, 0x0104_0117, 0x0104_0119, 0x0104_011B, 0x0104_011C, 0x0104_011D, 0x0104_011E, 0x0104_011F,
        0x0104_0120, 0x0104_0121, 0x0104_0122, 0x0104_0123, 0x0104_0129, 0x0104_012B, 0x0104_012D, 0x0104_012F,
        0x0104_0131, 0x0104_0133, 0x0104_014C, 0x0104_014D, 0x0104_014E, 0x0104_014F, 0x0104_0150, 0x0104_0151,
        0x0104_0152, 0x0104_0153, 0x0104_015A, 0x0104_015B, 0x0104_015C, 0x0104_015D, 0x0104_015E, 0x0104_015F,
        0x0104_0160, 0x0104_0161, 0x0104_0162, 0x0104_0163, 0x0104_0164, 0x0104_0165, 0x0104_0166, 0x0104_0167,
        0x0104_0174, 0x0104_0175, 0x0104_0176, 0x0104_0177, 0x0104_0178, 0x0104_0218, 0x0104_0219, 0x0104_021A,
        0x0104_021B, 0x0104_0402, 0x0104_0404, 0x0104_0405, 0x0104_040B, 0x0104_041E, 0x0104_0421, 0x0104_0422,
        0x0104_0423, 0x0104_0424, 0x0104_042A, 0x0104_042D, 0x0104_0435, 0x0104_043E, 0x0104_0441, 0x0104_0443,
        0x0104_0444, 0x0104_044B, 0x0104_044F, 0x0104_0450, 0x0104_0451, 0x0104_0454, 0x0104_0455, 0x0104_0456,
        0x0104_0457, 0x0104_045E, 0x0104_2018, 0x0104_2019, 0x0104_201C, 0x0104_201D, 0x0104_2039, 0x0104_203A,
        0x0104_20A1, 0x0104_20AB, 0x0104_20B2, 0x0104_20B5, 0x0104_2248, 0x0104_2264, 0x0104_2265,
        // U+0105 LATIN SMALL LETTER A WITH OGONEK
        0x0105_0031, 0x0105_0054, 0x0105_0056, 0x0105_0057, 0x0105_0059, 0x0105_005C, 0x0105_0076, 0x0105_0079,
        0x0105_00AE, 0x0105_00DD, 0x0105_00FD, 0x0105_00FF, 0x0105_0162, 0x0105_0164, 0x0105_0166, 0x0105_0174,
        0x0105_0176, 0x0105_0177, 0x0105_0178, 0x0105_021A, 0x0105_0402, 0x0105_040B, 0x0105_0422, 0x0105_0423,
        0x0105_042A, 0x0105_0442, 0x0105_0443, 0x0105_044A, 0x0105_045E, 0x0105_2018, 0x0105_201C,
        // U+0106 LATIN CAPITAL LETTER C WITH ACUTE
        0x0106_0041, 0x0106_0058, 0x0106_005F, 0x0106_0076, 0x0106_0079, 0x0106_00C0, 0x0106_00C1, 0x0106_00C2,
        0x0106_00C3, 0x0106_00C4, 0x0106_00C5, 0x0106_00C6, 0x0106_00EF, 0x0106_00FD, 0x0106_00FF, 0x0106_0100,
        0x0106_0102, 0x0106_0104, 0x0106_0129, 0x0106_012B, 0x0106_012D, 0x0106_0177, 0x0106_0410, 0x0106_0416,
        0x0106_0425, 0x0106_0443, 0x0106_0457, 0x0106_045E,
        // U+0107 LATIN SMALL LETTER C WITH ACUTE
        0x0107_0054, 0x0107_0057, 0x0107_0059, 0x0107_0078, 0x0107_00AE, 0x0107_00DD, 0x0107_0162, 0x0107_0164,
        0x0107_0166, 0x0107_0174, 0x0107_0176, 0x0107_0178, 0x0107_021A, 0x0107_0402, 0x0107_040B, 0x0107_0422,
        0x0107_0423, 0x0107_042A, 0x0107_0436, 0x0107_0442, 0x0107_0445, 0x0107_044A,
        // U+0108 LATIN CAPITAL LETTER C WITH CIRCUMFLEX
        0x0108_0041, 0x0108_0058, 0x0108_005F, 0x0108_0076, 0x0108_0079, 0x0108_00C0, 0x0108_00C1, 0x0108_00C2,
        0x0108_00C3, 0x0108_00C4, 0x0108_00C5, 0x0108_00C6, 0x0108_00EF, 0x0108_00FD, 0x0108_00FF, 0x0108_0100,
        0x0108_0102, 0x0108_0104, 0x0108_0129, 0x0108_012B, 0x0108_012D, 0x0108_0177, 0x0108_0410, 0x0108_0416,
        0x0108_0425, 0x0108_0443, 0x0108_0457, 0x0108_045E,
        // U+0109 LATIN SMALL LETTER C WITH CIRCUMFLEX
        0x0109_0054, 0x0109_0057, 0x0109_0059, 0x0109_0078, 0x0109_00AE, 0x0109_00DD, 0x0109_0162, 0x0109_0164,
        0x0109_0166, 0x0109_0174, 0x0109_0176, 0x0109_0178, 0x0109_021A, 0x0109_0402, 0x0109_040B, 0x0109_0422,
        0x0109_0423, 0x0109_042A, 0x0109_0436, 0x0109_0442, 0x0109_0445, 0x0109_044A,
        // U+010A LATIN CAPITAL LETTER C WITH DOT ABOVE
        0x010A_0041, 0x010A_0058, 0x010A_005F, 0x010A_0076, 0x010A_0079, 0x010A_00C0, 0x010A_00C1, 0x010A_00C2,
        0x010A_00C3, 0x010A_00C4, 0x010A_00C5, 0x010A_00C6, 0x010A_00EF, 0x010A_00FD, 0x010A_00FF, 0x010A_0100,
        0x010A_0102, 0x010A_0104, 0x010A_0129, 0x010A_012B, 0x010A_012D, 0x010A_0177, 0x010A_0410, 0x010A_0416,
        0x010A_0425, 0x010A_0443, 0x010A_0457, 0x010A_045E,
        // U+010B LATIN SMALL LETTER C WITH DOT ABOVE
        0x010B_0054, 0x010B_0057, 0x010B_0059, 0x010B_0078, 0x010B_00AE, 0x010B_00DD, 0x010B_0162, 0x010B_0164,
        0x010B_0166, 0x010B_0174, 0x010B_0176, 0x010B_0178, 0x010B_021A, 0x010B_0402, 0x010B_040B, 0x010B_0422,
        0x010B_0423, 0x010B_042A, 0x010B_0436, 0x010B_0442, 0x010B_0445, 0x010B_044A,
        // U+010C LATIN CAPITAL LETTER C WITH CARON
        0x010C_0041, 0x010C_0058, 0x010C_005F, 0x010C_0076, 0x010C_0079, 0x010C_00C0, 0x010C_00C1, 0x010C_00C2,
        0x010C_00C3, 0x010C_00C4, 0x010C_00C5, 0x010C_00C6, 0x010C_00EF, 0x010C_00FD, 0x010C_00FF, 0x010C_0100,
        0x010C_0102, 0x010C_0104, 0x010C_0129, 0x010C_012B, 0x010C_012D, 0x010C_0177, 0x010C_0410, 0x010C_0416,
        0x010C_0425, 0x010C_0443, 0x010C_0457, 0x010C_045E,
        // U+010D LATIN SMALL LETTER C WITH CARON
        0x010D_0054, 0x010D_0057, 0x010D_0059, 0x010D_0078, 0x010D_00AE, 0x010D_00DD, 0x010D_0162, 0x010D_0164,
        0x010D_0166, 0x010D_0174, 0x010D_0176, 0x010D_0178, 0x010D_021A, 0x010D_0402, 0x010D_040B, 0x010D_0422,
        0x010D_0423, 0x010D_042A, 0x010D_0436, 0x010D_0442, 0x010D_0445, 0x010D_044A,
        // U+010E LATIN CAPITAL LETTER D WITH CARON
        0x010E_002C, 0x010E_002E, 0x010E_002F, 0x010E_0041, 0x010E_0054, 0x010E_0056, 0x010E_0057, 0x010E_0058,
        0x010E_0059, 0x010E_005C, 0x010E_005F, 0x010E_00AE, 0x010E_00C0, 0x010E_00C1, 0x010E_00C2, 0x010E_00C3,
        0x010E_00C4, 0x010E_00C5, 0x010E_00C6, 0x010E_00DD, 0x010E_0100, 0x010E_0102, 0x010E_0104, 0x010E_0162,
        0x010E_0164, 0x010E_0166, 0x010E_0174, 0x010E_0176, 0x010E_0178, 0x010E_021A, 0x010E_0402, 0x010E_040B,
        0x010E_0410, 0x010E_0416, 0x010E_0422, 0x010E_0423, 0x010E_0425, 0x010E_042A, 0x010E_2018, 0x010E_201A,
        0x010E_201C, 0x010E_201E, 0x010E_2026,
        // U+010F LATIN SMALL LETTER D WITH CARON
        0x010F_0022, 0x010F_0027, 0x010F_0028, 0x010F_0029, 0x010F_002A, 0x010F_0031, 0x010F_0037, 0x010F_0054,
        0x010F_005B, 0x010F_005D, 0x010F_005E, 0x010F_0069, 0x010F_006A, 0x010F_007B, 0x010F_007D, 0x010F_00AA,
        0x010F_00AE, 0x010F_00B0, 0x010F_00BA, 0x010F_00EC, 0x010F_00ED, 0x010F_00EE, 0x010F_00EF, 0x010F_0127,
        0x010F_0129, 0x010F_012B, 0x010F_012D, 0x010F_012F, 0x010F_0131, 0x010F_0133, 0x010F_0135, 0x010F_0162,
        0x010F_0164, 0x010F_0166, 0x010F_021A, 0x010F_0402, 0x010F_040B, 0x010F_0422, 0x010F_042A, 0x010F_044B,
        0x010F_0456, 0x010F_0457, 0x010F_0458, 0x010F_2018, 0x010F_201C,
        // U+0111 LATIN SMALL LETTER D WITH STROKE
        0x0111_0069, 0x0111_006A, 0x0111_00EC, 0x0111_00ED, 0x0111_00EE, 0x0111_00EF, 0x0111_0127, 0x0111_0129,
        0x0111_012B, 0x0111_012D, 0x0111_012F, 0x0111_0131, 0x0111_0133, 0x0111_0135, 0x0111_044B, 0x0111_0456,
        0x0111_0457, 0x0111_0458,
        // U+0112 LATIN CAPITAL LETTER E WITH MACRON
        0x0112_00EF, 0x0112_0129, 0x0112_012B, 0x0112_012D, 0x0112_0457,
        // U+0113 LATIN SMALL LETTER E WITH MACRON
        0x0113_0054, 0x0113_0056, 0x0113_0057, 0x0113_0059, 0x0113_005C, 0x0113_0076, 0x0113_0077, 0x0113_0078,
        0x0113_0079, 0x0113_00AE, 0x0113_00DD, 0x0113_00FD, 0x0113_00FF, 0x0113_0162, 0x0113_0164, 0x0113_0166,
        0x0113_0174, 0x0113_0175, 0x0113_0176, 0x0113_0177, 0x0113_0178, 0x0113_021A, 0x0113_0402, 0x0113_040B,
        0x0113_0422, 0x0113_0423, 0x0113_042A, 0x0113_0436, 0x0113_0442, 0x0113_0443, 0x0113_0445, 0x0113_044A,
        0x0113_045E,
        // U+0114 LATIN CAPITAL LETTER E WITH BREVE
        0x0114_00EF, 0x0114_0129, 0x0114_012B, 0x0114_012D, 0x0114_0457,
        // U+0115 LATIN SMALL LETTER E WITH BREVE
        0x0115_0054, 0x0115_0056, 0x0115_0057, 0x0115_0059, 0x0115_005C, 0x0115_0076, 0x0115_0077, 0x0115_0078,
        0x0115_0079, 0x0115_00AE, 0x0115_00DD, 0x0115_00FD, 0x0115_00FF, 0x0115_0162, 0x0115_0164, 0x0115_0166,
        0x0115_0174, 0x0115_0175, 0x0115_0176, 0x0115_0177, 0x0115_0178, 0x0115_021A, 0x0115_0402, 0x0115_040B,
        0x0115_0422, 0x0115_0423, 0x0115_042A, 0x0115_0436, 0x0115_0442, 0x0115_0443, 0x0115_0445, 0x0115_044A,
        0x0115_045E,
        // U+0116 LATIN CAPITAL LETTER E WITH DOT ABOVE
        0x0116_00EF, 0x0116_0129, 0x0116_012B, 0x0116_012D, 0x0116_0457,
        // U+0117 LATIN SMALL LETTER E WITH DOT ABOVE
        0x0117_0054, 0x0117_0056, 0x0117_0057, 0x0117_0059, 0x0117_005C, 0x0117_0076, 0x0117_0077, 0x0117_0078,
        0x0117_0079, 0x0117_00AE, 0x0117_00DD, 0x0117_00FD, 0x0117_00FF, 0x0117_0162, 0x0117_0164, 0x0117_0166,
        0x0117_0174, 0x0117_0175, 0x0117_0176, 0x0117_0177, 0x0117_0178, 0x0117_021A, 0x0117_0402, 0x0117_040B,
        0x0117_0422, 0x0117_0423, 0x0117_042A, 0x0117_0436, 0x0117_0442, 0x0117_0443, 0x0117_0445, 0x0117_044A,
        0x0117_045E,
        // U+0118 LATIN CAPITAL LETTER E WITH OGONEK
        0x0118_00EF, 0x0118_0129, 0x0118_012B, 0x0118_012D, 0x0118_0457,
        // U+0119 LATIN SMALL LETTER E WITH OGONEK
        0x0119_0054, 0x0119_0056, 0x0119_0057, 0x0119_0059, 0x0119_005C, 0x0119_0076, 0x0119_0077, 0x0119_0078,
        0x0119_0079, 0x0119_00AE, 0x0119_00DD, 0x0119_00FD, 0x0119_00FF, 0x0119_0162, 0x0119_0164, 0x0119_0166,
        0x0119_0174, 0x0119_0175, 0x0119_0176, 0x0119_0177, 0x0119_0178, 0x0119_021A, 0x0119_0402, 0x0119_040B,
        0x0119_0422, 0x0119_0423, 0x0119_042A, 0x0119_0436, 0x0119_0442, 0x0119_0443, 0x0119_0445, 0x0119_044A,
        0x0119_045E,
        // U+011A LATIN CAPITAL LETTER E WITH CARON
        0x011A_00EF, 0x011A_0129, 0x011A_012B, 0x011A_012D, 0x011A_0457,
        // U+011B LATIN SMALL LETTER E WITH CARON
        0x011B_0054, 0x011B_0056, 0x011B_0057, 0x011B_0059, 0x011B_005C, 0x011B_0076, 0x011B_0077, 0x011B_0078,
        0x011B_0079, 0x011B_00AE, 0x011B_00DD, 0x011B_00FD, 0x011B_00FF, 0x011B_0162, 0x011B_0164, 0x011B_0166,
        0x011B_0174, 0x011B_0175, 0x011B_0176, 0x011B_0177, 0x011B_0178, 0x011B_021A, 0x011B_0402, 0x011B_040B,
        0x011B_0422, 0x011B_0423, 0x011B_042A, 0x011B_0436, 0x011B_0442, 0x011B_0443, 0x011B_0445, 0x011B_044A,
        0x011B_045E,
        // U+011C LATIN CAPITAL LETTER G WITH CIRCUMFLEX
        0x011C_0041, 0x011C_0054, 0x011C_0056, 0x011C_0058, 0x011C_0059, 0x011C_005C, 0x011C_0069, 0x011C_006A,
        0x011C_00C0, 0x011C_00C1, 0x011C_00C2, 0x011C_00C3, 0x011C_00C4, 0x011C_00C5, 0x011C_00C6, 0x011C_00DD,
        0x011C_00EC, 0x011C_00ED, 0x011C_00EE, 0x011C_00EF, 0x011C_0100, 0x011C_0102, 0x011C_0104, 0x011C_0127,
        0x011C_0129, 0x011C_012B, 0x011C_012D, 0x011C_012F, 0x011C_0131, 0x011C_0133, 0x011C_0135, 0x011C_0162,
        0x011C_0164, 0x011C_0166, 0x011C_0176, 0x011C_0178, 0x011C_021A, 0x011C_0402, 0x011C_040B, 0x011C_0410,
        0x011C_0416, 0x011C_0422, 0x011C_0423, 0x011C_0425, 0x011C_042A, 0x011C_044B, 0x011C_0456, 0x011C_0457,
        0x011C_0458,
        // U+011D LATIN SMALL LETTER G WITH CIRCUMFLEX
        0x011D_0054, 0x011D_005F, 0x011D_006A, 0x011D_0135, 0x011D_0162, 0x011D_0164, 0x011D_0166, 0x011D_021A,
        0x011D_0402, 0x011D_040B, 0x011D_0422, 0x011D_042A, 0x011D_0458,
        // U+011E LATIN CAPITAL LETTER G WITH BREVE
        0x011E_0041, 0x011E_0054, 0x011E_0056, 0x011E_0058, 0x011E_0059, 0x011E_005C, 0x011E_0069, 0x011E_006A,
        0x011E_00C0, 0x011E_00C1, 0x011E_00C2, 0x011E_00C3, 0x011E_00C4, 0x011E_00C5, 0x011E_00C6, 0x011E_00DD,
        0x011E_00EC, 0x011E_00ED, 0x011E_00EE, 0x011E_00EF, 0x011E_0100, 0x011E_0102, 0x011E_0104, 0x011E_0127,
        0x011E_0129, 0x011E_012B, 0x011E_012D, 0x011E_012F, 0x011E_0131, 0x011E_0133, 0x011E_0135, 0x011E_0162,
        0x011E_0164, 0x011E_0166, 0x011E_0176, 0x011E_0178, 0x011E_021A, 0x011E_0402, 0x011E_040B, 0x011E_0410,
        0x011E_0416, 0x011E_0422, 0x011E_0423, 0x011E_0425, 0x011E_042A, 0x011E_044B, 0x011E_0456, 0x011E_0457,
        0x011E_0458,
        // U+011F LATIN SMALL LETTER G WITH BREVE
        0x011F_0054, 0x011F_005F, 0x011F_006A, 0x011F_0135, 0x011F_0162, 0x011F_0164, 0x011F_0166, 0x011F_021A,
        0x011F_0402, 0x011F_040B, 0x011F_0422, 0x011F_042A, 0x011F_0458,
        // U+0120 LATIN CAPITAL LETTER G WITH DOT ABOVE
        0x0120_0041, 0x0120_0054, 0x0120_0056, 0x0120_0058, 0x0120_0059, 0x0120_005C, 0x0120_0069, 0x0120_006A,
        0x0120_00C0, 0x0120_00C1, 0x0120_00C2, 0x0120_00C3, 0x0120_00C4, 0x0120_00C5, 0x0120_00C6, 0x0120_00DD,
        0x0120_00EC, 0x0120_00ED, 0x0120_00EE, 0x0120_00EF, 0x0120_0100, 0x0120_0102, 0x0120_0104, 0x0120_0127,
        0x0120_0129, 0x0120_012B, 0x0120_012D, 0x0120_012F, 0x0120_0131, 0x0120_0133, 0x0120_0135, 0x0120_0162,
        0x0120_0164, 0x0120_0166, 0x0120_0176, 0x0120_0178, 0x0120_021A, 0x0120_0402, 0x0120_040B, 0x0120_0410,
        0x0120_0416, 0x0120_0422, 0x0120_0423, 0x0120_0425, 0x0120_042A, 0x0120_044B, 0x0120_0456, 0x0120_0457,
        0x0120_0458,
        // U+0121 LATIN SMALL LETTER G WITH DOT ABOVE
        0x0121_0054, 0x0121_005F, 0x0121_006A, 0x0121_0135, 0x0121_0162, 0x0121_0164, 0x0121_0166, 0x0121_021A,
        0x0121_0402, 0x0121_040B, 0x0121_0422, 0x0121_042A, 0x0121_0458,
        // U+0122 LATIN CAPITAL LETTER G WITH CEDILLA
        0x0122_0041, 0x0122_0054, 0x0122_0056, 0x0122_0058, 0x0122_0059, 0x0122_005C, 0x0122_0069, 0x0122_006A,
        0x0122_00C0, 0x0122_00C1, 0x0122_00C2, 0x0122_00C3, 0x0122_00C4, 0x0122_00C5, 0x0122_00C6, 0x0122_00DD,
        0x0122_00EC, 0x0122_00ED, 0x0122_00EE, 0x0122_00EF, 0x0122_0100, 0x0122_0102, 0x0122_0104, 0x0122_0127,
        0x0122_0129, 0x0122_012B, 0x0122_012D, 0x0122_012F, 0x0122_0131, 0x0122_0133, 0x0122_0135, 0x0122_0162,
        0x0122_0164, 0x0122_0166, 0x0122_0176, 0x0122_0178, 0x0122_021A, 0x0122_0402, 0x0122_040B, 0x0122_0410,
        0x0122_0416, 0x0122_0422, 0x0122_0423, 0x0122_0425, 0x0122_042A, 0x0122_044B, 0x0122_0456, 0x0122_0457,
        0x0122_0458,
        // U+0123 LATIN SMALL LETTER G WITH CEDILLA
        0x0123_0054, 0x0123_005F, 0x0123_006A, 0x0123_0135, 0x0123_0162, 0x0123_0164, 0x0123_0166, 0x0123_021A,
        0x0123_0402, 0x0123_040B, 0x0123_0422, 0x0123_042A, 0x0123_0458,
        // U+0124 LATIN CAPITAL LETTER H WITH CIRCUMFLEX
        0x0124_005F, 0x0124_00CE, 0x0124_00CF, 0x0124_00EF, 0x0124_0128, 0x0124_0129, 0x0124_012A, 0x0124_012B,
        0x0124_012C, 0x0124_012D, 0x0124_012F, 0x0124_0407, 0x0124_0457,
        // U+0125 LATIN SMALL LETTER H WITH CIRCUMFLEX
        0x0125_0031, 0x0125_0054, 0x0125_0056, 0x0125_0057, 0x0125_0059, 0x0125_005C, 0x0125_0076, 0x0125_0079,
        0x0125_00AE, 0x0125_00DD, 0x0125_00FD, 0x0125_00FF, 0x0125_0162, 0x0125_0164, 0x0125_0166, 0x0125_0174,
        0x0125_0176, 0x0125_0177, 0x0125_0178, 0x0125_021A, 0x0125_0402, 0x0125_040B, 0x0125_0422, 0x0125_0423,
        0x0125_042A, 0x0125_0442, 0x0125_0443, 0x0125_044A, 0x0125_045E, 0x0125_2018, 0x0125_201C,
        // U+0126 LATIN CAPITAL LETTER H WITH STROKE
        0x0126_005F, 0x0126_00AA, 0x0126_00BA, 0x0126_00CE, 0x0126_00CF, 0x0126_00EF, 0x0126_0128, 0x0126_0129,
        0x0126_012A, 0x0126_012B, 0x0126_012C, 0x0126_012D, 0x0126_012F, 0x0126_0407, 0x0126_0457,
        // U+0127 LATIN SMALL LETTER H WITH STROKE
        0x0127_0031, 0x0127_0054, 0x0127_0056, 0x0127_0057, 0x0127_0059, 0x0127_005C, 0x0127_0076, 0x0127_0079,
        0x0127_00AE, 0x0127_00DD, 0x0127_00FD, 0x0127_00FF, 0x0127_0162, 0x0127_0164, 0x0127_0166, 0x0127_0174,
        0x0127_0176, 0x0127_0177, 0x0127_0178, 0x0127_021A, 0x0127_0402, 0x0127_040B, 0x0127_0422, 0x0127_0423,
        0x0127_042A, 0x0127_0442, 0x0127_0443, 0x0127_044A, 0x0127_045E, 0x0127_2018, 0x0127_201C,
        // U+0129 LATIN SMALL LETTER I WITH TILDE
        0x0129_0031, 0x0129_0037, 0x0129_0042, 0x0129_0044, 0x0129_0045, 0x0129_0046, 0x0129_0048, 0x0129_0049,
        0x0129_004B, 0x0129_004C, 0x0129_004D, 0x0129_004E, 0x0129_0050, 0x0129_0052, 0x0129_0054, 0x0129_0056,
        0x0129_005A, 0x0129_005C, 0x0129_0062, 0x0129_0066, 0x0129_0068, 0x0129_0069, 0x0129_006A, 0x0129_006B,
        0x0129_006C, 0x0129_0074, 0x0129_007C, 0x0129_00C8, 0x0129_00C9, 0x0129_00CA, 0x0129_00CB, 0x0129_00CC,
        0x0129_00CD, 0x0129_00D1, 0x0129_00DE, 0x0129_00DF, 0x0129_00EC, 0x0129_00ED, 0x0129_00EE, 0x0129_00EF,
        0x0129_00FE, 0x0129_010E, 0x0129_0112, 0x0129_0114, 0x0129_0116, 0x0129_0118, 0x0129_011A, 0x0129_0124,
        0x0129_0125, 0x0129_0126, 0x0129_0127, 0x0129_0129, 0x0129_012B, 0x0129_012D, 0x0129_012E, 0x0129_012F,
        0x0129_0130, 0x0129_0131, 0x0129_0133, 0x0129_0135, 0x0129_0136, 0x0129_0137, 0x0129_0139, 0x0129_013A,
        0x0129_013B, 0x0129_013C, 0x0129_013D, 0x0129_013E, 0x0129_0140, 0x0129_0141, 0x0129_0142, 0x0129_0143,
        0x0129_0145, 0x0129_0147, 0x0129_014A, 0x0129_0154, 0x0129_0156, 0x0129_0158, 0x0129_0162, 0x0129_0163,
        0x0129_0164, 0x0129_0165, 0x0129_0166, 0x0129_0167, 0x0129_0179, 0x0129_017B, 0x0129_017D, 0x0129_021A,
        0x0129_021B, 0x0129_0400, 0x0129_0401, 0x0129_0402, 0x0129_0403, 0x0129_0406, 0x0129_040A, 0x0129_040B,
        0x0129_040C, 0x0129_040D, 0x0129_040F, 0x0129_0411, 0x0129_0412, 0x0129_0413, 0x0129_0415, 0x0129_0418,
        0x0129_0419, 0x0129_041A, 0x0129_041C, 0x0129_041D, 0x0129_041F, 0x0129_0420, 0x0129_0422, 0x0129_0426,
        0x0129_0428, 0x0129_0429, 0x0129_042A, 0x0129_042B, 0x0129_042C, 0x0129_042E, 0x0129_044B, 0x0129_0452,
        0x0129_0456, 0x0129_0457, 0x0129_0458, 0x0129_045B, 0x0129_0E3F, 0x0129_20A8, 0x0129_20BF, 0x0129_2116,
        // U+012B LATIN SMALL LETTER I WITH MACRON
        0x012B_0031, 0x012B_0037, 0x012B_0042, 0x012B_0044, 0x012B_0045, 0x012B_0046, 0x012B_0048, 0x012B_0049,
        0x012B_004B, 0x012B_004C, 0x012B_004D, 0x012B_004E, 0x012B_0050, 0x012B_0052, 0x012B_0054, 0x012B_0056,
        0x012B_005A, 0x012B_005C, 0x012B_0062, 0x012B_0066, 0x012B_0068, 0x012B_0069, 0x012B_006A, 0x012B_006B,
        0x012B_006C, 0x012B_0074, 0x012B_007C, 0x012B_00C8, 0x012B_00C9, 0x012B_00CA, 0x012B_00CB, 0x012B_00CC,
        0x012B_00CD, 0x012B_00D1, 0x012B_00DE, 0x012B_00DF, 0x012B_00EC, 0x012B_00ED, 0x012B_00EE, 0x012B_00EF,
        0x012B_00FE, 0x012B_010E, 0x012B_0112, 0x012B_0114, 0x012B_0116, 0x012B_0118, 0x012B_011A, 0x012B_0124,
        0x012B_0125, 0x012B_0126, 0x012B_0127, 0x012B_0129, 0x012B_012B, 0x012B_012D, 0x012B_012E, 0x012B_012F,
        0x012B_0130, 0x012B_0131, 0x012B_0133, 0x012B_0135, 0x012B_0136, 0x012B_0137, 0x012B_0139, 0x012B_013A,
        0x012B_013B, 0x012B_013C, 0x012B_013D, 0x012B_013E, 0x012B_0140, 0x012B_0141, 0x012B_0142, 0x012B_0143,
        0x012B_0145, 0x012B_0147, 0x012B_014A, 0x012B_0154, 0x012B_0156, 0x012B_0158, 0x012B_0162, 0x012B_0163,
        0x012B_0164, 0x012B_0165, 0x012B_0166, 0x012B_0167, 0x012B_0179, 0x012B_017B, 0x012B_017D, 0x012B_021A,
        0x012B_021B, 0x012B_0400, 0x012B_0401, 0x012B_0402, 0x012B_0403, 0x012B_0406, 0x012B_040A, 0x012B_040B,
        0x012B_040C, 0x012B_040D, 0x012B_040F, 0x012B_0411, 0x012B_0412, 0x012B_0413, 0x012B_0415, 0x012B_0418,
        0x012B_0419, 0x012B_041A, 0x012B_041C, 0x012B_041D, 0x012B_041F, 0x012B_0420, 0x012B_0422, 0x012B_0426,
        0x012B_0428, 0x012B_0429, 0x012B_042A, 0x012B_042B, 0x012B_042C, 0x012B_042E, 0x012B_044B, 0x012B_0452,
        0x012B_0456, 0x012B_0457, 0x012B_0458, 0x012B_045B, 0x012B_0E3F, 0x012B_20A8, 0x012B_20BF, 0x012B_2116,
        // U+012D LATIN SMALL LETTER I WITH BREVE
        0x012D_0031, 0x012D_0037, 0x012D_0042, 0x012D_0044, 0x012D_0045, 0x012D_0046, 0x012D_0048, 0x012D_0049,
        0x012D_004B, 0x012D_004C, 0x012D_004D, 0x012D_004E, 0x012D_0050, 0x012D_0052, 0x012D_0054, 0x012D_0056,
        0x012D_005A, 0x012D_005C, 0x012D_0062, 0x012D_0066, 0x012D_0068, 0x012D_0069, 0x012D_006A, 0x012D_006B,
        0x012D_006C, 0x012D_0074, 0x012D_007C, 0x012D_00C8, 0x012D_00C9, 0x012D_00CA, 0x012D_00CB, 0x012D_00CC,
        0x012D_00CD, 0x012D_00D1, 0x012D_00DE, 0x012D_00DF, 0x012D_00EC, 0x012D_00ED, 0x012D_00EE, 0x012D_00EF,
        0x012D_00FE, 0x012D_010E, 0x012D_0112, 0x012D_0114, 0x012D_0116, 0x012D_0118, 0x012D_011A, 0x012D_0124,
        0x012D_0125, 0x012D_0126, 0x012D_0127, 0x012D_0129, 0x012D_012B, 0x012D_012D, 0x012D_012E, 0x012D_012F,
        0x012D_0130, 0x012D_0131, 0x012D_0133, 0x012D_0135, 0x012D_0136, 0x012D_0137, 0x012D_0139, 0x012D_013A,
        0x012D_013B, 0x012D_013C, 0x012D_013D, 0x012D_013E, 0x012D_0140, 0x012D_0141, 0x012D_0142, 0x012D_0143,
        0x012D_0145, 0x012D_0147, 0x012D_014A, 0x012D_0154, 0x012D_0156, 0x012D_0158, 0x012D_0162, 0x012D_0163,
        0x012D_0164, 0x012D_0165, 0x012D_0166, 0x012D_0167, 0x012D_0179, 0x012D_017B, 0x012D_017D, 0x012D_021A,
        0x012D_021B, 0x012D_0400, 0x012D_0401, 0x012D_0402, 0x012D_0403, 0x012D_0406, 0x012D_040A, 0x012D_040B,
        0x012D_040C, 0x012D_040D, 0x012D_040F, 0x012D_0411, 0x012D_0412, 0x012D_0413, 0x012D_0415, 0x012D_0418,
        0x012D_0419, 0x012D_041A, 0x012D_041C, 0x012D_041D, 0x012D_041F, 0x012D_0420, 0x012D_0422, 0x012D_0426,
        0x012D_0428, 0x012D_0429, 0x012D_042A, 0x012D_042B, 0x012D_042C, 0x012D_042E, 0x012D_044B, 0x012D_0452,
        0x012D_0456, 0x012D_0457, 0x012D_0458, 0x012D_045B, 0x012D_0E3F, 0x012D_20A8, 0x012D_20BF, 0x012D_2116,
        // U+012E LATIN CAPITAL LETTER I WITH OGONEK
        0x012E_005F, 0x012E_006A, 0x012E_00CE, 0x012E_00CF, 0x012E_00EF, 0x012E_0128, 0x012E_0129, 0x012E_012A,
        0x012E_012B, 0x012E_012C, 0x012E_012D, 0x012E_012F, 0x012E_0135, 0x012E_0407, 0x012E_0457, 0x012E_0458,
        // U+012F LATIN SMALL LETTER I WITH OGONEK
        0x012F_0029, 0x012F_0056, 0x012F_0057, 0x012F_005C, 0x012F_005D, 0x012F_005F, 0x012F_007D, 0x012F_00A5,
        0x012F_00EF, 0x012F_0127, 0x012F_0129, 0x012F_012B, 0x012F_012D, 0x012F_012E, 0x012F_012F, 0x012F_0135,
        0x012F_0174, 0x012F_0192, 0x012F_0457, 0x012F_20A9,
        // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE
        0x0130_005F, 0x0130_00CE, 0x0130_00CF, 0x0130_00EF, 0x0130_0128, 0x0130_0129, 0x0130_012A, 0x0130_012B,
        0x0130_012C, 0x0130_012D, 0x0130_012F, 0x0130_0407, 0x0130_0457,
        // U+0131 LATIN SMALL LETTER DOTLESS I
        0x0131_0029, 0x0131_0056, 0x0131_0057, 0x0131_005C, 0x0131_005D, 0x0131_005F, 0x0131_007D, 0x0131_00A5,
        0x0131_00EF, 0x0131_0127, 0x0131_0129, 0x0131_012B, 0x0131_012D, 0x0131_012E, 0x0131_012F, 0x0131_0135,
        0x0131_0174, 0x0131_0192, 0x0131_0457, 0x0131_20A9,
        // U+0133 LATIN SMALL LIGATURE IJ
        0x0133_0029, 0x0133_0056, 0x0133_0057, 0x0133_005C, 0x0133_005D, 0x0133_005F, 0x0133_007D, 0x0133_00A5,
        0x0133_00EF, 0x0133_0127, 0x0133_0129, 0x0133_012B, 0x0133_012D, 0x0133_012E, 0x0133_012F, 0x0133_0135,
        0x0133_0174, 0x0133_0192, 0x0133_0457, 0x0133_20A9,
        // U+0134 LATIN CAPITAL LETTER J WITH CIRCUMFLEX
        0x0134_002C, 0x0134_002E, 0x0134_002F, 0x0134_005F, 0x0134_201A, 0x0134_201E, 0x0134_2026,
        // U+0135 LATIN SMALL LETTER J WITH CIRCUMFLEX
        0x0135_0029, 0x0135_0056, 0x0135_0057, 0x0135_005C, 0x0135_005D, 0x0135_005F, 0x0135_0069, 0x0135_006A,
        0x0135_007D, 0x0135_00A5, 0x0135_00EC, 0x0135_00ED, 0x0135_00EE, 0x0135_00EF, 0x0135_0127, 0x0135_0129,
        0x0135_012B, 0x0135_012D, 0x0135_012E, 0x0135_012F, 0x0135_0131, 0x0135_0133, 0x0135_0135, 0x0135_0174,
        0x0135_0192, 0x0135_044B, 0x0135_0456, 0x0135_0457, 0x0135_0458, 0x0135_20A9,
        // U+0136 LATIN CAPITAL LETTER K WITH CEDILLA
        0x0136_0024, 0x0136_002B, 0x0136_002D, 0x0136_003C, 0x0136_003D, 0x0136_0043, 0x0136_0047, 0x0136_004F,
        0x0136_0051, 0x0136_0053, 0x0136_0063, 0x0136_0064, 0x0136_0065, 0x0136_0067, 0x0136_0069, 0x0136_006F,
        0x0136_0071, 0x0136_0075, 0x0136_0076, 0x0136_0077, 0x0136_0079, 0x0136_007E, 0x0136_00A2, 0x0136_00A9,
        0x0136_00AB, 0x0136_00AC, 0x0136_00AD, 0x0136_00AE, 0x0136_00B1, 0x0136_00B5, 0x0136_00B7, 0x0136_00C7,
        0x0136_00D2, 0x0136_00D3, 0x0136_00D4, 0x0136_00D5, 0x0136_00D6, 0x0136_00D8, 0x0136_00E7, 0x0136_00E8,
        0x0136_00E9, 0x0136_00EA, 0x0136_00EB, 0x0136_00EC, 0x0136_00ED, 0x0136_00EE, 0x0136_00EF, 0x0136_00F0,
        0x0136_00F2, 0x0136_00F3, 0x0136_00F4, 0x0136_00F5, 0x0136_00F6, 0x0136_00F7, 0x0136_00F8, 0x0136_00F9,
        0x0136_00FA, 0x0136_00FB, 0x0136_00FC, 0x0136_00FD, 0x0136_00FF, 0x0136_0106, 0x0136_0107, 0x0136_0108,
        0x0136_0109, 0x0136_010A, 0x0136_010B, 0x0136_010C, 0x0136_010D, 0x0136_010F, 0x0136_0111, 0x0136_0113,
        0x0136_0115, 0x0136_0117, 0x0136_0119, 0x0136_011B, 0x0136_011C, 0x0136_011D, 0x0136_011E, 0x0136_011F,
        0x0136_0120, 0x0136_0121, 0x0136_0122, 0x0136_0123, 0x0136_0129, 0x0136_012B, 0x0136_012D, 0x0136_012F,
        0x0136_0131, 0x0136_0133, 0x0136_014C, 0x0136_014D, 0x0136_014E, 0x0136_014F, 0x0136_0150, 0x0136_0151,
        0x0136_0152, 0x0136_0153, 0x0136_015A, 0x0136_015C, 0x0136_015E, 0x0136_0160, 0x0136_0169, 0x0136_016B,
        0x0136_016D, 0x0136_016F, 0x0136_0171, 0x0136_0173, 0x0136_0175, 0x0136_0177, 0x0136_0218, 0x0136_0404,
        0x0136_0405, 0x0136_041E, 0x0136_0421, 0x0136_0424, 0x0136_042D, 0x0136_0435, 0x0136_043E, 0x0136_0441,
        0x0136_0443, 0x0136_0444, 0x0136_044B, 0x0136_0450, 0x0136_0451, 0x0136_0454, 0x0136_0456, 0x0136_0457,
        0x0136_045E, 0x0136_2039, 0x0136_20A1, 0x0136_20AB, 0x0136_20B2, 0x0136_20B5, 0x0136_2192, 0x0136_2212,
        0x0136_221E, 0x0136_2248, 0x0136_2264, 0x0136_2265,
        // U+0137 LATIN SMALL LETTER K WITH CEDILLA
        0x0137_002B, 0x0137_002D, 0x0137_0034, 0x0137_003C, 0x0137_0054, 0x0137_0063, 0x0137_0064, 0x0137_0065,
        0x0137_0067, 0x0137_006F, 0x0137_0071, 0x0137_0076, 0x0137_0079, 0x0137_007E, 0x0137_00A2, 0x0137_00AB,
        0x0137_00AC, 0x0137_00AD, 0x0137_00B7, 0x0137_00E7, 0x0137_00E8, 0x0137_00E9, 0x0137_00EA, 0x0137_00EB,
        0x0137_00F0, 0x0137_00F2, 0x0137_00F3, 0x0137_00F4, 0x0137_00F5, 0x0137_00F6, 0x0137_00F7, 0x0137_00F8,
        0x0137_00FD, 0x0137_00FF, 0x0137_0107, 0x0137_0109, 0x0137_010B, 0x0137_010D, 0x0137_010F, 0x0137_0111,
        0x0137_0113, 0x0137_0115, 0x0137_0117, 0x0137_0119, 0x0137_011B, 0x0137_011D, 0x0137_011F, 0x0137_0121,
        0x0137_0123, 0x0137_014D, 0x0137_014F, 0x0137_0151, 0x0137_0153, 0x0137_0162, 0x0137_0164, 0x0137_0166,
        0x0137_0177, 0x0137_021A, 0x0137_0402, 0x0137_040B, 0x0137_0422, 0x0137_042A, 0x0137_0435, 0x0137_043E,
        0x0137_0441, 0x0137_0443, 0x0137_0444, 0x0137_0450, 0x0137_0451, 0x0137_0454, 0x0137_045E, 0x0137_2039,
        0x0137_20AB, 0x0137_2192, 0x0137_2212,
        // U+0139 LATIN CAPITAL LETTER L WITH ACUTE
        0x0139_0022, 0x0139_0027, 0x0139_002A, 0x0139_002B, 0x0139_002D, 0x0139_0031, 0x0139_0041, 0x0139_0043,
        0x0139_0047, 0x0139_004F, 0x0139_0051, 0x0139_0054, 0x0139_0056, 0x0139_0057, 0x0139_0059, 0x0139_005C,
        0x0139_005E, 0x0139_0074, 0x0139_0076, 0x0139_0079, 0x0139_007E, 0x0139_00A9, 0x0139_00AA, 0x0139_00AB,
        0x0139_00AC, 0x0139_00AD, 0x0139_00AE, 0x0139_00B0, 0x0139_00B7, 0x0139_00BA, 0x0139_00C0, 0x0139_00C1,
        0x0139_00C2, 0x0139_00C3, 0x0139_00C4, 0x0139_00C5, 0x0139_00C6, 0x0139_00C7, 0x0139_00D2, 0x0139_00D3,
        0x0139_00D4, 0x0139_00D5, 0x0139_00D6, 0x0139_00D8, 0x0139_00DD, 0x0139_00F7, 0x0139_00FD, 0x0139_00FF,
        0x0139_0100, 0x0139_0102, 0x0139_0104, 0x0139_0106, 0x0139_0108, 0x0139_010A, 0x0139_010C, 0x0139_011C,
        0x0139_011E, 0x0139_0120, 0x0139_0122, 0x0139_014C, 0x0139_014E, 0x0139_0150, 0x0139_0152, 0x0139_0162,
        0x0139_0163, 0x0139_0164, 0x0139_0165, 0x0139_0166, 0x0139_0167, 0x0139_0174, 0x0139_0176, 0x0139_0177,
        0x0139_0178, 0x0139_021A, 0x0139_021B, 0x0139_0402, 0x0139_0404, 0x0139_040B, 0x0139_0410, 0x0139_041E,
        0x0139_0421, 0x0139_0422, 0x0139_0423, 0x0139_0424, 0x0139_042A, 0x0139_042D, 0x0139_0443, 0x0139_045E,
        0x0139_2018, 0x0139_2019, 0x0139_201B, 0x0139_201C, 0x0139_201D, 0x0139_2039, 0x0139_20A1, 0x0139_20B2,
        0x0139_20B5, 0x0139_2192, 0x0139_2212,
        // U+013A LATIN SMALL LETTER L WITH ACUTE
        0x013A_005F, 0x013A_00CE, 0x013A_00CF, 0x013A_00EF, 0x013A_0128, 0x013A_0129, 0x013A_012A, 0x013A_012B,
        0x013A_012C, 0x013A_012D, 0x013A_012F, 0x013A_0407, 0x013A_0457,
        // U+013B LATIN CAPITAL LETTER L WITH CEDILLA
        0x013B_0022, 0x013B_0027, 0x013B_002A, 0x013B_002B, 0x013B_002D, 0x013B_0031, 0x013B_0041, 0x013B_0043,
        0x013B_0047, 0x013B_004F, 0x013B_0051, 0x013B_0054, 0x013B_0056, 0x013B_0057, 0x013B_0059, 0x013B_005C,
        0x013B_005E, 0x013B_0074, 0x013B_0076, 0x013B_0079, 0x013B_007E, 0x013B_00A9, 0x013B_00AA, 0x013B_00AB,
        0x013B_00AC, 0x013B_00AD, 0x013B_00AE, 0x013B_00B0, 0x013B_00B7, 0x013B_00BA, 0x013B_00C0, 0x013B_00C1,
        0x013B_00C2, 0x013B_00C3, 0x013B_00C4, 0x013B_00C5, 0x013B_00C6, 0x013B_00C7, 0x013B_00D2, 0x013B_00D3,
        0x013B_00D4, 0x013B_00D5, 0x013B_00D6, 0x013B_00D8, 0x013B_00DD, 0x013B_00F7, 0x013B_00FD, 0x013B_00FF,
        0x013B_0100, 0x013B_0102, 0x013B_0104, 0x013B_0106, 0x013B_0108, 0x013B_010A, 0x013B_010C, 0x013B_011C,
        0x013B_011E, 0x013B_0120, 0x013B_0122, 0x013B_014C, 0x013B_014E, 0x013B_0150, 0x013B_0152, 0x013B_0162,
        0x013B_0163, 0x013B_0164, 0x013B_0165, 0x013B_0166, 0x013B_0167, 0x013B_0174, 0x013B_0176, 0x013B_0177,
        0x013B_0178, 0x013B_021A, 0x013B_021B, 0x013B_0402, 0x013B_0404, 0x013B_040B, 0x013B_0410, 0x013B_041E,
        0x013B_0421, 0x013B_0422, 0x013B_0423, 0x013B_0424, 0x013B_042A, 0x013B_042D, 0x013B_0443, 0x013B_045E,
        0x013B_2018, 0x013B_2019, 0x013B_201B, 0x013B_201C, 0x013B_201D, 0x013B_2039, 0x013B_20A1, 0x013B_20B2,
        0x013B_20B5, 0x013B_2192, 0x013B_2212,
        // U+013C LATIN SMALL LETTER L WITH CEDILLA
        0x013C_005F, 0x013C_00CE, 0x013C_00CF, 0x013C_00EF, 0x013C_0128, 0x013C_0129, 0x013C_012A, 0x013C_012B,
        0x013C_012C, 0x013C_012D, 0x013C_012F, 0x013C_0407, 0x013C_0457,
        // U+013D LATIN CAPITAL LETTER L WITH CARON
        0x013D_0022, 0x013D_0027, 0x013D_002A, 0x013D_002B, 0x013D_002D, 0x013D_0031, 0x013D_0041, 0x013D_0043,
        0x013D_0047, 0x013D_004F, 0x013D_0051, 0x013D_0054, 0x013D_0056, 0x013D_0057, 0x013D_0059, 0x013D_005C,
        0x013D_005E, 0x013D_0074, 0x013D_0076, 0x013D_0079, 0x013D_007E, 0x013D_00A9, 0x013D_00AA, 0x013D_00AB,
        0x013D_00AC, 0x013D_00AD, 0x013D_00AE, 0x013D_00B0, 0x013D_00B7, 0x013D_00BA, 0x013D_00C0, 0x013D_00C1,
        0x013D_00C2, 0x013D_00C3, 0x013D_00C4, 0x013D_00C5, 0x013D_00C6, 0x013D_00C7, 0x013D_00D2, 0x013D_00D3,
        0x013D_00D4, 0x013D_00D5, 0x013D_00D6, 0x013D_00D8, 0x013D_00DD, 0x013D_00F7, 0x013D_00FD, 0x013D_00FF,
        0x013D_0100, 0x013D_0102, 0x013D_0104, 0x013D_0106, 0x013D_0108, 0x013D_010A, 0x013D_010C, 0x013D_011C,
        0x013D_011E, 0x013D_0120, 0x013D_0122, 0x013D_014C, 0x013D_014E, 0x013D_0150, 0x013D_0152, 0x013D_0162,
        0x013D_0163, 0x013D_0164, 0x013D_0165, 0x013D_0166, 0x013D_0167, 0x013D_0174, 0x013D_0176, 0x013D_0177,
        0x013D_0178, 0x013D_021A, 0x013D_021B, 0x013D_0402, 0x013D_0404, 0x013D_040B, 0x013D_0410, 0x013D_041E,
        0x013D_0421, 0x013D_0422, 0x013D_0423, 0x013D_0424, 0x013D_042A, 0x013D_042D, 0x013D_0443, 0x013D_045E,
        0x013D_2018, 0x013D_2019, 0x013D_201B, 0x013D_201C, 0x013D_201D, 0x013D_2039, 0x013D_20A1, 0x013D_20B2,
        0x013D_20B5, 0x013D_2192, 0x013D_2212,
        // U+013E LATIN SMALL LETTER L WITH CARON
        0x013E_005F, 0x013E_00CE, 0x013E_00CF, 0x013E_00EF, 0x013E_0128, 0x013E_0129, 0x013E_012A, 0x013E_012B,
        0x013E_012C, 0x013E_012D, 0x013E_012F, 0x013E_0407, 0x013E_0457,
        // U+013F LATIN CAPITAL LETTER L WITH MIDDLE DOT
        0x013F_0059, 0x013F_00DD, 0x013F_0176, 0x013F_0178, 0x013F_0423,
        // U+0140 LATIN SMALL LETTER L WITH MIDDLE DOT
        0x0140_005F, 0x0140_00CE, 0x0140_00CF, 0x0140_00D0, 0x0140_00EF, 0x0140_0110, 0x0140_0128, 0x0140_0129,
        0x0140_012A, 0x0140_012B, 0x0140_012C, 0x0140_012D, 0x0140_012F, 0x0140_0407, 0x0140_0457,
        // U+0141 LATIN CAPITAL LETTER L WITH STROKE
        0x0141_0022, 0x0141_0027, 0x0141_002A, 0x0141_002B, 0x0141_002D, 0x0141_0031, 0x0141_0041, 0x0141_0043,
        0x0141_0047, 0x0141_004F, 0x0141_0051, 0x0141_0054, 0x0141_0056, 0x0141_0057, 0x0141_0059, 0x0141_005C,
        0x0141_005E, 0x0141_0074, 0x0141_0076, 0x0141_0079, 0x0141_007E, 0x0141_00A9, 0x0141_00AA, 0x0141_00AB,
        0x0141_00AC, 0x0141_00AD, 0x0141_00AE, 0x0141_00B0, 0x0141_00B7, 0x0141_00BA, 0x0141_00C0, 0x0141_00C1,
        0x0141_00C2, 0x0141_00C3, 0x0141_00C4, 0x0141_00C5, 0x0141_00C6, 0x0141_00C7, 0x0141_00D2, 0x0141_00D3,
        0x0141_00D4, 0x0141_00D5, 0x0141_00D6, 0x0141_00D8, 0x0141_00DD, 0x0141_00F7, 0x0141_00FD, 0x0141_00FF,
        0x0141_0100, 0x0141_0102, 0x0141_0104, 0x0141_0106, 0x0141_0108, 0x0141_010A, 0x0141_010C, 0x0141_011C,
        0x0141_011E, 0x0141_0120, 0x0141_0122, 0x0141_014C, 0x0141_014E, 0x0141_0150, 0x0141_0152, 0x0141_0162,
        0x0141_0163, 0x0141_0164, 0x0141_0165, 0x0141_0166, 0x0141_0167, 0x0141_0174, 0x0141_0176, 0x0141_0177,
        0x0141_0178, 0x0141_021A, 0x0141_021B, 0x0141_0402, 0x0141_0404, 0x0141_040B, 0x0141_0410, 0x0141_041E,
        0x0141_0421, 0x0141_0422, 0x0141_0423, 0x0141_0424, 0x0141_042A, 0x0141_042D, 0x0141_0443, 0x0141_045E,
        0x0141_2018, 0x0141_2019, 0x0141_201B, 0x0141_201C, 0x0141_201D, 0x0141_2039, 0x0141_20A1, 0x0141_20B2,
        0x0141_20B5, 0x0141_2192, 0x0141_2212,
        // U+0142 LATIN SMALL LETTER L WITH STROKE
        0x0142_005F, 0x0142_00CE, 0x0142_00CF, 0x0142_00D0, 0x0142_00EF, 0x0142_0110, 0x0142_0128, 0x0142_0129,
        0x0142_012A, 0x0142_012B, 0x0142_012C, 0x0142_012D, 0x0142_012F, 0x0142_0407, 0x0142_0457,
        // U+0143 LATIN CAPITAL LETTER N WITH ACUTE
        0x0143_005F, 0x0143_00CE, 0x0143_00CF, 0x0143_00EF, 0x0143_0128, 0x0143_0129, 0x0143_012A, 0x0143_012B,
        0x0143_012C, 0x0143_012D, 0x0143_012F, 0x0143_0407, 0x0143_0457,
        // U+0144 LATIN SMALL LETTER N WITH ACUTE
        0x0144_0031, 0x0144_0054, 0x0144_0056, 0x0144_0057, 0x0144_0059, 0x0144_005C, 0x0144_0076, 0x0144_0079,
        0x0144_00AE, 0x0144_00DD, 0x0144_00FD, 0x0144_00FF, 0x0144_0162, 0x0144_0164, 0x0144_0166, 0x0144_0174,
        0x0144_0176, 0x0144_0177, 0x0144_0178, 0x0144_021A, 0x0144_0402, 0x0144_040B, 0x0144_0422, 0x0144_0423,
        0x0144_042A, 0x0144_0442, 0x0144_0443, 0x0144_044A, 0x0144_045E, 0x0144_2018, 0x0144_201C,
        // U+0145 LATIN CAPITAL LETTER N WITH CEDILLA
        0x0145_005F, 0x0145_00CE, 0x0145_00CF, 0x0145_00EF, 0x0145_0128, 0x0145_0129, 0x0145_012A, 0x0145_012B,
        0x0145_012C, 0x0145_012D, 0x0145_012F, 0x0145_0407, 0x0145_0457,
        // U+0146 LATIN SMALL LETTER N WITH CEDILLA
        0x0146_0031, 0x0146_0054, 0x0146_0056, 0x0146_0057, 0x0146_0059, 0x0146_005C, 0x0146_0076, 0x0146_0079,
        0x0146_00AE, 0x0146_00DD, 0x0146_00FD, 0x0146_00FF, 0x0146_0162, 0x0146_0164, 0x0146_0166, 0x0146_0174,
        0x0146_0176, 0x0146_0177, 0x0146_0178, 0x0146_021A, 0x0146_0402, 0x0146_040B, 0x0146_0422, 0x0146_0423,
        0x0146_042A, 0x0146_0442, 0x0146_0443, 0x0146_044A, 0x0146_045E, 0x0146_2018, 0x0146_201C,
        // U+0147 LATIN CAPITAL LETTER N WITH CARON
        0x0147_005F, 0x0147_00CE, 0x0147_00CF, 0x0147_00EF, 0x0147_0128, 0x0147_0129, 0x0147_012A, 0x0147_012B,
        0x0147_012C, 0x0147_012D, 0x0147_012F, 0x0147_0407, 0x0147_0457,
        // U+0148 LATIN SMALL LETTER N WITH CARON
        0x0148_0031, 0x0148_0054, 0x0148_0056, 0x0148_0057, 0x0148_0059, 0x0148_005C, 0x0148_0076, 0x0148_0079,
        0x0148_00AE, 0x0148_00DD, 0x0148_00FD, 0x0148_00FF, 0x0148_0162, 0x0148_0164, 0x0148_0166, 0x0148_0174,
        0x0148_0176, 0x0148_0177, 0x0148_0178, 0x0148_021A, 0x0148_0402, 0x0148_040B, 0x0148_0422, 0x0148_0423,
        0x0148_042A, 0x0148_0442, 0x0148_0443, 0x0148_044A, 0x0148_045E, 0x0148_2018, 0x0148_201C,
        // U+014A LATIN CAPITAL LETTER ENG
        0x014A_005F, 0x014A_00CE, 0x014A_00CF, 0x014A_00EF, 0x014A_0128, 0x014A_0129, 0x014A_012A, 0x014A_012B,
        0x014A_012C, 0x014A_012D, 0x014A_012F, 0x014A_0407, 0x014A_0457,
        // U+014C LATIN CAPITAL LETTER O WITH MACRON
        0x014C_002C, 0x014C_002E, 0x014C_002F, 0x014C_0041, 0x014C_0054, 0x014C_0056, 0x014C_0057, 0x014C_0058,
        0x014C_0059, 0x014C_005C, 0x014C_005F, 0x014C_00AE, 0x014C_00C0, 0x014C_00C1, 0x014C_00C2, 0x014C_00C3,
        0x014C_00C4, 0x014C_00C5, 0x014C_00C6, 0x014C_00DD, 0x014C_0100, 0x014C_0102, 0x014C_0104, 0x014C_0162,
        0x014C_0164, 0x014C_0166, 0x014C_0174, 0x014C_0176, 0x014C_0178, 0x014C_021A, 0x014C_0402, 0x014C_040B,
        0x014C_0410, 0x014C_0416, 0x014C_0422, 0x014C_0423, 0x014C_0425, 0x014C_042A, 0x014C_2018, 0x014C_201A,
        0x014C_201C, 0x014C_201E, 0x014C_2026,
        // U+014D LATIN SMALL LETTER O WITH MACRON
        0x014D_0029, 0x014D_0041, 0x014D_0054, 0x014D_0056, 0x014D_0057, 0x014D_0058, 0x014D_0059, 0x014D_005C,
        0x014D_005D, 0x014D_0076, 0x014D_0077, 0x014D_0078, 0x014D_0079, 0x014D_007D, 0x014D_00AA, 0x014D_00AE,
        0x014D_00BA, 0x014D_00C0, 0x014D_00C1, 0x014D_00C2, 0x014D_00C3, 0x014D_00C4, 0x014D_00C5, 0x014D_00C6,
        0x014D_00DD, 0x014D_00FD, 0x014D_00FF, 0x014D_0100, 0x014D_0102, 0x014D_0104, 0x014D_0162, 0x014D_0164,
        0x014D_0166, 0x014D_0174, 0x014D_0175, 0x014D_0176, 0x014D_0177, 0x014D_0178, 0x014D_021A, 0x014D_0402,
        0x014D_040B, 0x014D_0410, 0x014D_0416, 0x014D_0422, 0x014D_0423, 0x014D_0425, 0x014D_042A, 0x014D_0436,
        0x014D_0442, 0x014D_0443, 0x014D_0445, 0x014D_044A, 0x014D_045E, 0x014D_2018, 0x014D_201C,
        // U+014E LATIN CAPITAL LETTER O WITH BREVE
        0x014E_002C, 0x014E_002E, 0x014E_002F, 0x014E_0041, 0x014E_0054, 0x014E_0056, 0x014E_0057, 0x014E_0058,
        0x014E_0059, 0x014E_005C, 0x014E_005F, 0x014E_00AE, 0x014E_00C0, 0x014E_00C1, 0x014E_00C2, 0x014E_00C3,
        0x014E_00C4, 0x014E_00C5, 0x014E_00C6, 0x014E_00DD, 0x014E_0100, 0x014E_0102, 0x014E_0104, 0x014E_0162,
        0x014E_0164, 0x014E_0166, 0x014E_0174, 0x014E_0176, 0x014E_0178, 0x014E_021A, 0x014E_0402, 0x014E_040B,
        0x014E_0410, 0x014E_0416, 0x014E_0422, 0x014E_0423, 0x014E_0425, 0x014E_042A, 0x014E_2018, 0x014E_201A,
        0x014E_201C, 0x014E_201E, 0x014E_2026,
        // U+014F LATIN SMALL LETTER O WITH BREVE
        0x014F_0029, 0x014F_0041, 0x014F_0054, 0x014F_0056, 0x014F_0057, 0x014F_0058, 0x014F_0059, 0x014F_005C,
        0x014F_005D, 0x014F_0076, 0x014F_0077, 0x014F_0078, 0x014F_0079, 0x014F_007D, 0x014F_00AA, 0x014F_00AE,
        0x014F_00BA, 0x014F_00C0, 0x014F_00C1, 0x014F_00C2, 0x014F_00C3, 0x014F_00C4, 0x014F_00C5, 0x014F_00C6,
        0x014F_00DD, 0x014F_00FD, 0x014F_00FF, 0x014F_0100, 0x014F_0102, 0x014F_0104, 0x014F_0162, 0x014F_0164,
        0x014F_0166, 0x014F_0174, 0x014F_0175, 0x014F_0176, 0x014F_0177, 0x014F_0178, 0x014F_021A, 0x014F_0402,
        0x014F_040B, 0x014F_0410, 0x014F_0416, 0x014F_0422, 0x014F_0423, 0x014F_0425, 0x014F_042A, 0x014F_0436,
        0x014F_0442, 0x014F_0443, 0x014F_0445, 0x014F_044A, 0x014F_045E, 0x014F_2018, 0x014F_201C,
        // U+0150 LATIN CAPITAL LETTER O WITH DOUBLE ACUTE
        0x0150_002C, 0x0150_002E, 0x0150_002F, 0x0150_0041, 0x0150_0054, 0x0150_0056, 0x0150_0057, 0x0150_0058,
        0x0150_0059, 0x0150_005C, 0x0150_005F, 0x0150_00AE, 0x0150_00C0, 0x0150_00C1, 0x0150_00C2, 0x0150_00C3,
        0x0150_00C4, 0x0150_00C5, 0x0150_00C6, 0x0150_00DD, 0x0150_0100, 0x0150_0102, 0x0150_0104, 0x0150_0162,
        0x0150_0164, 0x0150_0166, 0x0150_0174, 0x0150_0176, 0x0150_0178, 0x0150_021A, 0x0150_0402, 0x0150_040B,
        0x0150_0410, 0x0150_0416, 0x0150_0422, 0x0150_0423, 0x0150_0425, 0x0150_042A, 0x0150_2018, 0x0150_201A,
        0x0150_201C, 0x0150_201E, 0x0150_2026,
        // U+0151 LATIN SMALL LETTER O WITH DOUBLE ACUTE
        0x0151_0029, 0x0151_0041, 0x0151_0054, 0x0151_0056, 0x0151_0057, 0x0151_0058, 0x0151_0059, 0x0151_005C,
        0x0151_005D, 0x0151_0076, 0x0151_0077, 0x0151_0078, 0x0151_0079, 0x0151_007D, 0x0151_00AA, 0x0151_00AE,
        0x0151_00BA, 0x0151_00C0, 0x0151_00C1, 0x0151_00C2, 0x0151_00C3, 0x0151_00C4, 0x0151_00C5, 0x0151_00C6,
        0x0151_00DD, 0x0151_00FD, 0x0151_00FF, 0x0151_0100, 0x0151_0102, 0x0151_0104, 0x0151_0162, 0x0151_0164,
        0x0151_0166, 0x0151_0174, 0x0151_0175, 0x0151_0176, 0x0151_0177, 0x0151_0178, 0x0151_021A, 0x0151_0402,
        0x0151_040B, 0x0151_0410, 0x0151_0416, 0x0151_0422, 0x0151_0423, 0x0151_0425, 0x0151_042A, 0x0151_0436,
        0x0151_0442, 0x0151_0443, 0x0151_0445, 0x0151_044A, 0x0151_045E, 0x0151_2018, 0x0151_201C,
        // U+0152 LATIN CAPITAL LIGATURE OE
        0x0152_00EF, 0x0152_0129, 0x0152_012B, 0x0152_012D, 0x0152_0457,
        // U+0153 LATIN SMALL LIGATURE OE
        0x0153_0054, 0x0153_0056, 0x0153_0057, 0x0153_0059, 0x0153_005C, 0x0153_0076, 0x0153_0077, 0x0153_0078,
        0x0153_0079, 0x0153_00AE, 0x0153_00DD, 0x0153_00FD, 0x0153_00FF, 0x0153_0162, 0x0153_0164, 0x0153_0166,
        0x0153_0174, 0x0153_0175, 0x0153_0176, 0x0153_0177, 0x0153_0178, 0x0153_021A, 0x0153_0402, 0x0153_040B,
        0x0153_0422, 0x0153_0423, 0x0153_042A, 0x0153_0436, 0x0153_0442, 0x0153_0443, 0x0153_0445, 0x0153_044A,
        0x0153_045E,
        // U+0154 LATIN CAPITAL LETTER R WITH ACUTE
        0x0154_0056, 0x0154_0059, 0x0154_005C, 0x0154_0063, 0x0154_0064, 0x0154_0065, 0x0154_0067, 0x0154_006F,
        0x0154_0071, 0x0154_00A2, 0x0154_00DD, 0x0154_00E7, 0x0154_00E8, 0x0154_00E9, 0x0154_00EA, 0x0154_00EB,
        0x0154_00EF, 0x0154_00F0, 0x0154_00F2, 0x0154_00F3, 0x0154_00F4, 0x0154_00F5, 0x0154_00F6, 0x0154_00F8,
        0x0154_0107, 0x0154_0109, 0x0154_010B, 0x0154_010D, 0x0154_010F, 0x0154_0111, 0x0154_0113, 0x0154_0115,
        0x0154_0117, 0x0154_0119, 0x0154_011B, 0x0154_011D, 0x0154_011F, 0x0154_0121, 0x0154_0123, 0x0154_0129,
        0x0154_012B, 0x0154_012D, 0x0154_014D, 0x0154_014F, 0x0154_0151, 0x0154_0153, 0x0154_0176, 0x0154_0178,
        0x0154_0423, 0x0154_0435, 0x0154_043E, 0x0154_0441, 0x0154_0444, 0x0154_0450, 0x0154_0451, 0x0154_0454,
        0x0154_0457, 0x0154_20AB,
        // U+0155 LATIN SMALL LETTER R WITH ACUTE
        0x0155_002B, 0x0155_002C, 0x0155_002D, 0x0155_002E, 0x0155_002F, 0x0155_003C, 0x0155_0041, 0x0155_004A,
        0x0155_0054, 0x0155_005A, 0x0155_0061, 0x0155_0063, 0x0155_0064, 0x0155_0065, 0x0155_0066, 0x0155_0067,
        0x0155_006F, 0x0155_0071, 0x0155_0074, 0x0155_0076, 0x0155_0077, 0x0155_0078, 0x0155_0079, 0x0155_007E,
        0x0155_00A2, 0x0155_00AC, 0x0155_00AD, 0x0155_00B7, 0x0155_00C0, 0x0155_00C1, 0x0155_00C2, 0x0155_00C3,
        0x0155_00C4, 0x0155_00C5, 0x0155_00C6, 0x0155_00E0, 0x0155_00E1, 0x0155_00E2, 0x0155_00E3, 0x0155_00E4,
        0x0155_00E5, 0x0155_00E6, 0x0155_00E7, 0x0155_00E8, 0x0155_00E9, 0x0155_00EA, 0x0155_00EB, 0x0155_00F0,
        0x0155_00F2, 0x0155_00F3, 0x0155_00F4, 0x0155_00F5, 0x0155_00F6, 0x0155_00F7, 0x0155_00F8, 0x0155_00FD,
        0x0155_00FF, 0x0155_0100, 0x0155_0101, 0x0155_0102, 0x0155_0103, 0x0155_0104, 0x0155_0105, 0x0155_0107,
        0x0155_0109, 0x0155_010B, 0x0155_010D, 0x0155_010F, 0x0155_0111, 0x0155_0113, 0x0155_0115, 0x0155_0117,
        0x0155_0119, 0x0155_011B, 0x0155_011D, 0x0155_011F, 0x0155_0121, 0x0155_0123, 0x0155_0134, 0x0155_014D,
        0x0155_014F, 0x0155_0151, 0x0155_0153, 0x0155_0162, 0x0155_0163, 0x0155_0164, 0x0155_0165, 0x0155_0166,
        0x0155_0167, 0x0155_0175, 0x0155_0177, 0x0155_0179, 0x0155_017B, 0x0155_017D, 0x0155_021A, 0x0155_021B,
        0x0155_0402, 0x0155_0408, 0x0155_040B, 0x0155_0410, 0x0155_0422, 0x0155_042A, 0x0155_0430, 0x0155_0435,
        0x0155_0436, 0x0155_043E, 0x0155_0441, 0x0155_0443, 0x0155_0444, 0x0155_0445, 0x0155_0447, 0x0155_0450,
        0x0155_0451, 0x0155_0454, 0x0155_045E, 0x0155_2019, 0x0155_201A, 0x0155_201D, 0x0155_201E, 0x0155_2026,
        0x0155_20AB, 0x0155_2192, 0x0155_2212,
        // U+0156 LATIN CAPITAL LETTER R WITH CEDILLA
        0x0156_0056, 0x0156_0059, 0x0156_005C, 0x0156_0063, 0x0156_0064, 0x0156_0065, 0x0156_0067, 0x0156_006F,
        0x0156_0071, 0x0156_00A2, 0x0156_00DD, 0x0156_00E7, 0x0156_00E8, 0x0156_00E9, 0x0156_00EA, 0x0156_00EB,
        0x0156_00EF, 0x0156_00F0, 0x0156_00F2, 0x0156_00F3, 0x0156_00F4, 0x0156_00F5, 0x0156_00F6, 0x0156_00F8,
        0x0156_0107, 0x0156_0109, 0x0156_010B, 0x0156_010D, 0x0156_010F, 0x0156_0111, 0x0156_0113, 0x0156_0115,
        0x0156_0117, 0x0156_0119, 0x0156_011B, 0x0156_011D, 0x0156_011F, 0x0156_0121, 0x0156_0123, 0x0156_0129,
        0x0156_012B, 0x0156_012D, 0x0156_014D, 0x0156_014F, 0x0156_0151, 0x0156_0153, 0x0156_0176, 0x0156_0178,
        0x0156_0423, 0x0156_0435, 0x0156_043E, 0x0156_0441, 0x0156_0444, 0x0156_0450, 0x0156_0451, 0x0156_0454,
        0x0156_0457, 0x0156_20AB,
        // U+0157 LATIN SMALL LETTER R WITH CEDILLA
        0x0157_002B, 0x0157_002C, 0x0157_002D, 0x0157_002E, 0x0157_002F, 0x0157_003C, 0x0157_0041, 0x0157_004A,
        0x0157_0054, 0x0157_005A, 0x0157_0061, 0x0157_0063, 0x0157_0064, 0x0157_0065, 0x0157_0066, 0x0157_0067,
        0x0157_006F, 0x0157_0071, 0x0157_0074, 0x0157_0076, 0x0157_0077, 0x0157_0078, 0x0157_0079, 0x0157_007E,
        0x0157_00A2, 0x0157_00AC, 0x0157_00AD, 0x0157_00B7, 0x0157_00C0, 0x0157_00C1, 0x0157_00C2, 0x0157_00C3,
        0x0157_00C4, 0x0157_00C5, 0x0157_00C6, 0x0157_00E0, 0x0157_00E1, 0x0157_00E2, 0x0157_00E3, 0x0157_00E4,
        0x0157_00E5, 0x0157_00E6, 0x0157_00E7, 0x0157_00E8, 0x0157_00E9, 0x0157_00EA, 0x0157_00EB, 0x0157_00F0,
        0x0157_00F2, 0x0157_00F3, 0x0157_00F4, 0x0157_00F5, 0x0157_00F6, 0x0157_00F7, 0x0157_00F8, 0x0157_00FD,
        0x0157_00FF, 0x0157_0100, 0x0157_0101, 0x0157_0102, 0x0157_0103, 0x0157_0104, 0x0157_0105, 0x0157_0107,
        0x0157_0109, 0x0157_010B, 0x0157_010D, 0x0157_010F, 0x0157_0111, 0x0157_0113, 0x0157_0115, 0x0157_0117,
        0x0157_0119, 0x0157_011B, 0x0157_011D, 0x0157_011F, 0x0157_0121, 0x0157_0123, 0x0157_0134, 0x0157_014D,
        0x0157_014F, 0x0157_0151, 0x0157_0153, 0x0157_0162, 0x0157_0163, 0x0157_0164, 0x0157_0165, 0x0157_0166,
        0x0157_0167, 0x0157_0175, 0x0157_0177, 0x0157_0179, 0x0157_017B, 0x0157_017D, 0x0157_021A, 0x0157_021B,
        0x0157_0402, 0x0157_0408, 0x0157_040B, 0x0157_0410, 0x0157_0422, 0x0157_042A, 0x0157_0430, 0x0157_0435,
        0x0157_0436, 0x0157_043E, 0x0157_0441, 0x0157_0443, 0x0157_0444, 0x0157_0445, 0x0157_0447, 0x0157_0450,
        0x0157_0451, 0x0157_0454, 0x0157_045E, 0x0157_2019, 0x0157_201A, 0x0157_201D, 0x0157_201E, 0x0157_2026,
        0x0157_20AB, 0x0157_2192, 0x0157_2212,
        // U+0158 LATIN CAPITAL LETTER R WITH CARON
        0x0158_0056, 0x0158_0059, 0x0158_005C, 0x0158_0063, 0x0158_0064, 0x0158_0065, 0x0158_0067, 0x0158_006F,
        0x0158_0071, 0x0158_00A2, 0x0158_00DD, 0x0158_00E7, 0x0158_00E8, 0x0158_00E9, 0x0158_00EA, 0x0158_00EB,
        0x0158_00EF, 0x0158_00F0, 0x0158_00F2, 0x0158_00F3, 0x0158_00F4, 0x0158_00F5, 0x0158_00F6, 0x0158_00F8,
        0x0158_0107, 0x0158_0109, 0x0158_010B, 0x0158_010D, 0x0158_010F, 0x0158_0111, 0x0158_0113, 0x0158_0115,
        0x0158_0117, 0x0158_0119, 0x0158_011B, 0x0158_011D, 0x0158_011F, 0x0158_0121, 0x0158_0123, 0x0158_0129,
        0x0158_012B, 0x0158_012D, 0x0158_014D, 0x0158_014F, 0x0158_0151, 0x0158_0153, 0x0158_0176, 0x0158_0178,
        0x0158_0423, 0x0158_0435, 0x0158_043E, 0x0158_0441, 0x0158_0444, 0x0158_0450, 0x0158_0451, 0x0158_0454,
        0x0158_0457, 0x0158_20AB,
        // U+0159 LATIN SMALL LETTER R WITH CARON
        0x0159_002B, 0x0159_002C, 0x0159_002D, 0x0159_002E, 0x0159_002F, 0x0159_003C, 0x0159_0041, 0x0159_004A,
        0x0159_0054, 0x0159_005A, 0x0159_0061, 0x0159_0063, 0x0159_0064, 0x0159_0065, 0x0159_0066, 0x0159_0067,
        0x0159_006F, 0x0159_0071, 0x0159_0074, 0x0159_0076, 0x0159_0077, 0x0159_0078, 0x0159_0079, 0x0159_007E,
        0x0159_00A2, 0x0159_00AC, 0x0159_00AD, 0x0159_00B7, 0x0159_00C0, 0x0159_00C1, 0x0159_00C2, 0x0159_00C3,
        0x0159_00C4, 0x0159_00C5, 0x0159_00C6, 0x0159_00E0, 0x0159_00E1, 0x0159_00E2, 0x0159_00E3, 0x0159_00E4,
        0x0159_00E5, 0x0159_00E6, 0x0159_00E7, 0x0159_00E8, 0x0159_00E9, 0x0159_00EA, 0x0159_00EB, 0x0159_00F0,
        0x0159_00F2, 0x0159_00F3, 0x0159_00F4, 0x0159_00F5, 0x0159_00F6, 0x0159_00F7, 0x0159_00F8, 0x0159_00FD,
        0x0159_00FF, 0x0159_0100, 0x0159_0101, 0x0159_0102, 0x0159_0103, 0x0159_0104, 0x0159_0105, 0x0159_0107,
        0x0159_0109, 0x0159_010B, 0x0159_010D, 0x0159_010F, 0x0159_0111, 0x0159_0113, 0x0159_0115, 0x0159_0117,
        0x0159_0119, 0x0159_011B, 0x0159_011D, 0x0159_011F, 0x0159_0121, 0x0159_0123, 0x0159_0134, 0x0159_014D,
        0x0159_014F, 0x0159_0151, 0x0159_0153, 0x0159_0162, 0x0159_0163, 0x0159_0164, 0x0159_0165, 0x0159_0166,
        0x0159_0167, 0x0159_0175, 0x0159_0177, 0x0159_0179, 0x0159_017B, 0x0159_017D, 0x0159_021A, 0x0159_021B,
        0x0159_0402, 0x0159_0408, 0x0159_040B, 0x0159_0410, 0x0159_0422, 0x0159_042A, 0x0159_0430, 0x0159_0435,
        0x0159_0436, 0x0159_043E, 0x0159_0441, 0x0159_0443, 0x0159_0444, 0x0159_0445, 0x0159_0447, 0x0159_0450,
        0x0159_0451, 0x0159_0454, 0x0159_045E, 0x0159_2019, 0x0159_201A, 0x0159_201D, 0x0159_201E, 0x0159_2026,
        0x0159_20AB, 0x0159_2192, 0x0159_2212,
        // U+015A LATIN CAPITAL LETTER S WITH ACUTE
        0x015A_0041, 0x015A_00C0, 0x015A_00C1, 0x015A_00C2, 0x015A_00C3, 0x015A_00C4, 0x015A_00C5, 0x015A_00C6,
        0x015A_00EF, 0x015A_0100, 0x015A_0102, 0x015A_0104, 0x015A_0129, 0x015A_012B, 0x015A_012D, 0x015A_0410,
        0x015A_0457,
        // U+015B LATIN SMALL LETTER S WITH ACUTE
        0x015B_0054, 0x015B_0056, 0x015B_0057, 0x015B_0059, 0x015B_005C, 0x015B_00AE, 0x015B_00DD, 0x015B_0162,
        0x015B_0164, 0x015B_0166, 0x015B_0174, 0x015B_0176, 0x015B_0178, 0x015B_021A, 0x015B_0402, 0x015B_040B,
        0x015B_0422, 0x015B_0423, 0x015B_042A, 0x015B_2018, 0x015B_201A, 0x015B_201C, 0x015B_201E,
        // U+015C LATIN CAPITAL LETTER S WITH CIRCUMFLEX
        0x015C_0041, 0x015C_00C0, 0x015C_00C1, 0x015C_00C2, 0x015C_00C3, 0x015C_00C4, 0x015C_00C5, 0x015C_00C6,
        0x015C_00EF, 0x015C_0100, 0x015C_0102, 0x015C_0104, 0x015C_0129, 0x015C_012B, 0x015C_012D, 0x015C_0410,
        0x015C_0457,
        // U+015D LATIN SMALL LETTER S WITH CIRCUMFLEX
        0x015D_0054, 0x015D_0056, 0x015D_0057, 0x015D_0059, 0x015D_005C, 0x015D_00AE, 0x015D_00DD, 0x015D_0162,
        0x015D_0164, 0x015D_0166, 0x015D_0174, 0x015D_0176, 0x015D_0178, 0x015D_021A, 0x015D_0402, 0x015D_040B,
        0x015D_0422, 0x015D_0423, 0x015D_042A, 0x015D_2018, 0x015D_201A, 0x015D_201C, 0x015D_201E,
        // U+015E LATIN CAPITAL LETTER S WITH CEDILLA
        0x015E_0041, 0x015E_00C0, 0x015E_00C1, 0x015E_00C2, 0x015E_00C3, 0x015E_00C4, 0x015E_00C5, 0x015E_00C6,
        0x015E_00EF, 0x015E_0100, 0x015E_0102, 0x015E_0104, 0x015E_0129, 0x015E_012B, 0x015E_012D, 0x015E_0410,
        0x015E_0457,
        // U+015F LATIN SMALL LETTER S WITH CEDILLA
        0x015F_0054, 0x015F_0056, 0x015F_0057, 0x015F_0059, 0x015F_005C, 0x015F_00AE, 0x015F_00DD, 0x015F_0162,
        0x015F_0164, 0x015F_0166, 0x015F_0174, 0x015F_0176, 0x015F_0178, 0x015F_021A, 0x015F_0402, 0x015F_040B,
        0x015F_0422, 0x015F_0423, 0x015F_042A, 0x015F_2018, 0x015F_201A, 0x015F_201C, 0x015F_201E,
        // U+0160 LATIN CAPITAL LETTER S WITH CARON
        0x0160_0041, 0x0160_00C0, 0x0160_00C1, 0x0160_00C2, 0x0160_00C3, 0x0160_00C4, 0x0160_00C5, 0x0160_00C6,
        0x0160_00EF, 0x0160_0100, 0x0160_0102, 0x0160_0104, 0x0160_0129, 0x0160_012B, 0x0160_012D, 0x0160_0410,
        0x0160_0457,
        // U+0161 LATIN SMALL LETTER S WITH CARON
        0x0161_0054, 0x0161_0056, 0x0161_0057, 0x0161_0059, 0x0161_005C, 0x0161_00AE, 0x0161_00DD, 0x0161_0162,
        0x0161_0164, 0x0161_0166, 0x0161_0174, 0x0161_0176, 0x0161_0178, 0x0161_021A, 0x0161_0402, 0x0161_040B,
        0x0161_0422, 0x0161_0423, 0x0161_042A, 0x0161_2018, 0x0161_201A, 0x0161_201C, 0x0161_201E,
        // U+0162 LATIN CAPITAL LETTER T WITH CEDILLA
        0x0162_0026, 0x0162_002B, 0x0162_002C, 0x0162_002D, 0x0162_002E, 0x0162_002F, 0x0162_0034, 0x0162_003A,
        0x0162_003B, 0x0162_003C, 0x0162_0041, 0x0162_0043, 0x0162_0047, 0x0162_004A, 0x0162_004F, 0x0162_0051,
        0x0162_005F, 0x0162_0061, 0x0162_0063, 0x0162_0064, 0x0162_0065, 0x0162_0067, 0x0162_006D, 0x0162_006E,
        0x0162_006F, 0x0162_0070, 0x0162_0071, 0x0162_0072, 0x0162_0073, 0x0162_0075, 0x0162_0076, 0x0162_0077,
        0x0162_0078, 0x0162_0079, 0x0162_007A, 0x0162_007E, 0x0162_00A2, 0x0162_00A9, 0x0162_00AB, 0x0162_00AC,
        0x0162_00AD, 0x0162_00B5, 0x0162_00B7, 0x0162_00BB, 0x0162_00C0, 0x0162_00C1, 0x0162_00C2, 0x0162_00C3,
        0x0162_00C4, 0x0162_00C5, 0x0162_00C6, 0x0162_00C7, 0x0162_00D2, 0x0162_00D3, 0x0162_00D4, 0x0162_00D5,
        0x0162_00D6, 0x0162_00D8, 0x0162_00E0, 0x0162_00E1, 0x0162_00E2, 0x0162_00E3, 0x0162_00E4, 0x0162_00E5,
        0x0162_00E6, 0x0162_00E7, 0x0162_00E8, 0x0162_00E9, 0x0162_00EA, 0x0162_00EB, 0x0162_00EF, 0x0162_00F0,
        0x0162_00F1, 0x0162_00F2, 0x0162_00F3, 0x0162_00F4, 0x0162_00F5, 0x0162_00F6, 0x0162_00F7, 0x0162_00F8,
        0x0162_00F9, 0x0162_00FA, 0x0162_00FB, 0x0162_00FC, 0x0162_00FD, 0x0162_00FF, 0x0162_0100, 0x0162_0101,
        0x0162_0102, 0x0162_0103, 0x0162_0104, 0x0162_0105, 0x0162_0106, 0x0162_0107, 0x0162_0108, 0x0162_0109,
        0x0162_010A, 0x0162_010B, 0x0162_010C, 0x0162_010D, 0x0162_010F, 0x0162_0111, 0x0162_0113, 0x0162_0115,
        0x0162_0117, 0x0162_0119, 0x0162_011B, 0x0162_011C, 0x0162_011D, 0x0162_011E, 0x0162_011F, 0x0162_0120,
        0x0162_0121, 0x0162_0122, 0x0162_0123, 0x0162_0129, 0x0162_012B, 0x0162_012D, 0x0162_0134, 0x0162_0144,
        0x0162_0146, 0x0162_0148, 0x0162_014B, 0x0162_014C, 0x0162_014D, 0x0162_014E, 0x0162_014F, 0x0162_0150,
        0x0162_0151, 0x0162_0152, 0x0162_0153, 0x0162_0155, 0x0162_0157, 0x0162_0159, 0x0162_015B, 0x0162_015D,
        0x0162_015F, 0x0162_0161, 0x0162_0169, 0x0162_016B, 0x0162_016D, 0x0162_016F, 0x0162_0171, 0x0162_0173,
        0x0162_0175, 0x0162_0177, 0x0162_017A, 0x0162_017C, 0x0162_017E, 0x0162_0219, 0x0162_0404, 0x0162_0408,
        0x0162_0410, 0x0162_041E, 0x0162_0421, 0x0162_0424, 0x0162_042D, 0x0162_0430, 0x0162_0432, 0x0162_0433,
        0x0162_0435, 0x0162_0436, 0x0162_0438, 0x0162_0439, 0x0162_043A, 0x0162_043C, 0x0162_043D, 0x0162_043E,
        0x0162_043F, 0x0162_0440, 0x0162_0441, 0x0162_0442, 0x0162_0443, 0x0162_0444, 0x0162_0445, 0x0162_0446,
        0x0162_0447, 0x0162_0448, 0x0162_0449, 0x0162_044A, 0x0162_044C, 0x0162_044E, 0x0162_044F, 0x0162_0450,
        0x0162_0451, 0x0162_0453, 0x0162_0454, 0x0162_0455, 0x0162_0457, 0x0162_045A, 0x0162_045C, 0x0162_045D,
        0x0162_045E, 0x0162_045F, 0x0162_201A, 0x0162_201E, 0x0162_2026, 0x0162_2039, 0x0162_203A, 0x0162_20A1,
        0x0162_20AB, 0x0162_20B2, 0x0162_20B5, 0x0162_2192, 0x0162_2212,
        // U+0163 LATIN SMALL LETTER T WITH CEDILLA
        0x0163_002B, 0x0163_002D, 0x0163_0034, 0x0163_003C, 0x0163_0042, 0x0163_0044, 0x0163_0045, 0x0163_0046,
        0x0163_0048, 0x0163_0049, 0x0163_004B, 0x0163_004C, 0x0163_004D, 0x0163_004E, 0x0163_0050, 0x0163_0052,
        0x0163_0054, 0x0163_0056, 0x0163_0057, 0x0163_0059, 0x0163_005C, 0x0163_0062, 0x0163_0063, 0x0163_0064,
        0x0163_0065, 0x0163_0067, 0x0163_0068, 0x0163_006B, 0x0163_006C, 0x0163_006F, 0x0163_0071, 0x0163_0073,
        0x0163_007C, 0x0163_007E, 0x0163_00A2, 0x0163_00AC, 0x0163_00AD, 0x0163_00B7, 0x0163_00C8, 0x0163_00C9,
        0x0163_00CA, 0x0163_00CB, 0x0163_00CC, 0x0163_00CD, 0x0163_00D1, 0x0163_00D7, 0x0163_00DD, 0x0163_00DE,
        0x0163_00DF, 0x0163_00E7, 0x0163_00E8, 0x0163_00E9, 0x0163_00EA, 0x0163_00EB, 0x0163_00F0, 0x0163_00F2,
        0x0163_00F3, 0x0163_00F4, 0x0163_00F5, 0x0163_00F6, 0x0163_00F7, 0x0163_00F8, 0x0163_00FE, 0x0163_0107,
        0x0163_0109, 0x0163_010B, 0x0163_010D, 0x0163_010E, 0x0163_010F, 0x0163_0111, 0x0163_0112, 0x0163_0113,
        0x0163_0114, 0x0163_0115, 0x0163_0116, 0x0163_0117, 0x0163_0118, 0x0163_0119, 0x0163_011A, 0x0163_011B,
        0x0163_011D, 0x0163_011F, 0x0163_0121, 0x0163_0123, 0x0163_0124, 0x0163_0125, 0x0163_0126, 0x0163_0127,
        0x0163_012E, 0x0163_0130, 0x0163_0136, 0x0163_0137, 0x0163_0139, 0x0163_013A, 0x0163_013B, 0x0163_013C,
        0x0163_013D, 0x0163_013E, 0x0163_0140, 0x0163_0141, 0x0163_0142, 0x0163_0143, 0x0163_0145, 0x0163_0147,
        0x0163_014A, 0x0163_014D, 0x0163_014F, 0x0163_0151, 0x0163_0153, 0x0163_0154, 0x0163_0156, 0x0163_0158,
        0x0163_015B, 0x0163_015D, 0x0163_015F, 0x0163_0161, 0x0163_0162, 0x0163_0164, 0x0163_0166, 0x0163_0174,
        0x0163_0176, 0x0163_0178, 0x0163_0219, 0x0163_021A, 0x0163_0400, 0x0163_0401, 0x0163_0402, 0x0163_0403,
        0x0163_0406, 0x0163_040A, 0x0163_040B, 0x0163_040C, 0x0163_040D, 0x0163_040F, 0x0163_0411, 0x0163_0412,
        0x0163_0413, 0x0163_0415, 0x0163_0418, 0x0163_0419, 0x0163_041A, 0x0163_041C, 0x0163_041D, 0x0163_041F,
        0x0163_0420, 0x0163_0422, 0x0163_0423, 0x0163_0426, 0x0163_0428, 0x0163_0429, 0x0163_042A, 0x0163_042B,
        0x0163_042C, 0x0163_042E, 0x0163_0435, 0x0163_043E, 0x0163_0441, 0x0163_0444, 0x0163_044F, 0x0163_0450,
        0x0163_0451, 0x0163_0452, 0x0163_0454, 0x0163_0455, 0x0163_045B, 0x0163_0E3F, 0x0163_2018, 0x0163_2019,
        0x0163_201C, 0x0163_201D, 0x0163_2022, 0x0163_20A8, 0x0163_20AB, 0x0163_20BF, 0x0163_2116, 0x0163_2192,
        0x0163_2212,
        // U+0164 LATIN CAPITAL LETTER T WITH CARON
        0x0164_0026, 0x0164_002B, 0x0164_002C, 0x0164_002D, 0x0164_002E, 0x0164_002F, 0x0164_0034, 0x0164_003A,
        0x0164_003B, 0x0164_003C, 0x0164_0041, 0x0164_0043, 0x0164_0047, 0x0164_004A, 0x0164_004F, 0x0164_0051,
        0x0164_005F, 0x0164_0061, 0x0164_0063, 0x0164_0064, 0x0164_0065, 0x0164_0067, 0x0164_006D, 0x0164_006E,
        0x0164_006F, 0x0164_0070, 0x0164_0071, 0x0164_0072, 0x0164_0073, 0x0164_0075, 0x0164_0076, 0x0164_0077,
        0x0164_0078, 0x0164_0079, 0x0164_007A, 0x0164_007E, 0x0164_00A2, 0x0164_00A9, 0x0164_00AB, 0x0164_00AC,
        0x0164_00AD, 0x0164_00B5, 0x0164_00B7, 0x0164_00BB, 0x0164_00C0, 0x0164_00C1, 0x0164_00C2, 0x0164_00C3,
        0x0164_00C4, 0x0164_00C5, 0x0164_00C6, 0x0164_00C7, 0x0164_00D2, 0x0164_00D3, 0x0164_00D4, 0x0164_00D5,
        0x0164_00D6, 0x0164_00D8, 0x0164_00E0, 0x0164_00E1, 0x0164_00E2, 0x0164_00E3, 0x0164_00E4, 0x0164_00E5,
        0x0164_00E6, 0x0164_00E7, 0x0164_00E8, 0x0164_00E9, 0x0164_00EA, 0x0164_00EB, 0x0164_00EF, 0x0164_00F0,
        0x0164_00F1, 0x0164_00F2, 0x0164_00F3, 0x0164_00F4, 0x0164_00F5, 0x0164_00F6, 0x0164_00F7, 0x0164_00F8,
        0x0164_00F9, 0x0164_00FA, 0x0164_00FB, 0x0164_00FC, 0x0164_00FD, 0x0164_00FF, 0x0164_0100, 0x0164_0101,
        0x0164_0102, 0x0164_0103, 0x0164_0104, 0x0164_0105, 0x0164_0106, 0x0164_0107, 0x0164_0108, 0x0164_0109,
        0x0164_010A, 0x0164_010B, 0x0164_010C, 0x0164_010D, 0x0164_010F, 0x0164_0111, 0x0164_0113, 0x0164_0115,
        0x0164_0117, 0x0164_0119, 0x0164_011B, 0x0164_011C, 0x0164_011D, 0x0164_011E, 0x0164_011F, 0x0164_0120,
        0x0164_0121, 0x0164_0122, 0x0164_0123, 0x0164_0129, 0x0164_012B, 0x0164_012D, 0x0164_0134, 0x0164_0144,
        0x0164_0146, 0x0164_0148, 0x0164_014B, 0x0164_014C, 0x0164_014D, 0x0164_014E, 0x0164_014F, 0x0164_0150,
        0x0164_0151, 0x0164_0152, 0x0164_0153, 0x0164_0155, 0x0164_0157, 0x0164_0159, 0x0164_015B, 0x0164_015D,
        0x0164_015F, 0x0164_0161, 0x0164_0169, 0x0164_016B, 0x0164_016D, 0x0164_016F, 0x0164_0171, 0x0164_0173,
        0x0164_0175, 0x0164_0177, 0x0164_017A, 0x0164_017C, 0x0164_017E, 0x0164_0219, 0x0164_0404, 0x0164_0408,
        0x0164_0410, 0x0164_041E, 0x0164_0421, 0x0164_0424, 0x0164_042D, 0x0164_0430, 0x0164_0432, 0x0164_0433,
        0x0164_0435, 0x0164_0436, 0x0164_0438, 0x0164_0439, 0x0164_043A, 0x0164_043C, 0x0164_043D, 0x0164_043E,
        0x0164_043F, 0x0164_0440, 0x0164_0441, 0x0164_0442, 0x0164_0443, 0x0164_0444, 0x0164_0445, 0x0164_0446,
        0x0164_0447, 0x0164_0448, 0x0164_0449, 0x0164_044A, 0x0164_044C, 0x0164_044E, 0x0164_044F, 0x0164_0450,
        0x0164_0451, 0x0164_0453, 0x0164_0454, 0x0164_0455, 0x0164_0457, 0x0164_045A, 0x0164_045C, 0x0164_045D,
        0x0164_045E, 0x0164_045F, 0x0164_201A, 0x0164_201E, 0x0164_2026, 0x0164_2039, 0x0164_203A, 0x0164_20A1,
        0x0164_20AB, 0x0164_20B2, 0x0164_20B5, 0x0164_2192, 0x0164_2212,
        // U+0165 LATIN SMALL LETTER T WITH CARON
        0x0165_002B, 0x0165_002D, 0x0165_0034, 0x0165_003C, 0x0165_0042, 0x0165_0044, 0x0165_0045, 0x0165_0046,
        0x0165_0048, 0x0165_0049, 0x0165_004B, 0x0165_004C, 0x0165_004D, 0x0165_004E, 0x0165_0050, 0x0165_0052,
        0x0165_0054, 0x0165_0056, 0x0165_0057, 0x0165_0059, 0x0165_005C, 0x0165_0062, 0x0165_0063, 0x0165_0064,
        0x0165_0065, 0x0165_0067, 0x0165_0068, 0x0165_006B, 0x0165_006C, 0x0165_006F, 0x0165_0071, 0x0165_0073,
        0x0165_007C, 0x0165_007E, 0x0165_00A2, 0x0165_00AC, 0x0165_00AD, 0x0165_00B7, 0x0165_00C8, 0x0165_00C9,
        0x0165_00CA, 0x0165_00CB, 0x0165_00CC, 0x0165_00CD, 0x0165_00D1, 0x0165_00D7, 0x0165_00DD, 0x0165_00DE,
        0x0165_00DF, 0x0165_00E7, 0x0165_00E8, 0x0165_00E9, 0x0165_00EA, 0x0165_00EB, 0x0165_00F0, 0x0165_00F2,
        0x0165_00F3, 0x0165_00F4, 0x0165_00F5, 0x0165_00F6, 0x0165_00F7, 0x0165_00F8, 0x0165_00FE, 0x0165_0107,
        0x0165_0109, 0x0165_010B, 0x0165_010D, 0x0165_010E, 0x0165_010F, 0x0165_0111, 0x0165_0112, 0x0165_0113,
        0x0165_0114, 0x0165_0115, 0x0165_0116, 0x0165_0117, 0x0165_0118, 0x0165_0119, 0x0165_011A, 0x0165_011B,
        0x0165_011D, 0x0165_011F, 0x0165_0121, 0x0165_0123, 0x0165_0124, 0x0165_0125, 0x0165_0126, 0x0165_0127,
        0x0165_012E, 0x0165_0130, 0x0165_0136, 0x0165_0137, 0x0165_0139, 0x0165_013A, 0x0165_013B, 0x0165_013C,
        0x0165_013D, 0x0165_013E, 0x0165_0140, 0x0165_0141, 0x0165_0142, 0x0165_0143, 0x0165_0145, 0x0165_0147,
        0x0165_014A, 0x0165_014D, 0x0165_014F, 0x0165_0151, 0x0165_0153, 0x0165_0154, 0x0165_0156, 0x0165_0158,
        0x0165_015B, 0x0165_015D, 0x0165_015F, 0x0165_0161, 0x0165_0162, 0x0165_0164, 0x0165_0166, 0x0165_0174,
        0x0165_0176, 0x0165_0178, 0x0165_0219, 0x0165_021A, 0x0165_0400, 0x0165_0401, 0x0165_0402, 0x0165_0403,
        0x0165_0406, 0x0165_040A, 0x0165_040B, 0x0165_040C, 0x0165_040D, 0x0165_040F, 0x0165_0411, 0x0165_0412,
        0x0165_0413, 0x0165_0415, 0x0165_0418, 0x0165_0419, 0x0165_041A, 0x0165_041C, 0x0165_041D, 0x0165_041F,
        0x0165_0420, 0x0165_0422, 0x0165_0423, 0x0165_0426, 0x0165_0428, 0x0165_0429, 0x0165_042A, 0x0165_042B,
        0x0165_042C, 0x0165_042E, 0x0165_0435, 0x0165_043E, 0x0165_0441, 0x0165_0444, 0x0165_044F, 0x0165_0450,
        0x0165_0451, 0x0165_0452, 0x0165_0454, 0x0165_0455, 0x0165_045B, 0x0165_0E3F, 0x0165_2018, 0x0165_2019,
        0x0165_201C, 0x0165_201D, 0x0165_2022, 0x0165_20A8, 0x0165_20AB, 0x0165_20BF, 0x0165_2116, 0x0165_2192,
        0x0165_2212,
        // U+0166 LATIN CAPITAL LETTER T WITH STROKE
        0x0166_0026, 0x0166_002B, 0x0166_002C, 0x0166_002D, 0x0166_002E, 0x0166_002F, 0x0166_0034, 0x0166_003A,
        0x0166_003B, 0x0166_003C, 0x0166_003D, 0x0166_0041, 0x0166_0043, 0x0166_0047, 0x0166_004A, 0x0166_004F,
        0x0166_0051, 0x0166_005F, 0x0166_0061, 0x0166_0063, 0x0166_0064, 0x0166_0065, 0x0166_0067, 0x0166_006D,
        0x0166_006E, 0x0166_006F, 0x0166_0070, 0x0166_0071, 0x0166_0072, 0x0166_0073, 0x0166_0075, 0x0166_0076,
        0x0166_0077, 0x0166_0078, 0x0166_0079, 0x0166_007A, 0x0166_007E, 0x0166_00A2, 0x0166_00A9, 0x0166_00AB,
        0x0166_00AC, 0x0166_00AD, 0x0166_00B1, 0x0166_00B5, 0x0166_00B7, 0x0166_00BB, 0x0166_00C0, 0x0166_00C1,
        0x0166_00C2, 0x0166_00C3, 0x0166_00C4, 0x0166_00C5, 0x0166_00C6, 0x0166_00C7, 0x0166_00D2, 0x0166_00D3,
        0x0166_00D4, 0x0166_00D5, 0x0166_00D6, 0x0166_00D8, 0x0166_00E0, 0x0166_00E1, 0x0166_00E2, 0x0166_00E3,
        0x0166_00E4, 0x0166_00E5, 0x0166_00E6, 0x0166_00E7, 0x0166_00E8, 0x0166_00E9, 0x0166_00EA, 0x0166_00EB,
        0x0166_00EF, 0x0166_00F0, 0x0166_00F1, 0x0166_00F2, 0x0166_00F3, 0x0166_00F4, 0x0166_00F5, 0x0166_00F6,
        0x0166_00F7, 0x0166_00F8, 0x0166_00F9, 0x0166_00FA, 0x0166_00FB, 0x0166_00FC, 0x0166_00FD, 0x0166_00FF,
        0x0166_0100, 0x0166_0101, 0x0166_0102, 0x0166_0103, 0x0166_0104, 0x0166_0105, 0x0166_0106, 0x0166_0107,
        0x0166_0108, 0x0166_0109, 0x0166_010A, 0x0166_010B, 0x0166_010C, 0x0166_010D, 0x0166_010F, 0x0166_0111,
        0x0166_0113, 0x0166_0115, 0x0166_0117, 0x0166_0119, 0x0166_011B, 0x0166_011C, 0x0166_011D, 0x0166_011E,
        0x0166_011F, 0x0166_0120, 0x0166_0121, 0x0166_0122, 0x0166_0123, 0x0166_0129, 0x0166_012B, 0x0166_012D,
        0x0166_0134, 0x0166_0144, 0x0166_0146, 0x0166_0148, 0x0166_014B, 0x0166_014C, 0x0166_014D, 0x0166_014E,
        0x0166_014F, 0x0166_0150, 0x0166_0151, 0x0166_0152, 0x0166_0153, 0x0166_0155, 0x0166_0157, 0x0166_0159,
        0x0166_015B, 0x0166_015D, 0x0166_015F, 0x0166_0161, 0x0166_0169, 0x0166_016B, 0x0166_016D, 0x0166_016F,
        0x0166_0171, 0x0166_0173, 0x0166_0175, 0x0166_0177, 0x0166_017A, 0x0166_017C, 0x0166_017E, 0x0166_0219,
        0x0166_0404, 0x0166_0408, 0x0166_0410, 0x0166_041E, 0x0166_0421, 0x0166_0424, 0x0166_042D, 0x0166_0430,
        0x0166_0432, 0x0166_0433, 0x0166_0435, 0x0166_0436, 0x0166_0438, 0x0166_0439, 0x0166_043A, 0x0166_043C,
        0x0166_043D, 0x0166_043E, 0x0166_043F, 0x0166_0440, 0x0166_0441, 0x0166_0442, 0x0166_0443, 0x0166_0444,
        0x0166_0445, 0x0166_0446, 0x0166_0447, 0x0166_0448, 0x0166_0449, 0x0166_044A, 0x0166_044C, 0x0166_044E,
        0x0166_044F, 0x0166_0450, 0x0166_0451, 0x0166_0453, 0x0166_0454, 0x0166_0455, 0x0166_0457, 0x0166_045A,
        0x0166_045C, 0x0166_045D, 0x0166_045E, 0x0166_045F, 0x0166_201A, 0x0166_201E, 0x0166_2026, 0x0166_2039,
        0x0166_203A, 0x0166_20A1, 0x0166_20AB, 0x0166_20B2, 0x0166_20B5, 0x0166_2192, 0x0166_2212, 0x0166_2248,
        0x0166_2264, 0x0166_2265,
        // U+0167 LATIN SMALL LETTER T WITH STROKE
        0x0167_002B, 0x0167_002D, 0x0167_0034, 0x0167_003C, 0x0167_0042, 0x0167_0044, 0x0167_0045, 0x0167_0046,
        0x0167_0048, 0x0167_0049, 0x0167_004B, 0x0167_004C, 0x0167_004D, 0x0167_004E, 0x0167_0050, 0x0167_0052,
        0x0167_0054, 0x0167_0056, 0x0167_0057, 0x0167_0059, 0x0167_005C, 0x0167_0062, 0x0167_0063, 0x0167_0064,
        0x0167_0065, 0x0167_0067, 0x0167_0068, 0x0167_006B, 0x0167_006C, 0x0167_006F, 0x0167_0071, 0x0167_0073,
        0x0167_007C, 0x0167_007E, 0x0167_00A2, 0x0167_00AC, 0x0167_00AD, 0x0167_00B7, 0x0167_00C8, 0x0167_00C9,
        0x0167_00CA, 0x0167_00CB, 0x0167_00CC, 0x0167_00CD, 0x0167_00D1, 0x0167_00D7, 0x0167_00DD, 0x0167_00DE,
        0x0167_00DF, 0x0167_00E7, 0x0167_00E8, 0x0167_00E9, 0x0167_00EA, 0x0167_00EB, 0x0167_00F0, 0x0167_00F2,
        0x0167_00F3, 0x0167_00F4, 0x0167_00F5, 0x0167_00F6, 0x0167_00F7, 0x0167_00F8, 0x0167_00FE, 0x0167_0107,
        0x0167_0109, 0x0167_010B, 0x0167_010D, 0x0167_010E, 0x0167_010F, 0x0167_0111, 0x0167_0112, 0x0167_0113,
        0x0167_0114, 0x0167_0115, 0x0167_0116, 0x0167_0117, 0x0167_0118, 0x0167_0119, 0x0167_011A, 0x0167_011B,
        0x0167_011D, 0x0167_011F, 0x0167_0121, 0x0167_0123, 0x0167_0124, 0x0167_0125, 0x0167_0126, 0x0167_0127,
        0x0167_012E, 0x0167_0130, 0x0167_0136, 0x0167_0137, 0x0167_0139, 0x0167_013A, 0x0167_013B, 0x0167_013C,
        0x0167_013D, 0x0167_013E, 0x0167_0140, 0x0167_0141, 0x0167_0142, 0x0167_0143, 0x0167_0145, 0x0167_0147,
        0x0167_014A, 0x0167_014D, 0x0167_014F, 0x0167_0151, 0x0167_0153, 0x0167_0154, 0x0167_0156, 0x0167_0158,
        0x0167_015B, 0x0167_015D, 0x0167_015F, 0x0167_0161, 0x0167_0162, 0x0167_0164, 0x0167_0166, 0x0167_0174,
        0x0167_0176, 0x0167_0178, 0x0167_0219, 0x0167_021A, 0x0167_0400, 0x0167_0401, 0x0167_0402, 0x0167_0403,
        0x0167_0406, 0x0167_040A, 0x0167_040B, 0x0167_040C, 0x0167_040D, 0x0167_040F, 0x0167_0411, 0x0167_0412,
        0x0167_0413, 0x0167_0415, 0x0167_0418, 0x0167_0419, 0x0167_041A, 0x0167_041C, 0x0167_041D, 0x0167_041F,
        0x0167_0420, 0x0167_0422, 0x0167_0423, 0x0167_0426, 0x0167_0428, 0x0167_0429, 0x0167_042A, 0x0167_042B,
        0x0167_042C, 0x0167_042E, 0x0167_0435, 0x0167_043E, 0x0167_0441, 0x0167_0444, 0x0167_044F, 0x0167_0450,
        0x0167_0451, 0x0167_0452, 0x0167_0454, 0x0167_0455, 0x0167_045B, 0x0167_0E3F, 0x0167_2018, 0x0167_2019,
        0x0167_201C, 0x0167_201D, 0x0167_2022, 0x0167_20A8, 0x0167_20AB, 0x0167_20BF, 0x0167_2116, 0x0167_2192,
        0x0167_2212,
        // U+0168 LATIN CAPITAL LETTER U WITH TILDE
        0x0168_002C, 0x0168_002E, 0x0168_002F, 0x0168_005F, 0x0168_201A, 0x0168_201E, 0x0168_2026,
        // U+0169 LATIN SMALL LETTER U WITH TILDE
        0x0169_0054, 0x0169_0059, 0x0169_00DD, 0x0169_0162, 0x0169_0164, 0x0169_0166, 0x0169_0176, 0x0169_0178,
        0x0169_021A, 0x0169_0402, 0x0169_040B, 0x0169_0422, 0x0169_0423, 0x0169_042A, 0x0169_2018, 0x0169_2019,
        0x0169_201C, 0x0169_201D,
        // U+016A LATIN CAPITAL LETTER U WITH MACRON
        0x016A_002C, 0x016A_002E, 0x016A_002F, 0x016A_005F, 0x016A_201A, 0x016A_201E, 0x016A_2026,
        // U+016B LATIN SMALL LETTER U WITH MACRON
        0x016B_0054, 0x016B_0059, 0x016B_00DD, 0x016B_0162, 0x016B_0164, 0x016B_0166, 0x016B_0176, 0x016B_0178,
        0x016B_021A, 0x016B_0402, 0x016B_040B, 0x016B_0422, 0x016B_0423, 0x016B_042A, 0x016B_2018, 0x016B_2019,
        0x016B_201C, 0x016B_201D,
        // U+016C LATIN CAPITAL LETTER U WITH BREVE
        0x016C_002C, 0x016C_002E, 0x016C_002F, 0x016C_005F, 0x016C_201A, 0x016C_201E, 0x016C_2026,
        // U+016D LATIN SMALL LETTER U WITH BREVE
        0x016D_0054, 0x016D_0059, 0x016D_00DD, 0x016D_0162, 0x016D_0164, 0x016D_0166, 0x016D_0176, 0x016D_0178,
        0x016D_021A, 0x016D_0402, 0x016D_040B, 0x016D_0422, 0x016D_0423, 0x016D_042A, 0x016D_2018, 0x016D_2019,
        0x016D_201C, 0x016D_201D,
        // U+016E LATIN CAPITAL LETTER U WITH RING ABOVE
        0x016E_002C, 0x016E_002E, 0x016E_002F, 0x016E_005F, 0x016E_201A, 0x016E_201E, 0x016E_2026,
        // U+016F LATIN SMALL LETTER U WITH RING ABOVE
        0x016F_0054, 0x016F_0059, 0x016F_00DD, 0x016F_0162, 0x016F_0164, 0x016F_0166, 0x016F_0176, 0x016F_0178,
        0x016F_021A, 0x016F_0402, 0x016F_040B, 0x016F_0422, 0x016F_0423, 0x016F_042A, 0x016F_2018, 0x016F_2019,
        0x016F_201C, 0x016F_201D,
        // U+0170 LATIN CAPITAL LETTER U WITH DOUBLE ACUTE
        0x0170_002C, 0x0170_002E, 0x0170_002F, 0x0170_005F, 0x0170_201A, 0x0170_201E, 0x0170_2026,
        // U+0171 LATIN SMALL LETTER U WITH DOUBLE ACUTE
        0x0171_0054, 0x0171_0059, 0x0171_00DD, 0x0171_0162, 0x0171_0164, 0x0171_0166, 0x0171_0176, 0x0171_0178,
        0x0171_021A, 0x0171_0402, 0x0171_040B, 0x0171_0422, 0x0171_0423, 0x0171_042A, 0x0171_2018, 0x0171_2019,
        0x0171_201C, 0x0171_201D,
        // U+0172 LATIN CAPITAL LETTER U WITH OGONEK
        0x0172_002C, 0x0172_002E, 0x0172_002F, 0x0172_005F, 0x0172_201A, 0x0172_201E, 0x0172_2026,
        // U+0173 LATIN SMALL LETTER U WITH OGONEK
        0x0173_0054, 0x0173_0059, 0x0173_00DD, 0x0173_0162, 0x0173_0164, 0x0173_0166, 0x0173_0176, 0x0173_0178,
        0x0173_021A, 0x0173_0402, 0x0173_040B, 0x0173_0422, 0x0173_0423, 0x0173_042A, 0x0173_2018, 0x0173_2019,
        0x0173_201C, 0x0173_201D,
        // U+0174 LATIN CAPITAL LETTER W WITH CIRCUMFLEX
        0x0174_0024, 0x0174_0026, 0x0174_002B, 0x0174_002C, 0x0174_002D, 0x0174_002E, 0x0174_002F, 0x0174_0034,
        0x0174_003A, 0x0174_003B, 0x0174_003C, 0x0174_003D, 0x0174_0041, 0x0174_0043, 0x0174_0047, 0x0174_004A,
        0x0174_004F, 0x0174_0051, 0x0174_0053, 0x0174_005C, 0x0174_0061, 0x0174_0063, 0x0174_0064, 0x0174_0065,
        0x0174_0067, 0x0174_006D, 0x0174_006E, 0x0174_006F, 0x0174_0070, 0x0174_0071, 0x0174_0072, 0x0174_0073,
        0x0174_007E, 0x0174_00A2, 0x0174_00A9, 0x0174_00AB, 0x0174_00AC, 0x0174_00AD, 0x0174_00B1, 0x0174_00B7,
        0x0174_00BF, 0x0174_00C0, 0x0174_00C1, 0x0174_00C2, 0x0174_00C3, 0x0174_00C4, 0x0174_00C5, 0x0174_00C6,
        0x0174_00C7, 0x0174_00D2, 0x0174_00D3, 0x0174_00D4, 0x0174_00D5, 0x0174_00D6, 0x0174_00D8, 0x0174_00E0,
        0x0174_00E1, 0x0174_00E2, 0x0174_00E3, 0x0174_00E4, 0x0174_00E5, 0x0174_00E6, 0x0174_00E7, 0x0174_00E8,
        0x0174_00E9, 0x0174_00EA, 0x0174_00EB, 0x0174_00F0, 0x0174_00F1, 0x0174_00F2, 0x0174_00F3, 0x0174_00F4,
        0x0174_00F5, 0x0174_00F6, 0x0174_00F7, 0x0174_00F8, 0x0174_0100, 0x0174_0101, 0x0174_0102, 0x0174_0103,
        0x0174_0104, 0x0174_0105, 0x0174_0106, 0x0174_0107, 0x0174_0108, 0x0174_0109, 0x0174_010A, 0x0174_010B,
        0x0174_010C, 0x0174_010D, 0x0174_010F, 0x0174_0111, 0x0174_0113, 0x0174_0115, 0x0174_0117, 0x0174_0119,
        0x0174_011B, 0x0174_011C, 0x0174_011D, 0x0174_011E, 0x0174_011F, 0x0174_0120, 0x0174_0121, 0x0174_0122,
        0x0174_0123, 0x0174_0134, 0x0174_0144, 0x0174_0146, 0x0174_0148, 0x0174_014B, 0x0174_014C, 0x0174_014D,
        0x0174_014E, 0x0174_014F, 0x0174_0150, 0x0174_0151, 0x0174_0152, 0x0174_0153, 0x0174_0155, 0x0174_0157,
        0x0174_0159, 0x0174_015A, 0x0174_015B, 0x0174_015C, 0x0174_015D, 0x0174_015E, 0x0174_015F, 0x0174_0160,
        0x0174_0161, 0x0174_0218, 0x0174_0219, 0x0174_0404, 0x0174_0405, 0x0174_0408, 0x0174_0410, 0x0174_041E,
        0x0174_0421, 0x0174_0424, 0x0174_042D, 0x0174_0430, 0x0174_0432, 0x0174_0433, 0x0174_0435, 0x0174_0438,
        0x0174_0439, 0x0174_043A, 0x0174_043C, 0x0174_043D, 0x0174_043E, 0x0174_043F, 0x0174_0440, 0x0174_0441,
        0x0174_0444, 0x0174_0446, 0x0174_0447, 0x0174_0448, 0x0174_0449, 0x0174_044C, 0x0174_044E, 0x0174_044F,
        0x0174_0450, 0x0174_0451, 0x0174_0453, 0x0174_0454, 0x0174_0455, 0x0174_045A, 0x0174_045C, 0x0174_045D,
        0x0174_045F, 0x0174_201A, 0x0174_201E, 0x0174_2026, 0x0174_2039, 0x0174_20A1, 0x0174_20AB, 0x0174_20B2,
        0x0174_20B5, 0x0174_2192, 0x0174_2212, 0x0174_2248, 0x0174_2264, 0x0174_2265,
        // U+0175 LATIN SMALL LETTER W WITH CIRCUMFLEX
        0x0175_0026, 0x0175_002C, 0x0175_002E, 0x0175_0041, 0x0175_004A, 0x0175_0054, 0x0175_005A, 0x0175_0063,
        0x0175_0064, 0x0175_0065, 0x0175_0067, 0x0175_006F, 0x0175_0071, 0x0175_00A2, 0x0175_00AB, 0x0175_00C0,
        0x0175_00C1, 0x0175_00C2, 0x0175_00C3, 0x0175_00C4, 0x0175_00C5, 0x0175_00C6, 0x0175_00E7, 0x0175_00E8,
        0x0175_00E9, 0x0175_00EA, 0x0175_00EB, 0x0175_00F0, 0x0175_00F2, 0x0175_00F3, 0x0175_00F4, 0x0175_00F5,
        0x0175_00F6, 0x0175_00F8, 0x0175_0100, 0x0175_0102, 0x0175_0104, 0x0175_0107, 0x0175_0109, 0x0175_010B,
        0x0175_010D, 0x0175_010F, 0x0175_0111, 0x0175_0113, 0x0175_0115, 0x0175_0117, 0x0175_0119, 0x0175_011B,
        0x0175_011D, 0x0175_011F, 0x0175_0121, 0x0175_0123, 0x0175_0134, 0x0175_014D, 0x0175_014F, 0x0175_0151,
        0x0175_0153, 0x0175_0162, 0x0175_0164, 0x0175_0166, 0x0175_0179, 0x0175_017B, 0x0175_017D, 0x0175_021A,
        0x0175_0402, 0x0175_0408, 0x0175_040B, 0x0175_0410, 0x0175_0422, 0x0175_042A, 0x0175_0435, 0x0175_043E,
        0x0175_0441, 0x0175_0444, 0x0175_0450, 0x0175_0451, 0x0175_0454, 0x0175_2019, 0x0175_201A, 0x0175_201D,
        0x0175_201E, 0x0175_2026, 0x0175_2039, 0x0175_20AB,
        // U+0176 LATIN CAPITAL LETTER Y WITH CIRCUMFLEX
        0x0176_0026, 0x0176_002B, 0x0176_002C, 0x0176_002D, 0x0176_002E, 0x0176_0034, 0x0176_003A, 0x0176_003B,
        0x0176_003C, 0x0176_003D, 0x0176_0041, 0x0176_0043, 0x0176_0047, 0x0176_004A, 0x0176_004F, 0x0176_0051,
        0x0176_0054, 0x0176_0061, 0x0176_0063, 0x0176_0064, 0x0176_0065, 0x0176_0067, 0x0176_0069, 0x0176_006D,
        0x0176_006E, 0x0176_006F, 0x0176_0070, 0x0176_0071, 0x0176_0072, 0x0176_0073, 0x0176_0075, 0x0176_007E,
        0x0176_00A2, 0x0176_00A9, 0x0176_00AB, 0x0176_00AC, 0x0176_00AD, 0x0176_00AE, 0x0176_00B1, 0x0176_00B5,
        0x0176_00B7, 0x0176_00BB, 0x0176_00C0, 0x0176_00C1, 0x0176_00C2, 0x0176_00C3, 0x0176_00C4, 0x0176_00C5,
        0x0176_00C6, 0x0176_00C7, 0x0176_00D2, 0x0176_00D3, 0x0176_00D4, 0x0176_00D5, 0x0176_00D6, 0x0176_00D7,
        0x0176_00D8, 0x0176_00E0, 0x0176_00E1, 0x0176_00E2, 0x0176_00E3, 0x0176_00E4, 0x0176_00E5, 0x0176_00E6,
        0x0176_00E7, 0x0176_00E8, 0x0176_00E9, 0x0176_00EA, 0x0176_00EB, 0x0176_00EC, 0x0176_00ED, 0x0176_00EE,
        0x0176_00F0, 0x0176_00F1, 0x0176_00F2, 0x0176_00F3, 0x0176_00F4, 0x0176_00F5, 0x0176_00F6, 0x0176_00F7,
        0x0176_00F8, 0x0176_00F9, 0x0176_00FA, 0x0176_00FB, 0x0176_00FC, 0x0176_0100, 0x0176_0101, 0x0176_0102,
        0x0176_0103, 0x0176_0104, 0x0176_0105, 0x0176_0106, 0x0176_0107, 0x0176_0108, 0x0176_0109, 0x0176_010A,
        0x0176_010B, 0x0176_010C, 0x0176_010D, 0x0176_010F, 0x0176_0111, 0x0176_0113, 0x0176_0115, 0x0176_0117,
        0x0176_0119, 0x0176_011B, 0x0176_011C, 0x0176_011D, 0x0176_011E, 0x0176_011F, 0x0176_0120, 0x0176_0121,
        0x0176_0122, 0x0176_0123, 0x0176_012F, 0x0176_0131, 0x0176_0133, 0x0176_0134, 0x0176_0144, 0x0176_0146,
        0x0176_0148, 0x0176_014B, 0x0176_014C, 0x0176_014D, 0x0176_014E, 0x0176_014F, 0x0176_0150, 0x0176_0151,
        0x0176_0152, 0x0176_0153, 0x0176_0155, 0x0176_0157, 0x0176_0159, 0x0176_015B, 0x0176_015D, 0x0176_015F,
        0x0176_0161, 0x0176_0162, 0x0176_0164, 0x0176_0166, 0x0176_0169, 0x0176_016B, 0x0176_016D, 0x0176_016F,
        0x0176_0171, 0x0176_0173, 0x0176_0219, 0x0176_021A, 0x0176_0402, 0x0176_0404, 0x0176_0408, 0x0176_040B,
        0x0176_0410, 0x0176_041E, 0x0176_0421, 0x0176_0422, 0x0176_0424, 0x0176_042A, 0x0176_042D, 0x0176_0430,
        0x0176_0432, 0x0176_0433, 0x0176_0435, 0x0176_0438, 0x0176_0439, 0x0176_043A, 0x0176_043C, 0x0176_043D,
        0x0176_043E, 0x0176_043F, 0x0176_0440, 0x0176_0441, 0x0176_0444, 0x0176_0446, 0x0176_0447, 0x0176_0448,
        0x0176_0449, 0x0176_044B, 0x0176_044C, 0x0176_044E, 0x0176_044F, 0x0176_0450, 0x0176_0451, 0x0176_0453,
        0x0176_0454, 0x0176_0455, 0x0176_0456, 0x0176_045A, 0x0176_045C, 0x0176_045D, 0x0176_045F, 0x0176_201A,
        0x0176_201E, 0x0176_2026, 0x0176_2039, 0x0176_203A, 0x0176_20A1, 0x0176_20AB, 0x0176_20B2, 0x0176_20B5,
        0x0176_2192, 0x0176_2212, 0x0176_221E, 0x0176_2248, 0x0176_2264, 0x0176_2265,
        // U+0177 LATIN SMALL LETTER Y WITH CIRCUMFLEX
        0x0177_002C, 0x0177_002E, 0x0177_002F, 0x0177_003C, 0x0177_003D, 0x0177_0041, 0x0177_004A, 0x0177_0054,
        0x0177_0059, 0x0177_005F, 0x0177_0061, 0x0177_0063, 0x0177_0064, 0x0177_0065, 0x0177_0067, 0x0177_006F,
        0x0177_0071, 0x0177_00A2, 0x0177_00AB, 0x0177_00AC, 0x0177_00B1, 0x0177_00C0, 0x0177_00C1, 0x0177_00C2,
        0x0177_00C3, 0x0177_00C4, 0x0177_00C5, 0x0177_00C6, 0x0177_00DD, 0x0177_00E0, 0x0177_00E1, 0x0177_00E2,
        0x0177_00E3, 0x0177_00E4, 0x0177_00E5, 0x0177_00E6, 0x0177_00E7, 0x0177_00E8, 0x0177_00E9, 0x0177_00EA,
        0x0177_00EB, 0x0177_00EE, 0x0177_00EF, 0x0177_00F0, 0x0177_00F2, 0x0177_00F3, 0x0177_00F4, 0x0177_00F5,
        0x0177_00F6, 0x0177_00F8, 0x0177_0100, 0x0177_0101, 0x0177_0102, 0x0177_0103, 0x0177_0104, 0x0177_0105,
        0x0177_0107, 0x0177_0109, 0x0177_010B, 0x0177_010D, 0x0177_010F, 0x0177_0111, 0x0177_0113, 0x0177_0115,
        0x0177_0117, 0x0177_0119, 0x0177_011B, 0x0177_011D, 0x0177_011F, 0x0177_0121, 0x0177_0123, 0x0177_0127,
        0x0177_0129, 0x0177_012B, 0x0177_012D, 0x0177_0134, 0x0177_014D, 0x0177_014F, 0x0177_0151, 0x0177_0153,
        0x0177_0162, 0x0177_0164, 0x0177_0166, 0x0177_0176, 0x0177_0178, 0x0177_021A, 0x0177_0402, 0x0177_0408,
        0x0177_040B, 0x0177_0410, 0x0177_0422, 0x0177_0423, 0x0177_042A, 0x0177_0430, 0x0177_0434, 0x0177_0435,
        0x0177_043B, 0x0177_043E, 0x0177_0441, 0x0177_0444, 0x0177_0447, 0x0177_0450, 0x0177_0451, 0x0177_0454,
        0x0177_0457, 0x0177_0459, 0x0177_2019, 0x0177_201A, 0x0177_201D, 0x0177_201E, 0x0177_2026, 0x0177_2039,
        0x0177_20AB, 0x0177_2248, 0x0177_2264, 0x0177_2265,
        // U+0178 LATIN CAPITAL LETTER Y WITH DIAERESIS
        0x0178_0026, 0x0178_002B, 0x0178_002C, 0x0178_002D, 0x0178_002E, 0x0178_0034, 0x0178_003A, 0x0178_003B,
        0x0178_003C, 0x0178_003D, 0x0178_0041, 0x0178_0043, 0x0178_0047, 0x0178_004A, 0x0178_004F, 0x0178_0051,
        0x0178_0054, 0x0178_0061, 0x0178_0063, 0x0178_0064, 0x0178_0065, 0x0178_0067, 0x0178_0069, 0x0178_006D,
        0x0178_006E, 0x0178_006F, 0x0178_0070, 0x0178_0071, 0x0178_0072, 0x0178_0073, 0x0178_0075, 0x0178_007E,
        0x0178_00A2, 0x0178_00A9, 0x0178_00AB, 0x0178_00AC, 0x0178_00AD, 0x0178_00AE, 0x0178_00B1, 0x0178_00B5,
        0x0178_00B7, 0x0178_00BB, 0x0178_00C0, 0x0178_00C1, 0x0178_00C2, 0x0178_00C3, 0x0178_00C4, 0x0178_00C5,
        0x0178_00C6, 0x0178_00C7, 0x0178_00D2, 0x0178_00D3, 0x0178_00D4, 0x0178_00D5, 0x0178_00D6, 0x0178_00D7,
        0x0178_00D8, 0x0178_00E0, 0x0178_00E1, 0x0178_00E2, 0x0178_00E3, 0x0178_00E4, 0x0178_00E5, 0x0178_00E6,
        0x0178_00E7, 0x0178_00E8, 0x0178_00E9, 0x0178_00EA, 0x0178_00EB, 0x0178_00EC, 0x0178_00ED, 0x0178_00EE,
        0x0178_00F0, 0x0178_00F1, 0x0178_00F2, 0x0178_00F3, 0x0178_00F4, 0x0178_00F5, 0x0178_00F6, 0x0178_00F7,
        0x0178_00F8, 0x0178_00F9, 0x0178_00FA, 0x0178_00FB, 0x0178_00FC, 0x0178_0100, 0x0178_0101, 0x0178_0102,
        0x0178_0103, 0x0178_0104, 0x0178_0105, 0x0178_0106, 0x0178_0107, 0x0178_0108, 0x0178_0109, 0x0178_010A,
        0x0178_010B, 0x0178_010C, 0x0178_010D, 0x0178_010F, 0x0178_0111, 0x0178_0113, 0x0178_0115, 0x0178_0117,
        0x0178_0119, 0x0178_011B, 0x0178_011C, 0x0178_011D, 0x0178_011E, 0x0178_011F, 0x0178_0120, 0x0178_0121,
        0x0178_0122, 0x0178_0123, 0x0178_012F, 0x0178_0131, 0x0178_0133, 0x0178_0134, 0x0178_0144, 0x0178_0146,
        0x0178_0148, 0x0178_014B, 0x0178_014C, 0x0178_014D, 0x0178_014E, 0x0178_014F, 0x0178_0150, 0x0178_0151,
        0x0178_0152, 0x0178_0153, 0x0178_0155, 0x0178_0157, 0x0178_0159, 0x0178_015B, 0x0178_015D, 0x0178_015F,
        0x0178_0161, 0x0178_0162, 0x0178_0164, 0x0178_0166, 0x0178_0169, 0x0178_016B, 0x0178_016D, 0x0178_016F,
        0x0178_0171, 0x0178_0173, 0x0178_0219, 0x0178_021A, 0x0178_0402, 0x0178_0404, 0x0178_0408, 0x0178_040B,
        0x0178_0410, 0x0178_041E, 0x0178_0421, 0x0178_0422, 0x0178_0424, 0x0178_042A, 0x0178_042D, 0x0178_0430,
        0x0178_0432, 0x0178_0433, 0x0178_0435, 0x0178_0438, 0x0178_0439, 0x0178_043A, 0x0178_043C, 0x0178_043D,
        0x0178_043E, 0x0178_043F, 0x0178_0440, 0x0178_0441, 0x0178_0444, 0x0178_0446, 0x0178_0447, 0x0178_0448,
        0x0178_0449, 0x0178_044B, 0x0178_044C, 0x0178_044E, 0x0178_044F, 0x0178_0450, 0x0178_0451, 0x0178_0453,
        0x0178_0454, 0x0178_0455, 0x0178_0456, 0x0178_045A, 0x0178_045C, 0x0178_045D, 0x0178_045F, 0x0178_201A,
        0x0178_201E, 0x0178_2026, 0x0178_2039, 0x0178_203A, 0x0178_20A1, 0x0178_20AB, 0x0178_20B2, 0x0178_20B5,
        0x0178_2192, 0x0178_2212, 0x0178_221E, 0x0178_2248, 0x0178_2264, 0x0178_2265,
        // U+0179 LATIN CAPITAL LETTER Z WITH ACUTE
        0x0179_002B, 0x0179_002D, 0x0179_003C, 0x0179_0043, 0x0179_0047, 0x0179_004F, 0x0179_0051, 0x0179_007E,
        0x0179_00A9, 0x0179_00AB, 0x0179_00AC, 0x0179_00AD, 0x0179_00B7, 0x0179_00C7, 0x0179_00D2, 0x0179_00D3,
        0x0179_00D4, 0x0179_00D5, 0x0179_00D6, 0x0179_00D8, 0x0179_00EF, 0x0179_00F7, 0x0179_0106, 0x0179_0108,
        0x0179_010A, 0x0179_010C, 0x0179_011C, 0x0179_011E, 0x0179_0120, 0x0179_0122, 0x0179_0129, 0x0179_012B,
        0x0179_012D, 0x0179_014C, 0x0179_014E, 0x0179_0150, 0x0179_0152, 0x0179_0404, 0x0179_041E, 0x0179_0421,
        0x0179_0424, 0x0179_042D, 0x0179_0457, 0x0179_2039, 0x0179_20A1, 0x0179_20B2, 0x0179_20B5, 0x0179_2192,
        0x0179_2212,
        // U+017A LATIN SMALL LETTER Z WITH ACUTE
        0x017A_0054, 0x017A_0063, 0x017A_0064, 0x017A_0065, 0x017A_0067, 0x017A_006F, 0x017A_0071, 0x017A_00A2,
        0x017A_00E7, 0x017A_00E8, 0x017A_00E9, 0x017A_00EA, 0x017A_00EB, 0x017A_00F0, 0x017A_00F2, 0x017A_00F3,
        0x017A_00F4, 0x017A_00F5, 0x017A_00F6, 0x017A_00F8, 0x017A_0107, 0x017A_0109, 0x017A_010B, 0x017A_010D,
        0x017A_010F, 0x017A_0111, 0x017A_0113, 0x017A_0115, 0x017A_0117, 0x017A_0119, 0x017A_011B, 0x017A_011D,
        0x017A_011F, 0x017A_0121, 0x017A_0123, 0x017A_014D, 0x017A_014F, 0x017A_0151, 0x017A_0153, 0x017A_0162,
        0x017A_0164, 0x017A_0166, 0x017A_021A, 0x017A_0402, 0x017A_040B, 0x017A_0422, 0x017A_042A, 0x017A_0435,
        0x017A_043E, 0x017A_0441, 0x017A_0444, 0x017A_0450, 0x017A_0451, 0x017A_0454, 0x017A_20AB,
        // U+017B LATIN CAPITAL LETTER Z WITH DOT ABOVE
        0x017B_002B, 0x017B_002D, 0x017B_003C, 0x017B_0043, 0x017B_0047, 0x017B_004F, 0x017B_0051, 0x017B_007E,
        0x017B_00A9, 0x017B_00AB, 0x017B_00AC, 0x017B_00AD, 0x017B_00B7, 0x017B_00C7, 0x017B_00D2, 0x017B_00D3,
        0x017B_00D4, 0x017B_00D5, 0x017B_00D6, 0x017B_00D8, 0x017B_00EF, 0x017B_00F7, 0x017B_0106, 0x017B_0108,
        0x017B_010A, 0x017B_010C, 0x017B_011C, 0x017B_011E, 0x017B_0120, 0x017B_0122, 0x017B_0129, 0x017B_012B,
        0x017B_012D, 0x017B_014C, 0x017B_014E, 0x017B_0150, 0x017B_0152, 0x017B_0404, 0x017B_041E, 0x017B_0421,
        0x017B_0424, 0x017B_042D, 0x017B_0457, 0x017B_2039, 0x017B_20A1, 0x017B_20B2, 0x017B_20B5, 0x017B_2192,
        0x017B_2212,
        // U+017C LATIN SMALL LETTER Z WITH DOT ABOVE
        0x017C_0054, 0x017C_0063, 0x017C_0064, 0x017C_0065, 0x017C_0067, 0x017C_006F, 0x017C_0071, 0x017C_00A2,
        0x017C_00E7, 0x017C_00E8, 0x017C_00E9, 0x017C_00EA, 0x017C_00EB, 0x017C_00F0, 0x017C_00F2, 0x017C_00F3,
        0x017C_00F4, 0x017C_00F5, 0x017C_00F6, 0x017C_00F8, 0x017C_0107, 0x017C_0109, 0x017C_010B, 0x017C_010D,
        0x017C_010F, 0x017C_0111, 0x017C_0113, 0x017C_0115, 0x017C_0117, 0x017C_0119, 0x017C_011B, 0x017C_011D,
        0x017C_011F, 0x017C_0121, 0x017C_0123, 0x017C_014D, 0x017C_014F, 0x017C_0151, 0x017C_0153, 0x017C_0162,
        0x017C_0164, 0x017C_0166, 0x017C_021A, 0x017C_0402, 0x017C_040B, 0x017C_0422, 0x017C_042A, 0x017C_0435,
        0x017C_043E, 0x017C_0441, 0x017C_0444, 0x017C_0450, 0x017C_0451, 0x017C_0454, 0x017C_20AB,
        // U+017D LATIN CAPITAL LETTER Z WITH CARON
        0x017D_002B, 0x017D_002D, 0x017D_003C, 0x017D_0043, 0x017D_0047, 0x017D_004F, 0x017D_0051, 0x017D_007E,
        0x017D_00A9, 0x017D_00AB, 0x017D_00AC, 0x017D_00AD, 0x017D_00B7, 0x017D_00C7, 0x017D_00D2, 0x017D_00D3,
        0x017D_00D4, 0x017D_00D5, 0x017D_00D6, 0x017D_00D8, 0x017D_00EF, 0x017D_00F7, 0x017D_0106, 0x017D_0108,
        0x017D_010A, 0x017D_010C, 0x017D_011C, 0x017D_011E, 0x017D_0120, 0x017D_0122, 0x017D_0129, 0x017D_012B,
        0x017D_012D, 0x017D_014C, 0x017D_014E, 0x017D_0150, 0x017D_0152, 0x017D_0404, 0x017D_041E, 0x017D_0421,
        0x017D_0424, 0x017D_042D, 0x017D_0457, 0x017D_2039, 0x017D_20A1, 0x017D_20B2, 0x017D_20B5, 0x017D_2192,
        0x017D_2212,
        // U+017E LATIN SMALL LETTER Z WITH CARON
        0x017E_0054, 0x017E_0063, 0x017E_0064, 0x017E_0065, 0x017E_0067, 0x017E_006F, 0x017E_0071, 0x017E_00A2,
        0x017E_00E7, 0x017E_00E8, 0x017E_00E9, 0x017E_00EA, 0x017E_00EB, 0x017E_00F0, 0x017E_00F2, 0x017E_00F3,
        0x017E_00F4, 0x017E_00F5, 0x017E_00F6, 0x017E_00F8, 0x017E_0107, 0x017E_0109, 0x017E_010B, 0x017E_010D,
        0x017E_010F, 0x017E_0111, 0x017E_0113, 0x017E_0115, 0x017E_0117, 0x017E_0119, 0x017E_011B, 0x017E_011D,
        0x017E_011F, 0x017E_0121, 0x017E_0123, 0x017E_014D, 0x017E_014F, 0x017E_0151, 0x017E_0153, 0x017E_0162,
        0x017E_0164, 0x017E_0166, 0x017E_021A, 0x017E_0402, 0x017E_040B, 0x017E_0422, 0x017E_042A, 0x017E_0435,
        0x017E_043E, 0x017E_0441, 0x017E_0444, 0x017E_0450, 0x017E_0451, 0x017E_0454, 0x017E_20AB,
        // U+0192 LATIN SMALL LETTER F WITH HOOK
        0x0192_0069, 0x0192_00EC, 0x0192_00ED, 0x0192_00EE, 0x0192_012F, 0x0192_0131, 0x0192_0133, 0x0192_044B,
        0x0192_0456,
        // U+0218 LATIN CAPITAL LETTER S WITH COMMA BELOW
        0x0218_0041, 0x0218_00C0, 0x0218_00C1, 0x0218_00C2, 0x0218_00C3, 0x0218_00C4, 0x0218_00C5, 0x0218_00C6,
        0x0218_00EF, 0x0218_0100, 0x0218_0102, 0x0218_0104, 0x0218_0129, 0x0218_012B, 0x0218_012D, 0x0218_0410,
        0x0218_0457,
        // U+0219 LATIN SMALL LETTER S WITH COMMA BELOW
        0x0219_0054, 0x0219_0056, 0x0219_0057, 0x0219_0059, 0x0219_005C, 0x0219_00AE, 0x0219_00DD, 0x0219_0162,
        0x0219_0164, 0x0219_0166, 0x0219_0174, 0x0219_0176, 0x0219_0178, 0x0219_021A, 0x0219_0402, 0x0219_040B,
        0x0219_0422, 0x0219_0423, 0x0219_042A, 0x0219_2018, 0x0219_201A, 0x0219_201C, 0x0219_201E,
        // U+021A LATIN CAPITAL LETTER T WITH COMMA BELOW
        0x021A_0026, 0x021A_002B, 0x021A_002C, 0x021A_002D, 0x021A_002E, 0x021A_002F, 0x021A_0034, 0x021A_003A,
        0x021A_003B, 0x021A_003C, 0x021A_0041, 0x021A_0043, 0x021A_0047, 0x021A_004A, 0x021A_004F, 0x021A_0051,
        0x021A_005F, 0x021A_0061, 0x021A_0063, 0x021A_0064, 0x021A_0065, 0x021A_0067, 0x021A_006D, 0x021A_006E,
        0x021A_006F, 0x021A_0070, 0x021A_0071, 0x021A_0072, 0x021A_0073, 0x021A_0075, 0x021A_0076, 0x021A_0077,
        0x021A_0078, 0x021A_0079, 0x021A_007A, 0x021A_007E, 0x021A_00A2, 0x021A_00A9, 0x021A_00AB, 0x021A_00AC,
        0x021A_00AD, 0x021A_00B5, 0x021A_00B7, 0x021A_00BB, 0x021A_00C0, 0x021A_00C1, 0x021A_00C2, 0x021A_00C3,
        0x021A_00C4, 0x021A_00C5, 0x021A_00C6, 0x021A_00C7, 0x021A_00D2, 0x021A_00D3, 0x021A_00D4, 0x021A_00D5,
        0x021A_00D6, 0x021A_00D8, 0x021A_00E0, 0x021A_00E1, 0x021A_00E2, 0x021A_00E3, 0x021A_00E4, 0x021A_00E5,
        0x021A_00E6, 0x021A_00E7, 0x021A_00E8, 0x021A_00E9, 0x021A_00EA, 0x021A_00EB, 0x021A_00EF, 0x021A_00F0,
        0x021A_00F1, 0x021A_00F2, 0x021A_00F3, 0x021A_00F4, 0x021A_00F5, 0x021A_00F6, 0x021A_00F7, 0x021A_00F8,
        0x021A_00F9, 0x021A_00FA, 0x021A_00FB, 0x021A_00FC, 0x021A_00FD, 0x021A_00FF, 0x021A_0100, 0x021A_0101,
        0x021A_0102, 0x021A_0103, 0x021A_0104, 0x021A_0105, 0x021A_0106, 0x021A_0107, 0x021A_0108, 0x021A_0109,
        0x021A_010A, 0x021A_010B, 0x021A_010C, 0x021A_010D, 0x021A_010F, 0x021A_0111, 0x021A_0113, 0x021A_0115,
        0x021A_0117, 0x021A_0119, 0x021A_011B, 0x021A_011C, 0x021A_011D, 0x021A_011E, 0x021A_011F, 0x021A_0120,
        0x021A_0121, 0x021A_0122, 0x021A_0123, 0x021A_0129, 0x021A_012B, 0x021A_012D, 0x021A_0134, 0x021A_0144,
        0x021A_0146, 0x021A_0148, 0x021A_014B, 0x021A_014C, 0x021A_014D, 0x021A_014E, 0x021A_014F, 0x021A_0150,
        0x021A_0151, 0x021A_0152, 0x021A_0153, 0x021A_0155, 0x021A_0157, 0x021A_0159, 0x021A_015B, 0x021A_015D,
        0x021A_015F, 0x021A_0161, 0x021A_0169, 0x021A_016B, 0x021A_016D, 0x021A_016F, 0x021A_0171, 0x021A_0173,
        0x021A_0175, 0x021A_0177, 0x021A_017A, 0x021A_017C, 0x021A_017E, 0x021A_0219, 0x021A_0404, 0x021A_0408,
        0x021A_0410, 0x021A_041E, 0x021A_0421, 0x021A_0424, 0x021A_042D, 0x021A_0430, 0x021A_0432, 0x021A_0433,
        0x021A_0435, 0x021A_0436, 0x021A_0438, 0x021A_0439, 0x021A_043A, 0x021A_043C, 0x021A_043D, 0x021A_043E,
        0x021A_043F, 0x021A_0440, 0x021A_0441, 0x021A_0442, 0x021A_0443, 0x021A_0444, 0x021A_0445, 0x021A_0446,
        0x021A_0447, 0x021A_0448, 0x021A_0449, 0x021A_044A, 0x021A_044C, 0x021A_044E, 0x021A_044F, 0x021A_0450,
        0x021A_0451, 0x021A_0453, 0x021A_0454, 0x021A_0455, 0x021A_0457, 0x021A_045A, 0x021A_045C, 0x021A_045D,
        0x021A_045E, 0x021A_045F, 0x021A_201A, 0x021A_201E, 0x021A_2026, 0x021A_2039, 0x021A_203A, 0x021A_20A1,
        0x021A_20AB, 0x021A_20B2, 0x021A_20B5, 0x021A_2192, 0x021A_2212,
        // U+021B LATIN SMALL LETTER T WITH COMMA BELOW
        0x021B_002B, 0x021B_002D, 0x021B_0034, 0x021B_003C, 0x021B_0042, 0x021B_0044, 0x021B_0045, 0x021B_0046,
        0x021B_0048, 0x021B_0049, 0x021B_004B, 0x021B_004C, 0x021B_004D, 0x021B_004E, 0x021B_0050, 0x021B_0052,
        0x021B_0054, 0x021B_0056, 0x021B_0057, 0x021B_0059, 0x021B_005C, 0x021B_0062, 0x021B_0063, 0x021B_0064,
        0x021B_0065, 0x021B_0067, 0x021B_0068, 0x021B_006B, 0x021B_006C, 0x021B_006F, 0x021B_0071, 0x021B_0073,
        0x021B_007C, 0x021B_007E, 0x021B_00A2, 0x021B_00AC, 0x021B_00AD, 0x021B_00B7, 0x021B_00C8, 0x021B_00C9,
        0x021B_00CA, 0x021B_00CB, 0x021B_00CC, 0x021B_00CD, 0x021B_00D1, 0x021B_00D7, 0x021B_00DD, 0x021B_00DE,
        0x021B_00DF, 0x021B_00E7, 0x021B_00E8, 0x021B_00E9, 0x021B_00EA, 0x021B_00EB, 0x021B_00F0, 0x021B_00F2,
        0x021B_00F3, 0x021B_00F4, 0x021B_00F5, 0x021B_00F6, 0x021B_00F7, 0x021B_00F8, 0x021B_00FE, 0x021B_0107,
        0x021B_0109, 0x021B_010B, 0x021B_010D, 0x021B_010E, 0x021B_010F, 0x021B_0111, 0x021B_0112, 0x021B_0113,
        0x021B_0114, 0x021B_0115, 0x021B_0116, 0x021B_0117, 0x021B_0118, 0x021B_0119, 0x021B_011A, 0x021B_011B,
        0x021B_011D, 0x021B_011F, 0x021B_0121, 0x021B_0123, 0x021B_0124, 0x021B_0125, 0x021B_0126, 0x021B_0127,
        0x021B_012E, 0x021B_0130, 0x021B_0136, 0x021B_0137, 0x021B_0139, 0x021B_013A, 0x021B_013B, 0x021B_013C,
        0x021B_013D, 0x021B_013E, 0x021B_0140, 0x021B_0141, 0x021B_0142, 0x021B_0143, 0x021B_0145, 0x021B_0147,
        0x021B_014A, 0x021B_014D, 0x021B_014F, 0x021B_0151, 0x021B_0153, 0x021B_0154, 0x021B_0156, 0x021B_0158,
        0x021B_015B, 0x021B_015D, 0x021B_015F, 0x021B_0161, 0x021B_0162, 0x021B_0164, 0x021B_0166, 0x021B_0174,
        0x021B_0176, 0x021B_0178, 0x021B_0219, 0x021B_021A, 0x021B_0400, 0x021B_0401, 0x021B_0402, 0x021B_0403,
        0x021B_0406, 0x021B_040A, 0x021B_040B, 0x021B_040C, 0x021B_040D, 0x021B_040F, 0x021B_0411, 0x021B_0412,
        0x021B_0413, 0x021B_0415, 0x021B_0418, 0x021B_0419, 0x021B_041A, 0x021B_041C, 0x021B_041D, 0x021B_041F,
        0x021B_0420, 0x021B_0422, 0x021B_0423, 0x021B_0426, 0x021B_0428, 0x021B_0429, 0x021B_042A, 0x021B_042B,
        0x021B_042C, 0x021B_042E, 0x021B_0435, 0x021B_043E, 0x021B_0441, 0x021B_0444, 0x021B_044F, 0x021B_0450,
        0x021B_0451, 0x021B_0452, 0x021B_0454, 0x021B_0455, 0x021B_045B, 0x021B_0E3F, 0x021B_2018, 0x021B_2019,
        0x021B_201C, 0x021B_201D, 0x021B_2022, 0x021B_20A8, 0x021B_20AB, 0x021B_20BF, 0x021B_2116, 0x021B_2192,
        0x021B_2212,
        // U+0400 CYRILLIC CAPITAL LETTER IE WITH GRAVE
        0x0400_00EF, 0x0400_0129, 0x0400_012B, 0x0400_012D, 0x0400_0457,
        // U+0401 CYRILLIC CAPITAL LETTER IO
        0x0401_00EF, 0x0401_0129, 0x0401_012B, 0x0401_012D, 0x0401_0457,
        // U+0402 CYRILLIC CAPITAL LETTER DJE
        0x0402_0029, 0x0402_0031, 0x0402_0041, 0x0402_0054, 0x0402_0056, 0x0402_0057, 0x0402_0058, 0x0402_0059,
        0x0402_005C, 0x0402_005D, 0x0402_0076, 0x0402_0077, 0x0402_0078, 0x0402_0079, 0x0402_007D, 0x0402_00AA,
        0x0402_00AE, 0x0402_00BA, 0x0402_00C0, 0x0402_00C1, 0x0402_00C2, 0x0402_00C3, 0x0402_00C4, 0x0402_00C5,
        0x0402_00C6, 0x0402_00DD, 0x0402_00FD, 0x0402_00FF, 0x0402_0100, 0x0402_0102, 0x0402_0104, 0x0402_0162,
        0x0402_0164, 0x0402_0166, 0x0402_0174, 0x0402_0175, 0x0402_0176, 0x0402_0177, 0x0402_0178, 0x0402_021A,
        0x0402_0402, 0x0402_040B, 0x0402_0410, 0x0402_0416, 0x0402_0422, 0x0402_0423, 0x0402_0425, 0x0402_042A,
        0x0402_0436, 0x0402_0442, 0x0402_0443, 0x0402_0445, 0x0402_044A, 0x0402_045E, 0x0402_2018, 0x0402_201C,
        // U+0403 CYRILLIC CAPITAL LETTER GJE
        0x0403_0026, 0x0403_002B, 0x0403_002C, 0x0403_002D, 0x0403_002E, 0x0403_002F, 0x0403_0034, 0x0403_003A,
        0x0403_003B, 0x0403_003C, 0x0403_0041, 0x0403_0043, 0x0403_0047, 0x0403_004A, 0x0403_004F, 0x0403_0051,
        0x0403_005F, 0x0403_0061, 0x0403_0063, 0x0403_0064, 0x0403_0065, 0x0403_0067, 0x0403_006D, 0x0403_006E,
        0x0403_006F, 0x0403_0070, 0x0403_0071, 0x0403_0072, 0x0403_0073, 0x0403_0075, 0x0403_0076, 0x0403_0077,
        0x0403_0078, 0x0403_0079, 0x0403_007A, 0x0403_007E, 0x0403_00A2, 0x0403_00A9, 0x0403_00AB, 0x0403_00AC,
        0x0403_00AD, 0x0403_00B5, 0x0403_00B7, 0x0403_00BB, 0x0403_00C0, 0x0403_00C1, 0x0403_00C2, 0x0403_00C3,
        0x0403_00C4, 0x0403_00C5, 0x0403_00C6, 0x0403_00C7, 0x0403_00D2, 0x0403_00D3, 0x0403_00D4, 0x0403_00D5,
        0x0403_00D6, 0x0403_00D8, 0x0403_00E0, 0x0403_00E1, 0x0403_00E2, 0x0403_00E3, 0x0403_00E4, 0x0403_00E5,
        0x0403_00E6, 0x0403_00E7, 0x0403_00E8, 0x0403_00E9, 0x0403_00EA, 0x0403_00EB, 0x0403_00EF, 0x0403_00F0,
        0x0403_00F1, 0x0403_00F2, 0x0403_00F3, 0x0403_00F4, 0x0403_00F5, 0x0403_00F6, 0x0403_00F7, 0x0403_00F8,
        0x0403_00F9, 0x0403_00FA, 0x0403_00FB, 0x0403_00FC, 0x0403_00FD, 0x0403_00FF, 0x0403_0100, 0x0403_0101,
        0x0403_0102, 0x0403_0103, 0x0403_0104, 0x0403_0105, 0x0403_0106, 0x0403_0107, 0x0403_0108, 0x0403_0109,
        0x0403_010A, 0x0403_010B, 0x0403_010C, 0x0403_010D, 0x0403_010F, 0x0403_0111, 0x0403_0113, 0x0403_0115,
        0x0403_0117, 0x0403_0119, 0x0403_011B, 0x0403_011C, 0x0403_011D, 0x0403_011E, 0x0403_011F, 0x0403_0120,
        0x0403_0121, 0x0403_0122, 0x0403_0123, 0x0403_0129, 0x0403_012B, 0x0403_012D, 0x0403_0134, 0x0403_0144,
        0x0403_0146, 0x0403_0148, 0x0403_014B, 0x0403_014C, 0x0403_014D, 0x0403_014E, 0x0403_014F, 0x0403_0150,
        0x0403_0151, 0x0403_0152, 0x0403_0153, 0x0403_0155, 0x0403_0157, 0x0403_0159, 0x0403_015B, 0x0403_015D,
        0x0403_015F, 0x0403_0161, 0x0403_0169, 0x0403_016B, 0x0403_016D, 0x0403_016F, 0x0403_0171, 0x0403_0173,
        0x0403_0175, 0x0403_0177, 0x0403_017A, 0x0403_017C, 0x0403_017E, 0x0403_0219, 0x0403_0404, 0x0403_0408,
        0x0403_0410, 0x0403_041E, 0x0403_0421, 0x0403_0424, 0x0403_042D, 0x0403_0430, 0x0403_0432, 0x0403_0433,
        0x0403_0435, 0x0403_0436, 0x0403_0438, 0x0403_0439, 0x0403_043A, 0x0403_043C, 0x0403_043D, 0x0403_043E,
        0x0403_043F, 0x0403_0440, 0x0403_0441, 0x0403_0442, 0x0403_0443, 0x0403_0444, 0x0403_0445, 0x0403_0446,
        0x0403_0447, 0x0403_0448, 0x0403_0449, 0x0403_044A, 0x0403_044C, 0x0403_044E, 0x0403_044F, 0x0403_0450,
        0x0403_0451, 0x0403_0453, 0x0403_0454, 0x0403_0455, 0x0403_0457, 0x0403_045A, 0x0403_045C, 0x0403_045D,
        0x0403_045E, 0x0403_045F, 0x0403_201A, 0x0403_201E, 0x0403_2026, 0x0403_2039, 0x0403_203A, 0x0403_20A1,
        0x0403_20AB, 0x0403_20B2, 0x0403_20B5, 0x0403_2192, 0x0403_2212,
        // U+0404 CYRILLIC CAPITAL LETTER UKRAINIAN IE
        0x0404_002C, 0x0404_002E, 0x0404_2026,
        // U+0405 CYRILLIC CAPITAL LETTER DZE
        0x0405_0041, 0x0405_00C0, 0x0405_00C1, 0x0405_00C2, 0x0405_00C3, 0x0405_00C4, 0x0405_00C5, 0x0405_00C6,
        0x0405_00EF, 0x0405_0100, 0x0405_0102, 0x0405_0104, 0x0405_0129, 0x0405_012B, 0x0405_012D, 0x0405_0410,
        0x0405_0457,
        // U+0406 CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I
        0x0406_005F, 0x0406_00CE, 0x0406_00CF, 0x0406_00EF, 0x0406_0128, 0x0406_0129, 0x0406_012A, 0x0406_012B,
        0x0406_012C, 0x0406_012D, 0x0406_012F, 0x0406_0407, 0x0406_0457,
        // U+0408 CYRILLIC CAPITAL LETTER JE
        0x0408_002C, 0x0408_002E, 0x0408_002F, 0x0408_005F, 0x0408_201A, 0x0408_201E, 0x0408_2026,
        // U+0409 CYRILLIC CAPITAL LETTER LJE
        0x0409_0029, 0x0409_0041, 0x0409_0054, 0x0409_0056, 0x0409_0057, 0x0409_0058, 0x0409_0059, 0x0409_005C,
        0x0409_005D, 0x0409_0076, 0x0409_0077, 0x0409_0078, 0x0409_0079, 0x0409_007D, 0x0409_00AA, 0x0409_00AE,
        0x0409_00BA, 0x0409_00C0, 0x0409_00C1, 0x0409_00C2, 0x0409_00C3, 0x0409_00C4, 0x0409_00C5, 0x0409_00C6,
        0x0409_00DD, 0x0409_00FD, 0x0409_00FF, 0x0409_0100, 0x0409_0102, 0x0409_0104, 0x0409_0162, 0x0409_0164,
        0x0409_0166, 0x0409_0174, 0x0409_0175, 0x0409_0176, 0x0409_0177, 0x0409_0178, 0x0409_021A, 0x0409_0402,
        0x0409_040B, 0x0409_0410, 0x0409_0416, 0x0409_0422, 0x0409_0423, 0x0409_0425, 0x0409_042A, 0x0409_0436,
        0x0409_0442, 0x0409_0443, 0x0409_0445, 0x0409_044A, 0x0409_045E, 0x0409_2018, 0x0409_201C,
        // U+040A CYRILLIC CAPITAL LETTER NJE
        0x040A_0029, 0x040A_0041, 0x040A_0054, 0x040A_0056, 0x040A_0057, 0x040A_0058, 0x040A_0059, 0x040A_005C,
        0x040A_005D, 0x040A_0076, 0x040A_0077, 0x040A_0078, 0x040A_0079, 0x040A_007D, 0x040A_00AA, 0x040A_00AE,
        0x040A_00BA, 0x040A_00C0, 0x040A_00C1, 0x040A_00C2, 0x040A_00C3, 0x040A_00C4, 0x040A_00C5, 0x040A_00C6,
        0x040A_00DD, 0x040A_00FD, 0x040A_00FF, 0x040A_0100, 0x040A_0102, 0x040A_0104, 0x040A_0162, 0x040A_0164,
        0x040A_0166, 0x040A_0174, 0x040A_0175, 0x040A_0176, 0x040A_0177, 0x040A_0178, 0x040A_021A, 0x040A_0402,
        0x040A_040B, 0x040A_0410, 0x040A_0416, 0x040A_0422, 0x040A_0423, 0x040A_0425, 0x040A_042A, 0x040A_0436,
        0x040A_0442, 0x040A_0443, 0x040A_0445, 0x040A_044A, 0x040A_045E, 0x040A_2018, 0x040A_201C,
        // U+040B CYRILLIC CAPITAL LETTER TSHE
        0x040B_0031, 0x040B_0054, 0x040B_0056, 0x040B_0057, 0x040B_0059, 0x040B_005C, 0x040B_0076, 0x040B_0079,
        0x040B_00AE, 0x040B_00DD, 0x040B_00FD, 0x040B_00FF, 0x040B_0162, 0x040B_0164, 0x040B_0166, 0x040B_0174,
        0x040B_0176, 0x040B_0177, 0x040B_0178, 0x040B_021A, 0x040B_0402, 0x040B_040B, 0x040B_0422, 0x040B_0423,
        0x040B_042A, 0x040B_0442, 0x040B_0443, 0x040B_044A, 0x040B_045E, 0x040B_2018, 0x040B_201C,
        // U+040C CYRILLIC CAPITAL LETTER KJE
        0x040C_0024, 0x040C_002B, 0x040C_002D, 0x040C_003C, 0x040C_003D, 0x040C_0043, 0x040C_0047, 0x040C_004F,
        0x040C_0051, 0x040C_0053, 0x040C_0063, 0x040C_0064, 0x040C_0065, 0x040C_0067, 0x040C_0069, 0x040C_006F,
        0x040C_0071, 0x040C_0075, 0x040C_0076, 0x040C_0077, 0x040C_0079, 0x040C_007E, 0x040C_00A2, 0x040C_00A9,
        0x040C_00AB, 0x040C_00AC, 0x040C_00AD, 0x040C_00AE, 0x040C_00B1, 0x040C_00B5, 0x040C_00B7, 0x040C_00C7,
        0x040C_00D2, 0x040C_00D3, 0x040C_00D4, 0x040C_00D5, 0x040C_00D6, 0x040C_00D8, 0x040C_00E7, 0x040C_00E8,
        0x040C_00E9, 0x040C_00EA, 0x040C_00EB, 0x040C_00EC, 0x040C_00ED, 0x040C_00EE, 0x040C_00EF, 0x040C_00F0,
        0x040C_00F2, 0x040C_00F3, 0x040C_00F4, 0x040C_00F5, 0x040C_00F6, 0x040C_00F7, 0x040C_00F8, 0x040C_00F9,
        0x040C_00FA, 0x040C_00FB, 0x040C_00FC, 0x040C_00FD, 0x040C_00FF, 0x040C_0106, 0x040C_0107, 0x040C_0108,
        0x040C_0109, 0x040C_010A, 0x040C_010B, 0x040C_010C, 0x040C_010D, 0x040C_010F, 0x040C_0111, 0x040C_0113,
        0x040C_0115, 0x040C_0117, 0x040C_0119, 0x040C_011B, 0x040C_011C, 0x040C_011D, 0x040C_011E, 0x040C_011F,
        0x040C_0120, 0x040C_0121, 0x040C_0122, 0x040C_0123, 0x040C_0129, 0x040C_012B, 0x040C_012D, 0x040C_012F,
        0x040C_0131, 0x040C_0133, 0x040C_014C, 0x040C_014D, 0x040C_014E, 0x040C_014F, 0x040C_0150, 0x040C_0151,
        0x040C_0152, 0x040C_0153, 0x040C_015A, 0x040C_015C, 0x040C_015E, 0x040C_0160, 0x040C_0169, 0x040C_016B,
        0x040C_016D, 0x040C_016F, 0x040C_0171, 0x040C_0173, 0x040C_0175, 0x040C_0177, 0x040C_0218, 0x040C_0404,
        0x040C_0405, 0x040C_041E, 0x040C_0421, 0x040C_0424, 0x040C_042D, 0x040C_0435, 0x040C_043E, 0x040C_0441,
        0x040C_0443, 0x040C_0444, 0x040C_044B, 0x040C_0450, 0x040C_0451, 0x040C_0454, 0x040C_0456, 0x040C_0457,
        0x040C_045E, 0x040C_2039, 0x040C_20A1, 0x040C_20AB, 0x040C_20B2, 0x040C_20B5, 0x040C_2192, 0x040C_2212,
        0x040C_221E, 0x040C_2248, 0x040C_2264, 0x040C_2265,
        // U+040D CYRILLIC CAPITAL LETTER I WITH GRAVE
        0x040D_005F, 0x040D_00CE, 0x040D_00CF, 0x040D_00EF, 0x040D_0128, 0x040D_0129, 0x040D_012A, 0x040D_012B,
        0x040D_012C, 0x040D_012D, 0x040D_012F, 0x040D_0407, 0x040D_0457,
        // U+0410 CYRILLIC CAPITAL LETTER A
        0x0410_0022, 0x0410_0024, 0x0410_0027, 0x0410_002A, 0x0410_0031, 0x0410_003C, 0x0410_003D, 0x0410_003F,
        0x0410_0043, 0x0410_0047, 0x0410_004F, 0x0410_0051, 0x0410_0053, 0x0410_0054, 0x0410_0056, 0x0410_0057,
        0x0410_0059, 0x0410_005C, 0x0410_005E, 0x0410_0063, 0x0410_0064, 0x0410_0065, 0x0410_0066, 0x0410_0067,
        0x0410_0069, 0x0410_006F, 0x0410_0071, 0x0410_0073, 0x0410_0074, 0x0410_0076, 0x0410_0077, 0x0410_0079,
        0x0410_00A2, 0x0410_00A9, 0x0410_00AA, 0x0410_00AB, 0x0410_00AE, 0x0410_00B0, 0x0410_00B1, 0x0410_00B6,
        0x0410_00B7, 0x0410_00BA, 0x0410_00BB, 0x0410_00C7, 0x0410_00D2, 0x0410_00D3, 0x0410_00D4, 0x0410_00D5,
        0x0410_00D6, 0x0410_00D8, 0x0410_00DD, 0x0410_00E7, 0x0410_00E8, 0x0410_00E9, 0x0410_00EA, 0x0410_00EB,
        0x0410_00EC, 0x0410_00ED, 0x0410_00EE, 0x0410_00EF, 0x0410_00F0, 0x0410_00F2, 0x0410_00F3, 0x0410_00F4,
        0x0410_00F5, 0x0410_00F6, 0x0410_00F8, 0x0410_00FD, 0x0410_00FF, 0x0410_0106, 0x0410_0107, 0x0410_0108,
        0x0410_0109, 0x0410_010A, 0x0410_010B, 0x0410_010C, 0x0410_010D, 0x0410_010F, 0x0410_0111, 0x0410_0113,
        0x0410_0115, 0x0410_0117, 0x0410_0119, 0x0410_011B, 0x0410_011C, 0x0410_011D, 0x0410_011E, 0x0410_011F,
        0x0410_0120, 0x0410_0121, 0x0410_0122, 0x0410_0123, 0x0410_0129, 0x0410_012B, 0x0410_012D, 0x0410_012F,
        0x0410_0131, 0x0410_0133, 0x0410_014C, 0x0410_014D, 0x0410_014E, 0x0410_014F, 0x0410_0150, 0x0410_0151,
        0x0410_0152, 0x0410_0153, 0x0410_015A, 0x0410_015B, 0x0410_015C, 0x0410_015D, 0x0410_015E, 0x0410_015F,
        0x0410_0160, 0x0410_0161, 0x0410_0162, 0x0410_0163, 0x0410_0164, 0x0410_0165, 0x0410_0166, 0x0410_0167,
        0x0410_0174, 0x0410_0175, 0x0410_0176, 0x0410_0177, 0x0410_0178, 0x0410_0218, 0x0410_0219, 0x0410_021A,
        0x0410_021B, 0x0410_0402, 0x0410_0404, 0x0410_0405, 0x0410_040B, 0x0410_041E, 0x0410_0421, 0x0410_0422,
        0x0410_0423, 0x0410_0424, 0x0410_042A, 0x0410_042D, 0x0410_0435, 0x0410_043E, 0x0410_0441, 0x0410_0443,
        0x0410_0444, 0x0410_044B, 0x0410_044F, 0x0410_0450, 0x0410_0451, 0x0410_0454, 0x0410_0455, 0x0410_0456,
        0x0410_0457, 0x0410_045E, 0x0410_2018, 0x0410_2019, 0x0410_201C, 0x0410_201D, 0x0410_2039, 0x0410_203A,
        0x0410_20A1, 0x0410_20AB, 0x0410_20B2, 0x0410_20B5, 0x0410_2248, 0x0410_2264, 0x0410_2265,
        // U+0411 CYRILLIC CAPITAL LETTER BE
        0x0411_00EF, 0x0411_0129, 0x0411_012B, 0x0411_012D, 0x0411_042A, 0x0411_0457,
        // U+0412 CYRILLIC CAPITAL LETTER VE
        0x0412_00EF, 0x0412_0129, 0x0412_012B, 0x0412_012D, 0x0412_0457,
        // U+0413 CYRILLIC CAPITAL LETTER GHE
        0x0413_0026, 0x0413_002B, 0x0413_002C, 0x0413_002D, 0x0413_002E, 0x0413_002F, 0x0413_0034, 0x0413_003A,
        0x0413_003B, 0x0413_003C, 0x0413_0041, 0x0413_0043, 0x0413_0047, 0x0413_004A, 0x0413_004F, 0x0413_0051,
        0x0413_005F, 0x0413_0061, 0x0413_0063, 0x0413_0064, 0x0413_0065, 0x0413_0067, 0x0413_006D, 0x0413_006E,
        0x0413_006F, 0x0413_0070, 0x0413_0071, 0x0413_0072, 0x0413_0073, 0x0413_0075, 0x0413_0076, 0x0413_0077,
        0x0413_0078, 0x0413_0079, 0x0413_007A, 0x0413_007E, 0x0413_00A2, 0x0413_00A9, 0x0413_00AB, 0x0413_00AC,
        0x0413_00AD, 0x0413_00B5, 0x0413_00B7, 0x0413_00BB, 0x0413_00C0, 0x0413_00C1, 0x0413_00C2, 0x0413_00C3,
        0x0413_00C4, 0x0413_00C5, 0x0413_00C6, 0x0413_00C7, 0x0413_00D2, 0x0413_00D3, 0x0413_00D4, 0x0413_00D5,
        0x0413_00D6, 0x0413_00D8, 0x0413_00E0, 0x0413_00E1, 0x0413_00E2, 0x0413_00E3, 0x0413_00E4, 0x0413_00E5,
        0x0413_00E6, 0x0413_00E7, 0x0413_00E8, 0x0413_00E9, 0x0413_00EA, 0x0413_00EB, 0x0413_00EF, 0x0413_00F0,
        0x0413_00F1, 0x0413_00F2, 0x0413_00F3, 0x0413_00F4, 0x0413_00F5, 0x0413_00F6, 0x0413_00F7, 0x0413_00F8,
        0x0413_00F9, 0x0413_00FA, 0x0413_00FB, 0x0413_00FC, 0x0413_00FD, 0x0413_00FF, 0x0413_0100, 0x0413_0101,
        0x0413_0102, 0x0413_0103, 0x0413_0104, 0x0413_0105, 0x0413_0106, 0x0413_0107, 0x0413_0108, 0x0413_0109,
        0x0413_010A, 0x0413_010B, 0x0413_010C, 0x0413_010D, 0x0413_010F, 0x0413_0111, 0x0413_0113, 0x0413_0115,
        0x0413_0117, 0x0413_0119, 0x0413_011B, 0x0413_011C, 0x0413_011D, 0x0413_011E, 0x0413_011F, 0x0413_0120,
        0x0413_0121, 0x0413_0122, 0x0413_0123, 0x0413_0129, 0x0413_012B, 0x0413_012D, 0x0413_0134, 0x0413_0144,
        0x0413_0146, 0x0413_0148, 0x0413_014B, 0x0413_014C, 0x0413_014D, 0x0413_014E, 0x0413_014F, 0x0413_0150,
        0x0413_0151, 0x0413_0152, 0x0413_0153, 0x0413_0155, 0x0413_0157, 0x0413_0159, 0x0413_015B, 0x0413_015D,
        0x0413_015F, 0x0413_0161, 0x0413_0169, 0x0413_016B, 0x0413_016D, 0x0413_016F, 0x0413_0171, 0x0413_0173,
        0x0413_0175, 0x0413_0177, 0x0413_017A, 0x0413_017C, 0x0413_017E, 0x0413_0219, 0x0413_0404, 0x0413_0408,
        0x0413_0410, 0x0413_041E, 0x0413_0421, 0x0413_0424, 0x0413_042D, 0x0413_0430, 0x0413_0432, 0x0413_0433,
        0x0413_0435, 0x0413_0436, 0x0413_0438, 0x0413_0439, 0x0413_043A, 0x0413_043C, 0x0413_043D, 0x0413_043E,
        0x0413_043F, 0x0413_0440, 0x0413_0441, 0x0413_0442, 0x0413_0443, 0x0413_0444, 0x0413_0445, 0x0413_0446,
        0x0413_0447, 0x0413_0448, 0x0413_0449, 0x0413_044A, 0x0413_044C, 0x0413_044E, 0x0413_044F, 0x0413_0450,
        0x0413_0451, 0x0413_0453, 0x0413_0454, 0x0413_0455, 0x0413_0457, 0x0413_045A, 0x0413_045C, 0x0413_045D,
        0x0413_045E, 0x0413_045F, 0x0413_201A, 0x0413_201E, 0x0413_2026, 0x0413_2039, 0x0413_203A, 0x0413_20A1,
        0x0413_20AB, 0x0413_20B2, 0x0413_20B5, 0x0413_2192, 0x0413_2212,
        // U+0414 CYRILLIC CAPITAL LETTER DE
        0x0414_005F, 0x0414_0414,
        // U+0415 CYRILLIC CAPITAL LETTER IE
        0x0415_00EF, 0x0415_0129, 0x0415_012B, 0x0415_012D, 0x0415_0457,
        // U+0416 CYRILLIC CAPITAL LETTER ZHE
        0x0416_002B, 0x0416_002D, 0x0416_0034, 0x0416_003C, 0x0416_003D, 0x0416_0043, 0x0416_0047, 0x0416_004F,
        0x0416_0051, 0x0416_0063, 0x0416_0064, 0x0416_0065, 0x0416_0067, 0x0416_006F, 0x0416_0071, 0x0416_007E,
        0x0416_00A2, 0x0416_00A9, 0x0416_00AB, 0x0416_00AC, 0x0416_00AD, 0x0416_00AE, 0x0416_00B1, 0x0416_00B7,
        0x0416_00C7, 0x0416_00D2, 0x0416_00D3, 0x0416_00D4, 0x0416_00D5, 0x0416_00D6, 0x0416_00D7, 0x0416_00D8,
        0x0416_00E7, 0x0416_00E8, 0x0416_00E9, 0x0416_00EA, 0x0416_00EB, 0x0416_00F0, 0x0416_00F2, 0x0416_00F3,
        0x0416_00F4, 0x0416_00F5, 0x0416_00F6, 0x0416_00F7, 0x0416_00F8, 0x0416_0106, 0x0416_0107, 0x0416_0108,
        0x0416_0109, 0x0416_010A, 0x0416_010B, 0x0416_010C, 0x0416_010D, 0x0416_010F, 0x0416_0111, 0x0416_0113,
        0x0416_0115, 0x0416_0117, 0x0416_0119, 0x0416_011B, 0x0416_011C, 0x0416_011D, 0x0416_011E, 0x0416_011F,
        0x0416_0120, 0x0416_0121, 0x0416_0122, 0x0416_0123, 0x0416_014C, 0x0416_014D, 0x0416_014E, 0x0416_014F,
        0x0416_0150, 0x0416_0151, 0x0416_0152, 0x0416_0153, 0x0416_0404, 0x0416_041E, 0x0416_0421, 0x0416_0424,
        0x0416_0427, 0x0416_042A, 0x0416_042D, 0x0416_0435, 0x0416_0437, 0x0416_043E, 0x0416_0441, 0x0416_0442,
        0x0416_0444, 0x0416_0447, 0x0416_044A, 0x0416_0450, 0x0416_0451, 0x0416_0454, 0x0416_2039, 0x0416_20A1,
        0x0416_20AB, 0x0416_20B2, 0x0416_20B4, 0x0416_20B5, 0x0416_2192, 0x0416_2212, 0x0416_2248, 0x0416_2264,
        0x0416_2265,
        // U+0418 CYRILLIC CAPITAL LETTER I
        0x0418_005F, 0x0418_00CE, 0x0418_00CF, 0x0418_00EF, 0x0418_0128, 0x0418_0129, 0x0418_012A, 0x0418_012B,
        0x0418_012C, 0x0418_012D, 0x0418_012F, 0x0418_0407, 0x0418_0457,
        // U+0419 CYRILLIC CAPITAL LETTER SHORT I
        0x0419_005F, 0x0419_00CE, 0x0419_00CF, 0x0419_00EF, 0x0419_0128, 0x0419_0129, 0x0419_012A, 0x0419_012B,
        0x0419_012C, 0x0419_012D, 0x0419_012F, 0x0419_0407, 0x0419_0457,
        // U+041A CYRILLIC CAPITAL LETTER KA
        0x041A_0024, 0x041A_002B, 0x041A_002D, 0x041A_003C, 0x041A_003D, 0x041A_0043, 0x041A_0047, 0x041A_004F,
        0x041A_0051, 0x041A_0053, 0x041A_0063, 0x041A_0064, 0x041A_0065, 0x041A_0067, 0x041A_0069, 0x041A_006F,
        0x041A_0071, 0x041A_0075, 0x041A_0076, 0x041A_0077, 0x041A_0079, 0x041A_007E, 0x041A_00A2, 0x041A_00A9,
        0x041A_00AB, 0x041A_00AC, 0x041A_00AD, 0x041A_00AE, 0x041A_00B1, 0x041A_00B5, 0x041A_00B7, 0x041A_00C7,
        0x041A_00D2, 0x041A_00D3, 0x041A_00D4, 0x041A_00D5, 0x041A_00D6, 0x041A_00D8, 0x041A_00E7, 0x041A_00E8,
        0x041A_00E9, 0x041A_00EA, 0x041A_00EB, 0x041A_00EC, 0x041A_00ED, 0x041A_00EE, 0x041A_00EF, 0x041A_00F0,
        0x041A_00F2, 0x041A_00F3, 0x041A_00F4, 0x041A_00F5, 0x041A_00F6, 0x041A_00F7, 0x041A_00F8, 0x041A_00F9,
        0x041A_00FA, 0x041A_00FB, 0x041A_00FC, 0x041A_00FD, 0x041A_00FF, 0x041A_0106, 0x041A_0107, 0x041A_0108,
        0x041A_0109, 0x041A_010A, 0x041A_010B, 0x041A_010C, 0x041A_010D, 0x041A_010F, 0x041A_0111, 0x041A_0113,
        0x041A_0115, 0x041A_0117, 0x041A_0119, 0x041A_011B, 0x041A_011C, 0x041A_011D, 0x041A_011E, 0x041A_011F,
        0x041A_0120, 0x041A_0121, 0x041A_0122, 0x041A_0123, 0x041A_0129, 0x041A_012B, 0x041A_012D, 0x041A_012F,
        0x041A_0131, 0x041A_0133, 0x041A_014C, 0x041A_014D, 0x041A_014E, 0x041A_014F, 0x041A_0150, 0x041A_0151,
        0x041A_0152, 0x041A_0153, 0x041A_015A, 0x041A_015C, 0x041A_015E, 0x041A_0160, 0x041A_0169, 0x041A_016B,
        0x041A_016D, 0x041A_016F, 0x041A_0171, 0x041A_0173, 0x041A_0175, 0x041A_0177, 0x041A_0218, 0x041A_0404,
        0x041A_0405, 0x041A_041E, 0x041A_0421, 0x041A_0424, 0x041A_042D, 0x041A_0435, 0x041A_043E, 0x041A_0441,
        0x041A_0443, 0x041A_0444, 0x041A_044B, 0x041A_0450, 0x041A_0451, 0x041A_0454, 0x041A_0456, 0x041A_0457,
        0x041A_045E, 0x041A_2039, 0x041A_20A1, 0x041A_20AB, 0x041A_20B2, 0x041A_20B5, 0x041A_2192, 0x041A_2212,
        0x041A_221E, 0x041A_2248, 0x041A_2264, 0x041A_2265,
        // U+041B CYRILLIC CAPITAL LETTER EL
        0x041B_005F, 0x041B_00CE, 0x041B_00CF, 0x041B_00EF, 0x041B_0128, 0x041B_0129, 0x041B_012A, 0x041B_012B,
        0x041B_012C, 0x041B_012D, 0x041B_012F, 0x041B_0407, 0x041B_0457,
        // U+041C CYRILLIC CAPITAL LETTER EM
        0x041C_005F, 0x041C_00CE, 0x041C_00CF, 0x041C_00EF, 0x041C_0128, 0x041C_0129, 0x041C_012A, 0x041C_012B,
        0x041C_012C, 0x041C_012D, 0x041C_012F, 0x041C_0407, 0x041C_0457,
        // U+041D CYRILLIC CAPITAL LETTER EN
        0x041D_005F, 0x041D_00CE, 0x041D_00CF, 0x041D_00EF, 0x041D_0128, 0x041D_0129, 0x041D_012A, 0x041D_012B,
        0x041D_012C, 0x041D_012D, 0x041D_012F, 0x041D_0407, 0x041D_0457,
        // U+041E CYRILLIC CAPITAL LETTER O
        0x041E_002C, 0x041E_002E, 0x041E_002F, 0x041E_0041, 0x041E_0054, 0x041E_0056, 0x041E_0057, 0x041E_0058,
        0x041E_0059, 0x041E_005C, 0x041E_005F, 0x041E_00AE, 0x041E_00C0, 0x041E_00C1, 0x041E_00C2, 0x041E_00C3,
        0x041E_00C4, 0x041E_00C5, 0x041E_00C6, 0x041E_00DD, 0x041E_0100, 0x041E_0102, 0x041E_0104, 0x041E_0162,
        0x041E_0164, 0x041E_0166, 0x041E_0174, 0x041E_0176, 0x041E_0178, 0x041E_021A, 0x041E_0402, 0x041E_040B,
        0x041E_0410, 0x041E_0416, 0x041E_0422, 0x041E_0423, 0x041E_0425, 0x041E_042A, 0x041E_2018, 0x041E_201A,
        0x041E_201C, 0x041E_201E, 0x041E_2026,
        // U+041F CYRILLIC CAPITAL LETTER PE
        0x041F_005F, 0x041F_00CE, 0x041F_00CF, 0x041F_00EF, 0x041F_0128, 0x041F_0129, 0x041F_012A, 0x041F_012B,
        0x041F_012C, 0x041F_012D, 0x041F_012F, 0x041F_0407, 0x041F_0457,
        // U+0420 CYRILLIC CAPITAL LETTER ER
        0x0420_0026, 0x0420_002B, 0x0420_002C, 0x0420_002D, 0x0420_002E, 0x0420_0041, 0x0420_004A, 0x0420_0061,
        0x0420_0063, 0x0420_0064, 0x0420_0065, 0x0420_0067, 0x0420_006F, 0x0420_0071, 0x0420_007E, 0x0420_00A2,
        0x0420_00AC, 0x0420_00AD, 0x0420_00B7, 0x0420_00C0, 0x0420_00C1, 0x0420_00C2, 0x0420_00C3, 0x0420_00C4,
        0x0420_00C5, 0x0420_00C6, 0x0420_00E0, 0x0420_00E1, 0x0420_00E2, 0x0420_00E3, 0x0420_00E4, 0x0420_00E5,
        0x0420_00E6, 0x0420_00E7, 0x0420_00E8, 0x0420_00E9, 0x0420_00EA, 0x0420_00EB, 0x0420_00F0, 0x0420_00F2,
        0x0420_00F3, 0x0420_00F4, 0x0420_00F5, 0x0420_00F6, 0x0420_00F7, 0x0420_00F8, 0x0420_0100, 0x0420_0101,
        0x0420_0102, 0x0420_0103, 0x0420_0104, 0x0420_0105, 0x0420_0107, 0x0420_0109, 0x0420_010B, 0x0420_010D,
        0x0420_010F, 0x0420_0111, 0x0420_0113, 0x0420_0115, 0x0420_0117, 0x0420_0119, 0x0420_011B, 0x0420_011D,
        0x0420_011F, 0x0420_0121, 0x0420_0123, 0x0420_0134, 0x0420_014D, 0x0420_014F, 0x0420_0151, 0x0420_0153,
        0x0420_0408, 0x0420_0410, 0x0420_0430, 0x0420_0435, 0x0420_043E, 0x0420_0441, 0x0420_0444, 0x0420_0447,
        0x0420_0450, 0x0420_0451, 0x0420_0454, 0x0420_201A, 0x0420_201E, 0x0420_2026, 0x0420_20AB, 0x0420_2192,
        0x0420_2212,
        // U+0421 CYRILLIC CAPITAL LETTER ES
        0x0421_0041, 0x0421_0058, 0x0421_005F, 0x0421_0076, 0x0421_0079, 0x0421_00C0, 0x0421_00C1, 0x0421_00C2,
        0x0421_00C3, 0x0421_00C4, 0x0421_00C5, 0x0421_00C6, 0x0421_00EF, 0x0421_00FD, 0x0421_00FF, 0x0421_0100,
        0x0421_0102, 0x0421_0104, 0x0421_0129, 0x0421_012B, 0x0421_012D, 0x0421_0177, 0x0421_0410, 0x0421_0416,
        0x0421_0425, 0x0421_0443, 0x0421_0457, 0x0421_045E,
        // U+0422 CYRILLIC CAPITAL LETTER TE
        0x0422_0026, 0x0422_002B, 0x0422_002C, 0x0422_002D, 0x0422_002E, 0x0422_002F, 0x0422_0034, 0x0422_003A,
        0x0422_003B, 0x0422_003C, 0x0422_0041, 0x0422_0043, 0x0422_0047, 0x0422_004A, 0x0422_004F, 0x0422_0051,
        0x0422_005F, 0x0422_0061, 0x0422_0063, 0x0422_0064, 0x0422_0065, 0x0422_0067, 0x0422_006D, 0x0422_006E,
        0x0422_006F, 0x0422_0070, 0x0422_0071, 0x0422_0072, 0x0422_0073, 0x0422_0075, 0x0422_0076, 0x0422_0077,
        0x0422_0078, 0x0422_0079, 0x0422_007A, 0x0422_007E, 0x0422_00A2, 0x0422_00A9, 0x0422_00AB, 0x0422_00AC,
        0x0422_00AD, 0x0422_00B5, 0x0422_00B7, 0x0422_00BB, 0x0422_00C0, 0x0422_00C1, 0x0422_00C2, 0x0422_00C3,
        0x0422_00C4, 0x0422_00C5, 0x0422_00C6, 0x0422_00C7, 0x0422_00D2, 0x0422_00D3, 0x0422_00D4, 0x0422_00D5,
        0x0422_00D6, 0x0422_00D8, 0x0422_00E0, 0x0422_00E1, 0x0422_00E2, 0x0422_00E3, 0x0422_00E4, 0x0422_00E5,
        0x0422_00E6, 0x0422_00E7, 0x0422_00E8, 0x0422_00E9, 0x0422_00EA, 0x0422_00EB, 0x0422_00EF, 0x0422_00F0,
        0x0422_00F1, 0x0422_00F2, 0x0422_00F3, 0x0422_00F4, 0x0422_00F5, 0x0422_00F6, 0x0422_00F7, 0x0422_00F8,
        0x0422_00F9, 0x0422_00FA, 0x0422_00FB, 0x0422_00FC, 0x0422_00FD, 0x0422_00FF, 0x0422_0100, 0x0422_0101,
        0x0422_0102, 0x0422_0103, 0x0422_0104, 0x0422_0105, 0x0422_0106, 0x0422_0107, 0x0422_0108, 0x0422_0109,
        0x0422_010A, 0x0422_010B, 0x0422_010C, 0x0422_010D, 0x0422_010F, 0x0422_0111, 0x0422_0113, 0x0422_0115,
        0x0422_0117, 0x0422_0119, 0x0422_011B, 0x0422_011C, 0x0422_011D, 0x0422_011E, 0x0422_011F, 0x0422_0120,
        0x0422_0121, 0x0422_0122, 0x0422_0123, 0x0422_0129, 0x0422_012B, 0x0422_012D, 0x0422_0134, 0x0422_0144,
        0x0422_0146, 0x0422_0148, 0x0422_014B, 0x0422_014C, 0x0422_014D, 0x0422_014E, 0x0422_014F, 0x0422_0150,
        0x0422_0151, 0x0422_0152, 0x0422_0153, 0x0422_0155, 0x0422_0157, 0x0422_0159, 0x0422_015B, 0x0422_015D,
        0x0422_015F, 0x0422_0161, 0x0422_0169, 0x0422_016B, 0x0422_016D, 0x0422_016F, 0x0422_0171, 0x0422_0173,
        0x0422_0175, 0x0422_0177, 0x0422_017A, 0x0422_017C, 0x0422_017E, 0x0422_0219, 0x0422_0404, 0x0422_0408,
        0x0422_0410, 0x0422_041E, 0x0422_0421, 0x0422_0424, 0x0422_042D, 0x0422_0430, 0x0422_0432, 0x0422_0433,
        0x0422_0435, 0x0422_0436, 0x0422_0438, 0x0422_0439, 0x0422_043A, 0x0422_043C, 0x0422_043D, 0x0422_043E,
        0x0422_043F, 0x0422_0440, 0x0422_0441, 0x0422_0442, 0x0422_0443, 0x0422_0444, 0x0422_0445, 0x0422_0446,
        0x0422_0447, 0x0422_0448, 0x0422_0449, 0x0422_044A, 0x0422_044C, 0x0422_044E, 0x0422_044F, 0x0422_0450,
        0x0422_0451, 0x0422_0453, 0x0422_0454, 0x0422_0455, 0x0422_0457, 0x0422_045A, 0x0422_045C, 0x0422_045D,
        0x0422_045E, 0x0422_045F, 0x0422_201A, 0x0422_201E, 0x0422_2026, 0x0422_2039, 0x0422_203A, 0x0422_20A1,
        0x0422_20AB, 0x0422_20B2, 0x0422_20B5, 0x0422_2192, 0x0422_2212,
        // U+0423 CYRILLIC CAPITAL LETTER U
        0x0423_0026, 0x0423_002B, 0x0423_002C, 0x0423_002D, 0x0423_002E, 0x0423_0034, 0x0423_003A, 0x0423_003B,
        0x0423_003C, 0x0423_003D, 0x0423_0041, 0x0423_0043, 0x0423_0047, 0x0423_004A, 0x0423_004F, 0x0423_0051,
        0x0423_0054, 0x0423_0061, 0x0423_0063, 0x0423_0064, 0x0423_0065, 0x0423_0067, 0x0423_0069, 0x0423_006D,
        0x0423_006E, 0x0423_006F, 0x0423_0070, 0x0423_0071, 0x0423_0072, 0x0423_0073, 0x0423_0075, 0x0423_007E,
        0x0423_00A2, 0x0423_00A9, 0x0423_00AB, 0x0423_00AC, 0x0423_00AD, 0x0423_00AE, 0x0423_00B1, 0x0423_00B5,
        0x0423_00B7, 0x0423_00BB, 0x0423_00C0, 0x0423_00C1, 0x0423_00C2, 0x0423_00C3, 0x0423_00C4, 0x0423_00C5,
        0x0423_00C6, 0x0423_00C7, 0x0423_00D2, 0x0423_00D3, 0x0423_00D4, 0x0423_00D5, 0x0423_00D6, 0x0423_00D7,
        0x0423_00D8, 0x0423_00E0, 0x0423_00E1, 0x0423_00E2, 0x0423_00E3, 0x0423_00E4, 0x0423_00E5, 0x0423_00E6,
        0x0423_00E7, 0x0423_00E8, 0x0423_00E9, 0x0423_00EA, 0x0423_00EB, 0x0423_00EC, 0x0423_00ED, 0x0423_00EE,
        0x0423_00F0, 0x0423_00F1, 0x0423_00F2, 0x0423_00F3, 0x0423_00F4, 0x0423_00F5, 0x0423_00F6, 0x0423_00F7,
        0x0423_00F8, 0x0423_00F9, 0x0423_00FA, 0x0423_00FB, 0x0423_00FC, 0x0423_0100, 0x0423_0101, 0x0423_0102,
        0x0423_0103, 0x0423_0104, 0x0423_0105, 0x0423_0106, 0x0423_0107, 0x0423_0108, 0x0423_0109, 0x0423_010A,
        0x0423_010B, 0x0423_010C, 0x0423_010D, 0x0423_010F, 0x0423_0111, 0x0423_0113, 0x0423_0115, 0x0423_0117,
        0x0423_0119, 0x0423_011B, 0x0423_011C, 0x0423_011D, 0x0423_011E, 0x0423_011F, 0x0423_0120, 0x0423_0121,
        0x0423_0122, 0x0423_0123, 0x0423_012F, 0x0423_0131, 0x0423_0133, 0x0423_0134, 0x0423_0144, 0x0423_0146,
        0x0423_0148, 0x0423_014B, 0x0423_014C, 0x0423_014D, 0x0423_014E, 0x0423_014F, 0x0423_0150, 0x0423_0151,
        0x0423_0152, 0x0423_0153, 0x0423_0155, 0x0423_0157, 0x0423_0159, 0x0423_015B, 0x0423_015D, 0x0423_015F,
        0x0423_0161, 0x0423_0162, 0x0423_0164, 0x0423_0166, 0x0423_0169, 0x0423_016B, 0x0423_016D, 0x0423_016F,
        0x0423_0171, 0x0423_0173, 0x0423_0219, 0x0423_021A, 0x0423_0402, 0x0423_0404, 0x0423_0408, 0x0423_040B,
        0x0423_0410, 0x0423_041E, 0x0423_0421, 0x0423_0422, 0x0423_0424, 0x0423_042A, 0x0423_042D, 0x0423_0430,
        0x0423_0432, 0x0423_0433, 0x0423_0435, 0x0423_0438, 0x0423_0439, 0x0423_043A, 0x0423_043C, 0x0423_043D,
        0x0423_043E, 0x0423_043F, 0x0423_0440, 0x0423_0441, 0x0423_0444, 0x0423_0446, 0x0423_0447, 0x0423_0448,
        0x0423_0449, 0x0423_044B, 0x0423_044C, 0x0423_044E, 0x0423_044F, 0x0423_0450, 0x0423_0451, 0x0423_0453,
        0x0423_0454, 0x0423_0455, 0x0423_0456, 0x0423_045A, 0x0423_045C, 0x0423_045D, 0x0423_045F, 0x0423_201A,
        0x0423_201E, 0x0423_2026, 0x0423_2039, 0x0423_203A, 0x0423_20A1, 0x0423_20AB, 0x0423_20B2, 0x0423_20B5,
        0x0423_2192, 0x0423_2212, 0x0423_221E, 0x0423_2248, 0x0423_2264, 0x0423_2265,
        // U+0424 CYRILLIC CAPITAL LETTER EF
        0x0424_002C, 0x0424_002E, 0x0424_002F, 0x0424_0041, 0x0424_0054, 0x0424_0056, 0x0424_0057, 0x0424_0058,
        0x0424_0059, 0x0424_005C, 0x0424_005F, 0x0424_00AE, 0x0424_00C0, 0x0424_00C1, 0x0424_00C2, 0x0424_00C3,
        0x0424_00C4, 0x0424_00C5, 0x0424_00C6, 0x0424_00DD, 0x0424_0100, 0x0424_0102, 0x0424_0104, 0x0424_0162,
        0x0424_0164, 0x0424_0166, 0x0424_0174, 0x0424_0176, 0x0424_0178, 0x0424_021A, 0x0424_0402, 0x0424_040B,
        0x0424_0410, 0x0424_0416, 0x0424_0422, 0x0424_0423, 0x0424_0425, 0x0424_042A, 0x0424_2018, 0x0424_201A,
        0x0424_201C, 0x0424_201E, 0x0424_2026,
        // U+0425 CYRILLIC CAPITAL LETTER HA
        0x0425_002B, 0x0425_002D, 0x0425_003C, 0x0425_003D, 0x0425_0043, 0x0425_0047, 0x0425_004F, 0x0425_0051,
        0x0425_0063, 0x0425_0064, 0x0425_0065, 0x0425_0067, 0x0425_006F, 0x0425_0071, 0x0425_007E, 0x0425_00A2,
        0x0425_00A9, 0x0425_00AB, 0x0425_00AC, 0x0425_00AD, 0x0425_00AE, 0x0425_00B1, 0x0425_00B7, 0x0425_00C7,
        0x0425_00D2, 0x0425_00D3, 0x0425_00D4, 0x0425_00D5, 0x0425_00D6, 0x0425_00D8, 0x0425_00E7, 0x0425_00E8,
        0x0425_00E9, 0x0425_00EA, 0x0425_00EB, 0x0425_00F0, 0x0425_00F2, 0x0425_00F3, 0x0425_00F4, 0x0425_00F5,
        0x0425_00F6, 0x0425_00F7, 0x0425_00F8, 0x0425_0106, 0x0425_0107, 0x0425_0108, 0x0425_0109, 0x0425_010A,
        0x0425_010B, 0x0425_010C, 0x0425_010D, 0x0425_010F, 0x0425_0111, 0x0425_0113, 0x0425_0115, 0x0425_0117,
        0x0425_0119, 0x0425_011B, 0x0425_011C, 0x0425_011D, 0x0425_011E, 0x0425_011F, 0x0425_0120, 0x0425_0121,
        0x0425_0122, 0x0425_0123, 0x0425_014C, 0x0425_014D, 0x0425_014E, 0x0425_014F, 0x0425_0150, 0x0425_0151,
        0x0425_0152, 0x0425_0153, 0x0425_0404, 0x0425_041E, 0x0425_0421, 0x0425_0424, 0x0425_042D, 0x0425_0435,
        0x0425_043E, 0x0425_0441, 0x0425_0444, 0x0425_0450, 0x0425_0451, 0x0425_0454, 0x0425_2039, 0x0425_20A1,
        0x0425_20AB, 0x0425_20B2, 0x0425_20B5, 0x0425_2192, 0x0425_2212, 0x0425_2248, 0x0425_2264, 0x0425_2265,
        // U+0426 CYRILLIC CAPITAL LETTER TSE
        0x0426_005F, 0x0426_0414,
        // U+0427 CYRILLIC CAPITAL LETTER CHE
        0x0427_005F, 0x0427_00CE, 0x0427_00CF, 0x0427_00EF, 0x0427_0128, 0x0427_0129, 0x0427_012A, 0x0427_012B,
        0x0427_012C, 0x0427_012D, 0x0427_012F, 0x0427_0407, 0x0427_0457,
        // U+0428 CYRILLIC CAPITAL LETTER SHA
        0x0428_005F, 0x0428_00CE, 0x0428_00CF, 0x0428_00EF, 0x0428_0128, 0x0428_0129, 0x0428_012A, 0x0428_012B,
        0x0428_012C, 0x0428_012D, 0x0428_012F, 0x0428_0407, 0x0428_0457,
        // U+0429 CYRILLIC CAPITAL LETTER SHCHA
        0x0429_005F, 0x0429_0414,
        // U+042A CYRILLIC CAPITAL LETTER HARD SIGN
        0x042A_0029, 0x042A_0041, 0x042A_0054, 0x042A_0056, 0x042A_0057, 0x042A_0058, 0x042A_0059, 0x042A_005C,
        0x042A_005D, 0x042A_0076, 0x042A_0077, 0x042A_0078, 0x042A_0079, 0x042A_007D, 0x042A_00AA, 0x042A_00AE,
        0x042A_00BA, 0x042A_00C0, 0x042A_00C1, 0x042A_00C2, 0x042A_00C3, 0x042A_00C4, 0x042A_00C5, 0x042A_00C6,
        0x042A_00DD, 0x042A_00FD, 0x042A_00FF, 0x042A_0100, 0x042A_0102, 0x042A_0104, 0x042A_0162, 0x042A_0164,
        0x042A_0166, 0x042A_0174, 0x042A_0175, 0x042A_0176, 0x042A_0177, 0x042A_0178, 0x042A_021A, 0x042A_0402,
        0x042A_040B, 0x042A_0410, 0x042A_0416, 0x042A_0422, 0x042A_0423, 0x042A_0425, 0x042A_042A, 0x042A_0436,
        0x042A_0442, 0x042A_0443, 0x042A_0445, 0x042A_044A, 0x042A_045E, 0x042A_2018, 0x042A_201C,
        // U+042B CYRILLIC CAPITAL LETTER YERU
        0x042B_005F, 0x042B_00CE, 0x042B_00CF, 0x042B_00EF, 0x042B_0128, 0x042B_0129, 0x042B_012A, 0x042B_012B,
        0x042B_012C, 0x042B_012D, 0x042B_012F, 0x042B_0407, 0x042B_0457,
        // U+042C CYRILLIC CAPITAL LETTER SOFT SIGN
        0x042C_0029, 0x042C_0041, 0x042C_0054, 0x042C_0056, 0x042C_0057, 0x042C_0058, 0x042C_0059, 0x042C_005C,
        0x042C_005D, 0x042C_0076, 0x042C_0077, 0x042C_0078, 0x042C_0079, 0x042C_007D, 0x042C_00AA, 0x042C_00AE,
        0x042C_00BA, 0x042C_00C0, 0x042C_00C1, 0x042C_00C2, 0x042C_00C3, 0x042C_00C4, 0x042C_00C5, 0x042C_00C6,
        0x042C_00DD, 0x042C_00FD, 0x042C_00FF, 0x042C_0100, 0x042C_0102, 0x042C_0104, 0x042C_0162, 0x042C_0164,
        0x042C_0166, 0x042C_0174, 0x042C_0175, 0x042C_0176, 0x042C_0177, 0x042C_0178, 0x042C_021A, 0x042C_0402,
        0x042C_040B, 0x042C_0410, 0x042C_0416, 0x042C_0422, 0x042C_0423, 0x042C_0425, 0x042C_042A, 0x042C_0436,
        0x042C_0442, 0x042C_0443, 0x042C_0445, 0x042C_044A, 0x042C_045E, 0x042C_2018, 0x042C_201C,
        // U+042D CYRILLIC CAPITAL LETTER E
        0x042D_002C, 0x042D_002E, 0x042D_002F, 0x042D_0041, 0x042D_0054, 0x042D_0056, 0x042D_0057, 0x042D_0058,
        0x042D_0059, 0x042D_005C, 0x042D_005F, 0x042D_00AE, 0x042D_00C0, 0x042D_00C1, 0x042D_00C2, 0x042D_00C3,
        0x042D_00C4, 0x042D_00C5, 0x042D_00C6, 0x042D_00DD, 0x042D_0100, 0x042D_0102, 0x042D_0104, 0x042D_0162,
        0x042D_0164, 0x042D_0166, 0x042D_0174, 0x042D_0176, 0x042D_0178, 0x042D_021A, 0x042D_0402, 0x042D_040B,
        0x042D_0410, 0x042D_0416, 0x042D_0422, 0x042D_0423, 0x042D_0425, 0x042D_042A, 0x042D_2018, 0x042D_201A,
        0x042D_201C, 0x042D_201E, 0x042D_2026,
        // U+042E CYRILLIC CAPITAL LETTER YU
        0x042E_002C, 0x042E_002E, 0x042E_005F, 0x042E_201A, 0x042E_201E, 0x042E_2026,
        // U+042F CYRILLIC CAPITAL LETTER YA
        0x042F_005F, 0x042F_00CE, 0x042F_00CF, 0x042F_00EF, 0x042F_0128, 0x042F_0129, 0x042F_012A, 0x042F_012B,
        0x042F_012C, 0x042F_012D, 0x042F_012F, 0x042F_0407, 0x042F_0457,
        // U+0430 CYRILLIC SMALL LETTER A
        0x0430_0031, 0x0430_0054, 0x0430_0056, 0x0430_0057, 0x0430_0059, 0x0430_005C, 0x0430_0076, 0x0430_0079,
        0x0430_00AE, 0x0430_00DD, 0x0430_00FD, 0x0430_00FF, 0x0430_0162, 0x0430_0164, 0x0430_0166, 0x0430_0174,
        0x0430_0176, 0x0430_0177, 0x0430_0178, 0x0430_021A, 0x0430_0402, 0x0430_040B, 0x0430_0422, 0x0430_0423,
        0x0430_042A, 0x0430_0442, 0x0430_0443, 0x0430_044A, 0x0430_045E, 0x0430_2018, 0x0430_201C,
        // U+0431 CYRILLIC SMALL LETTER BE
        0x0431_044A,
        // U+0432 CYRILLIC SMALL LETTER VE
        0x0432_0054, 0x0432_0056, 0x0432_0057, 0x0432_0059, 0x0432_005C, 0x0432_00AE, 0x0432_00DD, 0x0432_0162,
        0x0432_0164, 0x0432_0166, 0x0432_0174, 0x0432_0176, 0x0432_0178, 0x0432_021A, 0x0432_0402, 0x0432_040B,
        0x0432_0422, 0x0432_0423, 0x0432_042A, 0x0432_2018, 0x0432_201A, 0x0432_201C, 0x0432_201E,
        // U+0433 CYRILLIC SMALL LETTER GHE
        0x0433_002B, 0x0433_002C, 0x0433_002D, 0x0433_002E, 0x0433_0054, 0x0433_005F, 0x0433_0061, 0x0433_0063,
        0x0433_0064, 0x0433_0065, 0x0433_0067, 0x0433_006F, 0x0433_0071, 0x0433_007E, 0x0433_00A2, 0x0433_00AB,
        0x0433_00AC, 0x0433_00AD, 0x0433_00B7, 0x0433_00E0, 0x0433_00E1, 0x0433_00E2, 0x0433_00E3, 0x0433_00E4,
        0x0433_00E5, 0x0433_00E6, 0x0433_00E7, 0x0433_00E8, 0x0433_00E9, 0x0433_00EA, 0x0433_00EB, 0x0433_00F0,
        0x0433_00F2, 0x0433_00F3, 0x0433_00F4, 0x0433_00F5, 0x0433_00F6, 0x0433_00F7, 0x0433_00F8, 0x0433_0101,
        0x0433_0103, 0x0433_0105, 0x0433_0107, 0x0433_0109, 0x0433_010B, 0x0433_010D, 0x0433_010F, 0x0433_0111,
        0x0433_0113, 0x0433_0115, 0x0433_0117, 0x0433_0119, 0x0433_011B, 0x0433_011D, 0x0433_011F, 0x0433_0121,
        0x0433_0123, 0x0433_014D, 0x0433_014F, 0x0433_0151, 0x0433_0153, 0x0433_0162, 0x0433_0164, 0x0433_0166,
        0x0433_021A, 0x0433_0402, 0x0433_040B, 0x0433_0422, 0x0433_042A, 0x0433_0430, 0x0433_0434, 0x0433_0435,
        0x0433_043B, 0x0433_043E, 0x0433_0441, 0x0433_0444, 0x0433_0447, 0x0433_0450, 0x0433_0451, 0x0433_0454,
        0x0433_0459, 0x0433_201A, 0x0433_201E, 0x0433_2026, 0x0433_2039, 0x0433_20AB, 0x0433_2192, 0x0433_2212,
        // U+0434 CYRILLIC SMALL LETTER DE
        0x0434_005F,
        // U+0435 CYRILLIC SMALL LETTER IE
        0x0435_0054, 0x0435_0056, 0x0435_0057, 0x0435_0059, 0x0435_005C, 0x0435_0076, 0x0435_0077, 0x0435_0078,
        0x0435_0079, 0x0435_00AE, 0x0435_00DD, 0x0435_00FD, 0x0435_00FF, 0x0435_0162, 0x0435_0164, 0x0435_0166,
        0x0435_0174, 0x0435_0175, 0x0435_0176, 0x0435_0177, 0x0435_0178, 0x0435_021A, 0x0435_0402, 0x0435_040B,
        0x0435_0422, 0x0435_0423, 0x0435_042A, 0x0435_0436, 0x0435_0442, 0x0435_0443, 0x0435_0445, 0x0435_044A,
        0x0435_045E,
        // U+0436 CYRILLIC SMALL LETTER ZHE
        0x0436_002B, 0x0436_002D, 0x0436_003D, 0x0436_0054, 0x0436_0061, 0x0436_0063, 0x0436_0064, 0x0436_0065,
        0x0436_0067, 0x0436_006F, 0x0436_0071, 0x0436_007E, 0x0436_00A2, 0x0436_00AB, 0x0436_00AC, 0x0436_00AD,
        0x0436_00B1, 0x0436_00B7, 0x0436_00E0, 0x0436_00E1, 0x0436_00E2, 0x0436_00E3, 0x0436_00E4, 0x0436_00E5,
        0x0436_00E6, 0x0436_00E7, 0x0436_00E8, 0x0436_00E9, 0x0436_00EA, 0x0436_00EB, 0x0436_00F0, 0x0436_00F2,
        0x0436_00F3, 0x0436_00F4, 0x0436_00F5, 0x0436_00F6, 0x0436_00F7, 0x0436_00F8, 0x0436_0101, 0x0436_0103,
        0x0436_0105, 0x0436_0107, 0x0436_0109, 0x0436_010B, 0x0436_010D, 0x0436_010F, 0x0436_0111, 0x0436_0113,
        0x0436_0115, 0x0436_0117, 0x0436_0119, 0x0436_011B, 0x0436_011D, 0x0436_011F, 0x0436_0121, 0x0436_0123,
        0x0436_014D, 0x0436_014F, 0x0436_0151, 0x0436_0153, 0x0436_0162, 0x0436_0164, 0x0436_0166, 0x0436_021A,
        0x0436_0402, 0x0436_040B, 0x0436_0422, 0x0436_042A, 0x0436_0430, 0x0436_0435, 0x0436_043E, 0x0436_0441,
        0x0436_0444, 0x0436_0447, 0x0436_044A, 0x0436_0450, 0x0436_0451, 0x0436_0454, 0x0436_2039, 0x0436_20AB,
        0x0436_2192, 0x0436_2212, 0x0436_2248, 0x0436_2264, 0x0436_2265,
        // U+0437 CYRILLIC SMALL LETTER ZE
        0x0437_201A, 0x0437_201E,
        // U+0438 CYRILLIC SMALL LETTER I
        0x0438_0031, 0x0438_0054, 0x0438_0056, 0x0438_0057, 0x0438_0059, 0x0438_005C, 0x0438_0076, 0x0438_0079,
        0x0438_00AE, 0x0438_00DD, 0x0438_00FD, 0x0438_00FF, 0x0438_0162, 0x0438_0164, 0x0438_0166, 0x0438_0174,
        0x0438_0176, 0x0438_0177, 0x0438_0178, 0x0438_021A, 0x0438_0402, 0x0438_040B, 0x0438_0422, 0x0438_0423,
        0x0438_042A, 0x0438_0442, 0x0438_0443, 0x0438_044A, 0x0438_045E, 0x0438_2018, 0x0438_201C,
        // U+0439 CYRILLIC SMALL LETTER SHORT I
        0x0439_0031, 0x0439_0054, 0x0439_0056, 0x0439_0057, 0x0439_0059, 0x0439_005C, 0x0439_0076, 0x0439_0079,
        0x0439_00AE, 0x0439_00DD, 0x0439_00FD, 0x0439_00FF, 0x0439_0162, 0x0439_0164, 0x0439_0166, 0x0439_0174,
        0x0439_0176, 0x0439_0177, 0x0439_0178, 0x0439_021A, 0x0439_0402, 0x0439_040B, 0x0439_0422, 0x0439_0423,
        0x0439_042A, 0x0439_0442, 0x0439_0443, 0x0439_044A, 0x0439_045E, 0x0439_2018, 0x0439_201C,
        // U+043A CYRILLIC SMALL LETTER KA
        0x043A_002B, 0x043A_002D, 0x043A_0034, 0x043A_003C, 0x043A_0054, 0x043A_0063, 0x043A_0064, 0x043A_0065,
        0x043A_0067, 0x043A_006F, 0x043A_0071, 0x043A_0076, 0x043A_0079, 0x043A_007E, 0x043A_00A2, 0x043A_00AB,
        0x043A_00AC, 0x043A_00AD, 0x043A_00B7, 0x043A_00E7, 0x043A_00E8, 0x043A_00E9, 0x043A_00EA, 0x043A_00EB,
        0x043A_00F0, 0x043A_00F2, 0x043A_00F3, 0x043A_00F4, 0x043A_00F5, 0x043A_00F6, 0x043A_00F7, 0x043A_00F8,
        0x043A_00FD, 0x043A_00FF, 0x043A_0107, 0x043A_0109, 0x043A_010B, 0x043A_010D, 0x043A_010F, 0x043A_0111,
        0x043A_0113, 0x043A_0115, 0x043A_0117, 0x043A_0119, 0x043A_011B, 0x043A_011D, 0x043A_011F, 0x043A_0121,
        0x043A_0123, 0x043A_014D, 0x043A_014F, 0x043A_0151, 0x043A_0153, 0x043A_0162, 0x043A_0164, 0x043A_0166,
        0x043A_0177, 0x043A_021A, 0x043A_0402, 0x043A_040B, 0x043A_0422, 0x043A_042A, 0x043A_0435, 0x043A_043E,
        0x043A_0441, 0x043A_0443, 0x043A_0444, 0x043A_0450, 0x043A_0451, 0x043A_0454, 0x043A_045E, 0x043A_2039,
        0x043A_20AB, 0x043A_2192, 0x043A_2212,
        // U+043B CYRILLIC SMALL LETTER EL
        0x043B_0031, 0x043B_0054, 0x043B_0056, 0x043B_0057, 0x043B_0059, 0x043B_005C, 0x043B_0076, 0x043B_0079,
        0x043B_00AE, 0x043B_00DD, 0x043B_00FD, 0x043B_00FF, 0x043B_0162, 0x043B_0164, 0x043B_0166, 0x043B_0174,
        0x043B_0176, 0x043B_0177, 0x043B_0178, 0x043B_021A, 0x043B_0402, 0x043B_040B, 0x043B_0422, 0x043B_0423,
        0x043B_042A, 0x043B_0442, 0x043B_0443, 0x043B_044A, 0x043B_045E, 0x043B_2018, 0x043B_201C,
        // U+043C CYRILLIC SMALL LETTER EM
        0x043C_0031, 0x043C_0054, 0x043C_0056, 0x043C_0057, 0x043C_0059, 0x043C_005C, 0x043C_0076, 0x043C_0079,
        0x043C_00AE, 0x043C_00DD, 0x043C_00FD, 0x043C_00FF, 0x043C_0162, 0x043C_0164, 0x043C_0166, 0x043C_0174,
        0x043C_0176, 0x043C_0177, 0x043C_0178, 0x043C_021A, 0x043C_0402, 0x043C_040B, 0x043C_0422, 0x043C_0423,
        0x043C_042A, 0x043C_0442, 0x043C_0443, 0x043C_044A, 0x043C_045E, 0x043C_2018, 0x043C_201C,
        // U+043D CYRILLIC SMALL LETTER EN
        0x043D_0031, 0x043D_0054, 0x043D_0056, 0x043D_0057, 0x043D_0059, 0x043D_005C, 0x043D_0076, 0x043D_0079,
        0x043D_00AE, 0x043D_00DD, 0x043D_00FD, 0x043D_00FF, 0x043D_0162, 0x043D_0164, 0x043D_0166, 0x043D_0174,
        0x043D_0176, 0x043D_0177, 0x043D_0178, 0x043D_021A, 0x043D_0402, 0x043D_040B, 0x043D_0422, 0x043D_0423,
        0x043D_042A, 0x043D_0442, 0x043D_0443, 0x043D_044A, 0x043D_045E, 0x043D_2018, 0x043D_201C,
        // U+043E CYRILLIC SMALL LETTER O
        0x043E_0029, 0x043E_0041, 0x043E_0054, 0x043E_0056, 0x043E_0057, 0x043E_0058, 0x043E_0059, 0x043E_005C,
        0x043E_005D, 0x043E_0076, 0x043E_0077, 0x043E_0078, 0x043E_0079, 0x043E_007D, 0x043E_00AA, 0x043E_00AE,
        0x043E_00BA, 0x043E_00C0, 0x043E_00C1, 0x043E_00C2, 0x043E_00C3, 0x043E_00C4, 0x043E_00C5, 0x043E_00C6,
        0x043E_00DD, 0x043E_00FD, 0x043E_00FF, 0x043E_0100, 0x043E_0102, 0x043E_0104, 0x043E_0162, 0x043E_0164,
        0x043E_0166, 0x043E_0174, 0x043E_0175, 0x043E_0176, 0x043E_0177, 0x043E_0178, 0x043E_021A, 0x043E_0402,
        0x043E_040B, 0x043E_0410, 0x043E_0416, 0x043E_0422, 0x043E_0423, 0x043E_0425, 0x043E_042A, 0x043E_0436,
        0x043E_0442, 0x043E_0443, 0x043E_0445, 0x043E_044A, 0x043E_045E, 0x043E_2018, 0x043E_201C,
        // U+043F CYRILLIC SMALL LETTER PE
        0x043F_0031, 0x043F_0054, 0x043F_0056, 0x043F_0057, 0x043F_0059, 0x043F_005C, 0x043F_0076, 0x043F_0079,
        0x043F_00AE, 0x043F_00DD, 0x043F_00FD, 0x043F_00FF, 0x043F_0162, 0x043F_0164, 0x043F_0166, 0x043F_0174,
        0x043F_0176, 0x043F_0177, 0x043F_0178, 0x043F_021A, 0x043F_0402, 0x043F_040B, 0x043F_0422, 0x043F_0423,
        0x043F_042A, 0x043F_0442, 0x043F_0443, 0x043F_044A, 0x043F_045E, 0x043F_2018, 0x043F_201C,
        // U+0440 CYRILLIC SMALL LETTER ER
        0x0440_0029, 0x0440_0041, 0x0440_0054, 0x0440_0056, 0x0440_0057, 0x0440_0058, 0x0440_0059, 0x0440_005C,
        0x0440_005D, 0x0440_0076, 0x0440_0077, 0x0440_0078, 0x0440_0079, 0x0440_007D, 0x0440_00AA, 0x0440_00AE,
        0x0440_00BA, 0x0440_00C0, 0x0440_00C1, 0x0440_00C2, 0x0440_00C3, 0x0440_00C4, 0x0440_00C5, 0x0440_00C6,
        0x0440_00DD, 0x0440_00FD, 0x0440_00FF, 0x0440_0100, 0x0440_0102, 0x0440_0104, 0x0440_0162, 0x0440_0164,
        0x0440_0166, 0x0440_0174, 0x0440_0175, 0x0440_0176, 0x0440_0177, 0x0440_0178, 0x0440_021A, 0x0440_0402,
        0x0440_040B, 0x0440_0410, 0x0440_0416, 0x0440_0422, 0x0440_0423, 0x0440_0425, 0x0440_042A, 0x0440_0436,
        0x0440_0442, 0x0440_0443, 0x0440_0445, 0x0440_044A, 0x0440_045E, 0x0440_2018, 0x0440_201C,
        // U+0441 CYRILLIC SMALL LETTER ES
        0x0441_0054, 0x0441_0057, 0x0441_0059, 0x0441_0078, 0x0441_00AE, 0x0441_00DD, 0x0441_0162, 0x0441_0164,
        0x0441_0166, 0x0441_0174, 0x0441_0176, 0x0441_0178, 0x0441_021A, 0x0441_0402, 0x0441_040B, 0x0441_0422,
        0x0441_0423, 0x0441_042A, 0x0441_0436, 0x0441_0442, 0x0441_0445, 0x0441_044A,
        // U+0442 CYRILLIC SMALL LETTER TE
        0x0442_002B, 0x0442_002C, 0x0442_002D, 0x0442_002E, 0x0442_0054, 0x0442_005F, 0x0442_0061, 0x0442_0063,
        0x0442_0064, 0x0442_0065, 0x0442_0067, 0x0442_006F, 0x0442_0071, 0x0442_007E, 0x0442_00A2, 0x0442_00AB,
        0x0442_00AC, 0x0442_00AD, 0x0442_00B7, 0x0442_00E0, 0x0442_00E1, 0x0442_00E2, 0x0442_00E3, 0x0442_00E4,
        0x0442_00E5, 0x0442_00E6, 0x0442_00E7, 0x0442_00E8, 0x0442_00E9, 0x0442_00EA, 0x0442_00EB, 0x0442_00F0,
        0x0442_00F2, 0x0442_00F3, 0x0442_00F4, 0x0442_00F5, 0x0442_00F6, 0x0442_00F7, 0x0442_00F8, 0x0442_0101,
        0x0442_0103, 0x0442_0105, 0x0442_0107, 0x0442_0109, 0x0442_010B, 0x0442_010D, 0x0442_010F, 0x0442_0111,
        0x0442_0113, 0x0442_0115, 0x0442_0117, 0x0442_0119, 0x0442_011B, 0x0442_011D, 0x0442_011F, 0x0442_0121,
        0x0442_0123, 0x0442_014D, 0x0442_014F, 0x0442_0151, 0x0442_0153, 0x0442_0162, 0x0442_0164, 0x0442_0166,
        0x0442_021A, 0x0442_0402, 0x0442_040B, 0x0442_0422, 0x0442_042A, 0x0442_0430, 0x0442_0434, 0x0442_0435,
        0x0442_043B, 0x0442_043E, 0x0442_0441, 0x0442_0444, 0x0442_0447, 0x0442_0450, 0x0442_0451, 0x0442_0454,
        0x0442_0459, 0x0442_201A, 0x0442_201E, 0x0442_2026, 0x0442_2039, 0x0442_20AB, 0x0442_2192, 0x0442_2212,
        // U+0443 CYRILLIC SMALL LETTER U
        0x0443_002C, 0x0443_002E, 0x0443_002F, 0x0443_003C, 0x0443_003D, 0x0443_0041, 0x0443_004A, 0x0443_0054,
        0x0443_0059, 0x0443_005F, 0x0443_0061, 0x0443_0063, 0x0443_0064, 0x0443_0065, 0x0443_0067, 0x0443_006F,
        0x0443_0071, 0x0443_00A2, 0x0443_00AB, 0x0443_00AC, 0x0443_00B1, 0x0443_00C0, 0x0443_00C1, 0x0443_00C2,
        0x0443_00C3, 0x0443_00C4, 0x0443_00C5, 0x0443_00C6, 0x0443_00DD, 0x0443_00E0, 0x0443_00E1, 0x0443_00E2,
        0x0443_00E3, 0x0443_00E4, 0x0443_00E5, 0x0443_00E6, 0x0443_00E7, 0x0443_00E8, 0x0443_00E9, 0x0443_00EA,
        0x0443_00EB, 0x0443_00EE, 0x0443_00EF, 0x0443_00F0, 0x0443_00F2, 0x0443_00F3, 0x0443_00F4, 0x0443_00F5,
        0x0443_00F6, 0x0443_00F8, 0x0443_0100, 0x0443_0101, 0x0443_0102, 0x0443_0103, 0x0443_0104, 0x0443_0105,
        0x0443_0107, 0x0443_0109, 0x0443_010B, 0x0443_010D, 0x0443_010F, 0x0443_0111, 0x0443_0113, 0x0443_0115,
        0x0443_0117, 0x0443_0119, 0x0443_011B, 0x0443_011D, 0x0443_011F, 0x0443_0121, 0x0443_0123, 0x0443_0127,
        0x0443_0129, 0x0443_012B, 0x0443_012D, 0x0443_0134, 0x0443_014D, 0x0443_014F, 0x0443_0151, 0x0443_0153,
        0x0443_0162, 0x0443_0164, 0x0443_0166, 0x0443_0176, 0x0443_0178, 0x0443_021A, 0x0443_0402, 0x0443_0408,
        0x0443_040B, 0x0443_0410, 0x0443_0422, 0x0443_0423, 0x0443_042A, 0x0443_0430, 0x0443_0434, 0x0443_0435,
        0x0443_043B, 0x0443_043E, 0x0443_0441, 0x0443_0444, 0x0443_0447, 0x0443_0450, 0x0443_0451, 0x0443_0454,
        0x0443_0457, 0x0443_0459, 0x0443_2019, 0x0443_201A, 0x0443_201D, 0x0443_201E, 0x0443_2026, 0x0443_2039,
        0x0443_20AB, 0x0443_2248, 0x0443_2264, 0x0443_2265,
        // U+0444 CYRILLIC SMALL LETTER EF
        0x0444_0029, 0x0444_0041, 0x0444_0054, 0x0444_0056, 0x0444_0057, 0x0444_0058, 0x0444_0059, 0x0444_005C,
        0x0444_005D, 0x0444_0076, 0x0444_0077, 0x0444_0078, 0x0444_0079, 0x0444_007D, 0x0444_00AA, 0x0444_00AE,
        0x0444_00BA, 0x0444_00C0, 0x0444_00C1, 0x0444_00C2, 0x0444_00C3, 0x0444_00C4, 0x0444_00C5, 0x0444_00C6,
        0x0444_00DD, 0x0444_00FD, 0x0444_00FF, 0x0444_0100, 0x0444_0102, 0x0444_0104, 0x0444_0162, 0x0444_0164,
        0x0444_0166, 0x0444_0174, 0x0444_0175, 0x0444_0176, 0x0444_0177, 0x0444_0178, 0x0444_021A, 0x0444_0402,
        0x0444_040B, 0x0444_0410, 0x0444_0416, 0x0444_0422, 0x0444_0423, 0x0444_0425, 0x0444_042A, 0x0444_0436,
        0x0444_0442, 0x0444_0443, 0x0444_0445, 0x0444_044A, 0x0444_045E, 0x0444_2018, 0x0444_201C,
        // U+0445 CYRILLIC SMALL LETTER HA
        0x0445_002B, 0x0445_002D, 0x0445_003D, 0x0445_0054, 0x0445_0061, 0x0445_0063, 0x0445_0064, 0x0445_0065,
        0x0445_0067, 0x0445_006F, 0x0445_0071, 0x0445_007E, 0x0445_00A2, 0x0445_00AB, 0x0445_00AC, 0x0445_00AD,
        0x0445_00B1, 0x0445_00B7, 0x0445_00E0, 0x0445_00E1, 0x0445_00E2, 0x0445_00E3, 0x0445_00E4, 0x0445_00E5,
        0x0445_00E6, 0x0445_00E7, 0x0445_00E8, 0x0445_00E9, 0x0445_00EA, 0x0445_00EB, 0x0445_00F0, 0x0445_00F2,
        0x0445_00F3, 0x0445_00F4, 0x0445_00F5, 0x0445_00F6, 0x0445_00F7, 0x0445_00F8, 0x0445_0101, 0x0445_0103,
        0x0445_0105, 0x0445_0107, 0x0445_0109, 0x0445_010B, 0x0445_010D, 0x0445_010F, 0x0445_0111, 0x0445_0113,
        0x0445_0115, 0x0445_0117, 0x0445_0119, 0x0445_011B, 0x0445_011D, 0x0445_011F, 0x0445_0121, 0x0445_0123,
        0x0445_014D, 0x0445_014F, 0x0445_0151, 0x0445_0153, 0x0445_0162, 0x0445_0164, 0x0445_0166, 0x0445_021A,
        0x0445_0402, 0x0445_040B, 0x0445_0422, 0x0445_042A, 0x0445_0430, 0x0445_0435, 0x0445_043E, 0x0445_0441,
        0x0445_0444, 0x0445_0447, 0x0445_0450, 0x0445_0451, 0x0445_0454, 0x0445_2039, 0x0445_20AB, 0x0445_2192,
        0x0445_2212, 0x0445_2248, 0x0445_2264, 0x0445_2265,
        // U+0446 CYRILLIC SMALL LETTER TSE
        0x0446_002B, 0x0446_002D, 0x0446_0034, 0x0446_003C, 0x0446_0042, 0x0446_0044, 0x0446_0045, 0x0446_0046,
        0x0446_0048, 0x0446_0049, 0x0446_004B, 0x0446_004C, 0x0446_004D, 0x0446_004E, 0x0446_0050, 0x0446_0052,
        0x0446_0054, 0x0446_0056, 0x0446_0057, 0x0446_0059, 0x0446_005C, 0x0446_0062, 0x0446_0063, 0x0446_0064,
        0x0446_0065, 0x0446_0067, 0x0446_0068, 0x0446_006B, 0x0446_006C, 0x0446_006F, 0x0446_0071, 0x0446_0073,
        0x0446_007C, 0x0446_007E, 0x0446_00A2, 0x0446_00AC, 0x0446_00AD, 0x0446_00B7, 0x0446_00C8, 0x0446_00C9,
        0x0446_00CA, 0x0446_00CB, 0x0446_00CC, 0x0446_00CD, 0x0446_00D1, 0x0446_00D7, 0x0446_00DD, 0x0446_00DE,
        0x0446_00DF, 0x0446_00E7, 0x0446_00E8, 0x0446_00E9, 0x0446_00EA, 0x0446_00EB, 0x0446_00F0, 0x0446_00F2,
        0x0446_00F3, 0x0446_00F4, 0x0446_00F5, 0x0446_00F6, 0x0446_00F7, 0x0446_00F8, 0x0446_00FE, 0x0446_0107,
        0x0446_0109, 0x0446_010B, 0x0446_010D, 0x0446_010E, 0x0446_010F, 0x0446_0111, 0x0446_0112, 0x0446_0113,
        0x0446_0114, 0x0446_0115, 0x0446_0116, 0x0446_0117, 0x0446_0118, 0x0446_0119, 0x0446_011A, 0x0446_011B,
        0x0446_011D, 0x0446_011F, 0x0446_0121, 0x0446_0123, 0x0446_0124, 0x0446_0125, 0x0446_0126, 0x0446_0127,
        0x0446_012E, 0x0446_0130, 0x0446_0136, 0x0446_0137, 0x0446_0139, 0x0446_013A, 0x0446_013B, 0x0446_013C,
        0x0446_013D, 0x0446_013E, 0x0446_0140, 0x0446_0141, 0x0446_0142, 0x0446_0143, 0x0446_0145, 0x0446_0147,
        0x0446_014A, 0x0446_014D, 0x0446_014F, 0x0446_0151, 0x0446_0153, 0x0446_0154, 0x0446_0156, 0x0446_0158,
        0x0446_015B, 0x0446_015D, 0x0446_015F, 0x0446_0161, 0x0446_0162, 0x0446_0164, 0x0446_0166, 0x0446_0174,
        0x0446_0176, 0x0446_0178, 0x0446_0219, 0x0446_021A, 0x0446_0400, 0x0446_0401, 0x0446_0402, 0x0446_0403,
        0x0446_0406, 0x0446_040A, 0x0446_040B, 0x0446_040C, 0x0446_040D, 0x0446_040F, 0x0446_0411, 0x0446_0412,
        0x0446_0413, 0x0446_0415, 0x0446_0418, 0x0446_0419, 0x0446_041A, 0x0446_041C, 0x0446_041D, 0x0446_041F,
        0x0446_0420, 0x0446_0422, 0x0446_0423, 0x0446_0426, 0x0446_0428, 0x0446_0429, 0x0446_042A, 0x0446_042B,
        0x0446_042C, 0x0446_042E, 0x0446_0435, 0x0446_043E, 0x0446_0441, 0x0446_0444, 0x0446_044F, 0x0446_0450,
        0x0446_0451, 0x0446_0452, 0x0446_0454, 0x0446_0455, 0x0446_045B, 0x0446_0E3F, 0x0446_2018, 0x0446_2019,
        0x0446_201C, 0x0446_201D, 0x0446_2022, 0x0446_20A8, 0x0446_20AB, 0x0446_20BF, 0x0446_2116, 0x0446_2192,
        0x0446_2212,
        // U+0447 CYRILLIC SMALL LETTER CHE
        0x0447_0031, 0x0447_0054, 0x0447_0056, 0x0447_0057, 0x0447_0059, 0x0447_005C, 0x0447_0076, 0x0447_0079,
        0x0447_00AE, 0x0447_00DD, 0x0447_00FD, 0x0447_00FF, 0x0447_0162, 0x0447_0164, 0x0447_0166, 0x0447_0174,
        0x0447_0176, 0x0447_0177, 0x0447_0178, 0x0447_021A, 0x0447_0402, 0x0447_040B, 0x0447_0422, 0x0447_0423,
        0x0447_042A, 0x0447_0442, 0x0447_0443, 0x0447_044A, 0x0447_045E, 0x0447_2018, 0x0447_201C,
        // U+0448 CYRILLIC SMALL LETTER SHA
        0x0448_0031, 0x0448_0054, 0x0448_0056, 0x0448_0057, 0x0448_0059, 0x0448_005C, 0x0448_0076, 0x0448_0079,
        0x0448_00AE, 0x0448_00DD, 0x0448_00FD, 0x0448_00FF, 0x0448_0162, 0x0448_0164, 0x0448_0166, 0x0448_0174,
        0x0448_0176, 0x0448_0177, 0x0448_0178, 0x0448_021A, 0x0448_0402, 0x0448_040B, 0x0448_0422, 0x0448_0423,
        0x0448_042A, 0x0448_0442, 0x0448_0443, 0x0448_044A, 0x0448_045E, 0x0448_2018, 0x0448_201C,
        // U+0449 CYRILLIC SMALL LETTER SHCHA
        0x0449_002B, 0x0449_002D, 0x0449_0034, 0x0449_003C, 0x0449_0042, 0x0449_0044, 0x0449_0045, 0x0449_0046,
        0x0449_0048, 0x0449_0049, 0x0449_004B, 0x0449_004C, 0x0449_004D, 0x0449_004E, 0x0449_0050, 0x0449_0052,
        0x0449_0054, 0x0449_0056, 0x0449_0057, 0x0449_0059, 0x0449_005C, 0x0449_0062, 0x0449_0063, 0x0449_0064,
        0x0449_0065, 0x0449_0067, 0x0449_0068, 0x0449_006B, 0x0449_006C, 0x0449_006F, 0x0449_0071, 0x0449_0073,
        0x0449_007C, 0x0449_007E, 0x0449_00A2, 0x0449_00AC, 0x0449_00AD, 0x0449_00B7, 0x0449_00C8, 0x0449_00C9,
        0x0449_00CA, 0x0449_00CB, 0x0449_00CC, 0x0449_00CD, 0x0449_00D1, 0x0449_00D7, 0x0449_00DD, 0x0449_00DE,
        0x0449_00DF, 0x0449_00E7, 0x0449_00E8, 0x0449_00E9, 0x0449_00EA, 0x0449_00EB, 0x0449_00F0, 0x0449_00F2,
        0x0449_00F3, 0x0449_00F4, 0x0449_00F5, 0x0449_00F6, 0x0449_00F7, 0x0449_00F8, 0x0449_00FE, 0x0449_0107,
        0x0449_0109, 0x0449_010B, 0x0449_010D, 0x0449_010E, 0x0449_010F, 0x0449_0111, 0x0449_0112, 0x0449_0113,
        0x0449_0114, 0x0449_0115, 0x0449_0116, 0x0449_0117, 0x0449_0118, 0x0449_0119, 0x0449_011A, 0x0449_011B,
        0x0449_011D, 0x0449_011F, 0x0449_0121, 0x0449_0123, 0x0449_0124, 0x0449_0125, 0x0449_0126, 0x0449_0127,
        0x0449_012E, 0x0449_0130, 0x0449_0136, 0x0449_0137, 0x0449_0139, 0x0449_013A, 0x0449_013B, 0x0449_013C,
        0x0449_013D, 0x0449_013E, 0x0449_0140, 0x0449_0141, 0x0449_0142, 0x0449_0143, 0x0449_0145, 0x0449_0147,
        0x0449_014A, 0x0449_014D, 0x0449_014F, 0x0449_0151, 0x0449_0153, 0x0449_0154, 0x0449_0156, 0x0449_0158,
        0x0449_015B, 0x0449_015D, 0x0449_015F, 0x0449_0161, 0x0449_0162, 0x0449_0164, 0x0449_0166, 0x0449_0174,
        0x0449_0176, 0x0449_0178, 0x0449_0219, 0x0449_021A, 0x0449_0400, 0x0449_0401, 0x0449_0402, 0x0449_0403,
        0x0449_0406, 0x0449_040A, 0x0449_040B, 0x0449_040C, 0x0449_040D, 0x0449_040F, 0x0449_0411, 0x0449_0412,
        0x0449_0413, 0x0449_0415, 0x0449_0418, 0x0449_0419, 0x0449_041A, 0x0449_041C, 0x0449_041D, 0x0449_041F,
        0x0449_0420, 0x0449_0422, 0x0449_0423, 0x0449_0426, 0x0449_0428, 0x0449_0429, 0x0449_042A, 0x0449_042B,
        0x0449_042C, 0x0449_042E, 0x0449_0435, 0x0449_043E, 0x0449_0441, 0x0449_0444, 0x0449_044F, 0x0449_0450,
        0x0449_0451, 0x0449_0452, 0x0449_0454, 0x0449_0455, 0x0449_045B, 0x0449_0E3F, 0x0449_2018, 0x0449_2019,
        0x0449_201C, 0x0449_201D, 0x0449_2022, 0x0449_20A8, 0x0449_20AB, 0x0449_20BF, 0x0449_2116, 0x0449_2192,
        0x0449_2212,
        // U+044A CYRILLIC SMALL LETTER HARD SIGN
        0x044A_0029, 0x044A_0054, 0x044A_0056, 0x044A_0058, 0x044A_0059, 0x044A_005C, 0x044A_005D, 0x044A_0076,
        0x044A_0077, 0x044A_0078, 0x044A_0079, 0x044A_007D, 0x044A_00AA, 0x044A_00BA, 0x044A_00DD, 0x044A_00FD,
        0x044A_00FF, 0x044A_0162, 0x044A_0164, 0x044A_0166, 0x044A_0175, 0x044A_0176, 0x044A_0177, 0x044A_0178,
        0x044A_021A, 0x044A_0402, 0x044A_040B, 0x044A_0416, 0x044A_0422, 0x044A_0423, 0x044A_0425, 0x044A_042A,
        0x044A_0436, 0x044A_0442, 0x044A_0443, 0x044A_0445, 0x044A_044A, 0x044A_045E, 0x044A_2018, 0x044A_201C,
        // U+044B CYRILLIC SMALL LETTER YERU
        0x044B_0029, 0x044B_0056, 0x044B_0057, 0x044B_005C, 0x044B_005D, 0x044B_005F, 0x044B_007D, 0x044B_00A5,
        0x044B_00EF, 0x044B_0127, 0x044B_0129, 0x044B_012B, 0x044B_012D, 0x044B_012E, 0x044B_012F, 0x044B_0135,
        0x044B_0174, 0x044B_0192, 0x044B_0457, 0x044B_20A9,
        // U+044C CYRILLIC SMALL LETTER SOFT SIGN
        0x044C_0029, 0x044C_0054, 0x044C_0056, 0x044C_0058, 0x044C_0059, 0x044C_005C, 0x044C_005D, 0x044C_0076,
        0x044C_0077, 0x044C_0078, 0x044C_0079, 0x044C_007D, 0x044C_00AA, 0x044C_00BA, 0x044C_00DD, 0x044C_00FD,
        0x044C_00FF, 0x044C_0162, 0x044C_0164, 0x044C_0166, 0x044C_0175, 0x044C_0176, 0x044C_0177, 0x044C_0178,
        0x044C_021A, 0x044C_0402, 0x044C_040B, 0x044C_0416, 0x044C_0422, 0x044C_0423, 0x044C_0425, 0x044C_042A,
        0x044C_0436, 0x044C_0442, 0x044C_0443, 0x044C_0445, 0x044C_044A, 0x044C_045E, 0x044C_2018, 0x044C_201C,
        // U+044D CYRILLIC SMALL LETTER E
        0x044D_0029, 0x044D_0041, 0x044D_0054, 0x044D_0056, 0x044D_0057, 0x044D_0058, 0x044D_0059, 0x044D_005C,
        0x044D_005D, 0x044D_0076, 0x044D_0077, 0x044D_0078, 0x044D_0079, 0x044D_007D, 0x044D_00AA, 0x044D_00AE,
        0x044D_00BA, 0x044D_00C0, 0x044D_00C1, 0x044D_00C2, 0x044D_00C3, 0x044D_00C4, 0x044D_00C5, 0x044D_00C6,
        0x044D_00DD, 0x044D_00FD, 0x044D_00FF, 0x044D_0100, 0x044D_0102, 0x044D_0104, 0x044D_0162, 0x044D_0164,
        0x044D_0166, 0x044D_0174, 0x044D_0175, 0x044D_0176, 0x044D_0177, 0x044D_0178, 0x044D_021A, 0x044D_0402,
        0x044D_040B, 0x044D_0410, 0x044D_0416, 0x044D_0422, 0x044D_0423, 0x044D_0425, 0x044D_042A, 0x044D_0436,
        0x044D_0442, 0x044D_0443, 0x044D_0445, 0x044D_044A, 0x044D_045E, 0x044D_2018, 0x044D_201C,
        // U+044E CYRILLIC SMALL LETTER YU
        0x044E_0029, 0x044E_0041, 0x044E_0054, 0x044E_0056, 0x044E_0057, 0x044E_0058, 0x044E_0059, 0x044E_005C,
        0x044E_005D, 0x044E_0076, 0x044E_0077, 0x044E_0078, 0x044E_0079, 0x044E_007D, 0x044E_00AA, 0x044E_00AE,
        0x044E_00BA, 0x044E_00C0, 0x044E_00C1, 0x044E_00C2, 0x044E_00C3, 0x044E_00C4, 0x044E_00C5, 0x044E_00C6,
        0x044E_00DD, 0x044E_00FD, 0x044E_00FF, 0x044E_0100, 0x044E_0102, 0x044E_0104, 0x044E_0162, 0x044E_0164,
        0x044E_0166, 0x044E_0174, 0x044E_0175, 0x044E_0176, 0x044E_0177, 0x044E_0178, 0x044E_021A, 0x044E_0402,
        0x044E_040B, 0x044E_0410, 0x044E_0416, 0x044E_0422, 0x044E_0423, 0x044E_0425, 0x044E_042A, 0x044E_0436,
        0x044E_0442, 0x044E_0443, 0x044E_0445, 0x044E_044A, 0x044E_045E, 0x044E_2018, 0x044E_201C,
        // U+044F CYRILLIC SMALL LETTER YA
        0x044F_0031, 0x044F_0054, 0x044F_0056, 0x044F_0057, 0x044F_0059, 0x044F_005C, 0x044F_0076, 0x044F_0079,
        0x044F_00AE, 0x044F_00DD, 0x044F_00FD, 0x044F_00FF, 0x044F_0162, 0x044F_0164, 0x044F_0166, 0x044F_0174,
        0x044F_0176, 0x044F_0177, 0x044F_0178, 0x044F_021A, 0x044F_0402, 0x044F_040B, 0x044F_0422, 0x044F_0423,
        0x044F_042A, 0x044F_0442, 0x044F_0443, 0x044F_044A, 0x044F_045E, 0x044F_2018, 0x044F_201C,
        // U+0450 CYRILLIC SMALL LETTER IE WITH GRAVE
        0x0450_0054, 0x0450_0056, 0x0450_0057, 0x0450_0059, 0x0450_005C, 0x0450_0076, 0x0450_0077, 0x0450_0078,
        0x0450_0079, 0x0450_00AE, 0x0450_00DD, 0x0450_00FD, 0x0450_00FF, 0x0450_0162, 0x0450_0164, 0x0450_0166,
        0x0450_0174, 0x0450_0175, 0x0450_0176, 0x0450_0177, 0x0450_0178, 0x0450_021A, 0x0450_0402, 0x0450_040B,
        0x0450_0422, 0x0450_0423, 0x0450_042A, 0x0450_0436, 0x0450_0442, 0x0450_0443, 0x0450_0445, 0x0450_044A,
        0x0450_045E,
        // U+0451 CYRILLIC SMALL LETTER IO
        0x0451_0054, 0x0451_0056, 0x0451_0057, 0x0451_0059, 0x0451_005C, 0x0451_0076, 0x0451_0077, 0x0451_0078,
        0x0451_0079, 0x0451_00AE, 0x0451_00DD, 0x0451_00FD, 0x0451_00FF, 0x0451_0162, 0x0451_0164, 0x0451_0166,
        0x0451_0174, 0x0451_0175, 0x0451_0176, 0x0451_0177, 0x0451_0178, 0x0451_021A, 0x0451_0402, 0x0451_040B,
        0x0451_0422, 0x0451_0423, 0x0451_042A, 0x0451_0436, 0x0451_0442, 0x0451_0443, 0x0451_0445, 0x0451_044A,
        0x0451_045E,
        // U+0452 CYRILLIC SMALL LETTER DJE
        0x0452_0031, 0x0452_0054, 0x0452_0056, 0x0452_0057, 0x0452_0059, 0x0452_005C, 0x0452_0076, 0x0452_0079,
        0x0452_00AE, 0x0452_00DD, 0x0452_00FD, 0x0452_00FF, 0x0452_0162, 0x0452_0164, 0x0452_0166, 0x0452_0174,
        0x0452_0176, 0x0452_0177, 0x0452_0178, 0x0452_021A, 0x0452_0402, 0x0452_040B, 0x0452_0422, 0x0452_0423,
        0x0452_042A, 0x0452_0442, 0x0452_0443, 0x0452_044A, 0x0452_045E, 0x0452_2018, 0x0452_201C,
        // U+0453 CYRILLIC SMALL LETTER GJE
        0x0453_002B, 0x0453_002C, 0x0453_002D, 0x0453_002E, 0x0453_0054, 0x0453_005F, 0x0453_0061, 0x0453_0063,
        0x0453_0064, 0x0453_0065, 0x0453_0067, 0x0453_006F, 0x0453_0071, 0x0453_007E, 0x0453_00A2, 0x0453_00AB,
        0x0453_00AC, 0x0453_00AD, 0x0453_00B7, 0x0453_00E0, 0x0453_00E1, 0x0453_00E2, 0x0453_00E3, 0x0453_00E4,
        0x0453_00E5, 0x0453_00E6, 0x0453_00E7, 0x0453_00E8, 0x0453_00E9, 0x0453_00EA, 0x0453_00EB, 0x0453_00F0,
        0x0453_00F2, 0x0453_00F3, 0x0453_00F4, 0x0453_00F5, 0x0453_00F6, 0x0453_00F7, 0x0453_00F8, 0x0453_0101,
        0x0453_0103, 0x0453_0105, 0x0453_0107, 0x0453_0109, 0x0453_010B, 0x0453_010D, 0x0453_010F, 0x0453_0111,
        0x0453_0113, 0x0453_0115, 0x0453_0117, 0x0453_0119, 0x0453_011B, 0x0453_011D, 0x0453_011F, 0x0453_0121,
        0x0453_0123, 0x0453_014D, 0x0453_014F, 0x0453_0151, 0x0453_0153, 0x0453_0162, 0x0453_0164, 0x0453_0166,
        0x0453_021A, 0x0453_0402, 0x0453_040B, 0x0453_0422, 0x0453_042A, 0x0453_0430, 0x0453_0434, 0x0453_0435,
        0x0453_043B, 0x0453_043E, 0x0453_0441, 0x0453_0444, 0x0453_0447, 0x0453_0450, 0x0453_0451, 0x0453_0454,
        0x0453_0459, 0x0453_201A, 0x0453_201E, 0x0453_2026, 0x0453_2039, 0x0453_20AB, 0x0453_2192, 0x0453_2212,
        // U+0454 CYRILLIC SMALL LETTER UKRAINIAN IE
        0x0454_0054, 0x0454_0057, 0x0454_0059, 0x0454_0078, 0x0454_00AE, 0x0454_00DD, 0x0454_0162, 0x0454_0164,
        0x0454_0166, 0x0454_0174, 0x0454_0176, 0x0454_0178, 0x0454_021A, 0x0454_0402, 0x0454_040B, 0x0454_0422,
        0x0454_0423, 0x0454_042A, 0x0454_0436, 0x0454_0442, 0x0454_0445, 0x0454_044A,
        // U+0455 CYRILLIC SMALL LETTER DZE
        0x0455_0054, 0x0455_0056, 0x0455_0057, 0x0455_0059, 0x0455_005C, 0x0455_00AE, 0x0455_00DD, 0x0455_0162,
        0x0455_0164, 0x0455_0166, 0x0455_0174, 0x0455_0176, 0x0455_0178, 0x0455_021A, 0x0455_0402, 0x0455_040B,
        0x0455_0422, 0x0455_0423, 0x0455_042A, 0x0455_2018, 0x0455_201A, 0x0455_201C, 0x0455_201E,
        // U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I
        0x0456_0029, 0x0456_0056, 0x0456_0057, 0x0456_005C, 0x0456_005D, 0x0456_005F, 0x0456_007D, 0x0456_00A5,
        0x0456_00EF, 0x0456_0127, 0x0456_0129, 0x0456_012B, 0x0456_012D, 0x0456_012E, 0x0456_012F, 0x0456_0135,
        0x0456_0174, 0x0456_0192, 0x0456_0457, 0x0456_20A9,
        // U+0457 CYRILLIC SMALL LETTER YI
        0x0457_0031, 0x0457_0037, 0x0457_0042, 0x0457_0044, 0x0457_0045, 0x0457_0046, 0x0457_0048, 0x0457_0049,
        0x0457_004B, 0x0457_004C, 0x0457_004D, 0x0457_004E, 0x0457_0050, 0x0457_0052, 0x0457_0054, 0x0457_0056,
        0x0457_005A, 0x0457_005C, 0x0457_0062, 0x0457_0066, 0x0457_0068, 0x0457_0069, 0x0457_006A, 0x0457_006B,
        0x0457_006C, 0x0457_0074, 0x0457_007C, 0x0457_00C8, 0x0457_00C9, 0x0457_00CA, 0x0457_00CB, 0x0457_00CC,
        0x0457_00CD, 0x0457_00D1, 0x0457_00DE, 0x0457_00DF, 0x0457_00EC, 0x0457_00ED, 0x0457_00EE, 0x0457_00EF,
        0x0457_00FE, 0x0457_010E, 0x0457_0112, 0x0457_0114, 0x0457_0116, 0x0457_0118, 0x0457_011A, 0x0457_0124,
        0x0457_0125, 0x0457_0126, 0x0457_0127, 0x0457_0129, 0x0457_012B, 0x0457_012D, 0x0457_012E, 0x0457_012F,
        0x0457_0130, 0x0457_0131, 0x0457_0133, 0x0457_0135, 0x0457_0136, 0x0457_0137, 0x0457_0139, 0x0457_013A,
        0x0457_013B, 0x0457_013C, 0x0457_013D, 0x0457_013E, 0x0457_0140, 0x0457_0141, 0x0457_0142, 0x0457_0143,
        0x0457_0145, 0x0457_0147, 0x0457_014A, 0x0457_0154, 0x0457_0156, 0x0457_0158, 0x0457_0162, 0x0457_0163,
        0x0457_0164, 0x0457_0165, 0x0457_0166, 0x0457_0167, 0x0457_0179, 0x0457_017B, 0x0457_017D, 0x0457_021A,
        0x0457_021B, 0x0457_0400, 0x0457_0401, 0x0457_0402, 0x0457_0403, 0x0457_0406, 0x0457_040A, 0x0457_040B,
        0x0457_040C, 0x0457_040D, 0x0457_040F, 0x0457_0411, 0x0457_0412, 0x0457_0413, 0x0457_0415, 0x0457_0418,
        0x0457_0419, 0x0457_041A, 0x0457_041C, 0x0457_041D, 0x0457_041F, 0x0457_0420, 0x0457_0422, 0x0457_0426,
        0x0457_0428, 0x0457_0429, 0x0457_042A, 0x0457_042B, 0x0457_042C, 0x0457_042E, 0x0457_044B, 0x0457_0452,
        0x0457_0456, 0x0457_0457, 0x0457_0458, 0x0457_045B, 0x0457_0E3F, 0x0457_20A8, 0x0457_20BF, 0x0457_2116,
        // U+0458 CYRILLIC SMALL LETTER JE
        0x0458_0029, 0x0458_0056, 0x0458_0057, 0x0458_005C, 0x0458_005D, 0x0458_005F, 0x0458_007D, 0x0458_00A5,
        0x0458_00EF, 0x0458_0127, 0x0458_0129, 0x0458_012B, 0x0458_012D, 0x0458_012E, 0x0458_012F, 0x0458_0135,
        0x0458_0174, 0x0458_0192, 0x0458_0457, 0x0458_20A9,
        // U+0459 CYRILLIC SMALL LETTER LJE
        0x0459_0029, 0x0459_0054, 0x0459_0056, 0x0459_0058, 0x0459_0059, 0x0459_005C, 0x0459_005D, 0x0459_0076,
        0x0459_0077, 0x0459_0078, 0x0459_0079, 0x0459_007D, 0x0459_00AA, 0x0459_00BA, 0x0459_00DD, 0x0459_00FD,
        0x0459_00FF, 0x0459_0162, 0x0459_0164, 0x0459_0166, 0x0459_0175, 0x0459_0176, 0x0459_0177, 0x0459_0178,
        0x0459_021A, 0x0459_0402, 0x0459_040B, 0x0459_0416, 0x0459_0422, 0x0459_0423, 0x0459_0425, 0x0459_042A,
        0x0459_0436, 0x0459_0442, 0x0459_0443, 0x0459_0445, 0x0459_044A, 0x0459_045E, 0x0459_2018, 0x0459_201C,
        // U+045A CYRILLIC SMALL LETTER NJE
        0x045A_0029, 0x045A_0054, 0x045A_0056, 0x045A_0058, 0x045A_0059, 0x045A_005C, 0x045A_005D, 0x045A_0076,
        0x045A_0077, 0x045A_0078, 0x045A_0079, 0x045A_007D, 0x045A_00AA, 0x045A_00BA, 0x045A_00DD, 0x045A_00FD,
        0x045A_00FF, 0x045A_0162, 0x045A_0164, 0x045A_0166, 0x045A_0175, 0x045A_0176, 0x045A_0177, 0x045A_0178,
        0x045A_021A, 0x045A_0402, 0x045A_040B, 0x045A_0416, 0x045A_0422, 0x045A_0423, 0x045A_0425, 0x045A_042A,
        0x045A_0436, 0x045A_0442, 0x045A_0443, 0x045A_0445, 0x045A_044A, 0x045A_045E, 0x045A_2018, 0x045A_201C,
        // U+045B CYRILLIC SMALL LETTER TSHE
        0x045B_0031, 0x045B_0054, 0x045B_0056, 0x045B_0057, 0x045B_0059, 0x045B_005C, 0x045B_0076, 0x045B_0079,
        0x045B_00AE, 0x045B_00DD, 0x045B_00FD, 0x045B_00FF, 0x045B_0162, 0x045B_0164, 0x045B_0166, 0x045B_0174,
        0x045B_0176, 0x045B_0177, 0x045B_0178, 0x045B_021A, 0x045B_0402, 0x045B_040B, 0x045B_0422, 0x045B_0423,
        0x045B_042A, 0x045B_0442, 0x045B_0443, 0x045B_044A, 0x045B_045E, 0x045B_2018, 0x045B_201C,
        // U+045C CYRILLIC SMALL LETTER KJE
        0x045C_002B, 0x045C_002D, 0x045C_0034, 0x045C_003C, 0x045C_0054, 0x045C_0063, 0x045C_0064, 0x045C_0065,
        0x045C_0067, 0x045C_006F, 0x045C_0071, 0x045C_0076, 0x045C_0079, 0x045C_007E, 0x045C_00A2, 0x045C_00AB,
        0x045C_00AC, 0x045C_00AD, 0x045C_00B7, 0x045C_00E7, 0x045C_00E8, 0x045C_00E9, 0x045C_00EA, 0x045C_00EB,
        0x045C_00F0, 0x045C_00F2, 0x045C_00F3, 0x045C_00F4, 0x045C_00F5, 0x045C_00F6, 0x045C_00F7, 0x045C_00F8,
        0x045C_00FD, 0x045C_00FF, 0x045C_0107, 0x045C_0109, 0x045C_010B, 0x045C_010D, 0x045C_010F, 0x045C_0111,
        0x045C_0113, 0x045C_0115, 0x045C_0117, 0x045C_0119, 0x045C_011B, 0x045C_011D, 0x045C_011F, 0x045C_0121,
        0x045C_0123, 0x045C_014D, 0x045C_014F, 0x045C_0151, 0x045C_0153, 0x045C_0162, 0x045C_0164, 0x045C_0166,
        0x045C_0177, 0x045C_021A, 0x045C_0402, 0x045C_040B, 0x045C_0422, 0x045C_042A, 0x045C_0435, 0x045C_043E,
        0x045C_0441, 0x045C_0443, 0x045C_0444, 0x045C_0450, 0x045C_0451, 0x045C_0454, 0x045C_045E, 0x045C_2039,
        0x045C_20AB, 0x045C_2192, 0x045C_2212,
        // U+045D CYRILLIC SMALL LETTER I WITH GRAVE
        0x045D_0031, 0x045D_0054, 0x045D_0056, 0x045D_0057, 0x045D_0059, 0x045D_005C, 0x045D_0076, 0x045D_0079,
        0x045D_00AE, 0x045D_00DD, 0x045D_00FD, 0x045D_00FF, 0x045D_0162, 0x045D_0164, 0x045D_0166, 0x045D_0174,
        0x045D_0176, 0x045D_0177, 0x045D_0178, 0x045D_021A, 0x045D_0402, 0x045D_040B, 0x045D_0422, 0x045D_0423,
        0x045D_042A, 0x045D_0442, 0x045D_0443, 0x045D_044A, 0x045D_045E, 0x045D_2018, 0x045D_201C,
        // U+045E CYRILLIC SMALL LETTER SHORT U
        0x045E_002C, 0x045E_002E, 0x045E_002F, 0x045E_003C, 0x045E_003D, 0x045E_0041, 0x045E_004A, 0x045E_0054,
        0x045E_0059, 0x045E_005F, 0x045E_0061, 0x045E_0063, 0x045E_0064, 0x045E_0065, 0x045E_0067, 0x045E_006F,
        0x045E_0071, 0x045E_00A2, 0x045E_00AB, 0x045E_00AC, 0x045E_00B1, 0x045E_00C0, 0x045E_00C1, 0x045E_00C2,
        0x045E_00C3, 0x045E_00C4, 0x045E_00C5, 0x045E_00C6, 0x045E_00DD, 0x045E_00E0, 0x045E_00E1, 0x045E_00E2,
        0x045E_00E3, 0x045E_00E4, 0x045E_00E5, 0x045E_00E6, 0x045E_00E7, 0x045E_00E8, 0x045E_00E9, 0x045E_00EA,
        0x045E_00EB, 0x045E_00EE, 0x045E_00EF, 0x045E_00F0, 0x045E_00F2, 0x045E_00F3, 0x045E_00F4, 0x045E_00F5,
        0x045E_00F6, 0x045E_00F8, 0x045E_0100, 0x045E_0101, 0x045E_0102, 0x045E_0103, 0x045E_0104, 0x045E_0105,
        0x045E_0107, 0x045E_0109, 0x045E_010B, 0x045E_010D, 0x045E_010F, 0x045E_0111, 0x045E_0113, 0x045E_0115,
        0x045E_0117, 0x045E_0119, 0x045E_011B, 0x045E_011D, 0x045E_011F, 0x045E_0121, 0x045E_0123, 0x045E_0127,
        0x045E_0129, 0x045E_012B, 0x045E_012D, 0x045E_0134, 0x045E_014D, 0x045E_014F, 0x045E_0151, 0x045E_0153,
        0x045E_0162, 0x045E_0164, 0x045E_0166, 0x045E_0176, 0x045E_0178, 0x045E_021A, 0x045E_0402, 0x045E_0408,
        0x045E_040B, 0x045E_0410, 0x045E_0422, 0x045E_0423, 0x045E_042A, 0x045E_0430, 0x045E_0434, 0x045E_0435,
        0x045E_043B, 0x045E_043E, 0x045E_0441, 0x045E_0444, 0x045E_0447, 0x045E_0450, 0x045E_0451, 0x045E_0454,
        0x045E_0457, 0x045E_0459, 0x045E_2019, 0x045E_201A, 0x045E_201D, 0x045E_201E, 0x045E_2026, 0x045E_2039,
        0x045E_20AB, 0x045E_2248, 0x045E_2264, 0x045E_2265,
        // U+045F CYRILLIC SMALL LETTER DZHE
        0x045F_0031, 0x045F_0054, 0x045F_0056, 0x045F_0057, 0x045F_0059, 0x045F_005C, 0x045F_0076, 0x045F_0079,
        0x045F_00AE, 0x045F_00DD, 0x045F_00FD, 0x045F_00FF, 0x045F_0162, 0x045F_0164, 0x045F_0166, 0x045F_0174,
        0x045F_0176, 0x045F_0177, 0x045F_0178, 0x045F_021A, 0x045F_0402, 0x045F_040B, 0x045F_0422, 0x045F_0423,
        0x045F_042A, 0x045F_0442, 0x045F_0443, 0x045F_044A, 0x045F_045E, 0x045F_2018, 0x045F_201C,
        // U+0E3F THAI CURRENCY SYMBOL BAHT
        0x0E3F_00EF, 0x0E3F_0129, 0x0E3F_012B, 0x0E3F_012D, 0x0E3F_0457,
        // U+2018 LEFT SINGLE QUOTATION MARK
        0x2018_0026, 0x2018_002C, 0x2018_002E, 0x2018_002F, 0x2018_0034, 0x2018_0041, 0x2018_004A, 0x2018_00BF,
        0x2018_00C0, 0x2018_00C1, 0x2018_00C2, 0x2018_00C3, 0x2018_00C4, 0x2018_00C5, 0x2018_00C6, 0x2018_0100,
        0x2018_0102, 0x2018_0104, 0x2018_0134, 0x2018_0408, 0x2018_0409, 0x2018_0410, 0x2018_0414, 0x2018_041B,
        0x2018_0434, 0x2018_043B, 0x2018_0459, 0x2018_201A, 0x2018_201E, 0x2018_2026,
        // U+2019 RIGHT SINGLE QUOTATION MARK
        0x2019_0023, 0x2019_0026, 0x2019_002B, 0x2019_002C, 0x2019_002D, 0x2019_002E, 0x2019_002F, 0x2019_0030,
        0x2019_0034, 0x2019_0036, 0x2019_0038, 0x2019_003A, 0x2019_003B, 0x2019_003C, 0x2019_003D, 0x2019_0040,
        0x2019_0041, 0x2019_004A, 0x2019_005F, 0x2019_0061, 0x2019_0063, 0x2019_0064, 0x2019_0065, 0x2019_0067,
        0x2019_006D, 0x2019_006E, 0x2019_006F, 0x2019_0070, 0x2019_0071, 0x2019_0072, 0x2019_0073, 0x2019_0074,
        0x2019_0075, 0x2019_0076, 0x2019_0079, 0x2019_007E, 0x2019_00A2, 0x2019_00AB, 0x2019_00AC, 0x2019_00AD,
        0x2019_00B1, 0x2019_00B5, 0x2019_00B6, 0x2019_00B7, 0x2019_00BF, 0x2019_00C0, 0x2019_00C1, 0x2019_00C2,
        0x2019_00C3, 0x2019_00C4, 0x2019_00C5, 0x2019_00C6, 0x2019_00E0, 0x2019_00E1, 0x2019_00E2, 0x2019_00E3,
        0x2019_00E4, 0x2019_00E5, 0x2019_00E6, 0x2019_00E7, 0x2019_00E8, 0x2019_00E9, 0x2019_00EA, 0x2019_00EB,
        0x2019_00F0, 0x2019_00F1, 0x2019_00F2, 0x2019_00F3, 0x2019_00F4, 0x2019_00F5, 0x2019_00F6, 0x2019_00F7,
        0x2019_00F8, 0x2019_00F9, 0x2019_00FA, 0x2019_00FB, 0x2019_00FC, 0x2019_00FD, 0x2019_00FF, 0x2019_0100,
        0x2019_0101, 0x2019_0102, 0x2019_0103, 0x2019_0104, 0x2019_0105, 0x2019_0107, 0x2019_0109, 0x2019_010B,
        0x2019_010D, 0x2019_010F, 0x2019_0111, 0x2019_0113, 0x2019_0115, 0x2019_0117, 0x2019_0119, 0x2019_011B,
        0x2019_011D, 0x2019_011F, 0x2019_0121, 0x2019_0123, 0x2019_0134, 0x2019_0144, 0x2019_0146, 0x2019_0148,
        0x2019_014B, 0x2019_014D, 0x2019_014F, 0x2019_0151, 0x2019_0153, 0x2019_0155, 0x2019_0157, 0x2019_0159,
        0x2019_015B, 0x2019_015D, 0x2019_015F, 0x2019_0161, 0x2019_0163, 0x2019_0165, 0x2019_0167, 0x2019_0169,
        0x2019_016B, 0x2019_016D, 0x2019_016F, 0x2019_0171, 0x2019_0173, 0x2019_0177, 0x2019_0219, 0x2019_021B,
        0x2019_0408, 0x2019_0409, 0x2019_0410, 0x2019_0414, 0x2019_041B, 0x2019_0430, 0x2019_0431, 0x2019_0432,
        0x2019_0433, 0x2019_0434, 0x2019_0435, 0x2019_0438, 0x2019_0439, 0x2019_043A, 0x2019_043B, 0x2019_043C,
        0x2019_043D, 0x2019_043E, 0x2019_043F, 0x2019_0440, 0x2019_0441, 0x2019_0443, 0x2019_0444, 0x2019_0446,
        0x2019_0447, 0x2019_0448, 0x2019_0449, 0x2019_044C, 0x2019_044E, 0x2019_044F, 0x2019_0450, 0x2019_0451,
        0x2019_0453, 0x2019_0454, 0x2019_0455, 0x2019_0459, 0x2019_045A, 0x2019_045C, 0x2019_045D, 0x2019_045E,
        0x2019_045F, 0x2019_201A, 0x2019_201E, 0x2019_2026, 0x2019_2039, 0x2019_20AB, 0x2019_2192, 0x2019_2212,
        0x2019_2248, 0x2019_2264, 0x2019_2265,
        // U+201A SINGLE LOW-9 QUOTATION MARK
        0x201A_0031, 0x201A_0054, 0x201A_0056, 0x201A_0057, 0x201A_0059, 0x201A_005C, 0x201A_0076, 0x201A_0079,
        0x201A_00DD, 0x201A_00FD, 0x201A_00FF, 0x201A_0162, 0x201A_0164, 0x201A_0166, 0x201A_0174, 0x201A_0176,
        0x201A_0177, 0x201A_0178, 0x201A_021A, 0x201A_0402, 0x201A_040B, 0x201A_0414, 0x201A_0422, 0x201A_0423,
        0x201A_0427, 0x201A_042A, 0x201A_0434, 0x201A_0442, 0x201A_0443, 0x201A_0447, 0x201A_044A, 0x201A_045E,
        0x201A_2018, 0x201A_2019, 0x201A_201C, 0x201A_201D,
        // U+201C LEFT DOUBLE QUOTATION MARK
        0x201C_0026, 0x201C_002C, 0x201C_002E, 0x201C_002F, 0x201C_0034, 0x201C_0041, 0x201C_004A, 0x201C_00BF,
        0x201C_00C0, 0x201C_00C1, 0x201C_00C2, 0x201C_00C3, 0x201C_00C4, 0x201C_00C5, 0x201C_00C6, 0x201C_0100,
        0x201C_0102, 0x201C_0104, 0x201C_0134, 0x201C_0408, 0x201C_0409, 0x201C_0410, 0x201C_0414, 0x201C_041B,
        0x201C_0434, 0x201C_043B, 0x201C_0459, 0x201C_201A, 0x201C_201E, 0x201C_2026,
        // U+201D RIGHT DOUBLE QUOTATION MARK
        0x201D_0023, 0x201D_0026, 0x201D_002B, 0x201D_002C, 0x201D_002D, 0x201D_002E, 0x201D_002F, 0x201D_0030,
        0x201D_0034, 0x201D_0036, 0x201D_0038, 0x201D_003A, 0x201D_003B, 0x201D_003C, 0x201D_003D, 0x201D_0040,
        0x201D_0041, 0x201D_004A, 0x201D_005F, 0x201D_0061, 0x201D_0063, 0x201D_0064, 0x201D_0065, 0x201D_0067,
        0x201D_006D, 0x201D_006E, 0x201D_006F, 0x201D_0070, 0x201D_0071, 0x201D_0072, 0x201D_0073, 0x201D_0074,
        0x201D_0075, 0x201D_0076, 0x201D_0079, 0x201D_007E, 0x201D_00A2, 0x201D_00AB, 0x201D_00AC, 0x201D_00AD,
        0x201D_00B1, 0x201D_00B5, 0x201D_00B6, 0x201D_00B7, 0x201D_00BF, 0x201D_00C0, 0x201D_00C1, 0x201D_00C2,
        0x201D_00C3, 0x201D_00C4, 0x201D_00C5, 0x201D_00C6, 0x201D_00E0, 0x201D_00E1, 0x201D_00E2, 0x201D_00E3,
        0x201D_00E4, 0x201D_00E5, 0x201D_00E6, 0x201D_00E7, 0x201D_00E8, 0x201D_00E9, 0x201D_00EA, 0x201D_00EB,
        0x201D_00F0, 0x201D_00F1, 0x201D_00F2, 0x201D_00F3, 0x201D_00F4, 0x201D_00F5, 0x201D_00F6, 0x201D_00F7,
        0x201D_00F8, 0x201D_00F9, 0x201D_00FA, 0x201D_00FB, 0x201D_00FC, 0x201D_00FD, 0x201D_00FF, 0x201D_0100,
        0x201D_0101, 0x201D_0102, 0x201D_0103, 0x201D_0104, 0x201D_0105, 0x201D_0107, 0x201D_0109, 0x201D_010B,
        0x201D_010D, 0x201D_010F, 0x201D_0111, 0x201D_0113, 0x201D_0115, 0x201D_0117, 0x201D_0119, 0x201D_011B,
        0x201D_011D, 0x201D_011F, 0x201D_0121, 0x201D_0123, 0x201D_0134, 0x201D_0144, 0x201D_0146, 0x201D_0148,
        0x201D_014B, 0x201D_014D, 0x201D_014F, 0x201D_0151, 0x201D_0153, 0x201D_0155, 0x201D_0157, 0x201D_0159,
        0x201D_015B, 0x201D_015D, 0x201D_015F, 0x201D_0161, 0x201D_0163, 0x201D_0165, 0x201D_0167, 0x201D_0169,
        0x201D_016B, 0x201D_016D, 0x201D_016F, 0x201D_0171, 0x201D_0173, 0x201D_0177, 0x201D_0219, 0x201D_021B,
        0x201D_0408, 0x201D_0409, 0x201D_0410, 0x201D_0414, 0x201D_041B, 0x201D_0430, 0x201D_0431, 0x201D_0432,
        0x201D_0433, 0x201D_0434, 0x201D_0435, 0x201D_0438, 0x201D_0439, 0x201D_043A, 0x201D_043B, 0x201D_043C,
        0x201D_043D, 0x201D_043E, 0x201D_043F, 0x201D_0440, 0x201D_0441, 0x201D_0443, 0x201D_0444, 0x201D_0446,
        0x201D_0447, 0x201D_0448, 0x201D_0449, 0x201D_044C, 0x201D_044E, 0x201D_044F, 0x201D_0450, 0x201D_0451,
        0x201D_0453, 0x201D_0454, 0x201D_0455, 0x201D_0459, 0x201D_045A, 0x201D_045C, 0x201D_045D, 0x201D_045E,
        0x201D_045F, 0x201D_201A, 0x201D_201E, 0x201D_2026, 0x201D_2039, 0x201D_20AB, 0x201D_2192, 0x201D_2212,
        0x201D_2248, 0x201D_2264, 0x201D_2265,
        // U+201E DOUBLE LOW-9 QUOTATION MARK
        0x201E_0031, 0x201E_0054, 0x201E_0056, 0x201E_0057, 0x201E_0059, 0x201E_005C, 0x201E_0076, 0x201E_0079,
        0x201E_00DD, 0x201E_00FD, 0x201E_00FF, 0x201E_0162, 0x201E_0164, 0x201E_0166, 0x201E_0174, 0x201E_0176,
        0x201E_0177, 0x201E_0178, 0x201E_021A, 0x201E_0402, 0x201E_040B, 0x201E_0414, 0x201E_0422, 0x201E_0423,
        0x201E_0427, 0x201E_042A, 0x201E_0434, 0x201E_0442, 0x201E_0443, 0x201E_0447, 0x201E_044A, 0x201E_045E,
        0x201E_2018, 0x201E_2019, 0x201E_201C, 0x201E_201D,
        // U+2026 HORIZONTAL ELLIPSIS
        0x2026_0020, 0x2026_0021, 0x2026_0022, 0x2026_0027, 0x2026_0030, 0x2026_0031, 0x2026_0033, 0x2026_0035,
        0x2026_0036, 0x2026_0037, 0x2026_0038, 0x2026_0039, 0x2026_003F, 0x2026_0054, 0x2026_0059, 0x2026_0060,
        0x2026_00B6, 0x2026_00DD, 0x2026_0162, 0x2026_0164, 0x2026_0166, 0x2026_0176, 0x2026_0178, 0x2026_021A,
        0x2026_0402, 0x2026_040B, 0x2026_0422, 0x2026_0423, 0x2026_042A, 0x2026_0431, 0x2026_0442, 0x2026_044A,
        0x2026_2019, 0x2026_201B, 0x2026_201D,
        // U+2039 SINGLE LEFT-POINTING ANGLE QUOTATION MARK
        0x2039_0041, 0x2039_0054, 0x2039_0059, 0x2039_00C0, 0x2039_00C1, 0x2039_00C2, 0x2039_00C3, 0x2039_00C4,
        0x2039_00C5, 0x2039_00C6, 0x2039_00DD, 0x2039_0100, 0x2039_0102, 0x2039_0104, 0x2039_0162, 0x2039_0164,
        0x2039_0166, 0x2039_0176, 0x2039_0178, 0x2039_021A, 0x2039_0402, 0x2039_040B, 0x2039_0410, 0x2039_0422,
        0x2039_0423, 0x2039_042A,
        // U+203A SINGLE RIGHT-POINTING ANGLE QUOTATION MARK
        0x203A_0031, 0x203A_0032, 0x203A_0033, 0x203A_0037, 0x203A_0038, 0x203A_0041, 0x203A_0054, 0x203A_0056,
        0x203A_0057, 0x203A_0058, 0x203A_0059, 0x203A_005A, 0x203A_005C, 0x203A_0076, 0x203A_0077, 0x203A_0078,
        0x203A_0079, 0x203A_00C0, 0x203A_00C1, 0x203A_00C2, 0x203A_00C3, 0x203A_00C4, 0x203A_00C5, 0x203A_00C6,
        0x203A_00DD, 0x203A_00FD, 0x203A_00FF, 0x203A_0100, 0x203A_0102, 0x203A_0104, 0x203A_0162, 0x203A_0164,
        0x203A_0166, 0x203A_0174, 0x203A_0175, 0x203A_0176, 0x203A_0177, 0x203A_0178, 0x203A_0179, 0x203A_017B,
        0x203A_017D, 0x203A_021A, 0x203A_0402, 0x203A_0409, 0x203A_040B, 0x203A_0410, 0x203A_0416, 0x203A_041B,
        0x203A_0422, 0x203A_0423, 0x203A_0425, 0x203A_042A, 0x203A_0436, 0x203A_0443, 0x203A_0445, 0x203A_045E,
        0x203A_2018, 0x203A_201C,
        // U+20A1 COLON SIGN
        0x20A1_0041, 0x20A1_0058, 0x20A1_005F, 0x20A1_0076, 0x20A1_0079, 0x20A1_00C0, 0x20A1_00C1, 0x20A1_00C2,
        0x20A1_00C3, 0x20A1_00C4, 0x20A1_00C5, 0x20A1_00C6, 0x20A1_00EF, 0x20A1_00FD, 0x20A1_00FF, 0x20A1_0100,
        0x20A1_0102, 0x20A1_0104, 0x20A1_0129, 0x20A1_012B, 0x20A1_012D, 0x20A1_0177, 0x20A1_0410, 0x20A1_0416,
        0x20A1_0425, 0x20A1_0443, 0x20A1_0457, 0x20A1_045E,
        // U+20A8 RUPEE SIGN
        0x20A8_0054, 0x20A8_0056, 0x20A8_0057, 0x20A8_0059, 0x20A8_005C, 0x20A8_00AE, 0x20A8_00DD, 0x20A8_0162,
        0x20A8_0164, 0x20A8_0166, 0x20A8_0174, 0x20A8_0176, 0x20A8_0178, 0x20A8_021A, 0x20A8_0402, 0x20A8_040B,
        0x20A8_0422, 0x20A8_0423, 0x20A8_042A, 0x20A8_2018, 0x20A8_201A, 0x20A8_201C, 0x20A8_201E,
        // U+20B2 GUARANI SIGN
        0x20B2_0041, 0x20B2_0054, 0x20B2_0056, 0x20B2_0058, 0x20B2_0059, 0x20B2_005C, 0x20B2_0069, 0x20B2_006A,
        0x20B2_00C0, 0x20B2_00C1, 0x20B2_00C2, 0x20B2_00C3, 0x20B2_00C4, 0x20B2_00C5, 0x20B2_00C6, 0x20B2_00DD,
        0x20B2_00EC, 0x20B2_00ED, 0x20B2_00EE, 0x20B2_00EF, 0x20B2_0100, 0x20B2_0102, 0x20B2_0104, 0x20B2_0127,
        0x20B2_0129, 0x20B2_012B, 0x20B2_012D, 0x20B2_012F, 0x20B2_0131, 0x20B2_0133, 0x20B2_0135, 0x20B2_0162,
        0x20B2_0164, 0x20B2_0166, 0x20B2_0176, 0x20B2_0178, 0x20B2_021A, 0x20B2_0402, 0x20B2_040B, 0x20B2_0410,
        0x20B2_0416, 0x20B2_0422, 0x20B2_0423, 0x20B2_0425, 0x20B2_042A, 0x20B2_044B, 0x20B2_0456, 0x20B2_0457,
        0x20B2_0458,
        // U+20B5 CEDI SIGN
        0x20B5_0041, 0x20B5_0058, 0x20B5_005F, 0x20B5_0076, 0x20B5_0079, 0x20B5_00C0, 0x20B5_00C1, 0x20B5_00C2,
        0x20B5_00C3, 0x20B5_00C4, 0x20B5_00C5, 0x20B5_00C6, 0x20B5_00EF, 0x20B5_00FD, 0x20B5_00FF, 0x20B5_0100,
        0x20B5_0102, 0x20B5_0104, 0x20B5_0129, 0x20B5_012B, 0x20B5_012D, 0x20B5_0177, 0x20B5_0410, 0x20B5_0416,
        0x20B5_0425, 0x20B5_0443, 0x20B5_0457, 0x20B5_045E,
        // U+20BD RUBLE SIGN
        0x20BD_002C, 0x20BD_002E, 0x20BD_002F, 0x20BD_005F, 0x20BD_2026,
        // U+20BF BITCOIN SIGN
        0x20BF_00EF, 0x20BF_0129, 0x20BF_012B, 0x20BF_012D, 0x20BF_0457,
        // U+2190 LEFTWARDS ARROW
        0x2190_0032, 0x2190_0033, 0x2190_0037, 0x2190_0054, 0x2190_0056, 0x2190_0057, 0x2190_0058, 0x2190_0059,
        0x2190_005C, 0x2190_0078, 0x2190_00B6, 0x2190_00DD, 0x2190_0162, 0x2190_0164, 0x2190_0166, 0x2190_0174,
        0x2190_0176, 0x2190_0178, 0x2190_021A, 0x2190_0402, 0x2190_040B, 0x2190_0416, 0x2190_0417, 0x2190_0422,
        0x2190_0423, 0x2190_0425, 0x2190_042A, 0x2190_0436, 0x2190_0442, 0x2190_0445, 0x2190_044A, 0x2190_2018,
        0x2190_201C,
        // U+2212 MINUS SIGN
        0x2212_0032, 0x2212_0033, 0x2212_0037, 0x2212_0054, 0x2212_0056, 0x2212_0057, 0x2212_0058, 0x2212_0059,
        0x2212_005C, 0x2212_0078, 0x2212_00B6, 0x2212_00DD, 0x2212_0162, 0x2212_0164, 0x2212_0166, 0x2212_0174,
        0x2212_0176, 0x2212_0178, 0x2212_021A, 0x2212_0402, 0x2212_040B, 0x2212_0416, 0x2212_0417, 0x2212_0422,
        0x2212_0423, 0x2212_0425, 0x2212_042A, 0x2212_0436, 0x2212_0442, 0x2212_0445, 0x2212_044A, 0x2212_2018,
        0x2212_201C,
        // U+221E INFINITY
        0x221E_0059, 0x221E_00DD, 0x221E_0176, 0x221E_0178, 0x221E_0423,
        // U+2248 ALMOST EQUAL TO
        0x2248_0041, 0x2248_0056, 0x2248_0057, 0x2248_0058, 0x2248_0059, 0x2248_005C, 0x2248_0076, 0x2248_0078,
        0x2248_0079, 0x2248_00C0, 0x2248_00C1, 0x2248_00C2, 0x2248_00C3, 0x2248_00C4, 0x2248_00C5, 0x2248_00C6,
        0x2248_00DD, 0x2248_00FD, 0x2248_00FF, 0x2248_0100, 0x2248_0102, 0x2248_0104, 0x2248_0174, 0x2248_0176,
        0x2248_0177, 0x2248_0178, 0x2248_0410, 0x2248_0416, 0x2248_0423, 0x2248_0425, 0x2248_042A, 0x2248_0436,
        0x2248_0443, 0x2248_0445, 0x2248_045E, 0x2248_2018, 0x2248_201C, 0x2248_20B8,
        // U+2264 LESS-THAN OR EQUAL TO
        0x2264_0041, 0x2264_0056, 0x2264_0057, 0x2264_0058, 0x2264_0059, 0x2264_005C, 0x2264_0076, 0x2264_0078,
        0x2264_0079, 0x2264_00C0, 0x2264_00C1, 0x2264_00C2, 0x2264_00C3, 0x2264_00C4, 0x2264_00C5, 0x2264_00C6,
        0x2264_00DD, 0x2264_00FD, 0x2264_00FF, 0x2264_0100, 0x2264_0102, 0x2264_0104, 0x2264_0174, 0x2264_0176,
        0x2264_0177, 0x2264_0178, 0x2264_0410, 0x2264_0416, 0x2264_0423, 0x2264_0425, 0x2264_042A, 0x2264_0436,
        0x2264_0443, 0x2264_0445, 0x2264_045E, 0x2264_2018, 0x2264_201C, 0x2264_20B8,
        // U+2265 GREATER-THAN OR EQUAL TO
        0x2265_0041, 0x2265_0056, 0x2265_0057, 0x2265_0058, 0x2265_0059, 0x2265_005C, 0x2265_0076, 0x2265_0078,
        0x2265_0079, 0x2265_00C0, 0x2265_00C1, 0x2265_00C2, 0x2265_00C3, 0x2265_00C4, 0x2265_00C5, 0x2265_00C6,
        0x2265_00DD, 0x2265_00FD, 0x2265_00FF, 0x2265_0100, 0x2265_0102, 0x2265_0104, 0x2265_0174, 0x2265_0176,
        0x2265_0177, 0x2265_0178, 0x2265_0410, 0x2265_0416, 0x2265_0423, 0x2265_0425, 0x2265_042A, 0x2265_0436,
        0x2265_0443, 0x2265_0445, 0x2265_045E, 0x2265_2018, 0x2265_201C, 0x2265_20B8,
    ]

    /// Inter Semi Bold: kerning values in font units, parallel to `semiBoldKerningKeys`.
    static let semiBoldKerningValues: [Int16] = [
        // U+0022 QUOTATION MARK
        -96, -248, -248, -176, -224, -464, -224, -224,
        -224, -224, -224, -224, -224, -224, -224, -224,
        -464, -464, -128, -224, -128, -248,
        // U+0024 DOLLAR SIGN
        -32, -32, -32, -32, -32, -32, -32, -32,
        128, -32, -32, -32, 128, 128, 128, -32,
        128,
        // U+0025 PERCENT SIGN
        -176, -192, -176, -192,
        // U+0026 AMPERSAND
        -96, -96, -160, -176, -112, -208, -176, -96,
        -96, -96, -112, -64, -112, -208, -96, -96,
        -160, -160, -160, -112, -96, -208, -96, -208,
        -160, -160, -160, -160, -208, -160, -96, -96,
        -256, -256,
        // U+0027 APOSTROPHE
        -96, -248, -248, -176, -224, -464, -224, -224,
        -224, -224, -224, -224, -224, -224, -224, -224,
        -464, -464, -128, -224, -128, -248,
        // U+0028 LEFT PARENTHESIS
        -19, -19, -19, -19, 48, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, -19,
        -19, -19, -19, 48, -19, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, 48,
        -19,
        // U+0029 RIGHT PARENTHESIS
        -96, -96,
        // U+002A ASTERISK
        -96, -384, -384, -128, -256, -272, -192, -256,
        -256, -256, -256, -256, -256, -256, 96, -256,
        -256, -256, -272, -272, -96, -256, -96, -384,
        // U+002B PLUS SIGN
        -70, -19, -77, -125, -86, -86, -157, -134,
        -86, -64, -29, -134, -58, -58, -125, -86,
        -134, -134, -125, -125, -125, -234, -86, -125,
        -134, -157, -115, -64, -48, -64, -48, -106,
        -106,
        // U+002C COMMA
        -64, -26, -267, -267, -80, -252, -68, -24,
        -80, -64, -77, -32, -281, -96, -160, -384,
        -144, -160, -96, -96, -96, -160, -160, -96,
        -96, -96, -96, -160, -96, -80, -226, -226,
        -240, -384, -240,
        // U+002D HYPHEN-MINUS
        -70, -19, -77, -125, -86, -86, -157, -134,
        -86, -64, -29, -134, -58, -58, -125, -86,
        -134, -134, -125, -125, -125, -234, -86, -125,
        -134, -157, -115, -64, -48, -64, -48, -106,
        -106,
        // U+002E FULL STOP
        -64, -26, -267, -267, -80, -252, -68, -24,
        -80, -64, -77, -32, -281, -96, -160, -384,
        -144, -160, -96, -96, -96, -160, -160, -96,
        -96, -96, -96, -160, -96, -80, -226, -226,
        -240, -384, -240,
        // U+002F SOLIDUS
        -112, -112, -176, 16, 16, 16, -176, 16,
        -176, -112,
        // U+0030 DIGIT ZERO
        -80, -80, -56, -96, -128, -96, -96, -96,
        -96, -128, -144, -128, -144, -80,
        // U+0031 DIGIT ONE
        -112, -112, -128, -128, -112,
        // U+0032 DIGIT TWO
        -44,
        // U+0033 DIGIT THREE
        -61, -61, -96, -144, -144, -61, -96,
        // U+0034 DIGIT FOUR
        -58, -58, -28, -16, -58,
        // U+0035 DIGIT FIVE
        -68, -68, -16, -68,
        // U+0036 DIGIT SIX
        -88, -88, -128, -128, -128, -88,
        // U+0037 DIGIT SEVEN
        -160, -128, -352, -352, -44, -48, -164, -28,
        -44, 56, -40, -28, -96, -96, -256, -304,
        -272, -448, -128, -144, -144, -144, -144, -144,
        -144, -112, -144, -176, -304, -304, -304, -304,
        -304, -304, -304, -128, -128, -128, -128, -128,
        -128, -128, -144, -144, -144, -144, -144, 256,
        -144, -144, -144, -144, -144, -144, -144, -304,
        -128, -304, -128, -304, -128, -144, -144, -144,
        -144, -144, -144, -144, -144, -144, -144, -144,
        -144, -144, -144, -144, 256, 256, 256, -272,
        -144, -144, -144, -144, -112, -112, -112, -112,
        -112, -272, -304, -128, -44, -144, -144, -144,
        -144, -128, -112, -144, -144, -144, -112, 256,
        -400, -400, -352, -176, -144,
        // U+0038 DIGIT EIGHT
        -61, -61, -96, -144, -144, -61, -96,
        // U+0039 DIGIT NINE
        -80, -80, -56, -96, -128, -96, -96, -96,
        -96, -128, -144, -128, -144, -80,
        // U+003A COLON
        -96, -176, -176, -96, -96, -96, -96, -96,
        -96, -96, -144, -128, -128,
        // U+003B SEMICOLON
        -96, -176, -176, -96, -96, -96, -96, -96,
        -96, -96, -144, -128, -128,
        // U+003D EQUALS SIGN
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
        // U+003E GREATER-THAN SIGN
        -208, -80, -224, -208, -208, -160, -256, -176,
        -208, -80, -80, -80, -80, -80, -80, -80,
        -256, -80, -80, -80, -224, -224, -224, -208,
        -256, -256, -176, -176, -176, -224, -224, -96,
        -224, -80, -144, -96, -224, -256, -160, -208,
        -272, -272, -208,
        // U+003F QUESTION MARK
        -176, -176, -176, -176, -176, -176, -176, -176,
        -176, -176, -176, -176,
        // U+0041 LATIN CAPITAL LETTER A
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+0042 LATIN CAPITAL LETTER B
        96, 96, 96, 96, 96,
        // U+0043 LATIN CAPITAL LETTER C
        -26, -35, -112, 13, 13, -26, -26, -26,
        -26, -26, -26, -26, 96, 13, 13, -26,
        -26, -26, 96, 96, 96, 13, -26, -35,
        -35, 13, 96, 13,
        // U+0044 LATIN CAPITAL LETTER D
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+0045 LATIN CAPITAL LETTER E
        208, 208, 208, 208, 208,
        // U+0046 LATIN CAPITAL LETTER F
        -112, -96, -256, -192, -96, -13, -112, -112,
        -112, -112, -22, -22, -112, -22, -112, -22,
        -96, -96, -96, -96, -112, -96, -256, -256,
        -256, -256, -256, -256, -256, -13, -13, -13,
        -13, -13, -13, -13, -112, -112, -112, -112,
        -112, -112, -22, -112, -112, -112, -112, -112,
        -112, -96, -96, -96, -96, -96, -96, -256,
        -13, -256, -13, -256, -13, -112, -112, -112,
        -112, -112, -112, -112, -112, -112, -112, -112,
        -112, -112, -112, -112, -192, -22, -22, -22,
        -22, -112, -112, -112, -112, -22, -22, -22,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -192, -256, -13, -22, -22, -112,
        -22, -22, -22, -22, -22, -112, -22, -22,
        -112, -96, -112, -22, -13, -22, -22, -22,
        -22, -112, -112, -22, -112, -22, -22, -22,
        -96, -22, -336, -336, -240, -112,
        // U+0047 LATIN CAPITAL LETTER G
        -64, -86, -64, -35, -77, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -77,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -86,
        -86, -86, -77, -77, -86, -86, -86, -64,
        -35, -86, -77, -35, -86, 96, 96, 96,
        96,
        // U+0048 LATIN CAPITAL LETTER H
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0049 LATIN CAPITAL LETTER I
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+004A LATIN CAPITAL LETTER J
        -96, -96, -160, -144, -224, -224, -96,
        // U+004B LATIN CAPITAL LETTER K
        -11, -182, -182, -192, -96, -109, -109, -109,
        -109, -11, -112, -112, -112, -112, 96, -112,
        -112, -96, -112, -176, -112, -182, -112, -109,
        -144, -144, -182, -42, -96, -96, -128, -109,
        -109, -109, -109, -109, -109, -109, -112, -112,
        -112, -112, -112, 96, 96, 96, 240, -112,
        -112, -112, -112, -112, -112, -182, -112, -96,
        -96, -96, -96, -112, -112, -109, -112, -109,
        -112, -109, -112, -109, -112, -112, -112, -112,
        -112, -112, -112, -112, -109, -112, -109, -112,
        -109, -112, -109, -112, 240, 240, 240, 96,
        96, 96, -109, -112, -109, -112, -109, -112,
        -109, -112, -11, -11, -11, -11, -96, -96,
        -96, -96, -96, -96, -176, -112, -11, -109,
        -11, -109, -109, -109, -109, -112, -112, -112,
        -112, -112, 96, -112, -112, -112, 96, 240,
        -112, -144, -109, -112, -109, -109, -182, -182,
        -96, -96, -96, -96,
        // U+004C LATIN CAPITAL LETTER L
        -256, -256, -112, -144, -144, -128, 77, -80,
        -80, -80, -80, -261, -211, -77, -206, -211,
        -368, -64, -192, -192, -112, -80, -272, -176,
        -368, -144, -228, -128, -176, -272, 77, 77,
        77, 77, 77, 77, 77, -80, -80, -80,
        -80, -80, -80, -80, -206, -144, -192, -192,
        77, 77, 77, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -261,
        -64, -261, -64, -261, -64, -77, -206, -192,
        -206, -261, -64, -261, -80, -261, 77, -80,
        -80, -261, -206, -80, -261, -80, -192, -192,
        -240, -112, -128, -240, -112, -176, -80, -80,
        -80, -144, -144,
        // U+004D LATIN CAPITAL LETTER M
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+004E LATIN CAPITAL LETTER N
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+004F LATIN CAPITAL LETTER O
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+0050 LATIN CAPITAL LETTER P
        -96, -77, -112, -77, -96, -227, -272, -27,
        -22, -22, -22, -22, -22, -22, -77, -22,
        -77, -77, -77, -227, -227, -227, -227, -227,
        -227, -227, -27, -27, -27, -27, -27, -27,
        -27, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -77, -22, -227, -27,
        -227, -27, -227, -27, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -272, -22, -22, -22, -22,
        -272, -227, -27, -22, -22, -22, -22, -27,
        -22, -22, -22, -400, -400, -272, -22, -77,
        -77,
        // U+0051 LATIN CAPITAL LETTER Q
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+0052 LATIN CAPITAL LETTER R
        -54, -79, -54, -22, -22, -22, -22, -22,
        -22, -22, -79, -22, -22, -22, -22, -22,
        128, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, 128,
        128, 128, -22, -22, -22, -22, -79, -79,
        -79, -22, -22, -22, -22, -22, -22, -22,
        128, -22,
        // U+0053 LATIN CAPITAL LETTER S
        -32, -32, -32, -32, -32, -32, -32, -32,
        128, -32, -32, -32, 128, 128, 128, -32,
        128,
        // U+0054 LATIN CAPITAL LETTER T
        -96, -125, -96, -163, -96, -224, -192, -96,
        -96, -224, -248, -89, -89, -256, -89, -89,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -112, -176, -128, -125, -224, -89, -368, -125,
        -125, -208, -224, -144, -248, -248, -248, -248,
        -248, -248, -248, -89, -89, -89, -89, -89,
        -89, -89, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -125, -224,
        -208, -208, -208, -144, -176, -96, -248, -208,
        -248, -208, -248, -208, -89, -224, -89, -224,
        -89, -224, -89, -224, -224, -224, -224, -224,
        -224, -224, -224, -89, -224, -89, -224, -89,
        -224, -89, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -89, -224, -89, -224, -89,
        -224, -89, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -89, -256,
        -248, -89, -89, -89, -89, -208, -160, -160,
        -224, -112, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -106, -176, -224, -112, -160,
        -208, -160, -160, -106, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -89,
        -224, -89, -89, -125, -125,
        // U+0055 LATIN CAPITAL LETTER U
        -96, -96, -160, -144, -224, -224, -96,
        // U+0056 LATIN CAPITAL LETTER V
        -144, -86, -272, -86, -272, -190, -96, -176,
        -176, -208, -176, -96, -240, -109, -109, -272,
        -109, -109, 16, -224, -162, -165, -165, -165,
        -165, -165, -165, -128, -86, -165, -109, -160,
        -176, -86, -176, -112, -64, -240, -240, -240,
        -240, -240, -240, -240, -109, -109, -109, -109,
        -109, -109, -112, -109, -162, -162, -162, -162,
        -112, -162, -162, -165, -165, -165, -165, -165,
        240, -165, -165, -165, -165, -128, -165, -86,
        -165, -240, -162, -240, -162, -240, -162, -109,
        -165, -109, -165, -109, -165, -109, -165, -165,
        -165, -165, -165, -165, -165, -165, -109, -165,
        -109, -165, -109, -165, -109, -165, 240, 240,
        240, -272, -109, -165, -109, -165, -109, -165,
        -109, -165, -128, -128, -128, -128, -128, -109,
        -272, -240, -109, -109, -109, -109, -162, -165,
        -165, -165, -165, -162, -128, -165, -165, -165,
        -128, 240, -320, -320, -272, -160, -109, -165,
        -109, -109, -86, -86, -176, -176, -176,
        // U+0057 LATIN CAPITAL LETTER W
        -13, -144, -86, -272, -86, -272, -66, -96,
        -144, -144, -208, -176, -192, -109, -109, -176,
        -109, -109, -13, 16, -158, -158, -158, -158,
        -158, -96, -96, -158, -96, -158, -96, -96,
        -86, -158, -109, -160, -86, -86, -176, -96,
        -64, -192, -192, -192, -192, -192, -192, -192,
        -109, -109, -109, -109, -109, -109, -109, -158,
        -158, -158, -158, -158, -158, -158, -158, -158,
        -158, -158, -158, -158, -96, -158, -158, -158,
        -158, -158, -86, -158, -192, -158, -192, -158,
        -192, -158, -109, -158, -109, -158, -109, -158,
        -109, -158, -158, -158, -158, -158, -158, -158,
        -158, -109, -158, -109, -158, -109, -158, -109,
        -158, -176, -96, -96, -96, -96, -109, -158,
        -109, -158, -109, -158, -109, -158, -96, -96,
        -96, -13, -96, -13, -96, -13, -96, -13,
        -96, -13, -96, -109, -13, -176, -192, -109,
        -109, -109, -109, -158, -96, -96, -158, -96,
        -96, -96, -96, -96, -158, -96, -96, -158,
        -158, -96, -158, -96, -96, -96, -96, -96,
        -158, -158, -96, -158, -96, -96, -96, -96,
        -96, -304, -304, -272, -160, -109, -158, -109,
        -109, -86, -86, -176, -176, -176,
        // U+0058 LATIN CAPITAL LETTER X
        -166, -166, -160, -144, -74, -74, -74, -74,
        -80, -80, -80, -80, -80, -80, -166, -80,
        -74, -112, -166, -166, -20, -144, -128, -74,
        -74, -74, -74, -74, -74, -74, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -166, -80, -74, -80, -74, -80, -74,
        -80, -74, -80, -80, -80, -80, -80, -80,
        -80, -80, -74, -80, -74, -80, -74, -80,
        -74, -80, -74, -80, -74, -80, -74, -80,
        -74, -80, -74, -74, -74, -74, -74, -80,
        -80, -80, -80, -80, -80, -80, -112, -74,
        -80, -74, -74, -166, -166, -144, -144, -144,
        // U+0059 LATIN CAPITAL LETTER Y
        -176, -134, -160, -134, -160, -192, -176, -176,
        -288, -272, -208, -115, -115, -96, -115, -115,
        128, -264, -285, -285, -285, -285, -16, -112,
        -112, -285, -112, -285, -112, -192, -112, -134,
        -285, -115, -256, -144, -134, -24, -272, -112,
        -144, -176, -208, -208, -208, -208, -208, -208,
        -208, -115, -115, -115, -115, -115, -115, -128,
        -115, -264, -264, -264, -264, -264, -264, -264,
        -285, -285, -285, -285, -285, -16, -96, -16,
        -285, -112, -285, -285, -285, -285, -285, -134,
        -285, -112, -112, -112, -112, -208, -264, -208,
        -264, -208, -264, -115, -285, -115, -285, -115,
        -285, -115, -285, -285, -285, -285, -285, -285,
        -285, -285, -115, -285, -115, -285, -115, -285,
        -115, -285, -16, -16, -16, -96, -112, -112,
        -112, -112, -115, -160, -115, -285, -115, -285,
        -115, -285, -112, -112, -112, -192, -192, -192,
        -192, 128, 128, 128, -112, -112, -112, -112,
        -112, -112, -192, 128, 128, -115, -96, 128,
        -208, -115, -115, 128, -115, 128, -115, -264,
        -112, -112, -285, -112, -112, -112, -112, -112,
        -285, -112, -112, -285, -285, -112, -264, -112,
        -112, -16, -112, -112, -192, -285, -285, -112,
        -285, -192, -16, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -115, -285, -115, -115,
        -134, -134, -96, -272, -272, -272,
        // U+005A LATIN CAPITAL LETTER Z
        -67, -67, -176, -96, -96, -96, -96, -67,
        -96, -96, -67, -67, -96, -96, -96, -96,
        -96, -96, -96, -96, 240, -67, -96, -96,
        -96, -96, -96, -96, -96, -96, 240, 240,
        240, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, 240, -96, -96, -96, -96, -67,
        -67,
        // U+005B LEFT SQUARE BRACKET
        -19, -19, -19, -19, 48, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, -19,
        -19, -19, -19, 48, -19, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, 48,
        -19,
        // U+005C REVERSE SOLIDUS
        -224, -32, -224, -256, 112, 112, -96, -80,
        -144, -176, -96, -96, -96, -96, -32, -112,
        -152, -162, -208, -152, -256, -48, -48, -48,
        -19, -48, 10, -48, -48, -24, -96, -144,
        -192, -144, -48, -96, -208, -96, -200, -256,
        -144, -28, -96, -208, -96, -96, -96, -96,
        -96, -96, -96, -96, -208, -48, -48, -48,
        -48, -48, 10, 10, 10, 128, -48, -48,
        -48, -48, -48, -48, -48, -144, -144, -96,
        -48, -96, -48, -96, -48, -96, -48, -48,
        -48, -48, -48, -48, -48, -48, -96, -48,
        -96, -48, -96, -48, -96, -48, 128, 128,
        128, 10, 10, 10, -96, -48, -96, -48,
        -96, -48, -96, -48, -32, -24, -32, -24,
        -32, -24, -32, -24, -112, -96, -112, -96,
        -112, -96, -162, -192, -208, -144, -208, -32,
        -24, -112, -96, -112, -96, -32, -112, -96,
        -96, -112, -208, -96, -112, -96, -48, -48,
        -48, -144, -48, 10, -24, -48, -48, -48,
        -24, 10, 128, -144, -120, -160, -120, -160,
        112, -96, -96, -96, -48, -96, -96, -144,
        -144, -144, -144,
        // U+005D RIGHT SQUARE BRACKET
        -96, -96,
        // U+005E CIRCUMFLEX ACCENT
        -96, -384, -384, -128, -256, -272, -192, -256,
        -256, -256, -256, -256, -256, -256, 96, -256,
        -256, -256, -272, -272, -96, -256, -96, -384,
        // U+005F LOW LINE
        -192, -128, -304, -128, -160, -128, -128, -128,
        -128, -112, -112, -112, -112, -160, -112, -224,
        -224, -192, 96, 272, 128, 128, 128, 128,
        -224, -224, -112, -192, -128, -112, -112, -112,
        -112, -112, -112, -112, -112, -112, -112, -112,
        96, 96, 96, 128, -224, -224, -112, -112,
        -112, -112, -112, -112, -112, -112, 96, 96,
        96, 272, 128, 128, 128, 128, -112, -112,
        -112, -112, 128, 128, 128, -160, -160, -160,
        -112, -112, -112, -112, -112, -112, -224, -160,
        -160, -112, -160, 160, -112, -112, -160, -112,
        -304, -144, -112, -128, 128, 128, 128, 128,
        128, 128, 128, 128, 128, 128, -224, 128,
        128, 128, 96, 128, 128, 128, 96, 272,
        128, 128, 128, -224, 128, -112, -112, -112,
        -112, -112, -144,
        // U+0061 LATIN SMALL LETTER A
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0062 LATIN SMALL LETTER B
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+0063 LATIN SMALL LETTER C
        -208, -54, -176, -10, -16, -176, -208, -208,
        -208, -54, -176, -176, -208, -208, -208, -208,
        -176, -208, -10, -26, -10, -26,
        // U+0064 LATIN SMALL LETTER D
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0065 LATIN SMALL LETTER E
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+0066 LATIN SMALL LETTER F
        -64, -160, -64, -160, -48, -176, -96, -176,
        17, -40, -52, -58, -58, -58, -58, -58,
        -58, -54, -64, -58, -112, -64, -64, -64,
        -96, -96, -96, -96, -96, -96, -96, -54,
        17, -52, -52, -52, -52, -52, -52, -52,
        -58, -58, -58, -58, -58, 288, -58, -58,
        -58, -58, -58, -58, -64, -58, -96, -52,
        -96, -52, -96, -52, -58, -58, -58, -58,
        -58, -58, -58, -58, -58, -58, -58, -58,
        -58, -58, -58, 288, 288, 288, -176, -58,
        -58, -58, -58, -54, -54, -54, -54, 17,
        17, -54, -176, -96, 17, -52, -58, -58,
        -58, -58, -52, -54, -58, -58, -58, -54,
        288, -256, -256, -54, -160, -112, -58, -64,
        -64,
        // U+0067 LATIN SMALL LETTER G
        -144, 96, 19, 19, -144, -144, -144, -144,
        -144, -144, -144, -144, 19,
        // U+0068 LATIN SMALL LETTER H
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0069 LATIN SMALL LETTER I
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+006A LATIN SMALL LETTER J
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+006B LATIN SMALL LETTER K
        -77, -77, -128, -240, -160, -64, -64, -64,
        -64, -64, -64, 16, 16, -77, -64, -144,
        -192, -77, -77, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -77, -64,
        16, 16, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -160, -160, -160,
        16, -160, -160, -160, -160, -160, -64, -64,
        -64, 16, -64, -64, -64, -64, 16, -144,
        -64, -77, -77,
        // U+006C LATIN SMALL LETTER L
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+006D LATIN SMALL LETTER M
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+006E LATIN SMALL LETTER N
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+006F LATIN SMALL LETTER O
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+0070 LATIN SMALL LETTER P
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+0071 LATIN SMALL LETTER Q
        -144, 96, 19, 19, -144, -144, -144, -144,
        -144, -144, -144, -144, 19,
        // U+0072 LATIN SMALL LETTER R
        -67, -176, -67, -176, -90, -112, -112, -160,
        -160, -96, -29, -64, -64, -64, 83, -64,
        -64, -64, 83, 48, 24, 48, 48, -67,
        -64, -96, -67, -67, -112, -112, -112, -112,
        -112, -112, -112, -29, -29, -29, -29, -29,
        -29, -29, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -67, -64, 48,
        48, -112, -29, -112, -29, -112, -29, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -160, -64,
        -64, -64, -64, -160, 83, -160, 83, -160,
        83, 24, 48, -96, -96, -96, -160, 83,
        -160, -160, -160, -112, -160, -160, -29, -64,
        48, -64, -64, 48, -64, 48, -29, -64,
        -64, -64, 48, 48, -224, 48, -224, -176,
        -64, -67, -67,
        // U+0073 LATIN SMALL LETTER S
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0074 LATIN SMALL LETTER T
        -50, -50, -24, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -17, -17, -26, -17, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -23,
        32, -50, -16, -50, -50, -50, 32, 32,
        32, 32, 32, 32, 32, -19, -26, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -50, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -23, -23, -23, -23, -96, -96, -96, -17,
        -26, -26, -23, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -26, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -23, -16,
        -16, 32, -16, -23, 32, 32, -112, 72,
        -112, 72, -19, 32, -16, 32, 32, -50,
        -50,
        // U+0075 LATIN SMALL LETTER U
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+0076 LATIN SMALL LETTER V
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -45, -53, -53, -53, -53, -53,
        -53, -53, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -45, -45, -45,
        -45, -45, -45, -45, -53, -53, -53, -53,
        -53, 112, 112, -53, -53, -53, -53, -53,
        -53, -53, -192, -45, -192, -45, -192, -45,
        -53, -53, -53, -53, -53, -53, -53, -53,
        -53, -53, -53, -53, -53, -53, -53, 112,
        112, 128, 112, -176, -53, -53, -53, -53,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -45, -125, -53,
        -125, -53, -53, -53, -45, -53, -53, -53,
        112, -125, 92, -224, 92, -224, -208, -112,
        -53, -112, -112, -112,
        // U+0077 LATIN SMALL LETTER W
        -96, -208, -208, -192, -160, -144, -96, -42,
        -42, -42, -42, -42, -42, -42, -96, -192,
        -192, -192, -192, -192, -192, -192, -42, -42,
        -42, -42, -42, -42, -42, -42, -42, -42,
        -42, -42, -192, -192, -192, -42, -42, -42,
        -42, -42, -42, -42, -42, -42, -42, -42,
        -42, -42, -42, -42, -160, -42, -42, -42,
        -42, -144, -144, -144, -96, -96, -96, -144,
        -144, -160, -144, -192, -144, -144, -42, -42,
        -42, -42, -42, -42, -42, 120, -224, 120,
        -224, -208, -96, -42,
        // U+0078 LATIN SMALL LETTER X
        -64, -64, -96, -112, -5, -59, -59, -59,
        -59, -59, -59, -64, -59, -96, -64, -64,
        -96, -64, -5, -5, -5, -5, -5, -5,
        -5, -59, -59, -59, -59, -59, -59, -59,
        -59, -59, -59, -59, -64, -59, -5, -5,
        -5, -59, -59, -59, -59, -59, -59, -59,
        -59, -59, -59, -59, -59, -59, -59, -59,
        -59, -59, -59, -59, -112, -112, -112, -112,
        -112, -112, -112, -112, -5, -59, -59, -59,
        -59, -5, -59, -59, -59, -96, -59, -64,
        -64, -96, -96, -96,
        // U+0079 LATIN SMALL LETTER Y
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -45, -53, -53, -53, -53, -53,
        -53, -53, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -45, -45, -45,
        -45, -45, -45, -45, -53, -53, -53, -53,
        -53, 112, 112, -53, -53, -53, -53, -53,
        -53, -53, -192, -45, -192, -45, -192, -45,
        -53, -53, -53, -53, -53, -53, -53, -53,
        -53, -53, -53, -53, -53, -53, -53, 112,
        112, 128, 112, -176, -53, -53, -53, -53,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -45, -125, -53,
        -125, -53, -53, -53, -45, -53, -53, -53,
        112, -125, 92, -224, 92, -224, -208, -112,
        -53, -112, -112, -112,
        // U+007A LATIN SMALL LETTER Z
        -96, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -96,
        -96, -96, -96, -96, -96, -96, -96, -44,
        -44, -44, -44, -44, -44, -44, -44,
        // U+007B LEFT CURLY BRACKET
        -19, -19, -19, -19, 48, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, -19,
        -19, -19, -19, 48, -19, -19, -19, -19,
        -19, -19, -19, -19, -19, -19, -19, 48,
        -19,
        // U+007C VERTICAL LINE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+007D RIGHT CURLY BRACKET
        -96, -96,
        // U+007E TILDE
        -70, -19, -77, -125, -86, -86, -157, -134,
        -86, -64, -29, -134, -58, -58, -125, -86,
        -134, -134, -125, -125, -125, -96, -86, -125,
        -134, -157, -115, -64, -48, -64, -48, -106,
        -106,
        // U+00A1 INVERTED EXCLAMATION MARK
        -192, -96, -192, -96, -192, -192, -192, -192,
        -192, -192, -192, -192, -192, -192, -192, -192,
        -96, -96,
        // U+00A2 CENT SIGN
        -208, -54, -176, -10, -16, -176, -208, -208,
        -208, -54, -176, -176, -208, -208, -208, -208,
        -176, -208, -10, -26, -10, -26,
        // U+00A5 YEN SIGN
        96, 96, 96, 96, 96, 96, 96, 96,
        96,
        // U+00A9 COPYRIGHT SIGN
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+00AA FEMININE ORDINAL INDICATOR
        -112, -208, -208, -96, -96, -96, -96, -96,
        -96, -96, -208, -208, -208, -208, -208, -208,
        -208, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -208, -208, -208,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -96, 112,
        -208, -96, -96, -96, -96, -208, -208, -96,
        -96, -96, -96, -96, -96, -96, -96,
        // U+00AB LEFT-POINTING DOUBLE ANGLE QUOTATION MARK
        -96, -144, -176, -96, -96, -96, -96, -96,
        -96, -96, -176, -96, -96, -96, -144, -144,
        -144, -176, -176, -144, -144, -144, -96, -144,
        -176, -192,
        // U+00AC NOT SIGN
        -144,
        // U+00AD SOFT HYPHEN
        -70, -19, -77, -125, -86, -86, -157, -134,
        -86, -64, -29, -134, -58, -58, -125, -86,
        -134, -134, -125, -125, -125, -234, -86, -125,
        -134, -157, -115, -64, -48, -64, -48, -106,
        -106,
        // U+00AE REGISTERED SIGN
        -96, -140, -200, -16, -16, -200, -16, -16,
        -20, -24, -32, -80, -80, -80, -80, -80,
        -80, -32, -80, -16, -200, -200, -200, -200,
        -200, -200, -200, -16, -16, -16, -16, -16,
        -16, -16, -24, -32, -32, -32, -32, -32,
        -32, -32, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -200, -32,
        -200, -32, -200, -32, -16, -80, -16, -80,
        -16, -80, -16, -80, -80, -80, -80, -80,
        -80, -80, -80, -16, -80, -16, -80, -16,
        -80, -16, -80, -200, -16, -80, -16, -80,
        -16, -80, -16, -80, -32, -32, -32, -32,
        -24, -24, -32, -16, -200, -200, -20, -16,
        -16, -24, -16, -20, -16, -32, -80, -80,
        -80, -80, -32, -32, -80, -80, -80, -32,
        -16, -80, -16, -16,
        // U+00B0 DEGREE SIGN
        -96, -384, -384, -128, -256, -45, -45, -272,
        -45, -45, -192, -45, -256, -256, -256, -256,
        -256, -256, -256, -45, 96, -45, -45, -45,
        -45, -45, -45, -256, -256, -256, -45, -45,
        -45, -45, -45, -45, -45, -45, -272, -45,
        -45, -45, -45, -45, -272, -96, -256, -96,
        -45, -45, -45, -45, -384, -45, -45, -45,
        // U+00B1 PLUS-MINUS SIGN
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
        // U+00B3 SUPERSCRIPT THREE
        -304, -304, -160, -256, -320, 96, -96, -256,
        -256, -256, -256, -256, -256, -256, -256, -256,
        -256, 128, -320, 96, 96, 96, 96, -320,
        -256, -400, -400, -304, -96,
        // U+00B5 MICRO SIGN
        -67, -67, -96, -112, -144, -160, -96, -67,
        -96, -67, -67, -160, -67, -144, -208, -144,
        -160, -160, -144, -144, -144, -144, -160, -144,
        -144, 40, -144, 40, -67, -67,
        // U+00B6 PILCROW SIGN
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+00B7 MIDDLE DOT
        -70, -19, -77, -96, -128, -224, -112, -86,
        -128, -144, -112, -64, -29, -96, -96, -96,
        -96, -96, -96, -96, -144, -96, -96, -96,
        -128, -224, -224, -224, -86, -144, -144, -224,
        -224, -128, -224, -96, -128, -86, -224, -144,
        -128, -224, -64, -48, -64, -48, -106, -106,
        // U+00BA MASCULINE ORDINAL INDICATOR
        -112, -208, -208, -96, -96, -96, -96, -96,
        -96, -96, -208, -208, -208, -208, -208, -208,
        -208, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -208, -208, -208,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -96, 112,
        -208, -96, -96, -96, -96, -208, -208, -96,
        -96, -96, -96, -96, -96, -96, -96,
        // U+00BB RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK
        -112, -144, -128, -144, -96, -96, -368, -176,
        -160, -112, -256, -96, -176, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -256, -96, -96, -96, -96, -96, -368, -368,
        -368, -160, -96, -256, -96, -256, -96, -96,
        -96, -368, -368, -96, -368, -96, -144, -96,
        -368, -256, -112, -192, -96, -96, -96, -96,
        -240, -240,
        // U+00BF INVERTED QUESTION MARK
        -64, -64, -64, -192, -64, -176, -96, -176,
        -96,
        // U+00C0 LATIN CAPITAL LETTER A WITH GRAVE
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+00C1 LATIN CAPITAL LETTER A WITH ACUTE
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+00C2 LATIN CAPITAL LETTER A WITH CIRCUMFLEX
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+00C3 LATIN CAPITAL LETTER A WITH TILDE
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+00C4 LATIN CAPITAL LETTER A WITH DIAERESIS
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+00C5 LATIN CAPITAL LETTER A WITH RING ABOVE
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+00C6 LATIN CAPITAL LETTER AE
        208, 208, 208, 208, 208,
        // U+00C7 LATIN CAPITAL LETTER C WITH CEDILLA
        -26, -35, -112, 13, 13, -26, -26, -26,
        -26, -26, -26, -26, 96, 13, 13, -26,
        -26, -26, 96, 96, 96, 13, -26, -35,
        -35, 13, 96, 13,
        // U+00C8 LATIN CAPITAL LETTER E WITH GRAVE
        208, 208, 208, 208, 208,
        // U+00C9 LATIN CAPITAL LETTER E WITH ACUTE
        208, 208, 208, 208, 208,
        // U+00CA LATIN CAPITAL LETTER E WITH CIRCUMFLEX
        208, 208, 208, 208, 208,
        // U+00CB LATIN CAPITAL LETTER E WITH DIAERESIS
        208, 208, 208, 208, 208,
        // U+00CC LATIN CAPITAL LETTER I WITH GRAVE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+00CD LATIN CAPITAL LETTER I WITH ACUTE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+00D0 LATIN CAPITAL LETTER ETH
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+00D1 LATIN CAPITAL LETTER N WITH TILDE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+00D2 LATIN CAPITAL LETTER O WITH GRAVE
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+00D3 LATIN CAPITAL LETTER O WITH ACUTE
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+00D4 LATIN CAPITAL LETTER O WITH CIRCUMFLEX
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+00D5 LATIN CAPITAL LETTER O WITH TILDE
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+00D6 LATIN CAPITAL LETTER O WITH DIAERESIS
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+00D7 MULTIPLICATION SIGN
        -160, -112, -128, -112, -128, -160, -160, -160,
        -128, -128, -160, -160, -160, -128, -160, -128,
        -208, -128, -96,
        // U+00D8 LATIN CAPITAL LETTER O WITH STROKE
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+00D9 LATIN CAPITAL LETTER U WITH GRAVE
        -96, -96, -160, -144, -224, -224, -96,
        // U+00DA LATIN CAPITAL LETTER U WITH ACUTE
        -96, -96, -160, -144, -224, -224, -96,
        // U+00DB LATIN CAPITAL LETTER U WITH CIRCUMFLEX
        -96, -96, -160, -144, -224, -224, -96,
        // U+00DC LATIN CAPITAL LETTER U WITH DIAERESIS
        -96, -96, -160, -144, -224, -224, -96,
        // U+00DD LATIN CAPITAL LETTER Y WITH ACUTE
        -176, -134, -160, -134, -160, -192, -176, -176,
        -288, -272, -208, -115, -115, -96, -115, -115,
        128, -264, -285, -285, -285, -285, -16, -112,
        -112, -285, -112, -285, -112, -192, -112, -134,
        -285, -115, -256, -144, -134, -24, -272, -112,
        -144, -176, -208, -208, -208, -208, -208, -208,
        -208, -115, -115, -115, -115, -115, -115, -128,
        -115, -264, -264, -264, -264, -264, -264, -264,
        -285, -285, -285, -285, -285, -16, -96, -16,
        -285, -112, -285, -285, -285, -285, -285, -134,
        -285, -112, -112, -112, -112, -208, -264, -208,
        -264, -208, -264, -115, -285, -115, -285, -115,
        -285, -115, -285, -285, -285, -285, -285, -285,
        -285, -285, -115, -285, -115, -285, -115, -285,
        -115, -285, -16, -16, -16, -96, -112, -112,
        -112, -112, -115, -160, -115, -285, -115, -285,
        -115, -285, -112, -112, -112, -192, -192, -192,
        -192, 128, 128, 128, -112, -112, -112, -112,
        -112, -112, -192, 128, 128, -115, -96, 128,
        -208, -115, -115, 128, -115, 128, -115, -264,
        -112, -112, -285, -112, -112, -112, -112, -112,
        -285, -112, -112, -285, -285, -112, -264, -112,
        -112, -16, -112, -112, -192, -285, -285, -112,
        -285, -192, -16, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -115, -285, -115, -115,
        -134, -134, -96, -272, -272, -272,
        // U+00DE LATIN CAPITAL LETTER THORN
        -288, -288, -112, -112, -160, -144, -112, -144,
        -112, -112, -112, -112, -112, -112, -112, -112,
        -112, -112, -112, -160, -160, -160, -112, -112,
        -112, -160, -160, -112, -160, -112, -160, -160,
        -160, -352, -160, -352, -288,
        // U+00DF LATIN SMALL LETTER SHARP S
        96, 96, 96, 96, 96, -192, -192,
        // U+00E0 LATIN SMALL LETTER A WITH GRAVE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+00E1 LATIN SMALL LETTER A WITH ACUTE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+00E2 LATIN SMALL LETTER A WITH CIRCUMFLEX
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+00E3 LATIN SMALL LETTER A WITH TILDE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+00E4 LATIN SMALL LETTER A WITH DIAERESIS
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+00E5 LATIN SMALL LETTER A WITH RING ABOVE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+00E6 LATIN SMALL LETTER AE
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+00E7 LATIN SMALL LETTER C WITH CEDILLA
        -208, -54, -176, -10, -16, -176, -208, -208,
        -208, -54, -176, -176, -208, -208, -208, -208,
        -176, -208, -10, -26, -10, -26,
        // U+00E8 LATIN SMALL LETTER E WITH GRAVE
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+00E9 LATIN SMALL LETTER E WITH ACUTE
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+00EA LATIN SMALL LETTER E WITH CIRCUMFLEX
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+00EB LATIN SMALL LETTER E WITH DIAERESIS
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+00EC LATIN SMALL LETTER I WITH GRAVE
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+00ED LATIN SMALL LETTER I WITH ACUTE
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+00EE LATIN SMALL LETTER I WITH CIRCUMFLEX
        96, 96, 96, 96, 96, 112, 112, 96,
        96, 96, 112, 112, 96, 96, 96, 112,
        112, 96, 96, 96, 112, 96,
        // U+00EF LATIN SMALL LETTER I WITH DIAERESIS
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 256, -160, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 96, 256, 96, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 96, 112, 256,
        112, 256, 256, 96, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 256, 112,
        256, 112, -160, 112, 112, 112, 112, 208,
        // U+00F0 LATIN SMALL LETTER ETH
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+00F1 LATIN SMALL LETTER N WITH TILDE
        -112, -144, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -144, -144, -144, -144,
        -256, -56, -256, -144, -144, -144, -144, -256,
        -144, -88, -56, -88, -56, -128, -128,
        // U+00F2 LATIN SMALL LETTER O WITH GRAVE
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+00F3 LATIN SMALL LETTER O WITH ACUTE
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+00F4 LATIN SMALL LETTER O WITH CIRCUMFLEX
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+00F5 LATIN SMALL LETTER O WITH TILDE
        -35, -96, -144, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -144, -144,
        -144, -144, -42, -299, -53, -299, -144, -144,
        -144, -96, -80, -144, -299, -80, -144, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+00F6 LATIN SMALL LETTER O WITH DIAERESIS
        -35, -96, -144, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -144, -144,
        -144, -144, -42, -299, -53, -299, -144, -144,
        -144, -96, -80, -144, -299, -80, -144, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+00F7 DIVISION SIGN
        -70, -19, -77, -125, -86, -86, -157, -134,
        -86, -64, -29, -134, -58, -58, -125, -86,
        -134, -134, -125, -125, -125, -234, -86, -125,
        -134, -157, -115, -64, -48, -64, -48, -106,
        -106,
        // U+00F8 LATIN SMALL LETTER O WITH STROKE
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+00F9 LATIN SMALL LETTER U WITH GRAVE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+00FA LATIN SMALL LETTER U WITH ACUTE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+00FB LATIN SMALL LETTER U WITH CIRCUMFLEX
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+00FC LATIN SMALL LETTER U WITH DIAERESIS
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+00FD LATIN SMALL LETTER Y WITH ACUTE
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -45, -53, -53, -53, -53, -53,
        -53, -53, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -45, -45, -45,
        -45, -45, -45, -45, -53, -53, -53, -53,
        -53, 112, 112, -53, -53, -53, -53, -53,
        -53, -53, -192, -45, -192, -45, -192, -45,
        -53, -53, -53, -53, -53, -53, -53, -53,
        -53, -53, -53, -53, -53, -53, -53, 112,
        112, 128, 112, -176, -53, -53, -53, -53,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -45, -125, -53,
        -125, -53, -53, -53, -45, -53, -53, -53,
        112, -125, 92, -224, 92, -224, -208, -112,
        -53, -112, -112, -112,
        // U+00FE LATIN SMALL LETTER THORN
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+00FF LATIN SMALL LETTER Y WITH DIAERESIS
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -45, -53, -53, -53, -53, -53,
        -53, -53, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -45, -45, -45,
        -45, -45, -45, -45, -53, -53, -53, -53,
        -53, 112, 112, -53, -53, -53, -53, -53,
        -53, -53, -192, -45, -192, -45, -192, -45,
        -53, -53, -53, -53, -53, -53, -53, -53,
        -53, -53, -53, -53, -53, -53, -53, 112,
        112, 128, 112, -176, -53, -53, -53, -53,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -45, -125, -53,
        -125, -53, -53, -53, -45, -53, -53, -53,
        112, -125, 92, -224, 92, -224, -208, -112,
        -53, -112, -112, -112,
        // U+0100 LATIN CAPITAL LETTER A WITH MACRON
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+0101 LATIN SMALL LETTER A WITH MACRON
        -112, -208, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -208, -208, -208, -144,
        -256, -56, -256, -208, -208, -208, -208, -256,
        -208, -88, -56, -88, -56, -128, -128,
        // U+0102 LATIN CAPITAL LETTER A WITH BREVE
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+0103 LATIN SMALL LETTER A WITH BREVE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0104 LATIN CAPITAL LETTER A WITH OGONEK
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+0105 LATIN SMALL LETTER A WITH OGONEK
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0106 LATIN CAPITAL LETTER C WITH ACUTE
        -26, -35, -112, 13, 13, -26, -26, -26,
        -26, -26, -26, -26, 96, 13, 13, -26,
        -26, -26, 96, 96, 96, 13, -26, -35,
        -35, 13, 96, 13,
        // U+0107 LATIN SMALL LETTER C WITH ACUTE
        -208, -54, -176, -10, -16, -176, -208, -208,
        -208, -54, -176, -176, -208, -208, -208, -208,
        -176, -208, -10, -26, -10, -26,
        // U+0108 LATIN CAPITAL LETTER C WITH CIRCUMFLEX
        -26, -35, -112, 13, 13, -26, -26, -26,
        -26, -26, -26, -26, 96, 13, 13, -26,
        -26, -26, 96, 96, 96, 13, -26, -35,
        -35, 13, 96, 13,
        // U+0109 LATIN SMALL LETTER C WITH CIRCUMFLEX
        -208, -54, -176, -10, -16, -176, -208, -208,
        -208, -54, -176, -176, -208, -208, -208, -208,
        -176, -208, -10, -26, -10, -26,
        // U+010A LATIN CAPITAL LETTER C WITH DOT ABOVE
        -26, -35, -112, 13, 13, -26, -26, -26,
        -26, -26, -26, -26, 96, 13, 13, -26,
        -26, -26, 96, 96, 96, 13, -26, -35,
        -35, 13, 96, 13,
        // U+010B LATIN SMALL LETTER C WITH DOT ABOVE
        -208, -54, -176, -10, -16, -176, -208, -208,
        -208, -54, -176, -176, -208, -208, -208, -208,
        -176, -208, -10, -26, -10, -26,
        // U+010C LATIN CAPITAL LETTER C WITH CARON
        -26, -35, -112, 13, 13, -26, -26, -26,
        -26, -26, -26, -26, 96, 13, 13, -26,
        -26, -26, 96, 96, 96, 13, -26, -35,
        -35, 13, 96, 13,
        // U+010D LATIN SMALL LETTER C WITH CARON
        -208, -54, -176, -10, -16, -176, -208, -208,
        -208, -54, -176, -176, -208, -208, -208, -208,
        -176, -208, -10, -26, -10, -26,
        // U+010E LATIN CAPITAL LETTER D WITH CARON
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+010F LATIN SMALL LETTER D WITH CARON
        96, 96, 16, 80, 160, 128, 128, 112,
        16, 80, 160, 112, 96, 16, 80, 112,
        48, 160, 112, 112, 112, 96, 96, 96,
        96, 96, 96, 112, 112, 112, 96, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 96, 96, 96, 96,
        // U+0111 LATIN SMALL LETTER D WITH STROKE
        96, 112, 96, 96, 112, 112, 112, 112,
        112, 112, 96, 96, 96, 112, 96, 96,
        112, 112,
        // U+0112 LATIN CAPITAL LETTER E WITH MACRON
        208, 208, 208, 208, 208,
        // U+0113 LATIN SMALL LETTER E WITH MACRON
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+0114 LATIN CAPITAL LETTER E WITH BREVE
        208, 208, 208, 208, 208,
        // U+0115 LATIN SMALL LETTER E WITH BREVE
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+0116 LATIN CAPITAL LETTER E WITH DOT ABOVE
        208, 208, 208, 208, 208,
        // U+0117 LATIN SMALL LETTER E WITH DOT ABOVE
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+0118 LATIN CAPITAL LETTER E WITH OGONEK
        208, 208, 208, 208, 208,
        // U+0119 LATIN SMALL LETTER E WITH OGONEK
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+011A LATIN CAPITAL LETTER E WITH CARON
        208, 208, 208, 208, 208,
        // U+011B LATIN SMALL LETTER E WITH CARON
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+011C LATIN CAPITAL LETTER G WITH CIRCUMFLEX
        -64, -86, -64, -35, -77, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -77,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -86,
        -86, -86, -77, -77, -86, -86, -86, -64,
        -35, -86, -77, -35, -86, 96, 96, 96,
        96,
        // U+011D LATIN SMALL LETTER G WITH CIRCUMFLEX
        -144, 96, 19, 19, -144, -144, -144, -144,
        -144, -144, -144, -144, 19,
        // U+011E LATIN CAPITAL LETTER G WITH BREVE
        -64, -86, -64, -35, -77, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -77,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -86,
        -86, -86, -77, -77, -86, -86, -86, -64,
        -35, -86, -77, -35, -86, 96, 96, 96,
        96,
        // U+011F LATIN SMALL LETTER G WITH BREVE
        -144, 96, 19, 19, -144, -144, -144, -144,
        -144, -144, -144, -144, 19,
        // U+0120 LATIN CAPITAL LETTER G WITH DOT ABOVE
        -64, -86, -64, -35, -77, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -77,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -86,
        -86, -86, -77, -77, -86, -86, -86, -64,
        -35, -86, -77, -35, -86, 96, 96, 96,
        96,
        // U+0121 LATIN SMALL LETTER G WITH DOT ABOVE
        -144, 96, 19, 19, -144, -144, -144, -144,
        -144, -144, -144, -144, 19,
        // U+0122 LATIN CAPITAL LETTER G WITH CEDILLA
        -64, -86, -64, -35, -77, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -77,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -86,
        -86, -86, -77, -77, -86, -86, -86, -64,
        -35, -86, -77, -35, -86, 96, 96, 96,
        96,
        // U+0123 LATIN SMALL LETTER G WITH CEDILLA
        -144, 96, 19, 19, -144, -144, -144, -144,
        -144, -144, -144, -144, 19,
        // U+0124 LATIN CAPITAL LETTER H WITH CIRCUMFLEX
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0125 LATIN SMALL LETTER H WITH CIRCUMFLEX
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0126 LATIN CAPITAL LETTER H WITH STROKE
        96, 112, 112, 90, 224, 208, 90, 208,
        90, 208, 90, 208, 96, 90, 208,
        // U+0127 LATIN SMALL LETTER H WITH STROKE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0129 LATIN SMALL LETTER I WITH TILDE
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 112, 96, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 96,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 96, 96, 96, 112, 112,
        112, 112, 112, 96, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 112, 112,
        112, 96, 96, 112, 112, 112, 112, 208,
        // U+012B LATIN SMALL LETTER I WITH MACRON
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 112, 112, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 128, 96, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 208,
        // U+012D LATIN SMALL LETTER I WITH BREVE
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 112, -160, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 96, 112, 112,
        112, 112, 112, 96, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 112, 112,
        112, 112, -160, 112, 112, 112, 112, 208,
        // U+012E LATIN CAPITAL LETTER I WITH OGONEK
        96, 38, 90, 224, 208, 90, 208, 90,
        208, 90, 208, 96, 38, 90, 208, 38,
        // U+012F LATIN SMALL LETTER I WITH OGONEK
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0131 LATIN SMALL LETTER DOTLESS I
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0133 LATIN SMALL LIGATURE IJ
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0134 LATIN CAPITAL LETTER J WITH CIRCUMFLEX
        -96, -96, -160, -144, -224, -224, -96,
        // U+0135 LATIN SMALL LETTER J WITH CIRCUMFLEX
        96, 96, 96, 96, 96, 112, 112, 112,
        96, 96, 112, 112, 112, 96, 112, 112,
        96, 96, 96, 112, 112, 112, 112, 96,
        96, 112, 112, 96, 112, 96,
        // U+0136 LATIN CAPITAL LETTER K WITH CEDILLA
        -11, -182, -182, -192, -96, -109, -109, -109,
        -109, -11, -112, -112, -112, -112, 96, -112,
        -112, -96, -112, -176, -112, -182, -112, -109,
        -144, -144, -182, -42, -96, -96, -128, -109,
        -109, -109, -109, -109, -109, -109, -112, -112,
        -112, -112, -112, 96, 96, 96, 240, -112,
        -112, -112, -112, -112, -112, -182, -112, -96,
        -96, -96, -96, -112, -112, -109, -112, -109,
        -112, -109, -112, -109, -112, -112, -112, -112,
        -112, -112, -112, -112, -109, -112, -109, -112,
        -109, -112, -109, -112, 240, 240, 240, 96,
        96, 96, -109, -112, -109, -112, -109, -112,
        -109, -112, -11, -11, -11, -11, -96, -96,
        -96, -96, -96, -96, -176, -112, -11, -109,
        -11, -109, -109, -109, -109, -112, -112, -112,
        -112, -112, 96, -112, -112, -112, 96, 240,
        -112, -144, -109, -112, -109, -109, -182, -182,
        -96, -96, -96, -96,
        // U+0137 LATIN SMALL LETTER K WITH CEDILLA
        -77, -77, -128, -240, -160, -64, -64, -64,
        -64, -64, -64, 16, 16, -77, -64, -144,
        -192, -77, -77, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -77, -64,
        16, 16, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -160, -160, -160,
        16, -160, -160, -160, -160, -160, -64, -64,
        -64, 16, -64, -64, -64, -64, 16, -144,
        -64, -77, -77,
        // U+0139 LATIN CAPITAL LETTER L WITH ACUTE
        -256, -256, -128, -86, -86, -128, 77, -80,
        -80, -80, -80, -261, -211, -77, -206, -211,
        -128, -64, -192, -192, -128, -80, -272, -176,
        -86, -86, -228, -128, -86, -272, 77, 77,
        77, 77, 77, 77, 77, -80, -80, -80,
        -80, -80, -80, -80, -206, -86, -192, -192,
        77, 77, 77, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -261,
        -64, -261, -64, -261, -64, -77, -206, -192,
        -206, -261, -64, -261, -80, -261, 77, -80,
        -80, -261, -206, -80, -261, -80, -192, -192,
        -240, -112, -128, -240, -112, -176, -80, -80,
        -80, -86, -86,
        // U+013A LATIN SMALL LETTER L WITH ACUTE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+013B LATIN CAPITAL LETTER L WITH CEDILLA
        -256, -256, -112, -144, -144, -128, 77, -80,
        -80, -80, -80, -261, -211, -77, -206, -211,
        -368, -64, -192, -192, -112, -80, -272, -176,
        -368, -144, -228, -128, -176, -272, 77, 77,
        77, 77, 77, 77, 77, -80, -80, -80,
        -80, -80, -80, -80, -206, -144, -192, -192,
        77, 77, 77, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -261,
        -64, -261, -64, -261, -64, -77, -206, -192,
        -206, -261, -64, -261, -80, -261, 77, -80,
        -80, -261, -206, -80, -261, -80, -192, -192,
        -240, -112, -128, -240, -112, -176, -80, -80,
        -80, -144, -144,
        // U+013C LATIN SMALL LETTER L WITH CEDILLA
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+013D LATIN CAPITAL LETTER L WITH CARON
        -256, -256, -112, -67, -67, -128, 77, -80,
        -80, -80, -80, -261, -211, -77, -206, -211,
        -368, -64, -192, -192, -96, -80, -272, -176,
        -67, -67, -228, -128, -67, -272, 77, 77,
        77, 77, 77, 77, 77, -80, -80, -80,
        -80, -80, -80, -80, -206, -67, -192, -192,
        77, 77, 77, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -261,
        -64, -261, -64, -261, -64, -77, -206, -192,
        -206, -261, -64, -261, -80, -261, 77, -80,
        -80, -261, -206, -80, -261, -80, -192, -192,
        -240, -112, -128, -240, -112, -176, -80, -80,
        -80, -67, -67,
        // U+013E LATIN SMALL LETTER L WITH CARON
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+013F LATIN CAPITAL LETTER L WITH MIDDLE DOT
        -96, -96, -96, -96, -96,
        // U+0140 LATIN SMALL LETTER L WITH MIDDLE DOT
        96, 90, 224, 96, 208, 96, 90, 208,
        90, 208, 90, 208, 96, 90, 208,
        // U+0141 LATIN CAPITAL LETTER L WITH STROKE
        -256, -256, -96, -144, -144, -128, 77, -80,
        -80, -80, -80, -261, -211, -77, -96, -211,
        -96, -64, -192, -192, -112, -80, -272, -176,
        -368, -144, -228, -96, -176, -272, 77, 77,
        77, 77, 77, 77, 77, -80, -80, -80,
        -80, -80, -80, -80, -96, -144, -192, -192,
        77, 77, 77, -80, -80, -80, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -261,
        -64, -261, -64, -261, -64, -77, -96, -192,
        -96, -261, -64, -261, -80, -261, 77, -80,
        -80, -261, -96, -80, -261, -80, -192, -192,
        -240, -96, -128, -240, -96, -176, -80, -80,
        -80, -144, -144,
        // U+0142 LATIN SMALL LETTER L WITH STROKE
        96, 90, 224, 96, 208, 96, 90, 208,
        90, 208, 90, 208, 96, 90, 208,
        // U+0143 LATIN CAPITAL LETTER N WITH ACUTE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0144 LATIN SMALL LETTER N WITH ACUTE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0145 LATIN CAPITAL LETTER N WITH CEDILLA
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0146 LATIN SMALL LETTER N WITH CEDILLA
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0147 LATIN CAPITAL LETTER N WITH CARON
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0148 LATIN SMALL LETTER N WITH CARON
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+014A LATIN CAPITAL LETTER ENG
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+014C LATIN CAPITAL LETTER O WITH MACRON
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+014D LATIN SMALL LETTER O WITH MACRON
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+014E LATIN CAPITAL LETTER O WITH BREVE
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+014F LATIN SMALL LETTER O WITH BREVE
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+0150 LATIN CAPITAL LETTER O WITH DOUBLE ACUTE
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+0151 LATIN SMALL LETTER O WITH DOUBLE ACUTE
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+0152 LATIN CAPITAL LIGATURE OE
        208, 208, 208, 208, 208,
        // U+0153 LATIN SMALL LIGATURE OE
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+0154 LATIN CAPITAL LETTER R WITH ACUTE
        -54, -79, -54, -22, -22, -22, -22, -22,
        -22, -22, -79, -22, -22, -22, -22, -22,
        128, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, 128,
        128, 128, -22, -22, -22, -22, -79, -79,
        -79, -22, -22, -22, -22, -22, -22, -22,
        128, -22,
        // U+0155 LATIN SMALL LETTER R WITH ACUTE
        -67, -176, -67, -176, -90, -112, -112, -160,
        -160, -96, -29, -64, -64, -64, 83, -64,
        -64, -64, 83, 24, 24, 24, 24, -67,
        -64, -96, -67, -67, -112, -112, -112, -112,
        -112, -112, -112, -29, -29, -29, -29, -29,
        -29, -29, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -67, -64, 24,
        24, -112, -29, -112, -29, -112, -29, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -160, -64,
        -64, -64, -64, -160, 83, -160, 83, -160,
        83, 24, 24, -96, -96, -96, -160, 83,
        -160, -160, -160, -112, -160, -160, -29, -64,
        24, -64, -64, 24, -64, 24, -29, -64,
        -64, -64, 24, 48, -224, 48, -224, -176,
        -64, -67, -67,
        // U+0156 LATIN CAPITAL LETTER R WITH CEDILLA
        -54, -79, -54, -22, -22, -22, -22, -22,
        -22, -22, -79, -22, -22, -22, -22, -22,
        128, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, 128,
        128, 128, -22, -22, -22, -22, -79, -79,
        -79, -22, -22, -22, -22, -22, -22, -22,
        128, -22,
        // U+0157 LATIN SMALL LETTER R WITH CEDILLA
        -67, -176, -67, -176, -90, -112, -112, -160,
        -160, -96, -29, -64, -64, -64, 83, -64,
        -64, -64, 83, 24, 24, 24, 24, -67,
        -64, -96, -67, -67, -112, -112, -112, -112,
        -112, -112, -112, -29, -29, -29, -29, -29,
        -29, -29, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -67, -64, 24,
        24, -112, -29, -112, -29, -112, -29, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -160, -64,
        -64, -64, -64, -160, 83, -160, 83, -160,
        83, 24, 24, -96, -96, -96, -160, 83,
        -160, -160, -160, -112, -160, -160, -29, -64,
        24, -64, -64, 24, -64, 24, -29, -64,
        -64, -64, 24, 48, -224, 48, -224, -176,
        -64, -67, -67,
        // U+0158 LATIN CAPITAL LETTER R WITH CARON
        -54, -79, -54, -22, -22, -22, -22, -22,
        -22, -22, -79, -22, -22, -22, -22, -22,
        128, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, 128,
        128, 128, -22, -22, -22, -22, -79, -79,
        -79, -22, -22, -22, -22, -22, -22, -22,
        128, -22,
        // U+0159 LATIN SMALL LETTER R WITH CARON
        -67, -176, -67, -176, -90, -112, -112, -160,
        -160, -96, -29, -64, -64, -64, 83, -64,
        -64, -64, 83, 24, 24, 24, 24, -67,
        -64, -96, -67, -67, -112, -112, -112, -112,
        -112, -112, -112, -29, -29, -29, -29, -29,
        -29, -29, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -67, -64, 24,
        24, -112, -29, -112, -29, -112, -29, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -160, -64,
        -64, -64, -64, -160, 83, -160, 83, -160,
        83, 24, 24, -96, -96, -96, -160, 83,
        -160, -160, -160, -112, -160, -160, -29, -64,
        24, -64, -64, 24, -64, 24, -29, -64,
        -64, -64, 24, 48, -224, 48, -224, -176,
        -64, -67, -67,
        // U+015A LATIN CAPITAL LETTER S WITH ACUTE
        -32, -32, -32, -32, -32, -32, -32, -32,
        128, -32, -32, -32, 128, 128, 128, -32,
        128,
        // U+015B LATIN SMALL LETTER S WITH ACUTE
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+015C LATIN CAPITAL LETTER S WITH CIRCUMFLEX
        -32, -32, -32, -32, -32, -32, -32, -32,
        128, -32, -32, -32, 128, 128, 128, -32,
        128,
        // U+015D LATIN SMALL LETTER S WITH CIRCUMFLEX
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+015E LATIN CAPITAL LETTER S WITH CEDILLA
        -32, -32, -32, -32, -32, -32, -32, -32,
        128, -32, -32, -32, 128, 128, 128, -32,
        128,
        // U+015F LATIN SMALL LETTER S WITH CEDILLA
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0160 LATIN CAPITAL LETTER S WITH CARON
        -32, -32, -32, -32, -32, -32, -32, -32,
        128, -32, -32, -32, 128, 128, 128, -32,
        128,
        // U+0161 LATIN SMALL LETTER S WITH CARON
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0162 LATIN CAPITAL LETTER T WITH CEDILLA
        -96, -58, -96, -58, -96, -224, -192, -96,
        -96, -224, -248, -89, -89, -256, -89, -89,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -141, -176, -176,
        -144, -176, -109, -58, -224, -89, -368, -58,
        -58, -141, -58, -144, -248, -248, -248, -248,
        -248, -248, -248, -89, -89, -89, -89, -89,
        -89, -89, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -58, -224,
        -141, -141, -141, -141, -176, -96, -248, -208,
        -248, -208, -248, -208, -89, -224, -89, -224,
        -89, -224, -89, -224, -224, -224, -224, -224,
        -224, -224, -224, -89, -224, -89, -224, -89,
        -224, -89, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -89, -224, -89, -224, -89,
        -224, -89, -224, -160, -160, -160, -208, -208,
        -208, -208, -141, -141, -141, -141, -141, -141,
        -176, -176, -109, -109, -109, -208, -89, -256,
        -248, -89, -89, -89, -89, -208, -160, -160,
        -224, -144, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -106, -176, -224, -144, -160,
        -208, -160, -160, -106, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -96, -368, -144, -89,
        -224, -89, -89, -58, -58,
        // U+0163 LATIN SMALL LETTER T WITH CEDILLA
        -50, -50, -24, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -17, -17, -26, -17, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -23,
        32, -50, -16, -50, -50, -50, 32, 32,
        32, 32, 32, 32, 32, -19, -26, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -50, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -23, -23, -23, -23, -96, -96, -96, -17,
        -26, -26, -23, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -26, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -23, -16,
        -16, 32, -16, -23, 32, 32, -112, 72,
        -112, 72, -19, 32, -16, 32, 32, -50,
        -50,
        // U+0164 LATIN CAPITAL LETTER T WITH CARON
        -96, -58, -96, -58, -96, -224, -192, -96,
        -96, -224, -248, -89, -89, -256, -89, -89,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -112, -176, -128, -58, -224, -89, -368, -58,
        -58, -208, -58, -144, -248, -248, -248, -248,
        -248, -248, -248, -89, -89, -89, -89, -89,
        -89, -89, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -58, -224,
        -208, -208, -208, -144, -176, -96, -248, -208,
        -248, -208, -248, -208, -89, -224, -89, -224,
        -89, -224, -89, -224, -224, -224, -224, -224,
        -224, -224, -224, -89, -224, -89, -224, -89,
        -224, -89, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -89, -224, -89, -224, -89,
        -224, -89, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -89, -256,
        -248, -89, -89, -89, -89, -208, -160, -160,
        -224, -112, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -106, -176, -224, -112, -160,
        -208, -160, -160, -106, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -89,
        -224, -89, -89, -58, -58,
        // U+0165 LATIN SMALL LETTER T WITH CARON
        -50, -50, -24, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -17, -17, -26, -17, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -23,
        32, -50, -16, -50, -50, -50, 32, 32,
        32, 32, 32, 32, 32, -19, -26, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -50, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -23, -23, -23, -23, -96, -96, -96, -17,
        -26, -26, -23, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -26, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -23, -16,
        -16, 32, -16, -23, 32, 32, -112, 72,
        -112, 72, -19, 32, -16, 32, 32, -50,
        -50,
        // U+0166 LATIN CAPITAL LETTER T WITH STROKE
        -96, -125, -96, -163, -96, -224, -192, -96,
        -96, -224, -96, -160, -89, -89, -336, -89,
        -89, -160, -208, -224, -224, -224, -224, -160,
        -160, -224, -160, -224, -160, -208, -208, -176,
        -176, -112, -176, -128, -125, -224, -89, -368,
        -125, -125, -96, -208, -224, -144, -160, -160,
        -160, -160, -160, -160, -160, -89, -89, -89,
        -89, -89, -89, -89, -208, -208, -208, -112,
        -112, -208, -208, -224, -224, -224, -224, -144,
        256, -224, -160, -224, -224, -224, -144, -144,
        -125, -224, -208, -208, -208, -144, -176, -96,
        -160, -208, -160, -208, -160, -208, -89, -224,
        -89, -224, -89, -224, -89, -224, -224, -224,
        -224, -224, -224, -224, -224, -89, -224, -89,
        -224, -89, -224, -89, -224, 256, 256, 256,
        -336, -160, -160, -160, -160, -89, -224, -89,
        -224, -89, -224, -89, -224, -160, -160, -160,
        -208, -208, -208, -208, -112, -208, -208, -208,
        -208, -208, -176, -176, -128, -128, -128, -208,
        -89, -336, -160, -89, -89, -89, -89, -208,
        -160, -160, -224, -112, -160, -160, -160, -160,
        -160, -224, -160, -160, -224, -106, -176, -224,
        -112, -160, -208, -160, -160, -106, -160, -160,
        -208, -224, -224, -160, -224, -208, 256, -160,
        -160, -160, -176, -160, -336, -336, -96, -368,
        -144, -89, -224, -89, -89, -125, -125, -96,
        -96, -96,
        // U+0167 LATIN SMALL LETTER T WITH STROKE
        -50, -50, -24, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -17, -17, -26, -17, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -23,
        32, -50, -16, -50, -50, -50, 32, 32,
        32, 32, 32, 32, 32, -19, -26, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -50, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -23, -23, -23, -23, -96, -96, -96, -17,
        -26, -26, -23, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -26, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -23, -16,
        -16, 32, -16, -23, 32, 32, -112, 72,
        -112, 72, -19, 32, -16, 32, 32, -50,
        -50,
        // U+0168 LATIN CAPITAL LETTER U WITH TILDE
        -96, -96, -160, -144, -224, -224, -96,
        // U+0169 LATIN SMALL LETTER U WITH TILDE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+016A LATIN CAPITAL LETTER U WITH MACRON
        -96, -96, -160, -144, -224, -224, -96,
        // U+016B LATIN SMALL LETTER U WITH MACRON
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+016C LATIN CAPITAL LETTER U WITH BREVE
        -96, -96, -160, -144, -224, -224, -96,
        // U+016D LATIN SMALL LETTER U WITH BREVE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+016E LATIN CAPITAL LETTER U WITH RING ABOVE
        -96, -96, -160, -144, -224, -224, -96,
        // U+016F LATIN SMALL LETTER U WITH RING ABOVE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+0170 LATIN CAPITAL LETTER U WITH DOUBLE ACUTE
        -96, -96, -160, -144, -224, -224, -96,
        // U+0171 LATIN SMALL LETTER U WITH DOUBLE ACUTE
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+0172 LATIN CAPITAL LETTER U WITH OGONEK
        -96, -96, -160, -144, -224, -224, -96,
        // U+0173 LATIN SMALL LETTER U WITH OGONEK
        -144, -160, -160, -144, -208, -144, -160, -160,
        -144, -144, -144, -144, -160, -144, -112, 40,
        -112, 40,
        // U+0174 LATIN CAPITAL LETTER W WITH CIRCUMFLEX
        -13, -144, -86, -272, -86, -272, -66, -96,
        -144, -144, -208, -176, -192, -109, -109, -176,
        -109, -109, -13, 16, -158, -158, -158, -158,
        -158, -96, -96, -158, -96, -158, -96, -96,
        -86, -158, -109, -160, -86, -86, -176, -96,
        -64, -192, -192, -192, -192, -192, -192, -192,
        -109, -109, -109, -109, -109, -109, -109, -158,
        -158, -158, -158, -158, -158, -158, -158, -158,
        -158, -158, -158, -158, -96, -158, -158, -158,
        -158, -158, -86, -158, -192, -158, -192, -158,
        -192, -158, -109, -158, -109, -158, -109, -158,
        -109, -158, -158, -158, -158, -158, -158, -158,
        -158, -109, -158, -109, -158, -109, -158, -109,
        -158, -176, -96, -96, -96, -96, -109, -158,
        -109, -158, -109, -158, -109, -158, -96, -96,
        -96, -13, -96, -13, -96, -13, -96, -13,
        -96, -13, -96, -109, -13, -176, -192, -109,
        -109, -109, -109, -158, -96, -96, -158, -96,
        -96, -96, -96, -96, -158, -96, -96, -158,
        -158, -96, -158, -96, -96, -96, -96, -96,
        -158, -158, -96, -158, -96, -96, -96, -96,
        -96, -304, -304, -272, -160, -109, -158, -109,
        -109, -86, -86, -176, -176, -176,
        // U+0175 LATIN SMALL LETTER W WITH CIRCUMFLEX
        -96, -208, -208, -192, -160, -144, -96, -42,
        -42, -42, -42, -42, -42, -42, -96, -192,
        -192, -192, -192, -192, -192, -192, -42, -42,
        -42, -42, -42, -42, -42, -42, -42, -42,
        -42, -42, -192, -192, -192, -42, -42, -42,
        -42, -42, -42, -42, -42, -42, -42, -42,
        -42, -42, -42, -42, -160, -42, -42, -42,
        -42, -144, -144, -144, -96, -96, -96, -144,
        -144, -160, -144, -192, -144, -144, -42, -42,
        -42, -42, -42, -42, -42, 120, -224, 120,
        -224, -208, -96, -42,
        // U+0176 LATIN CAPITAL LETTER Y WITH CIRCUMFLEX
        -176, -134, -160, -134, -160, -192, -176, -176,
        -288, -272, -208, -115, -115, -96, -115, -115,
        128, -264, -285, -285, -285, -285, -16, -112,
        -112, -285, -112, -285, -112, -192, -112, -134,
        -285, -115, -256, -144, -134, -24, -272, -112,
        -144, -176, -208, -208, -208, -208, -208, -208,
        -208, -115, -115, -115, -115, -115, -115, -128,
        -115, -264, -264, -264, -264, -264, -264, -264,
        -285, -285, -285, -285, -285, -16, -96, -16,
        -285, -112, -285, -285, -285, -285, -285, -134,
        -285, -112, -112, -112, -112, -208, -264, -208,
        -264, -208, -264, -115, -285, -115, -285, -115,
        -285, -115, -285, -285, -285, -285, -285, -285,
        -285, -285, -115, -285, -115, -285, -115, -285,
        -115, -285, -16, -16, -16, -96, -112, -112,
        -112, -112, -115, -160, -115, -285, -115, -285,
        -115, -285, -112, -112, -112, -192, -192, -192,
        -192, 128, 128, 128, -112, -112, -112, -112,
        -112, -112, -192, 128, 128, -115, -96, 128,
        -208, -115, -115, 128, -115, 128, -115, -264,
        -112, -112, -285, -112, -112, -112, -112, -112,
        -285, -112, -112, -285, -285, -112, -264, -112,
        -112, -16, -112, -112, -192, -285, -285, -112,
        -285, -192, -16, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -115, -285, -115, -115,
        -134, -134, -96, -272, -272, -272,
        // U+0177 LATIN SMALL LETTER Y WITH CIRCUMFLEX
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -45, -53, -53, -53, -53, -53,
        -53, -53, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -45, -45, -45,
        -45, -45, -45, -45, -53, -53, -53, -53,
        -53, 112, 112, -53, -53, -53, -53, -53,
        -53, -53, -192, -45, -192, -45, -192, -45,
        -53, -53, -53, -53, -53, -53, -53, -53,
        -53, -53, -53, -53, -53, -53, -53, 112,
        112, 128, 112, -176, -53, -53, -53, -53,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -45, -125, -53,
        -125, -53, -53, -53, -45, -53, -53, -53,
        112, -125, 92, -224, 92, -224, -208, -112,
        -53, -112, -112, -112,
        // U+0178 LATIN CAPITAL LETTER Y WITH DIAERESIS
        -176, -134, -160, -134, -160, -192, -176, -176,
        -288, -272, -208, -115, -115, -96, -115, -115,
        128, -264, -285, -285, -285, -285, -16, -112,
        -112, -285, -112, -285, -112, -192, -112, -134,
        -285, -115, -256, -144, -134, -24, -272, -112,
        -144, -176, -208, -208, -208, -208, -208, -208,
        -208, -115, -115, -115, -115, -115, -115, -128,
        -115, -264, -264, -264, -264, -264, -264, -264,
        -285, -285, -285, -285, -285, -16, -96, -16,
        -285, -112, -285, -285, -285, -285, -285, -134,
        -285, -112, -112, -112, -112, -208, -264, -208,
        -264, -208, -264, -115, -285, -115, -285, -115,
        -285, -115, -285, -285, -285, -285, -285, -285,
        -285, -285, -115, -285, -115, -285, -115, -285,
        -115, -285, -16, -16, -16, -96, -112, -112,
        -112, -112, -115, -160, -115, -285, -115, -285,
        -115, -285, -112, -112, -112, -192, -192, -192,
        -192, 128, 128, 128, -112, -112, -112, -112,
        -112, -112, -192, 128, 128, -115, -96, 128,
        -208, -115, -115, 128, -115, 128, -115, -264,
        -112, -112, -285, -112, -112, -112, -112, -112,
        -285, -112, -112, -285, -285, -112, -264, -112,
        -112, -16, -112, -112, -192, -285, -285, -112,
        -285, -192, -16, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -115, -285, -115, -115,
        -134, -134, -96, -272, -272, -272,
        // U+0179 LATIN CAPITAL LETTER Z WITH ACUTE
        -67, -67, -176, -96, -96, -96, -96, -67,
        -96, -96, -67, -67, -96, -96, -96, -96,
        -96, -96, -96, -96, 240, -67, -96, -96,
        -96, -96, -96, -96, -96, -96, 240, 240,
        240, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, 240, -96, -96, -96, -96, -67,
        -67,
        // U+017A LATIN SMALL LETTER Z WITH ACUTE
        -96, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -96,
        -96, -96, -96, -96, -96, -96, -96, -44,
        -44, -44, -44, -44, -44, -44, -44,
        // U+017B LATIN CAPITAL LETTER Z WITH DOT ABOVE
        -67, -67, -176, -96, -96, -96, -96, -67,
        -96, -96, -67, -67, -96, -96, -96, -96,
        -96, -96, -96, -96, 240, -67, -96, -96,
        -96, -96, -96, -96, -96, -96, 240, 240,
        240, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, 240, -96, -96, -96, -96, -67,
        -67,
        // U+017C LATIN SMALL LETTER Z WITH DOT ABOVE
        -96, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -96,
        -96, -96, -96, -96, -96, -96, -96, -44,
        -44, -44, -44, -44, -44, -44, -44,
        // U+017D LATIN CAPITAL LETTER Z WITH CARON
        -67, -67, -176, -96, -96, -96, -96, -67,
        -96, -96, -67, -67, -96, -96, -96, -96,
        -96, -96, -96, -96, 240, -67, -96, -96,
        -96, -96, -96, -96, -96, -96, 240, 240,
        240, -96, -96, -96, -96, -96, -96, -96,
        -96, -96, 240, -96, -96, -96, -96, -67,
        -67,
        // U+017E LATIN SMALL LETTER Z WITH CARON
        -96, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -44,
        -44, -44, -44, -44, -44, -44, -44, -96,
        -96, -96, -96, -96, -96, -96, -96, -44,
        -44, -44, -44, -44, -44, -44, -44,
        // U+0192 LATIN SMALL LETTER F WITH HOOK
        96, 96, 96, 96, 96, 96, 96, 96,
        96,
        // U+0218 LATIN CAPITAL LETTER S WITH COMMA BELOW
        -32, -32, -32, -32, -32, -32, -32, -32,
        128, -32, -32, -32, 128, 128, 128, -32,
        128,
        // U+0219 LATIN SMALL LETTER S WITH COMMA BELOW
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+021A LATIN CAPITAL LETTER T WITH COMMA BELOW
        -96, -125, -96, -163, -96, -224, -192, -96,
        -96, -224, -248, -89, -89, -256, -89, -89,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -112, -176, -128, -125, -224, -89, -368, -125,
        -125, -208, -224, -144, -248, -248, -248, -248,
        -248, -248, -248, -89, -89, -89, -89, -89,
        -89, -89, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -125, -224,
        -208, -208, -208, -144, -176, -96, -248, -208,
        -248, -208, -248, -208, -89, -224, -89, -224,
        -89, -224, -89, -224, -224, -224, -224, -224,
        -224, -224, -224, -89, -224, -89, -224, -89,
        -224, -89, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -89, -224, -89, -224, -89,
        -224, -89, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -89, -256,
        -248, -89, -89, -89, -89, -208, -160, -160,
        -224, -112, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -106, -176, -224, -112, -160,
        -208, -160, -160, -106, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -89,
        -224, -89, -89, -125, -125,
        // U+021B LATIN SMALL LETTER T WITH COMMA BELOW
        -50, -50, -24, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -17, -17, -26, -17, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -23,
        32, -50, -16, -50, -50, -50, 32, 32,
        32, 32, 32, 32, 32, -19, -26, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -50, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -23, -23, -23, -23, -96, -96, -96, -17,
        -26, -26, -23, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -26, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -23, -16,
        -16, 32, -16, -23, 32, 32, -112, 72,
        -112, 72, -19, 32, -16, 32, 32, -50,
        -50,
        // U+0400 CYRILLIC CAPITAL LETTER IE WITH GRAVE
        208, 208, 208, 208, 208,
        // U+0401 CYRILLIC CAPITAL LETTER IO
        208, 208, 208, 208, 208,
        // U+0402 CYRILLIC CAPITAL LETTER DJE
        -35, -96, -96, -112, -165, -144, -80, -299,
        -165, -35, -53, -42, -59, -53, -35, -96,
        -32, -96, -96, -96, -96, -96, -96, -96,
        -96, -299, -53, -53, -96, -96, -96, -112,
        -112, -112, -144, -42, -299, -53, -299, -112,
        -112, -112, -96, -80, -112, -299, -80, -112,
        -59, -83, -53, -59, -83, -53, -176, -176,
        // U+0403 CYRILLIC CAPITAL LETTER GJE
        -96, -125, -96, -163, -96, -224, -192, -96,
        -96, -224, -248, -89, -89, -256, -89, -89,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -112, -176, -128, -125, -224, -89, -368, -125,
        -125, -208, -224, -144, -248, -248, -248, -248,
        -248, -248, -248, -89, -89, -89, -89, -89,
        -89, -89, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -125, -224,
        -208, -208, -208, -144, -176, -96, -248, -208,
        -248, -208, -248, -208, -89, -224, -89, -224,
        -89, -224, -89, -224, -224, -224, -224, -224,
        -224, -224, -224, -89, -224, -89, -224, -89,
        -224, -89, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -89, -224, -89, -224, -89,
        -224, -89, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -89, -256,
        -248, -89, -89, -89, -89, -208, -160, -160,
        -224, -112, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -106, -176, -224, -112, -160,
        -208, -160, -160, -106, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -89,
        -224, -89, -89, -125, -125,
        // U+0404 CYRILLIC CAPITAL LETTER UKRAINIAN IE
        -128, -128, -128,
        // U+0405 CYRILLIC CAPITAL LETTER DZE
        -32, -32, -32, -32, -32, -32, -32, -32,
        128, -32, -32, -32, 128, 128, 128, -32,
        128,
        // U+0406 CYRILLIC CAPITAL LETTER BYELORUSSIAN-UKRAINIAN I
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0408 CYRILLIC CAPITAL LETTER JE
        -96, -96, -160, -144, -224, -224, -96,
        // U+0409 CYRILLIC CAPITAL LETTER LJE
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+040A CYRILLIC CAPITAL LETTER NJE
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+040B CYRILLIC CAPITAL LETTER TSHE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+040C CYRILLIC CAPITAL LETTER KJE
        -11, -182, -182, -192, -96, -109, -109, -109,
        -109, -11, -112, -112, -112, -112, 96, -112,
        -112, -96, -112, -176, -112, -182, -112, -109,
        -144, -144, -182, -42, -96, -96, -128, -109,
        -109, -109, -109, -109, -109, -109, -112, -112,
        -112, -112, -112, 96, 96, 96, 240, -112,
        -112, -112, -112, -112, -112, -182, -112, -96,
        -96, -96, -96, -112, -112, -109, -112, -109,
        -112, -109, -112, -109, -112, -112, -112, -112,
        -112, -112, -112, -112, -109, -112, -109, -112,
        -109, -112, -109, -112, 240, 240, 240, 96,
        96, 96, -109, -112, -109, -112, -109, -112,
        -109, -112, -11, -11, -11, -11, -96, -96,
        -96, -96, -96, -96, -176, -112, -11, -109,
        -11, -109, -109, -109, -109, -112, -112, -112,
        -112, -112, 96, -112, -112, -112, 96, 240,
        -112, -144, -109, -112, -109, -109, -182, -182,
        -96, -96, -96, -96,
        // U+040D CYRILLIC CAPITAL LETTER I WITH GRAVE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0410 CYRILLIC CAPITAL LETTER A
        -224, -32, -224, -256, -96, -80, -144, -176,
        -96, -96, -96, -96, -32, -248, -234, -192,
        -208, -234, -256, -48, -48, -48, -19, -48,
        10, -48, -48, -24, -96, -192, -192, -192,
        -48, -96, -208, -96, -200, -256, -144, -28,
        -96, -208, -96, -96, -96, -96, -96, -96,
        -96, -96, -208, -48, -48, -48, -48, -48,
        10, 10, 10, 128, -48, -48, -48, -48,
        -48, -48, -48, -192, -192, -96, -48, -96,
        -48, -96, -48, -96, -48, -48, -48, -48,
        -48, -48, -48, -48, -96, -48, -96, -48,
        -96, -48, -96, -48, 128, 128, 128, 10,
        10, 10, -96, -48, -96, -48, -96, -48,
        -96, -48, -32, -24, -32, -24, -32, -24,
        -32, -24, -248, -96, -248, -96, -160, -96,
        -192, -192, -208, -192, -208, -32, -24, -248,
        -96, -248, -96, -32, -248, -96, -96, -248,
        -208, -96, -248, -96, -48, -48, -48, -192,
        -48, 10, -24, -48, -48, -48, -24, 10,
        128, -192, -368, -288, -368, -288, -96, -96,
        -96, -48, -96, -96, -144, -144, -144,
        // U+0411 CYRILLIC CAPITAL LETTER BE
        96, 96, 96, 96, -160, 96,
        // U+0412 CYRILLIC CAPITAL LETTER VE
        96, 96, 96, 96, 96,
        // U+0413 CYRILLIC CAPITAL LETTER GHE
        -96, -125, -96, -163, -96, -224, -192, -96,
        -96, -224, -248, -89, -89, -256, -89, -89,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -112, -176, -128, -125, -224, -89, -368, -125,
        -125, -208, -224, -144, -248, -248, -248, -248,
        -248, -248, -248, -89, -89, -89, -89, -89,
        -89, -89, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -125, -224,
        -208, -208, -208, -144, -176, -96, -248, -208,
        -248, -208, -248, -208, -89, -224, -89, -224,
        -89, -224, -89, -224, -224, -224, -224, -224,
        -224, -224, -224, -89, -224, -89, -224, -89,
        -224, -89, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -89, -224, -89, -224, -89,
        -224, -89, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -89, -256,
        -248, -89, -89, -89, -89, -208, -160, -160,
        -224, -112, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -106, -176, -224, -112, -160,
        -208, -160, -160, -106, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -89,
        -224, -89, -89, -125, -125,
        // U+0414 CYRILLIC CAPITAL LETTER DE
        176, 96,
        // U+0415 CYRILLIC CAPITAL LETTER IE
        208, 208, 208, 208, 208,
        // U+0416 CYRILLIC CAPITAL LETTER ZHE
        -234, -234, -112, -144, -144, -74, -74, -74,
        -74, -80, -80, -80, -80, -80, -80, -96,
        -80, -74, -144, -144, -234, -20, -144, -234,
        -74, -74, -74, -74, -74, -74, -128, -74,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -80, -80, -234, -80, -74, -80, -74,
        -80, -74, -80, -74, -80, -80, -80, -80,
        -80, -80, -80, -80, -74, -80, -74, -80,
        -74, -80, -74, -80, -74, -80, -74, -80,
        -74, -80, -74, -80, -74, -74, -74, -144,
        -96, -112, -74, -80, -96, -80, -80, -176,
        -80, -160, -128, -80, -80, -80, -144, -74,
        -80, -74, -96, -74, -234, -234, -144, -144,
        -144,
        // U+0418 CYRILLIC CAPITAL LETTER I
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0419 CYRILLIC CAPITAL LETTER SHORT I
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+041A CYRILLIC CAPITAL LETTER KA
        -11, -182, -182, -192, -96, -109, -109, -109,
        -109, -11, -112, -112, -112, -112, 96, -112,
        -112, -96, -112, -176, -112, -182, -112, -109,
        -144, -144, -182, -42, -96, -96, -128, -109,
        -109, -109, -109, -109, -109, -109, -112, -112,
        -112, -112, -112, 96, 96, 96, 240, -112,
        -112, -112, -112, -112, -112, -182, -112, -96,
        -96, -96, -96, -112, -112, -109, -112, -109,
        -112, -109, -112, -109, -112, -112, -112, -112,
        -112, -112, -112, -112, -109, -112, -109, -112,
        -109, -112, -109, -112, 240, 240, 240, 96,
        96, 96, -109, -112, -109, -112, -109, -112,
        -109, -112, -11, -11, -11, -11, -96, -96,
        -96, -96, -96, -96, -176, -112, -11, -109,
        -11, -109, -109, -109, -109, -112, -112, -112,
        -112, -112, 96, -112, -112, -112, 96, 240,
        -112, -144, -109, -112, -109, -109, -182, -182,
        -96, -96, -96, -96,
        // U+041B CYRILLIC CAPITAL LETTER EL
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+041C CYRILLIC CAPITAL LETTER EM
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+041D CYRILLIC CAPITAL LETTER EN
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+041E CYRILLIC CAPITAL LETTER O
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+041F CYRILLIC CAPITAL LETTER PE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0420 CYRILLIC CAPITAL LETTER ER
        -96, -77, -112, -77, -96, -227, -272, -27,
        -22, -22, -22, -22, -22, -22, -77, -22,
        -77, -77, -77, -227, -227, -227, -227, -227,
        -227, -227, -27, -27, -27, -27, -27, -27,
        -27, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -22, -77, -22, -227, -27,
        -227, -27, -227, -27, -22, -22, -22, -22,
        -22, -22, -22, -22, -22, -22, -22, -22,
        -22, -22, -22, -272, -22, -22, -22, -22,
        -272, -227, -27, -22, -22, -22, -22, -27,
        -22, -22, -22, -400, -400, -272, -22, -77,
        -77,
        // U+0421 CYRILLIC CAPITAL LETTER ES
        -26, -35, -112, 13, 13, -26, -26, -26,
        -26, -26, -26, -26, 96, 13, 13, -26,
        -26, -26, 96, 96, 96, 13, -26, -35,
        -35, 13, 96, 13,
        // U+0422 CYRILLIC CAPITAL LETTER TE
        -96, -125, -96, -163, -96, -224, -192, -96,
        -96, -224, -248, -89, -89, -256, -89, -89,
        -160, -208, -224, -224, -224, -224, -160, -160,
        -224, -160, -224, -160, -208, -208, -176, -176,
        -112, -176, -128, -125, -224, -89, -368, -125,
        -125, -208, -224, -144, -248, -248, -248, -248,
        -248, -248, -248, -89, -89, -89, -89, -89,
        -89, -89, -208, -208, -208, -112, -112, -208,
        -208, -224, -224, -224, -224, -144, 256, -224,
        -160, -224, -224, -224, -144, -144, -125, -224,
        -208, -208, -208, -144, -176, -96, -248, -208,
        -248, -208, -248, -208, -89, -224, -89, -224,
        -89, -224, -89, -224, -224, -224, -224, -224,
        -224, -224, -224, -89, -224, -89, -224, -89,
        -224, -89, -224, 256, 256, 256, -256, -160,
        -160, -160, -160, -89, -224, -89, -224, -89,
        -224, -89, -224, -160, -160, -160, -208, -208,
        -208, -208, -112, -208, -208, -208, -208, -208,
        -176, -176, -128, -128, -128, -208, -89, -256,
        -248, -89, -89, -89, -89, -208, -160, -160,
        -224, -112, -160, -160, -160, -160, -160, -224,
        -160, -160, -224, -106, -176, -224, -112, -160,
        -208, -160, -160, -106, -160, -160, -208, -224,
        -224, -160, -224, -208, 256, -160, -160, -160,
        -176, -160, -336, -336, -240, -368, -144, -89,
        -224, -89, -89, -125, -125,
        // U+0423 CYRILLIC CAPITAL LETTER U
        -176, -134, -160, -134, -160, -192, -176, -176,
        -288, -272, -208, -115, -115, -96, -115, -115,
        128, -264, -285, -285, -285, -285, -16, -112,
        -112, -285, -112, -285, -112, -192, -112, -134,
        -285, -115, -256, -144, -134, -24, -272, -112,
        -144, -176, -208, -208, -208, -208, -208, -208,
        -208, -115, -115, -115, -115, -115, -115, -128,
        -115, -264, -264, -264, -264, -264, -264, -264,
        -285, -285, -285, -285, -285, -16, -96, -16,
        -285, -112, -285, -285, -285, -285, -285, -134,
        -285, -112, -112, -112, -112, -208, -264, -208,
        -264, -208, -264, -115, -285, -115, -285, -115,
        -285, -115, -285, -285, -285, -285, -285, -285,
        -285, -285, -115, -285, -115, -285, -115, -285,
        -115, -285, -16, -16, -16, -96, -112, -112,
        -112, -112, -115, -160, -115, -285, -115, -285,
        -115, -285, -112, -112, -112, -192, -192, -192,
        -192, 128, 128, 128, -112, -112, -112, -112,
        -112, -112, -192, 128, 128, -115, -96, 128,
        -208, -115, -115, 128, -115, 128, -115, -264,
        -112, -112, -285, -112, -112, -112, -112, -112,
        -285, -112, -112, -285, -285, -112, -264, -112,
        -112, -16, -112, -112, -192, -285, -285, -112,
        -285, -192, -16, -112, -112, -112, -112, -304,
        -304, -272, -256, -176, -115, -285, -115, -115,
        -134, -134, -96, -272, -272, -272,
        // U+0424 CYRILLIC CAPITAL LETTER EF
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -144, -89, -115, -74, -96, -96, -144,
        -96, -144, -128,
        // U+0425 CYRILLIC CAPITAL LETTER HA
        -166, -166, -160, -144, -74, -74, -74, -74,
        -80, -80, -80, -80, -80, -80, -166, -80,
        -74, -112, -166, -166, -20, -144, -128, -74,
        -74, -74, -74, -74, -74, -74, -80, -80,
        -80, -80, -80, -80, -80, -80, -80, -80,
        -80, -166, -80, -74, -80, -74, -80, -74,
        -80, -74, -80, -80, -80, -80, -80, -80,
        -80, -80, -74, -80, -74, -80, -74, -80,
        -74, -80, -74, -80, -74, -80, -74, -80,
        -74, -80, -74, -74, -74, -74, -74, -80,
        -80, -80, -80, -80, -80, -80, -112, -74,
        -80, -74, -74, -166, -166, -144, -144, -144,
        // U+0426 CYRILLIC CAPITAL LETTER TSE
        176, 96,
        // U+0427 CYRILLIC CAPITAL LETTER CHE
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0428 CYRILLIC CAPITAL LETTER SHA
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0429 CYRILLIC CAPITAL LETTER SHCHA
        176, 96,
        // U+042A CYRILLIC CAPITAL LETTER HARD SIGN
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+042B CYRILLIC CAPITAL LETTER YERU
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+042C CYRILLIC CAPITAL LETTER SOFT SIGN
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+042D CYRILLIC CAPITAL LETTER E
        -128, -128, -112, -109, -89, -109, -51, -74,
        -115, -109, -112, -16, -109, -109, -109, -109,
        -109, -109, -109, -115, -109, -109, -109, -89,
        -89, -89, -51, -115, -115, -89, -89, -89,
        -109, -74, -89, -115, -74, -89, -96, -112,
        -96, -112, -128,
        // U+042E CYRILLIC CAPITAL LETTER YU
        -128, -128, -112, -96, -96, -128,
        // U+042F CYRILLIC CAPITAL LETTER YA
        96, 90, 224, 208, 90, 208, 90, 208,
        90, 208, 96, 90, 208,
        // U+0430 CYRILLIC SMALL LETTER A
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0431 CYRILLIC SMALL LETTER BE
        -96,
        // U+0432 CYRILLIC SMALL LETTER VE
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0433 CYRILLIC SMALL LETTER GHE
        -48, -256, -48, -256, -106, -144, -64, -64,
        -64, -64, -64, -64, -64, -48, -64, -112,
        -96, -48, -48, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -48, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -106, -106, -106,
        -106, -106, -106, -106, -106, -64, -125, -64,
        -125, -64, -64, -64, -64, -64, -64, -64,
        -125, -336, -336, -256, -112, -64, -48, -48,
        // U+0434 CYRILLIC SMALL LETTER DE
        128,
        // U+0435 CYRILLIC SMALL LETTER IE
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+0436 CYRILLIC SMALL LETTER ZHE
        -64, -64, -96, -112, -5, -59, -59, -59,
        -59, -59, -59, -64, -59, -96, -64, -64,
        -96, -64, -5, -5, -5, -5, -5, -5,
        -5, -59, -59, -59, -59, -59, -59, -59,
        -59, -59, -59, -59, -64, -59, -5, -5,
        -5, -59, -59, -59, -59, -59, -59, -59,
        -59, -59, -59, -59, -59, -59, -59, -59,
        -59, -59, -59, -59, -112, -112, -112, -112,
        -112, -112, -112, -112, -5, -59, -59, -59,
        -59, -5, -96, -59, -59, -59, -96, -59,
        -64, -64, -96, -96, -96,
        // U+0437 CYRILLIC SMALL LETTER ZE
        -112, -112,
        // U+0438 CYRILLIC SMALL LETTER I
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0439 CYRILLIC SMALL LETTER SHORT I
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+043A CYRILLIC SMALL LETTER KA
        -77, -77, -128, -240, -160, -64, -64, -64,
        -64, -64, -64, 16, 16, -77, -64, -144,
        -192, -77, -77, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -77, -64,
        16, 16, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -160, -160, -160,
        16, -160, -160, -160, -160, -160, -64, -64,
        -64, 16, -64, -64, -64, -64, 16, -144,
        -64, -77, -77,
        // U+043B CYRILLIC SMALL LETTER EL
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+043C CYRILLIC SMALL LETTER EM
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+043D CYRILLIC SMALL LETTER EN
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+043E CYRILLIC SMALL LETTER O
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+043F CYRILLIC SMALL LETTER PE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0440 CYRILLIC SMALL LETTER ER
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+0441 CYRILLIC SMALL LETTER ES
        -208, -54, -176, -10, -16, -176, -208, -208,
        -208, -54, -176, -176, -208, -208, -208, -208,
        -176, -208, -10, -26, -10, -26,
        // U+0442 CYRILLIC SMALL LETTER TE
        -48, -226, -48, -226, -106, -144, -64, -64,
        -64, -64, -64, -64, -64, -48, -64, -112,
        -96, -48, -48, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -48, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -106, -106, -106,
        -106, -106, -106, -106, -106, -64, -125, -64,
        -125, -64, -64, -64, -64, -64, -64, -64,
        -125, -208, -208, -226, -112, -64, -48, -48,
        // U+0443 CYRILLIC SMALL LETTER U
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -45, -53, -53, -53, -53, -53,
        -53, -53, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -45, -45, -45,
        -45, -45, -45, -45, -53, -53, -53, -53,
        -53, 112, 112, -53, -53, -53, -53, -53,
        -53, -53, -192, -45, -192, -45, -192, -45,
        -53, -53, -53, -53, -53, -53, -53, -53,
        -53, -53, -53, -53, -53, -53, -53, 112,
        112, 128, 112, -176, -53, -53, -53, -53,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -45, -125, -53,
        -125, -53, -53, -53, -45, -53, -53, -53,
        112, -125, 92, -224, 92, -224, -208, -112,
        -53, -112, -112, -112,
        // U+0444 CYRILLIC SMALL LETTER EF
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+0445 CYRILLIC SMALL LETTER HA
        -64, -64, -96, -112, -5, -59, -59, -59,
        -59, -59, -59, -64, -59, -96, -64, -64,
        -96, -64, -5, -5, -5, -5, -5, -5,
        -5, -59, -59, -59, -59, -59, -59, -59,
        -59, -59, -59, -59, -64, -59, -5, -5,
        -5, -59, -59, -59, -59, -59, -59, -59,
        -59, -59, -59, -59, -59, -59, -59, -59,
        -59, -59, -59, -59, -112, -112, -112, -112,
        -112, -112, -112, -112, -5, -59, -59, -59,
        -59, -5, -59, -59, -59, -96, -59, -64,
        -64, -96, -96, -96,
        // U+0446 CYRILLIC SMALL LETTER TSE
        -50, -50, -24, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -17, -17, -26, -17, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -23,
        32, -50, -16, -50, -50, -50, 32, 32,
        32, 32, 32, 32, 32, -19, -26, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -50, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -23, -23, -23, -23, -96, -96, -96, -17,
        -26, -26, -23, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -26, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -23, -16,
        -16, 32, -16, -23, 32, 32, -112, 72,
        -112, 72, -19, 32, -16, 32, 32, -50,
        -50,
        // U+0447 CYRILLIC SMALL LETTER CHE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0448 CYRILLIC SMALL LETTER SHA
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0449 CYRILLIC SMALL LETTER SHCHA
        -50, -50, -24, -80, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        -96, -17, -17, -26, -17, 32, -16, -16,
        -16, -16, 32, 32, 32, -16, -16, -23,
        32, -50, -16, -50, -50, -50, 32, 32,
        32, 32, 32, 32, 32, -19, -26, 32,
        32, -16, -16, -16, -16, -16, -16, -16,
        -16, -16, -16, -16, -50, -16, 32, -16,
        -16, -16, -16, 32, -16, -16, 32, -16,
        32, -16, 32, -16, 32, -16, 32, -16,
        -16, -16, -16, -16, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -16, -16, -16, -16, 32, 32, 32,
        -23, -23, -23, -23, -96, -96, -96, -17,
        -26, -26, -23, -96, 32, 32, -96, 32,
        32, 32, -96, 32, 32, 32, 32, 32,
        32, 32, 32, 32, 32, 32, 32, 32,
        32, -96, -26, 32, 32, 32, -96, 32,
        32, 32, -16, -16, -16, -16, -23, -16,
        -16, 32, -16, -23, 32, 32, -112, 72,
        -112, 72, -19, 32, -16, 32, 32, -50,
        -50,
        // U+044A CYRILLIC SMALL LETTER HARD SIGN
        -80, -296, -296, -80, -480, -296, -80, -96,
        -80, -54, -96, -80, -144, -144, -480, -96,
        -96, -296, -296, -296, -80, -480, -96, -480,
        -296, -296, -296, -80, -296, -480, -80, -296,
        -54, -160, -96, -54, -160, -96, -200, -200,
        // U+044B CYRILLIC SMALL LETTER YERU
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+044C CYRILLIC SMALL LETTER SOFT SIGN
        -80, -296, -296, -80, -480, -296, -80, -96,
        -80, -54, -96, -80, -144, -144, -480, -96,
        -96, -296, -296, -296, -80, -480, -96, -480,
        -296, -296, -296, -80, -296, -480, -80, -296,
        -54, -160, -96, -54, -160, -96, -200, -200,
        // U+044D CYRILLIC SMALL LETTER E
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+044E CYRILLIC SMALL LETTER YU
        -35, -96, -112, -165, -144, -80, -299, -165,
        -35, -53, -42, -59, -53, -35, -96, -32,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -299, -53, -53, -96, -96, -96, -112, -112,
        -112, -144, -42, -299, -53, -299, -112, -112,
        -112, -96, -80, -112, -299, -80, -112, -59,
        -83, -53, -59, -83, -53, -176, -176,
        // U+044F CYRILLIC SMALL LETTER YA
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0450 CYRILLIC SMALL LETTER IE WITH GRAVE
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+0451 CYRILLIC SMALL LETTER IO
        -144, -144, -144, -288, -144, -45, -8, -30,
        -45, -48, -288, -45, -45, -144, -144, -144,
        -144, -8, -288, -45, -288, -144, -144, -144,
        -144, -288, -144, -30, -45, -45, -30, -45,
        -45,
        // U+0452 CYRILLIC SMALL LETTER DJE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0453 CYRILLIC SMALL LETTER GJE
        -48, -256, -48, -256, -106, -144, -64, -64,
        -64, -64, -64, -64, -64, -48, -64, -112,
        -96, -48, -48, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -48, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -106, -106, -106,
        -106, -106, -106, -106, -106, -64, -125, -64,
        -125, -64, -64, -64, -64, -64, -64, -64,
        -125, -336, -336, -256, -112, -64, -48, -48,
        // U+0454 CYRILLIC SMALL LETTER UKRAINIAN IE
        -208, -54, -176, -10, -16, -176, -208, -208,
        -208, -54, -176, -176, -208, -208, -208, -208,
        -176, -208, -10, -26, -10, -26,
        // U+0455 CYRILLIC SMALL LETTER DZE
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0457 CYRILLIC SMALL LETTER YI
        128, 256, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 240,
        256, 240, 112, 112, 112, 256, -160, 112,
        112, 144, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 96, 256, 96, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 96, 112, 256,
        112, 256, 256, 96, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 112, 112,
        112, 112, 112, 112, 112, 112, 256, 144,
        256, 144, 256, 144, 256, 256, 256, 256,
        144, 112, 112, 256, 112, 112, 112, 256,
        112, 112, 112, 112, 112, 112, 112, 208,
        112, 112, 112, 112, 112, 112, 256, 112,
        112, 112, 256, 112, 112, 112, 256, 112,
        256, 112, -160, 112, 112, 112, 112, 208,
        // U+0458 CYRILLIC SMALL LETTER JE
        96, 96, 96, 96, 96, 112, 96, 96,
        112, 112, 96, 112, 112, 96, 112, 112,
        96, 96, 112, 96,
        // U+0459 CYRILLIC SMALL LETTER LJE
        -80, -296, -296, -80, -480, -296, -80, -96,
        -80, -54, -96, -80, -144, -144, -480, -96,
        -96, -296, -296, -296, -80, -480, -96, -480,
        -296, -296, -296, -80, -296, -480, -80, -296,
        -54, -160, -96, -54, -160, -96, -200, -200,
        // U+045A CYRILLIC SMALL LETTER NJE
        -80, -296, -296, -80, -480, -296, -80, -96,
        -80, -54, -96, -80, -144, -144, -480, -96,
        -96, -296, -296, -296, -80, -480, -96, -480,
        -296, -296, -296, -80, -296, -480, -80, -296,
        -54, -160, -96, -54, -160, -96, -200, -200,
        // U+045B CYRILLIC SMALL LETTER TSHE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+045C CYRILLIC SMALL LETTER KJE
        -77, -77, -128, -240, -160, -64, -64, -64,
        -64, -64, -64, 16, 16, -77, -64, -144,
        -192, -77, -77, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -77, -64,
        16, 16, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -64, -64, -64,
        -64, -64, -64, -64, -64, -160, -160, -160,
        16, -160, -160, -160, -160, -160, -64, -64,
        -64, 16, -64, -64, -64, -64, 16, -144,
        -64, -77, -77,
        // U+045D CYRILLIC SMALL LETTER I WITH GRAVE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+045E CYRILLIC SMALL LETTER SHORT U
        -96, -96, -160, -96, -112, -192, -176, -96,
        -96, -224, -45, -53, -53, -53, -53, -53,
        -53, -53, -112, -112, -112, -192, -192, -192,
        -192, -192, -192, -192, -96, -45, -45, -45,
        -45, -45, -45, -45, -53, -53, -53, -53,
        -53, 112, 112, -53, -53, -53, -53, -53,
        -53, -53, -192, -45, -192, -45, -192, -45,
        -53, -53, -53, -53, -53, -53, -53, -53,
        -53, -53, -53, -53, -53, -53, -53, 112,
        112, 128, 112, -176, -53, -53, -53, -53,
        -96, -176, -96, -96, -96, -96, -96, -176,
        -96, -192, -96, -96, -96, -45, -125, -53,
        -125, -53, -53, -53, -45, -53, -53, -53,
        112, -125, 92, -224, 92, -224, -208, -112,
        -53, -112, -112, -112,
        // U+045F CYRILLIC SMALL LETTER DZHE
        -112, -128, -144, -144, -256, -144, -56, -56,
        -24, -256, -56, -56, -128, -128, -128, -144,
        -256, -56, -256, -128, -128, -128, -128, -256,
        -128, -88, -56, -88, -56, -128, -128,
        // U+0E3F THAI CURRENCY SYMBOL BAHT
        96, 96, 96, 96, 96,
        // U+2018 LEFT SINGLE QUOTATION MARK
        -176, -285, -285, -272, -176, -272, -416, -176,
        -272, -272, -272, -272, -272, -272, -272, -272,
        -272, -272, -416, -416, -176, -272, -144, -176,
        -160, -240, -240, -352, -352, -285,
        // U+2019 RIGHT SINGLE QUOTATION MARK
        -352, -192, -106, -343, -106, -343, -400, -128,
        -272, -128, -112, -160, -160, -272, -160, -160,
        -384, -352, -112, -160, -176, -176, -176, -176,
        -60, -60, -176, -60, -176, -60, -200, 48,
        -112, 56, 56, -128, -176, -240, -106, -106,
        -160, -128, -32, -106, -192, -384, -384, -384,
        -384, -384, -384, -384, -160, -160, -160, -160,
        -160, -160, -160, -176, -176, -176, -176, -176,
        -176, -60, -176, -176, -176, -176, -176, -106,
        -176, -112, -112, -112, -112, 56, 56, -384,
        -160, -384, -160, -384, -160, -176, -176, -176,
        -176, -176, -176, -176, -176, -176, -176, -176,
        -176, -176, -176, -176, -352, -60, -60, -60,
        -60, -176, -176, -176, -176, -60, -60, -60,
        -200, -200, -200, -200, 48, 48, 48, -112,
        -112, -112, -112, -112, -112, 56, -200, 48,
        -352, -144, -384, -112, -144, -160, -128, -60,
        -60, -160, -176, -60, -60, -60, -176, -60,
        -60, -176, -60, -60, -176, 56, -176, -60,
        -160, -60, -60, -60, -60, -96, -176, -176,
        -60, -176, -200, -176, -60, -60, -60, 56,
        -60, -528, -528, -343, -240, -176, -106, -106,
        -160, -160, -160,
        // U+201A SINGLE LOW-9 QUOTATION MARK
        -192, -272, -256, -176, -304, -256, -144, -144,
        -304, -144, -144, -272, -272, -272, -176, -304,
        -144, -304, -272, -272, -272, 144, -272, -304,
        -176, -144, 176, -144, -144, -96, -112, -144,
        -352, -272, -352, -272,
        // U+201C LEFT DOUBLE QUOTATION MARK
        -176, -285, -285, -272, -176, -272, -416, -176,
        -272, -272, -272, -272, -272, -272, -272, -272,
        -272, -272, -416, -416, -176, -272, -144, -176,
        -160, -240, -240, -352, -352, -285,
        // U+201D RIGHT DOUBLE QUOTATION MARK
        -352, -192, -106, -343, -106, -343, -400, -128,
        -272, -128, -112, -160, -160, -272, -160, -160,
        -384, -352, -112, -160, -176, -176, -176, -176,
        -60, -60, -176, -60, -176, -60, -200, 48,
        -112, 56, 56, -128, -176, -240, -106, -106,
        -160, -128, -32, -106, -192, -384, -384, -384,
        -384, -384, -384, -384, -160, -160, -160, -160,
        -160, -160, -160, -176, -176, -176, -176, -176,
        -176, -60, -176, -176, -176, -176, -176, -106,
        -176, -112, -112, -112, -112, 56, 56, -384,
        -160, -384, -160, -384, -160, -176, -176, -176,
        -176, -176, -176, -176, -176, -176, -176, -176,
        -176, -176, -176, -176, -352, -60, -60, -60,
        -60, -176, -176, -176, -176, -60, -60, -60,
        -200, -200, -200, -200, 48, 48, 48, -112,
        -112, -112, -112, -112, -112, 56, -200, 48,
        -352, -144, -384, -112, -144, -160, -128, -60,
        -60, -160, -176, -60, -60, -60, -176, -60,
        -60, -176, -60, -60, -176, 56, -176, -60,
        -160, -60, -60, -60, -60, -96, -176, -176,
        -60, -176, -200, -176, -60, -60, -60, 56,
        -60, -528, -528, -343, -240, -176, -106, -106,
        -160, -160, -160,
        // U+201E DOUBLE LOW-9 QUOTATION MARK
        -192, -272, -256, -176, -304, -256, -144, -144,
        -304, -144, -144, -272, -272, -272, -176, -304,
        -144, -304, -272, -272, -272, 144, -272, -304,
        -176, -144, 176, -144, -144, -96, -112, -144,
        -352, -272, -352, -272,
        // U+2026 HORIZONTAL ELLIPSIS
        -64, -26, -267, -267, -80, -252, -68, -24,
        -80, -64, -77, -32, -281, -96, -160, -384,
        -144, -160, -96, -96, -96, -160, -160, -96,
        -96, -96, -96, -160, -96, -80, -226, -226,
        -240, -384, -240,
        // U+2039 SINGLE LEFT-POINTING ANGLE QUOTATION MARK
        -96, -144, -176, -96, -96, -96, -96, -96,
        -96, -96, -176, -96, -96, -96, -144, -144,
        -144, -176, -176, -144, -144, -144, -96, -144,
        -176, -192,
        // U+203A SINGLE RIGHT-POINTING ANGLE QUOTATION MARK
        -112, -144, -128, -144, -96, -96, -368, -176,
        -160, -112, -256, -96, -176, -96, -96, -96,
        -96, -96, -96, -96, -96, -96, -96, -96,
        -256, -96, -96, -96, -96, -96, -368, -368,
        -368, -160, -96, -256, -96, -256, -96, -96,
        -96, -368, -368, -96, -368, -96, -144, -96,
        -368, -256, -112, -192, -96, -96, -96, -96,
        -240, -240,
        // U+20A1 COLON SIGN
        -26, -35, -112, 13, 13, -26, -26, -26,
        -26, -26, -26, -26, 96, 13, 13, -26,
        -26, -26, 96, 96, 96, 13, -26, -35,
        -35, 13, 96, 13,
        // U+20A8 RUPEE SIGN
        -208, -128, -96, -208, -128, -24, -208, -208,
        -208, -208, -96, -208, -208, -208, -208, -208,
        -208, -208, -208, -144, -144, -144, -144,
        // U+20B2 GUARANI SIGN
        -64, -86, -64, -35, -77, -64, 96, 96,
        -64, -64, -64, -64, -64, -64, -64, -77,
        96, 96, 96, 96, -64, -64, -64, 96,
        96, 96, 96, 96, 96, 96, 96, -86,
        -86, -86, -77, -77, -86, -86, -86, -64,
        -35, -86, -77, -35, -86, 96, 96, 96,
        96,
        // U+20B5 CEDI SIGN
        -26, -35, -112, 13, 13, -26, -26, -26,
        -26, -26, -26, -26, 96, 13, 13, -26,
        -26, -26, 96, 96, 96, 13, -26, -35,
        -35, 13, 96, 13,
        // U+20BD RUBLE SIGN
        -192, -192, -112, -144, -192,
        // U+20BF BITCOIN SIGN
        96, 96, 96, 96, 96,
        // U+2190 LEFTWARDS ARROW
        -70, -19, -77, -125, -86, -86, -157, -134,
        -86, -64, -29, -134, -58, -58, -125, -86,
        -134, -134, -125, -125, -125, -234, -86, -125,
        -134, -157, -115, -64, -48, -64, -48, -106,
        -106,
        // U+2212 MINUS SIGN
        -70, -19, -77, -125, -86, -86, -157, -134,
        -86, -64, -29, -134, -58, -58, -125, -86,
        -134, -134, -125, -125, -125, -234, -86, -125,
        -134, -157, -115, -64, -48, -64, -48, -106,
        -106,
        // U+221E INFINITY
        -96, -96, -96, -96, -96,
        // U+2248 ALMOST EQUAL TO
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
        // U+2264 LESS-THAN OR EQUAL TO
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
        // U+2265 GREATER-THAN OR EQUAL TO
        -144, -192, -176, -144, -272, -192, -112, -96,
        -112, -144, -144, -144, -144, -144, -144, -144,
        -272, -112, -112, -144, -144, -144, -176, -272,
        -112, -272, -144, -144, -272, -144, -128, -96,
        -112, -96, -112, -160, -160, -112,
    ]
}

/// The measured metrics of one Inter face: advances (default and tabular), tabular glyph shifts and pair kerning.
///
/// A class, so that handing a face around (once per text run) costs one reference count, not one per table.
public final class InterFace: Sendable {
    /// CSS font weight (400 Regular, 600 SemiBold).
    public let weight: Int
    /// The font's full name.
    public let name: String
    /// Average advance of the font's non-empty glyphs in font units (OS/2 xAvgCharWidth).
    public let averageAdvance: Double
    /// Advance used for a scalar the table does not hold: the default advance of "0", like CSS's `ch` unit, since labels are mostly digits.
    public let fallbackAdvance: Double
    /// Every covered scalar the font has a glyph for, sorted by scalar value; U+0020-U+007E and U+00A0-U+00FF come first, contiguous.
    public let advanceTable: [InterMetrics.AdvanceEntry]
    /// Scalars whose glyph GSUB 'tnum' substitutes.
    public let tabularSubstitutedScalars: [UInt32]
    /// Kerning pair keys, `left << 16 | right` (scalar values), sorted.
    public let kerningKeys: [UInt32]
    /// Kerning values in font units, parallel to `kerningKeys`.
    public let kerningValues: [Int16]

    init(weight: Int, name: String, averageAdvance: Double, fallbackAdvance: Double,
         advanceTable: [InterMetrics.AdvanceEntry], tabularSubstitutedScalars: [UInt32],
         kerningKeys: [UInt32], kerningValues: [Int16]) {
        self.weight = weight
        self.name = name
        self.averageAdvance = averageAdvance
        self.fallbackAdvance = fallbackAdvance
        self.advanceTable = advanceTable
        self.tabularSubstitutedScalars = tabularSubstitutedScalars
        self.kerningKeys = kerningKeys
        self.kerningValues = kerningValues
    }

    /// Row of `advanceTable` for a scalar value, or nil when the table does not hold it.
    func row(_ value: UInt32) -> Int? {
        if value >= 0x20 && value <= 0x7E { return Int(value &- 0x20) }
        if value >= 0xA0 && value <= 0xFF { return Int(value &- 0xA0) &+ 95 }
        if value < 0x100 { return nil }
        let table = advanceTable
        var low = 191
        var high = table.count
        while low < high {
            let mid = (low &+ high) >> 1
            let found = table[mid].scalar
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

    /// Advance width in font units of one Unicode scalar with default features, or nil when the font has no glyph for it.
    public func advance(of scalar: Unicode.Scalar) -> Double? {
        guard let index = row(scalar.value) else { return nil }
        return Double(advanceTable[index].advance)
    }

    /// Advance width in font units with the `tnum` (tabular figures) feature applied: the tabular glyph's advance where GSUB 'tnum' substitutes the glyph, else the default advance.
    public func tabularAdvance(of scalar: Unicode.Scalar) -> Double? {
        guard let index = row(scalar.value) else { return nil }
        return Double(advanceTable[index].tabularAdvance)
    }

    /// Font units to move the default glyph of a scalar right so its ink lands where the `tnum` glyph's ink would be (0 when 'tnum' leaves it alone or the table lacks it).
    public func tabularShift(of scalar: Unicode.Scalar) -> Double {
        guard let index = row(scalar.value) else { return 0 }
        return Double(advanceTable[index].tabularShift)
    }

    /// Advance for laying out text: the table's advance (tabular if asked), 0 for a default-ignorable scalar (soft hyphen, ZWSP, bidi marks), which shapers do not show, else `fallbackAdvance`.
    public func layoutAdvance(of scalar: Unicode.Scalar, tabular: Bool = false) -> Double {
        if InterMetrics.isDefaultIgnorable(scalar.value) { return 0 }
        guard let index = row(scalar.value) else { return fallbackAdvance }
        let entry = advanceTable[index]
        return Double(tabular ? entry.tabularAdvance : entry.advance)
    }

    /// Kerning between two scalars in font units, default features (0 when none): GPOS 'kern' pair adjustment of the covered set; contextual features (calt, ccmp) are not applied.
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        let l = left.value
        let r = right.value
        guard l <= 0xFFFF, r <= 0xFFFF else { return 0 }
        let key = l << 16 | r
        let keys = kerningKeys
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low &+ high) >> 1
            let found = keys[mid]
            if found < key {
                low = mid &+ 1
            } else if found > key {
                high = mid
            } else {
                return Double(kerningValues[mid])
            }
        }
        return 0
    }

    /// Kerning in font units with `tnum` applied: 0 when 'tnum' substitutes either glyph (the tabular glyphs do not kern; checked by the generator), else `kerning(_:_:)`.
    public func tabularKerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        if let index = row(left.value), advanceTable[index].isTabularSubstituted { return 0 }
        if let index = row(right.value), advanceTable[index].isTabularSubstituted { return 0 }
        return kerning(left, right)
    }
}

extension InterMetrics {
    /// Whether a scalar has the Unicode Default_Ignorable_Code_Point property, which shapers render with no advance.
    public static func isDefaultIgnorable(_ value: UInt32) -> Bool {
        switch value {
        case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F,
             0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F,
             0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
