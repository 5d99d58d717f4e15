import SliderEngine

/// Warnings of an import, one per kind of leniency: the first place it happened (file, line:column, JSON path) and
/// up to three more, with how many places in all, so a long recording does not bury the terminal in repeats.
public struct ImportNotes: Sendable {
    private var kinds: [String] = []
    private var places: [String: [String]] = [:]
    private var messages: [String: String] = [:]
    private var files: [String: String] = [:]

    /// No notes yet.
    public init() {}

    /// Records `message` at `place` of `file` (`line:column: at $.path`, or `line:column`), grouped under `kind`.
    public mutating func add(_ kind: String, file: String, at place: String, _ message: String) {
        if places[kind] == nil {
            kinds.append(kind)
            messages[kind] = message
            files[kind] = file
        }
        places[kind, default: []].append(place)
    }

    /// Records `message` at a JSON value.
    mutating func add(_ kind: String, at field: JSONField, _ message: String) {
        add(kind, file: field.file, at: "\(field.value.line):\(field.value.column): at \(field.path)", message)
    }

    /// The warnings, in the order their kinds first turned up: `file:place: message`, and where more places had the
    /// same finding, `(also at …; N places in all)`.
    public var lines: [String] {
        kinds.map { kind in
            let all = places[kind] ?? []
            var line = "\(files[kind] ?? ""):\(all[0]): \(messages[kind] ?? kind)"
            if all.count > 1 {
                line += " (also at " + all.dropFirst().prefix(3).joined(separator: "; ") + (all.count > 4 ? "; …" : "")
                    + "; \(all.count) places in all)"
            }
            return line
        }
    }
}

/// Pasted log text around a JSON body: an Appium server log line (`[HTTP] --> POST /session/ID/actions {…}`, often
/// after a timestamp, the body on the same line or the next one) or a driver call (`… with args: [[…],"ID"]`).
enum LogBody {
    /// The bytes with everything outside the JSON body blanked to spaces (line breaks kept), so the JSON parser's
    /// lines and columns are still the file's; nil when the text does not start like a log (it starts with `{` or
    /// `[` after white space, or holds none of `markers`).
    ///
    /// `markers` are the texts after which the body follows, such as `"/actions"`; the body is the first JSON
    /// object after the first marker found (or, for a marker ending in `: `, the first array or object).
    static func blanked(_ bytes: [UInt8], markers: [String]) -> [UInt8]? {
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        if i == bytes.count || bytes[i] == UInt8(ascii: "{") { return nil }
        // A bare array is JSON unless it is a log prefix such as "[HTTP]" or "[W3C (…)]".
        if bytes[i] == UInt8(ascii: "["), !Self.isLogTag(bytes, from: i) { return nil }
        for marker in markers {
            guard let end = Self.find(Array(marker.utf8), in: bytes) else { continue }
            let arrays = marker.hasSuffix(": ")
            var start = end
            // Log tags such as "[HTTP]" before a body on the next line are skipped: they are no JSON array.
            while start < bytes.count, !(bytes[start] == UInt8(ascii: "{") || (arrays && bytes[start] == UInt8(ascii: "[") && Self.isJSONArrayStart(bytes, from: start))) {
                start += 1
            }
            guard start < bytes.count else { return nil }
            let stop = Self.endOfValue(bytes, from: start)
            var out = bytes
            for k in out.indices where (k < start || k >= stop) && out[k] != 0x0A && out[k] != 0x0D { out[k] = 0x20 }
            return out
        }
        return nil
    }

    /// Whether the bracket at `i` opens a log tag such as `[HTTP]`, `[W3C (1a2b)]` or `[debug]`: a letter follows.
    static func isLogTag(_ bytes: [UInt8], from i: Int) -> Bool {
        i + 1 < bytes.count && ((bytes[i + 1] | 0x20) >= UInt8(ascii: "a") && (bytes[i + 1] | 0x20) <= UInt8(ascii: "z"))
    }

    /// Whether the bracket at `i` opens a JSON array: `[[`, `[{`, `["`, `[]`, a digit, after optional spaces.
    static func isJSONArrayStart(_ bytes: [UInt8], from i: Int) -> Bool {
        var k = i + 1
        while k < bytes.count, bytes[k] == 0x20 { k += 1 }
        guard k < bytes.count else { return false }
        return "[{\"]-0123456789".utf8.contains(bytes[k])
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        for i in 0...(bytes.count - needle.count) where bytes[i] == needle[0] && Array(bytes[i..<(i + needle.count)]) == needle {
            return i + needle.count
        }
        return nil
    }

    /// The index after the JSON value starting at `start`, matching brackets outside strings; the end of the
    /// bytes when it never closes (the parser then names what is missing).
    static func endOfValue(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var inString = false
        var escaped = false
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
            } else {
                switch b {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default: break
                }
            }
            i += 1
        }
        return bytes.count
    }
}

/// The one finger of an imported recording: positions in the recording's units, events in the slider's frame
/// (scaled by `scale` points per unit, then `origin` subtracted), times in seconds.
struct TouchRecorder {
    let scale: Double
    let origin: (x: Double, y: Double)
    private(set) var events: [TimedEvent<Double>] = []
    private(set) var isDown = false
    private(set) var x = 0.0
    private(set) var y = 0.0

    init(scale: Double, origin: (x: Double, y: Double)) {
        self.scale = scale
        self.origin = origin
    }

    private var point: (x: Double, y: Double) { (x * scale - origin.x, y * scale - origin.y) }

    mutating func down(_ t: Double, _ px: Double, _ py: Double) {
        (x, y) = (px, py)
        isDown = true
        events.append(TimedEvent(t: t, .touchDown(x: point.x, y: point.y)))
    }

    /// A move while the finger is down, when the position changes; otherwise the pointer is only placed.
    mutating func move(_ t: Double, _ px: Double, _ py: Double) {
        guard px != x || py != y else { return }
        (x, y) = (px, py)
        if isDown { events.append(TimedEvent(t: t, .touchMove(x: point.x, y: point.y))) }
    }

    mutating func up(_ t: Double) {
        guard isDown else { return }
        isDown = false
        events.append(TimedEvent(t: t, .touchUp))
    }

    mutating func cancel(_ t: Double) {
        guard isDown else { return }
        isDown = false
        events.append(TimedEvent(t: t, .touchCancel))
    }

    /// A linear move from where the finger is to `px`,`py` over `ms` milliseconds from `startMs`: max(1, round(d × rate))
    /// moves at even steps, the last on the end point at exactly (startMs + ms) / 1000 s (as `trace import --from
    /// webdriver` samples moves).
    mutating func slide(_ startMs: Double, ms: Double, to px: Double, _ py: Double, rate: Double) {
        let (startX, startY) = (x, y)
        let steps = max(1, Int((ms / 1000 * rate).rounded()))
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            move((startMs + (k == steps ? ms : ms * f)) / 1000, k == steps ? px : startX + (px - startX) * f, k == steps ? py : startY + (py - startY) * f)
        }
    }

    /// The events, or an error naming the first one replay would refuse.
    func checked(file: String) throws -> [TimedEvent<Double>] {
        if let (i, message) = TraceDocument.problem(in: events) {
            throw DocumentError(file: file, message: "event \(i + 1) of the trace: \(message)")
        }
        return events
    }

    /// How many samples a move of `seconds` would make at `rate`; more than this is refused as a likely typo.
    static let maximumSteps = 1_000_000
}
