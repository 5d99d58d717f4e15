import SliderSnapshots

extension CheckReport {
    /// Writes `index.html` and `report.json` into `folder` (a staging folder, or memory in tests). `acceptFolder` is
    /// the report folder as the page's accept command names it (nil: the page offers no accept command).
    public func write(into folder: some OutputFolder, title: String = "Check report", acceptFolder: String? = nil) throws {
        for file in files(title: title, acceptFolder: acceptFolder) { try folder.write(file.bytes, to: file.path) }
    }

    /// Writes the report folder at `path` whole or not at all: a staging folder swapped in by one rename. The path
    /// must be new, empty or an earlier render-cli output folder. The page's accept command names `path`.
    public static func write(_ report: CheckReport, to path: String, title: String = "Check report") throws {
        let staging = try StagingFolder(replacing: path)
        do {
            try report.write(into: staging, title: title, acceptFolder: path)
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
    }
}
