import SceneGraph
import SliderEngine
import SVGRender

/// `render SCENE --trace TRACE`: frames of a replayed trace and the files that go with them.
struct TraceRender {
    var scenePath: String
    var tracePath: String
    var document: SceneDocument
    var events: [TimedEvent<Double>]
    var schemes: [ColorScheme]
    var fps: Double
    var out: String?
    var at: Double?
    var animated: Bool
    var sheet: Bool
    var sheetColumns: Int

    func run(output: inout Output) throws {
        switch document.valueType {
        case .double: try run(Double.self, output: &output)
        case .float: try run(Float.self, output: &output)
        }
    }

    private func run<V: SliderValue>(_: V.Type, output: inout Output) throws {
        let replay = FrameReplay<V>(document: document, events: events, fps: fps)
        if let at { return try single(replay, at: at, output: &output) }
        guard let out else { throw CLIError.usage("--trace writes a folder of frames; give --out DIR", command: RenderCommand.name) }
        try Files.makeDirectory(out)
        let folders = schemes.count > 1 ? schemes.map { "frames/\($0.rawValue)" } : ["frames"]
        for folder in folders {
            try Files.makeDirectory(out + "/" + folder)
            try Files.removeFiles(in: out + "/" + folder, suffix: ".svg")
        }
        let digits = Self.frameDigits(events: events, fps: fps)
        var writer = SVGWriter()
        var manifestFrames: [(t: Double, files: [String], value: String)] = []
        var player = PlayerDataBuilder<V>(engine: replay.engine, document: document)
        var effects: [UInt8] = []
        var accessibility: [UInt8] = []
        for (s, scheme) in schemes.enumerated() {
            var sheetFrames: [(t: Double, scene: Scene)] = []
            var animatedFrames: [Scene] = [], animatedTimes: [Double] = []
            try replay.run(scheme: scheme, onStep: { step in
                guard s == 0 else { return }
                EffectLine.append(step.reaction, t: step.event.t, kind: document.config.kind, frame: step.frame, to: &effects)
                if let elements = step.accessibility {
                    accessibility += Array("{\"t\":\(step.event.t.shortestText),\"frame\":\(step.frame),\"elements\":\(AccessibilityText.json(elements))}\n".utf8)
                }
                player.add(step)
            }, onFrame: { index, t, scene, state in
                let name = Self.frameName(index, digits: digits)
                let file = folders[s] + "/" + name
                try writer.withBytes(of: scene) { bytes in try Files.write(Array(bytes), to: out + "/" + file) }
                if s == 0 {
                    manifestFrames.append((t, [file], scene.displayedValue))
                    player.addFrame(index: index, t: t, scene: scene, state: state)
                } else if index < manifestFrames.count {
                    manifestFrames[index].files.append(file)
                }
                if sheet { sheetFrames.append((t, scene)) }
                if animated { animatedFrames.append(scene); animatedTimes.append(t) }
                if index % 25 == 0 { output.progress("\(scheme.rawValue): frame \(index) at \(NumberText.string(t, decimals: 3)) s") }
            })
            let suffix = schemes.count > 1 ? "-\(scheme.rawValue)" : ""
            if sheet {
                let sheetScene = ContactSheet.scene(ContactSheet.pick(sheetFrames), columns: sheetColumns)
                try Files.write(SVGRender.bytes(sheetScene), to: out + "/sheet\(suffix).svg")
            }
            if animated {
                var animatedWriter = SVGWriter()
                try Files.write(animatedWriter.writeAnimated(animatedFrames, times: animatedTimes), to: out + "/animated\(suffix).svg")
            }
        }
        output.progress("", done: false)
        try Files.write(effects, to: out + "/effects.jsonl")
        try Files.write(accessibility, to: out + "/accessibility.jsonl")
        try Files.write(Array(manifest(manifestFrames).utf8), to: out + "/manifest.json")
        try Files.write(Array(PlayerPage.html(player.data(title: baseName(scenePath) + ".json × " + baseName(tracePath) + ".json", fps: fps, schemes: schemes.map(\.rawValue), files: manifestFrames.map(\.files))).utf8), to: out + "/index.html")
        output.note("wrote \(manifestFrames.count) frames\(schemes.count > 1 ? " per scheme" : "") to \(out)/ (open \(out)/index.html to play them)")
    }

    private func single<V: SliderValue>(_ replay: FrameReplay<V>, at t: Double, output: inout Output) throws {
        guard schemes.count == 1 else { throw CLIError.usage("--at writes one frame; pick one --scheme", command: RenderCommand.name) }
        var frame: Scene?
        try replay.run(scheme: schemes[0], until: t, onStep: { _ in }, onFrame: { _, _, scene, _ in frame = scene })
        guard let frame else { return }
        let bytes = SVGRender.bytes(frame)
        if let out { try Files.write(bytes, to: out); output.note("wrote \(out)") } else { output.write(bytes) }
    }

    private func baseName(_ path: String) -> String { RenderCommand.baseName(path) }

    /// Digits of frame file names, so names sort in time order: at least 4, more when the trace (plus 5 s for springs
    /// to settle, far more than any of the seed's animations needs) could run past 9999 frames.
    static func frameDigits(events: [TimedEvent<Double>], fps: Double) -> Int {
        let span = (events.last?.t ?? 0) - (events.first?.t ?? 0)
        return max(4, String(Int(((span + 5) * fps).rounded(.up))).count)
    }

    /// `0042.svg`: the frame index zero-padded to `digits`.
    static func frameName(_ index: Int, digits: Int) -> String {
        String(repeating: "0", count: max(0, digits - String(index).count)) + String(index) + ".svg"
    }

    /// `manifest.json`: each frame's time, files and displayed value, in a fixed key order.
    private func manifest(_ frames: [(t: Double, files: [String], value: String)]) -> String {
        let first = frames.first?.t ?? 0, last = frames.last?.t ?? 0
        var lines = [
            "{",
            "  \"scene\": \(AccessibilityText.quote(scenePath)),",
            "  \"trace\": \(AccessibilityText.quote(tracePath)),",
            "  \"fps\": \(NumberText.string(fps, decimals: 6)),",
            "  \"start\": \(NumberText.string(first, decimals: 6)),",
            "  \"end\": \(NumberText.string(last, decimals: 6)),",
            "  \"schemes\": [\(schemes.map { AccessibilityText.quote($0.rawValue) }.joined(separator: ", "))],",
            "  \"frames\": [",
        ]
        for (i, frame) in frames.enumerated() {
            let files = frame.files.map(AccessibilityText.quote).joined(separator: ", ")
            lines.append("    { \"index\": \(i), \"t\": \(NumberText.string(frame.t, decimals: 6)), \"files\": [\(files)], \"value\": \(AccessibilityText.quote(frame.value)) }" + (i + 1 < frames.count ? "," : ""))
        }
        lines += ["  ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
