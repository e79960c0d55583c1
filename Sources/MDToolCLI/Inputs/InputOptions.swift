import MarkdownSyntax

/// The options of the commands that read Markdown files (`lint`, `fmt`, `transform`,
/// `links`): the paths, `--config`, `--stdin-filename`, `--no-gitignore` and (where the
/// command parses in the file's dialect) `--dialect`. Their names are declared here once;
/// each command words the help for what it does.
struct InputOptions: Sendable {
    /// One command's declarations of the shared options.
    struct Declarations: Sendable {
        let config: Option<String>
        let stdinFilename: Option<String>
        let noGitIgnore: Flag
        /// `--dialect`, for commands that read each file in its dialect.
        let dialect: Option<Dialect>?

        /// `configHelp` is the whole help of `--config`; `stdinPurpose` says what the name
        /// given to standard input is for; `verb` what the command does to files.
        init(configHelp: String, stdinPurpose: String, verb: String, readsDialects: Bool = true) {
            config = InputOptions.config(help: configHelp)
            stdinFilename = Option("--stdin-filename", valueName: "NAME", help: "Name for input read from '-' (\(stdinPurpose)).")
            noGitIgnore = Flag("--no-gitignore", help: "Also \(verb) files that .gitignore excludes.")
            dialect = readsDialects ? DialectOption.option : nil
        }
    }

    /// `--config FILE`, also read by `mdtool rules`.
    static func config(help: String) -> Option<String> {
        Option("--config", valueName: "FILE", help: help)
    }

    /// The files and directories given; `["-"]` for standard input.
    var paths: [String]
    var configPath: String?
    var stdinFilename: String?
    var respectsGitIgnore: Bool
    /// The dialect `--dialect` names for every file; nil when each file's own applies.
    var dialect: Dialect?

    /// Reads the shared options, rejecting '-' beside paths.
    init(_ arguments: ParsedArguments, _ declarations: Declarations) throws(CommandError) {
        paths = arguments.positionals
        if paths.contains("-") && paths.count > 1 { throw .usage("'-' (standard input) cannot be combined with paths") }
        configPath = try arguments.value(declarations.config)
        stdinFilename = try arguments.value(declarations.stdinFilename)
        respectsGitIgnore = !arguments.has(declarations.noGitIgnore)
        dialect = try declarations.dialect.flatMap { (option) throws(CommandError) in try arguments.value(option) }
    }

    var readsStandardInput: Bool { paths == ["-"] }
}
