import SceneGraph
import SliderEngine

extension TraceDocument {
    /// Reads a trace for a slider of `kind` whose binding holds `valueType`; `file` names it in errors.
    public init(bytes: [UInt8], file: String, kind: SliderConfig.Kind = .range, valueType: ValueType = .double) throws {
        self = try TraceFile.parse(bytes, file: file, targets: TraceTargets(kind: kind, valueType: valueType))
    }

    /// Reads a trace for the slider of `scene`, or the sliders of its page (`"slider": N` names one).
    public init(bytes: [UInt8], file: String, for scene: SceneDocument) throws {
        self = try TraceFile.parse(bytes, file: file, targets: TraceTargets(scene))
    }

    init(bytes: [UInt8], file: String, targets: TraceTargets) throws {
        self = try TraceFile.parse(bytes, file: file, targets: targets)
    }

    /// Reads a trace file from disk (`-` is stdin) for the slider of `scene`, or the sliders of its page.
    public init(contentsOf path: String, for scene: SceneDocument) throws {
        let stream = try TraceStream(contentsOf: path, for: scene)
        self.init(events: try stream.readAll(), comment: stream.comment)
    }

    /// The trace as JSON, one event per line; `kind` decides how thumbs and `setValue` are written. An event for a
    /// slider other than the first says so with `"slider": N`.
    public func jsonBytes(kind: SliderConfig.Kind = .range) -> [UInt8] {
        TraceWriter.bytes(events, kinds: [kind], comment: comment)
    }

    /// The trace as JSON for the slider or page of `scene`: each event written for the kind of the slider it names.
    public func jsonBytes(for scene: SceneDocument) -> [UInt8] {
        TraceWriter.bytes(events, kinds: scene.sliders.map(\.config.kind), comment: comment)
    }
}

extension TraceDocument {
    /// Reads a trace whose slider is not known: as a range slider's first, then as a single slider's (VoiceOver
    /// events without a thumb); when both fail, the range slider's error is thrown. Any `"slider"` index a page may
    /// hold is accepted, every slider read as the same kind.
    public static func readAnyKind(_ bytes: [UInt8], file: String) throws -> (trace: TraceDocument, kind: SliderConfig.Kind) {
        do {
            return (try TraceDocument(bytes: bytes, file: file, targets: TraceTargets(kind: .range, acceptsAnyIndex: true)), .range)
        } catch let rangeError {
            guard let single = try? TraceDocument(bytes: bytes, file: file, targets: TraceTargets(kind: .single, acceptsAnyIndex: true)) else { throw rangeError }
            return (single, .single)
        }
    }
}

/// Reads trace files: `{ "events": [ { "t": 0, "type": "touchDown", "x": 100 }, … ] }`.
enum TraceFile {
    /// Every event type a trace may hold, with the keys each one takes besides `t` and `type`.
    static let eventKeys: [(type: String, keys: [String])] = [
        ("touchDown", ["x", "y"]), ("touchMove", ["x", "y"]), ("touchUp", []), ("touchCancel", []),
        ("increment", ["thumb"]), ("decrement", ["thumb"]), ("setDisabled", ["value"]), ("setReduceMotion", ["value"]),
        ("setValue", ["value", "animated"]), ("setWidth", ["value"]), ("setLayoutDirection", ["value"]),
        ("setDynamicTypeSize", ["value"]), ("setColorScheme", ["value"]),
    ]

    /// Parses a trace for a slider of `kind`; errors name `file`, the JSON path and the line.
    static func parse(_ bytes: [UInt8], file: String, kind: SliderConfig.Kind, valueType: ValueType) throws -> TraceDocument {
        try parse(bytes, file: file, targets: TraceTargets(kind: kind, valueType: valueType))
    }

    /// Parses a trace for the sliders of `targets`; errors name `file`, the JSON path and the line.
    static func parse(_ bytes: [UInt8], file: String, targets: TraceTargets) throws -> TraceDocument {
        let stream = TraceStream(bytes: bytes, file: file, targets: targets)
        let events = try stream.readAll()
        return TraceDocument(events: events, comment: stream.comment)
    }

    /// One element of the events array of a one-slider trace, checked against the event before it.
    static func event(_ item: JSONField, previous: Double?, kind: SliderConfig.Kind, valueType: ValueType) throws -> TimedEvent<Double> {
        try event(item, previous: previous, targets: TraceTargets(kind: kind, valueType: valueType))
    }

    /// One element of the events array, checked against the event before it; `"slider": N` picks the slider among
    /// `targets`, whose kind and value type then decide the rest.
    static func event(_ item: JSONField, previous: Double?, targets: TraceTargets) throws -> TimedEvent<Double> {
        let o = try item.object()
        let typeField = try o.required("type")
        let type = try typeField.string()
        guard let spec = eventKeys.first(where: { $0.type == type }) else {
            var message = "unknown event type \"\(Excerpt.of(type))\""
            if let near = Suggestion.closest(type, in: eventKeys.map(\.type)) { message += "; did you mean \"\(near)\"?" }
            else { message += "; expected one of " + eventKeys.map { "\"\($0.type)\"" }.joined(separator: ", ") }
            throw typeField.fail(message)
        }
        try o.allowOnly(["t", "type", "slider", "comment"] + spec.keys)
        let tField = try o.required("t")
        let t = try tField.number("a time from 0 to 10000000 seconds") { $0 >= 0 && $0 <= TraceDocument.maximumTime }
        if let previous, t < previous {
            throw tField.fail("time \(t.shortestText) is earlier than the previous event's \(previous.shortestText); times never decrease")
        }
        var index = 0
        var target = targets.first
        if let f = o.nonNull("slider") {
            let n = try f.number("a slider index, a whole number from 0") { $0 >= 0 && $0 == $0.rounded() }
            guard n < Double(SceneDocument.maximumSliders) * 2, let found = targets.slider(Int(n)) else { throw f.fail(targets.refusal(n)) }
            index = Int(n)
            target = found
        }
        return TimedEvent(t: t, try event(type, o, kind: target.kind, valueType: target.valueType), slider: index)
    }

    private static func event(_ type: String, _ o: JSONObject, kind: SliderConfig.Kind, valueType: ValueType) throws -> SliderEvent<Double> {
        func coordinate(_ key: String) throws -> Double {
            try o.required(key).number("a coordinate within ±1000000 points") { abs($0) <= 1_000_000 }
        }
        func optionalY() throws -> Double? {
            try o.nonNull("y").map { try $0.number("a coordinate within ±1000000 points") { abs($0) <= 1_000_000 } }
        }
        func thumb() throws -> Thumb {
            guard let f = o.nonNull("thumb") else {
                if kind == .single { return .lower }
                throw o.field.fail("missing key \"thumb\"; a range slider's \(type) names \"lower\" or \"upper\"")
            }
            if kind == .single { throw f.fail("a single slider has one thumb; leave \"thumb\" out") }
            return try f.oneOf(Thumb.self)
        }
        func fits(_ f: JSONField, _ x: Double) throws -> Double {
            if valueType == .float, abs(x) > Double(Float.greatestFiniteMagnitude) { throw f.fail("\(x.shortestText) does not fit in a Float") }
            return x
        }
        switch type {
        case "touchDown": return .touchDown(x: try coordinate("x"), y: try optionalY())
        case "touchMove": return .touchMove(x: try coordinate("x"), y: try optionalY())
        case "touchUp": return .touchUp
        case "touchCancel": return .touchCancel
        case "increment": return .increment(try thumb())
        case "decrement": return .decrement(try thumb())
        case "setDisabled": return .setDisabled(try o.required("value").bool())
        case "setReduceMotion": return .setReduceMotion(try o.required("value").bool())
        case "setWidth": return .setWidth(try o.required("value").number("a width greater than 0 and at most 100000 points") { $0 > 0 && $0 <= SliderEnvironment.maximumWidth })
        case "setLayoutDirection": return .setLayoutDirection(try o.required("value").oneOf(LayoutDirection.self))
        case "setDynamicTypeSize": return .setDynamicTypeSize(try o.required("value").oneOf(DynamicTypeSize.self))
        case "setColorScheme": return .setColorScheme(try o.required("value").oneOf(ColorScheme.self))
        default:
            let f = try o.required("value")
            // `"animated": true`: the app wrote the value inside `withAnimation { }`.
            let animated = try o.nonNull("animated")?.bool() ?? false
            switch kind {
            case .range:
                if case .number = f.value.kind { throw f.fail("a range slider's setValue takes two numbers, [lower, upper], found one number") }
                let v = try f.numbers(count: 2).map { try fits(f, $0) }
                return .setValue(RangeBinding(v[0], v[1]), animated: animated)
            case .single:
                if case .array = f.value.kind { throw f.fail("a single slider's setValue takes one number, found an array") }
                return .setValue(RangeBinding(single: try fits(f, f.number())), animated: animated)
            }
        }
    }
}

