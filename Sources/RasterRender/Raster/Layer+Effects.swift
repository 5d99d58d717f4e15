import SceneGraph

// The filters the SVG writer emits, applied to a layer that holds a node's rendering (SourceGraphic).

extension Layer {
    /// SVG's shadow chain, in place: `feGaussianBlur` of the alpha, `feOffset` by whole device pixels (a fractional
    /// offset is rounded to the nearest pixel), `feFlood` + `feComposite in` with `color`, then `feMerge` of the
    /// shadow under the source. Pixels beyond the layer (the filter region) stay cut off, as in SVG.
    mutating func applyShadow(sigma: Double, dx: Double, dy: Double, color: PremultipliedColor) {
        let width = rect.width, height = rect.height
        guard width > 0, height > 0 else { return }
        var plane = [Float](repeating: 0, count: width * height)
        for i in 0..<(width * height) { plane[i] = Float(pixels[i * 4 + 3]) }
        GaussianBlur(sigma: sigma).apply(&plane, width: width, height: height)
        let ox = Self.wholePixels(dx), oy = Self.wholePixels(dy)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<height {
                let sy = y - oy
                for x in 0..<width {
                    let sx = x - ox
                    guard sx >= 0, sy >= 0, sx < width, sy < height else { continue }
                    let blurred = min(max(plane[sy * width + sx], 0), 255)
                    let m = UInt32(blurred + 0.5)
                    if m == 0 { continue }
                    let p = base + (y * width + x) * 4
                    let inv = 255 - UInt32(p[3])
                    if inv == 0 { continue }
                    // Shadow pixel = flood colour × blurred alpha; the source goes over it.
                    let sr = Blend.div255(color.r * m), sg = Blend.div255(color.g * m)
                    let sb = Blend.div255(color.b * m), sa = Blend.div255(color.a * m)
                    p[0] = Self.byte(UInt32(p[0]) + Blend.div255(sr * inv))
                    p[1] = Self.byte(UInt32(p[1]) + Blend.div255(sg * inv))
                    p[2] = Self.byte(UInt32(p[2]) + Blend.div255(sb * inv))
                    p[3] = Self.byte(UInt32(p[3]) + Blend.div255(sa * inv))
                }
            }
        }
    }

    /// `feColorMatrix type="saturate"` in sRGB. The matrix's rows sum to 1 and its entries are not negative for
    /// amounts in 0...1, so applying it to premultiplied values is exact and never leaves the premultiplied range.
    mutating func applySaturation(_ amount: Double) {
        let s = min(max(amount, 0), 1)
        let m: [Double] = [
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
        ]
        // Fixed point with 16 fractional bits.
        let f = m.map { Int32(($0 * 65536).rounded()) }
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in 0..<(rect.width * rect.height) {
                let p = base + i * 4
                let a = Int32(p[3])
                if a == 0 { continue }
                let r = Int32(p[0]), g = Int32(p[1]), b = Int32(p[2])
                p[0] = Self.clamped((f[0] * r + f[1] * g + f[2] * b + 32768) >> 16, a)
                p[1] = Self.clamped((f[3] * r + f[4] * g + f[5] * b + 32768) >> 16, a)
                p[2] = Self.clamped((f[6] * r + f[7] * g + f[8] * b + 32768) >> 16, a)
            }
        }
    }

    /// A device offset as whole pixels, rounded half away from zero.
    static func wholePixels(_ d: Double) -> Int {
        guard d.isFinite else { return 0 }
        return Int(max(min(d.rounded(.toNearestOrAwayFromZero), 1e6), -1e6))
    }

    /// A channel value kept within `0 ... alpha`.
    @inline(__always)
    static func clamped(_ v: Int32, _ alpha: Int32) -> UInt8 {
        UInt8(max(min(v, alpha), 0))
    }

    /// A sum kept within a byte.
    @inline(__always)
    static func byte(_ v: UInt32) -> UInt8 {
        UInt8(min(v, 255))
    }
}
