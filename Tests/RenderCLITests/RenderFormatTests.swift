import Foundation
import Testing
import TestSupport
@testable import render_cli

/// `render --format svg|png --scale 1|2|3 --text text|paths` for still frames.
@Suite("render --format")
struct RenderFormatTests {
    static let scene = fixtures + "/scenes/price.json"

    @Test("--format png writes a PNG of ceil(points × scale) pixels; the extension of --out picks the format too")
    func png() throws {
        let folder = temporaryFolder()
        for (arguments, file, width) in [
            (["--format", "png", "--scale", "3"], "a.png", 1134),
            ([], "b.png", 756),
            (["--format", "png", "--scale", "1"], "c.png", 378),
        ] {
            let result = runCLI(["render", Self.scene, "--out", folder + "/" + file] + arguments)
            expectEqual(result.code, .ok, "\(result.stderr)")
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
            expectEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            expectEqual(pngSize(bytes).map { $0.0 }, width)
        }
        // To a folder with both schemes: price-light.png and price-dark.png.
        let both = runCLI(["render", Self.scene, "--out", folder + "/all/", "--scheme", "both", "--format", "png"])
        expectEqual(both.code, .ok)
        #expect(FileManager.default.fileExists(atPath: folder + "/all/price-dark.png"))
    }

    @Test("A format that contradicts --out, a scale for SVG, a bad value, or --format with --trace are usage errors",
          arguments: [
              (["--format", "svg", "--out", "x.png"], "'--out x.png' names a .png file but the format is svg"),
              (["--format", "png", "--out", "x.svg"], "'--out x.svg' names a .svg file but the format is png"),
              (["--scale", "2"], "'--scale' applies to --format png"),
              (["--format", "png", "--scale", "4", "--out", "x.png"], "'--scale' expects 1, 2 or 3, got '4'"),
              (["--format", "gif"], "'--format' expects svg or png, got 'gif'"),
              (["--text", "paths", "--format", "png", "--out", "x.png"], "'--text' applies to --format svg"),
          ])
    func usageErrors(arguments: [String], message: String) {
        let result = runCLI(["render", Self.scene] + arguments)
        expectEqual(result.code, .usage)
        expectPrefix(result.stderr, "Error: " + message, "\(result.stderr)")
    }

    @Test("--text paths draws text as outlines with the text in aria-label")
    func textPaths() {
        let result = runCLI(["render", Self.scene, "--text", "paths"])
        expectEqual(result.code, .ok)
        expectContains(result.stdout, "<path id=\"header.lower\" aria-label=\"$120\" d=\"M")
        expectNotContains(result.stdout, "<text")
    }
}
