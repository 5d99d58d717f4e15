import SceneGraph
import Testing

@testable import SVGRender

@Suite("XML escaping")
struct XMLEscapeTests {
    @Test("escapes markup characters, line breaks and forbidden characters")
    func escapes() {
        let input = "a<b & \"c\" 'd' ]]> \u{1}\u{1F}\t\n\r\u{FFFE}\u{FFFF}\u{FFFD}é€😀"
        let expected =
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos; ]]&gt; \u{FFFD}\u{FFFD}&#9;&#10;&#13;\u{FFFD}\u{FFFD}\u{FFFD}é€😀"
        #expect(String(decoding: XMLEscape.bytes(input), as: UTF8.self) == expected)
    }

    @Test("leaves plain text untouched")
    func plain() {
        #expect(String(decoding: XMLEscape.bytes("thumb.lower 42 $"), as: UTF8.self) == "thumb.lower 42 $")
        #expect(XMLEscape.bytes("").isEmpty)
    }

    @Test("An id byte is copied as it is only when it is printable ASCII other than & < > \" '")
    func plainAttributeBytes() {
        for byte in 0...255 {
            let b = UInt8(byte)
            let plain = (0x20..<0x7F).contains(b) && !"&<>\"'".utf8.contains(b)
            #expect(SVGWriter.isPlainAttributeByte(b) == plain, "byte \(byte)")
        }
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
        #expect(!text.contains("]]>"))
        #expect(text.contains(">a&lt;b &amp; &quot;q&quot; ]]&gt; \u{FFFD}z</text>"))
        #expect(text.contains(" id=\"p&amp;x&quot;&lt;&amp;&gt;&apos;\""))
        #expect(!text.utf8.contains(7))

        let parsed = try ParsedSVG(bytes: svg)
        #expect(parsed.texts == ["a<b & \"q\" ]]> \u{FFFD}z", "a<b & \"q\" ]]> \u{FFFD}z"])
        #expect(parsed.attributes(of: "text").first?["id"] == "p&x\"<&>'")
        #expect(parsed.elements.filter { $0 == "tspan" }.count == scalars)
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
            #expect(parsed.attributes(of: "circle").map { $0["id"] } == ids.map { prefix + $0 })
        }
    }
}

