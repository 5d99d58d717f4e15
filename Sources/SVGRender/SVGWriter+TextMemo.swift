import SceneGraph

/// The `x` lists and contents of the text runs a writer wrote last.
///
/// A label drawn in frame after frame (the same text, at the same place, in the same font) is copied from here, not
/// laid out again glyph by glyph: placing a glyph, checking where a `<tspan>` must start and printing its x costs
/// about 180 instructions, and a run's x list and content were a third of the SVG writer's work. The key is
/// everything those bytes are made from, compared exactly: the text by its UTF-8 bytes (not `==`, which calls
/// canonically equivalent spellings equal), the offsets by value, x and the font size by their bits, the weight and
/// the tabular flag. The rest of the `<text>` element (y, size, colour, opacity) is written afresh every time. The
/// writer's options, which fix the number of decimals, clear the memo when they change.
struct TextMemo: Sendable {
    struct Entry: Sendable {
        var text: String
        var offsets: [Double]
        var x: UInt64
        var fontSize: UInt64
        var fontWeight: Int
        var tabular: Bool
        /// The x list's bytes, then the content's.
        var bytes: [UInt8]
        /// Where the content starts in `bytes`.
        var split: Int
    }

    /// Runs kept: a page of sliders shows a few per slider.
    static let capacity = 16
    /// The largest x list and content kept, so the memo's memory stays small whatever the labels.
    static let largestEntry = 4096

    private(set) var entries: [Entry] = []
    private var next = 0

    /// The entry for `run`, if one was kept.
    func index(of run: TextRun) -> Int? {
        // Read in place: copying an entry out of the array would retain and release its text and arrays.
        let x = run.origin.x.bitPattern, size = run.fontSize.bitPattern
        return entries.withUnsafeBufferPointer { kept in
            for i in kept.indices {
                let e = kept.baseAddress! + i
                if e.pointee.x == x && e.pointee.fontSize == size && e.pointee.fontWeight == run.fontWeight
                    && e.pointee.tabular == run.tabularDigits && Self.sameValues(e.pointee.offsets, run.offsets)
                    && ExactText.same(e.pointee.text, run.text) {
                    return i
                }
            }
            return nil
        }
    }

    /// Whether two lists of offsets hold the same values (`==` on each, so 0 and -0 are the same), read in place:
    /// the generic `==` on arrays costs several times as much.
    static func sameValues(_ a: [Double], _ b: [Double]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                if pa.baseAddress == pb.baseAddress { return true }
                for i in 0..<pa.count where pa[i] != pb[i] { return false }
                return true
            }
        }
    }

    /// Keeps `run`'s x list and content, in place of the oldest entry once the memo is full.
    mutating func add(_ run: TextRun, xList: UnsafeBufferPointer<UInt8>, content: UnsafeBufferPointer<UInt8>) {
        guard xList.count + content.count <= Self.largestEntry else { return }
        var bytes = [UInt8]()
        bytes.reserveCapacity(xList.count + content.count)
        bytes.append(contentsOf: xList)
        bytes.append(contentsOf: content)
        let entry = Entry(text: run.text, offsets: run.offsets, x: run.origin.x.bitPattern, fontSize: run.fontSize.bitPattern,
                          fontWeight: run.fontWeight, tabular: run.tabularDigits, bytes: bytes, split: xList.count)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }

    /// Forgets every run.
    mutating func removeAll() {
        entries.removeAll()
        next = 0
    }
}
