/// Where a render job puts its files: relative paths such as `frames/0001.svg`, written whole. The command line
/// writes them into a staging folder that replaces the output folder in one rename; tests keep them in memory.
public protocol OutputFolder {
    /// Writes one file at `path` relative to the folder.
    mutating func write(_ bytes: [UInt8], to path: String) throws
}

/// An output folder in memory, for tests and for callers that want the bytes.
public struct MemoryFolder: OutputFolder, Sendable {
    /// The files in the order they were written.
    public private(set) var files: [(path: String, bytes: [UInt8])] = []

    /// An empty folder.
    public init() {}

    /// Keeps the file (a second write to the same path replaces the first).
    public mutating func write(_ bytes: [UInt8], to path: String) throws {
        if let i = files.firstIndex(where: { $0.path == path }) { files[i].bytes = bytes } else { files.append((path, bytes)) }
    }

    /// The bytes of the file at `path`.
    public subscript(path: String) -> [UInt8]? { files.first(where: { $0.path == path })?.bytes }
}
