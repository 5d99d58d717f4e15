import SceneGraph
import Testing
import TestSupport
@testable import SliderEngine

/// A price slider document with the given labels, style and environment.
private func price(lower: String = "Minimum price", upper: String = "Maximum price", style: StyleOverrides = StyleOverrides(),
                   value: (Double, Double) = (120, 480), env: SliderEnvironment = SliderEnvironment(),
                   readout: SliderConfig.Readout = .thumbs) -> SceneDocument {
    var config = priceConfig(readout: readout)
    config.lowerLabel = lower
    config.upperLabel = upper
    config.style = style
    return SceneDocument(config: config, value: RangeBinding(value.0, value.1), environment: env)
}

/// A style with a dark fill that stands out from the track, dark text and a dark ring: the audit's passing design.
private var highContrast: StyleOverrides {
    var s = StyleOverrides()
    s.fill = AdaptiveColor(light: 0x1D4ED8, dark: 0x93C5FD)
    s.ink = AdaptiveColor(light: 0xFFFFFF, dark: 0x111111)
    return s
}

private func findings(_ report: AccessibilityAuditReport, _ type: AuditType) -> [AuditFinding] {
    report.findings.filter { $0.type == type }
}

/// A scene of hand-made nodes and elements on a white canvas.
private func scene(_ nodes: [Node], _ elements: [AccessibilityElement] = [], size: Size = Size(width: 200, height: 100)) -> Scene {
    Scene(size: size, background: .white, nodes: nodes, accessibility: elements)
}

private func element(_ id: String, _ label: String, _ frame: Rect, traits: [String] = ["adjustable"],
                     actions: [String] = ["increment", "decrement"], value: String = "1") -> AccessibilityElement {
    AccessibilityElement(id: id, label: label, value: value, traits: traits, frame: frame, actions: actions, sortPriority: 0)
}

private func text(_ id: String, _ string: String, x: Double, size: Double = 13, weight: Int = 600, color: Color = .black) -> Node {
    let measured = TextMeasure.layout(string, fontSize: size, weight: weight, tabularDigits: false)
    return Node(id: id, shape: .text(TextRun(text: string, origin: Point(x: x, y: 40), offsets: measured.offsets, width: measured.width,
                                             fontSize: size, fontWeight: weight, color: color)))
}

@Suite("Accessibility audit")
struct AccessibilityAuditTests {
    @Test("WCAG contrast: black on white is 21:1, a colour on itself 1:1, and the seed's fills 2.43:1 and 1.21:1 on the track")
    func wcagContrast() {
        expectEqual(Color.black.contrastRatio(with: .white), 21)
        expectEqual(Color(hex: 0x777777).contrastRatio(with: Color(hex: 0x777777)), 1)
        let track = Color(hex: 0xE6E4DE)
        expectEqual(AccessibilityAudit.ratio(Color(hex: 0xFF5B3A).contrastRatio(with: track)), "2.43:1")
        expectEqual(AccessibilityAudit.ratio(Color(hex: 0xA9DCB7).contrastRatio(with: track)), "1.21:1")
        expectEqual(AccessibilityAudit.ratio(Color(hex: 0x141414).contrastRatio(with: Color(hex: 0xF3F2EE))), "16.45:1")
        // Half-transparent black over white is mid grey; a ratio just under a threshold never shows as meeting it.
        let grey = Color.black.withAlpha(0.5).composited(over: .white)
        #expect(grey.alpha == 1 && grey.red == 0.5)
        #expect(AccessibilityAudit.ratio(4.4999) == "4.49:1" && AccessibilityAudit.ratio(4.5) == "4.5:1")
        #expect(AccessibilityAudit.isLargeText(size: 18, weight: 400) && AccessibilityAudit.isLargeText(size: 14, weight: 700))
        #expect(!AccessibilityAudit.isLargeText(size: 17, weight: 600))
    }

    @Test("A high-contrast, well-labelled design passes at every size in both directions and schemes")
    func passingDesign() {
        let report = AccessibilityAudit.audit(price(style: highContrast), sizes: DynamicTypeSize.allCases,
                                              directions: [.leftToRight, .rightToLeft], schemes: [.light, .dark])
        expectEqual(report.findings, [])
        expectEqual(report.conditions.count, 48)
        #expect(!report.fails(onWarnings: true))
        expectEqual(report.text, "0 errors, 0 warnings in 48 conditions\n")
        let header = AccessibilityAudit.audit(price(style: highContrast, readout: .header), sizes: DynamicTypeSize.allCases)
        expectEqual(header.findings, [])
    }

    @Test("contrast: pale text on a pale chip is an error; the seed's fill on its track a warning")
    func paleTextOnPaleChip() {
        var pale = highContrast
        pale.label = AdaptiveColor(light: 0xB8B6B0, dark: 0xB8B6B0)
        let report = AccessibilityAudit.audit(price(style: pale))
        let found = findings(report, .contrast)
        expectEqual(found.map(\.element), ["chip.lower.text0", "chip.upper.text0"])
        #expect(found.allSatisfy { $0.severity == .error && $0.threshold == "4.5:1" && $0.message.contains("#b8b6b0 on #e9e7e1") })
        #expect(report.fails())
        let seed = AccessibilityAudit.audit(price())
        expectEqual(seed.findings.map(\.element), ["track.fill"])
        #expect(seed.findings.first?.severity == .warning && seed.findings.first?.measured == "2.43:1")
        #expect(!seed.fails() && seed.fails(onWarnings: true))
    }

    @Test("contrast: large text needs 3:1, a thumb that melts into the page is an error, a disabled slider is exempt")
    func contrastOfThumbsAndLargeText() {
        // 3.3:1 grey: enough for the 20 pt header, not for the 13 pt chips.
        var grey = highContrast
        grey.label = AdaptiveColor(light: 0x858585, dark: 0x858585)
        expectEqual(findings(AccessibilityAudit.audit(price(style: grey, readout: .header)), .contrast), [])
        expectEqual(findings(AccessibilityAudit.audit(price(style: grey)), .contrast).count, 2)
        var ghost = highContrast
        ghost.thumb = AdaptiveColor(light: 0xF3F2EE, dark: 0xF3F2EE)
        ghost.thumbBorder = AdaptiveColor(light: 0xF3F2EE, dark: 0xF3F2EE)
        let thumbs = findings(AccessibilityAudit.audit(price(style: ghost)), .contrast)
        expectEqual(thumbs.map(\.element), ["thumb.lower", "thumb.upper"])
        #expect(thumbs.allSatisfy { $0.measured == "1:1" && $0.threshold == "3:1" })
        var pale = ghost
        pale.label = AdaptiveColor(light: 0xE0E0E0, dark: 0xE0E0E0)
        expectEqual(findings(AccessibilityAudit.audit(price(style: pale, env: SliderEnvironment(isEnabled: false))), .contrast), [])
    }

    @Test("sufficientElementDescription: two elements with the same label, empty labels, defaults and labels naming the trait")
    func descriptions() {
        let same = AccessibilityAudit.audit(price(lower: "Price", upper: "Price"))
        let duplicate = findings(same, .sufficientElementDescription)
        #expect(duplicate.map(\.element) == ["thumb.upper"] && duplicate[0].severity == .error)
        expectContains(duplicate[0].message, "labels both thumb.lower and thumb.upper")
        let defaults = findings(AccessibilityAudit.audit(price(lower: "Minimum", upper: "Maximum")), .sufficientElementDescription)
        #expect(defaults.map(\.severity) == [.warning, .warning] && defaults.map(\.measured) == ["\"Minimum\"", "\"Maximum\""])
        let named = findings(AccessibilityAudit.audit(price(lower: " ", upper: "Price slider")), .sufficientElementDescription)
        expectEqual(named.map(\.element), ["thumb.lower", "thumb.upper"])
        expectEqual(named.map(\.severity), [.error, .warning])
        // Across a page, the same label on two sliders is a duplicate too.
        var config = priceConfig()
        config.lowerLabel = "Low"; config.upperLabel = "High"
        let page = SceneDocument(page: ScenePage(), sliders: [SceneSlider(config: config, value: RangeBinding(100, 500)),
                                                              SceneSlider(config: config, value: RangeBinding(100, 500))])
        expectEqual(findings(AccessibilityAudit.audit(page), .sufficientElementDescription).map(\.element), ["s1/thumb.lower", "s1/thumb.upper"])
    }

    @Test("hitRegion: targets under 44 pt, overlapping targets, and stacked thumbs with one frame")
    func hitRegions() {
        let small = scene([], [element("a", "A", Rect(x: 0, y: 0, width: 30, height: 44)), element("b", "B", Rect(x: 20, y: 0, width: 44, height: 44))])
        let found = AccessibilityAudit.audit(small).filter { $0.type == .hitRegion }
        expectEqual(found.map(\.element), ["a", "a"])
        expectEqual(found.map(\.severity), [.error, .warning])
        #expect(found[0].measured == "30 × 44 pt" && found[0].threshold == "44 × 44 pt")
        expectEqual(found[1].measured, "10 pt overlap with b")
        let stacked = findings(AccessibilityAudit.audit(price(value: (500, 500))), .hitRegion)
        #expect(stacked.map(\.measured) == ["the frame of thumb.upper"] && stacked[0].severity == .warning)
        expectEqual(findings(AccessibilityAudit.audit(price()), .hitRegion), [])
    }

    @Test("dynamicType: text that keeps its size from one size to the next is found; the engine's text styles grow")
    func dynamicType() {
        func at(_ size: Double) -> Scene { scene([text("caption", "Fixed", x: 10, size: size)]) }
        let fixed = AccessibilityAudit.dynamicType([(.large, at(13)), (.xLarge, at(13)), (.accessibility1, at(12))])
        expectEqual(fixed.map(\.measured), ["13 pt", "12 pt"])
        #expect(fixed.allSatisfy { $0.type == .dynamicType && $0.severity == .error })
        expectContains(fixed[0].message, "stays at 13 pt from large to xLarge")
        expectContains(fixed[1].message, "shrinks from 13 pt to 12 pt from xLarge to accessibility1")
        // Below the default size Apple's tables keep some sizes equal, which is allowed.
        expectEqual(AccessibilityAudit.dynamicType([(.xSmall, at(12)), (.small, at(12)), (.medium, at(12))]), [])
        let all = AccessibilityAudit.audit(price(), sizes: DynamicTypeSize.allCases)
        expectEqual(findings(all, .dynamicType), [])
    }

    @Test("textClipped: a 90 pt slider at accessibility5 clips its chips; text past its chip and colliding chips are found")
    func textClipped() {
        let narrow = price(env: SliderEnvironment(width: 90, dynamicTypeSize: .accessibility5))
        let clipped = findings(AccessibilityAudit.audit(narrow), .textClipped)
        #expect(!clipped.isEmpty && clipped.allSatisfy { $0.severity == .error })
        #expect(clipped.contains { $0.element == "chip.merged" && $0.threshold == "at most 90 pt" })
        // The same slider at the default size fits.
        expectEqual(findings(AccessibilityAudit.audit(price(env: SliderEnvironment(width: 330))), .textClipped), [])
        // Hand-made: a text wider than its chip, two chips on top of each other, and text off the canvas.
        func chip(_ id: String, x: Double, width: Double, _ string: String) -> Node {
            let capsule = RoundedRect.capsule(Rect(x: x, y: 20, width: width, height: 26))
            return Node.group(id, [Node(id: id + ".background", shape: .roundedRect(capsule, Paint(fill: .white))),
                                   text(id + ".text0", string, x: x + 4)])
        }
        let s = scene([chip("chip.a", x: 10, width: 20, "Too long a value"), chip("chip.b", x: 100, width: 60, "1"),
                       chip("chip.c", x: 120, width: 60, "2"), text("edge", "Off the edge", x: 180)])
        let hand = AccessibilityAudit.audit(s).filter { $0.type == .textClipped }
        expectEqual(hand.map(\.element), ["chip.a.text0", "chip.b", "edge"])
        expectEqual(hand[1].measured, "40 pt overlap with chip.c")
        expectSuffix(hand[2].measured, "past the canvas")
    }

    @Test("elementDetection: a single slider's text value labels are visible but not spoken; chip values are folded in")
    func elementDetection() {
        let config = SliderConfig(kind: .single, bounds: (0, 100), step: 1, label: "Volume",
                                  minimumValueLabel: .text("Quiet"), maximumValueLabel: .text("Loud"))
        let single = SceneDocument(config: config, value: RangeBinding(single: 50))
        let found = findings(AccessibilityAudit.audit(single), .elementDetection)
        expectEqual(found.map(\.element), ["label.maximum", "label.minimum"])
        #expect(found.allSatisfy { $0.severity == .warning })
        expectEqual(findings(AccessibilityAudit.audit(price()), .elementDetection), [])
        expectEqual(findings(AccessibilityAudit.audit(price(readout: .header)), .elementDetection), [])
    }

    @Test("trait: adjustable without actions, dimmed with actions, and a disabled slider without notEnabled")
    func traits() {
        let bare = scene([], [element("a", "A", Rect(x: 0, y: 0, width: 44, height: 44), actions: ["increment"]),
                              element("b", "B", Rect(x: 50, y: 0, width: 44, height: 44), traits: ["notEnabled", "adjustable"])])
        let found = AccessibilityAudit.audit(bare).filter { $0.type == .trait }
        #expect(found.map(\.element) == ["a", "b"] && found.allSatisfy { $0.severity == .error })
        // The engine's disabled slider carries notEnabled and no actions: nothing to find.
        let off = price(env: SliderEnvironment(isEnabled: false))
        expectEqual(findings(AccessibilityAudit.audit(off), .trait), [])
        // The same greyed drawing with elements that forgot they are disabled.
        var forgot = off.stillScene()
        for i in forgot.accessibility.indices {
            forgot.accessibility[i].traits = ["adjustable"]
            forgot.accessibility[i].actions = ["increment", "decrement"]
        }
        let missing = AccessibilityAudit.audit(forgot).filter { $0.type == .trait }
        #expect(missing.map(\.element) == ["thumb.lower", "thumb.upper"] && missing.allSatisfy { $0.threshold == "notEnabled" })
    }

    @Test("Reports merge findings across conditions, list them in a fixed order, and print text and JSON")
    func reportForms() {
        let report = AccessibilityAudit.audit(price(lower: "Minimum"), sizes: [.large, .accessibility5], directions: [.leftToRight, .rightToLeft])
        expectEqual(report.findings.map { "\($0.type.rawValue) \($0.element)" }, ["contrast track.fill", "sufficientElementDescription thumb.lower"])
        #expect(report.findings.allSatisfy { $0.conditions.count == 4 })
        #expect(report.text.contains("  in: every condition (4)\n"))
        expectSuffix(report.text, "0 errors, 2 warnings in 4 conditions\n")
        expectPrefix(report.json, #"{"errors":0,"warnings":2,"conditions":["large leftToRight light","accessibility5 leftToRight light","large rightToLeft light","accessibility5 rightToLeft light"],"findings":[{"type":"contrast","severity":"warning","element":"track.fill","measured":"2.43:1","threshold":"3:1","message":"#)
        expectEqual(report, AccessibilityAudit.audit(price(lower: "Minimum"), sizes: [.accessibility5, .large], directions: [.leftToRight, .rightToLeft]))
        let some = AccessibilityAuditReport(conditions: report.conditions, findings: [AuditFinding(
            type: .trait, severity: .error, element: "x", measured: "m", threshold: "t", message: "Bad\u{202E}.",
            conditions: [report.conditions[0], report.conditions[2]])])
        expectEqual(some.text, "error  trait  x  m, needs t\n  Bad\\u{202E}.\n  in: large leftToRight light; large rightToLeft light\n1 error, 0 warnings in 4 conditions\n")
    }

    @Test("The overlay numbers elements in reading order, letters findings, and keeps long words inside its legend")
    func overlay() {
        let doc = price(lower: "Price", upper: "Price")
        let scene = doc.stillScene()
        let overlay = AccessibilityOverlay.scene(of: scene, findings: AccessibilityAudit.audit(scene))
        expectEqual(overlay.size.width, scene.size.width + AccessibilityOverlay.legendWidth + 2 * AccessibilityOverlay.gap)
        #expect(overlay.node(id: "overlay.element2.number") != nil && overlay.node(id: "overlay.element3.number") == nil)
        expectNotNil(overlay.node(id: "legend.finding1.title.0"))
        expectEqual(overlay.accessibility, scene.accessibility)
        let long = String(repeating: "W", count: 200)
        let lines = AccessibilityOverlay.wrap("A " + long + " end", width: 100, weight: 400)
        #expect(lines.count > 3 && lines.joined() == "A" + long + "end")
        #expect(lines.allSatisfy { TextMeasure.width($0, fontSize: 12, weight: 400, tabularDigits: false) <= 100 })
        #expect(AccessibilityOverlay.letter(0) == "A" && AccessibilityOverlay.letter(25) == "Z" && AccessibilityOverlay.letter(26) == "AA")
    }
}
