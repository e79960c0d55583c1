@testable import MarkdownLint
import Testing

struct MD054Tests {
    private let sample = """
        <https://a.example> [b](https://b.example) [c][ref] [ref][] [ref] ![e](e.png) ![f][ref]
        [https://g.example](https://g.example)

        [ref]: https://ref.example "Ref"

        """

    @Test func everythingAllowedByDefault() throws {
        #expect(try LintTesting.lint(sample, only: "MD054").isEmpty)
    }

    @Test(arguments: [
        (#"{"autolink": false}"#, [1]),
        (#"{"inline": false}"#, [21, 67, 1]),
        (#"{"full": false}"#, [44, 79]),
        (#"{"collapsed": false}"#, [53]),
        (#"{"shortcut": false}"#, [61]),
        (#"{"url_inline": false}"#, [1]),
    ])
    func eachStyleCanBeDisallowed(options: String, columns: [Int]) throws {
        let findings = try LintTesting.lint(sample, only: "MD054", options: options)
        #expect(findings.map(\.column) == columns)
    }

    @Test func contextIsTheLinkSource() throws {
        let findings = try LintTesting.lint(sample, only: "MD054", options: #"{"full": false}"#)
        #expect(findings.map(\.context) == ["[c][ref]", "![f][ref]"])
        #expect(findings.allSatisfy { $0.detail == nil })
    }

    @Test func referencesBecomeInlineWithTheDefinitionsDestinationAndTitle() throws {
        let markdown = "A [link][r], the [r][], an ![image][r] and [r].\n\n[r]: <https://example.com/a b> 'Quoted \"title\"'\n"
        let options = #"{"full": false, "collapsed": false, "shortcut": false}"#
        let findings = try LintTesting.lint(markdown, only: "MD054", options: options)
        #expect(findings.count == 4)
        #expect(findings.allSatisfy { $0.fix?.applicability == .safe })
        let target = "(<https://example.com/a b> 'Quoted \"title\"')"
        #expect(try LintTesting.fix(markdown, only: "MD054", options: options, unsafe: false)
                == "A [link]\(target), the [r]\(target), an ![image]\(target) and [r]\(target).\n\n"
                    + "[r]: <https://example.com/a b> 'Quoted \"title\"'\n")
    }

    @Test func multiLineDefinitionIsNotCopied() throws {
        let markdown = "A [link][r].\n\n[r]: https://example.com\n  \"Title\"\n"
        let findings = try LintTesting.lint(markdown, only: "MD054", options: #"{"full": false}"#)
        #expect(findings.count == 1)
        #expect(findings.first?.fix == nil)
    }

    @Test func autolinksBecomeInline() throws {
        let markdown = "Mail <team@example.com> or see <https://example.com/a_b*c>.\n"
        let fixed = try LintTesting.fix(markdown, only: "MD054", options: #"{"autolink": false}"#, unsafe: false)
        #expect(fixed == "Mail [team@example.com](mailto:team@example.com) or see "
                + "[https://example.com/a\\_b\\*c](https://example.com/a_b*c).\n")
        #expect(try LintTesting.lint(fixed, only: "MD054", options: #"{"autolink": false}"#).isEmpty)
    }

    @Test func inlineLinksBecomeAutolinksLosingTheirText() throws {
        let markdown = "See [the site](https://example.com) and [docs](docs.md).\n"
        let findings = try LintTesting.lint(markdown, only: "MD054", options: #"{"inline": false}"#)
        #expect(findings.map(\.column) == [5, 41])
        #expect(findings[0].fix?.applicability == .unsafe)
        #expect(findings[1].fix == nil)
        #expect(try LintTesting.fix(markdown, only: "MD054", options: #"{"inline": false}"#)
                == "See <https://example.com> and [docs](docs.md).\n")
    }

    @Test func urlInline() throws {
        let options = #"{"url_inline": false}"#
        let markdown = "[https://example.com](https://example.com) [https://example.com](https://example.com \"T\") "
            + "![https://example.com](https://example.com) [x](https://example.com) [rel](rel)\n"
        let findings = try LintTesting.lint(markdown, only: "MD054", options: options)
        #expect(findings.map(\.column) == [1])
        #expect(findings.first?.fix?.applicability == .safe)
        #expect(try LintTesting.fix("Go [https://example.com](https://example.com).\n", only: "MD054",
                                    options: options, unsafe: false) == "Go <https://example.com>.\n")
        // With autolinks disallowed too, the URL link is the only way left.
        #expect(try LintTesting.lint(markdown, only: "MD054", options: #"{"url_inline": false, "autolink": false}"#)
                .isEmpty)
    }

    @Test func multiLineLinkHasNoFixAndAFirstLineContext() throws {
        let findings = try LintTesting.lint("[a\nb][r]\n\n[r]: https://example.com\n", only: "MD054",
                                            options: #"{"full": false}"#)
        #expect(findings.map(\.line) == [1])
        #expect(findings.map(\.context) == ["[a"])
        #expect(findings.first?.fix == nil)
    }

    @Test func bareURLsAreNotThisRulesBusiness() throws {
        #expect(try LintTesting.lint("Visit https://example.com.\n", only: "MD054",
                                     options: #"{"autolink": false, "inline": false}"#).isEmpty)
    }

    @Test func columnsAfterWideCharacters() throws {
        let findings = try LintTesting.lint("> 日本 😀 <https://example.com>\r\n", only: "MD054",
                                            options: #"{"autolink": false}"#)
        #expect(findings.map(\.column) == [9])
        #expect(try LintTesting.fix("> 日本 😀 <https://example.com>\r\n", only: "MD054", options: #"{"autolink": false}"#)
                == "> 日本 😀 [https://example.com](https://example.com)\r\n")
    }
}
