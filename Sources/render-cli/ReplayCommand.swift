import SceneGraph
import SliderEngine
import SliderRendering

/// `render-cli replay SCENE TRACE`: prints what the slider did, one JSON line per effect.
enum ReplayCommand: Subcommand {
    static let name = "replay"
    static let abstract = "Replay a gesture trace and print the values written and the haptics played."
    static let usage = "render-cli replay <scene.json> <trace.json> [--jobs N]"
    static let discussion = """
        Prints JSON Lines to stdout, one per effect, in order:
          {"t":0.016,"type":"value","value":[130,480]}   a write to the binding
          {"t":0.016,"type":"haptic","style":"selection"} a haptic ("selection" or "impact")
          {"type":"final","value":[130,480]}              the displayed value after the trace
        A single slider prints one number instead of a pair. Numbers are the shortest text that reads back to the
        same value of the scene's valueType.
        """
    static let options: [(flags: String, help: String)] = [
        ("--jobs <n>", "With 2 or more (the default on 2 or more cores), a trace file of 1 MiB or more is read on a thread of its own while this one replays it (not stdin or a pipe); the output never changes."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: ["--jobs"])
        let paths = try args.expectPositionals(["<scene.json>", "<trace.json>"], command: name)
        let jobs = try args.jobs(command: name) ?? CoreCount.current
        let scene = try SceneDocument(contentsOf: paths[0])
        // The trace streams: memory stays flat however long it is. An error ends the lines: those before it are
        // written, the final line is not.
        let trace = try TraceStream(contentsOf: paths[1], for: scene)
        // With two or more jobs, read on the other core, a few chunks ahead of the replay (`TraceFeed`), which then
        // waits for the reading rather than doing it: the same lines, errors and stops. Only a regular file: a
        // pipe's read waits, and a signal would wake only one of the two threads (see `TraceStream.regularFileSize`).
        // And only from 1 MiB (about 18,000 events): below that, starting the thread costs what it saves.
        let feed = jobs > 1 && (trace.regularFileSize ?? 0) >= 1 << 20 ? TraceFeed.reading(trace, retaining: false) : nil
        defer { feed?.close() }
        // A stop (SIGINT, SIGTERM) ends the trace where it was read to; the lines of the chunk being made and the
        // final line are not written then, so the output never ends as if the whole trace had been replayed.
        func write(_ bytes: ArraySlice<UInt8>) throws {
            if let signal = Interrupt.signal { throw Interrupt.error(signal, at: paths[1]) }
            try output.stream(bytes)
        }
        do {
            if let feed {
                try EffectReplay(document: scene, events: feed.events).write(to: write)
            } else {
                try EffectReplay(document: scene, events: trace).write(to: write)
            }
        } catch is StdoutClosed {
            return
        }
        do {
            if let feed {
                try feed.end()
            } else {
                if let error = trace.error { throw error }
                if let stopped = trace.stopped { throw stopped }
            }
        } catch let stopped as StopRequest.Stopped {
            throw Interrupt.error(stopped.signal, at: paths[1])
        }
    }
}
