import SceneGraph
import SliderEngine

extension SceneDocument {
    /// Scene options from the file's canvas.
    func sceneOptions(grabbed: Thumb? = nil) -> SceneOptions {
        SceneOptions(padding: canvas.padding, background: canvas.background, grabbed: grabbed)
    }

    /// The still scene of the file's state, in a colour scheme.
    func stillScene(scheme: ColorScheme, grabbed: Thumb?) -> Scene {
        switch valueType {
        case .double: return stillScene(Double.self, scheme: scheme, grabbed: grabbed)
        case .float: return stillScene(Float.self, scheme: scheme, grabbed: grabbed)
        }
    }

    private func stillScene<V: SliderValue>(_: V.Type, scheme: ColorScheme, grabbed: Thumb?) -> Scene {
        let engine = SliderEngine<V>(config: config)
        var env = environment
        env.colorScheme = scheme
        let state = engine.initialState(value: RangeBinding(V(value.0), V(value.1)), environment: env)
        return engine.scene(state, options: sceneOptions(grabbed: grabbed))
    }
}

/// Text and JSON forms of the accessibility tree.
enum AccessibilityText {
    /// One line per element in VoiceOver's reading order: `Minimum price, $120, adjustable  [x y w h]  actions: …`.
    static func text(_ elements: [AccessibilityElement]) -> String {
        accessibilityReadingOrder(elements).map { e in
            let f = e.frame
            let frame = [f.x, f.y, f.width, f.height].map { NumberText.string($0) }.joined(separator: " ")
            return "\(e.spokenText)  [\(frame)]  actions: \(e.actions.joined(separator: ", "))"
        }.joined(separator: "\n") + "\n"
    }

    /// A JSON array in reading order, keys in a fixed order.
    static func json(_ elements: [AccessibilityElement]) -> String {
        let items = accessibilityReadingOrder(elements).map { e -> String in
            let f = e.frame
            let frame = "{\"x\":\(NumberText.string(f.x)),\"y\":\(NumberText.string(f.y)),\"width\":\(NumberText.string(f.width)),\"height\":\(NumberText.string(f.height))}"
            return "{\"id\":\(quote(e.id)),\"label\":\(quote(e.label)),\"value\":\(quote(e.value)),\"traits\":[\(e.traits.map(quote).joined(separator: ","))],\"frame\":\(frame),\"actions\":[\(e.actions.map(quote).joined(separator: ","))],\"sortPriority\":\(NumberText.string(e.sortPriority))}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    /// A JSON string literal; the one quoting rule of every JSON file we write (HTML-safe, see `PlayerPage.string`).
    static func quote(_ s: String) -> String { PlayerPage.string(s) }
}
