import SceneGraph

/// What changed between two SVG documents, by element id and attribute, for a reviewer: `thumb.upper.face fill
/// #ff5b3a → #7c3aed`, `chip.lower.text0 text "24" → "25"`, `thumb.lower moved +12.3 pt`. Elements without an id
/// are left to the line diff.
///
/// Moves are gathered: when several elements under one id prefix moved by the same amount (a thumb's face, ring
/// and shadow), one line names the prefix.
public enum SVGChangeSummary {
    /// One element with an id: its attributes and, for text, its characters.
    struct Element: Equatable {
        var name: String
        var attributes: [(key: String, value: String)]
        var text: String

        static func == (l: Element, r: Element) -> Bool {
            l.name == r.name && l.text == r.text && l.attributes.map(\.key) == r.attributes.map(\.key)
                && l.attributes.map(\.value) == r.attributes.map(\.value)
        }

        func value(_ key: String) -> String? { attributes.first(where: { $0.key == key })?.value }
    }

    /// At most `limit` lines describing the changes, then "… and N more changes".
    public static func summary(expected: [UInt8], actual: [UInt8], limit: Int = 12) -> [String] {
        let old = elements(expected), new = elements(actual)
        var lines: [String] = []
        var moves: [(id: String, dx: Double, dy: Double)] = []
        let oldIDs = old.map(\.id)
        let oldByID = Dictionary(old.map { ($0.id, $0.element) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(new.map { ($0.id, $0.element) }, uniquingKeysWith: { first, _ in first })
        for (id, element) in new {
            guard let before = oldByID[id] else {
                lines.append("\(id) added" + (element.text.isEmpty ? "" : " (\"\(short(element.text))\")"))
                continue
            }
            guard before != element else { continue }
            if before.text != element.text { lines.append("\(id) text \"\(short(before.text))\" → \"\(short(element.text))\"") }
            let (dx, dy) = offset(before, element)
            if dx != 0 || dy != 0 { moves.append((id, dx, dy)) }
            var keys: [String] = []
            for (key, _) in before.attributes + element.attributes where !keys.contains(key) { keys.append(key) }
            for key in keys where !positionKeys.contains(key) {
                let a = before.value(key), b = element.value(key)
                guard a != b else { continue }
                if key == "transform" {
                    let sa = scale(a), sb = scale(b)
                    if sa != sb { lines.append("\(id) scale \(number(sa)) → \(number(sb))") }
                    continue
                }
                if key == "d" || key == "points" { lines.append("\(id) outline changed"); continue }
                lines.append("\(id) \(key) \(short(a ?? "none")) → \(short(b ?? "none"))")
            }
        }
        for id in oldIDs where newByID[id] == nil { lines.append("\(id) removed") }
        lines.insert(contentsOf: gatherMoves(moves), at: 0)
        if lines.count > limit {
            let more = lines.count - limit
            lines = Array(lines.prefix(limit)) + ["… and \(more) more change\(more == 1 ? "" : "s")"]
        }
        return lines
    }

    static let positionKeys: Set<String> = ["x", "y", "cx", "cy", "x1", "y1", "x2", "y2"]

    /// How far an element moved: its translation, or its first position attributes.
    static func offset(_ a: Element, _ b: Element) -> (Double, Double) {
        let ta = translation(a.value("transform")), tb = translation(b.value("transform"))
        var dx = tb.0 - ta.0, dy = tb.1 - ta.1
        for (xKey, yKey) in [("cx", "cy"), ("x", "y"), ("x1", "y1")] {
            guard a.value(xKey) != nil || a.value(yKey) != nil || b.value(xKey) != nil else { continue }
            dx += first(b.value(xKey)) - first(a.value(xKey))
            dy += first(b.value(yKey)) - first(a.value(yKey))
            break
        }
        return (rounded(dx), rounded(dy))
    }

    /// One line per group of elements that moved together.
    static func gatherMoves(_ moves: [(id: String, dx: Double, dy: Double)]) -> [String] {
        var groups: [(prefix: [Substring], dx: Double, dy: Double)] = []
        for move in moves {
            let parts = move.id.split(separator: ".")
            if let i = groups.firstIndex(where: { $0.dx == move.dx && $0.dy == move.dy && $0.prefix.first == parts.first }) {
                let common = zip(groups[i].prefix, parts).prefix(while: { $0 == $1 }).map(\.0)
                groups[i].prefix = Array(common)
            } else {
                groups.append((Array(parts), move.dx, move.dy))
            }
        }
        return groups.map { group in
            let id = group.prefix.joined(separator: ".")
            if group.dy == 0 { return "\(id) moved \(signed(group.dx)) pt" }
            if group.dx == 0 { return "\(id) moved \(signed(group.dy)) pt vertically" }
            return "\(id) moved \(signed(group.dx)), \(signed(group.dy)) pt"
        }
    }

    // MARK: Reading

    /// The elements with an id, in document order, with their attributes and text content.
    static func elements(_ bytes: [UInt8]) -> [(id: String, element: Element)] {
        var out: [(id: String, element: Element)] = []
        var open: [Int?] = []   // for each open element, its index in `out` when it has an id
        var i = 0
        let n = bytes.count
        while i < n {
            if bytes[i] != UInt8(ascii: "<") {
                // Character data: belongs to every open text element.
                var j = i
                while j < n, bytes[j] != UInt8(ascii: "<") { j += 1 }
                let text = unescape(String(decoding: bytes[i..<j], as: UTF8.self))
                for k in open.compactMap({ $0 }) where out[k].element.name == "text" { out[k].element.text += text }
                i = j
                continue
            }
            var j = i + 1
            while j < n, bytes[j] != UInt8(ascii: ">") { j += 1 }
            guard j < n else { break }
            let tag = bytes[(i + 1)..<j]
            i = j + 1
            guard let first = tag.first else { continue }
            if first == UInt8(ascii: "/") {
                if !open.isEmpty { open.removeLast() }
                continue
            }
            if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") { continue }
            let selfClosing = tag.last == UInt8(ascii: "/")
            let (name, attributes) = parseTag(tag)
            var index: Int?
            if let id = attributes.first(where: { $0.key == "id" })?.value {
                out.append((id, Element(name: name, attributes: attributes.filter { $0.key != "id" }, text: "")))
                index = out.count - 1
            }
            if !selfClosing { open.append(index) }
        }
        return out
    }

    static func parseTag(_ tag: ArraySlice<UInt8>) -> (String, [(key: String, value: String)]) {
        let text = String(decoding: tag, as: UTF8.self)
        var scalars = Substring(text)
        let name = String(scalars.prefix(while: { !$0.isWhitespace && $0 != "/" }))
        scalars = scalars.dropFirst(name.count)
        var attributes: [(key: String, value: String)] = []
        while let eq = scalars.firstIndex(of: "=") {
            let key = scalars[..<eq].trimmingCharacters()
            var rest = scalars[scalars.index(after: eq)...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: quote) else { break }
            attributes.append((key, unescape(String(rest[..<end]))))
            scalars = rest[rest.index(after: end)...]
        }
        return (name, attributes)
    }

    static func unescape(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingEntity("&lt;", "<").replacingEntity("&gt;", ">").replacingEntity("&quot;", "\"")
            .replacingEntity("&apos;", "'").replacingEntity("&amp;", "&")
    }

    // MARK: Numbers

    static func numbers(_ text: String?) -> [Double] {
        guard let text else { return [] }
        return text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }).compactMap { Double($0) }
    }

    static func first(_ text: String?) -> Double { numbers(text).first ?? 0 }

    /// The translation of a `matrix(a b c d e f)` or `translate(x y)` transform.
    static func translation(_ transform: String?) -> (Double, Double) {
        guard let transform else { return (0, 0) }
        let n = numbers(transform)
        if transform.hasPrefix("matrix"), n.count == 6 { return (n[4], n[5]) }
        if transform.hasPrefix("translate"), !n.isEmpty { return (n[0], n.count > 1 ? n[1] : 0) }
        return (0, 0)
    }

    /// The horizontal scale of a transform (1 without one).
    static func scale(_ transform: String?) -> Double {
        guard let transform else { return 1 }
        let n = numbers(transform)
        if transform.hasPrefix("matrix"), n.count == 6 { return n[0] }
        if transform.hasPrefix("scale"), !n.isEmpty { return n[0] }
        return 1
    }

    static func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }

    static func number(_ x: Double) -> String { NumberText.string(x) }

    static func signed(_ x: Double) -> String { (x > 0 ? "+" : "−") + number(abs(x)) }

    static func short(_ s: String) -> String {
        let flat = s.unicodeScalars.map { $0.value < 0x20 ? " " : String($0) }.joined()
        return flat.count > 40 ? String(flat.prefix(40)) + "…" : flat
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
    }
}

extension String {
    func replacingEntity(_ entity: String, _ replacement: String) -> String {
        split(separator: entity, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
