import SliderEngine

/// Chrome DevTools Protocol `Input.dispatchTouchEvent` sequences (what Playwright and Puppeteer send) turned into
/// touch events in the slider's frame.
///
/// The file is a JSON array of protocol messages (`{"id": 1, "method": "Input.dispatchTouchEvent", "params":
/// {…}}`) or of their bare `params` objects. Coordinates are CSS pixels of the viewport, taken as points, with
/// `origin` subtracted. Times come from `timestamp` (seconds; the first event is t = 0) when every event has one;
/// without timestamps the events are one frame (1 / rate s) apart.
public struct CDPTouchImport {
    /// Events per second when the file has no timestamps.
    public var rate: Double
    /// The slider's top-left in viewport points; subtracted from every point.
    public var origin: (x: Double, y: Double)

    /// An importer spacing events without timestamps 1 / `rate` s apart.
    public init(rate: Double = 120, origin: (x: Double, y: Double) = (0, 0)) {
        self.rate = rate
        self.origin = origin
    }

    enum TouchType: String, CaseIterable {
        case touchStart, touchMove, touchEnd, touchCancel
    }

    static let pointKeys = ["x", "y", "radiusX", "radiusY", "rotationAngle", "force", "tangentialPressure", "tiltX", "tiltY", "twist", "id"]

    /// The events and warnings (each naming the file, line:column and JSON path).
    public func read(_ bytes: [UInt8], file: String) throws -> (events: [TimedEvent<Double>], notes: [String]) {
        var notes = ImportNotes()
        let root = try JSONField.root(bytes, file: file)
        let items: [JSONField]
        if case .object = root.value.kind {
            // One message or params object alone.
            items = [root]
        } else {
            items = try root.array()
        }
        var finger = TouchRecorder(scale: 1, origin: origin)
        var followed: Double?  // the id of the followed touch point, when the points have ids
        var firstTimestamp: Double?
        var lastTime = 0.0
        var count = 0  // touch events read
        for item in items {
            let object = try item.object()
            let params: JSONObject
            if let methodField = object.optional("method") {
                try object.allowOnly(["id", "method", "params", "sessionId"])
                let method = try methodField.string()
                guard method == "Input.dispatchTouchEvent" else {
                    notes.add("other method", at: methodField, "a \(Excerpt.of(method)) message; only Input.dispatchTouchEvent touches the slider, so it is left out")
                    continue
                }
                params = try object.required("params").object()
            } else {
                params = object
            }
            try params.allowOnly(["type", "touchPoints", "modifiers", "timestamp"])
            let type = try params.required("type").oneOf(TouchType.self)
            let pointsField = try params.required("touchPoints")
            let points = try pointsField.array().map { field -> (x: Double, y: Double, id: Double?, field: JSONField) in
                let p = try field.object()
                try p.allowOnly(Self.pointKeys)
                let rule: (Double) -> Bool = { abs($0) <= 1_000_000 }
                return (try p.required("x").number("a coordinate within ±1000000", rule), try p.required("y").number("a coordinate within ±1000000", rule),
                        try p.nonNull("id")?.number(), field)
            }
            // Time: the timestamps when the first touch event has one, else one frame per event.
            let stamp = try params.nonNull("timestamp")?.number("a timestamp in seconds, 0 or more") { $0 >= 0 && $0.isFinite }
            let t: Double
            if count == 0 { firstTimestamp = stamp }
            if let first = firstTimestamp {
                guard let stamp else {
                    throw params.field.fail("missing key \"timestamp\"; the first touch event has one, so every event needs one (or leave them all out)")
                }
                t = stamp - first
                if t < lastTime {
                    throw try params.required("timestamp").fail("the timestamp \(stamp.shortestText) is earlier than the previous event's; times never decrease")
                }
            } else {
                if let f = params.nonNull("timestamp") {
                    throw f.fail("a timestamp, but the first touch event has none; give every event a timestamp or none")
                }
                t = Double(count) / rate
            }
            if t > TraceDocument.maximumTime { throw params.field.fail("the time reaches \(t.shortestText) s, more than the longest trace replay accepts") }
            lastTime = t
            count += 1
            if points.count > 1, type == .touchStart || type == .touchMove {
                notes.add("several points", at: points[1].field, "several touch points; the slider follows the first finger to touch, the others are left out")
            }
            switch type {
            case .touchStart, .touchMove:
                guard !points.isEmpty else { throw pointsField.fail("a \(type.rawValue) needs at least one touch point") }
                if !finger.isDown {
                    if type == .touchMove {
                        notes.add("move while up", at: item, "a touchMove with no touch started; the first point only places the finger")
                        finger.move(t, points[0].x, points[0].y)
                        continue
                    }
                    followed = points[0].id
                    finger.down(t, points[0].x, points[0].y)
                } else {
                    let point = followed.flatMap { id in points.first { $0.id == id } } ?? points[0]
                    finger.move(t, point.x, point.y)
                }
            case .touchEnd, .touchCancel:
                if !finger.isDown {
                    notes.add("end while up", at: item, "a \(type.rawValue) with no touch started; ignored")
                }
                type == .touchEnd ? finger.up(t) : finger.cancel(t)
            }
        }
        if finger.isDown, let last = items.last {
            notes.add("no end", at: last, "a touch is still down after the last event (no touchEnd); the trace has no touchUp")
        }
        return (try finger.checked(file: file), notes.lines)
    }
}
