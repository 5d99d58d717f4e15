import SliderEngine

/// A problem with an input file: which file, where in it (JSON path and line:column), and what is wrong.
struct InputError: Error, Equatable, CustomStringConvertible {
    var file: String
    var path: String?
    var line: Int?
    var column: Int?
    var message: String

    var description: String {
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        if let path { return "\(place): at \(path): \(message)" }
        return "\(place): \(message)"
    }
}

/// A JSON value being read, with its file and JSON path for error messages.
struct Field {
    let value: JSONValue
    let path: String
    let file: String

    func fail(_ message: String) -> InputError {
        InputError(file: file, path: path, line: value.line, column: value.column, message: message)
    }

    private func found() -> String {
        switch value.kind {
        case .string(let s): return "a string (\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\")"
        case .number(_, let text): return "a number (\(text))"
        case .bool(let b): return "a boolean (\(b))"
        default: return value.typeName
        }
    }

    func object() throws -> ObjectReader {
        guard case .object(let members) = value.kind else { throw fail("expected an object, found \(found())") }
        return ObjectReader(members: members, field: self)
    }

    func array() throws -> [Field] {
        guard case .array(let items) = value.kind else { throw fail("expected an array, found \(found())") }
        return items.enumerated().map { Field(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    func number() throws -> Double {
        guard case .number(let x, _) = value.kind else { throw fail("expected a number, found \(found())") }
        return x
    }

    /// A number that must satisfy `rule`, described by `what` in the error ("a width greater than 0").
    func number(_ what: String, _ rule: (Double) -> Bool) throws -> Double {
        let x = try number()
        guard rule(x) else { throw fail("expected \(what), found \(x.shortestText)") }
        return x
    }

    func string() throws -> String {
        guard case .string(let s) = value.kind else { throw fail("expected a string, found \(found())") }
        return s
    }

    func bool() throws -> Bool {
        guard case .bool(let b) = value.kind else { throw fail("expected true or false, found \(found())") }
        return b
    }

    var isNull: Bool {
        if case .null = value.kind { return true }
        return false
    }

    /// One of a fixed set of strings; the error lists them all.
    func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws -> E where E.RawValue == String {
        let s = try string()
        guard let e = E(rawValue: s) else {
            let allowed = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw fail("unknown value \"\(s)\"; expected one of \(allowed)")
        }
        return e
    }

    /// An array of exactly `count` numbers.
    func numbers(count: Int) throws -> [Double] {
        let items = try array()
        guard items.count == count else {
            throw fail("expected an array of \(count) numbers, found \(items.count) item\(items.count == 1 ? "" : "s")")
        }
        return try items.map { try $0.number() }
    }
}

/// The members of a JSON object, read by key, with unknown keys reported.
struct ObjectReader {
    let members: [(key: String, value: JSONValue)]
    let field: Field

    func optional(_ key: String) -> Field? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return Field(value: member.value, path: "\(field.path).\(key)", file: field.file)
    }

    /// A key that may be absent or null.
    func nonNull(_ key: String) -> Field? {
        guard let f = optional(key), !f.isNull else { return nil }
        return f
    }

    func required(_ key: String) throws -> Field {
        guard let f = optional(key) else { throw field.fail("missing key \"\(key)\"") }
        return f
    }

    /// Fails on the first key not in `allowed`, suggesting the closest allowed key.
    func allowOnly(_ allowed: [String]) throws {
        for member in members where !allowed.contains(member.key) {
            let f = Field(value: member.value, path: "\(field.path).\(member.key)", file: field.file)
            var message = "unknown key \"\(member.key)\""
            if let near = closest(member.key, in: allowed) { message += "; did you mean \"\(near)\"?" }
            else { message += "; expected one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ") }
            throw f.fail(message)
        }
    }
}

/// The allowed word nearest to `word` by edit distance, if it is close (two edits, or a third of its letters for long words).
func closest(_ word: String, in candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1].lowercased() == b[j - 1].lowercased() ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
    let w = Array(word)
    var best: (String, Int)?
    for candidate in candidates {
        let d = distance(w, Array(candidate))
        if d <= max(2, candidate.count / 3), d < w.count, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
}
