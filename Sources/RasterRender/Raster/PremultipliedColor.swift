import SceneGraph

/// A colour ready to composite: 8-bit sRGB premultiplied by its alpha.
struct PremultipliedColor: Hashable, Sendable {
    var r: UInt32
    var g: UInt32
    var b: UInt32
    var a: UInt32

    /// The colour with its alpha multiplied by `opacity`, premultiplied and rounded to 8 bits.
    init(_ color: Color, opacity: Double) {
        let bytes = color.bytes
        let alpha = min(max(color.alpha * opacity, 0), 1)
        let a8 = UInt32(alpha * 255 + 0.5)
        a = a8
        r = Blend.div255(UInt32(bytes.red) * a8)
        g = Blend.div255(UInt32(bytes.green) * a8)
        b = Blend.div255(UInt32(bytes.blue) * a8)
    }
}

/// Integer compositing arithmetic shared by the raster code.
enum Blend {
    /// `x / 255` rounded to nearest, exact for every `x` in `0 ... 255 · 255`.
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let y = x &+ 128
        return (y &+ (y >> 8)) >> 8
    }
}
