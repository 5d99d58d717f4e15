import Dispatch
import Foundation
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// Work spread over threads whose results come back in input order.
public enum Parallel {
    /// `body(0) … body(count - 1)` on up to `threads` threads, the results in index order: the same as a loop would
    /// give. Each thread takes the next index from a shared counter, so uneven items balance out.
    public static func map<T: Sendable>(_ count: Int, threads: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let threads = min(max(threads, 1), count)
        guard threads > 1 else { return (0..<count).map(body) }
        let results = Results<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = results.claim() { results.store(body(index), at: index) }
        }
        return results.values()
    }

    /// The results of a map: each slot is written once, by the thread that claimed its index.
    private final class Results<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [T?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        /// The next index to run, or nil when every index is taken.
        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: T, at index: Int) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        /// Every result, once all are stored.
        func values() -> [T] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
