import Testing
import TestSupport

@testable import SceneGraph

@Suite struct TimelineTests {
    typealias F = AnimationFixtures
    /// Index of a circle's centre x among the values of a node without shadow or clip.
    let cx = 7

    @Test func aNewTimelineShowsItsSceneAtRest() {
        let scene = F.slider(lower: 40)
        let timeline = Timeline(scene: scene, at: 2)
        expectEqual(timeline.frame(at: 2), scene)
        expectEqual(timeline.frame(at: 10), scene)
        expectEqual(timeline.settledTime, 2)
        #expect(timeline.isSettled(at: 2))
    }

    @Test func aSpringStartsAtThePresentationValueAndSettlesExactlyOnTheTarget() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        let target = F.slider(lower: 100, grabbed: true)
        timeline.commit(target, transaction: .animated(F.glide), at: 1)
        expectEqual(F.faceX(timeline.frame(at: 1), "thumb.lower"), 40)
        let early = F.faceX(timeline.frame(at: 1.05), "thumb.lower") ?? 0
        expectLess(abs(early - (40 + 60 * 0.3275)), 0.05)
        let overshoot = F.faceX(timeline.frame(at: 1.2), "thumb.lower") ?? 0
        expectLess(abs(overshoot - (40 + 60 * 1.0449)), 0.05)
        // Accessibility is the model's, even mid-flight.
        expectEqual(timeline.frame(at: 1.1).accessibility, target.accessibility)

        let settled = timeline.settledTime
        #expect(settled > 1.5 && settled < 2)
        #expect(!timeline.isSettled(at: settled - 0.01))
        #expect(timeline.isSettled(at: settled))
        expectEqual(timeline.frame(at: settled), target)
        expectEqual(timeline.frame(at: settled + 1), target)
        // Just before the snap, every value is already within the settle distance (no visible jump).
        for id in F.ids(target) {
            let values = timeline.presentationValues(of: id, at: settled - 1e-6) ?? []
            let goal = target.node(id: id)?.animatableValues ?? []
            expectEqual(values.count, goal.count)
            for (v, g) in zip(values, goal) { #expect(abs(v - g) <= 1.01 * Timeline.settleDistance, "\(id)") }
        }
    }

    @Test func retargetingMidFlightKeepsPositionAndVelocity() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        timeline.commit(F.slider(lower: 260), transaction: .animated(F.glide), at: 0)
        let before = timeline
        let t = 0.08
        timeline.commit(F.slider(lower: 100), transaction: .animated(F.glide), at: t)

        let xBefore = before.presentationValues(of: "thumb.lower.face", at: t)?[cx] ?? .nan
        let xAfter = timeline.presentationValues(of: "thumb.lower.face", at: t)?[cx] ?? .nan
        let vBefore = before.presentationVelocities(of: "thumb.lower.face", at: t)?[cx] ?? .nan
        let vAfter = timeline.presentationVelocities(of: "thumb.lower.face", at: t)?[cx] ?? .nan
        expectLessOrEqual(abs(xAfter - xBefore), 1e-9)
        expectLessOrEqual(abs(vAfter - vBefore), 1e-9 * max(1, abs(vBefore)))
        expectGreater(vBefore, 500)  // really mid-flight, heading right
        // 0.1 ms after the commit the two paths differ only by the change of acceleration, k·Δtarget·dt²/2.
        let justAfter = F.faceX(timeline.frame(at: t + 1e-4), "thumb.lower") ?? .nan
        let oldPath = F.faceX(before.frame(at: t + 1e-4), "thumb.lower") ?? .nan
        let k = Spring(duration: 0.3, bounce: 0.3).stiffness
        expectLess(abs((justAfter - oldPath) - -k * 160 * 1e-8 / 2), 1e-5)

        // Then it is the spring from that state to the new target, which turns round and settles there.
        let spring = Spring(duration: 0.3, bounce: 0.3)
        let later = timeline.presentationValues(of: "thumb.lower.face", at: t + 0.1)?[cx] ?? .nan
        expectLess(abs(later - spring.value(from: xBefore, velocity: vBefore, to: 100, at: 0.1)), 1e-9)
        expectLess(timeline.presentationVelocities(of: "thumb.lower.face", at: t + 0.1)?[cx] ?? 0, 0)
        expectEqual(F.faceX(timeline.frame(at: timeline.settledTime), "thumb.lower"), 100)
    }

    @Test func recommittingAnUnchangedTargetLeavesMotionAlone() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        timeline.commit(F.slider(lower: 200), transaction: .animated(F.glide), at: 0)
        let reference = timeline
        timeline.commit(F.slider(lower: 200), transaction: .none, at: 0.1)
        for t in [0.1, 0.15, 0.3, 0.9] { #expect(timeline.frame(at: t) == reference.frame(at: t), "t \(t)") }
        expectEqual(timeline.settledTime, reference.settledTime)
    }

    @Test func aNilAnimationJumpsEvenMidFlight() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        timeline.commit(F.slider(lower: 200), transaction: .none, at: 0)
        expectEqual(timeline.frame(at: 0), F.slider(lower: 200))
        expectEqual(timeline.settledTime, 0)

        timeline.commit(F.slider(lower: 100), transaction: .animated(F.glide), at: 1)
        timeline.commit(F.slider(lower: 150), transaction: .none, at: 1.1)
        expectEqual(timeline.frame(at: 1.1), F.slider(lower: 150))
        #expect(timeline.isSettled(at: 1.1))
    }

    @Test func rulesChooseTheAnimationPerNode() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        let transaction = Transaction(defaultAnimation: F.glide, rules: [.init("track", nil)])
        let target = F.slider(lower: 100)
        timeline.commit(target, transaction: transaction, at: 0)
        let frame = timeline.frame(at: 0.05)
        expectEqual(frame.node(id: "track.fill"), target.node(id: "track.fill"))
        expectNotEqual(F.faceX(frame, "thumb.lower"), 100)
    }

    @Test func structuralChangesNewNodesAndRemovedNodesJump() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        var target = F.slider(lower: 100)
        // The lower face becomes a rounded rectangle, the fill loses its paint, a node is added and one removed.
        target.nodes[2].children[0].shape = .roundedRect(
            RoundedRect(Rect(x: 86, y: 26, width: 28, height: 28), cornerRadius: 6), Paint(fill: .white))
        target.nodes[1].children[1].shape = .roundedRect(
            RoundedRect(Rect(x: 100, y: 38, width: 180, height: 4), cornerRadius: 0), Paint())
        target.nodes.append(
            Node(id: "badge", shape: .circle(Circle(center: Point(x: 5, y: 5), radius: 3), Paint(fill: .black))))
        target.nodes.remove(at: 3)  // thumb.upper
        timeline.commit(target, transaction: .animated(F.glide), at: 0)
        let frame = timeline.frame(at: 0)
        for id in ["thumb.lower.face", "track.fill", "badge"] { #expect(frame.node(id: id) == target.node(id: id), "\(id)") }
        expectNil(frame.node(id: "thumb.upper"))
        expectEqual(F.ids(frame), F.ids(target))
        // The thumb group's anchor did change with the same structure, so it animates.
        expectEqual(frame.node(id: "thumb.lower")?.transform.anchor.x, 40)
    }

    @Test func aChangedTextCrossFadesLinearly() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        let target = F.slider(lower: 40, lowerText: "$125")
        let transaction = Transaction(defaultAnimation: F.glide, crossFadeText: [.init("header", duration: 0.2)])
        timeline.commit(target, transaction: transaction, at: 1)

        for (t, incoming) in [(1.05, 0.25), (1.1, 0.5), (1.15, 0.75)] {
            let header = timeline.frame(at: t).node(id: "header")
            expectEqual(header?.children.map(\.id), ["header.lower#out", "header.lower", "header.upper"])
            let out = header?.children[0], new = header?.children[1]
            #expect(textOf(out) == "$120" && textOf(new) == "$125")
            let sum = (out?.opacity.value ?? 0) + (new?.opacity.value ?? 0)
            expectLess(abs(sum - 1), 1e-9)
            expectLess(abs((new?.opacity.value ?? 0) - incoming), 1e-9)
        }
        expectEqual(timeline.settledTime, 1.2)
        expectEqual(timeline.frame(at: 1.2), target)
        expectNotContains(F.ids(timeline.frame(at: 1.25)), "header.lower#out")

        // Without the rule, the new string simply replaces the old one.
        var plain = Timeline(scene: F.slider(lower: 40), at: 0)
        plain.commit(target, transaction: .animated(F.glide), at: 1)
        expectEqual(plain.frame(at: 1), target)
    }

    @Test func textChangesDuringAFadeStackOutgoingCopiesOldestFirst() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        let transaction = Transaction(crossFadeText: [.init("header", duration: 0.2)])
        timeline.commit(F.slider(lower: 40, lowerText: "$125"), transaction: transaction, at: 1)
        timeline.commit(F.slider(lower: 40, lowerText: "$130"), transaction: transaction, at: 1.1)
        let header = timeline.frame(at: 1.15).node(id: "header")
        expectEqual(header?.children.map(\.id), ["header.lower#out2", "header.lower#out", "header.lower", "header.upper"])
        expectEqual(header?.children.prefix(3).map(textOf), ["$120", "$125", "$130"])
        let opacities = header?.children.prefix(3).map(\.opacity.value) ?? []
        let expected = [1 * (1 - 0.75), 0.5 * (1 - 0.25), 0.25]
        expectEqual(opacities.count, 3)
        for (o, e) in zip(opacities, expected) { #expect(abs(o - e) < 1e-9) }
        expectEqual(timeline.frame(at: 1.25).node(id: "header")?.children.map(\.id), ["header.lower#out", "header.lower", "header.upper"])
        expectEqual(timeline.settledTime, 1.3)
        expectEqual(timeline.frame(at: 1.3), F.slider(lower: 40, lowerText: "$130"))
    }

    @Test func fastTextChangesKeepAtMostThreeOutgoingCopiesDroppingTheFaintest() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        let transaction = Transaction(crossFadeText: [.init("header", duration: 0.2)])
        for i in 1...10 {
            timeline.commit(F.slider(lower: 40, lowerText: "$\(120 + i)"), transaction: transaction, at: Double(i) / 120)
        }
        let header = timeline.frame(at: 10.0 / 120).node(id: "header")
        expectEqual(header?.children.map(\.id), ["header.lower#out3", "header.lower#out2", "header.lower#out", "header.lower", "header.upper"])
        // The original string, fully visible when the changes began, is the one kept longest.
        expectEqual(header?.children.prefix(4).map(textOf), ["$120", "$128", "$129", "$130"])
    }

    @Test func theIncomingTextMovesOnFromTheOldOneWhileTheOutgoingStays() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        let transaction = Transaction(defaultAnimation: F.glide, crossFadeText: [.init("header", duration: 0.2)])
        timeline.commit(F.slider(lower: 40, lowerText: "$1,250", lowerTextX: 10), transaction: transaction, at: 0)
        let header = timeline.frame(at: 0.05).node(id: "header")
        let out = header?.children.first, new = header?.children.dropFirst().first
        expectEqual(originX(out), 0)
        let x = originX(new) ?? .nan
        expectLess(abs(x - 10 * 0.3275), 0.01)
    }

    @Test func removingANodeRemovesItsOutgoingCopy() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        let transaction = Transaction(crossFadeText: [.init("header", duration: 0.2)])
        timeline.commit(F.slider(lower: 40, lowerText: "$125"), transaction: transaction, at: 0)
        var target = F.slider(lower: 40, lowerText: "$125")
        target.nodes[0].children.remove(at: 0)
        timeline.commit(target, transaction: transaction, at: 0.05)
        expectEqual(timeline.frame(at: 0.05), target)
        expectEqual(timeline.settledTime, 0.05)
    }

    @Test func coloursInterpolateInSRGBComponents() {
        func dot(_ color: Color) -> Scene {
            Scene(
                size: Size(width: 10, height: 10),
                nodes: [Node(id: "dot", shape: .circle(Circle(center: Point(x: 5, y: 5), radius: 4), Paint(fill: color)))])
        }
        var timeline = Timeline(scene: dot(Color(red: 1, green: 0, blue: 0)), at: 0)
        timeline.commit(
            dot(Color(red: 0, green: 0, blue: 1, alpha: 0.5)), transaction: .animated(.crossFade(duration: 1)), at: 0)
        guard case .circle(_, let paint)? = timeline.frame(at: 0.25).node(id: "dot")?.shape, let fill = paint.fill else {
            Issue.record("dot missing")
            return
        }
        #expect(abs(fill.red - 0.75) < 1e-12 && fill.green == 0)
        #expect(abs(fill.blue - 0.25) < 1e-12 && abs(fill.alpha - 0.875) < 1e-12)

        // With a spring, each component follows the spring on its own, clamped to 0...1 when it overshoots.
        var sprung = Timeline(scene: dot(Color(red: 1, green: 0, blue: 0)), at: 0)
        sprung.commit(dot(Color(red: 0.2, green: 0.6, blue: 1)), transaction: .animated(F.glide), at: 0)
        let spring = Spring(duration: 0.3, bounce: 0.3)
        guard case .circle(_, let p2)? = sprung.frame(at: 0.05).node(id: "dot")?.shape, let f2 = p2.fill else {
            Issue.record("dot missing")
            return
        }
        expectLess(abs(f2.red - spring.value(from: 1, velocity: 0, to: 0.2, at: 0.05)), 1e-12)
        expectLess(abs(f2.green - spring.value(from: 0, velocity: 0, to: 0.6, at: 0.05)), 1e-12)
        guard case .circle(_, let p3)? = sprung.frame(at: 0.2).node(id: "dot")?.shape else { return }
        expectEqual(p3.fill?.blue, 1)  // 1.04 clamped
    }

    @Test func sameCommitsGiveIdenticalFramesInAnySamplingOrder() {
        func run() -> Timeline {
            var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
            let transaction = Transaction(
                defaultAnimation: F.glide, rules: [.init("thumb.lower", .interactiveSpring(duration: 0.18))],
                crossFadeText: [.init("header", duration: 0.2)])
            timeline.commit(F.slider(lower: 90, lowerText: "$150", grabbed: true), transaction: transaction, at: 0.1)
            timeline.commit(F.slider(lower: 160, lowerText: "$190", grabbed: true), transaction: transaction, at: 0.18)
            timeline.commit(F.slider(lower: 150, lowerText: "$185"), transaction: transaction, at: 0.3)
            return timeline
        }
        let a = run(), b = run()
        let times = stride(from: 0.3, through: 2, by: 1.0 / 60).map { $0 }
        let forward = times.map { a.frame(at: $0) }
        let backward = times.reversed().map { b.frame(at: $0) }
        expectEqual(forward, Array(backward.reversed()))
        expectEqual(a.settledTime, b.settledTime)
    }

    @Test func framesBeforeTheLastCommitShowTheCommitTime() {
        var timeline = Timeline(scene: F.slider(lower: 40), at: 0)
        timeline.commit(F.slider(lower: 100), transaction: .animated(F.glide), at: 1)
        expectEqual(timeline.frame(at: 0.5), timeline.frame(at: 1))
        expectEqual(timeline.frame(at: .nan), timeline.frame(at: 1))
        timeline.commit(F.slider(lower: 120), transaction: .animated(F.glide), at: 0.5)
        expectEqual(timeline.lastCommitTime, 1)
    }

    func textOf(_ node: Node?) -> String? {
        guard case .text(let run)? = node?.shape else { return nil }
        return run.text
    }

    /// Circles with the given ids and centre x values, side by side at the top level.
    func dots(_ dots: [(String, Double)]) -> Scene {
        Scene(size: Size(width: 400, height: 40), nodes: dots.map { id, x in
            Node(id: id, shape: .circle(Circle(center: Point(x: x, y: 20), radius: 5), Paint(fill: .black)))
        })
    }

    /// The drawn centre x of each circle of a frame, in drawing order.
    func centres(_ scene: Scene) -> [Double] {
        scene.nodes.compactMap { node in
            guard case .circle(let circle, _) = node.shape else { return nil }
            return circle.center.x
        }
    }

    @Test func nodesAreMatchedByIdNotByPlaceWhenTheOrderChanges() {
        var timeline = Timeline(scene: dots([("a", 0), ("b", 100)]), at: 0)
        timeline.commit(dots([("b", 100), ("a", 50)]), transaction: .animated(F.glide), at: 0)
        // b stays where it was; a moves from 0 towards 50 (matched by place it would come from 100).
        let mid = centres(timeline.frame(at: 0.05))
        expectEqual(mid[0], 100)
        #expect(mid[1] > 0 && mid[1] < 25)
    }

    @Test func withAnIdTwiceBothNodesMatchTheFirstOfTheLastTarget() {
        var timeline = Timeline(scene: dots([("a", 0), ("a", 100)]), at: 0)
        timeline.commit(dots([("a", 50), ("a", 200)]), transaction: .animated(F.glide), at: 0)
        // Both start from the first a's 0 with no velocity, so at any time both have gone the same share of the way:
        // the second is four times as far from its target as the first (from 100 it would be twice as far).
        for t in [0.02, 0.05, 0.1] {
            let x = centres(timeline.frame(at: t))
            expectLess(abs((x[1] - 200) - 4 * (x[0] - 50)), 1e-6, "t \(t): \(x)")
        }
        // The same ids again, still twice: the next commit matches them the same way.
        timeline.commit(dots([("a", 60), ("a", 210)]), transaction: .animated(F.glide), at: 1)
        let x = centres(timeline.frame(at: 1.05))
        #expect(x[0] > 50 && x[0] < 60 && x[1] > 50 && x[1] < 210)
        expectLess(abs((x[1] - 210) - 16 * (x[0] - 60)), 1e-6, "\(x)")
    }

    func originX(_ node: Node?) -> Double? {
        guard case .text(let run)? = node?.shape else { return nil }
        return run.origin.x
    }
}
