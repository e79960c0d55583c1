/// Standard input given as bytes (an editor's buffer, a test's input).
public struct BytesInput: CommandInput {
    public var bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public func readAll() throws(CommandInputError) -> [UInt8] { bytes }
}
