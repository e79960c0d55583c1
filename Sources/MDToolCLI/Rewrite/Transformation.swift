import MarkdownFormatting
import MarkdownSyntax
import MarkdownTransforms

/// What `mdtool transform` does to one file: the chosen rewriters, applied as minimal edits.
struct Transformation: Sendable {
    var headings: HeadingNormalizer?
    var lists: ListRenumberer?
    var validate: Bool

    /// The formatter options for printing changed nodes: the configured ones, but keeping
    /// emphasis markers, line breaks and list numbers as the tree has them.
    static func printOptions(_ configured: FormatOptions) -> FormatOptions {
        var options = configured.conservative
        options.numbering = .preserve
        return options
    }

    func apply(to source: SourceFile, parseOptions: ParseOptions, displayPath: String, printOptions: FormatOptions) -> Rewrite {
        let document = Document(parsing: source, options: parseOptions)
        var tree = document
        var normalizer = headings
        if var headings = normalizer {
            tree = headings.rewrite(tree)
            normalizer = headings
        }
        if var lists { tree = lists.rewrite(tree) }
        let result = MinimalEditRewriting.apply(from: document, to: tree, options: printOptions, validate: validate)
        var rewrite = Rewrite(output: result.output, isChanged: result.isChanged, problems: result.problems)
        if let normalizer, result.problems.isEmpty {
            let updated = normalizer.updatesLinks ? " (links updated)" : ""
            for change in normalizer.anchorChanges {
                rewrite.messages.append("\(displayPath):\(change.line.map(String.init) ?? "?"): anchor #\(change.old) → #\(change.new)\(updated)")
            }
            for note in normalizer.notes {
                rewrite.messages.append("\(displayPath):\(note.line.map(String.init) ?? "?"): note: \(note.message)")
            }
        }
        return rewrite
    }
}
