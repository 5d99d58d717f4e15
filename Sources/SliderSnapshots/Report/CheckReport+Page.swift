import SliderReports

extension CheckReport {
    /// The review page's file name in a report folder.
    public static let pageName = "index.html"
    /// The machine-readable report's file name in a report folder.
    public static let dataName = "report.json"

    /// The report as the generic review page sees it: failed and missing cases as failures, with their golden and
    /// actual bytes; recorded ones with the old golden (if any) and the new; passed ones as bare ids. With an
    /// `acceptFolder` (the report folder as a command names it), the page lets a reviewer tick failures and copy one
    /// `render-cli accept` command for them.
    public func reviewData(title: String = "Check report", acceptFolder: String? = nil) -> ReviewData {
        let counts = ReviewCounts(passed: count(.passed), failed: count(.failed) + count(.missing), recorded: count(.recorded), stale: stale.count)
        return ReviewData(title: title, subtitle: label, counts: counts, entries: results.map(Self.entry), stale: stale,
                          acceptFolder: roots == nil ? nil : acceptFolder)
    }

    /// The self-contained HTML review page (`index.html`).
    public func html(title: String = "Check report", acceptFolder: String? = nil) -> String {
        ReviewReport.html(reviewData(title: title, acceptFolder: acceptFolder))
    }

    /// One result as a review entry.
    static func entry(_ result: CaseResult) -> ReviewEntry {
        let tone: ReviewEntry.Tone
        switch result.status {
        case .passed: tone = .passed
        case .failed, .missing: tone = .failed
        case .recorded: tone = .recorded
        }
        let media: ReviewEntry.Media
        switch result.pathExtension.lowercased() {
        case "svg": media = .svg
        case "png": media = .png
        default: media = .text
        }
        guard tone != .passed else { return ReviewEntry(id: result.id, status: result.status.rawValue, tone: tone, media: media) }
        var notes = [ReviewEntry.Note("golden", result.goldenPath)]
        if let artifact = result.artifactPath { notes.append(ReviewEntry.Note("new output", artifact)) }
        return ReviewEntry(id: result.id, status: result.status.rawValue, tone: tone, media: media, golden: result.golden, actual: result.actual,
                           summary: result.summary, diff: result.diff, acceptCommand: result.acceptCommand, notes: notes)
    }
}

extension CheckReport {
    /// The files of a report folder, in a fixed order: `index.html`, then `report.json`.
    public func files(title: String = "Check report", acceptFolder: String? = nil) -> [(path: String, bytes: [UInt8])] {
        [(Self.pageName, Array(html(title: title, acceptFolder: acceptFolder).utf8)), (Self.dataName, jsonBytes())]
    }
}
