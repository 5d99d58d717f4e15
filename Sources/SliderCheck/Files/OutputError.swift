import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports
/// A file or folder that could not be written, or that we refuse to touch.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// What went wrong, as a sentence fragment.
    public var reason: String
    /// Whether the run stopped because of SIGINT or SIGTERM (the signal number), rather than a failure.
    public var signal: Int32?

    /// Creates an error.
    public init(path: String, reason: String, signal: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.signal = signal
    }

    /// `cannot write out/x.svg: No space left on device`.
    public var description: String {
        signal != nil ? reason : "cannot write \(path): \(reason)"
    }
}
