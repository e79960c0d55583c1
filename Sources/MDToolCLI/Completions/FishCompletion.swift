/// The fish completion script: commands with their summaries, then each command's options
/// (long, short and former names) with their help and values, and its arguments.
enum FishCompletion {
    static func script(_ commands: [ShellCompletion.Command]) -> String {
        var out = "# fish completion for mdtool (made by `mdtool completions fish`).\ncomplete -c mdtool -f\n"
        for command in commands {
            out += "complete -c mdtool -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))\n"
        }
        for command in commands {
            let condition = "-n " + quoted("__fish_seen_subcommand_from \(command.name)")
            for option in command.options {
                let names = option.names.map { $0.hasPrefix("--") ? "-l " + $0.dropFirst(2) : "-s " + $0.dropFirst() }
                out += "complete -c mdtool \(condition) " + names.joined(separator: " ") + value(option.value)
                    + " -d " + quoted(option.help) + "\n"
            }
            out += command.argumentChoices.isEmpty ? "complete -c mdtool \(condition) -F\n"
                : "complete -c mdtool \(condition) -x -a \(quoted(command.argumentChoices.joined(separator: " ")))\n"
        }
        out += "complete -c mdtool -n " + quoted("__fish_seen_subcommand_from help") + " -x -a "
            + quoted(commands.map(\.name).joined(separator: " ")) + "\n"
        return out
    }

    private static func value(_ value: ShellCompletion.Value) -> String {
        switch value {
        case .none: return ""
        case .text: return " -x"
        case .file: return " -r -F"
        case .words(let words, _): return " -x -a " + quoted(words.joined(separator: " "))
        }
    }

    /// `text` in fish's single quotes, where a quote and a backslash are escaped with a backslash.
    private static func quoted(_ text: String) -> String {
        var out = "'"
        for character in text {
            if character == "'" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "'"
    }
}
