import Foundation
import SceneGraph
import Testing
import TestSupport
@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

@Suite("player page")
struct PlayerPageTests {
    /// Three frames of a drag in two schemes, with markers in three lanes.
    static func sample(title: String = "price.json × price-drag.json", label: String = "Minimum price") -> PlayerData {
        let frames = (0..<3).map { i in
            PlayerData.Frame(
                index: i, t: Double(i) / 60,
                files: [String(format: "frames/light/%04d.svg", i), String(format: "frames/dark/%04d.svg", i)],
                caption: "$\(120 + 10 * i) – $480",
                details: ["\(label), $\(120 + 10 * i), adjustable", "Maximum price, $480, adjustable"])
        }
        let markers: [PlayerData.Marker] = [
            .init(t: 0, frame: 0, lane: 0, shape: .bar, tone: .primary, kind: "touchDown", detail: "x 63.6", alwaysDrawn: true),
            .init(t: 1.0 / 60, frame: 1, lane: 0, shape: .tick, tone: .faint, kind: "touchMove", detail: "x 70"),
            .init(t: 2.0 / 60, frame: 2, lane: 0, shape: .bar, tone: .primary, kind: "touchUp", detail: "x 76.4", alwaysDrawn: true),
            .init(t: 1.0 / 60, frame: 1, lane: 1, shape: .line, tone: .value, kind: "value", detail: "[130,480]"),
            .init(t: 1.0 / 60, frame: 1, lane: 2, shape: .dot, tone: .soft, kind: "haptic", detail: "selection"),
            .init(t: 2.0 / 60, frame: 2, lane: 2, shape: .diamond, tone: .strong, kind: "haptic", detail: "impact", alwaysDrawn: true),
        ]
        return PlayerData(
            title: title, fps: 60, width: 378, height: 127, schemes: ["light", "dark"], captionTitle: "Value", detailsTitle: "VoiceOver",
            lanes: ["Input", "Value", "Haptics"], legend: [.init(.bar, .primary, "Touch down / up"), .init(.diamond, .strong, "Impact haptic")],
            frames: frames, markers: markers)
    }

    @Test("The page has every control the player and its test script use")
    func requiredIDs() {
        let html = PlayerPage.html(Self.sample())
        for id in ["play", "scrubber", "time", "value", "voiceover", "timeline", "player-data", "frame-light", "frame-dark", "speed", "loop"] {
            #expect(html.contains("id=\"\(id)\""), "missing id \(id)")
        }
        expectContains(html, #"<input type="range" id="scrubber" min="0" max="2" step="1" value="0""#)
        expectContains(html, #"src="frames/light/0000.svg""#)
        expectContains(html, #"src="frames/dark/0000.svg""#)
        expectContains(html, #"<output id="value">$120 – $480</output>"#)
        expectContains(html, #"<output id="time" for="scrubber">0.000 s · frame 0/2</output>"#)
        expectContains(html, "<li>Minimum price, $120, adjustable</li><li>Maximum price, $480, adjustable</li>")
        expectPrefix(html, "<!DOCTYPE html>\n")
        expectSuffix(html, "</html>\n")
        expectNotContains(html, "\r")
    }

    @Test("The data is embedded as JSON that parses back to the same frames, events and effects")
    func embedsData() throws {
        let json = try #require(PlayerPageData.object(PlayerPage.html(Self.sample())))
        expectEqual(json["title"] as? String, "price.json × price-drag.json")
        expectEqual(json["fps"] as? Double, 60)
        expectEqual(json["width"] as? Double, 378)
        expectEqual(json["schemes"] as? [String], ["light", "dark"])
        let frames = try #require(json["frames"] as? [[String: Any]])
        expectEqual(frames.count, 3)
        expectEqual((json["markers"] as? [Any])?.count, 6)
        expectEqual(json["lanes"] as? [String], ["Input", "Value", "Haptics"])
        expectEqual(frames[1]["caption"] as? String, "$130 – $480")
        expectEqual(frames[1]["files"] as? [String], ["frames/light/0001.svg", "frames/dark/0001.svg"])
        expectEqual(frames[2]["details"] as? [String], ["Minimum price, $140, adjustable", "Maximum price, $480, adjustable"])
        expectEqual(frames[1]["t"] as? Double, 0.016667)
        let markers = try #require(json["markers"] as? [[String: Any]])
        expectEqual(markers[5]["kind"] as? String, "haptic")
        expectEqual(markers[5]["detail"] as? String, "impact")
        expectEqual(markers[5]["shape"] as? String, "diamond")
        expectEqual(markers[5]["frame"] as? Int, 2)
        expectEqual(markers[5]["keep"] as? Bool, true)
    }

    @Test("Captions and VoiceOver lines repeated from the frame before, or changed back, read back as each frame's own")
    func repeatedLines() throws {
        var data = Self.sample()
        let a = ["Minimum price, $120, adjustable", "Maximum price, $480, adjustable"]
        let b = ["Minimum \"price\" <b>, $130, adjustable", "Maximum price, $480, adjustable"]
        // The same array, another array with the same lines, a change, a change back, and an escaped caption.
        let pattern: [(String, [String])] = [("$120 – $480", a), ("$120 – $480", a), ("$120 – $480", Array(a)), ("$130 <&> $480", b),
                                             ("$130 <&> $480", b), ("$120 – $480", a), ("$120 – $480", [])]
        data.frames = pattern.enumerated().map { i, p in
            PlayerData.Frame(index: i, t: Double(i) / 60, files: ["frames/\(i).svg"], caption: p.0, details: p.1)
        }
        for bytes in [PlayerPage.html(data), PlayerPage.chunk(frames: data.frames, markers: [])] {
            let text = bytes.hasPrefix("<") ? try #require(PlayerPageData.json(bytes)) : String(bytes.drop { $0 != "{" }.dropLast(3))
            let object = try #require((try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any])
            let frames = try #require(object["frames"] as? [[String: Any]])
            expectEqual(frames.map { $0["caption"] as? String }, pattern.map(\.0))
            expectEqual(frames.map { $0["details"] as? [String] }, pattern.map(\.1))
        }
    }

    @Test("Every shape and tone is written as its name; runs of one kind, and a kind changed back, read back as each marker's own")
    func markerWords() throws {
        for shape in PlayerData.Shape.allCases {
            expectEqual(PlayerPage.shapeField(shape).description, ",\"shape\":\"\(shape.rawValue)\"")
        }
        for tone in PlayerData.Tone.allCases { #expect(PlayerPage.toneField(tone).description == ",\"tone\":\"\(tone.rawValue)\"") }
        let kinds = ["touchDown", "touchMove", "touchMove", "touchMove", "value", "touchMove", "k\"<ind>", "k\"<ind>", "touchUp"]
        let markers = kinds.enumerated().map { i, kind in
            PlayerData.Marker(t: Double(i), frame: i, lane: i % 3, shape: PlayerData.Shape.allCases[i % 8],
                              tone: PlayerData.Tone.allCases[i % 6], kind: kind, detail: "d\(i)")
        }
        let chunk = PlayerPage.chunk(frames: [], markers: markers)
        let object = try #require((try? JSONSerialization.jsonObject(with: Data(chunk.drop { $0 != "{" }.dropLast(3).utf8))) as? [String: Any])
        let read = try #require(object["markers"] as? [[String: Any]])
        expectEqual(read.map { $0["kind"] as? String }, kinds)
        expectEqual(read.map { $0["shape"] as? String }, markers.map(\.shape.rawValue))
        expectEqual(read.map { $0["tone"] as? String }, markers.map(\.tone.rawValue))
        expectEqual(read.map { $0["detail"] as? String }, markers.map(\.detail))
    }

    @Test("A label cannot close the script element or open a comment, and reads back unchanged")
    func escapesScript() throws {
        let evil = "</script><script>alert(1)</script> <!-- & \"quoted\" \\ \u{2028}\n"
        let html = PlayerPage.html(Self.sample(title: evil, label: evil))
        // The page's own two script elements close, nothing else does.
        expectEqual(html.components(separatedBy: "</script").count - 1, 2)
        expectEqual(html.lowercased().components(separatedBy: "</script").count - 1, 2)
        expectNotContains(html, "<!--")
        expectNotContains(html, "<script>alert")
        #expect(html.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; &quot;quoted&quot;"))
        let json = try #require(PlayerPageData.object(html))
        expectEqual(json["title"] as? String, evil)
        let frames = try #require(json["frames"] as? [[String: Any]])
        expectEqual((frames[0]["details"] as? [String])?.first, evil + ", $120, adjustable")
    }

    @Test("The same data gives the same bytes; numbers use the one formatter")
    func deterministic() {
        let a = PlayerPage.html(Self.sample())
        let b = PlayerPage.html(Self.sample())
        expectEqual(a, b)
        var data = Self.sample()
        data.frames[0].t = -0.0000001
        data.fps = 59.94
        let json = PlayerPage.json(data)
        expectPrefix(json, #"{"title":"price.json × price-drag.json","fps":59.94,"width":378,"height":127,"schemes":["light","dark"],"lanes":["#)
        expectContains(json, #"{"index":0,"t":0,"files":"#)
        #expect(!json.contains(/[0-9][eE][-+]?[0-9]/))
        expectNotContains(json, "-0")
    }

    @Test("The page loads nothing from the network and references frames by relative path")
    func selfContained() {
        var data = Self.sample()
        data.frames[0].files[0] = "frames/light/a b#1.svg"
        let html = PlayerPage.html(data)
        expectNotContains(html, "http:")
        expectNotContains(html, "https:")
        #expect(!html.contains("url("))
        expectNotContains(html, "@import")
        expectNotContains(html, "<link")
        expectNotContains(html, "<script src")
        expectContains(html, #"src="frames/light/a%20b%231.svg" data-file="frames/light/a b#1.svg""#)
        for match in html.components(separatedBy: " src=\"").dropFirst() {
            #expect(!match.hasPrefix("/") && !match.prefix(while: { $0 != "\"" }).contains(":"))
        }
    }

    @Test("One scheme shows one image; no frames still makes a page")
    func shapes() throws {
        var data = Self.sample()
        data.schemes = ["dark"]
        data.frames = data.frames.map { var f = $0; f.files = [f.files[1]]; return f }
        let one = PlayerPage.html(data)
        expectEqual(one.components(separatedBy: "class=\"frame-img\"").count, 2)
        expectContains(one, #"id="frame-dark" src="frames/dark/0000.svg""#)
        data.frames = []
        data.markers = []
        let empty = PlayerPage.html(data)
        expectContains(empty, #"max="0""#)
        expectContains(empty, ">no frames</output>")
        let json = try #require(PlayerPageData.object(empty))
        expectEqual((json["frames"] as? [Any])?.isEmpty, true)
    }

    @Test("Readout helpers: fixed three decimals and the summary line")
    func readouts() {
        expectEqual(PlayerPage.fixed3(0.35), "0.350")
        expectEqual(PlayerPage.fixed3(2), "2.000")
        expectEqual(PlayerPage.fixed3(1.0 / 60), "0.017")
        expectEqual(PlayerPage.summary(Self.sample()), "3 frames · 60 fps · 0.033 s · light + dark")
    }
}

/// The pointer dot: data in, data out, in the page and in chunk scripts.
@Suite("player page pointer")
struct PlayerPagePointerTests {
    static func sample() -> PlayerData {
        var data = PlayerPageTests.sample()
        data.frames[1].pointer = Point(x: 94.245, y: 79.87)
        data.pointerLabel = "Finger (while down)"
        return data
    }

    @Test("A frame's pointer goes into the JSON as [x, y] in frame points; a frame without one has no pointer key")
    func pointerInJSON() throws {
        let html = PlayerPage.html(Self.sample())
        let frames = try #require(PlayerPageData.object(html)?["frames"] as? [[String: Any]])
        expectEqual(frames[1]["pointer"] as? [Double], [94.25, 79.87])
        #expect(frames[0]["pointer"] == nil && frames[2]["pointer"] == nil)
        // Data without pointers is written as before: no key, no legend entry.
        let plain = PlayerPage.html(PlayerPageTests.sample())
        #expect(!plain.contains("\"pointer\":") && !plain.contains("m-pointer\"/>"))
    }

    @Test("Chunk scripts of long replays carry the pointer too")
    func pointerInChunks() {
        let data = Self.sample()
        let chunk = PlayerPage.chunk(frames: data.frames, markers: [])
        expectContains(chunk, #""details":["Minimum price, $130, adjustable","Maximum price, $480, adjustable"],"pointer":[94.25,79.87]}"#)
    }

    @Test("Every image has a dot of its own, hidden until a frame has a pointer, and the legend names it")
    func dotPerImage() {
        let html = PlayerPage.html(Self.sample())
        expectEqual(html.components(separatedBy: #"<span class="pointer" aria-hidden="true" hidden></span>"#).count, 3)
        #expect(html.contains(#"<circle cx="6" cy="8" r="5" class="m-pointer"/></svg>Finger (while down)</li>"#))
        #expect(html.contains("placePointer(f.files.length ? f.pointer : null);"))
    }
}
