import Foundation
import SceneGraph
import Testing
@testable import SVGRender

@Suite("Snapshots")
struct SnapshotTests {
    func scene(_ x: Double) -> Scene {
        let dot = Node(id: "dot", shape: .circle(Circle(center: Point(x: x, y: 10), radius: 5), Paint(fill: .black)))
        return Scene(size: Size(width: 40, height: 20), background: .white, nodes: [dot])
    }

    func folder() -> String {
        let path = NSTemporaryDirectory() + "snapshot-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("Record modes: missing writes and fails, never compares, failed rewrites, all always writes")
    func recordModes() throws {
        let dir = folder(), path = dir + "/goldens/dot.svg"
        #expect(try verifySnapshot(of: scene(10), as: .svg(), at: path, record: .never) == .missing(path: path))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try verifySnapshot(of: scene(10), as: .svg(), at: path, record: .missing) == .recorded(path: path))
        #expect(try verifySnapshot(of: scene(10), as: .svg(), at: path, record: .never) == .matched)
        #expect(try verifySnapshot(of: scene(10), as: .svg(), at: path, record: .all) == .recorded(path: path))
        // A change is reported with a line diff and the new output saved as an artifact; the golden stays.
        let before = FileManager.default.contents(atPath: path)
        let outcome = try verifySnapshot(of: scene(12), as: .svg(), at: path, record: .never, artifacts: dir + "/artifacts")
        guard case .mismatched(let diff, let artifact) = outcome else { Issue.record("expected a mismatch"); return }
        #expect(diff.contains(##" - 4    <circle id="dot" cx="10" cy="10" r="5" fill="#000000"/>"##))
        #expect(diff.contains(##" + 4    <circle id="dot" cx="12" cy="10" r="5" fill="#000000"/>"##))
        #expect(artifact == dir + "/artifacts/dot.svg")
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(outcome.failureMessage?.hasPrefix("The snapshot differs (new output: \(dir)/artifacts/dot.svg):\n") == true)
        #expect(try verifySnapshot(of: scene(12), as: .svg(), at: path, record: .failed) == .recorded(path: path))
        #expect(try verifySnapshot(of: scene(12), as: .svg(), at: path, record: .never) == .matched)
    }

    @Test("Byte snapshots compare any text line by line")
    func bytes() {
        let strategy = Snapshotting<[UInt8]>.bytes(pathExtension: "jsonl")
        #expect(strategy.diff(Array("a\n".utf8), Array("a\n".utf8)) == nil)
        #expect(strategy.diff(Array("a\nb\n".utf8), Array("a\nc\n".utf8)) == "   1  a\n - 2  b\n + 2  c")
    }
}
