import Foundation
import Testing
import TestSupport
import SliderCheck
import SliderSnapshots
@testable import render_cli
@testable import SliderEngine
@testable import SliderDocuments

@Suite("render --trace")
struct RenderTraceTests {
    static let scene = fixtures + "/scenes/price.json"
    static let trace = fixtures + "/traces/price-drag.json"

    @Test("render --trace writes frames, effects with frame numbers, accessibility changes, a manifest and a player")
    func outputFolder() throws {
        let out = temporaryFolder() + "/price"
        let result = runCLI(["render", Self.scene, "--trace", Self.trace, "--out", out, "--fps", "30", "--sheet", "--animated"])
        expectEqual(result.code, .ok, "\(result.stderr)")
        let frames = try listFiles(out + "/frames", suffix: ".svg")
        expectEqual(frames.first, "0000.svg")
        expectEqual(frames, frames.sorted())
        let effects = String(decoding: try readFile(out + "/effects.jsonl"), as: UTF8.self).split(separator: "\n")
        expectEqual(effects.first, #"{"t":0.0167,"frame":1,"type":"value","value":[130,480]}"#)
        expectContains(effects, #"{"t":0.45,"frame":14,"type":"haptic","style":"impact"}"#)
        let accessibility = String(decoding: try readFile(out + "/accessibility.jsonl"), as: UTF8.self)
        expectPrefix(accessibility, #"{"t":0.0167,"frame":1,"elements":[{"id":"thumb.lower","label":"Minimum price","value":"$130""#)
        let manifest = try JSONSerialization.jsonObject(with: Data(try readFile(out + "/manifest.json"))) as? [String: Any]
        let listed = manifest?["frames"] as? [[String: Any]]
        expectEqual(listed?.count, frames.count)
        expectGreaterOrEqual(listed?.last?["t"] as? Double ?? 0, 1.5)
        for name in ["index.html", "sheet.svg", "animated.svg"] { #expect(fileExists(out + "/" + name), "\(name)") }
        let animated = String(decoding: try readFile(out + "/animated.svg"), as: UTF8.self)
        expectContains(animated, #"calcMode="discrete""#)
        // The same run again replaces the folder with the same frames.
        let same = runCLI(["render", Self.scene, "--trace", Self.trace, "--out", out, "--fps", "30"])
        expectEqual(same.code, .ok)
        try expectEqual(listFiles(out + "/frames", suffix: ".svg"), frames)
        // A second, shorter run into the same folder leaves no stale frames behind.
        let again = runCLI(["render", Self.scene, "--trace", fixtures + "/traces/tap-track.json", "--out", out, "--fps", "30"])
        expectEqual(again.code, .ok)
        #expect(try listFiles(out + "/frames", suffix: ".svg").count < frames.count)
    }

    /// Every file under `folder`, relative path and bytes, in path order.
    static func tree(_ folder: String) throws -> [(String, [UInt8])] {
        let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
        return try paths.compactMap { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            return isFolder.boolValue ? nil : (path, try readFile(folder + "/" + path))
        }
    }

    @Test("With two jobs the trace is read while the replay runs: the same files as one job, and a bad trace's same error")
    func streamedTrace() throws {
        let dir = temporaryFolder()
        // Times spelled with an escaped key are missed by the guess of the last time, which finds 2 (the last plain
        // "t"): the names' width it gives is wrong (4 digits for 6), the run finds that out and runs again from the
        // events read.
        let text = #"{"events": [{"t": 0, "type": "touchDown", "x": 50}, {"t": 1, "type": "touchMove", "x": 200}, "#
            + #"{"t": 2, "type": "touchUp"}, {"\u0074": 2000, "type": "touchDown", "x": 100}, {"type": "touchUp", "\u0074": 2000.5}]}"#
        let traces = [("escaped", text), ("drag", String(decoding: try readFile(Self.trace), as: UTF8.self))]
        for (name, body) in traces {
            let trace = dir + "/\(name).json"
            try body.write(toFile: trace, atomically: true, encoding: .utf8)
            let one = runCLI(["render", Self.scene, "--trace", trace, "--out", dir + "/\(name)-1", "--jobs", "1", "--sheet", "--animated"])
            let two = runCLI(["render", Self.scene, "--trace", trace, "--out", dir + "/\(name)-2", "--jobs", "2", "--sheet", "--animated"])
            #expect(one.code == .ok && two.code == .ok, "\(one.stderr) \(two.stderr)")
            expectEqual(one.stderr, two.stderr.replacingOccurrences(of: "\(name)-2", with: "\(name)-1"))
            let (a, b) = (try Self.tree(dir + "/\(name)-1"), try Self.tree(dir + "/\(name)-2"))
            expectEqual(a.map(\.0), b.map(\.0))
            #expect(a.count > 5 && zip(a, b).allSatisfy { $0.1 == $1.1 }, "\(name)")
            if name == "escaped" { #expect(a.contains { $0.0 == "frames/000000.svg" }, "\(a.map(\.0).prefix(5))") }
        }
        // Event 3 goes back in time: the same error either way, and no folder made.
        let bad = dir + "/bad.json"
        try #"{"events": [{"t": 0, "type": "touchDown", "x": 50}, {"t": 1, "type": "touchMove", "x": 200}, {"t": 0.5, "type": "touchUp"}]}"#
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let errors = ["1", "2"].map { jobs in
            let result = runCLI(["render", Self.scene, "--trace", bad, "--out", dir + "/bad-out", "--jobs", jobs])
            expectEqual(result.code, .dataError, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/bad-out"))
            expectEqual((try? FileManager.default.contentsOfDirectory(atPath: dir))?.allSatisfy { !$0.contains("bad-out") }, true)
            return result.stderr
        }
        expectEqual(errors[0], errors[1])
        expectContains(errors[0], "bad.json:1:", "\(errors[0])")
    }

    @Test("--at T writes the one frame at that time, and --scheme both writes both folders")
    func singleFrameAndSchemes() throws {
        let file = temporaryFolder() + "/at.svg"
        let at = runCLI(["render", Self.scene, "--trace", Self.trace, "--at", "0.2", "--out", file])
        expectEqual(at.code, .ok)
        let svg = String(decoding: try readFile(file), as: UTF8.self)
        #expect(svg.contains(">$</tspan><tspan x=\"") && svg.hasSuffix("</svg>\n"))
        let out = temporaryFolder() + "/both"
        let both = runCLI(["render", Self.scene, "--trace", fixtures + "/traces/tap-track.json", "--out", out, "--scheme", "both", "--fps", "10"])
        expectEqual(both.code, .ok)
        try expectEqual(listFiles(out + "/frames/light", suffix: ".svg"), listFiles(out + "/frames/dark", suffix: ".svg"))
        expectEqual(runCLI(["render", Self.scene, "--fps", "30"]).code, .usage)
        expectContains(runCLI(["render", Self.scene, "--trace", Self.trace]).stderr, "give --out DIR")
    }

    @Test("--frames none writes no frame files; the logs, manifest and player match a full run's, and the player shows the sheet")
    func framesNone() throws {
        let full = temporaryFolder() + "/full", bare = temporaryFolder() + "/bare"
        expectEqual(runCLI(["render", Self.scene, "--trace", Self.trace, "--out", full, "--sheet", "--animated"]).code, .ok)
        let result = runCLI(["render", Self.scene, "--trace", Self.trace, "--out", bare, "--frames", "none"])
        expectEqual(result.code, .ok, "\(result.stderr)")
        expectContains(result.stderr, "without frame files")
        #expect(!fileExists(bare + "/frames"))
        // The same replay: the logs, the sheet and the animation are the same bytes as with frames.
        for name in ["effects.jsonl", "accessibility.jsonl", "sheet.svg", "animated.svg"] {
            try expectEqual(readFile(bare + "/" + name), readFile(full + "/" + name), "\(name)")
        }
        let manifest = String(decoding: try readFile(bare + "/manifest.json"), as: UTF8.self)
        let fullManifest = String(decoding: try readFile(full + "/manifest.json"), as: UTF8.self)
        #expect(manifest.contains(#""files": []"#) && !manifest.contains("frames/0"))
        expectEqual(manifest.split(separator: "\n").count, fullManifest.split(separator: "\n").count)
        let page = String(decoding: try readFile(bare + "/index.html"), as: UTF8.self)
        #expect(page.contains(#"src="sheet.svg""#) && page.contains(#"class="frame-img stand-in""#) && page.contains(#"id="notice""#))
        #expect(!String(decoding: try readFile(full + "/index.html"), as: UTF8.self).contains(#"id="notice""#))
        // PNG frames: the animation is the APNG.
        let png = temporaryFolder() + "/png"
        expectEqual(runCLI(["render", Self.scene, "--trace", fixtures + "/traces/tap-track.json", "--out", png, "--frames", "none", "--format", "png", "--fps", "10"]).code, .ok)
        #expect(fileExists(png + "/animated.png") && fileExists(png + "/sheet.png") && !fileExists(png + "/frames"))
        #expect(String(decoding: try readFile(png + "/index.html"), as: UTF8.self).contains(#"src="sheet.png""#))
        // Only all or none, and only with --trace.
        expectEqual(runCLI(["render", Self.scene, "--trace", Self.trace, "--out", bare, "--frames", "some"]).code, .usage)
        expectContains(runCLI(["render", Self.scene, "--frames", "none"]).stderr, "needs --trace")
    }
}
