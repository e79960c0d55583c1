/// A failure to report on one line of standard error, with the process exit code.
struct CommandError: Error {
    var message: String
    var exitCode: Int32

    /// Bad usage, configuration or input: exit code 2.
    static func usage(_ message: String) -> CommandError { CommandError(message: message, exitCode: 2) }
}
