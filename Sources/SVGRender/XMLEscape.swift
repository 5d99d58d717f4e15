/// Escaping of text for XML 1.0 content and attribute values, straight into a byte buffer.
public enum XMLEscape {
    /// Appends `text` as UTF-8, escaped so it is safe both as element content and inside a `"`-quoted attribute.
    ///
    /// - `& < > " '` become entity references (so `]]>` becomes `]]&gt;`).
    /// - Tab, line feed and carriage return become `&#9;`, `&#10;`, `&#13;`: their values survive attribute
    ///   normalisation and line-end handling, and every element stays on one line.
    /// - Characters XML 1.0 forbids (the other C0 controls, U+FFFE, U+FFFF) become U+FFFD.
    ///   Lone surrogates cannot occur in a Swift `String`.
    static func append(_ text: String, to buffer: inout ByteBuffer) {
        var text = text
        text.withUTF8 { append(bytes: $0, to: &buffer) }
    }

    /// Appends valid UTF-8 `bytes`, escaped by the rules of `append(_:to:)`.
    static func append(bytes: UnsafeBufferPointer<UInt8>, to buffer: inout ByteBuffer) {
        let count = bytes.count
        var runStart = 0
        var i = 0
        while i < count {
            let byte = bytes[i]
            let replacement: StaticString
            var width = 1
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&apos;"
            case 0x09: replacement = "&#9;"
            case 0x0A: replacement = "&#10;"
            case 0x0D: replacement = "&#13;"
            case 0x00..<0x20: replacement = "\u{FFFD}"
            case 0xEF where i + 2 < count && bytes[i + 1] == 0xBF && bytes[i + 2] >= 0xBE:
                // U+FFFE is EF BF BE, U+FFFF is EF BF BF.
                replacement = "\u{FFFD}"
                width = 3
            default:
                i += 1
                continue
            }
            if runStart < i { buffer.append(UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
            buffer.append(replacement)
            i += width
            runStart = i
        }
        if runStart < count { buffer.append(UnsafeBufferPointer(rebasing: bytes[runStart..<count])) }
    }

    /// `text` escaped by the rules of `append(_:to:)`, as bytes.
    static func bytes(_ text: String) -> [UInt8] {
        var buffer = ByteBuffer(capacity: text.utf8.count + 16)
        append(text, to: &buffer)
        return Array(buffer.bytes)
    }

    /// `text` escaped by the rules of `append(_:to:)`, as a string: for XML written by other modules (JUnit reports).
    public static func string(_ text: String) -> String {
        String(decoding: bytes(text), as: UTF8.self)
    }
}
