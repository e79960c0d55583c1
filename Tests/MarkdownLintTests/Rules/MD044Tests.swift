@testable import MarkdownLint
import Testing

struct MD044Tests {
    private func summary(_ markdown: String, _ options: String) throws -> [String] {
        try LintTesting.lint(markdown, only: "MD044", options: options).map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "")"
        }
    }

    private let javaScript = #"{"names": ["JavaScript"]}"#

    @Test func nothingToDoWithoutNames() throws {
        #expect(try LintTesting.lint("javascript\n", only: "MD044").isEmpty)
    }

    @Test func wholeWordsWithoutRegardToCase() throws {
        #expect(try summary("javascript, JAVASCRIPT and JavaScript; javascripts, myjavascript.\n", javaScript) == [
            "1:1-11 Expected: JavaScript; Actual: javascript",
            "1:13-23 Expected: JavaScript; Actual: JAVASCRIPT",
        ])
    }

    @Test func underscoresBelongToTheBoundary() throws {
        #expect(try summary("Some _javascript_ and __javascript__ text.\n", javaScript) == [
            "1:7-17 Expected: JavaScript; Actual: javascript",
            "1:25-35 Expected: JavaScript; Actual: javascript",
        ])
        // In text, emphasis markers split words as markdownlint's parser does…
        #expect(try summary("my_javascript_file\n", javaScript) == ["1:4-14 Expected: JavaScript; Actual: javascript"])
        // …but not in code.
        #expect(try summary("`my_javascript_file`\n", javaScript).isEmpty)
        #expect(try summary("`__javascript__`\n", javaScript) == ["1:4-14 Expected: JavaScript; Actual: javascript"])
    }

    @Test func namesWithPunctuation() throws {
        let names = #"{"names": ["Node.js", "C++", ".NET"]}"#
        #expect(try summary("node.js, c++ and .net; xnode.js\n", names) == [
            "1:1-8 Expected: Node.js; Actual: node.js",
            "1:10-13 Expected: C++; Actual: c++",
            "1:18-22 Expected: .NET; Actual: .net",
        ])
    }

    @Test func longerNamesFirstAndOverlapsSkipped() throws {
        let names = #"{"names": ["GitHub", "github.com"]}"#
        #expect(try summary("Visit github.com or Github.com or github.\n", names) == [
            "1:21-31 Expected: github.com; Actual: Github.com",
            "1:35-41 Expected: GitHub; Actual: github",
        ])
    }

    @Test func fixWritesTheNameAndIsUnsafe() throws {
        let markdown = "I like javascript.\n"
        #expect(try LintTesting.lint(markdown, only: "MD044", options: javaScript).allSatisfy {
            $0.fix?.applicability == .unsafe
        })
        #expect(try LintTesting.fix(markdown, only: "MD044", options: javaScript) == "I like JavaScript.\n")
        #expect(try LintTesting.fix(markdown, only: "MD044", options: javaScript, unsafe: false) == markdown)
    }

    @Test func linksURLsAndDefinitionsAreNotRead() throws {
        let names = #"{"names": ["GitHub"]}"#
        let markdown = """
            [github](https://github.com/x "github") ![github](github.png) [x][github]
            <https://github.com> https://github.com/a www.github.com me@github.com

            [github]: https://github.com/y

            """
        #expect(try summary(markdown, names) == [
            "1:2-8 Expected: GitHub; Actual: github",
            "1:43-49 Expected: GitHub; Actual: github",
        ])
        // URLs inside code are not read either.
        #expect(try summary("`see https://github.com/x for github`\n", names)
                == ["1:31-37 Expected: GitHub; Actual: github"])
    }

    @Test func codeBlocksOption() throws {
        let markdown = "`javascript`\n\n```javascript\nlet javascript\n```\n\n    javascript\n"
        #expect(try summary(markdown, javaScript) == [
            "1:2-12 Expected: JavaScript; Actual: javascript",
            "4:5-15 Expected: JavaScript; Actual: javascript",
            "7:5-15 Expected: JavaScript; Actual: javascript",
        ])
        #expect(try summary(markdown, #"{"names": ["JavaScript"], "code_blocks": false}"#).isEmpty)
    }

    @Test func htmlElementsOption() throws {
        let markdown = "Text <b title=\"javascript\">javascript</b>\n\n<div class=\"javascript\">\njavascript `javascript`\n</div>\n\n<!-- javascript -->\n"
        #expect(try summary(markdown, javaScript) == [
            "1:16-26 Expected: JavaScript; Actual: javascript",
            "1:28-38 Expected: JavaScript; Actual: javascript",
            "3:13-23 Expected: JavaScript; Actual: javascript",
            "4:1-11 Expected: JavaScript; Actual: javascript",
            "4:13-23 Expected: JavaScript; Actual: javascript",
            "7:6-16 Expected: JavaScript; Actual: javascript",
        ])
        // Without HTML, the text between the tags of a block is still read.
        #expect(try summary(markdown, #"{"names": ["JavaScript"], "html_elements": false}"#) == [
            "1:28-38 Expected: JavaScript; Actual: javascript",
            "4:1-11 Expected: JavaScript; Actual: javascript",
            "4:13-23 Expected: JavaScript; Actual: javascript",
        ])
    }

    @Test func nonASCIINames() throws {
        let names = #"{"names": ["Ünicode", "日本語"]}"#
        #expect(try summary("ünicode and ÜNICODE and 日本語\n", names) == [
            "1:1-8 Expected: Ünicode; Actual: ünicode",
            "1:13-20 Expected: Ünicode; Actual: ÜNICODE",
        ])
    }

    @Test func columnsAfterWideCharactersInQuotesWithCRLF() throws {
        let markdown = "> 日本 😀 javascript\r\n> - javascript\r\n"
        #expect(try summary(markdown, javaScript) == [
            "1:9-19 Expected: JavaScript; Actual: javascript",
            "2:5-15 Expected: JavaScript; Actual: javascript",
        ])
        #expect(try LintTesting.fix(markdown, only: "MD044", options: javaScript)
                == "> 日本 😀 JavaScript\r\n> - JavaScript\r\n")
    }

    @Test func headingsAndTables() throws {
        #expect(try summary("# About javascript\n\n| javascript |\n|---|\n", javaScript) == [
            "1:9-19 Expected: JavaScript; Actual: javascript",
            "3:3-13 Expected: JavaScript; Actual: javascript",
        ])
    }
}
