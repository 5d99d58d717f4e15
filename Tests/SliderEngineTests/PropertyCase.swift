@testable import SliderEngine
@testable import SliderDocuments
import TestSupport

/// One random configuration of the property test: a slider, its starting binding and environment, all drawn from one
/// seed. `description` prints it as Swift source, so a failure can be pasted into a regression test.
struct PropertyCase: Sendable, CustomStringConvertible {
    var seed: UInt64
    var valueType: ValueType
    var config: SliderConfig
    var environment: SliderEnvironment
    var value: RangeBinding<Double>
}

extension PropertyCase {
    /// The case a seed names.
    init(seed: UInt64) {
        var r = SplitMix64(seed: seed)
        self.seed = seed
        valueType = r.chance(0.4) ? .float : .double
        let kind: SliderConfig.Kind = r.chance(0.25) ? .single : .range
        let (first, second) = Self.bounds(&r, float: valueType == .float)
        let lo = min(first, second), hi = max(first, second), span = hi - lo
        let step = Self.step(&r, span: span)
        let gap = Self.gap(&r, span: span, step: step)
        var config = SliderConfig(kind: kind, bounds: (first, second), step: step, minimumDistance: gap)
        config.readout = r.pick(SliderConfig.Readout.allCases)
        config.format = r.pick([
            .automatic, .automatic, .automatic, ValueFormat(.number), ValueFormat(.integer), ValueFormat(.percent),
            ValueFormat(.currency(code: "USD"), minimumFractionDigits: 0, maximumFractionDigits: 0),
        ])
        config.style.thumbSize = r.pick([nil, nil, 16, 28, 44, 60, 10, 0, 200, 400])
        config.style.trackHeight = r.pick([nil, nil, 2, 8, 0, 30, 200])
        if kind == .single {
            config.minimumValueLabel = r.pick([nil, .icon(.speaker), .text("Quiet"), .icon(.sunMin)])
            config.maximumValueLabel = r.pick([nil, .icon(.speakerWave), .text("Loud and clear"), .icon(.plus)])
        }
        self.config = config
        environment = SliderEnvironment(
            width: Self.width(&r), layoutDirection: r.pick(LayoutDirection.allCases),
            colorScheme: r.pick(ColorScheme.allCases), dynamicTypeSize: r.pick(DynamicTypeSize.allCases),
            reduceMotion: r.chance(0.3), isEnabled: r.chance(0.85), locale: r.pick(["en_US", "en_US", "de_DE"]))
        let a = Self.value(&r, lo: lo, hi: hi, step: step), b = Self.value(&r, lo: lo, hi: hi, step: step)
        value = kind == .single ? RangeBinding(single: a) : RangeBinding(a, b)
    }

    // MARK: Drawing the parts

    /// Bounds, possibly reversed: everyday, negative, tiny, huge (but with a finite span), empty, or random.
    static func bounds(_ r: inout SplitMix64, float: Bool) -> (Double, Double) {
        let lo: Double, span: Double
        switch r.below(16) {
        case 0, 1, 2:
            lo = 0
            span = r.pick([1, 10, 62, 100, 1000, 1000, 360])
        case 3, 4:
            lo = r.pick([18, -50, 1000, 0.5, -0.3, 7, 0.1])
            span = r.pick([62, 100, 1, 0.9, 123.45, 1000, 0.3])
        case 5, 6:
            lo = -r.pick([1000, 100, 1, 1e6, 40])
            span = r.pick([500, 50, 0.5, 2e6, 80, 3])
        case 7, 8:
            // Tiny spans.
            lo = r.pick([0, 1, -1, 1000, 0.1])
            span = r.pick([1e-3, 1e-6, 1e-9, 2.5e-4, 3e-12])
        case 9, 10:
            // Huge spans that stay finite, within the value type's range.
            if float {
                lo = -r.pick([1e30, 1e38, 1e20, 3e38])
                span = -lo * r.pick([1, 2, 0.5, 0.001])
            } else {
                lo = -r.pick([1e300, 8e307, 1e15, 1e100, 1e200])
                span = -lo * r.pick([1, 2, 0.5, 1e-6])
            }
        case 11:
            // An empty span: nothing can move.
            lo = r.pick([0, 5, -2.5])
            span = 0
        default:
            lo = r.chance(0.5) ? r.uniform(-1000, 1000) : (r.chance(0.5) ? 1 : -1) * r.decades(-3, 9)
            span = r.decades(-4, 8)
        }
        let hi = lo + span
        return r.chance(0.2) ? (hi, lo) : (lo, hi)
    }

    /// A step: none, whole, decimal, a fraction of the span (dividing it or not), larger than the span, or invalid.
    /// Steps below span × 1e-12 are replaced: scene files refuse them (issue 9), and the grid would have more points
    /// than a `Double` can tell apart.
    static func step(_ r: inout SplitMix64, span: Double) -> Double? {
        var step: Double?
        switch r.below(12) {
        case 0, 1, 2: step = nil
        case 3, 4: step = r.pick([1, 2, 5, 10, 30, 7, 25, 3])
        case 5, 6: step = r.pick([0.1, 0.25, 0.05, 0.2, 0.01, 0.125, 0.5, 0.3, 0.001])
        case 7: step = span / r.pick([3, 7, 10, 100, 1000, 20])
        case 8: step = span / r.pick([7.3, 2.5, 33.3, 0.9])
        case 9: step = span * r.uniform(1.01, 3)
        case 10: step = r.pick([0, -1, Double.infinity, Double.nan])
        default:
            // A round step near a hundredth of the span.
            let e = span > 0 ? decade(span) - 2 : 0
            step = r.pick([1, 2, 2.5, 5]) * power10(e)
        }
        if let s = step, s > 0, s.isFinite, span > 0, s < span * 1e-12 { step = span / 100 }
        return step
    }

    /// ⌊log10(x)⌋ for a positive finite x.
    static func decade(_ x: Double) -> Int {
        var e = 0, v = x
        while v >= 10 { v /= 10; e += 1 }
        while v < 1 { v *= 10; e -= 1 }
        return e
    }

    /// A minimum gap: none, whole steps, off the grid, a part of the span, larger than the span, or negative.
    static func gap(_ r: inout SplitMix64, span: Double, step: Double?) -> Double {
        let unit = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? span / 100
        switch r.below(8) {
        case 0, 1, 2: return 0
        case 3: return unit * Double(1 + r.below(5))
        case 4: return unit * r.pick([0.5, 1.5, 0.3])
        case 5: return span * r.uniform(0.05, 0.5)
        case 6: return span * r.uniform(1.01, 3)
        default: return r.pick([-5, span, unit * 0.999_999])
        }
    }

    /// A slider width from 0.5 pt to 100,000 pt (the scene file's maximum).
    static func width(_ r: inout SplitMix64) -> Double {
        r.pick([330, 330, 200, 1, 16, 44, 50, 100_000, 0.5, r.uniform(1, 1000), r.uniform(100, 400)])
    }

    /// A binding end: inside the bounds, on the grid (as computed without tidying), a bound, outside, or not finite.
    static func value(_ r: inout SplitMix64, lo: Double, hi: Double, step: Double?) -> Double {
        let span = hi - lo
        switch r.below(12) {
        case 0, 1, 2, 3, 4: return lo + r.unit() * span
        case 5, 6:
            guard let s = step, s > 0, s.isFinite, span > 0 else { return lo + r.unit() * span }
            return lo + (r.unit() * span / s).rounded() * s
        case 7: return r.chance(0.5) ? lo : hi
        case 8: return lo - max(span, 1) * r.uniform(0.01, 2)
        case 9: return hi + max(span, 1) * r.uniform(0.01, 2)
        case 10: return lo + r.uniform(0.45, 0.55) * span
        default: return r.pick([Double.nan, .infinity, -.infinity, 1e308, -1e308])
        }
    }

    // MARK: Printing

    var description: String {
        let c = config
        var parts = ["kind: .\(c.kind)", "bounds: (\(swift(c.lowerBound)), \(swift(c.upperBound)))"]
        parts.append("step: \(c.step.map(swift) ?? "nil")")
        parts.append("minimumDistance: \(swift(c.minimumDistance))")
        parts.append("readout: .\(c.readout)")
        if let l = c.minimumValueLabel { parts.append("minimumValueLabel: \(label(l))") }
        if let l = c.maximumValueLabel { parts.append("maximumValueLabel: \(label(l))") }
        parts.append("format: \(format(c.format))")
        var style: [String] = []
        if let t = c.style.trackHeight { style.append("trackHeight: \(swift(t))") }
        if let t = c.style.thumbSize { style.append("thumbSize: \(swift(t))") }
        if !style.isEmpty { parts.append("style: StyleOverrides(\(style.joined(separator: ", ")))") }
        let e = environment
        let env = "SliderEnvironment(width: \(swift(e.width)), layoutDirection: .\(e.layoutDirection), "
            + "colorScheme: .\(e.colorScheme), dynamicTypeSize: .\(e.dynamicTypeSize), reduceMotion: \(e.reduceMotion), "
            + "isEnabled: \(e.isEnabled), locale: \"\(e.locale)\")"
        return """
            seed: 0x\(String(seed, radix: 16, uppercase: true)) (value type \(valueType.rawValue))
            let config = SliderConfig(\(parts.joined(separator: ", ")))
            let environment = \(env)
            let value = RangeBinding<Double>(\(swift(value.lower)), \(swift(value.upper)))
            let slider = PropertyCase(seed: 0x\(String(seed, radix: 16, uppercase: true)), valueType: .\(valueType), config: config, environment: environment, value: value)
            """
    }

    private func label(_ l: ValueLabel) -> String {
        switch l {
        case .text(let s): return ".text(\"\(s)\")"
        case .icon(let i): return ".icon(.\(i))"
        }
    }

    private func format(_ f: ValueFormat) -> String {
        let style: String
        switch f.style {
        case .currency(let code): style = ".currency(code: \"\(code)\")"
        default: style = ".\(f.style)"
        }
        var parts = [style]
        if let m = f.minimumFractionDigits { parts.append("minimumFractionDigits: \(m)") }
        if let m = f.maximumFractionDigits { parts.append("maximumFractionDigits: \(m)") }
        return "ValueFormat(\(parts.joined(separator: ", ")))"
    }
}

/// A `Double` as a Swift expression that reads back to the same value.
func swift(_ x: Double) -> String {
    if x.isNaN { return ".nan" }
    if x.isInfinite { return x < 0 ? "-.infinity" : ".infinity" }
    return "\(x)"
}
