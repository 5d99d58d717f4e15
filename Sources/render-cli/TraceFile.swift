import SliderEngine

/// Reads and writes trace files: `{ "events": [ { "t": 0, "type": "touchDown", "x": 100 }, … ] }`.
enum TraceFile {
    /// Every event type a trace may hold, with the keys each one takes besides `t` and `type`.
    static let eventKeys: [(type: String, keys: [String])] = [
        ("touchDown", ["x", "y"]), ("touchMove", ["x", "y"]), ("touchUp", []), ("touchCancel", []),
        ("increment", ["thumb"]), ("decrement", ["thumb"]), ("setDisabled", ["value"]), ("setReduceMotion", ["value"]),
        ("setValue", ["value"]), ("setWidth", ["value"]), ("setLayoutDirection", ["value"]),
        ("setDynamicTypeSize", ["value"]), ("setColorScheme", ["value"]),
    ]

    /// Parses a trace for a slider of `kind`; errors name `file`, the JSON path and the line.
    static func parse(_ bytes: [UInt8], file: String, kind: SliderConfig.Kind, valueType: ValueType) throws -> [TimedEvent<Double>] {
        let root = try SceneFile.parseRoot(bytes, file: file).object()
        try root.allowOnly(["events", "$schema", "comment"])
        var events: [TimedEvent<Double>] = []
        var previous: Double?
        for item in try root.required("events").array() {
            let o = try item.object()
            let typeField = try o.required("type")
            let type = try typeField.string()
            guard let spec = eventKeys.first(where: { $0.type == type }) else {
                var message = "unknown event type \"\(type)\""
                if let near = closest(type, in: eventKeys.map(\.type)) { message += "; did you mean \"\(near)\"?" }
                else { message += "; expected one of " + eventKeys.map { "\"\($0.type)\"" }.joined(separator: ", ") }
                throw typeField.fail(message)
            }
            try o.allowOnly(["t", "type", "comment"] + spec.keys)
            let tField = try o.required("t")
            let t = try tField.number("a time of 0 seconds or more") { $0 >= 0 }
            if let previous, t < previous {
                throw tField.fail("time \(t.shortestText) is earlier than the previous event's \(previous.shortestText); times never decrease")
            }
            previous = t
            events.append(TimedEvent(t: t, try event(type, o, kind: kind, valueType: valueType)))
        }
        return events
    }

    private static func event(_ type: String, _ o: ObjectReader, kind: SliderConfig.Kind, valueType: ValueType) throws -> SliderEvent<Double> {
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
        func fits(_ f: Field, _ x: Double) throws -> Double {
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
        case "setWidth": return .setWidth(try o.required("value").number("a width greater than 0") { $0 > 0 && $0 <= 100_000 })
        case "setLayoutDirection": return .setLayoutDirection(try o.required("value").oneOf(LayoutDirection.self))
        case "setDynamicTypeSize": return .setDynamicTypeSize(try o.required("value").oneOf(DynamicTypeSize.self))
        case "setColorScheme": return .setColorScheme(try o.required("value").oneOf(ColorScheme.self))
        default:
            let f = try o.required("value")
            switch kind {
            case .range:
                if case .number = f.value.kind { throw f.fail("a range slider's setValue takes two numbers, [lower, upper], found one number") }
                let v = try f.numbers(count: 2).map { try fits(f, $0) }
                return .setValue(RangeBinding(v[0], v[1]))
            case .single:
                if case .array = f.value.kind { throw f.fail("a single slider's setValue takes one number, found an array") }
                return .setValue(RangeBinding(single: try fits(f, f.number())))
            }
        }
    }
}

extension TimedEvent where V == Double {
    /// The same event with its values converted to another value type.
    func converted<W: SliderValue>(to _: W.Type) -> TimedEvent<W> {
        let e: SliderEvent<W>
        switch event {
        case .touchDown(let x, let y): e = .touchDown(x: x, y: y)
        case .touchMove(let x, let y): e = .touchMove(x: x, y: y)
        case .touchUp: e = .touchUp
        case .touchCancel: e = .touchCancel
        case .increment(let thumb): e = .increment(thumb)
        case .decrement(let thumb): e = .decrement(thumb)
        case .setDisabled(let b): e = .setDisabled(b)
        case .setReduceMotion(let b): e = .setReduceMotion(b)
        case .setValue(let v): e = .setValue(RangeBinding(W(v.lower), W(v.upper)))
        case .setWidth(let w): e = .setWidth(w)
        case .setLayoutDirection(let d): e = .setLayoutDirection(d)
        case .setDynamicTypeSize(let s): e = .setDynamicTypeSize(s)
        case .setColorScheme(let c): e = .setColorScheme(c)
        }
        return TimedEvent<W>(t: t, e)
    }
}
