import SceneGraph
@testable import SliderEngine
@testable import SliderDocuments

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

    var stats = PropertyStats()

    /// The seed's `isPinned` as the rules see it (nil: rounding decides).
    var pinned: Bool?
    /// Time of the last selection tick.
    var lastSelection: Double?
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
            if case .setValue(let v, _) = event {
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
}
