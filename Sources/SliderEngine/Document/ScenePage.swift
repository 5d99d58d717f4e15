import SceneGraph

/// A page of sliders, laid out as the seed's `RangeSliderExample` lays out its two: a
/// `VStack(alignment: .leading, spacing: spacing)` with `.padding(.horizontal, padding)`, in
/// `.frame(maxWidth: .infinity, maxHeight: .infinity)` over the background, on a screen `width` points wide.
///
/// Every slider is as wide as the page less the padding on both sides. With a `height`, the stack is centred
/// vertically in the page's safe area, as `maxHeight: .infinity` centres it on the phone: SwiftUI lays the view out
/// inside the safe area, while the background colour fills the whole screen (a stack taller than the safe area
/// overflows it equally above and below, and is cut at the page's edges, as a screen cuts it). A `device` sets the
/// width, the height and the safe area of that phone. Without a height, the page is as tall as the stack plus
/// `padding` above and below, and has no safe area. Frames sit on whole points, as a slider file's frame does on its
/// canvas.
public struct ScenePage: Hashable, Sendable {
    /// The page's width in points (default 393, an iPhone 15's screen).
    public var width: Double
    /// The page's height in points; nil fits the page to the stack plus `padding` above and below.
    public var height: Double?
    /// Space on the left and right of the stack (`.padding(.horizontal, 30)` in the seed), and above and below it
    /// when the page has no height.
    public var padding: Double
    /// Space between one slider's frame and the next (`VStack(spacing: 40)` in the seed).
    public var spacing: Double
    /// The page colour (default: the seed example's `#F3F2EE` / `#121212`); nil is transparent.
    public var background: AdaptiveColor?
    /// The phone the page stands for, which set its width, height and safe area; nil for a page sized by hand.
    public var device: Device?
    /// The safe area's insets, in which the stack is centred when the page has a height (none by default).
    public var safeArea: SafeArea

    /// Creates a page; the defaults are the seed example's.
    public init(width: Double = 393, height: Double? = nil, padding: Double = 30, spacing: Double = 40,
                background: AdaptiveColor? = SceneOptions().background, safeArea: SafeArea = SafeArea()) {
        self.width = width
        self.height = height
        self.padding = padding
        self.spacing = spacing
        self.background = background
        self.safeArea = safeArea
    }

    /// A page the size of `device`'s screen, its stack centred in that phone's safe area.
    public init(device: Device, padding: Double = 30, spacing: Double = 40,
                background: AdaptiveColor? = SceneOptions().background) {
        self.init(width: device.screen.width, height: device.screen.height, padding: padding, spacing: spacing,
                  background: background, safeArea: device.safeArea)
        self.device = device
    }

    /// The width every slider gets: the page's less the padding on both sides (never negative).
    public var contentWidth: Double { max(width - 2 * padding, 0) }

    /// The top-left corner of each slider's frame on the page, for sliders of the given heights stacked in order, and
    /// the page's size in whole points.
    public func place(heights: [Double]) -> (origins: [Point], size: Size) {
        let stack = heights.reduce(0, +) + spacing * Double(max(heights.count - 1, 0))
        let pageHeight = height ?? stack + 2 * padding
        // Centred in the safe area: from its top inset, half of what the insets and the stack leave.
        let top = height.map { safeArea.top + ($0 - safeArea.top - safeArea.bottom - stack) / 2 } ?? padding
        var origins: [Point] = []
        var y = top
        for h in heights {
            origins.append(Point(x: padding.rounded(), y: y.rounded()))
            y += h + spacing
        }
        return (origins, Size(width: width.rounded(.up), height: pageHeight.rounded(.up)))
    }
}
