import Testing
import TestSupport

@testable import SceneGraph

@Suite("Text measure")
struct TextMeasureTests {
    @Test("A line is SF Pro's ascender plus descender, (1950 + 494) / 2048 = 1.1934 em, with the baseline 1950/2048 em down")
    func sfProLineBox() {
        let body: Double = 17 * 2444.0 / 2048  // 20.287, UIFont's lineHeight at 17 pt
        expectEqual(TextMeasure.lineHeight(fontSize: 17), body)
        expectEqual(NumberText.string(TextMeasure.lineHeight(fontSize: 17), decimals: 3), "20.287")
        expectEqual(NumberText.string(TextMeasure.lineHeight(fontSize: 13), decimals: 2), "15.51")
        expectEqual(NumberText.string(TextMeasure.lineHeight(fontSize: 20), decimals: 2), "23.87")
        let baseline: Double = 20 * 1950.0 / 2048
        expectEqual(TextMeasure.baseline(fontSize: 20), baseline)
    }

    @Test("Both faces are in the table, with their own advances, tabular advances and kerning")
    func twoFaces() {
        expectEqual(InterMetrics.face(weight: 400).weight, 400)
        expectEqual(InterMetrics.face(weight: 600).weight, 600)
        expectEqual(InterMetrics.face(weight: 700).weight, 600)
        let one = Unicode.Scalar(0x31)!
        expectEqual(InterMetrics.regular.advance(of: one), 1308)
        expectEqual(InterMetrics.regular.tabularAdvance(of: one), 1824)
        expectEqual(InterMetrics.semiBold.advance(of: one), 1354)
        expectEqual(InterMetrics.semiBold.tabularAdvance(of: one), 1888)
        expectEqual(InterMetrics.regular.kerning("A", "V"), -192)
        expectEqual(InterMetrics.semiBold.kerning("A", "V"), -234)
        // Regular digits are narrower: "10" in tabular figures at 13 pt.
        let regular = TextMeasure.width("10", fontSize: 13, weight: 400, tabularDigits: true)
        expectLess(abs(regular - 2 * 1824 * 13 / 2816.0), 1e-9)
    }

    @Test("The tabular shift moves the default glyph onto the tnum glyph: 280 units for the SemiBold 1, 1.29 pt at 13 pt")
    func tabularShift() {
        expectEqual(InterMetrics.semiBold.tabularShift(of: "1"), 280)
        expectEqual(InterMetrics.regular.tabularShift(of: "1"), 256)
        expectEqual(InterMetrics.semiBold.tabularShift(of: "4"), 0)
        expectEqual(InterMetrics.semiBold.tabularShift(of: "2"), 69)
        expectEqual(InterMetrics.semiBold.tabularShift(of: ","), -6)
        expectEqual(InterMetrics.semiBold.tabularShift(of: "$"), 0)
        expectEqual(NumberText.string(280 * 13 / 2816.0, decimals: 2), "1.29")
    }
}
