import Foundation
internal import CSystem
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// SIGINT and SIGTERM as a flag the writers check, so an interrupted run stops at the next file, removes what it
/// staged, and exits 130 or 143 instead of leaving half a folder.
public enum Interrupt {
    /// Routes SIGINT and SIGTERM to the flag (call once, from the command line's `main`). The handlers do not ask
    /// the kernel to restart what they interrupt: a read from a pipe that stays open (`replay scene.json -` fed by
    /// a device) returns, and the reader sees the request, where a restarted read would wait on for ever.
    public static func install() {
        let handler: @convention(c) (Int32) -> Void = { signal in StopRequest.request(signal) }
        for signal in [SIGINT, SIGTERM] { _ = csystem_on_signal(signal, handler) }
        // A parent may hand us these signals blocked (the mask is inherited through fork and exec): unblock them.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        _ = sigprocmask(SIG_UNBLOCK, &set, nil)
        // A closed pipe is an error return from write, handled where it happens, not a silent death.
        _ = csystem_ignore_signal(SIGPIPE)
        // A file-size limit (ulimit -f) is an EFBIG write error, reported like a full disk, not a core dump.
        _ = csystem_ignore_signal(SIGXFSZ)
    }

    /// The signal received, if any.
    public static var signal: Int32? { StopRequest.signal }

    /// Throws when a signal arrived, before a staged write: the caller removes what it staged, so the message says
    /// so. `path` names what was being written (and is made only then).
    public static func check(_ path: @autoclosure () -> String) throws {
        if let s = signal { throw error(s, at: path(), "; removed the partial output, the previous output is as it was") }
    }

    /// For tests: sets or clears the flag as a signal would.
    public static func simulate(_ signal: Int32) {
        if signal == 0 { StopRequest.clear() } else { StopRequest.request(signal) }
    }

    /// The error a run stopped by `signal` ends with, naming what was being written (or read).
    public static func error(_ signal: Int32, at path: String, _ detail: String = "") -> OutputError {
        OutputError(path: path, reason: "interrupted by \(name(signal))" + detail, signal: signal)
    }

    /// SIGINT, SIGTERM or "signal N".
    static func name(_ signal: Int32) -> String {
        signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
    }
}
