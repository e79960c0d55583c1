import YAML

/// The `mdtool` command line: finds the subcommand, parses its arguments and runs it.
enum MDTool {
    static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [LintCommand.self, FormatCommand.self, TransformCommand.self, LinksCommand.self, RulesCommand.self, InitCommand.self, RenderCommand.self,
         DumpCommand.self]
    }

    static var helpText: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  " + TextLayout.padded($0.name, to: width) + "  " + $0.summary }
        return """
        mdtool — lint, format and transform Markdown (CommonMark + GitHub Flavored Markdown).

        Usage: mdtool COMMAND [OPTIONS] [ARGUMENTS]

        Commands:
        \(list.joined(separator: "\n"))

        Run 'mdtool COMMAND --help' for a command's options.
        Options: --help, --version

        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            StandardStreams.writeError(helpText)
            return 2
        }
        switch first {
        case "--help", "-h", "help":
            StandardStreams.writeOutput(helpText)
            return 0
        case "--version":
            StandardStreams.writeOutput("mdtool \(version)\n")
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            var message = "mdtool: unknown command '\(first)'"
            if let suggestion = NameSuggestion.closest(to: first, among: commands.map { $0.name }) {
                message += "; did you mean '\(suggestion)'?"
            }
            StandardStreams.writeError(message + " (see 'mdtool --help')\n")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            StandardStreams.writeOutput(command.helpText)
            return 0
        }
        do throws(CommandError) {
            let parsed = try ParsedArguments(rest, specs: command.options, command: command.name)
            return try command.init(parsed).run()
        } catch {
            StandardStreams.writeError("mdtool \(command.name): \(error.message)\n")
            return error.exitCode
        }
    }
}
