/// The numbers of a node that the timeline animates, and the structure that decides whether two nodes can be interpolated.
///
/// `animatableValues` lists a node's own numbers (never its children's) in this fixed order:
/// 1. transform: translateX, translateY, scale, anchor.x, anchor.y;
/// 2. opacity, saturation;
/// 3. shadow, if any: colour red, green, blue, alpha, radius, x, y;
/// 4. clip, if any: x, y, width, height, corner radius;
/// 5. the shape's numbers:
///    - group: none;
///    - roundedRect: x, y, width, height, corner radius, then the paint;
///    - circle: centre x, centre y, radius, then the paint;
///    - text: origin x, origin y, colour red, green, blue, alpha (glyph offsets and width are not animated: they belong
///      to the string, and change with it);
///    - path: x and y of every point in element order (a curve gives control 1, control 2, end), then the paint;
///    - paint: fill red, green, blue, alpha if there is a fill, then stroke red, green, blue, alpha, width if there is a stroke.
///
/// Colours interpolate component-wise in sRGB with straight alpha, the space `Color` stores. Two nodes with equal
/// `animationShapeKey`s have the same number of values with the same meanings, so they interpolate value by value.
extension Node {
    /// The node's animatable numbers in the documented order.
    public var animatableValues: [Double] {
        var values: [Double] = []
        values.reserveCapacity(animatableValueCount)
        appendAnimatableValues(to: &values)
        return values
    }

    /// How many numbers `animatableValues` holds.
    public var animatableValueCount: Int {
        var count = 7
        if shadow != nil { count += 7 }
        if clip != nil { count += 5 }
        switch shape {
        case .group:
            break
        case .roundedRect(_, let paint):
            count += 5 + paint.animatableValueCount
        case .circle(_, let paint):
            count += 3 + paint.animatableValueCount
        case .text:
            count += 6
        case .path(let path, let paint):
            for element in path.elements {
                switch element {
                case .move, .line: count += 2
                case .curve: count += 6
                case .close: break
                }
            }
            count += paint.animatableValueCount
        }
        return count
    }

    /// Replaces the node's animatable numbers, read in the documented order.
    ///
    /// Values past the end are ignored; missing values leave their attributes unchanged. The node's own rules still
    /// hold: opacity, saturation and colour components are clamped to 0...1, sizes, radii and line widths below 0
    /// become 0, and a corner radius is capped at half the shorter side.
    public mutating func setAnimatableValues(_ values: [Double]) {
        var reader = AnimatableValueReader(values[...])
        setAnimatableValues(from: &reader)
    }

    /// Which nodes can be interpolated into each other: equal keys mean the same kind of shape with the same
    /// structure (same text and font, same path commands, same presence of shadow, clip, fill and stroke).
    public var animationShapeKey: AnimationShapeKey {
        var fill = false
        var stroke: Stroke.Placement?
        let kind: AnimationShapeKey.Kind
        switch shape {
        case .group:
            kind = .group
        case .roundedRect(_, let paint):
            kind = .roundedRect
            fill = paint.fill != nil
            stroke = paint.stroke?.placement
        case .circle(_, let paint):
            kind = .circle
            fill = paint.fill != nil
            stroke = paint.stroke?.placement
        case .text(let run):
            kind = .text(run.text, fontSize: run.fontSize, fontWeight: run.fontWeight)
        case .path(let path, let paint):
            var commands = ""
            commands.reserveCapacity(path.elements.count)
            for element in path.elements {
                switch element {
                case .move: commands.append("M")
                case .line: commands.append("L")
                case .curve: commands.append("C")
                case .close: commands.append("Z")
                }
            }
            kind = .path(commands: commands)
            fill = paint.fill != nil
            stroke = paint.stroke?.placement
        }
        return AnimationShapeKey(
            kind: kind, hasShadow: shadow != nil, hasClip: clip != nil, hasFill: fill, strokePlacement: stroke)
    }

    /// Appends the animatable numbers in the documented order (`animatableValues` without an array of its own).
    public func appendAnimatableValues(to values: inout [Double]) {
        values.append(transform.translateX)
        values.append(transform.translateY)
        values.append(transform.scale)
        values.append(transform.anchor.x)
        values.append(transform.anchor.y)
        values.append(opacity.value)
        values.append(saturation.value)
        if let shadow {
            values.appendColor(shadow.color)
            values.append(shadow.radius)
            values.append(shadow.x)
            values.append(shadow.y)
        }
        if let clip { values.appendRoundedRect(clip) }
        switch shape {
        case .group:
            break
        case .roundedRect(let rounded, let paint):
            values.appendRoundedRect(rounded)
            values.appendPaint(paint)
        case .circle(let circle, let paint):
            values.append(circle.center.x)
            values.append(circle.center.y)
            values.append(circle.radius)
            values.appendPaint(paint)
        case .text(let run):
            values.append(run.origin.x)
            values.append(run.origin.y)
            values.appendColor(run.color)
        case .path(let path, let paint):
            for element in path.elements {
                switch element {
                case .move(let p), .line(let p):
                    values.append(p.x)
                    values.append(p.y)
                case .curve(let c1, let c2, let p):
                    values.append(c1.x)
                    values.append(c1.y)
                    values.append(c2.x)
                    values.append(c2.y)
                    values.append(p.x)
                    values.append(p.y)
                case .close:
                    break
                }
            }
            values.appendPaint(paint)
        }
    }

    /// Reads the animatable numbers in the documented order (the allocation-free core of `setAnimatableValues`).
    mutating func setAnimatableValues(from r: inout AnimatableValueReader) {
        transform.translateX = r.next(transform.translateX)
        transform.translateY = r.next(transform.translateY)
        transform.scale = r.next(transform.scale)
        transform.anchor.x = r.next(transform.anchor.x)
        transform.anchor.y = r.next(transform.anchor.y)
        opacity = UnitInterval(r.next(opacity.value))
        saturation = UnitInterval(r.next(saturation.value))
        if let old = shadow {
            let color = r.color(old.color)
            shadow = Shadow(color: color, radius: r.length(old.radius), x: r.next(old.x), y: r.next(old.y))
        }
        if let old = clip { clip = r.roundedRect(old) }
        switch shape {
        case .group:
            break
        case .roundedRect(let rounded, let paint):
            let newRounded = r.roundedRect(rounded)
            shape = .roundedRect(newRounded, r.paint(paint))
        case .circle(let circle, let paint):
            let center = Point(x: r.next(circle.center.x), y: r.next(circle.center.y))
            let newCircle = Circle(center: center, radius: r.length(circle.radius))
            shape = .circle(newCircle, r.paint(paint))
        case .text(var run):
            run.origin = Point(x: r.next(run.origin.x), y: r.next(run.origin.y))
            run.color = r.color(run.color)
            shape = .text(run)
        case .path(var path, let paint):
            shape = .group  // drop the shape's reference so the elements array is not shared needlessly
            for i in path.elements.indices {
                switch path.elements[i] {
                case .move(let p): path.elements[i] = .move(r.point(p))
                case .line(let p): path.elements[i] = .line(r.point(p))
                case .curve(let c1, let c2, let p):
                    let a = r.point(c1), b = r.point(c2)
                    path.elements[i] = .curve(a, b, r.point(p))
                case .close: break
                }
            }
            shape = .path(path, r.paint(paint))
        }
    }
}
