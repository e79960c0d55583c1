import MarkdownSyntax

/// An open document: the client's text (not the file on disk), its version, and the index
/// that maps positions to bytes.
public struct TextDocument: Sendable {
    public let uri: String
    /// The file it shows, for `file:` URIs.
    public let path: String?
    public let languageID: String
    public private(set) var version: Int
    public private(set) var bytes: [UInt8]
    public private(set) var lines: LineIndex

    public init(uri: String, languageID: String, version: Int, text: String, encoding: PositionEncoding) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri)
        self.languageID = languageID
        self.version = version
        self.bytes = Array(text.utf8)
        self.lines = LineIndex(bytes, encoding: encoding)
    }

    /// One change of `didChange`: a range and its new text, or (without a range) the whole
    /// new text.
    public struct Change: Sendable {
        public var range: TextRange?
        public var text: String

        public init(range: TextRange?, text: String) {
            self.range = range
            self.text = text
        }
    }

    /// Applies changes in order, each against the text left by the one before.
    public mutating func apply(_ changes: [Change], version: Int) {
        for change in changes {
            if let range = change.range {
                let span = lines.byteRange(of: range, in: bytes)
                bytes.replaceSubrange(span, with: change.text.utf8)
            } else {
                bytes = Array(change.text.utf8)
            }
            lines = LineIndex(bytes, encoding: lines.encoding)
        }
        self.version = version
    }

    /// The text as a source file for the linter and formatter, named by its path.
    public var source: SourceFile { SourceFile(name: path ?? uri, bytes: bytes) }

    public func position(at offset: Int) -> Position { lines.position(at: offset, in: bytes) }
    public func range(of span: Range<Int>) -> TextRange { lines.range(of: span, in: bytes) }
    public func offset(of position: Position) -> Int { lines.offset(of: position, in: bytes) }
    public func byteRange(of range: TextRange) -> Range<Int> { lines.byteRange(of: range, in: bytes) }
}
