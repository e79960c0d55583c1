import MarkdownFormatting
import MarkdownSyntax
import Testing

/// `fmt` on DocC: directives keep their opening as written, bodies are four spaces in, the
/// closing brace has its own line; nothing DocC reads becomes something else (a body line
/// is never code, text never a directive), and table spans survive.
struct DocCFormattingTests {
    private func format(_ text: String, _ options: FormatOptions = FormatOptions()) -> String {
        let result = FormatTestSupport.format(text, options, parseOptions: .docc)
        #expect(result.problems.isEmpty, "refused: \(result.problems)")
        #expect(FormatTestSupport.problems(formatting: result.output, options, parseOptions: .docc).isEmpty,
                "the output does not format to itself")
        return FormatTestSupport.text(result.output)
    }

    /// The example, which GFM formatting turned into a code span and lost the tabs of.
    @Test func canonicalDirectivesStayAsTheyAre() {
        let text = """
            @Row {
                @Column {
                    ![A diagram](diagram.png)
                }
            }

            @TabNavigator {
                @Tab("Swift") {
                    ```swift
                    let x = 1
                    ```
                }
            }

            """
        #expect(format(text) == text)
    }

    /// DocC strips a body's lines of the indentation of the first line after the `@` line
    /// (here the argument line, nine columns in): both items are at the top of Inner's body.
    @Test func bodiesAreIndentedFourSpacesPerLevel() {
        let text = """
            @Outer(title: "A") {
              Two-space body.
              @Inner(a: 1,
                     b: 2) {
                 - one
                   - two
              }
            }

            """
        #expect(format(text) == """
            @Outer(title: "A") {
                Two-space body.

                @Inner(a: 1,
                    b: 2) {
                    - one
                    - two
                }
            }

            """)
    }

    @Test func bodiesOnTheOpeningLineGetLinesOfTheirOwn() {
        #expect(format("@Row { Text on one line }\n") == "@Row {\n    Text on one line\n}\n")
        // The text `@Column { text }` is no directive (a body on one line is not read for
        // them), so on its own line it is escaped; as the first line of a body it would end
        // in `}`, which DocC takes for a body on the opening line: a blank line goes first.
        #expect(format("@Row { @Column { text } }\n") == "@Row {\n\n    \\@Column { text }\n}\n")
    }

    @Test func textThatDocCWouldReadAsDirectiveSyntaxIsEscaped() {
        var wrapped = FormatOptions()
        wrapped.wrap = .width(24)
        let text = "@Box {\n    Some words then @Symbol and words } more and @Tail bits.\n}\n"
        #expect(format(text, wrapped) == """
            @Box {
                Some words then
                \\@Symbol and words }
                more and @Tail bits.
            }

            """)
        // Outside any body a `}` closes nothing.
        var narrow = FormatOptions()
        narrow.wrap = .width(20)
        #expect(format("Text and } then more words\n", narrow) == "Text and } then more\nwords\n")
    }

    @Test func ignoredTextAndLayoutOfTheOpeningAreKept() {
        let text = "@Outer(x: 1) trailing words {\n\n@Image(source: a.png,\n       alt: \"b\")\n\n@Body\n{\n  text\n} after\n"
        // DocC takes the `{` line for the body's indentation: moved in, the body is no code.
        #expect(format(text) == "@Outer(x: 1) trailing words {\n\n@Image(source: a.png,\n       alt: \"b\")\n\n@Body\n    {\n    text\n} after\n")
    }

    @Test func tableSpansSurviveBothLayouts() {
        let text = """
            | a | b | c |
            | - | - | - |
            | wide || x |
            | ^ | y | z |

            """
        #expect(format(text) == """
            | a   | b   | c   |
            | --- | --- | --- |
            | wide     || x   |
            | ^   | y   | z   |

            """)
        var compact = FormatOptions()
        compact.tableLayout = .compact
        #expect(format(text, compact) == """
            | a | b | c |
            | --- | --- | --- |
            | wide || x |
            | ^ | y | z |

            """)
    }

    @Test func symbolLinksArePrintedAsWritten() {
        #expect(format("# ``Kit/Parser``\n\nSee ```Parser/reset()``` and ``Parser``.\n")
                == "# ``Kit/Parser``\n\nSee ```Parser/reset()``` and ``Parser``.\n")
    }

    @Test func theCheckNamesAChangedDirective() {
        let before = Document(parsing: "@Image(source: a.png)\n", options: .docc)
        let after = Document(parsing: "@Image(source: b.png)\n", options: .docc)
        #expect(FormatValidation.differences(between: before, and: after).first
                == "the DocC directives would change (their names, arguments or nesting)")
        let gfm = Document(parsing: "@Image(source: a.png)\n", options: .gfm)
        #expect(FormatValidation.differences(between: gfm, and: Document(parsing: "@Image(source: a.png)\n")) == [])
    }
}
