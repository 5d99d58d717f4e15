import Foundation
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// Deletes a folder tree of ours (a replaced output folder, a staging folder).
///
/// Nothing outside the tree is touched: folders are opened with `O_NOFOLLOW`, a symbolic link is removed as a
/// link, and the walk never crosses onto another device.
enum FolderRemoval {
    /// Removes the tree at `path` (a file or link is simply unlinked). Returns whether it is gone.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT }
        guard info.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        emptyFolder(fd, device: UInt64(info.st_dev))
        close(fd)
        return rmdir(path) == 0
    }

    /// Removes everything inside the open folder `fd`.
    private static func emptyFolder(_ fd: Int32, device: UInt64) {
        for (name, isFolder) in list(fd) {
            if isFolder {
                let child = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 {
                    var info = stat()
                    if fstat(child, &info) == 0 && UInt64(info.st_dev) == device { emptyFolder(child, device: device) }
                    close(child)
                }
                _ = unlinkat(fd, name, AT_REMOVEDIR)
            } else {
                _ = unlinkat(fd, name, 0)
            }
        }
    }

    /// The folder's entries (without `.` and `..`), read whole before any is removed; kinds from `readdir`, with
    /// `fstatat` where the file system does not give them.
    private static func list(_ fd: Int32) -> [(name: [CChar], isFolder: Bool)] {
        let copy = dup(fd)
        guard copy >= 0, let dir = fdopendir(copy) else { return [] }
        defer { closedir(dir) }
        var entries: [(name: [CChar], isFolder: Bool)] = []
        while let entry = readdir(dir) {
            // The name's bytes as they are (a name need not be UTF-8), NUL-ended.
            var name = withUnsafeBytes(of: entry.pointee.d_name) { raw in raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } }
            if name == [46] || name == [46, 46] { continue }
            name.append(0)
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
            entries.append((name, isFolder))
        }
        return entries
    }
}
