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

    /// One contact of a protocol A frame: the values before its SYN_MT_REPORT.
    private struct Contact {
        var id: Int32?
        var x: Int32?
        var y: Int32?
        var line: Int
    }

    /// Follows the frames (one per SYN_REPORT) of one device and keeps the first finger: a touchDown at the first frame
    /// where it is present with a position, a move at each later frame where its position changed, a touchUp at the
    /// frame where it lifts. Three protocols (the Linux kernel's `Documentation/input/multi-touch-protocol.rst`):
    /// - B: `ABS_MT_SLOT`, `ABS_MT_TRACKING_ID` (−1 lifts); a value the kernel did not repeat keeps the slot's last one.
    /// - A: each contact's `ABS_MT_*` values, then `SYN_MT_REPORT`; a frame with no contact lifts. A contact without
    ///   a position keeps the one of the same contact (tracking id, or place in the frame) in the previous frame.
    /// - single-touch: `ABS_X`/`ABS_Y` with `BTN_TOUCH` 1/0 (the old Android emulator).
    /// Fingers that touch while the first is down are skipped until they lift, and named in one note.
    static func touches(_ all: [Line], device: String?, file: String) throws -> Recording {
        func isPosition(_ l: Line) -> Bool { l.type == evAbs && l.code == absMTPositionX }
        func isSinglePosition(_ l: Line) -> Bool { l.type == evAbs && l.code == absX }
        var touchDevices = all.filter(isPosition).map(\.device).uniqued()
        if touchDevices.isEmpty {
            let buttons = Set(all.filter { $0.type == evKey && $0.code == btnTouch }.map { $0.device ?? "" })
            touchDevices = all.filter(isSinglePosition).map(\.device).uniqued().filter { buttons.contains($0 ?? "") }
        }
        let known = all.compactMap(\.device).uniqued()
        let chosen: String?
        var lines: [Line]
        if let device {
            if known.isEmpty {
                // `getevent -lt /dev/input/eventN` prints no device column: every line is that device's.
                lines = all
            } else {
                guard known.contains(device) else {
                    throw DocumentError(file: file, path: nil, line: nil, column: nil,
                        message: "no events from \(device); the file has \(known.joined(separator: ", "))")
                }
                lines = all.filter { $0.device == device }
            }
            chosen = device
        } else {
            if touchDevices.count > 1 {
                throw DocumentError(file: file, path: nil, line: nil, column: nil,
                    message: "events from several touch devices (\(touchDevices.map { $0 ?? "no path" }.joined(separator: ", "))); choose one with --device")
            }
            chosen = touchDevices.first ?? nil
            lines = all.filter { $0.device == chosen }
        }
        var recording = Recording(device: chosen)
        guard let start = lines.first?.micros else { return recording }

        let protocolA = lines.contains { $0.type == evSyn && $0.code == synMTReport }
        let singleTouch = !lines.contains(where: isPosition) && lines.contains(where: isSinglePosition)
        var slots: [Int32: Slot] = [0: Slot()]
        var current: Int32 = 0
        var usesTracking = false, button = false, dropping = false
        var primary: (slot: Int32, id: Int32?)?
        var down = false
        var downLine = 0
        var last: (x: Int32, y: Int32)?
        var otherLines: [Int] = []
        var waitingLine: Int?
        // Protocol A: the contact being read, the frame's contacts, the previous frame's, and the fingers skipped.
        var contact = Contact(line: 0), frame: [Contact] = [], previous: [Contact] = []
        var primaryA: Int32?  // the first finger's tracking id (protocol A with ids)
        var othersA: Set<Int32> = []
        var previousCount = 0
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
            case (evAbs, absMTTrackingID) where protocolA:
                if contact.x == nil && contact.y == nil && contact.id == nil { contact.line = line.number }
                contact.id = line.value
            case (evAbs, absMTPositionX) where protocolA:
                if contact.x == nil && contact.y == nil && contact.id == nil { contact.line = line.number }
                contact.x = line.value
            case (evAbs, absMTPositionY) where protocolA:
                if contact.x == nil && contact.y == nil && contact.id == nil { contact.line = line.number }
                contact.y = line.value
            case (evSyn, synMTReport):
                if contact.id != nil || contact.x != nil || contact.y != nil { frame.append(contact) }
                contact = Contact(line: 0)
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
            case (evAbs, absX) where singleTouch: slots[current, default: Slot()].x = line.value
            case (evAbs, absY) where singleTouch: slots[current, default: Slot()].y = line.value
            case (evKey, btnTouch):
                button = line.value != 0
                if !usesTracking && !protocolA && button && !down { downLine = line.number }
            case (evSyn, synDropped):
                recording.notes.append("\(file):\(line.number): the kernel dropped events (SYN_DROPPED) at \(seconds(line.micros)); events up to the next SYN_REPORT are skipped")
                dropping = true
                contact = Contact(line: 0)
                frame = []
            case (evSyn, synReport):
                var position: (x: Int32?, y: Int32?) = (nil, nil)
                let present: Bool
                if protocolA {
                    // A contact the driver sent without a position keeps the same contact's last one.
                    for i in frame.indices where frame[i].x == nil || frame[i].y == nil {
                        let before = frame[i].id.flatMap { id in previous.first { $0.id == id } } ?? (i < previous.count ? previous[i] : nil)
                        if frame[i].x == nil { frame[i].x = before?.x }
                        if frame[i].y == nil { frame[i].y = before?.y }
                    }
                    let ids = frame.compactMap(\.id)
                    if ids.count == frame.count && !frame.isEmpty || primaryA != nil {
                        othersA = othersA.filter { ids.contains($0) }
                        if let p = primaryA, !ids.contains(p) { primaryA = nil }
                        if primaryA == nil, down {
                            recording.touches.append((line.micros - start, .up)); recording.lines.append(line.number)
                            down = false
                        }
                        if primaryA == nil, let first = frame.first(where: { !othersA.contains($0.id ?? -1) && $0.x != nil && $0.y != nil }) {
                            primaryA = first.id
                            downLine = first.line
                        }
                        for c in frame where c.id != primaryA && !othersA.contains(c.id ?? -1) {
                            if let id = c.id { othersA.insert(id) }
                            otherLines.append(c.line)
                        }
                        let mine = frame.first { $0.id == primaryA && primaryA != nil }
                        present = mine != nil
                        position = (mine?.x, mine?.y)
                    } else {
                        // No tracking ids: the first contact of each frame is the finger.
                        if frame.count > max(previousCount, 1) { otherLines.append(frame[max(previousCount, 1)].line) }
                        present = !frame.isEmpty
                        position = (frame.first?.x, frame.first?.y)
                        if !down, let first = frame.first { downLine = first.line }
                    }
                    previousCount = frame.count
                    previous = frame
                    frame = []
                    contact = Contact(line: 0)
                } else if usesTracking {
                    if let p = primary, slots[p.slot]?.id == nil || slots[p.slot]?.role != .primary {
                        if down {
                            recording.touches.append((line.micros - start, .up)); recording.lines.append(line.number)
                            down = false
                        }
                        primary = nil
                    }
                    for key in slots.keys where slots[key]?.id == nil { slots[key]?.role = .none }
                    let fresh = slots.keys.sorted().filter { slots[$0]?.id != nil && slots[$0]?.role == Slot.Role.none }
                    // Of the fingers that touch in one frame, the lowest slot leads (Android's pointer 0), even when its
                    // position is not known yet: its touchDown then waits for one, with a note.
                    if primary == nil, let first = fresh.first {
                        primary = (first, slots[first]?.id)
                        slots[first]?.role = .primary
                        downLine = slots[first]?.line ?? line.number
                    }
                    for key in fresh where slots[key]?.role == Slot.Role.none {
                        slots[key]?.role = .other
                        otherLines.append(slots[key]?.line ?? line.number)
                    }
                    present = primary != nil
                    position = primary.map { (slots[$0.slot]?.x, slots[$0.slot]?.y) } ?? (nil, nil)
                } else {
                    present = button
                    position = (slots[current]?.x, slots[current]?.y)
                }
                if present, let x = position.x, let y = position.y {
                    if let waiting = waitingLine {
                        recording.notes.append(
                            "\(file):\(waiting): the finger that touched here has no position until line \(line.number) (the kernel does not repeat "
                                + "an unchanged value, and the capture holds none before); its touchDown is at line \(line.number)")
                        waitingLine = nil
                    }
                    if !down {
                        recording.touches.append((line.micros - start, .down(x: x, y: y))); recording.lines.append(line.number)
                        down = true
                        last = (x, y)
                    } else if last?.x != x || last?.y != y {
                        recording.touches.append((line.micros - start, .move(x: x, y: y))); recording.lines.append(line.number)
                        last = (x, y)
                    }
                } else if present {
                    if !down && waitingLine == nil { waitingLine = downLine }
                } else {
                    if let waiting = waitingLine {
                        recording.notes.append("\(file):\(waiting): the finger that touched here lifted at line \(line.number) without ever having a position; it is left out")
                        waitingLine = nil
                    }
                    if down {
                        recording.touches.append((line.micros - start, .up)); recording.lines.append(line.number)
                        down = false
                    }
                }
            default:
                break
            }
        }
        if !otherLines.isEmpty {
            let count = otherLines.count
            recording.notes.append(
                "\(file): \(count == 1 ? "line" : "lines") \(compressed(otherLines)): \(count == 1 ? "another finger" : "\(count) other fingers") touched while "
                    + "the first was down; the slider follows the first finger, as a SwiftUI drag does, so \(count == 1 ? "it is" : "they are") left out")
        }
        if !lines.contains(where: { $0.type == evSyn && $0.code == synReport }), lines.contains(where: { $0.type == evAbs }) {
            recording.notes.append("\(file): the log has positions but no SYN_REPORT, so no frame ever ends and no touch is imported; record with 'getevent -lt'")
        }
        if down {
            recording.notes.append("\(file):\(downLine): the finger that touched here is still down at the end of the recording; the trace has no touchUp")
        }
        return recording
    }

    /// Line numbers as `3, 7–9, 12`: runs of consecutive numbers joined, the first 20 items, then "and N more".
    static func compressed(_ numbers: [Int]) -> String {
        var runs: [(Int, Int)] = []
        for n in numbers.sorted() {
            if let lastRun = runs.last, n <= lastRun.1 + 1 { runs[runs.count - 1].1 = max(lastRun.1, n) } else { runs.append((n, n)) }
        }
        let items = runs.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)–\($0.1)" }
        return items.prefix(20).joined(separator: ", ") + (items.count > 20 ? " and \(items.count - 20) more" : "")
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
