import MarkdownSyntax

/// `mdtool render`: Markdown to HTML, as the CommonMark and GFM specs define it.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Render Markdown to HTML on standard output."
    static let synopsis = "[--flavor commonmark|gfm] [--to html] [FILE|-]"
    static let options = [
        FlavorOption.spec,
        OptionSpec(name: "--to", valueName: "FORMAT", help: "Output format (default: html).", choices: ["html"]),
    ]
    static let examples = [
        "mdtool render README.md > README.html",
        "echo '# Hi' | mdtool render --flavor commonmark",
    ]

    let input: SingleInput

    init(_ arguments: ParsedArguments) throws(CommandError) {
        input = try SingleInput(arguments, command: Self.name)
    }

    func run() throws(CommandError) -> Int32 {
        StandardStreams.writeOutput(HTMLRenderer(flavor: input.options.flavor).renderUTF8(try input.document()))
        return 0
    }
}
