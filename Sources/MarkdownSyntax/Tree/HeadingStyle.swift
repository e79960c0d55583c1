/// How a heading was written.
public enum HeadingStyle: String, Hashable, Sendable {
    /// `# Heading`
    case atx
    /// `# Heading #`
    case atxClosed
    /// `Heading` underlined with `===` (level 1) or `---` (level 2).
    case setext
}
