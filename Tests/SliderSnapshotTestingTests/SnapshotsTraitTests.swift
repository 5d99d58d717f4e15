import Foundation
import SceneGraph
import SliderSnapshots
@testable import SliderSnapshotTesting
import Testing
import TestSupport

/// The `.snapshots` trait, parameterized tests and repeated runs.
@Suite("The .snapshots trait", .snapshots(record: .never))
struct SnapshotsTraitTests {
    static let elsewhere: StaticString = "/nonexistent/Tests/Demo/Traits.swift"

    @Test("A suite's trait scopes the record mode over the environment's")
    func suiteMode() {
        let messages = AssertSnapshotTests.issues {
            SnapshotTesting.$environment.withValue(["SNAPSHOT_TESTING_RECORD": "all"]) {
                assertSnapshot(of: AssertSnapshotTests.dot(10), as: .svg(), file: Self.elsewhere)
            }
        }
        expectEqual(messages.count, 1)
        expectEqual(messages.first?.hasPrefix("No golden at /nonexistent/Tests/Demo/__Snapshots__/Traits/suiteMode.1.svg (record mode never)"), true,
                "\(messages)")
    }

    @Test("A test's own trait wins over its suite's; withSnapshotTesting and a call's record: win over both",
          .snapshots(record: .all))
    func testMode() throws {
        let environment = ["SNAPSHOT_TESTING_RECORD": "failed"]
        let modes: [SnapshotRecordMode?] = SnapshotTesting.$environment.withValue(environment) {
            [try? SnapshotTesting.mode(nil), try? SnapshotTesting.mode(.never),
             withSnapshotTesting(record: .missing) { try? SnapshotTesting.mode(nil) }]
        }
        expectEqual(modes, [.all, .never, .missing])
        // Outside every scope, the environment's.
        let outside = SnapshotTesting.$recordMode.withValue(nil) {
            SnapshotTesting.$environment.withValue(environment) { try? SnapshotTesting.mode(nil) }
        }
        expectEqual(outside, .failed)
    }

    @Test("Each run of a test gets its own counter: a repeated run looks for .1 again, not .3")
    func repeatedRunsRestart() async throws {
        let trait = SnapshotsTrait(record: .never)
        let test = try #require(Test.current)
        for _ in 0..<2 {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                let first = SnapshotPaths.golden(filePath: "/p/Tests/T/A.swift", testName: "again()", name: nil, pathExtension: "svg")
                let second = SnapshotPaths.golden(filePath: "/p/Tests/T/A.swift", testName: "again()", name: nil, pathExtension: "svg")
                #expect(first.hasSuffix("/again.1.svg") && second.hasSuffix("/again.2.svg"), "\(first) \(second)")
            }
        }
        // Outside any trait the process's counter keeps counting, as before.
        let a = SnapshotTesting.$counters.withValue(nil) {
            SnapshotPaths.golden(filePath: "/p/Tests/T/B.swift", testName: "outside()", name: nil, pathExtension: "svg")
        }
        let b = SnapshotTesting.$counters.withValue(nil) {
            SnapshotPaths.golden(filePath: "/p/Tests/T/B.swift", testName: "outside()", name: nil, pathExtension: "svg")
        }
        #expect(a.hasSuffix("/outside.1.svg") && b.hasSuffix("/outside.2.svg"))
    }

    @Test("Each case of a parameterized test counts from 1 under the trait", arguments: [1, 2, 3])
    func casesCountAlone(case number: Int) {
        let path = SnapshotPaths.golden(filePath: "/p/Tests/T/C.swift", testName: "casesCountAlone(case:)", name: nil, pathExtension: "svg")
        expectEqual(path, "/p/Tests/T/__Snapshots__/C/casesCountAlone-case.1.svg", "case \(number)")
    }

    @Test("An unnamed snapshot in a parameterized test fails and says to name it after the arguments", arguments: [10.0])
    func parameterizedNeedsAName(x: Double) {
        let messages = AssertSnapshotTests.issues {
            assertSnapshot(of: AssertSnapshotTests.dot(x), as: .svg(), file: Self.elsewhere)
        }
        expectEqual(messages, [SnapshotMessage.parameterizedNeedsName])
    }

}

@Suite("Parameterized snapshots")
struct ParameterizedSnapshotTests {
    @Test("A parameterized test named after its arguments has a stable golden per case", arguments: [10.0, 12.0])
    func parameterized(x: Double) {
        // The committed goldens `__Snapshots__/SnapshotsTraitTests/parameterized-x.10.svg` and `.12.svg`.
        assertSnapshot(of: AssertSnapshotTests.dot(x), as: .svg(), named: "\(Int(x))")
    }
}
