import SceneGraph

/// What the HTML player shows: frames (one file per scheme, with a caption, detail lines and an optional point
/// marked over the image) and markers on a timeline of up to three lanes. Nothing in it is about sliders: the caller names the lanes, picks each marker's
/// shape and tone, and writes the captions.
public struct PlayerData: Hashable, Sendable {
    /// One rendered moment.
    public struct Frame: Hashable, Sendable {
        /// The frame number, as in the file names (`frames/0021.svg` is 21).
        public var index: Int
        /// Seconds on the timeline; a frame stays on screen until the next frame's time.
        public var t: Double
        /// One relative path per scheme, in the order of `PlayerData.schemes`.
        public var files: [String]
        /// The frame's caption, such as the value on screen ("$130 – $480").
        public var caption: String
        /// Detail lines, such as what VoiceOver speaks.
        public var details: [String]
        /// A point to mark over the frame, in the frame's points (such as where a finger is); nil marks nothing.
        public var pointer: Point?

        /// Creates a frame.
        public init(index: Int, t: Double, files: [String], caption: String, details: [String], pointer: Point? = nil) {
            self.index = index
            self.t = t
            self.files = files
            self.caption = caption
            self.details = details
            self.pointer = pointer
        }
    }

    /// How a marker is drawn.
    public enum Shape: String, Hashable, Sendable, CaseIterable {
        /// A tall bar, 2 pt wide.
        case bar
        /// A short thin tick.
        case tick
        /// A triangle pointing up.
        case up
        /// A triangle pointing down.
        case down
        /// A small rounded square.
        case square
        /// A tall hairline.
        case line
        /// A small dot.
        case dot
        /// A diamond.
        case diamond
    }

    /// A marker's colour role (the page's palette follows the light or dark scheme).
    public enum Tone: String, Hashable, Sendable, CaseIterable {
        /// Strong ink, for the main input.
        case primary
        /// Faint ink, for frequent minor input.
        case faint
        /// The accent colour.
        case control
        /// A translucent mark, for frequent results.
        case value
        /// A soft colour.
        case soft
        /// A strong, outlined colour, for rare important results.
        case strong
    }

    /// One mark on the timeline.
    public struct Marker: Hashable, Sendable {
        /// Seconds on the timeline.
        public var t: Double
        /// The frame the marker belongs to (its entry is listed under "This frame").
        public var frame: Int
        /// Lane 0, 1 or 2.
        public var lane: Int
        /// Shape.
        public var shape: Shape
        /// Colour role.
        public var tone: Tone
        /// What happened, such as "touchMove".
        public var kind: String
        /// Its details, such as "x 130".
        public var detail: String
        /// Drawn even when it crowds a neighbour of the same shape (otherwise thinned to one per half pixel).
        public var alwaysDrawn: Bool

        /// Creates a marker.
        public init(t: Double, frame: Int, lane: Int, shape: Shape, tone: Tone, kind: String, detail: String, alwaysDrawn: Bool = false) {
            self.t = t
            self.frame = frame
            self.lane = min(max(lane, 0), 2)
            self.shape = shape
            self.tone = tone
            self.kind = kind
            self.detail = detail
            self.alwaysDrawn = alwaysDrawn
        }
    }

    /// One entry of the legend under the timeline.
    public struct LegendEntry: Hashable, Sendable {
        /// Shape.
        public var shape: Shape
        /// Colour role.
        public var tone: Tone
        /// What it stands for.
        public var text: String

        /// Creates an entry.
        public init(_ shape: Shape, _ tone: Tone, _ text: String) {
            self.shape = shape
            self.tone = tone
            self.text = text
        }
    }

    /// Shown as the page title, e.g. "price.json × price-drag.json".
    public var title: String
    /// Frames per second of the frames (playback runs at real speed from the frames' times).
    public var fps: Double
    /// Frame width in points.
    public var width: Double
    /// Frame height in points.
    public var height: Double
    /// ["light"] or ["light", "dark"].
    public var schemes: [String]
    /// Heading of the caption card, such as "Value".
    public var captionTitle: String
    /// Heading of the detail lines, such as "VoiceOver".
    public var detailsTitle: String
    /// Names of the timeline's lanes (at most three).
    public var lanes: [String]
    /// The legend.
    public var legend: [LegendEntry]
    /// The frames in time order.
    public var frames: [Frame]
    /// The markers in drawing order.
    public var markers: [Marker]
    /// Scripts beside the page that hold the frames and markers instead (`PlayerPage.chunk`), in order, so a long
    /// replay's data is written as it is made; `frames` then holds only the first and last frame for the page's
    /// first paint.
    public var chunks: [String] = []
    /// The number of frames in the chunks (when there are chunks) or in `records`.
    public var chunkedFrameCount = 0
    /// The frames and markers already written as the page lists them (`PlayerRecords.appendArrays`), embedded in
    /// the page as they are, in place of `frames` and `markers`: `frames` then holds only the first and last frame
    /// for the page's first paint, and `chunkedFrameCount` tells how many there are. Unused with `chunks`.
    public var records: [UInt8]?
    /// What the dot of a frame's `pointer` stands for, as the legend names it (nil: no legend entry).
    public var pointerLabel: String?
    /// When the frames have no files, one picture per scheme shown instead at its own size (such as a contact sheet);
    /// the scrubber then moves the readouts and the timeline, not the picture.
    public var standIns: [String] = []
    /// A line shown above the frames, such as why they are not there.
    public var notice: String?

    /// Creates player data.
    public init(title: String, fps: Double, width: Double, height: Double, schemes: [String], captionTitle: String = "Caption",
                detailsTitle: String = "Details", lanes: [String] = [], legend: [LegendEntry] = [], frames: [Frame], markers: [Marker] = []) {
        self.title = title
        self.fps = fps
        self.width = width
        self.height = height
        self.schemes = schemes
        self.captionTitle = captionTitle
        self.detailsTitle = detailsTitle
        self.lanes = Array(lanes.prefix(3))
        self.legend = legend
        self.frames = frames
        self.markers = markers
    }
}
