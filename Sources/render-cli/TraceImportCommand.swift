import SliderEngine
import SliderDocuments

/// `render-cli trace import --from webdriver|getevent FILE`: a recorded gesture as a trace in the slider's frame.
enum TraceImportCommand: Subcommand {
    static let name = "import"
    static let abstract = "Convert W3C WebDriver Actions or Android getevent text into a trace."
    static let usage = "render-cli trace import [--from webdriver|getevent|appium-touchaction|cdp|adb-input] <file> [options]"
    static let discussion = """
        Without --from the format is found from the content: JSON with Input.dispatchTouchEvent or touchPoints is CDP,
        JSON with "action": "press" (or tap, longPress, moveTo) is an Appium TouchAction, other JSON (or a pasted Appium
        log line) is WebDriver Actions; lines such as '[ 12.5] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 000001f4' or
        'TYPE CODE VALUE' are getevent; lines such as 'input swipe 100 500 900 500' are adb input. UTF-8 (with or
        without a BOM) and UTF-16 with a BOM are read, with LF or CRLF line ends.

        --from webdriver reads the body of a WebDriver 'Perform Actions' request ({"actions": [...]}), as Appium and
        browser automation send it: one pointer source (touch, mouse or pen; all act as a finger) and any number of
        "none" sources (pauses). Ticks follow the spec: the i-th action of every source forms tick i, which lasts as
        long as its longest pause or pointerMove. A pointerMove of d seconds becomes max(1, round(d × rate)) moves at
        even steps, linear, the last on its end point; "viewport" coordinates are absolute, "pointer" ones relative.
        The pointer starts at 0,0. Element origins, several pointer sources, key and wheel sources are refused.

        --from getevent reads 'adb shell getevent -lt' (labelled) or 'getevent -t' (raw hex) output. One frame per
        SYN_REPORT: a touchDown when the first finger appears (ABS_MT_TRACKING_ID, or BTN_TOUCH DOWN), a touchMove per
        frame where its position changed, a touchUp when it lifts. Other fingers are reported on stderr and skipped.
        Raw units become points with --scale, or with axis ranges (--axis-ranges, the text of 'getevent -p'; or
        --x-range and --y-range) and --screen: x = (raw − min) × width / (max − min + 1). Times start at 0 at the
        device's first event.

        \(otherFormatsDiscussion)

        All: --origin is the slider's top-left on the page or screen (with --scene, the page's), subtracted from
        every point. --slider N marks every event for slider N of a page; --scene PAGE.json instead gives each
        touch to the slider of the page it lands on, in that slider's frame, and leaves out touches on no slider.
        """
    static let options: [(flags: String, help: String)] = [
        ("--from <format>", "webdriver, getevent, appium-touchaction, cdp or adb-input (default: found from the content)."),
        ("--out <file>", "Write the result here (atomically) instead of stdout."),
        ("--force", "Replace an existing --out file."),
        ("--origin <x,y>", "The slider's top-left in page or screen points; subtracted (default 0,0)."),
        ("--x-only", "Drop y from touches; replay then uses the track's centre line."),
        TracePlacement.sliderOption, TracePlacement.sceneOption,
        ("--rate <hz>", "webdriver, appium-touchaction, adb-input: samples per second for moves; cdp: events per second without timestamps (default 120)."),
        ("--scale <s>", "getevent: points per raw sensor unit; adb-input, appium-touchaction: points per pixel."),
        ("--axis-ranges <file>", "getevent: the output of 'getevent -p' (or -lp); needs --screen."),
        ("--x-range <min,max>", "getevent: the raw x range instead of --axis-ranges; needs --screen."),
        ("--y-range <min,max>", "getevent: the raw y range instead of --axis-ranges; needs --screen."),
        ("--screen <wxh>", "getevent, adb-input: the screen size in points, such as 360x800."),
        ("--pixels <wxh>", "adb-input: the screen size in pixels ('adb shell wm size'), such as 1080x2400; with --screen, instead of --scale."),
        ("--device <path>", "getevent: read this device's events, such as /dev/input/event2."),
    ]

    static let webdriverOnly = ["--rate"]
    static let geteventOnly = ["--scale", "--axis-ranges", "--x-range", "--y-range", "--screen", "--device"]

    static func run(_ arguments: [String], output: inout Output) throws {
        let command = TraceCommand.name + " " + name
        let args = try Arguments(
            arguments, command: command, valued: ["--from", "--out", "--origin", "--slider", "--scene", "--pixels"] + webdriverOnly + geteventOnly,
            switches: ["--force", "--x-only"])
        let path = try args.expectPositionals(["the file to import"], command: command)[0]
        let origin = try TraceIO.origin(args)
        var events: [TimedEvent<Double>]
        var source: String
        var format = args.value("--from")
        let known = TraceImportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        if let given = format, TraceImportFormat(rawValue: given) == nil {
            throw CLIError.usage("unknown format '\(given)' for --from; expected \(known)", command: command)
        }
        // Options of another format are refused before the file is read.
        func refuseOthers(_ format: String?) throws {
            if format == "webdriver" { try TraceIO.refuse(geteventOnly, in: args, "does not apply to --from webdriver") }
            if format == "getevent" {
                try TraceIO.refuse(webdriverOnly, in: args, "applies to --from webdriver, appium-touchaction, cdp and adb-input only")
            }
            if let format, format != "adb-input" { try TraceIO.refuse(["--pixels"], in: args, "applies to --from adb-input only") }
            if format == "adb-input" { _ = try screenScale(args, command: command) }
            if let format, otherFormats.contains(format) {
                try TraceIO.refuse(["--axis-ranges", "--x-range", "--y-range", "--device"] + (format == "adb-input" ? [] : ["--screen"]), in: args,
                                   "applies to --from getevent only")
                if format == "cdp", args.value("--scale") != nil {
                    throw CLIError.usage("--scale does not apply to --from cdp: its coordinates are CSS pixels, which are points", command: command)
                }
            }
        }
        try refuseOthers(format)
        let rate = try args.number("--rate", command: command, "a rate in Hz from 1 to 10000") { $0 >= 1 && $0 <= 10_000 } ?? 120
        let geteventScaling = format == "getevent" ? try scaling(args) : nil
        let input = try DocumentFile.read(path)
        if format == nil {
            switch TraceImportFormat.detect(input) {
            case .success(let found): format = found.rawValue
            case .failure(let unknown):
                throw DocumentError(file: path, path: nil, line: nil, column: nil,
                    message: "cannot tell the format: it looks like \(unknown.description), which is none of \(known); "
                        + "name the format with --from")
            }
        }
        try refuseOthers(format)
        switch format {
        case "webdriver":
            let result = try WebDriverImport(rate: rate, origin: origin).read(input, file: path)
            for note in result.notes { output.note("Warning: " + note) }
            events = result.events
            source = "W3C WebDriver Actions, moves at \(rate.shortestText) Hz"
        case "getevent":
            let importer = GeteventImport(scaling: try geteventScaling ?? scaling(args), device: args.value("--device"), origin: origin)
            let result = try importer.events(input, file: path)
            for note in result.notes { output.note("Warning: " + note) }
            (events, source) = (result.events, result.source)
        case let format?:
            (events, source) = try importOther(format, bytes: input, path: path, rate: rate, args: args, origin: origin, output: &output)
        case nil:
            throw CLIError.usage("no format; name it with --from", command: command)
        }
        // An import with no touch at all is an error, whatever the format: an empty trace would replay as nothing.
        guard events.contains(where: { if case .touchDown = $0.event { true } else { false } }) else {
            throw DocumentError(file: path, path: nil, line: nil, column: nil, message: "no touch found: the file holds no finger going down")
        }
        let placed = try TracePlacement.place(events, args, command: command, output: &output)
        events = placed.events
        if args.has("--x-only") { events = events.map(\.withoutY) }
        var comment = "Imported from \(TraceIO.baseName(path)) (\(source))"
        if origin != (0, 0) { comment += ", \(placed.page == nil ? "slider" : "page") origin \(origin.x.shortestText),\(origin.y.shortestText)" }
        if let scene = args.value("--scene") { comment += ", touches given to the sliders of \(TraceIO.baseName(scene))" }
        let trace = TraceDocument(events: events, comment: comment + ".")
        let bytes = placed.page.map { trace.jsonBytes(for: $0) } ?? trace.jsonBytes()
        try TraceIO.emit(bytes, to: args.value("--out"), force: args.has("--force"), output: &output)
    }

    /// The getevent scaling options: `--scale`, or axis ranges (`--axis-ranges FILE` or `--x-range`/`--y-range`) with `--screen`.
    private static func scaling(_ args: Arguments) throws -> GeteventImport.Scaling {
        let command = TraceCommand.name + " " + name
        let scale = try args.number("--scale", command: command, "points per raw unit, greater than 0") { $0 > 0 && $0 <= 1_000_000 }
        let rangeOptions = ["--axis-ranges", "--x-range", "--y-range"].filter { args.value($0) != nil }
        if scale != nil, let other = rangeOptions.first {
            throw CLIError.usage("give either --scale or \(other), not both", command: command)
        }
        if scale != nil, args.value("--screen") != nil {
            throw CLIError.usage("--screen goes with axis ranges; --scale already maps raw units to points", command: command)
        }
        if let scale { return .perUnit(scale) }
        if rangeOptions.isEmpty {
            throw CLIError.usage(
                "getevent positions are raw sensor units; pass --scale S, or --axis-ranges FILE (or --x-range and --y-range) with --screen WxH",
                command: command)
        }
        if args.value("--axis-ranges") != nil, let flag = rangeOptions.first(where: { $0 != "--axis-ranges" }) {
            throw CLIError.usage("give either --axis-ranges or \(flag), not both", command: command)
        }
        guard let screenText = args.value("--screen") else {
            throw CLIError.usage("axis ranges need the screen size in points: --screen WxH, such as 360x800", command: command)
        }
        let screen = try TraceIO.pair(screenText, option: "--screen", separator: "x", what: "the screen size as WxH in points, such as 360x800") { $0 > 0 && $0 <= 1_000_000 }
        if let file = args.value("--axis-ranges") {
            return .axisRangesFile(bytes: try DocumentFile.read(file), file: file, width: screen.0, height: screen.1)
        }
        guard let x = args.value("--x-range"), let y = args.value("--y-range") else {
            throw CLIError.usage("give both --x-range and --y-range", command: command)
        }
        return .ranges(x: try range(x, option: "--x-range"), y: try range(y, option: "--y-range"), width: screen.0, height: screen.1)
    }

    private static func range(_ text: String, option: String) throws -> ClosedRange<Int64> {
        let p = try TraceIO.pair(text, option: option, what: "a raw range as MIN,MAX, such as 0,1079") { $0 == $0.rounded() && abs($0) < 1e12 }
        guard p.1 > p.0 else { throw CLIError.usage("'\(option)' expects MIN,MAX with MAX above MIN, got '\(text)'", command: TraceCommand.name) }
        return Int64(p.0)...Int64(p.1)
    }
}
