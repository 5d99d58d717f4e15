import Testing
@testable import slider_bench

@Suite struct BenchTests {
    @Test func medianOfOddAndEvenCounts() {
        #expect(Bench.median([3, 1, 2]) == 2)
        #expect(Bench.median([4, 1, 3, 2]) == 2.5)
        #expect(Bench.median([]).isNaN)
    }

    @Test func aFailingCommandIsReportedAsFailed() {
        #expect(!Bench.run(["/bin/false"]).ok)
        #expect(Bench.run(["/bin/true"]).ok)
        #expect(!Bench.run(["/nonexistent/render-cli"]).ok)
    }
}
