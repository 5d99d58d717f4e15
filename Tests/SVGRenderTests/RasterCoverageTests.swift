import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

/// Anti-aliasing is exact covered area, so simple shapes have coverage we can work out by hand.
@Suite("Raster coverage")
struct RasterCoverageTests {
    static func scene(_ nodes: [Node], width: Double, height: Double) -> Scene {
        Scene(size: Size(width: width, height: height), nodes: nodes)
    }

    static func path(_ points: [(Double, Double)]) -> Path {
        var elements: [Path.Element] = [.move(Point(x: points[0].0, y: points[0].1))]
        for p in points.dropFirst() { elements.append(.line(Point(x: p.0, y: p.1))) }
        elements.append(.close)
        return Path(elements)
    }

    @Test("A pixel cut in half by a diagonal edge gets half coverage: alpha 128")
    func halfCoveredPixel() {
        // The triangle x ≥ 0, y ≥ 0, x + y ≤ 2: pixel (0, 0) lies inside, the edge cuts pixels (1, 0) and (0, 1)
        // corner to corner (area 1/2 each), pixel (1, 1) only touches it at a corner.
        let triangle = Node(id: "t", shape: .path(Self.path([(0, 0), (2, 0), (0, 2)]), Paint(fill: .black)))
        let image = PNGRender.image(Self.scene([triangle], width: 3, height: 3), scale: 1)
        expectEqual(image[0, 0].alpha, 255)
        expectEqual(image[1, 0].alpha, 128)  // 0.5 · 255 = 127.5, rounded half up
        expectEqual(image[0, 1].alpha, 128)
        expectEqual(image[1, 1].alpha, 0)
        expectEqual(image[2, 0].alpha, 0)
    }

    @Test("A vertical edge a quarter into a pixel leaves three quarters covered; a horizontal one the same")
    func quarterEdges() {
        let rect = Node(id: "r", shape: .path(Self.path([(1.25, 0.75), (3, 0.75), (3, 3), (1.25, 3)]), Paint(fill: .black)))
        let image = PNGRender.image(Self.scene([rect], width: 4, height: 4), scale: 1)
        expectEqual(image[1, 2].alpha, 191)  // 0.75 · 255 = 191.25
        expectEqual(image[2, 0].alpha, 64)  // 0.25 · 255 = 63.75
        expectEqual(image[1, 0].alpha, 48)  // 0.75 · 0.25 · 255 = 47.8
        expectEqual(image[2, 2].alpha, 255)
        expectEqual(image[3, 2].alpha, 0)
    }

    @Test("The rectangle fast path gives the same coverage as the general fill")
    func rectangleFastPath() {
        let fast = Node(id: "r", shape: .roundedRect(RoundedRect(Rect(x: 1.25, y: 0.75, width: 1.75, height: 2.25), cornerRadius: 0), Paint(fill: .black)))
        let general = Node(id: "p", shape: .path(Self.path([(1.25, 0.75), (3, 0.75), (3, 3), (1.25, 3)]), Paint(fill: .black)))
        for scale in 1...3 {
            expectEqual(PNGRender.image(Self.scene([fast], width: 4, height: 4), scale: scale), PNGRender.image(Self.scene([general], width: 4, height: 4), scale: scale))
        }
    }

    @Test("A circle of radius 10 covers π · 100 pixels within 0.1 %")
    func circleArea() {
        let disc = Node(id: "c", shape: .circle(Circle(center: Point(x: 12.3, y: 11.6), radius: 10), Paint(fill: .black)))
        let image = PNGRender.image(Self.scene([disc], width: 24, height: 24), scale: 1)
        var area = 0.0
        for y in 0..<24 { for x in 0..<24 { area += Double(image[x, y].alpha) / 255 } }
        let expected = Double.pi * 100
        expectLess(abs(area - expected) / expected, 0.001, "area \(area)")
        // At @3x the same circle is 30 pixels across: 9 times the area.
        let big = PNGRender.image(Self.scene([disc], width: 24, height: 24), scale: 3)
        var bigArea = 0.0
        for y in 0..<72 { for x in 0..<72 { bigArea += Double(big[x, y].alpha) / 255 } }
        expectLess(abs(bigArea - 9 * expected) / (9 * expected), 0.001, "area \(bigArea)")
    }

    @Test("Non-zero winding: two overlapping squares drawn the same way cover once; a reversed inner square cuts a hole")
    func winding() {
        var elements = Self.path([(0, 0), (3, 0), (3, 3), (0, 3)]).elements
        elements += Self.path([(1, 1), (4, 1), (4, 4), (1, 4)]).elements
        let overlap = Node(id: "o", shape: .path(Path(elements), Paint(fill: .black)))
        let image = PNGRender.image(Self.scene([overlap], width: 5, height: 5), scale: 1)
        expectEqual(image[2, 2].alpha, 255)
        expectEqual(image[3, 3].alpha, 255)
        expectEqual(image[4, 0].alpha, 0)
        var ring = Self.path([(0, 0), (4, 0), (4, 4), (0, 4)]).elements
        ring += Self.path([(1, 1), (1, 3), (3, 3), (3, 1)]).elements  // anticlockwise
        let hole = PNGRender.image(Self.scene([Node(id: "h", shape: .path(Path(ring), Paint(fill: .black)))], width: 5, height: 5), scale: 1)
        expectEqual(hole[0, 0].alpha, 255)
        expectEqual(hole[2, 2].alpha, 0)
    }

    @Test("Source-over in premultiplied 8-bit: 50 % black over white is mid grey")
    func compositing() {
        let square = Node(id: "s", shape: .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 2, height: 2), cornerRadius: 0),
                                                        Paint(fill: Color.black.withAlpha(0.5))))
        let image = PNGRender.image(Scene(size: Size(width: 2, height: 2), background: .white, nodes: [square]), scale: 1)
        // α = 128; white · (255 − 128) / 255 = 127.
        #expect(image[0, 0].red == 127 && image[0, 0].alpha == 255)
    }

    @Test("Canvas size is ceil(points × scale), at least 1 pixel")
    func canvasSize() {
        let scene = Scene(size: Size(width: 10.2, height: 0), nodes: [])
        #expect(Rasterizer.pixelSize(of: scene, scale: 3) == (31, 1))
        #expect(Rasterizer.pixelSize(of: Scene(size: Size(width: 378, height: 127), nodes: []), scale: 2) == (756, 254))
    }
}
