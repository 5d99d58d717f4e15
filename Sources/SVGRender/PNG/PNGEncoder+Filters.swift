// PNG row filters (ISO/IEC 15948 §9): None, Sub, Up, Average, Paeth on the bytes of a row, each byte predicted from
// the byte one pixel left (a), the byte above (b) and the byte above-left (c).

extension PNGEncoder {
    /// Fills `filtered` with each row of `region`: a filter-type byte, then the row filtered by it.
    mutating func filterRows(_ image: RGBAImage, region: PixelRect, opaque: Bool) {
        let bpp = opaque ? 3 : 4
        let rowBytes = region.width * bpp
        filtered.removeAll(keepingCapacity: true)
        filtered.reserveCapacity((rowBytes + 1) * region.height)
        if candidates.count != 5 || candidates[0].count < rowBytes {
            candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
        }
        var current = [UInt8](repeating: 0, count: rowBytes)
        var above = [UInt8](repeating: 0, count: rowBytes)
        for y in region.y0..<region.y1 {
            image.pixels.withUnsafeBufferPointer { src in
                for x in 0..<region.width {
                    let s = ((y * image.width) + region.x0 + x) * 4
                    let d = x * bpp
                    current[d] = src[s]
                    current[d + 1] = src[s + 1]
                    current[d + 2] = src[s + 2]
                    if !opaque { current[d + 3] = src[s + 3] }
                }
            }
            let best = Self.filterRow(current, above, bpp: bpp, rowBytes: rowBytes, into: &candidates)
            filtered.append(UInt8(best))
            filtered.append(contentsOf: candidates[best][0..<rowBytes])
            swap(&current, &above)
        }
    }

    /// Filters one row with all five filters into `out` and returns the one with the smallest sum of absolute values
    /// (bytes read as signed); ties go to the lower filter type.
    static func filterRow(_ row: [UInt8], _ above: [UInt8], bpp: Int, rowBytes: Int, into out: inout [[UInt8]]) -> Int {
        var sums = [Int](repeating: 0, count: 5)
        row.withUnsafeBufferPointer { r in
            above.withUnsafeBufferPointer { b in
                for f in 0..<5 {
                    out[f].withUnsafeMutableBufferPointer { o in
                        var sum = 0
                        for i in 0..<rowBytes {
                            let x = r[i]
                            let a = i >= bpp ? r[i - bpp] : 0
                            let up = b[i]
                            let c = i >= bpp ? b[i - bpp] : 0
                            let v: UInt8
                            switch f {
                            case 0: v = x
                            case 1: v = x &- a
                            case 2: v = x &- up
                            case 3: v = x &- UInt8((UInt16(a) + UInt16(up)) >> 1)
                            default: v = x &- paeth(a, up, c)
                            }
                            o[i] = v
                            sum += v < 128 ? Int(v) : 256 - Int(v)
                        }
                        sums[f] = sum
                    }
                }
            }
        }
        var best = 0
        for f in 1..<5 where sums[f] < sums[best] { best = f }
        return best
    }

    /// The Paeth predictor: whichever of a, b, c is closest to a + b − c (ties in that order).
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }
}
