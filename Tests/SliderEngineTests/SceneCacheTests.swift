import SceneGraph
import SVGRender
import Testing
@testable import SliderEngine
@testable import SliderDocuments
import TestSupport

/// A cache only saves work: a scene built with a long-used cache is the scene a fresh cache builds.
@Suite("Scene cache")
struct SceneCacheTests {
    @Test("Scenes over a drag back and forth through 40 values, and across locales, match scenes from a fresh cache")
    func sharedCacheMatchesFresh() {
        var config = SliderConfig(bounds: (0, 100_000), step: 500)
        config.readout = .thumbs
        let engine = SliderEngine<Double>(config: config)
        let cache = SceneCache()
        // Values visited in an order that revisits old ones, in two locales (whose texts for values from 1,000 up
        // differ) and with both signs of zero.
        let values: [Double] = (0..<40).map { Double($0 * 2500) } + (0..<40).reversed().map { Double($0 * 2500) } + [-0.0, 0]
        var checked = 0
        for locale in ["en_US", "de_DE", "en_US"] {
            for (i, upper) in values.enumerated() {
                let lower = values[(i * 7) % values.count] / 2
                let state = engine.initialState(value: RangeBinding(min(lower, upper), max(lower, upper)),
                                                environment: SliderEnvironment(locale: locale))
                let shared = engine.scene(state, cache: cache)
                expectEqual(shared, engine.scene(state, cache: SceneCache()), "\(locale) \(lower)…\(upper)")
                checked += 1
            }
        }
        expectEqual(checked, 3 * values.count)
    }

    @Test("Spellings that == calls equal keep layouts of their own")
    func canonicalEquivalentsLaidOutApart() {
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        expectEqual(composed, decomposed)
        let cache = SceneCache()
        let first = cache.layout(composed, fontSize: 17, weight: 400, tabular: false)
        let second = cache.layout(decomposed, fontSize: 17, weight: 400, tabular: false)
        expectEqual(first.offsets.count, 4)
        expectEqual(second.offsets.count, 5)
        // Asked again, each comes back as it was.
        expectEqual(cache.layout(decomposed, fontSize: 17, weight: 400, tabular: false).offsets, second.offsets)
        expectEqual(cache.layout(composed, fontSize: 17, weight: 400, tabular: false).offsets, first.offsets)
    }

    @Test("The same value reads differently in two locales from one cache")
    func localesKeptApart() {
        let engine = SliderEngine<Double>(config: SliderConfig(bounds: (0, 10_000), step: 0.5))
        let cache = SceneCache()
        let us = cache.string(1234.5, engine: engine, locale: "en_US")
        let de = cache.string(1234.5, engine: engine, locale: "de_DE")
        expectNotEqual(us, de)
        expectEqual(cache.string(1234.5, engine: engine, locale: "en_US"), us)
        expectEqual(cache.string(1234.5, engine: engine, locale: "de_DE"), de)
    }

    @Test("Colours come from each engine's style and the state's scheme, from one cache shared by engines in turn")
    func palettesKeptApart() {
        func engine(fill: UInt32?, kind: SliderConfig.Kind = .range) -> SliderEngine<Double> {
            var config = SliderConfig(bounds: (0, 100), step: 1)
            config.kind = kind
            config.style.fill = fill.map { AdaptiveColor(light: $0, dark: $0 ^ 0xFFFFFF) }
            return SliderEngine(config: config)
        }
        // Two engines of one design (each other's palette serves), then designs that differ in fill and in kind.
        let engines = [engine(fill: nil), engine(fill: nil), engine(fill: 0x336699), engine(fill: 0x336699, kind: .single),
                       engine(fill: 0x993366)]
        let shared = SceneCache()
        // Each engine after another in the same scheme, each twice, and each scheme after the other for one engine.
        for scheme in [ColorScheme.light, .dark, .light] {
            for (i, engine) in engines.enumerated() {
                for scheme in [scheme, scheme, scheme == .light ? .dark : .light, scheme] {
                    var env = SliderEnvironment()
                    env.colorScheme = scheme
                    let state = engine.initialState(value: RangeBinding(20, 70), environment: env)
                    expectEqual(engine.scene(state, cache: shared), engine.scene(state, cache: SceneCache()), "engine \(i), \(scheme)")
                }
            }
        }
    }

    @Test("The same value reads as each engine's format and step have it from one cache shared by them, in turn")
    func formatsKeptApart() {
        func engine(_ format: ValueFormat, step: Double? = 0.5) -> SliderEngine<Double> {
            var config = SliderConfig(bounds: (0, 10_000), step: step)
            config.format = format
            return SliderEngine(config: config)
        }
        // Same locale and value; only the format (or the step, which sets the automatic format's digits) differs.
        let engines = [engine(.automatic), engine(ValueFormat(.integer)), engine(ValueFormat(.number, grouping: false)),
                       engine(.automatic, step: 0.25), engine(ValueFormat(.currency(code: "USD")))]
        let shared = SceneCache()
        for round in 0..<2 {
            var seen: [String] = []
            for engine in engines {
                let text = shared.string(1234.5, engine: engine, locale: "en_US")
                expectEqual(text, SceneCache().string(1234.5, engine: engine, locale: "en_US"), "round \(round)")
                seen.append(text)
            }
            expectEqual(seen, ["1,234.5", "1234", "1234.5", "1,234.5", "$1,234.50"], "round \(round)")
        }
    }

    @Test("One cache shared by sliders of both kinds, with and without colour overrides, in both schemes, draws each as a fresh cache does")
    func paletteFollowsSliderAndScheme() {
        var plain = SliderConfig(bounds: (0, 100))
        plain.readout = .thumbs
        var orange = plain
        orange.style.fill = AdaptiveColor(light: 0xFF8800, dark: 0x884400)
        orange.style.thumb = AdaptiveColor(0x00FF00, alpha: 0.5)
        var single = plain
        single.kind = .single
        let cache = SceneCache()
        var fills: Set<String> = []
        // Each step changes only the slider or only the scheme, so a cache that kept either one out of account would
        // hand out the previous colours.
        let steps: [(SliderConfig, ColorScheme)] = [(plain, .light), (orange, .light), (orange, .dark), (single, .dark),
                                                    (single, .light), (plain, .light), (plain, .dark), (orange, .dark)]
        for round in 0..<2 {
            for (config, scheme) in steps {
                let engine = SliderEngine<Double>(config: config)
                let state = engine.initialState(value: RangeBinding(20, 70),
                                                environment: SliderEnvironment(colorScheme: scheme))
                let shared = engine.scene(state, cache: cache)
                expectEqual(shared, engine.scene(state, cache: SceneCache()), "round \(round), \(scheme)")
                if case .roundedRect(_, let paint)? = shared.node(id: "track.fill")?.shape, let fill = paint.fill {
                    fills.insert("\(fill)")
                }
            }
        }
        // The sweep did change colours: each slider and scheme has its own fill.
        expectGreaterOrEqual(fills.count, 4)
    }

    /// Header inputs, each step changing one of them: the values, the text size, the direction, the width (wide
    /// enough for one line, or not), the scheme, an override of the values' colour or of the dash's, and being disabled.
    static func headerCases() -> [(SliderConfig, SliderEnvironment, RangeBinding<Double>)] {
        var base = SliderConfig(bounds: (0, 1000), step: 10)
        base.readout = .header
        var labelled = base
        labelled.style.label = AdaptiveColor(light: 0x3366FF, dark: 0x99BBFF)
        var dashed = base
        dashed.style.secondaryLabel = AdaptiveColor(0xFF0000)
        let plain = SliderEnvironment()
        return [
            (base, plain, RangeBinding(120, 480)),
            (base, plain, RangeBinding(130, 480)),
            (base, plain, RangeBinding(130, 490)),
            (base, SliderEnvironment(dynamicTypeSize: .xxxLarge), RangeBinding(130, 490)),
            (base, SliderEnvironment(dynamicTypeSize: .accessibility3), RangeBinding(130, 490)),
            (base, SliderEnvironment(layoutDirection: .rightToLeft), RangeBinding(130, 490)),
            (base, SliderEnvironment(width: 331), RangeBinding(130, 490)),
            (base, SliderEnvironment(width: 90), RangeBinding(130, 490)),
            (base, SliderEnvironment(width: 90, layoutDirection: .rightToLeft), RangeBinding(130, 490)),
            (base, SliderEnvironment(colorScheme: .dark), RangeBinding(130, 490)),
            (labelled, plain, RangeBinding(130, 490)),
            (dashed, plain, RangeBinding(130, 490)),
            (labelled, SliderEnvironment(colorScheme: .dark), RangeBinding(130, 490)),
            (base, SliderEnvironment(isEnabled: false), RangeBinding(130, 490)),
            (base, SliderEnvironment(locale: "de_DE"), RangeBinding(1000, 1000)),
        ] + Self.boundaryCases(base)
    }

    /// Two frames at a width where the header fits on one line with one lower value and not with a longer one, the
    /// upper value the same: only the lower text decides.
    static func boundaryCases(_ config: SliderConfig) -> [(SliderConfig, SliderEnvironment, RangeBinding<Double>)] {
        let engine = SliderEngine<Double>(config: config)
        let short = RangeBinding<Double>(10, 990), long = RangeBinding<Double>(100, 990)
        func fits(_ value: RangeBinding<Double>, _ width: Double) -> Bool {
            let formatter = engine.formatter(locale: "en_US")
            let texts = (formatter.string(value.lower), formatter.string(value.upper))
            return engine.headerFitsOnOneLine(lower: texts.0, upper: texts.1, environment: SliderEnvironment(width: width))
        }
        guard let width = stride(from: 60.0, through: 300, by: 0.5).first(where: { fits(short, $0) && !fits(long, $0) }) else {
            return []
        }
        return [(config, SliderEnvironment(width: width), short), (config, SliderEnvironment(width: width), long)]
    }

    @Test("Headers from one cache shared by every case, in turn and at random, are what a fresh cache draws")
    func headerHandedOutAgainOnlyForTheSame() {
        let cases = Self.headerCases()
        expectEqual(cases.count, 17)
        let cache = SceneCache()
        var r = SplitMix64(seed: 7)
        var writer = SVGWriter()
        var fresh = SVGWriter()
        // Each case in turn, then a random walk over them, often staying on one.
        var index = 0
        for step in 0..<600 {
            if step < cases.count {
                index = step
            } else if r.next() % 3 == 0 {
                index = Int(r.next() % UInt64(cases.count))
            }
            let (config, env, value) = cases[index]
            let engine = SliderEngine<Double>(config: config)
            let state = engine.initialState(value: value, environment: env)
            let shared = engine.scene(state, cache: cache)
            let own = engine.scene(state, cache: SceneCache())
            expectEqual(shared, own, "step \(step), case \(index)")
            expectEqual(writer.write(shared), fresh.write(own), "step \(step), case \(index)")
        }
    }

    /// Inputs of the thumbs, the track and the chip row, each step changing some of them from the step before (the
    /// comments say which).
    static func pieceCases() -> [(SliderConfig, SliderEnvironment, RangeBinding<Double>, Thumb?)] {
        var chips = SliderConfig(bounds: (0, 1000), step: 10)
        chips.readout = .thumbs
        func styled(_ change: (inout StyleOverrides) -> Void) -> SliderConfig {
            var config = chips
            change(&config.style)
            return config
        }
        var header = chips
        header.readout = .header
        var hidden = chips
        hidden.readout = .hidden
        // No step and whole numbers shown: a thumb moves while its text stays.
        let continuous = SliderConfig(bounds: (0, 1000), format: ValueFormat(.integer))
        // Values whose texts differ between en_US and de_DE, beside one whose text does not.
        let wide = SliderConfig(bounds: (-2000, 2000), step: 10)
        let single = SliderConfig(kind: .single, bounds: (0, 1000), step: 10)
        let plain = SliderEnvironment()
        let value = RangeBinding<Double>(300, 700)
        // Values whose chips are 6 pt apart at most: merged.
        let close = RangeBinding<Double>(490, 510)
        let german = SliderEnvironment(locale: "de_DE")
        return [
            (chips, plain, value, nil),
            (chips, plain, RangeBinding(310, 700), nil),                       // lower thumb: x
            (chips, plain, RangeBinding(310, 710), nil),
            (chips, plain, RangeBinding(310, 710), .lower),                     // lower thumb: grabbed; chips: active
            (chips, plain, RangeBinding(310, 710), .upper),
            (chips, SliderEnvironment(reduceMotion: true), RangeBinding(310, 710), .upper),  // upper thumb: reduceMotion
            (chips, plain, close, nil),
            (chips, plain, close, .lower),
            (chips, SliderEnvironment(dynamicTypeSize: .accessibility3), value, nil),  // thumbs: rowMidY; track: rowTop; chips: type
            (chips, SliderEnvironment(layoutDirection: .rightToLeft), value, nil),
            (chips, SliderEnvironment(layoutDirection: .rightToLeft), close, nil),
            (chips, SliderEnvironment(width: 331), value, nil),
            (chips, SliderEnvironment(width: 60), value, nil),
            (chips, SliderEnvironment(colorScheme: .dark), value, .lower),
            (styled { $0.thumb = AdaptiveColor(0x3366FF) }, plain, value, nil),        // thumbs: face
            (styled { $0.thumbBorder = AdaptiveColor(0x3366FF) }, plain, value, nil),  // thumbs: border
            (styled { $0.track = AdaptiveColor(0x3366FF) }, plain, value, nil),        // track: track
            (styled { $0.fill = AdaptiveColor(0x3366FF) }, plain, value, nil),         // track: fill
            (chips, plain, value, .lower),
            (styled { $0.fill = AdaptiveColor(0x3366FF) }, plain, value, .lower),      // chips: fill
            (styled { $0.chip = AdaptiveColor(0x3366FF) }, plain, value, nil),         // chips: chip
            (chips, plain, value, .upper),
            (styled { $0.ink = AdaptiveColor(0x3366FF) }, plain, value, .upper),       // chips: ink
            (styled { $0.label = AdaptiveColor(0x3366FF) }, plain, value, nil),        // chips: label
            (styled { $0.trackHeight = 12 }, plain, value, nil),                       // track: height
            (styled { $0.thumbSize = 40 }, plain, value, nil),
            (styled { $0.thumbSize = 60 }, plain, value, nil),
            (chips, SliderEnvironment(isEnabled: false), value, nil),
            // At the end, a 40 pt thumb on a 336 pt slider sits where a 28 pt one does on a 330 pt one, and the chip row
            // is held in by the slider's edge, which moved.
            (chips, plain, RangeBinding(1000, 1000), nil),
            (styled { $0.thumbSize = 40 }, SliderEnvironment(width: 336), RangeBinding(1000, 1000), nil),  // thumbs: radius; track and chips: width
            // Half way along, a 60 pt thumb sits where a 28 pt one does, in a taller row.
            (chips, plain, RangeBinding(500, 500), nil),
            (styled { $0.thumbSize = 60 }, plain, RangeBinding(500, 500), nil),        // track: target
            (continuous, plain, RangeBinding(300.2, 700), nil),
            (continuous, plain, RangeBinding(300.4, 700), nil),                        // chips: lowerX (the text stays "300")
            (continuous, plain, RangeBinding(300.4, 700.3), nil),                      // chips: upperX
            (wide, plain, RangeBinding(-1500, 500), nil),
            (wide, german, RangeBinding(-1500, 500), nil),                             // chips: lower ("-1.500")
            (wide, plain, RangeBinding(500, 1500), nil),
            (wide, german, RangeBinding(500, 1500), nil),                              // chips: upper
            (header, plain, value, nil),
            (hidden, plain, value, .upper),
            (single, plain, value, nil),
            (single, SliderEnvironment(layoutDirection: .rightToLeft), value, nil),
        ] + singlePieceCases()
    }

    /// A single slider's pieces, each input of its thumb and its value labels changing alone. Left to right,
    /// the minimum label starts at the slider's edge whatever it shows, so its text, its symbol or its size changes
    /// alone; the direction never does (it moves each label to the other end).
    static func singlePieceCases() -> [(SliderConfig, SliderEnvironment, RangeBinding<Double>, Thumb?)] {
        func single(_ minimum: ValueLabel?, _ maximum: ValueLabel?, _ change: (inout StyleOverrides) -> Void = { _ in }) -> SliderConfig {
            var config = SliderConfig(kind: .single, bounds: (0, 1000), step: 10, minimumValueLabel: minimum, maximumValueLabel: maximum)
            change(&config.style)
            return config
        }
        let words = single(.text("Low"), .text("High")), icons = single(.icon(.speaker), .icon(.speakerWave))
        var hiddenRange = SliderConfig(bounds: (0, 1000), step: 10)
        hiddenRange.readout = .hidden
        hiddenRange.style.thumbBorder = AdaptiveColor(0x3366FF)
        let plain = SliderEnvironment()
        let value = RangeBinding<Double>(400, 400)
        return [
            (words, plain, value, nil),
            (single(.text("Lo"), .text("High")), plain, value, nil),                        // minimum label: text
            (icons, plain, value, nil),
            (single(.icon(.sunMin), .icon(.speakerWave)), plain, value, nil),               // minimum label: symbol
            (icons, plain, value, nil),
            (icons, SliderEnvironment(dynamicTypeSize: .xLarge), value, nil),               // minimum label: type
            (icons, plain, value, nil),
            (icons, SliderEnvironment(width: 331), value, nil),                             // maximum label: x
            (icons, plain, value, nil),
            (single(.icon(.speaker), .icon(.speakerWave)) { $0.secondaryLabel = AdaptiveColor(0x3366FF) }, plain, value, nil),  // labels: colour
            (icons, plain, value, nil),
            (single(.icon(.speaker), .icon(.speakerWave)) { $0.thumbSize = 60 }, plain, value, nil),  // labels and thumb: rowMidY
            (icons, plain, RangeBinding(410, 410), nil),                                    // thumb: x
            (icons, plain, value, nil),
            // Half way along, a 40 pt thumb sits where a 28 pt one does, on the same row (the target stays 44 pt).
            (icons, plain, RangeBinding(500, 500), nil),
            (single(.icon(.speaker), .icon(.speakerWave)) { $0.thumbSize = 40 }, plain, RangeBinding(500, 500), nil),  // thumb: radius
            (single(.icon(.speaker), .icon(.speakerWave)) { $0.thumb = AdaptiveColor(0x3366FF) }, plain, value, nil),        // thumb: face
            (single(.icon(.speaker), .icon(.speakerWave)) { $0.thumbBorder = AdaptiveColor(0x3366FF) }, plain, value, nil),  // thumb: border
            (icons, SliderEnvironment(layoutDirection: .rightToLeft), value, nil),
            (icons, SliderEnvironment(layoutDirection: .rightToLeft), value, .lower),
            // A range slider's lower thumb at the place, size and colours of the single slider's thumb after it.
            (hiddenRange, plain, RangeBinding(300, 700), .upper),
            (single(nil, nil) { $0.thumbBorder = AdaptiveColor(0x3366FF) }, plain, RangeBinding(300, 300), nil),
        ]
    }

    @Test("Thumbs, tracks, chip rows and value labels from one cache shared by every case are what a fresh cache draws")
    func piecesHandedOutAgainOnlyForTheSame() {
        let cases = Self.pieceCases()
        expectEqual(cases.count, 65)
        let cache = SceneCache()
        var r = SplitMix64(seed: 11)
        var writer = SVGWriter()
        var fresh = SVGWriter()
        var index = 0
        for step in 0..<900 {
            if step < cases.count {
                index = step
            } else if r.next() % 3 == 0 {
                index = Int(r.next() % UInt64(cases.count))
            }
            let (config, env, value, grabbed) = cases[index]
            let engine = SliderEngine<Double>(config: config)
            let state = engine.initialState(value: value, environment: env)
            let options = SceneOptions(grabbed: grabbed)
            let shared = engine.buildSceneAndLayout(state, options: options, cache: cache)
            let own = engine.buildSceneAndLayout(state, options: options, cache: SceneCache())
            expectEqual(shared.scene, own.scene, "step \(step), case \(index)")
            expectEqual(shared.laidOut.map(Self.bits), own.laidOut.map(Self.bits), "step \(step), case \(index)")
            expectEqual(writer.write(shared.scene), fresh.write(own.scene), "step \(step), case \(index)")
        }
    }

    /// A rectangle's four numbers by their bits.
    static func bits(_ rect: Rect) -> [UInt64] {
        [rect.x.bitPattern, rect.y.bitPattern, rect.width.bitPattern, rect.height.bitPattern]
    }

    @Test("Over random sliders, with a cache for each or one for all, the cache's scenes and layout boxes are a fresh cache's, to the bit",
          arguments: [false, true])
    func sharedCacheOverRandomSliders(oneForAll: Bool) {
        var compared = 0
        // One cache for all: sliders of different formats, locales and designs in turn (value texts are kept by
        // formatter, so "1,500" made for one format is not handed to another that shows the same value otherwise).
        let common = SceneCache()
        for seed in UInt64(1)...400 {
            let slider = PropertyCase(seed: seed)
            let engine = SliderEngine<Double>(config: slider.config)
            let cache = oneForAll ? common : SceneCache()
            let state = engine.initialState(value: slider.value, environment: slider.environment)
            // Each grabbed state twice in a row, so the second is built from what the first kept.
            for grabbed in [nil, nil, Thumb.lower, .lower, .upper, .upper] {
                let options = SceneOptions(grabbed: grabbed)
                let shared = engine.buildSceneAndLayout(state, options: options, cache: cache)
                let own = engine.buildSceneAndLayout(state, options: options, cache: SceneCache())
                expectEqual(shared.scene, own.scene, "seed \(seed), grabbed \(String(describing: grabbed))")
                expectEqual(shared.laidOut.map(Self.bits), own.laidOut.map(Self.bits), "seed \(seed)")
                compared += 1
            }
        }
        expectEqual(compared, 2_400)
    }

    @Test("Frames drawn with one cache and one writer, as the README's fifth example draws them, are what fresh ones draw")
    func readmeLoopMatchesFresh() {
        var config = SliderConfig(bounds: (0, 1000), step: 10)
        config.readout = .header
        let engine = SliderEngine<Double>(config: config)
        let cache = SceneCache()
        var writer = SVGWriter()
        var dragged = engine.initialState(value: RangeBinding(120, 480), environment: SliderEnvironment(width: 330))
        _ = engine.reduce(&dragged, .touchDown(x: 50, y: nil), at: 0)
        var frames = 0
        for (i, x) in stride(from: 52.0, through: 160, by: 2).enumerated() {
            _ = engine.reduce(&dragged, .touchMove(x: x, y: nil), at: Double(i + 1) / 120)
            let svg: [UInt8] = writer.write(engine.scene(dragged, cache: cache))
            var fresh = SVGWriter()
            expectEqual(svg, fresh.write(engine.scene(dragged, cache: SceneCache())), "frame \(i)")
            frames += 1
        }
        expectEqual(frames, 55)
    }
}
