import SceneGraph
import Testing

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender
import TestSupport

/// A writer copies a node that is exactly as it was in the frame before (`NodeMemo`); every frame must still be what
/// a writer that writes each frame from nothing writes, whatever changed between frames.
@Suite("Node memo")
struct NodeMemoTests {
    /// A writer that writes every frame from nothing.
    static func fresh(_ options: SVGOptions = SVGOptions()) -> SVGWriter {
        var writer = SVGWriter(options: options)
        writer.copiesUnchangedNodes = false
        return writer
    }

    /// Calls `body` on the node at drawing-order index `target` (the top-level nodes and their subtrees, in order).
    static func edit(_ nodes: inout [Node], _ target: Int, _ body: (inout Node, inout Int) -> Void) {
        var index = 0
        var seed = 0
        func walk(_ list: inout [Node]) -> Bool {
            for i in list.indices {
                if index == target {
                    body(&list[i], &seed)
                    return true
                }
                index += 1
                if walk(&list[i].children) { return true }
            }
            return false
        }
        _ = walk(&nodes)
    }

    static func count(_ nodes: [Node]) -> Int {
        nodes.reduce(0) { $0 + 1 + count($1.children) }
    }

    /// One change to one node: a number moved (or its sign bit flipped), an opacity, a shadow or a clip added or
    /// taken away (which renumbers every later filter or clip), an id or a text respelled as `==` calls equal, a
    /// child removed, repeated or moved, or a shape swapped for another.
    static func mutate(_ scene: inout Scene, using r: inout SplitMix64) {
        let target = Int.random(in: 0..<max(count(scene.nodes), 1), using: &r)
        let kind = Int.random(in: 0..<12, using: &r)
        let step = [0.5, -0.25, 1e-9, 3][Int.random(in: 0..<4, using: &r)]
        edit(&scene.nodes, target) { node, _ in
            switch kind {
            case 0:
                switch node.shape {
                case .roundedRect(var rounded, let paint):
                    rounded.rect.x += step
                    node.shape = .roundedRect(rounded, paint)
                case .circle(var circle, let paint):
                    circle.center.y += step
                    node.shape = .circle(circle, paint)
                case .text(var run):
                    run.origin.x += step
                    node.shape = .text(run)
                case .path(var path, let paint):
                    path.elements.append(.line(Point(x: step, y: 1)))
                    node.shape = .path(path, paint)
                case .group:
                    node.transform.translateY += step
                }
            case 1:
                // 0 and -0: equal under `==`, different bits.
                node.transform.translateX = node.transform.translateX == 0 && node.transform.translateX.sign == .plus ? -0.0 : 0
            case 2:
                node.opacity = [UnitInterval(1), 0.5, 0.999, 0.25][Int.random(in: 0..<4, using: &r)]
            case 3:
                node.shadow = node.shadow == nil ? Shadow(color: Color(hex: 0x000000, alpha: 0.2), radius: 3, y: 1) : nil
            case 4:
                node.clip = node.clip == nil ? RoundedRect(Rect(x: 0, y: 0, width: 30, height: 12), cornerRadius: 3) : nil
            case 5:
                node.id = node.id == "Caf\u{E9}" ? "Cafe\u{301}" : "Caf\u{E9}"
            case 6:
                if case .text(var run) = node.shape {
                    run.text = run.text == "Caf\u{E9}" ? "Cafe\u{301}" : "Caf\u{E9}"
                    run.offsets = Array(run.offsets.prefix(1)) + [6, 12, 18, 24].prefix(run.text.unicodeScalars.count - 1)
                    node.shape = .text(run)
                } else {
                    node.saturation = node.saturation.value < 1 ? 1 : 0
                }
            case 7:
                if !node.children.isEmpty { node.children.removeLast() }
            case 8:
                if let first = node.children.first { node.children.append(first) }
            case 9:
                if node.children.count > 1 { node.children.swapAt(0, node.children.count - 1) }
            case 10:
                node.shape = .circle(Circle(center: Point(x: 5, y: 5), radius: step + 4), Paint(fill: .black))
            default:
                node.children.append(Node(id: "added", shape: .roundedRect(.capsule(Rect(x: 1, y: 2, width: 8, height: 4)),
                                                                           Paint(fill: .white)),
                                          shadow: Shadow(color: .black, radius: 1)))
            }
        }
    }

    @Test("One writer over 3,000 frames of changing scenes writes what a writer starting from nothing writes")
    func matchesFreshWriter() {
        var r = SplitMix64(seed: 41)
        var shared = SVGWriter()
        var fresh = Self.fresh()
        var scenes = [Fixtures.features, Fixtures.slider]
        var copiedBefore = 0
        var framesWithCopies = 0
        for frame in 0..<3_000 {
            // Mostly small changes to the last scene; sometimes back to an older one, or the same scene again.
            var scene = scenes[scenes.count - 1]
            switch Int.random(in: 0..<10, using: &r) {
            case 0: scene = scenes[Int.random(in: 0..<scenes.count, using: &r)]
            case 1: break
            case _ where Self.count(scene.nodes) > 30: scene = [Fixtures.features, Fixtures.slider][frame % 2]
            default:
                for _ in 0..<Int.random(in: 1...2, using: &r) { Self.mutate(&scene, using: &r) }
            }
            scenes.append(scene)
            if scenes.count > 12 { scenes.removeFirst() }
            let got = shared.write(scene)
            let expected = fresh.write(scene)
            #expect(got == expected, "frame \(frame)")
            if got != expected { return }
            if shared.nodeMemo.copied > copiedBefore { framesWithCopies += 1 }
            copiedBefore = shared.nodeMemo.copied
        }
        // The memo was used in most frames, not only when a whole scene repeated.
        #expect(framesWithCopies > 2_000)
    }

    @Test("A node after one that gained a shadow is written again: its filter's number moved")
    func filterNumbersMove() {
        let plain = Node(id: "a", shape: .circle(Circle(center: Point(x: 5, y: 5), radius: 4), Paint(fill: .black)))
        var shadowed = plain
        shadowed.shadow = Shadow(color: .black, radius: 2)
        var second = plain
        second.id = "b"
        second.shadow = Shadow(color: .black, radius: 2)
        let before = Scene(size: Size(width: 20, height: 20), nodes: [plain, second])
        let after = Scene(size: Size(width: 20, height: 20), nodes: [shadowed, second])
        var writer = SVGWriter()
        let first = String(decoding: writer.write(before), as: UTF8.self)
        let copiedBefore = writer.nodeMemo.copied
        let then = String(decoding: writer.write(after), as: UTF8.self)
        #expect(first.contains("id=\"b\" filter=\"url(#f1)\""))
        #expect(then.contains("id=\"b\" filter=\"url(#f2)\""))
        #expect(writer.nodeMemo.copied == copiedBefore)
        var fresh = Self.fresh()
        #expect(Array(then.utf8) == fresh.write(after))
    }

    @Test("An unchanged frame is copied whole; a moved node is written again and its siblings copied")
    func copiesWhatDidNotChange() {
        var writer = SVGWriter()
        let scene = Fixtures.features
        let first = writer.write(scene)
        #expect(writer.nodeMemo.copied == 0)
        #expect(writer.write(scene) == first)
        // The two top-level nodes, each as one copy.
        #expect(writer.nodeMemo.copied == 2)
        var moved = scene
        moved.nodes[1].transform.translateX = 3
        var fresh = Self.fresh()
        #expect(writer.write(moved) == fresh.write(moved))
        // The first top-level node was copied; the text was written again.
        #expect(writer.nodeMemo.copied == 3)
    }

    @Test("Changing the options forgets the frames before; turning copying off writes every frame afresh")
    func optionsAndSwitch() {
        var writer = SVGWriter()
        _ = writer.write(Fixtures.features)
        writer.options = SVGOptions(decimals: 3, idPrefix: "p-")
        var fresh = Self.fresh(SVGOptions(decimals: 3, idPrefix: "p-"))
        #expect(writer.write(Fixtures.features) == fresh.write(Fixtures.features))
        #expect(writer.nodeMemo.copied == 0)
        writer.copiesUnchangedNodes = false
        // Another scene while off: a memo kept from before would copy its places out of this frame's bytes.
        #expect(writer.write(Fixtures.slider) == fresh.write(Fixtures.slider))
        #expect(writer.nodeMemo.copied == 0)
        // Back on: the memo was forgotten while off, so the first frame is written whole and the next one copied.
        writer.copiesUnchangedNodes = true
        #expect(writer.write(Fixtures.features) == fresh.write(Fixtures.features))
        #expect(writer.write(Fixtures.features) == fresh.write(Fixtures.features))
        #expect(writer.nodeMemo.copied == 2)
    }

    @Test("Strings compare by bytes and numbers by bits")
    func exactSameness() {
        #expect(SameBits.string("thumb.lower", "thumb." + "lower"))
        #expect(SameBits.string(String(repeating: "long id ", count: 4), String(repeating: "long id ", count: 4)))
        #expect(!SameBits.string("Caf\u{E9}", "Cafe\u{301}"))
        #expect(!SameBits.string("thumb.lower", "thumb.upper"))
        #expect(!SameBits.double(0, -0.0))
        #expect(SameBits.double(.nan, .nan))
        #expect(!SameBits.doubles([1, 2, 0], [1, 2, -0.0]))
    }

    /// Every stored property of what a node holds, as `SameBits` compares them: a property added to one of these
    /// types changes its count here, and this test fails until `SameBits` compares the new property too.
    @Test("SameBits compares every stored property of a node and of what it holds")
    func everyPropertyCompared() {
        let counts: [(String, Any, Int)] = [
            ("Node", Fixtures.features.nodes[0], 8),
            ("TextRun", TextRun(text: "", origin: .zero, offsets: [], width: 0, fontSize: 1, fontWeight: 400, color: .black), 8),
            ("Paint", Paint(), 2),
            ("Stroke", Stroke(color: .black, width: 1), 5),
            ("Shadow", Shadow(color: .black, radius: 1), 4),
            ("RoundedRect", RoundedRect(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0), 2),
            ("Circle", Circle(center: .zero, radius: 1), 2),
            ("Transform", Transform.identity, 4),
            ("Color", Color.black, 4),
            ("Rect", Rect(x: 0, y: 0, width: 1, height: 1), 4),
            ("Point", Point.zero, 2),
            ("Path", Path(), 1),
            ("UnitInterval", UnitInterval(1), 1),
        ]
        for (name, value, expected) in counts {
            #expect(Mirror(reflecting: value).children.count == expected, "\(name): compare the new property in SameBits")
        }
    }
}
