import Foundation
import SceneGraph
import SliderEngine
import SliderRendering
import SVGRender

/// `slider-bench`: the speed figures the README reports, measured on this machine. Build with optimisation:
/// `swift run -c release slider-bench`. Each figure is the median of `--runs` runs (default 5) with the spread.
@main
enum Bench {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print("""
                OVERVIEW: Measure the reducer, scene + SVG, PNG, replay and render pipelines, check, and cold start.

                Each speed-up from one job to two is the median of paired runs' ratios, with the interval that holds
                that median at 95 % confidence (the range, at less, for fewer than six pairs), and with the round trip
                of a cache line between the first two CPUs, measured before each pair of runs: from 200 ns the host
                has put the CPUs on cores far apart, which costs two threads of one process more than it costs two
                processes, and such pairs are also given apart.
                The render figures also give how many small files the file system created a second before each pair:
                on a shared disk that rate moves several times over, and the frames on the disk move with it. Beside the
                two-job figures of check and of render in tmpfs, two processes of one job run at once against one alone:
                what the machine itself gives two CPUs at the time, the ceiling for two threads of one process.

                After the figures, a table judges issue 10's goals from them: met or not met only when the interval
                that holds a figure's median lies wholly on one side of the goal, else not told apart.

                USAGE: swift run -c release slider-bench [--runs N] [--quick] [--json] [--only reducer|svg|drag|single|png|replay|render|check|start] [--writer copying|fresh] [--cli PATH]

                OPTIONS:
                  --runs <n>   Runs per figure (default 5); the median and the spread are reported.
                  --quick      Smaller workloads (no 10^7-event replay); for a fast look, not for the README.
                  --json       Print JSON instead of a Markdown table.
                  --only <g>   One group of figures: reducer, svg (one frame again and again), drag (scene + SVG over a
                               drag's frames of the price slider), single (the same over SwiftUI's Slider with two
                               icons), png, replay, render, check or start.
                  --writer <w> The svg and drag groups draw with one writer only, one that copies unchanged nodes
                               from the frame before (copying, as SVGWriter comes) or one that writes each frame from
                               nothing (fresh), and give no notes; scripts/count-instructions.sh counts each this way.
                  --cli <path> The render-cli that the replay, render, check and start figures run (default: the one
                               built beside slider-bench), such as a static build to compare.
                  -h, --help   Show help information.
                """)
            return
        }
        let runs = arguments.firstIndex(of: "--runs").flatMap { i in i + 1 < arguments.count ? Int(arguments[i + 1]) : nil } ?? 5
        let quick = arguments.contains("--quick")
        let json = arguments.contains("--json")
        let only = arguments.firstIndex(of: "--only").flatMap { i in i + 1 < arguments.count ? arguments[i + 1] : nil }
        var bench = Bench.Run(runs: max(1, runs), quick: quick, only: only)
        if let i = arguments.firstIndex(of: "--writer"), i + 1 < arguments.count {
            guard ["copying", "fresh"].contains(arguments[i + 1]) else {
                FileHandle.standardError.write(Data("slider-bench: --writer takes copying or fresh, not \(arguments[i + 1])\n".utf8))
                exit(2)
            }
            bench.writer = arguments[i + 1]
        }
        if let path = arguments.firstIndex(of: "--cli").flatMap({ i in i + 1 < arguments.count ? arguments[i + 1] : nil }) {
            bench.cli = URL(fileURLWithPath: path).path
        }
        bench.all()
        print(json ? bench.json() : bench.markdown())
    }

    struct Run {
        let runs: Int
        let quick: Bool
        let only: String?
        /// `--writer`: the one writer the svg and drag groups draw with, if only one.
        var writer: String?
        var figures: [Figure] = []
        /// Issue 10's goals, judged from the figures as they are measured.
        var goals: [GoalCheck] = []
        let work = NSTemporaryDirectory() + "slider-bench-\(getpid())"
        /// The `render-cli` the pipeline figures run: the one built beside this benchmark, or `--cli PATH`.
        var cli: String = {
            let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            return me.deletingLastPathComponent().appendingPathComponent("render-cli").path
        }()

        mutating func all() {
            try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: work) }
            func wanted(_ group: String) -> Bool { only == nil || only == group }
            if wanted("reducer") { reducer() }
            if wanted("svg") { sceneAndSVG() }
            if wanted("drag") { sceneAndSVGOverADrag("price", slider: "the price slider") }
            if wanted("single") { sceneAndSVGOverADrag("single-icons", slider: "the single slider with icons") }
            if wanted("png") { png() }
            if FileManager.default.isExecutableFile(atPath: cli) {
                if wanted("replay") { replay() }
                if wanted("render") { render() }
                if wanted("check") { check() }
                if wanted("start") { coldStart() }
            } else {
                FileHandle.standardError.write(Data("slider-bench: \(cli) not found; build it (swift build -c release) for the pipeline figures\n".utf8))
            }
        }

        func repeated(_ body: () -> Double) -> [Double] { (0..<runs).map { _ in body() } }

        /// Seconds for each run of drawing `frames` frames with `writer`, the i-th frame being `scene(i)`.
        func timeFrames(_ frames: Int, with writer: inout SVGWriter, _ scene: (Int) -> Scene) -> [Double] {
            repeated {
                Measure.seconds {
                    var sink = 0
                    for i in 0..<frames { sink &+= writer.withBytes(of: scene(i)) { $0.count } }
                    return sink
                }
            }
        }

        // MARK: In process

        mutating func reducer() {
            for (name, step) in [("Reducer, step 10 (events/s)", 10.0 as Double?), ("Reducer, continuous (events/s)", nil)] {
                var config = SliderConfig(bounds: (0, 1000), step: step, readout: .thumbs)
                config.format = ValueFormat(.currency(code: "USD"), minimumFractionDigits: 0, maximumFractionDigits: 0)
                let engine = SliderEngine<Double>(config: config)
                let start = engine.initialState(value: RangeBinding(120, 480), environment: SliderEnvironment())
                let moves: [SliderEvent<Double>] = (0..<660).map { i in .touchMove(x: Double(i < 330 ? i : 660 - i), y: nil) }
                let events = quick ? 1_000_000 : 5_000_000
                let times = repeated {
                    Measure.seconds {
                        var state = start
                        var sink = 0
                        _ = engine.reduce(&state, .touchDown(x: 50, y: nil), at: 0)
                        for i in 0..<events where engine.reduce(&state, moves[i % moves.count], at: Double(i) * 0.001).written != nil { sink &+= 1 }
                        return sink
                    }
                }
                figures.append(Figure(name: name, unit: "rate", values: times.map { Double(events) / $0 }))
            }
        }

        static func fixtureScene(_ name: String) -> Scene? {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return try? SceneDocument(contentsOf: root.appendingPathComponent("Fixtures/scenes/\(name).json").path).stillScene()
        }

        static func fixtureDocument(_ name: String) -> SceneDocument? {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return try? SceneDocument(contentsOf: root.appendingPathComponent("Fixtures/scenes/\(name).json").path)
        }

        /// Scene + SVG of one frame drawn again and again, by a writer kept across frames and by a second one (the
        /// writer keeps no frame, so the two agree); beside them, `memcpy` of the same number of bytes.
        mutating func sceneAndSVG() {
            for name in ["price", "age"] {
                guard let document = Self.fixtureDocument(name) else { continue }
                let engine = SliderEngine<Double>(config: document.config)
                let state = engine.initialState(value: document.value, environment: document.environment)
                let options = document.sceneOptions()
                let cache = SceneCache()
                var writer = SVGWriter()
                var fresh = SVGWriter()
                let frames = quick ? 5_000 : 50_000
                let size = writer.write(engine.scene(state, options: options, cache: cache)).count
                if let one = self.writer {
                    var chosen = one == "fresh" ? fresh : writer
                    let times = timeFrames(frames, with: &chosen) { _ in engine.scene(state, options: options, cache: cache) }
                    figures.append(Figure(name: "Scene + SVG, the \(name) frame, \(size) B, \(one) writer (frames/s)", unit: "rate",
                                          values: times.map { Double(frames) / $0 }))
                    continue
                }
                let svgTimes = timeFrames(frames, with: &writer) { _ in engine.scene(state, options: options, cache: cache) }
                let freshTimes = timeFrames(frames, with: &fresh) { _ in engine.scene(state, options: options, cache: cache) }
                let scene = engine.scene(state, options: options, cache: cache)
                let writeOnly = repeated { Measure.seconds { (0..<frames).reduce(0) { s, _ in s &+ fresh.withBytes(of: scene) { $0.count } } } }
                let perCopy = memcpySeconds(size, copies: frames * 20)
                let perFrame = svgTimes.map { $0 / Double(frames) }, perFreshFrame = freshTimes.map { $0 / Double(frames) }
                var figure = Figure(name: "Scene + SVG, the \(name) frame, \(size) B (frames/s)", unit: "rate", values: perFrame.map { 1 / $0 })
                figure.notes = [("memcpy ÷ ours", "1/" + NumberText.string(median(perFrame) / perCopy, decimals: 0)),
                                ("SVG of each frame from nothing", rate(1 / median(perFreshFrame)) + "/s, 1/"
                                    + NumberText.string(median(perFreshFrame) / perCopy, decimals: 0)),
                                ("SVG alone, from nothing", rate(Double(frames) / median(writeOnly)) + "/s"),
                                ("memcpy of the same bytes", rate(1 / perCopy) + "/s")]
                figures.append(figure)
                if name == "price" {
                    goals.append(GoalCheck("Scene + SVG, the price frame, one core (frames/s)", target: "≥ 200 k",
                                           values: perFrame.map { 1 / $0 }, atLeast: 200_000, show: rate))
                    goals.append(GoalCheck("The same against memcpy of its bytes (times memcpy's time)", target: "≤ 50× (1/50)",
                                           values: perFrame.map { $0 / perCopy }, below: 50, show: { NumberText.string($0, decimals: 0) + "×" }))
                }
            }
        }

        /// Seconds a `memcpy` of `size` bytes takes (the median over the runs), between buffers aligned to 64 bytes:
        /// in arrays the copy's speed moved by half from one build to the next with where the allocator put them.
        func memcpySeconds(_ size: Int, copies: Int) -> Double {
            let source = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
            let target = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
            defer { source.deallocate(); target.deallocate() }
            source.initializeMemory(as: UInt8.self, repeating: 0x41, count: size)
            target.initializeMemory(as: UInt8.self, repeating: 0, count: size)
            let times = repeated {
                Measure.seconds {
                    var sink = 0
                    for i in 0..<copies {
                        _ = memcpy(target, source, size)
                        sink &+= Int(target.load(fromByteOffset: i % size, as: UInt8.self))
                    }
                    return sink
                }
            }
            return median(times) / Double(copies)
        }

        /// Scene + SVG over the frames of a drag across the slider of the fixture `name` (the price slider, or SwiftUI's
        /// `Slider` with two icons): the frames differ (the thumb, the fill and, every few frames, the value text), as
        /// in a replay, where `sceneAndSVG` draws one frame again and again.
        mutating func sceneAndSVGOverADrag(_ name: String, slider: String) {
            guard let document = Self.fixtureDocument(name) else { return }
            let engine = SliderEngine<Double>(config: document.config)
            var state = engine.initialState(value: document.value, environment: document.environment)
            // On the price slider's lower thumb, as the replay group's drag starts; on another slider, on its first
            // thumb (the centre of its accessibility frame, on a canvas without padding).
            let start = name == "price" ? 50.24
                : engine.scene(state, options: SceneOptions(padding: 0, background: nil)).accessibility.first.map { $0.frame.x + $0.frame.width / 2 } ?? 0
            _ = engine.reduce(&state, .touchDown(x: start, y: nil), at: 0)
            // One sweep of the replay group's drag: 600 moves of half a point, at 120 Hz.
            let states = (1...600).map { i -> SliderState<Double> in
                _ = engine.reduce(&state, .touchMove(x: 14 + Double(i) * 0.5, y: nil), at: Double(i) / 120)
                return state
            }
            let options = document.sceneOptions()
            let cache = SceneCache()
            var writer = SVGWriter()
            var fresh = SVGWriter()
            let documents = states.map { writer.write(engine.scene($0, options: options, cache: cache)) }
            let distinct = Set(documents).count
            let bytes = documents.reduce(0) { $0 + $1.count } / documents.count
            let frames = quick ? 6_000 : 60_000
            if let one = self.writer {
                var chosen = one == "fresh" ? fresh : writer
                let times = timeFrames(frames, with: &chosen) { engine.scene(states[$0 % states.count], options: options, cache: cache) }
                figures.append(Figure(name: "Scene + SVG over a drag of \(slider), \(one) writer (frames/s)", unit: "rate",
                                      values: times.map { Double(frames) / $0 }))
                return
            }
            let times = timeFrames(frames, with: &writer) { engine.scene(states[$0 % states.count], options: options, cache: cache) }
            let freshTimes = timeFrames(frames, with: &fresh) { engine.scene(states[$0 % states.count], options: options, cache: cache) }
            let perCopy = memcpySeconds(bytes, copies: frames * 20)
            var figure = Figure(name: "Scene + SVG over a drag of \(slider), 600 frames (frames/s)", unit: "rate",
                                values: times.map { Double(frames) / $0 })
            figure.notes = [("memcpy ÷ ours", "1/" + NumberText.string(median(times) / Double(frames) / perCopy, decimals: 0)),
                            ("SVG of each frame from nothing", rate(Double(frames) / median(freshTimes)) + "/s, 1/"
                                + NumberText.string(median(freshTimes) / Double(frames) / perCopy, decimals: 0)),
                            ("different documents", String(distinct)), ("mean size", String(bytes) + " B")]
            figures.append(figure)
        }

        mutating func png() {
            guard let scene = Self.fixtureScene("price") else { return }
            var rasterizer = Rasterizer()
            var encoder = PNGEncoder()
            let frames = quick ? 50 : 300
            let image = rasterizer.image(of: scene, scale: 2)
            let raster = repeated { Measure.seconds { (0..<frames).reduce(0) { s, _ in s &+ rasterizer.image(of: scene, scale: 2).width } } }
            let encode = repeated { Measure.seconds { (0..<frames).reduce(0) { s, _ in s &+ encoder.encode(image).count } } }
            var figure = Figure(name: "PNG of the price frame at @2x, \(image.width)×\(image.height), with encoding (frames/s)", unit: "rate",
                                values: zip(raster, encode).map { Double(frames) / ($0 + $1) })
            figure.notes = [("rasterise", NumberText.string(median(raster) / Double(frames) * 1000, decimals: 2) + " ms"),
                            ("encode", NumberText.string(median(encode) / Double(frames) * 1000, decimals: 2) + " ms")]
            figures.append(figure)
        }

        func median(_ values: [Double]) -> Double { Figure.median(of: values) }
    }
}

func rate(_ perSecond: Double) -> String {
    if perSecond >= 1e6 { return NumberText.string(perSecond / 1e6, decimals: 2) + " M" }
    if perSecond >= 1e3 { return NumberText.string(perSecond / 1e3, decimals: 1) + " k" }
    return NumberText.string(perSecond, decimals: 0)
}
