#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@testable import SceneGraph

@Suite("Portable math")
struct PortableMathTests {
    /// Relative error against the C library, which is accurate to within an ulp or so.
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 4e-15) -> Bool {
        a == b || abs(a - b) <= tolerance * max(abs(b), 1e-300)
    }

    @Test("exp and log agree with the C library over the ranges animations use")
    func expLog() {
        var x = -700.0
        while x < 700 {
            #expect(close(PortableMath.exp(x), exp(x)), "exp(\(x))")
            x += 3.17
        }
        for v in [1e-300, 1e-10, 0.001, 0.5, 0.999, 1, 1.0001, 2, 10, 12345.678, 1e200] {
            #expect(close(PortableMath.log(v), log(v), 1e-14) || abs(PortableMath.log(v) - log(v)) < 1e-15, "log(\(v))")
        }
        expectEqual(PortableMath.exp(0), 1)
        #expect(PortableMath.exp(800) == .infinity && PortableMath.exp(-800) == 0)
        #expect(PortableMath.log(1) == 0 && PortableMath.log(0) == -.infinity && PortableMath.log(-1).isNaN)
    }

    @Test("sin, cos, sinh and cosh agree with the C library")
    func trigonometry() {
        var x = -200.0
        while x < 200 {
            expectLess(abs(PortableMath.sin(x) - sin(x)), 1e-14, "sin(\(x))")
            expectLess(abs(PortableMath.cos(x) - cos(x)), 1e-14, "cos(\(x))")
            x += 0.377
        }
        for v in [-30.0, -2, -0.5, -1e-8, 0, 1e-8, 0.3, 0.99, 1, 5, 40] {
            #expect(close(PortableMath.sinh(v), sinh(v), 1e-14), "sinh(\(v))")
            #expect(close(PortableMath.cosh(v), cosh(v), 1e-14), "cosh(\(v))")
        }
    }
}
