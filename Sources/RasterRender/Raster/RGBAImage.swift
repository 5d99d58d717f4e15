/// A bitmap of 8-bit sRGB pixels with straight (not premultiplied) alpha, rows top to bottom, 4 bytes a pixel
/// in the order red, green, blue, alpha: the layout PNG stores.
public struct RGBAImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, row by row.
    public var pixels: [UInt8]

    /// An image of the given size filled with one colour (transparent black by default); negative sizes become 0.
    public init(width: Int, height: Int, fill: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) = (0, 0, 0, 0)) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        var pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = fill.red
                pixels[i + 1] = fill.green
                pixels[i + 2] = fill.blue
                pixels[i + 3] = fill.alpha
            }
        }
        self.pixels = pixels
    }

    /// An image from raw RGBA bytes; nil when `pixels` does not hold exactly `width * height * 4` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`; transparent black outside the image.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
