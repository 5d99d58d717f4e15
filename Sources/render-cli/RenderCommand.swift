import SceneGraph
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender

/// `render-cli render SCENE`: the still frame of a scene file as SVG.
enum RenderCommand: Subcommand {
    static let name = "render"
    static let abstract = "Render a scene's still frame, or the frames of a replayed trace, to SVG or PNG."
    static let usage = "render-cli render <scene.json> [--out FILE|DIR] [--scheme light|dark|both] [--state rest|lower|upper] [--format svg|png [--scale 1|2|3]] [--text text|paths] [--accessibility text|json|overlay] [--trace TRACE [--fps N] [--at T] [--animated] [--sheet] [--frames all|none]]"
    static let discussion = """
        Without --out the SVG goes to stdout (one scheme only). With --out DIR (an existing folder or a path ending
        in '/'), files are named after the scene: DIR/price.svg, or DIR/price-light.svg and DIR/price-dark.svg
        with --scheme both. With --out FILE.svg and --scheme both, '-light' and '-dark' are added before '.svg'.
        Files are written whole or not at all.

        With --trace, the trace is replayed through the animation timeline into frames at start + i/fps, from the
        first event until everything has settled after the last one: DIR/frames/0000.svg … (where the file system
        has hard links, a frame the same as the one before it is a link to that file, and a run into its previous
        output keeps the files of the frames that did not change), effects.jsonl (the
        replay lines with the frame each falls in), accessibility.jsonl (the tree whenever it changes),
        manifest.json (each frame's time and file) and index.html (a player with a scrubber and the event
        timeline). --animated adds animated.svg (SMIL, for browsers and README images; a replay of more than
        3,600 frames keeps every n-th one, in real time); --sheet adds sheet.svg,
        a grid of frames labelled with their times. --at T writes only the frame at time T. --frames none writes
        no file per frame, only the sheet, the animation, the logs, the manifest and the player: a long trace
        then costs one animation, not a folder with a file for every frame.
        """
    static let options: [(flags: String, help: String)] = [
        ("--out <path>", "Output file or folder (default: stdout)."),
        ("--scheme <scheme>", "light, dark or both (default: the scene's colorScheme)."),
        ("--state <state>", "Draw a thumb grabbed: lower or upper (default: rest)."),
        ("--format <format>", "Still frames as svg or png (default: from --out, else svg)."),
        ("--scale <n>", "Pixels per point of a PNG: 1, 2 or 3 (default 2)."),
        ("--text <mode>", "SVG text as text elements (default) or paths (glyph outlines)."),
        ("--accessibility <form>", "Also print the accessibility tree to stdout: text or json; or overlay: draw each element's frame, numbered in reading order, the audit's findings and a legend instead of the plain frame."),
        ("--trace <trace.json>", "Replay a trace into frames (needs --out DIR unless --at); - reads stdin."),
        ("--fps <n>", "Frames per second of a replay (default 60)."),
        ("--at <seconds>", "Write only the frame at this time of the replay."),
        ("--animated", "Also write animated.svg, playing the frames with SMIL."),
        ("--sheet", "Also write sheet.svg, a contact sheet of up to 48 frames."),
        ("--sheet-columns <n>", "Columns of the contact sheet (default 6)."),
        ("--max-frames <n>", "Refuse a replay that would write more frames than this (default 100000)."),
        ("--frames all|none", "none: no file per frame, only the sheet, the animation, the logs and the player (default all)."),
        ("--jobs <n>", "Threads drawing frames (default: the cores this process may use); the replay, the files and the logs are written in frame order, so the bytes never change."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: ["--out", "--scheme", "--state", "--accessibility", "--trace", "--fps", "--at", "--sheet-columns", "--max-frames", "--format", "--scale", "--text", "--jobs",
                                                                "--frames"],
            switches: ["--animated", "--sheet"])
        let path = try args.expectPositionals(["<scene.json>"], command: name)[0]
        let scene = try SceneDocument(contentsOf: path)
        let schemes = try parseSchemes(args.value("--scheme"), default: scene.environment.colorScheme)
        let grabbed = try args.value("--state").map { try parseState($0) } ?? scene.grabbed
        if let form = args.value("--accessibility"), form != "text", form != "json", form != "overlay" {
            throw CLIError.usage("'--accessibility' expects text, json or overlay, got '\(form)'", command: name)
        }
        let overlay = args.value("--accessibility") == "overlay"
        if overlay, args.value("--trace") != nil {
            throw CLIError.usage("'--accessibility overlay' draws a still frame; leave out --trace", command: name)
        }
        if let out = args.value("--out") { try checkExtension(out) }
        let format = try StillFormat.parse(args, command: name, folder: args.value("--trace") != nil && args.value("--at") == nil)
        if let tracePath = args.value("--trace") {
            return try renderTrace(args, scenePath: path, scene: scene, tracePath: tracePath, schemes: schemes, format: format.frameFormat, output: &output)
        }
        for flag in ["--fps", "--at", "--sheet-columns", "--max-frames", "--jobs", "--frames"] where args.value(flag) != nil {
            throw CLIError.usage("'\(flag)' needs --trace", command: name)
        }
        for flag in ["--animated", "--sheet"] where args.has(flag) {
            throw CLIError.usage("'\(flag)' needs --trace", command: name)
        }
        let outputs = try outputPaths(args.value("--out"), base: baseName(path), schemes: schemes, extension: format.pathExtension)
        var files: [(bytes: [UInt8], path: String)] = []
        for (scheme, target) in zip(schemes, outputs) {
            let still = scene.stillScene(scheme: scheme, grabbed: grabbed)
            let bytes = format.frameFormat.bytes(overlay ? scene.accessibilityOverlay(scheme: scheme, grabbed: grabbed) : still)
            if let target { files.append((bytes, target)) } else { output.write(bytes) }
            switch args.value("--accessibility") {
            case "text": output.print(AccessibilityText.text(still.accessibility), terminator: "")
            case "json": output.print(AccessibilityText.json(still.accessibility))
            default: break
            }
        }
        // Both schemes or neither.
        try SafeFile.writeAll(files)
        for file in files { output.note("wrote \(file.path)") }
    }

    /// Refuses an output file whose extension names another format than the one written.
    static func checkExtension(_ out: String) throws {
        guard out != "-", !out.hasSuffix("/"), !Files.isDirectory(out), !SafeFile.isWrittenThrough(out) else { return }
        let name = out.split(separator: "/").last.map(String.init) ?? out
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return }
        let ext = name[name.index(after: dot)...].lowercased()
        if ext != "svg" && ext != "png" {
            throw CLIError.usage("'--out \(out)' ends in .\(ext), but render writes SVG or PNG; name the file .svg or .png", command: Self.name)
        }
    }

    static func parseSchemes(_ text: String?, default scheme: ColorScheme) throws -> [ColorScheme] {
        switch text {
        case nil: return [scheme]
        case "light": return [.light]
        case "dark": return [.dark]
        case "both": return [.light, .dark]
        case let other?: throw CLIError.usage("'--scheme' expects light, dark or both, got '\(other)'", command: name)
        }
    }

    static func parseState(_ text: String) throws -> Thumb? {
        switch text {
        case "rest": return nil
        case "lower": return .lower
        case "upper": return .upper
        case let other: throw CLIError.usage("'--state' expects rest, lower or upper, got '\(other)'", command: name)
        }
    }

    /// The scene file's name without folder and `.json`.
    static func baseName(_ path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? "scene")
        if name.hasSuffix(".json") { name = name.dropLast(5) }
        return String(name)
    }

    /// One output path per scheme; nil means stdout.
    static func outputPaths(_ out: String?, base: String, schemes: [ColorScheme], extension ext: String = "svg") throws -> [String?] {
        let suffixed = schemes.count > 1
        guard let out else {
            if suffixed { throw CLIError.usage("--scheme both writes two files; give --out", command: name) }
            return [nil]
        }
        if out == "-" {
            if suffixed { throw CLIError.usage("--scheme both writes two files; give --out FILE or DIR", command: name) }
            return [nil]
        }
        if out.hasSuffix("/") || Files.isDirectory(out) {
            let folder = out.hasSuffix("/") ? String(out.dropLast()) : out
            try SafeFile.makeFolder(folder)
            return schemes.map { folder + "/" + base + (suffixed ? "-\($0.rawValue)" : "") + "." + ext }
        }
        guard suffixed, !SafeFile.isWrittenThrough(out) else { return schemes.map { _ in out } }
        let stem = out.hasSuffix("." + ext) ? String(out.dropLast(ext.count + 1)) : out
        return schemes.map { stem + "-\($0.rawValue)." + ext }
    }
}
