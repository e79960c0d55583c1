import MarkdownSyntax

/// MDT105 (DocC): a page has at most one `@Metadata`; DocC reads the first and warns about
/// the others, whose settings are lost.
struct MDT105SingleMetadata: Rule {
    static let descriptor = RuleDescriptor(
        id: "MDT105", aliases: ["docc-single-metadata"], tags: ["docc"],
        summary: "A DocC page should have one @Metadata at most",
        dialects: [.docc])

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        let metadata = context.nodes.blockDirectives.filter { $0.name == "Metadata" }
        guard metadata.count > 1, let first = metadata.first?.range?.lowerBound.line else { return [] }
        return metadata.dropFirst().compactMap { directive in
            DocCDirectiveName.range(of: directive).map {
                Finding(range: $0, detail: "Another @Metadata; the first is on line \(first)", context: "@Metadata")
            }
        }
    }
}
