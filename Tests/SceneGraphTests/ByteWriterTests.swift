import Testing
import TestSupport
@testable import SceneGraph

/// The byte writer behind the logs and the player's data: appends of every length and growth give exactly the bytes,
/// and it is a value, as an array is.
@Suite("Byte writer")
struct ByteWriterTests {
    @Test("Seeded appends of bytes, runs of 0 to 40 bytes, repeats and numbers give what an array gets, across growth")
    func matchesArray() {
        var random = SplitMix64(seed: 91)
        for round in 0..<200 {
            var writer = ByteWriter(capacity: random.below(100))
            var array: [UInt8] = []
            for _ in 0..<random.below(60) {
                switch random.below(5) {
                case 0:
                    let byte = UInt8(truncatingIfNeeded: random.next())
                    writer.append(byte)
                    array.append(byte)
                case 1:
                    let run = (0..<random.below(41)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                    run.withUnsafeBufferPointer { writer.appendBytes($0) }
                    array.appendBytes(run.withUnsafeBufferPointer { $0 })
                case 2 where array.count > 0:
                    let start = random.below(array.count), end = start + random.below(array.count - start + 1)
                    writer.appendAgain(start..<end)
                    array.appendAgain(start..<end)
                case 3:
                    let x = random.uniform(-1e6, 1e6), decimals = random.below(7)
                    NumberText.append(x, decimals: decimals, to: &writer)
                    NumberText.append(x, decimals: decimals, to: &array)
                default:
                    let n = Int(truncatingIfNeeded: random.next()) >> random.below(64)
                    NumberText.append(n, to: &writer)
                    NumberText.append(n, to: &array)
                }
                expectEqual(writer.count, array.count)
            }
            expectEqual(writer.array, array, "round \(round)")
            expectEqual(Array(writer.bytes), array)
        }
    }

    @Test("A copy is a value: writing to either leaves the other's bytes as they were")
    func copiesAreValues() {
        var a = ByteWriter(capacity: 64)
        JSONText.appendLiteral("{\"t\":", to: &a)
        var b = a
        JSONText.appendLiteral("1}", to: &b)
        JSONText.appendLiteral("22}", to: &a)
        expectEqual(String(decoding: a.bytes, as: UTF8.self), "{\"t\":22}")
        expectEqual(String(decoding: b.bytes, as: UTF8.self), "{\"t\":1}")
        // Emptying a copy empties only the copy.
        var c = b
        c.removeAll()
        JSONText.appendLiteral("x", to: &c)
        expectEqual(String(decoding: b.bytes, as: UTF8.self), "{\"t\":1}")
        expectEqual(String(decoding: c.bytes, as: UTF8.self), "x")
        // A repeat into a copy reads the shared bytes and writes its own.
        var d = a
        d.appendAgain(0..<5)
        expectEqual(String(decoding: d.bytes, as: UTF8.self), "{\"t\":22}{\"t\":")
        expectEqual(a.count, 8)
    }
}
