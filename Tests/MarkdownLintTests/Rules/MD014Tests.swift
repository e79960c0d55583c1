@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD014Tests {
    @Test func reportsEveryPromptWhenNoOutputIsShown() throws {
        let source = "```sh\n$ ls\n$ cat foo\n```\n"
        let findings = try LintTesting.lint(source, only: "MD014")
        #expect(findings.map(\.line) == [2, 3])
        #expect(findings.map(\.column) == [1, 1])
        #expect(findings.map(\.endColumn) == [3, 3])
        #expect(findings.map(\.context) == ["$ ls", "$ cat foo"])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
        #expect(try LintTesting.fix(source, only: "MD014") == "```sh\nls\ncat foo\n```\n")
        // Removing the prompts changes the code: not a safe fix.
        #expect(try LintTesting.fix(source, only: "MD014", unsafe: false) == source)
    }

    @Test func outputOnAnyLineMakesTheBlockFine() throws {
        #expect(try LintTesting.lint("```\n$ ls\nfoo bar\n$ cat foo\nHello\n```\n", only: "MD014").isEmpty)
        #expect(try LintTesting.lint("```\n$ mkdir test\nmkdir: created directory 'test'\n$ ls test\n```\n",
                                     only: "MD014").isEmpty)
        #expect(try LintTesting.lint("```\nls\n```\n", only: "MD014").isEmpty)
        #expect(try LintTesting.lint("```\n```\n", only: "MD014").isEmpty)
    }

    @Test func emptyLinesDoNotCountButWhitespaceLinesDo() throws {
        #expect(try LintTesting.lint("```\n$ a\n\n$ b\n```\n", only: "MD014").map(\.line) == [2, 4])
        // A line of spaces is content that is not a prompt.
        #expect(try LintTesting.lint("```\n$ a\n  \n$ b\n```\n", only: "MD014").isEmpty)
    }

    @Test func promptNeedsWhitespaceAfterTheDollar() throws {
        #expect(try LintTesting.lint("```\n$ls\n```\n", only: "MD014").isEmpty)
        #expect(try LintTesting.lint("```\n$\n```\n", only: "MD014").isEmpty)
        #expect(try LintTesting.lint("```\n$HOME/bin/tool\n```\n", only: "MD014").isEmpty)
        // Several whitespace characters are all removed.
        #expect(try LintTesting.fix("```\n$ \t make\n```\n", only: "MD014") == "```\nmake\n```\n")
    }

    @Test func indentedPromptsAndIndentedCode() throws {
        let source = "Text\n\n      $ make\n        $ make install\n"
        let findings = try LintTesting.lint(source, only: "MD014")
        #expect(findings.map(\.line) == [3, 4])
        #expect(findings.map(\.column) == [7, 9])
        #expect(findings.map(\.context) == ["  $ make", "    $ make install"])
        #expect(try LintTesting.fix(source, only: "MD014") == "Text\n\n      make\n        make install\n")
    }

    @Test func insideContainers() throws {
        let quote = "> ```\n> $ ls\n> ```\n"
        #expect(try LintTesting.lint(quote, only: "MD014").map(\.column) == [3])
        #expect(try LintTesting.fix(quote, only: "MD014") == "> ```\n> ls\n> ```\n")
        let list = "- Run:\n\n  ```\n  $ make\n  ```\n"
        #expect(try LintTesting.lint(list, only: "MD014").map(\.column) == [3])
        #expect(try LintTesting.fix(list, only: "MD014") == "- Run:\n\n  ```\n  make\n  ```\n")
        // An indented block with tabs: the code line is "\t$ ls" after the first tab.
        #expect(try LintTesting.fix("\t\t$ ls\n", only: "MD014") == "\t\tls\n")
    }

    @Test func unclosedFenceAndCRLF() throws {
        #expect(try LintTesting.fix("~~~\n$ ls\n", only: "MD014") == "~~~\nls\n")
        let crlf = "```\r\n$ ls\r\n$ pwd\r\n```\r\n"
        #expect(try LintTesting.lint(crlf, only: "MD014").map(\.line) == [2, 3])
        #expect(try LintTesting.fix(crlf, only: "MD014") == "```\r\nls\r\npwd\r\n```\r\n")
    }

    @Test func columnsCountUTF16() throws {
        // JavaScript whitespace (an ideographic space, three UTF-8 bytes) may come before the prompt.
        let findings = try LintTesting.lint("```\n\u{3000}$ ls\n```\n", only: "MD014")
        #expect(findings.map(\.column) == [2] && findings.map(\.endColumn) == [4])
        #expect(try LintTesting.fix("```\n\u{3000}$ ls\n```\n", only: "MD014") == "```\n\u{3000}ls\n```\n")
        #expect(try LintTesting.lint("> text\n>\n>     $ ls\n", only: "MD014").map(\.column) == [7])
    }

    @Test func longLinesAreShortenedInTheContext() throws {
        let command = "$ " + String(repeating: "x", count: 40)
        let findings = try LintTesting.lint("```\n\(command)\n```\n", only: "MD014")
        #expect(findings.first?.context == String(command.prefix(30)) + "...")
    }

    @Test func disableComments() throws {
        let source = "<!-- markdownlint-disable-next-line MD014 -->\n```\n$ ls\n```\n"
        #expect(try LintTesting.lint(source, only: "MD014").isEmpty == false)
        let disabled = "<!-- markdownlint-disable MD014 -->\n```\n$ ls\n```\n"
        #expect(try LintTesting.lint(disabled, only: "MD014").isEmpty)
    }
}
