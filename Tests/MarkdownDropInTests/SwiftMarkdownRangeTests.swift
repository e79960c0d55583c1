import Markdown
import Testing

/// Ranges where swift-markdown's conventions differ from the lossless tree's: the `Markdown`
/// product reports swift-markdown's, except where those point at the wrong bytes.
struct SwiftMarkdownRangeTests {
    private func range(_ start: (Int, Int), _ end: (Int, Int)) -> SourceRange {
        SourceLocation(line: start.0, column: start.1, source: nil)..<SourceLocation(line: end.0, column: end.1, source: nil)
    }

    @Test func indentedCodeStartsAtItsCode() throws {
        let document = Document(parsing: "Text.\n\n    let x = 1\n")
        let code = try #require(document.child(at: 1) as? CodeBlock)
        #expect(code.range == range((3, 5), (3, 14)))
    }

    @Test func aTabOfIndentationIsPassedOver() throws {
        let code = try #require(Document(parsing: "\tcall()\n").child(at: 0) as? CodeBlock)
        #expect(code.range == range((1, 2), (1, 8)))
    }

    @Test func indentedCodeInADirectiveStartsAfterTheDirectivesIndentationAndItsOwn() throws {
        let source = "@Note {\n  Intro.\n\n      indented()\n}\n"
        let directive = try #require(Document(parsing: source, options: .parseBlockDirectives).child(at: 0) as? BlockDirective)
        let code = try #require(directive.child(at: 1) as? CodeBlock)
        #expect(code.code == "indented()\n")
        #expect(code.range == range((4, 7), (4, 17)))
    }

    @Test func aOneLineDirectiveTakesItsWholeLine() throws {
        let document = Document(parsing: "@Chip { tag } \n", options: .parseBlockDirectives)
        let directive = try #require(document.child(at: 0) as? BlockDirective)
        #expect(directive.range == range((1, 1), (1, 15)))
        // cmark is handed the text before the `}` (space included) and ends the paragraph there.
        let paragraph = try #require(directive.child(at: 0) as? Paragraph)
        #expect(paragraph.range == range((1, 9), (1, 13)))
        #expect(paragraph.child(at: 0)?.range == range((1, 9), (1, 12)))
    }

    @Test func aOneLineDirectiveWithoutTrailingSpacesEndsAtItsBrace() throws {
        let document = Document(parsing: "@Chip { tag }", options: .parseBlockDirectives)
        let directive = try #require(document.child(at: 0) as? BlockDirective)
        #expect(directive.range == range((1, 1), (1, 14)))
        #expect(directive.child(at: 0)?.range == range((1, 9), (1, 12)))
    }

    /// swift-markdown moves the `}` to column 3 (the paragraph's indentation); it is at column 1.
    @Test func textAfterAnUnopenedDirectiveKeepsItsColumns() throws {
        let document = Document(parsing: "@Chip(x: 1)\n  Loose text.\n}\n", options: .parseBlockDirectives)
        let paragraph = try #require(document.child(at: 1) as? Paragraph)
        let brace = try #require(paragraph.child(at: 2) as? Text)
        #expect(brace.string == "}")
        #expect(brace.range == range((3, 1), (3, 2)))
        #expect(document.range == range((1, 1), (3, 2)))
    }
}
