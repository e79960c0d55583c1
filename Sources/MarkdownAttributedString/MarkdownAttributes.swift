#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MarkdownSyntax

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributeScopes {
    /// The attributes of an `AttributedString` made from a Markdown tree (see
    /// `AttributedString(markdownTree:options:)`).
    public var markdown: MarkdownAttributes.Type { MarkdownAttributes.self }

    /// The attributes of an `AttributedString` made from a Markdown tree, available on every
    /// platform: each run's enclosing blocks, its inline markup, footnote references and
    /// source range, plus Foundation's `link`, `imageURL` (an image's run is its alternate
    /// text) and, on Apple platforms, `presentationIntent` and `inlinePresentationIntent`.
    public struct MarkdownAttributes: AttributeScope {
        /// The enclosing blocks, outermost first.
        public let markdownBlockIntent: BlockIntentAttribute
        /// The inline markup around the run.
        public let markdownInlineIntent: InlineIntentAttribute
        /// A footnote reference: its run is the footnote's number.
        public let markdownFootnoteReference: FootnoteReferenceAttribute
        /// Where the run's text was written.
        public let markdownSourceRange: SourceRangeAttribute
        // DocC symbol links (``Symbol``) get a `markdownSymbolLink` attribute here once the
        // DocC dialect lands.
        /// Foundation's attributes: `link`, `imageURL` and, on Apple platforms, the
        /// presentation intents.
        public let foundation: FoundationAttributes

        /// The text of a block that has none (a thematic break, an empty cell, heading or
        /// list item) and of an image without alternate text: U+FFFC OBJECT REPLACEMENT
        /// CHARACTER, so that each has a run to carry its attributes.
        public static let placeholder = "\u{FFFC}"

        /// The key of `markdownBlockIntent`.
        public enum BlockIntentAttribute: AttributedStringKey {
            /// The enclosing blocks.
            public typealias Value = MarkdownBlockIntent
            /// The key's name.
            public static let name = "MarkdownAttributedString.blockIntent"
        }

        /// The key of `markdownInlineIntent`.
        public enum InlineIntentAttribute: AttributedStringKey {
            /// The inline markup around a run.
            public typealias Value = MarkdownInlineIntent
            /// The key's name.
            public static let name = "MarkdownAttributedString.inlineIntent"
        }

        /// The key of `markdownFootnoteReference`.
        public enum FootnoteReferenceAttribute: AttributedStringKey {
            /// The label of the footnote definition, as written there (the label of its
            /// `MarkdownBlockKind.footnoteDefinition`).
            public typealias Value = String
            /// The key's name.
            public static let name = "MarkdownAttributedString.footnoteReference"
        }

        /// The key of `markdownSourceRange`.
        public enum SourceRangeAttribute: AttributedStringKey {
            /// Lines, UTF-8 columns and byte offsets in the parsed source.
            public typealias Value = SourceRange
            /// The key's name.
            public static let name = "MarkdownAttributedString.sourceRange"
        }
    }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributeDynamicLookup {
    /// Dot syntax for the Markdown attributes (`run.markdownBlockIntent`).
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.MarkdownAttributes, T>
    ) -> T {
        self[T.self]
    }
}
