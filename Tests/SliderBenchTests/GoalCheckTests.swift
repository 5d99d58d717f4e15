import Testing
@testable import slider_bench

/// Issue 10's goals as the benchmark judges them: by the interval that holds a figure's median.
@Suite struct GoalCheckTests {
    /// Fifteen speed-ups from `low` up in steps of 0.01: the interval is the 4th to the 12th (96.4 %).
    static func fifteen(from low: Double) -> [Double] { (0..<15).map { low + Double($0) * 0.01 } }

    @Test func aSpeedUpWhoseWholeIntervalClearsTheGoalIsMet() {
        // 1.72 … 1.86: the interval 1.75–1.83.
        let check = GoalCheck("speed-up", target: "≥ 1.7×", values: Self.fifteen(from: 1.72), atLeast: 1.7) { String($0) }
        #expect(check.verdict == .met)
    }

    @Test func aMedianAboveTheGoalWithTheIntervalAcrossItIsNotToldApart() {
        // 1.66 … 1.80: the median 1.73 clears 1.7, but the interval 1.69–1.77 holds it.
        let values = Self.fifteen(from: 1.66)
        #expect(Figure(name: "", unit: "", values: values).median > 1.7)
        #expect(GoalCheck.verdict(values, target: 1.7, higherIsBetter: true) == .unknown)
    }

    @Test func aWholeIntervalBelowTheGoalIsNotMet() {
        // 1.45 … 1.59: the interval 1.48–1.56.
        #expect(GoalCheck.verdict(Self.fifteen(from: 1.45), target: 1.7, higherIsBetter: true) == .notMet)
    }

    @Test func anUpperBoundIsJudgedFromTheOtherSide() {
        // Seconds under a 2 s goal, a ratio at most 1.5.
        #expect(GoalCheck.verdict([0.33, 0.34, 0.35, 0.36, 0.42], target: 2, higherIsBetter: false) == .met)
        #expect(GoalCheck.verdict([2.1, 2.2, 2.3, 2.4, 2.5], target: 2, higherIsBetter: false) == .notMet)
        #expect(GoalCheck.verdict([1.2, 1.4, 1.45, 1.49, 1.6], target: 1.5, higherIsBetter: false) == .unknown)
    }

    @Test func noValuesTellNothing() {
        #expect(GoalCheck.verdict([], target: 1.7, higherIsBetter: true) == .unknown)
        let check = GoalCheck("nothing", target: "≥ 1", values: [], atLeast: 1) { String($0) }
        #expect(check.verdict == .unknown)
    }

    @Test func theMeasuredTextGivesTheMedianAndItsInterval() {
        let check = GoalCheck("speed-up", target: "≥ 1.7×", values: Self.fifteen(from: 1.5), atLeast: 1.7) { x in
            String(Int((x * 100).rounded())) + "%"
        }
        #expect(check.measured == "157% (153%–161% at 96.4 %)")
        #expect(check.verdict == .notMet)
        // One run, however far on the goal's side, tells nothing of the next.
        let one = GoalCheck("one run", target: "< 2", values: [0.5], below: 2) { String($0) }
        #expect(one.measured == "0.5")
        #expect(one.verdict == .unknown)
    }
}
