import MarkdownLinks
import MarkdownSyntax

/// MDT104 (DocC): a `doc:` link (`<doc:Article>`, `[text](doc:Article#heading)`) names an
/// article or tutorial of the file's documentation catalog, and its `#heading` one of that
/// page's headings, as `docc convert` resolves them. Symbol paths (`doc:Kit/Type/member`)
/// need the symbol graph and are not checked; nor is a file outside a `*.docc` catalog.
struct MDT104NoMissingArticles: Rule {
    static let descriptor = RuleDescriptor(
        id: "MDT104", aliases: ["docc-no-missing-articles"], tags: ["docc", "links"],
        summary: "DocC doc: links should name pages of the catalog",
        dialects: [.docc], readsOtherFiles: true)

    let checker = LocalLinkChecker(scope: .files)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        guard !context.nodes.links.isEmpty else { return [] }
        let links = MDT001NoMissingFiles.collectedLinks(context).filter { $0.topic != nil }
        guard !links.isEmpty else { return [] }
        return MDT001NoMissingFiles.findings(checker.check(context.document, origin: MDT001NoMissingFiles.linkOrigin(of: context), links: links),
                                             context)
    }
}
