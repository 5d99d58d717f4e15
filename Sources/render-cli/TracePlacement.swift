import SliderEngine
import SliderDocuments

/// `--slider N` and `--scene PAGE.json` of `trace import` and `trace generate`: which slider of a page the events
/// are for.
enum TracePlacement {
    static let sliderOption = ("--slider <n>", "The slider of a page every event is for, from 0 in the page's order (default 0).")
    static let sceneOption = ("--scene <page.json>", "A page whose screen the recording is of: each touch goes to the slider it lands on, in that slider's frame.")

    /// `--slider N`, checked: 0 when not given.
    static func slider(_ args: Arguments, command: String) throws -> Int {
        Int(try args.number("--slider", command: command, "a slider index from 0 to \(SceneDocument.maximumSliders - 1)") {
            $0 >= 0 && $0 < Double(SceneDocument.maximumSliders) && $0 == $0.rounded()
        } ?? 0)
    }

    /// The events for `--slider N`, or routed among the sliders of `--scene PAGE`; the page, when one was given, so the
    /// trace is written for its sliders' kinds.
    static func place(_ events: [TimedEvent<Double>], _ args: Arguments, command: String, output: inout Output) throws
        -> (events: [TimedEvent<Double>], page: SceneDocument?) {
        let slider = try self.slider(args, command: command)
        guard let path = args.value("--scene") else {
            return (slider == 0 ? events : events.map { TimedEvent(t: $0.t, $0.event, slider: slider) }, nil)
        }
        if args.value("--slider") != nil {
            throw CLIError.usage("give either --scene (each touch goes to the slider it lands on) or --slider N, not both", command: command)
        }
        let page = try SceneDocument(contentsOf: path)
        guard page.page != nil else {
            throw CLIError.usage("--scene routes touches among the sliders of a page, and \(path) is one slider; use --origin for its top-left", command: command)
        }
        let routed: TracePageRouting.Result
        do {
            routed = try TracePageRouting(page: page).route(events)
        } catch let error as TraceRoutingError {
            throw CLIError.usage(error.description, command: command)
        }
        for note in routed.notes { output.note("Warning: " + note) }
        let counts = routed.touches.enumerated().map { "slider \($0.offset): \($0.element)" }.joined(separator: ", ")
        output.note("touches per slider: " + counts)
        return (routed.events, page)
    }
}
