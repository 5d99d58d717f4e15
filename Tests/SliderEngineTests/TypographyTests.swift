import SceneGraph
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// Text as tall as SF Pro's line box, in the weight SwiftUI uses for each piece of text.
@Suite("Typography")
struct TypographyTests {
    func scene(_ config: SliderConfig, _ value: (Double, Double), env: SliderEnvironment = SliderEnvironment()) -> Scene {
        let engine = SliderEngine<Double>(config: config)
        let state = engine.initialState(value: RangeBinding(value.0, value.1), environment: env)
        return engine.scene(state, options: SceneOptions(padding: 0, background: nil))
    }

    func run(_ scene: Scene, _ id: String) -> TextRun? {
        guard case .text(let run)? = scene.node(id: id)?.shape else { return nil }
        return run
    }

    func rect(_ scene: Scene, _ id: String) -> Rect? {
        guard case .roundedRect(let rounded, _)? = scene.node(id: id)?.shape else { return nil }
        return rounded.rect
    }

    @Test("A chip is one footnote line of SF Pro plus 5 pt above and below: 13 × 1.1934 + 10 = 25.51 pt")
    func chipHeight() throws {
        let age = SliderConfig(bounds: (18, 80), step: 1, minimumDistance: 5, format: ValueFormat(.integer))
        let s = scene(age, (24, 41))
        let chip = try #require(rect(s, "chip.upper.background"))
        expectLess(abs(chip.height - 25.513671875), 1e-9)
        expectEqual(NumberText.string(chip.height, decimals: 2), "25.51")
        // The baseline sits SF Pro's ascender (1950/2048 em) below the top of the line box, 5 pt into the chip.
        let text = try #require(run(s, "chip.upper.text0"))
        expectLess(abs(text.origin.y - (5 + 13 * 1950.0 / 2048)), 1e-9)
        // The track row starts under the chip row and its 8 pt spacing.
        expectLess(abs(s.accessibility[0].frame.y - (25.513671875 + 8)), 1e-9)
    }

    @Test("The header line is 23.87 pt at 20 pt, and the stacked header three such lines 2 pt apart")
    func headerHeight() {
        let engine = SliderEngine<Double>(config: priceConfig(readout: .header))
        let large = engine.headerHeight(lower: "$120", upper: "$480", environment: SliderEnvironment())
        expectEqual(NumberText.string(large, decimals: 2), "23.87")
        // At accessibility5 (55 pt) "$120 – $480" is 335 pt, wider than 330, and stacks: 3 × 65.64 + 2 × 2.
        let big = SliderEnvironment(dynamicTypeSize: .accessibility5)
        #expect(!engine.headerFitsOnOneLine(lower: "$120", upper: "$480", environment: big))
        expectLess(abs(engine.headerHeight(lower: "$120", upper: "$480", environment: big) - (3 * 55 * 2444.0 / 2048 + 4)), 1e-9)
    }

    @Test("Line heights are SF Pro's at every text style and size, not the HIG's paragraph leading")
    func lineHeights() {
        for style in TextStyle.allCases {
            for size in DynamicTypeSize.allCases {
                let expected: Double = style.size(size) * 2444.0 / 2048
                expectEqual(style.lineHeight(size), expected)
            }
        }
        let body: Double = 17 * 2444.0 / 2048  // UIFont.systemFont(ofSize: 17).lineHeight, 20.29
        expectEqual(TextStyle.body.lineHeight(.large), body)
        expectEqual(NumberText.string(TextStyle.body.lineHeight(.large), decimals: 2), "20.29")
        // The HIG's leading is kept for reference only: 18 pt for footnote, where one line is 15.51 pt.
        expectEqual(TextStyle.footnote.paragraphLineHeight(.large), 18)
    }

    @Test("Readouts are semibold with tabular digits; Slider's text value labels are regular with proportional digits")
    func weights() throws {
        let header = scene(priceConfig(readout: .header), (120, 480))
        let headerRun = try #require(run(header, "header.lower"))
        #expect(headerRun.fontWeight == 600 && headerRun.tabularDigits)
        let chips = scene(priceConfig(), (120, 480))
        try expectEqual(#require(run(chips, "chip.lower.text0")).fontWeight, 600)
        let single = scene(SliderConfig(kind: .single, bounds: (0, 1), minimumValueLabel: .text("Low"), maximumValueLabel: .text("High")), (0.5, 0.5))
        let label = try #require(run(single, "label.maximum"))
        #expect(label.fontWeight == 400 && !label.tabularDigits)
        // Measured with Inter Regular: "High" is 4.93 + 9.36 + 4.46 … narrower than in SemiBold.
        let regular = TextMeasure.width("High", fontSize: 17, weight: 400, tabularDigits: false)
        expectEqual(label.width, regular)
        expectLess(regular, TextMeasure.width("High", fontSize: 17, weight: 600, tabularDigits: false))
    }
}
