#!/usr/bin/env bash
# Measures whether two threads make new names in one folder faster than one thread does: the kernel takes the
# folder's lock for every new file or hard link, and a thread that finds it taken waits, spinning while the holder
# runs. A drag's frames are almost all hard links into one folder (`frames/`), so this is part of what two jobs of
# `render --trace` can gain.
#
#   bash scripts/folder-lock.sh [FOLDER] [ROUNDS]   # FOLDER: where to make the names (default: a new folder in
#                                                   # /dev/shm, else in the system's temporary folder); ROUNDS: 5
#
# Each round makes 36,000 names (one in 50 a new 3,000-byte file, the others hard links, as a 72,000-event drag's
# frames) with one thread into one folder, two threads into one folder, and two threads into a folder each, in a
# shuffled order, each into a fresh folder; it prints the median wall time and processor time of each. It builds
# scripts/folder-lock.c with the C compiler the Swift toolchain brings (clang), or cc.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-}"
rounds="${2:-5}"
if [ -z "$base" ]; then
    if [ -d /dev/shm ] && [ -w /dev/shm ]; then base=$(mktemp -d /dev/shm/folder-lock.XXXXXX); else base=$(mktemp -d); fi
    trap 'rm -rf "$base"' EXIT
fi
compiler=$(command -v clang || command -v cc || true)
[ -n "$compiler" ] || { echo "folder-lock: no C compiler (clang or cc)" >&2; exit 1; }
tool="$base/folder-lock"
"$compiler" -O2 -o "$tool" scripts/folder-lock.c -lpthread
python3 - "$tool" "$base" "$rounds" <<'EOF'
import os, random, shutil, statistics, subprocess, sys
tool, base, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
layouts = [("one thread, one folder", 1, 1), ("two threads, one folder", 2, 1), ("two threads, a folder each", 2, 0)]
wall = {name: [] for name, _, _ in layouts}
cpu = {name: [] for name, _, _ in layouts}
rng = random.Random(7)
for r in range(rounds):
    order = list(layouts)
    rng.shuffle(order)
    for name, threads, shared in order:
        folder = os.path.join(base, "run")
        shutil.rmtree(folder, ignore_errors=True)
        os.mkdir(folder)
        process = subprocess.Popen([tool, folder, str(threads), str(shared), "36000"], stdout=subprocess.PIPE, text=True)
        out = process.stdout.read()
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            sys.exit("folder-lock: the tool failed")
        wall[name].append(float(out))
        cpu[name].append((usage.ru_utime + usage.ru_stime) * 1e3)
        shutil.rmtree(folder, ignore_errors=True)
for name, _, _ in layouts:
    print("%-28s wall %6.1f ms (%.1f to %.1f), processor time %6.1f ms" % (
        name, statistics.median(wall[name]), min(wall[name]), max(wall[name]), statistics.median(cpu[name])))
EOF
