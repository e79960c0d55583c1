import MarkdownLinks
import MarkdownLint
import MarkdownSyntax
import Workspace

// Hover: the rule behind a finding; a link's target and whether it resolves.

extension LanguageServer {
    func hover(_ params: JSON?) throws(ResponseError) -> JSON {
        let document = try document(params)
        let offset = document.offset(of: try position(params))
        var sections: [String] = []
        var span: Range<Int>?
        let configuration = configurations.configuration(forDocumentAt: document.path)
        for finding in analysis(of: document).findings where finding.range.contains(offset) || finding.range.lowerBound == offset {
            var text = "**\(finding.ruleID)** `\(finding.ruleAlias)`: \(finding.summary)"
            if let detail = finding.detail { text += "\n\n\(detail)" }
            if finding.fix != nil { text += "\n\n" + (finding.isFixable ? "Fixable." : "Fixable with an unsafe fix.") }
            if let page = RuleCatalog.pageURL(for: finding.ruleID) {
                text += " [Rule page](\(page))"
            } else if let descriptor = configuration.registry.entry(id: finding.ruleID)?.descriptor {
                text += "\n\n(\(descriptor.tags.joined(separator: ", ")))"
            }
            sections.append(text)
            span = span ?? finding.range
        }
        let model = workspace.model(of: document)
        if let link = model.link(at: offset) {
            sections.append(describe(link, in: model, checkOptions: configuration.linkOptions))
            span = span ?? link.range
        }
        guard let span, !sections.isEmpty else { return .null }
        let text = sections.joined(separator: "\n\n---\n\n")
        return [
            "contents": ["kind": client.markdownHover ? "markdown" : "plaintext", "value": .string(text)],
            "range": document.range(of: span).json,
        ]
    }

    /// Where a link leads and whether it resolves, checked as `mdtool links` checks local links.
    private func describe(_ link: CollectedLink, in model: MarkdownModel, checkOptions: LinkCheckOptions) -> String {
        let shown = "`\(link.destination.isEmpty ? "(empty)" : link.destination)`"
        switch destination(of: link, in: model) {
        case .external:
            return "Link to \(shown) (external: `mdtool links --external` checks it)."
        case .empty:
            return "Empty link target."
        case .sameDocument, .file:
            let checker = LocalLinkChecker(scope: checkOptions.localScope, ignoresCase: checkOptions.ignoreCase,
                                           exclusions: checkOptions.exclude)
            let origin = model.origin(fallbackDirectory: fallbackDirectory)
            let target = link.usesDefinition
                ? CollectedLink(kind: .definition, destination: link.destination, range: link.range, destinationRange: nil)
                : link
            if let broken = checker.check(model.document, origin: origin, links: [target]).first {
                return "Link to \(shown): **does not resolve**: \(broken.problem.reason)."
            }
            return "Link to \(shown): resolves."
        }
    }
}
