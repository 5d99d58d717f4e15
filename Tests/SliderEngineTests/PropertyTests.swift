import Foundation
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// Issue 9, "Invariants under random traces": a million seeded random events per CI run over random configurations, with
/// the seed's rules checked after every event and the scene (and its SVG) on a sample. A failure records the seed, the
/// configuration and a shrunk trace as Swift to paste into a regression test.
@Suite("Invariants under random traces")
struct PropertyTests {
    /// 250 configurations × 4,000 events, a million events, in `.ci/run`'s own step (`RSK_PROPERTY_CASES=250`); the
    /// first 40 of them in a plain `swift test`, which stays quick.
    static let fullCaseCount = 250
    static let caseCount = ProcessInfo.processInfo.environment["RSK_PROPERTY_CASES"].flatMap(Int.init).map { min(max($0, 1), 10_000) } ?? 40
    static let eventsPerCase = 4_000
    /// The scene is built and checked after every 25th event (40,000 scenes per run)…
    static let sceneEvery = 25
    /// …and the SVG of every 40th of those parsed: one per 1,000 events.
    static let svgEvery = 40
    /// One fixed seed per configuration.
    static let seeds: [UInt64] = (0..<UInt64(caseCount)).map { 0x5EED_0000_0000 + $0 * 0x9E37_79B9 }

    @Test("After every event: values, gap, grabbed thumb, disabled, haptics; scenes and SVG on a sample", arguments: seeds)
    func invariants(seed: UInt64) {
        let slider = PropertyCase(seed: seed)
        let outcome = PropertyRun.random(slider, count: Self.eventsPerCase, sceneEvery: Self.sceneEvery, svgEvery: Self.svgEvery)
        if let failure = outcome.failure {
            let (events, shrunk) = PropertyRun.shrink(slider, outcome.events, failure: failure)
            Issue.record(Comment(rawValue: PropertyRun.report(slider, original: outcome.events.count, shrunk: events, failure: shrunk)))
            return
        }
        expectEqual(outcome.events.count, Self.eventsPerCase)
        expectEqual(outcome.scenesChecked, Self.eventsPerCase / Self.sceneEvery)
        expectEqual(outcome.svgsParsed, Self.eventsPerCase / (Self.sceneEvery * Self.svgEvery))
    }

    @Test("A run is at least a million events, and the same seed draws the same trace")
    func size() {
        expectGreaterOrEqual(Self.fullCaseCount * Self.eventsPerCase, 1_000_000)
        expectEqual(Set(Self.seeds).count, Self.caseCount)
        let slider = PropertyCase(seed: Self.seeds[7])
        let a = PropertyRun.random(slider, count: 300, sceneEvery: 0, svgEvery: 0)
        let b = PropertyRun.random(slider, count: 300, sceneEvery: 0, svgEvery: 0)
        expectEqual(a.events.map(swift), b.events.map(swift))
        expectEqual(PropertyCase(seed: Self.seeds[7]).description, slider.description)
    }

    @Test("The configurations cover both value types and kinds, reversed, negative, tiny, huge and empty bounds, every kind of step and gap")
    func coverage() {
        var seen: Set<String> = []
        for seed in Self.seeds {
            let c = PropertyCase(seed: seed)
            let cfg = c.config
            let lo = min(cfg.lowerBound, cfg.upperBound), hi = max(cfg.lowerBound, cfg.upperBound), span = hi - lo
            seen.insert("type \(c.valueType)")
            seen.insert("kind \(cfg.kind)")
            seen.insert("readout \(cfg.readout)")
            seen.insert("direction \(c.environment.layoutDirection)")
            if cfg.lowerBound > cfg.upperBound { seen.insert("reversed") }
            if hi < 0 { seen.insert("negative") }
            if span > 0 && span < 1e-5 { seen.insert("tiny span") }
            if span > 1e30 { seen.insert("huge span") }
            if span == 0 { seen.insert("empty span") }
            switch cfg.step {
            case nil: seen.insert("no step")
            case let s? where !(s > 0 && s.isFinite): seen.insert("invalid step")
            case let s? where s > span: seen.insert("step over the span")
            case let s? where s == s.rounded(): seen.insert("whole step")
            case let s?:
                seen.insert("fractional step")
                if span > 0, (span / s) != (span / s).rounded() { seen.insert("step not dividing the span") }
            }
            if cfg.kind == .range, cfg.minimumDistance > span { seen.insert("gap over the span") }
            if cfg.kind == .range, cfg.minimumDistance > 0, cfg.minimumDistance <= span { seen.insert("gap") }
            if !c.environment.isEnabled { seen.insert("starts disabled") }
            if c.environment.width >= 100_000 { seen.insert("widest") }
            if c.environment.width <= 1 { seen.insert("narrowest") }
            if (cfg.style.thumbSize ?? 28) > c.environment.width { seen.insert("thumb wider than the slider") }
        }
        let wanted = [
            "type double", "type float", "kind range", "kind single", "readout thumbs", "readout header", "readout hidden",
            "direction leftToRight", "direction rightToLeft", "reversed", "negative", "tiny span", "huge span", "empty span",
            "no step", "invalid step", "step over the span", "whole step", "fractional step", "step not dividing the span",
            "gap over the span", "gap", "starts disabled", "widest", "narrowest", "thumb wider than the slider",
        ]
        expectEqual(wanted.filter { !seen.contains($0) }, [])
    }

    @Test("A false rule fails with the seed, the configuration and a shrunk trace that reproduces it")
    func aFalseRuleIsCaughtAndShrunk() {
        let slider = PropertyCase(
            seed: 1, valueType: .double, config: priceConfig(), environment: SliderEnvironment(),
            value: RangeBinding(120, 480))
        let outcome = PropertyRun.random(slider, count: 2_000, sceneEvery: 0, svgEvery: 0)
        expectNil(outcome.failure)
        let rule: PropertyRun.ExtraRule = { _, upper in upper > 700 ? "the upper value passed 700" : nil }
        let failure = PropertyRun.check(slider, outcome.events, scenes: false, extraRule: rule)
        guard let failure else {
            Issue.record("the trace never took the upper value past 700")
            return
        }
        let (events, shrunk) = PropertyRun.shrink(slider, outcome.events, failure: failure, extraRule: rule)
        expectEqual(shrunk.rule, "extra rule")
        expectLessOrEqual(events.count, failure.index + 1)
        expectLessOrEqual(events.count, 4)
        expectEqual(PropertyRun.check(slider, events, extraRule: rule)?.rule, "extra rule")
        expectNil(PropertyRun.check(slider, events))
        let report = PropertyRun.report(slider, original: outcome.events.count, shrunk: events, failure: shrunk)
        #expect(report.contains("seed: 0x1 (value type double)"))
        #expect(report.contains("let config = SliderConfig(kind: .range, bounds: (0.0, 1000.0), step: 10.0"))
        expectContains(report, "let events: [TimedEvent<Double>] = [")
        expectContains(report, "expectNil(PropertyRun.check(slider, events))")
    }

    @Test("The rules reject drift, extra decimals, a broken gap and a second impact")
    func rulesRejectWhatTheSeedForbids() {
        let rules = SeedRules(SliderConfig(bounds: (0, 1), step: 0.1), Double.self)
        #expect(rules.isOnGrid(0.3))
        #expect(!rules.isOnGrid(0.30000000000000004))
        #expect(!rules.isOnGrid(0.35))
        expectEqual(SeedRules.decimals(of: "0.30000000000000004"), 17)
        expectEqual(SeedRules.decimals(of: "0.3"), 1)
        expectEqual(SeedRules.decimals(of: "1000.0"), 0)
        let age = SeedRules(SliderConfig(bounds: (18, 80), step: 1, minimumDistance: 5), Double.self)
        #expect(age.gapHolds(lower: 30, upper: 35))
        #expect(!age.gapHolds(lower: 31, upper: 35))
        expectEqual(age.lowerAtLimit(lower: 30, upper: 35), true)
        expectEqual(age.lowerAtLimit(lower: 29, upper: 35), false)
        expectEqual(age.upperAtLimit(lower: 30, upper: 35), true)
        expectEqual(age.upperAtLimit(lower: 30, upper: 80), true)
        expectEqual(age.upperAtLimit(lower: 30, upper: 79), false)
        // A 5 gap with step 10 stops at 10.
        let coarse = SeedRules(SliderConfig(bounds: (0, 100), step: 10, minimumDistance: 5), Double.self)
        expectEqual(coarse.lowerAtLimit(lower: 40, upper: 50), true)
        expectEqual(coarse.lowerAtLimit(lower: 30, upper: 50), false)
    }
}
