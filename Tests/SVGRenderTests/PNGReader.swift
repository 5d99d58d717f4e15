@testable import SVGRender
@testable import SliderReports
@testable import RasterRender

/// Reads back the PNG and APNG files our encoder writes: chunks with their CRCs checked, and decoded pixels.
struct PNGReader {
    struct Chunk {
        let type: String
        let data: [UInt8]
    }

    let chunks: [Chunk]

    init(_ bytes: [UInt8]) throws {
        guard Array(bytes.prefix(8)) == PNGEncoder.signature else { throw Inflate.Failure(description: "no PNG signature") }
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Self.word(bytes, i)
            guard i + 12 + length <= bytes.count else { throw Inflate.Failure(description: "chunk overruns the file") }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = Array(bytes[(i + 8)..<(i + 8 + length)])
            guard CRC32.checksum(Array(bytes[(i + 4)..<(i + 8 + length)])) == UInt32(Self.word(bytes, i + 8 + length)) else {
                throw Inflate.Failure(description: "bad CRC in \(type)")
            }
            chunks.append(Chunk(type: type, data: data))
            i += 12 + length
        }
        guard i == bytes.count, chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else {
            throw Inflate.Failure(description: "bad chunk layout")
        }
        self.chunks = chunks
    }

    static func word(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }

    var width: Int { Self.word(chunks[0].data, 0) }
    var height: Int { Self.word(chunks[0].data, 4) }
    var colorType: UInt8 { chunks[0].data[9] }

    /// The first frame (the IDAT image) as straight RGBA, decoded by the library's `PNGDecoder` (the chunks above are
    /// read here, independently).
    func image() throws -> RGBAImage {
        try PNGDecoder.pixels(chunks.filter { $0.type == "IDAT" }.flatMap(\.data), width: width, height: height,
                              colourType: Int(colorType), palette: [], transparency: [])
    }
}
