import Testing
import TestSupport

@testable import SceneGraph

/// The timeline shares work between values (one spring basis for the values a change animates together, one walk down
/// the tree for a frame); these tests check that sharing leaves every bit as computing each value alone leaves it.
@Suite("Timeline: work shared between values") struct TimelineSharedWorkTests {
    /// Springs of every regime: under-damped, critical, over-damped (both closed forms), undamped.
    let springs: [Spring] = [
        .interactiveSpring(duration: 0.18), Spring(duration: 0.3, bounce: 0.3), .smooth(duration: 0.15),
        Spring(duration: 0.4, bounce: -0.5), Spring(duration: 0.2, bounce: -0.99), Spring(stiffness: 100, damping: 0),
    ]

    @Test("A motion's value and velocity from a shared spring basis are the animation's, bit for bit")
    func aMotionsValueAndVelocityFromASharedBasisAreBitForBitTheAnimations() {
        var random = SplitMix64(seed: 7)
        var cache = Timeline.SpringBasisCache()
        for round in 0..<4000 {
            let animation: Animation =
                round % 7 == 6 ? .crossFade(duration: 0.25) : .spring(springs[round % springs.count])
            let start = Double(round % 5) * 0.1
            let motion = Timeline.Motion(
                animation: animation, start: start, from: random.uniform(-300, 300),
                velocity: random.uniform(-2000, 2000), target: random.uniform(-300, 300), end: start + 0.6)
            // Several values share one start, and frames come at the same times: the cache is hit and missed.
            let t = start + Double(round % 11) * 0.05 - 0.05
            let shared = motion.state(at: t, cache: &cache)
            let sharedValue = motion.value(at: t, cache: &cache)
            expectEqual(shared.value.bitPattern, motion.value(at: t).bitPattern, "round \(round)")
            expectEqual(sharedValue.bitPattern, motion.value(at: t).bitPattern, "round \(round)")
            expectEqual(shared.velocity.bitPattern, motion.velocity(at: t).bitPattern, "round \(round)")
        }
    }

    @Test("A spring basis is handed out again only for the same spring and elapsed time")
    func aSpringBasisIsReusedOnlyForTheSameSpringAndTime() {
        var cache = Timeline.SpringBasisCache()
        let a = Spring(duration: 0.3, bounce: 0.3), b = Spring(duration: 0.5, bounce: 0.1)
        for (spring, elapsed) in [(a, 0.1), (a, 0.1), (b, 0.1), (a, 0.2), (b, 0.2), (b, 0.2), (a, 0.0), (a, .nan)] {
            let basis = cache.basis(of: spring, at: elapsed)
            let alone = spring.basis(at: elapsed)
            expectEqual(basis.cosine.bitPattern, alone.cosine.bitPattern)
            expectEqual(basis.sine.bitPattern, alone.sine.bitPattern)
        }
    }

    @Test("Every frame of 60 random commits is the target with each animated node set alone along its path")
    func everyFrameOfARandomCommitSequenceIsTheTargetWithEachSlotSetAlone() {
        var random = SplitMix64(seed: 11)
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        var t = 0.0
        for step in 0..<60 {
            t += random.uniform(0.005, 0.05)
            let lower = random.uniform(0, 150), upper = random.uniform(160, 300)
            let animation: Animation = step % 3 == 0 ? F.glide : .interactiveSpring(duration: 0.18)
            timeline.commit(
                F.slider(lower: lower, upper: upper, lowerText: "$\(Int(lower))", grabbed: step % 4 < 2),
                transaction: .animated(animation), at: t)
            for k in 0..<4 {
                let s = t + Double(k) * 0.013
                expectEqual(timeline.frame(at: s), slotBySlotFrame(timeline, at: s), "step \(step), frame \(k)")
            }
        }
    }

    typealias F = AnimationFixtures

    /// The frame at t as set node by node from the root along each animated slot's path, without ghosts or rolls.
    func slotBySlotFrame(_ timeline: Timeline, at t: Double) -> Scene {
        let t = timeline.clamped(t)
        guard t < timeline.settledTime else { return timeline.target }
        var scene = timeline.target
        var values = timeline.targetValues
        for s in timeline.animatedSlots {
            let slot = timeline.slots[s]
            guard timeline.fillPresentation(of: slot, at: t, into: &values) else { continue }
            scene.nodes.modifyNode(at: slot.path) { node in
                var reader = AnimatableValueReader(values[slot.values])
                node.setAnimatableValues(from: &reader)
            }
        }
        return scene
    }
}
