import RasterRender
import SVGRender

/// The outcome of one golden of a check run, with everything a reviewer needs to judge it.
public struct CaseResult: Hashable, Sendable {
    /// How the case ended.
    public enum Status: String, Hashable, Sendable {
        /// The output matches the golden byte for byte.
        case passed
        /// The output differs from the golden.
        case failed
        /// There is no golden and the record mode writes none.
        case missing
        /// The golden was written (a failure of the run, by design).
        case recorded
    }

    /// The case's name: the case file's path without `.case.json` (or the legacy fixture name), a colon, the output
    /// (`cases/price:rest-light`, `sequences/tap-glide:sheet`).
    public var id: String
    /// The golden's path.
    public var goldenPath: String
    /// How it ended.
    public var status: Status
    /// The golden's file extension: `svg`, `png`, `jsonl`, `txt`.
    public var pathExtension: String
    /// What changed, by element id and attribute, for a failure of an SVG golden.
    public var summary: [String]
    /// The bounded line diff of a failure of a text golden.
    public var diff: String?
    /// The golden's bytes before the run (nil when there was none).
    public var golden: [UInt8]?
    /// The bytes the case makes now.
    public var actual: [UInt8]
    /// Where the new output of a failure was saved.
    public var artifactPath: String?
    /// The one command that accepts just this case.
    public var acceptCommand: String

    /// Creates a result.
    public init(id: String, goldenPath: String, status: Status, pathExtension: String, summary: [String] = [], diff: String? = nil,
                golden: [UInt8]? = nil, actual: [UInt8], artifactPath: String? = nil, acceptCommand: String) {
        self.id = id
        self.goldenPath = goldenPath
        self.status = status
        self.pathExtension = pathExtension
        self.summary = summary
        self.diff = diff
        self.golden = golden
        self.actual = actual
        self.artifactPath = artifactPath
        self.acceptCommand = acceptCommand
    }
}

extension CaseResult {
    /// What a reviewer is told of a changed golden: for SVG the changes by element id and attribute, for PNG the
    /// changed pixels and their box, then (for anything but PNG) a bounded line diff.
    public static func changes(pathExtension: String, golden: [UInt8], actual: [UInt8]) -> (summary: [String], diff: String?) {
        switch pathExtension {
        case "svg": return (SVGChangeSummary.summary(expected: golden, actual: actual), Snapshotting<[UInt8]>.lineDiff(golden, actual))
        case "png": return ([PixelChange.describe(png: golden, actual)], nil)
        default: return ([], Snapshotting<[UInt8]>.lineDiff(golden, actual))
        }
    }
}

/// A whole check run: every case's result in a fixed order, and the goldens no case produced. `render-cli check`
/// makes one; so does `assertSnapshot` under `SNAPSHOT_REPORT` (its failures only).
public struct CheckReport: Hashable, Sendable {
    /// The results, sorted by case id.
    public var results: [CaseResult]
    /// Golden files that no case of the run produced, sorted.
    public var stale: [String]
    /// A label for the run, such as "shard 2/4".
    public var label: String
    /// The folders the run's goldens live under, as the run named them: `render-cli accept` writes nowhere else.
    /// Nil for a report written before reports named them (version 1), which `accept` refuses.
    public var roots: [String]?

    /// Creates a report.
    public init(results: [CaseResult], stale: [String] = [], label: String = "", roots: [String]? = nil) {
        self.results = results
        self.stale = stale
        self.label = label
        self.roots = roots
    }

    /// How many results have `status`.
    public func count(_ status: CaseResult.Status) -> Int {
        // By index: `filter` would copy every matching result, strings, bytes and all.
        var n = 0
        for i in results.indices where results[i].status == status { n += 1 }
        return n
    }

    /// Whether the run passes: nothing failed, missing or recorded.
    public var passed: Bool { results.allSatisfy { $0.status == .passed } }
}
