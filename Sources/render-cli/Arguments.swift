import SliderEngine
import SliderDocuments

/// Parsed command-line arguments of one subcommand: positionals, `--flag value` options and boolean flags.
struct Arguments {
    var positionals: [String] = []
    private var values: [(name: String, value: String)] = []
    private var flags: [String] = []

    /// Parses `arguments` for `command`, which accepts the options in `valued` (take a value) and `switches` (take none).
    init(_ arguments: [String], command: String, valued: [String], switches: [String] = []) throws {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" {
                positionals += arguments[(i + 1)...]
                break
            }
            if a.hasPrefix("-") && a.count > 1 && Double(a) == nil {
                var name = a
                var inline: String?
                if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
                    name = String(a[..<eq])
                    inline = String(a[a.index(after: eq)...])
                }
                if valued.contains(name) {
                    if let inline {
                        values.append((name, inline))
                    } else {
                        guard i + 1 < arguments.count else { throw CLIError.usage("missing value for '\(name)'", command: command) }
                        values.append((name, arguments[i + 1]))
                        i += 1
                    }
                } else if switches.contains(name), inline == nil {
                    flags.append(name)
                } else {
                    var message = "unknown option '\(name)'"
                    if let near = Suggestion.closest(name, in: valued + switches) { message += "; did you mean '\(near)'?" }
                    throw CLIError.usage(message, command: command)
                }
            } else {
                positionals.append(a)
            }
            i += 1
        }
    }

    /// The last value given for an option.
    func value(_ name: String) -> String? { values.last(where: { $0.name == name })?.value }

    /// Every value given for a repeatable option, in order.
    func all(_ name: String) -> [String] { values.filter { $0.name == name }.map(\.value) }

    /// Whether a switch was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// A number option, checked against `rule`.
    func number(_ name: String, command: String, _ what: String, _ rule: (Double) -> Bool) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let x = Double(text), x.isFinite, rule(x) else {
            throw CLIError.usage("'\(name)' expects \(what), got '\(text)'", command: command)
        }
        return x
    }

    /// `--jobs N`, a whole count from 1 to 256, when given.
    func jobs(command: String) throws -> Int? {
        try number("--jobs", command: command, "a count from 1 to 256") { $0 >= 1 && $0 <= 256 && $0 == $0.rounded() }.map { Int($0) }
    }

    /// Exactly `names.count` positional arguments.
    func expectPositionals(_ names: [String], command: String) throws -> [String] {
        if positionals.count < names.count {
            throw CLIError.usage("missing \(names[positionals.count])", command: command)
        }
        if positionals.count > names.count {
            throw CLIError.usage("unexpected argument '\(positionals[names.count])'", command: command)
        }
        return positionals
    }
}
