@testable import MarkdownLint
import Testing

struct MD037Tests {
    private func summary(_ markdown: String) throws -> [String] {
        try LintTesting.lint(markdown, only: "MD037").map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.context ?? "")"
        }
    }

    @Test func spacesInsideEachKindOfMarker() throws {
        #expect(try summary("a ** b ** c\n\nd * e * f\n\ng __ h __ i\n\nj _ k _ l\n\nm *** n *** o\n") == [
            "1:5-6 ** b", "1:7-8 b **",
            "3:4-5 * e", "3:6-7 e *",
            "5:5-6 __ h", "5:7-8 h __",
            "7:4-5 _ k", "7:6-7 k _",
            "9:6-7 *** n", "9:8-9 n ***",
        ])
    }

    @Test func oneSidedSpacesAndLongRuns() throws {
        #expect(try summary("Some ** bold** and *italic * text.\n") == ["1:8-9 ** b", "1:27-28 c *"])
        #expect(try summary("Some **  bold\u{A0}** text.\n") == ["1:8-10 **  b", "1:14-15 d\u{A0}**"])
        // Runs of four or more are never checked.
        #expect(try summary("a **** b **** c\n").isEmpty)
    }

    @Test func mathIsNotLookedInto() throws {
        // markdownlint (micromark's math) reports nothing here; the fix must not edit a formula.
        #expect(try summary("Math: $a_1 * b_2 * c$ and $$x * y * z$$\n\n$$\na * b * c\n$$\n").isEmpty)
        #expect(try LintTesting.fix("Math: $a * b * c$\n", only: "MD037") == "Math: $a * b * c$\n")
    }

    @Test func fixDeletesTheBlanksAndIsUnsafe() throws {
        let markdown = "Here is some ** bold ** text.\n"
        #expect(try LintTesting.lint(markdown, only: "MD037").allSatisfy { $0.fix?.applicability == .unsafe })
        #expect(try LintTesting.fix(markdown, only: "MD037") == "Here is some **bold** text.\n")
        #expect(try LintTesting.fix(markdown, only: "MD037", unsafe: false) == markdown)
    }

    @Test func runsArePairedInOrderPerKind() throws {
        // Three loose `*`: the first two pair up, the third is alone.
        #expect(try summary("2 * 3 * 4 * 5\n") == ["1:4-5 * 3", "1:6-7 3 *"])
        #expect(try LintTesting.fix("2 * 3 * 4 * 5\n", only: "MD037") == "2 *3* 4 * 5\n")
        // Different kinds never pair.
        #expect(try summary("a * b ** c\n").isEmpty)
    }

    @Test func realEmphasisAndLeftoversOfPartlyUsedRuns() throws {
        #expect(try summary("*a* and **b** and _c_\n").isEmpty)
        // `***a*` leaves `**` as text before the emphasis.
        #expect(try summary("x ** y ***a* z\n") == ["1:5-6 ** y", "1:7-8 y **"])
    }

    @Test func eachContainerPairsItsOwnRuns() throws {
        // The `*` inside the emphasis and the one outside it do not pair.
        #expect(try summary("*a * b* c * d\n").isEmpty)
        // Link text is a container of its own.
        #expect(try summary("[a * b * c](https://example.com/*x*) * y\n") == ["1:5-6 * b", "1:7-8 b *"])
        #expect(try summary("# Heading * with * stars\n") == ["1:12-13 * w", "1:17-18 h *"])
        #expect(try summary("| * a * | b |\n|---|---|\n| c | _ d _ |\n") == [
            "1:4-5 * a", "1:6-7 a *", "3:8-9 _ d", "3:10-11 d _",
        ])
    }

    @Test func codeHTMLEscapesAndAutolinksAreNotText() throws {
        #expect(try summary("`* a *` and <span title=\"* b *\">x</span>\n").isEmpty)
        #expect(try summary("\\* a \\* and * b\n").isEmpty)
        #expect(try summary("<https://example.com/_a_b_> and https://example.com/_x_/_y_\n").isEmpty)
        #expect(try summary("```\n* a *\n```\n\n<div>\n* b *\n</div>\n").isEmpty)
    }

    @Test func markersAtLineEndsNeedTextOnTheirLine() throws {
        // The blanks after an opening run must be followed by text on the same line.
        #expect(try summary("a * \nb * c\n") == ["2:2-3 b *"])
        #expect(try summary("a ** b\nc ** d\n") == ["1:5-6 ** b", "2:2-3 c **"])
    }

    @Test func blockQuotesCRLFAndWideCharacters() throws {
        let markdown = "> 日本 😀 ** 語 ** です\r\n"
        #expect(try summary(markdown) == ["1:11-12 ** 語", "1:13-14 語 **"])
        #expect(try LintTesting.fix(markdown, only: "MD037") == "> 日本 😀 **語** です\r\n")
        #expect(try summary("- item with * spaced * words\n") == ["1:14-15 * s", "1:21-22 d *"])
    }
}
