/// Sizes in words for messages: `64 MiB`, `512 KiB`, `100 bytes`.
public enum ByteCount {
    public static func describe(_ bytes: Int) -> String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
