/// Encodes frames as an animated PNG (APNG: `acTL`, then `fcTL` + `IDAT` for the first frame and `fcTL` + `fdAT`
/// for the others). Each frame after the first covers only the rectangle of pixels that changed since the frame
/// before, with `dispose_op` NONE (the canvas keeps what was drawn) and `blend_op` SOURCE (the rectangle replaces
/// what is under it, transparency included). A frame identical to the one before adds its delay to that frame, so
/// a still stretch costs no bytes. Viewers without APNG support show the first frame.
///
/// Memory holds the previous frame and the compressed output, never the whole animation's pixels.
public struct APNGEncoder: Sendable {
    /// How long a frame shows: `numerator / denominator` seconds, as `fcTL` stores it.
    public struct Delay: Hashable, Sendable {
        /// Numerator of the delay in seconds.
        public var numerator: UInt16
        /// Denominator of the delay in seconds; 0 reads as 100 (hundredths), as in the APNG specification.
        public var denominator: UInt16

        /// A delay of `numerator / denominator` seconds.
        public init(numerator: UInt16, denominator: UInt16) {
            self.numerator = numerator
            self.denominator = denominator
        }

        /// `frames` frame periods at `fps` frames per second, such as `Delay(frames: 1, fps: 30)`; clamped to
        /// what 16 bits hold.
        public init(frames: Int, fps: Int) {
            self.init(numerator: UInt16(clamping: max(frames, 0)), denominator: UInt16(clamping: max(fps, 1)))
        }

        /// The delay in seconds.
        public var seconds: Double { Double(numerator) / Double(denominator == 0 ? 100 : denominator) }

        /// This delay plus `other`, when the sum fits in 16 bits, else nil: over the common denominator when they
        /// share one (2/30 + 1/30 = 3/30), else over the product, reduced (1/30 + 1/100 = 13/300).
        func adding(_ other: Delay) -> Delay? {
            let d1 = UInt32(denominator == 0 ? 100 : denominator), d2 = UInt32(other.denominator == 0 ? 100 : other.denominator)
            var num: UInt32, den: UInt32
            if d1 == d2 {
                num = UInt32(numerator) + UInt32(other.numerator)
                den = d1
            } else {
                num = UInt32(numerator) * d2 + UInt32(other.numerator) * d1
                den = d1 * d2
                var a = num, b = den
                while b != 0 { (a, b) = (b, a % b) }
                if a > 1 {
                    num /= a
                    den /= a
                }
            }
            guard num <= 0xFFFF, den <= 0xFFFF else { return nil }
            return Delay(numerator: UInt16(num), denominator: UInt16(den))
        }
    }

    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// How many times the animation plays; 0 loops forever.
    public let loops: Int

    private var encoder: PNGEncoder
    private var previous: RGBAImage?
    private var pending: (region: PixelRect, data: [UInt8], delay: Delay, first: Bool)?
    private var body: [UInt8] = []
    private var sequence: UInt32 = 0
    private(set) var frameCount = 0

    /// Creates an encoder for frames of `width × height` pixels (at least 1 × 1).
    public init(width: Int, height: Int, loops: Int = 0, effort: DeflateEffort = .fast) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.loops = max(loops, 0)
        encoder = PNGEncoder(effort: effort)
    }

    /// Adds a frame shown for `delay`. An image of another size is cut or padded (transparent) to the canvas.
    public mutating func append(_ image: RGBAImage, delay: Delay) {
        let frame = fitted(image)
        guard let previous else {
            let all = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
            pending = (all, encoder.compressed(frame, region: all, opaque: false), delay, true)
            self.previous = frame
            return
        }
        guard let changed = Self.changedRegion(previous, frame) else {
            if var held = pending, let sum = held.delay.adding(delay) {
                held.delay = sum
                pending = held
                return
            }
            // The held delay is full: repeat one unchanged pixel for the rest.
            flush()
            let dot = PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)
            pending = (dot, encoder.compressed(frame, region: dot, opaque: false), delay, false)
            return
        }
        flush()
        pending = (changed, encoder.compressed(frame, region: changed, opaque: false), delay, false)
        self.previous = frame
    }

    /// The APNG file of the frames added; with no frame, one transparent frame.
    public mutating func finish() -> [UInt8] {
        if previous == nil { append(RGBAImage(width: width, height: height), delay: Delay(numerator: 0, denominator: 1)) }
        flush()
        var out = PNGEncoder.signature
        PNGEncoder.appendChunk("IHDR", PNGEncoder.header(width: width, height: height, opaque: false), to: &out)
        PNGEncoder.appendChunk("acTL", PNGEncoder.bigEndian(UInt32(frameCount)) + PNGEncoder.bigEndian(UInt32(loops)), to: &out)
        out += body
        PNGEncoder.appendChunk("IEND", [], to: &out)
        return out
    }

    /// Writes the held frame's chunks.
    private mutating func flush() {
        guard let frame = pending else { return }
        pending = nil
        let r = frame.region
        var control = PNGEncoder.bigEndian(sequence)
        control += PNGEncoder.bigEndian(UInt32(r.width)) + PNGEncoder.bigEndian(UInt32(r.height))
        control += PNGEncoder.bigEndian(UInt32(r.x0)) + PNGEncoder.bigEndian(UInt32(r.y0))
        control += PNGEncoder.bigEndian16(frame.delay.numerator) + PNGEncoder.bigEndian16(frame.delay.denominator)
        control += [0, 0]  // dispose_op NONE, blend_op SOURCE
        PNGEncoder.appendChunk("fcTL", control, to: &body)
        sequence += 1
        if frame.first {
            PNGEncoder.appendChunk("IDAT", frame.data, to: &body)
        } else {
            PNGEncoder.appendChunk("fdAT", PNGEncoder.bigEndian(sequence) + frame.data, to: &body)
            sequence += 1
        }
        frameCount += 1
    }

    /// `image` cut or padded to the canvas.
    private func fitted(_ image: RGBAImage) -> RGBAImage {
        if image.width == width && image.height == height { return image }
        var out = RGBAImage(width: width, height: height)
        for y in 0..<min(height, image.height) {
            for x in 0..<min(width, image.width) {
                let s = (y * image.width + x) * 4, d = (y * width + x) * 4
                for c in 0..<4 { out.pixels[d + c] = image.pixels[s + c] }
            }
        }
        return out
    }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    static func changedRegion(_ a: RGBAImage, _ b: RGBAImage) -> PixelRect? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                guard let ra = pa.baseAddress, let rb = pb.baseAddress else { return }
                let words = a.width
                for y in 0..<a.height {
                    let la = UnsafeRawPointer(ra + y * words * 4), lb = UnsafeRawPointer(rb + y * words * 4)
                    for x in 0..<words where la.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) != lb.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) {
                        x0 = min(x0, x)
                        x1 = max(x1, x)
                        y0 = min(y0, y)
                        y1 = max(y1, y)
                    }
                }
            }
        }
        guard x1 >= 0 else { return nil }
        return PixelRect(x0: x0, y0: y0, x1: x1 + 1, y1: y1 + 1)
    }
}
