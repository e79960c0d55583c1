/// An immutable node: its attributes, the range it was parsed from and its children.
///
/// Trees share unchanged subtrees: an edit rebuilds only the path from the edited node to the
/// root, so the raw nodes beside that path are the same objects before and after.
final class RawMarkup: Sendable {
    let data: RawMarkupData
    let parsedRange: SourceRange?
    /// The node of MarkdownSyntax's tree this one was converted from; every change makes a
    /// new raw node without one, since the lossless tree no longer says what it holds.
    let origin: SyntaxOrigin?
    /// Not `let` only so that `deinit` can take deep trees apart without recursion.
    nonisolated(unsafe) private(set) var children: [RawMarkup]
    /// How many nodes the subtree holds, this one included (preorder identifiers step by it).
    let subtreeCount: Int

    init(_ data: RawMarkupData, parsedRange: SourceRange?, _ children: [RawMarkup], origin: SyntaxOrigin? = nil) {
        self.data = data
        self.parsedRange = parsedRange
        self.origin = origin
        self.children = children
        subtreeCount = children.reduce(1) { $0 + $1.subtreeCount }
    }

    /// Releasing a chain thousands of nodes deep one `deinit` inside another would overflow
    /// the stack, so uniquely held descendants are released from a worklist instead.
    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node) {
                pending.append(contentsOf: node.children)
                node.children = []
            }
        }
    }

    /// The same node with other children (its own range kept).
    func withChildren(_ newChildren: [RawMarkup]) -> RawMarkup {
        RawMarkup(data, parsedRange: parsedRange, newChildren)
    }

    /// The same node with other attributes; the range goes, since the source no longer says this.
    func withData(_ newData: RawMarkupData) -> RawMarkup {
        RawMarkup(newData, parsedRange: nil, children)
    }

    /// The node with one child replaced; the range goes, since the source no longer says this.
    func substitutingChild(_ child: RawMarkup, at index: Int) -> RawMarkup {
        var newChildren = children
        newChildren[index] = child
        return RawMarkup(data, parsedRange: nil, newChildren)
    }

    /// Whether both trees have the same kinds, attributes and shape (ranges aside).
    func hasSameStructure(as other: RawMarkup) -> Bool {
        if self === other { return true }
        guard data == other.data, children.count == other.children.count else { return false }
        return zip(children, other.children).allSatisfy { $0.hasSameStructure(as: $1) }
    }
}

extension RawMarkup {
    static func document(parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.document, parsedRange: parsedRange, children)
    }
    static func blockQuote(parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.blockQuote, parsedRange: parsedRange, children)
    }
    static func codeBlock(parsedRange: SourceRange?, code: String, language: String?) -> RawMarkup {
        RawMarkup(.codeBlock(code: code, language: language), parsedRange: parsedRange, [])
    }
    static func customBlock(parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.customBlock, parsedRange: parsedRange, children)
    }
    static func htmlBlock(parsedRange: SourceRange?, html: String) -> RawMarkup {
        RawMarkup(.htmlBlock(html), parsedRange: parsedRange, [])
    }
    static func heading(level: Int, parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.heading(level: level), parsedRange: parsedRange, children)
    }
    static func thematicBreak(parsedRange: SourceRange?) -> RawMarkup {
        RawMarkup(.thematicBreak, parsedRange: parsedRange, [])
    }
    static func orderedList(parsedRange: SourceRange?, _ items: [RawMarkup], startIndex: UInt = 1) -> RawMarkup {
        RawMarkup(.orderedList(startIndex: startIndex), parsedRange: parsedRange, items)
    }
    static func unorderedList(parsedRange: SourceRange?, _ items: [RawMarkup]) -> RawMarkup {
        RawMarkup(.unorderedList, parsedRange: parsedRange, items)
    }
    static func listItem(checkbox: Checkbox?, parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.listItem(checkbox: checkbox), parsedRange: parsedRange, children)
    }
    static func paragraph(parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.paragraph, parsedRange: parsedRange, children)
    }
    static func table(columnAlignments: [Table.ColumnAlignment?], parsedRange: SourceRange?, header: RawMarkup,
                      body: RawMarkup) -> RawMarkup {
        RawMarkup(.table(columnAlignments: columnAlignments), parsedRange: parsedRange, [header, body])
    }
    static func tableHead(parsedRange: SourceRange?, columns: [RawMarkup]) -> RawMarkup {
        RawMarkup(.tableHead, parsedRange: parsedRange, columns)
    }
    static func tableBody(parsedRange: SourceRange?, rows: [RawMarkup]) -> RawMarkup {
        RawMarkup(.tableBody, parsedRange: parsedRange, rows)
    }
    static func tableRow(parsedRange: SourceRange?, _ cells: [RawMarkup]) -> RawMarkup {
        RawMarkup(.tableRow, parsedRange: parsedRange, cells)
    }
    static func tableCell(parsedRange: SourceRange?, colspan: UInt, rowspan: UInt, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.tableCell(colspan: colspan, rowspan: rowspan), parsedRange: parsedRange, children)
    }
    static func text(parsedRange: SourceRange?, string: String) -> RawMarkup {
        RawMarkup(.text(string), parsedRange: parsedRange, [])
    }
    static func softBreak(parsedRange: SourceRange?) -> RawMarkup { RawMarkup(.softBreak, parsedRange: parsedRange, []) }
    static func lineBreak(parsedRange: SourceRange?) -> RawMarkup { RawMarkup(.lineBreak, parsedRange: parsedRange, []) }
    static func customInline(parsedRange: SourceRange?, text: String) -> RawMarkup {
        RawMarkup(.customInline(text), parsedRange: parsedRange, [])
    }
    static func emphasis(parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.emphasis, parsedRange: parsedRange, children)
    }
    static func strong(parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.strong, parsedRange: parsedRange, children)
    }
    static func strikethrough(parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.strikethrough, parsedRange: parsedRange, children)
    }
    static func inlineCode(parsedRange: SourceRange?, code: String) -> RawMarkup {
        RawMarkup(.inlineCode(code), parsedRange: parsedRange, [])
    }
    static func inlineHTML(parsedRange: SourceRange?, html: String) -> RawMarkup {
        RawMarkup(.inlineHTML(html), parsedRange: parsedRange, [])
    }
    static func link(destination: String?, title: String? = nil, parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.link(destination: destination, title: title), parsedRange: parsedRange, children)
    }
    static func image(source: String?, title: String?, parsedRange: SourceRange?, _ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(.image(source: source, title: title), parsedRange: parsedRange, children)
    }
}
