import SceneGraph

/// The parts of a scene's layout that traces need.
public struct TraceGeometry: Equatable, Sendable {
    /// The slider's width in points.
    public var width: Double
    /// The vertical centre of the track row: where a touch without y lands.
    public var trackCentreY: Double
    /// The slider's height: the bottom of the track row.
    public var height: Double
}

extension SceneDocument {
    /// The layout of the scene's slider in its initial state, as the engine computes it.
    public var traceGeometry: TraceGeometry {
        let engine = SliderEngine<Double>(config: config)
        let formatter = engine.formatter(locale: environment.locale)
        let layout = engine.layout(environment) { (formatter.string(value.lower), formatter.string(value.upper)) }
        return TraceGeometry(width: layout.width, trackCentreY: layout.rowMidY, height: layout.height)
    }
}
