internal import CSystem
import SceneGraph
import Synchronization

/// Work spread over threads whose results come back in input order.
public enum Parallel {
    /// `body(0) … body(count - 1)` on `threads` threads (the caller's among them), the results in index order, the
    /// same as a loop would give. Each thread takes its next run of indices from one atomic counter and keeps its
    /// results to itself until the end, so small jobs pay no lock and no wake-up each.
    ///
    /// A run is a share of what is left (one part in twice the number of threads), so the shares shrink to one item
    /// toward the end and the threads finish together. Runs rather than one index at a time: handed out one by one,
    /// neighbouring items (a suite's neighbouring cases, whose names were made one after another and lie side by side
    /// in memory) ran on the two cores at once, and `check --jobs 2` of 1,000 cases took 0.8 ms longer (3 %).
    ///
    /// `body(0)` runs alone on the caller's thread before the others start. It makes the lazy state every item
    /// shares (globals, type metadata, formatters) while no other thread runs: the first write to each such page
    /// copies it, and with a second thread of the process running on the other core, every copy costs a TLB flush
    /// there too. Made inside the threads, those flushes were the largest cost that `check --jobs 2` had and
    /// `--jobs 1` did not.
    ///
    /// The other threads start pinned, each on a CPU of its own other than the caller's, when the process may use
    /// that many (`Threads.spread`); the caller is not pinned.
    ///
    /// With `ownDescriptors`, each new thread starts with a copy of the process's file descriptor table, its own
    /// from then on (`unshare(CLONE_FILES)`; elsewhere than Linux, nothing changes). Threads of one process share one
    /// table: every `open` and `close` takes its lock, and while the table is shared every `read`, `fstat` and
    /// `getdents64` counts a reference on its file, so a `check` opening and closing four files a case made the two
    /// cores pass that lock's and those counts' cache lines back and forth. Only for bodies that close every
    /// descriptor they open and use no descriptor that another thread opens after the map starts (one opened before
    /// it is in the copy).
    public static func map<T: Sendable>(_ count: Int, threads: Int, ownDescriptors: Bool = false,
                                        _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let threads = min(max(threads, 1), count)
        guard threads > 1 else { return (0..<count).map(body) }
        let first = body(0)
        let shared = Shared<T>(threads: threads, count: count)
        let done = Semaphore()
        // Each new thread on a CPU of its own, not the caller's, when there is one for each (`Threads.spread`).
        let cpus = Threads.currentCPU().map { Threads.spread(threads - 1, avoiding: $0) } ?? []
        for worker in 1..<threads {
            Threads.start(cpu: cpus.isEmpty ? nil : cpus[worker - 1]) {
                // Where the system refuses (a container's seccomp profile may), the thread keeps the shared table.
                let own = ownDescriptors && csystem_unshare_files() == 0
                #if DEBUG
                // A descriptor still open when the thread ends would go with its table while its number lived on
                // in whatever kept it: debug builds (the tests) stop there rather than let it fail without a word.
                let open = own ? Self.threadDescriptors() : []
                #else
                _ = own
                #endif
                shared.run(worker, body)
                #if DEBUG
                if own {
                    let left = Self.threadDescriptors().subtracting(open)
                    assert(left.isEmpty, "a body of Parallel.map(ownDescriptors: true) left descriptors \(left.sorted()) open")
                }
                #endif
                done.signal()
            }
        }
        shared.run(0, body)
        for _ in 1..<threads { done.wait() }
        var results = [T?](repeating: nil, count: count)
        results[0] = first
        for part in shared.parts.withLock({ $0 }) {
            for (index, value) in part { results[index] = value }
        }
        return results.map { $0! }
    }

    /// How many of the `left` items a thread takes at a time, when `threads` share them: a part in twice the threads,
    /// at least one.
    static func share(left: Int, threads: Int) -> Int { max(1, left / (2 * threads)) }

    /// Whether a new thread can have a descriptor table of its own here (Linux, and `unshare` not refused): what
    /// `ownDescriptors` gives. Asked once, of a thread started for it.
    static let ownDescriptorsWork: Bool = {
        let answer = Mutex(false)
        let done = Semaphore()
        Threads.start {
            answer.withLock { $0 = csystem_unshare_files() == 0 }
            done.signal()
        }
        done.wait()
        return answer.withLock { $0 }
    }()

    /// The descriptors open in the calling thread's table (none where `/proc/thread-self` is missing).
    static func threadDescriptors() -> Set<Int> {
        Set(SuitePath.entries("/proc/thread-self/fd").compactMap { Int($0.name) })
    }

    /// The next index to run, which the threads share, and each thread's results once it is done. A thread takes
    /// `Parallel.share` of the indices left at a time.
    private final class Shared<T: Sendable>: Sendable {
        let count: Int
        let threads: Int
        let next = Atomic<Int>(1)
        let parts: Mutex<[[(Int, T)]]>

        init(threads: Int, count: Int) {
            self.count = count
            self.threads = threads
            parts = Mutex(Array(repeating: [], count: threads))
        }

        func run(_ worker: Int, _ body: @Sendable (Int) -> T) {
            var mine: [(Int, T)] = []
            while true {
                var start = next.load(ordering: .relaxed), size = 0
                while start < count {
                    size = Parallel.share(left: count - start, threads: threads)
                    let (done, found) = next.compareExchange(expected: start, desired: start + size, ordering: .relaxed)
                    if done { break }
                    start = found
                }
                if start >= count { break }
                for index in start..<(start + size) { mine.append((index, body(index))) }
            }
            parts.withLock { $0[worker] = mine }
        }
    }
}

/// One piece of work on a thread of its own, whose result is waited for later.
public final class Background<T: Sendable>: @unchecked Sendable {
    private let done = Semaphore()
    private var result: Result<T, any Error>?

    /// Starts `work` now.
    public init(_ work: @escaping @Sendable () throws -> T) {
        Threads.start { [self] in
            result = Result { try work() }
            done.signal()
        }
    }

    /// Waits for the work, then returns its result or throws its error.
    public func value() throws -> T {
        done.wait()
        done.signal()
        return try result!.get()
    }
}
