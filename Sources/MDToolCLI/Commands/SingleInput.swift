import MarkdownProject
import MarkdownSyntax

/// The one Markdown input of `render` and `dump`: a file, or standard input (`-` or
/// nothing), parsed in the dialect `--dialect` names, else the one its place implies (DocC
/// inside a `*.docc` catalog), else GFM.
struct SingleInput {
    let path: String
    let options: ParseOptions

    init(_ arguments: ParsedArguments, command: String) throws(CommandError) {
        guard arguments.positionals.count <= 1 else {
            throw .usage("'mdtool \(command)' takes one input; got \(arguments.positionals.count)")
        }
        path = arguments.positionals.first ?? "-"
        let named = try arguments.value(DialectOption.option)
        options = ParseOptions(dialect: named ?? DialectSelection.detectedDialect(forPath: path) ?? .gfm)
    }

    func document(in context: CommandContext) throws(CommandError) -> Document {
        Document(parsing: try InputFile.read(path, in: context), options: options)
    }
}
