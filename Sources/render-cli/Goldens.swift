import SceneGraph
import SliderEngine
import SVGRender

/// When golden files are written: like swift-snapshot-testing's record modes. Any recording fails the check,
/// so a run that only wrote files never passes.
enum RecordMode: String, CaseIterable {
    /// Rewrite every golden.
    case all
    /// Write goldens that do not exist yet; compare the rest.
    case missing
    /// Rewrite the goldens that differ.
    case failed
    /// Only compare; a missing golden is a failure.
    case never
}

/// One golden file and how to produce its bytes.
struct GoldenCase {
    var name: String
    var goldenPath: String
    var render: () throws -> [UInt8]
}

/// The outcome of checking one golden.
enum GoldenOutcome: Equatable {
    case matched
    case recorded(String)
    case mismatched(diff: String, artifact: String?)
    case missing
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

    /// Compares (or records) one case. Mismatched output goes to `artifacts/<name>.svg` for a look.
    static func check(_ golden: GoldenCase, mode: RecordMode, artifacts: String?) throws -> GoldenOutcome {
        let actual = try golden.render()
        let existing = Files.exists(golden.goldenPath) ? try Files.read(golden.goldenPath) : nil
        switch (mode, existing) {
        case (.all, _), (.missing, nil):
            try Files.makeDirectory(Files.folder(of: golden.goldenPath))
            try Files.write(actual, to: golden.goldenPath)
            return .recorded(golden.goldenPath)
        case (.never, nil), (.failed, nil):
            return .missing
        case (_, let expected?):
            guard expected != actual else { return .matched }
            if mode == .failed {
                try Files.write(actual, to: golden.goldenPath)
                return .recorded(golden.goldenPath)
            }
            var artifact: String?
            if let artifacts {
                try Files.makeDirectory(artifacts)
                artifact = artifacts + "/" + golden.name + ".svg"
                try Files.write(actual, to: artifact ?? "")
            }
            let diff = LineDiff.diff(expected: String(decoding: expected, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self))
            return .mismatched(diff: diff ?? "(bytes differ)", artifact: artifact)
        }
    }
}
