import SceneGraph

extension AccessibilityAudit {
    /// Room for rounding when comparing edges, in points.
    static let edgeTolerance = 0.01

    /// `textClipped`: text wider than its chip, chips and text reaching past their slider's frame or the canvas,
    /// and visible chips that overlap each other.
    static func textClipped(_ canvas: AuditCanvas, sliderFrames: [Rect]) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let canvasRect = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        func frame(of slider: String) -> Rect? {
            if slider.isEmpty { return sliderFrames.first }
            guard let n = Int(slider.dropFirst().dropLast()), sliderFrames.indices.contains(n) else { return nil }
            return sliderFrames[n]
        }
        // Chip capsules: the `….background` rectangles drawn beside texts.
        var chips: [(id: String, text: String, box: Rect, slider: String)] = []
        for leaf in canvas.leaves where canvas.isVisible(leaf) && leaf.id.hasSuffix(".background") && leaf.parent.contains("chip") {
            let text = canvas.leaves.filter { $0.parent == leaf.parent && canvas.isVisible($0) }.compactMap { $0.text?.text }
            chips.append((leaf.parent, text.joined(separator: " "), leaf.box, leaf.slider))
        }
        for leaf in canvas.leaves where canvas.isVisible(leaf) {
            guard let run = leaf.text, run.text.contains(where: { !$0.isWhitespace }) else { continue }
            let box = leaf.box
            if let chip = leaf.container {
                let over = max(chip.x - box.x, box.maxX - chip.maxX)
                if over > edgeTolerance {
                    findings.append(AuditFinding(
                        type: .textClipped, severity: .error, element: leaf.id, measured: points(box.width),
                        threshold: "at most \(points(chip.width))",
                        message: "The text \(quoted(run.text)) is \(points(box.width)) wide and runs \(points(over)) past its chip; let the chip grow with its text."))
                }
                continue
            }
            findings += overflow(leaf.id, "text \(quoted(run.text))", box, frame: frame(of: leaf.slider), canvas: canvasRect)
        }
        for chip in chips {
            findings += overflow(chip.id, "chip \(quoted(chip.text))", chip.box, frame: frame(of: chip.slider), canvas: canvasRect)
        }
        for (i, a) in chips.enumerated() {
            for b in chips[(i + 1)...] {
                let w = min(a.box.maxX, b.box.maxX) - max(a.box.x, b.box.x)
                let h = min(a.box.maxY, b.box.maxY) - max(a.box.y, b.box.y)
                guard w > edgeTolerance, h > edgeTolerance else { continue }
                findings.append(AuditFinding(
                    type: .textClipped, severity: .error, element: a.id, measured: "\(points(w)) overlap with \(b.id)", threshold: "no overlap",
                    message: "The chips \(quoted(a.text)) and \(quoted(b.text)) overlap by \(points(w)), so their values run into each other."))
            }
        }
        return findings
    }

    /// A box reaching past its slider's frame (left or right) or past the canvas (any side).
    private static func overflow(_ id: String, _ what: String, _ box: Rect, frame: Rect?, canvas: Rect) -> [AuditFinding] {
        let pastCanvas = max(canvas.x - box.x, box.maxX - canvas.maxX, canvas.y - box.y, box.maxY - canvas.maxY)
        if pastCanvas > edgeTolerance {
            return [AuditFinding(
                type: .textClipped, severity: .error, element: id, measured: "\(points(pastCanvas)) past the canvas", threshold: "inside the canvas",
                message: "The \(what) reaches \(points(pastCanvas)) past the edge of the canvas and is cut off there; shorten it or give it more room.")]
        }
        guard let frame else { return [] }
        let past = max(frame.x - box.x, box.maxX - frame.maxX)
        guard past > edgeTolerance else { return [] }
        return [AuditFinding(
            type: .textClipped, severity: .error, element: id, measured: points(box.width), threshold: "at most \(points(frame.width))",
            message: "The \(what) is \(points(box.width)) wide and reaches \(points(past)) past its \(points(frame.width)) slider, where it can be cut off or cover what is beside it; widen the slider or \(what.hasPrefix("chip") ? "use the header readout" : "shorten the text").")]
    }

    /// `elementDetection`: visible text with a letter or digit that no element of its slider speaks, in its label
    /// or its value.
    static func elementDetection(_ canvas: AuditCanvas, elements: [AccessibilityElement]) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        var reported: [String] = []
        for leaf in canvas.leaves where canvas.isVisible(leaf) {
            guard let run = leaf.text else { continue }
            let text = run.text.trimmingSpaces
            guard text.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            let spoken = elements.contains { e in
                AuditCanvas.sliderPrefix(e.id) == leaf.slider && (e.value.contains(text) || e.label.contains(text))
            }
            guard !spoken, !reported.contains(leaf.id) else { continue }
            reported.append(leaf.id)
            findings.append(AuditFinding(
                type: .elementDetection, severity: .warning, element: leaf.id, measured: quoted(run.text), threshold: "an element that speaks it",
                message: "The visible text \(quoted(run.text)) is neither an element nor part of an element's label or value, so VoiceOver users never hear it."))
        }
        return findings
    }
}
