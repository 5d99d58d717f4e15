import Foundation
import FoundationXML
import SVGRender
import SceneGraph
@testable import SliderEngine
@testable import SliderDocuments

/// What every scene must satisfy whatever the state: every number finite, ids unique, chips inside the slider (so
/// inside the canvas) unless a chip is wider than the slider, when it is centred as the seed's `clampCenter` does;
/// thumbs on the track, mirrored in right-to-left; and, when asked, SVG bytes that parse as XML.
enum SceneInvariants {
    struct Broken: Error {
        var rule: String
        var detail: String
    }

    static func check<V: SliderValue>(_ scene: Scene, engine: SliderEngine<V>, state: SliderState<V>, parseSVG: Bool) -> Broken? {
        do {
            try finite(scene)
            try uniqueIDs(scene)
            try chipsInside(scene, engine: engine, state: state)
            try thumbsOnTrack(scene, engine: engine, state: state)
            if parseSVG { try wellFormed(SVGRender.bytes(scene)) }
        } catch let broken as Broken {
            return broken
        } catch {
            return Broken(rule: "scene", detail: "\(error)")
        }
        return nil
    }

    // MARK: Finite numbers

    static func finite(_ scene: Scene) throws {
        var numbers: [(String, Double)] = [("size.width", scene.size.width), ("size.height", scene.size.height)]
        if let c = scene.background { numbers += color("background", c) }
        for node in scene.nodes {
            node.forEachNode { numbers += Self.numbers(of: $0) }
        }
        for e in scene.accessibility {
            numbers += rect("accessibility \(e.id)", e.frame) + [("accessibility \(e.id) priority", e.sortPriority)]
        }
        if let bad = numbers.first(where: { !$0.1.isFinite }) {
            throw Broken(rule: "the scene is finite", detail: "\(bad.0) is \(bad.1)")
        }
        guard scene.size.width > 0, scene.size.height > 0 else {
            throw Broken(rule: "the scene is finite", detail: "canvas \(scene.size)")
        }
    }

    static func numbers(of node: Node) -> [(String, Double)] {
        let id = node.id
        let t = node.transform
        var out: [(String, Double)] = [
            ("\(id) translateX", t.translateX), ("\(id) translateY", t.translateY), ("\(id) scale", t.scale),
            ("\(id) anchor.x", t.anchor.x), ("\(id) anchor.y", t.anchor.y),
            ("\(id) opacity", node.opacity.value), ("\(id) saturation", node.saturation.value),
        ]
        if let s = node.shadow {
            out += [("\(id) shadow radius", s.radius), ("\(id) shadow x", s.x), ("\(id) shadow y", s.y)] + color("\(id) shadow", s.color)
        }
        if let c = node.clip { out += rect("\(id) clip", c.rect) + [("\(id) clip radius", c.cornerRadius)] }
        switch node.shape {
        case .group: break
        case .roundedRect(let r, let paint):
            out += rect(id, r.rect) + [("\(id) radius", r.cornerRadius)] + self.paint(id, paint)
        case .circle(let c, let paint):
            out += [("\(id) cx", c.center.x), ("\(id) cy", c.center.y), ("\(id) r", c.radius)] + self.paint(id, paint)
        case .text(let run):
            out += [("\(id) x", run.origin.x), ("\(id) y", run.origin.y), ("\(id) width", run.width), ("\(id) font size", run.fontSize)]
            out += run.offsets.map { ("\(id) offset", $0) } + color(id, run.color)
        case .path(let path, let paint):
            for element in path.elements {
                switch element {
                case .move(let p), .line(let p): out += [("\(id) path x", p.x), ("\(id) path y", p.y)]
                case .curve(let a, let b, let c):
                    out += [a, b, c].flatMap { [("\(id) path x", $0.x), ("\(id) path y", $0.y)] }
                case .close: break
                }
            }
            out += self.paint(id, paint)
        }
        return out
    }

    static func rect(_ what: String, _ r: Rect) -> [(String, Double)] {
        [("\(what) x", r.x), ("\(what) y", r.y), ("\(what) width", r.width), ("\(what) height", r.height)]
    }

    static func color(_ what: String, _ c: Color) -> [(String, Double)] {
        [("\(what) red", c.red), ("\(what) green", c.green), ("\(what) blue", c.blue), ("\(what) alpha", c.alpha)]
    }

    static func paint(_ what: String, _ p: Paint) -> [(String, Double)] {
        var out: [(String, Double)] = []
        if let f = p.fill { out += color("\(what) fill", f) }
        if let s = p.stroke { out += color("\(what) stroke", s.color) + [("\(what) stroke width", s.width)] }
        return out
    }

    // MARK: Layout

    static func uniqueIDs(_ scene: Scene) throws {
        var seen = Set<String>()
        for node in scene.nodes {
            var duplicate: String?
            node.forEachNode { n in
                if !seen.insert(n.id).inserted, duplicate == nil { duplicate = n.id }
            }
            if let duplicate { throw Broken(rule: "scene ids are unique", detail: duplicate) }
        }
    }

    /// Chips stay inside the slider's frame (the canvas minus its padding), or are centred when wider than it.
    static func chipsInside<V>(_ scene: Scene, engine: SliderEngine<V>, state: SliderState<V>) throws {
        guard engine.config.kind == .range, engine.config.readout == .thumbs else { return }
        let width = state.environment.width
        let padding = SceneOptions().padding
        let tolerance = 1e-9 * max(width, 1)
        var visible = 0
        for id in ["chip.lower", "chip.upper", "chip.merged"] {
            guard let chip = scene.node(id: id), case .roundedRect(let r, _)? = chip.children.first?.shape else {
                throw Broken(rule: "chips inside the canvas", detail: "no \(id)")
            }
            // Node coordinates are the slider's own; the root group moves them in by the padding.
            let left = chip.transform.translateX, right = left + r.rect.width
            if r.rect.width <= width {
                guard left >= -tolerance, right <= width + tolerance, padding + right <= scene.size.width else {
                    throw Broken(rule: "chips inside the canvas", detail: "\(id) spans \(left)...\(right) on a \(scene.size.width) pt canvas")
                }
            } else if abs((left + right) / 2 - width / 2) > tolerance {
                throw Broken(rule: "chips inside the canvas", detail: "\(id) is wider than the slider and not centred")
            }
            if chip.opacity.value > 0 { visible += id == "chip.merged" ? 2 : 1 }
        }
        guard visible == 2 else { throw Broken(rule: "two chips or one merged chip", detail: "visible weight \(visible)") }
    }

    /// Thumb centres lie on the track row, and the lower one is on the reader's leading side.
    static func thumbsOnTrack<V>(_ scene: Scene, engine: SliderEngine<V>, state: SliderState<V>) throws {
        let layout = engine.layout(state.environment) { engine.formattedValues(state) }
        let start = layout.trackOriginX + layout.radius, end = start + layout.usable
        let tolerance = 1e-9 * max(layout.width, 1)
        let ids = engine.config.kind == .range ? ["thumb.lower", "thumb.upper"] : ["thumb"]
        var xs: [Double] = []
        for id in ids {
            guard case .circle(let c, _)? = scene.node(id: id + ".face")?.shape else {
                throw Broken(rule: "thumbs on the track", detail: "no \(id)")
            }
            guard c.center.x >= start - tolerance, c.center.x <= end + tolerance else {
                throw Broken(rule: "thumbs on the track", detail: "\(id) at \(c.center.x), track \(start)...\(end)")
            }
            xs.append(c.center.x)
        }
        if xs.count == 2, state.environment.isRTL ? xs[0] < xs[1] - tolerance : xs[0] > xs[1] + tolerance {
            throw Broken(rule: "the lower thumb leads in the reader's direction", detail: "lower at \(xs[0]), upper at \(xs[1])")
        }
    }

    // MARK: XML

    static func wellFormed(_ bytes: [UInt8]) throws {
        let parser = XMLParser(data: Data(bytes))
        guard parser.parse() else {
            let text = String(decoding: bytes.prefix(400), as: UTF8.self)
            throw Broken(rule: "the SVG parses as XML", detail: "\(String(describing: parser.parserError)) in \(text)…")
        }
    }
}
