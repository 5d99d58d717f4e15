import SceneGraph

/// The replay loop: events go to the tracks (one slider, or a page of them), and the tracks' timelines are sampled at
/// `start + i / fps`. Holds nothing but the current state, so memory does not grow with the trace.
struct ReplayCore<Tracks: ReplayTracks, Events: IteratorProtocol> where Events.Element == TimedEvent<Double> {
    let fps: Double
    let holds: Bool
    var events: Events
    var pending: TimedEvent<Double>?
    let start: Double
    var tracks: Tracks
    var lastEventTime: Double
    var index = 0
    var finished = false

    /// A replay of `events` at `fps`; `makeTracks` gets the time of the first frame.
    init(events: Events, fps: Double, holds: Bool, makeTracks: (Double) -> Tracks) {
        self.fps = fps
        self.holds = holds
        self.events = events
        pending = self.events.next()
        start = pending?.t ?? 0
        lastEventTime = start
        tracks = makeTracks(start)
    }

    /// The time of frame `i`.
    func time(ofFrame i: Int) -> Double { start + Double(i) / fps }

    /// The frame an effect at time `t` first shows in.
    func frameIndex(at t: Double) -> Int {
        ReplayClock.index(((t - start) * fps - 1e-9).rounded(.up))
    }

    /// Applies the pending event and fetches the next.
    mutating func applyPending(_ timed: TimedEvent<Double>) -> ReplayStep {
        lastEventTime = timed.t
        let step = tracks.apply(timed, frame: frameIndex(at: timed.t))
        pending = events.next()
        return step
    }

    /// The next frame, or nil when the replay has settled after its last event.
    mutating func nextFrame(sample: Bool) -> ReplayFrame? {
        guard !finished else { return nil }
        let t = time(ofFrame: index)
        var steps: [ReplayStep] = []
        while let timed = pending, timed.t <= t + 1e-12 {
            // Room for a few at the first: a drag brings about two events a frame, and growing the list from one
            // step to two was an allocation for every event.
            if steps.isEmpty { steps.reserveCapacity(4) }
            steps.append(applyPending(timed))
        }
        let scene = sample ? tracks.frame(at: t) : tracks.target
        var hold = 1
        if pending == nil {
            if t >= max(lastEventTime, tracks.settledTime) - 1e-12 { finished = true }
        } else if holds, t >= tracks.settledTime, let next = pending {
            // Nothing moves until the next event: this frame stays on screen until the frame that shows it.
            var k = max(index + 1, ReplayClock.index(((next.t - start) * fps).rounded(.down)))
            while k < ReplayClock.maximumIndex, time(ofFrame: k) + 1e-12 < next.t { k += 1 }
            while k - 1 > index, time(ofFrame: k - 1) + 1e-12 >= next.t { k -= 1 }
            hold = k - index
        }
        let frame = ReplayFrame(index: index, t: t, holdFrames: hold, scene: scene, steps: steps)
        index = index &+ hold
        return frame
    }

    /// The scene at `t`, after every event up to `t`.
    mutating func scene(at t: Double) -> Scene {
        while let timed = pending, timed.t <= t + 1e-12 {
            _ = applyPending(timed)
        }
        return tracks.frame(at: t)
    }
}

/// Frame numbers from times, checked: a time too far in the future for an `Int` frame number is clamped to the
/// largest one, never a crash.
enum ReplayClock {
    /// The largest frame number used (2^52, exact in a `Double`).
    static let maximumIndex = 1 << 52

    /// `x` (already rounded) as a frame number within 0...maximumIndex; NaN is 0.
    static func index(_ x: Double) -> Int {
        guard x > 0 else { return 0 }
        guard x < Double(maximumIndex) else { return maximumIndex }
        return Int(x)
    }
}
