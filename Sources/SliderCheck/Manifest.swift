import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// `manifest.json` of a frames folder, written as it goes: each frame's time, files (one per scheme), how long it
/// is held beyond one frame period, and the value on screen, in a fixed key order; the run's start and end last.
struct ManifestWriter {
    var scene: String
    var trace: String
    var fps: Double
    var schemes: [String]
    private var count = 0

    init(scene: String, trace: String, fps: Double, schemes: [String]) {
        self.scene = scene
        self.trace = trace
        self.fps = fps
        self.schemes = schemes
    }

    func head() -> String {
        let q = JSONText.quote
        return [
            "{",
            "  \"scene\": \(q(scene)),",
            "  \"trace\": \(q(trace)),",
            "  \"fps\": \(NumberText.string(fps, decimals: 6)),",
            "  \"schemes\": [\(schemes.map(q).joined(separator: ", "))],",
            "  \"frames\": [",
        ].joined(separator: "\n") + "\n"
    }

    /// The entry of a frame shown from `files`, whose value on screen is `value`, appended to `out`.
    mutating func line(_ frame: ReplayFrame, files: FramePaths, value: String, to out: inout ByteWriter) {
        JSONText.appendField(count > 0 ? ",\n    { \"index\": " : "    { \"index\": ", count, to: &out)
        JSONText.appendField(", \"t\": ", frame.t, decimals: 6, to: &out)
        JSONText.appendLiteral(", \"files\": ", to: &out)
        files.appendJSON(separator: ", ", to: &out)
        if frame.holdFrames > 1 {
            JSONText.appendField(", \"hold\": ", Double(frame.holdFrames - 1) / fps, decimals: 6, to: &out)
        }
        JSONText.appendField(", \"value\": ", value, to: &out)
        JSONText.appendLiteral(" }", to: &out)
        count += 1
    }

    func tail(start: Double, end: Double) -> String {
        (count > 0 ? "\n" : "") + "  ],\n  \"start\": \(NumberText.string(start, decimals: 6)),\n  \"end\": \(NumberText.string(end, decimals: 6))\n}\n"
    }
}
