/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a tiny, fully
/// deterministic generator. The tests draw only from this, never from the system generator, so one seed names one run
/// on every machine and every Swift version (the standard library's `random(in:using:)` may change between releases,
/// so the helpers below do their own scaling).
public struct SplitMix64: RandomNumberGenerator {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in 0..<n (the modulo bias of a 64-bit draw is negligible here).
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One of `items`.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// Uniform in [a, b).
    public mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }

    /// A magnitude spread evenly over the decades 10^low ... 10^high: a mantissa in [1, 10) times a power of ten.
    public mutating func decades(_ low: Int, _ high: Int) -> Double {
        let exponent = low + below(high - low + 1)
        return uniform(1, 10) * power10(exponent)
    }
}

/// 10^n by repeated multiplication or division (exact up to 10^22), without Foundation's `pow`.
public func power10(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(n) { result *= 10 }
    return n >= 0 ? result : 1 / result
}
