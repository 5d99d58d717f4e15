/// Decodes the glyph lines of `InterOutlineData` (`name advance outline`), in the encoding its header describes.
enum GlyphDecoder {
    /// Every line of `table` as a glyph; a malformed line gives an empty outline rather than a crash.
    static func glyphs(_ table: String) -> [InterOutlines.Glyph] {
        var result: [InterOutlines.Glyph] = []
        for line in table.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: true)
            guard fields.count >= 2 else { continue }
            let name = String(decoding: fields[0], as: UTF8.self)
            var advance = 0
            for byte in fields[1] where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                advance = advance * 10 + Int(byte - UInt8(ascii: "0"))
            }
            let outline = fields.count > 2 ? path(Array(fields[2])) : Path()
            result.append(InterOutlines.Glyph(name: name, advance: Double(advance), outline: outline))
        }
        return result
    }

    /// The outline of one encoded glyph: ops `W` (move), `X` (line), `Y` (curve) with relative, zigzag base-32 numbers.
    static func path(_ bytes: [UInt8]) -> Path {
        var numbers: [Int] = []
        var ops: [(op: UInt8, first: Int)] = []
        var value = 0
        var shift = 0
        for byte in bytes {
            if byte == UInt8(ascii: "W") || byte == UInt8(ascii: "X") || byte == UInt8(ascii: "Y") {
                ops.append((byte, numbers.count))
            } else if let digit = finalDigit(byte) {
                value |= digit << shift
                numbers.append(value & 1 == 0 ? value >> 1 : -((value + 1) >> 1))
                value = 0
                shift = 0
            } else if let digit = moreDigit(byte) {
                value |= digit << shift
                shift += 5
            }
        }
        var elements: [Path.Element] = []
        elements.reserveCapacity(ops.count + 8)
        var x = 0, y = 0
        var index = 0
        var open = false
        func next() -> Point {
            if index + 1 < numbers.count {
                x += numbers[index]
                y += numbers[index + 1]
            }
            index += 2
            return Point(x: Double(x), y: Double(y))
        }
        for (op, first) in ops {
            index = first
            switch op {
            case UInt8(ascii: "W"):
                if open { elements.append(.close) }
                elements.append(.move(next()))
                open = true
            case UInt8(ascii: "X"):
                elements.append(.line(next()))
            default:
                let a = next(), b = next(), c = next()
                elements.append(.curve(a, b, c))
            }
        }
        if open { elements.append(.close) }
        return Path(elements)
    }

    /// The value of a last digit (`0`–`9`, `A`–`V`), else nil.
    private static func finalDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "V"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// The value of a digit that more digits follow (`a`–`z`, then `!#$%&*`), else nil.
    private static func moreDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "!"): return 26
        case UInt8(ascii: "#"): return 27
        case UInt8(ascii: "$"): return 28
        case UInt8(ascii: "%"): return 29
        case UInt8(ascii: "&"): return 30
        case UInt8(ascii: "*"): return 31
        default: return nil
        }
    }
}
