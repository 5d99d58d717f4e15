import SceneGraph
import SliderEngine

/// Page files: `"page"` (its width, height, padding, spacing and colour) and `"sliders"` (a list of what a slider
/// file's `"slider"` holds), sharing `"environment"`.
extension SceneFile {
    static let pageTopKeys = ["page", "sliders", "environment", "state", "$schema", "comment"]
    static let pageKeys = ["device", "width", "height", "padding", "spacing", "background"]

    /// Parses a page file's root object.
    static func page(_ root: JSONObject) throws -> SceneDocument {
        if let f = root.optional("slider") {
            throw f.fail("a page lists its sliders in \"sliders\", an array; put this slider in it")
        }
        if let f = root.optional("canvas") {
            throw f.fail("a page is framed by \"page\" (width, height, padding, spacing, background); leave \"canvas\" out")
        }
        try root.allowOnly(pageTopKeys)
        var page = ScenePage()
        if let f = root.nonNull("page") {
            let o = try f.object()
            try o.allowOnly(pageKeys)
            if let d = o.nonNull("device") {
                let device = try d.oneOf(Device.self)
                page = ScenePage(device: device)
                if let size = o.nonNull("width") ?? o.nonNull("height") {
                    throw size.fail("the device sets the page's size (\(device.rawValue): \(device.screen.width.shortestText) × \(device.screen.height.shortestText) pt); leave \"width\" and \"height\" out")
                }
            }
            if let w = o.nonNull("width") {
                page.width = try w.number("a width greater than 0 and at most 100000 points") { $0 > 0 && $0 <= SliderEnvironment.maximumWidth }
            }
            if let h = o.nonNull("height") {
                page.height = try h.number("a height greater than 0 and at most 100000 points") { $0 > 0 && $0 <= SliderEnvironment.maximumWidth }
            }
            if let p = o.nonNull("padding") { page.padding = try p.number("a padding between 0 and 1000") { $0 >= 0 && $0 <= 1000 } }
            if let s = o.nonNull("spacing") { page.spacing = try s.number("a spacing between 0 and 1000") { $0 >= 0 && $0 <= 1000 } }
            if let b = o.optional("background") { page.background = b.isNull ? nil : try color(b) }
            if page.contentWidth <= 0 {
                let at = o.nonNull("padding") ?? o.nonNull("width") ?? f
                throw at.fail("a padding of \(page.padding.shortestText) on each side leaves no room for the sliders on a page \(page.width.shortestText) pt wide")
            }
        }
        let list = try root.required("sliders")
        let items = try list.array()
        guard !items.isEmpty else { throw list.fail("a page holds at least one slider; found an empty list") }
        guard items.count <= SceneDocument.maximumSliders else {
            throw list.fail("a page holds at most \(SceneDocument.maximumSliders) sliders; found \(items.count)")
        }
        let sliders = try items.map(slider)
        let environment = try root.nonNull("environment").map { try self.environment($0, pageWidth: page.contentWidth) }
            ?? { var e = SliderEnvironment(); e.width = page.contentWidth; return e }()
        let (grabbed, index) = try state(root, sliders: sliders, page: true)
        return SceneDocument(page: page, sliders: sliders, environment: environment, grabbed: grabbed, grabbedSlider: index)
    }
}

extension SceneDocument {
    /// The page file's JSON: `page`, `sliders` (each entry as a slider file's `slider`), `environment` without the
    /// width the page sets, and `state` when a thumb is held.
    func pageJSONBytes(_ page: ScenePage) -> [UInt8] {
        let n = { (x: Double) in x.shortestText }
        var pageItems: [String] = []
        if let device = page.device {
            pageItems.append("\"device\": \(JSONText.quote(device.rawValue))")
        } else {
            pageItems.append("\"width\": \(n(page.width))")
            if let h = page.height { pageItems.append("\"height\": \(n(h))") }
        }
        pageItems += ["\"padding\": \(n(page.padding))", "\"spacing\": \(n(page.spacing))",
                      "\"background\": \(page.background.map(Self.json) ?? "null")"]
        var out = "{\n  \"page\": { " + pageItems.joined(separator: ", ") + " },\n  \"sliders\": [\n"
        out += sliders.map { "    {\n      " + Self.json($0).joined(separator: ",\n      ") + "\n    }" }.joined(separator: ",\n")
        out += "\n  ],\n"
        out += "  \"environment\": {\n    " + Self.environmentLines(environment, width: false).joined(separator: ",\n    ") + "\n  }"
        if let grabbed {
            out += ",\n  \"state\": { \"active\": \(JSONText.quote(grabbed.rawValue)), \"slider\": \(grabbedSlider) }"
        }
        out += "\n}\n"
        return Array(out.utf8)
    }
}
