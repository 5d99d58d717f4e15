#if canImport(Glibc)
import Glibc
#endif
import SceneGraph
import SliderEngine
import SVGRender

/// `render-cli bench`: the speed figures the README reports, measured on this machine.
enum BenchCommand: Subcommand {
    static let name = "bench"
    static let abstract = "Measure reducer, scene and SVG throughput on the bundled price example."
    static let usage = "render-cli bench [--events N] [--frames N] [--repeat N]"
    static let discussion = """
        Build with optimisation for meaningful numbers: swift run -c release render-cli bench
        Each figure is the best of --repeat runs (default 5), on one core. Prints a Markdown table.
        """
    static let options: [(flags: String, help: String)] = [
        ("--events <n>", "Reducer events per run (default 5000000)."),
        ("--frames <n>", "Frames per run for scene and SVG figures (default 50000)."),
        ("--repeat <n>", "Runs per figure; the best is reported (default 5)."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: ["--events", "--frames", "--repeat"])
        _ = try args.expectPositionals([], command: name)
        let events = Int(try args.number("--events", command: name, "a count from 1000 to 1e9") { $0 >= 1000 && $0 <= 1e9 } ?? 5_000_000)
        let frames = Int(try args.number("--frames", command: name, "a count from 100 to 1e8") { $0 >= 100 && $0 <= 1e8 } ?? 50_000)
        let runs = Int(try args.number("--repeat", command: name, "a count from 1 to 100") { $0 >= 1 && $0 <= 100 } ?? 5)

        var config = SliderConfig(bounds: (0, 1000), step: 10, readout: .thumbs)
        config.format = ValueFormat(.currency(code: "USD"), minimumFractionDigits: 0, maximumFractionDigits: 0)
        let engine = SliderEngine<Double>(config: config)
        let start = engine.initialState(value: RangeBinding(120, 480), environment: SliderEnvironment())

        // A drag back and forth over the whole track, 1 pt per event, so most events write a value.
        let moves: [SliderEvent<Double>] = (0..<660).map { i in .touchMove(x: Double(i < 330 ? i : 660 - i), y: nil) }
        var rows: [(String, String)] = []

        let reducerSeconds = best(runs) {
            var state = start
            var sink = 0
            _ = engine.reduce(&state, .touchDown(x: 50, y: nil), at: 0)
            for i in 0..<events {
                let r = engine.reduce(&state, moves[i % moves.count], at: Double(i) * 0.001)
                if r.written != nil { sink &+= 1 }
            }
            return sink
        }
        rows.append(("Reducer (touchMove events per second)", rate(Double(events) / reducerSeconds)))

        let cache = SceneCache()
        var writer = SVGWriter()
        var states: [SliderState<Double>] = []
        var state = start
        _ = engine.reduce(&state, .touchDown(x: 50, y: nil), at: 0)
        for (i, move) in moves.enumerated() {
            _ = engine.reduce(&state, move, at: Double(i) / 60)
            states.append(state)
        }
        let sceneSeconds = best(runs) {
            var sink = 0
            for i in 0..<frames { sink &+= engine.scene(states[i % states.count], cache: cache).nodes.count }
            return sink
        }
        rows.append(("Scene building (frames per second)", rate(Double(frames) / sceneSeconds)))
        let svgSeconds = best(runs) {
            var sink = 0
            for i in 0..<frames {
                let scene = engine.scene(states[i % states.count], cache: cache)
                sink &+= writer.withBytes(of: scene) { $0.count }
            }
            return sink
        }
        rows.append(("Scene + SVG bytes (frames per second)", rate(Double(frames) / svgSeconds)))

        // Timeline sampling while animations run: a grab spring on both thumbs and a drag in flight.
        var timeline = Timeline(scene: engine.scene(start, cache: cache), at: 0)
        var moving = start
        _ = engine.reduce(&moving, .touchDown(x: 50, y: nil), at: 0)
        timeline.commit(engine.scene(moving, cache: cache), transaction: .animated(.spring(duration: 0.3, bounce: 0.3)), at: 0)
        _ = engine.reduce(&moving, .touchMove(x: 300, y: nil), at: 0.01)
        timeline.commit(engine.scene(moving, cache: cache), transaction: .animated(.interactiveSpring(duration: 0.18)), at: 0.01)
        let sampled = timeline
        let sampleSeconds = best(runs) {
            var sink = 0
            for i in 0..<frames { sink &+= sampled.frame(at: 0.01 + Double(i % 30) / 1000).nodes.count }
            return sink
        }
        rows.append(("Timeline frame(at:) mid-animation (frames per second)", rate(Double(frames) / sampleSeconds)))

        // An hour of 60 fps frames of a continuous drag: 216,000 events, commits and frames, without SVG.
        var document = SceneDocument(config: config, value: RangeBinding(120, 480))
        document.canvas.padding = 24
        let hour = 216_000
        var hourEvents: [TimedEvent<Double>] = [TimedEvent(t: 0, .touchDown(x: 50, y: nil))]
        for i in 1..<hour { hourEvents.append(TimedEvent(t: Double(i) / 60, moves[i % moves.count])) }
        let replay = Replay(document: document, events: hourEvents, fps: 60, holdsIdleFrames: false, maximumFrames: .max)
        var hourFrames = 0
        let hourSeconds = best(1) {
            hourFrames = 0
            for _ in replay { hourFrames += 1 }
            return hourFrames
        }
        rows.append(("One hour at 60 fps: \(hourFrames) events, commits and frames (seconds)", NumberText.string(hourSeconds, decimals: 2)))

        output.print("| Measure | Result |")
        output.print("|---|---|")
        for (label, value) in rows { output.print("| \(label) | \(value) |") }
    }

    /// The shortest wall time of `runs` runs of `body`, in seconds.
    static func best(_ runs: Int, _ body: () -> Int) -> Double {
        var fastest = Double.infinity
        var sink = 0
        for _ in 0..<runs {
            let begin = now()
            sink &+= body()
            fastest = min(fastest, now() - begin)
        }
        if sink == Int.min { print("") }  // keeps the work observable
        return max(fastest, 1e-9)
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func rate(_ perSecond: Double) -> String {
        if perSecond >= 1e6 { return NumberText.string(perSecond / 1e6, decimals: 1) + " million" }
        if perSecond >= 1e3 { return NumberText.string(perSecond / 1e3, decimals: 1) + " thousand" }
        return NumberText.string(perSecond, decimals: 0)
    }
}
