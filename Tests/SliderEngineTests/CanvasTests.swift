import SceneGraph
import Testing
@testable import SliderEngine

/// The canvas grows around content that overflows the slider's frame; the frame itself stays put.
@Suite("Canvas")
struct CanvasTests {
    let jpy = SliderConfig(bounds: (0, 1_000_000), step: 10000, format: ValueFormat(.currency(code: "JPY"), minimumFractionDigits: 0, maximumFractionDigits: 0))

    func scene(_ config: SliderConfig, _ value: (Double, Double), width: Double) -> Scene {
        let engine = SliderEngine<Double>(config: config)
        let state = engine.initialState(value: RangeBinding(value.0, value.1), environment: SliderEnvironment(width: width))
        return engine.scene(state)
    }

    @Test("A merged chip wider than a 120 pt slider is centred on it and the canvas grows to hold it with the padding")
    func mergedChipOverflows() throws {
        let s = scene(jpy, (120_000, 480_000), width: 120)
        guard case .roundedRect(let chip, _)? = s.node(id: "chip.merged.background")?.shape,
              case .roundedRect(let track, _)? = s.node(id: "track.background")?.shape
        else { Issue.record("missing nodes"); return }
        let offset = try #require(s.node(id: "chip.merged")?.transform.translateX)
        // The seed's clampCenter: a chip wider than the slider sits at its centre, 60 pt.
        #expect(abs(offset + chip.rect.width / 2 - 60) < 1e-9)
        let overhang = (chip.rect.width - 120) / 2
        #expect(overhang > 20)
        // The slider's frame keeps its 120 pt; the canvas is the chip plus 24 pt each side, in whole points.
        #expect(track.rect.width == 120)
        let root = try #require(s.node(id: "slider"))
        #expect(root.transform.translateX == 24 + overhang.rounded(.up))
        #expect(s.size.width == 2 * (24 + overhang.rounded(.up)) + 120)
        #expect(root.transform.translateY == 24)
        // Accessibility frames move with the slider.
        #expect(abs(s.accessibility[0].frame.x - (root.transform.translateX + 14 + 0.12 * 92 - 22)) < 1e-9)
    }

    @Test("Nothing overflows the seed's sliders: their canvas is the frame plus the padding")
    func noOverflowNoGrowth() throws {
        let price = scene(priceConfig(), (0, 1000), width: 330)
        #expect(price.size.width == 378)
        #expect(price.node(id: "slider")?.transform == Transform(translateX: 24, translateY: 24))
        // A grabbed thumb at the end grows 1.18 into the padding, which is there for it: no growth.
        let engine = SliderEngine<Double>(config: priceConfig())
        let held = engine.scene(engine.initialState(value: RangeBinding(0, 1000), environment: SliderEnvironment()),
                                options: SceneOptions(grabbed: .lower))
        #expect(held.size == price.size)
    }
}
