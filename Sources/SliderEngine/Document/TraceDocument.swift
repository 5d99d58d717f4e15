import SceneGraph

/// A trace file: timed events in the slider's own frame, and an optional comment.
///
/// `SliderDocuments` reads one from a file (`TraceDocument(contentsOf:for:)`) and writes it back (`jsonBytes()`).
public struct TraceDocument: Hashable, Sendable {
    /// The events, times never decreasing.
    public var events: [TimedEvent<Double>]
    /// The file's `comment`, if any.
    public var comment: String?

    /// The latest time a trace may hold, in seconds (about 116 days): beyond it frame numbers and file names would
    /// stop being exact.
    public static let maximumTime = 10_000_000.0

    /// Creates a document.
    public init(events: [TimedEvent<Double>], comment: String? = nil) {
        self.events = events
        self.comment = comment
    }
}

extension TimedEvent where V == Double {
    /// The same event with its values converted to another value type.
    public func converted<W: SliderValue>(to _: W.Type) -> TimedEvent<W> {
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
        case .setValue(let v, let animated): e = .setValue(RangeBinding(W(v.lower), W(v.upper)), animated: animated)
        case .setWidth(let w): e = .setWidth(w)
        case .setLayoutDirection(let d): e = .setLayoutDirection(d)
        case .setDynamicTypeSize(let s): e = .setDynamicTypeSize(s)
        case .setColorScheme(let c): e = .setColorScheme(c)
        }
        return TimedEvent<W>(t: t, e, slider: slider)
    }
}

extension TraceDocument {
    /// The farthest a coordinate may be from the slider's origin, in points.
    public static let maximumCoordinate = 1_000_000.0

    /// The first event that `replay` would refuse, with the reason in the reader's words: importers check their output
    /// with this before writing, so they never write a trace that cannot be replayed.
    public static func problem(in events: [TimedEvent<Double>]) -> (index: Int, message: String)? {
        var previous: Double?
        for (i, timed) in events.enumerated() {
            let t = timed.t
            guard t.isFinite, t >= 0, t <= maximumTime else {
                return (i, "the time reaches \(t.shortestText) s, outside 0 to 10000000 seconds (about 116 days), the longest trace replay accepts")
            }
            if let previous, t < previous {
                return (i, "time \(t.shortestText) is earlier than the previous event's \(previous.shortestText); times never decrease")
            }
            previous = t
            switch timed.event {
            case .touchDown(let x, let y), .touchMove(let x, let y):
                for c in [x] + (y.map { [$0] } ?? []) where !(c.isFinite && abs(c) <= maximumCoordinate) {
                    return (i, "the coordinate \(c.shortestText) is more than 1000000 points from the slider")
                }
            case .setWidth(let w):
                guard w.isFinite, w > 0, w <= SliderEnvironment.maximumWidth else {
                    return (i, "the width \(w.shortestText) is outside 0 to 100000 points")
                }
            case .setValue(let v, _):
                guard v.lower.isFinite, v.upper.isFinite else { return (i, "the value is not a finite number") }
            default:
                break
            }
        }
        return nil
    }
}
