import SceneGraph

/// Memoised work for building many frames of one slider: formatted values and measured strings, each kept by
/// everything it is made from. Reusing a cache across frames keeps Foundation formatting and text measurement off the
/// per-frame path; every other part of a scene is built anew each time. A cache is owned by one caller at a time,
/// and one shared by engines of different formats, locales or designs gives the same scenes as a cache for each.
public final class SceneCache {
    /// The formatter made last.
    private var formatter: KeptFormatter?
    private var formatted: [FormatKey: String] = [:]
    private var layouts: [LayoutKey: (offsets: [Double], width: Double)] = [:]
    /// Entries kept in each dictionary before it starts again, so a long run of different values stays bounded.
    static let capacity = 4096

    /// A formatter and the engine (`SliderEngine.identity`, shared only by copies of one engine, whose configuration
    /// is the same) and locale it was made for; a class, so handing it out copies no formatter.
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

        static func == (a: LayoutKey, b: LayoutKey) -> Bool {
            a.fontSize == b.fontSize && a.weight == b.weight && a.tabular == b.tabular && ExactText.same(a.text, b.text)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fontSize)
            hasher.combine(weight)
            hasher.combine(tabular)
            hasher.combine(text.utf8.count)
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
        }
    }

    /// Creates an empty cache.
    public init() {}

    /// The texts of `lower` and `upper` under `engine`'s format in `locale`.
    func strings<V: SliderValue>(_ lower: Double, _ upper: Double, engine: SliderEngine<V>, locale: String) -> (String, String) {
        let formatter = self.formatter(engine, locale: locale)
        return (string(lower, formatter), string(upper, formatter))
    }

    /// The text of `value` under `engine`'s format in `locale`.
    func string<V: SliderValue>(_ value: Double, engine: SliderEngine<V>, locale: String) -> String {
        string(value, formatter(engine, locale: locale))
    }

    /// The formatter of `engine` in `locale`: the one made last when it was for the same engine and locale.
    private func formatter<V: SliderValue>(_ engine: SliderEngine<V>, locale: String) -> KeptFormatter {
        if let last = formatter, last.engine === engine.identity, last.locale == locale { return last }
        let made = KeptFormatter(engine: engine.identity, locale: locale, formatter: engine.formatter(locale: locale))
        formatter = made
        return made
    }

    /// The text of `value` under `kept`'s formatter.
    private func string(_ value: Double, _ kept: KeptFormatter) -> String {
        let key = FormatKey(formatter: kept.formatter.keyNumber, bits: value.bitPattern)
        if let text = formatted[key] { return text }
        let text = kept.formatter.string(value)
        if formatted.count >= Self.capacity { formatted.removeAll(keepingCapacity: true) }
        formatted[key] = text
        return text
    }

    /// The measured layout of a line of text.
    func layout(_ text: String, fontSize: Double, weight: Int, tabular: Bool) -> (offsets: [Double], width: Double) {
        let key = LayoutKey(text: text, fontSize: fontSize, weight: weight, tabular: tabular)
        if let layout = layouts[key] { return layout }
        let layout = TextMeasure.layout(text, fontSize: fontSize, weight: weight, tabularDigits: tabular)
        if layouts.count >= Self.capacity { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = layout
        return layout
    }
}
