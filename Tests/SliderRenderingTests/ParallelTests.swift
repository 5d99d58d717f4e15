import Foundation
import Glibc
import Synchronization
import Testing
@testable import SliderRendering
import TestSupport

@Suite("Parallel steps, threads and folder removal")
struct ParallelTests {
    /// The CPUs of this process's affinity mask, in order.
    static func maskCPUs() -> [Int32] {
        let count = CoreCount.affinityCount() ?? 1
        return Threads.spread(count, avoiding: nil)
    }

    @Test("Spreading threads: the mask's other CPUs in turn after the avoided one, or none when there are too few")
    func spread() throws {
        let mask = Self.maskCPUs()
        let count = CoreCount.affinityCount() ?? 1
        #expect(mask.count == count)
        #expect(mask == mask.sorted() && Set(mask).count == mask.count)
        #expect(Threads.spread(0, avoiding: nil).isEmpty)
        #expect(Threads.spread(count + 1, avoiding: nil).isEmpty)
        for (i, avoid) in mask.enumerated() {
            // The others, starting after `avoid` and wrapping round.
            let others = Array(mask[(i + 1)...] + mask[..<i])
            #expect(Threads.spread(others.count, avoiding: avoid) == (others.isEmpty ? [] : others))
            #expect(Threads.spread(others.count + 1, avoiding: avoid).isEmpty)
            if others.count > 1 { #expect(Threads.spread(1, avoiding: avoid) == [others[0]]) }
        }
    }

    #if os(Linux)
    @Test("A thread given credentials of its own keeps the same ids and capabilities, and the process's other threads keep theirs")
    func ownCredentials() throws {
        // What /proc says of a thread's credentials: its ids, groups and capability sets.
        @Sendable func credentials(_ path: String) throws -> [String] {
            let keys = ["Uid:", "Gid:", "Groups:", "CapInh:", "CapPrm:", "CapEff:", "CapBnd:", "CapAmb:", "NoNewPrivs:"]
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
            return lines.filter { line in keys.contains { line.hasPrefix($0) } }
        }
        let before = try credentials("/proc/thread-self/status")
        #expect(before.count >= 8)
        let done = Semaphore()
        let seen = Mutex<(ok: Bool, after: [String])>((false, []))
        Threads.start {
            let ok = Threads.ownCredentials()
            let after = (try? credentials("/proc/thread-self/status")) ?? []
            seen.withLock { $0 = (ok, after) }
            done.signal()
        }
        done.wait()
        let (ok, after) = seen.withLock { $0 }
        #expect(ok, "PR_SET_KEEPCAPS to its own value was refused")
        #expect(after == before)
        #expect(try credentials("/proc/thread-self/status") == before)
    }
    #endif

    @Test("A thread started on a CPU runs there, on each CPU of the mask")
    func startsOnItsCPU() throws {
        let mask = Self.maskCPUs()
        try #require(!mask.isEmpty)
        for cpu in mask {
            let done = Semaphore()
            let seen = Mutex<[Int32?]>([])
            Threads.start(cpu: cpu) {
                // Work for a while: a thread that is not pinned could be moved in this time.
                for _ in 0..<20 {
                    seen.withLock { $0.append(Threads.currentCPU()) }
                    usleep(1_000)
                }
                done.signal()
            }
            done.wait()
            #expect(seen.withLock { $0 } == Array(repeating: cpu, count: 20))
        }
    }

    @Test("Parallel.map starts each new thread on a CPU of its own, never the caller's",
          .enabled(if: (CoreCount.affinityCount() ?? 1) >= 2))
    func parallelMapSpreads() throws {
        let mask = Self.maskCPUs()
        let done = Semaphore()
        // Where each item ran: its thread and CPU, with the caller pinned to the mask's first CPU.
        let ran = Mutex<[(thread: UInt, cpu: Int32?, caller: Bool)]>([])
        Threads.start(cpu: mask[0]) {
            let caller = pthread_self()
            _ = Parallel.map(200, threads: mask.count) { i -> Int in
                ran.withLock { $0.append((UInt(pthread_self()), Threads.currentCPU(), pthread_equal(pthread_self(), caller) != 0)) }
                usleep(100)
                return i
            }
            done.signal()
        }
        done.wait()
        let workers = ran.withLock { $0 }.filter { !$0.caller }
        #expect(!workers.isEmpty)
        let allowed = Set(Threads.spread(mask.count - 1, avoiding: mask[0]))
        #expect(workers.allSatisfy { $0.cpu.map(allowed.contains) ?? false })
        // One CPU per thread, and no two threads on one.
        var cpuOf: [UInt: Int32] = [:]
        for item in workers { #expect(cpuOf.updateValue(item.cpu ?? -1, forKey: item.thread) ?? item.cpu == item.cpu) }
        #expect(Set(cpuOf.values).count == cpuOf.count)
    }

    /// For each descriptor a new thread of `Parallel.map` placed a file at (from 700 up), after checking that
    /// `before`, opened ahead of the map, reads there: whether the process's first table (the main thread's, which the
    /// calling thread shares) held that number too, read from `/proc/self/fd` while the descriptor was open; the new
    /// thread closes it after.
    static func callerSeesWorkerDescriptors(ownDescriptors: Bool, before: Int32, file: String) -> [Bool] {
        let seen = Mutex<[Bool]>([])
        let caller = pthread_self()
        _ = Parallel.map(200, threads: 2, ownDescriptors: ownDescriptors) { i -> Int in
            usleep(100)
            guard pthread_equal(pthread_self(), caller) == 0 else { return i }
            var byte: UInt8 = 0
            #expect(pread(before, &byte, 1, 0) == 1 && byte == UInt8(ascii: "x"))
            let fd = open(file, O_RDONLY | O_CLOEXEC)
            let high = fcntl(fd, F_DUPFD_CLOEXEC, 700 + Int32(i))
            close(fd)
            let callers = SuitePath.entries("/proc/self/fd").compactMap { Int32($0.name) }
            seen.withLock { $0.append(high >= 700 && callers.contains(high)) }
            close(high)
            return i
        }
        return seen.withLock { $0 }
    }

    @Test("Parallel.map with ownDescriptors: new threads see what was open before; what they open stays theirs")
    func ownDescriptors() throws {
        let folder = Scratch.folder("own-descriptors")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/f"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let before = open(file, O_RDONLY | O_CLOEXEC)
        defer { close(before) }
        // Shared (the default): a descriptor a worker made is in the caller's table too.
        let shared = Self.callerSeesWorkerDescriptors(ownDescriptors: false, before: before, file: file)
        #expect(!shared.isEmpty && shared.allSatisfy { $0 })
        // Own (where the system allows it; elsewhere the table stays shared, as above): the caller's table never has it.
        let own = Self.callerSeesWorkerDescriptors(ownDescriptors: true, before: before, file: file)
        #expect(!own.isEmpty && own.allSatisfy { $0 != Parallel.ownDescriptorsWork })
        // `.ci/run` says where it must work (this project's machines), so that a refusal there is not taken quietly.
        if getenv("RSK_EXPECT_OWN_DESCRIPTORS") != nil { #expect(Parallel.ownDescriptorsWork, "unshare(CLONE_FILES) refused") }
    }

    #if os(Linux) && DEBUG
    @Test("Parallel.map with ownDescriptors stops a debug build whose body leaves a descriptor open on a new thread",
          .enabled(if: Parallel.ownDescriptorsWork))
    func ownDescriptorLeft() async {
        await #expect(processExitsWith: .failure) {
            let caller = pthread_self()
            _ = Parallel.map(64, threads: 2, ownDescriptors: true) { i -> Int in
                usleep(200)
                if pthread_equal(pthread_self(), caller) == 0 { _ = open("/proc/self/stat", O_RDONLY | O_CLOEXEC) }
                return i
            }
        }
    }
    #endif

    @Test("Parallel.map runs every item once, results in index order, each thread taking runs of neighbouring items",
          arguments: [2, 3])
    func parallelMapRuns(threads: Int) {
        let count = 400
        let ranBy = Mutex<[Int: UInt]>([:])
        let results = Parallel.map(count, threads: threads) { i -> Int in
            ranBy.withLock { #expect($0.updateValue(UInt(pthread_self()), forKey: i) == nil, "item \(i) ran twice") }
            usleep(50)
            return i * 3
        }
        #expect(results == (0..<count).map { $0 * 3 })
        let threadOf = ranBy.withLock { $0 }
        #expect(threadOf.count == count)
        // A run: neighbouring items on one thread. One item at a time, the threads would take turns (about one run
        // an item); a share of what is left each time gives a few dozen.
        let order = (0..<count).map { threadOf[$0] ?? 0 }
        let runs = 1 + zip(order, order.dropFirst()).filter { $0 != $1 }.count
        #expect(runs <= count / 8, "\(runs) runs of neighbouring items over \(count) items on \(threads) threads")
    }

    @Test("Parallel.map's shares: a part of what is left in twice the threads, shrinking to one item at the end")
    func parallelMapShares() {
        for (count, threads) in [(400, 2), (1_000, 2), (1_000, 3), (7, 2), (5, 5)] {
            var shares: [Int] = [], start = 1  // the first item runs alone, before the others start
            while start < count {
                let share = Parallel.share(left: count - start, threads: threads)
                shares.append(share)
                start += share
            }
            #expect(shares.reduce(0, +) == count - 1)
            #expect(zip(shares, shares.dropFirst()).allSatisfy { $0 >= $1 }, "\(shares)")
            #expect(shares.first == max(1, (count - 1) / (2 * threads)))
            #expect(shares.suffix(2 * threads).allSatisfy { $0 == 1 }, "\(shares)")
            // Few shares: a run of neighbouring items each, not one item at a time.
            #expect(shares.count <= 2 * threads * 12 + 2 * threads, "\(shares.count) shares of \(count) items on \(threads) threads")
        }
    }

    @Test("Removing a folder of many names whichever way the probe decides: the rest on one thread, or in shares", arguments: [0, Double.infinity])
    func removesAfterTheProbe(quickUnlink: Double) throws {
        let base = Scratch.folder("removal-probe")
        let tree = base + "/tree", outside = base + "/outside.svg"
        try FileManager.default.createDirectory(atPath: tree + "/frames", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside))
        // A drag's mix: a few files of their own, most names hard links to them, and one link to a file outside.
        for i in 0..<40 { try Data([UInt8(i)]).write(to: URL(fileURLWithPath: tree + "/frames/k\(i).svg")) }
        for i in 0..<2000 { #expect(link(tree + "/frames/k\(i % 40).svg", tree + "/frames/\(i).svg") == 0) }
        #expect(link(outside, tree + "/frames/outside.svg") == 0)
        #expect(FolderRemoval.remove(tree, quickUnlink: quickUnlink))
        #expect(!FileManager.default.fileExists(atPath: tree))
        #expect((try? String(contentsOfFile: outside, encoding: .utf8)) == "keep")
        var info = stat()
        #expect(lstat(outside, &info) == 0 && info.st_nlink == 1)
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
