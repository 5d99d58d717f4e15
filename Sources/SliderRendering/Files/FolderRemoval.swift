#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deletes a folder tree of ours (a replaced output folder, a staging folder) as fast as the file system allows.
///
/// A run into its previous output folder ends by deleting the old frames: 36,000 files on ext4 took `rm -rf` 3.3 s,
/// more than writing them. Most of that is the file system waiting, not the processor (`scripts/measure-deletion.py`:
/// one thread 3.4 s, 4 threads 1.4 s, 16 threads 1.0 s), so the names are unlinked from up to 16 threads at once,
/// each taking a share of one folder in inode order (nearby inodes share blocks of the inode table), through
/// `unlinkat` on the folder's descriptor (no path walk per file).
///
/// But a name that is not a file's last (a drag's frames are mostly hard links to a few hundred files) is removed
/// in a few microseconds under the folder's lock, which lets one thread in at a time, and threads waiting for it
/// spin: on a disk that made 92 k files a second, a drag's 36,038 frame names took 0.13 s from one thread and
/// 0.16–0.18 s from sixteen, while 36,038 files of their own took 2.4 s from one and 0.55 s from sixteen. So the
/// first `probe` names of a folder are removed on the calling thread, timed, and only when they took longer than
/// `quickUnlink` a name does the rest go to the threads.
///
/// Nothing outside the tree is touched: folders are opened with `O_NOFOLLOW`, a symbolic link is removed as a
/// link, and the walk never crosses onto another device.
enum FolderRemoval {
    /// Names of a folder removed on the calling thread before it is decided whether threads would help.
    static let probe = 256
    /// Seconds a name below which the probe's names say the folder's lock, not the disk, sets the pace: one thread
    /// then removes the rest. (Measured: about 4 µs a hard link that is not a file's last, about 66 µs a file.)
    static let quickUnlink = 15e-6

    /// Removes the tree at `path` (a file or link is simply unlinked). Returns whether it is gone. `quickUnlink` is
    /// for tests, which make either way be taken.
    @discardableResult
    static func remove(_ path: String, threads: Int = 16, quickUnlink: Double = quickUnlink) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT }
        guard info.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        emptyFolder(fd, device: UInt64(info.st_dev), threads: max(1, threads), quickUnlink: quickUnlink)
        close(fd)
        return rmdir(path) == 0
    }

    /// One entry of a folder.
    private struct Entry: Sendable {
        var name: [CChar]
        var inode: UInt64
        var isFolder: Bool
    }

    /// Removes everything inside the open folder `fd`.
    private static func emptyFolder(_ fd: Int32, device: UInt64, threads: Int, quickUnlink: Double) {
        let entries = list(fd)
        // Folders first, one at a time (each is emptied with all the threads); then the files.
        for entry in entries where entry.isFolder {
            entry.name.withUnsafeBufferPointer { name in
                let child = openat(fd, name.baseAddress!, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 {
                    var info = stat()
                    if fstat(child, &info) == 0 && UInt64(info.st_dev) == device {
                        emptyFolder(child, device: device, threads: threads, quickUnlink: quickUnlink)
                    }
                    close(child)
                }
                _ = unlinkat(fd, name.baseAddress!, AT_REMOVEDIR)
            }
        }
        let files = entries.filter { !$0.isFolder }
        @Sendable func unlinkName(_ i: Int) { files[i].name.withUnsafeBufferPointer { _ = unlinkat(fd, $0.baseAddress!, 0) } }
        // A thread is worth its start only for a few hundred files.
        var threads = min(threads, max(1, files.count / 256))
        var probed = 0
        if threads > 1 {
            probed = min(probe, files.count)
            let start = MonotonicClock.seconds()
            for i in 0..<probed { unlinkName(i) }
            if (MonotonicClock.seconds() - start) / Double(probed) < quickUnlink { threads = 1 }
        }
        let (first, shares) = (probed, threads)
        _ = Parallel.map(shares, threads: shares) { share in
            var i = first + share
            while i < files.count {
                unlinkName(i)
                i += shares
            }
            return 0
        }
    }

    /// The folder's entries (without `.` and `..`) in inode order; kinds from `readdir`, with `fstatat` where the
    /// file system does not give them.
    private static func list(_ fd: Int32) -> [Entry] {
        let copy = dup(fd)
        guard copy >= 0, let dir = fdopendir(copy) else { return [] }
        defer { closedir(dir) }
        var entries: [Entry] = []
        while let entry = readdir(dir) {
            var name = withUnsafeBytes(of: entry.pointee.d_name) { raw in raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } }
            if name == [46] || name == [46, 46] { continue }
            name.append(0)
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
            entries.append(Entry(name: name, inode: UInt64(entry.pointee.d_ino), isFolder: isFolder))
        }
        // Interleaved shares of an inode-sorted list: each thread walks the inode table in order, near the others.
        return entries.sorted { $0.inode < $1.inode }
    }
}
