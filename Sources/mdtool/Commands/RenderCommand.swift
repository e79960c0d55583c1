import MarkdownAttributedString
import MarkdownSyntax

/// `mdtool render`: Markdown to HTML, as the CommonMark and GFM specs define it.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Render Markdown to HTML on standard output."
    static let synopsis = "[--flavor commonmark|gfm] [--to html|attributed] [FILE|-]"
    static let options = [
        FlavorOption.spec,
        OptionSpec(name: "--to", valueName: "FORMAT",
                   help: "Output format (default: html); attributed prints the AttributedString's runs as JSON lines.",
                   choices: ["html", "attributed"]),
    ]
    static let examples = [
        "mdtool render README.md > README.html",
        "echo '# Hi' | mdtool render --flavor commonmark",
        "mdtool render --to attributed README.md",
    ]

    let input: SingleInput
    let toAttributed: Bool

    init(_ arguments: ParsedArguments) throws(CommandError) {
        input = try SingleInput(arguments, command: Self.name)
        toAttributed = arguments.value("--to") == "attributed"
    }

    func run() throws(CommandError) -> Int32 {
        let document = try input.document()
        if toAttributed {
            StandardStreams.writeOutput(document.attributedRunsJSONLines())
        } else {
            StandardStreams.writeOutput(HTMLRenderer(flavor: input.options.flavor).renderUTF8(document))
        }
        return 0
    }
}
