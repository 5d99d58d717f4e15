#if canImport(Glibc)
import Glibc
#endif
import CSystem
import Synchronization

/// How long a cache line takes to go from one CPU to the other and back, as two threads pinned to the first two CPUs
/// of the process's mask see it, passing a counter to and fro.
///
/// On this project's VMs it is the figure that says how much two threads of one process can gain over one: over six
/// minutes of the same binary's 1,000-case `check`, two jobs were 1.74× one (median; 1.55–1.87× over 89 samples) while
/// the round trip took 56–87 ns, and 1.54× (1.48–1.55×, 5 samples in a row) while it took 386–472 ns (the host had
/// put the two vCPUs on cores far apart), with one job about as fast in both. Two threads
/// share the objects one makes and the other frees, the allocator's arenas and the kernel's table of open files;
/// two processes share none of them, and ran as fast as one alone in both. The benchmark prints the round trip next to
/// each speed-up, so a reader can tell the machine's state from the code's.
enum CrossCore {
    /// Round trips from this long count as cores far apart (near ones took 56–87 ns here, far ones 386–472 ns).
    static let farRoundTrip = 200.0

    /// What the two threads share: the counter they pass, the number of trips, and the sender's time.
    private final class Exchange: @unchecked Sendable {
        let value = Atomic<Int>(0)
        let trips: Int
        /// Written by the sender only, read after both threads are joined.
        var seconds = 0.0
        init(trips: Int) { self.trips = trips }
    }

    /// Nanoseconds a round trip, the median of `rounds` rounds of `trips` each; nil without two CPUs to pin to (or
    /// elsewhere than Linux).
    static func roundTrip(trips: Int = 20_000, rounds: Int = 3) -> Double? {
        var cpus = [Int32](repeating: -1, count: 2)
        guard cpus.withUnsafeMutableBufferPointer({ csystem_spread(-1, 2, $0.baseAddress) }) == 2 else { return nil }
        var results: [Double] = []
        for _ in 0..<rounds {
            guard let ns = once(trips: trips, on: cpus) else { return nil }
            results.append(ns)
        }
        results.sort()
        return results[results.count / 2]
    }

    /// One round: a thread on `cpus[1]` answers each odd value with the next even one; a thread on `cpus[0]` sends
    /// the odd values and times the whole exchange.
    private static func once(trips: Int, on cpus: [Int32]) -> Double? {
        let exchange = Exchange(trips: trips)
        guard let answerer = start(cpu: cpus[1], exchange, { context in
            let exchange = Unmanaged<Exchange>.fromOpaque(context!).takeRetainedValue()
            for i in 0..<exchange.trips {
                while true {
                    let value = exchange.value.load(ordering: .acquiring)
                    if value == 2 * i + 1 { break }
                    if value < 0 { return nil }  // The sender never started.
                }
                exchange.value.store(2 * i + 2, ordering: .releasing)
            }
            return nil
        }) else { return nil }
        guard let sender = start(cpu: cpus[0], exchange, { context in
            let exchange = Unmanaged<Exchange>.fromOpaque(context!).takeRetainedValue()
            let start = Measure.now()
            for i in 0..<exchange.trips {
                exchange.value.store(2 * i + 1, ordering: .releasing)
                while exchange.value.load(ordering: .acquiring) != 2 * i + 2 {}
            }
            exchange.seconds = Measure.now() - start
            return nil
        }) else {
            exchange.value.store(-1, ordering: .releasing)
            pthread_join(answerer, nil)
            return nil
        }
        pthread_join(sender, nil)
        pthread_join(answerer, nil)
        return exchange.seconds / Double(trips) * 1e9
    }

    /// A joinable thread pinned to `cpu`, running `body` with `context` retained for it; nil when it cannot start.
    private static func start<C: AnyObject>(cpu: Int32, _ context: C,
                                            _ body: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard csystem_attr_set_cpu(&attributes, cpu) == 0 else { return nil }
        let pointer = Unmanaged.passRetained(context).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, body, pointer) == 0 else {
            Unmanaged<C>.fromOpaque(pointer).release()
            return nil
        }
        return thread
    }
}

/// How fast the file system under a folder creates small files right now: the other thing a shared machine changes
/// under `render --trace`, which spends about half its time in the kernel making frame files.
enum FileCreation {
    /// Files a second: `count` files of 4 KB created, written and closed in a new folder under `base`, then removed
    /// (not timed). Nil when the folder cannot be made.
    static func rate(under base: String, count: Int = 2_000) -> Double? {
        let folder = base + "/.file-creation-\(getpid())"
        guard mkdir(folder, 0o700) == 0 else { return nil }
        defer {
            for i in 0..<count { unlink(folder + "/f\(i)") }
            rmdir(folder)
        }
        let page = [UInt8](repeating: 0x41, count: 4096)
        let start = Measure.now()
        for i in 0..<count {
            let fd = open(folder + "/f\(i)", O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return nil }
            _ = page.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        return Double(count) / max(Measure.now() - start, 1e-9)
    }
}
