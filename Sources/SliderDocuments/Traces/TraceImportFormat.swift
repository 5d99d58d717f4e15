import SliderEngine

/// The text encodings a recording arrives in, made into plain UTF-8 with `\n` line ends.
///
/// UTF-8 with or without a byte-order mark; UTF-16 little- or big-endian with a BOM (what PowerShell's `>` writes);
/// `\r\n` (Windows' adb, older adb) and a lone `\r` become `\n`, so line numbers stay the ones an editor shows.
public enum TraceText {
    /// `bytes` as UTF-8 without a BOM and with `\n` line ends. Errors name `file`.
    public static func utf8(_ bytes: [UInt8], file: String) throws -> [UInt8] {
        var units: [UInt8]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            units = Array(bytes.dropFirst(3))
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            let body = bytes.dropFirst(2)
            guard body.count % 2 == 0 else {
                throw DocumentError(file: file, path: nil, line: nil, column: nil,
                    message: "the file starts with a UTF-16 byte-order mark but has an odd number of bytes; it is cut short or not UTF-16")
            }
            var code: [UInt16] = []
            code.reserveCapacity(body.count / 2)
            var i = body.startIndex
            while i < body.endIndex {
                let a = UInt16(body[i]), b = UInt16(body[i + 1])
                code.append(little ? a | b << 8 : a << 8 | b)
                i += 2
            }
            units = Array(String(decoding: code, as: UTF16.self).utf8)
        } else {
            units = bytes
        }
        guard units.contains(13) else { return units }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        var i = 0
        while i < units.count {
            if units[i] == 13 {
                out.append(10)
                if i + 1 < units.count && units[i + 1] == 10 { i += 1 }
            } else {
                out.append(units[i])
            }
            i += 1
        }
        return out
    }
}

/// The formats `render-cli trace import` reads, and how to tell them apart by their content.
public enum TraceImportFormat: String, Sendable, CaseIterable {
    /// W3C WebDriver Actions JSON.
    case webdriver
    /// Android `getevent` text.
    case getevent
    /// Appium's legacy TouchAction body.
    case appiumTouchAction = "appium-touchaction"
    /// Chrome DevTools Protocol `Input.dispatchTouchEvent` messages.
    case cdp
    /// `adb shell input` commands, one a line.
    case adbInput = "adb-input"

    /// The format of `bytes` (any encoding `TraceText` reads), or a description of what the content looked like
    /// when no format fits, for an error message. New formats add a test here, before the looser ones.
    public static func detect(_ bytes: [UInt8]) -> Result<TraceImportFormat, Unrecognized> {
        let text = (try? TraceText.utf8(bytes, file: "")) ?? bytes
        let head = String(decoding: text.prefix(64 * 1024), as: UTF8.self)
        let lines = head.split(separator: "\n").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        guard let first = lines.first else { return .failure(Unrecognized(description: "an empty file")) }
        let json = first.hasPrefix("{") || first.hasPrefix("[") && !isGeteventEvent(first)
        // An Appium log line pasted whole: the request names what its body is.
        let appiumLog = head.contains("POST /session/") || head.contains("AppiumDriver.")
        if json || appiumLog {
            if head.contains("Input.dispatchTouchEvent") || head.contains("\"touchPoints\"") { return .success(.cdp) }
            if isTouchActionBody(head) { return .success(.appiumTouchAction) }
            return .success(.webdriver)
        }
        if lines.prefix(200).contains(where: isGeteventEvent) { return .success(.getevent) }
        if let command = lines.first(where: { !$0.hasPrefix("#") }), isADBInputCommand(command) { return .success(.adbInput) }
        return .failure(Unrecognized(description: describe(first)))
    }

    /// Whether JSON text holds an Appium TouchAction (`"action": "press"`, or tap, longPress, moveTo, wait, release),
    /// or is a pasted `/touch/perform` request.
    static func isTouchActionBody(_ text: String) -> Bool {
        if text.contains("/touch/perform") || text.contains("/touch/multi/perform") { return true }
        var rest = Substring(text)
        while let key = rest.range(of: "\"action\"") {
            rest = rest[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            guard rest.first == ":" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            for verb in ["press", "longPress", "tap", "moveTo", "wait", "release"] where rest.hasPrefix("\"" + verb + "\"") {
                return true
            }
        }
        return false
    }

    /// `input tap 10 20`, `adb shell input swipe …`, `adb -s SERIAL shell input …`, `motionevent DOWN 10 20`.
    static func isADBInputCommand(_ line: Substring) -> Bool {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        if words.first == "adb" {
            words = words.dropFirst()
            if words.first == "-s" { words = words.dropFirst(2) }
            guard words.first == "shell" else { return false }
            words = words.dropFirst()
        }
        if words.first == "input" { words = words.dropFirst() }
        // An input source (touchscreen, …) may come before the command.
        if let source = words.first, ["touchscreen", "touchpad", "touchnavigation", "stylus", "mouse"].contains(source) { words = words.dropFirst() }
        guard let command = words.first else { return false }
        let arguments = Array(words.dropFirst())
        switch command {
        case "tap", "swipe", "draganddrop":
            return arguments.count >= 2 && arguments.prefix(2).allSatisfy { Double($0) != nil }
        case "motionevent":
            return arguments.count >= 3 && ["DOWN", "MOVE", "UP", "CANCEL"].contains(arguments[0].uppercased())
        default:
            return false
        }
    }

    /// What a file no format fits looked like: "text starting 'hello world'", "binary data".
    public struct Unrecognized: Error, Equatable, Sendable {
        public var description: String
    }

    /// `[ 12.345] /dev/input/event2: EV_ABS …`, `/dev/input/event2: 0003 0035 …`, `EV_ABS ABS_X 0000…`, `0003 0035 0000…`.
    static func isGeteventEvent(_ line: Substring) -> Bool {
        var rest = line
        if rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return false }
            let stamp = rest[rest.index(after: rest.startIndex)..<close].trimmingSpaces
            guard Getevent.microseconds(stamp) != nil else { return false }
            rest = rest[rest.index(after: close)...].trimmingSpaces
        }
        if rest.hasPrefix("/dev/"), let colon = rest.firstIndex(of: ":") { rest = rest[rest.index(after: colon)...].trimmingSpaces }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 3 else { return false }
        let typeOK = words[0].hasPrefix("EV_") || (words[0].count == 4 && UInt16(words[0], radix: 16) != nil)
        let codeOK = words[1].allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" } || UInt16(words[1], radix: 16) != nil
        return typeOK && codeOK
    }

    static func describe(_ first: Substring) -> String {
        let printable = first.unicodeScalars.allSatisfy { $0.value >= 32 || $0 == "\t" }
        guard printable else { return "binary data, not text" }
        return "text starting '\(Getevent.short(first))'"
    }
}
