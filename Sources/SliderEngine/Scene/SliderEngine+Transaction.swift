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

    /// The header's numeric content transition on a VoiceOver change, modelled as a cross-fade of the text. SwiftUI's
    /// `.numericText()` duration is not published; 0.25 s is our choice.
    public static var numericTextDuration: Double { 0.25 }

    /// The animations SwiftUI would attach to the change from `old` to `new`, caused by `event`, as the seed declares them:
    /// - `.animation(motion, value: active)` on the whole control: a grab, a release, or a disable that ends a drag
    ///   animates every change of that event with the grab animation (it overrides the drag's `withAnimation`);
    /// - `withAnimation(.interactiveSpring…)` around value changes from touches;
    /// - `.animation(.smooth(0.18), value: merged)` on the chip row, innermost, whenever the chips merge or split;
    /// - `.contentTransition(.numericText())` on the header while nothing is grabbed, for VoiceOver changes.
    /// Everything else (VoiceOver moves of the thumbs, outside writes, environment changes) is not animated.
    public func transaction(
        from old: SliderState<V>, _ oldScene: Scene, to new: SliderState<V>, _ newScene: Scene, event: SliderEvent<V>
    ) -> Transaction {
        let reduceMotion = new.environment.reduceMotion
        var transaction = Transaction()
        if old.active != new.active {
            transaction.defaultAnimation = grabAnimation(reduceMotion: reduceMotion)
        } else if new.binding != old.binding, event.isTouch {
            transaction.defaultAnimation = dragAnimation(reduceMotion: reduceMotion)
        }
        let wasMerged = (oldScene.node(id: "chip.merged")?.opacity.value ?? 0) > 0.5
        let isMerged = (newScene.node(id: "chip.merged")?.opacity.value ?? 0) > 0.5
        if wasMerged != isMerged {
            transaction.rules.append(Transaction.Rule("chips", mergeAnimation(reduceMotion: reduceMotion)))
        }
        if new.active == nil, event.isVoiceOver {
            transaction.crossFadeText.append(Transaction.TextCrossFade("header", duration: Self.numericTextDuration))
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

    /// Whether the event is a VoiceOver adjustable action.
    public var isVoiceOver: Bool {
        switch self {
        case .increment, .decrement: return true
        default: return false
        }
    }
}
