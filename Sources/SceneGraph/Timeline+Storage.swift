/// The timeline's bookkeeping: flat arrays indexed by node order and value index, so a frame never looks anything up by name.
extension Timeline {
    /// One node of the target scene, in depth-first drawing order.
    struct Slot: Sendable {
        /// The node's id.
        var id: String
        /// Child indices from the scene's top level down to the node.
        var path: [Int]
        /// Where the node's values start in the flat value arrays.
        var valueStart: Int
        /// How many values the node has.
        var valueCount: Int
        /// What must stay equal for the node to interpolate.
        var key: AnimationShapeKey
        /// The fade-in of a text node whose string just changed, while it runs.
        var fadeIn: Fade?
        /// The index just past the node's last descendant: slots `index + 1 ..< subtreeEnd` are its descendants.
        var subtreeEnd: Int

        /// The node's indices in the flat value arrays.
        var values: Range<Int> { valueStart..<(valueStart + valueCount) }
    }

    /// One running animation of one value, started at `start` from a presentation value and velocity.
    struct Motion: Sendable {
        /// How it moves.
        var animation: Animation
        /// When it started.
        var start: Double
        /// The presentation value at the start.
        var from: Double
        /// The presentation velocity at the start.
        var velocity: Double
        /// Where it is going.
        var target: Double
        /// When it settles; from then on the value is exactly `target`.
        var end: Double

        /// The presentation value at t.
        func value(at t: Double) -> Double {
            t >= end ? target : animation.value(from: from, velocity: velocity, to: target, at: t - start)
        }

        /// The presentation velocity at t.
        func velocity(at t: Double) -> Double {
            t >= end ? 0 : animation.velocity(from: from, velocity: velocity, to: target, at: t - start)
        }

        /// The presentation value at t, exactly `value(at:)`, with a spring's basis taken from `cache`.
        func value(at t: Double, cache: inout SpringBasisCache) -> Double {
            guard t < end else { return target }
            guard case .spring(let spring) = animation else { return value(at: t) }
            return spring.value(from: from, velocity: velocity, to: target, basis: cache.basis(of: spring, at: t - start))
        }

        /// The presentation value and velocity at t, exactly `value(at:)` and `velocity(at:)`, from one spring basis.
        func state(at t: Double, cache: inout SpringBasisCache) -> (value: Double, velocity: Double) {
            guard t < end else { return (target, 0) }
            guard case .spring(let spring) = animation else { return (value(at: t), velocity(at: t)) }
            let basis = cache.basis(of: spring, at: t - start)
            return (spring.value(from: from, velocity: velocity, to: target, basis: basis),
                    spring.velocity(from: from, velocity: velocity, to: target, basis: basis))
        }
    }

    /// The last spring basis computed, for the next motion of the same spring at the same elapsed time.
    ///
    /// The values a change animates start together with one animation, so a frame or a commit evaluates the same
    /// `exp`, `cos` and `sin` once for them all instead of once for each value.
    struct SpringBasisCache {
        /// The spring of the basis kept, or nil before the first.
        private var spring: Spring?
        /// The elapsed time of the basis kept.
        private var elapsed = 0.0
        /// The basis kept.
        private var kept = (cosine: 1.0, sine: 0.0)

        /// `spring.basis(at: elapsed)`, computed again only when the spring or the elapsed time differ from the last.
        mutating func basis(of spring: Spring, at elapsed: Double) -> (cosine: Double, sine: Double) {
            if let last = self.spring, last == spring, self.elapsed == elapsed { return kept }
            kept = spring.basis(at: elapsed)
            self.spring = spring
            self.elapsed = elapsed
            return kept
        }
    }

    /// A linear opacity fade: a multiplier going from `from` to 0 (fading out) or from 0 to 1 (fading in).
    struct Fade: Sendable {
        /// When it started.
        var start: Double
        /// How long it lasts.
        var duration: Double
        /// The multiplier at the start of a fade-out (the fading-in node's multiplier when it was replaced).
        var from: Double

        /// When it ends.
        var end: Double { start + duration }

        /// Progress 0...1 at t.
        func progress(at t: Double) -> Double { Animation.linearProgress(at: t - start, duration: duration) }

        /// Rate of progress at t, per second.
        func progressRate(at t: Double) -> Double { t >= start && t < end && duration > 0 ? 1 / duration : 0 }

        /// The fading-in multiplier at t.
        func fadeIn(at t: Double) -> Double { progress(at: t) }

        /// The fading-out multiplier at t.
        func fadeOut(at t: Double) -> Double { from * (1 - progress(at: t)) }
    }

    /// The outgoing copy of a text node whose string changed: its old node, still moving as it was, fading out.
    struct Ghost: Sendable {
        /// The id of the node it belongs to, whose new version it is drawn just before.
        var ownerID: String
        /// Creation order, to draw older copies first.
        var serial: Int
        /// The old node without children, its id suffixed with "#out" (and the copy's rank when several fade at once).
        var node: Node
        /// The old node's target values.
        var base: [Double]
        /// The old node's running motions, carried on unchanged.
        var motions: [Motion?]
        /// The fade-out.
        var fade: Fade
        /// The owner's current slot.
        var ownerSlot: Int
    }

    /// Index of the opacity among a node's animatable values (after the five transform values).
    static let opacityIndex = 5

    /// The target scene's nodes flattened in depth-first drawing order, with their values laid end to end. A path
    /// equal to the one at the same place of `previous` (the last target's slots) shares its storage; `sameLayout` is
    /// whether every node has the id, path and number of values of the slot at its place in `previous`, and there are
    /// as many (so every value keeps its index). `valueCapacity` reserves room for that many values.
    static func flatten(
        _ scene: Scene, reusing previous: [Slot] = [], valueCapacity: Int = 0
    ) -> (slots: [Slot], values: [Double], sameLayout: Bool) {
        var flattener = Flattener(previous: previous)
        flattener.slots.reserveCapacity(previous.count)
        flattener.values.reserveCapacity(valueCapacity)
        flattener.visit(scene.nodes)
        let sameLayout = flattener.sameLayout && flattener.slots.count == previous.count
        return (flattener.slots, flattener.values, sameLayout)
    }

    /// The state of `flatten` as it walks down the tree (a struct, so its walk needs no boxed captures).
    private struct Flattener {
        /// The last target's slots.
        let previous: [Slot]
        /// The slots so far.
        var slots: [Slot] = []
        /// The values so far.
        var values: [Double] = []
        /// The path of the node being visited.
        var path: [Int] = []
        /// Whether every slot so far has the id, path and value count of the slot at its place in `previous`.
        var sameLayout = true

        /// Appends the slots of `nodes` and their descendants, in drawing order.
        mutating func visit(_ nodes: [Node]) {
            for i in nodes.indices {
                let node = nodes[i]  // one copy; reading each field through the array copied the node for each
                path.append(i)
                let start = values.count
                node.appendAnimatableValues(to: &values)
                let k = slots.count
                let count = values.count - start
                let samePath = k < previous.count && previous[k].path == path
                if sameLayout {
                    sameLayout = samePath && previous[k].valueCount == count && previous[k].id == node.id
                }
                slots.append(Slot(
                    id: node.id, path: samePath ? previous[k].path : path, valueStart: start, valueCount: count,
                    key: node.animationShapeKey, fadeIn: nil, subtreeEnd: k + 1))
                visit(node.children)
                slots[k].subtreeEnd = slots.count
                path.removeLast()
            }
        }
    }

    /// Slot index by id; the first of duplicate ids wins. Used to match nodes at a commit, never iterated.
    static func index(_ slots: [Slot]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(slots.count)
        for (i, slot) in slots.enumerated() where index[slot.id] == nil { index[slot.id] = i }
        return index
    }
}

extension Array where Element == Node {
    /// Calls `body` on the node at `path` (child indices from this level down), in place; does nothing for a bad path.
    mutating func modifyNode(at path: [Int], depth: Int = 0, _ body: (inout Node) -> Void) {
        guard depth < path.count, indices.contains(path[depth]) else { return }
        if depth == path.count - 1 {
            body(&self[path[depth]])
        } else {
            self[path[depth]].children.modifyNode(at: path, depth: depth + 1, body)
        }
    }

    /// Inserts `node` just before the node at `path`.
    mutating func insertNode(_ node: Node, before path: [Int], depth: Int = 0) {
        guard depth < path.count, path[depth] >= 0, path[depth] <= count else { return }
        if depth == path.count - 1 {
            insert(node, at: path[depth])
        } else if path[depth] < count {
            self[path[depth]].children.insertNode(node, before: path, depth: depth + 1)
        }
    }

    /// The node at `path`, if there is one.
    func node(at path: [Int]) -> Node? {
        var level = self
        var found: Node?
        for i in path {
            guard level.indices.contains(i) else { return nil }
            found = level[i]
            level = level[i].children
        }
        return found
    }
}
