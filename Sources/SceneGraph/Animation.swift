/// How one attribute moves from where it is to a new target: a spring, or a linear blend.
///
/// Every animation starts from the attribute's presentation value and velocity at the moment of the change, so a
/// change in mid-flight continues from where the attribute is (SwiftUI's merging). A spring keeps the velocity
/// continuous too; a cross-fade does not (it leaves at constant speed).
///
/// An animation of one attribute is finished (settled) once it stays within `Timeline.settleDistance` of its target
/// with a speed at most `Timeline.settleVelocity`; from then on the attribute is drawn exactly at its target.
public enum Animation: Hashable, Sendable {
    /// A spring: the physical motion of `Spring`, keeping position and velocity continuous when retargeted.
    case spring(Spring)
    /// A linear blend from the presentation value to the target over `duration` seconds.
    ///
    /// Linear, not smoothstep, so two layers fading against each other keep opacities that sum to 1, as Core Animation's
    /// cross-fade does; text content transitions (`Transaction.crossFadeText`) use this curve.
    case crossFade(duration: Double)

    /// A spring animation from SwiftUI's parameters; see `Spring.init(duration:bounce:)`.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        .spring(Spring(duration: duration, bounce: bounce))
    }

    /// SwiftUI's `.smooth` spring animation (bounce 0 plus `extraBounce`).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// SwiftUI's `.snappy` spring animation (bounce 0.15 plus `extraBounce`).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// SwiftUI's `.interactiveSpring` animation (bounce 0.15 plus `extraBounce`).
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0) -> Animation {
        .spring(.interactiveSpring(duration: duration, extraBounce: extraBounce))
    }

    /// The value `t` seconds after starting at `x0` with velocity `v0` towards `target`; `x0` for t ≤ 0.
    public func value(from x0: Double, velocity v0: Double, to target: Double, at t: Double) -> Double {
        switch self {
        case .spring(let spring):
            return spring.value(from: x0, velocity: v0, to: target, at: t)
        case .crossFade(let duration):
            let p = Self.linearProgress(at: t, duration: duration)
            return p >= 1 ? target : x0 + (target - x0) * p
        }
    }

    /// The velocity in units per second `t` seconds after starting at `x0` with velocity `v0` towards `target`.
    ///
    /// A spring returns `v0` at t ≤ 0; a cross-fade has its constant speed from t = 0 until it ends, then 0.
    public func velocity(from x0: Double, velocity v0: Double, to target: Double, at t: Double) -> Double {
        switch self {
        case .spring(let spring):
            return spring.velocity(from: x0, velocity: v0, to: target, at: t)
        case .crossFade(let duration):
            guard duration > 0, t >= 0, t < duration else { return 0 }
            return (target - x0) / duration
        }
    }

    /// Seconds after the start from which the motion is settled for good (see the type's settle rule).
    ///
    /// For a spring this is `Spring.settleTime` with the timeline's thresholds: a deterministic upper bound from the
    /// motion's envelope, 0 when it starts settled. For a cross-fade it is the duration, or 0 when there is nothing to
    /// move. Infinity for an undamped spring that is not at rest.
    public func settleTime(from x0: Double, velocity v0: Double, to target: Double) -> Double {
        switch self {
        case .spring(let spring):
            return spring.settleTime(
                from: x0, velocity: v0, to: target,
                distance: Timeline.settleDistance, speed: Timeline.settleVelocity)
        case .crossFade(let duration):
            return x0 == target || !(duration > 0) ? 0 : duration
        }
    }

    /// Progress 0...1 of a linear fade `t` seconds into `duration`; 1 for a non-positive or NaN duration.
    static func linearProgress(at t: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        guard t > 0 else { return 0 }
        return t >= duration ? 1 : t / duration
    }
}
