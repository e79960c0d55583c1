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

    /// `formatChecked(_:parseOptions:validate:)`, handing the last tree it parses to `keep`
    /// instead of freeing it: a process that ends right after leaves it to the exit, where
    /// freeing a large tree node by node costs a tenth of the work. Only the last (the
    /// original's when there is nothing to check, else the output's when it passes): the
    /// original's tree is still freed before the output is parsed, so two are never held.
    package func formatChecked(_ source: SourceFile, parseOptions: ParseOptions = .gfm, validate: Bool = true,
                               handingLastTreeTo keep: ((Document) -> Void)?) -> FormatResult {
        // The original tree goes once its output and what the check needs of it are taken
        // (a 10 MB document's tree is several times its size).
        let (output, original) = { () -> ([UInt8], FormatValidation.Meaning?) in
            let document = Document(parsing: source, options: parseOptions)
            let output = formatUTF8(document)
            // Unchanged bytes parse to the same tree: nothing to prove.
            guard validate, output != source.bytes else {
                keep?(document)
                return (output, nil)
            }
            return (output, FormatValidation.Meaning(of: document, readAs: parseOptions))
        }()
        guard let original else {
            return FormatResult(output: output, isChanged: output != source.bytes, problems: [], usedConservativeOptions: false)
        }
        // What would change were `bytes` written; a tree that passes is the last one parsed.
        func problemsWriting(_ bytes: [UInt8]) -> [String] {
            let document = Document(parsing: SourceFile(bytes: bytes), options: parseOptions)
            let problems = FormatValidation.differences(
                between: original, and: FormatValidation.Meaning(of: document, readAs: parseOptions))
            if problems.isEmpty { keep?(document) }
            return problems
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
}
