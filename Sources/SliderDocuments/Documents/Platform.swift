#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls of this module whose names its own types also use (`read`, `open`), under names of their
/// own, and the wait of `StopRequest`'s readers and writers (`poll`). Every other file reaches the C library through
/// Foundation, which brings Glibc, Musl or Darwin with it.
enum POSIX {
    /// `read(2)`.
    static func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }

    /// `open(2)` of an existing file.
    static func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
}

extension StopRequest {
    /// What a reader or a writer waits for.
    package enum Readiness {
        /// Bytes to read, the end, or an error.
        case readable
        /// Room to write, or an error.
        case writable
    }

    /// Waits a tenth of a second at most for `fd` to be `readiness` (`poll(2)`): false when the time ran out or a
    /// signal came. Readers and writers of pipes look at the stop request between waits and read or write only after
    /// one said true, so neither waits for ever on a pipe that stays open or stalls, whenever the signal comes.
    package static func wait(_ fd: Int32, until readiness: Readiness) -> Bool {
        var wanted = pollfd(fd: fd, events: Int16(readiness == .readable ? POLLIN : POLLOUT), revents: 0)
        let ready = poll(&wanted, 1, 100)
        // Other errors (a descriptor poll cannot watch) are left to the read or write, which reports them.
        return ready > 0 || (ready < 0 && errno != EINTR)
    }
}
