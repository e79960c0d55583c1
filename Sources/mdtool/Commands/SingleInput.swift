/// Commands that read one Markdown input: a file, or standard input (`-` or nothing).
enum SingleInput {
    static func path(_ arguments: ParsedArguments, command: String) throws(CommandError) -> String {
        guard arguments.positionals.count <= 1 else {
            throw .usage("'mdtool \(command)' takes one input; got \(arguments.positionals.count)")
        }
        return arguments.positionals.first ?? "-"
    }
}
