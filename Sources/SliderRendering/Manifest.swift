import SceneGraph
import SliderEngine

/// `manifest.json` of a frames folder: each frame's time, files (one per scheme), how long it is held, and the value
/// on screen, in a fixed key order.
struct Manifest {
    var scene: String
    var trace: String
    var fps: Double
    var schemes: [String]
    private var frames: [(t: Double, files: [String], hold: Int, value: String)] = []

    init(scene: String, trace: String, fps: Double, schemes: [String]) {
        self.scene = scene
        self.trace = trace
        self.fps = fps
        self.schemes = schemes
    }

    /// Adds a frame shown from `files` (one per scheme).
    mutating func add(_ frame: ReplayFrame, files: [String]) {
        frames.append((frame.t, files, frame.holdFrames, frame.scene.displayedValue))
    }

    func bytes() -> [UInt8] {
        let q = JSONText.quote
        let first = frames.first?.t ?? 0, last = frames.last?.t ?? 0
        var lines = [
            "{",
            "  \"scene\": \(q(scene)),",
            "  \"trace\": \(q(trace)),",
            "  \"fps\": \(NumberText.string(fps, decimals: 6)),",
            "  \"start\": \(NumberText.string(first, decimals: 6)),",
            "  \"end\": \(NumberText.string(last, decimals: 6)),",
            "  \"schemes\": [\(schemes.map(q).joined(separator: ", "))],",
            "  \"frames\": [",
        ]
        for (i, frame) in frames.enumerated() {
            let files = frame.files.map(q).joined(separator: ", ")
            let hold = frame.hold > 1 ? ", \"hold\": \(NumberText.string(Double(frame.hold - 1) / fps, decimals: 6))" : ""
            lines.append("    { \"index\": \(i), \"t\": \(NumberText.string(frame.t, decimals: 6)), \"files\": [\(files)]\(hold), \"value\": \(q(frame.value)) }" + (i + 1 < frames.count ? "," : ""))
        }
        lines += ["  ]", "}", ""]
        return Array(lines.joined(separator: "\n").utf8)
    }
}
