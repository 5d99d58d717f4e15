import SceneGraph
import Testing

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender
import TestSupport

/// A writer copies the x list and content of a text run it wrote before; the bytes must be what a fresh writer
/// writes, whatever differs between two runs.
@Suite("Text memo")
struct TextMemoTests {
    static func run(_ text: String, x: Double = 10, size: Double = 17, weight: Int = 400, tabular: Bool = false,
                    offsets: [Double]? = nil, color: Color = .black) -> TextRun {
        let layout = TextMeasure.layout(text, fontSize: size, weight: weight, tabularDigits: tabular)
        return TextRun(text: text, origin: Point(x: x, y: 20), offsets: offsets ?? layout.offsets, width: layout.width,
                       fontSize: size, fontWeight: weight, color: color, tabularDigits: tabular)
    }

    /// Runs that differ from one another in one thing each: the x, the offsets, the size, the weight, the tabular
    /// flag, the colour, or the bytes of a text that `==` calls equal (é as one scalar and as e + a combining accent).
    static let pool: [TextRun] = {
        var runs: [TextRun] = []
        for text in ["$120 – $480", "$120 – $490", "Price", "Caf\u{E9}", "Cafe\u{301}", "<&>", "12:30", "a日bc", "", "Price range"] {
            runs.append(run(text))
            runs.append(run(text, x: 10.5))
            runs.append(run(text, x: -0.0))
            runs.append(run(text, size: 20, weight: 600, tabular: true))
            runs.append(run(text, size: 20, weight: 600))
            // Tabular with the proportional run's offsets: only the flag differs, and it moves the digits.
            let proportional = TextMeasure.layout(text, fontSize: 20, weight: 600, tabularDigits: false)
            runs.append(run(text, size: 20, weight: 600, tabular: true, offsets: proportional.offsets))
            runs.append(run(text, weight: 700))
            runs.append(run(text, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
            let layout = TextMeasure.layout(text, fontSize: 17, weight: 400, tabularDigits: false)
            runs.append(run(text, offsets: layout.offsets.enumerated().map { $0.element + ($0.offset == 1 ? 0.25 : 0) }))
            runs.append(run(text, offsets: []))
        }
        return runs
    }()

    static func scene(_ runs: [TextRun]) -> Scene {
        Scene(size: Size(width: 300, height: 40), nodes: runs.enumerated().map { Node(id: "t\($0.offset)", shape: .text($0.element)) })
    }

    @Test("One writer over 3,000 frames of repeated and near-repeated runs writes what a fresh writer writes")
    func sharedWriterMatchesFresh() {
        var r = SplitMix64(seed: 3)
        var shared = SVGWriter(options: SVGOptions(fontFamily: "Inter"))
        var hits = 0
        for _ in 0..<3_000 {
            let runs = (0..<Int.random(in: 1...6, using: &r)).map { _ in Self.pool.randomElement(using: &r)! }
            hits += runs.filter { shared.textMemo.index(of: $0) != nil }.count
            var fresh = SVGWriter(options: SVGOptions(fontFamily: "Inter"))
            let expected = fresh.write(Self.scene(runs))
            let got = shared.write(Self.scene(runs))
            #expect(got == expected, "\(runs.map(\.text))")
            #expect(shared.textMemo.entries.count <= TextMemo.capacity)
        }
        // The memo was used: most runs were drawn before, among the last sixteen.
        #expect(hits > 1_500)
    }

    @Test("Text that == calls equal but spells differently is not taken for the other")
    func canonicalEquivalentsAreDifferent() {
        #expect("Caf\u{E9}" == "Cafe\u{301}")
        #expect(!ExactText.same("Caf\u{E9}", "Cafe\u{301}"))
        #expect(ExactText.same("Price", "Pri" + "ce"))
        // The decomposed run with the composed one's offsets (and one more for the accent): only the bytes differ.
        let composedRun = Self.run("Caf\u{E9}")
        let decomposedRun = Self.run("Cafe\u{301}", offsets: composedRun.offsets + [0])
        var writer = SVGWriter(options: SVGOptions(fontFamily: "Inter"))
        let composed = writer.write(Self.scene([composedRun]))
        let decomposed = writer.write(Self.scene([decomposedRun]))
        var fresh = SVGWriter(options: SVGOptions(fontFamily: "Inter"))
        #expect(decomposed == fresh.write(Self.scene([decomposedRun])))
        #expect(String(decoding: composed, as: UTF8.self).contains(">Caf\u{E9}<"))
        #expect(String(decoding: decomposed, as: UTF8.self).contains(">Cafe<"))
    }

    @Test("Byte and offset comparisons find a difference at any position, and none between equal lists")
    func comparisons() {
        for n in 0..<24 {
            let bytes = (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 1) }
            let values = (0..<n).map { Double($0) * 1.25 }
            bytes.withUnsafeBufferPointer { a in
                Array(bytes).withUnsafeBufferPointer { #expect(ExactText.same(a, $0)) }
            }
            #expect(TextMemo.sameValues(values, Array(values)))
            for k in 0..<n {
                var other = bytes
                other[k] ^= 0x40
                bytes.withUnsafeBufferPointer { a in
                    other.withUnsafeBufferPointer { #expect(!ExactText.same(a, $0), "length \(n), byte \(k)") }
                }
                var moved = values
                moved[k] += 0.5
                #expect(!TextMemo.sameValues(values, moved), "length \(n), offset \(k)")
            }
        }
        #expect(TextMemo.sameValues([0, 1], [-0.0, 1]))
        #expect(!TextMemo.sameValues([0, 1], [0]))
    }

    @Test("New options clear the memo: the same run at 0 decimals prints whole numbers")
    func optionsClearTheMemo() {
        var writer = SVGWriter(options: SVGOptions(fontFamily: "Inter"))
        let scene = Self.scene([Self.run("Price", x: 10.5)])
        _ = writer.write(scene)
        #expect(!writer.textMemo.entries.isEmpty)
        writer.options.decimals = 0
        #expect(writer.textMemo.entries.isEmpty)
        var fresh = SVGWriter(options: SVGOptions(decimals: 0, fontFamily: "Inter"))
        #expect(writer.write(scene) == fresh.write(scene))
    }

    @Test("A run too large to keep is written in full every time")
    func largeRunsAreNotKept() {
        var writer = SVGWriter(options: SVGOptions(fontFamily: "Inter"))
        let long = Self.run(String(repeating: "Wide label ", count: 200))
        let first = writer.write(Self.scene([long]))
        #expect(writer.textMemo.index(of: long) == nil)
        #expect(writer.write(Self.scene([long])) == first)
    }
}
