import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

@Suite("Range math")
struct RangeMathTests {
    @Test("Decimal places follow the seed's rule", arguments: [
        (0.1, 1), (0.25, 2), (10, 0), (1e-3, 3), (0.30000000000000004, 1), (1.23456789012345e-3, 12),
        // The seed's tolerance makes anything below 1e-9 count as whole; kept as the seed does it.
        (1e-13, 0),
    ])
    func decimals(value: Double, places: Int) {
        expectEqual(RangeMath.decimals(value), places)
    }

    @Test("Float values count the places the user wrote")
    func floatPlaces() {
        expectEqual(RangeMath.decimals(Double(Float(0.1))), 12)
        expectEqual(RangeMath.decimals(Float(0.1).decimalValue), 1)
        expectEqual(Float(0.7).decimalValue, 0.7)
        expectEqual(Float(1000).decimalValue, 1000)
        expectEqual(Float(-2.5e-7).decimalValue, -2.5e-7)
        expectEqual(Float(123456.79).decimalValue, 123456.79)
        expectEqual(Float(0.3).shortestText, "0.3")
        expectEqual(Double(1000).shortestText, "1000")
        expectEqual(Double(-0.0).shortestText, "0")
    }

    @Test("Snapping keeps the upper bound reachable and tidy")
    func snapping() {
        let math = RangeMath(lower: 0, upper: 1000, step: 30, gap: 0)
        expectEqual(math.snap(996), 1000)
        expectEqual(math.snap(994), 990)
        expectEqual(math.snap(-5), 0)
        expectEqual(math.snap(.nan), 0)
        let tenths = RangeMath(lower: 0, upper: 1, step: 0.1, gap: 0)
        expectEqual(tenths.snap(0.29), 0.3)
        expectEqual(tenths.gridCeil(0.2, strict: true), 0.3)
    }

    @Test("Each 5% of the span is a tick without a step")
    func ticks() {
        let math = RangeMath(lower: 0, upper: 100, step: nil, gap: 0)
        #expect(!math.crossesTick(from: 1, to: 4.9))
        #expect(math.crossesTick(from: 4.9, to: 5))
        #expect(!math.crossesTick(from: 3, to: 3))
        let stepped = RangeMath(lower: 0, upper: 100, step: 1, gap: 0)
        #expect(stepped.crossesTick(from: 1, to: 2))
    }
}
