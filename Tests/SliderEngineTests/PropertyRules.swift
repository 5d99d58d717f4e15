@testable import SliderEngine
@testable import SliderDocuments
import TestSupport

/// The seed's value rules, restated for checking: where values may rest, how many decimals they may carry, and when a
/// thumb rests against a limit. Derived from the configuration alone (bounds, step and gap read through the value type,
/// as the binding would hold them), and phrased as what must be true rather than how the engine computes it: a thumb
/// is at its limit when its next valid position would break the gap or leave the bounds.
///
/// Where rounding makes an answer uncertain (a `Float` value a few units in the last place from a limit, or a value set
/// from outside within 1e-6 of a step point), the questions answer nil and the checks that depend on them are skipped.
struct SeedRules {
    let kind: SliderConfig.Kind
    let isFloat: Bool
    let lo: Double
    let hi: Double
    let step: Double?
    let gap: Double
    /// Decimal places of the step and the lower bound, the seed's `places`; 12 means none.
    let places: Int
    /// Largest magnitude of the bounds; rounding errors scale with it.
    let magnitude: Double
    /// How far two values may differ by rounding alone.
    let tolerance: Double
    /// Whether the step is coarse enough for the seed's grid arithmetic: its 1e-7-of-a-step tolerance in `gridFloor`
    /// and `gridCeil` only absorbs rounding while values stay below about 10^8 steps (10^5 for `Float`). Past that, a
    /// value on the grid can read as just off it, and the grid, gap and limit rules below are not checked (the seed's
    /// arithmetic; see the report).
    private(set) var isPrecise: Bool

    init<V: SliderValue>(_ config: SliderConfig, _: V.Type) {
        kind = config.kind
        isFloat = V.self == Float.self
        let first = V(config.lowerBound).decimalValue, second = V(config.upperBound).decimalValue
        let lo = min(first, second), hi = max(first, second)
        let step = config.step.map { V($0).decimalValue }.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let g = config.kind == .range ? V(config.minimumDistance).decimalValue : 0
        self.lo = lo
        self.hi = hi
        self.step = step
        gap = min(max(g.isFinite ? g : 0, 0), hi - lo)
        places = step.map { max(RangeMath.decimals($0), RangeMath.decimals(lo)) } ?? 12
        let magnitude = max(abs(lo), abs(hi), 1e-300), isFloat = isFloat
        self.magnitude = magnitude
        tolerance = magnitude * (isFloat ? 3e-7 : 1e-12)
        isPrecise = step.map { magnitude / $0 <= (isFloat ? 1e5 : 1e8) } ?? true
        if isPrecise, !gridSurvivesRounding(V.self) { isPrecise = false }
    }

    /// Whether step points, tidied and stored in `V`, still read as whole step numbers to within 1e-8 of a step (the
    /// seed's `gridFloor` and `gridCeil` allow 1e-7). A lower bound whose last digits the seed's relative decimals
    /// tolerance ignores (6758339.963192305 counts as 5 places) tidies every point off the grid by up to 5e-6, and a
    /// `Float` cannot hold points closer than its precision: there the grid rules are not checked.
    private func gridSurvivesRounding<W: SliderValue>(_: W.Type) -> Bool {
        guard let step, span > 0 else { return true }
        let n = (span / step).rounded(.down)
        guard n.isFinite, n <= 1e12 else { return false }
        let picks: [Double] = [0, 1, 2, 3, n - 2, n - 1, n, (n / 7).rounded(), (n / 3).rounded(), (n / 2).rounded(), (n * 0.9).rounded()]
        for k in picks where k >= 0 && k <= n {
            let held = W(point(k)).decimalValue
            if abs((held - lo) / step - k) > 1e-8 { return false }
            // Points that tidy onto each other (a step below 1e-9 counts as whole, so tidies to 0 decimals).
            if point(k + 1) <= point(k) { return false }
        }
        // The last point and the upper bound must stay apart once stored.
        let last = point(n)
        if last != hi, W(last) == W(hi) { return false }
        return true
    }

    var span: Double { hi - lo }

    /// The seed's `tidy`: rounded to `places` decimals.
    func tidy(_ x: Double) -> Double {
        guard places < 12 else { return x }
        let scale = power10(places)
        return (x * scale).rounded() / scale
    }

    /// Step point number `k`, tidied.
    func point(_ k: Double) -> Double {
        tidy(lo + k * (step ?? 0))
    }

    /// Whether `v` is a step point or a bound (always true without a step). For `Float`, whether it is the `Float`
    /// nearest one.
    func isOnGrid(_ v: Double) -> Bool {
        guard let step, isPrecise else { return true }
        if v == lo || v == hi { return true }
        let n = ((v - lo) / step).rounded()
        for k in [n - 1, n, n + 1] {
            let p = point(k)
            if isFloat ? Float(p) == Float(v) : p == v { return true }
        }
        return false
    }

    /// Within 1e-6 of a step of a step point without being one: a value set from outside where the engine's own
    /// 1e-7 step tolerance decides, so these rules do not.
    func isNearGrid(_ v: Double) -> Bool {
        guard let step else { return false }
        let p = point(((v - lo) / step).rounded())
        return p != v && abs(p - v) <= 1e-6 * step + tolerance
    }

    /// How many decimals `text` (Swift's shortest form of a value) carries, or nil in exponent form.
    static func decimals(of text: String) -> Int? {
        guard !text.contains("e"), !text.contains("n"), !text.contains("i") else { return nil }
        guard let dot = text.firstIndex(of: ".") else { return 0 }
        let fraction = text[text.index(after: dot)...].reversed().drop(while: { $0 == "0" })
        return fraction.count
    }

    /// Whether the decimal check applies to `v`: a step with at most 6 places, and a value small enough that its
    /// shortest form shows every one of them.
    func checksDecimals(_ v: Double) -> Bool {
        guard step != nil, isPrecise, places <= 6, v != lo, v != hi else { return false }
        return abs(v) * power10(places) < (isFloat ? 1e6 : 1e14)
    }

    // MARK: Limits

    /// A continuous `Float` slider decides its limit in `Double` before the value is stored: a value that rounds onto a
    /// bound or the gap may not have reached it (no impact), so near a limit the answer is unknown.
    private var continuousFloat: Bool { isFloat && step == nil }

    /// Whether the lower thumb rests against the lower bound or the gap: moving it up to its next valid position
    /// would leave less than the gap (or pass the upper thumb). Nil when rounding decides.
    func lowerAtLimit(lower: Double, upper: Double) -> Bool? {
        if continuousFloat, lower - lo <= tolerance || upper - lower <= gap + tolerance { return nil }
        if lower <= lo || lower >= upper { return true }
        let ceiling = upper - gap
        guard let step else {
            if abs(lower - ceiling) <= tolerance { return nil }
            return lower > ceiling
        }
        if !isPrecise || isNearGrid(lower) { return nil }
        // The smallest step point above the lower value (or the upper bound when that comes first).
        var k = ((lower - lo) / step).rounded(.down)
        var next = point(k)
        var tries = 0
        while next <= lower {
            k += 1
            next = point(k)
            tries += 1
            // Step points that tidy onto each other (a step below 1e-9 counts as whole): rounding decides.
            if tries > 3 { return nil }
        }
        next = min(next, hi)
        return beyond(next - ceiling, step: step)
    }

    /// Whether a next position `excess` past the gap is out of reach. The seed's grid counts a step point up to 1e-7 of
    /// a step past the gap as reachable (so 0.3 − 0.1 still reaches 0.2); nil near that edge.
    private func beyond(_ excess: Double, step: Double) -> Bool? {
        let edge = 1e-7 * step
        if abs(excess - edge) <= 0.5 * edge + tolerance { return nil }
        return excess > edge
    }

    /// Whether the upper thumb rests against the upper bound or the gap (mirror of `lowerAtLimit`).
    func upperAtLimit(lower: Double, upper: Double) -> Bool? {
        if continuousFloat, hi - upper <= tolerance || upper - lower <= gap + tolerance { return nil }
        if upper >= hi || upper <= lower { return true }
        let floor = lower + gap
        guard let step else {
            if abs(upper - floor) <= tolerance { return nil }
            return upper < floor
        }
        if !isPrecise || isNearGrid(upper) { return nil }
        var k = ((upper - lo) / step).rounded(.up)
        var next = point(k)
        var tries = 0
        while next >= upper {
            k -= 1
            next = point(k)
            tries += 1
            if tries > 3 { return nil }
        }
        next = max(next, lo)
        return beyond(floor - next, step: step)
    }

    /// Whether `thumb` rests against a limit; a single slider's against a bound.
    func atLimit(_ thumb: Thumb, lower: Double, upper: Double) -> Bool? {
        guard isPrecise else { return nil }
        if kind == .single {
            if continuousFloat, lower - lo <= tolerance || hi - lower <= tolerance { return nil }
            return lower <= lo || lower >= hi
        }
        return thumb == .lower ? lowerAtLimit(lower: lower, upper: upper) : upperAtLimit(lower: lower, upper: upper)
    }

    /// Whether the gap holds between two displayed values (always for a single slider).
    func gapHolds(lower: Double, upper: Double) -> Bool {
        kind == .single || !isPrecise || upper - lower >= gap - gapTolerance
    }

    /// Rounding allowed in a kept gap: the grid's own 1e-7 step tolerance and the value type's precision.
    var gapTolerance: Double { 2e-7 * (step ?? 0) + 2 * tolerance }

    /// Whether moving from `a` to `b` earns a selection tick (any change with a step; each 5% of the span without),
    /// or nil when one of them sits within rounding of a 5% mark.
    func crossesTick(from a: Double, to b: Double) -> Bool? {
        guard a != b else { return false }
        guard step == nil, span > 0 else { return true }
        let fa = min(max((a - lo) / span, 0), 1) * 20, fb = min(max((b - lo) / span, 0), 1) * 20
        // A Float's resolution, as a share of the twenty marks.
        let fuzz = isFloat ? 20 * tolerance / span + 1e-9 : 1e-9
        if abs(fa - fa.rounded()) <= fuzz || abs(fb - fb.rounded()) <= fuzz { return nil }
        return fa.rounded(.down) != fb.rounded(.down)
    }

    /// Half a unit in the last tidied place: how far `tidy` may move a value.
    var tidySlack: Double { places < 12 ? 0.5 * power10(-places) : 0 }

    /// The most one VoiceOver swipe moves a value: a step, or the fallback share of the span, plus rounding.
    func swipeDistance(fallback: Double) -> Double {
        let tidyLoss = places < 12 ? power10(-places) : 0
        return (step ?? span * fallback) * (1 + 1e-9) + tidyLoss + 2 * tolerance
    }
}
