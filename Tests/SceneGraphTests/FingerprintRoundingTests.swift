@testable import SceneGraph
import Testing
import TestSupport

/// Fingerprints take coordinates to hundredths, rounded without libm.
@Suite("Fingerprint rounding")
struct FingerprintRoundingTests {
    /// What the fingerprint took before: libm's `round` of `x * 100`, when finite and below 9e15.
    static func expected(_ x: Double) -> UInt64? {
        let r = (x * 100).rounded()
        return r.isFinite && abs(r) < 9e15 ? UInt64(bitPattern: Int64(r)) : nil
    }

    @Test("Hundredths are libm's rounding, halves away from zero, for coordinates, halves, huge values and non-numbers")
    func sameAsRound() {
        var cases: [Double] = [0, -0.0, 0.005, -0.005, 0.004999999999999999, 0.015, -0.015, 1.005, 2.675, 0.49999999999999994,
                               -0.49999999999999994, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 89_999_999_999_999.99, 9e13, -9e13, 8.99e13,
                               9e15, 1e300, -1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .ulpOfOne]
        var random = SplitMix64(seed: 0x0F1A_9E12)
        for _ in 0..<200_000 {
            let scale = random.pick([1.0, 100, 1e4, 1e8, 1e13, 1e15])
            let x = (random.unit() * 2 - 1) * scale
            cases.append(x)
            // Values on and beside a half hundredth, where rounding decides.
            let half = (x * 100).rounded(.down) + 0.5
            cases.append(half / 100)
            cases.append((half / 100).nextUp)
            cases.append((half / 100).nextDown)
        }
        let wrong = cases.filter { FingerprintMixer.hundredths($0) != Self.expected($0) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(cases.count > 800_000)
    }
}
