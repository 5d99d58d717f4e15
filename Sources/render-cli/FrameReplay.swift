import SceneGraph
import SliderEngine

/// Replays a trace into frames: the engine's target scenes go through the animation timeline, which is sampled at
/// `start + i / fps` from the first event until everything has settled after the last one, both ends included.
struct FrameReplay<V: SliderValue> {
    let engine: SliderEngine<V>
    let document: SceneDocument
    let events: [TimedEvent<V>]
    let fps: Double
    /// Safety limit on the number of frames of one run.
    static var maximumFrames: Int { 20_000_000 }

    init(document: SceneDocument, events: [TimedEvent<Double>], fps: Double) {
        self.engine = SliderEngine<V>(config: document.config)
        self.document = document
        self.events = events.map { $0.converted(to: V.self) }
        self.fps = fps
    }

    /// Time of the first frame.
    var start: Double { events.first?.t ?? 0 }

    /// The frame an effect at time `t` first shows in.
    func frameIndex(at t: Double) -> Int {
        max(0, Int(((t - start) * fps - 1e-9).rounded(.up)))
    }

    /// What one event did, reported to the caller in order.
    struct Step {
        var event: TimedEvent<V>
        var reaction: Reaction<V>
        var frame: Int
        /// The new accessibility elements when they changed with this event.
        var accessibility: [AccessibilityElement]?
        var state: SliderState<V>
    }

    /// Runs the trace in `scheme`. `onStep` sees each event; `onFrame` gets frame index, time, the presentation scene
    /// and the state shown; frames stop after `until` when given (for `--at`).
    func run(
        scheme: ColorScheme, until: Double? = nil,
        onStep: (Step) throws -> Void, onFrame: (Int, Double, Scene, SliderState<V>) throws -> Void
    ) throws {
        let cache = SceneCache()
        var environment = document.environment
        environment.colorScheme = scheme
        var state = engine.initialState(value: RangeBinding(V(document.value.0), V(document.value.1)), environment: environment)
        let options = document.sceneOptions()
        var scene = engine.scene(state, options: options, cache: cache)
        var timeline = Timeline(scene: scene, at: start)
        let lastEvent = events.last?.t ?? start
        var next = 0
        var index = 0
        while index < Self.maximumFrames {
            let t = start + Double(index) / fps
            let sampleTime = until.map { min($0, t) } ?? t
            while next < events.count, events[next].t <= sampleTime + 1e-12 {
                let timed = events[next]
                let before = state
                let reaction = engine.reduce(&state, timed.event, at: timed.t)
                let newScene = engine.scene(state, options: options, cache: cache)
                let transaction = engine.transaction(from: before, scene, to: state, newScene, event: timed.event)
                timeline.commit(newScene, transaction: transaction, at: timed.t)
                let changed = newScene.accessibility != scene.accessibility ? newScene.accessibility : nil
                scene = newScene
                try onStep(Step(event: timed, reaction: reaction, frame: frameIndex(at: timed.t), accessibility: changed, state: state))
                next += 1
            }
            if let until {
                if t >= until - 1e-12 {
                    try onFrame(index, until, timeline.frame(at: until), state)
                    return
                }
            } else {
                try onFrame(index, t, timeline.frame(at: t), state)
                if next == events.count, t >= max(lastEvent, timeline.settledTime) - 1e-12 { return }
            }
            index += 1
        }
        throw CLIError.failed("the replay did not settle within \(Self.maximumFrames) frames")
    }
}
