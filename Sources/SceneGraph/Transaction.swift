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

    /// A numeric text content transition, like SwiftUI's `.contentTransition(.numericText())`: when a text node's string
    /// changes, each glyph that changed rolls: the old glyph slides `offset` points out and fades, the new one slides in
    /// from `offset` points the other side and fades in, both along `animation` (from 0 to 1); glyphs that stay the same
    /// stay put, or slide to their new place when the string got longer or shorter. Strings are matched glyph by glyph:
    /// their common start stays ("$" of "$99" and "$100"), the rest is matched from the end, where numbers change.
    public struct NumericText: Hashable, Sendable {
        /// Which way the glyphs roll.
        public enum Direction: String, Hashable, Sendable {
            /// Counting up: new glyphs rise from below, old ones rise out above.
            case up
            /// Counting down: new glyphs drop in from above, old ones drop out below.
            case down
        }

        /// Matches this id and every id that continues it after a "."; empty matches all.
        public var idPrefix: String
        /// The progress curve of each glyph's slide and fade.
        public var animation: Animation
        /// How far a glyph travels in or out, in points; 0 fades in place.
        public var offset: Double
        /// Which way the glyphs roll.
        public var direction: Direction

        /// Creates a numeric text transition rule.
        public init(_ idPrefix: String, animation: Animation, offset: Double, direction: Direction) {
            self.idPrefix = idPrefix
            self.animation = animation
            self.offset = offset
            self.direction = direction
        }
    }

    /// Rules in priority order: the first whose prefix matches a node id decides its animation.
    public var rules: [Rule]
    /// The animation for nodes no rule matches; nil makes their changes jump.
    public var defaultAnimation: Animation?
    /// Text nodes whose string changes cross-fade; the first matching entry gives the duration.
    public var crossFadeText: [TextCrossFade]
    /// Text nodes whose string changes roll glyph by glyph; the first matching entry applies, before any cross-fade.
    public var numericText: [NumericText]

    /// Creates a transaction.
    public init(
        defaultAnimation: Animation? = nil, rules: [Rule] = [], crossFadeText: [TextCrossFade] = [],
        numericText: [NumericText] = []
    ) {
        self.defaultAnimation = defaultAnimation
        self.rules = rules
        self.crossFadeText = crossFadeText
        self.numericText = numericText
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

    /// The numeric text transition for a string change of the text node with this id, or nil when it does not roll.
    public func numericText(for id: String) -> NumericText? {
        for roll in numericText where Self.matches(prefix: roll.idPrefix, id: id) { return roll }
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
