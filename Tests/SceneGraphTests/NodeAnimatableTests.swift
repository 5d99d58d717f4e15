import Testing
import TestSupport

@testable import SceneGraph

@Suite struct NodeAnimatableTests {
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)

    @Test func valuesComeInTheDocumentedOrder() {
        var node = Node(
            id: "r",
            shape: .roundedRect(
                RoundedRect(Rect(x: 1, y: 2, width: 30, height: 10), cornerRadius: 4),
                Paint(fill: red, stroke: Stroke(color: blue, width: 2))),
            transform: Transform(translateX: 5, translateY: 6, scale: 1.5, anchor: Point(x: 7, y: 8)),
            opacity: 0.75, saturation: 0.25)
        node.shadow = Shadow(color: blue, radius: 3, x: 1, y: 2)
        node.clip = RoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10)
        let expected: [Double] = [
            5, 6, 1.5, 7, 8,  // transform
            0.75, 0.25,  // opacity, saturation
            0, 0, 1, 0.5, 3, 1, 2,  // shadow
            0, 0, 40, 20, 10,  // clip
            1, 2, 30, 10, 4,  // rounded rect
            1, 0, 0, 1,  // fill
            0, 0, 1, 0.5, 2,  // stroke
        ]
        expectEqual(node.animatableValues, expected)
        expectEqual(node.animatableValueCount, expected.count)
    }

    @Test func circleTextAndPathValues() {
        let circle = Node(id: "c", shape: .circle(Circle(center: Point(x: 3, y: 4), radius: 5), Paint(fill: red)))
        expectEqual(circle.animatableValues, [0, 0, 1, 0, 0, 1, 1, 3, 4, 5, 1, 0, 0, 1])
        let text = AnimationFixtures.text("t", "ab", x: 9, color: blue)
        expectEqual(text.animatableValues, [0, 0, 1, 0, 0, 1, 1, 9, 20, 0, 0, 1, 0.5])
        let path = Node(
            id: "p",
            shape: .path(
                Path([
                    .move(Point(x: 1, y: 2)), .line(Point(x: 3, y: 4)),
                    .curve(Point(x: 5, y: 6), Point(x: 7, y: 8), Point(x: 9, y: 10)), .close,
                ]),
                Paint(fill: red)))
        expectEqual(path.animatableValues, [0, 0, 1, 0, 0, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 0, 0, 1])
        expectEqual(Node.group("g", [circle]).animatableValues, [0, 0, 1, 0, 0, 1, 1])
    }

    @Test func settingTheValuesItHasChangesNothing() {
        let scene = AnimationFixtures.slider(lower: 40, upper: 200, grabbed: true)
        for top in scene.nodes {
            top.forEachNode { node in
                var copy = node
                copy.setAnimatableValues(node.animatableValues)
                expectEqual(copy, node, "\(node.id)")
            }
        }
    }

    @Test func settingValuesWritesEveryAttributeAndKeepsTheNodesRules() {
        var node = Node(
            id: "r",
            shape: .roundedRect(RoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2), Paint(fill: red)))
        var values = node.animatableValues
        values[0] = 12  // translateX
        values[5] = 1.3  // opacity overshoot
        values[9] = -4  // width
        values[11] = 9  // corner radius beyond half the side
        values[12] = 0.5  // fill red
        node.setAnimatableValues(values)
        expectEqual(node.transform.translateX, 12)
        expectEqual(node.opacity, .one)
        guard case .roundedRect(let rounded, let paint) = node.shape else {
            Issue.record("shape kind changed")
            return
        }
        expectEqual(rounded.rect.width, 0)
        expectEqual(rounded.cornerRadius, 0)
        expectEqual(paint.fill, Color(red: 0.5, green: 0, blue: 0))
        // Too few values leave the rest alone; too many are ignored.
        var short = node
        short.setAnimatableValues([3])
        #expect(short.transform.translateX == 3 && short.opacity == .one)
        var long = node
        long.setAnimatableValues(node.animatableValues + [1, 2, 3])
        expectEqual(long, node)
    }

    @Test func theShapeKeySeparatesWhatCannotInterpolate() {
        let a = AnimationFixtures.text("t", "$120", x: 0)
        expectEqual(a.animationShapeKey, AnimationFixtures.text("t", "$120", x: 50, color: blue).animationShapeKey)
        expectNotEqual(a.animationShapeKey, AnimationFixtures.text("t", "$125", x: 0).animationShapeKey)
        var bigger = a
        if case .text(var run) = bigger.shape {
            run.fontSize = 17
            bigger.shape = .text(run)
        }
        expectNotEqual(a.animationShapeKey, bigger.animationShapeKey)
        var shadowed = a
        shadowed.shadow = Shadow(color: .black, radius: 1)
        expectNotEqual(a.animationShapeKey, shadowed.animationShapeKey)

        let rect = RoundedRect(Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 0)
        let filled = Node(id: "r", shape: .roundedRect(rect, Paint(fill: red)))
        expectEqual(filled.animationShapeKey, Node(id: "r", shape: .roundedRect(rect, Paint(fill: blue))).animationShapeKey)
        expectNotEqual(filled.animationShapeKey, Node(id: "r", shape: .roundedRect(rect, Paint())).animationShapeKey)
        expectNotEqual(Node(id: "r", shape: .roundedRect(rect, Paint(stroke: Stroke(color: red, width: 1)))).animationShapeKey, Node(id: "r", shape: .roundedRect(rect, Paint(stroke: Stroke(color: red, width: 1, placement: .centered))))
                .animationShapeKey)
        expectNotEqual(filled.animationShapeKey, Node(id: "r", shape: .circle(Circle(center: .zero, radius: 2), Paint(fill: red))).animationShapeKey)

        let line = Node(id: "p", shape: .path(Path([.move(.zero), .line(Point(x: 1, y: 1))]), Paint(fill: red)))
        let moved = Node(id: "p", shape: .path(Path([.move(Point(x: 5, y: 5)), .line(Point(x: 9, y: 1))]), Paint(fill: red)))
        let curve = Node(
            id: "p", shape: .path(Path([.move(.zero), .curve(.zero, .zero, Point(x: 1, y: 1))]), Paint(fill: red)))
        expectEqual(line.animationShapeKey, moved.animationShapeKey)
        expectNotEqual(line.animationShapeKey, curve.animationShapeKey)
    }
}
