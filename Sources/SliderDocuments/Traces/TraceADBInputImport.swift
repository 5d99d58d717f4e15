import SliderEngine

/// `adb shell input` scripts turned into touch events in the slider's frame: one command a line, optionally
/// prefixed `adb [-s SERIAL] shell` and `input [SOURCE]`; `#` comments, blank lines and `sleep S` lines.
///
/// Commands run one after the other with no gap, from t = 0:
/// - `tap X Y`: touchDown and touchUp at the same instant (as Android sends them), then one frame (1 / rate s);
/// - `swipe X1 Y1 X2 Y2 [MS]`: touchDown, a linear move over MS milliseconds (Android's default 300) sampled at
///   `rate`, touchUp on the end point;
/// - `draganddrop X1 Y1 X2 Y2 [MS]`: the same after holding the first point for 400 ms (Android's long-press
///   timeout), so the drag starts;
/// - `motionevent DOWN|MOVE|UP|CANCEL X Y`: one event, then one frame;
/// - `sleep S`: S seconds.
/// Positions are screen pixels, multiplied by `scale` (points per pixel), then `origin` subtracted.
public struct ADBInputImport {
    /// Samples per second for swipes, and the length of a frame after a tap or motion event.
    public var rate: Double
    /// Points per pixel.
    public var scale: Double
    /// The slider's top-left in screen points; subtracted from every point.
    public var origin: (x: Double, y: Double)

    /// An importer sampling swipes at `rate` Hz.
    public init(rate: Double = 120, scale: Double = 1, origin: (x: Double, y: Double) = (0, 0)) {
        self.rate = rate
        self.scale = scale
        self.origin = origin
    }

    /// Android's `input swipe` and `draganddrop` duration when none is given, in milliseconds.
    public static let defaultSwipe = 300.0
    /// How long `draganddrop` holds before moving: `ViewConfiguration`'s default long-press timeout (Android 12 on).
    public static let dragHold = 400.0

    static let commands = ["tap", "swipe", "draganddrop", "motionevent", "sleep"]
    /// `input` commands that do not touch the screen: left out with a warning.
    static let otherCommands = ["text", "keyevent", "press", "roll", "scroll", "keycombination", "keyboard"]
    /// Input sources `input` accepts before its command.
    static let sources = ["touchscreen", "touchpad", "touchnavigation", "stylus", "mouse", "trackball", "dpad", "keyboard", "gamepad", "joystick", "rotaryencoder"]

    /// A word of a line and its one-based column.
    struct Word {
        var text: Substring
        var column: Int
    }

    /// The events and warnings (each naming the file and line:column).
    public func read(_ bytes: [UInt8], file: String) throws -> (events: [TimedEvent<Double>], notes: [String]) {
        var notes = ImportNotes()
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var finger = TouchRecorder(scale: scale, origin: origin)
        var now = 0.0  // milliseconds
        let frame = 1000 / rate
        var touched = false
        var lastDown: String?
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let lineNumber = index + 1
            var line = rawLine
            if line.hasSuffix("\r") { line.removeLast() }
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            var words = Self.words(line)
            func fail(_ word: Word?, _ message: String) -> DocumentError {
                DocumentError(file: file, line: lineNumber, column: word?.column ?? 1, message: message)
            }
            // Prefixes: a shell prompt's "$", "adb [-s SERIAL | -d | -e] shell", "input [SOURCE]".
            if words.first?.text == "$" { words.removeFirst() }
            if words.first?.text == "adb" {
                words.removeFirst()
                while let w = words.first, w.text.hasPrefix("-") {
                    words.removeFirst()
                    if w.text == "-s" || w.text == "-t" || w.text == "-H" || w.text == "-P" { if !words.isEmpty { words.removeFirst() } }
                }
                guard words.first?.text == "shell" else { throw fail(words.first, "expected \"shell\" after \"adb\"; only 'adb shell input …' commands are read") }
                words.removeFirst()
            }
            guard let first = words.first else { continue }
            var commandWord = first
            if first.text == "input" {
                words.removeFirst()
                if let w = words.first, Self.sources.contains(String(w.text)) { words.removeFirst() }
                if words.first?.text == "-d" { words.removeFirst(min(2, words.count)) }
                guard let w = words.first else { throw fail(first, "\"input\" without a command; expected one of tap, swipe, draganddrop, motionevent") }
                commandWord = w
            } else if first.text != "sleep" && !Self.commands.contains(String(first.text)) {
                var message = "unknown command \"\(Excerpt.of(String(first.text), limit: 40))\""
                if let near = Suggestion.closest(String(first.text), in: Self.commands + ["input", "adb"]) { message += "; did you mean \"\(near)\"?" }
                else { message += "; expected 'input tap|swipe|draganddrop|motionevent …' or 'sleep S'" }
                throw fail(first, message)
            }
            let command = String(commandWord.text)
            let arguments = Array(words.dropFirst())
            func numbers(_ names: [String], optional: String? = nil) throws -> [Double] {
                let most = names.count + (optional == nil ? 0 : 1)
                guard arguments.count >= names.count, arguments.count <= most else {
                    let form = ([command] + names + (optional.map { ["[\($0)]"] } ?? [])).joined(separator: " ")
                    let at = arguments.count > most ? arguments[most] : commandWord
                    throw fail(at, "\(command) takes \(form); found \(arguments.count) argument\(arguments.count == 1 ? "" : "s")")
                }
                return try arguments.enumerated().map { i, word in
                    let name = i < names.count ? names[i] : optional ?? ""
                    guard let value = Double(word.text), value.isFinite, abs(value) <= 1_000_000 else {
                        throw fail(word, "expected a number for \(name), found \"\(Excerpt.of(String(word.text), limit: 40))\"")
                    }
                    return value
                }
            }
            func duration(_ value: Double?, _ word: Word?) throws -> Double {
                guard let value else { return Self.defaultSwipe }
                // Android reads a negative duration as "not given".
                guard value == value.rounded() else { throw fail(word, "expected a duration in whole milliseconds, found \(value.shortestText)") }
                if (value / 1000 * rate).rounded() > Double(TouchRecorder.maximumSteps) {
                    throw fail(word, "a swipe of \(value.shortestText) ms at \(rate.shortestText) Hz would make more than \(TouchRecorder.maximumSteps) samples; lower --rate")
                }
                return value < 0 ? Self.defaultSwipe : value
            }
            let place = "\(lineNumber):\(commandWord.column)"
            if finger.isDown, command != "motionevent", command != "sleep", Self.commands.contains(command) {
                notes.add("still down", file: file, at: place, "a \(command) while a motionevent DOWN (line \(lastDown ?? "?")) is still down; that touch is lifted first")
                finger.up(now / 1000)
            }
            switch command {
            case "tap":
                let p = try numbers(["X", "Y"])
                finger.down(now / 1000, p[0], p[1])
                finger.up(now / 1000)
                now += frame
                touched = true
            case "swipe", "draganddrop":
                let p = try numbers(["X1", "Y1", "X2", "Y2"], optional: "DURATION_MS")
                let ms = try duration(p.count > 4 ? p[4] : nil, arguments.count > 4 ? arguments[4] : nil)
                finger.down(now / 1000, p[0], p[1])
                if command == "draganddrop" { now += Self.dragHold }
                finger.slide(now, ms: ms, to: p[2], p[3], rate: rate)
                now += ms
                finger.up(now / 1000)
                touched = true
            case "motionevent":
                guard let actionWord = arguments.first else { throw fail(commandWord, "motionevent takes DOWN|MOVE|UP|CANCEL X Y; found nothing") }
                let action = actionWord.text.uppercased()
                guard ["DOWN", "MOVE", "UP", "CANCEL"].contains(action) else {
                    throw fail(actionWord, "unknown motion event \"\(Excerpt.of(String(actionWord.text), limit: 40))\"; expected DOWN, MOVE, UP or CANCEL")
                }
                let rest = Array(arguments.dropFirst())
                guard rest.count == 2 else { throw fail(rest.count > 2 ? rest[2] : actionWord, "motionevent takes DOWN|MOVE|UP|CANCEL X Y; found \(rest.count + 1) arguments") }
                let p = try rest.map { word -> Double in
                    guard let value = Double(word.text), value.isFinite, abs(value) <= 1_000_000 else {
                        throw fail(word, "expected a number, found \"\(Excerpt.of(String(word.text), limit: 40))\"")
                    }
                    return value
                }
                switch action {
                case "DOWN":
                    if finger.isDown {
                        notes.add("down while down", file: file, at: place, "a motionevent DOWN while the finger is down; it is lifted first")
                        finger.up(now / 1000)
                    }
                    finger.down(now / 1000, p[0], p[1])
                    lastDown = String(lineNumber)
                case "MOVE":
                    if !finger.isDown { notes.add("move while up", file: file, at: place, "a motionevent MOVE with no finger down; it only places the finger") }
                    finger.move(now / 1000, p[0], p[1])
                case "UP":
                    if !finger.isDown { notes.add("up while up", file: file, at: place, "a motionevent UP with no finger down; ignored") }
                    else {
                        // Android's UP carries a position: a move there first when it differs.
                        finger.move(now / 1000, p[0], p[1])
                        finger.up(now / 1000)
                    }
                default:
                    if !finger.isDown { notes.add("up while up", file: file, at: place, "a motionevent CANCEL with no finger down; ignored") }
                    finger.cancel(now / 1000)
                }
                now += frame
                touched = true
            case "sleep":
                guard arguments.count == 1, let s = Double(arguments[0].text.hasSuffix("s") ? arguments[0].text.dropLast() : arguments[0].text), s >= 0, s <= TraceDocument.maximumTime else {
                    throw fail(arguments.first ?? commandWord, "sleep takes one number of seconds, such as 'sleep 0.5'")
                }
                now += s * 1000
            default:
                if Self.otherCommands.contains(command) {
                    notes.add("not a touch", file: file, at: place, "'input \(command)' does not touch the screen; left out")
                    continue
                }
                var message = "unknown input command \"\(Excerpt.of(command))\""
                if let near = Suggestion.closest(command, in: Self.commands) { message += "; did you mean \"\(near)\"?" }
                else { message += "; expected tap, swipe, draganddrop or motionevent" }
                throw fail(commandWord, message)
            }
            if now > TraceDocument.maximumTime * 1000 {
                throw fail(commandWord, "the time reaches \((now / 1000).shortestText) s, more than the longest trace replay accepts")
            }
        }
        if finger.isDown { notes.add("no up", file: file, at: lastDown.map { "\($0):1" } ?? "1:1", "the motionevent DOWN here is never lifted; the trace has no touchUp") }
        if touched && scale == 1 && !scaleGiven {
            notes.add("scale", file: file, at: "1:1", "screen pixels were taken as points (no --scale); pass --scale, points per pixel, such as 0.3333 for a 1080-pixel-wide screen shown as 360 pt")
        }
        return (try finger.checked(file: file), notes.lines)
    }

    /// Whether `scale` was chosen; when not, a warning says pixels were taken as points.
    public var scaleGiven = false

    /// The words of a line, split at spaces and tabs, with their columns.
    static func words(_ line: Substring) -> [Word] {
        var words: [Word] = []
        var column = 1
        var start: Substring.Index?
        var startColumn = 1
        for i in line.indices {
            let c = line[i]
            if c == " " || c == "\t" {
                if let s = start { words.append(Word(text: line[s..<i], column: startColumn)); start = nil }
            } else if start == nil {
                start = i
                startColumn = column
            }
            column += c.utf8.count
        }
        if let s = start { words.append(Word(text: line[s...], column: startColumn)) }
        return words
    }
}
