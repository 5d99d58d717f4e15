import SceneGraph

extension Scene {
    /// The values on screen as one line: "$130 – $480", or one value for a single slider; on a page each slider's,
    /// top to bottom, apart by " · " ("$120 – $480 · 24 – 41").
    public var displayedValue: String {
        // Slider prefixes are compared as UTF-8 (`s1` of `s1/thumb.lower`) rather than by `Character`, which is far
        // slower, and this runs for every frame of a replay's player data.
        var text = ""
        var slider: Substring.UTF8View?
        for element in accessibility {
            let id = element.id.utf8
            let own = id[..<(id.firstIndex(of: UInt8(ascii: "/")) ?? id.startIndex)]
            if let slider { text += slider.elementsEqual(own) ? " – " : " · " }
            slider = own
            text += element.value
        }
        return text
    }
}

extension SliderEvent {
    /// The event's type name as it appears in trace files.
    public var name: String {
        switch self {
        case .touchDown: return "touchDown"
        case .touchMove: return "touchMove"
        case .touchUp: return "touchUp"
        case .touchCancel: return "touchCancel"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .setDisabled: return "setDisabled"
        case .setReduceMotion: return "setReduceMotion"
        case .setValue: return "setValue"
        case .setWidth: return "setWidth"
        case .setLayoutDirection: return "setLayoutDirection"
        case .setDynamicTypeSize: return "setDynamicTypeSize"
        case .setColorScheme: return "setColorScheme"
        }
    }

    /// A short description of the event's data: "x 130", "upper", "[10,20]".
    public var detail: String {
        switch self {
        case .touchDown(let x, let y), .touchMove(let x, let y):
            return Self.pointDetail(x, y)
        case .touchUp, .touchCancel: return ""
        case .increment(let thumb), .decrement(let thumb): return thumb.rawValue
        case .setDisabled(let b), .setReduceMotion(let b): return b ? "true" : "false"
        case .setValue(let v, let animated): return "[\(v.lower.shortestText),\(v.upper.shortestText)]" + (animated ? " animated" : "")
        case .setWidth(let w): return NumberText.string(w)
        case .setLayoutDirection(let d): return d.rawValue
        case .setDynamicTypeSize(let s): return s.rawValue
        case .setColorScheme(let c): return c.rawValue
        }
    }

    /// "x 130" or "x 130, y 12.5" (`appendPointDetail` as a string).
    static func pointDetail(_ x: Double, _ y: Double?) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(32)
        appendPointDetail(x, y, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// `pointDetail(x, y)` appended to `out`: letters, digits, `.`, `-`, `,` and spaces, which JSON writes as they
    /// are, so the player's data quotes it without looking for escapes.
    @inlinable
    public static func appendPointDetail<Sink: ByteSink>(_ x: Double, _ y: Double?, to out: inout Sink) {
        out.append(UInt8(ascii: "x"))
        out.append(UInt8(ascii: " "))
        NumberText.append(x, decimals: 2, to: &out)
        if let y {
            out.append(UInt8(ascii: ","))
            out.append(UInt8(ascii: " "))
            out.append(UInt8(ascii: "y"))
            out.append(UInt8(ascii: " "))
            NumberText.append(y, decimals: 2, to: &out)
        }
    }
}
