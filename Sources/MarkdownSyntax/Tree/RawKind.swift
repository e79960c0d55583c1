/// The node kind and everything the source said about it.
package enum RawKind: Sendable {
    /// The source a parsed document came from, and the options it was parsed with.
    indirect case document(SourceFile?, ParseOptions)
    indirect case frontMatter(FrontMatterFormat, content: String)
    case blockQuote
    case orderedList(OrderedListInfo)
    case unorderedList(UnorderedListInfo)
    indirect case listItem(ListItemInfo)
    case paragraph
    indirect case heading(HeadingInfo)
    case thematicBreak(marker: UInt8)
    indirect case codeBlock(CodeBlockInfo)
    indirect case htmlBlock(String, htmlKind: Int)
    indirect case linkReferenceDefinition(LinkDefinitionInfo)
    case footnoteDefinition(label: String)
    indirect case blockDirective(BlockDirectiveInfo)
    indirect case table(TableInfo)
    case tableHead
    case tableBody
    case tableRow
    case tableCell(TableCellSpan)
    /// Most text is a range of the source (`TextContent`); `text(_:)` makes text of a string.
    case text(TextContent)
    case softBreak
    case lineBreak(LineBreakStyle)
    case emphasis(marker: UInt8)
    case strong(marker: UInt8)
    case strikethrough(delimiterCount: Int)
    /// The backtick count is 32 bits, so that the case fits in the node without a box of
    /// its own (a box for each code span). Most code is a range of the source, as most text.
    case inlineCode(code: TextContent, backticks: Int32)
    /// The destination is the code span's content.
    case symbolLink(destination: String, backticks: Int32)
    case inlineHTML(String)
    indirect case link(LinkInfo)
    indirect case image(LinkInfo)
    case footnoteReference(label: String)
    // GitHub: math and alerts.
    indirect case inlineMath(InlineMathInfo)
    indirect case mathBlock(MathBlockInfo)
    indirect case alert(AlertInfo)
    // MkDocs: containers with an indented body, definition lists, attribute lists, snippets.
    indirect case admonition(AdmonitionInfo)
    indirect case contentTab(ContentTabInfo)
    case definitionList
    case definitionTerm
    case definitionDescription(isLoose: Bool)
    indirect case attributeList(String)
    indirect case snippet(String)
}

extension RawKind {
    /// Text with characters of its own (decoded, or made in code).
    package static func text(_ string: String) -> RawKind { .text(.string(string)) }
}

package struct OrderedListInfo: Sendable, Hashable {
    package var start: Int
    package var delimiter: OrderedListDelimiter
    package var isTight: Bool
}

package struct UnorderedListInfo: Sendable, Hashable {
    package var marker: UnorderedListMarker
    package var isTight: Bool
}

package struct ListItemInfo: Sendable, Hashable {
    /// The marker as written: `-`, `*`, `+`, `1.`, `07)`.
    package var marker: String
    package var markerRange: Range<Int>?
    /// Columns from the marker's start to the item's content.
    package var contentOffset: Int
    package var checkbox: Checkbox?
    package var checkboxRange: Range<Int>?
}

package struct HeadingInfo: Sendable, Hashable {
    package var level: Int
    package var style: HeadingStyle
    /// The closing `#` sequence of a closed ATX heading, or the setext underline as written.
    package var closingSequence: String
}

package struct CodeBlockInfo: Sendable, Hashable {
    package var fence: CodeFence?
    /// The decoded info string (empty for indented code).
    package var infoString: String
    /// The code: a range of the source when its lines are written one after the other
    /// (most fenced code outside containers), so a parsed document holds no second copy.
    package var content: TextContent

    package init(fence: CodeFence?, infoString: String, content: TextContent) {
        self.fence = fence
        self.infoString = infoString
        self.content = content
    }

    package init(fence: CodeFence?, infoString: String, code: String) {
        self.init(fence: fence, infoString: infoString, content: .string(code))
    }

    /// The code as a string (made from the source's bytes for source text).
    package var code: String {
        get { content.string }
        set { content = .string(newValue) }
    }
}

package struct LinkInfo: Sendable, Hashable {
    package var destination: String
    package var title: String?
    package var form: LinkForm
    /// For reference forms: the label as written (for collapsed and shortcut links, the text).
    package var label: String?
}

package struct LinkDefinitionInfo: Sendable, Hashable {
    /// The label as written, without the brackets.
    package var label: String
    package var destination: String
    package var title: String?
}

package struct BlockDirectiveInfo: Sendable, Hashable {
    package var name: String
    /// The argument text, one segment per line it spans.
    package var segments: [DirectiveArgumentSegment]
    package var arguments: [DirectiveArgument]
    /// Whether a `{` opened a body (closed or not).
    package var hasBody: Bool
    /// From `@` to the end of the opening as written (name, arguments, `{`, and text after
    /// them that DocC ignores); nil for a built directive.
    package var opening: Range<Int>?
    /// The `}` that closed the body, with the text after it on its line that DocC ignores;
    /// nil for a directive without a closed body.
    package var closing: Range<Int>?
    /// A body written on the opening line (`@Row { text }`): the text read as its line of
    /// Markdown, which swift-markdown hands to cmark whole (trailing spaces included).
    package var singleLineBody: Range<Int>? = nil
}

package struct TableInfo: Sendable, Hashable {
    package var alignments: [TableAlignment?]
    /// The delimiter row (`| --- | :-: |`) and each of its cells, as written.
    package var delimiterRow: Range<Int>?
    package var delimiterCells: [Range<Int>]
}
