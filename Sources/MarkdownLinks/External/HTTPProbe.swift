import CCurlRequest
import Foundation

/// One HTTP request that reads only the answer's status line and headers: the body is never
/// read (libcurl stops at its first byte), and headers beyond `maxHeaderBytes` end the
/// request, so a hostile or broken server costs at most that much memory per request however
/// much it sends. Each request blocks a thread of its own while it waits, never one of the
/// concurrency pool's.
enum HTTPProbe {
    /// The most header bytes read from one answer.
    static let maxHeaderBytes = 64 * 1024

    struct Answer: Sendable {
        var status: Int
        /// Header values by lower-cased name (the last one when a name repeats).
        var headers: [String: String]
    }

    enum Failure: Error, Sendable {
        case timeout
        case network(String, retryable: Bool)
        case invalidURL
    }

    static func send(_ url: String, head: Bool, headers: [String], timeout: Double) async -> Result<Answer, Failure> {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: perform(url, head: head, headers: headers, timeout: timeout))
            }
            thread.start()
        }
    }

    private static func perform(_ url: String, head: Bool, headers: [String], timeout: Double) -> Result<Answer, Failure> {
        var outcome = mdtool_http_outcome()
        var buffer = [UInt8](repeating: 0, count: maxHeaderBytes)
        let milliseconds = max(1, Int((timeout * 1000).rounded(.up)))
        withCStrings(headers) { lines in
            buffer.withUnsafeMutableBufferPointer { storage in
                mdtool_http_request(url, head ? 1 : 0, lines.baseAddress, lines.count, milliseconds, storage.baseAddress,
                                    storage.count, &outcome)
            }
        }
        if outcome.headers_overflowed != 0 {
            return .failure(.network("the answer's headers are larger than \(maxHeaderBytes / 1024) KiB", retryable: false))
        }
        guard outcome.curl_code == 0 else {
            let message = withUnsafeBytes(of: outcome.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .failure(failure(code: outcome.curl_code, message: message))
        }
        return .success(Answer(status: outcome.status, headers: parseHeaders(buffer[..<Int(outcome.header_length)])))
    }

    /// `Name: value` lines after the status line; names lower-cased, values trimmed.
    static func parseHeaders(_ block: ArraySlice<UInt8>) -> [String: String] {
        var headers: [String: String] = [:]
        for line in block.split(separator: UInt8(ascii: "\n")).dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: line[..<colon], as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            headers[name] = value
        }
        return headers
    }

    /// libcurl's result codes (stable numbers), in the words of a link report. A server
    /// whose answer is not HTTP is reported as such: the URL itself was fine.
    private static func failure(code: Int32, message: String) -> Failure {
        let detail = message.isEmpty ? "" : " (\(message))"
        switch code {
        case 3: return .invalidURL
        case 5: return .network("proxy not found\(detail)", retryable: false)
        case 6: return .network("host not found", retryable: false)
        case 7: return .network("cannot connect to the host", retryable: true)
        case 28: return .timeout
        case 1, 8: return .network("the server's answer is not HTTP\(detail)", retryable: false)
        case 52: return .network("the server closed the connection without answering", retryable: true)
        case 55, 56: return .network("the connection was lost\(detail)", retryable: true)
        case 16, 92: return .network("HTTP/2 error\(detail)", retryable: true)
        case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91:
            return .network("TLS failure\(detail)", retryable: false)
        case -1: return .network(message, retryable: false)
        default: return .network("network error \(code)\(detail)", retryable: true)
        }
    }

    /// Runs `body` with `strings` as an array of C strings.
    private static func withCStrings<Result>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> Result) -> Result {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return copies.map { UnsafePointer($0) }.withUnsafeBufferPointer(body)
    }
}
