import MarkdownSyntax

/// Where a converted node came from: the lossless tree of its parse and the node in it.
struct SyntaxOrigin: Sendable {
    let tree: ParsedSyntaxTree
    let node: MarkdownSyntax.RawMarkup

    /// The origin node as a node of its tree (with its parent, siblings and source file),
    /// found by descending only into children whose bytes hold the node's.
    var markup: (any MarkdownSyntax.Markup)? { find(in: tree.document) }

    private func find(in candidate: any MarkdownSyntax.Markup) -> (any MarkdownSyntax.Markup)? {
        if candidate.raw === node { return candidate }
        guard let bytes = node.range else { return nil }
        for child in candidate.children {
            guard let childBytes = child.byteRange else { continue }
            if childBytes.lowerBound > bytes.lowerBound { break }
            if bytes.upperBound <= childBytes.upperBound, let found = find(in: child) { return found }
        }
        return nil
    }
}

/// One parse's lossless tree, held once for every node converted from it.
final class ParsedSyntaxTree: Sendable {
    let document: MarkdownSyntax.Document
    init(_ document: MarkdownSyntax.Document) { self.document = document }
}
