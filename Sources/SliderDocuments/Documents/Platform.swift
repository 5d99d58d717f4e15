#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls of this module whose names its own types also use (`read`, `open`, `poll`), under names of
/// their own. Every other file reaches the C library through Foundation, which brings Glibc, Musl or Darwin with it.
enum POSIX {
    /// `read(2)`.
    static func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }

    /// `open(2)` of an existing file.
    static func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

    /// Waits a tenth of a second at most for `fd` to have bytes to read, its end or an error (`poll(2)`): false when
    /// the time ran out or a signal came. A reader looks at the stop request between waits and reads only after
    /// one said true, so a read never waits for ever on a pipe that stays open, whenever the signal comes.
    static func waitReadable(_ fd: Int32) -> Bool {
        var wanted = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&wanted, 1, 100)
        // Other errors (a descriptor poll cannot watch) are left to the read, which reports them.
        return ready > 0 || (ready < 0 && errno != EINTR)
    }
}
