/// The characters of a text node. Most text is a run of the source exactly as written,
/// so it stays a range of the source's bytes until someone asks for a `String`: a parsed
/// document holds no second copy of its prose, and rendering copies it straight from the
/// source. Text whose escapes or character references were decoded, and text made in
/// code, has a string of its own.
package enum TextContent: Sendable {
    /// `start..<end` of `owner.bytes`, which is valid UTF-8 and has no NUL.
    case source(SourceBytes, start: Int32, end: Int32)
    indirect case string(String)

    /// Bytes of the source that the text is verbatim.
    package init(_ owner: SourceBytes, _ range: Range<Int>) {
        self = .source(owner, start: Int32(truncatingIfNeeded: range.lowerBound),
                       end: Int32(truncatingIfNeeded: range.upperBound))
    }

    /// The text as a string (made from the source's bytes for source text).
    package var string: String {
        switch self {
        case .string(let string): string
        case .source(let owner, let start, let end): owner.string(Int(start)..<Int(end))
        }
    }

    /// Calls `body` with the text's UTF-8 bytes, without making a string of source text.
    package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch self {
        case .string(var string):
            return try string.withUTF8(body)
        case .source(let owner, let start, let end):
            return try owner.bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(end)])) }
        }
    }

    /// Appends the text to `text`.
    package func append(to text: inout String) {
        switch self {
        case .string(let string): text += string
        case .source: withUTF8 { text += String(decoding: $0, as: UTF8.self) }
        }
    }
}

extension TextContent: Hashable {
    /// Texts are equal when their bytes are, wherever they are kept.
    package static func == (lhs: TextContent, rhs: TextContent) -> Bool {
        lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } }
    }

    package func hash(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// The bytes of a parsed source, shared by the text nodes that are runs of it. Each thread
/// that builds nodes has its own instance of the one byte array: the count of references
/// every node adds is then never contended between cores.
package final class SourceBytes: Sendable {
    package let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func string(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
