import Foundation
import Glibc
import Synchronization
import Testing
@testable import SliderRendering

@Suite("Worker pool and folder removal")
struct WorkerPoolTests {
    struct Stop: Error {}

    /// Runs `count` jobs through a pool and returns, per job, which thread ran it and in what order they ran.
    static func run(threads: Int, ownThread: Bool = false, batch: Int, count: Int, failAt: Int? = nil) -> (order: [Int], error: Bool) {
        let seen = Mutex<[Int]>([])
        let pool = WorkerPool<Int, Int>(threads: threads, ownThread: ownThread, batch: batch, makeState: { 0 }) { _, job in
            if job == failAt { throw Stop() }
            seen.withLock { $0.append(job) }
        }
        var failed = false
        do {
            for job in 0..<count { try pool.submit(job) }
            try pool.finish()
        } catch {
            failed = true
        }
        return (seen.withLock { $0 }, failed)
    }

    @Test("Every job runs once, a part batch at the end included", arguments: [(1, 16), (2, 16), (3, 5), (2, 1)])
    func everyJobRuns(threads: Int, batch: Int) {
        for count in [0, 1, 15, 16, 17, 1000] {
            let result = Self.run(threads: threads, batch: batch, count: count)
            #expect(!result.error)
            #expect(result.order.sorted() == Array(0..<count), "\(count) jobs on \(threads) threads, batches of \(batch)")
        }
    }

    @Test("One thread of its own runs the jobs in the order handed in")
    func ownThreadKeepsOrder() {
        let result = Self.run(threads: 1, ownThread: true, batch: 16, count: 5000)
        #expect(!result.error)
        #expect(result.order == Array(0..<5000))
    }

    @Test("A failing job stops the pool: submit or finish throws it", arguments: [1, 2])
    func failureIsThrown(threads: Int) {
        let result = Self.run(threads: threads, ownThread: true, batch: 4, count: 1000, failAt: 10)
        #expect(result.error)
        #expect(!result.order.contains(10))
    }

    @Test("Removing a folder tree: files (in parallel shares), sub-folders, FIFOs; links removed, never followed")
    func removesTree() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("removal-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let tree = base + "/tree", outside = base + "/outside"
        try FileManager.default.createDirectory(atPath: tree + "/frames/light", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside + "/keep.txt"))
        for i in 0..<1500 { try Data([UInt8(i & 0xFF)]).write(to: URL(fileURLWithPath: tree + "/frames/light/\(i).svg")) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: tree + "/index.html"))
        #expect(mkfifo(tree + "/pipe", 0o600) == 0)
        #expect(symlink(outside, tree + "/link-to-folder") == 0)
        #expect(symlink(outside + "/keep.txt", tree + "/frames/link-to-file") == 0)
        #expect(FolderRemoval.remove(tree))
        #expect(!FileManager.default.fileExists(atPath: tree))
        #expect((try? String(contentsOfFile: outside + "/keep.txt", encoding: .utf8)) == "keep")
        // A missing path is already gone; a plain file is unlinked.
        #expect(FolderRemoval.remove(tree))
        try Data("f".utf8).write(to: URL(fileURLWithPath: base + "/file"))
        #expect(FolderRemoval.remove(base + "/file"))
        #expect(!FileManager.default.fileExists(atPath: base + "/file"))
    }
}
