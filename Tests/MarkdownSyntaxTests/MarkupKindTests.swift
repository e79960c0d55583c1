import MarkdownSyntax
import Testing

/// `Markup.kind` names each node's type, and its classifications agree with the node types'
/// protocols and with the children the parser gives each kind.
struct MarkupKindTests {
    /// The kind each node type's visitor method stands for.
    struct ExpectedKind: MarkupVisitor {
        mutating func defaultVisit(_ markup: any Markup) -> MarkupKind? { nil }
        mutating func visitDocument(_ node: Document) -> MarkupKind? { .document }
        mutating func visitFrontMatter(_ node: FrontMatter) -> MarkupKind? { .frontMatter }
        mutating func visitBlockQuote(_ node: BlockQuote) -> MarkupKind? { .blockQuote }
        mutating func visitOrderedList(_ node: OrderedList) -> MarkupKind? { .orderedList }
        mutating func visitUnorderedList(_ node: UnorderedList) -> MarkupKind? { .unorderedList }
        mutating func visitListItem(_ node: ListItem) -> MarkupKind? { .listItem }
        mutating func visitParagraph(_ node: Paragraph) -> MarkupKind? { .paragraph }
        mutating func visitHeading(_ node: Heading) -> MarkupKind? { .heading }
        mutating func visitThematicBreak(_ node: ThematicBreak) -> MarkupKind? { .thematicBreak }
        mutating func visitCodeBlock(_ node: CodeBlock) -> MarkupKind? { .codeBlock }
        mutating func visitHTMLBlock(_ node: HTMLBlock) -> MarkupKind? { .htmlBlock }
        mutating func visitLinkReferenceDefinition(_ node: LinkReferenceDefinition) -> MarkupKind? { .linkReferenceDefinition }
        mutating func visitFootnoteDefinition(_ node: FootnoteDefinition) -> MarkupKind? { .footnoteDefinition }
        mutating func visitTable(_ node: Table) -> MarkupKind? { .table }
        mutating func visitTableHead(_ node: Table.Head) -> MarkupKind? { .tableHead }
        mutating func visitTableBody(_ node: Table.Body) -> MarkupKind? { .tableBody }
        mutating func visitTableRow(_ node: Table.Row) -> MarkupKind? { .tableRow }
        mutating func visitTableCell(_ node: Table.Cell) -> MarkupKind? { .tableCell }
        mutating func visitText(_ node: Text) -> MarkupKind? { .text }
        mutating func visitSoftBreak(_ node: SoftBreak) -> MarkupKind? { .softBreak }
        mutating func visitLineBreak(_ node: LineBreak) -> MarkupKind? { .lineBreak }
        mutating func visitEmphasis(_ node: Emphasis) -> MarkupKind? { .emphasis }
        mutating func visitStrong(_ node: Strong) -> MarkupKind? { .strong }
        mutating func visitStrikethrough(_ node: Strikethrough) -> MarkupKind? { .strikethrough }
        mutating func visitInlineCode(_ node: InlineCode) -> MarkupKind? { .inlineCode }
        mutating func visitInlineHTML(_ node: InlineHTML) -> MarkupKind? { .inlineHTML }
        mutating func visitLink(_ node: Link) -> MarkupKind? { .link }
        mutating func visitImage(_ node: Image) -> MarkupKind? { .image }
        mutating func visitFootnoteReference(_ node: FootnoteReference) -> MarkupKind? { .footnoteReference }
        mutating func visitBlockDirective(_ node: BlockDirective) -> MarkupKind? { .blockDirective }
        mutating func visitSymbolLink(_ node: SymbolLink) -> MarkupKind? { .symbolLink }
        mutating func visitInlineMath(_ node: InlineMath) -> MarkupKind? { .inlineMath }
        mutating func visitMathBlock(_ node: MathBlock) -> MarkupKind? { .mathBlock }
        mutating func visitAlert(_ node: Alert) -> MarkupKind? { .alert }
        mutating func visitAdmonition(_ node: Admonition) -> MarkupKind? { .admonition }
        mutating func visitContentTab(_ node: ContentTab) -> MarkupKind? { .contentTab }
        mutating func visitDefinitionList(_ node: DefinitionList) -> MarkupKind? { .definitionList }
        mutating func visitDefinitionTerm(_ node: DefinitionTerm) -> MarkupKind? { .definitionTerm }
        mutating func visitDefinitionDescription(_ node: DefinitionDescription) -> MarkupKind? { .definitionDescription }
        mutating func visitAttributeList(_ node: AttributeList) -> MarkupKind? { .attributeList }
        mutating func visitSnippet(_ node: Snippet) -> MarkupKind? { .snippet }
    }

    static let nodes = Document(parsing: VisitorTests.everyKind).allNodes
        + Document(parsing: VisitorTests.everyDocCKind, options: .docc).allNodes
        + Document(parsing: VisitorTests.everyGitHubKind).allNodes
        + Document(parsing: VisitorTests.everyMkDocsKind, options: .mkdocs).allNodes

    @Test func theSampleHoldsEveryKind() {
        let missing = Set(MarkupKind.allCases).subtracting(Self.nodes.map(\.kind))
        #expect(missing.isEmpty, "add nodes of these kinds to a VisitorTests sample: \(missing)")
    }

    @Test func everyNodeNamesItsOwnType() {
        var expected = ExpectedKind()
        for node in Self.nodes {
            #expect(node.kind == expected.visit(node), "\(type(of: node))")
        }
    }

    @Test func classificationsAgreeWithTheNodeTypesAndTheirChildren() {
        for node in Self.nodes {
            #expect(TreeInvariants.kindViolations(of: node).isEmpty, "\(TreeInvariants.kindViolations(of: node))")
        }
    }

    @Test func builtNodesHaveTheirKind() {
        let paragraph = Paragraph(Text("a"), Emphasis(Text("b")))
        #expect(paragraph.kind == .paragraph)
        #expect(paragraph.children.map(\.kind) == [.text, .emphasis])
        #expect(Document([paragraph, ThematicBreak()]).children.map(\.kind.isBlock) == [true, true])
    }

    @Test func misplacedChildrenAreReported() {
        // A tree built by hand can put a block where inlines belong; the invariants say so.
        let paragraph = Paragraph(raw: RawMarkup(.paragraph, children: [ThematicBreak().raw]))
        #expect(TreeInvariants.kindViolations(of: paragraph) == ["Paragraph holds ThematicBreak"])
    }
}
