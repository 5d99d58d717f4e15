import SliderEngine
/// The state of finding where one JSON value ends: depth, strings and escapes, newlines. Resumable across refills.
struct ElementScan {
    let scalar: Bool
    var depth = 0
    var inString = false
    var escaped = false
    var newlines = 0
    var lastNewline = -1

    init(scalar: Bool) { self.scalar = scalar }

    /// Scans from `i`; true with `i` just past the value (or at its delimiter, for a scalar) when it ends in `b`.
    mutating func run(_ b: UnsafeBufferPointer<UInt8>, from i: inout Int) -> Bool {
        let end = b.count
        while i < end {
            let c = b[i]
            if inString {
                if escaped { escaped = false } else if c == 0x5C { escaped = true } else if c == 0x22 { inString = false }
                else if c == 0x0A { return true }
            } else {
                switch c {
                case 0x22: inString = true
                case 0x7B, 0x5B: depth += 1
                case 0x7D, 0x5D:
                    if scalar { return true }
                    depth -= 1
                    if depth == 0 { i += 1; return true }
                case 0x2C:
                    if scalar { return true }
                case 0x0A:
                    if scalar { return true }
                    newlines += 1
                    lastNewline = i
                default: break
                }
            }
            i += 1
        }
        return false
    }
}
