import SceneGraph
import SliderEngine
import SVGRender

/// Record modes of the golden check: the library's snapshot modes.
typealias RecordMode = SnapshotRecordMode

/// The outcome of checking one golden.
typealias GoldenOutcome = SnapshotOutcome

/// One golden file and how to produce its bytes.
struct GoldenCase {
    var name: String
    var goldenPath: String
    var render: () throws -> [UInt8]
}

enum Goldens {
    /// The still cases: every `scenes/*.json` under `fixtures`, rendered to `goldens/<name>.svg`.
    static func stillCases(fixtures: String) throws -> [GoldenCase] {
        try Files.list(fixtures + "/scenes", suffix: ".json").map { file in
            let name = String(file.dropLast(5))
            let path = fixtures + "/scenes/" + file
            return GoldenCase(name: name, goldenPath: fixtures + "/goldens/" + name + ".svg") {
                let scene = try SceneFile.parse(Files.read(path), file: path)
                return SVGRender.bytes(scene.stillScene(scheme: scene.environment.colorScheme, grabbed: scene.grabbed))
            }
        }
    }

    /// Compares (or records) one case with the library's `verifySnapshot`. Mismatched output goes to `artifacts/`.
    static func check(_ golden: GoldenCase, mode: RecordMode, artifacts: String?) throws -> GoldenOutcome {
        let bytes = try golden.render()
        // "sequences/tap-glide.sheet" keeps its folder under the artifacts folder.
        let subfolder = golden.name.split(separator: "/").dropLast().joined(separator: "/")
        let folder = artifacts.map { subfolder.isEmpty ? $0 : $0 + "/" + subfolder }
        do {
            return try verifySnapshot(of: bytes, as: .bytes(pathExtension: ""), at: golden.goldenPath, record: mode, artifacts: folder)
        } catch let error as SnapshotError {
            throw CLIError.io(error.description)
        }
    }
}
