import Markdown
import Testing

/// `format()` writes a blank line between blocks with the whole line prefix in force, as
/// swift-markdown's formatter does.
struct FormatBlankLineTests {
    @Test func blankLinesInADirectiveKeepItsIndentation() {
        let directive = BlockDirective(name: "Outer", children: [
            BlockDirective(name: "Inner", argumentText: "x: 1", children: [Paragraph(Text("One")), Paragraph(Text("Two"))]),
        ])
        #expect(Document(directive).format() == "@Outer {\n    @Inner(x: 1) {\n        One\n        \n        Two\n    }\n}")
    }

    @Test func blankLinesInAListItemKeepItsIndentation() {
        #expect(Document(parsing: "- One\n\n  Two\n").format() == "- One\n  \n  Two")
    }

    @Test func blankLinesInABlockQuoteKeepTheMarker() {
        #expect(Document(parsing: "> One\n>\n> Two\n").format() == "> One\n> \n> Two")
    }
}
