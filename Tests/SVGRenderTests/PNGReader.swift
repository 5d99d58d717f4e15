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

    /// The first frame (the IDAT image) as straight RGBA.
    func image() throws -> RGBAImage {
        let data = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let pixels = try Self.unfilter(try Inflate.zlib(data), width: width, height: height, bpp: colorType == 2 ? 3 : 4)
        guard let image = RGBAImage(width: width, height: height, pixels: pixels) else { throw Inflate.Failure(description: "size") }
        return image
    }

    /// Reverses the row filters and widens RGB to RGBA.
    static func unfilter(_ raw: [UInt8], width: Int, height: Int, bpp: Int) throws -> [UInt8] {
        let stride = width * bpp
        guard raw.count == height * (stride + 1) else { throw Inflate.Failure(description: "raw size \(raw.count)") }
        var previous = [UInt8](repeating: 0, count: stride)
        var out: [UInt8] = []
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var row = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for i in 0..<stride {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Inflate.Failure(description: "filter \(filter)")
                }
                row[i] = UInt8((Int(row[i]) + predictor) & 0xFF)
            }
            for x in 0..<width {
                out += row[(x * bpp)..<(x * bpp + 3)]
                out.append(bpp == 4 ? row[x * bpp + 3] : 255)
            }
            previous = row
        }
        return out
    }
}
