import Foundation
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender

/// One golden file and how to produce its bytes.
public struct GoldenCase: Sendable {
    /// A name unique in the suite, such as `price` or `sequences/tap-glide.sheet`.
    public var name: String
    /// Where the golden lives.
    public var goldenPath: String
    /// Makes the bytes the golden must equal.
    public var render: @Sendable () throws -> [UInt8]

    /// Creates a case.
    public init(name: String, goldenPath: String, render: @escaping @Sendable () throws -> [UInt8]) {
        self.name = name
        self.goldenPath = goldenPath
        self.render = render
    }

    /// The golden's file extension: `svg`, `jsonl`.
    public var pathExtension: String {
        let file = goldenPath.split(separator: "/").last ?? ""
        return file.split(separator: ".").count > 1 ? String(file.split(separator: ".").last ?? "") : ""
    }

    /// Compares (or records) the case; mismatched output goes under `artifacts`, at the case's own name, so two
    /// goldens with the same file name never collide. SVG goldens are compared by element first.
    public func check(mode: SnapshotRecordMode, artifacts: String?) throws -> SnapshotOutcome {
        let bytes = try render()
        let strategy = Snapshotting<[UInt8]>.bytes(pathExtension: pathExtension)
        let artifact = artifacts.map { $0 + "/" + name + (pathExtension.isEmpty || name.hasSuffix("." + pathExtension) ? "" : "." + pathExtension) }
        return try SnapshotFile.compare(bytes, at: goldenPath, record: mode, artifact: artifact, diff: strategy.diff)
    }
}

/// The golden cases of a fixtures folder:
/// - every `scenes/*.json` renders its still frame to `goldens/<name>.svg`;
/// - every `sequences/*.json` (`{"scene": …, "trace": …, "fps": 30}`, paths relative to the fixtures folder) renders
///   a contact sheet `goldens/sequences/<name>.sheet.svg` and its effect lines `goldens/sequences/<name>.effects.jsonl`.
public enum GoldenSuite {
    /// Every case under `fixtures`, stills first, each list sorted by file name in byte order.
    public static func cases(fixtures: String) throws -> [GoldenCase] {
        try stillCases(fixtures: fixtures) + sequenceCases(fixtures: fixtures)
    }

    /// The still cases.
    public static func stillCases(fixtures: String) throws -> [GoldenCase] {
        guard SuitePath.isFolder(fixtures) else {
            throw DocumentError(file: fixtures, message: "no such folder", kind: .unreadable)
        }
        guard SuitePath.isFolder(fixtures + "/scenes") else { return [] }
        return try list(fixtures + "/scenes", suffix: ".json").map { file in
            let name = String(file.dropLast(5))
            let path = fixtures + "/scenes/" + file
            return GoldenCase(name: name, goldenPath: fixtures + "/goldens/" + name + ".svg") {
                SVGRender.bytes(try SceneDocument(contentsOf: path).stillScene())
            }
        }
    }

    /// The motion cases.
    public static func sequenceCases(fixtures: String) throws -> [GoldenCase] {
        let folder = fixtures + "/sequences"
        guard SuitePath.isFolder(folder) else { return [] }
        return try list(folder, suffix: ".json").flatMap { file -> [GoldenCase] in
            let name = String(file.dropLast(5))
            let path = folder + "/" + file
            let golden = fixtures + "/goldens/sequences/" + name
            let render = { @Sendable () throws -> (sheet: [UInt8], effects: [UInt8]) in
                let spec = try SequenceSpec(contentsOf: path, fixtures: fixtures)
                return try spec.sheetAndEffects()
            }
            return [
                GoldenCase(name: "sequences/\(name).sheet", goldenPath: golden + ".sheet.svg") { try render().sheet },
                GoldenCase(name: "sequences/\(name).effects", goldenPath: golden + ".effects.jsonl") { try render().effects },
            ]
        }
    }

    /// Names of the entries in a folder ending in `suffix`, sorted by byte order so every machine lists them alike;
    /// one `readdir` pass (`SuitePath.entries`), as `check` lists its suites.
    static func list(_ folder: String, suffix: String) throws -> [String] {
        guard SuitePath.isFolder(folder) else {
            throw DocumentError(file: folder, message: "no such folder", kind: .unreadable)
        }
        return SuitePath.entries(folder).map(\.name).filter { $0.hasSuffix(suffix) }
    }
}

/// A sequence case file: a scene, a trace and a frame rate, paths relative to the fixtures folder.
public struct SequenceSpec: Hashable, Sendable {
    /// The scene.
    public var scene: SceneDocument
    /// The trace.
    public var trace: TraceDocument
    /// Frames per second (default 30).
    public var fps: Double

    /// Reads a sequence file; its paths may not leave `fixtures`.
    public init(contentsOf path: String, fixtures: String) throws {
        let spec = try JSONField.root(DocumentFile.read(path), file: path).object()
        try spec.allowOnly(["scene", "trace", "fps", "comment", "$schema"])
        func inside(_ key: String) throws -> String {
            let field = try spec.required(key)
            let relative = try field.string()
            let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
            guard !relative.isEmpty, !relative.hasPrefix("/"), !parts.contains("..") else {
                throw field.fail("the path \"\(Excerpt.of(relative))\" leaves the fixtures folder; give a path inside it, such as \"scenes/price.json\"")
            }
            return fixtures + "/" + relative
        }
        let scenePath = try inside("scene"), tracePath = try inside("trace")
        fps = try spec.nonNull("fps")?.number("frames per second from 1 to 240") { $0 >= 1 && $0 <= 240 } ?? 30
        scene = try SceneDocument(contentsOf: scenePath)
        trace = try TraceDocument(contentsOf: tracePath, for: scene)
    }

    /// The contact sheet and effect lines of the replay in the scene's own colour scheme.
    public func sheetAndEffects() throws -> (sheet: [UInt8], effects: [UInt8]) {
        let replay = Replay(document: scene, trace: trace, fps: fps)
        return (SVGRender.bytes(try replay.contactSheet()), EffectLog.lines(of: replay))
    }
}

extension GoldenSuite {
    /// The scene of every golden under `fixtures`, named by its path there without the extension
    /// (`goldens/price`, `goldens/sequences/tap-glide.sheet`): stills, then, with `sheets`, the sequences' sheets.
    public static func scenes(fixtures: String, sheets: Bool = true) throws -> [(name: String, scene: Scene)] {
        var result: [(name: String, scene: Scene)] = []
        if SuitePath.isFolder(fixtures + "/scenes") {
            for file in try list(fixtures + "/scenes", suffix: ".json") {
                result.append(("goldens/" + String(file.dropLast(5)), try SceneDocument(contentsOf: fixtures + "/scenes/" + file).stillScene()))
            }
        }
        guard sheets, SuitePath.isFolder(fixtures + "/sequences") else { return result }
        for file in try list(fixtures + "/sequences", suffix: ".json") {
            let spec = try SequenceSpec(contentsOf: fixtures + "/sequences/" + file, fixtures: fixtures)
            let sheet = try Replay(document: spec.scene, trace: spec.trace, fps: spec.fps).contactSheet()
            result.append(("goldens/sequences/" + String(file.dropLast(5)) + ".sheet", sheet))
        }
        return result
    }
}

extension GoldenSuite {
    /// The legacy fixtures layout as suite cases: `scenes/*.json` → `goldens/<name>.svg`, `sequences/*.json` →
    /// `goldens/sequences/<name>.sheet.svg` and `.effects.jsonl`. A folder without `scenes/` or `sequences/` has none.
    public static func legacyCases(fixtures: String) throws -> [SuiteCase] {
        var cases: [SuiteCase] = []
        if SuitePath.isFolder(fixtures + "/scenes") {
            for file in try list(fixtures + "/scenes", suffix: ".json") {
                let name = String(file.dropLast(5))
                let path = fixtures + "/scenes/" + file
                let output = SuiteCase.Output(id: name, goldenPath: fixtures + "/goldens/" + name + ".svg", pathExtension: "svg")
                cases.append(SuiteCase(id: name, root: fixtures, outputs: [output], goldenFolders: [fixtures + "/goldens"]) {
                    [SVGRender.bytes(try SceneDocument(contentsOf: path).stillScene())]
                })
            }
        }
        if SuitePath.isFolder(fixtures + "/sequences") {
            for file in try list(fixtures + "/sequences", suffix: ".json") {
                let name = "sequences/" + String(file.dropLast(5))
                let path = fixtures + "/sequences/" + file
                let golden = fixtures + "/goldens/" + name
                let outputs = [
                    SuiteCase.Output(id: name + ".sheet", goldenPath: golden + ".sheet.svg", pathExtension: "svg"),
                    SuiteCase.Output(id: name + ".effects", goldenPath: golden + ".effects.jsonl", pathExtension: "jsonl"),
                ]
                cases.append(SuiteCase(id: name, root: fixtures, outputs: outputs, goldenFolders: [fixtures + "/goldens/sequences"]) {
                    let made = try SequenceSpec(contentsOf: path, fixtures: fixtures).sheetAndEffects()
                    return [made.sheet, made.effects]
                })
            }
        }
        return cases
    }
}
