extension Spring {
    /// The time after which the motion stays within `distance` of `target` with a speed at most `speed`, for good.
    ///
    /// Computed from envelopes, not by sampling: the displacement and the velocity are each a combination
    /// c₀·cosine(t) + c₁·sine(t) of the spring's two basis functions (see `Spring`), and each basis function is bounded
    /// by a decaying envelope (|cos| ≤ 1, |sin(ωt)/ω| ≤ min(1/ω, t), and for the over-damped case both exponentials
    /// separately). The result is the earliest time from which the smaller of those bounds stays under the threshold,
    /// found in closed form or by bisection to 1 ns, so it is deterministic and never too early. It can be later
    /// than the last instant the motion actually breaks the threshold by up to half an oscillation period, when the
    /// envelope's crossing falls between two peaks. Returns 0 when the motion already satisfies both thresholds,
    /// and infinity for an undamped spring that is not at rest.
    public func settleTime(from x0: Double, velocity v0: Double, to target: Double, distance: Double, speed: Double) -> Double {
        let y0 = x0 - target
        guard y0.isFinite, v0.isFinite else { return .infinity }
        let a = alpha
        let position = boundTime(c0: y0, c1: v0 + a * y0, threshold: max(distance, 0))
        let velocity = boundTime(c0: v0, c1: -(a * v0 + stiffness * y0), threshold: max(speed, 0))
        return max(position, velocity)
    }

    /// The earliest time from which |c0·cosine(t) + c1·sine(t)| is guaranteed to stay at most `threshold`.
    func boundTime(c0: Double, c1: Double, threshold eps: Double) -> Double {
        let p = abs(c0), q = abs(c1)
        if p == 0 && q == 0 { return 0 }
        let a = alpha
        switch regime {
        case .underDamped(let omega):
            let amplitude = (c0 * c0 + (c1 / omega) * (c1 / omega)).squareRoot()
            let byAmplitude = Self.exponentialTime(amplitude, rate: a, threshold: eps)
            let byLine = Self.linearExponentialTime(p, q, rate: a, threshold: eps, within: byAmplitude)
            return min(byAmplitude, byLine)
        case .critical:
            return Self.linearExponentialTime(p, q, rate: a, threshold: eps)
        case .overDamped(let beta):
            // y = slowPart·e^(−(α−β)t) + fastPart·e^(−(α+β)t).
            let slowPart = abs(c0 / 2 + c1 / (2 * beta)), fastPart = abs(c0 / 2 - c1 / (2 * beta))
            let byExponentials = Self.twoExponentialTime(slowPart, a - beta, fastPart, a + beta, threshold: eps)
            // Near critical damping the two parts nearly cancel; cosh βt ≤ e^(βt) and sinh(βt)/β ≤ t·e^(βt) bound it better.
            let byLine = Self.linearExponentialTime(p, q, rate: a - beta, threshold: eps, within: byExponentials)
            return min(byExponentials, byLine)
        }
    }

    /// Earliest t ≥ 0 with amplitude·e^(−rate·t) ≤ threshold.
    static func exponentialTime(_ amplitude: Double, rate: Double, threshold: Double) -> Double {
        if amplitude <= threshold { return 0 }
        guard rate > 0, threshold > 0 else { return .infinity }
        return PortableMath.log(amplitude / threshold) / rate
    }

    /// Earliest T ≥ 0 such that (p + q·t)·e^(−rate·t) ≤ threshold for every t ≥ T (p, q ≥ 0).
    ///
    /// When the answer is known not to matter beyond `limit` (another bound already settles there), returns infinity
    /// as soon as it is clear the answer is later than `limit`, and searches no further than `limit` otherwise.
    static func linearExponentialTime(
        _ p: Double, _ q: Double, rate: Double, threshold: Double, within limit: Double = .infinity
    ) -> Double {
        if q == 0 { return exponentialTime(p, rate: rate, threshold: threshold) }
        guard rate > 0, threshold > 0 else { return .infinity }
        func bound(_ t: Double) -> Double { (p + q * t) * PortableMath.exp(-rate * t) }
        // The bound rises until its peak at 1/rate − p/q, then falls for good.
        let peak = max(0, 1 / rate - p / q)
        if bound(peak) <= threshold { return 0 }
        if limit.isFinite, limit > peak {
            guard bound(limit) <= threshold else { return .infinity }
            return bisect(low: peak, high: limit, threshold: threshold, bound)
        }
        return decreasingCrossing(from: peak, step: 1 / rate, threshold: threshold, bound)
    }

    /// Earliest t ≥ 0 with a·e^(−r1·t) + b·e^(−r2·t) ≤ threshold (a, b ≥ 0), a decreasing function when both rates are positive.
    static func twoExponentialTime(_ a: Double, _ r1: Double, _ b: Double, _ r2: Double, threshold: Double) -> Double {
        if a + b <= threshold { return 0 }
        guard r1 > 0 || a == 0, r2 > 0 || b == 0, threshold > 0 else { return .infinity }
        let slowest = min(a == 0 ? r2 : r1, b == 0 ? r1 : r2)
        return decreasingCrossing(from: 0, step: 1 / slowest, threshold: threshold) { t in
            (a == 0 ? 0 : a * PortableMath.exp(-r1 * t)) + (b == 0 ? 0 : b * PortableMath.exp(-r2 * t))
        }
    }

    /// Where a function decreasing on [start, ∞), above `threshold` at `start`, first reaches `threshold`:
    /// bracketed by doubling steps, then bisected.
    static func decreasingCrossing(
        from start: Double, step: Double, threshold: Double, _ bound: (Double) -> Double
    ) -> Double {
        var low = start
        var width = step
        var high = start + width
        var doublings = 0
        while !(bound(high) <= threshold) {
            doublings += 1
            guard doublings < 200, high.isFinite else { return .infinity }
            low = high
            width *= 2
            high = low + width
        }
        return bisect(low: low, high: high, threshold: threshold, bound)
    }

    /// Bisects a decreasing function above `threshold` at `low` and not above it at `high` down to a bracket of 1 ns;
    /// returns the bracket's upper (settled) end.
    static func bisect(low: Double, high: Double, threshold: Double, _ bound: (Double) -> Double) -> Double {
        var low = low, high = high
        for _ in 0..<100 {
            guard high - low > 1e-9 else { break }
            let middle = low + (high - low) / 2
            guard middle > low, middle < high else { break }
            if bound(middle) <= threshold { high = middle } else { low = middle }
        }
        return high
    }
}
