import SceneGraph
import Synchronization

/// A frame whose file later frames of the same scene share: its path, and whether that file is there yet.
///
/// Made by `RepeatFinder` on the replay thread for each frame unlike the frames it remembers; the worker that writes
/// the frame says when its file is in place (`KeeperBoard.finish`), and a worker given a later frame of the same
/// scene waits for that before it links the later frame's name to the file.
public final class FrameKeeper: @unchecked Sendable {
    /// The frame's path in the output folder.
    let path: String
    /// Whether the file is in place; set under the board's lock, and read without it once set.
    fileprivate let written = Atomic(false)
    /// The file's bytes, set before `written` (and never after), read once it is; or set by `keepDrawn` on the
    /// thread that drew the frame before the frame was handed over, and never after.
    private(set) var bytes: [UInt8] = []
    /// Whether `bytes` were kept when the frame was drawn (`FrameFiles.draw`), before its job was handed over.
    private(set) var drawnFirst = false

    init(path: String) {
        self.path = path
    }

    /// Keeps the file's bytes; before the board says the file is written. Kept already when drawn first: the
    /// thread that drew the frame may be reading them, for the frames that repeat it.
    fileprivate func keep(_ bytes: [UInt8]) {
        if !drawnFirst { self.bytes = bytes }
    }

    /// Keeps the frame's bytes as it is drawn, before its job is handed to the thread that writes the file.
    func keepDrawn(_ bytes: [UInt8]) {
        self.bytes = bytes
        drawnFirst = true
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

    /// Records that `keeper`'s file is in place holding `bytes`, and wakes the workers waiting for it.
    func finish(_ keeper: FrameKeeper, bytes: [UInt8]) {
        keeper.keep(bytes)
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
    /// A frame unlike the frames remembered: later frames like it may share its file.
    case keeps(FrameKeeper)
    /// A frame like an earlier one: its name is a second name for that frame's file when their bytes are the same.
    case repeats(FrameKeeper)
}

/// Finds, on the replay thread and in frame order, the earlier frame that a frame probably repeats.
///
/// A drag across a slider and back shows the same scenes again and again (a 6,000-event drag's 3,038 frames hold 362
/// different files' worth of bytes), and the frame before is only one of them. The finder remembers the last
/// `capacity` different frames by `Scene.frameFingerprint`, and forgets the oldest first; a
/// frame whose fingerprint it remembers repeats that frame, and the worker links the two only when their bytes are
/// the same (a fingerprint is not proof). So which frames share a file depends on the frames alone, never on the
/// workers, and the finder's work and memory are small and bounded however long the trace. (Comparing whole scenes
/// here, with `Scene`'s own hash and `==`, cost 30 k instructions a frame on the one thread every frame goes through.)
struct RepeatFinder {
    /// Different frames remembered.
    static let capacity = 512
    /// The most names one file is given: the frame after them keeps a file of its own for the frames after it. Far
    /// below ext4's 65,000 links a file, so a link never fails for that, which would make the sharing depend on
    /// which worker got there first.
    static let namesPerFile = 10_000

    private struct Entry {
        var fingerprint: Int
        var keeper: FrameKeeper
        /// Frames given the keeper's file so far.
        var names: Int
    }

    /// The frames remembered, oldest at `next` once full.
    private var entries: [Entry] = []
    private var next = 0
    /// Places in `entries` by fingerprint (looked up, never iterated).
    private var places: [Int: Int] = [:]
    /// The frame before, and its place in `entries`: a frame held still is the same scene, storage and all.
    private var previous: (scene: Scene, place: Int)?
    /// The fingerprint (`Scene.frameFingerprint`) of the scene `role` was last asked about.
    private(set) var fingerprint: UInt64 = 0
    /// `fingerprint` as the key of `places`.
    private var key: Int { Int(truncatingIfNeeded: fingerprint) }

    /// The role of the frame of `scene` at `path`: repeating the remembered frame with its fingerprint, or keeping
    /// its own file for later frames.
    mutating func role(of scene: Scene, path: String) -> FrameRole {
        let place: Int?
        if let previous, Self.sameStorage(previous.scene, scene) {
            // The same scene as before: the same fingerprint and place.
            place = previous.place
        } else {
            fingerprint = scene.frameFingerprint
            place = places[key]
        }
        if let place, entries[place].names < Self.namesPerFile {
            entries[place].names += 1
            previous = (scene, place)
            return .repeats(entries[place].keeper)
        }
        let keeper = FrameKeeper(path: path)
        if let place {
            // The file has all the names it takes: this frame's file takes the next ones.
            entries[place].keeper = keeper
            entries[place].names = 1
            previous = (scene, place)
            return .keeps(keeper)
        }
        let entry = Entry(fingerprint: key, keeper: keeper, names: 1)
        let at: Int
        if entries.count < Self.capacity {
            at = entries.count
            entries.append(entry)
        } else {
            at = next
            places[entries[at].fingerprint] = nil
            entries[at] = entry
            next = (next + 1) % Self.capacity
        }
        places[key] = at
        previous = (scene, at)
        return .keeps(keeper)
    }

    /// Whether two scenes hold the very same storage (so they are equal without reading them).
    static func sameStorage(_ a: Scene, _ b: Scene) -> Bool {
        guard a.size == b.size, a.background == b.background, a.nodes.count == b.nodes.count,
              a.accessibility.count == b.accessibility.count else { return false }
        let nodes = a.nodes.withUnsafeBufferPointer { x in b.nodes.withUnsafeBufferPointer { x.baseAddress == $0.baseAddress } }
        return nodes && a.accessibility.withUnsafeBufferPointer { x in
            b.accessibility.withUnsafeBufferPointer { x.baseAddress == $0.baseAddress }
        }
    }
}
