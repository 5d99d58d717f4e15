import SliderEngine
/// Android `getevent -lt` / `-t` text turned into touch events in the slider's frame: the first finger's touches,
/// with raw sensor units scaled to points.
public struct GeteventImport {
    /// How raw units become points.
    public enum Scaling: Sendable {
        /// Points per raw unit, the same on both axes.
        case perUnit(Double)
        /// Android's mapping from the axis ranges (`getevent -p`) to a screen of `width`×`height` points.
        case ranges(x: ClosedRange<Int64>, y: ClosedRange<Int64>, width: Double, height: Double)
        /// The ranges read from the text of `getevent -p` (named `file` in errors), for the recording's device.
        case axisRangesFile(bytes: [UInt8], file: String, width: Double, height: Double)
    }

    /// How raw units become points.
    public var scaling: Scaling
    /// The device whose touches to keep, when the log has several (nil: the only one, or the first).
    public var device: String?
    /// The slider's top-left in screen points; subtracted from every point.
    public var origin: (x: Double, y: Double)

    /// An importer.
    public init(scaling: Scaling, device: String? = nil, origin: (x: Double, y: Double) = (0, 0)) {
        self.scaling = scaling
        self.device = device
        self.origin = origin
    }

    /// What an import gives: the events, the things skipped on the way (one sentence each), and a description of the
    /// source for the trace's comment.
    public struct Result: Sendable {
        /// The events, times from 0 at the device's first event.
        public var events: [TimedEvent<Double>]
        /// Things skipped, such as other fingers, for stderr.
        public var notes: [String]
        /// "Android getevent, /dev/input/event2, 0.5 pt per unit".
        public var source: String
    }

    /// Imports the text of a getevent log named `file` in errors.
    public func events(_ bytes: [UInt8], file: String) throws -> Result {
        let recording = try Getevent.touches(Getevent.parse(bytes, file: file), device: device, file: file)
        let mapping: Getevent.Scaling
        var source = "Android getevent" + (recording.device.map { ", \($0)" } ?? "")
        switch scaling {
        case .perUnit(let s):
            mapping = .perUnit(s)
            source += ", \(s.shortestText) pt per unit"
        case .ranges(let x, let y, let w, let h):
            mapping = .ranges(x: Getevent.AxisRange(min: x.lowerBound, max: x.upperBound), y: Getevent.AxisRange(min: y.lowerBound, max: y.upperBound),
                              screenWidth: w, screenHeight: h)
            source += Self.describe(x, y, w, h)
        case .axisRangesFile(let bytes, let rangesFile, let w, let h):
            let r = try Getevent.ranges(for: recording.device, in: Getevent.axisRanges(bytes, file: rangesFile), file: rangesFile)
            mapping = .ranges(x: r.x, y: r.y, screenWidth: w, screenHeight: h)
            source += Self.describe(r.x.min...r.x.max, r.y.min...r.y.max, w, h)
        }
        let events = recording.touches.map { micros, touch -> TimedEvent<Double> in
            let t = Double(micros) / 1_000_000
            switch touch {
            case .down(let x, let y):
                let p = mapping.point(x, y)
                return TimedEvent(t: t, .touchDown(x: p.x - origin.x, y: p.y - origin.y))
            case .move(let x, let y):
                let p = mapping.point(x, y)
                return TimedEvent(t: t, .touchMove(x: p.x - origin.x, y: p.y - origin.y))
            case .up:
                return TimedEvent(t: t, .touchUp)
            }
        }
        // An import with no touch at all is an error, not an empty trace.
        guard !events.isEmpty else {
            let why = recording.notes.first { $0.contains("no SYN_REPORT") || $0.contains("without ever having a position") }
            throw DocumentError(file: file, path: nil, line: nil, column: nil,
                message: "no touch found" + (recording.device.map { " in the events of \($0)" } ?? "")
                    + "; expected a finger going down (ABS_MT_TRACKING_ID, SYN_MT_REPORT contacts, or BTN_TOUCH with ABS_X/ABS_Y)"
                    + (why.map { note -> String in
                        let rest = note.dropFirst(file.count)
                        return rest.hasPrefix(": ") ? "; " + rest.dropFirst(2) : "; line " + rest.dropFirst()
                    } ?? ""))
        }
        // Never write what replay refuses: name the getevent line of the first bad event.
        if let (i, message) = TraceDocument.problem(in: events) {
            let line = i < recording.lines.count ? recording.lines[i] : nil
            var explained = message
            if i > 0, events[i].t < events[i - 1].t { explained += " (the log's timestamps go backwards here)" }
            throw DocumentError(file: file, line: line, message: explained)
        }
        return Result(events: events, notes: recording.notes, source: source)
    }

    static func describe(_ x: ClosedRange<Int64>, _ y: ClosedRange<Int64>, _ w: Double, _ h: Double) -> String {
        ", x \(x.lowerBound)…\(x.upperBound) and y \(y.lowerBound)…\(y.upperBound) on a \(w.shortestText)x\(h.shortestText) pt screen"
    }
}

extension TimedEvent where V == Double {
    /// The event without its y coordinate (a touch then lands on the track's centre line).
    public var withoutY: TimedEvent<Double> {
        switch event {
        case .touchDown(let x, _): return TimedEvent(t: t, .touchDown(x: x, y: nil))
        case .touchMove(let x, _): return TimedEvent(t: t, .touchMove(x: x, y: nil))
        default: return self
        }
    }
}
