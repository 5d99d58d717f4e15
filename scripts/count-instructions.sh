#!/usr/bin/env bash
# Counts the instructions that building a scene and writing its SVG take, per frame, with valgrind's callgrind.
# Unlike a wall-clock figure, the count does not depend on what else the machine is doing, so it shows what a change
# to the scene builder or the SVG writer did even on a busy machine.
#
#   bash scripts/count-instructions.sh            # the price and age frames of slider-bench's scene + SVG group,
#                                                 # the frames of its drag group, `render-cli replay` of a
#                                                 # 100,000-event drag, and `render-cli check` a case
#
# It builds slider-bench and render-cli for release, runs `slider-bench --only svg --quick --runs 1` (one frame drawn
# again and again), `--only drag` (a drag's frames, which differ) and `--only single` (the same over SwiftUI's Slider
# with two icons) under callgrind, each with `--writer fresh` (every
# frame written from nothing) and `--writer copying` (a node as it was in the frame before copied, as SVGWriter
# comes), and divides the inclusive count
# of SliderEngine.buildSceneAndLayout and of SVGWriter.render by the number of calls to each. Then it writes
# slider-bench's drag trace of 100,000 events (a finger sweeping the price slider's track at 120 Hz), replays it
# under callgrind, and divides the inclusive count of the replay's loop (reading the trace, reducing each event and
# writing the effect lines) by the number of events. Last it counts `render-cli check` over generated suites of 200
# cases and of one, and divides the difference by 199.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null || ! command -v callgrind_annotate >/dev/null; then
    # Debian's valgrind, installed as the other scripts install their tools (sudo when not root).
    sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then sudo="sudo"; fi
    echo "count-instructions: installing valgrind" >&2
    $sudo apt-get update -qq >/dev/null && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null \
        || { echo "count-instructions: could not install valgrind (Debian: apt-get install valgrind)" >&2; exit 1; }
fi
# Swift seeds each process's hashing at random, so dictionaries probe differently from run to run and a whole run's
# count moved by about 1 %; with the seed fixed, the same build gives the same count.
export SWIFT_DETERMINISTIC_HASHING=1
swift build -c release --product slider-bench >/dev/null
swift build -c release --product render-cli >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Scene and SVG instructions a frame, for one group of slider-bench's figures.
count_frames() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out" .build/release/slider-bench --only "$1" --writer "$3" --quick \
        --runs 1 >/dev/null 2>"$work/log"
    callgrind_annotate --inclusive=yes "$work/out" >"$work/inclusive" 2>/dev/null
    callgrind_annotate --tree=caller "$work/out" >"$work/callers" 2>/dev/null
    python3 - "$work" "$2" <<'PY'
import re, sys
work, label = sys.argv[1], sys.argv[2]
number = lambda text: int(text.replace(",", ""))
# The functions' mangled names (for Double values); callgrind lists a function once per source file it was inlined
# from, so the largest count and the largest number of calls over those lines are the function's.
pieces = {"scene (SliderEngine.buildSceneAndLayout)":
              "$s12SliderEngineAAV19buildSceneAndLayout_7options5cache0D5Graph0D0V5scene_AF4RectVSg7laidOuttAA0A5StateVyxG_AA0D7OptionsVAA0D5CacheCtFSd_Tg5",
          "SVG (SVGWriter.render)": "$s9SVGRender9SVGWriterV6renderyy10SceneGraph0D0VF"}
names = lambda line: re.findall(r":(\$s\S+)", line)
inclusive = open(f"{work}/inclusive").read().splitlines()
callers = open(f"{work}/callers").read().splitlines()
for name, symbol in pieces.items():
    # The inclusive count of the function itself (its line names it with a source file, not as a callee "=>").
    costs = [number(m.group(1)) for line in inclusive
             if symbol in names(line) and "=>" not in line and (m := re.match(r"\s*([\d,]+) ", line))]
    if not costs:
        sys.exit(f"count-instructions: {symbol} not found in the profile")
    # Its calls: the "< caller (Nx)" lines just above the "*  function" line of the caller tree.
    calls, block = 0, []
    for line in callers:
        if line.strip() == "":
            block = []
            continue
        if "*  " in line and symbol in names(line):
            calls = max(calls, sum(number(m.group(1)) for l in block if (m := re.search(r"\(([\d,]+)x\)", l))))
            block = []
            continue
        block.append(line)
    if calls == 0:
        sys.exit(f"count-instructions: no calls of {symbol} found")
    print(f"{name}, {label}: {round(max(costs) / calls):,} instructions a frame ({calls:,} calls)")
PY
}
count_frames svg "the price and age frames, each drawn again and again, each frame from nothing" fresh
count_frames svg "the price and age frames, each drawn again and again, unchanged nodes copied" copying
count_frames drag "a drag's 600 frames of the price slider, each frame from nothing" fresh
count_frames drag "a drag's 600 frames of the price slider, unchanged nodes copied" copying
count_frames single "a drag's 600 frames of the single slider with icons, each frame from nothing" fresh
count_frames single "a drag's 600 frames of the single slider with icons, unchanged nodes copied" copying

# The replay: the same drag as slider-bench's replay group, 100,000 events (and its first 6,000 for render --trace).
python3 scripts/drag_trace.py "$work/drag.json" 100000
python3 scripts/drag_trace.py "$work/drag-6000.json" 6000
# One job: the loop on one thread, reading included (with more, the reading runs on a thread of its own).
valgrind --tool=callgrind --callgrind-out-file="$work/replay" .build/release/render-cli replay Fixtures/scenes/price.json \
    "$work/drag.json" --jobs 1 >/dev/null 2>"$work/replay.log"
callgrind_annotate --inclusive=yes "$work/replay" >"$work/replay.inclusive" 2>/dev/null
python3 - "$work" <<'PY'
import re, sys
work = sys.argv[1]
# EffectReplay<TraceStream>.write(to:), the loop of `render-cli replay`.
symbol = "$s12SliderEngine12EffectReplayVA2A11TraceStreamCRszrlE5write2toyys10ArraySliceVys5UInt8VGKXE_tKF"
costs = [int(m.group(1).replace(",", "")) for line in open(f"{work}/replay.inclusive")
         if symbol in re.findall(r":(\$s\S+)", line) and "=>" not in line and (m := re.match(r"\s*([\d,]+) ", line))]
if not costs:
    sys.exit(f"count-instructions: {symbol} not found in the replay's profile")
print(f"replay (render-cli replay, trace to last line): {round(max(costs) / 100_000):,} instructions an event (100,000 events)")
PY

# render --trace on one job: the whole run, from start to exit, over its frames (user space only: valgrind does not
# count the kernel's work of making the files).
# The work folder's name is random, so the commands that take paths run inside it and name its files relatively: the
# paths' bytes, hashed and written, would otherwise move the count from one run to the next.
repo=$(pwd)
(cd "$work" && valgrind --tool=callgrind --callgrind-out-file=render "$repo/.build/release/render-cli" render \
    "$repo/Fixtures/scenes/price.json" --trace drag-6000.json --out render-out --jobs 1 >/dev/null 2>render.log)
frames=$(find "$work/render-out/frames" -name '*.svg' | wc -l)
refs=$(sed -n 's/.*refs: *\([0-9,]*\).*/\1/p' "$work/render.log" | tr -d ,)
python3 -c "import sys; refs, frames = int(sys.argv[1]), int(sys.argv[2]); print(f'render --trace (--jobs 1, a 6,000-event drag, start to exit): {round(refs / frames):,} instructions a frame ({frames:,} frames, {refs:,} in all)')" "$refs" "$frames"

# check: a suite of 200 generated cases (the price scene with different values, as slider-bench's check group makes
# them) and one of a single case, goldens recorded first; the difference of the two whole runs over 199 is what a case
# costs, from reading its case file to comparing its golden, without the process's start.
python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
template = open("Fixtures/scenes/price.json").read()
for count in (1, 200):
    suite = f"{work}/suite-{count}"
    os.makedirs(f"{suite}/scenes"); os.makedirs(f"{suite}/cases")
    for i in range(count):
        open(f"{suite}/scenes/s{i}.json", "w").write(template.replace('"value": [120, 480]', f'"value": [{i % 500}, {500 + i % 500}]'))
        open(f"{suite}/cases/c{i}.case.json", "w").write('{"scene": "../scenes/s%d.json"}\n' % i)
PY
check_count() {
    (cd "$work" && "$repo/.build/release/render-cli" check "suite-$1/cases" --root "suite-$1" --record missing \
        --artifacts artifacts >/dev/null 2>&1) || true
    (cd "$work" && valgrind --tool=callgrind --callgrind-out-file="check-$1" "$repo/.build/release/render-cli" check \
        "suite-$1/cases" --root "suite-$1" --record never --jobs 1 --artifacts artifacts >/dev/null 2>"check-$1.log")
    sed -n 's/.*refs: *\([0-9,]*\).*/\1/p' "$work/check-$1.log" | tr -d ,
}
one=$(check_count 1)
many=$(check_count 200)
python3 -c "import sys; one, many = int(sys.argv[1]), int(sys.argv[2]); print(f'check (render-cli check --jobs 1, a case of the price scene): {round((many - one) / 199):,} instructions a case; one case from start to exit: {one:,}')" "$one" "$many"
