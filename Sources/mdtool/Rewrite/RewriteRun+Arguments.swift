/// The command-line options every rewriting command (`fmt`, `transform`) shares.
extension RewriteRun.Options {
    /// `--config`, `--check` and `--diff`, which come first in the commands' help.
    static let leadingSpecs = [
        OptionSpec(name: "--config", valueName: "FILE",
                   help: "Configuration file (default: the nearest .mdtool.yml above the current directory)."),
        OptionSpec(name: "--check", valueName: nil, help: "Write nothing; list files that would change and exit 1 if any."),
        OptionSpec(name: "--diff", valueName: nil, help: "Write nothing; print a unified diff and exit 1 if any file would change."),
    ]

    /// `--stdin-filename` and `--no-gitignore`; `verb` says what the command does to files.
    static func inputSpecs(verb: String) -> [OptionSpec] {
        [
            OptionSpec(name: "--stdin-filename", valueName: "NAME",
                       help: "Name for input read from '-' (for messages and configuration matching)."),
            OptionSpec(name: "--no-gitignore", valueName: nil, help: "Also \(verb) files that .gitignore excludes."),
        ]
    }

    /// Reads the shared options, rejecting '-' beside paths and `--check` with `--diff`.
    init(_ arguments: ParsedArguments) throws(CommandError) {
        let paths = arguments.positionals
        if paths.contains("-") && paths.count > 1 { throw .usage("'-' (standard input) cannot be combined with paths") }
        if arguments.has("--check") && arguments.has("--diff") { throw .usage("use either --check or --diff, not both") }
        self.init(configPath: arguments.value("--config"), check: arguments.has("--check"), diff: arguments.has("--diff"),
                  quiet: arguments.has("--quiet"), stdinFilename: arguments.value("--stdin-filename"),
                  respectsGitIgnore: !arguments.has("--no-gitignore"))
    }
}
