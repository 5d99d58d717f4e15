/// The one way the package writes JSON strings and numbers, so every JSON file and JSON Lines log reads alike.
public enum JSONText {
    /// A JSON string literal that is also inert inside HTML script data: besides the JSON escapes, `<`, `>`, `&`
    /// and the two JavaScript line terminators become `\u` escapes (so `</script>` and `<!--` cannot appear).
    /// `"`, `\`, newline, return and tab get their short escapes; `<`, `>`, `&`, U+2028, U+2029, the controls and DEL
    /// get `\u` and four lowercase hex digits; everything else is copied.
    public static func quote(_ text: String) -> String {
        var out: [UInt8] = []
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `quote(text)` as UTF-8 to `out`, straight from the string's bytes: runs that need no escape (most
    /// text: labels, paths, values, an en dash) are copied whole, and each escape is written where it falls, without
    /// building a string (the escapes are `appendEscaped`'s, the one place they are written); `quote` is this as a string.
    @inlinable
    public static func appendQuoted<Sink: ByteSink>(_ text: String, to out: inout Sink) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(text, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends what `appendQuoted` writes between the quotes: so a literal made of several strings (a folder, `/`
    /// and a file name) is written without joining them first.
    @inlinable
    public static func appendEscaped<Sink: ByteSink>(_ text: String, to out: inout Sink) {
        // `withUTF8` rather than `withContiguousStorageIfAvailable`, whose `Void?` result looks up `Optional`'s
        // metadata at run time on every call. A native string's bytes are read where they are.
        var text = text
        text.withUTF8 { bytes in
            var run = 0, i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if isPlain(byte) {
                    i += 1
                    continue
                }
                // E2 80 A8 and E2 80 A9 are U+2028 and U+2029; E2 starts other characters too, which stay as they are.
                if byte == 0xE2 {
                    guard i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 else {
                        i += 1
                        continue
                    }
                }
                out.appendBytes(UnsafeBufferPointer(rebasing: bytes[run..<i]))
                switch byte {
                case UInt8(ascii: "\""): appendLiteral("\\\"", to: &out)
                case UInt8(ascii: "\\"): appendLiteral("\\\\", to: &out)
                case UInt8(ascii: "\n"): appendLiteral("\\n", to: &out)
                case UInt8(ascii: "\r"): appendLiteral("\\r", to: &out)
                case UInt8(ascii: "\t"): appendLiteral("\\t", to: &out)
                case 0xE2:
                    appendLiteral(bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029", to: &out)
                    i += 2
                default: appendEscape(UInt32(byte), to: &out)
                }
                i += 1
                run = i
            }
            out.appendBytes(UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]))
        }
    }

    /// Appends `\u` and the four lowercase hex digits of `value`, as `quote` writes an escaped scalar.
    @usableFromInline
    static func appendEscape<Sink: ByteSink>(_ value: UInt32, to out: inout Sink) {
        appendLiteral("\\u", to: &out)
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    /// Appends `[` and the quoted `items`, apart by `separator`, and `]`.
    @inlinable
    public static func appendQuotedList<Sink: ByteSink>(_ items: [String], separator: StaticString = ",", to out: inout Sink) {
        out.append(UInt8(ascii: "["))
        for (i, item) in items.enumerated() {
            if i > 0 { appendLiteral(separator, to: &out) }
            appendQuoted(item, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends text known at compile time, such as a key with its punctuation (`,"label":`).
    @inlinable @inline(__always)
    public static func appendLiteral<Sink: ByteSink>(_ text: StaticString, to out: inout Sink) {
        out.appendBytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `key` (with its punctuation, such as `,"label":`), then `value` quoted.
    @inlinable
    public static func appendField<Sink: ByteSink>(_ key: StaticString, _ value: String, to out: inout Sink) {
        appendLiteral(key, to: &out)
        appendQuoted(value, to: &out)
    }

    /// Appends `key`, then `value` as `NumberText` writes it with at most `decimals` decimals.
    @inlinable
    public static func appendField<Sink: ByteSink>(_ key: StaticString, _ value: Double, decimals: Int, to out: inout Sink) {
        appendLiteral(key, to: &out)
        NumberText.append(value, decimals: decimals, to: &out)
    }

    /// Appends `key`, then the integer `value`.
    @inlinable
    public static func appendField<Sink: ByteSink>(_ key: StaticString, _ value: Int, to out: inout Sink) {
        appendLiteral(key, to: &out)
        NumberText.append(value, to: &out)
    }

    /// Appends `key`, then `items` as a list of quoted strings apart by `separator`.
    @inlinable
    public static func appendField<Sink: ByteSink>(_ key: StaticString, list items: [String], separator: StaticString = ",", to out: inout Sink) {
        appendLiteral(key, to: &out)
        appendQuotedList(items, separator: separator, to: &out)
    }

    /// A byte that `quote` copies unchanged, whatever surrounds it: not a control, quote, backslash, `<`, `>`, `&` or
    /// DEL, and not 0xE2 (which starts U+2028 and U+2029, so `appendQuoted` reads the two bytes after it).
    /// Read as a bit per byte: bytes 0–63 in `plainLow`, 64–127 in `plainHigh`, so the common case is a shift and a
    /// test rather than eight comparisons (a frames run quotes a few million bytes of paths, values and kinds).
    @inlinable @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        if byte < 64 { return (plainLow >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (plainHigh >> UInt64(byte - 64)) & 1 != 0 }
        return byte != 0xE2
    }

    /// Bytes 0x20–0x3F but `"` (0x22), `&` (0x26), `<` (0x3C) and `>` (0x3E).
    @inlinable static var plainLow: UInt64 { 0xFFFF_FFFF_0000_0000 & ~(1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E) }
    /// Bytes 0x40–0x7F but `\` (0x5C) and DEL (0x7F).
    @inlinable static var plainHigh: UInt64 { ~(1 << (0x5C - 64) | 1 << (0x7F - 64)) }

    /// Four lowercase hex digits of the low 16 bits of `value`.
    public static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<4).reversed().map { digits[Int((value >> (UInt32($0) * 4)) & 0xF)] })
    }
}

/// Text made safe to print on a terminal or in a log line: control characters, bidi overrides and other invisible
/// format characters become `\u{…}` escapes, so a label can neither move the cursor nor reorder what follows it.
public enum VisibleText {
    /// `text` with every invisible or control scalar escaped; `\n`, `\r` and `\t` as themselves escaped.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars { out += escaped(scalar) }
        return out
    }

    /// One scalar as it may be printed.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            return isInvisible(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
        }
    }

    /// C0 and C1 controls, DEL, zero-width and bidi formatting characters, line and paragraph separators, BOM.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x200B...0x200F).contains(v) || (0x2028...0x202E).contains(v)
            || (0x2060...0x2069).contains(v) || v == 0xFEFF || v == 0x061C || (0xFFF9...0xFFFB).contains(v)
    }
}
