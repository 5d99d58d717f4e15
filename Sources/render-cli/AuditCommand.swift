import SceneGraph
import SliderEngine
import SliderDocuments

/// `render-cli audit SCENE|PAGE …`: XCTest's accessibility audit of scene files and pages, without a device.
enum AuditCommand: Subcommand {
    static let name = "audit"
    static let abstract = "Audit scenes and pages for accessibility: contrast, hit regions, labels, Dynamic Type, clipping, traits."
    static let usage = "render-cli audit <scene.json>... [--sizes all|SIZE,SIZE…] [--directions both|leftToRight|rightToLeft] [--schemes both|light|dark] [--json] [--strict]"
    static let discussion = """
        Each file (a slider file or a page) is drawn at rest in every combination of the sizes, directions and
        schemes asked for (default: the file's own) and audited with the types of XCTest's
        performAccessibilityAudit: contrast (text 4.5:1, large text 3:1, the thumb 3:1 against what it sits on,
        the fill against the track 3:1 as a warning), hitRegion (44 × 44 pt targets, overlaps, stacked thumbs),
        sufficientElementDescription (empty, duplicate and default labels, labels that repeat the trait),
        dynamicType (text that does not grow from one size to the next), textClipped (text past its chip, its
        slider or the canvas; colliding chips), elementDetection (visible text nobody speaks) and trait
        (adjustable without actions, disabled without notEnabled). Findings alike in every condition are listed
        once with the conditions they were seen in. Exits 1 when any finding is an error (or, with --strict,
        a warning), else 0. docs/accessibility.md describes every check.
        """
    static let options: [(flags: String, help: String)] = [
        ("--sizes <sizes>", "all (the twelve Dynamic Type sizes), or sizes separated by commas (default: the file's)."),
        ("--directions <d>", "both, leftToRight or rightToLeft (default: the file's)."),
        ("--schemes <s>", "both, light or dark (default: the file's)."),
        ("--json", "Print JSON: an array with one report per file."),
        ("--strict", "Exit 1 on warnings too."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: ["--sizes", "--directions", "--schemes"], switches: ["--json", "--strict"])
        guard !args.positionals.isEmpty else { throw CLIError.usage("missing <scene.json>", command: name) }
        let sizes = try parseSizes(args.value("--sizes"))
        let directions = try parseDirections(args.value("--directions"))
        let schemes = try args.value("--schemes").map { try RenderCommand.parseSchemes($0, default: .light) }
        // Every file is read before anything is printed, so a bad file stops the run with nothing half-written.
        let documents = try args.positionals.map { try SceneDocument(contentsOf: $0) }
        var failed = false
        var json: [String] = []
        for (path, document) in zip(args.positionals, documents) {
            let report = AccessibilityAudit.audit(document, sizes: sizes, directions: directions, schemes: schemes)
            failed = failed || report.fails(onWarnings: args.has("--strict"))
            if args.has("--json") {
                json.append("{\"file\":" + JSONText.quote(path) + "," + report.json.dropFirst().dropLast())
            } else {
                if args.positionals.count > 1 { output.print("\(VisibleText.escaped(path)):") }
                output.print(report.text, terminator: "")
            }
        }
        if args.has("--json") { output.print("[" + json.joined(separator: ",\n") + "]") }
        if failed { throw CLIError.failed("") }
    }

    static func parseSizes(_ text: String?) throws -> [DynamicTypeSize]? {
        guard let text else { return nil }
        if text == "all" { return DynamicTypeSize.allCases }
        return try text.split(separator: ",", omittingEmptySubsequences: false).map { word in
            guard let size = DynamicTypeSize(rawValue: String(word)) else {
                var message = "'--sizes' expects all or Dynamic Type sizes separated by commas, got '\(word)'"
                if let near = Suggestion.closest(String(word), in: DynamicTypeSize.allCases.map(\.rawValue)) { message += "; did you mean '\(near)'?" }
                throw CLIError.usage(message, command: name)
            }
            return size
        }
    }

    static func parseDirections(_ text: String?) throws -> [LayoutDirection]? {
        switch text {
        case nil: return nil
        case "both": return [.leftToRight, .rightToLeft]
        case let word?:
            guard let direction = LayoutDirection(rawValue: word) else {
                throw CLIError.usage("'--directions' expects both, leftToRight or rightToLeft, got '\(word)'", command: name)
            }
            return [direction]
        }
    }
}
