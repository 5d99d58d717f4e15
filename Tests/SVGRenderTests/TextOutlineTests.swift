import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

/// Glyph outlines: coverage, tabular figures, fallback, and text drawn as paths in SVG and pixels.
@Suite("Text outlines")
struct TextOutlineTests {
    @Test("SemiBold and Regular digits, with their tabular glyphs: the tnum \"1\" is the default one moved right")
    func tabularOne() throws {
        let one: Unicode.Scalar = "1"
        let plain = try #require(InterOutlines.glyph(for: one, weight: 600, tabular: false))
        let tabular = try #require(InterOutlines.glyph(for: one, weight: 600, tabular: true))
        #expect(plain.name == "uni0031" && plain.advance == 1354)
        expectEqual(tabular.advance, 1888)  // DESIGN.md: Inter SemiBold's tabular digit advance
        expectEqual(InterOutlines.tabularShift(of: one, weight: 600), 280)
        expectEqual(plain.outline.transformed(scale: 1, dx: 280, dy: 0), tabular.outline)
        expectEqual(InterOutlines.glyph(for: one, weight: 400, tabular: true)?.advance, 1824)
        #expect(InterOutlines.isTabularSubstituted(".", weight: 400) && !InterOutlines.isTabularSubstituted("$", weight: 400))
        expectEqual(InterOutlines.glyph(for: "$", weight: 600, tabular: true), InterOutlines.glyph(for: "$", weight: 600, tabular: false))
    }

    @Test("Every scalar the metrics table measures has an outline, in both weights")
    func coverageMatchesMetrics() {
        for entry in InterMetrics.semiBold.advanceTable {
            guard let scalar = Unicode.Scalar(entry.scalar), InterOutlines.coverage(of: scalar) != .ignorable else { continue }
            expectEqual(InterOutlines.coverage(of: scalar), .covered, "U+\(String(entry.scalar, radix: 16))")
            expectEqual(InterOutlines.glyph(for: scalar, weight: 600, tabular: false)?.advance, Double(entry.advance))
        }
    }

    @Test("A scalar outside the table draws .notdef and is reported; an ignorable one draws nothing")
    func fallback() throws {
        let missing: Unicode.Scalar = "\u{0661}"  // ARABIC-INDIC DIGIT ONE: not in Inter 3.019
        expectEqual(InterOutlines.coverage(of: missing), .missing)
        let notdef = try #require(InterOutlines.glyph(for: missing, weight: 400, tabular: false))
        #expect(notdef.name == ".notdef" && !notdef.outline.elements.isEmpty)
        expectNil(InterOutlines.glyph(for: "\u{200E}", weight: 400, tabular: false))
        let run = TextRun(text: "4\u{0661}\u{200E}\u{0661}x", origin: .zero, offsets: [0, 10, 20, 20, 30], width: 40,
                          fontSize: 10, fontWeight: 400, color: .black)
        expectEqual(run.uncoveredScalars, [missing])
        expectEqual(run.placedGlyphs.map(\.glyph.name), ["uni0034", ".notdef", ".notdef", "uni0078"])
        expectEqual(run.placedGlyphs.map(\.pen.x), [0, 10, 20, 30])
        let scene = Scene(size: Size(width: 50, height: 20), nodes: [Node(id: "t", shape: .text(run))])
        expectEqual(scene.uncoveredScalars, [missing])
    }

    @Test("Without one offset per scalar, glyphs advance by their own widths")
    func penOffsets() {
        let run = TextRun(text: "11", origin: Point(x: 5, y: 10), offsets: [], width: 0, fontSize: 28.16, fontWeight: 600,
                          color: .black, tabularDigits: true)
        // 1888 units at 28.16 pt per 2816 units = 18.88 pt.
        expectEqual(run.penOffsets, [0, 18.88])
    }

    @Test("--text paths writes one path per run with the text in aria-label; <text> stays the default")
    func svgPaths() {
        let run = TextRun(text: "$1 & <", origin: Point(x: 2, y: 16), offsets: [0, 8, 16, 20, 28, 36], width: 44,
                          fontSize: 14, fontWeight: 600, color: Color(hex: 0x141414), tabularDigits: true)
        var node = Node(id: "label", shape: .text(run))
        node.opacity = 0.5
        let scene = Scene(size: Size(width: 50, height: 20), nodes: [node])
        let svg = SVGRender.svg(scene, options: SVGOptions(textMode: .paths))
        expectContains(svg, "<path id=\"label\" aria-label=\"$1 &amp; &lt;\" d=\"M")
        expectContains(svg, "Z\" fill=\"#141414\" opacity=\"0.5\"/>")
        expectNotContains(svg, "<text")
        expectContains(SVGRender.svg(scene), "<text id=\"label\"")
        // The path is the run's outline at two decimals: its first point is the "$" glyph's first point.
        let first = run.outline.elements.first
        if case .move(let p)? = first {
            #expect(svg.contains("d=\"M" + NumberText.string(p.x, decimals: 2) + " " + NumberText.string(p.y, decimals: 2) + " "))
        }
    }

    @Test("Text pixels: the same run draws the same bytes from a fresh and a reused rasteriser, at every scale")
    func textPixelsDeterministic() {
        let run = TextRun(text: "$1,234.5 – 60 %", origin: Point(x: 3, y: 15), offsets: TextMeasure.layout("$1,234.5 – 60 %", fontSize: 13, weight: 400, tabularDigits: true).offsets,
                          width: 100, fontSize: 13, fontWeight: 400, color: Color(hex: 0x3C3C43, alpha: 0.6), tabularDigits: true)
        let scene = Scene(size: Size(width: 110, height: 20), background: .white, nodes: [Node(id: "t", shape: .text(run))])
        var reused = Rasterizer()
        for scale in 1...3 {
            let first = reused.image(of: scene, scale: scale)
            expectEqual(first, PNGRender.image(scene, scale: scale))
            #expect(first.pixels.contains { $0 < 200 }, "some ink at @\(scale)x")
        }
    }
}
