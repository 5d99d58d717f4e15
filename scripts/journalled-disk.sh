#!/usr/bin/env bash
# Measures `render --trace` of the benchmark's 72,000-event drag, one job and two, on a journalled ext4: a file system
# made for the purpose in an image file and mounted through a loop device, beside this machine's own disk (whose ext4
# has no journal, so it passes over recently freed inodes when it makes a file).
#
#   sudo bash scripts/journalled-disk.sh [ROUNDS]   # ROUNDS: 10 (one job and two in a shuffled order each)
#
# Needs root (mkfs, mount). Each run goes into a fresh folder, nothing deleted in between, with `sync` before it, as
# slider-bench's disk group does; the image (3 GiB, in the system's temporary folder) is removed at the end. Prints
# the medians and the speed-up, as the median of each round's ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-10}"
[ "$(id -u)" = 0 ] || { echo "journalled-disk: needs root, for mkfs and mount" >&2; exit 1; }
swift build -c release --product render-cli >/dev/null
work=$(mktemp -d)
mountpoint="$work/mnt"
cleanup() { umount "$mountpoint" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
truncate -s 3G "$work/image"
mkfs.ext4 -q -F "$work/image"
mkdir -p "$mountpoint"
mount -o loop "$work/image" "$mountpoint"
# slider-bench's trace, byte for byte (its `dragTrace`): a finger sweeping the price slider's track at 120 Hz.
python3 - "$work/drag.json" <<'PY'
import sys
def number(x, decimals):
    text = "%.*f" % (decimals, x)
    return text.rstrip("0").rstrip(".") if "." in text else text
count = 72000
lines = ['{\n  "events": [\n    { "t": 0, "type": "touchDown", "x": 50.24 },\n']
for i in range(1, count - 1):
    k = i % 600
    x = 14 + (k if (i // 600) % 2 == 0 else 600 - k) * 0.5
    lines.append('    { "t": %s, "type": "touchMove", "x": %s },\n' % (number(i / 120, 4), number(x, 2)))
lines.append('    { "t": %s, "type": "touchUp" }\n  ]\n}\n' % number((count - 1) / 120, 4))
open(sys.argv[1], "w").write("".join(lines))
PY
python3 - "$PWD/.build/release/render-cli" "$mountpoint" "$work/drag.json" "$rounds" <<'PY'
import os, random, statistics, subprocess, sys, time
cli, mountpoint, trace, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
times = {1: [], 2: []}
rng = random.Random(7)
k = 0
for r in range(rounds):
    for jobs in rng.sample([1, 2], 2):
        k += 1
        os.sync()
        start = time.perf_counter()
        run = subprocess.run([cli, "render", "Fixtures/scenes/price.json", "--trace", trace, "--out", f"{mountpoint}/run-{k}",
                              "--jobs", str(jobs)], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit("journalled-disk: render failed (exit %d): %s" % (run.returncode, run.stderr.strip()[:500]))
        times[jobs].append(time.perf_counter() - start)
ratios = [a / b for a, b in zip(times[1], times[2])]
print("journalled ext4: one job %.1f ms, two jobs %.1f ms, speed-up %.2fx (median of %d rounds' ratios, %.2f to %.2f)" % (
    statistics.median(times[1]) * 1e3, statistics.median(times[2]) * 1e3, statistics.median(ratios), rounds, min(ratios), max(ratios)))
PY
