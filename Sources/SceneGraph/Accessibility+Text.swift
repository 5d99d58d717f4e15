/// Text and JSON forms of an accessibility tree, for terminals, logs and snapshots.
public enum AccessibilityText {
    /// One line per element in VoiceOver's reading order: `Minimum price, $120, adjustable  [x y w h]  actions: …`.
    /// Control and bidi characters in labels are escaped (`\u{202E}`), so a label cannot fake or reorder a line.
    public static func text(_ elements: [AccessibilityElement]) -> String {
        accessibilityReadingOrder(elements).map { e in
            let f = e.frame
            let frame = [f.x, f.y, f.width, f.height].map { NumberText.string($0) }.joined(separator: " ")
            return "\(VisibleText.escaped(e.spokenText))  [\(frame)]  actions: \(VisibleText.escaped(e.actions.joined(separator: ", ")))"
        }.joined(separator: "\n") + "\n"
    }

    /// A JSON array in reading order, keys in a fixed order.
    public static func json(_ elements: [AccessibilityElement]) -> String {
        var out: [UInt8] = []
        appendJSON(elements, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `json(elements)` appended to `out` as UTF-8, without building strings.
    public static func appendJSON(_ elements: [AccessibilityElement], to out: inout [UInt8]) {
        func number(_ key: StaticString, _ x: Double) {
            out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            NumberText.append(x, decimals: 2, to: &out)
        }
        out.append(UInt8(ascii: "["))
        for (i, e) in accessibilityReadingOrder(elements).enumerated() {
            out.append(contentsOf: i > 0 ? ",{\"id\":".utf8 : "{\"id\":".utf8)
            JSONText.appendQuoted(e.id, to: &out)
            out.append(contentsOf: ",\"label\":".utf8)
            JSONText.appendQuoted(e.label, to: &out)
            out.append(contentsOf: ",\"value\":".utf8)
            JSONText.appendQuoted(e.value, to: &out)
            out.append(contentsOf: ",\"traits\":".utf8)
            JSONText.appendQuotedList(e.traits, to: &out)
            number(",\"frame\":{\"x\":", e.frame.x)
            number(",\"y\":", e.frame.y)
            number(",\"width\":", e.frame.width)
            number(",\"height\":", e.frame.height)
            out.append(contentsOf: "},\"actions\":".utf8)
            JSONText.appendQuotedList(e.actions, to: &out)
            number(",\"sortPriority\":", e.sortPriority)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
    }
}
