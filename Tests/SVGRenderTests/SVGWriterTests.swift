import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

@Suite("SVGWriter document")
struct SVGWriterTests {
    /// The whole document for the slider fixture, byte for byte.
    static let expectedSlider = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60">
          <rect width="240" height="60" fill="#ffffff"/>
          <defs>
            <filter id="f1" filterUnits="userSpaceOnUse" x="19" y="5" width="202" height="55.25" color-interpolation-filters="sRGB">
              <feColorMatrix in="SourceGraphic" type="saturate" values="0"/>
            </filter>
          </defs>
          <g id="slider" filter="url(#f1)" opacity="0.45">
            <rect id="track" x="20" y="28" width="200" height="4" rx="2" fill="#787880" fill-opacity="0.2"/>
            <rect id="track.fill" x="60" y="28" width="100" height="4" rx="2" fill="#007aff"/>
            <defs>
              <filter id="f2" filterUnits="userSpaceOnUse" x="33" y="5" width="54" height="54" color-interpolation-filters="sRGB">
                <feGaussianBlur in="SourceAlpha" stdDeviation="4" result="blur"/>
                <feOffset in="blur" dx="0" dy="2" result="offset"/>
                <feFlood flood-color="#000000" flood-opacity="0.15" result="color"/>
                <feComposite in="color" in2="offset" operator="in" result="shadow"/>
                <feMerge>
                  <feMergeNode in="shadow"/>
                  <feMergeNode in="SourceGraphic"/>
                </feMerge>
              </filter>
            </defs>
            <g id="thumb.lower" filter="url(#f2)">
              <circle cx="60" cy="30" r="13.5" fill="#ffffff" stroke="#000000" stroke-width="1" stroke-opacity="0.1" opacity="0.5"/>
            </g>
            <text id="label.lower" x="160 168.05 176.1 184.15" y="56" font-family="Inter, &apos;SF Pro Text&apos;, -apple-system, system-ui, sans-serif" font-size="13" font-weight="600" fill="#3c3c43" fill-opacity="0.6" xml:space="preserve"><tspan x="160">$</tspan><tspan x="168.05">1</tspan><tspan x="176.1">2</tspan><tspan x="184.15">0</tspan></text>
          </g>
        </svg>

        """

    @Test("writes the slider fixture exactly: attribute order, leaf opacity products, filters, inside stroke, text")
    func exactOutput() {
        let svg = SVGRender.svg(Fixtures.slider)
        expectEqual(svg, Self.expectedSlider)
        if svg != Self.expectedSlider {
            let got = svg.split(separator: "\n", omittingEmptySubsequences: false)
            let want = Self.expectedSlider.split(separator: "\n", omittingEmptySubsequences: false)
            for (i, (g, w)) in zip(got, want).enumerated() where g != w {
                Issue.record("first difference on line \(i + 1):\n got: \(g)\nwant: \(w)")
                break
            }
        }
    }

    @Test("a fill and a stroke whose components were set outside 0...1 are written clamped, not trapped on")
    func wildColorComponents() {
        var fill = Color(hex: 0x336699)
        fill.red = 7
        fill.blue = -.infinity
        var stroke = Color.black
        stroke.green = .nan
        stroke.blue = 1.000_001
        let paint = Paint(fill: fill, stroke: Stroke(color: stroke, width: 1))
        let scene = Scene(size: Size(width: 10, height: 10), nodes: [Node(id: "dot", shape: .circle(Circle(center: Point(x: 5, y: 5), radius: 4), paint))])
        var writer = SVGWriter()
        let svg = String(decoding: writer.write(scene), as: UTF8.self)
        expectContains(svg, ##"fill="#ff6600""##)
        expectContains(svg, ##"stroke="#0000ff""##)
    }

    @Test("the same scene always gives the same bytes")
    func deterministic() {
        expectEqual(SVGRender.bytes(Fixtures.slider), SVGRender.bytes(Fixtures.slider))
        expectEqual(SVGRender.svg(Fixtures.slider), String(decoding: SVGRender.bytes(Fixtures.slider), as: UTF8.self))
    }

    @Test("a reused writer gives the same bytes as a fresh one, frame after frame, and keeps its capacity")
    func writerReuse() {
        let frames = [Fixtures.slider, Fixtures.features, Fixtures.slider, Fixtures.features]
        var writer = SVGWriter()
        var lastCapacity = 0
        for (i, frame) in frames.enumerated() {
            let fresh = SVGRender.bytes(frame)
            let reused = writer.write(frame)
            expectEqual(reused, fresh)
            let lent = writer.withBytes(of: frame) { Array($0) }
            expectEqual(lent, fresh)
            if i >= 2 { #expect(writer.buffer.capacity == lastCapacity) }
            lastCapacity = writer.buffer.capacity
        }
    }

    @Test("copies of a writer never write into each other's bytes")
    func copiesAreIndependent() {
        var first = SVGWriter()
        let sliderBytes = first.write(Fixtures.slider)
        var second = first
        let lent = first.withBytes(of: Fixtures.slider) { bytes in
            // While `first` lends its bytes, the copy writes another scene.
            let other = second.write(Fixtures.features)
            expectEqual(other, SVGRender.bytes(Fixtures.features))
            return Array(bytes)
        }
        expectEqual(lent, sliderBytes)
        expectEqual(second.write(Fixtures.slider), sliderBytes)
    }

    @Test("changing the options of a writer takes effect on the next frame")
    func changingOptions() {
        var writer = SVGWriter()
        _ = writer.write(Fixtures.slider)
        writer.options.idPrefix = "light-"
        writer.options.fontFamily = "Inter"
        let svg = String(decoding: writer.write(Fixtures.slider), as: UTF8.self)
        expectEqual(svg, SVGRender.svg(Fixtures.slider, options: SVGOptions(idPrefix: "light-", fontFamily: "Inter")))
        #expect(svg.contains(##"<g id="light-slider" filter="url(#light-f1)" opacity="0.45">"##))
        expectContains(svg, ##"font-family="Inter""##)
    }

    @Test("starts with the XML declaration and the root element, ends with one newline, uses LF only")
    func prologAndEnding() {
        let svg = SVGRender.svg(Fixtures.features)
        let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines[0], #"<?xml version="1.0" encoding="UTF-8"?>"#)
        expectEqual(lines[1], #"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80">"#)
        expectSuffix(svg, "</svg>\n")
        #expect(!svg.hasSuffix("\n\n"))
        #expect(!svg.utf8.contains(UInt8(ascii: "\r")))
    }

    @Test("one element per line, indented two spaces per depth", arguments: [Fixtures.slider, Fixtures.features])
    func indentation(scene: Scene) {
        var depth = 0
        let lines = SVGRender.svg(scene).split(separator: "\n")
        for line in lines.dropFirst() {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            #expect(body.hasPrefix("<"), "line does not start an element: \(line)")
            if body.hasPrefix("</") { depth -= 1 }
            expectEqual(indent, 2 * depth, "wrong indentation: \(line)")
            let closesItself = body.hasSuffix("/>") || (!body.hasPrefix("</") && body.contains("</"))
            if !body.hasPrefix("</") && !closesItself { depth += 1 }
        }
        expectEqual(depth, 0)
    }

    @Test("the output is well-formed XML", arguments: [Fixtures.slider, Fixtures.features])
    func wellFormed(scene: Scene) throws {
        let parsed = try ParsedSVG(bytes: SVGRender.bytes(scene))
        expectEqual(parsed.elements.first, "svg")
    }

    @Test("a background becomes a full-size rect; none means no rect")
    func background() {
        var scene = Scene(size: Size(width: 10.5, height: 4), background: Color(hex: 0x112233, alpha: 0.5), nodes: [])
        expectContains(SVGRender.svg(scene), "\n  <rect width=\"10.5\" height=\"4\" fill=\"#112233\" fill-opacity=\"0.5\"/>\n")
        scene.background = nil
        expectEqual(SVGRender.svg(scene), """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" width="10.5" height="4" viewBox="0 0 10.5 4">
                </svg>

                """)
    }

    @Test("decimals option rounds coordinates but keeps opacities at two decimals")
    func decimalsOption() {
        let node = Node(
            id: "r",
            shape: .roundedRect(
                RoundedRect(Rect(x: 1.23456, y: 0, width: 10, height: 10), cornerRadius: 0), Paint(fill: .black)),
            opacity: 0.45)
        let scene = Scene(size: Size(width: 20, height: 20), nodes: [node])
        expectContains(SVGRender.svg(scene, options: SVGOptions(decimals: 0)), ##"<rect id="r" x="1" y="0" width="10" height="10" fill="#000000" opacity="0.45"/>"##)
        expectContains(SVGRender.svg(scene, options: SVGOptions(decimals: 4)), #"x="1.2346""#)
    }
}
