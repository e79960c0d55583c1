import MarkdownLint

/// Shell completion scripts made from the commands' declarations (`MDTool.commands`, each
/// command's options with their choices, `argumentChoices`), so they name exactly the
/// commands, options and values the parser accepts. Each shell's script is written by its
/// own type (`BashCompletion`, `ZshCompletion`, `FishCompletion`) from this model.
enum ShellCompletion {
    enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

    /// What an option's value completes to.
    enum Value: Equatable {
        /// A flag: no value.
        case none
        /// One of these words; `list` for comma-separated lists of them (`--select MD001,MD009`).
        case words([String], list: Bool)
        /// A file name.
        case file
        /// Anything: nothing to offer.
        case text
    }

    struct Option {
        /// Every spelling: `--quiet`, `-q`, former names.
        var names: [String]
        var help: String
        var value: Value
        var repeatable: Bool
    }

    struct Command {
        var name: String
        var summary: String
        var options: [Option]
        /// The words its arguments are; empty for a command that takes files.
        var argumentChoices: [String]
    }

    /// The script for `shell`.
    static func script(for shell: Shell, commands: [any MDToolCLI.Command.Type]) -> String {
        let model = commands.map(command)
        switch shell {
        case .bash: return BashCompletion.script(model)
        case .zsh: return ZshCompletion.script(model)
        case .fish: return FishCompletion.script(model)
        }
    }

    /// Words that are not commands but that `mdtool` takes first.
    static let otherFirstWords = ["help", "version"]

    private static func command(_ type: any MDToolCLI.Command.Type) -> Command {
        let helpFlag = Flag("--help", short: "-h", help: "Show this help.")
        return Command(name: type.name, summary: type.summary, options: (type.options + [helpFlag]).map(option),
                       argumentChoices: type.argumentChoices)
    }

    private static func option(_ declaration: any OptionDeclaration) -> Option {
        let names = [declaration.name] + (declaration.shortName.map { [$0] } ?? []) + declaration.aliases
        let value: Value
        if let valueName = declaration.valueName {
            if !declaration.suggestedValues.isEmpty {
                value = .words(declaration.suggestedValues, list: false)
            } else if valueName == "RULES" {
                value = .words(RuleRegistry.builtIn.allNames, list: true)
            } else if valueName.contains("FILE") || valueName.contains("DIR") {
                value = .file
            } else {
                value = .text
            }
        } else {
            value = .none
        }
        return Option(names: names, help: declaration.help, value: value, repeatable: declaration.repeatable)
    }

    /// `text` inside single quotes for bash and zsh, each quote in it written `'\''`.
    static func singleQuoted(_ text: String) -> String {
        var out = "'"
        for character in text { if character == "'" { out += "'\\''" } else { out.append(character) } }
        return out + "'"
    }
}
