import Testing
import TestSupport

@testable import SceneGraph

@Suite struct SettleTests {
    /// The last instant, on a 0.1 ms grid, where the motion breaks the settle rule (0 if never).
    func lastViolation(_ s: Spring, from x0: Double, velocity v0: Double, to target: Double, until end: Double) -> Double {
        var last = 0.0
        var step = 0
        while Double(step) * 1e-4 <= end {
            let t = Double(step) * 1e-4
            let x = s.value(from: x0, velocity: v0, to: target, at: t)
            let v = s.velocity(from: x0, velocity: v0, to: target, at: t)
            if abs(x - target) > Timeline.settleDistance || abs(v) > Timeline.settleVelocity { last = t }
            step += 1
        }
        return last
    }

    @Test func aThumbGlideOf300PointsSettlesWithinASecond() {
        let glide = Animation.spring(duration: 0.3, bounce: 0.3)
        let t = glide.settleTime(from: 0, velocity: 0, to: 300)
        #expect(t > 0.8 && t < 1.0)
        let interactive = Animation.interactiveSpring(duration: 0.18)
        let ti = interactive.settleTime(from: 0, velocity: 0, to: 300)
        #expect(ti > 0.3 && ti < 0.55)
    }

    @Test(arguments: [-0.7, -0.2, -1e-6, 0, 1e-6, 0.15, 0.3, 0.6])
    func settleTimeIsNeverEarlyAndRarelyLate(bounce: Double) {
        let s = Spring(duration: 0.3, bounce: bounce)
        for (x0, v0, target) in [(0.0, 0.0, 300.0), (120, -900, 80), (0, 0, 0.4), (1, 3, 1)] {
            let settle = s.settleTime(
                from: x0, velocity: v0, to: target, distance: Timeline.settleDistance, speed: Timeline.settleVelocity)
            let last = lastViolation(s, from: x0, velocity: v0, to: target, until: settle + 2)
            #expect(settle.isFinite)
            expectLessOrEqual(last, settle, "never early: bounce \(bounce) from \(x0)")
            // The envelope can be late by up to half an oscillation, never by much more.
            expectLess(settle - last, 0.12, "bounce \(bounce) from \(x0): settle \(settle), last violation \(last)")
        }
    }

    @Test func atRestIsSettledAtOnce() {
        expectEqual(Animation.spring(duration: 0.3).settleTime(from: 5, velocity: 0, to: 5), 0)
        expectEqual(Animation.spring(duration: 0.3).settleTime(from: 5.0001, velocity: 0.001, to: 5), 0)
        expectEqual(Animation.crossFade(duration: 0.2).settleTime(from: 5, velocity: 0, to: 5), 0)
    }

    @Test func anUndampedSpringNeverSettles() {
        expectEqual(Animation.spring(duration: 0.3, bounce: 1).settleTime(from: 0, velocity: 0, to: 1), .infinity)
    }

    @Test func crossFadeIsLinearAndSettlesAtItsDuration() {
        let fade = Animation.crossFade(duration: 0.2)
        expectEqual(fade.value(from: 0, velocity: 99, to: 1, at: 0), 0)
        expectLess(abs(fade.value(from: 0, velocity: 99, to: 1, at: 0.05) - 0.25), 1e-12)
        expectLess(abs(fade.value(from: 0, velocity: 99, to: 1, at: 0.1) - 0.5), 1e-12)
        expectEqual(fade.value(from: 0, velocity: 99, to: 1, at: 0.2), 1)
        expectLess(abs(fade.velocity(from: 0, velocity: 99, to: 1, at: 0.1) - 5), 1e-12)
        expectEqual(fade.velocity(from: 0, velocity: 99, to: 1, at: 0.2), 0)
        expectEqual(fade.settleTime(from: 0, velocity: 0, to: 1), 0.2)
        expectEqual(Animation.crossFade(duration: 0).value(from: 0, velocity: 0, to: 1, at: 0), 1)
    }
}
