import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// One test per sentence of the seed's parameter table about values, and the edge cases.
@Suite("Parameter table")
struct ParameterTableTests {
    @Test("value: values outside bounds are shown clamped; the first change writes a clean, in-bounds range back")
    func valueClampedAndCleaned() {
        var store = TestStore<Double>(SliderConfig(bounds: (0, 100), step: 1), value: (-5, 50))
        #expect(store.current == (0, 50))
        // A drag that lands on the displayed value still writes, because the binding itself is not clean.
        // The thumb already shows at the bound, so it is pinned from the start and plays no impact.
        store.send(.touchDown(x: 14, y: nil), at: 0, written: (0, 50)) {
            $0.touch = .tracking(startX: 14); $0.active = .lower; $0.binding = RangeBinding(0, 50); $0.isPinned = true
        }
    }

    @Test("bounds: minimum and maximum selectable values, given in either order")
    func boundsOrdered() {
        let engine = SliderEngine<Double>(config: SliderConfig(bounds: (100, 0), step: 10))
        #expect(engine.math.lo == 0 && engine.math.hi == 100)
    }

    @Test("bounds with zero span accept no touch")
    func zeroSpanAcceptsNoTouch() {
        var store = TestStore<Double>(SliderConfig(bounds: (5, 5)), value: (5, 5))
        store.send(.touchDown(x: 14, y: nil)) { $0.touch = .ignored }
        store.send(.touchMove(x: 100, y: nil))
        store.send(.touchUp) { $0.touch = .idle }
    }

    @Test("step: a step of zero, a negative step or a non-finite step means no step")
    func invalidStepsMeanNoStep() {
        for step in [0.0, -10, .infinity, .nan] {
            let engine = SliderEngine<Double>(config: SliderConfig(bounds: (0, 100), step: step))
            expectNil(engine.math.step)
            expectEqual(engine.math.snap(12.345), 12.345)
        }
    }

    @Test("step: without a step the values are continuous")
    func continuousWithoutStep() {
        var store = TestStore<Double>(SliderConfig(bounds: (0, 100)), value: (0, 100))
        let x = 14 + 0.123 * 302
        let v = (x - 14) / 302 * 100
        expectLess(abs(v - 12.3), 1e-9)
        store.send(.touchDown(x: x, y: nil), at: 0, written: (v, 100), haptic: .selection) {
            $0.touch = .tracking(startX: x); $0.active = .lower; $0.binding = RangeBinding(v, 100)
            $0.lastSelectionTime = 0
        }
    }

    @Test("minimumDistance: capped at the width of bounds")
    func minimumDistanceCapped() {
        let engine = SliderEngine<Double>(config: SliderConfig(bounds: (0, 50), minimumDistance: 80))
        expectEqual(engine.math.gap, 50)
        expectEqual(engine.math.lowerLimit(upper: 50), 0)
        expectEqual(engine.math.upperLimit(lower: 0), 50)
    }

    @Test("minimumDistance without a step keeps the exact gap")
    func gapWithoutStep() {
        let math = RangeMath(lower: 0, upper: 100, step: nil, gap: 7.5)
        #expect(math.resolve(.lower, raw: 90, lower: 20, upper: 60) == (52.5, true))
        #expect(math.resolve(.upper, raw: 0, lower: 20, upper: 60) == (27.5, true))
    }

    @Test("A single slider moves one step by VoiceOver, or 10% of the span without a step, as iOS does")
    func singleSliderVoiceOver() {
        var stepped = TestStore<Double>(SliderConfig(kind: .single, bounds: (0, 100), step: 5), value: (50, 50))
        stepped.send(.increment(.lower), written: (55, 55)) { $0.binding = RangeBinding(single: 55) }
        var continuous = TestStore<Double>(SliderConfig(kind: .single, bounds: (0, 100)), value: (50, 50))
        continuous.send(.increment(.lower), written: (60, 60)) { $0.binding = RangeBinding(single: 60) }
        continuous.send(.decrement(.lower), written: (50, 50)) { $0.binding = RangeBinding(single: 50) }
    }

    @Test("A single slider glides to the finger on the track and keeps the grab offset on its thumb")
    func singleSliderTouches() {
        var store = TestStore<Double>(SliderConfig(kind: .single, bounds: (0, 100), step: 1), value: (50, 50))
        store.send(.touchDown(x: 300, y: nil), at: 0, written: (95, 95), haptic: .selection) {
            $0.touch = .tracking(startX: 300); $0.active = .lower; $0.binding = RangeBinding(single: 95); $0.lastSelectionTime = 0
        }
        store.send(.touchMove(x: 400, y: nil), at: 0.1, written: (100, 100), haptic: .impact) {
            $0.binding = RangeBinding(single: 100); $0.isPinned = true
        }
        store.send(.touchUp, at: 0.2) { $0.touch = .idle; $0.active = nil }
        let thumbX = 14 + 302.0
        store.send(.touchDown(x: thumbX - 5, y: nil), at: 1) {
            $0.touch = .tracking(startX: thumbX - 5); $0.active = .lower; $0.isPinned = true; $0.grabOffset = -5
        }
    }

    @Test("A single slider off the step grid next to a bound is not resting at the limit: grabbing it onto the bound plays the impact")
    func singleSliderOffGridNextToABoundPlaysTheImpact() {
        // 18...19 by 1 with 18.9 bound: the thumb sits at 14 + 0.9 × 302 = 285.8. Grabbing it there snaps the value to
        // 19, which is the bound, so it is the rigid impact; the check compares 18.9 itself with the bounds, as the
        // range slider's does (the seed's `isAtLimit`), not its snapped value.
        var store = TestStore<Double>(SliderConfig(kind: .single, bounds: (18, 19), step: 1), value: (18.9, 18.9))
        store.send(.touchDown(x: 285.8, y: nil), at: 0, written: (19, 19), haptic: .impact) {
            $0.touch = .tracking(startX: 285.8); $0.active = .lower; $0.binding = RangeBinding(single: 19); $0.isPinned = true
            $0.grabOffset = 285.8 - (14 + (18.9 - 18) * 302)  // on the thumb, up to rounding
        }
        // Now it rests on the bound: pulling further plays nothing more.
        store.send(.touchMove(x: 320, y: nil), at: 0.1)
    }

    @Test("A single slider's value labels take room from the track")
    func singleSliderLabelsShrinkTheTrack() {
        let config = SliderConfig(kind: .single, bounds: (0, 100), minimumValueLabel: .icon(.speaker), maximumValueLabel: .icon(.speakerWave))
        let engine = SliderEngine<Double>(config: config)
        let layout = engine.layout(SliderEnvironment()) { ("", "") }
        // Body text is 17 pt at the default size: the symbols are 0.545 and 1.1388 em wide, 8 pt apart from the track.
        expectLess(abs(layout.trackOriginX - (17 * 0.545 + 8)), 1e-9)
        expectLess(abs(layout.trackWidth - (330 - 17 * 0.545 - 17 * Icon.speakerWave.advance - 16)), 1e-9)
        // Right-to-left puts the maximum label on the left.
        let rtl = engine.layout(SliderEnvironment(layoutDirection: .rightToLeft)) { ("", "") }
        expectLess(abs(rtl.trackOriginX - (17 * Icon.speakerWave.advance + 8)), 1e-9)
    }

    @Test("setValue from outside replaces the binding without an effect")
    func setValueFromOutside() {
        var store = TestStore<Double>(priceConfig(), value: (120, 480))
        store.send(.setValue(RangeBinding(10, 20)), at: 1) { $0.binding = RangeBinding(10, 20) }
        store.send(.increment(.upper), at: 2, written: (10, 30)) { $0.binding = RangeBinding(10, 30) }
    }

    @Test("Environment events change the environment only")
    func environmentEvents() {
        var store = TestStore<Double>(priceConfig(), value: (120, 480))
        store.send(.setWidth(200)) { $0.environment.width = 200 }
        store.send(.setLayoutDirection(.rightToLeft)) { $0.environment.layoutDirection = .rightToLeft }
        store.send(.setDynamicTypeSize(.accessibility5)) { $0.environment.dynamicTypeSize = .accessibility5 }
        store.send(.setColorScheme(.dark)) { $0.environment.colorScheme = .dark }
        // The new width and direction move the geometry: on a 200 pt mirrored track the upper thumb (480) sits at
        // 14 + 0.52 × 172 = 103.4, and x 60 is 1 − (60 − 14) / 172 of the span, 732.6 → 730.
        store.send(.touchDown(x: 60, y: nil), at: 1, written: (120, 730), haptic: .selection) {
            $0.touch = .tracking(startX: 60); $0.active = .upper; $0.binding = RangeBinding(120, 730); $0.lastSelectionTime = 1
        }
    }
}
