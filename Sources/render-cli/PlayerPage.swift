import SceneGraph

/// Data the player shows; built by the frames renderer.
struct PlayerData: Equatable, Sendable {
    /// One rendered moment: its files, the value on screen and what VoiceOver would speak.
    struct Frame: Equatable, Sendable {
        /// The frame number, as in the file names (`frames/0021.svg` is 21).
        var index: Int
        /// Seconds since the start of the trace.
        var t: Double
        /// One relative path per scheme, in the order of `PlayerData.schemes`.
        var files: [String]
        /// The displayed value text, e.g. "$130 – $480".
        var value: String
        /// The spoken text of each accessibility element, in reading order.
        var voiceOver: [String]
    }

    /// One input event of the trace.
    struct Event: Equatable, Sendable {
        var t: Double
        /// The index of the frame the event falls in.
        var frame: Int
        /// touchDown, touchMove, touchUp, increment, …
        var type: String
        /// e.g. "x 130" or "upper".
        var detail: String
    }

    /// One effect of the slider: a value written to the binding or a haptic played.
    struct Effect: Equatable, Sendable {
        var t: Double
        var frame: Int
        /// "value" or "haptic".
        var kind: String
        /// "[130,480]" for a value; "selection" or "impact" for a haptic.
        var detail: String
    }

    /// Shown as the page title, e.g. "price.json × price-drag.json".
    var title: String
    var fps: Double
    /// Frame size in points.
    var width: Double, height: Double
    /// ["light"] or ["light", "dark"].
    var schemes: [String]
    var frames: [Frame]
    var events: [Event]
    var effects: [Effect]
}

/// `index.html` of a frames folder: a self-contained player (inline CSS and JS, no network) that shows the frames
/// with a scrubber, real-speed playback, the value and VoiceOver text of each frame, and a timeline of the trace's
/// events and the slider's effects. `#frame=N` in the URL opens frame N.
///
/// The data goes in as one JSON object in `<script type="application/json" id="player-data">`, with every `<`, `>`
/// and `&` of a string written as a `\u` escape, so no label can close the script element or open a comment.
/// The bytes depend only on the data: fixed key order, numbers through `NumberText`.
enum PlayerPage {
    /// The page for `data`.
    static func html(_ data: PlayerData) -> String {
        let first = data.frames.first
        let last = data.frames.last
        let ratio = data.height > 0 ? data.width / data.height : 3
        // One scheme may grow to twice its size; two side by side share the row.
        let maxWidth = data.width * (data.schemes.count > 1 ? 1.5 : 2)
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(escapeHTML(data.title))</title>
            <style>
            \(style)</style>
            </head>
            <body>
            <main class="player" style="--frame-max: \(number(maxWidth))px; --frame-ratio: \(number(ratio, decimals: 6))">
            <header class="head">
              <h1 id="title">\(escapeHTML(data.title))</h1>
              <p class="meta" id="meta">\(escapeHTML(summary(data)))</p>
            </header>
            <section class="stage" id="stage" aria-label="Frame">

            """
        for (i, scheme) in data.schemes.enumerated() {
            let file = first.flatMap { i < $0.files.count ? $0.files[i] : nil } ?? ""
            out += """
                  <figure class="frame frame-\(escapeHTML(scheme))">
                    <img class="frame-img" id="frame-\(escapeHTML(scheme))" src="\(escapeHTML(urlPath(file)))" data-file="\(escapeHTML(file))" \
                width="\(number(data.width))" height="\(number(data.height))" alt="Frame \(first?.index ?? 0), \(escapeHTML(scheme))">
                    <figcaption>\(escapeHTML(scheme))</figcaption>
                  </figure>

                """
        }
        out += """
            </section>
            <section class="panel transport" aria-label="Playback">
              <button id="play" type="button" aria-label="Play" title="Play / pause (space)">\(icons)</button>
              <input type="range" id="scrubber" min="0" max="\(max(data.frames.count - 1, 0))" step="1" value="0" aria-label="Frame">
              <output id="time" for="scrubber">\(timeText(first, last: last))</output>
              <div class="lanes" aria-hidden="true"><span>Input</span><span>Value</span><span>Haptics</span></div>
              <svg id="timeline" role="img" aria-label="Timeline of events and effects; click to seek" height="74"></svg>
              <div class="options">
                <label>Speed <select id="speed"><option value="1" selected>1×</option><option value="0.5">0.5×</option>\
            <option value="0.25">0.25×</option><option value="0.1">0.1×</option></select></label>
                <label><input type="checkbox" id="loop"> Loop</label>
              </div>
              <ul class="legend" aria-label="Legend">
                <li>\(legendMark("<rect x=\"5\" y=\"2\" width=\"2\" height=\"12\" class=\"m-touch\"/>"))Touch down / up</li>
                <li>\(legendMark("<rect x=\"5.5\" y=\"5\" width=\"1\" height=\"6\" class=\"m-move\"/>"))Touch move</li>
                <li>\(legendMark("<path d=\"M6 1 9.5 6H2.5ZM6 15 9.5 10H2.5Z\" class=\"m-adjust\"/>"))Increment / decrement</li>
            \(otherInput(data) ? "    <li>" + legendMark("<rect x=\"3\" y=\"5\" width=\"6\" height=\"6\" rx=\"1\" class=\"m-adjust\"/>") + "Other input</li>\n" : "")\
                <li>\(legendMark("<rect x=\"5.5\" y=\"2\" width=\"1\" height=\"12\" class=\"m-value\"/>"))Value written</li>
                <li>\(legendMark("<circle cx=\"6\" cy=\"8\" r=\"2.5\" class=\"m-selection\"/>"))Selection haptic</li>
                <li>\(legendMark("<path d=\"M6 2.5 11.5 8 6 13.5 0.5 8Z\" class=\"m-impact\"/>"))Impact haptic</li>
                <li>\(legendMark("<rect x=\"5\" y=\"1\" width=\"2\" height=\"14\" class=\"m-playhead\"/>"))Playhead</li>
              </ul>
            </section>
            <section class="readouts">
              <div class="panel card"><h2>Value</h2><output id="value">\(escapeHTML(first?.value ?? ""))</output></div>
              <div class="panel card wide"><h2>VoiceOver</h2><ol id="voiceover">\
            \((first?.voiceOver ?? []).map { "<li>\(escapeHTML($0))</li>" }.joined())</ol></div>
              <div class="panel card"><h2>This frame</h2><ul id="frame-events"></ul></div>
            </section>
            <footer class="keys"><kbd>space</kbd> play / pause · <kbd>←</kbd> <kbd>→</kbd> one frame \
            (<kbd>shift</kbd> ten) · <kbd>home</kbd> <kbd>end</kbd> · link to a frame with <code>#frame=N</code></footer>
            </main>
            <script type="application/json" id="player-data">\(json(data))</script>
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
        out += "\"schemes\":[\(data.schemes.map(string).joined(separator: ","))],\n\"frames\":["
        out += data.frames.map { frame in
            "\n{\"index\":\(frame.index),\"t\":\(number(frame.t, decimals: 6)),"
                + "\"files\":[\(frame.files.map(string).joined(separator: ","))],\"value\":\(string(frame.value)),"
                + "\"voiceOver\":[\(frame.voiceOver.map(string).joined(separator: ","))]}"
        }.joined(separator: ",")
        out += "],\n\"events\":["
        out += data.events.map { event in
            "\n{\"t\":\(number(event.t, decimals: 6)),\"frame\":\(event.frame),\"type\":\(string(event.type)),"
                + "\"detail\":\(string(event.detail))}"
        }.joined(separator: ",")
        out += "],\n\"effects\":["
        out += data.effects.map { effect in
            "\n{\"t\":\(number(effect.t, decimals: 6)),\"frame\":\(effect.frame),\"kind\":\(string(effect.kind)),"
                + "\"detail\":\(string(effect.detail))}"
        }.joined(separator: ",")
        out += "]}"
        return out
    }

    /// A JSON string literal that is also inert inside HTML script data: besides the JSON escapes, `<`, `>`, `&`
    /// and the two JavaScript line terminators become `\u` escapes (so `</script>` and `<!--` cannot appear).
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}", "\u{7F}":
                out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

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
        let count = data.frames.count == 1 ? "1 frame" : "\(data.frames.count) frames"
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

    static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<4).reversed().map { digits[Int((value >> (UInt32($0) * 4)) & 0xF)] })
    }

    /// Whether the trace has input besides touches, increments and decrements (drawn as squares).
    static func otherInput(_ data: PlayerData) -> Bool {
        data.events.contains { !["touchDown", "touchMove", "touchUp", "increment", "decrement"].contains($0.type) }
    }

    static func legendMark(_ shape: String) -> String {
        "<svg class=\"mark\" viewBox=\"0 0 12 16\" width=\"12\" height=\"16\" aria-hidden=\"true\">\(shape)</svg>"
    }

    static let icons = """
        <svg class="i-play" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4.5 2.8v10.4a.6.6 0 0 0 .9.5l8.2-5.2a.6.6 0 0 0 0-1L5.4 2.3a.6.6 0 0 0-.9.5Z"/></svg>\
        <svg class="i-pause" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><rect x="3.5" y="2.5" width="3.2" height="11" rx="1"/><rect x="9.3" y="2.5" width="3.2" height="11" rx="1"/></svg>
        """
}
