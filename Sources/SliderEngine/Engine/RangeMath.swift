/// The seed's range arithmetic in `Double`: snapping from the lower bound, both bounds reachable,
/// the minimum gap kept on the step grid, and binary drift rounded away. Pure; no state.
public struct RangeMath: Hashable, Sendable {
    /// Lower bound (the smaller of the two bounds given).
    public let lo: Double
    /// Upper bound (the larger of the two bounds given).
    public let hi: Double
    /// Snapping increment; nil when none was given or it was zero, negative or not finite.
    public let step: Double?
    /// Minimum distance between the two values, capped at the span.
    public let gap: Double
    /// Decimal places used to strip drift: those of the step and of the lower bound. 12 or more means no rounding.
    public let places: Int
    /// `10^places`, kept so `tidy` does not recompute it per event.
    private let scale: Double

    /// Creates the math for bounds (in any order), an optional step and a minimum gap.
    ///
    /// Decimal places are read from the `Double` values, as the seed does (so a step below 1e-9 counts as whole, as there).
    public init(lower: Double, upper: Double, step: Double?, gap: Double) {
        let lower = lower.isFinite ? lower : 0
        let upper = upper.isFinite ? upper : lower
        lo = min(lower, upper)
        hi = max(lower, upper)
        let step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.step = step
        self.gap = min(max(gap.isFinite ? gap : 0, 0), hi - lo)
        if let step {
            places = max(Self.decimals(step), Self.decimals(lo))
        } else {
            places = 12
        }
        scale = Double.powerOfTen(min(places, 12))
    }

    /// Width of the bounds.
    public var span: Double { hi - lo }

    /// Decimal places of `x`: the first power of ten that makes it whole within a relative 1e-12, or 12.
    public static func decimals(_ x: Double) -> Int {
        guard x.isFinite else { return 12 }
        var scaled = abs(x)
        for places in 0..<12 {
            if abs(scaled - scaled.rounded()) <= max(1e-9, scaled * 1e-12) { return places }
            scaled *= 10
        }
        return 12
    }

    /// `x` rounded to `places` decimals, so 0.1 steps give 0.3 and not 0.30000000000000004.
    public func tidy(_ x: Double) -> Double {
        guard places < 12 else { return x }
        return (x * scale).rounded() / scale
    }

    /// Position of `v` along the bounds, 0...1 (0 for an empty span).
    public func fraction(_ v: Double) -> Double {
        span > 0 ? min(max((v - lo) / span, 0), 1) : 0
    }

    /// The value at a fraction of the bounds.
    public func value(atFraction f: Double) -> Double { lo + f * span }

    /// A binding as displayed: each end clamped into the bounds (non-finite ends go to the nearer bound), then ordered.
    public func normalized(_ a: Double, _ b: Double) -> (lower: Double, upper: Double) {
        let a = a.isFinite ? min(max(a, lo), hi) : lo
        let b = b.isFinite ? min(max(b, lo), hi) : hi
        return (min(a, b), max(a, b))
    }

    /// A single value as displayed: clamped into the bounds; non-finite shows the lower bound.
    public func clamped(_ v: Double) -> Double {
        v.isFinite ? min(max(v, lo), hi) : lo
    }

    /// The nearest step point, or the upper bound when that is nearer, so both ends stay reachable.
    public func snap(_ raw: Double) -> Double {
        let clamped = min(max(raw.isFinite ? raw : lo, lo), hi)
        guard let step else { return clamped }
        let grid = tidy(lo + ((clamped - lo) / step).rounded() * step)
        if hi - clamped < abs(clamped - grid) { return hi }
        return min(max(grid, lo), hi)
    }

    /// The largest step point at or below `x`, or strictly below it when `strict`.
    public func gridFloor(_ x: Double, strict: Bool = false) -> Double {
        guard let step else { return x }
        let n = strict
            ? ((x - lo) / step - 1e-7).rounded(.up) - 1
            : ((x - lo) / step + 1e-7).rounded(.down)
        return max(tidy(lo + n * step), lo)
    }

    /// The smallest step point at or above `x` (strictly above when `strict`), never past the upper bound.
    public func gridCeil(_ x: Double, strict: Bool = false) -> Double {
        guard let step else { return x }
        let n = strict
            ? ((x - lo) / step + 1e-7).rounded(.down) + 1
            : ((x - lo) / step - 1e-7).rounded(.up)
        return min(tidy(lo + n * step), hi)
    }

    /// The highest the lower value may go while the upper one sits at `upper`, on the step grid.
    public func lowerLimit(upper: Double) -> Double {
        let limit = upper - gap
        if step == nil || limit >= hi { return max(lo, min(limit, upper)) }
        return max(lo, min(gridFloor(limit), upper))
    }

    /// The lowest the upper value may go while the lower one sits at `lower`, on the step grid.
    public func upperLimit(lower: Double) -> Double {
        let limit = lower + gap
        if step == nil || limit <= lo { return min(hi, max(limit, lower)) }
        return min(hi, max(gridCeil(limit), lower))
    }

    /// Where a thumb dragged to `raw` lands, and whether it rests against a bound or the other thumb.
    public func resolve(_ thumb: Thumb, raw: Double, lower: Double, upper: Double) -> (value: Double, atLimit: Bool) {
        let snapped = snap(raw)
        switch thumb {
        case .lower:
            let limit = lowerLimit(upper: upper)
            let v = min(snapped, limit)
            return (v, v <= lo || v >= limit)
        case .upper:
            let limit = upperLimit(lower: lower)
            let v = max(snapped, limit)
            return (v, v >= hi || v <= limit)
        }
    }

    /// Where a single slider's thumb dragged to `raw` lands, and whether it rests on a bound.
    public func resolveSingle(raw: Double) -> (value: Double, atLimit: Bool) {
        let v = snap(raw)
        return (v, v <= lo || v >= hi)
    }

    /// Whether a thumb already rests against a bound or the other thumb.
    public func isAtLimit(_ thumb: Thumb, lower: Double, upper: Double) -> Bool {
        switch thumb {
        case .lower: return lower <= lo || lower >= lowerLimit(upper: upper)
        case .upper: return upper >= hi || upper <= upperLimit(lower: lower)
        }
    }

    /// Whether a single slider's value already rests on a bound, compared unsnapped (as `isAtLimit` does).
    public func isAtBound(_ v: Double) -> Bool {
        v <= lo || v >= hi
    }

    /// The next valid value one step from `v`: the neighbouring step point, or `fallbackFraction` of the span without a step.
    public func stepped(_ v: Double, up: Bool, fallbackFraction: Double) -> Double {
        guard step != nil else { return v + (up ? 1 : -1) * span * fallbackFraction }
        return up ? gridCeil(v, strict: true) : gridFloor(v, strict: true)
    }

    /// Whether moving from `a` to `b` earns a selection tick: any change with a step, each 5% of the span without one.
    public func crossesTick(from a: Double, to b: Double) -> Bool {
        guard a != b else { return false }
        guard step == nil, span > 0 else { return true }
        return (fraction(a) * 20).rounded(.down) != (fraction(b) * 20).rounded(.down)
    }
}

/// One of the two thumbs of a range slider. A single slider uses `.lower` for its only thumb.
public enum Thumb: String, Hashable, Sendable, Codable, CaseIterable {
    /// The thumb of the lower value (on the left in left-to-right).
    case lower
    /// The thumb of the upper value.
    case upper
}
