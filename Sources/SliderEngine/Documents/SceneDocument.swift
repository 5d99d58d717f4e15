import SceneGraph

/// The number type a scene's binding holds.
public enum ValueType: String, Hashable, Sendable, CaseIterable {
    /// `Double`.
    case double
    /// `Float`.
    case float
}

/// The canvas a still frame is drawn on: padding around the slider and the page colour behind it.
public struct Canvas: Hashable, Sendable {
    /// Space around the slider on every side, in points (default: the engine's `SceneOptions`).
    public var padding: Double = SceneOptions().padding
    /// Page colour; defaults to the seed example's background, as `SceneOptions` does. nil is transparent.
    public var background: AdaptiveColor? = SceneOptions().background

    /// Creates a canvas.
    public init(padding: Double = SceneOptions().padding, background: AdaptiveColor? = SceneOptions().background) {
        self.padding = padding
        self.background = background
    }
}

/// A scene file: a slider's configuration, its binding, its environment, the canvas and an optional held thumb.
///
/// Read one with `SceneDocument(contentsOf:)` or `SceneDocument(bytes:file:)`; errors are `DocumentError`s with the
/// file, line:column and JSON path. `jsonBytes()` writes it back so that reading the bytes gives the same document.
public struct SceneDocument: Hashable, Sendable {
    /// The slider.
    public var config: SliderConfig
    /// The binding: two numbers for a range slider, one for a single slider (stored in both ends).
    public var value: RangeBinding<Double>
    /// `Double` or `Float`.
    public var valueType: ValueType
    /// Width, direction, colour scheme, Dynamic Type and the other settings.
    public var environment: SliderEnvironment
    /// Padding and page colour.
    public var canvas: Canvas
    /// A thumb drawn as held, from the file's `"state": {"active": "lower"}`; `render --state` overrides it.
    public var grabbed: Thumb?

    /// Creates a document.
    public init(config: SliderConfig, value: RangeBinding<Double>, valueType: ValueType = .double,
                environment: SliderEnvironment = SliderEnvironment(), canvas: Canvas = Canvas(), grabbed: Thumb? = nil) {
        self.config = config
        self.value = value
        self.valueType = valueType
        self.environment = environment
        self.canvas = canvas
        self.grabbed = grabbed
    }

    /// Reads a scene file's bytes; `file` names it in errors.
    public init(bytes: [UInt8], file: String) throws {
        self = try SceneFile.parse(bytes, file: file)
    }

    /// Reads a scene file from disk (`-` is stdin).
    public init(contentsOf path: String) throws {
        try self.init(bytes: DocumentFile.read(path), file: path)
    }
}

/// The scene file format.
enum SceneFile {
    static let topKeys = ["slider", "environment", "canvas", "state", "$schema", "comment"]
    static let sliderKeys = [
        "kind", "bounds", "value", "step", "minimumDistance", "readout", "lowerLabel", "upperLabel", "label",
        "minimumValueLabel", "maximumValueLabel", "valueType", "format", "style",
    ]
    static let environmentKeys = ["width", "layoutDirection", "colorScheme", "dynamicTypeSize", "reduceMotion", "isEnabled", "locale"]

    /// Parses scene JSON; errors name `file`, the JSON path and the line.
    static func parse(_ bytes: [UInt8], file: String) throws -> SceneDocument {
        let root = try JSONField.root(bytes, file: file).object()
        try root.allowOnly(topKeys)
        let slider = try root.required("slider").object()
        try slider.allowOnly(sliderKeys)

        let kind = try slider.nonNull("kind")?.oneOf(SliderConfig.Kind.self) ?? .range
        let valueType = try slider.nonNull("valueType")?.oneOf(ValueType.self) ?? .double
        func checked(_ f: JSONField, _ x: Double) throws -> Double {
            if valueType == .float, abs(x) > Double(Float.greatestFiniteMagnitude) {
                throw f.fail("\(x.shortestText) does not fit in a Float")
            }
            return x
        }
        let boundsField = try slider.required("bounds")
        let bounds = try boundsField.numbers(count: 2).map { try checked(boundsField, $0) }
        let valueField = try slider.required("value")
        let value: RangeBinding<Double>
        switch kind {
        case .range:
            if case .number = valueField.value.kind {
                throw valueField.fail("a range slider takes two numbers, [lower, upper], found one number")
            }
            let v = try valueField.numbers(count: 2).map { try checked(valueField, $0) }
            value = RangeBinding(v[0], v[1])
        case .single:
            if case .array = valueField.value.kind {
                throw valueField.fail("a single slider takes one number, found an array; use \"kind\": \"range\" for two values")
            }
            let v = try checked(valueField, valueField.number())
            value = RangeBinding(single: v)
        }
        guard (bounds[1] - bounds[0]).isFinite else {
            throw boundsField.fail("the span from \(bounds[0].shortestText) to \(bounds[1].shortestText) is too large for a 64-bit float; keep the bounds within ±8.9e307")
        }
        var config = SliderConfig(kind: kind, bounds: (bounds[0], bounds[1]))
        if let f = slider.nonNull("step") {
            let step = try checked(f, f.number())
            let span = abs(bounds[1] - bounds[0])
            if step > 0, span > 0, step < span * 1e-12 {
                throw f.fail("a step of \(step.shortestText) is less than 1e-12 of the span \(span.shortestText); the slider would have more than a trillion positions")
            }
            config.step = step
        }
        if let f = slider.nonNull("minimumDistance") {
            guard kind == .range else { throw f.fail("minimumDistance applies to range sliders only") }
            config.minimumDistance = try f.number("a distance of 0 or more") { $0 >= 0 }
        }
        if let f = slider.nonNull("readout") {
            guard kind == .range else { throw f.fail("readout applies to range sliders only") }
            config.readout = try f.oneOf(SliderConfig.Readout.self)
        }
        if let f = slider.nonNull("lowerLabel") { config.lowerLabel = try f.string() }
        if let f = slider.nonNull("upperLabel") { config.upperLabel = try f.string() }
        if let f = slider.nonNull("label") { config.label = try f.string() }
        for key in ["minimumValueLabel", "maximumValueLabel"] {
            guard let f = slider.nonNull(key) else { continue }
            guard kind == .single else { throw f.fail("\(key) applies to single sliders only") }
            let label = try valueLabel(f)
            if key == "minimumValueLabel" { config.minimumValueLabel = label } else { config.maximumValueLabel = label }
        }
        if let f = slider.nonNull("format") { config.format = try format(f) }
        if let f = slider.nonNull("style") { config.style = try style(f) }

        var environment = SliderEnvironment()
        if let f = root.nonNull("environment") {
            let env = try f.object()
            try env.allowOnly(environmentKeys)
            if let w = env.nonNull("width") { environment.width = try w.number("a width greater than 0 and at most 100000 points") { $0 > 0 && $0 <= SliderEnvironment.maximumWidth } }
            if let d = env.nonNull("layoutDirection") { environment.layoutDirection = try d.oneOf(LayoutDirection.self) }
            if let c = env.nonNull("colorScheme") { environment.colorScheme = try c.oneOf(ColorScheme.self) }
            if let s = env.nonNull("dynamicTypeSize") { environment.dynamicTypeSize = try s.oneOf(DynamicTypeSize.self) }
            if let r = env.nonNull("reduceMotion") { environment.reduceMotion = try r.bool() }
            if let e = env.nonNull("isEnabled") { environment.isEnabled = try e.bool() }
            if let l = env.nonNull("locale") { environment.locale = try locale(l) }
        }
        var canvas = Canvas()
        if let f = root.optional("canvas") {
            let c = try f.object()
            try c.allowOnly(["padding", "background"])
            if let p = c.nonNull("padding") { canvas.padding = try p.number("a padding between 0 and 1000") { $0 >= 0 && $0 <= 1000 } }
            if let b = c.optional("background") { canvas.background = b.isNull ? nil : try color(b) }
        }
        var grabbed: Thumb?
        if let f = root.nonNull("state") {
            let o = try f.object()
            try o.allowOnly(["active"])
            if let a = o.nonNull("active") {
                grabbed = try a.oneOf(Thumb.self)
                if kind == .single, grabbed == .upper { throw a.fail("a single slider has one thumb; use \"lower\"") }
            }
        }
        return SceneDocument(config: config, value: value, valueType: valueType, environment: environment, canvas: canvas, grabbed: grabbed)
    }

    static func locale(_ f: JSONField) throws -> String {
        let s = try f.string()
        let parts = s.split(separator: "_", omittingEmptySubsequences: false).flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        let valid = !parts.isEmpty && (2...3).contains(parts[0].count) && parts[0].allSatisfy(\.isLetter)
            && parts.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isLetter || $0.isNumber } }
        guard valid else { throw f.fail("\"\(Excerpt.of(s))\" is not a locale identifier such as \"en_US\" or \"ar_EG\"") }
        return s
    }

    static func valueLabel(_ f: JSONField) throws -> ValueLabel {
        if case .string(let text) = f.value.kind { return .text(text) }
        let o = try f.object()
        try o.allowOnly(["text", "icon"])
        if let t = o.nonNull("text") { return .text(try t.string()) }
        if let i = o.nonNull("icon") { return .icon(try i.oneOf(Icon.self)) }
        throw f.fail("expected {\"text\": …} or {\"icon\": …}")
    }

    static func format(_ f: JSONField) throws -> ValueFormat {
        let o = try f.object()
        try o.allowOnly(["style", "code", "fractionLength", "grouping"])
        let name = try o.nonNull("style")?.string() ?? "automatic"
        let style: ValueFormat.Style
        switch name {
        case "automatic": style = .automatic
        case "number": style = .number
        case "percent": style = .percent
        case "integer": style = .integer
        case "currency":
            let codeField = try o.required("code")
            let code = try codeField.string()
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw codeField.fail("\"\(Excerpt.of(code))\" is not an ISO 4217 currency code such as \"USD\"")
            }
            style = .currency(code: code.uppercased())
        default:
            throw try o.required("style").fail("unknown format style \"\(Excerpt.of(name))\"; expected one of \"automatic\", \"number\", \"currency\", \"percent\", \"integer\"")
        }
        if name != "currency", let c = o.optional("code") { throw c.fail("code applies to the currency style only") }
        var format = ValueFormat(style)
        if let fl = o.nonNull("fractionLength") {
            let digit: (JSONField) throws -> Int = { d in Int(try d.number("a whole number of digits from 0 to 15") { $0 >= 0 && $0 <= 15 && $0 == $0.rounded() }) }
            if case .array = fl.value.kind {
                let items = try fl.array()
                guard items.count == 2 else { throw fl.fail("expected [min, max] or one number, found \(items.count) items") }
                let low = try digit(items[0]), high = try digit(items[1])
                guard low <= high else { throw fl.fail("the minimum \(low) is larger than the maximum \(high)") }
                format.minimumFractionDigits = low
                format.maximumFractionDigits = high
            } else {
                let n = try digit(fl)
                format.minimumFractionDigits = n
                format.maximumFractionDigits = n
            }
        }
        if let g = o.nonNull("grouping") { format.grouping = try g.bool() }
        return format
    }

    static func color(_ f: JSONField) throws -> AdaptiveColor {
        func one(_ f: JSONField) throws -> (UInt32, Double) {
            let s = try f.string()
            guard let c = Color(hexString: s), s.hasPrefix("#") else {
                throw f.fail("\"\(Excerpt.of(s))\" is not a colour; expected \"#RRGGBB\", \"#RGB\" or \"#RRGGBBAA\"")
            }
            let b = c.bytes
            return (UInt32(b.red) << 16 | UInt32(b.green) << 8 | UInt32(b.blue), c.alpha)
        }
        if case .string = f.value.kind {
            let (hex, alpha) = try one(f)
            return AdaptiveColor(hex, alpha: alpha)
        }
        let o = try f.object()
        try o.allowOnly(["light", "dark"])
        let (light, lightAlpha) = try one(o.required("light"))
        let (dark, darkAlpha) = try one(o.required("dark"))
        return AdaptiveColor(light: light, dark: dark, lightAlpha: lightAlpha, darkAlpha: darkAlpha)
    }

    static func style(_ f: JSONField) throws -> StyleOverrides {
        let o = try f.object()
        let colorKeys = ["track", "fill", "thumb", "thumbBorder", "ink", "label", "secondaryLabel", "chip"]
        try o.allowOnly(colorKeys + ["trackHeight", "thumbSize"])
        var s = StyleOverrides()
        if let v = o.nonNull("track") { s.track = try color(v) }
        if let v = o.nonNull("fill") { s.fill = try color(v) }
        if let v = o.nonNull("thumb") { s.thumb = try color(v) }
        if let v = o.nonNull("thumbBorder") { s.thumbBorder = try color(v) }
        if let v = o.nonNull("ink") { s.ink = try color(v) }
        if let v = o.nonNull("label") { s.label = try color(v) }
        if let v = o.nonNull("secondaryLabel") { s.secondaryLabel = try color(v) }
        if let v = o.nonNull("chip") { s.chip = try color(v) }
        if let v = o.nonNull("trackHeight") { s.trackHeight = try v.number("a height from 0 to 200") { $0 >= 0 && $0 <= 200 } }
        if let v = o.nonNull("thumbSize") { s.thumbSize = try v.number("a size from 0 to 400") { $0 >= 0 && $0 <= 400 } }
        return s
    }
}
