import MarkdownSyntax

extension MarkdownFormatter {
    /// `formatUTF8(Document(parsing: source, options: parseOptions))`, and the meaning the
    /// safety check compares, taken in one pass that parses, renders and prints a run of
    /// top-level blocks at a time: a large document's tree is never whole, so formatting
    /// it holds little more than its source and its output. `leavingLastRunToExit`,
    /// `streamingFrom` and `chunkBytes` are the renderer's (tests stream small documents).
    func formatUTF8InRuns(_ source: SourceFile, parseOptions: ParseOptions, leavingLastRunToExit: Bool = false,
                          streamingFrom: Int = HTMLRenderer.streamingBytes,
                          chunkBytes: Int = HTMLRenderer.runBytes) -> (output: [UInt8], meaning: FormatValidation.Meaning) {
        let size = source.bytes.count
        let printer = { (options: FormatOptions) in
            RunPrinter(BlockPrinter(options: options, parseOptions: parseOptions, source: source.bytes,
                                    capacity: size + size / 4 + 64))
        }
        var runs = printer(options)
        let meaning = FormatValidation.Meaning(parsing: source, options: parseOptions,
                                               leavingLastRunToExit: leavingLastRunToExit,
                                               streamingFrom: streamingFrom, chunkBytes: chunkBytes) { runs.print($0) }
        let (output, notes) = runs.finish()
        // A retry (one emphasis marker per document) needs no meaning: the blocks only.
        return (finished(output, notes, source: source.bytes) { options in
            var again = printer(options)
            Document.forEachRun(parsing: source, options: parseOptions, streamingFrom: streamingFrom,
                                chunkBytes: chunkBytes) { again.print($0) }
            return again.finish()
        }, meaning)
    }
}
