import Foundation
import Synchronization
import SceneGraph
import SVGRender
import SliderReports
import RasterRender
import Testing
import SliderCheck
import SliderSnapshots
@testable import SliderSnapshotTesting
import TestSupport

@Suite("assertSnapshot")
struct AssertSnapshotTests {
    static func dot(_ x: Double, fill: Color = Color(hex: 0xFF5B3A)) -> Scene {
        let dot = Node(id: "thumb.upper.face", shape: .circle(Circle(center: Point(x: x, y: 10), radius: 5), Paint(fill: fill)))
        return Scene(size: Size(width: 40, height: 20), background: .white, nodes: [dot])
    }

    /// A temporary package: a folder with a Package.swift and a test file path inside it.
    static func package() -> (root: String, testFile: String) {
        let root = Scratch.folder("snapshot-package")
        try? FileManager.default.createDirectory(atPath: root + "/Tests/DemoTests", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data("// swift-tools-version:6.0\n".utf8)))
        return (root, root + "/Tests/DemoTests/PriceTests.swift")
    }

    @Test("Goldens are named after the test file and the test, with a counter or a name")
    func goldenNames() {
        let file = "/p/Tests/DemoTests/PriceTests.swift"
        expectEqual(SnapshotPaths.golden(filePath: file, testName: "priceHeld()", name: nil, pathExtension: "svg"), "/p/Tests/DemoTests/__Snapshots__/PriceTests/priceHeld.1.svg")
        expectEqual(SnapshotPaths.golden(filePath: file, testName: "priceHeld()", name: nil, pathExtension: "svg"), "/p/Tests/DemoTests/__Snapshots__/PriceTests/priceHeld.2.svg")
        expectEqual(SnapshotPaths.golden(filePath: file, testName: "testPriceHeld", name: "dark mode", pathExtension: "sheet.svg"), "/p/Tests/DemoTests/__Snapshots__/PriceTests/testPriceHeld.dark-mode.sheet.svg")
        expectEqual(SnapshotPaths.golden(filePath: file, testName: "still(name:)", name: "price", pathExtension: "svg"), "/p/Tests/DemoTests/__Snapshots__/PriceTests/still-name.price.svg")
    }

    @Test("Test and snapshot names are sanitised as swift-snapshot-testing does: each run of \\W+ becomes -, ends trimmed")
    func upstreamNames() {
        expectEqual(SnapshotPaths.sanitized("dark.rtl"), "dark-rtl")
        expectEqual(SnapshotPaths.sanitized("sizes(size:)"), "sizes-size")
        expectEqual(SnapshotPaths.sanitized("priceHeld()"), "priceHeld")
        expectEqual(SnapshotPaths.sanitized("testPriceHeld"), "testPriceHeld")
        expectEqual(SnapshotPaths.sanitized("  a -- b_c.d  "), "a-b_c-d")
        expectEqual(SnapshotPaths.sanitized("..."), "snapshot")
        let file = "/p/Tests/DemoTests/PriceTests.swift"
        expectEqual(SnapshotPaths.golden(filePath: file, testName: "sizes(size:)", name: "dark.rtl", pathExtension: "svg"), "/p/Tests/DemoTests/__Snapshots__/PriceTests/sizes-size.dark-rtl.svg")
        // The accept command filters by the test's base name, which `swift test --filter` matches.
        expectEqual(SnapshotPaths.filter("sizes(size:)"), "sizes")
        expectEqual(SnapshotMessage.text(.mismatched(diff: "", artifact: nil), golden: "g", testName: "sizes(size:)", mode: .never)?
            .hasSuffix("To accept the new output: SNAPSHOT_TESTING_RECORD=failed swift test --filter sizes"), true)
        expectEqual(SnapshotMessage.text(.missing(path: "g"), golden: "g", testName: "sizes(size:)", mode: .never), "No golden at g (record mode never). To record it: SNAPSHOT_TESTING_RECORD=missing swift test --filter sizes")
    }

    @Test("Each record mode on a missing and on a changed golden; artifacts mirror the golden's path")
    func recordModes() throws {
        let (root, testFile) = Self.package()
        let golden = root + "/Tests/DemoTests/__Snapshots__/PriceTests/modes.dot.svg"
        func check(_ scene: Scene, _ mode: SnapshotRecordMode) -> SnapshotCheck? {
            SnapshotCheck.run({ scene }, .svg(), named: "dot", mode: mode, filePath: testFile, testName: "modes()")
        }
        // Missing golden.
        expectEqual(check(Self.dot(10), .never)?.message.hasPrefix("No golden at \(golden)"), true)
        #expect(!FileManager.default.fileExists(atPath: golden))
        let recorded = try #require(check(Self.dot(10), .missing))
        #expect(recorded.message.hasPrefix("Recorded the snapshot \(golden)"))
        expectNil(check(Self.dot(10), .never))
        // `failed` writes missing goldens too.
        try FileManager.default.removeItem(atPath: golden)
        expectEqual(check(Self.dot(10), .failed)?.message.hasPrefix("Recorded"), true)
        // Changed golden: never and missing compare; the golden stays and the new output goes to the artifacts.
        let before = FileManager.default.contents(atPath: golden)
        for mode in [SnapshotRecordMode.never, .missing] {
            let failure = try #require(check(Self.dot(22, fill: Color(hex: 0x7C3AED)), mode))
            #expect(failure.isMismatch)
            expectContains(failure.message, "thumb.upper.face moved +12 pt")
            expectContains(failure.message, "thumb.upper.face fill #ff5b3a → #7c3aed")
            #expect(failure.message.contains("new:    \(root)/.build/snapshot-artifacts/Tests/DemoTests/__Snapshots__/PriceTests/modes.dot.svg"))
            expectSuffix(failure.message, "To accept the new output: SNAPSHOT_TESTING_RECORD=failed swift test --filter modes")
            expectEqual(FileManager.default.contents(atPath: golden), before)
        }
        #expect(FileManager.default.fileExists(atPath: root + "/.build/snapshot-artifacts/Tests/DemoTests/__Snapshots__/PriceTests/modes.dot.svg"))
        // failed rewrites a changed golden; all rewrites even a matching one; both fail the test.
        expectEqual(check(Self.dot(22), .failed)?.message.hasPrefix("Recorded"), true)
        expectNil(check(Self.dot(22), .never))
        expectEqual(check(Self.dot(22), .all)?.message.hasPrefix("Recorded"), true)
    }

    @Test("The .png strategy: a mismatch says how many pixels changed, their share and the box around them")
    func pngStrategy() throws {
        let (root, testFile) = Self.package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func check(_ scene: Scene, _ mode: SnapshotRecordMode) -> SnapshotCheck? {
            SnapshotCheck.run({ scene }, .png(scale: 1), named: "dot", mode: mode, filePath: testFile, testName: "png()")
        }
        expectEqual(check(Self.dot(10), .missing)?.message.hasPrefix("Recorded the snapshot \(root)/Tests/DemoTests/__Snapshots__/PriceTests/png.dot.png"), true)
        expectNil(check(Self.dot(10), .never))
        let failure = try #require(check(Self.dot(10, fill: Color(hex: 0x7C3AED)), .never))
        // The dot of radius 5 at (10, 10) covers pixels 5–14 each way: 88 of them at least partly (π·5² ≈ 78.5, plus
        // the anti-aliased rim), of the 40 × 20 scene's 800.
        #expect(failure.message.contains("The PNG differs: 88 of 800 pixels changed (11.00 %), in the box x 5–14, y 5–14 (10 × 10 px)."),
                "\(failure.message)")
    }

    @Test("The default mode is missing on a machine and never under CI; SNAPSHOT_TESTING_RECORD wins, SNAPSHOT_RECORD is its alias")
    func defaultMode() throws {
        try expectEqual(SnapshotRecordMode.resolve([:]), .missing)
        try expectEqual(SnapshotRecordMode.resolve(["CI": "true"]), .never)
        try expectEqual(SnapshotRecordMode.resolve(["CI": "true", "SNAPSHOT_TESTING_RECORD": "failed"]), .failed)
        try expectEqual(SnapshotRecordMode.resolve(["CI": "true", "SNAPSHOT_RECORD": "failed"]), .failed)
        try expectEqual(SnapshotRecordMode.resolve(["SNAPSHOT_TESTING_RECORD": "all", "SNAPSHOT_RECORD": "never"]), .all)
        try expectEqual(SnapshotRecordMode.resolve(["SNAPSHOT_TESTING_RECORD": "", "SNAPSHOT_RECORD": "never"]), .never)
        try expectEqual(SnapshotRecordMode.resolve(["SNAPSHOT_TESTING_RECORD": "", "CI": "1"]), .never)
        // A value naming no mode is an error naming the valid ones, whichever variable holds it.
        #expect(throws: RecordModeError(variable: "SNAPSHOT_TESTING_RECORD", value: "bogus")) {
            try SnapshotRecordMode.resolve(["SNAPSHOT_TESTING_RECORD": "bogus", "SNAPSHOT_RECORD": "all"])
        }
        #expect(throws: RecordModeError(variable: "SNAPSHOT_RECORD", value: "true")) { try SnapshotRecordMode.resolve(["SNAPSHOT_RECORD": "true"]) }
        expectEqual("\(RecordModeError(variable: "SNAPSHOT_RECORD", value: "true"))", "SNAPSHOT_RECORD=true names no record mode; use all, missing, failed or never.")
        // The mode read from this process's environment variable by variable is the one its whole environment gives.
        try expectEqual(SnapshotRecordMode.environment(), SnapshotRecordMode.resolve(ProcessInfo.processInfo.environment))
        expectEqual(SnapshotRecordMode.fromEnvironment, try SnapshotRecordMode.resolve(ProcessInfo.processInfo.environment))
    }

    /// The messages of the issues `body` records, which are all expected.
    static func issues(_ body: () -> Void) -> [String] {
        let messages = Mutex<[String]>([])
        withKnownIssue {
            body()
        } matching: { issue in
            messages.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        return messages.withLock { $0 }
    }

    @Test("An unknown SNAPSHOT_TESTING_RECORD fails assertSnapshot with the valid modes and compares nothing")
    func unknownModeFails() {
        let messages = Self.issues {
            SnapshotTesting.$environment.withValue(["SNAPSHOT_TESTING_RECORD": "yes", "SNAPSHOT_RECORD": "all"]) {
                assertSnapshot(of: Self.dot(10), as: .svg(), file: "/nonexistent/Tests/DemoTests/Unknown.swift")
            }
        }
        expectEqual(messages, ["SNAPSHOT_TESTING_RECORD=yes names no record mode; use all, missing, failed or never."])
        // The scoped mode or the call's own needs no variable.
        let scoped = Self.issues {
            SnapshotTesting.$environment.withValue(["SNAPSHOT_RECORD": "yes"]) {
                withSnapshotTesting(record: .never) {
                    assertSnapshot(of: Self.dot(10), as: .svg(), file: "/nonexistent/Tests/DemoTests/Unknown.swift")
                }
            }
        }
        #expect(scoped.count == 1 && scoped.first?.hasPrefix("No golden at /nonexistent/Tests/DemoTests/__Snapshots__/Unknown/unknownModeFails.") == true)
    }

    /// A helper as swift-snapshot-testing users write them: it forwards `file:`, `testName:` and `line:`.
    static func assertDot(_ x: Double, named name: String, record: SnapshotRecordMode? = nil,
                          file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
        assertSnapshot(of: dot(x), as: .svg(), named: name, record: record, file: file, testName: testName, line: line)
    }

    @Test("The file: label, as upstream: a helper forwarding file: puts goldens beside the caller's file")
    func fileLabel() {
        // The committed golden `__Snapshots__/AssertSnapshotTests/fileLabel.dot.svg` holds dot(10).
        Self.assertDot(10, named: "dot", record: .never)
        let elsewhere = Self.issues { Self.assertDot(10, named: "dark.rtl", record: .never, file: "/nonexistent/Tests/Demo/Other.swift") }
        expectEqual(elsewhere.first?.hasPrefix("No golden at /nonexistent/Tests/Demo/__Snapshots__/Other/fileLabel.dark-rtl.svg "), true, "\(elsewhere)")
    }

    @Test("assertSnapshots: a dictionary names each golden by its key, an array numbers them")
    func severalStrategies() {
        // The committed goldens `severalStrategies.a11y.txt`, `severalStrategies.svg.svg` and `.1.svg`, `.2.txt`.
        assertSnapshots(of: Self.dot(10), as: ["svg": .svg(), "a11y": .accessibilityText], record: .never)
        assertSnapshots(of: Self.dot(10), as: [.svg(), .accessibilityText], record: .never)
        let file: StaticString = "/nonexistent/Tests/Demo/Other.swift"
        let named = Self.issues { assertSnapshots(of: Self.dot(10), as: ["light.ltr": .svg(), "a11y": .accessibilityText], record: .never, file: file) }
        expectEqual(named.map { $0.components(separatedBy: " ")[3] }, [
            "/nonexistent/Tests/Demo/__Snapshots__/Other/severalStrategies.a11y.txt",
            "/nonexistent/Tests/Demo/__Snapshots__/Other/severalStrategies.light-ltr.svg",
        ], "\(named)")
        // The value is made once, whatever the number of strategies.
        let made = Mutex(0)
        let counted = Self.issues {
            assertSnapshots(of: made.withLock { $0 += 1; return Self.dot(10) }, as: [.svg(), .svg(), .accessibilityText], record: .never, file: file)
        }
        expectEqual(made.withLock { $0 }, 1)
        expectEqual(counted.map { $0.components(separatedBy: " ")[3] }, [
            "/nonexistent/Tests/Demo/__Snapshots__/Other/severalStrategies.1.svg",
            "/nonexistent/Tests/Demo/__Snapshots__/Other/severalStrategies.2.svg",
            "/nonexistent/Tests/Demo/__Snapshots__/Other/severalStrategies.3.txt",
        ], "\(counted)")
    }

    @Test("A mismatch fails the running Swift Testing test by itself, and every snapshot of the test runs")
    func mismatchFailsTheTest() {
        // The golden `__Snapshots__/AssertSnapshotTests/mismatchFailsTheTest.dot.svg` holds dot(10).
        assertSnapshot(of: Self.dot(10), as: .svg(), named: "dot", record: .missing)
        let failures = Mutex<[String]>([])
        withKnownIssue {
            assertSnapshot(of: Self.dot(11), as: .svg(), named: "dot", record: .never)
            assertSnapshot(of: Self.dot(10, fill: Color(hex: 0x7C3AED)), as: .svg(), named: "dot", record: .never)
        } matching: { issue in
            failures.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        let messages = failures.withLock { $0 }
        expectEqual(messages.count, 2)
        expectEqual(messages.first?.contains("thumb.upper.face moved +1 pt"), true)
        expectEqual(messages.last?.contains("fill #ff5b3a → #7c3aed"), true)
    }

    @Test("withSnapshotTesting sets the mode for the calls inside it; a call's own mode wins")
    func scopedMode() {
        withKnownIssue {
            // No golden exists for this name, and `never` writes none.
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: Self.dot(10), as: .svg(), named: "never-recorded")
            }
        } matching: { $0.comments.map(\.rawValue).joined().hasPrefix("No golden at") }
        withKnownIssue {
            withSnapshotTesting(record: .all) {
                assertSnapshot(of: Self.dot(10), as: .svg(), named: "never-recorded", record: .never)
            }
        } matching: { $0.comments.map(\.rawValue).joined().hasPrefix("No golden at") }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/__Snapshots__/AssertSnapshotTests/scopedMode.never-recorded.svg"
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("Strategies compose: pullback turns a strategy for scenes into one for your own values")
    func pullback() throws {
        let byX: Snapshotting<Double> = Snapshotting<Scene>.svg().pullback { Self.dot($0) }
        expectEqual(byX.pathExtension, "svg")
        try expectEqual(byX.snapshot(10), SVGRender.bytes(Self.dot(10)))
        let (_, testFile) = Self.package()
        expectEqual(SnapshotCheck.run({ 10.0 }, byX, named: nil, mode: .missing, filePath: testFile, testName: "p()")?.message.hasPrefix("Recorded"), true)
        expectNil(SnapshotCheck.run({ 10.0 }, byX, named: "1", mode: .never, filePath: testFile, testName: "p()"))
    }
}
