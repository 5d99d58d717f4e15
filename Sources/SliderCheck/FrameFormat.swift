import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender

/// The file format of frames, stills and sheets: SVG (text as text or as glyph outlines) or PNG at @1x, @2x or @3x.
public enum FrameFormat: Hashable, Sendable {
    /// Deterministic SVG.
    case svg(SVGOptions = SVGOptions())
    /// Deterministic PNG, drawn by the package's own rasteriser at `scale` pixels per point.
    case png(scale: Int = 2)

    /// The file extension, without the dot.
    public var pathExtension: String {
        switch self {
        case .svg: return "svg"
        case .png: return "png"
        }
    }

    /// The file's bytes for one scene.
    public func bytes(_ scene: Scene) -> [UInt8] {
        switch self {
        case .svg(let options): return SVGRender.bytes(scene, options: options)
        case .png(let scale): return PNGRender.png(scene, scale: scale)
        }
    }
}

/// A replay as one animated file: an APNG whose frames keep their held durations, so it plays at real speed.
public enum AnimatedPNG {
    /// The APNG of `replay`, at `scale` pixels per point, keeping every `step`-th frame (each shown until the next one
    /// kept, so it still plays in real time); it loops, and the last frame shows for `hold` seconds before the loop
    /// starts again.
    public static func bytes<Events>(of replay: Replay<Events>, scale: Int = 2, hold: Double = 1, every step: Int = 1) throws -> [UInt8] {
        var encoder: APNGEncoder?
        var rasterizer = Rasterizer()
        var iterator = replay.makeIterator()
        let fps = Int(replay.fps.rounded())
        var last: RGBAImage?
        while let (frame, periods) = iterator.next(keepingEvery: step) {
            let image = rasterizer.image(of: frame.scene, scale: scale)
            if encoder == nil { encoder = APNGEncoder(width: image.width, height: image.height) }
            for delay in delays(frames: periods, fps: fps) { encoder?.append(image, delay: delay) }
            last = image
        }
        if iterator.isTruncated { throw ReplayLimitError(limit: replay.maximumFrames) }
        if let last, hold > 0 { encoder?.append(last, delay: APNGEncoder.Delay(frames: Int((hold * Double(fps)).rounded()), fps: fps)) }
        var finished = encoder ?? APNGEncoder(width: 1, height: 1)
        return finished.finish()
    }

    /// `frames` periods at `fps` as APNG delays, which hold 16 bits each: one delay, or whole seconds in chunks of
    /// up to 65,535 s for a long hold, then the rest.
    public static func delays(frames: Int, fps: Int) -> [APNGEncoder.Delay] {
        let fps = max(fps, 1)
        guard frames > Int(UInt16.max) else { return [APNGEncoder.Delay(frames: frames, fps: fps)] }
        var result: [APNGEncoder.Delay] = []
        var seconds = frames / fps
        while seconds > 0 {
            let chunk = min(seconds, Int(UInt16.max))
            result.append(APNGEncoder.Delay(numerator: UInt16(chunk), denominator: 1))
            seconds -= chunk
        }
        let rest = frames % fps
        if rest > 0 { result.append(APNGEncoder.Delay(frames: rest, fps: fps)) }
        return result
    }
}

extension Replay.Iterator {
    /// The next frame when only every `step`-th one is kept, with the frame periods it stands for: its own and those
    /// of the `step − 1` frames after it, which are skipped without building their scenes. Each kept frame then shows
    /// until the next one, so a sampled animation still plays in real time.
    mutating func next(keepingEvery step: Int) -> (frame: ReplayFrame, periods: Int)? {
        guard let frame = next() else { return nil }
        var periods = frame.holdFrames
        for _ in 1..<max(step, 1) {
            guard let skipped = skipFrame() else { break }
            periods += skipped.holdFrames
        }
        return (frame, periods)
    }
}
