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
// Encoding: the advance and kerning tables are text in string literals, decoded once on first use by
// InterMetricsData below. They hold integers only (font units and scalar values), so decoding is exact.
// A number is zigzag-mapped (0, -1, 1, -2 ... -> 0, 1, 2, 3 ...) and written in base 32, least
// significant digit first: `abcdefghijklmnopqrstuvwxyz!#$%&*` for a digit more follow,
// `0123456789ABCDEFGHIJKLMNOPQRSTUV` for the last one (the encoding of InterOutlineData); spaces and
// line breaks between numbers mean nothing.
//   Advances, five numbers a row: scalar minus the previous row's scalar (the first row's minus 0),
//   advance, tabular advance, 1 if 'tnum' substitutes the glyph else 0, tabular shift.
//   Kerning, per left scalar in order: left scalar minus the previous left scalar (the first minus 0),
//   the number of pairs, then for each pair the right scalar minus the previous right scalar of the
//   group (the first minus 0) and the kerning value.
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
    static let regularAdvances: [AdvanceEntry] = InterMetricsData.advances(regularAdvanceData, rows: 499)

    /// Inter Regular: scalars whose glyph GSUB 'tnum' substitutes: U+002C, U+002E, U+0030, U+0031, U+0032, U+0033, U+0034, U+0035, U+0036, U+0037, U+0038, U+0039, U+003A, U+003B.
    static let regularTabularSubstituted: [UInt32] = [0x002C, 0x002E, 0x0030, 0x0031, 0x0032, 0x0033, 0x0034, 0x0035, 0x0036, 0x0037, 0x0038, 0x0039, 0x003A, 0x003B]

    /// Inter Regular: kerning pair keys, `left << 16 | right` (scalar values), sorted; 18742 non-zero GPOS 'kern' pairs between covered scalars.
    static let regularKerningKeys: [UInt32] = regularKerning.keys

    /// Inter Regular: kerning values in font units, parallel to `regularKerningKeys`.
    static let regularKerningValues: [Int16] = regularKerning.values

    /// Inter Regular: `regularKerningData` decoded, once.
    private static let regularKerning = InterMetricsData.kerning(regularKerningData, pairs: 18742)

    /// Inter Semi Bold: every covered scalar the font has a glyph for (499 rows), sorted by scalar value; U+0020-U+007E and U+00A0-U+00FF come first, contiguous.
    static let semiBoldAdvances: [AdvanceEntry] = InterMetricsData.advances(semiBoldAdvanceData, rows: 499)

    /// Inter Semi Bold: scalars whose glyph GSUB 'tnum' substitutes: U+002C, U+002E, U+0030, U+0031, U+0032, U+0033, U+0034, U+0035, U+0036, U+0037, U+0038, U+0039, U+003A, U+003B.
    static let semiBoldTabularSubstituted: [UInt32] = [0x002C, 0x002E, 0x0030, 0x0031, 0x0032, 0x0033, 0x0034, 0x0035, 0x0036, 0x0037, 0x0038, 0x0039, 0x003A, 0x003B]

    /// Inter Semi Bold: kerning pair keys, `left << 16 | right` (scalar values), sorted; 20358 non-zero GPOS 'kern' pairs between covered scalars.
    static let semiBoldKerningKeys: [UInt32] = semiBoldKerning.keys

    /// Inter Semi Bold: kerning values in font units, parallel to `semiBoldKerningKeys`.
    static let semiBoldKerningValues: [Int16] = semiBoldKerning.values

    /// Inter Semi Bold: `semiBoldKerningData` decoded, once.
    private static let semiBoldKerning = InterMetricsData.kerning(semiBoldKerningData, pairs: 20358)

    /// Inter Regular: the advance table, encoded as the header says (a row a line).
    private static let regularAdvanceData = """
        a2qr1qr100
        2ar1ar100
        2ah2ah200
        2ap3ap300
        2iq3iq300
        2ap4ap400
        2qq3qq300
        2ah1ah100
        2y*1y*100
        2y*1y*100
        2ay2ay200
        2au3au300
        2ir1qq12N
        2ar2ar200
        2qq1qq120
        2y&1y&100
        2ao3as32a2
        2yr2as32aG
        2qk3as32y3
        2aq3as32a1
        2ar3as320
        2al3as32i3
        2yn3as32a2
        2qe3as32y6
        2qm3as32y2
        2yn3as32a2
        2qq1qq120
        2ir1qq12F
        2au3au300
        2au3au300
        2au3au300
        2iz2iz200
        2ye5ye500
        2ax3ax300
        2qs3qs300
        2aa4aa400
        2q&3q&300
        2ij3ij300
        2ih3ih300
        2yc4yc400
        2ic4ic400
        2qo1qo100
        2q*2q*200
        2ys3ys300
        2ad3ad300
        2q$4q$400
        2qe4qe400
        2ag4ag400
        2yp3yp300
        2ag4ag400
        2qq3qq300
        2iq3iq300
        2ar3ar300
        2qc4qc400
        2ax3ax300
        2ah5ah500
        2ar3ar300
        2av3av300
        2ao3ao300
        2y*1y*100
        2y&1y&100
        2y*1y*100
        2qs2qs200
        2qp2qp200
        2qx2qx200
        2id3id300
        2in3in300
        2ic3ic300
        2in3in300
        2qg3qg300
        2q*1q*100
        2il3il300
        2ai3ai300
        2yj1yj100
        2yj1yj100
        2y*2y*200
        2yj1yj100
        2az4az400
        2ah3ah300
        2aj3aj300
        2il3il300
        2il3il300
        2qb2qb200
        2a$2a$200
        2aa2aa200
        2ig3ig300
        2ac3ac300
        2ap4ap400
        2a*2a*200
        2ac3ac300
        2i*2i*200
        2y*1y*100
        2qz1qz100
        2y*1y*100
        2au3au300
        e2qr1qr100
        2ar1ar100
        2ic3ic300
        2ap3ap300
        2i*3i*300
        2qa3qa300
        2yo1yo100
        2ab3ab300
        2ai3ai300
        2ab5ab500
        2ap2ap200
        2a*2a*200
        2a*2a*200
        2ar2ar200
        2aw3aw300
        2ap2ap200
        2aq2aq200
        2au3au300
        2ak2ak200
        2yl2yl200
        2qx2qx200
        2qn3qn300
        2qj3qj300
        2qq1qq100
        2ap1ap100
        2ex1ex100
        2ap2ap200
        2a*2a*200
        2q#4q#400
        2ad5ad500
        2ah5ah500
        2iz2iz200
        2ax3ax300
        2ax3ax300
        2ax3ax300
        2ax3ax300
        2ax3ax300
        2ax3ax300
        2io5io500
        2aa4aa400
        2ij3ij300
        2ij3ij300
        2ij3ij300
        2ij3ij300
        2qo1qo100
        2qo1qo100
        2qo1qo100
        2qo1qo100
        2q&3q&300
        2qe4qe400
        2ag4ag400
        2ag4ag400
        2ag4ag400
        2ag4ag400
        2ag4ag400
        2au3au300
        2ag4ag400
        2qc4qc400
        2qc4qc400
        2qc4qc400
        2qc4qc400
        2av3av300
        2ap3ap300
        2il3il300
        2id3id300
        2id3id300
        2id3id300
        2id3id300
        2id3id300
        2id3id300
        2yc5yc500
        2ic3ic300
        2qg3qg300
        2qg3qg300
        2qg3qg300
        2qg3qg300
        2yj1yj100
        2yj1yj100
        2yj1yj100
        2yj1yj100
        2ag3ag300
        2ah3ah300
        2aj3aj300
        2aj3aj300
        2aj3aj300
        2aj3aj300
        2aj3aj300
        2au3au300
        2aj3aj300
        2ig3ig300
        2ig3ig300
        2ig3ig300
        2ig3ig300
        2ac3ac300
        2il3il300
        2ac3ac300
        2ax3ax300
        2id3id300
        2ax3ax300
        2id3id300
        2ax3ax300
        2id3id300
        2aa4aa400
        2ic3ic300
        2aa4aa400
        2ic3ic300
        2aa4aa400
        2ic3ic300
        2aa4aa400
        2ic3ic300
        2q&3q&300
        2ex3ex300
        2q&3q&300
        2in3in300
        2ij3ij300
        2qg3qg300
        2ij3ij300
        2qg3qg300
        2ij3ij300
        2qg3qg300
        2ij3ij300
        2qg3qg300
        2ij3ij300
        2qg3qg300
        2yc4yc400
        2il3il300
        2yc4yc400
        2il3il300
        2yc4yc400
        2il3il300
        2yc4yc400
        2il3il300
        2ic4ic400
        2ai3ai300
        2yi4yi400
        2ai3ai300
        2ao2ao200
        2ar1ar100
        2qo1qo100
        2yj1yj100
        2qo1qo100
        2yj1yj100
        2qo1qo100
        2yj1yj100
        2qo1qo100
        2yj1yj100
        2ao4ao400
        2qt2qt200
        2q*2q*200
        2yj1yj100
        2ys3ys300
        2y*2y*200
        2ap3ap300
        2ad3ad300
        2yj1yj100
        2ad3ad300
        2yj1yj100
        2ad3ad300
        2uv1uv100
        2ad3ad300
        2qx1qx100
        2ad3ad300
        2yj1yj100
        2qe4qe400
        2ah3ah300
        2qe4qe400
        2ah3ah300
        2qe4qe400
        2ah3ah300
        4qe4qe400
        2ah3ah300
        2ag4ag400
        2aj3aj300
        2ag4ag400
        2aj3aj300
        2ag4ag400
        2aj3aj300
        2yh5yh500
        2io5io500
        2qq3qq300
        2qb2qb200
        2qq3qq300
        2qb2qb200
        2qq3qq300
        2qb2qb200
        2iq3iq300
        2a$2a$200
        2iq3iq300
        2a$2a$200
        2iq3iq300
        2a$2a$200
        2iq3iq300
        2a$2a$200
        2ar3ar300
        2aa2aa200
        2ar3ar300
        2aa2aa200
        2ar3ar300
        2aa2aa200
        2qc4qc400
        2ig3ig300
        2qc4qc400
        2ig3ig300
        2qc4qc400
        2ig3ig300
        2qc4qc400
        2ig3ig300
        2qc4qc400
        2ig3ig300
        2qc4qc400
        2ig3ig300
        2ah5ah500
        2ap4ap400
        2av3av300
        2ac3ac300
        2av3av300
        2ao3ao300
        2i*2i*200
        2ao3ao300
        2i*2i*200
        2ao3ao300
        2i*2i*200
        2ap1ap100
        g1ae2ae200
        m8iq3iq300
        2a$2a$200
        2ar3ar300
        2aa2aa200
        kUij3ij300
        2ij3ij300
        2io4io400
        2if3if300
        2av3av300
        2iq3iq300
        2qo1qo100
        2qo1qo100
        2q*2q*200
        2q&5q&500
        2yg6yg600
        2q&4q&400
        2ys3ys300
        2qe4qe400
        2yn3yn300
        2q&3q&300
        2ax3ax300
        2au3au300
        2qs3qs300
        2if3if300
        2ie4ie400
        2ij3ij300
        2ah5ah500
        2aq3aq300
        2qe4qe400
        2qe4qe400
        2yr3yr300
        2q%3q%300
        2q$4q$400
        2ic4ic400
        2ag4ag400
        2a*3a*300
        2yp3yp300
        2aa4aa400
        2ar3ar300
        2yn3yn300
        2il4il400
        2ar3ar300
        2ie4ie400
        2y%3y%300
        2qh5qh500
        2qm5qm500
        2ap4ap400
        2qv4qv400
        2at3at300
        2aw3aw300
        2as5as500
        2aw3aw300
        2id3id300
        2yh3yh300
        2yc3yc300
        2yq2yq200
        2yn3yn300
        2qg3qg300
        2qr4qr400
        2ax2ax200
        2aj3aj300
        2aj3aj300
        2q&2q&200
        2yh3yh300
        2ae4ae400
        2qg3qg300
        2aj3aj300
        2qg3qg300
        2il3il300
        2ic3ic300
        2a&2a&200
        2ac3ac300
        2yx3yx300
        2a*2a*200
        2yp3yp300
        2af3af300
        2yp4yp400
        2qy4qy400
        2it3it300
        2ae4ae400
        2qb3qb300
        2i*2i*200
        2ap4ap400
        2yc3yc300
        2qg3qg300
        2qg3qg300
        2ai3ai300
        2yq2yq200
        2a*2a*200
        2a$2a$200
        2yj1yj100
        2yj1yj100
        2yj1yj100
        2qc5qc500
        2i&4i&400
        2ai3ai300
        2q&2q&200
        2aj3aj300
        2ac3ac300
        2qg3qg300
        a&4qs3qs300
        c$8aa3aa300
        2aa6aa600
        2ay2ay200
        2aq5aq500
        2y!1y!100
        2am1am100
        2iTiT00
        2as3as300
        2qq1qq100
        2aa1aa100
        2aGaG00
        20000
        Aa*1a*100
        2a*1a*100
        2as3as300
        2ay2ay200
        2aq5aq500
        2aq5aq500
        6ad1ad100
        2qa1qa100
        2ad1ad100
        2ah1ah100
        2ad2ad200
        2ad2ad200
        2ad2ad200
        8ad3ad300
        8qq4qq400
        Iaa1aa100
        2ay5ay500
        4yg1yg100
        2ih2ih200
        Ca*1a*100
        2a*1a*100
        Kiq1iq100
        y5a*3a*300
        2aa4aa400
        2aa4aa400
        2ih3ih300
        2yr3yr300
        2iw4iw400
        2qh4qh400
        2qe6qe600
        2ie6ie600
        2ah5ah500
        2yn4yn400
        2in3in300
        2av3av300
        2q$3q$300
        2ar3ar300
        2a*6a*600
        2ap3ap300
        2q*3q*300
        2yc4yc400
        2ax3ax300
        2yo3yo300
        2aa4aa400
        2a*2a*200
        2ap3ap300
        2ar3ar300
        2a*2a*200
        2yh3yh300
        2ap4ap400
        2a*3a*300
        2y!3y!300
        2a*3a*300
        2qs3qs300
        i4ao6ao600
        Cix5ix500
        Qq*5q*500
        u7ai5ai500
        2ai5ai500
        2ai5ai500
        2ai5ai500
        &7au3au300
        Oyd5yd500
        u2au3au300
        y1au3au300
        2au3au300
        ujo30000
        """

    /// Inter Regular: the kerning pairs, encoded as the header says (a left scalar a line, long ones wrapped).
    private static let regularKerningData = """
        e2m1m2*5CpE4pEC*AQ*DI*Sm7*D2*D2*D2*D2*D2*D2*Du3*D4*D4*Da3*Sin1*S2*7E*DM*7waEpE
        4A&Ea8u3a84a84a8us1a8
        28qbG*A2*B6*A2*B
        2e2e2*5A*5!2*94*A2*64*C6*Au1*52*54*5c3*68*3O*6g2*Ca2*54*5g6*94*94*9S*62*52*C2*52*CeA*9qU*9I*9o1*92*CE*9
        s1*5w1*5u#D*F8*F
        2m1m2*5CpE4pEC*AQ*DI*Sm7*D2*D2*D2*D2*D2*D2*Du3*D4*D4*Da3*Sin1*S2*7E*DM*7waEpE
        2c3g6*12*12*14*16a5A*14*1c3*1k4*12*12*12*12*1A*14*12*12*12*12*14*1U*14*14*14*14*14*14*14*14*14*14*14*1
        4*14*14*1e1a5q1*14*14*14*1eo1*1I*16*16*1O*12*16*18a5gfE*1
        24qbG*58*5
        2q1m2*5C*N4*NC*7Q*DI*Gk1*Bc6*D2*D2*D2*D2*D2*D2*DKa6a3*D4*D4*Da3*Gin1*G2*5E*DM*5waE*N
        2c2e3*52*18*3!1*C4*82*82*A2*D6*8y1*3$3*2o2*Dk8*54*54*CS*84*D4*DeA*CqU*CI*CM*I2*8M*C2*D4*AA*BO*3O*46*3A*4
        $$D*A8*A
        2c2e2pEApEIp42hF4x44p22p42p22*32h1CxFk1*5A*5E*Nm5*8o2*5k8*54*54*5a1*54*5eA*5qU*5I*5o1*52*5E*5Ep4c1*FG*F
        &$D*94*N4*9
        2c2e3*52*18*3!1*C4*82*82*A2*D6*8y1*3$3*2o2*Dk8*54*54*CS*84*D4*DeA*CqU*CI*CM*I2*8M*C2*D4*AA*BO*3O*46*3A*4
        $$D*A8*A
        2c2e2pEApEIp42hF4x44p22p42p22*32h1CxFk1*5A*5E*Nm5*8o2*5k8*54*54*5a1*54*5eA*5qU*5I*5o1*52*5E*5Ep4c1*FG*F
        &$D*94*N4*9
        2Cy2*64*6y1*AuE*Ain1*A$bE*6
        2Sy2p44p4Ip3e2*5C*7$7*5s9*54*5wk1*5k*D*74*84*74*8Gp4
        2Ay2p74p7y&F*78*7Gp7
        22i3x2
        2Ey2*34*3!7*5&wF*88*8G*3g1*5
        2Ay2*54*56x1!7VqxF*5
        28y2x44x4a8VqxFx4
        2Cy2*54*5c3*7w#F*78*7G*5
        2!6g2*96*7C*L4*L4x26*22hA2x12x22q32p22x12*52*52*FA*II*Gk1*R4*74*82*82*84*8G*84*84*6&2*8I*Ak1*I2*I2*I2*I
        2*I2*I2*Iu1*72*72*72*72*72*72*72*82*82*82*82*88aG2*84*82*82*82*82*84*8G*I2*72*I2*72*I2*74*84*84*84*84*8
        4*84*84*84*84*84*84*84*84*84*8CaG4aG4aGE*Gs1*84*84*84*8G*64*64*64*6qB*6&U*GG*Ia2*72x28*8I*86*86*86*7G*6
        2*82*86*82*64aGg$D*O8*OG*Lg1*Ae7*8
        2Ey2*34*3!7*5&wF*88*8G*3g1*5
        2Sy2p44p4Ip3e2*5C*7$7*5s9*54*5wk1*5k*D*74*84*74*8Gp4
        2Qi5*54*AC*AmG*54*54*5iB*5qU*5I*5o1*5G*8$&D*78*7
        2Qi5*54*AC*AmG*54*54*5iB*5qU*5I*5o1*5G*8$&D*78*7
        4m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        2&1o3*C!1*D4*C2*C2*92*F2*A4*Cc8*Fk8*D4*D4*DS*C4*F4*F2*A4*A4*A!9*DqU*DE*54*DM*8A*5E*D2*F4*9A*C$&D*G8*G
        y9*C
        2Oc4*A&7*A2*A2*A2*A2*A2*A2*Au3*A4*A4*Ayq1*A
        4o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2A&Ea6u3a64a64a6us1a6
        2Iq5VE*6a9a6u3a64a64a6so1VUVe3a6
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2A&EaDu3aD4aD4aDus1aD
        2s7y2*64*5g1*FI*Bk1*58*62*62*64*6CV2V2*62V2*62V6*52*56*52*5q2*6g1*5M*F2*F2*F2*F2*F2*F2*Fc2*62*62*62*62*6
        A*62V2*62*62*62*62*64*62*52*52*52*52*54*52*F4*F4*F6*64*64*64*64*64*64*64*64*64*64*64*64*64*64*6c1*Ba1V4V
        4V6V4*64*64*64*64V4V4Va1*54*54*54*54*54*58*56*54*54*5ui1*BG*Fe2V2V4*66V2V2V4V2V2*62V2V2*64*52*64V4V2V6V
        4V4*62*64V2*6CV4V2V2*52Vw#D*K8*KG*Ek8*6
        2c3c4*3g1h54*34V2*36*3Qa62a6m5*32*32*32*32*32*32*3o1*3Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2h54h54h5a1*34*3eAh5qUh5Ih5A*3CVOh52*34VAh5c2a6Ma62a62a6
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2i8w2*I4*IU*B2*5C*58*5G*54*5e1*62*62*64*64a6C*64*68*52*62*A4*6A*Ii2*6E*54*82*82*I2t26*58*54*7a1*5M*52*5
        2*52*52*54*5U*62*62*62*62*62a62a62a62aF2*64*62*62*62*62*62*I2*62*52*52*52*52*64*6E*52*62*52*62*52*62*5
        2*64*64*64*64*64*64*64*62*52*62*52*62*52*62*52*6CaF4aF4aF4a64a64a6s1*52*62*52*62*52*62*52*6m1*54*54*54*5
        4*54*54*A4*6!i1*5u1*56*56*5I*5G*6I*66*64*62*6Ea6A*62*66*64a62aFE*6w%D*8q6*5K*6E*56*5!D*Ia8*IO*5u2*5y1*5
        2*5
        2c6e2*FA*F6*62*E4*88*7a1a84*48*4G*44*46*G4*B6*56*B4*Mm1*34*B6*BA*6w2*42*G2*A2*M2*E2hE4*7E*A6*GCa82a82a8
        2a82a82a82a82*4M*42*42*42*42*44*4A*5u1*EC*B4*B2a84a84a84*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1*G2*32*G
        2*32*G2*3U*52*B2*5eA*G2*3oU*G4*4E*GAa8S*46*42*G2*52*4C*G6*4m1*Bw1*Bu#D*E2*64*72*E2*6y1*Aq6*4c1*46*4!D*E
        a8*E
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2y4m2*5A*72*62*72*5g1*CI*Gs1V2V2V4VGV4VQ*7i2VK*72*7K*7I*C2*C2*C2*C2*C2*C2*Cc2V2V2V2V2VAV4V2V2V2V2V2*72V
        G*C4*C4*C6V4V4V4V4V4V4V4V4V4V4V4V4V4V4Vc1*Gs1V4V4V4Vkl1*GG*Ck2VIV6V6VOV2V6Vm$D*O8*OG*Gk8VoE*7a8*7
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2u3m5*26h46*2EV2V2V4VGV4Vc3Vw3h4KV2V2V2V2V8a82V4V2V2V2V2V4VUV4V4V4V4V4V4V4V4V4V4V4V4V4V4VCa84a84a8a2V4V
        4V4Vg2h44h4wk1h4e1VIV6V6VOV2V6V6a8ifEV
        2A&Ea8u3a84a84a8us1a8
        2!Cm2*5A*C2*52*C2*52*DA*BC*52*52*DA*E4h58h56*FAh54h5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*A
        2*A2*78*Ci2*DEh54*M2*C2*CG*C4*D8*8A*E2*E2*E2*E2*E2*E2*E2h5Mh52h52h52h52h54h5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82*C2*D2*C2*C2*C2*82*A4*52*E2*C2*E2*C2*E2*C2h52*D2h52*D2h52*D2h52*D4*D
        4*D4*D4*D4*D4*D4*D2h52*D2h52*D2h52*D2h52*DCaG4aG4aGE*Fa1*94*94*96*92h52*D2h52*D2h52*D2h52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUh58*FG*ESh56h56h5Ih56*C4*92*94*D2*A4*92*92*94*92*92*D2*9
        2*92*D2*A2*A2*D2*A2*92*C2*92*92*A4*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6h5K*DEh5
        6h5!D*Ca8*C
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2k9m2*8A*82*G2*82*G2*CA*5C*A2*A2*C2*A6*52*A4*58*56*GA*54*5S*D4*84*82*82*84*8G*84*84*7M*8i2*8E*54*92*A2*8
        8*AC*6I*A2*A2*A2*A2*A2*A2*A2*5M*52*52*52*52*52*62*5G*82*82*82*82*62*82*82*82*82*82*82*88aF2*84*82*82*8
        2*72*82*82*8G*A2*82*A2*82*A2*82*52*82*52*82*52*82*52*84*84*84*84*84*84*84*82*52*82*52*82*52*82*52*8CaF
        4aF4aFE*Gq1*52*82*52*82*52*82*52*8G*74*74*74*7qB*7wU*58*GG*AS*56*56*5I*56*8A*8I*86*86*86*8G*72*82*86*8
        2*74aFg$D*J8*JG*Gg1*9q6*5K*8E*56*5!D*8a8*8m3*Ay1*A2*A
        2wAm2*8A*82*G2*82*GC*5C*82*82*C2*A8*94*58*56*AA*54*5a1*84*82*82*84*8C*52*52*82*52*82*52*5M*8i2*8E*54*9
        2*82*88*AC*5I*92*92*92*92*92*92*92*5M*52*52*52*52*54*5G*82*82*82*82*82*82*82*82*82*82*82*8A*82*52*82*8
        2*82*82*82*82*8G*92*82*92*82*92*82*52*82*52*82*52*82*52*84*84*84*84*84*84*84*82*52*82*52*82*52*82*52*8
        c1*Aa1*54*54*56*52*52*82*52*82*52*82*52*84*54*54*54*54*54*54*5qB*5wU*58*AG*9S*56*56*5I*56*84*52*54*86*5
        2*52*54*52*52*82*52*52*86*84*52*82*52*56*54*52*52*82*84*52*82*5A*54*52*54*5w#D*I8*IG*Gg1*9q6*5K*8E*56*5
        !D*8a8*8m3*Ay1*A2*A
        2a6w2*B4*BU*92*8C*18*1G*14*1e1*42*42*44*4G*44*4Q*Bi2*4E*14*62*B2*B2h16*8C*7a1*1M*12*12*12*12*14*1U*42*4
        2*42*42*4A*44*42*42*42*42*42*B2*4S*12*42*12*42*12*42*12*44*44*44*44*44*44*44*42*12*42*12*42*12*42*12*4
        s2*12*42*12*42*12*42*12*4cl1*1u1*16*16*1I*1G*4I*46*46*4O*42*46*4k&D*6q6*1K*4E*16*1!D*Ba8*Bm3*8y1*82*8
        2mCm2*AA*D2*52*D2*5C*BC*A2*A2*H2*G8*C4*58*56*5A*54*56a8QpC4pD2pD2pD4pDC*62*62pD2*62pD2*62*B4*6I*Di2pDE*5
        4*F2*82*D2p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2*5M*52*52*52*52*52*72*5GpC2pC2pC2pC2pC2pC2pC2pD2pD2pD2pD
        2pD4*46pD2*62pD2pD2pD2pD2pD2*D2pD2*62*62*62*68*C2pC2*C2pC2*C2pC2*52pD2*52pD2*52pD2*52pD4pD4pD4pD4pD4pD
        4pD4pD2*52pD2*52pD2*52pD2*52pDc1*5a1*64*64*66*62*52*92*52pD2*52pD2*52pD4*64*64*64*B4*B4*B4*B2a84a84a86*6
        4*64*64*64*64*6mA*B2a8qUa84*58*56a8A*CS*56*52a84*5Ca86*56pC4*62*64pD6*62*62*64*62*62pD2*62*62pD6pD4*62pC
        2*62*66*64*62*B2pD2pD4*62pD2*BA*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6*5KpDE*56*5!D*Da8*DO*5u2*Gy1*G2*G
        2c3w2*64*6U*AE*58*5G*54*5!2*6w2*54*52*62*6K*5a1*5M*52*52*52*52*54*5o1aFG*6U*54*54*54*5a1*54*54*54*5EaF
        4aF4aF&1*54*54*54*5el1*5u1*56*56*5I*5u2aFe&D*5q6*5c1*56*5!D*6a8*6
        2c3g6*12*12*14*16a5A*14*1c3*1k4*12*12*12*12*1A*14*12*12*12*12*14*1U*14*14*14*14*14*14*14*14*14*14*14*1
        4*14*14*1e1a5q1*14*14*14*1eo1*1I*16*16*1O*12*16*18a5gfE*1
        2w6e2*DA*D6*D4a74a76*5O*84*A8*58*5G*54*56*64*82*94*C6*84*DMa1M*54*82*B4*8a3*52*C2*56pC4*D2*8Ax12*56*C2*5
        O*5M*52*52*52*52*54*5A*CUa12a12a12a8S*84*8E*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*6
        2*52*62*52*62*5Q*92*B2*C2*82*CeA*62*5oU*64*5E*6g1*56*52*62*C2*5C*66*5m1*8Ga1Ma12a8E*8u#Dp72*96p72*9Ia7
        g1*52*5o6*5c1*56*56*8aP*8y1*82*8
        24qbG*58*5
        2q1m2*5C*N4*NC*7Q*DI*Gk1*Bc6*D2*D2*D2*D2*D2*D2*DKa6a3*D4*D4*Da3*Gin1*G2*5E*DM*5waE*N
        2w7u2*BC*72*I4*72*92*72*74*72*7K*68*6G*64*66*92*62*DC*D4*BMa62aH6a82a84a84a88*D6*Da3*6E*BC*7c1*6M*62*6
        2*62*62*64*62*62*62*62*6a1a62a62a66a8O*D4*DE*64*64*64*6a1*64*64*64*6Qa64a64a64aHUa84a84a86a82*64*64*64*6
        6a84a84a8I*94*94*94*64*64*64*64*64*6A*DgA*9qU*94*6E*9IaAK*66*62*94*66*I6*86*68*72a82a82a88a82a82a84a82a8
        4a82a86*D6a84a82a84a62a84a8Aa86a64aH4a84a82a82*D2a8s#D*68*6k8*6c1*66*66*8
        4&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2i1i5*CA*A&1Vm3V&2*Ak8*C4*C4*Ca1*A4*AeA*CqU*CI*Co1*C2*AE*COVO*16VA*1
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2c7w2*42*92*42*92*4A*AQ*5I*AUy1Cp24x24*32*32*34*3G*34*34*3M*4i2*3I*62*42*4K*4I*52*52*52*52*52*52*5c1*3
        Cy16x22x22x22x22x22x22x22*32*32*32*32*38aI2*34*32*32*32*32*32*42*3G*52x22*52x22*52x24*34*34*34*34*34*3
        4*34*34*34*34*34*34*34*34*3CaI4aI4aIE*As1*34*34*34*3G*34*34*34*3k1y14y1cA*3&U*AG*5g1y1Qx2A*3I*36*36*36x2
        G*32*32*36*32*34aIg$D*F8*F8*38*9g1*6e7*3oE*4a8*4
        2Ki5*8Ma6gG*84*84*8iB*8qU*8I*8o1*8G*8
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2i4w2*74*7E*7G*Eq1*9U*32*32*34*3G*34*3Q*7i2*3I*82*B2*7K*7a3*32*32*32*32*3A*34*32*32*32*32*32*72*3U*34*3
        4*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*94*94*9iB*9qU*9I*9o1*9G*9M*3I*36*36*3O*32*36*3
        k&D*8e7*3oE*7a8*7
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2Ki5*8Ma6gG*84*84*8iB*8qU*8I*8o1*8G*8
        2$6w2*62*A2*62*A2*5Q*6A*6I*9K*9C*5I*22*22*22a62*2G*24*26a64a32q12a32a3A*6i2*2K*52*6K*6I*62*62*62*62*62*6
        2*6c2*22*22*22*22*2A*24*22*22*22*22*22*62*2Aa34a32*64*64*66*24*24*24*24*24*24*24*24*24*24*24*24*24*24*2
        c1*9s1*24*24*24*2U*92a62*92a62*92a6Sq14a34*54*54*5!9*92a6oU*9C*96*9A*6e1*9G*9M*22a3G*26*24a32*22a3M*22*2
        6*2Ka3w#Da32*D6a32*DG*Ak8*2oE*6a8*6
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2cBw2p34p3Ep2G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54x12x14x26x1Ca22V2V2V4V2a26a22a26V4V4x1Ia24p3i2V
        Kp32p3Kp3c1a22a22a22a22a22a28a2C*1Cx22a22a2GV2V2V2V2VAV4V2V2V2V2V2p32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26x14x1
        4x14x12*54*54*5Sx14x24x2cAx12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52x26a2
        4a22a22*52a22a24a2EVIV6V6VMx12V2V2a24V2x1Ca2i&4a2s%8*62a56*62a5A*1m8a26Vi1a2o5a2y7p3a8p3
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4*24p32p32p34p3Gp34p3c3p3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56*22*22*2
        2*22*22*22*22p32p32p32p32p36a72a72p34p32p32p32p32p34p3G*B2*22*B2*22*B2*24p34p34p34p34p34p34p34p34p34p3
        4p34p34p34p34p38a74a74a84a7E*As1p34p34p34p3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5C*28*72p3C*76p36p3
        6p36*2Ip32p36p36a74*7a$Di62*D6i62*DG*Cg1*6e7p3!P*6y1*62*6
        2i5m2*5C*C4*Cg1*BI*9K*8C*5Ih32h32h34h3Gh34h3c3h3I*5k1*B2*B2*B2*B2*B2*B2*Bc2h32h32h32h32h3Ah34h32h32h32h3
        2h34h3G*B4*B4*B6h34h34h34h34h34h34h34h34h34h34h34h34h34h34h3c1*9s1h34h34h34h3U*84*84*8g1*54*54*5!9*8qU*8
        C*96*8A*Be1*8G*8Mh3Ih36h36h3Oh32h36h3k$Dq72*D6q72*DG*Cg1*5e7h3
        2o4w2*34*3a1*5o1*AU*32*32*34*3G*34*3Q*3i2*3I*52*32*38*5C*3a3*32*32*32*32*3A*34*32*32*32*32*32*32*3U*34*3
        4*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*A4*A4*AiB*AqU*AI*Ao1*AG*AM*3I*36*36*3O*32*36*3
        k&D*5e7*3oE*3a8*3m3*5y1*52*5
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4*24p32p32p34p3Gp34p3c3p3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56*22*22*2
        2*22*22*22*22p32p32p32p32p36a72a72p34p32p32p32p32p34p3G*B2*22*B2*22*B2*24p34p34p34p34p34p34p34p34p34p3
        4p34p34p34p34p38a74a74a84a7E*As1p34p34p34p3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5C*28*72p3C*76p36p3
        6p36*2Ip32p36p36a74*7a$Di62*D6i62*DG*Cg1*6e7p3!P*6y1*62*6
        2o3i5*5Ux22x22x24x2Gx24x2c3x2k4x22x22x22x22x2Ax24x22x22x22x22x24x2Ux24x24x24x24x24x24x24x24x24x24x24x2
        4x24x24x2u2x24x24x24x2U*54*54*5iB*5qU*5I*5o1*5G*5Mx2Ix26x26x2Ox22x26x2ofEx2
        2c3g6*12*12*14*16a5A*14*1c3*1k4*12*12*12*12*1A*14*12*12*12*12*14*1U*14*14*14*14*14*14*14*14*14*14*14*1
        4*14*14*1e1a5q1*14*14*14*1eo1*1I*16*16*1O*12*16*18a5gfE*1
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        24qbG*58*5
        2c2e3*52*18*3!1*C4*82*82*A2*D6*8y1*3$3*2o2*Dk8*54*54*CS*84*D4*DeA*CqU*CI*CM*52*8M*C2*D4*AA*BO*3O*46*3A*4
        $$D*A8*A
        g2e1i5*B4*56*B6*5c8*Bk8*B4*B4*Ba1*B4*BeA*BqU*BI*Bo1*B2*BE*B$&D*58*5
        2i1i5*CA*A&1Vm3V&2*Ak8*C4*C4*Ca1*A4*AeA*CqU*CI*Co1*C2*AE*COVO*16VA*1
        6Is6a6g8a62a62a6c4a64a64a6qr1a6Ma6
        8s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2&3m2*6w1*CI*Cs1*52*52*54*5G*54*5c3*5$1*C2*C2*C2*C2*C2*C2*Cc2*52*52*52*52*5A*54*52*52*52*52*54*5G*C4*C
        4*C6*54*54*54*54*54*54*54*54*54*54*54*54*54*54*56a7S*Cs1*54*54*54*5kl1*CG*Ck2*5I*56*56*5O*52*56*5ofE*5
        2u1c4*5g1*8A*Ao6*52*52*52*52*52*52*5o1*Ag2*54*54*5$5*84*84*8a1*A4*AeA*8qU*8I*8A*5e1*82*AE*B
        22uc2*8
        2c2e3*52*18*3!1*C4*82*82*A2*D6*8y1*3$3*2o2*Dk8*54*54*CS*84*D4*DeA*CqU*CI*CM*I2*8M*C2*D4*AA*BO*3O*46*3A*4
        $$D*A8*A
        2y7m2*5Sx8QpC4V8V6pCAV4VEh12p1G*14*42*42*44*4G*44*44*1&2*4EVo1pC2pC2pC2pC2pC2pC2pC2VMV2V2V2V2V4VAp16*1
        2*12*12*12*12*12*12*42*42*42*42*4A*44*42*42*42*42*44*4GpC2*12pC2*12pC2*12V2*42V2*42V2*42V2*44*44*44*44*4
        4*44*44*42V2*42V2*42V2*42V2*4c1pCq1V2*42V2*42V2*42V2*4G*14*14*14*1k1p14p1cA*1wUV8pCGpCCh1GV6V4p12V2h1GV
        6*1A*4I*46*46*46*1G*12*42*46*42*1yeEVK*4EV6V
        4q3m2*5C*N4*NC*7Q*D4*18*16*GA*14*1S*Bu4*1o1*D2*D2*D2*D2*D2*D2*D2*1Ia64*12*12*12*12*14*1q2*D4*D4*D4*14*1
        4*14*1a1*14*14*14*1e1*Gq1*14*14*14*1el1*18*G2*5E*DM*56*16*16*1I*1s*D*Nw7*1c1*16*1
        2m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        4!1y2*I4*IC*9Q*FI*Ju2a6o3*5k1*F2*F2*F2*F2*F2*F2*Fu3*F4*F4*Fe2a8S*J&2a64a64a6iBa6!U*JG*FuaE*O8*OG*Ig1*5
        4$1w2*64*64*5Q*6q1*8A*9C*5&1*6$2*52*6K*6m2*9u1*6w6*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*82q26*82q2kN*6
        a8*6
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2a3e3*52*18*3K*5I*7K*D4*62*82*72*86*6y1*3$3*2K*52*52*52*52*52*52*5o1*8g2*54*54*5a3*7$2*D4*D4*DS*84*84*8
        eA*DqU*DC*76*DA*5C*72*8M*D2*84*7A*DO*3O*46*3A*4$$D*A8*A
        6&3m2*6w1*CI*Cs1*52*52*54*5G*54*5c3*5$1*C2*C2*C2*C2*C2*C2*Cc2*52*52*52*52*5A*54*52*52*52*52*54*5G*C4*C
        4*C6*54*54*54*54*54*54*54*54*54*54*54*54*54*54*56a7S*Cs1*54*54*54*5kl1*CG*Ck2*5I*56*56*5O*52*56*5ofE*5
        2u3c3*62*82*78*82*5I*5g1*M4*A2*92*62*F2*54*Au1*52*52*52*5o4*52*52*52*52*52*52*5o1*Fa2*54*52*54*54*5$5*M
        4*M4*MS*92*52*F2*52*F2*54*54*5!9*MqU*ME*54*MA*5C*8A*5E*M2*F4*6A*BO*5Q*54*5s1*5u#D*E8*E
        8AmM*BelF*A2*56*A2*5
        2o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2A&EaDu3aD4aD4aDus1aD
        2Iq5VE*6a9a6u3a64a64a6so1VUVe3a6
        2A&EaDu3aD4aD4aDus1aD
        2A&EaDu3aD4aD4aDus1aD
        2A&EaDu3aD4aD4aDus1aD
        2A&EaDu3aD4aD4aDus1aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        6s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2g1i5*94*66*76*6c8*7k8*94*94*9a1*74*7eA*9qU*9I*9M*7O*92*7E*CA*7siE*5
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2mCm2*AA*D2*52*D2*5C*BC*A2*A2*H2*G8*C4*58*56*5A*54*56a8QpC4pD2pD2pD4pDC*62*62pD2*62pD2*62*B4*6I*Di2pDE*5
        4*F2*82*D2p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2*5M*52*52*52*52*52*72*5GpC2pC2pC2pC2pC2pC2pC2pD2pD2pD2pD
        2pD4*46pD2*62pD2pD2pD2pD2pD2*D2pD2*62*62*62*68*C2pC2*C2pC2*C2pC2*52pD2*52pD2*52pD2*52pD4pD4pD4pD4pD4pD
        4pD4pD2*52pD2*52pD2*52pD2*52pDc1*5a1*64*64*66*62*52*92*52pD2*52pD2*52pD4*64*64*64*B4*B4*B4*B2a84a84a86*6
        4*64*64*64*64*6mA*B2a8qUa84*58*56a8A*CS*56*52a84*5Ca86*56pC4*62*64pD6*62*62*64*62*62pD2*62*62pD6pD4*62pC
        2*62*66*64*62*B2pD2pD4*62pD2*BA*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6*5KpDE*56*5!D*Da8*DO*5u2*Gy1*G2*G
        2k2y2*H4*Hg1*6I*6K*94*88*64*8i6*62*62*62*62*62*62*6u3*64*64*6a3*6$2*94*94*9g1*64*64*6!9*9qU*9C*66*9A*6
        e1*9G*9$&D*94*L4*94*LG*H
        2E&Ea6u3a64a64a6us1a6c$D*B8*B
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2i1i5*CA*A&1Vm3V&2*Ak8*C4*C4*Ca1*A4*AeA*CqU*CI*Co1*C2*AE*COVO*16VA*1
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2m1s2a6!2a62a6Aa62a64a7Ma7g1a6q2a6u4a6q3a74a74a64a62a62a7Ca7&3a6$1a6km1a62a7cfEa6
        2a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72aG2*92a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa62aG2a62a7Ua7a1a78a74a74a74a74a7Ka72a72a72a74a74a74a62a72aG2a72aG4aG4a62a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1aGEa78aG2a72*96a7i&4a7sg9a7o1a7o5aD
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2&1c3*6g2*84*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*84*84*8S*84*C2p32*CeA*8qU*8I*8o1*82*CE*8q1p72p3Ep7i1p3
        u#D*78*7
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2o3s2*1q1*5g1*84*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*8
        4*84*8S*82h32*E2p32*EeA*8qU*8I*8A*5C*4O*82*E4*4A*8O*3O*62p34*3A*6i1p3u#D*A8*A
        2o3s2*1q1*5g1*84*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*8
        4*84*8S*82h32*E2p32*EeA*8qU*8I*8A*5C*4O*82*E4*4A*8O*3O*62p34*3A*6i1p3u#D*A8*A
        2c2e3*52*18*3!1*C4*82*82*A2*D6*8y1*3$3*2o2*Dk8*54*54*CS*84*D4*DeA*CqU*CI*CM*I2*8M*C2*D4*AA*BO*3O*46*3A*4
        $$D*A8*A
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4*24p32p32p34p3Gp34p3c3p3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56*22*22*2
        2*22*22*22*22p32p32p32p32p36a72a72p34p32p32p32p32p34p3G*B2*22*B2*22*B2*24p34p34p34p34p34p34p34p34p34p3
        4p34p34p34p34p38a74a74a84a7E*As1p34p34p34p3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5C*28*72p3C*76p36p3
        6p36*2Ip32p36p36a74*7a$Di62*D6i62*DG*Cg1*6e7p3!P*6y1*62*6
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4*24p32p32p34p3Gp34p3c3p3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56*22*22*2
        2*22*22*22*22p32p32p32p32p36a72a72p34p32p32p32p32p34p3G*B2*22*B2*22*B2*24p34p34p34p34p34p34p34p34p34p3
        4p34p34p34p34p38a74a74a84a7E*As1p34p34p34p3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5C*28*72p3C*76p36p3
        6p36*2Ip32p36p36a74*7a$Di62*D6i62*DG*Cg1*6e7p3!P*6y1*62*6
        2o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2&1c3*6g2*C4*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*C4*C4*CS*84*C2p32*CeA*CqU*CI*Co1*C2*CE*Cq1p72p3Ep7i1p3
        u#D*78*7
        2o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2Iq5VE*6a9a6u3a64a64a6so1VUVe3a6
        2i1i5*CA*A&1Vm3V&2*Ak8*C4*C4*Ca1*A4*AeA*CqU*CI*Co1*C2*AE*COVO*16VA*1
        2Iq5VE*6a9a6u3a64a64a6so1VUVe3a6
        2i1i5*CA*A&1Vm3V&2*Ak8*C4*C4*Ca1*A4*AeA*CqU*CI*Co1*C2*AE*COVO*16VA*1
        2Iq5VE*6a9a6u3a64a64a6so1VUVe3a6
        2i1i5*CA*A&1Vm3V&2*Ak8*C4*C4*Ca1*A4*AeA*CqU*CI*Co1*C2*AE*COVO*16VA*1
        2Iq5VE*6a9a6u3a64a64a6so1VUVe3a6
        2i1i5*CA*A&1Vm3V&2*Ak8*C4*C4*Ca1*A4*AeA*CqU*CI*Co1*C2*AE*COVO*16VA*1
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2o2e2a6Aa66aAEa8Ca8!1a7KaAMa72a6a4a78a34aAKa7e3a72a72a62a6q3a64a64a64a64a74a74a74a6!2a74a74a7iBa7qUa7Ia7
        o1a7Ga7c2a7Ma72a62a6a$Da68a6
        4e1s6a62a7e8a62a62a72a7q3a74a74a74a74a64a64a64a7mr1a6Ma62a72a7
        2A&EaDu3aD4aD4aDus1aD
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2A&EaDu3aD4aD4aDus1aD
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2A&EaDu3aD4aD4aDus1aD
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2A&EaDu3aD4aD4aDus1aD
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2A&EaDu3aD4aD4aDus1aD
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2c3c4*3g1h54*34V2*36*3Qa62a6m5*32*32*32*32*32*32*3o1*3Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2h54h54h5a1*34*3eAh5qUh5Ih5A*3CVOh52*34VAh5c2a6Ma62a62a6
        2Ki5*8Ma6gG*84*84*8iB*8qU*8I*8o1*8G*8
        2c3c4*3g1h54*34V2*36*3Qa62a6m5*32*32*32*32*32*32*3o1*3Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2h54h54h5a1*34*3eAh5qUh5Ih5A*3CVOh52*34VAh5c2a6Ma62a62a6
        2Ki5*8Ma6gG*84*84*8iB*8qU*8I*8o1*8G*8
        2c3c4*3g1h54*34V2*36*3Qa62a6m5*32*32*32*32*32*32*3o1*3Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2h54h54h5a1*34*3eAh5qUh5Ih5A*3CVOh52*34VAh5c2a6Ma62a62a6
        2Ki5*8Ma6gG*84*84*8iB*8qU*8I*8o1*8G*8
        2c3c4*3g1h54*34V2*36*3Qa62a6m5*32*32*32*32*32*32*3o1*3Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2h54h54h5a1*34*3eAh5qUh5Ih5A*3CVOh52*34VAh5c2a6Ma62a62a6
        2Ki5*8Ma6gG*84*84*8iB*8qU*8I*8o1*8G*8
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2K&5a6w4a7a1a7k1aEa2aDu3aD4aD4aD4a6qs1aD
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        4a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72a72a62a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa72a72a72a6Ua7a1a78a74a74a74a74a7Ka72a72a72a74a64a64a62a72a72a72a74a74a62a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1a7Ea78a72a62a66a7i&4a7sg9a7o1a7o5aD
        4a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72a72a72a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa72a72a72a7Ua7a1a78a74a74a74a74a7Ka72a72a72a74a74a84a62a72a72a72a74a74a72a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1a7Ea78a72a72a76a7i&4a7sg9a7o1a7o5aD
        4a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72a72*92a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa72a72a72a7Ua7a1a78a74a74a74a74a7Ka72a72a72a74a74a74a62a72a72a72a74a74a62a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1a7Ea78a72a72*96a7i&4a7sg9a7o1a7o5aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        4i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2$1s2a6!2a62a6Aa62a64a7Ka72a7g1a6q2a6o4a72a72a72a6q3a74a74a64a62a62a74a74a74a7&3a6$1a6sl1a7Ma72a62a7
        cfEa6
        2i8w2*I4*IU*B2*5C*58*5G*54*5e1*62*62*64*64a6C*64*68*52*62*A4*6A*Ii2*6E*54*82*82*I2t26*58*54*7a1*5M*52*5
        2*52*52*54*5U*62*62*62*62*62a62a62a62aF2*64*62*62*62*62*62*I2*62*52*52*52*52*64*6E*52*62*52*62*52*62*5
        2*64*64*64*64*64*64*64*62*52*62*52*62*52*62*52*6CaF4aF4aF4a64a64a6s1*52*62*52*62*52*62*52*6m1*54*54*54*5
        4*54*54*A4*6!i1*5u1*56*56*5I*5G*6I*66*64*62*6Ea6A*62*66*64a62aFE*6w%D*8q6*5K*6E*56*5!D*Ia8*IO*5u2*5y1*5
        2*5
        2i4w2*74*7E*7G*Eq1*9U*32*32*34*3G*34*3Q*7i2*3I*82*B2*7K*7a3*32*32*32*32*3A*34*32*32*32*32*32*72*3U*34*3
        4*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*94*94*9iB*9qU*9I*9o1*9G*9M*3I*36*36*3O*32*36*3
        k&D*8e7*3oE*7a8*7
        4c6e2*FA*F6*72*84*88*7a1a84*48*4G*44*46*G4*B6*56*B4*7m1*34*B6*BA*7w2*42*G2*A2*82*82hE4*7E*86*GCa82a82a8
        2a82a82a82a82*4M*42*42*42*42*44*4A*5u1*8C*B4*B2a84a84a84*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1*G2*32*G
        2*32*G2*3U*52*B2*5eA*G2*3oU*G4*4E*GAa8S*46*42*G2*52*4C*G6*4m1*Bw1*Bu#D*E2*64*72*E2*6y1*Aq6*4c1*46*4!D*8
        a8*8
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2c6e2*FA*F6*62*E4*88*7a1a84*48*4G*44*46*G4*B6*56*B4*Mm1*34*B6*BA*6w2*42*G2*A2*M2*E2hE4*7E*A6*GCa82a82a8
        2a82a82a82a82*4M*42*42*42*42*44*4A*5u1*EC*B4*B2a84a84a84*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1*G2*32*G
        2*32*G2*3U*52*B2*5eA*G2*3oU*G4*4E*GAa8S*46*42*G2*52*4C*G6*4m1*Bw1*Bu#D*E2*64*72*E2*6y1*Aq6*4c1*46*4!D*E
        a8*E
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2c6e2*FA*F6*62*64*68*7a1a84*48*4G*44*46*G4*B6*56*B4*Mm1*34*B6*BA*5w2*42*G2*A2*62*62hE4*7E*66*GCa82a82a8
        2a82a82a82a82*4M*42*42*42*42*44*4A*5u1*6C*B4*B2a84a84a84*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1*G2*32*G
        2*32*G2*3U*52*B2*5eA*G2*3oU*G4*4E*GAa8S*46*42*G2*52*4C*G6*4m1*Bw1*Bu#D*E2*64*72*E2*6y1*Aq6*4c1*46*4!D*6
        a8*6
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2As5*5i8*5s9*54*5wk1*5
        2K&5a6a7aE2a6&1aDc2a6s1aD4aD4aD4a6qs1aD
        2c6e2*FA*F6*52*E4*88*7a1a84*48*4G*44*46*G4*B6*56*B4*5m1*34*B6*BA*6w2*42*G2*A2*M2*E2hE4*5E*A6*GCa82a82a8
        2a82a82a82a82*4M*42*42*42*42*44*4A*5u1*EC*B4*B2a84a84a84*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1*G2*32*G
        2*32*G2*3U*52*B2*5eA*G2*3oU*G4*4E*GAa8S*46*42*G2*52*4C*G6*4m1*Bw1*Bu#D*E2*54*72*E2*5y1*Aq6*4c1*46*4!D*E
        a8*E
        2K&5a6a7aE2a6&1aDc2a6s1aD4aD4aD4a6qs1aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        4G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        4s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2A&EaDu3aD4aD4aDus1aD
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2u3m5*26h46*2EV2V2V4VGV4Vc3Vw3h4KV2V2V2V2V8a82V4V2V2V2V2V4VUV4V4V4V4V4V4V4V4V4V4V4V4V4V4VCa84a84a8a2V4V
        4V4Vg2h44h4wk1h4e1VIV6V6VOV2V6V6a8ifEV
        2$6w2*62*A2*62*A2*5Q*6A*6I*9K*9C*5I*22*22*22a62*2G*24*26a64q12q12q12q1A*6i2*2K*52*6K*6I*62*62*62*62*62*6
        2*6c2*22*22*22*22*2A*24*22*22*22*22*22*62*2Aq14q12*64*64*66*24*24*24*24*24*24*24*24*24*24*24*24*24*24*2
        c1*9s1*24*24*24*2U*92a62*92a62*92a6Sq14q14*54*54*5!9*92a6oU*9C*96*9A*6e1*9G*9M*22q1G*26*24q12*22q1M*22*2
        6*2Kq1w#Da32*D6a32*DG*Ak8*2oE*6a8*6
        2u3m5*26h46*2EV2V2V4VGV4Vc3Vw3h4KV2V2V2V2V8a82V4V2V2V2V2V4VUV4V4V4V4V4V4V4V4V4V4V4V4V4V4VCa84a84a8a2V4V
        4V4Vg2h44h4wk1h4e1VIV6V6VOV2V6V6a8ifEV
        2$6w2*62*A2*62*A2*5Q*6A*6I*9K*9C*5I*22*22*22a62*2G*24*26a64q12q12q12q1A*6i2*2K*52*6K*6I*62*62*62*62*62*6
        2*6c2*22*22*22*22*2A*24*22*22*22*22*22*62*2Aq14q12*64*64*66*24*24*24*24*24*24*24*24*24*24*24*24*24*24*2
        c1*9s1*24*24*24*2U*92a62*92a62*92a6Sq14q14*54*54*5!9*92a6oU*9C*96*9A*6e1*9G*9M*22q1G*26*24q12*22q1M*22*2
        6*2Kq1w#Da32*D6a32*DG*Ak8*2oE*6a8*6
        2u3m5*26h46*2EV2V2V4VGV4Vc3Vw3h4KV2V2V2V2V8a82V4V2V2V2V2V4VUV4V4V4V4V4V4V4V4V4V4V4V4V4V4VCa84a84a8a2V4V
        4V4Vg2h44h4wk1h4e1VIV6V6VOV2V6V6a8ifEV
        2$6w2*62*A2*62*A2*5Q*6A*6I*9K*9C*5I*22*22*22a62*2G*24*26a64q12q12q12q1A*6i2*2K*52*6K*6I*62*62*62*62*62*6
        2*6c2*22*22*22*22*2A*24*22*22*22*22*22*62*2Aq14q12*64*64*66*24*24*24*24*24*24*24*24*24*24*24*24*24*24*2
        c1*9s1*24*24*24*2U*92a62*92a62*92a6Sq14q14*54*54*5!9*92a6oU*9C*96*9A*6e1*9G*9M*22q1G*26*24q12*22q1M*22*2
        6*2Kq1w#Da32*D6a32*DG*Ak8*2oE*6a8*6
        2A&Ea8u3a84a84a8us1a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2A&Ea8u3a84a84a8us1a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2A&Ea8u3a84a84a8us1a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2A&Ea8u3a84a84a8us1a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2!Cm2*5A*52*52*52*52*DA*BC*52*52*DA*E4h58h56*FAh54h5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*52*A2*A2*A
        2*A2*58*5i2*DEh54*M2*52*5G*54*58*8A*E2*E2*E2*E2*E2*E2*E2h5Mh52h52h52h52h54h5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82*52*D2*52*52*52*52*A4*52*E2*C2*E2*C2*E2*C2h52*D2h52*D2h52*D2h52*D4*D
        4*D4*D4*D4*D4*D4*D2h52*D2h52*D2h52*D2h52*DCaG4aG4aGE*Fa1*94*94*96*92h52*D2h52*D2h52*D2h52*D4*94*94*94*C
        4*C4*C4*CG*54*54*54*54*54*54*A4*A6*54*54*5w9*CwUh58*FG*ESh56h56h5Ih56*C4*92*94*D2*A4*92*92*94*92*92*D2*9
        2*92*D2*A2*A2*D2*A2*92*C2*92*92*A4*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*5g1*M2*8o6h5K*DEh5
        6h5!D*5a8*5
        2cBw2p34p3Ep2G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54x12x14x26x1Ca22V2V2V4V2a26a22a26V4V4x1Ia24p3i2V
        Kp32p3Kp3c1a22a22a22a22a22a28a2C*1Cx22a22a2GV2V2V2V2VAV4V2V2V2V2V2p32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26x14x1
        4x14x12*54*54*5Sx14x24x2cAx12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52x26a2
        4a22a22*52a22a24a2EVIV6V6VMx12V2V2a24V2x1Ca2i&4a2s%8*62a56*62a5A*1m8a26Vi1a2o5a2y7p3a8p3
        2!Cm2*5A*52*52*52*52*DA*BC*52*52*DA*E4h58h56*FAh54h5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*A
        2*A2*78*5i2*DEh54*M2*52*5G*C4*58*8A*E2*E2*E2*E2*E2*E2*E2h5Mh52h52h52h52h54h5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82*52*D2*C2*C2*C2*82*A4*52*E2*C2*E2*C2*E2*C2h52*D2h52*D2h52*D2h52*D4*D
        4*D4*D4*D4*D4*D4*D2h52*D2h52*D2h52*D2h52*DCaG4aG4aGE*Fa1*94*94*96*92h52*D2h52*D2h52*D2h52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUh58*FG*ESh56h56h5Ih56*C4*92*94*D2*A4*92*92*94*92*92*D2*9
        2*92*D2*A2*A2*D2*A2*92*C2*92*92*A4*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6h5K*DEh5
        6h5!D*5a8*5
        2cBw2p34p3Ep2G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54x12x14x26x1Ca22V2V2V4V2a26a22a26V4V4x1Ia24p3i2V
        Kp32p3Kp3c1a22a22a22a22a22a28a2C*1Cx22a22a2GV2V2V2V2VAV4V2V2V2V2V2p32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26x14x1
        4x14x12*54*54*5Sx14x24x2cAx12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52x26a2
        4a22a22*52a22a24a2EVIV6V6VMx12V2V2a24V2x1Ca2i&4a2s%8*62a56*62a5A*1m8a26Vi1a2o5a2y7p3a8p3
        2eDm2*5A*C2*52*C2*52*DA*BC*52*52*D2*58*94h58h56*KAh54h5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A
        2*A2*A2*78*Ci2*DEh54*M2*C2*C8*58*C4*D8*8A*92*92*92*92*92*92*92h5Mh52h52h52h52h54h5G*C2*C2*C2*62*62*C2*C
        2*D2*D2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82*C2*D2*C2*C2*C2*82*A4*52*92*C2*92*C2*92*C2h52*D2h52*D2h52*D2h5
        2*D4*D4*D4*D4*D4*D4*D4*D2h52*D2h52*D2h52*D2h52*DCaG4aG4aGE*Ka1*94*94*96*92h52*D2h52*D2h52*D2h52*D4*94*9
        4*94*C4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUh58*KG*9Sh56h56h5Ih56*C4*92*94*D2*A4*92*92*94*92*9
        2*D2*92*92*D2*A2*A2*D2*A2*92*C2*92*92*A4*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*5g1*M2*8o6h5
        K*DEh56h5!D*Ca8*Cm3*5y1*52*5
        2cBw2p34p3Ep2G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54x12x14x26x1Ca22V2V2V4V2a26a22a26V4V4x1Ia24p3i2V
        Kp32p3Kp3c1a22a22a22a22a22a28a2C*1Cx22a22a2GV2V2V2V2VAV4V2V2V2V2V2p32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26x14x1
        4x14x12*54*54*5Sx14x24x2cAx12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52x26a2
        4a22a22*52a22a24a2EVIV6V6VMx12V2V2a24V2x1Ca2i&4a2s%8*62a56*62a5A*1m8a26Vi1a2o5a2y7p3a8p3
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2wAm2*8A*82*G2*82*GC*5C*82*82*C2*A8*94*58*56*AA*54*5a1*84*82*82*84*8C*52*52*82*52*82*52*5M*8i2*8E*54*9
        2*82*88*AC*5I*92*92*92*92*92*92*92*5M*52*52*52*52*54*5G*82*82*82*82*82*82*82*82*82*82*82*8A*82*52*82*8
        2*82*82*82*82*8G*92*82*92*82*92*82*52*82*52*82*52*82*52*84*84*84*84*84*84*84*82*52*82*52*82*52*82*52*8
        c1*Aa1*54*54*56*52*52*82*52*82*52*82*52*84*54*54*54*54*54*54*5qB*5wU*58*AG*9S*56*56*5I*56*84*52*54*86*5
        2*52*54*52*52*82*52*52*86*84*52*82*52*56*54*52*52*82*84*52*82*5A*54*52*54*5w#D*I8*IG*Gg1*9q6*5K*8E*56*5
        !D*8a8*8m3*Ay1*A2*A
        2i5m2*5C*C4*Cg1*BI*9K*8C*5Ih32h32h34h3Gh34h3c3h3I*5k1*B2*B2*B2*B2*B2*B2*Bc2h32h32h32h32h3Ah34h32h32h32h3
        2h34h3G*B4*B4*B6h34h34h34h34h34h34h34h34h34h34h34h34h34h34h3c1*9s1h34h34h34h3U*84*84*8g1*54*54*5!9*8qU*8
        C*96*8A*Be1*8G*8Mh3Ih36h36h3Oh32h36h3k$Dq72*D6q72*DG*Cg1*5e7h3
        2mCm2*AA*D2*52*D2*5C*BC*A2*A2*H2*G8*C4*58*56*5A*54*56a8QpC4pD2pD2pD4pDC*62*62pD2*62pD2*62*B4*6I*Di2pDE*5
        4*F2*82*D2p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2*5M*52*52*52*52*52*72*5GpC2pC2pC2pC2pC2pC2pC2pD2pD2pD2pD
        2pD4*46pD2*62pD2pD2pD2pD2pD2*D2pD2*62*62*62*68*C2pC2*C2pC2*C2pC2*52pD2*52pD2*52pD2*52pD4pD4pD4pD4pD4pD
        4pD4pD2*52pD2*52pD2*52pD2*52pDc1*5a1*64*64*66*62*52*92*52pD2*52pD2*52pD4*64*64*64*B4*B4*B4*B2a84a84a86*6
        4*64*64*64*64*6mA*B2a8qUa84*58*56a8A*CS*56*52a84*5Ca86*56pC4*62*64pD6*62*62*64*62*62pD2*62*62pD6pD4*62pC
        2*62*66*64*62*B2pD2pD4*62pD2*BA*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6*5KpDE*56*5!D*Da8*DO*5u2*Gy1*G2*G
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4*24p32p32p34p3Gp34p3c3p3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56*22*22*2
        2*22*22*22*22p32p32p32p32p36a72a72p34p32p32p32p32p34p3G*B2*22*B2*22*B2*24p34p34p34p34p34p34p34p34p34p3
        4p34p34p34p34p38a74a74a84a7E*As1p34p34p34p3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5C*28*72p3C*76p36p3
        6p36*2Ip32p36p36a74*7a$Di62*D6i62*DG*Cg1*6e7p3!P*6y1*62*6
        2mCm2*AA*D2*52*D2*5C*BC*A2*A2*H2*G8*C4*58*56*5A*54*56a8QpC4pD2pD2pD4pDC*62*62pD2*62pD2*62*B4*6I*Di2pDE*5
        4*F2*82*D2p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2*5M*52*52*52*52*52*72*5GpC2pC2pC2pC2pC2pC2pC2pD2pD2pD2pD
        2pD4*46pD2*62pD2pD2pD2pD2pD2*D2pD2*62*62*62*68*C2pC2*C2pC2*C2pC2*52pD2*52pD2*52pD2*52pD4pD4pD4pD4pD4pD
        4pD4pD2*52pD2*52pD2*52pD2*52pDc1*5a1*64*64*66*62*52*92*52pD2*52pD2*52pD4*64*64*64*B4*B4*B4*B2a84a84a86*6
        4*64*64*64*64*6mA*B2a8qUa84*58*56a8A*CS*56*52a84*5Ca86*56pC4*62*64pD6*62*62*64*62*62pD2*62*62pD6pD4*62pC
        2*62*66*64*62*B2pD2pD4*62pD2*BA*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6*5KpDE*56*5!D*Da8*DO*5u2*Gy1*G2*G
        2c3w2*64*6U*AE*58*5G*54*5!2*6w2*54*52*62*6K*5a1*5M*52*52*52*52*54*5o1aFG*6U*54*54*54*5a1*54*54*54*5EaF
        4aF4aF&1*54*54*54*5el1*5u1*56*56*5I*5u2aFe&D*5q6*5c1*56*5!D*6a8*6
        2o3i5*5Ux22x22x24x2Gx24x2c3x2k4x22x22x22x22x2Ax24x22x22x22x22x24x2Ux24x24x24x24x24x24x24x24x24x24x24x2
        4x24x24x2u2x24x24x24x2U*54*54*5iB*5qU*5I*5o1*5G*5Mx2Ix26x26x2Ox22x26x2ofEx2
        2c3w2*64*6U*AE*58*5G*54*5!2*6w2*54*52*62*6K*5a1*5M*52*52*52*52*54*5o1aFG*6U*54*54*54*5a1*54*54*54*5EaF
        4aF4aF&1*54*54*54*5el1*5u1*56*56*5I*5u2aFe&D*5q6*5c1*56*5!D*6a8*6
        2o3i5*5Ux22x22x24x2Gx24x2c3x2k4x22x22x22x22x2Ax24x22x22x22x22x24x2Ux24x24x24x24x24x24x24x24x24x24x24x2
        4x24x24x2u2x24x24x24x2U*54*54*5iB*5qU*5I*5o1*5G*5Mx2Ix26x26x2Ox22x26x2ofEx2
        2c3w2*64*6U*AE*58*5G*54*5!2*6w2*54*52*62*6K*5a1*5M*52*52*52*52*54*5o1aFG*6U*54*54*54*5a1*54*54*54*5EaF
        4aF4aF&1*54*54*54*5el1*5u1*56*56*5I*5u2aFe&D*5q6*5c1*56*5!D*6a8*6
        2o3i5*5Ux22x22x24x2Gx24x2c3x2k4x22x22x22x22x2Ax24x22x22x22x22x24x2Ux24x24x24x24x24x24x24x24x24x24x24x2
        4x24x24x2u2x24x24x24x2U*54*54*5iB*5qU*5I*5o1*5G*5Mx2Ix26x26x2Ox22x26x2ofEx2
        i1Is6a6g8a62a62a6c4a64a64a6qr1a6Ma6
        m8A&Ea8u3a84a84a8us1a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2!Cm2*5A*C2*52*C2*52*DA*BC*52*52*DA*E4h58h56*FAh54h5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*A
        2*A2*78*Ci2*DEh54*M2*C2*CG*C4*D8*8A*E2*E2*E2*E2*E2*E2*E2h5Mh52h52h52h52h54h5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82*C2*D2*C2*C2*C2*82*A4*52*E2*C2*E2*C2*E2*C2h52*D2h52*D2h52*D2h52*D4*D
        4*D4*D4*D4*D4*D4*D2h52*D2h52*D2h52*D2h52*DCaG4aG4aGE*Fa1*94*94*96*92h52*D2h52*D2h52*D2h52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUh58*FG*ESh56h56h5Ih56*C4*92*94*D2*A4*92*92*94*92*92*D2*9
        2*92*D2*A2*A2*D2*A2*92*C2*92*92*A4*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6h5K*DEh5
        6h5!D*Ca8*C
        2cBw2p34p3Ep2G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54x12x14x26x1Ca22V2V2V4V2a26a22a26V4V4x1Ia24p3i2V
        Kp32p3Kp3c1a22a22a22a22a22a28a2C*1Cx22a22a2GV2V2V2V2VAV4V2V2V2V2V2p32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26x14x1
        4x14x12*54*54*5Sx14x24x2cAx12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52x26a2
        4a22a22*52a22a24a2EVIV6V6VMx12V2V2a24V2x1Ca2i&4a2s%8*62a56*62a5A*1m8a26Vi1a2o5a2y7p3a8p3
        kUA&EaDu3aD4aD4aDus1aD
        2A&EaDu3aD4aD4aDus1aD
        2q3s2*1G*5a1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5
        $5*64*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2!Cm2*5A*C2*52*C2*52*DA*BC*52*52*DA*E4h58h56*FAh54h5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*A
        2*A2*78*Ci2*DEh54*M2*C2*CG*C4*D8*8A*E2*E2*E2*E2*E2*E2*E2h5Mh52h52h52h52h54h5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82*C2*D2*C2*C2*C2*82*A4*52*E2*C2*E2*C2*E2*C2h52*D2h52*D2h52*D2h52*D4*D
        4*D4*D4*D4*D4*D4*D2h52*D2h52*D2h52*D2h52*DCaG4aG4aGE*Fa1*94*94*96*92h52*D2h52*D2h52*D2h52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUh58*FG*ESh56h56h5Ih56*C4*92*94*D2*A4*92*92*94*92*92*D2*9
        2*92*D2*A2*A2*D2*A2*92*C2*92*92*A4*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6h5K*DEh5
        6h5!D*Ca8*C
        26y2*74*7q*F*7
        2A&Ea8u3a84a84a8us1a8
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        4Ey2*54*52*9a3*8w#F*D8*DG*5
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2i8w2*I4*IU*B2*5C*58*5G*54*5e1*62*62*64*64a6C*64*68*52*62*A4*6A*Ii2*6E*54*82*82*I2t26*58*54*7a1*5M*52*5
        2*52*52*54*5U*62*62*62*62*62a62a62a62aF2*64*62*62*62*62*62*I2*62*52*52*52*52*64*6E*52*62*52*62*52*62*5
        2*64*64*64*64*64*64*64*62*52*62*52*62*52*62*52*6CaF4aF4aF4a64a64a6s1*52*62*52*62*52*62*52*6m1*54*54*54*5
        4*54*54*A4*6!i1*5u1*56*56*5I*5G*6I*66*64*62*6Ea6A*62*66*64a62aFE*6w%D*8q6*5K*6E*56*5!D*Ia8*IO*5u2*5y1*5
        2*5
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        6o6e2*DA*D6*DE*5O*84*A8*58*5G*54*56*E4*B2*94*C6*B4*DMa1M*54*B2*B4*Ba3*52*C2*56pC4*D2*8Ax12*56*C2*5O*5M*5
        2*52*52*52*54*5A*CUa12a12a12a8S*B4*BE*54*54*54*5a1*54*54*54*5Ea84a84a84a14a14a1s1*54*54*54*5a1*E2*52*E
        2*52*92*5Q*92*B2*C2*B2*CeA*E2*5oU*E4*5E*Eg1*56*52*E2*C2*5C*E6*5m1*BGa1Ma12a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5
        c1*56*5gP*8y1*82*8
        2C&Ea6u3a64a64a6!p1*9!2a6
        2A&Ea6u3a64a64a6us1a6
        2!Cm2*5A*C2*52*C2*52*DA*BC*52*52*DA*E4h58h56*FAh54h5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*A
        2*A2*78*Ci2*DEh54*M2*C2*CG*C4*D8*8A*E2*E2*E2*E2*E2*E2*E2h5Mh52h52h52h52h54h5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82*C2*D2*C2*C2*C2*82*A4*52*E2*C2*E2*C2*E2*C2h52*D2h52*D2h52*D2h52*D4*D
        4*D4*D4*D4*D4*D4*D2h52*D2h52*D2h52*D2h52*DCaG4aG4aGE*Fa1*94*94*96*92h52*D2h52*D2h52*D2h52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUh58*FG*ESh56h56h5Ih56*C4*92*94*D2*A4*92*92*94*92*92*D2*9
        2*92*D2*A2*A2*D2*A2*92*C2*92*92*A4*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6h5K*DEh5
        6h5!D*Ca8*C
        24&5aBk#1a6
        2A&EaDu3aD4aD4aDus1aD
        2s6w2*I4*IE*6G*82*8C*18*1G*14*1e1*42*42*44*4G*44*4Q*5i2*4E*14*82*82*I2h16*8C*Ia1*1M*12*12*12*12*12*72*1
        U*42*42*42*42*4A*44*42*42*42*42*42*I2*4S*12*42*12*42*12*42*12*44*44*44*44*44*44*44*42*12*42*12*42*12*4
        2*12*4s2*12*42*12*42*12*42*12*4cl1*1u1*16*16*86*56*66*1G*44*5E*46*42*A4*46*96*7C*42*46*4k&D*8q6*1K*4E*1
        4*52*1!D*Ia8*Im3*8y1*82*8
        4G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2i8w2*I4*IU*B2*5C*58*5G*54*5e1*62*62*64*64a6C*64*68*52*62*A4*6A*Ii2*6E*54*82*82*I2t26*58*54*7a1*5M*52*5
        2*52*52*54*5U*62*62*62*62*62a62a62a62aF2*64*62*62*62*62*62*I2*62*52*52*52*52*64*6E*52*62*52*62*52*62*5
        2*64*64*64*64*64*64*64*62*52*62*52*62*52*62*52*6CaF4aF4aF4a64a64a6s1*52*62*52*62*52*62*52*6m1*54*54*54*5
        4*54*54*A4*6!i1*5u1*56*56*5I*5G*6I*66*64*62*6Ea6A*62*66*64a62aFE*6w%D*8q6*5K*6E*56*5!D*Ia8*IO*5u2*5y1*5
        2*5
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2y4m2*5A*72*62*72*5g1*CI*Gs1V2V2V4VGV4VQ*7i2VK*72*7K*7I*C2*C2*C2*C2*C2*C2*Cc2V2V2V2V2VAV4V2V2V2V2V2*72V
        G*C4*C4*C6V4V4V4V4V4V4V4V4V4V4V4V4V4V4Vc1*Gs1V4V4V4Vkl1*GG*Ck2VIV6V6VOV2V6Vm$D*O8*OG*Gk8VoE*7a8*7
        2Iq5VE*6a9a6u3a64a64a6so1VUVe3a6
        2!Cm2*5A*C2*52*C2*52*DA*BC*52*52*DA*E4h58h56*FAh54h5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*A
        2*A2*78*Ci2*DEh54*M2*C2*CG*C4*D8*8A*E2*E2*E2*E2*E2*E2*E2h5Mh52h52h52h52h54h5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82*C2*D2*C2*C2*C2*82*A4*52*E2*C2*E2*C2*E2*C2h52*D2h52*D2h52*D2h52*D4*D
        4*D4*D4*D4*D4*D4*D2h52*D2h52*D2h52*D2h52*DCaG4aG4aGE*Fa1*94*94*96*92h52*D2h52*D2h52*D2h52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUh58*FG*ESh56h56h5Ih56*C4*92*94*D2*A4*92*92*94*92*92*D2*9
        2*92*D2*A2*A2*D2*A2*92*C2*92*92*A4*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6h5K*DEh5
        6h5!D*Ca8*C
        2mCm2*AA*D2*52*D2*5C*BC*A2*A2*H2*G8*C4*58*56*5A*54*56a8QpC4pD2pD2pD4pDC*62*62pD2*62pD2*62*B4*6I*Di2pDE*5
        4*F2*82*D2p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2*5M*52*52*52*52*52*72*5GpC2pC2pC2pC2pC2pC2pC2pD2pD2pD2pD
        2pD4*46pD2*62pD2pD2pD2pD2pD2*D2pD2*62*62*62*68*C2pC2*C2pC2*C2pC2*52pD2*52pD2*52pD2*52pD4pD4pD4pD4pD4pD
        4pD4pD2*52pD2*52pD2*52pD2*52pDc1*5a1*64*64*66*62*52*92*52pD2*52pD2*52pD4*64*64*64*B4*B4*B4*B2a84a84a86*6
        4*64*64*64*64*6mA*B2a8qUa84*58*56a8A*CS*56*52a84*5Ca86*56pC4*62*64pD6*62*62*64*62*62pD2*62*62pD6pD4*62pC
        2*62*66*64*62*B2pD2pD4*62pD2*BA*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6*5KpDE*56*5!D*Da8*DO*5u2*Gy1*G2*G
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*8Oh52*54*1A*5$&D*54*84*54*8G*7
        2a6w2*B4*BU*92*8C*18*1G*14*1e1*42*42*44*4G*44*4Q*Bi2*4E*14*62*B2*B2h16*8C*7a1*1M*12*12*12*12*14*1U*42*4
        2*42*42*4A*44*42*42*42*42*42*B2*4S*12*42*12*42*12*42*12*44*44*44*44*44*44*44*42*12*42*12*42*12*42*12*4
        s2*12*42*12*42*12*42*12*4cl1*1u1*16*16*1I*1G*4I*46*46*4O*42*46*4k&D*6q6*1K*4E*16*1!D*Ba8*Bm3*8y1*82*8
        24&5aBk#1a6
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        24&5aBk#1a6
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2s2y2*74*72*6e1*5g1h54*54*12*56*56*6&4Ve1*52*52*52*52*52*52*5o1*5g2*54*54*5$5h54h54h5a1*54*5eAh5qUh5Ih5
        A*5C*1Oh52*54*1Ah5$&D*54*64*54*6G*7
        2Cy2*74*7c3*6w#F*58*5G*7
        2G&5a6a7aEa2aDu3aD4aD4aD4a6qs1aD
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        22ue2*5
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2q5w2*42*F2*42*Fm2*AM*84*44*42*42*44*4G*44*4Q*4i2*4I*62*52*4K*4s2*42*42*42*42*42*42*42*42*42*42*42*4A*4
        4*42*42*42*42*42*42*4I*44*44*44*44*44*44*44*44*44*44*44*44*44*44*44*44*44*4u2*44*44*44*4U*A4*A4*AiB*A
        qU*AI*Ao1*AG*AC*48*72*4C*76*46*46*46*4I*42*46*4A*7c$D*K8*KG*Fg1*6e7*4oE*4a8*4
        22&5a8
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2q4w2*34*3a1*5o1*AU*32*32*34*3G*34*3Q*3i2*3I*52*32*38*5C*3a3*32*32*32*32*3A*34*32*32*32*32*32*32*3U*34*3
        4*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*A4*A4*AiB*AqU*AI*Ao1*AG*AM*3I*36*36*3C*5C*32*36*3
        k&D*5e7*3oE*3a8*3m3*5y1*52*5
        24ubG*68*6
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2i4w2*74*7E*7G*Eq1*9U*32*32*34*3G*34*3Q*7i2*3I*82*B2*7K*7a3*32*32*32*32*3A*34*32*32*32*32*32*72*3U*34*3
        4*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*94*94*9iB*9qU*9I*9o1*9G*9M*3I*36*36*3O*32*36*3
        k&D*8e7*3oE*7a8*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2i1i5*CA*A&1Vm3V&2*Ak8*C4*C4*Ca1*A4*AeA*CqU*CI*Co1*C2*AE*COVO*16VA*1
        2q5w2*42*F2*42*Fm2*AM*84*44*42*42*44*4G*44*4Q*4i2*4I*62*52*4K*4s2*42*42*42*42*42*42*42*42*42*42*42*4A*4
        4*42*42*42*42*42*42*4I*44*44*44*44*44*44*44*44*44*44*44*44*44*44*44*44*44*4u2*44*44*44*4U*A4*A4*AiB*A
        qU*AI*Ao1*AG*AC*48*72*4C*76*46*46*46*4I*42*46*4A*7c$D*C8*CG*Fg1*6e7*4oE*4a8*4
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4*24p32p32p34p3Gp34p3c3p3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56*22*22*2
        2*22*22*22*22p32p32p32p32p36a72a72p34p32p32p32p32p34p3G*B2*22*B2*22*B2*24p34p34p34p34p34p34p34p34p34p3
        4p34p34p34p34p38a74a74a84a7E*As1p34p34p34p3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5C*28*72p3C*76p36p3
        6p36*2Ip32p36p36a74*7a$Di62*D6i62*DG*Cg1*6e7p3!P*6y1*62*6
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2o4w2*34*3a1*5o1*AU*32*32*34*3G*34*3Q*3i2*3I*52*32*38*5C*3a3*32*32*32*32*3A*34*32*32*32*32*32*32*3U*34*3
        4*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*A4*A4*AiB*AqU*AI*Ao1*AG*AM*3I*36*36*3O*32*36*3
        k&D*5e7*3oE*3a8*3m3*5y1*52*5
        2cBw2p34p3Ep2G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54x12x14x26x1Ca22V2V2V4V2a26a22a26V4V4x1Ia24p3i2V
        Kp32p3Kp3c1a22a22a22a22a22a28a2C*1Cx22a22a2GV2V2V2V2VAV4V2V2V2V2V2p32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26x14x1
        4x14x12*54*54*5Sx14x24x2cAx12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52x26a2
        4a22a22*52a22a24a2EVIV6V6VMx12V2V2a24V2x1Ca2i&4a2s%8*62a56*62a5A*1m8a26Vi1a2o5a2y7p3a8p3
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2cBw2p34p3Ep2G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54x12x14x26x1Ca22V2V2V4V2a26a22a26V4V4x1Ia24p3i2V
        Kp32p3Kp3c1a22a22a22a22a22a28a2C*1Cx22a22a2GV2V2V2V2VAV4V2V2V2V2V2p32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26x14x1
        4x14x12*54*54*5Sx14x24x2cAx12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52x26a2
        4a22a22*52a22a24a2EVIV6V6VMx12V2V2a24V2x1Ca2i&4a2s%8*62a56*62a5A*1m8a26Vi1a2o5a2y7p3a8p3
        2q2s2*4w2pH4pH4*42*T6pH2*4s1*42*42*32*48*4!2*9a1*9g2*Ta2*44*4g6pH4pH4pHU*42*T2*42*TeApHqUpHIpHM*4OpH2*T
        4*4ApHO*3O*92*44*3A*9i1*4u#DpC8pC
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2q2s2*4w2pH4pH4*42*T6pH2*4s1*42*42*32*48*4!2*9a1*9g2*Ta2*44*4g6pH4pH4pHU*42*T2*42*TeApHqUpHIpHM*4OpH2*T
        4*4ApHO*3O*92*44*3A*9i1*4u#DpC8pC
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2o3s2*1q1*5g1*64*82*82*42*E6*82*1s1p32h32*32p38*1!2*58*1O*5C*52*52*52*52*52*52*5o1*Ea2p34p32*54*54*5$5*6
        4*64*6S*82h32*E2p32*EeA*6qU*6I*6A*5C*4O*62*E4*4A*6O*3O*62p34*3A*6i1p3u#D*A8*A
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2&1i5*84*82*84*E6*8u1*24p22*2k3*2&2*Ea2*24*2g6*84*84*8S*84*E2*22*EeA*8qU*8I*8o1*82*EE*8Op2Op32*24p2Ap3
        i1*2
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2q5w2*42*F2*42*Fm2*AM*84*44*42*42*44*4G*44*4Q*4i2*4I*62*52*4K*4s2*42*42*42*42*42*42*42*42*42*42*42*4A*4
        4*42*42*42*42*42*42*4I*44*44*44*44*44*44*44*44*44*44*44*44*44*44*44*44*44*4u2*44*44*44*4U*A4*A4*AiB*A
        qU*AI*Ao1*AG*AC*48*72*4C*76*46*46*46*4I*42*46*4A*7c$D*K8*KG*Fg1*6e7*4oE*4a8*4
        2i1i5*CA*A&1Vm3V&2*Ak8*C4*C4*Ca1*A4*AeA*CqU*CI*Co1*C2*AE*COVO*16VA*1
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72aG2*92a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa62aG2a62a7Ua7a1a78a74a74a74a74a7Ka72a72a72a74a74a74a62a72aG2a72aG4aG4a62a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1aGEa78aG2a72*96a7i&4a7sg9a7o1a7o5aD
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2q2s2*4w2pH4pH4*42*T6pH2*4s1*42*42*32*48*4!2*9a1*9g2*Ta2*44*4g6pH4pH4pHU*42*T2*42*TeApHqUpHIpHM*4OpH2*T
        4*4ApHO*3O*92*44*3A*9i1*4u#DpC8pC
        2q2s2*4w2pH4pH4*42*T6pH2*4s1*42*42*32*48*4!2*9a1*9g2*Ta2*44*4g6pH4pH4pHU*42*T2*42*TeApHqUpHIpHM*4OpH2*T
        4*4ApHO*3O*92*44*3A*9i1*4u#DpC8pC
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2i4w2*74*7E*7G*Eq1*9U*32*32*34*3G*34*3Q*7i2*3I*82*B2*7K*7a3*32*32*32*32*3A*34*32*32*32*32*32*72*3U*34*3
        4*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*94*94*9iB*9qU*9I*9o1*9G*9M*3I*36*36*3O*32*36*3
        k&D*8e7*3oE*7a8*7
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4*24p32p32p34p3Gp34p3c3p3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56*22*22*2
        2*22*22*22*22p32p32p32p32p36a72a72p34p32p32p32p32p34p3G*B2*22*B2*22*B2*24p34p34p34p34p34p34p34p34p34p3
        4p34p34p34p34p38a74a74a84a7E*As1p34p34p34p3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5C*28*72p3C*76p36p3
        6p36*2Ip32p36p36a74*7a$Di62*D6i62*DG*Cg1*6e7p3!P*6y1*62*6
        2&1c3*6g2*74*82*84*C6*8u1p36p3k3p1&2*Ca2p34p3g6*74*74*7S*84*C2p32*CeA*7qU*7I*7o1*72*CE*7q1p72p3Ep7i1p3
        u#D*78*7
        a&4A&Ea6u3a64a64a6us1a6
        s%8$1m2*AC*E4*E2*GA*AQ*GI*Pk7*A2*G2*G2*G2*G2*G2*G2*Gu3*G4*G4*Ga3*Pin1*P2*AE*G8*8E*As1*9E*E$1*Ec$D*L8*L
        G*E
        2gBg2*L6*BA*A2pH2*A2pH2*O2*78*G4*74*64*92*92*G2*96*92*NI*Lk1*64*94*A2*A2*A4*ACx32x32*A2x32*A2x32pD2q22*6
        2q26q2A*7i2*AI*E2*A2*A8*98*72*12*AG*B2*N2*N2*N2*N2*N2*N2*Nu1*92*92*92*92*92*92*92*A2*A2*A2*A2*AA*A2x32*A
        2*A2*A2*A2*A2*A2*A2*62*62*62*62q24q22*N2*92*N2*92*N2*94*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*Ac1*L
        a1x34x34x36x34*A4*A4*A4*A4x34x34x34pD4pD4pD4pD4q24q24q24*64*64*64*64*64*68q2eApD4q2!U*L2*8E*N8*6E*8k1*9
        2*72x32x32*92*A6x32x32x32*A2x32x32*A2x32x32*A4q22*A4x32*92x32x36x34x32*52*A2*A4x32*A2pD8*A2x34x32x32q2
        2x3w#D*a18*a1GpHg1*Ee7*AoE*Aa8*Am3*9y1*92*9
        2i2c3*Bg2*G4*F2*A4*I6*Fu1*86*8i6*Ia2*84*8g6*G4*G4*GS*A4*I2*82*IeA*GqU*GI*GIa9S*G2*I8*A6*8KaBS*82*88*56*6
        i1*8u#D*L2*G6*L2*G
        4$1m2*AC*E4*E2*GA*AQ*GI*Pk7*A2*G2*G2*G2*G2*G2*G2*Gu3*G4*G4*Ga3*Pin1*P2*AE*G8*8E*As1*9E*E$1*Ec$D*L8*LG*E
        2gBg2*L6*BA*A2pH2*A2pH2*O2*78*G4*74*64*92*92*G2*96*92*NI*Lk1*64*94*A2*A2*A4*ACx32x32*A2x32*A2x32pD2q22*6
        2q26q2A*7i2*AI*E2*A2*A8*98*72*12*AG*B2*N2*N2*N2*N2*N2*N2*Nu1*92*92*92*92*92*92*92*A2*A2*A2*A2*AA*A2x32*A
        2*A2*A2*A2*A2*A2*A2*62*62*62*62q24q22*N2*92*N2*92*N2*94*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*Ac1*L
        a1x34x34x36x34*A4*A4*A4*A4x34x34x34pD4pD4pD4pD4q24q24q24*64*64*64*64*64*68q2eApD4q2!U*L2*8E*N8*6E*8k1*9
        2*72x32x32*92*A6x32x32x32*A2x32x32*A2x32x32*A4q22*A4x32*92x32x36x34x32*52*A2*A4x32*A2pD8*A2x34x32x32q2
        2x3w#D*a18*a1GpHg1*Ee7*AoE*Aa8*Am3*9y1*92*9
        2i2c3*Bg2*G4*F2*A4*I6*Fu1*86*8i6*Ia2*84*8g6*G4*G4*GS*A4*I2*82*IeA*GqU*GI*GIa9S*G2*I8*A6*8KaBS*82*88*56*6
        i1*8u#D*L2*G6*L2*G
        Gc2e2pEApEIp42hF4x44p22p42p22*32h1CxFk1*5A*5E*Nm5*8o2*5k8*54*54*5a1*54*5eA*5qU*5I*5o1*52*5E*5Ep4c1*FG*F
        &$D*94*N4*9
        g1u1c4*5g1*8A*Ao6*52*52*52*52*52*52*5o1*Ag2*54*54*5$5*84*84*8a1*A4*AeA*8qU*8I*8A*5e1*82*AE*B
        2u3c3*62*82*78*82*5I*5g1*M4*A2*92*62*F2*54*Au1*52*52*52*5o4*52*52*52*52*52*52*5o1*Fa2*54*52*54*54*5$5*M
        4*M4*MS*92*52*F2*52*F2*54*54*5!9*MqU*ME*54*MA*5C*8A*5E*M2*F4*6A*BO*5Q*54*5s1*5u#D*E8*E
        o6Iq5VE*6a9a6u3a64a64a6so1VUVe3a6
        Eo1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        Kc3c4*3g1h54*34V2*36*3Qa62a6m5*32*32*32*32*32*32*3o1*3Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2h54h54h5a1*34*3eAh5qUh5Ih5A*3CVOh52*34VAh5c2a6Ma62a62a6
        6Iq5VE*6a9a6u3a64a64a6so1VUVe3a6
        GAy2*B4*B2*6a3*8o$F*B
        4A&Ea6u3a64a64a6us1a6
        cDc2e3*52*18*3!1*C4*82*82*A2*D6*8y1*3$3*2o2*Dk8*54*54*CS*84*D4*DeA*CqU*CI*CM*I2*8M*C2*D4*AA*BO*3O*46*3
        A*4$$D*A8*A
        e8c2e3*52*18*3!1*C4*82*82*A2*D6*8y1*3$3*2o2*Dk8*54*54*CS*84*D4*DeA*CqU*CI*CM*I2*8M*C2*D4*AA*BO*3O*46*3
        A*4$$D*A8*A
        OAs5*5i8*5s9*54*5wk1*5
        u2m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        y1m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        2m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        """

    /// Inter Semi Bold: the advance table, encoded as the header says (a row a line).
    private static let semiBoldAdvanceData = """
        a2wl1wl100
        2mw1mw100
        2wf2wf200
        2gr3gr300
        2is3is300
        2qu4qu400
        2uu3uu300
        2qf1qf100
        2if2if200
        2if2if200
        2u*2u*200
        2mw3mw300
        2&t1gt12B
        2as2as200
        2et1et12C
        2uc2uc200
        2mv3aw32A
        2uu2aw32qH
        2mn3aw32k4
        2ws3aw32w1
        2gv3!v320
        2kp3aw32&2
        2cs3aw32a2
        2kh3aw32o7
        2wr3aw32e2
        2cs3aw32!1
        2et1et12C
        2&t1$s120
        2mw3mw300
        2mw3mw300
        2mw3mw300
        2y*2y*200
        2$p5$p500
        2m*3m*300
        2wt3wt300
        2$c4$c400
        2q*3q*300
        2&k3&k300
        2ch3ch300
        2$e4$e400
        2&c4&c400
        2mq1mq100
        2wc3wc300
        2ex3ex300
        2ud3ud300
        2q*4q*400
        2mc4mc400
        2mi4mi400
        2ir3ir300
        2qi4qi400
        2qs3qs300
        2is3is300
        2eu3eu300
        2eb4eb400
        2m*3m*300
        2gr5gr500
        2qz3qz300
        2a$3a$300
        2$s3$s300
        2if2if200
        2uc2uc200
        2if2if200
        2wu2wu200
        2ms2ms200
        2qx2qx200
        2ef3ef300
        2&o3&o300
        2uf3uf300
        2&o3&o300
        2ki3ki300
        2mc2mc200
        2co3co300
        2$l3$l300
        2$n1$n100
        2$n1$n100
        2ee3ee300
        2$n1$n100
        2a&4a&400
        2kl3kl300
        2al3al300
        2&n3&n300
        2&n3&n300
        2!f2!f200
        2ua3ua300
        2$c2$c200
        2cl3cl300
        2mf3mf300
        2mt4mt400
        2ad3ad300
        2mf3mf300
        2$c3$c300
        2if2if200
        2a*1a*100
        2if2if200
        2mw3mw300
        e2wl1wl100
        2mw1mw100
        2uf3uf300
        2!t3!t300
        2ee4ee400
        2kd3kd300
        2cy1cy100
        2$f3$f300
        2mb3mb300
        2ab5ab500
        2qt2qt200
        2ej3ej300
        2wd3wd300
        2as2as200
        2gv3gv300
        2u$2u$200
        2uq2uq200
        2mw3mw300
        2mk2mk200
        2en2en200
        2qx2qx200
        2ws3ws300
        2wk3wk300
        2et1et100
        2u#1u#100
        2ay1ay100
        2gt2gt200
        2qj3qj300
        2a#4a#400
        2!b5!b500
        2$i5$i500
        2y*2y*200
        2m*3m*300
        2m*3m*300
        2m*3m*300
        2m*3m*300
        2m*3m*300
        2m*3m*300
        2&s5&s500
        2$c4$c400
        2&k3&k300
        2&k3&k300
        2&k3&k300
        2&k3&k300
        2mq1mq100
        2mq1mq100
        2mq1mq100
        2mq1mq100
        2q*3q*300
        2mc4mc400
        2mi4mi400
        2mi4mi400
        2mi4mi400
        2mi4mi400
        2mi4mi400
        2mw3mw300
        2mi4mi400
        2eb4eb400
        2eb4eb400
        2eb4eb400
        2eb4eb400
        2a$3a$300
        2wt3wt300
        2ur3ur300
        2ef3ef300
        2ef3ef300
        2ef3ef300
        2ef3ef300
        2ef3ef300
        2ef3ef300
        2ob5ob500
        2uf3uf300
        2ki3ki300
        2ki3ki300
        2ki3ki300
        2ki3ki300
        2$n1$n100
        2$n1$n100
        2$n1$n100
        2$n1$n100
        2mi3mi300
        2kl3kl300
        2al3al300
        2al3al300
        2al3al300
        2al3al300
        2al3al300
        2mw3mw300
        2al3al300
        2cl3cl300
        2cl3cl300
        2cl3cl300
        2cl3cl300
        2mf3mf300
        2ul3ul300
        2mf3mf300
        2m*3m*300
        2ef3ef300
        2m*3m*300
        2ef3ef300
        2m*3m*300
        2ef3ef300
        2$c4$c400
        2uf3uf300
        2$c4$c400
        2uf3uf300
        2$c4$c400
        2uf3uf300
        2$c4$c400
        2uf3uf300
        2q*3q*300
        2c&3c&300
        2q*3q*300
        2&o3&o300
        2&k3&k300
        2ki3ki300
        2&k3&k300
        2ki3ki300
        2&k3&k300
        2ki3ki300
        2&k3&k300
        2ki3ki300
        2&k3&k300
        2ki3ki300
        2$e4$e400
        2co3co300
        2$e4$e400
        2co3co300
        2$e4$e400
        2co3co300
        2$e4$e400
        2co3co300
        2&c4&c400
        2$l3$l300
        2um4um400
        2$l3$l300
        2$o2$o200
        2gs1gs100
        2mq1mq100
        2$n1$n100
        2mq1mq100
        2$n1$n100
        2mq1mq100
        2$o1$o100
        2mq1mq100
        2$n1$n100
        2et4et400
        2w#2w#200
        2wc3wc300
        2$n1$n100
        2ex3ex300
        2ee3ee300
        2wt3wt300
        2ud3ud300
        2$n1$n100
        2ud3ud300
        2$n1$n100
        2ud3ud300
        2a&1a&100
        2af3af300
        2!c2!c200
        2wf3wf300
        2$n1$n100
        2mc4mc400
        2kl3kl300
        2mc4mc400
        2kl3kl300
        2mc4mc400
        2kl3kl300
        4mc4mc400
        2mm3mm300
        2mi4mi400
        2al3al300
        2mi4mi400
        2al3al300
        2mi4mi400
        2al3al300
        2mp5mp500
        2um5um500
        2qs3qs300
        2!f2!f200
        2qs3qs300
        2!f2!f200
        2qs3qs300
        2!f2!f200
        2is3is300
        2ua3ua300
        2is3is300
        2ua3ua300
        2is3is300
        2ua3ua300
        2is3is300
        2ua3ua300
        2eu3eu300
        2$c2$c200
        2eu3eu300
        2eh2eh200
        2eu3eu300
        2$c2$c200
        2eb4eb400
        2cl3cl300
        2eb4eb400
        2cl3cl300
        2eb4eb400
        2cl3cl300
        2eb4eb400
        2cl3cl300
        2eb4eb400
        2cl3cl300
        2eb4eb400
        2cl3cl300
        2gr5gr500
        2mt4mt400
        2a$3a$300
        2mf3mf300
        2a$3a$300
        2$s3$s300
        2$c3$c300
        2$s3$s300
        2$c3$c300
        2$s3$s300
        2$c3$c300
        2ur1ur100
        g1wn2wn200
        m8is3is300
        2ua3ua300
        2eu3eu300
        2$c2$c200
        kU&k3&k300
        2&k3&k300
        2it4it400
        2&f3&f300
        2!y3!y300
        2is3is300
        2mq1mq100
        2mq1mq100
        2wc3wc300
        2ud6ud600
        2yf6yf600
        2$*4$*400
        2ex3ex300
        2mc4mc400
        2mt3mt300
        2m*3m*300
        2m*3m*300
        2et3et300
        2wt3wt300
        2&f3&f300
        2si4si400
        2&k3&k300
        2ax5ax500
        2ws3ws300
        2mc4mc400
        2mc4mc400
        2&y3&y300
        2q*3q*300
        2q*4q*400
        2&c4&c400
        2mi4mi400
        2ee4ee400
        2ir3ir300
        2$c4$c400
        2eu3eu300
        2mt3mt300
        2yt4yt400
        2qz3qz300
        2ij4ij400
        2ud4ud400
        2$s5$s500
        2qw5qw500
        2eq4eq400
        2w!4w!400
        2!v3!v300
        2qz3qz300
        2kx5kx500
        2wx3wx300
        2ef3ef300
        2uk3uk300
        2se3se300
        2sr2sr200
        2it3it300
        2ki3ki300
        2qx4qx400
        2!!2!!200
        2wk3wk300
        2wk3wk300
        2ge3ge300
        2sj3sj300
        2eg4eg400
        2uh3uh300
        2al3al300
        2ki3ki300
        2&n3&n300
        2uf3uf300
        2!a3!a300
        2mf3mf300
        2cf4cf400
        2ad3ad300
        2ms3ms300
        2ah3ah300
        2uu4uu400
        2ac5ac500
        2ez3ez300
        2am4am400
        2qf3qf300
        2ua3ua300
        2er4er400
        2ye3ye300
        2ki3ki300
        2ki3ki300
        2em3em300
        2sr2sr200
        2wd3wd300
        2ua3ua300
        2$n1$n100
        2$n1$n100
        2$n1$n100
        2$f5$f500
        2sa5sa500
        2$l3$l300
        2ge3ge300
        2wk3wk300
        2mf3mf300
        2ki3ki300
        a&4wt3wt300
        c$8ad3ad300
        2$e6$e600
        2ay2ay200
        2aq5aq500
        2y!1y!100
        2am1am100
        2iTiT00
        2aw3aw300
        2et1et100
        2!S!S00
        2mEmE00
        20000
        Aql2ql200
        2ql2ql200
        2aw3aw300
        2ay2ay200
        2aq5aq500
        2aq5aq500
        6ei1ei100
        2uf1uf100
        2ei1ei100
        2$j1$j100
        2!h2!h200
        2wh2wh200
        2wh2wh200
        8mx2mx200
        8$n4$n400
        I!S!S00
        2u%5u%500
        4un1un100
        2er2er200
        Cad2ad200
        2ad2ad200
        Keq1eq100
        y5ud4ud400
        2$c4$c400
        2gb4gb400
        2ch3ch300
        2cv3cv300
        2ix4ix400
        2$f4$f400
        2uw6uw600
        2sl6sl600
        2qs5qs500
        2i$4i$400
        2&o3&o300
        2qx3qx300
        2qi4qi400
        2eu3eu300
        2uo7uo700
        2q$3q$300
        2en4en400
        2$e4$e400
        2m*3m*300
        2$$3$$300
        2$c4$c400
        2!l3!l300
        2e$3e$300
        2gu3gu300
        2ad3ad300
        2uo3uo300
        2$$4$$400
        2$d4$d400
        2ma4ma400
        2$d4$d400
        2wt3wt300
        i4wq6wq600
        Cux5ux500
        Qeb6eb600
        u7ai5ai500
        2ai5ai500
        2ai5ai500
        2ai5ai500
        &7mw3mw300
        O&j5&j500
        u2mw3mw300
        y1mw3mw300
        2mw3mw300
        ujo30000
        """

    /// Inter Semi Bold: the kerning pairs, encoded as the header says (a left scalar a line, long ones wrapped).
    private static let semiBoldKerningData = """
        e2m1m2*5CpF4pFC*AQ*DI*Sm7*D2*D2*D2*D2*D2*D2*Du3*D4*D4*Da3*Sin1*S2*7E*DM*7waEpF
        4c1c4*1&7*12*12*12*12*12*12*1s2a8c1*14*14*1k2a84a84a8go1*1o4a8
        28qbG*A2*B6*A2*B
        2e2e2*5A*5!2*94*A2*64*C6*Au1*52*54*5c3*68*3O*6g2*Ca2*54*5g6*94*94*9S*62*52*C2*52*CeA*9qU*9I*9o1*92*CE*9
        s1*5w1*5u#D*F8*F
        2m1m2*5CpF4pFC*AQ*DI*Sm7*D2*D2*D2*D2*D2*D2*Du3*D4*D4*Da3*Sin1*S2*7E*DM*7waEpF
        2c3g6f12f12f14f16a3Af14f1c3f1k4f12f12f12f12f1Af14f12f12f12f12f14f1Uf14f14f14f14f14f14f14f14f14f14f14f1
        4f14f14f1e1a3q1f14f14f14f1eo1f1If16f16f1Of12f16f18a3gfEf1
        24qbG*58*5
        2q1m2*5C*N4*NC*7Q*FI*Gk1*Bc6*F2*F2*F2*F2*F2*F2*FKa6a3*F4*F4*Fa3*Gin1*G2*5E*FM*5waE*N
        2c2e3l42f18z4!1z74l52l52z92l86l5y1*3$3z1o2l8k8t34t34z7Sl54l84l8eAz7qUz7Iz7MtE2l5Mz72l84z9Af7O*3O*26*3A*2
        $$Dt68t6
        2g2a2*32t12vGAvGI*42xF4h44p12*42*32z42*1CrHk1*5A*9E*Nm5*8o2*9k8*54*54*5a1*94*9eA*5qU*5I*5o1*52*9E*5E*4
        c1dEGdE&$D*E4*N4*E
        2c2e3l42f18z4!1z74l52l52z92l86l5y1*3$3z1o2l8k8t34t34z7Sl54l84l8eAz7qUz7Iz7MtE2l5Mz72l84z9Af7O*3O*26*3A*2
        $$Dt68t6
        2g2a2*32t12vGAvGI*42xF4h44p12*42*32z42*1CrHk1*5A*9E*Nm5*8o2*9k8*54*54*5a1*94*9eA*5qU*5I*5o1*52*9E*5E*4
        c1dEGdE&$D*E4*N4*E
        2Ky2*64*6y1*AOa12a1Aa1qD*Aa4a1ij1*A$bE*6
        2Sy2*44*4Ip3e2*5C*7$7*5s9*54*5wk1*5k*D*74*84*74*8G*4
        2Ay2*64*6y&F*78*7G*6
        22i3x2
        2Ey2z34z3!7*5&wF*88*8Gz3g1*5
        2Ay2t34t36x1!7VqxFt3
        28y2h44h4a8VqxFh4
        2Cy2p54p5c3*7w#F*78*7Gp5
        2!6g2*96*7C*L4*L4x26*22hA2x12x22q32p22x12*52*52*FA*II*Gk1*R4*74*82*82*84*8G*84*84*6&2*8I*Ak1*I2*I2*I2*I
        2*I2*I2*Iu1*72*72*72*72*72*72*72*82*82*82*82*88aG2*84*82*82*82*82*84*8G*I2*72*I2*72*I2*74*84*84*84*84*8
        4*84*84*84*84*84*84*84*84*84*8CaG4aG4aGE*Gs1*84*84*84*8G*64*64*64*6qB*6&U*GG*Ia2*72x28*8I*86*86*86*7G*6
        2*82*86*82*64aGg$D*O8*OG*Lg1*Ae7*8
        2Ey2z34z3!7*5&wF*88*8Gz3g1*5
        2Sy2*44*4Ip3e2*5C*7$7*5s9*54*5wk1*5k*D*74*84*74*8G*4
        2Qi5*54*AC*AmG*54*54*5iB*5qU*5I*5o1*5G*8$&D*78*7
        2Qi5*54*AC*AmG*54*54*5iB*5qU*5I*5o1*5G*8$&D*78*7
        4m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        2w2o3*CK*4g1*D4*C2*C2*92*F2*A4*Ci6*42*42*42*42*42*42*4o1*Fg2*44*44*4$5*D4*D4*DS*C4*F4*F2*A4*A4*A!9*DqU*D
        E*54*DA*4C*8A*5E*D2*F4*9A*C$&D*G8*Gy9*C
        2Oc4*A&7*A2*A2*A2*A2*A2*A2*Au3*A4*A4*Ayq1*A
        4oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2A&Ea6u3a64a64a6us1a6
        2y1c4t1o1f2E*6o1Q6Qo4t12t12t12t12t12t12t1s2a6SQ4Q2t14t14t1k2a64a64a6u4Qsj1t1Cf2Uf2$1Qi1a6EQ
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2A&EaDu3aD4aD4aDus1aD
        2m8y2*64*5g1*FI*Bk1*54P4*62*62*64*6Cl12l12*62l12*62l16*52*56*52*5q2*6g1*5M*F2*F2*F2*F2*F2*F2*Fu1P2P2P2P
        2P2P2P2*62*62*62*62*6A*62l12*62*62*62*62*64*62*52*52*52*52*54*52*F2P2*F2P2*F2P4*64*64*64*64*64*64*64*6
        4*64*64*64*64*64*64*6c1*Ba1l14l14l16l14*64*64*64*64l14l14l1a1*54*54*54*54*54*58*56*54*54*5ui1*BG*Fa2P4l1
        2l14*66l12l12l14l12l12*62l12l12*64*52*64l12P2l12l16l14l14*62*64l12*6Cl14l12l12*52l1w#D*K8*KG*Ek8*6
        2c3c4*3g1l54*34f22z46*3Qa62a6m5*32*32*32*32*32*32*3o1z4Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2l54l54l5a1z44z4eAl5qUl5Il5A*3Cf2Ol52z44f2Al5c2a6Ma62a62a6
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2y8i2LElB4lBU*B2*5Cz68z6Gz64z64La1*62*62*64*64a6C*64*68*52*62*A4*6AlBi2*6Ez64*82*82lB2t26*58*54*7a1z6Mz6
        2z62z62z62z64z6U*62*62*62*62*62a62a62a62aF2*64*62*62*62*62*62lB2*62*52*52*52*52*64*6Ez62*62z62*62z62*6
        2z62*64*64*64*64*64*64*64*62z62*62z62*62z62*62z62*6CaF4aF4aF4a64a64a6s1z62*62z62*62z62*62z62*6EL4L4L4L
        I*54*54*54*54*54*54*A4*6cALyUz62Ls1z66z66z6Iz6G*6I*66*64*62*6Ea6A*62*66*64a62aFE*6w%D*8q6z6K*6Ez66z6!DlB
        a8lBO*5u2*5y1*52*5
        2g6e2*FA*F6*62*84*88*7a1!44*48*4G*44*46jG4fD2z44#C6fD4*Mm1*34*B6*BA*6w2*42*G2*A2*M2*82hE4*7E*A6*GC!42!4
        2!42!42!42!42!42*4M*42*42*42*42*44*4A#Cu1*8C*B4*B2!44!44!44*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1jG2*3
        2jG2*32jG2*3Qz44#C2*B2#CeAjG2*3oUjG4*4EjGA!4S*46*42jG2#C2*4CjG6*4m1*Bw1*Bu#D*E2*64*72*E2*6y1*Aq6*4c1*4
        6*4!D*8a8*8
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2s5m2*5Az42*62z42*5g1fEI*Go1v14l12l12l14l1Gl14l1Qz4i2l1Kz42z4Kz4IfE2fE2fE2fE2fE2fE2fEu1v12v12v12v12v12v1
        2v12l12l12l12l12l1Al14l12l12l12l12l12z42l1GfE2v12fE2v12fE2v14l14l14l14l14l14l14l14l14l14l14l14l14l14l1
        4l1c1*Gs1l14l14l14l1kl1*GGfEa2v1Al1Il16l16l16v1Il12l16l1m$D*O8*OG*Gk8l1oEz4a8z4
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2u3m5l36%46l3El12l12l14l1Gl14l1c3l1w3%4Kl12l12l12l12l18a82l14l12l12l12l12l14l1Ul14l14l14l14l14l14l14l1
        4l14l14l14l14l14l14l1Ca84a84a8a2l14l14l14l1g2%44%4wk1%4e1l1Il16l16l1Ol12l16l16a8ifEl1
        2c1c4*1&7*12*12*12*12*12*12*1s2a8c1*14*14*1k2a84a84a8go1*1o4a8
        2!Cm2*5Az72*52fA2*52*DA*BC*52*52*DApF4r58r56*FAr54r5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*6
        2*A2*78z7i2*DEr54*M2z72z7G*C4*D8*8ApF2pF2pF2pF2pF2pF2pF2r5Mr52r52r52r52r54r5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82z72*D2*C2*C2*C2*82*A4*52pF2*C2pF2*C2pF2*C2r52*D2r52*D2r52*D2r52*D4*D
        4*D4*D4*D4*D4*D4*D2r52*D2r52*D2r52*D2r52*DCaG4aG4aGE*Fa1*94*94*96*92r52*D2r52*D2r52*D2r52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUr58*FGpFSr56r56r5Ir56*C4*92*94*D2*64*92*92*94*92*92*D2*9
        2*92*D2t62*A2*D2*62*92*C2*92*92t64*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6r5K*DEr5
        6r5!Dz7a8z7
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2o9m2*8Al52*G2l52*G2#BA*5C*A2*A2*C2*A6*52*E4z68z66*GAz64z6Ma16*D4dA4jA2jA2jA4jAGjA4jA4*7Ml5i2jAEz64*92*A
        2l58*AC*6G*32*E2*E2*E2*E2*E2*E2*E2z6Mz62z62z62z62z62*62z6GdA2dA2dA2dA2*62dA2dA2jA2jA2jA2jA2jA8aF2jA4jA
        2jA2jA2*72jA2l52jAG*E2dA2*E2dA2*E2dA2z62jA2z62jA2z62jA2z62jA4jA4jA4jA4jA4jA4jA4jA2z62jA2z62jA2z62jA2z6
        2jACaF4aF4aFE*Gq1z62jA2z62jA2z62jA2z62jAG*74*74*74*7qB*7wUz68*GG*ESz66z66z6Iz66dAAjAIjA6jA6jA6dAG*72jA
        2jA6jA2*74aFg$D*J8*JG*Gg1*9q6z6KjAEz66z6!Dl5a8l5m3*Ay1*A2*A
        2mBi2P4*8Al52*G2l52*G2d4A*5C*82*82*C2*A8*B4z68z66*AAz64z64PIa1A#94#92#92#94#9C*52*52#92*52#92*52*5Ml5
        i2#9Ez64*92l52l58*AC*5G*32*B2*B2*B2*B2*B2*B2*B2z6Mz62z62z62z62z64z6G#92#92#92#92#92#92#92#92#92#92#92#9
        A#92*52#92#92#92#92#92l52#9G*B2#92*B2#92*B2#92z62#92z62#92z62#92z62#94#94#94#94#94#94#94#92z62#92z62#9
        2z62#92z62#9c1*Aa1*54*54*56*52z62#92z62#92z62#92z62#94*54*54*52P2*52P2*52P2*52P2*5oBP2*5wUz62P6*AG*BSz6
        6z66z6Iz66#94*52*54#96*52*52*54*52*52#92*52*52#96#94*52#92*52*56*54*52*52#92#94*52#92*5A*54*52*54*5w#D*I
        8*IG*Gg1*9q6z6K#9Ez66z6!Dl5a8l5m3*Ay1*A2*A
        2a6w2lA4lAU*92*8Ct48t4Gt44t4e1*42*42*44*4G*44*4QlAi2*4Et44*62lA2lA2h16*8C*7a1t4Mt42t42t42t42t44t4U*42*4
        2*42*42*4A*44*42*42*42*42*42lA2*4St42*42t42*42t42*42t42*44*44*44*44*44*44*44*42t42*42t42*42t42*42t42*4
        s2t42*42t42*42t42*42t42*4cl1t4u1t46t46t4It4G*4I*46*46*4O*42*46*4k&D*6q6t4K*4Et46t4!DlAa8lAm3*8y1*82*8
        2$Cm2*AAl82*92l82*9C*BC*A2*A2*H2*G8*C4f78f76*5Af74f76a8QpG4zH2zH2zH4zH4V8*62*62zH2*62zH2*62*B4*6Il8i2zH
        Ef74*F2*82l82p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2f7Mf72f72f72f72f72*72f7GpG2pG2pG2pG2pG2pG2pG2zH2zH2zH
        2zH2zH2V2*52V4zH2*62zH2zH2zH2zH2zH2l82zH2*62*62*62*68*C2pG2*C2pG2*C2pG2f72zH2f72zH2f72zH2f72zH4zH4zH4zH
        4zH4zH4zH4zH2f72zH2f72zH2f72zH2f72zHOV4V4V2*5a1*64*64*66*62f72*92f72zH2f72zH2f72zH4*64*64*64*B4*B4*B4*B
        2a84a84a86*64*64*64*64*64*6mA*B2a8qUa84f78*56a8A*CSf76f72a84f7Ca86f76pG4*62*64zH6*62*62*64*62*62zH2*62*6
        2zH6zH4*62pG2*62*64V2*64*62*B2zH2zH4*62zH2*B2V8*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6f7KzHEf76f7!Dl8a8l8O*5u2*G
        y1*G2*G
        2c3w2f44f4U*AE*58*5G*54*5!2f4w2*54*52f42f4K*5a1*5M*52*52*52*52*54*5o1aFGf4U*54*54*54*5a1*54*54*54*5EaF
        4aF4aF&1*54*54*54*5el1*5u1*56*56*5I*5u2aFe&D*5q6*5c1*56*5!Df4a8f4
        2c3g6f12f12f14f16a3Af14f1c3f1k4f12f12f12f12f1Af14f12f12f12f12f14f1Uf14f14f14f14f14f14f14f14f14f14f14f1
        4f14f14f1e1a3q1f14f14f14f1eo1f1If16f16f1Of12f16f18a3gfEf1
        2wAe2*D4*16*D6*F4a74a76*5M*42*84*A8*58*5G*54*54*12*64p92dA4*C6p94*FA*22*22*22f12*24KC*24*24p12*54*82*B
        4*8s2*2E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*2
        4*2A*84*8E*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*5
        2*22*52*22*52*2E*12p12*12p12*12p12*12p12*62*52*62*52*62*5QdA2*B2*C2*82*CaA*12p12*62*5oU*64*52*1C*6g1*5
        6*52*62*C2*5C*66*5G*2I*26*24*82*2EK8p12*22*26*22p12K2a8E*8u#Dp72*96p72*9Ia7g1*52*5o6*5K*2E*56*56*8aP*8
        y1*82*8
        24qbG*58*5
        2q1m2*5C*N4*NC*7Q*FI*Gk1*Bc6*F2*F2*F2*F2*F2*F2*FKa6a3*F4*F4*Fa3*Gin1*G2*5E*FM*5waE*N
        2w7u2*BC*72*I4*72*92*72*74*72*7K*68*6G*64*66*92*62*DC*D4*BMa62aH6a82a84a84a88*D6*Da3*6E*BC*7c1*6M*62*6
        2*62*62*64*62*62*62*62*6a1a62a62a66a8O*D4*DE*64*64*64*6a1*64*64*64*6Qa64a64a64aHUa84a84a86a82*64*64*64*6
        6a84a84a8I*94*94*94*64*64*64*64*64*6A*DgA*9qU*94*6E*9IaAK*66*62*94*66*I6*86*68*72a82a82a88a82a82a84a82a8
        4a82a86*D6a84a82a84a62a84a8Aa86a64aH4a84a82a82*D2a8s#D*68*6k8*6c1*66*66*8
        4&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2m1i5*C6l34*A&1Jm3V&2*Ak8*C4*C4*CSl34*A4*AeA*CqU*CI*Co1*C2*AE*COJOt16JAt1
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2c7w2*32*92*32*92*2A*AQ*5I*AUc1Cp24h34t32t32t34t3Gt34t34l3M*3i2t3I*62*32*3K*3I*52*52*52*52*52*52*5c1l3
        Cc16h32h32h32h32h32h32h32t32t32t32t32t38aI2t34t32t32t32t32t32*32t3G*52h32*52h32*52h34t34t34t34t34t34t3
        4t34t34t34t34t34t34t34t34t3CaI4aI4aIE*As1t34t34t34t3Gl34l34l34l3k1c14c1cAl3&U*AG*5g1c1Qh3At3It36t36t36h3
        Gl32t32t36t32l34aIg$D*F8*F8l38*9g1*6e7t3oE*3a8*3
        2Qi5*8Ma6Mg1wCg1!2*84*84*8iB*8qU*8I*8o1*8G*8$2g1
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2w4w2z44z4E*7G*Eq1*9U*32*32*34*3G*34*3Aa16a1Az4i2*3I*82*B2z4Kz4a3*32*32*32*32*3A*34*32*32*32*32*32z42*3
        Aa14a1G*34*34*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*94*94*9c1a1gA*9qU*9I*9o1*9G*9M*3I*36*3
        4a12*3O*32*36*3Ka1w%D*8e7*3oEz4a8z4
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2Qi5*8Ma6Mg1wCg1!2*84*84*8iB*8qU*8I*8o1*8G*8$2g1
        2w7w2f42*A2f42*A2t5Q*6A*6I*9K*9C*5Ez14*32*32*32g52*3G*34*36g54a32q12a32a3Af4i2*3K*52f4Kf4I*62*62*62*62*6
        2*62*6u1z12z12z12z12z12z12z12*32*32*32*32*3A*34*32*32*32*32*32f42*3Aa34a32*62z12*62z12*62z14*34*34*34*3
        4*34*34*34*34*34*34*34*34*34*34*3c1*9s1*34*34*34*3U*92g52*92g52*92g5Sq14a34*54*54*5!9*92g5oU*9C*96*9A*6
        e1*9G*9Cz1A*32a3G*36*34a32*32a34z1I*32*36*3Ka3w#Da32*D6a32*DG*Ak8*3oEf4a8f4
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2cBw2d34d3Ep1G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54b12b14t16b1Ca22V2V2V4V2a26a22a26V4V4n1Ia24d3i2V
        Kd32d3Kd3c1a22a22a22a22a22a28a2Cf1Ct12a22a2GV2V2V2V2VAV4V2V2V2V2V2d32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26n14n1
        4n14n12*54*54*5Sb14t14t1cAn12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52t16a2
        4a22a22*52a22a24a2EVIV6V6VMn12V2V2a24V2n1Ca2i&4a2s%8*62q46*62q4Af1m8a26Vi1a2o5a2y7d3a8d3
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4z24j32j32j34j3Gj34j3c3j3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56z22z22z2
        2z22z22z22z22j32j32j32j32j36a72a72j34j32j32j32j32j34j3G*B2z22*B2z22*B2z24j34j34j34j34j34j34j34j34j34j3
        4j34j34j34j34j38a74a74a84a7E*As1j34j34j34j3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5Cz28z72j3Cz76j36j3
        6j36z2Ij32j36j36a74z7a$Dy52*D6y52*DG*Cg1*6e7j3!P*6y1*62*6
        2i5m2*5C*C4*Cg1*BI*9K*8C*5It22t22t24t2Gt24t2c3t2I*5k1*B2*B2*B2*B2*B2*B2*Bc2t22t22t22t22t2At24t22t22t22t2
        2t24t2G*B4*B4*B6t24t24t24t24t24t24t24t24t24t24t24t24t24t24t2c1*9s1t24t24t24t2U*84*84*8g1*54*54*5!9*8qU*8
        C*96*8A*Be1*8G*8Mt2It26t26t2Ot22t26t2k$Dq72*D6q72*DG*Cg1*5e7t2
        2i5w2*34*3a1*5o1*6Q94v32v32v34v3Gv34v3Q*3i2v3I*52*32*38*5C*3s292929292929292v32v32v32v32v3Av34v32v32v3
        2v32v32*32v3I949494v34v34v34v34v34v34v34v34v34v34v34v34v34v34v3u2v34v34v34v3U*64*64*6iB*6qU*6I*6o1*6G*6
        C9Av3Iv36v36v369Iv32v36v3k&D*5e7v3oE*3a8*3m3*5y1*52*5
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4z24j32j32j34j3Gj34j3c3j3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56z22z22z2
        2z22z22z22z22j32j32j32j32j36a72a72j34j32j32j32j32j34j3G*B2z22*B2z22*B2z24j34j34j34j34j34j34j34j34j34j3
        4j34j34j34j34j38a74a74a84a7E*As1j34j34j34j3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5Cz28z72j3Cz76j36j3
        6j36z2Ij32j36j36a74z7a$Dy52*D6y52*DG*Cg1*6e7j3!P*6y1*62*6
        2o3i5*5Ux22x22x24x2Gx24x2c3x2k4x22x22x22x22x2Ax24x22x22x22x22x24x2Ux24x24x24x24x24x24x24x24x24x24x24x2
        4x24x24x2u2x24x24x24x2U*54*54*5iB*5qU*5I*5o1*5G*5Mx2Ix26x26x2Ox22x26x2ofEx2
        2c3g6f12f12f14f16a3Af14f1c3f1k4f12f12f12f12f1Af14f12f12f12f12f14f1Uf14f14f14f14f14f14f14f14f14f14f14f1
        4f14f14f1e1a3q1f14f14f14f1eo1f1If16f16f1Of12f16f18a3gfEf1
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        24qbG*58*5
        2c2e3l42f18z4!1z74l52l52z92l86l5y1*3$3z1o2l8k8t34t34z7Sl54l84l8eAz7qUz7Iz7M*52l5Mz72l84z9Af7O*3O*26*3A*2
        $$Dt68t6
        g2e1i5*B4*56*B6*5c8*Bk8*B4*B4*Ba1*B4*BeA*BqU*BI*Bo1*B2*BE*B$&D*58*5
        2m1i5*C6l34*A&1Jm3V&2*Ak8*C4*C4*CSl34*A4*AeA*CqU*CI*Co1*C2*AE*COJOt16JAt1
        6Is6a6g8a62a62a6c4a64a64a6qr1a6Ma6
        8w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2&3m2*6w1*CI*Cs1*52*52*54*5G*54*5c3*5$1*C2*C2*C2*C2*C2*C2*Cc2*52*52*52*52*5A*54*52*52*52*52*54*5G*C4*C
        4*C6*54*54*54*54*54*54*54*54*54*54*54*54*54*54*56a7S*Cs1*54*54*54*5kl1*CG*Ck2*5I*56*56*5O*52*56*5ofE*5
        2u1c4*5g1*8A*Ao6*52*52*52*52*52*52*5o1*Ag2*54*54*5$5*84*84*8a1*A4*AeA*8qU*8I*8A*5e1*82*AE*B
        22uc2*8
        2c2e3l42f18z4!1z74l52l52z92l86l5y1*3$3z1o2l8k8t34t34z7Sl54l84l8eAz7qUz7Iz7MtE2l5Mz72l84z9Af7O*3O*26*3A*2
        $$Dt68t6
        2y7m2*5Sx8QpC4V8V6pCAV4VEh12p1G*14*42*42*44*4G*44*44*1&2*4EVo1pC2pC2pC2pC2pC2pC2pC2VMV2V2V2V2V4VAp16*1
        2*12*12*12*12*12*12*42*42*42*42*4A*44*42*42*42*42*44*4GpC2*12pC2*12pC2*12V2*42V2*42V2*42V2*44*44*44*44*4
        4*44*44*42V2*42V2*42V2*42V2*4c1pCq1V2*42V2*42V2*42V2*4G*14*14*14*1k1p14p1cA*1wUV8pCGpCCh1GV6V4p12V2h1GV
        6*1A*4I*46*46*46*1G*12*42*46*42*1yeEVK*4EV6V
        4q3m2*5C*N4*NC*7Q*F4z28z26*GAz24z2S*Bu4z2o1*F2*F2*F2*F2*F2*F2*F2z2Ia64z22z22z22z22z24z2q2*F4*F4*F4z24z2
        4z24z2a1z24z24z24z2e1*Gq1z24z24z24z2el1z28*G2*5E*FM*56z26z26z2Iz2s*D*Nw7z2c1z26z2
        2m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        4!1y2*I4*IC*9Q*FI*Ju2a6o3*5k1*F2*F2*F2*F2*F2*F2*Fu3*F4*F4*Fe2a8S*J&2a64a64a6iBa6!U*JG*FuaE*O8*OG*Ig1*5
        4$1w2f44f44*5Q*6q1*8A*9C*5&1f4$2*52f4Kf4m2*9u1f4w6*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*82q26*82q2kNf4
        a8f4
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2a3e3l42f18z4K*5I*7K*D4*62l52*72*86*6y1*3$3z1K*52*52*52*52*52*52*5o1*8g2*54*54*5a3*7$2*D4*D4*DSl54*84*8
        eA*DqU*DC*76*DA*5C*72l5M*D2*84*7A*DO*3O*26*3A*2$$Dt68t6
        6&3m2*6w1*CI*Cs1*52*52*54*5G*54*5c3*5$1*C2*C2*C2*C2*C2*C2*Cc2*52*52*52*52*5A*54*52*52*52*52*54*5G*C4*C
        4*C6*54*54*54*54*54*54*54*54*54*54*54*54*54*54*56a7S*Cs1*54*54*54*5kl1*CG*Ck2*5I*56*56*5O*52*56*5ofE*5
        2u3c3*62*82*78*82*5I*5g1*M4*A2*92*62*F2*54*Au1*52*52*52*5o4*52*52*52*52*52*52*5o1*Fa2*54*52*54*54*5$5*M
        4*M4*MS*92*52*F2*52*F2*54*54*5!9*MqU*ME*54*MA*5C*8A*5E*M2*F4*6A*BO*5Q*54*5s1*5u#D*E8*E
        8Im5*32*3A*3uG*BS*3ikF*A2*56*A2*5
        2oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2A&EaDu3aD4aD4aDus1aD
        2y1c4t1o1f2E*6o1Q6Qo4t12t12t12t12t12t12t1s2a6SQ4Q2t14t14t1k2a64a64a6u4Qsj1t1Cf2Uf2$1Qi1a6EQ
        2A&EaDu3aD4aD4aDus1aD
        2A&EaDu3aD4aD4aDus1aD
        2A&EaDu3aD4aD4aDus1aD
        2A&EaDu3aD4aD4aDus1aD
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        6w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2g1i5*94*66*76*6c8*7k8*94*94*9a1*74*7eA*9qU*9I*9M*7O*92*7E*CA*7siE*5
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2$Cm2*AAl82*92l82*9C*BC*A2*A2*H2*G8*C4f78f76*5Af74f76a8QpG4zH2zH2zH4zH4V8*62*62zH2*62zH2*62*B4*6Il8i2zH
        Ef74*F2*82l82p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2f7Mf72f72f72f72f72*72f7GpG2pG2pG2pG2pG2pG2pG2zH2zH2zH
        2zH2zH2V2*52V4zH2*62zH2zH2zH2zH2zH2l82zH2*62*62*62*68*C2pG2*C2pG2*C2pG2f72zH2f72zH2f72zH2f72zH4zH4zH4zH
        4zH4zH4zH4zH2f72zH2f72zH2f72zH2f72zHOV4V4V2*5a1*64*64*66*62f72*92f72zH2f72zH2f72zH4*64*64*64*B4*B4*B4*B
        2a84a84a86*64*64*64*64*64*6mA*B2a8qUa84f78*56a8A*CSf76f72a84f7Ca86f76pG4*62*64zH6*62*62*64*62*62zH2*62*6
        2zH6zH4*62pG2*62*64V2*64*62*B2zH2zH4*62zH2*B2V8*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6f7KzHEf76f7!Dl8a8l8O*5u2*G
        y1*G2*G
        2k2y2*H4*Hg1*6I*6K*94*88*64*8i6*62*62*62*62*62*62*6u3*64*64*6a3*6$2*94*94*9g1*64*64*6!9*9qU*9C*66*9A*6
        e1*9G*9$&D*94*L4*94*LG*H
        2E&Ea6u3a64a64a6us1a6c$D*B8*B
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2m1i5*C6l34*A&1Jm3V&2*Ak8*C4*C4*CSl34*A4*AeA*CqU*CI*Co1*C2*AE*COJOt16JAt1
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2m1s2a6!2a62a6Aa62a64a7Ma7g1a6q2a6u4a6q3a74a74a64a62a62a7Ca7&3a6$1a6km1a62a7cfEa6
        2a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72aG2*92a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa62aG2a62a7Ua7a1a78a74a74a74a74a7Ka72a72a72a74a74a74a62a72aG2a72aG4aG4a62a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1aGEa78aG2a72*96a7i&4a7sg9a7o1a7o5aD
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2&1c3*6g2*84*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*84*84*8S*84*F2p32*FeA*8qU*8I*8o1*82*FE*8q1p52p3Ep5i1p3
        u#D*78*7
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2o3s2f2q1*5g1*84jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*8
        4*84*8S*82t22vI2j32vIeA*8qU*8I*8A*5C*4O*82vI4*4A*8Ov3Of52j34v3Af5i1j3u#D*A8*A
        2o3s2f2q1*5g1*84jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*8
        4*84*8S*82t22vI2j32vIeA*8qU*8I*8A*5C*4O*82vI4*4A*8Ov3Of52j34v3Af5i1j3u#D*A8*A
        2c2e3l42f18z4!1z74l52l52z92l86l5y1*3$3z1o2l8k8t34t34z7Sl54l84l8eAz7qUz7Iz7MtE2l5Mz72l84z9Af7O*3O*26*3A*2
        $$Dt68t6
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4z24j32j32j34j3Gj34j3c3j3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56z22z22z2
        2z22z22z22z22j32j32j32j32j36a72a72j34j32j32j32j32j34j3G*B2z22*B2z22*B2z24j34j34j34j34j34j34j34j34j34j3
        4j34j34j34j34j38a74a74a84a7E*As1j34j34j34j3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5Cz28z72j3Cz76j36j3
        6j36z2Ij32j36j36a74z7a$Dy52*D6y52*DG*Cg1*6e7j3!P*6y1*62*6
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4z24j32j32j34j3Gj34j3c3j3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56z22z22z2
        2z22z22z22z22j32j32j32j32j36a72a72j34j32j32j32j32j34j3G*B2z22*B2z22*B2z24j34j34j34j34j34j34j34j34j34j3
        4j34j34j34j34j38a74a74a84a7E*As1j34j34j34j3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5Cz28z72j3Cz76j36j3
        6j36z2Ij32j36j36a74z7a$Dy52*D6y52*DG*Cg1*6e7j3!P*6y1*62*6
        2oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2&1c3*6g2*C4*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*C4*C4*CS*84*F2p32*FeA*CqU*CI*Co1*C2*FE*Cq1p52p3Ep5i1p3
        u#D*78*7
        2oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2y1c4t1o1f2E*6o1Q6Qo4t12t12t12t12t12t12t1s2a6SQ4Q2t14t14t1k2a64a64a6u4Qsj1t1Cf2Uf2$1Qi1a6EQ
        2m1i5*C6l34*A&1Jm3V&2*Ak8*C4*C4*CSl34*A4*AeA*CqU*CI*Co1*C2*AE*COJOt16JAt1
        2y1c4t1o1f2E*6o1Q6Qo4t12t12t12t12t12t12t1s2a6SQ4Q2t14t14t1k2a64a64a6u4Qsj1t1Cf2Uf2$1Qi1a6EQ
        2m1i5*C6l34*A&1Jm3V&2*Ak8*C4*C4*CSl34*A4*AeA*CqU*CI*Co1*C2*AE*COJOt16JAt1
        2y1c4t1o1f2E*6o1Q6Qo4t12t12t12t12t12t12t1s2a6SQ4Q2t14t14t1k2a64a64a6u4Qsj1t1Cf2Uf2$1Qi1a6EQ
        2m1i5*C6l34*A&1Jm3V&2*Ak8*C4*C4*CSl34*A4*AeA*CqU*CI*Co1*C2*AE*COJOt16JAt1
        2y1c4t1o1f2E*6o1Q6Qo4t12t12t12t12t12t12t1s2a6SQ4Q2t14t14t1k2a64a64a6u4Qsj1t1Cf2Uf2$1Qi1a6EQ
        2m1i5*C6l34*A&1Jm3V&2*Ak8*C4*C4*CSl34*A4*AeA*CqU*CI*Co1*C2*AE*COJOt16JAt1
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2!2e2a6Aa62a12a52aAEa8Ca8!1a7Ea14a52aAMa72a6c1a14a5!2a78a34aAKa7e3a72a72a62a6q3a64a64a64a64a74a74a74a6
        !2a74a74a7iBa7qUa7Ia7o1a7Ga7c2a7Ma72a62a6a$Da68a6
        4e1s6a62a7e8a62a62a72a7q3a74a74a74a74a64a64a64a7mr1a6Ma62a72a7
        2A&EaDu3aD4aD4aDus1aD
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2A&EaDu3aD4aD4aDus1aD
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2A&EaDu3aD4aD4aDus1aD
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2A&EaDu3aD4aD4aDus1aD
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2A&EaDu3aD4aD4aDus1aD
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2c3c4*3g1l54*34f22z46*3Qa62a6m5*32*32*32*32*32*32*3o1z4Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2l54l54l5a1z44z4eAl5qUl5Il5A*3Cf2Ol52z44f2Al5c2a6Ma62a62a6
        2Qi5*8Ma6Mg1wCg1!2*84*84*8iB*8qU*8I*8o1*8G*8$2g1
        2c3c4*3g1l54*34f22z46*3Qa62a6m5*32*32*32*32*32*32*3o1z4Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2l54l54l5a1z44z4eAl5qUl5Il5A*3Cf2Ol52z44f2Al5c2a6Ma62a62a6
        2Qi5*8Ma6Mg1wCg1!2*84*84*8iB*8qU*8I*8o1*8G*8$2g1
        2c3c4*3g1l54*34f22z46*3Qa62a6m5*32*32*32*32*32*32*3o1z4Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2l54l54l5a1z44z4eAl5qUl5Il5A*3Cf2Ol52z44f2Al5c2a6Ma62a62a6
        2Qi5*8Ma6Mg1wCg1!2*84*84*8iB*8qU*8I*8o1*8G*8$2g1
        2c3c4*3g1l54*34f22z46*3Qa62a6m5*32*32*32*32*32*32*3o1z4Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2l54l54l5a1z44z4eAl5qUl5Il5A*3Cf2Ol52z44f2Al5c2a6Ma62a62a6
        2Qi5*8Ma6Mg1wCg1!2*84*84*8iB*8qU*8I*8o1*8G*8$2g1
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2U&5a6w4a7a1a7i1u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        4a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72a72a62a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa72a72a72a6Ua7a1a78a74a74a74a74a7Ka72a72a72a74a64a64a62a72a72a72a74a74a62a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1a7Ea78a72a62a66a7i&4a7sg9a7o1a7o5aD
        4a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72a72a72a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa72a72a72a7Ua7a1a78a74a74a74a74a7Ka72a72a72a74a74a84a62a72a72a72a74a74a72a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1a7Ea78a72a72a76a7i&4a7sg9a7o1a7o5aD
        4a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72a72*92a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa72a72a72a7Ua7a1a78a74a74a74a74a7Ka72a72a72a74a74a74a62a72a72a72a74a74a62a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1a7Ea78a72a72*96a7i&4a7sg9a7o1a7o5aD
        2a1&5a6Mm2i6u52aEa2aDs3u52aD2u52aD2u52aD4a6Cm2en1u5a5aD2m2
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        4i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2$1s2a6!2a62a6Aa62a64a7Ka72a7g1a6q2a6o4a72a72a72a6q3a74a74a64a62a62a74a74a74a7&3a6$1a6sl1a7Ma72a62a7
        cfEa6
        2y8i2LElB4lBU*B2*5Cz68z6Gz64z64La1*62*62*64*64a6C*64*68*52*62*A4*6AlBi2*6Ez64*82*82lB2t26*58*54*7a1z6Mz6
        2z62z62z62z64z6U*62*62*62*62*62a62a62a62aF2*64*62*62*62*62*62lB2*62*52*52*52*52*64*6Ez62*62z62*62z62*6
        2z62*64*64*64*64*64*64*64*62z62*62z62*62z62*62z62*6CaF4aF4aF4a64a64a6s1z62*62z62*62z62*62z62*6EL4L4L4L
        I*54*54*54*54*54*54*A4*6cALyUz62Ls1z66z66z6Iz6G*6I*66*64*62*6Ea6A*62*66*64a62aFE*6w%D*8q6z6K*6Ez66z6!DlB
        a8lBO*5u2*5y1*52*5
        2w4w2z44z4E*7G*Eq1*9U*32*32*34*3G*34*3Aa16a1Az4i2*3I*82*B2z4Kz4a3*32*32*32*32*3A*34*32*32*32*32*32z42*3
        Aa14a1G*34*34*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*94*94*9c1a1gA*9qU*9I*9o1*9G*9M*3I*36*3
        4a12*3O*32*36*3Ka1w%D*8e7*3oEz4a8z4
        4g6e2*FA*F6*72l54l58*7a1!44*48*4G*44*46jG4fD2z44#C6fD4*7m1*34*B6*BA*7w2*42*G2*A2l52l52hE4*7El56*GC!42!4
        2!42!42!42!42!42*4M*42*42*42*42*44*4A#Cu1l5C*B4*B2!44!44!44*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1jG2*3
        2jG2*32jG2*3Qz44#C2*B2#CeAjG2*3oUjG4*4EjGA!4S*46*42jG2#C2*4CjG6*4m1*Bw1*Bu#D*E2*64*72*E2*6y1*Aq6*4c1*4
        6*4!Dl5a8l5
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2g6e2*FA*F6*62*84*88*7a1!44*48*4G*44*46jG4fD2z44#C6fD4*Mm1*34*B6*BA*6w2*42*G2*A2*M2*82hE4*7E*A6*GC!42!4
        2!42!42!42!42!42*4M*42*42*42*42*44*4A#Cu1*8C*B4*B2!44!44!44*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1jG2*3
        2jG2*32jG2*3Qz44#C2*B2#CeAjG2*3oUjG4*4EjGA!4S*46*42jG2#C2*4CjG6*4m1*Bw1*Bu#D*E2*64*72*E2*6y1*Aq6*4c1*4
        6*4!D*8a8*8
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2g6e2*FA*F6*62f44f48*7a1!44*48*4G*44*46jG4fD2z44#C6fD4*Mm1*34*B6*BA*5w2*42*G2*A2f42f42hE4*7Ef46*GC!42!4
        2!42!42!42!42!42*4M*42*42*42*42*44*4A#Cu1f4C*B4*B2!44!44!44*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1jG2*3
        2jG2*32jG2*3Qz44#C2*B2#CeAjG2*3oUjG4*4EjGA!4S*46*42jG2#C2*4CjG6*4m1*Bw1*Bu#D*E2*64*72*E2*6y1*Aq6*4c1*4
        6*4!Df4a8f4
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2As5*5i8*5s9*54*5wk1*5
        2U&5a6&6u52aE2a6&1aDc2a6q1u52aD2u52aD2u52aD4a6qn1u5a5aD
        2g6e2*FA*F6*52*84*88*7a1!44*48*4G*44*46jG4fD2z44*56fD4*5m1*34*B6*BA*6w2*42*G2*A2*M2*82hE4*5E*A6*GC!42!4
        2!42!42!42!42!42*4M*42*42*42*42*44*4A*5u1*8C*B4*B2!44!44!44*44*44*44*4a1*44*44*44*4u2*44*44*44*4a1jG2*3
        2jG2*32jG2*3Qz44*52*B2*5eAjG2*3oUjG4*4EjGA!4S*46*42jG2*52*4CjG6*4m1*Bw1*Bu#D*E2*54*72*E2*5y1*Aq6*4c1*4
        6*4!D*8a8*8
        2U&5a6&6u52aE2a6&1aDc2a6q1u52aD2u52aD2u52aD4a6qn1u5a5aD
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        4Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        4w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2A&EaDu3aD4aD4aDus1aD
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2u3m5l36%46l3El12l12l14l1Gl14l1c3l1w3%4Kl12l12l12l12l18a82l14l12l12l12l12l14l1Ul14l14l14l14l14l14l14l1
        4l14l14l14l14l14l14l1Ca84a84a8a2l14l14l14l1g2%44%4wk1%4e1l1Il16l16l1Ol12l16l16a8ifEl1
        2w7w2f42*A2f42*A2t5Q*6A*6I*9K*9C*5Ez14*32*32*32g52*3G*34*36g54q12q12q12q1Af4i2*3K*52f4Kf4I*62*62*62*62*6
        2*62*6u1z12z12z12z12z12z12z12*32*32*32*32*3A*34*32*32*32*32*32f42*3Aq14q12*62z12*62z12*62z14*34*34*34*3
        4*34*34*34*34*34*34*34*34*34*34*3c1*9s1*34*34*34*3U*92g52*92g52*92g5Sq14q14*54*54*5!9*92g5oU*9C*96*9A*6
        e1*9G*9Cz1A*32q1G*36*34q12*32q14z1I*32*36*3Kq1w#Da32*D6a32*DG*Ak8*3oEf4a8f4
        2u3m5l36%46l3El12l12l14l1Gl14l1c3l1w3%4Kl12l12l12l12l18a82l14l12l12l12l12l14l1Ul14l14l14l14l14l14l14l1
        4l14l14l14l14l14l14l1Ca84a84a8a2l14l14l14l1g2%44%4wk1%4e1l1Il16l16l1Ol12l16l16a8ifEl1
        2w7w2f42*A2f42*A2t5Q*6A*6I*9K*9C*5Ez14*32*32*32g52*3G*34*36g54q12q12q12q1Af4i2*3K*52f4Kf4I*62*62*62*62*6
        2*62*6u1z12z12z12z12z12z12z12*32*32*32*32*3A*34*32*32*32*32*32f42*3Aq14q12*62z12*62z12*62z14*34*34*34*3
        4*34*34*34*34*34*34*34*34*34*34*3c1*9s1*34*34*34*3U*92g52*92g52*92g5Sq14q14*54*54*5!9*92g5oU*9C*96*9A*6
        e1*9G*9Cz1A*32q1G*36*34q12*32q14z1I*32*36*3Kq1w#Da32*D6a32*DG*Ak8*3oEf4a8f4
        2u3m5l36%46l3El12l12l14l1Gl14l1c3l1w3%4Kl12l12l12l12l18a82l14l12l12l12l12l14l1Ul14l14l14l14l14l14l14l1
        4l14l14l14l14l14l14l1Ca84a84a8a2l14l14l14l1g2%44%4wk1%4e1l1Il16l16l1Ol12l16l16a8ifEl1
        2w7w2f42*A2f42*A2t5Q*6A*6I*9K*9C*5Ez14*32*32*32g52*3G*34*36g54q12q12q12q1Af4i2*3K*52f4Kf4I*62*62*62*62*6
        2*62*6u1z12z12z12z12z12z12z12*32*32*32*32*3A*34*32*32*32*32*32f42*3Aq14q12*62z12*62z12*62z14*34*34*34*3
        4*34*34*34*34*34*34*34*34*34*34*3c1*9s1*34*34*34*3U*92g52*92g52*92g5Sq14q14*54*54*5!9*92g5oU*9C*96*9A*6
        e1*9G*9Cz1A*32q1G*36*34q12*32q14z1I*32*36*3Kq1w#Da32*D6a32*DG*Ak8*3oEf4a8f4
        2c1c4*1&7*12*12*12*12*12*12*1s2a8c1*14*14*1k2a84a84a8go1*1o4a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2c1c4*1&7*12*12*12*12*12*12*1s2a8c1*14*14*1k2a84a84a8go1*1o4a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2c1c4*1&7*12*12*12*12*12*12*1s2a8c1*14*14*1k2a84a84a8go1*1o4a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2c1c4*1&7*12*12*12*12*12*12*1s2a8c1*14*14*1k2a84a84a8go1*1o4a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2!Cm2*5At32*52t32*52*DA*BC*52*52*DApF4r58r56*FAr54r5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4z82*A2*A2*8
        2*A2z68t3i2*DEr54*M2t32t3Gz84t38*8ApF2pF2pF2pF2pF2pF2pF2r5Mr52r52r52r52r54r5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82t32*D2z82z82z82z82*A4*52pF2*C2pF2*C2pF2*C2r52*D2r52*D2r52*D2r52*D4*D
        4*D4*D4*D4*D4*D4*D2r52*D2r52*D2r52*D2r52*DCaG4aG4aGE*Fa1*94*94*96*92r52*D2r52*D2r52*D2r52*D4*94*94*94*C
        4*C4*C4*CGz84z84z84z84z84z84*A4*A6z64z64z6w9*CwUr58*FGpFSr56r56r5Ir56*C4*92*94*D2*84*92*92*94*92*92*D2*9
        2*92*D2t62*A2*D2*82*92*C2*92*92t64*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*5g1*M2*8o6r5K*DEr5
        6r5!Dt3a8t3
        2cBw2d34d3Ep1G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54b12b14t16b1Ca22V2V2V4V2a26a22a26V4V4n1Ia24d3i2V
        Kd32d3Kd3c1a22a22a22a22a22a28a2Cf1Ct12a22a2GV2V2V2V2VAV4V2V2V2V2V2d32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26n14n1
        4n14n12*54*54*5Sb14t14t1cAn12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52t16a2
        4a22a22*52a22a24a2EVIV6V6VMn12V2V2a24V2n1Ca2i&4a2s%8*62q46*62q4Af1m8a26Vi1a2o5a2y7d3a8d3
        2!Cm2*5At32*52t32*52*DA*BC*52*52*DApF4r58r56*FAr54r5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*6
        2*A2*78t3i2*DEr54*M2t32t3G*C4t38*8ApF2pF2pF2pF2pF2pF2pF2r5Mr52r52r52r52r54r5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82t32*D2*C2*C2*C2*82*A4*52pF2*C2pF2*C2pF2*C2r52*D2r52*D2r52*D2r52*D4*D
        4*D4*D4*D4*D4*D4*D2r52*D2r52*D2r52*D2r52*DCaG4aG4aGE*Fa1*94*94*96*92r52*D2r52*D2r52*D2r52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUr58*FGpFSr56r56r5Ir56*C4*92*94*D2*64*92*92*94*92*92*D2*9
        2*92*D2t62*A2*D2*62*92*C2*92*92t64*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6r5K*DEr5
        6r5!Dt3a8t3
        2cBw2d34d3Ep1G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54b12b14t16b1Ca22V2V2V4V2a26a22a26V4V4n1Ia24d3i2V
        Kd32d3Kd3c1a22a22a22a22a22a28a2Cf1Ct12a22a2GV2V2V2V2VAV4V2V2V2V2V2d32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26n14n1
        4n14n12*54*54*5Sb14t14t1cAn12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52t16a2
        4a22a22*52a22a24a2EVIV6V6VMn12V2V2a24V2n1Ca2i&4a2s%8*62q46*62q4Af1m8a26Vi1a2o5a2y7d3a8d3
        2eDm2*5Az72*52fA2*52*DA*BC*52*52*D2*58*94r58r56*KAr54r5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A
        2*62*A2*78z7i2*DEr54*M2z72z78*58*C4*D8*8A*92*92*92*92*92*92*92r5Mr52r52r52r52r54r5G*C2*C2*C2*62*62*C2*C
        2*D2*D2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82z72*D2*C2*C2*C2*82*A4*52*92*C2*92*C2*92*C2r52*D2r52*D2r52*D2r5
        2*D4*D4*D4*D4*D4*D4*D4*D2r52*D2r52*D2r52*D2r52*DCaG4aG4aGE*Ka1*94*94*96*92r52*D2r52*D2r52*D2r52*D4*94*9
        4*94*C4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUr58*KG*9Sr56r56r5Ir56*C4*92*94*D2*64*92*92*94*92*9
        2*D2*92*92*D2t62*A2*D2*62*92*C2*92*92t64*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*5g1*M2*8o6r5
        K*DEr56r5!Dz7a8z7m3*5y1*52*5
        2cBw2d34d3Ep1G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54b12b14t16b1Ca22V2V2V4V2a26a22a26V4V4n1Ia24d3i2V
        Kd32d3Kd3c1a22a22a22a22a22a28a2Cf1Ct12a22a2GV2V2V2V2VAV4V2V2V2V2V2d32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26n14n1
        4n14n12*54*54*5Sb14t14t1cAn12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52t16a2
        4a22a22*52a22a24a2EVIV6V6VMn12V2V2a24V2n1Ca2i&4a2s%8*62q46*62q4Af1m8a26Vi1a2o5a2y7d3a8d3
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2Ey2*54*52*9a3*8w#F*D8*DG*5
        2e1i5*8A*9i8*9k8*84*C4*8a1*94*9eA*8qU*8I*8o1*82*9E*8$&D*62q26*62q2
        2mBi2P4*8Al52*G2l52*G2d4A*5C*82*82*C2*A8*B4z68z66*AAz64z64PIa1A#94#92#92#94#9C*52*52#92*52#92*52*5Ml5
        i2#9Ez64*92l52l58*AC*5G*32*B2*B2*B2*B2*B2*B2*B2z6Mz62z62z62z62z64z6G#92#92#92#92#92#92#92#92#92#92#92#9
        A#92*52#92#92#92#92#92l52#9G*B2#92*B2#92*B2#92z62#92z62#92z62#92z62#94#94#94#94#94#94#94#92z62#92z62#9
        2z62#92z62#9c1*Aa1*54*54*56*52z62#92z62#92z62#92z62#94*54*54*52P2*52P2*52P2*52P2*5oBP2*5wUz62P6*AG*BSz6
        6z66z6Iz66#94*52*54#96*52*52*54*52*52#92*52*52#96#94*52#92*52*56*54*52*52#92#94*52#92*5A*54*52*54*5w#D*I
        8*IG*Gg1*9q6z6K#9Ez66z6!Dl5a8l5m3*Ay1*A2*A
        2i5m2*5C*C4*Cg1*BI*9K*8C*5It22t22t24t2Gt24t2c3t2I*5k1*B2*B2*B2*B2*B2*B2*Bc2t22t22t22t22t2At24t22t22t22t2
        2t24t2G*B4*B4*B6t24t24t24t24t24t24t24t24t24t24t24t24t24t24t2c1*9s1t24t24t24t2U*84*84*8g1*54*54*5!9*8qU*8
        C*96*8A*Be1*8G*8Mt2It26t26t2Ot22t26t2k$Dq72*D6q72*DG*Cg1*5e7t2
        2$Cm2*AAl82*92l82*9C*BC*A2*A2*H2*G8*C4f78f76*5Af74f76a8QpG4zH2zH2zH4zH4V8*62*62zH2*62zH2*62*B4*6Il8i2zH
        Ef74*F2*82l82p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2f7Mf72f72f72f72f72*72f7GpG2pG2pG2pG2pG2pG2pG2zH2zH2zH
        2zH2zH2V2*52V4zH2*62zH2zH2zH2zH2zH2l82zH2*62*62*62*68*C2pG2*C2pG2*C2pG2f72zH2f72zH2f72zH2f72zH4zH4zH4zH
        4zH4zH4zH4zH2f72zH2f72zH2f72zH2f72zHOV4V4V2*5a1*64*64*66*62f72*92f72zH2f72zH2f72zH4*64*64*64*B4*B4*B4*B
        2a84a84a86*64*64*64*64*64*6mA*B2a8qUa84f78*56a8A*CSf76f72a84f7Ca86f76pG4*62*64zH6*62*62*64*62*62zH2*62*6
        2zH6zH4*62pG2*62*64V2*64*62*B2zH2zH4*62zH2*B2V8*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6f7KzHEf76f7!Dl8a8l8O*5u2*G
        y1*G2*G
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4z24j32j32j34j3Gj34j3c3j3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56z22z22z2
        2z22z22z22z22j32j32j32j32j36a72a72j34j32j32j32j32j34j3G*B2z22*B2z22*B2z24j34j34j34j34j34j34j34j34j34j3
        4j34j34j34j34j38a74a74a84a7E*As1j34j34j34j3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5Cz28z72j3Cz76j36j3
        6j36z2Ij32j36j36a74z7a$Dy52*D6y52*DG*Cg1*6e7j3!P*6y1*62*6
        2$Cm2*AAl82*92l82*9C*BC*A2*A2*H2*G8*C4f78f76*5Af74f76a8QpG4zH2zH2zH4zH4V8*62*62zH2*62zH2*62*B4*6Il8i2zH
        Ef74*F2*82l82p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2f7Mf72f72f72f72f72*72f7GpG2pG2pG2pG2pG2pG2pG2zH2zH2zH
        2zH2zH2V2*52V4zH2*62zH2zH2zH2zH2zH2l82zH2*62*62*62*68*C2pG2*C2pG2*C2pG2f72zH2f72zH2f72zH2f72zH4zH4zH4zH
        4zH4zH4zH4zH2f72zH2f72zH2f72zH2f72zHOV4V4V2*5a1*64*64*66*62f72*92f72zH2f72zH2f72zH4*64*64*64*B4*B4*B4*B
        2a84a84a86*64*64*64*64*64*6mA*B2a8qUa84f78*56a8A*CSf76f72a84f7Ca86f76pG4*62*64zH6*62*62*64*62*62zH2*62*6
        2zH6zH4*62pG2*62*64V2*64*62*B2zH2zH4*62zH2*B2V8*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6f7KzHEf76f7!Dl8a8l8O*5u2*G
        y1*G2*G
        2c3w2f44f4U*AE*58*5G*54*5!2f4w2*54*52f42f4K*5a1*5M*52*52*52*52*54*5o1aFGf4U*54*54*54*5a1*54*54*54*5EaF
        4aF4aF&1*54*54*54*5el1*5u1*56*56*5I*5u2aFe&D*5q6*5c1*56*5!Df4a8f4
        2o3i5*5Ux22x22x24x2Gx24x2c3x2k4x22x22x22x22x2Ax24x22x22x22x22x24x2Ux24x24x24x24x24x24x24x24x24x24x24x2
        4x24x24x2u2x24x24x24x2U*54*54*5iB*5qU*5I*5o1*5G*5Mx2Ix26x26x2Ox22x26x2ofEx2
        2c3w2f44f4U*AE*58*5G*54*5!2f4w2*54*52f42f4K*5a1*5M*52*52*52*52*54*5o1aFGf4U*54*54*54*5a1*54*54*54*5EaF
        4aF4aF&1*54*54*54*5el1*5u1*56*56*5I*5u2aFe&D*5q6*5c1*56*5!Df4a8f4
        2o3i5*5Ux22x22x24x2Gx24x2c3x2k4x22x22x22x22x2Ax24x22x22x22x22x24x2Ux24x24x24x24x24x24x24x24x24x24x24x2
        4x24x24x2u2x24x24x24x2U*54*54*5iB*5qU*5I*5o1*5G*5Mx2Ix26x26x2Ox22x26x2ofEx2
        2c3w2f44f4U*AE*58*5G*54*5!2f4w2*54*52f42f4K*5a1*5M*52*52*52*52*54*5o1aFGf4U*54*54*54*5a1*54*54*54*5EaF
        4aF4aF&1*54*54*54*5el1*5u1*56*56*5I*5u2aFe&D*5q6*5c1*56*5!Df4a8f4
        2o3i5*5Ux22x22x24x2Gx24x2c3x2k4x22x22x22x22x2Ax24x22x22x22x22x24x2Ux24x24x24x24x24x24x24x24x24x24x24x2
        4x24x24x2u2x24x24x24x2U*54*54*5iB*5qU*5I*5o1*5G*5Mx2Ix26x26x2Ox22x26x2ofEx2
        i1Is6a6g8a62a62a6c4a64a64a6qr1a6Ma6
        m8c1c4*1&7*12*12*12*12*12*12*1s2a8c1*14*14*1k2a84a84a8go1*1o4a8
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2!Cm2*5Az72*52fA2*52*DA*BC*52*52*DApF4r58r56*FAr54r5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*6
        2*A2*78z7i2*DEr54*M2z72z7G*C4*D8*8ApF2pF2pF2pF2pF2pF2pF2r5Mr52r52r52r52r54r5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82z72*D2*C2*C2*C2*82*A4*52pF2*C2pF2*C2pF2*C2r52*D2r52*D2r52*D2r52*D4*D
        4*D4*D4*D4*D4*D4*D2r52*D2r52*D2r52*D2r52*DCaG4aG4aGE*Fa1*94*94*96*92r52*D2r52*D2r52*D2r52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUr58*FGpFSr56r56r5Ir56*C4*92*94*D2*64*92*92*94*92*92*D2*9
        2*92*D2t62*A2*D2*62*92*C2*92*92t64*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6r5K*DEr5
        6r5!Dz7a8z7
        2cBw2d34d3Ep1G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54b12b14t16b1Ca22V2V2V4V2a26a22a26V4V4n1Ia24d3i2V
        Kd32d3Kd3c1a22a22a22a22a22a28a2Cf1Ct12a22a2GV2V2V2V2VAV4V2V2V2V2V2d32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26n14n1
        4n14n12*54*54*5Sb14t14t1cAn12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52t16a2
        4a22a22*52a22a24a2EVIV6V6VMn12V2V2a24V2n1Ca2i&4a2s%8*62q46*62q4Af1m8a26Vi1a2o5a2y7d3a8d3
        kUA&EaDu3aD4aD4aDus1aD
        2A&EaDu3aD4aD4aDus1aD
        2q3s2f2G*5a1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5
        $5*64*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2!Cm2*5Az72*52fA2*52*DA*BC*52*52*DApF4r58r56*FAr54r5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*6
        2*A2*78z7i2*DEr54*M2z72z7G*C4*D8*8ApF2pF2pF2pF2pF2pF2pF2r5Mr52r52r52r52r54r5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82z72*D2*C2*C2*C2*82*A4*52pF2*C2pF2*C2pF2*C2r52*D2r52*D2r52*D2r52*D4*D
        4*D4*D4*D4*D4*D4*D2r52*D2r52*D2r52*D2r52*DCaG4aG4aGE*Fa1*94*94*96*92r52*D2r52*D2r52*D2r52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUr58*FGpFSr56r56r5Ir56*C4*92*94*D2*64*92*92*94*92*92*D2*9
        2*92*D2t62*A2*D2*62*92*C2*92*92t64*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6r5K*DEr5
        6r5!Dz7a8z7
        26y2*74*7q*F*7
        2c1c4*1&7*12*12*12*12*12*12*1s2a8c1*14*14*1k2a84a84a8go1*1o4a8
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        4Ey2*54*52*9a3*8w#F*D8*DG*5
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2y8i2LElB4lBU*B2*5Cz68z6Gz64z64La1*62*62*64*64a6C*64*68*52*62*A4*6AlBi2*6Ez64*82*82lB2t26*58*54*7a1z6Mz6
        2z62z62z62z64z6U*62*62*62*62*62a62a62a62aF2*64*62*62*62*62*62lB2*62*52*52*52*52*64*6Ez62*62z62*62z62*6
        2z62*64*64*64*64*64*64*64*62z62*62z62*62z62*62z62*6CaF4aF4aF4a64a64a6s1z62*62z62*62z62*62z62*6EL4L4L4L
        I*54*54*54*54*54*54*A4*6cALyUz62Ls1z66z66z6Iz6G*6I*66*64*62*6Ea6A*62*66*64a62aFE*6w%D*8q6z6K*6Ez66z6!DlB
        a8lBO*5u2*5y1*52*5
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        6oAe2*D4*16*D6*FE*5M*42*84*A8*58*5G*54*54*12pF4tE2*B4*C6tE4*FA*22*22*22f12*24KC*24*24p12*54*B2*B4*Bs2*2
        E*52*C2*56pC4*F2*8Ax12*56*C2*5O*5M*52*52*52*52*54*5A*CK*22*22*22*22*22K2K2K2a82*24*22*22*22*22*24*2A*B
        4*BE*52*22*52*22*52*22*52*24*24*24*24*24*24*24*22*52*22*52*22*52*22*52*2Ca84a84a84K4K4Ks1*52*22*52*22*5
        2*22*52*2E*12p12*12p12*12p12*12p12pF2*52pF2*52*92*5Q*B2*B2*C2*B2*CaA*12p12pF2*5oUpF4*52*1CpFg1*56*52pF
        2*C2*5CpF6*5G*2I*26*24*B2*2EK8p12*22*26*22p12K2a8E*Bu#D*M2*H6*M2*Hy1*52*5o6*5K*2E*56*5gP*8y1*82*8
        2C&Ea6u3a64a64a6!p1*9!2a6
        2A&Ea6u3a64a64a6us1a6
        2!Cm2*5Az72*52fA2*52*DA*BC*52*52*DApF4r58r56*FAr54r5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*6
        2*A2*78z7i2*DEr54*M2z72z7G*C4*D8*8ApF2pF2pF2pF2pF2pF2pF2r5Mr52r52r52r52r54r5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82z72*D2*C2*C2*C2*82*A4*52pF2*C2pF2*C2pF2*C2r52*D2r52*D2r52*D2r52*D4*D
        4*D4*D4*D4*D4*D4*D2r52*D2r52*D2r52*D2r52*DCaG4aG4aGE*Fa1*94*94*96*92r52*D2r52*D2r52*D2r52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUr58*FGpFSr56r56r5Ir56*C4*92*94*D2*64*92*92*94*92*92*D2*9
        2*92*D2t62*A2*D2*62*92*C2*92*92t64*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6r5K*DEr5
        6r5!Dz7a8z7
        24&5aBk#1a6
        2A&EaDu3aD4aD4aDus1aD
        2s6w2tE4tEE*6G*82*8Ct48t4Gt44t4e1*42*42*44*4G*44*4Q*5i2*4Et44*82*82tE2h16*8CtEa1t4Mt42t42t42t42t42*72t4
        U*42*42*42*42*4A*44*42*42*42*42*42tE2*4St42*42t42*42t42*42t42*44*44*44*44*44*44*44*42t42*42t42*42t42*4
        2t42*4s2t42*42t42*42t42*42t42*4cl1t4u1t46t46*86*56*66t4G*44*5E*46*42*A4*46*96*7C*42*46*4k&D*8q6t4K*4Et4
        4*52t4!DtEa8tEm3*8y1*82*8
        4Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2y8i2LElB4lBU*B2*5Cz68z6Gz64z64La1*62*62*64*64a6C*64*68*52*62*A4*6AlBi2*6Ez64*82*82lB2t26*58*54*7a1z6Mz6
        2z62z62z62z64z6U*62*62*62*62*62a62a62a62aF2*64*62*62*62*62*62lB2*62*52*52*52*52*64*6Ez62*62z62*62z62*6
        2z62*64*64*64*64*64*64*64*62z62*62z62*62z62*62z62*6CaF4aF4aF4a64a64a6s1z62*62z62*62z62*62z62*6EL4L4L4L
        I*54*54*54*54*54*54*A4*6cALyUz62Ls1z66z66z6Iz6G*6I*66*64*62*6Ea6A*62*66*64a62aFE*6w%D*8q6z6K*6Ez66z6!DlB
        a8lBO*5u2*5y1*52*5
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2s5m2*5Az42*62z42*5g1fEI*Go1v14l12l12l14l1Gl14l1Qz4i2l1Kz42z4Kz4IfE2fE2fE2fE2fE2fE2fEu1v12v12v12v12v12v1
        2v12l12l12l12l12l1Al14l12l12l12l12l12z42l1GfE2v12fE2v12fE2v14l14l14l14l14l14l14l14l14l14l14l14l14l14l1
        4l1c1*Gs1l14l14l14l1kl1*GGfEa2v1Al1Il16l16l16v1Il12l16l1m$D*O8*OG*Gk8l1oEz4a8z4
        2y1c4t1o1f2E*6o1Q6Qo4t12t12t12t12t12t12t1s2a6SQ4Q2t14t14t1k2a64a64a6u4Qsj1t1Cf2Uf2$1Qi1a6EQ
        2!Cm2*5Az72*52fA2*52*DA*BC*52*52*DApF4r58r56*FAr54r5S*94*C4*D2*D2*D4*DC*92*92*D2*92*D2*92*C4*C2*A2*A2*6
        2*A2*78z7i2*DEr54*M2z72z7G*C4*D8*8ApF2pF2pF2pF2pF2pF2pF2r5Mr52r52r52r52r54r5G*C2*C2*C2*62*62*C2*C2*D2*D
        2*D2*D2*88aG2*D2*92*D2*D2*D2*82*82z72*D2*C2*C2*C2*82*A4*52pF2*C2pF2*C2pF2*C2r52*D2r52*D2r52*D2r52*D4*D
        4*D4*D4*D4*D4*D4*D2r52*D2r52*D2r52*D2r52*DCaG4aG4aGE*Fa1*94*94*96*92r52*D2r52*D2r52*D2r52*D4*94*94*94*C
        4*C4*C4*CG*64*C4*C4*C4*C4*C4*A4*A6*74*74*7w9*CwUr58*FGpFSr56r56r5Ir56*C4*92*94*D2*64*92*92*94*92*92*D2*9
        2*92*D2t62*A2*D2*62*92*C2*92*92t64*94*92*C2*D2*D4*92*D2*C4aG6*94*92*92*A2*9w#D*K8*KG*Eg1*M2*8o6r5K*DEr5
        6r5!Dz7a8z7
        2$Cm2*AAl82*92l82*9C*BC*A2*A2*H2*G8*C4f78f76*5Af74f76a8QpG4zH2zH2zH4zH4V8*62*62zH2*62zH2*62*B4*6Il8i2zH
        Ef74*F2*82l82p16*G8*64*88*AA*C2*C2*C2*C2*C2*C2*C2f7Mf72f72f72f72f72*72f7GpG2pG2pG2pG2pG2pG2pG2zH2zH2zH
        2zH2zH2V2*52V4zH2*62zH2zH2zH2zH2zH2l82zH2*62*62*62*68*C2pG2*C2pG2*C2pG2f72zH2f72zH2f72zH2f72zH4zH4zH4zH
        4zH4zH4zH4zH2f72zH2f72zH2f72zH2f72zHOV4V4V2*5a1*64*64*66*62f72*92f72zH2f72zH2f72zH4*64*64*64*B4*B4*B4*B
        2a84a84a86*64*64*64*64*64*6mA*B2a8qUa84f78*56a8A*CSf76f72a84f7Ca86f76pG4*62*64zH6*62*62*64*62*62zH2*62*6
        2zH6zH4*62pG2*62*64V2*64*62*B2zH2zH4*62zH2*B2V8*64*62*64*6w#D*I8*IG*Gg1*F2*Ao6f7KzHEf76f7!Dl8a8l8O*5u2*G
        y1*G2*G
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6C*8Or52f74t4A*5$&D*54*84*54*8G*7
        2a6w2lA4lAU*92*8Ct48t4Gt44t4e1*42*42*44*4G*44*4QlAi2*4Et44*62lA2lA2h16*8C*7a1t4Mt42t42t42t42t44t4U*42*4
        2*42*42*4A*44*42*42*42*42*42lA2*4St42*42t42*42t42*42t42*44*44*44*44*44*44*44*42t42*42t42*42t42*42t42*4
        s2t42*42t42*42t42*42t42*4cl1t4u1t46t46t4It4G*4I*46*46*4O*42*46*4k&D*6q6t4K*4Et46t4!DlAa8lAm3*8y1*82*8
        24&5aBk#1a6
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        24&5aBk#1a6
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2w2y2*74*72*6e1z6g1r54z62f32t42f76z66*6&4Ve1z62z62z62z62z62z62z6o1f7g2z64z64z6$5r54r54r5Sf34f74f7eAr5
        qUr5Ir5Az6Ct4Or52f74t4Ar5$&D*54*64*54*6G*7
        2Cy2*74*7c3*6w#F*58*5G*7
        2Q&5a6&6u52aEa2aDs3u52aD2u52aD2u52aD4a6qn1u5a5aD
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        22ue2*5
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2q5w2*22*F2*22*Fm2t6M*84*34*32*32*34*3G*34*3Q*2i2*3I*62*52*2K*2s2*32*32*32*32*32*32*32*32*32*32*32*3A*3
        4*32*32*32*32*32*22*3I*34*34*34*34*34*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3Ut64t64t6iBt6
        qUt6It6o1t6Gt6C*38z72*3Cz76*36*36*36*3I*32*36*3Az7c$D*K8*KG*Fg1*6e7*3oE*2a8*2
        22&5a8
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2k5w2*34*3a1*5o1*6Q94v32v32v34v3Gv34v3Q*3i2v3I*52*32*38*5C*3s292929292929292v32v32v32v32v3Av34v32v32v3
        2v32v32*32v3I949494v34v34v34v34v34v34v34v34v34v34v34v34v34v34v3u2v34v34v34v3U*64*64*6iB*6qU*6I*6o1*6G*6
        C9Av3Iv36v36v3696*5Cv32v36v3k&D*5e7v3oE*3a8*3m3*5y1*52*5
        24ubG*68*6
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2w4w2z44z4E*7G*Eq1*9U*32*32*34*3G*34*3Aa16a1Az4i2*3I*82*B2z4Kz4a3*32*32*32*32*3A*34*32*32*32*32*32z42*3
        Aa14a1G*34*34*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*94*94*9c1a1gA*9qU*9I*9o1*9G*9M*3I*36*3
        4a12*3O*32*36*3Ka1w%D*8e7*3oEz4a8z4
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2m1i5*C6l34*A&1Jm3V&2*Ak8*C4*C4*CSl34*A4*AeA*CqU*CI*Co1*C2*AE*COJOt16JAt1
        2q5w2*22dE2*22dEm2t6M*84*34*32*32*34*3G*34*3Q*2i2*3I*62*52*2K*2s2*32*32*32*32*32*32*32*32*32*32*32*3A*3
        4*32*32*32*32*32*22*3I*34*34*34*34*34*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3Ut64t64t6iBt6
        qUt6It6o1t6Gt6C*38z72*3Cz76*36*36*36*3I*32*36*3Az7c$D*C8*CGdEg1*6e7*3oE*2a8*2
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4z24j32j32j34j3Gj34j3c3j3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56z22z22z2
        2z22z22z22z22j32j32j32j32j36a72a72j34j32j32j32j32j34j3G*B2z22*B2z22*B2z24j34j34j34j34j34j34j34j34j34j3
        4j34j34j34j34j38a74a74a84a7E*As1j34j34j34j3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5Cz28z72j3Cz76j36j3
        6j36z2Ij32j36j36a74z7a$Dy52*D6y52*DG*Cg1*6e7j3!P*6y1*62*6
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2i5w2*34*3a1*5o1*6Q94v32v32v34v3Gv34v3Q*3i2v3I*52*32*38*5C*3s292929292929292v32v32v32v32v3Av34v32v32v3
        2v32v32*32v3I949494v34v34v34v34v34v34v34v34v34v34v34v34v34v34v3u2v34v34v34v3U*64*64*6iB*6qU*6I*6o1*6G*6
        C9Av3Iv36v36v369Iv32v36v3k&D*5e7v3oE*3a8*3m3*5y1*52*5
        2cBw2d34d3Ep1G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54b12b14t16b1Ca22V2V2V4V2a26a22a26V4V4n1Ia24d3i2V
        Kd32d3Kd3c1a22a22a22a22a22a28a2Cf1Ct12a22a2GV2V2V2V2VAV4V2V2V2V2V2d32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26n14n1
        4n14n12*54*54*5Sb14t14t1cAn12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52t16a2
        4a22a22*52a22a24a2EVIV6V6VMn12V2V2a24V2n1Ca2i&4a2s%8*62q46*62q4Af1m8a26Vi1a2o5a2y7d3a8d3
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2cBw2d34d3Ep1G*4Ca24a22a22a24a22a24a22a22a22a24a24a24*54b12b14t16b1Ca22V2V2V4V2a26a22a26V4V4n1Ia24d3i2V
        Kd32d3Kd3c1a22a22a22a22a22a28a2Cf1Ct12a22a2GV2V2V2V2VAV4V2V2V2V2V2d32VCa2IV4V4V4V2a22V4V2a22V2a22V2a22V
        2a22V2a22V4V4V4V4V2a22a22a22a2Ea24a2Ca22a24a22a22a22a22a22a24a22a22a22a24a24a26a26V4V4V4V2a24a24a26n14n1
        4n14n12*54*54*5Sb14t14t1cAn12*5mUa22a22*52a26a28a22*52a22a24a24a22a22a24a26a22a22a24a22a24a22a24*52t16a2
        4a22a22*52a22a24a2EVIV6V6VMn12V2V2a24V2n1Ca2i&4a2s%8*62q46*62q4Af1m8a26Vi1a2o5a2y7d3a8d3
        2q2s2*4w2pI4pI4*42*T6pI2*4s1*52*42l32*58*4!2*8a1*8g2*Ta2*54*5g6pI4pI4pIU*42*T2*52*TeApIqUpIIpIM*4OpI2*T
        4*4ApIOl3O*92*54l3A*9i1*5u#DpC8pC
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2q2s2*4w2pI4pI4*42*T6pI2*4s1*52*42l32*58*4!2*8a1*8g2*Ta2*54*5g6pI4pI4pIU*42*T2*52*TeApIqUpIIpIM*4OpI2*T
        4*4ApIOl3O*92*54l3A*9i1*5u#DpC8pC
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2o3s2f2q1*5g1*64jA2*82*42vI6jA2f2s1j32t22v32j38f2!2*58*1O*5C*52*52*52*52*52*52*5o1vIa2j34j32*54*54*5$5*6
        4*64*6S*82t22vI2j32vIeA*6qU*6I*6A*5C*4O*62vI4*4A*6Ov3Of52j34v3Af5i1j3u#D*A8*A
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2c2i5*84*82*84*H6*8u1z22F2#12z2k3*2&2*Ha2z24z2g6*84*84*8S*82F2*H2z22*HeA*8qU*8I*8o1*82*HE*8O#1Oz22z24#1
        Az2i1z2
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2q5w2*22*F2*22*Fm2t6M*84*34*32*32*34*3G*34*3Q*2i2*3I*62*52*2K*2s2*32*32*32*32*32*32*32*32*32*32*32*3A*3
        4*32*32*32*32*32*22*3I*34*34*34*34*34*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3Ut64t64t6iBt6
        qUt6It6o1t6Gt6C*38z72*3Cz76*36*36*36*3I*32*36*3Az7c$D*K8*KG*Fg1*6e7*3oE*2a8*2
        2m1i5*C6l34*A&1Jm3V&2*Ak8*C4*C4*CSl34*A4*AeA*CqU*CI*Co1*C2*AE*COJOt16JAt1
        2o1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2a8c3a8CaGMa74a72a72a74a72a74a72a72a72a74a74a74aG4aF8aG4aFCa78a74a72aG2*92a72a7Ga9Ga7y4a72a72a72a72a72a7
        8a7Qa72a7Qa62aG2a62a7Ua7a1a78a74a74a74a74a7Ka72a72a72a74a74a74a62a72aG2a72aG4aG4a62a72a74a72a72a72a72a7
        2a74a72a72a72a74a74a76a7Ka74a74a7KaG2a92aG2a92aG2a9e1aG4aG4aG!9aG2a9kUa72a72aG2a76a78a72aG2a72a74a74a7
        2a72a74a76aD2a72a74a72a74a72a74aG8a74a72a72aG2a72a74a7!1aGEa78aG2a72*96a7i&4a7sg9a7o1a7o5aD
        2i1s2a6!2a62a6Aa62a64a7$1a6q2a6u4a7q3a74a64a74a72a62a7Ca7&3a6$1a6km1a7efEa6
        2q2s2*4w2pI4pI4*42*T6pI2*4s1*52*42l32*58*4!2*8a1*8g2*Ta2*54*5g6pI4pI4pIU*42*T2*52*TeApIqUpIIpIM*4OpI2*T
        4*4ApIOl3O*92*54l3A*9i1*5u#DpC8pC
        2q2s2*4w2pI4pI4*42*T6pI2*4s1*52*42l32*58*4!2*8a1*8g2*Ta2*54*5g6pI4pI4pIU*42*T2*52*TeApIqUpIIpIM*4OpI2*T
        4*4ApIOl3O*92*54l3A*9i1*5u#DpC8pC
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2w4w2z44z4E*7G*Eq1*9U*32*32*34*3G*34*3Aa16a1Az4i2*3I*82*B2z4Kz4a3*32*32*32*32*3A*34*32*32*32*32*32z42*3
        Aa14a1G*34*34*34*34*34*34*34*34*34*34*34*34*34*34*3u2*34*34*34*3U*94*94*9c1a1gA*9qU*9I*9o1*9G*9M*3I*36*3
        4a12*3O*32*36*3Ka1w%D*8e7*3oEz4a8z4
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        2i7y2*54*52*9Q*52*68*BI*AK*5A*5C*D4z24j32j32j34j3Gj34j3c3j3I*62*6A*6U*B2*B2*B2*B2*B2*B2*Bo1*56z22z22z2
        2z22z22z22z22j32j32j32j32j36a72a72j34j32j32j32j32j34j3G*B2z22*B2z22*B2z24j34j34j34j34j34j34j34j34j34j3
        4j34j34j34j34j38a74a74a84a7E*As1j34j34j34j3U*54*A4*5a1*54*5eA*5qU*5C*A6*5A*Be1*52*5E*5Cz28z72j3Cz76j36j3
        6j36z2Ij32j36j36a74z7a$Dy52*D6y52*DG*Cg1*6e7j3!P*6y1*62*6
        2&1c3*6g2*74*82*84*F6*8u1p36p3k3p1&2*Fa2p34p3g6*74*74*7S*84*F2p32*FeA*7qU*7I*7o1*72*FE*7q1p52p3Ep5i1p3
        u#D*78*7
        a&4A&Ea6u3a64a64a6us1a6
        s%8$1m2*ACzH4zH2*GA*AQ*GI*Pk7*A2*G2*G2*G2*G2*G2*G2*Gu3*G4*G4*Ga3*Pin1*P2*AE*G8*8E*As1*9E*E$1*Ec$D*L8*L
        GzH
        2gBg2*L6*BAt62nL2t62nL2*O2*78*G4*74*64*92*92*G2*96*92*NI*Lk1*64*94*A2*A2*A4*ACx32x32*A2x32*A2x32pC2a32*6
        2q36q3A*7i2*AI*E2t62t68*98*72*12t6G*B2*N2*N2*N2*N2*N2*N2*Nu1*92*92*92*92*92*92*92*A2*A2*A2*A2*AA*A2x32*A
        2*A2*A2*A2*A2t62*A2*62*62*62*62q34q32*N2*92*N2*92*N2*94*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*Ac1*L
        a1x34x34x36x34*A4*A4*A4*A4x34x34x34pC4pC4pC4pC4a34a34a34*64*64*64*64*64*68q3eApC4a3!U*L2*8E*N8*6E*8k1*9
        2*72x32x32*92*A6x32x32x32*A2x32x32*A2x32x32*A4q32*A4x32*92x32x36x34x32*52*A2*A4x32*A2pC8*A2x34x32x32q3
        2x3w#D*a18*a1GnLg1*Ee7*AoEt6a8t6m3*9y1*92*9
        2i2c3*Bg2*G4*F2*A4*I6*Fu1*86*8i6*Ia2*84*8g6*G4*G4*GS*A4*I2*82*IeA*GqU*GI*GIa9S*G2*I8*A6*8KaBS*82*88*56*6
        i1*8u#D*L2*G6*L2*G
        4$1m2*ACzH4zH2*GA*AQ*GI*Pk7*A2*G2*G2*G2*G2*G2*G2*Gu3*G4*G4*Ga3*Pin1*P2*AE*G8*8E*As1*9E*E$1*Ec$D*L8*LGzH
        2gBg2*L6*BAt62nL2t62nL2*O2*78*G4*74*64*92*92*G2*96*92*NI*Lk1*64*94*A2*A2*A4*ACx32x32*A2x32*A2x32pC2a32*6
        2q36q3A*7i2*AI*E2t62t68*98*72*12t6G*B2*N2*N2*N2*N2*N2*N2*Nu1*92*92*92*92*92*92*92*A2*A2*A2*A2*AA*A2x32*A
        2*A2*A2*A2*A2t62*A2*62*62*62*62q34q32*N2*92*N2*92*N2*94*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*A4*Ac1*L
        a1x34x34x36x34*A4*A4*A4*A4x34x34x34pC4pC4pC4pC4a34a34a34*64*64*64*64*64*68q3eApC4a3!U*L2*8E*N8*6E*8k1*9
        2*72x32x32*92*A6x32x32x32*A2x32x32*A2x32x32*A4q32*A4x32*92x32x36x34x32*52*A2*A4x32*A2pC8*A2x34x32x32q3
        2x3w#D*a18*a1GnLg1*Ee7*AoEt6a8t6m3*9y1*92*9
        2i2c3*Bg2*G4*F2*A4*I6*Fu1*86*8i6*Ia2*84*8g6*G4*G4*GS*A4*I2*82*IeA*GqU*GI*GIa9S*G2*I8*A6*8KaBS*82*88*56*6
        i1*8u#D*L2*G6*L2*G
        Gg2a2*32t12vGAvGI*42xF4h44p12*42*32z42*1CrHk1*5A*9E*Nm5*8o2*9k8*54*54*5a1*94*9eA*5qU*5I*5o1*52*9E*5E*4
        c1dEGdE&$D*E4*N4*E
        g1u1c4*5g1*8A*Ao6*52*52*52*52*52*52*5o1*Ag2*54*54*5$5*84*84*8a1*A4*AeA*8qU*8I*8A*5e1*82*AE*B
        2u3c3*62*82*78*82*5I*5g1*M4*A2*92*62*F2*54*Au1*52*52*52*5o4*52*52*52*52*52*52*5o1*Fa2*54*52*54*54*5$5*M
        4*M4*MS*92*52*F2*52*F2*54*54*5!9*MqU*ME*54*MA*5C*8A*5E*M2*F4*6A*BO*5Q*54*5s1*5u#D*E8*E
        o6y1c4t1o1f2E*6o1Q6Qo4t12t12t12t12t12t12t1s2a6SQ4Q2t14t14t1k2a64a64a6u4Qsj1t1Cf2Uf2$1Qi1a6EQ
        Eo1i5*C4*72*54*C6*7e5p1&2*Ck8*C4*C4*CS*54*C4*CeA*CqU*CI*Co1*C2*CE*C$&D*84*84*84*8
        Kc3c4*3g1l54*34f22z46*3Qa62a6m5*32*32*32*32*32*32*3o1z4Ua62a62a62a6c1*34*34*3g2a64a64a64a64a64a64a64a6
        !2l54l54l5a1z44z4eAl5qUl5Il5A*3Cf2Ol52z44f2Al5c2a6Ma62a62a6
        6y1c4t1o1f2E*6o1Q6Qo4t12t12t12t12t12t12t1s2a6SQ4Q2t14t14t1k2a64a64a6u4Qsj1t1Cf2Uf2$1Qi1a6EQ
        GAy2*B4*B2*6a3*8o$F*B
        4A&Ea6u3a64a64a6us1a6
        cDc2e3l42f18z4!1z74l52l52z92l86l5y1*3$3z1o2l8k8t34t34z7Sl54l84l8eAz7qUz7Iz7MtE2l5Mz72l84z9Af7O*3O*26*3
        A*2$$Dt68t6
        e8c2e3l42f18z4!1z74l52l52z92l86l5y1*3$3z1o2l8k8t34t34z7Sl54l84l8eAz7qUz7Iz7MtE2l5Mz72l84z9Af7O*3O*26*3
        A*2$$Dt68t6
        OAs5*5i8*5s9*54*5wk1*5
        u2m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        y1m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        2m2c4*8k1*B2*A2*82*G6*Bu1*64*52*6o4*82*82*82*82*82*82*8o1*Ga2*64*62*84*84*8a7*A4*G2*62*Gqj1*8C*8Q*G4*8
        A*7O*5Q*64*5s1*6u#D*98*9y9*6
        """
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

/// Decodes the tables of `InterMetrics` from the text in its string literals (the file's header gives the encoding).
///
/// The tables are text rather than array literals because the compiler is slow on tens of thousands of literal
/// elements; each `static let` that calls these decodes its table once, on first use.
enum InterMetricsData {
    /// An advance table of `rows` rows, five numbers a row: scalar step, advance, tabular advance, substituted (0 or 1), tabular shift.
    static func advances(_ text: String, rows: Int) -> [InterMetrics.AdvanceEntry] {
        var reader = Reader(text)
        var table: [InterMetrics.AdvanceEntry] = []
        table.reserveCapacity(rows)
        var scalar = 0
        for _ in 0..<rows {
            scalar += reader.next()
            let advance = reader.next()
            let tabularAdvance = reader.next()
            let substituted = reader.next()
            let shift = reader.next()
            table.append(InterMetrics.AdvanceEntry(
                UInt32(scalar), UInt16(advance), UInt16(tabularAdvance), substituted != 0, Int16(shift)))
        }
        reader.finish()
        return table
    }

    /// A kerning table of `pairs` pairs: per left scalar, its step and pair count, then right step and value per pair.
    static func kerning(_ text: String, pairs: Int) -> (keys: [UInt32], values: [Int16]) {
        var reader = Reader(text)
        var keys: [UInt32] = []
        var values: [Int16] = []
        keys.reserveCapacity(pairs)
        values.reserveCapacity(pairs)
        var left = 0
        while !reader.isAtEnd {
            left += reader.next()
            let count = reader.next()
            var right = 0
            for _ in 0..<count {
                right += reader.next()
                keys.append(UInt32(left) << 16 | UInt32(right))
                values.append(Int16(reader.next()))
            }
        }
        precondition(keys.count == pairs, "InterMetrics: a kerning table holds \(keys.count) pairs, not \(pairs)")
        return (keys, values)
    }

    /// Reads zigzag base-32 numbers, least significant digit first, skipping whitespace.
    struct Reader {
        private let bytes: [UInt8]
        private var index = 0

        init(_ text: String) {
            bytes = Array(text.utf8)
        }

        /// Whether only whitespace is left.
        var isAtEnd: Bool {
            mutating get {
                while index < bytes.count, Reader.isSpace(bytes[index]) { index += 1 }
                return index == bytes.count
            }
        }

        /// Fails unless only whitespace is left.
        mutating func finish() {
            precondition(isAtEnd, "InterMetrics: a table has more numbers than its rows")
        }

        /// Space, tab, line feed or carriage return.
        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        /// The next number.
        mutating func next() -> Int {
            var value = 0
            var shift = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                let digit: Int
                var last = false
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte &- UInt8(ascii: "0")); last = true
                case UInt8(ascii: "A")...UInt8(ascii: "V"): digit = Int(byte &- UInt8(ascii: "A")) &+ 10; last = true
                case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = Int(byte &- UInt8(ascii: "a"))
                case UInt8(ascii: "!"): digit = 26
                case UInt8(ascii: "#"): digit = 27
                case UInt8(ascii: "$"): digit = 28
                case UInt8(ascii: "%"): digit = 29
                case UInt8(ascii: "&"): digit = 30
                case UInt8(ascii: "*"): digit = 31
                case _ where Reader.isSpace(byte):
                    precondition(shift == 0, "InterMetrics: whitespace inside a number")
                    continue
                default: preconditionFailure("InterMetrics: unexpected byte \(byte) in a table")
                }
                value |= digit << shift
                if last { return value & 1 == 0 ? value >> 1 : -((value + 1) >> 1) }
                shift += 5
            }
            preconditionFailure("InterMetrics: a table ends early")
        }
    }
}
