import SceneGraph
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

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
        expectLess(abs(offset + chip.rect.width / 2 - 60), 1e-9)
        let overhang = (chip.rect.width - 120) / 2
        expectGreater(overhang, 20)
        // The slider's frame keeps its 120 pt; the canvas is the chip plus 24 pt each side, in whole points.
        expectEqual(track.rect.width, 120)
        let root = try #require(s.node(id: "slider"))
        expectEqual(root.transform.translateX, 24 + overhang.rounded(.up))
        expectEqual(s.size.width, 2 * (24 + overhang.rounded(.up)) + 120)
        expectEqual(root.transform.translateY, 24)
        // Accessibility frames move with the slider.
        expectLess(abs(s.accessibility[0].frame.x - (root.transform.translateX + 14 + 0.12 * 92 - 22)), 1e-9)
    }

    @Test("Nothing overflows the seed's sliders: their canvas is the frame plus the padding")
    func noOverflowNoGrowth() throws {
        let price = scene(priceConfig(), (0, 1000), width: 330)
        expectEqual(price.size.width, 378)
        expectEqual(price.node(id: "slider")?.transform, Transform(translateX: 24, translateY: 24))
        // A grabbed thumb at the end grows 1.18 into the padding, which is there for it: no growth.
        let engine = SliderEngine<Double>(config: priceConfig())
        let held = engine.scene(engine.initialState(value: RangeBinding(0, 1000), environment: SliderEnvironment()),
                                options: SceneOptions(grabbed: .lower))
        expectEqual(held.size, price.size)
    }
}

/// The canvas comes from the box the scene builder adds up as it makes each node; it must be the box the walk over
/// the finished tree (`layoutBoundsInParent`) gives, to the bit, or a canvas could differ by a point at a boundary.
@Suite("Canvas layout box")
struct CanvasLayoutBoxTests {
    @Test("The builder's box is the tree's layoutBoundsInParent for 1,500 random sliders, at rest and grabbed")
    func builderBoxIsTheWalk() {
        var compared = 0, overflowing = 0
        for seed in UInt64(1)...1_500 {
            let slider = PropertyCase(seed: seed)
            let engine = SliderEngine<Double>(config: slider.config)
            let state = engine.initialState(value: slider.value, environment: slider.environment)
            for grabbed in [nil, Thumb.lower, .upper] {
                let built = engine.buildSceneAndLayout(state, options: SceneOptions(grabbed: grabbed), cache: SceneCache())
                guard var root = built.scene.nodes.first else {
                    Issue.record("seed \(seed): no root node")
                    continue
                }
                root.transform = .identity
                let walked = root.layoutBoundsInParent
                expectEqual(built.laidOut, walked, "seed \(seed), grabbed \(String(describing: grabbed))")
                compared += 1
                if let box = walked, box.x < -1e-6 || box.maxX > slider.environment.width + 1e-6 { overflowing += 1 }
            }
        }
        expectEqual(compared, 4_500)
        // The sweep reaches content beyond the frame (chips, big thumbs), where the box decides the canvas.
        expectGreater(overflowing, 100)
    }
}
