import SceneGraph
import SliderEngine
import SVGRender
import SliderReports
import RasterRender


extension Snapshotting where Value == SceneDocument {
    /// A scene file's still frame as SVG (its own colour scheme and held thumb).
    public static func svg(_ options: SVGOptions = SVGOptions()) -> Snapshotting {
        Snapshotting<Scene>.svg(options).pullback { $0.stillScene() }
    }
}

extension Snapshotting where Value == Replay<[TimedEvent<Double>]> {
    /// A replay as a contact sheet of at most `limit` frames, each captioned with its time.
    public static func sheet(limit: Int = ContactSheet.defaultLimit, columns: Int = 6) -> Snapshotting {
        Snapshotting(pathExtension: "sheet.svg", snapshot: { SVGRender.bytes(try $0.contactSheet(limit: limit, columns: columns)) },
                     diff: Snapshotting<[UInt8]>.svgDiff)
    }

    /// A replay's effect log: every value written and haptic played, as JSON Lines with the frame each falls in.
    public static var effects: Snapshotting {
        Snapshotting(pathExtension: "effects.jsonl", snapshot: { EffectLog.lines(of: $0) })
    }

    /// What VoiceOver would read after the replay: the accessibility tree of its last frame, as text.
    public static var accessibilityText: Snapshotting {
        Snapshotting<Scene>.accessibilityText.pullback { replay in
            var last: Scene?
            for frame in replay { last = frame.scene }
            return last ?? replay.document.stillScene()
        }
    }
}
