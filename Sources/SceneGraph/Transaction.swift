/// Which animation each change of a commit gets, as data: SwiftUI's transaction, resolved per node id.
///
/// A rule's `idPrefix` matches a node id when the id equals it or continues it after a "." — prefix "chips" matches
/// "chips" and "chips.lower.background" but not "chipsX"; the empty prefix matches every id. The first matching rule
/// in `rules` wins; with none, `defaultAnimation` applies. A nil animation makes the change jump.
public struct Transaction: Hashable, Sendable {
    /// One rule: the animation for changes of nodes whose ids match `idPrefix`.
    public struct Rule: Hashable, Sendable {
        /// Matches this id and every id that continues it after a "."; empty matches all.
        public var idPrefix: String
        /// The animation for matching nodes; nil makes their changes jump.
        public var animation: Animation?

        /// Creates a rule.
        public init(_ idPrefix: String, _ animation: Animation?) {
            self.idPrefix = idPrefix
            self.animation = animation
        }
    }

    /// A text content transition: a text node whose string changes cross-fades from the old string to the new one.
    ///
    /// Like SwiftUI's `.contentTransition(.numericText())`, in its simplest form: the outgoing text fades out while
    /// the incoming text fades in, linearly over `duration` seconds (see `Animation.crossFade`).
    public struct TextCrossFade: Hashable, Sendable {
        /// Matches this id and every id that continues it after a "."; empty matches all.
        public var idPrefix: String
        /// Length of the fade in seconds.
        public var duration: Double

        /// Creates a text cross-fade rule.
        public init(_ idPrefix: String, duration: Double) {
            self.idPrefix = idPrefix
            self.duration = duration
        }
    }

    /// Rules in priority order: the first whose prefix matches a node id decides its animation.
    public var rules: [Rule]
    /// The animation for nodes no rule matches; nil makes their changes jump.
    public var defaultAnimation: Animation?
    /// Text nodes whose string changes cross-fade; the first matching entry gives the duration.
    public var crossFadeText: [TextCrossFade]

    /// Creates a transaction.
    public init(defaultAnimation: Animation? = nil, rules: [Rule] = [], crossFadeText: [TextCrossFade] = []) {
        self.defaultAnimation = defaultAnimation
        self.rules = rules
        self.crossFadeText = crossFadeText
    }

    /// A transaction where every change jumps.
    public static let none = Transaction()

    /// A transaction that animates every change with `animation`.
    public static func animated(_ animation: Animation) -> Transaction {
        Transaction(defaultAnimation: animation)
    }

    /// The animation for changes of the node with this id: the first matching rule's, else `defaultAnimation`.
    public func animation(for id: String) -> Animation? {
        for rule in rules where Self.matches(prefix: rule.idPrefix, id: id) { return rule.animation }
        return defaultAnimation
    }

    /// The cross-fade duration for a string change of the text node with this id, or nil when it should not cross-fade.
    public func textCrossFadeDuration(for id: String) -> Double? {
        for fade in crossFadeText where Self.matches(prefix: fade.idPrefix, id: id) { return fade.duration }
        return nil
    }

    /// Whether `prefix` matches `id`: equal, or `id` continues `prefix` with a "."; the empty prefix matches everything.
    ///
    /// Compares UTF-8 bytes, so ids match exactly as spelled (no Unicode normalisation).
    public static func matches(prefix: String, id: String) -> Bool {
        let p = prefix.utf8, i = id.utf8
        if p.isEmpty { return true }
        guard i.count >= p.count, i.starts(with: p) else { return false }
        if i.count == p.count { return true }
        return i[i.index(i.startIndex, offsetBy: p.count)] == UInt8(ascii: ".")
    }
}
