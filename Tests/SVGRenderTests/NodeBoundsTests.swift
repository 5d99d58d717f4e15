import SceneGraph
import Testing
import TestSupport

@Suite("Node bounds")
struct NodeBoundsTests {
    @Test("rounded rects count centred strokes outside the edge, inside strokes not")
    func rects() {
        let r = Rect(x: 10, y: 20, width: 30, height: 10)
        let inside = Node(id: "i", shape: .roundedRect(.capsule(r), Paint(stroke: Stroke(color: .black, width: 4))))
        let centered = Node(
            id: "c",
            shape: .roundedRect(.capsule(r), Paint(stroke: Stroke(color: .black, width: 4, placement: .centered))))
        expectEqual(inside.localBounds, r)
        expectEqual(centered.localBounds, Rect(x: 8, y: 18, width: 34, height: 14))
    }

    @Test("circles, text and paths")
    func shapes() {
        let circle = Node(id: "c", shape: .circle(Circle(center: Point(x: 5, y: 5), radius: 3), Paint(fill: .black)))
        expectEqual(circle.localBounds, Rect(x: 2, y: 2, width: 6, height: 6))
        let run = TextRun(
            text: "ab", origin: Point(x: 10, y: 100), offsets: [0, 5], width: 11, fontSize: 10, fontWeight: 400,
            color: .black)
        let text = Node(id: "t", shape: .text(run))
        #expect(close(text.localBounds, Rect(x: 10, y: 90.3, width: 11, height: 12.2)))
        let path = Node(
            id: "p",
            shape: .path(
                Path([
                    .move(Point(x: 0, y: 0)), .curve(Point(x: 4, y: -6), Point(x: 8, y: 0), Point(x: 10, y: 2)), .close,
                ]), Paint(fill: .black)))
        expectEqual(path.localBounds, Rect(x: 0, y: -6, width: 10, height: 8))
        expectNil(Node.group("g", []).localBounds)
    }

    @Test("children contribute through their transforms, shadows and clips; the node's own effects are left out")
    func children() {
        let square = Paint(fill: .black)
        let scaled = Node(
            id: "s", shape: .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), square),
            transform: Transform(translateX: 100, translateY: 0, scale: 2, anchor: Point(x: 5, y: 5)))
        let shadowed = Node(
            id: "sh",
            shape: .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), square),
            shadow: Shadow(color: .black, radius: 1, x: 0, y: 4))
        let clipped = Node(
            id: "cl",
            shape: .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 0), square),
            clip: RoundedRect(Rect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 0))
        expectEqual(scaled.boundsInParent, Rect(x: 95, y: -5, width: 20, height: 20))
        // Shadow: the square moved 4 down and grown by 3·radius: -3...13 × 1...17, joined with the square itself.
        expectEqual(shadowed.boundsInParent, Rect(x: -3, y: 0, width: 16, height: 17))
        expectEqual(clipped.boundsInParent, Rect(x: 0, y: 0, width: 5, height: 5))
        var parent = Node.group("p", [scaled, shadowed, clipped])
        parent.shadow = Shadow(color: .black, radius: 10)
        parent.transform = Transform(translateX: 1000)
        expectEqual(parent.localBounds, Rect(x: -3, y: -5, width: 118, height: 22))
    }

    @Test("layout bounds: shapes where translations put them, text as its SF Pro line box; no shadows, no scale")
    func layoutBounds() {
        let square = Paint(fill: .black)
        var thumb = Node(
            id: "s", shape: .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), square),
            transform: Transform(translateX: 100, translateY: 0, scale: 2, anchor: Point(x: 5, y: 5)))
        thumb.shadow = Shadow(color: .black, radius: 3, y: 2)
        expectEqual(thumb.layoutBoundsInParent, Rect(x: 100, y: 0, width: 10, height: 10))
        // 20 pt text with its baseline at 19.04: the line box is 0...23.87, the baseline 1950/2048 em below its top.
        let run = TextRun(text: "ab", origin: Point(x: 10, y: 20 * 1950 / 2048), offsets: [0, 5], width: 11,
                          fontSize: 20, fontWeight: 600, color: .black)
        var chip = Node.group("chip", [Node(id: "t", shape: .text(run))])
        chip.transform = Transform(translateX: -30)
        chip.opacity = .zero  // invisible nodes count, so a cross-fade never resizes what contains them
        #expect(close(chip.layoutBoundsInParent, Rect(x: -20, y: 0, width: 11, height: 20 * 2444 / 2048)))
    }
}

/// Whether two optional rectangles agree to within 1e-9 in every field.
private func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9
        && abs(a.height - b.height) < 1e-9
}
