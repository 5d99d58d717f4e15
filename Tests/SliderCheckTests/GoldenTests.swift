import Foundation
import Testing
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender
@testable import SliderCheck
import SliderSnapshots
import TestSupport

/// Every fixture scene renders byte for byte to its golden SVG. Set SNAPSHOT_TESTING_RECORD (or SNAPSHOT_RECORD) to
/// `missing`, `failed` or `all` to write goldens; recording fails the test so a run that only wrote files never passes.
@Suite("Goldens")
struct GoldenTests {
    static let mode = SnapshotRecordMode.environmentVariables.compactMap { ProcessInfo.processInfo.environment[$0] }
        .first { !$0.isEmpty }.flatMap(SnapshotRecordMode.init(rawValue:)) ?? .never
    static let artifacts = URL(fileURLWithPath: fixtures).deletingLastPathComponent().path + "/.build/golden-artifacts"

    static let stills: [String] = (try? GoldenSuite.stillCases(fixtures: fixtures).map(\.name)) ?? []

    /// Checks (or records, under SNAPSHOT_TESTING_RECORD) the case called `name`, failing on anything but a match.
    static func verify(_ cases: [GoldenCase], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = try #require(cases.first { $0.name == name }, sourceLocation: sourceLocation)
        if let message = try golden.check(mode: mode, artifacts: artifacts).failureMessage {
            Issue.record("\(golden.goldenPath): \(message)", sourceLocation: sourceLocation)
        }
    }

    @Test("The fixtures cover what the still-frame issue lists")
    func coverage() {
        for name in ["price", "price-dark", "age", "age-dark", "readout-hidden", "chips-apart", "chips-touching", "chips-merged",
                     "grabbed-lower", "rtl-thumbs", "disabled", "type-xsmall", "type-xxxlarge", "type-accessibility5",
                     "thumb16", "custom-style", "single-icons", "single-text", "seed-example", "seed-example-dark", "seed-example-phone"] {
            expectContains(Self.stills, name, "missing fixture \(name)")
        }
    }

    @Test("Still frames match their goldens", arguments: stills)
    func still(name: String) throws {
        try Self.verify(GoldenSuite.stillCases(fixtures: fixtures), name)
    }

    static let sequences: [String] = (try? GoldenSuite.sequenceCases(fixtures: fixtures).map(\.name)) ?? []

    @Test("The sequences cover what the motion issue lists")
    func sequenceCoverage() {
        for name in ["tap-glide", "upper-into-gap", "stacked-drag", "stacked-drag-reduce-motion", "rtl-drag",
                     "voiceover-increments", "disable-mid-drag", "seed-example-drags"] {
            #expect(Self.sequences.contains("sequences/\(name).sheet"), "missing sequence \(name)")
        }
    }

    @Test("Replayed sequences match their contact sheets and effect lines", arguments: sequences)
    func sequence(name: String) throws {
        try Self.verify(GoldenSuite.sequenceCases(fixtures: fixtures), name)
    }

    static let caseFiles: [String] = (try? Suite.cases([fixtures + "/cases"]).map(\.id)) ?? []

    @Test("Case files match every golden of theirs", arguments: caseFiles)
    func caseFile(id: String) throws {
        let run = CheckRun(paths: [fixtures + "/cases"])
        let found = try #require(try Suite.cases(run.paths).first { $0.id == id })
        let results: [CaseResult] = try CheckRun.check(found, outputs: Array(found.outputs.indices), mode: Self.mode, artifacts: Self.artifacts)
        for result in results where result.status != .passed {
            let details: String = result.summary.joined(separator: "\n") + "\n" + (result.diff ?? "")
            Issue.record(Comment(rawValue: "\(result.goldenPath): \(result.status.rawValue)\n\(details)"))
        }
    }

    @Test("A mismatch reports a readable line diff and never touches the golden")
    func mismatchIsReported() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = folder + "/g.svg"
        try SafeFile.write(Array("a\nb\nc\nd\n".utf8), to: golden)
        let item = GoldenCase(name: "g", goldenPath: golden) { Array("a\nb\nX\nd\n".utf8) }
        let outcome = try item.check(mode: .never, artifacts: folder + "/artifacts")
        expectEqual(outcome, .mismatched(diff: "   1  a\n   2  b\n - 3  c\n + 3  X\n   4  d\n   5  ", artifact: folder + "/artifacts/g.svg"))
        try expectEqual(readFile(golden), Array("a\nb\nc\nd\n".utf8))
        try expectEqual(item.check(mode: .failed, artifacts: nil), .recorded(path: golden))
        try expectEqual(readFile(golden), Array("a\nb\nX\nd\n".utf8))
    }
}

@Suite("Legacy fixtures listing")
struct GoldenListingTests {
    @Test("The legacy layout lists a folder in byte order, hidden names left out, and refuses a missing folder")
    func listsInByteOrder() throws {
        let folder = Scratch.folder("golden-list")
        for name in ["b.json", "B.json", "a.json", ".hidden.json", "notes.txt", "é.json"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("{}".utf8)))
        }
        try expectEqual(GoldenSuite.list(folder, suffix: ".json"), ["B.json", "a.json", "b.json", "é.json"])
        #expect(throws: DocumentError.self) { try GoldenSuite.list(folder + "/missing", suffix: ".json") }
        do {
            _ = try GoldenSuite.list(folder + "/missing", suffix: ".json")
        } catch let error as DocumentError {
            expectEqual(error.message, "no such folder")
            expectEqual(error.file, folder + "/missing")
        }
    }
}
