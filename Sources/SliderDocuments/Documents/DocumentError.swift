import SceneGraph
import SliderEngine

/// A problem with an input file: which file, where in it (JSON path and line:column), and what is wrong.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whether the file could not be read at all, or was read and is wrong.
    public enum Kind: Hashable, Sendable {
        /// The file's contents are malformed or out of range.
        case invalid
        /// The file could not be opened or read.
        case unreadable
    }

    /// The file as the user named it.
    public var file: String
    /// The JSON path of the offending value, such as `$.slider.step`.
    public var path: String?
    /// One-based line of the offending value.
    public var line: Int?
    /// One-based column of the offending value.
    public var column: Int?
    /// What is wrong, as a sentence fragment.
    public var message: String
    /// Malformed or unreadable.
    public var kind: Kind

    /// Creates an error.
    public init(file: String, path: String? = nil, line: Int? = nil, column: Int? = nil, message: String, kind: Kind = .invalid) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
    }

    /// `file:line:column: at $.path: message`, or `cannot read file: reason`.
    public var description: String {
        if kind == .unreadable { return "cannot read \(file): \(message)" }
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        if let path { return "\(place): at \(path): \(message)" }
        return "\(place): \(message)"
    }
}

/// Short, safe quotations of input in messages: at most `limit` characters, with control, bidi and other invisible
/// characters escaped, so a hostile key can neither flood the terminal nor fake a second line.
public enum Excerpt {
    /// The longest excerpt quoted, in characters.
    public static let limit = 80

    /// `text` escaped as `\n`, `\u{1B}` …, cut to `limit` characters with `…`.
    public static func of(_ text: String, limit: Int = Excerpt.limit) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit {
                out += "…"
                break
            }
            out += escaped(scalar)
            count += 1
        }
        return out
    }

    /// One scalar as it may appear in a message: quotes and backslashes escaped too.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        default: return VisibleText.escaped(scalar)
        }
    }
}

/// Suggestions for misspelt keys, types and options.
public enum Suggestion {
    /// Words longer than this get no suggestion, so the search stays cheap on hostile input.
    public static let longestWord = 64

    /// The allowed word nearest to `word` by edit distance, if it is close (two edits, or a third of its letters for
    /// long words).
    public static func closest(_ word: String, in candidates: [String]) -> String? {
        let w = Array(word)
        guard w.count <= longestWord else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(w, Array(candidate))
            if d <= max(2, candidate.count / 3), d < w.count, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Levenshtein distance, ignoring case.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1].lowercased() == b[j - 1].lowercased() ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}
