import SliderEngine
/// Turns gestures into timed events.
public struct TraceGenerator {
    /// Seconds between consecutive gestures that have no `pause` between them.
    public var gap = 0.2
    /// Moves per second in drags and flings.
    public var rate = 60.0

    /// A generator; `gap` seconds between gestures, `rate` moves per second.
    public init(gap: Double = 0.2, rate: Double = 60) {
        self.gap = gap
        self.rate = rate
    }

    /// The events of `gestures`, the first starting at 0.
    public func events(_ gestures: [TraceGesture]) -> [TimedEvent<Double>] {
        var events: [TimedEvent<Double>] = []
        var t = 0.0
        var started = false
        var pause: Double?
        for gesture in gestures {
            if case .pause(let s) = gesture {
                pause = (pause ?? 0) + s
                continue
            }
            t += pause ?? (started ? gap : 0)
            pause = nil
            started = true
            switch gesture {
            case .touch(let from, let to, let duration, let ease):
                events.append(TimedEvent(t: t, .touchDown(x: from.x, y: from.y)))
                if let to {
                    let steps = max(1, Int((duration * rate).rounded()))
                    for k in 1...steps {
                        let f = ease(Double(k) / Double(steps))
                        let x = from.x + (to.x - from.x) * f
                        let y = from.y.map { y0 in y0 + ((to.y ?? y0) - y0) * f }
                        events.append(TimedEvent(t: t + duration * Double(k) / Double(steps), .touchMove(x: x, y: y)))
                    }
                }
                t += duration
                events.append(TimedEvent(t: t, .touchUp))
            case .voiceover(let thumb, let count, let every):
                for i in 0..<abs(count) {
                    let event: SliderEvent<Double> = count > 0 ? .increment(thumb ?? .lower) : .decrement(thumb ?? .lower)
                    events.append(TimedEvent(t: t + Double(i) * every, event))
                }
                t += Double(abs(count) - 1) * every
            case .pause:
                break
            }
        }
        return events
    }
}
