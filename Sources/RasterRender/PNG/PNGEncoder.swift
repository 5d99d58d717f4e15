/// Encodes images as PNG (ISO/IEC 15948): 8-bit RGB when every pixel is opaque, else 8-bit RGBA; no interlacing;
/// per row the filter whose output has the smallest sum of absolute values (libpng's heuristic); our own zlib
/// stream. The same image and effort always give the same bytes.
public struct PNGEncoder: Sendable {
    /// The deflate effort.
    public var effort: DeflateEffort {
        get { deflater.effort }
        set { deflater.effort = newValue }
    }

    var deflater: Deflater
    var filtered: [UInt8] = []
    var scratch: [UInt8] = []

    /// The 8-byte PNG signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Creates an encoder; keep one to encode many images, since it reuses its buffers.
    public init(effort: DeflateEffort = .fast) {
        deflater = Deflater(effort: effort)
    }

    /// The PNG file of `image`; an image without pixels becomes one transparent pixel, since PNG needs at least one.
    public mutating func encode(_ image: RGBAImage) -> [UInt8] {
        if image.width == 0 || image.height == 0 { return encode(RGBAImage(width: 1, height: 1)) }
        let opaque = Self.isOpaque(image)
        var out = Self.signature
        Self.appendChunk("IHDR", Self.header(width: image.width, height: image.height, opaque: opaque), to: &out)
        Self.appendChunk("IDAT", compressed(image, region: PixelRect(x0: 0, y0: 0, x1: image.width, y1: image.height), opaque: opaque), to: &out)
        Self.appendChunk("IEND", [], to: &out)
        return out
    }

    /// Whether every pixel's alpha is 255.
    static func isOpaque(_ image: RGBAImage) -> Bool {
        image.pixels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            var all: UInt32 = 0xFFFF_FFFF
            for i in 0..<(p.count / 4) { all &= raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) }
            return UInt32(littleEndian: all) >> 24 == 255
        }
    }

    /// IHDR's 13 bytes.
    static func header(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        bigEndian(UInt32(max(width, 0))) + bigEndian(UInt32(max(height, 0))) + [8, opaque ? 2 : 6, 0, 0, 0]
    }

    /// The zlib stream of the filtered rows of `region` of `image`.
    mutating func compressed(_ image: RGBAImage, region: PixelRect, opaque: Bool) -> [UInt8] {
        filterRows(image, region: region, opaque: opaque)
        return filtered.withUnsafeBufferPointer { deflater.zlib($0) }
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        out += bigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        out += typeBytes
        out += data
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        out += bigEndian(crc.value)
    }

    /// Four bytes, most significant first.
    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// Two bytes, most significant first.
    static func bigEndian16(_ v: UInt16) -> [UInt8] {
        [UInt8(v >> 8), UInt8(v & 0xFF)]
    }
}
