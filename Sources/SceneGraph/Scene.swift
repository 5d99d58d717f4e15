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
        withNode(id: id) { $0.pointee }
    }

    /// `body` of the first node with the given id (depth first), read in place: only what `body` takes from the
    /// node is copied, not the nodes passed on the way. Nil when no node has the id. The pointer is valid only
    /// inside `body`. Inlinable, so that callers in other modules get it for their own `R` rather than looking up
    /// `Optional<R>`'s metadata at run time on every call.
    @inlinable
    public func withNode<R>(id: String, _ body: (UnsafePointer<Node>) -> R) -> R? {
        var result: R?
        func search(_ nodes: [Node]) -> Bool {
            nodes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return false }
                for i in 0..<buffer.count {
                    let node = base + i
                    // Lengths first: they are in the strings themselves, so a node whose id differs in length is
                    // passed without reading its id's storage (whose reference count another thread may be writing).
                    if node.pointee.id.utf8.count == id.utf8.count && node.pointee.id == id {
                        result = body(node)
                        return true
                    }
                    if search(node.pointee.children) { return true }
                }
                return false
            }
        }
        _ = search(nodes)
        return result
    }
}
