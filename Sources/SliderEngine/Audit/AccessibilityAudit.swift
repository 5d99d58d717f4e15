import SceneGraph

/// XCTest's `performAccessibilityAudit`, done headlessly: a scene already knows every colour, text size, frame and
/// accessibility element, so each check is arithmetic on it. Pure: the same scene gives the same findings, in the
/// same order, on every machine.
///
/// Audit one scene with ``audit(_:sliderFrames:base:)``, text growth over Dynamic Type sizes with
/// ``dynamicType(_:)``, or a scene file or page at any sizes and directions with
/// ``audit(_:sizes:directions:schemes:)``.
public enum AccessibilityAudit {
    /// Contrast WCAG 2.2 asks of text (1.4.3).
    public static let textContrast = 4.5
    /// Contrast WCAG 2.2 asks of large text: at least 18 pt, or 14 pt bold.
    public static let largeTextContrast = 3.0
    /// Contrast WCAG 2.2 asks of the parts of a control against what is next to them (1.4.11).
    public static let nonTextContrast = 3.0
    /// The smallest target Apple's Human Interface Guidelines allow, in points, each way.
    public static let minimumTarget = 44.0

    /// Whether text of this size and CSS weight is large text as WCAG 2.2 defines it: at least 18 pt, or at least
    /// 14 pt and bold (700 or heavier; semibold, 600, is not bold).
    public static func isLargeText(size: Double, weight: Int) -> Bool {
        size >= 18 || (size >= 14 && weight >= 700)
    }

    /// Audits one scene: contrast, hit regions, descriptions, clipped text, undetected text and traits (text
    /// growth needs more than one size: ``dynamicType(_:)``).
    ///
    /// - Parameters:
    ///   - scene: The scene, one slider or a page of them (ids prefixed `s0/`, `s1/`, …).
    ///   - sliderFrames: Each slider's frame on the canvas, in page order (a slider file has one); text and chips
    ///     reaching past their slider's frame are clipped. Empty: only the canvas's edges count.
    ///   - base: The colour behind a transparent canvas (white for light, black for dark).
    /// - Returns: The findings, in ``AuditFinding`` order.
    public static func audit(_ scene: Scene, sliderFrames: [Rect] = [], base: Color = .white) -> [AuditFinding] {
        let canvas = AuditCanvas(scene, base: base)
        var findings: [AuditFinding] = []
        findings += contrast(canvas)
        findings += hitRegion(scene.accessibility)
        findings += description(scene.accessibility)
        findings += textClipped(canvas, sliderFrames: sliderFrames)
        findings += elementDetection(canvas, elements: scene.accessibility)
        findings += trait(scene.accessibility, greyedSliders: canvas.greyedSliders)
        return findings.sorted(by: AuditFinding.precedes)
    }

    /// Text that does not grow with Dynamic Type, step by step from the smallest size: for the same text node in scenes at successive sizes, smallest
    /// first, the font may not shrink, and from `large` (the default) upward it must grow at every step, as
    /// Apple's text styles do (below `large` some styles keep one size, which is allowed).
    public static func dynamicType(_ scenes: [(size: DynamicTypeSize, scene: Scene)]) -> [AuditFinding] {
        dynamicTypeBySize(scenes).map(\.finding)
    }

    /// `dynamicType(_:)`'s findings, each with the larger size of the step it was seen at.
    static func dynamicTypeBySize(_ scenes: [(size: DynamicTypeSize, scene: Scene)]) -> [(size: DynamicTypeSize, finding: AuditFinding)] {
        let ordered = scenes.sorted { $0.size < $1.size }
        var findings: [(size: DynamicTypeSize, finding: AuditFinding)] = []
        for (a, b) in zip(ordered, ordered.dropFirst()) where a.size != b.size {
            let before = textSizes(a.scene)
            for (id, text, size) in textSizes(b.scene) {
                guard let old = before.first(where: { $0.id == id })?.size else { continue }
                let mustGrow = b.size > .large
                guard size < old || (mustGrow && size <= old) else { continue }
                let what = size < old ? "shrinks from \(points(old)) to \(points(size))" : "stays at \(points(size))"
                findings.append((b.size, AuditFinding(
                    type: .dynamicType, severity: .error, element: id, measured: points(size),
                    threshold: mustGrow ? "more than \(points(old))" : "at least \(points(old))",
                    message: "The text \(quoted(text)) \(what) from \(a.size.rawValue) to \(b.size.rawValue); text must grow when the reader asks for larger text, so use a text style rather than a fixed size.")))
            }
        }
        return findings
    }

    private static func textSizes(_ scene: Scene) -> [(id: String, text: String, size: Double)] {
        let canvas = AuditCanvas(scene, base: .white)
        return canvas.leaves.compactMap { leaf in
            guard case .text(_, _, let size, let run) = leaf.geometry else { return nil }
            return (leaf.id, run.text, size)
        }
    }

    // MARK: Formatting

    /// `1.21:1`: the ratio rounded to two decimals, or cut to them when rounding would reach a threshold the ratio
    /// misses (4.497 shows as 4.49, not 4.5).
    static func ratio(_ x: Double) -> String {
        var shown = (x * 100).rounded() / 100
        if [textContrast, largeTextContrast, nonTextContrast].contains(where: { x < $0 && shown >= $0 }) {
            shown = (x * 100).rounded(.down) / 100
        }
        return NumberText.string(shown) + ":1"
    }

    /// `13 pt`.
    static func points(_ x: Double) -> String { NumberText.string(x) + " pt" }

    /// `40 × 44 pt`.
    static func size(_ r: Rect) -> String { NumberText.string(r.width) + " × " + NumberText.string(r.height) + " pt" }

    /// The text in quotation marks.
    static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
