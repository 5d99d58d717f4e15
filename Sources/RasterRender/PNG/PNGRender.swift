import SceneGraph

/// Settings for PNG output.
public struct PNGOptions: Sendable, Hashable {
    /// How hard deflate looks for matches; `.fast` is the frame encoder's default.
    public var effort: DeflateEffort

    /// Creates options.
    public init(effort: DeflateEffort = .fast) {
        self.effort = effort
    }
}

/// PNG files of scenes, drawn by our own rasteriser and encoder: the same scene gives the same bytes on every
/// machine, with no font, browser or converter installed.
public enum PNGRender {
    /// The scene drawn at `scale` pixels per point, as straight-alpha RGBA pixels.
    public static func image(_ scene: Scene, scale: Int = 2) -> RGBAImage {
        var rasterizer = Rasterizer()
        return rasterizer.image(of: scene, scale: scale)
    }

    /// The PNG file of `scene` at `scale` pixels per point (1, 2 or 3; at most 8).
    public static func png(_ scene: Scene, scale: Int = 2, options: PNGOptions = .init()) -> [UInt8] {
        var encoder = PNGEncoder(effort: options.effort)
        return encoder.encode(image(scene, scale: scale))
    }
}
