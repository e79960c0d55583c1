import MarkdownAttributedString
import MarkdownSyntax

/// `mdtool render`: Markdown to HTML, as the CommonMark and GFM specs define it (and, for
/// DocC, a preview of the structure DocC sees), or the runs of the `AttributedString`
/// MarkdownAttributedString builds.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Render Markdown to HTML on standard output."
    static let synopsis = "[--dialect commonmark|gfm|docc] [--to html|attributed] [FILE|-]"
    static let to = Option("--to", valueName: "FORMAT",
                           help: "Output format (default: html); attributed prints the AttributedString's runs as JSON lines.",
                           choices: Format.allCases)
    static let options: [any OptionDeclaration] = [DialectOption.option, to]
    static let examples = [
        "mdtool render README.md > README.html",
        "echo '# Hi' | mdtool render --dialect commonmark",
        "mdtool render --to attributed README.md",
    ]

    /// What `--to` can name.
    enum Format: String, CaseIterable, Sendable {
        case html
        /// One JSON object per `AttributedString` run (text, intents, link, source range).
        case attributed
    }

    let input: SingleInput
    let format: Format

    init(_ arguments: ParsedArguments) throws(CommandError) {
        input = try SingleInput(arguments, command: Self.name)
        format = try arguments.value(Self.to) ?? .html
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        switch format {
        case .html:
            // Streamed: a large input's tree is never built whole.
            let (source, options) = try input.read(in: context)
            HTMLRenderer().render(parsing: source, options: options, leavingLastRunToExit: context.endsProcess) {
                context.output.write($0)
            }
        case .attributed:
            let document = try input.document(in: context)
            context.output.write(document.attributedRunsJSONLines())
            context.keepUntilExit(document)
        }
        return 0
    }
}
