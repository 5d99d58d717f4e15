import Foundation
import SceneGraph
import Testing
import SliderCheck
import SliderSnapshots
@testable import SliderSnapshotTesting
import TestSupport

/// `SNAPSHOT_REPORT=DIR`: assertSnapshot's failures in one review report that `render-cli accept` accepts.
@Suite("SNAPSHOT_REPORT")
struct SnapshotReportTests {
    /// What `assertSnapshot` does for one snapshot of the temporary package's test file: compare, then collect.
    static func snapshot(_ scene: Scene, named name: String, mode: SnapshotRecordMode, testFile: String, report: String, run: String) -> SnapshotCheck? {
        SnapshotTesting.$environment.withValue([SnapshotReportFolder.variable: report, SnapshotReportFolder.runVariable: run]) {
            SnapshotReportFolder.collect(SnapshotCheck.run({ scene }, .svg(), named: name, mode: mode, filePath: testFile, testName: "price()"),
                                         filePath: testFile, testName: "price()")
        }
    }

    @Test("A run's mismatches, missing and recorded goldens land in one report; accept writes them; the snapshots then pass")
    func roundTrip() throws {
        let (root, testFile) = AssertSnapshotTests.package()
        let report = root + "/.build/snapshot-report"
        let folder = root + "/Tests/DemoTests/__Snapshots__/PriceTests"
        let dot = AssertSnapshotTests.dot
        // Goldens of an earlier run, recorded without a report.
        expectNotNil(SnapshotCheck.run({ dot(10, .init(hex: 0xFF5B3A)) }, .svg(), named: "changed", mode: .missing, filePath: testFile, testName: "price()"))
        expectNotNil(SnapshotCheck.run({ dot(10, .init(hex: 0xFF5B3A)) }, .svg(), named: "same", mode: .missing, filePath: testFile, testName: "price()"))
        let changedBefore = try #require(FileManager.default.contents(atPath: folder + "/price.changed.svg"))
        // The run: one mismatch, one missing golden (never), one recorded, one pass.
        expectEqual(Self.snapshot(dot(14, .init(hex: 0x7C3AED)), named: "changed", mode: .never, testFile: testFile, report: report, run: "r1")?.isMismatch, true)
        expectNotNil(Self.snapshot(dot(20, .init(hex: 0xFF5B3A)), named: "new", mode: .never, testFile: testFile, report: report, run: "r1"))
        expectNotNil(Self.snapshot(dot(30, .init(hex: 0xFF5B3A)), named: "recorded", mode: .missing, testFile: testFile, report: report, run: "r1"))
        expectNil(Self.snapshot(dot(10, .init(hex: 0xFF5B3A)), named: "same", mode: .never, testFile: testFile, report: report, run: "r1"))
        let read = try CheckReport.read(report)
        expectEqual(read.results.map(\.id), ["Tests/DemoTests/__Snapshots__/PriceTests/price.changed.svg",
                                           "Tests/DemoTests/__Snapshots__/PriceTests/price.new.svg",
                                           "Tests/DemoTests/__Snapshots__/PriceTests/price.recorded.svg"])
        expectEqual(read.results.map(\.status), [.failed, .missing, .recorded])
        expectEqual(read.roots, ["Tests/DemoTests/__Snapshots__"])
        expectEqual(read.label, "swift test")
        let changed = read.results[0]
        expectEqual(changed.golden, [UInt8](changedBefore))
        expectContains(changed.summary, "thumb.upper.face fill #ff5b3a → #7c3aed")
        expectEqual(changed.acceptCommand, "SNAPSHOT_TESTING_RECORD=failed swift test --filter price")
        expectEqual(read.results[1].acceptCommand, "SNAPSHOT_TESTING_RECORD=missing swift test --filter price")
        // The page lists them, with the accept box naming the report folder.
        let page = String(decoding: try #require(FileManager.default.contents(atPath: report + "/index.html")), as: UTF8.self)
        expectContains(page, "<title>Snapshot report</title>")
        #expect(page.contains("data-folder=\"\(report)\""))
        expectEqual(page.components(separatedBy: "class=\"pick\"").count, 3)
        // Accept from the package root, as `render-cli accept` does.
        let plan = ReportAccept.plan(read, filters: [], workingFolder: root)
        #expect(plan.isAccepted, "\(plan.refusals) \(plan.problems)")
        expectEqual(plan.writes.map(\.id), [changed.id, read.results[1].id])
        try ReportAccept.apply(plan, workingFolder: root)
        expectNil(Self.snapshot(dot(14, .init(hex: 0x7C3AED)), named: "changed", mode: .never, testFile: testFile, report: report, run: "r2"))
        expectNil(Self.snapshot(dot(20, .init(hex: 0xFF5B3A)), named: "new", mode: .never, testFile: testFile, report: report, run: "r2"))
        // The next run's first snapshot, a pass, emptied the last run's report.
        #expect(try CheckReport.read(report).results.isEmpty)
    }

    @Test("A tampered swift test report is refused: a path outside the roots, a golden changed since")
    func tampered() throws {
        let (root, testFile) = AssertSnapshotTests.package()
        let report = root + "/report"
        let dot = AssertSnapshotTests.dot
        _ = SnapshotCheck.run({ dot(10, .init(hex: 0xFF5B3A)) }, .svg(), named: "a", mode: .missing, filePath: testFile, testName: "price()")
        _ = Self.snapshot(dot(11, .init(hex: 0xFF5B3A)), named: "a", mode: .never, testFile: testFile, report: report, run: "t")
        _ = Self.snapshot(dot(12, .init(hex: 0xFF5B3A)), named: "b", mode: .never, testFile: testFile, report: report, run: "t")
        var read = try CheckReport.read(report)
        expectEqual(read.results.count, 2)
        read.results[1].goldenPath = "Tests/DemoTests/evil.svg"
        var plan = ReportAccept.plan(read, filters: [], workingFolder: root)
        #expect(!plan.isAccepted && plan.writes.isEmpty)
        expectEqual(plan.refusals.map(\.reason), ["the path is outside the report's roots (Tests/DemoTests/__Snapshots__)"])
        read = try CheckReport.read(report)
        try Data("changed".utf8).write(to: URL(fileURLWithPath: root + "/" + read.results[0].goldenPath))
        plan = ReportAccept.plan(read, filters: [], workingFolder: root)
        expectEqual(plan.refusals.map(\.reason), ["the golden changed since the report was made; check again"])
        #expect(!FileManager.default.fileExists(atPath: root + "/" + read.results[1].goldenPath))
    }

    @Test("Entries written at once by many threads, each through its own lock, all land in the report")
    func concurrent() throws {
        let report = Scratch.folder("snapshot-report") + "/report"
        let count = 16
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let entry = SnapshotReportFolder.Entry(
                id: "T/__Snapshots__/F/t.\(i).txt", status: "missing", goldenPath: "T/__Snapshots__/F/t.\(i).txt", root: "T/__Snapshots__",
                pathExtension: "txt", summary: [], diff: nil, golden: nil, actual: Data("\(i)\n".utf8), artifactPath: nil, acceptCommand: "")
            #expect(throws: Never.self) { try SnapshotReportFolder.update(report, run: "c", adding: entry) }
        }
        let read = try CheckReport.read(report)
        expectEqual(read.results.count, count)
        expectEqual(read.results.map(\.id), read.results.map(\.id).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    @Test("assertSnapshot itself reports under SNAPSHOT_REPORT; a folder that is not a report is left alone")
    func throughAssertSnapshot() throws {
        let report = Scratch.folder("snapshot-report") + "/report"
        let messages = AssertSnapshotTests.issues {
            SnapshotTesting.$environment.withValue([SnapshotReportFolder.variable: report, SnapshotReportFolder.runVariable: "a"]) {
                assertSnapshot(of: AssertSnapshotTests.dot(10), as: .svg(), named: "gone", record: .never,
                               file: "/nonexistent/Tests/Demo/Reported.swift")
            }
        }
        expectEqual(messages.count, 1)
        let read = try CheckReport.read(report)
        expectEqual(read.results.map(\.id), ["/nonexistent/Tests/Demo/__Snapshots__/Reported/throughAssertSnapshot.gone.svg"])
        expectEqual(read.roots, ["/nonexistent/Tests/Demo/__Snapshots__"])
        // Someone else's folder: no report, and the test is failed only by its snapshot.
        let theirs = Scratch.folder("theirs")
        #expect(FileManager.default.createFile(atPath: theirs + "/notes.txt", contents: Data("keep".utf8)))
        let again = AssertSnapshotTests.issues {
            SnapshotTesting.$environment.withValue([SnapshotReportFolder.variable: theirs, SnapshotReportFolder.runVariable: "a"]) {
                assertSnapshot(of: AssertSnapshotTests.dot(10), as: .svg(), named: "gone", record: .never,
                               file: "/nonexistent/Tests/Demo/Reported.swift")
            }
        }
        expectEqual(again.count, 1)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: theirs), ["notes.txt"])
    }
}
