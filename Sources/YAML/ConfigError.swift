/// The one error the configuration layer throws: a bad file, bad syntax, or a value of the wrong
/// type. Its description is always a single line, `FILE:LINE:COLUMN: message`, or
/// `FILE: message` when no position applies (an unreadable file).
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the problem is in, as it was named when loaded.
    public let file: String
    /// Where the problem is; `nil` only when the file as a whole is at fault.
    public let mark: Mark?
    /// What is wrong, in one sentence without the position.
    public let message: String

    /// An error at a position in a file.
    public init(_ message: String, at mark: Mark) {
        self.file = mark.file
        self.mark = mark
        self.message = message
    }

    /// An error about a whole file (one that cannot be read, say).
    public init(_ message: String, file: String) {
        self.file = file
        self.mark = nil
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message` (or `FILE: message`), always on one line.
    public var description: String {
        let text = mark.map { "\($0): \(message)" } ?? "\(file): \(message)"
        // File names and messages come from user input; a stray line break must not split the line.
        return text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }
}
