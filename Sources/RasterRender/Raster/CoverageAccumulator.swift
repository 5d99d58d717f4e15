/// Exact-area anti-aliasing, after font-rs and tiny-skia's analytic fills: every edge adds, to the cells of the rows it
/// crosses, the change of signed covered area from one pixel to the next; a prefix sum along each row then gives
/// each pixel's covered area, and `min(|area|, 1)` its coverage (the non-zero rule).
///
/// For an edge piece inside one row, with height `d` (signed by direction) and x going from `xl` to `xr`, the share of
/// pixel `i` right of the edge is `A(i) = (G(i + 1 − xl) − G(i + 1 − xr)) / (xr − xl)`, with `G(u)` the integral of
/// `clamp(u, 0, 1)`: 0 below 0, `u²/2` up to 1, `u − 1/2` above. Cell `i` receives `d · (A(i) − A(i − 1))`.
/// Everything is IEEE-754 arithmetic in a fixed order, so the coverage is the same on every machine.
struct CoverageAccumulator {
    /// Pixels the current fill covers, in device space.
    private(set) var rect = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    /// `(width + 2) · height` cells, row by row; zero between fills.
    private var cells: [Float] = []
    private var stride = 0

    /// Prepares for a fill of the pixels in `rect`: the cells are zero from the last `coverageRows`.
    mutating func begin(_ rect: PixelRect) {
        self.rect = rect
        stride = rect.width + 2
        let needed = stride * rect.height
        if cells.count < needed { cells = [Float](repeating: 0, count: needed) }
    }

    /// Adds the edges of `list`; parts outside `rect` still count for the pixels inside (as they should).
    mutating func add(_ list: EdgeList) {
        let width = Double(rect.width), height = Double(rect.height)
        let ox = Double(rect.x0), oy = Double(rect.y0)
        let c = list.coordinates
        let grid = Grid(stride: stride, width: width, height: height)
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var i = 0
            while i + 3 < c.count {
                Self.clipAndAdd(c[i] - ox, c[i + 1] - oy, c[i + 2] - ox, c[i + 3] - oy, grid, base)
                i += 4
            }
        }
    }

    /// The shape of the cell grid, for the static edge code.
    struct Grid {
        let stride: Int
        let width: Double
        let height: Double
    }

    /// Splits an edge where it leaves `0 ... width`; the parts outside become vertical edges on the border, which
    /// give the pixels inside exactly the coverage the real parts would.
    @inline(__always)
    private static func clipAndAdd(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ grid: Grid,
                                   _ base: UnsafeMutablePointer<Float>) {
        let width = grid.width, height = grid.height
        if (y0 <= 0 && y1 <= 0) || (y0 >= height && y1 >= height) { return }
        let lo = min(x0, x1), hi = max(x0, x1)
        if lo >= 0 && hi <= width {
            addEdge(x0, y0, x1, y1, grid, base)
            return
        }
        if hi <= 0 {
            addEdge(0, y0, 0, y1, grid, base)
            return
        }
        if lo >= width {
            addEdge(width, y0, width, y1, grid, base)
            return
        }
        // Cut at x = 0 and x = width, in order along the edge.
        var cuts: [Double] = [0, 1]
        let dx = x1 - x0
        for border in [0.0, width] {
            let t = (border - x0) / dx
            if t > 0 && t < 1 { cuts.insert(t, at: cuts.count - 1) }
        }
        if cuts.count == 4 && cuts[1] > cuts[2] { cuts.swapAt(1, 2) }
        let dy = y1 - y0
        for k in 0..<(cuts.count - 1) {
            let ta = cuts[k], tb = cuts[k + 1]
            let ya = k == 0 ? y0 : y0 + dy * ta
            let yb = k == cuts.count - 2 ? y1 : y0 + dy * tb
            let xm = x0 + dx * ((ta + tb) / 2)
            let xa = min(max(k == 0 ? x0 : x0 + dx * ta, 0), width)
            let xb = min(max(k == cuts.count - 2 ? x1 : x0 + dx * tb, 0), width)
            if xm <= 0 {
                addEdge(0, ya, 0, yb, grid, base)
            } else if xm >= width {
                addEdge(width, ya, width, yb, grid, base)
            } else {
                addEdge(xa, ya, xb, yb, grid, base)
            }
        }
    }

    /// Adds one edge lying within `0 ... width` horizontally, row by row.
    @inline(__always)
    private static func addEdge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ grid: Grid,
                                _ base: UnsafeMutablePointer<Float>) {
        let height = grid.height
        if y0 == y1 { return }
        let dir: Double = y0 < y1 ? 1 : -1
        let (xt, yt, xb, yb) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let dxdy = (xb - xt) / (yb - yt)
        let top = max(yt, 0), bottom = min(yb, height)
        if top >= bottom { return }
        var row = Int(top.rounded(.down))
        var y = top
        var x = xt + (top - yt) * dxdy
        while y < bottom {
            let next = min(Double(row + 1), bottom)
            let xNext = next == yb ? xb : xt + (next - yt) * dxdy
            addPiece(x, xNext, dir * (next - y), grid.width, base + row * grid.stride)
            x = xNext
            y = next
            row += 1
        }
    }

    /// Adds the piece of an edge inside one row: x from `xa` to `xb`, signed height `d`.
    @inline(__always)
    private static func addPiece(_ xa: Double, _ xb: Double, _ d: Double, _ widthLimit: Double, _ line: UnsafeMutablePointer<Float>) {
        // Rounding can put a clipped end a hair outside the row's columns.
        let xl = max(min(xa, xb), 0), xr = min(max(xa, xb), widthLimit)
        let i0 = Int(xl.rounded(.down))
        let i1 = Int(xr.rounded(.down))
        if i0 == i1 {
            // Within one pixel column: the share right of the edge is the distance to the column's right side
            // from the piece's mean x.
            let a = Double(i0 + 1) - (xl + xr) / 2
            line[i0] += Float(d * a)
            line[i0 + 1] += Float(d * (1 - a))
            return
        }
        let s = 1 / (xr - xl)
        var previous = 0.0
        for i in i0...i1 {
            let u = Double(i + 1)
            let a = (Self.g(u - xl) - Self.g(u - xr)) * s
            line[i] += Float(d * (a - previous))
            previous = a
        }
        line[i1 + 1] += Float(d * (1 - previous))
    }

    /// The integral of `clamp(u, 0, 1)` from −∞ to `u`.
    @inline(__always)
    private static func g(_ u: Double) -> Double {
        if u <= 0 { return 0 }
        if u < 1 { return u * u / 2 }
        return u - 0.5
    }

    /// Turns the cells into coverage, one row at a time: `body(y, coverage)` gets 8-bit coverage for the pixels
    /// `rect.x0 ..< rect.x1` of device row `y`. The cells are left zero for the next fill.
    mutating func coverageRows(_ row: inout [UInt8], _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        let width = rect.width
        if row.count < width { row = [UInt8](repeating: 0, count: width) }
        let stride = self.stride
        let y0 = rect.y0
        let height = rect.height
        cells.withUnsafeMutableBufferPointer { buffer in
            row.withUnsafeMutableBufferPointer { out in
                guard let cellBase = buffer.baseAddress, let outBase = out.baseAddress else { return }
                for y in 0..<height {
                    let line = cellBase + y * stride
                    var sum: Float = 0
                    for x in 0..<width {
                        sum += line[x]
                        line[x] = 0
                        let a = min(abs(sum), 1)
                        outBase[x] = UInt8(a * 255 + 0.5)
                    }
                    line[width] = 0
                    line[width + 1] = 0
                    body(y0 + y, UnsafeBufferPointer(start: outBase, count: width))
                }
            }
        }
    }
}
