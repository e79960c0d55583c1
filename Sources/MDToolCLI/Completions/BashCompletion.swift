/// The bash completion script: `_mdtool` completes the command, then its options, their
/// values (after `--name`, `--name=` too) and its arguments; comma-separated rule lists
/// complete their last name.
enum BashCompletion {
    static func script(_ commands: [ShellCompletion.Command]) -> String {
        let first = commands.map(\.name) + ShellCompletion.otherFirstWords
        var out = """
        # bash completion for mdtool (made by `mdtool completions bash`).
        _mdtool() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} head="" word
            COMPREPLY=()
            if [[ $COMP_CWORD -eq 1 ]]; then
                COMPREPLY=($(compgen -W \(words(first)) -- "$cur"))
                return 0
            fi
            # `--name=value` reaches us as `--name` `=` `value`.
            if [[ $prev == = ]]; then
                prev=${COMP_WORDS[COMP_CWORD-2]}
            elif [[ $cur == = ]]; then
                cur=""
            fi
            case ${COMP_WORDS[1]} in

        """
        for command in commands {
            out += "    \(command.name))\n        case $prev in\n"
            for option in command.options where option.value != .none {
                out += "        " + option.names.joined(separator: "|") + ") " + values(option.value) + "; return 0 ;;\n"
            }
            out += "        esac\n"
            let optionNames = command.options.flatMap(\.names)
            let arguments = command.argumentChoices.isEmpty ? "COMPREPLY=($(compgen -f -- \"$cur\"))"
                : "COMPREPLY=($(compgen -W \(words(command.argumentChoices)) -- \"$cur\"))"
            out += """
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W \(words(optionNames)) -- "$cur"))
                    else
                        \(arguments)
                    fi
                    ;;

            """
        }
        out += """
            help) COMPREPLY=($(compgen -W \(words(commands.map(\.name))) -- "$cur")) ;;
            esac
            return 0
        }
        complete -o filenames -F _mdtool mdtool

        """
        return out
    }

    /// The completion of an option's value, as a bash statement.
    private static func values(_ value: ShellCompletion.Value) -> String {
        switch value {
        case .none, .text: return ":"
        case .file: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .words(let words, list: false): return "COMPREPLY=($(compgen -W \(self.words(words)) -- \"$cur\"))"
        case .words(let words, list: true):
            return "word=$cur; if [[ $cur == *,* ]]; then head=${cur%,*},; word=${cur##*,}; fi; "
                + "COMPREPLY=($(compgen -P \"$head\" -W \(self.words(words)) -- \"$word\"))"
        }
    }

    private static func words(_ words: [String]) -> String {
        ShellCompletion.singleQuoted(words.joined(separator: " "))
    }
}
