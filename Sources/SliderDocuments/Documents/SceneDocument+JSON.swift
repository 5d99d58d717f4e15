import SceneGraph
import SliderEngine

extension SceneDocument {
    /// Reads a scene file's bytes; `file` names it in errors.
    public init(bytes: [UInt8], file: String) throws {
        self = try SceneFile.parse(bytes, file: file)
    }

    /// Reads a scene file from disk (`-` is stdin).
    public init(contentsOf path: String) throws {
        try self.init(bytes: DocumentFile.read(path), file: path)
    }

    /// The document as scene-file JSON: every key the reader takes, in a fixed order, numbers in their shortest exact
    /// form, so `SceneDocument(bytes: doc.jsonBytes(), file:)` reads back an equal document. A page writes
    /// `page` and `sliders` instead of `slider` and `canvas`.
    public func jsonBytes() -> [UInt8] {
        if let page { return pageJSONBytes(page) }
        let q = JSONText.quote
        let n = { (x: Double) in x.shortestText }
        let background = canvas.background.map(Self.json) ?? "null"
        var out = "{\n  \"slider\": {\n    " + Self.json(first).joined(separator: ",\n    ") + "\n  },\n"
        out += "  \"environment\": {\n    " + Self.environmentLines(environment, width: true).joined(separator: ",\n    ") + "\n  },\n"
        out += "  \"canvas\": { \"padding\": \(n(canvas.padding)), \"background\": \(background) }"
        if let grabbed { out += ",\n  \"state\": { \"active\": \(q(grabbed.rawValue)) }" }
        out += "\n}\n"
        return Array(out.utf8)
    }

    /// The members of a slider's object, in the reader's order.
    static func json(_ entry: SceneSlider) -> [String] {
        let q = JSONText.quote
        let n = { (x: Double) in x.shortestText }
        let config = entry.config, value = entry.value
        var slider: [String] = [
            "\"kind\": \(q(config.kind.rawValue))",
            "\"bounds\": [\(n(config.lowerBound)), \(n(config.upperBound))]",
            config.kind == .single ? "\"value\": \(n(value.lower))" : "\"value\": [\(n(value.lower)), \(n(value.upper))]",
        ]
        if let step = config.step { slider.append("\"step\": \(n(step))") }
        if config.kind == .range {
            slider.append("\"minimumDistance\": \(n(config.minimumDistance))")
            slider.append("\"readout\": \(q(config.readout.rawValue))")
        }
        slider.append("\"lowerLabel\": \(q(config.lowerLabel))")
        slider.append("\"upperLabel\": \(q(config.upperLabel))")
        slider.append("\"label\": \(q(config.label))")
        if let label = config.minimumValueLabel { slider.append("\"minimumValueLabel\": \(Self.json(label))") }
        if let label = config.maximumValueLabel { slider.append("\"maximumValueLabel\": \(Self.json(label))") }
        slider.append("\"valueType\": \(q(entry.valueType.rawValue))")
        slider.append("\"format\": \(Self.json(config.format))")
        let style = Self.json(config.style)
        if !style.isEmpty { slider.append("\"style\": {\(style.joined(separator: ", "))}") }
        return slider
    }

    /// The members of the environment object; a page's leaves the width out (the page sets it).
    static func environmentLines(_ env: SliderEnvironment, width: Bool) -> [String] {
        let q = JSONText.quote
        return (width ? ["\"width\": \(env.width.shortestText)"] : []) + [
            "\"layoutDirection\": \(q(env.layoutDirection.rawValue))",
            "\"colorScheme\": \(q(env.colorScheme.rawValue))", "\"dynamicTypeSize\": \(q(env.dynamicTypeSize.rawValue))",
            "\"reduceMotion\": \(env.reduceMotion)", "\"isEnabled\": \(env.isEnabled)", "\"locale\": \(q(env.locale))",
        ]
    }

    static func json(_ label: ValueLabel) -> String {
        switch label {
        case .text(let text): return "{\"text\": \(JSONText.quote(text))}"
        case .icon(let icon): return "{\"icon\": \(JSONText.quote(icon.rawValue))}"
        }
    }

    static func json(_ format: ValueFormat) -> String {
        var parts: [String]
        switch format.style {
        case .automatic: parts = ["\"style\": \"automatic\""]
        case .number: parts = ["\"style\": \"number\""]
        case .percent: parts = ["\"style\": \"percent\""]
        case .integer: parts = ["\"style\": \"integer\""]
        case .currency(let code): parts = ["\"style\": \"currency\"", "\"code\": \(JSONText.quote(code))"]
        }
        if let low = format.minimumFractionDigits, let high = format.maximumFractionDigits {
            parts.append(low == high ? "\"fractionLength\": \(low)" : "\"fractionLength\": [\(low), \(high)]")
        }
        if let grouping = format.grouping { parts.append("\"grouping\": \(grouping)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func json(_ color: AdaptiveColor) -> String {
        func hex(_ rgb: UInt32, _ alpha: Double) -> String {
            let digits: [Character] = Array("0123456789ABCDEF")
            var value = UInt64(rgb & 0xFFFFFF)
            var count = 6
            if alpha < 1 {
                let byte: Double = max(0, min(255, (alpha * 255).rounded()))
                value = value << 8 | UInt64(byte)
                count = 8
            }
            var text = "#"
            for position in stride(from: count - 1, through: 0, by: -1) {
                let nibble: UInt64 = (value >> UInt64(position * 4)) & 0xF
                text.append(digits[Int(nibble)])
            }
            return text
        }
        if color.light == color.dark && color.lightAlpha == color.darkAlpha { return "\"\(hex(color.light, color.lightAlpha))\"" }
        return "{\"light\": \"\(hex(color.light, color.lightAlpha))\", \"dark\": \"\(hex(color.dark, color.darkAlpha))\"}"
    }

    static func json(_ style: StyleOverrides) -> [String] {
        let colors: [(String, AdaptiveColor?)] = [
            ("track", style.track), ("fill", style.fill), ("thumb", style.thumb), ("thumbBorder", style.thumbBorder),
            ("ink", style.ink), ("label", style.label), ("secondaryLabel", style.secondaryLabel), ("chip", style.chip),
        ]
        var parts = colors.compactMap { key, color in color.map { "\"\(key)\": \(json($0))" } }
        if let h = style.trackHeight { parts.append("\"trackHeight\": \(h.shortestText)") }
        if let s = style.thumbSize { parts.append("\"thumbSize\": \(s.shortestText)") }
        return parts
    }
}
