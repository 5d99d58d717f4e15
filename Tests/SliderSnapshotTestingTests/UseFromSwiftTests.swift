import Foundation
import SceneGraph
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots
import SliderSnapshotTesting
import SVGRender
import SliderReports
import RasterRender
import Testing
import TestSupport

/// The README's "Use it from Swift" section: the four jobs a user comes for, each a test kept compiling and passing.
/// Goldens are in `__Snapshots__/UseFromSwiftTests/`.
@Suite("Use it from Swift")
struct UseFromSwiftTests {
    /// The repository's fixtures.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    @Test("1. Snapshot your own configuration: colours, percent, right to left, grabbed")
    func snapshotYourConfiguration() {
        // --- README: configuration
        let config = SliderConfig(
            bounds: (0, 1), step: 0.05, minimumDistance: 0.1, lowerLabel: "Lowest discount", upperLabel: "Highest discount",
            format: ValueFormat(.percent), style: StyleOverrides(fill: AdaptiveColor(0x7C3AED), ink: AdaptiveColor(0xFFFFFF)))
        let engine = SliderEngine<Double>(config: config)
        let state = engine.initialState(
            value: RangeBinding(0.15, 0.6), environment: SliderEnvironment(width: 300, layoutDirection: .rightToLeft))
        assertSnapshot(of: engine.scene(state, options: SceneOptions(grabbed: .upper)), as: .svg(), named: "discount-rtl")
        assertSnapshot(of: engine.scene(state), as: .accessibilityText, named: "discount-rtl")
        // --- README: end
    }

    @Test("2. Drive the engine and assert the values and haptics")
    func driveTheEngine() {
        // --- README: engine
        let config = SliderConfig(
            bounds: (0, 1000), step: 10, readout: .header, lowerLabel: "Minimum price", upperLabel: "Maximum price",
            format: ValueFormat(.currency(code: "USD"), minimumFractionDigits: 0, maximumFractionDigits: 0))
        let engine = SliderEngine<Double>(config: config)
        var state = engine.initialState(value: RangeBinding(120, 480), environment: SliderEnvironment(width: 330))
        // A tap on the track pulls the nearest thumb to the finger.
        var reaction = engine.reduce(&state, .touchDown(x: 100, y: nil), at: 0)
        expectEqual(reaction.written, RangeBinding(280, 480))
        expectEqual(reaction.haptic, .selection)
        // Dragging it into the upper thumb stops at the gap with one rigid impact.
        reaction = engine.reduce(&state, .touchMove(x: 300, y: nil), at: 0.1)
        expectEqual(reaction.written, RangeBinding(480, 480))
        expectEqual(reaction.haptic, .impact)
        _ = engine.reduce(&state, .touchUp, at: 0.2)
        // VoiceOver moves one step and plays no haptic.
        reaction = engine.reduce(&state, .increment(.upper), at: 1)
        expectEqual(reaction.written, RangeBinding(480, 490))
        expectNil(reaction.haptic)
        // --- README: end
    }

    @Test("3. Load a scene file and a trace file, replay them, and snapshot the sheet and the effects")
    func replayFiles() throws {
        // --- README: replay
        let scene = try SceneDocument(contentsOf: Self.fixtures + "/scenes/price.json")
        let trace = try TraceDocument(contentsOf: Self.fixtures + "/traces/price-drag.json", for: scene)
        let replay = Replay(document: scene, trace: trace, fps: 30)
        assertSnapshot(of: replay, as: .sheet(), named: "price-drag")
        assertSnapshot(of: replay, as: .effects, named: "price-drag")
        // Frames are a lazy sequence, with the effects that fall in each.
        let impacts = replay.flatMap(\.steps).filter { $0.haptic == .impact }
        expectEqual(impacts.map(\.event.t), [0.45])
        // --- README: end
    }

    @Test("4. Import a WebDriver Actions file and replay it")
    func importWebDriver() throws {
        // --- README: webdriver
        let scene = try SceneDocument(contentsOf: Self.fixtures + "/scenes/price.json")
        let path = Self.fixtures + "/traces/webdriver-drag.json"
        let events = try WebDriverImport(rate: 60, origin: (x: 16, y: 200)).events(DocumentFile.read(path), file: path)
        let replay = Replay(document: scene, events: events, fps: 30)
        assertSnapshot(of: replay, as: .effects, named: "webdriver-drag")
        // The drag pushes the lower thumb into the upper one: the last value written is the meeting point.
        expectEqual(EffectReplay(document: scene, events: events).compactMap(\.written).last, RangeBinding(480, 480))
        // --- README: end
    }

    @Test("A strategy of your own is a pullback of an existing one")
    func composeAStrategy() throws {
        let engine = SliderEngine<Double>(config: SliderConfig(bounds: (0, 1000), step: 10))
        // --- README: pullback
        let byValue: Snapshotting<Double> = Snapshotting<Scene>.svg().pullback { lower in
            engine.scene(engine.initialState(value: RangeBinding(lower, 480), environment: SliderEnvironment()))
        }
        // --- README: end
        assertSnapshot(of: 120, as: byValue, named: "lower-120")
        try expectNotEqual(byValue.snapshot(120), byValue.snapshot(130))
    }
}
