import SceneGraph
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// The animations the seed attaches to each change, run through the timeline.
@Suite("Transitions")
struct TransitionTests {
    let engine = SliderEngine<Double>(config: priceConfig(readout: .header))

    /// Commits `events` one after another and returns the timeline and the last state.
    func replay(_ events: [(SliderEvent<Double>, Double)], environment: SliderEnvironment = SliderEnvironment())
        -> (Timeline, SliderState<Double>, [Transaction])
    {
        var state = engine.initialState(value: RangeBinding(120, 480), environment: environment)
        var scene = engine.scene(state)
        var timeline = Timeline(scene: scene, at: 0)
        var transactions: [Transaction] = []
        for (event, t) in events {
            let before = state
            _ = engine.reduce(&state, event, at: t)
            let next = engine.scene(state)
            let transaction = engine.transaction(from: before, scene, to: state, next, event: event)
            transactions.append(transaction)
            timeline.commit(next, transaction: transaction, at: t)
            scene = next
        }
        return (timeline, state, transactions)
    }

    /// The header's node and everything in it, by id, as the frame draws them.
    static func header(_ scene: Scene) -> [Node] {
        var found: [Node] = []
        func walk(_ node: Node) {
            if node.id.hasPrefix("header") { found.append(node) }
            node.children.forEach(walk)
        }
        scene.nodes.forEach(walk)
        return found
    }

    @Test("A VoiceOver step changes the header without a roll: 0.08 s after an increment it is the settled header")
    func voiceOverStepDoesNotRoll() throws {
        let (timeline, _, transactions) = replay([(.increment(.upper), 1)])
        #expect(transactions[0].numericText.isEmpty && transactions[0].animation(for: "header.upper") == nil)
        let early = Self.header(timeline.frame(at: 1.08)), settled = Self.header(timeline.frame(at: timeline.settledTime))
        #expect(!early.isEmpty && early == settled)
        guard case .text(let upper)? = early.first(where: { $0.id == "header.upper" })?.shape else {
            Issue.record("no header.upper"); return
        }
        expectEqual(upper.text, "$490")
        #expect(!early.contains { $0.id.contains("#roll") })
    }

    @Test("An animated outside write (withAnimation): the changed digit rolls in its direction, 10 pt at 20 pt, along .smooth(0.3)")
    func headerRollsOnAnimatedWrite() throws {
        let (timeline, _, transactions) = replay([(.setValue(RangeBinding(120, 490), animated: true), 1),
                                                  (.setValue(RangeBinding(110, 490), animated: true), 2)])
        let up = try #require(transactions[0].numericText(for: "header.upper"))
        #expect(up.direction == .up && up.offset == 10 && up.animation == .smooth(duration: 0.3))
        expectEqual(transactions[1].numericText(for: "header.lower")?.direction, .down)
        expectNil(transactions[0].numericText(for: "header.dash"))
        // The thumbs move with withAnimation's default, SwiftUI's Animation.default; a plain write jumps.
        expectEqual(transactions[0].animation(for: "thumb.upper"), .spring(duration: 0.55, bounce: 0))
        let plain = replay([(.setValue(RangeBinding(120, 490)), 1)]).2
        #expect(plain[0].numericText.isEmpty && plain[0].animation(for: "thumb.upper") == nil)

        // "$480" → "$490" at 1 s; 0.1 s later the 8 has risen 6.19 pt out and the 9 is 3.81 pt below its place.
        let single = replay([(.setValue(RangeBinding(120, 490), animated: true), 1)]).0
        let frame = single.frame(at: 1.1)
        guard case .text(let rest)? = frame.node(id: "header.upper")?.shape,
              case .text(let eight)? = frame.node(id: "header.upper#roll-out0")?.shape,
              case .text(let nine)? = frame.node(id: "header.upper#roll2")?.shape
        else { Issue.record("no rolling glyphs"); return }
        #expect(rest.text == "$40" && eight.text == "8" && nine.text == "9")
        expectEqual(NumberText.string(rest.origin.y - eight.origin.y, decimals: 2), "6.19")
        expectEqual(NumberText.string(nine.origin.y - rest.origin.y, decimals: 2), "3.81")
        expectEqual(single.frame(at: single.settledTime), single.target)
        expectEqual(timeline.frame(at: timeline.settledTime), timeline.target)
    }

    @Test("The header does not roll while a thumb is held (the seed's .identity), and fades in place under Reduce Motion")
    func noRollWhileHeldAndNoTravelUnderReduceMotion() {
        let held = replay([(.touchDown(x: 100, y: 56), 0), (.setValue(RangeBinding(120, 490), animated: true), 0.5)]).2
        #expect(held[1].numericText.isEmpty)
        let reduced = replay([(.setValue(RangeBinding(120, 490), animated: true), 0)], environment: SliderEnvironment(reduceMotion: true)).2
        expectEqual(reduced[0].numericText(for: "header.upper")?.offset, 0)
    }

    @Test("Disabling mid-drag: opacity and saturation change at once; only the release springs")
    func disableMidDrag() throws {
        let (timeline, state, transactions) = replay([(.touchDown(x: 100, y: 56), 0), (.setDisabled(true), 0.25)])
        #expect(state.active == nil && !state.environment.isEnabled)
        expectNil(transactions[1].animation(for: "slider"))
        expectEqual(transactions[1].animation(for: "thumb.lower"), .spring(duration: 0.3, bounce: 0.3))
        let frame = timeline.frame(at: 0.25 + 1.0 / 60)
        let root = try #require(frame.node(id: "slider"))
        #expect(root.opacity.value == 0.45 && root.saturation.value == 0)
        // The thumb is still on its way back from the 1.18 grab scale, past the commit.
        let scale = try #require(frame.node(id: "thumb.lower")?.transform.scale)
        #expect(scale > 1.1 && scale < 1.18)
    }
}
