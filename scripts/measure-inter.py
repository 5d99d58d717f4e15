#!/usr/bin/env python3
"""Measure Inter Regular and SemiBold with fontTools and write Sources/SceneGraph/InterMetrics.swift.

Usage:
    python3 scripts/measure-inter.py [OUTPUT.swift] [--regular PATH] [--semibold PATH] [--summary] [--display]

Without OUTPUT the Swift source goes to stdout. Install the inputs first with
scripts/install-font-tools.sh (Debian's fonts-inter and a pinned fontTools).

What is measured, for every covered Unicode scalar the font maps to a glyph:
  * the default advance: hmtx advance of the cmap glyph;
  * the tabular advance: hmtx advance after the GSUB 'tnum' lookups
    (single substitutions) of the DFLT/latn default language systems;
  * the tabular shift: how far right of the default glyph's ink the 'tnum'
    glyph's ink sits in its slot (the difference of the two glyphs' ink centres
    from their CFF outlines; Inter 3.019's tabular figures are the default
    outlines moved, so it is also the difference of left side bearings), so a
    renderer that can only draw the default glyph puts it where the tabular one goes;
  * pair kerning: GPOS 'kern' lookups (PairPos format 1 and 2, XAdvance only)
    evaluated with OpenType subtable semantics for every ordered pair of covered
    glyphs; only non-zero results are written.
Both faces go into one table; their vertical metrics must agree.
--display prints the tabular advances of InterDisplay-SemiBold (not written
to the table; the README says why the header does not use it).
The advance and kerning tables are written as compact text in Swift string
literals (ENCODING_NOTE describes it), which the generated InterMetricsData
decodes once at first use; the generator checks that the text decodes back to
what it measured.
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
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.ttLib import TTFont
except ImportError:  # pragma: no cover - environment problem
    sys.exit("fontTools is missing: run scripts/install-font-tools.sh first")

EXPECTED_VERSION_PREFIX = "Version 3.019"
EXPECTED_UNITS_PER_EM = 2816
DEBIAN_DIR = "/usr/share/fonts/opentype/inter/"
# (CSS weight, style name as in name ID 17/2, Debian file, Swift name)
FACES = ((400, "Regular", "Inter-Regular.otf", "regular"), (600, "SemiBold", "Inter-SemiBold.otf", "semiBold"))
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


def is_wanted_face(path, style_name, family_name="Inter"):
    """True for the upright `style_name` of `family_name` ("Inter", not "Inter Display", unless asked)."""
    try:
        font = TTFont(path, lazy=True)
    except Exception:
        return False
    family = name_of(font, 16) or name_of(font, 1)
    style = name_of(font, 17) or name_of(font, 2)
    return family == family_name and style.replace(" ", "") == style_name


def find_font(style_name, debian_file, family_name="Inter"):
    debian_path = DEBIAN_DIR + debian_file
    if os.path.isfile(debian_path) and is_wanted_face(debian_path, style_name, family_name):
        return debian_path
    found = []
    for root in SEARCH_ROOTS:
        for directory, _, files in os.walk(root):
            for file_name in files:
                if file_name.lower().endswith((".otf", ".ttf")) and "inter" in file_name.lower():
                    path = os.path.join(directory, file_name)
                    if is_wanted_face(path, style_name, family_name):
                        found.append(path)
    if not found:
        sys.exit(f"{family_name} {style_name} not found: run scripts/install-font-tools.sh (apt-get install fonts-inter)")
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


def ink_box(glyph_set, glyph):
    """(xMin, xMax) of a glyph's outline, or None for an empty glyph."""
    pen = BoundsPen(glyph_set)
    glyph_set[glyph].draw(pen)
    return None if pen.bounds is None else (pen.bounds[0], pen.bounds[2])


def tabular_shift(glyph_set, glyph, tab_glyph):
    """Font units that move the default glyph's ink onto the tnum glyph's ink: the difference of their ink centres.

    Fails when the two outlines differ in width by more than a unit, since then no shift puts one on the other.
    """
    if glyph == tab_glyph:
        return 0
    default, tabular = ink_box(glyph_set, glyph), ink_box(glyph_set, tab_glyph)
    if default is None or tabular is None:
        return 0
    if abs((default[1] - default[0]) - (tabular[1] - tabular[0])) > 1:
        sys.exit(f"{glyph} and {tab_glyph} have different ink widths; a shift cannot place one as the other")
    return round((tabular[0] + tabular[1]) / 2 - (default[0] + default[1]) / 2)


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
    glyph_set = font.getGlyphSet()
    tnum = tnum_substitution(font)

    rows = []
    missing = []
    for scalar in COVERAGE:
        glyph = cmap.get(scalar)
        if glyph is None or glyph == ".notdef":
            missing.append(scalar)
            continue
        tab_glyph = tnum(glyph)
        shift = tabular_shift(glyph_set, glyph, tab_glyph)
        rows.append((scalar, glyph, hmtx[glyph][0], hmtx[tab_glyph][0], tab_glyph != glyph, shift))

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
    substituted = {scalar for scalar, _, _, _, changed, _ in rows if changed}
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


def check_face(m):
    rows = m["rows"]
    # Fast path layout: U+0020...U+007E then U+00A0...U+00FF at the front.
    latin1 = r(0x20, 0x7E) + r(0xA0, 0xFF)
    if [row[0] for row in rows[: len(latin1)]] != latin1:
        sys.exit("U+0020-U+007E / U+00A0-U+00FF are not all covered; the Swift fast path needs them")
    for left, right, _ in m["pairs"]:
        if left > 0xFFFF or right > 0xFFFF:
            sys.exit("kerning key packing needs BMP scalars")
    return len(latin1)


# The tables are written as text in Swift string literals, not as array
# literals: the Swift compiler type-checks and emits tens of thousands of
# literal elements slowly, while a string literal costs it next to nothing.
# InterMetricsData (in the generated file) decodes a table the first time it
# is used.
ENCODING_NOTE = (
    "Encoding: the advance and kerning tables are text in string literals, decoded once on first use by",
    "InterMetricsData below. They hold integers only (font units and scalar values), so decoding is exact.",
    "A number is zigzag-mapped (0, -1, 1, -2 ... -> 0, 1, 2, 3 ...) and written in base 32, least",
    "significant digit first: `abcdefghijklmnopqrstuvwxyz!#$%&*` for a digit more follow,",
    "`0123456789ABCDEFGHIJKLMNOPQRSTUV` for the last one (the encoding of InterOutlineData); spaces and",
    "line breaks between numbers mean nothing.",
    "  Advances, five numbers a row: scalar minus the previous row's scalar (the first row's minus 0),",
    "  advance, tabular advance, 1 if 'tnum' substitutes the glyph else 0, tabular shift.",
    "  Kerning, per left scalar in order: left scalar minus the previous left scalar (the first minus 0),",
    "  the number of pairs, then for each pair the right scalar minus the previous right scalar of the",
    "  group (the first minus 0) and the kerning value.",
)

FINAL_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUV"
MORE_DIGITS = "abcdefghijklmnopqrstuvwxyz!#$%&*"


def encode_number(value):
    """Zigzag, then base 32 least significant digit first (the encoding of extract-inter-outlines.py)."""
    z = (value << 1) if value >= 0 else ((-value << 1) - 1)
    out = []
    while z >= 32:
        out.append(MORE_DIGITS[z & 31])
        z >>= 5
    out.append(FINAL_DIGITS[z])
    return "".join(out)


def decode_numbers(text):
    """The inverse of encode_number over a whole table, whitespace skipped; used to check the round trip."""
    numbers, value, shift = [], 0, 0
    for ch in text:
        if ch in MORE_DIGITS:
            value |= MORE_DIGITS.index(ch) << shift
            shift += 5
        elif ch in FINAL_DIGITS:
            value |= FINAL_DIGITS.index(ch) << shift
            numbers.append((value >> 1) if value % 2 == 0 else -((value + 1) >> 1))
            value, shift = 0, 0
        elif not ch.isspace():
            sys.exit(f"unexpected {ch!r} in an encoded table")
    if shift:
        sys.exit("an encoded table ends inside a number")
    return numbers


def advance_lines(rows):
    """One line per advance row: scalar step, advance, tabular advance, substituted flag, shift."""
    lines, previous = [], 0
    for scalar, _glyph, advance, tabular, changed, shift in rows:
        if not changed and shift:
            sys.exit(f"U+{scalar:04X}: a shift without a 'tnum' substitution")
        lines.append("".join(encode_number(v) for v in (scalar - previous, advance, tabular, int(changed), shift)))
        previous = scalar
    return lines


def kerning_lines(pairs, width=104):
    """One line per left scalar (wrapped at `width`): left step, pair count, then right step and value per pair."""
    lines, previous_left = [], 0
    for left, group in group_pairs(pairs):
        line = encode_number(left - previous_left) + encode_number(len(group))
        previous_right = 0
        for _, right, value in group:
            item = encode_number(right - previous_right) + encode_number(value)
            if len(line) + len(item) > width:
                lines.append(line)
                line = ""
            line += item
            previous_right = right
        lines.append(line)
        previous_left = left
    return lines


def decode_advances(text):
    numbers = decode_numbers(text)
    if len(numbers) % 5:
        sys.exit("the advance table does not hold five numbers a row")
    rows, scalar = [], 0
    for i in range(0, len(numbers), 5):
        step, advance, tabular, changed, shift = numbers[i:i + 5]
        scalar += step
        rows.append((scalar, advance, tabular, bool(changed), shift))
    return rows


def decode_kerning(text):
    numbers = decode_numbers(text)
    pairs, index, left = [], 0, 0
    while index < len(numbers):
        left += numbers[index]
        count = numbers[index + 1]
        index += 2
        right = 0
        for _ in range(count):
            right += numbers[index]
            pairs.append((left, right, numbers[index + 1]))
            index += 2
    return pairs


def check_encoding(m):
    """The encoded tables decode to what was measured, and every value fits the Swift field that holds it."""
    for scalar, _glyph, advance, tabular, _changed, shift in m["rows"]:
        if not (0 <= advance <= 0xFFFF and 0 <= tabular <= 0xFFFF and -0x8000 <= shift <= 0x7FFF):
            sys.exit(f"U+{scalar:04X}: a value does not fit AdvanceEntry")
    for left, right, value in m["pairs"]:
        if not -0x8000 <= value <= 0x7FFF:
            sys.exit(f"kerning U+{left:04X} U+{right:04X} = {value} does not fit Int16")
    rows = [(scalar, advance, tabular, changed, shift) for scalar, _g, advance, tabular, changed, shift in m["rows"]]
    if decode_advances("\n".join(advance_lines(m["rows"]))) != rows:
        sys.exit("the encoded advance table does not decode to the measured one")
    if decode_kerning("\n".join(kerning_lines(m["pairs"]))) != list(m["pairs"]):
        sys.exit("the encoded kerning table does not decode to the measured one")


SHARED_KEYS = ("upem", "ascender", "descender", "line_gap", "cap_height", "x_height", "version", "debian")


def render(faces):
    """faces: [(css weight, swift name, measurement)] in weight order."""
    first = faces[0][2]
    for _, name, m in faces[1:]:
        for key in SHARED_KEYS:
            if m[key] != first[key]:
                sys.exit(f"{name}: {key} {m[key]} differs from {faces[0][1]}'s {first[key]}; one shared value is assumed")
    latin1_rows = 0
    for _, _, m in faces:
        latin1_rows = check_face(m)
        check_encoding(m)

    out = []
    w = out.append
    w("// GENERATED FILE - do not edit by hand.")
    w("//")
    w("// Generator:  scripts/measure-inter.py, with fontTools " + fontTools.version)
    for weight, name, m in faces:
        w(f"// Font file:  {m['path']}")
        w(f"//   {m['full_name']}, name ID 5 \"{m['version']}\", head.fontRevision {m['revision']:.3f}")
        w(f"//   SHA-256 {m['sha256']}")
    w(f"// Package:    Debian fonts-inter {first['debian']} (bookworm ships the Inter 3.019 .otf files under this version)")
    w("// Regenerate: scripts/install-font-tools.sh && python3 scripts/measure-inter.py Sources/SceneGraph/InterMetrics.swift")
    w("//")
    for line in ENCODING_NOTE:
        w("// " + line if line else "//")
    w("//")
    for weight, name, m in faces:
        w(f"// Not in {m['full_name']}, so not in its table (advance(of:) returns nil):")
        for line in wrap_list(", ".join(f"U+{s:04X}" for s in m["missing"]), "//   "):
            w(line)
    w("")
    w("/// Horizontal metrics of Inter 3.019 Regular and SemiBold (Debian's fonts-inter), measured with fontTools by scripts/measure-inter.py.")
    w("public enum InterMetrics {")
    w("    /// Font units per em.")
    w(f"    public static let unitsPerEm: Double = {fmt_units(first['upem'])}")
    w("")
    w("    // Vertical metrics, the same in both faces: OS/2 sTypoAscender/sTypoDescender/sTypoLineGap (identical to hhea")
    w("    // ascender/descender/lineGap in these fonts), OS/2 sCapHeight and sxHeight (OS/2 version 4).")
    w("    /// Typographic ascender in font units (OS/2 sTypoAscender, equal to hhea ascender).")
    w(f"    public static let ascender: Double = {fmt_units(first['ascender'])}")
    w("    /// Typographic descender in font units, negative (OS/2 sTypoDescender, equal to hhea descender).")
    w(f"    public static let descender: Double = {fmt_units(first['descender'])}")
    w("    /// Typographic line gap in font units (OS/2 sTypoLineGap, equal to hhea lineGap).")
    w(f"    public static let lineGap: Double = {fmt_units(first['line_gap'])}")
    w("    /// Cap height in font units (OS/2 sCapHeight).")
    w(f"    public static let capHeight: Double = {fmt_units(first['cap_height'])}")
    w("    /// x height in font units (OS/2 sxHeight).")
    w(f"    public static let xHeight: Double = {fmt_units(first['x_height'])}")
    w("")
    w(ENTRY_TYPE)
    w("")
    for weight, name, m in faces:
        w(f"    /// {m['full_name']} (CSS weight {weight}).")
        w(f"    public static let {name} = InterFace(")
        w(f"        weight: {weight}, name: \"{m['full_name']}\", averageAdvance: {fmt_units(m['avg_width'])}, fallbackAdvance: {fmt_units(m['fallback'])},")
        w(f"        advanceTable: {name}Advances, tabularSubstitutedScalars: {name}TabularSubstituted,")
        w(f"        kerningKeys: {name}KerningKeys, kerningValues: {name}KerningValues)")
        w("")
    weights = " else ".join([])
    w("    /// The face for a CSS weight: Regular below 500, SemiBold from 500 on (the two weights the package draws).")
    w("    public static func face(weight: Int) -> InterFace {")
    w(f"        weight < 500 ? {faces[0][1]} : {faces[1][1]}")
    w("    }")
    for weight, name, m in faces:
        rows = m["rows"]
        pairs = m["pairs"]
        names = ", ".join(f"U+{s:04X}" for s in m["substituted"])
        w("")
        w(f"    /// {m['full_name']}: every covered scalar the font has a glyph for ({len(rows)} rows), sorted by scalar value; U+0020-U+007E and U+00A0-U+00FF come first, contiguous.")
        w(f"    static let {name}Advances: [AdvanceEntry] = InterMetricsData.advances({name}AdvanceData, rows: {len(rows)})")
        w("")
        w(f"    /// {m['full_name']}: scalars whose glyph GSUB 'tnum' substitutes: {names}.")
        w(f"    static let {name}TabularSubstituted: [UInt32] = [" + ", ".join(f"0x{s:04X}" for s in m["substituted"]) + "]")
        w("")
        w(f"    /// {m['full_name']}: kerning pair keys, `left << 16 | right` (scalar values), sorted; {len(pairs)} non-zero GPOS 'kern' pairs between covered scalars.")
        w(f"    static let {name}KerningKeys: [UInt32] = {name}Kerning.keys")
        w("")
        w(f"    /// {m['full_name']}: kerning values in font units, parallel to `{name}KerningKeys`.")
        w(f"    static let {name}KerningValues: [Int16] = {name}Kerning.values")
        w("")
        w(f"    /// {m['full_name']}: `{name}KerningData` decoded, once.")
        w(f"    private static let {name}Kerning = InterMetricsData.kerning({name}KerningData, pairs: {len(pairs)})")
    for weight, name, m in faces:
        w("")
        w(f"    /// {m['full_name']}: the advance table, encoded as the header says (a row a line).")
        w(f"    private static let {name}AdvanceData = \"\"\"")
        for line in advance_lines(m["rows"]):
            w("        " + line)
        w("        \"\"\"")
        w("")
        w(f"    /// {m['full_name']}: the kerning pairs, encoded as the header says (a left scalar a line, long ones wrapped).")
        w(f"    private static let {name}KerningData = \"\"\"")
        for line in kerning_lines(m["pairs"]):
            w("        " + line)
        w("        \"\"\"")
    w("}")
    w("")
    w(SWIFT_FACE.replace("@LATIN1_ROWS@", str(latin1_rows)).replace("@ASCII_ROWS@", str(0x7E - 0x20 + 1)))
    w("")
    w(SWIFT_DECODER)
    return "\n".join(out) + "\n"


ENTRY_TYPE = '''\
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
    }'''


SWIFT_FACE = '''\
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
}'''


SWIFT_DECODER = '''\
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
        precondition(keys.count == pairs, "InterMetrics: a kerning table holds \\(keys.count) pairs, not \\(pairs)")
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
                default: preconditionFailure("InterMetrics: unexpected byte \\(byte) in a table")
                }
                value |= digit << shift
                if last { return value & 1 == 0 ? value >> 1 : -((value + 1) >> 1) }
                shift += 5
            }
            preconditionFailure("InterMetrics: a table ends early")
        }
    }
}'''


def display_report():
    """Tabular advances of InterDisplay-SemiBold, the Display cut the header could use."""
    path = find_font("SemiBold", "InterDisplay-SemiBold.otf", family_name="Inter Display")
    font = TTFont(path)
    cmap, hmtx, tnum = font.getBestCmap(), font["hmtx"], tnum_substitution(font)
    print(f"{path}: {name_of(font, 5)}, {font['head'].unitsPerEm} units/em", file=sys.stderr)
    advances = []
    for digit in "0123456789":
        glyph = cmap[ord(digit)]
        advances.append(hmtx[tnum(glyph)][0])
        print(f"  {digit} {glyph} -> {tnum(glyph)}: default {hmtx[glyph][0]}, tnum {hmtx[tnum(glyph)][0]}", file=sys.stderr)
    spread = max(advances) - min(advances)
    print(f"  tabular digit advances range over {spread} units ({spread / font['head'].unitsPerEm:.3f} em)", file=sys.stderr)


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
    parser.add_argument("--regular", help="path of Inter-Regular (default: Debian's fonts-inter)")
    parser.add_argument("--semibold", help="path of Inter-SemiBold (default: Debian's fonts-inter)")
    parser.add_argument("--summary", action="store_true", help="print a short summary to stderr")
    parser.add_argument("--display", action="store_true", help="print InterDisplay-SemiBold's tabular advances to stderr")
    args = parser.parse_args()

    faces = []
    for weight, style, debian_file, swift_name in FACES:
        given = args.regular if weight == 400 else args.semibold
        path = given or find_font(style, debian_file)
        faces.append((weight, swift_name, measure(path)))
    source = render(faces)
    if args.output:
        with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(source)
    else:
        sys.stdout.write(source)
    if args.summary:
        for weight, swift_name, measured in faces:
            by = {row[0]: row for row in measured["rows"]}
            print(f"{swift_name} {measured['path']} {measured['version']} upem {measured['upem']}", file=sys.stderr)
            print(f"  rows {len(measured['rows'])} pairs {len(measured['pairs'])}", file=sys.stderr)
            for ch in "01$ \u2013,.%":
                _, glyph, adv, tab, _, shift = by[ord(ch)]
                print(f"  U+{ord(ch):04X} {glyph}: {adv} tnum {tab} shift {shift}", file=sys.stderr)
    if args.display:
        display_report()


if __name__ == "__main__":
    main()
