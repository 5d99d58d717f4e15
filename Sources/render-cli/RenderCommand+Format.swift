import SceneGraph
import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender

/// `render --format svg|png --scale 1|2|3 --text text|paths` for stills, frames, sheets and animations.
struct StillFormat {
    /// The file format written.
    enum Kind: String {
        case svg
        case png
    }

    var kind: Kind
    /// Pixels per point of a PNG.
    var scale: Int
    /// How an SVG writes text.
    var textMode: SVGOptions.TextMode = .text

    /// The file extension, without the dot.
    var pathExtension: String { kind.rawValue }

    /// The format from `--format` (else from the extension of `--out`, else SVG) and `--scale` (PNG only, default 2);
    /// an `--out` file whose extension names the other format is refused.
    /// With `folder`, `--out` names a folder of frames, so its name says nothing of the format.
    static func parse(_ args: Arguments, command: String, folder: Bool = false) throws -> StillFormat {
        let out = folder ? nil : args.value("--out")
        let named = out.flatMap { path -> Kind? in
            if path.hasSuffix(".png") { return .png }
            if path.hasSuffix(".svg") { return .svg }
            return nil
        }
        let kind: Kind
        if let text = args.value("--format") {
            guard let parsed = Kind(rawValue: text) else {
                throw CLIError.usage("'--format' expects svg or png, got '\(text)'", command: command)
            }
            kind = parsed
        } else {
            kind = named ?? .svg
        }
        if let named, named != kind, let out {
            throw CLIError.usage("'--out \(out)' names a .\(named.rawValue) file but the format is \(kind.rawValue)", command: command)
        }
        let scale = try args.number("--scale", command: command, "1, 2 or 3") { $0 == 1 || $0 == 2 || $0 == 3 }
        if scale != nil && kind != .png {
            throw CLIError.usage("'--scale' applies to --format png", command: command)
        }
        var textMode = SVGOptions.TextMode.text
        if let text = args.value("--text") {
            guard let parsed = SVGOptions.TextMode(rawValue: text) else {
                throw CLIError.usage("'--text' expects text or paths, got '\(text)'", command: command)
            }
            guard kind == .svg else { throw CLIError.usage("'--text' applies to --format svg", command: command) }
            textMode = parsed
        }
        return StillFormat(kind: kind, scale: Int(scale ?? 2), textMode: textMode)
    }

    /// The library's format.
    var frameFormat: FrameFormat {
        switch kind {
        case .svg: return .svg(SVGOptions(textMode: textMode))
        case .png: return .png(scale: scale)
        }
    }
}
