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
python3 scripts/drag_trace.py "$work/drag.json"
echo "journalled ext4:"
python3 scripts/render_rounds.py "$mountpoint" "$work/drag.json" "$rounds" "render-cli=$PWD/.build/release/render-cli"
