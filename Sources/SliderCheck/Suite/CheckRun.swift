import Foundation
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender
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
    public var jobs = CoreCount.current
    /// When goldens are written.
    public var mode: SnapshotRecordMode = .fromEnvironment
    /// Where the new output of a failure goes (cleared at the start of the run), mirroring the golden's path.
    public var artifacts: String?

    /// Where `render-cli check` puts failures' new output when `--artifacts` is not given: `render-cli-check` inside
    /// `SNAPSHOT_ARTIFACTS` when that is set (the folder `assertSnapshot` writes to as well, so one folder collects a
    /// CI job's artifacts; the subfolder is check's own, which it may empty), else `.build/golden-artifacts`.
    public static func defaultArtifacts(_ environment: [String: String]) -> String {
        guard let shared = environment["SNAPSHOT_ARTIFACTS"], !shared.isEmpty else { return ".build/golden-artifacts" }
        return (shared.hasSuffix("/") ? String(shared.dropLast()) : shared) + "/render-cli-check"
    }
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
        /// How long each step of the run took, in order (`render-cli check --timings` prints them).
        public var steps: [Step] = []
    }

    /// One step of a run and how long it took. A parallel step is one the `--jobs` threads share (`threads` of them
    /// ran it); the others are serial: one thread does them whatever the jobs, so they bound what more jobs can gain.
    public struct Step: Sendable, Equatable {
        public var name: String
        public var seconds: Double
        public var parallel: Bool
        public var threads: Int

        public init(name: String, seconds: Double, parallel: Bool, threads: Int) {
            self.name = name
            self.seconds = seconds
            self.parallel = parallel
            self.threads = threads
        }
    }

    /// Times the steps of a run on the monotonic clock: each step lasts from the end of the one before.
    struct StepClock {
        private(set) var steps: [Step] = []
        private var last = MonotonicClock.seconds()

        /// Ends the serial step `name`, or the parallel step `name` that `threads` threads ran.
        mutating func end(_ name: String, threads: Int? = nil) {
            let now = MonotonicClock.seconds()
            steps.append(Step(name: name, seconds: now - last, parallel: threads != nil, threads: threads ?? 1))
            last = now
        }
    }

    /// Runs the check.
    ///
    /// One parallel step reads each case file, lists its goldens folder and checks the case, on the same thread, one
    /// case after another; nothing is written in it. Only when every case could be read and no two share an id are
    /// goldens and artifacts written, in a second parallel step that a passing suite skips.
    public func run() throws -> Outcome {
        var clock = StepClock()
        let listings = SuitePath.Listings()
        let found = Suite.find(paths, root: root, listings: listings)
        var legacy: [SuiteCase] = []
        for slot in found.slots { if case .legacy(.success(let cases)) = slot { legacy += cases } }
        let jobs = Job.list(found: found, legacy: legacy)
        clock.end("find")
        let filters = self.filters, shard = self.shard, mode = self.mode, artifacts = self.artifacts
        let done = Parallel.map(jobs.count, threads: self.jobs) { [found, legacy, jobs] index -> Done in
            // After a stop asked for (SIGINT), the jobs not started are skipped; the run then throws it.
            guard StopRequest.signal == nil else { return .skipped }
            switch jobs[index] {
            case .file(let i):
                let c: SuiteCase
                do { c = try found.pending[i].read() } catch { return .unreadable(file: i, error) }
                // Only this case writes in its goldens folder, so its own outputs are all that is not stale there.
                let stale = Self.stale(in: found.pending[i].goldens) { path in c.outputs.contains { $0.goldenPath == path } }
                return .checked(Self.work(c, stale: stale, filters: filters, shard: shard, mode: mode, artifacts: artifacts))
            case .legacy(let i):
                return .checked(Self.work(legacy[i], stale: [], filters: filters, shard: shard, mode: mode, artifacts: artifacts))
            case .others:
                return .others(repeated: found.firstRepeatedID(), stale: Self.otherStale(found: found, legacy: legacy, listings: listings))
            }
        }
        clock.end("check", threads: max(1, min(self.jobs, jobs.count)))
        if let signal = StopRequest.signal { throw Interrupt.error(signal, at: paths.joined(separator: " "), "; no golden was written") }
        var works: [CaseWork] = [], staleFound: [String] = []
        var unreadable = [(any Error)?](repeating: nil, count: found.pending.count), repeated: DocumentError?
        works.reserveCapacity(jobs.count)
        for item in done {
            switch item {
            case .checked(let work):
                works.append(work)
                staleFound += work.stale
            case .others(let twice, let stale):
                repeated = twice
                staleFound += stale
            case .unreadable(let i, let error): unreadable[i] = error
            case .skipped: break
            }
        }
        // The first case that could not be read, in path order; then two cases with one id.
        for slot in found.slots {
            switch slot {
            case .legacy(let cases): _ = try cases.get()
            case .file(let i): if let error = unreadable[i] { throw error }
            }
        }
        if let repeated { throw repeated }
        guard !works.isEmpty else { throw CheckRunError.noCases(paths.joined(separator: " ")) }
        if prune, !filters.isEmpty || (shard.map { $0.count > 1 } ?? false) {
            throw CheckRunError.pruneNeedsWholeSuite
        }
        // Only now may the run write: the artifacts of the last run go, then every golden recorded and artifact saved.
        if let artifacts { try Self.clearArtifacts(artifacts) }
        let writing = works.indices.filter { works[$0].results.contains { $0.writesTo != nil } }
        if !writing.isEmpty {
            let failures = Parallel.map(writing.count, threads: self.jobs) { [works] k in Self.write(works[writing[k]]) }
            for (k, failure) in zip(writing, failures) where failure != nil { works[k].failure = failure }
            clock.end("write", threads: max(1, min(self.jobs, writing.count)))
            if let signal = StopRequest.signal {
                throw Interrupt.error(signal, at: paths.joined(separator: " "), "; every golden and artifact written before it is whole")
            }
        }
        // The first failure in case order, whatever the number of threads.
        var first: CaseWork?
        for work in works where work.failure != nil {
            if first.map({ SuitePath.bytesPrecede(work.id, $0.id) }) ?? true { first = work }
        }
        if let failure = first?.failure { throw failure }
        let results = SuitePath.sortedByBytes(works.flatMap(\.results)) { $0.id }
        var stale: [String] = []
        for path in SuitePath.sortedByBytes(staleFound, by: { $0 }) where stale.last != path { stale.append(path) }
        var pruned: [String] = []
        if prune {
            for path in stale where (try? FileManager.default.removeItem(atPath: path)) != nil { pruned.append(path) }
        }
        let label = shard.map { "shard \($0)" } ?? ""
        let report = CheckReport(results: results, stale: prune ? [] : stale, label: label, roots: reportRoots)
        clock.end("report")
        return Outcome(report: report, discovered: works.count, pruned: pruned, steps: clock.steps)
    }

    /// The folders this run's goldens live under, as the paths were given: a folder checked, or the goldens folder
    /// (`NAME.goldens`) of a case file named on its own. `render-cli accept` writes nowhere else.
    public var reportRoots: [String] {
        var roots: [String] = []
        for path in paths {
            var root = path.hasSuffix(".case.json") && !SuitePath.isFolder(path) ? Suite.goldensFolder(of: path) : path
            while root.count > 1, root.hasSuffix("/") { root.removeLast() }
            if !roots.contains(root) { roots.append(root) }
        }
        return roots
    }

    /// One job of the parallel step: a case file, a legacy case, or the rest (see `otherStale`).
    enum Job: Sendable {
        case file(Int), legacy(Int), others

        /// The jobs of a run: the first case file's first (it runs alone, making what every later case shares), the
        /// rest second, so that it runs beside the cases rather than after them; then the cases.
        static func list(found: Suite.Found, legacy: [SuiteCase]) -> [Job] {
            var jobs: [Job] = []
            jobs.reserveCapacity(found.pending.count + legacy.count + 1)
            jobs += found.pending.indices.prefix(1).map(Job.file)
            jobs.append(.others)
            jobs += found.pending.indices.dropFirst().map(Job.file)
            jobs += legacy.indices.map(Job.legacy)
            return jobs
        }
    }

    /// What one job gave.
    enum Done: Sendable {
        /// The case file `pending[file]` could not be read.
        case unreadable(file: Int, any Error)
        case checked(CaseWork)
        case others(repeated: DocumentError?, stale: [String])
        case skipped
    }

    /// One case checked, with nothing written yet.
    struct CaseWork: Sendable {
        /// The case's id, which orders failures.
        var id: String
        /// The chosen outputs checked, in order, up to the failure if there was one.
        var results: [CaseResult] = []
        /// What ended the check of the case early (a golden that cannot be read, a trace that does not load, a
        /// write that failed).
        var failure: (any Error)?
        /// Files in the case's own goldens folder that it does not make.
        var stale: [String] = []
    }

    /// Checks a case if the filters and shard choose it.
    static func work(_ c: SuiteCase, stale: [String], filters: [Glob], shard: Shard?, mode: SnapshotRecordMode,
                     artifacts: String?) -> CaseWork {
        var work = CaseWork(id: c.id, stale: stale)
        guard shard.map({ $0.contains(c.id) }) ?? true else { return work }
        // Without filters a case checks every output.
        let wanted = filters.isEmpty ? nil : c.outputs.indices.filter { j in filters.contains { $0.matches(c.outputs[j].id) } }
        guard !(wanted ?? Array(c.outputs.indices)).isEmpty else { return work }
        check(c, outputs: wanted, mode: mode, artifacts: artifacts, into: &work)
        return work
    }

    /// Renders one case and checks the chosen outputs, writing nothing: a result that records a golden or saves an
    /// artifact says where (`CaseResult.writesTo`).
    static func check(_ c: SuiteCase, outputs wanted: [Int]?, mode: SnapshotRecordMode, artifacts: String?, into work: inout CaseWork) {
        do {
            let made = try c.render()
            for i in wanted ?? Array(c.outputs.indices) {
                let output = c.outputs[i]
                let actual = i < made.count ? made[i] : []
                let before = try SnapshotFile.read(output.goldenPath)
                let artifact = artifacts.map { $0 + "/" + String(SuitePath.relative(output.goldenPath, to: ".").drop(while: { $0 == "/" })) }
                let strategy = Snapshotting<[UInt8]>.bytes(pathExtension: output.pathExtension)
                let outcome = SnapshotFile.outcome(actual, stored: before, at: output.goldenPath, record: mode, artifact: artifact,
                                                   diff: strategy.diff).outcome
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
                        (result.summary, result.diff) = CaseResult.changes(pathExtension: output.pathExtension, golden: before, actual: actual)
                    }
                }
                work.results.append(result)
            }
        } catch {
            work.failure = error
        }
    }

    /// Checks one case's chosen outputs (nil: all) and writes what the mode records and the artifacts of failures
    /// at once: `run` in one piece for one case.
    static func check(_ c: SuiteCase, outputs wanted: [Int]?, mode: SnapshotRecordMode, artifacts: String?) throws -> [CaseResult] {
        var work = CaseWork(id: c.id)
        check(c, outputs: wanted, mode: mode, artifacts: artifacts, into: &work)
        if let failure = write(work) { throw failure }
        return work.results
    }

    /// Writes a checked case's recorded goldens and saved artifacts, in order; the error that stopped it, if any.
    static func write(_ work: CaseWork) -> (any Error)? {
        for result in work.results {
            guard let file = result.writesTo else { continue }
            // After a stop asked for (SIGINT), nothing more is written; the run then throws it.
            guard StopRequest.signal == nil else { return nil }
            do { try SnapshotFile.write(result.actual, to: file) } catch { return error }
        }
        return work.failure
    }

    /// The stale goldens outside case files' own folders: in the legacy fixtures' golden folders, and in every
    /// `.goldens` folder under the folders checked that no case file found owns (its case file is gone, or is
    /// where `check` does not look).
    static func otherStale(found: Suite.Found, legacy: [SuiteCase], listings: SuitePath.Listings) -> [String] {
        var produced = Set<String>(), folders: [String] = [], roots: [String] = []
        for c in legacy {
            for output in c.outputs { produced.insert(output.goldenPath) }
            for folder in c.goldenFolders where !folders.contains(folder) { folders.append(folder) }
            if !roots.contains(c.root) { roots.append(c.root) }
        }
        let owned = Set(found.pending.map(\.goldens))
        for p in found.pending where !roots.contains(p.shown) { roots.append(p.shown) }
        for root in roots where SuitePath.isFolder(root) { orphanFolders(under: root, owned: owned, into: &folders, listings: listings) }
        return folders.flatMap { folder in stale(in: folder) { produced.contains($0) } }
    }

    /// The files in `folder` (none when it is not a folder) whose paths no case produces.
    static func stale(in folder: String, produced: (String) -> Bool) -> [String] {
        SuitePath.entries(folder).compactMap { entry in
            let path = folder + "/" + entry.name
            return entry.isFolder || produced(path) ? nil : path
        }
    }

    static func orphanFolders(under folder: String, owned: Set<String>, into folders: inout [String], listings: SuitePath.Listings) {
        for name in listings.subfolders(folder) {
            let path = SuitePath.joined(folder, name)
            if SuitePath.hasSuffix(name, ".goldens") {
                if !owned.contains(path) { folders.append(path) }
            } else if name != ".build", !SafeFile.exists(path + "/.render-cli-artifacts") {
                orphanFolders(under: path, owned: owned, into: &folders, listings: listings)
            }
        }
    }

    /// Empties the artifacts folder, which must be new, empty or one of ours (it holds our marker file).
    static func clearArtifacts(_ folder: String) throws {
        let marker = folder + "/.render-cli-artifacts"
        if SuitePath.isFolder(folder) {
            // Our own listing, not `FileManager`'s: its `contentsOfDirectory` joins paths with `joined(separator:)`,
            // whose conformance lookup scans every conformance record in the binary the first time.
            let names = SuitePath.entries(folder, hidden: true).map { $0.name }
            guard names.isEmpty || names.contains(".render-cli-artifacts") else {
                throw OutputError(path: folder, reason: "the artifacts folder holds files that are not render-cli's; give another --artifacts folder")
            }
            for name in names where name != ".render-cli-artifacts" { FolderRemoval.remove(folder + "/" + name) }
        } else {
            try SafeFile.makeFolder(folder)
        }
        // Written once: a folder that holds it is ours already, and rewriting it would cost every run a rename.
        if !SafeFile.exists(marker) {
            try SafeFile.write(Array("Artifacts of the last render-cli check: each failed golden's new output, at the golden's own path.\n".utf8), to: marker)
        }
    }

    /// A word for a shell: as it is when safe, else in single quotes.
    public static func shellQuoted(_ word: String) -> String {
        let safe = !word.isEmpty && word.unicodeScalars.allSatisfy { s in
            ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || "-_./:@+=,".unicodeScalars.contains(s)
        }
        return safe ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}

extension CaseResult {
    /// The file a check writes for this result: the golden it recorded, or the artifact of its new output.
    var writesTo: String? {
        switch status {
        case .recorded: return goldenPath
        case .failed: return artifactPath
        case .passed, .missing: return nil
        }
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
