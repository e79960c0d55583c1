/// Parses a whole text as the inline content of one paragraph (`ParseOptions.inlineOnly`).
///
/// Each line starts at its first character other than a space or tab, as a paragraph's
/// continuation lines do; blank lines at the start and end are dropped, blank lines between
/// stay empty lines of the paragraph (line breaks in its inline content).
enum InlineOnlyParser {
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, source: SourceFile, options: ParseOptions) -> RawMarkup {
        let store = BlockStore(expectedBlocks: 2)
        let document = store.make(.document, start: 0, nesting: 0)
        document.end = bytes.count
        var lines: [LineSpan] = []
        var lastContentLine = -1
        for line in 1...source.lineCount {
            let range = source.contentRange(ofLine: line)
            var start = range.lowerBound
            while start < range.upperBound && ByteClass.isSpaceOrTab(bytes[start]) { start += 1 }
            if start == range.upperBound && lines.isEmpty { continue }
            if start < range.upperBound { lastContentLine = lines.count }
            lines.append(LineSpan(start: start, end: range.upperBound))
        }
        lines.removeLast(lines.count - lastContentLine - 1)
        if let first = lines.first, let last = lines.last {
            let paragraph = store.make(.paragraph, start: first.start, nesting: 0)
            paragraph.setLines(lines)
            paragraph.end = last.end
            while paragraph.end > last.start && ByteClass.isSpaceOrTab(bytes[paragraph.end - 1]) { paragraph.end -= 1 }
            paragraph.isOpen = false
            document.append(paragraph)
        }
        let context = InlineContext(definitions: LinkDefinitionTable(), footnoteLabels: [], options: options)
        return withExtendedLifetime(store) {
            RawTreeBuilder(bytes: bytes, context: context, source: source).build(document, source: source)
        }
    }
}
