import SceneGraph

extension SceneDocument {
    /// Scene options from the file's canvas.
    public func sceneOptions(grabbed: Thumb? = nil) -> SceneOptions {
        SceneOptions(padding: canvas.padding, background: canvas.background, grabbed: grabbed)
    }

    /// The still scene of the file's state in a colour scheme (default: the file's), with the file's held thumb.
    public func stillScene(scheme: ColorScheme? = nil) -> Scene {
        stillScene(scheme: scheme, grabbed: grabbed)
    }

    /// The still scene with `grabbed` drawn as held (nil: none).
    public func stillScene(scheme: ColorScheme? = nil, grabbed held: Thumb?) -> Scene {
        var env = environment
        env.colorScheme = scheme ?? environment.colorScheme
        let options = sceneOptions(grabbed: held)
        // Concrete engines, so the module's own specialisations are used.
        switch valueType {
        case .double:
            let engine = SliderEngine<Double>(config: config)
            return engine.scene(engine.initialState(value: value, environment: env), options: options)
        case .float:
            let engine = SliderEngine<Float>(config: config)
            return engine.scene(engine.initialState(value: value.converted(to: Float.self), environment: env), options: options)
        }
    }
}

extension RangeBinding where V == Double {
    /// The binding in another value type, as that type's binding would hold it.
    public func converted<W: SliderValue>(to _: W.Type) -> RangeBinding<W> {
        RangeBinding<W>(W(lower), W(upper))
    }
}
