import SceneGraph

/// What a subtree of a frame is built from, compared exactly: numbers by their bits, texts by their bytes.
protocol SubtreeKey {
    func isSame(as other: Self) -> Bool
}

/// A subtree built last, what it was built from, and the box it added to its parent's layout.
///
/// Consecutive frames share most of their pieces: a drag moves one thumb and the fill while the other thumb stays,
/// and a slider at rest is the same frame again. A piece built from exactly the same inputs as the one built last is
/// that node again, with its children's storage: nothing is allocated for it or freed with the frame before, and an
/// SVG writer that kept the frame before finds its children the same storage and copies their bytes unread.
///
/// A class, changed in place: as an optional struct in the cache, each look at its key copied the whole of it out
/// first, node and all.
final class BuiltSubtree<Key: SubtreeKey> {
    private var key: Key?
    private var node = Node.group("", [])
    /// What the piece added to its parent's layout box. Boxes are kept as their extremes, so adding this box gives
    /// the parent the same extremes, bit for bit, as adding what the piece added.
    private var box = LayoutBox()

    /// Counts the pieces kept in this slot: a list of pieces made when each slot's count was what it is now holds
    /// the pieces the slots hold now.
    private(set) var generation: UInt64 = 0

    /// Whether the piece kept was built from `key`.
    func matches(_ key: Key) -> Bool {
        self.key?.isSame(as: key) == true
    }

    /// Appends the piece to `nodes` when it was built from `key`, and adds what it lays out to `parent`; whether it
    /// was.
    func reuse(_ key: Key, appendingTo nodes: inout [Node], into parent: inout LayoutBox) -> Bool {
        guard matches(key) else { return false }
        parent.add(box)
        nodes.append(node)
        return true
    }

    /// Keeps `node`, built from `key` and laying out `box`, in place of the one kept; `box` is added to `parent`. (A
    /// piece is built between `reuse` and `keep` by its caller: a closure passed in to build it copied the scene
    /// builder with every call.)
    func keep(_ node: Node, _ key: Key, box: LayoutBox, into parent: inout LayoutBox) {
        parent.add(box)
        self.key = key
        self.node = node
        self.box = box
        generation &+= 1
    }
}

/// The pieces of a frame a scene cache hands out again; made at its second scene, so a cache that draws one frame
/// (each `check` case has its own) allocates and clears none of it.
final class BuiltSubtrees {
    let lowerThumb = BuiltSubtree<ThumbKey>()
    let upperThumb = BuiltSubtree<ThumbKey>()
    let track = BuiltSubtree<TrackKey>()
    let chips = BuiltSubtree<ChipsKey>()
    /// A single slider's thumb (a slot of its own: its node is not a range slider's thumb made from the same key).
    let singleThumb = BuiltSubtree<ThumbKey>()
    let minimumLabel = BuiltSubtree<ValueLabelKey>()
    let maximumLabel = BuiltSubtree<ValueLabelKey>()

    /// The range slider's list of pieces made last, what it laid out, and which pieces it holds.
    private(set) var list: [Node] = []
    private(set) var listBox = LayoutBox()
    private(set) var listParts = PieceList()

    /// Keeps a list of pieces just made.
    func keepList(_ nodes: [Node], box: LayoutBox, parts: PieceList) {
        list = nodes
        listBox = box
        listParts = parts
    }
}

/// Which pieces a list holds, in order: each as its slot and the slot's `generation` (the header's, the cache's
/// `headerGeneration`). Two lists with the same parts hold the same nodes.
struct PieceList: Equatable {
    /// The slots, as they are numbered in the parts.
    enum Slot: UInt64 {
        case header = 1, chips, track, lowerThumb, upperThumb
    }

    private(set) var count = 0
    /// Slot and generation of each piece, in order.
    private var words = SIMD8<UInt64>()

    /// Adds a piece: `slot`'s kept piece at `generation`. A list holds four pieces at most.
    mutating func append(_ slot: Slot, _ generation: UInt64) {
        precondition(count < 4, "a range slider has four pieces at most")
        words[2 * count] = slot.rawValue
        words[2 * count + 1] = generation
        count += 1
    }
}

/// Everything a thumb is drawn from (a single slider's is never grabbed and does not grow: both false).
struct ThumbKey: SubtreeKey {
    var x: Double
    var rowMidY: Double
    var radius: Double
    var grabbed: Bool
    var reduceMotion: Bool
    var face: Color
    var border: Color

    func isSame(as other: ThumbKey) -> Bool {
        x.bitPattern == other.x.bitPattern && rowMidY.bitPattern == other.rowMidY.bitPattern
            && radius.bitPattern == other.radius.bitPattern && grabbed == other.grabbed && reduceMotion == other.reduceMotion
            && face.hasSameBits(as: other.face) && border.hasSameBits(as: other.border)
    }
}

/// Everything the track and its filled span are drawn from. The track's origin is here because the track reads it,
/// though no two frames differ in it alone: a range slider's track starts at 0, and a single slider's filled span
/// starts (or, right to left, ends) where its track does, so a moved track moves `start` or `end` too. The tests
/// therefore cannot show it is needed; a key that follows what is read stays right if the layout changes.
struct TrackKey: SubtreeKey {
    var start: Double
    var end: Double
    var originX: Double
    var width: Double
    var height: Double
    var rowTop: Double
    var target: Double
    var track: Color
    var fill: Color

    func isSame(as other: TrackKey) -> Bool {
        start.bitPattern == other.start.bitPattern && end.bitPattern == other.end.bitPattern
            && originX.bitPattern == other.originX.bitPattern && width.bitPattern == other.width.bitPattern
            && height.bitPattern == other.height.bitPattern && rowTop.bitPattern == other.rowTop.bitPattern
            && target.bitPattern == other.target.bitPattern && track.hasSameBits(as: other.track)
            && fill.hasSameBits(as: other.fill)
    }
}

/// Everything the row of value chips is drawn from. The direction is here because the merged chip reads it (the
/// lower value on the right, right to left), though it never changes alone: flipping the direction moves both thumbs
/// unless both sit in the middle, where their values, and so their texts, are the same and the merged chip reads the
/// same both ways.
struct ChipsKey: SubtreeKey {
    var lower: String
    var upper: String
    var lowerX: Double
    var upperX: Double
    var active: Thumb?
    var isRTL: Bool
    var type: DynamicTypeSize
    var width: Double
    var fill: Color
    var chip: Color
    var ink: Color
    var label: Color

    func isSame(as other: ChipsKey) -> Bool {
        lowerX.bitPattern == other.lowerX.bitPattern && upperX.bitPattern == other.upperX.bitPattern
            && active == other.active && isRTL == other.isRTL && type == other.type
            && width.bitPattern == other.width.bitPattern && fill.hasSameBits(as: other.fill)
            && chip.hasSameBits(as: other.chip) && ink.hasSameBits(as: other.ink) && label.hasSameBits(as: other.label)
            && ExactText.same(lower, other.lower) && ExactText.same(upper, other.upper)
    }
}

/// Everything a single slider's value label is drawn from: a text by its bytes, or a symbol; where it starts, the row
/// it is centred on, the text size, the direction (which mirrors the speakers) and the colour. The direction never
/// changes alone (it moves each label to the other end of the slider), so no test can show it is needed; it is here
/// because the label reads it.
struct ValueLabelKey: SubtreeKey {
    /// The label as a symbol and a text (empty for a symbol), compared without copying an enum's case out.
    var icon: Icon?
    var text: String
    var x: Double
    var rowMidY: Double
    var type: DynamicTypeSize
    var isRTL: Bool
    var color: Color

    init(_ label: ValueLabel, x: Double, rowMidY: Double, type: DynamicTypeSize, isRTL: Bool, color: Color) {
        switch label {
        case .text(let text): (icon, self.text) = (nil, text)
        case .icon(let icon): (self.icon, text) = (icon, "")
        }
        self.x = x
        self.rowMidY = rowMidY
        self.type = type
        self.isRTL = isRTL
        self.color = color
    }

    func isSame(as other: ValueLabelKey) -> Bool {
        x.bitPattern == other.x.bitPattern && rowMidY.bitPattern == other.rowMidY.bitPattern && type == other.type
            && isRTL == other.isRTL && icon == other.icon && color.hasSameBits(as: other.color) && ExactText.same(text, other.text)
    }
}
