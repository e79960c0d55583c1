extension HTMLRenderer {
    /// Parses `source` and hands its HTML to `sink` in order: the same bytes as
    /// `render(Document(parsing: source, options: options), to: sink)`, without ever holding
    /// the whole tree. A large document's top-level blocks are parsed and rendered in runs,
    /// on all cores, and each run's nodes are dropped once rendered, so memory stays close
    /// to the source's size. Footnotes are numbered across the runs as in the whole tree;
    /// only their definitions are kept for the section at the end.
    public func render(parsing source: SourceFile, options: ParseOptions = .gfm,
                       to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        render(parsing: source, options: options, leavingLastRunToExit: false, to: sink)
    }

    /// `render(parsing:options:to:)`; with `leavingLastRunToExit`, for a process that ends
    /// right after, the nodes of the last run this thread renders (all of a small
    /// document's) are never freed: the exit takes them back at once, and freeing a large
    /// block's nodes one by one costs a fifth of its rendering.
    package func render(parsing source: SourceFile, options: ParseOptions, leavingLastRunToExit: Bool,
                        to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        render(parsing: source, options: options, streamingFrom: Self.streamingBytes, chunkBytes: Self.runBytes,
               leavingLastRunToExit: leavingLastRunToExit, to: sink)
    }

    /// From this many bytes on, `render(parsing:options:to:)` streams a document.
    package static let streamingBytes = RawTreeBuilder.parallelBytes
    /// About how much source a streamed run covers.
    package static let runBytes = RawTreeBuilder.chunkBytes


    /// `render(parsing:options:to:)` streaming documents of at least `streamingFrom` bytes
    /// in runs of about `chunkBytes` (tests stream small documents in small runs).
    /// `inspecting`, when given, is handed the top-level nodes of each run on this thread, in
    /// document order (together, the document's children), after their HTML.
    package func render(parsing source: SourceFile, options: ParseOptions, streamingFrom: Int, chunkBytes: Int,
                        leavingLastRunToExit: Bool = false, inspecting: (([RawMarkup]) -> Void)? = nil,
                        to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard !options.inlineOnly, source.bytes.count >= streamingFrom else {
            let document = Document(parsing: source, options: options)
            render(document, to: sink)
            inspecting?(Array(document.raw.children))
            if leavingLastRunToExit { Self.leaveToExit([document.raw]) }
            return
        }
        let keepsNodes = inspecting != nil
        let sourceBytes = source.bytes
        MarkdownParser.withBlocks(source, options: options) { blocks in
            var joiner = writer(parsedWith: options, source: sourceBytes, expectedSize: HTMLWriter.pieceBytes)
            if blocks.definesFootnotes { Self.collectFootnoteLabels(in: blocks.document, into: &joiner.footnotes) }
            let chunks = RawTreeBuilder.takeChunks(of: blocks.document, chunkBytes: chunkBytes)
            var next = 0
            while next < chunks.count {
                // A round: this thread renders the first run straight into the joiner, which
                // hands its HTML on a piece at a time, while other threads render the next
                // few into buffers. A huge block always starts a round.
                var end = next + 1
                while end < chunks.count && end - next < RawTreeBuilder.runsAtOnce && !chunks[end].isHuge { end += 1 }
                let first = chunks[next]
                var others: [BlockChunk] = []
                others.reserveCapacity(end - next - 1)
                for index in next + 1..<end { others.append(chunks[index]) }
                let isLast = end == chunks.count
                let rendered = blocks.builder.map(others, alongside: first, { nodes in
                    Self.withSink(sink, into: &joiner) { joiner in
                        for node in nodes { joiner.renderBlock(node, tight: false) }
                    }
                    inspecting?(nodes)
                    if isLast && leavingLastRunToExit { Self.leaveToExit(nodes) }
                }, { nodes in
                    var writer = writer(parsedWith: options, source: sourceBytes, expectedSize: chunkBytes)
                    writer.continuesEarlierOutput = true
                    writer.footnotes.defers = true
                    for node in nodes { writer.renderBlock(node, tight: false) }
                    // The last round's other runs are as final as its first.
                    if isLast && leavingLastRunToExit { Self.leaveToExit(nodes) }
                    return RenderedRun(writer, nodes: keepsNodes ? nodes : nil)
                })
                Self.join(rendered, into: &joiner, sink: sink)
                if let inspecting { for run in rendered { inspecting(run.nodes ?? []) } }
                next = end
            }
            Self.withSink(sink, into: &joiner) { joiner in
                joiner.renderFootnotes()
                joiner.flush()
            }
        }
    }

    /// Keeps `nodes` alive until the process exits.
    private static func leaveToExit(_ nodes: [RawMarkup]) {
        _ = Unmanaged.passRetained(RawMarkup(.document(nil, .gfm), children: nodes))
    }

    /// Appends each run's HTML to `joiner`, which hands it on to `sink` in pieces.
    private static func join(_ runs: [RenderedRun], into joiner: inout HTMLWriter,
                             sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        withSink(sink, into: &joiner) { joiner in
            for run in runs {
                if run.wantsLineBreakFirst { joiner.lineBreakIfNeeded() }
                joiner.appendRun(run.output, footnoteEvents: run.footnoteEvents)
            }
        }
    }

    private static func withSink(_ sink: (UnsafeBufferPointer<UInt8>) -> Void, into writer: inout HTMLWriter,
                                 _ body: (inout HTMLWriter) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            writer.sink = sink
            body(&writer)
            writer.sink = nil
        }
    }

    /// The labels of the footnote definitions, as written, from the blocks: a reference's
    /// id uses its definition's label, and the definition may come after it.
    private static func collectFootnoteLabels(in block: BlockNode, into footnotes: inout FootnoteState) {
        if block.kind == .footnoteDefinition {
            let label = block.details.label
            let key = LinkLabel.normalize(label)
            if footnotes.definedLabels[key] == nil { footnotes.definedLabels[key] = label }
        }
        for child in block.children { collectFootnoteLabels(in: child, into: &footnotes) }
    }
}

/// The HTML of one run of blocks, handed from the thread that rendered it to the one that
/// writes it out (which alone touches it from then on).
private struct RenderedRun: @unchecked Sendable {
    let output: ByteOutput
    let wantsLineBreakFirst: Bool
    let footnoteEvents: [FootnoteEvent]
    /// The run's nodes, for a caller that inspects them.
    let nodes: [RawMarkup]?

    init(_ writer: HTMLWriter, nodes: [RawMarkup]?) {
        output = writer.out
        wantsLineBreakFirst = writer.wantsLineBreakFirst
        footnoteEvents = writer.footnotes.events
        self.nodes = nodes
    }
}

extension BlockChunk {
    /// Whether the chunk is one block of a megabyte or more: it starts a round, so its HTML
    /// is handed on in pieces as it is rendered, not kept whole for a while.
    var isHuge: Bool {
        guard let first = blocks.first, let last = blocks.last else { return false }
        return last.end - first.start >= HTMLWriter.pieceBytes
    }
}
