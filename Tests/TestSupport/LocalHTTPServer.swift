#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A tiny HTTP/1.1 server for link-checking tests: listens on 127.0.0.1 on an ephemeral
/// port, accepts on its own thread and answers each connection on a thread of its own (so a
/// slow answer does not hold up others), one request per connection (`Connection: close`).
/// Routes are a closure from the request to a response; every request is recorded.
public final class LocalHTTPServer: @unchecked Sendable {
    public struct Request: Sendable, Hashable {
        public var method: String
        public var path: String
        public var headers: [String: String]
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [(String, String)] = []
        public var body: String = ""
        /// Seconds to wait before answering.
        public var delay: Double = 0
        /// After the headers (or instead of them, see `raw`), this many more bytes are sent
        /// until the client hangs up: an endless body, or endless headers.
        public var flood: Flood?
        /// Sent as they are instead of a status line and headers (a server that is not HTTP).
        public var raw: [UInt8]?

        /// What an endless answer repeats.
        public enum Flood: Sendable {
            /// A body announced as 20 GiB.
            case body
            /// Header lines, without end.
            case headers
        }

        public init(status: Int, headers: [(String, String)] = [], body: String = "", delay: Double = 0,
                    flood: Flood? = nil, raw: [UInt8]? = nil) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.flood = flood
            self.raw = raw
        }

        public static func status(_ status: Int, _ headers: [(String, String)] = [], body: String = "") -> Response {
            Response(status: status, headers: headers, body: body)
        }
    }

    public typealias Handler = @Sendable (_ request: Request, _ count: Int) -> Response

    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var log: [Request] = []
    private var counts: [String: Int] = [:]
    private var stopped = false
    private var inFlight = 0
    private var peak = 0

    /// Starts listening; `handler` gets each request and how many requests (this one
    /// included) have asked for the same path, whatever their method.
    public init(_ handler: @escaping Handler) throws {
        self.handler = handler
        let socketType: Int32
        #if canImport(Glibc)
        socketType = Int32(SOCK_STREAM.rawValue)
        #else
        socketType = SOCK_STREAM
        #endif
        let fd = socket(AF_INET, socketType, 0)
        guard fd >= 0 else { throw ServerError("socket() failed: errno \(errno)") }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 512) == 0 else {
            close(fd)
            throw ServerError("bind/listen failed: errno \(errno)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: actual.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT` + `path`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Every request so far, in arrival order.
    public var requests: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return log
    }

    /// The most requests that were being answered at the same time.
    public var peakConcurrency: Int {
        lock.lock()
        defer { lock.unlock() }
        return peak
    }

    /// Requests for `path` (any method).
    public func requestCount(_ path: String) -> Int { requests.filter { $0.path == path }.count }

    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        guard !wasStopped else { return }
        // Refuses new connections and wakes the accept loop, which closes the descriptor: if
        // it were closed here, a new server could get the same number while the loop still
        // accepts on it, and answer that server's requests with this one's routes.
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR && !isStopped { continue }
                return
            }
            if isStopped {
                close(client)
                return
            }
            let thread = Thread { [self] in serve(client) }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        var received: [UInt8] = []
        let terminator: [UInt8] = [13, 10, 13, 10]
        while received.count < 65_536 {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { return }
            received += buffer[0..<count]
            if received.count >= 4, received.indices.dropLast(3).contains(where: { Array(received[$0..<($0 + 4)]) == terminator }) {
                break
            }
        }
        let text = String(decoding: received, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let request = Request(method: String(parts[0]), path: String(parts[1]), headers: headers)
        lock.lock()
        log.append(request)
        counts[request.path, default: 0] += 1
        let count = counts[request.path]!
        inFlight += 1
        peak = max(peak, inFlight)
        lock.unlock()

        let response = handler(request, count)
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        // Answered from here on: a client may start its next request once it has the
        // headers, while this thread is still sending and closing.
        lock.lock()
        inFlight -= 1
        lock.unlock()
        if let raw = response.raw {
            _ = Self.send(raw, to: client)
            return
        }
        let body = Array(response.body.utf8)
        var head = "HTTP/1.1 \(response.status) \(Self.phrase(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        switch response.flood {
        case .headers?:
            guard Self.send(Array(head.utf8), to: client) else { return }
            let line = Array("X-Filler: \(String(repeating: "x", count: 1000))\r\n".utf8)
            while Self.send(line, to: client) {}
            return
        case .body?:
            head += "Content-Length: \(20 << 30)\r\nConnection: close\r\n\r\n"
            guard Self.send(Array(head.utf8), to: client), request.method != "HEAD" else { return }
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
            while Self.send(chunk, to: client) {}
            return
        case nil:
            head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            var bytes = Array(head.utf8)
            if request.method != "HEAD" { bytes += body }
            _ = Self.send(bytes, to: client)
        }
    }

    /// Whether all of `bytes` went out (false once the client has hung up).
    private static func send(_ bytes: [UInt8], to client: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBufferPointer { systemSend(client, $0.baseAddress, $0.count) }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }

    public struct ServerError: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}

/// The C `send`, which `LocalHTTPServer.send` hides inside the type.
private func systemSend(_ socket: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    send(socket, buffer, count, Int32(MSG_NOSIGNAL))
}
