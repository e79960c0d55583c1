@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD046Tests {
    private func html(_ text: String) -> String { HTMLRenderer().render(Document(parsing: text)) }

    private static let fenced = #"{"style": "fenced"}"#
    private static let indented = #"{"style": "indented"}"#

    /// Fixes with safe fixes only, checks that the rendering did not change and that nothing
    /// fixable is left, and returns the result.
    private func safeFix(_ source: String, _ options: String = "") throws -> String {
        let fixed = try LintTesting.fix(source, only: "MD046", options: options, unsafe: false)
        #expect(html(fixed) == html(source), "rendering changed:\n\(source)\n->\n\(fixed)")
        #expect(try LintTesting.lint(fixed, only: "MD046", options: options).allSatisfy { $0.fix == nil })
        return fixed
    }

    // MARK: Reporting

    @Test func consistentFollowsTheFirstBlock() throws {
        let source = "Text\n\n```ruby\ncode\n```\n\nText\n\n    indented\n\nText\n\n~~~\nmore\n~~~\n"
        let findings = try LintTesting.lint(source, only: "MD046")
        #expect(findings.map(\.line) == [9])
        #expect(findings.map(\.detail) == ["Expected: fenced; Actual: indented"])
        #expect(findings.map(\.column) == [1])
        let first = try LintTesting.lint("    indented\n\n```\nfenced\n```\n", only: "MD046")
        #expect(first.map(\.line) == [3] && first.map(\.detail) == ["Expected: indented; Actual: fenced"])
    }

    @Test func fixedStyles() throws {
        let source = "    indented\n\n```\nfenced\n```\n"
        #expect(try LintTesting.lint(source, only: "MD046", options: Self.fenced).map(\.line) == [1])
        #expect(try LintTesting.lint(source, only: "MD046", options: Self.indented).map(\.line) == [3])
        #expect(try LintTesting.lint("Text\n", only: "MD046", options: Self.fenced).isEmpty)
    }

    // MARK: Indented to fenced

    @Test func indentedBecomesFenced() throws {
        let source = "Text\n\n    # code\n      more\n\n    last\n\nText\n"
        let fixed = try safeFix(source, Self.fenced)
        #expect(fixed == "Text\n\n```\n# code\n  more\n\nlast\n```\n\nText\n")
    }

    @Test func fenceFollowsTheFirstFencedBlockAndOutrunsTheCode() throws {
        let tilde = try safeFix("~~~\na\n~~~\n\n    b\n")
        #expect(tilde == "~~~\na\n~~~\n\n~~~\nb\n~~~\n")
        let backticks = try safeFix("Text\n\n    ```\n    x ```` y\n", Self.fenced)
        #expect(backticks == "Text\n\n`````\n```\nx ```` y\n`````\n")
    }

    @Test func blankLinesInsideKeepTheirExtraSpaces() throws {
        // A blank line of six spaces holds two spaces of code; one of two spaces holds none.
        let source = "    a\n      \n  \n    b\n"
        let fixed = try safeFix(source, Self.fenced)
        #expect(fixed == "```\na\n  \n\nb\n```\n")
    }

    @Test func blockQuotesAndLists() throws {
        let quote = "> Quoted code:\n>\n>     make install\n>     make test\n"
        #expect(try safeFix(quote, Self.fenced) == "> Quoted code:\n>\n> ```\n> make install\n> make test\n> ```\n")
        let list = "1. Build it:\n\n       make\n\n2. Test it\n"
        #expect(try safeFix(list, Self.fenced) == "1. Build it:\n\n   ```\n   make\n   ```\n\n2. Test it\n")
        let nested = "> - Item\n>\n>       code\n"
        #expect(try safeFix(nested, Self.fenced) == "> - Item\n>\n>   ```\n>   code\n>   ```\n")
    }

    @Test func codeOnTheListMarkerLine() throws {
        let source = "-     code\n      more\n"
        #expect(try safeFix(source, Self.fenced) == "- ```\n  code\n  more\n  ```\n")
        let ordered = "10.     x\n"
        #expect(try safeFix(ordered, Self.fenced) == "10. ```\n    x\n    ```\n")
    }

    @Test func tabs() throws {
        #expect(try safeFix("\tcode\n\t\tmore\n", Self.fenced) == "```\ncode\n\tmore\n```\n")
        // The quote's optional space takes one column of the tab; the rest is indentation.
        #expect(try safeFix(">\t\tcode\n", Self.fenced) == "> ```\n>   code\n> ```\n")
        #expect(try safeFix("  \tcode\n", Self.fenced) == "```\ncode\n```\n")
        #expect(try safeFix("-\t    code\n", Self.fenced) == "- ```\n    code\n  ```\n")
    }

    @Test func endOfFileAndCRLF() throws {
        #expect(try safeFix("Text\n\n    code", Self.fenced) == "Text\n\n```\ncode\n```")
        #expect(try safeFix("Text\r\n\r\n    code\r\n", Self.fenced) == "Text\r\n\r\n```\r\ncode\r\n```\r\n")
    }

    @Test func blocksAroundTheConvertedOne() throws {
        // Text right after the code, and a heading right before it.
        let source = "# Heading\n    code\nText\n"
        #expect(try safeFix(source, Self.fenced) == "# Heading\n```\ncode\n```\nText\n")
        let rule = "***\n    code\n---\n"
        #expect(try safeFix(rule, Self.fenced) == "***\n```\ncode\n```\n---\n")
    }

    @Test func footnotesAreReportedWithoutAFix() throws {
        let source = "Text[^1]\n\n[^1]: Note\n\n        code\n"
        let findings = try LintTesting.lint(source, only: "MD046", options: Self.fenced)
        #expect(findings.map(\.line) == [5])
        #expect(findings.first?.fix == nil)
    }

    // MARK: Fenced to indented

    @Test func fencedBecomesIndented() throws {
        let source = "Text\n\n```\n# code\n\n  more\n```\n\nText\n"
        #expect(try safeFix(source, Self.indented) == "Text\n\n    # code\n\n      more\n\nText\n")
        // The fence's own indentation is removed from the code first.
        #expect(try safeFix("Text\n\n  ~~~\n  a\n   b\n  ~~~\n", Self.indented) == "Text\n\n    a\n     b\n")
    }

    @Test func fencedInContainersBecomesIndented() throws {
        let quote = "> Text\n>\n> ```\n> code\n> ```\n"
        #expect(try safeFix(quote, Self.indented) == "> Text\n>\n>     code\n")
        let list = "- Item\n\n  ```\n  code\n  ```\n"
        #expect(try safeFix(list, Self.indented) == "- Item\n\n      code\n")
        let quoteStart = "Text\n\n> ```\n> code\n> ```\n"
        #expect(try safeFix(quoteStart, Self.indented) == "Text\n\n>     code\n")
    }

    @Test func afterAHeadingWithoutBlankLine() throws {
        #expect(try safeFix("# Title\n```\ncode\n```\n", Self.indented) == "# Title\n    code\n")
        #expect(try safeFix("```\ncode\n```\n", Self.indented) == "    code\n")
    }

    @Test func fencedBlocksThatStayFenced() throws {
        let cases = [
            "```ruby\ncode\n```\n",                   // an info string
            "Text\n\n```\ncode\n",                   // no closing fence
            "Text\n\n```\n\ncode\n```\n",            // a blank first line
            "Text\n\n```\ncode\n\n```\n",            // a blank last line
            "Text\n\n```\n```\n",                    // no code
            "Text\n```\ncode\n```\n",                // right after a paragraph
            "- Item\n\n```\ncode\n```\n",            // after a list, which would take the lines in
            "Text\n\n```\ncode\n```\n\n    more\n", // before an indented block, which it would join
            "- ```\n  code\n  ```\n",                // on a list marker line
            "Text\n\n```\ncode\n```\n```\nmore\n```\n", // before a fenced block that may turn indented too
        ]
        for source in cases {
            let findings = try LintTesting.lint(source, only: "MD046", options: Self.indented)
            #expect(!findings.isEmpty, "\(source)")
            #expect(findings.first?.fix == nil, "\(source)")
        }
    }

    @Test func consecutiveFencedBlocksConvertOneAtATime() throws {
        // The second turns indented; the first then stays fenced, since the two would merge.
        let source = "Text\n\n```\none\n```\n```\ntwo\n```\n"
        let fixed = try safeFix(source, Self.indented)
        #expect(fixed == "Text\n\n```\none\n```\n    two\n")
        #expect(try LintTesting.lint(fixed, only: "MD046", options: Self.indented).count == 1)
    }

    @Test func roundTrip() throws {
        let source = "# T\n\n> Quote:\n>\n>     a\n>\n>       b\n\n- Item\n\n      c\n\n      d\n"
        let fenced = try safeFix(source, Self.fenced)
        #expect(fenced == "# T\n\n> Quote:\n>\n> ```\n> a\n>\n>   b\n> ```\n\n- Item\n\n  ```\n  c\n\n  d\n  ```\n")
        #expect(try safeFix(fenced, Self.indented) == source)
    }
}
