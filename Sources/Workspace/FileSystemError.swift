/// A file that could not be read or written. Its description is one line,
/// `PATH: message` (`notes.md: permission denied`), ready to print before exiting with 2.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as the caller gave it.
    public let path: String
    /// The reason, lower-case, without the path.
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String {
        let text = "\(path): \(message)"
        // Paths come from user input; a stray line break must not split the line.
        return text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }
}
