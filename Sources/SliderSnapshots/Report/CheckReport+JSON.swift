import SceneGraph
import SliderReports

/// `report.json`: every field of every result, the stale list and the suite roots, so the reports of CI shards can be
/// merged and `render-cli accept` can write the new outputs as goldens.
///
/// ```
/// {"format":"render-cli-check-report","version":2,"label":"shard 1/2","roots":["Fixtures"],
/// "counts":{"passed":1,"failed":1,"missing":0,"recorded":0,"stale":0},
/// "stale":[],
/// "results":[
/// {"id":"…","status":"failed","goldenPath":"…","pathExtension":"svg","summary":["…"],"diff":"…","golden":"PD94…","actual":"PD94…","artifactPath":"…","acceptCommand":"…"},
/// …]}
/// ```
/// Bytes are Base64; absent values are `null`. When the golden equals the output (a pass), `golden` is left out and
/// `"goldenEqualsActual":true` says so, which halves the file. `counts` is derived and ignored when read. `roots`
/// (version 2) lists the folders the goldens live under; a report without it is left out (`null`).
extension CheckReport {
    /// The `format` value of a report file.
    public static let formatName = "render-cli-check-report"
    /// The version of the report file this code writes and reads.
    public static let formatVersion = 2

    /// The report as `report.json`: one result per line, fixed key order, a final newline.
    public func jsonBytes() -> [UInt8] {
        func string(_ s: String?) -> String { s.map(Self.quote) ?? "null" }
        func bytes(_ b: [UInt8]?) -> String { b.map { "\"" + Base64.encode($0) + "\"" } ?? "null" }
        var out = "{\"format\":\(string(Self.formatName)),\"version\":\(Self.formatVersion),\"label\":\(string(label)),"
        out += "\"roots\":" + (roots.map { "[" + $0.map(Self.quote).joined(separator: ",") + "]" } ?? "null") + ",\n"
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
    public static func quote(_ text: String) -> String {
        var out = ""
        for scalar in JSONText.quote(text).unicodeScalars {
            if scalar.value >= 0x7F, VisibleText.isInvisible(scalar) { out += "\\u" + JSONText.hex4(scalar.value) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

}
