import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// Answers of the seed's own arithmetic that surprise, found by the random-trace property test and kept because the
/// seed is the spec (issue 9). Each is a row of the README's table of choices; a change here is a change of the spec.
@Suite("Seed arithmetic kept")
struct SeedArithmeticTests {
    @Test("A continuous drag past the end writes lo + 1 × span, which can miss the upper bound in its last bit")
    func continuousEndIsLoPlusSpan() {
        let engine = SliderEngine<Double>(config: SliderConfig(bounds: (-0.3, 0.6)))
        var state = engine.initialState(value: RangeBinding(0, 0.3), environment: SliderEnvironment())
        _ = engine.reduce(&state, .touchDown(x: 14 + 0.6 / 0.9 * 302, y: nil), at: 0)
        let reaction = engine.reduce(&state, .touchMove(x: 1000, y: nil), at: 0.1)
        // −0.3 + 0.8999999999999999: not the bound, so no impact either (the seed's `v >= hi` is false).
        expectEqual(reaction, Reaction(written: RangeBinding(0, 0.5999999999999999), haptic: .selection))
    }

    @Test("A lower bound with more digits than its counted places is tidied: the drag to the start stops short of it")
    func lowerBoundTidiedToItsCountedPlaces() {
        // The seed counts places with a relative 1e-12 tolerance: −750.3623499804071 has "8", so step points tidy to
        // 8 decimals and point 0 is −750.36234998, 4e-10 inside the bound, which is then never written.
        let math = RangeMath(lower: -750.3623499804071, upper: -681.505563464072, step: 1, gap: 0)
        expectEqual(math.places, 8)
        expectEqual(math.snap(-1000), -750.36234998)
        expectEqual(math.resolve(.lower, raw: -1000, lower: -700, upper: -690).atLimit, false)
    }

    @Test("Past about 10^8 steps from zero, the grid's 1e-7 tolerance is below Double's resolution")
    func gridToleranceAtLargeMagnitudes() {
        // 817,694,352.527924 is a step point of 8477.402924022634 + n × 0.125, but (x − lo) / 0.125 reads 1e-6 short.
        let lo = 8477.402924022634
        let n = 6_541_487_996.0
        let x = lo + n * 0.125
        let math = RangeMath(lower: lo, upper: 840_190_573.9708028, step: 0.125, gap: 0)
        expectLess(math.gridFloor(x), x)
        // Stacked thumbs there: a swipe up on the lower thumb moves it a step down.
        expectLess(math.resolve(.lower, raw: math.stepped(x, up: true, fallbackFraction: 0.01), lower: x, upper: x).value, x)
    }

    @Test("A thumb set off the grid, swiped toward the other when no step point lies between, goes to its far limit")
    func offGridSwipeGoesTheOtherWay() {
        // 1...1.000001 by 2.47e-6: only the bounds are step points. The upper thumb at 1.0000006 above a lower one at
        // 1.0000003 has nowhere to go down, so a decrement lands on the upper bound.
        let engine = SliderEngine<Double>(config: SliderConfig(bounds: (1, 1.000001), step: 2.4732207349730947e-06))
        var state = engine.initialState(value: RangeBinding(1.000000282900977, 1.0000006176400575), environment: SliderEnvironment())
        let reaction = engine.reduce(&state, .decrement(.upper), at: 0)
        expectEqual(reaction.written, RangeBinding(1.000000282900977, 1.000001))
    }

    @Test("A tap on the track's far end moves a thumb resting at the gap to the bound with a tick, not the impact")
    func fromOneLimitToAnotherInOneEvent() {
        // The seed's isPinned is set on grab from the resting place (the gap) and only cleared by a write that leaves
        // every limit, so arriving at the bound in the same event plays the selection tick.
        let engine = SliderEngine<Double>(config: SliderConfig(bounds: (18, 80), step: 1, minimumDistance: 5))
        var state = engine.initialState(value: RangeBinding(30, 35), environment: SliderEnvironment())
        let reaction = engine.reduce(&state, .touchDown(x: 14 + 302, y: nil), at: 0)
        expectEqual(state.active, .upper)
        expectEqual(reaction, Reaction(written: RangeBinding(30, 80), haptic: .selection))
    }

    @Test("A Float slider's last step point can round onto the bound: the bound shows, without the impact")
    func floatStepPointRoundsOntoTheBound() {
        // 664.67426...8096.6787 by 743.20044 as Float: point 10 is 8096.67866 in Double, not the bound, so no impact;
        // stored as Float it is the bound's Float.
        let config = SliderConfig(bounds: (664.6742549071321, 8096.6784792377875), step: 743.2004224330656)
        let engine = SliderEngine<Float>(config: config)
        var state = engine.initialState(value: RangeBinding(Float(2820.708), Float(4514.877)), environment: SliderEnvironment())
        let x = 14 + 0.9516271866070479 * 302
        let reaction = engine.reduce(&state, .touchDown(x: x, y: nil), at: 0)
        expectEqual(reaction.written?.upper, Float(8096.6784792377875))
        expectEqual(reaction.haptic, .selection)
    }

    @Test("The thumb left alone keeps an outside value off the grid, and a thumb stacked onto it takes it")
    func stackingOntoAnOutsideValue() {
        // 0.1...123.55 by 1.2345 with no gap: the upper end set from outside to 13.679499999999999 (just below step
        // point 13.6795) stays; the lower thumb dragged past it stops on it, with 15 decimals for a 4-place step.
        let engine = SliderEngine<Double>(config: SliderConfig(bounds: (0.1, 123.55), step: 1.2345))
        var state = engine.initialState(value: RangeBinding(-133.98, 13.679499999999999), environment: SliderEnvironment())
        _ = engine.reduce(&state, .touchDown(x: 14, y: nil), at: 0)
        let reaction = engine.reduce(&state, .touchMove(x: 300, y: nil), at: 0.1)
        expectEqual(reaction.written, RangeBinding(13.679499999999999, 13.679499999999999))
    }

    @Test("A Float write that changes the Double but not the Float still ticks")
    func floatWriteWithoutVisibleChangeTicks() {
        // −40.17...935260.18 by 30 as Float: a reversed binding set from outside is cleaned by the first touch, and the
        // grabbed value 432499.84 stays the same Float while the seed compares the Doubles.
        let engine = SliderEngine<Float>(config: SliderConfig(bounds: (935260.1848848333, -40.167582618328765), step: 30, minimumDistance: 45))
        var state = engine.initialState(value: RangeBinding(Float(432499.832417), Float(401809.832417)), environment: SliderEnvironment(width: 983.8317302604715))
        let before = engine.current(state)
        let upperX = 14 + engine.math.fraction(before.upper) * (983.8317302604715 - 28)
        let reaction = engine.reduce(&state, .touchDown(x: upperX, y: nil), at: 0)
        expectEqual(reaction.haptic, .selection)
        #expect(engine.current(state) == before)
    }
}
