#if canImport(Glibc)
import Glibc
#endif
import Foundation
import CSystem
import SceneGraph

/// A figure measured several times: the median, and the spread from the fastest to the slowest run.
struct Figure {
    var name: String
    var unit: String
    var values: [Double]
    /// Extra columns: peak memory, cores used, …
    var notes: [(String, String)] = []

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    var low: Double { values.min() ?? 0 }
    var high: Double { values.max() ?? 0 }

    /// The median of `values`.
    static func median(of values: [Double]) -> Double { Figure(name: "", unit: "", values: values).median }
}

/// An interval that holds the median of what was sampled with a known probability, whatever the distribution: two
/// of the sorted values, the `k`-th from each end.
///
/// Each value is below the true median with probability 1/2, so the number below it is binomial (n, 1/2), and the
/// interval from the `k`-th smallest value to the `k`-th largest misses the median with probability
/// 2·P(B ≤ k − 1). `k` is the largest whose coverage is at least the level asked for; with too few values for
/// that (five values give at most 93.75 %), the interval is the whole range, with the coverage it has. Exact, and
/// without randomness: the same values give the same interval on every machine.
struct MedianInterval: Equatable {
    var low: Double
    var high: Double
    /// The probability that the interval holds the median, 0…1.
    var coverage: Double
}

extension MedianInterval {
    /// The interval for `values` at `level` (0…1); nil for no values.
    init?(_ values: [Double], level: Double = 0.95) {
        let sorted = values.sorted()
        let n = sorted.count
        guard n > 0 else { return nil }
        // P(B ≤ i) for B ~ binomial(n, 1/2), i = 0 ..< n, as C(n, i) / 2^n summed; in doubles, exact for the
        // counts a benchmark takes (2^n and the binomial coefficients are integers below 2^53 up to n = 50, and
        // within a rounding error beyond).
        var total = 1.0
        for _ in 0..<n { total *= 2 }
        // k = 1, the whole range, misses the median only when all n values fall on one side of it.
        var k = 1
        var coverage = 1 - 2 / total
        var below = 1.0, coefficient = 1.0  // P(B ≤ k − 1) · 2^n, and C(n, k − 1)
        while k < (n + 1) / 2 {
            coefficient = coefficient * Double(n - k + 1) / Double(k)
            let wider = 1 - 2 * (below + coefficient) / total  // the coverage of k + 1
            guard wider >= level else { break }
            below += coefficient
            coverage = wider
            k += 1
        }
        low = sorted[k - 1]
        high = sorted[n - k]
        self.coverage = max(coverage, 0)
    }

    /// "1.5–1.66 at 96.4 %": the ends through `show`, and the coverage rounded down to a tenth of a per cent.
    func text(_ show: (Double) -> String) -> String {
        show(low) + "–" + show(high) + " at " + NumberText.string((coverage * 1000).rounded(.down) / 10, decimals: 1) + " %"
    }
}

/// Wall-clock timing of closures and of child processes (with their peak memory and CPU time).
enum Measure {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Seconds of one run of `body`; its result is kept observable so the work is not optimised away.
    static func seconds(_ body: () throws -> Int) rethrows -> Double {
        let start = now()
        let sink = try body()
        let elapsed = now() - start
        if sink == Int.min { print("") }
        return max(elapsed, 1e-9)
    }

    /// What a child process used.
    struct Usage {
        var wall: Double
        var cpu: Double
        var peakMiB: Double
        var status: Int32
        var cores: Double { wall > 0 ? cpu / wall : 0 }

        /// What `wait4` reported for a child that ended `wall` seconds after it started.
        init(wall: Double, status: Int32, _ usage: rusage) {
            self.init(wall: wall, cpu: Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime),
                      peakMiB: Double(usage.ru_maxrss) / 1024, status: status)
        }

        init(wall: Double, cpu: Double, peakMiB: Double, status: Int32) {
            self.wall = wall
            self.cpu = cpu
            self.peakMiB = peakMiB
            self.status = status
        }

        private static func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    }

    /// Runs `arguments[0]` with the rest as arguments, stdout and stderr to `/dev/null` (or files), and returns
    /// its wall time, CPU time and peak resident memory.
    static func run(_ arguments: [String], stdout: String = "/dev/null", stderr: String = "/dev/null") -> Usage {
        let start = now()
        guard let pid = spawn(arguments, stdout: stdout, stderr: stderr) else { return Usage(wall: 0, cpu: 0, peakMiB: 0, status: -1) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let wall = now() - start
        return Usage(wall: wall, status: status, usage)
    }

    /// All of `commands` started at once: the seconds until the last has ended, and what each used (its `wall` is
    /// until it was waited for, in order).
    static func runTogether(_ commands: [[String]]) -> (wall: Double, usages: [Usage]) {
        let start = now()
        let pids = commands.compactMap { spawn($0) }
        var usages: [Usage] = []
        for pid in pids {
            var status: Int32 = 0
            var usage = rusage()
            wait4(pid, &status, 0, &usage)
            usages.append(Usage(wall: now() - start, status: status, usage))
        }
        return (now() - start, usages)
    }

    /// `body` with the calling thread pinned to `cpu`, so that the processes it starts run on that CPU alone (a
    /// child takes its parent thread's CPUs); the thread's CPUs are as before afterwards. Elsewhere than Linux,
    /// just `body`.
    static func pinned<R>(to cpu: Int32, _ body: () -> R) -> R {
        let saved = UnsafeMutableRawPointer.allocate(byteCount: Int(csystem_cpu_mask_size()), alignment: 8)
        defer { saved.deallocate() }
        guard csystem_pin_calling_thread(cpu, saved) == 0 else { return body() }
        defer { _ = csystem_restore_calling_thread(saved) }
        return body()
    }

    /// Starts `arguments[0]` with the rest as arguments, stdout to `stdout` and stderr to `stderr`.
    private static func spawn(_ arguments: [String], stdout: String = "/dev/null", stderr: String = "/dev/null") -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        return posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 ? pid : nil
    }
}

/// One of the goals of the issue that asked for these figures (issue 10), judged from a run.
///
/// A goal is met when the interval that holds the figure's median (`MedianInterval` at 95 %; for fewer than six runs
/// their range, at less) lies wholly on the goal's side, not met when it lies wholly on the other side, and not told
/// apart from the goal when it holds the goal's value, or from a single run: a median alone moves from run to run on
/// a shared machine.
struct GoalCheck: Equatable {
    enum Verdict: String {
        case met = "met"
        case notMet = "not met"
        case unknown = "not told apart"
    }

    /// What is measured: "replay, 10⁶ events, file to last line".
    var goal: String
    /// The goal's value: "≥ 3 M events/s".
    var target: String
    /// The median and its interval, as the figure shows them.
    var measured: String
    var verdict: Verdict

    /// The verdict for `values` against at least `target` (`higherIsBetter`) or below it.
    static func verdict(_ values: [Double], target: Double, higherIsBetter: Bool) -> Verdict {
        // One run says nothing of how far the next would fall from it.
        guard values.count > 1, let interval = MedianInterval(values) else { return .unknown }
        if higherIsBetter {
            if interval.low >= target { return .met }
            if interval.high < target { return .notMet }
        } else {
            if interval.high < target { return .met }
            if interval.low >= target { return .notMet }
        }
        return .unknown
    }
}

extension GoalCheck {
    /// A goal judged from `values`, shown through `show` as "median (low–high at c %)".
    init(_ goal: String, target: String, values: [Double], atLeast threshold: Double? = nil, below limit: Double? = nil,
         show: (Double) -> String) {
        self.goal = goal
        self.target = target
        let median = Figure.median(of: values)
        if let interval = MedianInterval(values), values.count > 1 {
            measured = show(median) + " (" + interval.text(show) + ")"
        } else {
            measured = show(median)
        }
        if let threshold {
            verdict = Self.verdict(values, target: threshold, higherIsBetter: true)
        } else if let limit {
            verdict = Self.verdict(values, target: limit, higherIsBetter: false)
        } else {
            verdict = .unknown
        }
    }
}
