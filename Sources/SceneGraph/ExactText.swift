/// Strings compared by their UTF-8 bytes.
///
/// `==` on strings calls canonically equivalent spellings equal ("é" as one scalar, and "e" with a combining accent),
/// which are laid out and written differently: an offset per scalar, other bytes in the file. Caches keyed by text and
/// the SVG writer's memories compare text this way.
public enum ExactText {
    /// Whether two strings hold the same UTF-8 bytes. Two strings with the same representation (the same bytes kept
    /// inline, or the same storage and count) do, which is the common case for a text copied from a cache or a
    /// literal, and is two comparisons. Otherwise strings of different lengths differ, and so do strings that `==`
    /// calls different (equal bytes are equal under `==`), which for short ASCII strings `==` tells from their bits;
    /// only strings that `==` calls equal are read byte by byte.
    @inlinable
    public static func same(_ a: String, _ b: String) -> Bool {
        if MemoryLayout<String>.size == 16,
           unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self) {
            return true
        }
        return a.utf8.count == b.utf8.count && a == b && sameBytes(a, b)
    }

    /// Whether two strings hold the same UTF-8 bytes, read where the strings keep them.
    public static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let compared = a.utf8.withContiguousStorageIfAvailable { pa in
            b.utf8.withContiguousStorageIfAvailable { pb in same(pa, pb) }
        }
        return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    /// Whether two byte buffers of the same length hold the same bytes: eight at a time, then the rest.
    public static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return a.count == b.count }
        let n = a.count
        var i = 0
        while i &+ 8 <= n {
            if UnsafeRawPointer(pa + i).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(pb + i).loadUnaligned(as: UInt64.self) {
                return false
            }
            i &+= 8
        }
        while i < n {
            if pa[i] != pb[i] { return false }
            i &+= 1
        }
        return true
    }
}
