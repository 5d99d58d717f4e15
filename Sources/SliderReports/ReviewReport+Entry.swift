import SceneGraph

extension ReviewReport {
    /// The most lines of a text output shown when there is nothing to diff it with.
    static let textLineLimit = 200

    /// One failed or recorded case; a `pickable` one has a box to tick it for the accept command.
    static func article(_ entry: ReviewEntry, index: Int, pickable: Bool = false) -> String {
        let anchor = "case-\(index)"
        var out = "<article class=\"panel case t-\(entry.tone.rawValue)\" id=\"\(anchor)\" data-id=\"\(attribute(entry.id))\" "
        out += "data-status=\"\(attribute(entry.status))\" data-media=\"\(entry.media.rawValue)\">\n"
        out += "  <header class=\"case-head\">"
        if pickable {
            out += "<input type=\"checkbox\" class=\"pick\" data-filter=\"\(attribute(acceptFilter(entry.id)))\" aria-label=\"Tick to accept\">"
        }
        out += "<span class=\"badge\">\(text(entry.status))</span>"
        out += "<h3 class=\"id\"><a href=\"#\(anchor)\">\(text(entry.id))</a></h3></header>\n"
        if !entry.notes.isEmpty {
            out += "  <dl class=\"notes\">"
            out += entry.notes.map { "<dt>\(text($0.label))</dt><dd><code>\(text($0.text))</code></dd>" }.joined()
            out += "</dl>\n"
        }
        switch entry.media {
        case .svg, .png: out += images(entry)
        case .text: out += textView(entry)
        }
        if !entry.summary.isEmpty {
            out += "  <ul class=\"changes\" aria-label=\"What changed\">\n"
            out += entry.summary.map { "    <li>\(text($0))</li>\n" }.joined()
            out += "  </ul>\n"
        }
        if entry.media != .text, let diff = entry.diff, !diff.isEmpty {
            let n = diff.split(separator: "\n", omittingEmptySubsequences: false).count
            out += "  <details class=\"linediff\"><summary>Line diff <span class=\"n\">\(n) line\(n == 1 ? "" : "s")</span></summary>"
            out += "<pre>\(lines(diff))</pre></details>\n"
        }
        // The button copies what is shown: control and bidi characters as visible escapes, never hidden ones.
        if !entry.acceptCommand.isEmpty {
            out += "  <div class=\"accept\"><span class=\"label\">Accept</span><code class=\"command\">\(text(entry.acceptCommand))</code>"
            out += "<button type=\"button\" class=\"copy\" data-command=\"\(attribute(entry.acceptCommand))\">Copy</button></div>\n"
        }
        return out + "</article>\n"
    }

    /// Golden and actual side by side, then the wipe and the difference of the two (when both exist).
    static func images(_ entry: ReviewEntry) -> String {
        let golden = entry.golden.map { ReviewMedia(bytes: $0, media: entry.media) }
        let actual = entry.actual.map { ReviewMedia(bytes: $0, media: entry.media) }
        var out = "  <div class=\"views\">\n"
        if let golden {
            out += figure("Golden", "golden", "<img class=\"shot\" data-role=\"golden\" src=\"\(golden.dataURI)\" \(golden.sizeAttributes) alt=\"Golden\">")
        }
        if let actual {
            let caption = golden == nil ? (entry.tone == .recorded ? "New golden" : "Actual (no golden)") : "Actual"
            out += figure(caption, "actual", "<img class=\"shot\" data-role=\"actual\" src=\"\(actual.dataURI)\" \(actual.sizeAttributes) alt=\"\(caption)\">")
        }
        if let golden, let actual {
            let width = max(golden.width, actual.width), height = max(golden.height, actual.height)
            let frame = "style=\"--w: \(number(width)); --h: \(number(height))\""
            func layer(_ m: ReviewMedia, _ role: String) -> String {
                "<img class=\"layer\" data-from=\"\(role)\" alt=\"\" style=\"width: \(number(m.width / width * 100, decimals: 4))%\">"
            }
            out += figure("Wipe <span class=\"hint\">actual ◂ drag ▸ golden</span>", "wipe", """
                <div class="frame wipe" \(frame)>\(layer(golden, "golden"))<div class="over">\(layer(actual, "actual"))</div>\
                <div class="handle" aria-hidden="true"></div>\
                <input type="range" class="wipe-range" min="0" max="100" step="0.5" value="50" aria-label="Wipe: how much of the actual covers the golden"></div>
                """)
            out += figure("Difference <span class=\"hint\">black where identical</span>", "difference", """
                <div class="frame difference" \(frame)>\(layer(golden, "golden"))<div class="top">\(layer(actual, "actual"))</div></div>
                """)
        }
        return out + "  </div>\n"
    }

    static func figure(_ caption: String, _ kind: String, _ content: String) -> String {
        "    <figure class=\"view v-\(kind)\"><figcaption>\(caption)</figcaption>\(content)</figure>\n"
    }

    /// A text case: its line diff, computed when the run gave none; an output without a golden is shown as it is.
    static func textView(_ entry: ReviewEntry) -> String {
        let golden = entry.golden.map { String(decoding: $0, as: UTF8.self) }
        let actual = entry.actual.map { String(decoding: $0, as: UTF8.self) }
        if let diff = entry.diff ?? golden.flatMap({ g in actual.flatMap { LineDiff.diff(expected: g, actual: $0) } }) {
            return "  <pre class=\"text-diff\" aria-label=\"Line diff\">\(diffLines(diff))</pre>\n"
        }
        guard let shown = actual ?? golden else { return "" }
        var all = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if all.last == "" { all.removeLast() }
        var body = all.prefix(textLineLimit).map(text).joined(separator: "\n")
        if all.count > textLineLimit { body += "\n<span class=\"more\">… \(all.count - textLineLimit) more lines</span>" }
        let caption = actual == nil ? "Golden" : (golden == nil ? (entry.tone == .recorded ? "New golden" : "Actual (no golden)") : "Actual")
        return "  <figure class=\"view v-text\"><figcaption>\(caption)</figcaption><pre class=\"text-file\">\(body)</pre></figure>\n"
    }

    /// A line diff with its removed and added lines marked for colour.
    static func diffLines(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let shown = text(String(line))
            if line.hasPrefix(" - ") { return "<span class=\"del\">\(shown)</span>" }
            if line.hasPrefix(" + ") { return "<span class=\"ins\">\(shown)</span>" }
            return shown
        }.joined(separator: "\n")
    }
}

/// An image of a review entry: its `data:` URI and its size in CSS pixels.
struct ReviewMedia {
    var dataURI: String
    var width: Double
    var height: Double

    init(bytes: [UInt8], media: ReviewEntry.Media) {
        dataURI = "data:" + (media == .png ? "image/png" : "image/svg+xml") + ";base64," + Base64.encode(bytes)
        let size = (media == .png ? Self.pngSize(bytes) : Self.svgSize(bytes)) ?? (300, 150)
        width = size.width
        height = size.height
    }

    var sizeAttributes: String {
        "width=\"\(NumberText.string(width))\" height=\"\(NumberText.string(height))\""
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ b: [UInt8]) -> (width: Double, height: Double)? {
        guard b.count >= 24, b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 else { return nil }
        func word(_ i: Int) -> Double { Double(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])) }
        let w = word(16), h = word(20)
        return w > 0 && h > 0 ? (w, h) : nil
    }

    /// Width and height from the root element of an SVG: its `width` and `height`, else its `viewBox`.
    static func svgSize(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let open = head.firstRange(of: "<svg") else { return nil }
        let tag = head[open.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let r = tag.firstRange(of: " " + name + "=\"") else { return nil }
            return String(tag[r.upperBound...].prefix { $0 != "\"" })
        }
        func length(_ text: String?) -> Double? {
            guard var t = text else { return nil }
            if t.hasSuffix("px") { t.removeLast(2) }
            guard let x = Double(t), x.isFinite, x > 0 else { return nil }
            return x
        }
        if let w = length(attribute("width")), let h = length(attribute("height")) { return (w, h) }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        if box.count == 4, box[2] > 0, box[3] > 0, box[2].isFinite, box[3].isFinite { return (box[2], box[3]) }
        return nil
    }
}
