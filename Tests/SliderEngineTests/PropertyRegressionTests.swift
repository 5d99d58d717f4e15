import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// Bugs the random-trace property test found, each pinned by a focused test and by the shrunk trace it printed.
/// (What it found that is the seed's own arithmetic is kept, and pinned in `SeedArithmeticTests`.)
@Suite("Property test regressions")
struct PropertyRegressionTests {
    // MARK: A single slider is pinned only when it rests on a bound

    @Test("A single slider set off the grid near a bound snaps onto it with the impact, not a tick")
    func singleSliderOffTheGridNearABoundImpactsOnArrival() {
        let engine = SliderEngine<Double>(config: SliderConfig(kind: .single, bounds: (0, 100), step: 10))
        var state = engine.initialState(value: RangeBinding(single: 96), environment: SliderEnvironment())
        // On the thumb: 14 + 0.96 × 302. The finger's offset is kept, so the raw value is 96, which snaps to 100.
        let reaction = engine.reduce(&state, .touchDown(x: 14 + 0.96 * 302, y: nil), at: 0)
        expectEqual(reaction, Reaction(written: RangeBinding(single: 100), haptic: .impact))
        #expect(state.isPinned)
    }

    @Test("Shrunk trace: a single slider grabbed at 0.55 of 0...1 (step 1.43) reached 1 with a selection tick")
    func shrunkTraceSingleSliderNearABound() {
        let config = SliderConfig(kind: .single, bounds: (1.0, 0.0), step: 1.4276180272909806, minimumDistance: 1.4276180272909806, readout: .hidden, minimumValueLabel: .icon(.speaker), format: ValueFormat(.number), style: StyleOverrides(thumbSize: 10.0))
        let environment = SliderEnvironment(width: 283.5616991196782, layoutDirection: .rightToLeft, colorScheme: .light, dynamicTypeSize: .xxLarge, reduceMotion: true, isEnabled: true, locale: "de_DE")
        let value = RangeBinding<Double>(1.0, 1.0)
        let slider = PropertyCase(seed: 0x5EFBD5336958, valueType: .double, config: config, environment: environment, value: value)
        let events: [TimedEvent<Double>] = [
            TimedEvent(t: 0.166, .setValue(RangeBinding(0.5498939365103991, 1.035591335893747))),
            TimedEvent(t: 0.182, .touchDown(x: 125.52261803461849, y: nil)),
        ]
        expectNil(PropertyRun.check(slider, events))
    }
}
