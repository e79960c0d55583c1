import MarkdownSyntax

/// `mdtool render`: Markdown to HTML, as the CommonMark and GFM specs define it (and, for
/// DocC, a preview of the structure DocC sees).
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Render Markdown to HTML on standard output."
    static let synopsis = "[--dialect commonmark|gfm|docc] [--to html] [FILE|-]"
    static let to = Option("--to", valueName: "FORMAT", help: "Output format (default: html).", choices: Format.allCases)
    static let options: [any OptionDeclaration] = [DialectOption.option, to]
    static let examples = [
        "mdtool render README.md > README.html",
        "echo '# Hi' | mdtool render --dialect commonmark",
    ]

    /// What `--to` can name (HTML only, for now).
    enum Format: String, CaseIterable, Sendable { case html }

    let input: SingleInput

    init(_ arguments: ParsedArguments) throws(CommandError) {
        input = try SingleInput(arguments, command: Self.name)
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        context.output.write(HTMLRenderer().renderUTF8(try input.document(in: context)))
        return 0
    }
}
