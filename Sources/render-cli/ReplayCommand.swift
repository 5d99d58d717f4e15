import SceneGraph
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots

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
        let scene = try SceneDocument(contentsOf: paths[0])
        // The trace streams: memory stays flat however long it is. An error ends the lines: those before it are
        // written, the final line is not.
        let trace = try TraceStream(contentsOf: paths[1], for: scene)
        // A stop (SIGINT, SIGTERM) ends the trace where it was read to; the lines of the chunk being made and the
        // final line are not written then, so the output never ends as if the whole trace had been replayed.
        func write(_ bytes: ArraySlice<UInt8>) throws {
            if let signal = Interrupt.signal { throw Interrupt.error(signal, at: paths[1]) }
            try output.stream(bytes)
        }
        do {
            try EffectReplay(document: scene, events: trace).writeStreamed(to: write)
        } catch is StdoutClosed {
            return
        }
        if let error = trace.error { throw error }
        if let stopped = trace.stopped { throw Interrupt.error(stopped.signal, at: paths[1]) }
    }
}
