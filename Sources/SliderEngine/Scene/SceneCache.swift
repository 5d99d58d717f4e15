import SceneGraph

/// Memoised text work for building many frames of one slider: formatted values and measured strings. Use one cache per
/// engine, owned by one caller at a time;
/// reusing it across frames keeps Foundation formatting and text measurement off the per-frame path.
public final class SceneCache {
    private var formatters: [String: ValueFormatter] = [:]
    private var formatted: [FormatKey: String] = [:]
    private var layouts: [LayoutKey: (offsets: [Double], width: Double)] = [:]

    /// The value by its bits: `-0.0` and `0.0` are equal as numbers but may format differently.
    private struct FormatKey: Hashable {
        var locale: String
        var bits: UInt64
    }

    private struct LayoutKey: Hashable {
        var text: String
        var fontSize: Double
        var weight: Int
        var tabular: Bool
    }

    /// Creates an empty cache.
    public init() {}

    /// The text of `value` under `format` in `locale`.
    func string<V: SliderValue>(_ value: Double, engine: SliderEngine<V>, locale: String) -> String {
        let key = FormatKey(locale: locale, bits: value.bitPattern)
        if let hit = formatted[key] { return hit }
        let formatter: ValueFormatter
        if let f = formatters[locale] {
            formatter = f
        } else {
            formatter = engine.formatter(locale: locale)
            formatters[locale] = formatter
        }
        let text = formatter.string(value)
        if formatted.count > 4096 { formatted.removeAll(keepingCapacity: true) }
        formatted[key] = text
        return text
    }

    /// The measured layout of a line of text.
    func layout(_ text: String, fontSize: Double, weight: Int, tabular: Bool) -> (offsets: [Double], width: Double) {
        let key = LayoutKey(text: text, fontSize: fontSize, weight: weight, tabular: tabular)
        if let hit = layouts[key] { return hit }
        let measured = TextMeasure.layout(text, fontSize: fontSize, weight: weight, tabularDigits: tabular)
        if layouts.count > 4096 { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = measured
        return measured
    }
}
