import SliderEngine
import SliderDocuments

/// `render-cli trace export --to webdriver TRACE`: a trace as W3C WebDriver Actions, to replay it on a device.
enum TraceExportCommand: Subcommand {
    static let name = "export"
    static let abstract = "Convert a trace into W3C WebDriver Actions JSON for Appium."
    static let usage = "render-cli trace export --to webdriver <trace.json> [options]"
    static let discussion = """
        Writes one pointer source ("finger1", pointerType touch). A touch is a pointerMove of duration 0 to the touch
        point, then pointerDown; each touchMove is a pointerMove lasting the time since the previous action; a lift is
        pointerUp (pointerCancel for touchCancel); time in between is a pause. Durations are whole milliseconds taken
        from the rounded absolute times, so times come back within 0.5 ms. Events that are not touches (VoiceOver
        swipes, setValue, environment changes) cannot be expressed: they are skipped and named on stderr.

        Importing the result with 'trace import --from webdriver --rate R' gives back the same touches when every
        touchMove comes less than 1.5/R s after the event before it (R = 120: 12.5 ms; use --rate 60 for 60 Hz
        traces): times within 0.5 ms, x and y exact at 0.01 pt, except moves that repeat the previous position
        (WebDriver dispatches none). A trace without y comes back with --y; add --x-only on import to drop it.
        """
    static let options: [(flags: String, help: String)] = [
        ("--to <format>", "webdriver (the only export format)."),
        ("--out <file>", "Write the result here (atomically) instead of stdout."),
        ("--force", "Replace an existing --out file."),
        ("--origin <x,y>", "The slider's top-left in viewport points; added to every point (default 0,0)."),
        ("--y <y>", "y in the slider's frame for touches without one (default: the track centre of --scene, else 22)."),
        ("--scene <scene.json>", "Take the default y from this scene's layout: the centre of its track row. A page's events are moved to their sliders' frames on the page."),
        ("--integers", "Round coordinates to whole points, as the WebDriver spec text still requires."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let command = TraceCommand.name + " " + name
        let args = try Arguments(
            arguments, command: command, valued: ["--to", "--out", "--origin", "--y", "--scene"], switches: ["--force", "--integers"])
        let path = try args.expectPositionals(["<trace.json>"], command: command)[0]
        switch args.value("--to") {
        case "webdriver": break
        case nil: throw CLIError.usage("missing --to; the one export format is --to webdriver", command: command)
        case let other?: throw CLIError.usage("unknown format '\(other)' for --to; expected webdriver", command: command)
        }
        var exporter = WebDriverExport()
        let origin = try TraceIO.origin(args)
        exporter.origin = origin
        exporter.integers = args.has("--integers")
        if let y = try args.number("--y", command: command, "a y in points within ±1000000", { abs($0) <= 1_000_000 }) {
            exporter.defaultY = y
        }
        var page: SceneDocument?
        if let scenePath = args.value("--scene") {
            let scene = try SceneDocument(contentsOf: scenePath)
            if args.value("--y") == nil { exporter.defaultY = scene.traceGeometry.trackCentreY }
            if scene.page != nil {
                // A page's events land on their sliders: each moved by its frame's place on the page.
                page = scene
                exporter.sliderOffsets = scene.sliderFrames.map { (x: $0.x, y: $0.y) }
                if args.value("--y") == nil {
                    exporter.sliderDefaultYs = scene.sliders.indices.map { scene.document(forSlider: $0).traceGeometry.trackCentreY }
                }
            }
        }
        let (trace, kind): (TraceDocument, SliderConfig.Kind)
        if let page {
            (trace, kind) = (try TraceDocument(bytes: DocumentFile.read(path), file: path, for: page), page.config.kind)
        } else {
            (trace, kind) = try TraceDocument.readAnyKind(DocumentFile.read(path), file: path)
            let others = Set(trace.events.map(\.slider)).subtracting([0]).sorted()
            if !others.isEmpty {
                output.note("Warning: events name page slider\(others.count == 1 ? "" : "s") \(others.map(String.init).joined(separator: ", ")); their points are in each slider's own frame, so all land as if on slider 0; give --scene PAGE to place them on the page")
            }
        }
        let result = exporter.export(trace.events, kind: kind)
        if !result.skipped.isEmpty {
            let shown = result.skipped.prefix(10).joined(separator: ", ")
            let more = result.skipped.count > 10 ? " and \(result.skipped.count - 10) more" : ""
            let count = result.skipped.count == 1 ? "1 event" : "\(result.skipped.count) events"
            output.note("Warning: WebDriver Actions cannot express \(count); skipped \(shown)\(more)")
        }
        for note in result.notes { output.note("Warning: " + note) }
        try TraceIO.emit(result.json, to: args.value("--out"), force: args.has("--force"), output: &output)
    }
}
