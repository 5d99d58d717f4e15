import SliderEngine
/// A JSON value being read, with its file and JSON path for error messages.
public struct JSONField: Sendable {
    /// The value.
    public let value: JSONValue
    /// The file it came from.
    public let file: String
    /// The path of the value holding this one (or this one's whole path), and the step from there, kept apart:
    /// the path is written out only when it is asked for, which for most fields is never (an error, or a field
    /// that holds others).
    private let base: String
    private let step: Step?

    /// One step of a path below its base.
    enum Step: Sendable {
        case member(String)
        case index(Int)
    }

    /// Its JSON path, such as `$.events[3].t`.
    public var path: String {
        switch step {
        case nil: return base
        case .member(let key)?: return base + JSONPath.member(key)
        case .index(let i)?: return base + "[" + String(i) + "]"
        }
    }

    /// Creates a field.
    public init(value: JSONValue, path: String, file: String) {
        self.value = value
        self.base = path
        self.step = nil
        self.file = file
    }

    /// A field one step below the value whose path is `base`.
    init(value: JSONValue, under base: String, step: Step, file: String) {
        self.value = value
        self.base = base
        self.step = step
        self.file = file
    }

    /// The root of a parsed document; syntax errors become located `DocumentError`s.
    public static func root(_ bytes: [UInt8], file: String) throws -> JSONField {
        do {
            return JSONField(value: try JSONParser.parse(bytes), path: "$", file: file)
        } catch let e as JSONSyntaxError {
            throw DocumentError(file: file, line: e.line, column: e.column, message: "invalid JSON: \(e.message)")
        }
    }

    /// An error at this value.
    public func fail(_ message: String) -> DocumentError {
        DocumentError(file: file, path: path, line: value.line, column: value.column, message: message)
    }

    /// What was found instead of what was expected, quoting at most a short escaped excerpt.
    func found() -> String {
        switch value.kind {
        case .string(let s): return "a string (\"\(Excerpt.of(s, limit: 40))\")"
        case .number(_, let text): return "a number (\(Excerpt.of(text, limit: 40)))"
        case .bool(let b): return "a boolean (\(b))"
        default: return value.typeName
        }
    }

    /// The members of an object.
    public func object() throws -> JSONObject {
        guard case .object(let members) = value.kind else { throw fail("expected an object, found \(found())") }
        return JSONObject(members: members, field: self, path: path)
    }

    /// The items of an array, each with its path.
    public func array() throws -> [JSONField] {
        guard case .array(let items) = value.kind else { throw fail("expected an array, found \(found())") }
        let path = self.path
        return items.enumerated().map { JSONField(value: $1, under: path, step: .index($0), file: file) }
    }

    /// A number.
    public func number() throws -> Double {
        guard case .number(let x, _) = value.kind else { throw fail("expected a number, found \(found())") }
        return x
    }

    /// A number that must satisfy `rule`, described by `what` in the error ("a width greater than 0").
    public func number(_ what: String, _ rule: (Double) -> Bool) throws -> Double {
        let x = try number()
        guard rule(x) else { throw fail("expected \(what), found \(x.shortestText)") }
        return x
    }

    /// A string.
    public func string() throws -> String {
        guard case .string(let s) = value.kind else { throw fail("expected a string, found \(found())") }
        return s
    }

    /// A boolean.
    public func bool() throws -> Bool {
        guard case .bool(let b) = value.kind else { throw fail("expected true or false, found \(found())") }
        return b
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = value.kind { return true }
        return false
    }

    /// One of a fixed set of strings; the error lists them all.
    public func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws -> E where E.RawValue == String {
        let s = try string()
        guard let e = E(rawValue: s) else {
            let allowed = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw fail("unknown value \"\(Excerpt.of(s))\"; expected one of \(allowed)")
        }
        return e
    }

    /// An array of exactly `count` numbers.
    ///
    /// Read straight from the array's values: an item's field, and the path it spells, is made only for an error
    /// (making one per item, as `array()` does, costs far more than reading the numbers).
    public func numbers(count: Int) throws -> [Double] {
        guard case .array(let items) = value.kind else { throw fail("expected an array, found \(found())") }
        guard items.count == count else {
            throw fail("expected an array of \(count) numbers, found \(items.count) item\(items.count == 1 ? "" : "s")")
        }
        var result: [Double] = []
        result.reserveCapacity(count)
        for (index, item) in items.enumerated() {
            guard case .number(let x, _) = item.kind else {
                return try [JSONField(value: item, under: path, step: .index(index), file: file).number()]
            }
            result.append(x)
        }
        return result
    }
}

/// The members of a JSON object, read by key, with unknown keys reported.
public struct JSONObject: Sendable {
    /// The members in file order.
    public let members: [(key: String, value: JSONValue)]
    /// The object itself.
    public let field: JSONField
    /// The object's path, written out once for all its members.
    private let path: String

    init(members: [(key: String, value: JSONValue)], field: JSONField, path: String) {
        self.members = members
        self.field = field
        self.path = path
    }

    /// The member `key`, if present (it may be null).
    public func optional(_ key: String) -> JSONField? {
        guard let member = members.first(where: { $0.key.isKey(key) }) else { return nil }
        return JSONField(value: member.value, under: path, step: .member(key), file: field.file)
    }

    /// A key that may be absent or null.
    public func nonNull(_ key: String) -> JSONField? {
        guard let f = optional(key), !f.isNull else { return nil }
        return f
    }

    /// A key that must be present.
    public func required(_ key: String) throws -> JSONField {
        guard let f = optional(key) else { throw field.fail("missing key \"\(key)\"") }
        return f
    }

    /// Fails on the first key not in `allowed`, suggesting the closest allowed key.
    public func allowOnly(_ allowed: [String]) throws {
        for member in members where !allowed.contains(where: { $0.isKey(member.key) }) {
            let f = JSONField(value: member.value, under: path, step: .member(member.key), file: field.file)
            throw f.fail(JSONObject.unknownKey(member.key, allowed: allowed))
        }
    }

    /// "unknown key "stpe"; did you mean "step"?", quoting at most a short escaped excerpt of the key.
    static func unknownKey(_ key: String, allowed: [String]) -> String {
        var message = "unknown key \"\(Excerpt.of(key))\""
        if let near = Suggestion.closest(key, in: allowed) { message += "; did you mean \"\(near)\"?" }
        else { message += "; expected one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ") }
        return message
    }
}

/// JSON path pieces.
enum JSONPath {
    /// `.key` for plain keys; a bracketed, escaped and shortened form for anything else.
    static func member(_ key: String) -> String {
        // Byte by byte: a plain key is ASCII, so its bytes are its characters. Counting characters and testing
        // scalars went through Unicode's tables for every field a document reads.
        let bytes = key.utf8
        let plain = !bytes.isEmpty && bytes.count <= Excerpt.limit && bytes.allSatisfy { b in
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
        }
        return plain ? "." + key : "[\"\(Excerpt.of(key, limit: 40))\"]"
    }
}
