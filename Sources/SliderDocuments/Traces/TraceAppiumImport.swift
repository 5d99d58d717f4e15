import SliderEngine

/// Appium's legacy TouchAction body (`POST /session/{id}/touch/perform`: `{"actions": [{"action": "press",
/// "options": {"x": …, "y": …}}, …]}`) turned into touch events in the slider's frame.
///
/// Coordinates are absolute screen coordinates (also for `moveTo`, as in Appium 1.x and later), multiplied by
/// `scale` and then `origin` subtracted. Time moves on only through `wait`, `longPress`, `tap` and `moveTo`:
/// a `wait` directly before a `moveTo` is that move's duration (Appium's drivers perform press–wait–moveTo as a
/// swipe over the wait); any other `wait` holds the finger still. A `moveTo` without a `wait` before it lasts one
/// frame (1 / rate s). Moves are linear, sampled as WebDriver moves are.
public struct AppiumTouchActionImport {
    /// Samples per second for moves.
    public var rate: Double
    /// Points per unit of the body's coordinates (Android drivers use pixels, iOS ones points).
    public var scale: Double
    /// The slider's top-left in screen points; subtracted from every point.
    public var origin: (x: Double, y: Double)

    /// An importer sampling moves at `rate` Hz.
    public init(rate: Double = 120, scale: Double = 1, origin: (x: Double, y: Double) = (0, 0)) {
        self.rate = rate
        self.scale = scale
        self.origin = origin
    }

    /// How long a `longPress` without `duration` holds, in milliseconds.
    public static let defaultLongPress = 1000.0

    static let actionNames = ["press", "longPress", "tap", "moveTo", "wait", "release"]
    static let logMarkers = ["/touch/perform", "performTouch() with args: "]

    /// The events and warnings (each naming the file, line:column and JSON path).
    public func read(_ bytes: [UInt8], file: String) throws -> (events: [TimedEvent<Double>], notes: [String]) {
        var notes = ImportNotes()
        let actions = try Self.actions(try JSONField.root(LogBody.blanked(bytes, markers: Self.logMarkers) ?? bytes, file: file), notes: &notes)
        var finger = TouchRecorder(scale: scale, origin: origin)
        var now = 0.0  // milliseconds
        let frame = 1000 / rate
        for (index, field) in actions.enumerated() {
            let action = try field.object()
            try action.allowOnly(["action", "options"])
            let nameField = try action.required("action")
            let name = try nameField.string()
            guard Self.actionNames.contains(name) else {
                var message = "unknown touch action \"\(Excerpt.of(name))\""
                if let near = Suggestion.closest(name, in: Self.actionNames) { message += "; did you mean \"\(near)\"?" }
                else { message += "; expected one of " + Self.actionNames.map { "\"\($0)\"" }.joined(separator: ", ") }
                throw nameField.fail(message)
            }
            let options = try action.nonNull("options")?.object()
            func allow(_ keys: [String]) throws {
                try options?.allowOnly(keys)
                if let element = options?.nonNull("element") {
                    throw element.fail("an element; a trace has no page elements, so give x and y in screen coordinates")
                }
            }
            func number(_ key: String, _ what: String, default value: Double? = nil, _ rule: (Double) -> Bool) throws -> Double {
                guard let f = options?.nonNull(key) else {
                    if let value { return value }
                    throw (options?.field ?? field).fail("missing option \"\(key)\"")
                }
                return try f.number(what, rule)
            }
            func point() throws -> (Double, Double) {
                let rule: (Double) -> Bool = { abs($0) <= 1_000_000 }
                return (try number("x", "a coordinate within ±1000000", rule), try number("y", "a coordinate within ±1000000", rule))
            }
            func milliseconds(_ key: String, default value: Double) throws -> Double {
                try number(key, "milliseconds, 0 or more", default: value) { $0 >= 0 && $0 <= TraceDocument.maximumTime * 1000 }
            }
            let previousWasWait = index > 0 && (try? actions[index - 1].object().optional("action")?.string()) == "wait"
            switch name {
            case "press", "longPress":
                try allow(name == "press" ? ["x", "y", "element", "pressure"] : ["x", "y", "element", "duration", "pressure"])
                let (x, y) = try point()
                if finger.isDown {
                    notes.add("press while down", at: field, "a \(name) while the finger is down; it is lifted first")
                    finger.up(now / 1000)
                }
                finger.down(now / 1000, x, y)
                if name == "longPress" { now += try milliseconds("duration", default: Self.defaultLongPress) }
            case "tap":
                try allow(["x", "y", "element", "count"])
                let (x, y) = try point()
                let count = try number("count", "a tap count from 1 to 100", default: 1) { $0 >= 1 && $0 <= 100 && $0 == $0.rounded() }
                if finger.isDown {
                    notes.add("tap while down", at: field, "a tap while the finger is down; it is lifted first")
                    finger.up(now / 1000)
                }
                for _ in 0..<Int(count) {
                    finger.down(now / 1000, x, y)
                    now += frame
                    finger.up(now / 1000)
                    now += frame
                }
            case "moveTo":
                try allow(["x", "y", "element"])
                let (x, y) = try point()
                let ms = previousWasWait ? try Self.waitMilliseconds(actions[index - 1]) : frame
                if (ms / 1000 * rate).rounded() > Double(TouchRecorder.maximumSteps) {
                    throw field.fail("a move of \(ms.shortestText) ms at \(rate.shortestText) Hz would make more than \(TouchRecorder.maximumSteps) samples; lower --rate")
                }
                if !finger.isDown {
                    notes.add("move while up", at: field, "a moveTo with no finger down (no press before it); it only places the finger")
                }
                finger.slide(now, ms: ms, to: x, y, rate: rate)
                now += ms
            case "wait":
                try allow(["ms"])
                let ms = try milliseconds("ms", default: 0)
                // A wait right before a moveTo is the move's duration; the move adds it.
                let next = index + 1 < actions.count ? (try? actions[index + 1].object().optional("action")?.string()) : nil
                if next != "moveTo" { now += ms }
            default:  // release
                try allow([])
                if !finger.isDown { notes.add("release while up", at: field, "a release with no finger down; ignored") }
                finger.up(now / 1000)
            }
            if now > TraceDocument.maximumTime * 1000 {
                throw field.fail("the time reaches \((now / 1000).shortestText) s, more than the longest trace replay accepts")
            }
        }
        if finger.isDown, let last = actions.last {
            notes.add("no release", at: last, "the finger is still down after the last action (no release); the trace has no touchUp")
        }
        return (try finger.checked(file: file), notes.lines)
    }

    /// The `ms` of a wait action, 0 when absent.
    private static func waitMilliseconds(_ field: JSONField) throws -> Double {
        try field.object().nonNull("options")?.object().nonNull("ms")?.number() ?? 0
    }

    /// The actions of the body: `{"actions": [...]}`, the bare array, Appium's driver call `[[actions], "sessionId"]`;
    /// of a multi-finger body (`{"actions": [[...], [...]]}`, `/touch/multi/perform`) the first finger's.
    static func actions(_ root: JSONField, notes: inout ImportNotes) throws -> [JSONField] {
        var items: [JSONField]
        if case .array = root.value.kind {
            items = try root.array()
            if let first = items.first, case .array = first.value.kind, items.count <= 2, items.dropFirst().allSatisfy({ (try? $0.string()) != nil }) {
                items = try first.array()
            }
        } else {
            let object = try root.object()
            try object.allowOnly(["actions", "elementId"])
            items = try object.required("actions").array()
        }
        if let first = items.first, case .array = first.value.kind {
            if items.count > 1 {
                notes.add("multi", at: items[1], "a multi-finger touch action; the slider follows the first finger, the other \(items.count - 1) are left out")
            }
            items = try first.array()
        }
        return items
    }
}
