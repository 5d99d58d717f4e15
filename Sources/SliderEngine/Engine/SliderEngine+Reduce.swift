import SceneGraph

extension SliderEngine {
    /// Applies one event at time `t` (seconds) and returns what the slider did. Pure: no clock, no I/O, no allocation
    /// on the drag path.
    public func reduce(_ state: inout SliderState<V>, _ event: SliderEvent<V>, at t: Double) -> Reaction<V> {
        switch event {
        case .touchDown(let x, let y):
            return touchDown(&state, x: x, y: y, at: t)
        case .touchMove(let x, _):
            return touchMove(&state, x: x, at: t)
        case .touchUp, .touchCancel:
            endDrag(&state)
            state.touch = .idle
            return .none
        case .increment(let thumb):
            return adjust(&state, thumb, up: true)
        case .decrement(let thumb):
            return adjust(&state, thumb, up: false)
        case .setDisabled(let disabled):
            state.environment.isEnabled = !disabled
            if disabled {
                // The seed's `.onChange(of: isEnabled)` ends the drag; the gesture is off, so the rest of the touch is lost.
                endDrag(&state)
                if state.touch != .idle { state.touch = .ignored }
            }
            return .none
        case .setReduceMotion(let on):
            state.environment.reduceMotion = on
            return .none
        case .setValue(let value, _):
            state.binding = config.kind == .single ? RangeBinding(single: value.lower) : value
            return .none
        case .setWidth(let width):
            state.environment.width = width
            return .none
        case .setLayoutDirection(let direction):
            state.environment.layoutDirection = direction
            return .none
        case .setDynamicTypeSize(let size):
            state.environment.dynamicTypeSize = size
            return .none
        case .setColorScheme(let scheme):
            state.environment.colorScheme = scheme
            return .none
        }
    }

    // MARK: Touches

    private func touchDown(_ state: inout SliderState<V>, x: Double, y: Double?, at t: Double) -> Reaction<V> {
        // A second finger-down without a lift restarts the touch, as a new gesture would.
        endDrag(&state)
        state.touch = .ignored
        guard state.environment.isEnabled, math.span > 0 else { return .none }
        let layout = self.layout(state.environment) { formattedValues(state) }
        guard layout.hitArea.contains(Point(x: x, y: y ?? layout.rowMidY)) else { return .none }
        state.touch = .tracking(startX: x)
        let local = x - layout.trackOriginX
        begin(&state, at: local, layout: layout)
        guard let active = state.active else { return .none }
        return set(&state, active, to: value(atLocalX: local - state.grabOffset, layout), feedback: true, at: t)
    }

    private func touchMove(_ state: inout SliderState<V>, x: Double, at t: Double) -> Reaction<V> {
        guard case .tracking(let startX) = state.touch else { return .none }
        let layout = horizontalLayout(state.environment)
        if state.isPending {
            // Both thumbs under the finger: the first movement of more than 3 pt picks the one that can go that way.
            let dx = x - startX
            guard abs(dx) > 3 else { return .none }
            let which: Thumb = (layout.isRTL ? -dx : dx) > 0 ? .upper : .lower
            state.isPending = false
            state.active = which
            state.isPinned = isAtLimit(state, which)
        }
        guard let active = state.active else { return .none }
        let local = x - layout.trackOriginX
        return set(&state, active, to: value(atLocalX: local - state.grabOffset, layout), feedback: true, at: t)
    }

    /// Picks the thumb a touch at track-row x grabs, or defers the choice when both thumbs are under the finger.
    private func begin(_ state: inout SliderState<V>, at x: Double, layout: SliderLayout) {
        let (lower, upper) = current(state)
        let lowerX = layout.localX(fraction: math.fraction(lower))
        let upperX = layout.localX(fraction: math.fraction(upper))
        let hit = layout.target / 2
        let which: Thumb
        if config.kind == .single {
            which = .lower
        } else {
            let toLower = abs(x - lowerX), toUpper = abs(x - upperX)
            if abs(lowerX - upperX) < 6 && min(toLower, toUpper) <= hit {
                state.isPending = true
                state.grabOffset = x - lowerX
                return
            }
            if toLower == toUpper {
                // Stacked thumbs touched from the side: the side decides.
                which = (x > lowerX) != layout.isRTL ? .upper : .lower
            } else {
                which = toLower < toUpper ? .lower : .upper
            }
        }
        let thumbX = which == .lower ? lowerX : upperX
        // On a thumb the finger's offset is kept so it does not jump; on the track the thumb comes to the finger.
        state.grabOffset = abs(x - thumbX) <= hit ? x - thumbX : 0
        state.active = which
        state.isPinned = isAtLimit(state, which)
    }

    private func endDrag(_ state: inout SliderState<V>) {
        state.active = nil
        state.isPending = false
        state.grabOffset = 0
    }

    private func value(atLocalX x: Double, _ layout: SliderLayout) -> Double {
        math.value(atFraction: layout.fraction(localX: x))
    }

    private func isAtLimit(_ state: SliderState<V>, _ thumb: Thumb) -> Bool {
        let (lower, upper) = current(state)
        switch config.kind {
        case .range: return math.isAtLimit(thumb, lower: lower, upper: upper)
        // The displayed value itself, not its snapped value: 18.9 on 18...19 by 1 is not yet at the bound.
        case .single: return math.isAtBound(lower)
        }
    }

    // MARK: VoiceOver

    /// Fraction of the span one VoiceOver swipe moves without a step: 1% for the range slider (the seed), 10% for `Slider` (iOS).
    public var voiceOverFallbackFraction: Double { config.kind == .range ? 0.01 : 0.1 }

    private func adjust(_ state: inout SliderState<V>, _ thumb: Thumb, up: Bool) -> Reaction<V> {
        guard state.environment.isEnabled else { return .none }
        let which: Thumb = config.kind == .single ? .lower : thumb
        let (lower, upper) = current(state)
        let next = math.stepped(which == .lower ? lower : upper, up: up, fallbackFraction: voiceOverFallbackFraction)
        return set(&state, which, to: next, feedback: false, at: nil)
    }

    // MARK: Writing the value

    /// Moves a thumb toward `raw`, writes the binding when it changes, and decides the haptic.
    private func set(_ state: inout SliderState<V>, _ thumb: Thumb, to raw: Double, feedback: Bool, at t: Double?) -> Reaction<V> {
        let (lower, upper) = current(state)
        let result: (value: Double, atLimit: Bool)
        let next: RangeBinding<V>
        switch config.kind {
        case .range:
            result = math.resolve(thumb, raw: raw, lower: lower, upper: upper)
            next = thumb == .lower
                ? RangeBinding(V(result.value), V(max(result.value, upper)))
                : RangeBinding(V(min(lower, result.value)), V(result.value))
        case .single:
            result = math.resolveSingle(raw: raw)
            next = RangeBinding(single: V(result.value))
        }
        guard next != state.binding else { return .none }
        let before = thumb == .lower ? lower : upper
        state.binding = next
        var reaction = Reaction<V>(written: next)
        guard feedback, let t else { return reaction }
        if result.atLimit && !state.isPinned {
            reaction.haptic = .impact
        } else if math.crossesTick(from: before, to: result.value) {
            // Throttled so a fast flick over fine steps does not buzz continuously: one tick per 35 ms of event time.
            if state.lastSelectionTime.map({ t - $0 > 0.035 }) ?? true {
                state.lastSelectionTime = t
                reaction.haptic = .selection
            }
        }
        state.isPinned = result.atLimit
        return reaction
    }

    /// The displayed values formatted for the header.
    func formattedValues(_ state: SliderState<V>) -> (lower: String, upper: String) {
        let formatter = self.formatter(locale: state.environment.locale)
        let (lower, upper) = current(state)
        return (formatter.string(Double(V(lower))), formatter.string(Double(V(upper))))
    }
}
