extension Timeline {
    /// Makes `scene` the new target at `t`, animating each change as `transaction` says (see `Timeline`).
    ///
    /// A `t` earlier than the last commit (or NaN) is taken as the last commit time.
    public mutating func commit(_ scene: Scene, transaction: Transaction, at t: Double) {
        let t = clamped(t)
        let flat = Self.flatten(scene, reusing: slots, valueCapacity: targetValues.count)
        var newSlots = flat.slots
        // Most commits change values, not nodes: the same ids in the same order keep the index, and with no id
        // twice each node is matched to the slot at its own place, without hashing a single id.
        var sameIDs = flat.sameLayout
        if !sameIDs, newSlots.count == slots.count {
            sameIDs = true
            for s in slots.indices where newSlots[s].id != slots[s].id {
                sameIDs = false
                break
            }
        }
        let newIndex = sameIDs ? slotIndexByID : Self.index(newSlots)
        let matchesInPlace = sameIDs && newIndex.count == newSlots.count
        // When every node also keeps its number of values, every value keeps its index: the motions are updated where
        // they are, in the array taken out of `motions` (so it stays the only reference), instead of in a new one.
        let inPlace = matchesInPlace && flat.sameLayout
        var newMotions: [Motion?]
        let oldMotions: [Motion?]
        if inPlace {
            newMotions = motions
            motions = []
            oldMotions = []
        } else {
            newMotions = [Motion?](repeating: nil, count: flat.values.count)
            oldMotions = motions
        }
        let oldTargets = targetValues

        // Outgoing copies live on while their owner exists and their fade runs.
        var newGhosts: [Ghost] = []
        for var ghost in ghosts where t < ghost.fade.end {
            guard let s = newIndex[ghost.ownerID] else { continue }
            ghost.ownerSlot = s
            newGhosts.append(ghost)
        }

        var newRolling: [RollingGlyph] = []
        var cache = SpringBasisCache()
        var settled = t
        var animated: [Int] = []
        for s in newSlots.indices {
            guard let o = matchesInPlace ? s : slotIndexByID[newSlots[s].id] else { continue }  // new: at its target
            let id = newSlots[s].id
            let animation = transaction.animation(for: id)
            let rolling = rollingGlyphs.isEmpty ? [] : rollingGlyphs.filter { $0.ownerID == id && t < $0.end }
            // Whether the node's values line up with its old ones and move on from them: the same shape, or a text
            // that rolls or cross-fades to a new string in the same layout. Otherwise the structure changed: the
            // node jumps to its target.
            var retargets = false
            if slots[o].key == newSlots[s].key {
                if let fade = slots[o].fadeIn, t < fade.end { newSlots[s].fadeIn = fade }
                retargets = true
                for var glyph in rolling {
                    glyph.ownerSlot = s
                    newRolling.append(glyph)
                }
            } else if let roll = transaction.numericText(for: id),
                case .text(let oldRun)? = target.nodes.node(at: slots[o].path)?.shape,
                case .text(let newRun)? = scene.nodes.node(at: newSlots[s].path)?.shape, oldRun.text != newRun.text
            {
                newRolling += rollGlyphs(
                    from: oldRun, to: newRun, roll: roll, ownerID: id, ownerSlot: s, rolling: rolling, at: t)
                retargets = newSlots[s].key.hasSameTextLayout(as: slots[o].key)
            } else if let duration = transaction.textCrossFadeDuration(for: id), duration > 0, duration.isFinite,
                case .text(let oldText, _, _) = slots[o].key.kind, case .text(let newText, _, _) = newSlots[s].key.kind,
                oldText != newText
            {
                // The ghost takes the old motions before they are retargeted.
                let ghost = makeGhost(
                    of: o, ownerSlot: s, duration: duration, motions: inPlace ? newMotions : oldMotions, at: t)
                if let ghost { newGhosts.append(ghost) }
                newSlots[s].fadeIn = Fade(start: t, duration: duration, from: 0)
                retargets = newSlots[s].key.hasSameTextLayout(as: slots[o].key)
            }
            // The latest end of the node's motions, when it has any; nil when its values jump (or none moves).
            var latest: Double?
            if retargets {
                latest = Self.retarget(
                    from: slots[o].values, to: newSlots[s].values, targets: oldTargets, motions: oldMotions,
                    values: flat.values, animation: animation, at: t, inPlace: inPlace, into: &newMotions,
                    cache: &cache)
            } else if inPlace {
                // In place, the old motions of a node that jumps go.
                for i in newSlots[s].values { newMotions[i] = nil }
            }
            if let fade = newSlots[s].fadeIn { settled = max(settled, fade.end) }
            if let latest { settled = max(settled, latest) }
            if latest != nil || newSlots[s].fadeIn != nil { animated.append(s) }
        }

        newGhosts.sort { a, b in a.ownerSlot != b.ownerSlot ? a.ownerSlot > b.ownerSlot : a.serial > b.serial }
        Self.limitGhosts(&newGhosts, at: t)
        Self.nameGhosts(&newGhosts, slots: newSlots)

        for ghost in newGhosts { settled = max(settled, ghost.fade.end) }
        for glyph in newRolling { settled = max(settled, glyph.end) }
        // Grouped by owner, last owner first, as the frames insert them (a stable sort keeps each owner's order).
        if !newRolling.isEmpty {
            newRolling = newRolling.enumerated().sorted { a, b in
                a.element.ownerSlot != b.element.ownerSlot
                    ? a.element.ownerSlot > b.element.ownerSlot : a.offset < b.offset
            }.map(\.element)
        }

        target = scene
        lastCommitTime = t
        settledTime = settled
        slots = newSlots
        slotIndexByID = newIndex
        targetValues = flat.values
        motions = newMotions
        animatedSlots = animated
        ghosts = newGhosts
        rollingGlyphs = newRolling
    }

    /// Starts, keeps or drops the motion of each value of a node whose values line up between the old values at
    /// `old` (of `targets`, moving as `motions` say) and the new ones at `new` (of `newValues`); returns the latest
    /// end of the motions the node has afterwards, or nil for none.
    ///
    /// `inPlace`, `old` and `new` are the same indices and each old motion is read from `newMotions` itself, just
    /// before it is replaced (`motions` is then not read).
    private static func retarget(
        from old: Range<Int>, to new: Range<Int>, targets: [Double], motions: [Motion?], values newValues: [Double],
        animation: Animation?, at t: Double, inPlace: Bool, into newMotions: inout [Motion?],
        cache: inout SpringBasisCache
    ) -> Double? {
        var latest: Double?
        for j in 0..<min(old.count, new.count) {
            let o = old.lowerBound + j, n = new.lowerBound + j
            let previous = inPlace ? newMotions[o] : motions[o]
            let running = previous.flatMap { t < $0.end ? $0 : nil }
            let goal = newValues[n]
            var next: Motion?
            if targets[o] == goal {
                next = running  // unchanged target: carry on as before
            } else if let animation {  // no animation: jump
                let state = running?.state(at: t, cache: &cache)
                let x = state?.value ?? targets[o]
                let v = state?.velocity ?? 0
                if goal.isFinite, x.isFinite, v.isFinite {  // else nothing sensible to animate: jump
                    let settle = animation.settleTime(from: x, velocity: v, to: goal)
                    if settle > 0 {
                        next = Motion(animation: animation, start: t, from: x, velocity: v, target: goal, end: t + settle)
                    }
                }
            }
            if let next {
                newMotions[n] = next
                latest = max(latest ?? next.end, next.end)
            } else if inPlace, previous != nil {
                newMotions[n] = nil
            }
        }
        return latest
    }

    /// The outgoing copy of the old version of a text node (old slot `o`, whose motions are in `motions`), as it is
    /// at t, or nil when it is invisible.
    private mutating func makeGhost(
        of o: Int, ownerSlot: Int, duration: Double, motions: [Motion?], at t: Double
    ) -> Ghost? {
        let old = slots[o]
        guard var node = target.nodes.node(at: old.path) else { return nil }
        let multiplier = old.fadeIn.map { t < $0.end ? $0.fadeIn(at: t) : 1 } ?? 1
        guard multiplier > 0 else { return nil }
        node.children = []
        let motions = old.values.map { i in motions[i].flatMap { t < $0.end ? $0 : nil } }
        let ghost = Ghost(
            ownerID: old.id, serial: nextGhostSerial, node: node, base: Array(targetValues[old.values]),
            motions: motions, fade: Fade(start: t, duration: duration, from: multiplier), ownerSlot: ownerSlot)
        nextGhostSerial += 1
        return ghost
    }

    /// Keeps at most `maximumOutgoingCopies` per node, dropping the faintest (the oldest among equals).
    ///
    /// `ghosts` is sorted by owner, newest first, and stays so.
    private static func limitGhosts(_ ghosts: inout [Ghost], at t: Double) {
        var start = 0
        while start < ghosts.count {
            var end = start
            while end < ghosts.count, ghosts[end].ownerSlot == ghosts[start].ownerSlot { end += 1 }
            while end - start > maximumOutgoingCopies {
                var faintest = start
                for i in start..<end where ghosts[i].fade.fadeOut(at: t) <= ghosts[faintest].fade.fadeOut(at: t) {
                    faintest = i  // later in the run is older, so ties drop the oldest
                }
                ghosts.remove(at: faintest)
                end -= 1
            }
            start = end
        }
    }

    /// Gives each outgoing copy its id: the owner's id with "#out" for the newest, "#out2", "#out3", … for older ones.
    private static func nameGhosts(_ ghosts: inout [Ghost], slots: [Slot]) {
        var rank = 0
        var previousOwner = -1
        for i in ghosts.indices {
            rank = ghosts[i].ownerSlot == previousOwner ? rank + 1 : 1
            previousOwner = ghosts[i].ownerSlot
            let id = slots[ghosts[i].ownerSlot].id + (rank == 1 ? "#out" : "#out\(rank)")
            if ghosts[i].node.id != id { ghosts[i].node.id = id }
        }
    }
}
