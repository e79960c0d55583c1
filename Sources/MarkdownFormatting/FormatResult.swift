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
    /// if that also fails, the result carries the problems and the input unchanged.
    public func formatChecked(_ source: SourceFile, parseOptions: ParseOptions = .gfm,
                              validate: Bool = true) -> FormatResult {
        formatChecked(source, parseOptions: parseOptions, validate: validate, handingLastTreeTo: nil)
    }

    /// `formatChecked(_:parseOptions:validate:)` for a process that ends right after: the
    /// original's tree, when there is nothing to check, goes to `keep` instead of being
    /// freed (freeing a large tree node by node costs a tenth of the work), and so do the
    /// last nodes the check reads. The original's tree is still freed before the output is
    /// read, so two are never held.
    package func formatChecked(_ source: SourceFile, parseOptions: ParseOptions = .gfm, validate: Bool = true,
                               handingLastTreeTo keep: ((Document) -> Void)?) -> FormatResult {
        // The original tree goes once its output and what the check needs of it are taken
        // (a 10 MB document's tree is several times its size).
        let (output, original) = { () -> ([UInt8], FormatValidation.Meaning?) in
            let document = Document(parsing: source, options: parseOptions)
            var output: [UInt8] = []
            var meaning: FormatValidation.Meaning?
            if validate && source.bytes.count >= Self.concurrentMeaningBytes {
                // Both only read the tree, and each takes one core: a large document's
                // meaning is taken on another while this one formats it, even though it
                // goes unused when nothing changes.
                meaning = ParallelMap.map([document], alongside: { output = formatUTF8(document) }) {
                    FormatValidation.Meaning(of: $0, readAs: parseOptions)
                }[0]
            } else {
                output = formatUTF8(document)
            }
            // Unchanged bytes parse to the same tree: nothing to prove.
            guard validate, output != source.bytes else {
                keep?(document)
                return (output, nil)
            }
            return (output, meaning ?? FormatValidation.Meaning(of: document, readAs: parseOptions))
        }()
        guard let original else {
            return FormatResult(output: output, isChanged: output != source.bytes, problems: [], usedConservativeOptions: false)
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
            .formatUTF8(Document(parsing: source, options: parseOptions))
        if problemsWriting(conservative).isEmpty {
            return FormatResult(output: conservative, isChanged: conservative != source.bytes, problems: [],
                                usedConservativeOptions: true)
        }
        return FormatResult(output: source.bytes, isChanged: false, problems: problems, usedConservativeOptions: false)
    }

    /// From this size on, a document's tree is large enough to hand its pages back.
    static let largeDocumentBytes = 1 << 20

    /// From this size on, a document's meaning is taken while it is formatted: the time
    /// saved outweighs the work wasted on the (rare) large documents that do not change.
    static let concurrentMeaningBytes = 256 << 10
}
