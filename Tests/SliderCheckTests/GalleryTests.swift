import Foundation
import Testing
import TestSupport
import SceneGraph
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender

@Suite("gallery")
struct GalleryTests {
    static let mode = SnapshotRecordMode.environmentVariables.compactMap { ProcessInfo.processInfo.environment[$0] }
        .first { !$0.isEmpty }.flatMap(SnapshotRecordMode.init(rawValue:)) ?? .never
    static let artifacts = URL(fileURLWithPath: fixtures).deletingLastPathComponent().path + "/.build/golden-artifacts"

    @Test("The seed's price gallery matches its golden", arguments: ["price"])
    func golden(name: String) throws {
        let bytes = SVGRender.bytes(Gallery.scene(try scene(name)))
        let outcome = try SnapshotFile.compare(bytes, at: fixtures + "/goldens/gallery/\(name).svg", record: Self.mode,
                                               artifact: Self.artifacts + "/gallery/\(name).svg", diff: Snapshotting<[UInt8]>.svgDiff)
        if let message = outcome.failureMessage { Issue.record("goldens/gallery/\(name).svg: \(message)") }
    }

    @Test("20 rows (5 sizes × 2 directions × 2 schemes) and 4 columns, labelled")
    func matrix() throws {
        let sheet = Gallery.scene(try scene("age"))
        expectEqual(Gallery.rows.count, 20)
        expectEqual(Gallery.rows.first, Gallery.Row(size: .xSmall, direction: .leftToRight, scheme: .light))
        expectEqual(Gallery.rows.last, Gallery.Row(size: .accessibility5, direction: .rightToLeft, scheme: .dark))
        for r in 0..<20 {
            for c in 0..<4 { #expect(sheet.node(id: "r\(r)c\(c)") != nil, "cell r\(r)c\(c)") }
            expectNotNil(sheet.node(id: "row\(r).title"))
        }
        let titles = (0..<4).compactMap { c -> String? in
            if case .text(let run)? = sheet.node(id: "column\(c).title")?.shape { return run.text }
            return nil
        }
        expectEqual(titles, ["rest", "lower grabbed", "chips merged", "disabled"])
        if case .text(let run)? = sheet.node(id: "row19.caption")?.shape { #expect(run.text == "right to left · dark") }
        else { Issue.record("no caption on the last row") }
    }

    @Test("Rows grow to their tallest cell and columns to their widest")
    func sizes() throws {
        let document = try scene("price")
        let columns = Gallery.columns(document)
        let small = Gallery.cell(columns[0], Gallery.rows[0]), huge = Gallery.cell(columns[0], Gallery.rows[19])
        expectGreater(huge.size.height, small.size.height)
        let sheet = Gallery.scene(document)
        func y(_ id: String) -> Double { sheet.node(id: id)?.transform.translateY ?? -1 }
        // Row 19 begins after row 18 in full, whatever the cells' heights.
        let row18 = Gallery.cell(columns[0], Gallery.rows[18]).size.height
        expectGreaterOrEqual(y("r19c0"), y("r18c0") + row18 + Gallery.gap - 1)
        expectGreaterOrEqual(sheet.size.height, y("r19c0") + huge.size.height)
        let x1 = sheet.node(id: "r0c1")?.transform.translateX ?? 0, x0 = sheet.node(id: "r0c0")?.transform.translateX ?? 0
        let widest = Gallery.rows.map { Gallery.cell(columns[0], $0).size.width }.max() ?? 0
        expectEqual(x1 - x0, widest + Gallery.gap)
    }

    @Test("Values together: chips merge for thumbs, close for a header, at the maximum for a single slider")
    func together() throws {
        let age = Gallery.together(try scene("age"))
        expectEqual(age.title, "chips merged")
        #expect(age.document.value.lower == 36 && age.document.value.upper == 41)
        let cell = age.document.stillScene()
        expectEqual(cell.node(id: "chip.merged")?.opacity, .one)
        let price = Gallery.together(try scene("price"))
        #expect(price.title == "values close" && price.document.value.lower == 470 && price.document.value.upper == 480)
        let single = Gallery.together(try scene("single-text"))
        #expect(single.title == "at maximum" && single.document.value.lower == 100)
        expectEqual(Gallery.columns(try scene("single-text")).map(\.title), ["rest", "grabbed", "at maximum", "disabled"])
    }

    /// As PNG: `render-cli gallery --out FILE.png` (ReportCommandTests).
    @Test("The gallery is deterministic")
    func determinism() throws {
        let document = try scene("age")
        expectEqual(SVGRender.bytes(Gallery.scene(document)), SVGRender.bytes(Gallery.scene(document)))
    }
}
