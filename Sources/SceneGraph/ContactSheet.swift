
/// A contact sheet: many frames in a grid, each labelled with a caption (such as its time), as one scene. Made for
/// reviewing motion in a diff, like Flutter's animation sheets.
public enum ContactSheet {
    /// Space between cells and around the grid.
    public static let gap = 12.0
    /// Height of the caption above each cell.
    public static let labelHeight = 16.0
    /// The most frames a sheet shows by default.
    public static let defaultLimit = 48

    /// The sheet of `frames` laid out `columns` wide; every cell is as large as the first frame.
    public static func scene(_ frames: [(caption: String, scene: Scene)], columns: Int = 6) -> Scene {
        guard let first = frames.first else { return Scene(size: Size(width: 1, height: 1), nodes: []) }
        let cellWidth = first.scene.size.width, cellHeight = first.scene.size.height
        let columns = max(1, min(columns, frames.count))
        let rows = (frames.count + columns - 1) / columns
        var cells: [Node] = []
        for (i, frame) in frames.enumerated() {
            let x = gap + Double(i % columns) * (cellWidth + gap)
            let y = gap + Double(i / columns) * (cellHeight + labelHeight + gap)
            let label = frame.caption
            let measured = TextMeasure.layout(label, fontSize: 11, weight: 600, tabularDigits: true)
            let text = Node(id: "cell\(i).time", shape: .text(TextRun(
                text: label, origin: Point(x: x, y: y + 11), offsets: measured.offsets, width: measured.width,
                fontSize: 11, fontWeight: 600, color: Color(hex: 0x5C5A56), tabularDigits: true)))
            var content = frame.scene.nodes.map { $0.prefixingIDs("cell\(i)/") }
            if let background = frame.scene.background {
                let rect = RoundedRect(Rect(x: 0, y: 0, width: cellWidth, height: cellHeight), cornerRadius: 6)
                content.insert(Node(id: "cell\(i)/background", shape: .roundedRect(rect, Paint(fill: background))), at: 0)
            }
            var cell = Node.group("cell\(i)", content)
            cell.transform = Transform(translateX: x, translateY: y + labelHeight)
            cells.append(text)
            cells.append(cell)
        }
        let size = Size(
            width: (gap + Double(columns) * (cellWidth + gap)).rounded(.up),
            height: (gap + Double(rows) * (cellHeight + labelHeight + gap)).rounded(.up))
        return Scene(size: size, background: Color(hex: 0xFFFFFF), nodes: cells)
    }
}

extension ContactSheet {
    /// Which of `count` frames a sheet of at most `limit` shows: evenly spaced, always with the last one.
    public static func pick(count: Int, limit: Int = ContactSheet.defaultLimit) -> [Int] {
        guard count > 0 else { return [] }
        let step = max(1, (count + max(limit, 1) - 1) / max(limit, 1))
        var picked = Array(stride(from: 0, to: count, by: step))
        if picked.last != count - 1 { picked.append(count - 1) }
        return picked
    }

    /// The caption of a frame at `t` seconds: "0.350 s".
    public static func timeCaption(_ t: Double) -> String { NumberText.string(t, decimals: 3) + " s" }
}

extension Node {
    /// This subtree with `prefix` put before every id, so several frames can share one document.
    public func prefixingIDs(_ prefix: String) -> Node {
        var copy = self
        copy.id = prefix + id
        copy.children = children.map { $0.prefixingIDs(prefix) }
        return copy
    }
}
