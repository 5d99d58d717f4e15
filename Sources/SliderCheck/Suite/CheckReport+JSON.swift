import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender

/// `report.json`: every field of every result and the stale list, so the reports of CI shards can be merged.
///
/// ```
/// {"format":"render-cli-check-report","version":1,"label":"shard 1/2",
/// "counts":{"passed":1,"failed":1,"missing":0,"recorded":0,"stale":0},
/// "stale":[],
/// "results":[
/// {"id":"…","status":"failed","goldenPath":"…","pathExtension":"svg","summary":["…"],"diff":"…","golden":"PD94…","actual":"PD94…","artifactPath":"…","acceptCommand":"…"},
/// …]}
/// ```
/// Bytes are Base64; absent values are `null`. When the golden equals the output (a pass), `golden` is left out and
/// `"goldenEqualsActual":true` says so, which halves the file. `counts` is derived and ignored when read.
extension CheckReport {
    /// The `format` value of a report file.
    public static let formatName = "render-cli-check-report"
    /// The version of the report file this code writes and reads.
    public static let formatVersion = 1

    /// The report as `report.json`: one result per line, fixed key order, a final newline.
    public func jsonBytes() -> [UInt8] {
        func string(_ s: String?) -> String { s.map(Self.quote) ?? "null" }
        func bytes(_ b: [UInt8]?) -> String { b.map { "\"" + Base64.encode($0) + "\"" } ?? "null" }
        var out = "{\"format\":\(string(Self.formatName)),\"version\":\(Self.formatVersion),\"label\":\(string(label)),\n"
        out += "\"counts\":{\"passed\":\(count(.passed)),\"failed\":\(count(.failed)),\"missing\":\(count(.missing)),"
        out += "\"recorded\":\(count(.recorded)),\"stale\":\(stale.count)},\n"
        out += "\"stale\":[" + stale.map(Self.quote).joined(separator: ",") + "],\n"
        out += "\"results\":["
        out += results.map { r in
            var line = "\n{\"id\":\(string(r.id)),\"status\":\"\(r.status.rawValue)\",\"goldenPath\":\(string(r.goldenPath)),"
            line += "\"pathExtension\":\(string(r.pathExtension)),\"summary\":[\(r.summary.map(Self.quote).joined(separator: ","))],"
            line += "\"diff\":\(string(r.diff)),"
            line += r.golden == r.actual ? "\"goldenEqualsActual\":true," : "\"golden\":\(bytes(r.golden)),"
            line += "\"actual\":\(bytes(r.actual)),\"artifactPath\":\(string(r.artifactPath)),\"acceptCommand\":\(string(r.acceptCommand))}"
            return line
        }.joined(separator: ",")
        out += "]}\n"
        return Array(out.utf8)
    }

    /// A JSON string as `JSONText.quote` writes it, with bidi and other invisible characters as `\u` escapes too,
    /// so the file reads safely in a terminal and still decodes to the same text.
    static func quote(_ text: String) -> String {
        var out = ""
        for scalar in JSONText.quote(text).unicodeScalars {
            if scalar.value >= 0x7F, VisibleText.isInvisible(scalar) { out += "\\u" + JSONText.hex4(scalar.value) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// Reads a `report.json`; `file` names it in errors.
    public init(reportJSON bytes: [UInt8], file: String) throws {
        let root = try JSONField.root(bytes, file: file).object()
        try root.allowOnly(["format", "version", "label", "counts", "stale", "results"])
        let format = try root.required("format")
        guard try format.string() == Self.formatName else {
            throw format.fail("expected \"\(Self.formatName)\"; is this a report.json written by render-cli check?")
        }
        let version = try root.required("version")
        guard try version.number() == Double(Self.formatVersion) else {
            throw version.fail("this render-cli reads report version \(Self.formatVersion)")
        }
        let label = try root.nonNull("label")?.string() ?? ""
        let stale = try root.nonNull("stale")?.array().map { try $0.string() } ?? []
        let results = try root.required("results").array().map(Self.result)
        self.init(results: results, stale: stale, label: label)
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
