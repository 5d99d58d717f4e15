/// Settings for SVG output that do not come from the scene.
public struct SVGOptions: Sendable, Hashable {
    /// Maximum decimals for every number written (clamped to 0...15); opacities always get at least 2.
    public var decimals: Int
    /// Prepended to every `id` written (node ids and the `f1`/`c1` definition ids), to keep several SVGs apart in one page.
    public var idPrefix: String
    /// The CSS `font-family` list written on every `<text>`; Inter first, as the measured stand-in for SF Pro.
    public var fontFamily: String
    /// How text is written: as `<text>` (the default: readable, searchable, drawn with the viewer's fonts) or as
    /// `<path>` outlines of the package's Inter glyphs, which look the same in every viewer.
    public var textMode: TextMode

    /// How text runs become SVG.
    public enum TextMode: String, Sendable, Hashable, CaseIterable {
        /// A `<text>` element with one x position per scalar.
        case text
        /// A `<path>` of the glyph outlines with an `aria-label` holding the text.
        case paths
    }

    /// The default font list: Inter (whose advances the scene is measured with), then Apple's and generic fallbacks.
    public static let defaultFontFamily = "Inter, 'SF Pro Text', -apple-system, system-ui, sans-serif"

    /// Creates options; every argument has the default used by `SVGRender`.
    public init(decimals: Int = 2, idPrefix: String = "", fontFamily: String = SVGOptions.defaultFontFamily, textMode: TextMode = .text) {
        self.decimals = decimals
        self.idPrefix = idPrefix
        self.fontFamily = fontFamily
        self.textMode = textMode
    }
}
