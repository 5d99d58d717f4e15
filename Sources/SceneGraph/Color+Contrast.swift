/// WCAG 2.2 contrast, and the compositing it needs, computed with IEEE-754 basic operations and `PortableMath`, so
/// every machine measures the same ratio to the last bit.
extension Color {
    /// WCAG 2.2 relative luminance of the colour's sRGB components (alpha ignored): each component `c` becomes
    /// `c / 12.92` up to 0.04045 and `((c + 0.055) / 1.055)^2.4` above, then `0.2126 R + 0.7152 G + 0.0722 B`.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// The WCAG contrast ratio `(L1 + 0.05) / (L2 + 0.05)` of two opaque colours, lighter over darker: from 1 (the
    /// same luminance) to 21 (black and white). Composite colours with alpha first (`composited(over:)`).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour drawn over `background` (source-over, straight alpha): what the eye sees. Over an opaque
    /// background the result is opaque.
    public func composited(over background: Color) -> Color {
        let a = alpha, b = background.alpha * (1 - a)
        let out = a + b
        guard out > 0 else { return .clear }
        return Color(red: (red * a + background.red * b) / out, green: (green * a + background.green * b) / out,
                     blue: (blue * a + background.blue * b) / out, alpha: out)
    }

    /// The colour with its saturation set to 0, as the renderers' `saturation` does: each component becomes the
    /// Rec. 709 weighted sum `0.2126 R + 0.7152 G + 0.0722 B` of the components.
    public var desaturated: Color {
        let y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return Color(red: y, green: y, blue: y, alpha: alpha)
    }

    /// One sRGB component in linear light; `x^2.4` as `exp(2.4 · log x)` through `PortableMath`.
    static func linear(_ c: Double) -> Double {
        if c <= 0.04045 { return c / 12.92 }
        return PortableMath.exp(2.4 * PortableMath.log((c + 0.055) / 1.055))
    }
}
