@testable import SliderEngine
@testable import SliderDocuments

/// Runs property cases: random traces drawn while the slider runs, replays of recorded traces, and shrinking.
enum PropertyRun {
    /// What one random run did.
    struct Outcome {
        var events: [TimedEvent<Double>]
        var failure: PropertyFailure?
        var scenesChecked: Int
        var svgsParsed: Int
        var stats = PropertyStats()
        var isPrecise = true
    }

    /// Draws `count` events for the case while checking every one; stops at the first failure.
    static func random(_ c: PropertyCase, count: Int, sceneEvery: Int, svgEvery: Int) -> Outcome {
        switch c.valueType {
        case .double: return random(PropertyChecker<Double>(c, sceneEvery: sceneEvery, svgEvery: svgEvery), c, count: count)
        case .float: return random(PropertyChecker<Float>(c, sceneEvery: sceneEvery, svgEvery: svgEvery), c, count: count)
        }
    }

    private static func random<V>(_ checker: PropertyChecker<V>, _ c: PropertyCase, count: Int) -> Outcome {
        var checker = checker
        var generator = EventGenerator(seed: c.seed, lo: checker.rules.lo, hi: checker.rules.hi, step: checker.rules.step)
        var events: [TimedEvent<Double>] = []
        events.reserveCapacity(count)
        if let failure = checker.checkMath() {
            return Outcome(events: [], failure: failure, scenesChecked: 0, svgsParsed: 0)
        }
        for _ in 0..<count {
            let e = generator.next(checker.view)
            events.append(e)
            if let failure = checker.step(e) {
                return Outcome(events: events, failure: failure, scenesChecked: checker.scenesChecked, svgsParsed: checker.svgsParsed)
            }
        }
        return Outcome(events: events, failure: nil, scenesChecked: checker.scenesChecked, svgsParsed: checker.svgsParsed,
                       stats: checker.stats, isPrecise: checker.rules.isPrecise)
    }

    /// Replays recorded events on the case, checking the scene (and its SVG) after every event; the first failure.
    /// This is the form a regression test takes: `expectNil(PropertyRun.check(slider, events))`.
    static func check(_ c: PropertyCase, _ events: [TimedEvent<Double>], scenes: Bool = true,
                      extraRule: ExtraRule? = nil) -> PropertyFailure? {
        switch c.valueType {
        case .double: return replay(PropertyChecker<Double>(c, sceneEvery: scenes ? 1 : 0, svgEvery: scenes ? 1 : 0), events, extraRule)
        case .float: return replay(PropertyChecker<Float>(c, sceneEvery: scenes ? 1 : 0, svgEvery: scenes ? 1 : 0), events, extraRule)
        }
    }

    /// An extra rule over the displayed values, for showing that a false rule is caught.
    typealias ExtraRule = @Sendable (_ lower: Double, _ upper: Double) -> String?

    private static func replay<V>(_ checker: PropertyChecker<V>, _ events: [TimedEvent<Double>], _ extraRule: ExtraRule?) -> PropertyFailure? {
        var checker = checker
        if let extraRule {
            checker.extraRule = { state, engine in
                let (lower, upper) = engine.current(state)
                return extraRule(lower, upper)
            }
        }
        if let failure = checker.checkMath() { return failure }
        for e in events {
            if let failure = checker.step(e) { return failure }
        }
        return nil
    }

    /// The shortest trace found that still breaks the same rule: cut after the failing event, then remove halves,
    /// quarters, … and finally single events while the failure reproduces (at most `budget` replays).
    static func shrink(_ c: PropertyCase, _ events: [TimedEvent<Double>], failure: PropertyFailure,
                       extraRule: ExtraRule? = nil, budget: Int = 3000) -> (events: [TimedEvent<Double>], failure: PropertyFailure) {
        var best = Array(events.prefix(failure.index + 1))
        var bestFailure = failure
        var runs = 0
        // Scene rules need every scene checked to reproduce once event indices shift.
        func attempt(_ candidate: [TimedEvent<Double>]) -> PropertyFailure? {
            runs += 1
            guard let f = check(c, candidate, scenes: failure.isSceneRule, extraRule: extraRule), f.rule == failure.rule else { return nil }
            return f
        }
        guard let first = attempt(best) else { return (best, bestFailure) }
        bestFailure = first
        best = Array(best.prefix(first.index + 1))
        var chunk = max(best.count / 2, 1)
        while runs < budget {
            var i = 0
            var removedAny = false
            while i < best.count, runs < budget {
                var candidate = best
                candidate.removeSubrange(i..<min(i + chunk, best.count))
                if let f = attempt(candidate) {
                    best = Array(candidate.prefix(f.index + 1))
                    bestFailure = f
                    removedAny = true
                } else {
                    i += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = max(chunk / 2, 1)
        }
        return (best, bestFailure)
    }

    /// The failure report: the rule, the case as Swift, and the shrunk trace as a ready regression test.
    static func report(_ c: PropertyCase, original: Int, shrunk: [TimedEvent<Double>], failure: PropertyFailure) -> String {
        let lines = shrunk.map { "    \(swift($0))," }.joined(separator: "\n")
        return """
            Property "\(failure.rule)" failed: \(failure.detail)
            \(c)
            Shrunk trace: \(shrunk.count) of \(original) events; it fails after event \(failure.index).
            let events: [TimedEvent<Double>] = [
            \(lines)
            ]
            expectNil(PropertyRun.check(slider, events))
            """
    }
}
