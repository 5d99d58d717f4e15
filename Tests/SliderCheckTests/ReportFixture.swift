import Foundation
import SceneGraph
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender

/// A hand-made check run for the review report: passes, a changed fill, a pair that differs only in bytes, a PNG,
/// text, a missing and a recorded golden, an evil id and stale goldens, split into two shards.
enum ReportFixture {
    /// An id that tries markup, a script end, a comment and a bidi override.
    static let evilID = "cases/evil\"><img src=x onerror=alert(1)></script><!--\u{202E}gpj:rest"

    static func result(_ id: String, _ status: CaseResult.Status, ext: String = "svg", golden: [UInt8]?, actual: [UInt8]) -> CaseResult {
        let name = id.split(separator: ":").first.map(String.init) ?? id
        let output = id.split(separator: ":").last.map(String.init) ?? "rest"
        let goldenPath = "Fixtures/\(name).\(output).\(ext)"
        var summary: [String] = []
        var diff: String?
        if status != .passed, let golden, golden != actual {
            if ext == "svg" { summary = SVGChangeSummary.summary(expected: golden, actual: actual) }
            if ext != "png" {
                diff = LineDiff.diff(expected: String(decoding: golden, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self), limit: 30)
            }
        }
        return CaseResult(id: id, goldenPath: goldenPath, status: status, pathExtension: ext, summary: summary, diff: diff, golden: golden,
                          actual: actual, artifactPath: status == .failed ? ".build/check-artifacts/\(name).\(output).\(ext)" : nil,
                          acceptCommand: status == .passed ? "" : "render-cli check \(name).case.json --filter '\(output)' --record failed")
    }

    /// The two shards' reports.
    static func shards() throws -> [CheckReport] {
        let price = try scene("price"), age = try scene("age"), single = try scene("single-text"), merged = try scene("chips-merged")
        let priceSVG = SVGRender.bytes(price.stillScene(scheme: .light))
        var recoloured = price
        recoloured.config.style.fill = AdaptiveColor(light: 0x2F6FDE, dark: 0x5E9BFF)
        let ageSVG = SVGRender.bytes(age.stillScene(scheme: .light))
        // The same picture in other bytes: a comment after the XML declaration.
        var ageBytes = ageSVG
        if let end = ageBytes.firstIndex(of: UInt8(ascii: "\n")) { ageBytes.insert(contentsOf: Array("<!-- same picture -->\n".utf8), at: end + 1) }
        let pngGolden = PNGRender.png(price.stillScene(scheme: .dark, grabbed: nil), scale: 1)
        let pngActual = PNGRender.png(price.stillScene(scheme: .dark, grabbed: .lower), scale: 1)
        let effects = Array("{\"t\":0.0167,\"type\":\"value\",\"value\":[130,480]}\n{\"type\":\"final\",\"value\":[130,480]}\n".utf8)
        let effectsNow = Array("{\"t\":0.0167,\"type\":\"value\",\"value\":[140,480]}\n{\"type\":\"final\",\"value\":[140,480]}\n".utf8)
        let one = CheckReport(results: [
            result("cases/age:identical-bytes", .failed, golden: ageSVG, actual: ageBytes),
            result("cases/age:rest-light", .passed, golden: ageSVG, actual: ageSVG),
            result("cases/price:fill-light", .failed, golden: priceSVG, actual: SVGRender.bytes(recoloured.stillScene(scheme: .light))),
            result("cases/price:lower-dark", .failed, ext: "png", golden: pngGolden, actual: pngActual),
            result(evilID, .failed, ext: "txt", golden: Array("label: ok\n".utf8), actual: Array("label: <b>bold</b>\n".utf8)),
        ], stale: ["Fixtures/cases/removed.rest.svg", "Fixtures/cases/age.identical-bytes.svg"], label: "shard 1/2", roots: ["Fixtures"])
        let two = CheckReport(results: [
            result("cases/chips-merged:rest-light", .recorded, golden: nil, actual: SVGRender.bytes(merged.stillScene(scheme: .light))),
            result("cases/price:rest-light", .passed, golden: priceSVG, actual: priceSVG),
            result("cases/single-text:rest-dark", .missing, golden: nil, actual: SVGRender.bytes(single.stillScene(scheme: .dark))),
            result("cases/single-text:rest-light", .passed, golden: SVGRender.bytes(single.stillScene(scheme: .light)),
                   actual: SVGRender.bytes(single.stillScene(scheme: .light))),
            result("sequences/tap-glide:effects", .failed, ext: "jsonl", golden: effects, actual: effectsNow),
        ], stale: ["Fixtures/cases/removed.rest.svg"], label: "shard 2/2", roots: ["Fixtures"])
        return [one, two]
    }
}
