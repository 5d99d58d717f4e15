import SceneGraph

/// The player's frames and markers written as records, one at a time, in the form the page's data and its chunk
/// scripts list them (`PlayerPage`): so a replay's player data can be written as its frames come, without a
/// `PlayerData.Frame` or `PlayerData.Marker` made for each and read again later.
///
/// Each record is appended as `,\n{…}`; `appendArrays` drops the comma before a list's first record. Markers go
/// into as many buffers as the caller keeps (one per lane, say) and are listed buffer after buffer.
public struct PlayerRecords {
    // A frame's caption and details are most often the frame before's (they change with the value), and then the
    // same array: their bytes are copied rather than quoted again. Runs of markers of one kind (a drag's moves)
    // quote the kind once.
    private var caption = RepeatedField<String>()
    private var details = RepeatedField<[String]>()
    private var kind = RepeatedField<String>()

    /// Nothing written yet.
    public init() {}

    /// Appends a frame's record to `out`; `files` appends its list of files (`["frames/0042.svg"]`).
    public mutating func appendFrame(index: Int, t: Double, caption: String, details: [String], pointer: Point?,
                                     to out: inout ByteWriter, files: (inout ByteWriter) -> Void) {
        JSONText.appendField(",\n{\"index\":", index, to: &out)
        JSONText.appendField(",\"t\":", t, decimals: 6, to: &out)
        JSONText.appendLiteral(",\"files\":", to: &out)
        files(&out)
        self.caption.append(caption, to: &out) { JSONText.appendField(",\"caption\":", $0, to: &$1) }
        self.details.append(details, to: &out) { JSONText.appendField(",\"details\":", list: $0, to: &$1) }
        if let pointer {
            JSONText.appendField(",\"pointer\":[", pointer.x, decimals: 2, to: &out)
            JSONText.appendField(",", pointer.y, decimals: 2, to: &out)
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Appends a marker's record to `out` (`lane` kept to 0…2, as `PlayerData.Marker` keeps it); `detail` appends
    /// its detail as a JSON string.
    public mutating func appendMarker(t: Double, frame: Int, lane: Int, shape: PlayerData.Shape, tone: PlayerData.Tone,
                                      kind: String, alwaysDrawn: Bool, to out: inout ByteWriter,
                                      detail: (inout ByteWriter) -> Void) {
        JSONText.appendField(",\n{\"t\":", t, decimals: 6, to: &out)
        JSONText.appendField(",\"frame\":", frame, to: &out)
        JSONText.appendField(",\"lane\":", min(max(lane, 0), 2), to: &out)
        JSONText.appendLiteral(PlayerPage.shapeField(shape), to: &out)
        JSONText.appendLiteral(PlayerPage.toneField(tone), to: &out)
        self.kind.append(kind, to: &out) { JSONText.appendField(",\"kind\":", $0, to: &$1) }
        JSONText.appendLiteral(",\"detail\":", to: &out)
        detail(&out)
        JSONText.appendLiteral(alwaysDrawn ? ",\"keep\":true}" : ",\"keep\":false}", to: &out)
    }

    /// `\n"frames":[…],\n"markers":[…]` from the records in `frames` and in each of `markers` in turn.
    public static func appendArrays(frames: ByteWriter, markers: [ByteWriter], to out: inout ByteWriter) {
        JSONText.appendLiteral("\n\"frames\":[", to: &out)
        appendList([frames], to: &out)
        JSONText.appendLiteral("],\n\"markers\":[", to: &out)
        appendList(markers, to: &out)
        out.append(UInt8(ascii: "]"))
    }

    /// The records of `parts`, one after another, without the comma before the first.
    private static func appendList(_ parts: [ByteWriter], to out: inout ByteWriter) {
        var first = true
        for part in parts where part.count > 0 {
            out.appendBytes(UnsafeBufferPointer(rebasing: part.bytes[(first ? 1 : 0)...]))
            first = false
        }
    }

    /// One chunk script (`PlayerPage.chunk`) of the records in `frames` and `markers`.
    public static func chunk(frames: ByteWriter, markers: [ByteWriter]) -> [UInt8] {
        var out = ByteWriter(capacity: frames.count + markers.reduce(0) { $0 + $1.count } + 128)
        JSONText.appendLiteral(PlayerPage.chunkHead, to: &out)
        appendArrays(frames: frames, markers: markers, to: &out)
        JSONText.appendLiteral(PlayerPage.chunkTail, to: &out)
        return out.array
    }
}

/// A field whose value is often the one before's: its bytes are written again only when the value changes.
struct RepeatedField<Value: Equatable> {
    private var value: Value?
    private var bytes = ByteWriter(capacity: 256)

    /// Appends the field for `new` to `out`: the last bytes when `new` is the last value, else what `write` makes.
    mutating func append(_ new: Value, to out: inout ByteWriter, writing write: (Value, inout ByteWriter) -> Void) {
        if value != new {
            value = new
            bytes.removeAll()
            write(new, &bytes)
        }
        out.append(bytes)
    }
}
