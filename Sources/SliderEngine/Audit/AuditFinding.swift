import SceneGraph

/// What an accessibility audit checks, named after XCTest's `XCUIAccessibilityAuditType`, in the order findings
/// are listed.
public enum AuditType: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Text against what lies beneath it (4.5:1, large text 3:1); the thumb against what it sits on (3:1); the
    /// fill against the track (3:1, a warning).
    case contrast
    /// Targets under 44 × 44 pt, targets that overlap, and identical frames.
    case hitRegion
    /// Empty or duplicate labels, the default "Minimum" and "Maximum", labels that repeat the trait.
    case sufficientElementDescription
    /// Text that does not grow from one Dynamic Type size to the next.
    case dynamicType
    /// Text wider than its chip, its slider's frame or the canvas; chips that collide.
    case textClipped
    /// Visible text that is neither an element nor folded into an element's label or value.
    case elementDetection
    /// Adjustable elements without both adjust actions; disabled controls without `notEnabled`.
    case trait

    /// Orders types as `allCases` lists them.
    public static func < (a: Self, b: Self) -> Bool { a.order < b.order }

    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// How much a finding matters: an error fails `render-cli audit` and `assertAccessibilityAudit`; a warning fails
/// them only when asked.
public enum AuditSeverity: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Fails the audit.
    case error
    /// Reported; fails only when warnings are asked to fail.
    case warning

    /// Errors first.
    public static func < (a: Self, b: Self) -> Bool { a == .error && b == .warning }
}

/// The settings one scene of an audit was drawn in.
public struct AuditCondition: Hashable, Sendable, Comparable {
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// The colour scheme.
    public var colorScheme: ColorScheme

    /// Creates a condition.
    public init(dynamicTypeSize: DynamicTypeSize, layoutDirection: LayoutDirection, colorScheme: ColorScheme) {
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
    }

    /// The condition of an environment.
    public init(_ environment: SliderEnvironment) {
        self.init(dynamicTypeSize: environment.dynamicTypeSize, layoutDirection: environment.layoutDirection,
                  colorScheme: environment.colorScheme)
    }

    /// `large leftToRight light`.
    public var label: String { "\(dynamicTypeSize.rawValue) \(layoutDirection.rawValue) \(colorScheme.rawValue)" }

    /// Scheme, then direction, then size, smallest first.
    public static func < (a: Self, b: Self) -> Bool {
        if a.colorScheme != b.colorScheme { return a.colorScheme == .light }
        if a.layoutDirection != b.layoutDirection { return a.layoutDirection == .leftToRight }
        return a.dynamicTypeSize < b.dynamicTypeSize
    }
}

/// One thing an audit found: its type and severity, the element or node it is about, what was measured against
/// what is needed, and one sentence a designer can act on.
public struct AuditFinding: Hashable, Sendable {
    /// The audit type.
    public var type: AuditType
    /// Error or warning.
    public var severity: AuditSeverity
    /// The accessibility element's id (`thumb.lower`, `s1/thumb.upper`), or the node's id for what is not an
    /// element (`chip.lower.text0`, `track.fill`).
    public var element: String
    /// What was measured, with its unit: `1.21:1`, `40 × 44 pt`, `"Minimum"`.
    public var measured: String
    /// What is needed, with its unit: `3:1`, `44 × 44 pt`.
    public var threshold: String
    /// One sentence saying what is wrong and what to change.
    public var message: String
    /// The conditions the finding was seen in, in order; empty for an audit of one scene.
    public var conditions: [AuditCondition]

    /// Creates a finding.
    public init(type: AuditType, severity: AuditSeverity, element: String, measured: String, threshold: String,
                message: String, conditions: [AuditCondition] = []) {
        self.type = type
        self.severity = severity
        self.element = element
        self.measured = measured
        self.threshold = threshold
        self.message = message
        self.conditions = conditions
    }

    /// The order findings are listed in: type, severity, element id, first condition, then the rest of the text.
    static func precedes(_ a: AuditFinding, _ b: AuditFinding) -> Bool {
        if a.type != b.type { return a.type < b.type }
        if a.severity != b.severity { return a.severity < b.severity }
        if a.element != b.element { return a.element.utf8.lexicographicallyPrecedes(b.element.utf8) }
        switch (a.conditions.first, b.conditions.first) {
        case let (x?, y?) where x != y: return x < y
        case (nil, _?): return true
        case (_?, nil): return false
        default: break
        }
        if a.message != b.message { return a.message.utf8.lexicographicallyPrecedes(b.message.utf8) }
        if a.measured != b.measured { return a.measured.utf8.lexicographicallyPrecedes(b.measured.utf8) }
        return a.threshold.utf8.lexicographicallyPrecedes(b.threshold.utf8)
    }
}
