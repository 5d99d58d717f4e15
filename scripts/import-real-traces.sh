#!/usr/bin/env bash
# Imports every capture in ../shared/real-traces/ (recordings made by other people, kept outside the repository) with
# `render-cli trace import` WITHOUT --from, so the format is found from the content, and checks each result with
# `render-cli trace lint`. Each capture must give a non-empty trace that lint accepts. `getevent-p-*` files are axis
# descriptions (`getevent -p`), not captures: they are used as --axis-ranges for the captures of the same device
# (with --device, whose events name no device). Prints one line per capture: events, warnings, how it was scaled.
#
#   scripts/import-real-traces.sh [RENDER_CLI]     (default: .build/debug/render-cli, built when missing)
#
# Exit 0 when every capture passes (or the folder does not exist: a message says so), 1 otherwise.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
corpus="$repo/../shared/real-traces"
if [ ! -d "$corpus" ]; then
    echo "import-real-traces: no $corpus; skipped"
    exit 0
fi
corpus="$(cd "$corpus" && pwd)"
cli="${1:-$repo/.build/debug/render-cli}"
if [ ! -x "$cli" ]; then
    (cd "$repo" && swift build --product render-cli) >&2 || exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Options for a capture: the axis ranges of its device where a -p file describes it, else 1 pt per raw unit.
options() {
    case "$(basename "$1")" in
        getevent-ome-*)
            # Android 13 in QEMU: virtio multitouch 0…32767 on a 1280x800 screen; its events name no device.
            echo "--axis-ranges $corpus/getevent-p-ome-qemu-virtio-multitouch-pl.txt --screen 1280x800 --device /dev/input/event5" ;;
        *) echo "--scale 1" ;;
    esac
}

failed=0
count=0
printf '%-58s %7s %9s  %s\n' "capture" "events" "warnings" "options"
for file in "$corpus"/*; do
    name="$(basename "$file")"
    case "$name" in README*|getevent-p-*) continue ;; esac
    count=$((count + 1))
    opts="$(options "$file")"
    # shellcheck disable=SC2086
    "$cli" trace import $opts "$file" >"$work/trace.json" 2>"$work/stderr"
    code=$?
    if [ $code -ne 0 ]; then
        printf '%-58s FAILED: trace import exit %d\n' "$name" "$code"
        sed 's/^/    /' "$work/stderr" | head -n 5
        failed=1
        continue
    fi
    events="$(grep -c '"t":' "$work/trace.json" || true)"
    warnings="$(grep -c '^Warning' "$work/stderr" || true)"
    if [ "$events" -eq 0 ]; then
        printf '%-58s FAILED: empty trace\n' "$name"
        failed=1
        continue
    fi
    if ! "$cli" trace lint "$work/trace.json" >"$work/lint" 2>&1; then
        printf '%-58s FAILED: trace lint\n' "$name"
        sed 's/^/    /' "$work/lint" | head -n 5
        failed=1
        continue
    fi
    printf '%-58s %7d %9d  %s\n' "$name" "$events" "$warnings" "${opts//$corpus\//}"
    sed 's/^/    /' "$work/stderr" | cut -c1-220 | head -n 3
done
echo "import-real-traces: $count captures, $([ $failed -eq 0 ] && echo 'all imported' || echo 'some FAILED')"
exit $failed
