/// The one number formatter for every number the package writes: SVG coordinates, opacities, report text.
///
/// Rules, chosen so that output is short, stable and readable by any parser:
/// - rounds half away from zero to at most `decimals` decimals (`decimals` is clamped to 0...15);
/// - trims trailing zeros and then the dot, so integers print without `.0`;
/// - never prints `-0`: a value that rounds to zero prints `0`;
/// - never uses an exponent: every finite value prints in full positional notation
///   (below 2⁶⁴ on the fast path, larger values, all integers, exactly through a slow path);
/// - NaN and ±infinity print `0`, so a bad number cannot make the output unparseable.
///
/// Half-way cases are decided as the value was written, not as it is stored: a value within about one
/// unit in the last place of a half-way point counts as half-way. So `2.005` (stored as
/// 2.00499999999999989…) prints `2.01` at two decimals, as a reader expects.
///
/// No Foundation, no libm (truncating conversions instead of `rounded`), and no allocation for values
/// below 2⁶⁴ beyond the growth of the caller's buffer.
public enum NumberText {
    /// The largest number of decimals honoured; more is beyond a `Double`'s precision for useful values.
    public static let maximumDecimals = 15

    /// The most bytes `write(_:decimals:to:)` produces: sign, 309 integer digits, dot, 15 decimals.
    public static let maximumLength = 1 + 309 + 1 + 15

    /// Appends `x` as ASCII, rounded to at most `decimals` decimals, to `buffer`.
    @inlinable
    public static func append<Sink: ByteSink>(_ x: Double, decimals: Int, to buffer: inout Sink) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { scratch in
            guard let base = scratch.baseAddress else { return }
            let count = write(x, decimals: decimals, to: base)
            buffer.appendBytes(UnsafeBufferPointer(start: base, count: count))
        }
    }

    /// Appends the integer `n` in decimal, with a leading `-` when negative.
    @inlinable
    public static func append<Sink: ByteSink>(_ n: Int, to buffer: inout Sink) {
        if n < 0 { buffer.append(UInt8(ascii: "-")) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            guard let base = scratch.baseAddress else { return }
            buffer.appendBytes(UnsafeBufferPointer(start: base, count: writeDigits(UInt64(n.magnitude), to: base)))
        }
    }

    /// `x` formatted by the rules above, as a `String`.
    public static func string(_ x: Double, decimals: Int = 2) -> String {
        // Written in scratch space and decoded from there: a number of up to 15 bytes becomes a small string, with
        // no allocation at all.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { scratch in
            guard let base = scratch.baseAddress else { return "0" }
            return String(decoding: UnsafeBufferPointer(start: base, count: write(x, decimals: decimals, to: base)), as: UTF8.self)
        }
    }

    /// Writes `x` as ASCII at `out`, which must have room for `maximumLength` bytes; returns the byte count.
    ///
    /// The allocation-free core behind `append`, for writers that manage their own memory.
    public static func write(_ x: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Two decimals below 2³¹ (every coordinate the SVG writer prints): the steps of `writeGeneral` for that case
        // alone, in machine integers. The comparison is false for NaN, which takes the general path.
        let a = x.magnitude
        if decimals == 2 && a < 0x1p31 {
            let whole = Int(a)
            let part = a - Double(whole)
            // Whole numbers (sizes, radii, font weights: common in what the SVG writer prints) have nothing
            // to round: the steps below would give `fraction` 0 and leave `whole` alone.
            if part == 0 {
                return writeRounded(negative: x < 0, UInt64(truncatingIfNeeded: whole), 0, decimals: 2, to: out)
            }
            let scaled = part * 100
            var fraction = Int(scaled)
            let remainder = scaled - Double(fraction)
            if remainder >= 0.5 - 0x1p-20 && remainder >= 0.5 - min(a.ulp * 100, 0x1p-20) { fraction &+= 1 }
            var units = whole
            if fraction >= 100 {
                fraction = 0
                units &+= 1
            }
            return writeRounded(negative: x < 0, UInt64(truncatingIfNeeded: units), UInt64(truncatingIfNeeded: fraction),
                                decimals: 2, to: out)
        }
        return writeGeneral(x, decimals: decimals, to: out)
    }

    /// `write` for any value and number of decimals.
    static func writeGeneral(_ x: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // Fast path: small non-negative integers (sizes, font weights, most coordinates).
        // Signed conversions throughout: x86-64 converts Int64 in one instruction, UInt64 in several.
        if x >= 0, x < 1e15 {
            let whole = Int64(x)
            if Double(whole) == x { return writeDigits(UInt64(truncatingIfNeeded: whole), to: out) }
        }
        guard x.isFinite else {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        let a = x.magnitude
        if a >= 0x1p64 { return writeHuge(a, negative: x < 0, to: out) }
        let d = min(max(decimals, 0), maximumDecimals)
        let p = powerOfTen(d)
        // Truncating conversions, not `rounded(.down)`: no libm call, and exact here (a < 2⁶⁴).
        var whole = a < 0x1p52 ? Double(Int64(a)) : a
        // Exact: the difference of a double and its integer part is always representable.
        let scaled = (a - whole) * p
        var fraction = Double(Int64(scaled))
        // Anything within about one ulp of the input (scaled) of a half-way point counts as half-way. The
        // tolerance is at most 2⁻²⁰, so it is only worked out for a remainder that could reach it.
        let remainder = scaled - fraction
        if remainder >= 0.5 - 0x1p-20 && remainder >= 0.5 - min(a.ulp * p, 0x1p-20) { fraction += 1 }
        if fraction >= p {
            fraction = 0
            whole += 1
        }
        // whole < 2⁶⁴: from 2⁵² up every double is an integer, so nothing rounds up past 2⁶⁴.
        return writeRounded(negative: x < 0, UInt64(whole), UInt64(truncatingIfNeeded: Int64(fraction)), decimals: d, to: out)
    }

    /// Writes a rounded value: `whole`, then `fraction` (below 10^`decimals`) as decimals with the trailing zeros
    /// trimmed, and `-` first when `negative` and the value is not zero; returns the byte count.
    @inline(__always)
    static func writeRounded(negative: Bool, _ whole: UInt64, _ fraction: UInt64, decimals d: Int,
                             to out: UnsafeMutablePointer<UInt8>) -> Int {
        if whole == 0 && fraction == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if negative {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        let pairs = digitPairs.utf8Start
        if whole < 10 {
            // Most coordinates are below 1000: their digits are written here, without a call.
            out[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
            count &+= 1
        } else if whole < 100 {
            let r = Int(truncatingIfNeeded: whole) &* 2
            out[count] = pairs[r]
            out[count &+ 1] = pairs[r &+ 1]
            count &+= 2
        } else if whole < 1000 {
            let q = whole / 100
            let r = Int(truncatingIfNeeded: whole &- q &* 100) &* 2
            out[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: q)
            out[count &+ 1] = pairs[r]
            out[count &+ 2] = pairs[r &+ 1]
            count &+= 3
        } else {
            count &+= writeDigits(whole, to: out + count)
        }
        var fractionBits = fraction
        guard fractionBits != 0 else { return count }
        if d == 2 {
            // The common case (SVG coordinates): one or two decimals straight from the pair table.
            out[count] = UInt8(ascii: ".")
            let pair = pairs + Int(fractionBits) &* 2
            out[count &+ 1] = pair[0]
            if pair[1] == UInt8(ascii: "0") { return count &+ 2 }
            out[count &+ 2] = pair[1]
            return count &+ 3
        }
        var width = d
        while fractionBits % 10 == 0 {
            fractionBits /= 10
            width -= 1
        }
        out[count] = UInt8(ascii: ".")
        count += 1
        var i = count + width
        while i > count {
            i -= 1
            out[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fractionBits % 10)
            fractionBits /= 10
        }
        return count + width
    }

    /// 10^n for n in 0...15, exact.
    static func powerOfTen(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<n { p *= 10 }
        return p
    }

    /// "00" to "99", for writing two digits per division.
    static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Writes the decimal digits of `value`, most significant first; returns their count.
    @usableFromInline
    static func writeDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 {
            out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return 1
        }
        var length = 2
        var limit: UInt64 = 100
        while length < 20 && value >= limit {
            length += 1
            limit = limit &* 10
        }
        let pairs = digitPairs.utf8Start
        var v = value
        var i = length
        while v >= 100 {
            let q = v / 100
            let r = Int(truncatingIfNeeded: v &- q &* 100) &* 2
            i -= 2
            out[i] = pairs[r]
            out[i + 1] = pairs[r + 1]
            v = q
        }
        if v >= 10 {
            let r = Int(truncatingIfNeeded: v) &* 2
            out[i - 2] = pairs[r]
            out[i - 1] = pairs[r + 1]
        } else {
            out[i - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v)
        }
        return length
    }

    /// Writes a finite integral double of at least 2⁶⁴ exactly, using base-10⁹ limbs; returns the byte count.
    static func writeHuge(_ a: Double, negative: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
        // a = significand · 2^shift with a 53-bit integer significand.
        let shift = Int(a.exponent) - Double.significandBitCount
        let significand = UInt64(a.significandBitPattern) | (1 << UInt64(Double.significandBitCount))
        let base: UInt64 = 1_000_000_000
        var limbs: [UInt64] = [significand % base, (significand / base) % base, significand / (base * base)]
        var remaining = max(shift, 0)
        while remaining > 0 {
            let step = min(remaining, 29)  // limb < 10⁹ < 2³⁰, so limb · 2²⁹ + carry < 2⁶⁰: no overflow.
            var carry: UInt64 = 0
            for i in limbs.indices {
                let product = limbs[i] << UInt64(step) + carry
                limbs[i] = product % base
                carry = product / base
            }
            while carry != 0 {
                limbs.append(carry % base)
                carry /= base
            }
            remaining -= step
        }
        while limbs.count > 1, limbs[limbs.count - 1] == 0 { limbs.removeLast() }
        var count = 0
        if negative {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        count += writeDigits(limbs[limbs.count - 1], to: out + count)
        for limb in limbs.dropLast().reversed() {
            var v = limb
            var i = count + 9
            while i > count {
                i -= 1
                out[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            }
            count += 9
        }
        return count
    }
}
