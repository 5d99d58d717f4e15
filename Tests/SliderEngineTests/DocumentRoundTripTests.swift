import Foundation
import SliderEngine
import SliderDocuments
import Testing
import TestSupport

@Suite("Documents round trip")
struct DocumentRoundTripTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures + "/" + folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test("Every fixture scene written back as JSON reads back the same document", arguments: names("scenes"))
    func scene(name: String) throws {
        let document = try SceneDocument(contentsOf: Self.fixtures + "/scenes/" + name)
        let written = document.jsonBytes()
        try expectEqual(SceneDocument(bytes: written, file: name), document)
        // Writing is deterministic and stable: the written form writes itself again.
        try expectEqual(SceneDocument(bytes: written, file: name).jsonBytes(), written)
    }

    @Test("A document built in Swift round-trips too, with every kind of key")
    func builtInSwift() throws {
        var config = SliderConfig(kind: .single, bounds: (0, 1), step: 0.1, label: "Volume",
                                  minimumValueLabel: .icon(.speaker), maximumValueLabel: .text("Loud \"max\""),
                                  format: ValueFormat(.currency(code: "EUR"), minimumFractionDigits: 1, maximumFractionDigits: 2, grouping: false))
        config.style = StyleOverrides(fill: AdaptiveColor(light: 0x112233, dark: 0x445566, lightAlpha: 128.0 / 255, darkAlpha: 1), thumbSize: 20)
        let document = SceneDocument(
            config: config, value: RangeBinding(single: 0.3), valueType: .float,
            environment: SliderEnvironment(width: 250, layoutDirection: .rightToLeft, colorScheme: .dark, dynamicTypeSize: .accessibility2,
                                           reduceMotion: true, isEnabled: false, locale: "de_DE"),
            canvas: Canvas(padding: 10, background: nil), grabbed: .lower)
        try expectEqual(SceneDocument(bytes: document.jsonBytes(), file: "built.json"), document)
    }

    @Test("Every fixture trace written back reads back the same events", arguments: names("traces"))
    func trace(name: String) throws {
        let bytes = try DocumentFile.read(Self.fixtures + "/traces/" + name)
        guard let (trace, kind) = try? TraceDocument.readAnyKind(bytes, file: name) else { return }  // WebDriver files
        let again = try TraceDocument.readAnyKind(trace.jsonBytes(kind: kind), file: name).trace
        expectEqual(again.events, trace.events.map(\.asWritten))
        expectEqual(again.comment, trace.comment)
    }
}
