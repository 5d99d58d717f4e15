import SliderEngine
/// The fast path of `TraceStream`: the common events (with or without a page's `"slider": N`) read straight from the
/// bytes, with no tree, no strings and no allocation. It accepts only what the tree reader would accept with the same result; anything it does not
/// recognise (another key, an escape, `null`, an odd number, a rule broken) returns nil and goes to the tree reader,
/// which then produces the event or the exact error.
extension TraceStream {
    /// The event starting at `start` and ending before `end`, where it ended, and the newlines inside it; nil to
    /// defer to the tree reader.
    func scanEvent(from start: Int, to end: Int) -> (event: TimedEvent<Double>, end: Int, newlines: Int, lastNewline: Int)? {
        let previous = previousTime ?? 0
        return bytes.withUnsafeBufferPointer { buffer in Self.scan(buffer, start, end, previous: previous, targets: self.targets) }
    }

    /// After an element of the events array: the whitespace and comma before the next element and the element itself,
    /// when that is a common event wholly in the buffer; where it ended, and the newlines on the way. Nil for anything
    /// else (the end of the array, the end of the buffer, a syntax error, an event for the tree reader), which the
    /// element-by-element path then reads from the same place.
    func scanNextEvent() -> (event: TimedEvent<Double>, end: Int, newlines: Int, lastNewline: Int)? {
        let previous = previousTime ?? 0
        let start = position
        return bytes.withUnsafeBufferPointer { b -> (event: TimedEvent<Double>, end: Int, newlines: Int, lastNewline: Int)? in
            let end = b.count
            var i = start, newlines = 0, lastNewline = -1
            var comma = false
            while i < end {
                let c = b[i]
                // The space first, then everything above it (the comma, or the element's first byte).
                if c == 0x20 {
                    i += 1
                } else if c > 0x20 {
                    guard c == UInt8(ascii: ","), !comma else { break }
                    comma = true
                    i += 1
                } else if c == 0x0A {
                    newlines += 1
                    lastNewline = i
                    i += 1
                } else if c == 0x09 || c == 0x0D {
                    i += 1
                } else {
                    break
                }
            }
            guard comma, let fast = Self.scan(b, i, end, previous: previous, targets: self.targets) else { return nil }
            return (fast.event, fast.end, newlines + fast.newlines, fast.newlines > 0 ? fast.lastNewline : lastNewline)
        }
    }

    /// The event types the fast path reads, and what each takes.
    enum FastType { case touchDown, touchMove, touchUp, touchCancel, increment, decrement }

    private static func scan(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, previous: Double, targets: TraceTargets)
        -> (event: TimedEvent<Double>, end: Int, newlines: Int, lastNewline: Int)? {
        var i = start
        var newlines = 0, lastNewline = -1
        func skip() {
            // Most often no whitespace or one space (`"t": 1, "x": 2`): settled in one or two comparisons.
            guard i < end, b[i] <= 0x20 else { return }
            if b[i] == 0x20, i + 1 < end, b[i + 1] > 0x20 {
                i += 1
                return
            }
            while i < end {
                let c = b[i]
                // Every byte that is not whitespace is above the space: one comparison ends the skip.
                if c > 0x20 { return }
                if c == 0x20 || c == 0x09 || c == 0x0D { i += 1 } else if c == 0x0A { newlines += 1; lastNewline = i; i += 1 } else { return }
            }
        }
        guard i < end, b[i] == UInt8(ascii: "{") else { return nil }
        i += 1
        var t: Double?, x: Double?, y: Double?, slider: Double?
        var type: FastType?
        var thumb: Thumb?
        var seen: UInt8 = 0
        skip()
        guard i < end, b[i] != UInt8(ascii: "}") else { return nil }
        while true {
            skip()
            guard i < end, b[i] == UInt8(ascii: "\"") else { return nil }
            let keyStart = i + 1
            let key: UInt8
            if keyStart + 1 < end, b[keyStart + 1] == UInt8(ascii: "\"") {
                // A one-letter key: `"t"`, `"x"`, `"y"`.
                let c = b[keyStart]
                key = c == UInt8(ascii: "t") ? Self.keyT : c == UInt8(ascii: "x") ? Self.keyX : c == UInt8(ascii: "y") ? Self.keyY : 0
                i = keyStart + 2
            } else if keyStart + 4 < end, b[keyStart + 4] == UInt8(ascii: "\""), let base = b.baseAddress,
                      UnsafeRawPointer(base + keyStart).loadUnaligned(as: UInt32.self) == Self.typeKey {
                key = Self.keyType
                i = keyStart + 5
            } else {
                i = keyStart
                while i < end, b[i] != UInt8(ascii: "\""), b[i] != UInt8(ascii: "\\") { i += 1 }
                guard i < end, b[i] == UInt8(ascii: "\"") else { return nil }
                key = Self.key(b, keyStart, i)
                i += 1
            }
            skip()
            guard i < end, b[i] == UInt8(ascii: ":") else { return nil }
            i += 1
            skip()
            guard key != 0, seen & key == 0 else { return nil }
            seen |= key
            switch key {
            case Self.keyT: guard let v = Self.number(b, &i, end) else { return nil }; t = v
            case Self.keyX: guard let v = Self.number(b, &i, end) else { return nil }; x = v
            case Self.keyY: guard let v = Self.number(b, &i, end) else { return nil }; y = v
            case Self.keySlider: guard let v = Self.number(b, &i, end) else { return nil }; slider = v
            case Self.keyType:
                if let known = Self.knownType(b, &i, end) {
                    type = known
                } else {
                    guard let word = Self.word(b, &i, end) else { return nil }
                    type = Self.fastType(b, word)
                    if type == nil { return nil }
                }
            default:
                guard let word = Self.word(b, &i, end) else { return nil }
                if Self.equals(b, word, "lower") { thumb = .lower } else if Self.equals(b, word, "upper") { thumb = .upper } else { return nil }
            }
            skip()
            guard i < end else { return nil }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            guard b[i] == UInt8(ascii: "}") else { return nil }
            i += 1
            break
        }
        guard let t, let type, t >= 0, t <= TraceDocument.maximumTime, t >= previous else { return nil }
        var index = 0
        if let slider {
            guard slider >= 0, slider == slider.rounded(), slider < Double(SceneDocument.maximumSliders) * 2,
                  targets.slider(Int(slider)) != nil else { return nil }
            index = Int(slider)
        }
        let event: TimedEvent<Double>
        func inReach(_ c: Double) -> Bool { abs(c) <= TraceDocument.maximumCoordinate }
        switch type {
        case .touchDown, .touchMove:
            guard thumb == nil, let x, inReach(x), y.map(inReach) ?? true else { return nil }
            event = TimedEvent(t: t, type == .touchDown ? .touchDown(x: x, y: y) : .touchMove(x: x, y: y), slider: index)
        case .touchUp, .touchCancel:
            guard thumb == nil, x == nil, y == nil else { return nil }
            event = TimedEvent(t: t, type == .touchUp ? .touchUp : .touchCancel, slider: index)
        case .increment, .decrement:
            guard x == nil, y == nil else { return nil }
            let which: Thumb
            switch (targets.slider(index) ?? targets.first).kind {
            case .range: guard let thumb else { return nil }; which = thumb
            case .single: guard thumb == nil else { return nil }; which = .lower
            }
            event = TimedEvent(t: t, type == .increment ? .increment(which) : .decrement(which), slider: index)
        }
        return (event, i, newlines, lastNewline)
    }

    /// `type` as the four bytes `scan` loads (little-endian: the first letter in the low byte).
    static let typeKey = UInt32(0x6570_7974)

    static let keyT: UInt8 = 1, keyType: UInt8 = 2, keyX: UInt8 = 4, keyY: UInt8 = 8, keyThumb: UInt8 = 16, keySlider: UInt8 = 32

    /// The bit of a key of five letters or more, or 0 for a key the fast path leaves to the tree reader. (`scan`
    /// reads the one-letter keys and `type` itself, before it looks for the end of a longer key.)
    @inline(__always)
    private static func key(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> UInt8 {
        switch e - s {
        case 5: return equals(b, s..<e, "thumb") ? keyThumb : 0
        case 6: return equals(b, s..<e, "slider") ? keySlider : 0
        default: return 0
        }
    }

    /// A string value without escapes, as the range of its characters.
    @inline(__always)
    private static func word(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int) -> Range<Int>? {
        guard i < end, b[i] == UInt8(ascii: "\"") else { return nil }
        let s = i + 1
        var j = s
        while j < end, b[j] != UInt8(ascii: "\""), b[j] != UInt8(ascii: "\\"), b[j] >= 0x20, b[j] < 0x80 { j += 1 }
        guard j < end, b[j] == UInt8(ascii: "\"") else { return nil }
        i = j + 1
        return s..<j
    }

    /// The event types of nine letters (`touchMove`, `touchDown`, `increment`, `decrement`), read from the opening
    /// quote at `i` without looking for the closing one byte by byte: the quote nine letters on, then the letters as
    /// two loads. Nil, with `i` unmoved, for anything else (which `word` and `fastType` then read).
    @inline(__always)
    private static func knownType(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int) -> FastType? {
        guard i + 10 < end, b[i] == UInt8(ascii: "\""), b[i + 10] == UInt8(ascii: "\""), let base = b.baseAddress else { return nil }
        let letters = UnsafeRawPointer(base + i + 1)
        let head = letters.loadUnaligned(as: UInt64.self), tail = letters.loadUnaligned(fromByteOffset: 1, as: UInt64.self)
        let type: FastType
        if head == nine.touchMove.head && tail == nine.touchMove.tail {
            type = .touchMove
        } else if head == nine.touchDown.head && tail == nine.touchDown.tail {
            type = .touchDown
        } else if head == nine.increment.head && tail == nine.increment.tail {
            type = .increment
        } else if head == nine.decrement.head && tail == nine.decrement.tail {
            type = .decrement
        } else {
            return nil
        }
        i += 11
        return type
    }

    /// The first and the last eight bytes of each nine-letter event type, as `knownType` loads them (little-endian:
    /// the first letter in the low byte); written out, so reading them needs no lazy initialisation. A test checks
    /// them against the words.
    static let nine = (touchMove: (head: UInt64(0x766F4D6863756F74), tail: UInt64(0x65766F4D6863756F)),
                       touchDown: (head: UInt64(0x776F446863756F74), tail: UInt64(0x6E776F446863756F)),
                       increment: (head: UInt64(0x6E656D6572636E69), tail: UInt64(0x746E656D6572636E)),
                       decrement: (head: UInt64(0x6E656D6572636564), tail: UInt64(0x746E656D65726365)))

    private static func fastType(_ b: UnsafeBufferPointer<UInt8>, _ w: Range<Int>) -> FastType? {
        switch w.count {
        case 7: return equals(b, w, "touchUp") ? .touchUp : nil
        case 9:
            if equals(b, w, "touchDown") { return .touchDown }
            if equals(b, w, "touchMove") { return .touchMove }
            if equals(b, w, "increment") { return .increment }
            if equals(b, w, "decrement") { return .decrement }
            return nil
        case 11: return equals(b, w, "touchCancel") ? .touchCancel : nil
        default: return nil
        }
    }

    private static func equals(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, _ word: StaticString) -> Bool {
        let n = r.count
        guard n == word.utf8CodeUnitCount, let base = b.baseAddress else { return false }
        let a = UnsafeRawPointer(base + r.lowerBound), w = UnsafeRawPointer(word.utf8Start)
        // Words of 4 to 16 bytes (every key and event type) as two loads each, overlapping in the middle.
        if n >= 8 && n <= 16 {
            return a.loadUnaligned(as: UInt64.self) == w.loadUnaligned(as: UInt64.self)
                && a.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) == w.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        }
        if n >= 4 && n < 8 {
            return a.loadUnaligned(as: UInt32.self) == w.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self) == w.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
        }
        for k in 0..<n where a.load(fromByteOffset: k, as: UInt8.self) != w.load(fromByteOffset: k, as: UInt8.self) { return false }
        return true
    }

    /// Powers of ten exact in a Double.
    /// (Written out, so the array is a constant of the binary and reading it needs no lazy initialisation.)
    private static let exactPowers: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
                                                1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    /// A JSON number, exactly as `Double(text)` reads it, when it has at most 19 digits and the Clinger fast path
    /// applies (mantissa below 2⁵³, a power of ten up to 10²²); nil otherwise, and for anything that is not valid
    /// JSON number syntax.
    static func number(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ end: Int) -> Double? {
        var j = i
        let negative = j < end && b[j] == UInt8(ascii: "-")
        if negative { j += 1 }
        guard j < end, b[j] &- UInt8(ascii: "0") <= 9 else { return nil }
        // Every digit goes into the mantissa, leading zeros too (they add nothing), so 19 digits cannot overflow it;
        // a longer number goes to the tree reader.
        var mantissa: UInt64 = 0, exponent = 0
        let first = j
        if b[j] == UInt8(ascii: "0") {
            j += 1
            if j < end, b[j] &- UInt8(ascii: "0") <= 9 { return nil }
        } else {
            while j < end {
                let d = b[j] &- UInt8(ascii: "0")
                if d > 9 { break }
                mantissa = mantissa &* 10 &+ UInt64(d)
                j += 1
            }
        }
        var digits = j - first
        if j < end, b[j] == UInt8(ascii: ".") {
            j += 1
            let fraction = j
            while j < end {
                let d = b[j] &- UInt8(ascii: "0")
                if d > 9 { break }
                mantissa = mantissa &* 10 &+ UInt64(d)
                j += 1
            }
            guard j > fraction else { return nil }
            exponent = fraction - j
            digits += j - fraction
        }
        guard digits <= 19 else { return nil }
        if j < end, b[j] == UInt8(ascii: "e") || b[j] == UInt8(ascii: "E") {
            j += 1
            var sign = 1
            if j < end, b[j] == UInt8(ascii: "+") || b[j] == UInt8(ascii: "-") {
                if b[j] == UInt8(ascii: "-") { sign = -1 }
                j += 1
            }
            let exponentStart = j
            var e = 0
            while j < end, b[j] >= UInt8(ascii: "0"), b[j] <= UInt8(ascii: "9") {
                guard e < 10_000 else { return nil }
                e = e * 10 + Int(b[j] - UInt8(ascii: "0"))
                j += 1
            }
            guard j > exponentStart else { return nil }
            exponent += sign * e
        }
        guard mantissa <= 1 << 53 else { return nil }
        let m = Double(mantissa)
        let value: Double
        if mantissa == 0 {
            value = 0
        } else if exponent >= 0 {
            guard exponent <= 22 else { return nil }
            value = m * exactPowers[exponent]
        } else {
            guard exponent >= -22 else { return nil }
            value = m / exactPowers[-exponent]
        }
        guard value.isFinite else { return nil }
        i = j
        return negative ? -value : value
    }
}
