@testable import MarkdownFormatting
@testable import MarkdownLanguageServer
import Testing

@Suite struct LanguageServerTests {
    @Test func lifecycleExitCodes() throws {
        var clean = try Session()
        defer { clean.remove() }
        clean.initialize()
        let shutdown = clean.request("shutdown")
        clean.notify("exit")
        let run = clean.run()
        #expect(run.exitCode == 0)
        #expect(run.messages.answer(shutdown) == .success(.null))

        var abrupt = try Session()
        defer { abrupt.remove() }
        abrupt.initialize()
        #expect(abrupt.run().exitCode == 1)  // the stream ends without shutdown
    }

    @Test func initializeAnswersCapabilitiesOnce() throws {
        var session = try Session()
        defer { session.remove() }
        let first = session.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-8"]]]])
        let second = session.request("initialize", ["capabilities": [:]])
        let run = session.run()
        guard case .success(let result)? = run.messages.answer(first) else {
            Issue.record("initialize failed")
            return
        }
        #expect(result["capabilities"]?["positionEncoding"] == "utf-8")
        #expect(result["capabilities"]?["diagnosticProvider"] == nil)  // this client takes pushes
        #expect(run.messages.answer(second).flatMap { try? $0.get() } == nil)
    }

    @Test func pushesDiagnosticsWithTheirFix() throws {
        var session = try Session()
        defer { session.remove() }
        session.initialize()
        session.open("a.md", "# T\n\ntext \n")
        session.request("shutdown")
        let run = session.run()
        let published = run.messages.notifications("textDocument/publishDiagnostics")
        let diagnostics = published.first { $0["uri"]?.string == session.uri("a.md") }?["diagnostics"]?.array ?? []
        #expect(diagnostics.map { $0["code"] } == ["MD009"])
        #expect(diagnostics.first?["range"] == ["start": ["line": 2, "character": 4], "end": ["line": 2, "character": 5]])
        #expect(diagnostics.first?["data"]?["fix"]?["applicability"] == "safe")
    }

    @Test func pulledDiagnosticsAnswerUnchanged() throws {
        var session = try Session()
        defer { session.remove() }
        session.initialize(["textDocument": ["diagnostic": [:]]])
        session.open("a.md", "#T\n")
        let first = session.request("textDocument/diagnostic", ["textDocument": ["uri": .string(session.uri("a.md"))]])
        let run = session.run()
        guard case .success(let report)? = run.messages.answer(first), let resultID = report["resultId"]?.string else {
            Issue.record("no report")
            return
        }
        #expect(report["kind"] == "full")
        #expect(run.messages.notifications("textDocument/publishDiagnostics").isEmpty)

        var again = try Session()
        defer { again.remove() }
        again.initialize(["textDocument": ["diagnostic": [:]]])
        again.open("a.md", "#T\n")
        let pull = again.request("textDocument/diagnostic", [
            "textDocument": ["uri": .string(again.uri("a.md"))], "previousResultId": .string(resultID),
        ])
        // A fresh server numbers its results the same way for the same version.
        #expect(again.run().messages.answer(pull) == .success(["kind": "unchanged", "resultId": .string(resultID)]))
    }

    @Test func aCancelledRequestIsAnsweredAsCancelled() throws {
        var session = try Session()
        defer { session.remove() }
        session.initialize()
        // The cancellation is noted as it is read, before the loop reaches the request.
        session.notify("$/cancelRequest", ["id": 2])
        let symbols = session.request("workspace/symbol", ["query": ""])
        #expect(symbols == .number(2))
        #expect(session.run().messages.answer(symbols) == .failure(.requestCancelled))
    }

    @Test func unknownMethodsAndBadParams() throws {
        var session = try Session()
        defer { session.remove() }
        session.initialize()
        let unknown = session.request("mdtool/nothing", [:])
        let closed = session.request("textDocument/hover", ["textDocument": ["uri": "file:///nope.md"],
                                                            "position": ["line": 0, "character": 0]])
        let noPosition = session.request("textDocument/definition", ["textDocument": ["uri": "file:///nope.md"]])
        let run = session.run()
        #expect(run.messages.answer(unknown) == .failure(.methodNotFound("mdtool/nothing")))
        guard case .failure(let error)? = run.messages.answer(closed), case .failure(let other)? = run.messages.answer(noPosition)
        else {
            Issue.record("bad requests were answered")
            return
        }
        #expect(error.code == -32602 && other.code == -32602)
    }

    @Test func aFormatterRefusalIsAnErrorWithoutEdits() throws {
        let original = Array("* a\n".utf8)
        let refused = FormatResult(output: original, isChanged: false, problems: ["the rendered HTML would change"],
                                   usedConservativeOptions: false)
        #expect(throws: ResponseError.requestFailed("mdtool fmt: not formatted: the rendered HTML would change")) {
            try LanguageServer.edits(refused, original: original)
        }
        let formatted = FormatResult(output: Array("- a\n".utf8), isChanged: true, problems: [], usedConservativeOptions: false)
        #expect(try LanguageServer.edits(formatted, original: original)
            == [MinimalTextEdits.Edit(range: 0..<4, replacement: Array("- a\n".utf8))])
    }

    @Test func configurationErrorsArePublishedOnTheConfigurationFile() throws {
        var session = try Session()
        defer { session.remove() }
        try session.write(".mdtool.yml", "rules:\n  MD009: maybe\n")
        session.initialize()
        session.open("a.md", "# T\n\ntext \n")
        session.request("shutdown")
        let run = session.run()
        let published = run.messages.notifications("textDocument/publishDiagnostics")
        let errors = published.first { $0["uri"]?.string == session.uri(".mdtool.yml") }?["diagnostics"]?.array ?? []
        #expect(errors.count == 1)
        #expect(errors.first?["range"]?["start"]?["line"] == 1)
        // The document is still linted, with the defaults.
        let document = published.first { $0["uri"]?.string == session.uri("a.md") }?["diagnostics"]?.array ?? []
        #expect(document.map { $0["code"] } == ["MD009"])
    }
}
