import SceneGraph
import SliderEngine
import Testing

/// Audits a scene file or a page for accessibility, as XCTest's `performAccessibilityAudit(for:)` does on a
/// device, and fails the running test when the audit finds an error (or, with `failOnWarnings`, a warning).
///
/// The failure's message lists every finding (type, severity, element, measured value against its threshold, and
/// what to change); under Swift Testing the report is also attached as `accessibility-audit.txt` and
/// `accessibility-audit.json` (collected by `swift test --attachments-path DIR`); under XCTest it is `XCTFail`.
///
/// ```swift
/// @Test func priceIsAccessible() {
///     assertAccessibilityAudit(of: document, sizes: DynamicTypeSize.allCases, directions: [.leftToRight, .rightToLeft])
/// }
/// ```
///
/// - Parameters:
///   - document: The slider file or page, drawn at rest with its held thumb.
///   - types: The audit types to check (default: all of them).
///   - sizes: Dynamic Type sizes (nil: the document's own).
///   - directions: Layout directions (nil: the document's own).
///   - schemes: Colour schemes (nil: the document's own).
///   - failOnWarnings: Whether warnings fail the test too.
///   - fileID: The caller's file id, for the failure's location.
///   - filePath: The caller's file path (the `file:` label, as in `assertSnapshot`).
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The report, filtered to `types`, for further checks.
@discardableResult
public func assertAccessibilityAudit(
    of document: @autoclosure () throws -> SceneDocument,
    for types: [AuditType] = AuditType.allCases,
    sizes: [DynamicTypeSize]? = nil,
    directions: [LayoutDirection]? = nil,
    schemes: [ColorScheme]? = nil,
    failOnWarnings: Bool = false,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> AccessibilityAuditReport? {
    AuditFailure.run(document, naming: "document", failOnWarnings: failOnWarnings,
                     at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { value in
        var report = AccessibilityAudit.audit(value, sizes: sizes, directions: directions, schemes: schemes)
        report.findings = report.findings.filter { types.contains($0.type) }
        return report
    }
}

/// Audits one scene (see ``assertAccessibilityAudit(of:for:sizes:directions:schemes:failOnWarnings:fileID:file:line:column:)``):
/// every type but `dynamicType`, which needs the scene at more than one size.
///
/// - Parameters:
///   - scene: The scene, such as `engine.scene(state)`.
///   - types: The audit types to check (default: all of them).
///   - sliderFrames: Each slider's frame on the canvas, so chips past it count as clipped (default: only the canvas's edges).
///   - failOnWarnings: Whether warnings fail the test too.
///   - fileID: The caller's file id, for the failure's location.
///   - filePath: The caller's file path (the `file:` label, as in `assertSnapshot`).
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The report, filtered to `types`, for further checks.
@discardableResult
public func assertAccessibilityAudit(
    of scene: @autoclosure () throws -> Scene,
    for types: [AuditType] = AuditType.allCases,
    sliderFrames: [Rect] = [],
    failOnWarnings: Bool = false,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> AccessibilityAuditReport? {
    AuditFailure.run(scene, naming: "scene", failOnWarnings: failOnWarnings,
                     at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) { value in
        let findings = AccessibilityAudit.audit(value, sliderFrames: sliderFrames).filter { types.contains($0.type) }
        return AccessibilityAuditReport(conditions: [], findings: findings)
    }
}

/// Failing a test on an audit report.
enum AuditFailure {
    /// Makes the value (a throw fails the test: "The scene to audit could not be made: …"), audits it, and fails the
    /// test as `check` says; the report, or nil when the value could not be made.
    static func run<Value>(_ make: () throws -> Value, naming what: String, failOnWarnings: Bool, at location: CallSite,
                           audit: (Value) -> AccessibilityAuditReport) -> AccessibilityAuditReport? {
        let value: Value
        do {
            value = try make()
        } catch {
            TestFailure.record("The \(what) to audit could not be made: \(error)", at: location)
            return nil
        }
        let report = audit(value)
        check(report, failOnWarnings: failOnWarnings, at: location)
        return report
    }

    static func check(_ report: AccessibilityAuditReport, failOnWarnings: Bool, at location: CallSite) {
        guard report.fails(onWarnings: failOnWarnings) else { return }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let counted = failOnWarnings
            ? count(report.errorCount, "error") + " and " + count(report.warningCount, "warning") : count(report.errorCount, "error")
        TestFailure.attachReport(text: report.text, json: report.json, at: location)
        TestFailure.record("Accessibility audit failed with \(counted):\n" + report.text, at: location)
    }
}

extension TestFailure {
    /// Attaches an audit report's text and JSON to the running Swift Testing test.
    static func attachReport(text: String, json: String, at site: CallSite) {
        guard Test.current != nil else { return }
        Attachment.record(Array(text.utf8), named: "accessibility-audit.txt", sourceLocation: sourceLocation(site))
        Attachment.record(Array(json.utf8), named: "accessibility-audit.json", sourceLocation: sourceLocation(site))
    }
}
