import MarkdownSyntax

/// `--dialect` (also `--flavor`, its former name): the dialect every file is parsed in,
/// whatever the configuration and the files' places say.
enum DialectOption {
    static let option = Option("--dialect", valueName: "DIALECT",
                               help: "Markdown dialect to read (default: the configuration's, DocC inside *.docc, else gfm).",
                               choices: Dialect.allCases, aliases: ["--flavor"])
}
