import SceneGraph
import SliderEngine

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
        if root.optional("page") != nil || root.optional("sliders") != nil { return try page(root) }
        try root.allowOnly(topKeys)
        let slider = try self.slider(root.required("slider"))
        let environment = try root.nonNull("environment").map { try self.environment($0, pageWidth: nil) } ?? SliderEnvironment()
        var canvas = Canvas()
        if let f = root.optional("canvas") {
            let c = try f.object()
            try c.allowOnly(["padding", "background"])
            if let p = c.nonNull("padding") { canvas.padding = try p.number("a padding between 0 and 1000") { $0 >= 0 && $0 <= 1000 } }
            if let b = c.optional("background") { canvas.background = b.isNull ? nil : try color(b) }
        }
        let (grabbed, _) = try state(root, sliders: [slider], page: false)
        return SceneDocument(config: slider.config, value: slider.value, valueType: slider.valueType, environment: environment,
                             canvas: canvas, grabbed: grabbed)
    }

    /// One slider: the value of `"slider"`, or an entry of a page's `"sliders"`.
    static func slider(_ field: JSONField) throws -> SceneSlider {
        let slider = try field.object()
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
        return SceneSlider(config: config, value: value, valueType: valueType)
    }

    /// The environment; on a page (`pageWidth` set) the width is the page's less its padding, and may not be given.
    static func environment(_ f: JSONField, pageWidth: Double?) throws -> SliderEnvironment {
        var environment = SliderEnvironment()
        let env = try f.object()
        try env.allowOnly(environmentKeys)
        if let w = env.nonNull("width") {
            if let pageWidth {
                throw w.fail("a page's sliders are as wide as the page less its padding (\(pageWidth.shortestText) pt here); leave \"width\" out and set \"page\": {\"width\": …}")
            }
            environment.width = try w.number("a width greater than 0 and at most 100000 points") { $0 > 0 && $0 <= SliderEnvironment.maximumWidth }
        }
        if let d = env.nonNull("layoutDirection") { environment.layoutDirection = try d.oneOf(LayoutDirection.self) }
        if let c = env.nonNull("colorScheme") { environment.colorScheme = try c.oneOf(ColorScheme.self) }
        if let s = env.nonNull("dynamicTypeSize") { environment.dynamicTypeSize = try s.oneOf(DynamicTypeSize.self) }
        if let r = env.nonNull("reduceMotion") { environment.reduceMotion = try r.bool() }
        if let e = env.nonNull("isEnabled") { environment.isEnabled = try e.bool() }
        if let l = env.nonNull("locale") { environment.locale = try locale(l) }
        if let pageWidth { environment.width = pageWidth }
        return environment
    }

    /// The held thumb of `"state"`, and on a page the slider it is on (`"slider": N`, default 0).
    static func state(_ root: JSONObject, sliders: [SceneSlider], page: Bool) throws -> (Thumb?, Int) {
        guard let f = root.nonNull("state") else { return (nil, 0) }
        let o = try f.object()
        try o.allowOnly(page ? ["active", "slider"] : ["active"])
        var index = 0
        if let s = o.nonNull("slider") {
            let n = try s.number("a slider index, a whole number from 0") { $0 >= 0 && $0 == $0.rounded() }
            guard n < Double(sliders.count) else {
                throw s.fail("the page has \(sliders.count) slider\(sliders.count == 1 ? "" : "s"), numbered from 0; found \(n.shortestText)")
            }
            index = Int(n)
        }
        guard let a = o.nonNull("active") else { return (nil, index) }
        let grabbed = try a.oneOf(Thumb.self)
        if sliders.indices.contains(index), sliders[index].config.kind == .single, grabbed == .upper {
            throw a.fail("a single slider has one thumb; use \"lower\"")
        }
        return (grabbed, index)
    }
}
