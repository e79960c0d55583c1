import Foundation
import Testing
import TestSupport

/// `mdtool lsp` run in-process: standard input is the client's whole conversation.
struct LanguageServerCommandTests {
    private static func frame(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n\(json)" }

    private static let initialize = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    private static let shutdownAndExit = frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)

    @Test func servesAConversationOnStandardInput() async throws {
        try await InProcessCLI.withRunner { cli in
            let uri = "file://" + cli.directory.appendingPathComponent("a.md").path
            let open = Self.frame(##"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\##(uri)","languageId":"markdown","version":1,"text":"#Title\n"}}}"##)
            let result = await cli.run(["lsp"], stdin: Self.initialize + open + Self.shutdownAndExit)
            #expect(result.exitCode == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.hasPrefix("Content-Length: "))
            #expect(result.stdout.contains(#""positionEncoding":"utf-16""#))
            #expect(result.stdout.contains(#""code":"MD018""#))
        }
    }

    @Test func exitsWithOneWithoutShutdown() async throws {
        try await InProcessCLI.withRunner { cli in
            #expect(await cli.run(["lsp"], stdin: Self.initialize).exitCode == 1)
            #expect(await cli.run(["lsp", "--stdio"], stdin: "").exitCode == 1)
        }
    }

    @Test func takesNoArguments() async throws {
        try await InProcessCLI.withRunner { cli in
            let result = await cli.run(["lsp", "file.md"])
            #expect(result.exitCode == 2)
            #expect(result.stderr == "mdtool lsp: 'mdtool lsp' takes no arguments\n")
        }
    }
}
