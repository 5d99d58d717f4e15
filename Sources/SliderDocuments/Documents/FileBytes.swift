import SliderEngine
import Foundation

/// Reading an open file to its end, for the package's readers of scenes, traces and goldens (not public API).
package enum FileBytes {
    /// Why a read stopped.
    package enum Failure: Error, Equatable {
        /// More than `limit` bytes.
        case tooLarge
        /// `read` failed with this `errno`.
        case system(Int32)
    }

    /// The bytes of `fd` from where it is to its end, at most `limit` of them.
    ///
    /// With `regularSize`, the size `fstat` or `stat` gave for a regular file, the buffer is that size plus one byte,
    /// and a read that fills exactly the size is taken as the end: a regular file returns fewer bytes than asked only
    /// at its end, so a small file takes one `read` and no second read of zero bytes. A file that grew meanwhile is
    /// read on to its new end.
    package static func read(_ fd: Int32, regularSize: Int?, limit: Int) -> Result<[UInt8], Failure> {
        let known = regularSize ?? 0
        var bytes = [UInt8](repeating: 0, count: min(max(known, 0), limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { return .failure(.tooLarge) }
                // Not `repeatElement`: unspecialized in a debug build, it costs about 170 ns a byte (TraceStream.fill).
                bytes.append(contentsOf: [UInt8](repeating: 0, count: min(max(count, 1 << 16), limit + 1 - count)))
            }
            // A pipe that stays open is not waited on once a stop was asked for (see `StopRequest`).
            if StopRequest.signal != nil { return .failure(.system(EINTR)) }
            guard StopRequest.wait(fd, until: .readable) else { continue }
            let n = bytes.withUnsafeMutableBytes { buffer in POSIX.readBytes(fd, buffer.baseAddress! + count, buffer.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            if n == 0 { break }
            count += n
            if regularSize != nil && count == known && count < bytes.count { break }
        }
        guard count <= limit else { return .failure(.tooLarge) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }
}
