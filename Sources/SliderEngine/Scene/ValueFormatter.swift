import Foundation
import Synchronization

/// Turns values into readout and VoiceOver text with Foundation's `FormatStyle` under a pinned locale,
/// so the output never depends on the machine's locale.
///
/// The styles are built once per (format, digits, locale) in the process, and the strings they make are kept in one
/// bounded table that every engine and every thread shares: a suite of a thousand cases of one design formats each
/// value once. Formatting is a pure function of the key and the value, so what the table holds never changes output.
public struct ValueFormatter: Sendable {
    /// What a formatter is made from.
    struct Key: Hashable, Sendable {
        var format: ValueFormat
        var automaticDigits: Int
        var locale: String
    }

    /// A style made ready to format.
    enum Prepared: Sendable {
        case number(FloatingPointFormatStyle<Double>)
        case percent(FloatingPointFormatStyle<Double>.Percent)
        case currency(FloatingPointFormatStyle<Double>.Currency)
        case integer
    }

    private let key: Key
    private let prepared: Prepared

    /// Creates a formatter for a slider whose math is `math`, in the locale `identifier` (such as `en_US`).
    public init(format: ValueFormat, math: RangeMath, locale identifier: String) {
        // The seed: as many decimals as the step has (at most 6), or up to two without a step.
        key = Key(format: format, automaticDigits: math.step == nil ? 2 : min(math.places, 6), locale: identifier)
        prepared = Self.shared.prepared(key)
    }

    /// The text of one value.
    public func string(_ value: Double) -> String {
        let v = value.isFinite ? value : 0
        if case .integer = prepared {
            // The seed example's `"\(Int($0))"`: truncation toward zero, no grouping, no locale.
            guard abs(v) < 9e18 else { return v < 0 ? "-9223372036854775808" : "9223372036854775807" }
            return String(Int(v))
        }
        if let known = Self.shared.known(key, v) { return known }
        let text: String
        switch prepared {
        case .number(let style): text = v.formatted(style)
        case .percent(let style): text = v.formatted(style)
        case .currency(let style): text = v.formatted(style)
        case .integer: text = ""
        }
        Self.shared.remember(key, v, text)
        return text
    }

    /// The process's styles and strings.
    static let shared = Table()

    /// Styles made once per key, and a bounded memo of what they made, behind one lock.
    final class Table: Sendable {
        /// The value by its bits: `-0.0` and `0.0` are equal as numbers but may format differently.
        private struct Entry: Hashable {
            var key: Key
            var bits: UInt64
        }

        private struct State {
            var styles: [Key: Prepared] = [:]
            var made: [Key: Int] = [:]
            var strings: [Entry: String] = [:]
        }

        private let state = Mutex(State())
        /// Strings kept before the memo starts again.
        static let capacity = 1 << 16

        func prepared(_ key: Key) -> Prepared {
            // Made under the lock, so two threads asking at once make it once (it happens once per key).
            state.withLock { state in
                if let made = state.styles[key] { return made }
                let made = Self.make(key)
                state.styles[key] = made
                state.made[key, default: 0] += 1
                return made
            }
        }

        /// How many times the style of `key` was made (for tests: once).
        func timesMade(_ key: Key) -> Int { state.withLock { $0.made[key] ?? 0 } }

        func known(_ key: Key, _ value: Double) -> String? {
            state.withLock { $0.strings[Entry(key: key, bits: value.bitPattern)] }
        }

        func remember(_ key: Key, _ value: Double, _ text: String) {
            state.withLock {
                if $0.strings.count >= Self.capacity { $0.strings.removeAll(keepingCapacity: true) }
                $0.strings[Entry(key: key, bits: value.bitPattern)] = text
            }
        }

        private static func make(_ key: Key) -> Prepared {
            let locale = Locale(identifier: key.locale)
            let format = key.format
            switch format.style {
            case .automatic:
                return .number(FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...key.automaticDigits)).locale(locale))
            case .integer:
                return .integer
            case .number:
                var style = FloatingPointFormatStyle<Double>.number.locale(locale)
                if let precision = format.precision { style = style.precision(precision) }
                if let grouping = format.grouping { style = style.grouping(grouping ? .automatic : .never) }
                return .number(style)
            case .percent:
                var style = FloatingPointFormatStyle<Double>.Percent.percent.locale(locale)
                if let precision = format.precision { style = style.precision(precision) }
                if let grouping = format.grouping { style = style.grouping(grouping ? .automatic : .never) }
                return .percent(style)
            case .currency(let code):
                var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
                if let precision = format.precision { style = style.precision(precision) }
                if let grouping = format.grouping { style = style.grouping(grouping ? .automatic : .never) }
                return .currency(style)
            }
        }
    }
}

extension ValueFormat {
    /// The fraction digits asked for, as a `FormatStyle` precision; nil when neither bound is given.
    fileprivate var precision: NumberFormatStyleConfiguration.Precision? {
        switch (minimumFractionDigits, maximumFractionDigits) {
        case (nil, nil): return nil
        case let (low?, nil): return .fractionLength(max(low, 0)...)
        case let (nil, high?): return .fractionLength(0...max(high, 0))
        case let (low?, high?): return .fractionLength(max(min(low, high), 0)...max(low, high, 0))
        }
    }
}
