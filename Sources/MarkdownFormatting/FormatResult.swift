import CMemoryMap
import MarkdownSyntax

/// The outcome of formatting one source with the safety check.
public struct FormatResult: Sendable {
    /// The formatted bytes (the input itself when formatting was refused).
    public var output: [UInt8]
    /// Whether the output differs from the input.
    public var isChanged: Bool
    /// Why the result was refused; empty when it is safe to write.
    public var problems: [String]
    /// Whether some canonical choices had to be dropped to keep the meaning.
    public var usedConservativeOptions: Bool
}

extension MarkdownFormatter {
    /// Formats and checks the result renders the same (`FormatValidation`). When the
    /// configured options would change the meaning, formats again with conservative options;
    /// if that also fails, the result carries the problems and the input unchanged. A
    /// document of 4 MB or more is parsed, printed and rendered a run of top-level blocks at
    /// a time, so its whole tree never exists (the output is the same).
    public func formatChecked(_ source: SourceFile, parseOptions: ParseOptions = .gfm,
                              validate: Bool = true) -> FormatResult {
        formatChecked(source, parseOptions: parseOptions, validate: validate, handingLastTreeTo: nil)
    }

    /// `formatChecked(_:parseOptions:validate:)` for a process that ends right after: the
    /// original's tree, when there is nothing to check, goes to `keep` instead of being
    /// freed (freeing a large tree node by node costs a tenth of the work), and so do the
    /// last nodes the check reads. A large document's tree is never whole (it is formatted
    /// a run of blocks at a time), and two trees are never held.
    package func formatChecked(_ source: SourceFile, parseOptions: ParseOptions = .gfm, validate: Bool = true,
                               handingLastTreeTo keep: ((Document) -> Void)?) -> FormatResult {
        let output: [UInt8]
        let original: FormatValidation.Meaning
        if validate && source.bytes.count >= Self.runsBytes {
            (output, original) = formatUTF8InRuns(source, parseOptions: parseOptions, leavingLastRunToExit: keep != nil)
            guard output != source.bytes else {
                return FormatResult(output: output, isChanged: false, problems: [], usedConservativeOptions: false)
            }
        } else {
            let document = Document(parsing: source, options: parseOptions)
            var printed: [UInt8] = []
            var meaning: FormatValidation.Meaning?
            if validate && source.bytes.count >= Self.concurrentMeaningBytes {
                // Both only read the tree, and each takes one core: a large document's
                // meaning is taken on another while this one formats it, even though it
                // goes unused when nothing changes.
                meaning = ParallelMap.map([document], alongside: { printed = formatUTF8(document) }) {
                    FormatValidation.Meaning(of: $0, readAs: parseOptions)
                }[0]
            } else {
                printed = formatUTF8(document)
            }
            output = printed
            // Unchanged bytes parse to the same tree: nothing to prove.
            guard validate, output != source.bytes else {
                keep?(document)
                return FormatResult(output: output, isChanged: output != source.bytes, problems: [],
                                    usedConservativeOptions: false)
            }
            original = meaning ?? FormatValidation.Meaning(of: document, readAs: parseOptions)
        }
        // A large original's tree is gone: its pages go back before the output is read,
        // which would otherwise map new ones on top of them.
        if source.bytes.count >= Self.largeDocumentBytes { mdtool_release_free_memory() }
        // What would change were `bytes` written. They are read as they are rendered, a run
        // of blocks at a time, so a large output's tree is never whole.
        func problemsWriting(_ bytes: [UInt8]) -> [String] {
            FormatValidation.differences(between: original, and: FormatValidation.Meaning(
                parsing: SourceFile(bytes: bytes), options: parseOptions, leavingLastRunToExit: keep != nil))
        }
        let problems = problemsWriting(output)
        if problems.isEmpty {
            return FormatResult(output: output, isChanged: true, problems: [], usedConservativeOptions: false)
        }
        let conservative = MarkdownFormatter(options: options.conservative)
        let reformatted = source.bytes.count >= Self.runsBytes
            ? conservative.formatUTF8InRuns(source, parseOptions: parseOptions).output
            : conservative.formatUTF8(Document(parsing: source, options: parseOptions))
        if problemsWriting(reformatted).isEmpty {
            return FormatResult(output: reformatted, isChanged: reformatted != source.bytes, problems: [],
                                usedConservativeOptions: true)
        }
        return FormatResult(output: source.bytes, isChanged: false, problems: problems, usedConservativeOptions: false)
    }

    /// From this size on, a document is formatted a run of blocks at a time, with its
    /// meaning taken on the way: its tree, several times its size, would be most of the
    /// memory. Below it the tree is kept, which is faster where a retry (one emphasis marker
    /// per document) prints again, and where one block is most of the document.
    static let runsBytes = 4 << 20

    /// From this size on, a document's tree (or its runs') is large enough to hand its pages back.
    static let largeDocumentBytes = 1 << 20

    /// From this size on (below `runsBytes`), a document's meaning is taken while it is
    /// formatted: the time saved outweighs the work wasted on the (rare) large documents
    /// that do not change.
    static let concurrentMeaningBytes = 256 << 10
}
