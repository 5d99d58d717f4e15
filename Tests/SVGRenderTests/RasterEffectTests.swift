import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

/// Blur, shadow, saturation, clips and opacity layers.
@Suite("Raster effects")
struct RasterEffectTests {
    @Test("Box sizes follow the Filter Effects formula d = floor(σ · 3√(2π)/4 + 0.5)")
    func boxSizes() {
        // σ = 3: 3 · 1.87997 + 0.5 = 6.14 → d = 6, even: two boxes of 6 (left and right of centre) and one of 7.
        expectEqual(GaussianBlur(sigma: 3).boxes.map { [$0.size, $0.left] }, [[6, 3], [6, 2], [7, 3]])
        // σ = 6: 11.78 → d = 11, odd: three centred boxes of 11.
        expectEqual(GaussianBlur(sigma: 6).boxes.map { [$0.size, $0.left] }, [[11, 5], [11, 5], [11, 5]])
    }

    @Test("A blur keeps the sum of the plane and spreads a point symmetrically", arguments: [1.5, 3.0, 6.0, 9.0])
    func blurKeepsSum(sigma: Double) {
        // Points far enough from the edges (3σ plus the boxes' reach) that nothing spreads out of the plane.
        let width = 120, height = 120
        var plane = [Float](repeating: 0, count: width * height)
        plane[60 * width + 60] = 255
        plane[50 * width + 54] = 100
        GaussianBlur(sigma: sigma).apply(&plane, width: width, height: height)
        let sum = plane.reduce(0, +)
        expectLess(abs(sum - 355), 0.01, "sum \(sum)")
        expectLess(plane[60 * width + 60], 255 * 0.2)
        var lone = [Float](repeating: 0, count: width * height)
        lone[60 * width + 60] = 255
        GaussianBlur(sigma: sigma).apply(&lone, width: width, height: height)
        for k in 1...6 {
            expectLess(abs(lone[60 * width + 60 + k] - lone[60 * width + 60 - k]), 1e-3)
            expectLess(abs(lone[(60 + k) * width + 60] - lone[(60 - k) * width + 60]), 1e-3)
        }
    }

    @Test("The blur approximates a Gaussian: the variance of a blurred point is near σ²", arguments: [3.0, 6.0])
    func blurVariance(sigma: Double) {
        let width = 101
        var plane = [Float](repeating: 0, count: width * width)
        plane[50 * width + 50] = 1
        GaussianBlur(sigma: sigma).apply(&plane, width: width, height: width)
        var variance = 0.0
        for y in 0..<width {
            for x in 0..<width { variance += Double(plane[y * width + x]) * Double((x - 50) * (x - 50)) }
        }
        // Three boxes of d have variance 3(d² − 1)/12; the specification's d is within 10 % of σ.
        expectLess(abs(variance.squareRoot() - sigma) / sigma, 0.1, "σ \(variance.squareRoot())")
    }

    @Test("A shadow darkens below an opaque disc and not beyond its filter region")
    func shadow() {
        var thumb = Node(id: "thumb", shape: .circle(Circle(center: Point(x: 30, y: 30), radius: 10), Paint(fill: .white)))
        thumb.shadow = Shadow(color: Color.black.withAlpha(0.5), radius: 3, y: 2)
        let image = PNGRender.image(Scene(size: Size(width: 60, height: 60), background: .white, nodes: [thumb]), scale: 1)
        expectEqual(image[30, 30].red, 255)  // the disc itself
        expectLess(image[30, 42].red, 230)  // just below the disc
        expectGreater(image[30, 18].red, image[30, 42].red)  // the offset moves the shadow down
        expectEqual(image[2, 2].red, 255)  // far away
    }

    @Test("Saturation 0 turns a colour grey with Rec. 709 weights, and fades the layer as a whole")
    func saturation() {
        var group = Node.group("g", [
            Node(id: "a", shape: .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 0), Paint(fill: Color(hex: 0xFF0000)))),
            Node(id: "b", shape: .roundedRect(RoundedRect(Rect(x: 2, y: 0, width: 4, height: 4), cornerRadius: 0), Paint(fill: Color(hex: 0x0000FF)))),
        ])
        group.saturation = .zero
        group.opacity = 0.5
        let image = PNGRender.image(Scene(size: Size(width: 6, height: 4), background: .white, nodes: [group]), scale: 1)
        // Red → 0.213 · 255 = 54; at half opacity over white: (54 + 255) / 2 ≈ 155. Where blue covers red, only blue
        // shows (one layer): 0.072 · 255 = 18 → (18 + 255) / 2 ≈ 137.
        expectLessOrEqual(abs(Int(image[0, 1].red) - 155), 1)
        #expect(image[0, 1].red == image[0, 1].green && image[0, 1].green == image[0, 1].blue)
        expectLessOrEqual(abs(Int(image[3, 1].red) - 137), 1)
    }

    @Test("Leaf opacity lets overlapping leaves show through each other; a clip cuts its children")
    func opacityAndClip() {
        var group = Node.group("g", [
            Node(id: "a", shape: .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 4, height: 2), cornerRadius: 0), Paint(fill: .black))),
            Node(id: "b", shape: .roundedRect(RoundedRect(Rect(x: 2, y: 0, width: 4, height: 2), cornerRadius: 0), Paint(fill: .black))),
        ])
        group.opacity = 0.5
        let image = PNGRender.image(Scene(size: Size(width: 6, height: 2), background: .white, nodes: [group]), scale: 1)
        expectLessOrEqual(abs(Int(image[0, 0].red) - 127), 1)  // one leaf at 50 %
        expectLessOrEqual(abs(Int(image[3, 0].red) - 63), 1)  // two leaves at 50 % each
        var clipped = Node.group("c", [Node(id: "r", shape: .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 6, height: 2), cornerRadius: 0), Paint(fill: .black)))])
        clipped.clip = RoundedRect(Rect(x: 1, y: 0, width: 2, height: 2), cornerRadius: 0)
        let cut = PNGRender.image(Scene(size: Size(width: 6, height: 2), background: .white, nodes: [clipped]), scale: 1)
        #expect(cut[0, 0].red == 255 && cut[1, 0].red == 0 && cut[2, 1].red == 0 && cut[3, 0].red == 255)
    }

    @Test("An inside stroke stays inside the shape; scale about the anchor keeps the anchor fixed")
    func strokeAndScale() {
        let ring = Node(id: "r", shape: .roundedRect(RoundedRect(Rect(x: 1, y: 1, width: 8, height: 8), cornerRadius: 0),
                                                      Paint(stroke: Stroke(color: .black, width: 2, placement: .inside))))
        let image = PNGRender.image(Scene(size: Size(width: 10, height: 10), nodes: [ring]), scale: 1)
        #expect(image[0, 5].alpha == 0 && image[1, 5].alpha == 255 && image[2, 5].alpha == 255 && image[3, 5].alpha == 0)
        var dot = Node(id: "d", shape: .roundedRect(RoundedRect(Rect(x: 4, y: 4, width: 2, height: 2), cornerRadius: 0), Paint(fill: .black)))
        dot.transform = Transform(scale: 2, anchor: Point(x: 5, y: 5))
        let grown = PNGRender.image(Scene(size: Size(width: 10, height: 10), nodes: [dot]), scale: 1)
        #expect(grown[3, 3].alpha == 255 && grown[6, 6].alpha == 255 && grown[2, 2].alpha == 0 && grown[7, 7].alpha == 0)
    }
}

/// Strokes of paths: SVG's defaults (butt caps, miter joins) for scenes, round caps and joins for icons that ask.
@Suite("Raster strokes")
struct RasterStrokeTests {
    static func area(_ path: Path, width: Double = 20, height: Double = 20) -> Double {
        let image = PNGRender.image(Scene(size: Size(width: width, height: height), nodes: [Node(id: "p", shape: .path(path, Paint(fill: .black)))]), scale: 1)
        return image.pixels.enumerated().reduce(0.0) { $1.offset % 4 == 3 ? $0 + Double($1.element) / 255 : $0 }
    }

    @Test("A butt-capped line of width 2 covers exactly its rectangle; a miter join fills the corner")
    func buttAndMiter() {
        let line = Path([.move(Point(x: 2, y: 5)), .line(Point(x: 8, y: 5))])
        let stroked = Node(id: "l", shape: .path(line, Paint(stroke: Stroke(color: .black, width: 2, placement: .centered))))
        let image = PNGRender.image(Scene(size: Size(width: 10, height: 10), nodes: [stroked]), scale: 1)
        #expect(image[2, 4].alpha == 255 && image[7, 5].alpha == 255)
        #expect(image[1, 4].alpha == 0 && image[8, 4].alpha == 0 && image[4, 3].alpha == 0 && image[4, 6].alpha == 0)
        let corner = Path([.move(Point(x: 2, y: 5)), .line(Point(x: 8, y: 5)), .line(Point(x: 8, y: 9))])
        let outline = Stroker(width: 2, cap: .butt, join: .miter(limit: 4)).outline(of: corner)
        // Two 6 × 2 and 4 × 2 rectangles overlapping in the 1 × 1 inner corner, plus the 1 × 1 miter square: 20.
        expectLess(abs(Self.area(outline) - 20), 0.01)
    }

    @Test("Round caps add a disc's area: length · width + π (width / 2)²")
    func roundCaps() {
        let line = Path([.move(Point(x: 5, y: 10)), .line(Point(x: 15, y: 10))])
        let outline = Stroker(width: 4, cap: .round, join: .round).outline(of: line)
        let expected = 10 * 4 + Double.pi * 4
        expectLess(abs(Self.area(outline) - expected) / expected, 0.002, "\(Self.area(outline))")
    }
}

/// Stroke styles and clips as the scene asks for them (issue 51): caps and joins from the stroke, and a clip that
/// anti-aliases an edge its content shares once.
@Suite("Raster caps, joins and clipped edges")
struct RasterClipEdgeTests {
    static func alphaSum(_ image: RGBAImage) -> Double {
        image.pixels.enumerated().reduce(0.0) { $1.offset % 4 == 3 ? $0 + Double($1.element) / 255 : $0 }
    }

    static func stroked(_ path: Path, cap: Stroke.LineCap, join: Stroke.LineJoin) -> RGBAImage {
        let stroke = Stroke(color: .black, width: 4, placement: .centered, lineCap: cap, lineJoin: join)
        return PNGRender.image(Scene(size: Size(width: 30, height: 30), nodes: [Node(id: "p", shape: .path(path, Paint(stroke: stroke)))]), scale: 1)
    }

    @Test("A path's round cap adds a half disc of radius width / 2 past each open end")
    func roundCapOnScene() {
        let line = Path([.move(Point(x: 10, y: 15)), .line(Point(x: 20, y: 15))])
        let butt = Self.stroked(line, cap: .butt, join: .miter), round = Self.stroked(line, cap: .round, join: .round)
        expectLess(abs(Self.alphaSum(butt) - 40), 0.05)
        expectLess(abs(Self.alphaSum(round) - (40 + Double.pi * 4)), 0.1, "\(Self.alphaSum(round))")
        // The pixel just past the end is empty with butt caps and inked with round ones.
        #expect(butt[20, 14].alpha == 0 && round[20, 14].alpha > 200)
    }

    @Test("A path's round join fills a disc at the joint; a miter fills the square corner")
    func roundJoinOnScene() {
        let corner = Path([.move(Point(x: 5, y: 10)), .line(Point(x: 20, y: 10)), .line(Point(x: 20, y: 25))])
        let miter = Self.stroked(corner, cap: .butt, join: .miter), round = Self.stroked(corner, cap: .butt, join: .round)
        // The outer corner square (20...22, 8...10) is full with a miter; the round join leaves its far corner bare,
        // and the difference is the square's area less a quarter disc: 4 − π.
        #expect(miter[21, 8].alpha == 255 && round[21, 8].alpha < 128)
        expectLess(abs(Self.alphaSum(miter) - Self.alphaSum(round) - (4 - Double.pi)), 0.05)
    }

    /// The track as the scene draws it: a translucent capsule and an opaque span, clipped to the same capsule, with
    /// its top edge 0.26 px and its bottom edge 0.74 px into a pixel row.
    static func track(background: Color, y: Double = 10.74) -> RGBAImage {
        let capsule = RoundedRect.capsule(Rect(x: 2, y: y, width: 40, height: 4))
        var group = Node.group("track", [
            Node(id: "track.background", shape: .roundedRect(capsule, Paint(fill: background))),
            Node(id: "track.fill", shape: .roundedRect(RoundedRect(Rect(x: 2, y: y, width: 20, height: 4), cornerRadius: 0), Paint(fill: .black))),
        ])
        group.clip = capsule
        return PNGRender.image(Scene(size: Size(width: 44, height: 20), background: .white, nodes: [group]), scale: 1)
    }

    @Test("The clipped track's top and bottom rows are anti-aliased once: 26 % and 74 %, not 8 % and 55 %")
    func trackEdgeRows() {
        // A white capsule on the white page, so the red channel shows the black span's coverage alone.
        for background in [Color.white.withAlpha(0.2), Color.white] {
            let image = Self.track(background: background)
            // Row 10 holds the top 0.26 px of the track, row 14 its bottom 0.74 px; column 12 is inside the span.
            let top = 1 - Double(image[12, 10].red) / 255, bottom = 1 - Double(image[12, 14].red) / 255
            expectLess(abs(top - 0.26), 0.015, "top row \(top)")
            expectLess(abs(bottom - 0.74), 0.015, "bottom row \(bottom)")
            #expect(image[12, 11].red == 0 && image[12, 9].red == 255 && image[12, 15].red == 255)
        }
    }

    @Test("A clip still cuts what its content covers whole: the capsule's round end trims the translucent track")
    func clipStillCuts() {
        let image = Self.track(background: Color.black.withAlpha(0.5), y: 10)
        // The capsule ends in a half disc of radius 2 about (40, 12). Pixel (41, 10) holds 0.315 of it
        // (∫ from 1 to √3 of √(4 − x²) − 1), so half-black paint there reads 255 · (1 − 0.5 · 0.315) ≈ 215, not the
        // 127 of the unclipped rectangle; pixel (40, 12) is inside.
        let corner = image[41, 10], middle = image[40, 12]
        expectLessOrEqual(abs(Int(corner.red) - 215), 2, "corner \(corner.red)")
        expectLessOrEqual(abs(Int(middle.red) - 127), 2, "middle \(middle.red)")
    }
}
