import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing
@testable import SliderCheck
import SliderSnapshots
import TestSupport

@Suite("Parallel steps and folder removal")
struct ParallelTests {
    @Test("Parallel.map runs every item once, results in index order", arguments: [1, 2, 3, 500])
    func parallelMapRuns(threads: Int) {
        let count = 400
        let ran = Mutex<[Int]>(Array(repeating: 0, count: count))
        let results = Parallel.map(count, threads: threads) { i -> Int in
            ran.withLock { $0[i] += 1 }
            return i * 3
        }
        expectEqual(results, (0..<count).map { $0 * 3 })
        expectEqual(ran.withLock { $0 }, Array(repeating: 1, count: count))
        #expect(Parallel.map(0, threads: threads) { $0 }.isEmpty)
    }

    @Test("Parallel.map with two threads runs two items at once")
    func parallelMapThreads() {
        // Each of the first two items waits (up to 10 s) until both have started: only two threads get both through.
        let started = Mutex(0)
        let together = Parallel.map(2, threads: 2) { _ -> Bool in
            started.withLock { $0 += 1 }
            for _ in 0..<10_000 {
                if started.withLock({ $0 }) == 2 { return true }
                usleep(1_000)
            }
            return false
        }
        expectEqual(together, [true, true])
    }

    @Test("Removing a folder tree: files (in parallel shares), sub-folders, FIFOs; links removed, never followed")
    func removesTree() throws {
        let base = Scratch.folder("removal")
        let tree = base + "/tree", outside = base + "/outside"
        try FileManager.default.createDirectory(atPath: tree + "/frames/light", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside + "/keep.txt"))
        for i in 0..<1500 { try Data([UInt8(i & 0xFF)]).write(to: URL(fileURLWithPath: tree + "/frames/light/\(i).svg")) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: tree + "/index.html"))
        expectEqual(mkfifo(tree + "/pipe", 0o600), 0)
        expectEqual(symlink(outside, tree + "/link-to-folder"), 0)
        expectEqual(symlink(outside + "/keep.txt", tree + "/frames/link-to-file"), 0)
        #expect(FolderRemoval.remove(tree))
        #expect(!FileManager.default.fileExists(atPath: tree))
        expectEqual(try? String(contentsOfFile: outside + "/keep.txt", encoding: .utf8), "keep")
        // A missing path is already gone; a plain file is unlinked.
        #expect(FolderRemoval.remove(tree))
        try Data("f".utf8).write(to: URL(fileURLWithPath: base + "/file"))
        #expect(FolderRemoval.remove(base + "/file"))
        #expect(!FileManager.default.fileExists(atPath: base + "/file"))
    }
}
