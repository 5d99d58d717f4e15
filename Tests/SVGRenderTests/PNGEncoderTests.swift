import SceneGraph
import Testing
import TestSupport

@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

/// Our zlib stream and PNG chunks, read back by the independent decoder in `Inflate.swift`.
@Suite("PNG encoder")
struct PNGEncoderTests {
    @Test("CRC-32 and Adler-32 of the standard check strings")
    func checksums() {
        expectEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        expectEqual(CRC32.checksum(Array("IEND".utf8)), 0xAE42_6082)
        expectEqual(Adler32.checksum(Array("Wikipedia".utf8)), 0x11E6_0398)
        // Byte-by-byte definition against the vector form, over several blocks.
        let data = (0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ ($0 >> 3)) }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        expectEqual(Adler32.checksum(data), b << 16 | a)
    }

    @Test("A 1 × 1 black pixel is a known 69-byte PNG")
    func knownBytes() {
        var encoder = PNGEncoder()
        let png = encoder.encode(RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 255)))
        // Filtered data: filter 0 and three zero bytes. Four literals of 0 in the fixed Huffman code (8 bits each,
        // 00110000) after the block header 1,1,0 (final, fixed) and before end-of-block (0000000) pack, least
        // significant bit first, into 63 60 60 60 00 00. zlib header 78 5E (32 KiB window, "fast"), Adler-32 of
        // four zeros 00 04 00 01. CRCs as zlib.crc32 computes them.
        let expected: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
            0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01,
            0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE,
            0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54,
            0x78, 0x5E, 0x63, 0x60, 0x60, 0x60, 0x00, 0x00, 0x00, 0x04, 0x00, 0x01, 0x0F, 0xD2, 0xAD, 0xE4,
            0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        expectEqual(png, expected)
    }

    /// Deterministic bytes of several kinds: runs, text-like repeats, noise.
    static func sample(_ kind: Int, count: Int) -> [UInt8] {
        var state: UInt32 = 12345
        return (0..<count).map { i in
            state = state &* 1_103_515_245 &+ 12345
            switch kind {
            case 0: return 0
            case 1: return UInt8(truncatingIfNeeded: (i / 7) % 13 + (i % 3))
            case 2: return UInt8(truncatingIfNeeded: state >> 16)
            default: return i % 1000 < 500 ? UInt8(truncatingIfNeeded: state >> 24) & 3 : UInt8(i % 5)
            }
        }
    }

    @Test("Every effort inflates back to the input, through stored, fixed and dynamic blocks",
          arguments: [DeflateEffort.fast, .balanced, .small])
    func roundTrip(effort: DeflateEffort) throws {
        var blockTypes: Set<Int> = []
        for (kind, count) in [(0, 0), (0, 1), (0, 100_000), (1, 70_000), (2, 70_000), (3, 200_000), (1, 3), (2, 5)] {
            let data = Self.sample(kind, count: count)
            var deflater = Deflater(effort: effort)
            let stream = deflater.zlib(data)
            try expectEqual(Inflate.zlib(stream), data, "kind \(kind), \(count) bytes")
            var reader = Inflate.Reader(bytes: stream, position: 16)
            var types: [Int] = []
            _ = try withUnsafeMutablePointer(to: &types) { try Inflate.inflate(&reader, blockTypes: $0) }
            blockTypes.formUnion(types)
            if kind == 0 && count == 100_000 { #expect(stream.count < 400) }
            if kind == 2 { #expect(stream.count <= count + count / 1000 + 32, "noise stays stored") }
        }
        expectEqual(blockTypes, [0, 1, 2])
    }

    @Test("The same input gives the same bytes from a fresh encoder and a reused one")
    func determinism() {
        let data = Self.sample(3, count: 150_000)
        var reused = Deflater()
        _ = reused.zlib(Self.sample(1, count: 90_000))
        var fresh = Deflater()
        expectEqual(reused.zlib(data), fresh.zlib(data))
    }

    @Test("A scene's PNG decodes to the rasteriser's pixels, RGB when opaque and RGBA when not")
    func decodesToPixels() throws {
        let disc = Node(id: "d", shape: .circle(Circle(center: Point(x: 8, y: 6), radius: 5), Paint(fill: Color(hex: 0x336699, alpha: 0.7))))
        for background in [Color?.none, .white] {
            let scene = Scene(size: Size(width: 17, height: 13), background: background, nodes: [disc])
            let image = PNGRender.image(scene, scale: 2)
            let reader = try PNGReader(PNGRender.png(scene, scale: 2))
            #expect(reader.width == 34 && reader.height == 26)
            expectEqual(reader.colorType, background == nil ? 6 : 2)
            try expectEqual(reader.image(), image)
        }
    }
}
