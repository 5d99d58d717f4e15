import SliderEngine

extension TraceFeed {
    /// A feed of `stream`'s events (kept for every reader unless not `retaining`), read on a thread of its own: on
    /// another CPU than the caller's when the process may use one (`Threads.spread`), so that the reading and the
    /// replay that waits for it do not take turns.
    public static func reading(_ stream: TraceStream, retaining: Bool = true) -> TraceFeed {
        let feed = TraceFeed(retaining: retaining)
        nonisolated(unsafe) let stream = stream
        let cpu = Threads.currentCPU().map { Threads.spread(1, avoiding: $0) }?.first
        Threads.start(cpu: cpu) { feed.read(stream) }
        return feed
    }
}
