import Foundation
import SceneGraph
import SliderSnapshots
import SliderReports

/// What `render-cli check` adds when it runs in GitHub Actions (`GITHUB_ACTIONS` set): a Markdown job summary for
/// `$GITHUB_STEP_SUMMARY`, and one `::error` workflow command per failing golden, which GitHub shows on the pull
/// request's files.
public enum GitHubOutput {
    /// The most failures the summary shows in full; the rest are counted (the summary of a step is capped at 1 MiB).
    public static let summaryLimit = 50
    /// The most change lines shown per failure.
    public static let changeLimit = 12

    /// Whether the environment says the process runs in GitHub Actions: `GITHUB_ACTIONS` set to something other
    /// than empty, `0` or `false`.
    public static func isActive(_ environment: [String: String]) -> Bool {
        guard let value = environment["GITHUB_ACTIONS"] else { return false }
        return !value.isEmpty && value != "0" && value.lowercased() != "false"
    }

    /// A workflow command's message: `%`, CR and LF escaped, as GitHub's runner unescapes them.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A workflow command's property value: as `escapeData`, and `:` and `,` too.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `path` as GitHub names a file of the repository: relative to `workspace` (`GITHUB_WORKSPACE`, else the
    /// working folder) when inside it, a relative path taken from `workingFolder` first; else as it is.
    public static func repositoryPath(_ path: String, workspace: String, workingFolder: String) -> String {
        guard let p = SuitePath.normalize(SuitePath.absolute(path, in: workingFolder)), let w = SuitePath.normalize(workspace) else { return path }
        if w == "/" { return String(p.dropFirst()) }
        return p.hasPrefix(w + "/") ? String(p.dropFirst(w.count + 1)) : path
    }

    /// The command that accepts one failure: `render-cli accept REPORT --filter ID` when the run wrote a report,
    /// else the case's own `render-cli check … --record …` command.
    public static func acceptCommand(_ result: CaseResult, reportFolder: String?) -> String {
        guard let folder = reportFolder else { return result.acceptCommand }
        return "render-cli accept \(CheckRun.shellQuoted(folder)) --filter \(CheckRun.shellQuoted(ReviewReport.acceptFilter(result.id)))"
    }

    /// One `::error file=…,line=1,title=…::message` line per failed or missing golden, in the report's order.
    public static func annotations(_ report: CheckReport, reportFolder: String?, workspace: String, workingFolder: String) -> [String] {
        report.results.filter { $0.status == .failed || $0.status == .missing }.map { result in
            let file = repositoryPath(result.goldenPath, workspace: workspace, workingFolder: workingFolder)
            let title = (result.status == .missing ? "No golden: " : "Golden differs: ") + result.id
            var message = result.status == .missing ? "No golden for \(result.id)." : "The output of \(result.id) differs from its golden."
            let changes = result.summary.prefix(changeLimit)
            if !changes.isEmpty { message += "\n" + changes.joined(separator: "\n") }
            if result.summary.count > changeLimit { message += "\n… \(result.summary.count - changeLimit) more changes" }
            message += "\nTo accept: " + acceptCommand(result, reportFolder: reportFolder)
            func shown(_ text: String) -> String { VisibleText.escaped(text) }
            return "::error file=\(escapeProperty(file)),line=1,title=\(escapeProperty(shown(title)))::"
                + escapeData(message.split(separator: "\n", omittingEmptySubsequences: false).map { shown(String($0)) }.joined(separator: "\n"))
        }
    }

    /// The job summary: a heading with the verdict, a table of counts, then each failure (up to `summaryLimit`)
    /// with its golden, what changed and its accept command; where the report went. HTML inside the Markdown, every
    /// text escaped, so no id or change line can format or inject anything.
    public static func summary(_ report: CheckReport, reportFolder: String?, workspace: String, workingFolder: String) -> String {
        func html(_ text: String) -> String { ReviewReport.htmlText(text) }
        let failures = report.results.filter { $0.status == .failed || $0.status == .missing }
        let failed = report.count(.failed), missing = report.count(.missing), recorded = report.count(.recorded)
        let verdict = failures.isEmpty && recorded == 0 ? "passed" : "\(failures.count) failed" + (recorded > 0 ? ", \(recorded) recorded" : "")
        var out = "## render-cli check: \(verdict)\n\n"
        if !report.label.isEmpty { out += html(report.label) + "\n\n" }
        out += "| Passed | Failed | Missing | Recorded | Stale |\n| ---: | ---: | ---: | ---: | ---: |\n"
        out += "| \(report.count(.passed)) | \(failed) | \(missing) | \(recorded) | \(report.stale.count) |\n\n"
        for result in failures.prefix(summaryLimit) {
            let file = repositoryPath(result.goldenPath, workspace: workspace, workingFolder: workingFolder)
            out += "### \(result.status == .missing ? "Missing" : "Failed"): <code>\(html(result.id))</code>\n\n"
            out += "Golden: <code>\(html(file))</code>\n\n"
            if !result.summary.isEmpty {
                var lines = result.summary.prefix(changeLimit).map(html)
                if result.summary.count > changeLimit { lines.append("… \(result.summary.count - changeLimit) more changes") }
                out += "<pre>\n" + lines.joined(separator: "\n") + "\n</pre>\n\n"
            } else if result.status == .failed {
                out += "The bytes differ; see the line diff in the report.\n\n"
            }
            out += "Accept: <code>\(html(acceptCommand(result, reportFolder: reportFolder)))</code>\n\n"
        }
        if failures.count > summaryLimit {
            out += "… and \(failures.count - summaryLimit) more failures; the review report lists them all.\n\n"
        }
        if let reportFolder {
            out += "The review report (golden and new output side by side, tick failures to accept) is in "
                + "<code>\(html(reportFolder))</code>; the workflow uploads it as an artifact.\n\n"
        }
        return out
    }

    /// Appends `text` to the file at `path` (the runner's `$GITHUB_STEP_SUMMARY`), creating it if need be. The
    /// file is the runner's to read, so it is appended to, never replaced.
    public static func append(_ text: String, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) ?? {
            FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
        }() else {
            throw OutputError(path: path, reason: "cannot open the step summary to append to it")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw OutputError(path: path, reason: "cannot append the step summary: \(error.localizedDescription)")
        }
    }
}
