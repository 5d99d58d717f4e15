import Foundation
import SVGRender
import SliderSnapshots
import Synchronization

/// `SNAPSHOT_REPORT=DIR`: every `assertSnapshot` failure of a `swift test` run in one review report, the page and
/// `report.json` that `render-cli check --report` writes, which `render-cli accept DIR` accepts.
///
/// `swift test` may run several test processes (XCTest and Swift Testing one after the other, `--parallel` workers),
/// each with many threads, so no process owns the report. Each failure is one entry file, written whole (a temporary
/// file renamed into place) into `DIR/.snapshot-report/entries/`, named by its golden's path; then the page and
/// `report.json` are made again from every entry, each renamed into place. Both happen under an exclusive lock on
/// `DIR/.snapshot-report/lock` (`flock`), so the report always holds every entry written before it, and two processes
/// never interleave.
///
/// A run is the processes of one `swift test`: they share a parent process, whose id is the run's id
/// (`SNAPSHOT_REPORT_RUN` overrides it). The first snapshot of a new run, failing or not, empties the report of the
/// last run's entries; so a run whose snapshots all pass leaves an empty report rather than a stale one.
///
/// What lands: mismatches (`failed`, with the golden and the new output), goldens that are missing under `never`
/// (`missing`), and goldens the run recorded (`recorded`, for review; `accept` leaves them alone). Passing snapshots
/// are not listed. Paths are relative to the package root (the folder with `Package.swift` above the test file), so
/// run `render-cli accept` there; the report's roots are the `__Snapshots__` folders of the failures.
///
/// Only a folder that is new, empty, or an earlier report (its marker file) is written into; anything else, and
/// any failure to write, is one warning on stderr: the report never fails a test.
enum SnapshotReportFolder {
    /// The variables read.
    static let variable = "SNAPSHOT_REPORT", runVariable = "SNAPSHOT_REPORT_RUN"
    /// The file that says a folder is render-cli output (as `StagingFolder.markerName`).
    static let markerName = ".render-cli-output"
    /// The folder of entries, run id and lock inside the report folder.
    static let stateName = ".snapshot-report"

    /// The folders this process has seen the current run in, so a passing snapshot costs nothing after the first.
    private static let joined = Mutex<Set<String>>([])
    /// Threads of this process take turns (the file lock orders processes).
    private static let turn = Mutex<Void>(())
    /// Folders already warned about.
    private static let warned = Mutex<Set<String>>([])

    /// One failure as an entry file.
    struct Entry: Codable, Equatable {
        var id: String
        var status: String
        var goldenPath: String
        var root: String
        var pathExtension: String
        var summary: [String]
        var diff: String?
        var golden: Data?
        var actual: Data
        var artifactPath: String?
        var acceptCommand: String

        var result: CaseResult {
            CaseResult(id: id, goldenPath: goldenPath, status: CaseResult.Status(rawValue: status) ?? .failed, pathExtension: pathExtension,
                       summary: summary, diff: diff, golden: golden.map { [UInt8]($0) }, actual: [UInt8](actual), artifactPath: artifactPath,
                       acceptCommand: acceptCommand)
        }
    }

    /// Passes `failure` through, after adding it to the report when `SNAPSHOT_REPORT` asks for one (and, at a run's
    /// first snapshot, emptying the last run's report). `assertSnapshot` calls it once per snapshot.
    static func collect(_ failure: SnapshotCheck?, filePath: String, testName: String) -> SnapshotCheck? {
        // The two variables only, not the whole environment as a dictionary on every snapshot.
        let scoped = SnapshotTesting.environment
        func value(_ key: String) -> String? {
            let found = scoped.map { $0[key] } ?? getenv(key).map { String(cString: $0) }
            return found.flatMap { $0.isEmpty ? nil : $0 }
        }
        guard let folder = value(variable) else { return failure }
        let run = value(runVariable) ?? "parent-\(getppid())"
        let added = failure.flatMap { Self.entry(for: $0, filePath: filePath, testName: testName) }
        if added == nil, joined.withLock({ $0.contains(folder + "\u{0}" + run) }) { return failure }
        do {
            try turn.withLock { _ in try update(folder, run: run, adding: added) }
            joined.withLock { _ = $0.insert(folder + "\u{0}" + run) }
        } catch {
            let first = warned.withLock { $0.insert(folder).inserted }
            if first { FileHandle.standardError.write(Data("warning: SNAPSHOT_REPORT: \(error)\n".utf8)) }
        }
        return failure
    }

    /// The entry of a failure, or nil for one that made no output (the value or the golden could not be read).
    static func entry(for failure: SnapshotCheck, filePath: String, testName: String) -> Entry? {
        let status: CaseResult.Status
        let now = try? SnapshotFile.read(failure.golden)
        if failure.isMismatch {
            status = .failed
        } else if let now, SnapshotFile.sameBytes(now, failure.actual) {
            status = .recorded
        } else if failure.expected == nil, now == nil, !failure.message.contains("could not be made") {
            status = .missing
        } else {
            return nil
        }
        let base = SnapshotPaths.packageRoot(of: filePath)
        func shown(_ path: String) -> String { SnapshotPaths.shown(path, from: base) }
        let golden = shown(failure.golden)
        let root = golden.range(of: "/__Snapshots__/", options: .backwards).map { String(golden[..<$0.lowerBound]) + "/__Snapshots__" }
            ?? URL(fileURLWithPath: golden).deletingLastPathComponent().relativePath
        let ext = URL(fileURLWithPath: golden).pathExtension
        var summary: [String] = []
        var diff: String?
        if status == .failed, let expected = failure.expected {
            (summary, diff) = CaseResult.changes(pathExtension: ext, golden: expected, actual: failure.actual)
        }
        let filter = SnapshotPaths.filter(testName)
        let mode = status == .missing ? "missing" : "failed"
        return Entry(id: golden, status: status.rawValue, goldenPath: golden, root: root, pathExtension: ext, summary: summary, diff: diff,
                     golden: failure.expected.map { Data($0) }, actual: Data(failure.actual),
                     artifactPath: status == .failed ? shown(SnapshotPaths.artifact(for: failure.golden, filePath: filePath)) : nil,
                     acceptCommand: "SNAPSHOT_TESTING_RECORD=\(mode) swift test --filter \(filter)")
    }

    /// Under the folder's lock: starts the run's report if the last one was another run's, adds `entry`, and
    /// writes the page and `report.json` again when anything changed.
    static func update(_ folder: String, run: String, adding entry: Entry?) throws {
        let state = folder + "/" + stateName, entries = state + "/entries"
        try claim(folder)
        try FileManager.default.createDirectory(atPath: entries, withIntermediateDirectories: true)
        try locked(state + "/lock") {
            let runFile = state + "/run"
            var changed = false
            if (try? String(contentsOfFile: runFile, encoding: .utf8)) != run {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: entries)) ?? [] {
                    try? FileManager.default.removeItem(atPath: entries + "/" + name)
                }
                try SnapshotFile.write(Array(run.utf8), to: runFile)
                changed = true
            }
            if let entry {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                try SnapshotFile.write(Array(try encoder.encode(entry)), to: entries + "/" + fileName(entry.goldenPath))
                changed = true
            }
            if changed || !FileManager.default.fileExists(atPath: folder + "/" + CheckReport.dataName) {
                try writeReport(folder, entries: entries)
            }
        }
    }

    /// The page and `report.json` of every entry, sorted by id.
    static func writeReport(_ folder: String, entries: String) throws {
        let decoder = JSONDecoder()
        var results: [CaseResult] = [], roots: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: entries) where name.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: entries + "/" + name), let entry = try? decoder.decode(Entry.self, from: data) else {
                continue  // A file another version wrote, or one being written by hand: not an entry.
            }
            results.append(entry.result)
            roots.insert(entry.root)
        }
        results.sort { Array($0.id.utf8).lexicographicallyPrecedes(Array($1.id.utf8)) }
        let report = CheckReport(results: results, label: "swift test", roots: roots.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        for file in report.files(title: "Snapshot report", acceptFolder: folder) {
            try SnapshotFile.write(file.bytes, to: folder + "/" + file.path)
        }
    }

    /// Makes the folder ours: creates it, or checks that it is empty or an earlier report (its marker), then marks it.
    ///
    /// Threads and processes may claim one folder at once, before any lock exists (the lock lives inside it). None
    /// writes anything into the folder before the marker is there, and the marker is made in one step (`O_CREAT`, no
    /// temporary file), so a listing that holds anything but shows no marker is someone else's files.
    static func claim(_ folder: String) throws {
        var isFolder: ObjCBool = false
        let fm = FileManager.default
        if fm.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ReportFolderError(folder: folder, reason: "it exists and is not a folder") }
            let names = try fm.contentsOfDirectory(atPath: folder)
            if names.contains(markerName) { return }
            guard names.isEmpty else {
                throw ReportFolderError(folder: folder, reason: "the folder holds files that are not a report; give a new or empty folder")
            }
        } else {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let fd = open(folder + "/" + markerName, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ReportFolderError(folder: folder, reason: "cannot mark it as a report") }
        close(fd)
    }

    /// Runs `body` holding an exclusive lock on the file at `path` (made if need be).
    static func locked(_ path: String, _ body: () throws -> Void) throws {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ReportFolderError(folder: path, reason: "cannot open the lock file") }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw ReportFolderError(folder: path, reason: "cannot lock it") }
        }
        defer { _ = flock(fd, LOCK_UN) }
        try body()
    }

    /// An entry's file name: FNV-1a of its golden's path, so one golden is one entry whoever writes it.
    static func fileName(_ path: String) -> String {
        let hex = String(FNV1a.hash(path), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }
}

/// A report folder that cannot be written.
struct ReportFolderError: Error, CustomStringConvertible {
    var folder: String
    var reason: String

    var description: String { "cannot write the report \(folder): \(reason)" }
}
