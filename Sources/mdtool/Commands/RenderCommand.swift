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

    let path: String
    let options: ParseOptions

    init(_ arguments: ParsedArguments) throws(CommandError) {
        path = try SingleInput.path(arguments, command: Self.name)
        options = FlavorOption.parseOptions(arguments)
    }

    func run() throws(CommandError) -> Int32 {
        let document = Document(parsing: try InputFile.read(path), options: options)
        StandardStreams.writeOutput(HTMLRenderer(flavor: options.flavor).renderUTF8(document))
        return 0
    }
}
