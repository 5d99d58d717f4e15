#!/usr/bin/env bash
# Measures how much of `render --trace`'s speed-up from one job to two the frames folder's lock takes on a disk: the
# benchmark's 72,000-event drag rendered by this checkout's render-cli, and by a copy built with one line changed so
# that each batch of frames the pool hands over (128) goes into one of two sub-folders in turn (`frames/0/`,
# `frames/1/`), so the two threads mostly make their names in different folders. That layout is not one we ship (a
# frame's place would depend on the batch size); it shows what one folder costs.
#
#   bash scripts/two-frame-folders.sh [ROUNDS] [BASE]   # ROUNDS: 10; BASE: where the runs go (default: a new folder
#                                                       # in /var/tmp, on the disk rather than in tmpfs)
#
# Builds both in release mode (the copy from scratch: a few minutes on two cores), then runs one job and two of each
# in shuffled rounds (scripts/render_rounds.py) and prints the medians and speed-ups. The copy and the runs are
# removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-10}"
work=$(mktemp -d)
base="${2:-}"
if [ -z "$base" ]; then base=$(mktemp -d /var/tmp/two-frame-folders.XXXXXX); fi
trap 'rm -rf "$work" "$base"' EXIT
swift build -c release --product render-cli >/dev/null
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work/"
# The one line changed: a frame's path gets the sub-folder of its batch.
python3 - "$work/Sources/SliderRendering/FramesRender.swift" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
line = "let path = SuitePath.joined(folders[s], name)"
if text.count(line) != 1:
    sys.exit("two-frame-folders: the line to change is not in FramesRender.swift once")
open(path, "w").write(text.replace(line, 'let path = SuitePath.joined(folders[s], "\\((k / FrameFiles.handOver) % 2)/" + name)'))
PY
(cd "$work" && swift build -c release --product render-cli >/dev/null)
python3 scripts/drag_trace.py "$work/drag.json"
python3 scripts/render_rounds.py "$base" "$work/drag.json" "$rounds" \
    "one frames folder (as shipped)=$PWD/.build/release/render-cli" "two frames folders=$work/.build/release/render-cli"
