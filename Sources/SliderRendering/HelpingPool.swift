internal import CSystem
import SceneGraph

/// Jobs that any of a few threads may run, the submitting thread among them, and entries that one thread at a time
/// takes in order: a frames run's frames to draw and write, and its log.
///
/// `jobs` threads share the work: `jobs − 1` helpers and the thread that submits. Jobs and entries are handed over
/// in batches. A helper takes the next batch of entries whenever no one else is taking one (the ordered stage must
/// keep up, and its batches are what bounds the memory), else the oldest batch of jobs. The submitting thread runs
/// the oldest batch of jobs itself once more than `4 × helpers` wait, and the next batch of entries once more than 8
/// wait and no helper is on them; past `8 × jobs` batches in all, it waits.
///
/// Why the submitter helps: in a frames run it is the replay, the longest stage, and with two jobs there were four
/// threads (the replay, two frame workers and a log thread) for two CPUs. Whenever the log thread took the replay's
/// CPU, the frame workers ran out of frames on the other, and it idled for a millisecond or two: over the
/// 72,000-event drag the CPUs were busy 94–97 % of the run (`perf sched`, 4 runs). With the replay drawing whenever
/// the helper falls behind, two jobs are two threads, each on a CPU of its own: busy 97–99 %, and two jobs took
/// 209.8 ms against 216.5 ms (31 shuffled rounds in tmpfs), the same processor time.
///
/// With one job everything runs on the caller's thread as it is handed in, each job and then its entry: the same
/// work, the same bytes. Jobs are handed in from one thread.
final class HelpingPool<Job: Sendable, Entry: Sendable, State>: @unchecked Sendable {
    private let helpers: Int
    private let batch: Int
    private let condition = Condition()
    /// Batches of jobs, the oldest waiting at `drawHead`.
    private var draws: [[Job]] = []
    private var drawHead = 0
    /// Batches of entries, the next in order at `entryHead`.
    private var entries: [[Entry]] = []
    private var entryHead = 0
    /// Whether a thread is taking a batch of entries.
    private var logging = false
    /// Batches of jobs being run.
    private var running = 0
    private var closed = false
    private var submitterWaiting = false
    private var failure: (any Error)?
    /// Batches done with, handed back so that the submitting thread lets go of them. The jobs' data (a frame's scene)
    /// was allocated on that thread: let go of last by a helper, it was freed there, into the submitting thread's
    /// malloc arena under that arena's lock, which the submitting thread takes for every allocation (over a
    /// 72,000-event drag the workers waited for that lock hundreds of times).
    private var returnedJobs: [[Job]] = []
    private var returnedEntries: [[Entry]] = []
    /// The batches being filled, and how many hand-ins they hold (only the submitting thread touches these).
    private var fillingJobs: [Job] = []
    private var fillingEntries: [Entry] = []
    private var filled = 0
    /// The batches of jobs that waited for a thread at the last hand-over (only the submitting thread reads it).
    private(set) var jobBatchesWaiting = 0
    /// The submitting thread's state.
    private var own: State
    private let work: @Sendable (inout State, Job) throws -> Void
    private let ordered: @Sendable (Entry) throws -> Void

    /// A pool of `jobs` threads, the caller's among them, each with a state from `makeState()`, running `work` on
    /// each job and `ordered` on each entry in turn, handed over `batch` at a time.
    init(jobs: Int, batch: Int, makeState: @escaping @Sendable () -> State,
         work: @escaping @Sendable (inout State, Job) throws -> Void, ordered: @escaping @Sendable (Entry) throws -> Void) {
        helpers = max(1, jobs) - 1
        self.batch = max(1, batch)
        self.work = work
        self.ordered = ordered
        own = makeState()
        fillingJobs.reserveCapacity(self.batch)
        fillingEntries.reserveCapacity(self.batch)
        for _ in 0..<helpers {
            Threads.start { [self] in
                // The batch scheduling class: a helper woken for a batch does not preempt the submitting thread on
                // its CPU, with more jobs than CPUs. The submitting thread is the pipeline's slowest stage, and handing
                // over a batch often took it off its CPU (a pool of frame workers in this class: the CPUs busy 95 % of
                // a two-job run over the 72,000-event drag, against 83 %; 0.278 -> 0.259 s in tmpfs).
                _ = csystem_thread_batch_class()
                var state = makeState()
                condition.lock()
                while failure == nil {
                    if runNext(&state) { continue }
                    if closed { break }
                    condition.wait()
                }
                condition.unlock()
            }
        }
    }

    /// Hands over `job` and its `entry`; with other threads, may run earlier batches or wait for room. Throws the
    /// first failure.
    func submit(_ job: consuming Job, _ entry: consuming Entry) throws {
        if helpers == 0 {
            try work(&own, job)
            try ordered(entry)
            return
        }
        fillingJobs.append(job)
        fillingEntries.append(entry)
        try filledOne()
    }

    /// Hands over a job without an entry.
    func submit(job: consuming Job) throws {
        if helpers == 0 { return try work(&own, job) }
        fillingJobs.append(job)
        try filledOne()
    }

    /// Hands over an entry without a job.
    func submit(entry: consuming Entry) throws {
        if helpers == 0 { return try ordered(entry) }
        fillingEntries.append(entry)
        try filledOne()
    }

    /// Runs every job and entry, stops the helpers, and throws the first failure. After a failure no batch is
    /// started, and it returns once the batches being run have ended, so that nothing writes into the output after
    /// the caller has seen the error.
    func finish() throws {
        guard helpers > 0 else { return }
        condition.lock()
        queueFilled()
        closed = true
        condition.broadcast()
        while true {
            if failure == nil && runNext(&own) { continue }
            guard logging || running > 0 else { break }
            wait()
        }
        try letGo()
    }

    private func filledOne() throws {
        filled += 1
        guard filled >= batch else { return }
        condition.lock()
        queueFilled()
        while failure == nil {
            let jobs = draws.count - drawHead, waiting = entries.count - entryHead
            if jobs > 4 * helpers {
                runJobs(&own)
            } else if !logging && waiting > 8 {
                runEntries()
            } else if jobs + waiting > 8 * (helpers + 1) {
                wait()
            } else {
                break
            }
        }
        jobBatchesWaiting = draws.count - drawHead
        // The queues' storage is reused from the front once most of it is done with.
        if drawHead > 1024 {
            draws.removeFirst(drawHead)
            drawHead = 0
        }
        if entryHead > 1024 {
            entries.removeFirst(entryHead)
            entryHead = 0
        }
        try letGo()
        fillingJobs.reserveCapacity(batch)
        fillingEntries.reserveCapacity(batch)
    }

    /// With the lock held: queues the batches being filled, and wakes a helper. An empty one is kept, with its room
    /// (a pool of jobs alone, or of entries alone, would otherwise drop the other's room and reserve it again for
    /// every batch).
    private func queueFilled() {
        if !fillingJobs.isEmpty {
            draws.append(fillingJobs)
            fillingJobs = []
        }
        if !fillingEntries.isEmpty {
            entries.append(fillingEntries)
            fillingEntries = []
        }
        filled = 0
        condition.signal()
    }

    /// With the lock held: waits for a helper to finish a batch.
    private func wait() {
        submitterWaiting = true
        condition.wait()
        submitterWaiting = false
    }

    /// With the lock held: unlocks, lets go of the batches handed back, and throws the first failure.
    private func letGo() throws {
        var jobs: [[Job]] = []
        var entries: [[Entry]] = []
        swap(&jobs, &returnedJobs)
        swap(&entries, &returnedEntries)
        let error = failure
        condition.unlock()
        jobs = []
        entries = []
        if let error { throw error }
    }

    /// With the lock held: runs the log's next batch when no one else is on it, else the oldest batch of jobs with
    /// `state`; false when there is neither.
    private func runNext(_ state: inout State) -> Bool {
        if !logging && entryHead < entries.count {
            runEntries()
        } else if drawHead < draws.count {
            runJobs(&state)
        } else {
            return false
        }
        return true
    }

    /// With the lock held: runs the oldest batch of jobs with `state`, unlocking meanwhile.
    private func runJobs(_ state: inout State) {
        var jobs = draws[drawHead]
        draws[drawHead] = []
        drawHead += 1
        running += 1
        condition.unlock()
        let error = Lending.each(&jobs) { try work(&state, $0) }
        condition.lock()
        running -= 1
        done(error)
        returnedJobs.append(jobs)
    }

    /// With the lock held: runs the next batch of entries in order, unlocking meanwhile.
    private func runEntries() {
        logging = true
        var batch = entries[entryHead]
        entries[entryHead] = []
        entryHead += 1
        condition.unlock()
        let error = Lending.each(&batch) { try ordered($0) }
        condition.lock()
        logging = false
        done(error)
        returnedEntries.append(batch)
    }

    /// With the lock held: records a batch's failure, and wakes whoever waits for a batch to finish.
    private func done(_ error: (any Error)?) {
        if let error, failure == nil { failure = error }
        if submitterWaiting || error != nil { condition.broadcast() }
    }
}

/// Each element of a batch lent to a body in turn, moved out and back.
enum Lending {
    /// Calls `body` with each element of `batch` in order, stopping at the first error, which it returns. Each
    /// element is moved out of the batch, lent to `body` and moved back: read in place, it was copied for the call
    /// (the closure takes it indirectly, and the batch's memory could change meanwhile as far as the compiler knows),
    /// a retain and a release of every reference in it (a frame's scene, its path), made on the other core and so
    /// each a cache miss. The batch keeps every element, the failing one included.
    static func each<T>(_ batch: inout [T], _ body: (borrowing T) throws -> Void) -> (any Error)? {
        do {
            try batch.withUnsafeMutableBufferPointer { buffer in
                guard let first = buffer.baseAddress else { return }
                for i in buffer.indices {
                    let element = (first + i).move()
                    var failure: (any Error)?
                    do { try body(element) } catch { failure = error }
                    (first + i).initialize(to: consume element)
                    if let failure { throw failure }
                }
            }
            return nil
        } catch {
            return error
        }
    }
}
