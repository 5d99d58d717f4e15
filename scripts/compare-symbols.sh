#!/usr/bin/env bash
# Compares our PNG of the value-label symbols with librsvg's rendering of our own `--text paths` SVG (issue 51).
#
# For each symbol pair (minus and plus, the suns, the speakers) a single slider at Dynamic Type accessibility3 is
# drawn by `render-cli render --format png` and as `--text paths` SVG; rsvg-convert draws that SVG at the same scale.
# Both are composited over white and a pixel counts as different when a channel differs by more than --threshold
# (default 16). Prints one line per pair (and per colour scheme) with the percentage, and exits 1 when a pair
# differs in more than --max-percent of its pixels (default 0.3). Installs rsvg-convert through
# scripts/install-render-tools.sh when it is missing. The scenes, our PNGs, the SVGs and librsvg's PNGs stay in --out
# (default .build/symbol-check) to look at.
#
#   scripts/compare-symbols.sh [--scale 1|2|3] [--threshold N] [--max-percent P] [--out DIR]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
scale=2
threshold=16
max_percent=0.3
out="$repo/.build/symbol-check"
while [ $# -gt 0 ]; do
    case "$1" in
        --scale) scale="$2"; shift 2 ;;
        --threshold) threshold="$2"; shift 2 ;;
        --max-percent) max_percent="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "usage: scripts/compare-symbols.sh [--scale 1|2|3] [--threshold N] [--max-percent P] [--out DIR]" >&2; exit 2 ;;
    esac
done
if ! command -v "${RSVG_CONVERT:-rsvg-convert}" >/dev/null 2>&1; then bash "$here/install-render-tools.sh"; fi
rsvg="${RSVG_CONVERT:-rsvg-convert}"
rm -rf "$out"
mkdir -p "$out"
(cd "$repo" && swift build --product render-cli >/dev/null)
cli="$(cd "$repo" && swift build --product render-cli --show-bin-path)/render-cli"
for pair in "minus-plus minus plus" "suns sun.min.fill sun.max.fill" "speakers speaker.fill speaker.wave.3.fill"; do
    set -- $pair
    label="$1"
    shift
    for scheme in light dark; do
        name="$label-$scheme"
        cat >"$out/$name.json" <<JSON
{
  "slider": { "kind": "single", "bounds": [0, 100], "value": 30, "step": 1, "label": "Level",
              "minimumValueLabel": { "icon": "$1" }, "maximumValueLabel": { "icon": "$2" } },
  "environment": { "width": 390, "dynamicTypeSize": "accessibility3", "colorScheme": "$scheme" }
}
JSON
        { "$cli" render "$out/$name.json" --format png --scale "$scale" --out "$out/$name.ours.png" \
            && "$cli" render "$out/$name.json" --text paths --out "$out/$name.svg" \
            && "$rsvg" --zoom "$scale" "$out/$name.svg" -o "$out/$name.rsvg.png"; } 2>>"$out/render.log" \
            || { cat "$out/render.log" >&2; exit 1; }
    done
done
python3 - "$out" "$threshold" "$max_percent" <<'PY'
import sys
from pathlib import Path
import numpy as np
from PIL import Image

out, threshold, limit = Path(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])

def over_white(path):
    im = np.asarray(Image.open(path).convert("RGBA")).astype(np.float64)
    a = im[..., 3:4] / 255
    return im[..., :3] * a + 255 * (1 - a)

failed = False
for ours in sorted(out.glob("*.ours.png")):
    name = ours.name[: -len(".ours.png")]
    a, b = over_white(ours), over_white(out / f"{name}.rsvg.png")
    if a.shape != b.shape:
        print(f"{name}: sizes differ, ours {a.shape[1]}x{a.shape[0]}, librsvg {b.shape[1]}x{b.shape[0]}")
        failed = True
        continue
    diff = np.abs(np.rint(a) - np.rint(b)).max(axis=2)
    percent = 100 * float((diff > threshold).sum()) / diff.size
    verdict = "ok" if percent <= limit else "FAIL"
    failed |= percent > limit
    print(f"{verdict:4} {name}: {percent:.3f} % of {diff.size} pixels differ by more than {threshold} (largest {int(diff.max())})")
sys.exit(1 if failed else 0)
PY
