import Foundation

extension Document {
    /// Parses `string`; `source` names the file in source locations.
    public init(parsing string: String, source: URL? = nil, options: ParseOptions = []) {
        self.init(_MarkupData(root: SyntaxTreeConverter.parse(string, source: source, options: options)))
    }

    /// Reads and parses the file at `file`, which must be UTF-8.
    ///
    /// The bytes are taken as they are: a byte order mark stays in `syntaxTree`'s source
    /// (Foundation's `String(contentsOf:encoding:)` would drop it), and columns on the first
    /// line count from after it, as cmark counts them.
    /// - Throws: the file's read error, or `CocoaError.fileReadInapplicableStringEncoding`
    ///   when it is not UTF-8.
    public init(parsing file: URL, options: ParseOptions = []) throws {
        let bytes = try Data(contentsOf: file)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSURLErrorKey: file])
        }
        self.init(parsing: text, source: file, options: options)
    }
}

/// Parses documents with block directives on (the name swift-markdown's tests use).
enum BlockDirectiveParser {
    static func parse(_ input: String, source: URL?, options: ParseOptions = []) -> Document {
        Document(parsing: input, source: source, options: options.union(.parseBlockDirectives))
    }
}
