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
        #expect(SnapshotPaths.golden(filePath: file, testName: "priceHeld()", name: nil, pathExtension: "svg")
            == "/p/Tests/DemoTests/__Snapshots__/PriceTests/priceHeld.1.svg")
        #expect(SnapshotPaths.golden(filePath: file, testName: "priceHeld()", name: nil, pathExtension: "svg")
            == "/p/Tests/DemoTests/__Snapshots__/PriceTests/priceHeld.2.svg")
        #expect(SnapshotPaths.golden(filePath: file, testName: "testPriceHeld", name: "dark mode", pathExtension: "sheet.svg")
            == "/p/Tests/DemoTests/__Snapshots__/PriceTests/testPriceHeld.dark-mode.sheet.svg")
        #expect(SnapshotPaths.golden(filePath: file, testName: "still(name:)", name: "price", pathExtension: "svg")
            == "/p/Tests/DemoTests/__Snapshots__/PriceTests/still.price.svg")
    }

    @Test("Each record mode on a missing and on a changed golden; artifacts mirror the golden's path")
    func recordModes() throws {
        let (root, testFile) = Self.package()
        let golden = root + "/Tests/DemoTests/__Snapshots__/PriceTests/modes.dot.svg"
        func check(_ scene: Scene, _ mode: SnapshotRecordMode) -> SnapshotCheck? {
            SnapshotCheck.run({ scene }, .svg(), named: "dot", mode: mode, filePath: testFile, testName: "modes()")
        }
        // Missing golden.
        #expect(check(Self.dot(10), .never)?.message.hasPrefix("No golden at \(golden)") == true)
        #expect(!FileManager.default.fileExists(atPath: golden))
        let recorded = try #require(check(Self.dot(10), .missing))
        #expect(recorded.message.hasPrefix("Recorded the snapshot \(golden)"))
        #expect(check(Self.dot(10), .never) == nil)
        // `failed` writes missing goldens too.
        try FileManager.default.removeItem(atPath: golden)
        #expect(check(Self.dot(10), .failed)?.message.hasPrefix("Recorded") == true)
        // Changed golden: never and missing compare; the golden stays and the new output goes to the artifacts.
        let before = FileManager.default.contents(atPath: golden)
        for mode in [SnapshotRecordMode.never, .missing] {
            let failure = try #require(check(Self.dot(22, fill: Color(hex: 0x7C3AED)), mode))
            #expect(failure.isMismatch)
            #expect(failure.message.contains("thumb.upper.face moved +12 pt"))
            #expect(failure.message.contains("thumb.upper.face fill #ff5b3a → #7c3aed"))
            #expect(failure.message.contains("new:    \(root)/.build/snapshot-artifacts/Tests/DemoTests/__Snapshots__/PriceTests/modes.dot.svg"))
            #expect(failure.message.hasSuffix("To accept the new output: SNAPSHOT_RECORD=failed swift test --filter modes"))
            #expect(FileManager.default.contents(atPath: golden) == before)
        }
        #expect(FileManager.default.fileExists(atPath: root + "/.build/snapshot-artifacts/Tests/DemoTests/__Snapshots__/PriceTests/modes.dot.svg"))
        // failed rewrites a changed golden; all rewrites even a matching one; both fail the test.
        #expect(check(Self.dot(22), .failed)?.message.hasPrefix("Recorded") == true)
        #expect(check(Self.dot(22), .never) == nil)
        #expect(check(Self.dot(22), .all)?.message.hasPrefix("Recorded") == true)
    }

    @Test("The default mode is missing on a machine and never under CI; SNAPSHOT_RECORD wins")
    func defaultMode() {
        #expect(SnapshotRecordMode.resolve([:]) == .missing)
        #expect(SnapshotRecordMode.resolve(["CI": "true"]) == .never)
        #expect(SnapshotRecordMode.resolve(["CI": "true", "SNAPSHOT_RECORD": "failed"]) == .failed)
        #expect(SnapshotRecordMode.resolve(["SNAPSHOT_RECORD": "bogus"]) == .missing)
        // The mode read from this process's environment variable by variable is the one its whole environment gives.
        #expect(SnapshotRecordMode.fromEnvironment == SnapshotRecordMode.resolve(ProcessInfo.processInfo.environment))
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
        #expect(messages.count == 2)
        #expect(messages.first?.contains("thumb.upper.face moved +1 pt") == true)
        #expect(messages.last?.contains("fill #ff5b3a → #7c3aed") == true)
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
        #expect(byX.pathExtension == "svg")
        #expect(try byX.snapshot(10) == SVGRender.bytes(Self.dot(10)))
        let (_, testFile) = Self.package()
        #expect(SnapshotCheck.run({ 10.0 }, byX, named: nil, mode: .missing, filePath: testFile, testName: "p()")?.message.hasPrefix("Recorded") == true)
        #expect(SnapshotCheck.run({ 10.0 }, byX, named: "1", mode: .never, filePath: testFile, testName: "p()") == nil)
    }
}
