import MarkdownSyntax

/// An open document: the client's text (not the file on disk), its version, and the index
/// that maps positions to bytes.
public struct TextDocument: Sendable {
    public let uri: String
    /// The file it shows, for `file:` URIs.
    public let path: String?
    public let languageID: String
    public private(set) var version: Int
    /// The text as a source file for the linter and formatter, named by its path.
    public private(set) var source: SourceFile
    public private(set) var lines: LineIndex

    public var bytes: [UInt8] { source.bytes }

    public init(uri: String, languageID: String, version: Int, text: String, encoding: PositionEncoding) {
        let path = DocumentURI.path(of: uri)
        self.uri = uri
        self.path = path
        self.languageID = languageID
        self.version = version
        self.source = SourceFile(name: path ?? uri, text: text)
        self.lines = LineIndex(source, encoding: encoding)
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
            var bytes: [UInt8]
            if let range = change.range {
                bytes = source.bytes
                bytes.replaceSubrange(lines.byteRange(of: range, in: bytes), with: change.text.utf8)
            } else {
                bytes = Array(change.text.utf8)
            }
            source = SourceFile(name: source.name, bytes: bytes)
            lines = LineIndex(source, encoding: lines.encoding)
        }
        self.version = version
    }

    public func position(at offset: Int) -> Position { lines.position(at: offset, in: bytes) }
    public func range(of span: Range<Int>) -> TextRange { lines.range(of: span, in: bytes) }
    public func offset(of position: Position) -> Int { lines.offset(of: position, in: bytes) }
    public func byteRange(of range: TextRange) -> Range<Int> { lines.byteRange(of: range, in: bytes) }
}
