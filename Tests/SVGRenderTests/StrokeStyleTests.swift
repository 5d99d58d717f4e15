import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

@Suite("Stroke caps and joins")
struct StrokeStyleTests {
    func pathLine(_ stroke: Stroke) -> String {
        let path = Path([.move(Point(x: 1, y: 2)), .line(Point(x: 9, y: 2)), .line(Point(x: 9, y: 8))])
        let svg = SVGRender.svg(Scene(size: Size(width: 10, height: 10), nodes: [Node(id: "p", shape: .path(path, Paint(stroke: stroke)))]))
        return svg.split(separator: "\n").map { String($0.drop { $0 == " " }) }.first { $0.hasPrefix("<path") } ?? ""
    }

    @Test("Round caps and joins are written; SVG's defaults, butt and miter, are left out")
    func capsAndJoins() {
        let round = Stroke(color: .black, width: 1.5, placement: .centered, lineCap: .round, lineJoin: .round)
        expectEqual(pathLine(round), ##"<path id="p" d="M1 2 L9 2 L9 8" fill="none" stroke="#000000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>"##)
        let square = Stroke(color: .black, width: 1, placement: .centered, lineCap: .square, lineJoin: .bevel)
        expectSuffix(pathLine(square), ##"stroke-width="1" stroke-linecap="square" stroke-linejoin="bevel"/>"##)
        let plain = Stroke(color: .black, width: 1, placement: .centered)
        expectEqual(pathLine(plain), ##"<path id="p" d="M1 2 L9 2 L9 8" fill="none" stroke="#000000" stroke-width="1"/>"##)
    }
}
