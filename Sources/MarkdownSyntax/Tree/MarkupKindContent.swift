extension MarkupKind {
    /// What a node's children are.
    public enum Content: Hashable, Sendable {
        /// No children: a leaf.
        case nothing
        /// Blocks of any kind: the node is a `BlockContainer`.
        case blocks
        /// List items.
        case listItems
        /// Inline content: the node is an `InlineContainer`.
        case inlines
        /// A table's head and body.
        case tableSections
        /// A table body's rows.
        case tableRows
        /// The cells of a table's head or of a row.
        case tableCells
    }
}
