#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneGraph

/// A trace read on one thread while other threads replay its events as they come.
///
/// The thread that calls `read(_:)` hands the events over in chunks, and any number of readers iterate `events` at
/// their own pace, each waiting only when it catches up with the reading. The events are kept: `all()` waits for the
/// end and gives every event (for passes that need them again), or throws what ended the reading (the stream's
/// `DocumentError`, or a stop request). An iteration of `events` that ends early because the file is bad therefore
/// always learns why from `all()`.
///
/// `render --trace` reads its trace through a feed when it has more than one job: the replay starts while the file
/// is still being read, instead of after it, and the reading runs on the other core. `replay` does too, with a feed
/// that does not keep its events (`retaining: false`): one reader, at most `waiting` chunks ahead of it, so its memory
/// stays flat however long the trace.
public final class TraceFeed: @unchecked Sendable {
    /// Events in the first chunk: few, so the first reader starts soon.
    static let firstChunk = 256
    /// Events in each later chunk: many, so a reader takes the lock rarely.
    static let chunk = 8192
    /// Chunks read ahead of a feed's one reader when the feed does not keep them.
    static let waiting = 4

    /// Whether the feed keeps every chunk for any number of readers and for `all()`.
    public let retaining: Bool
    private let condition = Condition()
    private var chunks: [[TimedEvent<Double>]] = []
    /// The number of the first chunk in `chunks` (chunks before it were taken by the one reader and let go of).
    private var base = 0
    private var ended = false
    /// The reader needs no more events (`close()`).
    private var closed = false
    private var failure: (any Error)?

    /// An empty feed; `read(_:)` fills it. Without `retaining`, one reader takes the events once, and the reading
    /// waits while `waiting` chunks wait for it.
    public init(retaining: Bool = true) {
        self.retaining = retaining
    }

    /// Reads `stream` to its end into the feed, on the calling thread; its error or stop request ends the feed, and
    /// so does `close()`.
    public func read(_ stream: TraceStream) {
        var size = Self.firstChunk
        var chunk: [TimedEvent<Double>] = []
        chunk.reserveCapacity(size)
        while let event = stream.next() {
            chunk.append(event)
            if chunk.count == size {
                guard hand(chunk, end: nil) else { return }
                size = Self.chunk
                chunk = []
                chunk.reserveCapacity(size)
            }
        }
        let failure: (any Error)? = if let error = stream.error { error } else if let stop = stream.stopped { stop } else { nil }
        hand(chunk, end: .some(failure))
    }

    /// Publishes `chunk` (when it holds events) and, with `end`, ends the feed with its failure (or none); false when
    /// the reader closed the feed, and nothing more is wanted.
    @discardableResult
    private func hand(_ chunk: [TimedEvent<Double>], end: (any Error)??) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !retaining && chunks.count >= Self.waiting && !closed { condition.wait() }
        if closed {
            // Ended here: a later `end()` returns rather than wait for a reading that stopped.
            ended = true
            condition.broadcast()
            return false
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        if let end {
            ended = true
            failure = end
        }
        condition.broadcast()
        return true
    }

    /// Chunk `index`, waiting for it; nil when the feed ended before it. Without `retaining`, the chunks before it
    /// are let go of: the one reader is done with them.
    func chunk(_ index: Int) -> [TimedEvent<Double>]? {
        condition.lock()
        defer { condition.unlock() }
        if !retaining && base < index {
            chunks.removeFirst(min(index - base, chunks.count))
            base = index
            condition.broadcast()
        }
        while chunks.count <= index - base && !ended { condition.wait() }
        return index - base < chunks.count ? chunks[index - base] : nil
    }

    /// Says the reader needs no more events: the reading stops at its next chunk (a reader that stopped early, on a
    /// closed output or a stop request, lets the reading thread end rather than wait for it).
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the end of the reading and throws what ended it early (the stream's error or stop request).
    public func end() throws {
        _ = try chunksAtEnd()
    }

    /// The chunks held once the reading has ended (every chunk, in a feed that keeps its events); throws what ended
    /// it early.
    private func chunksAtEnd() throws -> [[TimedEvent<Double>]] {
        condition.lock()
        while !ended { condition.wait() }
        let (chunks, failure) = (self.chunks, self.failure)
        condition.unlock()
        if let failure { throw failure }
        return chunks
    }

    /// Chunks read and not yet let go of (all of them in a feed that keeps its events).
    var heldChunks: Int {
        condition.lock()
        defer { condition.unlock() }
        return chunks.count
    }

    /// Whether the reading ended at the end of the trace, not at an error or a stop; only once it has ended.
    var endedWhole: Bool {
        condition.lock()
        defer { condition.unlock() }
        return ended && failure == nil && !closed
    }

    /// The first event's time, waiting for it; nil when the feed ended without events. Only for a feed that keeps
    /// its events.
    public func firstTime() -> Double? {
        precondition(retaining, "firstTime() needs a feed that keeps its events")
        return chunk(0)?.first?.t
    }

    /// The first and last events' times (0 without events), once the reading has ended; throws what ended it early.
    /// Only for a feed that keeps its events.
    public func times() throws -> (first: Double, last: Double) {
        precondition(retaining, "times() needs a feed that keeps its events")
        let chunks = try chunksAtEnd()
        return (chunks.first?.first?.t ?? 0, chunks.last?.last?.t ?? 0)
    }

    /// Every event, once the reading has ended; throws what ended it early. Only for a feed that keeps its events.
    public func all() throws -> [TimedEvent<Double>] {
        precondition(retaining, "all() needs a feed that keeps its events")
        let chunks = try chunksAtEnd()
        if chunks.count == 1 { return chunks[0] }
        var events: [TimedEvent<Double>] = []
        events.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { events.append(contentsOf: chunk) }
        return events
    }

    /// The events as they come; each iteration starts from the first (of a feed that does not keep its events,
    /// iterate once).
    public var events: Events { Events(feed: self) }

    /// The feed's events as a sequence; an iterator waits when it catches up with the reading.
    public struct Events: Sequence, Sendable {
        let feed: TraceFeed

        /// Iterates from the first event.
        public func makeIterator() -> Iterator { Iterator(feed: feed) }

        /// One reader's place in the feed.
        public struct Iterator: IteratorProtocol {
            let feed: TraceFeed
            var chunk: [TimedEvent<Double>] = []
            var position = 0
            var nextChunk = 0

            /// The next event, or nil at the end of the feed (see `TraceFeed.all()` for why it ended).
            public mutating func next() -> TimedEvent<Double>? {
                if position == chunk.count {
                    guard let more = feed.chunk(nextChunk) else { return nil }
                    chunk = more
                    position = 0
                    nextChunk += 1
                }
                position += 1
                return chunk[position - 1]
            }
        }
    }

    /// The time of a trace file's last event as the file's last 4 KiB show it: the number after the last `"t"` key
    /// there. A guess, for the frame names' width before the file has been read (a comment after the events could
    /// hold such text), which the caller checks against the events once read; nil for anything but a regular file,
    /// or when the end of the file shows no time.
    public static func lastTimeGuess(path: String) -> Double? {
        guard path != "-" else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer {
            #if canImport(Glibc)
            Glibc.close(fd)
            #else
            Darwin.close(fd)
            #endif
        }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        let count = min(size, 4096)
        var tail = [UInt8](repeating: 0, count: count)
        let read = tail.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(size - count)) }
        guard read == count else { return nil }
        return tail.withUnsafeBufferPointer { b -> Double? in
            var k = count - 3
            while k >= 0 {
                if b[k] == UInt8(ascii: "\""), b[k + 1] == UInt8(ascii: "t"), b[k + 2] == UInt8(ascii: "\"") {
                    var i = k + 3
                    while i < count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
                    if i < count, b[i] == UInt8(ascii: ":") {
                        i += 1
                        while i < count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
                        return TraceStream.number(b, &i, count)
                    }
                }
                k -= 1
            }
            return nil
        }
    }
}
