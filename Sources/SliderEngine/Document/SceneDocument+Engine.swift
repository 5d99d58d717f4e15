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

    /// The still scene with `grabbed` drawn as held (nil: none); on a page, on slider `grabbedSlider`.
    public func stillScene(scheme: ColorScheme? = nil, grabbed held: Thumb?) -> Scene {
        if let page { return pageScene(page, scheme: scheme ?? environment.colorScheme, grabbed: held) }
        var env = environment
        env.colorScheme = scheme ?? environment.colorScheme
        let options = sceneOptions(grabbed: held)
        switch valueType {
        case .double:
            let engine = SliderEngine<Double>(config: config)
            return engine.scene(engine.initialState(value: value, environment: env), options: options, cache: SceneCache())
        case .float:
            let engine = SliderEngine<Float>(config: config)
            return engine.scene(engine.initialState(value: value.converted(to: Float.self), environment: env), options: options, cache: SceneCache())
        }
    }
}

extension SceneDocument {
    /// Makes the value formatters of the document's sliders for `locale` (default: the document's own) ahead of the
    /// first frame. Most formats in `en_US` need nothing loaded; any other loads ICU's data once per process, so a
    /// caller reading many documents at once, as `check` does, loads it beside other work and only when a document
    /// needs it.
    public func prepareFormatters(locale: String? = nil) {
        for slider in sliders { _ = SliderEngine<Double>(config: slider.config).formatter(locale: locale ?? environment.locale) }
    }
}

extension SceneDocument {
    /// A page slider on its own, as a slider file: as wide as the page's content, with the page's environment, no
    /// padding and no background, so its scene is what the page stacks.
    public func document(forSlider i: Int) -> SceneDocument {
        let slider = sliders.indices.contains(i) ? sliders[i] : first
        var env = environment
        if let page { env.width = page.contentWidth }
        return SceneDocument(config: slider.config, value: slider.value, valueType: slider.valueType, environment: env,
                             canvas: Canvas(padding: 0, background: nil), grabbed: i == grabbedSlider ? grabbed : nil)
    }

    /// Each slider's frame in the still scene at rest: where the page stacks it, or on a slider file's canvas.
    public var sliderFrames: [Rect] {
        guard let page else {
            let root = stillScene().nodes.first?.transform ?? .identity
            let g = traceGeometry
            return [Rect(x: root.translateX, y: root.translateY, width: g.width, height: g.height)]
        }
        let parts = pageParts(page, scheme: environment.colorScheme, grabbed: grabbed)
        let origins = page.place(heights: parts.map(\.height)).origins
        return zip(origins, parts).map { Rect(x: $0.x, y: $0.y, width: page.contentWidth, height: $1.height) }
    }

    /// The page's still scene: every slider at rest (slider `grabbedSlider` holding `held`), stacked.
    func pageScene(_ page: ScenePage, scheme: ColorScheme, grabbed held: Thumb?) -> Scene {
        PageComposer.compose(pageParts(page, scheme: scheme, grabbed: held), page: page, scheme: scheme)
    }

    /// The sliders' shares of the page at rest.
    func pageParts(_ page: ScenePage, scheme: ColorScheme, grabbed held: Thumb?) -> [PagePart] {
        var env = environment
        env.colorScheme = scheme
        env.width = page.contentWidth
        return sliders.indices.map { i -> PagePart in
            let slider = sliders[i], thumb = i == grabbedSlider ? held : nil
            switch slider.valueType {
            case .double: return Self.part(SliderEngine<Double>(config: slider.config), slider.value, env, thumb)
            case .float: return Self.part(SliderEngine<Float>(config: slider.config), slider.value, env, thumb)
            }
        }
    }

    static func part<V: SliderValue>(_ engine: SliderEngine<V>, _ value: RangeBinding<Double>, _ env: SliderEnvironment, _ held: Thumb?) -> PagePart {
        engine.pagePart(engine.initialState(value: value.converted(to: V.self), environment: env), grabbed: held, cache: SceneCache())
    }
}

extension RangeBinding where V == Double {
    /// The binding in another value type, as that type's binding would hold it.
    public func converted<W: SliderValue>(to _: W.Type) -> RangeBinding<W> {
        RangeBinding<W>(W(lower), W(upper))
    }
}
