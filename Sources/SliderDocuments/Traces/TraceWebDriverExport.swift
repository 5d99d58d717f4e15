import SceneGraph
import SliderEngine

/// A trace written as W3C WebDriver Actions: one pointer source, so Appium can replay the gesture on a device.
///
/// Each touch becomes a `pointerMove` of duration 0 to the touch point, then `pointerDown`; each `touchMove` becomes a
/// `pointerMove` whose duration is the time since the previous action; a lift is `pointerUp` (`pointerCancel` for a
/// cancelled touch); time that passes in between becomes a `pause`. Durations are whole milliseconds taken from the
/// absolute times (rounded), so rounding never accumulates. Events that are not touches cannot be expressed and are
/// skipped.
public struct WebDriverExport {
    /// The slider's top-left in viewport coordinates; added to every point.
    public var origin: (x: Double, y: Double) = (0, 0)
    /// The y (slider frame) of a touch whose event has none; moves without y keep the finger's y.
    public var defaultY: Double = 22
    /// Round coordinates to whole numbers, as the WebDriver spec's text still requires.
    public var integers = false
    /// The pointer's `pointerType`.
    public var pointerType = "touch"
    /// The pointer source's id.
    public var id = "finger1"
    /// Where each page slider's frame sits, from `origin`, by slider index: an event for slider `i` is moved by entry
    /// `i`, so a page's events land on their sliders (an index past the list is not moved).
    public var sliderOffsets: [(x: Double, y: Double)] = []
    /// The y of a touch without one, per page slider (each slider's track centre); past the list, `defaultY`.
    public var sliderDefaultYs: [Double] = []

    /// An exporter with the defaults: origin 0,0, y 22, fractional coordinates, a touch pointer "finger1".
    public init() {}

    /// The Actions JSON and a list of what could not be expressed, for a warning.
    public func export(_ events: [TimedEvent<Double>], kind: SliderConfig.Kind) -> (json: [UInt8], skipped: [String], notes: [String]) {
        var actions: [String] = []
        var skipped: [String] = []
        var notes: [String] = []
        var clock = 0  // milliseconds: where the exported actions have brought time to
        var fingerY: Double?
        func ms(_ t: Double) -> Int { Int((t * 1000).rounded()) }
        func wait(until t: Int) {
            if t > clock { actions.append("{ \"type\": \"pause\", \"duration\": \(t - clock) }") }
            clock = max(clock, t)
        }
        var offset = (x: 0.0, y: 0.0)
        func move(_ duration: Int, _ x: Double, _ y: Double) {
            let decimals = integers ? 0 : TraceWriter.coordinateDecimals
            let px = NumberText.string(x + offset.x + origin.x, decimals: decimals)
            let py = NumberText.string(y + offset.y + origin.y, decimals: decimals)
            actions.append("{ \"type\": \"pointerMove\", \"duration\": \(duration), \"x\": \(px), \"y\": \(py), \"origin\": \"viewport\" }")
        }
        for timed in events {
            let t = ms(timed.t)
            offset = sliderOffsets.indices.contains(timed.slider) ? sliderOffsets[timed.slider] : (0, 0)
            let defaultY = sliderDefaultYs.indices.contains(timed.slider) ? sliderDefaultYs[timed.slider] : self.defaultY
            switch timed.event {
            case .touchDown(let x, let y):
                if fingerY != nil {
                    wait(until: t)
                    actions.append("{ \"type\": \"pointerUp\", \"button\": 0 }")
                    notes.append("\(timed.summary(kind: kind)) comes while the finger is down; the actions lift it first")
                }
                wait(until: t)
                let py = y ?? defaultY
                move(0, x, py)
                actions.append("{ \"type\": \"pointerDown\", \"button\": 0 }")
                fingerY = py
            case .touchMove(let x, let y):
                guard let current = fingerY else {
                    skipped.append(timed.summary(kind: kind) + " (no finger down)")
                    continue
                }
                let py = y ?? current
                move(max(0, t - clock), x, py)
                clock = max(clock, t)
                fingerY = py
            case .touchUp, .touchCancel:
                guard fingerY != nil else {
                    skipped.append(timed.summary(kind: kind) + " (no finger down)")
                    continue
                }
                wait(until: t)
                if case .touchUp = timed.event {
                    actions.append("{ \"type\": \"pointerUp\", \"button\": 0 }")
                } else {
                    actions.append("{ \"type\": \"pointerCancel\" }")
                }
                fingerY = nil
            default:
                skipped.append(timed.summary(kind: kind))
            }
        }
        if fingerY != nil { notes.append("the trace ends with the finger down, and so do the actions") }
        var lines = [
            "{",
            "  \"actions\": [",
            "    {",
            "      \"type\": \"pointer\",",
            "      \"id\": \(JSONText.quote(id)),",
            "      \"parameters\": { \"pointerType\": \(JSONText.quote(pointerType)) },",
        ]
        if actions.isEmpty {
            lines.append("      \"actions\": []")
        } else {
            lines.append("      \"actions\": [")
            for (i, action) in actions.enumerated() {
                lines.append("        " + action + (i == actions.count - 1 ? "" : ","))
            }
            lines.append("      ]")
        }
        lines += ["    }", "  ]", "}"]
        return (Array((lines.joined(separator: "\n") + "\n").utf8), skipped, notes)
    }
}
