/// The header of a dynamic block: the code lengths of both codes, run-length coded with symbols 16, 17 and 18.
struct DynamicHeader {
    let literalCount: Int
    let distanceCount: Int
    /// Code-length symbols with their extra value.
    let runs: [(symbol: UInt8, extra: UInt8)]
    let codeLengths: HuffmanCode
    let codeLengthCount: Int

    init(literals: HuffmanCode, distances: HuffmanCode) {
        var lc = 286
        while lc > 257 && literals.lengths[lc - 1] == 0 { lc -= 1 }
        var dc = 30
        while dc > 1 && distances.lengths[dc - 1] == 0 { dc -= 1 }
        literalCount = lc
        distanceCount = dc
        let all = Array(literals.lengths[0..<lc]) + Array(distances.lengths[0..<dc])
        var runs: [(symbol: UInt8, extra: UInt8)] = []
        var i = 0
        while i < all.count {
            let value = all[i]
            var run = 1
            while i + run < all.count && all[i + run] == value { run += 1 }
            var left = run
            if value == 0 {
                while left >= 11 { let r = min(left, 138); runs.append((18, UInt8(r - 11))); left -= r }
                if left >= 3 { runs.append((17, UInt8(left - 3))); left = 0 }
            } else {
                runs.append((value, 0))
                left -= 1
                while left >= 3 { let r = min(left, 6); runs.append((16, UInt8(r - 3))); left -= r }
            }
            for _ in 0..<left { runs.append((value, 0)) }
            i += run
        }
        self.runs = runs
        var counts = [UInt32](repeating: 0, count: 19)
        for r in runs { counts[Int(r.symbol)] += 1 }
        codeLengths = HuffmanCode(counts: counts, limit: 7)
        var cl = 19
        while cl > 4 && codeLengths.lengths[DeflateTables.codeLengthOrder[cl - 1]] == 0 { cl -= 1 }
        codeLengthCount = cl
    }

    /// Size of the header in bits.
    var bits: Int {
        var total = 5 + 5 + 4 + 3 * codeLengthCount
        for r in runs {
            total += Int(codeLengths.lengths[Int(r.symbol)])
            total += r.symbol == 16 ? 2 : (r.symbol == 17 ? 3 : (r.symbol == 18 ? 7 : 0))
        }
        return total
    }

    func write(into writer: inout BitWriter) {
        writer.write(UInt32(literalCount - 257), 5)
        writer.write(UInt32(distanceCount - 1), 5)
        writer.write(UInt32(codeLengthCount - 4), 4)
        for i in 0..<codeLengthCount {
            writer.write(UInt32(codeLengths.lengths[DeflateTables.codeLengthOrder[i]]), 3)
        }
        for r in runs {
            let s = Int(r.symbol)
            writer.write(UInt32(codeLengths.codes[s]), Int(codeLengths.lengths[s]))
            switch r.symbol {
            case 16: writer.write(UInt32(r.extra), 2)
            case 17: writer.write(UInt32(r.extra), 3)
            case 18: writer.write(UInt32(r.extra), 7)
            default: break
            }
        }
    }
}
