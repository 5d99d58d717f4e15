#!/usr/bin/env bash
# Builds the review report of a hand-made check run (Tests/SliderCheckTests/ReportFixture.swift: passes, a
# changed fill, a pair that differs only in bytes, a PNG, text, missing and recorded goldens, an evil id, stale
# goldens) as two shard reports, merges them with `render-cli report merge`, checks that the merge equals the
# report of the whole run byte for byte, and checks the merged page in headless Chromium (scripts/test-report.py),
# running the accept commands its tick boxes make with `render-cli accept --dry-run`.
#
#   scripts/test-report.sh [OUT] [test-report.py options…]
#   scripts/test-report.sh out/report-fixture --screenshot docs/images/report.png --screenshot-filter price
#
# OUT defaults to a temporary folder (removed afterwards). Environment: PYTHON (default python3), CHROMIUM.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
PY="${PYTHON:-python3}"
bash "$here/install-render-tools.sh"

if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    out="$1"; shift
else
    out="$(mktemp -d "${TMPDIR:-/tmp}/test-report.XXXXXX")"
    trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"

cd "$root"
swift build --build-tests >/dev/null
REPORT_FIXTURE_DIR="$out" swift test --skip-build --filter 'CheckReportTests/writeFixture' >/dev/null
bin="$(swift build --show-bin-path)/render-cli"
"$bin" report merge "$out/shard-1" "$out/shard-2" --out "$out/merged"
cmp "$out/merged/report.json" "$out/whole/report.json"
# The pages differ only in the folder their accept box names.
cmp <(sed "s#$out/merged#REPORT#g" "$out/merged/index.html") <(sed "s#$out/whole#REPORT#g" "$out/whole/index.html")
echo "test-report: the merge of shard-1 and shard-2 equals the whole run's report byte for byte (the page but for its folder)"
exec "$PY" "$here/test-report.py" "$out/merged" --cli "$bin" \
    --expect-identical "cases/age:identical-bytes" \
    --expect-changed "cases/price:fill-light" --expect-changed "cases/price:lower-dark" "$@"
