import Workspace

/// Where a command runs: its standard streams, the directory relative paths start from, and
/// its environment. `standard` is the process's own; a language server or a test builds one
/// with `BytesInput` and `CapturedOutput` to run commands in-process.
public struct CommandContext: Sendable {
    public var input: any CommandInput
    public var output: any CommandOutput
    public var error: any CommandOutput
    /// Absolute directory that relative paths (arguments, configuration) start from.
    public var currentDirectory: String
    public var environment: [String: String]
    /// Whether standard output is a terminal: text reports then show source lines in colour
    /// (see `ColorChoice`).
    public var outputIsTerminal: Bool
    /// Whether standard error is a terminal: `links --external` then shows its progress.
    public var errorIsTerminal: Bool

    public init(input: any CommandInput, output: any CommandOutput, error: any CommandOutput,
                currentDirectory: String, environment: [String: String] = [:],
                outputIsTerminal: Bool = false, errorIsTerminal: Bool = false) {
        self.input = input
        self.output = output
        self.error = error
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard streams, working directory and environment.
    public static var standard: CommandContext {
        CommandContext(input: FileDescriptorStream.standardInput, output: FileDescriptorStream.standardOutput,
                       error: FileDescriptorStream.standardError, currentDirectory: FileSystem.currentDirectory,
                       environment: ProcessEnvironment.read(),
                       outputIsTerminal: FileDescriptorStream.standardOutput.isTerminal,
                       errorIsTerminal: FileDescriptorStream.standardError.isTerminal)
    }

    /// Whether text output may be coloured when no `--color` says otherwise (`ColorChoice.auto`).
    var usesColor: Bool { ColorChoice.auto.usesColor(in: self) }
}
