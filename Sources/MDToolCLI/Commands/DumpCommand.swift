import MarkdownSyntax

/// `mdtool dump`: the syntax tree with kinds, attributes and source ranges.
struct DumpCommand: Command {
    static let name = "dump"
    static let summary = "Print the syntax tree of a Markdown document, with source ranges."
    static let synopsis = "[--dialect commonmark|gfm|docc] [FILE|-]"
    static let options: [any OptionDeclaration] = [DialectOption.option]
    static let examples = ["mdtool dump README.md", "printf '# Title\\n' | mdtool dump"]

    let input: SingleInput

    init(_ arguments: ParsedArguments) throws(CommandError) {
        input = try SingleInput(arguments, command: Self.name)
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        let document = try input.document(in: context)
        context.output.write(TreeDumper.dumpUTF8(document))
        context.keepUntilExit(document)
        return 0
    }
}
