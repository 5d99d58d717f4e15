import Foundation
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// Formatters are made once per (format, digits, locale) and share one memo of strings across engines and threads.
/// None of that may change a string.
@Suite("Value formatter reuse")
struct ValueFormatterTests {
    static let formats: [ValueFormat] = [
        .automatic, ValueFormat(.number, maximumFractionDigits: 1), ValueFormat(.percent), ValueFormat(.currency(code: "EUR")),
        ValueFormat(.currency(code: "USD"), maximumFractionDigits: 0, grouping: false), ValueFormat(.integer),
    ]
    static let values: [Double] = [0, -0.0, 0.3, 1 / 3, 41, 480, 1200, -7.25, 1e9, .nan, .infinity]

    /// What Foundation gives for the same format, built afresh for each value: the seed's plain formatting.
    static func fresh(_ format: ValueFormat, _ value: Double, locale: String, digits: Int) -> String {
        let v = value.isFinite ? value : 0
        let l = Locale(identifier: locale)
        var precision: NumberFormatStyleConfiguration.Precision?
        if let high = format.maximumFractionDigits { precision = .fractionLength(0...high) }
        switch format.style {
        case .automatic: return v.formatted(.number.precision(.fractionLength(0...digits)).locale(l))
        case .integer: return String(Int(v))
        case .number:
            var style = FloatingPointFormatStyle<Double>.number.locale(l)
            if let precision { style = style.precision(precision) }
            return v.formatted(style)
        case .percent: return v.formatted(FloatingPointFormatStyle<Double>.Percent.percent.locale(l))
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: l)
            if let precision { style = style.precision(precision) }
            if format.grouping == false { style = style.grouping(.never) }
            return v.formatted(style)
        }
    }

    @Test("Shared styles and memo give what a fresh style gives, -0 and 0 each their own", arguments: ["en_US", "de_DE", "fr_FR"])
    func sameStrings(locale: String) {
        let math = RangeMath(lower: 0, upper: 1000, step: nil, gap: 0)
        for format in Self.formats {
            // Twice over, and -0 before 0 the second time, so memo hits are checked as well as misses.
            for values in [Self.values, Self.values.reversed()] {
                let formatter = ValueFormatter(format: format, math: math, locale: locale)
                for v in values {
                    expectEqual(formatter.string(v), Self.fresh(format, v, locale: locale, digits: 2), "\(format) \(v) \(locale)")
                }
            }
        }
    }

    @Test("A style is made once per format, digits and locale, however many sliders and threads use it")
    func madeOnce() async {
        let math = RangeMath(lower: 0, upper: 1, step: 0.001, gap: 0)
        let format = ValueFormat(.number, minimumFractionDigits: 3, maximumFractionDigits: 3, grouping: false)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 { group.addTask { for _ in 0..<50 { _ = ValueFormatter(format: format, math: math, locale: "sv_SE").string(0.5) } } }
        }
        let key = ValueFormatter.Key(format: format, automaticDigits: 3, locale: "sv_SE")
        expectEqual(ValueFormatter.shared.timesMade(key), 1)
        expectEqual(ValueFormatter.shared.timesMade(ValueFormatter.Key(format: format, automaticDigits: 3, locale: "nb_NO")), 0)
    }

    @Test("Two threads formatting at once give the strings one thread gives")
    func threads() async {
        let math = RangeMath(lower: 0, upper: 1000, step: 1, gap: 0)
        let formatter = ValueFormatter(format: ValueFormat(.currency(code: "JPY")), math: math, locale: "ja_JP")
        let serial = (0..<2000).map { formatter.string(Double($0 % 700)) }
        let parallel = await withTaskGroup(of: (Int, [String]).self) { group in
            for part in 0..<2 { group.addTask { (part, (0..<2000).map { formatter.string(Double($0 % 700)) }) } }
            var out: [[String]] = [[], []]
            for await (part, strings) in group { out[part] = strings }
            return out
        }
        expectEqual(parallel[0], serial)
        expectEqual(parallel[1], serial)
    }

    @Test("Formats that meet the same values keep their own strings in the memo, on four threads at once")
    func keysApart() async {
        let math = RangeMath(lower: 0, upper: 1000, step: nil, gap: 0)
        let made: [(ValueFormat, String)] = [(.automatic, "en_US"), (ValueFormat(.currency(code: "EUR")), "de_DE"),
                                             (ValueFormat(.percent), "fr_FR"), (ValueFormat(.number, maximumFractionDigits: 1), "en_US")]
        // Values no other test formats, so every one is first made here, by whichever thread comes first.
        let values = (0..<600).map { Double($0) * 1.375 + 0.0625 }
        let expected = made.map { format, locale in values.map { Self.fresh(format, $0, locale: locale, digits: 2) } }
        let got = await withTaskGroup(of: (Int, [[String]]).self) { group in
            for part in 0..<4 {
                group.addTask {
                    // Each thread goes through the formats in its own order.
                    let order = (0..<made.count).map { ($0 + part) % made.count }
                    var strings = Array(repeating: [String](), count: made.count)
                    for v in values {
                        for i in order { strings[i].append(ValueFormatter(format: made[i].0, math: math, locale: made[i].1).string(v)) }
                    }
                    return (part, strings)
                }
            }
            var out: [[[String]]] = Array(repeating: [], count: 4)
            for await (part, strings) in group { out[part] = strings }
            return out
        }
        for part in got { #expect(part == expected) }
    }
}
