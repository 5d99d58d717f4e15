import SceneGraph

/// Memoised work for building many frames of one slider: formatted values, measured strings, the palette, and from
/// its second scene on the pieces of the frame built last (the header, the chip row, the track, each thumb and a range
/// slider's list of them), handed out again, storage and all, when built from exactly the same. A cache is owned by
/// one caller at a time; reusing it across frames keeps Foundation formatting, text measurement and most of the
/// building off the per-frame path. A cache for each engine hands out the most again; one shared by engines of
/// different formats, locales or designs gives the same scenes (value texts are kept by formatter, pieces by
/// everything they are made from), only slower.
public final class SceneCache {
    /// The formatter of the scene being built: the one made last, while scenes ask for the same format and locale.
    private var formatter: KeptFormatter?

    /// A formatter and the engine and locale it was made for, in a class: read out of an optional struct in the
    /// cache, it was copied (its styles retained) for every scene.
    private final class KeptFormatter {
        let engine: AnyObject
        let locale: String
        let formatter: ValueFormatter
        init(engine: AnyObject, locale: String, formatter: ValueFormatter) {
            self.engine = engine
            self.locale = locale
            self.formatter = formatter
        }
    }
    private var formatted: [FormatKey: String] = [:]
    private var layouts: [LayoutKey: (offsets: [Double], width: Double)] = [:]
    /// The last few layouts and value texts handed out, tried in turn before the dictionaries. A frame asks for the
    /// strings the frame before asked for, and a string compares equal to the one it was copied from by its bits
    /// alone, where hashing reads every byte (and, for text such as the en dash, checks its normalisation): hashing
    /// had been a sixth of the cost of a scene. An entry goes into its dictionary only when a newer one takes its
    /// place here, so a cache that makes one frame (a still scene, a `check` case) never hashes or grows one.
    private var recentLayouts: [RecentLayout] = []
    private var recentStrings: [RecentString] = []
    private var nextLayout = 0, nextString = 0
    /// How many recent entries of each kind are kept: a range slider's frame measures up to five strings.
    static let recentCount = 8

    /// The formatter by its number in the process (`ValueFormatter.keyNumber`: its format, digits and locale), the
    /// value by its bits: `-0.0` and `0.0` are equal as numbers but may format differently.
    private struct FormatKey: Hashable {
        var formatter: Int
        var bits: UInt64
    }

    /// A text and its font, the text by its UTF-8 bytes: `==` on strings calls canonically equivalent spellings
    /// equal ("é" as one scalar and as "e" with a combining accent), whose layouts differ (an offset per scalar).
    private struct LayoutKey: Hashable {
        var text: String
        var fontSize: Double
        var weight: Int
        var tabular: Bool

        /// `==`, with the cheap tests first, and the bytes compared last.
        func isSame(as other: LayoutKey) -> Bool {
            fontSize == other.fontSize && weight == other.weight && tabular == other.tabular && ExactText.same(text, other.text)
        }

        static func == (a: LayoutKey, b: LayoutKey) -> Bool { a.isSame(as: b) }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fontSize)
            hasher.combine(weight)
            hasher.combine(tabular)
            hasher.combine(text.utf8.count)
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
        }
    }

    private struct RecentLayout {
        var key: LayoutKey
        var offsets: [Double]
        var width: Double
        /// Whether its dictionary holds it already (it came from there).
        var hashed: Bool
    }

    private struct RecentString {
        var key: FormatKey
        var text: String
        var hashed: Bool
    }

    private var lastPalette: MadePalette?

    /// The palette made last and what it was made from. A class: as an optional tuple, each frame's look at it copied
    /// the overrides and the palette out before comparing.
    private final class MadePalette {
        /// The engine it was made for (`SliderEngine.identity`): the same one has the same kind and overrides.
        let engine: AnyObject
        let kind: SliderConfig.Kind
        let overrides: StyleOverrides
        let scheme: ColorScheme
        let palette: Palette

        init(engine: AnyObject, kind: SliderConfig.Kind, overrides: StyleOverrides, scheme: ColorScheme, palette: Palette) {
            self.engine = engine
            self.kind = kind
            self.overrides = overrides
            self.scheme = scheme
            self.palette = palette
        }
    }
    /// The range slider's header built last (see `SceneBuilder.header`); read in place through the methods below, as
    /// copying it out of the cache cost as much as a good part of what it saves.
    private(set) var lastHeader: BuiltHeader?

    /// The header built last and the box it added to its parent, when it was built from `key`.
    func header(for key: BuiltHeader.Key) -> (items: [Node], box: LayoutBox)? {
        guard headerMatches(key), let last = lastHeader else { return nil }
        return (last.items, last.box)
    }

    /// Whether the header built last fitted on one line, when it was for these texts, text size and width.
    func headerFits(_ lower: String, _ upper: String, type: DynamicTypeSize, width: Double) -> Bool? {
        lastHeader?.fits(lower, upper, type: type, width: width) ?? nil
    }

    /// Scenes this cache has been asked for.
    private(set) var scenes = 0

    /// The pieces of the frame built last (thumbs, track, chips), handed out again for the same inputs; nil until the
    /// cache's second scene.
    private(set) var subtrees: BuiltSubtrees?

    /// Counts a scene about to be built; from the second on, the cache keeps the pieces it builds.
    func startScene() {
        scenes &+= 1
        if scenes == 2 { subtrees = BuiltSubtrees() }
    }

    /// Keeps a header just built, from the cache's second scene on: a cache that makes one scene (each `check` case
    /// has its own) would never hand it out.
    func keepHeader(_ header: @autoclosure () -> BuiltHeader) {
        guard scenes > 1 else { return }
        lastHeader = header()
        headerGeneration &+= 1
    }

    /// Counts the headers kept (see `BuiltSubtree.generation`).
    private(set) var headerGeneration: UInt64 = 0

    /// Whether the header kept was built from `key`.
    func headerMatches(_ key: BuiltHeader.Key) -> Bool {
        lastHeader?.key.isSame(as: key) == true
    }

    /// A header, what it was built from, and the box it added to its parent.
    ///
    /// Frames of a drag show the same two values for several frames in a row: the header of the frame before is
    /// handed out again, with its nodes' storage, when everything it is made from is exactly the same (texts by
    /// their bytes, numbers by their bits). Its three texts cost a third of a frame's scene to make, and an SVG
    /// writer compares a node handed out again in a few instructions (the same storage). A class: kept as an
    /// optional struct, each look at it through the cache copied all of it out first, items and texts.
    final class BuiltHeader {
        struct Key {
            var lower: String
            var upper: String
            var type: DynamicTypeSize
            var isRTL: Bool
            var width: Double
            var layoutWidth: Double
            var label: Color
            var secondaryLabel: Color

            func isSame(as other: Key) -> Bool {
                type == other.type && isRTL == other.isRTL && width.bitPattern == other.width.bitPattern
                    && layoutWidth.bitPattern == other.layoutWidth.bitPattern && label.hasSameBits(as: other.label)
                    && secondaryLabel.hasSameBits(as: other.secondaryLabel)
                    && ExactText.same(lower, other.lower) && ExactText.same(upper, other.upper)
            }
        }

        let key: Key
        /// The header group's items.
        let items: [Node]
        let box: LayoutBox
        /// Whether its items fit on one line, which the layout asks before the header is built.
        let fits: Bool

        init(key: Key, items: [Node], box: LayoutBox, fits: Bool) {
            self.key = key
            self.items = items
            self.box = box
            self.fits = fits
        }

        /// `fits`, when it was decided for these texts, text size and width.
        func fits(_ lower: String, _ upper: String, type: DynamicTypeSize, width: Double) -> Bool? {
            guard key.type == type, key.width.bitPattern == width.bitPattern, ExactText.same(key.lower, lower),
                  ExactText.same(key.upper, upper) else { return nil }
            return fits
        }
    }

    /// Creates an empty cache.
    public init() {}

    /// How many value texts and layouts the dictionaries hold (those pushed out of the recent ones), for tests.
    var hashedCounts: (strings: Int, layouts: Int) { (formatted.count, layouts.count) }

    /// The colours of `engine`'s slider in `scheme`: the last ones made when they were for the same engine or the same
    /// kind and overrides, and the same scheme.
    func palette<V: SliderValue>(_ engine: SliderEngine<V>, scheme: ColorScheme) -> Palette {
        if let last = lastPalette, last.scheme == scheme,
           last.engine === engine.identity || (last.kind == engine.config.kind && last.overrides == engine.config.style) {
            return last.palette
        }
        let palette = Palette(kind: engine.config.kind, overrides: engine.config.style, scheme: scheme)
        lastPalette = MadePalette(engine: engine.identity, kind: engine.config.kind, overrides: engine.config.style,
                                  scheme: scheme, palette: palette)
        return palette
    }

    /// The texts of `lower` and `upper` under `engine`'s format in `locale`.
    func strings<V: SliderValue>(_ lower: Double, _ upper: Double, engine: SliderEngine<V>, locale: String) -> (String, String) {
        let formatter = self.formatter(engine, locale: locale)
        return (string(lower, formatter), string(upper, formatter))
    }

    /// The text of `value` under `engine`'s format in `locale`.
    func string<V: SliderValue>(_ value: Double, engine: SliderEngine<V>, locale: String) -> String {
        string(value, formatter(engine, locale: locale))
    }

    /// The formatter of `engine` in `locale`: the one made last when it was for the same engine (`identity`) and
    /// locale. Another engine's is made anew (the process keeps each formatter's styles, so that is a lookup), and a
    /// text is kept by its formatter's number, the same for two engines of the same format and digits.
    /// Handed out in its class: a `ValueFormatter` returned by value was copied, its styles retained and released,
    /// for a tenth of a repeated frame's scene.
    private func formatter<V: SliderValue>(_ engine: SliderEngine<V>, locale: String) -> KeptFormatter {
        if let last = formatter, last.engine === engine.identity, last.locale == locale { return last }
        let made = KeptFormatter(engine: engine.identity, locale: locale, formatter: engine.formatter(locale: locale))
        formatter = made
        return made
    }

    /// The text of `value` under `formatter`.
    private func string(_ value: Double, _ formatter: KeptFormatter) -> String {
        let bits = value.bitPattern, number = formatter.formatter.keyNumber
        let found = recentStrings.withUnsafeBufferPointer { recent -> String? in
            for i in recent.indices {
                let e = recent.baseAddress! + i
                if e.pointee.key.bits == bits && e.pointee.key.formatter == number { return e.pointee.text }
            }
            return nil
        }
        if let found { return found }
        let key = FormatKey(formatter: number, bits: bits)
        let hit = formatted.isEmpty ? nil : formatted[key]
        let text = hit ?? formatter.formatter.string(value)
        if let evicted = Self.remember(RecentString(key: key, text: text, hashed: hit != nil), in: &recentStrings, next: &nextString),
           !evicted.hashed {
            if formatted.count > 4096 { formatted.removeAll(keepingCapacity: true) }
            formatted[evicted.key] = evicted.text
        }
        return text
    }

    /// The measured layout of a line of text.
    func layout(_ text: String, fontSize: Double, weight: Int, tabular: Bool) -> (offsets: [Double], width: Double) {
        // The recent ones read in place: an element read through the array's subscript is copied, with its text and
        // offsets retained and released, for each one tried.
        let found = recentLayouts.withUnsafeBufferPointer { recent -> (offsets: [Double], width: Double)? in
            for i in recent.indices {
                let e = recent.baseAddress! + i
                if e.pointee.key.fontSize == fontSize && e.pointee.key.weight == weight && e.pointee.key.tabular == tabular
                    && ExactText.same(e.pointee.key.text, text) {
                    return (e.pointee.offsets, e.pointee.width)
                }
            }
            return nil
        }
        if let found { return found }
        let key = LayoutKey(text: text, fontSize: fontSize, weight: weight, tabular: tabular)
        let (measured, hashed) = measuredLayout(key)
        if let evicted = Self.remember(RecentLayout(key: key, offsets: measured.offsets, width: measured.width, hashed: hashed),
                                       in: &recentLayouts, next: &nextLayout), !evicted.hashed {
            if layouts.count > 4096 { layouts.removeAll(keepingCapacity: true) }
            layouts[evicted.key] = (evicted.offsets, evicted.width)
        }
        return measured
    }

    /// The layout, and whether it came from the dictionary.
    private func measuredLayout(_ key: LayoutKey) -> ((offsets: [Double], width: Double), Bool) {
        if !layouts.isEmpty, let hit = layouts[key] { return (hit, true) }
        return (TextMeasure.layout(key.text, fontSize: key.fontSize, weight: key.weight, tabularDigits: key.tabular), false)
    }

    /// Keeps `entry` among the recent ones, replacing them in turn once there are `recentCount`; returns the entry
    /// it replaced.
    private static func remember<Entry>(_ entry: Entry, in recent: inout [Entry], next: inout Int) -> Entry? {
        if recent.count < recentCount {
            recent.append(entry)
            return nil
        }
        // Swapped, not copied: the entry pushed out changes hands without a retain.
        var evicted = entry
        swap(&evicted, &recent[next])
        next = (next + 1) % recentCount
        return evicted
    }
}
