#!/usr/bin/env python3
"""Measure Inter SemiBold with fontTools and write Sources/SceneGraph/InterMetrics.swift.

Usage:
    python3 scripts/measure-inter.py [OUTPUT.swift] [--font PATH]

Without OUTPUT the Swift source goes to stdout. Install the inputs first with
scripts/install-font-tools.sh (Debian's fonts-inter and a pinned fontTools).

What is measured, for every covered Unicode scalar the font maps to a glyph:
  * the default advance: hmtx advance of the cmap glyph;
  * the tabular advance: hmtx advance after the GSUB 'tnum' lookups
    (single substitutions) of the DFLT/latn default language systems;
  * pair kerning: GPOS 'kern' lookups (PairPos format 1 and 2, XAdvance only)
    evaluated with OpenType subtable semantics for every ordered pair of covered
    glyphs; only non-zero results are written.
The output is deterministic: it depends only on the font file, this script
and the fontTools version (which is named in the header).
"""

import argparse
import hashlib
import os
import subprocess
import sys
import unicodedata

try:
    import fontTools
    from fontTools.ttLib import TTFont
except ImportError:  # pragma: no cover - environment problem
    sys.exit("fontTools is missing: run scripts/install-font-tools.sh first")

EXPECTED_VERSION_PREFIX = "Version 3.019"
EXPECTED_UNITS_PER_EM = 2816
DEBIAN_PATH = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
SEARCH_ROOTS = ("/usr/share/fonts", "/usr/local/share/fonts")


def r(first, last):
    return list(range(first, last + 1))


# Scalars the table tries to cover; the ones the font has no glyph for are left
# out of the generated table (advance(of:) then returns nil). Chosen for what
# number, currency, percent and measurement formatters emit in common locales.
COVERAGE = sorted(set(
    r(0x0020, 0x007E)      # Basic Latin
    + r(0x00A0, 0x00FF)    # Latin-1 Supplement (NBSP, ¢ £ ¤ ¥, ° ± × ÷, « », ...)
    + r(0x0100, 0x017F)    # Latin Extended-A: "zł" (PLN), "Kč" (CZK), Turkish/Baltic abbreviations
    + [0x0192]             # ƒ florin sign
    + r(0x0218, 0x021B)    # Ș ș Ț ț (Romanian)
    + r(0x0400, 0x045F)    # Cyrillic: "лв." (BGN), "ден" (MKD), "дин." (RSD), "сом" (KGS), "сўм" (UZS), "тыс."
    + [0x0660 + i for i in range(10)]  # Arabic-Indic digits (kept only if the font has them)
    + r(0x066A, 0x066C)    # Arabic percent sign, decimal and thousands separators (ditto)
    + [0x061C]             # Arabic letter mark, emitted by ICU in Arabic formats (ditto)
    + [0x0E3F]             # ฿ Thai baht
    + r(0x2000, 0x200B)    # en/em quads, fixed-width spaces: figure, punctuation, thin, hair; ZWSP
    + r(0x200C, 0x200F)    # ZWNJ, ZWJ, LRM, RLM: bidi marks in he/ar/fa output (ditto)
    + r(0x2010, 0x2015)    # hyphen, non-breaking hyphen, figure dash, en dash, em dash, bar
    + r(0x2018, 0x201E)    # ‘ ’ ‚ ‛ “ ” „ (’ is the Swiss grouping separator)
    + [0x2022, 0x2026, 0x202F]  # bullet, ellipsis, narrow no-break space (fr grouping)
    + [0x2030, 0x2032, 0x2033]  # per mille, prime, double prime
    + [0x2039, 0x203A, 0x2044]  # ‹ › fraction slash
    + r(0x20A0, 0x20C0)    # Currency Symbols block: € ₩ ₪ ₫ ₭ ₮ ₱ ₴ ₸ ₹ ₺ ₼ ₽ ₾ ₿ ...
    + [0x2103, 0x2109, 0x2116]  # ℃ ℉ №
    + r(0x2190, 0x2193)    # ← ↑ → ↓
    + [0x2212, 0x221E, 0x2248, 0x2264, 0x2265]  # minus, infinity (ICU), ≈ ≤ ≥
    + [0xFEFF]             # zero width no-break space
    + [0xFFE0, 0xFFE1, 0xFFE5, 0xFFE6]  # fullwidth ¢ £ ¥ ₩ (ja/zh/ko) (ditto)
))


def name_of(font, name_id):
    value = font["name"].getDebugName(name_id)
    return value if value is not None else ""


def is_wanted_face(path):
    """True for the upright SemiBold of the "Inter" family (not "Inter Display")."""
    try:
        font = TTFont(path, lazy=True)
    except Exception:
        return False
    family = name_of(font, 16) or name_of(font, 1)
    style = name_of(font, 17) or name_of(font, 2)
    return family == "Inter" and style.replace(" ", "") == "SemiBold"


def find_font():
    if os.path.isfile(DEBIAN_PATH) and is_wanted_face(DEBIAN_PATH):
        return DEBIAN_PATH
    found = []
    for root in SEARCH_ROOTS:
        for directory, _, files in os.walk(root):
            for file_name in files:
                if file_name.lower().endswith((".otf", ".ttf")) and "inter" in file_name.lower():
                    path = os.path.join(directory, file_name)
                    if is_wanted_face(path):
                        found.append(path)
    if not found:
        sys.exit("Inter SemiBold not found: run scripts/install-font-tools.sh (apt-get install fonts-inter)")
    return sorted(found)[0]


def debian_package_version():
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "fonts-inter"],
            check=True, capture_output=True, text=True,
        ).stdout.strip()
        return out or "unknown"
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def feature_lookups(table, feature_tag):
    """Lookup indices of `feature_tag` in the default language systems of DFLT and latn.

    Fails when the two disagree, since then the result would depend on the
    script a shaper picks for digits and punctuation (script Common).
    """
    results = {}
    for record in table.ScriptList.ScriptRecord:
        if record.ScriptTag not in ("DFLT", "latn"):
            continue
        lang_sys = record.Script.DefaultLangSys
        if lang_sys is None:
            continue
        indices = []
        for feature_index in lang_sys.FeatureIndex:
            feature_record = table.FeatureList.FeatureRecord[feature_index]
            if feature_record.FeatureTag == feature_tag:
                indices.extend(feature_record.Feature.LookupListIndex)
        results[record.ScriptTag] = tuple(sorted(set(indices)))
    if not results:
        return ()
    values = set(results.values())
    if len(values) != 1:
        sys.exit(f"'{feature_tag}' lookups differ between scripts: {results}")
    return values.pop()


def subtables(lookup):
    """(lookup type, subtable) pairs, with extension subtables unwrapped."""
    for subtable in lookup.SubTable:
        if lookup.LookupType in (7, 9) and hasattr(subtable, "ExtSubTable"):
            yield subtable.ExtensionLookupType, subtable.ExtSubTable
        else:
            yield lookup.LookupType, subtable


def tnum_substitution(font):
    """Function glyph -> glyph applying the 'tnum' lookups (single substitutions only) in order."""
    gsub = font["GSUB"].table
    steps = []
    for lookup_index in feature_lookups(gsub, "tnum"):
        lookup = gsub.LookupList.Lookup[lookup_index]
        step = {}
        for lookup_type, subtable in subtables(lookup):
            if lookup_type != 1:
                sys.exit(f"'tnum' lookup {lookup_index} has type {lookup_type}; only single substitution is handled")
            for source, target in subtable.mapping.items():
                step.setdefault(source, target)  # the first subtable that covers a glyph wins
        steps.append(step)

    def apply(glyph):
        for step in steps:
            glyph = step.get(glyph, glyph)
        return glyph

    return apply


class PairKerning:
    """GPOS 'kern' pair adjustment, XAdvance of the first glyph."""

    def __init__(self, font):
        gpos = font["GPOS"].table
        gdef = font["GDEF"].table if "GDEF" in font else None
        self.glyph_classes = (
            gdef.GlyphClassDef.classDefs if gdef is not None and gdef.GlyphClassDef is not None else {}
        )
        self.lookups = []
        for lookup_index in feature_lookups(gpos, "kern"):
            lookup = gpos.LookupList.Lookup[lookup_index]
            if lookup.LookupFlag & 0x0010 or lookup.LookupFlag & 0xFF00:
                sys.exit(f"'kern' lookup {lookup_index}: mark filtering / attachment flags are not handled")
            parts = []
            for lookup_type, subtable in subtables(lookup):
                if lookup_type != 2:
                    sys.exit(f"'kern' lookup {lookup_index} has type {lookup_type}; only pair adjustment is handled")
                if subtable.ValueFormat1 & ~0x0004 or subtable.ValueFormat2:
                    sys.exit(
                        f"'kern' lookup {lookup_index}: value formats {subtable.ValueFormat1}/"
                        f"{subtable.ValueFormat2}; only XAdvance on the first glyph is handled"
                    )
                coverage = {glyph: i for i, glyph in enumerate(subtable.Coverage.glyphs)}
                if subtable.Format == 1:
                    pair_sets = [
                        {rec.SecondGlyph: (rec.Value1.XAdvance or 0) if rec.Value1 is not None else 0
                         for rec in reversed(pair_set.PairValueRecord)}
                        for pair_set in subtable.PairSet
                    ]
                    parts.append((1, coverage, pair_sets))
                elif subtable.Format == 2:
                    parts.append((2, coverage, subtable))
                else:
                    sys.exit(f"unknown PairPos format {subtable.Format}")
            self.lookups.append((lookup.LookupFlag, parts))

    def is_mark(self, glyph):
        return self.glyph_classes.get(glyph) == 3

    def value(self, left, right):
        total = 0
        for flag, parts in self.lookups:
            if flag & 0x0008 and (self.is_mark(left) or self.is_mark(right)):
                # IgnoreMarks: a per-pair table cannot express skipping a mark.
                sys.exit(f"mark glyph in a covered kerning pair: {left} {right}")
            for kind, coverage, data in parts:
                index = coverage.get(left)
                if index is None:
                    continue
                if kind == 1:
                    value = data[index].get(right)
                    if value is None:
                        continue  # not in this pair set: the next subtable may apply
                    total += value
                    break
                class1 = data.ClassDef1.classDefs.get(left, 0) if data.ClassDef1 else 0
                class2 = data.ClassDef2.classDefs.get(right, 0) if data.ClassDef2 else 0
                record = data.Class1Record[class1].Class2Record[class2]
                total += (record.Value1.XAdvance or 0) if record.Value1 is not None else 0
                break  # a format 2 subtable applies to every pair whose first glyph it covers
        return total


def swift_comment(scalar):
    name = unicodedata.name(chr(scalar), "")
    return f"U+{scalar:04X} {name}".rstrip()


def fmt_units(value):
    return f"{value:.0f}" if float(value).is_integer() else repr(float(value))


def measure(font_path):
    font = TTFont(font_path)
    version = name_of(font, 5)
    units_per_em = font["head"].unitsPerEm
    if not version.startswith(EXPECTED_VERSION_PREFIX) or units_per_em != EXPECTED_UNITS_PER_EM:
        sys.exit(
            f"{font_path}: expected {EXPECTED_VERSION_PREFIX} with {EXPECTED_UNITS_PER_EM} units/em, "
            f"got '{version}' with {units_per_em}"
        )
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    tnum = tnum_substitution(font)

    rows = []
    missing = []
    for scalar in COVERAGE:
        glyph = cmap.get(scalar)
        if glyph is None or glyph == ".notdef":
            missing.append(scalar)
            continue
        tab_glyph = tnum(glyph)
        rows.append((scalar, glyph, hmtx[glyph][0], hmtx[tab_glyph][0], tab_glyph != glyph))

    kerning = PairKerning(font)
    pairs = []
    for left, left_glyph, *_ in rows:
        for right, right_glyph, *_ in rows:
            value = kerning.value(left_glyph, right_glyph)
            if value:
                pairs.append((left, right, value))

    # With 'tnum' on, kerning between covered scalars equals the default kerning
    # unless a side is substituted; tabularKerning(_:_:) relies on the
    # substituted glyphs not kerning with any covered glyph. Check it.
    tab_glyph_of = {scalar: tnum(glyph) for scalar, glyph, *_ in rows}
    substituted = {scalar for scalar, *_, changed in rows if changed}
    for left, *_ in rows:
        for right, *_ in rows:
            if left in substituted or right in substituted:
                if kerning.value(tab_glyph_of[left], tab_glyph_of[right]):
                    sys.exit(f"tabular glyphs kern: U+{left:04X} U+{right:04X}; tabularKerning needs its own table")

    os2 = font["OS/2"]
    hhea = font["hhea"]
    if (os2.sTypoAscender, os2.sTypoDescender) != (hhea.ascent, hhea.descent):
        sys.exit("OS/2 typo and hhea ascender/descender differ; decide which one to use")
    with open(font_path, "rb") as handle:
        digest = hashlib.sha256(handle.read()).hexdigest()

    by_scalar = {row[0]: row for row in rows}
    return {
        "path": font_path,
        "version": version,
        "full_name": name_of(font, 4),
        "revision": font["head"].fontRevision,
        "sha256": digest,
        "debian": debian_package_version(),
        "upem": units_per_em,
        "ascender": os2.sTypoAscender,
        "descender": os2.sTypoDescender,
        "line_gap": os2.sTypoLineGap,
        "cap_height": os2.sCapHeight,
        "x_height": os2.sxHeight,
        "avg_width": os2.xAvgCharWidth,
        "fallback": by_scalar[0x30][2],
        "rows": rows,
        "missing": missing,
        "pairs": sorted(pairs),
        "substituted": sorted(substituted),
    }


def render(m):
    rows = m["rows"]
    # Fast path layout: U+0020...U+007E then U+00A0...U+00FF at the front.
    latin1 = r(0x20, 0x7E) + r(0xA0, 0xFF)
    if [row[0] for row in rows[: len(latin1)]] != latin1:
        sys.exit("U+0020-U+007E / U+00A0-U+00FF are not all covered; the Swift fast path needs them")
    for left, right, _ in m["pairs"]:
        if left > 0xFFFF or right > 0xFFFF:
            sys.exit("kerning key packing needs BMP scalars")
    tnum_names = ", ".join(
        f"U+{s:04X}" for s in m["substituted"]
    )
    missing = ", ".join(f"U+{s:04X}" for s in m["missing"])

    out = []
    w = out.append
    w("// GENERATED FILE - do not edit by hand.")
    w("//")
    w("// Generator:  scripts/measure-inter.py, with fontTools " + fontTools.version)
    w("// Font file:  " + m["path"])
    w(f"// Font:       {m['full_name']}, name ID 5 \"{m['version']}\", head.fontRevision {m['revision']:.3f}")
    w(f"// Package:    Debian fonts-inter {m['debian']} (bookworm ships the Inter 3.019 .otf files under this version)")
    w("// SHA-256:    " + m["sha256"])
    w("// Regenerate: scripts/install-font-tools.sh && python3 scripts/measure-inter.py Sources/SceneGraph/InterMetrics.swift")
    w("//")
    w("// Not in the font, so not in the table (advance(of:) returns nil):")
    for line in wrap_list(missing, "//   "):
        w(line)
    w("")
    w("/// Horizontal metrics of Inter SemiBold 3.019 (Debian's fonts-inter), measured with fontTools by scripts/measure-inter.py.")
    w("public enum InterMetrics {")
    w("    /// Font units per em.")
    w(f"    public static let unitsPerEm: Double = {fmt_units(m['upem'])}")
    w("")
    w("    // Vertical metrics: OS/2 sTypoAscender/sTypoDescender/sTypoLineGap (identical to hhea")
    w("    // ascender/descender/lineGap in this font), OS/2 sCapHeight and sxHeight (OS/2 version 4).")
    w("    /// Typographic ascender in font units (OS/2 sTypoAscender, equal to hhea ascender).")
    w(f"    public static let ascender: Double = {fmt_units(m['ascender'])}")
    w("    /// Typographic descender in font units, negative (OS/2 sTypoDescender, equal to hhea descender).")
    w(f"    public static let descender: Double = {fmt_units(m['descender'])}")
    w("    /// Typographic line gap in font units (OS/2 sTypoLineGap, equal to hhea lineGap).")
    w(f"    public static let lineGap: Double = {fmt_units(m['line_gap'])}")
    w("    /// Cap height in font units (OS/2 sCapHeight).")
    w(f"    public static let capHeight: Double = {fmt_units(m['cap_height'])}")
    w("    /// x height in font units (OS/2 sxHeight).")
    w(f"    public static let xHeight: Double = {fmt_units(m['x_height'])}")
    w("    /// Average advance of the font's non-empty glyphs in font units (OS/2 xAvgCharWidth).")
    w(f"    public static let averageAdvance: Double = {fmt_units(m['avg_width'])}")
    w("    /// Advance used for a scalar the table does not hold: the default advance of \"0\", like CSS's `ch` unit, since labels are mostly digits.")
    w(f"    public static let fallbackAdvance: Double = {fmt_units(m['fallback'])}")
    w("")
    w("    /// One row of the advance table, in font units.")
    w("    public struct AdvanceEntry: Sendable, Equatable {")
    w("        /// Unicode scalar value.")
    w("        public let scalar: UInt32")
    w("        /// Advance width of the cmap glyph (default features).")
    w("        public let advance: UInt16")
    w("        /// Advance width after GSUB 'tnum'; equal to `advance` when 'tnum' leaves the glyph alone.")
    w("        public let tabularAdvance: UInt16")
    w("        /// Whether GSUB 'tnum' substitutes the glyph (its advance may still be unchanged, as for \".\").")
    w("        public let isTabularSubstituted: Bool")
    w("")
    w("        init(_ scalar: UInt32, _ advance: UInt16, _ tabularAdvance: UInt16, _ isTabularSubstituted: Bool = false) {")
    w("            self.scalar = scalar")
    w("            self.advance = advance")
    w("            self.tabularAdvance = tabularAdvance")
    w("            self.isTabularSubstituted = isTabularSubstituted")
    w("        }")
    w("    }")
    w("")
    w(f"    /// Every covered scalar the font has a glyph for ({len(rows)} rows), sorted by scalar value; U+0020-U+007E and U+00A0-U+00FF come first, contiguous.")
    w("    public static let advanceTable: [AdvanceEntry] = [")
    for scalar, glyph, advance, tabular, changed in rows:
        flag = ", true" if changed else ""
        w(f"        AdvanceEntry(0x{scalar:04X}, {advance}, {tabular}{flag}),  // {swift_comment(scalar)} ({glyph})")
    w("    ]")
    w("")
    w(f"    /// Scalars whose glyph GSUB 'tnum' substitutes: {tnum_names}.")
    w("    public static let tabularSubstitutedScalars: [UInt32] = [" + ", ".join(f"0x{s:04X}" for s in m["substituted"]) + "]")
    w("")
    pairs = m["pairs"]
    w(f"    /// Kerning pair keys, `left << 16 | right` (scalar values), sorted; {len(pairs)} non-zero GPOS 'kern' pairs between covered scalars.")
    w("    public static let kerningKeys: [UInt32] = [")
    for left, group in group_pairs(pairs):
        w(f"        // {swift_comment(left)}")
        for line in chunk([f"0x{l:04X}_{rr:04X}" for l, rr, _ in group], 8):
            w("        " + ", ".join(line) + ",")
    w("    ]")
    w("")
    w("    /// Kerning values in font units, parallel to `kerningKeys`.")
    w("    public static let kerningValues: [Int16] = [")
    for left, group in group_pairs(pairs):
        w(f"        // {swift_comment(left)}")
        for line in chunk([str(v) for _, _, v in group], 8):
            w("        " + ", ".join(line) + ",")
    w("    ]")
    w("")
    w(SWIFT_FUNCTIONS.replace("@LATIN1_ROWS@", str(len(latin1))).replace("@ASCII_ROWS@", str(0x7E - 0x20 + 1)))
    w("}")
    return "\n".join(out) + "\n"


SWIFT_FUNCTIONS = '''\
    /// Row of `advanceTable` for a scalar value, or nil when the table does not hold it.
    static func row(_ value: UInt32) -> Int? {
        if value >= 0x20 && value <= 0x7E { return Int(value &- 0x20) }
        if value >= 0xA0 && value <= 0xFF { return Int(value &- 0xA0) &+ @ASCII_ROWS@ }
        if value < 0x100 { return nil }
        let table = advanceTable
        var low = @LATIN1_ROWS@
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
    public static func advance(of scalar: Unicode.Scalar) -> Double? {
        guard let index = row(scalar.value) else { return nil }
        return Double(advanceTable[index].advance)
    }

    /// Advance width in font units with the `tnum` (tabular figures) feature applied: the tabular glyph's advance where GSUB 'tnum' substitutes the glyph, else the default advance.
    public static func tabularAdvance(of scalar: Unicode.Scalar) -> Double? {
        guard let index = row(scalar.value) else { return nil }
        return Double(advanceTable[index].tabularAdvance)
    }

    /// Advance for laying out text: the table's advance (tabular if asked), 0 for a default-ignorable scalar (soft hyphen, ZWSP, bidi marks), which shapers do not show, else `fallbackAdvance`.
    public static func layoutAdvance(of scalar: Unicode.Scalar, tabular: Bool = false) -> Double {
        if isDefaultIgnorable(scalar.value) { return 0 }
        guard let index = row(scalar.value) else { return fallbackAdvance }
        let entry = advanceTable[index]
        return Double(tabular ? entry.tabularAdvance : entry.advance)
    }

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

    /// Kerning between two scalars in font units, default features (0 when none): GPOS 'kern' pair adjustment of the covered set; contextual features (calt, ccmp) are not applied.
    public static func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
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
    public static func tabularKerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        if let index = row(left.value), advanceTable[index].isTabularSubstituted { return 0 }
        if let index = row(right.value), advanceTable[index].isTabularSubstituted { return 0 }
        return kerning(left, right)
    }\
'''


def group_pairs(pairs):
    groups = []
    for left, right, value in pairs:
        if not groups or groups[-1][0] != left:
            groups.append((left, []))
        groups[-1][1].append((left, right, value))
    return groups


def chunk(items, size):
    return [items[i:i + size] for i in range(0, len(items), size)]


def wrap_list(text, prefix, width=110):
    lines, current = [], prefix
    for word in text.split(" "):
        if len(current) + len(word) + 1 > width and current.strip("/ "):
            lines.append(current.rstrip())
            current = prefix
        current += word + " "
    if current.strip("/ "):
        lines.append(current.rstrip())
    return lines or [prefix + "(none)"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", nargs="?", help="Swift file to write (default: stdout)")
    parser.add_argument("--font", help="path of Inter-SemiBold (default: Debian's fonts-inter)")
    parser.add_argument("--summary", action="store_true", help="print a short summary to stderr")
    args = parser.parse_args()

    font_path = args.font or find_font()
    measured = measure(font_path)
    source = render(measured)
    if args.output:
        with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(source)
    else:
        sys.stdout.write(source)
    if args.summary:
        by = {row[0]: row for row in measured["rows"]}
        print(f"font {font_path} {measured['version']} upem {measured['upem']}", file=sys.stderr)
        print(f"rows {len(measured['rows'])} pairs {len(measured['pairs'])}", file=sys.stderr)
        for ch in "01$ \u2013,.%":
            _, glyph, adv, tab, _ = by[ord(ch)]
            print(f"  U+{ord(ch):04X} {glyph}: {adv} tnum {tab}", file=sys.stderr)


if __name__ == "__main__":
    main()
