import SliderEngine
extension Getevent {
    /// A touch in raw sensor units.
    enum Touch: Equatable {
        case down(x: Int32, y: Int32)
        case move(x: Int32, y: Int32)
        case up
    }

    /// The first finger's touches, with times in microseconds since the device's first event.
    struct Recording {
        /// The device the touches came from (nil when the lines carry no device path).
        var device: String?
        var touches: [(micros: Int64, touch: Touch)] = []
        /// The line of each touch (its SYN_REPORT), for errors in the source's terms.
        var lines: [Int] = []
        /// Things skipped on the way (other fingers, dropped events), one sentence each, for stderr.
        var notes: [String] = []
    }

    /// One multi-touch slot (protocol B): its contact's tracking id, last position and whom it belongs to.
    private struct Slot {
        enum Role { case none, primary, other }
        var id: Int32?
        var x: Int32?
        var y: Int32?
        var role = Role.none
        var line = 0
    }

    /// Follows the frames (one per SYN_REPORT) of one device and keeps the first finger: a touchDown at the first frame
    /// where it is present with a position, a move at each later frame where its position changed, a touchUp at the
    /// frame where its tracking id becomes -1 (ffffffff) or, on devices without tracking ids, BTN_TOUCH goes UP.
    /// Fingers that touch while it is down are reported in `notes` and skipped until they lift.
    static func touches(_ all: [Line], device: String?, file: String) throws -> Recording {
        let touchDevices = all.filter { $0.type == evAbs && $0.code == absMTPositionX }.map(\.device).uniqued()
        let chosen: String?
        if let device {
            guard all.contains(where: { $0.device == device }) else {
                let known = all.compactMap(\.device).uniqued()
                throw DocumentError(file: file, path: nil, line: nil, column: nil,
                    message: "no events from \(device)" + (known.isEmpty ? "; the lines name no device" : "; the file has \(known.joined(separator: ", "))"))
            }
            chosen = device
        } else {
            if touchDevices.count > 1 {
                throw DocumentError(file: file, path: nil, line: nil, column: nil,
                    message: "events from several touch devices (\(touchDevices.map { $0 ?? "no path" }.joined(separator: ", "))); choose one with --device")
            }
            chosen = touchDevices.first ?? nil
        }
        let lines = all.filter { $0.device == chosen }
        var recording = Recording(device: chosen)
        guard let start = lines.first?.micros else { return recording }

        var slots: [Int32: Slot] = [0: Slot()]
        var current: Int32 = 0
        var usesTracking = false, button = false, dropping = false
        var primary: (slot: Int32, id: Int32?)?
        var down = false
        var downLine = 0
        var last: (x: Int32, y: Int32)?
        func seconds(_ micros: Int64) -> String {
            let t = Double(micros - start) / 1_000_000
            return TraceWriter.rounded(t, decimals: 4).shortestText + " s"
        }

        for line in lines {
            if dropping {
                if line.type == evSyn && line.code == synReport { dropping = false }
                continue
            }
            switch (line.type, line.code) {
            case (evAbs, absMTSlot):
                current = line.value
                if slots[current] == nil { slots[current] = Slot() }
            case (evAbs, absMTTrackingID):
                usesTracking = true
                if line.value < 0 {
                    slots[current, default: Slot()].id = nil
                } else if slots[current]?.id != line.value {
                    slots[current, default: Slot()].id = line.value
                    slots[current]?.role = .none
                    slots[current]?.line = line.number
                }
            case (evAbs, absMTPositionX): slots[current, default: Slot()].x = line.value
            case (evAbs, absMTPositionY): slots[current, default: Slot()].y = line.value
            case (evKey, btnTouch):
                button = line.value != 0
                if !usesTracking && button && !down { downLine = line.number }
            case (evSyn, synMTReport):
                throw fail(file, line.number, "SYN_MT_REPORT: this device speaks multi-touch protocol A, which the importer does not read")
            case (evSyn, synDropped):
                recording.notes.append("\(file):\(line.number): the kernel dropped events (SYN_DROPPED) at \(seconds(line.micros)); events up to the next SYN_REPORT are skipped")
                dropping = true
            case (evSyn, synReport):
                let position: (x: Int32?, y: Int32?)
                let present: Bool
                if usesTracking {
                    if let p = primary, slots[p.slot]?.id == nil || slots[p.slot]?.role != .primary {
                        if down {
                            recording.touches.append((line.micros - start, .up)); recording.lines.append(line.number)
                            down = false
                        }
                        primary = nil
                    }
                    for key in slots.keys where slots[key]?.id == nil { slots[key]?.role = .none }
                    let fresh = slots.keys.sorted().filter { slots[$0]?.id != nil && slots[$0]?.role == Slot.Role.none }
                    if primary == nil, let first = fresh.first {
                        primary = (first, slots[first]?.id)
                        slots[first]?.role = .primary
                        downLine = slots[first]?.line ?? line.number
                    }
                    for key in fresh where slots[key]?.role == Slot.Role.none {
                        slots[key]?.role = .other
                        let id = UInt32(bitPattern: slots[key]?.id ?? 0)
                        recording.notes.append(
                            "\(file):\(slots[key]?.line ?? line.number): another finger (slot \(key), tracking id \(id)) touched at "
                                + "\(seconds(line.micros)) while the first was down; only the first finger is imported, so it is skipped")
                    }
                    present = primary != nil
                    position = primary.map { (slots[$0.slot]?.x, slots[$0.slot]?.y) } ?? (nil, nil)
                } else {
                    present = button
                    position = (slots[current]?.x, slots[current]?.y)
                }
                if present, let x = position.x, let y = position.y {
                    if !down {
                        recording.touches.append((line.micros - start, .down(x: x, y: y))); recording.lines.append(line.number)
                        down = true
                        last = (x, y)
                    } else if last?.x != x || last?.y != y {
                        recording.touches.append((line.micros - start, .move(x: x, y: y))); recording.lines.append(line.number)
                        last = (x, y)
                    }
                } else if !present && down {
                    recording.touches.append((line.micros - start, .up)); recording.lines.append(line.number)
                    down = false
                }
            default:
                break
            }
        }
        if !lines.contains(where: { $0.type == evSyn && $0.code == synReport }), lines.contains(where: { $0.type == evAbs }) {
            recording.notes.append("\(file): the log has positions but no SYN_REPORT, so no frame ever ends and no touch is imported; record with 'getevent -lt'")
        }
        if down {
            recording.notes.append("\(file):\(downLine): the finger that touched here is still down at the end of the recording; the trace has no touchUp")
        }
        return recording
    }
}

extension Array where Element: Equatable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var out: [Element] = []
        for e in self where !out.contains(e) { out.append(e) }
        return out
    }
}
