import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender

extension CheckReport {
    /// Reads a `report.json`; `file` names it in errors.
    public init(reportJSON bytes: [UInt8], file: String) throws {
        let root = try JSONField.root(bytes, file: file).object()
        try root.allowOnly(["format", "version", "label", "roots", "counts", "stale", "results"])
        let format = try root.required("format")
        guard try format.string() == Self.formatName else {
            throw format.fail("expected \"\(Self.formatName)\"; is this a report.json written by render-cli check?")
        }
        let version = try root.required("version")
        let number = try version.number()
        guard number == 1 || number == Double(Self.formatVersion) else {
            throw version.fail("this render-cli reads report versions 1 to \(Self.formatVersion)")
        }
        let label = try root.nonNull("label")?.string() ?? ""
        // Version 1 named no roots; `accept` refuses such a report, everything else reads it as before.
        let roots = try root.nonNull("roots")?.array().map { try $0.string() }
        if number == 1, roots != nil { throw try root.required("roots").fail("a version 1 report has no \"roots\"") }
        let stale = try root.nonNull("stale")?.array().map { try $0.string() } ?? []
        let results = try root.required("results").array().map(Self.result)
        self.init(results: results, stale: stale, label: label, roots: roots)
    }

    static func result(_ field: JSONField) throws -> CaseResult {
        let o = try field.object()
        try o.allowOnly(["id", "status", "goldenPath", "pathExtension", "summary", "diff", "golden", "goldenEqualsActual", "actual",
                         "artifactPath", "acceptCommand"])
        func bytes(_ key: String) throws -> [UInt8]? {
            guard let f = o.nonNull(key) else { return nil }
            guard let decoded = Base64.decode(try f.string()) else { throw f.fail("expected Base64 bytes") }
            return decoded
        }
        let actual = try bytes("actual") ?? []
        let same = try o.nonNull("goldenEqualsActual")?.bool() ?? false
        if same, o.optional("golden") != nil {
            throw try o.required("golden").fail("give either \"golden\" or \"goldenEqualsActual\", not both")
        }
        return CaseResult(
            id: try o.required("id").string(), goldenPath: try o.required("goldenPath").string(),
            status: try o.required("status").status(), pathExtension: try o.nonNull("pathExtension")?.string() ?? "",
            summary: try o.nonNull("summary")?.array().map { try $0.string() } ?? [], diff: try o.nonNull("diff")?.string(),
            golden: same ? actual : try bytes("golden"), actual: actual, artifactPath: try o.nonNull("artifactPath")?.string(),
            acceptCommand: try o.nonNull("acceptCommand")?.string() ?? "")
    }
}

extension JSONField {
    /// A result's status.
    func status() throws -> CaseResult.Status {
        let s = try string()
        guard let status = CaseResult.Status(rawValue: s) else {
            throw fail("unknown status \"\(Excerpt.of(s))\"; expected one of \"passed\", \"failed\", \"missing\", \"recorded\"")
        }
        return status
    }
}
