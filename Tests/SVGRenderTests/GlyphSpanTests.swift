import Foundation
import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

/// librsvg takes only the first value of a `<text>`'s `x` list and lays the rest of a piece out with the
/// font's advances and kerning, so a `<tspan x>` must start wherever that would put a glyph elsewhere.
@Suite("Glyph spans: a <tspan> only where the font's own advance does not place the glyph")
struct GlyphSpanTests {
    func textLine(_ text: String, size: Double = 17, weight: Int = 400, tabular: Bool = false,
                  offsets: [Double]? = nil) -> String {
        let layout = TextMeasure.layout(text, fontSize: size, weight: weight, tabularDigits: tabular)
        let run = TextRun(text: text, origin: Point(x: 10, y: 20), offsets: offsets ?? layout.offsets,
                          width: layout.width, fontSize: size, fontWeight: weight, color: .black,
                          tabularDigits: tabular)
        let svg = SVGRender.svg(Scene(size: Size(width: 300, height: 40), nodes: [Node(id: "t", shape: .text(run))]),
                                options: SVGOptions(fontFamily: "Inter"))
        return svg.split(separator: "\n").map { String($0.drop { $0 == " " }) }.first { $0.hasPrefix("<text") } ?? ""
    }

    /// The pieces of a text line: each tspan's content, or the whole content when there are none.
    func pieces(_ line: String) -> [String] {
        let body = String(line.drop { $0 != ">" }.dropFirst().dropLast("</text>".count))
        guard body.hasPrefix("<tspan") else { return [body] }
        return body.components(separatedBy: "</tspan>").filter { !$0.isEmpty }.map { String($0.drop { $0 != ">" }.dropFirst()) }
    }

    @Test("A label laid out by the font gets no tspans, and keeps its x list")
    func labelIsOnePiece() {
        let line = textLine("Price range")
        expectNotContains(line, "<tspan")
        expectEqual(pieces(line), ["Price range"])
        let list = line.components(separatedBy: "x=\"")[1].prefix { $0 != "\"" }
        expectEqual(list.split(separator: " ").count, 11)
    }

    @Test("Tabular digits split where tnum moves a glyph off the default advance; $ and the next digit may share")
    func tabularDigitsSplit() {
        // Inter SemiBold 20 pt: "$" then the tabular "4" lands where the default advance puts it; "8" and "0"
        // sit in tabular slots that the default (proportional) advances miss.
        expectEqual(pieces(textLine("$480", size: 20, weight: 600, tabular: true)), ["$4", "8", "0"])
        // The tabular "1" is shifted within its slot, so it starts a piece of its own.
        expectEqual(pieces(textLine("$120", size: 20, weight: 600, tabular: true)), ["$", "1", "2", "0"])
        // The same digits, laid out proportionally, are one piece.
        expectEqual(pieces(textLine("$480", size: 20, weight: 600)), ["$480"])
    }

    @Test("Neighbours that Inter's contextual forms change never share a piece")
    func contextualNeighboursSplit() {
        expectEqual(pieces(textLine("<&")), ["&lt;", "&amp;"])
        expectEqual(pieces(textLine("1x2")), ["1", "x", "2"])
        expectEqual(pieces(textLine("12:30")), ["12", ":", "30"])
        expectEqual(pieces(textLine("(A)")), ["(", "A", ")"])
    }

    @Test("A scalar Inter lacks ends its piece: the fallback font's advance is not known")
    func uncoveredScalarEndsThePiece() {
        expectEqual(pieces(textLine("a日bc")), ["a日", "bc"])
        // A default-ignorable scalar is not a letter, so it never joins.
        expectEqual(pieces(textLine("ab\u{200B}cd")), ["ab", "\u{200B}", "cd"])
    }

    @Test("Offsets that the font would not give get a piece each")
    func foreignOffsetsSplit() {
        expectEqual(pieces(textLine("abc", offsets: [0, 20, 40])), ["a", "b", "c"])
        let natural = TextMeasure.layout("abc", fontSize: 17, weight: 400, tabularDigits: false).offsets
        expectEqual(pieces(textLine("abc", offsets: [natural[0], natural[1], natural[2] + 0.5])), ["ab", "c"])
    }

    /// Every golden, read as librsvg reads it: each piece starts at its tspan's x (or the text's first x),
    /// and each later glyph at the previous one plus Inter's default advance and kerning. Every glyph must
    /// land where the `x` list (which browsers and resvg use) puts it, within the two roundings to 0.01.
    @Test("In every golden, librsvg's placement of each glyph matches the x list")
    func goldensPlaceEveryGlyph() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Fixtures", "docs/images"] {
            let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL { if url.pathExtension == "svg" { files.append(url) } }
        }
        expectGreater(files.count, 50)
        var checked = 0
        var merged = 0
        var misplaced: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let svg = try String(contentsOf: file, encoding: .utf8)
            for line in svg.split(separator: "\n") where line.contains("<text ") && line.contains(" x=\"") {
                let result = try Self.check(String(line), file: file.lastPathComponent)
                checked += result.glyphs
                merged += result.merged
                misplaced += result.misplaced
            }
        }
        #expect(misplaced.isEmpty, "\(misplaced.count) glyphs misplaced, first: \(misplaced.prefix(3))")
        expectGreater(checked, 1000)
        expectGreater(merged, 100, "some glyphs are placed by the font's advances")
    }

    static func attribute(_ name: String, in line: String) -> String? {
        guard let range = line.range(of: " \(name)=\"") else { return nil }
        return String(line[range.upperBound...].prefix { $0 != "\"" })
    }

    static func unescape(_ text: Substring) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test("The golden check sees a piece merged where the font's advances do not reach")
    func checkSeesAWrongMerge() throws {
        let line = textLine("$120", size: 20, weight: 600, tabular: true)
        #expect(try Self.check(line, file: "t").misplaced.isEmpty)
        let x = try #require(line.components(separatedBy: "<tspan x=\"").dropFirst().first?.prefix { $0 != "\"" })
        let body = line[..<(try #require(line.range(of: "<tspan"))).lowerBound]
        let merged = body + "<tspan x=\"\(x)\">$120</tspan></text>"
        try expectEqual(Self.check(String(merged), file: "t").misplaced.count, 3)
    }

    static func check(_ line: String, file: String) throws -> (glyphs: Int, merged: Int, misplaced: [String]) {
        let list = try #require(attribute("x", in: line)).split(separator: " ").compactMap { Double($0) }
        let size = try #require(attribute("font-size", in: line).flatMap(Double.init))
        let weight = try #require(attribute("font-weight", in: line).flatMap(Int.init))
        let face = InterMetrics.face(weight: weight)
        let open = try #require(line.range(of: "xml:space=\"preserve\">"))
        let body = line[open.upperBound...].dropLast("</text>".count)
        var pieces: [(x: Double?, text: String)] = []
        if body.hasPrefix("<tspan") {
            for part in body.components(separatedBy: "</tspan>") where !part.isEmpty {
                let x = try #require(attribute("x", in: " " + part.dropFirst("<tspan ".count)).flatMap(Double.init))
                pieces.append((x, unescape(part.drop { $0 != ">" }.dropFirst())))
            }
        } else {
            pieces.append((nil, unescape(body)))
        }
        let scalars = pieces.flatMap { Array($0.text.unicodeScalars) }
        guard list.count == scalars.count, list.count > 1 else { return (0, 0, []) }
        var index = 0
        var merged = 0
        var misplaced: [String] = []
        for piece in pieces {
            var x = piece.x ?? list[index]
            var previous: Unicode.Scalar?
            for scalar in piece.text.unicodeScalars {
                if let previous {
                    let advance = try #require(face.advance(of: previous), "\(file): \(previous) has no advance")
                    x += (advance + face.kerning(previous, scalar)) * size / InterMetrics.unitsPerEm
                    merged += 1
                }
                if abs(x - list[index]) > 0.0101 { misplaced.append("\(file): glyph \(index) of \(line.prefix(60))…") }
                previous = scalar
                index += 1
            }
        }
        return (scalars.count, merged, misplaced)
    }
}

@Suite("ASCII kerning table")
struct ASCIIKerningTests {
    @Test("The table gives the face's kerning for every pair of printable ASCII scalars, and beyond them defers to it")
    func matchesTheFace() throws {
        var kerned = 0
        for face in [InterMetrics.regular, InterMetrics.semiBold] {
            let table = try #require(ASCIIKerning.table(for: face))
            for left in UInt32(0x20)...0x7E {
                for right in UInt32(0x20)...0x7E {
                    let l = Unicode.Scalar(left)!, r = Unicode.Scalar(right)!
                    let expected = face.kerning(l, r)
                    expectEqual(table.kerning(l, r, face: face), expected, "\(face.name) \(l)\(r)")
                    if expected != 0 { kerned += 1 }
                }
            }
            // Pairs with a scalar outside the table, the en dash and a Latin-1 letter among them.
            for (l, r) in [("–", "1"), ("1", "–"), ("T", "é"), ("é", "v"), ("\u{7F}", "A"), ("A", "\u{1F}")] {
                let left = l.unicodeScalars.first!, right = r.unicodeScalars.first!
                expectEqual(table.kerning(left, right, face: face), face.kerning(left, right))
            }
        }
        // The comparison saw real kerning, not a table of zeros.
        expectGreater(kerned, 500)
    }
}
