/// Why a glob pattern could not be compiled. Its description is one line naming the pattern,
/// e.g. `invalid glob pattern "docs/[a-z": unclosed '[' at character 6`.
public struct GlobError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as given.
    public let pattern: String
    /// What is wrong, with the 1-based character position where it applies.
    public let message: String

    public init(pattern: String, message: String) {
        self.pattern = pattern
        self.message = message
    }

    public var description: String {
        let text = "invalid glob pattern \"\(pattern)\": \(message)"
        // Patterns come from user files; a stray line break must not split the line.
        return text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }
}
