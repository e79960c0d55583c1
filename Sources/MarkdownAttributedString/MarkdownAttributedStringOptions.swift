import MarkdownSyntax

/// How Markdown becomes an `AttributedString`, named as Foundation's
/// `AttributedString.MarkdownParsingOptions` names it.
public struct MarkdownAttributedStringOptions: Hashable, Sendable {
    /// Which syntax is read, as Foundation's `InterpretedSyntax`.
    public enum InterpretedSyntax: Hashable, Sendable {
        /// Blocks and inlines: runs carry their enclosing blocks.
        case full
        /// Inline syntax only (the text is one paragraph, block markers stay text); runs
        /// carry no block intent and a line ending becomes a space.
        case inlineOnly
        /// As `inlineOnly`, keeping the whitespace that paragraph parsing drops: the text's
        /// leading and trailing whitespace, each line's indentation, blank lines, and line
        /// endings (as `\n`).
        case inlineOnlyPreservingWhitespace
    }

    /// Which syntax is read.
    public var interpretedSyntax: InterpretedSyntax
    /// How text is parsed: flavor, front matter, nesting depth. `inlineOnly` follows
    /// `interpretedSyntax`.
    public var parseOptions: ParseOptions

    /// Options reading `interpretedSyntax` with `parseOptions` (GFM by default).
    public init(interpretedSyntax: InterpretedSyntax = .full, parseOptions: ParseOptions = .gfm) {
        self.interpretedSyntax = interpretedSyntax
        self.parseOptions = parseOptions
    }

    /// Whether runs carry block intents.
    var readsBlocks: Bool { interpretedSyntax == .full }

    /// `parseOptions` with `inlineOnly` set as `interpretedSyntax` says.
    var effectiveParseOptions: ParseOptions {
        var options = parseOptions
        options.inlineOnly = !readsBlocks
        return options
    }
}
