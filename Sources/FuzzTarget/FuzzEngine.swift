import SVGRender
import SceneGraph
import SliderEngine
import SliderDocuments

/// The engine straight from bytes, past every reader's checks: a Swift caller may hand `SliderEngine` any `Double`
/// (NaN, infinities, ±1.7e308, negative widths), and nothing may crash. Mode bytes from 0x80 up select this.
enum FuzzEngine {
    /// Events decoded at most.
    static let maximumEvents = 512

    static func run(_ bytes: ArraySlice<UInt8>) {
        var r = ByteReader(bytes)
        let flags = r.byte()
        var config = SliderConfig(kind: flags & 1 == 0 ? .range : .single, bounds: (r.double(), r.double()),
                                  step: flags & 2 == 0 ? nil : r.double(), minimumDistance: r.double())
        config.readout = SliderConfig.Readout.allCases[Int(flags >> 2) % 3]
        config.format = [ValueFormat.automatic, ValueFormat(.integer), ValueFormat(.percent), ValueFormat(.number, maximumFractionDigits: 3)][Int(flags >> 4) & 3]
        if flags & 0x40 != 0 { config.style = StyleOverrides(trackHeight: r.double(), thumbSize: r.double()) }
        if config.kind == .single, flags & 0x80 != 0 { config.minimumValueLabel = .icon(.speaker); config.maximumValueLabel = .text("Loud") }
        let environment = SliderEnvironment(width: r.double(), layoutDirection: r.byte() & 1 == 0 ? .leftToRight : .rightToLeft)
        if flags & 0x20 == 0 {
            drive(SliderEngine<Double>(config: config), environment, &r)
        } else {
            drive(SliderEngine<Float>(config: config), environment, &r)
        }
    }

    static func drive<V: SliderValue>(_ engine: SliderEngine<V>, _ environment: SliderEnvironment, _ r: inout ByteReader) {
        var state = engine.initialState(value: RangeBinding(V(r.double()), V(r.double())), environment: environment)
        let cache = SceneCache()
        var t = 0.0
        for i in 0..<maximumEvents where !r.isAtEnd {
            let tag = r.byte()
            t += Double(tag >> 4) / 60
            let event: SliderEvent<V>
            switch tag & 15 {
            case 0, 1: event = .touchDown(x: r.double(), y: tag & 16 == 0 ? nil : r.double())
            case 2, 3, 4, 5: event = .touchMove(x: r.double(), y: nil)
            case 6: event = .touchUp
            case 7: event = .touchCancel
            case 8: event = .increment(tag & 16 == 0 ? .lower : .upper)
            case 9: event = .decrement(tag & 16 == 0 ? .lower : .upper)
            case 10: event = .setDisabled(tag & 16 != 0)
            case 11: event = .setValue(RangeBinding(V(r.double()), V(r.double())), animated: tag & 16 != 0)
            case 12: event = .setWidth(r.double())
            case 13: event = .setLayoutDirection(tag & 16 == 0 ? .leftToRight : .rightToLeft)
            case 14: event = .setDynamicTypeSize(DynamicTypeSize.allCases[Int(r.byte()) % DynamicTypeSize.allCases.count])
            default: event = .setReduceMotion(tag & 16 != 0)
            }
            _ = engine.reduce(&state, event, at: t)
            if i % 32 == 31 { _ = engine.scene(state, cache: cache) }
        }
        _ = SVGRender.bytes(engine.scene(state, cache: cache))
    }
}

/// Reads numbers from fuzz bytes: mostly small, readable values, sometimes any 64-bit pattern (NaN, infinities,
/// subnormals, ±1.7e308). Past the end every read is zero.
struct ByteReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

    mutating func double() -> Double {
        let tag = byte()
        let small = Double(Int8(bitPattern: byte()))
        switch tag & 7 {
        case 0, 1: return small
        case 2: return small * 10
        case 3: return small / 10
        case 4: return small * 1000
        case 5: return small / 1000
        case 6: return [0, -0.0, 1e308, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .nan, .infinity, -.infinity][Int(small.magnitude) % 8]
        default:
            var bits = UInt64(UInt8(bitPattern: Int8(small)))
            for _ in 0..<7 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        }
    }
}
