/// The outcome of linting a set of files, as the reporters see it.
public struct LintReport: Sendable {
    /// One file's findings and what the reporters need to show them.
    public struct FileResult: Sendable {
        /// As the user would type it (relative to the current directory where possible).
        public var path: String
        /// Relative to the repository root, for SARIF `uri`s.
        public var repositoryPath: String
        /// The findings to report for the file.
        public var diagnostics: [Diagnostic]
        /// The file's lines, for showing the source under a finding and for fingerprints
        /// (`FindingFingerprint`); may be empty when neither is asked for.
        public var lines: [String]
        /// How many fewer problems the file has after `--fix` than before it.
        public var problemsFixed: Int
        /// The text the diagnostics' byte ranges (and their fixes') refer to, for showing
        /// fixes (`TextReporter.showsFixes`); empty when that is not asked for.
        public var source: [UInt8]

        /// Makes a file's result; `lines` are needed only to show source under findings and for fingerprints.
        public init(path: String, repositoryPath: String, diagnostics: [Diagnostic], lines: [String] = [],
                    problemsFixed: Int = 0, source: [UInt8] = []) {
            self.path = path
            self.repositoryPath = repositoryPath
            self.diagnostics = diagnostics
            self.lines = lines
            self.problemsFixed = problemsFixed
            self.source = source
        }

        /// The lines of a file's bytes (LF, CRLF or CR), for `lines`.
        public static func lines(of bytes: [UInt8]) -> [String] {
            String(decoding: bytes, as: UTF8.self)
                .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
                .map(String.init)
        }
    }

    /// Every file linted, with or without findings.
    public var files: [FileResult]
    /// The rules that ran.
    public var registry: RuleRegistry
    /// The rules reporters describe (SARIF): the registry's, or those of a report made for
    /// another command (`links`, `fmt --check`).
    public var rules: [RuleDescriptor]
    /// Absolute path of the repository root (SARIF's `%SRCROOT%`).
    public var repositoryRoot: String

    /// Makes a report.
    public init(files: [FileResult], registry: RuleRegistry, repositoryRoot: String) {
        self.files = files
        self.registry = registry
        rules = registry.entries.map(\.descriptor)
        self.repositoryRoot = repositoryRoot
    }

    /// A report of findings that no lint rule made (broken links, unformatted files), whose
    /// kinds `rules` describes.
    public init(files: [FileResult], rules: [RuleDescriptor], repositoryRoot: String) {
        self.files = files
        registry = RuleRegistry([])
        self.rules = rules
        self.repositoryRoot = repositoryRoot
    }

    /// Every finding of every file, file by file.
    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }
}
