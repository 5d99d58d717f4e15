import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

/// The lines of the SVG for `nodes` on a 100×100 canvas, without indentation.
private func lines(_ nodes: [Node], options: SVGOptions = .init()) -> [String] {
    SVGRender.svg(Scene(size: Size(width: 100, height: 100), nodes: nodes), options: options)
        .split(separator: "\n")
        .map { String($0.drop { $0 == " " }) }
}

private func rect(_ id: String, _ r: Rect, radius: Double = 0, _ paint: Paint) -> Node {
    Node(id: id, shape: .roundedRect(RoundedRect(r, cornerRadius: radius), paint))
}

@Suite("SVGWriter elements")
struct SVGWriterFeatureTests {
    @Test("inside strokes inset the shape by half the line width; centred strokes do not")
    func insideStroke() {
        let inside = Stroke(color: .black, width: 2, placement: .inside)
        let centered = Stroke(color: .black, width: 2, placement: .centered)
        let out = lines([
            rect("a", Rect(x: 0, y: 0, width: 40, height: 20), radius: 10, Paint(fill: .white, stroke: inside)),
            rect("b", Rect(x: 0, y: 0, width: 40, height: 20), radius: 10, Paint(fill: .white, stroke: centered)),
            rect("c", Rect(x: 0, y: 0, width: 40, height: 20), radius: 0.5, Paint(stroke: inside)),
            Node(
                id: "d",
                shape: .circle(
                    Circle(center: Point(x: 50, y: 50), radius: 10), Paint(stroke: Stroke(color: .black, width: 4)))),
            Node(
                id: "e",
                shape: .circle(
                    Circle(center: Point(x: 50, y: 50), radius: 10),
                    Paint(stroke: Stroke(color: .black, width: 4, placement: .centered)))),
            Node(
                id: "f",
                shape: .circle(
                    Circle(center: Point(x: 50, y: 50), radius: 1), Paint(stroke: Stroke(color: .black, width: 4)))),
        ])
        expect(
            lines: out,
            contain:
                ##"<rect id="a" x="1" y="1" width="38" height="18" rx="9" fill="#ffffff" stroke="#000000" stroke-width="2"/>"##
        )
        expect(
            lines: out,
            contain:
                ##"<rect id="b" x="0" y="0" width="40" height="20" rx="10" fill="#ffffff" stroke="#000000" stroke-width="2"/>"##
        )
        expect(
            lines: out,
            contain:
                ##"<rect id="c" x="1" y="1" width="38" height="18" fill="none" stroke="#000000" stroke-width="2"/>"##)
        expect(
            lines: out,
            contain: ##"<circle id="d" cx="50" cy="50" r="8" fill="none" stroke="#000000" stroke-width="4"/>"##)
        expect(
            lines: out,
            contain: ##"<circle id="e" cx="50" cy="50" r="10" fill="none" stroke="#000000" stroke-width="4"/>"##)
        expect(
            lines: out,
            contain: ##"<circle id="f" cx="50" cy="50" r="0" fill="none" stroke="#000000" stroke-width="4"/>"##)
    }

    @Test("opacity multiplies down the tree onto leaves; groups never carry opacity")
    func opacityProducts() {
        let leaf = rect("leaf", Rect(x: 0, y: 0, width: 1, height: 1), Paint(fill: Color(hex: 0x102030, alpha: 0.5)))
        var inner = Node.group(
            "inner",
            [
                leaf,
                Node(id: "opaque", shape: .circle(Circle(center: .zero, radius: 1), Paint(fill: .black)), opacity: 0.8),
            ])
        inner.opacity = 0.5
        var outer = Node.group("outer", [inner])
        outer.opacity = 0.5
        let full = Node.group("full", [rect("solid", Rect(x: 0, y: 0, width: 1, height: 1), Paint(fill: .black))])
        let out = lines([outer, full])
        expect(
            lines: out,
            contain:
                ##"<rect id="leaf" x="0" y="0" width="1" height="1" fill="#102030" fill-opacity="0.5" opacity="0.25"/>"##
        )
        expect(lines: out, contain: ##"<circle id="opaque" cx="0" cy="0" r="1" fill="#000000" opacity="0.2"/>"##)
        expect(lines: out, contain: ##"<rect id="solid" x="0" y="0" width="1" height="1" fill="#000000"/>"##)
        #expect(out.filter { $0.hasPrefix("<g") }.allSatisfy { !$0.contains("opacity") })
    }

    @Test("definition ids count up in traversal order, with the id prefix on every id and reference")
    func idNumbering() {
        let shadow = Shadow(color: .black, radius: 1)
        let clip = RoundedRect(Rect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 0)
        let dot = Paint(fill: .black)
        let a = Node(id: "a", shape: .circle(Circle(center: .zero, radius: 2), dot), shadow: shadow, clip: clip)
        let b = Node(id: "b", shape: .circle(Circle(center: .zero, radius: 2), dot), clip: clip)
        let c = Node(id: "c", shape: .circle(Circle(center: .zero, radius: 2), dot), saturation: 0.2)
        let group = Node(id: "g", shape: .group, saturation: 0, children: [a, b, c])
        let out = lines([group], options: SVGOptions(idPrefix: "s1-"))
        let ids = out.compactMap { line -> String? in
            guard line.hasPrefix("<filter") || line.hasPrefix("<clipPath") || line.hasPrefix("<g") else { return nil }
            return line.split(separator: "\"")[1].description
        }
        expectEqual(ids, ["s1-f1", "s1-g", "s1-f2", "s1-c1", "s1-a", "s1-c2", "s1-b", "s1-f3", "s1-c"])
        expect(lines: out, contain: ##"<g id="s1-g" filter="url(#s1-f1)">"##)
        expect(lines: out, contain: ##"<g id="s1-a" filter="url(#s1-f2)" clip-path="url(#s1-c1)">"##)
        expect(lines: out, contain: ##"<g id="s1-b" clip-path="url(#s1-c2)">"##)
        // Each definition comes in a <defs> right before the element that uses it.
        let defsBeforeA = out.firstIndex(of: ##"<g id="s1-a" filter="url(#s1-f2)" clip-path="url(#s1-c1)">"##).map {
            out[$0 - 1]
        }
        expectEqual(defsBeforeA, "</defs>")
    }

    @Test("a saturated group whose child has a shadow nests the filters, and its region covers the child's shadow")
    func nestedFilters() {
        let thumb = Node(
            id: "thumb", shape: .circle(Circle(center: Point(x: 50, y: 50), radius: 10), Paint(fill: .white)),
            shadow: Shadow(color: Color(hex: 0, alpha: 0.2), radius: 4, x: 0, y: 2))
        let group = Node(id: "control", shape: .group, saturation: 0, children: [thumb])
        let out = lines([group])
        // Thumb: 40...60 square; shadow moves it 2 down and grows it by 12: x 28...72, y 30...74; plus the 1 pt margin.
        expect(
            lines: out,
            contain:
                ##"<filter id="f1" filterUnits="userSpaceOnUse" x="27" y="29" width="46" height="46" color-interpolation-filters="sRGB">"##
        )
        expect(
            lines: out,
            contain:
                ##"<filter id="f2" filterUnits="userSpaceOnUse" x="27" y="29" width="46" height="46" color-interpolation-filters="sRGB">"##
        )
        let order = out.filter { $0.hasPrefix("<g ") || $0.hasPrefix("<fe") }
        expectEqual(order, [
                ##"<feColorMatrix in="SourceGraphic" type="saturate" values="0"/>"##,
                ##"<g id="control" filter="url(#f1)">"##,
                ##"<feGaussianBlur in="SourceAlpha" stdDeviation="4" result="blur"/>"##,
                ##"<feOffset in="blur" dx="0" dy="2" result="offset"/>"##,
                ##"<feFlood flood-color="#000000" flood-opacity="0.2" result="color"/>"##,
                ##"<feComposite in="color" in2="offset" operator="in" result="shadow"/>"##,
                ##"<feMerge>"##,
                ##"<feMergeNode in="shadow"/>"##,
                ##"<feMergeNode in="SourceGraphic"/>"##,
                ##"<g id="thumb" filter="url(#f2)">"##,
            ])
        #expect(!SVGRender.svg(Scene(size: Size(width: 1, height: 1), nodes: [group])).contains("feDropShadow"))
    }

    @Test("shadow and saturation on one node make one filter, saturating after the merge")
    func shadowAndSaturation() {
        let svg = SVGRender.svg(Fixtures.features)
        expectContains(svg, ##"<feMerge result="merged">"##)
        expectContains(svg, ##"<feColorMatrix in="merged" type="saturate" values="0.5"/>"##)
        expectEqual(svg.components(separatedBy: "<filter ").count, 3)
    }

    @Test("transforms become matrix(a b c d e f); clips become clipPath rects in local space")
    func transformAndClip() {
        let out = lines(Fixtures.features.nodes)
        expect(
            lines: out,
            contain: ##"<g id="card" transform="matrix(2 0 0 2 5 0)" filter="url(#f2)" clip-path="url(#c1)">"##)
        expect(lines: out, contain: ##"<clipPath id="c1">"##)
        expect(lines: out, contain: ##"<rect x="0" y="0" width="30" height="20" rx="4"/>"##)
        let moved = Node(
            id: "m", shape: .group, transform: Transform(translateX: -3.5),
            children: [rect("r", Rect(x: 0, y: 0, width: 1, height: 1), Paint(fill: .black))])
        expect(lines: lines([moved]), contain: ##"<g id="m" transform="matrix(1 0 0 1 -3.5 0)">"##)
    }

    @Test("paths, empty groups, no-fill paints and text fallback")
    func otherElements() {
        let out = lines(Fixtures.features.nodes)
        expect(
            lines: out,
            contain:
                ##"<path id="icon" d="M0 0 L10 0 C10 5 5 10 0 10 Z" fill="none" stroke="#00ff00" stroke-width="2" stroke-opacity="0.5"/>"##
        )
        expect(lines: out, contain: ##"<g id="empty"/>"##)
        // Offsets that do not match the scalar count fall back to one x and no tspans.
        expect(
            lines: out,
            contain:
                ##"<text id="a&amp;b" x="4" y="70" font-family="Inter, &apos;SF Pro Text&apos;, -apple-system, system-ui, sans-serif" font-size="10" font-weight="400" fill="#000000" xml:space="preserve">Hi</text>"##
        )
    }

    @Test("text gets one x per Unicode scalar in the x list; offsets the font would not give get a tspan each")
    func textPositions() {
        let run = TextRun(
            text: "€1 é", origin: Point(x: 10, y: 20), offsets: [0, 7.5, 12.25, 15.004], width: 22, fontSize: 17,
            fontWeight: 600,
            color: Color(hex: 0x3C3C43, alpha: 0.6))
        let out = lines([Node(id: "t", shape: .text(run))], options: SVGOptions(fontFamily: "Inter"))
        expect(
            lines: out,
            contain:
                ##"<text id="t" x="10 17.5 22.25 25" y="20" font-family="Inter" font-size="17" font-weight="600" fill="#3c3c43" fill-opacity="0.6" xml:space="preserve"><tspan x="10">€</tspan><tspan x="17.5">1</tspan><tspan x="22.25"> </tspan><tspan x="25">é</tspan></text>"##
        )
        expectEqual(SVGWriter.scalarCount("e\u{301}😀"), 3)
    }
}

/// Expects one of `lines` to equal `line`, printing the lines with the same opening tag when none does.
private func expect(lines: [String], contain line: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if lines.contains(line) { return }
    let tag = line.prefix { $0 != " " }
    let similar = lines.filter { $0.hasPrefix(tag) }.joined(separator: "\n")
    Issue.record("missing line:\n\(line)\nlines starting \(tag):\n\(similar)", sourceLocation: sourceLocation)
}
