import SceneGraph

extension SliderEngine {
    /// The grab/release animation: the seed's `.spring(duration: 0.3, bounce: 0.3)`, or `.smooth(duration: 0.15)` under
    /// Reduce Motion.
    public func grabAnimation(reduceMotion: Bool) -> Animation {
        reduceMotion ? .smooth(duration: 0.15) : .spring(duration: 0.3, bounce: 0.3)
    }

    /// Value changes while dragging: `.interactiveSpring(duration: 0.18, extraBounce: 0)`; none under Reduce Motion, so
    /// the thumb follows the finger without smoothing.
    public func dragAnimation(reduceMotion: Bool) -> Animation? {
        reduceMotion ? nil : .interactiveSpring(duration: 0.18, extraBounce: 0)
    }

    /// The chips' merge cross-fade: `.smooth(duration: 0.18)`; none under Reduce Motion.
    public func mergeAnimation(reduceMotion: Bool) -> Animation? {
        reduceMotion ? nil : .smooth(duration: 0.18)
    }

    /// The header's `.contentTransition(.numericText())` on an animated outside change (`setValue` with `animated`,
    /// an app's `withAnimation { range = … }`): each changed digit rolls along `.smooth(duration: 0.3)`, the duration
    /// of the control's own spring. SwiftUI does not publish the curve; this is our choice.
    public static var numericTextAnimation: Animation { .smooth(duration: 0.3) }

    /// An animated outside change (`withAnimation { }` without an argument): SwiftUI's `Animation.default`,
    /// `spring(response: 0.55, dampingFraction: 1)`, which is `.spring(duration: 0.55, bounce: 0)`.
    public static var withAnimationDefault: Animation { .spring(duration: 0.55, bounce: 0) }

    /// How far a rolling digit travels in and out: half the font size (10 pt at 20 pt), so it leaves its line before it
    /// is gone; 0 under Reduce Motion, where the digits fade in place. Our choice, as SwiftUI does not publish it.
    public static func numericTextOffset(fontSize: Double, reduceMotion: Bool) -> Double {
        reduceMotion ? 0 : fontSize / 2
    }

    /// The animations SwiftUI would attach to the change from `old` to `new`, caused by `event`, as the seed declares them:
    /// - `.animation(motion, value: active)` on the whole control: a grab, a release, or the release of a disable that
    ///   ends a drag animates the changes of that event with the grab animation (it overrides the drag's `withAnimation`);
    /// - `withAnimation(.interactiveSpring…)` around value changes from touches;
    /// - `.animation(.smooth(0.18), value: merged)` on the chip row, innermost, whenever the chips merge or split;
    /// - an app's `withAnimation { range = … }` (`setValue` with `animated`): the change animates with
    ///   `withAnimationDefault`, and `.contentTransition(.numericText())` on the header, while nothing is grabbed,
    ///   rolls each value in the direction it changed (along `numericTextAnimation`; the header items glide with the
    ///   same curve when their widths change).
    /// Everything else is not animated: VoiceOver steps (the seed's `adjust` runs outside any animation, and a content
    /// transition animates only inside an animated transaction, so the header's number simply changes), plain outside
    /// writes and environment changes; in
    /// particular the saturation and opacity of a disable jump, even when the disable ends a drag and the release
    /// springs (the seed's `.onChange(of: isEnabled)` changes `active` after the environment has changed).
    public func transaction(
        from old: SliderState<V>, _ oldScene: Scene, to new: SliderState<V>, _ newScene: Scene, event: SliderEvent<V>
    ) -> Transaction {
        let reduceMotion = new.environment.reduceMotion
        var transaction = Transaction()
        if old.environment.isEnabled != new.environment.isEnabled {
            // The root carries `.saturation` and `.opacity`: the environment change itself is not animated.
            transaction.rules.append(Transaction.Rule("slider", nil))
        }
        if old.active != new.active {
            transaction.defaultAnimation = grabAnimation(reduceMotion: reduceMotion)
        } else if new.binding != old.binding, event.isTouch {
            transaction.defaultAnimation = dragAnimation(reduceMotion: reduceMotion)
        } else if new.binding != old.binding, case .setValue(_, animated: true) = event {
            transaction.defaultAnimation = Self.withAnimationDefault
        }
        let wasMerged = (oldScene.node(id: "chip.merged")?.opacity.value ?? 0) > 0.5
        let isMerged = (newScene.node(id: "chip.merged")?.opacity.value ?? 0) > 0.5
        if wasMerged != isMerged {
            transaction.rules.append(Transaction.Rule("chips", mergeAnimation(reduceMotion: reduceMotion)))
        }
        if new.active == nil, event.isAnimatedWrite, config.readout == .header, config.kind == .range {
            let fontSize = TextFont.header.size(new.environment.dynamicTypeSize)
            let offset = Self.numericTextOffset(fontSize: fontSize, reduceMotion: reduceMotion)
            let (oldLower, oldUpper) = current(old), (newLower, newUpper) = current(new)
            for (id, before, after) in [("header.lower", oldLower, newLower), ("header.upper", oldUpper, newUpper)] {
                let direction: Transaction.NumericText.Direction = after < before ? .down : .up
                transaction.numericText.append(
                    Transaction.NumericText(id, animation: Self.numericTextAnimation, offset: offset, direction: direction))
            }
            transaction.rules.append(Transaction.Rule("header", Self.numericTextAnimation))
        }
        return transaction
    }
}

extension SliderEvent {
    /// Whether the event is a touch.
    public var isTouch: Bool {
        switch self {
        case .touchDown, .touchMove, .touchUp, .touchCancel: return true
        default: return false
        }
    }

    /// Whether the event is an outside write inside an animation (`setValue` with `animated`).
    public var isAnimatedWrite: Bool {
        if case .setValue(_, animated: true) = self { return true }
        return false
    }

    /// Whether the event is a VoiceOver adjustable action.
    public var isVoiceOver: Bool {
        switch self {
        case .increment, .decrement: return true
        default: return false
        }
    }
}
