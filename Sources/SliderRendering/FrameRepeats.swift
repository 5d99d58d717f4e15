import SceneGraph
import Synchronization

/// A frame whose file later frames of the same scene share: its path, and whether that file is there yet.
///
/// Made by `RepeatFinder` on the replay thread for each frame unlike the frames it remembers; the worker that writes
/// the frame says when its file is in place (`KeeperBoard.finish`), and a worker given a later frame of the same
/// scene waits for that before it links the later frame's name to the file.
public final class FrameKeeper: Sendable {
    /// The frame's path in the output folder.
    let path: String
    /// Whether the file is in place; set under the board's lock, and read without it once set.
    fileprivate let written = Atomic(false)

    init(path: String) {
        self.path = path
    }
}

/// Where a run's workers wait for the files of the frames that later frames repeat.
///
/// A keeper's frame is handed out before any frame that repeats it, and a worker takes its frames in order, so the
/// frame waited for is always on a worker that runs (or already ran): waiting never closes a circle. A worker that
/// fails stops every wait (`abort`), so no worker waits for a frame that will never come.
final class KeeperBoard: @unchecked Sendable {
    private let condition = Condition()
    /// The failure that ended the run, once one did.
    private var failure: (any Error)?

    /// Records that `keeper`'s file is in place, and wakes the workers waiting for it.
    func finish(_ keeper: FrameKeeper) {
        condition.lock()
        keeper.written.store(true, ordering: .releasing)
        condition.broadcast()
        condition.unlock()
    }

    /// Wakes every waiting worker for good: a frame could not be written (`error`), and the run ends.
    func abort(_ error: any Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `keeper`'s file is written; throws the failure that ended the run first, so every worker reports
    /// the same error.
    func wait(for keeper: FrameKeeper) throws {
        // Most often written long before: no lock.
        if keeper.written.load(ordering: .acquiring) { return }
        condition.lock()
        defer { condition.unlock() }
        while !keeper.written.load(ordering: .acquiring) && failure == nil { condition.wait() }
        if let failure { throw failure }
    }
}

/// What a frame's job does with the frames before it.
public enum FrameRole: Sendable {
    /// The first frame of its scene among those remembered: it is drawn, and later frames of the scene share its file.
    case keeps(FrameKeeper)
    /// A frame whose scene is exactly an earlier frame's: its name is a second name for that frame's file.
    case repeats(FrameKeeper)
}

/// Finds, on the replay thread and in frame order, the earlier frame whose scene a frame repeats.
///
/// A drag across a slider and back shows the same scenes again and again (a 6,000-event drag's 3,038 frames hold 362
/// different files' worth of bytes), and the frame before is only one of them. The finder remembers the last
/// `capacity` different scenes, by a hash and then exactly (`==`), and forgets the oldest first, so which frames
/// share a file depends on the frames alone, never on the workers; memory stays bounded however long the trace.
struct RepeatFinder {
    /// Different scenes remembered.
    static let capacity = 512
    /// The most names one file is given: the frame after them keeps a file of its own for the frames after it. Far
    /// below ext4's 65,000 links a file, so a link never fails for that, which would make the sharing depend on
    /// which worker got there first.
    static let namesPerFile = 10_000

    private struct Entry {
        var hash: Int
        var scene: Scene
        var keeper: FrameKeeper
        /// Names the keeper's file has so far.
        var names: Int
    }

    /// The scenes remembered, oldest at `next` once full.
    private var entries: [Entry] = []
    private var next = 0
    /// Places in `entries` by hash (looked up, never iterated).
    private var places: [Int: [Int]] = [:]

    /// The role of the frame of `scene` at `path`: repeating the first remembered frame of that scene, or keeping
    /// its own file for later frames.
    mutating func role(of scene: Scene, path: String) -> FrameRole {
        let hash = scene.hashValue
        if let found = places[hash] {
            for place in found where entries[place].scene == scene {
                if entries[place].names < Self.namesPerFile {
                    entries[place].names += 1
                    return .repeats(entries[place].keeper)
                }
                let keeper = FrameKeeper(path: path)
                entries[place].keeper = keeper
                entries[place].names = 1
                return .keeps(keeper)
            }
        }
        let keeper = FrameKeeper(path: path)
        let entry = Entry(hash: hash, scene: scene, keeper: keeper, names: 1)
        if entries.count < Self.capacity {
            places[hash, default: []].append(entries.count)
            entries.append(entry)
        } else {
            let old = entries[next].hash
            places[old]?.removeAll { $0 == next }
            if places[old]?.isEmpty == true { places[old] = nil }
            places[hash, default: []].append(next)
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
        return .keeps(keeper)
    }
}
