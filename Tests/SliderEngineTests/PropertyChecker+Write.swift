@testable import SliderEngine
@testable import SliderDocuments

/// The rules that need more than the state: which thumb moved and where it may rest, swipes, grabs, haptics, and
/// fingers past the ends of the track.
extension PropertyChecker {
    mutating func checkPastTheEnd(_ event: SliderEvent<V>, lower: Double, upper: Double,
                                 fail: (String, String) -> PropertyFailure) -> PropertyFailure? {
        let x: Double
        switch event {
        case .touchDown(let at, _), .touchMove(let at, _): x = at
        default: return nil
        }
        guard let active = state.active, case .tracking = state.touch, rules.span > 0, rules.isPrecise else { return nil }
        let layout = engine.horizontalLayout(state.environment)
        let local = x - layout.trackOriginX - state.grabOffset
        let pastStart = local <= layout.radius, pastEnd = local >= layout.radius + layout.usable
        guard pastStart || pastEnd else { return nil }
        stats.pastTheEnd += 1
        let towardUpper = pastEnd != layout.isRTL
        let single = engine.config.kind == .single
        if single || (active == .upper) == towardUpper {
            let bound = towardUpper ? rules.hi : rules.lo
            let value = active == .upper ? upper : lower
            // The seed's arithmetic gets within rounding of a bound, not always onto it: lo + 1 × span can miss hi in
            // its last bit, and the lowest step point is the lower bound tidied to the counted places (see the report).
            let reached = value == bound || (rules.step == nil && abs(value - bound) <= rules.tolerance)
                || (!towardUpper && value == rules.point(0))
            if !reached { return fail("a finger past the end reaches the bound", "\(active) at \(value), bound \(bound)") }
        } else if rules.atLimit(active, lower: lower, upper: upper) == false, (active == .upper ? upper : lower) != rules.point(0) {
            // (The tidied lower bound is as far as a thumb gets toward a lower thumb resting on the bound itself.)
            return fail("a finger past the end reaches the limit", "\(active) at \(lower)...\(upper)")
        }
        return nil
    }

    /// The rules for one write: which thumb moved, where it may rest, the gap, swipe distances and haptics.
    mutating func checkWrite(
        _ written: RangeBinding<V>, event: SliderEvent<V>, isTouch: Bool, t: Double, reaction: Reaction<V>,
        old: (Double, Double), new: (Double, Double), before: SliderState<V>,
        fail: (String, String) -> PropertyFailure
    ) -> PropertyFailure? {
        let (lower, upper) = new
        stats.writes += 1
        if isTouch { stats.touchWrites += 1 }
        if reaction.haptic == .impact { stats.impacts += 1 }
        if reaction.haptic == .selection { stats.selections += 1 }
        if !same(state.binding, written) { return fail("the binding holds what was written", "\(state.binding) vs \(written)") }
        let w = (written.lower.decimalValue, written.upper.decimalValue)
        guard w.0 == lower, w.1 == upper else {
            return fail("a write is clean: ordered and inside the bounds", "wrote \(written.lower)...\(written.upper)")
        }
        // The thumb that moved.
        let moved: Thumb
        switch event {
        case .increment(let thumb), .decrement(let thumb):
            moved = engine.config.kind == .single ? .lower : thumb
        default:
            guard let active = state.active else { return fail("a touch writes only through a grabbed thumb", "\(event)") }
            moved = active
        }
        let single = engine.config.kind == .single
        if !single {
            let other = moved == .lower ? (old.1, upper) : (old.0, lower)
            if other.0 != other.1 { return fail("only the grabbed thumb moves", "\(moved) moved, the other went \(other.0) → \(other.1)") }
        }
        let value = moved == .lower ? lower : upper
        let oldValue = moved == .lower ? old.0 : old.1
        let otherValue = moved == .lower ? upper : lower

        // On the grid, or at a bound, or stacked on the other thumb when there is no gap (the other may sit where an
        // outside write put it: the seed cleans the order and the bounds, not the other value).
        let stacked = rules.gap <= (rules.step ?? 0) * 1e-6 && value == otherValue
        if rules.step != nil, rules.isPrecise { stats.gridChecks += 1 }
        if rules.checksDecimals(value), !stacked { stats.decimalChecks += 1 }
        if !single, rules.isPrecise, rules.gap > 0 { stats.gapChecks += 1 }
        if !rules.isOnGrid(value), !stacked {
            return fail("values rest on the step grid or a bound", "\(value) with step \(String(describing: rules.step)) from \(rules.lo)")
        }
        // No more decimals than the step and the lower bound have.
        if rules.checksDecimals(value), !stacked {
            let text = (moved == .lower ? written.lower : written.upper).description
            if let d = SeedRules.decimals(of: text), d > rules.places {
                return fail("no more decimals than the step", "\(text) has \(d), the step \(rules.places)")
            }
        }
        // The gap is kept, unless the moved thumb went to its own bound because the other sits closer than the gap.
        if !single, !rules.gapHolds(lower: lower, upper: upper) {
            let atOwnBound = moved == .lower ? lower == rules.lo : upper == rules.hi
            if !atOwnBound { return fail("the gap is kept", "\(upper) − \(lower) < \(rules.gap)") }
        }
        // Swipes and grabs are checked from a clean start: the gap held and both thumbs on the grid. From a value set
        // off the grid, the seed's limit can send a thumb the other way (see the report).
        let cleanBefore = rules.isPrecise && rules.gapHolds(lower: old.0, upper: old.1)
            && rules.isOnGrid(old.0) && rules.isOnGrid(old.1)

        switch event {
        case .increment, .decrement:
            var up = false
            if case .increment = event { up = true }
            if cleanBefore {
                // Tidying may move the lowest step point off a bound with many decimals by half a unit in its last place.
                let slack = rules.tidySlack + 2 * rules.tolerance
                if up ? value < oldValue - slack : value > oldValue + slack {
                    return fail("a swipe moves its way", "\(up ? "increment" : "decrement") went \(oldValue) → \(value)")
                }
                let most = rules.swipeDistance(fallback: engine.voiceOverFallbackFraction)
                if abs(value - oldValue) > most {
                    return fail("a swipe moves one step", "\(oldValue) → \(value), at most \(most)")
                }
            }
        case .touchDown:
            // On a thumb the finger's offset is kept, so the thumb does not jump: at most a snap to the grid.
            if state.grabOffset != 0, cleanBefore {
                let most = (rules.step ?? 0) * (1 + 1e-9) + 2 * rules.tolerance + rules.span * 1e-9
                if abs(value - oldValue) > most {
                    return fail("grabbing a thumb does not make it jump", "\(oldValue) → \(value), offset \(state.grabOffset)")
                }
            }
        default: break
        }

        guard isTouch else { return nil }
        // Haptics: an impact exactly on arrival at a limit, never again until the thumb has left it.
        let atLimit = rules.atLimit(moved, lower: lower, upper: upper)
        if atLimit != nil { stats.limitsDecided += 1 }
        let arrived: Bool? = atLimit.flatMap { a in pinned.map { a && !$0 } }
        switch reaction.haptic {
        case .impact?:
            if atLimit == false { return fail("an impact only at a limit", "\(moved) at \(value)") }
            if pinned == true { return fail("no second impact without leaving the limit", "\(moved) at \(value)") }
        case .selection?:
            if arrived == true { return fail("arriving at a limit plays the impact", "played a selection tick at \(value)") }
            if let last = lastSelection, t - last <= 0.035 {
                return fail("selection ticks at most every 35 ms", "\(t) after \(last)")
            }
            // A Float write can change the Double the seed compares but not the Float it holds: no visible change.
            if !(rules.isFloat && oldValue == value), rules.crossesTick(from: oldValue, to: value) == false {
                return fail("selection ticks on a step or each 5% of the span", "\(oldValue) → \(value)")
            }
        case nil:
            if arrived == true { return fail("arriving at a limit plays the impact", "no haptic at \(value)") }
            let throttled = lastSelection.map { t - $0 <= 0.035 + 1e-9 } ?? false
            if arrived == false, !throttled, !(rules.isFloat && oldValue == value), rules.crossesTick(from: oldValue, to: value) == true {
                return fail("a change across a tick plays a selection tick", "\(oldValue) → \(value) at \(t)")
            }
        }
        if reaction.haptic == .selection { lastSelection = t }
        pinned = atLimit
        return nil
    }

    func same(_ a: RangeBinding<V>, _ b: RangeBinding<V>) -> Bool {
        func same(_ x: V, _ y: V) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return same(a.lower, b.lower) && same(a.upper, b.upper)
    }
}
