import Foundation
import SceneGraph
import SliderEngine
import SVGRender
import RasterRender
import SliderReports

/// How a value becomes a snapshot file and how two snapshots are compared, after swift-snapshot-testing's strategies.
///
/// Make your own from an existing one with `pullback`:
/// ```swift
/// let price: Snapshotting<Double> = Snapshotting<Scene>.svg().pullback { value in myScene(for: value) }
/// ```
public struct Snapshotting<Value>: Sendable {
    /// File extension of the snapshot, such as `svg`.
    public var pathExtension: String
    /// The bytes stored for a value.
    public var snapshot: @Sendable (Value) throws -> [UInt8]
    /// A readable description of the difference, or nil when the two snapshots match.
    public var diff: @Sendable (_ expected: [UInt8], _ actual: [UInt8]) -> String?

    /// Creates a strategy; the default comparison is a line diff of the UTF-8 text.
    public init(pathExtension: String, snapshot: @escaping @Sendable (Value) throws -> [UInt8],
                diff: @escaping @Sendable (_ expected: [UInt8], _ actual: [UInt8]) -> String? = Snapshotting.lineDiff) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
        self.diff = diff
    }

    /// This strategy for another type of value, turned into this one first.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue>(pathExtension: pathExtension, snapshot: { try snapshot(transform($0)) }, diff: diff)
    }

    /// Byte equality, reported as a line diff of the UTF-8 text.
    public static func lineDiff(_ expected: [UInt8], _ actual: [UInt8]) -> String? {
        guard expected != actual else { return nil }
        return LineDiff.diff(expected: String(decoding: expected, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self))
            ?? "the bytes differ but the text does not (invalid UTF-8?)"
    }

    /// Byte equality of PNG files, reported as the number and share of changed pixels and the box around them.
    public static func pngDiff(_ expected: [UInt8], _ actual: [UInt8]) -> String? {
        expected == actual ? nil : "The PNG differs: " + PixelChange.describe(png: expected, actual) + "."
    }

    /// Byte equality, reported as the changes by element id and attribute, then a line diff.
    public static func svgDiff(_ expected: [UInt8], _ actual: [UInt8]) -> String? {
        guard let lines = lineDiff(expected, actual) else { return nil }
        let summary = SVGChangeSummary.summary(expected: expected, actual: actual)
        guard !summary.isEmpty else { return lines }
        return "Changes:\n" + summary.map { "  " + $0 }.joined(separator: "\n") + "\nLine diff:\n" + lines
    }
}

extension Snapshotting where Value == Scene {
    /// A scene as deterministic SVG, compared by element and attribute, then line by line.
    public static func svg(_ options: SVGOptions = SVGOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "svg", snapshot: { SVGRender.bytes($0, options: options) }, diff: Snapshotting<[UInt8]>.svgDiff)
    }

    /// A scene as PNG at `scale` (1, 2 or 3) from the package's own rasteriser, compared byte for byte; a mismatch
    /// says how many pixels changed, their share and the box around them.
    public static func png(scale: Int = 2) -> Snapshotting {
        Snapshotting(pathExtension: "png", snapshot: { PNGRender.png($0, scale: scale) }, diff: Snapshotting<[UInt8]>.pngDiff)
    }

    /// The scene's accessibility tree as text, one element per line in VoiceOver's reading order.
    public static var accessibilityText: Snapshotting {
        Snapshotting<String>.text(pathExtension: "txt").pullback { AccessibilityText.text($0.accessibility) }
    }
}

extension Snapshotting where Value == [UInt8] {
    /// Bytes made elsewhere (a contact sheet, a JSON Lines log), compared line by line (SVG by element first, PNG by
    /// pixel).
    public static func bytes(pathExtension: String) -> Snapshotting {
        Snapshotting(pathExtension: pathExtension, snapshot: { $0 },
                     diff: pathExtension == "svg" ? svgDiff : pathExtension == "png" ? pngDiff : lineDiff)
    }
}

extension Snapshotting where Value == String {
    /// Text, stored as UTF-8 and compared line by line.
    public static func text(pathExtension: String = "txt") -> Snapshotting {
        Snapshotting(pathExtension: pathExtension) { Array($0.utf8) }
    }
}

/// When snapshot files are written. Any recording fails the check, so a run that only wrote files never passes.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Rewrite every snapshot.
    case all
    /// Write snapshots that do not exist yet; compare the rest.
    case missing
    /// Rewrite the snapshots that differ, and write missing ones.
    case failed
    /// Only compare; a missing snapshot is a failure.
    case never

    /// The environment variables that name a mode, in the order they are read: swift-snapshot-testing's, then this
    /// package's older name, kept as an alias.
    public static let environmentVariables = ["SNAPSHOT_TESTING_RECORD", "SNAPSHOT_RECORD"]

    /// The mode the environment asks for, as `resolve(_:)` reads it; when a variable holds an unknown value, the
    /// default (`missing`, or `never` under `CI`). `assertSnapshot` and `render-cli check` call `environment()`
    /// instead, which reports that value as an error.
    public static var fromEnvironment: SnapshotRecordMode {
        (try? environment()) ?? resolveDefault(ci: getenv("CI").map { String(cString: $0) })
    }

    /// The mode this process's environment asks for (see `resolve(_:)`); throws `RecordModeError` for a value that
    /// names no mode.
    public static func environment() throws -> SnapshotRecordMode {
        // The variables used only, rather than making the whole environment a dictionary on every `check` and test
        // run.
        var environment: [String: String] = [:]
        for key in environmentVariables + ["CI"] {
            if let value = getenv(key) { environment[key] = String(cString: value) }
        }
        return try resolve(environment)
    }

    /// The mode an environment asks for: `SNAPSHOT_TESTING_RECORD`, else `SNAPSHOT_RECORD` (an empty value counts as
    /// unset), else `never` under `CI`, else `missing`. A value that names no mode throws `RecordModeError`, naming
    /// the valid ones, rather than quietly falling back.
    public static func resolve(_ environment: [String: String]) throws -> SnapshotRecordMode {
        for variable in environmentVariables {
            guard let value = environment[variable], !value.isEmpty else { continue }
            guard let mode = SnapshotRecordMode(rawValue: value) else { throw RecordModeError(variable: variable, value: value) }
            return mode
        }
        return resolveDefault(ci: environment["CI"])
    }

    /// `never` when `CI` is set to something true, else `missing`.
    static func resolveDefault(ci: String?) -> SnapshotRecordMode {
        ci.map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } == true ? .never : .missing
    }
}

/// A record-mode environment variable holding a value that names no mode.
public struct RecordModeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The variable, `SNAPSHOT_TESTING_RECORD` or `SNAPSHOT_RECORD`.
    public var variable: String
    /// Its value.
    public var value: String

    public init(variable: String, value: String) {
        self.variable = variable
        self.value = value
    }

    public var description: String {
        "\(variable)=\(value) names no record mode; use all, missing, failed or never."
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
        case .recorded(let path): return "Recorded \(path); run again without SNAPSHOT_TESTING_RECORD to check it."
        case .missing(let path): return "No snapshot at \(path); run with SNAPSHOT_TESTING_RECORD=missing to create it."
        case .mismatched(let diff, let artifact):
            return "The snapshot differs" + (artifact.map { " (new output: \($0))" } ?? "") + ":\n" + diff
        }
    }
}

/// Errors of snapshot files.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// A file or folder could not be written.
    case cannotWrite(String)
    /// The golden's path holds something that is not a regular file (a folder, a device).
    case notAFile(String)

    /// The message.
    public var description: String {
        switch self {
        case .cannotWrite(let path): return "Cannot write the snapshot file \(path)."
        case .notAFile(let path): return "The snapshot path \(path) is not a regular file."
        }
    }
}

/// Compares `value` with the snapshot stored at `path` (or records it, as `record` allows); mismatched output goes to
/// `artifacts/<file name>`. Files are replaced atomically, never left half written.
public func verifySnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, at path: String, record: SnapshotRecordMode = .fromEnvironment,
    artifacts: String? = nil
) throws -> SnapshotOutcome {
    let artifact = artifacts.map { $0 + "/" + URL(fileURLWithPath: path).lastPathComponent }
    return try SnapshotFile.compare(try strategy.snapshot(value), at: path, record: record, artifact: artifact, diff: strategy.diff)
}

/// Golden files on disk: compare, record, keep the new output as an artifact.
public enum SnapshotFile {
    /// Compares `actual` with the golden at `path`, recording as `record` allows; a mismatch writes `actual` to
    /// `artifact` (when given) and leaves the golden alone.
    public static func compare(_ actual: [UInt8], at path: String, record: SnapshotRecordMode, artifact: String?,
                               diff: (_ expected: [UInt8], _ actual: [UInt8]) -> String?) throws -> SnapshotOutcome {
        try compare(actual, stored: read(path), at: path, record: record, artifact: artifact, diff: diff)
    }

    /// `compare(_:at:record:artifact:diff:)` with the golden's bytes already read by `read(_:)` (nil when there is
    /// none), for a caller that needs them too: a suite then reads each golden once.
    public static func compare(_ actual: [UInt8], stored: [UInt8]?, at path: String, record: SnapshotRecordMode,
                               artifact: String?, diff: (_ expected: [UInt8], _ actual: [UInt8]) -> String?) throws -> SnapshotOutcome {
        let found = outcome(actual, stored: stored, at: path, record: record, artifact: artifact, diff: diff)
        if let file = found.writes { try write(actual, to: file) }
        return found.outcome
    }

    /// What `compare(_:stored:at:record:artifact:diff:)` finds, without writing anything: the outcome, and the file
    /// it writes `actual` to for it (the golden when recorded, the artifact when mismatched), if any. For a caller
    /// that writes later, once it knows that the run as a whole may write (`check` writes nothing when any case of
    /// the suite cannot be read).
    public static func outcome(_ actual: [UInt8], stored: [UInt8]?, at path: String, record: SnapshotRecordMode,
                               artifact: String?, diff: (_ expected: [UInt8], _ actual: [UInt8]) -> String?)
        -> (outcome: SnapshotOutcome, writes: String?) {
        switch (record, stored) {
        case (.all, _), (.missing, nil), (.failed, nil):
            return (.recorded(path: path), path)
        case (.never, nil):
            return (.missing(path: path), nil)
        case (_, let expected?):
            guard !sameBytes(expected, actual), let difference = diff(expected, actual) else { return (.matched, nil) }
            if record == .failed { return (.recorded(path: path), path) }
            return (.mismatched(diff: difference, artifact: artifact), artifact)
        }
    }

    /// Whether two byte arrays are equal, with `memcmp` rather than `==`, which compares arrays element by element.
    public static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { sameBytes(x, $0) } }
    }

    /// Whether two buffers hold the same bytes (one buffer holds the same as itself, unread).
    public static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let x = a.baseAddress, let y = b.baseAddress, x != y else { return true }
        return memcmp(x, y, a.count) == 0
    }

    /// The golden's bytes, nil when there is none; a folder or device at the path is an error.
    public static func read(_ path: String) throws -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw SnapshotError.notAFile(path)
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw SnapshotError.notAFile(path) }
        // Non-blocking: a FIFO put in the file's place after the `stat` cannot make the open wait for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw SnapshotError.notAFile(path) }
        defer { _ = close(fd) }
        do {
            // nil at once for an empty file.
            return try FileHandle(fileDescriptor: fd, closeOnDealloc: false).readToEnd().map { [UInt8]($0) } ?? []
        } catch {
            throw SnapshotError.notAFile(path)
        }
    }

    /// Writes a snapshot or artifact atomically, creating its folder.
    public static func write(_ bytes: [UInt8], to file: String) throws {
        let url = URL(fileURLWithPath: file)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw SnapshotError.cannotWrite(file)
        }
    }
}
