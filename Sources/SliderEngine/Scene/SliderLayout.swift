import SceneGraph

/// Where everything sits, in the slider's own frame (origin top-left, x to the right on screen in every direction).
///
/// The stacks follow the seed: `.thumbs` is the chip row, 8 pt, then the track row; `.header` is the header, 10 pt,
/// then the track row; `.hidden` is the track row alone. The track row is `max(44, thumbSize)` tall.
public struct SliderLayout: Hashable, Sendable {
    /// The slider's width.
    public var width: Double
    /// Left edge of the track row (0 for a range slider; after a value label for a single slider).
    public var trackOriginX: Double
    /// Width of the track row: the seed's `width` state.
    public var trackWidth: Double
    /// Top of the track row.
    public var rowTop: Double
    /// Drawn thumb diameter.
    public var thumbSize: Double
    /// Track thickness.
    public var trackHeight: Double
    /// Whether the track runs right to left.
    public var isRTL: Bool

    /// Creates a layout.
    public init(width: Double, trackOriginX: Double, trackWidth: Double, rowTop: Double, thumbSize: Double, trackHeight: Double, isRTL: Bool) {
        self.width = width
        self.trackOriginX = trackOriginX
        self.trackWidth = trackWidth
        self.rowTop = rowTop
        self.thumbSize = thumbSize
        self.trackHeight = trackHeight
        self.isRTL = isRTL
    }

    /// Half the thumb.
    public var radius: Double { thumbSize / 2 }
    /// The touch and VoiceOver target: at least 44 pt.
    public var target: Double { max(44, thumbSize) }
    /// Distance the thumb centre travels: `max(width − thumbSize, 1)`.
    public var usable: Double { max(trackWidth - thumbSize, 1) }
    /// How far the 44 pt target of an end thumb reaches past the row: `(target − thumbSize) / 2`.
    public var overhang: Double { max(0, (target - thumbSize) / 2) }
    /// Vertical centre of the track row.
    public var rowMidY: Double { rowTop + target / 2 }
    /// Bottom of the slider.
    public var height: Double { rowTop + target }

    /// Thumb centre for a fraction of the bounds, in track-row coordinates: `radius + f × usable`, mirrored in right-to-left.
    public func localX(fraction f: Double) -> Double {
        radius + (isRTL ? 1 - f : f) * usable
    }

    /// The fraction of the bounds under a track-row x: `clamp((x − radius) / usable, 0, 1)`, mirrored in right-to-left.
    public func fraction(localX x: Double) -> Double {
        let f = min(max((x - radius) / usable, 0), 1)
        return isRTL ? 1 - f : f
    }

    /// Where touches count: the track row widened by the overhang on every side.
    public var hitArea: Rect {
        Rect(x: trackOriginX, y: rowTop, width: trackWidth, height: target).outset(by: overhang)
    }
}
