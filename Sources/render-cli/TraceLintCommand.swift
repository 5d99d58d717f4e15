import SliderEngine
import SliderDocuments

/// `render-cli trace lint TRACE…`: reports suspicious traces, one line per finding.
enum TraceLintCommand: Subcommand {
    static let name = "lint"
    static let abstract = "Report suspicious traces; exit 1 when replay would refuse one."
    static let usage = "render-cli trace lint <trace.json>... [--scene <scene.json> | --width <w>] [--strict]"
    static let discussion = """
        Prints 'file:line: error: message' for what replay refuses (decreasing times, unknown types or keys, bad
        values) and 'file:line: warning: message' for what it accepts but is unlikely to be meant: a move with no
        finger down, a lift with no finger down, a second touchDown before a lift, a touch that never ends, more than
        1 s without an event while the finger is down, and points more than 44 pt outside the slider (x against the
        width; y above the slider, and below it when --scene gives the height). An event's "slider": N names a page's
        slider: with a page --scene each slider is checked against its own width and kind, and an index past the page
        is an error. Then one summary line per file.
        Every reason replay has to refuse a trace is an error here. Exit status: 1 when any file has an error (or,
        with --strict, a warning), 0 otherwise, 65 when a file is not JSON with an events array.
        """
    static let options: [(flags: String, help: String)] = [
        ("--scene <scene.json>", "Take the slider's width, height and kind from this scene (each slider's, for a page)."),
        ("--width <w>", "The slider's width in points when there is no scene (default 330)."),
        ("--strict", "Exit 1 on warnings too (errors, which replay refuses, always exit 1)."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let command = TraceCommand.name + " " + name
        let args = try Arguments(arguments, command: command, valued: ["--scene", "--width"], switches: ["--strict"])
        guard !args.positionals.isEmpty else { throw CLIError.usage("missing <trace.json>", command: command) }
        var lint = TraceLint()
        if let width = try args.number("--width", command: command, "a width in points greater than 0", { $0 > 0 && $0 <= 100_000 }) {
            if args.value("--scene") != nil { throw CLIError.usage("give either --scene or --width, not both", command: command) }
            lint.width = width
        }
        if let scenePath = args.value("--scene") {
            let scene = try SceneDocument(contentsOf: scenePath)
            let geometry = scene.traceGeometry
            lint.width = geometry.width
            lint.height = geometry.height
            lint.kind = scene.config.kind
            if scene.page != nil {
                lint.targets = scene.sliders.indices.map { i in
                    let slider = scene.document(forSlider: i)
                    let g = slider.traceGeometry
                    return TraceLint.Target(width: g.width, height: g.height, kind: slider.config.kind)
                }
            }
        }
        var problems = 0, errorCount = 0
        for path in args.positionals {
            let (diagnostics, count) = try lint.check(DocumentFile.read(path), file: path)
            for d in diagnostics { output.print("\(path):\(d.line): \(d.severity.rawValue): \(d.message)") }
            problems += diagnostics.count
            let errors = diagnostics.filter { $0.severity == .error }.count
            errorCount += errors
            let warnings = diagnostics.count - errors
            let events = count == 1 ? "1 event" : "\(count) events"
            if diagnostics.isEmpty {
                output.print("\(path): clean, \(events)")
            } else {
                output.print("\(path): \(plural(errors, "error")), \(plural(warnings, "warning")) in \(events)")
            }
        }
        if errorCount > 0 || (problems > 0 && args.has("--strict")) { throw CLIError.failed("") }
    }

    private static func plural(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
}
