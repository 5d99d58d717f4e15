internal import CSystem
import SceneGraph
import Synchronization

/// A few threads that run jobs handed to them in order, each with state of its own (an SVG writer, a rasteriser).
/// Jobs are handed over in batches of `batch`, so a worker wakes once per batch rather than once per job (a frame is
/// a few microseconds of work; a wake-up through the kernel costs about as much), and at most `8 × threads` batches
/// wait, so a fast producer cannot fill memory while short stalls of either side (two cores shared by a producer,
/// a log thread and the workers) are absorbed. A worker wakes the submitting thread only when it waits. With one
/// thread the jobs run on the caller's thread as they are handed in: the same work, the same bytes. Jobs are handed
/// in from one thread.
public final class WorkerPool<Job: Sendable, State>: @unchecked Sendable {
    private let threads: Int
    private let batch: Int
    private let condition = Condition()
    private var queue: [[Job]] = []
    private var head = 0
    /// The batch being filled by the submitting thread (only it touches this).
    private var filling: [Job] = []
    private var closed = false
    /// The submitting thread waits for room or for the end: only then does a worker need to wake it.
    private var producerWaiting = false
    private var running = 0
    private var failure: (any Error)?
    /// Batches the workers are done with, handed back so that the submitting thread lets go of them (see `take`).
    private var returned: [[Job]] = []
    private var inline: State?
    private let work: @Sendable (inout State, Job) throws -> Void

    /// A pool of `threads` workers, each starting from `makeState()`, running `work` on each job, handed over
    /// `batch` jobs at a time. One thread runs the jobs on the caller's thread unless `ownThread`: a single thread
    /// of its own then takes them in order, beside the caller.
    public init(threads: Int, ownThread: Bool = false, batch: Int = 16, makeState: @escaping @Sendable () -> State,
                work: @escaping @Sendable (inout State, Job) throws -> Void) {
        self.threads = max(1, threads)
        self.batch = max(1, batch)
        self.work = work
        if self.threads == 1 && !ownThread {
            inline = makeState()
            return
        }
        filling.reserveCapacity(self.batch)
        for _ in 0..<self.threads {
            Threads.start { [self] in
                // The batch scheduling class: a worker woken for a new batch no longer preempts the thread that
                // woke it on its CPU. The submitting thread is usually the pipeline's slowest, and handing over a
                // batch often took it off its CPU; over the 72,000-event drag on two jobs the CPUs were busy 83 %
                // of the run, and 95 % in this class (0.278 -> 0.259 s in tmpfs). Its share of the CPU is the same.
                _ = csystem_thread_batch_class()
                var state = makeState()
                while var jobs = take() {
                    if let error = Lending.each(&jobs, { try work(&state, $0) }) { fail(error) }
                    condition.lock()
                    running -= 1
                    // Handed back whole: with this thread's reference dropped under the lock, the submitting
                    // thread's is the last.
                    returned.append(jobs)
                    jobs = []
                    if producerWaiting { condition.broadcast() }
                    condition.unlock()
                }
            }
        }
    }

    /// Hands over a job; waits while the queue is full. Throws the first failure of an earlier job.
    public func submit(_ job: consuming Job) throws {
        if inline != nil {
            // In place: bound to a local copy (`if var`) and put back after, the state's every reference was
            // retained and released once more a job; for a frame writer that was 5 % of a one-job render's time.
            try work(&inline!, job)
            return
        }
        filling.append(job)
        if filling.count >= batch { try handOver() }
    }

    /// Queues the batch being filled, and lets go, on this thread, of the batches the workers are done with.
    ///
    /// Why here: the jobs' data (a frame's scene) was allocated on this thread. Let go of last by a worker, it was
    /// freed there, into this thread's malloc arena under that arena's lock, which this thread takes for every
    /// allocation: over a 72,000-event drag the two workers waited for that lock hundreds of times. Handed back,
    /// their batches are freed here once any other readers of the same data are done with them too.
    private func handOver() throws {
        let jobs = filling
        filling = []
        filling.reserveCapacity(batch)
        // The batches handed back are released here, after `enqueue` has let go of the lock.
        _ = try enqueue(jobs)
    }

    /// Queues `jobs`, waiting for room; returns the batches handed back meanwhile.
    private func enqueue(_ jobs: [Job]) throws -> [[Job]] {
        condition.lock()
        defer { condition.unlock() }
        var done: [[Job]] = []
        swap(&done, &returned)
        while queue.count - head >= 8 * threads && failure == nil {
            producerWaiting = true
            condition.wait()
        }
        producerWaiting = false
        if let failure { throw failure }
        if head > 1024 {
            queue.removeFirst(head)
            head = 0
        }
        queue.append(jobs)
        condition.signal()
        return done
    }

    /// Waits for every job, stops the threads, and throws the first failure. After a failure it returns once the
    /// batches being run have ended (none is started), so that no job runs after the caller has seen the error.
    public func finish() throws {
        guard inline == nil || threads > 1 else { return }
        // A failure is thrown below, once the running batches have ended.
        if !filling.isEmpty { try? handOver() }
        condition.lock()
        closed = true
        condition.broadcast()
        while (queue.count > head && failure == nil) || running > 0 {
            producerWaiting = true
            condition.wait()
        }
        producerWaiting = false
        let error = failure
        // The last batches handed back are let go of here too: the pool itself may go last on a worker thread.
        var done: [[Job]] = []
        swap(&done, &returned)
        condition.unlock()
        done = []
        if let error { throw error }
    }

    private func take() -> [Job]? {
        condition.lock()
        defer { condition.unlock() }
        while queue.count == head && !closed && failure == nil { condition.wait() }
        guard queue.count > head, failure == nil else { return nil }
        let jobs = queue[head]
        queue[head] = []
        head += 1
        running += 1
        if producerWaiting { condition.broadcast() }
        return jobs
    }

    private func fail(_ error: any Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    /// The number of cores this process may use (`CoreCount.current`).
    public static var cores: Int { CoreCount.current }
}

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
