import SceneGraph
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender
import SliderEngine
import SliderDocuments

/// A check run as JUnit XML, which GitHub, GitLab, Buildkite and Jenkins show natively: one `testcase` per golden,
/// named by its case and output, with a `failure` carrying the message for anything that did not pass; stale
/// goldens as skipped cases.
public enum JUnitReport {
    /// The XML document.
    public static func xml(_ report: CheckReport, suiteName: String = "render-cli check") -> [UInt8] {
        let failures = report.results.count - report.count(.passed)
        let tests = report.results.count + report.stale.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(escape(suiteName))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(report.stale.count)\" time=\"0\">\n"
        let name = report.label.isEmpty ? suiteName : suiteName + " (" + report.label + ")"
        out += "  <testsuite name=\"\(escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(report.stale.count)\" time=\"0\">\n"
        for result in report.results {
            let (group, output) = split(result.id)
            out += "    <testcase classname=\"\(escape(group))\" name=\"\(escape(output))\" file=\"\(escape(result.goldenPath))\" time=\"0\""
            guard result.status != .passed else {
                out += "/>\n"
                continue
            }
            out += ">\n      <failure message=\"\(escape(message(result)))\" type=\"\(result.status.rawValue)\">"
            var details = result.summary.joined(separator: "\n")
            if let diff = result.diff { details += (details.isEmpty ? "" : "\n") + diff }
            details += (details.isEmpty ? "" : "\n") + "To accept: " + result.acceptCommand
            out += escape(details) + "</failure>\n    </testcase>\n"
        }
        for path in report.stale {
            out += "    <testcase classname=\"stale\" name=\"\(escape(path))\" file=\"\(escape(path))\" time=\"0\">\n"
            out += "      <skipped message=\"no case produces this golden; delete it with --prune\"/>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return Array(out.utf8)
    }

    /// The one-line message of a result that did not pass.
    public static func message(_ result: CaseResult) -> String {
        switch result.status {
        case .passed: return "matches \(result.goldenPath)"
        case .failed: return "differs from \(result.goldenPath)" + (result.summary.first.map { ": " + $0 } ?? "")
        case .missing: return "no golden at \(result.goldenPath)"
        case .recorded: return "recorded \(result.goldenPath); run again to check it"
        }
    }

    /// `cases/price:rest-light` → (`cases/price`, `rest-light`); a legacy name is its own output.
    static func split(_ id: String) -> (String, String) {
        guard let colon = id.lastIndex(of: ":") else { return (id, id) }
        return (String(id[..<colon]), String(id[id.index(after: colon)...]))
    }

    /// XML text and attribute escaping (line breaks kept as character references, so a message attribute keeps
    /// its lines), the SVG writer's own rules.
    static func escape(_ text: String) -> String { XMLEscape.string(text) }
}
