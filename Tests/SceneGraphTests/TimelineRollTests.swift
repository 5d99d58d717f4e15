import Testing
import TestSupport

@testable import SceneGraph

/// `Transaction.NumericText`: changed glyphs roll on their own, unchanged ones stay.
@Suite struct TimelineRollTests {
    typealias F = AnimationFixtures
    let smooth = Animation.smooth(duration: 0.3)

    func roll(_ direction: Transaction.NumericText.Direction, offset: Double = 10) -> Transaction {
        Transaction(numericText: [.init("header.lower", animation: smooth, offset: offset, direction: direction)])
    }

    func run(_ node: Node?) -> TextRun? {
        guard case .text(let run)? = node?.shape else { return nil }
        return run
    }

    @Test func aChangedDigitRollsOutUpwardAndTheNewOneRisesInWhileTheOthersStay() throws {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        let target = F.slider(lower: 40, lowerText: "$130")
        timeline.commit(target, transaction: roll(.up), at: 1)

        let header = timeline.frame(at: 1.1).node(id: "header")
        expectEqual(header?.children.map(\.id), ["header.lower#roll-out0", "header.lower#roll2", "header.lower", "header.upper"])
        // `.smooth(duration: 0.3)` is 0.619 of the way after 0.1 s: 1 − (1 + ωt)e^(−ωt), ω = 2π/0.3.
        let p = smooth.value(from: 0, velocity: 0, to: 1, at: 0.1)
        expectLess(abs(p - 0.6189), 1e-4)
        let leaving = try #require(run(header?.children[0])), arriving = try #require(run(header?.children[1]))
        #expect(leaving.text == "2" && arriving.text == "3")
        // Both stand in the third slot (x 16); the 2 has risen 6.19 pt and faded to 0.38, the 3 is 3.81 pt below its place.
        #expect(leaving.origin.x == 16 && arriving.origin.x == 16)
        expectLess(abs(leaving.origin.y - (20 - 10 * p)), 1e-9)
        expectLess(abs(arriving.origin.y - (20 + 10 * (1 - p))), 1e-9)
        expectLess(abs((header?.children[0].opacity.value ?? -1) - (1 - p)), 1e-9)
        expectLess(abs((header?.children[1].opacity.value ?? -1) - p), 1e-9)
        // The owner draws the unchanged glyphs in their slots.
        let kept = try #require(run(header?.children[2]))
        #expect(kept.text == "$10" && kept.offsets == [0, 8, 24])

        expectEqual(timeline.frame(at: timeline.settledTime), target)
        #expect(timeline.settledTime > 1.3 && timeline.settledTime < 1.8)
    }

    @Test func countingDownRollsTheOtherWay() throws {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        timeline.commit(F.slider(lower: 40, lowerText: "$110"), transaction: roll(.down), at: 0)
        let header = timeline.frame(at: 0.1).node(id: "header")
        let p = smooth.value(from: 0, velocity: 0, to: 1, at: 0.1)
        expectLess(abs((run(header?.children[0])?.origin.y ?? 0) - (20 + 10 * p)), 1e-9)  // the 2 drops out
        expectLess(abs((run(header?.children[1])?.origin.y ?? 0) - (20 - 10 * (1 - p))), 1e-9)  // the 1 drops in
    }

    @Test func aLongerNumberKeepsItsCommonStartAndRollsTheRestByPlaceValue() throws {
        var timeline = Timeline(scene: F.slider(lower: 40, lowerText: "$99"), at: 0)
        timeline.commit(F.slider(lower: 40, lowerText: "$100"), transaction: roll(.up), at: 0)
        let ids = timeline.frame(at: 0.05).node(id: "header")?.children.map(\.id)
        // "$" stays; "99" leaves (leaving glyphs are numbered in creation order, last digit first); "100" arrives.
        expectEqual(ids, ["header.lower#roll-out0", "header.lower#roll-out2", "header.lower#roll1", "header.lower#roll2",
                        "header.lower#roll3", "header.lower", "header.upper"])
        expectEqual(run(timeline.frame(at: 0.05).node(id: "header.lower"))?.text, "$")
    }

    @Test func aSecondChangeMidRollStartsFromWhereTheGlyphsAre() throws {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        timeline.commit(F.slider(lower: 40, lowerText: "$130"), transaction: roll(.up), at: 0)
        let risingThree = timeline.frame(at: 0.1).node(id: "header.lower#roll2")
        timeline.commit(F.slider(lower: 40, lowerText: "$140"), transaction: roll(.up), at: 0.1)
        let header = timeline.frame(at: 0.1).node(id: "header")
        // The 4 starts below and invisible, so it is not drawn yet (nor is its slot in the owner).
        expectEqual(header?.children.map(\.id), ["header.lower#roll-out0", "header.lower#roll-out2", "header.lower", "header.upper"])
        expectEqual(run(header?.children[2])?.text, "$10")
        // The 3 now leaves from the very place and opacity it had reached.
        let leavingThree = header?.children[1]
        expectEqual(run(leavingThree)?.text, "3")
        expectEqual(run(leavingThree)?.origin, run(risingThree)?.origin)
        expectEqual(leavingThree?.opacity, risingThree?.opacity)
        let later = timeline.frame(at: 0.15).node(id: "header.lower#roll2")
        expectEqual(run(later)?.text, "4")
        expectGreater(later?.opacity.value ?? 0, 0.1)
    }

    @Test func withoutAnOffsetTheDigitsFadeInPlace() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        timeline.commit(F.slider(lower: 40, lowerText: "$130"), transaction: roll(.up, offset: 0), at: 0)
        let header = timeline.frame(at: 0.1).node(id: "header")
        expectEqual(run(header?.children[0])?.origin.y, 20)
        expectEqual(run(header?.children[1])?.origin.y, 20)
    }

    @Test func aStringChangeWithoutTheRuleJumpsAndDropsRollingGlyphs() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        timeline.commit(F.slider(lower: 40, lowerText: "$130"), transaction: roll(.up), at: 0)
        let target = F.slider(lower: 40, lowerText: "$140")
        timeline.commit(target, transaction: .none, at: 0.05)
        expectEqual(timeline.frame(at: 0.05), target)
        expectEqual(timeline.settledTime, 0.05)
    }
}
