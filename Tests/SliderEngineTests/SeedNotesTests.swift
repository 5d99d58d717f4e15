import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// One test per sentence of the seed's Notes that is about values, thumbs or haptics, named after it.
@Suite("Seed notes")
struct SeedNotesTests {
    @Test("Drag either thumb, or touch the track and the nearest thumb glides to the finger")
    func touchTheTrackAndTheNearestThumbGlides() {
        var store = TestStore<Double>(priceConfig(), value: (120, 480))
        // x = 100 is 49.8 pt from the lower thumb and 59 pt from the upper one, outside both 44 pt targets.
        store.send(.touchDown(x: 100, y: nil), at: 0, written: (280, 480), haptic: .selection) {
            $0.touch = .tracking(startX: 100)
            $0.active = .lower
            $0.binding = RangeBinding(280, 480)
            $0.lastSelectionTime = 0
        }
        store.send(.touchMove(x: 130, y: nil), at: 0.016, written: (380, 480)) {
            $0.binding = RangeBinding(380, 480)
        }
        store.send(.touchUp, at: 0.1) {
            $0.active = nil
            $0.touch = .idle
        }
        // Now the upper thumb: a touch right of it picks it.
        store.send(.touchDown(x: priceX(700), y: nil), at: 1, written: (380, 700), haptic: .selection) {
            $0.touch = .tracking(startX: priceX(700))
            $0.active = .upper
            $0.binding = RangeBinding(380, 700)
            $0.lastSelectionTime = 1
        }
    }

    @Test("Grabbing a thumb keeps the finger's offset, so it never jumps under the touch")
    func grabbingKeepsTheFingersOffset() {
        var store = TestStore<Double>(priceConfig(), value: (120, 480))
        let x = priceX(120) + 10
        store.send(.touchDown(x: x, y: nil), at: 0) {
            $0.touch = .tracking(startX: x)
            $0.active = .lower
            $0.grabOffset = x - priceX(120)
        }
        // 30.2 pt is 100 of value; the thumb moves by exactly the finger's travel.
        store.send(.touchMove(x: x + 30.2, y: nil), at: 0.1, written: (220, 480), haptic: .selection) {
            $0.binding = RangeBinding(220, 480)
            $0.lastSelectionTime = 0.1
        }
    }

    @Test("When both thumbs sit on the same point, the first clear movement decides: right takes the upper thumb")
    func stackedThumbsRightTakesUpper() {
        var store = TestStore<Double>(priceConfig(), value: (500, 500))
        let x = priceX(500)
        store.send(.touchDown(x: x, y: nil), at: 0) {
            $0.touch = .tracking(startX: x)
            $0.isPending = true
        }
        // 3 pt or less is not yet a clear movement.
        store.send(.touchMove(x: x + 3, y: nil), at: 0.02)
        store.send(.touchMove(x: x + 4, y: nil), at: 0.04, written: (500, 510), haptic: .selection) {
            $0.isPending = false
            $0.active = .upper
            $0.binding = RangeBinding(500, 510)
            $0.lastSelectionTime = 0.04
        }
    }

    @Test("When both thumbs sit on the same point, left takes the lower thumb")
    func stackedThumbsLeftTakesLower() {
        var store = TestStore<Double>(priceConfig(), value: (500, 500))
        let x = priceX(500)
        store.send(.touchDown(x: x, y: nil), at: 0) {
            $0.touch = .tracking(startX: x)
            $0.isPending = true
        }
        store.send(.touchMove(x: x - 4, y: nil), at: 0.04, written: (490, 500), haptic: .selection) {
            $0.isPending = false
            $0.active = .lower
            $0.binding = RangeBinding(490, 500)
            $0.lastSelectionTime = 0.04
        }
    }

    @Test("Right-to-left: the track mirrors, so the lower thumb sits on the right, and rightward movement from a stack takes the lower thumb")
    func rightToLeftMirrors() {
        let rtl = SliderEnvironment(layoutDirection: .rightToLeft)
        var store = TestStore<Double>(priceConfig(), value: (500, 500), environment: rtl)
        let x = 14 + 0.5 * 302.0
        store.send(.touchDown(x: x, y: nil), at: 0) {
            $0.touch = .tracking(startX: x)
            $0.isPending = true
        }
        store.send(.touchMove(x: x + 4, y: nil), at: 0.04, written: (490, 500), haptic: .selection) {
            $0.isPending = false
            $0.active = .lower
            $0.binding = RangeBinding(490, 500)
            $0.lastSelectionTime = 0.04
        }
        // The lower value 0 sits at the right end of a mirrored track.
        var ends = TestStore<Double>(priceConfig(), value: (0, 1000), environment: rtl)
        ends.send(.touchDown(x: 316, y: nil), at: 0) {
            $0.touch = .tracking(startX: 316)
            $0.active = .lower
            $0.isPinned = true
        }
    }

    @Test("The thumbs never cross. They stop minimumDistance apart, kept on the step grid (a 5 gap with step 10 stops at 10)")
    func thumbsStopAtTheGapOnTheGrid() {
        let config = SliderConfig(bounds: (0, 100), step: 10, minimumDistance: 5)
        var store = TestStore<Double>(config, value: (20, 60))
        let x60 = 14 + 0.6 * 302.0
        store.send(.touchDown(x: x60, y: nil), at: 0) {
            $0.touch = .tracking(startX: x60)
            $0.active = .upper
        }
        // Dragging far past the lower thumb: the upper one stops at 30, a gap of 10, and plays one impact.
        store.send(.touchMove(x: 20, y: nil), at: 0.1, written: (20, 30), haptic: .impact) {
            $0.binding = RangeBinding(20, 30)
            $0.isPinned = true
        }
        store.send(.touchMove(x: 10, y: nil), at: 0.2)
        expectEqual(store.current.upper - store.current.lower, 10)
    }

    @Test("step snaps from bounds.lowerBound")
    func stepSnapsFromTheLowerBound() {
        let math = RangeMath(lower: 3, upper: 100, step: 10, gap: 0)
        expectEqual(math.snap(7), 3)
        expectEqual(math.snap(9), 13)
        expectEqual(math.snap(50), 53)
        expectEqual(math.gridCeil(4), 13)
    }

    @Test("Both bounds stay reachable when the span is not a multiple of the step (0...1000 by 30 reaches 1000)")
    func bothBoundsReachable() {
        let config = SliderConfig(bounds: (0, 1000), step: 30)
        var store = TestStore<Double>(config, value: (0, 990))
        // The upper thumb sits at 14 + 0.99 × 302 = 312.98; grab it 3 pt right of centre and drag to the end.
        store.send(.touchDown(x: 316, y: nil), at: 0) {
            $0.touch = .tracking(startX: 316)
            $0.active = .upper
            $0.grabOffset = 316 - (14 + 0.99 * 302)
        }
        store.send(.touchMove(x: 330, y: nil), at: 0.05, written: (0, 1000), haptic: .impact) {
            $0.binding = RangeBinding(0, 1000)
            $0.isPinned = true
        }
        store.send(.touchUp, at: 0.1) {
            $0.touch = .idle
            $0.active = nil
            $0.grabOffset = 0
        }
        // By VoiceOver too: from 990 one swipe up reaches 1000, and one down returns to the grid at 990.
        var voice = TestStore<Double>(config, value: (0, 990))
        voice.send(.increment(.upper), written: (0, 1000)) { $0.binding = RangeBinding(0, 1000) }
        voice.send(.decrement(.upper), written: (0, 990)) { $0.binding = RangeBinding(0, 990) }
    }

    @Test("Values are rounded to the step's decimal places, so 0.1 steps write 0.3, not 0.30000000000000004")
    func tidyDecimalsDouble() {
        var store = TestStore<Double>(SliderConfig(bounds: (0, 1), step: 0.1), value: (0, 1))
        store.send(.increment(.lower), written: (0.1, 1)) { $0.binding = RangeBinding(0.1, 1) }
        store.send(.increment(.lower), written: (0.2, 1)) { $0.binding = RangeBinding(0.2, 1) }
        store.send(.increment(.lower), written: (0.3, 1)) { $0.binding = RangeBinding(0.3, 1) }
        expectEqual(store.state.binding.lower.shortestText, "0.3")
        expectNotEqual(0.1 + 0.2, 0.3)  // what the rounding avoids
    }

    @Test("Values are rounded to the step's decimal places for Float bindings too")
    func tidyDecimalsFloat() {
        var store = TestStore<Float>(SliderConfig(bounds: (0, 1), step: 0.1), value: (0, 1))
        var expected: Float = 0
        for tenth in 1...9 {
            expected = Float("0.\(tenth)") ?? 0
            store.send(.increment(.lower), written: (expected, 1)) { $0.binding = RangeBinding(expected, 1) }
        }
        expectEqual(store.state.binding.lower.shortestText, "0.9")
        // Dragging lands on tidy values as well: x for 0.7 on a 330 pt track.
        var drag = TestStore<Float>(SliderConfig(bounds: (0, 1), step: 0.1), value: (0.5, 1))
        drag.send(.touchDown(x: 14 + 0.7 * 302 + 5, y: nil), at: 0, written: (0.7, 1), haptic: .selection) {
            $0.touch = .tracking(startX: 14 + 0.7 * 302 + 5)
            $0.active = .lower
            $0.binding = RangeBinding(0.7, 1)
            $0.lastSelectionTime = 0
        }
        expectEqual(drag.state.binding.lower.shortestText, "0.7")
    }

    @Test("Out-of-bounds or reversed bindings are shown clamped and written back clean on the first change")
    func outOfBoundsBindingsAreCleanedOnFirstChange() {
        var store = TestStore<Double>(priceConfig(), value: (-50, 2000))
        #expect(store.current == (0, 1000))
        store.send(.increment(.lower), written: (10, 1000)) { $0.binding = RangeBinding(10, 1000) }

        var reversed = TestStore<Double>(priceConfig(), value: (480, 120))
        #expect(reversed.current == (120, 480))
        reversed.send(.decrement(.upper), written: (120, 470)) { $0.binding = RangeBinding(120, 470) }

        var infinite = TestStore<Double>(priceConfig(), value: (.nan, .infinity))
        #expect(infinite.current == (0, 1000))
        infinite.send(.decrement(.upper), written: (0, 990)) { $0.binding = RangeBinding(0, 990) }
    }

    @Test("Haptics: .selection on each value change while dragging, throttled to about 30 per second")
    func selectionThrottledTo35Milliseconds() {
        var store = TestStore<Double>(SliderConfig(bounds: (0, 302), step: 1), value: (0, 302))
        store.send(.touchDown(x: 14, y: nil), at: 0) {
            $0.touch = .tracking(startX: 14)
            $0.active = .lower
            $0.isPinned = true
        }
        // One point is one step; a move every 10 ms changes the value every time.
        store.send(.touchMove(x: 15, y: nil), at: 0.01, written: (1, 302), haptic: .selection) {
            $0.binding = RangeBinding(1, 302); $0.lastSelectionTime = 0.01; $0.isPinned = false
        }
        store.send(.touchMove(x: 16, y: nil), at: 0.02, written: (2, 302)) { $0.binding = RangeBinding(2, 302) }
        store.send(.touchMove(x: 17, y: nil), at: 0.03, written: (3, 302)) { $0.binding = RangeBinding(3, 302) }
        store.send(.touchMove(x: 18, y: nil), at: 0.045, written: (4, 302)) { $0.binding = RangeBinding(4, 302) }
        store.send(.touchMove(x: 19, y: nil), at: 0.046, written: (5, 302), haptic: .selection) {
            $0.binding = RangeBinding(5, 302); $0.lastSelectionTime = 0.046
        }
    }

    @Test("Haptics: every 5% of the span without a step")
    func selectionEveryFivePercentWithoutStep() {
        var store = TestStore<Double>(SliderConfig(bounds: (0, 100)), value: (0, 100))
        store.send(.touchDown(x: 14, y: nil), at: 0) {
            $0.touch = .tracking(startX: 14); $0.active = .lower; $0.isPinned = true
        }
        // 3.02 pt is 1% of the span: no tick until the value crosses 5%.
        func v(_ x: Double) -> Double { (x - 14) / 302 * 100 }
        store.send(.touchMove(x: 20, y: nil), at: 0.1, written: (v(20), 100)) {
            $0.binding = RangeBinding(v(20), 100); $0.isPinned = false
        }
        store.send(.touchMove(x: 28, y: nil), at: 0.2, written: (v(28), 100)) { $0.binding = RangeBinding(v(28), 100) }
        store.send(.touchMove(x: 32, y: nil), at: 0.3, written: (v(32), 100), haptic: .selection) {
            $0.binding = RangeBinding(v(32), 100); $0.lastSelectionTime = 0.3
        }
        #expect(v(28) < 5 && v(32) > 5)
    }

    @Test("Haptics: a rigid .impact once when a thumb reaches a bound or the minimum gap")
    func impactOnceAtABound() {
        var store = TestStore<Double>(priceConfig(), value: (20, 480))
        let x = priceX(20)
        store.send(.touchDown(x: x, y: nil), at: 0) {
            $0.touch = .tracking(startX: x); $0.active = .lower
        }
        store.send(.touchMove(x: x - 10, y: nil), at: 0.1, written: (0, 480), haptic: .impact) {
            $0.binding = RangeBinding(0, 480); $0.isPinned = true
        }
        // Staying at the bound plays nothing more.
        store.send(.touchMove(x: x - 20, y: nil), at: 0.2)
        // Leaving it ticks; coming back plays the impact again.
        store.send(.touchMove(x: x + 3.02, y: nil), at: 0.3, written: (30, 480), haptic: .selection) {
            $0.binding = RangeBinding(30, 480); $0.isPinned = false; $0.lastSelectionTime = 0.3
        }
        store.send(.touchMove(x: x - 10, y: nil), at: 0.4, written: (0, 480), haptic: .impact) {
            $0.binding = RangeBinding(0, 480); $0.isPinned = true
        }
    }

    @Test("VoiceOver: swipe up or down moves one step to the next valid value, with no haptic")
    func voiceOverMovesOneStep() {
        var store = TestStore<Double>(priceConfig(), value: (125, 480))
        // 125 is off the grid: up goes to the next grid point, not 135.
        store.send(.increment(.lower), written: (130, 480)) { $0.binding = RangeBinding(130, 480) }
        store.send(.decrement(.lower), written: (120, 480)) { $0.binding = RangeBinding(120, 480) }
        store.send(.increment(.upper), written: (120, 490)) { $0.binding = RangeBinding(120, 490) }
    }

    @Test("VoiceOver: or 1% of the span without a step")
    func voiceOverOnePercentWithoutStep() {
        var store = TestStore<Double>(SliderConfig(bounds: (0, 200)), value: (50, 150))
        store.send(.increment(.lower), written: (52, 150)) { $0.binding = RangeBinding(52, 150) }
        store.send(.decrement(.upper), written: (52, 148)) { $0.binding = RangeBinding(52, 148) }
    }

    @Test("Thumbs keep a 44pt touch target even when Style.thumbSize draws them smaller")
    func fortyFourPointTargets() {
        var config = priceConfig()
        config.style.thumbSize = 16
        var store = TestStore<Double>(config, value: (0, 1000))
        // Chip row 15.51 + 10, spacing 8: the track row is y 33.51...77.51; the 16 pt thumb's 44 pt target overhangs by
        // 14, so touches count from y 19.51.
        store.send(.touchDown(x: -13, y: 23), at: 0) {
            $0.touch = .tracking(startX: -13); $0.active = .lower; $0.isPinned = true; $0.grabOffset = -21
        }
        store.send(.touchUp, at: 0.1) { $0.touch = .idle; $0.active = nil; $0.grabOffset = 0 }
        store.send(.touchDown(x: 100, y: 19.5), at: 0.2) { $0.touch = .ignored }
        // A touch that began outside is the scroll view's until it lifts.
        store.send(.touchMove(x: 200, y: 60), at: 0.3)
        store.send(.touchUp, at: 0.4) { $0.touch = .idle }
    }

    @Test(".disabled(true) blocks input, and disabling ends a drag in progress")
    func disabledBlocksInput() {
        var store = TestStore<Double>(priceConfig(), value: (120, 480))
        store.send(.touchDown(x: 100, y: nil), at: 0, written: (280, 480), haptic: .selection) {
            $0.touch = .tracking(startX: 100); $0.active = .lower; $0.binding = RangeBinding(280, 480); $0.lastSelectionTime = 0
        }
        store.send(.setDisabled(true), at: 0.1) {
            $0.environment.isEnabled = false; $0.active = nil; $0.touch = .ignored
        }
        store.send(.touchMove(x: 140, y: nil), at: 0.2)
        // Enabling again does not revive the lost touch.
        store.send(.setDisabled(false), at: 0.3) { $0.environment.isEnabled = true }
        store.send(.touchMove(x: 150, y: nil), at: 0.4)
        store.send(.touchUp, at: 0.5) { $0.touch = .idle }
        store.send(.setDisabled(true), at: 0.6) { $0.environment.isEnabled = false }
        store.send(.increment(.lower), at: 0.7)
        store.send(.touchDown(x: 100, y: nil), at: 0.8) { $0.touch = .ignored }
    }

    @Test("The drag starts on touch-down so the track responds to taps; inside a vertical ScrollView, a drag that begins on the slider moves the slider rather than scrolling")
    func dragStartsOnTouchDownAndBeatsTheScrollView() {
        var store = TestStore<Double>(priceConfig(), value: (120, 480))
        // Touch-down alone moves the value: a tap works without any movement.
        store.send(.touchDown(x: 100, y: 58), at: 0, written: (280, 480), haptic: .selection) {
            $0.touch = .tracking(startX: 100); $0.active = .lower; $0.binding = RangeBinding(280, 480); $0.lastSelectionTime = 0
        }
        // A mostly vertical movement, far above and below the track, keeps driving the slider horizontally.
        store.send(.touchMove(x: 130, y: -200), at: 0.1, written: (380, 480), haptic: .selection) {
            $0.binding = RangeBinding(380, 480); $0.lastSelectionTime = 0.1
        }
        store.send(.touchMove(x: 130, y: 900), at: 0.2)
        store.send(.touchUp, at: 0.3) { $0.touch = .idle; $0.active = nil }
        // A touch that begins above the slider's hit area is the scroll view's, even when it then crosses the track.
        store.send(.touchDown(x: 100, y: -40), at: 1) { $0.touch = .ignored }
        store.send(.touchMove(x: 200, y: 58), at: 1.1)
        store.send(.touchUp, at: 1.2) { $0.touch = .idle }
    }

    @Test("Reduce Motion changes no value")
    func reduceMotionChangesNoValue() {
        let engine = SliderEngine<Double>(config: priceConfig())
        var plain = engine.initialState(value: RangeBinding(120, 480), environment: SliderEnvironment())
        var reduced = engine.initialState(value: RangeBinding(120, 480), environment: SliderEnvironment(reduceMotion: true))
        let events: [SliderEvent<Double>] = [.touchDown(x: 100, y: nil), .touchMove(x: 130, y: nil), .touchMove(x: 170, y: nil), .touchMove(x: 400, y: nil), .touchUp, .increment(.upper)]
        for (i, event) in events.enumerated() {
            let a = engine.reduce(&plain, event, at: Double(i) / 10)
            let b = engine.reduce(&reduced, event, at: Double(i) / 10)
            expectEqual(a, b)
            expectEqual(plain.binding, reduced.binding)
        }
        expectEqual(plain.binding, RangeBinding(480, 490))
    }
}
