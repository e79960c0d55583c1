/// Splits the byte stream from the client into message bodies, as the base protocol frames
/// them: header fields (`Content-Length: N`, optionally `Content-Type`), each ended by
/// `\r\n`, an empty line, then exactly N bytes of UTF-8 JSON.
///
/// Bad framing never stops the stream: a header block without a usable `Content-Length`,
/// with a charset other than UTF-8, or announcing a body over `maximumBodySize` is reported
/// once and skipped (the announced body too, when its length is known), and decoding goes on
/// with the next header. A bare `\n` is accepted where `\r\n` belongs.
public struct FrameDecoder: Sendable {
    /// What the next bytes of the stream are.
    public enum Frame: Sendable, Equatable {
        /// A complete body.
        case body([UInt8])
        /// A header block that cannot be used; its body (if any) is skipped.
        case malformed(String)
    }

    /// The largest body accepted; larger ones are skipped unread.
    public static let maximumBodySize = 512 << 20
    /// The largest header block; a longer one without an end is dropped.
    public static let maximumHeaderSize = 64 << 10

    private var buffer: [UInt8] = []
    private var start = 0
    /// Body bytes still to drop after a rejected header.
    private var skipping = 0
    /// The length announced by the header being read, once its block is complete.
    private var pendingLength: Int?

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        var bytes = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            bytes = bytes.dropFirst(dropped)
        }
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// The next frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingLength = nil
            return .body(body)
        }
        guard skipping == 0 else { return nil }
        guard let (fields, end) = headerBlock() else {
            if buffer.count - start > Self.maximumHeaderSize {
                buffer.removeAll(keepingCapacity: true)
                start = 0
                return .malformed("header longer than \(Self.maximumHeaderSize) bytes without an end")
            }
            return nil
        }
        start = end
        switch Self.bodyLength(fields) {
        case .failure(let problem):
            if let length = problem.bodyLength { skip(length) }
            return .malformed(problem.message)
        case .success(let length):
            pendingLength = length
            return next()
        }
    }

    /// Drops `count` body bytes, those already buffered first.
    private mutating func skip(_ count: Int) {
        let buffered = min(count, buffer.count - start)
        start += buffered
        skipping = count - buffered
    }

    /// The header fields before the next empty line, and where the body starts.
    private func headerBlock() -> (fields: [(name: String, value: String)], end: Int)? {
        var fields: [(name: String, value: String)] = []
        var lineStart = start
        var index = start
        while index < buffer.count {
            guard buffer[index] == UInt8(ascii: "\n") else {
                index += 1
                continue
            }
            var lineEnd = index
            if lineEnd > lineStart && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            if lineEnd == lineStart {
                // Blank lines before any field are stray separators, not an empty header.
                if fields.isEmpty {
                    lineStart = index + 1
                    index += 1
                    continue
                }
                return (fields, index + 1)
            }
            let line = String(decoding: buffer[lineStart..<lineEnd], as: UTF8.self)
            if let colon = line.firstIndex(of: ":") {
                fields.append((line[..<colon].trimmingSpaces.lowercased(), line[line.index(after: colon)...].trimmingSpaces))
            } else {
                fields.append((line.trimmingSpaces.lowercased(), ""))
            }
            lineStart = index + 1
            index += 1
        }
        return nil
    }

    private struct HeaderProblem: Error {
        var message: String
        var bodyLength: Int?
    }

    private static func bodyLength(_ fields: [(name: String, value: String)]) -> Result<Int, HeaderProblem> {
        let lengths = fields.filter { $0.name == "content-length" }
        guard let field = lengths.first else {
            return .failure(HeaderProblem(message: "header without Content-Length"))
        }
        guard lengths.count == 1, !field.value.isEmpty, field.value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let length = Int(field.value) else {
            return .failure(HeaderProblem(message: "invalid Content-Length '\(field.value)'"))
        }
        if let type = fields.first(where: { $0.name == "content-type" }), let charset = charset(of: type.value),
           charset != "utf-8" && charset != "utf8" {
            return .failure(HeaderProblem(message: "unsupported charset '\(charset)' (only UTF-8 is)", bodyLength: length))
        }
        guard length <= maximumBodySize else {
            return .failure(HeaderProblem(message: "message of \(length) bytes is over the limit of \(maximumBodySize)",
                                          bodyLength: length))
        }
        return .success(length)
    }

    /// The `charset` parameter of a Content-Type value, lowercased, without quotes.
    private static func charset(of contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingSpaces.lowercased() == "charset" else { continue }
            var value = parts[1].trimmingSpaces
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value.lowercased()
        }
        return nil
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
