import SceneGraph

extension SliderEngine {
    /// Space between the chip row and the track row (the seed's inner `VStack(spacing: 8)`).
    public static var chipRowSpacing: Double { 8 }
    /// Space between the header and the track row (the seed's outer `VStack(spacing: 10)`).
    public static var headerSpacing: Double { 10 }
    /// Space between header items in a line (`HStack(spacing: 8)`).
    public static var headerItemSpacing: Double { 8 }
    /// Space between stacked header lines (`VStack(spacing: 2)`).
    public static var headerLineSpacing: Double { 2 }
    /// Chip padding: 10 pt either side, 5 pt above and below.
    public static var chipPadding: (horizontal: Double, vertical: Double) { (10, 5) }
    /// The dash between values.
    public static var dash: String { "–" }

    /// The horizontal part of the layout only (row top left at 0): what a drag needs, without measuring any text for
    /// a range slider, so the reducer's move path stays cheap.
    public func horizontalLayout(_ environment: SliderEnvironment) -> SliderLayout {
        guard config.kind == .range else { return layout(environment) { ("", "") } }
        return SliderLayout(
            width: environment.width, trackOriginX: 0, trackWidth: environment.width, rowTop: 0,
            thumbSize: thumbSize, trackHeight: trackHeight, isRTL: environment.isRTL)
    }

    /// The layout for an environment. `texts` gives the formatted lower and upper values; only the header readout needs them.
    public func layout(_ environment: SliderEnvironment, texts: () -> (lower: String, upper: String)) -> SliderLayout {
        layout(environment, texts: texts) { headerFitsOnOneLine(lower: $0, upper: $1, environment: environment) }
    }

    /// `layout(_:texts:)`, deciding whether the header fits on one line with `fits`, so a scene builder can answer
    /// from the widths it has measured already.
    func layout(_ environment: SliderEnvironment, texts: () -> (lower: String, upper: String),
                fits: (_ lower: String, _ upper: String) -> Bool) -> SliderLayout {
        let type = environment.dynamicTypeSize
        var rowTop = 0.0
        var originX = 0.0
        var trackWidth = environment.width
        switch config.kind {
        case .range:
            switch config.readout {
            case .thumbs:
                rowTop = TextFont.chip.lineHeight(type) + 2 * Self.chipPadding.vertical + Self.chipRowSpacing
            case .header:
                let (lower, upper) = texts()
                rowTop = Self.headerHeight(fits: fits(lower, upper), type) + Self.headerSpacing
            case .hidden:
                rowTop = 0
            }
        case .single:
            let minimum = valueLabelWidth(config.minimumValueLabel, type)
            let maximum = valueLabelWidth(config.maximumValueLabel, type)
            let leading = environment.isRTL ? maximum : minimum
            let trailing = environment.isRTL ? minimum : maximum
            if leading > 0 { originX = leading + Self.valueLabelSpacing }
            trackWidth = max(environment.width - originX - (trailing > 0 ? trailing + Self.valueLabelSpacing : 0), 0)
            let labelHeight = TextFont.valueLabel.lineHeight(type)
            let target = max(44, thumbSize)
            rowTop = hasValueLabels ? max(0, (labelHeight - target) / 2) : 0
        }
        return SliderLayout(
            width: environment.width, trackOriginX: originX, trackWidth: trackWidth, rowTop: rowTop,
            thumbSize: thumbSize, trackHeight: trackHeight, isRTL: environment.isRTL)
    }

    /// Whether a single slider has a minimum or maximum value label.
    public var hasValueLabels: Bool { config.minimumValueLabel != nil || config.maximumValueLabel != nil }

    /// Whether "lower – upper" fits on one line in the slider's width (`ViewThatFits` picks the line, else the stack).
    public func headerFitsOnOneLine(lower: String, upper: String, environment: SliderEnvironment) -> Bool {
        Self.headerFits(lower: lower, upper: upper, environment: environment) {
            TextMeasure.width($0, fontSize: $1, weight: TextFont.header.weight, tabularDigits: TextFont.header.tabularDigits)
        }
    }

    /// `headerFitsOnOneLine` with the header font's widths from `width` (text, font size), such as a cache's.
    static func headerFits(lower: String, upper: String, environment: SliderEnvironment,
                           width: (_ text: String, _ fontSize: Double) -> Double) -> Bool {
        let size = TextFont.header.size(environment.dynamicTypeSize)
        return headerFits(width(lower, size), width(dash, size), width(upper, size), in: environment.width)
    }

    /// Whether header items of these widths (lower, dash, upper), with the spacing between them, fit in `width`.
    /// Three arguments, not an array: the scene builder asks for every frame.
    static func headerFits(_ lower: Double, _ dash: Double, _ upper: Double, in width: Double) -> Bool {
        lower + dash + upper + 2 * headerItemSpacing <= width
    }

    /// Height of the header: one title3 line (SF Pro's line height, 23.87 pt at the default size), or three stacked
    /// lines 2 pt apart when the line does not fit.
    public func headerHeight(lower: String, upper: String, environment: SliderEnvironment) -> Double {
        Self.headerHeight(fits: headerFitsOnOneLine(lower: lower, upper: upper, environment: environment),
                          environment.dynamicTypeSize)
    }

    /// One header line when it fits, else three stacked lines and the spacing between them.
    static func headerHeight(fits: Bool, _ type: DynamicTypeSize) -> Double {
        let line = TextFont.header.lineHeight(type)
        return fits ? line : 3 * line + 2 * headerLineSpacing
    }

    /// Width of a single slider's value label: its text in body regular, or its symbol's advance at the body size.
    public func valueLabelWidth(_ label: ValueLabel?, _ type: DynamicTypeSize) -> Double {
        guard let label else { return 0 }
        let font = TextFont.valueLabel
        let size = font.size(type)
        switch label {
        case .text(let text): return TextMeasure.width(text, fontSize: size, weight: font.weight, tabularDigits: font.tabularDigits)
        case .icon(let icon): return icon.advance * size
        }
    }
}
