import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

/// Animated PNG: frame count, delays, changed regions.
@Suite("APNG encoder")
struct APNGEncoderTests {
    static func frame(dotAt x: Int) -> RGBAImage {
        var image = RGBAImage(width: 8, height: 6, fill: (255, 255, 255, 255))
        for y in 2..<4 {
            for dx in 0..<2 {
                let i = (y * 8 + x + dx) * 4
                image.pixels[i] = 0
                image.pixels[i + 1] = 0
                image.pixels[i + 2] = 0
            }
        }
        return image
    }

    static func word(_ d: [UInt8], _ i: Int) -> Int { PNGReader.word(d, i) }
    static func half(_ d: [UInt8], _ i: Int) -> Int { Int(d[i]) << 8 | Int(d[i + 1]) }

    @Test("Four frames at 30 fps, the second a repeat: three frames, the first held for 2/30 s")
    func framesAndDelays() throws {
        var encoder = APNGEncoder(width: 8, height: 6)
        let tick = APNGEncoder.Delay(frames: 1, fps: 30)
        encoder.append(Self.frame(dotAt: 1), delay: tick)
        encoder.append(Self.frame(dotAt: 1), delay: tick)
        encoder.append(Self.frame(dotAt: 4), delay: tick)
        encoder.append(Self.frame(dotAt: 5), delay: APNGEncoder.Delay(numerator: 1, denominator: 2))
        let reader = try PNGReader(encoder.finish())
        expectEqual(reader.chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let actl = try #require(reader.chunks.first { $0.type == "acTL" })
        #expect(Self.word(actl.data, 0) == 3 && Self.word(actl.data, 4) == 0)
        let controls = reader.chunks.filter { $0.type == "fcTL" }.map(\.data)
        // Sequence numbers count fcTL and fdAT chunks together from 0.
        expectEqual(controls.map { Self.word($0, 0) }, [0, 1, 3])
        expectEqual(controls.map { [Self.half($0, 20), Self.half($0, 22)] }, [[2, 30], [1, 30], [1, 2]])
        // Frame 0 covers the canvas; frame 1 the dot's old and new places (x 1...5, rows 2...3); frame 2 x 4...6.
        expectEqual(controls.map { [Self.word($0, 4), Self.word($0, 8), Self.word($0, 12), Self.word($0, 16)] }, [[8, 6, 0, 0], [5, 2, 1, 2], [3, 2, 4, 2]])
        #expect(controls.allSatisfy { $0[24] == 0 && $0[25] == 0 })  // dispose NONE, blend SOURCE
        // The second frame's data is its 5 × 2 region.
        let fdAT = try #require(reader.chunks.first { $0.type == "fdAT" })
        expectEqual(Self.word(fdAT.data, 0), 2)
        try expectEqual(Inflate.zlib(Array(fdAT.data.dropFirst(4))).count, 2 * (1 + 5 * 4))
        let pixels = try PNGDecoder.pixels(Array(fdAT.data.dropFirst(4)), width: 5, height: 2, colourType: 6, palette: [], transparency: []).pixels
        #expect(Array(pixels[0..<4]) == [255, 255, 255, 255] && Array(pixels[12..<16]) == [0, 0, 0, 255])
        try expectEqual(reader.image(), Self.frame(dotAt: 1))
    }

    @Test("A long hold adds up delays; with no frames the file still has one")
    func holds() throws {
        var encoder = APNGEncoder(width: 8, height: 6, loops: 2)
        for _ in 0..<90 { encoder.append(Self.frame(dotAt: 0), delay: APNGEncoder.Delay(frames: 1, fps: 30)) }
        encoder.append(Self.frame(dotAt: 0), delay: APNGEncoder.Delay(numerator: 1, denominator: 100))
        let reader = try PNGReader(encoder.finish())
        let control = try #require(reader.chunks.first { $0.type == "fcTL" })
        // 90/30 + 1/100 = 3.01 s = 301/100.
        expectEqual([Self.half(control.data, 20), Self.half(control.data, 22)], [301, 100])
        expectEqual(Self.word(reader.chunks[1].data, 4), 2)
        var empty = APNGEncoder(width: 3, height: 2)
        let one = try PNGReader(empty.finish())
        #expect(one.chunks.filter { $0.type == "fcTL" }.count == 1 && one.width == 3)
    }
}
