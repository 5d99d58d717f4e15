import Foundation
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// How many cores this process may use: the default of every `--jobs`.
public enum CoreCount {
    /// The processors the system lets this process run on (Foundation's `activeProcessorCount`, which on Linux also
    /// heeds the CPUs the process may run on and a container's CPU quota), at least one.
    public static let current = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
