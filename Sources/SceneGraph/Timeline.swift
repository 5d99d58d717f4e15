/// Core Animation's model/presentation split for scenes: commits set the target (model) scene, frames sample where things are.
///
/// Nodes are matched across commits by id (ids are unique within a scene; with duplicates the first wins). At a commit,
/// every animatable value (see `Node.animatableValues`) whose target changed gets the animation the transaction gives
/// its node id, starting from the value's presentation value and velocity at the commit time: a change in mid-flight
/// continues smoothly towards the new target, as SwiftUI springs merge. A nil animation makes the value jump. A value
/// whose target did not change keeps any motion it has. A node that is new, or whose `animationShapeKey` changed, jumps,
/// except a text node whose string changed under a `Transaction.crossFadeText` rule: its old version, drawn just before
/// it in the same parent with id suffix "#out" (then "#out2", "#out3" for older copies still fading; at most
/// `maximumOutgoingCopies`), keeps moving as it was and fades out linearly while the new version fades in over the same
/// duration, the new version's values moving on from the old ones when they line up (same shadow and clip presence).
/// Removed nodes, and their outgoing copies, disappear at once. A text node whose string changed under a
/// `Transaction.numericText` rule rolls glyph by glyph instead (see `Timeline+Roll.swift`), before any cross-fade rule.
///
/// Frames are pure: `frame(at:)` depends only on the commits so far and `t`, and may be sampled in any order at any
/// time at or after the last commit; earlier times are taken as the last commit time (sample a copy of the timeline
/// made before a commit to see frames before it). Once every motion has settled, frames are exactly the target scene.
/// Everything is deterministic: no clock, no randomness, no iteration over dictionaries.
public struct Timeline: Sendable {
    /// The settle distance: a value is settled when within this of its target, in the value's own unit.
    ///
    /// One absolute threshold serves every value, since all are on human scales: points (1/2000 pt, ten times finer
    /// than SVG output at 2 decimals), opacities and colour components in 0...1 (1/8 of an 8-bit step), scale factors
    /// (0.0005 of a 14 pt radius is 0.007 pt).
    public static let settleDistance = 0.0005
    /// The settle speed: a value is settled when moving at most this many units per second (0.0002 units per 60 Hz frame).
    public static let settleVelocity = 0.01

    /// The most outgoing copies of one text node drawn at once; when a string changes faster than the fade, the faintest go.
    ///
    /// A bound on frame size and cost: a fast drag changes a value label every frame, and each change would otherwise
    /// leave a copy for the whole fade. The copies dropped are those made from barely faded-in strings, nearly invisible.
    public static let maximumOutgoingCopies = 3

    /// The target (model) scene of the last commit: where everything is going.
    public internal(set) var target: Scene
    /// The time of the last commit (or of `init`).
    public internal(set) var lastCommitTime: Double
    /// The time after which nothing moves: every frame from then on is exactly `target`.
    public internal(set) var settledTime: Double

    var slots: [Slot]
    var slotIndexByID: [String: Int]
    var targetValues: [Double]
    var motions: [Motion?]
    /// Slots with a motion or a fade-in, in ascending order.
    var animatedSlots: [Int]
    /// Outgoing text copies, in insertion order: owner slot descending, newest first.
    var ghosts: [Ghost]
    /// Glyphs of numeric text transitions, grouped by owner slot descending, each owner's in drawing order.
    var rollingGlyphs: [RollingGlyph]
    var nextGhostSerial: Int

    /// A timeline showing `scene` at rest from time `t` on.
    public init(scene: Scene, at t: Double) {
        let time = t.isFinite ? t : 0
        let flat = Self.flatten(scene)
        target = scene
        lastCommitTime = time
        settledTime = time
        slots = flat.slots
        slotIndexByID = Self.index(flat.slots)
        targetValues = flat.values
        motions = Array(repeating: nil, count: flat.values.count)
        animatedSlots = []
        ghosts = []
        rollingGlyphs = []
        nextGhostSerial = 0
    }

    /// Whether nothing moves any more at `t`.
    public func isSettled(at t: Double) -> Bool { t >= settledTime }

    /// The presentation scene at `t`: the target scene with every animated value at its presentation value.
    ///
    /// The accessibility elements, canvas size and background are the target scene's.
    public func frame(at t: Double) -> Scene {
        let t = clamped(t)
        if t >= settledTime { return target }
        var scene = target
        if !animatedSlots.isEmpty {
            var values = targetValues
            var cache = SpringBasisCache()
            var next = 0
            presentAnimatedSlots(in: &scene.nodes, from: 0, next: &next, values: &values, cache: &cache, at: t)
        }
        // Insertions go from the last owner to the first, so every path still points at its owner when it is used.
        var g = 0, r = 0
        while g < ghosts.count || r < rollingGlyphs.count {
            let ghostOwner = g < ghosts.count ? ghosts[g].ownerSlot : -1
            let rollOwner = r < rollingGlyphs.count ? rollingGlyphs[r].ownerSlot : -1
            if rollOwner >= ghostOwner {
                var end = r
                while end < rollingGlyphs.count, rollingGlyphs[end].ownerSlot == rollOwner { end += 1 }
                if slots.indices.contains(rollOwner) {
                    drawRollingGlyphs(rollingGlyphs[r..<end], ownerAt: slots[rollOwner].path, into: &scene.nodes, at: t)
                }
                r = end
            } else {
                let ghost = ghosts[g]
                g += 1
                guard t < ghost.fade.end, slots.indices.contains(ghost.ownerSlot) else { continue }
                scene.nodes.insertNode(ghostNode(ghost, at: t), before: slots[ghost.ownerSlot].path)
            }
        }
        return scene
    }

    /// The drawn values of the node with this id at `t` (after any fade), or nil when the target scene has no such node.
    public func presentationValues(of id: String, at t: Double) -> [Double]? {
        guard let s = slotIndexByID[id] else { return nil }
        var values = targetValues
        fillPresentation(of: slots[s], at: clamped(t), into: &values)
        return Array(values[slots[s].values])
    }

    /// The velocities, in units per second, of the drawn values of the node with this id at `t`, or nil when there is no such node.
    public func presentationVelocities(of id: String, at t: Double) -> [Double]? {
        guard let s = slotIndexByID[id] else { return nil }
        let t = clamped(t)
        let slot = slots[s]
        var velocities = slot.values.map { i in motions[i]?.velocity(at: t) ?? 0 }
        if let fade = slot.fadeIn, t < fade.end, velocities.indices.contains(Self.opacityIndex) {
            let i = slot.valueStart + Self.opacityIndex
            let opacity = motions[i]?.value(at: t) ?? targetValues[i]
            velocities[Self.opacityIndex] =
                velocities[Self.opacityIndex] * fade.fadeIn(at: t) + opacity * fade.progressRate(at: t)
        }
        return velocities
    }

    // MARK: Sampling

    /// Sample times earlier than the last commit are taken as the last commit; NaN too.
    func clamped(_ t: Double) -> Double { t >= lastCommitTime ? t : lastCommitTime }

    /// Writes the slot's presentation values at t into `values`; returns whether any differs from the target.
    @discardableResult
    func fillPresentation(of slot: Slot, at t: Double, into values: inout [Double]) -> Bool {
        var cache = SpringBasisCache()
        return fillPresentation(values: slot.values, fadeIn: slot.fadeIn, at: t, into: &values, cache: &cache)
    }

    /// `fillPresentation(of:at:into:)` for the slot with these value indices and fade-in, with springs' bases shared
    /// through `cache` (and no copy of the slot).
    func fillPresentation(
        values range: Range<Int>, fadeIn: Fade?, at t: Double, into values: inout [Double],
        cache: inout SpringBasisCache
    ) -> Bool {
        var live = false
        for i in range {
            guard let motion = motions[i], t < motion.end else { continue }
            values[i] = motion.value(at: t, cache: &cache)
            live = true
        }
        if let fade = fadeIn, t < fade.end, range.count > Self.opacityIndex {
            values[range.lowerBound + Self.opacityIndex] *= fade.fadeIn(at: t)
            live = true
        }
        return live
    }

    /// Sets the presentation values of the animated slots among `nodes` and their descendants, in one pass down the
    /// tree: `nodes` are the siblings whose first is slot `first`, and `next` indexes the first animated slot not yet
    /// drawn (`animatedSlots` is in slot order, which is the tree's depth-first order). Subtrees holding no animated
    /// slot are skipped whole, so no node is reached twice and none from the root again.
    private func presentAnimatedSlots(
        in nodes: inout [Node], from first: Int, next: inout Int, values: inout [Double],
        cache: inout SpringBasisCache, at t: Double
    ) {
        var s = first
        for i in nodes.indices {
            guard next < animatedSlots.count else { return }
            let end = slots[s].subtreeEnd
            if animatedSlots[next] >= end {
                s = end
                continue
            }
            if animatedSlots[next] == s {
                next += 1
                let range = slots[s].values
                if fillPresentation(values: range, fadeIn: slots[s].fadeIn, at: t, into: &values, cache: &cache) {
                    var reader = AnimatableValueReader(values[range])
                    nodes[i].setAnimatableValues(from: &reader)
                }
            }
            if next < animatedSlots.count, animatedSlots[next] < end {
                presentAnimatedSlots(in: &nodes[i].children, from: s + 1, next: &next, values: &values, cache: &cache, at: t)
            }
            s = end
        }
    }

    /// The outgoing copy as drawn at t.
    func ghostNode(_ ghost: Ghost, at t: Double) -> Node {
        var values = ghost.base
        for (i, motion) in ghost.motions.enumerated() {
            guard let motion, t < motion.end else { continue }
            values[i] = motion.value(at: t)
        }
        if values.indices.contains(Self.opacityIndex) { values[Self.opacityIndex] *= ghost.fade.fadeOut(at: t) }
        var node = ghost.node
        var reader = AnimatableValueReader(values[...])
        node.setAnimatableValues(from: &reader)
        return node
    }
}
