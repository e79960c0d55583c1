/// One Markdown input of a run: a file found by discovery, or standard input.
struct MarkdownInput: Sendable {
    /// Absolute path of the file to read (and write); nil for standard input.
    var file: String?
    /// How messages and reports name it: the path as discovery shows it, or the name given
    /// to standard input (`<stdin>` without one).
    var displayPath: String
    /// The absolute path configuration globs are matched against: the file's, or the display
    /// name's in the current directory for standard input.
    var absolutePath: String
    /// Whether it has a path of its own (a file, or standard input with `--stdin-filename`),
    /// where its relative links start.
    var hasPath: Bool
    /// The directory writes to the file must stay in (see `ProjectRoot`); nil for standard
    /// input.
    var projectRoot: String? = nil

    var isStandardInput: Bool { file == nil }
}
