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
        switch valueType {
        case .double: return stillScene(Double.self, scheme: scheme ?? environment.colorScheme, grabbed: held)
        case .float: return stillScene(Float.self, scheme: scheme ?? environment.colorScheme, grabbed: held)
        }
    }

    private func stillScene<V: SliderValue>(_: V.Type, scheme: ColorScheme, grabbed: Thumb?) -> Scene {
        let engine = SliderEngine<V>(config: config)
        var env = environment
        env.colorScheme = scheme
        let state = engine.initialState(value: value.converted(to: V.self), environment: env)
        return engine.scene(state, options: sceneOptions(grabbed: grabbed))
    }
}

extension RangeBinding where V == Double {
    /// The binding in another value type, as that type's binding would hold it.
    public func converted<W: SliderValue>(to _: W.Type) -> RangeBinding<W> {
        RangeBinding<W>(W(lower), W(upper))
    }
}
