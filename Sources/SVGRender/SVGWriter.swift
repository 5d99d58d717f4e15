import SceneGraph

// How a scene becomes SVG.
//
// Opacity: SwiftUI applies `.opacity` on a container to each child, not to the container as one
// composited layer, while SVG's `<g opacity>` composites the group first. To match SwiftUI the writer
// multiplies node opacities down the tree and writes the product as `opacity` on each LEAF element
// (only when it is below 1). Overlapping translucent leaves therefore show through each other.
// One exception: a node with saturation below 1 is drawn through a colour filter, which needs the
// node rendered as one layer first; its opacity (and its ancestors') then fades that layer as a whole,
// as `<g opacity>` on the filtered group. This is our choice where SwiftUI's behaviour is not
// documented; it is what makes a disabled slider (`.saturation(0).opacity(0.45)`) look like one faded
// control rather than a stack of see-through parts.
//
// Structure: a node becomes `<g id transform filter clip-path>` around its own shape and its children
// when it has a non-identity transform, a shadow, saturation below 1, a clip or children; otherwise it
// becomes just its leaf element. The node id goes on the outermost element. Filters and clip paths are
// written in a `<defs>` just before the `<g>` that uses them, so the writer is single-pass; their ids
// (`f1`, `c1`, …) count up in traversal order. SVG applies a `<g>`'s filter first and its clip after,
// so a clipped node's shadow is clipped too (SwiftUI's `.shadow(…).clipShape(…)` order).
//
// Output is built as UTF-8 straight into one reusable byte buffer: no Foundation, no string
// interpolation of numbers, no dictionary or set iteration. Every number goes through `NumberText`.

/// Writes scenes as SVG documents; keep one to render many frames, since it reuses its byte buffer.
public struct SVGWriter: Sendable {
    /// The settings used for every document this writer produces.
    public var options: SVGOptions {
        didSet { prepare() }
    }

    var buffer = ByteBuffer()
    var filterCount = 0
    var clipCount = 0
    var decimals = 2
    var unitDecimals = 2
    var unitThreshold = 0.995
    var idPrefix: [UInt8] = []
    var fontFamily: [UInt8] = []
    /// Scratch for `writeText`: the scalar indices where a `<tspan x>` starts and their x, kept to reuse
    /// its storage.
    var spanStarts: [(index: Int, x: Double)] = []

    /// Creates a writer with the given options.
    public init(options: SVGOptions = .init()) {
        self.options = options
        prepare()
    }

    /// Writes `scene` and returns the document's bytes.
    ///
    /// The writer keeps its own buffer for the next frame; the result is a copy of it. To avoid even that
    /// copy, use `withBytes(of:_:)`.
    public mutating func write(_ scene: Scene) -> [UInt8] {
        render(scene)
        return Array(buffer.bytes)
    }

    /// Writes `scene` and lends the document's bytes to `body`, without copying or giving up the buffer.
    public mutating func withBytes<R, E: Error>(
        of scene: Scene, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
    ) throws(E) -> R {
        render(scene)
        return try body(buffer.bytes)
    }

    /// Caches the escaped option strings and the clamped decimals.
    private mutating func prepare() {
        decimals = min(max(options.decimals, 0), NumberText.maximumDecimals)
        unitDecimals = max(decimals, 2)
        var scale = 1.0
        for _ in 0..<unitDecimals { scale *= 10 }
        // Values from here up print as "1".
        unitThreshold = 1 - 0.5 / scale
        idPrefix = XMLEscape.bytes(options.idPrefix)
        fontFamily = XMLEscape.bytes(options.fontFamily)
    }

    /// Fills `buffer` with the document for `scene`.
    mutating func render(_ scene: Scene) {
        buffer.reset()
        filterCount = 0
        clipCount = 0
        writeHeader(size: scene.size, background: scene.background)
        writeNodes(scene.nodes, depth: 1, inheritedOpacity: 1)
        ascii("</svg>\n")
    }

    /// Writes nodes in order, each read in place (`forEachInPlace`): passing `nodes[i]` to a mutating method made
    /// the compiler copy every node to rule out aliasing.
    mutating func writeNodes(_ nodes: [Node], depth: Int, inheritedOpacity: Double) {
        nodes.forEachInPlace { writeNode($0, depth: depth, inheritedOpacity: inheritedOpacity) }
    }

    /// Writes one node and its subtree; `inheritedOpacity` is the product of its ancestors' opacities.
    mutating func writeNode(_ node: UnsafePointer<Node>, depth: Int, inheritedOpacity: Double) {
        let opacity = inheritedOpacity * node.pointee.opacity.value
        let hasShape: Bool
        if case .group = node.pointee.shape { hasShape = false } else { hasShape = true }
        let saturates = node.pointee.saturation.value < 1
        let needsGroup =
            !node.pointee.transform.isIdentity || node.pointee.shadow != nil || saturates || node.pointee.clip != nil
            || !node.pointee.children.isEmpty
        if !needsGroup || (!hasShape && node.pointee.children.isEmpty) {
            if hasShape {
                writeShape(of: node, id: node.pointee.id, depth: depth, opacity: opacity)
            } else {
                // Nothing to draw; keep the id so frames can still be matched by it.
                indent(depth)
                ascii("<g")
                idAttribute(node.pointee.id)
                ascii("/>\n")
            }
            return
        }
        var filterID = 0
        var clipID = 0
        var region: Rect?
        if node.pointee.shadow != nil || saturates {
            region = Node.filterRegion(content: Node.localBounds(of: node), shadow: node.pointee.shadow)
            if region != nil {
                filterCount += 1
                filterID = filterCount
            }
        }
        if node.pointee.clip != nil {
            clipCount += 1
            clipID = clipCount
        }
        if filterID != 0 || clipID != 0 {
            indent(depth)
            ascii("<defs>\n")
            if let region { writeFilter(filterID, shadow: node.pointee.shadow, saturation: node.pointee.saturation, region: region, depth: depth + 1) }
            if let clip = node.pointee.clip { writeClipPath(clipID, clip: clip, depth: depth + 1) }
            indent(depth)
            ascii("</defs>\n")
        }
        indent(depth)
        ascii("<g")
        idAttribute(node.pointee.id)
        if !node.pointee.transform.isIdentity {
            let m = node.pointee.transform.matrix
            ascii(" transform=\"matrix(")
            plain(m.a)
            spaced(m.b)
            spaced(m.c)
            spaced(m.d)
            spaced(m.e)
            spaced(m.f)
            ascii(")\"")
        }
        if filterID != 0 { reference("filter", kind: UInt8(ascii: "f"), filterID) }
        if clipID != 0 { reference("clip-path", kind: UInt8(ascii: "c"), clipID) }
        // A saturating node is one layer: its opacity applies to the layer, not to each leaf.
        let leafOpacity = saturates ? 1 : opacity
        if saturates, isBelowOne(opacity) { unit("opacity", opacity) }
        ascii(">\n")
        if hasShape { writeShape(of: node, id: nil, depth: depth + 1, opacity: leafOpacity) }
        writeNodes(node.pointee.children, depth: depth + 1, inheritedOpacity: leafOpacity)
        indent(depth)
        ascii("</g>\n")
    }
}

// MARK: - Byte-level helpers shared by the writer's files.

extension SVGWriter {
    /// The XML declaration, the root `<svg>` start tag and the background rectangle.
    mutating func writeHeader(size: Size, background: Color?) {
        ascii("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        ascii("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        number("width", size.width)
        number("height", size.height)
        ascii(" viewBox=\"0 0 ")
        plain(size.width)
        spaced(size.height)
        ascii("\">\n")
        if let background {
            indent(1)
            ascii("<rect")
            number("width", size.width)
            number("height", size.height)
            color("fill", background, opacityName: "fill-opacity")
            ascii("/>\n")
        }
    }

    /// Appends ASCII (or any UTF-8) text known at compile time.
    @inline(__always)
    mutating func ascii(_ text: StaticString) {
        buffer.append(text)
    }

    /// Appends two spaces per level of depth.
    @inline(__always)
    mutating func indent(_ depth: Int) {
        buffer.appendSpaces(2 * depth)
    }

    /// Appends ` name="value"` with the value formatted to `decimals`.
    @inline(__always)
    mutating func number(_ name: StaticString, _ value: Double) {
        buffer.appendAttribute(name, value, decimals: decimals)
    }

    /// Appends ` name="value"` for a value in 0...1, with at least two decimals.
    mutating func unit(_ name: StaticString, _ value: Double) {
        buffer.appendAttribute(name, value, decimals: unitDecimals)
    }

    /// Whether a value in 0...1 is still below 1 once rounded to the unit decimals.
    func isBelowOne(_ value: Double) -> Bool {
        value < unitThreshold
    }

    /// Appends `value` formatted to `decimals`, with no attribute around it.
    @inline(__always)
    mutating func plain(_ value: Double) {
        buffer.append(value, decimals: decimals)
    }

    /// Appends a space, then `value` formatted to `decimals`.
    @inline(__always)
    mutating func spaced(_ value: Double) {
        buffer.append(UInt8(ascii: " "))
        buffer.append(value, decimals: decimals)
    }

    /// Appends ` id="<prefix><id>"`, escaped.
    mutating func idAttribute(_ id: String) {
        // Ids are plain ASCII names almost always, and the prefix is most often empty: then the id is copied as it
        // is, read where the string keeps it, in one reservation.
        if idPrefix.isEmpty {
            let copied = id.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard Self.isPlainAttributeText(bytes) else { return false }
                buffer.appendIDAttribute(bytes)
                return true
            }
            if copied == true { return }
        }
        ascii(" id=\"")
        buffer.append(idPrefix)
        let escaped: Void? = id.utf8.withContiguousStorageIfAvailable { XMLEscape.append(bytes: $0, to: &buffer) }
        if escaped == nil { Array(id.utf8).withUnsafeBufferPointer { XMLEscape.append(bytes: $0, to: &buffer) } }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Whether every byte of `text` is printable ASCII other than `&`, `<`, `>`, `"` and `'` (what an attribute
    /// value holds unescaped), tested eight bytes at a time. Reads nothing outside `text`: the last word overlaps the
    /// one before it, and text under 8 bytes is widened first.
    @inline(__always)
    static func isPlainAttributeText(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = text.baseAddress else { return true }
        let source = UnsafeRawPointer(start)
        let n = text.count
        if n >= 8 {
            var offset = 0
            while offset &+ 8 < n {
                if !isPlainAttributeWord(source.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return false }
                offset &+= 8
            }
            return isPlainAttributeWord(source.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self))
        }
        // Fewer than 8 bytes: placed in a word of plain `a`s, the same test.
        var word: UInt64 = 0x6161_6161_6161_6161
        if n >= 4 {
            let head = UInt64(source.loadUnaligned(as: UInt32.self))
            let tail = UInt64(source.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self))
            word = head | (tail << 32)
        } else if n > 0 {
            let first = UInt64(source.load(as: UInt8.self))
            let middle = UInt64(source.load(fromByteOffset: n >> 1, as: UInt8.self))
            let last = UInt64(source.load(fromByteOffset: n &- 1, as: UInt8.self))
            word = (word & ~0xFF_FFFF) | first | (middle << 8) | (last << 16)
        }
        return isPlainAttributeWord(word)
    }

    /// Whether all eight bytes of `word` are plain attribute bytes: printable ASCII (0x20 to 0x7E) and none of
    /// `"`, `&`, `'`, `<` and `>`. Each test marks the high bit of an offending byte; a borrow or carry can only
    /// mark bytes above one already marked, so the word is plain exactly when no mark is set.
    @inline(__always)
    static func isPlainAttributeWord(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        // A byte of `v` is zero.
        @inline(__always) func zeroByte(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & high }
        var marks = (word &- ones &* 0x20) & ~word        // below 0x20
        marks |= word | (word &+ ones)                    // 0x7F and above
        marks |= zeroByte(word ^ (ones &* 0x22))          // "
        marks |= zeroByte((word | ones) ^ (ones &* 0x27)) // & (0x26) and ' (0x27)
        marks |= zeroByte((word | (ones &* 2)) ^ (ones &* 0x3E)) // < (0x3C) and > (0x3E)
        return marks & high == 0
    }

    /// Appends a definition id such as `f3`, with the prefix.
    mutating func definitionID(kind: UInt8, _ number: Int) {
        buffer.append(idPrefix)
        buffer.append(kind)
        buffer.append(Double(number), decimals: 0)
    }

    /// Appends ` name="url(#<prefix><kind><number>)"`.
    mutating func reference(_ name: StaticString, kind: UInt8, _ number: Int) {
        buffer.append(UInt8(ascii: " "))
        ascii(name)
        ascii("=\"url(#")
        definitionID(kind: kind, number)
        ascii(")\"")
    }

    /// Appends ` name="#rrggbb"` and, when the alpha is below 1, ` opacityName="alpha"`.
    mutating func color(_ name: StaticString, _ color: Color, opacityName: StaticString) {
        // ` name="#rrggbb"` in one reservation.
        name.withUTF8Buffer { text in
            buffer.appendUnsafe(maximum: text.count &+ 11) { out in
                let opening = ByteBuffer.writeOpening(text, to: out)
                Self.writeHex(color, to: out + opening)
                out[opening &+ 7] = UInt8(ascii: "\"")
                return opening &+ 8
            }
        }
        if isBelowOne(color.alpha) { unit(opacityName, color.alpha) }
    }

    /// Appends `#rrggbb` in lower case, as `Color.hexRGB`.
    mutating func hex(_ color: Color) {
        buffer.appendUnsafe(maximum: 7) { out in
            Self.writeHex(color, to: out)
            return 7
        }
    }

    /// Writes the 7 bytes of `#rrggbb` at `out`.
    @inline(__always)
    static func writeHex(_ color: Color, to out: UnsafeMutablePointer<UInt8>) {
        // `Color.bytes` without the alpha, in place.
        let red = Color.byte(color.red), green = Color.byte(color.green), blue = Color.byte(color.blue)
        let digits = hexDigits.utf8Start
        out[0] = UInt8(ascii: "#")
        out[1] = digits[Int(red >> 4)]
        out[2] = digits[Int(red & 0xF)]
        out[3] = digits[Int(green >> 4)]
        out[4] = digits[Int(green & 0xF)]
        out[5] = digits[Int(blue >> 4)]
        out[6] = digits[Int(blue & 0xF)]
    }

    private static let hexDigits: StaticString = "0123456789abcdef"
}
