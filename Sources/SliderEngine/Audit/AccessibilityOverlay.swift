import SceneGraph

/// A picture to review an accessibility tree by, like Paparazzi's accessibility render: the scene with each
/// element's frame outlined in its own colour and numbered in VoiceOver's reading order, each audit finding
/// marked with a letter on what it is about, and beside it a legend giving each element's label, value, traits and
/// actions and each finding's type, severity, measure and sentence.
public enum AccessibilityOverlay {
    /// Colours of the element outlines, in reading order (repeating after six); each stands out from the others
    /// and, at 2 pt, from the seed's palettes.
    static let colors: [UInt32] = [0x2563EB, 0xDB2777, 0x059669, 0x7C3AED, 0xD97706, 0x0891B2]
    /// The marker colours of errors and warnings.
    static let errorColor = Color(hex: 0xDC2626)
    static let warningColor = Color(hex: 0xB45309)
    /// The legend's text.
    static let ink = Color(hex: 0x141414)
    static let secondaryInk = Color(hex: 0x52525B)
    /// The legend's text size, its line height and the legend's width in points.
    static let fontSize = 12.0
    static let line = 16.0
    static let legendWidth = 360.0
    static let gap = 16.0

    /// The overlay of `scene` with `findings` (from ``AccessibilityAudit``) marked.
    public static func scene(of scene: Scene, findings: [AuditFinding]) -> Scene {
        let elements = accessibilityReadingOrder(scene.accessibility)
        let canvas = AuditCanvas(scene, base: .white)
        var marks: [Node] = []
        var numbers: [Node] = []
        // The frames, each in its colour, lightly filled, with its number in a disc on its top-left corner.
        for (i, e) in elements.enumerated() {
            let color = Color(hex: colors[i % colors.count])
            let frame = RoundedRect(e.frame, cornerRadius: 4)
            marks.append(Node(id: "overlay.element\(i + 1)", shape: .roundedRect(frame, Paint(
                fill: color.withAlpha(0.1), stroke: Stroke(color: color, width: 2, placement: .inside)))))
            numbers.append(badge("overlay.element\(i + 1).number", "\(i + 1)", at: Point(x: e.frame.x, y: e.frame.y), color: color))
        }
        // Each finding: its subject outlined in the severity's colour, with its letter at the middle of its top edge.
        for (i, f) in findings.enumerated() {
            guard let box = subject(f.element, elements: elements, canvas: canvas) else { continue }
            let color = f.severity == .error ? errorColor : warningColor
            let outline = RoundedRect(box.outset(by: 2), cornerRadius: 3)
            marks.append(Node(id: "overlay.finding\(i + 1)", shape: .roundedRect(outline, Paint(stroke: Stroke(color: color, width: 1.5, placement: .centered)))))
            marks.append(badge("overlay.finding\(i + 1).letter", letter(i), at: Point(x: box.midX, y: box.y - 2), color: color))
        }
        // The legend, to the right of the scene.
        let left = scene.size.width + gap
        var legend: [Node] = []
        var y = gap
        func add(_ id: String, _ string: String, x: Double, weight: Int = 400, color: Color = ink) {
            for (k, piece) in wrap(string, width: legendWidth - (x - left), weight: weight).enumerated() {
                legend.append(text("\(id).\(k)", piece, x: x, top: y, weight: weight, color: color))
                y += line
            }
        }
        add("legend.title", "Accessibility elements, in reading order", x: left, weight: 600)
        y += 4
        if elements.isEmpty { add("legend.none", "No elements.", x: left, color: secondaryInk) }
        for (i, e) in elements.enumerated() {
            let color = Color(hex: colors[i % colors.count])
            legend.append(badge("legend.element\(i + 1).number", "\(i + 1)", at: Point(x: left + 9, y: y + 8), color: color))
            add("legend.element\(i + 1).label", e.label.isEmpty ? "(no label)" : e.label, x: left + 24, weight: 600)
            var details = [e.value.isEmpty ? "(no value)" : e.value]
            details.append(e.traits.isEmpty ? "no traits" : e.traits.joined(separator: ", "))
            details.append("actions: " + (e.actions.isEmpty ? "none" : e.actions.joined(separator: ", ")))
            add("legend.element\(i + 1).details", details.joined(separator: " · "), x: left + 24, color: secondaryInk)
            y += 4
        }
        y += 8
        add("legend.findings", findings.isEmpty ? "No findings." : "Findings", x: left, weight: 600)
        y += 4
        for (i, f) in findings.enumerated() {
            let color = f.severity == .error ? errorColor : warningColor
            legend.append(badge("legend.finding\(i + 1).letter", letter(i), at: Point(x: left + 9, y: y + 8), color: color))
            add("legend.finding\(i + 1).title", "\(f.severity.rawValue) · \(f.type.rawValue) · \(f.element) · \(f.measured), needs \(f.threshold)",
                x: left + 24, weight: 600, color: color)
            add("legend.finding\(i + 1).message", f.message, x: left + 24)
            y += 4
        }
        let height = max(scene.size.height, y + gap).rounded(.up)
        let panel = Node(id: "legend.background", shape: .roundedRect(
            RoundedRect(Rect(x: scene.size.width, y: 0, width: legendWidth + 2 * gap, height: height), cornerRadius: 0), Paint(fill: .white)))
        var nodes: [Node] = []
        if let background = scene.background {
            nodes.append(Node(id: "overlay.background", shape: .roundedRect(
                RoundedRect(Rect(x: 0, y: 0, width: scene.size.width, height: height), cornerRadius: 0), Paint(fill: background))))
        }
        nodes += scene.nodes
        // The element numbers last, so no finding's letter covers one.
        nodes.append(Node.group("overlay", marks + numbers))
        nodes.append(Node.group("legend", [panel] + legend))
        return Scene(size: Size(width: (scene.size.width + legendWidth + 2 * gap).rounded(.up), height: height),
                     background: .white, nodes: nodes, accessibility: scene.accessibility)
    }

    /// `A` … `Z`, then `AA`, `AB`, ….
    static func letter(_ i: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return i < 26 ? String(letters[i]) : letter(i / 26 - 1) + String(letters[i % 26])
    }

    /// The box a finding is about: its element's frame, else the drawn box of the node (or group) with its id.
    static func subject(_ id: String, elements: [AccessibilityElement], canvas: AuditCanvas) -> Rect? {
        if let e = elements.first(where: { $0.id == id }) { return e.frame }
        var box: Rect?
        for leaf in canvas.leaves where leaf.id == id || leaf.parent == id {
            let b = leaf.box
            box = box.map { AuditCanvas.union($0, b) } ?? b
        }
        return box
    }

    /// A disc of `color` centred on `center` with `label` in white.
    static func badge(_ id: String, _ label: String, at center: Point, color: Color) -> Node {
        let size = 10.0
        let measured = TextMeasure.layout(label, fontSize: size, weight: 600, tabularDigits: true)
        let radius = max(8, measured.width / 2 + 4)
        let disc = Node(id: id + ".disc", shape: .roundedRect(RoundedRect(
            Rect(x: center.x - radius, y: center.y - 8, width: 2 * radius, height: 16), cornerRadius: 8), Paint(fill: color)))
        let baseline = center.y + TextMeasure.capHeight(fontSize: size) / 2
        let run = TextRun(text: label, origin: Point(x: center.x - measured.width / 2, y: baseline), offsets: measured.offsets,
                          width: measured.width, fontSize: size, fontWeight: 600, color: .white, tabularDigits: true)
        return Node.group(id, [disc, Node(id: id + ".text", shape: .text(run))])
    }

    /// One line of legend text whose line box starts at `top`.
    static func text(_ id: String, _ string: String, x: Double, top: Double, weight: Int, color: Color) -> Node {
        let measured = TextMeasure.layout(string, fontSize: fontSize, weight: weight, tabularDigits: false)
        let baseline = top + (line - TextMeasure.lineHeight(fontSize: fontSize)) / 2 + TextMeasure.baseline(fontSize: fontSize)
        return Node(id: id, shape: .text(TextRun(text: string, origin: Point(x: x, y: baseline), offsets: measured.offsets,
                                                 width: measured.width, fontSize: fontSize, fontWeight: weight, color: color)))
    }

    /// `string` broken at spaces into lines no wider than `width`; a word wider than a line is broken between its
    /// characters.
    static func wrap(_ string: String, width: Double, weight: Int) -> [String] {
        func fits(_ text: String) -> Bool {
            TextMeasure.width(text, fontSize: fontSize, weight: weight, tabularDigits: false) <= width
        }
        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if fits(candidate) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            for character in word {
                if !current.isEmpty && !fits(current + String(character)) {
                    lines.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        lines.append(current)
        return lines
    }
}

extension AuditCanvas {
    /// The box covering both rectangles.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
}

extension SceneDocument {
    /// The accessibility overlay of the still scene in `scheme` with `grabbed` held (see ``AccessibilityOverlay``),
    /// its findings those of ``AccessibilityAudit/audit(_:sliderFrames:base:)``.
    public func accessibilityOverlay(scheme: ColorScheme? = nil, grabbed held: Thumb?) -> Scene {
        let scheme = scheme ?? environment.colorScheme
        let still = stillScene(scheme: scheme, grabbed: held)
        let findings = AccessibilityAudit.audit(still, sliderFrames: sliderFrames, base: scheme == .dark ? .black : .white)
        return AccessibilityOverlay.scene(of: still, findings: findings)
    }
}
