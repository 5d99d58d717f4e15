import SceneGraph

/// `index.html` of a frames folder: a self-contained player (inline CSS and JS, no network) that shows the frames
/// with a scrubber, real-speed playback, the value and VoiceOver text of each frame, and a timeline of the trace's
/// events and the slider's effects. `#frame=N` in the URL opens frame N.
///
/// The data goes in as one JSON object in `<script type="application/json" id="player-data">`, with every `<`, `>`
/// and `&` of a string written as a `\u` escape, so no label can close the script element or open a comment.
/// The bytes depend only on the data: fixed key order, numbers through `NumberText`.
public enum PlayerPage {
    /// The page for `data`.
    public static func html(_ data: PlayerData) -> String {
        let first = data.frames.first
        let last = data.frames.last
        let count = frameCount(data)
        let ratio = data.height > 0 ? data.width / data.height : 3
        // One scheme may grow to twice its size; two side by side share the row.
        let maxWidth = data.width * (data.schemes.count > 1 ? 1.5 : 2)
        var out = HTMLShell.head(title: escapeHTML(data.title), style: style) + """
            <main class="player" style="--frame-max: \(number(maxWidth))px; --frame-ratio: \(number(ratio, decimals: 6))">
            <header class="head">
              <h1 id="title">\(escapeHTML(data.title))</h1>
              <p class="meta" id="meta">\(escapeHTML(summary(data)))</p>
            </header>
            \(data.notice.map { "<p class=\"notice\" id=\"notice\">" + escapeHTML($0) + "</p>\n" } ?? "")\
            <section class="stage" id="stage" aria-label="Frame">

            """
        for (i, scheme) in data.schemes.enumerated() {
            let own = first.flatMap { i < $0.files.count ? $0.files[i] : nil }
            let standIn = own == nil && i < data.standIns.count
            let file = own ?? (standIn ? data.standIns[i] : "")
            out += """
                  <figure class="frame frame-\(escapeHTML(scheme))">
                    <div class="frame-box"><img class="frame-img\(standIn ? " stand-in" : "")" id="frame-\(escapeHTML(scheme))" src="\(escapeHTML(urlPath(file)))" data-file="\(escapeHTML(file))" \
                width="\(number(data.width))" height="\(number(data.height))" alt="Frame \(first?.index ?? 0), \(escapeHTML(scheme))">\
                <span class="pointer" aria-hidden="true" hidden></span></div>
                    <figcaption>\(escapeHTML(scheme))</figcaption>
                  </figure>

                """
        }
        out += """
            </section>
            <section class="panel transport" aria-label="Playback">
              <button id="play" type="button" aria-label="Play" title="Play / pause (space)">\(icons)</button>
              <input type="range" id="scrubber" min="0" max="\(max(count - 1, 0))" step="1" value="0" aria-label="Frame">
              <output id="time" for="scrubber">\(timeText(first, last: last))</output>
              <div class="lanes" aria-hidden="true">\(data.lanes.map { "<span>\(escapeHTML($0))</span>" }.joined())</div>
              <svg id="timeline" role="img" aria-label="Timeline of events and effects; click to seek" height="74"></svg>
              <div class="options">
                <label>Speed <select id="speed"><option value="1" selected>1×</option><option value="0.5">0.5×</option>\
            <option value="0.25">0.25×</option><option value="0.1">0.1×</option></select></label>
                <label><input type="checkbox" id="loop"> Loop</label>
              </div>
              <ul class="legend" aria-label="Legend">
            \(data.legend.map { "    <li>" + legendMark($0.shape, $0.tone) + escapeHTML($0.text) + "</li>\n" }.joined())\
                <li>\(legendMark("<rect x=\"5\" y=\"1\" width=\"2\" height=\"14\" class=\"m-playhead\"/>"))Playhead</li>
            \(data.pointerLabel.map { "    <li>" + legendMark("<circle cx=\"6\" cy=\"8\" r=\"5\" class=\"m-pointer\"/>") + escapeHTML($0) + "</li>\n" } ?? "")\
              </ul>
            </section>
            <section class="readouts">
              <div class="panel card"><h2>\(escapeHTML(data.captionTitle))</h2><output id="value">\(escapeHTML(first?.caption ?? ""))</output></div>
              <div class="panel card wide"><h2>\(escapeHTML(data.detailsTitle))</h2><ol id="voiceover">\
            \((first?.details ?? []).map { "<li>\(escapeHTML($0))</li>" }.joined())</ol></div>
              <div class="panel card"><h2>This frame</h2><ul id="frame-events"></ul></div>
            </section>
            <footer class="keys"><kbd>space</kbd> play / pause · <kbd>←</kbd> <kbd>→</kbd> one frame \
            (<kbd>shift</kbd> ten) · <kbd>home</kbd> <kbd>end</kbd> · link to a frame with <code>#frame=N</code></footer>
            </main>
            <script type="application/json" id="player-data">\(json(data))</script>
            \(data.chunks.map { "<script src=\"\(escapeHTML(urlPath($0)))\"></script>\n" }.joined())
            <script>
            \(script)</script>
            </body>
            </html>

            """
        return out
    }

    /// The data as one JSON object with a fixed key order, one frame, event or effect per line, safe inside a
    /// script element.
    static func json(_ data: PlayerData) -> String {
        var out = "{\"title\":\(string(data.title)),\"fps\":\(number(data.fps, decimals: 6)),"
        out += "\"width\":\(number(data.width)),\"height\":\(number(data.height)),"
        out += "\"schemes\":[\(data.schemes.map(string).joined(separator: ","))],"
        out += "\"lanes\":[\(data.lanes.map(string).joined(separator: ","))],"
        out += "\"chunks\":[\(data.chunks.map(string).joined(separator: ","))],"
        if data.chunks.isEmpty, let records = data.records {
            out += String(decoding: records, as: UTF8.self)
        } else {
            out += arrays(frames: data.chunks.isEmpty ? data.frames : [], markers: data.chunks.isEmpty ? data.markers : [])
        }
        return out + "}"
    }

    /// How many frames the data has: those listed, or as many as the chunks or records hold.
    static func frameCount(_ data: PlayerData) -> Int {
        data.chunks.isEmpty && data.records == nil ? data.frames.count : data.chunkedFrameCount
    }

    /// `"frames":[…],"markers":[…]`, one frame or marker per line.
    static func arrays(frames: [PlayerData.Frame], markers: [PlayerData.Marker]) -> String {
        var out = ByteWriter(capacity: frames.count * 160 + markers.count * 100 + 64)
        appendArrays(frames: frames, markers: markers, to: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `arrays(frames:markers:)` appended to `out` as bytes: a long replay's player data is most of what its frames
    /// cost beside the frames themselves, so it is written without building strings.
    static func appendArrays(frames: [PlayerData.Frame], markers: [PlayerData.Marker], to out: inout ByteWriter) {
        var records = PlayerRecords()
        var frameBytes = ByteWriter(capacity: frames.count * 160 + 16), markerBytes = ByteWriter(capacity: markers.count * 100 + 16)
        for frame in frames {
            records.appendFrame(index: frame.index, t: frame.t, caption: frame.caption, details: frame.details,
                                pointer: frame.pointer, to: &frameBytes) { JSONText.appendQuotedList(frame.files, to: &$0) }
        }
        for m in markers {
            records.appendMarker(t: m.t, frame: m.frame, lane: m.lane, shape: m.shape, tone: m.tone, kind: m.kind,
                                 alwaysDrawn: m.alwaysDrawn, to: &markerBytes) { JSONText.appendQuoted(m.detail, to: &$0) }
        }
        PlayerRecords.appendArrays(frames: frameBytes, markers: [markerBytes], to: &out)
    }

    /// `,"shape":"tick"`: shape names are plain words, written as they are.
    static func shapeField(_ shape: PlayerData.Shape) -> StaticString {
        switch shape {
        case .bar: ",\"shape\":\"bar\""
        case .tick: ",\"shape\":\"tick\""
        case .up: ",\"shape\":\"up\""
        case .down: ",\"shape\":\"down\""
        case .square: ",\"shape\":\"square\""
        case .line: ",\"shape\":\"line\""
        case .dot: ",\"shape\":\"dot\""
        case .diamond: ",\"shape\":\"diamond\""
        }
    }

    /// `,"tone":"faint"`: tone names are plain words, written as they are.
    static func toneField(_ tone: PlayerData.Tone) -> StaticString {
        switch tone {
        case .primary: ",\"tone\":\"primary\""
        case .faint: ",\"tone\":\"faint\""
        case .control: ",\"tone\":\"control\""
        case .value: ",\"tone\":\"value\""
        case .soft: ",\"tone\":\"soft\""
        case .strong: ",\"tone\":\"strong\""
        }
    }

    /// A JSON string literal that is also inert inside HTML script data (see `JSONText.quote`).
    static func string(_ text: String) -> String { JSONText.quote(text) }

    /// Text for HTML content and quoted attribute values.
    static func escapeHTML(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A relative file path as a URL path: every byte outside `A-Z a-z 0-9 - . _ ~ /` percent-encoded.
    static func urlPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(hex4(UInt32(byte)).suffix(2))
            }
        }
        return out
    }

    /// "30 frames · 20 fps · 1.45 s · light + dark".
    static func summary(_ data: PlayerData) -> String {
        let duration = (data.frames.last?.t ?? 0) - (data.frames.first?.t ?? 0)
        let n = frameCount(data)
        let count = n == 1 ? "1 frame" : "\(n) frames"
        return "\(count) · \(number(data.fps)) fps · \(number(duration, decimals: 3)) s · \(data.schemes.joined(separator: " + "))"
    }

    /// The time readout as the script writes it: "0.350 s · frame 21/89" (the frame number over the last one).
    static func timeText(_ frame: PlayerData.Frame?, last: PlayerData.Frame?) -> String {
        guard let frame, let last else { return "no frames" }
        return "\(fixed3(frame.t)) s · frame \(frame.index)/\(last.index)"
    }

    /// Three decimals, always shown, like JavaScript's `toFixed(3)`.
    static func fixed3(_ x: Double) -> String {
        let text = NumberText.string(x, decimals: 3)
        guard let dot = text.firstIndex(of: ".") else { return text + ".000" }
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        return text + String(repeating: "0", count: 3 - decimals)
    }

    static func number(_ x: Double, decimals: Int = 2) -> String { NumberText.string(x, decimals: decimals) }

    static func hex4(_ value: UInt32) -> String { JSONText.hex4(value) }

    /// One chunk script of a chunked page: frames and markers pushed onto `window.playerChunks`.
    public static func chunk(frames: [PlayerData.Frame], markers: [PlayerData.Marker]) -> String {
        String(decoding: chunkBytes(frames: frames, markers: markers), as: UTF8.self)
    }

    /// `chunk(frames:markers:)` as UTF-8 bytes, the form a file takes.
    public static func chunkBytes(frames: [PlayerData.Frame], markers: [PlayerData.Marker]) -> [UInt8] {
        var out = ByteWriter(capacity: frames.count * 160 + markers.count * 100 + 128)
        JSONText.appendLiteral(chunkHead, to: &out)
        appendArrays(frames: frames, markers: markers, to: &out)
        JSONText.appendLiteral(chunkTail, to: &out)
        return out.array
    }

    /// What a chunk script holds before and after its data.
    static let chunkHead: StaticString = "(window.playerChunks = window.playerChunks || []).push({"
    static let chunkTail: StaticString = "});\n"

    /// The legend's drawing of a marker shape, in a 12×16 box (the script draws the same shapes).
    static func markSVG(_ shape: PlayerData.Shape, _ tone: PlayerData.Tone) -> String {
        let c = "class=\"m-\(tone.rawValue)\""
        switch shape {
        case .bar: return "<rect x=\"5\" y=\"2\" width=\"2\" height=\"12\" \(c)/>"
        case .tick: return "<rect x=\"5.5\" y=\"5\" width=\"1\" height=\"6\" \(c)/>"
        case .up: return "<path d=\"M6 5 10 11H2Z\" \(c)/>"
        case .down: return "<path d=\"M6 11 10 5H2Z\" \(c)/>"
        case .square: return "<rect x=\"3\" y=\"5\" width=\"6\" height=\"6\" rx=\"1\" \(c)/>"
        case .line: return "<rect x=\"5.5\" y=\"2\" width=\"1\" height=\"12\" \(c)/>"
        case .dot: return "<circle cx=\"6\" cy=\"8\" r=\"2.5\" \(c)/>"
        case .diamond: return "<path d=\"M6 2.5 11.5 8 6 13.5 0.5 8Z\" \(c)/>"
        }
    }

    static func legendMark(_ shape: PlayerData.Shape, _ tone: PlayerData.Tone) -> String { legendMark(markSVG(shape, tone)) }

    static func legendMark(_ shape: String) -> String {
        "<svg class=\"mark\" viewBox=\"0 0 12 16\" width=\"12\" height=\"16\" aria-hidden=\"true\">\(shape)</svg>"
    }

    static let icons = """
        <svg class="i-play" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4.5 2.8v10.4a.6.6 0 0 0 .9.5l8.2-5.2a.6.6 0 0 0 0-1L5.4 2.3a.6.6 0 0 0-.9.5Z"/></svg>\
        <svg class="i-pause" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><rect x="3.5" y="2.5" width="3.2" height="11" rx="1"/><rect x="9.3" y="2.5" width="3.2" height="11" rx="1"/></svg>
        """
}
