import SceneGraph

/// What each node of the frame before wrote, so a node that has not changed is copied, not written again.
///
/// Frames of a replay differ in a few nodes: a drag moves one thumb and the fill, while the other thumb, the track
/// and the labels stay as they were. A node's bytes are made from the node and its subtree, its depth, the opacity
/// its ancestors pass down, and the number of filters and clip paths written before it (their ids count up); the
/// writer's options, which are fixed while the memo lives, do the rest. When all of those are the same as for its
/// counterpart in the frame before, the node's bytes are copied from that frame and the filter and clip counts move
/// on as they did then.
///
/// Counterparts are found by walking the two frames side by side: the i-th node of a list is matched with the i-th
/// node of its parent's counterpart's list (the top-level lists, for the top level). "The same" is exact: strings by
/// their UTF-8 bytes (`==` calls canonically equivalent spellings equal, which are written differently), numbers by
/// their bits (`==` calls 0 and -0 equal; NaN, unequal to itself under `==`, is the same as itself here, and written
/// the same).
///
/// The memo keeps the last frame's top-level nodes (one array, shared with the caller's scene) and, for each node in
/// drawing order, where its bytes were: no node is copied.
struct NodeMemo: Sendable {
    /// One node's bytes in a frame, and what they were made from besides the node.
    struct Entry: Sendable {
        /// Its depth, and the bits of the opacity its ancestors passed down.
        var depth: Int
        var inheritedOpacity: UInt64
        /// The filters and clip paths written before it.
        var filters: Int
        var clips: Int
        /// Its bytes in the frame: `start..<end`.
        var start: Int
        var end: Int
        /// Filters and clip paths its subtree wrote.
        var addedFilters: Int
        var addedClips: Int
        /// Nodes in its subtree, itself included: the entries of its subtree are this one and the `size - 1` after it.
        var size: Int
    }

    /// A node's counterpart in the frame before: the node, read in place, and its entry's index.
    struct Counterpart {
        var node: UnsafePointer<Node>
        var place: Int
    }

    /// The frame before: its top-level nodes, its entries in drawing order, and its bytes (the writer's buffer of
    /// that frame, swapped out rather than copied).
    private(set) var previousNodes: [Node] = []
    private(set) var previous: [Entry] = []
    /// Made at the first frame that copies, so a writer that never does allocates no second buffer.
    var previousBytes: ByteBuffer?
    /// What comparing a node with the one at each place of the frame before found, this frame: 0 not compared yet,
    /// 1 the same, 2 different. A node is compared with its subtree, so comparing a group finds out about its
    /// children too; remembering it keeps each pair from being compared again when the writer reaches the children.
    private var known: [UInt8] = []
    /// The frame being written.
    private var currentNodes: [Node] = []
    private(set) var current: [Entry] = []
    /// Nodes copied (a subtree copied counts once), for the tests.
    private(set) var copied = 0
    /// Whether the frame being written keeps entries (only `SVGWriter.render` does; the animation's slots do not).
    private(set) var recording = false

    /// Starts a frame of `nodes`: the last frame becomes the one to copy from.
    mutating func begin(_ nodes: [Node]) {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        previousNodes = currentNodes
        currentNodes = nodes
        known.removeAll(keepingCapacity: true)
        known.append(contentsOf: repeatElement(0, count: previous.count))
        recording = true
    }

    /// Ends a frame; the writer keeps its bytes in `previousBytes` for the next frame to copy from.
    mutating func end() {
        previousNodes = []
        recording = false
    }

    /// Whether it remembers no frame.
    var isEmpty: Bool { current.isEmpty && previous.isEmpty }

    /// Forgets everything (the options changed, or copying was turned off).
    mutating func removeAll() {
        self = NodeMemo()
    }

    /// Whether the counterpart's bytes can stand for `node`'s: the same context and the same node, exactly.
    mutating func matches(_ node: UnsafePointer<Node>, _ counterpart: Counterpart, depth: Int, inheritedOpacity: Double,
                          filters: Int, clips: Int) -> Bool {
        previous.withUnsafeBufferPointer { entries in
            let e = entries.baseAddress! + counterpart.place
            return e.pointee.depth == depth && e.pointee.inheritedOpacity == inheritedOpacity.bitPattern
                && e.pointee.filters == filters && e.pointee.clips == clips
        } && same(node, counterpart.node, place: counterpart.place)
    }

    /// Whether `node` and the previous frame's node `before`, at `place`, are the same with their subtrees; each pair
    /// is compared once a frame.
    private mutating func same(_ node: UnsafePointer<Node>, _ before: UnsafePointer<Node>, place: Int) -> Bool {
        if known[place] != 0 { return known[place] == 1 }
        var result = SameBits.ownFields(node, before)
        if result {
            result = node.pointee.children.withUnsafeBufferPointer { now in
                before.pointee.children.withUnsafeBufferPointer { then in
                    guard now.count == then.count else { return false }
                    guard now.baseAddress != then.baseAddress, let x = now.baseAddress, let y = then.baseAddress else { return true }
                    var child = place + 1
                    for i in 0..<now.count {
                        if !same(x + i, y + i, place: child) { return false }
                        child = sibling(after: child)
                    }
                    return true
                }
            }
        }
        known[place] = result ? 1 : 2
        return result
    }

    /// Copies the counterpart's bytes to `buffer`, and its subtree's entries to this frame's; the filter and clip
    /// counts move on as they did then.
    mutating func copy(_ counterpart: Counterpart, to buffer: inout ByteBuffer, filters: inout Int, clips: inout Int) {
        let place = counterpart.place
        let kept = previous[place]
        copied += 1
        filters += kept.addedFilters
        clips += kept.addedClips
        let shift = buffer.count - kept.start
        if let previousBytes { buffer.append(UnsafeBufferPointer(rebasing: previousBytes.bytes[kept.start..<kept.end])) }
        for i in place..<(place + kept.size) {
            var entry = previous[i]
            entry.start += shift
            entry.end += shift
            current.append(entry)
        }
    }

    /// Adds an entry for a node about to be written from `start`; returns its index, for `close`.
    mutating func open(depth: Int, inheritedOpacity: Double, filters: Int, clips: Int, start: Int) -> Int {
        current.append(Entry(depth: depth, inheritedOpacity: inheritedOpacity.bitPattern, filters: filters,
                             clips: clips, start: start, end: start, addedFilters: 0, addedClips: 0, size: 1))
        return current.count - 1
    }

    /// Completes the entry at `place` once its subtree is written.
    mutating func close(_ place: Int, end: Int, filters: Int, clips: Int) {
        current.withUnsafeMutableBufferPointer { entries in
            let e = entries.baseAddress! + place
            e.pointee.end = end
            e.pointee.addedFilters = filters - e.pointee.filters
            e.pointee.addedClips = clips - e.pointee.clips
            e.pointee.size = entries.count - place
        }
    }

    /// The entry index of the node after the one at `place` in its list.
    func sibling(after place: Int) -> Int {
        place + previous[place].size
    }
}

/// Exact sameness of scene values: strings by UTF-8 bytes, numbers by bits. Every stored property of `Node` and of
/// what it holds is compared; `NodeMemoTests` counts them, so a property added later fails a test until it is
/// compared here too.
enum SameBits {
    /// Everything of the two nodes but their children (which `NodeMemo` compares pair by pair).
    static func ownFields(_ a: UnsafePointer<Node>, _ b: UnsafePointer<Node>) -> Bool {
        guard a != b else { return true }
        return string(a.pointee.id, b.pointee.id) && shape(a, b)
            && transform(a.pointee.transform, b.pointee.transform)
            && double(a.pointee.opacity.value, b.pointee.opacity.value)
            && double(a.pointee.saturation.value, b.pointee.saturation.value)
            && optional(a.pointee.shadow, b.pointee.shadow, shadow) && optional(a.pointee.clip, b.pointee.clip, roundedRect)
    }

    @inline(__always)
    static func double(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

    @inline(__always)
    static func point(_ a: Point, _ b: Point) -> Bool { double(a.x, b.x) && double(a.y, b.y) }

    static func rect(_ a: Rect, _ b: Rect) -> Bool {
        double(a.x, b.x) && double(a.y, b.y) && double(a.width, b.width) && double(a.height, b.height)
    }

    static func color(_ a: Color, _ b: Color) -> Bool { a.hasSameBits(as: b) }

    static func transform(_ a: Transform, _ b: Transform) -> Bool {
        double(a.translateX, b.translateX) && double(a.translateY, b.translateY) && double(a.scale, b.scale)
            && point(a.anchor, b.anchor)
    }

    static func shadow(_ a: Shadow, _ b: Shadow) -> Bool {
        color(a.color, b.color) && double(a.radius, b.radius) && double(a.x, b.x) && double(a.y, b.y)
    }

    static func roundedRect(_ a: RoundedRect, _ b: RoundedRect) -> Bool {
        rect(a.rect, b.rect) && double(a.cornerRadius, b.cornerRadius)
    }

    static func stroke(_ a: Stroke, _ b: Stroke) -> Bool {
        color(a.color, b.color) && double(a.width, b.width) && a.placement == b.placement && a.lineCap == b.lineCap
            && a.lineJoin == b.lineJoin
    }

    static func paint(_ a: Paint, _ b: Paint) -> Bool {
        optional(a.fill, b.fill, color) && optional(a.stroke, b.stroke, stroke)
    }

    @inline(__always)
    static func optional<T>(_ a: T?, _ b: T?, _ same: (T, T) -> Bool) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return same(x, y)
        default: return false
        }
    }

    @inline(__always)
    static func string(_ a: String, _ b: String) -> Bool { ExactText.same(a, b) }

    static func doubles(_ a: [Double], _ b: [Double]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                if x.baseAddress == y.baseAddress { return true }
                for i in 0..<x.count where !double(x[i], y[i]) { return false }
                return true
            }
        }
    }

    static func text(_ a: TextRun, _ b: TextRun) -> Bool {
        string(a.text, b.text) && point(a.origin, b.origin) && doubles(a.offsets, b.offsets) && double(a.width, b.width)
            && double(a.fontSize, b.fontSize) && a.fontWeight == b.fontWeight && color(a.color, b.color)
            && a.tabularDigits == b.tabularDigits
    }

    static func element(_ a: Path.Element, _ b: Path.Element) -> Bool {
        switch (a, b) {
        case let (.move(p), .move(q)), let (.line(p), .line(q)): return point(p, q)
        case let (.curve(p1, p2, p3), .curve(q1, q2, q3)): return point(p1, q1) && point(p2, q2) && point(p3, q3)
        case (.close, .close): return true
        default: return false
        }
    }

    static func path(_ a: Path, _ b: Path) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { element($0, $1) }
    }

    /// The nodes' shapes, read in place: a shape switched on as a value is copied whole, with its text or path.
    static func shape(_ a: UnsafePointer<Node>, _ b: UnsafePointer<Node>) -> Bool {
        switch a.pointee.shape {
        case .group:
            if case .group = b.pointee.shape { return true }
        case .roundedRect(let r, let p):
            if case .roundedRect(let s, let q) = b.pointee.shape { return roundedRect(r, s) && paint(p, q) }
        case .circle(let c, let p):
            if case .circle(let d, let q) = b.pointee.shape {
                return point(c.center, d.center) && double(c.radius, d.radius) && paint(p, q)
            }
        case .text(let r):
            if case .text(let s) = b.pointee.shape { return text(r, s) }
        case .path(let r, let p):
            if case .path(let s, let q) = b.pointee.shape { return path(r, s) && paint(p, q) }
        }
        return false
    }
}
