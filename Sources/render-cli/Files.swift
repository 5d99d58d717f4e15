import Foundation

/// File reading and atomic writing. Output appears whole or not at all: bytes go to a temporary file beside the target,
/// which is then renamed over it.
enum Files {
    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                throw CLIError.io(isDirectory.boolValue ? "\(path) is a directory, not a file" : "cannot read \(path): permission denied")
            }
            throw CLIError.io("cannot read \(path): no such file")
        }
        return [UInt8](data)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (directory.isEmpty ? "" : directory + "/") + "." + name + ".tmp-\(getpid())"
        // Plain POSIX calls: one open, write and rename per file, which matters for thousands of frames.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            if !isDirectory(directory.isEmpty ? "/" : directory) {
                throw CLIError.io("cannot write \(path): the folder \(directory) does not exist")
            }
            throw CLIError.io("cannot write \(path): \(reason)")
        }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 {
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(temporary)
                throw CLIError.io("cannot write \(path): \(reason)")
            }
            offset += n
        }
        guard close(fd) == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CLIError.io("cannot write \(path): \(reason)")
        }
    }

    static func makeDirectory(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError.io("cannot create the folder \(path): \(error.localizedDescription)")
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

extension Files {
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// The folder part of a path.
    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// Names of the files in a folder ending in `suffix`, sorted by byte order so every machine lists them alike.
    static func list(_ folder: String, suffix: String) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw CLIError.io("cannot list \(folder): no such folder")
        }
        return names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

extension Files {
    /// Deletes the files ending in `suffix` directly inside `folder`, so a shorter replay leaves no stale frames.
    static func removeFiles(in folder: String, suffix: String) throws {
        for name in (try? list(folder, suffix: suffix)) ?? [] {
            do { try FileManager.default.removeItem(atPath: folder + "/" + name) } catch {
                throw CLIError.io("cannot remove the old frame \(folder)/\(name): \(error.localizedDescription)")
            }
        }
    }
}
