import Foundation
import SceneGraph
import SliderEngine

/// A trace file read as a stream: events come out one at a time as the file is read in 256 KiB chunks, so memory
/// does not grow with the trace, and no JSON tree is built.
///
/// The common events (touches with `t`, `type`, `x`, `y`, and VoiceOver steps with `thumb`) are scanned straight from
/// the bytes; anything else, and anything wrong, is handed to the same per-event reader as `TraceDocument`, so the
/// rules and the error messages (file, line:column, JSON path) are exactly those of the whole-file reader. The JSON
/// path of an event is built only when an error is reported.
///
/// Iteration stops at the first error, which is then in `error`, or at a stop request (`stopped`): check both after
/// the loop.
public final class TraceStream: Sequence, IteratorProtocol {
    /// The file as the user named it (`-` is stdin).
    public let file: String
    /// The first problem met, which ended the stream.
    public private(set) var error: DocumentError?
    /// The stop request (`StopRequest`) that ended the stream early, if one did; `error` is then nil.
    public private(set) var stopped: StopRequest.Stopped?
    /// The trace's `comment`, once the reader has passed it.
    public private(set) var comment: String?
    /// Events read so far.
    @exclusivity(unchecked) public private(set) var count = 0

    // The reader's cursor is touched several times per event, and one stream is only ever used by one caller at a
    // time (it is not Sendable), so these skip the runtime's exclusivity bookkeeping on a replay's hottest path.
    let targets: TraceTargets
    @exclusivity(unchecked) var bytes: [UInt8]
    /// Where reading continues, in `bytes`.
    @exclusivity(unchecked) var position = 0
    /// One-based line of `position`, and the offset in `bytes` where that line began (negative once compacted away).
    @exclusivity(unchecked) var line = 1
    @exclusivity(unchecked) var lineStart = 0
    var descriptor: Int32?
    var atEnd: Bool
    @exclusivity(unchecked) var state = State.start
    @exclusivity(unchecked) var previousTime: Double?
    var topKeys: [String] = []
    /// Where the root object began, for "missing key" errors.
    var rootLine = 1
    var rootColumn = 1

    enum State { case start, members, events(first: Bool), finished }

    /// The largest single event (or other value) read, so a hostile file cannot grow the buffer without limit.
    public static let maximumElementSize = 16 << 20

    /// Reads `path` (`-` is stdin; a FIFO is read as it comes) for a slider of `kind` whose binding holds `valueType`.
    public convenience init(contentsOf path: String, kind: SliderConfig.Kind = .range, valueType: ValueType = .double) throws {
        try self.init(contentsOf: path, targets: TraceTargets(kind: kind, valueType: valueType))
    }

    /// Reads `path` (`-` is stdin) for the slider of `scene`, or the sliders of its page: an event's `"slider": N`
    /// must name one of them, and that slider's kind and value type decide what the event takes.
    public convenience init(contentsOf path: String, for scene: SceneDocument) throws {
        try self.init(contentsOf: path, targets: TraceTargets(scene))
    }

    /// Reads a trace held in memory; `file` names it in errors.
    public convenience init(bytes: [UInt8], file: String, kind: SliderConfig.Kind = .range, valueType: ValueType = .double) {
        self.init(bytes: bytes, file: file, targets: TraceTargets(kind: kind, valueType: valueType))
    }

    /// Reads a trace held in memory for the slider or page of `scene`; `file` names it in errors.
    public convenience init(bytes: [UInt8], file: String, for scene: SceneDocument) {
        self.init(bytes: bytes, file: file, targets: TraceTargets(scene))
    }

    init(contentsOf path: String, targets: TraceTargets) throws {
        file = path
        self.targets = targets
        descriptor = try DocumentFile.open(path)
        bytes = []
        atEnd = false
    }

    init(bytes: [UInt8], file: String, targets: TraceTargets) {
        self.file = file
        self.targets = targets
        self.bytes = bytes
        descriptor = nil
        atEnd = true
    }

    deinit {
        if let descriptor, descriptor != 0 { close(descriptor) }
    }

    /// The stream iterates itself.
    public func makeIterator() -> TraceStream { self }

    /// The next event, or nil at the end of the events or at the first error (see `error`).
    public func next() -> TimedEvent<Double>? {
        do {
            return try nextEvent()
        } catch let e as DocumentError {
            error = e
        } catch let stop as StopRequest.Stopped {
            stopped = stop
        } catch {
            self.error = DocumentError(file: file, message: "\(error)")
        }
        state = .finished
        return nil
    }

    /// Reads to the end and throws the first error: for callers that collect the events or only check the file.
    public func readAll() throws -> [TimedEvent<Double>] {
        var events: [TimedEvent<Double>] = []
        while let event = next() { events.append(event) }
        if let error { throw error }
        if let stopped { throw stopped }
        return events
    }

    // MARK: The document

    func nextEvent() throws -> TimedEvent<Double>? {
        while true {
            switch state {
            case .finished:
                return nil
            case .start:
                try start()
            case .members:
                try member()
            case .events(let first):
                // Most often: a comma, whitespace and a common event, all in the buffer, read in one pass.
                if !first, let fast = scanNextEvent() {
                    position = fast.end
                    if fast.newlines > 0 {
                        line += fast.newlines
                        lineStart = fast.lastNewline + 1
                    }
                    previousTime = fast.event.t
                    count += 1
                    return fast.event
                }
                skipWhitespace()
                try need(1)
                if bytes[position] == UInt8(ascii: "]") {
                    if !first { /* a trailing "]" after an element */ }
                    position += 1
                    try afterMember()
                    continue
                }
                if !first {
                    guard bytes[position] == UInt8(ascii: ",") else {
                        throw syntax("expected ',' or ']' in array, found \(describeCurrent())")
                    }
                    position += 1
                    skipWhitespace()
                    try need(1)
                }
                state = .events(first: false)
                let event = try element()
                count += 1
                return event
            }
        }
    }

    /// The root object's opening brace.
    func start() throws {
        try fill(3)
        if bytes.count - position >= 3, bytes[position] == 0xEF, bytes[position + 1] == 0xBB, bytes[position + 2] == 0xBF {
            position += 3
            lineStart = position
        }
        skipWhitespace()
        try need(1)
        rootLine = line
        rootColumn = position - lineStart + 1
        guard bytes[position] == UInt8(ascii: "{") else {
            // Not an object: let the tree reader say what it is.
            _ = try JSONField(value: try parsedValue(), path: "$", file: file).object()
            throw syntax("expected an object")
        }
        position += 1
        skipWhitespace()
        try need(1)
        if bytes[position] == UInt8(ascii: "}") {
            position += 1
            try finish()
            return
        }
        state = .members
    }

    /// One member of the root object.
    func member() throws {
        skipWhitespace()
        try need(1)
        guard bytes[position] == UInt8(ascii: "\"") else {
            throw syntax("expected a key in quotes, found \(describeCurrent())")
        }
        let keyLine = line, keyColumn = position - lineStart + 1
        guard case .string(let key) = try parsedValue().kind else { throw syntax("expected a key") }
        if topKeys.contains(key) {
            throw DocumentError(file: file, line: keyLine, column: keyColumn, message: "invalid JSON: duplicate key \"\(Excerpt.of(key))\"")
        }
        topKeys.append(key)
        skipWhitespace()
        try need(1)
        guard bytes[position] == UInt8(ascii: ":") else {
            throw syntax("expected ':' after key \"\(Excerpt.of(key))\", found \(describeCurrent())")
        }
        position += 1
        skipWhitespace()
        try need(1)
        switch key {
        case "events":
            guard bytes[position] == UInt8(ascii: "[") else {
                _ = try JSONField(value: try parsedValue(), path: "$.events", file: file).array()
                throw syntax("expected an array")
            }
            position += 1
            state = .events(first: true)
        case "comment", "$schema":
            let field = JSONField(value: try parsedValue(), path: "$" + JSONPath.member(key), file: file)
            if key == "comment", !field.isNull { comment = try field.string() }
            try afterMember()
        default:
            let field = JSONField(value: try parsedValue(), path: "$" + JSONPath.member(key), file: file)
            throw field.fail(JSONObject.unknownKey(key, allowed: ["events", "$schema", "comment"]))
        }
    }

    /// After a member's value: a comma and the next member, or the end of the root object.
    func afterMember() throws {
        skipWhitespace()
        guard try fill(1) else { throw syntax("unterminated object: expected ',' or '}', found end of file") }
        switch bytes[position] {
        case UInt8(ascii: ","):
            position += 1
            state = .members
        case UInt8(ascii: "}"):
            position += 1
            try finish()
        default:
            throw syntax("expected ',' or '}' in object, found \(describeCurrent())")
        }
    }

    /// After the root object: nothing but whitespace, and an events array must have been there.
    func finish() throws {
        skipWhitespace()
        if try fill(1) { throw syntax("unexpected \(describeCurrent()) after the end of the document") }
        guard topKeys.contains("events") else {
            throw DocumentError(file: file, path: "$", line: rootLine, column: rootColumn, message: "missing key \"events\"")
        }
        state = .finished
    }

    // MARK: Events

    /// One element of the events array: scanned directly when it is a common event, else read by the tree reader.
    func element() throws -> TimedEvent<Double> {
        // Fast path first, straight on the buffer; it gives up on anything unusual, including the end of the buffer.
        if let fast = scanEvent(from: position, to: bytes.count) { return take(fast) }
        let index = count
        let extent = try measureElement()
        if let fast = scanEvent(from: position, to: extent.end), fast.end == extent.end { return take(fast) }
        let field = JSONField(value: try parsedValue(), path: "$.events[\(index)]", file: file)
        let event = try TraceFile.event(field, previous: previousTime, targets: targets)
        previousTime = event.t
        return event
    }

    /// Moves past an event the fast scan read: its end, its newlines, its time.
    private func take(_ fast: (event: TimedEvent<Double>, end: Int, newlines: Int, lastNewline: Int)) -> TimedEvent<Double> {
        position = fast.end
        if fast.newlines > 0 {
            line += fast.newlines
            lineStart = fast.lastNewline + 1
        }
        previousTime = fast.event.t
        return fast.event
    }

    /// Where the element at `position` ends (reading more as needed), with the newlines inside it. An element the
    /// file never closes ends at the end of the input; the tree reader then reports it.
    func measureElement() throws -> (end: Int, newlines: Int, lastNewline: Int) {
        var scan = ElementScan(scalar: bytes[position] != UInt8(ascii: "{") && bytes[position] != UInt8(ascii: "["))
        var i = position
        while true {
            let found = bytes.withUnsafeBufferPointer { scan.run($0, from: &i) }
            if found { return (i, scan.newlines, scan.lastNewline) }
            if i - position > Self.maximumElementSize {
                throw DocumentError(file: file, path: "$.events[\(count)]", line: line, column: position - lineStart + 1,
                                    message: "an event larger than 16 MiB; a trace event is a few dozen bytes")
            }
            let offset = position
            guard try fill(i - position + 1) else { return (bytes.count, scan.newlines, scan.lastNewline) }
            // Filling drops the consumed bytes, which moves everything.
            let shift = offset - position
            i -= shift
            if scan.lastNewline >= 0 { scan.lastNewline -= shift }
        }
    }
}
