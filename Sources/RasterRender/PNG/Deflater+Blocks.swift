// Writing one block of tokens: dynamic Huffman, fixed Huffman or stored, whichever is smallest (ties in that order).

extension Deflater {
    /// Writes the tokens collected for `data[start..<end]` as one block.
    mutating func writeBlock(_ data: UnsafeBufferPointer<UInt8>, start: Int, end: Int, final: Bool, into writer: inout BitWriter) {
        var literalCounts = [UInt32](repeating: 0, count: 286)
        var distanceCounts = [UInt32](repeating: 0, count: 30)
        var extraBits = 0
        for token in tokens {
            if token & 0x8000_0000 == 0 {
                literalCounts[Int(token)] += 1
            } else {
                let length = Int((token >> 16) & 0x1FF) + 3
                let distance = Int(token & 0xFFFF) + 1
                let ls = Int(DeflateTables.lengthSymbol[length])
                literalCounts[ls] += 1
                let ds = DeflateTables.distanceSymbol(distance)
                distanceCounts[ds] += 1
                extraBits += Int(DeflateTables.lengthExtra[ls - 257]) + Int(DeflateTables.distanceExtra[ds])
            }
        }
        literalCounts[256] = 1
        let literals = HuffmanCode(counts: literalCounts, limit: 15)
        let distances = HuffmanCode(counts: distanceCounts, limit: 15)
        let header = DynamicHeader(literals: literals, distances: distances)
        let dynamicBits = 3 + header.bits + literals.cost(literalCounts) + distances.cost(distanceCounts) + extraBits
        let fixedBits = 3 + Self.fixedLiterals.cost(literalCounts) + Self.fixedDistances.cost(distanceCounts) + extraBits
        let count = end - start
        let storedBits = Self.storedBits(count, afterBits: 3)
        let last: UInt32 = final ? 1 : 0
        if storedBits < min(dynamicBits, fixedBits), let base = data.baseAddress {
            writeStored(UnsafeBufferPointer(start: base + start, count: count), final: final, into: &writer)
        } else if fixedBits <= dynamicBits {
            writer.write(last | 1 << 1, 3)
            writeTokens(Self.fixedLiterals, Self.fixedDistances, into: &writer)
        } else {
            writer.write(last | 2 << 1, 3)
            header.write(into: &writer)
            writeTokens(literals, distances, into: &writer)
        }
    }

    /// Bits of stored blocks for `count` bytes, counting a pessimistic byte of alignment.
    static func storedBits(_ count: Int, afterBits: Int) -> Int {
        let blocks = max((count + 65534) / 65535, 1)
        return blocks * (afterBits + 7 + 32) + 8 * count
    }

    /// Stored blocks of at most 65535 bytes.
    func writeStored(_ bytes: UnsafeBufferPointer<UInt8>, final: Bool, into writer: inout BitWriter) {
        var offset = 0
        repeat {
            let size = min(65535, bytes.count - offset)
            let isLast = final && offset + size == bytes.count
            writer.write(isLast ? 1 : 0, 3)
            writer.alignToByte()
            writer.write(UInt32(size), 16)
            writer.write(UInt32(~UInt16(size)), 16)
            if let base = bytes.baseAddress {
                writer.appendAligned(UnsafeBufferPointer(start: base + offset, count: size))
            }
            offset += size
        } while offset < bytes.count
    }

    /// The tokens in a code, then end-of-block.
    func writeTokens(_ literals: HuffmanCode, _ distances: HuffmanCode, into writer: inout BitWriter) {
        let lc = literals.codes, ll = literals.lengths, dc = distances.codes, dl = distances.lengths
        for token in tokens {
            if token & 0x8000_0000 == 0 {
                let s = Int(token)
                writer.write(UInt32(lc[s]), Int(ll[s]))
            } else {
                let length = Int((token >> 16) & 0x1FF) + 3
                let distance = Int(token & 0xFFFF) + 1
                let ls = Int(DeflateTables.lengthSymbol[length])
                writer.write(UInt32(lc[ls]), Int(ll[ls]))
                let le = Int(DeflateTables.lengthExtra[ls - 257])
                if le > 0 { writer.write(UInt32(length - Int(DeflateTables.lengthBase[ls - 257])), le) }
                let ds = DeflateTables.distanceSymbol(distance)
                writer.write(UInt32(dc[ds]), Int(dl[ds]))
                let de = Int(DeflateTables.distanceExtra[ds])
                if de > 0 { writer.write(UInt32(distance - Int(DeflateTables.distanceBase[ds])), de) }
            }
        }
        writer.write(UInt32(lc[256]), Int(ll[256]))
    }

    static let fixedLiterals = HuffmanCode(lengths: DeflateTables.fixedLiteralLengths)
    static let fixedDistances = HuffmanCode(lengths: DeflateTables.fixedDistanceLengths)
}
