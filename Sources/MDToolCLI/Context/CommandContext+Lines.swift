import MarkdownSyntax

/// Lines for people: every message, path and note a command prints passes through here, with
/// its control characters escaped (`ControlCharacterEscaping`), so file names and document
/// text can neither send the terminal commands nor forge extra lines.
extension CommandContext {
    /// `mdtool COMMAND: message` on standard error.
    func reportError(_ command: String, _ message: String) {
        error.write("mdtool \(command): " + ControlCharacterEscaping.escaped(message) + "\n")
    }

    /// `mdtool COMMAND: note: message` on standard error; notes do not change the exit code.
    func reportNote(_ command: String, _ message: String) {
        reportError(command, "note: " + message)
    }

    /// One line of standard output (a path, a summary).
    func writeLine(_ line: String) {
        output.write(ControlCharacterEscaping.escaped(line) + "\n")
    }

    /// One line of standard error that is not a diagnostic of the command itself (a changed
    /// anchor, a summary).
    func writeErrorLine(_ line: String) {
        error.write(ControlCharacterEscaping.escaped(line) + "\n")
    }

    /// Text of several lines on standard output (a rule's page), each line escaped.
    func writeText(_ text: String) {
        output.write(text.split(separator: "\n", omittingEmptySubsequences: false).map(ControlCharacterEscaping.escaped)
            .joined(separator: "\n"))
    }
}
