#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import SceneGraph
import SliderEngine
import SVGRender
import Synchronization

/// A run of `render-cli check`: the cases under some paths, filtered and sharded, rendered on `jobs` threads,
/// compared with their goldens (or recorded, as the mode says), with stale goldens found and artifacts saved.
/// The report is the same bytes whatever `jobs` is.
public struct CheckRun: Sendable {
    /// Folders and case files to check.
    public var paths: [String]
    /// Patterns a case's output id must match, any of them (none: every case).
    public var filters: [Glob] = []
    /// This CI job's share.
    public var shard: Shard?
    /// Worker threads.
    public var jobs = WorkerPool<Int, Int>.cores
    /// When goldens are written.
    public var mode: SnapshotRecordMode = .fromEnvironment
    /// Where the new output of a failure goes (cleared at the start of the run), mirroring the golden's path.
    public var artifacts: String?
    /// Delete stale goldens.
    public var prune = false
    /// The folder case files' paths may not leave (see `Suite.cases`).
    public var root: String?

    /// A run over `paths`.
    public init(paths: [String]) {
        self.paths = paths
    }

    /// What one run found.
    public struct Outcome: Sendable {
        /// Every checked output's result, sorted by id, and the stale goldens.
        public var report: CheckReport
        /// How many cases were found before filtering and sharding.
        public var discovered: Int
        /// The stale goldens deleted by `prune`.
        public var pruned: [String]
    }

    /// Runs the check.
    public func run() throws -> Outcome {
        // Each case's value formatters are made as it is read (`Suite.caseFile`), on every core: ICU's data loads
        // then, and only when a case's locale or currency needs it.
        let listings = SuitePath.Listings()
        let all = try Suite.cases(paths, root: root, jobs: jobs, listings: listings)
        guard !all.isEmpty else { throw CheckRunError.noCases(paths.joined(separator: " ")) }
        if prune, !filters.isEmpty || (shard.map { $0.count > 1 } ?? false) {
            throw CheckRunError.pruneNeedsWholeSuite
        }
        let selected = all.compactMap { c -> (SuiteCase, [Int])? in
            guard shard.map({ $0.contains(c.id) }) ?? true else { return nil }
            let wanted = c.outputs.indices.filter { i in filters.isEmpty || filters.contains { $0.matches(c.outputs[i].id) } }
            return wanted.isEmpty ? nil : (c, wanted)
        }
        if let artifacts { try Self.clearArtifacts(artifacts) }
        let mode = self.mode, artifacts = self.artifacts
        let checked = Parallel.map(selected.count, threads: jobs) { [selected] index in
            Result { try Self.check(selected[index].0, outputs: selected[index].1, mode: mode, artifacts: artifacts) }
        }
        // The first failure in case order, whatever the number of threads.
        let results = SuitePath.sortedByBytes(try checked.flatMap { try $0.get() }) { $0.id }
        let stale = Self.staleGoldens(all, jobs: jobs, listings: listings)
        var pruned: [String] = []
        if prune {
            for path in stale where (try? FileManager.default.removeItem(atPath: path)) != nil { pruned.append(path) }
        }
        let label = shard.map { "shard \($0)" } ?? ""
        return Outcome(report: CheckReport(results: results, stale: prune ? [] : stale, label: label), discovered: all.count, pruned: pruned)
    }

    /// Renders one case and checks the chosen outputs.
    static func check(_ c: SuiteCase, outputs wanted: [Int], mode: SnapshotRecordMode, artifacts: String?) throws -> [CaseResult] {
        let made = try c.render()
        return try wanted.map { i in
            let output = c.outputs[i]
            let actual = i < made.count ? made[i] : []
            let before = try SnapshotFile.read(output.goldenPath)
            let artifact = artifacts.map { $0 + "/" + SuitePath.relative(output.goldenPath, to: ".").drop(while: { $0 == "/" }) }
            let strategy = Snapshotting<[UInt8]>.bytes(pathExtension: output.pathExtension)
            let outcome = try SnapshotFile.compare(actual, stored: before, at: output.goldenPath, record: mode, artifact: artifact,
                                                   diff: strategy.diff)
            let accept = "render-cli check \(shellQuoted(c.root)) --filter \(shellQuoted(output.id)) --record \(before == nil ? "missing" : "failed")"
            var result = CaseResult(id: output.id, goldenPath: output.goldenPath, status: .passed, pathExtension: output.pathExtension,
                                    golden: before, actual: actual, acceptCommand: accept)
            switch outcome {
            case .matched:
                // A passed case's bytes are the golden's: the report needs neither.
                result.golden = nil
                result.actual = []
            case .recorded: result.status = .recorded
            case .missing: result.status = .missing
            case .mismatched(_, let saved):
                result.status = .failed
                result.artifactPath = saved
                if let before {
                    if output.pathExtension == "svg" { result.summary = SVGChangeSummary.summary(expected: before, actual: actual) }
                    result.diff = output.pathExtension == "png" ? nil : Snapshotting<[UInt8]>.lineDiff(before, actual)
                }
            }
            return result
        }
    }

    /// Goldens no case produces: every file in the cases' golden folders (and in `.goldens` folders whose case
    /// file is gone) that no output names. The folders are listed on `jobs` threads.
    static func staleGoldens(_ cases: [SuiteCase], jobs: Int = 1, listings: SuitePath.Listings = SuitePath.Listings()) -> [String] {
        let produced = Set(cases.flatMap { $0.outputs.map(\.goldenPath) })
        var folders = Set(cases.flatMap(\.goldenFolders))
        for root in Set(cases.map(\.root)) where SuitePath.isFolder(root) { orphanFolders(under: root, into: &folders, listings: listings) }
        let list = Array(folders)
        // A path that is not a folder lists as empty.
        let found = Parallel.map(list.count, threads: jobs) { i in
            SuitePath.entries(list[i]).compactMap { $0.isFolder || produced.contains(list[i] + "/" + $0.name) ? nil : list[i] + "/" + $0.name }
        }
        return SuitePath.sortedByBytes(found.flatMap { $0 }) { $0 }
    }

    static func orphanFolders(under folder: String, into folders: inout Set<String>, listings: SuitePath.Listings) {
        for (name, isFolder) in listings.entries(folder) where isFolder {
            let path = folder + "/" + name
            if name.hasSuffix(".goldens") {
                folders.insert(path)
            } else if name != ".build", !SafeFile.exists(path + "/.render-cli-artifacts") {
                orphanFolders(under: path, into: &folders, listings: listings)
            }
        }
    }

    /// Empties the artifacts folder, which must be new, empty or one of ours (it holds our marker file).
    static func clearArtifacts(_ folder: String) throws {
        let marker = folder + "/.render-cli-artifacts"
        if SuitePath.isFolder(folder) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard names.isEmpty || names.contains(".render-cli-artifacts") else {
                throw OutputError(path: folder, reason: "the artifacts folder holds files that are not render-cli's; give another --artifacts folder")
            }
            for name in names where name != ".render-cli-artifacts" { FolderRemoval.remove(folder + "/" + name) }
        } else {
            try SafeFile.makeFolder(folder)
        }
        // Written once: a folder that holds it is ours already, and rewriting it cost every run a rename (0.6 ms on
        // this machine's disk).
        if !SafeFile.exists(marker) {
            try SafeFile.write(Array("Artifacts of the last render-cli check: each failed golden's new output, at the golden's own path.\n".utf8), to: marker)
        }
    }

    /// A word for a shell: as it is when safe, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = !word.isEmpty && word.unicodeScalars.allSatisfy { s in
            ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || "-_./:@+=,".unicodeScalars.contains(s)
        }
        return safe ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}

/// Misuse of a check run.
public enum CheckRunError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `--prune` on part of a suite would delete goldens the other part uses.
    case pruneNeedsWholeSuite
    /// The paths hold no case at all.
    case noCases(String)

    /// The message.
    public var description: String {
        switch self {
        case .noCases(let paths): return "no cases found in \(paths): expected scenes/*.json, sequences/*.json or *.case.json files"
        case .pruneNeedsWholeSuite: return "--prune needs the whole suite; it is refused with --filter or --shard, which would see other cases' goldens as stale"
        }
    }
}
