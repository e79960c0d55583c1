#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MarkdownSyntax
import Workspace
import YAML

/// The `mdtool` command line: finds the subcommand, parses its arguments and runs it in a
/// `CommandContext`, so the executable, a language server and tests run the same code.
public enum MDTool {
    static var commands: [any Command.Type] {
        [LintCommand.self, FormatCommand.self, TransformCommand.self, LinksCommand.self, RulesCommand.self, InitCommand.self, RenderCommand.self,
         DumpCommand.self, LanguageServerCommand.self, SchemaCommand.self, CompletionsCommand.self]
    }

    static var helpText: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  " + TextLayout.padded($0.name, to: width) + "  " + $0.summary }
        return """
        mdtool — lint, format and transform Markdown (CommonMark, GitHub Flavored Markdown, DocC).

        Usage: mdtool COMMAND [OPTIONS] [ARGUMENTS]

        Commands:
        \(list.joined(separator: "\n"))

        Run 'mdtool help COMMAND' (or 'mdtool COMMAND --help') for a command's options.
        Options: -h, --help; -V, --version ('mdtool version')

        """
    }

    /// The process's entry point: removes temporary files when a signal interrupts a write
    /// (`InterruptCleanup`), refuses arguments that are not UTF-8 (a file name mdtool could
    /// not open by that name), and runs the command line in the standard context.
    nonisolated(nonsending) public static func main() async -> Int32 {
        InterruptCleanup.install()
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
            guard let argument = String(validating: bytes, as: UTF8.self) else {
                CommandContext.standard.error.write("mdtool: argument \(index) (\(ControlCharacterEscaping.escaped(PathUtilities.readableName(bytes)))) "
                                                    + "is not valid UTF-8; mdtool takes UTF-8 arguments and file names only\n")
                return 2
            }
            arguments.append(argument)
        }
        return await run(arguments, in: .standard)
    }

    private static func unknownCommand(_ name: String, in context: CommandContext) -> Int32 {
        var message = "mdtool: unknown command '\(name)'"
        if let suggestion = NameSuggestion.closest(to: name, among: commands.map { $0.name }) {
            message += "; did you mean '\(suggestion)'?"
        }
        context.error.write(ControlCharacterEscaping.escaped(message) + " (see 'mdtool --help')\n")
        return 2
    }

    /// Runs `mdtool ARGUMENTS…` (without the program name) and returns the exit code: 0
    /// clean, 1 findings (or files that would change), 2 usage, configuration or input errors.
    /// It runs on the caller's executor (see `Command.run(in:)`).
    nonisolated(nonsending) public static func run(_ arguments: [String], in context: CommandContext) async -> Int32 {
        guard let first = arguments.first else {
            context.error.write(helpText)
            return 2
        }
        switch first {
        case "--help", "-h", "help":
            guard let name = arguments.dropFirst().first else {
                context.output.write(helpText)
                return 0
            }
            guard let command = commands.first(where: { $0.name == name }) else { return unknownCommand(name, in: context) }
            context.output.write(command.helpText)
            return 0
        case "--version", "-V", "version":
            context.output.write("mdtool \(version)\n")
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else { return unknownCommand(first, in: context) }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.output.write(command.helpText)
            return 0
        }
        do throws(CommandError) {
            let parsed = try ParsedArguments(rest, declarations: command.options, command: command.name)
            return try await command.init(parsed).run(in: context)
        } catch {
            context.reportError(command.name, error.message)
            return error.exitCode
        }
    }
}
