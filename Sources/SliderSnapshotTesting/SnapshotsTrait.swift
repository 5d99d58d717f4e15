import SliderSnapshots
import Synchronization
import Testing

/// The `.snapshots` trait: scopes the record mode of every `assertSnapshot` in a test or a suite, and gives each run
/// of each test (each case of a parameterized test, each repetition) its own counter, so its unnamed snapshots are
/// `.1`, `.2`, … every time it runs.
///
/// ```swift
/// @Suite(.snapshots(record: .missing))
/// struct PriceSnapshots {
///     @Test func rest() { assertSnapshot(of: scene, as: .svg()) }
///     @Test(.snapshots(record: .failed)) func held() { assertSnapshot(of: held, as: .svg()) }
/// }
/// ```
///
/// The innermost scope wins: a call's own `record:`, then `withSnapshotTesting(record:)`, then the test's trait, then
/// the suite's, then `SNAPSHOT_TESTING_RECORD`. In a test target that also imports swift-snapshot-testing, the
/// unqualified `.snapshots` is that library's (ours is disfavoured, so code written for it keeps its meaning); spell
/// ours `.sliderSnapshots(record:)` there. `SNAPSHOT_TESTING_RECORD` sets both libraries' mode.
public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// The mode the trait sets, or nil to keep the enclosing one.
    public var record: SnapshotRecordMode?

    /// A suite's trait applies to every test inside it.
    public var isRecursive: Bool { true }

    /// A scope for each run of a test function's case; none for the suite itself.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> SnapshotsTrait? {
        testCase == nil ? nil : self
    }

    /// Runs one test case with the trait's mode and a fresh snapshot counter.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotTesting.$counters.withValue(SnapshotCounters()) {
            if let record {
                try await SnapshotTesting.$recordMode.withValue(record, operation: function)
            } else {
                try await function()
            }
        }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Each run of each test gets its own snapshot counter; the record mode stays the enclosing one.
    @_disfavoredOverload public static var snapshots: SnapshotsTrait { SnapshotsTrait(record: nil) }

    /// Each run of each test gets its own snapshot counter, and its snapshots record as `record` says.
    @_disfavoredOverload public static func snapshots(record: SnapshotRecordMode? = nil) -> SnapshotsTrait {
        SnapshotsTrait(record: record)
    }

    /// `.snapshots(record:)` by a name no other library uses, for a target that also imports swift-snapshot-testing.
    public static func sliderSnapshots(record: SnapshotRecordMode? = nil) -> SnapshotsTrait {
        SnapshotsTrait(record: record)
    }
}

/// The counters that number a test run's unnamed snapshots, per test file and test name.
final class SnapshotCounters: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    /// The next number for `key`, from 1.
    func next(_ key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key, default: 1]
        }
    }
}
