import SliderEngine
import Synchronization

/// A process-wide request to stop, set from a signal handler (the command line's SIGINT and SIGTERM) and read where
/// a long run waits or loops: reading a file or a trace from a pipe that stays open, checking a suite case by case.
/// A library user who never sets it sees no difference.
public enum StopRequest {
    private static let received = Atomic<Int32>(0)

    /// The signal that asked to stop, if one did.
    public static var signal: Int32? {
        let s = received.load(ordering: .relaxed)
        return s == 0 ? nil : s
    }

    /// Asks every long run to stop, naming the signal (safe to call from a signal handler: one atomic store).
    public static func request(_ signal: Int32) { received.store(signal, ordering: .relaxed) }

    /// For tests: clears the request.
    public static func clear() { received.store(0, ordering: .relaxed) }

    /// Thrown where a run stopped because of the request.
    public struct Stopped: Error, Hashable, Sendable {
        /// The signal.
        public var signal: Int32

        /// A stop by `signal`.
        public init(signal: Int32) { self.signal = signal }
    }

    /// Throws `Stopped` when a stop was asked for.
    public static func check() throws {
        if let signal { throw Stopped(signal: signal) }
    }
}
