import Foundation
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// Writes files so that output appears whole or not at all, and nothing that is not ours is ever renamed over:
/// - a path that does not exist, or a regular file, gets a temporary file beside it that is renamed over it;
/// - a device, FIFO or socket, or a symbolic link, is written through in place, as a plain `open` and `write` would
///   (`--out /dev/null` discards, `--out /dev/stdout` prints);
/// - a folder is refused.
public enum SafeFile {
    /// What is at a path.
    enum Kind: Equatable {
        case missing, regular, directory, symlink, special
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .special
        }
    }

    /// Writes `bytes` to `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try writeAll([(bytes, path)])
    }

    /// Writes several files so that either all regular files are replaced or none is: every temporary file is
    /// written first, then all are renamed (renames cannot fail for lack of space).
    public static func writeAll(_ files: [(bytes: [UInt8], path: String)]) throws {
        var staged: [(temporary: String, path: String)] = []
        var through: [(bytes: [UInt8], path: String)] = []
        do {
            for file in files {
                try Interrupt.check(file.path)
                switch kind(of: file.path) {
                case .directory: throw OutputError(path: file.path, reason: "it is a folder")
                case .symlink, .special: through.append(file)
                case .missing, .regular: staged.append((try temporary(file.bytes, beside: file.path), file.path))
                }
            }
            for file in through { try writeThrough(file.bytes, to: file.path) }
        } catch {
            for s in staged { unlink(s.temporary) }
            throw error
        }
        for (i, s) in staged.enumerated() where rename(s.temporary, s.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[i...] { unlink(rest.temporary) }
            throw OutputError(path: s.path, reason: reason)
        }
    }

    /// Writes a temporary file in the folder of `path` and returns its name.
    static func temporary(_ bytes: [UInt8], beside path: String) throws -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let stem = (folder.isEmpty ? "" : folder + "/") + "." + String(name.prefix(64)) + ".render-cli-tmp-\(getpid())-"
        for attempt in 0..<100 {
            let candidate = stem + String(attempt)
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                let reason = String(cString: strerror(errno))
                if kind(of: folder.isEmpty ? "/" : folder) != .directory {
                    throw OutputError(path: path, reason: "the folder \(folder) does not exist")
                }
                throw OutputError(path: path, reason: reason)
            }
            do {
                try writeAll(bytes, to: fd, path: path)
            } catch {
                close(fd)
                unlink(candidate)
                throw error
            }
            guard close(fd) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(candidate)
                throw OutputError(path: path, reason: reason)
            }
            return candidate
        }
        throw OutputError(path: path, reason: "could not make a temporary file beside it")
    }

    /// Opens an existing device, FIFO or link target and writes into it without renaming anything.
    static func writeThrough(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        try writeAll(bytes, to: fd, path: path)
    }

    /// Writes every byte to `fd`, retrying short writes and EINTR; a stop request (SIGINT) ends it.
    public static func writeAll(_ bytes: some Collection<UInt8>, to fd: Int32, path: String) throws {
        try bytes.withContiguousStorageIfAvailable { buffer in try writeAll(UnsafeRawBufferPointer(buffer), to: fd, path: path) }
            ?? Array(bytes).withUnsafeBytes { try writeAll($0, to: fd, path: path) }
    }

    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32, path: String) throws {
        switch writeEvery(buffer, to: fd, stoppable: true) {
        case nil: return
        case .failed(let code): throw OutputError(path: path, reason: String(cString: strerror(code)))
        case .tookNothing: throw OutputError(path: path, reason: "the device accepted no more bytes")
        case .stopped(let signal): throw Interrupt.error(signal, at: path)
        }
    }

    /// How writing every byte ended before the last: the system's error, a write that took no bytes, or a stop
    /// request (the signal).
    package enum WriteEnd: Equatable {
        case failed(Int32)
        case tookNothing
        case stopped(Int32)
    }

    /// Writes every byte of `buffer` to `fd`, retrying short writes and EINTR: nil once all are written. When
    /// `stoppable`, a stop request (SIGINT, `StopRequest`) ends it where it would otherwise wait: a write into a pipe
    /// whose reader stalls, interrupted by the signal, or one that took only part of the bytes when it came. Into
    /// anything but a regular file (a pipe, socket or terminal) a stoppable write also looks at the request before
    /// each write, waits for room with `poll` and writes at most `PIPE_BUF` bytes at a time, which a pipe with room
    /// takes without blocking: a signal that comes before or between the writes cannot leave it waiting for ever.
    /// The one write loop of the package: files (`writeAll`) and the command line's stdout and stderr.
    package static func writeEvery(_ buffer: UnsafeRawBufferPointer, to fd: Int32, stoppable: Bool) -> WriteEnd? {
        let waitsForRoom = stoppable && !isRegularFile(fd)
        var offset = 0
        while offset < buffer.count {
            var count = buffer.count - offset
            if waitsForRoom {
                if let signal = StopRequest.signal { return .stopped(signal) }
                // A tenth of a second at most, then the stop request is looked at again.
                guard StopRequest.wait(fd, until: .writable) else { continue }
                // Room (or an error, which the write reports): at most what a pipe with room takes whole.
                count = min(count, Int(PIPE_BUF))
            }
            let n = POSIX.writeBytes(fd, buffer.baseAddress.map { $0 + offset }, count)
            if n < 0 {
                guard errno == EINTR else { return .failed(errno) }
                if stoppable, let signal = StopRequest.signal { return .stopped(signal) }
                continue
            }
            if n == 0 { return .tookNothing }
            offset += n
            if stoppable, offset < buffer.count, let signal = StopRequest.signal { return .stopped(signal) }
        }
        return nil
    }
}

extension SafeFile {
    /// Whether the open `fd` is a regular file (a write to it never waits for a reader).
    static func isRegularFile(_ fd: Int32) -> Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `path` is a folder (a link to a folder counts).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether anything exists at `path` (a dangling link counts).
    public static func exists(_ path: String) -> Bool { kind(of: path) != .missing }

    /// Whether `path` exists and is a device, FIFO, socket or link: written through in place, never replaced.
    public static func isWrittenThrough(_ path: String) -> Bool {
        let k = kind(of: path)
        return k == .special || k == .symlink
    }
}

extension SafeFile {
    /// Creates a folder and its parents; an existing folder is fine, anything else at the path is an error.
    public static func makeFolder(_ path: String) throws {
        if isDirectory(path) { return }
        if exists(path) { throw OutputError(path: path, reason: "it exists and is not a folder") }
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/" + part
            if isDirectory(built) { continue }
            guard mkdir(built, 0o755) == 0 || errno == EEXIST else {
                throw OutputError(path: path, reason: "cannot create the folder \(built): \(String(cString: strerror(errno)))")
            }
        }
    }
}
