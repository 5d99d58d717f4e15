import Foundation
import SceneGraph

/// How a value becomes a snapshot file and how two snapshots are compared, after swift-snapshot-testing's strategies.
public struct Snapshotting<Value>: Sendable {
    /// File extension of the snapshot, such as `svg`.
    public var pathExtension: String
    /// The bytes stored for a value.
    public var snapshot: @Sendable (Value) -> [UInt8]
    /// A readable description of the difference, or nil when the two snapshots match.
    public var diff: @Sendable (_ expected: [UInt8], _ actual: [UInt8]) -> String?

    /// Creates a strategy.
    public init(pathExtension: String, snapshot: @escaping @Sendable (Value) -> [UInt8],
                diff: @escaping @Sendable (_ expected: [UInt8], _ actual: [UInt8]) -> String? = Snapshotting.lineDiff) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
        self.diff = diff
    }

    /// Byte equality, reported as a line diff of the UTF-8 text.
    public static func lineDiff(_ expected: [UInt8], _ actual: [UInt8]) -> String? {
        guard expected != actual else { return nil }
        return LineDiff.diff(expected: String(decoding: expected, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self))
            ?? "the bytes differ but the text does not (invalid UTF-8?)"
    }
}

extension Snapshotting where Value == Scene {
    /// A scene as deterministic SVG.
    public static func svg(_ options: SVGOptions = SVGOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "svg") { SVGRender.bytes($0, options: options) }
    }
}

extension Snapshotting where Value == [UInt8] {
    /// Bytes made elsewhere (a contact sheet, a JSON Lines log), compared line by line.
    public static func bytes(pathExtension: String) -> Snapshotting {
        Snapshotting(pathExtension: pathExtension) { $0 }
    }
}

/// When snapshot files are written. Any recording fails the check, so a run that only wrote files never passes.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Rewrite every snapshot.
    case all
    /// Write snapshots that do not exist yet; compare the rest.
    case missing
    /// Rewrite the snapshots that differ.
    case failed
    /// Only compare; a missing snapshot is a failure.
    case never

    /// The mode named by the `SNAPSHOT_RECORD` environment variable, or `never`.
    public static var fromEnvironment: SnapshotRecordMode {
        ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"].flatMap(SnapshotRecordMode.init(rawValue:)) ?? .never
    }
}

/// The outcome of checking one snapshot.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The stored snapshot matches byte for byte.
    case matched
    /// The snapshot was written (a failure of the check, by design).
    case recorded(path: String)
    /// There is no stored snapshot and the mode does not write one.
    case missing(path: String)
    /// The stored snapshot differs; the new output was saved under `artifact` when an artifacts folder was given.
    case mismatched(diff: String, artifact: String?)

    /// A sentence for a test failure, or nil when the snapshot matched.
    public var failureMessage: String? {
        switch self {
        case .matched: return nil
        case .recorded(let path): return "Recorded \(path); run again without SNAPSHOT_RECORD to check it."
        case .missing(let path): return "No snapshot at \(path); run with SNAPSHOT_RECORD=missing to create it."
        case .mismatched(let diff, let artifact):
            return "The snapshot differs" + (artifact.map { " (new output: \($0))" } ?? "") + ":\n" + diff
        }
    }
}

/// Errors of snapshot files.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// A file or folder could not be written.
    case cannotWrite(String)

    /// The message.
    public var description: String {
        switch self {
        case .cannotWrite(let path): return "Cannot write the snapshot file \(path)."
        }
    }
}

/// Compares `value` with the snapshot stored at `path` (or records it, as `record` allows); mismatched output goes to
/// `artifacts/<file name>`. Files are replaced atomically, never left half written.
public func verifySnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, at path: String, record: SnapshotRecordMode = .fromEnvironment,
    artifacts: String? = nil
) throws -> SnapshotOutcome {
    let actual = strategy.snapshot(value)
    let manager = FileManager.default
    let stored = manager.contents(atPath: path).map { [UInt8]($0) }
    func write(_ bytes: [UInt8], to file: String) throws {
        let url = URL(fileURLWithPath: file)
        do {
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw SnapshotError.cannotWrite(file)
        }
    }
    switch (record, stored) {
    case (.all, _), (.missing, nil):
        try write(actual, to: path)
        return .recorded(path: path)
    case (.never, nil), (.failed, nil):
        return .missing(path: path)
    case (_, let expected?):
        guard let diff = strategy.diff(expected, actual) else { return .matched }
        if record == .failed {
            try write(actual, to: path)
            return .recorded(path: path)
        }
        var artifact: String?
        if let artifacts {
            let file = artifacts + "/" + URL(fileURLWithPath: path).lastPathComponent
            try write(actual, to: file)
            artifact = file
        }
        return .mismatched(diff: diff, artifact: artifact)
    }
}
