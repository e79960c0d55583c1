/// `mdtool completions bash|zsh|fish`: a completion script for the shell, made from the
/// commands' declarations (`ShellCompletion`).
struct CompletionsCommand: Command {
    static let name = "completions"
    static let summary = "Print a shell completion script (bash, zsh or fish)."
    static let synopsis = "bash|zsh|fish"
    static let options: [any OptionDeclaration] = []
    static let examples = [
        "source <(mdtool completions bash)",
        "mdtool completions zsh > \"${fpath[1]}/_mdtool\"",
        "mdtool completions fish > ~/.config/fish/completions/mdtool.fish",
    ]
    static var argumentChoices: [String] { ShellCompletion.Shell.allCases.map(\.rawValue) }

    let shell: ShellCompletion.Shell

    init(_ arguments: ParsedArguments) throws(CommandError) {
        let shells = Self.argumentChoices.joined(separator: ", ")
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw .usage("'mdtool completions' takes the shell's name (\(shells))")
        }
        guard let shell = ShellCompletion.Shell(rawValue: name) else {
            throw .usage("no completions for '\(name)'; expected one of: \(shells)")
        }
        self.shell = shell
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        context.output.write(ShellCompletion.script(for: shell, commands: MDTool.commands))
        return 0
    }
}
