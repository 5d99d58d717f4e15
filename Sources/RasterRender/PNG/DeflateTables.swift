/// The fixed tables of deflate (RFC 1951 §3.2.5): length and distance codes with their extra bits.
enum DeflateTables {
    /// For a match length 3...258: the length symbol (257...285).
    static let lengthSymbol: [UInt16] = {
        var t = [UInt16](repeating: 0, count: 259)
        for code in 0..<29 {
            let base = Int(lengthBase[code])
            let count = 1 << Int(lengthExtra[code])
            for l in base..<min(base + count, 259) { t[l] = UInt16(257 + code) }
        }
        t[258] = 285
        return t
    }()

    /// Smallest length of each length symbol 257...285.
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// Extra bits of each length symbol 257...285.
    static let lengthExtra: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Smallest distance of each distance symbol 0...29.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    /// Extra bits of each distance symbol 0...29.
    static let distanceExtra: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// Distance symbol of `distance − 1` for distances up to 256 (index `d − 1`), then of `256 + ((d − 1) >> 7)`.
    static let distanceSymbolTable: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 512)
        func symbol(_ d: Int) -> UInt8 {
            var s = 0
            while s + 1 < 30 && Int(distanceBase[s + 1]) <= d { s += 1 }
            return UInt8(s)
        }
        for d in 1...256 { t[d - 1] = symbol(d) }
        for i in 2..<256 { t[256 + i] = symbol((i << 7) + 1) }
        return t
    }()

    /// The distance symbol of a distance 1...32768.
    @inline(__always)
    static func distanceSymbol(_ d: Int) -> Int {
        d <= 256 ? Int(distanceSymbolTable[d - 1]) : Int(distanceSymbolTable[256 + ((d - 1) >> 7)])
    }

    /// The order in which code-length code lengths are sent.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed literal/length code lengths.
    static let fixedLiteralLengths: [UInt8] =
        [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112) + [UInt8](repeating: 7, count: 24)
        + [UInt8](repeating: 8, count: 8)
    /// The fixed distance code lengths.
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)
}
