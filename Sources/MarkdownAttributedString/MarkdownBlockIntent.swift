/// The blocks that enclose a run, from the outermost to the innermost, as Foundation's
/// `PresentationIntent` describes them (innermost first there).
public struct MarkdownBlockIntent: Hashable, Sendable {
    /// One enclosing block.
    public struct Component: Hashable, Sendable {
        /// What the block is.
        public var kind: MarkdownBlockKind
        /// Unique among the blocks of one document and the same each time the same input is
        /// converted: blocks are numbered from 1 in document order, as Foundation numbers
        /// its presentation intents.
        public var identity: Int

        /// A component of kind `kind` with identity `identity`.
        public init(kind: MarkdownBlockKind, identity: Int) {
            self.kind = kind
            self.identity = identity
        }
    }

    /// The enclosing blocks, outermost first; empty for text read with inline syntax only.
    public var components: [Component]

    /// An intent of the enclosing blocks `components`, outermost first.
    public init(components: [Component]) {
        self.components = components
    }

    /// The block the run belongs to directly (a paragraph, a heading, a table cell, …).
    public var innermost: Component? { components.last }
}
