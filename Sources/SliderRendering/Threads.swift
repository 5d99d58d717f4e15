#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CSystem
import SceneGraph

/// The threads, locks and waits the pools use, made from POSIX threads directly.
///
/// Foundation's `Thread`, `NSCondition` and `DispatchSemaphore` would link the whole of swift-corelibs-foundation
/// and libdispatch into `render-cli` on Linux, whose loading and symbol binding cost every command about two
/// milliseconds at start: a tenth of a one-case `check`. These few lines do what the pools need of them.
enum Threads {
    /// Starts `body` on a new detached thread with a stack of `stackSize` bytes, on `cpu` alone when one is given
    /// (and the system can pin threads; elsewhere where the kernel puts it). The thread has credentials of its own
    /// (`ownCredentials`).
    static func start(stackSize: Int = 4 << 20, cpu: Int32? = nil, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let cpu { _ = csystem_attr_set_cpu(&attributes, cpu) }
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            let pointer: UnsafeMutableRawPointer? = context
            Threads.ownCredentials()
            Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue().run()
            return nil
        }, context)
        // Without a thread the work cannot be done at all, and every caller waits for it: stop rather than hang.
        precondition(status == 0, "pthread_create failed: \(String(cString: strerror(status)))")
    }

    /// A CPU of its own for each of `count` threads: CPUs of the process's affinity mask (its main thread's, so a
    /// pinned thread calling sees the others too) other than `avoid` (the caller's, say), in turn after it; with
    /// `avoid` nil, the mask's first `count` CPUs. Empty when the mask has fewer (or elsewhere than Linux): the
    /// kernel then places the threads.
    ///
    /// Why pin at all: a new thread starts on its creator's CPU and waits to be moved, and some kernels pack tasks
    /// onto few CPUs on purpose (this project's 2-core VMs boot with `sched_vcpu_pack`). A burst of 10 to 20 ms of
    /// work, such as each step of a `check`, then often ran on one core: both threads time-sliced on it while the
    /// other idled, and the new thread started 2 to 4 ms late. Started on a CPU of its own, it begins within 0.2 ms.
    static func spread(_ count: Int, avoiding avoid: Int32?) -> [Int32] {
        guard count > 0 else { return [] }
        var cpus = [Int32](repeating: -1, count: count)
        let written = cpus.withUnsafeMutableBufferPointer { csystem_spread(avoid ?? -1, Int32(count), $0.baseAddress) }
        return written == count ? cpus : []
    }

    /// Gives the calling thread credentials of its own, equal to those it had (`csystem_own_credentials`); false where
    /// the system does not allow it (or elsewhere than Linux), and the thread keeps the shared ones.
    ///
    /// Every file a thread opens holds a reference on its credentials until it is closed. While two threads share
    /// one set, two cores opening files at once pass that count's cache line back and forth: an `open`, `read` and
    /// `close` took 1,273 ns a thread on two threads at once and 1,120 ns with a set each
    /// (`scripts/shared-credentials.sh`), and `check --jobs 2` of 1,000 cases 23.30 -> 23.10 ms. Every thread that
    /// `start` starts calls this first.
    @discardableResult
    static func ownCredentials() -> Bool { csystem_own_credentials() == 0 }

    /// The CPU the calling thread runs on, nil where that is not known.
    static func currentCPU() -> Int32? {
        let cpu = csystem_current_cpu()
        return cpu >= 0 ? cpu : nil
    }

    /// The closure a new thread runs, carried through `pthread_create`'s context pointer.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

/// A counting semaphore: `wait` takes one signal, waiting until there is one.
final class Semaphore: @unchecked Sendable {
    private let condition = Condition()
    private var count: Int

    init(value: Int = 0) { count = value }

    func signal() {
        condition.lock()
        count += 1
        condition.signal()
        condition.unlock()
    }

    func wait() {
        condition.lock()
        while count == 0 { condition.wait() }
        count -= 1
        condition.unlock()
    }
}
