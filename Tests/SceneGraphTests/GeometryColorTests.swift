import Testing
import TestSupport
@testable import SceneGraph

@Suite("Geometry and colour")
struct GeometryColorTests {
    @Test("Colours parse #RGB, #RRGGBB and #RRGGBBAA and refuse anything else")
    func hexParsing() {
        expectEqual(Color(hexString: "#FF5B3A"), Color(hex: 0xFF5B3A))
        expectEqual(Color(hexString: "#abc"), Color(hex: 0xAABBCC))
        expectEqual(Color(hexString: "#00000080")?.alpha, 128.0 / 255)
        expectNil(Color(hexString: "#12345"))
        expectNil(Color(hexString: "#GGGGGG"))
        expectEqual(Color(hex: 0xFF5B3A).hexRGB, "#ff5b3a")
    }

    @Test("A colour's bytes: every byte from its component, and components set outside 0...1 clamp instead of trapping")
    func channelBytes() {
        // Each of the 256 bytes, through its component, gives itself back (the hex initialiser divides by 255).
        for value in 0...255 {
            let color = Color(hex: UInt32(value) << 16 | UInt32(255 - value) << 8 | UInt32(value / 2))
            #expect(color.bytes.red == UInt8(value) && color.bytes.green == UInt8(255 - value) && color.bytes.blue == UInt8(value / 2))
        }
        // Rounded half up: 0.5 / 255 is the first component to reach byte 1.
        #expect(Color.byte(0.5 / 255) == 1 && Color.byte(0.5 / 255 - 1e-12) == 0 && Color.byte(254.5 / 255) == 255)
        // The components are `var`s: set past the ends, or to NaN, after the colour was made.
        var wild = Color.white
        wild.red = 2
        wild.green = -1
        wild.blue = .nan
        wild.alpha = .infinity
        #expect(wild.bytes == (255, 0, 0, 255))
        expectEqual(wild.hexRGB, "#ff0000")
        wild.alpha = -.infinity
        expectEqual(wild.bytes.alpha, 0)
    }

    @Test("Unit intervals clamp, and non-finite values become 0")
    func unitInterval() {
        expectEqual(UnitInterval(1.5).value, 1)
        expectEqual(UnitInterval(-1).value, 0)
        expectEqual(UnitInterval(.nan).value, 0)
        expectEqual(Color(red: 2, green: -1, blue: .infinity).red, 1)
    }

    @Test("A scale about an anchor keeps the anchor in place")
    func transformAnchor() {
        let t = Transform(translateX: 10, translateY: 0, scale: 1.18, anchor: Point(x: 50, y: 58))
        expectEqual(t.apply(Point(x: 50, y: 58)), Point(x: 60, y: 58))
        let m = t.matrix
        expectLess(abs(m.e - (10 + 50 * (1 - 1.18))), 1e-12)
        #expect(Transform.identity.isIdentity)
    }

    @Test("Capsules round by half the shorter side; radii never exceed it")
    func capsule() {
        expectEqual(RoundedRect.capsule(Rect(x: 0, y: 0, width: 100, height: 8)).cornerRadius, 4)
        expectEqual(RoundedRect(Rect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 9).cornerRadius, 2)
    }

    @Test("Text measurement uses Inter's tabular digits and kerning")
    func textMeasure() {
        // Tabular digits are 1888 units wide (the "4" is 1885); 13 pt at 2816 units per em.
        let digits = TextMeasure.layout("10", fontSize: 13, weight: 600, tabularDigits: true)
        expectLess(abs(digits.width - 2 * 1888 * 13 / 2816), 1e-9)
        expectEqual(digits.offsets.count, 2)
        // Proportional "1" is narrower than its tabular form.
        expectLess(TextMeasure.width("1", fontSize: 13, weight: 600, tabularDigits: false), TextMeasure.width("1", fontSize: 13, weight: 600, tabularDigits: true))
        // Kerning applies between proportional digits: "74" is tighter than "7" + "4".
        let pair = TextMeasure.width("74", fontSize: 100, weight: 600, tabularDigits: false)
        let apart = TextMeasure.width("7", fontSize: 100, weight: 600, tabularDigits: false) + TextMeasure.width("4", fontSize: 100, weight: 600, tabularDigits: false)
        expectLess(pair, apart)
    }
}
