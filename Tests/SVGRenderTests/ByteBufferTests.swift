import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

/// The writer's byte buffer copies short runs with overlapping word loads and stores, and writes indentation with
/// word stores past its count: every length must still give exactly the bytes appended, across growth.
@Suite("Byte buffer")
struct ByteBufferTests {
    @Test("Appends of every length from 0 to 40, and indentation of every depth, give exactly the bytes")
    func everyLength() {
        var buffer = ByteBuffer(capacity: 64)  // small, so the appends grow it many times
        var expected: [UInt8] = []
        for n in 0...40 {
            let run = (0..<n).map { UInt8(truncatingIfNeeded: 0x41 &+ $0 &* 7 &+ n) }
            run.withUnsafeBufferPointer { buffer.append($0) }
            expected += run
            buffer.appendSpaces(n % 19)
            expected += Array(repeating: UInt8(ascii: " "), count: n % 19)
            buffer.append(UInt8(ascii: "|"))
            expected.append(UInt8(ascii: "|"))
        }
        buffer.append("static text, longer than sixteen bytes")
        expected += Array("static text, longer than sixteen bytes".utf8)
        expectEqual(Array(buffer.bytes), expected)
        expectEqual(buffer.count, expected.count)
    }

    @Test("A short copy never reads past the end of its source")
    func shortCopyStaysInsideItsSource() {
        // Each source ends at the end of its own allocation, so a read past it would be out of bounds; the bytes
        // after `n` in the target stay untouched.
        for n in 1...16 {
            let source = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
            defer { source.deallocate() }
            for i in 0..<n { source[i] = UInt8(i + 1) }
            var target = [UInt8](repeating: 0, count: 16)
            target.withUnsafeMutableBytes { ByteCopy.copySmall(from: UnsafeRawPointer(source), to: $0.baseAddress!, count: n) }
            expectEqual(Array(target.prefix(n)), (1...n).map { UInt8($0) })
            #expect(target.dropFirst(n).allSatisfy { $0 == 0 })
        }
    }

    @Test("An attribute written in one reservation is the bytes of its pieces, for short and long names, across growth")
    func attributeInOneReservation() {
        // Names of 1 to 27 bytes (the short copy and the long one), values of every kind `NumberText` writes, and a
        // buffer small enough that the attributes grow it.
        let names: [StaticString] = ["x", "cx", "rx", "dy=", "width", "stroke-width", "flood-opacity", "stroke-opacity!!",
                                     "stroke-dashoffset", "color-interpolation-filters"]
        let values: [Double] = [0, -0.0, 1, 0.5, 0.125, 0.994_999, 12.345, -7.005, 330, 1e21, -1e-7, .nan, .infinity]
        var buffer = ByteBuffer(capacity: 64)
        var expected: [UInt8] = []
        for (i, name) in names.enumerated() {
            for (j, value) in values.enumerated() {
                let decimals = (i + j) % 4
                buffer.appendAttribute(name, value, decimals: decimals)
                expected += Array(" ".utf8)
                name.withUTF8Buffer { expected += Array($0) }
                expected += Array("=\"".utf8)
                var digits: [UInt8] = []
                NumberText.append(value, decimals: decimals, to: &digits)
                expected += digits
                expected += Array("\"".utf8)
            }
        }
        // The first byte that differs, and the text around it, rather than two arrays of 1,500 bytes.
        let written = Array(buffer.bytes)
        let first = (0..<min(written.count, expected.count)).first { written[$0] != expected[$0] } ?? min(written.count, expected.count)
        let around = { (bytes: [UInt8]) in String(decoding: bytes[max(first - 20, 0)..<min(first + 20, bytes.count)], as: UTF8.self) }
        #expect(written.count == expected.count && first == expected.count, "differs at byte \(first): \(around(written)) against \(around(expected))")
        expectEqual(String(decoding: buffer.bytes.prefix(8), as: UTF8.self), " x=\"0\" x")
    }
}

/// The memo of recent numbers gives back exactly what `NumberText` writes, whatever was in a slot before.
@Suite("Number memo")
struct NumberMemoTests {
    /// `NumberText.write`'s bytes for a number.
    static func formatted(_ x: Double, decimals: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        NumberText.append(x, decimals: decimals, to: &bytes)
        return bytes
    }

    @Test("Seeded numbers, repeated, colliding and at every decimals, come out as NumberText writes them")
    func sameBytesAsTheFormatter() {
        let memo = NumberMemo()
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: NumberText.maximumLength)
        defer { out.deallocate() }
        // A small pool drawn again and again, so most writes are hits, with the decimals changing under the same
        // bits, values longer than 16 bytes (never kept), negative zero, NaN and infinities.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var pool: [Double] = [0, -0.0, .nan, .infinity, -.infinity, 1e21, -123_456_789.123_456, 0.005, 19.04, 51.87]
        for _ in 0..<200 { pool.append(Double(Int64(bitPattern: next() % 2_000_000) - 1_000_000) / 997) }
        for _ in 0..<20_000 {
            let x = pool[Int(next() % UInt64(pool.count))]
            let decimals = Int(next() % 4)
            let n = memo.write(x, decimals: decimals, to: out)
            expectEqual(Array(UnsafeBufferPointer(start: out, count: n)), Self.formatted(x, decimals: decimals), "\(x) at \(decimals) decimals")
        }
    }

    @Test("Two numbers in the same slot take turns, each written right")
    func collisions() {
        // Find a second number that hashes to 19.04's slot.
        let first = 19.04
        var second = 0.0
        var candidate = 0.01
        while second == 0 {
            if candidate != first, NumberMemo.slot(of: candidate.bitPattern) == NumberMemo.slot(of: first.bitPattern) { second = candidate }
            candidate += 0.01
        }
        let memo = NumberMemo()
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: NumberText.maximumLength)
        defer { out.deallocate() }
        for x in [first, second, first, first, second, second, first] {
            let n = memo.write(x, decimals: 2, to: out)
            expectEqual(Array(UnsafeBufferPointer(start: out, count: n)), Self.formatted(x, decimals: 2))
        }
        // The same bits at other decimals are not the same text.
        let n = memo.write(first, decimals: 1, to: out)
        expectEqual(String(decoding: UnsafeBufferPointer(start: out, count: n), as: UTF8.self), "19")
    }
}
