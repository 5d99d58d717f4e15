extension Scene {
    /// A hash of what tells the frames of one replay apart: the canvas, the nesting of the nodes, each node's place,
    /// scale and opacity, its shape's position and size, the fill's colour, and each text's bytes. Equal scenes have
    /// equal fingerprints (numbers by their bits); scenes that differ elsewhere only (ids, strokes, the accessibility
    /// tree) share one, so a caller that needs equality still has to check it. Read in place, node by node: about
    /// 60 instructions a node, where `hashValue` reads every field through generic code, 30 k a frame.
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
                mixer.mix(buffer[i].transform.translateX.bitPattern)
                mixer.mix(buffer[i].transform.translateY.bitPattern)
                mixer.mix(buffer[i].transform.scale.bitPattern)
                mixer.mix(buffer[i].opacity.value.bitPattern)
                switch buffer[i].shape {
                case .group:
                    break
                case .roundedRect(let shape, let paint):
                    mixer.mix(shape.rect.x.bitPattern)
                    mixer.mix(shape.rect.y.bitPattern)
                    mixer.mix(shape.rect.width.bitPattern)
                    mixer.mix(shape.rect.height.bitPattern)
                    mixer.mix(paint)
                case .circle(let shape, let paint):
                    mixer.mix(shape.center.x.bitPattern)
                    mixer.mix(shape.center.y.bitPattern)
                    mixer.mix(shape.radius.bitPattern)
                    mixer.mix(paint)
                case .text(let run):
                    mixer.mix(run.origin.x.bitPattern)
                    mixer.mix(run.origin.y.bitPattern)
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

    /// The fill's colour, if any.
    mutating func mix(_ paint: Paint) {
        guard let fill = paint.fill else { return mix(1) }
        mix(fill.red.bitPattern)
        mix(fill.green.bitPattern)
        mix(fill.blue.bitPattern)
        mix(fill.alpha.bitPattern)
    }
}
