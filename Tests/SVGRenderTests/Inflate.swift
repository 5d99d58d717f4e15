/// A small, slow, independent zlib decoder (RFC 1950/1951), so the tests can read back what our encoder writes
/// without Python or a system library.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes of a zlib stream, after checking its header and Adler-32.
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[0] & 0x0F == 8 else {
            throw Failure(description: "bad zlib header")
        }
        var reader = Reader(bytes: data, position: 16)
        let out = try inflate(&reader)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in out {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let start = (reader.position + 7) / 8
        guard start + 4 <= data.count else { throw Failure(description: "no Adler-32") }
        let stored = UInt32(data[start]) << 24 | UInt32(data[start + 1]) << 16 | UInt32(data[start + 2]) << 8 | UInt32(data[start + 3])
        guard stored == (b << 16 | a) else { throw Failure(description: "Adler-32 mismatch") }
        return out
    }

    struct Reader {
        let bytes: [UInt8]
        var position: Int  // in bits

        mutating func bit() throws -> Int {
            guard position / 8 < bytes.count else { throw Failure(description: "out of data") }
            let b = Int(bytes[position / 8] >> UInt8(position % 8)) & 1
            position += 1
            return b
        }

        mutating func bits(_ n: Int) throws -> Int {
            var v = 0
            for i in 0..<n { v |= try bit() << i }
            return v
        }
    }

    /// A canonical code as (length, code) → symbol, read one bit at a time.
    struct Code {
        var table: [Int: Int] = [:]  // (length << 16 | code) -> symbol

        init(_ lengths: [Int]) {
            var count = [Int](repeating: 0, count: 17)
            for l in lengths where l > 0 { count[l] += 1 }
            var next = [Int](repeating: 0, count: 17)
            var code = 0
            for bits in 1...16 {
                code = (code + count[bits - 1]) << 1
                next[bits] = code
            }
            for (symbol, l) in lengths.enumerated() where l > 0 {
                table[l << 16 | next[l]] = symbol
                next[l] += 1
            }
        }

        func decode(_ r: inout Reader) throws -> Int {
            var code = 0
            for length in 1...15 {
                code = code << 1 | (try r.bit())
                if let s = table[length << 16 | code] { return s }
            }
            throw Failure(description: "bad code")
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Every block until the final one; also counts the block types seen.
    static func inflate(_ r: inout Reader, blockTypes: UnsafeMutablePointer<[Int]>? = nil) throws -> [UInt8] {
        var out: [UInt8] = []
        var final = 0
        repeat {
            final = try r.bit()
            let type = try r.bits(2)
            blockTypes?.pointee.append(type)
            switch type {
            case 0:
                r.position = (r.position + 7) / 8 * 8
                let len = try r.bits(16), nlen = try r.bits(16)
                guard len == (~nlen & 0xFFFF) else { throw Failure(description: "stored length check") }
                for _ in 0..<len { out.append(UInt8(try r.bits(8))) }
            case 1, 2:
                let literals: Code, distances: Code
                if type == 1 {
                    literals = Code([Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
                    distances = Code([Int](repeating: 5, count: 30))
                } else {
                    let hlit = try r.bits(5) + 257, hdist = try r.bits(5) + 1, hclen = try r.bits(4) + 4
                    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                    var clens = [Int](repeating: 0, count: 19)
                    for i in 0..<hclen { clens[order[i]] = try r.bits(3) }
                    let cl = Code(clens)
                    var lengths: [Int] = []
                    while lengths.count < hlit + hdist {
                        let s = try cl.decode(&r)
                        switch s {
                        case 16:
                            guard let last = lengths.last else { throw Failure(description: "repeat with nothing before") }
                            lengths += [Int](repeating: last, count: 3 + (try r.bits(2)))
                        case 17: lengths += [Int](repeating: 0, count: 3 + (try r.bits(3)))
                        case 18: lengths += [Int](repeating: 0, count: 11 + (try r.bits(7)))
                        default: lengths.append(s)
                        }
                    }
                    guard lengths.count == hlit + hdist else { throw Failure(description: "code lengths overrun") }
                    literals = Code(Array(lengths[0..<hlit]))
                    distances = Code(Array(lengths[hlit...]))
                }
                while true {
                    let s = try literals.decode(&r)
                    if s < 256 {
                        out.append(UInt8(s))
                    } else if s == 256 {
                        break
                    } else {
                        let length = lengthBase[s - 257] + (try r.bits(lengthExtra[s - 257]))
                        let ds = try distances.decode(&r)
                        let distance = distanceBase[ds] + (try r.bits(distanceExtra[ds]))
                        guard distance <= out.count else { throw Failure(description: "distance too far") }
                        for _ in 0..<length { out.append(out[out.count - distance]) }
                    }
                }
            default:
                throw Failure(description: "reserved block type")
            }
        } while final == 0
        return out
    }
}
