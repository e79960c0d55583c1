import Foundation

/// Frames messages (`Content-Length`, blank line, UTF-8 JSON) and writes them whole, one at a
/// time, so messages from the server loop and the reader never interleave.
final class MessageWriter: @unchecked Sendable {
    private let channel: any ByteChannel
    private let lock = NSLock()
    private var isBroken = false

    init(channel: any ByteChannel) {
        self.channel = channel
    }

    /// Whether a write failed: the client is gone.
    var clientIsGone: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isBroken
    }

    func send(_ message: Message) {
        send(json: message.json)
    }

    /// An error answer; `id` is nil when the request's id could not be read.
    func sendError(_ error: ResponseError, id: RequestID?) {
        send(json: ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json])
    }

    private func send(json: JSON) {
        let body = JSONCoding.encode(json)
        let header = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        lock.lock()
        defer { lock.unlock() }
        guard !isBroken else { return }
        // Header and body one after the other under the lock, so no other message comes
        // between them: a body of half a megabyte (a large document's diagnostics) is not
        // copied behind its header.
        if !channel.write(header) || !channel.write(body) { isBroken = true }
    }
}
