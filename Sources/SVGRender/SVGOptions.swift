/// Settings for SVG output that do not come from the scene.
public struct SVGOptions: Sendable, Hashable {
    /// Maximum decimals for every number written (clamped to 0...15); opacities always get at least 2.
    public var decimals: Int
    /// Prepended to every `id` written (node ids and the `f1`/`c1` definition ids), to keep several SVGs apart in one page.
    public var idPrefix: String
    /// The CSS `font-family` list written on every `<text>`; Inter first, as the measured stand-in for SF Pro.
    public var fontFamily: String

    /// The default font list: Inter (whose advances the scene is measured with), then Apple's and generic fallbacks.
    public static let defaultFontFamily = "Inter, 'SF Pro Text', -apple-system, system-ui, sans-serif"

    /// Creates options; every argument has the default used by `SVGRender`.
    public init(decimals: Int = 2, idPrefix: String = "", fontFamily: String = SVGOptions.defaultFontFamily) {
        self.decimals = decimals
        self.idPrefix = idPrefix
        self.fontFamily = fontFamily
    }
}
