/// A subcommand of `mdtool`: its name, documentation, options and behaviour.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    /// The argument synopsis after `mdtool NAME`.
    static var synopsis: String { get }
    /// Every option, in the order `--help` lists them; parsing accepts exactly these.
    static var options: [any OptionDeclaration] { get }
    static var examples: [String] { get }
    /// The words its arguments are chosen from, for shell completions; empty for a command
    /// that takes files.
    static var argumentChoices: [String] { get }

    init(_ arguments: ParsedArguments) throws(CommandError)
    /// Runs the command in `context` and returns its exit code. `nonisolated(nonsending)`:
    /// it runs on its caller's executor, so a command that never suspends (all but `links`)
    /// starts no thread, where the hop to the global executor made `mdtool render` of a
    /// one-line file start four.
    nonisolated(nonsending) func run(in context: CommandContext) async throws(CommandError) -> Int32
}

extension Command {
    static var argumentChoices: [String] { [] }

    static var helpText: String {
        var text = "\(summary)\n\nUsage: mdtool \(name)\(synopsis.isEmpty ? "" : " " + synopsis)\n\nOptions:\n"
        let all = options + [Flag("--help", short: "-h", help: "Show this help.")]
        let labels = all.map { option in
            let name = option.shortName.map { "\($0), \(option.name)" } ?? option.name
            return option.valueName.map { "\(name) \($0)" } ?? name
        }
        let width = labels.map(\.count).max() ?? 0
        for (option, label) in zip(all, labels) {
            var help = option.help
            if !option.choices.isEmpty { help += " (\(option.choices.joined(separator: ", ")))" }
            if !option.aliases.isEmpty { help += " Also: \(option.aliases.joined(separator: ", "))." }
            text += "  " + TextLayout.padded(label, to: width) + "  " + help + "\n"
        }
        if !examples.isEmpty {
            text += "\nExamples:\n" + examples.map { "  \($0)\n" }.joined()
        }
        return text
    }
}
