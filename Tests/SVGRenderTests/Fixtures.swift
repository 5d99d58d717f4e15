import SceneGraph

/// Small scenes shared by the SVG tests.
enum Fixtures {
    /// A range-slider-like scene: a capsule track, a thumb (inside stroke, shadow, opacity 0.5), a value label,
    /// all inside a group with saturation 0 and opacity 0.45 (a disabled control).
    static let slider: Scene = {
        let track = Node(
            id: "track",
            shape: .roundedRect(
                .capsule(Rect(x: 20, y: 28, width: 200, height: 4)), Paint(fill: Color(hex: 0x787880, alpha: 0.2))))
        let fill = Node(
            id: "track.fill",
            shape: .roundedRect(.capsule(Rect(x: 60, y: 28, width: 100, height: 4)), Paint(fill: Color(hex: 0x007AFF))))
        let thumb = Node(
            id: "thumb.lower",
            shape: .circle(
                Circle(center: Point(x: 60, y: 30), radius: 14),
                Paint(
                    fill: .white, stroke: Stroke(color: Color(hex: 0x000000, alpha: 0.1), width: 1, placement: .inside))
            ),
            opacity: 0.5,
            shadow: Shadow(color: Color(hex: 0x000000, alpha: 0.15), radius: 4, y: 2))
        let label = Node(
            id: "label.lower",
            shape: .text(
                TextRun(
                    text: "$120", origin: Point(x: 160, y: 56), offsets: [0, 8.05, 16.1, 24.15], width: 32.2,
                    fontSize: 13, fontWeight: 600, color: Color(hex: 0x3C3C43, alpha: 0.6))))
        let slider = Node(
            id: "slider", shape: .group, opacity: 0.45, saturation: 0, children: [track, fill, thumb, label])
        return Scene(size: Size(width: 240, height: 60), background: .white, nodes: [slider])
    }()
}

extension Fixtures {
    /// A scene touching every feature: transform, clip, nested filters, shadow plus saturation on one node,
    /// a path, an empty group, text with mismatched offsets, ids needing escapes.
    static let features: Scene = {
        let card = Node(
            id: "card",
            shape: .roundedRect(
                RoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6), Paint(fill: Color(hex: 0xFF0000))
            ),
            transform: Transform(translateX: 10, translateY: 5, scale: 2, anchor: Point(x: 5, y: 5)),
            saturation: 0.5,
            shadow: Shadow(color: Color(hex: 0x000000, alpha: 0.3), radius: 2, x: 1, y: 3),
            clip: RoundedRect(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 4))
        let icon = Node(
            id: "icon",
            shape: .path(
                Path([
                    .move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)),
                    .curve(Point(x: 10, y: 5), Point(x: 5, y: 10), Point(x: 0, y: 10)), .close,
                ]),
                Paint(stroke: Stroke(color: Color(hex: 0x00FF00, alpha: 0.5), width: 2, placement: .centered))))
        let empty = Node.group("empty", [])
        let text = Node(
            id: "a&b",
            shape: .text(
                TextRun(
                    text: "Hi", origin: Point(x: 4, y: 70), offsets: [0], width: 12, fontSize: 10, fontWeight: 400,
                    color: .black)))
        let outer = Node(id: "outer", shape: .group, opacity: 0.5, saturation: 0, children: [card, icon, empty])
        return Scene(size: Size(width: 120, height: 80), nodes: [outer, text])
    }()
}
