/// Numeric text transitions: glyphs of a text node that roll in and out on their own (see `Transaction.NumericText`).
///
/// At a commit that changes a text node's string under a numeric text rule, the old and new strings are matched glyph
/// by glyph: their common start stays, and the rest is matched from the end, place value by place value. A changed glyph gets two rolling glyphs: the old one leaving (from where it is, `offset`
/// further in the roll's direction, fading to 0) and the new one arriving (from `offset` against the direction, faded
/// out, to its place). A glyph that stays the same but moved (the string got longer or shorter) slides to its new
/// place. Every rolling glyph follows the rule's animation as a progress from 0 to 1, and is drawn relative to its
/// owner's presentation origin, in the owner's colour and opacity. A rolling glyph that is still moving when the string
/// changes again starts its new roll from where it is. Frames draw the owner without the glyphs that roll and insert
/// the rolling glyphs just before it (those with an opacity above `settleDistance`): the leaving ones first (ids `<owner>#roll-out<n>`), then the arriving ones
/// (`<owner>#roll<index>`, the scalar's index in the new string).
extension Timeline {
    /// Where a rolling glyph is drawn relative to its place at rest, and how opaque.
    struct GlyphPose: Sendable, Equatable {
        /// Horizontal offset from its place, in points.
        var dx: Double
        /// Vertical offset from its place, in points (down is positive).
        var dy: Double
        /// Opacity multiplier.
        var opacity: Double

        /// At its place, fully drawn.
        static let rest = GlyphPose(dx: 0, dy: 0, opacity: 1)
    }

    /// One glyph of a rolling text, drawn on its own while it moves.
    struct RollingGlyph: Sendable {
        /// The id of the text node it belongs to.
        var ownerID: String
        /// The owner's current slot.
        var ownerSlot: Int
        /// The scalar's index in the owner's target string, or nil for a glyph of an older string on its way out.
        var index: Int?
        /// Creation order; names the leaving glyphs.
        var serial: Int
        /// The glyph's scalar, as a string.
        var text: String
        /// Its offset from the owner's origin at rest.
        var x: Double
        /// The pose at `start`.
        var from: GlyphPose
        /// The pose from `end` on.
        var to: GlyphPose
        /// The progress curve, from 0 to 1.
        var animation: Animation
        /// When it started.
        var start: Double
        /// When it has arrived.
        var end: Double

        /// The pose at t.
        func pose(at t: Double) -> GlyphPose {
            guard t < end else { return to }
            let p = animation.value(from: 0, velocity: 0, to: 1, at: t - start)
            return GlyphPose(
                dx: from.dx + (to.dx - from.dx) * p, dy: from.dy + (to.dy - from.dy) * p,
                opacity: min(max(from.opacity + (to.opacity - from.opacity) * p, 0), 1))
        }
    }

    /// The most leaving glyphs one text node draws at once; when its string changes faster than the roll, the oldest go.
    public static let maximumLeavingGlyphs = 16

    /// The rolling glyphs of a string change from `old` to `new` under `roll`, given the owner's glyphs still rolling.
    mutating func rollGlyphs(
        from old: TextRun, to new: TextRun, roll: Transaction.NumericText, ownerID: String, ownerSlot: Int,
        rolling: [RollingGlyph], at t: Double
    ) -> [RollingGlyph] {
        let oldScalars = Array(old.text.unicodeScalars), newScalars = Array(new.text.unicodeScalars)
        func x(_ run: TextRun, _ count: Int, _ i: Int) -> Double { run.offsets.count == count ? run.offsets[i] : 0 }
        var result: [RollingGlyph] = []
        var poses = [GlyphPose?](repeating: nil, count: oldScalars.count)
        for glyph in rolling where t < glyph.end {
            if let i = glyph.index {
                if poses.indices.contains(i) { poses[i] = glyph.pose(at: t) }
            } else {
                var leaving = glyph
                leaving.ownerSlot = ownerSlot
                result.append(leaving)
            }
        }
        let duration = roll.animation.settleTime(from: 0, velocity: 0, to: 1)
        let travel = (roll.direction == .up ? -1.0 : 1.0) * (roll.offset.isFinite ? roll.offset : 0)
        func glyph(_ index: Int?, _ scalar: Unicode.Scalar, x: Double, from: GlyphPose, to: GlyphPose) -> RollingGlyph {
            defer { nextGhostSerial += 1 }
            return RollingGlyph(
                ownerID: ownerID, ownerSlot: ownerSlot, index: index, serial: nextGhostSerial, text: String(scalar), x: x,
                from: from, to: to, animation: roll.animation, start: t, end: t + duration)
        }
        var arriving: [RollingGlyph] = []
        let n = oldScalars.count, m = newScalars.count
        // A common start ("$" of "$99" and "$100") stays; the rest is matched from the end, place value by place value.
        var prefix = 0
        while prefix < min(n, m), oldScalars[prefix] == newScalars[prefix] { prefix += 1 }
        func stay(_ i: Int, _ j: Int) {
            var from = poses[i] ?? .rest
            from.dx += x(old, n, i) - x(new, m, j)
            if from != .rest { arriving.append(glyph(j, newScalars[j], x: x(new, m, j), from: from, to: .rest)) }
        }
        for i in 0..<prefix { stay(i, i) }
        for k in 0..<(max(n, m) - prefix) {
            let i = n - 1 - k, j = m - 1 - k
            if i >= prefix, j >= prefix, oldScalars[i] == newScalars[j] {
                stay(i, j)
                continue
            }
            if i >= prefix {
                let from = poses[i] ?? .rest
                if from.opacity > 0 {
                    let to = GlyphPose(dx: from.dx, dy: from.dy + travel, opacity: 0)
                    result.append(glyph(nil, oldScalars[i], x: x(old, n, i), from: from, to: to))
                }
            }
            if j >= prefix {
                let from = GlyphPose(dx: 0, dy: -travel, opacity: 0)
                arriving.append(glyph(j, newScalars[j], x: x(new, m, j), from: from, to: .rest))
            }
        }
        if result.count > Self.maximumLeavingGlyphs { result.removeFirst(result.count - Self.maximumLeavingGlyphs) }
        return result + arriving.sorted { ($0.index ?? 0) < ($1.index ?? 0) }
    }

    /// Draws one owner's rolling glyphs into `scene` at t: the owner loses the glyphs that roll, and the rolling glyphs
    /// go just before it. `glyphs` all belong to the owner at `path`.
    func drawRollingGlyphs(_ glyphs: ArraySlice<RollingGlyph>, ownerAt path: [Int], into nodes: inout [Node], at t: Double) {
        let live = glyphs.filter { t < $0.end }
        guard !live.isEmpty, let owner = nodes.node(at: path), case .text(let run) = owner.shape else { return }
        let moving = Set(live.compactMap(\.index))
        var kept = TextRun(
            text: "", origin: run.origin, offsets: [], width: run.width, fontSize: run.fontSize,
            fontWeight: run.fontWeight, color: run.color, tabularDigits: run.tabularDigits)
        for (i, scalar) in run.text.unicodeScalars.enumerated() where !moving.contains(i) {
            kept.text.unicodeScalars.append(scalar)
            kept.offsets.append(run.offsets.count > i ? run.offsets[i] : 0)
        }
        nodes.modifyNode(at: path) { $0.shape = .text(kept) }
        for glyph in live.reversed() {
            let pose = glyph.pose(at: t)
            guard pose.opacity > Self.settleDistance else { continue }  // not drawn: it has faded out or not yet in
            var node = owner
            node.id = owner.id + (glyph.index.map { "#roll\($0)" } ?? "#roll-out\(glyph.serial)")
            var single = run
            single.text = glyph.text
            single.offsets = [0]
            single.origin = Point(x: run.origin.x + glyph.x + pose.dx, y: run.origin.y + pose.dy)
            node.shape = .text(single)
            node.opacity = UnitInterval(owner.opacity.value * pose.opacity)
            node.children = []
            nodes.insertNode(node, before: path)
        }
    }
}
