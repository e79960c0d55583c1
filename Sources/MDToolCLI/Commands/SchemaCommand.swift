import MarkdownProject

/// `mdtool schema`: the JSON Schema of `.mdtool.yml`, for editors (`ConfigurationSchema`).
struct SchemaCommand: Command {
    static let name = "schema"
    static let summary = "Print the JSON Schema of .mdtool.yml, for editors to complete and check it."
    static let synopsis = ""
    static let options: [any OptionDeclaration] = []
    static let examples = ["mdtool schema > .mdtool.schema.json"]

    init(_ arguments: ParsedArguments) throws(CommandError) {
        guard arguments.positionals.isEmpty else { throw .usage("'mdtool schema' takes no arguments") }
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        context.output.write(ConfigurationSchema.document().serialized(pretty: true) + "\n")
        return 0
    }
}
