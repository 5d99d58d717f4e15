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
        private var last = StepClock.now()

        /// Ends the serial step `name`, or the parallel step `name` that `threads` threads ran.
        mutating func end(_ name: String, threads: Int? = nil) {
            let now = Self.now()
            steps.append(Step(name: name, seconds: now - last, parallel: threads != nil, threads: threads ?? 1))
            last = now
        }

        static func now() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_MONOTONIC, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }
    }

    /// Runs the check.
    public func run() throws -> Outcome {
        // Each case's value formatters are made as it is read (`Suite.caseFile`), on every core: ICU's data loads
        // then, and only when a case's locale or currency needs it.
        let listings = SuitePath.Listings()
        var clock = StepClock()
        let all = try Suite.cases(paths, root: root, jobs: jobs, listings: listings, clock: &clock)
        guard !all.isEmpty else { throw CheckRunError.noCases(paths.joined(separator: " ")) }
        if prune, !filters.isEmpty || (shard.map { $0.count > 1 } ?? false) {
            throw CheckRunError.pruneNeedsWholeSuite
        }
        let discovered = all.count
        // Stale goldens are looked for in the same step as the checks: the golden folders are listed on the threads
        // once the cases are done. Each case is taken out of its box as it is checked, so that its scene is freed on
        // the thread that checked it, not one by one after the step.
        let (boxes, wanted, folders, produced, readers) = Self.plan(consume all, filters: filters, shard: shard, listings: listings)
        if let artifacts { try Self.clearArtifacts(artifacts) }
        clock.end("choose")
        let mode = self.mode, artifacts = self.artifacts
        enum Done: Sendable { case checked(Result<[CaseResult], any Error>), stale([String]) }
        // Each case on the worker that read it where it can; the golden folders' listings anywhere.
        let done = Parallel.map(boxes.count + folders.count, threads: jobs, preferring: { i in i < readers.count ? readers[i] : i },
                                ownDescriptors: true)
        { [boxes, wanted, folders] index, _ -> Done in
            // After a stop asked for (SIGINT), the cases not started are skipped; the run then throws it.
            if let signal = StopRequest.signal { return .checked(.failure(StopRequest.Stopped(signal: signal))) }
            if index < boxes.count {
                let c = boxes[index].take()
                return .checked(Result { try Self.check(c, outputs: wanted[index], mode: mode, artifacts: artifacts) })
            }
            return .stale(Self.stale(in: folders[index - boxes.count], produced: produced))
        }
        clock.end("check", threads: max(1, min(jobs, boxes.count + folders.count)))
        if let signal = StopRequest.signal {
            throw Interrupt.error(signal, at: paths.joined(separator: " "), "; every golden and artifact written before it is whole")
        }
        var checked: [CaseResult] = [], found: [String] = []
        for item in done {
            switch item {
            // The first failure in case order, whatever the number of threads.
            case .checked(let result): checked += try result.get()
            case .stale(let paths): found += paths
            }
        }
        let results = SuitePath.sortedByBytes(checked) { $0.id }
        let stale = SuitePath.sortedByBytes(found) { $0 }
        var pruned: [String] = []
        if prune {
            for path in stale where (try? FileManager.default.removeItem(atPath: path)) != nil { pruned.append(path) }
        }
        let label = shard.map { "shard \($0)" } ?? ""
        let report = CheckReport(results: results, stale: prune ? [] : stale, label: label)
        clock.end("report")
        return Outcome(report: report, discovered: discovered, pruned: pruned, steps: clock.steps)
    }

    /// Renders one case and checks the chosen outputs.
    static func check(_ c: SuiteCase, outputs wanted: [Int]?, mode: SnapshotRecordMode, artifacts: String?) throws -> [CaseResult] {
        let made = try c.render()
        return try (wanted ?? Array(c.outputs.indices)).map { i in
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

    /// What a run checks, from every case found: the cases chosen by `filters` and `shard` (each in a box of its
    /// own) with the outputs chosen in each (nil: every output); the golden folders to look for stale goldens in,
    /// which are those of every case (chosen or not) and `.goldens` folders whose case file is gone; every golden a
    /// case produces; and the worker that read each chosen case.
    ///
    /// The cases were made on the workers, and this runs on one thread between two parallel steps: it reads them in
    /// place rather than copying each (a copy retains every string and array a case holds, and each such count
    /// written here is a cache line taken from the core that made it, and taken back when the case is checked).
    static func plan(_ all: [SuiteCase], filters: [Glob], shard: Shard?, listings: SuitePath.Listings)
        -> (boxes: [Taken<SuiteCase>], wanted: [[Int]?], folders: [String], produced: Set<String>, readers: [Int]) {
        var boxes: [Taken<SuiteCase>] = [], wanted: [[Int]?] = [], readers: [Int] = []
        readers.reserveCapacity(all.count)
        boxes.reserveCapacity(all.count)
        wanted.reserveCapacity(all.count)
        var produced = Set<String>(minimumCapacity: all.count)
        var folders = Set<String>(minimumCapacity: all.count)
        var roots: [String] = []
        all.withUnsafeBufferPointer { cases in
            for i in cases.indices {
                let outputs = cases[i].outputs.count
                for j in 0..<outputs { produced.insert(cases[i].outputs[j].goldenPath) }
                for j in cases[i].goldenFolders.indices { folders.insert(cases[i].goldenFolders[j]) }
                if !roots.contains(cases[i].root) { roots.append(cases[i].root) }
                guard shard.map({ $0.contains(cases[i].id) }) ?? true else { continue }
                // Without filters a case checks every output.
                let chosen = filters.isEmpty ? nil
                    : (0..<outputs).filter { j in filters.contains { $0.matches(cases[i].outputs[j].id) } }
                if chosen.map({ !$0.isEmpty }) ?? (outputs > 0) {
                    boxes.append(Taken(cases[i]))
                    wanted.append(chosen)
                    readers.append(cases[i].readBy)
                }
            }
        }
        for root in roots where SuitePath.isFolder(root) { orphanFolders(under: root, into: &folders, listings: listings) }
        return (boxes, wanted, Array(folders), produced, readers)
    }

    /// The files in `folder` that no case produces (none when it is not a folder).
    static func stale(in folder: String, produced: Set<String>) -> [String] {
        SuitePath.entries(folder).compactMap { $0.isFolder || produced.contains(folder + "/" + $0.name) ? nil : folder + "/" + $0.name }
    }

    static func orphanFolders(under folder: String, into folders: inout Set<String>, listings: SuitePath.Listings) {
        for name in listings.subfolders(folder) {
            let path = SuitePath.joined(folder, name)
            if SuitePath.hasSuffix(name, ".goldens") {
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

/// A value that one thread takes out once, leaving the box empty: what `Parallel.map` hands each index's thread
/// when the value should be freed there. Each box is taken by one thread only, and read after the map's threads
/// have finished.
final class Taken<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: Value) { self.value = value }

    /// The value; the box is empty afterwards.
    func take() -> Value {
        defer { value = nil }
        return value!
    }
}
