import Workspace

/// Where a command reads standard input (`-`) from: the process's standard input, or bytes
/// an editor or a test hands over.
public protocol CommandInput: Sendable {
    /// Everything there is to read, at most `limit` bytes (more throws `.tooLarge`), with
    /// `check` called after each chunk (returning false stops the read with `.stopped`).
    func read(limit: Int, check: FileReader.Check) throws(ReadFailure) -> [UInt8]
}
