import SliderEngine

/// W3C WebDriver Actions (the body of `POST /session/{id}/actions`, as Appium and browser automation send it) turned
/// into touch events in the slider's frame.
///
/// Follows the spec's model: the i-th action of every input source forms tick i; a tick starts when the previous one
/// ends and lasts as long as its longest `pause` or `pointerMove` duration. Presses, lifts and the start of a move
/// happen at the start of their tick. A move with a duration is interpolated linearly from where the pointer was.
public struct WebDriverImport {
    /// Samples per second for moves with a duration: a move of d seconds becomes max(1, round(d × rate)) moves at
    /// even steps, the last one on the end point.
    public var rate: Double = 120
    /// The slider's top-left in viewport coordinates; subtracted from every point.
    public var origin: (x: Double, y: Double) = (0, 0)

    /// An importer sampling moves at `rate` Hz, with the slider's top-left at `origin` in viewport coordinates.
    public init(rate: Double = 120, origin: (x: Double, y: Double) = (0, 0)) {
        self.rate = rate
        self.origin = origin
    }

    /// One action of the pointer source, or a pause of a `none` source.
    enum Action: Equatable {
        case pause(ms: Double)
        case down(button: Int)
        /// nil: a pointerUp without a button, read as releasing every pressed button.
        case up(button: Int?)
        case cancel
        case move(ms: Double, x: Double, y: Double, relative: Bool)

        var duration: Double {
            switch self {
            case .pause(let ms), .move(let ms, _, _, _): return ms
            default: return 0
            }
        }
    }

    /// The events of a WebDriver Actions file; errors name the file, the JSON path and the line.
    public func events(_ bytes: [UInt8], file: String) throws -> [TimedEvent<Double>] {
        try read(bytes, file: file).events
    }

    /// The events of a WebDriver Actions file and warnings for what real clients send and the spec does not allow
    /// (each naming the file, line:column and JSON path); errors name the file, the JSON path and the line.
    public func read(_ bytes: [UInt8], file: String) throws -> (events: [TimedEvent<Double>], notes: [String]) {
        var notes = ImportNotes()
        let sources = try Self.parse(TraceText.utf8(bytes, file: file), file: file, rate: rate, notes: &notes)
        let (events, causes) = simulate(sources.map { ($0.isPointer, $0.actions) }, fields: sources.map(\.fields))
        // Never write what replay refuses: the action that made the first bad event is named.
        if let (i, message) = TraceDocument.problem(in: events), let cause = causes[i] { throw cause.fail(message) }
        return (events, notes.lines)
    }

    /// Runs the ticks. `sources` holds at most one pointer source; the others are `none` sources of pauses.
    func simulate(_ sources: [(isPointer: Bool, actions: [Action])]) -> [TimedEvent<Double>] {
        simulate(sources, fields: sources.map { _ in [] }).events
    }

    /// Runs the ticks, and for each event the action (of `fields`, when given) that made it.
    func simulate(_ sources: [(isPointer: Bool, actions: [Action])], fields: [[JSONField]]) -> (events: [TimedEvent<Double>], causes: [JSONField?]) {
        var events: [TimedEvent<Double>] = []
        var causes: [JSONField?] = []
        var x = 0.0, y = 0.0
        var pressed: Set<Int> = []
        var now = 0.0  // milliseconds since the first tick began
        var cause: JSONField?
        func emit(_ ms: Double, _ event: SliderEvent<Double>) {
            events.append(TimedEvent(t: ms / 1000, event))
            causes.append(cause)
        }
        let ticks = sources.map(\.actions.count).max() ?? 0
        for i in 0..<ticks {
            let actions = sources.indices.compactMap { s in
                i < sources[s].actions.count ? (sources[s].isPointer, sources[s].actions[i], i < fields[s].count ? fields[s][i] : nil) : nil
            }
            let tickDuration = actions.map(\.1.duration).max() ?? 0
            // The longest action of the tick is what moves time on.
            let longest = actions.max(by: { $0.1.duration < $1.1.duration })?.2
            for (isPointer, action, field) in actions where isPointer {
                cause = field
                switch action {
                case .pause: break
                case .down(let button):
                    if pressed.isEmpty { emit(now, .touchDown(x: x - origin.x, y: y - origin.y)) }
                    pressed.insert(button)
                case .up(let button?):
                    guard pressed.remove(button) != nil else { break }
                    if pressed.isEmpty { emit(now, .touchUp) }
                case .up(nil):
                    guard !pressed.isEmpty else { break }
                    pressed.removeAll()
                    emit(now, .touchUp)
                case .cancel:
                    if !pressed.isEmpty { emit(now, .touchCancel) }
                    pressed.removeAll()
                case .move(let ms, let dx, let dy, let relative):
                    let (startX, startY) = (x, y)
                    let (targetX, targetY) = relative ? (x + dx, y + dy) : (dx, dy)
                    let steps = Self.steps(ms: ms, rate: rate)
                    for k in 1...steps {
                        let f = Double(k) / Double(steps)
                        let px = k == steps ? targetX : startX + (targetX - startX) * f
                        let py = k == steps ? targetY : startY + (targetY - startY) * f
                        // The spec dispatches a move only when the position changes.
                        guard px != x || py != y else { continue }
                        (x, y) = (px, py)
                        if !pressed.isEmpty { emit(now + ms * f, .touchMove(x: x - origin.x, y: y - origin.y)) }
                    }
                }
            }
            now += tickDuration
            if now > TraceDocument.maximumTime * 1000, let longest {
                // Time runs past any trace replay accepts: stop here, the check names this action.
                cause = longest
                emit(now, .touchCancel)
                break
            }
        }
        return (events, causes)
    }

    /// How many moves a pointerMove of `ms` milliseconds becomes at `rate` Hz.
    static func steps(ms: Double, rate: Double) -> Int {
        max(1, Int((ms / 1000 * rate).rounded()))
    }

    /// The most moves one pointerMove may become, so a typo in a duration cannot exhaust memory.
    static let maximumSteps = 1_000_000

    /// Where a pasted Appium log line's body starts: the HTTP request, or the driver call with its arguments.
    static let logMarkers = ["/actions", "performActions() with args: "]

    /// Reads and checks the file: sources, their types and actions.
    ///
    /// The body may be `{"actions": [...]}`, the bare array of sources, Appium's driver call arguments
    /// `[[sources], "sessionId"]`, or any of these after a pasted Appium log prefix.
    static func parse(_ bytes: [UInt8], file: String, rate: Double, notes: inout ImportNotes) throws -> [(isPointer: Bool, actions: [Action], fields: [JSONField])] {
        let rootField = try JSONField.root(LogBody.blanked(bytes, markers: logMarkers) ?? bytes, file: file)
        let sourceFields: [JSONField]
        if case .array = rootField.value.kind {
            let items = try rootField.array()
            if let first = items.first, case .array = first.value.kind, items.count <= 2, items.dropFirst().allSatisfy({ (try? $0.string()) != nil }) {
                // Appium's driver call: the sources, then the session id.
                sourceFields = try first.array()
            } else {
                sourceFields = try items.map { item in
                    if case .array = item.value.kind { throw item.fail("expected an input source object; Appium's driver call form is [[sources], \"sessionId\"]") }
                    return item
                }
            }
        } else {
            let root = try rootField.object()
            try root.allowOnly(["actions"])
            sourceFields = try root.required("actions").array()
        }
        var sources: [(isPointer: Bool, actions: [Action], fields: [JSONField])] = []
        var pointer: (id: String, field: JSONField)?
        var ids: [String] = []
        for sourceField in sourceFields {
            let source = try sourceField.object()
            let typeField = try source.required("type")
            let type = try typeField.string()
            let idField = try source.required("id")
            let id = try idField.string()
            if ids.contains(id) { throw idField.fail("the id \"\(id)\" names two input sources; give each source its own id") }
            ids.append(id)
            switch type {
            case "pointer":
                try source.allowOnly(["type", "id", "parameters", "actions"])
                if let parameters = source.nonNull("parameters") {
                    let p = try parameters.object()
                    try p.allowOnly(["pointerType"])
                    if let f = p.nonNull("pointerType") { _ = try f.oneOf(PointerType.self) }
                }
                if let first = pointer {
                    throw sourceField.fail(
                        "a second pointer source (\"\(id)\" after \"\(first.id)\"); the slider follows one finger, "
                            + "so multi-touch actions are refused")
                }
                pointer = (id, sourceField)
                let items = try source.required("actions").array()
                sources.append((true, try items.map { try pointerAction($0, rate: rate, notes: &notes) }, items))
            case "none":
                try source.allowOnly(["type", "id", "actions"])
                let items = try source.required("actions").array()
                sources.append((false, try items.map { try pause($0, sourceType: "none") }, items))
            case "key", "wheel":
                throw typeField.fail(
                    "a \(type) input source (\"\(id)\"); only pointer sources and \"none\" sources (pauses) become slider traces")
            default:
                throw typeField.fail("unknown input source type \"\(type)\"; expected one of \"pointer\", \"none\", \"key\", \"wheel\"")
            }
        }
        return sources
    }

    /// The pointer types of the spec; all three drive the slider like a finger.
    enum PointerType: String, CaseIterable {
        case mouse, pen, touch
    }

    static let actionTypes = ["pause", "pointerDown", "pointerUp", "pointerMove", "pointerCancel"]
    /// Pointer properties the spec allows on down, up and move actions; they do not change a trace.
    static let pointerProperties = [
        "width", "height", "pressure", "tangentialPressure", "tiltX", "tiltY", "twist", "altitudeAngle", "azimuthAngle",
    ]

    private static func pause(_ field: JSONField, sourceType: String) throws -> Action {
        let action = try field.object()
        let typeField = try action.required("type")
        guard try typeField.string() == "pause" else {
            throw typeField.fail("a \(sourceType) source takes only pause actions, found \"\(try typeField.string())\"")
        }
        try action.allowOnly(["type", "duration"])
        return .pause(ms: try duration(action))
    }

    private static func duration(_ action: JSONObject) throws -> Double {
        guard let f = action.nonNull("duration") else { return 0 }
        return try f.number("a duration in whole milliseconds (an integer of 0 or more)") { $0 >= 0 && $0 == $0.rounded() && $0 <= 9_007_199_254_740_991 }
    }

    private static func pointerAction(_ field: JSONField, rate: Double, notes: inout ImportNotes) throws -> Action {
        let action = try field.object()
        let typeField = try action.required("type")
        let type = try typeField.string()
        func button() throws -> Int {
            Int(try action.required("button").number("a button number (an integer of 0 or more)") { $0 >= 0 && $0 == $0.rounded() && $0 <= 1_000_000 })
        }
        /// A `button` where the spec has none (WebdriverIO and device farms send it): checked, then ignored.
        func strayButton() throws {
            guard let f = action.optional("button") else { return }
            if !f.isNull { _ = try button() }
            notes.add("button on \(type)", at: f, "\"button\" on a \(type) action is not in the W3C spec (WebdriverIO and device farms send it); ignored")
        }
        switch type {
        case "pause":
            guard action.optional("button") != nil else { return try pause(field, sourceType: "pointer") }
            try action.allowOnly(["type", "duration", "button"])
            try strayButton()
            return .pause(ms: try duration(action))
        case "pointerDown", "pointerUp":
            try action.allowOnly(["type", "button", "duration"] + pointerProperties)
            if let f = action.optional("duration") {
                if !f.isNull { _ = try duration(action) }
                notes.add("duration on down/up", at: f,
                    "\"duration\" on pointerDown and pointerUp actions is not in the W3C spec (Selenium Python sends it); ignored, it holds no time")
            }
            if type == "pointerUp", action.nonNull("button") == nil {
                notes.add("pointerUp without button", at: field,
                    "a pointerUp without \"button\" (the spec requires one); read as releasing every pressed button")
                return .up(button: nil)
            }
            return type == "pointerDown" ? .down(button: try button()) : .up(button: try button())
        case "pointerCancel":
            try action.allowOnly(["type"])
            return .cancel
        case "pointerMove":
            try action.allowOnly(["type", "duration", "x", "y", "origin", "button"] + pointerProperties)
            try strayButton()
            let ms = try duration(action)
            let steps = (ms / 1000 * rate).rounded()
            if steps > Double(maximumSteps) {
                throw try action.required("duration").fail(
                    "a move of \(ms.shortestText) ms at \(rate.shortestText) Hz would make \(steps.shortestText) samples, more than \(maximumSteps); lower --rate")
            }
            func coordinate(_ key: String) throws -> Double {
                try action.required(key).number("a coordinate within ±1000000") { abs($0) <= 1_000_000 }
            }
            var relative = false
            if let originField = action.nonNull("origin") {
                if case .object = originField.value.kind {
                    throw originField.fail(
                        "an element origin; a trace has no page elements, so use \"viewport\" (absolute) or \"pointer\" (relative) coordinates")
                }
                switch try originField.string() {
                case "viewport": relative = false
                case "pointer": relative = true
                case let other:
                    throw originField.fail("unknown origin \"\(other)\"; expected \"viewport\" or \"pointer\" (element origins are refused)")
                }
            }
            return .move(ms: ms, x: try coordinate("x"), y: try coordinate("y"), relative: relative)
        default:
            var message = "unknown pointer action \"\(type)\""
            if let near = Suggestion.closest(type, in: actionTypes) { message += "; did you mean \"\(near)\"?" }
            else { message += "; expected one of " + actionTypes.map { "\"\($0)\"" }.joined(separator: ", ") }
            throw typeField.fail(message)
        }
    }
}
