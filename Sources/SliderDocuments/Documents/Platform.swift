#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls of this module whose names its own types also use (`read`, `open`), under names of their
/// own. Every other file reaches the C library through Foundation, which brings Glibc, Musl or Darwin with it.
enum POSIX {
    /// `read(2)`.
    static func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }

    /// `open(2)` of an existing file.
    static func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
}
