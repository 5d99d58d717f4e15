import Foundation
import SceneGraph
import SliderEngine
import SVGRender
import Testing
@testable import render_cli

/// Our PNGs of the goldens. With `RENDER_PNG_OUT=DIR` (and optionally `RENDER_PNG_SCALE=1|2|3`, default 2) the export
/// test also writes, for every still and sequence-sheet golden, `DIR/<golden path without .svg>.png` and the same
/// scene as `--text paths` SVG (`….paths.svg`), which `scripts/compare-renderers.sh` compares with resvg, librsvg
/// and Chromium. With `RENDER_APNG=1` it adds `DIR/goldens/sequences/<name>.apng.png`, every frame of each
/// sequence's replay as one animated PNG (`scripts/check-png.sh` validates them).
@Suite("Golden PNGs")
struct GoldenPNGTests {
    /// Every golden scene by its path under `Fixtures/` without `.svg`: stills, then sequence sheets when asked.
    static func scenes(sheets: Bool) throws -> [(name: String, scene: Scene)] {
        var result: [(name: String, scene: Scene)] = []
        for file in try Files.list(fixtures + "/scenes", suffix: ".json") {
            let path = fixtures + "/scenes/" + file
            let document = try SceneFile.parse(Files.read(path), file: path)
            result.append(("goldens/" + String(file.dropLast(5)),
                           document.stillScene(scheme: document.environment.colorScheme, grabbed: document.grabbed)))
        }
        guard sheets else { return result }
        for file in try Files.list(fixtures + "/sequences", suffix: ".json") {
            let spec = try SceneFile.parseRoot(Files.read(fixtures + "/sequences/" + file), file: file).object()
            let scenePath = fixtures + "/" + (try spec.required("scene").string())
            let tracePath = fixtures + "/" + (try spec.required("trace").string())
            let fps = try spec.nonNull("fps")?.number("fps") { $0 >= 1 } ?? 30
            let document = try SceneFile.parse(Files.read(scenePath), file: scenePath)
            let events = try TraceFile.parse(Files.read(tracePath), file: tracePath, kind: document.config.kind, valueType: document.valueType)
            let sheet: Scene
            switch document.valueType {
            case .double: sheet = try Self.sheet(Double.self, document, events, fps: fps)
            case .float: sheet = try Self.sheet(Float.self, document, events, fps: fps)
            }
            result.append(("goldens/sequences/" + String(file.dropLast(5)) + ".sheet", sheet))
        }
        return result
    }

    /// The contact sheet of a replay, as `Goldens.sheetAndEffects` makes it.
    static func sheet<V: SliderValue>(_: V.Type, _ document: SceneDocument, _ events: [TimedEvent<Double>], fps: Double) throws -> Scene {
        var frames: [(t: Double, scene: Scene)] = []
        try FrameReplay<V>(document: document, events: events, fps: fps).run(
            scheme: document.environment.colorScheme, onStep: { _ in }, onFrame: { _, t, scene, _ in frames.append((t, scene)) })
        return ContactSheet.scene(ContactSheet.pick(frames), columns: 6)
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
        #expect(scenes.count >= 20)
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
        for file in try Files.list(fixtures + "/sequences", suffix: ".json") {
            let spec = try SceneFile.parseRoot(Files.read(fixtures + "/sequences/" + file), file: file).object()
            let scenePath = fixtures + "/" + (try spec.required("scene").string())
            let tracePath = fixtures + "/" + (try spec.required("trace").string())
            let fps = try spec.nonNull("fps")?.number("fps") { $0 >= 1 } ?? 30
            let document = try SceneFile.parse(Files.read(scenePath), file: scenePath)
            let events = try TraceFile.parse(Files.read(tracePath), file: tracePath, kind: document.config.kind, valueType: document.valueType)
            var frames: [Scene] = []
            try FrameReplay<Double>(document: document, events: events, fps: fps).run(
                scheme: document.environment.colorScheme, onStep: { _ in }, onFrame: { _, _, scene, _ in frames.append(scene) })
            guard let first = frames.first else { continue }
            let size = Rasterizer.pixelSize(of: first, scale: scale)
            var animation = APNGEncoder(width: size.width, height: size.height)
            for frame in frames {
                animation.append(rasterizer.image(of: frame, scale: scale), delay: APNGEncoder.Delay(frames: 1, fps: Int(fps)))
            }
            try Data(animation.finish()).write(to: URL(fileURLWithPath: out + "/goldens/sequences/" + String(file.dropLast(5)) + ".apng.png"))
        }
    }
}
