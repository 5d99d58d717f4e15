#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// SIGINT and SIGTERM as a flag the writers check, so an interrupted run stops at the next file, removes what it
/// staged, and exits 130 or 143 instead of leaving half a folder.
public enum Interrupt {
    private static let received = Atomic<Int32>(0)

    /// Routes SIGINT and SIGTERM to the flag (call once, from the command line's `main`).
    public static func install() {
        let handler: @convention(c) (Int32) -> Void = { signal in Interrupt.received.store(signal, ordering: .relaxed) }
        _ = Glibc.signal(SIGINT, handler)
        _ = Glibc.signal(SIGTERM, handler)
        // A parent may hand us these signals blocked (the mask is inherited through fork and exec): unblock them.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        _ = sigprocmask(SIG_UNBLOCK, &set, nil)
        // A closed pipe is an error return from write, handled where it happens, not a silent death.
        _ = Glibc.signal(SIGPIPE, SIG_IGN)
        // A file-size limit (ulimit -f) is an EFBIG write error, reported like a full disk, not a core dump.
        _ = Glibc.signal(SIGXFSZ, SIG_IGN)
    }

    /// The signal received, if any.
    public static var signal: Int32? {
        let s = received.load(ordering: .relaxed)
        return s == 0 ? nil : s
    }

    /// Throws when a signal arrived; `path` names what was being written (and is made only then).
    public static func check(_ path: @autoclosure () -> String) throws {
        if let s = signal {
            throw OutputError(path: path(), reason: "interrupted by \(s == SIGINT ? "SIGINT" : s == SIGTERM ? "SIGTERM" : "signal \(s)")", signal: s)
        }
    }

    /// For tests: sets or clears the flag as a signal would.
    public static func simulate(_ signal: Int32) { received.store(signal, ordering: .relaxed) }
}
