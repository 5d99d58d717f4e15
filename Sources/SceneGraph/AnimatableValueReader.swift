/// Reads animatable numbers in order from a slice, keeping the current value once the slice runs out.
struct AnimatableValueReader {
    private let values: ArraySlice<Double>
    private var index: Int

    /// A reader at the start of `values`.
    init(_ values: ArraySlice<Double>) {
        self.values = values
        self.index = values.startIndex
    }

    /// The next number, or `current` when there are none left.
    mutating func next(_ current: Double) -> Double {
        guard index < values.endIndex else { return current }
        defer { index += 1 }
        return values[index]
    }

    /// The next number, at least 0 (NaN becomes 0): for sizes, radii and line widths.
    mutating func length(_ current: Double) -> Double {
        let v = next(current)
        return v > 0 ? v : 0
    }

    /// The next two numbers as a point.
    mutating func point(_ current: Point) -> Point {
        let x = next(current.x)
        return Point(x: x, y: next(current.y))
    }

    /// The next four numbers as a colour (clamped by `Color`).
    mutating func color(_ current: Color) -> Color {
        let red = next(current.red), green = next(current.green), blue = next(current.blue)
        return Color(red: red, green: green, blue: blue, alpha: next(current.alpha))
    }

    /// The next five numbers as a rounded rectangle: x, y, width, height, corner radius.
    mutating func roundedRect(_ current: RoundedRect) -> RoundedRect {
        let x = next(current.rect.x), y = next(current.rect.y)
        let width = length(current.rect.width), height = length(current.rect.height)
        return RoundedRect(Rect(x: x, y: y, width: width, height: height), cornerRadius: length(current.cornerRadius))
    }

    /// The paint's numbers: fill if present, then stroke colour and width if present.
    mutating func paint(_ current: Paint) -> Paint {
        var paint = current
        if let fill = current.fill { paint.fill = color(fill) }
        if var stroke = current.stroke {
            stroke.color = color(stroke.color)
            stroke.width = length(stroke.width)
            paint.stroke = stroke
        }
        return paint
    }
}

extension Paint {
    /// How many animatable numbers the paint adds: 4 for a fill, 5 for a stroke.
    var animatableValueCount: Int { (fill == nil ? 0 : 4) + (stroke == nil ? 0 : 5) }
}

extension Array where Element == Double {
    /// Appends red, green, blue, alpha.
    mutating func appendColor(_ color: Color) {
        append(color.red)
        append(color.green)
        append(color.blue)
        append(color.alpha)
    }

    /// Appends x, y, width, height, corner radius.
    mutating func appendRoundedRect(_ rounded: RoundedRect) {
        append(rounded.rect.x)
        append(rounded.rect.y)
        append(rounded.rect.width)
        append(rounded.rect.height)
        append(rounded.cornerRadius)
    }

    /// Appends the fill colour if any, then the stroke colour and width if any.
    mutating func appendPaint(_ paint: Paint) {
        if let fill = paint.fill { appendColor(fill) }
        if let stroke = paint.stroke {
            appendColor(stroke.color)
            append(stroke.width)
        }
    }
}
