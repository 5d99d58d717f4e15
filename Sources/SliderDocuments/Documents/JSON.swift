import SliderEngine
/// A parsed JSON value with the line and column where it starts, so errors can point at the place in the file.
public struct JSONValue: Sendable {
    /// The kinds of JSON value. Object members keep their order in the file.
    public enum Kind: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, with its text as written.
        case number(Double, text: String)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object, members in file order.
        case object([(key: String, value: JSONValue)])
    }

    /// The value.
    public var kind: Kind
    /// One-based line where the value starts.
    public var line: Int
    /// One-based column (in bytes) where the value starts.
    public var column: Int

    /// What the value is, for error messages: "a string", "an array", ...
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON syntax error at a line and column.
public struct JSONSyntaxError: Error, Hashable, Sendable {
    /// One-based line.
    public var line: Int
    /// One-based column, in bytes.
    public var column: Int
    /// What is wrong.
    public var message: String
}

/// A strict RFC 8259 parser over UTF-8 bytes that records positions. Numbers too large for a `Double` are an error
/// rather than infinity, and duplicate keys are an error rather than a silent overwrite.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes)
        // Skip a UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document") }
        return value
    }

    /// Parses one value starting at `start` (after any whitespace), where the line `line` began at offset
    /// `lineStart`; returns it and where the parse stopped, so a streaming reader can hand single elements over.
    static func parseValue(in bytes: [UInt8], at start: Int, line: Int, lineStart: Int) throws -> (value: JSONValue, end: Int, line: Int, lineStart: Int) {
        var parser = JSONParser(bytes)
        parser.index = start
        parser.line = line
        parser.lineStart = lineStart
        parser.skipWhitespace()
        let value = try parser.parseValue()
        return (value, parser.index, parser.line, parser.lineStart)
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws -> JSONValue {
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        let (l, c) = (line, column)
        func make(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind: kind, line: l, column: c) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return make(try parseObject())
        case UInt8(ascii: "["): return make(try parseArray())
        case UInt8(ascii: "\""): return make(.string(try parseString()))
        case UInt8(ascii: "t"): try expectWord("true"); return make(.bool(true))
        case UInt8(ascii: "f"): try expectWord("false"); return make(.bool(false))
        case UInt8(ascii: "n"): try expectWord("null"); return make(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return make(try parseNumber())
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("NaN and Infinity are not JSON numbers")
        default:
            throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws {
        // Compared where both lie: copying each side into an array first made two allocations a literal.
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count && word.withUTF8Buffer { w in
            (0..<count).allSatisfy { bytes[index + $0] == w[$0] }
        }
        guard matches else { throw error("expected a value, found \(describeCurrent())") }
        index += count
    }

    private mutating func enter() throws {
        depth += 1
        if depth > 512 { throw error("nesting deeper than 512 levels") }
    }

    private mutating func parseObject() throws -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen: Set<String> = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        // Room for a document's usual object at once, rather than four regrowths on the way to eight members.
        members.reserveCapacity(8)
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in quotes, found \(describeCurrent())")
            }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            // A set once the object grows, so a hostile file with many keys stays linear.
            if members.count == 16 { seen = Set(members.map(\.key)) }
            if members.count < 16 ? members.contains(where: { $0.key.isKey(key) }) : !seen.insert(key).inserted {
                throw JSONSyntaxError(line: keyLine, column: keyColumn, message: "duplicate key \"\(Excerpt.of(key))\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated object: expected ',' or '}', found end of file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}' in object, found \(describeCurrent())")
        }
    }

    private mutating func parseArray() throws -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        items.reserveCapacity(4)
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated array: expected ',' or ']', found end of file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error("expected ',' or ']' in array, found \(describeCurrent())")
        }
    }

    private mutating func parseNumber() throws -> JSONValue.Kind {
        let start = index
        func digits() -> Int {
            let s = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - s
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let intStart = index
        guard digits() > 0 else { throw error("expected digits in number") }
        if bytes[intStart] == UInt8(ascii: "0") && index - intStart > 1 { throw error("numbers may not have leading zeros") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // The trace reader's fast path (at most 19 digits, and exact: it gives what `Double(text)` gives, to the bit),
        // so most numbers need no decimal conversion; anything else goes through `Double(_:)`.
        var fastEnd = start
        let end = index
        if let value = bytes.withUnsafeBufferPointer({ TraceStream.number($0, &fastEnd, end) }), fastEnd == end {
            return .number(value, text: text)
        }
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(text) is too large for a 64-bit float")
        }
        return .number(value, text: text)
    }

    private mutating func parseString() throws -> String {
        index += 1
        // Most strings are printable ASCII with no escape: made straight from the file's bytes (a key of up to 15
        // bytes is then stored inline, with no allocation at all). Anything else goes the long way from its start.
        let start = index
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x80, bytes[index] != UInt8(ascii: "\""),
              bytes[index] != UInt8(ascii: "\\") {
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var out = Array(bytes[start..<index])
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    index -= 1
                    throw error("invalid escape \\\(Character(Unicode.Scalar(e)))")
                }
            case 0x00..<0x20:
                throw error(b == 0x0A ? "unterminated string (a string cannot span lines)" : "control character in string")
            case 0x00..<0x80:
                out.append(b)
                index += 1
            default:
                let length = UTF8Check.sequenceLength(bytes, at: index)
                guard length > 0 else { throw error("invalid UTF-8 byte 0x\(String(b, radix: 16)) in string") }
                out.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
        throw error("unterminated string: found end of file")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}

/// UTF-8 well-formedness (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
enum UTF8Check {
    /// The length of the well-formed sequence starting at `i`, or 0 when the bytes there are not UTF-8.
    static func sequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        let b0 = bytes[i]
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool { i + k < bytes.count && range.contains(bytes[i + k]) }
        switch b0 {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}

extension String {
    /// Whether this key is `other`, lengths first: most keys differ in length, and `==` on two different strings
    /// takes the slow way.
    @inline(__always)
    func isKey(_ other: String) -> Bool { utf8.count == other.utf8.count && self == other }
}
