/// The one way the package writes JSON strings and numbers, so every JSON file and JSON Lines log reads alike.
public enum JSONText {
    /// A JSON string literal that is also inert inside HTML script data: besides the JSON escapes, `<`, `>`, `&`
    /// and the two JavaScript line terminators become `\u` escapes (so `</script>` and `<!--` cannot appear).
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}", "\u{7F}":
                out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Four lowercase hex digits of the low 16 bits of `value`.
    public static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<4).reversed().map { digits[Int((value >> (UInt32($0) * 4)) & 0xF)] })
    }
}
