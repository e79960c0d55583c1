import MarkdownSyntax

/// MDT102 (DocC): each documented directive stands where swift-docc reads it: `@Column`
/// directly in a `@Row`, `@Tab` in a `@TabNavigator`, `@DocumentationExtension` and the
/// other page settings in `@Metadata`, `@Metadata` and `@Options` at the top of the page,
/// tutorial directives in theirs. Elsewhere DocC drops them with a warning.
struct MDT102DirectivePlacement: Rule {
    static let descriptor = RuleDescriptor(
        id: "MDT102", aliases: ["docc-directive-placement"], tags: ["docc"],
        summary: "DocC directives should stand where their parent allows them",
        dialects: [.docc])

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        context.nodes.blockDirectives.compactMap { directive in
            guard let placement = DocCDirectives.placements[directive.name],
                  let range = DocCDirectiveName.range(of: directive) else { return nil }
            let parent = (directive.parent as? BlockDirective)?.name
            let isTopLevel = directive.parent is Document
            let place = parent.map { "in @\($0)" } ?? (isTopLevel ? "at the top of the page" : "outside a directive")
            switch placement {
            case .anywhere:
                return nil
            case .topLevel where isTopLevel:
                return nil
            case .topLevel:
                return Finding(range: range, detail: "@\(directive.name) belongs at the top of the page, not \(place)",
                               context: "@" + directive.name)
            case .inside(let parents):
                if let parent, parents.contains(parent) { return nil }
                let expected = parents.map { "@" + $0 }.joined(separator: " or ")
                return Finding(range: range, detail: "@\(directive.name) belongs directly in \(expected), not \(place)",
                               context: "@" + directive.name)
            }
        }
    }
}
