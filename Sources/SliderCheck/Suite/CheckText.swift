import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

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

    /// The steps' line for `--timings`: each step in milliseconds (a parallel step with its threads), then the
    /// serial part of the run, which more jobs cannot share:
    /// `timings: find 1.4 ms, read 20.9 ms (2 threads), …; serial 3.1 ms of 49.2 ms (6 %)`.
    public static func timings(_ steps: [CheckRun.Step]) -> String {
        let ms = { (seconds: Double) in NumberText.string(seconds * 1000, decimals: 1) + " ms" }
        let parts = steps.map { $0.name + " " + ms($0.seconds) + ($0.parallel ? " (\($0.threads) thread\($0.threads == 1 ? "" : "s"))" : "") }
        let total = steps.reduce(0) { $0 + $1.seconds }
        let serial = steps.filter { !$0.parallel }.reduce(0) { $0 + $1.seconds }
        let share = total > 0 ? NumberText.string(serial / total * 100, decimals: 0) : "0"
        let list = parts.joined(separator: ", ")
        return "timings: \(list); serial \(ms(serial)) of \(ms(total)) (\(share) %)"
    }
}
