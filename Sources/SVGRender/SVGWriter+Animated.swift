import SceneGraph

extension SVGWriter {
    /// One SVG document that plays `frames` in browsers with SMIL: each distinct frame is a group made visible for its
    /// time slot with a discrete `<animate>` on `visibility`, looping with `hold` seconds on the last frame.
    /// Renderers without SMIL (librsvg, resvg) show the first frame. Consecutive identical frames share one group.
    public mutating func writeAnimated(_ frames: [Scene], times: [Double], hold: Double = 1) -> [UInt8] {
        guard let first = frames.first, frames.count == times.count, let last = times.last else { return [] }
        var stream = AnimatedSVGStream(size: first.size, background: first.background, start: times[0], end: last, hold: hold, options: options)
        var out: [UInt8] = []
        for (scene, t) in zip(frames, times) { out += stream.add(scene, at: t) }
        return out + stream.finish()
    }
}

/// The animated SVG of `SVGWriter.writeAnimated`, written as it goes: frames are added in time order and each
/// group's bytes come out once the next distinct frame shows where it ends, so a long replay never holds its frames.
/// The times of the first and last frame must be known up front (the loop's length sets every key time).
public struct AnimatedSVGStream {
    private var writer: SVGWriter
    private let origin: Double
    private let total: Double
    private var pending: (scene: Scene, start: Double)?
    private var index = 0
    private var headerWritten = false
    private let size: Size
    private let background: Color?

    /// A stream for frames from `start` to `end` seconds, holding the last for `hold` seconds before looping.
    public init(size: Size, background: Color?, start: Double, end: Double, hold: Double = 1, options: SVGOptions = SVGOptions()) {
        writer = SVGWriter(options: options)
        origin = start
        total = max(end - start + max(hold, 0), 1e-3)
        self.size = size
        self.background = background
    }

    /// Adds the frame shown from `t`; returns the bytes that are now complete.
    public mutating func add(_ scene: Scene, at t: Double) -> [UInt8] {
        var out: [UInt8] = []
        if !headerWritten {
            writer.buffer.reset()
            writer.filterCount = 0
            writer.clipCount = 0
            writer.writeHeader(size: size, background: background)
            headerWritten = true
        }
        if let previous = pending {
            guard previous.scene.nodes != scene.nodes else { return [] }
            writeSlot(previous.scene, start: previous.start, end: (t - origin) / total)
            out = takeBytes()
        }
        pending = (scene, t)
        return out + takeBytes()
    }

    /// The rest of the document.
    public mutating func finish() -> [UInt8] {
        guard headerWritten else { return [] }
        if let previous = pending { writeSlot(previous.scene, start: previous.start, end: 1) }
        pending = nil
        writer.ascii("</svg>\n")
        return takeBytes()
    }

    private mutating func takeBytes() -> [UInt8] {
        let bytes = Array(writer.buffer.bytes)
        writer.buffer.reset()
        return bytes
    }

    private mutating func writeSlot(_ scene: Scene, start startTime: Double, end: Double) {
        let start = (startTime - origin) / total
        let i = index
        index += 1
        let basePrefix = writer.idPrefix
        writer.indent(1)
        writer.ascii("<g")
        writer.idAttribute("frame" + String(i))
        writer.ascii(i == 0 ? ">\n" : " visibility=\"hidden\">\n")
        writer.indent(2)
        writer.ascii("<animate attributeName=\"visibility\" calcMode=\"discrete\" repeatCount=\"indefinite\" dur=\"")
        writer.buffer.append(total, decimals: 3)
        writer.ascii("s\" values=\"")
        if i == 0 {
            writer.ascii(end < 1 ? "visible;hidden\" keyTimes=\"0;" : "visible\" keyTimes=\"0")
            if end < 1 { writer.buffer.append(end, decimals: 5) }
        } else if end < 1 {
            writer.ascii("hidden;visible;hidden\" keyTimes=\"0;")
            writer.buffer.append(start, decimals: 5)
            writer.buffer.append(UInt8(ascii: ";"))
            writer.buffer.append(end, decimals: 5)
        } else {
            writer.ascii("hidden;visible\" keyTimes=\"0;")
            writer.buffer.append(start, decimals: 5)
        }
        writer.ascii("\"/>\n")
        // Node and definition ids stay unique across frames: f3-thumb.lower, f3-f1, …
        writer.idPrefix = basePrefix + Array(("f" + String(i) + "-").utf8)
        writer.writeNodes(scene.nodes, depth: 2, inheritedOpacity: 1)
        writer.idPrefix = basePrefix
        writer.indent(1)
        writer.ascii("</g>\n")
    }
}
