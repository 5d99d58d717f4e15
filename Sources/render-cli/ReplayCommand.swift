import SliderEngine

/// `render-cli replay SCENE TRACE`: prints what the slider did, one JSON line per effect.
enum ReplayCommand: Subcommand {
    static let name = "replay"
    static let abstract = "Replay a gesture trace and print the values written and the haptics played."
    static let usage = "render-cli replay <scene.json> <trace.json>"
    static let discussion = """
        Prints JSON Lines to stdout, one per effect, in order:
          {"t":0.016,"type":"value","value":[130,480]}   a write to the binding
          {"t":0.016,"type":"haptic","style":"selection"} a haptic ("selection" or "impact")
          {"type":"final","value":[130,480]}              the displayed value after the trace
        A single slider prints one number instead of a pair. Numbers are the shortest text that reads back to the
        same value of the scene's valueType.
        """
    static let options: [(flags: String, help: String)] = []

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: [])
        let paths = try args.expectPositionals(["<scene.json>", "<trace.json>"], command: name)
        let scene = try SceneFile.parse(Files.read(paths[0]), file: paths[0])
        let trace = try TraceFile.parse(Files.read(paths[1]), file: paths[1], kind: scene.config.kind, valueType: scene.valueType)
        switch scene.valueType {
        case .double: output.write(lines(Double.self, scene, trace))
        case .float: output.write(lines(Float.self, scene, trace))
        }
    }

    /// The JSON Lines of a replay.
    static func lines<V: SliderValue>(_: V.Type, _ scene: SceneDocument, _ trace: [TimedEvent<Double>]) -> [UInt8] {
        let engine = SliderEngine<V>(config: scene.config)
        var state = engine.initialState(value: RangeBinding(V(scene.value.0), V(scene.value.1)), environment: scene.environment)
        var out: [UInt8] = []
        for timed in trace {
            let reaction = engine.reduce(&state, timed.converted(to: V.self).event, at: timed.t)
            EffectLine.append(reaction, t: timed.t, kind: scene.config.kind, frame: nil, to: &out)
        }
        let (lower, upper) = engine.current(state)
        out.append(contentsOf: Array("{\"type\":\"final\",\"value\":\(EffectLine.value(V(lower), V(upper), kind: scene.config.kind))}\n".utf8))
        return out
    }
}

/// The JSON Lines form of effects, shared by `replay` and the frame renderer's `effects.jsonl`.
enum EffectLine {
    static func value<V: SliderValue>(_ lower: V, _ upper: V, kind: SliderConfig.Kind) -> String {
        kind == .single ? lower.shortestText : "[\(lower.shortestText),\(upper.shortestText)]"
    }

    /// Appends the reaction's lines (value first, then haptic); `frame` adds the frame index the effect falls in.
    static func append<V: SliderValue>(_ reaction: Reaction<V>, t: Double, kind: SliderConfig.Kind, frame: Int?, to out: inout [UInt8]) {
        let time = "{\"t\":\(t.shortestText)" + (frame.map { ",\"frame\":\($0)" } ?? "")
        if let written = reaction.written {
            out.append(contentsOf: Array("\(time),\"type\":\"value\",\"value\":\(value(written.lower, written.upper, kind: kind))}\n".utf8))
        }
        if let haptic = reaction.haptic {
            out.append(contentsOf: Array("\(time),\"type\":\"haptic\",\"style\":\"\(haptic.rawValue)\"}\n".utf8))
        }
    }
}
