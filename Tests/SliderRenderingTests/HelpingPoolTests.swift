import Foundation
import Glibc
import Synchronization
import Testing
@testable import SliderRendering

@Suite("Helping pool: jobs shared with the submitting thread, entries in order")
struct HelpingPoolTests {
    struct Stop: Error {}

    /// The threads jobs were freed on, and the jobs' numbers, in the order they were freed.
    final class FreedOn: Sendable {
        let threads = Mutex<[pthread_t]>([])
        let numbers = Mutex<[Int]>([])
    }

    /// A job that notes, when freed, the thread and its number.
    final class Tracked: Sendable {
        let freedOn: FreedOn
        let number: Int
        init(_ freedOn: FreedOn, number: Int = 0) {
            self.freedOn = freedOn
            self.number = number
        }
        deinit {
            freedOn.threads.withLock { $0.append(pthread_self()) }
            freedOn.numbers.withLock { $0.append(number) }
        }
    }

    /// Slow jobs, of which job 6 fails: what a pool's `finish` must wait for after a failure.
    final class SlowJobs: Sendable {
        let started = Atomic(0), ended = Atomic(0)

        func run(_ job: Int) throws {
            if job == 6 { throw Stop() }
            started.add(1, ordering: .relaxed)
            usleep(20_000)
            ended.add(1, ordering: .relaxed)
        }

        /// Hands in 40 jobs and finishes, as a caller does; expects the failure, and every job started to have ended
        /// when `finish` returned (a pool that returned at once would leave them writing after the caller saw the
        /// error and, in a frames run, removed the staging folder).
        func expectFinishWaits(submit: (Int) throws -> Void, finish: () throws -> Void) {
            var failed = false
            do {
                for n in 0..<40 { try submit(n) }
                try finish()
            } catch {
                failed = true
                try? finish()
            }
            #expect(failed)
            let (s, e) = (started.load(ordering: .relaxed), ended.load(ordering: .relaxed))
            #expect(s == e, "\(s) jobs started, \(e) ended when finish returned")
            #expect(s < 40)
        }
    }

    /// What a run saw: each job's number and whether the submitting thread ran it, and the entries in the order run.
    struct Seen {
        var jobs: [(number: Int, bySubmitter: Bool)] = []
        var entries: [Int] = []
        var overlapped = false
        var failed = false
    }

    /// Hands in `count` jobs, each with an entry of the same number (or only jobs, or only entries).
    static func run(jobs: Int, batch: Int, count: Int, withJobs: Bool = true, withEntries: Bool = true,
                    failJob: Int? = nil, failEntry: Int? = nil, entryMicroseconds: UInt32 = 0) -> Seen {
        let submitter = pthread_self()
        let seen = Mutex(Seen())
        let inside = Atomic(false)
        let pool = HelpingPool<Int, Int, Int>(jobs: jobs, batch: batch, makeState: { 0 }, work: { _, job in
            if job == failJob { throw Stop() }
            let mine = pthread_equal(pthread_self(), submitter) != 0
            seen.withLock { $0.jobs.append((job, mine)) }
        }, ordered: { entry in
            if inside.exchange(true, ordering: .acquiring) { seen.withLock { $0.overlapped = true } }
            defer { inside.store(false, ordering: .releasing) }
            if entry == failEntry { throw Stop() }
            if entryMicroseconds > 0 { usleep(entryMicroseconds) }
            seen.withLock { $0.entries.append(entry) }
        })
        do {
            for n in 0..<count {
                switch (withJobs, withEntries) {
                case (true, true): try pool.submit(n, n)
                case (true, false): try pool.submit(job: n)
                default: try pool.submit(entry: n)
                }
            }
            try pool.finish()
        } catch {
            seen.withLock { $0.failed = true }
            try? pool.finish()
        }
        return seen.withLock { $0 }
    }

    @Test("Every job runs once and every entry once, in order and one at a time, a part batch at the end included",
          arguments: [(1, 16), (2, 16), (3, 5), (2, 1), (4, 128)])
    func everythingRunsOnce(jobs: Int, batch: Int) {
        for count in [0, 1, 15, 16, 17, 3000] {
            let seen = Self.run(jobs: jobs, batch: batch, count: count)
            #expect(!seen.failed)
            #expect(seen.jobs.map(\.number).sorted() == Array(0..<count), "\(count) on \(jobs) jobs, batches of \(batch)")
            #expect(seen.entries == Array(0..<count), "\(count) on \(jobs) jobs, batches of \(batch)")
            #expect(!seen.overlapped)
        }
    }

    @Test("Slow entries still run one at a time and in order, however many threads could take them", arguments: [2, 3, 4])
    func slowEntriesInTurn(jobs: Int) {
        let seen = Self.run(jobs: jobs, batch: 1, count: 300, withJobs: false, entryMicroseconds: 100)
        #expect(!seen.overlapped)
        #expect(seen.entries == Array(0..<300))
    }

    @Test("Jobs alone and entries alone", arguments: [1, 2, 3])
    func jobsOrEntriesAlone(jobs: Int) {
        let onlyJobs = Self.run(jobs: jobs, batch: 8, count: 1000, withEntries: false)
        #expect(onlyJobs.jobs.map(\.number).sorted() == Array(0..<1000))
        #expect(onlyJobs.entries.isEmpty)
        let onlyEntries = Self.run(jobs: jobs, batch: 8, count: 1000, withJobs: false)
        #expect(onlyEntries.jobs.isEmpty)
        #expect(onlyEntries.entries == Array(0..<1000))
    }

    @Test("One job runs each job and then its entry on the caller's thread as they are handed in")
    func oneJobInline() throws {
        let order = Mutex<[String]>([])
        let submitter = pthread_self()
        let pool = HelpingPool<Int, Int, Int>(jobs: 1, batch: 64, makeState: { 0 }, work: { state, job in
            state += 1
            #expect(pthread_equal(pthread_self(), submitter) != 0)
            order.withLock { $0.append("job \(job) state \(state)") }
        }, ordered: { entry in
            order.withLock { $0.append("entry \(entry)") }
        })
        try pool.submit(0, 0)
        // Run at once, not held for a batch.
        #expect(order.withLock { $0 } == ["job 0 state 1", "entry 0"])
        try pool.submit(1, 1)
        try pool.finish()
        #expect(order.withLock { $0 } == ["job 0 state 1", "entry 0", "job 1 state 2", "entry 1"])
    }

    @Test("The submitting thread runs the oldest batches itself while the helpers fall behind")
    func submitterHelps() {
        // A helper's jobs wait until the submitting thread has run a job (or 10 s). A submitter that only handed
        // over would wait for room instead, and the helper's wait would run out: no job by the submitter. (Under
        // load the helper may start late or not get a batch at all; the submitter then runs them all.)
        let submitter = pthread_self()
        let helped = Atomic(false), gaveUp = Atomic(false)
        let byHelper = Atomic(0), bySubmitter = Atomic(0)
        let pool = HelpingPool<Int, Int, Int>(jobs: 2, batch: 4, makeState: { 0 }, work: { _, _ in
            if pthread_equal(pthread_self(), submitter) != 0 {
                helped.store(true, ordering: .releasing)
                bySubmitter.add(1, ordering: .relaxed)
            } else {
                // Waits once: after 10 s without help, the later jobs run at once.
                var waited = 0
                while !helped.load(ordering: .acquiring) && !gaveUp.load(ordering: .acquiring) && waited < 10_000 {
                    usleep(1_000)
                    waited += 1
                }
                if waited == 10_000 { gaveUp.store(true, ordering: .releasing) }
                byHelper.add(1, ordering: .relaxed)
            }
        }, ordered: { _ in })
        do {
            for n in 0..<400 { try pool.submit(job: n) }
            try pool.finish()
        } catch {
            Issue.record("the pool failed: \(error)")
        }
        let waitedInVain = gaveUp.load(ordering: .relaxed)
        #expect(!waitedInVain, "the helper waited 10 s for a submitter that never helped")
        #expect(bySubmitter.load(ordering: .relaxed) > 0)
        #expect(bySubmitter.load(ordering: .relaxed) + byHelper.load(ordering: .relaxed) == 400)
    }

    @Test("Each thread's state carries over from job to job, one state per thread", arguments: [1, 2, 3])
    func stateCarriesOver(jobs: Int) throws {
        let counts = Mutex<[Int]>([])
        let pool = HelpingPool<Int, Int, Int>(jobs: jobs, batch: 8, makeState: { 0 }, work: { state, _ in
            state += 1
            let count = state
            counts.withLock { $0.append(count) }
        }, ordered: { _ in })
        for n in 0..<400 { try pool.submit(job: n) }
        try pool.finish()
        let seen = counts.withLock { $0 }.sorted()
        #expect(seen.count == 400)
        let states = seen.filter { $0 == 1 }.count
        #expect(states >= 1 && states <= jobs)
        if jobs == 1 { #expect(seen == Array(1...400)) }
    }

    @Test("A failing job or entry stops the pool: submit or finish throws it", arguments: [1, 2, 3])
    func failureIsThrown(jobs: Int) {
        let badJob = Self.run(jobs: jobs, batch: 4, count: 1000, failJob: 10)
        #expect(badJob.failed)
        #expect(!badJob.jobs.contains { $0.number == 10 })
        let badEntry = Self.run(jobs: jobs, batch: 4, count: 1000, failEntry: 10)
        #expect(badEntry.failed)
        // Entries run in order, so none after the failing one.
        #expect(badEntry.entries == Array(0..<10))
    }

    @Test("After a failure, finish returns only once every batch being run has ended", arguments: [2, 3])
    func failureWaitsForRunningBatches(jobs: Int) {
        let slow = SlowJobs()
        let pool = HelpingPool<Int, Int, Int>(jobs: jobs, batch: 1, makeState: { 0 }, work: { _, job in try slow.run(job) }, ordered: { _ in })
        slow.expectFinishWaits(submit: { try pool.submit(job: $0) }, finish: { try pool.finish() })
    }

    @Test("Jobs and entries are freed on the submitting thread, each once", arguments: [(2, 16), (3, 1), (2, 128), (1, 4)])
    func freedBySubmitter(jobs: Int, batch: Int) throws {
        let submitter = pthread_self()
        let freedOn = FreedOn()
        do {
            let pool = HelpingPool<Tracked, Tracked, Int>(
                jobs: jobs, batch: batch, makeState: { 0 }, work: { count, _ in count += 1 }, ordered: { _ in })
            for n in 0..<1_000 { try pool.submit(Tracked(freedOn, number: n), Tracked(freedOn, number: -1 - n)) }
            try pool.finish()
        }
        let threads = freedOn.threads.withLock { $0 }
        let numbers = freedOn.numbers.withLock { $0 }
        #expect(numbers.sorted() == Array(-1_000..<1_000), "\(jobs) jobs, batches of \(batch)")
        #expect(threads.allSatisfy { pthread_equal($0, submitter) != 0 }, "\(jobs) jobs, batches of \(batch)")
    }

    @Test("A pool's helpers run in the batch scheduling class; the submitting thread keeps its own")
    func batchClass() throws {
        let submitter = pthread_self()
        let policies = Mutex<[Int32]>([])
        let pool = HelpingPool<Int, Int, Int>(jobs: 3, batch: 1, makeState: { 0 }, work: { _, _ in
            // Slow enough that the submitter hands most batches on rather than running them.
            usleep(2_000)
            if pthread_equal(pthread_self(), submitter) == 0 { policies.withLock { $0.append(sched_getscheduler(0)) } }
        }, ordered: { _ in })
        for job in 0..<16 { try pool.submit(job: job) }
        try pool.finish()
        let seen = policies.withLock { $0 }
        #expect(!seen.isEmpty)
        // Linux's SCHED_BATCH (3) and SCHED_OTHER (0); Glibc's module leaves the GNU names out.
        #expect(seen.allSatisfy { $0 == 3 })
        #expect(sched_getscheduler(0) == 0)
    }

    @Test("A job that fails is put back in its batch: every job freed once, after the pool is done with it",
          arguments: [(2, 4), (3, 1), (2, 64)])
    func failingJobStaysInBatch(jobs: Int, batch: Int) throws {
        // A thread lends each job out of its batch and puts it back, a failing one too. One not put back would be
        // freed by that thread, and its batch's slot freed again with the batch (a crash, as this test met it).
        let freed = FreedOn()
        let failing = Mutex<[Int]>([])
        var made = 0, failed = false
        do {
            let pool = HelpingPool<Tracked, Int, Int>(jobs: jobs, batch: batch, makeState: { 0 }, work: { count, job in
                count += 1
                if count % 3 == 0 {
                    failing.withLock { $0.append(job.number) }
                    throw Stop()
                }
            }, ordered: { _ in })
            do {
                for n in 0..<500 {
                    made += 1
                    try pool.submit(job: Tracked(freed, number: n))
                }
                try pool.finish()
            } catch {
                failed = true
                try? pool.finish()
            }
        }
        #expect(failed)
        // After a failure the pool may go last on a helper thread, with the batches no one took: wait for it.
        var waited = 0
        while freed.numbers.withLock({ $0.count }) < made && waited < 5_000 {
            usleep(1_000)
            waited += 1
        }
        let all = freed.numbers.withLock { $0 }
        #expect(all.count == made, "\(jobs) jobs, batches of \(batch)")
        #expect(Set(all).count == all.count)
        #expect(!failing.withLock { $0 }.isEmpty)
    }
}
