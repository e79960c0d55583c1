#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MarkdownSyntax

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributedString {
    /// The text of a parsed Markdown document with `AttributeScopes.MarkdownAttributes`:
    /// each run knows its enclosing blocks (unless `options` read inline syntax only), its
    /// inline markup, link, image, footnote and source range. Blocks follow each other
    /// without separators, as in Foundation's `AttributedString(markdown:)`: tell them
    /// apart by their block intent's identities (see `markdownBlocks`).
    ///
    /// `options.parseOptions` does not apply here, as the tree is already parsed; give
    /// the inline-only options a tree parsed with `ParseOptions.inlineOnly`.
    public init(markdownTree document: Document, options: MarkdownAttributedStringOptions = .init()) {
        self = Self.converting(document, options: options).attributed
    }

    /// The attributed string of `document` and its text (which is costly to read back out
    /// of an `AttributedString`).
    static func converting(_ document: Document, options: MarkdownAttributedStringOptions)
        -> (attributed: AttributedString, text: String) {
        var collector = RunCollector(options: options, source: document.source)
        collector.visit(document)
        let attributed = collector.buffer.attributedString(source: document.source,
                                                           footnoteLabels: collector.footnoteLabels)
        return (attributed, collector.buffer.text)
    }

    /// Parses `markdown` as `options` say and makes its attributed string, as
    /// `init(markdownTree:options:)` does.
    public init(parsingMarkdown markdown: String, options: MarkdownAttributedStringOptions = .init()) {
        self.init(markdownTree: Document(parsing: markdown, options: options.effectiveParseOptions), options: options)
    }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension Document {
    /// The document's text with `AttributeScopes.MarkdownAttributes` (see
    /// `AttributedString(markdownTree:options:)`).
    public func attributedString(options: MarkdownAttributedStringOptions = .init()) -> AttributedString {
        AttributedString(markdownTree: self, options: options)
    }
}
