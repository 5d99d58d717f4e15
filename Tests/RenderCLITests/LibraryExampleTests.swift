import Foundation
@testable import SliderEngine
import SVGRender
import Testing
import SliderRendering

/// The README's library example, kept compiling and passing.
@Suite("README library example")
struct LibraryExampleTests {
    @Test("Snapshot a held price slider from Swift, without files of ours")
    func priceFilterHeld() throws {
        let goldens = NSTemporaryDirectory() + "readme-example-" + UUID().uuidString
        // --- README example starts
        let config = SliderConfig(
            bounds: (0, 1000), step: 10, readout: .header, lowerLabel: "Minimum price", upperLabel: "Maximum price",
            format: ValueFormat(.currency(code: "USD"), minimumFractionDigits: 0, maximumFractionDigits: 0))
        let engine = SliderEngine<Double>(config: config)
        var state = engine.initialState(value: RangeBinding(120, 480), environment: SliderEnvironment(width: 330))
        let reaction = engine.reduce(&state, .touchDown(x: 100, y: nil), at: 0)
        #expect(reaction.written == RangeBinding(280, 480))
        #expect(reaction.haptic == .selection)
        let outcome = try verifySnapshot(of: engine.scene(state), as: .svg(), at: goldens + "/price-held.svg",
                                         record: .missing, artifacts: ".build/snapshot-artifacts")
        // --- README example ends
        #expect(outcome == .recorded(path: goldens + "/price-held.svg"))
        #expect(try verifySnapshot(of: engine.scene(state), as: .svg(), at: goldens + "/price-held.svg", record: .never) == .matched)
    }
}
