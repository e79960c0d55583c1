import MarkdownSyntax
import Testing

/// The MkDocs dialect reads what Python-Markdown and Material's extensions read.
struct MkDocsParsingTests {
    private func dump(_ markdown: String) -> [String] {
        TreeDumper.dump(Document(parsing: markdown, options: .mkdocs)).split(separator: "\n").map {
            String($0.drop { !$0.isLetter })
        }
    }

    @Test func admonitionsAndDetailsAreContainers() {
        #expect(dump("???+ warning \"Careful\"\n    Body.\n") == [
            "Document @1:1-3:1",
            "Admonition @1:1-2:10 style: \"???+\" qualifiers: \"warning\" title: \"Careful\"",
            "Paragraph @2:5-2:10", "Text @2:5-2:10 \"Body.\"",
        ])
        #expect(Document(parsing: "!!! note\n    Body.\n", options: .gfm).nodes(of: Admonition.self).isEmpty)
    }

    @Test func nestedContentNeedsFourSpaces() {
        let lists = Document(parsing: "- a\n    - b\n- c\n  - d\n", options: .mkdocs).nodes(of: UnorderedList.self)
        #expect(lists.count == 2, "four spaces nest; two make another item of the same list")
        #expect(lists.first?.children.count == 3)
    }

    @Test func aListAfterAParagraphNeedsABlankLine() {
        #expect(Document(parsing: "Para.\n- x\n", options: .mkdocs).nodes(of: UnorderedList.self).isEmpty)
        #expect(Document(parsing: "Para.\n\n- x\n", options: .mkdocs).nodes(of: UnorderedList.self).count == 1)
    }

    @Test func markdownInHTMLBlocksRunToTheirClosingTag() {
        #expect(dump("<div markdown>\n*x*\n\n</div>\n") == [
            "Document @1:1-5:1", "HTMLBlock @1:1-4:7 kind: 8 html: \"<div markdown>\\n*x*\\n\\n</div>\"",
        ])
    }

    @Test func attributeListsAttachToTheirInlineOrHeading() {
        #expect(dump("[link](u){ .c }\n").contains("AttributeList @1:10-1:16 \"{ .c }\""))
        #expect(dump("## Head { #id }\n").contains("AttributeList @1:9-1:16 \"{ #id }\""))
    }

    @Test func arithmatexMath() {
        let math = Document(parsing: "a$x$b and $$y$$\n", options: .mkdocs).nodes(of: InlineMath.self).map(\.tex)
        #expect(math == ["x", "y"], "arithmatex needs no space around `$`; `$$y$$` is `$`, math, `$`")
    }
}
