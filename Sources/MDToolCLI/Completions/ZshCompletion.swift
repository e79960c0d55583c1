/// The zsh completion script (`#compdef mdtool`): commands with their summaries, then each
/// command's options through `_arguments`, with their help and values. It works from a
/// directory in `fpath` and when sourced.
enum ZshCompletion {
    static func script(_ commands: [ShellCompletion.Command]) -> String {
        let described = commands.map { ShellCompletion.singleQuoted($0.name + ":" + escapedDescription($0.summary)) }
        var out = """
        #compdef mdtool
        # zsh completion for mdtool (made by `mdtool completions zsh`).
        _mdtool() {
          local -a commands
          commands=(
            \(described.joined(separator: "\n    "))
          )
          if (( CURRENT == 2 )); then
            _describe -t commands 'mdtool command' commands
            return
          fi
          local command=$words[2]
          shift words
          (( CURRENT-- ))
          case $command in

        """
        for command in commands {
            var specs: [String] = []
            for option in command.options {
                for name in option.names {
                    specs.append((option.repeatable ? "*" : "") + name + "[" + escapedHelp(option.help) + "]" + value(option.value))
                }
            }
            specs.append(command.argumentChoices.isEmpty ? "*:file:_files"
                         : "1:argument:(" + command.argumentChoices.joined(separator: " ") + ")")
            out += "  \(command.name))\n    _arguments -s \\\n"
            out += specs.map { "      " + ShellCompletion.singleQuoted($0) }.joined(separator: " \\\n") + "\n    ;;\n"
        }
        out += """
          help) _describe -t commands 'mdtool command' commands ;;
          esac
        }
        if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
          _mdtool "$@"
        else
          compdef _mdtool mdtool
        fi

        """
        return out
    }

    /// The `:message:action` part of an option's spec.
    private static func value(_ value: ShellCompletion.Value) -> String {
        switch value {
        case .none: return ""
        case .text: return ":value: "
        case .file: return ":file:_files"
        case .words(let words, list: false): return ":value:(" + words.joined(separator: " ") + ")"
        case .words(let words, list: true): return ":rules:_values -s , rule " + words.joined(separator: " ")
        }
    }

    /// Help inside `[…]`: brackets, colons and backslashes escaped.
    private static func escapedHelp(_ text: String) -> String { escaped(text, "[]:\\") }

    /// A `_describe` description: colons and backslashes escaped.
    private static func escapedDescription(_ text: String) -> String { escaped(text, ":\\") }

    private static func escaped(_ text: String, _ specials: String) -> String {
        var out = ""
        for character in text {
            if specials.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
