import MarkdownSyntax

/// Prints Markdown in a canonical form without changing what it means.
///
/// ```swift
/// var options = FormatOptions()
/// options.bulletMarker = .asterisk
/// let formatted = MarkdownFormatter(options: options).format(Document(parsing: text))
/// ```
///
/// Text parsed from a file is printed as written (escapes and entities included); only
/// the block structure, markers and spacing are normalized. `formatChecked(_:)` also
/// proves the result renders to the same HTML before anyone writes it.
public struct MarkdownFormatter: Sendable {
    public var options: FormatOptions

    public init(options: FormatOptions = FormatOptions()) {
        self.options = options
    }

    /// The whole document, formatted.
    public func format(_ document: Document) -> String {
        String(decoding: formatUTF8(document), as: UTF8.self)
    }

    /// One node (a block or inline content), formatted as it would appear at the start of
    /// a line outside any container. Transforms use this to print the nodes they change.
    public func format(_ markup: any Markup) -> String {
        if let document = markup as? Document { return format(document) }
        let parseOptions = (markup.root as? Document)?.parseOptions ?? .gfm
        var printer = BlockPrinter(options: options, parseOptions: parseOptions, source: markup.sourceFile?.bytes,
                                   capacity: 256)
        printer.printBlock(markup.raw, tight: false)
        var output = printer.writer.output
        if output.last == 0x0A { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }

    /// The formatted document as UTF-8 bytes, with the configured line endings.
    public func formatUTF8(_ document: Document) -> [UInt8] {
        let source = document.source?.bytes
        var printer = BlockPrinter(options: options, parseOptions: document.parseOptions, source: source,
                                   capacity: (source?.count ?? 0) + 64)
        printer.printDocument(document.raw)
        var output = printer.writer.output
        let crlf: Bool
        switch options.lineEnding {
        case .lf: crlf = false
        case .crlf: crlf = true
        case .keep: crlf = source.map(LineEndings.usesCRLF) ?? false
        }
        if crlf { output = LineEndings.crlf(output) }
        if let source, source.starts(with: [0xEF, 0xBB, 0xBF]) { output.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
        return output
    }
}
