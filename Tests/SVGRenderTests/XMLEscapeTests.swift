import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

@Suite("XML escaping")
struct XMLEscapeTests {
    @Test("escapes markup characters, line breaks and forbidden characters")
    func escapes() {
        let input = "a<b & \"c\" 'd' ]]> \u{1}\u{1F}\t\n\r\u{FFFE}\u{FFFF}\u{FFFD}é€😀"
        let expected =
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos; ]]&gt; \u{FFFD}\u{FFFD}&#9;&#10;&#13;\u{FFFD}\u{FFFD}\u{FFFD}é€😀"
        expectEqual(String(decoding: XMLEscape.bytes(input), as: UTF8.self), expected)
    }

    @Test("leaves plain text untouched")
    func plain() {
        expectEqual(String(decoding: XMLEscape.bytes("thumb.lower 42 $"), as: UTF8.self), "thumb.lower 42 $")
        #expect(XMLEscape.bytes("").isEmpty)
    }

    /// The definition the writer's word test is held to: printable ASCII other than `& < > " '`.
    static func isPlain(_ byte: UInt8) -> Bool {
        (0x20..<0x7F).contains(byte) && !"&<>\"'".utf8.contains(byte)
    }

    @Test("An id byte is copied as it is only when it is printable ASCII other than & < > \" '")
    func plainAttributeBytes() {
        for byte in 0...255 {
            let b = UInt8(byte)
            expectEqual([b].withUnsafeBufferPointer { SVGWriter.isPlainAttributeText($0) }, Self.isPlain(b), "byte \(byte)")
        }
    }

    @Test("An id is plain, tested a word at a time, exactly when each of its bytes is, at every length and place")
    func plainAttributeText() {
        func wordwise(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { SVGWriter.isPlainAttributeText($0) } }
        func bytewise(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy(Self.isPlain) }
        // One byte of every value at every place of texts 1 to 24 bytes long, the rest plain: a mark carried into a
        // neighbouring byte, or a byte the overlapping words skip, would show here.
        var mismatches = 0
        for length in 1...24 {
            for place in 0..<length {
                for value in 0...255 {
                    var bytes = Array("thumb.lower.face-123456".utf8.prefix(length))
                    while bytes.count < length { bytes.append(UInt8(ascii: "z")) }
                    bytes[place] = UInt8(value)
                    if wordwise(bytes) != bytewise(bytes) { mismatches += 1 }
                }
            }
        }
        expectEqual(mismatches, 0)
        #expect(wordwise([]))
        // Texts of seeded random bytes drawn mostly from near the excluded ones, several bad bytes at once.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let near: [UInt8] = [0x1F, 0x20, 0x21, 0x22, 0x23, 0x25, 0x26, 0x27, 0x28, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F, 0x7E, 0x7F, 0x80, 0xFF, 0x00, 0x61]
        var plainSeen = 0
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 59)
            var bytes: [UInt8] = []
            for i in 0..<length {
                let pick = (state >> UInt64(i % 8 * 4)) & 0xFF
                bytes.append(pick < 200 ? UInt8(ascii: "a") &+ UInt8(pick % 26) : near[Int(pick) % near.count])
            }
            if bytewise(bytes) { plainSeen += 1 }
            expectEqual(wordwise(bytes), bytewise(bytes), "\(bytes)")
        }
        #expect(plainSeen > 1_000 && plainSeen < 19_000)
    }

    @Test("a hostile label and id still give a document that parses, with the text preserved")
    func hostileLabelParses() throws {
        let label = "a<b & \"q\" ]]> \u{7}z"
        let scalars = label.unicodeScalars.count
        // One run positioned per scalar (tspans), one whose offsets do not match (plain content).
        let spaced = TextRun(
            text: label, origin: Point(x: 2, y: 20), offsets: (0..<scalars).map { Double($0) * 7 },
            width: Double(scalars) * 7, fontSize: 12, fontWeight: 400, color: .black)
        var plain = spaced
        plain.offsets = [0]
        plain.origin.y = 36
        let scene = Scene(
            size: Size(width: 200, height: 40),
            nodes: [Node(id: "x\"<&>'", shape: .text(spaced)), Node(id: "plain", shape: .text(plain))])
        let svg = SVGRender.bytes(scene, options: SVGOptions(idPrefix: "p&"))
        let text = String(decoding: svg, as: UTF8.self)
        expectNotContains(text, "]]>")
        expectContains(text, ">a&lt;b &amp; &quot;q&quot; ]]&gt; \u{FFFD}z</text>")
        expectContains(text, " id=\"p&amp;x&quot;&lt;&amp;&gt;&apos;\"")
        expectNotContains(text.utf8, 7)

        let parsed = try ParsedSVG(bytes: svg)
        expectEqual(parsed.texts, ["a<b & \"q\" ]]> \u{FFFD}z", "a<b & \"q\" ]]> \u{FFFD}z"])
        expectEqual(parsed.attributes(of: "text").first?["id"], "p&x\"<&>'")
        expectEqual(parsed.elements.filter { $0 == "tspan" }.count, scalars)
    }

    @Test("Ids of every length, plain or needing escapes, with and without a prefix, are written escaped and whole")
    func idsOfEveryKind() throws {
        // Plain ids take the one-reservation path when there is no prefix: short (a small string), 16 bytes, longer
        // than 16 (copied with memmove), and made at run time; the others are escaped, non-ASCII included.
        let ids = ["a", "thumb.lower.face", "chip.merged.background", String(repeating: "long.", count: 20) + "end",
                   "runtime-" + String(7 * 6), "x&y", "q\"uote", "<tag>", "apos'", "ünïcode", "tab\tin"]
        let nodes = ids.enumerated().map { i, id in
            Node(id: id, shape: .circle(Circle(center: Point(x: Double(i), y: 1), radius: 1), Paint(fill: .black)))
        }
        let scene = Scene(size: Size(width: 20, height: 4), nodes: nodes)
        for prefix in ["", "p-", "&"] {
            let text = String(decoding: SVGRender.bytes(scene, options: SVGOptions(idPrefix: prefix)), as: UTF8.self)
            for id in ids {
                #expect(text.contains(" id=\"\(XMLEscape.string(prefix + id))\" cx="), "\(prefix + id)")
            }
            let parsed = try ParsedSVG(bytes: Array(text.utf8))
            expectEqual(parsed.attributes(of: "circle").map { $0["id"] }, ids.map { prefix + $0 })
        }
    }
}

