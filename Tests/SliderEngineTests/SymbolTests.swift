import SceneGraph
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// `Slider`'s built-in value-label symbols: SF Symbols' proportions, round strokes, equal gaps, mirrored speakers.
@Suite("Symbols")
struct SymbolTests {
    func scene(_ minimum: ValueLabel, _ maximum: ValueLabel, rtl: Bool = false) -> Scene {
        let config = SliderConfig(kind: .single, bounds: (0, 100), minimumValueLabel: minimum, maximumValueLabel: maximum)
        let engine = SliderEngine<Double>(config: config)
        let env = SliderEnvironment(layoutDirection: rtl ? .rightToLeft : .leftToRight)
        return engine.scene(engine.initialState(value: RangeBinding(single: 50), environment: env),
                            options: SceneOptions(padding: 0, background: nil))
    }

    func bounds(_ scene: Scene, _ id: String) -> Rect? { scene.node(id: id)?.boundsInParent }

    func trackRect(_ scene: Scene) -> Rect? {
        guard case .roundedRect(let r, _)? = scene.node(id: "track.background")?.shape else { return nil }
        return r.rect
    }

    @Test("The speaker's ink is its advance, 0.545 em (9.27 pt at 17 pt), so the gap to the track is 8 pt on both sides")
    func speakerGapsAreEqual() throws {
        let s = scene(.icon(.speaker), .icon(.speakerWave))
        let speaker = try #require(bounds(s, "label.minimum")), track = try #require(trackRect(s))
        expectLess(abs(speaker.x), 1e-9)
        expectEqual(NumberText.string(speaker.width, decimals: 2), "9.27")
        expectLess(abs(track.x - speaker.maxX - 8), 1e-9)
        // The waves' ink ends at 1.1388 em; their Bézier control points may reach past it, so compare the layout.
        let engine = SliderEngine<Double>(config: SliderConfig(kind: .single, bounds: (0, 1), maximumValueLabel: .icon(.speakerWave)))
        let width = engine.valueLabelWidth(.icon(.speakerWave), .large)
        expectLess(abs(Icon.speakerWave.advance - 1.1388), 1e-4)
        expectLess(abs(width - 17 * Icon.speakerWave.advance), 1e-9)
        let waves = try #require(s.node(id: "label.maximum")?.children.last)
        guard case .path(let path, _) = waves.shape, case .curve(_, _, let end)? = path.elements.dropFirst().first else {
            Issue.record("no wave"); return
        }
        // The outer wave's middle, plus half its stroke, is the box's trailing edge: 8 pt after the track.
        expectLess(abs(end.x + 17 * Icon.strokeWidth / 2 - (track.maxX + 8 + width)), 1e-9)
    }

    /// Points along a part's outline (curves sampled finely), in em.
    static func samples(_ part: SymbolPart) -> [Point] {
        var points: [Point] = [], last = Point(x: 0, y: 0)
        for element in part.path.elements {
            switch element {
            case .move(let p), .line(let p):
                if case .line = element {
                    for i in 1...50 { let t = Double(i) / 50; points.append(Point(x: last.x + (p.x - last.x) * t, y: last.y + (p.y - last.y) * t)) }
                } else { points.append(p) }
                last = p
            case .curve(let a, let b, let c):
                for i in 1...200 {
                    let t = Double(i) / 200, u = 1 - t
                    points.append(Point(x: u * u * u * last.x + 3 * u * u * t * a.x + 3 * u * t * t * b.x + t * t * t * c.x,
                                        y: u * u * u * last.y + 3 * u * u * t * a.y + 3 * u * t * t * b.y + t * t * t * c.y))
                }
                last = c
            case .close:
                break
            }
        }
        return points
    }

    /// The clear space between two parts' ink, in em: the nearest distance between their outlines (a stroke's
    /// centre line less half its width, round caps included).
    static func gap(_ a: SymbolPart, _ b: SymbolPart) -> Double {
        let pa = samples(a), pb = samples(b)
        var nearest = Double.infinity
        for p in pa { for q in pb { nearest = min(nearest, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()) } }
        return nearest - a.strokeWidth / 2 - b.strokeWidth / 2
    }

    @Test("The speaker's waves are evenly spaced: cone to first wave as wave to wave, one stroke, as the suns' rays")
    func wavesEvenlySpaced() {
        let parts = Icon.speakerWave.parts
        let cone = Self.gap(parts[0], parts[1]), waves = [Self.gap(parts[1], parts[2]), Self.gap(parts[2], parts[3])]
        for wave in waves { #expect(abs(wave - Icon.strokeWidth) < 0.002, "wave to wave \(wave)") }
        expectLess(abs(cone - Icon.strokeWidth), 0.002, "cone to first wave \(cone) em")
        // The other symbols keep their parts about a stroke apart too: the suns' discs from their rays.
        for sun in [Icon.sunMin, .sunMax] {
            let rays = Self.gap(sun.parts[0], sun.parts[1])
            expectLess(abs(rays - Icon.strokeWidth), 0.012, "\(sun.rawValue) disc to rays \(rays) em")
        }
    }

    @Test("Waves and rays are round-capped, round-joined strokes 0.085 em wide; the speaker is one rounded outline")
    func roundStrokes() throws {
        let s = scene(.icon(.sunMin), .icon(.speakerWave))
        for id in ["label.minimum.1", "label.maximum.1", "label.maximum.3"] {
            guard case .path(_, let paint)? = s.node(id: id)?.shape, let stroke = paint.stroke else {
                Issue.record("no stroke on \(id)"); continue
            }
            #expect(stroke.lineCap == .round && stroke.lineJoin == .round && stroke.placement == .centered)
            expectLess(abs(stroke.width - 17 * 0.085), 1e-9)
            expectNil(paint.fill)
        }
        guard case .path(_, let speaker)? = s.node(id: "label.maximum.0")?.shape else { Issue.record("no speaker"); return }
        #expect(speaker.stroke == nil && speaker.fill != nil)
    }

    @Test("Symbols are centred on the cap height of text labels on the same row")
    func centredOnTheCapHeight() throws {
        let s = scene(.text("Dim"), .icon(.plus))
        guard case .text(let dim)? = s.node(id: "label.minimum")?.shape else { Issue.record("no text"); return }
        let plus = try #require(bounds(s, "label.maximum"))
        let capMiddle = dim.origin.y - 17 * 1443.0 / 2048 / 2
        expectLess(abs(plus.midY - capMiddle), 1e-9)
    }

    @Test("Right to left mirrors the speakers, and only them")
    func speakersMirror() throws {
        func coneX(_ s: Scene, _ id: String) -> Double? {
            guard case .path(let path, _)? = s.node(id: id)?.shape else { return nil }
            // The cone's mouth is the outline's lowest point.
            var lowest = Point(x: 0, y: -Double.infinity)
            for case .line(let p) in path.elements where p.y > lowest.y { lowest = p }
            return lowest.x
        }
        let ltr = scene(.icon(.speaker), .icon(.sunMax)), rtl = scene(.icon(.speaker), .icon(.sunMax), rtl: true)
        let ltrBox = try #require(bounds(ltr, "label.minimum")), rtlBox = try #require(bounds(rtl, "label.minimum"))
        // Left to right the mouth is at the box's right; right to left at its left.
        #expect(try #require(coneX(ltr, "label.minimum.0")) > ltrBox.midX)
        #expect(try #require(coneX(rtl, "label.minimum.0")) < rtlBox.midX)
        expectGreater(rtlBox.x, 300)  // the minimum label sits on the right
        #expect(Icon.sunMax.isDirectional == false && Icon.speakerWave.isDirectional)
    }
}
