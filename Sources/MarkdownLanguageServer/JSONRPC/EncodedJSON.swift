/// JSON text written ahead of the message it goes into, and spliced into it as is: for
/// parts that are sent again and again unchanged (a document version's diagnostics) or
/// that are cheaper to write straight to bytes than to build as a `JSON` tree.
public struct EncodedJSON: Sendable, Hashable {
    /// One complete JSON value, as UTF-8.
    public let bytes: [UInt8]

    /// Wraps bytes that its writer made as one complete JSON value.
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}
