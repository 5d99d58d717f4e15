import Testing
@testable import slider_bench

/// The interval the benchmark gives beside each speed-up from one job to two.
@Suite struct MedianIntervalTests {
    /// P(B ≤ i) · 2^n for B ~ binomial(n, 1/2), summed here from the coefficients by integers.
    static func cumulative(_ n: Int, _ i: Int) -> Int {
        var sum = 0, coefficient = 1
        for j in 0...i {
            sum += coefficient
            coefficient = coefficient * (n - j) / (j + 1)
        }
        return sum
    }

    @Test func fivePairsGiveTheRangeBelowNinetyFivePercent() throws {
        let interval = try #require(MedianInterval([1.62, 1.55, 1.71, 1.8, 1.6]))
        #expect(interval == MedianInterval(low: 1.55, high: 1.8, coverage: 1 - 2.0 / 32))
        #expect(interval.coverage < 0.95)
    }

    @Test func fifteenPairsDropThreeFromEachEnd() throws {
        // k = 4: 1 − 2·P(B ≤ 3) = 1 − 2·576/32768 ≈ 96.5 %; k = 5 would give 1 − 2·1941/32768 ≈ 88.2 %.
        let values = (1...15).map { Double($0) }.reversed()
        let interval = try #require(MedianInterval(Array(values)))
        #expect(Self.cumulative(15, 3) == 576 && Self.cumulative(15, 4) == 1941)
        #expect(interval.low == 4 && interval.high == 12)
        #expect(interval.coverage == 1 - 2 * 576.0 / 32768)
    }

    @Test func twentyPairsDropFiveFromEachEnd() throws {
        // k = 6: 1 − 2·21700/2^20 ≈ 95.9 %; k = 7 would give 1 − 2·60460/2^20 ≈ 88.5 %.
        let values = (0..<20).map { Double($0) * 0.01 + 1.5 }
        // In another order (7 is prime to 20, so i·7 mod 20 is a permutation): the interval sorts them.
        let mixed = (0..<20).map { values[($0 * 7) % 20] }
        let interval = try #require(MedianInterval(mixed))
        #expect(Self.cumulative(20, 5) == 21700 && Self.cumulative(20, 6) == 60460)
        #expect(interval.low == values[5] && interval.high == values[14])
        #expect(interval.coverage == 1 - 2 * 21700.0 / 1_048_576)
    }

    @Test func theLevelAskedForMovesTheEnds() throws {
        let values = (1...15).map { Double($0) }
        // At 80 %, k = 5 (88.2 %) qualifies and k = 6 (1 − 2·4944/32768 ≈ 69.8 %) does not.
        let interval = try #require(MedianInterval(values, level: 0.8))
        #expect(Self.cumulative(15, 5) == 4944)
        #expect(interval.low == 5 && interval.high == 11)
        #expect(interval.coverage == 1 - 2 * 1941.0 / 32768)
    }

    @Test func oneValueAndNone() throws {
        #expect(MedianInterval([]) == nil)
        let one = try #require(MedianInterval([1.7]))
        #expect(one == MedianInterval(low: 1.7, high: 1.7, coverage: 0))
    }

    @Test func theSpeedUpTextGivesTheInterval() {
        let ratios = (1...15).map { 1.5 + Double($0) * 0.01 }
        #expect(Bench.Run.speedUpText(ratios) == "1.58× (median of 15 pairs; 1.54–1.62 at 96.4 % confidence)")
        #expect(Bench.Run.speedUpText([1.66]) == "1.66× (median of 1 pair)")
    }
}
