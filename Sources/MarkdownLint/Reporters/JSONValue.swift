import MarkdownSyntax

/// A JSON value with ordered object keys, and its serialization. Used by the reporters
/// so output is stable and byte-for-byte predictable.
public enum JSONValue: Sendable, Hashable {
    /// `null`
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A string, escaped when serialized.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep the order given.
    case object([(String, JSONValue)])

    /// Values are equal when they serialize to the same text (key order counts).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Hashes the serialized text, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// Compact JSON, or indented by two spaces per level when `pretty`.
    public func serialized(pretty: Bool = false) -> String {
        String(decoding: serializedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// The same as UTF-8 bytes.
    public func serializedUTF8(pretty: Bool = false) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        writer.value(self)
        return writer.bytes
    }
}
