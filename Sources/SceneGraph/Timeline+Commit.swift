extension Timeline {
    /// Makes `scene` the new target at `t`, animating each change as `transaction` says (see `Timeline`).
    ///
    /// A `t` earlier than the last commit (or NaN) is taken as the last commit time.
    public mutating func commit(_ scene: Scene, transaction: Transaction, at t: Double) {
        let t = clamped(t)
        let flat = Self.flatten(scene, reusing: slots)
        var newSlots = flat.slots
        // Most commits change values, not nodes: the same ids in the same order keep the index, and with no id
        // twice each node is matched to the slot at its own place, without hashing a single id.
        let sameIDs = newSlots.count == slots.count && zip(newSlots, slots).allSatisfy { $0.id == $1.id }
        let newIndex = sameIDs ? slotIndexByID : Self.index(newSlots)
        let matchesInPlace = sameIDs && newIndex.count == newSlots.count
        var newMotions = [Motion?](repeating: nil, count: flat.values.count)

        // Outgoing copies live on while their owner exists and their fade runs.
        var newGhosts: [Ghost] = []
        for var ghost in ghosts where t < ghost.fade.end {
            guard let s = newIndex[ghost.ownerID] else { continue }
            ghost.ownerSlot = s
            newGhosts.append(ghost)
        }

        var newRolling: [RollingGlyph] = []
        var cache = SpringBasisCache()
        for s in newSlots.indices {
            let slot = newSlots[s]
            guard let o = matchesInPlace ? s : slotIndexByID[slot.id] else { continue }  // new: appears at its target
            let old = slots[o]
            let animation = transaction.animation(for: slot.id)
            let rolling = rollingGlyphs.isEmpty ? [] : rollingGlyphs.filter { $0.ownerID == slot.id && t < $0.end }
            if old.key == slot.key {
                if let fade = old.fadeIn, t < fade.end { newSlots[s].fadeIn = fade }
                retarget(from: old, to: slot, values: flat.values, animation: animation, at: t, into: &newMotions, cache: &cache)
                for var glyph in rolling {
                    glyph.ownerSlot = s
                    newRolling.append(glyph)
                }
            } else if let roll = transaction.numericText(for: slot.id),
                case .text(let oldRun)? = target.nodes.node(at: old.path)?.shape,
                case .text(let newRun)? = scene.nodes.node(at: slot.path)?.shape, oldRun.text != newRun.text
            {
                newRolling += rollGlyphs(
                    from: oldRun, to: newRun, roll: roll, ownerID: slot.id, ownerSlot: s, rolling: rolling, at: t)
                if slot.key.hasSameTextLayout(as: old.key) {
                    retarget(from: old, to: slot, values: flat.values, animation: animation, at: t, into: &newMotions, cache: &cache)
                }
            } else if let duration = transaction.textCrossFadeDuration(for: slot.id), duration > 0, duration.isFinite,
                case .text(let oldText, _, _) = old.key.kind, case .text(let newText, _, _) = slot.key.kind,
                oldText != newText
            {
                if let ghost = makeGhost(of: old, ownerSlot: s, duration: duration, at: t) { newGhosts.append(ghost) }
                newSlots[s].fadeIn = Fade(start: t, duration: duration, from: 0)
                if slot.key.hasSameTextLayout(as: old.key) {
                    retarget(from: old, to: slot, values: flat.values, animation: animation, at: t, into: &newMotions, cache: &cache)
                }
            }
            // Otherwise the structure changed: the node jumps to its target.
        }

        newGhosts.sort { a, b in a.ownerSlot != b.ownerSlot ? a.ownerSlot > b.ownerSlot : a.serial > b.serial }
        Self.limitGhosts(&newGhosts, at: t)
        Self.nameGhosts(&newGhosts, slots: newSlots)

        var settled = t
        var animated: [Int] = []
        for (s, slot) in newSlots.enumerated() {
            var isAnimated = false
            if let fade = slot.fadeIn {
                settled = max(settled, fade.end)
                isAnimated = true
            }
            for i in slot.values {
                guard let motion = newMotions[i] else { continue }
                settled = max(settled, motion.end)
                isAnimated = true
            }
            if isAnimated { animated.append(s) }
        }
        for ghost in newGhosts { settled = max(settled, ghost.fade.end) }
        for glyph in newRolling { settled = max(settled, glyph.end) }
        // Grouped by owner, last owner first, as the frames insert them (a stable sort keeps each owner's order).
        newRolling = newRolling.enumerated().sorted { a, b in
            a.element.ownerSlot != b.element.ownerSlot ? a.element.ownerSlot > b.element.ownerSlot : a.offset < b.offset
        }.map(\.element)

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

    /// Starts, keeps or drops the motion of each value of a node whose values line up between `old` and `new`.
    private func retarget(
        from old: Slot, to new: Slot, values newValues: [Double], animation: Animation?, at t: Double,
        into newMotions: inout [Motion?], cache: inout SpringBasisCache
    ) {
        for j in 0..<min(old.valueCount, new.valueCount) {
            let o = old.valueStart + j, n = new.valueStart + j
            let running = motions[o].flatMap { t < $0.end ? $0 : nil }
            let goal = newValues[n]
            if targetValues[o] == goal {
                newMotions[n] = running  // unchanged target: carry on as before
                continue
            }
            guard let animation else { continue }  // no animation: jump
            let state = running?.state(at: t, cache: &cache)
            let x = state?.value ?? targetValues[o]
            let v = state?.velocity ?? 0
            guard goal.isFinite, x.isFinite, v.isFinite else { continue }  // nothing sensible to animate: jump
            let settle = animation.settleTime(from: x, velocity: v, to: goal)
            guard settle > 0 else { continue }
            newMotions[n] = Motion(animation: animation, start: t, from: x, velocity: v, target: goal, end: t + settle)
        }
    }

    /// The outgoing copy of the old version of a text node, as it is at t, or nil when it is invisible.
    private mutating func makeGhost(of old: Slot, ownerSlot: Int, duration: Double, at t: Double) -> Ghost? {
        guard var node = target.nodes.node(at: old.path) else { return nil }
        let multiplier = old.fadeIn.map { t < $0.end ? $0.fadeIn(at: t) : 1 } ?? 1
        guard multiplier > 0 else { return nil }
        node.children = []
        let motions = old.values.map { i in self.motions[i].flatMap { t < $0.end ? $0 : nil } }
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
