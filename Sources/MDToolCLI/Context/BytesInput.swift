import Workspace

/// Standard input given as bytes (an editor's buffer, a test's input).
public struct BytesInput: CommandInput {
    public var bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes as one chunk, within the same limit as a stream.
    public func read(limit: Int, check: FileReader.Check) throws(ReadFailure) -> [UInt8] {
        if bytes.count > limit { throw .tooLarge(limit: limit) }
        if !bytes.isEmpty && !check(bytes) { throw .stopped }
        return bytes
    }
}
