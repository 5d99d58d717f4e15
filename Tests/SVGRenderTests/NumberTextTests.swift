@testable import SceneGraph
import Testing
import TestSupport

@Suite("NumberText")
struct NumberTextTests {
    @Test(
        "formats by the table",
        arguments: [
            (0.5, 2, "0.5"), (0.5, 0, "1"), (-0.5, 0, "-1"), (0.5, 4, "0.5"),
            (-0.004, 2, "0"), (-0.004, 0, "0"), (-0.004, 4, "-0.004"),
            (1234567.891, 2, "1234567.89"), (1234567.891, 0, "1234568"), (1234567.891, 4, "1234567.891"),
            (1e-7, 2, "0"), (1e-7, 0, "0"), (1e-7, 4, "0"), (-1e-7, 4, "0"),
            (2.005, 2, "2.01"), (-2.005, 2, "-2.01"), (9.995, 2, "10"), (0.995, 2, "1"), (1.0049, 2, "1"),
            (-3.5, 0, "-4"), (-3.5, 2, "-3.5"), (-3.5, 4, "-3.5"), (2.5, 0, "3"),
            (12.0, 0, "12"), (12.0, 2, "12"), (12.0, 4, "12"), (0.125, 2, "0.13"), (-0.125, 2, "-0.13"),
            (0.1 + 0.2, 4, "0.3"), (0, 2, "0"), (-0.0, 2, "0"), (999_999.999, 2, "1000000"),
            (1e15, 2, "1000000000000000"), (-1e15, 2, "-1000000000000000"),
            (123_456_789_012_345.67, 2, "123456789012345.67"), (1e20, 2, "100000000000000000000"),
            (0x1p64, 2, "18446744073709551616"), (-0x1p70, 0, "-1180591620717411303424"),
            (.nan, 2, "0"), (.infinity, 2, "0"), (-.infinity, 2, "0"),
            (1.23456, -1, "1"), (1.0 / 3.0, 20, "0.333333333333333"),
        ] as [(Double, Int, String)])
    func table(value: Double, decimals: Int, expected: String) {
        expectEqual(NumberText.string(value, decimals: decimals), expected)
    }

    @Test("defaults to two decimals")
    func defaultDecimals() {
        expectEqual(NumberText.string(3.14159), "3.14")
    }

    @Test("appends without clearing the buffer")
    func appends() {
        var buffer = Array("x=".utf8)
        NumberText.append(-7.25, decimals: 1, to: &buffer)
        expectEqual(String(decoding: buffer, as: UTF8.self), "x=-7.3")
    }

    @Test("prints the largest double in full, without exponent")
    func largest() {
        let text = NumberText.string(.greatestFiniteMagnitude)
        expectEqual(text.count, 309)
        expectPrefix(text, "17976931348623157")
        #expect(text.allSatisfy { $0.isNumber })
    }

    @Test("round-trips within half a unit of the last decimal, never with an exponent or -0")
    func roundTrip() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let magnitude = Double(generator.next() % 13) - 6  // 1e-6 ... 1e6
            var x = Double(generator.next() >> 11) / Double(1 << 53) * power10(Int(magnitude))
            if generator.next() & 1 == 0 { x = -x }
            let decimals = Int(generator.next() % 5)
            let text = NumberText.string(x, decimals: decimals)
            #expect(!text.contains("e") && !text.contains("E") && text != "-0")
            #expect(!text.hasSuffix(".") && !(text.contains(".") && text.hasSuffix("0")))
            guard let parsed = Double(text) else {
                Issue.record("unparseable \(text) for \(x)")
                continue
            }
            let tolerance = 0.5 / power10(decimals) + x.magnitude.ulp * 4
            expectLessOrEqual((parsed - x).magnitude, tolerance, "\(x) at \(decimals) gave \(text)")
        }
    }

    @Test("The digits written two at a time match Swift's own integer printing, at every length and decimals 0...15")
    func digitsMatchSwiftPrinting() {
        // Integers of every length 1...16, and each power of ten and its neighbours (the length boundaries).
        var generator = SplitMix64(seed: 7)
        var values: [UInt64] = [0, 9, 10, 99, 100, 101, 999_999_999_999_999]
        var power: UInt64 = 1
        for _ in 0..<15 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for _ in 0..<5_000 { values.append(generator.next() % 1_000_000_000_000_000) }
        for value in values {
            expectEqual(NumberText.string(Double(value), decimals: 2), String(value))  // exact: all below 2⁵³
        }
        // Fractions: x = whole + k / 10^d for small k, printed with the trailing zeros trimmed.
        for _ in 0..<20_000 {
            let decimals = Int(generator.next() % 6)
            let whole = generator.next() % 1_000_000
            let scale = UInt64(power10(decimals))
            let k = decimals == 0 ? 0 : generator.next() % scale
            let x = Double(whole) + Double(k) / Double(scale)
            var digits = String(k)
            digits = String(repeating: "0", count: max(decimals - digits.count, 0)) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            let expected = digits.isEmpty ? String(whole) : "\(whole).\(digits)"
            expectEqual(NumberText.string(x, decimals: decimals), expected, "\(whole) + \(k)/\(scale)")
        }
    }

    @Test("The two-decimal path writes what the general path writes, at every magnitude, sign and half-way point, and for whole numbers")
    func twoDecimalsMatchTheGeneralPath() {
        var generator = SplitMix64(seed: 11)
        var values: [Double] = [0, -0.0, 0.005, -0.005, 0.995, 9.995, 2.005, 1.0049, 0x1p31 - 0.004, 0x1p31 - 0.5,
                                .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 1e-300]
        for _ in 0..<50_000 {
            let magnitude = Double(generator.next() % 12) - 3  // 1e-3 ... 1e8
            var x = Double(generator.next() >> 11) / Double(1 << 53) * power10(Int(magnitude))
            if generator.next() % 4 == 0 { x = (x * 1000).rounded() / 1000 + 0.005 }  // near half-way points
            if generator.next() & 1 == 0 { x = -x }
            values.append(x)
        }
        // Whole numbers, which the two-decimal path writes without rounding.
        values += [1, -1, 9, -10, 99, 100, -999, 1000, 0x1p31 - 1, -(0x1p31 - 1), 0x1p30]
        for _ in 0..<5_000 {
            let whole = Double(generator.next() % (1 << UInt64(1 + generator.next() % 31)))
            values.append(generator.next() & 1 == 0 ? whole : -whole)
        }
        for x in values {
            let fast = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.maximumLength) { out in
                String(decoding: UnsafeBufferPointer(start: out.baseAddress!, count: NumberText.write(x, decimals: 2, to: out.baseAddress!)), as: UTF8.self)
            }
            let general = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.maximumLength) { out in
                String(decoding: UnsafeBufferPointer(start: out.baseAddress!, count: NumberText.writeGeneral(x, decimals: 2, to: out.baseAddress!)), as: UTF8.self)
            }
            expectEqual(fast, general, "\(x)")
        }
    }

}
