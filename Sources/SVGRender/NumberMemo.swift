import SceneGraph

/// The text of numbers a buffer wrote lately, by their bits and decimals: a frame writes about 90 numbers, most of
/// them the same as in the frame before it (sizes, radii, filter regions, the track; a replay moves a thumb and a
/// fill), and most of them fit in 16 bytes. A number found here is two 8-byte stores instead of `NumberText.write`.
///
/// 256 slots, each the last number whose bits hash there (Fibonacci hashing of the bit pattern); a slot holds the
/// number's bits, its decimals and the exact bytes `NumberText.write` gave for them, so a hit writes the same bytes
/// the formatter would. Not thread-safe: each `ByteBuffer` keeps its own, and takes a fresh one in `reset()` when a
/// copy shares it.
final class NumberMemo: @unchecked Sendable {
    struct Slot {
        /// The number's bit pattern.
        var bits: UInt64 = 0
        /// Its text: the first 8 bytes and the next 8, zero past `count`.
        var head: UInt64 = 0
        var tail: UInt64 = 0
        /// The text's length; 0 marks an empty slot (a number is never written as nothing).
        var count: UInt8 = 0
        /// The decimals it was written with.
        var decimals: UInt8 = 0
    }

    static let slotCount = 256
    private let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
    }

    deinit { slots.deallocate() }

    /// The slot a number's bits hash to.
    @inline(__always)
    static func slot(of bits: UInt64) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    /// Writes `x` as `NumberText.write(x, decimals:to:)` does, at `out`, which must have room for
    /// `NumberText.maximumLength` bytes (at least 16); returns the byte count. May write up to 16 bytes past it.
    @inline(__always)
    func write(_ x: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let bits = x.bitPattern
        let slot = slots + Self.slot(of: bits)
        if slot.pointee.bits == bits, slot.pointee.count != 0, Int(slot.pointee.decimals) == decimals {
            let target = UnsafeMutableRawPointer(out)
            target.storeBytes(of: slot.pointee.head, as: UInt64.self)
            target.storeBytes(of: slot.pointee.tail, toByteOffset: 8, as: UInt64.self)
            return Int(slot.pointee.count)
        }
        let n = NumberText.write(x, decimals: decimals, to: out)
        if n <= 16, decimals >= 0, decimals <= Int(UInt8.max) {
            remember(bits, decimals: decimals, out, count: n, in: slot)
        }
        return n
    }

    /// Keeps the `n` bytes at `text` in `slot`, zero-padded to 16.
    @inline(never)
    private func remember(_ bits: UInt64, decimals: Int, _ text: UnsafeMutablePointer<UInt8>, count n: Int,
                          in slot: UnsafeMutablePointer<Slot>) {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: text, byteCount: n) }
        slot.pointee = Slot(bits: bits, head: words.0, tail: words.1, count: UInt8(n), decimals: UInt8(decimals))
    }
}
