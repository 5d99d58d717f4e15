import SliderEngine

/// The parts of a scene's layout that traces need.
struct TraceGeometry: Equatable {
    /// The slider's width in points.
    var width: Double
    /// The vertical centre of the track row: where a touch without y lands.
    var trackCentreY: Double
    /// The slider's height: the bottom of the track row.
    var height: Double
}

extension SceneDocument {
    /// The layout of the scene's slider in its initial state, as the engine computes it.
    var traceGeometry: TraceGeometry {
        let engine = SliderEngine<Double>(config: config)
        let formatter = engine.formatter(locale: environment.locale)
        let layout = engine.layout(environment) { (formatter.string(value.0), formatter.string(value.1)) }
        return TraceGeometry(width: layout.width, trackCentreY: layout.rowMidY, height: layout.height)
    }
}
