#!/usr/bin/env bash
# SNAPSHOT_REPORT end to end, as an outsider uses it: a new package in a temporary folder depends on this one by path
# and snapshots a slider from an XCTest test and from a Swift Testing test (swift test runs them in two processes).
# After a colour change, `SNAPSHOT_REPORT=DIR swift test` must leave one report holding both failures (joined across
# the processes); `render-cli accept DIR --filter …` accepts one, then the rest; then the tests pass, and a passing
# run leaves an empty report.
set -euo pipefail
unset CI SNAPSHOT_TESTING_RECORD SNAPSHOT_RECORD SNAPSHOT_REPORT SNAPSHOT_REPORT_RUN GITHUB_ACTIONS
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$repo" && swift build --product render-cli >/dev/null)
cli="$(cd "$repo" && swift build --show-bin-path)/render-cli"
mkdir -p "$work/Tests/ReportTests"
identity=$(basename "$repo")
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "ReportDemo",
    dependencies: [.package(path: "$repo")],
    targets: [
        .testTarget(name: "ReportTests", dependencies: [
            .product(name: "SliderEngine", package: "$identity"),
            .product(name: "SceneGraph", package: "$identity"),
            .product(name: "SliderSnapshotTesting", package: "$identity"),
            .product(name: "SVGRender", package: "$identity"),
        ]),
    ]
)
SWIFT
write_tests() {
cat > "$work/Tests/ReportTests/Scenes.swift" <<SWIFT
import SceneGraph
import SliderEngine

func filterScene(width: Double) -> Scene {
    let config = SliderConfig(bounds: (18, 80), step: 1, minimumDistance: 5, lowerLabel: "Youngest", upperLabel: "Oldest",
                              format: ValueFormat(.integer), style: StyleOverrides(fill: AdaptiveColor($2)))
    let engine = SliderEngine<Double>(config: config)
    return engine.scene(engine.initialState(value: RangeBinding(24, 41), environment: SliderEnvironment(width: width)))
}
SWIFT
cat > "$work/Tests/ReportTests/SwiftTestingTests.swift" <<'SWIFT'
import SceneGraph
import SliderSnapshotTesting
import SVGRender
import Testing

@Test func wide() { assertSnapshot(of: filterScene(width: 330), as: .svg(), named: "wide") }
SWIFT
cat > "$work/Tests/ReportTests/XCTestTests.swift" <<'SWIFT'
import SceneGraph
import SliderSnapshotTesting
import SVGRender
import XCTest

final class NarrowTests: XCTestCase {
    func testNarrow() { assertSnapshot(of: filterScene(width: 200), as: .svg(), named: "narrow") }
}
SWIFT
}
cd "$work"
write_tests x 0x7C3AED
echo "== record the goldens"
SNAPSHOT_TESTING_RECORD=all swift test >"$work/record.log" 2>&1 && { echo "FAIL: recording passed"; exit 1; }
swift test >"$work/pass.log" 2>&1 || { cat "$work/pass.log"; echo "FAIL: the recorded goldens do not pass"; exit 1; }
wide=Tests/ReportTests/__Snapshots__/SwiftTestingTests/wide.wide.svg
narrow=Tests/ReportTests/__Snapshots__/XCTestTests/testNarrow.narrow.svg
test -f "$wide" && test -f "$narrow" || { ls -R Tests; echo "FAIL: goldens not where expected"; exit 1; }
echo "== a colour change fails in both processes; SNAPSHOT_REPORT joins the failures in one report"
write_tests x 0x2F9E44
if SNAPSHOT_REPORT=out/snapshots CI=1 swift test >"$work/fail.log" 2>&1; then echo "FAIL: a changed colour passed"; exit 1; fi
python3 - "$work/out/snapshots/report.json" "$wide" "$narrow" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
got = sorted((r["id"], r["status"]) for r in report["results"])
want = sorted([(sys.argv[2], "failed"), (sys.argv[3], "failed")])
assert got == want, f"report holds {got}, expected {want}"
assert report["roots"] == ["Tests/ReportTests/__Snapshots__"], report["roots"]
assert all(any("#7c3aed → #2f9e44" in line for line in r["summary"]) for r in report["results"]), report["results"]
print(f"   report.json: {len(got)} failures from the XCTest and the Swift Testing process, roots {report['roots']}")
PY
grep -q 'data-folder="out/snapshots"' out/snapshots/index.html || { echo "FAIL: no accept box on the page"; exit 1; }
echo "== accept one, then the rest; the tests then pass"
"$cli" accept out/snapshots --filter "$narrow"
grep -q "#2f9e44" "$narrow" && grep -q "#7c3aed" "$wide" || { echo "FAIL: --filter did not choose just the one"; exit 1; }
if "$cli" accept out/snapshots 2>"$work/refused.log"; then echo "FAIL: accepted a golden changed since the report"; exit 1; fi
grep -q "refused .*testNarrow.narrow.svg.*changed since the report" "$work/refused.log" || { cat "$work/refused.log"; echo "FAIL: no refusal"; exit 1; }
grep -q "#7c3aed" "$wide" || { echo "FAIL: a refused report wrote something"; exit 1; }
"$cli" accept out/snapshots --filter "$wide"
SNAPSHOT_REPORT=out/snapshots CI=1 swift test >"$work/after.log" 2>&1 || { cat "$work/after.log"; echo "FAIL: after accepting"; exit 1; }
python3 -c "import json,sys; r=json.load(open('out/snapshots/report.json')); assert r['results']==[], r['results']"
echo "PASS: one report for a swift test run's failures across processes; accept takes them; a passing run empties it"
