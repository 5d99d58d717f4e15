/// Elementary functions built only from IEEE-754 addition, multiplication, division and exact scaling, evaluated in a
/// fixed order, so animation frames are the same bytes on every platform. The C library's `exp`, `sin` and `cos` may
/// differ in the last bit between glibc and Darwin, which is enough to flip a rounded SVG coordinate now and then.
/// Accuracy is within a few units in the last place over the ranges animations use.
public enum PortableMath {
    private static let ln2Hi = 6.93147180369123816490e-01
    private static let ln2Lo = 1.90821492927058770002e-10
    private static let invLn2 = 1.44269504088896338700e+00
    private static let halfPiHi = 1.57079632673412561417e+00
    private static let halfPiLo = 6.07710050650619224932e-11
    private static let twoOverPi = 6.36619772367581382433e-01

    /// e^x.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        // x = k·ln2 + r with |r| ≤ ln2/2, ln2 split in two so k·ln2Hi is exact.
        let k = (x * invLn2).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        // Taylor series of e^r to r^14/14!: the error is below 1e-17 for |r| ≤ 0.347.
        var term = 1.0, sum = 1.0
        for n in 1...14 {
            term *= r / Double(n)
            sum += term
        }
        return scale(sum, Int(k))
    }

    /// The natural logarithm; NaN for negative numbers, −∞ at 0.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        // x = m·2^e with m in [√½, √2).
        var e = Int(x.exponent)
        var m = x.significand
        if x.isSubnormal {
            let normal = x * 0x1p54
            e = Int(normal.exponent) - 54
            m = normal.significand
        }
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        // log m = 2·atanh(s), s = (m − 1)/(m + 1), |s| ≤ 0.1716.
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var power = s, sum = 0.0
        var n = 1.0
        while n <= 39 {
            sum += power / n
            power *= s2
            n += 2
        }
        return 2 * sum + Double(e) * ln2Hi + Double(e) * ln2Lo
    }

    /// sin x.
    public static func sin(_ x: Double) -> Double {
        let (r, quadrant) = reduce(x)
        switch quadrant & 3 {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// cos x.
    public static func cos(_ x: Double) -> Double {
        let (r, quadrant) = reduce(x)
        switch quadrant & 3 {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    /// Hyperbolic cosine.
    public static func cosh(_ x: Double) -> Double {
        let e = exp(abs(x))
        return (e + 1 / e) / 2
    }

    /// Hyperbolic sine; a series near 0, where the difference of exponentials would cancel.
    public static func sinh(_ x: Double) -> Double {
        if abs(x) < 1 {
            let x2 = x * x
            var term = x, sum = x
            for n in stride(from: 2, through: 26, by: 2) {
                term *= x2 / Double(n * (n + 1))
                sum += term
            }
            return sum
        }
        let e = exp(abs(x))
        let value = (e - 1 / e) / 2
        return x < 0 ? -value : value
    }

    /// x·2^n, exact while the result is a normal number.
    private static func scale(_ x: Double, _ n: Int) -> Double {
        var value = x
        var n = n
        // Scale in steps that stay inside the exponent range.
        while n > 1000 { value *= 0x1p1000; n -= 1000 }
        while n < -1000 { value *= 0x1p-1000; n += 1000 }
        return value * Double(sign: .plus, exponent: n, significand: 1)
    }

    /// x = k·π/2 + r with |r| ≤ π/4 (Cody–Waite, accurate for |x| up to about 1e6).
    private static func reduce(_ x: Double) -> (Double, Int) {
        if !x.isFinite { return (.nan, 0) }
        let k = (x * twoOverPi).rounded()
        let r = (x - k * halfPiHi) - k * halfPiLo
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
        return (r, quadrant < 0 ? quadrant + 4 : quadrant)
    }

    /// sin r for |r| ≤ π/4: Taylor series to r^21.
    private static func sinKernel(_ r: Double) -> Double {
        let r2 = r * r
        var term = r, sum = r
        for n in stride(from: 2, through: 20, by: 2) {
            term *= -r2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    /// cos r for |r| ≤ π/4: Taylor series to r^20.
    private static func cosKernel(_ r: Double) -> Double {
        let r2 = r * r
        var term = 1.0, sum = 1.0
        for n in stride(from: 1, through: 19, by: 2) {
            term *= -r2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }
}
