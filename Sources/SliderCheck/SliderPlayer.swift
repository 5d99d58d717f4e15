import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender

/// Collects what the HTML player shows of a slider replay: each frame's files, value and VoiceOver text, where the
/// finger is while a touch is down, and the trace's events and the slider's effects as timeline markers (input,
/// value written, haptics).
///
/// The finger is the last touchDown or touchMove point up to the frame, in the slider's frame (no `y`: the track's
/// centre line), moved to where the slider's frame sits in the frame's scene (its root node `slider`, or `s<i>/slider`
/// on a page); it shows from the touch down to the lift (or cancel). With fingers on two sliders of a page, the one
/// that moved last shows.
public struct SliderPlayer {
    /// The timeline's lanes.
    public static let lanes = ["Input", "Value", "Haptics"]
    /// What the markers mean.
    public static let legend: [PlayerData.LegendEntry] = [
        .init(.bar, .primary, "Touch down / up"), .init(.tick, .faint, "Touch move"), .init(.up, .control, "Increment / decrement"),
        .init(.square, .control, "Other input"), .init(.line, .value, "Value written"), .init(.dot, .soft, "Selection haptic"),
        .init(.diamond, .strong, "Impact haptic"),
    ]

    /// Frames per chunk script of a long replay, unless a player is made with another count.
    public static let chunkFrames = 2000
    /// This player's frames per chunk script.
    let framesPerChunk: Int
    /// Whether `data` lists the frames and markers as values (`PlayerData.Frame`, `PlayerData.Marker`), or only as
    /// the records the page embeds (`PlayerData.records`).
    private let keepsValues: Bool
    /// The frames and markers since the last chunk as values, when kept.
    private var frames: [PlayerData.Frame] = []
    private var inputs: [PlayerData.Marker] = []
    private var values: [PlayerData.Marker] = []
    private var haptics: [PlayerData.Marker] = []
    /// The same as the page's records, written as they come: frames, and markers lane by lane in the order the page
    /// lists them (inputs, haptics, values).
    private var records = PlayerRecords()
    private var frameRecords = ByteWriter(capacity: 1 << 16)
    private var inputRecords = ByteWriter(capacity: 1 << 16)
    private var hapticRecords = ByteWriter(capacity: 1 << 12)
    private var valueRecords = ByteWriter(capacity: 1 << 14)
    /// Frames in the records since the last chunk.
    private var pendingFrames = 0
    /// The first and the last frame, for the page's first paint.
    private var firstFrame: PlayerData.Frame?
    private var lastFrame: (index: Int, t: Double, files: FramePaths, caption: String, details: [String], pointer: Point?)?
    private var frameCount = 0
    private var chunked = false
    private var size = Size(width: 0, height: 0)
    private var otherInput = false
    /// A finger down: the id prefix of its slider's nodes, and the point.
    struct Finger {
        var prefix: String
        var x: Double
        var y: Double?
    }

    /// The fingers down, and where their sliders sit.
    private var pointer = Pointer()
    private var touched = false
    /// The last frame's accessibility elements and what VoiceOver speaks of them: the elements change only when a
    /// value does, so most frames speak what the frame before spoke (and hand over the same array, which compares
    /// equal at once).
    private var spoken: (elements: [AccessibilityElement], details: [String])?

    /// An empty player whose `data` lists every frame and marker as values.
    public init() {
        self.init(keepingValues: true, framesPerChunk: Self.chunkFrames)
    }

    /// An empty player; unless `keepingValues`, its `data` holds the frames and markers only as the records the page
    /// embeds (and the first and last frame), so a frames run makes no value per frame and marker.
    public init(keepingValues: Bool) {
        self.init(keepingValues: keepingValues, framesPerChunk: Self.chunkFrames)
    }

    /// A player whose chunk scripts hold `framesPerChunk` frames (tests use small chunks to keep their replays short).
    init(keepingValues: Bool, framesPerChunk: Int) {
        keepsValues = keepingValues
        self.framesPerChunk = max(1, framesPerChunk)
    }

    /// Adds a frame shown from the files `files` (one per scheme), with the events and effects that fall in it;
    /// `caption` is the frame's `scene.displayedValue`, when the caller has it already.
    public mutating func add(_ frame: ReplayFrame, files: [String], caption: String? = nil) {
        add(frame, paths: .paths(files), caption: caption)
    }

    /// Adds a frame shown from `paths`, with the events and effects that fall in it; `caption` is the frame's
    /// `scene.displayedValue`, when the caller has it already.
    public mutating func add(_ frame: ReplayFrame, paths: FramePaths, caption: String? = nil) {
        size = frame.scene.size
        for step in frame.steps where pointer.follow(step) { touched = true }
        let elements = frame.scene.accessibility
        let details: [String]
        if let spoken, spoken.elements == elements {
            details = spoken.details
        } else {
            details = accessibilityReadingOrder(elements).map(\.spokenText)
            spoken = (elements, details)
        }
        let caption = caption ?? frame.scene.displayedValue
        let pointer = self.pointer.point(in: frame.scene)
        records.appendFrame(index: frame.index, t: frame.t, caption: caption, details: details, pointer: pointer,
                            to: &frameRecords) { paths.appendJSON(to: &$0) }
        if keepsValues || firstFrame == nil {
            let entry = PlayerData.Frame(index: frame.index, t: frame.t, files: paths.paths, caption: caption, details: details, pointer: pointer)
            if keepsValues { frames.append(entry) }
            if firstFrame == nil { firstFrame = entry }
        }
        lastFrame = (frame.index, frame.t, paths, caption, details, pointer)
        pendingFrames += 1
        frameCount += 1
        if frame.steps.count <= Self.markersPerFrame {
            for step in frame.steps { add(step, frame: frame.index) }
        } else {
            addMerging(frame)
        }
    }

    /// The most markers one lane shows per frame (a finger moves about once a frame, so normal replays never reach
    /// it): past it, the lane keeps its first `markersPerFrame - 1` markers, its always-drawn ones (touch down/up and
    /// other input, impact haptics; at most `alwaysDrawnPerFrame`) and its last, and adds one marker of kind
    /// `merged` that says how many it left out. So a trace of thousands of events a frame makes a player of a few
    /// markers a frame; `effects.jsonl` still lists every value and haptic.
    public static let markersPerFrame = 8
    /// The most always-drawn markers one lane keeps per frame.
    public static let alwaysDrawnPerFrame = 64
    /// Markers left out of the timeline so far.
    public private(set) var mergedMarkers = 0
    /// Frames that had markers left out.
    public private(set) var mergedFrames = 0

    /// `12,345`.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// Adds the markers of a frame with more steps than `markersPerFrame`, merging each lane past the limit.
    private mutating func addMerging(_ frame: ReplayFrame) {
        let steps = frame.steps
        func isIn(_ lane: Int, _ step: ReplayStep) -> Bool {
            lane == 0 || (lane == 1 ? step.writtenText != nil : step.haptic != nil)
        }
        func isAlwaysDrawn(_ lane: Int, _ step: ReplayStep) -> Bool {
            switch lane {
            case 0: if case .touchMove = step.event.event { return false } else { return true }
            case 1: return false
            default: return step.haptic == .impact
            }
        }
        var counts = [0, 0, 0], lasts = [-1, -1, -1]
        for (i, step) in steps.enumerated() {
            for lane in 0..<3 where isIn(lane, step) { counts[lane] += 1; lasts[lane] = i }
        }
        var seen = [0, 0, 0], always = [0, 0, 0], kept = [0, 0, 0]
        var mergedKinds: [Set<String>] = [[], [], []]
        for (i, step) in steps.enumerated() {
            var keep = [false, false, false]
            for lane in 0..<3 where isIn(lane, step) {
                var keeps = counts[lane] <= Self.markersPerFrame || seen[lane] < Self.markersPerFrame - 1 || i == lasts[lane]
                if !keeps, isAlwaysDrawn(lane, step), always[lane] < Self.alwaysDrawnPerFrame {
                    always[lane] += 1
                    keeps = true
                }
                seen[lane] += 1
                keep[lane] = keeps
                if keeps {
                    kept[lane] += 1
                } else {
                    mergedKinds[lane].insert(lane == 0 ? step.event.event.name : lane == 1 ? "value" : step.haptic?.rawValue ?? "")
                }
            }
            add(step, frame: frame.index, lanes: (keep[0], keep[1], keep[2]))
        }
        var any = false
        for lane in 0..<3 where counts[lane] > kept[lane] {
            any = true
            let count = counts[lane] - kept[lane]
            mergedMarkers += count
            let t = steps[lasts[lane]].event.t
            let what: String
            switch lane {
            case 0: what = mergedKinds[0].count == 1 ? mergedKinds[0].first! : "events"
            case 1: what = "values"
            default: what = mergedKinds[2].count == 1 ? mergedKinds[2].first! + " haptics" : "haptics"
            }
            let detail = "\(SliderPlayer.grouped(count)) \(what) in frame \(frame.index)"
            let (shape, tone): (PlayerData.Shape, PlayerData.Tone) = lane == 0 ? (.tick, .faint) : lane == 1 ? (.line, .value) : (.dot, .soft)
            let write = { (out: inout ByteWriter, records: inout PlayerRecords) in
                records.appendMarker(t: t, frame: frame.index, lane: lane, shape: shape, tone: tone, kind: "merged", alwaysDrawn: true,
                                     to: &out) { JSONText.appendQuoted(detail, to: &$0) }
            }
            switch lane {
            case 0: write(&inputRecords, &records)
            case 1: write(&valueRecords, &records)
            default: write(&hapticRecords, &records)
            }
            if keepsValues {
                let marker = PlayerData.Marker(t: t, frame: frame.index, lane: lane, shape: shape, tone: tone, kind: "merged",
                                               detail: detail, alwaysDrawn: true)
                if lane == 0 { inputs.append(marker) } else if lane == 1 { values.append(marker) } else { haptics.append(marker) }
            }
        }
        if any { mergedFrames += 1 }
    }

    /// The frames and markers gathered since the last chunk, as a chunk script's bytes, once there are `framesPerChunk` of
    /// them (or any, with `force` after a chunk was taken): so a long replay's player data is written as it goes.
    public mutating func takeChunk(force: Bool = false) -> [UInt8]? {
        guard pendingFrames >= framesPerChunk || (force && chunked && (pendingFrames > 0 || inputRecords.count > 0)) else { return nil }
        chunked = true
        let script = PlayerRecords.chunk(frames: frameRecords, markers: [inputRecords, hapticRecords, valueRecords])
        frameRecords.removeAll()
        inputRecords.removeAll()
        hapticRecords.removeAll()
        valueRecords.removeAll()
        pendingFrames = 0
        frames.removeAll(keepingCapacity: true)
        inputs.removeAll(keepingCapacity: true)
        haptics.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        return script
    }

    /// The fingers down in a replay, the one that moved last at the end, and where their sliders sit in a scene.
    struct Pointer {
        private(set) var fingers: [Finger] = []

        /// Follows `step`; true when it put a finger down.
        @discardableResult
        mutating func follow(_ step: ReplayStep) -> Bool {
            let prefix = step.slider.map { "s\($0)/" } ?? ""
            switch step.event.event {
            case .touchDown(let x, let y):
                fingers.removeAll { $0.prefix == prefix }
                fingers.append(Finger(prefix: prefix, x: x, y: y))
                return true
            case .touchMove(let x, let y):
                // A move with no finger down is ignored by the slider, and shows nothing.
                guard fingers.contains(where: { $0.prefix == prefix }) else { return false }
                fingers.removeAll { $0.prefix == prefix }
                fingers.append(Finger(prefix: prefix, x: x, y: y))
            case .touchUp, .touchCancel:
                fingers.removeAll { $0.prefix == prefix }
            default:
                break
            }
            return false
        }

        /// The point of the finger that moved last, in `scene`; nil with no finger down.
        func point(in scene: Scene) -> Point? {
            fingers.last.flatMap { point($0, in: scene) }
        }

        /// A finger's point in the scene: its slider's frame origin plus the point (the track's centre line
        /// without y).
        func point(_ finger: Finger, in scene: Scene) -> Point? {
            let place = self.place(of: finger.prefix, in: scene)
            guard let place, let y = finger.y ?? place.trackY else { return nil }
            return place.transform.apply(Point(x: finger.x, y: y))
        }

        /// Where the slider of nodes starting `prefix` sits in `scene`: its root node's transform, and its track's
        /// centre line when it has a track.
        func place(of prefix: String, in scene: Scene) -> Place? {
            guard let transform = scene.withNode(id: prefix + "slider", { $0.pointee.transform }) else { return nil }
            let trackY = scene.withNode(id: prefix + "track.background", { node -> Double? in
                guard case .roundedRect(let track, _) = node.pointee.shape else { return nil }
                return track.rect.y + track.rect.height / 2
            }) ?? nil
            return Place(transform: transform, trackY: trackY)
        }
    }

    /// A slider's frame in a scene, and the track's centre line.
    struct Place {
        var transform: Transform
        var trackY: Double?
    }

    mutating func add(_ step: ReplayStep, frame: Int, lanes: (input: Bool, value: Bool, haptic: Bool) = (true, true, true)) {
        let event = step.event.event, t = step.event.t, frame = step.frame ?? frame
        let (shape, tone): (PlayerData.Shape, PlayerData.Tone)
        switch event {
        case .touchDown, .touchUp, .touchCancel: (shape, tone) = (.bar, .primary)
        case .touchMove: (shape, tone) = (.tick, .faint)
        case .increment: (shape, tone) = (.up, .control)
        case .decrement: (shape, tone) = (.down, .control)
        default:
            (shape, tone) = (.square, .control)
            otherInput = true
        }
        if lanes.input {
            records.appendMarker(t: t, frame: frame, lane: 0, shape: shape, tone: tone, kind: event.name, alwaysDrawn: shape != .tick,
                                 to: &inputRecords) { out in
                switch event {
                case .touchDown(let x, let y), .touchMove(let x, let y):
                    // A touch's detail needs no escapes (`appendPointDetail`): written in place, with no string made.
                    out.append(UInt8(ascii: "\""))
                    SliderEvent<Double>.appendPointDetail(x, y, to: &out)
                    out.append(UInt8(ascii: "\""))
                default:
                    JSONText.appendQuoted(event.detail, to: &out)
                }
            }
            if keepsValues {
                inputs.append(PlayerData.Marker(t: t, frame: frame, lane: 0, shape: shape, tone: tone, kind: event.name,
                                                detail: event.detail, alwaysDrawn: shape != .tick))
            }
        }
        if lanes.value, let written = step.writtenText {
            records.appendMarker(t: t, frame: frame, lane: 1, shape: .line, tone: .value, kind: "value", alwaysDrawn: false,
                                 to: &valueRecords) { JSONText.appendQuoted(written, to: &$0) }
            if keepsValues {
                values.append(PlayerData.Marker(t: t, frame: frame, lane: 1, shape: .line, tone: .value, kind: "value", detail: written))
            }
        }
        if lanes.haptic, let haptic = step.haptic {
            let impact = haptic == .impact
            let (shape, tone): (PlayerData.Shape, PlayerData.Tone) = impact ? (.diamond, .strong) : (.dot, .soft)
            records.appendMarker(t: t, frame: frame, lane: 2, shape: shape, tone: tone, kind: "haptic", alwaysDrawn: impact,
                                 to: &hapticRecords) { JSONText.appendQuoted(haptic.rawValue, to: &$0) }
            if keepsValues {
                haptics.append(PlayerData.Marker(t: t, frame: frame, lane: 2, shape: shape, tone: tone, kind: "haptic",
                                                 detail: haptic.rawValue, alwaysDrawn: impact))
            }
        }
    }

    /// The player's data; with `chunks` (the paths of the chunk scripts taken), the page loads its frames from them.
    public func data(title: String, fps: Double, schemes: [String], chunks: [String] = []) -> PlayerData {
        let listed = chunks.isEmpty && keepsValues
        let last = lastFrame.map { PlayerData.Frame(index: $0.index, t: $0.t, files: $0.files.paths, caption: $0.caption, details: $0.details, pointer: $0.pointer) }
        var data = PlayerData(
            title: title, fps: fps, width: size.width, height: size.height, schemes: schemes, captionTitle: "Value",
            detailsTitle: "VoiceOver", lanes: Self.lanes,
            legend: Self.legend.filter { otherInput || $0.shape != .square },
            frames: listed ? frames : frameCount > 1 ? [firstFrame, last].compactMap { $0 } : [firstFrame].compactMap { $0 },
            markers: listed ? inputs + haptics + values : [])
        data.chunks = chunks
        data.chunkedFrameCount = frameCount
        if chunks.isEmpty && !keepsValues {
            var out = ByteWriter(capacity: frameRecords.count + inputRecords.count + hapticRecords.count + valueRecords.count + 64)
            PlayerRecords.appendArrays(frames: frameRecords, markers: [inputRecords, hapticRecords, valueRecords], to: &out)
            data.records = out.array
        }
        data.pointerLabel = touched ? "Finger (while down)" : nil
        if mergedMarkers > 0 {
            data.notice = "\(SliderPlayer.grouped(mergedMarkers)) timeline markers in \(SliderPlayer.grouped(mergedFrames)) "
                + (mergedFrames == 1 ? "frame" : "frames") + " were merged: a lane shows at most \(Self.markersPerFrame) markers a frame "
                + "(and its touch down/up and impact haptics); a \"merged\" marker says how many it leaves out. effects.jsonl lists every one."
        }
        return data
    }
}
