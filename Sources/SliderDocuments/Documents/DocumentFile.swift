import Foundation
import SceneGraph
import SliderEngine

/// Reads input files the way a careful command-line tool does: regular files and pipes (a FIFO, or `-` for stdin)
/// are read, anything else (a folder, a device such as `/dev/zero`, a socket) is refused with a clear message, and
/// no input may be larger than `limit`.
public enum DocumentFile {
    /// The largest input read whole, in bytes (256 MiB).
    public static let defaultLimit = 256 << 20

    /// The bytes of `path` (`-` is stdin), read in one call when the file's size is known.
    public static func read(_ path: String, limit: Int = DocumentFile.defaultLimit) throws -> [UInt8] {
        let (fd, regularSize) = try openFile(path)
        defer { if path != "-" { _ = close(fd) } }
        switch FileBytes.read(fd, regularSize: regularSize, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(.tooLarge): throw failure(path, "the file is larger than the limit of \(limit >> 20) MiB", kind: .invalid)
        case .failure(.system(let code)): throw failure(path, String(cString: strerror(code)))
        }
    }

    /// An open file descriptor for reading `path` (`-` is stdin), after checking what kind of file it is.
    public static func open(_ path: String) throws -> Int32 { try openFile(path).fd }

    /// `open(_:)`, with the size that the check found when the path is a regular file. The kind is checked before
    /// opening, so a device is never opened (opening some has effects of its own).
    static func openFile(_ path: String) throws -> (fd: Int32, regularSize: Int?) {
        if path == "-" { return (0, nil) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw failure(path, errno == ENOENT ? "no such file" : String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: break
        case S_IFDIR: throw failure(path, "it is a folder, not a file")
        default: throw failure(path, "not a regular file")
        }
        let fd = POSIX.openFile(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path, String(cString: strerror(errno))) }
        return (fd, info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil)
    }

    static func failure(_ path: String, _ reason: String, kind: DocumentError.Kind = .unreadable) -> DocumentError {
        DocumentError(file: path, message: reason, kind: kind)
    }
}
