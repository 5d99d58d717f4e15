import Foundation
@testable import RasterRender
import Testing
import TestSupport

/// Reading PNG files back, for pixel comparisons of PNG goldens.
@Suite("PNG decoder and pixel changes")
struct PNGDecoderTests {
    static func bytes(_ base64: String) -> [UInt8] { Array(Data(base64Encoded: base64)!) }

    static func image(_ width: Int, _ height: Int, opaque: Bool) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                image.pixels[i] = UInt8((x * 37 + y * 11) & 255)
                image.pixels[i + 1] = UInt8((x * x + y) & 255)
                image.pixels[i + 2] = UInt8((x ^ y) * 8 & 255)
                image.pixels[i + 3] = opaque ? 255 : UInt8((x * 16 + y * 3) & 255)
            }
        }
        return image
    }

    @Test("Our own PNGs, opaque (RGB) and not (RGBA), at every effort, read back to the same pixels")
    func roundTrip() throws {
        for effort in DeflateEffort.allCases {
            for opaque in [true, false] {
                let image = Self.image(61, 17, opaque: opaque)
                var encoder = PNGEncoder(effort: effort)
                try expectEqual(PNGDecoder.decode(encoder.encode(image)), image, "\(effort) opaque \(opaque)")
            }
        }
    }

    @Test("PNGs from another encoder (Python's zlib): grey in a stored block, palette with tRNS, RGB with Up and dynamic Huffman codes, RGBA with Sub and Paeth")
    func otherEncoders() throws {
        let grey = try PNGDecoder.decode(Self.bytes("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAAAAAC4HznGAAAAE0lEQVR4AQEIAPf/AACA/wAKFB4IZwG8zl0mHQAAAABJRU5ErkJggg=="))
        #expect(grey.width == 3 && grey.height == 2)
        expectEqual(grey.pixels, [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255, 10, 10, 10, 255, 20, 20, 20, 255, 30, 30, 30, 255])
        let palette = try PNGDecoder.decode(Self.bytes("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAMAAABFaP0WAAAABlBMVEX/AAAAAP9sof2OAAAAAXRSTlOArV5bRgAAAAxJREFUeNpjYGAEQgAADAADFZ4Y/AAAAABJRU5ErkJggg=="))
        expectEqual(palette.pixels, [255, 0, 0, 128, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 128])
        let rgb = try PNGDecoder.decode(Self.bytes("iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAs0lEQVR42u2TLwiDYBBHH0u/aDQajUaj0Wg0LhqNRqPRaDQajUaj0WhcNBqNG4yFhTHG/sDgysdxHHff3eMBCDk4Lq6H5+MHBCFhRBQTJyQp6ZFjRpaTFxQlZUVVUzc0LW1H19MPDCPjxDQzLywnTivrxrazH9Cl//699zrARest9eH4dxv4KEQTWu5/8W7eGLzKIEYpylCBKtSgDg2Pb/283hiYB+aBMTAPzANjYB78CYMz948uXQvlj8QAAAAASUVORK5CYII="))
        #expect(rgb.width == 32 && rgb.height == 32)
        for (x, y) in [(0, 0), (5, 9), (31, 31), (17, 2)] {
            let p = rgb[x, y]
            #expect(p.red == UInt8(x * 8 & 255) && p.green == UInt8(y * 8 & 255) && p.blue == UInt8((x ^ y) * 8 & 255) && p.alpha == 255, "(\(x), \(y))")
        }
        let rgba = try PNGDecoder.decode(Self.bytes("iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAYAAAC09K7GAAAAPklEQVR4nAEzAMz/AKVNyhglMLsdbRMs3tYjey4B2R4/ckat2v/4eXtlMvgJhgRbQn+/AVOrzcOCWurf+ZEAJPcXSsYr2REAAAAASUVORK5CYII="))
        expectEqual(Array(rgba.pixels[16..<32]), [217, 30, 63, 114, 31, 203, 25, 113, 23, 68, 148, 214, 73, 60, 157, 92])
        expectEqual(Array(rgba.pixels[32..<48]), [52, 96, 190, 49, 32, 30, 105, 254, 218, 160, 238, 232, 185, 153, 127, 92])
    }

    @Test("A damaged or unsupported PNG is a clear error, never a crash or a huge allocation")
    func badFiles() throws {
        var encoder = PNGEncoder()
        let good = encoder.encode(Self.image(8, 4, opaque: false))
        func failure(_ bytes: [UInt8]) -> String {
            do { _ = try PNGDecoder.decode(bytes); return "decoded" } catch { return "\(error)" }
        }
        expectEqual(failure(Array("GIF89a".utf8)), "not a PNG file (no PNG signature)")
        expectPrefix(failure(Array(good.prefix(40))), "the file ends inside a chunk")
        var corrupt = good
        corrupt[40] ^= 0xFF
        expectSuffix(failure(corrupt), "fails its CRC")
        // IHDR edited (and its CRC fixed): 16 bits, interlaced, a billion pixels.
        func header(_ edit: (inout [UInt8]) -> Void) -> [UInt8] {
            var png = good
            var body = Array(png[16..<29])
            edit(&body)
            png.replaceSubrange(16..<29, with: body)
            let crc = CRC32.checksum(png[12..<29])
            png.replaceSubrange(29..<33, with: [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)])
            return png
        }
        expectEqual(failure(header { $0[8] = 16 }), "bit depth 16; only 8-bit PNGs are compared by pixel")
        expectEqual(failure(header { $0[12] = 1 }), "an interlaced PNG; only non-interlaced PNGs are compared by pixel")
        expectPrefix(failure(header { $0[0] = 0x7F; $0[4] = 0x7F }), "an image of 2130706440 × 2130706436 pixels")
        // The image data claims more rows than IHDR: the output stops at the image's size.
        expectPrefix(failure(header { $0[7] = 2 }), "its image data cannot be decompressed: more data than the image holds")
    }

    @Test("A pixel change gives the count, the share and the box; another size or an unreadable file says so")
    func pixelChange() throws {
        let before = Self.image(200, 100, opaque: true)
        var after = before
        for (x, y) in [(10, 4), (52, 30), (20, 20)] { after.pixels[(y * 200 + x) * 4] &+= 1 }
        let change = try #require(PixelChange(before, after))
        #expect(change.changed == 3 && change.total == 20_000)
        expectEqual(change.box, PixelChange.Box(x: 10, y: 4, width: 43, height: 27))
        expectEqual(change.summary, "3 of 20,000 pixels changed (0.01 %), in the box x 10–52, y 4–30 (43 × 27 px)")
        expectEqual(PixelChange(before, before)?.summary, "no pixel changed (the files differ only in their encoding)")
        var fast = PNGEncoder(effort: .fast), best = PNGEncoder(effort: .small)
        expectEqual(PixelChange.describe(png: fast.encode(before), fast.encode(after)), change.summary)
        expectEqual(PixelChange.describe(png: fast.encode(before), best.encode(before)), "no pixel changed (the files differ only in their encoding)")
        expectEqual(PixelChange.describe(png: fast.encode(before), fast.encode(Self.image(20, 10, opaque: true))), "the size changed: 200 × 100 → 20 × 10 px")
        expectEqual(PixelChange.describe(png: [1, 2, 3], fast.encode(before)), "the golden PNG cannot be read for a pixel comparison: not a PNG file (no PNG signature)")
        #expect(PixelChange.grouped(1_234_567) == "1,234,567" && PixelChange.grouped(999) == "999")
    }
}
