import SceneGraph

/// The resolved colours of one slider in one colour scheme: the seed's `Style` after `adaptive(light:dark:)` picked a side.
public struct Palette: Hashable, Sendable {
    /// The unselected part of the track.
    public var track: Color
    /// The selected span; also the chip of a grabbed thumb.
    public var fill: Color
    /// The thumb face.
    public var thumb: Color
    /// The ring around each thumb.
    public var thumbBorder: Color
    /// Text on `fill`.
    public var ink: Color
    /// Readout text at rest and the header values.
    public var label: Color
    /// The dash between values, and a single slider's value labels.
    public var secondaryLabel: Color
    /// Readout chips at rest.
    public var chip: Color

    /// The seed's house palette (`Style.standard`), hex pairs copied from its initializer.
    static let house = (
        track: AdaptiveColor(light: 0xE6E4DE, dark: 0x2A2A2A),
        fill: AdaptiveColor(light: 0xFF5B3A, dark: 0xFF5B3A),
        thumb: AdaptiveColor(light: 0xFFFFFF, dark: 0xF4F3EF),
        thumbBorder: AdaptiveColor(light: 0x141414, dark: 0x141414),
        ink: AdaptiveColor(light: 0x141414, dark: 0x141414),
        label: AdaptiveColor(light: 0x141414, dark: 0xF4F3EF),
        secondaryLabel: AdaptiveColor(light: 0x5C5A56, dark: 0xA6A49F),
        chip: AdaptiveColor(light: 0xE9E7E1, dark: 0x262626))

    /// The iOS system slider's look for `Slider`: system blue on a system-fill track, a white thumb, secondary-label value labels.
    /// UIKit's dynamic colours: systemBlue #007AFF / #0A84FF, systemFill rgba(120,120,128,0.2 / 0.36),
    /// secondaryLabel rgba(60,60,67,0.6) / rgba(235,235,245,0.6).
    static let system = (
        track: AdaptiveColor(light: 0x787880, dark: 0x787880, lightAlpha: 0.2, darkAlpha: 0.36),
        fill: AdaptiveColor(light: 0x007AFF, dark: 0x0A84FF),
        thumb: AdaptiveColor(light: 0xFFFFFF, dark: 0xFFFFFF),
        thumbBorder: AdaptiveColor(light: 0x000000, dark: 0x000000, lightAlpha: 0.04, darkAlpha: 0.04),
        ink: AdaptiveColor(light: 0xFFFFFF, dark: 0xFFFFFF),
        label: AdaptiveColor(light: 0x000000, dark: 0xFFFFFF),
        secondaryLabel: AdaptiveColor(light: 0x3C3C43, dark: 0xEBEBF5, lightAlpha: 0.6, darkAlpha: 0.6),
        chip: AdaptiveColor(light: 0xE9E7E1, dark: 0x262626))

    /// Resolves overrides over the kind's defaults for a colour scheme.
    public init(kind: SliderConfig.Kind, overrides o: StyleOverrides, scheme: ColorScheme) {
        let base = kind == .range ? Self.house : Self.system
        func pick(_ override: AdaptiveColor?, _ fallback: AdaptiveColor) -> Color {
            let c = override ?? fallback
            return scheme == .dark ? Color(hex: c.dark, alpha: c.darkAlpha) : Color(hex: c.light, alpha: c.lightAlpha)
        }
        track = pick(o.track, base.track)
        fill = pick(o.fill, base.fill)
        thumb = pick(o.thumb, base.thumb)
        thumbBorder = pick(o.thumbBorder, base.thumbBorder)
        ink = pick(o.ink, base.ink)
        label = pick(o.label, base.label)
        secondaryLabel = pick(o.secondaryLabel, base.secondaryLabel)
        chip = pick(o.chip, base.chip)
    }
}
