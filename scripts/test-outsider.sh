#!/usr/bin/env bash
# Uses the package as an outsider would: a new package in a temporary folder depends on this one by path, snapshots
# a slider of its own with SliderSnapshotTesting, and must pass; after a colour change it must fail by itself, with
# the golden and the new output attached (swift test --attachments-path) and an accept command that works. Its test
# target also imports a stand-in of swift-snapshot-testing (scripts/outsider: its public signatures, no dependency on
# it) and calls both libraries unqualified in one file, with traits, parameterized cases and repeated runs, and a
# stand-in of SwiftUI's names that ours share, spelled in one file as the documentation says.
set -euo pipefail
# The steps below set CI and SNAPSHOT_TESTING_RECORD themselves where they mean to; the caller's own CI (which sets
# CI=1) must not turn the local default (record missing goldens) into "never".
unset CI SNAPSHOT_TESTING_RECORD SNAPSHOT_RECORD
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/Outsider" "$work/Sources/SwiftUI" "$work/Tests/OutsiderTests"
cp -R "$repo/scripts/outsider/swift-snapshot-testing" "$work/swift-snapshot-testing"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Outsider",
    dependencies: [.package(path: "$repo"), .package(path: "swift-snapshot-testing")],
    targets: [
        .target(name: "Outsider", dependencies: [.product(name: "SliderEngine", package: "main")]),
        // SwiftUI's names that ours share, as a Mac test target importing SwiftUI sees them (Linux has no SwiftUI).
        .target(name: "SwiftUI"),
        .testTarget(name: "OutsiderTests", dependencies: [
            "Outsider",
            "SwiftUI",
            .product(name: "SliderEngine", package: "main"),
            .product(name: "SliderSnapshotTesting", package: "main"),
            .product(name: "SVGRender", package: "main"),
            .product(name: "SceneGraph", package: "main"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ]
)
SWIFT
# The package's identity is its folder name; a clone may be called anything.
identity=$(basename "$repo")
sed -i "s/package: \"main\"/package: \"$identity\"/" "$work/Package.swift"
cat > "$work/Sources/Outsider/Filter.swift" <<'SWIFT'
import SliderEngine

/// The team's own slider: a purple age filter.
public func ageFilter(fill: UInt32) -> SliderConfig {
    SliderConfig(bounds: (18, 80), step: 1, minimumDistance: 5, lowerLabel: "Youngest", upperLabel: "Oldest",
                 format: ValueFormat(.integer), style: StyleOverrides(fill: AdaptiveColor(fill)))
}
SWIFT
cat > "$work/Sources/SwiftUI/Names.swift" <<'SWIFT'
// A stand-in: the SwiftUI types whose names SceneGraph and SliderEngine also use.
public protocol Scene {}
public protocol Shape {}
public struct Color { public init() {} }
public struct Path {}
public struct Circle {}
public struct Canvas {}
public struct Animation {}
public struct Spring {}
public struct Transaction {}
public enum ColorScheme { case light, dark }
public enum LayoutDirection { case leftToRight, rightToLeft }
public enum DynamicTypeSize: CaseIterable { case large, accessibility1 }
SWIFT
# A file that imports SwiftUI too spells our types as GettingStarted.md says: SceneGraph.Scene, and
# SliderEngine::DynamicTypeSize (the module shares its name with the SliderEngine struct, so only a module selector
# reaches it).
cat > "$work/Tests/OutsiderTests/BesideSwiftUITests.swift" <<'SWIFT'
import Outsider
import SceneGraph
import SliderEngine
import SliderSnapshotTesting
import SwiftUI
import Testing

func darkScene(_ size: SliderEngine::DynamicTypeSize) -> SceneGraph.Scene {
    let engine = SliderEngine<Double>(config: ageFilter(fill: 0x7C3AED))
    let environment = SliderEnvironment(width: 330, colorScheme: .dark, dynamicTypeSize: size)
    return engine.scene(engine.initialState(value: RangeBinding(24, 41), environment: environment))
}

@Test func besideSwiftUI() {
    let sizes: [SliderEngine::DynamicTypeSize] = SliderEngine::DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
    let scheme: SliderEngine::ColorScheme = .dark
    let fill: SceneGraph.Color = SceneGraph.Color(hex: 0x7C3AED)
    _ = SwiftUI.Color()
    #expect(sizes.count == 5 && scheme == .dark && fill != SceneGraph.Color(hex: 0x2F9E44))
    assertSnapshot(of: darkScene(.accessibility1), as: .svg(), named: "dark")
}
SWIFT
write_test() {
cat > "$work/Tests/OutsiderTests/FilterTests.swift" <<SWIFT
import Outsider
import SliderEngine
import SliderSnapshotTesting
import SVGRender
import Testing

@Test func ageFilterAtRest() {
    let engine = SliderEngine<Double>(config: ageFilter(fill: $2))
    let state = engine.initialState(value: RangeBinding(24, 41), environment: SliderEnvironment(width: 330))
    assertSnapshot(of: engine.scene(state), as: .svg())
}

/// A helper as swift-snapshot-testing users write them, forwarding file:, testName: and line:.
func assertNarrow(named name: String, file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    let engine = SliderEngine<Double>(config: ageFilter(fill: 0x7C3AED))
    let state = engine.initialState(value: RangeBinding(24, 41), environment: SliderEnvironment(width: 200, layoutDirection: .rightToLeft))
    assertSnapshot(of: engine.scene(state), as: .svg(), named: name, file: file, testName: testName, line: line)
}

@Test func narrow() {
    assertNarrow(named: "narrow.rtl")
}
SWIFT
}
# One file calls both libraries unqualified: swift-snapshot-testing's .lines, trait and withSnapshotTesting, and our
# .svg(), .sliderSnapshots trait, parameterized cases named after their arguments, and several unnamed snapshots.
cat > "$work/Tests/OutsiderTests/MixedTests.swift" <<'SWIFT'
import Outsider
import SceneGraph
import SliderEngine
import SliderSnapshotTesting
import SnapshotTesting
import SVGRender
import Testing

func filterScene(width: Double) -> Scene {
    let engine = SliderEngine<Double>(config: ageFilter(fill: 0x7C3AED))
    return engine.scene(engine.initialState(value: RangeBinding(24, 41), environment: SliderEnvironment(width: width)))
}

@Suite(.snapshots(record: .missing))
struct MixedTests {
    @Test func both() {
        assertSnapshot(of: "Youngest 24, Oldest 41", as: .lines)
        assertSnapshot(of: filterScene(width: 330), as: .svg())
        assertSnapshots(of: filterScene(width: 330), as: ["light": .svg(), "a11y": .accessibilityText])
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: "scoped", as: .lines, named: "scoped")
        }
        SliderSnapshotTesting.withSnapshotTesting(record: .missing) {
            assertSnapshot(of: filterScene(width: 330), as: .svg(), named: "scoped")
        }
    }
}

@Suite(.sliderSnapshots())
struct WidthTests {
    @Test(arguments: [200.0, 330.0])
    func widths(width: Double) {
        assertSnapshot(of: filterScene(width: width), as: .svg(), named: "\(Int(width))")
    }

    @Test(.sliderSnapshots(record: .missing))
    func twice() {
        assertSnapshot(of: filterScene(width: 200), as: .svg())
        assertSnapshot(of: filterScene(width: 330), as: .svg())
    }
}
SWIFT
cd "$work"
write_test x 0x7C3AED
echo "== under CI a missing golden fails and nothing is written"
if CI=1 swift test --disable-xctest >"$work/zeroth.log" 2>&1; then cat "$work/zeroth.log"; echo "FAIL: a missing golden passed under CI"; exit 1; fi
grep -q "No golden at .*(record mode never). To record it: SNAPSHOT_TESTING_RECORD=missing swift test --filter ageFilterAtRest" "$work/zeroth.log" || { cat "$work/zeroth.log"; echo "FAIL: no record hint"; exit 1; }
test ! -e "Tests/OutsiderTests/__Snapshots__/FilterTests/ageFilterAtRest.1.svg" || { echo "FAIL: a golden was written under CI"; exit 1; }
echo "== away from CI, the first run records the golden and fails"
if swift test --disable-xctest >"$work/first.log" 2>&1; then cat "$work/first.log"; echo "FAIL: recording passed"; exit 1; fi
grep -q "Recorded the snapshot" "$work/first.log" || { cat "$work/first.log"; echo "FAIL: no recording message"; exit 1; }
test -f "Tests/OutsiderTests/__Snapshots__/FilterTests/ageFilterAtRest.1.svg"
test -f "Tests/OutsiderTests/__Snapshots__/FilterTests/narrow.narrow-rtl.svg" || { ls -R Tests; echo "FAIL: not upstream's name for a dotted name"; exit 1; }
golden_dir="Tests/OutsiderTests/__Snapshots__"
for f in MixedTests/both.1.txt MixedTests/both.1.svg MixedTests/both.light.svg MixedTests/both.a11y.txt MixedTests/both.scoped.txt MixedTests/both.scoped.svg \
         MixedTests/widths-width.200.svg MixedTests/widths-width.330.svg MixedTests/twice.1.svg MixedTests/twice.2.svg \
         BesideSwiftUITests/besideSwiftUI.dark.svg; do
    test -f "$golden_dir/$f" || { find "$golden_dir" -type f | sort; echo "FAIL: no golden $f"; exit 1; }
done
echo "== a record mode nobody knows fails the test and names the valid ones"
if SNAPSHOT_TESTING_RECORD=yes swift test --disable-xctest >"$work/bad-mode.log" 2>&1; then echo "FAIL: an unknown record mode passed"; exit 1; fi
grep -q "SNAPSHOT_TESTING_RECORD=yes names no record mode; use all, missing, failed or never." "$work/bad-mode.log" || { cat "$work/bad-mode.log"; echo "FAIL: no error for the unknown mode"; exit 1; }
echo "== second run passes (SNAPSHOT_RECORD, the old name, still works)"
SNAPSHOT_RECORD=never swift test --disable-xctest >"$work/second.log" 2>&1 || { cat "$work/second.log"; echo "FAIL: second run"; exit 1; }
echo "== a colour change fails, under CI too, with a summary, attachments and an accept command"
write_test x 0x2F9E44
mkdir -p "$work/attachments"
if CI=1 swift test --disable-xctest --attachments-path "$work/attachments" >"$work/third.log" 2>&1; then cat "$work/third.log"; echo "FAIL: a changed colour passed"; exit 1; fi
grep -q "fill #7c3aed → #2f9e44" "$work/third.log" || { cat "$work/third.log"; echo "FAIL: no change summary"; exit 1; }
grep -q "To accept the new output: SNAPSHOT_TESTING_RECORD=failed swift test --filter ageFilterAtRest" "$work/third.log" || { cat "$work/third.log"; echo "FAIL: no accept command"; exit 1; }
ls "$work/attachments" | grep -q "golden.ageFilterAtRest.1.svg" || { ls -R "$work/attachments"; echo "FAIL: golden not attached"; exit 1; }
ls "$work/attachments" | grep -q "actual.ageFilterAtRest.1.svg" || { ls -R "$work/attachments"; echo "FAIL: actual not attached"; exit 1; }
test -f ".build/snapshot-artifacts/Tests/OutsiderTests/__Snapshots__/FilterTests/ageFilterAtRest.1.svg"
echo "   the failure, as the user sees it:"
sed -n '/does not match its golden/,/To accept the new output/p' "$work/third.log" | head -24 | sed 's/^/   | /'
echo "== the accept command records the new golden; then it passes"
if SNAPSHOT_TESTING_RECORD=failed swift test --disable-xctest --filter ageFilterAtRest >"$work/fourth.log" 2>&1; then echo "FAIL: recording passed"; exit 1; fi
swift test --disable-xctest >"$work/fifth.log" 2>&1 || { cat "$work/fifth.log"; echo "FAIL: after accepting"; exit 1; }
grep -q "#2f9e44" "Tests/OutsiderTests/__Snapshots__/FilterTests/ageFilterAtRest.1.svg"
echo "== runs again and again pass: every run of a test counts its unnamed snapshots from 1"
for run in 1 2; do
    swift test --disable-xctest >"$work/again-$run.log" 2>&1 || { cat "$work/again-$run.log"; echo "FAIL: repeated run $run"; exit 1; }
done
echo "== SNAPSHOT_TESTING_RECORD=all records every golden of ours again (and the run fails, as recording does)"
if SNAPSHOT_TESTING_RECORD=all swift test --disable-xctest >"$work/all.log" 2>&1; then echo "FAIL: recording all passed"; exit 1; fi
grep -q "Recorded the snapshot .*widths-width.200.svg (record mode all)" "$work/all.log" || { cat "$work/all.log"; echo "FAIL: all did not record"; exit 1; }
swift test --disable-xctest >"$work/after-all.log" 2>&1 || { cat "$work/after-all.log"; echo "FAIL: after recording all"; exit 1; }
echo "== assertAccessibilityAudit fails the team's test on an error (two thumbs with one label), and passes once fixed"
write_audit_test() {
cat > "$work/Tests/OutsiderTests/AuditTests.swift" <<SWIFT
import Outsider
import SliderEngine
import SliderSnapshotTesting
import Testing

@Test func ageFilterIsAccessible() {
    var config = ageFilter(fill: 0x7C3AED)
    config.upperLabel = "$1"
    assertAccessibilityAudit(of: SceneDocument(config: config, value: RangeBinding(24, 41)),
                             sizes: DynamicTypeSize.allCases, directions: [.leftToRight, .rightToLeft])
}
SWIFT
}
write_audit_test Youngest
if swift test --disable-xctest --filter ageFilterIsAccessible >"$work/audit.log" 2>&1; then cat "$work/audit.log"; echo "FAIL: a duplicate label passed the audit"; exit 1; fi
grep -q "Accessibility audit failed with 1 error:" "$work/audit.log" || { cat "$work/audit.log"; echo "FAIL: no audit message"; exit 1; }
grep -q '"Youngest" labels both thumb.lower and thumb.upper' "$work/audit.log" || { cat "$work/audit.log"; echo "FAIL: the finding is not in the message"; exit 1; }
write_audit_test Oldest
swift test --disable-xctest --filter ageFilterIsAccessible >"$work/audit-fixed.log" 2>&1 || { cat "$work/audit-fixed.log"; echo "FAIL: the fixed labels failed the audit"; exit 1; }
echo "PASS: an outside package snapshots its own slider beside swift-snapshot-testing, fails on a change, and accepts it; its audit fails on an error"
