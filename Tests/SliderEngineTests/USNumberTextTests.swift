import Foundation
import Testing
@testable import SliderEngine
@testable import SliderDocuments
import TestSupport

/// `USNumberText` writes `en_US` numbers, percentages and dollars without ICU. It must give ICU's string for every
/// value, so each format here is compared with Foundation's own style, built as `ValueFormatter` builds it, over
/// values chosen to meet every rule: ties at each digit, carries through nines, negative values rounding to zero,
/// `-0.0`, grouping edges, shortest digits in exponent form, subnormals and huge values, and seeded random values.
@Suite("en_US numbers without ICU")
struct USNumberTextTests {
    static let formats: [ValueFormat] = [
        .automatic,
        ValueFormat(.number), ValueFormat(.number, maximumFractionDigits: 0), ValueFormat(.number, maximumFractionDigits: 1),
        ValueFormat(.number, minimumFractionDigits: 2), ValueFormat(.number, minimumFractionDigits: 1, maximumFractionDigits: 3),
        ValueFormat(.number, minimumFractionDigits: 3, maximumFractionDigits: 1, grouping: false),
        ValueFormat(.number, maximumFractionDigits: 9, grouping: true),
        ValueFormat(.percent), ValueFormat(.percent, maximumFractionDigits: 0), ValueFormat(.percent, minimumFractionDigits: 1, maximumFractionDigits: 2),
        ValueFormat(.percent, grouping: false),
        ValueFormat(.currency(code: "USD")), ValueFormat(.currency(code: "USD"), maximumFractionDigits: 0),
        ValueFormat(.currency(code: "USD"), minimumFractionDigits: 0, maximumFractionDigits: 2),
        ValueFormat(.currency(code: "USD"), minimumFractionDigits: 3, grouping: false),
    ]

    /// Values that meet each rule, and their negatives.
    static let chosen: [Double] = {
        var values: [Double] = [0, 0.5, 1.5, 2.5, 0.05, 0.15, 0.25, 0.125, 0.375, 2.675, 1.005, 0.015, 0.045, 999.995, 9.995,
                                99.5, 999.5, 9_999.5, 0.3, 0.1 + 0.2, 1 / 3, 2 / 3, 0.999_999_5, 0.000_000_5, 0.000_001,
                                0.000_000_1, 1e-5, .leastNonzeroMagnitude, 2.2250738585072014e-308, 999, 1000, 9999, 10_000, 99_999,
                                100_000, 999_999.5, 1_234_567.891, 1e15, 1e16, 123_456_789_012_345_680, 1.7976931348623157e308,
                                0.004_999, 0.005, 0.005_000_1, 0.994_999, 0.995, 12.345, 0.000_049_9, 0.5e-6, 1.5e-6]
        values += values.map { -$0 }
        return values
    }()

    /// Seeded values of many sizes: plain, on a step's grid, and near ties.
    static let random: [Double] = {
        var random = SplitMix64(seed: 0x5EED_2026)
        var values: [Double] = []
        for i in 0..<1500 {
            let unit = random.unit()
            let scale = [1e-7, 1e-3, 1, 10, 1000, 1e6, 1e12][i % 7]
            let sign: Double = random.next() & 1 == 0 ? 1 : -1
            values.append(sign * unit * scale)
            values.append(sign * (unit * 10_000).rounded() / 1000)
            values.append(sign * ((unit * 1000).rounded() + 0.5) / 100)
        }
        return values
    }()

    /// Foundation's string, with the style `ValueFormatter` would make through ICU.
    static func icu(_ format: ValueFormat, _ value: Double, digits: Int) -> String {
        let locale = Locale(identifier: "en_US")
        var precision: NumberFormatStyleConfiguration.Precision?
        if let bounds = format.fractionBounds { precision = bounds.high.map { .fractionLength(bounds.low...$0) } ?? .fractionLength(bounds.low...) }
        let grouping: NumberFormatStyleConfiguration.Grouping? = format.grouping.map { $0 ? .automatic : .never }
        switch format.style {
        case .automatic:
            return value.formatted(FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...digits)).locale(locale))
        case .number:
            var style = FloatingPointFormatStyle<Double>.number.locale(locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            return value.formatted(style)
        case .percent:
            var style = FloatingPointFormatStyle<Double>.Percent.percent.locale(locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            return value.formatted(style)
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            return value.formatted(style)
        case .integer:
            return String(Int(value))
        }
    }

    @Test("Every format gives ICU's string for every chosen and seeded value", arguments: formats)
    func sameAsICU(format: ValueFormat) throws {
        for digits in format.style == .automatic ? [0, 1, 2, 3, 6] : [2] {
            let text = try #require(USNumberText(format, automaticDigits: digits, locale: "en_US"))
            var mismatches = 0
            for value in Self.chosen + Self.random {
                let expected = Self.icu(format, value, digits: digits)
                let actual = text.string(value)
                if actual != expected {
                    mismatches += 1
                    if mismatches <= 5 { Issue.record("\(format) digits \(digits), \(value): ICU \"\(expected)\", ours \"\(actual)\"") }
                }
            }
            expectEqual(mismatches, 0)
        }
    }

    @Test("Other locales, other currencies and the integer style are left to ICU")
    func onlyWhatItKnows() {
        expectNil(USNumberText(.automatic, automaticDigits: 2, locale: "en_GB"))
        expectNil(USNumberText(.automatic, automaticDigits: 2, locale: "de_DE"))
        expectNil(USNumberText(ValueFormat(.currency(code: "EUR")), automaticDigits: 2, locale: "en_US"))
        expectNil(USNumberText(ValueFormat(.integer), automaticDigits: 2, locale: "en_US"))
        expectNotNil(USNumberText(ValueFormat(.currency(code: "USD")), automaticDigits: 2, locale: "en_US"))
    }

    @Test("ValueFormatter writes en_US formats without ICU, and the strings are the same")
    func formatterUsesIt() {
        let math = RangeMath(lower: 0, upper: 1000, step: 10, gap: 0)
        let format = ValueFormat(.currency(code: "USD"), maximumFractionDigits: 0)
        let formatter = ValueFormatter(format: format, math: math, locale: "en_US")
        #expect(formatter.writesWithoutICU)
        #expect(!ValueFormatter(format: format, math: math, locale: "de_DE").writesWithoutICU)
        for value in [0.0, 120, 480, 1000, -0.0, 1234.5] {
            expectEqual(formatter.string(value), Self.icu(format, value, digits: 0))
        }
    }

    @Test("Shortest digits and where the point goes")
    func digits() {
        #expect(USNumberText.shortestDigits(0).digits.isEmpty)
        #expect(USNumberText.shortestDigits(12.5) == ([1, 2, 5], 2))
        #expect(USNumberText.shortestDigits(0.05) == ([5], -1))
        #expect(USNumberText.shortestDigits(1e-6) == ([1], -5))
        #expect(USNumberText.shortestDigits(1e16) == ([1], 17))
        #expect(USNumberText.shortestDigits(1200) == ([1, 2], 4))
    }
}
