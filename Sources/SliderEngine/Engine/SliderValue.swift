import SceneGraph

/// A floating-point type a slider can bind: `Double` or `Float` (any `BinaryFloatingPoint` with a shortest decimal form).
public protocol SliderValue: BinaryFloatingPoint, LosslessStringConvertible, Sendable, Codable {
    /// This value as the `Double` its shortest decimal form names: `Float(0.7)` reads as 0.7, not 0.699999988079071.
    ///
    /// The seed converts with `Double(v)`. That is exact for `Double`, but a `Float` binding of 0.7 would reach the math
    /// as 0.699999988 and a step of 0.1 as 0.100000001: the grid then misses its own points, and a VoiceOver swipe up
    /// from 0.7 lands on 0.7 again. Reading the value the user wrote keeps every seed rule working for `Float`.
    var decimalValue: Double { get }
}


extension Double: SliderValue {
    /// A `Double` is its own shortest form.
    public var decimalValue: Double { self }
}

extension Float: SliderValue {
    /// The `Double` nearest the shortest decimal that reads back to this `Float`; no allocation.
    public var decimalValue: Double {
        let x = Double(self)
        guard x != 0, x.isFinite else { return x }
        // The shortest form of a Float has at most 9 significant digits: try 1, 2, … until one reads back.
        let exponent = x.magnitude.log10Floor
        for digits in 1...9 {
            let k = digits - 1 - exponent
            guard abs(k) <= 22 else { break }
            let power = Double.powerOfTen(abs(k))
            let candidate = k >= 0 ? (x * power).rounded() / power : (x / power).rounded() * power
            if Float(candidate) == self { return candidate }
        }
        return x
    }
}

extension Double {
    /// 10^n for 0 ≤ n ≤ 22, exact in binary64.
    static func powerOfTen(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }

    /// ⌊log10(x)⌋ for a positive finite x, by counting powers of ten.
    var log10Floor: Int {
        var e = 0
        var v = self
        while v >= 10 { v /= 10; e += 1 }
        while v < 1 { v *= 10; e -= 1 }
        return e
    }
}

extension SliderValue {
    /// The shortest decimal text that reads back to this value, without a trailing `.0`: `0.3`, `1000`, `-2.5`.
    public var shortestText: String {
        var bytes: [UInt8] = []
        appendShortestText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `shortestText` as ASCII, without making a `String` for whole numbers (most binding values).
    @inlinable
    public func appendShortestText<Sink: ByteSink>(to out: inout Sink) {
        if isFinite, self == self.rounded(), abs(self) < 1e15 {
            // -0 reads as 0.
            NumberText.append(Int(Int64(Double(self))), to: &out)
            return
        }
        var text = String(describing: self)
        text.withUTF8 { out.appendBytes($0) }
    }
}
