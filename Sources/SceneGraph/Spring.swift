/// A damped spring of mass 1, parameterised like SwiftUI's `Spring` by a perceptual duration and a bounce.
///
/// `init(duration:bounce:)` follows Apple's definition (Flutter's `SpringDescription.withDurationAndBounce`
/// matches it): stiffness k = (2π / duration)², damping ratio ζ = 1 − bounce for bounce ≥ 0 and
/// 1 / (1 + bounce) for bounce < 0, damping c = 2·√k·ζ.
///
/// Motion is the closed-form solution of x″ = −k·(x − target) − c·x′; nothing is integrated numerically, so a value
/// at any time costs one `exp` and at most one `cos`/`sin` (or `cosh`/`sinh`) and does not depend on how often it is
/// sampled. Writing y = x − target, α = c / 2, ω₀ = √k:
/// - under-damped (ζ < 1), ω = √(ω₀² − α²): y = e^(−αt)·(y₀·cos ωt + (v₀ + α·y₀)·sin(ωt)/ω);
/// - critically damped (ζ = 1): y = e^(−αt)·(y₀ + (v₀ + α·y₀)·t);
/// - over-damped (ζ > 1), β = √(α² − ω₀²): y = e^(−αt)·(y₀·cosh βt + (v₀ + α·y₀)·sinh(βt)/β).
///
/// The three forms meet continuously at ζ = 1 (sin(ωt)/ω and sinh(βt)/β both tend to t), and each is evaluated in a
/// form that stays accurate near it.
public struct Spring: Hashable, Sendable {
    /// Spring constant k, in 1/s² (mass 1).
    public let stiffness: Double
    /// Damping coefficient c, in 1/s (mass 1).
    public let damping: Double

    /// The shortest duration `init(duration:bounce:)` accepts; shorter (or non-positive) durations are raised to it.
    public static let minimumDuration = 0.001
    /// The lowest bounce `init(duration:bounce:)` accepts (damping ratio 100); lower bounces are raised to it.
    public static let minimumBounce = -0.99

    /// A spring from SwiftUI's parameters; `bounce` is clamped to −0.99...1 (NaN becomes 0) and `duration` to at least 1 ms (NaN becomes 0.5).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let d = duration.isNaN ? 0.5 : max(duration, Self.minimumDuration)
        let b = bounce.isNaN ? 0 : min(max(bounce, Self.minimumBounce), 1)
        let omega = 2 * Double.pi / d
        let k = omega * omega
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(stiffness: k, damping: 2 * omega * ratio)
    }

    /// A spring from physical coefficients (mass 1); a non-positive or non-finite stiffness becomes 1, a negative or non-finite damping 0.
    public init(stiffness: Double, damping: Double) {
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        self.damping = damping.isFinite && damping >= 0 ? damping : 0
    }

    /// SwiftUI's `.smooth`: no bounce (critically damped), plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// SwiftUI's `.snappy`: bounce 0.15, plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// SwiftUI's `.bouncy`: bounce 0.3, plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// SwiftUI's `.interactiveSpring`: bounce 0.15 plus `extraBounce`; its `blendDuration` is not needed, since every retarget merges.
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// The perceptual duration 2π / √k, in seconds.
    public var duration: Double { 2 * Double.pi / stiffness.squareRoot() }

    /// The damping ratio ζ = c / (2√k): below 1 under-damped, 1 critical, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * stiffness.squareRoot()) }

    /// SwiftUI's bounce for this spring: 1 − ζ when ζ ≤ 1, else 1/ζ − 1.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The position at `t` seconds after leaving `x0` with velocity `v0` (units per second) towards `target`; `x0` for t ≤ 0.
    public func value(from x0: Double, velocity v0: Double, to target: Double, at t: Double) -> Double {
        value(from: x0, velocity: v0, to: target, basis: basis(at: t))
    }

    /// The velocity, in units per second, at `t` seconds after leaving `x0` with velocity `v0` towards `target`; `v0` for t ≤ 0.
    public func velocity(from x0: Double, velocity v0: Double, to target: Double, at t: Double) -> Double {
        velocity(from: x0, velocity: v0, to: target, basis: basis(at: t))
    }

    /// `value(from:velocity:to:at:)` from the time's `basis(at:)`, which values that start together share.
    @inline(__always)
    func value(from x0: Double, velocity v0: Double, to target: Double, basis: (cosine: Double, sine: Double)) -> Double {
        let y0 = x0 - target
        return target + y0 * basis.cosine + (v0 + alpha * y0) * basis.sine
    }

    /// `velocity(from:velocity:to:at:)` from the time's `basis(at:)`.
    @inline(__always)
    func velocity(from x0: Double, velocity v0: Double, to target: Double, basis: (cosine: Double, sine: Double)) -> Double {
        let y0 = x0 - target
        return v0 * basis.cosine - (alpha * v0 + stiffness * y0) * basis.sine
    }

    // MARK: Internals shared with the settle computation

    /// Half the damping, α = c / 2: the decay rate of the envelope.
    var alpha: Double { damping / 2 }

    /// The regime, with ω (under-damped) or β (over-damped).
    enum Regime {
        /// ζ < 1, oscillating at ω.
        case underDamped(omega: Double)
        /// ζ = 1.
        case critical
        /// ζ > 1, with β = √(α² − k).
        case overDamped(beta: Double)
    }

    /// Which closed form applies.
    var regime: Regime {
        let a = alpha
        let discriminant = a * a - stiffness
        if discriminant < 0 { return .underDamped(omega: (-discriminant).squareRoot()) }
        if discriminant > 0 { return .overDamped(beta: discriminant.squareRoot()) }
        return .critical
    }

    /// The two functions every solution combines, at time t:
    /// `cosine` = e^(−αt)·cos ωt (or 1, or cosh βt) and `sine` = e^(−αt)·sin(ωt)/ω (or t, or sinh(βt)/β).
    ///
    /// So y(t) = y₀·cosine + (v₀ + α·y₀)·sine and v(t) = v₀·cosine − (α·v₀ + k·y₀)·sine.
    func basis(at t: Double) -> (cosine: Double, sine: Double) {
        guard t > 0 else { return (1, 0) }
        let a = alpha
        guard t.isFinite else { return a > 0 ? (0, 0) : (1, 0) }
        switch regime {
        case .underDamped(let omega):
            let decay = PortableMath.exp(-a * t)
            return (decay * PortableMath.cos(omega * t), decay * PortableMath.sin(omega * t) / omega)
        case .critical:
            let decay = PortableMath.exp(-a * t)
            return (decay, decay * t)
        case .overDamped(let beta):
            let x = beta * t
            if x < 1 {
                let decay = PortableMath.exp(-a * t)
                return (decay * PortableMath.cosh(x), decay * PortableMath.sinh(x) / beta)
            }
            // e^(−αt)·cosh βt without overflowing cosh for large βt.
            let slow = PortableMath.exp((beta - a) * t)
            let fast = PortableMath.exp(-(a + beta) * t)
            return ((slow + fast) / 2, (slow - fast) / (2 * beta))
        }
    }
}
