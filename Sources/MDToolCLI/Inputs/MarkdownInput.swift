import MarkdownProject

/// One Markdown input of a run: a file found by discovery, or standard input, with the
/// configuration of its directory.
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
    /// The configuration of its directory.
    var configuration: ProjectConfiguration
    /// The overrides whose files match it.
    var overrides: [Int]

    var isStandardInput: Bool { file == nil }

    /// What identifies its settings: inputs with the same files and overrides share them.
    var settingsKey: String { configuration.sources.joined(separator: "\u{0}") + "\u{1}" + overrides.map(String.init).joined(separator: ",") }
}
