/// Standard input copied to standard output unchanged: what a command prints for an input it
/// leaves alone (named like an excluded file), so that a pipe or an editor loses nothing.
/// It is read as every input is, up to the size limit.
enum StandardInputCopy {
    static func run(named name: String, in context: CommandContext, command: String) -> Int32 {
        do throws(CommandError) {
            context.output.write(try InputFile.readStandardInput(named: name, in: context))
            return 0
        } catch {
            context.reportError(command, error.message)
            return 2
        }
    }
}
