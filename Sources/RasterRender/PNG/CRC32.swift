/// CRC-32 as PNG and zlib's gzip use it (polynomial 0xEDB88320, reflected, initial and final value all ones),
/// table-driven, eight bytes a step.
public struct CRC32: Sendable {
    /// The running value; `value` reads the finished checksum.
    private var state: UInt32 = 0xFFFF_FFFF

    /// A fresh checksum.
    public init() {}

    /// The CRC-32 of `bytes`.
    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// The checksum of everything given so far.
    public var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// Adds bytes.
    public mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        if let done: Void = bytes.withContiguousStorageIfAvailable({ update($0) }) { return done }
        update(Array(bytes))
    }

    /// Adds bytes from memory.
    public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        var c = state
        let t = Self.tables
        t.withUnsafeBufferPointer { table in
            var i = 0
            let n = bytes.count
            while i + 8 <= n {
                let lo = c ^ (UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24)
                c = table[7 * 256 + Int(lo & 0xFF)] ^ table[6 * 256 + Int((lo >> 8) & 0xFF)]
                    ^ table[5 * 256 + Int((lo >> 16) & 0xFF)] ^ table[4 * 256 + Int(lo >> 24)]
                    ^ table[3 * 256 + Int(bytes[i + 4])] ^ table[2 * 256 + Int(bytes[i + 5])]
                    ^ table[256 + Int(bytes[i + 6])] ^ table[Int(bytes[i + 7])]
                i += 8
            }
            while i < n {
                c = table[Int((c ^ UInt32(bytes[i])) & 0xFF)] ^ (c >> 8)
                i += 1
            }
        }
        state = c
    }

    /// Eight tables of 256 entries: table k gives the CRC of a byte followed by k zero bytes.
    static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = t[(k - 1) * 256 + n]
                t[k * 256 + n] = t[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return t
    }()
}
