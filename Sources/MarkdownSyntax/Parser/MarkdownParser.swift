/// Parses a source file into a tree: front matter, the block phase, then inlines.
enum MarkdownParser {
    /// `frontMatterEnd`, when given, overrides front matter recognition: the bytes from the
    /// content start up to it are the front matter (none when it is the content start).
    static func parse(_ source: SourceFile, options: ParseOptions, frontMatterEnd: Int? = nil) -> RawMarkup {
        source.bytes.withUnsafeBufferPointer { bytes in
            if options.inlineOnly { return InlineOnlyParser.parse(bytes, source: source, options: options) }
            var parser = BlockParser(bytes: bytes, options: options)
            var start = source.contentStart
            let found: FrontMatterScanner.FrontMatter?
            if let frontMatterEnd {
                found = FrontMatterScanner.region(bytes, from: start, to: frontMatterEnd)
            } else {
                found = options.frontMatter ? FrontMatterScanner.scan(bytes, from: start) : nil
            }
            if let frontMatter = found {
                let node = BlockNode(.frontMatter, start: frontMatter.range.lowerBound, nesting: 0)
                node.end = frontMatter.range.upperBound
                node.ownDetails.frontMatterFormat = frontMatter.format
                node.lines = [LineSpan(start: frontMatter.content.lowerBound, end: frontMatter.content.upperBound)]
                node.isOpen = false
                parser.addFrontMatter(node)
                start = frontMatter.next
            }
            parser.parse(from: start, in: source)
            let context = InlineContext(definitions: parser.definitions, footnoteLabels: parser.footnoteLabels,
                                        options: options)
            return RawTreeBuilder(bytes: bytes, context: context, source: source).build(parser.document, source: source)
        }
    }
}
