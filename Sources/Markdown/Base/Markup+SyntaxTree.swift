import MarkdownSyntax

extension Markup {
    /// The node of MarkdownSyntax's lossless tree that this node was parsed as, or `nil` for
    /// a node that was built or changed since (or has no node of its own there, as text split
    /// off for inline attributes).
    ///
    /// Through it a parsed node offers what swift-markdown's tree does not keep: its exact
    /// UTF-8 range (`byteRange`) and UTF-16 columns (`sourceFile`), the source it was written
    /// as (`sourceText`), how a link was written (`MarkdownSyntax.Link.form`, `label`),
    /// heading and code-fence styles, and the neighbours this tree leaves out. Name its types
    /// through the module (`MarkdownSyntax.Link`), since both modules have a `Link`.
    public var syntaxNode: (any MarkdownSyntax.Markup)? { raw.markup.origin?.markup }
}

extension Document {
    /// The lossless tree the document was parsed into: every byte of the source, front
    /// matter, reference definitions, footnotes, math and alerts included; `nil` for a built
    /// or changed document (its unchanged nodes still have their `syntaxNode`).
    public var syntaxTree: MarkdownSyntax.Document? { syntaxNode as? MarkdownSyntax.Document }

    /// The front matter at the top, when parsed with `.parseFrontMatter`.
    public var frontMatter: MarkdownSyntax.FrontMatter? { syntaxTree?.frontMatter }

    /// The link reference definitions (`[label]: destination "title"`), which this tree
    /// resolves into its links and leaves out, in source order.
    public var linkReferenceDefinitions: [MarkdownSyntax.LinkReferenceDefinition] {
        syntaxTree?.descendants(ofType: MarkdownSyntax.LinkReferenceDefinition.self) ?? []
    }

    /// The footnote definitions, when parsed with `.parseFootnotes`, in source order.
    public var footnoteDefinitions: [MarkdownSyntax.FootnoteDefinition] {
        syntaxTree?.descendants(ofType: MarkdownSyntax.FootnoteDefinition.self) ?? []
    }
}
