import Foundation
@testable import MarkdownLanguageServer

/// A conversation with an in-process server: the client's messages as one input stream, the
/// server's output read back as messages.
struct Session {
    private var input: [UInt8] = []
    private var nextID = 1
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("mdtool-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    func uri(_ name: String) -> String { DocumentURI.uri(ofPath: directory.appendingPathComponent(name).path) }

    mutating func write(_ name: String, _ text: String) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    @discardableResult
    mutating func request(_ method: String, _ params: JSON? = nil) -> RequestID {
        let id = RequestID.number(nextID)
        nextID += 1
        send(.request(id: id, method: method, params: params))
        return id
    }

    mutating func notify(_ method: String, _ params: JSON? = nil) {
        send(.notification(method: method, params: params))
    }

    mutating func send(_ message: Message) {
        let body = JSONCoding.encode(message.json)
        input += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    mutating func initialize(_ capabilities: JSON = [:]) {
        request("initialize", ["capabilities": capabilities, "rootUri": .string(DocumentURI.uri(ofPath: directory.path))])
        notify("initialized", [:])
    }

    mutating func open(_ name: String, _ text: String) {
        notify("textDocument/didOpen", ["textDocument": [
            "uri": .string(uri(name)), "languageId": "markdown", "version": 1, "text": .string(text),
        ]])
    }

    /// Runs the server on everything sent; the exit code and every message it wrote.
    func run() -> (exitCode: Int32, messages: [Message]) {
        let transcript = Transcript()
        let channel = InMemoryChannel(input: input, output: transcript.append)
        let code = LanguageServer(channel: channel, currentDirectory: directory.path, version: "test").run()
        var decoder = FrameDecoder()
        decoder.append(transcript.bytes)
        var messages: [Message] = []
        while let frame = decoder.next() {
            guard case .body(let body) = frame, let message = try? Message(parsing: body) else { continue }
            messages.append(message)
        }
        return (code, messages)
    }
}

/// Keeps what the server writes.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var written: [UInt8] = []

    var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return written
    }

    func append(_ bytes: [UInt8]) {
        lock.lock()
        written += bytes
        lock.unlock()
    }
}

extension [Message] {
    /// The result (or error) answering `id`.
    func answer(_ id: RequestID) -> Result<JSON, ResponseError>? {
        for case .response(let responseID, let result) in self where responseID == id { return result }
        return nil
    }

    func notifications(_ method: String) -> [JSON] {
        compactMap { message in
            guard case .notification(method, let params) = message else { return nil }
            return params
        }
    }
}
