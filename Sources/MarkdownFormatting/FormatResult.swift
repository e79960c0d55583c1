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
        // The original tree goes once its output and what the check needs of it are taken
        // (a 10 MB document's tree is several times its size).
        let (output, original) = { () -> ([UInt8], FormatValidation.Meaning?) in
            let document = Document(parsing: source, options: parseOptions)
            let output = formatUTF8(document)
            // Unchanged bytes parse to the same tree: nothing to prove.
            guard validate, output != source.bytes else { return (output, nil) }
            return (output, FormatValidation.Meaning(of: document, readAs: parseOptions))
        }()
        guard let original else {
            return FormatResult(output: output, isChanged: output != source.bytes, problems: [], usedConservativeOptions: false)
        }
        let meaning = { (bytes: [UInt8]) in
            FormatValidation.Meaning(of: Document(parsing: SourceFile(bytes: bytes), options: parseOptions),
                                     readAs: parseOptions)
        }
        let problems = FormatValidation.differences(between: original, and: meaning(output))
        if problems.isEmpty {
            return FormatResult(output: output, isChanged: true, problems: [], usedConservativeOptions: false)
        }
        let conservative = MarkdownFormatter(options: options.conservative)
            .formatUTF8(Document(parsing: source, options: parseOptions))
        if FormatValidation.differences(between: original, and: meaning(conservative)).isEmpty {
            return FormatResult(output: conservative, isChanged: conservative != source.bytes, problems: [],
                                usedConservativeOptions: true)
        }
        return FormatResult(output: source.bytes, isChanged: false, problems: problems, usedConservativeOptions: false)
    }
}
