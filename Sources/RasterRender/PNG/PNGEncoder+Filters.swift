// PNG row filters (ISO/IEC 15948 §9): None, Sub, Up, Average, Paeth on the bytes of a row, each byte predicted from
// the byte one pixel left (a), the byte above (b) and the byte above-left (c).

extension PNGEncoder {
    /// Fills `filtered` with each row of `region`: a filter-type byte, then the row filtered by it.
    ///
    /// The filter is libpng's heuristic choice, the one whose bytes (read as signed) have the smallest sum of
    /// absolute values, ties to the lower type; a row equal to the one above takes Up at once (all zeros, the least
    /// possible sum), which is what most rows of a flat background are.
    mutating func filterRows(_ image: RGBAImage, region: PixelRect, opaque: Bool) {
        let bpp = opaque ? 3 : 4
        let rowBytes = region.width * bpp
        let total = (rowBytes + 1) * region.height
        if filtered.count != total { filtered = [UInt8](repeating: 0, count: total) }
        // Two source rows (current, above) and five candidate rows.
        if scratch.count < 7 * rowBytes { scratch = [UInt8](repeating: 0, count: 7 * rowBytes) }
        let imageWidth = image.width
        image.pixels.withUnsafeBufferPointer { src in
            filtered.withUnsafeMutableBufferPointer { out in
                scratch.withUnsafeMutableBufferPointer { work in
                    guard let s = src.baseAddress, let o = out.baseAddress, let w = work.baseAddress else { return }
                    var current = w, above = w + rowBytes
                    above.initialize(repeating: 0, count: rowBytes)
                    let candidates = w + 2 * rowBytes
                    for y in 0..<region.height {
                        let line = s + ((region.y0 + y) * imageWidth + region.x0) * 4
                        let row = o + y * (rowBytes + 1)
                        if y > 0 && Self.memoryEqual(line, line - imageWidth * 4, region.width * 4) {
                            // The same pixels as the row above, which `above` still holds.
                            row[0] = 2
                            (row + 1).initialize(repeating: 0, count: rowBytes)
                            continue
                        }
                        if opaque {
                            for x in 0..<region.width {
                                current[3 * x] = line[4 * x]
                                current[3 * x + 1] = line[4 * x + 1]
                                current[3 * x + 2] = line[4 * x + 2]
                            }
                        } else {
                            current.update(from: line, count: rowBytes)
                        }
                        let best = Self.filterRow(current, above, bpp: bpp, count: rowBytes, into: candidates)
                        row[0] = UInt8(best)
                        (row + 1).update(from: candidates + best * rowBytes, count: rowBytes)
                        swap(&current, &above)
                    }
                }
            }
        }
    }

    /// Whether two byte ranges are equal.
    @inline(__always)
    private static func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var i = 0
        while i + 8 <= count {
            if UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self) { return false }
            i += 8
        }
        while i < count {
            if a[i] != b[i] { return false }
            i += 1
        }
        return true
    }

    /// Filters one row with all five filters into `out` (five rows of `count` bytes) and returns the chosen type.
    /// Wrapping arithmetic throughout, so the loops vectorise.
    static func filterRow(_ r: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, bpp: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
        let none = out, sub = out + count, up = out + 2 * count, average = out + 3 * count, paeth = out + 4 * count
        let head = min(bpp, count)
        var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0, s4: UInt32 = 0
        for i in 0..<head {
            none[i] = r[i]
            sub[i] = r[i]
            up[i] = r[i] &- b[i]
            average[i] = r[i] &- (b[i] >> 1)
            paeth[i] = r[i] &- b[i]
        }
        var i = head
        while i < count {
            let x = r[i], a = r[i &- bpp], above = b[i], c = b[i &- bpp]
            none[i] = x
            sub[i] = x &- a
            up[i] = x &- above
            average[i] = x &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(above)) >> 1)
            let ia = Int16(a), ib = Int16(above), ic = Int16(c)
            let pa = ib &- ic, pb = ia &- ic
            let da = pa < 0 ? 0 &- pa : pa, db = pb < 0 ? 0 &- pb : pb
            let pc = pa &+ pb
            let dc = pc < 0 ? 0 &- pc : pc
            let predictor = da <= db && da <= dc ? a : (db <= dc ? above : c)
            paeth[i] = x &- predictor
            i &+= 1
        }
        // A byte's cost is its absolute value read as signed: v below 128, else 256 − v. Written out rather than as a
        // function, which a debug build (a user's test target) calls five times a byte.
        var k = 0
        while k < count {
            let v0 = none[k], v1 = sub[k], v2 = up[k], v3 = average[k], v4 = paeth[k]
            s0 &+= UInt32(v0 < 128 ? v0 : 0 &- v0)
            s1 &+= UInt32(v1 < 128 ? v1 : 0 &- v1)
            s2 &+= UInt32(v2 < 128 ? v2 : 0 &- v2)
            s3 &+= UInt32(v3 < 128 ? v3 : 0 &- v3)
            s4 &+= UInt32(v4 < 128 ? v4 : 0 &- v4)
            k &+= 1
        }
        var best = 0, bestSum = s0
        if s1 < bestSum { best = 1; bestSum = s1 }
        if s2 < bestSum { best = 2; bestSum = s2 }
        if s3 < bestSum { best = 3; bestSum = s3 }
        if s4 < bestSum { best = 4 }
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
