import SliderCheck
import SliderSnapshots

/// How commands write files: through the library's safe writers, with the command line's messages.
enum Files {
    /// Writes one file, or stdout for `-`.
    static func write(_ bytes: [UInt8], to path: String, output: inout Output) throws {
        if path == "-" { output.write(bytes) } else { try SafeFile.write(bytes, to: path) }
    }

    /// Whether `path` is an existing folder.
    static func isDirectory(_ path: String) -> Bool { SafeFile.isDirectory(path) }

    /// Whether anything exists at `path` (a dangling link counts).
    static func exists(_ path: String) -> Bool { SafeFile.exists(path) }
}
