import MarkdownSyntax
import Testing

/// GitHub's rules for what opens and closes math, one test each (README, "GitHub math and
/// alerts"), and alerts.
struct GitHubMathTests {
    /// The TeX of each inline math node, in document order.
    private func math(_ markdown: String, options: ParseOptions = .gfm) -> [String] {
        Document(parsing: markdown, options: options).nodes(of: InlineMath.self).map(\.tex)
    }

    @Test func dollarsAroundTeXAreInlineMath() {
        #expect(math("Math: $a_1 * b_2 * c$ here.") == ["a_1 * b_2 * c"])
        #expect(math("($x$) and **$y$**") == ["x", "y"])
    }

    @Test func aLetterOrDigitBeforeTheOpeningDollarKeepsItText() {
        #expect(math("a$x$ b").isEmpty)
        #expect(math("US$5 and US$10").isEmpty)
    }

    @Test func whitespaceInsideTheDelimitersKeepsThemText() {
        #expect(math("$ x$").isEmpty)
        #expect(math("$x $").isEmpty)
        #expect(math("costs $5 and $10").isEmpty)
    }

    @Test func aLetterDigitOrDollarAfterTheClosingDollarKeepsItText() {
        #expect(math("$x$y").isEmpty)
        #expect(math("$x$5").isEmpty)
        #expect(math("$x$.") == ["x"])
    }

    @Test func anEscapedDollarNeitherOpensNorCloses() {
        #expect(math("\\$x$").isEmpty)
        #expect(math("$a\\$b$") == ["a\\$b"])
    }

    @Test func codeSpansWin() {
        let document = Document(parsing: "`$x$` and $a `b$` c$")
        #expect(document.nodes(of: InlineMath.self).isEmpty)
        #expect(document.nodes(of: InlineCode.self).map(\.code) == ["$x$", "b$"])
    }

    @Test func doubleDollarsInAParagraphAreDisplayMath() throws {
        let node = try #require(Document(parsing: "Sum $$x + y$$ done.").nodes(of: InlineMath.self).first)
        #expect(node.tex == "x + y" && node.isDisplay)
    }

    @Test func dollarBackticksHoldDollars() throws {
        let node = try #require(Document(parsing: "See $`a$b`$.").nodes(of: InlineMath.self).first)
        #expect(node.tex == "a$b" && node.delimiter == .dollarBacktick(1))
        #expect(math("x$`a`$").isEmpty, "not right after a letter")
    }

    @Test func noMarkdownIsReadInsideMath() {
        let document = Document(parsing: "$*a* [b](c) \\_$")
        #expect(document.nodes(of: Emphasis.self).isEmpty && document.nodes(of: Link.self).isEmpty)
        #expect(math("$*a* [b](c) \\_$") == ["*a* [b](c) \\_"])
    }

    @Test func dollarLinesMakeAMathBlock() throws {
        let block = try #require(Document(parsing: "$$\nx^2 *y*\n$$\n").nodes(of: MathBlock.self).first)
        #expect(block.tex == "x^2 *y*\n" && block.isClosed)
        let longer = try #require(Document(parsing: "$$$\n$$\n$$$\n").nodes(of: MathBlock.self).first)
        #expect(longer.tex == "$$\n", "a closing line needs as many dollars as the opening one")
        let unclosed = try #require(Document(parsing: "> $$\n> x\n\nafter\n").nodes(of: MathBlock.self).first)
        #expect(!unclosed.isClosed && unclosed.tex == "x\n")
    }

    @Test func mathRendersAsGitHubShowsIt() {
        #expect(renderGFM("$a<b$\n") == "<p><math-renderer class=\"js-inline-math\" style=\"display: inline\">$a&lt;b$</math-renderer></p>\n")
        #expect(renderGFM("```math\nx\n```\n") == "<math-renderer class=\"js-display-math\" style=\"display: block\">$$\nx\n$$</math-renderer>\n")
    }

    @Test func commonMarkAndSwitchedOffMathAreText() {
        #expect(math("$x$", options: .commonMark).isEmpty)
        var options = ParseOptions.gfm
        options.extensions.remove(.math)
        #expect(math("$x$", options: options).isEmpty)
        #expect(Document(parsing: "$$\nx\n$$\n", options: options).nodes(of: MathBlock.self).isEmpty)
        #expect(HTMLRenderer().render(Document(parsing: "```math\nx\n```\n", options: options)).hasPrefix("<pre><code"))
    }

    @Test func aTopLevelQuoteWithAMarkerLineIsAnAlert() throws {
        let alert = try #require(Document(parsing: "> [!Warning]\n> Careful *now*.\n").nodes(of: Alert.self).first)
        #expect(alert.alertKind == .warning && alert.marker == "[!Warning]")
        #expect(renderGFM("> [!TIP]\n> Try.\n")
                == "<div class=\"markdown-alert markdown-alert-tip\">\n<p class=\"markdown-alert-title\">Tip</p>\n<p>Try.</p>\n</div>\n")
    }

    @Test func notAnAlert() {
        for markdown in ["> [!NOTE]\n", "> [!NOTE] extra\n> b\n", "> [!OTHER]\n> b\n", "- > [!NOTE]\n  > b\n"] {
            #expect(Document(parsing: markdown).nodes(of: Alert.self).isEmpty, "\(markdown)")
        }
        var options = ParseOptions.gfm
        options.extensions.remove(.alerts)
        #expect(Document(parsing: "> [!NOTE]\n> b\n", options: options).nodes(of: Alert.self).isEmpty)
    }
}
