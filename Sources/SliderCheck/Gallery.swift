import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// The gallery of a scene: one sheet with the matrix users check by eye. Rows are five Dynamic Type sizes × left to
/// right and right to left × light and dark; columns are the slider at rest, with the lower thumb grabbed, with its
/// values moved together (so a range slider's chips merge) and disabled. Rows grow to their tallest cell, columns to
/// their widest; row and column labels are text.
public enum Gallery {
    /// The Dynamic Type sizes of the rows, smallest first.
    public static let sizes: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility3, .accessibility5]
    /// Space between cells and around the sheet.
    public static let gap = 12.0
    /// Extra space above each group of rows of one size.
    public static let groupGap = 8.0

    /// One row: a text size, a direction and a colour scheme.
    public struct Row: Hashable, Sendable {
        /// The text size.
        public var size: DynamicTypeSize
        /// The layout direction.
        public var direction: LayoutDirection
        /// The colour scheme.
        public var scheme: ColorScheme

        /// Creates a row.
        public init(size: DynamicTypeSize, direction: LayoutDirection, scheme: ColorScheme) {
            self.size = size
            self.direction = direction
            self.scheme = scheme
        }

        /// "left to right · light".
        public var caption: String {
            (direction == .leftToRight ? "left to right" : "right to left") + " · " + scheme.rawValue
        }
    }

    /// One column: a title and how it changes the scene file.
    public struct Column: Sendable {
        /// The title, such as "chips merged".
        public var title: String
        /// The thumb drawn grabbed.
        public var grabbed: Thumb?
        /// The scene file of the column (before the row's environment).
        public var document: SceneDocument
    }

    /// Every row in order: by size, then left to right before right to left, then light before dark.
    public static var rows: [Row] {
        sizes.flatMap { size in
            LayoutDirection.allCases.flatMap { direction in ColorScheme.allCases.map { Row(size: size, direction: direction, scheme: $0) } }
        }
    }

    /// The four columns for `document`: rest, lower grabbed, values together, disabled.
    public static func columns(_ document: SceneDocument) -> [Column] {
        var rest = document
        rest.grabbed = nil
        rest.environment.isEnabled = true
        var disabled = rest
        disabled.environment.isEnabled = false
        let single = document.config.kind == .single
        return [
            Column(title: "rest", grabbed: nil, document: rest),
            Column(title: single ? "grabbed" : "lower grabbed", grabbed: .lower, document: rest),
            Column(title: together(document).title, grabbed: nil, document: together(rest).document),
            Column(title: "disabled", grabbed: nil, document: disabled),
        ]
    }

    /// The scene with its values moved together: a range slider's lower value up to the smallest allowed gap below
    /// the upper one (on the step grid), so chips merge ("chips merged") or the header reads two close values
    /// ("values close"); a single slider at its maximum ("at maximum").
    public static func together(_ document: SceneDocument) -> (title: String, document: SceneDocument) {
        var copy = document
        let config = document.config
        let lo = min(config.lowerBound, config.upperBound), hi = max(config.lowerBound, config.upperBound)
        guard lo.isFinite, hi.isFinite else { return ("values close", copy) }
        if config.kind == .single {
            copy.value = RangeBinding(single: hi)
            return ("at maximum", copy)
        }
        let span = hi - lo
        let distance = config.minimumDistance.isFinite ? max(config.minimumDistance, 0) : 0
        var gap = distance > 0 ? distance : span / 50
        if let step = config.step, step.isFinite, step > 0 {
            gap = max(step, (distance / step).rounded(.up) * step)
        }
        gap = min(gap, span)
        var upper = min(max(document.value.upper, lo), hi)
        var lower = upper - gap
        if lower < lo {
            lower = lo
            upper = lo + gap
        }
        copy.value = RangeBinding(lower, upper)
        return (config.readout == .thumbs ? "chips merged" : "values close", copy)
    }

    /// The cell at `row` and `column`.
    public static func cell(_ column: Column, _ row: Row) -> Scene {
        var document = column.document
        document.environment.dynamicTypeSize = row.size
        document.environment.layoutDirection = row.direction
        return document.stillScene(scheme: row.scheme, grabbed: column.grabbed)
    }

    /// The whole gallery of `document` as one scene.
    public static func scene(_ document: SceneDocument) -> Scene {
        let columns = columns(document), rows = rows
        let cells = rows.map { row in columns.map { cell($0, row) } }
        return sheet(cells: cells, rowLabels: rows.map { ($0.size.rawValue, $0.caption) }, columnTitles: columns.map(\.title), groupSize: 4)
    }
}
