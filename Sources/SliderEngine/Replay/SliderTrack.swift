import SceneGraph

/// What a replay drives: one slider, or a page of them. Events go in with the frame their effects first show in;
/// frames come out of the timelines.
protocol ReplayTracks {
    /// Applies one event: reducer, scene, transaction, commit.
    mutating func apply(_ timed: TimedEvent<Double>, frame: Int) -> ReplayStep
    /// The presentation scene at `t`.
    func frame(at t: Double) -> Scene
    /// The target scene: where everything is going.
    var target: Scene { get }
    /// The time after which nothing moves.
    var settledTime: Double { get }
}

/// One slider of a replay: its engine and state, its target scene and its animation timeline. Each event goes
/// through the reducer, and each new target scene goes to the timeline with the seed's transaction.
struct SliderTrack<V: SliderValue>: ReplayTracks {
    let engine: SliderEngine<V>
    let kind: SliderConfig.Kind
    let options: SceneOptions
    let cache = SceneCache()
    var state: SliderState<V>
    var target: Scene
    var timeline: Timeline
    /// Commits so far: a page redraws its layout when this changes.
    var commits = 0

    /// The slider of `document` at rest from `start` on, in `scheme`.
    init(document: SceneDocument, scheme: ColorScheme, start: Double) {
        engine = SliderEngine<V>(config: document.config)
        kind = document.config.kind
        options = document.sceneOptions()
        var environment = document.environment
        environment.colorScheme = scheme
        state = engine.initialState(value: document.value.converted(to: V.self), environment: environment)
        target = engine.scene(state, options: options, cache: cache)
        timeline = Timeline(scene: target, at: start)
    }

    mutating func apply(_ timed: TimedEvent<Double>, frame: Int) -> ReplayStep {
        let before = state
        let typed = timed.converted(to: V.self)
        let reaction = engine.reduce(&state, typed.event, at: timed.t)
        var step = ReplayStep(event: timed, haptic: reaction.haptic, active: state.active, frame: frame)
        if let written = reaction.written {
            step.written = RangeBinding(written.lower.decimalValue, written.upper.decimalValue)
            step.writtenText = EffectLog.value(written.lower, written.upper, kind: kind)
        }
        guard before != state else { return step }
        let scene = engine.scene(state, options: options, cache: cache)
        guard scene != target else { return step }
        let transaction = engine.transaction(from: before, target, to: state, scene, event: typed.event)
        timeline.commit(scene, transaction: transaction, at: timed.t)
        if scene.accessibility != target.accessibility { step.accessibility = scene.accessibility }
        target = scene
        commits += 1
        return step
    }

    func frame(at t: Double) -> Scene { timeline.frame(at: t) }

    var settledTime: Double { timeline.settledTime }

    /// The slider's share of a page: its target scene and frame.
    var pagePart: PagePart { engine.pagePart(state, scene: target, cache: cache) }
}
