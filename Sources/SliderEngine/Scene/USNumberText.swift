/// What Foundation's `FormatStyle` writes in the `en_US` locale for numbers, percentages and US dollars, written
/// without ICU.
///
/// Making the first ICU style of a process loads ICU's data, a large part of a short command's run. Most designs are
/// drawn in `en_US`, so `ValueFormatter` writes those formats itself and loads ICU only for other locales and
/// currencies. The rules are ICU's, as tests hold them against ICU value by
/// value:
/// - the value's digits are the shortest that read back as the same `Double` (what `description` prints), and a
///   percentage moves their point two places;
/// - they are rounded half to even at the last fraction digit kept, and trailing zeros beyond the fewest are dropped;
/// - thousands are grouped with commas, three digits at a time;
/// - a value whose sign bit is set, `-0.0` and values that round to zero among them, starts with `-`, before `$`.
struct USNumberText: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case number, percent, dollars }

    var kind: Kind
    var fewestFractionDigits: Int
    /// nil: as many as the value's shortest digits have.
    var mostFractionDigits: Int?
    var grouping: Bool

    /// The text for `format` in `locale` when it is one of these; nil when only ICU knows it.
    init?(_ format: ValueFormat, automaticDigits: Int, locale: String) {
        guard locale == "en_US" else { return nil }
        let bounds = format.fractionBounds
        switch format.style {
        case .automatic:
            (kind, fewestFractionDigits, mostFractionDigits, grouping) = (.number, 0, automaticDigits, true)
            return
        case .integer:
            return nil
        case .number: kind = .number
        case .percent: kind = .percent
        case .currency(let code):
            guard code == "USD" else { return nil }
            kind = .dollars
        }
        // ICU's defaults: up to six fraction digits for numbers and percentages, two for dollars.
        let defaults = kind == .dollars ? (2, 2) : (0, 6)
        fewestFractionDigits = bounds?.low ?? defaults.0
        mostFractionDigits = bounds == nil ? defaults.1 : bounds?.high
        grouping = format.grouping ?? true
    }

    /// The text of a finite value.
    func string(_ value: Double) -> String {
        var (digits, point) = Self.shortestDigits(abs(value))
        if kind == .percent, !digits.isEmpty { point += 2 }
        if let most = mostFractionDigits { Self.round(&digits, &point, keeping: point + most) }
        // The character of the digit `at` places after the first one: a zero before the digits start or after they end.
        func digit(_ at: Int) -> UInt8 { UInt8(ascii: "0") + (at >= 0 && at < digits.count ? digits[at] : 0) }
        var text: [UInt8] = []
        if value.sign == .minus { text.append(UInt8(ascii: "-")) }
        if kind == .dollars { text.append(UInt8(ascii: "$")) }
        // The whole part: the digits before the point, with a leading zero when there are none.
        let whole = max(point, 1)
        for i in 0..<whole {
            if grouping, i > 0, (whole - i) % 3 == 0 { text.append(UInt8(ascii: ",")) }
            text.append(digit(i - (whole - point)))
        }
        let fraction = max(digits.count - point, fewestFractionDigits, 0)
        if fraction > 0 {
            text.append(UInt8(ascii: "."))
            for i in 0..<fraction { text.append(digit(point + i)) }
        }
        if kind == .percent { text.append(UInt8(ascii: "%")) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The shortest decimal digits that read back as `value` (non-negative and finite), without leading or trailing
    /// zeros, and where the point goes: the value is 0.d₁d₂… × 10^point. Zero has no digits.
    static func shortestDigits(_ value: Double) -> (digits: [UInt8], point: Int) {
        var digits: [UInt8] = []
        var point = 0
        var afterPoint = false
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in value.description.utf8 {
            switch byte {
            case UInt8(ascii: "."): afterPoint = true
            case UInt8(ascii: "e"): inExponent = true
            case UInt8(ascii: "-") where inExponent: exponentSign = -1
            case UInt8(ascii: "+"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let d = byte - UInt8(ascii: "0")
                if inExponent {
                    exponent = exponent * 10 + Int(d)
                } else if digits.isEmpty && d == 0 {
                    if afterPoint { point -= 1 }
                } else {
                    digits.append(d)
                    if !afterPoint { point += 1 }
                }
            default: break
            }
        }
        while digits.last == 0 { digits.removeLast() }
        return (digits, digits.isEmpty ? 0 : point + exponentSign * exponent)
    }

    /// Rounds half to even so that `keep` digits are left (none below zero), as ICU rounds.
    static func round(_ digits: inout [UInt8], _ point: inout Int, keeping keep: Int) {
        guard keep < digits.count else { return }
        guard keep >= 0 else {
            (digits, point) = ([], 0)
            return
        }
        let first = digits[keep]
        // Digits are trimmed, so any digit after the first dropped one makes the rest more than a half.
        let last = keep > 0 ? digits[keep - 1] : 0
        let up = first > 5 || (first == 5 && (keep + 1 < digits.count || last % 2 == 1))
        digits.removeSubrange(keep...)
        if up {
            var i = keep - 1
            while i >= 0 && digits[i] == 9 {
                digits[i] = 0
                i -= 1
            }
            if i >= 0 {
                digits[i] += 1
            } else {
                digits.insert(1, at: 0)
                point += 1
            }
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { point = 0 }
    }
}

extension ValueFormat {
    /// The fraction digits asked for: the fewest and the most (nil: no most); nil when neither bound is given.
    var fractionBounds: (low: Int, high: Int?)? {
        switch (minimumFractionDigits, maximumFractionDigits) {
        case (nil, nil): return nil
        case let (low?, nil): return (max(low, 0), nil)
        case let (nil, high?): return (0, max(high, 0))
        case let (low?, high?): return (max(min(low, high), 0), max(low, high, 0))
        }
    }
}
