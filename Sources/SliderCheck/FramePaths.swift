import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// A frame's files, one per scheme, as the player and the manifest list them: the paths themselves, or folders
/// that each hold a file of one name (`frames/light` and `frames/dark`, both `0042.svg`), which a frames run
/// writes without joining a path per folder and frame.
public enum FramePaths: Sendable, Equatable {
    /// The paths as they are.
    case paths([String])
    /// `folder/name` for each folder.
    case sameName(folders: [String], name: String)

    /// The paths.
    public var paths: [String] {
        switch self {
        case .paths(let paths): paths
        case .sameName(let folders, let name): folders.map { SuitePath.joined($0, name) }
        }
    }

    /// `["frames/0042.svg"]`: the paths as a JSON list, apart by `separator`, each path's parts quoted in place.
    public func appendJSON(separator: StaticString = ",", to out: inout ByteWriter) {
        switch self {
        case .paths(let paths):
            JSONText.appendQuotedList(paths, separator: separator, to: &out)
        case .sameName(let folders, let name):
            out.append(UInt8(ascii: "["))
            for (i, folder) in folders.enumerated() {
                if i > 0 { JSONText.appendLiteral(separator, to: &out) }
                out.append(UInt8(ascii: "\""))
                JSONText.appendEscaped(folder, to: &out)
                out.append(UInt8(ascii: "/"))
                JSONText.appendEscaped(name, to: &out)
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: "]"))
        }
    }
}
