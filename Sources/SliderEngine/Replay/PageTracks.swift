import SceneGraph

/// The sliders of a page in a replay: each its own engine, state and timeline (a `SliderTrack`), an event going to
/// the slider its `slider` index names, and every frame the sliders' frames stacked by `PageComposer`. The page's
/// layout follows the sliders' target scenes, so a slider whose height changes moves the ones below it at once.
struct PageTracks: ReplayTracks {
    /// One slider, in its document's value type; optional chaining mutates it in place.
    struct Slot {
        var double: SliderTrack<Double>?
        var float: SliderTrack<Float>?

        var commits: Int { double?.commits ?? float?.commits ?? 0 }
        var settledTime: Double { double?.settledTime ?? float?.settledTime ?? 0 }
        func frame(at t: Double) -> Scene? { double?.frame(at: t) ?? float?.frame(at: t) }
        var pagePart: PagePart? { double?.pagePart ?? float?.pagePart }
    }

    var slots: [Slot]
    let page: ScenePage
    let scheme: ColorScheme
    /// Each slider's target share: scene, frame origin, height.
    var parts: [PagePart]
    var target: Scene

    /// The sliders of `document`'s page at rest from `start` on, in `scheme`.
    init(document: SceneDocument, page: ScenePage, scheme: ColorScheme, start: Double) {
        self.page = page
        self.scheme = scheme
        slots = document.sliders.indices.map { i in
            let slider = document.document(forSlider: i)
            switch slider.valueType {
            case .double: return Slot(double: SliderTrack(document: slider, scheme: scheme, start: start))
            case .float: return Slot(float: SliderTrack(document: slider, scheme: scheme, start: start))
            }
        }
        parts = slots.compactMap(\.pagePart)
        target = PageComposer.compose(parts, page: page, scheme: scheme)
    }

    mutating func apply(_ timed: TimedEvent<Double>, frame: Int) -> ReplayStep {
        let i = timed.slider
        guard slots.indices.contains(i), parts.indices.contains(i) else { return ReplayStep(event: timed, frame: frame, slider: i) }
        let commits = slots[i].commits
        var step: ReplayStep
        if slots[i].double != nil {
            step = slots[i].double?.apply(timed, frame: frame) ?? ReplayStep(event: timed, frame: frame)
        } else {
            step = slots[i].float?.apply(timed, frame: frame) ?? ReplayStep(event: timed, frame: frame)
        }
        step.slider = i
        guard slots[i].commits != commits, let part = slots[i].pagePart else { return step }
        parts[i] = part
        target = PageComposer.compose(parts, page: page, scheme: scheme)
        if step.accessibility != nil { step.accessibility = target.accessibility }
        return step
    }

    func frame(at t: Double) -> Scene {
        if t >= settledTime { return target }
        var shown = parts
        for i in shown.indices {
            if let scene = slots[i].frame(at: t) { shown[i].scene = scene }
        }
        return PageComposer.compose(shown, page: page, scheme: scheme)
    }

    var settledTime: Double { slots.map(\.settledTime).max() ?? 0 }
}
