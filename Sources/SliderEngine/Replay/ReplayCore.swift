import SceneGraph

/// The replay loop for one value type: events go through the reducer, each new target scene goes to the timeline with
/// the seed's transaction, and the timeline is sampled at `start + i / fps`. Holds nothing but the current state, so
/// memory does not grow with the trace.
struct ReplayCore<V: SliderValue, Events: IteratorProtocol> where Events.Element == TimedEvent<Double> {
    let engine: SliderEngine<V>
    let kind: SliderConfig.Kind
    let options: SceneOptions
    let cache = SceneCache()
    let fps: Double
    let holds: Bool
    var events: Events
    var pending: TimedEvent<Double>?
    let start: Double
    var state: SliderState<V>
    var target: Scene
    var timeline: Timeline
    var lastEventTime: Double
    var index = 0
    var finished = false

    init(document: SceneDocument, scheme: ColorScheme, events: Events, fps: Double, holds: Bool) {
        engine = SliderEngine<V>(config: document.config)
        kind = document.config.kind
        options = document.sceneOptions()
        self.fps = fps
        self.holds = holds
        self.events = events
        pending = self.events.next()
        start = pending?.t ?? 0
        lastEventTime = start
        var environment = document.environment
        environment.colorScheme = scheme
        state = engine.initialState(value: document.value.converted(to: V.self), environment: environment)
        target = engine.scene(state, options: options, cache: cache)
        timeline = Timeline(scene: target, at: start)
    }

    /// The time of frame `i`.
    func time(ofFrame i: Int) -> Double { start + Double(i) / fps }

    /// The frame an effect at time `t` first shows in.
    func frameIndex(at t: Double) -> Int {
        ReplayClock.index(((t - start) * fps - 1e-9).rounded(.up))
    }

    /// Applies one event: reducer, scene, transaction, commit.
    mutating func apply(_ timed: TimedEvent<Double>, withScenes: Bool) -> ReplayStep {
        let before = state
        let typed = timed.converted(to: V.self)
        let reaction = engine.reduce(&state, typed.event, at: timed.t)
        lastEventTime = timed.t
        var step = ReplayStep(event: timed, haptic: reaction.haptic, active: state.active, frame: withScenes ? frameIndex(at: timed.t) : nil)
        if let written = reaction.written {
            step.written = RangeBinding(written.lower.decimalValue, written.upper.decimalValue)
            step.writtenText = EffectLog.value(written.lower, written.upper, kind: kind)
        }
        guard withScenes, before != state else { return step }
        let scene = engine.scene(state, options: options, cache: cache)
        guard scene != target else { return step }
        let transaction = engine.transaction(from: before, target, to: state, scene, event: typed.event)
        timeline.commit(scene, transaction: transaction, at: timed.t)
        if scene.accessibility != target.accessibility { step.accessibility = scene.accessibility }
        target = scene
        return step
    }

    /// The next frame, or nil when the replay has settled after its last event.
    mutating func nextFrame(sample: Bool) -> ReplayFrame? {
        guard !finished else { return nil }
        let t = time(ofFrame: index)
        var steps: [ReplayStep] = []
        while let timed = pending, timed.t <= t + 1e-12 {
            steps.append(apply(timed, withScenes: true))
            pending = events.next()
        }
        let scene = sample ? timeline.frame(at: t) : target
        var hold = 1
        if pending == nil {
            if t >= max(lastEventTime, timeline.settledTime) - 1e-12 { finished = true }
        } else if holds, timeline.isSettled(at: t), let next = pending {
            // Nothing moves until the next event: this frame stays on screen until the frame that shows it.
            var k = max(index + 1, ReplayClock.index(((next.t - start) * fps).rounded(.down)))
            while k < ReplayClock.maximumIndex, time(ofFrame: k) + 1e-12 < next.t { k += 1 }
            while k - 1 > index, time(ofFrame: k - 1) + 1e-12 >= next.t { k -= 1 }
            hold = k - index
        }
        let frame = ReplayFrame(index: index, t: t, holdFrames: hold, scene: scene, steps: steps)
        index = index &+ hold
        return frame
    }

    /// The scene at `t`, after every event up to `t`.
    mutating func scene(at t: Double) -> Scene {
        while let timed = pending, timed.t <= t + 1e-12 {
            _ = apply(timed, withScenes: true)
            pending = events.next()
        }
        return timeline.frame(at: t)
    }
}

/// Frame numbers from times, checked: a time too far in the future for an `Int` frame number is clamped to the
/// largest one, never a crash.
enum ReplayClock {
    /// The largest frame number used (2^52, exact in a `Double`).
    static let maximumIndex = 1 << 52

    /// `x` (already rounded) as a frame number within 0...maximumIndex; NaN is 0.
    static func index(_ x: Double) -> Int {
        guard x > 0 else { return 0 }
        guard x < Double(maximumIndex) else { return maximumIndex }
        return Int(x)
    }
}
