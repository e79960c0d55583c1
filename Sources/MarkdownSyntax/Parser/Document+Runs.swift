extension Document {
    /// Parses `source` and hands its top-level nodes to `body` on this thread, a run of
    /// blocks of about `chunkBytes` of source at a time, in document order: together, the
    /// children of `Document(parsing: source, options: options)`. Runs are converted a few
    /// at a time on other cores while this one hands over the ones before, and dropped after
    /// `body`, so a large document's tree is never whole. A document smaller than
    /// `streamingFrom` is parsed whole and handed over at once.
    package static func forEachRun(parsing source: SourceFile, options: ParseOptions, streamingFrom: Int,
                                   chunkBytes: Int, _ body: ([RawMarkup]) -> Void) {
        guard !options.inlineOnly, source.bytes.count >= streamingFrom else {
            body(Array(Document(parsing: source, options: options).raw.children))
            return
        }
        MarkdownParser.withBlocks(source, options: options) { blocks in
            var chunks = RawTreeBuilder.takeChunks(of: blocks.document, chunkBytes: chunkBytes)[...]
            var converted: [[RawMarkup]] = []
            while !chunks.isEmpty {
                let round = Array(chunks.prefix(RawTreeBuilder.runsAtOnce))
                chunks = chunks.dropFirst(round.count)
                let ready = converted
                converted = blocks.builder.map(round) { for nodes in ready { body(nodes) } }
            }
            for nodes in converted { body(nodes) }
        }
    }
}
