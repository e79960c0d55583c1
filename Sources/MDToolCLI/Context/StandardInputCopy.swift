/// Standard input copied to standard output unchanged: what a command prints for an input it
/// leaves alone (named like an excluded file), so that a pipe or an editor loses nothing.
enum StandardInputCopy {
    static func run(in context: CommandContext, command: String) -> Int32 {
        do throws(CommandInputError) {
            context.output.write(try context.input.readAll())
            return 0
        } catch {
            context.error.write("mdtool \(command): cannot read standard input: \(error.reason)\n")
            return 2
        }
    }
}
