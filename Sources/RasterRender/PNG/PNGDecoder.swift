/// Reads a PNG back into pixels, to say how two PNG snapshots differ. It reads what PNG snapshots hold: 8-bit
/// greyscale, RGB, palette, grey with alpha and RGBA, not interlaced; anything else is a clear error. Chunk CRCs are
/// checked, and an image over 64 million pixels is refused before anything is decoded.
public enum PNGDecoder {
    /// Why a PNG could not be read.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The largest image read, in pixels.
    public static let maximumPixels = 64 << 20

    /// The pixels of PNG file `bytes`.
    public static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGEncoder.signature else { throw Failure(description: "not a PNG file (no PNG signature)") }
        var position = 8
        var width = 0, height = 0, colourType = -1
        var palette: [UInt8] = [], transparency: [UInt8] = [], data: [UInt8] = []
        func number(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while true {
            guard position + 12 <= bytes.count else { throw Failure(description: "the file ends inside a chunk at byte \(position)") }
            let length = number(position)
            guard length >= 0, position + 12 + length <= bytes.count else { throw Failure(description: "a chunk at byte \(position) runs past the end of the file") }
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            let body = Array(bytes[(position + 8)..<(position + 8 + length)])
            guard CRC32.checksum(bytes[(position + 4)..<(position + 8 + length)]) == UInt32(truncatingIfNeeded: number(position + 8 + length)) else {
                throw Failure(description: "the \(type) chunk at byte \(position) fails its CRC")
            }
            position += 12 + length
            switch type {
            case "IHDR":
                guard length == 13 else { throw Failure(description: "IHDR is \(length) bytes, not 13") }
                width = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
                height = Int(body[4]) << 24 | Int(body[5]) << 16 | Int(body[6]) << 8 | Int(body[7])
                guard body[8] == 8 else { throw Failure(description: "bit depth \(body[8]); only 8-bit PNGs are compared by pixel") }
                guard [0, 2, 3, 4, 6].contains(body[9]) else { throw Failure(description: "colour type \(body[9]) is not a PNG colour type") }
                guard body[12] == 0 else { throw Failure(description: "an interlaced PNG; only non-interlaced PNGs are compared by pixel") }
                colourType = Int(body[9])
                guard width > 0, height > 0, width <= maximumPixels / height else {
                    throw Failure(description: "an image of \(width) × \(height) pixels (at most \(maximumPixels) are read)")
                }
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": data += body
            case "IEND":
                guard colourType >= 0 else { throw Failure(description: "no IHDR chunk") }
                return try pixels(data, width: width, height: height, colourType: colourType, palette: palette, transparency: transparency)
            default: continue
            }
        }
    }

    static func pixels(_ data: [UInt8], width: Int, height: Int, colourType: Int, palette: [UInt8], transparency: [UInt8]) throws -> RGBAImage {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 4
        let stride = width * channels
        let raw: [UInt8]
        do {
            raw = try Inflater.zlib(data, limit: height * (stride + 1))
        } catch let failure as Inflater.Failure {
            throw Failure(description: "its image data cannot be decompressed: \(failure.description)")
        }
        guard raw.count == height * (stride + 1) else {
            throw Failure(description: "its image data holds \(raw.count) bytes, not the \(height * (stride + 1)) of \(width) × \(height) pixels")
        }
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1, row = y * stride
            for i in 0..<stride {
                let x = raw[source + i]
                let a = i >= channels ? Int(rows[row + i - channels]) : 0
                let b = y > 0 ? Int(rows[row - stride + i]) : 0
                let c = i >= channels && y > 0 ? Int(rows[row - stride + i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "row \(y) has the unknown filter type \(filter)")
                }
                rows[row + i] = x &+ UInt8(truncatingIfNeeded: predicted)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            let s = p * channels, d = p * 4
            switch colourType {
            case 0: rgba[d] = rows[s]; rgba[d + 1] = rows[s]; rgba[d + 2] = rows[s]
            case 2: rgba[d] = rows[s]; rgba[d + 1] = rows[s + 1]; rgba[d + 2] = rows[s + 2]
            case 3:
                let index = Int(rows[s])
                guard index * 3 + 2 < palette.count else { throw Failure(description: "a pixel names palette entry \(index), past the palette") }
                rgba[d] = palette[index * 3]; rgba[d + 1] = palette[index * 3 + 1]; rgba[d + 2] = palette[index * 3 + 2]
                if index < transparency.count { rgba[d + 3] = transparency[index] }
            case 4: rgba[d] = rows[s]; rgba[d + 1] = rows[s]; rgba[d + 2] = rows[s]; rgba[d + 3] = rows[s + 1]
            default: for k in 0..<4 { rgba[d + k] = rows[s + k] }
            }
        }
        guard let image = RGBAImage(width: width, height: height, pixels: rgba) else { throw Failure(description: "inconsistent image size") }
        return image
    }
}

/// Where and how much two images differ.
public struct PixelChange: Equatable, Sendable {
    /// Pixels whose colour or alpha differs.
    public var changed: Int
    /// All pixels of the image.
    public var total: Int
    /// The smallest box holding every changed pixel, or nil when none changed.
    public var box: Box?

    /// A box of pixels: its top left pixel and its size.
    public struct Box: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        /// Creates a box.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Compares two images of the same size; nil when their sizes differ.
    public init?(_ before: RGBAImage, _ after: RGBAImage) {
        guard before.width == after.width, before.height == after.height else { return nil }
        var changed = 0, x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<before.height {
            for x in 0..<before.width {
                let i = (y * before.width + x) * 4
                if before.pixels[i] != after.pixels[i] || before.pixels[i + 1] != after.pixels[i + 1]
                    || before.pixels[i + 2] != after.pixels[i + 2] || before.pixels[i + 3] != after.pixels[i + 3] {
                    changed += 1
                    x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
                }
            }
        }
        self.changed = changed
        total = before.width * before.height
        box = changed == 0 ? nil : Box(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// One line for a reviewer: "1,234 of 264,000 pixels changed (0.47 %), in the box x 10–52, y 4–30 (42 × 26 px)".
    public var summary: String {
        guard let box else { return "no pixel changed (the files differ only in their encoding)" }
        let share = changed * 10_000 / max(total, 1)
        let percent = changed > 0 && share == 0 ? "under 0.01" : "\(share / 100).\(share % 100 < 10 ? "0" : "")\(share % 100)"
        return "\(Self.grouped(changed)) of \(Self.grouped(total)) pixels changed (\(percent) %), in the box x \(box.x)–\(box.x + box.width - 1), "
            + "y \(box.y)–\(box.y + box.height - 1) (\(box.width) × \(box.height) px)"
    }

    /// A count with thousands separated by commas, the same on every machine.
    static func grouped(_ n: Int) -> String {
        var digits = String(n), out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    /// What changed between two PNG files, in one line: pixels, share and box, or the sizes, or why they cannot be read.
    public static func describe(png before: [UInt8], _ after: [UInt8]) -> String {
        let old: RGBAImage, new: RGBAImage
        do {
            old = try PNGDecoder.decode(before)
        } catch {
            return "the golden PNG cannot be read for a pixel comparison: \(error)"
        }
        do {
            new = try PNGDecoder.decode(after)
        } catch {
            return "the new PNG cannot be read for a pixel comparison: \(error)"
        }
        guard let change = PixelChange(old, new) else {
            return "the size changed: \(old.width) × \(old.height) → \(new.width) × \(new.height) px"
        }
        return change.summary
    }
}
