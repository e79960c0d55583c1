import MarkdownLinks
import MarkdownSyntax

/// MDT106 (DocC): a code span naming a symbol that has a symbol extension page in the
/// catalog (a page titled ``` # ``Kit/Sloth`` ```), written `` `Sloth` `` or `` `Kit/Sloth` ``,
/// is meant as a symbol link, ``` ``Sloth`` ```: with single backticks DocC shows code, not
/// a link to the page. The fix doubles the backticks; the page then renders a link, so the
/// fix is unsafe (`--unsafe-fixes`).
struct MDT106SymbolLinkBackticks: Rule {
    static let descriptor = RuleDescriptor(
        id: "MDT106", aliases: ["docc-symbol-link-backticks"], tags: ["docc", "links"],
        summary: "Symbols documented in the catalog should be written as symbol links (double backticks)",
        isFixable: true, dialects: [.docc], readsOtherFiles: true)

    let checker = LocalLinkChecker(scope: .files)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        guard !context.nodes.inlineCodes.isEmpty, let path = MDT001NoMissingFiles.linkOrigin(of: context).filePath
        else { return [] }
        // A symbol is named by its whole path or by the path below its module; the module's
        // own page (a path of one component) is not a symbol's.
        var pages: [String: String] = [:]
        for symbol in checker.symbolPages(inCatalogOf: context.document, at: path) {
            guard let slash = symbol.firstIndex(of: "/") else { continue }
            pages[symbol] = symbol
            pages[String(symbol[symbol.index(after: slash)...])] = symbol
        }
        guard !pages.isEmpty else { return [] }
        return context.nodes.inlineCodes.compactMap { code in
            guard let symbol = pages[code.code], let range = code.byteRange, !Self.isInLink(code) else { return nil }
            return Finding(range: range, detail: "``\(symbol)`` has a page in the catalog; link it with double backticks",
                           context: "`\(code.code)`",
                           fix: Fix(TextEdit(range: range, replacement: "``\(code.code)``"), applicability: .unsafe))
        }
    }

    /// Link text cannot hold another link.
    private static func isInLink(_ node: any Markup) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if current is Link || current is Image { return true }
            ancestor = current.parent
        }
        return false
    }
}
