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
        let quote = JSONText.quote
        let items = accessibilityReadingOrder(elements).map { e -> String in
            let f = e.frame
            let frame = "{\"x\":\(NumberText.string(f.x)),\"y\":\(NumberText.string(f.y)),\"width\":\(NumberText.string(f.width)),\"height\":\(NumberText.string(f.height))}"
            return "{\"id\":\(quote(e.id)),\"label\":\(quote(e.label)),\"value\":\(quote(e.value)),\"traits\":[\(e.traits.map(quote).joined(separator: ","))],\"frame\":\(frame),\"actions\":[\(e.actions.map(quote).joined(separator: ","))],\"sortPriority\":\(NumberText.string(e.sortPriority))}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }
}
