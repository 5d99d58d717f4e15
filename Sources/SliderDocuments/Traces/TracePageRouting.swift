import SceneGraph
import SliderEngine

/// Touches recorded on a whole screen, given to the slider of a page that each one lands on: what a QA engineer's
/// recording of the seed example's page needs before it can be replayed.
///
/// Each touch, from its `touchDown` to its `touchUp` or `touchCancel`, goes to the slider whose frame holds the
/// `touchDown` point, in that slider's own frame (the frame's top-left subtracted), as a trace of a page names it
/// (`"slider": N`). The frames are where the page stacks its sliders at rest. A touch that lands on no slider is
/// left out and reported, as the phone would do nothing with it; other events keep the slider they name.
public struct TracePageRouting: Sendable {
    /// Each slider's frame, in page points, in the page's order.
    public var frames: [Rect]

    /// Routing among `frames`.
    public init(frames: [Rect]) {
        self.frames = frames
    }

    /// Routing among the sliders of `page` where it stacks them at rest.
    public init(page: SceneDocument) {
        frames = page.sliderFrames
    }

    /// What routing made.
    public struct Result: Sendable {
        /// The events, each touch naming its slider, in its slider's frame.
        public var events: [TimedEvent<Double>]
        /// How many touches each slider received, in page order.
        public var touches: [Int]
        /// The touches left out, described (at most `noteLimit`, then one line with the count of the rest).
        public var notes: [String]
    }

    /// The most touches left out that are described one by one.
    public static let noteLimit = 10

    /// Routes `events`, whose points are page points (the page's top-left already subtracted). Throws when a touch
    /// has no `y`: without it, the slider cannot be told.
    public func route(_ events: [TimedEvent<Double>]) throws -> Result {
        var out: [TimedEvent<Double>] = []
        out.reserveCapacity(events.count)
        var touches = Array(repeating: 0, count: frames.count)
        var notes: [String] = []
        var dropped = 0
        // The slider of the touch in progress; nil between touches or for a touch on no slider.
        var current: Int?
        var inTouch = false
        for timed in events {
            switch timed.event {
            case .touchDown(let x, let y):
                guard let y else { throw TraceRoutingError.noY(t: timed.t) }
                inTouch = true
                current = frames.firstIndex { $0.contains(Point(x: x, y: y)) }
                if let i = current {
                    touches[i] += 1
                    out.append(TimedEvent(t: timed.t, .touchDown(x: x - frames[i].x, y: y - frames[i].y), slider: i))
                } else {
                    dropped += 1
                    if notes.count < Self.noteLimit {
                        notes.append("the touch at t=\(timed.t.shortestText) (\(x.shortestText), \(y.shortestText)) lands on no slider; left out")
                    }
                }
            case .touchMove(let x, let y):
                guard inTouch else { continue }
                if let i = current {
                    out.append(TimedEvent(t: timed.t, .touchMove(x: x - frames[i].x, y: y.map { $0 - frames[i].y }), slider: i))
                }
            case .touchUp, .touchCancel:
                guard inTouch else { continue }
                if let i = current { out.append(TimedEvent(t: timed.t, timed.event, slider: i)) }
                inTouch = false
                current = nil
            default:
                out.append(timed)
            }
        }
        if dropped > notes.count { notes.append("\(dropped - notes.count) more touches land on no slider; left out") }
        return Result(events: out, touches: touches, notes: notes)
    }
}

/// Why a recording cannot be routed among a page's sliders.
public enum TraceRoutingError: Error, Equatable, CustomStringConvertible {
    /// A touch without `y`.
    case noY(t: Double)

    public var description: String {
        switch self {
        case .noY(let t):
            return "the touch at t=\(t.shortestText) has no y, so the page cannot tell which slider it is on; record y (and leave out --x-only until after routing)"
        }
    }
}
