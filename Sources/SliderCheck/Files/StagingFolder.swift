import Foundation
internal import CSystem
import SceneGraph
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender
import Synchronization
import SliderEngine
import SliderDocuments

/// A folder of output written as a whole: files go into a hidden sibling staging folder
/// (`.NAME.render-cli-staging-PID`), which `commit()` swaps in for the target in one atomic exchange, so a reader
/// sees the old complete folder or the new complete one, never a mix. `discard()` (after an error or a signal)
/// removes the staging folder and leaves the old output as it was. A staging folder left by a killed run is removed
/// by the next run into the same target.
///
/// Only a folder we made is replaced: the target must not exist, be empty, or hold a previous run's output (its
/// marker file `.render-cli-output`, or `manifest.json` and `index.html`). A target that is a symbolic link is
/// refused, and every path written stays inside the staging folder.
public final class StagingFolder: OutputFolder {
    /// The folder the output replaces.
    public let target: String
    /// The staging folder being written.
    public let staging: String
    /// The marker file that says a folder is ours.
    public static let markerName = ".render-cli-output"
    private let madeFolders = Mutex<Set<String>>([""])
    /// The staging folder, open: files and folders are made relative to it, so nothing written can land elsewhere
    /// if the folder's name is moved meanwhile.
    private let folder: Int32

    /// Prepares a staging folder for `target`.
    public init(replacing target: String) throws {
        var path = target
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.target = path
        let (parent, name) = Self.split(path)
        switch SafeFile.kind(of: path) {
        case .missing: break
        case .directory:
            guard Self.isOurs(path) else {
                throw OutputError(path: path, reason: "the folder exists and does not hold render-cli output; give a new or empty folder")
            }
        case .symlink: throw OutputError(path: path, reason: "it is a symbolic link; give the folder itself")
        case .regular, .special: throw OutputError(path: path, reason: "it exists and is not a folder")
        }
        if SafeFile.kind(of: parent) != .directory {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw OutputError(path: path, reason: "cannot create the folder \(parent)")
            }
        }
        Self.removeAbandoned(parent: parent, name: name)
        staging = (parent == "." && !path.hasPrefix("./") ? "" : parent + "/") + "." + name + ".render-cli-staging-\(getpid())"
        if SafeFile.kind(of: staging) != .missing { FolderRemoval.remove(staging) }
        guard mkdir(staging, 0o755) == 0 else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
        folder = open(staging, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            let reason = String(cString: strerror(errno))
            FolderRemoval.remove(staging)
            throw OutputError(path: path, reason: reason)
        }
    }

    deinit {
        close(folder)
    }

    /// Writes a file at `path` inside the staging folder; `path` may not leave it. Safe from several threads.
    public func write(_ bytes: [UInt8], to path: String) throws {
        let fd = try create(path)
        defer { close(fd) }
        try SafeFile.writeAll(bytes, to: fd, path: target + "/" + path)
    }

    /// A file of the staging folder written as it goes.
    public func appender(for path: String) throws -> OutputAppender {
        let fd = try create(path)
        let shown = target + "/" + path
        return OutputAppender(sink: { bytes in try SafeFile.writeAll(bytes, to: fd, path: shown) },
                              finish: { guard close(fd) == 0 else { throw OutputError(path: shown, reason: String(cString: strerror(errno))) } })
    }

    /// Makes `path` a hard link to the file written at `existing`; false where the file system has no hard links (or
    /// `existing` has as many as it allows), and the caller writes the file instead. `path` may not leave the
    /// staging folder, and nothing is ever linked over: a name that exists already is an error.
    public func link(_ existing: String, to path: String) throws -> Bool {
        let from = try checkedPath(existing)
        let to = try checkedPath(path)
        let result = try making(to) { from.withCString { from in to.withCString { linkat(folder, from, folder, $0, 0) } } }
        if result == 0 { return true }
        switch errno {
        case EPERM, EXDEV, EMLINK, EOPNOTSUPP, ENOSYS, ENOENT, EACCES: return false
        default: throw OutputError(path: target + "/" + path, reason: String(cString: strerror(errno)))
        }
    }

    /// Creates the file (and its folders) and returns its descriptor.
    private func create(_ path: String) throws -> Int32 {
        let staged = try checkedPath(path)
        let fd = try making(staged) { staged.withCString { openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644) } }
        guard fd >= 0 else { throw OutputError(path: target + "/" + path, reason: String(cString: strerror(errno))) }
        return fd
    }

    /// `path`, checked not to leave the staging folder: the path to give the calls relative to `folder`, read as
    /// bytes, as the kernel reads it.
    private func checkedPath(_ path: String) throws -> String {
        try Interrupt.check(target + "/" + path)
        var path = path
        guard path.withUTF8({ Self.staysInside($0) }) else {
            throw OutputError(path: target + "/" + path, reason: "the path leaves the output folder")
        }
        return path
    }

    /// `call`'s result, a call that makes the staged `path` (a file or a link); when it fails because a folder on
    /// the way is missing (ENOENT), the folders are made and the call is made once more.
    private func making(_ path: String, _ call: () -> Int32) throws -> Int32 {
        let result = call()
        guard result < 0, errno == ENOENT, let lastSlash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return result }
        // The file's own folder first: once it is made, so is every folder on the way to it.
        try makeFolders(of: path, upTo: path.utf8.distance(from: path.utf8.startIndex, to: lastSlash))
        return call()
    }

    /// Makes each folder on the way to the byte offset `end` of `path`, outermost first: `a`, then `a/b` for
    /// `a/b/c.svg`.
    private func makeFolders(of path: String, upTo end: Int) throws {
        let bytes = Array(path.utf8)
        for slash in bytes.indices where slash <= end && bytes[slash] == UInt8(ascii: "/") {
            let folder = String(decoding: bytes[..<slash], as: UTF8.self)
            if madeFolders.withLock({ $0.contains(folder) }) { continue }
            guard mkdirat(self.folder, folder, 0o755) == 0 || errno == EEXIST else {
                throw OutputError(path: target + "/" + folder, reason: String(cString: strerror(errno)))
            }
            madeFolders.withLock { _ = $0.insert(folder) }
        }
    }

    /// Whether `path` is relative and stays inside its folder: not empty, and no part between slashes empty (so no
    /// leading, trailing or double slash), `.` or `..`.
    static func staysInside(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { staysInside($0) }
    }

    /// `staysInside` of a path's bytes: a relative path that `SuitePath.normalize` would give back as it is.
    static func staysInside(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.first != UInt8(ascii: "/") && SuitePath.isNormal(bytes)
    }

    /// Swaps the staging folder in for the target and deletes the old output.
    public func commit() throws {
        try Interrupt.check(target)
        let marker = staging + "/" + Self.markerName
        let note = Array("This folder was written by render-cli. The next render into it replaces it whole.\n".utf8)
        let fd = open(marker, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd >= 0 {
            try? SafeFile.writeAll(note, to: fd, path: marker)
            close(fd)
        }
        if SafeFile.kind(of: target) == .missing {
            guard rename(staging, target) == 0 else { throw OutputError(path: target, reason: String(cString: strerror(errno))) }
            return
        }
        if csystem_exchange(staging, target) == 0 {
            // The staging path now holds the old output.
            FolderRemoval.remove(staging)
            return
        }
        // No atomic exchange here: move the old folder aside, then the new one in.
        let old = staging.replacing(".render-cli-staging-", with: ".render-cli-old-")
        guard rename(target, old) == 0 else { throw OutputError(path: target, reason: String(cString: strerror(errno))) }
        guard rename(staging, target) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(old, target)
            throw OutputError(path: target, reason: reason)
        }
        FolderRemoval.remove(old)
    }

    /// Removes the staging folder; the target stays as it was.
    public func discard() {
        FolderRemoval.remove(staging)
    }

    /// Whether `path` is empty or holds output of ours.
    static func isOurs(_ path: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.isEmpty || names.contains(markerName) || (names.contains("manifest.json") && names.contains("index.html"))
    }

    /// Removes staging and old folders of `name` left by runs that are no longer alive.
    static func removeAbandoned(parent: String, name: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        // Made once, not for each entry: the parent may be a busy folder such as /tmp.
        let prefixes = [".render-cli-staging-", ".render-cli-old-"].map { "." + name + $0 }
        for entry in names {
            for prefix in prefixes {
                guard entry.hasPrefix(prefix), let pid = Int32(entry.dropFirst(prefix.count)) else { continue }
                if pid == getpid() || kill(pid, 0) != 0 && errno == ESRCH {
                    FolderRemoval.remove(parent + "/" + entry)
                }
            }
        }
    }

    static func split(_ path: String) -> (parent: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let parent = String(path[..<slash])
        return (parent.isEmpty ? "/" : parent, String(path[path.index(after: slash)...]))
    }
}
