import SVGRender
import SceneGraph
import SliderEngine
import SliderDocuments

/// One fuzz input run through every reader, importer and the replay (issue 9's libFuzzer target).
///
/// The first byte picks the mode. From 0x80 up, the rest drives the engine directly (`FuzzEngine`). Below, the rest is
/// split at the first NUL byte (which no JSON or getevent text holds):
///
/// - without a NUL, the bytes go to every reader alone: the scene file, the trace file (for the kind and value type
///   the mode's low bits pick, and for any kind), the getevent importer at 0.5 pt per unit and the WebDriver importer;
/// - with one, the part before is a scene file and the part after a trace in the format of the mode's low two bits
///   (0 trace file, 1 getevent, 2 WebDriver, 3 trace file of any kind), and when both read, the trace is replayed
///   through the reducer (`EffectReplay`) and into a bounded number of frames (`Replay`), whose first and last scenes
///   become SVG.
///
/// Crashes are what libFuzzer looks for; besides them, `run` returns broken promises that are not crashes (a document
/// that does not read back as written) so the fuzzer can stop on them and a test can list them.
enum FuzzInput {
    /// Events replayed at most: inputs are capped in size by the fuzzer, but an importer may expand a few bytes into
    /// many events (a long WebDriver move).
    static let maximumEvents = 4_000
    /// Frames made at most per replay.
    static let maximumFrames = 48

    /// Runs one input; the broken promises found (empty when all held).
    static func run(_ bytes: [UInt8]) -> [String] {
        guard let mode = bytes.first else { return [] }
        let rest = bytes.dropFirst()
        if mode >= 0x80 {
            FuzzEngine.run(rest)
            return []
        }
        var problems: [String] = []
        if let nul = rest.firstIndex(of: 0) {
            pair(scene: Array(rest[..<nul]), trace: Array(rest[(nul + 1)...]), mode: mode, problems: &problems)
        } else {
            alone(Array(rest), mode: mode, problems: &problems)
        }
        return problems
    }

    // MARK: Every reader alone

    static func alone(_ bytes: [UInt8], mode: UInt8, problems: inout [String]) {
        if let scene = try? SceneDocument(bytes: bytes, file: "fuzz.json") {
            checkRoundTrip(scene, problems: &problems)
            _ = SVGRender.bytes(scene.stillScene())
        }
        let kind: SliderConfig.Kind = mode & 1 == 0 ? .range : .single
        let valueType: ValueType = mode & 2 == 0 ? .double : .float
        if let trace = try? TraceDocument(bytes: bytes, file: "fuzz.json", kind: kind, valueType: valueType) {
            checkRoundTrip(trace, kind: kind, valueType: valueType, problems: &problems)
        }
        if let (trace, kind) = try? TraceDocument.readAnyKind(bytes, file: "fuzz.json") {
            checkRoundTrip(trace, kind: kind, valueType: .double, anyKind: true, problems: &problems)
        }
        if let imported = try? GeteventImport(scaling: .perUnit(0.5)).events(bytes, file: "fuzz.txt") {
            written(imported.events)
        }
        if let events = try? WebDriverImport().events(bytes, file: "fuzz.json") {
            written(events)
        }
    }

    // MARK: A scene and a trace, replayed

    static func pair(scene sceneBytes: [UInt8], trace traceBytes: [UInt8], mode: UInt8, problems: inout [String]) {
        guard let document = try? SceneDocument(bytes: sceneBytes, file: "scene.json") else { return }
        let events: [TimedEvent<Double>]
        switch mode & 3 {
        case 0:
            guard let trace = try? TraceDocument(bytes: traceBytes, file: "trace.json", kind: document.config.kind,
                                                 valueType: document.valueType) else { return }
            events = trace.events
        case 1:
            guard let imported = try? GeteventImport(scaling: .perUnit(0.5)).events(traceBytes, file: "trace.txt") else { return }
            events = imported.events
        case 2:
            guard let imported = try? WebDriverImport().events(traceBytes, file: "trace.json") else { return }
            events = imported
        default:
            guard let (trace, _) = try? TraceDocument.readAnyKind(traceBytes, file: "trace.json") else { return }
            events = trace.events
        }
        let capped = Array(events.prefix(maximumEvents))
        // The reducer alone, as `render-cli replay` runs it: every step, then the final value.
        var log: [UInt8] = []
        EffectReplay(document: document, events: capped).write { log.append(contentsOf: $0) }
        if log.last != UInt8(ascii: "\n") { problems.append("the effect log does not end with a newline") }
        // Frames, as `render --trace` makes them, at an fps the mode picks.
        let fps = [60.0, 30, 120, 1][Int(mode >> 2) & 3]
        var first: Scene?
        var last: Scene?
        var count = 0
        for frame in Replay(document: document, events: capped, fps: fps, maximumFrames: maximumFrames) {
            if first == nil { first = frame.scene }
            last = frame.scene
            count += 1
        }
        if count > maximumFrames { problems.append("the replay made \(count) frames past its limit of \(maximumFrames)") }
        if let first { _ = SVGRender.bytes(first) }
        if let last { _ = SVGRender.bytes(last) }
    }

    // MARK: Promises that are not crashes

    /// A scene written back reads back the same, and writes itself again byte for byte.
    static func checkRoundTrip(_ scene: SceneDocument, problems: inout [String]) {
        let written = scene.jsonBytes()
        guard let again = try? SceneDocument(bytes: written, file: "written.json") else {
            problems.append("a scene written back does not read: \(excerpt(written))")
            return
        }
        if again != scene { problems.append("a scene written back reads differently: \(excerpt(written))") }
        if again.jsonBytes() != written { problems.append("a written scene does not write itself again") }
    }

    /// A trace written back reads back as the events it wrote (times and coordinates rounded as written), by the
    /// reader that read it: a trace read without its scene (`anyKind`) may name any slider of a page, so it is read
    /// back the same way.
    static func checkRoundTrip(_ trace: TraceDocument, kind: SliderConfig.Kind, valueType: ValueType, anyKind: Bool = false,
                               problems: inout [String]) {
        let written = trace.jsonBytes(kind: kind)
        let reread = anyKind
            ? (try? TraceDocument.readAnyKind(written, file: "written.json")).flatMap { $0.kind == kind ? $0.trace : nil }
            : try? TraceDocument(bytes: written, file: "written.json", kind: kind, valueType: valueType)
        guard let again = reread else {
            problems.append("a trace written back does not read: \(excerpt(written))")
            return
        }
        if again.events != trace.events.map(\.asWritten) { problems.append("a trace written back reads differently: \(excerpt(written))") }
    }

    /// Imported events are written as a trace file (what `trace import` does); whether replay accepts that file is the
    /// importers' own validation (issue 9, the lead's part), so it is not a problem here, only a path to exercise.
    static func written(_ events: [TimedEvent<Double>]) {
        let trace = TraceDocument(events: Array(events.prefix(maximumEvents)))
        _ = try? TraceDocument(bytes: trace.jsonBytes(kind: .range), file: "imported.json")
    }

    static func excerpt(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription
    }
}
