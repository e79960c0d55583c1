import Foundation
import MDToolCLI
import TestSupport

/// Runs `mdtool` in-process, as a language server would: `MDTool.run` in a `CommandContext`
/// whose directory is a fresh temporary one, with standard input given as bytes and both
/// outputs captured. Tests run in parallel, each in its own directory; none changes the
/// process's working directory.
struct InProcessCLI: CLIDirectory {
    let directory: URL

    init() throws {
        directory = try Self.makeTemporaryDirectory()
    }

    /// Runs `mdtool arguments…` with `stdin` as standard input (empty when nil).
    func run(_ arguments: [String], stdin: String? = nil) async -> CLIResult {
        await run(arguments, stdinBytes: Array((stdin ?? "").utf8))
    }

    func run(_ arguments: [String], stdinBytes: [UInt8]) async -> CLIResult {
        let output = CapturedOutput()
        let error = CapturedOutput()
        let context = CommandContext(input: BytesInput(stdinBytes), output: output, error: error,
                                     currentDirectory: directory.path)
        let exitCode = await MDTool.run(arguments, in: context)
        return CLIResult(exitCode: exitCode, stdout: output.text, stderr: error.text)
    }

    /// Runs `body` with a fresh directory, removed afterwards.
    static func withRunner(_ body: (InProcessCLI) async throws -> Void) async throws {
        let cli = try InProcessCLI()
        defer { cli.removeDirectory() }
        try await body(cli)
    }
}
