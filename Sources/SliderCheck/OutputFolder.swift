import Synchronization
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// Where a render job puts its files: relative paths such as `frames/0001.svg`. The command line writes them into a
/// staging folder that replaces the output folder in one rename; tests keep them in memory.
public protocol OutputFolder: AnyObject, Sendable {
    /// Writes one whole file; safe to call from several threads at once.
    func write(_ bytes: [UInt8], to path: String) throws
    /// A file written piece by piece (a log, a manifest), from one thread, finished by `close()`.
    func appender(for path: String) throws -> OutputAppender
    /// Makes `path` a second name for the file this folder wrote at `existing` (a hard link), so the same bytes cost
    /// no second file. Returns false where the folder cannot (no hard links here); the caller then writes the bytes.
    func link(_ existing: String, to path: String) throws -> Bool
}

extension OutputFolder {
    /// A folder without links: the caller writes the bytes.
    public func link(_ existing: String, to path: String) throws -> Bool { false }
}

/// A file written as it goes, through a 64 KiB buffer, so a long run never holds a whole log in memory.
public final class OutputAppender {
    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) throws -> Void
    private let finish: () throws -> Void

    /// An appender that hands full buffers to `sink` and calls `finish` on close.
    public init(sink: @escaping ([UInt8]) throws -> Void, finish: @escaping () throws -> Void) {
        self.sink = sink
        self.finish = finish
        buffer.reserveCapacity(1 << 16)
    }

    /// Appends bytes.
    public func append(_ bytes: some Sequence<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 {
            try sink(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// Appends the UTF-8 of a string.
    public func append(_ text: String) throws { try append(text.utf8) }

    /// Writes what is buffered and finishes the file.
    public func close() throws {
        if !buffer.isEmpty { try sink(buffer) }
        buffer = []
        try finish()
    }
}

/// An output folder in memory, for tests and for callers that want the bytes.
public final class MemoryFolder: OutputFolder {
    private let store = Mutex<[(path: String, bytes: [UInt8])]>([])

    /// An empty folder.
    public init() {}

    /// Keeps the file (a second write to the same path replaces the first).
    public func write(_ bytes: [UInt8], to path: String) throws {
        store.withLock { files in
            if let i = files.firstIndex(where: { $0.path == path }) { files[i].bytes = bytes } else { files.append((path, bytes)) }
        }
    }

    /// Collects the pieces and keeps the file on close.
    public func appender(for path: String) throws -> OutputAppender {
        let parts = Mutex<[UInt8]>([])
        return OutputAppender(sink: { bytes in parts.withLock { $0 += bytes } }, finish: { [self] in try write(parts.withLock { $0 }, to: path) })
    }

    /// The files, sorted by path.
    public var files: [(path: String, bytes: [UInt8])] {
        SuitePath.sortedByBytes(store.withLock { $0 }) { $0.path }
    }

    /// The bytes of the file at `path`.
    public subscript(path: String) -> [UInt8]? { store.withLock { files in files.first(where: { $0.path == path })?.bytes } }
}
