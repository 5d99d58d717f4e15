@testable import SceneGraph

/// Small scenes for the timeline tests.
enum AnimationFixtures {
    static let glide = Animation.spring(duration: 0.3, bounce: 0.3)

    static func text(_ id: String, _ string: String, x: Double, color: Color = .black) -> Node {
        let count = string.unicodeScalars.count
        let run = TextRun(
            text: string, origin: Point(x: x, y: 20), offsets: (0..<count).map { Double($0) * 8 },
            width: Double(count) * 8, fontSize: 13, fontWeight: 600, color: color)
        return Node(id: id, shape: .text(run))
    }

    static func thumb(_ id: String, x: Double, grabbed: Bool = false) -> Node {
        let center = Point(x: x, y: 40)
        let face = Node(
            id: id + ".face",
            shape: .circle(
                Circle(center: center, radius: 14),
                Paint(fill: .white, stroke: Stroke(color: Color(hex: 0xD1D1D6), width: grabbed ? 3 : 2))))
        var node = Node.group(id, [face])
        node.shadow = Shadow(color: Color.black.withAlpha(grabbed ? 0.22 : 0.12), radius: grabbed ? 6 : 3, y: grabbed ? 3 : 1)
        node.transform = Transform(scale: grabbed ? 1.18 : 1, anchor: center)
        return node
    }

    /// Header text, a clipped track and two thumbs.
    static func slider(
        lower: Double, upper: Double = 280, lowerText: String = "$120", lowerTextX: Double = 0, grabbed: Bool = false
    ) -> Scene {
        let capsule = RoundedRect.capsule(Rect(x: 0, y: 38, width: 320, height: 4))
        var track = Node.group(
            "track",
            [
                Node(id: "track.background", shape: .roundedRect(capsule, Paint(fill: Color(hex: 0xE5E5EA)))),
                Node(
                    id: "track.fill",
                    shape: .roundedRect(
                        RoundedRect(Rect(x: lower, y: 38, width: upper - lower, height: 4), cornerRadius: 0),
                        Paint(fill: Color(hex: 0x007AFF)))),
            ])
        track.clip = capsule
        let header = Node.group("header", [text("header.lower", lowerText, x: lowerTextX), text("header.upper", "$480", x: 60)])
        let accessibility = [
            AccessibilityElement(
                id: "thumb.lower", label: "Minimum price", value: lowerText, traits: ["adjustable"],
                frame: Rect(center: Point(x: lower, y: 40), width: 44, height: 44), actions: ["increment", "decrement"],
                sortPriority: 2)
        ]
        return Scene(
            size: Size(width: 320, height: 60), background: .white,
            nodes: [header, track, thumb("thumb.lower", x: lower, grabbed: grabbed), thumb("thumb.upper", x: upper)],
            accessibility: accessibility)
    }

    /// The circle centre x of a thumb's face in a scene.
    static func faceX(_ scene: Scene, _ thumb: String) -> Double? {
        guard case .circle(let circle, _)? = scene.node(id: thumb + ".face")?.shape else { return nil }
        return circle.center.x
    }

    /// Every node id of a scene in drawing order.
    static func ids(_ scene: Scene) -> [String] {
        var ids: [String] = []
        for node in scene.nodes { node.forEachNode { ids.append($0.id) } }
        return ids
    }
}
