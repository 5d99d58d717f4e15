/// 64-bit FNV-1a of a text's UTF-8 bytes: a stable hash, the same on every machine and in every run (Swift's own
/// `Hasher` is seeded per process). It places a case in its CI shard and names a snapshot report's entry files.
public enum FNV1a {
    /// The hash of `text`'s UTF-8 bytes.
    public static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
