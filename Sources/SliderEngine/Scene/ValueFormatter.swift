import Foundation

/// Turns values into readout and VoiceOver text with Foundation's `FormatStyle` under a pinned locale,
/// so the output never depends on the machine's locale.
public struct ValueFormatter: Sendable {
    private let format: ValueFormat
    private let locale: Locale
    private let automaticDigits: Int

    /// Creates a formatter for a slider whose math is `math`, in the locale `identifier` (such as `en_US`).
    public init(format: ValueFormat, math: RangeMath, locale identifier: String) {
        self.format = format
        self.locale = Locale(identifier: identifier)
        // The seed: as many decimals as the step has (at most 6), or up to two without a step.
        self.automaticDigits = math.step == nil ? 2 : min(math.places, 6)
    }

    /// The text of one value.
    public func string(_ value: Double) -> String {
        let v = value.isFinite ? value : 0
        switch format.style {
        case .automatic:
            return v.formatted(.number.precision(.fractionLength(0...automaticDigits)).locale(locale))
        case .integer:
            // The seed example's `"\(Int($0))"`: truncation toward zero, no grouping, no locale.
            guard abs(v) < 9e18 else { return v < 0 ? "-9223372036854775808" : "9223372036854775807" }
            return String(Int(v))
        case .number:
            var style = FloatingPointFormatStyle<Double>.number.locale(locale)
            if let precision { style = style.precision(precision) }
            if let grouping = format.grouping { style = style.grouping(grouping ? .automatic : .never) }
            return v.formatted(style)
        case .percent:
            var style = FloatingPointFormatStyle<Double>.Percent.percent.locale(locale)
            if let precision { style = style.precision(precision) }
            if let grouping = format.grouping { style = style.grouping(grouping ? .automatic : .never) }
            return v.formatted(style)
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let precision { style = style.precision(precision) }
            if let grouping = format.grouping { style = style.grouping(grouping ? .automatic : .never) }
            return v.formatted(style)
        }
    }

    private var precision: NumberFormatStyleConfiguration.Precision? {
        switch (format.minimumFractionDigits, format.maximumFractionDigits) {
        case (nil, nil): return nil
        case let (low?, nil): return .fractionLength(max(low, 0)...)
        case let (nil, high?): return .fractionLength(0...max(high, 0))
        case let (low?, high?): return .fractionLength(max(min(low, high), 0)...max(low, high, 0))
        }
    }
}
