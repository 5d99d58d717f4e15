import SliderEngine
import SliderDocuments

/// `trace import --from appium-touchaction|cdp|adb-input`: the formats besides WebDriver Actions and getevent.
extension TraceImportCommand {
    static let otherFormats = ["appium-touchaction", "cdp", "adb-input"]

    static let otherFormatsDiscussion = """
        --from appium-touchaction reads Appium's legacy TouchAction body ({"actions": [{"action": "press", "options":
        {"x": 10, "y": 20}}, ...]}: press, longPress, tap, moveTo, wait, release), also as Appium's driver call or a
        pasted log line. Coordinates are absolute (moveTo too), times --scale. A wait right before a moveTo is the
        move's duration; a moveTo without one lasts one frame (1/rate s); other waits hold the finger still.

        --from cdp reads a JSON array of Chrome DevTools Protocol Input.dispatchTouchEvent messages (or their params),
        as Playwright and Puppeteer send them. Times from 'timestamp' (seconds) when every event has one, else one
        frame (1/rate s) apart. With several touch points the first is followed.

        --from adb-input reads 'adb shell input' commands, one a line: tap X Y, swipe X1 Y1 X2 Y2 [MS] (300 ms when
        left out, as on Android), draganddrop X1 Y1 X2 Y2 [MS] (after a 400 ms hold), motionevent DOWN|MOVE|UP X Y,
        and sleep S. Commands follow each other with no gap; a tap or motion event lasts one frame (1/rate s).
        Pixels become points with --scale (points per pixel; without it pixels are taken as points, with a warning).
        """

    /// adb input's points per pixel from `--screen WxH` (points) and `--pixels WxH` (pixels), which go together and
    /// replace `--scale`; nil without them. The two sizes must have the same shape (within 1 %).
    static func screenScale(_ args: Arguments, command: String) throws -> Double? {
        let screenText = args.value("--screen"), pixelsText = args.value("--pixels")
        guard screenText != nil || pixelsText != nil else { return nil }
        guard let screenText, let pixelsText else {
            throw CLIError.usage("--screen and --pixels go together: the screen in points and in pixels, such as --screen 360x800 --pixels 1080x2400", command: command)
        }
        if args.value("--scale") != nil { throw CLIError.usage("give --scale or --screen with --pixels, not both", command: command) }
        let screen = try TraceIO.pair(screenText, option: "--screen", separator: "x", what: "the screen size as WxH in points, such as 360x800") { $0 > 0 && $0 <= 1_000_000 }
        let pixels = try TraceIO.pair(pixelsText, option: "--pixels", separator: "x", what: "the screen size as WxH in pixels, such as 1080x2400") { $0 > 0 && $0 <= 1_000_000 }
        let (sx, sy) = (screen.0 / pixels.0, screen.1 / pixels.1)
        guard abs(sx - sy) <= 0.01 * max(sx, sy) else {
            throw CLIError.usage("--screen \(screenText) and --pixels \(pixelsText) have different shapes; give both in the same orientation", command: command)
        }
        return sx
    }

    /// The events, warnings and the comment's description of `bytes`, a file in one of `otherFormats`, moves sampled at
    /// `rate`. The options of other formats were refused before the file was read (`run`'s `refuseOthers`).
    static func importOther(_ format: String, bytes: [UInt8], path: String, rate: Double, args: Arguments, origin: (x: Double, y: Double),
                            output: inout Output) throws -> (events: [TimedEvent<Double>], source: String)
    {
        let command = TraceCommand.name + " " + name
        var scale = try args.number("--scale", command: command, "points per pixel, greater than 0") { $0 > 0 && $0 <= 1_000_000 }
        if format == "adb-input" { scale = try screenScale(args, command: command) ?? scale }
        let result: (events: [TimedEvent<Double>], notes: [String])
        var source: String
        switch format {
        case "appium-touchaction":
            result = try AppiumTouchActionImport(rate: rate, scale: scale ?? 1, origin: origin).read(bytes, file: path)
            source = "Appium TouchAction, moves at \(rate.shortestText) Hz"
        case "cdp":
            result = try CDPTouchImport(rate: rate, origin: origin).read(bytes, file: path)
            source = "Chrome DevTools Input.dispatchTouchEvent"
        default:
            var importer = ADBInputImport(rate: rate, scale: scale ?? 1, origin: origin)
            importer.scaleGiven = scale != nil
            result = try importer.read(bytes, file: path)
            source = "adb shell input, swipes at \(rate.shortestText) Hz"
        }
        if let scale, scale != 1 { source += ", \(scale.shortestText) pt per unit" }
        for note in result.notes { output.note("Warning: " + note) }
        return (result.events, source)
    }
}
