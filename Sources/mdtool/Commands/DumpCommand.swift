import MarkdownSyntax

/// `mdtool dump`: the syntax tree with kinds, attributes and source ranges.
struct DumpCommand: Command {
    static let name = "dump"
    static let summary = "Print the syntax tree of a Markdown document, with source ranges."
    static let synopsis = "[--flavor commonmark|gfm] [FILE|-]"
    static let options = [FlavorOption.spec]
    static let examples = ["mdtool dump README.md", "printf '# Title\\n' | mdtool dump"]

    let path: String
    let options: ParseOptions

    init(_ arguments: ParsedArguments) throws(CommandError) {
        path = try SingleInput.path(arguments, command: Self.name)
        options = FlavorOption.parseOptions(arguments)
    }

    func run() throws(CommandError) -> Int32 {
        let document = Document(parsing: try InputFile.read(path), options: options)
        StandardStreams.writeOutput(TreeDumper.dump(document) + "\n")
        return 0
    }
}
