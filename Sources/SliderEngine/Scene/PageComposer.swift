import SceneGraph

/// One slider's share of a page: the scene to draw (built with no padding and no background), where the slider's
/// frame sits in that scene, and the frame's height.
struct PagePart {
    /// The slider's scene, at rest or mid-animation.
    var scene: Scene
    /// The top-left of the slider's frame in `scene` (beyond 0 when content reaches past the frame's left or top).
    var frameOrigin: Point
    /// The frame's height: what the page stacks.
    var height: Double
}

/// Stacks sliders' scenes into one page scene, as `ScenePage` lays them out.
///
/// Slider `i`'s nodes keep their structure and move to where its frame goes on the page; every id gets the prefix
/// `s<i>/` (`s0/thumb.lower`, `s1/chip.merged`), so ids stay unique and each slider's animations stay its own. The
/// accessibility tree lists each slider's elements in its own reading order, the sliders from top to bottom: a
/// slider is a container (the seed's `.accessibilityElement(children: .contain)`), so sort priorities are renumbered
/// page-wide to keep that order.
enum PageComposer {
    /// The id prefix of slider `i`'s nodes and elements.
    static func prefix(_ i: Int) -> String { "s\(i)/" }

    /// The page scene of `parts`, top to bottom, in `scheme`.
    static func compose(_ parts: [PagePart], page: ScenePage, scheme: ColorScheme) -> Scene {
        let (origins, size) = page.place(heights: parts.map(\.height))
        var nodes: [Node] = []
        var accessibility: [AccessibilityElement] = []
        for (i, part) in parts.enumerated() {
            let dx = origins[i].x - part.frameOrigin.x, dy = origins[i].y - part.frameOrigin.y
            let prefix = Self.prefix(i)
            for node in part.scene.nodes {
                var moved = node.prefixingIDs(prefix)
                moved.transform.translateX += dx
                moved.transform.translateY += dy
                nodes.append(moved)
            }
            for var element in accessibilityReadingOrder(part.scene.accessibility) {
                element.id = prefix + element.id
                element.frame.x += dx
                element.frame.y += dy
                accessibility.append(element)
            }
        }
        for k in accessibility.indices { accessibility[k].sortPriority = Double(accessibility.count - k) }
        let background = page.background.map { c in
            scheme == .dark ? Color(hex: c.dark, alpha: c.darkAlpha) : Color(hex: c.light, alpha: c.lightAlpha)
        }
        return Scene(size: size, background: background, nodes: nodes, accessibility: accessibility)
    }
}

extension SliderEngine {
    /// The page share of a state: its scene with no padding and no background (`grabbed` drawn as held), and its frame.
    func pagePart(_ state: SliderState<V>, grabbed: Thumb? = nil, cache: SceneCache) -> PagePart {
        let scene = self.scene(state, options: SceneOptions(padding: 0, background: nil, grabbed: grabbed), cache: cache)
        return pagePart(state, scene: scene, cache: cache)
    }

    /// The page share of a state whose scene, `scene`, is already built (with no padding).
    func pagePart(_ state: SliderState<V>, scene: Scene, cache: SceneCache) -> PagePart {
        let env = state.environment
        let (lower, upper) = current(state)
        let layout = self.layout(env) {
            cache.strings(Double(V(lower)), Double(V(upper)), engine: self, locale: env.locale)
        }
        // The scene moves its root by the frame's offset on the canvas: with no padding, that is where the frame is.
        let root = scene.nodes.first?.transform ?? .identity
        return PagePart(scene: scene, frameOrigin: Point(x: root.translateX, y: root.translateY), height: layout.height)
    }
}
