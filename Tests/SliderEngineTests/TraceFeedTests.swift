import Foundation
import Synchronization
@testable import SliderEngine
import Testing
import TestSupport

@Suite("Trace feed")
struct TraceFeedTests {
    /// A drag of `count` events (the first a touchDown, the last a touchUp), as a trace file's text.
    static func drag(_ count: Int, step: Double = 1.0 / 120) -> [UInt8] {
        var events = [TimedEvent<Double>(t: 0, .touchDown(x: 50, y: nil))]
        for i in 1..<max(count, 1) { events.append(TimedEvent(t: Double(i) * step, .touchMove(x: 50 + Double(i % 300) / 2, y: nil))) }
        if count > 1 { events[count - 1] = TimedEvent(t: Double(count - 1) * step, .touchUp) }
        return TraceDocument(events: count == 0 ? [] : events).jsonBytes()
    }

    /// A feed read on a thread of its own, as `render` reads one.
    static func feed(_ bytes: [UInt8]) -> TraceFeed {
        let feed = TraceFeed()
        nonisolated(unsafe) let stream = TraceStream(bytes: bytes, file: "t.json")
        Thread.detachNewThread { feed.read(stream) }
        return feed
    }

    @Test("Readers get every event in order across chunk boundaries, each from the first, and all() and times() agree",
          arguments: [0, 1, 255, 256, 257, 8_448, 8_449, 20_000])
    func everyEvent(count: Int) throws {
        let bytes = Self.drag(count)
        let expected = try TraceStream(bytes: bytes, file: "t.json").readAll()
        #expect(expected.count == count)
        let feed = Self.feed(bytes)
        #expect(Array(feed.events) == expected)
        // A second reader starts from the first event, and the events stay for it.
        #expect(Array(feed.events) == expected)
        #expect(try feed.all() == expected)
        let times = try feed.times()
        #expect(times.first == (expected.first?.t ?? 0) && times.last == (expected.last?.t ?? 0))
        #expect(feed.firstTime() == expected.first?.t)
    }

    @Test("Two readers at once, one slower than the other, both get every event")
    func readersAtOnce() throws {
        let bytes = Self.drag(30_000)
        let expected = try TraceStream(bytes: bytes, file: "t.json").readAll()
        let feed = Self.feed(bytes)
        let slow = Mutex<[TimedEvent<Double>]>([])
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var seen: [TimedEvent<Double>] = []
            for (i, event) in feed.events.enumerated() {
                if i % 5_000 == 0 { usleep(1_000) }
                seen.append(event)
            }
            slow.withLock { $0 = seen }
            done.signal()
        }
        #expect(Array(feed.events) == expected)
        done.wait()
        #expect(slow.withLock { $0 } == expected)
    }

    @Test("A bad event ends the readers there, and all() and times() throw the stream's own error")
    func badEvent() throws {
        var text = String(decoding: Self.drag(1_000), as: UTF8.self)
        // Event 300 goes back in time.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.contains(#""t": 2.5,"#) || $0.contains(#""t": 2.5 "#) })
        var broken = lines
        broken[index] = broken[index].replacingOccurrences(of: #""t": 2.5"#, with: #""t": 0.1"#)
        text = broken.joined(separator: "\n")
        let bytes = Array(text.utf8)
        var expected: DocumentError?
        do {
            _ = try TraceStream(bytes: bytes, file: "t.json").readAll()
        } catch let e as DocumentError {
            expected = e
        }
        #expect(expected != nil)
        let feed = Self.feed(bytes)
        #expect(Array(feed.events).count == 300)
        do {
            _ = try feed.all()
            Issue.record("all() should throw")
        } catch let e as DocumentError {
            #expect(e == expected)
            #expect("\(e)".contains("$.events[300]"), "\(e)")
        }
        #expect(throws: DocumentError.self) { _ = try feed.times() }
    }

    @Test("A feed that does not keep its events holds at most a few chunks ahead of its one reader, and close() ends the reading")
    func notRetaining() throws {
        let bytes = Self.drag(100_000)
        let expected = try TraceStream(bytes: bytes, file: "t.json").readAll()
        let feed = TraceFeed(retaining: false)
        nonisolated(unsafe) let stream = TraceStream(bytes: bytes, file: "t.json")
        Thread.detachNewThread { feed.read(stream) }
        // Before the reader takes anything, the reading runs `waiting` chunks ahead and then waits.
        var waited = 0
        while feed.heldChunks < TraceFeed.waiting && waited < 10_000 {
            usleep(1_000)
            waited += 1
        }
        usleep(50_000)
        #expect(feed.heldChunks == TraceFeed.waiting)
        var seen: [TimedEvent<Double>] = []
        var most = 0
        for event in feed.events {
            most = max(most, feed.heldChunks)
            seen.append(event)
        }
        #expect(seen == expected)
        #expect(most <= TraceFeed.waiting, "\(most)")
        try feed.end()
        #expect(feed.endedWhole)
        // A reader that stops early closes the feed: the reading ends instead of waiting for it, and not whole.
        let early = TraceFeed(retaining: false)
        nonisolated(unsafe) let second = TraceStream(bytes: bytes, file: "t.json")
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread { early.read(second); done.signal() }
        var iterator = early.events.makeIterator()
        for _ in 0..<10_000 { _ = iterator.next() }
        early.close()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(!early.endedWhole)
    }

    @Test("The last time is guessed from a regular file's end; nothing is guessed from stdin, a FIFO or an empty file")
    func lastTimeGuess() throws {
        let dir = Scratch.folder("trace-feed")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let path = dir + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        let drag = Self.drag(72_000)
        let last = try #require(try TraceStream(bytes: drag, file: "t.json").readAll().last?.t)
        #expect(last == 599.9917)
        #expect(TraceFeed.lastTimeGuess(path: try file("drag.json", drag)) == last)
        #expect(TraceFeed.lastTimeGuess(path: try file("spaced.json", Array((#"{"events": [{"type": "touchUp", "t"  :"# + "\t\n1e3}]}  \n").utf8))) == 1000)
        // The key spelled with an escape is not seen: the guess is the time before it, and the caller finds it out.
        let escaped = #"{"events": [{"t": 1, "type": "touchDown", "x": 5}, {"\u0074": 2000, "type": "touchUp"}]}"#
        #expect(TraceFeed.lastTimeGuess(path: try file("escaped.json", Array(escaped.utf8))) == 1)
        // A comment after the events longer than the tail read: no guess.
        let long = #"{"events": [{"t": 1, "type": "touchUp"}], "comment": ""# + String(repeating: "x", count: 5_000) + #""}"#
        #expect(TraceFeed.lastTimeGuess(path: try file("long.json", Array(long.utf8))) == nil)
        #expect(TraceFeed.lastTimeGuess(path: try file("empty.json", [])) == nil)
        #expect(TraceFeed.lastTimeGuess(path: dir + "/missing.json") == nil)
        #expect(TraceFeed.lastTimeGuess(path: "-") == nil)
        #expect(mkfifo(dir + "/pipe", 0o600) == 0)
        #expect(TraceFeed.lastTimeGuess(path: dir + "/pipe") == nil)
    }
}
