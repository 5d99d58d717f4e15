import SceneGraph
import Testing
@testable import SliderEngine
@testable import SliderDocuments
import TestSupport

/// The player's description of a touch ("x 130", "x 130, y 12.5"), written in scratch space rather than by joining
/// strings: it must say what the joined strings said.
@Suite("Event detail")
struct EventDetailTests {
    /// The text as it was first defined: the parts joined as strings.
    static func joined(_ x: Double, _ y: Double?) -> String {
        "x " + NumberText.string(x) + (y.map { ", y " + NumberText.string($0) } ?? "")
    }

    @Test("A touch's detail is its x, then its y when it has one, each as NumberText writes it")
    func examples() {
        expectEqual(SliderEvent<Double>.touchMove(x: 130, y: nil).detail, "x 130")
        expectEqual(SliderEvent<Double>.touchDown(x: 50.245, y: 12.5).detail, "x 50.25, y 12.5")
        expectEqual(SliderEvent<Double>.touchMove(x: -0.001, y: -3).detail, "x 0, y -3")
        expectEqual(SliderEvent<Double>.touchDown(x: .nan, y: .infinity).detail, "x 0, y 0")
        // The longest numbers there are still fit: 309 digits each.
        expectEqual(SliderEvent<Double>.touchMove(x: -.greatestFiniteMagnitude, y: .greatestFiniteMagnitude).detail, Self.joined(-.greatestFiniteMagnitude, .greatestFiniteMagnitude))
    }

    @Test("Seeded touches of every size give the joined text, with and without y")
    func seeded() {
        var random = SplitMix64(seed: 0x5EED_DE7A)
        var mismatches: [String] = []
        for i in 0..<20_000 {
            let x = (random.chance(0.5) ? -1.0 : 1.0) * random.decades(-4, 20)
            let y: Double? = i % 3 == 0 ? nil : (random.chance(0.5) ? -1.0 : 1.0) * random.decades(-4, 20)
            let event: SliderEvent<Double> = i % 2 == 0 ? .touchDown(x: x, y: y) : .touchMove(x: x, y: y)
            if event.detail != Self.joined(x, y) { mismatches.append(event.detail) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }
}
