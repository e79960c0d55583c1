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
        let document = Document(parsing: source, options: parseOptions)
        let output = formatUTF8(document)
        // Unchanged bytes parse to the same tree: nothing to prove.
        guard validate, output != source.bytes else {
            return FormatResult(output: output, isChanged: output != source.bytes, problems: [], usedConservativeOptions: false)
        }
        let problems = FormatValidation.differences(between: document, and: Document(parsing: SourceFile(bytes: output),
                                                                                       options: parseOptions))
        if problems.isEmpty {
            return FormatResult(output: output, isChanged: output != source.bytes, problems: [], usedConservativeOptions: false)
        }
        let conservative = MarkdownFormatter(options: options.conservative).formatUTF8(document)
        let retryProblems = FormatValidation.differences(
            between: document, and: Document(parsing: SourceFile(bytes: conservative), options: parseOptions))
        if retryProblems.isEmpty {
            return FormatResult(output: conservative, isChanged: conservative != source.bytes, problems: [],
                                usedConservativeOptions: true)
        }
        return FormatResult(output: source.bytes, isChanged: false, problems: problems, usedConservativeOptions: false)
    }
}
