/// Where text is written as UTF-8 bytes: JSON (`JSONText`), numbers (`NumberText`). An `[UInt8]` is one; a
/// `ByteWriter` is one made for many short appends.
public protocol ByteSink {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends bytes from memory.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Bytes written.
    var count: Int { get }
    /// Appends again the bytes written at `range`.
    mutating func appendAgain(_ range: Range<Int>)
}

extension Array: ByteSink where Element == UInt8 {
    /// Appends bytes from memory.
    @inlinable
    public mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }

    /// Appends again the bytes at `range`, byte by byte: a slice would keep the buffer shared while it grows.
    @inlinable
    public mutating func appendAgain(_ range: Range<Int>) { for k in range { append(self[k]) } }
}

/// A growable byte buffer for text written in many short pieces (a key, a number, a quoted string), such as a
/// replay's logs and the player's data. An `Array`'s `append(contentsOf:)` of a few bytes goes through a generic
/// copy and uniqueness checks; here it is a capacity check and one or two stores.
///
/// A value: a copy written to takes storage of its own first, as an array does.
public struct ByteWriter: ByteSink, @unchecked Sendable {
    @usableFromInline var storage: ByteStorage
    @usableFromInline var written = 0
    /// Bytes written.
    @inlinable public var count: Int { written }

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 1024) {
        storage = ByteStorage(capacity: max(capacity, 64))
    }

    /// The bytes written, valid until the next mutation.
    @inlinable
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.base, count: written) }

    /// The bytes written, as an array.
    public var array: [UInt8] { Array(bytes) }

    /// Empties the writer, keeping its capacity.
    @inlinable
    public mutating func removeAll() {
        if !isKnownUniquelyReferenced(&storage) { storage = ByteStorage(capacity: storage.capacity) }
        written = 0
    }

    /// Makes room for `extra` more bytes in storage of this writer's own.
    @inlinable @inline(__always)
    public mutating func reserve(_ extra: Int) {
        if storage.capacity &- written < extra || !isKnownUniquelyReferenced(&storage) { grow(extra) }
    }

    /// Moves to storage of its own, at least twice as large when more room is needed, keeping the bytes written.
    @usableFromInline @inline(never)
    mutating func grow(_ extra: Int) {
        let needed = written + extra
        let bigger = ByteStorage(capacity: needed <= storage.capacity ? storage.capacity : max(2 * storage.capacity, needed))
        bigger.base.update(from: storage.base, count: written)
        storage = bigger
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        storage.base[written] = byte
        written &+= 1
    }

    /// Appends bytes from memory.
    @inlinable @inline(__always)
    public mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        reserve(n)
        ByteCopy.copy(from: source, count: n, to: storage.base + written)
        written &+= n
    }

    /// Appends again the bytes written at `range`.
    @inlinable
    public mutating func appendAgain(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= written)
        reserve(range.count)
        (storage.base + written).update(from: storage.base + range.lowerBound, count: range.count)
        written &+= range.count
    }

    /// Appends `other`'s bytes.
    @inlinable
    public mutating func append(_ other: ByteWriter) { appendBytes(other.bytes) }
}

/// One allocation of bytes, freed when the last buffer using it lets go: the storage of `ByteWriter` and of the SVG
/// writer's buffer, which differ in when they make sure no copy shares it.
public final class ByteStorage {
    /// The first byte.
    public let base: UnsafeMutablePointer<UInt8>
    /// Bytes allocated.
    public let capacity: Int

    /// Allocates `capacity` bytes, uninitialised.
    public init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    deinit { base.deallocate() }
}

/// Copies between buffers that do not overlap, fast for the few bytes most appends are.
public enum ByteCopy {
    /// Copies `n` bytes. Most are attribute names, keys and ids of a few bytes: up to 16 are copied with two
    /// overlapping loads and stores each, which is several times cheaper than a call to memmove. Nothing is read past
    /// the source's end.
    @inlinable @inline(__always)
    public static func copy(from source: UnsafePointer<UInt8>, count n: Int, to target: UnsafeMutablePointer<UInt8>) {
        if n <= 16 {
            copySmall(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), count: n)
        } else {
            target.update(from: source, count: n)
        }
    }

    /// Copies `n` ≤ 16 bytes.
    @inlinable @inline(__always)
    public static func copySmall(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count n: Int) {
        if n >= 8 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: n &- 8, as: UInt64.self)
        } else if n >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: n &- 4, as: UInt32.self)
        } else if n > 0 {
            // 1 to 3 bytes: the first, the middle and the last (some the same byte).
            let first = source.load(as: UInt8.self)
            let middle = source.load(fromByteOffset: n >> 1, as: UInt8.self)
            let last = source.load(fromByteOffset: n &- 1, as: UInt8.self)
            target.storeBytes(of: first, as: UInt8.self)
            target.storeBytes(of: middle, toByteOffset: n >> 1, as: UInt8.self)
            target.storeBytes(of: last, toByteOffset: n &- 1, as: UInt8.self)
        }
    }
}
