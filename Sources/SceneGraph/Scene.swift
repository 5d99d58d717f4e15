/// A whole frame: a canvas, its nodes and the accessibility tree that VoiceOver would read.
public struct Scene: Hashable, Sendable, Codable {
    /// Canvas size in points.
    public var size: Size
    /// Colour painted under everything, or transparent when nil.
    public var background: Color?
    /// Top-level nodes, drawn in order.
    public var nodes: [Node]
    /// Elements VoiceOver reads, in reading order.
    public var accessibility: [AccessibilityElement]

    /// Creates a scene.
    public init(size: Size, background: Color? = nil, nodes: [Node], accessibility: [AccessibilityElement] = []) {
        self.size = size
        self.background = background
        self.nodes = nodes
        self.accessibility = accessibility
    }

    /// The first node with the given id, searching depth first.
    public func node(id: String) -> Node? {
        for node in nodes {
            if let found = node.first(id: id) { return found }
        }
        return nil
    }
}
