/// Writes bits least significant first, as deflate packs them, into a growing byte array.
struct BitWriter {
    /// The bytes completed so far.
    var bytes: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var count = 0

    /// Appends the low `length` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt32, _ length: Int) {
        accumulator |= UInt64(value & (length >= 32 ? 0xFFFF_FFFF : (1 << UInt32(length)) &- 1)) << UInt64(count)
        count += length
        if count >= 32 {
            let word = UInt32(truncatingIfNeeded: accumulator)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            accumulator >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to a byte boundary.
    mutating func alignToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            count = max(count - 8, 0)
        }
        accumulator = 0
    }

    /// Pads to a byte boundary, then appends whole bytes.
    mutating func appendAligned(_ data: UnsafeBufferPointer<UInt8>) {
        alignToByte()
        bytes.append(contentsOf: data)
    }
}
