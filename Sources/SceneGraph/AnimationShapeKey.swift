/// The structure of a node that animation needs to be equal before it can interpolate two versions of the node.
public struct AnimationShapeKey: Hashable, Sendable {
    /// The shape kind, with what of it cannot be interpolated.
    public enum Kind: Hashable, Sendable {
        /// A group.
        case group
        /// A rounded rectangle.
        case roundedRect
        /// A circle.
        case circle
        /// Text: the string and the font, which change glyphs rather than move them.
        case text(String, fontSize: Double, fontWeight: Int)
        /// A path with these commands, one SVG letter each (M, L, C, Z).
        case path(commands: String)
    }

    /// The shape kind.
    public var kind: Kind
    /// Whether the node has a shadow.
    public var hasShadow: Bool
    /// Whether the node has a clip.
    public var hasClip: Bool
    /// Whether the shape has a fill.
    public var hasFill: Bool
    /// The stroke's placement, or nil without a stroke.
    public var strokePlacement: Stroke.Placement?

    /// Creates a key.
    public init(kind: Kind, hasShadow: Bool, hasClip: Bool, hasFill: Bool, strokePlacement: Stroke.Placement?) {
        self.kind = kind
        self.hasShadow = hasShadow
        self.hasClip = hasClip
        self.hasFill = hasFill
        self.strokePlacement = strokePlacement
    }

    /// Whether both keys are text whose values line up (same shadow and clip presence), whatever the strings and fonts.
    func hasSameTextLayout(as other: AnimationShapeKey) -> Bool {
        guard case .text = kind, case .text = other.kind else { return false }
        return hasShadow == other.hasShadow && hasClip == other.hasClip
    }
}
