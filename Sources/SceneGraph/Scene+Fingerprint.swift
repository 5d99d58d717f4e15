extension Scene {
    /// A hash of what tells the frames of one replay apart: the canvas, the nesting of the nodes, each node's place,
    /// scale and opacity, its shape's position and size (places and sizes to hundredths), the fill's colour, and each
    /// text's bytes. Equal scenes have equal fingerprints; scenes that differ elsewhere only (ids, strokes, the
    /// accessibility tree) or by less than a hundredth share one, so a caller that needs equality, or the same
    /// drawing, still has to check it. Read in place, node by node: about 2 k instructions for a slider's frame, where
    /// `hashValue` reads every field through generic code, 30 k.
    package var frameFingerprint: UInt64 {
        var mixer = FingerprintMixer()
        mixer.mix(size.width.bitPattern)
        mixer.mix(size.height.bitPattern)
        Self.mix(nodes, into: &mixer)
        return mixer.value
    }

    /// Mixes `nodes` and their descendants, depth first.
    private static func mix(_ nodes: [Node], into mixer: inout FingerprintMixer) {
        mixer.mix(UInt64(nodes.count))
        nodes.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                mixer.mix(rounded: buffer[i].transform.translateX)
                mixer.mix(rounded: buffer[i].transform.translateY)
                mixer.mix(buffer[i].transform.scale.bitPattern)
                mixer.mix(buffer[i].opacity.value.bitPattern)
                switch buffer[i].shape {
                case .group:
                    break
                case .roundedRect(let shape, let paint):
                    mixer.mix(rounded: shape.rect.x)
                    mixer.mix(rounded: shape.rect.y)
                    mixer.mix(rounded: shape.rect.width)
                    mixer.mix(rounded: shape.rect.height)
                    mixer.mix(paint)
                case .circle(let shape, let paint):
                    mixer.mix(rounded: shape.center.x)
                    mixer.mix(rounded: shape.center.y)
                    mixer.mix(rounded: shape.radius)
                    mixer.mix(paint)
                case .text(let run):
                    mixer.mix(rounded: run.origin.x)
                    mixer.mix(rounded: run.origin.y)
                    for byte in run.text.utf8 { mixer.mix(UInt64(byte)) }
                case .path(let path, let paint):
                    mixer.mix(UInt64(path.elements.count))
                    mixer.mix(paint)
                }
                if !buffer[i].children.isEmpty { mix(buffer[i].children, into: &mixer) }
            }
        }
    }
}

/// A multiply-and-shift mix of 64-bit words.
struct FingerprintMixer {
    private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 29
    }

    /// `x` to hundredths, the precision SVG is written in by default: a spring coming to rest moves a thumb by less
    /// than that for many frames, whose files are then the same.
    mutating func mix(rounded x: Double) {
        mix(Self.hundredths(x) ?? x.bitPattern)
    }

    /// `(x * 100).rounded()` (halves away from zero) as an integer's bits, when it is finite and below 9e15 in
    /// magnitude; else nil. Rounded here rather than by libm's `round`, a call for every coordinate of every frame
    /// (the replay thread's fingerprints of the 72,000-event drag made 664,000 of them): below 2^53 the truncation
    /// and the fraction left are exact, so the result is `round`'s.
    @inline(__always)
    static func hundredths(_ x: Double) -> UInt64? {
        let y = x * 100
        guard abs(y) < 9e15 else { return nil }
        let whole = Int64(y)
        let fraction = y - Double(whole)
        return UInt64(bitPattern: whole + (fraction >= 0.5 ? 1 : fraction <= -0.5 ? -1 : 0))
    }

    /// The fill's colour, if any.
    mutating func mix(_ paint: Paint) {
        guard let fill = paint.fill else { return mix(1) }
        mix(fill.red.bitPattern)
        mix(fill.green.bitPattern)
        mix(fill.blue.bitPattern)
        mix(fill.alpha.bitPattern)
    }
}
