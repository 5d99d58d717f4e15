import Foundation
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// The monotonic clock, in seconds from an arbitrary start: for timing steps and choosing how to do work, never for
/// anything written.
enum MonotonicClock {
    static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
