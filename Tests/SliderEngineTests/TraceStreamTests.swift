import Foundation
@testable import SliderEngine
@testable import SliderDocuments
import Testing
import TestSupport

@Suite("Trace stream")
struct TraceStreamTests {
    /// The reference: the whole document as a tree, each event through the tree reader's rules.
    static func reference(_ bytes: [UInt8], kind: SliderConfig.Kind) -> Result<[TimedEvent<Double>], DocumentError> {
        reference(bytes, targets: TraceTargets(kind: kind))
    }

    /// The reference for a page's sliders.
    static func reference(_ bytes: [UInt8], targets: TraceTargets) -> Result<[TimedEvent<Double>], DocumentError> {
        do {
            // In document order, as a stream meets them: keys before the events, the events, the keys after.
            let root = try JSONField.root(bytes, file: "t.json").object()
            var events: [TimedEvent<Double>] = []
            for member in root.members {
                let field = try #require(root.optional(member.key))
                switch member.key {
                case "events":
                    for item in try field.array() { events.append(try TraceFile.event(item, previous: events.last?.t, targets: targets)) }
                case "comment": if !field.isNull { _ = try field.string() }
                case "$schema": break
                default: try root.allowOnly(["events", "$schema", "comment"])
                }
            }
            _ = try root.required("events")
            return .success(events)
        } catch let e as DocumentError {
            return .failure(e)
        } catch {
            return .failure(DocumentError(file: "t.json", message: "\(error)"))
        }
    }

    /// A random trace text: mostly good events in varied spellings, now and then something wrong.
    static func randomTrace(_ r: inout SplitMix64) -> String {
        let numbers = ["0", "1", "0.5", "0.0167", "1e2", "1E-2", "2.5e+1", "-0", "12345678901234567890", "0.30000000000000004",
                       "1e400", "01", "1.", "-", "330.25", "1000000", "1000001", "-44.5", "9007199254740993", "1e22", "1e23"]
        let ws = [" ", "", "\n", "\t", "  \n  "]
        var events: [String] = []
        var t = 0.0
        for _ in 0..<r.below(8) {
            t += Double(r.below(3)) / 10
            var members: [(String, String)] = [("t", r.below(10) == 0 ? r.pick(numbers) : String(t))]
            switch r.below(8) {
            case 0, 1, 2:
                // Now and then a near miss of a nine-letter type, which the fast path must leave to the tree reader.
                members.append(("type", r.below(12) == 0 ? r.pick(["\"touchMovE\"", "\"touchDowm\"", "\"Increment\"", "\"decrementt\"",
                                                                    "\"touchMov\"", "\"touch\\u004dove\""]) : "\"touchMove\""))
                members.append(("x", r.pick(numbers)))
                if r.below(2) == 0 { members.append(("y", r.below(6) == 0 ? "null" : r.pick(numbers))) }
            case 3: members.append(("type", "\"touchDown\"")); members.append(("x", r.pick(numbers)))
            case 4: members.append(("type", r.pick(["\"touchUp\"", "\"touchCancel\"", "\"touchUpp\"", "\"touch\\u0055p\""])))
            case 5:
                members.append(("type", r.pick(["\"increment\"", "\"decrement\""])))
                if r.below(4) != 0 { members.append(("thumb", r.pick(["\"lower\"", "\"upper\"", "\"middle\""]))) }
            case 6: members.append(("type", "\"setWidth\"")); members.append(("value", r.pick(numbers)))
            default: members.append(("type", "\"touchMove\"")); members.append(("comment", "\"hi\""))
            }
            if r.below(12) == 0 { members.append(("x", "3")) }
            // Keys the fast path reads by their length must be spelt exactly.
            if r.below(40) == 0 { members[0].0 = r.pick(["\\u0074", "tt", "T"]) }
            if r.below(40) == 0, let k = members.firstIndex(where: { $0.0 == "type" }) { members[k].0 = r.pick(["typo", "Type", "typ\\u0065"]) }
            if r.below(3) == 0 { members.reverse() }
            events.append("{" + members.map { w in r.pick(ws) + "\"\(w.0)\"" + r.pick(ws) + ":" + r.pick(ws) + w.1 }.joined(separator: ",") + r.pick(ws) + "}")
        }
        var text = "{" + r.pick(ws) + "\"events\": [" + events.joined(separator: "," + r.pick(ws)) + "]"
        if r.below(5) == 0 { text += ", \"comment\": " + r.pick(["\"c\"", "3"]) }
        if r.below(20) == 0 { text += ", \"extra\": 1" }
        text += r.below(30) == 0 ? "" : "}"
        return text
    }

    @Test("The stream reads what the tree reader reads, with the same events and the same errors, on 5,000 random traces")
    func agreesWithTheTreeReader() {
        var r = SplitMix64(seed: 7)
        for n in 0..<5000 {
            let text = Self.randomTrace(&r)
            let kind: SliderConfig.Kind = n % 5 == 0 ? .single : .range
            let stream = TraceStream(bytes: Array(text.utf8), file: "t.json", kind: kind)
            let got: Result<[TimedEvent<Double>], DocumentError>
            do { got = .success(try stream.readAll()) } catch { got = .failure(error as! DocumentError) }
            switch (got, Self.reference(Array(text.utf8), kind: kind)) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(text)")
            case (.failure(let a), .failure(let b)):
                // Both refuse; when the document is well formed the first semantic error is the same one.
                if !b.message.hasPrefix("invalid JSON") && !a.message.hasPrefix("invalid JSON") { #expect(a == b, "\(text)") }
            case (let a, let b): Issue.record("stream \(a) but tree \(b) for \(text)")
            }
        }
    }

    @Test("The fast path's constants are the words it compares them with, loaded as it loads them")
    func fastPathConstants() {
        func load<T: FixedWidthInteger>(_ word: String, at offset: Int, as: T.Type) -> T {
            Array(word.utf8).withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
        }
        let nine = TraceStream.nine
        for (word, halves) in [("touchMove", nine.touchMove), ("touchDown", nine.touchDown), ("increment", nine.increment), ("decrement", nine.decrement)] {
            expectEqual(load(word, at: 0, as: UInt64.self), halves.head, "\(word)")
            expectEqual(load(word, at: 1, as: UInt64.self), halves.tail, "\(word)")
        }
        expectEqual(load("type", at: 0, as: UInt32.self), TraceStream.typeKey)
    }

    @Test("The fast path reads a number to the bit as Double(text) does, or leaves it to the tree reader, on 20,000 numbers")
    func fastNumbers() {
        var r = SplitMix64(seed: 11)
        var read = 0
        func digits(_ n: Int) -> String { String((0..<n).map { _ in Character(String(r.below(10))) }) }
        for _ in 0..<20_000 {
            var text = r.pick(["", "", "-"])
            let whole = r.below(4) == 0 ? "0" : String(r.below(9) + 1) + digits(r.below(r.below(4) == 0 ? 22 : 6))
            text += whole
            if r.below(3) != 0 { text += "." + String(repeating: "0", count: r.below(4) == 0 ? r.below(25) : 0) + digits(r.below(8) + 1) }
            if r.below(6) == 0 { text += r.pick(["e", "E"]) + r.pick(["", "+", "-"]) + String(r.below(30)) }
            let bytes = Array(text.utf8) + [UInt8(ascii: ",")]
            let expected = Double(text)
            bytes.withUnsafeBufferPointer { b in
                var i = 0
                guard let value = TraceStream.number(b, &i, b.count) else { return }
                read += 1
                expectEqual(value.bitPattern, expected?.bitPattern, "\(text)")
                expectEqual(i, b.count - 1, "\(text) ends before the comma")
            }
        }
        // Most of them take the fast path: short mantissas, small exponents.
        expectGreater(read, 12_000)
        for bad in ["01", "1.", "-", ".5", "1e", "1e+", "--1", "+1", "0x1"] {
            let bytes = Array(bad.utf8)
            bytes.withUnsafeBufferPointer { b in
                var i = 0
                let value = TraceStream.number(b, &i, b.count)
                // A leading "0" or a lone number may read as far as it is valid; the rest must be refused.
                #expect(value == nil || i < b.count, "\(bad)")
            }
        }
    }

    @Test("A file streams in chunks: events across chunk boundaries read the same as from memory")
    func fileInChunks() throws {
        var lines: [String] = []
        // About 560 KB: three 256 KiB chunks.
        for i in 0..<8_000 { lines.append(#"{ "t": \#(Double(i) / 120), "type": "touchMove", "x": \#(Double(i % 300) + 0.25), "y": 22 }"#) }
        let text = "{\n  \"comment\": \"long\",\n  \"events\": [\n    " + lines.joined(separator: ",\n    ") + "\n  ]\n}\n"
        expectGreater(text.utf8.count, 2 * (256 << 10))
        let path = Scratch.folder("stream") + "/trace.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let fromFile = try TraceStream(contentsOf: path).readAll()
        let fromMemory = try TraceStream(bytes: Array(text.utf8), file: path).readAll()
        expectEqual(fromFile.count, 8_000)
        expectEqual(fromFile, fromMemory)
        expectEqual(fromFile[7_999], TimedEvent(t: 7_999.0 / 120, .touchMove(x: 199.25, y: 22)))
        // An error deep in a big file has its exact line and column.
        let broken = text.replacingOccurrences(of: #""t": 66.5, "type": "touchMove""#, with: #""t": 66.5, "type": "touchMov""#)
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let stream = try TraceStream(contentsOf: path)
        while stream.next() != nil {}
        expectEqual(stream.error?.description, #"\#(path):7984:26: at $.events[7980].type: unknown event type "touchMov"; did you mean "touchMove"?"#)
        expectEqual(stream.count, 7_980)
    }
}
