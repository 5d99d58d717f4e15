#!/usr/bin/env bash
# Times the builds a user waits for: a consumer's clean build (a new package whose test target depends on
# SliderSnapshotTesting and SliderEngine, as a team adopting the package would write it) and `swift test` of this
# package from a fresh clone. Prints every run and the median. docs/performance.md has the goals and today's figures.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: scripts/build-time.sh [--runs N] [--jobs] [--swift-test]

  Times a clean `swift build --build-tests` of a consumer package (a test target that depends on
  SliderSnapshotTesting and SliderEngine, by path on this checkout), N times, taking turns with the same consumer
  without this package (its test target imports only Swift Testing), and prints each run, the medians and the median
  of what this package adds.

  --runs N      how many runs of each build (default 5)
  --jobs        then one more consumer build, not counted, that lists its compiler jobs (module, kind, start and
                end in seconds from the build's start, CPU seconds): what runs at once and what the build waits for
  --swift-test  also time `swift test` from a fresh clone of this checkout's HEAD, N times
  -h, --help    this text

Run it on an otherwise idle machine: other work slows every figure. Its packages, clones and builds are in a
temporary folder, removed when it exits.
EOF
}

runs=5 jobs=false swifttest=false
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) [ $# -ge 2 ] && [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "error: --runs needs a whole number from 1" >&2; exit 2; }
                runs=$2; shift 2 ;;
        --jobs) jobs=true; shift ;;
        --swift-test) swifttest=true; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export LC_ALL=C

# Seconds of wall time that "$@" takes, run in the current folder; its output goes to $work/log, shown on failure.
timed() {
    local t
    TIMEFORMAT=%R
    t=$( { time "$@" >"$work/log" 2>&1; } 2>&1 ) || { cat "$work/log" >&2; echo "error: '$*' failed" >&2; exit 1; }
    echo "$t"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Two consumers, alike but for this package: "bare" has a test target that imports only Swift Testing, "slider" one
# that depends on SliderSnapshotTesting and SliderEngine. The bare build is what any package's users pay (SwiftPM,
# the test runner, indexing the toolchain's modules); the difference is what this package adds. The package is
# named by its folder, so a clone may be called anything.
identity=$(basename "$repo")
for name in bare slider; do
    mkdir -p "$work/$name/Tests/ConsumerTests"
    if [ $name = bare ]; then dependencies="" products=""; else
        dependencies=".package(path: \"$repo\")"
        products=".product(name: \"SliderSnapshotTesting\", package: \"$identity\"), .product(name: \"SliderEngine\", package: \"$identity\")"
    fi
    cat > "$work/$name/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription
let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v15)],
    dependencies: [$dependencies],
    targets: [.testTarget(name: "ConsumerTests", dependencies: [$products])]
)
SWIFT
done
cat > "$work/bare/Tests/ConsumerTests/BareTests.swift" <<'SWIFT'
import Testing

@Test func arithmetic() {
    #expect(120 + 360 == 480)
}
SWIFT
cat > "$work/slider/Tests/ConsumerTests/PriceSliderTests.swift" <<'SWIFT'
import SliderEngine
import SliderSnapshotTesting
import Testing

@Test func priceAtRest() {
    let engine = SliderEngine<Double>(config: SliderConfig(bounds: (0, 1000), step: 10))
    let state = engine.initialState(value: RangeBinding(120, 480), environment: SliderEnvironment())
    assertSnapshot(of: engine.scene(state), as: .svg())
}
SWIFT
consumer="$work/slider"

if $jobs; then
    # A stand-in for the compiler's frontend that logs each job it runs, then runs the real one.
    # On a Mac, `swift` is a shim and xcrun knows where the toolchain's frontend is.
    if command -v xcrun >/dev/null; then frontend=$(xcrun --find swift-frontend); else
        frontend=$(dirname "$(command -v swift)")/swift-frontend
    fi
    [ -x "$frontend" ] || { echo "error: cannot find the toolchain's swift-frontend (looked at '$frontend')" >&2; exit 1; }
    cat > "$work/frontend" <<PY
#!/usr/bin/env python3
import resource, subprocess, sys, time
args = sys.argv[1:]
kind = "emit-module" if "-emit-module" in args else "compile" if "-c" in args else None
module = args[args.index("-module-name") + 1] if "-module-name" in args else None
start = time.time()
status = subprocess.call(["$frontend"] + args)
if kind and module:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open("$work/jobs", "a") as log:
        log.write(f"{module} {kind} {start:.3f} {time.time():.3f} {usage.ru_utime + usage.ru_stime:.2f}\n")
sys.exit(status)
PY
    chmod +x "$work/frontend"
fi

# A clean build of the consumer in $1: seconds.
clean_build() {
    cd "$work/$1"
    rm -rf .build
    timed swift package resolve >/dev/null
    timed swift build --build-tests
}

echo "A consumer's clean build (swift build --build-tests), the two consumers taking turns:"
bare=() slider=() added=()
for i in $(seq "$runs"); do
    b=$(clean_build bare)
    t=$(clean_build slider)
    bare+=("$b") slider+=("$t") added+=("$(awk -v t="$t" -v b="$b" 'BEGIN { printf "%.3f", t - b }')")
    echo "  run $i: with SliderSnapshotTesting and SliderEngine $t s; bare (Swift Testing only) $b s"
done
echo "  median of $runs: with SliderSnapshotTesting and SliderEngine $(printf '%s\n' "${slider[@]}" | median) s;" \
     "bare $(printf '%s\n' "${bare[@]}" | median) s; added by this package $(printf '%s\n' "${added[@]}" | median) s"

if $jobs; then
    # One more run, not counted above: starting a logger for every job slows the build.
    cd "$consumer"
    rm -rf .build
    timed swift package resolve >/dev/null
    : > "$work/jobs"
    start=$(python3 -c 'import time; print(f"{time.time():.3f}")')
    t=$(timed env SWIFT_DRIVER_SWIFT_FRONTEND_EXEC="$work/frontend" swift build --build-tests)
    echo
    echo "Compiler jobs of one more clean build, $t s with each job logged (seconds from its start; CPU is user +"
    echo "system):"
    printf '  %-32s %-12s %7s %7s %6s\n' module job start end CPU
    awk -v s="$start" '{ printf "  %-32s %-12s %7.2f %7.2f %6.2f\n", $1, $2, $3 - s, $4 - s, $5 }' "$work/jobs" | sort -k3 -n
    echo "  CPU by module:"
    awk '{ cpu[$1] += $5 } END { for (m in cpu) printf "    %-30s %6.2f\n", m, cpu[m] }' "$work/jobs" | sort -k2 -rn
fi

if $swifttest; then
    echo
    echo "swift test of this package from a fresh clone of HEAD:"
    times=()
    for i in $(seq "$runs"); do
        rm -rf "$work/clone"
        git clone -q "$repo" "$work/clone"
        cd "$work/clone"
        t=$(timed swift test)
        built=$(grep -o 'Build complete! ([0-9.]*s)' "$work/log" | head -1 | grep -o '[0-9.]*' || true)
        times+=("$t")
        echo "  run $i: $t s (build ${built:-?} s)"
        cd "$work"
    done
    echo "  median of $runs: $(printf '%s\n' "${times[@]}" | median) s"
fi
