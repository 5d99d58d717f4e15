import Foundation
import SceneGraph
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots
import SVGRender

/// `slider-bench`: the workflows users run, timed on this machine, against the goals the README states. Build with
/// optimisation: `swift run -c release slider-bench`.
@main
enum Bench {
    static let help = """
        OVERVIEW: Time the workflows users run: replay a trace, render a drag to frames, check a suite, draw frames.

        Each figure is the median of --runs runs. Replay, render and check run the render-cli built beside
        slider-bench as a separate process (wall time and peak memory from wait4); frames are drawn in process.

        USAGE: swift run -c release slider-bench [--runs N] [--quick] [--cli PATH]

        OPTIONS:
          --runs <n>   Runs per figure (default 3).
          --quick      Smaller workloads (replay up to 10^6 events, 500 cases).
          --cli <path> The render-cli to run (default: the one built beside slider-bench).
          -h, --help   Show help information.
        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return
        }
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let runs = value("--runs").flatMap(Int.init) ?? 3
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let cli = value("--cli") ?? me.deletingLastPathComponent().appendingPathComponent("render-cli").path
        guard FileManager.default.isExecutableFile(atPath: cli) else {
            FileHandle.standardError.write(Data("slider-bench: \(cli) not found; build it first (swift build -c release)\n".utf8))
            exit(1)
        }
        var bench = Bench.Run(runs: max(1, runs), quick: arguments.contains("--quick"), cli: cli)
        bench.all()
        print(bench.markdown())
        if bench.failed { exit(1) }
    }

    /// What one run of a process used.
    struct Usage {
        var seconds: Double
        var peakMiB: Double
        var ok: Bool
    }

    /// A measured figure and, when there is one, its goal.
    struct Figure {
        var name: String
        var median: Double
        var shown: String
        var goal: (text: String, met: Bool)?
    }

    /// The middle value (the mean of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// `1.23` for seconds, with `decimals` digits after the point.
    static func text(_ value: Double, _ decimals: Int) -> String { NumberText.string(value, decimals: decimals) }

    struct Run {
        let runs: Int
        let quick: Bool
        let cli: String
        var figures: [Figure] = []
        var failed = false
        let work = NSTemporaryDirectory() + "slider-bench-\(getpid())"
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var scenePath: String { root.appendingPathComponent("Fixtures/scenes/price.json").path }

        mutating func all() {
            try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: work) }
            replay()
            render()
            check()
            frames()
        }

        /// Runs `arguments` (the CLI first) `runs` times; a run that fails is reported and fails the benchmark.
        mutating func measure(_ arguments: [String]) -> [Usage] {
            let usages = (0..<runs).map { _ in Bench.run(arguments) }
            if usages.contains(where: { !$0.ok }) {
                FileHandle.standardError.write(Data("slider-bench: failed: \(arguments.joined(separator: " "))\n".utf8))
                failed = true
            }
            return usages
        }

        /// A drag of `count` events over the price slider: a finger sweeping the track back and forth at 120 Hz.
        func dragTrace(_ count: Int) -> String {
            let path = work + "/drag-\(count).json"
            guard FileManager.default.createFile(atPath: path, contents: nil), let out = FileHandle(forWritingAtPath: path) else { return path }
            defer { out.closeFile() }
            var buffer = "{\n  \"events\": [\n    { \"t\": 0, \"type\": \"touchDown\", \"x\": 50.24 },\n"
            for i in 1..<(count - 1) {
                let k = i % 600
                let x = 14 + Double((i / 600) % 2 == 0 ? k : 600 - k) * 0.5
                buffer += "    { \"t\": \(text(Double(i) / 120, 4)), \"type\": \"touchMove\", \"x\": \(text(x, 2)) },\n"
                if buffer.utf8.count > 1 << 20 {
                    out.write(Data(buffer.utf8))
                    buffer = ""
                }
            }
            buffer += "    { \"t\": \(text(Double(count - 1) / 120, 4)), \"type\": \"touchUp\" }\n  ]\n}\n"
            out.write(Data(buffer.utf8))
            return path
        }

        mutating func replay() {
            let exponents = quick ? 4...6 : 4...7
            for exponent in exponents {
                let count = Int(pow(10, Double(exponent)))
                let trace = dragTrace(count)
                let usages = measure([cli, "replay", scenePath, trace])
                let seconds = median(usages.map(\.seconds)), peak = usages.map(\.peakMiB).max() ?? 0
                let goal: (String, Bool)? = exponent == 6 ? ("under 1 s, under 64 MiB", seconds < 1 && peak < 64)
                    : ("under 64 MiB", peak < 64)
                figures.append(Figure(name: "replay, 10^\(exponent) events", median: seconds,
                                      shown: text(seconds, 3) + " s, peak " + text(peak, 1) + " MiB", goal: goal))
                try? FileManager.default.removeItem(atPath: trace)
            }
        }

        mutating func render() {
            let trace = dragTrace(72_000)
            for jobs in [1, CoreCount.current] where jobs == 1 || CoreCount.current > 1 {
                let usages = (0..<runs).map { r -> Usage in
                    let out = work + "/frames-\(jobs)-\(r)"
                    let usage = measure([cli, "render", scenePath, "--trace", trace, "--out", out, "--jobs", String(jobs)])[0]
                    try? FileManager.default.removeItem(atPath: out)
                    return usage
                }
                let seconds = median(usages.map(\.seconds))
                figures.append(Figure(name: "72,000-event drag to SVG frames on disk, \(jobs) job\(jobs == 1 ? "" : "s")", median: seconds,
                                      shown: text(seconds, 3) + " s", goal: ("under 2.5 s", seconds < 2.5)))
            }
        }

        /// A suite of `count` generated cases (price scenes with different values), goldens recorded.
        mutating func check() {
            let count = quick ? 500 : 1000
            let folder = work + "/suite"
            try? FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
            try? FileManager.default.createDirectory(atPath: folder + "/cases", withIntermediateDirectories: true)
            guard let template = try? String(contentsOfFile: scenePath, encoding: .utf8) else { return }
            for i in 0..<count {
                let scene = template.replacingOccurrences(of: "\"value\": [120, 480]", with: "\"value\": [\(i % 500), \(500 + i % 500)]")
                try? scene.write(toFile: folder + "/scenes/s\(i).json", atomically: false, encoding: .utf8)
                try? "{\"scene\": \"../scenes/s\(i).json\"}\n".write(toFile: folder + "/cases/c\(i).case.json", atomically: false, encoding: .utf8)
            }
            let command = [cli, "check", folder + "/cases", "--root", folder, "--artifacts", work + "/artifacts", "--record"]
            _ = Bench.run(command + ["missing"])
            let seconds = median(measure(command + ["never"]).map(\.seconds))
            figures.append(Figure(name: "check of \(count) cases", median: seconds, shown: text(seconds, 3) + " s",
                                  goal: count == 1000 ? ("under 0.5 s", seconds < 0.5) : nil))
        }

        /// Still frames of the price slider drawn in process: scene + SVG, and PNG at @2x.
        mutating func frames() {
            guard let document = try? SceneDocument(contentsOf: scenePath) else { return }
            let engine = SliderEngine<Double>(config: document.config)
            var state = engine.initialState(value: document.value, environment: document.environment)
            _ = engine.reduce(&state, .touchDown(x: 50.24, y: nil), at: 0)
            // The frames of one sweep of the drag above: each differs from the one before.
            let states = (1...600).map { i -> SliderState<Double> in
                _ = engine.reduce(&state, .touchMove(x: 14 + Double(i) * 0.5, y: nil), at: Double(i) / 120)
                return state
            }
            let options = document.sceneOptions()
            var svg = FrameWriter(format: .svg())
            let count = quick ? 6_000 : 30_000
            let svgSeconds = median((0..<runs).map { _ in
                Bench.seconds { (0..<count).reduce(0) { $0 &+ svg.bytes(engine.scene(states[$1 % states.count], options: options)).count } }
            }) / Double(count)
            figures.append(Figure(name: "scene + SVG of a drag's frames, one core", median: svgSeconds,
                                  shown: text(1 / svgSeconds / 1000, 0) + " k frames/s", goal: nil))
            var png = FrameWriter(format: .png(scale: 2))
            let pngCount = quick ? 50 : 200
            let pngSeconds = median((0..<runs).map { _ in
                Bench.seconds { (0..<pngCount).reduce(0) { $0 &+ png.bytes(engine.scene(states[$1 % states.count], options: options)).count } }
            }) / Double(pngCount)
            figures.append(Figure(name: "PNG frame at @2x, one core", median: pngSeconds, shown: text(pngSeconds * 1000, 2) + " ms",
                                  goal: ("under 4 ms", pngSeconds < 0.004)))
        }

        func markdown() -> String {
            var lines = ["| Workflow | Median of \(runs) | Goal | Met |", "|---|---|---|---|"]
            for figure in figures {
                lines.append("| \(figure.name) | \(figure.shown) | \(figure.goal?.text ?? "") | \(figure.goal.map { $0.met ? "yes" : "no" } ?? "") |")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Seconds `body` takes on the monotonic clock; its result is kept so the work is not optimised away.
    static func seconds(_ body: () -> Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let sink = body()
        let end = DispatchTime.now().uptimeNanoseconds
        if sink == Int.min { print("") }
        return Double(end - start) / 1e9
    }

    /// Runs `arguments[0]` with the rest as arguments, output to `/dev/null`: its wall time and peak resident memory.
    static func run(_ arguments: [String]) -> Usage {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let start = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return Usage(seconds: 0, peakMiB: 0, ok: false) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // ru_maxrss is in kilobytes on Linux, in bytes on Darwin.
        #if canImport(Darwin)
        let peak = Double(usage.ru_maxrss) / (1024 * 1024)
        #else
        let peak = Double(usage.ru_maxrss) / 1024
        #endif
        return Usage(seconds: seconds, peakMiB: peak, ok: status == 0)
    }
}
