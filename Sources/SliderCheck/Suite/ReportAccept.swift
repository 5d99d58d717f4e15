import Foundation
import SliderSnapshots
import SliderReports
import SceneGraph

/// `render-cli accept`: a review report's new outputs written as the goldens.
///
/// Only the failures (`failed` and `missing`) are accepted; recorded cases were written by their run already and
/// passed ones need nothing. A report is refused whole, with nothing written, when any chosen entry
/// - names a golden outside the report's roots (after folding `.` and `..`, with relative paths taken from the
///   working folder), or reaches outside them through a symbolic link (the golden itself, or a folder on its way);
/// - names a golden that changed since the report was made: its bytes are not those the report holds (a golden that
///   did not exist must still not exist);
/// - names a golden path another chosen entry names too;
/// or when the report names no roots (version 1), or a filter matches no failure.
public enum ReportAccept {
    /// One golden to write.
    public struct Write: Hashable, Sendable {
        /// The case's id.
        public var id: String
        /// The golden's path as the report names it.
        public var path: String
        /// The new golden.
        public var bytes: [UInt8]
        /// Whether the golden exists now (else it is created).
        public var replaces: Bool
    }

    /// An entry refused, and why.
    public struct Refusal: Hashable, Sendable, CustomStringConvertible {
        /// The case's id.
        public var id: String
        /// The golden's path as the report names it.
        public var path: String
        /// Why, as a sentence fragment.
        public var reason: String

        /// `refused price:rest-light (goldens/x.svg): …`, with control and bidi characters made visible.
        public var description: String {
            VisibleText.escaped("refused \(id) (\(path)): \(reason)")
        }
    }

    /// What accepting would do: every write, or the refusals that stop it.
    public struct Plan: Sendable {
        /// The goldens to write, in the report's order.
        public var writes: [Write] = []
        /// Entries refused; when any, nothing may be written.
        public var refusals: [Refusal] = []
        /// Reasons that refuse the whole report (no roots, a filter matching nothing).
        public var problems: [String] = []

        /// Whether the plan may be carried out.
        public var isAccepted: Bool { refusals.isEmpty && problems.isEmpty }
    }

    /// What accepting the failures of `report` that match any of `filters` (none: every failure) would write, with
    /// relative paths taken from `workingFolder`.
    public static func plan(_ report: CheckReport, filters: [Glob], workingFolder: String = FileManager.default.currentDirectoryPath) -> Plan {
        var plan = Plan()
        guard let named = report.roots, !named.isEmpty else {
            plan.problems.append("the report names no suite roots (a report from before version 2); make it again with this render-cli")
            return plan
        }
        let failures = report.results.filter { $0.status == .failed || $0.status == .missing }
        let chosen = filters.isEmpty ? failures : failures.filter { r in filters.contains { $0.matches(r.id) } }
        for glob in filters where !failures.contains(where: { glob.matches($0.id) }) {
            plan.problems.append("--filter '\(VisibleText.escaped(glob.pattern))' matches no failure of the report")
        }
        let roots = named.map { root in
            let absolute = SuitePath.absolute(root, in: workingFolder)
            return (named: root, absolute: SuitePath.normalize(absolute), real: realPath(absolute))
        }
        // Each chosen golden's path, normalised once: nil when empty or above the file system's root.
        let paths = chosen.map { $0.goldenPath.isEmpty ? nil : SuitePath.normalize(SuitePath.absolute($0.goldenPath, in: workingFolder)) }
        var times: [String: Int] = [:]
        for case let p? in paths { times[p, default: 0] += 1 }
        for (result, normalized) in zip(chosen, paths) {
            func refuse(_ reason: String) { plan.refusals.append(Refusal(id: result.id, path: result.goldenPath, reason: reason)) }
            guard let path = normalized else {
                refuse("the path leaves the file system's root")
                continue
            }
            guard let root = roots.first(where: { $0.absolute.map { SuitePath.isInside(path, $0) && path != $0 } ?? false }) else {
                refuse("the path is outside the report's roots (\(named.joined(separator: ", ")))")
                continue
            }
            if times[path, default: 0] > 1 {
                refuse("another chosen case names the same golden")
                continue
            }
            guard let realRoot = root.real else {
                refuse("the root \(root.named) does not exist")
                continue
            }
            if let escape = symlinkEscape(path, realRoot: realRoot) {
                refuse(escape)
                continue
            }
            let current: [UInt8]?
            do { current = try SnapshotFile.read(path) } catch {
                refuse("it is not a regular file")
                continue
            }
            switch (result.golden, current) {
            case (nil, nil): break
            case (nil, _?): refuse("the golden exists now but did not when the report was made; check again"); continue
            case (_?, nil): refuse("the golden was removed since the report was made; check again"); continue
            case (let then?, let now?):
                guard SnapshotFile.sameBytes(then, now) else {
                    refuse("the golden changed since the report was made; check again")
                    continue
                }
            }
            plan.writes.append(Write(id: result.id, path: result.goldenPath, bytes: result.actual, replaces: current != nil))
        }
        if !plan.isAccepted { plan.writes = [] }
        return plan
    }

    /// Writes an accepted plan: the missing golden folders first, then every golden, all renamed into place only
    /// once all are written (`SafeFile.writeAll`).
    public static func apply(_ plan: Plan, workingFolder: String = FileManager.default.currentDirectoryPath) throws {
        precondition(plan.isAccepted, "a refused plan is never written")
        for write in plan.writes {
            try SafeFile.makeFolder(SuitePath.folder(of: SuitePath.absolute(write.path, in: workingFolder)))
        }
        try SafeFile.writeAll(plan.writes.map { ($0.bytes, SuitePath.absolute($0.path, in: workingFolder)) })
    }

    /// The path with every symbolic link resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why writing `path` (normalised, absolute) would leave `realRoot` through a link, or nil when it stays in:
    /// the golden must not be a link, and the deepest folder on its way that exists must resolve inside the root.
    static func symlinkEscape(_ path: String, realRoot: String) -> String? {
        if SafeFile.kind(of: path) == .symlink { return "the golden is a symbolic link" }
        var folder = SuitePath.folder(of: path)
        while SafeFile.kind(of: folder) == .missing, folder != "/" { folder = SuitePath.folder(of: folder) }
        guard let real = realPath(folder) else { return "its folder \(folder) cannot be resolved" }
        guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            return "its folder \(folder) leads outside the root through a symbolic link (to \(real))"
        }
        return nil
    }
}

/// An accept that cannot proceed: every refusal, and nothing written.
public struct AcceptRefused: Error, Hashable, Sendable, CustomStringConvertible {
    /// The report file.
    public var file: String
    /// The lines to print, one per refusal or problem.
    public var lines: [String]

    /// Creates the error.
    public init(file: String, lines: [String]) {
        self.file = file
        self.lines = lines
    }

    public var description: String {
        (lines + ["\(file): refused; nothing was written"]).joined(separator: "\n")
    }
}
