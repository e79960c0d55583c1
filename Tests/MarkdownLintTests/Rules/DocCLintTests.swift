import MarkdownLint
import MarkdownSyntax
import Testing

/// markdownlint's rules in DocC files see directive lines for what they are, and the
/// DocC rules (MDT101–MDT105) report what DocC would drop or warn about, in DocC files only.
struct DocCLintTests {
    private func findings(_ markdown: String, _ ruleID: String, options: String = "", dialect: Dialect = .docc) throws
        -> [String] {
        try LintTesting.lint(markdown, only: ruleID, options: options, dialect: dialect).map { "\($0.line):\($0.column)" }
    }

    private func details(_ markdown: String, _ ruleID: String) throws -> [String] {
        try LintTesting.lint(markdown, only: ruleID, dialect: .docc).map { "\($0.line): \($0.detail ?? "")" }
    }

    static let longArguments = """
        @Image(source: "a-picture-with-a-long-name.png", alt: "A picture of a sloth hanging from a tree branch at dusk")

        """

    @Test func lineLengthSkipsDirectiveOpeningsUnlessConfigured() throws {
        #expect(try findings(Self.longArguments, "MD013").isEmpty)
        #expect(try findings(Self.longArguments, "MD013", options: #"{"directives": true}"#) == ["1:81"])
        #expect(try findings(Self.longArguments, "MD013", dialect: .gfm) == ["1:81"], "in GFM it is a paragraph")
    }

    @Test func htmlAndBareURLsInArgumentsAreNotMarkup() throws {
        let text = "@Video(source: \"https://example.com/sloth.mp4\", poster: \"<b>poster</b>\")\n"
        #expect(try findings(text, "MD033").isEmpty)
        #expect(try findings(text, "MD034").isEmpty)
        #expect(try findings(text, "MD033", dialect: .gfm) == ["1:58"])
        #expect(try findings(text, "MD034", dialect: .gfm) == ["1:17"])
    }

    /// A fence, list, table or heading first or last in a body needs no blank line next to
    /// the directive's lines; between blocks of a body it still does.
    @Test func directiveLinesBoundBlocksLikeBlankLines() throws {
        let text = """
            @Tab("Swift") {
                ```swift
                let x = 1
                ```
            }
            @Column {
                - one
                - two
            }
            @Column {
                | a | b |
                | - | - |
                | c | d |
            }
            @Column {
                ## Heading
            }
            @Column {
                Text.
                ```
                code
                ```
            }

            """
        #expect(try findings(text, "MD031") == ["20:5"])
        #expect(try findings(text, "MD032").isEmpty)
        #expect(try findings(text, "MD058").isEmpty)
        #expect(try findings(text, "MD022").isEmpty)
    }

    static let spans = """
        First | Second | Third |
        ----- | ------ | ----- |
        One           || Two   |
        Three | Four          ||
        Five                 |||

        """

    @Test func tableColumnStyleReadsColumnSpans() throws {
        #expect(try findings(Self.spans, "MD060").isEmpty)
        #expect(try findings(Self.spans, "MD060", options: #"{"style": "aligned"}"#).isEmpty)
        // A span's closing pipe out of line is still reported, but the table is not fixed:
        // respacing would have to know how wide each span is.
        let misaligned = Self.spans.replacingOccurrences(of: "One           ||", with: "One          ||")
        let found = try LintTesting.lint(misaligned, only: "MD060", options: #"{"style": "aligned"}"#, dialect: .docc)
        #expect(found.map { "\($0.line):\($0.column)" } == ["3:15", "3:23"])
        #expect(found.allSatisfy { $0.fix == nil })
        #expect(try LintTesting.fix(misaligned, only: "MD060", dialect: .docc) == misaligned)
        // Read as GFM, the inner pipes count as columns of their own.
        #expect(try !findings(Self.spans, "MD060", options: #"{"style": "aligned"}"#, dialect: .gfm).isEmpty)
    }

    /// A list at the top of a body is indented as the body is; its nested lists as usual.
    @Test func listIndentationCountsFromTheBody() throws {
        let text = "@Column {\n    - one\n      - two\n         - three\n}\n"
        #expect(try findings(text, "MD007") == ["4:1"])
        #expect(try LintTesting.fix(text, only: "MD007", dialect: .docc) == "@Column {\n    - one\n      - two\n        - three\n}\n")
    }

    @Test func columnCountCountsSpannedCells() throws {
        #expect(try findings(Self.spans + "\n| a | ^ | b |\n| - | - | - |\n| c | ^ | d |\n", "MD056").isEmpty)
    }

    @Test func aSymbolTitleIsAFirstLineHeading() throws {
        #expect(try findings("# ``Kit/Parser``\n\nText.\n", "MD041").isEmpty)
        #expect(try findings("@Metadata {\n    @DocumentationExtension(mergeBehavior: append)\n}\n\n# ``Kit``\n", "MD041") == ["1:1"])
    }

    // MARK: The DocC rules

    @Test func unknownDirectivesGetASuggestion() throws {
        let text = "@Colum {\n    Text.\n}\n\n@row\n\n@Glossary\n\n```\n@Nonsense\n```\n"
        #expect(try details(text, "MDT101") == [
            "1: Unknown directive: @Colum; did you mean @Column?",
            "5: Unknown directive: @row; did you mean @Row?",
            "7: Unknown directive: @Glossary",
        ])
        #expect(try LintTesting.lint(text, only: "MDT101", options: #"{"allowed": ["Glossary"]}"#).count == 2)
    }

    @Test func directivesOutsideTheirParentsAreReported() throws {
        let text = """
            @Row {
                @Column {
                    @Tab("A") {
                        Text.
                    }
                }
            }

            @TabNavigator {
                @Tab("A") {
                    @Column {
                        In a tab.
                    }
                }
            }

            @Metadata {
                @DisplayName("Kit")
            }

            @DocumentationExtension(mergeBehavior: override)

            @Row {
                @Metadata {
                }
            }

            """
        #expect(try details(text, "MDT102") == [
            "3: @Tab belongs directly in @TabNavigator, not in @Column",
            "11: @Column belongs directly in @Row, not in @Tab",
            "21: @DocumentationExtension belongs directly in @Metadata, not at the top of the page",
            "24: @Metadata belongs at the top of the page, not in @Row",
        ])
    }

    @Test func unclosedBodiesAndStrayBracesAreReported() throws {
        let text = """
            Text.

            }

            Text with a } inside.

            ```swift
            }
            ```

            @Row {
                @Column {
                    Text.
                }

            """
        #expect(try details(text, "MDT103") == [
            "3: This '}' closes no directive body",
            "11: The body of @Row is never closed with '}'",
        ])
        #expect(try findings("@Row {\n    @Column {\n        Text.\n    }\n}\n", "MDT103").isEmpty)
    }

    @Test func aSecondMetadataIsReported() throws {
        let text = "@Metadata {\n}\n\nText.\n\n@Metadata {\n    @PageColor(blue)\n}\n"
        #expect(try details(text, "MDT105") == ["6: Another @Metadata; the first is on line 1"])
    }

    @Test func docLinksNameArticlesOfTheCatalog() throws {
        let text = "# Example\n\n## Usage\n\n<doc:Example> <doc:Example#Usage> <doc:Missing> [x](doc:Example#Nowhere) <doc:Kit/Type/member>\n"
        #expect(try details(text, "MDT104") == [
            "5: no article or tutorial named Missing in the documentation catalog",
            "5: No anchor #Nowhere in Example.md",
        ])
    }

    /// The DocC rules are on by default, and check DocC files only.
    @Test func doccRulesRunOnlyOnDocCFiles() throws {
        let linter = try Linter()
        let text = "@Colum {\n}\n\n}\n\n@Metadata {\n}\n\n@Metadata {\n}\n"
        let docc = Set(linter.lint(text: text, path: "a.md", options: .docc).map(\.ruleID).filter { $0.hasPrefix("MDT") })
        #expect(docc == ["MDT101", "MDT103", "MDT105"])
        #expect(!linter.lint(text: text, path: "a.md").contains { $0.ruleID.hasPrefix("MDT") })
    }
}
