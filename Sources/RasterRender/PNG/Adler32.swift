/// Adler-32, the checksum that ends a zlib stream.
public struct Adler32: Sendable {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// A fresh checksum.
    public init() {}

    /// The checksum of everything given so far.
    public var value: UInt32 { b << 16 | a }

    /// The Adler-32 of `bytes`.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var adler = Adler32()
        bytes.withUnsafeBufferPointer { adler.update($0) }
        return adler.value
    }

    /// Adds bytes from memory. Blocks of up to 5536 bytes (a multiple of 16 below zlib's 5552, the most that
    /// cannot overflow) go 16 bytes at a time in vector lanes: with `A` the lane sums and `P` the lane sums of the
    /// chunks before each chunk, a block of `n` bytes adds `ΣA` to a and `n·a + 16·ΣP + Σ (16 − k)·A[k]` to b,
    /// the same integers as the byte-by-byte definition.
    public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let p = bytes.baseAddress else { return }
        var a = UInt64(self.a), b = UInt64(self.b)
        var i = 0
        let n = bytes.count
        let raw = UnsafeRawPointer(p)
        let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        while i + 16 <= n {
            let chunks = min((n - i) / 16, 346)
            var lanes = SIMD16<UInt32>(repeating: 0), before = SIMD16<UInt32>(repeating: 0)
            for j in 0..<chunks {
                before &+= lanes
                lanes &+= SIMD16<UInt32>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: i + 16 * j, as: SIMD16<UInt8>.self))
            }
            let count = UInt64(16 * chunks)
            b += count * a + 16 * UInt64(before.wrappedSum()) + UInt64((lanes &* weights).wrappedSum())
            a += UInt64(lanes.wrappedSum())
            a %= 65521
            b %= 65521
            i += 16 * chunks
        }
        while i < n {
            a += UInt64(p[i])
            b += a
            i += 1
        }
        a %= 65521
        b %= 65521
        self.a = UInt32(a)
        self.b = UInt32(b)
    }
}
