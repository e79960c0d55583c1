/// The outcome of linting a set of files, as the reporters see it.
public struct LintReport: Sendable {
    public struct FileResult: Sendable {
        /// As the user would type it (relative to the current directory where possible).
        public var path: String
        /// Relative to the repository root, for SARIF `uri`s.
        public var repositoryPath: String
        public var diagnostics: [Diagnostic]
        /// The file's lines, for showing the source under a finding on a terminal.
        public var lines: [String]
        /// How many fewer problems the file has after `--fix` than before it.
        public var problemsFixed: Int

        public init(path: String, repositoryPath: String, diagnostics: [Diagnostic], lines: [String] = [],
                    problemsFixed: Int = 0) {
            self.path = path
            self.repositoryPath = repositoryPath
            self.diagnostics = diagnostics
            self.lines = lines
            self.problemsFixed = problemsFixed
        }
    }

    public var files: [FileResult]
    public var registry: RuleRegistry
    /// Absolute path of the repository root (SARIF's `%SRCROOT%`).
    public var repositoryRoot: String

    public init(files: [FileResult], registry: RuleRegistry, repositoryRoot: String) {
        self.files = files
        self.registry = registry
        self.repositoryRoot = repositoryRoot
    }

    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }
}
