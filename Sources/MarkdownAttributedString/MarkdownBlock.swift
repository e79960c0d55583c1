#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A block of an attributed string made from Markdown (a paragraph, a heading, a code
/// block, a table cell, …): its runs, with the blocks around it.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
public struct MarkdownBlock: Sendable {
    /// The block is `intent.innermost`, inside the blocks before it; no components for text
    /// read with inline syntax only.
    public var intent: MarkdownBlockIntent
    /// The block's runs.
    public var content: AttributedSubstring

    /// A block of `content` with `intent`.
    public init(intent: MarkdownBlockIntent, content: AttributedSubstring) {
        self.intent = intent
        self.content = content
    }

    /// Whether the block's text is only the placeholder (a thematic break, an empty cell, …).
    public var isEmpty: Bool {
        content.characters.elementsEqual(AttributeScopes.MarkdownAttributes.placeholder)
    }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributedString {
    /// The runs grouped into the blocks they belong to, in order: what a renderer lays out
    /// one below the other (nesting them by the intents' components).
    public var markdownBlocks: [MarkdownBlock] {
        runs[AttributeScopes.MarkdownAttributes.BlockIntentAttribute.self].map { intent, range in
            MarkdownBlock(intent: intent ?? MarkdownBlockIntent(components: []), content: self[range])
        }
    }
}
