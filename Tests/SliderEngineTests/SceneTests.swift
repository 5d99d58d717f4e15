import SceneGraph
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

@Suite("Scene")
struct SceneTests {
    func scene(_ config: SliderConfig, _ value: (Double, Double), env: SliderEnvironment = SliderEnvironment(), grabbed: Thumb? = nil) -> Scene {
        let engine = SliderEngine<Double>(config: config)
        let state = engine.initialState(value: RangeBinding(value.0, value.1), environment: env)
        return engine.scene(state, options: SceneOptions(padding: 0, background: nil, grabbed: grabbed))
    }

    func circle(_ scene: Scene, _ id: String) -> (circle: Circle, stroke: Stroke?)? {
        guard case .circle(let c, let paint)? = scene.node(id: id + ".face")?.shape else { return nil }
        return (c, paint.stroke)
    }

    @Test("Two adjustable elements, Minimum then Maximum, with formatted values and 44 pt frames")
    func accessibilityTree() {
        let s = scene(priceConfig(), (120, 480))
        expectEqual(s.accessibility.map(\.spokenText), ["Minimum price, $120, adjustable", "Maximum price, $480, adjustable"])
        expectEqual(s.accessibility.map(\.sortPriority), [2, 1])
        let adjustable: [String] = ["increment", "decrement"]
        #expect(s.accessibility.allSatisfy { (e: AccessibilityElement) -> Bool in e.frame.width == 44 && e.frame.height == 44 && e.actions == adjustable })
        let lowerX: Double = 14 + 0.12 * 302
        expectEqual(s.accessibility[0].frame.midX, lowerX)
        // Defaults when no labels are given; a 16 pt thumb still has a 44 pt element.
        var small = SliderConfig(bounds: (0, 10))
        small.style.thumbSize = 16
        let d = scene(small, (2, 8))
        expectEqual(d.accessibility.map(\.label), ["Minimum", "Maximum"])
        #expect(d.accessibility.allSatisfy { $0.frame.width == 44 })
        // Reading order follows sort priority even when listed otherwise.
        expectEqual(accessibilityReadingOrder(d.accessibility.reversed()).map(\.label), ["Minimum", "Maximum"])
    }

    @Test("A disabled slider's elements read as dimmed and offer no actions, in text and JSON; a VoiceOver step changes nothing")
    func disabledElements() {
        let off = SliderEnvironment(isEnabled: false)
        let s = scene(priceConfig(), (120, 480), env: off)
        expectEqual(s.accessibility.map(\.traits), [["notEnabled", "adjustable"], ["notEnabled", "adjustable"]])
        #expect(s.accessibility.allSatisfy { $0.actions.isEmpty && $0.isNotEnabled })
        expectEqual(s.accessibility.map(\.spokenText), ["Minimum price, $120, dimmed, adjustable", "Maximum price, $480, dimmed, adjustable"])
        #expect(AccessibilityText.text(s.accessibility).split(separator: "\n").allSatisfy { $0.hasSuffix("actions: none") })
        expectContains(AccessibilityText.json(s.accessibility), #""traits":["notEnabled","adjustable"],"frame":"#)
        expectContains(AccessibilityText.json(s.accessibility), #""actions":[],"sortPriority":2"#)
        let single = scene(SliderConfig(kind: .single, bounds: (0, 100), step: 1, label: "Volume"), (50, 50), env: off)
        expectEqual(single.accessibility.map(\.spokenText), ["Volume, 50, dimmed, adjustable"])
        // Enabled again, the same slider offers both actions and is not dimmed.
        #expect(scene(priceConfig(), (120, 480)).accessibility.allSatisfy { !$0.isNotEnabled && $0.actions == ["increment", "decrement"] })
        // The reducer ignores every VoiceOver step on a disabled slider, range or single.
        for config in [priceConfig(), SliderConfig(kind: .single, bounds: (0, 100), step: 1, label: "Volume")] {
            let engine = SliderEngine<Double>(config: config)
            let start = engine.initialState(value: RangeBinding(120, 480), environment: off)
            for event: SliderEvent<Double> in [.increment(.lower), .decrement(.lower), .increment(.upper), .decrement(.upper)] {
                var state = start
                expectEqual(engine.reduce(&state, event, at: 1), .none)
                expectEqual(state, start)
            }
        }
    }

    @Test("A single slider has one element with its label")
    func singleAccessibility() {
        let s = scene(SliderConfig(kind: .single, bounds: (0, 100), step: 1, label: "Volume"), (50, 50))
        expectEqual(s.accessibility.map(\.spokenText), ["Volume, 50, adjustable"])
    }

    @Test("Chips merge when they would come within 6 pt, and not before")
    func chipsMergeAtSixPoints() {
        let age = SliderConfig(bounds: (18, 80), step: 1, format: ValueFormat(.integer))
        func opacities(_ upper: Double) -> [Double] {
            let s = scene(age, (30, upper))
            return ["chip.lower", "chip.upper", "chip.merged"].map { s.node(id: $0)?.opacity.value ?? -1 }
        }
        // Two-digit chips are equally wide; the gap between them is the thumb distance minus one chip width.
        let chipWidth = TextMeasure.width("30", fontSize: 13, weight: 600, tabularDigits: true) + 20
        let gap = { (upper: Double) in (upper - 30) / 62 * 302 - chipWidth }
        #expect(gap(39) >= 6 && gap(38) < 6)
        expectEqual(opacities(39), [1, 1, 0])
        expectEqual(opacities(38), [0, 0, 1])
    }

    @Test("The header stacks when \"lower – upper\" does not fit the width")
    func headerStacks() {
        let large = scene(priceConfig(readout: .header), (120, 480))
        let huge = scene(priceConfig(readout: .header), (120, 480), env: SliderEnvironment(dynamicTypeSize: .accessibility5))
        func top(_ s: Scene, _ id: String) -> Double? {
            guard case .text(let run)? = s.node(id: id)?.shape else { return nil }
            return run.origin.y
        }
        expectEqual(top(large, "header.lower"), top(large, "header.upper"))
        expectGreater(top(huge, "header.upper") ?? 0, (top(huge, "header.lower") ?? 0) + 100)
        // Track row: one SF Pro line of title3 (20 × 1.1934 = 23.87) + 10 at large; at accessibility5, three 55 pt
        // lines (65.64 each), two 2 pt gaps, then 10.
        expectLess(abs(large.accessibility[0].frame.y - (20 * 2444 / 2048 + 10)), 1e-9)
        expectLess(abs(huge.accessibility[0].frame.y - (3 * 55 * 2444 / 2048 + 4 + 10)), 1e-9)
    }

    @Test("Chips and layout grow with every Dynamic Type size")
    func dynamicType() {
        var previous = 0.0
        for size in DynamicTypeSize.allCases {
            let s = scene(SliderConfig(bounds: (0, 100)), (10, 90), env: SliderEnvironment(dynamicTypeSize: size))
            guard case .roundedRect(let chip, _)? = s.node(id: "chip.lower.background")?.shape else {
                Issue.record("no chip at \(size)"); continue
            }
            expectEqual(chip.rect.height, TextStyle.footnote.lineHeight(size) + 10)
            expectGreaterOrEqual(chip.rect.height, previous)
            previous = chip.rect.height
        }
    }

    @Test("A grabbed thumb grows 1.18 with a 3 pt ring and a deeper shadow; under Reduce Motion only the ring thickens")
    func grabbedThumb() {
        let rest = scene(priceConfig(), (120, 480))
        let held = scene(priceConfig(), (120, 480), grabbed: .lower)
        let reduced = scene(priceConfig(), (120, 480), env: SliderEnvironment(reduceMotion: true), grabbed: .lower)
        expectEqual(rest.node(id: "thumb.lower")?.transform.scale, 1)
        expectEqual(held.node(id: "thumb.lower")?.transform.scale, 1.18)
        expectEqual(reduced.node(id: "thumb.lower")?.transform.scale, 1)
        expectEqual(circle(rest, "thumb.lower")?.stroke?.width, 2)
        expectEqual(circle(held, "thumb.lower")?.stroke?.width, 3)
        expectEqual(circle(reduced, "thumb.lower")?.stroke?.width, 3)
        expectEqual(rest.node(id: "thumb.lower")?.shadow, Shadow(color: Color.black.withAlpha(0.12), radius: 3, y: 1))
        expectEqual(held.node(id: "thumb.lower")?.shadow, Shadow(color: Color.black.withAlpha(0.22), radius: 6, y: 3))
        // The held thumb draws above the other one.
        let ids = held.nodes[0].children.map(\.id)
        expectGreater(ids.firstIndex(of: "thumb.lower") ?? 0, ids.firstIndex(of: "thumb.upper") ?? 0)
        // Its chip fills with the block colour and uses ink.
        guard case .roundedRect(_, let paint)? = held.node(id: "chip.lower.background")?.shape else { Issue.record("no chip"); return }
        expectEqual(paint.fill, Color(hex: 0xFF5B3A))
    }

    @Test("Right to left: the lower thumb sits on the right")
    func rightToLeft() {
        let s = scene(priceConfig(), (120, 480), env: SliderEnvironment(layoutDirection: .rightToLeft))
        expectEqual(circle(s, "thumb.lower")?.circle.center.x, 14 + 0.88 * 302)
        expectGreater(circle(s, "thumb.lower")?.circle.center.x ?? 0, circle(s, "thumb.upper")?.circle.center.x ?? 0)
    }

    @Test("Disabled: saturation 0 and opacity 0.45 over the whole control")
    func disabled() {
        let s = scene(priceConfig(), (120, 480), env: SliderEnvironment(isEnabled: false))
        expectEqual(s.nodes[0].saturation, .zero)
        expectEqual(s.nodes[0].opacity, UnitInterval(0.45))
    }

    @Test("Style: track height at least 2 and thumb size at least 16; colours resolve per scheme")
    func styleLimits() {
        let engine = SliderEngine<Double>(config: SliderConfig(bounds: (0, 1), style: StyleOverrides(trackHeight: 1, thumbSize: 4)))
        #expect(engine.trackHeight == 2 && engine.thumbSize == 16)
        let overrides = StyleOverrides(fill: AdaptiveColor(light: 0x111111, dark: 0x222222))
        expectEqual(Palette(kind: .range, overrides: overrides, scheme: .dark).fill, Color(hex: 0x222222))
        expectEqual(Palette(kind: .range, overrides: overrides, scheme: .light).track, Color(hex: 0xE6E4DE))
        expectEqual(Palette(kind: .range, overrides: overrides, scheme: .dark).track, Color(hex: 0x2A2A2A))
    }

    @Test("Formatting is pinned to the scene's locale and follows the seed's default digits")
    func formatting() {
        let tenths = SliderEngine<Double>(config: SliderConfig(bounds: (0, 1), step: 0.1))
        expectEqual(tenths.formatter(locale: "en_US").string(0.3), "0.3")
        expectEqual(tenths.formatter(locale: "de_DE").string(0.3), "0,3")
        let continuous = SliderEngine<Double>(config: SliderConfig(bounds: (0, 1)))
        expectEqual(continuous.formatter(locale: "en_US").string(1 / 3), "0.33")
        let price = SliderEngine<Double>(config: priceConfig())
        expectEqual(price.formatter(locale: "en_US").string(1200), "$1,200")
        let percent = SliderEngine<Double>(config: SliderConfig(bounds: (0, 1), format: ValueFormat(.percent)))
        expectEqual(percent.formatter(locale: "en_US").string(0.25), "25%")
        let integer = SliderEngine<Double>(config: SliderConfig(bounds: (0, 100), format: ValueFormat(.integer)))
        expectEqual(integer.formatter(locale: "de_DE").string(41.9), "41")
    }

    @Test("Node ids are unique in every scene, as the animation timeline requires")
    func uniqueIDs() {
        let configs: [SliderConfig] = [
            priceConfig(), priceConfig(readout: .header), priceConfig(readout: .hidden),
            SliderConfig(kind: .single, bounds: (0, 1), minimumValueLabel: .icon(.sunMin), maximumValueLabel: .text("High")),
        ]
        for config in configs {
            for grabbed in [nil, Thumb.lower, .upper] {
                let s = scene(config, (0.2, 0.6), env: SliderEnvironment(isEnabled: grabbed != .upper), grabbed: grabbed)
                var ids: [String] = []
                for node in s.nodes { node.forEachNode { ids.append($0.id) } }
                expectEqual(Set(ids).count, ids.count, "duplicate ids in \(ids)")
            }
        }
    }
}
