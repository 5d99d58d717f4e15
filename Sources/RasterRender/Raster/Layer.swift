import SceneGraph

/// Premultiplied RGBA8 pixels of a rectangle of the device canvas: the canvas itself, or an offscreen layer for a
/// clip, a filter or a group opacity. Pixels outside `rect` are transparent.
struct Layer {
    /// The device pixels this layer holds.
    let rect: PixelRect
    /// `rect.width · rect.height · 4` bytes, premultiplied.
    var pixels: [UInt8]

    /// A transparent layer over `rect`.
    init(rect: PixelRect) {
        self.rect = rect
        pixels = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
    }

    /// Makes every pixel transparent.
    mutating func clear() {
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Paints `color` through the coverage the accumulator holds (source over).
    mutating func fill(_ coverage: inout CoverageAccumulator, scratch: inout [UInt8], color: PremultipliedColor) {
        let area = coverage.rect
        let width = rect.width
        let ox = rect.x0, oy = rect.y0
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            coverage.coverageRows(&scratch) { y, row in
                let line = base + ((y - oy) * width + (area.x0 - ox)) * 4
                Self.blendRow(line, row, color)
            }
        }
    }

    /// Source-over of one colour through one row of coverage.
    @inline(__always)
    static func blendRow(_ line: UnsafeMutablePointer<UInt8>, _ row: UnsafeBufferPointer<UInt8>, _ c: PremultipliedColor) {
        let opaque = c.a == 255
        for x in 0..<row.count {
            let m = UInt32(row[x])
            if m == 0 { continue }
            let p = line + x * 4
            if m == 255 && opaque {
                p[0] = UInt8(c.r)
                p[1] = UInt8(c.g)
                p[2] = UInt8(c.b)
                p[3] = 255
                continue
            }
            let sa = Blend.div255(c.a * m)
            let inv = 255 - sa
            p[0] = UInt8(Blend.div255(c.r * m) + Blend.div255(UInt32(p[0]) * inv))
            p[1] = UInt8(Blend.div255(c.g * m) + Blend.div255(UInt32(p[1]) * inv))
            p[2] = UInt8(Blend.div255(c.b * m) + Blend.div255(UInt32(p[2]) * inv))
            p[3] = UInt8(sa + Blend.div255(UInt32(p[3]) * inv))
        }
    }

    /// Paints `color` over an axis-aligned device rectangle with exact coverage (the product of the row's and the
    /// column's overlap), the fast form of a fill for a rectangle without rounded corners. Rows and columns the
    /// rectangle covers whole are filled without per-pixel coverage.
    mutating func fillRect(_ r: Rect, color: PremultipliedColor, scratch: inout [UInt8]) {
        let box = PixelRect(covering: r).intersection(rect)
        if box.isEmpty || color.a == 0 { return }
        let width = rect.width
        let ox = rect.x0, oy = rect.y0
        if scratch.count < box.width { scratch = [UInt8](repeating: 0, count: box.width) }
        var columns = [Double](repeating: 0, count: box.width)
        // Columns box.x0 + inner.lowerBound ..< box.x0 + inner.upperBound are covered whole.
        var innerLow = box.width, innerHigh = 0
        for i in 0..<box.width {
            let x = Double(box.x0 + i)
            let cover = max(min(x + 1, r.maxX) - max(x, r.x), 0)
            columns[i] = cover
            if cover >= 1 {
                innerLow = min(innerLow, i)
                innerHigh = max(innerHigh, i + 1)
            }
        }
        let pattern = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        pixels.withUnsafeMutableBufferPointer { buffer in
            scratch.withUnsafeMutableBufferPointer { out in
                guard let base = buffer.baseAddress, let outBase = out.baseAddress else { return }
                for y in box.y0..<box.y1 {
                    let yy = Double(y)
                    let rowCover = max(min(yy + 1, r.maxY) - max(yy, r.y), 0)
                    let line = base + ((y - oy) * width + (box.x0 - ox)) * 4
                    if rowCover >= 1 && innerLow < innerHigh {
                        for i in 0..<innerLow { outBase[i] = UInt8(Float(columns[i]) * 255 + 0.5) }
                        Self.blendRow(line, UnsafeBufferPointer(start: outBase, count: innerLow), color)
                        Self.fillSpan(line + innerLow * 4, count: innerHigh - innerLow, color, pattern)
                        let tail = box.width - innerHigh
                        for i in 0..<tail { outBase[i] = UInt8(Float(columns[innerHigh + i]) * 255 + 0.5) }
                        Self.blendRow(line + innerHigh * 4, UnsafeBufferPointer(start: outBase, count: tail), color)
                        continue
                    }
                    for i in 0..<box.width {
                        outBase[i] = UInt8(Float(rowCover * columns[i]) * 255 + 0.5)
                    }
                    Self.blendRow(line, UnsafeBufferPointer(start: outBase, count: box.width), color)
                }
            }
        }
    }

    /// Source-over of one colour at full coverage over `count` pixels: a plain store when the colour is opaque.
    @inline(__always)
    static func fillSpan(_ line: UnsafeMutablePointer<UInt8>, count: Int, _ c: PremultipliedColor, _ pattern: UInt32) {
        if c.a == 255 {
            let raw = UnsafeMutableRawPointer(line)
            let word = UInt32(littleEndian: pattern)
            for x in 0..<count { raw.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self) }
            return
        }
        let inv = 255 - c.a
        for x in 0..<count {
            let p = line + x * 4
            p[0] = UInt8(truncatingIfNeeded: c.r + Blend.div255(UInt32(p[0]) * inv))
            p[1] = UInt8(truncatingIfNeeded: c.g + Blend.div255(UInt32(p[1]) * inv))
            p[2] = UInt8(truncatingIfNeeded: c.b + Blend.div255(UInt32(p[2]) * inv))
            p[3] = UInt8(truncatingIfNeeded: c.a + Blend.div255(UInt32(p[3]) * inv))
        }
    }

    /// Raises each pixel's alpha to `layer`'s where that is larger (the colour bytes are left as they are): the
    /// union of coverages that share their edges, for `Rasterizer.sharedEdges`. Both layers cover the same `rect`.
    mutating func keepLargerAlpha(of layer: Layer) {
        guard layer.rect == rect else { return }
        for i in stride(from: 3, to: pixels.count, by: 4) where layer.pixels[i] > pixels[i] { pixels[i] = layer.pixels[i] }
    }

    /// Composites `layer` over this one (source over), faded by `opacity` and, when given, through `mask`: one
    /// coverage byte per pixel of `layer.rect`.
    mutating func composite(_ layer: Layer, opacity: Double, mask: [UInt8]? = nil) {
        let box = layer.rect.intersection(rect)
        if box.isEmpty { return }
        let o8 = UInt32(min(max(opacity, 0), 1) * 255 + 0.5)
        if o8 == 0 { return }
        let width = rect.width, srcWidth = layer.rect.width
        pixels.withUnsafeMutableBufferPointer { buffer in
            layer.pixels.withUnsafeBufferPointer { source in
                guard let base = buffer.baseAddress, let src = source.baseAddress else { return }
                for y in box.y0..<box.y1 {
                    let line = base + ((y - rect.y0) * width + (box.x0 - rect.x0)) * 4
                    let sy = y - layer.rect.y0
                    let sline = src + (sy * srcWidth + (box.x0 - layer.rect.x0)) * 4
                    for i in 0..<box.width {
                        let s = sline + i * 4
                        var f = o8
                        if let mask {
                            let m = UInt32(mask[sy * srcWidth + (box.x0 - layer.rect.x0) + i])
                            f = Blend.div255(f * m)
                        }
                        if f == 0 || s[3] == 0 { continue }
                        let p = line + i * 4
                        let sr: UInt32, sg: UInt32, sb: UInt32, sa: UInt32
                        if f == 255 {
                            (sr, sg, sb, sa) = (UInt32(s[0]), UInt32(s[1]), UInt32(s[2]), UInt32(s[3]))
                        } else {
                            sr = Blend.div255(UInt32(s[0]) * f)
                            sg = Blend.div255(UInt32(s[1]) * f)
                            sb = Blend.div255(UInt32(s[2]) * f)
                            sa = Blend.div255(UInt32(s[3]) * f)
                        }
                        let inv = 255 - sa
                        p[0] = UInt8(sr + Blend.div255(UInt32(p[0]) * inv))
                        p[1] = UInt8(sg + Blend.div255(UInt32(p[1]) * inv))
                        p[2] = UInt8(sb + Blend.div255(UInt32(p[2]) * inv))
                        p[3] = UInt8(sa + Blend.div255(UInt32(p[3]) * inv))
                    }
                }
            }
        }
    }
}
