import SceneGraph

/// The JSON Lines form of a replay's effects, as `render-cli replay` prints them and `effects.jsonl` holds them:
///
/// ```
/// {"t":0.0167,"type":"value","value":[130,480]}
/// {"t":0.0167,"type":"haptic","style":"selection"}
/// {"type":"final","value":[470,490]}
/// ```
/// A line of a frames replay also names the frame the effect first shows in (`"frame":1`), and a line of a page's
/// replay the slider (`"slider":1`; a page ends with one final line per slider). Numbers are the shortest text that
/// reads back to the same value of the scene's value type.
public enum EffectLog {
    /// A binding value as JSON: `[lower,upper]`, or one number for a single slider.
    public static func value<V: SliderValue>(_ lower: V, _ upper: V, kind: SliderConfig.Kind) -> String {
        var bytes: [UInt8] = []
        appendValue(lower, upper, kind: kind, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value(_:_:kind:)`'s text.
    @inlinable
    public static func appendValue<V: SliderValue, Sink: ByteSink>(_ lower: V, _ upper: V, kind: SliderConfig.Kind, to out: inout Sink) {
        if kind == .single {
            lower.appendShortestText(to: &out)
            return
        }
        out.append(UInt8(ascii: "["))
        lower.appendShortestText(to: &out)
        out.append(UInt8(ascii: ","))
        upper.appendShortestText(to: &out)
        out.append(UInt8(ascii: "]"))
    }

    /// Appends a step's lines (value first, then haptic); nothing when it had no effect.
    @inlinable
    public static func append<Sink: ByteSink>(_ step: ReplayStep, to out: inout Sink) {
        appendLines(t: step.event.t, frame: step.frame, slider: step.slider, hasValue: step.writtenText != nil,
                    haptic: step.haptic, to: &out) { out in
            if var written = step.writtenText { written.withUTF8 { out.appendBytes($0) } }
        }
    }

    /// Appends the lines of one event's effects: a value line when `hasValue` (its value written by `value`), then a
    /// haptic line; nothing when there is neither. Both lines start with the same time, frame and slider.
    @inlinable @inline(__always)
    static func appendLines<Sink: ByteSink>(t: Double, frame: Int?, slider: Int?, hasValue: Bool, haptic: Haptic?, to out: inout Sink,
                                            value: (inout Sink) -> Void) {
        guard hasValue || haptic != nil else { return }
        let start = out.count
        JSONText.appendLiteral("{\"t\":", to: &out)
        t.appendShortestText(to: &out)
        if let frame { JSONText.appendField(",\"frame\":", frame, to: &out) }
        if let slider { JSONText.appendField(",\"slider\":", slider, to: &out) }
        let end = out.count
        if hasValue {
            JSONText.appendLiteral(",\"type\":\"value\",\"value\":", to: &out)
            value(&out)
            JSONText.appendLiteral("}\n", to: &out)
        }
        guard let haptic else { return }
        // The same start again.
        if hasValue { out.appendAgain(start..<end) }
        switch haptic {
        case .selection: JSONText.appendLiteral(",\"type\":\"haptic\",\"style\":\"selection\"}\n", to: &out)
        case .impact: JSONText.appendLiteral(",\"type\":\"haptic\",\"style\":\"impact\"}\n", to: &out)
        }
    }

    /// The closing line: `{"type":"final","value":…}`, or for a page's slider `{"type":"final","slider":1,"value":…}`.
    public static func finalLine(_ valueText: String, slider: Int? = nil) -> [UInt8] {
        Array("{\"type\":\"final\",\(slider.map { "\"slider\":\($0)," } ?? "")\"value\":\(valueText)}\n".utf8)
    }

    /// The lines of every step of a frames replay, in order.
    public static func lines(of frames: some Sequence<ReplayFrame>) -> [UInt8] {
        var out: [UInt8] = []
        for frame in frames {
            for step in frame.steps { append(step, to: &out) }
        }
        return out
    }
}

/// A trace replayed through the reducer alone: the values written and haptics played, without scenes or frames.
/// This is what `render-cli replay` prints; it is lazy, and holds nothing but the slider's state.
public struct EffectReplay<Events: Sequence>: Sequence where Events.Element == TimedEvent<Double> {
    /// The scene file.
    public var document: SceneDocument
    /// The events.
    public var events: Events

    /// A replay of `events` on `document`.
    public init(document: SceneDocument, events: Events) {
        self.document = document
        self.events = events
    }

    /// Iterates the steps.
    public func makeIterator() -> Iterator { Iterator(document: document, events: events.makeIterator()) }

    /// The log: every step's lines, then the final value, streamed to `sink` in chunks of about 64 KiB. `complete`
    /// says, once the events have run out, whether they ran to the end of the trace: the final line, which says the
    /// replay is done, is written only then.
    public func write(complete: () -> Bool = { true }, to sink: (ArraySlice<UInt8>) throws -> Void) rethrows {
        try Self.write(makeIterator(), complete: complete, to: sink)
    }

    /// The steps' lines written straight from each reaction, with no `ReplayStep` and no strings between.
    static func write(_ iterator: consuming Iterator, complete: () -> Bool = { true },
                      to sink: (ArraySlice<UInt8>) throws -> Void) rethrows {
        var iterator = iterator
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16 + 256)
        if var core = iterator.double {
            iterator.double = nil
            try run(&core, &iterator.events, &buffer, sink)
            iterator.double = core
        } else if var core = iterator.float {
            iterator.float = nil
            try run(&core, &iterator.events, &buffer, sink)
            iterator.float = core
        } else {
            while let timed = iterator.events.next() {
                EffectLog.append(iterator.nextOnPage(timed), to: &buffer)
                try handOver(&buffer, sink)
            }
        }
        if !complete() {
            try sink(buffer[...])
            return
        }
        if iterator.slots.isEmpty {
            buffer.append(contentsOf: EffectLog.finalLine(iterator.finalValueText))
        } else {
            for (i, text) in iterator.finalValueTexts.enumerated() { buffer.append(contentsOf: EffectLog.finalLine(text, slider: i)) }
        }
        try sink(buffer[...])
    }

    /// One slider's loop: each event reduced and its lines written to `buffer`, full buffers handed to `sink`. The
    /// engine and the state are held in locals for the loop: reduced in place inside `EffectCore` (itself inside
    /// the iterator's optional), the engine, several hundred bytes, was copied for every event to be read while
    /// the state was written.
    @inline(__always)
    static func run<V: SliderValue>(_ core: inout EffectCore<V>, _ events: inout Events.Iterator, _ buffer: inout [UInt8],
                                    _ sink: (ArraySlice<UInt8>) throws -> Void) rethrows {
        let engine = core.engine
        var state = core.state
        defer { core.state = state }
        while let timed = events.next() {
            EffectCore<V>.apply(timed, engine: engine, state: &state, writingTo: &buffer)
            try handOver(&buffer, sink)
        }
    }

    /// Hands `buffer` to `sink` and empties it once it holds 64 KiB or more.
    @inline(__always)
    static func handOver(_ buffer: inout [UInt8], _ sink: (ArraySlice<UInt8>) throws -> Void) rethrows {
        guard buffer.count >= 1 << 16 else { return }
        try sink(buffer[...])
        buffer.removeAll(keepingCapacity: true)
    }

    /// Makes the steps one at a time.
    public struct Iterator: IteratorProtocol {
        // The reducer for the document's value type; generic over the value type only, so this module compiles it
        // specialised for Double and Float whatever the event source is.
        var double: EffectCore<Double>?
        var float: EffectCore<Float>?
        /// A page's sliders, each with its own reducer (empty for one slider).
        var slots: [EffectSlot] = []
        var events: Events.Iterator

        init(document: SceneDocument, events: Events.Iterator) {
            self.events = events
            if document.page != nil {
                slots = document.sliders.indices.map { EffectSlot(document.document(forSlider: $0)) }
                return
            }
            switch document.valueType {
            case .double: double = EffectCore(document: document)
            case .float: float = EffectCore(document: document)
            }
        }

        /// The next step, or nil after the last event. On a page the event goes to the slider it names.
        public mutating func next() -> ReplayStep? {
            guard let timed = events.next() else { return nil }
            if let step = double?.apply(timed) { return step }
            if let step = float?.apply(timed) { return step }
            return nextOnPage(timed)
        }

        /// A page's step: the event goes to the slider it names. Apart, so one slider's loop stays small.
        mutating func nextOnPage(_ timed: TimedEvent<Double>) -> ReplayStep {
            let i = timed.slider
            guard slots.indices.contains(i) else { return ReplayStep(event: timed, slider: i) }
            // Taken out and put back, so it is mutated alone (see `PageTracks.apply`).
            var slot = slots[i]
            slots[i] = EffectSlot()
            var step = slot.apply(timed)
            slots[i] = slot
            step.slider = i
            return step
        }

        /// The displayed value after the steps so far, as JSON (`[470,490]`); on a page, an array of every slider's.
        public var finalValueText: String {
            if !slots.isEmpty { return "[" + finalValueTexts.joined(separator: ",") + "]" }
            return double?.currentText ?? float?.currentText ?? "null"
        }

        /// Each page slider's displayed value after the steps so far, as JSON (empty for one slider).
        public var finalValueTexts: [String] { slots.map { $0.double?.currentText ?? $0.float?.currentText ?? "null" } }
    }
}

/// One page slider of `EffectReplay`, in its value type.
struct EffectSlot {
    var double: EffectCore<Double>?
    var float: EffectCore<Float>?

    init(_ document: SceneDocument) {
        switch document.valueType {
        case .double: double = EffectCore(document: document)
        case .float: float = EffectCore(document: document)
        }
    }

    /// An empty slot, holding the place of one taken out.
    init() {}

    mutating func apply(_ timed: TimedEvent<Double>) -> ReplayStep {
        if let step = double?.apply(timed) { return step }
        return float?.apply(timed) ?? ReplayStep(event: timed)
    }
}

/// The reducer loop of `EffectReplay` for one value type: no scenes, no timeline.
struct EffectCore<V: SliderValue> {
    let engine: SliderEngine<V>
    var state: SliderState<V>

    init(document: SceneDocument) {
        engine = SliderEngine<V>(config: document.config)
        state = engine.initialState(value: document.value.converted(to: V.self), environment: document.environment)
    }

    mutating func apply(_ timed: TimedEvent<Double>) -> ReplayStep {
        let reaction = engine.reduce(&state, timed.converted(to: V.self).event, at: timed.t)
        var step = ReplayStep(event: timed, haptic: reaction.haptic, active: state.active)
        if let written = reaction.written {
            step.written = RangeBinding(written.lower.decimalValue, written.upper.decimalValue)
            step.writtenText = EffectLog.value(written.lower, written.upper, kind: engine.config.kind)
        }
        return step
    }

    /// `apply` then `EffectLog.append`, without the step: the lines go straight to `out`. The engine and the state
    /// come apart (see `EffectReplay.run`).
    @inline(__always)
    static func apply(_ timed: TimedEvent<Double>, engine: SliderEngine<V>, state: inout SliderState<V>, writingTo out: inout [UInt8]) {
        let reaction = engine.reduce(&state, timed.converted(to: V.self).event, at: timed.t)
        let kind = engine.config.kind
        EffectLog.appendLines(t: timed.t, frame: nil, slider: nil, hasValue: reaction.written != nil, haptic: reaction.haptic,
                              to: &out) { out in
            if let written = reaction.written { EffectLog.appendValue(written.lower, written.upper, kind: kind, to: &out) }
        }
    }

    var currentText: String {
        let (lower, upper) = engine.current(state)
        return EffectLog.value(V(lower), V(upper), kind: engine.config.kind)
    }
}
