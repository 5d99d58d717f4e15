import Foundation
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender
@testable import render_cli

@Suite("report command")
struct ReportCommandTests {
    static let svg = Array(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2" fill="#fff"/></svg>"##.utf8)

    static func result(_ id: String, _ status: CaseResult.Status) -> CaseResult {
        CaseResult(id: id, goldenPath: "goldens/\(id).svg", status: status, pathExtension: "svg", golden: status == .recorded ? nil : svg,
                   actual: status == .failed ? svg + [0x0A] : svg, acceptCommand: "render-cli check --filter \(id) --record failed")
    }

    /// Two shard report folders under a fresh folder.
    static func shards() throws -> (root: String, one: String, two: String) {
        let root = temporaryFolder()
        try CheckReport.write(CheckReport(results: [result("b", .failed), result("d", .passed)], stale: ["goldens/old.svg"], label: "1/2"), to: root + "/one")
        try CheckReport.write(CheckReport(results: [result("a", .passed), result("c", .recorded)], stale: ["goldens/old.svg"], label: "2/2"), to: root + "/two")
        return (root, root + "/one", root + "/two")
    }

    @Test("report --help lists the merge verb; 'report merge --help' and 'report help merge' describe it")
    func help() {
        let result = runCLI(["report", "--help"])
        expectEqual(result.code, .ok)
        #expect(result.stdout.hasPrefix("OVERVIEW: Merge the review reports of several check runs (CI shards) into one.\n"))
        expectContains(result.stdout, "\n  merge                   Join the report folders of several shards into one report.")
        #expect(result.stdout.contains("  --out <dir>             (merge) The merged report folder"))
        let verb = runCLI(["report", "merge", "--help"])
        expectEqual(verb.code, .ok)
        expectContains(verb.stdout, "USAGE: render-cli report merge <report-dir>... --out <dir> [--label TEXT]")
        expectEqual(verb.stdout, runCLI(["report", "help", "merge"]).stdout)
        expectContains(runCLI(["--help"]).stdout, "\n  report                  Merge the review reports")
    }

    @Test("report merge writes the merged page and report.json, sorted by id")
    func merge() throws {
        let (root, one, two) = try Self.shards()
        let result = runCLI(["report", "merge", one, two, "--out", root + "/merged"])
        expectEqual(result.code, .ok, "\(result.stderr)")
        expectEqual(result.stdout, "merged 2 reports: 2 passed, 1 failed, 1 recorded, 1 stale\n")
        expectEqual(result.stderr, "wrote \(root)/merged/index.html and \(root)/merged/report.json\n")
        let merged = try CheckReport.read(root + "/merged")
        expectEqual(merged.results.map(\.id), ["a", "b", "c", "d"])
        expectEqual(merged.label, "1/2 + 2/2")
        try expectEqual(readFile(root + "/merged/index.html"), Array(merged.html().utf8))
        // The same inputs in the other order: the same bytes.
        expectEqual(runCLI(["report", "merge", two + "/report.json", one, "--out", root + "/again", "--label", "1/2 + 2/2"]).code, .ok)
        try expectEqual(readFile(root + "/again/report.json"), readFile(root + "/merged/report.json"))
    }

    @Test("A case in two reports is a data error naming both; bad arguments are usage errors")
    func errors() throws {
        let (root, one, _) = try Self.shards()
        let duplicate = runCLI(["report", "merge", one, one, "--out", root + "/merged"])
        expectEqual(duplicate.code, .dataError)
        #expect(duplicate.stderr.contains("Error: \(one)/report.json: the case \"b\" is also in \(one)/report.json"))
        #expect(!fileExists(root + "/merged"))
        let noOut = runCLI(["report", "merge", one])
        expectEqual(noOut.code, .usage)
        expectContains(noOut.stderr, "Error: missing --out <dir>\nUsage: render-cli report merge")
        expectContains(noOut.stderr, "See 'render-cli report merge --help'")
        expectContains(runCLI(["report", "merge", "--out", root + "/x"]).stderr, "missing <report-dir>")
        expectContains(runCLI(["report", "mrege"]).stderr, "unknown verb 'mrege'; did you mean 'merge'?")
        expectEqual(runCLI(["report"]).code, .usage)
        let missing = runCLI(["report", "merge", root + "/nothing", "--out", root + "/x"])
        expectEqual(missing.code, .ioError)
        _ = FileManager.default.createFile(atPath: root + "/bad.json", contents: Data("{".utf8))
        expectEqual(runCLI(["report", "merge", root + "/bad.json", "--out", root + "/x"]).code, .dataError)
        // Never over a folder of someone else's files.
        try FileManager.default.createDirectory(atPath: root + "/theirs", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/theirs/notes.txt", contents: Data("keep".utf8))
        expectEqual(runCLI(["report", "merge", one, "--out", root + "/theirs"]).code, .ioError)
        try expectEqual(readFile(root + "/theirs/notes.txt"), Array("keep".utf8))
    }
}

@Suite("gallery command")
struct GalleryCommandTests {
    @Test("gallery writes the library's sheet as SVG or PNG")
    func gallery() throws {
        let folder = temporaryFolder()
        let svg = runCLI(["gallery", fixtures + "/scenes/age.json", "--out", folder + "/age.svg"])
        expectEqual(svg.code, .ok, "\(svg.stderr)")
        expectEqual(svg.stderr, "wrote \(folder)/age.svg\n")
        let document = try SceneDocument(contentsOf: fixtures + "/scenes/age.json")
        try expectEqual(readFile(folder + "/age.svg"), SVGRender.bytes(Gallery.scene(document)))
        let stdout = runCLI(["gallery", fixtures + "/scenes/age.json"])
        expectEqual(Array(stdout.stdout.utf8), SVGRender.bytes(Gallery.scene(document)))
        let png = runCLI(["gallery", fixtures + "/scenes/price.json", "--out", folder + "/price.png", "--scale", "1"])
        expectEqual(png.code, .ok)
        let size = pngSize(try readFile(folder + "/price.png"))
        let sheet = Gallery.scene(try SceneDocument(contentsOf: fixtures + "/scenes/price.json"))
        #expect(size?.0 == Int(sheet.size.width) && size?.1 == Int(sheet.size.height))
    }

    @Test("gallery --help, and its usage errors")
    func errors() {
        let help = runCLI(["gallery", "--help"])
        expectEqual(help.code, .ok)
        expectContains(help.stdout, "USAGE: render-cli gallery <scene.json> [--out FILE.svg|FILE.png]")
        for option in ["--out <file>", "--format <format>", "--scale <n>"] { #expect(help.stdout.contains("  \(option)")) }
        let folder = temporaryFolder()
        expectContains(runCLI(["gallery"]).stderr, "Error: missing <scene.json>")
        expectContains(runCLI(["gallery", fixtures + "/scenes/age.json", "--out", folder + "/g.jpg"]).stderr, "ends in .jpg")
        expectContains(runCLI(["gallery", fixtures + "/scenes/age.json", "--out", folder]).stderr, "is a folder")
        expectEqual(runCLI(["gallery", fixtures + "/scenes/age.json", "--out", folder + "/g.svg", "--format", "png"]).code, .usage)
        expectContains(runCLI(["gallery", fixtures + "/scenes/age.json", "--scale", "2"]).stderr, "'--scale' applies to --format png")
        expectEqual(runCLI(["gallery", folder + "/none.json"]).code, .ioError)
    }
}
