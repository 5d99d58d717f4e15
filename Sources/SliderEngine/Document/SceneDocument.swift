import SceneGraph

/// The number type a scene's binding holds.
public enum ValueType: String, Hashable, Sendable, CaseIterable {
    /// `Double`.
    case double
    /// `Float`.
    case float
}

/// The canvas a still frame is drawn on: padding around the slider and the page colour behind it.
public struct Canvas: Hashable, Sendable {
    /// Space around the slider on every side, in points (default: the engine's `SceneOptions`).
    public var padding: Double = SceneOptions().padding
    /// Page colour; defaults to the seed example's background, as `SceneOptions` does. nil is transparent.
    public var background: AdaptiveColor? = SceneOptions().background

    /// Creates a canvas.
    public init(padding: Double = SceneOptions().padding, background: AdaptiveColor? = SceneOptions().background) {
        self.padding = padding
        self.background = background
    }
}

/// One slider of a scene file: its configuration, its binding and the binding's number type.
public struct SceneSlider: Hashable, Sendable {
    /// The slider.
    public var config: SliderConfig
    /// The binding: two numbers for a range slider, one for a single slider (stored in both ends).
    public var value: RangeBinding<Double>
    /// `Double` or `Float`.
    public var valueType: ValueType

    /// Creates a slider entry.
    public init(config: SliderConfig, value: RangeBinding<Double>, valueType: ValueType = .double) {
        self.config = config
        self.value = value
        self.valueType = valueType
    }
}

/// A scene file: one slider on a canvas, or a page of sliders stacked top to bottom, with the environment they
/// share and an optional held thumb.
///
/// `SliderDocuments` reads one from a file (`SceneDocument(contentsOf:)`, `SceneDocument(bytes:file:)`), with errors
/// that give the file, line:column and JSON path, and writes it back (`jsonBytes()`).
/// `config`, `value` and `valueType` are those of the first (in a slider file, the only) slider.
public struct SceneDocument: Hashable, Sendable {
    /// The sliders: the one slider of a slider file, or a page's sliders from top to bottom.
    public var sliders: [SceneSlider]
    /// Width, direction, colour scheme, Dynamic Type and the other settings. On a page every slider reads it, and
    /// its width is the page's less the padding (`ScenePage.contentWidth`).
    public var environment: SliderEnvironment
    /// Padding and page colour of a slider file (a page has its own, in `page`).
    public var canvas: Canvas
    /// A thumb drawn as held, from the file's `"state": {"active": "lower"}`; `render --state` overrides it.
    public var grabbed: Thumb?
    /// The slider whose thumb `grabbed` holds: 0, or the index a page's `"state": {"slider": N}` names.
    public var grabbedSlider: Int
    /// The page the sliders stand on; nil for a slider file, which `canvas` frames.
    public var page: ScenePage?

    /// The most sliders a page holds.
    public static let maximumSliders = 50

    /// Creates a one-slider document.
    public init(config: SliderConfig, value: RangeBinding<Double>, valueType: ValueType = .double,
                environment: SliderEnvironment = SliderEnvironment(), canvas: Canvas = Canvas(), grabbed: Thumb? = nil) {
        self.sliders = [SceneSlider(config: config, value: value, valueType: valueType)]
        self.environment = environment
        self.canvas = canvas
        self.grabbed = grabbed
        self.grabbedSlider = 0
        self.page = nil
    }

    /// Creates a page of `sliders`, top to bottom, sharing `environment` (whose width the page sets), with
    /// `grabbed` held on slider `grabbedSlider`.
    public init(page: ScenePage, sliders: [SceneSlider], environment: SliderEnvironment = SliderEnvironment(),
                grabbed: Thumb? = nil, grabbedSlider: Int = 0) {
        self.sliders = sliders
        self.environment = environment
        self.environment.width = page.contentWidth
        self.canvas = Canvas()
        self.grabbed = grabbed
        self.grabbedSlider = grabbedSlider
        self.page = page
    }

    /// The first slider (a placeholder 0…1 slider when the list is empty).
    public var first: SceneSlider {
        sliders.first ?? SceneSlider(config: SliderConfig(bounds: (0, 1)), value: RangeBinding(0, 1))
    }

    /// Changes the first slider, adding one when the list is empty.
    mutating func modifyFirst(_ body: (inout SceneSlider) -> Void) {
        var slider = first
        body(&slider)
        if sliders.isEmpty { sliders.append(slider) } else { sliders[0] = slider }
    }

    /// The first (or only) slider's configuration.
    public var config: SliderConfig {
        get { first.config }
        set { modifyFirst { $0.config = newValue } }
    }

    /// The first (or only) slider's binding.
    public var value: RangeBinding<Double> {
        get { first.value }
        set { modifyFirst { $0.value = newValue } }
    }

    /// The first (or only) slider's number type.
    public var valueType: ValueType {
        get { first.valueType }
        set { modifyFirst { $0.valueType = newValue } }
    }
}
