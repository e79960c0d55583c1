/// Which files discovery keeps.
///
/// - Files found by walking a directory must have one of `extensions` (case-insensitive; an
///   empty set accepts every file), must match an `include` glob when the list is not empty,
///   must not match an `exclude` glob, and must not be ignored by git when
///   `respectsGitIgnore` is set.
/// - Files named explicitly skip the extension and `.gitignore` checks (the user asked for
///   them) but still obey `include` and `exclude`, like ruff's `--force-exclude`, so a
///   pre-commit hook passing every changed file honours the configuration.
/// - Globs are matched against paths relative to `baseDirectory`, and a glob matching a
///   directory covers everything inside it (`exclude: [vendor]`). Paths outside the base
///   directory are neither included nor excluded by globs.
public struct FileFilter: Sendable {
    /// `md` and `markdown`.
    public static let defaultExtensions: Set<String> = ["md", "markdown"]

    /// Extensions without the dot, lower-cased.
    public var extensions: Set<String> {
        didSet { extensions = FileFilter.normalized(extensions) }
    }
    /// When not empty, a file must match one of these (or be inside a matching directory).
    public var include: [Glob]
    /// Files and directories matching one of these are skipped, with everything inside.
    public var exclude: [Glob]
    /// The directory globs are relative to (normally the configuration file's); relative
    /// paths are taken from the current directory; `nil` means the current directory.
    public var baseDirectory: String?
    /// Whether `.gitignore` files and `.git/info/exclude` hide files found by walking.
    public var respectsGitIgnore: Bool

    public init(
        extensions: Set<String> = FileFilter.defaultExtensions,
        include: [Glob] = [],
        exclude: [Glob] = [],
        baseDirectory: String? = nil,
        respectsGitIgnore: Bool = true
    ) {
        self.extensions = FileFilter.normalized(extensions)
        self.include = include
        self.exclude = exclude
        self.baseDirectory = baseDirectory
        self.respectsGitIgnore = respectsGitIgnore
    }

    /// Whether a file name has one of the accepted extensions.
    public func acceptsExtension(of name: some StringProtocol) -> Bool {
        if extensions.isEmpty { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    private static func normalized(_ extensions: Set<String>) -> Set<String> {
        Set(extensions.map { $0.hasPrefix(".") ? String($0.dropFirst()).lowercased() : $0.lowercased() })
    }
}
