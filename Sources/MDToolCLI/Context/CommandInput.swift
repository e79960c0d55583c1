/// Where a command reads standard input (`-`) from: the process's standard input, or bytes
/// an editor or a test hands over.
public protocol CommandInput: Sendable {
    /// Everything there is to read.
    func readAll() throws(CommandInputError) -> [UInt8]
}
