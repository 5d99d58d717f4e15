import Testing
@testable import SliderEngine
@testable import SliderDocuments

/// A step-by-step harness in the manner of the Composable Architecture's TestStore: each `send` states the expected
/// change of state and the expected reaction, and any change or effect not stated fails the test.
struct TestStore<V: SliderValue> {
    let engine: SliderEngine<V>
    private(set) var state: SliderState<V>

    init(_ config: SliderConfig, value: (V, V), environment: SliderEnvironment = SliderEnvironment()) {
        engine = SliderEngine(config: config)
        state = engine.initialState(value: RangeBinding(value.0, value.1), environment: environment)
    }

    /// Sends `event` at time `t`. `written` and `haptic` are the expected reaction; `update` mutates a copy of the
    /// previous state into the expected one.
    mutating func send(
        _ event: SliderEvent<V>, at t: Double = 0, written: (V, V)? = nil, haptic: Haptic? = nil,
        _ update: (inout SliderState<V>) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var expected = state
        update(&expected)
        let reaction = engine.reduce(&state, event, at: t)
        let expectedReaction = Reaction(written: written.map { RangeBinding($0.0, $0.1) }, haptic: haptic)
        if reaction != expectedReaction {
            Issue.record("\(event) reacted \(describe(reaction)), expected \(describe(expectedReaction))", sourceLocation: sourceLocation)
        }
        if state != expected {
            Issue.record("\(event) changed the state unexpectedly:\n\(diff(expected, state))", sourceLocation: sourceLocation)
            // Continue from the actual state so one mistake does not cascade.
        }
    }

    /// The displayed values.
    var current: (lower: Double, upper: Double) { engine.current(state) }

    private func describe(_ r: Reaction<V>) -> String {
        let w = r.written.map { "write \($0.lower)...\($0.upper)" } ?? "no write"
        let h = r.haptic.map { "haptic \($0.rawValue)" } ?? "no haptic"
        return "(\(w), \(h))"
    }

    private func diff(_ expected: SliderState<V>, _ actual: SliderState<V>) -> String {
        let e = Mirror(reflecting: expected).children, a = Mirror(reflecting: actual).children
        var lines: [String] = []
        for (ec, ac) in zip(e, a) where String(describing: ec.value) != String(describing: ac.value) {
            lines.append("  \(ec.label ?? "?"): expected \(ec.value), got \(ac.value)")
        }
        return lines.joined(separator: "\n")
    }
}

/// The seed example's price slider: 0...1000 by 10, 330 pt wide, 28 pt thumbs. Thumb x = 14 + f × 302.
func priceConfig(readout: SliderConfig.Readout = .thumbs) -> SliderConfig {
    SliderConfig(bounds: (0, 1000), step: 10, readout: readout, lowerLabel: "Minimum price", upperLabel: "Maximum price",
                 format: ValueFormat(.currency(code: "USD"), minimumFractionDigits: 0, maximumFractionDigits: 0))
}

/// The x of a value on a 330 pt wide 0...1000 track with 28 pt thumbs.
func priceX(_ v: Double) -> Double { 14 + v / 1000 * 302 }
