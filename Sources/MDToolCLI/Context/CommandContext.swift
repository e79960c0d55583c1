import MarkdownSyntax
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
    /// Whether the process ends when the command returns (`standard`): a command may then
    /// leave large trees to the exit instead of freeing them node by node.
    public var endsProcess = false
    /// Whether standard output is a terminal: text reports then show source lines in colour
    /// (see `ColorChoice`).
    public var outputIsTerminal: Bool
    /// Whether standard error is a terminal: `links --external` then shows its progress.
    public var errorIsTerminal: Bool

    public init(input: any CommandInput, output: any CommandOutput, error: any CommandOutput,
                currentDirectory: String, environment: [String: String] = [:],
                outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, endsProcess: Bool = false) {
        self.input = input
        self.output = output
        self.error = error
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.endsProcess = endsProcess
    }

    /// The process's standard streams, working directory and environment.
    public static var standard: CommandContext {
        CommandContext(input: FileDescriptorStream.standardInput, output: FileDescriptorStream.standardOutput,
                       error: FileDescriptorStream.standardError, currentDirectory: FileSystem.currentDirectory,
                       environment: ProcessEnvironment.read(),
                       outputIsTerminal: FileDescriptorStream.standardOutput.isTerminal,
                       errorIsTerminal: FileDescriptorStream.standardError.isTerminal, endsProcess: true)
    }

    /// Whether text output may be coloured when no `--color` says otherwise (`ColorChoice.auto`).
    var usesColor: Bool { ColorChoice.auto.usesColor(in: self) }
}

extension CommandContext {
    /// Keeps `document` alive to the end of the process when the command ends it: the exit
    /// hands the whole tree back at once, where freeing it node by node costs a tenth of a
    /// render. Elsewhere (tests, the language server) it is freed as usual.
    func keepUntilExit(_ document: Document) {
        if endsProcess { _ = Unmanaged.passRetained(document.raw) }
    }
}
