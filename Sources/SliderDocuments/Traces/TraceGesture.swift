import SliderEngine

/// One gesture of `trace generate`, parsed from one argument such as `"drag 50 200 --duration 0.4"`.
public enum TraceGesture: Equatable, Sendable {
    /// A point in the slider's frame; y is optional (replay uses the track's centre line).
    public struct Point: Equatable, Sendable {
        /// Points from the slider's left edge.
        public var x: Double
        /// Points from the slider's top edge, or nil for the track's centre line.
        public var y: Double?

        /// A point.
        public init(x: Double, y: Double? = nil) {
            self.x = x
            self.y = y
        }
    }

    /// How a drag's position follows time, p in 0...1.
    public enum Ease: String, CaseIterable, Sendable {
        case linear
        /// Cubic ease-in-out: 4p³ for p < ½, then 1 − (2 − 2p)³ / 2.
        case inOut = "in-out"
        /// Cubic ease-out: 1 − (1 − p)³.
        case out

        func callAsFunction(_ p: Double) -> Double {
            switch self {
            case .linear: return p
            case .inOut: return p < 0.5 ? 4 * p * p * p : 1 - (2 - 2 * p) * (2 - 2 * p) * (2 - 2 * p) / 2
            case .out: return 1 - (1 - p) * (1 - p) * (1 - p)
            }
        }
    }

    /// A finger down at `from`, moving to `to` if given, lifted after `duration` seconds.
    case touch(from: Point, to: Point?, duration: Double, ease: Ease)
    /// Seconds until the next gesture, instead of the default gap.
    case pause(Double)
    /// VoiceOver swipes: up (`count` > 0) or down, `every` seconds apart, on a thumb (nil for a single slider).
    case voiceover(Thumb?, count: Int, every: Double)

    /// The grammar, for help texts.
    public static let grammar = [
        "tap X[,Y] [--duration 0.1]                  touch, then lift",
        "press-hold X[,Y] [--duration 0.8]           touch, hold, lift",
        "drag X1[,Y1] X2[,Y2] [--duration 0.4] [--ease linear|in-out|out]",
        "                                            moves at --rate (60 Hz), linear unless --ease",
        "fling X1[,Y1] X2[,Y2] [--duration 0.12] [--ease …]",
        "                                            a fast drag, ease-out unless --ease",
        "pause S                                     S seconds to the next gesture instead of --gap",
        "voiceover [lower|upper] +N|-N [--every 0.3] N swipes up (+) or down (-); no thumb for a single slider",
        "Each gesture is one quoted argument; gestures follow each other after --gap (0.2 s); the first starts at 0.",
    ]

    static let verbs = ["tap", "press-hold", "drag", "fling", "pause", "voiceover"]

    /// Parses gesture number `index` (from 1); errors quote it and say what was expected.
    public static func parse(_ text: String, index: Int) throws -> TraceGesture {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        func fail(_ message: String) -> TraceGestureError {
            // A gesture split over several arguments arrives one word at a time.
            let hint = words.count == 1 ? "; quote each gesture as one argument, such as \"tap 100\"" : ""
            return TraceGestureError(message: "gesture \(index) '\(Excerpt.of(text))': \(message)\(hint)")
        }
        guard let verb = words.first else { throw fail("empty; expected one of \(verbs.joined(separator: ", "))") }
        var positionals: [String] = []
        var options: [String: String] = [:]
        var i = 1
        while i < words.count {
            let w = words[i]
            if w.hasPrefix("--") {
                guard i + 1 < words.count else { throw fail("missing value for '\(w)'") }
                options[w] = words[i + 1]
                i += 2
            } else {
                positionals.append(w)
                i += 1
            }
        }
        func allow(_ names: [String]) throws {
            for name in options.keys.sorted() where !names.contains(name) {
                var message = "\(verb) takes no option '\(name)'"
                if let near = Suggestion.closest(name, in: names) { message += "; did you mean '\(near)'?" }
                else if !names.isEmpty { message += "; it takes \(names.joined(separator: ", "))" }
                throw fail(message)
            }
        }
        func seconds(_ name: String, default value: Double) throws -> Double {
            guard let s = options[name] else { return value }
            guard let d = Double(s), d > 0, d <= 3600 else { throw fail("'\(name)' expects seconds from 0 to 3600 (more than 0), got '\(s)'") }
            return d
        }
        func point(_ s: String) throws -> Point {
            let parts = s.split(separator: ",", omittingEmptySubsequences: false)
            let numbers = parts.map { Double($0) }
            guard (1...2).contains(parts.count), numbers.allSatisfy({ $0.map { $0.isFinite && abs($0) <= 1_000_000 } ?? false }) else {
                throw fail("'\(s)' is not a point; expected X or X,Y in points, such as 100 or 100,58")
            }
            return Point(x: numbers[0] ?? 0, y: parts.count == 2 ? numbers[1] : nil)
        }
        func points(_ count: Int, _ shape: String) throws -> [Point] {
            guard positionals.count == count else { throw fail("\(verb) takes \(shape), found \(positionals.count) value\(positionals.count == 1 ? "" : "s")") }
            return try positionals.map(point)
        }
        func ease(default value: Ease) throws -> Ease {
            guard let s = options["--ease"] else { return value }
            guard let e = Ease(rawValue: s) else { throw fail("unknown --ease '\(s)'; expected linear, in-out or out") }
            return e
        }
        switch verb {
        case "tap", "press-hold":
            try allow(["--duration"])
            let p = try points(1, "one point, X[,Y]")
            return .touch(from: p[0], to: nil, duration: try seconds("--duration", default: verb == "tap" ? 0.1 : 0.8), ease: .linear)
        case "drag", "fling":
            try allow(["--duration", "--ease"])
            let p = try points(2, "two points, X1[,Y1] X2[,Y2]")
            if p[0].y == nil && p[1].y != nil { throw fail("give y on the first point too, or on neither") }
            let duration = try seconds("--duration", default: verb == "drag" ? 0.4 : 0.12)
            return .touch(from: p[0], to: p[1], duration: duration, ease: try ease(default: verb == "drag" ? .linear : .out))
        case "pause":
            try allow([])
            guard positionals.count == 1, let s = Double(positionals[0]), s >= 0, s <= 3600 else {
                throw fail("pause takes one duration in seconds from 0 to 3600, such as 'pause 0.3'")
            }
            return .pause(s)
        case "voiceover":
            try allow(["--every"])
            var rest = positionals
            var thumb: Thumb?
            if let first = rest.first, let t = Thumb(rawValue: first) {
                thumb = t
                rest.removeFirst()
            }
            guard rest.count == 1, let n = Int(rest[0].hasPrefix("+") ? String(rest[0].dropFirst()) : rest[0]), n != 0, abs(n) <= 1000 else {
                throw fail("voiceover takes an optional thumb (lower or upper) and a swipe count such as +3 or -2")
            }
            return .voiceover(thumb, count: n, every: try seconds("--every", default: 0.3))
        default:
            var message = "unknown gesture '\(verb)'"
            if let near = Suggestion.closest(verb, in: verbs) { message += "; did you mean '\(near)'?" }
            else { message += "; expected one of \(verbs.joined(separator: ", ")) (each gesture is one quoted argument)" }
            throw fail(message)
        }
    }
}

/// A one-line gesture that does not parse; the message quotes it and says what was expected.
public struct TraceGestureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole sentence, such as `gesture 2 'drag 50': drag needs X1 and X2`.
    public var message: String

    /// The message.
    public var description: String { message }
}
