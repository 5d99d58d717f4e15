import Foundation
import SceneGraph
import Testing
@testable import SVGRender
@testable import SliderCheck
import SliderSnapshots
@testable import SliderReports
@testable import RasterRender
import TestSupport

@Suite("Snapshots")
struct SnapshotTests {
    func scene(_ x: Double) -> Scene {
        let dot = Node(id: "dot", shape: .circle(Circle(center: Point(x: x, y: 10), radius: 5), Paint(fill: .black)))
        return Scene(size: Size(width: 40, height: 20), background: .white, nodes: [dot])
    }

    func folder() -> String {
        Scratch.folder("snapshot")
    }

    @Test("Record modes: missing writes and fails, never compares, failed rewrites, all always writes")
    func recordModes() throws {
        let dir = folder(), path = dir + "/goldens/dot.svg"
        try expectEqual(verifySnapshot(of: scene(10), as: .svg(), at: path, record: .never), .missing(path: path))
        #expect(!FileManager.default.fileExists(atPath: path))
        try expectEqual(verifySnapshot(of: scene(10), as: .svg(), at: path, record: .missing), .recorded(path: path))
        try expectEqual(verifySnapshot(of: scene(10), as: .svg(), at: path, record: .never), .matched)
        try expectEqual(verifySnapshot(of: scene(10), as: .svg(), at: path, record: .all), .recorded(path: path))
        // A change is reported with a line diff and the new output saved as an artifact; the golden stays.
        let before = FileManager.default.contents(atPath: path)
        let outcome = try verifySnapshot(of: scene(12), as: .svg(), at: path, record: .never, artifacts: dir + "/artifacts")
        guard case .mismatched(let diff, let artifact) = outcome else { Issue.record("expected a mismatch"); return }
        expectContains(diff, ##" - 4    <circle id="dot" cx="10" cy="10" r="5" fill="#000000"/>"##)
        expectContains(diff, ##" + 4    <circle id="dot" cx="12" cy="10" r="5" fill="#000000"/>"##)
        expectEqual(artifact, dir + "/artifacts/dot.svg")
        expectEqual(FileManager.default.contents(atPath: path), before)
        expectEqual(outcome.failureMessage?.hasPrefix("The snapshot differs (new output: \(dir)/artifacts/dot.svg):\nChanges:\n  dot moved +2 pt\nLine diff:\n"), true)
        try expectEqual(verifySnapshot(of: scene(12), as: .svg(), at: path, record: .failed), .recorded(path: path))
        try expectEqual(verifySnapshot(of: scene(12), as: .svg(), at: path, record: .never), .matched)
    }

    @Test("Byte snapshots compare any text line by line")
    func bytes() {
        let strategy = Snapshotting<[UInt8]>.bytes(pathExtension: "jsonl")
        expectNil(strategy.diff(Array("a\n".utf8), Array("a\n".utf8)))
        expectEqual(strategy.diff(Array("a\nb\n".utf8), Array("a\nc\n".utf8)), "   1  a\n - 2  b\n + 2  c\n   3  ")
    }

    @Test("Bytes are the same when every byte is, in arrays and in buffers; a buffer is the same as itself")
    func sameBytes() {
        let a: [UInt8] = Array("<svg>frame</svg>".utf8), b = a, c: [UInt8] = Array("<svg>framf</svg>".utf8)
        #expect(SnapshotFile.sameBytes(a, b) && !SnapshotFile.sameBytes(a, c) && !SnapshotFile.sameBytes(a, Array(a.dropLast())))
        #expect(SnapshotFile.sameBytes([], []) && !SnapshotFile.sameBytes([], [0]))
        a.withUnsafeBufferPointer { x in
            #expect(SnapshotFile.sameBytes(x, x))
            #expect(!SnapshotFile.sameBytes(x, UnsafeBufferPointer(rebasing: x.dropLast())))
            c.withUnsafeBufferPointer { #expect(!SnapshotFile.sameBytes(x, $0)) }
            Array(a).withUnsafeBufferPointer { #expect(SnapshotFile.sameBytes(x, $0)) }
        }
    }
}

@Suite("SVG change summary")
struct SVGChangeSummaryTests {
    static let before = """
        <svg>
          <g id="thumb.lower" transform="matrix(1 0 0 1 50 0)">
            <circle id="thumb.lower.face" cx="0" cy="10" r="14" fill="#ffffff"/>
            <circle id="thumb.lower.border" cx="0" cy="10" r="13" fill="none" stroke="#141414"/>
          </g>
          <circle id="thumb.upper.face" cx="200" cy="10" r="14" fill="#ff5b3a"/>
          <text id="chip.lower.text0" x="10 18" y="18"><tspan x="10">$</tspan><tspan x="18">120</tspan></text>
          <rect id="gone" x="0" y="0" width="1" height="1"/>
        </svg>
        """

    @Test("Changes are named by element id and attribute; moves under one prefix are one line")
    func summary() {
        let after = Self.before
            .replacingOccurrences(of: "matrix(1 0 0 1 50 0)", with: "matrix(1.18 0 0 1.18 62.3 0)")
            .replacingOccurrences(of: "fill=\"#ff5b3a\"", with: "fill=\"#7c3aed\"")
            .replacingOccurrences(of: ">120<", with: ">130<")
            .replacingOccurrences(of: "<rect id=\"gone\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>", with: "<rect id=\"new\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>")
        let lines = SVGChangeSummary.summary(expected: Array(Self.before.utf8), actual: Array(after.utf8))
        expectEqual(lines, [
            "thumb.lower moved +12.3 pt",
            "thumb.lower scale 1 → 1.18",
            "thumb.upper.face fill #ff5b3a → #7c3aed",
            "chip.lower.text0 text \"$120\" → \"$130\"",
            "new added",
            "gone removed",
        ])
        #expect(SVGChangeSummary.summary(expected: Array(Self.before.utf8), actual: Array(Self.before.utf8)).isEmpty)
    }

    @Test("The summary is capped, and garbage does not crash it")
    func bounded() {
        let many = (0..<40).map { "<rect id=\"r\($0)\" fill=\"#000000\"/>" }.joined()
        let changed = many.replacingOccurrences(of: "#000000", with: "#ffffff")
        let lines = SVGChangeSummary.summary(expected: Array(many.utf8), actual: Array(changed.utf8), limit: 5)
        expectEqual(lines.count, 6)
        expectEqual(lines.last, "… and 35 more changes")
        _ = SVGChangeSummary.summary(expected: Array("<<<>id=\"".utf8), actual: Array("<a id='x' b=>".utf8))
    }
}
