import SceneGraph

/// The writer's growable byte buffer: raw stores, no per-append uniqueness checks, capacity kept between frames.
///
/// Copies share storage until one of them calls `reset()`, which takes fresh storage when the current one
/// is shared; every write starts with `reset()`, so a copy never writes into memory another copy reads.
struct ByteBuffer: @unchecked Sendable {
    private var storage: ByteStorage
    /// The numbers written lately (see `NumberMemo`); like the storage, never shared once `reset()` has run.
    private var numbers = NumberMemo()
    private var base: UnsafeMutablePointer<UInt8>
    /// Bytes allocated.
    private(set) var capacity: Int
    /// Bytes written since the last `reset()`.
    private(set) var count = 0

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int = 4096) {
        storage = ByteStorage(capacity: max(capacity, 64))
        base = storage.base
        self.capacity = storage.capacity
    }

    /// The bytes written so far, valid until the next mutation.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Empties the buffer, keeping its capacity, after making sure no copy shares the storage.
    mutating func reset() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = ByteStorage(capacity: capacity)
            base = storage.base
        }
        if !isKnownUniquelyReferenced(&numbers) { numbers = NumberMemo() }
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
        let bigger = ByteStorage(capacity: max(2 * capacity, count + extra))
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
        let n = bytes.count
        reserve(n)
        ByteCopy.copy(from: source, count: n, to: base + count)
        count &+= n
    }

    /// Writes up to `maximum` bytes in place: `body` gets where to write and returns how many bytes it wrote.
    @inline(__always)
    mutating func appendUnsafe(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count &+= body(base + count)
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

    /// Appends `value` formatted by `NumberText` (through the memo of recent numbers: the same bytes).
    @inline(__always)
    mutating func append(_ value: Double, decimals: Int) {
        reserve(NumberText.maximumLength)
        count &+= numbers.write(value, decimals: decimals, to: base + count)
    }

    /// Appends ` name="value"`, `value` formatted by `NumberText`: one reservation and plain stores for the whole
    /// attribute, where appending its five pieces one by one checked the room five times.
    @inline(__always)
    mutating func appendAttribute(_ name: StaticString, _ value: Double, decimals: Int) {
        name.withUTF8Buffer { text in
            reserve(text.count &+ 4 &+ NumberText.maximumLength)
            let target = base + count
            let opening = Self.writeOpening(text, to: target)
            let digits = numbers.write(value, decimals: decimals, to: target + opening)
            target[opening &+ digits] = UInt8(ascii: "\"")
            count &+= opening &+ digits &+ 1
        }
    }

    /// Appends ` id="<name>"` in one reservation; the caller has checked that the name needs no escaping.
    @inline(__always)
    mutating func appendIDAttribute(_ name: UnsafeBufferPointer<UInt8>) {
        let n = name.count
        reserve(n &+ 6)
        let target = base + count
        let opening = ("id" as StaticString).withUTF8Buffer { Self.writeOpening($0, to: target) }
        if let source = name.baseAddress { ByteCopy.copy(from: source, count: n, to: target + opening) }
        target[opening &+ n] = UInt8(ascii: "\"")
        count &+= opening &+ n &+ 1
    }

    /// Writes ` name="` at `target`, which has room for it, and returns its length (the name's and 3): the start of
    /// every attribute the writer writes in one reservation.
    @inline(__always)
    static func writeOpening(_ name: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let n = name.count
        target[0] = UInt8(ascii: " ")
        if let source = name.baseAddress { ByteCopy.copy(from: source, count: n, to: target + 1) }
        target[n &+ 1] = UInt8(ascii: "=")
        target[n &+ 2] = UInt8(ascii: "\"")
        return n &+ 3
    }

    /// Appends `count` spaces.
    @inline(__always)
    mutating func appendSpaces(_ n: Int) {
        guard n > 0 else { return }
        if n <= 16 {
            // Indentation: two 8-byte stores of spaces (past `count` only into reserved room), no memset call.
            reserve(16)
            let target = UnsafeMutableRawPointer(base + count)
            let spaces: UInt64 = 0x2020_2020_2020_2020
            target.storeBytes(of: spaces, as: UInt64.self)
            target.storeBytes(of: spaces, toByteOffset: 8, as: UInt64.self)
            count &+= n
        } else {
            appendManySpaces(n)
        }
    }

    /// `appendSpaces` past 16, out of line: inlined, its `memset` of `n` bytes and the 16-byte stores above were
    /// merged into one call to `memset` of a variable length for every indentation.
    @inline(never)
    private mutating func appendManySpaces(_ n: Int) {
        reserve(n)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: n)
        count &+= n
    }
}
