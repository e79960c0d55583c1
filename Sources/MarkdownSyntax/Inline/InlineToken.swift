/// A flat record of one inline construct found by the scanner. Tokens stay in source
/// order; emphasis and links are recorded as matches between tokens, and the tree is
/// built from them in one pass at the end.
struct InlineToken {
    enum Kind: UInt8 {
        /// Literal text; escapes and character references are decoded when the tree is built.
        case text
        case softBreak
        case backslashBreak
        /// A hard break of trailing spaces; `payload` is the number of spaces.
        case spacesBreak
        /// `payload` indexes `InlineParser.codeSpans`.
        case code
        /// `payload` indexes `InlineParser.mathSpans`.
        case math
        case html
        /// `<…>` autolinks and GFM bare URLs; `payload` indexes `InlineParser.links`.
        case autolink
        /// A run of `*`, `_` or `~`; `payload` indexes `InlineParser.delimiters`.
        case delimiterRun
        /// `[` or `![`; `payload` indexes `InlineParser.links` once it opens a link.
        case bracket
        /// `]` and the destination or label after it; `payload` indexes `InlineParser.links`.
        case linkClose
    }

    var kind: Kind
    /// Buffer range of the source the token covers.
    @Narrow var start: Int
    @Narrow var end: Int
    @Narrow var payload: Int = -1
}

/// A link, image, autolink or footnote reference found by the scanner.
struct InlineLink {
    enum Kind { case link, image, footnoteReference }
    var kind: Kind
    var info: LinkInfo
    /// Buffer offset where the link starts (its `[`, `![` or `<`).
    var start: Int
    /// Buffer range of the link text for autolinks.
    var textRange: Range<Int> = 0..<0
}

/// An entry on the delimiter stack (a doubly linked list kept in an array).
struct Delimiter {
    @Narrow var token: Int
    var character: UInt8
    @Narrow var originalCount: Int
    @Narrow var remaining: Int
    var canOpen: Bool
    var canClose: Bool
    @Narrow var previous: Int
    @Narrow var next: Int
    /// Characters used by matches from the left (as a closer) and from the right (as an opener).
    @Narrow var usedLeft: Int = 0
    @Narrow var usedRight: Int = 0
    /// Matches this run closes, in the order made (innermost first): a linked list.
    @Narrow var firstClose: Int = -1
    @Narrow var lastClose: Int = -1
    /// Matches this run opens, most recent (outermost) first: a linked list.
    @Narrow var firstOpen: Int = -1
}

/// Emphasis, strong emphasis or strikethrough made from two delimiter runs.
struct EmphasisMatch {
    enum Kind { case emphasis, strong, strikethrough }
    var kind: Kind
    var character: UInt8
    @Narrow var width: Int
    /// Buffer range from the first opening to the last closing delimiter character.
    @Narrow var start: Int
    @Narrow var end: Int
    @Narrow var nextClose: Int = -1
    @Narrow var nextOpen: Int = -1
}

/// An open `[` or `![` waiting for its `]`.
struct Bracket {
    var token: Int
    var isImage: Bool
    /// The top of the delimiter stack when the bracket was pushed.
    var delimiterBottom: Int
    /// Buffer offset just after `[` or `![`.
    var textStart: Int
}
