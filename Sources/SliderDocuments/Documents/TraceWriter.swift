import SceneGraph
import SliderEngine

/// Writes trace files for `trace import` and `trace generate`: pretty, deterministic JSON with one event per line,
/// times rounded to 0.0001 s and coordinates to 0.01 pt.
///
/// ```
/// {
///   "comment": "…",
///   "events": [
///     { "t": 0, "type": "touchDown", "x": 50.24 },
///     { "t": 0.0167, "type": "touchMove", "x": 54.24 }
///   ]
/// }
/// ```
/// Keys come in a fixed order (`t`, `type`, then the event's own keys); numbers go through `NumberText`, the
/// package's one number formatter (no exponent, no `-0`, integers without `.0`); lines end in `\n`.
enum TraceWriter {
    /// Decimals kept for times in seconds: 0.1 ms.
    static let timeDecimals = 4
    /// Decimals kept for x and y in points.
    static let coordinateDecimals = 2
    /// Decimals kept for other numbers (values, widths): as many as a `Double` holds usefully.
    static let valueDecimals = 15

    /// A time as it will read back from a written trace.
    static func time(_ t: Double) -> Double { rounded(t, decimals: timeDecimals) }

    /// A coordinate as it will read back from a written trace.
    static func coordinate(_ x: Double) -> Double { rounded(x, decimals: coordinateDecimals) }

    /// `x` rounded exactly as the writer prints it, so comparisons can be made on what the file will hold.
    static func rounded(_ x: Double, decimals: Int) -> Double {
        Double(NumberText.string(x, decimals: decimals)) ?? 0
    }

    /// The whole file. `kind` decides how thumbs and `setValue` are written (a single slider names no thumb).
    static func bytes(_ events: [TimedEvent<Double>], kind: SliderConfig.Kind = .range, comment: String? = nil) -> [UInt8] {
        bytes(events, kinds: [kind], comment: comment)
    }

    /// The whole file, each event written for the kind of the slider it names (`kinds` in page order; an index past
    /// the list takes the first kind).
    static func bytes(_ events: [TimedEvent<Double>], kinds: [SliderConfig.Kind], comment: String? = nil) -> [UInt8] {
        var lines = ["{"]
        if let comment { lines.append("  \"comment\": \(JSONText.quote(comment)),") }
        if events.isEmpty {
            lines.append("  \"events\": []")
        } else {
            lines.append("  \"events\": [")
            for (i, event) in events.enumerated() {
                let kind = kinds.indices.contains(event.slider) ? kinds[event.slider] : kinds.first ?? .range
                lines.append("    " + line(event, kind: kind) + (i == events.count - 1 ? "" : ","))
            }
            lines.append("  ]")
        }
        lines.append("}")
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// One event: `{ "t": 0.0167, "type": "touchMove", "x": 54.24 }`, with `"slider": N` after the type for a
    /// page's slider other than the first.
    static func line(_ timed: TimedEvent<Double>, kind: SliderConfig.Kind) -> String {
        var members = [("t", NumberText.string(timed.t, decimals: timeDecimals))]
        func string(_ s: String) -> String { JSONText.quote(s) }
        func number(_ x: Double) -> String { NumberText.string(x, decimals: valueDecimals) }
        func point(_ x: Double, _ y: Double?) {
            members.append(("x", NumberText.string(x, decimals: coordinateDecimals)))
            if let y { members.append(("y", NumberText.string(y, decimals: coordinateDecimals))) }
        }
        func thumb(_ t: Thumb) { if kind == .range { members.append(("thumb", string(t.rawValue))) } }
        switch timed.event {
        case .touchDown(let x, let y), .touchMove(let x, let y): point(x, y)
        case .touchUp, .touchCancel: break
        case .increment(let t), .decrement(let t): thumb(t)
        case .setDisabled(let b), .setReduceMotion(let b): members.append(("value", b ? "true" : "false"))
        case .setValue(let v, let animated):
            members.append(("value", kind == .single ? number(v.lower) : "[\(number(v.lower)), \(number(v.upper))]"))
            if animated { members.append(("animated", "true")) }
        case .setWidth(let w): members.append(("value", number(w)))
        case .setLayoutDirection(let d): members.append(("value", string(d.rawValue)))
        case .setDynamicTypeSize(let s): members.append(("value", string(s.rawValue)))
        case .setColorScheme(let c): members.append(("value", string(c.rawValue)))
        }
        members.insert(("type", string(timed.event.name)), at: 1)
        if timed.slider != 0 { members.insert(("slider", String(timed.slider)), at: 2) }
        return "{ " + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + " }"
    }
}

extension TimedEvent where V == Double {
    /// The event as a trace file holds it: time and coordinates rounded as `TraceWriter` writes them.
    public var asWritten: TimedEvent<Double> {
        let e: SliderEvent<Double>
        switch event {
        case .touchDown(let x, let y): e = .touchDown(x: TraceWriter.coordinate(x), y: y.map(TraceWriter.coordinate))
        case .touchMove(let x, let y): e = .touchMove(x: TraceWriter.coordinate(x), y: y.map(TraceWriter.coordinate))
        default: e = event
        }
        return TimedEvent(t: TraceWriter.time(t), e, slider: slider)
    }

    /// A short name for messages: `touchMove at t=0.0167`, `increment upper at t=1` (a single slider names no thumb).
    func summary(kind: SliderConfig.Kind = .range) -> String {
        let name: String
        switch event {
        case .touchDown: name = "touchDown"
        case .touchMove: name = "touchMove"
        case .touchUp: name = "touchUp"
        case .touchCancel: name = "touchCancel"
        case .increment(let t): name = kind == .range ? "increment \(t.rawValue)" : "increment"
        case .decrement(let t): name = kind == .range ? "decrement \(t.rawValue)" : "decrement"
        case .setDisabled: name = "setDisabled"
        case .setReduceMotion: name = "setReduceMotion"
        case .setValue: name = "setValue"
        case .setWidth: name = "setWidth"
        case .setLayoutDirection: name = "setLayoutDirection"
        case .setDynamicTypeSize: name = "setDynamicTypeSize"
        case .setColorScheme: name = "setColorScheme"
        }
        return "\(name) at t=\(NumberText.string(t, decimals: TraceWriter.timeDecimals))"
    }
}
