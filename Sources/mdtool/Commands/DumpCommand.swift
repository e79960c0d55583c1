import MarkdownSyntax

/// `mdtool dump`: the syntax tree with kinds, attributes and source ranges.
struct DumpCommand: Command {
    static let name = "dump"
    static let summary = "Print the syntax tree of a Markdown document, with source ranges."
    static let synopsis = "[--flavor commonmark|gfm] [FILE|-]"
    static let options = [FlavorOption.spec]
    static let examples = ["mdtool dump README.md", "printf '# Title\\n' | mdtool dump"]

    let input: SingleInput

    init(_ arguments: ParsedArguments) throws(CommandError) {
        input = try SingleInput(arguments, command: Self.name)
    }

    func run() throws(CommandError) -> Int32 {
        StandardStreams.writeOutput(TreeDumper.dump(try input.document()) + "\n")
        return 0
    }
}
