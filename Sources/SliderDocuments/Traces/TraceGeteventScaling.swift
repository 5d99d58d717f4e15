import SliderEngine
extension Getevent {
    /// The raw range of one axis, as `getevent -p` prints it (`min 0, max 1079`).
    struct AxisRange: Equatable {
        var min: Int64
        var max: Int64
    }

    /// The position axes one device reports.
    struct DeviceRanges: Equatable {
        var device: String?
        var x: AxisRange?
        var y: AxisRange?
    }

    /// How raw sensor units become points in the slider's frame.
    enum Scaling: Equatable {
        /// Points per raw unit, the same on both axes.
        case perUnit(Double)
        /// Android's own mapping: `(raw − min) × screen / (max − min + 1)` on each axis.
        case ranges(x: AxisRange, y: AxisRange, screenWidth: Double, screenHeight: Double)

        /// A raw position in screen points.
        func point(_ x: Int32, _ y: Int32) -> (x: Double, y: Double) {
            switch self {
            case .perUnit(let s):
                return (Double(x) * s, Double(y) * s)
            case .ranges(let rx, let ry, let w, let h):
                return (Double(Int64(x) - rx.min) * w / Double(rx.max - rx.min + 1),
                        Double(Int64(y) - ry.min) * h / Double(ry.max - ry.min + 1))
            }
        }
    }

    /// Reads the ABS_MT_POSITION_X and ABS_MT_POSITION_Y ranges of each device in the text of `getevent -p` or `-lp`:
    /// ```
    /// add device 2: /dev/input/event2
    ///     ABS (0003): 0035  : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
    ///                 0036  : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
    /// ```
    static func axisRanges(_ bytes: [UInt8], file: String) throws -> [DeviceRanges] {
        var devices: [DeviceRanges] = []
        let text = String(decoding: try TraceText.utf8(bytes, file: file), as: UTF8.self)
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var line = Substring(raw)
            if line.hasSuffix("\r") { line = line.dropLast() }
            if line.hasPrefix("add device") {
                let path = line.split(separator: " ").last.map(String.init)
                devices.append(DeviceRanges(device: path.flatMap { $0.hasPrefix("/") ? $0 : nil }))
                continue
            }
            guard let valueAt = line.firstRange(of: ": value ") else { continue }
            var name = line[..<valueAt.lowerBound]
            if let section = name.firstRange(of: "):") { name = name[section.upperBound...] }
            name = name.trimmingSpaces
            let code = codeLabels[String(name)] ?? (name.count == 4 ? UInt16(name, radix: 16) : nil)
            guard code == absMTPositionX || code == absMTPositionY else { continue }
            var numbers: [String: Int64] = [:]
            for part in line[valueAt.upperBound...].split(separator: ",") {
                let words = part.split(separator: " ")
                if words.count == 2, let n = Int64(words[1]) { numbers[String(words[0])] = n }
            }
            guard let min = numbers["min"], let max = numbers["max"] else {
                throw fail(file, number, "expected 'min N, max N' after \(name), found '\(short(line[valueAt.upperBound...]))'")
            }
            guard max > min else { throw fail(file, number, "the range of \(name) is empty: min \(min), max \(max)") }
            guard abs(min) <= 1 << 32, abs(max) <= 1 << 32 else {
                throw fail(file, number, "the range of \(name), min \(min), max \(max), is beyond what a 32-bit sensor reports")
            }
            if devices.isEmpty { devices.append(DeviceRanges(device: nil)) }
            if code == absMTPositionX { devices[devices.count - 1].x = AxisRange(min: min, max: max) }
            else { devices[devices.count - 1].y = AxisRange(min: min, max: max) }
        }
        return devices.filter { $0.x != nil || $0.y != nil }
    }

    /// The ranges to use for the touches of `device`: that device's, or the only touch device's.
    static func ranges(for device: String?, in devices: [DeviceRanges], file: String) throws -> (x: AxisRange, y: AxisRange) {
        let complete = devices.compactMap { d in d.x.flatMap { x in d.y.map { (device: d.device, x: x, y: $0) } } }
        func fail(_ message: String) -> DocumentError { DocumentError(file: file, path: nil, line: nil, column: nil, message: message) }
        guard !complete.isEmpty else {
            throw fail("no ABS_MT_POSITION_X and ABS_MT_POSITION_Y ranges found; expected the output of 'getevent -p' or 'getevent -lp'")
        }
        if let device, let match = complete.first(where: { $0.device == device }) { return (match.x, match.y) }
        guard complete.count == 1 else {
            let names = complete.map { $0.device ?? "a device without a path" }.joined(separator: ", ")
            throw fail("several touch devices (\(names)) and none is \(device ?? "named in the events"); choose one with --device")
        }
        return (complete[0].x, complete[0].y)
    }
}
