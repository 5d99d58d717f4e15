import SceneGraph

/// How a still frame is framed: padding around the slider and the page colour behind it.
public struct SceneOptions: Hashable, Sendable {
    /// Space around the slider on every side, in points; room for the grown thumb and its shadow.
    public var padding: Double
    /// Page colour, resolved for the scheme; nil is transparent. Defaults to the seed example's background.
    public var background: AdaptiveColor?
    /// Overrides which thumb is drawn grabbed, for stills of a held thumb without a trace.
    public var grabbed: Thumb?

    /// Creates options.
    public init(padding: Double = 24, background: AdaptiveColor? = AdaptiveColor(light: 0xF3F2EE, dark: 0x121212), grabbed: Thumb? = nil) {
        self.padding = padding
        self.background = background
        self.grabbed = grabbed
    }
}
