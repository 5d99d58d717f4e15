#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls of this module whose names its own types also use (`write`), under names of their own.
/// Every other file reaches the C library through Foundation, which brings Glibc, Musl or Darwin with it.
enum POSIX {
    /// `write(2)`.
    static func writeBytes(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
}
