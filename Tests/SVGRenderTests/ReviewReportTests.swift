import Foundation
import Testing
import TestSupport
@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

@Suite("review report")
struct ReviewReportTests {
    static let svgA = Array(##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#ff0000"/></svg>"##.utf8)
    static let svgB = Array(##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0000ff"/></svg>"##.utf8)

    static func sample(id: String = "cases/price:rest-light") -> ReviewData {
        ReviewData(
            title: "Check report", subtitle: "shard 1/2", counts: ReviewCounts(passed: 2, failed: 2, recorded: 1, stale: 1),
            entries: [
                ReviewEntry(id: "a:pass", status: "passed", tone: .passed, media: .svg),
                ReviewEntry(id: id, status: "failed", tone: .failed, media: .svg, golden: svgA, actual: svgB,
                            summary: ["rect fill #ff0000 → #0000ff"], diff: " - 1  red\n + 1  blue", acceptCommand: "render-cli check x --record failed",
                            notes: [.init("golden", "goldens/price.svg")]),
                ReviewEntry(id: "seq:effects", status: "failed", tone: .failed, media: .text, golden: Array("a\nb\n".utf8), actual: Array("a\nc\n".utf8)),
                ReviewEntry(id: "new:rest", status: "recorded", tone: .recorded, media: .svg, actual: svgA),
                ReviewEntry(id: "b:pass", status: "passed", tone: .passed, media: .svg),
            ],
            stale: ["goldens/old.svg"])
    }

    @Test("The page is self-contained: no URL it would fetch, images as data: URIs")
    func selfContained() {
        let html = ReviewReport.html(Self.sample())
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("//cdn"))
        #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("@font-face") && !html.contains("<script src"))
        #expect(html.contains("src=\"data:image/svg+xml;base64," + Base64.encode(Self.svgA) + "\""))
        #expect(html.contains("src=\"data:image/svg+xml;base64," + Base64.encode(Self.svgB) + "\""))
        // Each image's bytes are in the page once; the script fills in the wipe and difference layers.
        expectEqual(html.components(separatedBy: Base64.encode(Self.svgB)).count, 2)
        expectContains(html, "mix-blend-mode: difference")
        expectContains(html, "prefers-color-scheme: dark")
    }

    @Test("Summary bar counts, groups and the filter box")
    func counts() {
        let html = ReviewReport.html(Self.sample())
        for (name, n) in [("passed", 2), ("failed", 2), ("recorded", 1), ("stale", 1)] {
            #expect(html.contains("<b id=\"count-\(name)\">\(n)</b> \(name)"), "count \(name)")
        }
        expectContains(html, "id=\"filter\"")
        expectContains(html, "6 of 6 shown")
        expectContains(html, "<section class=\"group\" id=\"failed\">")
        expectContains(html, "<details class=\"group\" id=\"passed\">")
        expectNotContains(html, "<details class=\"group\" id=\"passed\" open")
        // Failures first, then recorded, stale and passed.
        let order = ["id=\"failed\"", "id=\"recorded\"", "id=\"stale\"", "id=\"passed\""].compactMap { html.range(of: $0)?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
        expectEqual(html.components(separatedBy: "<article ").count, 4)
    }

    @Test("A failed image case has golden, actual, wipe and difference; a text case its line diff; a new golden only itself")
    func views() {
        let html = ReviewReport.html(Self.sample())
        expectContains(html, "class=\"frame wipe\"")
        expectContains(html, "class=\"wipe-range\"")
        expectContains(html, "class=\"frame difference\"")
        expectContains(html, "<span class=\"del\"> - 2  b</span>")
        expectContains(html, "<span class=\"ins\"> + 2  c</span>")
        expectContains(html, "New golden")
        expectEqual(html.components(separatedBy: "class=\"frame wipe\"").count, 2)
        expectContains(html, "data-command=\"render-cli check x --record failed\">Copy</button>")
        expectContains(html, "<li>rect fill #ff0000 → #0000ff</li>")
    }

    @Test("An evil id cannot inject markup, close the script or reorder the page")
    func escaping() {
        let evil = "x\"><img src=x onerror=alert(1)></script><!--\u{202E}gpj.exe 'quote' & more"
        var data = Self.sample(id: evil)
        data.subtitle = "<b>label</b>"
        data.entries[1].summary = ["<script>alert(2)</script>"]
        data.entries[1].acceptCommand = "render-cli check --filter '\(evil)'"
        data.stale = ["goldens/<i>stale</i>.svg"]
        let html = ReviewReport.html(data)
        expectNotContains(html, "<img src=x")
        expectNotContains(html, "<script>alert")
        expectNotContains(html, "<b>label")
        expectNotContains(html, "<i>stale")
        expectNotContains(html, "\u{202E}")
        expectContains(html, "\\u{202E}")
        #expect(html.contains("x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;&lt;!--"))
        // The page's own script is the only one, and nothing in the data closes it early.
        expectEqual(html.components(separatedBy: "<script>").count, 2)
        expectEqual(html.components(separatedBy: "</script>").count, 2)
    }

    @Test("Same data, same bytes; the order of entries is kept")
    func determinism() {
        expectEqual(ReviewReport.html(Self.sample()), ReviewReport.html(Self.sample()))
        let html = ReviewReport.html(Self.sample())
        let a = html.range(of: "data-id=\"a:pass\"")?.lowerBound, b = html.range(of: "data-id=\"b:pass\"")?.lowerBound
        #expect(a != nil && b != nil && a! < b!)
    }

    @Test("Image sizes come from the SVG root or the PNG header; overlays scale by the larger")
    func sizes() {
        #expect(ReviewMedia.svgSize(Self.svgA)! == (40, 20))
        #expect(ReviewMedia.svgSize(Array(#"<svg viewBox="0 0 12 7.5">"#.utf8))! == (12, 7.5))
        var encoder = PNGEncoder()
        let png = encoder.encode(RGBAImage(width: 3, height: 2))
        #expect(ReviewMedia.pngSize(png)! == (3, 2))
        var data = Self.sample()
        data.entries[1].golden = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"></svg>"#.utf8)
        let html = ReviewReport.html(data)
        expectContains(html, "style=\"--w: 40; --h: 20\"")
        expectContains(html, "data-from=\"golden\" alt=\"\" style=\"width: 50%\"")
    }

    @Test("An empty run says so")
    func empty() {
        let html = ReviewReport.html(ReviewData(title: "Check report", counts: ReviewCounts(passed: 0, failed: 0, recorded: 0, stale: 0), entries: []))
        expectContains(html, "The run had no cases.")
        expectContains(html, "0 of 0 shown")
    }

    @Test("Base64 round trips and refuses what is not canonical")
    func base64() {
        for n in 0..<10 {
            let bytes = (0..<n).map { UInt8(truncatingIfNeeded: $0 * 37 + 250) }
            let text = Base64.encode(bytes)
            expectEqual(Base64.decode(text), bytes)
            expectEqual(text, Data(bytes).base64EncodedString())
        }
        expectNil(Base64.decode("abc"))
        expectNil(Base64.decode("ab=c"))
        expectNil(Base64.decode("a==="))
        expectNil(Base64.decode("ab*d"))
    }
}
