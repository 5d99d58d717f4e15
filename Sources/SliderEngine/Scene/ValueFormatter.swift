import Foundation
import Synchronization

/// Turns values into readout and VoiceOver text with Foundation's `FormatStyle` under a pinned locale,
/// so the output never depends on the machine's locale. Numbers, percentages and US dollars in `en_US` are written
/// by `USNumberText`, which gives ICU's strings without loading ICU's data.
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
        /// Written without ICU (`USNumberText`).
        case plain(USNumberText)
    }

    private let key: Key
    private let prepared: Prepared
    /// The key's number in the process's table, so that looking a string up hashes two words, not the key's strings;
    /// two formatters have the same number exactly when they were made from the same key.
    let keyNumber: Int

    /// Creates a formatter for a slider whose math is `math`, in the locale `identifier` (such as `en_US`).
    public init(format: ValueFormat, math: RangeMath, locale identifier: String) {
        // The seed: as many decimals as the step has (at most 6), or up to two without a step.
        key = Key(format: format, automaticDigits: math.step == nil ? 2 : min(math.places, 6), locale: identifier)
        (prepared, keyNumber) = Self.shared.prepared(key)
    }

    /// The text of one value.
    public func string(_ value: Double) -> String {
        let v = value.isFinite ? value : 0
        if case .integer = prepared {
            // The seed example's `"\(Int($0))"`: truncation toward zero, no grouping, no locale.
            guard abs(v) < 9e18 else { return v < 0 ? "-9223372036854775808" : "9223372036854775807" }
            return String(Int(v))
        }
        if case .plain(let text) = prepared { return text.string(v) }
        if let known = Self.shared.known(keyNumber, v) { return known }
        let text: String
        switch prepared {
        case .number(let style): text = v.formatted(style)
        case .percent(let style): text = v.formatted(style)
        case .currency(let style): text = v.formatted(style)
        case .integer, .plain: text = ""
        }
        Self.shared.remember(keyNumber, v, text)
        return text
    }

    /// Whether this formatter's strings are written without ICU (`USNumberText`).
    var writesWithoutICU: Bool {
        if case .plain = prepared { return true }
        return false
    }

    /// The process's styles and strings.
    static let shared = Table()

    /// Loads ICU's number-formatting data, which every style shares but those `USNumberText` writes (once per
    /// process), formatting nothing that is kept. A caller with a core to spare, about to draw in other locales, runs
    /// it on a thread of its own while it does other work, so the first such formatter made afterwards finds the
    /// data loaded.
    public static func loadSharedData() {
        _ = 0.5.formatted(FloatingPointFormatStyle<Double>.number.locale(Locale(identifier: "en_US")))
    }

    /// Styles made once per key, behind one lock, and a bounded memo of what they made, in stripes of their own.
    ///
    /// The memo is looked up for every value of every case, from every thread of a `check`: behind one lock, the
    /// threads would contend for it. A value's bits choose its stripe.
    final class Table: Sendable {
        /// The value by its bits: `-0.0` and `0.0` are equal as numbers but may format differently.
        private struct Entry: Hashable {
            var key: Int
            var bits: UInt64
        }

        /// The styles made, in the order they were made: a style's number is its place. A list searched from the
        /// start rather than a dictionary: a process makes a style for each format of its designs, a handful, and a
        /// dictionary keyed by `Key` has the runtime check that `Key` is `Hashable` at the first formatter, a scan of
        /// every conformance record in the binary at every command's start.
        private struct Styles {
            var prepared: [(key: Key, style: Prepared)] = []

            func number(of key: Key) -> Int? {
                for i in prepared.indices where prepared[i].key == key { return i }
                return nil
            }
        }

        /// One stripe of the memo. Padded, so that two stripes' locks are never in one cache line.
        private final class Stripe: Sendable {
            let strings = Mutex<[Entry: String]>([:])
            let padding: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        }

        private let styles = Mutex(Styles())
        private let stripes = (0..<Table.stripeCount).map { _ in Stripe() }
        /// Strings kept before the memo starts again, over all stripes.
        static let capacity = 1 << 16
        static let stripeCount = 16

        func prepared(_ key: Key) -> (Prepared, Int) {
            // Made under the lock, so two threads asking at once make it once (it happens once per key).
            styles.withLock { styles in
                if let number = styles.number(of: key) { return (styles.prepared[number].style, number) }
                let style = Self.make(key)
                styles.prepared.append((key, style))
                return (style, styles.prepared.count - 1)
            }
        }

        /// How many times the style of `key` was made (for tests: once): its entries in the list, so a style made
        /// twice, by two threads that both missed it, counts twice.
        func timesMade(_ key: Key) -> Int { styles.withLock { $0.prepared.reduce(0) { $0 + ($1.key == key ? 1 : 0) } } }

        /// The top four bits of a multiplicative hash of the value's bits: one of the 16 stripes.
        private func stripe(_ value: Double) -> Int {
            Int(truncatingIfNeeded: (value.bitPattern &* 0x9E37_79B9_7F4A_7C15) >> 60)
        }

        func known(_ key: Int, _ value: Double) -> String? {
            stripes[stripe(value)].strings.withLock { $0[Entry(key: key, bits: value.bitPattern)] }
        }

        func remember(_ key: Int, _ value: Double, _ text: String) {
            stripes[stripe(value)].strings.withLock {
                if $0.count >= Self.capacity / Self.stripeCount { $0.removeAll(keepingCapacity: true) }
                $0[Entry(key: key, bits: value.bitPattern)] = text
            }
        }

        private static func make(_ key: Key) -> Prepared {
            if let plain = USNumberText(key.format, automaticDigits: key.automaticDigits, locale: key.locale) { return .plain(plain) }
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
        fractionBounds.map { bounds in bounds.high.map { .fractionLength(bounds.low...$0) } ?? .fractionLength(bounds.low...) }
    }
}
