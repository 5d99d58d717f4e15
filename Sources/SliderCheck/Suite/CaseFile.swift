import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// A case file (`NAME.case.json`): a scene, optionally a trace, the outputs to check, and a matrix of environment
/// variants. Its goldens live beside it in `NAME.goldens/`. Paths are relative to the case file's folder.
///
/// ```json
/// { "scene": "../scenes/price.json", "trace": "../traces/price-drag.json", "fps": 30,
///   "schemes": "both", "states": ["rest", "lower"], "at": [0.25], "sheet": true, "effects": true,
///   "accessibility": true, "audit": true, "format": "svg",
///   "variants": { "dynamicTypeSize": ["large", "accessibility3"], "layoutDirection": ["leftToRight", "rightToLeft"] } }
/// ```
public struct CaseFile: Hashable, Sendable {
    /// The path of the scene file, as resolved.
    public var scene: String
    /// The path of the trace file, when the case replays one.
    public var trace: String?
    /// Frames per second of the replay (default 30).
    public var fps: Double = 30
    /// The colour schemes to draw (default: the scene's own).
    public var schemes: [ColorScheme]?
    /// Still frames: rest, or a thumb held.
    public var states: [StillState]
    /// Frames of the replay at these times.
    public var times: [Double]
    /// Whether to check the replay's contact sheet.
    public var sheet: Bool
    /// Whether to check the replay's effect log.
    public var effects: Bool
    /// Whether to check the accessibility tree (of the still, or after the replay).
    public var accessibility: Bool
    /// Whether to check the accessibility audit of the still (`audit.txt`, with the scene file's held thumb if any):
    /// one audit over the case's text sizes, directions and schemes, so known findings are pinned and a new one
    /// fails the case.
    public var audit: Bool = false
    /// SVG or PNG for pictures.
    public var format: FrameFormat = .svg()
    /// Environment overrides, each with its values; every combination is a variant.
    public var variants: [Variant.Axis]

    /// A still frame's state.
    public enum StillState: String, Hashable, Sendable, CaseIterable {
        /// Nothing held.
        case rest
        /// The lower thumb (a single slider's thumb) held.
        case lower
        /// The upper thumb held.
        case upper
    }

    /// The keys a case file takes.
    static let keys = ["$schema", "comment", "scene", "trace", "fps", "schemes", "states", "at", "sheet", "effects", "accessibility",
                       "audit", "format", "scale", "variants"]

    /// Reads a case file; `root` is the folder its paths may not leave.
    public init(contentsOf path: String, root: String) throws {
        let o = try JSONField.root(DocumentFile.read(path), file: path).object()
        try o.allowOnly(Self.keys)
        let folder = SuitePath.folder(of: path)
        func inside(_ field: JSONField) throws -> String {
            let relative = try field.string()
            guard let resolved = SuitePath.resolve(relative, in: folder), SuitePath.isInside(resolved, root) else {
                throw field.fail("the path \"\(Excerpt.of(relative))\" leaves the folder being checked (\(root)); keep scenes and traces inside it")
            }
            return resolved
        }
        scene = try inside(try o.required("scene"))
        trace = try o.nonNull("trace").map(inside)
        if let f = o.nonNull("fps") { fps = try f.number("frames per second from 1 to 240") { $0 >= 1 && $0 <= 240 } }
        if let f = o.nonNull("schemes") {
            switch try f.string() {
            case "light": schemes = [.light]
            case "dark": schemes = [.dark]
            case "both": schemes = [.light, .dark]
            case let other: throw f.fail("unknown schemes \"\(Excerpt.of(other))\"; expected \"light\", \"dark\" or \"both\"")
            }
        }
        times = try o.nonNull("at")?.array().map { try $0.number("a time from 0 to 10000000 seconds") { $0 >= 0 && $0 <= TraceDocument.maximumTime } } ?? []
        // `false` and `[]` ask for nothing: they need no trace, and they turn a default output off.
        let askedSheet = try o.nonNull("sheet")?.bool()
        let askedEffects = try o.nonNull("effects")?.bool()
        accessibility = try o.nonNull("accessibility")?.bool() ?? false
        audit = try o.nonNull("audit")?.bool() ?? false
        if trace == nil {
            for (key, asks) in [("at", !times.isEmpty), ("sheet", askedSheet == true), ("effects", askedEffects == true)] where asks {
                if let f = o.optional(key) { throw f.fail("\(key) checks a replay; give the case a \"trace\"") }
            }
        }
        sheet = askedSheet ?? false
        effects = askedEffects ?? false
        if let f = o.nonNull("states") {
            states = try f.array().map { try $0.oneOf(StillState.self) }
        } else {
            // Without outputs asked for: a still at rest, and a replay's sheet and effects unless turned off.
            let named = !times.isEmpty || sheet || effects || accessibility || audit
            states = named || trace != nil ? [] : [.rest]
            if !named && trace != nil {
                sheet = askedSheet ?? true
                effects = askedEffects ?? true
            }
        }
        if states.isEmpty && times.isEmpty && !sheet && !effects && !accessibility && !audit, let f = o.optional("states") ?? o.optional("sheet") ?? o.optional("effects") {
            throw f.fail("the case checks nothing; ask for \"states\", \"at\", \"sheet\", \"effects\", \"accessibility\" or \"audit\"")
        }
        var scale = 2
        if let f = o.nonNull("scale") { scale = Int(try f.number("1, 2 or 3") { $0 == 1 || $0 == 2 || $0 == 3 }) }
        if let f = o.nonNull("format") {
            switch try f.string() {
            case "svg": format = .svg()
            case "png": format = .png(scale: scale)
            case let other: throw f.fail("unknown format \"\(Excerpt.of(other))\"; expected \"svg\" or \"png\"")
            }
        } else if o.nonNull("scale") != nil, let f = o.optional("scale") {
            throw f.fail("scale applies to \"format\": \"png\"")
        }
        variants = try o.nonNull("variants").map(Variant.axes) ?? []
    }
}

/// One combination of environment overrides.
public struct Variant: Hashable, Sendable {
    /// One environment key and the values it takes.
    public struct Axis: Hashable, Sendable {
        /// The environment key: `dynamicTypeSize`, `layoutDirection`, `colorScheme`, `reduceMotion`, `isEnabled`, `width`, `locale`.
        public var key: String
        /// The values, as the scene file writes them.
        public var values: [String]
    }

    /// The chosen value of each axis, in the case file's order.
    public var values: [(key: String, value: String)]

    /// `accessibility3-rightToLeft`: the values joined, for file names and ids (empty without variants).
    public var label: String {
        // Appended one by one: `joined(separator:)` asks the runtime for the array's `Sequence` conformance, which at
        // a process's first case is a scan of every conformance record in the binary.
        var text = ""
        for i in values.indices {
            if i > 0 { text += "-" }
            text += values[i].value
        }
        return text
    }

    public static func == (a: Variant, b: Variant) -> Bool { a.label == b.label && a.values.map(\.key) == b.values.map(\.key) }
    public func hash(into hasher: inout Hasher) { hasher.combine(label) }

    /// Every combination of the axes, the first axis slowest; one empty variant without axes.
    public static func matrix(_ axes: [Axis]) -> [Variant] {
        var result = [Variant(values: [])]
        for axis in axes {
            result = result.flatMap { v in axis.values.map { Variant(values: v.values + [(axis.key, $0)]) } }
        }
        return result
    }

    /// The environment with these overrides.
    public func apply(to environment: SliderEnvironment) -> SliderEnvironment {
        var env = environment
        for (key, value) in values {
            switch key {
            case "dynamicTypeSize": env.dynamicTypeSize = DynamicTypeSize(rawValue: value) ?? env.dynamicTypeSize
            case "layoutDirection": env.layoutDirection = LayoutDirection(rawValue: value) ?? env.layoutDirection
            case "colorScheme": env.colorScheme = ColorScheme(rawValue: value) ?? env.colorScheme
            case "reduceMotion": env.reduceMotion = value == "true"
            case "isEnabled": env.isEnabled = value == "true"
            case "width": env.width = Double(value) ?? env.width
            case "locale": env.locale = value
            default: break
            }
        }
        return env
    }

    /// The axes of a case file's `variants` object, checked.
    static func axes(_ field: JSONField) throws -> [Axis] {
        let o = try field.object()
        let allowed = ["dynamicTypeSize", "layoutDirection", "colorScheme", "reduceMotion", "isEnabled", "width", "locale"]
        try o.allowOnly(allowed)
        var axes: [Axis] = []
        var combinations = 1
        for member in o.members {
            guard let f = o.optional(member.key) else { continue }
            let items = try f.array()
            guard !items.isEmpty else { throw f.fail("a variant needs at least one value") }
            let values: [String] = try items.map { item in
                switch member.key {
                case "dynamicTypeSize": return try item.oneOf(DynamicTypeSize.self).rawValue
                case "layoutDirection": return try item.oneOf(LayoutDirection.self).rawValue
                case "colorScheme": return try item.oneOf(ColorScheme.self).rawValue
                case "reduceMotion", "isEnabled": return try item.bool() ? "true" : "false"
                case "width": return try item.number("a width greater than 0 and at most 100000 points") { $0 > 0 && $0 <= SliderEnvironment.maximumWidth }.shortestText
                default:
                    let s = try item.string()
                    guard s.count <= 20, s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                        throw item.fail("\"\(Excerpt.of(s))\" is not a locale identifier such as \"en_US\"")
                    }
                    return s
                }
            }
            combinations *= values.count
            guard combinations <= 256 else { throw f.fail("the variants make more than 256 combinations; split the case") }
            axes.append(Axis(key: member.key, values: values))
        }
        return axes
    }
}
