// The public surface of swift-snapshot-testing (1.17 and later) that a test target meets: the generic
// `Snapshotting<Value, Format>`, its text strategies, `assertSnapshot`, `assertSnapshots`, `verifySnapshot`,
// `withSnapshotTesting(record:diffTool:operation:)`, the record modes and the `.snapshots` trait. The bodies are a
// stand-in's: text goldens in `__Snapshots__/<File>/<test>.<n>.txt`, recorded when missing.
import Foundation
import Testing

public struct Diffing<Value>: Sendable {
    public var toData: @Sendable (Value) -> Data
    public var fromData: @Sendable (Data) -> Value
    public var diff: @Sendable (Value, Value) -> (String, [String])?

    public init(toData: @escaping @Sendable (Value) -> Data, fromData: @escaping @Sendable (Data) -> Value,
                diff: @escaping @Sendable (Value, Value) -> (String, [String])?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

public struct Snapshotting<Value, Format>: Sendable {
    public var pathExtension: String?
    public var diffing: Diffing<Format>
    public var snapshot: @Sendable (Value) -> Format

    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { snapshot(transform($0)) }
    }
}

public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Diffing where Value == String {
    public static let lines = Diffing(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
        old == new ? nil : ("- \(old)\n+ \(new)", [])
    }
}

extension Snapshotting where Value == String, Format == String {
    public static let lines = Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
}

extension Snapshotting where Format == String {
    public static var description: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { String(describing: $0) }
    }
}

extension Snapshotting where Format == String {
    public static var dump: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { value in
            var text = ""
            Swift.dump(value, to: &text)
            return text
        }
    }
}

public struct SnapshotTestingConfiguration: Sendable {
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    public var diffTool: DiffTool
    public var record: Record

    public init(diffTool: DiffTool = .default, record: Record = .missing) {
        self.diffTool = diffTool
        self.record = record
    }

    public struct Record: Equatable, Sendable {
        let name: String
        public static let all = Record(name: "all")
        public static let failed = Record(name: "failed")
        public static let missing = Record(name: "missing")
        public static let never = Record(name: "never")
    }

    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        var tool: @Sendable (String, String) -> String
        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) { self.tool = tool }
        public init(stringLiteral value: String) { self.tool = { _, _ in value } }
        public static let `default` = DiffTool { "diff \($0) \($1)" }
    }
}

public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () throws -> R) rethrows -> R {
    let current = SnapshotTestingConfiguration.current
    let configuration = SnapshotTestingConfiguration(diffTool: diffTool ?? current?.diffTool ?? .default,
                                                     record: record ?? current?.record ?? .missing)
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () async throws -> R) async rethrows -> R {
    let current = SnapshotTestingConfiguration.current
    let configuration = SnapshotTestingConfiguration(diffTool: diffTool ?? current?.diffTool ?? .default,
                                                     record: record ?? current?.record ?? .missing)
    return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

extension Trait where Self == _SnapshotsTestTrait {
    public static var snapshots: Self { _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration()) }

    public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil,
                                 diffTool: SnapshotTestingConfiguration.DiffTool? = nil) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(diffTool: diffTool ?? .default, record: record ?? .missing))
    }
}

public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    let configuration: SnapshotTestingConfiguration

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: function)
    }
}

/// How many unnamed snapshots each test took, for `.1`, `.2`, …
private let counters = NSLock()
nonisolated(unsafe) private var counts: [String: Int] = [:]

public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let file = URL(fileURLWithPath: "\(filePath)")
    let folder = snapshotDirectory.map { URL(fileURLWithPath: $0) }
        ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    let test = testName.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    let label: String
    if let name {
        label = name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
    } else {
        counters.lock()
        counts[file.path + test, default: 0] += 1
        label = String(counts[file.path + test]!)
        counters.unlock()
    }
    let golden = folder.appendingPathComponent("\(test).\(label).\(snapshotting.pathExtension ?? "txt")")
    let format: Format
    do { format = snapshotting.snapshot(try value()) } catch { return "Threw: \(error)" }
    let record = recording == true ? .all : (SnapshotTestingConfiguration.current?.record ?? .missing)
    if record != .all, let stored = try? Data(contentsOf: golden) {
        guard let (message, _) = snapshotting.diffing.diff(snapshotting.diffing.fromData(stored), format) else { return nil }
        return "Snapshot does not match reference.\n\(message)"
    }
    if record == .never { return "No reference was found on disk at \(golden.path)." }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? snapshotting.diffing.toData(format).write(to: golden)
    return "Record mode is on. Automatically recorded snapshot: \(golden.path)"
}

public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(of: try value(), as: snapshotting, named: name, record: recording, timeout: timeout,
                                       fileID: fileID, file: filePath, testName: testName, line: line, column: column) else { return }
    Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
}

public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for (name, strategy) in strategies {
        assertSnapshot(of: try value(), as: strategy, named: name, record: recording, timeout: timeout, fileID: fileID,
                       file: filePath, testName: testName, line: line, column: column)
    }
}

public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(of: try value(), as: strategy, record: recording, timeout: timeout, fileID: fileID, file: filePath,
                       testName: testName, line: line, column: column)
    }
}
