import Foundation
import Workspace

/// The Markdown language server: reads LSP 3.17 messages from a channel, answers them with
/// the linter, formatter and link checker the command line uses, and returns the process's
/// exit code when the client says `exit` or closes the stream.
///
/// One thread reads the stream; every message is handled in order on the thread that calls
/// `run()`, so the server's state needs no locks. Nothing but protocol messages is written to
/// the channel: logs go to `window/logMessage`.
public final class LanguageServer: @unchecked Sendable {
    enum Phase { case uninitialized, running, shutDown }

    let writer: MessageWriter
    let inbox = Inbox()
    private let channel: any ByteChannel
    var phase = Phase.uninitialized
    var client = ClientCapabilities()
    var encoding = PositionEncoding.utf16
    var settings = ServerSettings()
    var trace = "off"
    var documents: [String: TextDocument] = [:]
    var workspaceFolders: [String] = []
    let configurations: ConfigurationResolver
    var analyses = AnalysisCache()
    /// What handling a message left behind, freed once its answers and diagnostics are out:
    /// freeing a large document's tree and findings is not the client's wait.
    var retired = Retired()
    lazy var workspace = WorkspaceIndex(server: self)
    /// Documents whose diagnostics are to be pushed, and when.
    var pendingDiagnostics: [String: Date] = [:]
    /// Configuration files whose errors were pushed, to clear them once fixed.
    var publishedConfigurationErrors: Set<String> = []
    private var nextOutgoingID = 1
    private var awaitingResponses: [RequestID: @Sendable (Result<JSON, ResponseError>) -> Void] = [:]
    private var exitCode: Int32?

    /// What `initialize` answers as the server's version.
    let version: String

    /// `currentDirectory` configures documents without a file until a workspace folder is
    /// known; `version` is reported to the client.
    public init(channel: any ByteChannel, currentDirectory: String, version: String) {
        self.channel = channel
        self.version = version
        writer = MessageWriter(channel: channel)
        configurations = ConfigurationResolver(fallbackDirectory: currentDirectory)
    }

    /// Serves until `exit` or the end of the input; returns 0 after `shutdown`, 1 otherwise.
    public func run() -> Int32 {
        MessageReader(channel: channel, inbox: inbox).start()
        while exitCode == nil {
            let due = pendingDiagnostics.values.min()
            guard let item = inbox.next(before: due) else {
                publishDueDiagnostics()
                retired = Retired()
                continue
            }
            switch item {
            case .message(let message):
                // Bursts of notifications (typing) are coalesced; a request sees the
                // diagnostics of the text it is about go out first.
                if case .request = message { publishDueDiagnostics() }
                handle(message)
            case .invalid(let invalid): writer.sendError(invalid.error, id: invalid.id)
            case .endOfStream: exitCode = phase == .shutDown ? 0 : 1
            }
            if writer.clientIsGone { exitCode = 1 }
            if !inbox.hasPending { publishDueDiagnostics() }
            retired = Retired()
        }
        return exitCode ?? 1
    }

    private func handle(_ message: Message) {
        switch message {
        case .request(let id, let method, let params):
            handleRequest(id: id, method: method, params: params)
        case .notification(let method, let params):
            handleNotification(method: method, params: params)
        case .response(let id, let result):
            awaitingResponses.removeValue(forKey: id)?(result)
        }
    }

    private func handleRequest(id: RequestID, method: String, params: JSON?) {
        defer { inbox.finished(id) }
        let started = Date()
        let result: Result<JSON, ResponseError>
        if inbox.isCancelled(id) {
            result = .failure(.requestCancelled)
        } else if phase == .uninitialized && method != "initialize" {
            result = .failure(.serverNotInitialized)
        } else if phase == .shutDown {
            result = .failure(.invalidRequest("\(method) after shutdown"))
        } else {
            do throws(ResponseError) {
                result = .success(try answer(method, params, id: id))
            } catch {
                result = .failure(error)
            }
        }
        writer.send(.response(id: id, result: result))
        logTrace("\(method) (\(id)) answered in \(Int(Date().timeIntervalSince(started) * 1000)) ms", params: params)
    }

    /// The result of a request, by method.
    private func answer(_ method: String, _ params: JSON?, id: RequestID) throws(ResponseError) -> JSON {
        switch method {
        case "initialize": return try initialize(params)
        case "shutdown":
            phase = .shutDown
            return .null
        case "textDocument/diagnostic": return try pullDiagnostics(params)
        case "workspace/diagnostic": return workspaceDiagnostics(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "codeAction/resolve": return try resolveCodeAction(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/rangeFormatting": return try rangeFormatting(params)
        case "textDocument/willSaveWaitUntil": return try willSaveWaitUntil(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "workspace/symbol": return workspaceSymbols(params, id: id)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params, id: id)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params, id: id)
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/documentLink": return try documentLinks(params)
        case "textDocument/foldingRange": return try foldingRanges(params)
        default: throw .methodNotFound(method)
        }
    }

    private func handleNotification(method: String, params: JSON?) {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return
        }
        // Before `initialize` only `exit` counts; after `shutdown` nothing else is done.
        guard phase == .running else { return }
        switch method {
        case "initialized": initialized()
        case "$/setTrace": trace = params?["value"]?.string ?? trace
        case "$/cancelRequest": break  // noted by the inbox as it arrived
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/willSave": break
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeConfiguration": didChangeConfiguration(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        default:
            // Unknown notifications are ignored; `$/` ones may be, by the protocol.
            break
        }
    }

    /// Sends a request to the client; `onResponse` runs on the server loop with its answer.
    func sendRequest(_ method: String, _ params: JSON?,
                     onResponse: @escaping @Sendable (Result<JSON, ResponseError>) -> Void = { _ in }) {
        let id = RequestID.string("mdtool-\(nextOutgoingID)")
        nextOutgoingID += 1
        awaitingResponses[id] = onResponse
        writer.send(.request(id: id, method: method, params: params))
    }

    func sendNotification(_ method: String, _ params: JSON?) {
        writer.send(.notification(method: method, params: params))
    }

    /// A `window/logMessage` (1 error, 2 warning, 3 info, 4 log).
    func log(_ message: String, type: Int = 3) {
        sendNotification("window/logMessage", ["type": .int(type), "message": .string(message)])
    }

    private func logTrace(_ message: String, params: JSON?) {
        guard trace != "off" else { return }
        var fields: [String: JSON] = ["message": .string(message)]
        if trace == "verbose", let params { fields["verbose"] = .string(String(decoding: JSONCoding.encode(params), as: UTF8.self)) }
        sendNotification("$/logTrace", .object(fields))
    }

    /// Whether a request has been cancelled by the client while it runs (long searches ask).
    func isCancelled(_ id: RequestID) -> Bool { inbox.isCancelled(id) }

    /// The open document a request names, or an error answer.
    func document(_ params: JSON?) throws(ResponseError) -> TextDocument {
        guard let uri = params?["textDocument"]?["uri"]?.string else { throw .invalidParams("textDocument.uri is missing") }
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        return document
    }

    /// The position a request names, or an error answer.
    func position(_ params: JSON?) throws(ResponseError) -> Position {
        guard let position = Position(params?["position"]) else { throw .invalidParams("position is missing or invalid") }
        return position
    }
}
