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

    /// Creates a blur; a non-finite or negative deviation blurs nothing.
    init(sigma: Double) {
        self.sigma = sigma.isFinite ? max(sigma, 0) : 0
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

    /// Blurs `plane` (`width · height` values, row by row) in place, rows first, then columns.
    func apply(_ plane: inout [Float], width: Int, height: Int) {
        guard sigma > 0, width > 0, height > 0, plane.count >= width * height else { return }
        let useBoxes = sigma >= 2
        let boxes = useBoxes ? self.boxes : []
        let kernel = useBoxes ? [] : self.kernel
        if useBoxes && boxes.isEmpty { return }
        var line = [Float](repeating: 0, count: max(width, height))
        var other = line
        plane.withUnsafeMutableBufferPointer { p in
            guard let base = p.baseAddress else { return }
            for y in 0..<height {
                let row = base + y * width
                for x in 0..<width { line[x] = row[x] }
                blurLine(&line, &other, count: width, boxes: boxes, kernel: kernel)
                for x in 0..<width { row[x] = line[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = base[y * width + x] }
                blurLine(&line, &other, count: height, boxes: boxes, kernel: kernel)
                for y in 0..<height { base[y * width + x] = line[y] }
            }
        }
    }

    /// Blurs the first `count` values of `line`, using `other` as scratch.
    private func blurLine(_ line: inout [Float], _ other: inout [Float], count: Int, boxes: [(size: Int, left: Int)], kernel: [Float]) {
        if kernel.isEmpty {
            for box in boxes {
                Self.boxPass(line, into: &other, count: count, size: box.size, left: box.left)
                swap(&line, &other)
            }
            return
        }
        let radius = kernel.count / 2
        for i in 0..<count {
            var sum: Float = 0
            for k in 0..<kernel.count {
                let j = i + k - radius
                if j >= 0 && j < count { sum += line[j] * kernel[k] }
            }
            other[i] = sum
        }
        swap(&line, &other)
    }

    /// One box blur: `output[i]` is the mean of `input[i − left ... i − left + size − 1]`, zero outside.
    static func boxPass(_ input: [Float], into output: inout [Float], count: Int, size: Int, left: Int) {
        let scale = 1 / Float(size)
        let right = size - 1 - left
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
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
    }
}
