@testable import SliderEngine
@testable import SliderDocuments
import TestSupport

/// Draws random events that look like use: drags (touch down near a thumb, on the track or far outside, moves small
/// and large, lifts and cancels), VoiceOver swipes, outside writes of clean, dirty and reversed ranges, and changes of
/// enablement, width, direction, text size, Reduce Motion and scheme, at increasing times.
struct EventGenerator {
    /// What the generator may look at: where the thumbs are now.
    struct View {
        var lowerX: Double
        var upperX: Double
        var width: Double
        var rowMidY: Double
    }

    private var r: SplitMix64
    private let lo: Double
    private let hi: Double
    private let step: Double?
    private var t = 0.0
    private var fingerDown = false
    private var lastX = 0.0

    init(seed: UInt64, lo: Double, hi: Double, step: Double?) {
        r = SplitMix64(seed: seed ^ 0xD1B5_4A32_D192_ED03)
        self.lo = lo
        self.hi = hi
        self.step = step
    }

    mutating func next(_ view: View) -> TimedEvent<Double> {
        t += r.pick([0.016, 0.016, 0.016, 0.008, 0.001, 0.033, 0.1, 0.5, 0.0])
        return TimedEvent(t: t, event(view))
    }

    private mutating func event(_ view: View) -> SliderEvent<Double> {
        let p = r.unit()
        if fingerDown {
            if p < 0.80 { return move(view) }
            if p < 0.88 { fingerDown = false; return .touchUp }
            if p < 0.90 { fingerDown = false; return .touchCancel }
            if p < 0.92 { return down(view) }
            return other(view)
        }
        if p < 0.32 { return down(view) }
        return other(view)
    }

    private mutating func down(_ view: View) -> SliderEvent<Double> {
        fingerDown = true
        let thumb = r.chance(0.5) ? view.lowerX : view.upperX
        let x: Double
        switch r.below(20) {
        case 0..<7: x = thumb + r.uniform(-22, 22)
        case 7, 8: x = thumb
        case 9..<13: x = r.uniform(0, view.width)
        case 13, 14: x = r.chance(0.5) ? r.uniform(-30, 0) : view.width + r.uniform(0, 30)
        case 15, 16: x = (view.lowerX + view.upperX) / 2 + r.uniform(-3, 3)
        default: x = r.pick([-1e6, 1e6, -1e300, 1e300, view.width * 10])
        }
        lastX = x
        return .touchDown(x: x, y: y(view))
    }

    private mutating func move(_ view: View) -> SliderEvent<Double> {
        switch r.below(20) {
        case 0..<11: lastX += r.uniform(-8, 8)
        case 11, 12, 13: lastX += r.uniform(-60, 60)
        case 14, 15: lastX = r.uniform(0, view.width)
        case 16: lastX = r.uniform(-view.width, 2 * view.width)
        case 17: lastX = r.pick([-1e6, 1e6, -1e9, 1e12, 0, view.width])
        case 18: lastX = r.chance(0.5) ? view.lowerX : view.upperX
        default: break
        }
        return .touchMove(x: lastX, y: r.chance(0.9) ? nil : view.rowMidY + r.uniform(-200, 200))
    }

    private mutating func y(_ view: View) -> Double? {
        switch r.below(20) {
        case 0, 1: return view.rowMidY + r.uniform(-40, 40)
        case 2: return r.pick([-1e4, 1e4, 0])
        default: return nil
        }
    }

    private mutating func other(_ view: View) -> SliderEvent<Double> {
        let thumb: Thumb = r.chance(0.5) ? .lower : .upper
        switch r.below(40) {
        case 0..<10: return .increment(thumb)
        case 10..<18: return .decrement(thumb)
        case 18..<23:
            let a = PropertyCase.value(&r, lo: lo, hi: hi, step: step)
            let b = PropertyCase.value(&r, lo: lo, hi: hi, step: step)
            return .setValue(RangeBinding(a, b))
        case 23..<27: return .setDisabled(r.chance(0.2))
        case 27, 28: return .setWidth(PropertyCase.width(&r))
        case 29, 30: return .setLayoutDirection(r.pick(LayoutDirection.allCases))
        case 31, 32: return .setDynamicTypeSize(r.pick(DynamicTypeSize.allCases))
        case 33: return .setReduceMotion(r.chance(0.5))
        case 34: return .setColorScheme(r.pick(ColorScheme.allCases))
        case 35, 36: return .touchMove(x: r.uniform(-50, view.width + 50), y: nil)
        case 37: return .touchUp
        default: return .touchCancel
        }
    }
}

/// An event as Swift source: `TimedEvent(t: 0.016, .touchDown(x: 12.5, y: nil))`.
func swift(_ e: TimedEvent<Double>) -> String {
    let event: String
    switch e.event {
    case .touchDown(let x, let y): event = ".touchDown(x: \(swift(x)), y: \(y.map(swift) ?? "nil"))"
    case .touchMove(let x, let y): event = ".touchMove(x: \(swift(x)), y: \(y.map(swift) ?? "nil"))"
    case .touchUp: event = ".touchUp"
    case .touchCancel: event = ".touchCancel"
    case .increment(let thumb): event = ".increment(.\(thumb))"
    case .decrement(let thumb): event = ".decrement(.\(thumb))"
    case .setDisabled(let b): event = ".setDisabled(\(b))"
    case .setReduceMotion(let b): event = ".setReduceMotion(\(b))"
    case .setValue(let v, let animated): event = ".setValue(RangeBinding(\(swift(v.lower)), \(swift(v.upper)))" + (animated ? ", animated: true)" : ")")
    case .setWidth(let w): event = ".setWidth(\(swift(w)))"
    case .setLayoutDirection(let d): event = ".setLayoutDirection(.\(d))"
    case .setDynamicTypeSize(let s): event = ".setDynamicTypeSize(.\(s))"
    case .setColorScheme(let c): event = ".setColorScheme(.\(c))"
    }
    return "TimedEvent(t: \(swift(e.t)), \(event))"
}
