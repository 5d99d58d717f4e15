import Foundation
import Glibc
import SliderEngine
import SVGRender
import Testing
@testable import SliderRendering

/// The fast paths of reading a suite: one `readdir` pass per folder, path normalisation without splitting, files read
/// in one sized call, and case files read on several threads. Each must give what the plain way gives.
@Suite("Reading a suite")
struct SuiteReadingTests {
    @Test("Normalising a path: the unchanged fast path and the folding path agree with the rules")
    func normalize() {
        let table: [(String, String?)] = [
            ("a/b/c.json", "a/b/c.json"), ("/tmp/x", "/tmp/x"), ("...", "..."), ("a/.../b", "a/.../b"), (".hidden/x", ".hidden/x"),
            ("a/./b", "a/b"), ("a//b", "a/b"), ("a/b/", "a/b"), ("./a", "a"), (".", "."), ("", "."), ("/", "/"),
            ("a/../b", "b"), ("a/..", "."), ("..", ".."), ("../a", "../a"), ("/..", nil), ("/a/../..", nil), ("a/b/..", "a"),
        ]
        for (path, expected) in table {
            #expect(SuitePath.normalize(path) == expected, "\(path)")
        }
    }

    @Test("A folder's entries: sorted by bytes, hidden names left out, folders and links to folders marked")
    func entries() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["b.json", "a.json", "Z.json", ".hidden", "é.json"] { try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/sub")
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/nowhere")
        #expect(mkfifo(dir + "/pipe", 0o600) == 0)
        let entries = SuitePath.entries(dir)
        #expect(entries.map(\.name) == ["Z.json", "a.json", "b.json", "dangling", "link", "pipe", "sub", "é.json"])
        #expect(entries.filter(\.isFolder).map(\.name) == ["link", "sub"])
        #expect(SuitePath.entries(dir + "/missing").isEmpty)
    }

    @Test("Parallel.map gives what a loop gives, for any number of threads and jobs", arguments: [0, 1, 2, 7, 1000])
    func parallelMap(count: Int) {
        let serial = (0..<count).map { $0 * $0 &+ 3 }
        for threads in [1, 2, 3, 16] {
            #expect(Parallel.map(count, threads: threads) { $0 * $0 &+ 3 } == serial)
        }
    }

    @Test("Case files read on two threads: the same cases, and the same first error in path order")
    func casesOnThreads() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = fixtures + "/scenes/price.json"
        try FileManager.default.createDirectory(atPath: dir + "/data", withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: scene, toPath: dir + "/data/price.json")
        for i in 0..<40 {
            try Data(#"{"scene": "data/price.json", "schemes": "both"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c\(i).case.json"))
        }
        let one = try Suite.cases([dir], jobs: 1), two = try Suite.cases([dir], jobs: 2)
        #expect(one.count == 40)
        #expect(one.map(\.id) == two.map(\.id))
        #expect(one.map(\.outputs) == two.map(\.outputs))
        // Two bad files: the one first in path order is reported, however the threads ran.
        try Data(#"{"scene": 3}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c17.case.json"))
        try Data(#"{"scene": "data/price.json", "fps": 0}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c30.case.json"))
        var messages: [String] = []
        for jobs in [1, 2, 2, 2] {
            do {
                _ = try Suite.cases([dir], jobs: jobs)
                Issue.record("bad case files were accepted")
            } catch {
                messages.append(String(describing: error))
            }
        }
        #expect(Set(messages).count == 1)
        #expect(messages.first?.contains("c17.case.json") == true)
    }

    @Test("A golden is read whole; missing is nil; a folder or a FIFO is refused without blocking")
    func goldenRead() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try SnapshotFile.read(dir + "/missing.svg") == nil)
        #expect(try SnapshotFile.read(dir + "/missing/inside.svg") == nil)
        try Data().write(to: URL(fileURLWithPath: dir + "/empty.svg"))
        #expect(try SnapshotFile.read(dir + "/empty.svg") == [])
        let big = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(big).write(to: URL(fileURLWithPath: dir + "/big.svg"))
        #expect(try SnapshotFile.read(dir + "/big.svg") == big)
        #expect(throws: SnapshotError.self) { try SnapshotFile.read(dir) }
        #expect(mkfifo(dir + "/pipe.svg", 0o600) == 0)
        #expect(throws: SnapshotError.self) { try SnapshotFile.read(dir + "/pipe.svg") }
    }

    @Test("An input file at the limit is read; one byte more is refused; a FIFO is read to its end")
    func documentLimit() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0) }
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/in.json"))
        #expect(try DocumentFile.read(dir + "/in.json", limit: 70_000) == bytes)
        #expect(throws: DocumentError.self) { try DocumentFile.read(dir + "/in.json", limit: 69_999) }
        #expect(try DocumentFile.read(dir + "/in.json") == bytes)
        #expect(mkfifo(dir + "/pipe", 0o600) == 0)
        let writer = Thread {
            let fd = open(dir + "/pipe", O_WRONLY)
            bytes.withUnsafeBytes { _ = write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        #expect(try DocumentFile.read(dir + "/pipe") == bytes)
    }

    @Test("A regular file of any size, empty included, reads back whole after its one sized read")
    func sizedReadsAreWhole() throws {
        let dir = NSTemporaryDirectory() + "sized-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for size in [0, 1, 2, 4095, 4096, 4097, 65_536, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            try Data(bytes).write(to: URL(fileURLWithPath: dir + "/f\(size)"))
            #expect(try DocumentFile.read(dir + "/f\(size)") == bytes, "size \(size)")
        }
    }

    @Test("A golden read once is compared as read: check and assertSnapshot do not read it a second time")
    func goldenComparedAsRead() throws {
        let dir = NSTemporaryDirectory() + "stored-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/g.svg"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        let stored = try SnapshotFile.read(path)
        try Data("new\n".utf8).write(to: URL(fileURLWithPath: path))
        let diff = Snapshotting<[UInt8]>.bytes(pathExtension: "svg").diff
        // Compared with the bytes given, not with the file as it now is.
        #expect(try SnapshotFile.compare(Array("old\n".utf8), stored: stored, at: path, record: .never, artifact: nil, diff: diff) == .matched)
        #expect(try SnapshotFile.compare(Array("old\n".utf8), at: path, record: .never, artifact: nil, diff: diff) != .matched)
        #expect(try SnapshotFile.compare(Array("x".utf8), stored: nil, at: dir + "/none.svg", record: .never, artifact: nil, diff: diff)
                == .missing(path: dir + "/none.svg"))
    }
}
