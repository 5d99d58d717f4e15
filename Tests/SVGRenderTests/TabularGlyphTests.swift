import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

@Suite("Tabular glyphs")
struct TabularGlyphTests {
    func textLine(_ run: TextRun) -> String {
        let svg = SVGRender.svg(Scene(size: Size(width: 100, height: 40), nodes: [Node(id: "t", shape: .text(run))]),
                                options: SVGOptions(fontFamily: "Inter"))
        return svg.split(separator: "\n").map { String($0.drop { $0 == " " }) }.first { $0.hasPrefix("<text") } ?? ""
    }

    @Test("A digit that tnum substitutes is drawn where the tabular glyph's ink is: the 1 of \"41\" moves 1.29 pt right")
    func tabularOneIsCentredInItsSlot() {
        // The "41" chip at 13 pt SemiBold: slots at 0 and 1885 × 13 / 2816 = 8.70.
        let layout = TextMeasure.layout("41", fontSize: 13, weight: 600, tabularDigits: true)
        let run = TextRun(text: "41", origin: Point(x: 10, y: 17.38), offsets: layout.offsets, width: layout.width,
                          fontSize: 13, fontWeight: 600, color: .black, tabularDigits: true)
        // 10 + 8.70 + 280 × 13 / 2816 = 19.99: the proportional "1" would otherwise stand at the left of its slot.
        expectContains(textLine(run), ##"x="10 19.99""##)
        expectContains(textLine(run), ##"<tspan x="10">4</tspan><tspan x="19.99">1</tspan>"##)
        // Without tabular digits the offsets are drawn as they are.
        var proportional = run
        proportional.tabularDigits = false
        expectContains(textLine(proportional), ##"<tspan x="10">4</tspan><tspan x="18.7">1</tspan>"##)
    }

    @Test("The shift follows the run's weight: Regular's 1 moves 256 units, SemiBold's 280")
    func shiftFollowsTheWeight() {
        func x(ofOneAtWeight weight: Int) -> String {
            let run = TextRun(text: "1", origin: Point(x: 0, y: 20), offsets: [0], width: 10, fontSize: 28.16,
                              fontWeight: weight, color: .black, tabularDigits: true)
            return textLine(run)
        }
        expectContains(x(ofOneAtWeight: 400), ##"x="2.56""##)
        expectContains(x(ofOneAtWeight: 600), ##"x="2.8""##)
    }
}
