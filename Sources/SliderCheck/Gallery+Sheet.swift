import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

extension Gallery {
    /// Label sizes and colours.
    static let titleSize = 12.0, captionSize = 11.0
    static let ink = Color(hex: 0x1C1C1E), muted = Color(hex: 0x6C6C70), rule = Color(hex: 0xE2E2DE)

    /// Lays out `cells` (rows of scenes) in a grid: a label column on the left (a title and a caption per row), a
    /// header row of column titles, each row as tall as its tallest cell, each column as wide as its widest. A rule
    /// and `groupGap` separate every `groupSize` rows.
    static func sheet(cells: [[Scene]], rowLabels: [(title: String, caption: String)], columnTitles: [String], groupSize: Int) -> Scene {
        let columnCount = columnTitles.count
        let widths = (0..<columnCount).map { c in cells.map { c < $0.count ? $0[c].size.width : 0 }.max() ?? 0 }
        let heights = cells.map { row in row.map(\.size.height).max() ?? 0 }
        let labelWidth = rowLabels.map { max(text($0.title, titleSize, 600).width, text($0.caption, captionSize, 400).width) }.max() ?? 0
        let headerHeight = TextMeasure.lineHeight(fontSize: titleSize)
        var nodes: [Node] = []
        var x = gap + labelWidth.rounded(.up) + gap
        var columnX: [Double] = []
        for (c, title) in columnTitles.enumerated() {
            columnX.append(x)
            nodes.append(label("column\(c).title", title, x: x, top: gap, size: titleSize, weight: 600, color: ink))
            x += widths[c] + gap
        }
        let width = x
        var y = gap + headerHeight + gap
        for (r, row) in cells.enumerated() {
            if r > 0 && groupSize > 0 && r % groupSize == 0 {
                let ruleY = y + groupGap / 2 - 0.5
                nodes.append(Node(id: "rule\(r / groupSize)", shape: .roundedRect(RoundedRect(Rect(x: gap, y: ruleY, width: width - 2 * gap, height: 1),
                                                                                           cornerRadius: 0), Paint(fill: rule))))
                y += groupGap + gap / 2
            }
            let labels: (title: String, caption: String) = r < rowLabels.count ? rowLabels[r] : ("", "")
            let lineHeights = TextMeasure.lineHeight(fontSize: titleSize) + 2 + TextMeasure.lineHeight(fontSize: captionSize)
            let labelTop = y + max(0, (heights[r] - lineHeights) / 2)
            nodes.append(label("row\(r).title", labels.title, x: gap, top: labelTop, size: titleSize, weight: 600, color: ink))
            nodes.append(label("row\(r).caption", labels.caption, x: gap, top: labelTop + TextMeasure.lineHeight(fontSize: titleSize) + 2,
                               size: captionSize, weight: 400, color: muted))
            for (c, scene) in row.enumerated() where c < columnCount {
                let id = "r\(r)c\(c)"
                var content = scene.nodes.map { $0.prefixingIDs(id + "/") }
                if let background = scene.background {
                    let rect = RoundedRect(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height), cornerRadius: 6)
                    content.insert(Node(id: id + "/background", shape: .roundedRect(rect, Paint(fill: background))), at: 0)
                }
                var cell = Node.group(id, content)
                cell.transform = Transform(translateX: columnX[c], translateY: y + ((heights[r] - scene.size.height) / 2).rounded())
                nodes.append(cell)
            }
            y += heights[r] + gap
        }
        return Scene(size: Size(width: width.rounded(.up), height: y.rounded(.up)), background: .white, nodes: nodes)
    }

    static func text(_ value: String, _ size: Double, _ weight: Int) -> (offsets: [Double], width: Double) {
        TextMeasure.layout(value, fontSize: size, weight: weight, tabularDigits: false)
    }

    /// A one-line label whose line box starts at `top`.
    static func label(_ id: String, _ value: String, x: Double, top: Double, size: Double, weight: Int, color: Color) -> Node {
        let measured = text(value, size, weight)
        return Node(id: id, shape: .text(TextRun(text: value, origin: Point(x: x, y: top + TextMeasure.baseline(fontSize: size)),
                                                 offsets: measured.offsets, width: measured.width, fontSize: size, fontWeight: weight, color: color)))
    }
}
