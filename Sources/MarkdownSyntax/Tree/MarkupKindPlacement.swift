extension MarkupKind {
    /// Where a node stands in a tree.
    public enum Placement: Hashable, Sendable {
        /// The root: a `Document`.
        case root
        /// Among blocks: a `BlockMarkup`.
        case block
        /// Inside a table: its head, body, rows and cells.
        case tablePart
        /// Inside inline content: an `InlineMarkup`.
        case inline
    }
}
