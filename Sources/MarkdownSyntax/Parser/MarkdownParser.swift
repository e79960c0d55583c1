/// Parses a source file into a tree: front matter, the block phase, then inlines.
enum MarkdownParser {
    /// `frontMatterEnd`, when given, overrides front matter recognition: the bytes from the
    /// content start up to it are the front matter (none when it is the content start).
    static func parse(_ source: SourceFile, options: ParseOptions, frontMatterEnd: Int? = nil) -> RawMarkup {
        if options.inlineOnly {
            return source.bytes.withUnsafeBufferPointer { InlineOnlyParser.parse($0, source: source, options: options) }
        }
        return withBlocks(source, options: options, frontMatterEnd: frontMatterEnd) { blocks in
            blocks.builder.build(blocks.document, source: source)
        }
    }

    /// The block phase's result: the tree of blocks, and the builder that turns it into
    /// nodes (it knows every link definition).
    struct Blocks {
        let document: BlockNode
        /// Owns the blocks: kept for as long as they are read.
        let store: BlockStore
        let builder: RawTreeBuilder
        /// Whether any footnote is defined (references to it are numbered document-wide).
        let definesFootnotes: Bool
    }

    /// Runs front matter recognition and the block phase, and calls `body` with the result
    /// (whose builder reads the source's bytes, valid only during the call). Not for
    /// inline-only options.
    static func withBlocks<Result>(_ source: SourceFile, options: ParseOptions, frontMatterEnd: Int? = nil,
                                   _ body: (Blocks) -> Result) -> Result {
        source.bytes.withUnsafeBufferPointer { bytes in
            var parser = BlockParser(bytes: bytes, options: options)
            var start = source.contentStart
            let found: FrontMatterScanner.FrontMatter?
            if let frontMatterEnd {
                found = FrontMatterScanner.region(bytes, from: start, to: frontMatterEnd)
            } else {
                found = options.frontMatter ? FrontMatterScanner.scan(bytes, from: start) : nil
            }
            if let frontMatter = found {
                let node = parser.store.make(.frontMatter, start: frontMatter.range.lowerBound, nesting: 0)
                node.end = frontMatter.range.upperBound
                node.ownDetails.frontMatterFormat = frontMatter.format
                node.appendLine(LineSpan(start: frontMatter.content.lowerBound, end: frontMatter.content.upperBound))
                node.isOpen = false
                parser.addFrontMatter(node)
                start = frontMatter.next
            }
            parser.parse(from: start)
            let context = InlineContext(definitions: parser.definitions, footnoteLabels: parser.footnoteLabels,
                                        options: options)
            return body(Blocks(document: parser.document, store: parser.store, builder: RawTreeBuilder(bytes: bytes, context: context, source: source),
                               definesFootnotes: !parser.footnoteLabels.isEmpty))
        }
    }
}
