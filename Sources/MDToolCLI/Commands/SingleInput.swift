import MarkdownProject
import MarkdownSyntax
import Workspace

/// The one Markdown input of `render` and `dump`: a file, or standard input (`-` or
/// nothing), parsed in the dialect `--dialect` names, else the one its place implies (DocC
/// inside a `*.docc` catalog, MkDocs in the `docs_dir` of an `mkdocs.yml`), else GFM.
struct SingleInput {
    let path: String
    let named: Dialect?

    init(_ arguments: ParsedArguments, command: String) throws(CommandError) {
        guard arguments.positionals.count <= 1 else {
            throw .usage("'mdtool \(command)' takes one input; got \(arguments.positionals.count)")
        }
        path = arguments.positionals.first ?? "-"
        named = try arguments.value(DialectOption.option)
    }

    func document(in context: CommandContext) throws(CommandError) -> Document {
        let (source, options) = try read(in: context)
        return Document(parsing: source, options: options)
    }

    /// The input's source and the options to parse it with, for commands that parse it
    /// their own way.
    func read(in context: CommandContext) throws(CommandError) -> (source: SourceFile, options: ParseOptions) {
        let place = path == "-" ? nil : PathUtilities.absolute(path, from: context.currentDirectory)
        let dialect = named ?? place.flatMap(DialectSelection.detectedDialect(forPath:)) ?? .gfm
        return (try InputFile.read(path, in: context).source, ParseOptions(dialect: dialect))
    }
}
