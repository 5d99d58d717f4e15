/// Text and JSON forms of an accessibility tree, for terminals, logs and snapshots.
public enum AccessibilityText {
    /// One line per element in VoiceOver's reading order: `Minimum price, $120, adjustable  [x y w h]  actions: …`.
    /// An element with no actions (a disabled slider's) ends in `actions: none`.
    /// Control and bidi characters in labels are escaped (`\u{202E}`), so a label cannot fake or reorder a line.
    public static func text(_ elements: [AccessibilityElement]) -> String {
        accessibilityReadingOrder(elements).map { e in
            let f = e.frame
            let frame = [f.x, f.y, f.width, f.height].map { NumberText.string($0) }.joined(separator: " ")
            return "\(VisibleText.escaped(e.spokenText))  [\(frame)]  actions: \(e.actions.isEmpty ? "none" : VisibleText.escaped(e.actions.joined(separator: ", ")))"
        }.joined(separator: "\n") + "\n"
    }

    /// A JSON array in reading order, keys in a fixed order.
    public static func json(_ elements: [AccessibilityElement]) -> String {
        var out: [UInt8] = []
        appendJSON(elements, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `json(elements)` appended to `out` as UTF-8, without building strings.
    @inlinable
    public static func appendJSON<Sink: ByteSink>(_ elements: [AccessibilityElement], to out: inout Sink) {
        out.append(UInt8(ascii: "["))
        for (i, e) in accessibilityReadingOrder(elements).enumerated() {
            JSONText.appendField(i > 0 ? ",{\"id\":" : "{\"id\":", e.id, to: &out)
            JSONText.appendField(",\"label\":", e.label, to: &out)
            JSONText.appendField(",\"value\":", e.value, to: &out)
            JSONText.appendField(",\"traits\":", list: e.traits, to: &out)
            JSONText.appendField(",\"frame\":{\"x\":", e.frame.x, decimals: 2, to: &out)
            JSONText.appendField(",\"y\":", e.frame.y, decimals: 2, to: &out)
            JSONText.appendField(",\"width\":", e.frame.width, decimals: 2, to: &out)
            JSONText.appendField(",\"height\":", e.frame.height, decimals: 2, to: &out)
            JSONText.appendField("},\"actions\":", list: e.actions, to: &out)
            JSONText.appendField(",\"sortPriority\":", e.sortPriority, decimals: 2, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
    }
}
