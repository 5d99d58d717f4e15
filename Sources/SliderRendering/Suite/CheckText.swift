/// The text `render-cli check` prints: a headline per golden that did not pass (its details indented under it),
/// the stale goldens, and the summary `N passed, N failed` (then `N recorded, N stale` when there are any).
public enum CheckText {
    /// The lines of a report.
    public static func lines(_ report: CheckReport, pruned: [String] = []) -> [String] {
        var lines: [String] = []
        for r in report.results where r.status != .passed {
            switch r.status {
            case .passed: break
            case .failed:
                lines.append("FAIL      \(r.id)  \(r.goldenPath)")
                lines += r.summary.map { "    " + $0 }
                if let diff = r.diff { lines += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } }
                if let artifact = r.artifactPath { lines.append("    new output: \(artifact)") }
                lines.append("    to accept: \(r.acceptCommand)")
            case .missing:
                lines.append("MISSING   \(r.id)  \(r.goldenPath)")
                lines.append("    no golden yet; to create it: \(r.acceptCommand)")
            case .recorded:
                lines.append("RECORDED  \(r.id)  \(r.goldenPath)")
            }
        }
        for path in report.stale { lines.append("STALE     \(path)  (no case produces it; --prune deletes it)") }
        for path in pruned { lines.append("PRUNED    \(path)") }
        let failed = report.count(.failed) + report.count(.missing)
        lines.append("\(report.count(.passed)) passed, \(failed) failed")
        if report.count(.recorded) > 0 || !report.stale.isEmpty {
            lines.append("\(report.count(.recorded)) recorded, \(report.stale.count) stale")
        }
        return lines
    }
}
