import Testing
import TestSupport

@testable import SceneGraph

@Suite struct SpringTests {
    @Test func durationAndBounceGiveApplesStiffnessAndDamping() {
        let a = Spring(duration: 0.5, bounce: 0.3)
        expectLess(abs(a.stiffness - 157.91), 0.01)
        expectLess(abs(a.damping - 17.59), 0.01)
        let b = Spring(duration: 0.3, bounce: 0.3)
        expectLess(abs(b.stiffness - 438.65), 0.01)
        expectLess(abs(b.damping - 29.32), 0.01)
        expectLess(abs(b.duration - 0.3), 1e-12)
        expectLess(abs(b.bounce - 0.3), 1e-12)
        expectEqual(Animation.spring(duration: 0.3, bounce: 0.3), .spring(b))
    }

    @Test func negativeBounceIsOverDampedWithRatioOneOverOnePlusBounce() {
        let s = Spring(duration: 0.4, bounce: -0.5)
        expectLess(abs(s.dampingRatio - 2), 1e-12)
        expectLess(abs(s.bounce - -0.5), 1e-12)
        expectLess(abs(s.damping - 2 * s.stiffness.squareRoot() * 2), 1e-9)
    }

    @Test func namedSpringsUseSwiftUIsBounces() {
        expectEqual(Spring.smooth(duration: 0.3), Spring(duration: 0.3, bounce: 0))
        expectEqual(Spring.smooth(duration: 0.3).dampingRatio, 1)
        expectEqual(Spring.snappy(duration: 0.3), Spring(duration: 0.3, bounce: 0.15))
        expectEqual(Spring.interactiveSpring(), Spring(duration: 0.15, bounce: 0.15))
        expectEqual(Spring.interactiveSpring(duration: 0.18, extraBounce: 0.05), Spring(duration: 0.18, bounce: 0.2))
    }

    @Test func unitStepMatchesTheClosedForm() {
        let s = Spring(duration: 0.3, bounce: 0.3)
        let expected: [(t: Double, x: Double)] = [(0.05, 0.3275), (0.1, 0.7571), (0.2, 1.0449), (0.5, 0.9992)]
        for (t, x) in expected {
            expectLessOrEqual(abs(s.value(from: 0, velocity: 0, to: 1, at: t) - x), 0.0005, "x(\(t))")
        }
    }

    @Test func startsWhereItIsAndEndsAtTheTarget() {
        for bounce in [-0.6, 0, 0.4] {
            let s = Spring(duration: 0.3, bounce: bounce)
            expectEqual(s.value(from: 10, velocity: 50, to: 20, at: 0), 10)
            expectEqual(s.velocity(from: 10, velocity: 50, to: 20, at: 0), 50)
            expectEqual(s.value(from: 10, velocity: 50, to: 20, at: -1), 10)
            expectLess(abs(s.value(from: 10, velocity: 50, to: 20, at: 20) - 20), 1e-9)
            expectLess(abs(s.velocity(from: 10, velocity: 50, to: 20, at: 20)), 1e-9)
        }
    }

    @Test(arguments: [-0.9, -0.5, -1e-5, 0, 1e-5, 0.3, 0.8])
    func velocityIsTheDerivativeOfValue(bounce: Double) {
        let s = Spring(duration: 0.35, bounce: bounce)
        let h = 1e-6
        for t in [0.01, 0.05, 0.12, 0.3, 0.7] {
            let numeric =
                (s.value(from: -40, velocity: 250, to: 60, at: t + h) - s.value(from: -40, velocity: 250, to: 60, at: t - h))
                / (2 * h)
            let analytic = s.velocity(from: -40, velocity: 250, to: 60, at: t)
            expectLess(abs(numeric - analytic), 1e-4 * max(1, abs(analytic)), "t \(t)")
        }
    }

    @Test func theThreeRegimesMeetContinuouslyAtCriticalDamping() {
        let critical = Spring(duration: 0.3, bounce: 0)
        guard case .critical = critical.regime else {
            Issue.record("bounce 0 should be exactly critical")
            return
        }
        for bounce in [1e-7, -1e-7, 1e-10, -1e-10] {
            let near = Spring(duration: 0.3, bounce: bounce)
            for t in [0.02, 0.1, 0.25, 0.6, 1.5] {
                let x = near.value(from: 0, velocity: -80, to: 100, at: t)
                let xc = critical.value(from: 0, velocity: -80, to: 100, at: t)
                let v = near.velocity(from: 0, velocity: -80, to: 100, at: t)
                let vc = critical.velocity(from: 0, velocity: -80, to: 100, at: t)
                expectLess(abs(x - xc), 1e-5, "bounce \(bounce) t \(t)")
                expectLess(abs(v - vc), 1e-4, "bounce \(bounce) t \(t)")
            }
        }
        if case .underDamped = Spring(duration: 0.3, bounce: 1e-7).regime {} else { Issue.record("positive bounce") }
        if case .overDamped = Spring(duration: 0.3, bounce: -1e-7).regime {} else { Issue.record("negative bounce") }
    }

    @Test func overDampedStaysFiniteFarOut() {
        let s = Spring(duration: 0.3, bounce: -0.9)
        for t in [100.0, 1e4, .infinity] {
            let x = s.value(from: 0, velocity: 0, to: 1, at: t)
            #expect(x.isFinite && abs(x - 1) < 1e-6, "t \(t)")
        }
    }

    @Test func parametersAreSanitised() {
        let zero = Spring(duration: 0, bounce: -5)
        #expect(zero.stiffness.isFinite && zero.damping.isFinite)
        expectLess(abs(zero.bounce - Spring.minimumBounce), 1e-9)
        expectEqual(Spring(duration: .nan, bounce: .nan), Spring(duration: 0.5, bounce: 0))
        expectEqual(Spring(stiffness: -1, damping: .infinity), Spring(stiffness: 1, damping: 0))
    }
}
