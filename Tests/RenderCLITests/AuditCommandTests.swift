import Foundation
import Testing
import TestSupport
import SliderCheck
@testable import render_cli
@testable import SliderEngine
@testable import SliderDocuments

/// `render-cli audit`: text and JSON, exit statuses, options and bad input.
@Suite("audit command")
struct AuditCommandTests {
    @Test("The seed's page passes with its two fill warnings at every size and direction; --strict fails on them")
    func seedPage() {
        let page = fixtures + "/scenes/seed-example.json"
        let result = runCLI(["audit", page, "--sizes", "all", "--directions", "both"])
        expectEqual(result.code, .ok, "\(result.stderr)")
        expectPrefix(result.stdout, "warning  contrast  s0/track.fill  2.43:1, needs 3:1\n")
        expectContains(result.stdout, "warning  contrast  s1/track.fill  1.21:1, needs 3:1\n")
        expectSuffix(result.stdout, "0 errors, 2 warnings in 24 conditions\n")
        expectEqual(runCLI(["audit", page, "--strict"]).code, .failed)
    }

    @Test("An error exits 1; --json prints one report per file with the file's path")
    func errorsAndJSON() throws {
        let narrow = writeTemporary("narrow.json", """
            {"slider": {"bounds": [0, 1000], "value": [120, 480], "step": 10, "lowerLabel": "Price", "upperLabel": "Price"},
             "environment": {"width": 90, "dynamicTypeSize": "accessibility5"}}
            """)
        let text = runCLI(["audit", narrow])
        expectEqual(text.code, .failed)
        expectContains(text.stdout, "error  sufficientElementDescription  thumb.upper  \"Price\", needs a label unlike thumb.lower's\n")
        expectContains(text.stdout, "error  textClipped  chip.merged")
        expectEqual(text.stderr, "")
        let json = runCLI(["audit", narrow, fixtures + "/scenes/price.json", "--json"])
        expectEqual(json.code, .failed)
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        expectEqual(reports.map { $0["file"] as? String }, [narrow, fixtures + "/scenes/price.json"])
        expectEqual(reports.map { $0["warnings"] as? Int }, [2, 1])
        let first = try #require(reports[0]["findings"] as? [[String: Any]])
        #expect(first.contains { $0["type"] as? String == "textClipped" && $0["conditions"] as? [String] == ["accessibility5 leftToRight light"] })
    }

    @Test("Bad options and files get the usual errors")
    func badInput() {
        let price = fixtures + "/scenes/price.json"
        let sizes = runCLI(["audit", price, "--sizes", "huge"])
        expectEqual(sizes.code, .usage)
        expectPrefix(sizes.stderr, "Error: '--sizes' expects all or Dynamic Type sizes separated by commas, got 'huge'")
        expectEqual(runCLI(["audit", price, "--directions", "up"]).code, .usage)
        expectEqual(runCLI(["audit", price, "--schemes", "grey"]).code, .usage)
        expectPrefix(runCLI(["audit"]).stderr, "Error: missing <scene.json>\nUsage: render-cli audit")
        let broken = writeTemporary("broken.json", #"{"slider": {"bounds": [0, 1], "value": [0, "x"]}}"#)
        let bad = runCLI(["audit", price, broken])
        expectEqual(bad.code, .dataError)
        expectContains(bad.stderr, "broken.json:1:")
        expectEqual(bad.stdout, "")
        expectEqual(runCLI(["audit", temporaryFolder() + "/none.json"]).code, .ioError)
        let help = runCLI(["audit", "--help"])
        #expect(help.code == .ok && help.stdout.hasPrefix("OVERVIEW: Audit scenes and pages for accessibility"))
    }

    @Test("A case's audit.txt pins the known warnings; a new finding fails the case with a line diff")
    func caseGolden() throws {
        let dir = temporaryFolder()
        try FileManager.default.copyItem(atPath: fixtures + "/scenes/price.json", toPath: dir + "/price.json")
        try #"{"scene": "price.json", "audit": true, "schemes": "both", "variants": {"dynamicTypeSize": ["large", "accessibility5"], "layoutDirection": ["leftToRight", "rightToLeft"], "width": [330, 90]}}"#
            .write(toFile: dir + "/price.case.json", atomically: true, encoding: .utf8)
        let recorded = runCLI(["check", dir, "--record", "missing", "--artifacts", dir + "/artifacts"])
        expectSuffix(recorded.stdout, "0 passed, 0 failed\n2 recorded, 0 stale\n", "\(recorded.stdout)")
        let wide = try String(contentsOfFile: dir + "/price.goldens/audit--330.txt", encoding: .utf8)
        expectPrefix(wide, "warning  contrast  track.fill  2.43:1, needs 3:1\n")
        expectSuffix(wide, "0 errors, 1 warning in 8 conditions\n")
        let narrow = try String(contentsOfFile: dir + "/price.goldens/audit--90.txt", encoding: .utf8)
        expectContains(narrow, "error  textClipped  header.lower  146.33 pt, needs at most 90 pt\n")
        expectEqual(runCLI(["check", dir, "--record", "never", "--artifacts", dir + "/artifacts"]).code, .ok)
        // The same labels on both thumbs: a new error, and the case fails.
        let scene = try String(contentsOfFile: dir + "/price.json", encoding: .utf8)
        try scene.replacingOccurrences(of: "Maximum price", with: "Minimum price").write(toFile: dir + "/price.json", atomically: true, encoding: .utf8)
        let failed = runCLI(["check", dir, "--record", "never", "--artifacts", dir + "/artifacts"])
        expectEqual(failed.code, .failed)
        expectContains(failed.stdout, "FAIL      price:audit--330")
        expectContains(failed.stdout, "   + 4  error  sufficientElementDescription  thumb.upper  \"Minimum price\", needs a label unlike thumb.lower's\n")
    }

    @Test("render --accessibility overlay draws the overlay as SVG or PNG; with --trace it is refused")
    func overlay() throws {
        let page = fixtures + "/scenes/seed-example.json"
        let svg = runCLI(["render", page, "--accessibility", "overlay"])
        expectEqual(svg.code, .ok, "\(svg.stderr)")
        #expect(svg.stdout.contains("in reading order") && svg.stdout.contains("s1/track.fill"))
        let document = try SceneDocument(contentsOf: page)
        expectEqual(Array(svg.stdout.utf8), FrameFormat.svg().bytes(document.accessibilityOverlay(grabbed: nil)))
        let out = temporaryFolder() + "/overlay.png"
        let png = runCLI(["render", page, "--accessibility", "overlay", "--out", out])
        expectEqual(png.code, .ok, "\(png.stderr)")
        let size = try #require(pngSize(try readFile(out)))
        #expect(size.0 == 2 * Int(document.stillScene().size.width + 392) && size.1 >= 2 * Int(document.stillScene().size.height))
        let traced = runCLI(["render", page, "--accessibility", "overlay", "--trace", fixtures + "/traces/seed-example-drags.json"])
        #expect(traced.code == .usage && traced.stderr.hasPrefix("Error: '--accessibility overlay' draws a still frame; leave out --trace"))
        expectPrefix(runCLI(["render", page, "--accessibility", "picture"]).stderr, "Error: '--accessibility' expects text, json or overlay, got 'picture'")
    }

    @Test("Labels cannot fake or reorder lines of the report: control and bidi characters are escaped")
    func escaping() {
        let evil = writeTemporary("evil.json", #"{"slider": {"bounds": [0, 10], "value": [1, 9], "lowerLabel": "Min\u202Eevil\u001B[31m", "upperLabel": "Min\u202Eevil\u001B[31m"}}"#)
        let result = runCLI(["audit", evil])
        expectEqual(result.code, .failed)
        expectContains(result.stdout, #""Min\u{202E}evil\u{1B}[31m" labels both thumb.lower and thumb.upper"#)
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x1B })
        let json = runCLI(["audit", evil, "--json"])
        // JSON keeps the label exact, with the escape character escaped, as the tree's JSON does.
        expectContains(json.stdout, #"evil\u001b[31m"#)
        let parsed = (try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) as? [[String: Any]]
        let findings = parsed?.first?["findings"] as? [[String: Any]]
        expectEqual(findings?.contains { $0["measured"] as? String == "\"Min\u{202E}evil\u{1B}[31m\"" }, true)
    }
}
