import SceneGraph
import SliderEngine
import SVGRender

extension Goldens {
    /// The motion cases: every `sequences/*.json` (`{"scene": …, "trace": …, "fps": 30}`, paths relative to the
    /// fixtures folder) renders to a contact sheet `goldens/sequences/<name>.sheet.svg` and its effect lines
    /// `goldens/sequences/<name>.effects.jsonl`.
    static func sequenceCases(fixtures: String) throws -> [GoldenCase] {
        let folder = fixtures + "/sequences"
        guard Files.isDirectory(folder) else { return [] }
        return try Files.list(folder, suffix: ".json").flatMap { file -> [GoldenCase] in
            let name = String(file.dropLast(5))
            let path = folder + "/" + file
            let golden = fixtures + "/goldens/sequences/" + name
            let render = { () throws -> (sheet: [UInt8], effects: [UInt8]) in
                let spec = try SceneFile.parseRoot(Files.read(path), file: path).object()
                try spec.allowOnly(["scene", "trace", "fps", "comment"])
                let scenePath = fixtures + "/" + (try spec.required("scene").string())
                let tracePath = fixtures + "/" + (try spec.required("trace").string())
                let fps = try spec.nonNull("fps")?.number("frames per second from 1 to 240") { $0 >= 1 && $0 <= 240 } ?? 30
                let document = try SceneFile.parse(Files.read(scenePath), file: scenePath)
                let events = try TraceFile.parse(Files.read(tracePath), file: tracePath, kind: document.config.kind, valueType: document.valueType)
                return try sheetAndEffects(document, events, fps: fps)
            }
            return [
                GoldenCase(name: "sequences/\(name).sheet", goldenPath: golden + ".sheet.svg") { try render().sheet },
                GoldenCase(name: "sequences/\(name).effects", goldenPath: golden + ".effects.jsonl") { try render().effects },
            ]
        }
    }

    /// The contact sheet and effect lines of a replay in the document's own colour scheme.
    static func sheetAndEffects(_ document: SceneDocument, _ events: [TimedEvent<Double>], fps: Double) throws -> (sheet: [UInt8], effects: [UInt8]) {
        switch document.valueType {
        case .double: return try sheetAndEffects(Double.self, document, events, fps: fps)
        case .float: return try sheetAndEffects(Float.self, document, events, fps: fps)
        }
    }

    private static func sheetAndEffects<V: SliderValue>(_: V.Type, _ document: SceneDocument, _ events: [TimedEvent<Double>], fps: Double) throws -> (sheet: [UInt8], effects: [UInt8]) {
        let replay = FrameReplay<V>(document: document, events: events, fps: fps)
        var frames: [(t: Double, scene: Scene)] = []
        var effects: [UInt8] = []
        try replay.run(scheme: document.environment.colorScheme, onStep: { step in
            EffectLine.append(step.reaction, t: step.event.t, kind: document.config.kind, frame: step.frame, to: &effects)
        }, onFrame: { _, t, scene, _ in frames.append((t, scene)) })
        return (SVGRender.bytes(ContactSheet.scene(ContactSheet.pick(frames), columns: 6)), effects)
    }
}

extension ContactSheet {
    /// At most `limit` frames, evenly spaced, always with the last one.
    static func pick(_ frames: [(t: Double, scene: Scene)], limit: Int = 48) -> [(t: Double, scene: Scene)] {
        let step = max(1, (frames.count + limit - 1) / limit)
        var picked = stride(from: 0, to: frames.count, by: step).map { frames[$0] }
        if let last = frames.last, picked.last?.t != last.t { picked.append(last) }
        return picked
    }
}
