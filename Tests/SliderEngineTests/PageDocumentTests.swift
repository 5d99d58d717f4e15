import SceneGraph
import Testing
import TestSupport
@testable import SliderEngine
@testable import SliderDocuments

/// Page files: reading, located errors, the round trip, and the still scene that stacks the sliders.
@Suite("Page documents")
struct PageDocumentTests {
    static let fixtures = DocumentRoundTripTests.fixtures
    static let seed = fixtures + "/scenes/seed-example.json"

    static let price = #"{"bounds": [0, 1000], "value": [120, 480], "step": 10, "readout": "header"}"#
    static let age = #"{"bounds": [18, 80], "value": [24, 41], "step": 1, "minimumDistance": 5}"#

    @Test("The seed example reads as a 393 pt page of two sliders, each 333 pt wide, sharing the environment")
    func seedExample() throws {
        let doc = try SceneDocument(contentsOf: Self.seed)
        let page = try #require(doc.page)
        expectEqual(page, ScenePage(width: 393, height: nil, padding: 30, spacing: 40))
        expectEqual(doc.sliders.count, 2)
        expectEqual(doc.environment.width, 333)
        #expect(doc.sliders[0].config.readout == .header && doc.sliders[0].config.format.style == .currency(code: "USD"))
        #expect(doc.sliders[1].config.minimumDistance == 5 && doc.sliders[1].config.style.fill == AdaptiveColor(0xA9DCB7))
        expectEqual(doc.document(forSlider: 1).environment.width, 333)
        expectEqual(doc.document(forSlider: 1).canvas, Canvas(padding: 0, background: nil))
        // The first slider answers for a page as the one slider does for a slider file.
        expectEqual(doc.config, doc.sliders[0].config)
    }

    @Test("Bad page files get one located error each", arguments: [
        (#"{"page": {"width": 50}, "sliders": [\#(price)]}"#, "1:20: at $.page.width: a padding of 30 on each side leaves no room for the sliders on a page 50 pt wide"),
        (#"{"page": {"hieght": 800}, "sliders": [\#(price)]}"#, #"1:21: at $.page.hieght: unknown key "hieght"; did you mean "height"?"#),
        (#"{"page": {"height": 0}, "sliders": [\#(price)]}"#, "1:21: at $.page.height: expected a height greater than 0 and at most 100000 points, found 0"),
        (#"{"sliders": []}"#, "1:13: at $.sliders: a page holds at least one slider; found an empty list"),
        (#"{"page": {}}"#, #"1:1: at $: missing key "sliders""#),
        (#"{"sliders": [\#(price)], "slider": \#(price)}"#, #"1:102: at $.slider: a page lists its sliders in "sliders", an array; put this slider in it"#),
        (#"{"sliders": [\#(price)], "canvas": {"padding": 0}}"#, #"1:102: at $.canvas: a page is framed by "page" (width, height, padding, spacing, background); leave "canvas" out"#),
        (#"{"sliders": [\#(price)], "environment": {"width": 300}}"#, #"1:117: at $.environment.width: a page's sliders are as wide as the page less its padding (333 pt here); leave "width" out and set "page": {"width": …}"#),
        (#"{"sliders": [\#(price), {"bounds": [0, 1], "value": [0, 1], "stpe": 1}]}"#, #"1:135: at $.sliders[1].stpe: unknown key "stpe"; did you mean "step"?"#),
        (#"{"sliders": [\#(price)], "state": {"active": "lower", "slider": 1}}"#, "1:131: at $.state.slider: the page has 1 slider, numbered from 0; found 1"),
        (#"{"sliders": [\#(price), {"kind": "single", "bounds": [0, 1], "value": 0}], "state": {"active": "upper", "slider": 1}}"#, #"1:162: at $.state.active: a single slider has one thumb; use "lower""#),
    ])
    func badInput(text: String, message: String) {
        #expect(throws: DocumentError.self) { try SceneDocument(bytes: Array(text.utf8), file: "p.json") }
        do {
            _ = try SceneDocument(bytes: Array(text.utf8), file: "p.json")
        } catch {
            expectEqual("\(error)", "p.json:" + message)
        }
    }

    @Test("A page written as JSON reads back the same document: height, transparent page, held thumb, Float slider")
    func roundTrip() throws {
        let single = SceneSlider(config: SliderConfig(kind: .single, bounds: (0, 1), step: 0.1, label: "Volume"), value: RangeBinding(single: 0.3), valueType: .float)
        let range = SceneSlider(config: SliderConfig(bounds: (18, 80), step: 1, minimumDistance: 5), value: RangeBinding(24, 41))
        let page = ScenePage(width: 400, height: 700, padding: 16, spacing: 24, background: nil)
        let doc = SceneDocument(page: page, sliders: [range, single], environment: SliderEnvironment(colorScheme: .dark, locale: "de_DE"),
                                grabbed: .lower, grabbedSlider: 1)
        expectEqual(doc.environment.width, 368)
        let bytes = doc.jsonBytes()
        let again = try SceneDocument(bytes: bytes, file: "page.json")
        expectEqual(again, doc)
        expectEqual(again.jsonBytes(), bytes)
        expectContains(String(decoding: bytes, as: UTF8.self), #""state": { "active": "lower", "slider": 1 }"#)
    }

    @Test("The page stacks the frames 40 pt apart from 30 pt in, and is the stack plus 30 pt above and below")
    func stacking() throws {
        let scene = try SceneDocument(contentsOf: Self.seed).stillScene()
        // The price frame: a 20 pt header line (23.87) + 10 + the 44 pt row; the age frame: a chip (25.51) + 8 + 44.
        // 77.87 + 40 + 77.51 + 2 × 30 = 255.38, in whole points 256.
        expectEqual(scene.size, Size(width: 393, height: 256))
        expectEqual(scene.node(id: "s0/slider")?.transform, Transform(translateX: 30, translateY: 30))
        expectEqual(scene.node(id: "s1/slider")?.transform, Transform(translateX: 30, translateY: 148))
        expectEqual(scene.background, Color(hex: 0xF3F2EE))
        let phone = try SceneDocument(contentsOf: Self.fixtures + "/scenes/seed-example-phone.json").stillScene()
        // Centred in the iPhone 15's safe area, 59 pt from the top to 34 pt from the bottom of 852 pt:
        // 59 + (852 − 59 − 34 − 195.38) / 2 = 340.81, on whole points 341 (12.5 pt below the screen's centre line).
        expectEqual(phone.size, Size(width: 393, height: 852))
        expectEqual(phone.node(id: "s0/slider")?.transform.translateY, 341)
        expectEqual(phone.node(id: "s1/slider")?.transform.translateY, 459)
        let stack = 77.87 + 40 + 77.51, top = 340.81
        expectLess(abs((top - 59) - (852 - 34 - (top + stack))), 0.02, "as far from the safe area's top as from its bottom")
        expectEqual(phone.background, Color(hex: 0xF3F2EE))
        // A stack taller than the page overflows it equally above and below: (100 − 195.38) / 2 = −47.69.
        let short = ScenePage(height: 100).place(heights: [77.87, 77.51])
        expectEqual(short.origins, [Point(x: 30, y: -48), Point(x: 30, y: 70)])
        expectEqual(short.size, Size(width: 393, height: 100))
        // "sliders" alone is a page with the seed's defaults.
        let bare = try SceneDocument(bytes: Array(#"{"sliders": [\#(Self.price)]}"#.utf8), file: "p.json")
        expectEqual(bare.page, ScenePage())
        expectEqual(bare.stillScene().size, Size(width: 393, height: 138))
    }

    @Test("A page names a device: its screen and safe area, the stack centred in the safe area; a size beside it is an error")
    func devices() throws {
        let sizes = Device.allCases.map { "\($0.rawValue) \(Int($0.screen.width))x\(Int($0.screen.height)) \(Int($0.safeArea.top))/\(Int($0.safeArea.bottom))" }
        expectEqual(sizes, ["iPhone 15 393x852 59/34", "iPhone 15 Plus 430x932 59/34", "iPhone 15 Pro 393x852 59/34",
                          "iPhone 15 Pro Max 430x932 59/34", "iPhone 16 393x852 59/34", "iPhone 16 Plus 430x932 59/34",
                          "iPhone 16 Pro 402x874 62/34", "iPhone 16 Pro Max 440x956 62/34"])
        let text = #"{"page": {"device": "iPhone 16 Pro Max"}, "sliders": [\#(Self.price)]}"#
        let doc = try SceneDocument(bytes: Array(text.utf8), file: "p.json")
        let page = try #require(doc.page)
        #expect(page == ScenePage(device: .iPhone16ProMax) && page.width == 440 && page.height == 956)
        expectEqual(doc.environment.width, 380)
        // One 77.87 pt frame in the safe area from 62 to 956 − 34: 62 + (956 − 96 − 77.87) / 2 = 453.07.
        let placed = page.place(heights: [77.87])
        #expect(placed.origins == [Point(x: 30, y: 453)] && placed.size == Size(width: 440, height: 956))
        // The device is written back by name.
        let bytes = doc.jsonBytes()
        expectContains(String(decoding: bytes, as: UTF8.self), #""page": { "device": "iPhone 16 Pro Max", "padding": 30"#)
        try expectEqual(SceneDocument(bytes: bytes, file: "p.json"), doc)
        for (bad, message) in [
            (#"{"page": {"device": "iPhone 15", "height": 800}, "sliders": [\#(Self.price)]}"#,
             #"1:44: at $.page.height: the device sets the page's size (iPhone 15: 393 × 852 pt); leave "width" and "height" out"#),
            (#"{"page": {"device": "iPhone 14"}, "sliders": [\#(Self.price)]}"#,
             #"1:21: at $.page.device: unknown value "iPhone 14"; expected one of "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max""#),
        ] {
            do {
                _ = try SceneDocument(bytes: Array(bad.utf8), file: "p.json")
                Issue.record("accepted \(bad)")
            } catch {
                expectEqual("\(error)", "p.json:" + message)
            }
        }
    }

    @Test("Each slider on the page is its own scene moved to its frame, with ids prefixed s0/, s1/ and unique")
    func partsAreTheSlidersOwnScenes() throws {
        let doc = try SceneDocument(contentsOf: Self.seed)
        let scene = doc.stillScene()
        var ids: [String] = []
        for node in scene.nodes { node.forEachNode { ids.append($0.id) } }
        expectEqual(Set(ids).count, ids.count)
        for i in 0..<2 {
            let own = doc.document(forSlider: i).stillScene()
            let onPage = scene.nodes.filter { $0.id.hasPrefix("s\(i)/") }
            expectEqual(onPage.count, own.nodes.count)
            for (mine, page) in zip(own.nodes, onPage) {
                var expected = mine.prefixingIDs("s\(i)/")
                expected.transform.translateX += 30
                expected.transform.translateY = page.transform.translateY
                expectEqual(page, expected)
            }
        }
    }

    @Test("VoiceOver reads the page top to bottom, each slider in its own order")
    func readingOrder() throws {
        let scene = try SceneDocument(contentsOf: Self.seed).stillScene()
        expectEqual(accessibilityReadingOrder(scene.accessibility).map(\.label), ["Minimum price", "Maximum price", "Youngest age", "Oldest age"])
        expectEqual(scene.accessibility.map(\.id), ["s0/thumb.lower", "s0/thumb.upper", "s1/thumb.lower", "s1/thumb.upper"])
        // The age thumbs' targets sit in the second frame: 148 + 33.51 (chip row) + 22 − 22.
        expectLess(abs(scene.accessibility[2].frame.y - (148 + 25.51 + 8)), 0.01)
    }

    @Test("The state holds a thumb on the slider it names; render --state overrides the thumb there")
    func heldThumb() throws {
        let text = #"{"sliders": [\#(Self.price), \#(Self.age)], "state": {"active": "upper", "slider": 1}}"#
        let doc = try SceneDocument(bytes: Array(text.utf8), file: "p.json")
        #expect(doc.grabbed == .upper && doc.grabbedSlider == 1)
        let scene = doc.stillScene()
        expectEqual(scene.node(id: "s1/thumb.upper")?.transform.scale, 1.18)
        expectEqual(scene.node(id: "s0/thumb.upper")?.transform.scale, 1)
        expectEqual(doc.stillScene(grabbed: .lower).node(id: "s1/thumb.lower")?.transform.scale, 1.18)
    }
}

extension PageDocumentTests {
    @Test("The value line of a page keeps its sliders apart; a slider file's line is as before")
    func displayedValue() throws {
        try expectEqual(SceneDocument(contentsOf: Self.seed).stillScene().displayedValue, "$120 – $480 · 24 – 41")
        try expectEqual(SceneDocument(contentsOf: Self.fixtures + "/scenes/price.json").stillScene().displayedValue, "$120 – $480")
    }
}
