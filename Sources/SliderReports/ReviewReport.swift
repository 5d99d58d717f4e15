import SceneGraph

/// One case of a review report: what it is called, how it ended, and the golden and actual output to compare.
/// Nothing in it is about sliders; the caller names the statuses and writes the accept command.
public struct ReviewEntry: Hashable, Sendable {
    /// How the page draws an entry.
    public enum Tone: String, Hashable, Sendable, CaseIterable {
        /// Listed compactly, in the collapsed list of passed cases.
        case passed
        /// Shown whole, marked as a failure.
        case failed
        /// Shown whole, marked as a golden written by the run.
        case recorded
    }

    /// What the bytes are.
    public enum Media: String, Hashable, Sendable, CaseIterable {
        /// An SVG image.
        case svg
        /// A PNG image.
        case png
        /// UTF-8 text (JSON Lines, accessibility text): shown as a line diff.
        case text
    }

    /// A labelled detail line, such as the golden's path.
    public struct Note: Hashable, Sendable {
        /// The label ("golden").
        public var label: String
        /// The value ("Fixtures/goldens/price.svg").
        public var text: String

        /// Creates a note.
        public init(_ label: String, _ text: String) {
            self.label = label
            self.text = text
        }
    }

    /// The case's name, matched by the filter box.
    public var id: String
    /// The status as the run names it ("failed", "missing", "recorded").
    public var status: String
    /// How it is drawn.
    public var tone: Tone
    /// What the golden and actual bytes are.
    public var media: Media
    /// The golden's bytes (nil when there was none).
    public var golden: [UInt8]?
    /// The bytes the run made (nil when not kept, as for most passed cases).
    public var actual: [UInt8]?
    /// What changed, one line each (by element id and attribute for SVG).
    public var summary: [String]
    /// A line diff; for text without one, the page computes it from the two texts.
    public var diff: String?
    /// The one command that accepts just this case ("" for none).
    public var acceptCommand: String
    /// Detail lines shown under the id.
    public var notes: [Note]

    /// Creates an entry.
    public init(id: String, status: String, tone: Tone, media: Media, golden: [UInt8]? = nil, actual: [UInt8]? = nil,
                summary: [String] = [], diff: String? = nil, acceptCommand: String = "", notes: [Note] = []) {
        self.id = id
        self.status = status
        self.tone = tone
        self.media = media
        self.golden = golden
        self.actual = actual
        self.summary = summary
        self.diff = diff
        self.acceptCommand = acceptCommand
        self.notes = notes
    }
}

/// The numbers in a review report's summary bar.
public struct ReviewCounts: Hashable, Sendable {
    /// Cases that matched.
    public var passed: Int
    /// Cases that differ or have no golden.
    public var failed: Int
    /// Goldens the run wrote.
    public var recorded: Int
    /// Goldens no case produced.
    public var stale: Int

    /// Creates counts.
    public init(passed: Int, failed: Int, recorded: Int, stale: Int) {
        self.passed = passed
        self.failed = failed
        self.recorded = recorded
        self.stale = stale
    }
}

/// Everything a review report shows.
public struct ReviewData: Hashable, Sendable {
    /// The page title, such as "Check report".
    public var title: String
    /// A line under the title, such as "shard 2/4" (may be empty).
    public var subtitle: String
    /// The summary bar.
    public var counts: ReviewCounts
    /// The cases in the order they are listed within each group.
    public var entries: [ReviewEntry]
    /// Paths of stale goldens, in order.
    public var stale: [String]
    /// The report folder as `render-cli accept` names it: the page puts a checkbox on each failure and shows one
    /// `render-cli accept FOLDER --filter …` command for the ticked ones. Nil: no checkboxes, no command.
    public var acceptFolder: String?

    /// Creates report data.
    public init(title: String, subtitle: String = "", counts: ReviewCounts, entries: [ReviewEntry], stale: [String] = [],
                acceptFolder: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.counts = counts
        self.entries = entries
        self.stale = stale
        self.acceptFolder = acceptFolder
    }
}

/// A review report: one self-contained HTML page (inline CSS and JS, images as `data:` URIs, no fonts or other
/// network) for judging a run of golden checks.
///
/// - A summary bar with the passed, failed, recorded and stale counts, and a filter box that hides every case whose
///   id does not contain its text (or match it as a glob with `*` and `?`).
/// - Each failed or recorded image case: golden and actual side by side, a wipe (drag to reveal the actual over the
///   golden) and a difference view (`mix-blend-mode: difference` of the two, each over white, so identical pixels
///   are black); text cases show the line diff. Then the change summary, the line diff and the accept command with
///   a copy button.
/// - With an `acceptFolder`, a tick box on each failure and one `render-cli accept FOLDER --filter …` command for the
///   ticked ones (none when all are ticked), with a select-all for the failures shown and a copy button.
/// - Keys: `j` and `k` (or `n` and `p`) move to the next and previous case shown, `x` ticks it; `+`, `-` and `0`
///   zoom the images (1×, 2×, 4×, 8×, pixels kept sharp), as the zoom menu does.
/// - An image case whose case has other failed or recorded outputs (its variants: other schemes, sizes, directions,
///   states) shows their new images side by side in a strip, each a link to its own entry.
/// - Stale goldens, then passed cases in a collapsed list.
///
/// The bytes depend only on the data: fixed order, numbers through `NumberText`, every text escaped for HTML with
/// control and bidi characters made visible (`VisibleText`), so an id cannot inject markup or reorder the page.
/// Each image's bytes appear once; the script copies them into the wipe and difference views.
public enum ReviewReport {
    /// The page for `data`.
    public static func html(_ data: ReviewData) -> String {
        let shown = data.entries.filter { $0.tone != .passed }
        let failed = shown.filter { $0.tone == .failed }, recorded = shown.filter { $0.tone == .recorded }
        let passed = data.entries.filter { $0.tone == .passed }
        let total = data.entries.count + data.stale.count
        var out = HTMLShell.head(title: text(data.title), style: style) + """
            <main class="report">
            <header class="head">
              <h1 id="title">\(text(data.title))</h1>
              <p class="meta" id="meta">\(text(meta(data)))</p>
            </header>
            \(summaryBar(data.counts, total: total))
            """
        let pickable = data.acceptFolder != nil && !failed.isEmpty
        if let folder = data.acceptFolder, pickable { out += acceptBox(folder: folder, failures: failed.count) }
        var index = 0
        func section(_ id: String, _ heading: String, _ entries: [ReviewEntry], pickable: Bool = false) {
            guard !entries.isEmpty else { return }
            out += "<section class=\"group\" id=\"\(id)\">\n<h2 class=\"group-head\">\(heading) <span class=\"n\">\(entries.count)</span></h2>\n"
            for entry in entries {
                index += 1
                out += article(entry, index: index, pickable: pickable)
            }
            out += "</section>\n"
        }
        section("failed", "Failed", failed, pickable: pickable)
        section("recorded", "Recorded", recorded)
        if !data.stale.isEmpty {
            out += "<section class=\"group\" id=\"stale\">\n<h2 class=\"group-head\">Stale goldens <span class=\"n\">\(data.stale.count)</span></h2>\n"
            out += "<p class=\"hint\">No case of this run produced these files.</p>\n<ul class=\"panel list\">\n"
            for path in data.stale { out += "  <li class=\"item\" data-id=\"\(attribute(path))\"><code>\(text(path))</code></li>\n" }
            out += "</ul>\n</section>\n"
        }
        if !passed.isEmpty {
            out += "<details class=\"group\" id=\"passed\">\n<summary class=\"group-head\">Passed <span class=\"n\">\(passed.count)</span></summary>\n<ul class=\"panel list\">\n"
            for entry in passed {
                out += "  <li class=\"item\" data-id=\"\(attribute(entry.id))\" data-status=\"\(attribute(entry.status))\"><span class=\"id\">\(text(entry.id))</span>"
                out += entry.notes.map { " <span class=\"note\">\(text($0.text))</span>" }.joined() + "</li>\n"
            }
            out += "</ul>\n</details>\n"
        }
        if total == 0 { out += "<p class=\"empty\">The run had no cases.</p>\n" }
        out += """
            <p class="empty" id="no-match" hidden>No case matches the filter.</p>
            </main>
            <script>
            \(script)</script>
            </body>
            </html>

            """
        return out
    }

    /// "18 cases · shard 2/4".
    static func meta(_ data: ReviewData) -> String {
        let n = data.entries.count
        let cases = n == 1 ? "1 case" : "\(n) cases"
        return data.subtitle.isEmpty ? cases : cases + " · " + data.subtitle
    }

    /// The summary bar: the four counts, the filter box and how many cases it shows.
    static func summaryBar(_ counts: ReviewCounts, total: Int) -> String {
        let verdict = counts.failed + counts.recorded == 0 ? "ok" : "failed"
        func count(_ name: String, _ n: Int) -> String {
            "  <a class=\"count c-\(name)\(n == 0 ? " zero" : "")\" href=\"#\(name)\"><b id=\"count-\(name)\">\(n)</b> \(name)</a>\n"
        }
        return """
            <section class="panel bar v-\(verdict)" id="summary" aria-label="Summary">
            \(count("passed", counts.passed))\(count("failed", counts.failed))\(count("recorded", counts.recorded))\(count("stale", counts.stale))\
              <label class="filter"><span class="visually-hidden">Filter cases by id</span>\
            <input type="search" id="filter" placeholder="Filter by id (text, or a glob with * and ?)" autocomplete="off" spellcheck="false"></label>
              <output id="shown" for="filter">\(total) of \(total) shown</output>
              <label class="zoom">Zoom <select id="zoom"><option value="1">1×</option><option value="2">2×</option>\
            <option value="4">4×</option><option value="8">8×</option></select></label>
              <p class="keys hint"><kbd>j</kbd> <kbd>k</kbd> next and previous case · <kbd>x</kbd> tick it · \
            <kbd>+</kbd> <kbd>−</kbd> <kbd>0</kbd> zoom</p>
            </section>

            """
    }

    /// The box that gathers ticked failures into one command: a select-all, the count ticked, the command and its
    /// copy button (the script fills in the command as boxes are ticked).
    static func acceptBox(folder: String, failures: Int) -> String {
        """
        <section class="panel accept-box" id="accept-box" aria-label="Accept the ticked failures" data-folder="\(attribute(folder))">
          <label class="select-all"><input type="checkbox" id="select-all"> Select all shown failures</label>
          <output id="picked">0 of \(failures) ticked</output>
          <div class="accept"><span class="label">Accept ticked</span><code class="command" id="accept-command">Tick the failures to accept</code>\
        <button type="button" class="copy" id="copy-accept" data-command="" disabled>Copy</button></div>
        </section>

        """
    }

    /// A glob for `render-cli accept --filter` that matches `id` and, but for invisible characters, nothing else:
    /// `*`, `?` and `[` become one-character sets; a control or bidi character (shown escaped on the page) becomes `?`.
    public static func acceptFilter(_ id: String) -> String {
        var out = ""
        for scalar in id.unicodeScalars {
            switch scalar {
            case "*", "?", "[": out += "[" + String(scalar) + "]"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || VisibleText.isInvisible(scalar) { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Text for HTML content or a quoted attribute, as the page writes it: control and bidi characters made visible,
    /// then `&`, `<`, `>` and quotes escaped.
    public static func htmlText(_ value: String) -> String { text(value) }

    /// Text for HTML content: control and bidi characters made visible, then escaped.
    static func text(_ value: String) -> String { PlayerPage.escapeHTML(VisibleText.escaped(value)) }

    /// Text for a quoted attribute that scripts read back (the same visible form as the content).
    static func attribute(_ value: String) -> String { text(value) }

    /// Multi-line text for a `<pre>`: each line made visible and escaped, the line breaks kept.
    static func lines(_ value: String) -> String {
        value.split(separator: "\n", omittingEmptySubsequences: false).map { text(String($0)) }.joined(separator: "\n")
    }

    static func number(_ x: Double, decimals: Int = 2) -> String { NumberText.string(x, decimals: decimals) }
}
