import Foundation
import Testing
import SliderRendering
@testable import render_cli
@testable import SliderEngine

@Suite("render --trace")
struct RenderTraceTests {
    static let scene = fixtures + "/scenes/price.json"
    static let trace = fixtures + "/traces/price-drag.json"

    @Test("render --trace writes frames, effects with frame numbers, accessibility changes, a manifest and a player")
    func outputFolder() throws {
        let out = temporaryFolder() + "/price"
        let result = runCLI(["render", Self.scene, "--trace", Self.trace, "--out", out, "--fps", "30", "--sheet", "--animated"])
        #expect(result.code == .ok, "\(result.stderr)")
        let frames = try listFiles(out + "/frames", suffix: ".svg")
        #expect(frames.first == "0000.svg")
        #expect(frames == frames.sorted())
        let effects = String(decoding: try readFile(out + "/effects.jsonl"), as: UTF8.self).split(separator: "\n")
        #expect(effects.first == #"{"t":0.0167,"frame":1,"type":"value","value":[130,480]}"#)
        #expect(effects.contains(#"{"t":0.45,"frame":14,"type":"haptic","style":"impact"}"#))
        let accessibility = String(decoding: try readFile(out + "/accessibility.jsonl"), as: UTF8.self)
        #expect(accessibility.hasPrefix(#"{"t":0.0167,"frame":1,"elements":[{"id":"thumb.lower","label":"Minimum price","value":"$130""#))
        let manifest = try JSONSerialization.jsonObject(with: Data(try readFile(out + "/manifest.json"))) as? [String: Any]
        let listed = manifest?["frames"] as? [[String: Any]]
        #expect(listed?.count == frames.count)
        #expect((listed?.last?["t"] as? Double ?? 0) >= 1.5)
        for name in ["index.html", "sheet.svg", "animated.svg"] { #expect(fileExists(out + "/" + name), "\(name)") }
        let animated = String(decoding: try readFile(out + "/animated.svg"), as: UTF8.self)
        #expect(animated.contains(#"calcMode="discrete""#))
        // The same run again keeps every frame file, and says how many files it made.
        let same = runCLI(["render", Self.scene, "--trace", Self.trace, "--out", out, "--fps", "30"])
        #expect(same.code == .ok)
        let kept = same.stderr.split(separator: "\n").first { $0.contains("new frame files") }.map(String.init) ?? ""
        #expect(kept.hasPrefix("0 new frame files: "), "\(same.stderr)")
        #expect(kept.hasSuffix(" were kept unchanged from the previous run"))
        #expect(try listFiles(out + "/frames", suffix: ".svg") == frames)
        // A second, shorter run into the same folder leaves no stale frames behind.
        let again = runCLI(["render", Self.scene, "--trace", fixtures + "/traces/tap-track.json", "--out", out, "--fps", "30"])
        #expect(again.code == .ok)
        #expect(try listFiles(out + "/frames", suffix: ".svg").count < frames.count)
    }

    @Test("--at T writes the one frame at that time, and --scheme both writes both folders")
    func singleFrameAndSchemes() throws {
        let file = temporaryFolder() + "/at.svg"
        let at = runCLI(["render", Self.scene, "--trace", Self.trace, "--at", "0.2", "--out", file])
        #expect(at.code == .ok)
        let svg = String(decoding: try readFile(file), as: UTF8.self)
        #expect(svg.contains(">$</tspan><tspan x=\"") && svg.hasSuffix("</svg>\n"))
        let out = temporaryFolder() + "/both"
        let both = runCLI(["render", Self.scene, "--trace", fixtures + "/traces/tap-track.json", "--out", out, "--scheme", "both", "--fps", "10"])
        #expect(both.code == .ok)
        #expect(try listFiles(out + "/frames/light", suffix: ".svg") == listFiles(out + "/frames/dark", suffix: ".svg"))
        #expect(runCLI(["render", Self.scene, "--fps", "30"]).code == .usage)
        #expect(runCLI(["render", Self.scene, "--trace", Self.trace]).stderr.contains("give --out DIR"))
    }

    @Test("--frames none writes no frame files; the logs, manifest and player match a full run's, and the player shows the sheet")
    func framesNone() throws {
        let full = temporaryFolder() + "/full", bare = temporaryFolder() + "/bare"
        #expect(runCLI(["render", Self.scene, "--trace", Self.trace, "--out", full, "--sheet", "--animated"]).code == .ok)
        let result = runCLI(["render", Self.scene, "--trace", Self.trace, "--out", bare, "--frames", "none"])
        #expect(result.code == .ok, "\(result.stderr)")
        #expect(result.stderr.contains("without frame files"))
        #expect(!fileExists(bare + "/frames"))
        // The same replay: the logs, the sheet and the animation are the same bytes as with frames.
        for name in ["effects.jsonl", "accessibility.jsonl", "sheet.svg", "animated.svg"] {
            #expect(try readFile(bare + "/" + name) == readFile(full + "/" + name), "\(name)")
        }
        let manifest = String(decoding: try readFile(bare + "/manifest.json"), as: UTF8.self)
        let fullManifest = String(decoding: try readFile(full + "/manifest.json"), as: UTF8.self)
        #expect(manifest.contains(#""files": []"#) && !manifest.contains("frames/0"))
        #expect(manifest.split(separator: "\n").count == fullManifest.split(separator: "\n").count)
        let page = String(decoding: try readFile(bare + "/index.html"), as: UTF8.self)
        #expect(page.contains(#"src="sheet.svg""#) && page.contains(#"class="frame-img stand-in""#) && page.contains(#"id="notice""#))
        #expect(!String(decoding: try readFile(full + "/index.html"), as: UTF8.self).contains(#"id="notice""#))
        // PNG frames: the animation is the APNG.
        let png = temporaryFolder() + "/png"
        #expect(runCLI(["render", Self.scene, "--trace", fixtures + "/traces/tap-track.json", "--out", png, "--frames", "none", "--format", "png", "--fps", "10"]).code == .ok)
        #expect(fileExists(png + "/animated.png") && fileExists(png + "/sheet.png") && !fileExists(png + "/frames"))
        #expect(String(decoding: try readFile(png + "/index.html"), as: UTF8.self).contains(#"src="sheet.png""#))
        // Only all or none, and only with --trace.
        #expect(runCLI(["render", Self.scene, "--trace", Self.trace, "--out", bare, "--frames", "some"]).code == .usage)
        #expect(runCLI(["render", Self.scene, "--frames", "none"]).stderr.contains("needs --trace"))
    }
}
