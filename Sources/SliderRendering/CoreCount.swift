internal import CSystem
import SliderEngine
#if canImport(Glibc)
import Glibc
#endif

/// How many cores this process may use, the default of every `--jobs`: the CPUs its affinity mask allows (what
/// `taskset` and container cpusets set), or fewer when its cgroup's CPU quota allows less, rounded up.
///
/// Counted once, with a few system calls. Foundation's `activeProcessorCount` counts the same, but reading its files
/// through `URL` and `Data` took half a millisecond, a few percent of a `check` of a hundred cases.
public enum CoreCount {
    /// The count for this process, made on first use.
    public static let current: Int = count(allowed: affinityCount(), quota: quotaCores())

    /// `allowed` limited by `quota`, and at least one.
    static func count(allowed: Int?, quota: Int?) -> Int {
        let cpus = allowed ?? max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
        return max(1, min(cpus, quota ?? cpus))
    }

    /// The CPUs in the affinity mask, nil when it cannot be read.
    static func affinityCount() -> Int? {
        let count = Int(csystem_affinity_count())
        return count > 0 ? count : nil
    }

    /// The whole cores the cgroup's quota allows (rounded up), nil when there is no quota: cgroup v2's `cpu.max` of
    /// the process's own cgroup (or of the root of a container's view), else cgroup v1's CFS quota and period.
    static func quotaCores() -> Int? {
        var places: [String] = []
        if let own = text("/proc/self/cgroup").flatMap(cgroupV2Path) { places.append("/sys/fs/cgroup" + own + "/cpu.max") }
        places.append("/sys/fs/cgroup/cpu.max")
        for place in places {
            if let line = text(place) { return cores(cpuMax: line) }
        }
        if let quota = text("/sys/fs/cgroup/cpu/cpu.cfs_quota_us"), let period = text("/sys/fs/cgroup/cpu/cpu.cfs_period_us") {
            return cores(quota: quota, period: period)
        }
        return nil
    }

    /// The cgroup v2 path in `/proc/self/cgroup` (its `0::PATH` line), without a trailing slash.
    static func cgroupV2Path(_ contents: String) -> String? {
        for line in contents.split(separator: "\n") where line.hasPrefix("0::") {
            let path = line.dropFirst(3)
            return path == "/" ? "" : String(path)
        }
        return nil
    }

    /// Cores from a `cpu.max` line, `QUOTA PERIOD` or `max PERIOD`.
    static func cores(cpuMax line: String) -> Int? {
        let parts = line.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard parts.count == 2 else { return nil }
        return cores(quota: String(parts[0]), period: String(parts[1]))
    }

    /// Cores from a quota and a period in microseconds; a quota of `max` or below zero is none.
    static func cores(quota: String, period: String) -> Int? {
        let trim: (String) -> Substring = { $0.drop(while: { $0 == " " }).prefix(while: { $0 != "\n" && $0 != " " }) }
        guard let q = Int(trim(quota)), q > 0, let p = Int(trim(period)), p > 0 else { return nil }
        return (q + p - 1) / p
    }

    /// A small file's text (at most 4 KiB), nil when it cannot be read.
    private static func text(_ path: String) -> String? {
        (try? DocumentFile.read(path, limit: 4096)).map { String(decoding: $0, as: UTF8.self) }
    }
}
