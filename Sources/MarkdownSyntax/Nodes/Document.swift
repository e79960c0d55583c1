/// The root of a parsed or built Markdown document.
public struct Document: BlockContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitDocument(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDocument(self) }

    /// Parses Markdown text (GFM with front matter unless `options` say otherwise).
    public init(parsing text: String, options: ParseOptions = .gfm) {
        self.init(parsing: SourceFile(text: text), options: options)
    }

    /// Parses a source file; node ranges refer to its bytes.
    public init(parsing source: SourceFile, options: ParseOptions = .gfm) {
        self.init(_MarkupData(root: MarkdownParser.parse(source, options: options)))
    }

    /// Parses a source whose front matter a caller has decided: the bytes from the start (after
    /// a byte order mark) up to `frontMatterEnd` are front matter whatever they hold, and
    /// nothing is front matter when `frontMatterEnd` is the start. A linter that follows
    /// markdownlint's front matter pattern, which is looser than the parser's own test,
    /// parses this way.
    public init(parsing source: SourceFile, options: ParseOptions = .gfm, frontMatterEnd: Int) {
        self.init(_MarkupData(root: MarkdownParser.parse(source, options: options, frontMatterEnd: frontMatterEnd)))
    }

    /// Parses UTF-8 bytes, rejecting malformed UTF-8 with the position of the first bad byte.
    public init(parsing bytes: [UInt8], name: String? = nil, options: ParseOptions = .gfm) throws(InvalidUTF8Error) {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            let source = SourceFile(name: name, bytes: Array(bytes[..<offset]))
            let location = source.location(at: offset)
            throw InvalidUTF8Error(name: name, offset: offset, line: location.line, column: location.column)
        }
        self.init(parsing: SourceFile(name: name, bytes: bytes), options: options)
    }

    /// Makes a document in code (it has no source, so no node has a range), with the given
    /// blocks; `options` say which dialect it is written in.
    public init(_ children: [any BlockMarkup], options: ParseOptions = .gfm) {
        self.init(raw: RawMarkup(.document(nil, options), children: children.raws))
    }

    /// Makes a document in code (it has no source, so no node has a range), with the blocks listed.
    public init(_ children: any BlockMarkup...) { self.init(children) }

    /// Makes a document in code (it has no source, so no node has a range), with blocks written in a builder closure.
    public init(@BlockMarkupBuilder _ content: () -> [any BlockMarkup]) { self.init(content()) }

    /// The source the document was parsed from; nil for documents built in code.
    public var source: SourceFile? {
        guard case .document(let source, _) = raw.kind else { return nil }
        return source
    }

    /// The options the document was parsed with (for a document built in code, the ones it
    /// was given): its dialect is the one every layer reads it in.
    public var parseOptions: ParseOptions {
        get {
            guard case .document(_, let options) = raw.kind else { return .gfm }
            return options
        }
        set { self = replacingKind(.document(source, newValue)) }
    }

    /// The dialect the document is written in.
    public var dialect: Dialect { parseOptions.dialect }

    /// The front matter, when the document starts with one.
    public var frontMatter: FrontMatter? { child(at: 0) as? FrontMatter }
}

/// Input bytes that are not well-formed UTF-8.
public struct InvalidUTF8Error: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input's name or path, when it has one.
    public var name: String?
    /// Byte offset of the first malformed byte.
    public var offset: Int
    /// 1-based line of the first malformed byte.
    public var line: Int
    /// 1-based column (in bytes) of the first malformed byte.
    public var column: Int

    /// Makes an error for the first malformed byte of an input.
    public init(name: String?, offset: Int, line: Int, column: Int) {
        self.name = name
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `name:line:column: invalid UTF-8 (byte offset N)`, the one line mdtool prints.
    public var description: String {
        "\(name ?? "<input>"):\(line):\(column): invalid UTF-8 (byte offset \(offset))"
    }
}
