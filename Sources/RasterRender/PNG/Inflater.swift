/// Decodes a zlib stream (RFC 1950) of deflate blocks (RFC 1951): stored, fixed and dynamic Huffman. Used to read
/// PNG goldens back for pixel comparisons; the output is bounded, so a small file cannot claim a huge image.
struct Inflater {
    /// Why a stream could not be decoded.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private let limit: Int

    private init(_ input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
    }

    /// The bytes of zlib stream `data`; fails past `limit` bytes of output.
    static func zlib(_ data: [UInt8], limit: Int) throws -> [UInt8] {
        guard data.count >= 2, data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0, data[1] & 0x20 == 0 else {
            throw Failure(description: "not a zlib stream of deflate data")
        }
        var inflater = Inflater(data, limit: limit)
        inflater.position = 2
        inflater.output.reserveCapacity(min(limit, data.count * 4))
        try inflater.blocks()
        return inflater.output
    }

    private mutating func bits(_ n: Int) throws -> UInt32 {
        while bitCount < n {
            guard position < input.count else { throw Failure(description: "the compressed data ends early") }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = n == 0 ? 0 : bitBuffer & ((1 << UInt32(n)) - 1)
        bitBuffer = n == 32 ? 0 : bitBuffer >> UInt32(n)
        bitCount -= n
        return value
    }

    private mutating func blocks() throws {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try huffman(literals: Huffman(lengths: DeflateTables.fixedLiteralLengths), distances: Huffman(lengths: DeflateTables.fixedDistanceLengths))
            case 2:
                let (literals, distances) = try dynamicCodes()
                try huffman(literals: literals, distances: distances)
            default: throw Failure(description: "a deflate block of the reserved type 3")
            }
        }
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure(description: "the compressed data ends early") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw Failure(description: "a stored block's length does not match its complement") }
        position += 4
        guard position + length <= input.count else { throw Failure(description: "the compressed data ends early") }
        guard output.count + length <= limit else { throw Failure(description: "more data than the image holds") }
        output += input[position..<(position + length)]
        position += length
    }

    private mutating func dynamicCodes() throws -> (Huffman, Huffman) {
        let literalCount = Int(try bits(5)) + 257, distanceCount = Int(try bits(5)) + 1, codeCount = Int(try bits(4)) + 4
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeCount { codeLengths[DeflateTables.codeLengthOrder[i]] = UInt8(try bits(3)) }
        let lengthCode = try Huffman(lengths: codeLengths)
        var lengths: [UInt8] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try lengthCode.decode(&self)
            switch symbol {
            case 0...15: lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "a repeat with no length before it") }
                lengths += [UInt8](repeating: previous, count: 3 + Int(try bits(2)))
            case 17: lengths += [UInt8](repeating: 0, count: 3 + Int(try bits(3)))
            default: lengths += [UInt8](repeating: 0, count: 11 + Int(try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "code lengths overrun their count") }
        return (try Huffman(lengths: Array(lengths[..<literalCount])), try Huffman(lengths: Array(lengths[literalCount...])))
    }

    private mutating func huffman(literals: Huffman, distances: Huffman) throws {
        while true {
            let symbol = try literals.decode(&self)
            if symbol < 256 {
                guard output.count < limit else { throw Failure(description: "more data than the image holds") }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < DeflateTables.lengthBase.count else { throw Failure(description: "an invalid length symbol \(symbol)") }
            let length = Int(DeflateTables.lengthBase[index]) + Int(try bits(Int(DeflateTables.lengthExtra[index])))
            let d = try distances.decode(&self)
            guard d < DeflateTables.distanceBase.count else { throw Failure(description: "an invalid distance symbol \(d)") }
            let distance = Int(DeflateTables.distanceBase[d]) + Int(try bits(Int(DeflateTables.distanceExtra[d])))
            guard distance <= output.count else { throw Failure(description: "a match reaches before the start of the data") }
            guard output.count + length <= limit else { throw Failure(description: "more data than the image holds") }
            let start = output.count - distance
            for i in 0..<length { output.append(output[start + i]) }
        }
    }

    /// A canonical Huffman code, decoded bit by bit by code length (lengths up to 15).
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [UInt8]) throws {
            for length in lengths { counts[Int(length)] += 1 }
            counts[0] = 0
            var left = 1
            for length in 1...15 {
                left = left * 2 - counts[length]
                guard left >= 0 else { throw Failure(description: "an over-subscribed Huffman code") }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[Int(length)]] = symbol
                offsets[Int(length)] += 1
            }
        }

        func decode(_ inflater: inout Inflater) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1...15 {
                code |= Int(try inflater.bits(1))
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "a code that is not in the Huffman table")
        }
    }
}
