#!/usr/bin/env python3
"""Extract Inter's glyph outlines with fontTools and write Sources/SceneGraph/InterOutlineData.swift.

Usage:
    python3 scripts/extract-inter-outlines.py [OUTPUT.swift] [--license LICENSE.txt]

Without OUTPUT the Swift source goes to stdout. With --license, the SIL OFL 1.1
text and Inter's copyright line are written to that file (taken from Debian's
/usr/share/doc/fonts-inter/copyright), so the package carries the licence of
the outline data it redistributes. Install the inputs first with
scripts/install-font-tools.sh (Debian's fonts-inter and a pinned fontTools).

What is extracted, for Inter Regular and Inter SemiBold (3.019, CFF, cubic):
  * every glyph the cmap gives for a scalar of measure-inter.py's COVERAGE;
  * the glyph GSUB 'tnum' (single substitutions, DFLT/latn default language
    systems) puts in its place, for every covered scalar it substitutes;
  * .notdef, drawn for scalars the table does not hold.
Each glyph keeps its advance and its outline in font units (integers: CFF
coordinates of this font are whole units, which the script checks), so the
data is lossless. The output depends only on the font files, this script and
the fontTools version (named in the header).

Outline encoding (one glyph per line: `name advance outline`):
  * `W` moveTo, `X` lineTo, `Y` curveTo, each followed by its coordinates;
    every contour is closed (CFF contours always are), so there is no close op;
  * each coordinate is the difference from the previous point (the pen starts
    at 0,0 and carries over between contours), x before y, like CFF's own
    charstrings;
  * a number is zigzag-mapped to a non-negative integer (0, -1, 1, -2 ... ->
    0, 1, 2, 3 ...) and written in base 32, least significant digit first:
    digits that are followed by more use `abcdefghijklmnopqrstuvwxyz!#$%&*`,
    the last digit uses `0123456789ABCDEFGHIJKLMNOPQRSTUV`.
"""

import argparse
import hashlib
import importlib.util
import os
import subprocess
import sys
import textwrap

try:
    import fontTools
    from fontTools.pens.recordingPen import RecordingPen
    from fontTools.ttLib import TTFont
except ImportError:  # pragma: no cover - environment problem
    sys.exit("fontTools is missing: run scripts/install-font-tools.sh first")

HERE = os.path.dirname(os.path.abspath(__file__))
FONT_DIR = "/usr/share/fonts/opentype/inter"
FACES = (("regular", "Regular", "Inter-Regular.otf"), ("semiBold", "SemiBold", "Inter-SemiBold.otf"))
EXPECTED_VERSION_PREFIX = "Version 3.019"
EXPECTED_UNITS_PER_EM = 2816
DEBIAN_COPYRIGHT = "/usr/share/doc/fonts-inter/copyright"

FINAL = "0123456789ABCDEFGHIJKLMNOPQRSTUV"
MORE = "abcdefghijklmnopqrstuvwxyz!#$%&*"
assert len(FINAL) == 32 and len(MORE) == 32 and not set(FINAL) & set(MORE)
OPS = {"moveTo": "W", "lineTo": "X", "curveTo": "Y"}


def coverage():
    """COVERAGE of scripts/measure-inter.py, so outlines and metrics cover the same scalars."""
    spec = importlib.util.spec_from_file_location("measure_inter", os.path.join(HERE, "measure-inter.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.COVERAGE)


def encode_number(value):
    z = (value << 1) if value >= 0 else ((-value << 1) - 1)
    out = []
    while z >= 32:
        out.append(MORE[z & 31])
        z >>= 5
    out.append(FINAL[z])
    return "".join(out)


def decode_outline(text):
    """The inverse of encode_outline, used to check the round trip."""
    ops, numbers, value, shift = [], [], 0, 0
    for ch in text:
        if ch in "WXY":
            ops.append((ch, len(numbers)))
        elif ch in MORE:
            value |= MORE.index(ch) << shift
            shift += 5
        else:
            value |= FINAL.index(ch) << shift
            numbers.append((value >> 1) if value % 2 == 0 else -((value + 1) >> 1))
            value, shift = 0, 0
    return ops, numbers


def encode_outline(recording, glyph):
    out = []
    x = y = 0
    open_contour = False
    for op, args in recording:
        if op == "closePath":
            if not open_contour:
                sys.exit(f"{glyph}: closePath without a contour")
            open_contour = False
            continue
        if op not in OPS:
            sys.exit(f"{glyph}: unexpected pen operation {op} (open contours or quadratics are not handled)")
        if op == "moveTo":
            if open_contour:
                sys.exit(f"{glyph}: moveTo inside an open contour")
            open_contour = True
        elif not open_contour:
            sys.exit(f"{glyph}: {op} outside a contour")
        out.append(OPS[op])
        for px, py in args:
            if px != int(px) or py != int(py):
                sys.exit(f"{glyph}: coordinate ({px}, {py}) is not a whole font unit")
            px, py = int(px), int(py)
            out.append(encode_number(px - x) + encode_number(py - y))
            x, y = px, py
    if open_contour:
        sys.exit(f"{glyph}: last contour is not closed")
    text = "".join(out)
    # Round trip: the decoded numbers must give back the points.
    _, numbers = decode_outline(text)
    points = [c for op, args in recording if op in OPS for pt in args for c in pt]
    running, absolute = [0, 0], []
    for i, n in enumerate(numbers):
        running[i % 2] += n
        absolute.append(running[i % 2])
    if absolute != [int(c) for c in points]:
        sys.exit(f"{glyph}: outline encoding does not round-trip")
    return text


def name_of(font, name_id):
    value = font["name"].getDebugName(name_id)
    return value if value is not None else ""


def feature_lookups(table, feature_tag):
    """Lookup indices of a feature in the DFLT and latn default language systems (which must agree)."""
    results = {}
    for record in table.ScriptList.ScriptRecord:
        if record.ScriptTag not in ("DFLT", "latn") or record.Script.DefaultLangSys is None:
            continue
        indices = set()
        for feature_index in record.Script.DefaultLangSys.FeatureIndex:
            feature = table.FeatureList.FeatureRecord[feature_index]
            if feature.FeatureTag == feature_tag:
                indices.update(feature.Feature.LookupListIndex)
        results[record.ScriptTag] = tuple(sorted(indices))
    values = set(results.values())
    if len(values) > 1:
        sys.exit(f"'{feature_tag}' lookups differ between scripts: {results}")
    return values.pop() if values else ()


def tnum_substitution(font):
    """glyph -> glyph applying the 'tnum' single substitutions in lookup order."""
    gsub = font["GSUB"].table
    steps = []
    for index in feature_lookups(gsub, "tnum"):
        lookup = gsub.LookupList.Lookup[index]
        step = {}
        for subtable in lookup.SubTable:
            kind = lookup.LookupType
            if kind == 7:
                kind, subtable = subtable.ExtensionLookupType, subtable.ExtSubTable
            if kind != 1:
                sys.exit(f"'tnum' lookup {index} has type {kind}; only single substitution is handled")
            for source, target in subtable.mapping.items():
                step.setdefault(source, target)
        steps.append(step)

    def apply(glyph):
        for step in steps:
            glyph = step.get(glyph, glyph)
        return glyph

    return apply


def extract(path, scalars):
    font = TTFont(path)
    version = name_of(font, 5)
    if not version.startswith(EXPECTED_VERSION_PREFIX) or font["head"].unitsPerEm != EXPECTED_UNITS_PER_EM:
        sys.exit(f"{path}: expected {EXPECTED_VERSION_PREFIX} with {EXPECTED_UNITS_PER_EM} units/em")
    cmap = font.getBestCmap()
    tnum = tnum_substitution(font)
    glyph_set = font.getGlyphSet()
    order = [".notdef"]
    index = {".notdef": 0}

    def glyph_index(name):
        if name not in index:
            index[name] = len(order)
            order.append(name)
        return index[name]

    default, tabular = {}, {}
    for scalar in scalars:
        name = cmap.get(scalar)
        if name is None or name == ".notdef":
            continue
        default[scalar] = glyph_index(name)
    for scalar in scalars:
        if scalar in default:
            tabular[scalar] = glyph_index(tnum(cmap[scalar]))
    glyphs = []
    for name in order:
        pen = RecordingPen()
        glyph_set[name].draw(pen)
        glyphs.append((name, font["hmtx"][name][0], encode_outline(pen.value, name)))
    with open(path, "rb") as handle:
        digest = hashlib.sha256(handle.read()).hexdigest()
    return {
        "path": path, "full_name": name_of(font, 4), "version": version, "sha256": digest,
        "copyright": name_of(font, 0), "default": default, "tabular": tabular, "glyphs": glyphs,
    }


def debian_version():
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "fonts-inter"],
                             check=True, capture_output=True, text=True).stdout.strip()
        return out or "unknown"
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def swift_array(name, doc, kind, values, per_line=16):
    lines = [f"    /// {doc}", f"    static let {name}: [{kind}] = ["]
    for start in range(0, len(values), per_line):
        lines.append("        " + ", ".join(values[start:start + per_line]) + ",")
    lines.append("    ]")
    return lines


def render(faces, scalars):
    covered = sorted(set().union(*(face["default"].keys() for face in faces.values())))
    for key, face in faces.items():
        if sorted(face["default"]) != covered:
            sys.exit(f"{key} covers other scalars than the other face; the table assumes one scalar list")
    missing = [s for s in scalars if s not in set(covered)]
    out = []
    w = out.append
    w("// GENERATED FILE - do not edit by hand.")
    w("//")
    w("// Generator:  scripts/extract-inter-outlines.py, with fontTools " + fontTools.version)
    for key, face in faces.items():
        w(f"// Font:       {face['path']}")
        w(f"//             {face['full_name']}, \"{face['version']}\", SHA-256 {face['sha256']}")
    w(f"// Package:    Debian fonts-inter {debian_version()}")
    w("// Regenerate: scripts/install-font-tools.sh && python3 scripts/extract-inter-outlines.py \\")
    w("//                 Sources/SceneGraph/InterOutlineData.swift --license LICENSES/Inter-OFL.txt")
    w("//")
    w("// Licence: the outlines below are data of the Inter font (" + faces["regular"]["copyright"] + "),")
    w("// redistributed under the SIL Open Font License, Version 1.1. The licence text is in")
    w("// LICENSES/Inter-OFL.txt. This data may be used, studied, modified and redistributed under that")
    w("// licence; it may not be sold by itself.")
    w("//")
    w("// Encoding (one glyph per line, `name advance outline`, in font units, y up): W moveTo, X lineTo,")
    w("// Y curveTo, each with its points as differences from the previous point, x then y; contours are")
    w("// closed. A number is zigzag-mapped (0, -1, 1, -2 ... -> 0, 1, 2, 3 ...) and written in base 32,")
    w("// least significant digit first: `abcdefghijklmnopqrstuvwxyz!#$%&*` for a digit more follow,")
    w("// `0123456789ABCDEFGHIJKLMNOPQRSTUV` for the last one.")
    w("//")
    w("// Not in the font, so drawn as .notdef (see InterOutlines):")
    for line in textwrap.wrap(", ".join(f"U+{s:04X}" for s in missing) or "(none)", 100):
        w("//   " + line)
    w("")
    w("/// Glyph outlines of Inter Regular and SemiBold 3.019, extracted by scripts/extract-inter-outlines.py.")
    w("enum InterOutlineData {")
    w("    /// Font units per em.")
    w(f"    static let unitsPerEm: Double = {EXPECTED_UNITS_PER_EM}")
    w("")
    out.extend(swift_array("scalars", f"The covered scalars ({len(covered)}), sorted.", "UInt32",
                           [f"0x{s:04X}" for s in covered], 12))
    for key, face in faces.items():
        w("")
        out.extend(swift_array(f"{key}Default", f"Line of `{key}Glyphs` for each of `scalars`, default features.",
                               "UInt16", [str(face["default"][s]) for s in covered]))
        w("")
        out.extend(swift_array(f"{key}Tabular", f"Line of `{key}Glyphs` for each of `scalars` with GSUB 'tnum' applied.",
                               "UInt16", [str(face["tabular"][s]) for s in covered]))
    for key, face in faces.items():
        w("")
        w(f"    /// {face['full_name']}: {len(face['glyphs'])} glyphs, `.notdef` first.")
        w(f"    static let {key}Glyphs = \"\"\"")
        for name, advance, outline in face["glyphs"]:
            w(f"        {name} {advance} {outline}".rstrip())
        w("        \"\"\"")
    w("}")
    return "\n".join(out) + "\n"


def license_text(faces):
    """Inter's copyright line and the OFL 1.1 text from Debian's copyright file."""
    try:
        with open(DEBIAN_COPYRIGHT, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError:
        sys.exit(f"{DEBIAN_COPYRIGHT} not found: apt-get install fonts-inter")
    body, inside = [], False
    for line in lines:
        if line.rstrip() == "License: OFL-1.1":
            inside = True
            continue
        if inside:
            if not line.startswith(" "):
                break
            text = line[1:]
            body.append("" if text == "." else text)
    if not body or not body[0].startswith("PREAMBLE"):
        sys.exit(f"{DEBIAN_COPYRIGHT}: no OFL-1.1 licence text found")
    head = [
        "Inter font outline data in Sources/SceneGraph/InterOutlineData.swift",
        "",
        "Copyright 2016-2022 The Inter Project Authors <rasmus@notion.se> (https://github.com/rsms/inter)",
        "Font name table: " + faces["regular"]["copyright"],
        "",
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        "This license is copied below, and is also available with a FAQ at: https://openfontlicense.org",
        "",
        "-----------------------------------------------------------",
        "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007",
        "-----------------------------------------------------------",
        "",
    ]
    return "\n".join(head + body).rstrip() + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", nargs="?", help="Swift file to write (default: stdout)")
    parser.add_argument("--license", help="also write Inter's OFL licence text to this file")
    parser.add_argument("--font-dir", default=FONT_DIR, help=f"folder of the Inter .otf files (default {FONT_DIR})")
    args = parser.parse_args()

    scalars = coverage()
    faces = {}
    for key, _, file_name in FACES:
        path = os.path.join(args.font_dir, file_name)
        if not os.path.isfile(path):
            sys.exit(f"{path} not found: run scripts/install-font-tools.sh (apt-get install fonts-inter)")
        faces[key] = extract(path, scalars)
    source = render(faces, scalars)
    if args.output:
        with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(source)
    else:
        sys.stdout.write(source)
    if args.license:
        os.makedirs(os.path.dirname(os.path.abspath(args.license)), exist_ok=True)
        with open(args.license, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(license_text(faces))


if __name__ == "__main__":
    main()
