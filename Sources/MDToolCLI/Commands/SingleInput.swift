import MarkdownSyntax

/// The one Markdown input of `render` and `dump`: a file, or standard input (`-` or
/// nothing), parsed with the `--flavor` given.
struct SingleInput {
    let path: String
    let options: ParseOptions

    init(_ arguments: ParsedArguments, command: String) throws(CommandError) {
        guard arguments.positionals.count <= 1 else {
            throw .usage("'mdtool \(command)' takes one input; got \(arguments.positionals.count)")
        }
        path = arguments.positionals.first ?? "-"
        options = try FlavorOption.parseOptions(arguments)
    }

    func document(in context: CommandContext) throws(CommandError) -> Document {
        Document(parsing: try InputFile.read(path, in: context).source, options: options)
    }
}
