import Synchronization
import SceneGraph
import SliderEngine
import Testing
import TestSupport
import Foundation
import SliderDocuments
import SliderSnapshots
@testable import SliderSnapshotTesting

@Suite("assertAccessibilityAudit")
struct AssertAccessibilityAuditTests {
    static func document(lower: String = "Minimum price", upper: String = "Maximum price", fill: UInt32 = 0x1D4ED8) -> SceneDocument {
        var style = StyleOverrides()
        style.fill = AdaptiveColor(light: fill, dark: fill)
        style.ink = AdaptiveColor(light: 0xFFFFFF, dark: 0xFFFFFF)
        let config = SliderConfig(bounds: (0, 1000), step: 10, lowerLabel: lower, upperLabel: upper,
                                  format: ValueFormat(.currency(code: "USD"), minimumFractionDigits: 0, maximumFractionDigits: 0), style: style)
        return SceneDocument(config: config, value: RangeBinding(120, 480))
    }

    struct Broken: Error {}
    static func broken() throws -> SceneDocument { throw Broken() }

    /// The messages of the issues `body` records, which are all expected.
    static func issues(_ body: () -> Void) -> [String] { AssertSnapshotTests.issues(body) }

    @Test("A well-labelled, high-contrast slider passes at every size and direction, warnings included")
    func passes() {
        let report = assertAccessibilityAudit(of: Self.document(), sizes: DynamicTypeSize.allCases,
                                              directions: [.leftToRight, .rightToLeft], failOnWarnings: true)
        expectEqual(report?.findings, [])
        expectEqual(report?.conditions.count, 24)
        assertAccessibilityAudit(of: Self.document().stillScene(), failOnWarnings: true)
    }

    @Test("An error fails the test with every finding in the message")
    func errorFails() {
        let messages = Self.issues {
            assertAccessibilityAudit(of: Self.document(lower: "Price", upper: "Price"))
        }
        expectEqual(messages.count, 1)
        expectEqual(messages.first?.hasPrefix("Accessibility audit failed with 1 error:\nerror  sufficientElementDescription  thumb.upper  "), true)
        expectEqual(messages.first?.contains("\"Price\" labels both thumb.lower and thumb.upper"), true)
        // The same on a scene.
        let scene = Self.issues { assertAccessibilityAudit(of: Self.document(lower: "", upper: "Maximum price").stillScene()) }
        #expect(scene.count == 1 && scene.first?.contains("has no label") == true)
        expectEqual(scene.first?.hasSuffix("\n1 error, 0 warnings\n"), true)
    }

    @Test("Warnings pass unless failOnWarnings; types narrow the audit")
    func warnings() {
        // The seed's tangerine on its track: a contrast warning only.
        let seed = Self.document(fill: 0xFF5B3A)
        let report = assertAccessibilityAudit(of: seed)
        #expect(report?.warningCount == 1 && report?.errorCount == 0)
        let messages = Self.issues { assertAccessibilityAudit(of: seed, failOnWarnings: true) }
        expectEqual(messages.first?.hasPrefix("Accessibility audit failed with 0 errors and 1 warning:\nwarning  contrast  track.fill  2.43:1, needs 3:1"), true)
        assertAccessibilityAudit(of: seed, for: [.hitRegion, .trait], failOnWarnings: true)
        // A throwing expression fails the test instead of crashing it.
        func auditBroken() { assertAccessibilityAudit(of: try Self.broken()) }
        let thrown = Self.issues(auditBroken)
        expectEqual(thrown.first?.hasPrefix("The document to audit could not be made"), true)
    }

    @Test("The accessibility overlay is pinned: the seed's page with its two warnings, and a narrow slider with errors")
    func overlay() throws {
        var fixtures = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { fixtures.deleteLastPathComponent() }
        let page = try SceneDocument(contentsOf: fixtures.path + "/Fixtures/scenes/seed-example.json")
        let seed = page.accessibilityOverlay(grabbed: nil)
        #expect(seed.node(id: "overlay.element4.number") != nil && seed.node(id: "overlay.finding2") != nil)
        #expect(seed.node(id: "overlay.element5.number") == nil && seed.node(id: "overlay.finding3") == nil)
        assertSnapshot(of: seed, as: .svg(), named: "seed-example")
        var narrow = Self.document(lower: "Price", upper: "Price", fill: 0xFF5B3A)
        narrow.environment.width = 90
        narrow.environment.dynamicTypeSize = .accessibility5
        let errors = narrow.accessibilityOverlay(grabbed: nil)
        expectNotNil(errors.node(id: "legend.finding4.title.0"))
        assertSnapshot(of: errors, as: .svg(), named: "narrow-accessibility5")
    }
}
