/// A subcommand of `mdtool`: its name, documentation, options and behaviour.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    /// The argument synopsis after `mdtool NAME`.
    static var synopsis: String { get }
    static var options: [OptionSpec] { get }
    static var examples: [String] { get }

    init(_ arguments: ParsedArguments) throws(CommandError)
    /// Runs the command and returns its exit code.
    func run() throws(CommandError) -> Int32
}

extension Command {
    static var helpText: String {
        var text = "\(summary)\n\nUsage: mdtool \(name) \(synopsis)\n\nOptions:\n"
        let all = options + [OptionSpec(name: "--help", valueName: nil, help: "Show this help.")]
        let labels = all.map { spec in spec.valueName.map { "\(spec.name) \($0)" } ?? spec.name }
        let width = labels.map(\.count).max() ?? 0
        for (spec, label) in zip(all, labels) {
            var help = spec.help
            if !spec.choices.isEmpty { help += " (\(spec.choices.joined(separator: ", ")))" }
            text += "  " + TextLayout.padded(label, to: width) + "  " + help + "\n"
        }
        if !examples.isEmpty {
            text += "\nExamples:\n" + examples.map { "  \($0)\n" }.joined()
        }
        return text
    }
}
