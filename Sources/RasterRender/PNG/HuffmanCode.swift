/// A canonical, length-limited Huffman code for deflate (RFC 1951 §3.2.2), built deterministically from symbol counts.
///
/// Lengths come from the optimal Huffman tree (two queues over the leaves sorted by count, then symbol); when a
/// length passes the limit, the length histogram is rebalanced as in JPEG's Annex K.3 and the lengths are dealt
/// out again, shortest to the most frequent symbols (ties by symbol). Codes are canonical and stored bit-reversed,
/// ready for a least-significant-bit-first writer.
struct HuffmanCode {
    /// Code length of each symbol, 0 for an unused symbol.
    var lengths: [UInt8]
    /// Code of each symbol, bit-reversed.
    var codes: [UInt16]

    /// A code for `counts` with no length above `limit`. With fewer than two used symbols, the first two symbols
    /// that are used (or symbols 0 and 1) get length 1, so every decoder accepts the code.
    init(counts: [UInt32], limit: Int) {
        let n = counts.count
        var lengths = [UInt8](repeating: 0, count: n)
        var used = (0..<n).filter { counts[$0] > 0 }
        if used.count < 2 {
            var extra = 0
            while used.count < 2 && extra < n {
                if !used.contains(extra) { used.append(extra) }
                extra += 1
            }
            for s in used { lengths[s] = 1 }
        } else {
            Self.assignLengths(counts, used, limit: limit, into: &lengths)
        }
        self.lengths = lengths
        codes = Self.canonicalCodes(lengths)
    }

    /// Code from given lengths (the fixed codes of RFC 1951).
    init(lengths: [UInt8]) {
        self.lengths = lengths
        codes = Self.canonicalCodes(lengths)
    }

    /// Total bits of coding `counts` with this code.
    func cost(_ counts: [UInt32]) -> Int {
        var total = 0
        for i in 0..<min(counts.count, lengths.count) { total += Int(counts[i]) * Int(lengths[i]) }
        return total
    }

    private static func assignLengths(_ counts: [UInt32], _ used: [Int], limit: Int, into lengths: inout [UInt8]) {
        let leaves = used.sorted { counts[$0] != counts[$1] ? counts[$0] < counts[$1] : $0 < $1 }
        // Two-queue Huffman: leaves in order, internal nodes in creation order (their weights never decrease).
        let m = leaves.count
        var weight = [UInt64](repeating: 0, count: 2 * m)
        var parent = [Int](repeating: -1, count: 2 * m)
        for i in 0..<m { weight[i] = UInt64(counts[leaves[i]]) }
        var nextLeaf = 0, nextNode = m, created = m
        func takeSmallest() -> Int {
            if nextLeaf < m && (nextNode >= created || weight[nextLeaf] <= weight[nextNode]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return nextNode - 1
        }
        while created < 2 * m - 1 {
            let a = takeSmallest(), b = takeSmallest()
            weight[created] = weight[a] + weight[b]
            parent[a] = created
            parent[b] = created
            created += 1
        }
        // Depth of each leaf; the root is the last node.
        var depth = [Int](repeating: 0, count: 2 * m)
        var maxDepth = 0
        for node in stride(from: 2 * m - 3, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
            if node < m { maxDepth = max(maxDepth, depth[node]) }
        }
        var histogram = [Int](repeating: 0, count: max(maxDepth, limit) + 2)
        for i in 0..<m { histogram[depth[i]] += 1 }
        if maxDepth > limit {
            // Annex K.3: move pairs of the deepest codes up until every code fits.
            var i = maxDepth
            while i > limit {
                while histogram[i] > 0 {
                    var j = i - 2
                    while j > 0 && histogram[j] == 0 { j -= 1 }
                    histogram[i] -= 2
                    histogram[i - 1] += 1
                    histogram[j + 1] += 2
                    histogram[j] -= 1
                }
                i -= 1
            }
        }
        // Shortest lengths to the most frequent symbols.
        let byFrequency = leaves.reversed()
        var length = 1
        var left = histogram[1]
        for s in byFrequency {
            while left == 0 && length < limit {
                length += 1
                left = histogram[length]
            }
            lengths[s] = UInt8(length)
            left -= 1
        }
    }

    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var histogram = [Int](repeating: 0, count: 17)
        for l in lengths where l > 0 { histogram[Int(l)] += 1 }
        var next = [Int](repeating: 0, count: 17)
        var code = 0
        for bits in 1...16 {
            next[bits] = code
            code = (code + histogram[bits]) << 1
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for s in 0..<lengths.count where lengths[s] > 0 {
            let l = Int(lengths[s])
            codes[s] = reversed(UInt16(next[l]), l)
            next[l] += 1
        }
        return codes
    }

    private static func reversed(_ code: UInt16, _ length: Int) -> UInt16 {
        var result: UInt16 = 0
        var c = code
        for _ in 0..<length {
            result = result << 1 | (c & 1)
            c >>= 1
        }
        return result
    }
}
