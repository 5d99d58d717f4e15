import SceneGraph
import SliderEngine

/// Collects what the HTML player shows while a replay runs.
struct PlayerDataBuilder<V: SliderValue> {
    let engine: SliderEngine<V>
    let document: SceneDocument
    private var frames: [PlayerData.Frame] = []
    private var events: [PlayerData.Event] = []
    private var effects: [PlayerData.Effect] = []
    private var size = Size(width: 0, height: 0)

    init(engine: SliderEngine<V>, document: SceneDocument) {
        self.engine = engine
        self.document = document
    }

    mutating func add(_ step: FrameReplay<V>.Step) {
        events.append(PlayerData.Event(t: step.event.t, frame: step.frame, type: step.event.event.name, detail: step.event.event.detail))
        if let written = step.reaction.written {
            effects.append(PlayerData.Effect(t: step.event.t, frame: step.frame, kind: "value",
                                             detail: EffectLine.value(written.lower, written.upper, kind: document.config.kind)))
        }
        if let haptic = step.reaction.haptic {
            effects.append(PlayerData.Effect(t: step.event.t, frame: step.frame, kind: "haptic", detail: haptic.rawValue))
        }
    }

    mutating func addFrame(index: Int, t: Double, scene: Scene, state: SliderState<V>) {
        size = scene.size
        frames.append(PlayerData.Frame(
            index: index, t: t, files: [], value: scene.displayedValue,
            voiceOver: accessibilityReadingOrder(scene.accessibility).map(\.spokenText)))
    }

    /// The collected data, with each frame's files (one per scheme) from `files`.
    func data(title: String, fps: Double, schemes: [String], files: [[String]]) -> PlayerData {
        var frames = self.frames
        for i in frames.indices where i < files.count { frames[i].files = files[i] }
        return PlayerData(title: title, fps: fps, width: size.width, height: size.height, schemes: schemes,
                          frames: frames, events: events, effects: effects)
    }
}

extension Scene {
    /// The values on screen as one line: "$130 – $480", or one value for a single slider.
    var displayedValue: String { accessibility.map(\.value).joined(separator: " – ") }
}

extension SliderEvent {
    /// The event's type name as it appears in trace files.
    var name: String {
        switch self {
        case .touchDown: return "touchDown"
        case .touchMove: return "touchMove"
        case .touchUp: return "touchUp"
        case .touchCancel: return "touchCancel"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .setDisabled: return "setDisabled"
        case .setReduceMotion: return "setReduceMotion"
        case .setValue: return "setValue"
        case .setWidth: return "setWidth"
        case .setLayoutDirection: return "setLayoutDirection"
        case .setDynamicTypeSize: return "setDynamicTypeSize"
        case .setColorScheme: return "setColorScheme"
        }
    }

    /// A short description of the event's data: "x 130", "upper", "[10,20]".
    var detail: String {
        switch self {
        case .touchDown(let x, let y), .touchMove(let x, let y):
            return "x " + NumberText.string(x) + (y.map { ", y " + NumberText.string($0) } ?? "")
        case .touchUp, .touchCancel: return ""
        case .increment(let thumb), .decrement(let thumb): return thumb.rawValue
        case .setDisabled(let b), .setReduceMotion(let b): return b ? "true" : "false"
        case .setValue(let v): return "[\(v.lower.shortestText),\(v.upper.shortestText)]"
        case .setWidth(let w): return NumberText.string(w)
        case .setLayoutDirection(let d): return d.rawValue
        case .setDynamicTypeSize(let s): return s.rawValue
        case .setColorScheme(let c): return c.rawValue
        }
    }
}
