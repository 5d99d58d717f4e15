import Foundation
import SVGRender
import SliderSnapshots
import Testing
import XCTest

/// Compares `value` with its golden file and fails the running test when they differ, at the caller's file and line.
///
/// Goldens live next to the test file: `__Snapshots__/<TestFileName>/<testName>.<name or counter>.<ext>`. The first
/// snapshot of a test is `.1`, the next `.2`, unless you pass `named:`. Under Swift Testing the failure is an issue of
/// the running test (`Issue.record`), with the golden and the new output attached (collected by
/// `swift test --attachments-path DIR`); under XCTest it is `XCTFail`.
///
/// The record mode comes from, in order: `record:`, an enclosing `withSnapshotTesting(record:)`, the
/// `SNAPSHOT_TESTING_RECORD` environment variable (or its alias `SNAPSHOT_RECORD`), and the default: `missing` on a
/// developer's machine, `never` when `CI` is set. A variable naming no mode fails the test and compares nothing.
/// Recording always fails the test, so nobody ships a run that only wrote files.
///
/// In a parameterized test, pass the case's arguments as the name (`named: "\(size)-\(direction)"`): Swift Testing
/// does not tell a library a case's arguments, and unnamed, every case would write the same goldens. An unnamed
/// snapshot in a parameterized test fails and says so.
///
/// The parameters are swift-snapshot-testing's, so a helper that forwards `file: file` compiles against either.
///
/// ```swift
/// @Test func priceHeld() {
///     assertSnapshot(of: engine.scene(state), as: .svg())
/// }
/// ```
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if name == nil, Test.Case.current?.isParameterized == true {
        TestFailure.record(SnapshotMessage.parameterizedNeedsName, at: location)
        return
    }
    let mode: SnapshotRecordMode
    do {
        mode = try SnapshotTesting.mode(record)
    } catch {
        TestFailure.record("\(error)", at: location)
        return
    }
    guard let failure = SnapshotReportFolder.collect(  // SNAPSHOT_REPORT: SnapshotReportFolder.swift
        SnapshotCheck.run(value, strategy, named: name, mode: mode, filePath: "\(filePath)", testName: testName),
        filePath: "\(filePath)", testName: testName) else { return }
    if failure.isMismatch { TestFailure.attach(failure.expected, failure.actual, golden: failure.golden, at: location) }
    TestFailure.record(failure.message, at: location)
}

/// Snapshots `value` once per strategy, each as `assertSnapshot` does with the dictionary's key as its name
/// (`<testName>.<key>.<ext>`), in the keys' order. `value` is made once.
///
/// ```swift
/// assertSnapshots(of: scene, as: ["light": .svg(), "a11y": .accessibilityText])
/// ```
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value>],
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let made = Result { try value() }
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(of: try made.get(), as: strategy, named: name, record: record, fileID: fileID, file: filePath,
                       testName: testName, line: line, column: column)
    }
}

/// Snapshots `value` once per strategy, in order, each as an unnamed `assertSnapshot` (so numbered by the test's
/// counter). `value` is made once.
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value>],
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let made = Result { try value() }
    for strategy in strategies {
        assertSnapshot(of: try made.get(), as: strategy, record: record, fileID: fileID, file: filePath,
                       testName: testName, line: line, column: column)
    }
}

/// One snapshot comparison, apart from failing the test, so its paths and modes can be tested on their own.
struct SnapshotCheck {
    /// The golden's path.
    var golden: String
    /// The failure message.
    var message: String
    /// The golden's bytes, when there is one.
    var expected: [UInt8]?
    /// The new output.
    var actual: [UInt8]
    /// Whether the golden exists and differs (not a recording or a missing golden).
    var isMismatch: Bool

    /// Compares and records as `mode` says; nil when the snapshot matched.
    static func run<Value>(_ value: () throws -> Value, _ strategy: Snapshotting<Value>, named name: String?, mode: SnapshotRecordMode,
                           filePath: String, testName: String) -> SnapshotCheck? {
        let golden = SnapshotPaths.golden(filePath: filePath, testName: testName, name: name, pathExtension: strategy.pathExtension)
        do {
            let actual = try strategy.snapshot(value())
            let expected = try SnapshotFile.read(golden)
            let artifact = SnapshotPaths.artifact(for: golden, filePath: filePath)
            let outcome = try SnapshotFile.compare(actual, stored: expected, at: golden, record: mode, artifact: artifact, diff: strategy.diff)
            guard let message = SnapshotMessage.text(outcome, golden: golden, testName: testName, mode: mode) else { return nil }
            var isMismatch = false
            if case .mismatched = outcome { isMismatch = true }
            return SnapshotCheck(golden: golden, message: message, expected: expected, actual: actual, isMismatch: isMismatch)
        } catch {
            return SnapshotCheck(golden: golden, message: "Snapshot \(golden) could not be made: \(error)", expected: nil, actual: [], isMismatch: false)
        }
    }
}

/// Runs `body` with every `assertSnapshot` inside it recording as `record` says (unless a call passes its own).
///
/// In a test target that also imports swift-snapshot-testing, the unqualified `withSnapshotTesting` is that library's
/// (this one is disfavoured, so code written for it keeps its meaning); write `SliderSnapshotTesting.withSnapshotTesting`
/// for this one.
@_disfavoredOverload
public func withSnapshotTesting<R>(record: SnapshotRecordMode, _ body: () throws -> R) rethrows -> R {
    try SnapshotTesting.$recordMode.withValue(record, operation: body)
}

/// Runs async `body` with every `assertSnapshot` inside it recording as `record` says.
@_disfavoredOverload
public func withSnapshotTesting<R>(record: SnapshotRecordMode, _ body: () async throws -> R) async rethrows -> R {
    try await SnapshotTesting.$recordMode.withValue(record, operation: body)
}

/// The scoped settings of `withSnapshotTesting`.
enum SnapshotTesting {
    @TaskLocal static var recordMode: SnapshotRecordMode?
    /// An environment to read the record mode from instead of the process's (for tests).
    @TaskLocal static var environment: [String: String]?
    /// The mode of a call: its own `record:`, else the innermost scope's (`withSnapshotTesting`, then the traits), else
    /// the environment's.
    static func mode(_ record: SnapshotRecordMode?) throws -> SnapshotRecordMode {
        if let chosen = record ?? recordMode { return chosen }
        return try environment.map(SnapshotRecordMode.resolve) ?? SnapshotRecordMode.environment()
    }

    /// The counters of the running test, set by the `.snapshots` trait.
    @TaskLocal static var counters: SnapshotCounters?
}

/// Where `assertSnapshot` was called.
struct CallSite {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Failing the running test, whichever framework runs it.
enum TestFailure {
    /// An issue of the running Swift Testing test, or an XCTest failure.
    static func record(_ message: String, at site: CallSite) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(site))
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }

    /// Attaches the golden and the new output to the running Swift Testing test.
    static func attach(_ expected: [UInt8]?, _ actual: [UInt8], golden: String, at site: CallSite) {
        guard Test.current != nil else { return }
        let file = URL(fileURLWithPath: golden).lastPathComponent
        if let expected { Attachment.record(expected, named: "golden." + file, sourceLocation: sourceLocation(site)) }
        Attachment.record(actual, named: "actual." + file, sourceLocation: sourceLocation(site))
    }

    static func sourceLocation(_ site: CallSite) -> SourceLocation {
        SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
    }
}
