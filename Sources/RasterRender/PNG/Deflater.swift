/// How hard the deflate encoder looks for matches; every level is deterministic.
public enum DeflateEffort: String, Sendable, Hashable, CaseIterable {
    /// Short hash chains, greedy matching: the speed of a frame encoder.
    case fast
    /// Longer chains with one step of lazy matching.
    case balanced
    /// Long chains and lazy matching: the smallest files.
    case small

    var chain: Int {
        switch self {
        case .fast: return 4
        case .balanced: return 32
        case .small: return 512
        }
    }

    var lazy: Bool { self != .fast }
}

/// A zlib stream encoder (RFC 1950 around RFC 1951 deflate) of our own: LZ77 over a 32 KiB window with a hash chain
/// of 4-byte prefixes, then per block the smallest of a dynamic Huffman, the fixed Huffman and a stored encoding.
/// No clock, no randomness, no dictionary: the same input and effort always give the same bytes.
public struct Deflater: Sendable {
    /// The match search effort.
    public var effort: DeflateEffort

    private var head = [Int32](repeating: -1, count: 1 << hashBits)
    private var previous = [Int32](repeating: -1, count: windowSize)
    var tokens: [UInt32] = []

    static let hashBits = 15
    static let windowSize = 1 << 15
    static let maxMatch = 258
    static let minMatch = 4
    /// Tokens per block.
    static let blockTokens = 1 << 14
    /// Matches up to this length have every position put in the hash chain; longer ones only their first and their
    /// last three, so a run continues at a short distance.
    static let insertLimit = 32

    /// Creates an encoder.
    public init(effort: DeflateEffort = .fast) {
        self.effort = effort
    }

    /// The zlib stream of `data`: header, deflate blocks, Adler-32.
    public mutating func zlib(_ data: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(data.count / 8 + 64)
        // CMF 0x78: deflate, 32 KiB window; FLG with FLEVEL and the check bits ((CMF·256 + FLG) % 31 == 0).
        let level: UInt32 = effort == .small ? 3 : (effort == .balanced ? 2 : 1)
        var flg = level << 6
        flg += 31 - ((0x78 * 256 + flg) % 31)
        writer.write(0x78, 8)
        writer.write(flg, 8)
        deflate(data, into: &writer)
        writer.alignToByte()
        var adler = Adler32()
        adler.update(data)
        let a = adler.value
        writer.bytes += [UInt8(a >> 24), UInt8((a >> 16) & 0xFF), UInt8((a >> 8) & 0xFF), UInt8(a & 0xFF)]
        return writer.bytes
    }

    /// The zlib stream of an array.
    public mutating func zlib(_ data: [UInt8]) -> [UInt8] {
        data.withUnsafeBufferPointer { zlib($0) }
    }

    /// Raw deflate blocks of `data`, the last one marked final.
    mutating func deflate(_ data: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
        guard let base = data.baseAddress, data.count > 0 else {
            tokens.removeAll(keepingCapacity: true)
            writeBlock(data, start: 0, end: 0, final: true, into: &writer)
            return
        }
        // The hash tables move into locals for the loop, so it works on raw pointers without uniqueness checks.
        var head = self.head, previous = self.previous
        self.head = []
        self.previous = []
        defer {
            self.head = head
            self.previous = previous
        }
        head.withUnsafeMutableBufferPointer { heads in
            previous.withUnsafeMutableBufferPointer { links in
                heads.update(repeating: -1)
                search(base, data.count, heads, links, data, &writer)
            }
        }
    }

    /// The LZ77 pass over `n` bytes at `base`, writing a block every `blockTokens` tokens.
    private mutating func search(_ base: UnsafePointer<UInt8>, _ n: Int, _ head: UnsafeMutableBufferPointer<Int32>,
                                 _ previous: UnsafeMutableBufferPointer<Int32>, _ data: UnsafeBufferPointer<UInt8>,
                                 _ writer: inout BitWriter) {
        var pos = 0
        var blockStart = 0
        tokens.removeAll(keepingCapacity: true)
        tokens.reserveCapacity(Self.blockTokens + 2)
        let chainLimit = effort.chain
        let lazy = effort.lazy
        let mask = Self.windowSize - 1
        var pending: (length: Int, distance: Int)?
        @inline(__always) func insert(_ q: Int) {
            let h = Self.hash(base + q)
            previous[q & mask] = head[h]
            head[h] = Int32(truncatingIfNeeded: q)
        }
        while pos < n {
            var length = 0, distance = 0
            if pos + Self.minMatch <= n {
                let h = Self.hash(base + pos)
                var candidate = Int(head[h])
                head[h] = Int32(truncatingIfNeeded: pos)
                previous[pos & mask] = Int32(truncatingIfNeeded: candidate)
                var chain = chainLimit
                let limit = min(Self.maxMatch, n - pos)
                while candidate >= 0 && pos - candidate <= Self.windowSize && chain > 0 {
                    let l = Self.matchLength(base + candidate, base + pos, limit)
                    if l > length {
                        length = l
                        distance = pos - candidate
                        if l == limit { break }
                    }
                    candidate = Int(previous[candidate & mask])
                    chain -= 1
                }
                if length < Self.minMatch { length = 0 }
            }
            if let p = pending {
                // Lazy matching: a longer match one byte on replaces the pending one, which becomes a literal.
                if length > p.length {
                    tokens.append(UInt32(base[pos - 1]))
                    pending = (length, distance)
                    pos += 1
                } else {
                    tokens.append(Self.matchToken(p.length, p.distance))
                    let end = pos - 1 + p.length
                    var q = p.length <= Self.insertLimit ? pos + 1 : max(pos + 1, end - 3)
                    while q < end && q + Self.minMatch <= n { insert(q); q += 1 }
                    pos = end
                    pending = nil
                }
            } else if length > 0 {
                if lazy && length < 32 && pos + 1 < n {
                    pending = (length, distance)
                    pos += 1
                    continue
                }
                tokens.append(Self.matchToken(length, distance))
                let end = pos + length
                var q = length <= Self.insertLimit ? pos + 1 : max(pos + 1, end - 3)
                while q < end && q + Self.minMatch <= n { insert(q); q += 1 }
                pos = end
            } else {
                tokens.append(UInt32(base[pos]))
                pos += 1
            }
            if tokens.count >= Self.blockTokens && pending == nil {
                writeBlock(data, start: blockStart, end: pos, final: false, into: &writer)
                blockStart = pos
                tokens.removeAll(keepingCapacity: true)
            }
        }
        if let p = pending { tokens.append(Self.matchToken(p.length, p.distance)) }
        writeBlock(data, start: blockStart, end: n, final: true, into: &writer)
    }

    /// Hash of the 4 bytes at `p`.
    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>) -> Int {
        let v = UInt32(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt32.self))
        return Int((v &* 2_654_435_761) >> UInt32(32 - hashBits))
    }

    /// Length of the common prefix of `a` and `b`, at most `limit`.
    @inline(__always)
    static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        var i = 0
        while i + 8 <= limit {
            let x = UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self) ^ UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self)
            if x != 0 { return i + (UInt64(littleEndian: x).trailingZeroBitCount >> 3) }
            i += 8
        }
        while i < limit && a[i] == b[i] { i += 1 }
        return i
    }

    /// A match as a token: bit 31 set, length − 3 in bits 16...24, distance − 1 in bits 0...15.
    @inline(__always)
    static func matchToken(_ length: Int, _ distance: Int) -> UInt32 {
        0x8000_0000 | UInt32(length - 3) << 16 | UInt32(distance - 1)
    }
}
