import SliderEngine

/// Finds suspicious things in a trace. Reads the JSON tree leniently: a problem in one event is reported and the next
/// event is still read, so one pass lists everything. Errors are what `replay` refuses; warnings are what it accepts
/// but is unlikely to be meant.
public struct TraceLint {
    /// One finding, at a line of the file.
    public struct Diagnostic: Equatable, Sendable {
        /// How bad it is.
        public enum Severity: String, Sendable {
            /// Accepted by `replay`, but unlikely to be meant.
            case warning
            /// Refused by `replay`.
            case error
        }
        /// One-based line.
        public var line: Int
        /// Warning or error.
        public var severity: Severity
        /// What is wrong.
        public var message: String
    }

    /// The slider's width in points (a `setWidth` event changes it from there on).
    public var width: Double = 330
    /// The slider's height, when a scene gave it; otherwise only points above the slider are checked on y.
    public var height: Double?
    /// Which slider the trace is for, when a scene said; decides whether VoiceOver events name a thumb.
    public var kind: SliderConfig.Kind?
    /// A page's sliders, when the scene is a page: an event's `"slider": N` picks one, and an index past the list is
    /// an error. nil: any index, every slider taking `width`, `height` and `kind`.
    public var targets: [Target]?

    /// One slider of a page, as the linter checks its events.
    public struct Target: Equatable, Sendable {
        /// The slider's width in points.
        public var width: Double
        /// The slider's height in points.
        public var height: Double?
        /// Range or single.
        public var kind: SliderConfig.Kind

        /// Creates a target.
        public init(width: Double, height: Double? = nil, kind: SliderConfig.Kind) {
            self.width = width
            self.height = height
            self.kind = kind
        }
    }

    /// A linter for a slider `width` points wide (and `height` tall, when known) of `kind` (nil: either).
    public init(width: Double = 330, height: Double? = nil, kind: SliderConfig.Kind? = nil) {
        self.width = width
        self.height = height
        self.kind = kind
    }
    /// How far outside the slider a point may be before it is reported: a 44 pt touch target.
    static let reach = 44.0
    /// The longest pause inside a touch that is not reported, in seconds.
    static let longestStill = 1.0

    /// What `replay` would say of the trace, as an error diagnostic, or nil when it reads.
    func strictRefusal(_ bytes: [UInt8], file: String) -> Diagnostic? {
        do {
            if let targets, !targets.isEmpty {
                _ = try TraceDocument(bytes: bytes, file: file, targets: TraceTargets(sliders: targets.map { .init(kind: $0.kind, valueType: .double) }))
            } else if let kind {
                _ = try TraceDocument(bytes: bytes, file: file, kind: kind)
            } else {
                _ = try TraceDocument.readAnyKind(bytes, file: file)
            }
            return nil
        } catch let error as DocumentError {
            let message = error.path.map { "at \($0): " + error.message } ?? error.message
            return Diagnostic(line: error.line ?? 1, severity: .error, message: message)
        } catch {
            return Diagnostic(line: 1, severity: .error, message: "\(error)")
        }
    }

    /// The findings, in line order, and the number of events read. The file must be JSON with an `events` array.
    public func check(_ bytes: [UInt8], file: String) throws -> (diagnostics: [Diagnostic], events: Int) {
        let root = try JSONField.root(bytes, file: file).object()
        let eventsField = try root.required("events")
        let items = try eventsField.array()
        var found: [Diagnostic] = []
        func report(_ f: JSONField, _ severity: Diagnostic.Severity, _ message: String) {
            found.append(Diagnostic(line: f.value.line, severity: severity, message: message))
        }
        for member in root.members where !["events", "$schema", "comment"].contains(member.key) {
            found.append(Diagnostic(line: member.value.line, severity: .error, message: "unknown key \"\(member.key)\"; a trace holds \"events\" (and \"comment\")"))
        }
        if items.isEmpty {
            report(eventsField, .warning, "the trace has no events; replay shows the slider as it starts, untouched")
        }
        var previous: Double?
        var lastT: Double?
        // The finger down on each slider, by index.
        var touches: [Int: (line: Int, t: Double)] = [:]
        var widths: [Int: Double] = [:]
        for item in items {
            guard case .object = item.value.kind, let o = try? item.object() else {
                report(item, .error, "expected an event object, found \(item.value.typeName)")
                continue
            }
            // Time.
            var t: Double?
            if let tf = o.optional("t") {
                if case .number(let x, _) = tf.value.kind {
                    t = x
                    if x < 0 { report(tf, .error, "time \(x.shortestText) is negative; times start at 0") }
                    if let previous, x < previous {
                        report(tf, .error, "time \(x.shortestText) is earlier than the previous event's \(previous.shortestText); times never decrease")
                    }
                    previous = max(previous ?? x, x)
                } else {
                    report(tf, .error, "expected a time in seconds, found \(tf.value.typeName)")
                }
            } else {
                report(item, .error, "missing key \"t\"")
            }
            // Type and keys.
            guard let typeField = o.optional("type"), case .string(let type) = typeField.value.kind else {
                report(o.optional("type") ?? item, .error, o.optional("type") == nil ? "missing key \"type\"" : "expected the event type as a string")
                continue
            }
            guard let spec = TraceFile.eventKeys.first(where: { $0.type == type }) else {
                var message = "unknown event type \"\(type)\""
                if let near = Suggestion.closest(type, in: TraceFile.eventKeys.map(\.type)) { message += "; did you mean \"\(near)\"?" }
                report(typeField, .error, message)
                continue
            }
            let allowed = ["t", "type", "slider", "comment"] + spec.keys
            for member in o.members where !allowed.contains(member.key) {
                var message = "unknown key \"\(member.key)\" in a \(type) event"
                if let near = Suggestion.closest(member.key, in: allowed) { message += "; did you mean \"\(near)\"?" }
                found.append(Diagnostic(line: member.value.line, severity: .error, message: message))
            }
            // Which slider.
            var slider = 0
            if let f = o.nonNull("slider") {
                if case .number(let n, _) = f.value.kind, n >= 0, n == n.rounded(), n < Double(SceneDocument.maximumSliders) * 2 {
                    slider = Int(n)
                    if let targets, !targets.indices.contains(slider) {
                        report(f, .error, TraceTargets(sliders: targets.map { .init(kind: $0.kind, valueType: .double) }).refusal(n))
                    }
                } else {
                    report(f, .error, "expected a slider index, a whole number from 0, found \(f.found())")
                }
            }
            let target = targets.flatMap { $0.indices.contains(slider) ? $0[slider] : nil }
            let width = widths[slider] ?? target?.width ?? self.width
            let height = target?.height ?? self.height
            let kind = target?.kind ?? self.kind
            // A pause inside a touch.
            if let touch = touches.values.min(by: { $0.line < $1.line }), let t, let lastT, t - lastT > Self.longestStill {
                report(item, .warning, "\((t - lastT).rounded(to: 4).shortestText) s pass without an event while the finger that touched on line \(touch.line) is down; more than \(Self.longestStill.shortestText) s is unusual for a drag")
            }
            if let t { lastT = max(lastT ?? t, t) }
            // Events.
            switch type {
            case "touchDown", "touchMove":
                checkPoint(o, item: item, width: width, height: height, report: report)
                if type == "touchDown" {
                    if let touch = touches[slider] { report(item, .warning, "touchDown while the finger that touched on line \(touch.line) is still down; replay starts a new touch") }
                    touches[slider] = (item.value.line, t ?? 0)
                } else if touches[slider] == nil {
                    report(item, .warning, "touchMove with no finger down; replay ignores it")
                }
            case "touchUp", "touchCancel":
                if touches[slider] == nil { report(item, .warning, "\(type) with no finger down") }
                touches[slider] = nil
            case "increment", "decrement":
                let thumb = o.nonNull("thumb")
                if let thumb, (try? thumb.oneOf(Thumb.self)) == nil {
                    report(thumb, .error, "expected \"lower\" or \"upper\"")
                } else if kind == .range && thumb == nil {
                    report(item, .error, "a range slider's \(type) names a thumb: \"thumb\": \"lower\" or \"upper\"")
                } else if kind == .single, let thumb {
                    report(thumb, .error, "a single slider has one thumb; leave \"thumb\" out")
                }
            default:
                guard let value = o.optional("value") else {
                    report(item, .error, "missing key \"value\"")
                    continue
                }
                if let problem = Self.valueProblem(type, value) { report(value, .error, problem) }
                if type == "setValue", let animated = o.nonNull("animated"), (try? animated.bool()) == nil {
                    report(animated, .error, "expected true (the app changed the value inside withAnimation) or false")
                }
                if type == "setWidth", case .number(let w, _) = value.value.kind, w > 0 { widths[slider] = w }
            }
        }
        for touch in touches.values.sorted(by: { $0.line < $1.line }) {
            found.append(Diagnostic(line: touch.line, severity: .warning, message: "the touch that starts here never ends: no touchUp or touchCancel follows"))
        }
        // Stable: findings on one line keep the order they were found in.
        // Parity with replay: whatever the strict reader refuses is an error here too.
        if let refusal = strictRefusal(bytes, file: file), !found.contains(where: { $0.severity == .error && $0.line == refusal.line }) {
            found.append(refusal)
        }
        let ordered = found.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return (ordered, items.count)
    }

    private func checkPoint(_ o: JSONObject, item: JSONField, width: Double, height: Double?, report: (JSONField, Diagnostic.Severity, String) -> Void) {
        guard let xf = o.optional("x") else {
            report(item, .error, "missing key \"x\"")
            return
        }
        guard case .number(let x, _) = xf.value.kind else {
            report(xf, .error, "expected x in points, found \(xf.value.typeName)")
            return
        }
        let reach = Self.reach
        if x < -reach {
            report(xf, .warning, "x \(x.shortestText) is \((-x).rounded(to: 2).shortestText) pt left of the slider, more than \(reach.shortestText) pt outside; check the origin or the scale")
        } else if x > width + reach {
            report(xf, .warning, "x \(x.shortestText) is \((x - width).rounded(to: 2).shortestText) pt right of the slider (width \(width.shortestText)), more than \(reach.shortestText) pt outside; check the origin or the scale")
        }
        guard let yf = o.nonNull("y") else { return }
        guard case .number(let y, _) = yf.value.kind else {
            report(yf, .error, "expected y in points, found \(yf.value.typeName)")
            return
        }
        if y < -reach {
            report(yf, .warning, "y \(y.shortestText) is \((-y).rounded(to: 2).shortestText) pt above the slider, more than \(reach.shortestText) pt outside; check the origin or the scale")
        } else if let height, y > height + reach {
            report(yf, .warning, "y \(y.shortestText) is \((y - height).rounded(to: 2).shortestText) pt below the slider (height \(height.rounded(to: 2).shortestText)), more than \(reach.shortestText) pt outside; check the origin or the scale")
        }
    }

    /// What is wrong with the value of a `set…` event, if anything.
    static func valueProblem(_ type: String, _ f: JSONField) -> String? {
        func check(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch let e as DocumentError { return e.message } catch { return "\(error)" }
        }
        switch type {
        case "setDisabled", "setReduceMotion": return check { _ = try f.bool() }
        case "setWidth": return check { _ = try f.number("a width greater than 0") { $0 > 0 && $0 <= 100_000 } }
        case "setLayoutDirection": return check { _ = try f.oneOf(LayoutDirection.self) }
        case "setDynamicTypeSize": return check { _ = try f.oneOf(DynamicTypeSize.self) }
        case "setColorScheme": return check { _ = try f.oneOf(ColorScheme.self) }
        case "setValue":
            if case .number = f.value.kind { return nil }
            if case .array = f.value.kind { return check { _ = try f.numbers(count: 2) } }
            return "expected a number (a single slider) or two numbers, [lower, upper], found \(f.value.typeName)"
        default: return nil
        }
    }
}

extension Double {
    /// Rounded to `decimals` places, for messages.
    func rounded(to decimals: Int) -> Double { TraceWriter.rounded(self, decimals: decimals) }
}
