import SceneGraph

extension Replay {
    /// The number of frame periods the replay spans (held frames count for every period they stay on screen), or
    /// nil when it makes more than `maximumFrames` frames.
    public func timelineFrameCount() -> Int? {
        var iterator = makeIterator()
        var count = 0
        while let frame = iterator.skipFrame() { count = frame.index + frame.holdFrames }
        return iterator.isTruncated ? nil : count
    }

    /// A contact sheet of at most `limit` moments, evenly spaced over the replay's frame periods and always with the
    /// last, each captioned with its time ("0.350 s"). Made in two passes, so it holds only the frames it shows.
    public func contactSheet(limit: Int = ContactSheet.defaultLimit, columns: Int = 6) throws -> Scene {
        guard let count = timelineFrameCount() else { throw ReplayLimitError(limit: maximumFrames) }
        let picked = ContactSheet.pick(count: count, limit: limit)
        var cells: [(caption: String, scene: Scene)] = []
        cells.reserveCapacity(picked.count)
        var iterator = makeIterator()
        let start = iterator.start
        var next = 0
        while next < picked.count, let frame = iterator.next() {
            // A held frame stands for every period it covers.
            while next < picked.count, picked[next] < frame.index + frame.holdFrames {
                cells.append((ContactSheet.timeCaption(start + Double(picked[next]) / fps), frame.scene))
                next += 1
            }
        }
        return ContactSheet.scene(cells, columns: columns)
    }
}

/// A replay made more frames than its limit allows.
public struct ReplayLimitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The limit.
    public var limit: Int
    /// How many frames the whole replay would make, when counted (nil when it makes more than `countingLimit`).
    public var wouldWrite: Int?
    /// The most frames counted for the message, without drawing them.
    public static let countingLimit = 10_000_000

    /// Creates the error.
    public init(limit: Int, wouldWrite: Int? = nil) {
        self.limit = limit
        self.wouldWrite = wouldWrite
    }

    /// The message.
    public var description: String {
        let count = wouldWrite.map { "\($0) frames" } ?? "more than \(Self.countingLimit) frames"
        return "the replay would write \(count), over the limit of \(limit); raise it with --max-frames, lower --fps, or shorten the trace"
    }
}
