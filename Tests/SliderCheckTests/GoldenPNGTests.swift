import Foundation
import SceneGraph
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender
import SliderCheck
import SliderSnapshots
import Testing
import TestSupport

/// Our PNGs of the goldens. With `RENDER_PNG_OUT=DIR` (and optionally `RENDER_PNG_SCALE=1|2|3`, default 2) the export
/// test also writes, for every still and sequence-sheet golden, `DIR/<golden path without .svg>.png` and the same
/// scene as `--text paths` SVG (`….paths.svg`), which `scripts/compare-renderers.sh` compares with resvg, librsvg
/// and Chromium. With `RENDER_APNG=1` it adds `DIR/goldens/sequences/<name>.apng.png`, every frame of each
/// sequence's replay as one animated PNG (`scripts/check-png.sh` validates them).
@Suite("Golden PNGs")
struct GoldenPNGTests {
    /// Every golden scene by its path under `Fixtures/` without `.svg`: stills, then sequence sheets when asked.
    static func scenes(sheets: Bool) throws -> [(name: String, scene: Scene)] {
        try GoldenSuite.scenes(fixtures: fixtures, sheets: sheets)
    }

    /// Width and height from a PNG's IHDR.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count > 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (word(16), word(20))
    }

    @Test("Every still golden draws at @1x as a PNG the size of its SVG, with every glyph covered")
    func stills() throws {
        let scenes = try Self.scenes(sheets: false)
        expectGreaterOrEqual(scenes.count, 20)
        for (name, scene) in scenes {
            let png = PNGRender.png(scene, scale: 1)
            let size = try #require(Self.pngSize(png), "\(name): no IHDR")
            #expect(size.0 == Int(scene.size.width.rounded(.up)) && size.1 == Int(scene.size.height.rounded(.up)), "\(name): \(size)")
            #expect(scene.uncoveredScalars.isEmpty, "\(name) draws .notdef for \(scene.uncoveredScalars)")
        }
    }

    @Test("With RENDER_PNG_OUT set, writes our PNG and text-as-paths SVG of every golden")
    func export() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let out = environment["RENDER_PNG_OUT"], !out.isEmpty else { return }
        let scale = Int(environment["RENDER_PNG_SCALE"] ?? "2") ?? 2
        let scenes = try Self.scenes(sheets: true)
        var rasterizer = Rasterizer()
        var encoder = PNGEncoder()
        var writer = SVGWriter(options: SVGOptions(textMode: .paths))
        for (name, scene) in scenes {
            let folder = (out + "/" + name as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let png = encoder.encode(rasterizer.image(of: scene, scale: scale))
            try Data(png).write(to: URL(fileURLWithPath: out + "/" + name + ".png"))
            try Data(writer.write(scene)).write(to: URL(fileURLWithPath: out + "/" + name + ".paths.svg"))
        }
        #expect(scenes.contains { $0.name.hasSuffix(".sheet") })
        guard environment["RENDER_APNG"] == "1" else { return }
        for file in try FileManager.default.contentsOfDirectory(atPath: fixtures + "/sequences").sorted() where file.hasSuffix(".json") {
            let spec = try SequenceSpec(contentsOf: fixtures + "/sequences/" + file, fixtures: fixtures)
            let replay = Replay(document: spec.scene, trace: spec.trace, fps: spec.fps)
            let png = try AnimatedPNG.bytes(of: replay, scale: scale)
            try Data(png).write(to: URL(fileURLWithPath: out + "/goldens/sequences/" + String(file.dropLast(5)) + ".apng.png"))
        }
    }
}
