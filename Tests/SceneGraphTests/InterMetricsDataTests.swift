import Testing
import TestSupport

@testable import SceneGraph

@Suite("Inter metrics data")
struct InterMetricsDataTests {
    @Test("The reader decodes zigzag base-32 numbers, least significant digit first, skipping whitespace")
    func reader() {
        // 0, -1, 1, -2, 15, -16, 16 (zigzag 32 = "a1"), -232 (zigzag 463 = "pE"), 65535 (zigzag 131070 = "&**3")
        var reader = InterMetricsData.Reader("0 1 2 3 U V\na1 pE\n  &**3\n")
        let numbers = (0..<9).map { _ in reader.next() }
        expectEqual(numbers, [0, -1, 1, -2, 15, -16, 16, -232, 65535])
        let atEnd = reader.isAtEnd
        #expect(atEnd)
    }

    @Test("The decoded tables have the generator's row and pair counts, sorted, with the Latin-1 fast path first")
    func tables() {
        for (face, pairs) in [(InterMetrics.regular, 18742), (InterMetrics.semiBold, 20358)] {
            let table = face.advanceTable
            expectEqual(table.count, 499)
            expectEqual(table.prefix(95).map(\.scalar), Array(0x20...0x7E))
            expectEqual(table.dropFirst(95).prefix(96).map(\.scalar), Array(0xA0...0xFF))
            #expect(zip(table, table.dropFirst()).allSatisfy { $0.scalar < $1.scalar })
            expectEqual(table.filter(\.isTabularSubstituted).map(\.scalar), face.tabularSubstitutedScalars)
            #expect(table.allSatisfy { $0.isTabularSubstituted || ($0.tabularShift == 0 && $0.tabularAdvance == $0.advance) })
            expectEqual(face.kerningKeys.count, pairs)
            expectEqual(face.kerningValues.count, pairs)
            #expect(zip(face.kerningKeys, face.kerningKeys.dropFirst()).allSatisfy { $0 < $1 })
            expectNotContains(face.kerningValues, 0)
        }
        let comma = InterMetrics.regularAdvances[0x2C - 0x20]
        expectEqual(comma, InterMetrics.AdvanceEntry(0x2C, 788, 776, true, -12))
        expectEqual(InterMetrics.regularAdvances.last, InterMetrics.AdvanceEntry(0xFEFF, 0, 0))
        expectEqual(InterMetrics.regularKerningKeys.first, 0x0022_0026)
        expectEqual(InterMetrics.regularKerningValues.first, -96)
        expectEqual(InterMetrics.regularKerningKeys.last, 0x2265_20B8)
    }
}
