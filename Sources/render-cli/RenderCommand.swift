import SceneGraph
import SliderEngine
import SVGRender

/// `render-cli render SCENE`: the still frame of a scene file as SVG.
enum RenderCommand: Subcommand {
    static let name = "render"
    static let abstract = "Render the still frame of a scene file to SVG."
    static let usage = "render-cli render <scene.json> [--out FILE|DIR] [--scheme light|dark|both] [--state rest|lower|upper]"
    static let discussion = """
        Without --out the SVG goes to stdout (one scheme only). With --out DIR (an existing folder or a path ending
        in '/'), files are named after the scene: DIR/price.svg, or DIR/price-light.svg and DIR/price-dark.svg
        with --scheme both. With --out FILE.svg and --scheme both, '-light' and '-dark' are added before '.svg'.
        Files are written whole or not at all.
        """
    static let options: [(flags: String, help: String)] = [
        ("--out <path>", "Output file or folder (default: stdout)."),
        ("--scheme <scheme>", "light, dark or both (default: the scene's colorScheme)."),
        ("--state <state>", "Draw a thumb grabbed: lower or upper (default: rest)."),
        ("--accessibility <form>", "Also print the accessibility tree to stdout: text or json."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: ["--out", "--scheme", "--state", "--accessibility", "--trace", "--fps", "--at"])
        let path = try args.expectPositionals(["<scene.json>"], command: name)[0]
        let scene = try SceneFile.parse(Files.read(path), file: path)
        let schemes = try parseSchemes(args.value("--scheme"), default: scene.environment.colorScheme)
        let grabbed = try args.value("--state").map { try parseState($0) } ?? scene.grabbed
        if let form = args.value("--accessibility"), form != "text", form != "json" {
            throw CLIError.usage("'--accessibility' expects text or json, got '\(form)'", command: name)
        }
        let base = baseName(path)
        let outputs = try outputPaths(args.value("--out"), base: base, schemes: schemes)
        for (scheme, target) in zip(schemes, outputs) {
            let still = scene.stillScene(scheme: scheme, grabbed: grabbed)
            let bytes = SVGRender.bytes(still)
            if let target {
                try Files.write(bytes, to: target)
                output.note("wrote \(target)")
            } else {
                output.write(bytes)
            }
            switch args.value("--accessibility") {
            case "text": output.print(AccessibilityText.text(still.accessibility), terminator: "")
            case "json": output.print(AccessibilityText.json(still.accessibility))
            default: break
            }
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
    static func outputPaths(_ out: String?, base: String, schemes: [ColorScheme]) throws -> [String?] {
        let suffixed = schemes.count > 1
        guard let out else {
            if suffixed { throw CLIError.usage("--scheme both writes two files; give --out", command: name) }
            return [nil]
        }
        if out.hasSuffix("/") || Files.isDirectory(out) {
            let folder = out.hasSuffix("/") ? String(out.dropLast()) : out
            try Files.makeDirectory(folder)
            return schemes.map { folder + "/" + base + (suffixed ? "-\($0.rawValue)" : "") + ".svg" }
        }
        guard suffixed else { return [out] }
        let stem = out.hasSuffix(".svg") ? String(out.dropLast(4)) : out
        return schemes.map { stem + "-\($0.rawValue).svg" }
    }
}
