import Testing
import TestSupport
@testable import SceneGraph

@Suite("JSON written as bytes")
struct JSONBytesTests {
    static let awkward = [
        "", "plain", "Minimum price, $120, adjustable", "frames/0042.svg", "quote \" inside", "back\\slash", "</script>",
        "<!--", "a & b", "tab\there", "line\nbreak", "cr\r", "\u{0}\u{1}\u{1F}", "del\u{7F}", "sep\u{2028}para\u{2029}",
        "€ 12 – 48", "caf\u{E9}", "日本語", "👍🏽", "\u{202E}bidi", "\u{E2}", "mixed “quotes” and <tags>",
    ]

    /// The escapes, written scalar by scalar from `quote`'s documentation: the reference the byte writer is held to
    /// (the package itself writes them in one place, `appendQuoted`).
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}", "\u{7F}":
                out += "\\u" + JSONText.hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test("A quoted string appended as bytes, and quote(text), are the reference's, for plain text and every escape",
          arguments: awkward)
    func quotedBytesMatchQuote(_ text: String) {
        var out: [UInt8] = [0x2A]
        JSONText.appendQuoted(text, to: &out)
        expectEqual(out, [0x2A] + Array(Self.reference(text).utf8))
        expectEqual(JSONText.quote(text), Self.reference(text))
    }

    @Test("Quoted bytes are the reference's for 3,000 seeded strings of escapes, E2-led characters and plain runs")
    func quotedBytesMatchQuoteSeeded() {
        // Scalars that escape, that share U+2028's lead byte E2 (– • € ‰ ⁄ ∑), or that are plain, in any order.
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "<", ">", "&", "\n", "\r", "\t", "\u{0}", "\u{1B}",
                                          "\u{7F}", "\u{2013}", "\u{2022}", "\u{20AC}", "\u{2030}", "\u{2044}", "\u{2211}",
                                          "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "\u{E2}", "\u{E9}", "日", "👍"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var writer = ByteWriter(capacity: 1)
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<next(24) { text.unicodeScalars.append(alphabet[next(alphabet.count)]) }
            var out: [UInt8] = []
            JSONText.appendQuoted(text, to: &out)
            expectEqual(out, Array(Self.reference(text).utf8), "\(Array(text.unicodeScalars))")
            // The same through the byte writer, after what earlier strings left in it.
            writer.removeAll()
            JSONText.appendQuoted(text, to: &writer)
            expectEqual(writer.array, out)
        }
    }

    @Test("A quoted list: brackets, each item as quote(item), apart by the separator")
    func quotedList() {
        func list(_ items: [String], _ separator: StaticString = ",") -> String {
            var out: [UInt8] = []
            JSONText.appendQuotedList(items, separator: separator, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        expectEqual(list([]), "[]")
        expectEqual(list(["a"]), #"["a"]"#)
        expectEqual(list(["a", "<b>", ""]), #"["a","\u003cb\u003e",""]"#)
        expectEqual(list(["frames/light/0001.svg", "frames/dark/0001.svg"], ", "), #"["frames/light/0001.svg", "frames/dark/0001.svg"]"#)
    }

    @Test("Plain bytes: only those quote copies unchanged in every context")
    func plainBytes() {
        for byte in 0...255 {
            let b = UInt8(byte)
            let escaped: Bool = b < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0x7F].contains(b)
            // 0xE2 is not escaped by itself, but starts U+2028 and U+2029, so the writer reads the bytes after it.
            expectEqual(JSONText.isPlain(b), !(escaped || b == 0xE2), "byte \(byte)")
        }
    }

    @Test("An integer appended as bytes is its decimal text", arguments: [0, 1, 9, 10, 99, 100, -1, -10, 123_456_789, Int.max, Int.min])
    func integers(_ n: Int) {
        var out: [UInt8] = []
        NumberText.append(n, to: &out)
        expectEqual(String(decoding: out, as: UTF8.self), String(n))
    }

    @Test("The accessibility JSON: reading order, keys in their order, escapes and numbers as the rest of the package writes them")
    func accessibilityJSON() {
        let elements = [
            AccessibilityElement(id: "lower", label: "Minimum \"price\"", value: "$120", traits: ["adjustable"],
                                 frame: Rect(x: 12.345, y: 0, width: 44, height: 44.5), actions: ["increment", "decrement"], sortPriority: 0),
            AccessibilityElement(id: "header", label: "Price <range>", value: "$120 – $480", traits: [],
                                 frame: Rect(x: 0, y: -0.004, width: 390, height: 20), actions: [], sortPriority: 2),
        ]
        let expected = #"[{"id":"header","label":"Price \u003crange\u003e","value":"$120 – $480","traits":[],"frame":{"x":0,"y":0,"width":390,"height":20},"actions":[],"sortPriority":2},"#
            + #"{"id":"lower","label":"Minimum \"price\"","value":"$120","traits":["adjustable"],"frame":{"x":12.35,"y":0,"width":44,"height":44.5},"actions":["increment","decrement"],"sortPriority":0}]"#
        expectEqual(AccessibilityText.json(elements), expected)
    }

    @Test("What VoiceOver speaks: label, value and traits, empty parts left out")
    func spokenText() {
        func element(_ label: String, _ value: String, _ traits: [String]) -> AccessibilityElement {
            AccessibilityElement(id: "e", label: label, value: value, traits: traits, frame: Rect(x: 0, y: 0, width: 1, height: 1),
                                 actions: [], sortPriority: 0)
        }
        expectEqual(element("Minimum price", "$120", ["adjustable"]).spokenText, "Minimum price, $120, adjustable")
        expectEqual(element("", "$120", ["adjustable", ""]).spokenText, "$120, adjustable")
        expectEqual(element("Header", "", []).spokenText, "Header")
        expectEqual(element("", "", []).spokenText, "")
        expectEqual(element("", "", ["", "button"]).spokenText, "button")
    }

    @Test("Reading order: higher sort priority first, then document order, for every order of up to four priorities")
    func readingOrder() {
        let priorities: [Double] = [0, 1, -1, 2]
        // Every sequence of length 0 to 4 over the priorities, each element named by its place.
        var sequences: [[Double]] = [[]], last: [[Double]] = [[]]
        for _ in 1...4 {
            last = last.flatMap { sequence in priorities.map { sequence + [$0] } }
            sequences += last
        }
        for sequence in sequences {
            let elements = sequence.enumerated().map { i, p in
                AccessibilityElement(id: "e\(i)", label: "", value: "", traits: [], frame: Rect(x: 0, y: 0, width: 1, height: 1),
                                     actions: [], sortPriority: p)
            }
            // Insertion into place after every element of the same or higher priority: stable by construction.
            var expected: [AccessibilityElement] = []
            for e in elements {
                let at = expected.firstIndex { $0.sortPriority < e.sortPriority } ?? expected.count
                expected.insert(e, at: at)
            }
            expectEqual(accessibilityReadingOrder(elements).map(\.id), expected.map(\.id), "\(sequence)")
        }
    }

    @Test("A node found in place: the first by id, depth first, or nil")
    func withNode() {
        func node(_ id: String, _ x: Double, _ children: [Node] = []) -> Node {
            Node(id: id, shape: .group, transform: Transform(translateX: x), children: children)
        }
        let scene = Scene(size: Size(width: 10, height: 10), nodes: [
            node("a", 1, [node("b", 2, [node("c", 3)]), node("c", 4)]), node("d", 5, [node("c", 6)]),
        ])
        expectEqual(scene.withNode(id: "c") { $0.pointee.transform.translateX }, 3)
        expectEqual(scene.withNode(id: "d") { $0.pointee.children.count }, 1)
        expectNil(scene.withNode(id: "missing") { _ in 0 })
        expectEqual(scene.node(id: "b")?.children.first?.id, "c")
        expectNil(scene.node(id: "x"))
    }
}
