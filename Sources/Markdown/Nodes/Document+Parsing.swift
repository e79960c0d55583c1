import Foundation

extension Document {
    /// Parses `string`; `source` names the file in source locations.
    public init(parsing string: String, source: URL? = nil, options: ParseOptions = []) {
        self.init(_MarkupData(root: SyntaxTreeConverter.parse(string, source: source, options: options)))
    }

    /// Reads and parses the file at `file` (a UTF-8 byte order mark is kept as text).
    public init(parsing file: URL, options: ParseOptions = []) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        self.init(parsing: text, source: file, options: options)
    }
}

/// Parses documents with block directives on (the name swift-markdown's tests use).
enum BlockDirectiveParser {
    static func parse(_ input: String, source: URL?, options: ParseOptions = []) -> Document {
        Document(parsing: input, source: source, options: options.union(.parseBlockDirectives))
    }
}
