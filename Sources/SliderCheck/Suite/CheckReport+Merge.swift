import SliderEngine
import SliderDocuments
import SceneGraph
import SliderSnapshots
import SVGRender
import RasterRender
import SliderReports

extension CheckReport {
    /// Reads a report: `path/report.json` when `path` is a folder, else the file itself.
    public static func read(_ path: String) throws -> CheckReport {
        let file = SafeFile.isDirectory(path) ? (path.hasSuffix("/") ? path : path + "/") + dataName : path
        return try CheckReport(reportJSON: DocumentFile.read(file), file: file)
    }

    /// The reports of several shards as one: the results concatenated and sorted by id (in byte order), the stale
    /// goldens of every part that no merged result produced, the parts' roots, and `label` (by default the parts' distinct labels,
    /// joined by " + "). Two parts with the same case id are an error naming both sources.
    public static func merged(_ parts: [(source: String, report: CheckReport)], label: String? = nil) throws -> CheckReport {
        var owner: [String: String] = [:]
        var results: [CaseResult] = []
        for part in parts {
            for result in part.report.results {
                if let first = owner[result.id] {
                    throw DocumentError(file: part.source, message: "the case \"\(Excerpt.of(result.id))\" is also in \(first); "
                        + "each case must come from one shard only (did two shards run the same cases?)")
                }
                owner[result.id] = part.source
                results.append(result)
            }
        }
        results = SuitePath.sortedByBytes(results) { $0.id }
        let produced = Set(results.map(\.goldenPath))
        var stale: [String] = []
        var seen = Set<String>()
        for path in parts.flatMap(\.report.stale) where !produced.contains(path) && seen.insert(path).inserted { stale.append(path) }
        stale = SuitePath.sortedByBytes(stale) { $0 }
        var labels: [String] = []
        for part in parts where !part.report.label.isEmpty && !labels.contains(part.report.label) { labels.append(part.report.label) }
        // The roots of every part that names them, each once; nil only when no part names any (all version 1).
        var roots: [String]?
        for part in parts { if let named = part.report.roots { roots = (roots ?? []) + named.filter { !(roots ?? []).contains($0) } } }
        return CheckReport(results: results, stale: stale, label: label ?? labels.joined(separator: " + "), roots: roots)
    }

    /// Reads the reports at `paths` (folders or `report.json` files) and merges them in that order.
    public static func merge(_ paths: [String], label: String? = nil) throws -> CheckReport {
        try merged(paths.map { path in
            let file = SafeFile.isDirectory(path) ? (path.hasSuffix("/") ? path : path + "/") + dataName : path
            return (file, try read(path))
        }, label: label)
    }
}
