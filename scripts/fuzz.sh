#!/usr/bin/env bash
# Builds the libFuzzer target (Sources/FuzzTarget: the scene and trace readers, the getevent and WebDriver importers,
# then replay, frames and SVG) with AddressSanitizer, and runs it for SECONDS (default 60) on a corpus seeded from
# Fixtures/. Exits 0 when the time ran out without a finding, and non-zero on a crash, a broken promise, a timeout or
# running out of memory; the input that did it is saved under the artifacts folder, ready to be copied into
# Fixtures/fuzz-regressions/ (which Tests/FuzzTargetTests replays).
#
#   scripts/fuzz.sh [SECONDS]
#
# Environment:
#   FUZZ_CORPUS     corpus folder to keep between runs (default: a temporary folder, removed at the end)
#   FUZZ_ARTIFACTS  where crashing inputs go (default: .build/fuzz/artifacts)
#   FUZZ_RSS_MB     memory limit in MB (default 2048)
#   FUZZ_MAX_LEN    longest input in bytes (default 16384)
#   FUZZ_TIMEOUT    seconds one input may take before it counts as a hang (default 20)
#
# scripts/fuzz.dict gives libFuzzer the words the readers know (keys, event types, getevent names).
#
# Fixtures/ is only read. Nothing is installed: libFuzzer ships with the Swift toolchain's clang runtime
# (lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a); the script stops with a message when it is missing.
set -euo pipefail

# Everything runs inside main, which bash reads whole before it starts: editing this file during a long run cannot
# change what the rest of that run does.
main() {
    seconds="${1:-60}"
    case "$seconds" in
        ''|*[!0-9]*) echo "fuzz.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 64 ;;
    esac
    repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    cd "$repo"
    log() { echo "fuzz.sh: $*" >&2; }

    # ------------------------------------------------------------- libFuzzer ----
    swift_bin="$(command -v swift || true)"
    [ -n "$swift_bin" ] || { log "swift is not on PATH"; exit 69; }
    toolchain="$(cd "$(dirname "$(readlink -f "$swift_bin")")/.." && pwd)"
    runtime="$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a 2>/dev/null | head -n 1 || true)"
    if [ -z "$runtime" ]; then
        log "no libFuzzer runtime in $toolchain/lib/clang/*/lib/linux/ (libclang_rt.fuzzer-*.a);"
        log "use a swift.org toolchain for Linux, which ships it (Debian's clang packages install it for their own clang only)"
        exit 69
    fi
    log "libFuzzer runtime: $runtime"

    # ----------------------------------------------------------------- build ----
    log "building FuzzTarget (release, -sanitize=fuzzer,address, -DFUZZING)"
    swift build -c release --scratch-path .build/fuzz --product FuzzTarget \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING >&2
    binary=".build/fuzz/release/FuzzTarget"
    [ -x "$binary" ] || { log "the build made no $binary"; exit 70; }

    # ---------------------------------------------------------------- corpus ----
    # An input is one mode byte, then a scene file, a NUL, and a trace (see Sources/FuzzTarget/FuzzInput.swift); without
    # a NUL, every reader gets the bytes alone.
    if [ -n "${FUZZ_CORPUS:-}" ]; then
        corpus="$FUZZ_CORPUS"
        mkdir -p "$corpus"
    else
        corpus="$(mktemp -d "${TMPDIR:-/tmp}/fuzz-corpus.XXXXXX")"
        trap 'rm -rf "$corpus"' EXIT
    fi
    artifacts="${FUZZ_ARTIFACTS:-.build/fuzz/artifacts}"
    mkdir -p "$artifacts"

    seed() { # seed NAME MODE FILE [FILE2]: one corpus input, the mode byte and the file (a NUL and FILE2 when given)
        local out="$corpus/seed-$1"
        {
            printf "\\$(printf '%03o' "$2")"
            cat "$3"
            if [ "$#" -ge 4 ]; then printf '\000'; cat "$4"; fi
        } >"$out"
    }
    n=0
    for scene in Fixtures/scenes/*.json; do
        s="$(basename "$scene" .json)"
        seed "scene-$s" 0 "$scene"; n=$((n + 1))
        for trace in Fixtures/traces/*; do
            t="$(basename "$trace")"
            case "$t" in
                getevent-p.txt) continue ;;                 # axis ranges, not a recording
                getevent-*) mode=1 ;;
                webdriver-*) mode=2 ;;
                *) mode=$(( (n % 2) * 3 )) ;;               # the trace file for the scene's kind, or of any kind
            esac
            seed "pair-$s-${t%.*}" $(( mode | ((n % 4) << 2) )) "$scene" "$trace"; n=$((n + 1))
        done
    done
    for trace in Fixtures/traces/*; do
        t="$(basename "$trace")"
        for mode in 0 1 2 3; do seed "alone-${t%.*}-$mode" "$mode" "$trace"; n=$((n + 1)); done
    done
    # The engine driven straight from bytes (mode 0x80 and up): a few seeds of readable numbers to start from.
    for k in 0 1 2 3; do
        printf "\\$(printf '%03o' $((0x80 + k)))\\$(printf '%03o' $((k * 37 % 256)))\\000\\000\\001\\144\\000\\003\\001\\012\\001\\050\\001\\020\\002\\000\\024\\002\\060\\006\\010\\030\\011" >"$corpus/seed-engine-$k"
        n=$((n + 1))
    done
    if [ -d Fixtures/fuzz-regressions ]; then
        for input in Fixtures/fuzz-regressions/*; do
            [ -f "$input" ] || continue
            cp "$input" "$corpus/regression-$(basename "$input")"; n=$((n + 1))
        done
    fi
    log "corpus: $corpus ($n seeds from Fixtures/, $(ls "$corpus" | wc -l) inputs in all)"

    # ------------------------------------------------------------------- run ----
    log "fuzzing for $seconds s"
    set +e
    # The Swift runtime's backtracer would take the fatal signal first (and trip AddressSanitizer on its way), so
    # libFuzzer could not save the input: leave crashes to libFuzzer.
    SWIFT_BACKTRACE=enable=no "$binary" -max_total_time="$seconds" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" -max_len="${FUZZ_MAX_LEN:-16384}" \
        -timeout="${FUZZ_TIMEOUT:-20}" -dict=scripts/fuzz.dict -artifact_prefix="$artifacts/" -print_final_stats=1 "$corpus"
    status=$?
    set -e
    if [ "$status" -ne 0 ]; then
        log "FAILED (exit $status): the input is in $artifacts/; copy it into Fixtures/fuzz-regressions/ with the fix"
        exit "$status"
    fi
    log "no crash in $seconds s"
}

main "$@"
