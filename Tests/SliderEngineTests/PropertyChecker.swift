import SceneGraph
@testable import SliderEngine

/// A broken invariant: which rule, at which event, and what was seen.
struct PropertyFailure: Error, Equatable, CustomStringConvertible {
    var rule: String
    var detail: String
    /// Index of the event after which the rule broke.
    var index: Int
    /// Whether a scene rule broke (shrinking then checks every scene).
    var isSceneRule = false

    var description: String { "\(rule) broke after event \(index): \(detail)" }
}

/// How often each kind of check applied (for judging the test's reach, not for asserting).
struct PropertyStats: CustomStringConvertible {
    var events = 0, writes = 0, touchWrites = 0, impacts = 0, selections = 0
    var gridChecks = 0, decimalChecks = 0, gapChecks = 0, limitsDecided = 0, pastTheEnd = 0, disabledEvents = 0

    static func + (a: Self, b: Self) -> Self {
        var s = a
        s.events += b.events; s.writes += b.writes; s.touchWrites += b.touchWrites; s.impacts += b.impacts
        s.selections += b.selections; s.gridChecks += b.gridChecks; s.decimalChecks += b.decimalChecks
        s.gapChecks += b.gapChecks; s.limitsDecided += b.limitsDecided; s.pastTheEnd += b.pastTheEnd
        s.disabledEvents += b.disabledEvents
        return s
    }

    var description: String {
        "\(events) events, \(writes) writes (\(touchWrites) by touch), \(impacts) impacts, \(selections) ticks; "
            + "\(gridChecks) grid, \(decimalChecks) decimal and \(gapChecks) gap checks, \(limitsDecided) limits decided, "
            + "\(pastTheEnd) fingers past an end, \(disabledEvents) events while disabled"
    }
}

/// Runs events through an engine and checks the seed's invariants after every one (the scene's on a sample).
///
/// Besides the engine's state it keeps a small model of what the seed's rules say must follow: whether the grabbed
/// thumb rests at a limit (the seed's `isPinned`), when the last selection tick played, and whether the current touch
/// began while the slider was disabled.
struct PropertyChecker<V: SliderValue> {
    let engine: SliderEngine<V>
    let rules: SeedRules
    private(set) var state: SliderState<V>
    /// Check the scene after every `sceneEvery`-th event (0: never).
    let sceneEvery: Int
    /// Parse the SVG of every `svgEvery`-th scene checked (0: never).
    let svgEvery: Int
    /// An extra rule, for showing that a false rule fails with a seed and a shrunk trace.
    var extraRule: ((SliderState<V>, SliderEngine<V>) -> String?)?
    private(set) var index = -1
    private(set) var scenesChecked = 0
    private(set) var svgsParsed = 0
    private let cache = SceneCache()

    private(set) var stats = PropertyStats()

    private var pinned: Bool?
    private var lastSelection: Double?
    private var touchIgnored = false
    private var fingerDown = false

    init(_ c: PropertyCase, sceneEvery: Int, svgEvery: Int) {
        engine = SliderEngine<V>(config: c.config)
        rules = SeedRules(c.config, V.self)
        state = engine.initialState(value: c.value.converted(to: V.self), environment: c.environment)
        self.sceneEvery = sceneEvery
        self.svgEvery = svgEvery
    }

    /// Where the thumbs are, for the event generator.
    var view: EventGenerator.View {
        let layout = engine.horizontalLayout(state.environment)
        let (lower, upper) = engine.current(state)
        let rowMidY = engine.config.kind == .range && engine.config.readout == .thumbs
            ? TextStyle.footnote.lineHeight(state.environment.dynamicTypeSize) + 18 + layout.target / 2
            : layout.rowMidY
        return EventGenerator.View(
            lowerX: layout.trackOriginX + layout.localX(fraction: engine.math.fraction(lower)),
            upperX: layout.trackOriginX + layout.localX(fraction: engine.math.fraction(upper)),
            width: state.environment.width, rowMidY: rowMidY)
    }

    /// Checks that the engine's math was read from the configuration as the rules read it.
    func checkMath() -> PropertyFailure? {
        let m = engine.math
        let same = m.lo == rules.lo && m.hi == rules.hi && m.step == rules.step && m.gap == rules.gap && m.places == rules.places
        guard same else {
            return PropertyFailure(rule: "math follows the configuration", detail: "engine \(m), rules \(rules)", index: -1)
        }
        return nil
    }

    /// Applies one event and checks every rule; the first one broken.
    mutating func step(_ timed: TimedEvent<Double>) -> PropertyFailure? {
        index += 1
        stats.events += 1
        if !state.environment.isEnabled { stats.disabledEvents += 1 }
        let before = state
        let (oldLower, oldUpper) = engine.current(before)
        let event = timed.converted(to: V.self).event
        let reaction = engine.reduce(&state, event, at: timed.t)
        let (lower, upper) = engine.current(state)
        let index = self.index
        let fail = { (rule: String, detail: String) -> PropertyFailure in
            PropertyFailure(rule: rule, detail: detail + " [before \(oldLower)...\(oldUpper), after \(lower)...\(upper), reaction \(reaction)]", index: index)
        }

        // Displayed values: finite, ordered, inside the bounds; a single slider's two ends are one value.
        guard lower.isFinite, upper.isFinite, rules.lo <= lower, lower <= upper, upper <= rules.hi else {
            return fail("values ordered and inside the bounds", "displayed \(lower)...\(upper) in \(rules.lo)...\(rules.hi)")
        }
        if engine.config.kind == .single, lower != upper {
            return fail("a single slider holds one value", "\(lower) and \(upper)")
        }

        let wasEnabled = before.environment.isEnabled
        var isTouch = false, isSwipe = false
        switch event {
        case .touchDown, .touchMove: isTouch = true
        case .increment, .decrement: isSwipe = true
        default: break
        }

        // Nothing changes while disabled, except what comes from outside (the binding, the environment).
        if !wasEnabled, isTouch || isSwipe {
            if reaction != .none || !same(state.binding, before.binding) || state.active != nil {
                return fail("nothing changes while disabled", "\(event)")
            }
        }
        if !state.environment.isEnabled, state.active != nil || state.isPending {
            return fail("a disabled slider holds no thumb", "active \(String(describing: state.active)), pending \(state.isPending)")
        }

        // Touch bookkeeping: a touch that began (or was caught) while disabled moves nothing until it lifts.
        switch event {
        case .touchDown:
            fingerDown = true
            touchIgnored = !wasEnabled
        case .touchUp, .touchCancel:
            fingerDown = false
            touchIgnored = false
        case .setDisabled(true):
            if fingerDown { touchIgnored = true }
        default: break
        }
        if case .touchMove = event, touchIgnored || !fingerDown {
            if reaction != .none || state.active != nil {
                return fail("a touch that began disabled, or no touch, moves nothing", "\(event)")
            }
        }

        // Outside changes write nothing and play nothing; setValue holds what was given.
        if !isTouch && !isSwipe {
            if reaction != .none { return fail("only touches and swipes write", "\(event)") }
            if case .setValue(let v) = event {
                let expected = engine.config.kind == .single ? RangeBinding(single: v.lower) : v
                if !same(state.binding, expected) { return fail("setValue holds the value given", "\(state.binding)") }
            } else if !same(state.binding, before.binding) {
                return fail("only touches, swipes and setValue change the binding", "\(event)")
            }
        }

        // During a drag the grabbed thumb stays grabbed.
        if case .touchMove = event, let grabbed = before.active, state.active != grabbed {
            return fail("the grabbed thumb stays grabbed", "\(grabbed) became \(String(describing: state.active))")
        }

        // Which thumb was grabbed now, and whether it rested at a limit then (the seed's isPinned on grab).
        let grabbedNow: Bool
        switch event {
        case .touchDown: grabbedNow = state.active != nil
        case .touchMove: grabbedNow = before.isPending && state.active != nil
        default: grabbedNow = false
        }
        if grabbedNow, let active = state.active {
            pinned = rules.atLimit(active, lower: oldLower, upper: oldUpper)
        }

        if reaction.haptic != nil, !isTouch || reaction.written == nil {
            return fail("haptics only come with a touch that writes", "\(event)")
        }

        if let written = reaction.written {
            if let failure = checkWrite(written, event: event, isTouch: isTouch, t: timed.t, reaction: reaction,
                                        old: (oldLower, oldUpper), new: (lower, upper), before: before, fail: fail) {
                return failure
            }
        } else if (isTouch || isSwipe), !same(state.binding, before.binding) {
            return fail("the binding changes only with a write", "\(event)")
        }

        // Both bounds are reachable: a finger past an end of the track takes the grabbed thumb all the way, to its
        // own bound when it moves toward it, else to its limit against the other thumb.
        if let failure = checkPastTheEnd(event, lower: lower, upper: upper, fail: fail) { return failure }

        if let extraRule, let broken = extraRule(state, engine) {
            return fail("extra rule", broken)
        }

        if sceneEvery > 0, index % sceneEvery == 0 {
            scenesChecked += 1
            let parse = svgEvery > 0 && (scenesChecked - 1) % svgEvery == 0
            if parse { svgsParsed += 1 }
            if let broken = SceneInvariants.check(engine.scene(state, cache: cache), engine: engine, state: state, parseSVG: parse) {
                var failure = fail(broken.rule, broken.detail)
                failure.isSceneRule = true
                return failure
            }
        }
        return nil
    }

    private mutating func checkPastTheEnd(_ event: SliderEvent<V>, lower: Double, upper: Double,
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
    private mutating func checkWrite(
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

    private func same(_ a: RangeBinding<V>, _ b: RangeBinding<V>) -> Bool {
        func same(_ x: V, _ y: V) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return same(a.lower, b.lower) && same(a.upper, b.upper)
    }
}
