import SliderEngine
/// The sliders a trace's events may name with `"slider": N`, and what each one's events take: a range slider's
/// VoiceOver events name a thumb and its `setValue` takes two numbers; a `Float` binding refuses what a `Float`
/// cannot hold.
struct TraceTargets: Hashable, Sendable {
    /// One slider of the scene.
    struct Slider: Hashable, Sendable {
        var kind: SliderConfig.Kind
        var valueType: ValueType
    }

    /// The scene's sliders in page order; never empty.
    let sliders: [Slider]
    /// Whether the scene is unknown (a trace read without its scene): any index up to `SceneDocument.maximumSliders`
    /// is then accepted, each read as the first slider's kind.
    let acceptsAnyIndex: Bool

    /// One slider of `kind` whose binding holds `valueType`.
    init(kind: SliderConfig.Kind, valueType: ValueType = .double, acceptsAnyIndex: Bool = false) {
        sliders = [Slider(kind: kind, valueType: valueType)]
        self.acceptsAnyIndex = acceptsAnyIndex
    }

    /// The sliders `list`, in page order (an empty list is one range slider).
    init(sliders list: [Slider]) {
        sliders = list.isEmpty ? [Slider(kind: .range, valueType: .double)] : list
        acceptsAnyIndex = false
    }

    /// The sliders of a scene file: its one slider, or every slider of its page.
    init(_ scene: SceneDocument) {
        let list = scene.sliders.map { Slider(kind: $0.config.kind, valueType: $0.valueType) }
        sliders = list.isEmpty ? [Slider(kind: .range, valueType: .double)] : list
        acceptsAnyIndex = false
    }

    /// The first slider: where an event without `"slider"` goes.
    var first: Slider { sliders.first ?? Slider(kind: .range, valueType: .double) }

    /// The slider an event with index `i` goes to, or nil when there is no such slider.
    func slider(_ i: Int) -> Slider? {
        if sliders.indices.contains(i) { return sliders[i] }
        if acceptsAnyIndex, i >= 0, i < SceneDocument.maximumSliders { return sliders[0] }
        return nil
    }

    /// Why index `i` names no slider, in the reader's words.
    func refusal(_ i: Double) -> String {
        let found = i.shortestText
        if acceptsAnyIndex {
            return "a page holds at most \(SceneDocument.maximumSliders) sliders, numbered 0 to \(SceneDocument.maximumSliders - 1); found \(found)"
        }
        switch sliders.count {
        case 1: return "the scene has one slider, so \"slider\" is 0 or left out; found \(found)"
        case 2: return "the page has 2 sliders, numbered 0 and 1; found \(found)"
        default: return "the page has \(sliders.count) sliders, numbered 0 to \(sliders.count - 1); found \(found)"
        }
    }
}
