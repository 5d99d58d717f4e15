import SceneGraph

/// Deterministic SVG for a `Scene`: the same scene and options always give the same bytes.
public enum SVGRender {
    /// The SVG document for `scene` as a string.
    public static func svg(_ scene: Scene, options: SVGOptions = .init()) -> String {
        String(decoding: bytes(scene, options: options), as: UTF8.self)
    }

    /// The SVG document for `scene` as UTF-8 bytes; to render many frames, keep one `SVGWriter` instead.
    public static func bytes(_ scene: Scene, options: SVGOptions = .init()) -> [UInt8] {
        var writer = SVGWriter(options: options)
        return writer.write(scene)
    }
}
