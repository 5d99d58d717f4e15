import SliderEngine
/// Android `getevent` text: `getevent -lt` (labelled) and `getevent -t` (raw hex), with or without the device path.
///
/// ```
/// [   12345.678901] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000001f4
/// [   12345.678901] /dev/input/event2: 0003 0035 000001f4
/// [   12345.678901] EV_SYN       SYN_REPORT           00000000
/// ```
/// Lines that `getevent` prints about devices (`add device 1: …`, indented `name: …`, `remove device …`,
/// `could not get …`) are skipped.
enum Getevent {
    /// One input event: where it was in the file, its device, time in microseconds, type, code and value.
    struct Line: Equatable {
        var number: Int
        var device: String?
        var micros: Int64
        var type: UInt16
        var code: UInt16
        var value: Int32
    }

    static let evSyn: UInt16 = 0x00, evKey: UInt16 = 0x01, evAbs: UInt16 = 0x03
    static let synReport: UInt16 = 0x00, synMTReport: UInt16 = 0x02, synDropped: UInt16 = 0x03
    static let btnTouch: UInt16 = 0x14a
    static let absX: UInt16 = 0x00, absY: UInt16 = 0x01
    static let absMTSlot: UInt16 = 0x2f, absMTPositionX: UInt16 = 0x35, absMTPositionY: UInt16 = 0x36
    static let absMTTrackingID: UInt16 = 0x39

    /// Labels `getevent -l` prints for the event types.
    static let typeLabels: [String: UInt16] = [
        "EV_SYN": 0x00, "EV_KEY": 0x01, "EV_REL": 0x02, "EV_ABS": 0x03, "EV_MSC": 0x04, "EV_SW": 0x05,
        "EV_LED": 0x11, "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16, "EV_FF_STATUS": 0x17,
    ]
    /// Labels of the codes the importer reads; other labelled codes are ignored.
    static let codeLabels: [String: UInt16] = [
        "SYN_REPORT": synReport, "SYN_CONFIG": 0x01, "SYN_MT_REPORT": synMTReport, "SYN_DROPPED": synDropped,
        "BTN_TOUCH": btnTouch, "ABS_X": absX, "ABS_Y": absY, "ABS_MT_SLOT": absMTSlot, "ABS_MT_POSITION_X": absMTPositionX,
        "ABS_MT_POSITION_Y": absMTPositionY, "ABS_MT_TRACKING_ID": absMTTrackingID,
    ]
    /// Values `getevent -l` prints for keys.
    static let valueLabels: [String: Int32] = ["UP": 0, "DOWN": 1, "REPEAT": 2]

    /// The error for `line`: `file:12: message`.
    static func fail(_ file: String, _ line: Int, _ message: String) -> DocumentError {
        DocumentError(file: file, path: nil, line: line, column: nil, message: message)
    }

    /// Parses every event line; device-description lines and pasted shell prompt lines are skipped, anything else is
    /// an error. `bytes` may be in any encoding `TraceText` reads.
    static func parse(_ bytes: [UInt8], file: String) throws -> [Line] {
        var lines: [Line] = []
        let text = String(decoding: try TraceText.utf8(bytes, file: file), as: UTF8.self)
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var line = Substring(raw)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || line.first == " " || line.first == "\t" || line.hasPrefix("add device") || line.hasPrefix("remove device")
                || line.hasPrefix("could not") {
                continue
            }
            if isShellLine(trimmed) { continue }
            guard trimmed.first == "[" else {
                let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if trimmed.hasPrefix("/dev/") || trimmed.hasPrefix("EV_") || (words.count == 3 && hex16(words[0]) != nil) {
                    throw fail(file, number, "this event has no time; record with 'getevent -lt' or 'getevent -t'")
                }
                throw fail(file, number, "not a getevent line: '\(short(trimmed))'; expected '[   seconds.micros] TYPE CODE VALUE'")
            }
            if let event = try parseEvent(trimmed, number: number, file: file) { lines.append(event) }
        }
        return lines
    }

    /// One `[ time] device: TYPE CODE VALUE` line, or nil for events of types or codes the importer ignores.
    private static func parseEvent(_ line: Substring, number: Int, file: String) throws -> Line? {
        guard let close = line.firstIndex(of: "]") else { throw fail(file, number, "missing ']' after the time") }
        let stamp = line[line.index(after: line.startIndex)..<close].trimmingSpaces
        guard let micros = microseconds(stamp) else {
            throw fail(file, number, "'\(stamp)' is not a time in seconds such as 12345.678901")
        }
        var rest = line[line.index(after: close)...].trimmingSpaces
        var device: String?
        if rest.hasPrefix("/"), let colon = rest.firstIndex(of: ":") {
            device = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...].trimmingSpaces
        }
        var fields = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
        // `getevent -r` prints ` rate N` after a SYN_REPORT: the report rate in Hz, which the importer does not need.
        if fields.count == 5, fields[3] == "rate", Int(fields[4]) != nil { fields.removeLast(2) }
        guard fields.count == 3 else {
            throw fail(file, number, "expected TYPE CODE VALUE after the time, found '\(short(rest))'")
        }
        let type: UInt16
        if let t = typeLabels[String(fields[0])] { type = t } else if let t = hex16(fields[0]) { type = t } else {
            throw fail(file, number, "'\(fields[0])' is not an event type such as EV_ABS or 0003")
        }
        let code: UInt16
        if let c = codeLabels[String(fields[1])] { code = c } else if let c = hex16(fields[1]) { code = c } else if fields[1].allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) {
            return nil  // a labelled code the importer does not read, such as ABS_MT_PRESSURE
        } else {
            throw fail(file, number, "'\(fields[1])' is not an event code such as ABS_MT_POSITION_X or 0035")
        }
        let value: Int32
        if let v = valueLabels[String(fields[2])] { value = v } else if fields[2].count <= 8, let v = UInt32(fields[2], radix: 16) {
            value = Int32(bitPattern: v)
        } else {
            throw fail(file, number, "'\(fields[2])' is not a value in hex (such as 000001f4) or UP/DOWN")
        }
        return Line(number: number, device: device, micros: micros, type: type, code: code, value: value)
    }

    /// A shell line pasted with the capture: the prompt and command (`$ adb shell getevent -lt`,
    /// `generic_x86:/ $ getevent -lt`, `chiron:/ # getevent -pl`), a bare prompt, or `^C`.
    static func isShellLine(_ line: Substring) -> Bool {
        if line == "^C" || line == "$" || line == "#" { return true }
        let words = line.split(separator: " ")
        if words.contains(where: { $0 == "getevent" || $0.hasSuffix("/getevent") || $0 == "adb" }) { return true }
        if let last = words.last, last == "$" || last == "#", words.count <= 2 { return true }
        return false
    }

    private static func hex16(_ s: Substring) -> UInt16? {
        s.count == 4 ? UInt16(s, radix: 16) : nil
    }

    /// `12345.678901` as whole microseconds, exactly.
    static func microseconds(_ s: Substring) -> Int64? {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts[0].count <= 12, parts[0].allSatisfy(\.isASCIIDigit),
            let seconds = Int64(parts[0])
        else { return nil }
        var micros: Int64 = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
            let six = String((digits + "000000").prefix(6))
            micros = Int64(six) ?? 0
        }
        return seconds * 1_000_000 + micros
    }

    static func short(_ s: Substring) -> String { s.count > 60 ? String(s.prefix(60)) + "…" : String(s) }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
