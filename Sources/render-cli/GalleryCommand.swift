import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots

/// `render-cli gallery SCENE --out FILE.svg|FILE.png`: the matrix users check by eye, in one sheet.
enum GalleryCommand: Subcommand {
    static let name = "gallery"
    static let abstract = "Render a scene's gallery: text sizes × directions × schemes by rest, grabbed, together, disabled."
    static let usage = "render-cli gallery <scene.json> [--out FILE.svg|FILE.png] [--format svg|png [--scale 1|2|3]] [--text text|paths]"
    static let discussion = """
        One sheet with labelled rows and columns. Rows: the Dynamic Type sizes xSmall, large, xxxLarge,
        accessibility3 and accessibility5, each left to right and right to left, each light and dark (20 rows).
        Columns: at rest; the lower thumb grabbed; the values moved together (a range slider's lower value the
        smallest allowed gap below the upper, so chips merge, or the header reads two close values; a single
        slider at its maximum); disabled. Rows grow to their tallest cell, columns to their widest. Without --out
        the SVG goes to stdout; the file is written whole or not at all.
        """
    static let options: [(flags: String, help: String)] = [
        ("--out <file>", "Output file, .svg or .png (default: stdout)."),
        ("--format <format>", "svg or png (default: from --out, else svg)."),
        ("--scale <n>", "Pixels per point of a PNG: 1, 2 or 3 (default 2)."),
        ("--text <mode>", "SVG text as text elements (default) or paths (glyph outlines)."),
    ]

    static func run(_ arguments: [String], output: inout Output) throws {
        let args = try Arguments(arguments, command: name, valued: ["--out", "--format", "--scale", "--text"])
        let path = try args.expectPositionals(["<scene.json>"], command: name)[0]
        let out = args.value("--out")
        if let out, out != "-" {
            if out.hasSuffix("/") || Files.isDirectory(out) {
                throw CLIError.usage("'--out \(out)' is a folder; give a file such as \(out.hasSuffix("/") ? out : out + "/")gallery.svg", command: name)
            }
            let file = out.split(separator: "/").last.map(String.init) ?? out
            if let dot = file.lastIndex(of: "."), dot != file.startIndex, !SafeFile.isWrittenThrough(out) {
                let ext = file[file.index(after: dot)...].lowercased()
                if ext != "svg" && ext != "png" {
                    throw CLIError.usage("'--out \(out)' ends in .\(ext), but gallery writes SVG or PNG; name the file .svg or .png", command: name)
                }
            }
        }
        let format = try StillFormat.parse(args, command: name)
        let document = try SceneDocument(contentsOf: path)
        let bytes = format.frameFormat.bytes(Gallery.scene(document))
        guard let out else { return output.write(bytes) }
        try Files.write(bytes, to: out, output: &output)
        if out != "-" { output.note("wrote \(out)") }
    }
}
