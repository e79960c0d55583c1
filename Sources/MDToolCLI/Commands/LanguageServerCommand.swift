#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MarkdownLanguageServer

/// `mdtool lsp`: the language server over standard input and output.
struct LanguageServerCommand: Command {
    static let name = "lsp"
    static let summary = "Run the language server (LSP 3.17) on standard input and output, for editors."
    static let synopsis = "[--stdio]"
    static let stdio = Flag("--stdio", help: "Talk over standard input and output (the default and only transport).")
    static let options: [any OptionDeclaration] = [stdio]
    static let examples = ["mdtool lsp"]

    init(_ arguments: ParsedArguments) throws(CommandError) {
        guard arguments.positionals.isEmpty else { throw .usage("'mdtool lsp' takes no arguments") }
    }

    func run(in context: CommandContext) async throws(CommandError) -> Int32 {
        let channel: any ByteChannel
        if let input = context.input as? FileDescriptorStream, let output = context.output as? FileDescriptorStream {
            channel = FileDescriptorChannel(input: input.descriptor, output: Self.protocolDescriptor(output.descriptor))
        } else {
            // In-process (a test): the whole of standard input is the conversation.
            let output = context.output
            let conversation = (try? context.input.read(limit: .max) { _ in true }) ?? []
            channel = InMemoryChannel(input: conversation, output: { output.write($0) })
        }
        let server = LanguageServer(channel: channel, currentDirectory: context.currentDirectory, version: MDTool.version)
        return await withCheckedContinuation { continuation in
            // A thread of its own, with room for deep documents, so no task thread is held.
            let thread = Thread { continuation.resume(returning: server.run()) }
            thread.stackSize = 64 << 20
            thread.name = "mdtool-lsp"
            thread.start()
        }
    }

    /// Protocol messages go to a copy of standard output, and standard output itself becomes
    /// standard error: nothing written by accident can corrupt the stream. A client that goes
    /// away must not kill the server with SIGPIPE before it can exit in order.
    private static func protocolDescriptor(_ output: Int32) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        guard output == STDOUT_FILENO else { return output }
        let copy = dup(output)
        guard copy >= 0 else { return output }
        fflush(nil)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        return copy
    }
}
