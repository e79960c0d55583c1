/// Where the server reads the client's bytes from and writes its own: standard input and
/// output in `mdtool lsp`, pipes or memory in tests.
public protocol ByteChannel: Sendable {
    /// Reads up to `buffer.count` bytes; 0 at the end of the stream (or on an error).
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int
    /// Writes all of `bytes`; false when the other side is gone.
    func write(_ bytes: [UInt8]) -> Bool
}
