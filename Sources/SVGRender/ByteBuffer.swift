import SceneGraph

/// The writer's growable byte buffer: raw stores, no per-append uniqueness checks, capacity kept between frames.
///
/// Copies share storage until one of them calls `reset()`, which takes fresh storage when the current one
/// is shared; every write starts with `reset()`, so a copy never writes into memory another copy reads.
struct ByteBuffer: @unchecked Sendable {
    /// Owns one allocation and frees it when the last buffer using it lets go.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    private var storage: Storage
    private var base: UnsafeMutablePointer<UInt8>
    /// Bytes allocated.
    private(set) var capacity: Int
    /// Bytes written since the last `reset()`.
    private(set) var count = 0

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int = 4096) {
        storage = Storage(capacity: max(capacity, 64))
        base = storage.base
        self.capacity = storage.capacity
    }

    /// The bytes written so far, valid until the next mutation.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Empties the buffer, keeping its capacity, after making sure no copy shares the storage.
    mutating func reset() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(capacity: capacity)
            base = storage.base
        }
        count = 0
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity &- count < extra { grow(extra) }
    }

    /// Moves to storage at least twice as large, keeping the bytes written.
    @inline(never)
    private mutating func grow(_ extra: Int) {
        let bigger = Storage(capacity: max(2 * capacity, count + extra))
        bigger.base.update(from: base, count: count)
        storage = bigger
        base = bigger.base
        capacity = bigger.capacity
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Appends bytes from memory.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends text known at compile time.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends bytes from an array.
    @inline(__always)
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `value` formatted by `NumberText`.
    @inline(__always)
    mutating func append(_ value: Double, decimals: Int) {
        reserve(NumberText.maximumLength)
        count &+= NumberText.write(value, decimals: decimals, to: base + count)
    }

    /// Appends `count` spaces.
    @inline(__always)
    mutating func appendSpaces(_ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: n)
        count &+= n
    }
}
