/// One element of the accessibility tree, as VoiceOver sees it.
public struct AccessibilityElement: Hashable, Sendable, Codable {
    /// Stable identifier, matching the scene node it describes.
    public var id: String
    /// What the element is, e.g. "Minimum price".
    public var label: String
    /// Its current value as spoken, e.g. "$120".
    public var value: String
    /// Traits such as "adjustable".
    public var traits: [String]
    /// Frame in scene coordinates; at least 44×44 pt for touch targets.
    public var frame: Rect
    /// Named actions, e.g. "increment" and "decrement".
    public var actions: [String]
    /// Higher priorities are read first.
    public var sortPriority: Double

    /// Creates an element.
    public init(id: String, label: String, value: String, traits: [String], frame: Rect, actions: [String], sortPriority: Double) {
        self.id = id
        self.label = label
        self.value = value
        self.traits = traits
        self.frame = frame
        self.actions = actions
        self.sortPriority = sortPriority
    }

    /// The trait of a disabled control (UIKit's `UIAccessibilityTraits.notEnabled`); VoiceOver speaks it as "dimmed".
    public static let notEnabled = "notEnabled"

    /// Whether the element carries `notEnabled`: it is dimmed and cannot be adjusted.
    public var isNotEnabled: Bool { traits.contains(Self.notEnabled) }

    /// The word VoiceOver speaks for a trait: "dimmed" for `notEnabled`, the trait's own name otherwise.
    public static func spokenWord(forTrait trait: String) -> String {
        trait == notEnabled ? "dimmed" : trait
    }

    /// What VoiceOver speaks on focus: label, value, then traits, e.g. "Minimum price, $120, adjustable", or
    /// "Minimum price, $120, dimmed, adjustable" for a disabled slider.
    public var spokenText: String {
        // One allocation of the whole length, rather than one for each part added (a replay's player data speaks
        // every element of every frame).
        var text = ""
        text.reserveCapacity(traits.reduce(label.utf8.count + value.utf8.count + 2) { $0 + $1.utf8.count + 2 } + 2)
        text += label
        func add(_ part: String) {
            guard !part.isEmpty else { return }
            if !text.isEmpty { text += ", " }
            text += part
        }
        add(value)
        for trait in traits { add(Self.spokenWord(forTrait: trait)) }
        return text
    }
}

/// Orders elements as VoiceOver reads them: higher sort priority first, then document order.
public func accessibilityReadingOrder(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    // Already in order (no priority above the one before it): the stable sort would give the same array.
    if zip(elements, elements.dropFirst()).allSatisfy({ $0.sortPriority >= $1.sortPriority }) { return elements }
    return elements.enumerated()
        .sorted { a, b in
            a.element.sortPriority != b.element.sortPriority
                ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }
        .map(\.element)
}
