#!/usr/bin/env bash
# Measures what two threads opening files at once on two CPUs pay for sharing one set of credentials: every open
# file holds a reference on its opener's credentials, and threads share one set unless one is given its own
# (`Threads.ownCredentials`, which every thread render-cli starts calls).
#
#   bash scripts/shared-credentials.sh [ROUNDS]   # ROUNDS: 9 (each of 5 timings, alternating shared and own)
#
# Prints the median over ROUNDS of each kind's nanoseconds per open, read and close (the fastest of five timings each
# time). It builds scripts/shared-credentials.c with the C compiler the Swift toolchain brings (clang), or cc.
# Linux only; needs two CPUs.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-9}"
base=$(mktemp -d)
trap 'rm -rf "$base"' EXIT
compiler=$(command -v clang || command -v cc || true)
[ -n "$compiler" ] || { echo "shared-credentials: no C compiler (clang or cc)" >&2; exit 1; }
"$compiler" -O2 -o "$base/tool" scripts/shared-credentials.c -lpthread
head -c 3000 /dev/zero > "$base/file0"
head -c 3000 /dev/zero > "$base/file1"
python3 - "$base" "$rounds" <<'PY'
import statistics, subprocess, sys
base, rounds = sys.argv[1], int(sys.argv[2])
times = {0: [], 1: []}
for r in range(rounds):
    for own in ((0, 1) if r % 2 == 0 else (1, 0)):
        out = subprocess.run([base + "/tool", base, str(own), "5"], check=True, capture_output=True, text=True).stdout
        times[own].append(float(out))
for own, label in ((0, "one set of credentials shared"), (1, "a set of credentials each")):
    values = times[own]
    print("%-32s %7.1f ns per open, read and close a thread (%.1f to %.1f)" % (label, statistics.median(values), min(values), max(values)))
PY
