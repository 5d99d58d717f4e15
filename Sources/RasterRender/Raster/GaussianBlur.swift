import SceneGraph

/// A Gaussian blur of one channel, as SVG's `feGaussianBlur` with pixels beyond the plane transparent.
///
/// From a standard deviation of 2 pixels up, three successive box blurs, with the box sizes of the Filter Effects
/// specification: `d = floor(σ · 3 · √(2π) / 4 + 0.5)`; for an odd `d` three boxes of `d` centred on the pixel; for
/// an even `d` two boxes of `d`, centred half a pixel left then half a pixel right, and one of `d + 1`. Below 2 pixels,
/// the sampled Gaussian itself, `exp(−x² / 2σ²)` normalised over `|x| ≤ ceil(3σ)`, with `PortableMath.exp`.
/// Every box is a running sum in `Float`, in a fixed order, so the result is the same on every machine; a blur
/// keeps the plane's sum except for what spreads past its edges.
struct GaussianBlur {
    /// Standard deviation in pixels.
    let sigma: Double

    /// Creates a blur; a non-finite or negative deviation blurs nothing, and deviations are capped at 10⁵ pixels
    /// (far wider than any layer, so the result is the same).
    init(sigma: Double) {
        self.sigma = sigma.isFinite ? min(max(sigma, 0), 100_000) : 0
    }

    /// The box passes for this deviation: (size, pixels the box reaches left of the output pixel).
    var boxes: [(size: Int, left: Int)] {
        let d = Int((sigma * 3 * Self.sqrtTwoPi / 4 + 0.5).rounded(.down))
        if d <= 1 { return [] }
        if d % 2 == 1 { return [(d, d / 2), (d, d / 2), (d, d / 2)] }
        return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    /// The kernel of the direct form, from `-radius` to `radius`.
    var kernel: [Float] {
        let radius = Int((3 * sigma).rounded(.up))
        var weights: [Double] = []
        var total = 0.0
        for i in -radius...radius {
            let w = PortableMath.exp(-Double(i * i) / (2 * sigma * sigma))
            weights.append(w)
            total += w
        }
        return weights.map { Float($0 / total) }
    }

    /// √(2π).
    static let sqrtTwoPi = 2.5066282746310002

    /// Blurs `plane` (`width · height` values, row by row) in place, rows first, then columns. Rows that are all
    /// zero stay zero through the row pass and are skipped, as are columns beyond the reach of any non-zero value.
    func apply(_ plane: inout [Float], width: Int, height: Int) {
        guard sigma > 0, width > 0, height > 0, plane.count >= width * height else { return }
        let useBoxes = sigma >= 2
        let boxes = useBoxes ? self.boxes : []
        let kernel = useBoxes ? [] : self.kernel
        if useBoxes && boxes.isEmpty { return }
        // How far one pass sequence spreads a value, to bound the columns worth blurring.
        let reach = useBoxes ? boxes.reduce(0) { $0 + $1.size } : kernel.count
        var line = [Float](repeating: 0, count: max(width, height))
        var other = line
        plane.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { l in
                other.withUnsafeMutableBufferPointer { o in
                    guard let base = p.baseAddress, var a = l.baseAddress, var b = o.baseAddress else { return }
                    var low = width, high = -1
                    for y in 0..<height {
                        let row = base + y * width
                        var first = -1, last = -1
                        for x in 0..<width where row[x] != 0 {
                            if first < 0 { first = x }
                            last = x
                        }
                        if first < 0 { continue }
                        low = min(low, first)
                        high = max(high, last)
                        a.update(from: row, count: width)
                        Self.blurLine(&a, &b, count: width, boxes: boxes, kernel: kernel)
                        row.update(from: a, count: width)
                    }
                    if high < 0 { return }
                    for x in max(low - reach, 0)..<min(high + reach + 1, width) {
                        for y in 0..<height { a[y] = base[y * width + x] }
                        Self.blurLine(&a, &b, count: height, boxes: boxes, kernel: kernel)
                        for y in 0..<height { base[y * width + x] = a[y] }
                    }
                }
            }
        }
    }

    /// Blurs the first `count` values at `line`, using `other` as scratch; the result ends up at `line`.
    private static func blurLine(_ line: inout UnsafeMutablePointer<Float>, _ other: inout UnsafeMutablePointer<Float>, count: Int,
                                 boxes: [(size: Int, left: Int)], kernel: [Float]) {
        if kernel.isEmpty {
            for box in boxes {
                boxPass(line, into: other, count: count, size: box.size, left: box.left)
                swap(&line, &other)
            }
            return
        }
        let radius = kernel.count / 2
        kernel.withUnsafeBufferPointer { k in
            for i in 0..<count {
                var sum: Float = 0
                for j in 0..<k.count {
                    let source = i + j - radius
                    if source >= 0 && source < count { sum += line[source] * k[j] }
                }
                other[i] = sum
            }
        }
        swap(&line, &other)
    }

    /// One box blur: `output[i]` is the mean of `input[i − left ... i − left + size − 1]`, zero outside.
    static func boxPass(_ src: UnsafePointer<Float>, into dst: UnsafeMutablePointer<Float>, count: Int, size: Int, left: Int) {
        let scale = 1 / Float(size)
        let right = size - 1 - left
        var sum: Float = 0
        var j = 0
        while j <= min(right, count - 1) {
            sum += src[j]
            j += 1
        }
        for i in 0..<count {
            dst[i] = sum * scale
            let incoming = i + 1 + right
            if incoming < count { sum += src[incoming] }
            let outgoing = i - left
            if outgoing >= 0 { sum -= src[outgoing] }
        }
    }
}
